"""Sticheln's controls: the cursor (the table's :class:`~thieves_arcade.scenes.menu.LegalMenu` over ``view.legal``)
moves in screen order over the tray's cards, confirm plays the card (or marks the pain card) under it. Whether a card
would take the trick is the view's own ``would_win`` (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

from ...engine.base import Action, View
from ...input.intents import Intent
from ...ui.nav import DIRECTIONS


def turn_started(scene, seat: int, view: View) -> None:
    """A human's turn is ready: keep the cursor inside the legal actions."""
    scene.menu.clamp(len(view.legal))


def intent(scene, seat: int, intent: Intent, view: View) -> Action | None:
    """A direction moves the cursor (a click when it moved); confirm plays the legal action under it."""
    legal = list(view.legal)
    if not legal:
        return None
    if intent in DIRECTIONS:  # screen order over the tray's cards (ui.nav)
        if scene.menu.move(scene.option_rects(view), intent):
            scene.play("click")
    elif intent == Intent.CONFIRM:
        return scene.menu.pick(legal)
    return None


def chosen(scene, view: View) -> Action | None:
    """The legal action under the cursor of the human to act (``None`` when nobody can act now)."""
    if scene.timeline.busy or view.seat is None or view.current_player != view.seat or not view.legal:
        return None
    return scene.menu.pick(view.legal)
