"""Dice on screen: cached rotated/scaled die images, a soft table shadow, and the *tumble* of a thrown die.

A die is drawn from the generated art (``die_1`` … ``die_6``, 128×128; ``die_blur_1``/``die_blur_2``, 160×160, a die
smeared by motion — see docs/art.md). :func:`draw_die` puts one on the table at a ground point with a height above
it (the die rises and grows, its shadow stays on the ground and shrinks). :class:`Tumble` is the path of a thrown die
from a hand to its resting spot: it flies, spins, shows blur frames and passing faces, bounces two or three times
lower each time, slides and wobbles to rest on its final face. Everything is pure and cached: angles are quantised
to :data:`ANGLE_STEP` degrees and scales to 1/20, so a rolling frame costs a handful of blits.
"""

from __future__ import annotations

import math
import random

import pygame

from .cache import surface_cache
from .sprites import sprite

#: Size of a die face image at scale 1.0, in px.
DIE_PX = 128
#: Rotation quantum of the cached images, in degrees.
ANGLE_STEP = 6


def face_name(face: int) -> str:
    """``die_<face>`` for a face 1–6. Raises ``ValueError`` otherwise."""
    if face not in range(1, 7):
        raise ValueError(f"a die face is 1..6, got {face!r}")
    return f"die_{face}"


@surface_cache(6)
def _scaled(name: str, scale_q: int) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale_q`` / 20 (cached)."""
    img = sprite(name)
    size = max(2, round(img.get_width() * scale_q / 20))
    return pygame.transform.smoothscale(img, (size, size))


@surface_cache(4)
def _rotated(name: str, angle_q: int, scale_q: int) -> pygame.Surface:
    """Sprite ``name`` rotated by ``angle_q`` × ANGLE_STEP degrees and scaled by ``scale_q`` / 20 (smooth, cached):
    resting dice, whose few tilts repeat."""
    return pygame.transform.rotozoom(sprite(name), angle_q * ANGLE_STEP, scale_q / 20)


def die_image(name: str, angle: float = 0.0, scale: float = 1.0, moving: bool = False) -> pygame.Surface:
    """The image of sprite ``name`` (a face or blur frame) at ``angle`` degrees and ``scale`` (quantised).

    A ``moving`` die (spinning every frame through many angles) is rotated from a cached pre-scaled image without
    caching the result, so the cache of resting tilts is never flushed by a roll."""
    scale_q = max(1, round(scale * 20))
    if moving:
        return pygame.transform.rotate(_scaled(name, scale_q), round(angle / ANGLE_STEP) * ANGLE_STEP)
    return _rotated(name, round(angle / ANGLE_STEP) % (360 // ANGLE_STEP), scale_q)


@surface_cache(4)
def _shadow(w: int, h: int, alpha: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(6, 0, -1):  # soft edge: nested ellipses
        rect = pygame.Rect(0, 0, w * k / 6, h * k / 6)
        rect.center = (w / 2, h / 2)
        pygame.draw.ellipse(surf, (8, 6, 18, alpha // 6), rect)
    return surf


def draw_die(surface: pygame.Surface, name: str, ground: tuple[float, float], angle: float = 0.0,
             scale: float = 1.0, height: float = 0.0, shadow: bool = True, moving: bool = False) -> pygame.Rect:
    """Draw die image ``name`` whose foot is at ``ground`` (px), ``height`` px above the table, turned ``angle``
    degrees, at ``scale``; its shadow stays on the ground (smaller and lighter the higher it is). ``moving``: see
    :func:`die_image`. Returns the die's rect."""
    gx, gy = ground
    lift = 1.0 + height / 900.0  # nearer the eye: a little bigger
    if shadow:
        k = max(0.45, 1.0 - height / 500.0)
        w = round(DIE_PX * scale * 1.05 * k / 4) * 4
        sh = _shadow(max(4, w), max(4, round(w * 0.42 / 2) * 2), round(150 * k / 15) * 15)
        surface.blit(sh, sh.get_rect(center=(gx + 10, gy + DIE_PX * scale * 0.42)))
    img = die_image(name, angle, scale * lift, moving or height > 0)
    rect = img.get_rect(center=(round(gx), round(gy - height)))
    surface.blit(img, rect)
    return rect


