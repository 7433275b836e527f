"""The resume save: the party and the game in progress, written after every action (issue 10, "Resume").

The save is one JSON file, ``resume.json`` in :func:`thieves_arcade.app.storage.home`, written atomically, in an
envelope::

    {"format": "thieves-arcade-save", "save_version": 1, "app_version": "0.1.0", "saved_at": "2026-11-29T12:00:00",
     "payload": {...}}

The payload is the app's (a game's ``State.to_dict()`` position, the seats, the party standings). Loading checks the
envelope: a save from another ``save_version`` or ``app_version``, or a corrupt one, is refused with a
:class:`SaveError` whose message the title screen shows — in words for the player, in the language in force; the
technical details (path, parse error) go to the log only. It is never a crash, and a refused file is kept aside.
"""

from __future__ import annotations

import datetime
import errno
import logging
import os
from pathlib import Path

from .. import __version__
from ..i18n import N_, _
from .storage import Int, Maybe, Record, StorageError, Text, home, keep_aside, read_json, write_json_atomic

log = logging.getLogger(__name__)

FORMAT = "thieves-arcade-save"
SAVE_VERSION = 1
#: A save larger than this (bytes) is refused unread; a real one is a few kilobytes.
MAX_SAVE_BYTES = 1024 * 1024

#: The envelope's schema (the payload is checked by ``app/resume.py``, the position by its engine).
ENVELOPE = Record({"format": Text(40), "save_version": Int(), "app_version": Text(40), "saved_at": Maybe(Text(40)),
                   "payload": Record({})}, optional=("saved_at",))


class SaveError(Exception):
    """A save that cannot be used (corrupt, from another version, unwritable); the message is for the player.

    ``cause`` (for a failed write) is one of :data:`CAUSES`' keys: ``"full"``, ``"read-only"``, ``"denied"``,
    ``"not-a-file"``, ``"other"``; ``None`` for a save that could not be read."""

    def __init__(self, message: str, cause: str | None = None):
        super().__init__(message)
        self.cause = cause


#: Why an autosave failed → the words the notice uses (translated when shown).
CAUSES = {
    "full": N_("the disk is full"),
    "read-only": N_("the folder is read-only"),
    "denied": N_("the folder may not be written"),
    "not-a-file": N_("the save's place is taken by a folder or a device"),
    "other": N_("the file cannot be written"),
}


