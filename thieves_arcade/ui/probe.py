"""Test and tool support: a frame that records which texts, prompt glyphs and panels were drawn where.

Nothing in the game's drawing code serves it: :class:`TextProbe` recognises a text by finding the surface it is
handed among the text cache's values (``ui.text``), a panel among the panel cache's (``ui.widgets``), and a prompt
glyph or a faded text in the notes kept while :func:`probing` is open (``ui.text.NOTES``). Used by the readability
audits, the QA tests and ``tools/``; the game never imports it.
"""

from __future__ import annotations

import contextlib
import dataclasses

import pygame

from . import text, theme
from .text import _render
from .widgets import FOCUS_BORDER, _shade, focus_surface, panel_surface


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
    #: The surface blitted (a cached text, or its faded copy) and where its top-left pixel landed on the frame
    #: (px): :meth:`ink_mask` reads the glyphs' own pixels from it. ``None`` when only part of it was blitted.
    source: pygame.Surface | None = dataclasses.field(default=None, compare=False, repr=False)
    origin: tuple[int, int] = dataclasses.field(default=(0, 0), compare=False, repr=False)
    #: Its place in the frame's drawing order (texts and panels counted together, from 0).
    seq: int = dataclasses.field(default=0, compare=False, repr=False)

    def ink_mask(self) -> tuple[pygame.mask.Mask, tuple[int, int]] | None:
        """The text's inked pixels (alpha ≥ 1) as a ``pygame.mask.Mask`` and the frame position (px) of its
        top-left bit, or ``None`` when the probe did not keep the surface (a part of it blitted)."""
        if self.source is None:
            return None
        return pygame.mask.from_surface(self.source, 1), self.origin


@dataclasses.dataclass(frozen=True)
class SpriteRecord:
    """One picture (not a text, a panel or a frame-covering layer) blitted on a :class:`TextProbe`: a thief, a
    die, a flying coin or token. ``rect``: its inked pixels on the frame (px, alpha ≥ 1; clipped to the blitted
    ``area``); ``size``: the blitted surface's ``(w, h)`` (px), with ``rect`` what tells one still sprite from
    frame to frame; ``layer`` and ``seq`` as for :class:`TextRecord`."""

    rect: pygame.Rect
    size: tuple[int, int]
    layer: int = 0
    seq: int = 0


class PanelRecord(tuple):
    """One panel drawn on a :class:`TextProbe` (``ui.widgets.draw_panel``): unpacks as ``(rect, layer)`` — its
    rect on the frame (px, without the baked-in shadow) and the frame-covering layers drawn before it — and also
    carries its shape: ``radius`` (px, of the rounded corners) and ``border_width`` (px of the border line drawn
    inside the rect; 0 for a panel without a border). The touching audit keeps texts that far and more inside."""

    radius: int
    border_width: int
    #: ``"panel"`` (``draw_panel``, or a level's frame added by the audits), ``"focus"`` (a focus box,
    #: ``ui.widgets.draw_focus``: the focus audit keeps the texts in it ``ui.widgets.FOCUS_CLEAR`` px from its
    #: border) or ``"band"`` (a banner's band: it covers what was drawn before it on purpose, for the banner's
    #: moment).
    kind: str
    #: Its place in the frame's drawing order (see :attr:`TextRecord.seq`).
    seq: int
    #: Its fill's opacity (0–255, ``draw_panel``'s ``alpha``): a panel at :data:`OPAQUE` or more hides what was
    #: drawn before it under its rect (the Power tiles' choosing panel over the table).
    alpha: int

    def __new__(cls, rect: pygame.Rect, layer: int, radius: int = 28, border_width: int = 4, kind: str = "panel",
                seq: int = 0, alpha: int = 0) -> PanelRecord:
        self = super().__new__(cls, (rect, layer))
        self.radius, self.border_width, self.kind, self.seq, self.alpha = radius, border_width, kind, seq, alpha
        return self

    def hides(self, record: TextRecord) -> bool:
        """Whether this panel hides ``record``: an opaque panel (:data:`OPAQUE`) drawn after the text on its layer
        over the whole of its ink, so what shows there is the panel, not the text (audits: a covered text is not on
        show, as under a later frame-covering layer)."""
        return self.alpha >= OPAQUE and self.seq > record.seq and self.layer == record.layer and \
            self.rect.contains(record.rect)


    @property
    def rect(self) -> pygame.Rect:
        """The panel's rect on the frame (px)."""
        return self[0]

    @property
    def layer(self) -> int:
        """The frame-covering layers drawn before it (see :attr:`TextRecord.layer`)."""
        return self[1]


#: The fill opacity (0–255) from which a panel hides what lies under it (:meth:`PanelRecord.hides`): at 240 and
#: over, 94 % of the panel's own colour, what is under it is no more than a ghost.
OPAQUE = 240


def _panel_shape(args: tuple) -> tuple[int, int]:
    """``(radius, border_width)`` of a panel from its cache key: ``panel_surface``'s arguments as passed
    positionally (size, colour, alpha, radius, border, border_width), the defaults where they were left out."""
    radius = args[3] if len(args) > 3 else 28
    border = args[4] if len(args) > 4 else theme.GOLD
    width = args[5] if len(args) > 5 else 4
    return radius, (width if border is not None else 0)


def _panel_alpha(args: tuple) -> int:
    """The fill opacity (0–255) of a panel from its cache key (``panel_surface``'s third argument)."""
    return int(args[2]) if len(args) > 2 else 230


