"""sticheln: the picture model and its constants (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import dataclasses

from ...engine import sticheln as S
from ...i18n import _

TRAY_SCALE = 0.7      # the face-up hand in the tray: 126×176
TRICK_SCALE = 0.6     # a card in the trick: 108×151
FAN_SCALE = 0.36      # a card in a seat's fan of backs: 65×91
FAN_WIDTH = 170       # px, the most a side or top seat's first and last backs' centres lie apart in its row
FAN_STEP = 24         # px between neighbouring backs' centres in that row, where they fit
BOTTOM_FAN = 0.5      # the bottom seat's backs in the tray (public view)
PILE_SCALE = 0.32     # a taken trick on a pile
MARK_SCALE = 0.3      # a pain card beside its owner's badge: 54×76
TALLY_SCALE = 0.26    # a captured pain card in the tally: 47×66
PEEK_SCALE = 0.4      # a card in the last-trick panel (alt): 72×101
PROMPT_WIDTH = 1120   # px, the widest the human's prompt row under the trick may be (glyphs shrink to fit)
BADGE = (300, 110)
RANK_LABEL = {11: "J", 12: "Q", 13: "K", 14: "A"}
TALLY_ROW_DELAY = 0.35   # seconds between tally rows
TALLY_HOLD = 2.6         # seconds the full tally stays


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it; it is re-synced from the view after every batch)."""

    players: int
    round: int = 1
    dealer: int = 0
    hands: list = dataclasses.field(default_factory=list)        # cards per seat (fan size)
    trick: list = dataclasses.field(default_factory=list)        # Played on the table, in play order
    tricks: list = dataclasses.field(default_factory=list)       # tricks taken this round per seat
    marked: list = dataclasses.field(default_factory=list)       # pain cards marked per seat
    shown: list = dataclasses.field(default_factory=list)        # pain cards face up per seat
    scores: list = dataclasses.field(default_factory=list)
    turn: int | None = 0
    gone: set = dataclasses.field(default_factory=set)           # private cards already flying / on the table
    deal: tuple | None = None                                    # (first seat, cards landed) while dealing
    lit: int | None = None                                       # index in ``trick`` of the winning card
    note: str = ""                                               # a line about the trick just won
    tally: bool = False                                          # the round tally is on screen
    result: object | None = None                                 # the GameOver event once shown


def card_label(card: S.Card) -> str:
    """A card in words: "green 2", "Q of hearts"."""
    if card.colour in S.SUITS:
        return _("{rank} of {suit}").format(rank=RANK_LABEL.get(card.rank, str(card.rank)), suit=_(card.colour))
    return f"{_(card.colour)} {card.rank}"
