"""Cité's controls: a human acts with the d-pad over the dice and the buttons under the tray (confirm on a die marks
it for a reroll, then *Reroll*, *Stop* or *Announce*), or over the opponents' seat blocks to choose a victim. Both
cursors are legal-action menus (:class:`~thieves_arcade.scenes.menu.LegalMenu`) moved in screen order over what the
painter draws."""

from __future__ import annotations

import pygame

from ...engine import cite as C
from ...engine.base import Action, View
from ...i18n import _
from ...input.intents import Intent
from ...ui.dice import DIE_PX
from ...ui.nav import DIRECTIONS
from ..menu import LegalMenu
from . import panel as P
from .model import BUTTONS, KEPT_SCALE


class CiteControls:
    """A human's cursors at the Cité table ``scene``: ``focus`` (index into :meth:`focus_items`: dice 1–4 then the
    buttons), ``marks`` (dice marked for a reroll), ``victim`` (index into ``view.candidates``) and ``hint`` (a short
    help line after a confirm that could not act)."""

    def __init__(self, scene):
        self.scene = scene
        self.focus_menu = LegalMenu()
        self.victim_menu = LegalMenu()
        self.marks: set[int] = set()
        self.hint = ""

    @property
    def focus(self) -> int:
        """The focus cursor: an index into :meth:`focus_items`."""
        return self.focus_menu.index

    @focus.setter
    def focus(self, index: int) -> None:
        self.focus_menu.index = index

    @property
    def victim(self) -> int:
        """The victim cursor: an index into ``view.candidates`` (taken modulo their number)."""
        return self.victim_menu.index

    @victim.setter
    def victim(self, index: int) -> None:
        self.victim_menu.index = index

    def focus_items(self, view: View) -> list[str]:
        """What the d-pad moves over in the roll phase: ``d1``…``d4`` then the buttons that are legal now."""
        items = ["d1", "d2", "d3", "d4", "roll", "stop"]
        if C.Announce() in view.legal:
            items.append("announce")
        return items

    def turn_started(self, seat: int, view: View) -> None:
        """A human's turn is ready: no marks; the victim cursor on the richest unprotected candidate, the focus on
        Stop when a combination stands (else on die 1)."""
        self.marks = set()
        self.hint = ""
        if view.phase == C.PHASE_TARGET:
            cands = list(view.candidates)
            free = [c for c in cands if c not in view.protected] or cands
            best = max(free, key=lambda c: (view.tokens[c], -c))
            self.victim = cands.index(best)
        else:
            items = self.focus_items(view)
            self.focus = items.index("stop") if view.combination is not None else 0

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """A human's ``intent`` → the action from ``view.legal`` it plays, or ``None`` (a cursor move, a mark)."""
        if not view.legal:
            return None
        if view.phase == C.PHASE_TARGET:
            cands = list(view.candidates)
            if intent in DIRECTIONS:  # screen order over the seat blocks (ui.nav)
                self.victim %= len(cands)
                if self.victim_menu.move(self.option_rects(view), intent):
                    self.scene.play("click")
                return None
            if intent == Intent.CONFIRM:
                return C.Target(cands[self.victim % len(cands)])
            return None
        items = self.focus_items(view)
        self.focus = min(self.focus, len(items) - 1)
        item = items[self.focus]
        if intent in DIRECTIONS:  # screen order over the dice and the buttons (ui.nav)
            if self.focus_menu.move(self.option_rects(view), intent):
                self.scene.play("click")
        elif intent == Intent.BACK:
            self.marks.clear()
            self.scene.play("click")
        elif intent == Intent.CONFIRM:
            self.hint = ""
            if item.startswith("d"):
                self.marks ^= {int(item[1])}
                self.scene.play("click")
            elif item == "roll":
                action = C.Reroll(tuple(sorted(self.marks)))
                if self.marks and action in view.legal:
                    return action
                self.hint = _("Mark dice to reroll first (confirm on a die)")
            elif item == "stop":
                return C.Stop()
            elif item == "announce":
                return C.Announce()
        return None

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """What the d-pad moves over, as drawn: in the target phase the candidates' seat blocks (order of
        ``view.candidates``), else per :meth:`focus_items` entry a die's rect (tray or ledge) or a button's."""
        if view.phase == C.PHASE_TARGET:
            return [self.scene.layout.block(seat) for seat in view.candidates]
        buttons = self.button_rects(view)
        out = []
        for item in self.focus_items(view):
            if item.startswith("d"):
                p = int(item[1])
                d = self.scene.m.dice[p - 1]
                scale = KEPT_SCALE if d.spot == "ledge" else 1.0
                r = pygame.Rect(0, 0, round(DIE_PX * scale), round(DIE_PX * scale))
                spot = d.spot if d.spot != "hand" else "tray"
                r.center = tuple(round(v) for v in self.scene.layout.die_point(p, spot))
                out.append(r)
            else:
                out.append(buttons[item])
        return out

    def button_rects(self, view: View) -> dict[str, pygame.Rect]:
        """The roll phase's buttons in the panel (``roll``, ``stop``, ``announce`` when legal): item → rect, on the
        buttons' row of :func:`.panel.roll_rows`, each as wide as :func:`.panel.button_widths` gives its label."""
        scene = self.scene
        panel = P.panel_rect(scene.level)
        seat = scene.m.active if scene.m.active is not None else scene.current_player
        rows = P.roll_rows(panel, _("Your roll, {name}").format(name=scene.seats[seat or 0].name))
        buttons = [i for i in self.focus_items(view) if i in BUTTONS]
        labels = {"roll": P.roll_label_widest(), "stop": _("Stop"), "announce": _("Announce four")}
        gap = 24
        left, right = P.inner(panel)
        widths = P.button_widths([labels[b] for b in buttons], right - left, gap)
        x = panel.centerx - (sum(widths) + gap * (len(buttons) - 1)) / 2
        out = {}
        for item, w in zip(buttons, widths, strict=True):
            out[item] = pygame.Rect(round(x), round(rows.button_top), w, rows.button_height)
            x += w + gap
        return out

    def at(self, view: View) -> int:
        """The table's cursor (``TableScene.cursor``, the menu protocol of :class:`~thieves_arcade.scenes.menu.
        LegalMenu`): the index in ``view.legal`` of the action confirm plays now (``-1``: confirm marks a die or does
        nothing)."""
        legal = list(view.legal)
        if not legal:
            return -1
        if view.phase == C.PHASE_TARGET:
            return legal.index(C.Target(view.candidates[self.victim % len(view.candidates)]))
        item = self.focus_items(view)[min(self.focus, len(self.focus_items(view)) - 1)]
        action = {"stop": C.Stop(), "announce": C.Announce(),
                  "roll": C.Reroll(tuple(sorted(self.marks)))}.get(item)
        return legal.index(action) if action in legal else -1

    def place(self, view: View, index: int) -> None:
        """Put the marks and focus on legal action number ``index`` of ``view.legal`` (the snapshot tool's pilot
        sets ``TableScene.cursor``)."""
        action = list(view.legal)[index]
        if isinstance(action, C.Target):
            self.victim = list(view.candidates).index(action.seat)
            return
        items = self.focus_items(view)
        if isinstance(action, C.Reroll):
            self.marks = set(action.positions)
            self.focus = items.index("roll")
        else:
            self.focus = items.index("announce" if isinstance(action, C.Announce) else "stop")
