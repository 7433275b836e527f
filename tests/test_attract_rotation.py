"""Attract mode rotates through every playable game with bots, a bounded slice each; any input → the title."""

from __future__ import annotations

import pygame

from thieves_arcade.app.loop import App
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import playable_games
from thieves_arcade.scenes.attract import AttractScene
from thieves_arcade.scenes.title import TitleScene


def test_attract_rotates_every_game_then_input_returns_to_title():
    app = App(headless=True, audio=False)
    pygame.event.clear()
    attract = AttractScene(app, seed=4, slice_seconds=4.0)
    app.scenes.push(attract)
    games = playable_games()
    frames = 0
    while len(attract.shown) <= len(games) and frames < 60 * 4 * (len(games) + 2):
        app.step()
        if frames % 30 == 0:
            app.render()
        frames += 1
    first = games.index(attract.shown[0])
    assert attract.shown[:len(games)] == [games[(first + k) % len(games)] for k in range(len(games))]
    assert attract.shown[len(games)] == attract.shown[0]        # and round again
    assert all(s.is_bot for s in attract.table.seats)
    app.send(IntentEvent("pad:77", Intent.ALT))
    assert isinstance(app.scenes.top, TitleScene)
