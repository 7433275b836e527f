"""Pure rules engines, one module per game, behind the protocol of :mod:`thieves_arcade.engine.base`.

``GAMES`` maps each game id (``pickpocket``, ``cite``, ``sticheln``, ``morpion``, ``oodlar``) to its :class:`Game`.
Nothing under ``engine`` imports pygame (``tests/test_engine_pure.py`` proves it).
"""

from __future__ import annotations

import importlib
import importlib.util

from .base import Action, Event, Game, IllegalAction, State, View

#: Game ids in the order the game-select screen lists them.
GAME_IDS = ("pickpocket", "cite", "sticheln", "morpion", "oodlar")


def _load() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for game_id in GAME_IDS:
        if importlib.util.find_spec(f"{__name__}.{game_id}") is None:  # a game not written yet is simply absent
            continue
        module = importlib.import_module(f"{__name__}.{game_id}")
        games[game_id] = module.GAME
    return games


#: Every game by id. Each engine module exposes its instance as ``GAME``.
GAMES: dict[str, Game] = _load()


def get_game(game_id: str) -> Game:
    """The :class:`Game` for ``game_id``. Raises ``ValueError`` naming the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


__all__ = ["Action", "Event", "Game", "IllegalAction", "State", "View", "GAMES", "GAME_IDS", "get_game"]
