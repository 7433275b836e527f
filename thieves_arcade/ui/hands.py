"""Rock, paper and scissors hands for the duel of Pierre Papier Morpion, drawn at run time and cached.

The style follows the generated art (docs/art.md): thick dark ink outlines, a soft vertical shade with a rim light,
no texture. A hand is an ivory thief's glove seen from the side, pointing right, with a cuff in the gang's colour;
``flip=True`` mirrors it so the two gangs' hands face each other. Shapes: ``rock`` (a fist), ``paper`` (flat open
hand), ``scissors`` (index and middle finger in a V), and ``fist`` (the closed hand shaken before the reveal: a fist
seen a little more from above, so it reads as "not thrown yet").

:func:`hand_image` returns a cached Surface; :func:`draw_hand` blits one centred at a point, with an optional tilt.
"""

from __future__ import annotations

import math

import pygame

from . import theme
from .cache import surface_cache

#: The shapes :func:`hand_image` draws.
SHAPES = ("rock", "paper", "scissors", "fist")
#: Nominal size of a hand at ``height`` = 200 px: 260×200 (width = 1.3 × height).
ASPECT = 1.3
GLOVE = (246, 238, 218)
SS = 2  # supersampling factor of the master drawings
MASTER = 320  # height of the master drawing every size is scaled from, px


def _capsule(surf: pygame.Surface, colour, a: tuple[float, float], b: tuple[float, float], r: float) -> None:
    """A stadium from ``a`` to ``b`` of radius ``r`` (all in canvas px)."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n * r, dx / n * r
    pygame.draw.polygon(surf, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)])
    pygame.draw.circle(surf, colour, a, r)
    pygame.draw.circle(surf, colour, b, r)


def _round_rect(surf: pygame.Surface, colour, rect: tuple[float, float, float, float], r: float,
                grow: float = 0.0) -> None:
    x, y, w, h = rect
    pygame.draw.rect(surf, colour, pygame.Rect(round(x - grow), round(y - grow), round(w + 2 * grow),
                                               round(h + 2 * grow)), border_radius=round(r + grow))


def _parts(shape: str) -> list[tuple]:
    """The glove's pieces in drawing order, in the 260×200 design box: ``("cap", a, b, r)`` or
    ``("rect", (x, y, w, h), radius)``; the first piece is the cuff (drawn in the gang colour)."""
    cuff = ("cuff", (6, 52, 62, 116), 16)
    if shape == "paper":
        fingers = [("cap", (130, 70 + 24 * k), (236 - (0, -6, 2, 18)[k], 70 + 24 * k + 2 * k), 13) for k in range(4)]
        return [cuff, ("rect", (52, 58, 112, 110), 38), *fingers[::-1],
                ("cap", (112, 74), (168, 26), 15)]
    if shape == "scissors":
        return [cuff, ("rect", (52, 58, 118, 110), 40),
                ("cap", (150, 140), (176, 140), 14), ("cap", (150, 116), (180, 116), 14),
                ("cap", (136, 96), (236, 116), 13), ("cap", (136, 74), (232, 44), 13),
                ("cap", (104, 126), (164, 120), 14)]
    if shape == "fist":
        return [cuff, ("rect", (52, 54, 130, 116), 46),
                *[("cap", (168, 68 + 26 * k), (184, 68 + 26 * k), 14) for k in range(4)],
                ("cap", (98, 62), (168, 58), 15)]
    if shape == "rock":
        return [cuff, ("rect", (52, 58, 118, 110), 40),
                *[("cap", (158, 72 + 26 * k), (178, 72 + 26 * k), 14) for k in range(4)],
                ("cap", (104, 100), (168, 96), 15)]
    raise ValueError(f"hand shape must be one of {SHAPES}, got {shape!r}")


def _draw_part(surf: pygame.Surface, part: tuple, colour, grow: float, k: float) -> None:
    kind = part[0]
    if kind == "cap":
        _, a, b, r = part
        _capsule(surf, colour, (a[0] * k, a[1] * k), (b[0] * k, b[1] * k), (r + grow) * k)
    else:
        _, (x, y, w, h), r = part
        _round_rect(surf, colour, (x * k, y * k, w * k, h * k), r * k, grow * k)


@surface_cache(9)
def _shade(w: int, h: int) -> pygame.Surface:
    """A vertical multiply gradient (full at the top, 70 % at the bottom), ``w``×``h`` px."""
    strip = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        v = round(255 * (1.0 - 0.30 * (y / 63) ** 2))
        strip.set_at((0, y), (v, v, min(255, v + 6), 255))
    return pygame.transform.smoothscale(strip, (w, h))


@surface_cache(8)
def hand_image(shape: str, cuff: tuple = theme.SEAT_COLOURS[0], height: int = 200,
               flip: bool = False) -> pygame.Surface:
    """The ``shape`` hand (``rock``/``paper``/``scissors``/``fist``), ``height`` px tall and ``ASPECT × height``
    wide, cuff in ``cuff`` colour, pointing right (left if ``flip``). Cached (scaled from one master drawing per
    shape and colour, ≈ 1 ms for a new size); never draw on the result. Raises ``ValueError`` for an unknown shape."""
    master = master_image(shape, cuff)
    out = pygame.transform.smoothscale(master, (round(height * ASPECT), height))
    if flip:
        out = pygame.transform.flip(out, True, False)
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def warm(cuffs: tuple[tuple, ...]) -> None:
    """Draw every shape's master for each cuff colour now (≈ 8 ms each), so no frame pays for it later."""
    for cuff in cuffs:
        for shape in SHAPES:
            master_image(shape, cuff)


