"""Cité's turn panel laid out at every text size (issue 21, the fresh player's pass at 150 %): where the panel sits,
the rows of a human's roll (title, roll status, buttons, key hints), the buttons' widths and the combination line
broken into lines that fit. Pure geometry from the level, the text size and the language in force; the painter and
the controls both read it, so the buttons are drawn where the d-pad finds them."""

from __future__ import annotations

import dataclasses

import pygame

from ...i18n import _
from ...ui import access, ink, theme
from ...ui.text import fit_size, text, wrap
from .model import COMBO_NAMES

#: Px between a row's ink and the panel's edge or the next row, at least (the panel's 4 px border and 4 px of air).
ROW_AIR = 8
#: Px a button's label keeps from the button's sides (its 4 px border and room: issue 21, "Announce four" ~10 px
#: from its sides at 150 %), and the button's height above its label's ink band, each side.
BUTTON_PAD = 14
#: Glyph height (px) of the key hints when the roll's title and status take two lines.
TWO_LINE_GLYPH = 44
#: The smaller glyph heights (px) the key hints step down to, in turn, when a two-line roll's rows do not fit with
#: their air, before the title shrinks under the status's size (:func:`roll_rows`).
SMALLER_GLYPHS = (40, 36)
#: Px between the panel's top edge and the title's ink in a two-line roll: its 4 px border and 8 px (issue 21: the
#: title 3-4 px inside the border at 150 %, and at 100 % in French).
TOP_AIR = 12
#: Px between the title and the roll status when they share the top row.
TITLE_GAP = 24
#: The roll button's labels, one per number of marked dice (its width fits the widest: it does not jump as dice
#: are marked).
ROLL_LABELS = ("Reroll…", "Reroll {n}", "Reroll all")


#: Px the panel reaches over the ledge's bottom rim at bigger text (the kept dice, 92 px tall, end there).
LEDGE_OVERLAP = 13


def panel_rect(level) -> pygame.Rect:
    """The active thief's panel (px): the level's ``panel`` anchor, at bigger text grown up over the ledge's
    bottom rim (:data:`LEDGE_OVERLAP`) and down to the title-safe area's bottom (room for two header lines and
    :data:`ROW_AIR` between a human's rows at 150 %: issue 21, 5-7 px, the status's ink 1 px off the buttons'
    border)."""
    panel = pygame.Rect(level.anchor("panel"))
    if access.text_scale() <= 1:
        return panel
    top = min(panel.top, level.anchor("ledge").bottom - LEDGE_OVERLAP)
    bottom = max(panel.bottom, min(pygame.Rect(theme.SAFE).bottom, panel.bottom + 10))
    return pygame.Rect(panel.left, top, panel.width, bottom - top)


def inner(panel: pygame.Rect) -> tuple[int, int]:
    """``(left, right)`` px of the panel's text column (30 px in from each side)."""
    return panel.left + 30, panel.right - 30


def roll_status(roll: int, reading: str) -> str:
    """The roll status line: "Roll 2 of 3 · Straight"."""
    return _("Roll {r} of 3").format(r=max(1, roll)) + " · " + reading


def widest_status() -> str:
    """The widest roll status the panel can show (every combination's name and "Nothing yet"), at
    :data:`theme.SMALL`: whether the title and the status share a row is decided on it, so the layout does not
    change from roll to roll."""
    readings = [_(name) for name in COMBO_NAMES.values()] + [_("Nothing yet")]
    return max((roll_status(3, r) for r in readings), key=lambda s: text(s, theme.SMALL).get_width())


def button_height() -> int:
    """A button's height (px): 60, taller when its label's ink band at :data:`theme.SMALL` needs it (bigger text)
    to keep 10 px above and below it inside the button's edge (issue 21: "Stop" ~5 px from its button's top and
    bottom at 150 %)."""
    top, bottom, _h = ink.band(theme.SMALL)
    return max(60, bottom - top + 2 * (BUTTON_PAD - 4))


@dataclasses.dataclass(frozen=True)
class RollRows:
    """Where a human's roll draws its rows (px): the title's size and centre y (``midleft`` at the text column's
    left), the status's size, centre y and anchor (``midright`` at the right on the title's row, ``midleft`` under
    it when ``two_lines``), the buttons' top and height, the key hints' centre y and glyph size."""

    title_size: int
    title_y: float
    status_size: int
    status_y: float
    two_lines: bool
    button_top: float
    button_height: int
    prompt_y: float
    glyph: int


def _prompt_extent(glyph: int) -> tuple[float, float]:
    """Px above and below the key hints' centre their glyphs (``glyph`` px) and labels (ink) reach."""
    top, bottom, height = ink.band(theme.SMALL)
    return max(glyph / 2, height / 2 - top), max(glyph / 2, bottom - height / 2)


