"""Game select: the five games as cards; those with a table scene are playable, the others "coming soon"."""

from __future__ import annotations

import math

import pygame

from ..engine import GAME_IDS, GAMES
from ..i18n import N_, _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, wrap
from ..ui.widgets import Prompt, draw_panel
from . import has_table

#: Shown when a game's engine has not landed yet (name, players, one-line pitch).
FALLBACK = {
    "pickpocket": ("Pickpocket", "2–6", "Draw loot tiles, leave before the guards come"),
    "cite": ("La Cité des Voleurs", "2–6", "Four dice, three rolls, steal tokens"),
    "sticheln": ("Sticheln", "3–8", "Tricks with a secret pain colour"),
    "morpion": ("Pierre Papier Morpion", "2", "Rock-paper-scissors for a shop window"),
    "oodlar": ("Pickpockets", "3–4", "Steal banknotes, unmask the police"),
}
#: A short subtitle per game on its card, so look-alike names (Pickpocket / Pickpockets) are told apart at a glance.
SUBTITLES = {"pickpocket": N_("Loot tiles"), "cite": N_("Dice and tokens"), "sticheln": N_("Trick cards"),
             "morpion": N_("Hand duel"), "oodlar": N_("Banknote bluff")}
CARD_COLOURS = {"pickpocket": theme.GOLD, "cite": theme.BLUE, "sticheln": theme.RED, "morpion": theme.GREEN,
                "oodlar": (180, 110, 230)}


def game_info(game_id: str) -> tuple[str, str, str]:
    """(name, players "2–6", pitch) of ``game_id``."""
    name, players, pitch = FALLBACK.get(game_id, (game_id, "?", ""))
    game = GAMES.get(game_id)
    if game is not None:
        name = game.name
        players = f"{game.min_players}" if game.min_players == game.max_players else \
            f"{game.min_players}–{game.max_players}"
    return name, players, pitch


def draw_game_icon(surface: pygame.Surface, game_id: str, centre: tuple[float, float], radius: float) -> None:
    """The emblem of ``game_id``: a dark disc of ``radius`` px at ``centre`` with the game's pictogram in its card
    colour — a loot tile (pickpocket), a die (cite), two cards (sticheln), a noughts-and-crosses grid (morpion), a
    banknote (oodlar). Used on the game cards and as the party standings' column heads."""
    x, y = centre
    r = radius
    colour = CARD_COLOURS.get(game_id, theme.GOLD)
    pygame.draw.circle(surface, theme.INK, (x, y), r)
    width = max(2, round(r / 12))
    if game_id == "pickpocket":  # a loot tile: a tall rounded tile with three stripes
        tile = pygame.Rect(0, 0, r * 0.8, r * 1.3)
        tile.center = (round(x), round(y))
        pygame.draw.rect(surface, colour, tile, border_radius=round(r / 8))
        for k in range(3):
            band = pygame.Rect(tile.left + width * 2, tile.top + tile.height * (0.14 + 0.26 * k),
                               tile.width - width * 4, tile.height * 0.16)
            pygame.draw.rect(surface, theme.INK, band, border_radius=round(r / 20))
    elif game_id == "cite":  # a die showing five
        die = pygame.Rect(0, 0, r * 1.1, r * 1.1)
        die.center = (round(x), round(y))
        pygame.draw.rect(surface, colour, die, border_radius=round(r / 5))
        for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
            pygame.draw.circle(surface, theme.INK, (x + dx * r * 0.3, y + dy * r * 0.3), r * 0.1)
    elif game_id == "sticheln":  # two fanned cards
        for k, tilt in enumerate((-0.35, 0.25)):
            w2, h2 = r * 0.38, r * 0.58
            cx, cy = x + (k - 0.5) * r * 0.35, y
            pts = [(cx + px * math.cos(tilt) - py * math.sin(tilt), cy + px * math.sin(tilt) + py * math.cos(tilt))
                   for px, py in ((-w2, -h2), (w2, -h2), (w2, h2), (-w2, h2))]
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.polygon(surface, theme.INK, pts, width)
    elif game_id == "morpion":  # a noughts-and-crosses grid
        a = r * 0.55
        for k in (-1, 1):
            pygame.draw.line(surface, colour, (x + k * a / 3, y - a), (x + k * a / 3, y + a), width * 2)
            pygame.draw.line(surface, colour, (x - a, y + k * a / 3), (x + a, y + k * a / 3), width * 2)
    else:  # oodlar and any other: a banknote
        note = pygame.Rect(0, 0, r * 1.4, r * 0.8)
        note.center = (round(x), round(y))
        pygame.draw.rect(surface, colour, note, border_radius=round(r / 10))
        pygame.draw.rect(surface, theme.INK, note.inflate(-width * 4, -width * 4), width, border_radius=round(r / 12))
        pygame.draw.circle(surface, theme.INK, note.center, r * 0.2, width)