class Tumble:
    """The path of one thrown die from ``start`` to ``rest`` (px), landing on ``face``, tilted ``rest_angle``.

    ``at(p)`` for p in 0..1 → ``(name, (x, y) ground, angle, height)``: flight with spin and blur frames until about
    ``land`` (0.78 of the way), bounces of decreasing height, then a damped wobble on the final face.
    ``seed`` varies spin, bounce rhythm and the faces flashing past (deterministic, so frames are repeatable).
    ``landed(p)`` tells whether the die is down for good (the settle sound's moment)."""

    land = 0.78

    def __init__(self, start: tuple[float, float], rest: tuple[float, float], face: int, seed: int = 0,
                 rest_angle: float = 0.0, toss: float = 150.0):
        face_name(face)
        self.start, self.rest, self.face = start, rest, face
        rng = random.Random(seed)
        self.spin = rng.choice((-1, 1)) * rng.uniform(540, 900)
        self.rest_angle = rest_angle
        self.toss = toss * rng.uniform(0.85, 1.15)
        self.bounces = rng.choice((2, 3))
        self.flashes = [rng.randint(1, 6) for _ in range(12)]
        self.phase = rng.random()
        # overshoot past the rest spot, then slide back (dice bounce off the tray's far wall)
        dx, dy = rest[0] - start[0], rest[1] - start[1]
        d = math.hypot(dx, dy) or 1.0
        self.over = (dx / d * 46 * rng.uniform(0.6, 1.2), dy / d * 30 + rng.uniform(-14, 14))
        bend = rng.uniform(-90, 90)  # each die curves its own way across the tray
        self.bend = (-dy / d * bend, dx / d * bend)

    def height(self, p: float) -> float:
        """Height above the table at ``p`` (px): a falling toss, then bounces each ~45 % as high."""
        if p >= self.land:
            return 0.0
        q = p / self.land
        # segment lengths: first fall 0.42, then bounces shrinking by 0.6
        lens = [0.42] + [0.58 * (0.6 ** k) / sum(0.6 ** j for j in range(self.bounces)) for k in range(self.bounces)]
        t = q
        for i, seg in enumerate(lens):
            if t <= seg or i == len(lens) - 1:
                u = min(1.0, t / seg)
                if i == 0:  # falling from the hand's height, accelerating
                    return self.toss * (1.0 - u * u)
                peak = self.toss * 0.42 * (0.45 ** (i - 1))
                return peak * 4 * u * (1 - u)
            t -= seg
        return 0.0

    def ground(self, p: float) -> tuple[float, float]:
        """The die's foot on the table at ``p``."""
        sx, sy = self.start
        rx, ry = self.rest
        ox, oy = self.over
        if p < self.land:
            q = p / self.land
            e = 1 - (1 - q) ** 2
            arc = math.sin(math.pi * e)
            return sx + (rx + ox - sx) * e + self.bend[0] * arc, sy + (ry + oy - sy) * e + self.bend[1] * arc
        q = (p - self.land) / (1 - self.land)
        e = 1 - (1 - q) ** 3
        return rx + ox * (1 - e), ry + oy * (1 - e)

    def angle(self, p: float) -> float:
        """Rotation in degrees: fast spin slowing to a damped wobble around ``rest_angle``."""
        if p < self.land:
            q = p / self.land
            return self.rest_angle + 18 + self.spin * (1 - q) ** 1.6
        q = (p - self.land) / (1 - self.land)
        return self.rest_angle + 18 * math.cos(q * math.pi * 2.5) * (1 - q) ** 2

    def image(self, p: float) -> str:
        """Which image shows at ``p``: blur frames and flashing faces in flight, the final face once down."""
        if p >= self.land * 0.9:
            return face_name(self.face)
        k = int(p * 40 + self.phase * 3)
        if self.height(p) > 40 and k % 3 != 2:
            return "die_blur_1" if k % 2 else "die_blur_2"
        return face_name(self.flashes[k % len(self.flashes)])

    def at(self, p: float) -> tuple[str, tuple[float, float], float, float]:
        """The die at progress ``p`` (0..1): (sprite name, ground point px, angle degrees, height px)."""
        p = max(0.0, min(1.0, p))
        return self.image(p), self.ground(p), self.angle(p), self.height(p)

    def landed(self, p: float) -> bool:
        """Whether the die has landed at progress ``p``."""
        return p >= self.land

    def draw(self, surface: pygame.Surface, p: float, scale: float = 1.0) -> None:
        """Draw the die at ``p`` with a faint motion trail while it flies fast."""
        name, ground, angle, height = self.at(p)
        if p < self.land * 0.7:
            for alpha, back in ((50, 0.05), (90, 0.025)):
                gname, gg, ga, gh = self.at(p - back)
                img = die_image(gname, ga, scale * (1.0 + gh / 900.0), moving=True)
                img.set_alpha(alpha)
                surface.blit(img, img.get_rect(center=(round(gg[0]), round(gg[1] - gh))))
        draw_die(surface, name, ground, angle, scale, height, moving=p < 1.0)

