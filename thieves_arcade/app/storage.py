"""Where the game keeps its files, and THE one way it reads them (and writes JSON safely).

Every file the game reads from the player's folder (settings, the resume save and the party inside it) goes through
:func:`read_json` and then a schema; nothing else in the game opens those files.

- :func:`home` is the per-user folder: ``$THIEVES_ARCADE_HOME`` if set (tests, portable installs), else
  platformdirs' user config folder for ``thieves-arcade`` (``~/.config/thieves-arcade`` on Linux).
- :func:`read_bytes` opens regular files only: a FIFO, a device, a socket or a directory is refused; a symbolic link is
  followed only to a regular file. The file is opened with ``O_NONBLOCK`` (a named pipe can never hang the start), its
  kind is checked again with ``fstat`` on the open descriptor (no race between the check and the open), and it is read
  with a bounded read of at most ``max_bytes + 1`` bytes — the size the file system reports is not trusted (a link
  to ``/dev/zero`` or a growing file cannot fill the memory).
- :func:`parse_json` decodes UTF-8 and parses JSON with limits: nesting at most :data:`MAX_DEPTH` levels (counted
  before parsing, so no ``RecursionError``), numbers at most :data:`MAX_NUMBER_CHARS` characters (so no 5,000-digit
  integer reaches Python's int-string limit or an ``OverflowError`` later), no ``NaN`` / ``Infinity``.
- :func:`read_json` is both; every refusal is a :class:`StorageError` whose message names the file and the reason.
- The value is then checked against a schema made of the small checks below (:class:`Bool`, :class:`Int`,
  :class:`Number`, :class:`OneOf`, :class:`Text`, :class:`ListOf`, :class:`Record`): each is a callable that
  returns the (normalised) value or raises ``ValueError`` naming what is wrong. Settings use one check per field
  (``app/settings.py``), the save envelope and payload use :class:`Record` s (``app/saves.py``,
  ``app/resume.py``), positions are checked by each engine's ``from_dict``.
- :func:`write_json_atomic` writes to a temporary file in the same folder, flushes and fsyncs it, then renames it over
  the target (``os.replace``): a crash or power cut leaves either the old file or the new one, never half of one.
  A target that is a symbolic link is written *through*: the link stays, its regular-file target is replaced
  atomically (in the target's folder); a link to anything but a regular file (or a missing one in a missing
  folder) is refused with a :class:`StorageError`. :func:`remove_stray_temps` deletes the temporary files an
  interrupted write leaves behind (``.resume.json.*.tmp``), called once at start.
- :func:`keep_aside` renames a refused file beside itself; it returns ``None`` when the folder does not allow it, so
  the message on screen can say the truth ("kept aside" or "could not be moved").

No pickle, eval or exec: JSON only. Why our own checks and not a JSON-Schema library: the limits that matter here
(nesting before parsing, number length, reading at most N bytes, non-regular files) are outside what JSON Schema
validators do, and settings need per-field fallback to defaults rather than a yes/no verdict.
"""

from __future__ import annotations

import errno as errno_codes
import json
import math
import os
import re
import stat
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import platformdirs

#: Files larger than this are refused unread (bytes): a settings or save file is a few kilobytes.
MAX_BYTES = 4 * 1024 * 1024
#: Deepest JSON nesting accepted (arrays and objects); our files nest at most about 8 levels.
MAX_DEPTH = 32
#: Longest number text accepted (characters, sign and exponent included); our numbers are far shorter.
MAX_NUMBER_CHARS = 40
#: Temporary files of an interrupted write older than this (seconds) are removed at start.
STRAY_TEMP_AGE = 5.0


class StorageError(Exception):
    """A file that cannot be read or written; the message names the file and what is wrong with it.

    ``errno`` is the OS error number when an OS call failed (``errno.ENOSPC`` for a full disk…), else ``None``.
    """

    def __init__(self, message: str, errno: int | None = None):
        super().__init__(message)
        self.errno = errno


