"""The games' emblems: one pictogram per game, drawn inside a dark disc (select cards, party standings, ...).

Each function has the signature ``emblem(surface, centre, radius, colour)``: ``centre`` (x, y) and ``radius`` in
px of the disc, ``colour`` the game's card colour (RGB). A game's registry entry names its emblem
(:class:`thieves_arcade.games.Card`); :func:`draw_emblem` draws the disc and the pictogram of any registered game
(the generic banknote when its entry names none).
"""

from __future__ import annotations

import math

import pygame

from .. import games
from . import theme


def _width(radius: float) -> int:
    return max(2, round(radius / 12))


def pickpocket(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    """A loot tile: a tall rounded tile with three stripes."""
    x, y = centre
    width = _width(r)
    tile = pygame.Rect(0, 0, r * 0.8, r * 1.3)
    tile.center = (round(x), round(y))
    pygame.draw.rect(surface, colour, tile, border_radius=round(r / 8))
    for k in range(3):
        band = pygame.Rect(tile.left + width * 2, tile.top + tile.height * (0.14 + 0.26 * k),
                           tile.width - width * 4, tile.height * 0.16)
        pygame.draw.rect(surface, theme.INK, band, border_radius=round(r / 20))


def cite(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    """A die showing five."""
    x, y = centre
    die = pygame.Rect(0, 0, r * 1.1, r * 1.1)
    die.center = (round(x), round(y))
    pygame.draw.rect(surface, colour, die, border_radius=round(r / 5))
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        pygame.draw.circle(surface, theme.INK, (x + dx * r * 0.3, y + dy * r * 0.3), r * 0.1)


def sticheln(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    """Two fanned cards."""
    x, y = centre
    width = _width(r)
    for k, tilt in enumerate((-0.35, 0.25)):
        w2, h2 = r * 0.38, r * 0.58
        cx, cy = x + (k - 0.5) * r * 0.35, y
        pts = [(cx + px * math.cos(tilt) - py * math.sin(tilt), cy + px * math.sin(tilt) + py * math.cos(tilt))
               for px, py in ((-w2, -h2), (w2, -h2), (w2, h2), (-w2, h2))]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, theme.INK, pts, width)


def morpion(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    """A noughts-and-crosses grid."""
    x, y = centre
    width = _width(r)
    a = r * 0.55
    for k in (-1, 1):
        pygame.draw.line(surface, colour, (x + k * a / 3, y - a), (x + k * a / 3, y + a), width * 2)
        pygame.draw.line(surface, colour, (x - a, y + k * a / 3), (x + a, y + k * a / 3), width * 2)


def oodlar(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    """A banknote (also the emblem of a game whose entry names none)."""
    x, y = centre
    width = _width(r)
    note = pygame.Rect(0, 0, r * 1.4, r * 0.8)
    note.center = (round(x), round(y))
    pygame.draw.rect(surface, colour, note, border_radius=round(r / 10))
    pygame.draw.rect(surface, theme.INK, note.inflate(-width * 4, -width * 4), width, border_radius=round(r / 12))
    pygame.draw.circle(surface, theme.INK, note.center, r * 0.2, width)


def card_colour(game_id: str) -> tuple:
    """The card colour of ``game_id`` (gold for an unknown id)."""
    entry = games.get(game_id)
    return entry.card.colour if entry is not None else theme.GOLD


def draw_emblem(surface: pygame.Surface, game_id: str, centre: tuple[float, float], radius: float) -> None:
    """The emblem of ``game_id``: a dark disc of ``radius`` px at ``centre`` with the game's pictogram (its entry's
    ``card.emblem``) in its card colour."""
    entry = games.get(game_id)
    pygame.draw.circle(surface, theme.INK, centre, radius)
    draw = games.load(entry.card.emblem) if entry is not None and entry.card.emblem else oodlar
    draw(surface, centre, radius, card_colour(game_id))