@surface_cache(6)
def master_image(shape: str, cuff: tuple) -> pygame.Surface:
    """The ``shape`` hand drawn at :data:`MASTER` px tall (supersampled, shaded), pointing right. Cached."""
    parts = _parts(shape)
    height = MASTER
    k = height * SS / 200
    w, h = round(260 * k), round(200 * k)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    # the outer ink rim: every piece grown, so the silhouette gets one thick outline
    for part in parts:
        _draw_part(surf, part, theme.INK, 7, k)
    # each piece: a thinner ink edge (separates fingers), then its fill
    for part in parts:
        colour = cuff if part[0] == "cuff" else GLOVE
        if part[0] == "cuff":
            _draw_part(surf, ("rect",) + part[1:], colour, 0, k)
            x, y, cw, ch = part[1]
            _round_rect(surf, tuple(max(0, c - 50) for c in cuff), (x * k + 4 * k, (y + ch * 0.62) * k,
                                                                    (cw - 8) * k, 12 * k), 5 * k)
            continue
        _draw_part(surf, part, theme.INK, 3.5, k)
        _draw_part(surf, part, colour, 0, k)
    # soft shading: a vertical shade multiplied in, a rim light along the top
    surf.blit(_shade(w, h), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(light, (26, 24, 16, 0), (w * 0.22, h * 0.24, w * 0.5, h * 0.22))
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return pygame.transform.smoothscale(surf, (round(height * ASPECT), height))


@surface_cache(4)
def _rotated(shape: str, cuff: tuple, height: int, flip: bool, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(hand_image(shape, cuff, height, flip), angle, 1.0)


def draw_hand(surface: pygame.Surface, shape: str, centre: tuple[float, float], height: int = 200,
              cuff: tuple = theme.SEAT_COLOURS[0], flip: bool = False, angle: float = 0.0) -> pygame.Rect:
    """Blit the ``shape`` hand centred at ``centre`` (px), tilted ``angle`` degrees (quantised to 3°, cached).
    ``height`` is quantised to 8 px so tweens reuse images. Returns the rect drawn."""
    height = max(8, round(height / 8) * 8)
    a = round(angle / 3) * 3
    img = _rotated(shape, cuff, height, flip, a) if a else hand_image(shape, cuff, height, flip)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect
