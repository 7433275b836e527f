"""oodlar: the picture model and its constants (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import dataclasses

from ...engine import oodlar as od

PILE_SCALE = 0.8       # the piles in the wallet: 256×152
THIEF_SCALE = 0.8      # the pickpockets: 136×168
FLY_SCALE = 0.42       # a note in flight: 126×63
HAND_SCALE = 0.46      # a note in the private hand panel: 138×69
PEEK_SCALE = 0.62      # a note on the peek screen: 186×93
SHOW_SCALE = 0.4       # a note in a showdown fan: 120×60
MEMORY_SHOWN = 3       # remembered notes shown as chips under a pile (the rest as "+N")
ROWS = {"steal": 0, "swap": 1, "peek": 2, "run": 3}
REASONS = {
    od.ARREST: ("Arrested!", "The police caught a thief with 2 or more marked notes"),
    od.FALSE_ALARM: ("False alarm!", "Nobody held 2 marked notes: the police loses"),
    od.ESCAPE: ("Clean getaway!", "Enough money and at most 1 marked note"),
    od.FAILED_ESCAPE: ("Caught running!", "Too little money or too many marked notes"),
    od.EMPTY_WALLET: ("The wallet is empty!", "Richest thief with at most 1 marked note wins"),
}


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it; it is re-synced from the view after every batch)."""

    players: int
    piles: list = dataclasses.field(default_factory=lambda: [od.PILE_SIZE, od.PILE_SIZE])
    hands: list = dataclasses.field(default_factory=list)
    turn: int | None = 0
    log: list = dataclasses.field(default_factory=list)          # LogEntry, oldest first
    peeking: tuple | None = None                                  # (seat, pile, size) while a pile is in a hand
    police: int | None = None
    runner: int | None = None
    shown: tuple | None = None                                    # showdown hands: ((value, marked), …) per seat
    flipped: dict = dataclasses.field(default_factory=dict)       # seat -> notes turned face up so far
    stamped: set = dataclasses.field(default_factory=set)         # (seat, k) marked notes stamped so far
    result: object | None = None                                  # the GameOver event once shown


def pile_index(pile: str) -> int:
    """0 for pile ``"A"``, 1 for ``"B"`` (raises ``ValueError`` for anything else)."""
    return od.PILES.index(pile)
