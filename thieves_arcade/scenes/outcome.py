"""What a table tells the rest of the house about its game: :class:`Outcome` (``TableScene.outcome()``).

The table base is the one place that holds an engine ``State`` (its turn loop applies the actions); the party, the
save policy and the demo runner read a game's result through this record and the table's accessors
(``is_over``, ``moves``, ``position()``), never through the state (issue 17; ``tests/test_views_carry.py``).
"""

from __future__ import annotations

import dataclasses

from ..engine.base import Placing


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A game's result as the table reports it.

    - ``scores``: each seat's score in the game's unit (points, tokens, dollars), indexed by seat (the scores so
      far while the game runs).
    - ``winners``: the winning seats, ascending as the engine gives them (empty while the game runs; several on a
      shared win; possibly empty when nobody wins).
    - ``placings``: every seat's :class:`~thieves_arcade.engine.base.Placing`, best first, once the game is over
      (empty while it runs).
    - ``over``: whether the game has ended.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    placings: tuple[Placing, ...]
    over: bool
