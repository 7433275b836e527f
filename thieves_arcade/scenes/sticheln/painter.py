"""sticheln: the painter (pure drawing) (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import sticheln as S
from ...engine.base import View
from ...i18n import _, language
from ...input.intents import Intent
from ...ui import theme
from ...ui.access import legible_on, plate_for
from ...ui.cache import surface_cache
from ...ui.cards import back_row, card_back, card_face, card_size, colour_rgb, colour_symbol, glow
from ...ui.ink import REFERENCE, band, stack
from ...ui.sprites import sprite
from ...ui.text import blit_text, fit_size, ink_rect, shared_size, text, wrap
from ...ui.tween import lerp
from ...ui.widgets import draw_panel, draw_symbol, seat_colour, seat_symbol, shade
from .model import (
    BADGE,
    BOTTOM_FAN,
    FAN_SCALE,
    FAN_STEP,
    FAN_WIDTH,
    MARK_SCALE,
    PEEK_SCALE,
    PILE_SCALE,
    PROMPT_WIDTH,
    TALLY_ROW_DELAY,
    TALLY_SCALE,
    TRAY_SCALE,
    TRICK_SCALE,
    card_label,
)

#: Widest the "led: … · trump: …" line may be (px): it stays clear of the side seats' badges and pain cards.
LED_WIDTH = 960


def draw_table(scene, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
    surface.blit(scene.level.background, (0, 0))
    mine = private_seat is not None and view.seat == private_seat
    for seat in range(scene.m.players):
        _draw_seat(scene, surface, seat, skip_fan=mine and scene.side(seat) == "bottom")
    _draw_trick(scene, surface)
    if mine:
        _draw_ghost(scene, surface, view)
        _draw_tray(scene, surface, view)


def _draw_seat(scene, surface, seat: int, skip_fan: bool) -> None:
    m = scene.m
    x, y = scene.seat_pos[seat]
    over = m.result is not None
    active = m.turn == seat and not over and m.deal is None
    if not skip_fan:  # the tray shows the private hand instead
        bottom = scene.side(seat) == "bottom"
        width, step = ((scene.level.anchor("hand").width - 160, 56) if bottom else (FAN_WIDTH, FAN_STEP))
        row = back_row(scene.fan_count(seat), BOTTOM_FAN if bottom else FAN_SCALE, width, step)
        if row is not None:
            surface.blit(row, row.get_rect(center=scene.fan_centre(seat)))
    # taken tricks (their count is drawn with the HUD: over the sparkle a sweep bursts on the pile)
    px, py = scene.pile_point(seat)
    taken = m.tricks[seat]
    if taken:
        back = card_back(PILE_SCALE)
        for k in range(min(taken, 4)):
            surface.blit(back, back.get_rect(center=(px + 3 * k, py - 4 * k)))
    # pain cards beside the badge
    for k in range(m.marked[seat]):
        shown = m.shown[seat][k] if k < len(m.shown[seat]) else None
        img = card_face(shown.colour, shown.rank, MARK_SCALE) if shown else card_back(MARK_SCALE)
        r = img.get_rect(center=scene.mark_point(seat, k))
        pygame.draw.rect(surface, theme.RED, r.inflate(8, 8), 4, border_radius=8)
        surface.blit(img, r)
    # the badge: symbol, name, score; dealer button; crown for the winner
    sub = _("{n} pts").format(n=m.scores[seat])
    thinking = m.turn == seat and not over and scene.seats[seat].is_bot and not scene.timeline.busy
    size = min(scene.badges[k].name_size(scene.seats[k].name, _("{n} pts").format(n=m.scores[k]))
               for k in range(m.players))  # one size for every seat's name: the one the longest fits (issue 21)
    # the thinking dots on the badge, right of the score in room it always leaves them: the score's text and size
    # stay as they are (issue 21: "0 pts ..", appended to the score, shrank it)
    scene.badges[seat].draw(surface, (x, y), scene.seats[seat].name, sub, active=active, t=scene.t,
                            name_size=size, thinking=thinking)
    if m.dealer == seat:  # clear of the badge's turn marker (issue 21: it sat on the marker's corner)
        cx, cy = dealer_chip(scene, seat)
        pygame.draw.circle(surface, theme.PAPER, (cx, cy), CHIP_RADIUS)
        pygame.draw.circle(surface, theme.INK, (cx, cy), CHIP_RADIUS, 3)
        blit_text(surface, "D", (cx, cy + 1), theme.SMALL - 8, theme.INK, "title")
    if over and seat in m.result.winners:
        crown = sprite("crown")
        surface.blit(crown, crown.get_rect(midbottom=(x, y - BADGE[1] / 2 + 30)))


#: Radius (px) of the dealer chip, its 3 px ink rim included.
CHIP_RADIUS = 22
#: Fewest px between the dealer chip and the title-safe area's edge.
CHIP_SAFE = 2


def dealer_chip(scene, seat: int) -> tuple[float, float]:
    """Centre (px) of the dealer chip (radius :data:`CHIP_RADIUS`) when ``seat`` deals: on the outermost back of
    the seat's card-back row as it is now (one back when the hand is empty), level with the row's middle — the
    row's left end for a left or top seat (its taken-trick pile lies right of the row), its right end for a right
    seat — kept :data:`CHIP_SAFE` px inside the title-safe area; for the bottom seat (its row is the tray) above the
    badge's outer half, level with its pain card, left of it. Clear of the badge and its turn marker [D] (issue 21:
    on the badge's top-left corner, the chip sat on the turn marker whenever the dealer was the seat to act)."""
    x, y = scene.seat_pos[seat]
    side = scene.side(seat)
    safe = pygame.Rect(theme.SAFE).inflate(-2 * (CHIP_RADIUS + CHIP_SAFE), -2 * (CHIP_RADIUS + CHIP_SAFE))
    if side == "bottom":
        cx, cy = x - BADGE[0] / 2 + 50, scene.mark_point(seat)[1]
    else:
        w, _h = card_size(FAN_SCALE)
        count = max(1, scene.fan_count(seat))
        step = min(FAN_STEP, FAN_WIDTH / (count - 1)) if count > 1 else 0
        half = (w + step * (count - 1)) / 2 - w / 2  # from the row's centre to its outermost back's centre
        fx, cy = scene.fan_centre(seat)
        cx = fx + half if side == "right" else fx - half
    return min(max(cx, safe.left), safe.right), min(max(cy, safe.top), safe.bottom)


