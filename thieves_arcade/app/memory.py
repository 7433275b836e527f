"""The C allocator's settings for a long-running game (issue 19: memory that stays flat in a 1-hour attract soak).

Every picture the game draws lives in SDL surfaces allocated with the C library's ``malloc``: a 1920×1080 RGBA
frame is 8 MiB, a table backdrop or a pre-composed hand 0.5–8 MiB, and the bounded caches
(:mod:`thieves_arcade.ui.cache`) keep evicting and re-making them as the attract mode rotates through the games.
glibc serves a block over ``M_MMAP_THRESHOLD`` (128 KiB at start) with its own ``mmap``, returned to the system on
``free``; but its *dynamic* threshold rises to the size of each such block freed, up to 32 MiB, after which those
big surfaces come from the heap, whose freed holes stay in the process (resident) when a smaller block sits above
them. Measured with ``tools/soak.py`` at the same game time: the process grew about 25 MiB more than the bytes
the caches held. Fixing the threshold (``mallopt(M_MMAP_THRESHOLD, 256 KiB)``, which also turns the dynamic
adjustment off) keeps big surfaces in ``mmap`` blocks that go back to the system when freed.

See the glibc manual, "Malloc Tunable Parameters":
https://sourceware.org/glibc/manual/latest/html_node/Malloc-Tunable-Parameters.html and ``mallopt(3)``.
Elsewhere (macOS, Windows) this does nothing; musl's ``mallopt`` is a stub that refuses (returns 0).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

log = logging.getLogger(__name__)

#: glibc's ``M_MMAP_THRESHOLD`` parameter number (``<malloc.h>``).
M_MMAP_THRESHOLD = -3
#: Blocks at least this big (bytes) are mapped on their own and unmapped when freed: every surface of 256 KiB or
#: more (a 256×256 RGBA sprite and up).
MMAP_THRESHOLD = 256 * 1024

_tuned: bool | None = None


def tune_allocator() -> bool:
    """Fix glibc's mmap threshold at :data:`MMAP_THRESHOLD` bytes (once per process); returns whether it is in
    force (``False`` where the C library is not glibc, or ``mallopt`` refused). Never raises."""
    global _tuned
    if _tuned is not None:
        return _tuned
    _tuned = False
    if not sys.platform.startswith("linux"):
        return _tuned
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # no C library found, or one without mallopt
        return _tuned
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    _tuned = mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1  # mallopt returns 1 on success
    log.debug("malloc mmap threshold %d bytes: %s", MMAP_THRESHOLD, "set" if _tuned else "refused")
    return _tuned


#: Game seconds between two :func:`trim` calls from the app's step (``App.step``).
TRIM_EVERY = 30.0


def trim() -> float:
    """Give the C heap's free pages back to the system (glibc ``malloc_trim(0)``: every arena, also free pages in
    the middle of the heap); returns the seconds it took (0.0 where there is no glibc). Never raises.

    The bounded caches keep evicting small surfaces (rendered text, scaled sprites under :data:`MMAP_THRESHOLD`);
    their freed pages stay resident until trimmed. ``App.step`` calls it every :data:`TRIM_EVERY` game seconds."""
    import time
    global _trim_fn
    if _trim_fn is None:
        _trim_fn = False
        if sys.platform.startswith("linux"):
            try:
                fn = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
                fn.argtypes, fn.restype = (ctypes.c_size_t,), ctypes.c_int
                _trim_fn = fn
            except (OSError, AttributeError):
                pass
    if not _trim_fn:
        return 0.0
    t0 = time.perf_counter()
    _trim_fn(0)
    return time.perf_counter() - t0


_trim_fn = None
