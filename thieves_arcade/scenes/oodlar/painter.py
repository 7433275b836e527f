"""oodlar: the painter (pure drawing) (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import oodlar as od
from ...engine.base import Action, View
from ...i18n import _, ngettext
from ...input.intents import Intent
from ...ui import theme
from ...ui.cache import surface_cache
from ...ui.ink import band
from ...ui.notes import fan_positions, note_back, note_face, pile_picture, scaled_sprite
from ...ui.text import blit_text, ellipsize, fit_in, fit_size, ink_rect, shared_size
from ...ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol, shade
from .model import (
    FLY_SCALE,
    HAND_SCALE,
    MEMORY_SHOWN,
    PEEK_SCALE,
    PILE_SCALE,
    REASONS,
    SHOW_SCALE,
    THIEF_SCALE,
    pile_index,
)

#: Widest a pile's note count may be (px), right of its letter.
PILE_LABEL_WIDTH = 250
#: The top of the counter the seats stand behind, drawn in the level (tools/levels/oodlar.py: y 900–1020, an 8 px
#: rim): texts over the thieves keep clear of it.
COUNTER_TOP = 900


def draw_table(scene, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
    mine = private_seat is not None and view.seat == private_seat
    chosen = scene.chosen(view) if mine else None
    if mine and view.phase in (od.ORDER, od.DECIDE) and view.current_player == private_seat:
        # the peek screen covers the wallet: a dimmed backdrop, the thieves, then the screen
        surface.blit(_dim_background(scene), (0, 0))
        for seat in range(scene.m.players):
            _draw_seat(scene, surface, seat)
        _draw_peek_screen(scene, surface, view, chosen)
        return
    surface.blit(scene.level.background, (0, 0))
    _draw_wallet(scene, surface, view if mine else None, chosen)
    result = scene.m.result is not None and not scene.timeline.busy  # the result box over log and hand
    if not result:
        _draw_log(scene, surface)
    for seat in range(scene.m.players):
        _draw_seat(scene, surface, seat)
    if mine and not result:
        _draw_hand(scene, surface, view, chosen)


def _dim_background(scene) -> pygame.Surface:
    """The level background darkened (made once, opaque: one cheap blit under the peek screen)."""
    if getattr(scene, "_dim_bg", None) is None:
        dim = scene.level.background.copy()
        shade(dim, 150)
        scene._dim_bg = dim
    return scene._dim_bg


def _draw_wallet(scene, surface, view: View | None, chosen: Action | None) -> None:
    """The two piles with their sizes; for the private seat its memory of each top and its move buttons."""
    wallet = scene.level.anchor("wallet")
    pygame.draw.line(surface, (70, 38, 22), (wallet.centerx, wallet.top + 26), (wallet.centerx, wallet.bottom - 26),
                     4)
    m = scene.m
    for k, pile in enumerate(od.PILES):
        x, y = scene.pile_point(pile)
        size = m.piles[k]
        peeked_away = m.peeking is not None and m.peeking[1] == pile
        img = pile_picture(size, PILE_SCALE)
        target = isinstance(chosen, od.Return) and chosen.pile == pile or (
            isinstance(chosen, (od.Steal, od.Swap, od.Peek)) and chosen.pile == pile)
        if target:
            pygame.draw.rect(surface, theme.GOLD, img.get_rect(center=(x, y)).inflate(16, 10), 6,
                             border_radius=18)
        surface.blit(img, img.get_rect(center=(x, y)))
        label = _("in a hand") if peeked_away else (
            _("{n} notes").format(n=size) if size > 1 else (_("1 note") if size else _("empty")))
        letter_size, label_size, dx, ly = pile_header(scene, pile, label)
        blit_text(surface, pile, (x - 100 + dx, ly), letter_size, theme.GOLD, "title", outline=4)
        blit_text(surface, label, (x - 58 + dx, ly + 2), label_size, theme.WHITE, anchor="midleft", outline=3)
        if view is not None and view.known[k] and not peeked_away:
            _draw_memory(scene, surface, pile, view.known[k])
    if isinstance(chosen, od.Return):
        area = scene.level.anchor("actions")
        blit_text(surface, _("Put a note back on {p}").format(p=chosen.pile), area.center, theme.HEADING - 16,
                  theme.GOLD, "title", outline=3)
    if view is None or chosen is None or view.phase != od.TURN:
        return
    moves = [a for a in view.legal if not isinstance(a, od.Run)]
    _tops, _height, row_size = move_rows(scene)
    shared = min((fit_in(scene.move_label(a), row_size, scene.button_rect(a), MOVE_PAD)[0] for a in moves),
                 default=row_size)  # the six labels at one size, MOVE_PAD px inside their buttons
    for action in view.legal:
        rect = scene.button_rect(action)
        on = action == chosen
        draw_panel(surface, rect, theme.NIGHT_LIGHT if on else theme.NIGHT, 245, 20,
                   theme.GOLD if on else theme.GREY)
        label = scene.move_label(action)
        if isinstance(action, od.Run):
            label = run_label(view)
            size, at = fit_in(label, run_button(scene, label)[1], rect, MOVE_PAD)
        else:
            size, at = fit_in(label, shared, rect, MOVE_PAD)
        blit_text(surface, label, at, size, theme.GOLD if on else theme.WHITE)  # MOVE_PAD px inside its border


def pile_header(scene, pile: str, label: str) -> tuple[int, int, int, float]:
    """``(letter_size, label_size, dx, letter_y)`` of a pile's letter ("A", drawn centred at ``x - 100 + dx,
    letter_y``) and its count ("9 notes", "in a hand": midleft at ``x - 58 + dx, letter_y + 2``), ``x`` the pile's
    centre (px): every ink :data:`CHIP_PAD` px inside the wallet's stitching and off its middle seam
    (:func:`wallet_room`) — the two move left together when the count would reach the stitching, the count shrinks
    (never drawn under 36 px) before the letter would reach the middle seam, and the letter shrinks when bigger text
    would bring it onto the top stitching or within 8 px of the pile's picture (issue 21: "B in a hand" crossed the
    stitching at 150 %, the letter lay on the top seam)."""
    x, y = scene.pile_point(pile)
    room = wallet_room(scene, pile)
    picture_top = y - pile_picture(9, PILE_SCALE).get_height() / 2 - 5  # the target ring's top
    letter = theme.HEADING
    floor = fit_size(pile, letter, 0, "title")
    ly = y - 130
    while True:
        ink = ink_rect(pile, letter, "title", 4, center=(x - 100, ly))
        ly += max(0, room.top - ink.top)
        if letter <= floor or ink.height <= picture_top - CHIP_PAD - room.top:
            break
        letter -= 2
    size = fit_size(label, theme.SMALL, PILE_LABEL_WIDTH)
    small = fit_size(label, theme.SMALL, 0)
    while True:
        dx = -max(0, ink_rect(label, size, outline=3, midleft=(x - 58, ly + 2)).right - room.right)
        if size <= small or ink_rect(pile, letter, "title", 4, center=(x - 100 + dx, ly)).left >= room.left:
            break
        size -= 2
    return letter, size, dx, ly


def wallet_room(scene, pile: str) -> pygame.Rect:
    """The part of the wallet where pile ``pile``'s texts lie (px): :data:`CHIP_PAD` px inside the stitched seam
    (:data:`SEAM` px inside the wallet's edges) and off the middle seam (the 4 px line down the wallet's centre)."""
    wallet = pygame.Rect(scene.level.anchor("wallet"))
    inner = wallet.inflate(-2 * (SEAM + CHIP_PAD), -2 * (SEAM + CHIP_PAD))
    middle = wallet.centerx
    if pile == od.PILES[0]:
        return pygame.Rect(inner.left, inner.top, middle - 2 - CHIP_PAD - inner.left, inner.height)
    return pygame.Rect(middle + 2 + CHIP_PAD, inner.top, inner.right - (middle + 2 + CHIP_PAD), inner.height)


#: Px between the memory row's word ("top") and its first chip, between two chips, and before the "+N".
WORD_GAP, CHIP_GAP, MORE_GAP = 12, 10, 8


def memory_fit(scene) -> tuple[int, int, int, int]:
    """``(size, shown, chip_w, chip_h)`` of the memory rows (:func:`memory_row`), the same under both piles and
    on every turn: the one size of the word "top", the chips' values and the "+N" (from :data:`theme.SMALL` down,
    never drawn under 36 px), how many chips a row shows at most (1 to :data:`MEMORY_SHOWN`), and a chip's size —
    the widest and tallest value's ink with :data:`CHIP_PAD` px (and 1 px of rounding) on each side (px). The most
    chips that fit a pile's half of the wallet (:func:`wallet_room`) with the word and a "+N" come first, then the
    biggest size: issue 21, the chips' 36 px "20 $" spilled out of its 92 px chip at 150 % and the row ran over
    the wallet's edge ("dessus", at 100 % "top")."""
    values = [_("${v}").format(v=v) for v in sorted({n.value for n in od.DECK})]
    word, mores = _("top"), [f"+{n}" for n in range(1, od.PILE_SIZE + 1)]
    width = wallet_room(scene, od.PILES[0]).width  # both halves are as wide
    floor = fit_size(word, theme.SMALL, 0)
    for shown in range(MEMORY_SHOWN, 0, -1):
        for size in range(theme.SMALL, floor - 1, -2):
            inks = [ink_rect(v, size, "title", center=(0, 0)) for v in values]
            chip_w = max(r.width for r in inks) + 2 * CHIP_PAD + 2
            chip_h = max(2 * CHIPS_HALF, max(r.height for r in inks) + 2 * CHIP_PAD + 2)
            more = max(ink_rect(m, size, outline=2, center=(0, 0)).width for m in mores)
            need = (ink_rect(word, size, outline=2, center=(0, 0)).width + WORD_GAP + shown * chip_w
                    + (shown - 1) * CHIP_GAP + MORE_GAP + more)
            if need <= width:
                return size, shown, chip_w, chip_h
    return floor, 1, chip_w, chip_h


