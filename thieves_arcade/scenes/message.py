"""A message for the player when something on disk is wrong (a missing or broken level): the game carries on.

``MessageScene(app, title, text)`` shows a panel with the title, the message (wrapped) and "press confirm"; confirm,
back or pause returns to the scene below (or to the title if there is none).
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text, wrap
from ..ui.widgets import Prompt, draw_panel


class MessageScene(Scene):
    """A full-screen notice: ``title`` (short) and ``text`` (any length, wrapped to the panel). Any device's confirm,
    back or pause closes it."""

    name = "message"

    def __init__(self, app, title: str, text: str):
        super().__init__(app)
        self.title = title
        self.text = text
        self.t = 0.0

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent in (Intent.CONFIRM, Intent.BACK, Intent.PAUSE) and self.t > 0.3:
            self.close()
        return None

    def close(self) -> None:
        """Back to the scene below, or to the title if this is the only scene."""
        if len(self.app.scenes) > 1:
            self.app.scenes.pop()
        else:
            from .title import TitleScene
            self.app.scenes.replace(TitleScene(self.app))

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        from .title import draw_backdrop
        draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        box = pygame.Rect(w / 2 - 760, h / 2 - 360, 1520, 720)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, self.title, (w / 2, box.top + 90), theme.HEADING, theme.GOLD, "title", outline=3)
        for i, line in enumerate(wrap(self.text, theme.SMALL, box.width - 120)[:9]):
            blit_text(surface, line, (w / 2, box.top + 200 + 52 * i), theme.SMALL, theme.WHITE)
        Prompt([(Intent.CONFIRM, _("OK"))]).draw(surface, (w / 2, box.bottom - 70))


class ConfirmScene(Scene):
    """A yes/no question over the scene below ("Quit Thieves' Arcade?"): **No** is focused, so a mashed confirm
    answers No; up/down move (no wrapping), confirm answers, back answers No. ``on_yes()`` is called after the
    question closes when Yes is chosen."""

    name = "confirm"
    transparent = True

    def __init__(self, app, question: str, on_yes, yes: str | None = None, no: str | None = None):
        super().__init__(app)
        from ..ui.widgets import Menu
        self.question = question
        self.on_yes = on_yes
        self.menu = Menu([(no or _("No"), "no"), (yes or _("Yes"), "yes")], 0, size=theme.HEADING, gap=100)

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.app.scenes.pop()
            return None
        choice = self.menu.handle(event.intent)
        if choice == "no":
            self.app.scenes.pop()
        elif choice == "yes":
            self.app.scenes.pop()
            self.on_yes()
        if event.intent in (Intent.UP, Intent.DOWN, Intent.CONFIRM):
            self.app.audio.play("click")
        return None

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.widgets import shade
        shade(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(w / 2 - 520, h / 2 - 260, 1040, 520)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, self.question, (w / 2, box.top + 100), theme.HEADING, theme.GOLD, "title", outline=3)
        self.menu.draw(surface, (w / 2, h / 2 + 30), 520)
        Prompt([(Intent.CONFIRM, _("Choose")), (Intent.BACK, _("No"))], app=self.app).draw(
            surface, (w / 2, box.bottom - 60))
