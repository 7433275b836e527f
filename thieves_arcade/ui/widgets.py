"""Shared widgets, defined once: Panel, Menu, Banner, Prompt (button hints), Curtain, SeatBadge, seat symbols.

Widgets hold their own small state (a menu's cursor) changed only through ``handle``/``update``; ``draw`` is pure.
Sizes are pixels on the 1920×1080 logical frame; body text is at least :data:`theme.SMALL` (36 px).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..i18n import N_, _
from ..input.intents import Intent
from . import theme
from .cache import surface_cache
from .text import blit_text, ellipsize, fit_size, ink_rect, text


@surface_cache(10)
def panel_surface(size: tuple[int, int], colour: tuple = theme.NIGHT, alpha: int = 230, radius: int = 28,
                  border: tuple | None = theme.GOLD, border_width: int = 4) -> pygame.Surface:
    """A cached rounded panel of ``size`` px with a soft drop shadow baked in (12 px larger on the bottom right)."""
    w, h = size
    surf = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), (10, 12, w, h), border_radius=radius)
    pygame.draw.rect(surf, (*colour[:3], alpha), (0, 0, w, h), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, (0, 0, w, h), border_width, border_radius=radius)
    return surf


def draw_panel(surface: pygame.Surface, rect: pygame.Rect | tuple, colour: tuple = theme.NIGHT, alpha: int = 230,
               radius: int = 28, border: tuple | None = theme.GOLD) -> None:
    """Blit a cached rounded panel at ``rect``."""
    rect = pygame.Rect(rect)
    surface.blit(panel_surface(rect.size, colour, alpha, radius, border), rect.topleft)


#: [D] The focus box's rule (issue 21, a fresh player's 150 % pass: chosen rows' boxes hugged their text by about
#: 4 px): ``FOCUS_CLEAR`` px of the box's fill between the inked pixels of every text it frames and its border
#: (``FOCUS_BORDER`` px wide; a borderless box: its edge), so a framed text's ink keeps :data:`FOCUS_PAD` px inside
#: the box's rect.
FOCUS_CLEAR, FOCUS_BORDER = 10, 4


def focus_pad(border: bool = True) -> int:
    """Px from a framed text's ink to a focus box's outer edge: :data:`FOCUS_CLEAR`, plus :data:`FOCUS_BORDER` for
    a bordered box."""
    return FOCUS_CLEAR + (FOCUS_BORDER if border else 0)


FOCUS_PAD = focus_pad()


@surface_cache(4)
def focus_surface(size: tuple[int, int], colour: tuple = theme.NIGHT_LIGHT, alpha: int = 255, radius: int = 20,
                  border: tuple | None = theme.GOLD) -> pygame.Surface:
    """A cached focus box of ``size`` px (``colour`` fill at ``alpha``, ``radius`` px corners, a
    :data:`FOCUS_BORDER` px ``border`` or none): drawn as :func:`panel_surface` draws a panel, kept in a cache of
    its own so the readability probe tells a focus box from other panels (``ui.probe``)."""
    return panel_surface.fn(size, colour, alpha, radius, border, FOCUS_BORDER)


def focus_rect(rect: pygame.Rect | tuple, inks=(), border: bool = True) -> pygame.Rect:
    """``rect`` (px) grown, side by side, until every rect of ``inks`` (the inked pixels of the texts the box
    frames, ``ui.text.ink_rect``) lies :func:`focus_pad` px inside it: the focus box's rule, in one place."""
    box = pygame.Rect(rect)
    pad = focus_pad(border)
    for ink in inks:
        ink = pygame.Rect(ink)
        if not ink.width or not ink.height:
            continue
        left, top = min(box.left, ink.left - pad), min(box.top, ink.top - pad)
        right, bottom = max(box.right, ink.right + pad), max(box.bottom, ink.bottom + pad)
        box = pygame.Rect(left, top, right - left, bottom - top)
    return box


def draw_focus(surface: pygame.Surface, rect: pygame.Rect | tuple, inks=(), colour: tuple = theme.NIGHT_LIGHT,
               alpha: int = 255, radius: int = 20, border: tuple | None = theme.GOLD) -> pygame.Rect:
    """The one focus-box painter: the chosen row's or button's box at ``rect`` grown by :func:`focus_rect` round
    ``inks`` (px, the framed texts' inked pixels, drawn after it), a ``colour`` fill with a :data:`FOCUS_BORDER`
    px ``border`` (``None``: borderless). Returns the box drawn (px)."""
    box = focus_rect(rect, inks, border is not None)
    surface.blit(focus_surface(box.size, colour, alpha, radius, border), box.topleft)
    return box


@surface_cache(17)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*theme.INK, alpha))
    return surf


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole frame (under an overlay)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


def symbol_points(kind: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]] | None:
    """Polygon points of seat symbol ``kind`` (``None`` for ``circle``, drawn as a circle)."""
    cx, cy = centre

    def ring(n, rad, start=-math.pi / 2):
        return [(cx + rad * math.cos(start + 2 * math.pi * i / n), cy + rad * math.sin(start + 2 * math.pi * i / n))
                for i in range(n)]
    if kind == "circle":
        return None
    if kind == "square":
        return ring(4, r * 1.15, -math.pi / 4)
    if kind == "triangle":
        return [(x, y + r * 0.15) for x, y in ring(3, r * 1.2)]
    if kind == "diamond":
        return ring(4, r * 1.15)
    if kind == "star":
        outer, inner = ring(5, r * 1.2), ring(5, r * 0.5, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if kind == "cross":
        a, b = r * 0.38, r
        pts = [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a),
               (-a, -a)]
        return [(cx + x, cy + y) for x, y in pts]
    if kind == "hexagon":
        return ring(6, r * 1.1)
    if kind == "heart":
        return [(cx + r * 1.1 * (16 * math.sin(t) ** 3) / 16,
                 cy - r * 1.1 * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 16)
                for t in (i * 2 * math.pi / 24 for i in range(24))]
    raise ValueError(f"unknown symbol {kind!r}; known: {', '.join(theme.SEAT_SYMBOLS)}")


