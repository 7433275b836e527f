"""Cached text rendering: each (text, size, colour, font kind, outline) is rendered once and reused.

Rendering text is the costliest thing a frame can do by accident (≈15 µs per ``Font.render``); scenes call
:func:`text` every frame and get the same Surface back. The cache is bounded (LRU, 2048 entries).
"""

from __future__ import annotations

import contextlib
import dataclasses

import pygame

from . import theme
from .cache import surface_cache

#: While :func:`probing`: id of each glyph surface a prompt handed out -> (``[label]``, size in px, surface) (see
#: ``ui.prompts.noted``). Text surfaces need no note: a :class:`TextProbe` finds them in the text cache itself.
_probe: dict[int, tuple] | None = None


def text(content: str, size: int = theme.BODY, colour: tuple = theme.WHITE, kind: str = "body",
         outline: int = 0, outline_colour: tuple = theme.INK) -> pygame.Surface:
    """``content`` rendered anti-aliased at ``size`` px in ``colour`` (``kind``: ``body`` or ``title`` font).

    ``outline`` > 0 draws a dark rim of that many pixels (readable over busy art). Returns a cached per-pixel-alpha
    Surface: never draw on it. Nothing here serves tests: a :class:`TextProbe` frame recognises the surface by
    looking it up in the cache."""
    return _render(content, size, colour, kind, outline, outline_colour)


@surface_cache(24)
def _render(content: str, size: int, colour: tuple, kind: str, outline: int, outline_colour: tuple) -> pygame.Surface:
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
        copy = img.copy()
        copy.set_alpha(alpha)
        if _probe is not None:
            _probe[id(copy)] = _probe.get(id(img), (content, size, img))[:2] + (copy,)
        img = copy
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


def ellipsize(content: str, size: int, width: float, kind: str = "body") -> str:
    """``content`` cut with "…" so that, drawn at ``size`` px, it is at most ``width`` px wide (as is if it fits)."""
    font = theme.font(size, kind)
    if font.size(content)[0] <= width:
        return content
    lo, hi = 0, len(content)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(content[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return content[:lo].rstrip() + "…"


def fit_size(content: str, size: int, width: float, kind: str = "body", smallest: int = theme.SMALL) -> int:
    """The largest font size from ``size`` down to ``smallest`` (pixels) at which ``content`` is at most ``width`` px
    wide (``smallest`` if even that is wider): a label that must stay inside its box in every language."""
    while size > smallest and theme.font(size, kind).size(content)[0] > width:
        size -= 2
    return max(size, smallest)


text.cache_clear = _render.cache_clear  # the cache stays clearable under the old name
text.cache_info = _render.cache_info


@dataclasses.dataclass(frozen=True)
class TextRecord:
    """One text drawn on a :class:`TextProbe`: its string, font ``size`` (px) and the unclipped ``rect`` of its inked
    pixels on the frame."""

    content: str
    size: int
    rect: pygame.Rect
    #: How many frame-covering layers (a dim shade under an overlay) were drawn before it: a text under a later
    #: layer is covered, not on show.
    layer: int = 0


@contextlib.contextmanager
def probing():
    """While open, the glyphs prompts hand out are noted too (``ui.prompts.noted``), so a :class:`TextProbe` reads
    which buttons a prompt shows (tests). Texts are recognised with or without it."""
    global _probe
    _probe = {}
    try:
        yield
    finally:
        _probe = None


class _CacheIndex:
    """``id(value) -> (key, value)`` over the entries of one :class:`~thieves_arcade.ui.cache.SurfaceLRU`, rebuilt
    only when the cache changed (a miss or a clear) since the last look-up: what lets a probe recognise cached
    surfaces with no bookkeeping in the drawing code (tests and tools only)."""

    def __init__(self, lru) -> None:
        self.lru = lru
        self.stamp = None
        self.by_id: dict[int, tuple] = {}

    def get(self, value) -> tuple | None:
        """The cache key ``value`` is stored under, or ``None`` if it is not a cached value of this cache."""
        stamp = (self.lru.misses, len(self.lru.entries))
        if stamp != self.stamp:
            self.by_id = {id(v): (k, v) for k, (v, _cost) in self.lru.entries.items()}
            self.stamp = stamp
        hit = self.by_id.get(id(value))
        return hit[0] if hit is not None and hit[1] is value else None


_texts = _CacheIndex(_render)


class TextProbe(pygame.Surface):
    """A frame (default 1920×1080) that draws like any Surface and, inside :func:`probing`, appends a
    :class:`TextRecord` to ``records`` for every text surface blitted on it (the readability audit: sizes and the
    title-safe area). Text drawn on an intermediate surface and then copied is not seen."""

    def __init__(self, size: tuple[int, int] = (theme.WIDTH, theme.HEIGHT)):
        super().__init__(size)
        self.records: list[TextRecord] = []
        #: Frame-covering layers drawn so far (see :attr:`TextRecord.layer`); reset with ``records``.
        self.layer = 0
        #: Rects of the panels drawn on this frame (``ui.widgets.draw_panel``), in drawing order: the audit checks
        #: that no text crosses a panel's edge.
        self.panels: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        """``Surface.blit`` that also records where text, prompt glyphs and panels land (tests only)."""
        key = _texts.get(source)
        info = (key[0], key[1], source) if key is not None else _probe.get(id(source)) if _probe is not None else None
        if info is None and source.get_width() * source.get_height() >= 0.9 * self.get_width() * self.get_height():
            self.layer += 1  # a frame-wide shade (an overlay's dim layer): what was drawn before is covered
        if info is None:
            from .widgets import panel_surface
            panel = _panels(panel_surface).get(source)
            if panel is not None:  # a panel (``ui.widgets.draw_panel``): note it for the crossing audit
                pos = dest if len(dest) == 2 and not isinstance(dest, pygame.Rect) else pygame.Rect(dest).topleft
                self.panels.append((pygame.Rect(round(pos[0]), round(pos[1]), *panel[0]), self.layer))
        if info is not None and info[2] is source:
            pos = dest if len(dest) == 2 and not isinstance(dest, pygame.Rect) else pygame.Rect(dest).topleft
            ink = source.get_bounding_rect()  # the inked pixels, not the font's empty leading
            if area is not None:
                ink = ink.clip(area).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
            self.records.append(TextRecord(info[0], info[1], ink.move(round(pos[0]), round(pos[1])), self.layer))
        return super().blit(source, dest, area, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        """``Surface.fill`` that counts an opaque fill of at least 90 % of the frame (the privacy curtain) as a
        frame-covering layer, like a frame-wide shade blitted on it (tests only)."""
        r = self.get_rect() if rect is None else pygame.Rect(rect).clip(self.get_rect())
        if special_flags == 0 and r.width * r.height >= 0.9 * self.get_width() * self.get_height():
            self.layer += 1
        return super().fill(color, rect, special_flags)

_panel_index: list[_CacheIndex] = []


def _panels(lru) -> _CacheIndex:
    """The index of the panel cache (made on first use: ``ui.widgets`` imports this module)."""
    if not _panel_index:
        _panel_index.append(_CacheIndex(lru))
    return _panel_index[0]
