"""Pure rules engines, one module per game, behind the protocol of :mod:`thieves_arcade.engine.base`.

``GAMES`` maps each registered game id (:mod:`thieves_arcade.games`: ``pickpocket``, ``cite``, ``sticheln``,
``morpion``, ``oodlar`` and any registered later) to its :class:`Game`.
Nothing under ``engine`` imports pygame (``tests/test_engine_pure.py`` proves it).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator, Mapping

from .. import games
from .base import Action, Event, Game, IllegalAction, State, View

#: The registered game ids at import time, in the order the game-select screen lists them (derived from the
#: registry, :mod:`thieves_arcade.games`; code that must see a game registered later iterates :data:`GAMES`).
GAME_IDS = games.ids()


class _Games(Mapping):
    """The registry's engines behind :data:`GAMES`: ids come from :mod:`thieves_arcade.games` at each look-up (a
    game registered later is there at once), each engine module is imported on first use.

    Importing every engine up front cost about a tenth of a second before the title's first frame; the title never
    needs one. Iteration follows the registry's order; a game whose engine module is not there is simply absent.
    """

    def __init__(self) -> None:
        self._loaded: dict[tuple[str, str], Game] = {}

    @staticmethod
    def _present(entry: games.GameEntry) -> bool:
        return importlib.util.find_spec(entry.engine.partition(":")[0]) is not None

    def __getitem__(self, game_id: str) -> Game:
        entry = games.get(game_id)
        if entry is None or not self._present(entry):
            raise KeyError(game_id)
        key = (game_id, entry.engine)
        if key not in self._loaded:
            self._loaded[key] = games.load(entry.engine)
        return self._loaded[key]

    def __iter__(self) -> Iterator[str]:
        return iter([e.id for e in games.entries() if self._present(e)])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"<GAMES {', '.join(self)}>"


#: Every game by id (a read-only mapping). Each engine module exposes its instance as ``GAME``.
GAMES: Mapping[str, Game] = _Games()


def get_game(game_id: str) -> Game:
    """The :class:`Game` for ``game_id``. Raises ``ValueError`` naming the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


__all__ = ["Action", "Event", "Game", "IllegalAction", "State", "View", "GAMES", "GAME_IDS", "get_game"]
