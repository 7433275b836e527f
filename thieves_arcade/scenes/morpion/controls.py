"""Morpion's controls: the chooser's reward cursor (the table's :class:`~thieves_arcade.scenes.menu.LegalMenu` over
the ``take`` actions) moved in screen order over the reward row, confirm takes, alt peeks with the binoculars. The
duel's simultaneous throws are the table's own input (``MorpionTable.handle``).
Issue 17: split by job (docs/scenes.md)."""

from __future__ import annotations

from ...engine import morpion as M
from ...engine.base import Action, View
from ...input.intents import Intent
from ...ui.nav import DIRECTIONS
from ..menu import LegalMenu


def takes(scene, view: View) -> list[Action]:
    """The reward choices (``take visible|hidden|cell``) among ``view.legal``, in their legal order."""
    return [a for a in view.legal if isinstance(a, M.Take)]


class RewardMenu(LegalMenu):
    """The chooser's reward cursor: :attr:`index` runs over the ``take`` actions of ``view.legal`` (:func:`takes`,
    taken modulo their number). As the table's cursor (``TableScene.cursor``) it is the index in ``view.legal`` of
    the action confirm plays now: the reward under the cursor, in a duel paper (confirm's throw), else ``-1``."""

    def at(self, view: View) -> int:
        """The index in ``view.legal`` of the reward under the cursor (in a duel: paper's; none: ``-1``)."""
        legal = list(view.legal)
        choices = takes(None, view)
        if choices:
            return legal.index(choices[self.index % len(choices)])
        return legal.index(M.Throw("paper")) if M.Throw("paper") in legal else -1

    def place(self, view: View, index: int) -> None:
        """Put the reward cursor on legal action number ``index`` (a throw leaves it where it is)."""
        action = list(view.legal)[index]
        if isinstance(action, M.Take):
            self.index = takes(None, view).index(action)


def turn_started(scene, seat: int, view: View) -> None:
    """A reward to choose: the cursor on the first choice."""
    scene.menu.index = 0


def intent(scene, seat: int, intent: Intent, view: View) -> Action | None:
    """A direction moves the reward cursor, confirm takes the reward under it, alt peeks (binoculars)."""
    choices = takes(scene, view)
    if not choices:
        return None
    if intent in DIRECTIONS:  # screen order over the reward row of the chooser's panel (ui.nav)
        scene.menu.index %= len(choices)
        if scene.menu.move(scene.option_rects(view), intent):
            scene.play("click")
    elif intent == Intent.CONFIRM:
        return choices[scene.menu.index % len(choices)]
    elif intent == Intent.ALT and M.Peek() in view.legal:
        return M.Peek()
    return None
