"""Morpion's words for the master thief's advice: the registry entry's ``hint`` reference (``scenes/hint.py``)."""

from __future__ import annotations

from ...ai.advice import Advice
from ...i18n import N_, _
from ..hint import THROWS

REWARDS = {"visible": N_("Take the visible token"), "hidden": N_("Take the hidden token"), "cell": N_("Take the cell")}


def action_words(advice: Advice, view, seat_name=lambda s: str(s)) -> str | None:
    """The advised Morpion action in the player's language ("Throw rock", "Take the hidden token", "Use the
    binoculars"); ``None`` for an action this game has no words for."""
    text = str(advice.action)
    words = text.split()
    if words[0] == "throw":
        return _("Throw {throw}").format(throw=_(THROWS[words[1]]).lower())
    if words[0] == "take":
        return _(REWARDS[words[1]])
    if text == "peek":
        return _("Use the binoculars")
    return None