def draw_symbol(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float,
                colour: tuple, outline: tuple | None = theme.INK) -> None:
    """Draw seat symbol ``kind`` of radius ``r`` px filled with ``colour`` (dark outline)."""
    pts = symbol_points(kind, centre, r)
    if pts is None:
        pygame.draw.circle(surface, colour, centre, r)
        if outline:
            pygame.draw.circle(surface, outline, centre, r, 4)
        return
    pygame.draw.polygon(surface, colour, pts)
    if outline:
        pygame.draw.polygon(surface, outline, pts, 4)


def seat_colour(seat: int) -> tuple:
    """The colour of ``seat``."""
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    """The symbol of ``seat`` (colour is never the only cue)."""
    return theme.SEAT_SYMBOLS[seat % len(theme.SEAT_SYMBOLS)]


#: The turn marker's colour: white, which no seat colour is (``theme.SEAT_COLOURS``), with an ink rim.
TURN_MARKER = theme.WHITE


#: Half the turn marker's line (9 px wide, its ink rim included), rounded up (px).
MARKER_HALF = 5


def draw_turn_marker(surface: pygame.Surface, rect, t: float, pointer: str = "above") -> None:
    """Mark ``rect`` (a seat's plate or badge) as the seat to act: a white dashed frame whose dashes march round it
    and a white pointer bobbing above it, both ink-rimmed — shape and motion, so it is never confused with a seat
    colour (issue 16: a gold "active" frame looked like the yellow seat's). ``t``: seconds (the scene's clock);
    ``pointer``: ``"above"`` (pointing down at it), ``"below"`` (pointing up) or ``"none"``. Everything stays
    inside the title-safe area (``theme.SAFE``, issue 21): a frame that would cross its edge is drawn on that side
    between the rect and the edge, and a pointer with no room there between the frame and the edge (a plate at the
    bottom of the screen) is left out — the marching frame alone marks the turn."""
    safe = pygame.Rect(theme.SAFE).inflate(-2 * MARKER_HALF, -2 * MARKER_HALF)  # the line's half width inside
    r = pygame.Rect(rect).inflate(16, 16).clip(safe)
    perimeter = 2 * (r.width + r.height)
    dash, gap = 26, 16
    offset = (t * 60) % (dash + gap)
    pts = []
    d = -offset
    while d < perimeter:
        a, b = max(0.0, d), min(perimeter, d + dash)
        if b > a:
            pts.append((a, b))
        d += dash + gap

    def at(u: float) -> tuple[float, float]:
        u %= perimeter
        if u < r.width:
            return r.left + u, r.top
        u -= r.width
        if u < r.height:
            return r.right, r.top + u
        u -= r.height
        if u < r.width:
            return r.right - u, r.bottom
        return r.left, r.bottom - (u - r.width)
    for a, b in pts:
        corners = [a] + [c for c in (r.width, r.width + r.height, 2 * r.width + r.height) if a < c < b] + [b]
        line = [at(u) for u in corners]
        pygame.draw.lines(surface, theme.INK, False, line, 9)
        pygame.draw.lines(surface, TURN_MARKER, False, line, 5)
    if pointer == "none":
        return
    bob = 8 * math.sin(t * 6)
    x = r.centerx
    edge = pygame.Rect(theme.SAFE)
    if pointer == "below":
        if r.bottom + 22 + 30 + 2 > edge.bottom:  # its lowest bob and its 4 px rim: no room above the safe edge
            return
        y = r.bottom + 14 - bob
        tri = [(x, y), (x - 22, y + 30), (x + 22, y + 30)]
    else:
        if r.top - 22 - 30 - 2 < edge.top:
            return
        y = r.top - 14 + bob
        tri = [(x, y), (x - 22, y - 30), (x + 22, y - 30)]
    pygame.draw.polygon(surface, TURN_MARKER, tri)
    pygame.draw.polygon(surface, theme.INK, tri, 4)


#: The thinking dots on a seat's badge (``SeatBadge(..., dots=True)``): their number, radius and centre-to-centre
#: step (px), the row's width (px) and the room kept between it and the lower line's text (px).
DOTS, DOT_RADIUS, DOT_STEP = 3, 5, 16
DOTS_WIDTH = DOT_STEP * (DOTS - 1) + 2 * DOT_RADIUS
DOTS_GAP = 12


@surface_cache(1)
def thinking_dots(lit: int) -> pygame.Surface:
    """A row of :data:`DOTS` dots (:data:`DOTS_WIDTH` × 2 :data:`DOT_RADIUS` px), the first ``lit`` (0–3) white,
    the others dim grey: a bot thinking, the row the same width whatever ``lit`` is (cached)."""
    surf = pygame.Surface((DOTS_WIDTH, 2 * DOT_RADIUS), pygame.SRCALPHA)
    for k in range(DOTS):
        colour = theme.WHITE if k < lit else theme.GREY
        pygame.draw.circle(surf, colour, (DOT_RADIUS + DOT_STEP * k, DOT_RADIUS), DOT_RADIUS)
    return surf


