"""The collection's look in one place: the logical frame size, the palette, the fonts and the title-safe area.

Fonts are the OFL display faces shipped by the ``fontpkg-fredoka`` (body) and ``fontpkg-bungee`` (titles) packages;
if either is missing the pygame default font is used and a notice is logged, so the game still starts.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from pathlib import Path

from .. import resources

log = logging.getLogger(__name__)

#: The logical frame every scene draws on, in pixels; it is scaled to the window or TV.
WIDTH, HEIGHT = 1920, 1080
#: Title-safe area: everything that matters stays inside the central 90 % of the frame (x, y, w, h in pixels).
SAFE = (96, 54, 1728, 972)
#: Minimum body text size on the 1920×1080 frame, in pixels (readable from three metres).
BODY = 40
SMALL = 36
TITLE = 96
HEADING = 64

# Palette: a night-time thieves' den — deep blue-violet, warm lamplight, gold loot.
INK = (24, 20, 38)
NIGHT = (34, 30, 58)
NIGHT_LIGHT = (58, 50, 92)
FELT = (30, 78, 62)
WOOD = (112, 70, 42)
WOOD_DARK = (74, 44, 26)
PAPER = (244, 232, 206)
GOLD = (246, 196, 64)
LAMP = (255, 214, 120)
WHITE = (250, 248, 240)
GREY = (150, 146, 168)
#: A light grey for quiet words over the backdrop (the title's version): 8:1 on the sky's lightest violet, where
#: GREY is 4.1:1, under WCAG's 4.5:1.
MUTED = (206, 202, 222)
#: A light grey for secondary words on dark panels and on the felt ("Loot tiles", Sticheln's "beaten"): WCAG
#: 4.5:1 or more on INK, NIGHT_LIGHT and FELT, where GREY gives 3.2-3.9:1 on the last two (issue 21).
MIST = (200, 196, 218)
RED = (222, 70, 62)
#: Red for words (a refusal, an error) on a dark panel or plate: 7.4:1 on INK (RED is 4.3:1, under WCAG's 4.5:1).
ALERT = (255, 128, 116)
GREEN = (92, 196, 110)
BLUE = (82, 148, 232)
#: Blue for words on a dark plate over the tables (Cité's "Hidden until next turn", "Protected!"): 4.5:1 or more
#: as drawn, faded on a plate that lets the felt through (BLUE gave 4.3:1 there, issue 21).
FROST = (140, 188, 250)
SHADOW = (0, 0, 0, 110)

#: One colour per seat (up to 8), each paired with a symbol name so colour is never the only cue.
SEAT_COLOURS = [
    (235, 87, 87), (86, 156, 245), (106, 200, 112), (245, 190, 60),
    (180, 110, 230), (240, 140, 60), (80, 205, 200), (236, 120, 190),
]
SEAT_SYMBOLS = ["circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "heart"]


def _font_file(package: str) -> Path | None:
    path = resources.font_file(package)
    if path is None:
        log.warning("font package %s is not installed (or holds no TTF); using the default font", package)
    return path


@functools.cache
def font_path(kind: str = "body") -> Path | None:
    """The TTF file for ``kind`` (``"body"``: Fredoka, ``"title"``: Bungee), or ``None`` for pygame's default."""
    return _font_file("fontpkg_bungee" if kind == "title" else "fontpkg_fredoka")


#: The text size in force as a factor (Settings → Accessibility → Text size: 1.0, 1.25, 1.5), put here by
#: ``ui.access.refresh`` as it does :data:`SAFE` (this module imports nothing of the settings).
TEXT_SCALE = 1.0


def scaled_size(size: int) -> int:
    """``size`` (px on the 1920×1080 frame) at the text size in force (:data:`TEXT_SCALE`, 1.0 / 1.25 / 1.5): sizes
    grow by the factor but never past what a heading (:data:`HEADING`) grows to, unless they are bigger already —
    small text gets the most help, and a 96 px title (readable as it is) does not crowd its screen."""
    k = TEXT_SCALE
    if k == 1.0:
        return size
    return round(min(size * k, max(size, HEADING * k)))


@contextlib.contextmanager
def text_scale(k: float):
    """While open, :data:`TEXT_SCALE` is ``k`` (1.0 / 1.25 / 1.5): a layout measures what it would be at another
    text size (How to play keeps each page's body at its 100 % size). Only for measuring: texts rendered inside it
    are not cached (:func:`measuring`; the cache is per nominal size), and nothing may be drawn inside it."""
    global TEXT_SCALE, _MEASURING
    was, TEXT_SCALE = TEXT_SCALE, k
    _MEASURING += 1
    try:
        yield
    finally:
        TEXT_SCALE = was
        _MEASURING -= 1


#: How many :func:`text_scale` blocks are open: texts rendered inside one are not cached (``ui.text.text``).
_MEASURING = 0


def measuring() -> bool:
    """Whether a :func:`text_scale` block is open: a text rendered now is at another text size than the one in
    force, so ``ui.text.text`` does not cache it (issue 21: How to play measured its pages at 100 % and its strip
    of controls then showed those 100 % labels at 150 %, the text cache keyed by nominal size)."""
    return _MEASURING > 0


def font(size: int = BODY, kind: str = "body"):
    """A cached ``pygame.font.Font`` for text of nominal ``size`` pixels of ``kind`` (``body`` or ``title``), at the
    text size in force (:func:`scaled_size`): every text drawn and measured through it grows together.

    Needs ``pygame.font.init()`` first. Falls back to pygame's default font if the TTF cannot be read.
    """
    return _font(scaled_size(size), kind)


def font_px(px: int, kind: str = "body"):
    """A cached font of exactly ``px`` pixels of ``kind``, not grown by the text size: for labels drawn on a
    picture of a button, which fit the picture (``ui.prompts.plain_cap``)."""
    return _font(px, kind)


def line_height(size: int = BODY, kind: str = "body", spacing: float = 1.15) -> int:
    """The distance (px) between the baselines of two lines of nominal ``size`` text at the text size in force:
    ``spacing`` times the scaled size (layouts stack lines with it instead of fixed pixel steps)."""
    return round(scaled_size(size) * spacing)


@functools.lru_cache(maxsize=64)
def _font(size: int, kind: str):
    import pygame

    path = font_path(kind)
    if path is not None:
        try:
            return pygame.font.Font(path, size)
        except (OSError, pygame.error) as exc:
            log.warning("cannot read font %s (%s); using the default font", path, exc)
    return pygame.font.Font(None, size)


font.cache_clear = _font.cache_clear
font.cache_info = _font.cache_info
