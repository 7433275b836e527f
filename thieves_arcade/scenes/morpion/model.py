"""morpion: the picture model and its constants (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import dataclasses
import functools

from ...engine import morpion as M
from ...input.intents import Intent

#: What each intent throws during an open duel (rules "A round", 1) [D]: directions and the matching face buttons.
THROW_INTENTS = {Intent.LEFT: "rock", Intent.UP: "paper", Intent.RIGHT: "scissors",
                 Intent.ALT: "rock", Intent.CONFIRM: "paper", Intent.BACK: "scissors"}
#: The intents whose glyphs show rock / paper / scissors: on a keyboard segment its left / up / right keys, on a
#: pad the alt / confirm / back buttons (X / A / B on Xbox) — as the controls table binds them (``ui.prompts``).
KEY_THROWS = (Intent.LEFT, Intent.UP, Intent.RIGHT)
PAD_THROWS = (Intent.ALT, Intent.CONFIRM, Intent.BACK)
#: Collection rows, top to bottom (``bonus`` only with the ``equipment_bonus`` variant).
KIND_ORDER = ("pencil", "eraser", "ruler", "crown", "plus2", "bonus")
KIND_NAMES = {"pencil": "Pencil", "eraser": "Eraser", "ruler": "Ruler", "crown": "Crown", "plus2": "+2",
              "bonus": "Bonus"}
THROW_NAMES = {"rock": "Rock", "paper": "Paper", "scissors": "Scissors"}
CELL_SCALE = 0.8       # tokens on the shelves: 96 px
GANG_SCALE = 1.15      # a Gang token holding a cell: 138 px
COLL_SCALE = 0.5       # tokens pinned in a collection: 60 px
CHOICE_SCALE = 0.85    # reward options in the controls box: 102 px
DUEL_HAND = 232        # hand height in the duel reveal, px
SHAKES = 3


@functools.lru_cache(maxsize=512)
def _live_total(collection: tuple[str, ...], cells: tuple[int, ...], binoculars: int, variant: bool) -> int:
    return M.score_breakdown(0, collection, cells, binoculars, variant).total


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it as they play; re-synced from the view after each batch).

    Cell lists are indexed by cell number − 1. ``flipped``: cell → token of a hidden token turned face up on its
    shelf and not yet flown; ``lines``: ``(seat, cells)`` drawn across the window; ``last_duel``: the last revealed
    throws; ``ready``: per seat, "READY" shown."""

    visible: list = dataclasses.field(default_factory=lambda: [None] * 9)
    hidden: list = dataclasses.field(default_factory=lambda: [False] * 9)
    control: list = dataclasses.field(default_factory=lambda: [None] * 9)
    collections: list = dataclasses.field(default_factory=lambda: [[], []])
    lines: list = dataclasses.field(default_factory=list)
    flipped: dict = dataclasses.field(default_factory=dict)
    round: int = 1
    phase: str = "duel"
    chooser: int | None = None
    duel_winner: int | None = None
    ready: list = dataclasses.field(default_factory=lambda: [False, False])
    last_duel: tuple | None = None
    binoculars: list = dataclasses.field(default_factory=lambda: [0, 0])
    peeks: list = dataclasses.field(default_factory=lambda: [False, False])
    winners: list = dataclasses.field(default_factory=list)
    over: bool = False
