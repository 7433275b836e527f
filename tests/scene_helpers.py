"""Helpers shared by the table-scene tests: seat a table, step until something happens, press a seat's buttons."""

from __future__ import annotations

from thieves_arcade.app.loop import STEP
from thieves_arcade.input.intents import IntentEvent
from thieves_arcade.scenes import table_class


def make_table(app, game_id: str, seats: list, seed: int = 5, speed: float = 20.0, options: dict | None = None):
    """A fresh ``game_id`` table on an emptied stack of ``app`` (``seats``: device ids or bot levels)."""
    app.scenes.clear()
    app.running = True
    scene = table_class(game_id)(app, game_id, seats, options or {}, seed, speed=speed, on_over=lambda s: None)
    app.scenes.push(scene)
    return scene


def run_until(app, pred, limit: int = 20_000, draw: bool = False) -> None:
    """Step ``app`` (drawing each frame if ``draw``) until ``pred()`` holds; AssertionError after ``limit`` steps."""
    for _ in range(limit):
        if pred():
            return
        app.step(STEP)
        if draw:
            app.render()
    raise AssertionError("condition not reached")


def ready_for(scene, seat: int):
    """A predicate: ``seat`` may act now (no animation playing, no curtain, the scene waiting for that seat)."""
    return lambda: (not scene.timeline.busy and scene.state.current_player == seat and not scene.curtain_up
                    and scene._ready_for == seat)


def press(app, device: str, *intents) -> None:
    """Send ``intents`` from ``device`` (``kb:left``, ``pad:3``…) in order."""
    for intent in intents:
        app.send(IntentEvent(device, intent))
