"""Banknote pictures for Pickpockets (``oodlar``): faces with the MARKED stamp, backs, piles and fans, all cached.

Sprites come from ``assets/images`` (``note_<value>``, ``note_back``, ``pile``, ``stamp_marked``; see docs/art.md).
Scales are fractions of the 300×150 note sprite; every size is quantised and cached so a frame only blits.
"""

from __future__ import annotations

import pygame

from .cache import surface_cache
from .sprites import flip_step, note_name, scaled, squash, squashed
from .sprites import quantise as _q


def scaled_sprite(name: str, scale: float) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale`` (``ui.sprites.scaled``, the shared cache)."""
    return scaled(name, scale)


@surface_cache(4)
def _note_face(value: int, marked: bool, scale: float) -> pygame.Surface:
    face = scaled_sprite(note_name(value), scale).copy()
    if marked:
        stamp = scaled_sprite("stamp_marked", scale * 0.8)
        face.blit(stamp, stamp.get_rect(center=(face.get_width() * 0.6, face.get_height() / 2)))
    return face


def note_face(value: int, marked: bool = False, scale: float = 0.5) -> pygame.Surface:
    """The face of a $``value`` note at ``scale`` (1 = 300×150 px), with the red MARKED stamp if ``marked``.

    Raises ``ValueError`` for a value that is not a note (10, 20, 30, 40, 50)."""
    return _note_face(value, marked, _q(scale))


def note_back(scale: float = 0.5) -> pygame.Surface:
    """A face-down note at ``scale``."""
    return scaled_sprite("note_back", _q(scale))


def flip_frame(value: int, marked: bool, scale: float, p: float) -> pygame.Surface:
    """A note turning over: ``p`` 0 → 0.5 the back narrows, 0.5 → 1 the face widens (cached in steps of 1/20)."""
    face, frac = flip_step(p, 20)
    return _face_squashed(value, marked, _q(scale), frac) if face else squashed("note_back", _q(scale), frac)


@surface_cache(4)
def _face_squashed(value: int, marked: bool, scale: float, frac: float) -> pygame.Surface:
    return squash(_note_face(value, marked, scale), frac)


def pile_picture(size: int, scale: float = 1.0) -> pygame.Surface:
    """The face-down pile sprite (``pile``) at ``scale``; for an empty pile, a dashed outline of a note."""
    if size <= 0:
        return _empty_slot(_q(scale))
    return scaled_sprite("pile", _q(scale))


@surface_cache(4)
def _empty_slot(scale: float) -> pygame.Surface:
    w, h = round(300 * scale), round(150 * scale)
    surf = pygame.Surface((w + 20, h + 40), pygame.SRCALPHA)
    rect = pygame.Rect(10, 30, w, h)
    for x in range(rect.left, rect.right, 24):
        pygame.draw.line(surf, (226, 184, 110, 160), (x, rect.top), (min(x + 12, rect.right), rect.top), 4)
        pygame.draw.line(surf, (226, 184, 110, 160), (x, rect.bottom), (min(x + 12, rect.right), rect.bottom), 4)
    for y in range(rect.top, rect.bottom, 24):
        pygame.draw.line(surf, (226, 184, 110, 160), (rect.left, y), (rect.left, min(y + 12, rect.bottom)), 4)
        pygame.draw.line(surf, (226, 184, 110, 160), (rect.right, y), (rect.right, min(y + 12, rect.bottom)), 4)
    return surf


def fan_positions(count: int, centre: tuple[float, float], width: float, step: float) -> list[tuple[float, float]]:
    """Centres of ``count`` notes laid in a row centred on ``centre``: ``step`` px apart, squeezed to fit ``width``."""
    if count <= 0:
        return []
    if count > 1:
        step = min(step, width / (count - 1))
    x0 = centre[0] - step * (count - 1) / 2
    return [(x0 + k * step, centre[1]) for k in range(count)]
