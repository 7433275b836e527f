"""Game select: the five games as cards; those with a table scene are playable, the others "coming soon"."""

from __future__ import annotations

import pygame

from .. import games
from ..engine import GAMES
from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import access, theme
from ..ui.emblems import card_colour, draw_emblem
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_in, fit_size, wrap
from ..ui.widgets import Prompt, draw_panel
from . import has_table


def game_info(game_id: str) -> tuple[str, str, str]:
    """(name, players "2–6", pitch) of ``game_id``: the name and player range from its engine, the pitch (English,
    translated when drawn) from its registry card. An id nobody registered gives ``(game_id, "?", "")``."""
    entry = games.get(game_id)
    if entry is None:
        return game_id, "?", ""
    game = GAMES.get(game_id)
    if game is None:
        return game_id, "?", entry.card.pitch
    players = f"{game.min_players}" if game.min_players == game.max_players else \
        f"{game.min_players}–{game.max_players}"
    return game.name, players, entry.card.pitch


def subtitle(game_id: str) -> str:
    """The short subtitle (English) on ``game_id``'s card, so look-alike names (Pickpocket / Pickpockets) are told
    apart at a glance; ``""`` for none."""
    entry = games.get(game_id)
    return entry.card.subtitle if entry is not None else ""


#: The chosen card's border and outer ring: white, a colour no game's card wears (gold was Pickpocket's own yellow,
#: so its card looked chosen when it was not; issue 21 fresh pass).
FOCUS_RING = theme.WHITE

#: Least room (px) between a card's texts and its border.
CARD_MARGIN = 18
#: Least room (px) between the inked pixels of a card's "Play" / "Coming soon" and its tag's edges.
TAG_INSET = 8
#: The subtitles' colour ("Loot tiles"): a light grey that keeps WCAG's 4.5:1 on the chosen card's lighter panel
#: (``theme.GREY`` gave 3.9:1 there, issue 21).
SUBTITLE = theme.MIST


