"""sticheln: the table scene, the game's hooks on the base table (issue 17: split by job; see docs/scenes.md)."""

from __future__ import annotations

import pygame

from ...engine import sticheln as S
from ...engine.base import Action, View
from ...input.intents import Intent, IntentEvent
from ...ui import access
from ...ui.cards import card_size
from ...ui.notes import fan_positions
from ...ui.widgets import SeatBadge
from ..options import LobbyOption
from ..table import TableScene
from . import controls, painter
from .anims import ANIMATIONS
from .model import BADGE, FAN_STEP, FAN_WIDTH, TRAY_SCALE, Model


class StichelnTable(TableScene):
    """The Sticheln table scene (``TABLE``); see the package docstring. Seats: 3–8 (house), 3–6 (published)."""

    banner_height = 200
    level_name = "sticheln"
    animations = ANIMATIONS
    name = "sticheln"
    think_delay = 0.8
    end_hold = 4.0
    #: Setting rows the lobby adds for this game (first choice = the default, not passed on).
    lobby_options = LobbyOption.rows(S.GAME.manifest)  # rules, rounds, pain colours, pains each, deck

    game_id = "sticheln"

    # ---- hooks ------------------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """The seats' places (a lone human sits at the bottom, facing the tray), their badges, the last-trick
        panel closed (the cursor is the base's ``menu`` over ``view.legal``)."""
        n = len(self.seats)
        humans = self.humans
        rot = humans[0].index if len(humans) == 1 else 0
        slots = self.level.seats(n)
        self.seat_pos = [slots[(s - rot) % n] for s in range(n)]
        self.bottom = rot
        self.badges = [SeatBadge(s, BADGE, dots=True) for s in range(n)]
        self.peek = False  # the last-trick panel is open (alt), until the next intent

    def make_model(self, view: View) -> Model:
        """The picture model of ``view``; a new game's fans start empty (the opening deal fills them)."""
        n = len(self.seats)
        self.m = Model(n, hands=[0] * n, tricks=[0] * n, marked=[0] * n, shown=[()] * n, scores=[0] * n)
        self.sync(view)
        if self.opening:
            self.m.hands = [0] * n
        return self.m

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

    def banner_span(self) -> tuple[float, float] | None:
        """Between the side seats' badges level with the banner, 16 px off them (issue 21: the banners hid the
        side seats' names and points for their whole moment at 150 %); the whole width when none is."""
        y, half = self.level.point("banner")[1], self.banner_height / 2
        badges = []
        for seat in range(len(self.seats)):
            b = pygame.Rect(0, 0, *BADGE)
            b.center = self.badge_point(seat)
            if b.bottom > y - half - 6 and b.top < y + half + 6:
                badges.append(b)
        left = max((b.right for b in badges if b.centerx < 960), default=0)
        right = min((b.left for b in badges if b.centerx > 960), default=1920)
        return None if (left, right) == (0, 1920) else (left + 16, right - 16)

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
        """Centre of the ``k``-th card of a trick (play order, left to right): 140 px under the mat's top, 12 px
        lower at 150 % text (6 at 125 %) so the bigger label over a card keeps clear of the mat's rim (issue 21)."""
        area = self.level.anchor("trick")
        n = self.m.players
        lower = round(24 * (access.text_scale() - 1))
        return fan_positions(n, (area.centerx, area.top + 140 + lower), area.width - 140, 124)[k]

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
        return fan_positions(count, self.fan_centre(seat), FAN_WIDTH, FAN_STEP)

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

    # ---- the jobs split out (issue 17): delegates ------------------------------------------------------------
    def turn_started(self, seat: int, view: View) -> None:
        """See ``controls.turn_started``."""
        return controls.turn_started(self, seat, view)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """See ``controls.intent``."""
        return controls.intent(self, seat, intent, view)

    def chosen(self, view: View) -> Action | None:
        """See ``controls.chosen``."""
        return controls.chosen(self, view)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        """See ``painter.draw_table``."""
        return painter.draw_table(self, surface, view, private_seat)

    def tray_caption(self, view: View) -> str:
        """See ``painter.tray_caption``."""
        return painter.tray_caption(self, view)

    def draw_tally(self, surface, ev, elapsed: float) -> None:
        """See ``painter.draw_tally``."""
        return painter.draw_tally(self, surface, ev, elapsed)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        """See ``painter.draw_hud``."""
        return painter.draw_hud(self, surface, view)


TABLE = StichelnTable
