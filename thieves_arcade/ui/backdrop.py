"""The shared menu backdrop: a night sky over rooftops with twinkling stars (title, select, lobby, menus)."""

from __future__ import annotations

import math
import random

import pygame

from . import theme
from .cache import surface_cache

#: The moon's bounding rect (px, on the 1920×1080 frame): on the art's backdrop (``title_backdrop``: its disc, measured,
#: spans x 1430–1648, y 121–339) and on the drawn sky (:func:`_sky`: centre (1560, 210), radius 110).
MOON_ART, MOON_SKY = (1430, 121, 219, 219), (1450, 100, 220, 220)


@surface_cache(9)
def _sky() -> pygame.Surface:
    """The cached backdrop: a night gradient, a moon, and a row of rooftops with lit windows."""
    w, h = theme.WIDTH, theme.HEIGHT
    surf = pygame.Surface((w, h))
    top, bottom = (14, 12, 34), (58, 40, 90)
    for y in range(h):
        t = y / h
        surf.fill([round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)], (0, y, w, 1))
    pygame.draw.circle(surf, (250, 236, 190), (1560, 210), 110)
    pygame.draw.circle(surf, (232, 214, 160), (1520, 190), 22)
    pygame.draw.circle(surf, (232, 214, 160), (1590, 250), 14)
    rng = random.Random(7)
    x = 0
    while x < w:
        bw, bh = rng.randint(140, 260), rng.randint(200, 380)
        pygame.draw.rect(surf, (20, 16, 36), (x, h - bh, bw, bh))
        pygame.draw.polygon(surf, (20, 16, 36), [(x - 10, h - bh), (x + bw / 2, h - bh - 70), (x + bw + 10, h - bh)])
        for wy in range(h - bh + 40, h - 60, 70):
            for wx in range(x + 24, x + bw - 40, 56):
                if rng.random() < 0.35:
                    pygame.draw.rect(surf, theme.LAMP, (wx, wy, 26, 34), border_radius=4)
        pygame.draw.rect(surf, (26, 20, 44), (x + bw * 0.7, h - bh - 60, 26, 60))  # chimney
        x += bw + rng.randint(0, 30)
    return surf.convert() if pygame.display.get_surface() else surf


_STARS = [(random.Random(i).randrange(0, theme.WIDTH), random.Random(i * 7 + 1).randrange(0, 520),
           random.Random(i * 13 + 5).random() * 6.28) for i in range(90)]


_drawn_sky = False  # whether :func:`_backdrop` fell back on the drawn sky (no art)


@surface_cache(9)
def _backdrop() -> pygame.Surface:
    """The art's ``title_backdrop`` if present, else the drawn sky."""
    global _drawn_sky
    _drawn_sky = False
    try:
        from .sprites import sprite
        art = sprite.__wrapped__("title_backdrop")  # kept once, here, not also in the sprite cache
        if art.get_size() != (theme.WIDTH, theme.HEIGHT):
            art = pygame.transform.smoothscale(art, (theme.WIDTH, theme.HEIGHT))
        return art
    except (ImportError, FileNotFoundError, pygame.error):
        _drawn_sky = True
        return _sky()


def moon_rect() -> pygame.Rect:
    """The moon's bounding rect (px, 1920×1080 frame) on the backdrop in use: the brightest part of the menus' sky,
    where a light text without a plate reads worst (issue 21: the lobby's join line over it at 150 %)."""
    _backdrop()  # the art or the sky: it says which (``_drawn_sky``)
    return pygame.Rect(MOON_SKY if _drawn_sky else MOON_ART)


def draw_backdrop(surface: pygame.Surface, t: float) -> None:
    """The shared menu backdrop at time ``t`` seconds (twinkling stars over the cached night sky)."""
    surface.blit(_backdrop(), (0, 0))
    for x, y, phase in _STARS:
        b = 150 + round(100 * math.sin(t * 2 + phase))
        surface.fill((b, b, min(255, b + 30)), (x, y, 3, 3))