def _draw_trick(scene, surface) -> None:
    m = scene.m
    for k, played in enumerate(m.trick):
        pos = scene.trick_slot(k)
        img = card_face(played.card.colour, played.card.rank, TRICK_SCALE)
        r = img.get_rect(center=pos)
        if k == m.lit:
            pulse = 1 + 0.04 * math.sin(scene.t * 10)
            g = glow(r.size, theme.GOLD, 22)
            surface.blit(g, g.get_rect(center=pos))
            img = card_face(played.card.colour, played.card.rank, TRICK_SCALE * pulse)
            r = img.get_rect(center=(pos[0], pos[1] - LIT_LIFT))
        surface.blit(img, r)
        draw_symbol(surface, seat_symbol(played.seat), (pos[0], pos[1] + 100), 16, seat_colour(played.seat))
        if k == 0:  # under the card, left of its seat's symbol: the labels above ("wins!", a ghost's) never hide it,
            # and the mat's rim below stays clear at every text size (issue 21: "led" across it at 150 %)
            room = pos[0] - 16 - LED_GAP - (scene.level.anchor("trick").left + MAT_INSET) - 6  # 3 px outline
            blit_text(surface, _("led"), (pos[0] - 16 - LED_GAP, pos[1] + 100),
                      fit_size(_("led"), theme.SMALL, room), theme.LAMP, anchor="midright", outline=3)
        if k == m.lit:
            size, y = wins_place(scene, pos)
            x = inside_mat(scene, _("wins!"), size, "title", pos[0])
            blit_text(surface, _("wins!"), (x, y), size, theme.GOLD, "title", outline=3)


#: Px the trick's winning card rises while it is lit (14 before issue 21: "wins!" then lay on it).
LIT_LIFT = 6
#: Px between the "wins!" label's ink and the lit card's top at the top of its pulse (4 % bigger).
WINS_GAP = 4


def wins_place(scene, pos: tuple[float, float]) -> tuple[int, float]:
    """``(size, centre y)`` of "wins!" (kind ``"title"``, outline 3) over the lit card whose slot is centred at
    ``pos`` (px): its ink band (``ui.ink.stack``) centred between :data:`RIM_CLEAR` px under the trick mat's top
    and :data:`WINS_GAP` px above the lit card (risen :data:`LIT_LIFT` px) at the top of its pulse, shrunk to fit
    there (never under 36 px drawn). Issue 21: "GAGNE !" lay on the lit card (0 px at 100 %, 8 px over it at
    150 %), 14 px from the mat's rim."""
    top = scene.level.anchor("trick").top + RIM_CLEAR
    bottom = pos[1] - LIT_LIFT - card_size(TRICK_SCALE * 1.04)[1] / 2 - WINS_GAP
    ((size, y),) = stack([(_("wins!"), theme.SMALL, "title")], top, bottom, inset=0)
    return size, y


def _draw_ghost(scene, surface, view: View) -> None:
    """The card under the cursor, faint in the trick's next slot, marked by whether it would win the trick now
    (the view's ``would_win``): "takes the trick" when it completes it, "wins so far" before, "beaten" otherwise."""
    chosen = scene.chosen(view)
    if scene.peek or not isinstance(chosen, S.PlayCard) or len(scene.m.trick) != len(view.trick):
        return
    wins = view.would_win(chosen.card)
    if wins is None or len(view.trick) >= scene.m.players:
        return
    pos = scene.trick_slot(len(view.trick))
    img = _ghost(chosen.card, TRICK_SCALE)
    r = img.get_rect(center=pos)
    if wins:
        g = glow(r.size, theme.GOLD, 16)
        surface.blit(g, g.get_rect(center=pos))
    surface.blit(img, r)
    pygame.draw.rect(surface, theme.GOLD if wins else theme.GREY, r.inflate(6, 6), 4, border_radius=12)
    if wins:
        last = len(view.trick) + 1 == scene.m.players
        label, colour = (_("takes the trick") if last else _("wins so far")), theme.GOLD
    else:
        label, colour = _("beaten"), theme.MIST  # 6.3:1 on the mat's felt (theme.GREY: 3.6:1, issue 21)
    kind = "title" if wins else "body"  # clear of the taken-trick piles' counts at every text size
    size = fit_size(label, theme.SMALL, 360, kind)
    y = pos[1] - 108
    size, y = _clear_of_badges(scene, label, size, colour, kind, (pos[0], y), r.inflate(6, 6).top)
    # and under the trick mat's rim ("en tête" 6 px from it at 150 %, two humans; "beaten" 12 px): RIM_CLEAR px
    # under it with bigger text where the ink still keeps 6 px above the ghost card, else MAT_INSET
    ink = ink_rect(label, size, kind, 3, center=(0, y))
    rim = scene.level.anchor("trick").top
    lower = min(rim + RIM_CLEAR - ink.top, r.top - 3 - 6 - ink.bottom) if theme.scaled_size(size) > size else 0
    y += max(0, rim + MAT_INSET - ink.top, lower)
    blit_text(surface, label, (inside_mat(scene, label, size, kind, pos[0]), y), size, colour, kind, outline=3)


