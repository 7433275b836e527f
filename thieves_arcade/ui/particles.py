"""Loot particles: coins, jewels and sparkles bursting where loot is won — pooled, cheap, seeded, drawn in one pass.

A :class:`ParticlePool` holds a fixed number of particle slots in numpy arrays (no allocation per particle or per
frame). :meth:`ParticlePool.burst` fills free slots (the oldest are reused when full) with particles whose launch
angle, speed, spin, size and life come from ``random.Random(seed)``: the same seed gives the same burst. Motion is
closed-form ballistics from each particle's age (``p = p0 + v·t + ½·g·t²``), so :meth:`ParticlePool.draw` is pure and
frame-rate independent; it blits every live particle with one ``Surface.fblits`` call. Images are drawn at run time
(a few sizes × frames of spin, cached), so the pool needs no asset files.

Units: pixels on the 1920×1080 frame, seconds of game time, pixels per second (``speed``), px/s² (``GRAVITY``).
"""

from __future__ import annotations

import math
import random

import numpy as np
import pygame

from . import theme
from .cache import surface_cache

#: Particle kinds: ``coin`` (gold disc that flips as it spins), ``jewel`` (faceted gem, a few colours),
#: ``sparkle`` (four-point star that twinkles; light, floats).
KINDS = ("coin", "jewel", "sparkle")
#: Downward acceleration in px/s² (sparkles feel a fifth of it).
GRAVITY = 1500.0
#: Spin frames pre-drawn per image.
FRAMES = 8
_SIZES = (18, 26, 34)
_JEWEL_COLOURS = ((230, 60, 90), (70, 170, 240), (90, 210, 120), (190, 110, 240))


