"""Scenes: title, game select, lobby, one table scene per game, pause, results, attract.

The registry of table scenes: each game's table scene is ``scenes/<game id>.py`` exposing ``TABLE`` (a
:class:`~thieves_arcade.scenes.table.TableScene` subclass). A game is playable when that module exists and its
engine is registered — discovered with ``importlib.util.find_spec``, like ``engine/__init__.py`` does.
"""

from __future__ import annotations

import importlib
import importlib.util

from ..engine import GAME_IDS, GAMES


def has_table(game_id: str) -> bool:
    """Whether ``game_id`` has a table scene module and an engine (i.e. is playable)."""
    return game_id in GAMES and importlib.util.find_spec(f"{__name__}.{game_id}") is not None


def table_class(game_id: str):
    """The ``TABLE`` class of ``game_id``'s scene module. Raises ``ValueError`` naming the playable games."""
    if not has_table(game_id):
        raise ValueError(f"no table scene for {game_id!r}; playable: {', '.join(playable_games()) or 'none'}")
    return importlib.import_module(f"{__name__}.{game_id}").TABLE


def playable_games() -> list[str]:
    """The playable game ids, in menu order."""
    return [g for g in GAME_IDS if has_table(g)]