def memory_row(scene, pile: str, known: tuple) -> tuple[int, tuple, list, tuple | None]:
    """Where the private seat's memory of pile ``pile``'s top goes (px): ``(size, word, chips, more)`` — the word
    "top" (``(text, ink rect)``), one ``(note, chip rect)`` per chip shown, top first from the left, and the
    "+N" for the rest (``(text, ink rect)``, or None), the row centred under the pile at ``CHIPS_Y`` px below its
    centre and moved into :func:`wallet_room` (sizes: :func:`memory_fit`)."""
    size, most, chip_w, chip_h = memory_fit(scene)
    x, y = scene.pile_point(pile)
    cy = y + CHIPS_Y
    room = wallet_room(scene, pile)
    shown = known[:most]
    word = _("top")
    word_ink = ink_rect(word, size, outline=2, midright=(0, cy))
    more = f"+{len(known) - len(shown)}" if len(known) > len(shown) else None
    more_ink = ink_rect(more, size, outline=2, midleft=(0, cy)) if more else None
    width = (word_ink.width + WORD_GAP + len(shown) * chip_w + (len(shown) - 1) * CHIP_GAP
             + (MORE_GAP + more_ink.width if more else 0))
    left = min(max(x - width / 2, room.left), room.right - width)
    word_ink.left = round(left)
    chips = []
    cx = left + word_ink.width + WORD_GAP
    for note in shown:
        chips.append((note, pygame.Rect(round(cx), round(cy - chip_h / 2), chip_w, chip_h)))
        cx += chip_w + CHIP_GAP
    if more:
        more_ink.left = round(cx - CHIP_GAP + MORE_GAP)
    return size, (word, word_ink), chips, (more, more_ink) if more else None


