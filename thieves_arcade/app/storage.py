"""Where the game keeps its files, and how it reads and writes JSON safely.

- :func:`home` is the per-user folder: ``$THIEVES_ARCADE_HOME`` if set (tests, portable installs), else
  platformdirs' user config folder for ``thieves-arcade`` (``~/.config/thieves-arcade`` on Linux).
- :func:`write_json_atomic` writes to a temporary file in the same folder, flushes and fsyncs it, then renames it over
  the target (``os.replace``): a crash or power cut leaves either the old file or the new one, never half of one.
- :func:`read_json` refuses empty, huge, non-UTF-8 or non-JSON files with a :class:`StorageError` whose message names
  the file and the reason. No pickle, eval or exec: JSON only.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

#: Files larger than this are refused unread (bytes): a settings or save file is a few kilobytes.
MAX_BYTES = 4 * 1024 * 1024


class StorageError(Exception):
    """A file that cannot be read or written; the message names the file and what is wrong with it."""


def home() -> Path:
    """The per-user folder for settings and saves (created on first use by the writers, not here)."""
    override = os.environ.get("THIEVES_ARCADE_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("thieves-arcade", appauthor=False))


def read_json(path: Path, max_bytes: int | None = None) -> Any:
    """The JSON value in ``path``.

    Raises :class:`FileNotFoundError` if there is no file, and :class:`StorageError` (naming the file) if it is
    unreadable, larger than ``max_bytes`` (default :data:`MAX_BYTES`), empty, not UTF-8 or not JSON.
    """
    path = Path(path)
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise StorageError(f"{path}: {size} bytes is too large to be ours (limit {max_bytes})")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise StorageError(f"{path}: the file is empty")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise StorageError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise StorageError(f"{path}: not valid JSON ({exc.msg}, line {exc.lineno})") from exc


def write_json_atomic(path: Path, value: Any) -> None:
    """Write ``value`` as JSON to ``path`` atomically (temp file, fsync, rename); creates the folder if needed.

    Raises :class:`StorageError` naming the file if it cannot be written (read-only folder, disk full…); the old file,
    if any, is then untouched. ``TypeError`` if ``value`` is not JSON-safe.
    """
    path = Path(path)
    text = json.dumps(value, indent=1, sort_keys=True, ensure_ascii=False)
    tmp_name = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
        try:  # make the rename itself durable
            dir_fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        except OSError:
            pass
    except OSError as exc:
        raise StorageError(f"{path}: cannot be written ({exc.strerror or exc})") from exc
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def keep_aside(path: Path, tag: str = "corrupt") -> Path | None:
    """Rename a bad file to ``<name>.<tag>-<timestamp>`` beside it so it is never overwritten silently.

    Returns the new path, or ``None`` if the file could not be moved (it is then left where it is).
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
