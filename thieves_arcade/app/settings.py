"""Player settings: volumes, fullscreen, bot level, language, curtain, odds hint — stored as JSON.

The file is ``settings.json`` in :func:`thieves_arcade.app.storage.home`. Loading never fails: a missing file gives
the defaults; a corrupt, empty, huge or unreadable one gives the defaults plus a notice for the player, and the bad
file is kept aside (renamed, never overwritten silently). A value of the wrong type or out of range falls back to its
default; then the original file is kept aside (``settings.json.invalid-<time>``) and the corrected settings are
written in its place, with one notice naming every setting that was reset (so it is said once, not on every launch).
Unknown keys are ignored. Saving is atomic; a read-only folder gives a notice, not a crash, and the settings stay in
force for the session.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

from .storage import StorageError, home, keep_aside, read_json, write_json_atomic

log = logging.getLogger(__name__)

LANGUAGES = ("en", "fr")
BOT_LEVELS = ("easy", "normal", "hard")


@dataclasses.dataclass
class Settings:
    """The player's settings. Volumes are 0.0–1.0; ``bot_level`` one of :data:`BOT_LEVELS`; ``language`` one of
    :data:`LANGUAGES`; ``curtain`` turns the privacy curtain on when two or more humans play; ``odds_hint`` shows
    the active human Pickpocket odds."""

    volume_master: float = 0.8
    volume_sfx: float = 1.0
    volume_music: float = 0.5
    fullscreen: bool = False
    bot_level: str = "normal"
    language: str = "en"
    curtain: bool = True
    odds_hint: bool = False

    def to_dict(self) -> dict:
        """JSON-safe form (every field)."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> tuple[Settings, list[str]]:
        """Settings from a JSON value, and the notices for every value that fell back to its default."""
        notices: list[str] = []
        out = cls()
        if not isinstance(data, dict):
            return out, [f"settings are not a JSON object (got {type(data).__name__}); using defaults"]
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(out, f.name)
            ok = _valid(f.name, value, default)
            if ok is None:
                notices.append(f"setting {f.name!r} = {value!r} is not valid; using {default!r}")
            else:
                setattr(out, f.name, ok)
        return out, notices


def _valid(name: str, value: object, default: object) -> object | None:
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if isinstance(default, float):
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= float(value) <= 1.0:
            return float(value)
        return None
    if name == "language":
        return value if value in LANGUAGES else None
    if name == "bot_level":
        return value if value in BOT_LEVELS else None
    return value if isinstance(value, type(default)) else None


def apply_language(settings: Settings, override: str | None = None) -> str:
    """Put ``override`` (the session's ``--lang``) or else ``settings.language`` in force; returns the language now
    in force (English if the catalogue is missing). Raises ``ValueError`` for an unknown ``override``."""
    from ..i18n import set_language
    return set_language(override or settings.language)


def apply_display(app, settings: Settings) -> None:
    """Make ``app``'s window match ``settings.fullscreen`` (toggled only when it differs)."""
    if bool(app.display.fullscreen) != settings.fullscreen:
        app.display.toggle_fullscreen()


class SettingsStore:
    """Loads and saves :class:`Settings` at ``path`` (default ``home()/settings.json``).

    ``notices`` collects messages for the player (shown by the title screen), e.g. a corrupt file kept aside.
    """

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else home() / "settings.json"
        self.notices: list[str] = []

    def load(self) -> Settings:
        """The stored settings, or the defaults (with notices) when the file is missing or bad. Never raises."""
        try:
            data = read_json(self.path)
        except FileNotFoundError:
            return Settings()
        except StorageError as exc:
            moved = keep_aside(self.path)
            where = f"kept as {moved.name}" if moved else "left in place"
            self.notices.append(f"Settings could not be read ({exc}); using defaults. The old file is {where}.")
            log.warning(self.notices[-1])
            return Settings()
        settings, notices = Settings.from_dict(data)
        for n in notices:
            log.warning(n)
        if notices:
            self.notices.append(self._correct(settings, data))
            log.warning(self.notices[-1])
        log.info("settings: %s", self.path)
        return settings

    def _correct(self, settings: Settings, data: object) -> str:
        """Keep the file with invalid values aside and write ``settings`` (the values that were valid, defaults for
        the rest) in its place. Returns the notice: ``reset N setting(s): a, b; the file was corrected, the
        original is kept as <name>`` (or why it could not be corrected)."""
        defaults = Settings()
        bad = [f.name for f in dataclasses.fields(Settings) if isinstance(data, dict) and f.name in data
               and _valid(f.name, data[f.name], getattr(defaults, f.name)) is None] if isinstance(data, dict) \
            else [f.name for f in dataclasses.fields(Settings)]
        head = f"reset {len(bad)} setting{'s' if len(bad) != 1 else ''} to the defaults: {', '.join(bad)}"
        moved = keep_aside(self.path, "invalid")
        if moved is None:
            return f"{head}; the file could not be corrected (it could not be moved aside)"
        try:
            write_json_atomic(self.path, settings.to_dict())
        except StorageError as exc:
            try:
                moved.replace(self.path)  # put the original back: it still holds the valid values
            except OSError:
                pass
            return f"{head}; the file could not be corrected ({exc})"
        return f"{head}; the file was corrected, the original is kept as {moved.name}"

    def save(self, settings: Settings) -> bool:
        """Write ``settings`` atomically; ``False`` with a notice if the file cannot be written (never raises)."""
        try:
            write_json_atomic(self.path, settings.to_dict())
        except StorageError as exc:
            self.notices.append(f"Settings could not be saved ({exc}); they stay in force until you quit.")
            log.warning(self.notices[-1])
            return False
        return True
