"""The master thief's advice (issue 18, item 5): the hard bot's choice for a seat's view, with the numbers behind it.

:func:`advise` asks a game's hard bot (``bot.advise(view)``) for an :class:`Advice`: the action it would play and
a ``reason`` key with the figures its own search produced (a chance, a mean score, a count of simulated games). The
words are made by the scene (``scenes/hint.py``), in the player's language; this layer stays free of text.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..engine.base import Action, View
from .base import Bot


@dataclasses.dataclass(frozen=True)
class Advice:
    """``action``: one of ``view.legal``; ``reason``: a key naming the kind of argument (``"pp_leave"`` …);
    ``numbers``: the figures for it (floats in 0..1 are chances; points and tokens in game units; ``n`` counts)."""

    action: Action
    reason: str
    numbers: dict[str, Any] = dataclasses.field(default_factory=dict)


def advise(bot: Bot, view: View) -> Advice:
    """The advice of ``bot`` (a hard bot of the view's game) for ``view``. Bots without an ``advise`` method give
    their choice with the reason ``"plain"``. Raises ``ValueError`` when ``view.legal`` is empty."""
    if not view.legal:
        raise ValueError("no advice: it is not this seat's turn")
    if hasattr(bot, "advise"):
        return bot.advise(view)
    return Advice(bot.choose(view), "plain", {})