#: Px a text over the trick mat keeps inside its edge: the level's 8 px rim (tools/levels/sticheln.py) and the
#: readability audit's 2 px touching gap.
MAT_INSET = 10
#: Px the "beaten" label's ink keeps under the trick mat's top edge (issue 21: 10 px at 150 %, tight on the rim).
RIM_CLEAR = 16
#: Px between the "led" label and the led card's seat symbol.
LED_GAP = 10


def inside_mat(scene, label: str, size: int, kind: str, x: float) -> float:
    """``x`` (a label's centre, px) moved so that ``label`` drawn at ``size`` (outline 3) keeps its inked pixels
    :data:`MAT_INSET` px inside the trick mat's sides (issue 21: "takes the trick" over the last slot of six ran
    across the mat's right edge at 150 %); as given when it already does."""
    mat = scene.level.anchor("trick").inflate(-2 * MAT_INSET, 0)
    img = text(label, size, theme.WHITE, kind, 3)
    ink = img.get_bounding_rect().move(img.get_rect(center=(round(x), 0)).topleft)
    if ink.width >= mat.width:
        return mat.centerx
    return x + max(0, mat.left - ink.left) - max(0, ink.right - mat.right)


#: Fewest px between a label over the trick and a seat's badge above it (issue 21: "en tête" at 125 %, French).
BADGE_GAP = 8


def _clear_of_badges(scene, label: str, size: int, colour: tuple, kind: str, centre: tuple[float, float],
                     floor: float) -> tuple[int, float]:
    """``(size, y)`` for ``label`` (outline 3) centred at ``centre`` so that its inked pixels keep
    :data:`BADGE_GAP` px below any seat badge above it and above ``floor`` (the top of the card it names, px):
    as given when it already does or at 100 % text (the layout every size started from: its outline 1 px under
    the badge), else lowered into that band, shrunk first (never under 36 px drawn) when the band is lower than
    the label."""
    x, y = centre
    ink = text(label, size, colour, kind, 3)
    box = ink.get_bounding_rect().move(ink.get_rect(center=(round(x), round(y))).topleft)
    badges = [pygame.Rect(0, 0, *BADGE) for _s in range(scene.m.players)]
    for seat, b in enumerate(badges):
        b.center = scene.badge_point(seat)
    above = [b.bottom for b in badges if b.left < box.right and box.left < b.right and b.centery < box.centery]
    if not above or box.top >= max(above) + BADGE_GAP or theme.scaled_size(size) <= size:
        return size, y
    top = max(above) + BADGE_GAP
    smallest = fit_size(label, size, 0, kind)  # the smallest size that still draws 36 px
    while size > smallest and text(label, size, colour, kind, 3).get_bounding_rect().height > floor - \
            BADGE_GAP - top:
        size = max(smallest, size - 2)
    ink = text(label, size, colour, kind, 3)
    bound = ink.get_bounding_rect()
    new_top = top + max(0, (floor - BADGE_GAP - top - bound.height) / 2)  # centred in the band
    return size, new_top - bound.top + ink.get_height() / 2


def _draw_last_trick(scene, surface, view: View) -> None:
    """The last completed trick (``view.last_trick``, as everyone saw it gathered) in a small panel over the
    trick area: the cards in play order with their seats' symbols, the winning card ringed in gold."""
    area = scene.level.anchor("trick")
    cards = list(view.last_trick)
    w, h = card_size(PEEK_SCALE)
    step = w + 14
    width = max(560, step * len(cards) + 80)
    rect = pygame.Rect(0, 0, width, 250 if cards else 130)
    rect.center = area.center
    draw_panel(surface, rect, theme.INK, 255, 24, theme.LAMP)
    if not cards:
        blit_text(surface, _("No trick taken yet this round"), rect.center, theme.SMALL, theme.WHITE, outline=3)
        return
    winner = view.last_winner
    title = _("Last trick") + " · " + _("{name} took it").format(name=scene.seats[winner].name)
    blit_text(surface, title, (rect.centerx, rect.top + 40), theme.SMALL, theme.LAMP, outline=3)
    x0 = rect.centerx - step * (len(cards) - 1) / 2
    for k, played in enumerate(cards):
        pos = (x0 + step * k, rect.top + 80 + h / 2)
        img = card_face(played.card.colour, played.card.rank, PEEK_SCALE)
        r = img.get_rect(center=pos)
        surface.blit(img, r)
        if played.seat == winner:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(8, 8), 4, border_radius=10)
        draw_symbol(surface, seat_symbol(played.seat), (pos[0], r.bottom + 26), 14, seat_colour(played.seat))


