"""The results: the places of a finished game, in the game's own order, each with the reason in words; then
Rematch (same seats, same options, one press), Change game, or the title."""

from __future__ import annotations

import math

import pygame

from .. import games
from ..engine.base import Placing
from ..i18n import _, ngettext
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.ink import band, stack
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, ink_rect, text
from ..ui.tween import lerp
from ..ui.widgets import Prompt, draw_focus, draw_panel, draw_symbol, seat_colour, seat_symbol

#: The results rows' panel: width and centre x (px), the bar area inside a row (offsets from the centre).
ROW_W = 1280
BAR_LEFT, BAR_RIGHT = 250, 450
#: The buttons under the rows (their centre's y at 100 % text, px), the least px between the last row's panel and
#: the buttons' tops, and between the buttons' bottoms and the key hints' glyphs (issue 21: 6 px at 150 %).
BUTTONS_Y = 884
BUTTONS_GAP = 16
PROMPT_Y = 988
#: Px the bars end short of the widest score's ink (issue 21: Pickpockets' winner bar ran under "100" at 150 %).
SCORE_GAP = 24
#: Px a row's text keeps from its panel's edge (its 4 px border and room; issue 21: ~10 px at 150 %), and a
#: button's label from its button's sides.
ROW_PAD = 16
BUTTON_PAD = 32


def reason_text(game_id: str | None, p: Placing) -> str:
    """The sentence saying why seat ``p.seat`` placed where it did (``docs/games/<id>.md``, "Results"), translated:
    the game's own words from its registry entry's ``reasons`` function. Default placings and unknown codes fall
    back to the score."""
    if p.why in ("won", "score"):  # no game reason (default placings)
        return _("Wins") if p.why == "won" else _("Score: {n}").format(n=p.score)
    entry = games.get(game_id) if game_id else None
    if entry is None or entry.reasons is None:
        return _("Score: {n}").format(n=p.score)
    return games.load(entry.reasons)(p)


def oodlar_reason(p: Placing) -> str:
    """Pickpockets: money, marked notes, the run target (``detail``) in the reason's words."""
    money, marks, target = p.detail
    return {
        "escaped": _("Got away with ${m}, {k} marked"),
        "failed_run": _("Failed run: ${m} (${t} needed), {k} marked"),
        "police_arrest": _("The police: made an arrest"),
        "false_alarm": _("The police: a false alarm"),
        "arrested": _("Arrested with {k} marked notes"),
        "caught_marked": _("Caught with {k} marked notes"),
        "outrun": _("${m}: another thief got away"),
        "richest": _("Richest thief: ${m}, {k} marked"),
        "money": _("${m}, {k} marked"),
    }.get(p.why, _("${m}, {k} marked")).format(m=money, k=marks, t=target)


def pickpocket_reason(p: Placing) -> str:
    """Pickpocket: the tie-break on tiles, or the unplayed hand's points."""
    _points, hand, tiles = p.detail
    if p.why == "tiles":
        return ngettext("Tie broken: {t} tile left in hand", "Tie broken: {t} tiles left in hand",
                        abs(tiles)).format(t=tiles)
    if hand:
        return ngettext("{h} point from the unplayed hand tiles", "{h} points from the unplayed hand tiles",
                        abs(hand)).format(h=hand)
    return _("No tiles left in hand")


def cite_reason(p: Placing) -> str:
    """La Cité des Voleurs: the goal reached, or the tokens held."""
    n0 = p.detail[0] if p.detail else p.score
    if p.why == "goal":
        return _("Reached the goal: {n} tokens").format(n=n0)
    return ngettext("{n} token", "{n} tokens", abs(n0)).format(n=n0)


def sticheln_reason(p: Placing) -> str:
    """Sticheln: the points over the rounds, or the tie-break that decided. Counts take the plural form of their
    size (a score of 1 or −1 is "1 point"), in each language's own plural rule."""
    n0 = p.detail[0] if p.detail else p.score
    rounds = p.detail[1]
    if p.why == "positive_rounds":
        return ngettext("Tie broken: {r} round above zero", "Tie broken: {r} rounds above zero",
                        abs(rounds)).format(r=rounds)
    if p.why == "extra_round":
        return _("Won the tie-break round")
    return ngettext("{p} point over the rounds", "{p} points over the rounds", abs(n0)).format(p=n0)


def morpion_reason(p: Placing) -> str:
    """Pierre Papier Morpion: Three Crowns, or the points and lines."""
    n0 = p.detail[0] if p.detail else p.score
    lines = p.detail[1]
    if p.why == "crowns":
        return _("Three Crowns: wins at once")
    if p.why == "crowns_lost":
        return _("Beaten by Three Crowns")
    return _("{p} points, {l} lines").format(p=n0, l=lines)


