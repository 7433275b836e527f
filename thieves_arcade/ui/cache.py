"""Bounded caches for drawn things: an LRU with a byte budget (issue 19, part 5: memory that stays flat).

Everything the screens build once and reuse — rendered text, scaled sprites, pre-composed hands, card faces, demo
backdrops — is cached with :func:`surface_cache` instead of ``functools.lru_cache``. An entry's cost is the pixel
memory of the surfaces it holds (``pitch × height`` of each ``pygame.Surface`` in the returned value, also inside
tuples, lists and dicts; anything else counts :data:`OTHER_BYTES`). When a new entry takes a cache over its budget,
the least recently used entries are dropped until it fits (an entry bigger than the whole budget is returned but not
kept). ``maxsize`` also bounds the number of entries (for cheap values).

The budgets (MiB) are set where each cache is declared, and listed with their live sizes by :func:`report`
(``tools/soak.py`` prints it). Above them, all the caches together hold at most :data:`TOTAL_MIB`: when a new
entry takes the sum over it, the least recently used entries of *any* cache go first (the attract mode rotating
through five games would otherwise fill every cache to its own budget, one game after the other, and the process
kept growing for half an hour). :func:`total_budget` is the most memory the caches can ever hold (the smaller of the
sum of the budgets and the shared cap); ``docs/performance.md`` documents it. :data:`SCALE` multiplies every
budget (tests set it low to prove the eviction works with the real scenes).

The wrapped function keeps the ``functools`` interface the code and tests already use: ``cache_clear()``,
``cache_info()`` (hits, misses, maxsize, currsize) and ``__wrapped__``; plus ``nbytes`` (bytes held now) and
``budget`` (bytes). Arguments must be hashable, as for ``lru_cache``. Not thread-safe: drawing runs on the main
thread only.
"""

from __future__ import annotations

import functools
from collections import OrderedDict, namedtuple
from collections.abc import Callable
from typing import Any

import pygame

#: Cost (bytes) counted for a cached value that holds no surface (a number, a rect, a small tuple).
OTHER_BYTES = 256
#: Multiplies every budget (1.0 in the game; tests lower it to force evictions).
SCALE = 1.0
#: Every cache made by :func:`surface_cache`, in creation order.
REGISTRY: list[SurfaceLRU] = []
MiB = 1024 * 1024
#: The shared cap (MiB, × :data:`SCALE`) on the bytes all caches hold together; one table's working set (its
#: level, sprites, hands, text) is 60–110 MiB, so the current game and the menus stay cached while a game
#: left behind is dropped first.
TOTAL_MIB = 144.0
_tick = 0   # a use counter: each entry remembers the tick of its last use (the shared LRU order)

CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")


