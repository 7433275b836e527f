"""Pickpockets' (Oodlar's) words for the master thief's advice: the registry entry's ``hint`` reference
(``scenes/hint.py``)."""

from __future__ import annotations

from ...ai.advice import Advice
from ...i18n import N_, _

VERBS = {"steal": N_("Steal from {pile}"), "swap": N_("Swap from {pile}"), "peek": N_("Peek at {pile}")}


def action_words(advice: Advice, view, seat_name=lambda s: str(s)) -> str | None:
    """The advised Pickpockets action in the player's language ("Steal from 2", "Put your note 3 on 1", "Run");
    ``None`` for an action this game has no words for."""
    text = str(advice.action)
    words = text.split()
    if words[0] in VERBS and len(words) == 2:
        return _(VERBS[words[0]]).format(pile=words[1])
    if words[0] == "return":
        return _("Put your note {n} on {pile}").format(n=words[1], pile=words[2])
    if text == "hands up":
        return _("Hands up!")
    if text == "done":
        return _("End the turn")
    if text == "run":
        return _("Run")
    if words[0] == "order":
        return _("Put note {n} next").format(n=words[1])
    return None
