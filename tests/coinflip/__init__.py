"""Coin flip: a tiny test-only sixth game, registered from outside the product (``tests/test_sixth_game.py``).

Two players, three rounds. Each round the hider secretly puts the coin heads or tails up (a hidden choice: the
guesser's view does not hold it), then the guesser calls a side; a right call scores for the guesser, a wrong one
for the hider. The seats swap roles every round; the most points after three rounds wins (a tie is shared).

Nothing under ``thieves_arcade/`` names this game: :func:`register` adds its one registry entry
(:mod:`thieves_arcade.games`) and every screen — select, lobby, table, results — finds it there.
``docs/adding-a-game.md`` walks through this package.
"""

from __future__ import annotations

from thieves_arcade import games

ENTRY = games.GameEntry(
    id="coinflip",
    engine="coinflip.engine:GAME",
    bots="coinflip.bots:LEVELS",
    table="coinflip.table:TABLE",
    howto="coinflip.table:HOWTO",
    level=None,  # no Tiled map: the table draws on the plain felt
    card=games.Card((200, 200, 210), "Test coin", "Hide a coin, call its side", "coinflip.table:emblem"),
)


def register() -> games.GameEntry:
    """Add coin flip to the registry (after the five games of the house); returns its entry."""
    return games.register(ENTRY)


def unregister() -> None:
    """Take coin flip out of the registry again."""
    games.unregister(ENTRY.id)
