"""Player settings: volumes, fullscreen, bot level, language, curtain, odds hint, phones — stored as JSON.

The file is ``settings.json`` in :func:`thieves_arcade.app.storage.home`, read only through
:func:`thieves_arcade.app.storage.read_json` (regular files only, bounded read, nesting and number limits). Loading
never fails: a missing file gives the defaults; a corrupt, empty, huge, non-regular or unreadable one gives the
defaults plus a notice for the player, and the bad file is kept aside (renamed, never overwritten silently) — the
notice says whether it was kept aside or could not be moved. A value of the wrong type or out of range falls back to
its default; then the original file is kept aside (``settings.json.invalid-<time>``) and the corrected settings are
written in its place, with one notice naming every setting that was reset (so it is said once, not on every launch).
Unknown keys are ignored (an older game reading a newer file keeps the rest). Saving is atomic; a read-only folder
gives a notice, not a crash, and the settings stay in force for the session.

Adding a setting is one line in :class:`Settings`: a name, a type, and ``setting(default, check)`` where ``check`` is
one of the schema checks of :mod:`thieves_arcade.app.storage` (or any callable returning the value or raising
``ValueError``)::

    rumble: bool = setting(True, Bool())                       # true / false
    phone_port: int = setting(8765, Int(1024, 65535))          # a whole number in a range
    hints: str = setting("auto", OneOf("auto", "on", "off"))    # one of fixed words
    nickname: str = setting("Player", Text(24))                # drawable text, no control characters
    volume_voice: float = setting(0.8, Number(0.0, 1.0))        # a number in a range (stored as a float)

Loading, the per-field fallback, the notices and saving then cover it with no other change (give the Settings
screen a row for it in ``scenes/settings.py`` if the player should change it there). ``tests/test_storage.py``
checks that every field's default passes its own check.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..input.controls import check_overrides
from .storage import (
    Bool,
    Int,
    Maybe,
    Number,
    OneOf,
    StorageError,
    home,
    keep_aside,
    read_json,
    write_json_atomic,
)

log = logging.getLogger(__name__)

LANGUAGES = ("en", "fr")
BOT_LEVELS = ("easy", "normal", "hard")
#: Accessibility and pacing choices (issue 21), in the order the Settings screen cycles them.
TEXT_SIZES = (100, 125, 150)
PALETTES = ("off", "deuteranopia", "protanopia", "tritanopia")
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0)
BOT_PAUSES = ("short", "normal", "long")
CAPTIONS = ("auto", "on", "off")
OVERSCAN_RANGE = (0, 10)
#: A settings file larger than this (bytes) is refused unread; ours is a few hundred bytes.
MAX_SETTINGS_BYTES = 64 * 1024


def setting(default: Any, check: Callable[[object], Any]) -> Any:
    """A :class:`Settings` field: its ``default`` and the ``check`` its stored value must pass (a schema check
    from :mod:`thieves_arcade.app.storage`: returns the value, normalised, or raises ``ValueError``)."""
    return dataclasses.field(default=default, metadata={"check": check})


def check_of(name: str) -> Callable[[object], Any]:
    """The check of setting ``name``. Raises ``KeyError`` for an unknown setting."""
    for f in dataclasses.fields(Settings):
        if f.name == name:
            return f.metadata["check"]
    raise KeyError(name)
#: Ports the phone server may start from (no privileged ports).
PORT_RANGE = (1024, 65535)


@dataclasses.dataclass
class Settings:
    """The player's settings. Volumes are 0.0–1.0; ``bot_level`` one of :data:`BOT_LEVELS`; ``language`` one of
    :data:`LANGUAGES`; ``curtain`` turns the privacy curtain on when two or more humans play; ``odds_hint`` shows
    the active human Pickpocket odds; ``phones`` lets phones join (``input/phones.py``: off by default, so nothing
    listens on the network unless asked) on the first free port from ``phone_port`` (:data:`PORT_RANGE`);
    ``master_hint`` lets alt on a human's own turn show the hard bot's choice; ``text_size`` … ``overscan`` are the
    accessibility and pacing settings (issue 21, ``docs/accessibility.md``). Each field's check is its schema (see
    the module docstring)."""

    volume_master: float = setting(0.8, Number(0.0, 1.0))
    volume_sfx: float = setting(1.0, Number(0.0, 1.0))
    volume_music: float = setting(0.5, Number(0.0, 1.0))
    fullscreen: bool = setting(False, Bool())
    bot_level: str = setting("normal", OneOf(*BOT_LEVELS))
    language: str = setting("en", OneOf(*LANGUAGES))
    curtain: bool = setting(True, Bool())
    odds_hint: bool = setting(False, Bool())
    phones: bool = setting(False, Bool())
    phone_port: int = setting(8765, Int(*PORT_RANGE))
    master_hint: bool = setting(False, Bool())
    #: Pads rumble on a seat's own moments (your turn, caught, a guard, a trick won).
    rumble: bool = setting(True, Bool())
    #: Confirm and back swapped on every pad (confirm on the right face button).
    pad_swap: bool = setting(False, Bool())
    #: Remapped keyboard keys, as overrides of the defaults (``input.controls``); ``None``: the defaults.
    controls: dict | None = setting(None, Maybe(check_overrides))
    # ---- accessibility and pacing (issue 21; ``ui/access.py`` reads them live, ``docs/accessibility.md``) ----
    #: Text size in per cent of the normal sizes (``theme.BODY`` …).
    text_size: int = setting(100, OneOf(*TEXT_SIZES))
    #: Colours that carry meaning, remade for a colour-vision deficiency (``off``: the normal palette).
    palette: str = setting("off", OneOf(*PALETTES))
    #: No flashes or shakes, fewer particles, shorter animations (every event is still shown).
    reduced_motion: bool = setting(False, Bool())
    #: Animation speed (a multiplier of the table's animation time).
    anim_speed: float = setting(1.0, OneOf(*ANIM_SPEEDS))
    #: How long bots think before they play.
    bot_pause: str = setting("normal", OneOf(*BOT_PAUSES))
    #: Captions for the sounds that carry meaning: ``auto`` shows them when the sound is muted.
    captions: str = setting("auto", OneOf(*CAPTIONS))
    #: TV overscan: how much of each edge the screen may hide, per cent of the frame's width/height per side (5 =
    #: the usual title-safe margin; above it the whole picture is shrunk to fit).
    overscan: int = setting(5, Int(*OVERSCAN_RANGE))

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
            ok = _valid(f.name, value)
            if ok is _INVALID:
                notices.append(f"setting {f.name!r} = {value!r:.60} is not valid; using {default!r}")
            else:
                setattr(out, f.name, ok)
        return out, notices


_INVALID = object()


def _valid(name: str, value: object) -> object:
    """``value`` checked (and normalised) by setting ``name``'s check, or ``_INVALID``."""
    try:
        return check_of(name)(value)
    except (ValueError, TypeError):
        return _INVALID


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
            data = read_json(self.path, MAX_SETTINGS_BYTES)
        except FileNotFoundError:
            return Settings()
        except StorageError as exc:
            moved = keep_aside(self.path)
            where = f"kept as {moved.name}" if moved else "left in place (it could not be moved)"
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
        bad = [f.name for f in dataclasses.fields(Settings) if isinstance(data, dict) and f.name in data
               and _valid(f.name, data[f.name]) is _INVALID] if isinstance(data, dict) \
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
