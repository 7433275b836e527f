"""The Sticheln table (``shared/rules/sticheln.md``; events, views and notation in ``docs/games/sticheln.md``).

Every engine event is animated for the sofa: the dealer deals the cards one at a time clockwise into each seat's
fan of backs; a pain card is slipped face down beside its owner's badge (and flipped face up when pain is public:
published rules, house ``open_pain``, or at scoring); a played card flies from the hand to the trick, which is laid
out left to right in play order (so "the most recently played colour" is the rightmost other colour); the winning
card is lit, then the trick is swept face down onto the winner's pile; the round tally reveals every pain colour and
counts each seat's points row by row, with the totals; the final standings crown the winner.

Every colour has its own symbol (flame, sun, star, leaf, drop, moon, flower, acorn; cut from the card art by
``ui/cards.py``), so colour is never the only cue.

Privacy (see :class:`~thieves_arcade.scenes.table.TableScene`): hands are fanned face down; a hand is drawn face up
in the tray at the bottom only for ``private_seat`` — the lone human among bots all game long (the seats are turned
so that human sits at the bottom), or, with two or more humans, the human to act once they passed the "Pass to …"
curtain (for the pain choice and for each trick). Bots only: the public view.

Human input: ``self.cursor`` indexes ``view.legal`` (the hand's cards in hand order); left/right move it over the
tray, confirm plays (or marks as pain) the card under it. While the cursor is on a card to play to a trick already
led, a ghost of that card sits in the trick's next slot marked "takes the trick" / "wins so far" / "beaten", as the
engine's own trick-winner rule for the rule set in force (:meth:`StichelnTable.would_win`) judges the trick as it
stands. Alt (from any human seat's device) shows the last completed trick — the view's ``last_trick``, public —
in a small panel over the trick area until the next intent (alt again, or any other button). Layout comes from
``levels/sticheln.tmx`` (anchors in ``docs/levels.md``). Table options offered in the lobby:
:attr:`StichelnTable.lobby_options`.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from ..engine import sticheln as S
from ..engine.base import Action, View
from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.cache import surface_cache
from ..ui.cards import back_row, card_back, card_face, card_size, colour_rgb, colour_symbol, flip_frame, glow
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.notes import fan_positions
from ..ui.sprites import sprite
from ..ui.text import blit_text, text, wrap
from ..ui.tween import Anim, Call, Sequence, Tween, Wait, lerp, lerp2
from ..ui.widgets import SeatBadge, draw_panel, draw_symbol, seat_colour, seat_symbol, shade
from .options import LobbyOption
from .table import TableScene

TRAY_SCALE = 0.7      # the face-up hand in the tray: 126×176
TRICK_SCALE = 0.6     # a card in the trick: 108×151
FAN_SCALE = 0.36      # a card in a seat's fan of backs: 65×91
BOTTOM_FAN = 0.5      # the bottom seat's backs in the tray (public view)
PILE_SCALE = 0.32     # a taken trick on a pile
MARK_SCALE = 0.3      # a pain card beside its owner's badge: 54×76
TALLY_SCALE = 0.26    # a captured pain card in the tally: 47×66
PEEK_SCALE = 0.4      # a card in the last-trick panel (alt): 72×101
PROMPT_WIDTH = 1120   # px, the widest the human's prompt row under the trick may be (glyphs shrink to fit)
BADGE = (300, 110)
RANK_LABEL = {11: "J", 12: "Q", 13: "K", 14: "A"}
TALLY_ROW_DELAY = 0.35   # seconds between tally rows
TALLY_HOLD = 2.6         # seconds the full tally stays


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it; it is re-synced from the view after every batch)."""

    players: int
    round: int = 1
    dealer: int = 0
    hands: list = dataclasses.field(default_factory=list)        # cards per seat (fan size)
    trick: list = dataclasses.field(default_factory=list)        # Played on the table, in play order
    tricks: list = dataclasses.field(default_factory=list)       # tricks taken this round per seat
    marked: list = dataclasses.field(default_factory=list)       # pain cards marked per seat
    shown: list = dataclasses.field(default_factory=list)        # pain cards face up per seat
    scores: list = dataclasses.field(default_factory=list)
    turn: int | None = 0
    gone: set = dataclasses.field(default_factory=set)           # private cards already flying / on the table
    deal: tuple | None = None                                    # (first seat, cards landed) while dealing
    lit: int | None = None                                       # index in ``trick`` of the winning card
    note: str = ""                                               # a line about the trick just won
    tally: bool = False                                          # the round tally is on screen
    result: object | None = None                                 # the GameOver event once shown