def roll_rows(panel: pygame.Rect, title: str) -> RollRows:
    """The rows of a human's roll in ``panel`` with ``title`` ("Your roll, Magpie"): title and status on one row
    when both fit it at their sizes (:data:`theme.BODY`, :data:`theme.SMALL`) with :data:`TITLE_GAP` between them
    (the usual rows, unchanged at 100 % in English); else the title above the status, each whole, the status at
    :data:`theme.SMALL` on every turn, then the buttons and the key hints (:data:`TWO_LINE_GLYPH` px glyphs): the
    title's ink :data:`TOP_AIR` px under the panel's top, :data:`ROW_AIR` px or more between the rows, the hints'
    ink 7 px or more over the panel's bottom, the rest shared between the rows. Where that is too tall the title
    shrinks towards :data:`theme.SMALL`, then the glyphs step down (:data:`SMALLER_GLYPHS`), then the title shrinks
    on, never drawn under 36 px (issue 21: the title and status shrank to fit one row, "Roll 1 of 3 · Nothing yet"
    changing size from turn to turn; the title's ink lay 3-4 px inside the panel's top border at 150 %)."""
    left, right = inner(panel)
    bh = button_height()
    status_w = text(widest_status(), theme.SMALL).get_width()
    if text(title, theme.BODY).get_width() + TITLE_GAP + status_w <= right - left:
        row1, row2 = panel.top + 36, panel.top + 104
        # the key caps (60 px) 8 px over the panel's bottom edge (the arrow keys' caps were 5 px: issue 21)
        return RollRows(theme.BODY, row1, theme.SMALL, row1, False, row2 - bh / 2, bh, panel.bottom - 38, 60)
    s_top, s_bottom, s_h = ink.band(theme.SMALL, "body", widest_status())
    b_top, b_bottom, _h = ink.band(theme.SMALL)
    bh = max(60, b_bottom - b_top + 2 * 8)  # two lines above: 8 px of room above and below the label's ink band
    need = TOP_AIR + 3 * ROW_AIR + 7  # over the title, between the four rows, under the key hints
    stages = [(glyph, theme.SMALL) for glyph in (TWO_LINE_GLYPH, *SMALLER_GLYPHS)]
    stages.append((SMALLER_GLYPHS[-1], fit_size(title, theme.SMALL, 0)))  # last, the title under the status's size
    for glyph, smallest in stages:
        above, below = _prompt_extent(glyph)
        size = theme.BODY
        while True:
            t_top, t_bottom, t_h = ink.band(size, "body", title)
            rows = [t_bottom - t_top, s_bottom - s_top, bh, above + below]
            free = panel.height - sum(rows)
            if free >= need or size <= smallest:
                break
            size -= 2
        if free >= need:
            top_edge, bottom_edge = TOP_AIR, min(ROW_AIR, free - TOP_AIR - 3 * ROW_AIR)
            break
    else:  # even then too tall: the ink off the panel's 4 px border, then even gaps (as before)
        top_edge = bottom_edge = min(ROW_AIR, max(7, free / (len(rows) + 1)))
    air = (free - top_edge - bottom_edge) / (len(rows) - 1)
    y = panel.top + top_edge
    title_y = y - t_top + t_h / 2
    y += rows[0] + air
    status_y = y - s_top + s_h / 2
    y += rows[1] + air
    button_top = y
    y += bh + air
    return RollRows(size, title_y, theme.SMALL, status_y, True, button_top, bh, y + above, glyph)


def button_widths(labels: list[str], room: float, gap: int) -> list[int]:
    """Widths (px) for buttons labelled ``labels`` in a row ``room`` px wide with ``gap`` px between them: 300
    each, wider for a label that needs more at :data:`theme.SMALL` with :data:`BUTTON_PAD` px each side, all
    narrowed in proportion when the row would not fit (the labels then shrink inside, ``ui.text.fit_in``)."""
    widths = [max(300, text(label, theme.SMALL).get_width() + 2 * BUTTON_PAD) for label in labels]
    fit = room - gap * (len(labels) - 1)
    if sum(widths) > fit:
        widths = [int(w * fit / sum(widths)) for w in widths]
    return widths


def roll_label_widest() -> str:
    """The widest of the roll button's labels at :data:`theme.SMALL` (:data:`ROLL_LABELS`)."""
    labels = [_(label).format(n=3) for label in ROLL_LABELS]
    return max(labels, key=lambda s: text(s, theme.SMALL).get_width())


def combo_lines(name: str, effect: str, size: int, width: float) -> list[str]:
    """A combination's line ("Forced contract · Three 3s: steal 2, the pot pays the victim 1") in lines no wider
    than ``width`` px at ``size``: one line when it fits; else the name, then its effect (each on a line of its
    own when each fits); else the whole wrapped (``ui.text.wrap``: issue 21, the French contract's line ran
    ~160 px past both sides of the panel at 150 %)."""
    whole = f"{name} · {effect}" if effect else name
    font = theme.font(size)
    if font.size(whole)[0] <= width:
        return [whole]
    if effect and font.size(name)[0] <= width and font.size(effect)[0] <= width:
        return [name, effect]
    return wrap(whole, size, round(width))