def _draw_memory(scene, surface, pile: str, known: tuple) -> None:
    """The private seat's known top of ``pile``, under it (:func:`memory_row`): "top", the first notes as chips
    with their value (a marked one red), top first (left), then "+N" for the rest known (issue 16: the mini faces'
    ~9 px values could not be read from the sofa)."""
    size, (word, word_ink), chips, more = memory_row(scene, pile, known)
    _ink_blit(surface, word, word_ink, size, theme.LAMP, outline=2)
    for note, chip in chips:
        pygame.draw.rect(surface, theme.RED if note.marked else theme.PAPER, chip, border_radius=12)
        pygame.draw.rect(surface, theme.INK, chip, 3, border_radius=12)
        value = _("${v}").format(v=note.value)  # French puts the sign after: "20 $"
        at = fit_in(value, size, chip, CHIP_PAD, "title")[1]
        blit_text(surface, value, at, size, theme.WHITE if note.marked else theme.INK, "title")
    if more:
        _ink_blit(surface, more[0], more[1], size, theme.LAMP, outline=2)


def _ink_blit(surface, words: str, ink: pygame.Rect, size: int, colour, outline: int) -> None:
    """Draw ``words`` so that its inked pixels land on ``ink`` (a rect from :func:`ink_rect`, moved)."""
    at = ink_rect(words, size, outline=outline, center=(0, 0))
    blit_text(surface, words, (ink.centerx - at.centerx, ink.centery - at.centery), size, colour, outline=outline)


#: Px a move button's label's ink keeps from the button's edges (its 4 px border and 8 px of room: issue 21, 5 px
#: at 150 %).
MOVE_PAD = 12
#: Px between the move buttons' stack and the wallet's seam under it or the memory chips over it.
MOVE_CLEAR = 8
#: The wallet's stitched seam: px inside each of the wallet's edges of its inner side (``tools/levels/oodlar.py``:
#: dashes 18-21 px in).
SEAM = 21
#: The memory chips' centre (px under the pile's centre: their top over the pile picture's shadow, room for the
#: move buttons under them) and their least half height (:func:`memory_fit`).
CHIPS_Y, CHIPS_HALF = 88, 24
#: Px a memory chip's value keeps inside its chip, and every text in the wallet inside its stitching and off its
#: middle seam (:func:`wallet_room`; issue 21).
CHIP_PAD = 8


#: The Run button's least size (px) and the widest it grows to with bigger text or a longer language.
RUN_LEAST, RUN_WIDEST = (320, 62), 560
#: Px between the wallet's bottom edge (the table the piles lie on) and the Run button's top.
RUN_CLEAR = 8


def run_label(view: View) -> str:
    """The Run button's words, with the money a run needs ("Run! (need $75)")."""
    return _("Run! (need ${t})").format(t=view.run_target)


