"""Attract mode: a bots-only game plays itself under a "DEMO — press any button" banner; any input → title."""

from __future__ import annotations

import math
import random

import pygame

from ..i18n import _
from ..input.intents import DeviceChange, IntentEvent
from ..ui import theme
from ..ui.cache import surface_cache
from ..ui.scene import Scene
from ..ui.text import blit_text
from . import playable_games, table_class

#: Game-time speed of the demo (a little brisker than a real game).
ATTRACT_SPEED = 1.6
#: Seconds (real time at the demo's speed) one game is shown before the next game takes over, if it has not ended.
SLICE_SECONDS = 75.0


@surface_cache(20, maxsize=2)
def _scratch(size: tuple[int, int], small: tuple[int, int]) -> tuple[pygame.Surface, pygame.Surface]:
    """The demo's drawing buffers: a full frame the table draws on and the smaller copy shown above the banner
    (made once per size, so ``draw`` keeps no state of its own). Only the attract scene draws on them."""
    return pygame.Surface(size), pygame.Surface(small)


class AttractScene(Scene):
    """Owns a bots-only table scene (not on the stack: it gets no input) and draws it with the banner.

    The demos rotate through every playable game in menu order (starting at a random one): each plays with 3–5
    bots (within the game's range) and a fresh seed until it ends or :data:`SLICE_SECONDS` have passed, then the
    next game starts. Any intent or a plugged device returns to the title. ``seed`` fixes the choices (tests);
    ``slice_seconds`` the slice."""

    name = "attract"

    def __init__(self, app, seed: int | None = None, slice_seconds: float = SLICE_SECONDS):
        super().__init__(app)
        self.rng = random.Random(seed)
        self.slice_seconds = slice_seconds
        self.shown: list[str] = []  # game ids in the order they were shown
        self.slice_t = 0.0
        self._next = None  # index into playable_games() of the next demo
        self.table = None
        self.games_played = 0
        self.t = 0.0

    def enter(self) -> None:
        self.new_demo()

    def new_demo(self) -> None:
        """Start the next bots-only game."""
        games = playable_games()
        if not games:
            self.to_title()
            return
        if self._next is None:
            self._next = self.rng.randrange(len(games))
        game_id = games[self._next % len(games)]
        self._next += 1
        self.shown.append(game_id)
        self.slice_t = 0.0
        from ..engine import get_game
        game = get_game(game_id)
        players = self.rng.randint(max(game.min_players, 3) if game.max_players >= 3 else game.min_players,
                                   min(game.max_players, 5))
        from ..ui.level import LevelError
        try:
            self.table = table_class(game_id)(self.app, game_id, ["normal"] * players, {}, self.rng.randrange(10**6),
                                              speed=ATTRACT_SPEED, on_over=self._over)
        except LevelError:  # a missing or broken level (issue 11): no demo of it; the lobby tells the players why
            self.table = None
            self.to_title()
            return
        self.table.enter()

    def _over(self, table) -> None:
        self.games_played += 1
        self.new_demo()

    def to_title(self) -> None:
        """Leave the demo for the title screen."""
        self.app.goto("title", how="replace")

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        self.to_title()
        return None

    def any_press(self) -> None:
        """Any key (letters too) or pad button: the banner says "press any button" (``App.dispatch``)."""
        self.to_title()

    def device_changed(self, change: DeviceChange) -> None:
        if change.connected:
            self.to_title()

    def update(self, dt: float) -> None:
        self.t += dt
        self.slice_t += dt
        if self.table is not None:
            self.table.update(dt)
        if self.slice_t >= self.slice_seconds and self.table is not None and not self.table.finished:
            self.table.exit()
            self.new_demo()  # a bounded slice of a long game, then the next game

    #: Height in px of the band along the bottom that holds the demo banner; the table is drawn scaled into the rest
    #: of the frame, so the banner never covers a pile count, a "thinking…" line or a log entry (QA item Q).
    BAND = 130

    def table_rect(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the (scaled) table is drawn: the frame above the banner band, same aspect ratio, centred."""
        w, h = surface.get_size()
        th = h - self.BAND
        tw = round(w * th / h)
        return pygame.Rect((w - tw) // 2, 0, tw, th)

    def banner_rect(self, surface: pygame.Surface) -> pygame.Rect:
        """The banner band along the bottom of the frame."""
        w, h = surface.get_size()
        return pygame.Rect(0, h - self.BAND, w, self.BAND)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        area = self.table_rect(surface)
        if self.table is not None:
            frame, small = _scratch(surface.get_size(), area.size)
            self.table.draw(frame)
            pygame.transform.scale(frame, area.size, small)  # nearest: 0.5 ms, smooth: 2 ms
            surface.blit(small, area)
        band = self.banner_rect(surface)
        pulse = 215 + round(40 * math.sin(self.t * 3))
        pygame.draw.rect(surface, theme.INK, band)
        pygame.draw.line(surface, theme.GOLD, band.topleft, band.topright, 6)
        demo, sub = _("DEMO"), _("press any button to play")
        gap = 36
        width = theme.font(72, "title").size(demo)[0] + gap + theme.font(theme.BODY + 4).size(sub)[0]
        tall = theme.font(72, "title").get_height()  # bigger text (Settings → Accessibility): kept title-safe
        y = band.top + 44
        if theme.scaled_size(theme.BODY) > theme.BODY:  # bigger text: the line kept title-safe
            y = min(y, pygame.Rect(theme.SAFE).bottom - tall / 2 + 4)
        title = blit_text(surface, demo, (band.centerx - width / 2, y), 72, theme.GOLD, "title",
                          outline=4, alpha=pulse, anchor="midleft")
        blit_text(surface, sub, (title.right + gap, y), theme.BODY + 4, theme.WHITE, anchor="midleft",
                  outline=3)  # a rim: at 150 % the line rises over the band's gold edge and the table