class SelectScene(Scene):
    """Cards in a row; left/right move, confirm opens the lobby of a playable game, back returns to the title."""

    name = "select"

    def __init__(self, app, focus: str | None = None):
        """``focus``: the game id the cursor starts on (Change game: the one just played); else the first
        playable game."""
        super().__init__(app)
        self.games = list(games.ids())
        self.playable = {g: has_table(g) for g in self.games}
        self.index = next((i for i, g in enumerate(self.games) if self.playable[g]), 0)
        if focus in self.games:
            self.index = self.games.index(focus)
        self.t = 0.0
        #: Per card index, the rect (px) of its "Play" / "Coming soon" tag as last drawn.
        self.tags: dict[int, pygame.Rect] = {}

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        if i in DIRECTIONS:  # screen order over the cards in their row (ui.nav); left/right wrap round the row
            moved = nav_step(self.card_rects(), self.index, i, wrap=True)
            if moved != self.index:
                self.index = moved
                self.app.audio.play("click")
        elif i == Intent.CONFIRM and self.playable[self.games[self.index]]:
            self.app.audio.play("join")
            self.app.goto("lobby", self.games[self.index])
        elif i in (Intent.BACK, Intent.PAUSE):  # Esc / P / Start go back too, as on every menu screen
            self.app.scenes.pop()
        return None

    def card_rects(self, width: int = theme.WIDTH) -> list[pygame.Rect]:
        """Per game of ``self.games`` its card's rect (unlifted), in one row centred on a ``width``-px frame."""
        n = len(self.games)
        card_w, gap = self.card_width(width), 30
        left = (width - (n * card_w + (n - 1) * gap)) / 2
        return [pygame.Rect(round(left + k * (card_w + gap)), 300, card_w, 520) for k in range(n)]

    def card_width(self, width: int = theme.WIDTH) -> int:
        """Each card's width (px): 300, narrower when the registered games would not fit in one row of ``width``
        px inside the title-safe margins (a sixth game); with bigger text up to 340, the row as wide as the
        title-safe area."""
        n = max(1, len(self.games))
        if theme.scaled_size(theme.BODY) > theme.BODY:  # bigger text: as wide as the title-safe area allows
            return min(340, (pygame.Rect(theme.SAFE).width - (n - 1) * 30) // n)
        return min(300, (width - 120 - (n - 1) * 30) // n)

    def text_sizes(self, card_w: int) -> tuple[int, int, int]:
        """``(name, subtitle, players)`` sizes (nominal px) shared by every card of ``card_w`` px, so no card's
        texts look bigger than its neighbours': the name the size at which every name takes at most two lines
        (40 px down to 24), each its line fitting; the subtitle and the player count the size at which the
        longest one fits with :data:`CARD_MARGIN` px each side (never under 36 px drawn)."""
        names, subs, counts = [], [], []
        for game_id in self.games:
            name, players, _pitch = game_info(game_id)
            names.append(name)
            subs += [_(subtitle(game_id))] if subtitle(game_id) else []
            counts.append(_("{n} players").format(n=players))
        name_size = 40
        while name_size > 24 and any(len(wrap(n, name_size, card_w - 40)) > 2 for n in names):
            name_size -= 2
        name_size = min([name_size] + [fit_size(line, name_size, card_w - 2 * CARD_MARGIN) for n in names
                                       for line in wrap(n, name_size, card_w - 40)[:2]])
        sub_size = min([theme.SMALL] + [fit_size(t, theme.SMALL, card_w - 2 * CARD_MARGIN) for t in subs])
        count_size = min(fit_size(t, theme.SMALL, card_w - 2 * CARD_MARGIN) for t in counts)
        return name_size, sub_size, count_size

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        blit_text(surface, _("Choose a game"), (w / 2, 130), theme.TITLE, theme.GOLD, "title", outline=5)
        n = len(self.games)
        card_w, gap = self.card_width(w), 30
        left = (w - (n * card_w + (n - 1) * gap)) / 2
        name_size, sub_size, count_size = self.text_sizes(card_w)
        head = round(150 - 110 * (access.text_scale() - 1))  # a lower header leaves room for bigger text
        step = theme.line_height(40, spacing=1.0) + 6  # 46 px at the usual text size
        for k, game_id in enumerate(self.games):
            chosen = k == self.index
            name, players, pitch = game_info(game_id)
            colour = card_colour(game_id)
            x = left + k * (card_w + gap)
            y = 300 - (24 if chosen else 0)
            rect = pygame.Rect(x, y, card_w, 520)
            draw_panel(surface, rect, theme.NIGHT_LIGHT if chosen else theme.INK, 245, 26,
                       FOCUS_RING if chosen else colour)
            if chosen:
                pygame.draw.rect(surface, FOCUS_RING, rect.inflate(14, 14), 6, border_radius=30)
            pygame.draw.rect(surface, colour, (x + 24, y + 24, card_w - 48, head), border_radius=18)
            draw_emblem(surface, game_id, (x + card_w / 2, y + 25 + head / 2), 58 * head / 150)
            lines = wrap(name, name_size, card_w - 40)[:2]  # the whole name in two lines (text_sizes)
            top = y + 24 + head + 46
            for j, line in enumerate(lines):
                blit_text(surface, line, (x + card_w / 2, top + step * j), name_size, theme.WHITE)
            sub = _(subtitle(game_id)) if subtitle(game_id) else ""
            sub_y = top + step * len(lines) + 6
            if sub:
                blit_text(surface, sub, (x + card_w / 2, sub_y), sub_size, SUBTITLE)
            players_y = max(y + 380, sub_y + step)  # lower with bigger text (Settings → Accessibility)
            blit_text(surface, _("{n} players").format(n=players), (x + card_w / 2, players_y), count_size,
                      theme.LAMP)
            tag_y = max(y + 460, players_y + 70)
            tag = pygame.Rect(0, 0, card_w - 40, 64)
            tag.center = (x + card_w / 2, tag_y)
            self.tags[k] = tag
            playable = self.playable[game_id]
            pygame.draw.rect(surface, theme.GREEN if playable else theme.GREY, tag, border_radius=14)
            label = _("Play") if playable else _("Coming soon")
            size, at = fit_in(label, theme.SMALL, tag, inset=TAG_INSET)  # its ink clear of the tag's edges
            blit_text(surface, label, at, size, theme.INK)
        name, _players, pitch = game_info(self.games[self.index])
        blit_text(surface, _(pitch), (w / 2, 880), theme.BODY + 4, theme.WHITE, outline=3)  # a rim: lit windows
        Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Play")), (Intent.BACK, _("Back"))],
               keys=False).draw(surface, (w / 2, 985))
