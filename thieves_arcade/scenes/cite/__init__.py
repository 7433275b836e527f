"""The La Cité des Voleurs table (``shared/rules/cite.md``; events in ``docs/games/cite.md``).

Every engine event becomes an animation: the active thief gathers the dice and throws them into the tray, where
they tumble (flight, spin, blur frames, bounces) and settle on their faces; kept dice slide onto the ledge in front of
the tray; stopping and announcing get their call-outs; the combination is named on a banner; a crosshair flies to
the victim (Camouflage shields flash); loot tokens fly coin by coin between the thieves and the pot; the heist's
escape die rolls; the winner is crowned. Layout comes from ``levels/cite.tmx`` (anchors in ``docs/levels.md``).

A human acts with the d-pad over the dice and the buttons under the tray: confirm on a die marks it for a reroll,
then *Reroll*, *Stop* or *Announce*; a victim is chosen among the opponents' seats (protected ones are marked).

**[D] No curtain.** Everything in this game is public (every seat's view holds the same facts), so with two or more
humans the table never hides behind the "Pass to …" curtain: the active human acts at once from their own device.

The package splits the scene by job (docs/scenes.md): ``model`` (the picture model, :func:`~.model.sync` and the
layout), ``anims`` (the event → animation table), ``controls`` (the human's cursors), ``painter`` (pure drawing) and
``table`` (the :class:`~.table.CiteTable` hooks).
"""

from __future__ import annotations

from .model import COMBO_NAMES, DieShown, Model, combination_positions, combo_name, describe
from .table import TABLE, CiteTable

__all__ = ["COMBO_NAMES", "TABLE", "CiteTable", "DieShown", "Model", "combination_positions", "combo_name",
           "describe"]