def run_button(scene, label: str) -> tuple[pygame.Rect, int]:
    """``(rect, size)`` of the Run button under the wallet (px) and its label's size: the label at
    :data:`theme.SMALL`, shrunk (never drawn under 36 px) only if it would make the button wider than
    :data:`RUN_WIDEST`; the button at least :data:`RUN_LEAST`, as wide and tall as the label's ink with
    :data:`MOVE_PAD` px (and 1 px of rounding) on every side, its top :data:`RUN_CLEAR` px under the wallet's
    bottom edge at every text size — a taller button grows down, above the thieves' heads (issue 21: "Run! (need
    $75)" had 5 px at 150 %; its top lay on the wallet's rim, 659 px against the wallet's 660)."""
    area, wallet = scene.level.anchor("actions"), scene.level.anchor("wallet")
    size = fit_size(label, theme.SMALL, RUN_WIDEST - 2 * MOVE_PAD - 2)
    ink = ink_rect(label, size, center=(0, 0))
    rect = pygame.Rect(0, 0, max(RUN_LEAST[0], ink.width + 2 * MOVE_PAD + 2),
                       max(RUN_LEAST[1], ink.height + 2 * MOVE_PAD + 2))
    rect.midtop = (area.centerx, pygame.Rect(wallet).bottom + RUN_CLEAR)
    return rect, size


def move_rows(scene) -> tuple[list[float], int, int]:
    """``(tops, height, size)`` of the steal / swap / peek buttons under each pile (px, and the labels' one size):
    three rows between the memory chips and the wallet's seam, :data:`MOVE_CLEAR` px off both, each as tall as its
    label's ink band at ``size`` with :data:`MOVE_PAD` px above and below (60 at least) — ``size`` from
    :data:`theme.SMALL` down to where three rows fit with 6 px between them, never drawn under 36 px (issue 21: at
    150 % the labels sat 5 px inside their buttons and "Peek" lay on the seam)."""
    wallet = scene.level.anchor("wallet")
    top = scene.pile_point("A")[1] + CHIPS_Y + memory_fit(scene)[3] / 2 + MOVE_CLEAR
    bottom = wallet.bottom - SEAM - MOVE_CLEAR
    words = " ".join(scene.move_label(a) for a in (od.Steal("A"), od.Swap("A"), od.Peek("A")))
    size = theme.SMALL
    while True:
        b_top, b_bottom, _h = band(size, "body", words)
        height = max(60, b_bottom - b_top + 2 * MOVE_PAD)
        if 3 * height + 2 * 6 <= bottom - top or theme.scaled_size(size - 2) < theme.SMALL:
            break
        size -= 2
    gap = min(10, (bottom - top - 3 * height) / 2)
    return [top + k * (height + gap) for k in range(3)], height, size


#: Px over the notes panel's bottom of its total's centre ("$30 · 0 marked"), on every turn: above the two prompt
#: rows of a choice and above the speech bubbles of the seats under the panel (issue 21: 110 px off a choice, it
#: jumped between turns and a right seat's "$10!" covered it at 150 %).
WORTH_RISE = 170

#: Least px between a side panel's edge (the hand, the log) and its title's box (a fresh 150 % pass: "Your notes,
#: Player 1" came within 10 px of the border; 24 px as the other panels' titles keep).
HAND_CLEAR = 24


def panel_heading_size(scene) -> int:
    """The one font size (px, from :data:`theme.SMALL` down, never drawn under 36 px) of the two side panels'
    headings, "What they said" over the log and "Your notes, <name>" over the hand of every seat that may show
    it (the humans): the largest at which every one keeps :data:`HAND_CLEAR` px from its panel's sides (issue 21:
    at 150 % English the two were drawn at two sizes, each fitted alone)."""
    log, hand = scene.level.anchor("log"), scene.level.anchor("hand")
    titles = [_("Your notes, {name}").format(name=s.name) for s in scene.seats if not s.is_bot]
    widths = [log.width - 2 * HAND_CLEAR] + [hand.width - 2 * HAND_CLEAR] * len(titles)
    return shared_size([_("What they said"), *titles], theme.SMALL, widths)


def _draw_log(scene, surface) -> None:
    rect = scene.level.anchor("log")
    draw_panel(surface, rect, theme.INK, 200, 24, theme.GREY)
    said = _("What they said")
    blit_text(surface, said, (rect.centerx, rect.top + 34), panel_heading_size(scene), theme.LAMP, outline=2)
    step, most = log_rows(rect)
    entries = scene.m.log[-most:]
    room = rect.right - 14 - rect.left - 62
    lines = [log_text(scene, e) for e in entries]
    size = min((fit_size(words, theme.SMALL, room) for words in lines), default=theme.SMALL)  # one size for all
    for i, (e, words) in enumerate(zip(entries, lines, strict=True)):
        y = rect.top + 92 + i * step
        draw_symbol(surface, seat_symbol(e.seat), (rect.left + 34, y), 14, seat_colour(e.seat))
        blit_text(surface, ellipsize(words, size, room), (rect.left + 62, y), size, theme.WHITE, anchor="midleft")


