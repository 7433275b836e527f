"""Sticheln's words for the master thief's advice: the registry entry's ``hint`` reference (``scenes/hint.py``)."""

from __future__ import annotations

from ...ai.advice import Advice
from ...i18n import _
from .model import card_label


def action_words(advice: Advice, view, seat_name=lambda s: str(s)) -> str | None:
    """The advised Sticheln action in the player's language: "Play green 2", or "Mark Q of hearts as pain" when the
    advice is the pain choice (reason ``st_pain``)."""
    card = advice.action.card
    if advice.reason == "st_pain":
        return _("Mark {card} as pain").format(card=card_label(card))
    return _("Play {card}").format(card=card_label(card))