def _draw_tray(scene, surface, view: View) -> None:
    """The private seat's hand face up (its pain cards ribboned, the cursor card lifted)."""
    hand = scene.private_hand(view)
    chosen = scene.chosen(view)
    target = chosen.card if chosen is not None else None
    legal = {a.card for a in view.legal}
    pains = set(view.my_pain)
    positions = scene.tray_positions(len(hand))
    strip = (positions[1][0] - positions[0][0]) if len(positions) > 1 else card_size(TRAY_SCALE)[0]
    rank_size = tray_rank_size([card.rank for card in hand], min(strip, card_size(TRAY_SCALE)[0]))
    for card, pos in zip(hand, positions, strict=True):
        lifted = card == target
        img = card_face(card.colour, card.rank, TRAY_SCALE)
        r = img.get_rect(center=(pos[0], pos[1] - (34 if lifted else 0)))
        if lifted:
            g = glow(r.size, theme.GOLD, 16)
            surface.blit(g, g.get_rect(center=r.center))
        surface.blit(img, r)
        if chosen is not None and card not in legal:
            dim = _dim(r.size)
            surface.blit(dim, r)
        if card in pains:  # ringed in red, "pain" above its visible strip
            pygame.draw.rect(surface, theme.RED, r.inflate(6, 6), 5, border_radius=12)
            pain_size = theme.SMALL if theme.scaled_size(theme.SMALL) == theme.SMALL else \
                fit_size(_("pain"), theme.SMALL, 0, "title")  # bigger text: 36 px drawn, clear of the prompt row
            blit_text(surface, _("pain"), (r.left + 8, r.top - 20), pain_size, theme.RED, "title",
                      anchor="midleft", outline=3)
        if lifted:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(8, 8), 5, border_radius=12)
        if rank_size is not None:  # the rank in 36 px or more on the card's visible strip (the art's is too small)
            blit_text(surface, str(card.rank), (r.left + min(strip, r.width) / 2, r.top + 30), rank_size,
                      theme.WHITE, "title", outline=4)
    caption = tray_caption(scene, view)
    if caption:  # not the bottom seat's hand: say whose it is, in that seat's colour and symbol
        seat = view.seat
        colour = seat_colour(seat)
        area = scene.level.anchor("hand")
        pygame.draw.rect(surface, colour, area.inflate(12, 12), 5, border_radius=14)
        box, placed = caption_box(scene, caption)
        draw_panel(surface, box, theme.INK, 235, 18, colour)
        draw_symbol(surface, seat_symbol(seat), (box.left + 28, box.centery), 16, colour)
        for line, size, y in placed:
            blit_text(surface, line, (box.left + 50 + (box.width - 60) / 2, y), size, theme.WHITE)


#: Px between the inked pixels of the tray's caption ("Player 2's hand") and its box's edges with bigger text
#: (issue 21: at 150 % its two lines filled the box), and between the box and the prompt row beside it.
CAPTION_INSET = 12


def caption_box(scene, caption: str) -> tuple[pygame.Rect, list[tuple[str, int, float]]]:
    """The tray caption's box (px: above the bottom seat's taken-trick pile, its "×N" in view, right of the prompt
    row, out to the title-safe edge) and its lines as ``(line, size, centre y)``: at 100 % text as it always was
    (42 px a line); with bigger text the lines stacked by their ink (``ui.ink.stack``) with :data:`CAPTION_INSET`
    px round them, the box as tall as they need, and each line :data:`CAPTION_INSET` px short of the box's right
    side."""
    area = scene.level.anchor("hand")
    safe = pygame.Rect(theme.SAFE)
    width = safe.right - area.right - 20
    if theme.scaled_size(theme.SMALL) <= theme.SMALL:
        lines = wrap(caption, theme.SMALL, width - 60)
        box = pygame.Rect(area.right + 20, 0, width, 30 + 42 * len(lines))
        box.bottom = area.top - 14
        return box, [(line, theme.SMALL, box.centery + 42 * k - 21 * (len(lines) - 1))
                     for k, line in enumerate(lines)]
    lines = wrap(caption, theme.SMALL, width - 60 - 2 * CAPTION_INSET)
    height = sum(b - t for t, b, _h in (band(theme.SMALL, "body", line) for line in lines)) + 4 * (len(lines) - 1)
    box = pygame.Rect(area.right + 20, 0, width, max(72, height + 2 * CAPTION_INSET))
    box.bottom = area.top - 14
    placed = stack([(line, theme.SMALL, "body") for line in lines], box.top, box.bottom, CAPTION_INSET)
    return box, [(line, size, y) for line, (size, y) in zip(lines, placed, strict=True)]


#: Fewest px between the inked pixels (outline included) of two neighbouring cards' ranks in the tray: half as much
#: again as a word space of the ranks' font at 36 px (8 px), so "12" beside "13" never reads as "1213" (issue 21,
#: a full hand at 150 %).
RANK_GAP = 12


def tray_rank_size(ranks: list[int], strip: float) -> int | None:
    """The one size (a base size for ``blit_text``, kind ``"title"``, outline 4) at which every card of a tray hand
    shows its rank (``ranks``: the hand's, any order) on its visible ``strip`` (px: the fan's step, or the card's
    width when the cards lie apart): the largest size from ``theme.SMALL`` down at which the widest rank's ink keeps
    :data:`RANK_GAP` px from the next card's, never one drawn under 36 px; ``None`` when even that does not fit (a
    strip too narrow: the art's own corner index then stands alone). One size for the whole hand, so the ranks
    read as a row (issue 21: each rank fitted alone, a full hand's two-digit ranks ran together at 150 %)."""
    if not ranks:
        return None
    labels = sorted({str(rank) for rank in ranks})
    room = strip - RANK_GAP
    size = theme.SMALL
    floor = fit_size(labels[0], theme.SMALL, 0, "title")  # the smallest size still drawn at 36 px

    def width(at: int) -> int:
        return max(text(label, at, kind="title", outline=4).get_bounding_rect().width for label in labels)
    while size > floor and width(size) > room:
        size -= 2
    size = max(size, floor)
    return size if width(size) <= room else None