def nbytes(value: Any, _depth: int = 0) -> int:
    """Pixel bytes held by ``value``: a Surface's ``pitch × height``, summed over tuples, lists, sets and dict
    values (three levels deep) and over the attributes of an object (a ``Level``); :data:`OTHER_BYTES` for anything
    else."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height() + OTHER_BYTES
    if _depth < 3:
        if isinstance(value, (tuple, list, set, frozenset)):
            return OTHER_BYTES + sum(nbytes(v, _depth + 1) for v in value)
        if isinstance(value, dict):
            return OTHER_BYTES + sum(nbytes(v, _depth + 1) for v in value.values())
        if _depth == 0 and hasattr(value, "__dict__") and not isinstance(value, type):  # a Level: its surfaces
            return OTHER_BYTES + sum(nbytes(v, _depth + 1) for v in vars(value).values())
    return OTHER_BYTES


class SurfaceLRU:
    """``fn`` with an LRU cache bounded by ``budget_mib`` MiB (× :data:`SCALE`) and ``maxsize`` entries.

    Calling it returns the cached value for the same arguments (keyword order matters, as for ``lru_cache``)."""

    def __init__(self, fn: Callable, budget_mib: float, maxsize: int = 4096, name: str | None = None):
        self.fn = fn
        self.budget_mib = budget_mib
        self.maxsize = maxsize
        self.name = name or f"{fn.__module__.removeprefix('thieves_arcade.')}.{fn.__qualname__}"
        self.entries: OrderedDict[Any, tuple[Any, int]] = OrderedDict()
        self.nbytes = 0
        self.hits = self.misses = self.evictions = 0
        self.peak = 0
        functools.update_wrapper(self, fn)
        REGISTRY.append(self)

    @property
    def budget(self) -> int:
        """The byte budget now (``budget_mib`` × :data:`SCALE`)."""
        return int(self.budget_mib * MiB * SCALE)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        global _tick
        key = (args, tuple(kwargs.items())) if kwargs else args
        _tick += 1
        hit = self.entries.get(key)
        if hit is not None:
            self.entries[key] = (hit[0], hit[1], _tick)
            self.entries.move_to_end(key)
            self.hits += 1
            return hit[0]
        self.misses += 1
        value = self.fn(*args, **kwargs)
        cost = nbytes(value)
        budget = self.budget
        if cost > budget:  # too big to keep: hand it out uncached
            return value
        while self.entries and (self.nbytes + cost > budget or len(self.entries) >= self.maxsize):
            self._drop_oldest()
        self.entries[key] = (value, cost, _tick)
        self.nbytes += cost
        self.peak = max(self.peak, self.nbytes)
        cap = int(TOTAL_MIB * MiB * SCALE)
        held = total_bytes()
        while held > cap:  # over the shared cap: the least recently used entry of any cache goes
            oldest = min((c for c in REGISTRY if c.entries), key=lambda c: next(iter(c.entries.values()))[2])
            if oldest is self and len(self.entries) == 1:
                break  # only the entry just made is left here: keep it (the others are already gone)
            held -= oldest._drop_oldest()
        return value

    def _drop_oldest(self) -> int:
        """Evict this cache's least recently used entry; returns its cost (bytes)."""
        _key, (_old, old_cost, _used) = self.entries.popitem(last=False)
        self.nbytes -= old_cost
        self.evictions += 1
        return old_cost

    def cache_clear(self) -> None:
        """Drop every entry."""
        self.entries.clear()
        self.nbytes = 0

    def cache_info(self) -> CacheInfo:
        """``(hits, misses, maxsize, currsize)`` as ``functools`` gives them."""
        return CacheInfo(self.hits, self.misses, self.maxsize, len(self.entries))

    def __get__(self, obj: Any, objtype: Any = None) -> Any:  # as a method decorator: bind like a function
        return self if obj is None else functools.partial(self, obj)

    def __repr__(self) -> str:
        return f"<surface_cache {self.name} {self.nbytes / MiB:.1f}/{self.budget / MiB:.1f} MiB>"


def surface_cache(budget_mib: float, maxsize: int = 4096) -> Callable[[Callable], SurfaceLRU]:
    """Decorator: cache the function's results in a :class:`SurfaceLRU` of ``budget_mib`` MiB and at most
    ``maxsize`` entries. ``@surface_cache(16)`` replaces ``@functools.lru_cache(maxsize=…)`` for anything that
    returns surfaces."""
    def wrap(fn: Callable) -> SurfaceLRU:
        return SurfaceLRU(fn, budget_mib, maxsize)
    return wrap


def total_budget() -> int:
    """The most the caches can hold at once (bytes): the sum of every cache's budget, or the shared cap
    :data:`TOTAL_MIB` (× :data:`SCALE`) if that is smaller."""
    return min(sum(c.budget for c in REGISTRY), int(TOTAL_MIB * MiB * SCALE))


def total_bytes() -> int:
    """Bytes the caches hold now."""
    return sum(c.nbytes for c in REGISTRY)


def clear_all() -> None:
    """Empty every cache (tests; a language change does not need it: text is keyed by its content)."""
    for c in REGISTRY:
        c.cache_clear()


def report() -> list[tuple[str, float, float, float, int, int]]:
    """Per cache, biggest peak first: ``(name, MiB now, peak MiB, budget MiB, entries, evictions)``."""
    rows = [(c.name, c.nbytes / MiB, c.peak / MiB, c.budget / MiB, len(c.entries), c.evictions) for c in REGISTRY]
    return sorted(rows, key=lambda r: (-r[2], -r[3], r[0]))
