"""A comic speech bubble: what a seat says aloud ("$20!", "I'm running!", "Hands up!"), with a tail to the speaker.

``SpeechBubble(text, colour).draw(surface, tip, p)`` draws the bubble above-right of ``tip`` (the speaker's mouth, px)
popping in as ``p`` goes 0 → 0.15 (scale with a little overshoot) and fading out after 0.85. The bubble surface is
rendered once per (text, colours) and cached; drawing only blits.
"""

from __future__ import annotations

import pygame

from . import theme
from .cache import surface_cache
from .text import text


@surface_cache(4)
def bubble_surface(content: str, size: int = theme.BODY, ink: tuple = theme.INK, fill: tuple = theme.PAPER,
                   rim: tuple = theme.INK, tail_left: bool = True) -> pygame.Surface:
    """The whole bubble (rounded box + tail at the bottom-left, or bottom-right if not ``tail_left``) as one Surface.

    The tail's tip is the bottom-left (bottom-right) corner of the returned surface."""
    words = text(content, size, ink, "title" if size >= theme.HEADING else "body")
    w, h = words.get_width() + 56, words.get_height() + 28
    tail = 34
    surf = pygame.Surface((w + 8, h + tail + 8), pygame.SRCALPHA)
    box = pygame.Rect(tail // 2 + 4, 4, w - tail // 2, h)
    if tail_left:
        pts = [(box.left + 18, box.bottom - 6), (box.left + 52, box.bottom - 6), (4, h + tail + 4)]
    else:
        box.left = 4
        pts = [(box.right - 52, box.bottom - 6), (box.right - 18, box.bottom - 6), (w + 4, h + tail + 4)]
    shadow = box.move(5, 6)
    pygame.draw.rect(surf, (0, 0, 0, 90), shadow, border_radius=26)
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, rim, pts, 4)
    pygame.draw.rect(surf, fill, box, border_radius=26)
    pygame.draw.rect(surf, rim, box, 4, border_radius=26)
    pygame.draw.line(surf, fill, (pts[0][0] + 3, box.bottom - 2), (pts[1][0] - 3, box.bottom - 2), 6)
    surf.blit(words, words.get_rect(center=box.center))
    return surf


class SpeechBubble:
    """A bubble saying ``content`` (``size`` px text, ``fill`` colour), tail pointing down to the speaker."""

    def __init__(self, content: str, fill: tuple = theme.PAPER, size: int = theme.BODY, ink: tuple = theme.INK,
                 tail_left: bool = True):
        self.content = content
        self.fill = fill
        self.size = size
        self.ink = ink
        self.tail_left = tail_left

    def surface(self) -> pygame.Surface:
        """The cached full-size bubble."""
        return bubble_surface(self.content, self.size, self.ink, self.fill, theme.INK, self.tail_left)

    def rect(self, tip: tuple[float, float]) -> pygame.Rect:
        """Where the full-size bubble sits for a tail tip at ``tip``."""
        img = self.surface()
        anchor = "bottomleft" if self.tail_left else "bottomright"
        return img.get_rect(**{anchor: (round(tip[0]), round(tip[1]))})

    def draw(self, surface: pygame.Surface, tip: tuple[float, float], p: float = 0.5) -> None:
        """Draw at progress ``p`` (0..1 of the bubble's life): pop in, hold, fade out. Pure."""
        img = self.surface()
        if p < 0.15:  # pop in with a little overshoot, quantised so the scaled copies stay few
            q = p / 0.15
            scale = round((1.12 * q if q < 0.8 else 1.12 - 0.6 * (q - 0.8)) * 10) / 10
            scale = max(0.2, scale)
            img = _scaled(self.content, self.size, self.ink, self.fill, self.tail_left, scale)
        rect = img.get_rect(**{("bottomleft" if self.tail_left else "bottomright"): (round(tip[0]), round(tip[1]))})
        if p > 0.85:
            alpha = max(0, round(255 * (1 - (p - 0.85) / 0.15)) // 32 * 32)
            img = _faded(self.content, self.size, self.ink, self.fill, self.tail_left, alpha)
        surface.blit(img, rect)


@surface_cache(4)
def _scaled(content, size, ink, fill, tail_left, scale) -> pygame.Surface:
    img = bubble_surface(content, size, ink, fill, theme.INK, tail_left)
    return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * scale)),
                                              max(1, round(img.get_height() * scale))))


@surface_cache(4)
def _faded(content, size, ink, fill, tail_left, alpha) -> pygame.Surface:
    img = bubble_surface(content, size, ink, fill, theme.INK, tail_left).copy()
    img.set_alpha(alpha)
    return img
