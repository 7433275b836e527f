"""Bots: one module per game (``ai/<game>.py``), each deciding from a :class:`~thieves_arcade.engine.View` only.

Each game's registry entry (:mod:`thieves_arcade.games`) names its bot levels, ``LEVELS: dict[str, type[Bot]]`` (at
least ``easy`` and ``normal``; some games ``hard``). :func:`make_bot` builds one by game id and level.
"""

from __future__ import annotations

import importlib.util

from .. import games
from .base import Bot

LEVEL_ORDER = ("easy", "normal", "hard")


def levels(game_id: str) -> list[str]:
    """The bot levels a game offers, weakest first. Raises ``ValueError`` for an unknown game."""
    return [lvl for lvl in LEVEL_ORDER if lvl in _module(game_id).LEVELS]


def make_bot(game_id: str, level: str = "normal", seed: int = 0) -> Bot:
    """A bot for ``game_id`` at ``level``, with its own random generator seeded by ``seed``.

    Raises ``ValueError`` naming the known levels for an unknown level (or the known games for an unknown game).
    An unknown level that is stronger than the game offers falls back to the strongest (``hard`` in a game with
    only ``easy`` and ``normal`` gives ``normal``), so a global bot-level setting works for every game.
    """
    module = _module(game_id)
    if level not in module.LEVELS:
        if level in LEVEL_ORDER:
            level = levels(game_id)[-1] if LEVEL_ORDER.index(level) > 0 else levels(game_id)[0]
        else:
            raise ValueError(f"unknown bot level {level!r} for {game_id}; known: {', '.join(levels(game_id))}")
    return module.LEVELS[level](seed=seed)


class _Bots:
    """A game's bot levels as :func:`make_bot` reads them (``LEVELS``), from its registry entry's ``bots``."""

    def __init__(self, levels: dict) -> None:
        self.LEVELS = levels


def _module(game_id: str) -> _Bots:
    entry = games.get(game_id)
    if entry is None or importlib.util.find_spec(entry.bots.partition(":")[0]) is None:
        raise ValueError(f"no bots for game {game_id!r}")
    return _Bots(games.load(entry.bots))


__all__ = ["Bot", "LEVEL_ORDER", "levels", "make_bot"]
