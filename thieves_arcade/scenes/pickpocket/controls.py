"""pickpocket: the human's controls (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

from ...engine import pickpocket as pp
from ...engine.base import Action, View
from ...i18n import _
from ...input.intents import Intent
from ...ui.nav import DIRECTIONS
from ...ui.nav import step as nav_step
from .model import POWER_NAMES


def turn_started(scene, seat: int, view: View) -> None:
    legal = list(view.legal)
    scene.cursor = next((i for i, a in enumerate(legal) if isinstance(a, pp.Draw)), 0)


def intent(scene, seat: int, intent: Intent, view: View) -> Action | None:
    legal = list(view.legal)
    if not legal:
        return None
    if intent in DIRECTIONS:  # screen order: the option drawn nearest that way (ui.nav)
        moved = nav_step(scene.option_rects(view), scene.cursor, intent)
        if moved != scene.cursor:
            scene.cursor = moved
            scene.play("click")
    elif intent == Intent.CONFIRM:
        return legal[min(scene.cursor, len(legal) - 1)]
    return None


def action_label(scene, action: Action, view: View) -> str:
    """Button text for ``action``."""
    if isinstance(action, pp.Draw):
        return _("Draw")
    if isinstance(action, pp.Leave):
        points = view.loot_value + (view.door or 0)
        return _("Leave +{p}").format(p=points)
    if isinstance(action, pp.Beer):
        return _("Beer")
    if isinstance(action, pp.Choose):
        return _(POWER_NAMES.get(action.power, action.power))
    return str(action)