def default_placings(scores: list[int], winners: list[int]) -> list[Placing]:
    """Winners first, then by score (for callers without the engine's :meth:`~State.placings`)."""
    keys = {s: (0 if s in winners else 1, -scores[s]) for s in range(len(scores))}
    order = sorted(keys, key=lambda s: (keys[s], s))
    return [Placing(s, 1 + sum(1 for o in keys if keys[o] < keys[s]), scores[s], "won" if s in winners else "score",
                    (scores[s],)) for s in order]


def bar_scale(scores: list[int]) -> tuple[float, float]:
    """``(lo, hi)``: the value range the bars cover — always containing 0 and every score (any sign mix)."""
    lo, hi = min([0, *scores]), max([0, *scores])
    if lo == hi:
        hi = lo + 1
    return lo, hi


def bar_rect(score: int, scores: list[int], x: float, y: float, grow: float = 1.0,
             right: float = BAR_RIGHT) -> tuple[pygame.Rect, int]:
    """The bar of ``score`` in a row centred at (``x``, ``y``), and the zero line's x (px): better = longer [D] —
    every bar starts at the bar area's left end ``x + BAR_LEFT`` and is as long as the score is above the lowest
    of ``scores`` and 0 (:func:`bar_scale`), the highest reaching ``x + right`` (``right``: an offset from the
    centre, at most :data:`BAR_RIGHT`, short of the score's digits); the zero line marks where 0 falls, so a
    negative total ends left of it (issue 21: bars ran both ways from zero and Sticheln's −63 got the longest;
    issue 16: −69 ran off the screen). ``grow`` 0..1 animates the length."""
    lo, hi = bar_scale(scores)
    left, right = x + BAR_LEFT, x + right
    zero = round(left + (0 - lo) / (hi - lo) * (right - left))
    end = round(left + (score - lo) / (hi - lo) * (right - left) * grow)
    return pygame.Rect(round(left), round(y - 14), end - round(left), 28), zero


#: Seconds without a confirm press before one counts on the results: a player mashing confirm to hurry the last
#: move's animations keeps pressing as the results appear, and must see the places before Rematch is chosen.
MASH_GAP = 0.6