def card_label(card: S.Card) -> str:
    """A card in words: "green 2", "Q of hearts"."""
    if card.colour in S.SUITS:
        return _("{rank} of {suit}").format(rank=RANK_LABEL.get(card.rank, str(card.rank)), suit=_(card.colour))
    return f"{_(card.colour)} {card.rank}"


class DealAnim(Anim):
    """The deal: ``total`` cards fly one at a time clockwise from the dealer, starting with seat ``first``; each
    landed card joins its seat's fan (``scene.m.deal`` counts them). ``gap`` s between cards, ``fly`` s per card."""

    def __init__(self, scene: StichelnTable, dealer: int, first: int, total: int, gap: float = 0.022,
                 fly: float = 0.22):
        self.scene, self.dealer, self.first, self.total = scene, dealer, first, total
        self.gap, self.fly = gap, fly
        self.elapsed = 0.0
        self.started = False
        self.done = total == 0

    def update(self, dt: float) -> float:
        if not self.started:
            self.started = True
            self.scene.deal_started()
            self.scene.m.deal = (self.first, 0)
        self.elapsed += dt
        landed = max(0, min(self.total, math.floor((self.elapsed - self.fly) / self.gap) + 1))
        before = self.scene.m.deal[1] if self.scene.m.deal else 0
        if landed // 12 != before // 12:
            self.scene.play("card_flick")
        self.scene.m.deal = (self.first, landed)
        end = self.gap * (self.total - 1) + self.fly
        if self.elapsed >= end:
            self.done = True
            self.scene.m.deal = None
            return self.elapsed - end
        return 0.0

    def draw(self, surface) -> None:
        if not self.started or self.done:
            return
        scene = self.scene
        start = scene.badge_point(self.dealer)
        n = scene.m.players
        lo = max(0, int((self.elapsed - self.fly) / self.gap))
        hi = min(self.total, int(self.elapsed / self.gap) + 1)
        img = card_back(FAN_SCALE)
        for i in range(lo, hi):
            p = (self.elapsed - i * self.gap) / self.fly
            if not 0 <= p < 1:
                continue
            x, y = lerp2(start, scene.fan_centre((self.first + i) % n), p)
            surface.blit(img, img.get_rect(center=(x, y - 60 * math.sin(p * math.pi))))