def tray_caption(scene, view: View) -> str:
    """Whose hand the tray shows, when it is not the bottom seat's ("Player 2's hand"; "" for the bottom seat's
    or no private hand): with two or more humans the tray holds the acting human's hand, not the bottom one's."""
    if view.seat is None or scene.side(view.seat) == "bottom":
        return ""
    return _("{name}'s hand").format(name=scene.seats[view.seat].name)


def draw_tally(scene, surface, ev, elapsed: float) -> None:
    """The round tally at ``elapsed`` s: each seat's pain colour(s), captured cards and points, counted row by
    row, then the totals (pure)."""
    area = scene.level.anchor("tally")
    rows = list(ev.rows)
    n = len(rows)
    row_h = min(92, (area.height - 210) / n)
    rect = pygame.Rect(area.left, 0, area.width, round(210 + row_h * n))
    rect.centery = area.centery
    shade(surface, 140)
    draw_panel(surface, rect, theme.INK, 250, 30, theme.GOLD)
    title = _("Tie-break round — tally") if ev.round > scene.view.rounds else \
        _("Round {n} — tally").format(n=ev.round)
    blit_text(surface, title, (rect.centerx, rect.top + 56), theme.HEADING - 8, theme.GOLD, "title", outline=3)
    cols = {"name": rect.left + 40, "pain": rect.left + 400, "plus": rect.left + 560, "minus": rect.left + 690,
            "cost": rect.left + 1050, "round": rect.left + 1260, "total": rect.right - 90}
    head_y = rect.top + 124
    rooms = {"pain": 148, "plus": 118, "minus": 340, "round": 180, "total": 160}  # each head clear of the next
    for key, label in (("pain", _("Pain")), ("plus", _("Cards")), ("minus", _("Pain taken")),
                       ("round", _("Round")), ("total", _("Total"))):
        anchor = "midleft" if key in ("pain", "plus", "minus") else "center"
        blit_text(surface, label, (cols[key], head_y), fit_size(label, theme.SMALL, rooms[key]), theme.GREY,
                  anchor=anchor)
    for k, row in enumerate(rows):
        t = elapsed - TALLY_ROW_DELAY * k
        if t < 0:
            break
        y = rect.top + 170 + row_h * (k + 0.5)
        seat = row.seat
        if k % 2 == 0:
            pygame.draw.rect(surface, theme.NIGHT, (rect.left + 20, y - row_h / 2 + 3, rect.width - 40,
                                                    row_h - 6), border_radius=14)
        draw_symbol(surface, seat_symbol(seat), (cols["name"] + 20, y), 18, seat_colour(seat))
        blit_text(surface, scene.seats[seat].name, (cols["name"] + 52, y), theme.BODY, theme.WHITE,
                  anchor="midleft")
        pain_colours = sorted({c.colour for c in row.pain}, key=lambda c: (S.COLOURS + S.SUITS).index(c))
        for j, colour in enumerate(pain_colours):
            sym = colour_symbol(colour, 52)
            surface.blit(sym, sym.get_rect(center=(cols["pain"] + 30 + j * 64, y)))
        plus = sum(1 for c in row.captured if c.colour not in pain_colours)
        blit_text(surface, f"+{plus}", (cols["plus"], y), theme.BODY, theme.GREEN, anchor="midleft", outline=2)
        hurt = [c for c in row.captured if c.colour in pain_colours]
        if scene.view.rules == "published":
            hurt += list(row.pain)
        hurt.sort(key=lambda c: -c.rank)
        step = min(34, 330 / max(1, len(hurt)))
        for j, c in enumerate(hurt):
            img = card_face(c.colour, c.rank, TALLY_SCALE)
            surface.blit(img, img.get_rect(midleft=(cols["minus"] + j * step, y)))
        if hurt:
            cost = sum(c.rank for c in hurt)
            blit_text(surface, f"−{cost}", (cols["cost"], y), theme.BODY, theme.RED, anchor="midleft", outline=2)
        q = min(1.0, t / 0.45)
        points = round(row.points * q)
        colour = theme.GOLD if row.points > 0 else (theme.RED if row.points < 0 else theme.WHITE)
        blit_text(surface, f"{points:+d}" if points else "0", (cols["round"], y), theme.BODY + 4, colour,
                  "title", outline=2)
        before = row.total - row.points
        blit_text(surface, str(round(lerp(before, row.total, q))), (cols["total"], y), theme.BODY + 4,
                  theme.WHITE, "title", outline=2)


def _draw_pile_counts(scene, surface: pygame.Surface) -> None:
    """Each seat's taken-trick count ("×3") on its pile — drawn with the HUD, over the particles, so the sparkle a
    swept trick bursts on the pile never hides it (issue 21: a sparkle over "×1")."""
    m = scene.m
    for seat in range(m.players):
        if m.tricks[seat]:
            px, py = scene.pile_point(seat)
            blit_text(surface, f"×{m.tricks[seat]}", (px + 4, py - 4), theme.BODY, theme.WHITE, "title", outline=4)


def draw_hud(scene, surface: pygame.Surface, view: View) -> None:
    if not scene.m.tally and not (scene.m.result is not None and not scene.timeline.busy):
        _draw_pile_counts(scene, surface)  # under the tally and the final panel, over the sparkles
    _draw_info(scene, surface, view)
    if scene.peek and not scene.m.tally and scene.m.result is None and scene.m.deal is None:
        _draw_last_trick(scene, surface, view)