def home() -> Path:
    """The per-user folder for settings and saves (created on first use by the writers, not here)."""
    override = os.environ.get("THIEVES_ARCADE_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("thieves-arcade", appauthor=False))


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes(path: Path, max_bytes: int | None = None) -> bytes:
    """The bytes of regular file ``path``, at most ``max_bytes`` (default :data:`MAX_BYTES`).

    Raises :class:`FileNotFoundError` if there is nothing at ``path`` (a dangling link counts as nothing), and
    :class:`StorageError` (naming the file) for a folder, a FIFO, a device, a socket (also behind a link), an OS
    error, or more than ``max_bytes`` bytes. Never blocks on a FIFO; never reads more than ``max_bytes + 1`` bytes.
    """
    path = Path(path)
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    try:
        st = os.stat(path)  # follows links: what would be opened
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({exc.strerror or exc})", exc.errno) from exc
    if not stat.S_ISREG(st.st_mode):  # refused before opening: opening some devices has effects
        raise StorageError(f"{path}: is {_kind(st.st_mode)}, not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({exc.strerror or exc})", exc.errno) from exc
    try:
        st = os.fstat(fd)  # the file actually opened (it may have been swapped since the stat above)
        if not stat.S_ISREG(st.st_mode):
            raise StorageError(f"{path}: is {_kind(st.st_mode)}, not a regular file")
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            try:
                chunk = os.read(fd, min(65536, max_bytes + 1 - total))
            except BlockingIOError:  # not for regular files, but never wait
                break
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise StorageError(f"{path}: more than {max_bytes} bytes is too large to be ours (limit {max_bytes})")
        return b"".join(chunks)
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({exc.strerror or exc})", exc.errno) from exc
    finally:
        os.close(fd)


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON ``text`` (brackets inside strings do not count); linear
    time, no recursion. Unbalanced text gives whatever depth it reaches (the parser refuses it afterwards)."""
    depth = deepest = 0
    for m in _BRACKETS.finditer(_STRINGS.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _number(kind: type) -> Callable[[str], Any]:
    def parse(s: str) -> Any:
        if len(s) > MAX_NUMBER_CHARS:
            raise ValueError(f"a number of {len(s)} characters (at most {MAX_NUMBER_CHARS})")
        value = kind(s)
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"the number {s} is out of range")
        return value
    return parse


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(raw: bytes, where: str = "the file") -> Any:
    """The JSON value of UTF-8 ``raw`` bytes, with the limits above. Raises :class:`StorageError` (message starting
    with ``where``) if it is empty, not UTF-8, nested deeper than :data:`MAX_DEPTH`, holds a number longer than
    :data:`MAX_NUMBER_CHARS` characters, ``NaN`` / ``Infinity``, or is not JSON."""
    if not raw.strip():
        raise StorageError(f"{where}: the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StorageError(f"{where}: not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    depth = json_depth(text)
    if depth > MAX_DEPTH:
        raise StorageError(f"{where}: nested {depth} levels deep (at most {MAX_DEPTH})")
    try:
        return json.loads(text, parse_int=_number(int), parse_float=_number(float), parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise StorageError(f"{where}: not valid JSON ({exc.msg}, line {exc.lineno})") from exc
    except (ValueError, RecursionError, OverflowError) as exc:  # from the number hooks (RecursionError: never, but)
        raise StorageError(f"{where}: not valid JSON ({exc})") from exc


def read_json(path: Path, max_bytes: int | None = None) -> Any:
    """The JSON value in ``path``: :func:`read_bytes` then :func:`parse_json`.

    Raises :class:`FileNotFoundError` if there is no file, and :class:`StorageError` (naming the file) if it is not
    a regular file, unreadable, larger than ``max_bytes`` (default :data:`MAX_BYTES`), empty, not UTF-8, not JSON,
    or beyond the nesting / number limits. Never hangs, never raises anything else.
    """
    return parse_json(read_bytes(path, max_bytes), str(path))


# ---- schema checks ---------------------------------------------------------------------------------------------------
# Each check is a callable: check(value) -> the value (normalised: an int volume becomes a float) or ValueError.

class Bool:
    """``true`` / ``false`` only (not 0 / 1)."""

    def __call__(self, value: object) -> bool:
        if not isinstance(value, bool):
            raise ValueError(f"{value!r:.60} is not true or false")
        return value


class Int:
    """A whole number (not a bool) from ``lo`` to ``hi`` inclusive (``None``: unbounded on that side)."""

    def __init__(self, lo: int | None = None, hi: int | None = None):
        self.lo, self.hi = lo, hi

    def __call__(self, value: object) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{value!r:.60} is not a whole number")
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise ValueError(f"{value!r:.60} is not from {self.lo} to {self.hi}")
        return value


class Number:
    """A finite number (int or float, not a bool) from ``lo`` to ``hi`` inclusive; returned as a float."""

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def __call__(self, value: object) -> float:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) \
                or not self.lo <= value <= self.hi:
            raise ValueError(f"{value!r:.60} is not a number from {self.lo} to {self.hi}")
        return float(value)


class OneOf:
    """One of the given values exactly (compared with ``==`` and the same type: ``1`` is not ``True``)."""

    def __init__(self, *choices: object):
        self.choices = choices

    def __call__(self, value: object) -> object:
        for c in self.choices:
            if type(c) is type(value) and c == value:
                return value
        raise ValueError(f"{value!r:.60} is not one of {', '.join(map(repr, self.choices))}")


def clean_text(value: object, max_len: int = 40, what: str = "text") -> str:
    """``value`` if it is a string of 1..``max_len`` characters that can be drawn: no control characters (NUL,
    newlines…), no lone surrogates, no unassigned or private-use code points, not only spaces. Raises
    ``ValueError`` naming what is wrong."""
    if not isinstance(value, str):
        raise ValueError(f"{what} {value!r:.60} is not text")
    if not 1 <= len(value) <= max_len:
        raise ValueError(f"{what} has {len(value)} characters (1 to {max_len})")
    for ch in value:
        if unicodedata.category(ch) in ("Cc", "Cs", "Cn", "Co", "Zl", "Zp"):
            raise ValueError(f"{what} {value!r:.60} holds the character U+{ord(ch):04X}")
    if not value.strip():
        raise ValueError(f"{what} is blank")
    return value


class Text:
    """A string of 1..``max_len`` characters that :func:`clean_text` accepts (names on screen)."""

    def __init__(self, max_len: int = 40):
        self.max_len = max_len

    def __call__(self, value: object) -> str:
        return clean_text(value, self.max_len)


class Maybe:
    """``None`` or what ``check`` accepts."""

    def __init__(self, check: Callable[[object], Any]):
        self.check = check

    def __call__(self, value: object) -> Any:
        return None if value is None else self.check(value)


class ListOf:
    """A list of ``min_len``..``max_len`` items, each passing ``check`` (the message names the first bad index)."""

    def __init__(self, check: Callable[[object], Any], max_len: int, min_len: int = 0):
        self.check, self.max_len, self.min_len = check, max_len, min_len

    def __call__(self, value: object) -> list:
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.60} is not a list")
        if not self.min_len <= len(value) <= self.max_len:
            raise ValueError(f"a list of {len(value)} items ({self.min_len} to {self.max_len})")
        out = []
        for i, item in enumerate(value):
            try:
                out.append(self.check(item))
            except ValueError as exc:
                raise ValueError(f"item {i}: {exc}") from None
        return out


class Record:
    """A JSON object whose ``fields`` (name → check) are all present and pass; ``optional`` fields may be missing
    (then ``None``); other keys are ignored unless ``strict``. Returns a new dict of the checked fields."""

    def __init__(self, fields: dict[str, Callable[[object], Any]], optional: Iterable[str] = (), strict: bool = False):
        self.fields, self.optional, self.strict = fields, frozenset(optional), strict

    def __call__(self, value: object) -> dict:
        if not isinstance(value, dict):
            raise ValueError(f"{value!r:.60} is not an object")
        if self.strict:
            extra = sorted(set(value) - set(self.fields))
            if extra:
                raise ValueError(f"unknown field {extra[0]!r:.40}")
        out = {}
        for name, check in self.fields.items():
            if name not in value:
                if name in self.optional:
                    out[name] = None
                    continue
                raise ValueError(f"{name!r} is missing")
            try:
                out[name] = check(value[name])
            except ValueError as exc:
                raise ValueError(f"{name}: {exc}") from None
        return out


class Anything:
    """Anything (checked elsewhere, e.g. a position by its engine's ``from_dict``)."""

    def __call__(self, value: object) -> object:
        return value


# ---- writing -----------------------------------------------------------------------------------------------------
def write_target(path: Path) -> Path:
    """Where writing ``path`` really writes: ``path`` itself, or for a symbolic link its final target (links are
    written through). Raises :class:`StorageError` if ``path`` is, or links to, something other than a regular file
    (a folder, a FIFO, a device) or a link whose target's folder does not exist."""
    path = Path(path)
    if path.is_symlink():
        target = Path(os.path.realpath(path))
        if not target.parent.is_dir():
            raise StorageError(f"{path}: cannot be written (it is a link to {target}, whose folder does not exist)")
    else:
        target = path
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target
    except OSError as exc:
        raise StorageError(f"{path}: cannot be written ({exc.strerror or exc})", exc.errno) from exc
    if not stat.S_ISREG(st.st_mode):
        what = f"a link to {_kind(st.st_mode)}" if target != path else _kind(st.st_mode)
        raise StorageError(f"{path}: cannot be written (it is {what}, not a regular file; left as it is)",
                           errno_codes.EISDIR if stat.S_ISDIR(st.st_mode) else None)
    return target


def write_json_atomic(path: Path, value: Any) -> None:
    """Write ``value`` as JSON to ``path`` atomically (temp file, fsync, rename); creates the folder if needed.
    A link is written through to its regular-file target (:func:`write_target`).

    Raises :class:`StorageError` naming the file (with ``errno`` set when the OS refused: ``ENOSPC`` disk full,
    ``EROFS`` / ``EACCES`` read-only…) if it cannot be written; the old file, if any, is then untouched.
    ``TypeError`` / ``ValueError`` if ``value`` is not JSON-safe.
    """
    path = Path(path)
    text = json.dumps(value, indent=1, sort_keys=True, ensure_ascii=False, allow_nan=False)
    tmp_name = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        target = write_target(path)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        try:  # make the rename itself durable
            dir_fd = os.open(target.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        except OSError:
            pass
    except OSError as exc:
        raise StorageError(f"{path}: cannot be written ({exc.strerror or exc})", exc.errno) from exc
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def remove_stray_temps(folder: Path | None = None, names: Iterable[str] = ("resume.json", "settings.json"),
                       min_age: float = STRAY_TEMP_AGE) -> list[Path]:
    """Delete the temporary files (``.<name>.*.tmp``) an interrupted :func:`write_json_atomic` left in ``folder``
    (default :func:`home`), if older than ``min_age`` seconds (so a write of another running copy is spared).
    Returns the removed paths; never raises."""
    folder = Path(folder) if folder is not None else home()
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not any(entry.name.startswith(f".{n}.") and entry.name.endswith(".tmp") for n in names):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime >= min_age:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            pass
    return removed


def keep_aside(path: Path, tag: str = "corrupt") -> Path | None:
    """Rename a bad file to ``<name>.<tag>-<timestamp>`` beside it so it is never overwritten silently (a link, a
    FIFO or a folder in its place is renamed too: the entry moves, what it points to is untouched).

    Returns the new path, or ``None`` if the file could not be moved (it is then left where it is) or is not there.
    """
    path = Path(path)
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target