def _coin(size: int, frame: int) -> pygame.Surface:
    squash = max(0.18, abs(math.cos(math.pi * frame / FRAMES)))  # the coin flips edge-on and back
    w, h = max(3, round(size * squash)), size
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    r.center = (size // 2, size // 2)
    pygame.draw.ellipse(surf, (150, 100, 20), r)
    pygame.draw.ellipse(surf, theme.GOLD, r.inflate(-max(2, w // 6), -max(2, h // 6)))
    if w > 8:
        pygame.draw.ellipse(surf, (255, 240, 170), r.inflate(-w // 2, -h // 2).move(-w // 10, -h // 10))
    return surf


def _jewel(size: int, frame: int, colour: tuple) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    a = 2 * math.pi * frame / FRAMES / 4
    pts = [(c + c * 0.95 * math.cos(a + k * math.pi / 2), c + c * 0.95 * math.sin(a + k * math.pi / 2))
           for k in range(4)]
    pygame.draw.polygon(surf, tuple(v // 2 for v in colour), pts)
    inner = [(c + (x - c) * 0.72, c + (y - c) * 0.72) for x, y in pts]
    pygame.draw.polygon(surf, colour, inner)
    light = tuple(min(255, v + 110) for v in colour)
    pygame.draw.polygon(surf, light, [inner[0], inner[3], (c, c)])
    return surf


def _sparkle(size: int, frame: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    k = 0.55 + 0.45 * abs(math.cos(math.pi * frame / FRAMES))
    r, w = c * k, max(1.5, c * 0.18)
    pts = [(c, c - r), (c + w, c - w), (c + r, c), (c + w, c + w), (c, c + r), (c - w, c + w), (c - r, c),
           (c - w, c - w)]
    pygame.draw.polygon(surf, theme.LAMP, pts)
    pygame.draw.circle(surf, theme.WHITE, (c, c), max(1, w))
    return surf


@surface_cache(4)
def atlas(kind: str) -> tuple[pygame.Surface, ...]:
    """Every image of ``kind``, indexed ``(variant * len(sizes) + size_index) * FRAMES + frame`` (cached).

    Raises ``ValueError`` for an unknown kind."""
    if kind not in KINDS:
        raise ValueError(f"unknown particle kind {kind!r}; known: {', '.join(KINDS)}")
    out = []
    variants = _JEWEL_COLOURS if kind == "jewel" else (None,)
    for variant in variants:
        for size in _SIZES:
            for frame in range(FRAMES):
                img = (_coin(size, frame) if kind == "coin" else _sparkle(size, frame) if kind == "sparkle"
                       else _jewel(size, frame, variant))
                out.append(img.convert_alpha() if pygame.display.get_surface() else img)
    return tuple(out)


class ParticlePool:
    """``capacity`` particle slots; ``burst`` emits, ``update(dt)`` ages them, ``draw(surface)`` blits the live ones.

    ``live`` is how many particles are alive now. Draw is pure (positions follow from ages), one ``fblits`` call."""

    def __init__(self, capacity: int = 256):
        if capacity < 1:
            raise ValueError(f"a particle pool needs capacity >= 1, got {capacity}")
        self.capacity = capacity
        self.origin = np.zeros((capacity, 2))
        self.velocity = np.zeros((capacity, 2))
        self.gravity = np.zeros(capacity)
        self.age = np.zeros(capacity)
        self.life = np.zeros(capacity)  # 0: a free slot
        self.delay = np.zeros(capacity)  # seconds before the particle appears (staggered bursts)
        self.spin = np.zeros(capacity)  # frames per second
        self.image = np.zeros(capacity, dtype=np.int32)  # index into the kind's atlas
        self.kind = np.zeros(capacity, dtype=np.int8)  # index into KINDS
        self._next = 0

    @property
    def live(self) -> int:
        """Particles alive now (emitted and not yet expired)."""
        return int(np.count_nonzero(self.age < self.life + self.delay))

    def burst(self, kind: str, centre: tuple[float, float], count: int = 24, seed: int = 0, speed: float = 700.0,
              spread: float = 140.0, angle: float = -90.0, life: float = 0.9, stagger: float = 0.0) -> None:
        """Emit ``count`` particles of ``kind`` from ``centre``: launched within ±``spread``/2 degrees of ``angle``
        (−90: up) at 40–100 % of ``speed`` px/s, living ``life`` s (±20 %), appearing over ``stagger`` s.

        The same arguments give the same particles. Raises ``ValueError`` for an unknown kind or count < 0."""
        if kind not in KINDS:
            raise ValueError(f"unknown particle kind {kind!r}; known: {', '.join(KINDS)}")
        if count < 0:
            raise ValueError(f"count must be >= 0, got {count}")
        rng = random.Random(seed)
        k = KINDS.index(kind)
        n_images = len(_JEWEL_COLOURS if kind == "jewel" else (None,)) * len(_SIZES) * FRAMES
        for _ in range(min(count, self.capacity)):
            i = self._next
            self._next = (self._next + 1) % self.capacity
            a = math.radians(angle + rng.uniform(-spread / 2, spread / 2))
            v = speed * rng.uniform(0.4, 1.0)
            self.origin[i] = centre
            self.velocity[i] = (v * math.cos(a), v * math.sin(a))
            self.gravity[i] = GRAVITY * (0.2 if kind == "sparkle" else 1.0)
            self.age[i] = 0.0
            self.life[i] = life * rng.uniform(0.8, 1.2)
            self.delay[i] = rng.uniform(0.0, stagger)
            self.spin[i] = rng.uniform(8.0, 20.0) * rng.choice((-1, 1))
            self.image[i] = (rng.randrange(n_images) // FRAMES) * FRAMES  # variant and size; frame added by spin
            self.kind[i] = k

    def update(self, dt: float) -> None:
        """Age every particle by ``dt`` seconds (expired slots become free)."""
        np.add(self.age, dt, out=self.age)

    def clear(self) -> None:
        """Drop every particle."""
        self.life[:] = 0.0
        self.age[:] = 0.0
        self.delay[:] = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the live particles (pure) in one ``fblits`` pass; a particle fades by shrinking to a smaller size
        in the last third of its life."""
        t = self.age - self.delay
        alive = np.nonzero((t >= 0) & (t < self.life))[0]
        if alive.size == 0:
            return
        ta = t[alive]
        pos = self.origin[alive] + self.velocity[alive] * ta[:, None]
        pos[:, 1] += 0.5 * self.gravity[alive] * ta * ta
        frame = (np.abs(self.spin[alive] * ta)).astype(np.int32) % FRAMES
        base = self.image[alive]
        size_i = (base // FRAMES) % len(_SIZES)
        late = ta > self.life[alive] * 0.66
        size_i = np.where(late, np.maximum(size_i - 1, 0), size_i)
        idx = ((base // FRAMES) // len(_SIZES) * len(_SIZES) + size_i) * FRAMES + frame
        half = np.take(np.array(_SIZES), size_i) / 2
        pos -= half[:, None]
        kinds = self.kind[alive]
        blits = []
        for kk, ii, x, y in zip(kinds.tolist(), idx.tolist(), pos[:, 0].tolist(), pos[:, 1].tolist(), strict=True):
            blits.append((atlas(KINDS[kk])[ii], (x, y)))
        surface.fblits(blits)