def _draw_info(scene, surface: pygame.Surface, view: View) -> None:
    """Round and trick numbers, the led and trump colours, whose turn and the prompt (under the trick)."""
    m = scene.m
    if m.result is not None and not scene.timeline.busy:
        _draw_final(scene, surface)
        return
    if m.tally:
        return
    area = scene.level.anchor("info")
    cx = area.centerx
    if view.phase == "over" and m.result is None:
        return
    trick_no = view.trick_number if view.phase == "play" else 0
    line1 = _("Round {r} of {n}").format(r=m.round, n=view.rounds)
    if view.extra_round:
        line1 = _("Tie-break round")
    if trick_no:
        line1 += " · " + _("trick {t} of {n}").format(t=min(trick_no, view.tricks_per_round),
                                                     n=view.tricks_per_round)
    size, tail = status_size(scene, view)  # one size for the round, secret, led and turn lines (issue 21)
    blit_text(surface, line1, (cx, area.top + 26), size, theme.LAMP, outline=3)
    if m.deal is not None:
        return
    if m.note:
        blit_text(surface, m.note, (cx, area.top + 86), fit_size(m.note, theme.BODY, LED_WIDTH), theme.GOLD,
                  outline=3)  # between the side seats at every text size
    prompt_y = area.top + 142
    above = None  # the bottom (px) of the led line's or the secret line's ink and plates
    if not m.note and m.trick:  # the prompt row lowered where the led line needs it (issue 21: 150 %)
        above = _draw_led(scene, surface, line1, area, view, size, tail) + LED_CLEAR
        prompt_y = max(prompt_y, above + PROMPT_GLYPH / 2)
    if not m.note and not m.trick and view.phase == "pain":
        above = _draw_secret(surface, line1, area, size) + LINE_GAP
        prompt_y = max(prompt_y, above + 30)  # 60 px key caps
    if scene.timeline.busy or m.turn is None:
        return
    s = scene.seats[m.turn]
    chosen = scene.chosen(view)
    if chosen is not None:
        verb = _("Mark your pain card") if isinstance(chosen, S.ChoosePain) else _("Play a card")
        hints = [(Intent.LEFT, _("{verb}, {name}").format(verb=verb, name=s.name)),
                 (Intent.CONFIRM, card_label(chosen.card))]
        if view.last_trick:
            hints.append((Intent.ALT, _("Last trick")))
        # between the side seats' badges (the alt hint makes the row long, in French above all), and clear of
        # a lifted pain card's label
        width = PROMPT_WIDTH
        caption = tray_caption(scene, view)
        if caption and theme.scaled_size(theme.SMALL) > theme.SMALL:  # bigger text: clear of the caption's box
            width = min(width, 2 * (caption_box(scene, caption)[0].left - CAPTION_INSET - cx))
        scene.prompt(hints, m.turn).draw(surface, (cx, prompt_y), width)
    else:
        line = _("{name} is thinking…") if s.is_bot else _("{name}'s turn")
        _draw_turn_line(surface, line.format(name=s.name), (cx, area.top + 150), size, above)


def _draw_turn_line(surface: pygame.Surface, line: str, centre: tuple[float, float], size: int,
                    above: float | None) -> None:
    """Whose turn it is ("Crow is thinking…", "Player 2's turn"), centred at ``centre`` (px), lowered where its ink
    would come above ``above`` (px: the led line's plates and :data:`LED_CLEAR` under them; ``None``: nothing above
    it to keep clear of)."""
    x, y = centre
    if above is not None:
        y += max(0, above - ink_rect(line, size, outline=3, center=centre).top)
    blit_text(surface, line, (x, y), size, theme.WHITE, outline=3)


#: Px kept between the inked pixels of the pain phase's lines: the round line, "Each thief marks…", the prompt row.
LINE_GAP = 10


def _draw_secret(surface: pygame.Surface, line1: str, area: pygame.Rect, size: int) -> float:
    """"Each thief marks a pain card in secret" under the round line ``line1`` (drawn at ``area.top + 26``), both
    at ``size`` (:func:`status_size`), its ink :data:`LINE_GAP` px clear of the round line's and of the prompt
    row's key caps (60 px tall, centred at ``area.top + 142``): centred between them where it fits there (100 %,
    125 %), else :data:`LINE_GAP` px under the round line. Returns the bottom of its ink (px): the prompt row goes
    at least :data:`LINE_GAP` px under it (issue 21: at 150 % it was shrunk to 39 px between its 54 px neighbours
    to stay above a prompt row that did not move)."""
    cx = area.centerx
    secret = _("Each thief marks a pain card in secret")
    top = ink_rect(line1, size, outline=3, center=(cx, area.top + 26)).bottom + LINE_GAP
    bottom = area.top + 142 - 30 - LINE_GAP
    y = area.top + 86
    ink = ink_rect(secret, size, outline=3, center=(cx, y))
    shift = (top + bottom) / 2 - ink.centery if ink.height <= bottom - top else top - ink.top
    blit_text(surface, secret, (cx, y + shift), size, theme.WHITE, outline=3)
    return ink.bottom + shift


def _led_parts(led: str, trump: str | None, rules: str, tail: bool = True) -> list[tuple[str, str | None, str]]:
    """The led line's parts: ``(word, colour or None, tail)`` for the led colour ``led`` and the trump ``trump``
    (house rules; ``None``: no other colour played yet), or the published rules' "every other colour beats it";
    ``tail``: the led colour's word says "(weakest)"."""
    parts = [(_("led"), led, _("(weakest)") if tail else "")]
    if trump is not None and rules == "house":
        parts.append((_("trump"), trump, ""))
    elif rules == "published":
        parts.append((_("every other colour beats it"), None, ""))
    return parts


