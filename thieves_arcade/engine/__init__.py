"""Pure rules engines, one module per game, behind the protocol of :mod:`thieves_arcade.engine.base`.

``GAMES`` maps each game id (``pickpocket``, ``cite``, ``sticheln``, ``morpion``, ``oodlar``) to its :class:`Game`.
Nothing under ``engine`` imports pygame (``tests/test_engine_pure.py`` proves it).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping

from .base import Action, Event, Game, IllegalAction, State, View

#: Game ids in the order the game-select screen lists them.
GAME_IDS = ("pickpocket", "cite", "sticheln", "morpion", "oodlar")


class _Games(Mapping):
    """The registry behind :data:`GAMES`: ids are known at once, each engine module is imported on first use.

    Importing every engine up front cost about a tenth of a second before the title's first frame; the title never
    needs one. Iteration follows :data:`GAME_IDS`; a game whose module is not there is simply absent.
    """

    def __init__(self) -> None:
        self._ids = tuple(g for g in GAME_IDS if importlib.util.find_spec(f"{__name__}.{g}") is not None)
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        if game_id not in self._ids:
            raise KeyError(game_id)
        if game_id not in self._loaded:
            self._loaded[game_id] = importlib.import_module(f"{__name__}.{game_id}").GAME
        return self._loaded[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __repr__(self) -> str:
        return f"<GAMES {', '.join(self._ids)}>"


#: Every game by id (a read-only mapping). Each engine module exposes its instance as ``GAME``.
GAMES: Mapping[str, Game] = _Games()


def get_game(game_id: str) -> Game:
    """The :class:`Game` for ``game_id``. Raises ``ValueError`` naming the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


__all__ = ["Action", "Event", "Game", "IllegalAction", "State", "View", "GAMES", "GAME_IDS", "get_game"]