class SelectScene(Scene):
    """Cards in a row; left/right move, confirm opens the lobby of a playable game, back returns to the title."""

    name = "select"

    def __init__(self, app):
        super().__init__(app)
        self.games = list(GAME_IDS)
        self.playable = {g: has_table(g) for g in self.games}
        self.index = next((i for i, g in enumerate(self.games) if self.playable[g]), 0)
        self.t = 0.0

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        if i in DIRECTIONS:  # screen order over the cards in their row (ui.nav); left/right wrap round the row
            moved = nav_step(self.card_rects(), self.index, i, wrap=True)
            if moved != self.index:
                self.index = moved
                self.app.audio.play("click")
        elif i == Intent.CONFIRM and self.playable[self.games[self.index]]:
            self.app.audio.play("join")
            from .lobby import LobbyScene
            self.app.scenes.push(LobbyScene(self.app, self.games[self.index]))
        elif i == Intent.BACK:
            self.app.scenes.pop()
        return None

    def card_rects(self, width: int = theme.WIDTH) -> list[pygame.Rect]:
        """Per game of ``self.games`` its card's rect (unlifted), in one row centred on a ``width``-px frame."""
        n = len(self.games)
        card_w, gap = 300, 30
        left = (width - (n * card_w + (n - 1) * gap)) / 2
        return [pygame.Rect(round(left + k * (card_w + gap)), 300, card_w, 520) for k in range(n)]

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        from .title import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        blit_text(surface, _("Choose a game"), (w / 2, 130), theme.TITLE, theme.GOLD, "title", outline=5)
        n = len(self.games)
        card_w, gap = 300, 30
        left = (w - (n * card_w + (n - 1) * gap)) / 2
        for k, game_id in enumerate(self.games):
            chosen = k == self.index
            name, players, pitch = game_info(game_id)
            colour = CARD_COLOURS.get(game_id, theme.GOLD)
            x = left + k * (card_w + gap)
            y = 300 - (24 if chosen else 0)
            rect = pygame.Rect(x, y, card_w, 520)
            draw_panel(surface, rect, theme.NIGHT_LIGHT if chosen else theme.INK, 245, 26,
                       theme.GOLD if chosen else colour)
            if chosen:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(14, 14), 6, border_radius=30)
            pygame.draw.rect(surface, colour, (x + 24, y + 24, card_w - 48, 150), border_radius=18)
            draw_game_icon(surface, game_id, (x + card_w / 2, y + 100), 58)
            lines = wrap(name, 40, card_w - 40)[:2]
            for j, line in enumerate(lines):
                blit_text(surface, line, (x + card_w / 2, y + 220 + 46 * j), 40, theme.WHITE)
            sub = _(SUBTITLES.get(game_id, ""))
            if sub:
                blit_text(surface, sub, (x + card_w / 2, y + 220 + 46 * len(lines) + 6),
                          fit_size(sub, theme.SMALL, card_w - 36), theme.GREY)
            blit_text(surface, _("{n} players").format(n=players), (x + card_w / 2, y + 380), theme.SMALL,
                      theme.LAMP)
            if not self.playable[game_id]:
                tag = pygame.Rect(0, 0, card_w - 40, 64)
                tag.center = (x + card_w / 2, y + 460)
                pygame.draw.rect(surface, theme.GREY, tag, border_radius=14)
                blit_text(surface, _("Coming soon"), tag.center, theme.SMALL, theme.INK)
            else:
                tag = pygame.Rect(0, 0, card_w - 40, 64)
                tag.center = (x + card_w / 2, y + 460)
                pygame.draw.rect(surface, theme.GREEN, tag, border_radius=14)
                blit_text(surface, _("Play"), tag.center, theme.SMALL, theme.INK)
        name, _players, pitch = game_info(self.games[self.index])
        blit_text(surface, _(pitch), (w / 2, 880), theme.BODY + 4, theme.WHITE, outline=2)
        Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Play")), (Intent.BACK, _("Back"))],
               keys=False).draw(surface, (w / 2, 985))