def log_rows(rect: pygame.Rect) -> tuple[int, int]:
    """``(step, count)``: px between the log's lines (centres, the first 92 px under the panel's top) and how many
    it shows — 8, fewer with bigger text so the last line's descenders keep 6 px clear of the panel's border
    (issue 21: "Magpie: peek at B" on it, 125 %)."""
    step = max(50, theme.line_height(theme.SMALL, spacing=1.0) + 6)  # bigger text: fewer, taller lines
    return step, 8 if step <= 50 else min(8, (rect.bottom - 40 - rect.top - 92) // step + 1)


def said_keep_out(scene) -> list[pygame.Rect]:
    """What a speech bubble keeps 8 px off (px): the band of the log's last line across the log and the band of
    the notes panel's total across that panel (issue 21: "$10!" covered the total at 150 %)."""
    log, hand = scene.level.anchor("log"), scene.level.anchor("hand")
    step, most = log_rows(log)
    line = ink_rect("Ag", theme.SMALL, center=(0, log.top + 92 + (most - 1) * step))  # a tall, a deep letter
    worth = ink_rect("$0 · 0 gÉ", fit_size("$0 · 0", theme.BODY, hand.width - 30), outline=2,
                     center=(0, hand.bottom - WORTH_RISE))
    return [pygame.Rect(log.left, line.top, log.width, line.height),
            pygame.Rect(hand.left, worth.top, hand.width, worth.height)]


def log_text(scene, e: od.LogEntry) -> str:
    """One public move as a short line ("Fox steals $20 (A)")."""
    name = scene.seats[e.seat].name
    if e.move == "steal":
        return _("{name}: ${v} from {p}").format(name=name, v=e.value, p=e.pile)
    if e.move == "swap":
        return _("{name}: swap at {p}").format(name=name, p=e.pile)
    if e.move == "return":
        return _("{name}: one on {p}").format(name=name, p=e.pile)
    if e.move == "peek":
        return _("{name}: peek at {p}").format(name=name, p=e.pile)
    if e.move == "hands up":
        return _("{name}: HANDS UP!").format(name=name)
    return _("{name}: RUNS!").format(name=name)


def _draw_seat(scene, surface, seat: int) -> None:
    m = scene.m
    x, y = scene.seat_point(seat)
    over = m.result is not None
    active = m.turn == seat and not over
    if active:
        glow = _glow(140)
        surface.blit(glow, glow.get_rect(center=(x, y + 60)))
    bob = 5 * math.sin(scene.t * 5) if active and not scene.timeline.busy else 0
    dx = 60 if m.runner == seat else 0
    img = scaled_sprite(f"thief_{seat}", THIEF_SCALE)
    surface.blit(img, img.get_rect(center=(x + dx, y - bob)))
    if m.police == seat:
        badge = scaled_sprite("badge_police", 0.45)
        surface.blit(badge, badge.get_rect(center=(x + dx + 78, y - 30)))
    # face-down notes in the pocket (hidden once the showdown turned them over)
    count = m.hands[seat] - (len(m.shown[seat]) if m.shown else 0)
    hx, hy = scene.hand_point(seat)
    for k in range(max(0, min(count, 6))):
        back = note_back(0.24)
        surface.blit(back, back.get_rect(center=(hx, hy - k * 7)))
    peek = m.peeking
    if peek is not None and peek[0] == seat and peek[2]:
        for pos in scene.peek_fan(seat, peek[2]):
            back = note_back(FLY_SCALE * 0.7)
            surface.blit(back, back.get_rect(center=pos))
    if m.shown:
        _draw_shown(scene, surface, seat)
    plate = pygame.Rect(0, 0, 380, 96)
    plate.center = (x, y + 128)
    win = over and seat in m.result.winners
    draw_panel(surface, plate, theme.INK, 230, 20, theme.GOLD if win else seat_colour(seat))
    if active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
        draw_turn_marker(surface, plate, scene.t, "below")
    draw_symbol(surface, seat_symbol(seat), (plate.left + 36, plate.centery), 20, seat_colour(seat))
    room = plate.right - 10 - plate.left - 66  # names and lines inside the plate at every text size
    name = scene.seats[seat].name
    line = theme.SMALL
    while 2 * theme.line_height(line) > plate.height - 8 and theme.scaled_size(line - 2) >= theme.SMALL:
        line -= 2  # bigger text: both lines back towards 36 px so they stay inside the plate
    inset = max(26, theme.line_height(line, spacing=0.5) + 2)

    def lower_line(words: str, size: int) -> tuple[float, float]:
        """Where the plate's second line goes: its ink 6 px above the plate's bottom (descenders at 150 %)."""
        y0 = plate.bottom - inset
        y0 -= max(0, ink_rect(words, size, midleft=(plate.left + 66, y0)).bottom - (plate.bottom - 6))
        return plate.left + 66, y0
    names = shared_size([s.name for s in scene.seats], line, room)  # one size for every plate (issue 21)
    blit_text(surface, name, (plate.left + 66, plate.top + inset + 2), names, theme.WHITE, anchor="midleft")
    if over:
        money, marks = m.result.money[seat], m.result.marked[seat]
        sub = ngettext("${v} · {k} marked", "${v} · {k} marked", marks).format(v=money, k=marks)
        if seat == m.police:
            sub = _("the police")
        blit_text(surface, sub, lower_line(sub, fit_size(sub, line, room)), fit_size(sub, line, room), theme.GOLD,
                  anchor="midleft")
        _draw_verdict(scene, surface, seat, (x, y))
    else:
        notes = m.hands[seat]
        sub = _("{n} notes").format(n=notes) if notes != 1 else _("1 note")
        blit_text(surface, sub, lower_line(sub, fit_size(sub, line, room)), fit_size(sub, line, room), theme.GOLD,
                  anchor="midleft")
    if active and scene.seats[seat].is_bot and not scene.timeline.busy:
        dots = "." * (1 + int(scene.t * 3) % 3)
        blit_text(surface, dots, (x + 70, y - 90), theme.HEADING, theme.WHITE, "title", outline=3)


def _draw_shown(scene, surface, seat: int) -> None:
    m = scene.m
    hand = m.shown[seat]
    positions = scene.show_positions(seat, len(hand))
    turned = m.flipped.get(seat, 0)
    for k, ((value, marked), pos) in enumerate(zip(hand, positions, strict=True)):
        if k >= turned:
            img = note_back(SHOW_SCALE)
        else:
            img = note_face(value, False, SHOW_SCALE)
        surface.blit(img, img.get_rect(center=pos))
        if marked and (seat, k) in m.stamped:
            stamp = scaled_sprite("stamp_marked", round(SHOW_SCALE * 0.8 * 20) / 20)
            surface.blit(stamp, stamp.get_rect(center=(pos[0] + 10, pos[1])))


def _draw_verdict(scene, surface, seat: int, at: tuple[float, float]) -> None:
    """Once over: a crown and "WINS" on a winner, "ARRESTED" / "CAUGHT" stamped across a loser."""
    res = scene.m.result
    x, y = at
    if seat in res.winners:
        crown = scaled_sprite("crown", 0.45)
        surface.blit(crown, crown.get_rect(center=(x, y - 92)))
        wy = y + 40  # clear of the counter's rim below at every text size (150 %: "WINS" lay across it)
        wy -= max(0, ink_rect(_("WINS"), theme.HEADING, "title", 4, center=(x, wy)).bottom - (COUNTER_TOP - 6))
        blit_text(surface, _("WINS"), (x, wy), theme.HEADING, theme.GOLD, "title", outline=4)
    elif res.reason == od.ARREST and res.marked[seat] >= od.CAUGHT_AT and seat != res.ended_by:
        blit_text(surface, _("ARRESTED"), (x, y + 40), theme.BODY + 8, theme.RED, "title", outline=4)
    elif seat == res.ended_by and res.reason in (od.FAILED_ESCAPE, od.FALSE_ALARM):
        blit_text(surface, _("CAUGHT") if res.reason == od.FAILED_ESCAPE else _("OOPS"), (x, y + 40),
                  theme.BODY + 8, theme.RED, "title", outline=4)


def _draw_hand(scene, surface, view: View, chosen: Action | None) -> None:
    """The private seat's own notes (and, on a swap, which one goes back where)."""
    rect = scene.level.anchor("hand")
    seat = view.seat
    draw_panel(surface, rect, theme.INK, 245, 24, seat_colour(seat))  # 245: the moon no longer shows through
    title = _("Your notes, {name}").format(name=scene.seats[seat].name)
    blit_text(surface, title, (rect.centerx, rect.top + 34), panel_heading_size(scene), theme.LAMP, outline=2)
    hand = view.hand
    ret = chosen if isinstance(chosen, od.Return) else None
    for k, note in enumerate(hand):
        col, row = k % 3, k // 3
        cx = rect.left + 86 + col * 144
        cy = rect.top + 110 + row * 74
        if row > 4:
            break
        img = note_face(note.value, note.marked, HAND_SCALE)
        r = img.get_rect(center=(cx, cy - (12 if ret and ret.card == k + 1 else 0)))
        surface.blit(img, r)
        if ret and ret.card == k + 1:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 5, border_radius=10)
    if not hand:
        blit_text(surface, _("(empty pockets)"), (rect.centerx, rect.top + 140), theme.SMALL, theme.GREY)
    money, marks = od.money(hand), od.marked_count(hand)
    colour = theme.RED if marks >= od.CAUGHT_AT else theme.GOLD
    worth = ngettext("${v} · {k} marked", "${v} · {k} marked", marks).format(v=money, k=marks)
    blit_text(surface, worth, (rect.centerx, rect.bottom - WORTH_RISE), fit_size(worth, theme.BODY, rect.width - 30),
              colour, "body", outline=2)
    if ret is not None:
        blit_text(surface, _("Put one back on {p}").format(p=ret.pile), (rect.centerx, rect.bottom - 60),
                  theme.SMALL, theme.WHITE)
        # under the wallet, over the town's lit windows (as yellow as the key caps' labels): on a plate
        scene.prompt([(Intent.LEFT, _("Note")), (Intent.UP, _("Pile")), (Intent.CONFIRM, _("Put"))],
                     plate=True).draw(surface, (theme.WIDTH / 2, 720))
    elif chosen is not None and view.phase == od.TURN:
        # the choices are a grid (steal / swap / peek per pile, run below): every direction moves; one hint
        # per row, inside the notes panel
        scene.prompt([((Intent.UP, Intent.LEFT), _("Choose"))]).draw(
            surface, (rect.centerx, rect.bottom - 105), rect.width - 48)
        scene.prompt([(Intent.CONFIRM, _("Go"))]).draw(surface, (rect.centerx, rect.bottom - 45), rect.width - 48)