class SeatBadge:
    """A seat's badge: symbol in its colour, the name, and an optional line below (score, "bot · normal").

    ``draw(surface, centre, name, sub, active, dim, t, name_size, thinking)``; ``active`` adds the turn marker
    (:func:`draw_turn_marker`), ``dim`` greys it (out); ``name_size`` caps the name's size (one size for every badge
    of a table: :meth:`name_size` of each, the smallest); ``thinking`` (a badge made with ``dots=True``) draws the
    thinking dots (:func:`thinking_dots`, cycling with ``t``) at the right end of the lower line, in room the line
    always leaves them (:data:`DOTS_WIDTH` + :data:`DOTS_GAP` px): the line's text and size are the same with or
    without them (issue 21: the dots were appended to the score, which shrank and grew with them).
    Size: 300×120 px by default."""

    def __init__(self, seat: int, size: tuple[int, int] = (300, 120), dots: bool = False):
        self.seat = seat
        self.size = size
        self.dots = dots

    def name_size(self, name: str, sub: str = "") -> int:
        """The size (a base size for ``blit_text``) ``name`` is drawn at on this badge over ``sub`` (or alone): it
        fits the room right of the symbol, both lines inside the badge at every text size (``fit_size``)."""
        return self._sizes(name, sub)[0]

    def _sizes(self, name: str, sub: str) -> tuple[int, int]:
        """``(name size, sub size)`` on this badge (the sub's: 0 without one)."""
        room = self.size[0] - 14 - 96
        if not sub:
            return fit_size(name, theme.BODY, room), 0
        ns = fit_size(name, theme.SMALL, room)
        ss = fit_size(sub, theme.SMALL, room - (DOTS_WIDTH + DOTS_GAP if self.dots else 0))
        while theme.line_height(ns) + theme.line_height(ss) > self.size[1] - 8 and \
                theme.scaled_size(ns - 2) >= theme.SMALL:
            ns, ss = ns - 2, min(ss, ns - 2)  # both lines inside the badge (bigger text)
        return ns, ss

    def dots_rect(self, rect: pygame.Rect, sub: str, name_size: int | None = None, name: str = "") -> pygame.Rect:
        """Where the thinking dots lie (px) on the badge drawn at ``rect`` with lower line ``sub``: right-aligned
        16 px inside the badge (its 4 px border and room), centred on the height of the line's digits."""
        ns, ss = self._sizes(name, sub)
        ns = ns if name_size is None else min(ns, name_size)
        y = self._sub_y(rect, ns, ss)
        digit = ink_rect("0", ss, center=(0, y))
        dots = pygame.Rect(0, 0, DOTS_WIDTH, 2 * DOT_RADIUS)
        dots.midright = (rect.right - 16, digit.centery)
        return dots

    @staticmethod
    def _sub_y(rect: pygame.Rect, ns: int, ss: int) -> float:
        """The centre y (px) the lower line is drawn at (``midleft``), the name's line at ``ns``, the lower's at
        ``ss``."""
        half = max(22, (theme.line_height(ns, spacing=0.92) + theme.line_height(ss, spacing=0.92)) / 4)
        return rect.centery + half + 2

    def draw(self, surface: pygame.Surface, centre: tuple[float, float], name: str, sub: str = "",
             active: bool = False, dim: bool = False, t: float = 0.0, name_size: int | None = None,
             thinking: bool = False) -> pygame.Rect:
        w, h = self.size
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(centre[0]), round(centre[1]))
        colour = seat_colour(self.seat)
        draw_panel(surface, rect, theme.INK if not dim else (40, 38, 48), 225 if not dim else 170, 22, colour)
        if active:  # the turn marker (``t``: the scene's clock, for its motion)
            draw_turn_marker(surface, rect, t, "none")
        sym_c = (rect.left + 52, rect.centery)
        draw_symbol(surface, seat_symbol(self.seat), sym_c, 30, colour if not dim else theme.GREY)
        tx = rect.left + 96
        full = name
        ns, ss = self._sizes(name, sub)  # every text fits the badge at every text size (``fit_size``)
        ns = ns if name_size is None else min(ns, name_size)
        name = ellipsize(name, ns, rect.right - 14 - tx)  # a phone player's long name, even at 36 px: cut short
        if sub:
            half = max(22, (theme.line_height(ns, spacing=0.92) + theme.line_height(ss, spacing=0.92)) / 4)
            blit_text(surface, name, (tx, rect.centery - half), ns, theme.WHITE if not dim else theme.GREY,
                      anchor="midleft")
            blit_text(surface, sub, (tx, self._sub_y(rect, ns, ss)), ss, theme.GOLD if not dim else theme.GREY,
                      anchor="midleft")
            if thinking and self.dots:
                surface.blit(thinking_dots(1 + int(t * 3) % DOTS), self.dots_rect(rect, sub, name_size, full))
        else:
            blit_text(surface, name, (tx, rect.centery), ns, theme.WHITE if not dim else theme.GREY,
                      anchor="midleft")
        return rect