def write_cause(exc: BaseException) -> str:
    """The :data:`CAUSES` key for a failed write (``exc``: a :class:`StorageError` or ``OSError`` with an errno)."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG):
        return "full"
    if code == errno.EROFS:
        return "read-only"
    if code in (errno.EACCES, errno.EPERM):
        return "denied"
    if code in (errno.EISDIR, errno.ENOTDIR) or "not a regular file" in str(exc):
        return "not-a-file"
    return "other"


class SaveNotice:
    """The one-line notice of failing autosaves (issue 19): "Can't save the game: the disk is full — play goes on;
    after a crash it would resume from move N".

    :meth:`failed` is called after every failed autosave, :meth:`saved` after every successful one. The notice is
    shown (``text`` not empty) from the first failure of a cause, for :data:`SHOW_FOR` seconds, and not again for the
    same cause while the failures go on; a success clears it and forgets the cause. ``move`` is the number of actions
    of the position the file on disk holds (``None``: this game was never saved)."""

    #: Seconds a notice stays on screen.
    SHOW_FOR = 12.0

    def __init__(self) -> None:
        self.cause: str | None = None
        self.move: int | None = None
        self.shown_at: float | None = None
        self.failures = 0

    def failed(self, cause: str, move: int | None, now: float) -> bool:
        """Note a failed autosave of ``cause`` (the file holds move ``move``) at app time ``now``; returns whether a
        notice was (re)started."""
        self.failures += 1
        if cause == self.cause:
            return False
        self.cause, self.move, self.shown_at = cause, move, now
        log.warning("autosave failing: %s (the file holds move %s)", cause, move)
        return True

    def saved(self) -> None:
        """Note a successful autosave: the notice goes and the cause is forgotten."""
        if self.cause is not None:
            log.info("autosave works again after %d failure(s)", self.failures)
        self.cause = self.shown_at = None
        self.failures = 0

    def text(self, now: float) -> str:
        """The notice to show at app time ``now`` (in the language in force), or ``""``."""
        if self.cause is None or self.shown_at is None or now - self.shown_at > self.SHOW_FOR:
            return ""
        why = _(CAUSES[self.cause])
        if self.move is None:
            return _("Can't save the game: {why} — play goes on; after a crash this game could not be resumed"
                     ).format(why=why)
        return _("Can't save the game: {why} — play goes on; after a crash it would resume from move {n}"
                 ).format(why=why, n=self.move)


class SaveStore:
    """The resume save at ``path`` (default ``home()/resume.json``)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else home() / "resume.json"

    def exists(self) -> bool:
        """Whether something is at the save's path (a file, a link to something, even a folder or a FIFO:
        :meth:`load` then refuses it); a dangling link counts as no save."""
        return os.path.exists(self.path) or os.path.lexists(self.path) and not os.path.islink(self.path)

    def save(self, payload: dict) -> None:
        """Write ``payload`` (JSON-safe dict) in the envelope, atomically. Raises :class:`SaveError` if the file
        cannot be written (the previous save is then intact) or ``payload`` is not JSON-safe."""
        envelope = {
            "format": FORMAT,
            "save_version": SAVE_VERSION,
            "app_version": __version__,
            "saved_at": datetime.datetime.now().isoformat(timespec="seconds"),
            "payload": payload,
        }
        try:
            write_json_atomic(self.path, envelope)
        except StorageError as exc:
            raise SaveError(f"The game could not be saved: {exc}", write_cause(exc)) from exc
        except (TypeError, ValueError) as exc:
            raise SaveError(f"The game could not be saved: {exc}", "other") from exc

    def load(self) -> dict:
        """The payload of the save. Raises :class:`SaveError` (message for the player) if there is none, it is
        corrupt, or it comes from another version; a corrupt or foreign file is kept aside, not deleted."""
        try:
            data = read_json(self.path, MAX_SAVE_BYTES)
        except FileNotFoundError:
            raise SaveError(_("There is no game to resume.")) from None
        except StorageError as exc:
            moved = self._refuse(reason=str(exc))
            raise SaveError(unreadable_message(moved)) from exc
        try:
            ENVELOPE(data)
            if data["format"] != FORMAT:
                raise ValueError(f"format {data['format']!r}")
        except ValueError as exc:
            moved = self._refuse(reason=f"{self.path}: not a Thieves' Arcade save envelope ({exc})")
            raise SaveError(unreadable_message(moved)) from None
        if data.get("save_version") != SAVE_VERSION or data.get("app_version") != __version__:
            moved = self._refuse("other-version", f"{self.path}: save_version {data.get('save_version')!r}, "
                                 f"app_version {data.get('app_version')!r} (this is {SAVE_VERSION}, {__version__})")
            if is_newer(data.get("save_version"), data.get("app_version")):
                raise SaveError((_("The saved game comes from a newer version of Thieves' Arcade ({version}) and was "
                                   "set aside; update the game to resume it.") if moved else
                                 _("The saved game comes from a newer version of Thieves' Arcade ({version}); update "
                                   "the game to resume it.")).format(version=data.get("app_version")))
            raise SaveError(_("The saved game comes from another version of Thieves' Arcade and was set aside.")
                            if moved else _("The saved game comes from another version of Thieves' Arcade; it could "
                                            "not be moved aside."))
        return data["payload"]

    def clear(self) -> None:
        """Remove the save (a finished game or party). Missing is fine; an undeletable file is left in place."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            pass

    def _refuse(self, tag: str = "corrupt", reason: str = "") -> bool:
        """Keep the refused file aside (``resume.json.<tag>-<time>``) and log why, with the details. Returns whether
        it could be moved."""
        moved = keep_aside(self.path, tag)
        log.warning("resume save refused: %s; %s", reason or tag,
                    f"kept as {moved}" if moved else "it could not be moved and was left in place")
        return moved is not None

    def refuse(self, tag: str, reason: str, message: str, unmoved: str) -> SaveError:
        """A save whose payload or position is refused (by ``app/resume.py``): kept aside with ``tag`` and logged
        with ``reason``; returns the :class:`SaveError` to raise, with ``message`` (for the player) if it was moved,
        ``unmoved`` if it could not be."""
        return SaveError(message if self._refuse(tag, reason) else unmoved)


def _version_tuple(text: str) -> tuple[int, ...]:
    """``"1.2.3"`` → ``(1, 2, 3)``; a part that is not a whole number ends the tuple (``"1.2rc1"`` → ``(1,)``)."""
    out = []
    for part in str(text).split("."):
        if not part.isdigit():
            break
        out.append(int(part))
    return tuple(out)


def is_newer(save_version, app_version) -> bool:
    """Whether a save's envelope (``save_version`` int, ``app_version`` text such as ``"0.2.0"``) was written by a
    newer game than this one: a higher save format, or the same format from a higher release number."""
    if isinstance(save_version, int) and save_version > SAVE_VERSION:
        return True
    return save_version == SAVE_VERSION and _version_tuple(app_version) > _version_tuple(__version__)


def unreadable_message(moved: bool = True) -> str:
    """The player's message for a save that cannot be read or used (in the language in force): it was set aside,
    or (``moved`` false) it could not be moved."""
    if moved:
        return _("The saved game could not be read and was set aside.")
    return _("The saved game could not be read; it could not be moved aside, so it stays where it is.")
