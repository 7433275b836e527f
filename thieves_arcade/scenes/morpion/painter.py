"""morpion: the painter (pure drawing) (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import morpion as M
from ...engine.base import View
from ...i18n import _, ngettext
from ...input.intents import Intent
from ...ui import theme
from ...ui.cache import surface_cache
from ...ui.hands import draw_hand
from ...ui.prompts import device_family, intent_glyphs, single_glyph
from ...ui.sprites import reward_name, scaled
from ...ui.text import blit_text, ellipsize, fit_named, fit_size, ink_rect, shared_size, text, wrap, wrap_even
from ...ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol
from .model import CELL_SCALE, CHOICE_SCALE, COLL_SCALE, GANG_SCALE, KEY_THROWS, KIND_NAMES, PAD_THROWS, THROW_NAMES

#: Widest the HUD lines in the middle may be (px): they stay between the gangs' boxes.
HUD_WIDTH = 820


def draw_table(scene, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
    m = scene.m
    surface.blit(scene.level.background, (0, 0))
    human = scene.human_turn()
    focus = None
    if human is not None:
        takes = scene.takes(view)
        focus = takes[scene.menu.index % len(takes)].what
    for cell in range(1, 10):
        _draw_cell(scene, surface, cell, focus if cell == m.round else None)
    if not m.over:
        r = scene.cell_rect(m.round).inflate(16, 16)
        pulse = 2 + round(2 * math.sin(scene.t * 5))
        pygame.draw.rect(surface, theme.INK, r.inflate(6, 6), 4, border_radius=24)
        pygame.draw.rect(surface, theme.GOLD, r, 6 + pulse, border_radius=22)
    for seat, cells in m.lines:
        _line(surface, scene.cell_rect(cells[0]).center, scene.cell_rect(cells[2]).center, seat_colour(seat))
    for seat in (0, 1):
        _draw_header(scene, surface, seat)
        _draw_collection(scene, surface, seat)
        _draw_controls(scene, surface, seat, view, private_seat)


def _draw_cell(scene, surface: pygame.Surface, cell: int, focus: str | None) -> None:
    m = scene.m
    i = cell - 1
    if m.control[i] is not None:
        pos = scene.spot(cell, "cell")
        sh = _shadow_disc(round(120 * GANG_SCALE))
        surface.blit(sh, sh.get_rect(center=(pos[0] + 6, pos[1] + 10)))
        blit_sprite(surface, f"gang_{m.control[i]}", pos, GANG_SCALE)
    if m.hidden[i] or cell in m.flipped:
        pos = scene.spot(cell, "hidden")
        blit_sprite(surface, reward_name(m.flipped[cell]) if cell in m.flipped else "reward_back", pos,
                    CELL_SCALE)
        if focus == "hidden":
            _focus_ring(surface, pos, 56, scene.t)
    if m.visible[i] is not None:
        pos = scene.spot(cell, "visible")
        blit_sprite(surface, reward_name(m.visible[i]), pos, CELL_SCALE)
        if focus == "visible":
            _focus_ring(surface, pos, 56, scene.t)
    if focus == "cell":
        pos = scene.spot(cell, "cell")
        img = _ghost(scene.current_player)
        surface.blit(img, img.get_rect(center=pos))
        _focus_ring(surface, pos, 84, scene.t)


def _draw_header(scene, surface: pygame.Surface, seat: int) -> None:
    m = scene.m
    box = scene.level.anchor(f"gang_{seat}")
    colour = seat_colour(seat)
    active = not m.over and (m.chooser == seat or (m.phase == "duel" and not m.ready[seat]))
    winner = seat in m.winners
    draw_panel(surface, box, theme.INK, 235, 26, theme.GOLD if winner else colour)
    if winner:
        pygame.draw.rect(surface, theme.GOLD, box.inflate(10, 10), 5, border_radius=30)
    elif active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
        draw_turn_marker(surface, box, scene.t, "none")
    tx, ty = scene.header_token(seat)
    blit_sprite(surface, f"gang_{seat}", (tx, ty), 0.9)
    if winner:
        blit_sprite(surface, "crown", (tx, ty - 62), 0.5)
    draw_symbol(surface, seat_symbol(seat), (box.left + 160, box.top + 42), 16, colour)
    size = name_size(scene)  # a name too long even at 36 px drawn (a phone player's) is cut short with "…"
    name = ellipsize(scene.seats[seat].name, size, box.width - NAME_LEFT - NAME_RIGHT)
    blit_text(surface, name, (box.left + NAME_LEFT, box.top + 42), size, theme.WHITE, anchor="midleft")
    total = str(scene.total(seat))
    word = ngettext("point", "points", scene.total(seat))
    size, word_size = score_sizes(scene)
    r = blit_text(surface, total, scene.score_point(seat), size, theme.GOLD if not active else theme.LAMP,
                  "title", anchor="midleft", outline=4)
    blit_text(surface, word, (r.right + 12, r.centery + 8), word_size, theme.LAMP, anchor="midleft")


#: Scores a header may show: the widest of them sets both headers' score size (two digits: a gang's total stays
#: under 100).
SCORES = range(100)
#: Lines a gang may complete on the 3×3 grid (3 rows, 3 columns, 2 diagonals): the widest count sets the size.
MOST_LINES = 8


def score_sizes(scene) -> tuple[int, int]:
    """``(score, word)`` sizes (base sizes for ``blit_text``) both gangs' headers draw their total and "points" at,
    whatever the scores: the largest score size (72 down to 48 in 4 px steps, title font, 4 px rim) at which the
    widest of :data:`SCORES`, 12 px and "points" at the smaller word size fit between the score's left edge and
    14 px inside either box, and the word size "points" fits there beside it (never under 36 px drawn). Issue 21:
    each header fitted its own score, so "points" shrank once the score had two digits."""
    word = ngettext("point", "points", 2)
    widest = max((str(n) for n in SCORES), key=lambda n: text(n, theme.HEADING + 8, kind="title").get_width())
    rooms = [scene.level.anchor(f"gang_{seat}").right - 14 - scene.score_point(seat)[0]
             for seat in range(len(scene.seats))]
    room = min(rooms)
    size = theme.HEADING + 8
    while size > theme.HEADING - 16 and (text(widest, size, kind="title", outline=4).get_width() + 12
                                         + text(word, theme.SMALL).get_width() > room):
        size -= 4
    spare = room - text(widest, size, kind="title", outline=4).get_width() - 12
    return size, fit_size(word, theme.SMALL, spare)


def lines_row(scene) -> tuple[int, bool]:
    """``(size, words)`` of both gangs' "Lines: N" labels at every count: the size (a base size) at which the widest
    of "Lines: 0" … "Lines: 8" fits left of the widest "N pts" (:data:`MOST_LINES` lines) with 12 px between them
    in either collection box, never drawn under 36 px; ``words`` is ``False`` when even then it does not fit (both
    show "×N" instead, as the other rows do, at the size the widest count fits). Issue 21: "Lines: 2" shrank beside
    "6 pts" and nearly touched it while the other gang's "Lines: 0" was drawn full size."""
    labels = [_("Lines: {n}").format(n=n) for n in range(MOST_LINES + 1)]
    points = max(text(_points(3 * n), theme.SMALL, outline=3).get_width() for n in range(1, MOST_LINES + 1))
    rooms = []
    for seat in range(len(scene.seats)):
        box = scene.level.anchor(f"collection_{seat}")
        x0, _y = scene.slot(seat, "lines", 0)
        rooms.append(box.right - 18 - points - 12 - (x0 + 44))
    room = min(rooms) - 6  # the 3 px rim each side
    size = shared_size(labels, theme.SMALL, room)
    if all(theme.font(size).size(label)[0] <= room for label in labels):
        return size, True
    return shared_size([f"×{n}" for n in range(MOST_LINES + 1)], theme.SMALL, room), False


