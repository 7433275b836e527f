"""The Cité table scene: the game's hooks on the base table (picture model, layout and controls, the event →
animation table, the painter). Nothing is private (perfect information, ``engine.cite``'s manifest): the engine's
``State.holds_secret`` says so, and the base's one privacy rule shows the acting human's view with no curtain."""

from __future__ import annotations

import random

import pygame

from ...engine.base import Action, View
from ...input.intents import Intent
from ...ui import theme
from ..table import TableScene
from . import painter
from .anims import ANIMATIONS
from .controls import CiteControls
from .model import Layout, Model, sync


class CiteTable(TableScene):
    """The La Cité des Voleurs table scene (``TABLE``). See the package docstring; the base
    :class:`~thieves_arcade.scenes.table.TableScene` runs the turn loop, bots, pause and game over."""

    banner_height = 170
    #: Under the pot's "Pot" label and over the tray's top (the level's anchor, y 300, put the band on the label)
    banner_y = 330
    name = "cite"
    think_delay = 0.8
    level_name = "cite"
    animations = ANIMATIONS

    game_id = "cite"

    # ---- hooks ------------------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """The layout (seat blocks from the level), the controls, the dice tumbles' generator (seeded)."""
        self.layout = Layout(self.level, self.level.seats(len(self.seats)))
        self.controls = CiteControls(self)
        self.menu = self.controls  # the table's cursor protocol (at / place)
        self.rng = random.Random(self.seed)

    def banner_span(self) -> tuple[float, float]:
        """Between the two columns of seat cards, 16 px off them: a banner never hides a seat's name or tokens
        (issue 21: "LOOT RECOVERY" across the top row's cards for its whole moment at 150 %)."""
        blocks = [self.layout.block(s) for s in range(len(self.seats))]
        left = max((b.right for b in blocks if b.centerx < theme.WIDTH / 2), default=0)
        right = min((b.left for b in blocks if b.centerx > theme.WIDTH / 2), default=theme.WIDTH)
        return left + 16, right - 16

    def make_model(self, view: View) -> Model:
        """The model of ``view``; the first turn's roll 1 is animated from the setup events (dice in hand)."""
        m = Model(len(self.seats))
        sync(m, view)
        for d in m.dice:
            d.spot = "hand"
        m.active = None
        return m

    def view_changed(self, view: View) -> None:
        sync(self.m, view)

    # ---- human input ----------------------------------------------------------------------------------------------
    def turn_started(self, seat: int, view: View) -> None:
        self.controls.turn_started(seat, view)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        return self.controls.intent(seat, intent, view)

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """What the d-pad moves over, as drawn (:meth:`CiteControls.option_rects`)."""
        return self.controls.option_rects(view)

    def human_turn(self) -> int | None:
        """The human seat that may act now (input ready, nothing animating), else ``None``."""
        cp = self.current_player
        if cp is None or self.timeline.busy or not self.seats[cp].is_human or self._ready_for != cp:
            return None
        return cp if self.view.legal else None

    # ---- drawing --------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        painter.draw_table(self, surface, view, private_seat)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        painter.draw_hud(self, surface, view)


TABLE = CiteTable
