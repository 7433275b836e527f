"""Playing-card pictures (Sticheln colours and the standard deck): faces, backs, glows and colour symbols, cached.

Sprites come from ``assets/images`` (``card_<colour>_<rank>``, ``card_<suit>_<rank>``, ``card_back``; 180×252 px, see
docs/art.md). Scales are fractions of the 180×252 sprite, quantised to steps of 0.02 so tweens reuse a few cached
sizes and a frame only blits. Each Sticheln colour has its own symbol (``sprites.CARD_SYMBOLS``: flame, sun, star,
leaf, drop, moon, flower, acorn); :func:`colour_symbol` cuts it from the card art so colour is never the only cue.
"""

from __future__ import annotations

import pygame

from .cache import surface_cache
from .sprites import CARD_COLOURS, SUITS, card_name, flip_step, scaled, sprite, squashed
from .sprites import quantise as _q

CARD_W, CARD_H = 180, 252
#: Where the small corner symbol sits on every card sprite (x, y, w, h in px of the 180×252 sprite).
_SYMBOL_BOX = (23, 52, 30, 30)
#: A rank every deck has for each colour / suit (the sprite the symbol is cut from).
_ANY_RANK = {**{c: 5 for c in CARD_COLOURS}, **{s: 5 for s in SUITS}}
#: Display colour of each Sticheln colour and suit (as on the cards), for text and rims.
RGB = {
    "red": (222, 66, 60), "orange": (242, 140, 44), "yellow": (236, 196, 40), "green": (76, 172, 88),
    "blue": (66, 128, 222), "violet": (148, 88, 210), "pink": (236, 112, 176), "brown": (150, 98, 58),
    "hearts": (214, 48, 64), "diamonds": (214, 48, 64), "clubs": (60, 56, 90), "spades": (60, 56, 90),
}


def card_size(scale: float) -> tuple[int, int]:
    """The pixel size of a card drawn at ``scale``."""
    s = _q(scale)
    return max(1, round(CARD_W * s)), max(1, round(CARD_H * s))


def _scaled(name: str, scale: float) -> pygame.Surface:
    return scaled(name, scale)  # the shared scaled-sprite cache (ui.sprites.scaled)


def card_face(colour: str, rank: int, scale: float = 1.0) -> pygame.Surface:
    """The face of card ``colour`` ``rank`` at ``scale`` (1 = 180×252 px). Raises ``ValueError`` for a colour or rank
    that has no card (see :func:`~thieves_arcade.ui.sprites.card_name`)."""
    return _scaled(card_name(colour, rank), _q(scale))


def card_back(scale: float = 1.0) -> pygame.Surface:
    """A face-down card at ``scale``."""
    return _scaled("card_back", _q(scale))


def flip_frame(colour: str, rank: int, scale: float, p: float) -> pygame.Surface:
    """A card turning face up: ``p`` 0 → 0.5 the back narrows, 0.5 → 1 the face widens (cached in steps of 1/10)."""
    face, frac = flip_step(p, 10)
    return squashed(card_name(colour, rank) if face else "card_back", _q(scale), frac)


@surface_cache(4)
def glow(size: tuple[int, int], colour: tuple = (255, 214, 120), spread: int = 18) -> pygame.Surface:
    """A soft rounded halo ``spread`` px around a card of ``size`` (blit centred on the card, under it)."""
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(spread, 0, -2):
        a = round(150 * (1 - k / spread) ** 1.5) + 20
        pygame.draw.rect(surf, (*colour[:3], a), (spread - k, spread - k, size[0] + 2 * k, size[1] + 2 * k),
                         border_radius=14 + k)
    return surf


@surface_cache(4)
def colour_symbol(colour: str, size: int = 40) -> pygame.Surface:
    """The symbol of ``colour`` (a Sticheln colour: flame, sun …; a suit: heart, diamond …), ``size`` px square.

    Cut from the card art (its corner symbol), so it matches the cards. Raises ``ValueError`` for an unknown
    colour."""
    if colour not in _ANY_RANK:
        raise ValueError(f"unknown card colour {colour!r}; known: {', '.join(_ANY_RANK)}")
    base = sprite(card_name(colour, _ANY_RANK[colour])).subsurface(_SYMBOL_BOX).copy()
    return pygame.transform.smoothscale(base, (size, size))


def colour_rgb(colour: str) -> tuple[int, int, int]:
    """The display colour of a card colour or suit in the colour-blind palette in force (``ui.access``; grey for an
    unknown name)."""
    from .access import card_colour
    return card_colour(colour) or RGB.get(colour, (150, 146, 168))


@surface_cache(6)
def _back_row(count: int, scale: float, step: float) -> pygame.Surface:
    img = card_back(scale)
    w, h = img.get_size()
    surf = pygame.Surface((round(w + step * (count - 1)), h), pygame.SRCALPHA)
    for k in range(count):
        surf.blit(img, (round(k * step), 0))
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def back_row(count: int, scale: float, width: float, step: float) -> pygame.Surface | None:
    """``count`` face-down cards at ``scale`` in one row, ``step`` px apart (squeezed so the centres fit
    ``width``), pre-composed into one cached Surface (one blit per hand); ``None`` for no cards. Blit it centred on
    the row's centre."""
    if count <= 0:
        return None
    if count > 1:
        step = min(step, width / (count - 1))
    return _back_row(count, _q(scale), round(step, 1))