#: Px from a header box's left edge to its name, and from the name's end to the box's right edge (its 4 px border
#: and 12 more: "Maximilienne" ended 1 px from it at every text size).
NAME_LEFT, NAME_RIGHT = 186, 16


def name_size(scene) -> int:
    """The one size (a base size for ``blit_text``) both gangs' names are drawn at in their headers: the size the
    longer one fits right of its symbol, :data:`NAME_RIGHT` px inside the box (issue 21: each fitted alone, a long
    name drawn smaller than its rival's)."""
    boxes = [scene.level.anchor(f"gang_{seat}") for seat in range(len(scene.seats))]
    return shared_size([s.name for s in scene.seats], theme.SMALL,
                       [box.width - NAME_LEFT - NAME_RIGHT for box in boxes])


def _draw_collection(scene, surface: pygame.Surface, seat: int) -> None:
    m = scene.m
    box = scene.level.anchor(f"collection_{seat}")
    draw_panel(surface, box, (44, 34, 30), 150, 20, None)
    counts = {k: m.collections[seat].count(k) for k in scene.kinds()}
    for kind in scene.kinds():
        n = counts[kind]
        x0, y = scene.slot(seat, kind, 0)
        if n == 0:
            img = _faded(reward_name(kind))
            surface.blit(img, img.get_rect(center=(round(x0), round(y))))
        for k in range(n):
            blit_sprite(surface, reward_name(kind), scene.slot(seat, kind, k), COLL_SCALE)
        if kind in M.EQUIPMENT:
            label = _points(M.group_points(n)) if n else ""
        elif kind == M.PLUS2:
            label = _points(2 * n) if n else ""
        elif kind == M.CROWN:
            label = f"{n}/3" if n else ""
        else:
            label = f"×{n}" if n else ""
        if label:
            blit_text(surface, label, (box.right - 18, y), theme.SMALL,
                      theme.LAMP if kind != M.CROWN else theme.GOLD, anchor="midright", outline=3)

    lines = sum(1 for s, _c in m.lines if s == seat)
    x0, y = scene.slot(seat, "lines", 0)
    bar = pygame.Rect(0, 0, 52, 18)
    bar.center = (round(x0), round(y))
    pygame.draw.rect(surface, theme.INK, bar.inflate(8, 8), border_radius=13)
    pygame.draw.rect(surface, seat_colour(seat) if lines else theme.GREY, bar, border_radius=9)
    if lines:
        blit_text(surface, _points(3 * lines), (box.right - 18, y), theme.SMALL, theme.LAMP, anchor="midright",
                  outline=3)
    size, words = lines_row(scene)  # one size for both gangs at every count, 12 px or more left of the points
    label = _("Lines: {n}").format(n=lines) if words else f"×{lines}"
    blit_text(surface, label, (x0 + 44, y), size, theme.WHITE if lines else theme.GREY, anchor="midleft",
              outline=3)