class Menu:
    """A vertical menu of items (label, value); up/down move, confirm chooses, left/right change a value.

    ``items``: list of ``(label, key)``; ``handle(intent) -> key | None`` returns the chosen key on confirm (and
    ``"<key>:left"``/``"<key>:right"`` on left/right). ``disabled`` keys are shown dimmed and skipped by confirm.
    Up/down stop at the first and last item (no wrapping: a player pressing up on the first item, often "Play",
    never lands on the last, often "Quit"); ``wrap=True`` makes them wrap.
    """

    def __init__(self, items: list[tuple[str, str]], index: int = 0, disabled: set[str] | None = None,
                 size: int = theme.HEADING, gap: int = 96, wrap: bool = False):
        if not items:
            raise ValueError("a menu needs at least one item")
        self.items = list(items)
        self.index = index % len(items)
        self.disabled = set(disabled or ())
        self.size = size
        self.gap = gap
        self.wrap = wrap

    @property
    def key(self) -> str:
        """The key of the highlighted item."""
        return self.items[self.index][1]

    def handle(self, intent: Intent) -> str | None:
        """One intent: up/down move (clamped unless ``wrap``), confirm returns the key, left/right ``key:dir``."""
        if intent in (Intent.UP, Intent.DOWN):
            step = -1 if intent == Intent.UP else 1
            n = len(self.items)
            self.index = (self.index + step) % n if self.wrap else max(0, min(n - 1, self.index + step))
        elif intent == Intent.CONFIRM and self.key not in self.disabled:
            return self.key
        elif intent in (Intent.LEFT, Intent.RIGHT):
            return f"{self.key}:{intent.value}"
        return None

    def fit(self, span: float, least: int = 36) -> None:
        """At a bigger text size (Settings → Accessibility), shrink the rows so all of them fit in ``span`` px of
        height: each row keeps the room it has around its text at 100 %, and the label shrinks (never under
        ``least`` px drawn; below that the menu stays taller and a caller's ``rows`` window takes over). Call it when
        the menu is built, not while drawing. At 100 % nothing changes."""
        if theme.TEXT_SCALE == 1.0 or not self.items:
            return
        spare = self.gap - self.size  # the room around the text at 100 %
        n = len(self.items)
        size = self.size
        while n * (theme.scaled_size(size) + spare) > span and theme.scaled_size(size - 2 - 8) >= least:
            size -= 2
        self.size, self.gap = size, size + spare  # ``step``: the drawn size and the 100 % room around it

    def window(self, rows: int | None = None) -> tuple[int, int]:
        """(first item shown, how many): all items, or at most ``rows`` around the chosen one."""
        if rows is None or len(self.items) <= rows:
            return 0, len(self.items)
        return max(0, min(self.index - rows // 2, len(self.items) - rows)), rows

    def item_rects(self, centre: tuple[float, float], width: int = 900, rows: int | None = None
                   ) -> list[pygame.Rect]:
        """Per item the rect its highlight is drawn in (a column centred on ``centre``, ``self.gap`` px apart), so
        up/down move in screen order (top row first, as ``self.items``). With ``rows``, items outside the window
        (:meth:`window`) get empty rects."""
        cx, cy = centre
        first, shown = self.window(rows)
        gap = self.step
        top = cy - (shown - 1) * gap / 2
        h = gap - 12
        if theme.scaled_size(self.size) + 16 > h:  # too tight for the chosen item's text (ink sits low): taller
            h = round(theme.scaled_size(self.size) * 1.25)
        return [pygame.Rect(round(cx - width / 2), round(top + (i - first) * gap - gap / 2 + 6 - (h - gap + 12) / 2),
                            width, h) if first <= i < first + shown else pygame.Rect(0, 0, 0, 0)
                for i in range(len(self.items))]

    @property
    def step(self) -> int:
        """The distance between two items (px): ``gap``, or more when the text size in force makes the chosen
        item's text taller than its highlight."""
        return self.gap + theme.scaled_size(self.size) - self.size

    def draw(self, surface: pygame.Surface, centre: tuple[float, float], width: int = 900,
             rows: int | None = None) -> None:
        """Draw the items centred on ``centre``, the chosen one in a ``width``-px box. ``rows``: show at most that
        many items (a window that follows the chosen one), for a long menu in a fixed panel."""
        cx, cy = centre
        rects = self.item_rects(centre, width, rows)
        first, shown = self.window(rows)
        for i, (label, key) in enumerate(self.items[first:first + shown], start=first):
            y = rects[i].centery
            chosen = i == self.index
            colour = theme.GREY if key in self.disabled else (theme.GOLD if chosen else theme.WHITE)
            size = self.size if chosen else self.size - 8  # a long label (a name, French) fits its box
            size = fit_size(label, size, width - 2 * (FOCUS_PAD + 1))
            if chosen:  # its inked letters centred in the box (the font's ink sits low: "Reprendre" touched the rim)
                ink = text(label, size, colour).get_bounding_rect()
                y -= ink.centery - text(label, size, colour).get_height() / 2
                draw_focus(surface, rects[i], [ink_rect(label, size, center=(cx, y))], theme.NIGHT_LIGHT, 240, 24)
            # the other rows with a 3 px dark rim: the title's lie over the lit windows and the stars (issue 21)
            blit_text(surface, label, (cx, y), size, colour, outline=0 if chosen else 3)


class Banner:
    """A wide band across the frame with big text (and an optional smaller line): "NIGHT 2", "DEMO"…

    ``span``: ``(left, right)`` px of the frame the band lies across (default: the whole width) — a table whose
    seats stand in columns at the sides keeps its banners between them, so no seat's name or score is hidden for
    the banner's moment (issue 21: Cité's banners over the top row's scores at 150 %). The band slides within its
    span (drawn clipped to it) and its words fit inside it."""

    def __init__(self, title: str, sub: str = "", colour: tuple = theme.GOLD, height: int = 200,
                 span: tuple[float, float] | None = None):
        self.title = title
        self.sub = sub
        self.colour = colour
        self.height = height
        self.span = span

    def draw(self, surface: pygame.Surface, y: float, alpha: int = 255, slide: float = 0.0) -> None:
        """Draw centred on height ``y``; ``slide`` offsets it horizontally in px (for tweens)."""
        left, right = self.span or (0, surface.get_width())
        clip = surface.get_clip()
        if self.span:
            surface.set_clip(pygame.Rect(round(left), 0, round(right - left), surface.get_height()).clip(clip))
        try:
            self._draw(surface, y, alpha, slide, left, right)
        finally:
            surface.set_clip(clip)

    def _draw(self, surface: pygame.Surface, y: float, alpha: int, slide: float, left: float, right: float) -> None:
        w = right - left
        band = _shade((round(w), self.height), min(alpha, 215))
        surface.blit(band, (left + slide, y - self.height / 2))
        pygame.draw.line(surface, self.colour, (left + slide, y - self.height / 2),
                         (right + slide, y - self.height / 2), 6)
        pygame.draw.line(surface, self.colour, (left + slide, y + self.height / 2),
                         (right + slide, y + self.height / 2), 6)
        ty = y - (28 if self.sub else 0)
        room = pygame.Rect(theme.SAFE).width  # long names, French, bigger text: the words stay on the screen
        if self.span:
            room = min(room, round(w) - 48)  # inside the band's span, 24 px off its ends
        size = fit_size(self.title, theme.TITLE if not self.sub else 84, room, "title")
        sy = y + 56
        if self.sub:  # bigger text: both lines' ink 6 px inside the band's 6 px lines (3 px of them inside)
            sub_size = fit_size(self.sub, theme.BODY, room)
            ty, sy, size = self._lines(y, ty, sy, size, sub_size)
        blit_text(surface, self.title, (left + w / 2 + slide, ty), size, self.colour, "title", outline=4,
                  alpha=alpha)
        if self.sub:
            blit_text(surface, self.sub, (left + w / 2 + slide, sy), sub_size, theme.WHITE, alpha=alpha)

    def _lines(self, y: float, ty: float, sy: float, size: int, sub_size: int) -> tuple[float, float, int]:
        """``(title y, sub y, title size)``: as given when both lines' ink keeps 9 px inside the band's edges (its
        lines' inner 3 px and 6 px more: every banner at 100 %); else the pair centred in the band, the title
        shrunk first (never under 36 px drawn) while the pair is taller than the band allows (issue 21: the
        smaller line on the band's bottom line, a French accent on its top line, at 150 %)."""
        top, bottom = y - self.height / 2 + 9, y + self.height / 2 - 9

        def ink(words: str, s: int, kind: str, outline: int) -> tuple[float, float]:
            img = text(words, s, theme.WHITE, kind, outline)
            box = img.get_bounding_rect()
            return box.top - img.get_height() / 2, box.bottom - img.get_height() / 2
        s_top, s_bottom = ink(self.sub, sub_size, "body", 0)
        t_top, t_bottom = ink(self.title, size, "title", 4)
        if ty + t_top >= top and sy + s_bottom <= bottom:
            return ty, sy, size
        gap = (sy + s_top) - (ty + t_bottom)  # between the two lines' ink, kept
        smallest = fit_size(self.title, size, 0, "title")
        while size > smallest and (t_bottom - t_top) + gap + (s_bottom - s_top) > bottom - top:
            size = max(smallest, size - 4)
            t_top, t_bottom = ink(self.title, size, "title", 4)
        high = (top + bottom) / 2 - ((t_bottom - t_top) + gap + (s_bottom - s_top)) / 2  # the pair's ink top
        ty = high - t_top
        sy = high + (t_bottom - t_top) + gap - s_top
        return ty, sy, size

    def tween(self, y: float, hold: float = 1.0, on_start: Callable[[], None] | None = None,
              extra: Callable[[pygame.Surface, float], None] | None = None):
        """A tween that slides the banner in from the left (eased), holds it ``hold`` seconds, and slides it out to
        the right (under reduced motion it fades in and out in place instead): ``hold + 0.5`` seconds in all.
        ``extra(surface, p)`` draws on top each frame (p in 0..1)."""
        from .tween import Tween, lerp

        w = theme.WIDTH if self.span is None else self.span[1] - self.span[0]

        from .access import motion
        calm = motion().reduced

        def draw(s, p):
            if calm:  # reduced motion: the banner fades in and out where it stands
                self.draw(s, y, alpha=round(255 * min(1.0, p / 0.12, (1 - p) / 0.12)) // 8 * 8)
            elif p < 0.2:
                self.draw(s, y, slide=lerp(-w, 0, (p / 0.2) ** 0.5))
            elif p > 0.88:
                self.draw(s, y, slide=lerp(0, w, (p - 0.88) / 0.12))
            else:
                self.draw(s, y)
            if extra:
                extra(s, p)
        return Tween(hold + 0.5, draw, "linear", on_start=on_start)


def popup_tween(label: str, at: tuple[float, float], colour: tuple = theme.GOLD, dur: float = 0.9,
                size: int = theme.HEADING, rise: float = 70.0, within: pygame.Rect | None = None,
                plate: bool = False):
    """Text rising ``rise`` px from point ``at`` and fading out over ``dur`` seconds ("+3", "Caught!"), kept whole
    inside the title-safe area — and, with ``within`` (a framed box it rises over: Pickpocket's felt, px), inside
    that box's sides and above its bottom from the start, so it never straddles the box's border (issue 21:
    "Thrown out!" across the felt's edge at 150 %). ``within`` narrower than the text: centred on it. ``plate``:
    the text rises on a plate of its own (``ui.access.plate_for`` its colour: WCAG ≥ 3:1 whatever lies under it,
    issue 21: Cité's blue "Hidden until next turn" on the green tray), 12 px round its ink, fading with it.

    It rises with an ease-out but keeps its full opacity until the last :data:`POPUP_FADE` of its time (in
    seconds, not in eased progress), then fades out over it (issue 21: "2 OF 2!" faded from 30 % of its 0.6 s on
    and read as dark green on Pickpocket's green felt for most of its moment). Raises ``ValueError`` for
    ``dur`` < 0 (``Tween``)."""
    from .access import plate_for
    from .tween import Tween, ease

    x, y = at
    half = theme.font(size, "title").size(label)[0] / 2 + 4
    safe = pygame.Rect(theme.SAFE)
    x = min(max(x, safe.left + half), safe.right - half)
    if within is not None:
        x = within.centerx if within.width < 2 * half else min(max(x, within.left + half), within.right - half)
        img = text(label, size, colour, "title", 4)  # it starts with its ink above the box's bottom too
        y = min(y, within.bottom - (img.get_bounding_rect().bottom - img.get_height() / 2))

    rise_at = ease("easeOutCubic")

    def draw(s, t):  # t: the share of its time gone (linear)
        alpha = popup_alpha(t)
        p = rise_at(t)
        if plate:
            ink = ink_rect(label, size, "title", 4, center=(x, y - rise * p))
            draw_panel(s, ink.inflate(24, 24), plate_for(colour), alpha * 235 // 255 // 8 * 8, 16, None)
        blit_text(s, label, (x, y - rise * p), size, colour, "title", outline=4, alpha=alpha)
    return Tween(dur, draw, "linear")


#: The share of a popup's time (``popup_tween``) over which it fades out, at its end: before that it is drawn
#: opaque. [D] a quarter (docs/accessibility.md): "2 OF 2!" (0.6 s) reads whole for 0.45 s, a "+3" (1.1 s) for 0.8 s.
POPUP_FADE = 0.25


def popup_alpha(t: float) -> int:
    """The opacity (0–255, in steps of 8 below 255) of a popup ``t`` (0–1, linear) into its time: 255 until the last
    :data:`POPUP_FADE` of it, then down to 0 at its end."""
    k = min(1.0, max(0.0, (1 - t) / POPUP_FADE))
    return 255 if k >= 1 else round(255 * k) // 8 * 8


#: Both keyboard segments' keys per intent in words (help texts; prompts draw the key caps themselves). English
#: source strings: draw them as ``_(KEY_HINTS[intent])`` (French: Espace/Entrée, Maj, Q/Ctrl, Échap, …).
KEY_HINTS = {Intent.CONFIRM: N_("Space/Enter"), Intent.BACK: N_("Shift"), Intent.ALT: N_("Q/Ctrl"),
             Intent.PAUSE: N_("Esc"), Intent.UP: N_("WASD/arrows"), Intent.LEFT: N_("WASD/arrows")}


class Prompt:
    """Button hints along the bottom: ``Prompt([(Intent.CONFIRM, "Join"), (Intent.BACK, "Leave")])``.

    With ``device`` (the seat being asked: ``"kb:left"``, ``"pad:3"``) the hints show that device's own glyphs only
    (``ui.prompts``: its pad family's face buttons, or its keyboard segment's key caps). Without ``device`` (anyone
    may press) they show the keys of both keyboard segments, after the face button of the connected pads' family
    when a pad is connected (:func:`~thieves_arcade.ui.prompts.anyone_glyphs`); ``app`` supplies the devices
    (``app.input.devices``). ``size`` is the glyph height in px; a row wider than the title-safe area is drawn
    with smaller glyphs (labels stay at :data:`theme.SMALL`). ``keys`` is accepted for older callers and changes
    nothing: the keyboard keys always show when anyone may press. ``terse``: a row still too wide at the smallest
    glyphs drops the labels of its direction hints (the arrows alone say "move") before it is split in two — for a
    row inside a small panel (Morpion's reward choice in French). ``plate``: the row is drawn on a dark plate of
    its own, for a row over a busy backdrop (lit windows as yellow as the key caps' labels: issue 21).
    ``label_size``: the labels' base size (default :data:`theme.SMALL`), for a row whose words sit beside other
    labels drawn smaller (Morpion's "Take" under the rewards' names)."""

    def __init__(self, hints: list[tuple[Intent | tuple[Intent, ...], str]], keys: bool = True,
                 device: str | None = None, app=None, size: int = 60, terse: bool = False, plate: bool = False,
                 label_size: int = theme.SMALL):
        self.hints = hints
        self.label_size = label_size
        self.keys = keys
        self.device = device
        self.app = app
        self.size = size
        self.terse = terse
        self.plate = plate

    def glyphs(self, intent: Intent | tuple[Intent, ...], size: int) -> list[pygame.Surface]:
        """The glyph surfaces this prompt shows for ``intent`` at ``size`` px; a tuple of intents shows each one's
        glyphs in turn (``(Intent.UP, Intent.LEFT)``: all four directions, for a grid of choices)."""
        from .prompts import anyone_glyphs, device_glyphs
        if isinstance(intent, tuple):
            return [g for one in intent for g in self.glyphs(one, size)]
        if self.device is None:
            return anyone_glyphs(self.app, intent, size)
        return device_glyphs(self.app, self.device, intent, size)

    def layout(self, centre: tuple[float, float], max_width: int | None = None) -> PromptLayout:
        """Where the row goes when drawn centred on ``centre`` (px), at most ``max_width`` px wide (default: the
        title-safe width): the one computation :meth:`draw`, :meth:`top`, :meth:`extent`, :meth:`width` and
        :meth:`label_size_at` share. Glyphs shrink down to 40 px to fit (then, with bigger text, the labels back
        towards 36 px drawn); a ``terse`` row still too wide drops its direction hints' labels; a row still too wide
        is split in two, the first half on a line above (in as many lines as it takes, stacked upwards, where a half
        is still too wide). A row too low for its
        glyphs is raised to the bottom of the title-safe area. Pure: a screen that needs the row's top before
        drawing it (the lobby's bar) lays it out once and draws the :class:`PromptLayout`."""
        max_width = max_width or pygame.Rect(theme.SAFE).width
        hints = self.hints
        size, total, parts, gap, space = self._fit(hints, max_width)
        if total > max_width and self.terse:  # the arrows alone say "move"
            hints = [(intent, "" if _directions(intent) else label) for intent, label in hints]
            size, total, parts, gap, space = self._fit(hints, max_width)
        label_size = self._label_size
        y = min(centre[1], pygame.Rect(theme.SAFE).bottom - size / 2 - 2)  # glyphs stay inside the title-safe area
        if total > max_width and len(hints) > 1:
            step = max(size, text(hints[0][1] or " ", theme.SMALL, theme.WHITE).get_height()) + 12
            for lines in range(2, len(hints) + 1):  # two halves; more lines only where a half is still too wide
                subs = [Prompt(part, device=self.device, app=self.app, size=size, plate=self.plate,
                               label_size=self.label_size) for part in _chunks(hints, lines)]
                if all(sub._fit(sub.hints, max_width)[1] <= max_width for sub in subs):
                    break
            rows = [sub.layout((centre[0], y - step * (len(subs) - 1 - k)), max_width).rows[0]
                    for k, sub in enumerate(subs)]
            return PromptLayout(rows, label_size, self.plate)
        tall = max([size] + [w.get_height() for _g, w in parts if w is not None])
        return PromptLayout([_PromptRow(centre[0] - total / 2, y, total, tall, parts, gap, space)], label_size,
                            self.plate)

    def draw(self, surface: pygame.Surface, centre: tuple[float, float], max_width: int | None = None) -> None:
        """Draw the row centred on ``centre``, at most ``max_width`` px wide (default: the title-safe width), laid out
        as :meth:`layout` says."""
        self.layout(centre, max_width).draw(surface)

    def fits(self, max_width: int | None = None) -> bool:
        """Whether the row fits ``max_width`` px (default: the title-safe width) on one line, glyphs shrunk as
        :meth:`draw` shrinks them (a single hint that does not fit runs past ``max_width``)."""
        max_width = max_width or pygame.Rect(theme.SAFE).width
        rows = self.layout((0, 0), max_width).rows
        return len(rows) == 1 and rows[0].width <= max_width

    def top(self, centre: tuple[float, float], max_width: int | None = None) -> float:
        """The highest y (px) the row drawn by :meth:`draw` with these arguments reaches: its glyphs' or labels'
        top (its plate's, with ``plate``), on the line above when the row is split in two — so a screen keeps its
        panels clear of it."""
        return self.layout(centre, max_width).top

    def extent(self, centre: tuple[float, float], max_width: int | None = None) -> pygame.Rect:
        """The rect (px) the row takes when drawn at ``centre`` (as :meth:`draw`: its glyphs and labels, its plate
        with ``plate``; both lines of a row split in two), for a plate that holds this row and others. Pure."""
        return self.layout(centre, max_width).extent

    def width(self, max_width: int | None = None) -> float:
        """The row's width in px as :meth:`draw` lays it out with the same ``max_width`` (default: the title-safe
        width): its glyphs and labels on one line, shrunk to fit (a row split in two: its wider line's)."""
        return max(row.width for row in self.layout((0, 0), max_width).rows)

    def label_size_at(self, max_width: int | None = None) -> int:
        """The base size (for ``ui.text``) the labels are drawn at when the row is drawn at most ``max_width`` px
        wide (default: the title-safe width): :attr:`label_size`, or less where the row had to shrink them; the
        "terse" row's when the full one does not fit. For labels beside the row that should match it."""
        return self.layout((0, 0), max_width).label_size

    def _fit(self, hints: list, max_width: int) -> tuple[int, float, list, int, int]:
        """The glyph size (from :attr:`size` down to 40 px, by 4; then, with bigger text, the labels back towards
        36 px drawn, and a lone hint's glyphs to 36 px) at which ``hints`` fit ``max_width``, with the
        row's width, its ``(glyphs, label surface or None)`` parts, the gap after a glyph and the space between
        hints (px)."""
        label_size = self.label_size
        words = [text(label, label_size, theme.WHITE) if label else None for _intent, label in hints]
        size = self.size
        while True:
            gap, space = max(4, size // 10), max(28, size - 4)
            parts = [(self.glyphs(intent, size), w) for (intent, _label), w in zip(hints, words, strict=True)]
            total = (sum(sum(g.get_width() + gap for g in gl) + (10 + w.get_width() if w else 0) for gl, w in parts)
                     + space * (len(parts) - 1))
            self._label_size = label_size
            if total <= max_width:
                return size, total, parts, gap, space
            if size > 40:
                size -= 4
            elif theme.scaled_size(label_size - 2) >= theme.SMALL:  # bigger text: labels back towards 36 px
                label_size -= 2
                words = [text(label, label_size, theme.WHITE) if label else None for _intent, label in hints]
            elif size > 36 and (len(hints) == 1 or self.terse):  # a narrow box (a lobby's join card, Morpion's)
                size -= 2
            else:
                return size, total, parts, gap, space


def _chunks(hints: list, lines: int) -> list[list]:
    """``hints`` cut into ``lines`` runs in order, as even as can be, the longer runs first (two lines: the first
    half, one more when the count is odd)."""
    base, extra = divmod(len(hints), lines)
    out, at = [], 0
    for k in range(lines):
        n = base + (1 if k < extra else 0)
        out.append(hints[at:at + n])
        at += n
    return out


def _directions(intent: Intent | tuple[Intent, ...]) -> bool:
    """Whether a hint's intent (or every intent of a tuple) is a direction."""
    if isinstance(intent, tuple):
        return all(_directions(one) for one in intent)
    return intent in (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)


@dataclass(frozen=True)
class _PromptRow:
    """One line of a laid-out :class:`Prompt`: its left ``x`` and centre line ``y`` (px), ``width`` and ``tall``
    (its tallest glyph or label, px), its ``(glyph surfaces, label surface or None)`` parts, the gap after a glyph
    and the space between hints (px)."""

    x: float
    y: float
    width: float
    tall: int
    parts: list
    gap: int
    space: int


@dataclass(frozen=True)
class PromptLayout:
    """A :class:`Prompt` laid out (:meth:`Prompt.layout`): its ``rows`` (one line, or two for a row split in two),
    the base ``label_size`` its labels were drawn at (``ui.text`` size), whether each line sits on its own dark
    ``plate``. Drawing it draws exactly what :meth:`Prompt.draw` draws."""

    rows: list
    label_size: int
    plate: bool = False

    def _plate(self, row: _PromptRow) -> pygame.Rect:
        return pygame.Rect(round(row.x - 18), round(row.y - row.tall / 2 - 8), round(row.width + 36), row.tall + 16)

    @property
    def top(self) -> float:
        """The highest y (px) the row reaches: its glyphs' or labels' top, its plate's with ``plate``."""
        return min(row.y - row.tall / 2 - (8 if self.plate else 0) for row in self.rows)

    @property
    def extent(self) -> pygame.Rect:
        """The rect (px) its lines take: glyphs and labels, each line's plate with ``plate``."""
        rects = [self._plate(row) if self.plate else
                 pygame.Rect(round(row.x), round(row.y - row.tall / 2), round(row.width), round(row.tall))
                 for row in self.rows]
        return rects[0].unionall(rects[1:])

    def draw(self, surface: pygame.Surface) -> None:
        """Blit every line's glyphs and labels (and plates) onto ``surface``."""
        for row in self.rows:
            if self.plate:
                draw_panel(surface, self._plate(row), theme.INK, 225, 16, None)
            x = row.x
            for glyphs, label in row.parts:
                for g in glyphs:
                    surface.blit(g, g.get_rect(midleft=(x, row.y)))
                    x += g.get_width() + row.gap
                if label is not None:
                    surface.blit(label, label.get_rect(midleft=(x + 10, row.y)))
                    x += 10 + label.get_width()
                x += row.space


class Curtain:
    """The privacy curtain: "Pass to <name> — only <name> looks — press confirm", drawn opaque over the table.

    ``draw(surface, name, seat, p)``: ``p`` in 0..1 is how far it is drawn (1 = closed, for a tween)."""

    def draw(self, surface: pygame.Surface, name: str, seat: int, p: float = 1.0, device: str | None = None,
             app=None) -> None:
        w, h = surface.get_size()
        drop = round(h * p)
        curtain = pygame.Rect(0, drop - h, w, h)
        surface.fill((92, 22, 40), curtain)
        for i in range(0, w, 120):  # velvet folds
            pygame.draw.rect(surface, (120, 32, 54), (i, curtain.top, 60, h))
        pygame.draw.rect(surface, theme.GOLD, (0, curtain.bottom - 24, w, 24))
        if p < 0.99:
            return
        box = pygame.Rect(0, 0, 1240, 520)
        box.center = (w / 2, h / 2)
        draw_panel(surface, box, theme.INK, 240, 36, seat_colour(seat))
        draw_symbol(surface, seat_symbol(seat), (box.centerx, box.top + 90), 46, seat_colour(seat))
        blit_text(surface, _("Pass to {name}").format(name=name), (box.centerx, box.top + 200), theme.TITLE - 16,
                  theme.GOLD, "title", outline=3)
        blit_text(surface, _("Only {name} looks").format(name=name), (box.centerx, box.top + 300), theme.BODY + 4,
                  theme.WHITE)
        Prompt([(Intent.CONFIRM, _("I'm {name} — show me").format(name=name))], device=device,
               app=app).draw(surface, (box.centerx, box.bottom - 90))


@surface_cache(8)
def glow_ring(size: int, colour: tuple) -> pygame.Surface:
    """A soft round halo ``size`` px across in ``colour`` (ten rings, fainter outwards): under a die, a seat block or
    a token that matters now. Cached (8 MiB: the Cité and Morpion copies it replaces)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(10, 0, -1):
        pygame.draw.circle(surf, (*colour, 14 + (10 - k) * 5), (size / 2, size / 2), size / 2 * k / 10)
    return surf