def _draw_peek_screen(scene, surface, view: View, chosen: Action | None) -> None:
    """The peeker's private screen: the pile as found, the new order being built, then hands up / done."""
    rect = scene.level.anchor("peek")
    draw_panel(surface, rect, theme.INK, 255, 30, theme.GOLD)
    pile = view.pile
    name = scene.seats[view.seat].name
    blit_text(surface, _("Pile {p} — only {name} looks").format(p=pile, name=name), (rect.centerx, rect.top + 46),
              theme.HEADING - 8, theme.GOLD, "title", outline=3)
    width = rect.width - 260
    if view.phase == od.ORDER:
        seen = view.seen
        placed = list(view.placed)
        blit_text(surface, _("As you found it, top first"), (rect.left + 40, rect.top + 120), theme.SMALL,
                  theme.LAMP, anchor="midleft")
        row1 = fan_positions(len(seen), (rect.centerx, rect.top + 212), width, 200)
        for i, (note, pos) in enumerate(zip(seen, row1, strict=True)):
            lifted = isinstance(chosen, od.Order) and chosen.position == i + 1
            if (i + 1) in placed:
                slot = pygame.Rect(0, 0, 186, 93)
                slot.center = pos
                pygame.draw.rect(surface, theme.NIGHT_LIGHT, slot, 3, border_radius=10)
                blit_text(surface, f"#{placed.index(i + 1) + 1}", pos, theme.SMALL, theme.GREY)
                continue
            img = note_face(note.value, note.marked, PEEK_SCALE)
            r = img.get_rect(center=(pos[0], pos[1] - (18 if lifted else 0)))
            surface.blit(img, r)
            if lifted:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(12, 12), 6, border_radius=12)
        new = [seen[i - 1] for i in placed]
        total = len(seen)
        label = _("New pile, top first: choose note {k} of {n}").format(k=len(placed) + 1, n=total)
    else:
        new = list(view.known[pile_index(pile)])
        total = len(new)
        label = _("The pile goes back like this, top first")
    blit_text(surface, label, (rect.left + 40, rect.top + 310), theme.SMALL, theme.LAMP, anchor="midleft")
    row2 = fan_positions(total, (rect.centerx, rect.top + 410), width, 200)
    for k, pos in enumerate(row2):
        if k < len(new):
            img = note_face(new[k].value, new[k].marked, PEEK_SCALE)
            surface.blit(img, img.get_rect(center=pos))
            blit_text(surface, str(k + 1), (pos[0], pos[1] + 70), theme.SMALL, theme.WHITE, outline=2)
        else:
            slot = pygame.Rect(0, 0, 186, 93)
            slot.center = pos
            pygame.draw.rect(surface, theme.GREY, slot, 3, border_radius=10)
    if view.phase == od.DECIDE:
        for action in view.legal:
            on = action == chosen
            b = pygame.Rect(0, 0, 560, 84)
            b.center = (rect.centerx + (-320 if isinstance(action, od.Unmask) else 320), rect.bottom - 70)
            draw_panel(surface, b, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 24,
                       theme.GOLD if on else theme.GREY)
            if isinstance(action, od.Unmask):
                badge = scaled_sprite("badge_police", 0.3)
                surface.blit(badge, badge.get_rect(center=(b.left + 50, b.centery)))
                words = _("Hands up! I'm the police")
            else:
                words = _("Done — keep quiet")
            # fitted between the badge (100 px) and the button's right end, 20 px in (issue 21: the French "Haut
            # les mains ! Police !" ran over the badge and out of the button at 150 %), its ink centred
            left = b.left + (100 if isinstance(action, od.Unmask) else 20)
            size = min(fit_size(_("Hands up! I'm the police"), theme.BODY, 560 - 120),
                       fit_size(_("Done — keep quiet"), theme.BODY, 560 - 40))  # one size for both buttons
            ink = ink_rect(words, size, center=(0, 0))
            blit_text(surface, words, ((left + b.right - 20) / 2 - ink.centerx, b.centery - ink.centery), size,
                      theme.GOLD if on else theme.WHITE)
    else:
        # terse: a row too wide for 760 px (French, 150 %) drops "Choose a note" (the arrows say it) instead of
        # splitting upwards onto the new pile's numbers (issue 21)
        scene.prompt([(Intent.LEFT, _("Choose a note")), (Intent.CONFIRM, _("Put it next"))], terse=True).draw(
            surface, (rect.left + 500, rect.bottom - 56), 760)
        keep, on = scene.keep_rect(), scene.keep_focused(view)
        draw_panel(surface, keep, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 22,
                   theme.GOLD if on else theme.GREY)
        words = _("Keep this order")
        size = fit_size(words, theme.BODY, keep.width - 40)
        ink = ink_rect(words, size, center=(0, 0))  # its ink centred in the button ("p" sat on its bottom border)
        blit_text(surface, words, (keep.centerx - ink.centerx, keep.centery - ink.centery), size,
                  theme.GOLD if on else theme.WHITE)
    marks = od.marked_count(view.hand)
    mine = ngettext("You: ${v} · {k} marked", "You: ${v} · {k} marked", marks).format(v=od.money(view.hand),
                                                                                         k=marks)
    blit_text(surface, mine, (rect.right - 40, rect.top + 120), theme.SMALL, theme.WHITE, anchor="midright")