def duel_after_rows(box: pygame.Rect, won: bool, size: int) -> tuple[list[float], list[str]]:
    """Under a gang's duel verdict in its action box ``box``: ``(heights, lines)`` — the centre heights (px) of the
    "… chooses" line and of each line of what the verdict means ("Keeps the last reward" when ``won``, else "Picks
    second"), and those lines, all at ``size`` (the verdict's): one line at 130 and 190 px under the box's top as
    always, two (even, no word alone) where one is too wide for the box less 12 px a side, their last line's ink
    :data:`ROW_INSET` px over the box's 4 px border and the "… chooses" line midway under the verdict."""
    after = _("Keeps the last reward") if won else _("Picks second")
    room = box.width - 24
    if theme.font(size).size(after)[0] <= room:
        return [box.top + 130, box.top + 190], [after]
    lines = wrap_even(after, size, room)
    step = theme.line_height(size)
    last = box.bottom - 4 - ROW_INSET - ink_rect(lines[-1], size, center=(0, 0)).bottom
    ys = [last - step * (len(lines) - 1 - k) for k in range(len(lines))]
    verdict_bottom = box.top + 40 + ink_rect(_("Won the duel"), size, midleft=(0, 0)).bottom
    return [(verdict_bottom + ys[0] - step / 2) / 2, *ys], lines


