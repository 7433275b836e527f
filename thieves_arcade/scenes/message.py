"""A message for the player when something on disk is wrong (a missing or broken level): the game carries on.

``MessageScene(app, title, text)`` shows a panel with the title, the message (wrapped) and "press confirm"; confirm,
back or pause returns to the scene below (or to the title if there is none).
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.ink import centre_in
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, wrap_even
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
            self.app.goto("title", how="replace")

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w, h = surface.get_size()
        box = pygame.Rect(w / 2 - 760, h / 2 - 360, 1520, 720)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, self.title, (w / 2, box.top + 90), fit_size(self.title, theme.HEADING, box.width - 80,
                                                                         "title"), theme.GOLD, "title", outline=3)
        # (shrunk to the panel: "Impossible de préparer cette table" ran off the screen at 150 %)
        for i, line in enumerate(wrap_even(self.text, theme.SMALL, box.width - 120)[:9]):  # no word alone
            blit_text(surface, line, (w / 2, box.top + 200 + 52 * i), theme.SMALL, theme.WHITE)
        Prompt([(Intent.CONFIRM, _("OK"))]).draw(surface, (w / 2, box.bottom - 70))


class ConfirmScene(Scene):
    """A yes/no question over the scene below: ``title``, ``text``, and two buttons — ``no`` (focused: a stray
    press never does the risky thing) and ``yes``. Left/right move between them (screen order), confirm presses the
    focused one, back or pause means No. ``on_yes()`` runs after the question closes; No just closes it."""

    name = "confirm"
    transparent = True

    def __init__(self, app, title: str, text: str, on_yes, yes: str | None = None, no: str | None = None):
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_yes = on_yes
        self.words = {"no": no or _("No"), "yes": yes or _("Yes")}
        self.buttons = ["no", "yes"]
        self.focus = 0
        self.t = 0.0

    def button_rects(self) -> list[pygame.Rect]:
        """The two buttons' rects (No left, Yes right), on the panel's lower part."""
        w = theme.WIDTH / 2
        return [pygame.Rect(round(w - 590), 640, 560, 80), pygame.Rect(round(w + 30), 640, 560, 80)]

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        from ..ui.nav import DIRECTIONS, step
        if event.intent in DIRECTIONS:
            self.focus = step(self.button_rects(), self.focus, event.intent)
        elif event.intent == Intent.CONFIRM and self.t > 0.2:
            self.answer(self.buttons[self.focus] == "yes")
        elif event.intent in (Intent.BACK, Intent.PAUSE):
            self.answer(False)
        return None

    def answer(self, yes: bool) -> None:
        """Close the question; run ``on_yes`` if the answer is yes."""
        self.app.scenes.pop()
        if yes:
            self.on_yes()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(w / 2 - 700, 220, 1400, 660)
        draw_panel(surface, box, theme.NIGHT, 250, 36, theme.GOLD)
        blit_text(surface, self.title, (w / 2, box.top + 80), fit_size(self.title, theme.HEADING, box.width - 80,
                                                                         "title"), theme.GOLD, "title", outline=3)
        for i, line in enumerate(wrap_even(self.text, theme.BODY, box.width - 120)[:4]):  # "it." was alone
            blit_text(surface, line, (w / 2, box.top + 190 + 56 * i), theme.BODY, theme.WHITE)
        rects = self.button_rects()
        size = min(fit_size(self.words[key], theme.BODY, r.width - 30) for key, r in zip(self.buttons, rects,
                                                                                          strict=True))  # one size
        for k, (key, r) in enumerate(zip(self.buttons, rects, strict=True)):
            on = k == self.focus
            draw_panel(surface, r, theme.NIGHT_LIGHT if on else theme.INK, 250, 24, theme.GOLD if on else theme.GREY)
            blit_text(surface, self.words[key], centre_in(self.words[key], size, r), size,
                      theme.GOLD if on else theme.WHITE)  # by its ink: 'No, keep it' sat low, on the rim at 150 %
        Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("OK"))]).draw(surface, (w / 2, box.bottom - 70))
