"""oodlar: the table scene, the game's hooks on the base table (issue 17: split by job; see docs/scenes.md)."""

from __future__ import annotations

import pygame

from ...engine import oodlar as od
from ...engine.base import Action, View
from ...input.intents import Intent
from ...ui import theme
from ...ui.bubble import SpeechBubble
from ...ui.notes import fan_positions
from ..table import TableScene
from . import controls, painter
from .anims import ANIMATIONS
from .model import ROWS, Model, pile_index


class OodlarTable(TableScene):
    """The Pickpockets table scene (``TABLE``); see the package docstring. Seats: 3–4."""

    banner_height = 200
    level_name = "oodlar"
    animations = ANIMATIONS
    name = "oodlar"
    think_delay = 1.0
    end_hold = 3.5

    game_id = "oodlar"

    # ---- hooks ------------------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """The seats' places from the level (the cursor is the base's ``menu`` over ``view.legal``; one past the
        end: the peek screen's "Keep this order")."""
        self.seat_pos = self.level.seats(len(self.seats))

    def make_model(self, view: View) -> Model:
        """The picture model of ``view``."""
        n = len(self.seats)
        self.m = Model(n, hands=[0] * n)
        self.sync(view)
        return self.m

    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        m.piles = list(view.pile_sizes)
        m.hands = list(view.hand_sizes)
        m.turn = view.current_player
        m.log = list(view.log)
        m.peeking = None
        if view.phase == od.ORDER:  # the pile is in the peeker's hand (back on the table once ordered)
            k = pile_index(view.pile)
            m.peeking = (view.current_player, view.pile, view.pile_sizes[k])
            m.piles[k] = 0
        if view.phase == od.OVER:
            m.shown = view.showdown and tuple(tuple((n.value, n.marked) for n in h) for h in view.showdown)
            m.flipped = {s: len(h) for s, h in enumerate(m.shown or ())}
            m.stamped = {(s, k) for s, h in enumerate(m.shown or ()) for k, n in enumerate(h) if n[1]}
            m.police = view.ended_by if view.reason in (od.ARREST, od.FALSE_ALARM) else None
            m.runner = view.ended_by if view.reason in (od.ESCAPE, od.FAILED_ESCAPE) else None

    # ---- geometry -------------------------------------------------------------------------------------------------
    def seat_point(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s thief stands (px), from the level's seats for this player count."""
        return self.seat_pos[seat]

    def pile_point(self, pile: str) -> tuple[float, float]:
        """The centre of pile ``pile`` (``A`` or ``B``) in the wallet (px)."""
        return self.level.point(f"pile_{pile}")

    def hand_point(self, seat: int) -> tuple[float, float]:
        """Where a seat's face-down notes lie (beside the thief)."""
        x, y = self.seat_point(seat)
        return x - 120, y + 30

    def mouth(self, seat: int) -> tuple[float, float]:
        """The tip of a speech bubble's tail for ``seat``."""
        x, y = self.seat_point(seat)
        return (x + 40, y - 70) if x <= theme.WIDTH / 2 else (x - 40, y - 70)

    def bubble(self, seat: int, words: str, fill=theme.PAPER, size: int = theme.BODY) -> SpeechBubble:
        """A speech bubble saying ``words`` for ``seat``, its tail towards that thief, at ``size`` or smaller —
        never under :data:`theme.BODY` — so it keeps 8 px off the side panels' lowest texts
        (``painter.said_keep_out``: the log's last line, the notes panel's "$30 · 0 marked"): issue 21, at 150 %
        "$10!" covered the total of the notes panel while it was said."""
        left = self.seat_point(seat)[0] <= theme.WIDTH / 2
        keep = painter.said_keep_out(self)
        while size > theme.BODY and SpeechBubble(words, fill, size, tail_left=left).rect(
                self.mouth(seat)).inflate(16, 16).collidelist(keep) >= 0:
            size -= 2
        return SpeechBubble(words, fill, size, tail_left=left)

    def button_rect(self, action: Action) -> pygame.Rect:
        """The on-screen button of a turn move (px): steal/swap/peek under its pile on the rows of
        ``painter.move_rows``, run below the wallet (``painter.run_button``, sized to its words)."""
        if isinstance(action, od.Run):  # as wide and tall as its words need (painter.run_button)
            view = getattr(self, "view", None)
            label = painter.run_label(view) if hasattr(view, "run_target") else self.move_label(action)
            return painter.run_button(self, label)[0]
        row = ROWS[type(action).__name__.lower()]
        tops, height, _size = painter.move_rows(self)  # clear of the memory chips and the wallet's seam
        rect = pygame.Rect(0, round(tops[row]), 300, height)
        rect.centerx = self.pile_point(action.pile)[0]
        return rect

    def peek_fan(self, seat: int, size: int) -> list[tuple[float, float]]:
        """Where the notes of a pile held up by ``seat`` are (a fan of backs above the thief)."""
        x, y = self.seat_point(seat)
        return fan_positions(size, (x, y - 135), 300, 34)

    # ---- human input ----------------------------------------------------------------------------------------------
    def option_rects(self, view: View) -> list[pygame.Rect]:
        """Per action of ``view.legal`` (same order) where it is drawn: a move button under its pile, a note of the
        peek screen's "as you found it" row, the peek screen's two closing buttons. Putting a note back (``return
        k P``) is a choice on two axes — left/right the note in hand, up/down the pile, as its prompt says — so its
        rect is the note's column, one row per pile."""
        legal = list(view.legal)
        peek = self.level.anchor("peek")
        if view.phase == od.ORDER and view.seen:
            row1 = fan_positions(len(view.seen), (peek.centerx, peek.top + 212), peek.width - 260, 200)
        out = []
        for a in legal:
            r = pygame.Rect(0, 0, 120, 80)
            if isinstance(a, (od.Steal, od.Swap, od.Peek, od.Run)):
                r = self.button_rect(a)
            elif isinstance(a, od.Return):
                r.center = (a.card * 150, 200 + pile_index(a.pile) * 200)
            elif isinstance(a, od.Order):
                r.center = tuple(round(v) for v in row1[a.position - 1])
            else:  # unmask (left) / done (right) on the peek screen
                r = pygame.Rect(0, 0, 560, 84)
                r.center = (peek.centerx + (-320 if isinstance(a, od.Unmask) else 320), peek.bottom - 70)
            out.append(r)
        if view.phase == od.ORDER and legal:
            out.append(self.keep_rect())  # "Keep this order": one option after the notes
        return out

    def continues_privately(self, action: Action, events: list) -> bool:
        """Putting a peeked pile back note by note is one private decision: after an ``order`` the peeker goes on
        arranging (or decides) without passing the curtain again. Every other move is followed by a public moment."""
        return isinstance(action, od.Order) and self.public_view_now().phase in (od.ORDER, od.DECIDE)

    def keep_rect(self) -> pygame.Rect:
        """The peek screen's "Keep this order" button."""
        rect = self.level.anchor("peek")
        r = pygame.Rect(0, 0, 470, 70)
        r.center = (rect.right - 290, rect.bottom - 56)
        return r

    def show_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Where a seat's notes lie face up at the showdown: up to 5 per row above the thief."""
        x, y = self.seat_point(seat)
        out = []
        rows = [min(5, count - r * 5) for r in range((count + 4) // 5)]
        for r, n in enumerate(rows):
            out += fan_positions(n, (x, y - 148 - 58 * (len(rows) - 1 - r)), 280, 128)
        return out

    # ---- the jobs split out (issue 17): delegates ------------------------------------------------------------
    def turn_started(self, seat: int, view: View) -> None:
        """See ``controls.turn_started``."""
        return controls.turn_started(self, seat, view)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """See ``controls.intent``."""
        return controls.intent(self, seat, intent, view)

    def keep_focused(self, view: View) -> bool:
        """See ``controls.keep_focused``."""
        return controls.keep_focused(self, view)

    def keep_order(self, seat: int) -> None:
        """See ``controls.keep_order``."""
        return controls.keep_order(self, seat)

    def chosen(self, view: View) -> Action | None:
        """See ``controls.chosen``."""
        return controls.chosen(self, view)

    def move_label(self, action: Action) -> str:
        """See ``controls.move_label``."""
        return controls.move_label(self, action)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        """See ``painter.draw_table``."""
        return painter.draw_table(self, surface, view, private_seat)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        """See ``painter.draw_hud``."""
        return painter.draw_hud(self, surface, view)


TABLE = OodlarTable