def _draw_controls(scene, surface: pygame.Surface, seat: int, view: View, private_seat: int | None) -> None:
    m = scene.m
    box = scene.level.anchor(f"action_{seat}")
    me = scene.seats[seat]
    colour = seat_colour(seat)
    choosing = m.phase == "choose" and m.chooser == seat and not m.over
    draw_panel(surface, box, theme.NIGHT, 235, 26, theme.GOLD if choosing else colour)
    cx, top = box.centerx, box.top
    if m.over:
        won = seat in m.winners
        verdict = _("Winner!") if won and len(m.winners) == 1 else (_("Tie") if won else _("Beaten"))
        blit_text(surface, verdict, (cx, top + 52), fit_size(verdict, theme.HEADING, box.width - 30, "title"),
                  theme.GOLD if won else theme.GREY, "title", outline=4)
        n = scene.total(seat)
        blit_text(surface, ngettext("{n} point", "{n} points", n).format(n=n), (cx, top + 132), theme.BODY,
                  theme.WHITE)
        return
    if m.phase == "duel":
        if seat in scene.picked or m.ready[seat]:
            _ready_badge(surface, (cx, top + 110), box.width - 24)
            other = 1 - seat
            if not (other in scene.picked or m.ready[other]):
                waiting = _("Waiting for {name}…").format(name=scene.seats[other].name)
                size = fit_size(waiting, theme.SMALL, box.width - 32)
                # too wide even at 36 px drawn (a long name, bigger text): on two lines, inside the box's border
                lines = [waiting] if theme.font(size).size(waiting)[0] <= box.width - 32 else \
                    wrap(waiting, size, box.width - 32)
                step = theme.line_height(size)
                for k, line in enumerate(lines):
                    blit_text(surface, line, (cx, top + 222 - step * (len(lines) - 1) / 2 + step * k), size,
                              theme.GREY)
            return
        if me.is_bot or seat in scene.disconnected:
            # a long name (a phone player's, bigger text) is cut short, never the sentence: it ran off the box
            choosing_line, size = fit_named(_("{name} is choosing…"), me.name, theme.SMALL, box.width - 24)
            blit_text(surface, choosing_line, (cx, top + 50), size, theme.WHITE)
            _dots(surface, (cx, top + 140), scene.t)
            return
        live = scene.duel_open
        throw = _("Throw, {name}!").format(name=me.name) if live else _("Get ready…")
        blit_text(surface, throw, (cx, top + 36), fit_size(throw, theme.BODY, box.width - 2 * SIDE_CLEAR),
                  theme.GOLD if live else theme.GREY)
        keyboard = device_family(scene.app, me.device) == "keyboard"
        # the three throws' names at one size, the size the longest fits (issue 21: "Scissors" drawn smaller)
        name_size = min(fit_size(_(THROW_NAMES[h]), theme.SMALL, box.right - SIDE_CLEAR - box.left - 236)
                        for h in M.THROWS)  # and SIDE_CLEAR px from the box's right side ("Scissors" came 12 px)
        for k, hand in enumerate(M.THROWS):
            y = top + 100 + k * 66
            g = single_glyph(scene.app, me.device, (KEY_THROWS if keyboard else PAD_THROWS)[k], 50)
            surface.blit(g, g.get_rect(center=(box.left + 64, y)))
            draw_hand(surface, hand, (box.left + 170, y), 64, colour, False)
            blit_text(surface, _(THROW_NAMES[hand]), (box.left + 236, y), name_size,
                      theme.WHITE if live else theme.GREY, anchor="midleft")
        return
    # choose phase
    peek_hint = choosing and scene.human_turn() == seat and M.Peek() in view.legal
    if m.last_duel is not None and not choosing:
        draw_hand(surface, m.last_duel[seat], (box.right - 62, top + 40), 56, colour, seat == 1)
    if not choosing:
        # the duel's verdict, who chooses and what the verdict means at one size, the size both verdicts fit
        # beside the hand (issue 21: "Keeps the last reward" was drawn smaller than "Won the duel", "Magpie
        # chooses" bigger than both at 150 %); what it means on two lines where one is too wide at that size, and
        # a long name cut short, never the sentence
        won = m.duel_winner == seat
        verdicts = (_("Won the duel"), _("Lost the duel"))
        size = shared_size(list(verdicts), theme.BODY, box.width - 140)
        chooser = m.chooser
        line = ""
        if chooser is not None:
            line, size = fit_named(_("{name} chooses"), scene.seats[chooser].name, size, box.width - 24)
        blit_text(surface, verdicts[0 if won else 1], (box.left + 24, top + 40), size, theme.WHITE, anchor="midleft")
        ys, afters = duel_after_rows(box, won, size)
        if line:
            blit_text(surface, line, (cx, ys[0]), size, theme.GREY)
        for y, after in zip(ys[1:], afters, strict=True):
            blit_text(surface, after, (cx, y), size, theme.GREY)
        return
    human = scene.human_turn() == seat
    peek_room = 0
    if peek_hint:  # the title leaves the top row's right end to "Peek" and its glyph
        peek_room = text(_("Peek"), theme.SMALL).get_width() + 40 + 8 + 16
    # a bot named as long as a phone player may be: its name cut short, not the sentence (it came 4 px from the side)
    title, title_size = fit_named(_("Choose a reward") if me.is_human else _("{name} chooses…"), me.name,
                                  theme.BODY, box.width - 48 - peek_room)
    cell = m.round
    rewards = [w for w in M.REWARDS if (w == "visible" and m.visible[cell - 1] is not None)
               or (w == "hidden" and (m.hidden[cell - 1] or cell in m.flipped))
               or (w == "cell" and m.control[cell - 1] is None)]
    takes = scene.takes(view) if human else []
    focus = takes[scene.menu.index % len(takes)].what if takes else None
    picks = []
    for what in rewards:
        if what == "visible":
            picks.append((what, reward_name(m.visible[cell - 1]), _(KIND_NAMES[m.visible[cell - 1]])))
        elif what == "hidden":
            picks.append((what, "reward_back", _("Hidden")))
        else:
            picks.append((what, f"gang_{seat}", _("Cell")))
    # the rewards' names at one size, the size the longest fits under its token (122 px), and "Take" in the prompt
    # row under them at that size too (issue 21: "Take" was larger than "Hidden" at 150 %)
    label_size = min((fit_size(label, theme.SMALL, 122) for _w, _n, label in picks), default=theme.SMALL)
    prompt = scene.prompt([(Intent.LEFT, _("Move")), (Intent.CONFIRM, _("Take"))], seat, size=44, terse=True,
                          label_size=label_size) if human else None
    if prompt is not None:
        label_size = prompt.label_size = prompt.label_size_at(box.width - 36)
    row = _choice_rows(box, title, title_size, [label for _w, _n, label in picks], label_size)
    blit_text(surface, title, (box.left + 24, row.title), title_size, theme.GOLD, anchor="midleft")
    for k, (what, name, label) in enumerate(picks):
        x = cx + (k - (len(rewards) - 1) / 2) * 128
        y = row.tokens
        if focus == what:
            _focus_ring(surface, (x, y), 58, scene.t)
        blit_sprite(surface, name, (x, y), CHOICE_SCALE if focus == what else CHOICE_SCALE * 0.85)
        blit_text(surface, label, (x, row.labels), label_size, theme.GOLD if focus == what else theme.WHITE,
                  outline=3 if focus == what else 0)
    peeked = view.peeked if private_seat == seat and view.seat == seat else None
    if peeked is not None:
        blit_text(surface, _("Peeked:"), (box.left + 24, box.bottom - 34), theme.SMALL, theme.BLUE,
                  anchor="midleft")
        blit_sprite(surface, reward_name(peeked), (box.left + 190, box.bottom - 34), 0.45)
    elif human:  # the shared prompt row, in the chooser's own glyphs, inside the panel
        prompt.draw(surface, (box.centerx, row.prompt), box.width - 36)
        if peek_hint:
            device = me.device or ""
            pg = intent_glyphs(device_family(scene.app, device), device, Intent.ALT, 40, scene.app)[0]
            x = box.right - 20
            r = blit_text(surface, _("Peek"), (x, row.title), theme.SMALL, theme.BLUE, anchor="midright")
            if pg is not None:
                surface.blit(pg, pg.get_rect(midright=(r.left - 8, row.title)))