class StichelnTable(TableScene):
    """The Sticheln table scene (``TABLE``); see the module docstring. Seats: 3–8 (house), 3–6 (published)."""

    banner_height = 200
    level_name = "sticheln"
    name = "sticheln"
    think_delay = 0.8
    end_hold = 4.0
    #: Setting rows the lobby adds for this game (first choice = the default, not passed on).
    lobby_options = LobbyOption.rows(S.GAME.manifest)  # rules, rounds, pain colours, pains each, deck

    def __init__(self, app, game_id: str = "sticheln", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        super().__init__(app, game_id, seats or ["normal", "normal", "normal"], options, seed, **kwargs)
        n = len(self.seats)
        humans = self.humans
        rot = humans[0].index if len(humans) == 1 else 0  # a lone human sits at the bottom, facing the tray
        slots = self.level.seats(n)
        self.seat_pos = [slots[(s - rot) % n] for s in range(n)]
        self.bottom = rot
        self.badges = [SeatBadge(s, BADGE) for s in range(n)]
        self.cursor = 0
        self.peek = False  # the last-trick panel is open (alt), until the next intent
        self.m = Model(n, hands=[0] * n, tricks=[0] * n, marked=[0] * n, shown=[()] * n, scores=[0] * n)
        self.sync(self.public_view_now())
        if self.opening:  # a new game: the opening deal (animated by the base) fills the fans
            self.m.hands = [0] * n

    # ---- model ----------------------------------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        m.round, m.dealer = view.round, view.dealer
        m.hands = list(view.hand_sizes)
        m.trick = list(view.trick)
        m.tricks = list(view.tricks_taken)
        m.marked = list(view.pain_chosen)
        m.shown = [tuple(p) for p in view.public_pain] if any(view.public_pain) else [()] * m.players
        m.scores = list(view.scores)
        m.turn = view.current_player
        m.gone = set()
        m.lit = None
        m.note = ""

    def refresh_view(self) -> None:
        super().refresh_view()
        if hasattr(self, "m"):
            self.sync(self.view)
            self.cursor = min(self.cursor, max(0, len(self.view.legal) - 1))

    def deal_started(self) -> None:
        """The deal of a round begins: the state already holds the new hands, so take the view now."""
        self.refresh_view()

    # ---- geometry -------------------------------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        """Where ``seat`` sits: ``"bottom"`` (the tray), ``"left"``, ``"top"`` or ``"right"``."""
        if seat == self.bottom:
            return "bottom"
        x, _y = self.seat_pos[seat]
        return "left" if x < 480 else ("right" if x > 1440 else "top")

    def badge_point(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s name badge sits (px)."""
        return self.seat_pos[seat]

    def fan_centre(self, seat: int) -> tuple[float, float]:
        """Centre of ``seat``'s fan of backs (the bottom seat's is the tray)."""
        if self.side(seat) == "bottom":
            return self.level.point("hand")
        x, y = self.seat_pos[seat]
        return (x + 30, y - 122) if self.side(seat) == "right" else (x - 30, y - 122)

    def pile_point(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s taken tricks lie."""
        side = self.side(seat)
        if side == "bottom":
            return self.level.point("pile_bottom")
        x, y = self.seat_pos[seat]
        return (x - 128, y - 122) if side == "right" else (x + 128, y - 122)

    def mark_point(self, seat: int, k: int = 0) -> tuple[float, float]:
        """Where ``seat``'s ``k``-th pain card lies (face down, or face up once public)."""
        side = self.side(seat)
        x, y = self.seat_pos[seat]
        if side == "bottom":
            return x + 70 + 62 * k, y - 112
        if side == "right":
            return x - 184 - 62 * k, y
        return x + 184 + 62 * k, y

    def trick_slot(self, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th card of a trick (play order, left to right)."""
        area = self.level.anchor("trick")
        n = self.m.players
        return fan_positions(n, (area.centerx, area.top + 140), area.width - 140, 124)[k]

    def tray_positions(self, count: int) -> list[tuple[float, float]]:
        """Centres of ``count`` face-up cards in the bottom player's tray (px)."""
        area = self.level.anchor("hand")
        w, _h = card_size(TRAY_SCALE)
        return fan_positions(count, (area.centerx, area.centery + 6), area.width - w - 30, w + 8)

    def private_hand(self, view: View) -> list[S.Card]:
        """The private seat's cards in the tray now (minus cards already flying; only those dealt so far)."""
        hand = [c for c in view.hand if c not in self.m.gone]
        if self.m.deal is not None and view.seat is not None:
            hand = hand[:self.dealt_to(view.seat)]
        return hand

    def dealt_to(self, seat: int) -> int:
        """Cards landed in ``seat``'s fan so far during a deal."""
        first, landed = self.m.deal
        n = self.m.players
        return landed // n + (1 if (seat - first) % n < landed % n else 0)

    def fan_count(self, seat: int) -> int:
        """How many backs ``seat``'s fan shows now (during the deal: only the cards dealt so far)."""
        return min(self.m.hands[seat], self.dealt_to(seat)) if self.m.deal is not None else self.m.hands[seat]

    def fan_points(self, seat: int) -> list[tuple[float, float]]:
        """Centres of the backs in ``seat``'s fan."""
        count = self.fan_count(seat)
        if self.side(seat) == "bottom":
            area = self.level.anchor("hand")
            return fan_positions(count, area.center, area.width - 160, 56)
        return fan_positions(count, self.fan_centre(seat), 170, 24)

    # ---- events → animations ----------------------------------------------------------------------------------------
    def _on_RoundStarted(self, ev) -> Anim:
        dealer = self.seats[ev.dealer].name
        leader = self.seats[ev.leader].name
        title = _("Tie-break round") if ev.extra else _("Round {n}").format(n=ev.round)
        sub = _("{dealer} deals · {leader} leads").format(dealer=dealer, leader=leader)

        def start():
            m = self.m
            m.round, m.dealer = ev.round, ev.dealer
            m.trick, m.lit, m.note = [], None, ""
            n = m.players
            m.hands, m.tricks, m.marked, m.shown = [0] * n, [0] * n, [0] * n, [()] * n
        return Sequence(Call(start), self.banner(title, sub, theme.GOLD, 0.8, "click"))

    def _on_CardsDealt(self, ev) -> Anim:
        return DealAnim(self, ev.dealer, ev.first, sum(ev.hand_sizes))

    def _on_PainChosen(self, ev) -> Anim:
        start_pt = self.fan_centre(ev.seat)
        end = self.mark_point(ev.seat, ev.count - 1)

        def fly(s, p):
            img = card_back(lerp(FAN_SCALE, MARK_SCALE, p))
            x, y = lerp2(start_pt, end, p)
            s.blit(img, img.get_rect(center=(x, y - 50 * math.sin(p * math.pi))))

        def done():
            self.m.marked[ev.seat] = ev.count
        return Tween(0.4, fly, "easeInOutQuad", on_start=lambda: self.play("card_flick"), on_done=done)

    def _on_PainRevealed(self, ev) -> Anim:
        seat = ev.seat
        cards = tuple(ev.cards)

        def start():
            if ev.left_hand:
                self.m.hands[seat] = max(0, self.m.hands[seat] - len(cards))
                if seat == self.view_seat:
                    self.m.gone.update(cards)
            self.play("card_flick")

        def flip(s, p):
            for k, c in enumerate(cards):
                img = flip_frame(c.colour, c.rank, MARK_SCALE * lerp(1.6, 1.0, p), p)
                s.blit(img, img.get_rect(center=self.mark_point(seat, k)))

        def done():
            self.m.shown[seat] = cards
            self.m.marked[seat] = max(self.m.marked[seat], len(cards))
        return Tween(0.32 if ev.when == "lead" else 0.4, flip, "linear", on_start=start, on_done=done)

    def _on_CardPlayed(self, ev) -> Anim:
        seat, card = ev.seat, ev.card
        private = seat == self.view_seat and card in self.view.hand
        if private:
            hand = self.private_hand(self.view)
            k = hand.index(card) if card in hand else 0
            start_pt = self.tray_positions(len(hand))[k]
            scale0 = TRAY_SCALE
        else:
            fan = self.fan_points(seat)
            start_pt = fan[len(fan) // 2] if fan else self.fan_centre(seat)
            scale0 = FAN_SCALE
        end = self.trick_slot(ev.position)

        def start():
            m = self.m
            if ev.position == 0:
                m.trick, m.lit, m.note = [], None, ""
            m.turn = seat
            m.hands[seat] = max(0, m.hands[seat] - 1)
            if private:
                m.gone.add(card)
            self.play("card_flick")

        def fly(s, p):
            x, y = lerp2(start_pt, end, p)
            y -= 70 * math.sin(p * math.pi)
            scale = lerp(scale0, TRICK_SCALE, p)
            if private:
                img = card_face(card.colour, card.rank, scale)
            else:
                img = flip_frame(card.colour, card.rank, scale, min(1.0, p * 1.25))
            s.blit(img, img.get_rect(center=(x, y)))

        def done():
            self.m.trick.append(S.Played(seat, card))
            self.m.turn = (seat + 1) % self.m.players
        return Tween(0.42, fly, "easeOutCubic", on_start=start, on_done=done)

    def _on_TrickWon(self, ev) -> Anim:
        cards = list(ev.cards)
        win = next((i for i, pl in enumerate(cards) if pl.card == ev.winning), 0)
        name = self.seats[ev.winner].name
        note = _("{name} takes it with {card}").format(name=name, card=card_label(ev.winning))
        slots = [self.trick_slot(k) for k in range(len(cards))]
        pile = self.pile_point(ev.winner)

        def light():
            self.m.turn = ev.winner
            self.m.trick = cards
            self.m.lit = win
            self.m.note = note
            self.play("coins")

        def sweep_start():
            self.m.trick = []
            self.m.lit = None
            self.play("trick_sweep")

        def sweep(s, p):
            img = card_back(lerp(TRICK_SCALE, PILE_SCALE, p))
            for k, pos in enumerate(slots):
                q = min(1.0, max(0.0, p * 1.3 - 0.3 * k / max(1, len(slots))))
                s.blit(img, img.get_rect(center=lerp2(pos, pile, q)))

        def swept():
            self.m.tricks[ev.winner] += 1
            self.burst("sparkle", pile, 10, speed=380, spread=200, life=0.55)  # a small sparkle on the pile
        return Sequence(Call(light), Wait(0.9), Tween(0.5, sweep, "easeInOutQuad", on_start=sweep_start,
                                                      on_done=swept))

    def _on_RoundScored(self, ev) -> Anim:
        rows = list(ev.rows)
        duration = TALLY_ROW_DELAY * len(rows) + 0.5 + TALLY_HOLD

        def draw(s, p):
            self.draw_tally(s, ev, p * duration)

        def start():
            self.m.tally = True
            self.play("coins")

        def done():
            self.m.tally = False
            self.m.scores = [r.total for r in rows]
        return Tween(duration, draw, "linear", on_start=start, on_done=done)

    def _on_TieBreakRound(self, ev) -> Anim:
        names = " & ".join(self.seats[s].name for s in ev.seats)
        return self.banner(_("A tie!"), _("{names}: one more round decides").format(names=names), theme.LAMP, 1.2,
                            "unmask")

    def _on_GameOver(self, ev) -> Anim:
        names = " & ".join(self.seats[w].name for w in ev.winners)
        line = (_("{names} wins!") if len(ev.winners) == 1 else _("{names} win!")).format(names=names)

        def start():
            self.m.result = ev
            self.m.scores = list(ev.scores)
        return Sequence(Call(start), self.banner(line, _("Final scores"), theme.GOLD, 1.4, "fanfare"))

    # ---- human input ----------------------------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> IntentEvent | None:
        """Alt from a human seat's device opens (or closes) the last-trick panel; any other intent closes it and
        goes on to the table as usual."""
        if event.intent == Intent.ALT and not self.is_over and \
                any(s.is_human and s.device == event.device for s in self.seats):
            self.peek = not self.peek
            self.play("click")
            return None
        self.peek = False
        return super().handle(event)

    def would_win(self, view: View, card: S.Card) -> bool | None:
        """Whether ``card``, played now by ``view.seat``, would be the winning card of the trick as it stands
        (rules file, "A round" 5, for ``view.rules``: :func:`~thieves_arcade.engine.sticheln.house_winner` or
        :func:`~thieves_arcade.engine.sticheln.published_winner` on the view's ``trick`` plus ``card``). ``None``
        when there is nothing to judge: not the play phase, no seat, or the trick not led yet."""
        return view.would_win(card)

    def turn_started(self, seat: int, view: View) -> None:
        self.cursor = min(self.cursor, max(0, len(view.legal) - 1))

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        legal = list(view.legal)
        if not legal:
            return None
        if intent in DIRECTIONS:  # screen order over the tray's cards (ui.nav)
            here = min(self.cursor, len(legal) - 1)
            moved = nav_step(self.option_rects(view), here, intent)
            if moved != here:
                self.cursor = moved
                self.play("click")
        elif intent == Intent.CONFIRM:
            return legal[min(self.cursor, len(legal) - 1)]
        return None

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """Per action of ``view.legal`` (same order) the rect of its card in the tray, unlifted (as drawn by
        ``_draw_tray`` from :meth:`tray_positions`)."""
        hand = self.private_hand(view)
        positions = self.tray_positions(len(hand))
        w, h = card_size(TRAY_SCALE)
        out = []
        for a in view.legal:
            r = pygame.Rect(0, 0, w, h)
            if a.card in hand:
                r.center = tuple(round(v) for v in positions[hand.index(a.card)])
            out.append(r)
        return out

    def chosen(self, view: View) -> Action | None:
        """The legal action under the cursor of the human to act (``None`` when nobody can act now)."""
        if self.timeline.busy or view.seat is None or view.current_player != view.seat or not view.legal:
            return None
        return view.legal[min(self.cursor, len(view.legal) - 1)]

    # ---- drawing --------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        surface.blit(self.level.background, (0, 0))
        mine = private_seat is not None and view.seat == private_seat
        for seat in range(self.m.players):
            self._draw_seat(surface, seat, skip_fan=mine and self.side(seat) == "bottom")
        self._draw_trick(surface)
        if mine:
            self._draw_ghost(surface, view)
            self._draw_tray(surface, view)

    def _draw_seat(self, surface, seat: int, skip_fan: bool) -> None:
        m = self.m
        x, y = self.seat_pos[seat]
        over = m.result is not None
        active = m.turn == seat and not over and m.deal is None
        if not skip_fan:  # the tray shows the private hand instead
            bottom = self.side(seat) == "bottom"
            width, step = ((self.level.anchor("hand").width - 160, 56) if bottom else (170, 24))
            row = back_row(self.fan_count(seat), BOTTOM_FAN if bottom else FAN_SCALE, width, step)
            if row is not None:
                surface.blit(row, row.get_rect(center=self.fan_centre(seat)))
        # taken tricks
        px, py = self.pile_point(seat)
        taken = m.tricks[seat]
        if taken:
            back = card_back(PILE_SCALE)
            for k in range(min(taken, 4)):
                surface.blit(back, back.get_rect(center=(px + 3 * k, py - 4 * k)))
            blit_text(surface, f"×{taken}", (px + 4, py - 4), theme.BODY, theme.WHITE, "title", outline=4)
        # pain cards beside the badge
        for k in range(m.marked[seat]):
            shown = m.shown[seat][k] if k < len(m.shown[seat]) else None
            img = card_face(shown.colour, shown.rank, MARK_SCALE) if shown else card_back(MARK_SCALE)
            r = img.get_rect(center=self.mark_point(seat, k))
            pygame.draw.rect(surface, theme.RED, r.inflate(8, 8), 4, border_radius=8)
            surface.blit(img, r)
        # the badge: symbol, name, score; dealer button; crown for the winner
        sub = _("{n} pts").format(n=m.scores[seat])
        if m.turn == seat and not over and self.seats[seat].is_bot and not self.timeline.busy:
            sub += " " + "." * (1 + int(self.t * 3) % 3)
        self.badges[seat].draw(surface, (x, y), self.seats[seat].name, sub, active=active, t=self.t)
        if m.dealer == seat:
            cx, cy = x - BADGE[0] / 2 + 6, y - BADGE[1] / 2 + 6
            pygame.draw.circle(surface, theme.PAPER, (cx, cy), 22)
            pygame.draw.circle(surface, theme.INK, (cx, cy), 22, 3)
            blit_text(surface, "D", (cx, cy + 1), theme.SMALL - 8, theme.INK, "title")
        if over and seat in m.result.winners:
            crown = sprite("crown")
            surface.blit(crown, crown.get_rect(midbottom=(x, y - BADGE[1] / 2 + 30)))

    def _draw_trick(self, surface) -> None:
        m = self.m
        for k, played in enumerate(m.trick):
            pos = self.trick_slot(k)
            img = card_face(played.card.colour, played.card.rank, TRICK_SCALE)
            r = img.get_rect(center=pos)
            if k == m.lit:
                pulse = 1 + 0.04 * math.sin(self.t * 10)
                g = glow(r.size, theme.GOLD, 22)
                surface.blit(g, g.get_rect(center=pos))
                img = card_face(played.card.colour, played.card.rank, TRICK_SCALE * pulse)
                r = img.get_rect(center=(pos[0], pos[1] - 14))
            surface.blit(img, r)
            draw_symbol(surface, seat_symbol(played.seat), (pos[0], pos[1] + 100), 16, seat_colour(played.seat))
            if k == 0:  # under the card, beside its seat's symbol: the labels above ("wins!", a ghost's) never hide it
                blit_text(surface, _("led"), (pos[0], pos[1] + 140), theme.SMALL, theme.LAMP, outline=3)
            if k == m.lit:
                blit_text(surface, _("wins!"), (pos[0], pos[1] - 108), theme.SMALL, theme.GOLD, "title", outline=3)

    def _draw_ghost(self, surface, view: View) -> None:
        """The card under the cursor, faint in the trick's next slot, marked by whether it would win the trick now
        (:meth:`would_win`): "takes the trick" when it completes it, "wins so far" before, "beaten" otherwise."""
        chosen = self.chosen(view)
        if self.peek or not isinstance(chosen, S.PlayCard) or len(self.m.trick) != len(view.trick):
            return
        wins = self.would_win(view, chosen.card)
        if wins is None or len(view.trick) >= self.m.players:
            return
        pos = self.trick_slot(len(view.trick))
        img = _ghost(chosen.card, TRICK_SCALE)
        r = img.get_rect(center=pos)
        if wins:
            g = glow(r.size, theme.GOLD, 16)
            surface.blit(g, g.get_rect(center=pos))
        surface.blit(img, r)
        pygame.draw.rect(surface, theme.GOLD if wins else theme.GREY, r.inflate(6, 6), 4, border_radius=12)
        if wins:
            last = len(view.trick) + 1 == self.m.players
            label, colour = (_("takes the trick") if last else _("wins so far")), theme.GOLD
        else:
            label, colour = _("beaten"), theme.GREY
        blit_text(surface, label, (pos[0], pos[1] - 108), theme.SMALL, colour, "title" if wins else "body",
                  outline=3)

    def _draw_last_trick(self, surface, view: View) -> None:
        """The last completed trick (``view.last_trick``, as everyone saw it gathered) in a small panel over the
        trick area: the cards in play order with their seats' symbols, the winning card ringed in gold."""
        area = self.level.anchor("trick")
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
        title = _("Last trick") + " · " + _("{name} took it").format(name=self.seats[winner].name)
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

    def _draw_tray(self, surface, view: View) -> None:
        """The private seat's hand face up (its pain cards ribboned, the cursor card lifted)."""
        hand = self.private_hand(view)
        chosen = self.chosen(view)
        target = chosen.card if chosen is not None else None
        legal = {a.card for a in view.legal}
        pains = set(view.my_pain)
        positions = self.tray_positions(len(hand))
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
                blit_text(surface, _("pain"), (r.left + 8, r.top - 20), theme.SMALL, theme.RED, "title",
                          anchor="midleft", outline=3)
            if lifted:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(8, 8), 5, border_radius=12)
            strip = (positions[1][0] - positions[0][0]) if len(positions) > 1 else r.width
            if strip >= 44:  # the rank in 36 px on the card's visible strip: the art's corner index is too small
                blit_text(surface, str(card.rank), (r.left + min(strip, r.width) / 2, r.top + 30), theme.SMALL,
                          theme.WHITE, "title", outline=4)
        caption = self.tray_caption(view)
        if caption:  # not the bottom seat's hand: say whose it is, in that seat's colour and symbol
            seat = view.seat
            colour = seat_colour(seat)
            area = self.level.anchor("hand")
            pygame.draw.rect(surface, colour, area.inflate(12, 12), 5, border_radius=14)
            # above the bottom seat's taken-trick pile (its "×N" stays in view), right of the prompt row
            safe = pygame.Rect(theme.SAFE)
            lines = wrap(caption, theme.SMALL, safe.right - area.right - 20 - 60)
            box = pygame.Rect(area.right + 20, 0, safe.right - area.right - 20, 30 + 42 * len(lines))
            box.bottom = area.top - 14
            draw_panel(surface, box, theme.INK, 235, 18, colour)
            draw_symbol(surface, seat_symbol(seat), (box.left + 28, box.centery), 16, colour)
            for k, line in enumerate(lines):
                y = box.centery + 42 * k - 21 * (len(lines) - 1)
                blit_text(surface, line, (box.left + 50 + (box.width - 60) / 2, y), theme.SMALL, theme.WHITE)

    def tray_caption(self, view: View) -> str:
        """Whose hand the tray shows, when it is not the bottom seat's ("Player 2's hand"; "" for the bottom seat's
        or no private hand): with two or more humans the tray holds the acting human's hand, not the bottom one's."""
        if view.seat is None or self.side(view.seat) == "bottom":
            return ""
        return _("{name}'s hand").format(name=self.seats[view.seat].name)

    def draw_tally(self, surface, ev, elapsed: float) -> None:
        """The round tally at ``elapsed`` s: each seat's pain colour(s), captured cards and points, counted row by
        row, then the totals (pure)."""
        area = self.level.anchor("tally")
        rows = list(ev.rows)
        n = len(rows)
        row_h = min(92, (area.height - 210) / n)
        rect = pygame.Rect(area.left, 0, area.width, round(210 + row_h * n))
        rect.centery = area.centery
        shade(surface, 140)
        draw_panel(surface, rect, theme.INK, 250, 30, theme.GOLD)
        title = _("Tie-break round — tally") if ev.round > self.view.rounds else \
            _("Round {n} — tally").format(n=ev.round)
        blit_text(surface, title, (rect.centerx, rect.top + 56), theme.HEADING - 8, theme.GOLD, "title", outline=3)
        cols = {"name": rect.left + 40, "pain": rect.left + 400, "plus": rect.left + 560, "minus": rect.left + 690,
                "cost": rect.left + 1050, "round": rect.left + 1260, "total": rect.right - 90}
        head_y = rect.top + 124
        for key, label in (("pain", _("Pain")), ("plus", _("Cards")), ("minus", _("Pain taken")),
                           ("round", _("Round")), ("total", _("Total"))):
            anchor = "midleft" if key in ("pain", "plus", "minus") else "center"
            blit_text(surface, label, (cols[key], head_y), theme.SMALL, theme.GREY, anchor=anchor)
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
            blit_text(surface, self.seats[seat].name, (cols["name"] + 52, y), theme.BODY, theme.WHITE,
                      anchor="midleft")
            pain_colours = sorted({c.colour for c in row.pain}, key=lambda c: (S.COLOURS + S.SUITS).index(c))
            for j, colour in enumerate(pain_colours):
                sym = colour_symbol(colour, 52)
                surface.blit(sym, sym.get_rect(center=(cols["pain"] + 30 + j * 64, y)))
            plus = sum(1 for c in row.captured if c.colour not in pain_colours)
            blit_text(surface, f"+{plus}", (cols["plus"], y), theme.BODY, theme.GREEN, anchor="midleft", outline=2)
            hurt = [c for c in row.captured if c.colour in pain_colours]
            if self.view.rules == "published":
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

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        self._draw_info(surface, view)
        if self.peek and not self.m.tally and self.m.result is None and self.m.deal is None:
            self._draw_last_trick(surface, view)

    def _draw_info(self, surface: pygame.Surface, view: View) -> None:
        """Round and trick numbers, the led and trump colours, whose turn and the prompt (under the trick)."""
        m = self.m
        if m.result is not None and not self.timeline.busy:
            self._draw_final(surface)
            return
        if m.tally:
            return
        area = self.level.anchor("info")
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
        blit_text(surface, line1, (cx, area.top + 26), theme.SMALL, theme.LAMP, outline=3)
        if m.deal is not None:
            return
        if m.note:
            blit_text(surface, m.note, (cx, area.top + 86), theme.BODY, theme.GOLD, outline=3)
        elif m.trick:
            self._draw_led(surface, (cx, area.top + 86), view)
        elif view.phase == "pain":
            blit_text(surface, _("Each thief marks a pain card in secret"), (cx, area.top + 86), theme.SMALL,
                      theme.WHITE, outline=3)
        if self.timeline.busy or m.turn is None:
            return
        s = self.seats[m.turn]
        chosen = self.chosen(view)
        if chosen is not None:
            verb = _("Mark your pain card") if isinstance(chosen, S.ChoosePain) else _("Play a card")
            hints = [(Intent.LEFT, _("{verb}, {name}").format(verb=verb, name=s.name)),
                     (Intent.CONFIRM, card_label(chosen.card))]
            if view.last_trick:
                hints.append((Intent.ALT, _("Last trick")))
            # between the side seats' badges (the alt hint makes the row long, in French above all), and clear of
            # a lifted pain card's label
            self.prompt(hints, m.turn).draw(surface, (cx, area.top + 142), PROMPT_WIDTH)
        elif s.is_bot:
            blit_text(surface, _("{name} is thinking…").format(name=s.name), (cx, area.top + 150), theme.SMALL,
                      theme.WHITE, outline=3)
        else:
            blit_text(surface, _("{name}'s turn").format(name=s.name), (cx, area.top + 150), theme.SMALL,
                      theme.WHITE, outline=3)

    def _draw_led(self, surface, centre: tuple[float, float], view: View) -> None:
        """"Led: <symbol> red (weakest) · Trump: <symbol> green" for the trick on the table."""
        m = self.m
        led = m.trick[0].card.colour
        others = [p.card.colour for p in m.trick if p.card.colour != led]
        parts = [(_("led"), led, _("(weakest)"))]
        if others and view.rules == "house":
            parts.append((_("trump"), others[-1], ""))
        elif view.rules == "published":
            parts.append((_("every other colour beats it"), None, ""))
        pieces: list = []  # (surface, gap after) laid out centred
        for word, colour, tail in parts:
            pieces.append((text(word + (":" if colour else ""), theme.SMALL, theme.WHITE, outline=3), 10))
            if colour:
                pieces.append((colour_symbol(colour, 44), 8))
                pieces.append((text(_(colour) + (" " + tail if tail else ""), theme.SMALL, colour_rgb(colour),
                                    outline=3), 44))
        total = sum(img.get_width() + gap for img, gap in pieces) - (pieces[-1][1] if pieces else 0)
        x = centre[0] - total / 2
        for img, gap in pieces:
            surface.blit(img, img.get_rect(midleft=(round(x), round(centre[1]))))
            x += img.get_width() + gap

    def _draw_final(self, surface) -> None:
        res = self.m.result
        rect = pygame.Rect(0, 0, 1000, 160 + 64 * len(res.scores))
        rect.center = (theme.WIDTH / 2, 500)
        draw_panel(surface, rect, theme.INK, 248, 30, theme.GOLD)
        names = " & ".join(self.seats[w].name for w in res.winners)
        line = (_("{names} wins!") if len(res.winners) == 1 else _("{names} win!")).format(names=names)
        blit_text(surface, line, (rect.centerx, rect.top + 60), theme.HEADING, theme.GOLD, "title", outline=3)
        order = sorted(range(len(res.scores)), key=lambda s: -res.scores[s])
        for k, seat in enumerate(order):
            y = rect.top + 140 + 64 * k
            draw_symbol(surface, seat_symbol(seat), (rect.left + 120, y), 18, seat_colour(seat))
            blit_text(surface, self.seats[seat].name, (rect.left + 160, y), theme.BODY, theme.WHITE, anchor="midleft")
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


TABLE = StichelnTable