class ResultsScene(Scene):
    """Final places of ``game_name``: ``seats`` (the table's :class:`~thieves_arcade.scenes.table.Seat` list),
    ``scores`` per seat, ``winners`` (seats); ``placings`` the engine's :meth:`~State.placings` (default: winners
    first, then by score) and ``game_id`` for the reasons' words. ``table``: the finished table scene, which makes
    Rematch possible (same seats, same options, a new seed). The buttons: Rematch (focused when possible), Change
    game (the game select, with the players still joined), Title. After ``auto_return`` seconds with no input it
    returns to the title by itself (``None``: never). Presses count once every row has slid in (:meth:`ready_at`),
    and a confirm only after :data:`MASH_GAP` s without one (a mashed confirm never picks Rematch unseen)."""

    name = "results"

    def __init__(self, app, game_name: str, seats: list, scores: list[int], winners: list[int],
                 auto_return: float | None = 45.0, *, placings: list[Placing] | None = None,
                 game_id: str | None = None, table=None):
        super().__init__(app)
        self.game_name = game_name
        self.seats = seats
        self.scores = list(scores)
        self.winners = list(winners)
        self.auto_return = auto_return
        self.game_id = game_id
        self.table = table
        self.t = 0.0
        self._last_confirm = -MASH_GAP  # when confirm was last pressed here (s of self.t)
        self.placings = list(placings) if placings else default_placings(self.scores, self.winners)
        self.order = [p.seat for p in self.placings]
        self.buttons = (["rematch"] if table is not None else []) + ["change", "title"]
        self.focus = 0

    def enter(self) -> None:
        self.app.audio.play("fanfare")

    def ready_at(self) -> float:
        """Seconds after which the buttons take presses: once every row has slid in (the winner's last, 0.7 s +
        0.15 s a row), and never before 1 s."""
        return max(1.0, 0.7 + 0.15 * len(self.order))

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.CONFIRM:  # a confirm mashed through the last move's animations is no choice:
            mashed = self.t - self._last_confirm < MASH_GAP  # only one after a pause is (a fresh 150 % pass:
            self._last_confirm = self.t  # Rematch was chosen before anyone saw the places)
            if mashed:
                return None
        if self.t <= self.ready_at():
            return None
        self.auto_return = None if self.auto_return is None else self.t + 45.0  # someone is here
        if event.intent in DIRECTIONS:
            moved = nav_step(self.button_rects(), self.focus, event.intent)
            if moved != self.focus:
                self.focus = moved
                self.app.audio.play("click")
        elif event.intent == Intent.CONFIRM:
            self.choose(self.buttons[self.focus])
        elif event.intent in (Intent.BACK, Intent.PAUSE):
            self.back_to_title()
        return None

    def choose(self, key: str) -> None:
        """Do button ``key``: ``rematch``, ``change`` or ``title``."""
        if key == "rematch" and self.table is not None:
            self.app.audio.play("fanfare")
            self.app.scenes.replace(self.table.rematch())
        elif key == "change":
            self.change_game()
        else:
            self.back_to_title()

    def change_game(self) -> None:
        """The game select over the title, remembering who joined (their devices seat them in the next lobby)."""
        self.app.joined = [s.device for s in self.seats if s.is_human]
        self.app.goto("title", how="clear")
        self.app.goto("select", focus=self.game_id)  # the cursor on the game just played

    def back_to_title(self) -> None:
        """Clear the stack back to the title screen."""
        self.app.goto("title", how="clear")

    def update(self, dt: float) -> None:
        self.t += dt
        if self.auto_return is not None and self.t >= self.auto_return:
            self.back_to_title()

    def labels(self) -> dict[str, str]:
        """The buttons' words."""
        return {"rematch": _("Rematch"), "change": _("Change game"), "title": _("Title")}

    def button_rects(self) -> list[pygame.Rect]:
        """Per button its rect, in one row under the places: 400 px wide, wider where the longest label at
        :data:`theme.BODY` needs :data:`BUTTON_PAD` px each side (bigger text, within the title-safe width), and
        taller with bigger text."""
        gap = 40
        n = len(self.buttons)
        widest = max(text(label, theme.BODY).get_width() for label in self.labels().values())
        w = min(max(400, widest + 2 * BUTTON_PAD), (ROW_W - (n - 1) * gap) // n)  # never wider than the rows
        left = theme.WIDTH / 2 - (n * w + (n - 1) * gap) / 2
        h = max(64, theme.line_height(theme.BODY, spacing=1.0) + 16)  # taller with bigger text
        y = max(BUTTONS_Y, self.prompt().top((theme.WIDTH / 2, PROMPT_Y)) - BUTTONS_GAP - h / 2)  # lower, bigger
        return [pygame.Rect(round(left + k * (w + gap)), round(y - h / 2), w, h) for k in range(n)]

    def prompt(self) -> Prompt:
        """The key hints under the buttons (drawn centred at ``(960, PROMPT_Y)``)."""
        return Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("OK")), (Intent.BACK, _("Title"))])

    def row_geometry(self) -> tuple[int, int]:
        """``(top, row height)`` of the places (two text lines per row, ≥ 36 px each): 118 px, taller with bigger
        text where the name's and the reason's ink bands need it to keep :data:`ROW_PAD` px inside the row's panel,
        at most an even share of the 580 px the rows may take, ending above the buttons (taller buttons at
        bigger text: a row's border ran into them at 150 %)."""
        rows = max(1, len(self.order))
        name, why = band(theme.BODY), band(theme.SMALL)
        need = (name[1] - name[0]) + (why[1] - why[0]) + 8 + 2 * ROW_PAD + 6
        room = min(580, self.button_rects()[0].top - BUTTONS_GAP + 3 - 268)  # a row's panel: 3 px inside its share
        return 268, min(max(118, need), room // rows)

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        names = ", ".join(self.seats[s].name for s in self.winners) or "—"
        blit_text(surface, self.game_name, (w / 2, 100), theme.HEADING, theme.LAMP, "title", outline=3)
        if not self.winners:
            title = _("Nobody wins")
        else:
            title = _("{names} wins!").format(names=names) if len(self.winners) == 1 else \
                _("Shared win: {names}").format(names=names)
        grow = min(1.0, self.t / 0.6)
        size = min(round(lerp(60, theme.TITLE, grow)), fit_size(title, theme.TITLE, 1600, "title", 48))
        blit_text(surface, title, (w / 2, 200), size, theme.GOLD, "title", outline=4)
        rows = len(self.order)
        top, row_h = self.row_geometry()
        name_size = theme.BODY if row_h >= 100 else theme.SMALL
        digits = theme.HEADING if row_h >= 90 else theme.BODY
        digits_left = min(ink_rect(str(v), digits, "title", midright=(620, 0)).left for v in self.scores)
        bar_right = min(BAR_RIGHT, digits_left - SCORE_GAP)  # the bars end short of every row's score
        for rank, p in enumerate(self.placings):
            seat = p.seat
            appear = max(0.0, min(1.0, (self.t - 0.3 - 0.15 * (rows - rank)) / 0.4))
            if appear <= 0:
                continue
            y = top + rank * row_h + row_h / 2
            x = lerp(w + 600, w / 2, appear)
            won = seat in self.winners
            draw_panel(surface, (x - ROW_W / 2, y - row_h / 2 + 3, ROW_W, row_h - 6),
                       theme.NIGHT_LIGHT if won else theme.INK, 235, 20, theme.GOLD if won else seat_colour(seat))
            blit_text(surface, str(p.place), (x - 590, y), theme.HEADING if row_h >= 90 else theme.BODY,
                      theme.GOLD, "title")
            if won:
                _crown(surface, (x - 530, y), 0.55 + 0.06 * math.sin(self.t * 4))
            else:
                draw_symbol(surface, seat_symbol(seat), (x - 530, y), 24, seat_colour(seat))
            s = self.seats[seat]
            label = s.name + (" · " + _("bot · {level}").format(level=_(s.level)) if s.is_bot else "")
            why = reason_text(self.game_id, p)
            top_size, why_size = fit_size(label, name_size, 660), fit_size(why, theme.SMALL, 720)
            # both lines' ink inside the row's panel, shrunk if need be (a French "Gagne …" lay 2 px from the border
            # of a six-seat row at 100 %), the name never drawn smaller than the reason under it (issue 21)
            lines = [(label, top_size, "body"), (why, min(why_size, top_size), "body")]
            band_top, band_bottom = y - row_h / 2 + 3, y + row_h / 2 - 3
            pad = min(ROW_PAD, max(8, (row_h - 6 - sum(b - a for a, b, _ in (band(sz, k, c) for c, sz, k in lines))
                                        - 8) / 2))
            (top_size, label_y), (why_size, why_y) = stack(lines, band_top, band_bottom, inset=round(pad), gap=8)
            if why_size > top_size:
                (top_size, label_y), (why_size, why_y) = stack([lines[0], (why, top_size, "body")], band_top,
                                                               band_bottom, inset=round(pad), gap=8)
            # centred by their own ink, not the reference band's descenders: the name's ink as far from the row's
            # top as the reason's from its bottom (issue 21: names ~4 px under the rows' tops at 150 %)
            above = ink_rect(label, top_size, midleft=(0, label_y)).top - band_top
            below = band_bottom - ink_rect(why, why_size, midleft=(0, why_y)).bottom
            label_y, why_y = label_y + (below - above) / 2, why_y + (below - above) / 2
            blit_text(surface, label, (x - 490, label_y), top_size, theme.WHITE, anchor="midleft")
            blit_text(surface, why, (x - 490, why_y), why_size, theme.LAMP if won else theme.GREY,
                      anchor="midleft")
            bar, zero = bar_rect(self.scores[seat], self.scores, x, y, appear, bar_right)
            pygame.draw.line(surface, theme.GREY, (zero, y - row_h / 2 + 12), (zero, y + row_h / 2 - 12), 3)
            if bar.width:
                pygame.draw.rect(surface, seat_colour(seat), bar, border_radius=10)
            blit_text(surface, str(self.scores[seat]), (x + 620, y), digits, theme.GOLD, "title", anchor="midright")
        if self.t > 1.0:
            labels = self.labels()
            rects = self.button_rects()
            size = min(fit_size(labels[key], theme.BODY, r.width - 2 * BUTTON_PAD) for key, r in
                       zip(self.buttons, rects, strict=True))  # one size
            b_top, b_bottom, b_h = band(size)
            for k, (key, r) in enumerate(zip(self.buttons, rects, strict=True)):
                on = k == self.focus
                # one baseline for all three, their common ink band centred ('Change game' sat higher, centred by
                # its own ink with its descender; before that on the rim at 150 %)
                at = (r.centerx, r.centery - (b_top + b_bottom) / 2 + b_h / 2)
                if on:  # the focus box: the one painter, 10 px round the label's ink
                    draw_focus(surface, r, [ink_rect(labels[key], size, center=at)], theme.NIGHT_LIGHT, 245, 22)
                else:
                    draw_panel(surface, r, theme.INK, 245, 22, theme.GREY)
                blit_text(surface, labels[key], at, size, theme.GOLD if on else theme.WHITE)
            self.prompt().draw(surface, (w / 2, PROMPT_Y))


def _crown(surface, pos, scale: float) -> None:
    """A small gold crown centred at ``pos``."""
    x, y = pos
    s = 40 * scale
    pts = [(x - s, y + s * 0.5), (x - s, y - s * 0.4), (x - s * 0.5, y), (x, y - s * 0.7), (x + s * 0.5, y),
           (x + s, y - s * 0.4), (x + s, y + s * 0.5)]
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.WOOD_DARK, pts, 3)