#: Px of the heading's plate beside its two lines' ink (2 px less above and below them: 12, the padding rule;
#: issue 21, "Three Crowns win at once" sat 8-10 px over the plate's rounded bottom).
HUD_PAD = 14


def draw_hud(scene, surface: pygame.Surface, view: View) -> None:
    m = scene.m
    x, y = scene.level.point("hud")
    if m.over:
        line = _("Game over")
    elif m.phase == "duel":
        line = _("Cell {n} of 9 · Duel!").format(n=m.round)
    else:
        line = _("Cell {n} of 9 · {name} chooses").format(n=m.round, name=scene.seats[m.chooser].name) \
            if m.chooser is not None else _("Cell {n} of 9").format(n=m.round)
    room = HUD_WIDTH  # between the two gangs' boxes, at every text size
    size = fit_size(line, theme.BODY + 4, room - 2 * HUD_PAD)
    crowns = _("Three Crowns win at once")
    grown = theme.scaled_size(size) > size  # bigger text: the second line further down
    crowns_y = y + (max(52, theme.line_height(size, spacing=0.62) + 26) if grown else 52)
    crowns_size = fit_size(crowns, theme.SMALL, room - 2 * HUD_PAD)
    # both lines on one dark plate: white over the awning's cream stripes read poorly even with its rim (issue 21)
    plate = ink_rect(line, size, "body", 4, center=(x, y)).union(
        ink_rect(crowns, crowns_size, "body", 3, center=(x, crowns_y))).inflate(2 * HUD_PAD, 2 * HUD_PAD - 4)
    draw_panel(surface, plate, theme.INK, 215, 18, None)
    blit_text(surface, line, (x, y), size, theme.WHITE, "body", outline=4)
    blit_text(surface, crowns, (x, crowns_y), crowns_size, theme.LAMP, outline=3)