def _led_pieces(parts: list[tuple[str, str | None, str]], size: int) -> tuple[list, int]:
    """The led line's pieces at ``size`` — ``(surface, gap after (px), plate colour or None)`` each: a part's word
    with its colon, the colour's symbol, the colour's word for its plate — and the line's width (px, plates
    included), laid out centred by :func:`_draw_led`."""
    pieces: list = []
    for word, colour, tail in parts:
        label = _("{word}:").format(word=word) if colour else word  # French: "entame :" as elsewhere
        pieces.append((text(label, size, theme.WHITE, outline=3), 10, None))
        if colour:
            pieces.append((colour_symbol(colour, 44), 8, None))
            # the colour's word on a plate of its own (dark or light, whichever contrasts more): every colour
            # of every palette readable on the felt (issue 21: dark green on green), lightened or darkened
            # where it keeps under 4.5:1 on it (issue 21: the red word, 4.2:1 on the dark plate)
            rgb = colour_rgb(colour)
            plate = plate_for(rgb)
            pieces.append((text(_(colour) + (" " + tail if tail else ""), size, legible_on(rgb, plate)),
                           44 + PLATE_PAD, plate))
    total = sum(img.get_width() + gap + (PLATE_PAD if plate else 0) for img, gap, plate in pieces) - \
        (pieces[-1][1] if pieces else 0)
    return pieces, total


def status_width(scene, pains: int = 1) -> int:
    """The widest (px) a status line under the trick may be, centred on the info area (the level's ``info``
    anchor): twice the room from the area's centre to the nearest thing of a seat level with the area — a badge
    with its turn frame, a pain card with its ring — less :data:`STATUS_CLEAR` px, or to the title-safe area's
    side less :data:`STATUS_CLEAR` px where nothing is. Four or five seats: the bottom seat's pain card (1186 px);
    six to eight: the side seats' pain cards (958 px). ``pains``: the pain cards each seat marks (1 or 2)."""
    area = scene.level.anchor("info")
    safe = pygame.Rect(theme.SAFE)
    left, right = safe.left + STATUS_CLEAR, safe.right - STATUS_CLEAR
    for seat in range(scene.m.players):
        badge = pygame.Rect(0, 0, *BADGE)
        badge.center = scene.badge_point(seat)
        marks = [pygame.Rect(0, 0, *card_size(MARK_SCALE)) for _k in range(pains)]
        for k, r in enumerate(marks):
            r.center = scene.mark_point(seat, k)
        for r in [badge.inflate(26, 26), *(r.inflate(8, 8) for r in marks)]:
            if r.bottom <= area.top or r.top >= area.bottom:
                continue
            if r.centerx < area.centerx:
                left = max(left, r.right + STATUS_CLEAR)
            else:
                right = min(right, r.left - STATUS_CLEAR)
    return 2 * min(area.centerx - left, right - area.centerx)


#: Px a status line keeps from a seat's badge or pain card beside it, and from the title-safe area's side.
STATUS_CLEAR = 16