@contextlib.contextmanager
def probing():
    """While open, the glyphs prompts hand out are noted too (``ui.prompts.noted``), so a :class:`TextProbe` reads
    which buttons a prompt shows (tests). Texts are recognised with or without it."""
    text.NOTES = {}
    try:
        yield
    finally:
        text.NOTES = None


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
            self.by_id = {id(entry[0]): (k, entry[0]) for k, entry in self.lru.entries.items()}
            self.stamp = stamp
        hit = self.by_id.get(id(value))
        return hit[0] if hit is not None and hit[1] is value else None


_texts = _CacheIndex(_render)
_panels = _CacheIndex(panel_surface)
_focus = _CacheIndex(focus_surface)
_shades = _CacheIndex(_shade)


class TextProbe(pygame.Surface):
    """A frame (default 1920×1080) that draws like any Surface and, inside :func:`probing`, appends a
    :class:`TextRecord` to ``records`` for every text surface blitted on it (the readability audit: sizes and the
    title-safe area), and a :class:`PanelRecord` to ``panels`` for every panel (``draw_panel``), focus box
    (``draw_focus``) and banner's band (``Banner``: a dark plate across the frame, 3 px of its lines inside).
    Text drawn on an intermediate surface and then copied is not seen."""

    def __init__(self, size: tuple[int, int] = (theme.WIDTH, theme.HEIGHT)):
        super().__init__(size)
        self.records: list[TextRecord] = []
        #: Frame-covering layers drawn so far (see :attr:`TextRecord.layer`); reset with ``records``.
        self.layer = 0
        #: Texts and panels drawn so far (the next one's :attr:`TextRecord.seq`).
        self.seq = 0
        #: The panels drawn on this frame (``ui.widgets.draw_panel``), in drawing order, each a
        #: :class:`PanelRecord` (unpacks as ``(rect, layer)``): the audits check that no text crosses or touches a
        #: panel's edge.
        self.panels: list[PanelRecord] = []
        #: The pictures drawn on this frame (:class:`SpriteRecord`), in drawing order: the covering audit sees a
        #: flying coin or token over a name.
        self.sprites: list[SpriteRecord] = []

    def blit(self, source, dest, area=None, special_flags=0):
        """``Surface.blit`` that also records where text, prompt glyphs and panels land (tests only)."""
        key = _texts.get(source)  # a text's size is recorded as drawn: at the text size in force (``theme.font``)
        notes = text.NOTES
        info = (key[0], theme.scaled_size(key[1]), source) if key is not None else \
            notes.get(id(source)) if notes is not None else None
        if info is None and source.get_width() * source.get_height() >= 0.9 * self.get_width() * self.get_height():
            self.layer += 1  # a frame-wide shade (an overlay's dim layer): what was drawn before is covered
        if info is None:
            panel = _panels.get(source)
            focus = _focus.get(source) if panel is None else None
            shade = _shades.get(source) if panel is None and focus is None else None
            pos = dest if len(dest) == 2 and not isinstance(dest, pygame.Rect) else pygame.Rect(dest).topleft
            if focus is not None:  # a focus box (``ui.widgets.draw_focus``): a panel of the kind "focus"
                radius, border = _panel_shape(focus)
                self.panels.append(PanelRecord(pygame.Rect(round(pos[0]), round(pos[1]), *focus[0]), self.layer,
                                               radius, FOCUS_BORDER if border else 0, "focus", self.seq,
                                               _panel_alpha(focus)))
                self.seq += 1
            elif panel is not None:  # a panel (``ui.widgets.draw_panel``): note it for the crossing audit
                self.panels.append(PanelRecord(pygame.Rect(round(pos[0]), round(pos[1]), *panel[0]), self.layer,
                                               *_panel_shape(panel), seq=self.seq, alpha=_panel_alpha(panel)))
                self.seq += 1
            elif shade is not None and source.get_width() * source.get_height() < 0.9 * self.get_width() * \
                    self.get_height():  # a banner's dark band (``Banner``): a plate, its 6 px lines half inside
                band = pygame.Rect(round(pos[0]), round(pos[1]), *shade[0])
                self.panels.append(PanelRecord(band.clip(self.get_clip()) or band, self.layer, 0, 3, "band",
                                               self.seq))
                self.seq += 1
            elif source.get_width() * source.get_height() < 0.9 * self.get_width() * self.get_height() and (
                    source.get_alpha() is None or source.get_alpha() >= 128):  # faded out to a ghost: not seen
                ink = source.get_bounding_rect(128)  # a picture: its solid pixels (alpha ≥ 128: not a faint glow)
                if area is not None:
                    ink = ink.clip(area).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
                if ink.width and ink.height:
                    self.sprites.append(SpriteRecord(ink.move(round(pos[0]), round(pos[1])), source.get_size(),
                                                     self.layer, self.seq))
                    self.seq += 1
        if info is not None and info[2] is source:
            pos = dest if len(dest) == 2 and not isinstance(dest, pygame.Rect) else pygame.Rect(dest).topleft
            ink = source.get_bounding_rect()  # the inked pixels, not the font's empty leading
            if area is not None:
                ink = ink.clip(area).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
            at = (round(pos[0]), round(pos[1]))
            self.records.append(TextRecord(info[0], info[1], ink.move(*at), self.layer,
                                           source if area is None else None, at, self.seq))
            self.seq += 1
        return super().blit(source, dest, area, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        """``Surface.fill`` that counts an opaque fill of at least 90 % of the frame (the privacy curtain) as a
        frame-covering layer, like a frame-wide shade blitted on it (tests only)."""
        r = self.get_rect() if rect is None else pygame.Rect(rect).clip(self.get_rect())
        if special_flags == 0 and r.width * r.height >= 0.9 * self.get_width() * self.get_height():
            self.layer += 1
        return super().fill(color, rect, special_flags)

