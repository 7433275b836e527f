"""The Pickpocket table (``shared/rules/pickpocket.md``; events in ``docs/games/pickpocket.md``).

Every engine event becomes an animation: a tile flies from the bag to the reveal spot and into the loot row, a line
breaks with a red slash, a guard walks onto the door, a caught thief is thrown out, a leaving thief's points count
up, double or nothing gets its banner, the night ends with the loot swept away, the Prince gets the crown, and the
game ends with the hands revealed. Layout comes from ``levels/pickpocket.tmx`` (anchors in ``docs/levels.md``).

The scene keeps a small *picture model* (``self.m``) of what is on the table; animations update it when they start
or end, and it is re-synced from the view after every batch, so the picture always matches the engine in the end.
"""

from __future__ import annotations

from .model import (
    CARD_TOP,
    DOOR_SCALE,
    HAND_SCALE,
    HINT,
    PANEL,
    POWER_EFFECTS,
    POWER_NAMES,
    POWER_SHORT,
    REVEAL_SCALE,
    ROW_COLOURS,
    ROW_Y,
    THIEF_SCALE,
    TILE_SCALE,
    TOKEN,
    TOKEN_GAP,
    CountUp,
    Model,
    PowerModel,
    scaled,
    split_hint_option,
    squashed,
    tile_sprite,
)
from .table import TABLE, PickpocketTable

__all__ = ['CARD_TOP', 'CountUp', 'DOOR_SCALE', 'HAND_SCALE', 'HINT', 'Model', 'PANEL', 'POWER_EFFECTS', 'POWER_NAMES',
           'POWER_SHORT', 'PickpocketTable', 'PowerModel', 'REVEAL_SCALE', 'ROW_COLOURS', 'ROW_Y', 'TABLE',
           'THIEF_SCALE', 'TILE_SCALE', 'TOKEN', 'TOKEN_GAP', 'scaled', 'split_hint_option', 'squashed',
           'tile_sprite']
