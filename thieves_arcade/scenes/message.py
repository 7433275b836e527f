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
from ..ui.text import blit_text, fit_size, ink_rect, text, wrap_even
from ..ui.widgets import Prompt, draw_focus, draw_panel

#: Least room (px) between a dialog button's inked words and its left and right edges (issue 21: French "Commencer
#: quand même" was shrunk into its button with 10 px to spare); the buttons widen first, then the panel.
BUTTON_PAD = 30
#: A question's panel: its usual width and the gap between its two buttons (px). It widens, up to the title-safe
#: width, to hold its title at the heading size and its buttons with :data:`BUTTON_PAD` (issue 21: the French
#: "Commencer une nouvelle partie ?" was drawn at 63 px, English titles at 96).
PANEL_W, BUTTON_W, BUTTON_GAP = 1400, 560, 60

#: A dialog's lines stand this many times their drawn size apart (baseline to baseline): 0.2 em or more between
#: one line's ink and the next's (issue 21: at 150 % the lines were 56 px apart at 60 px, 2-3 px between them).
LINE_SPACING = 1.2


def text_rows(content: str, size: int, width: float, first: float, ceiling: float, bottom: float, least: float
              ) -> tuple[int, list[str], list[float]]:
    """``(size, lines, heights)`` for a dialog's text ``content`` wrapped evenly (no word alone) in ``width`` px:
    its lines :data:`LINE_SPACING` times their drawn size apart (``least`` px at least: the pitch they always had
    at 100 %), the first one centred at height ``first`` (px), or higher for a longer text — its ink no higher
    than ``ceiling`` — so that the last line's ink keeps over height ``bottom``; where even that is not enough (a
    long text at 150 %) the size shrinks, never drawn under ``theme.SMALL``, and the lines that still do not fit
    are left out. ``heights``: each line's centre (px)."""
    floor = fit_size(content, size, 0)  # the smallest size fit_size allows
    while True:
        lines = wrap_even(content, size, width)
        step = max(least, theme.line_height(size, spacing=LINE_SPACING))
        ink = ink_rect("ÉÀÇjgpq", size, center=(0, 0))  # the tallest accents, the deepest descenders
        top = min(first, bottom - ink.bottom - (len(lines) - 1) * step)  # a longer text rises towards the title
        if top + ink.top >= ceiling or size <= floor:
            break
        size = max(floor, size - 2)
    top = max(top, ceiling - ink.top)
    shown = max(1, min(len(lines), int((bottom - ink.bottom - top) // step) + 1))
    return size, lines[:shown], [top + step * k for k in range(shown)]


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
        title = ink_rect(self.title, fit_size(self.title, theme.HEADING, box.width - 80, "title"), "title", 3,
                         center=(w / 2, box.top + 90))
        size, lines, ys = text_rows(self.text, theme.SMALL, box.width - 120, box.top + 200, title.bottom + 16,
                                    box.bottom - 70 - 30 - 16, 52)  # the lines 0.2 em apart or more, over "OK"
        for line, y in zip(lines, ys, strict=True):  # even lines: no word alone
            blit_text(surface, line, (w / 2, y), size, theme.WHITE)
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

    def _needs(self) -> tuple[int, int]:
        """``(title width, widest button word width)`` (px) at their full sizes, as drawn (the title with its
        outline)."""
        title = text(self.title, theme.HEADING, theme.GOLD, "title", outline=3).get_width()
        return title, max(text(word, theme.BODY, theme.WHITE).get_width() for word in self.words.values())

    def panel_rect(self) -> pygame.Rect:
        """The question's panel (px): :data:`PANEL_W` wide, or wider — up to the title-safe width — where its title
        at the heading size or its buttons with :data:`BUTTON_PAD` need it; 660 px tall from y 220. Pure."""
        title, word = self._needs()
        need = max(PANEL_W, title + 80, 2 * (word + 2 * BUTTON_PAD) + BUTTON_GAP + 160)
        width = min(need, pygame.Rect(theme.SAFE).width)
        return pygame.Rect(round(theme.WIDTH / 2 - width / 2), 220, width, 660)

    def button_rects(self) -> list[pygame.Rect]:
        """The two buttons' rects (No left, Yes right), on the panel's lower part: 24 px lower with bigger text
        (the question's lines more room above them, still 36 px over the key hints' glyphs); :data:`BUTTON_W`
        wide, or as wide as the wider word and :data:`BUTTON_PAD` each side need, as far as the panel allows
        (80 px from its sides). Pure."""
        w = theme.WIDTH / 2
        y = 640 if theme.TEXT_SCALE == 1.0 else 664
        _title, word = self._needs()
        width = min(max(BUTTON_W, word + 2 * BUTTON_PAD), (self.panel_rect().width - 160 - BUTTON_GAP) // 2)
        return [pygame.Rect(round(w - BUTTON_GAP / 2 - width), y, width, 80),
                pygame.Rect(round(w + BUTTON_GAP / 2), y, width, 80)]

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
        box = self.panel_rect()
        draw_panel(surface, box, theme.NIGHT, 250, 36, theme.GOLD)
        blit_text(surface, self.title, (w / 2, box.top + 80), fit_size(self.title, theme.HEADING, box.width - 80,
                                                                         "title"), theme.GOLD, "title", outline=3)
        rects = self.button_rects()
        title = ink_rect(self.title, fit_size(self.title, theme.HEADING, box.width - 80, "title"), "title", 3,
                         center=(w / 2, box.top + 80))
        body, lines, ys = text_rows(self.text, theme.BODY, box.width - 120, box.top + 190, title.bottom + 16,
                                    rects[0].top - 16, 56)  # 0.2 em or more between lines, 16 px over the buttons
        for line, y in zip(lines, ys, strict=True):  # even lines: "it." was alone on the last
            blit_text(surface, line, (w / 2, y), body, theme.WHITE)
        size = min(fit_size(self.words[key], theme.BODY, r.width - 2 * BUTTON_PAD)
                   for key, r in zip(self.buttons, rects, strict=True))  # one size
        for k, (key, r) in enumerate(zip(self.buttons, rects, strict=True)):
            on = k == self.focus
            at = centre_in(self.words[key], size, r)  # by its ink: 'No, keep it' sat low, on the rim at 150 %
            if on:  # the focus box: the one painter, 10 px round the word's ink
                draw_focus(surface, r, [ink_rect(self.words[key], size, center=at)], theme.NIGHT_LIGHT, 250, 24)
            else:
                draw_panel(surface, r, theme.INK, 250, 24, theme.GREY)
            blit_text(surface, self.words[key], at, size, theme.GOLD if on else theme.WHITE)
        Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("OK"))]).draw(surface, (w / 2, box.bottom - 70))
