"""Every game's event → animation table covers its engine's events (issue 17, item 2).

A table scene's ``animations`` maps each engine event class to the function that animates it, or to ``None`` for an
event deliberately not animated. A new engine event with neither fails here, so no event is silently skipped.
"""

from __future__ import annotations

import importlib

import pytest

from thieves_arcade.engine import GAME_IDS
from thieves_arcade.engine.base import Event
from thieves_arcade.scenes import table_class


def engine_events(game_id: str) -> set[type]:
    """The event classes defined by ``game_id``'s engine module."""
    module = importlib.import_module(f"thieves_arcade.engine.{game_id}")
    return {c for c in vars(module).values()
            if isinstance(c, type) and issubclass(c, Event) and c is not Event and c.__module__ == module.__name__}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_engine_event_has_an_animation_or_an_explicit_none(game_id):
    table = table_class(game_id)
    events = engine_events(game_id)
    assert len(events) >= 5
    missing = sorted(c.__name__ for c in events - set(table.animations))
    assert missing == []
    assert not set(table.animations) - events  # nothing from another game's engine
    assert all(v is None or callable(v) for v in table.animations.values())
    assert any(v is not None for v in table.animations.values())
