"""The results: the podium of a finished game, then back to the title."""

from __future__ import annotations

import math

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text
from ..ui.tween import lerp
from ..ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol


class ResultsScene(Scene):
    """Final scores of ``game_name``: ``seats`` (the table's :class:`~thieves_arcade.scenes.table.Seat` list),
    ``scores`` per seat, ``winners`` (seats). Confirm (after a short moment) returns to the title; after
    ``auto_return`` seconds with no input it returns by itself (``None``: never)."""

    name = "results"

    def __init__(self, app, game_name: str, seats: list, scores: list[int], winners: list[int],
                 auto_return: float | None = 45.0):
        super().__init__(app)
        self.game_name = game_name
        self.seats = seats
        self.scores = list(scores)
        self.winners = list(winners)
        self.auto_return = auto_return
        self.t = 0.0
        self.order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
        self.top = max(scores) if scores else 0

    def enter(self) -> None:
        self.app.audio.play("fanfare")

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent in (Intent.CONFIRM, Intent.BACK, Intent.PAUSE) and self.t > 1.0:
            self.back_to_title()
        return None

    def back_to_title(self) -> None:
        """Clear the stack back to the title screen."""
        from .title import TitleScene
        self.app.scenes.clear(TitleScene(self.app))

    def update(self, dt: float) -> None:
        self.t += dt
        if self.auto_return is not None and self.t >= self.auto_return:
            self.back_to_title()

    def draw(self, surface: pygame.Surface) -> None:
        from .title import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        names = ", ".join(self.seats[s].name for s in self.winners) or "—"
        blit_text(surface, self.game_name, (w / 2, 120), theme.HEADING, theme.LAMP, "title", outline=3)
        title = _("{names} wins!").format(names=names) if len(self.winners) == 1 else \
            _("Shared win: {names}").format(names=names)
        grow = min(1.0, self.t / 0.6)
        blit_text(surface, title, (w / 2, 230), round(lerp(60, theme.TITLE, grow)), theme.GOLD, "title", outline=4)
        rows = len(self.order)
        row_h = min(120, 680 // max(rows, 1))
        top = 330
        for rank, seat in enumerate(self.order):
            appear = max(0.0, min(1.0, (self.t - 0.3 - 0.15 * (rows - rank)) / 0.4))
            if appear <= 0:
                continue
            y = top + rank * row_h + row_h / 2
            x = lerp(w + 600, w / 2, appear)
            draw_panel(surface, (x - 640, y - row_h / 2 + 6, 1280, row_h - 12),
                       theme.NIGHT_LIGHT if seat in self.winners else theme.INK, 235, 24,
                       theme.GOLD if seat in self.winners else seat_colour(seat))
            blit_text(surface, f"{rank + 1}", (x - 580, y), theme.HEADING, theme.GOLD, "title")
            draw_symbol(surface, seat_symbol(seat), (x - 480, y), 30, seat_colour(seat))
            s = self.seats[seat]
            blit_text(surface, s.name, (x - 420, y), theme.BODY + 8, theme.WHITE, anchor="midleft")
            if s.is_bot:
                blit_text(surface, _("bot · {level}").format(level=_(s.level)), (x + 40, y), theme.SMALL, theme.GREY,
                          anchor="midleft")
            bar = 0 if self.top <= 0 else self.scores[seat] / self.top
            pygame.draw.rect(surface, seat_colour(seat), (x + 250, y - 14, round(220 * bar * appear), 28),
                             border_radius=12)
            blit_text(surface, str(self.scores[seat]), (x + 600, y), theme.HEADING, theme.GOLD, "title",
                      anchor="midright")
            if seat in self.winners:
                _crown(surface, (x - 580, y - row_h / 2 + 4), 0.7 + 0.1 * math.sin(self.t * 4))
        if self.t > 1.0:
            Prompt([(Intent.CONFIRM, _("Back to the title"))]).draw(surface, (w / 2, 1000))


def _crown(surface, pos, scale: float) -> None:
    """A small gold crown centred at ``pos``."""
    x, y = pos
    s = 40 * scale
    pts = [(x - s, y + s * 0.5), (x - s, y - s * 0.4), (x - s * 0.5, y), (x, y - s * 0.7), (x + s * 0.5, y),
           (x + s, y - s * 0.4), (x + s, y + s * 0.5)]
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.WOOD_DARK, pts, 3)
