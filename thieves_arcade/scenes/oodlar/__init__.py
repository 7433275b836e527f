"""The Pickpockets table (``shared/rules/oodlar.md``; events, views and notation in ``docs/games/oodlar.md``).

The open wallet lies in the middle with its two face-down piles A and B; the 3–4 pickpockets stand at the counter
below. Every engine event is animated for the sofa: a steal flies a note to the thief while a speech bubble announces
its value; a swap takes a note *unannounced* (a "shh" bubble) and the returned note flies back face down; a peek lifts
the pile into the peeker's hand as a fan of backs, the cards hop as they are re-ordered, and the pile goes back; "Hands
up!" drops a banner and pins the police badge on the cop; a run shouts "I'm running!"; the showdown turns every hand
face up, stamps the marked notes and names the winners.

Private information — a seat's own notes, its memory of a pile's top, the peek screen where it re-orders a pile — is
drawn only for ``private_seat`` (see :class:`~thieves_arcade.scenes.table.TableScene`: behind the curtain when two or
more humans play). Layout comes from ``levels/oodlar.tmx`` (anchors in ``docs/levels.md``).

Human input: the cursor (``self.cursor``) is an index into ``view.legal``; the four directions move it on a grid
that matches the picture (steal/swap/peek rows under each pile, run below; a note and a pile for a swap's return; a
note of the pile on the peek screen; hands up / done), confirm plays it.
"""

from __future__ import annotations

from .model import REASONS
from .table import TABLE, OodlarTable

__all__ = ["OodlarTable", "REASONS", "TABLE"]