# ---- cached pictures -----------------------------------------------------------------------------------------------


@surface_cache(4)
def squashed(name: str, scale: float, width_frac: float) -> pygame.Surface:
    """``scaled(name, scale)`` squeezed horizontally to ``width_frac`` (a token flip), cached."""
    img = scaled(name, scale)
    return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * width_frac)), img.get_height()))


def blit_sprite(surface: pygame.Surface, name: str, centre: tuple[float, float], scale: float = 1.0) -> pygame.Rect:
    """Blit sprite ``name`` centred at ``centre`` scaled by ``scale`` (quantised to 1/40 so tweens reuse images)."""
    img = scaled(name, max(1, round(scale * 40)) / 40)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


@surface_cache(4)
def _shadow_disc(size: int) -> pygame.Surface:
    surf = pygame.Surface((size + 20, size + 20), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 90), (size / 2 + 10, size / 2 + 10), size / 2)
    return pygame.transform.gaussian_blur(surf, 5)


@surface_cache(4)
def _faded(name: str) -> pygame.Surface:
    """A ghost of a reward in a collection row that is still empty (what the row is for)."""
    img = scaled(name, COLL_SCALE).copy()
    img.set_alpha(60)
    return img


@surface_cache(4)
def _ghost(seat: int) -> pygame.Surface:
    """``seat``'s Gang token, see-through: where it would go if the chooser takes the cell."""
    img = scaled(f"gang_{seat}", GANG_SCALE).copy()
    img.set_alpha(170)
    return img


def _points(p: int) -> str:
    return _("1 pt") if p == 1 else _("{p} pts").format(p=p)


class _Rows:
    """The heights (px, centres) of the reward choice's rows in a gang's action box: ``title``, ``tokens``,
    ``labels`` (the rewards' names) and ``prompt`` (the key hints)."""

    def __init__(self, title: float, tokens: float, labels: float, prompt: float):
        self.title, self.tokens, self.labels, self.prompt = title, tokens, labels, prompt


#: Px between the action box's edge and the ink of its first and last rows (its 4 px border, and more than the
#: readability audit's 2 px touching gap).
ROW_INSET = 12
#: Px between the reward choice's prompt row (glyphs and "Take"'s ink) and the box's bottom: 12 over its 4 px
#: border (issue 21: "Take" 6 px from it at 150 %).
PROMPT_INSET = 16
#: Px between a throwing box's texts ("Throw, Player 1!", "Scissors") and its sides (issue 21: 12 px at 150 %).
SIDE_CLEAR = 24