def status_size(scene, view: View) -> tuple[int, bool]:
    """``(size, tail)``: the one size (a base size for ``blit_text``, outline 3) of the status lines under the
    trick — the round line (with the trick number), "Each thief marks a pain card in secret", "<name> is
    thinking…" / "<name>'s turn" for each seat, the led line with every pair of the deck's colours led and trump
    (or the published rules' line) — and whether the led line shows its "(weakest)" reminder. The size is the
    largest from ``theme.SMALL`` down at which every line but the led line fits :func:`status_width`; the led line
    keeps its reminder where it fits too, else drops it [D] (French at 150 %: keeping it would have brought every
    line down to 36–45 px), and only then, if even that is too wide, every line shrinks further — never one drawn
    under 36 px. One size whatever the moment, so the lines read as one block (issue 21: in French at 150 % the
    secret line and the led line were shrunk alone, 36–45 px beside the round line's 54). Cached per language,
    text size, seats and deck."""
    names = tuple(seat.name for seat in scene.seats)
    key = (language(), theme.TEXT_SCALE, names, tuple(view.colours), view.rules, view.rounds,
           view.tricks_per_round, view.pains_needed, scene.m.players, scene.bottom)
    cached = getattr(scene, "_status_size", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    width = status_width(scene, view.pains_needed)
    trick = " · " + _("trick {t} of {n}").format(t=view.tricks_per_round, n=view.tricks_per_round)
    lines = [_("Round {r} of {n}").format(r=view.rounds, n=view.rounds) + trick, _("Tie-break round") + trick,
             _("Each thief marks a pain card in secret"),
             *(line.format(name=name) for name in names for line in (_("{name} is thinking…"), _("{name}'s turn")))]
    size = shared_size(lines, theme.SMALL, width)
    pairs = [(led, trump) for led in view.colours for trump in view.colours if trump != led]

    def led_width(at: int, tail: bool) -> int:
        return max(_led_pieces(_led_parts(led, trump, view.rules, tail), at)[1] for led, trump in pairs)
    tail = led_width(size, True) <= width
    while not tail and theme.scaled_size(size - 2) >= theme.SMALL and led_width(size, False) > width:
        size -= 2
    scene._status_size = (key, (size, tail))
    return size, tail


def _draw_led(scene, surface, line1: str, area: pygame.Rect, view: View, size: int, tail: bool = True) -> float:
    """"Led: <symbol> red (weakest) · Trump: <symbol> green" for the trick on the table at ``size``
    (:func:`status_size`; ``tail``: with "(weakest)"), under the round line ``line1`` (drawn centred at
    ``area.top + 26`` at that size; ``area``: the level's info anchor) and over the prompt row
    (:data:`PROMPT_GLYPH` px key caps centred at ``area.top + 142``): its ink and plates centred between the round
    line's ink and the row's key caps where that keeps :data:`LINE_GAP` px under the one and :data:`LED_CLEAR` px
    over the other, else :data:`LINE_GAP` px under the round line. Returns the bottom (px) of its ink and plates:
    the prompt row goes :data:`LED_CLEAR` px under it at least (issue 21: at 150 % the plates were 0-5 px from the
    key caps, at 100 % 1-4 px)."""
    m = scene.m
    led = m.trick[0].card.colour
    others = [p.card.colour for p in m.trick if p.card.colour != led]
    pieces, total = _led_pieces(_led_parts(led, others[-1] if others else None, view.rules, tail), size)
    # the line's ink and plates from its centre line (y 0), at least a plate round the reference band and a
    # parenthesis: one place for the line and the prompt row whatever the colours' words
    ref = text("(" + REFERENCE + ")", size, theme.WHITE)
    boxes = [plate_box(img, ref, img.get_rect(midleft=(0, 0))) if plate is not None else
             img.get_bounding_rect().move(0, -(img.get_height() // 2)) for img, _gap, plate in pieces]
    boxes.append(plate_box(ref, ref, ref.get_rect(midleft=(0, 0))))
    up, down = min(b.top for b in boxes), max(b.bottom for b in boxes)
    top = ink_rect(line1, size, outline=3, center=(area.centerx, area.top + 26)).bottom + LINE_GAP
    bottom = area.top + 142 - PROMPT_GLYPH / 2 - LED_CLEAR
    y = (top + bottom - up - down) / 2 if down - up <= bottom - top else top - up
    x = area.centerx - total / 2
    for img, gap, plate in pieces:
        at = img.get_rect(midleft=(round(x + (PLATE_PAD if plate is not None else 0)), round(y)))
        if plate is not None:
            x += PLATE_PAD
            draw_panel(surface, plate_box(img, ref, at), plate, 255, 12, None)
        surface.blit(img, at)
        x += img.get_width() + gap
    return round(y) + down


#: Px the led line's ink and plates keep over the prompt row's key caps.
LED_CLEAR = 8
#: Px of the prompt row's key caps under the trick (``scene.prompt``'s glyph size: the row may shrink them).
PROMPT_GLYPH = 60


#: Px of plate around a colour's word in the "led:" line (its ink), left and right.
PLATE_PAD = 10
#: Px of plate above and below a colour's word (the ink of the word and of a line's usual letters and brackets,
#: whichever reaches further): issue 21, 3 px before, the brackets of "(weakest)" against the plate's edges.
PLATE_VPAD = 8


def plate_box(img: pygame.Surface, ref: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    """The plate (px) under a colour's word ``img`` blitted at ``at`` (its rect on the frame): :data:`PLATE_PAD` px
    left and right of the word's ink, :data:`PLATE_VPAD` px above and below the ink of the word and of ``ref`` (the
    reference band with brackets, ``"(Hgjpqy)"``, drawn at the same size), so every plate of the line is as tall
    and the words sit at one baseline in them."""
    ink = img.get_bounding_rect().move(at.topleft)
    band = ref.get_bounding_rect().move(0, at.top)
    top, bottom = min(ink.top, band.top) - PLATE_VPAD, max(ink.bottom, band.bottom) + PLATE_VPAD
    return pygame.Rect(ink.left - PLATE_PAD, top, ink.width + 2 * PLATE_PAD, bottom - top)


def _draw_final(scene, surface) -> None:
    res = scene.m.result
    rect = pygame.Rect(0, 0, 1000, 160 + 64 * len(res.scores))
    rect.center = (theme.WIDTH / 2, 500)
    draw_panel(surface, rect, theme.INK, 248, 30, theme.GOLD)
    names = " & ".join(scene.seats[w].name for w in res.winners)
    line = (_("{names} wins!") if len(res.winners) == 1 else _("{names} win!")).format(names=names)
    blit_text(surface, line, (rect.centerx, rect.top + 60), theme.HEADING, theme.GOLD, "title", outline=3)
    order = sorted(range(len(res.scores)), key=lambda s: -res.scores[s])
    for k, seat in enumerate(order):
        y = rect.top + 140 + 64 * k
        draw_symbol(surface, seat_symbol(seat), (rect.left + 120, y), 18, seat_colour(seat))
        blit_text(surface, scene.seats[seat].name, (rect.left + 160, y), theme.BODY, theme.WHITE, anchor="midleft")
        blit_text(surface, _("{n} pts").format(n=res.scores[seat]), (rect.right - 120, y), theme.BODY,
                  theme.GOLD if seat in res.winners else theme.WHITE, anchor="midright")


@surface_cache(4)
def _ghost(card: S.Card, scale: float) -> pygame.Surface:
    """``card``'s face at ``scale``, half transparent (the card under the cursor, shown where it would land; cached)."""
    img = card_face(card.colour, card.rank, scale).copy()
    img.set_alpha(150)
    return img


@surface_cache(4)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark card-sized veil over a card that cannot be chosen (cached)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.INK, 150), (0, 0, *size), border_radius=12)
    return surf
