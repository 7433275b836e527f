"""Pickpocket's words for the master thief's advice: the registry entry's ``hint`` reference (``scenes/hint.py``)."""

from __future__ import annotations

from ...ai.advice import Advice
from ...i18n import _
from .model import POWER_NAMES


def action_words(advice: Advice, view, seat_name=lambda s: str(s)) -> str | None:
    """The advised Pickpocket action in the player's language ("Draw", "Play your tile 3", "Take Magic glove");
    ``None`` for an action this game has no words for (the caller shows its notation)."""
    text = str(advice.action)
    words = text.split()
    if text == "draw":
        return _("Draw")
    if text == "leave":
        return _("Leave")
    if text == "beer":
        return _("Drink the beer")
    if words[0] == "play":
        return _("Play your tile {n}").format(n=words[1])
    if words[0] == "choose":
        return _("Take {power}").format(power=_(POWER_NAMES.get(words[1], words[1])))
    return None