def _choice_rows(box: pygame.Rect, title: str, title_size: int, labels: list[str], label_size: int) -> _Rows:
    """Where the reward choice's rows go in ``box``: as always at 100 % text (title 40 px under the top, tokens
    at 112, names 74 px under them, the prompt 30 px over the bottom); with bigger text laid out from their ink:
    the title's ink :data:`ROW_INSET` and the prompt row :data:`PROMPT_INSET` px inside the box, "Take" at the
    names' size (``label_size``), the names 6 px over the prompt, the tokens centred between the title and the names
    (issue 21: "Take" on the box's border, the title under the tokens at 150 %)."""
    top = box.top
    if theme.scaled_size(theme.SMALL) <= theme.SMALL:
        return _Rows(top + 40, top + 112, top + 186, box.bottom - 30)
    t_ink = ink_rect(title, title_size, midleft=(0, 0))
    title_y = top + ROW_INSET - t_ink.top
    take = ink_rect(_("Take"), label_size, midleft=(0, 0))  # its ink sits low in its line
    prompt_h = max(44, take.height)
    prompt_y = box.bottom - PROMPT_INSET - max(22, take.bottom)  # the glyphs' and the word's ink PROMPT_INSET in
    inks = [ink_rect(label, label_size, outline=3, center=(0, 0)) for label in labels] or [pygame.Rect(0, 0, 0, 0)]
    labels_y = prompt_y - prompt_h / 2 - 6 - max(r.bottom for r in inks)
    high, low = title_y + t_ink.bottom, labels_y + min(r.top for r in inks)
    return _Rows(title_y, (high + low) / 2, labels_y, prompt_y)


def _focus_ring(surface: pygame.Surface, pos: tuple[float, float], r: float, t: float) -> None:
    rr = r + 4 * math.sin(t * 6)
    pygame.draw.circle(surface, theme.INK, pos, rr + 4, 4)
    pygame.draw.circle(surface, theme.GOLD, pos, rr, 6)


def _line(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: tuple) -> None:
    """A finished line across the window: thick stroke in the gang colour with an ink rim, slightly past the ends."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    if n < 1:
        return
    ux, uy = dx / n, dy / n
    a2, b2 = (a[0] - ux * 70, a[1] - uy * 70), (b[0] + ux * 70, b[1] + uy * 70)
    pygame.draw.line(surface, theme.INK, a2, b2, 30)
    pygame.draw.circle(surface, theme.INK, a2, 15)
    pygame.draw.circle(surface, theme.INK, b2, 15)
    pygame.draw.line(surface, colour, a2, b2, 18)
    pygame.draw.circle(surface, colour, a2, 9)
    pygame.draw.circle(surface, colour, b2, 9)


def _ready_badge(surface: pygame.Surface, centre: tuple[float, float], width: float = 10_000) -> None:
    """The green "READY" badge of a seat that has thrown, centred at ``centre`` (px), at most ``width`` px wide."""
    image = _ready_image(int(width), _("READY"), theme.scaled_size(56))
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@surface_cache(4)
def _ready_image(width: int, word: str, _drawn: int) -> pygame.Surface:
    """The "READY" badge (a tick and ``word``) at most ``width`` px wide: the word shrinks to fit (never under
    36 px drawn), and the badge is tall enough for its ink with 12 px above and below (French "PRÊT"'s circumflex
    reached past it). ``_drawn`` (the word's drawn size) keys the cache by text size."""
    from ...ui.text import fit_size, ink_rect, text
    size = fit_size(word, 56, width - 10 - 136, "title")
    words = text(word, size, theme.WHITE, "title", outline=4)
    ink = ink_rect(word, size, "title", outline=4, topleft=(0, 0))
    w, h = words.get_width() + 136, max(112, ink.height + 24 + 12)
    surf = pygame.Surface((w + 10, h + 10), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), (8, 10, w, h), border_radius=30)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, h), border_radius=30)
    pygame.draw.rect(surf, theme.GREEN, (6, 6, w - 12, h - 12), border_radius=26)
    mid = h / 2
    pygame.draw.lines(surf, theme.INK, False, [(34, mid + 2), (52, mid + 22), (88, mid - 20)], 16)
    pygame.draw.lines(surf, theme.WHITE, False, [(34, mid + 2), (52, mid + 22), (88, mid - 20)], 9)
    at = words.get_rect(midleft=(110, mid))
    at.y += round(mid - (at.y + ink.centery))  # the ink, not the line box, centred in the badge
    surf.blit(words, at)
    return surf


def _dots(surface: pygame.Surface, centre: tuple[float, float], t: float) -> None:
    for k in range(3):
        lift = 10 * max(0.0, math.sin(t * 6 - k * 0.9))
        pygame.draw.circle(surface, theme.INK, (centre[0] + (k - 1) * 40, centre[1] - lift), 14)
        pygame.draw.circle(surface, theme.LAMP, (centre[0] + (k - 1) * 40, centre[1] - lift), 10)
