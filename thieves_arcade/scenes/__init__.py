"""Scenes: title, game select, lobby, one table scene per game, pause, results, attract.

The table scenes come from the game registry (:mod:`thieves_arcade.games`): a game is playable when its entry names
a ``table`` whose module exists and its engine is there (``engine.GAMES``). Module existence is checked with
``importlib.util.find_spec``, so nothing is imported until a table is needed.
"""

from __future__ import annotations

import importlib.util

from .. import games
from ..engine import GAMES


def has_table(game_id: str) -> bool:
    """Whether ``game_id`` has a table scene module and an engine (i.e. is playable)."""
    entry = games.get(game_id)
    return (entry is not None and entry.table is not None and game_id in GAMES
            and importlib.util.find_spec(entry.table.partition(":")[0]) is not None)


def table_class(game_id: str):
    """The table scene class of ``game_id`` (its registry entry's ``table``). Raises ``ValueError`` naming the
    playable games."""
    if not has_table(game_id):
        raise ValueError(f"no table scene for {game_id!r}; playable: {', '.join(playable_games()) or 'none'}")
    return games.load(games.entry(game_id).table)


def playable_games() -> list[str]:
    """The playable game ids, in menu order."""
    return [g for g in games.ids() if has_table(g)]
