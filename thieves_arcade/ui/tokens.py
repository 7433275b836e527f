"""Loot tokens on screen: a cached coin image and the arc of a token flying between two points.

The coin is the generated ``token`` sprite (72×72, docs/art.md); :func:`flight_point` is where a flying coin is at
progress ``p`` (an arc that rises ``arc`` px).
"""

from __future__ import annotations

import math

import pygame

from .cache import surface_cache
from .sprites import sprite


@surface_cache(4)
def token_image(scale_q: int) -> pygame.Surface:
    """The ``token`` sprite scaled by ``scale_q`` / 20 (cached)."""
    img = sprite("token")
    size = max(2, round(img.get_width() * scale_q / 20))
    return pygame.transform.smoothscale(img, (size, size))


def draw_token(surface: pygame.Surface, centre: tuple[float, float], scale: float = 0.6) -> None:
    """Blit one coin centred at ``centre`` (px), scaled (quantised to 1/20)."""
    img = token_image(max(1, round(scale * 20)))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def flight_point(start: tuple[float, float], end: tuple[float, float], p: float,
                 arc: float = 140.0) -> tuple[float, float]:
    """A flying coin's centre at progress ``p`` (0..1) from ``start`` to ``end``, lifted on an arc of ``arc`` px."""
    x = start[0] + (end[0] - start[0]) * p
    y = start[1] + (end[1] - start[1]) * p - arc * math.sin(math.pi * p)
    return x, y
