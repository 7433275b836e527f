"""Where the game's files are: one answer for an editable checkout, an installed wheel and a frozen build.

Every data file the game reads at run time is located here, through :mod:`importlib.resources`, and nowhere else:

- images ``assets/images/<name>.png``, sounds ``assets/sounds/<name>.wav``, icons ``assets/icons/``, the controller
  mapping file ``assets/controllers/gamecontrollerdb.txt``;
- levels ``levels/<game>.tmx`` (+ their tileset PNGs beside them);
- the gettext catalogues ``thieves_arcade/locale/``;
- the OFL fonts, which come from the ``fontpkg-*`` packages (``<package>/files/*.ttf``).

Rules:

- The top-level ``assets/`` and ``levels/`` folders of the repository are the source of truth (rebuilt by
  ``tools/``). A built wheel (and so a pipx install and the PyInstaller folder) carries them *inside* the package as
  ``thieves_arcade/assets`` and ``thieves_arcade/levels`` (hatchling ``force-include``, see ``docs/shipping.md``).
- :func:`data_dir` uses the folder inside the package when it exists. Only when it does not **and** the package sits
  in a source checkout (``pyproject.toml`` beside it: ``pip install -e .`` or ``python -m`` from the tree) does it use
  the checkout's top-level folder. An installed copy therefore never reads the source tree.
- The package must be on the file system (a normal install or PyInstaller's ``_internal`` folder): pygame and pytmx
  need real paths. A zipped package raises ``RuntimeError``.
- A missing file raises :class:`MissingResource`, whose message names the file and says how to get it back:
  the ``tools/`` command in a checkout, a reinstall otherwise (:func:`repair_hint`).
"""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

PACKAGE = "thieves_arcade"
#: The data folders that live at the top of the repository and inside the built package.
DATA_DIRS = ("assets", "levels")
#: How a player gets back a file missing from an installed (non-checkout) copy.
REINSTALL = ("reinstall the game: `pipx reinstall thieves-arcade`, or "
             "`python -m pip install --force-reinstall thieves-arcade` (a frozen folder: unpack it again)")


class MissingResource(FileNotFoundError):
    """A data file the game needs is not where it should be. ``path`` is the file; the message (``str()``) is one
    sentence naming it and saying how to get it back (:func:`repair_hint`)."""

    def __init__(self, path: Path, what: str = "file", regenerate: str | None = None) -> None:
        self.path = Path(path)
        super().__init__(f"the {what} {self.path} is missing; {repair_hint(regenerate)}")


@functools.cache
def package_dir() -> Path:
    """The folder of the imported ``thieves_arcade`` package (absolute). Raises ``RuntimeError`` when the package is
    not on the file system (e.g. imported from a zip), since pygame and pytmx need real file paths."""
    root = resources.files(PACKAGE)
    if not isinstance(root, Path):
        raise RuntimeError(f"{PACKAGE} must be installed as files on disk, not imported from {root!r}")
    return root.resolve()


@functools.cache
def is_source_checkout() -> bool:
    """``True`` when the package runs from a source checkout (editable install or ``python -m`` in the tree): no data
    folders inside the package and a ``pyproject.toml`` beside it."""
    pkg = package_dir()
    return not any((pkg / d).is_dir() for d in DATA_DIRS) and (pkg.parent / "pyproject.toml").is_file()


def repair_hint(regenerate: str | None = None) -> str:
    """What to do about a missing file: ``regenerate it with `<command>``` in a checkout (when ``regenerate`` names
    the ``tools/`` command), else :data:`REINSTALL`."""
    if regenerate and is_source_checkout():
        return f"regenerate it with `{regenerate}`"
    return REINSTALL


@functools.cache
def data_dir(kind: str) -> Path:
    """The ``assets`` or ``levels`` folder in force (see the module rules). Raises ``ValueError`` for another
    ``kind``. The folder may not exist (a damaged install): callers find out per file."""
    if kind not in DATA_DIRS:
        raise ValueError(f"data folder must be one of {', '.join(DATA_DIRS)}, got {kind!r}")
    inside = package_dir() / kind
    if not inside.is_dir() and is_source_checkout():
        return package_dir().parent / kind
    return inside


def asset(*parts: str) -> Path:
    """``assets/<parts…>``, e.g. ``asset("images", "bag.png")``. Not checked for existence."""
    return data_dir("assets").joinpath(*parts)


def image(name: str) -> Path:
    """``assets/images/<name>.png``."""
    return asset("images", f"{name}.png")


def sound(name: str) -> Path:
    """``assets/sounds/<name>.wav``."""
    return asset("sounds", f"{name}.wav")


def level(game_id: str) -> Path:
    """``levels/<game_id>.tmx`` (its tileset PNGs sit beside it)."""
    return data_dir("levels") / f"{game_id}.tmx"


def locale_dir() -> Path:
    """The gettext folder ``thieves_arcade/locale`` (``<lang>/LC_MESSAGES/thieves_arcade.mo`` inside)."""
    return package_dir() / "locale"


def controller_db() -> Path:
    """The bundled SDL_GameControllerDB file ``assets/controllers/gamecontrollerdb.txt``."""
    return asset("controllers", "gamecontrollerdb.txt")


def icon(size: int = 256) -> Path:
    """The game's icon ``assets/icons/thieves-arcade-<size>.png`` (sizes 16…512, see ``docs/art.md``)."""
    return asset("icons", f"thieves-arcade-{size}.png")


def font_file(package: str) -> Path | None:
    """The first TTF in ``<package>/files/`` of an installed ``fontpkg-*`` package, or ``None`` if the package is not
    installed or holds none."""
    try:
        folder = resources.files(package) / "files"
    except ModuleNotFoundError:
        return None
    if not isinstance(folder, Path) or not folder.is_dir():
        return None
    files = sorted(folder.glob("*.ttf"))
    return files[0] if files else None


def require(path: Path, what: str = "file", regenerate: str | None = None) -> Path:
    """``path`` if it is a file, else raise :class:`MissingResource` (message built from ``what``/``regenerate``)."""
    if not Path(path).is_file():
        raise MissingResource(path, what, regenerate)
    return Path(path)


def required_files(game_ids, sound_names) -> list[Path]:
    """The files without which the game cannot start: each game's level and its tileset image, and every sound
    (``game_ids``: engine ids; ``sound_names``: sound names without ``.wav``)."""
    out = []
    for game_id in game_ids:
        out.append(level(game_id))
        out.append(data_dir("levels") / f"{game_id}_tiles.png")
    out.extend(sound(n) for n in sound_names)
    return out


def check_install(game_ids, sound_names) -> None:
    """Raise :class:`MissingResource` for the first file of :func:`required_files` that is missing (a damaged
    install); return ``None`` when all are there. Costs one ``stat`` per file (~30).

    This module imports nothing of the game's (it sits under every layer), so the caller passes the lists."""
    for path in required_files(game_ids, sound_names):
        if not path.is_file():
            is_level = path.parent == data_dir("levels")
            raise MissingResource(path, "level file" if is_level else "sound file",
                                  "python tools/make_levels.py" if is_level else "python tools/make_sounds.py")
