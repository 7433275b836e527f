"""Coin flip's table scene, How to play and emblem: the smallest table a game can have."""

from __future__ import annotations

import pygame

from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes.howto import Control, HowTo, Panel
from thieves_arcade.scenes.table import TableScene
from thieves_arcade.ui import theme
from thieves_arcade.ui.text import blit_text

from .engine import SIDES


class CoinTable(TableScene):
    """Left/right choose heads or tails, confirm plays it. The hidden side shows only in the hider's own view."""

    name = "coinflip"

    def __init__(self, app, game_id: str = "coinflip", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        super().__init__(app, game_id, seats or ["kb:left", "normal"], options, seed, **kwargs)
        self.choice = 0  # which of the two legal actions the human has highlighted

    def turn_started(self, seat, view) -> None:
        self.choice = 0

    def intent(self, seat, intent, view):
        if intent in (Intent.LEFT, Intent.RIGHT):
            self.choice = 1 - self.choice
            return None
        if intent == Intent.CONFIRM and view.legal:
            return view.legal[self.choice]
        return None

    def draw_table(self, surface: pygame.Surface, view, private_seat) -> None:
        surface.fill(theme.FELT)
        w, h = surface.get_size()
        emblem(surface, (w / 2, h / 2), 120, theme.GOLD)
        blit_text(surface, f"Round {view.round}", (w / 2, 120), theme.HEADING, theme.WHITE)
        if view.hidden is not None:
            blit_text(surface, f"You hid {view.hidden}", (w / 2, h / 2 + 200), theme.BODY, theme.LAMP)
        if view.current_player == private_seat and view.legal:
            blit_text(surface, f"< {SIDES[self.choice]} >", (w / 2, h - 160), theme.HEADING, theme.GOLD)

    def draw_hud(self, surface: pygame.Surface, view) -> None:
        for seat, points in enumerate(view.points):
            blit_text(surface, f"{self.seats[seat].name}: {points}", (300 + 1320 * seat, 60), theme.BODY,
                      theme.WHITE)


TABLE = CoinTable

HOWTO = HowTo(
    panels=(Panel("Hide the coin", "The hider puts the coin heads or tails up where the other player cannot see."),
            Panel("Call it", "The guesser calls a side: a right call scores for the guesser, a wrong one for the "
                             "hider."),
            Panel("Three rounds", "The players swap roles every round; the most points after three rounds wins.")),
    controls=(Control((Intent.LEFT, Intent.RIGHT), "Heads or tails"), Control((Intent.CONFIRM,), "Play it")),
)


def emblem(surface: pygame.Surface, centre: tuple[float, float], radius: float, colour: tuple) -> None:
    """A coin: a disc with a rim, inside the emblem's dark disc."""
    pygame.draw.circle(surface, colour, centre, radius * 0.6)
    pygame.draw.circle(surface, theme.INK, centre, radius * 0.45, max(2, round(radius / 12)))
