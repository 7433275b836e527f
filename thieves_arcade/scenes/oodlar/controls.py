"""Pickpockets' controls: the cursor (the table's :class:`~thieves_arcade.scenes.menu.LegalMenu` over
``view.legal``) moves on a grid that matches the picture, confirm plays the action under it; a hopeless run asks first;
"Keep this order" puts a peeked pile back as found (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

from ...engine import oodlar as od
from ...engine.base import Action, View
from ...i18n import _
from ...input.intents import Intent
from ...ui.nav import DIRECTIONS


def move_cursor(scene, view: View, intent: Intent) -> None:
    """Move the cursor to the legal action drawn nearest in direction ``intent`` (``ui.nav.step``); stay put if
    there is none."""
    if scene.menu.move(scene.option_rects(view), intent):  # the shared legal-action menu (scenes/menu.py)
        scene.play("click")


def turn_started(scene, seat: int, view: View) -> None:
    legal = list(view.legal)
    scene.cursor = 0
    if view.phase == od.RETURN and view.pile is not None:  # default: the new note straight back
        want = od.Return(len(view.hand), view.pile)
        scene.cursor = legal.index(want) if want in legal else 0
    elif view.phase == od.DECIDE:
        scene.cursor = next((i for i, a in enumerate(legal) if isinstance(a, od.Done)), 0)


def intent(scene, seat: int, intent: Intent, view: View) -> Action | None:
    legal = list(view.legal)
    if not legal:
        return None
    if intent in DIRECTIONS:
        move_cursor(scene, view, intent)
    elif intent == Intent.CONFIRM:
        if keep_focused(scene, view):
            keep_order(scene, seat)
            return None
        action = legal[min(scene.cursor, len(legal) - 1)]
        if isinstance(action, od.Run) and not od.run_succeeds(view.hand, len(scene.seats)):
            ask_run(scene, action, view)  # a run that cannot win ends the game for everyone: ask once
            return None
        scene.cursor = 0
        return action
    return None


def ask_run(scene, action: Action, view: View) -> None:
    """The run the player chose cannot succeed (too little money or 2+ marked notes, which their own view
    shows): ask once, No focused, before ending the game for everyone (docs/games/oodlar.md, [D] Hopeless run)."""
    marks = od.marked_count(view.hand)
    why = (_("You hold {k} marked notes.").format(k=marks) if marks >= od.CAUGHT_AT else
           _("You hold ${m}; a run needs ${t}.").format(m=od.money(view.hand), t=view.run_target))
    cp = scene.current_player

    def run():
        if scene.current_player == cp and action in scene.seat_view(cp).legal:
            scene.cursor = 0
            scene.apply(action)
    scene.app.goto("confirm", _("Run anyway?"), why + " " + _("The game ends now and you cannot win it."), run,
                   yes=_("Run anyway"), no=_("No, play on"))


def keep_focused(scene, view: View) -> bool:
    """Whether the cursor is on the peek screen's "Keep this order" button (after the notes, ORDER phase)."""
    return view.phase == od.ORDER and scene.cursor >= len(view.legal)


def keep_order(scene, seat: int) -> None:
    """Put the peeked pile back as found, in one press: the remaining notes in their found order (one
    ``order`` action each, as the engine takes them)."""
    while scene.current_player == seat and (now := scene.seat_view(seat)).phase == od.ORDER:
        orders = [a for a in now.legal if isinstance(a, od.Order)]
        if not orders:
            break
        scene.apply(min(orders, key=lambda a: a.position))
    scene.cursor = 0


def chosen(scene, view: View) -> Action | None:
    """The highlighted legal action of the human to act (``None`` when nobody can act now)."""
    if scene.timeline.busy or view.seat is None or view.current_player != view.seat or not view.legal:
        return None
    if keep_focused(scene, view):
        return None
    return view.legal[min(scene.cursor, len(view.legal) - 1)]


def move_label(scene, action: Action) -> str:
    """The button text of a turn move (Steal, Swap, Peek, Run…), translated."""
    if isinstance(action, od.Steal):
        return _("Steal")
    if isinstance(action, od.Swap):
        return _("Swap")
    if isinstance(action, od.Peek):
        return _("Peek")
    if isinstance(action, od.Run):
        return _("Run!")
    return str(action)
