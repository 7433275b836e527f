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
