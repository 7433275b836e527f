"""Placing text by its inked pixels, not by the font's line box (issue 21: text that touches a panel's border).

A font's line box has empty leading above and its ink sits low (descenders, accents on capitals), so a label
centred by its box can come within a few pixels of a panel's bottom edge at bigger text sizes. These helpers place
lines so their ink keeps clear of a box's edges; sizes are the base sizes ``ui.text`` takes (drawn at the text size
in force, ``theme.scaled_size``).
"""

from __future__ import annotations

import pygame

from . import theme
from .text import text

#: A string whose ink spans a line's usual letters: capitals and ascenders above, descenders below. Lines stacked
#: by its ink band keep one baseline from row to row, whatever their own letters.
REFERENCE = "Hgjpqy"


def band(size: int, kind: str = "body", content: str = "") -> tuple[int, int, int]:
    """``(top, bottom, height)`` in px of the ink of :data:`REFERENCE` and ``content`` together inside a text
    surface of ``size`` (``height``: the surface's): the room a line at that size inks (an accented capital such as
    "É" reaches higher than the reference)."""
    img = text(REFERENCE, size, theme.WHITE, kind)
    ink = img.get_bounding_rect()
    if content:
        own = text(content, size, theme.WHITE, kind)
        mine = own.get_bounding_rect().move(0, (img.get_height() - own.get_height()) // 2)
        if mine.height:
            ink = ink.union(mine)
    return ink.top, ink.bottom, img.get_height()


def stack(lines: list[tuple[str, int, str]], top: float, bottom: float, inset: int = 8, gap: int = 4,
          smallest: int = theme.SMALL) -> list[tuple[int, float]]:
    """Sizes and centres (the y for ``blit_text`` with a ``center`` or ``mid…`` anchor, px) for ``lines`` —
    ``(content, size, kind)`` per line, top first — stacked ``gap`` px apart by their ink bands (:func:`band`) and
    centred between ``top`` and ``bottom`` with at least ``inset`` px above the first and below the last (a panel's
    border and the readability audit's gap). While the stack is too tall the largest line shrinks in 2 px steps,
    never to a size drawn under ``smallest`` px; past that the stack overflows evenly (its ink stays centred)."""
    contents = [content for content, _, _ in lines]
    sizes = [size for _, size, _ in lines]
    kinds = [kind for _, _, kind in lines]
    room = bottom - top - 2 * inset
    while True:
        bands = [band(size, kind, content) for content, size, kind in zip(contents, sizes, kinds, strict=True)]
        total = sum(b - t for t, b, _ in bands) + gap * (len(lines) - 1)
        shrinkable = [k for k, size in enumerate(sizes) if theme.scaled_size(size - 2) >= smallest]
        if total <= room or not shrinkable:
            break
        k = max(shrinkable, key=lambda k: sizes[k])
        sizes[k] -= 2
    y = top + (bottom - top - total) / 2
    out = []
    for size, (t, b, h) in zip(sizes, bands, strict=True):
        out.append((size, y - t + h / 2))
        y += b - t + gap
    return out


def centre_in(content: str, size: int, rect: pygame.Rect, kind: str = "body") -> tuple[float, float]:
    """The ``center`` for ``blit_text`` that puts ``content``'s own ink (at ``size``) at the middle of ``rect``
    (a button, px): a label with descenders no longer sits low, near the bottom edge."""
    img = text(content, size, theme.WHITE, kind)
    ink = img.get_bounding_rect()
    rect = pygame.Rect(rect)
    return rect.centerx - (ink.centerx - img.get_width() / 2), rect.centery - (ink.centery - img.get_height() / 2)


def focus_box(left: float, width: float, y: float, size: int, kind: str = "body", least: float = 0,
              content: str = "", border: bool = True) -> pygame.Rect:
    """The chosen row's focus box (px) for a line drawn centred at ``y`` at ``size``: ``left`` and ``width`` as
    given, tall enough for the line's ink band (:func:`band`) with the focus box's rule above and below it
    (``ui.widgets.focus_pad``: its 4 px ``border`` and 10 px clear), at least ``least`` px, and centred on the ink,
    which sits low in the line box: a chosen row's descenders no longer cross its box at bigger text. ``content``:
    the row's own texts, whose brackets or accents may reach past the usual band. Draw it with
    ``ui.widgets.draw_focus``."""
    from .widgets import focus_pad
    top, bottom, height = band(size, kind, content)
    h = max(least, bottom - top + 2 * focus_pad(border))
    centre = y + (top + bottom) / 2 - height / 2
    return pygame.Rect(round(left), round(centre - h / 2), round(width), round(h))


#: A text plate's padding (px) around the lines' ink, its opacity (0–255) and corner radius (px): the dark plate a
#: text over the town backdrop lies on (issue 21: the yellow help lines were lost on the lit windows).
PLATE_PAD, PLATE_ALPHA, PLATE_RADIUS = 12, 225, 16


def plate_rect(inks: list[pygame.Rect], pad: int = PLATE_PAD) -> pygame.Rect:
    """The plate (px) that holds every rect of ``inks`` (the lines' inked pixels, ``ui.text.ink_rect``) with
    ``pad`` px round them: their union, grown. Raises ``ValueError`` for no lines."""
    if not inks:
        raise ValueError("a plate needs at least one line")
    return pygame.Rect(inks[0]).unionall([pygame.Rect(r) for r in inks[1:]]).inflate(2 * pad, 2 * pad)


def draw_plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A borderless dark plate at ``rect`` (``ui.widgets.draw_panel``: the audits see it as a panel): on it the
    theme's light texts (white, lamp yellow, gold, the light red) keep WCAG's 4.5:1 over any part of the backdrop —
    at :data:`PLATE_ALPHA` the brightest backdrop pixel (the moon) shows through as a dark grey-violet."""
    from .widgets import draw_panel
    draw_panel(surface, rect, theme.INK, PLATE_ALPHA, PLATE_RADIUS, None)
