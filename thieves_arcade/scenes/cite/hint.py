"""Cité's words for the master thief's advice: the registry entry's ``hint`` reference (``scenes/hint.py``)."""

from __future__ import annotations

from ...ai.advice import Advice
from ...i18n import _


def action_words(advice: Advice, view, seat_name=lambda s: str(s)) -> str | None:
    """The advised Cité action in the player's language ("Stop", "Reroll dice 1 3", "Target <name>", the victim
    named by ``seat_name(seat) -> str``); ``None`` for an action this game has no words for."""
    text = str(advice.action)
    words = text.split()
    if text == "stop":
        return _("Stop")
    if text == "announce":
        return _("Announce the four")
    if words[0] == "reroll":
        return _("Reroll dice {dice}").format(dice=" ".join(words[1:]))
    if words[0] == "target":
        return _("Target {name}").format(name=seat_name(int(words[1])))
    return None
