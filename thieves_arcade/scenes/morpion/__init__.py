"""The Pierre Papier Morpion table (``shared/rules/morpion.md``; events in ``docs/games/morpion.md``).

The shop window's 3×3 shelves hold each cell's face-down and face-up reward; each gang pins its collection on a cork
board at its side of the screen, with its live score on top and its own controls box below. Every engine event is
animated: the current cell lights up, a gang that has thrown shows only "READY", both hands shake three times and are
revealed together, the winner chooses with a cursor on its own side, tokens fly into the collections (a hidden one is
flipped first), Gang tokens land on their cells, finished lines are drawn across the window, three Crowns win at once
and the winner is crowned. Layout comes from ``levels/morpion.tmx`` (anchors in ``docs/levels.md``).

**Simultaneous throws.** The engine takes the duel as two commits (seat 0, then seat 1). Each human throws from their
own device whenever they like while the duel is open: a pick is kept in :attr:`MorpionTable.picks` (never drawn) and
handed to the engine as soon as the engine asks for that seat, so seat 1 may throw before seat 0 and two humans may
throw in the same frame. The screen shows only "READY" for a seat that has thrown; the hands are drawn only by the
reveal animation of ``DuelRevealed``, after both commits are in.

**[D] Throw controls.** One press throws (no confirm step, since a highlighted choice would be visible to the other
player): left / up / right (WASD or arrows, the d-pad) = rock / paper / scissors, and on a pad the face buttons
X / A / B (west, south, east: the same left-to-right order) do the same. Each controls box shows its seat's own keys.

**Privacy.** Duels and rewards are public. The only private fact is a Binocular peek (variant ``binoculars``): with two
humans it is shown to the peeker only behind the base class's "Pass to …" curtain; otherwise no curtain is drawn.
"""

from __future__ import annotations

from .model import (
    CELL_SCALE,
    CHOICE_SCALE,
    COLL_SCALE,
    DUEL_HAND,
    GANG_SCALE,
    KEY_THROWS,
    KIND_NAMES,
    KIND_ORDER,
    PAD_THROWS,
    SHAKES,
    THROW_INTENTS,
    THROW_NAMES,
    Model,
)
from .table import TABLE, MorpionTable

__all__ = ['CELL_SCALE', 'CHOICE_SCALE', 'COLL_SCALE', 'DUEL_HAND', 'GANG_SCALE', 'KEY_THROWS', 'KIND_NAMES',
           'KIND_ORDER', 'Model', 'MorpionTable', 'PAD_THROWS', 'SHAKES', 'TABLE', 'THROW_INTENTS',
           'THROW_NAMES']