def draw_hud(scene, surface: pygame.Surface, view: View) -> None:
    m = scene.m
    y = 80  # the French "À toi" accent stays inside the title-safe area, at every text size
    if theme.scaled_size(theme.BODY) > theme.BODY:
        y = max(y, pygame.Rect(theme.SAFE).top + theme.font(theme.BODY).get_height() / 2 + 4)
    if m.result is not None and not scene.timeline.busy:
        res = m.result
        title, sub = REASONS.get(res.reason, (res.reason, ""))
        # three lines, taller with bigger text (Settings → Accessibility); as always at the usual size
        grown = theme.scaled_size(theme.BODY) > theme.BODY
        th = theme.font(theme.HEADING, "title").get_height()
        sub_size = fit_size(_(sub), theme.SMALL, 1200)
        sub_grow = max(0, theme.font(sub_size).get_height() - 46)
        extra = max(0, th - 76) + sub_grow + max(0, theme.font(theme.BODY).get_height() - 50) if grown else 0
        box = pygame.Rect(0, 0, 1240, 210 + extra)
        box.center = (theme.WIDTH / 2, scene.level.point("banner")[1])
        draw_panel(surface, box, theme.INK, 250, 30, theme.GOLD)
        title_y = box.top + (max(50, th / 2 + 8) if grown else 50)
        blit_text(surface, _(title), (box.centerx, title_y), theme.HEADING, theme.GOLD, "title", outline=3)
        sub_y = title_y + 62 + (max(0, th - 76) / 2 + sub_grow / 2 if grown else 0)
        blit_text(surface, _(sub), (box.centerx, sub_y), sub_size, theme.WHITE)
        names = " & ".join(scene.seats[w].name for w in res.winners)
        line = (_("Winner: {names}") if len(res.winners) == 1 else _("Winners: {names}")).format(names=names) \
            if res.winners else _("Nobody wins")
        blit_text(surface, line, (box.centerx, box.bottom - 42), theme.BODY, theme.GOLD)
        return
    if m.turn is None or scene.timeline.busy:
        return
    if scene.view_seat == m.turn and getattr(view, "phase", None) in (od.ORDER, od.DECIDE):
        return  # the peek screen's heading names the peeker ("Your move" crossed its top edge: issue 21, 150 %)
    s = scene.seats[m.turn]
    if scene.view_seat == m.turn:
        label = _("Your move, {name}").format(name=s.name)
    elif s.is_bot:
        label = _("{name} is thinking…").format(name=s.name)
    else:
        label = _("{name}'s turn").format(name=s.name)
    size = theme.BODY
    if theme.scaled_size(theme.BODY) > theme.BODY:  # between the title-safe top and the wallet's rim: the ink
        top, floor = pygame.Rect(theme.SAFE).top + 2, scene.level.anchor("wallet").top - 6  # (accents included)
        smallest = fit_size(label, size, 0)
        while size > smallest and ink_rect(label, size, outline=3, center=(0, 0)).height > floor - top:
            size -= 2
        ink = ink_rect(label, size, outline=3, center=(0, 0))
        y = min(max(y, top - ink.top), floor - ink.bottom)
    blit_text(surface, label, (theme.WIDTH / 2, y), size, theme.WHITE, outline=3)


@surface_cache(4)
def _glow(radius: int) -> pygame.Surface:
    """A soft lamp-coloured ellipse under the active thief (cached)."""
    surf = pygame.Surface((radius * 2, radius), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        pygame.draw.ellipse(surf, (*theme.LAMP, 10 + (12 - k) * 6),
                            (radius - k * radius / 12, radius / 2 - k * radius / 24, k * radius / 6,
                             k * radius / 12))
    return surf
