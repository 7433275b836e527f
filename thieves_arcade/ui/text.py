"""Cached text rendering: each (text, size, colour, font kind, outline) is rendered once and reused.

Rendering text is the costliest thing a frame can do by accident (≈15 µs per ``Font.render``); scenes call
:func:`text` every frame and get the same Surface back. The cache is bounded (LRU, 2048 entries).
"""

from __future__ import annotations

import functools

import pygame

from . import theme


@functools.lru_cache(maxsize=2048)
def text(content: str, size: int = theme.BODY, colour: tuple = theme.WHITE, kind: str = "body",
         outline: int = 0, outline_colour: tuple = theme.INK) -> pygame.Surface:
    """``content`` rendered anti-aliased at ``size`` px in ``colour`` (``kind``: ``body`` or ``title`` font).

    ``outline`` > 0 draws a dark rim of that many pixels (readable over busy art). Returns a cached per-pixel-alpha
    Surface: never draw on it."""
    font = theme.font(size, kind)
    face = font.render(content, True, colour)
    if outline <= 0:
        return face.convert_alpha() if pygame.display.get_surface() else face
    rim = font.render(content, True, outline_colour)
    w, h = face.get_width() + 2 * outline, face.get_height() + 2 * outline
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-outline, outline + 1, max(1, outline // 2)):
        for dy in range(-outline, outline + 1, max(1, outline // 2)):
            if dx * dx + dy * dy <= outline * outline + 1:
                out.blit(rim, (outline + dx, outline + dy))
    out.blit(face, (outline, outline))
    return out.convert_alpha() if pygame.display.get_surface() else out


def blit_text(surface: pygame.Surface, content: str, pos: tuple[float, float], size: int = theme.BODY,
              colour: tuple = theme.WHITE, kind: str = "body", anchor: str = "center", outline: int = 0,
              alpha: int = 255) -> pygame.Rect:
    """Draw cached ``content`` with its ``anchor`` (a Rect attribute: ``center``, ``topleft``, ``midleft`` …) at
    ``pos``; ``alpha`` < 255 fades it. Returns the rect drawn."""
    img = text(content, size, colour, kind, outline)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


def wrap(content: str, size: int, width: int, kind: str = "body") -> list[str]:
    """``content`` broken into lines no wider than ``width`` px at ``size`` (words are never split)."""
    font = theme.font(size, kind)
    lines: list[str] = []
    for para in content.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines
