"""The freedesktop launcher: ``thieves-arcade --install-desktop`` puts the game in a Linux desktop's app menu.

It copies the shipped entry ``assets/desktop/thieves-arcade.desktop`` to ``$XDG_DATA_HOME/applications/`` (default
``~/.local/share``) with ``Exec=`` set to the program that is running (the frozen executable, the ``thieves-arcade``
launcher pipx or pip made, else ``python -m thieves_arcade``), and the icon PNGs ``assets/icons/thieves-arcade-<n>.png``
to ``$XDG_DATA_HOME/icons/hicolor/<n>x<n>/apps/thieves-arcade.png``. Per user, no root; run it again after moving the
game. ``--uninstall-desktop`` removes what it wrote. Follows the freedesktop Desktop Entry and Icon Theme specs
(https://specifications.freedesktop.org/desktop-entry-spec/latest/).
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

from .. import resources

APP_ID = "thieves-arcade"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def data_home(environ=None) -> Path:
    """``$XDG_DATA_HOME`` or ``~/.local/share``."""
    env = os.environ if environ is None else environ
    return Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launch_command() -> str:
    """The command line that starts this copy of the game (for ``Exec=``), quoted for a desktop entry."""
    if getattr(sys, "frozen", False):
        return shlex.quote(sys.executable)
    found = shutil.which(APP_ID)
    if found and Path(sys.argv[0]).name == APP_ID:
        return shlex.quote(str(Path(found).resolve()))
    return f"{shlex.quote(sys.executable)} -m thieves_arcade"


def installed_paths(home: Path) -> list[Path]:
    """Every file :func:`install` writes under data folder ``home``."""
    paths = [home / "applications" / f"{APP_ID}.desktop"]
    paths += [home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES]
    return paths


def install(home: Path | None = None, command: str | None = None) -> list[Path]:
    """Write the desktop entry and icons under ``home`` (default :func:`data_home`); returns the paths written.
    Raises ``resources.MissingResource`` if the shipped entry or an icon is missing, ``OSError`` if a file cannot be
    written."""
    home = data_home() if home is None else Path(home)
    entry = resources.require(resources.asset("desktop", f"{APP_ID}.desktop"), "desktop entry")
    icons = [resources.require(resources.icon(n), "icon") for n in ICON_SIZES]
    text = entry.read_text(encoding="utf-8").replace(f"Exec={APP_ID}\n", f"Exec={command or launch_command()}\n")
    written = installed_paths(home)
    written[0].parent.mkdir(parents=True, exist_ok=True)
    written[0].write_text(text, encoding="utf-8")
    for src, dst in zip(icons, written[1:], strict=True):
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote under ``home``; returns the paths removed (missing ones are skipped)."""
    home = data_home() if home is None else Path(home)
    removed = []
    for path in installed_paths(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed
