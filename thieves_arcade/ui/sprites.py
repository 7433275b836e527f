"""Loading the generated images of ``assets/images/`` by name, cached, plus name builders for the game pieces.

Every image is made by ``python tools/make_art.py`` (see docs/art.md for the list, sizes and what each shows).
"""

from __future__ import annotations

import pygame

from .. import resources
from .cache import surface_cache

#: Folder holding the generated ``<name>.png`` files (``assets/images`` through :mod:`thieves_arcade.resources`).
IMAGE_DIR = resources.asset("images")
REGENERATE = "python tools/make_art.py"

#: Sticheln colours in rules order, and the symbol each carries (rules/sticheln.md § Cards, symbols are [D]).
CARD_COLOURS = ("red", "orange", "yellow", "green", "blue", "violet", "pink", "brown")
CARD_SYMBOLS = ("flame", "sun", "star", "leaf", "drop", "moon", "flower", "acorn")
SUITS = ("hearts", "diamonds", "clubs", "spades")
REWARDS = ("pencil", "eraser", "ruler", "crown", "plus2", "binoculars", "bonus")
NOTE_VALUES = (10, 20, 30, 40, 50)


class AssetError(FileNotFoundError):
    """An image file is missing or unreadable; the message names the file and the command that regenerates it."""


def sprite(name: str) -> pygame.Surface:
    """The image ``assets/images/<name>.png`` (cached; ``convert_alpha`` once a display mode is set), recoloured for
    the colour-blind palette in force when it is drawn in colours that carry meaning (``ui.access``).

    Raises ``AssetError`` naming the file and ``python tools/make_art.py`` when it is missing or unreadable.
    """
    from . import access
    pal = access.palette()
    if pal != "off" and access.swaps_for(name, pal):
        return _recoloured(name, pal)
    return _load(name)


@surface_cache(24)
def _recoloured(name: str, pal: str) -> pygame.Surface:
    from . import access
    img = _load(name).copy()
    rgb = pygame.surfarray.pixels3d(img)
    rgb[...] = access.recolour(rgb, access.swaps_for(name, pal))
    del rgb
    return img


sprite.cache_clear = lambda: (_load.cache_clear(), _recoloured.cache_clear())


def _unwrapped(name: str) -> pygame.Surface:
    return _load.__wrapped__(name)


sprite.__wrapped__ = _unwrapped  # read once, uncached (big backdrops)


@surface_cache(48)
def _load(name: str) -> pygame.Surface:
    path = IMAGE_DIR / f"{name}.png"
    if not path.is_file():
        raise AssetError(f"image {path} is missing; {resources.repair_hint(REGENERATE)}")
    try:
        img = pygame.image.load(path)
    except (pygame.error, OSError) as exc:
        raise AssetError(f"cannot read image {path} ({exc}); {resources.repair_hint(REGENERATE)}") from exc
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return img


_load.name = "ui.sprites.sprite"  # the sprite cache, as docs/performance.md and tools/soak.py name it


@surface_cache(12)
def shadow(name: str, blur: int = 6, alpha: float = 0.5) -> pygame.Surface:
    """A soft dark silhouette of ``sprite(name)``, ``2*blur`` px larger on each side; blit it at
    ``(x - 2*blur + dx, y - 2*blur + dy)`` under the sprite (dx, dy ≈ 4, 8) for a drop shadow."""
    img = sprite(name)
    pad = 2 * blur
    base = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + 2 * pad), pygame.SRCALPHA)
    base.fill((10, 6, 22, 255))
    a = pygame.surfarray.pixels_alpha(base)
    a[:] = 0
    w, h = img.get_size()
    a[pad:pad + w, pad:pad + h] = (pygame.surfarray.array_alpha(img) * alpha).astype(a.dtype)
    del a
    return pygame.transform.gaussian_blur(base, blur)


def loot_tile_name(pattern: str) -> str:
    """``loot_<pattern>`` for a Pickpocket loot pattern of 4 digits 0–3 (purse-key-vial-jewel), e.g. ``"1210"``.

    Raises ``ValueError`` for anything else.
    """
    if len(pattern) != 4 or any(ch not in "0123" for ch in pattern) or pattern == "0000":
        raise ValueError(f"loot pattern must be 4 digits 0-3 (purse-key-vial-jewel), not all 0; got {pattern!r}")
    return f"loot_{pattern}"


def guard_name(value: int) -> str:
    """``guard_<value>`` for a Pickpocket guard of value 1–5."""
    if value not in range(1, 6):
        raise ValueError(f"guard value must be 1..5, got {value!r}")
    return f"guard_{value}"


def thief_name(seat: int) -> str:
    """``thief_<seat>`` for seat 0–7."""
    if seat not in range(8):
        raise ValueError(f"seat must be 0..7, got {seat!r}")
    return f"thief_{seat}"


def die_name(face: int) -> str:
    """``die_<face>`` for a die face 1–6."""
    if face not in range(1, 7):
        raise ValueError(f"die face must be 1..6, got {face!r}")
    return f"die_{face}"


def card_name(colour: str, rank: int) -> str:
    """``card_<colour>_<rank>``: a Sticheln colour (``CARD_COLOURS``) with rank 0–14, or a suit (``SUITS``) with
    rank 2–14 (J 11, Q 12, K 13, A 14)."""
    if colour in CARD_COLOURS:
        if rank not in range(15):
            raise ValueError(f"Sticheln rank must be 0..14, got {rank!r}")
    elif colour in SUITS:
        if rank not in range(2, 15):
            raise ValueError(f"standard-deck rank must be 2..14, got {rank!r}")
    else:
        raise ValueError(f"card colour must be one of {CARD_COLOURS + SUITS}, got {colour!r}")
    return f"card_{colour}_{rank}"


def note_name(value: int) -> str:
    """``note_<value>`` for a banknote of $10, $20, $30, $40 or $50 (overlay ``stamp_marked`` for a marked one)."""
    if value not in NOTE_VALUES:
        raise ValueError(f"note value must be one of {NOTE_VALUES}, got {value!r}")
    return f"note_{value}"


def reward_name(kind: str) -> str:
    """``reward_<kind>`` for a Morpion reward token (``REWARDS``)."""
    if kind not in REWARDS:
        raise ValueError(f"reward must be one of {REWARDS}, got {kind!r}")
    return f"reward_{kind}"


@surface_cache(28)
def scaled(name: str, scale: float, alpha: int = 255) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale`` (each side rounded, at least 1 px) and faded to ``alpha`` (0–255).

    The one scaled-sprite cache of the screens (28 MiB: the budgets of the five per-module copies it replaces, issue
    17). Keys are exact, so callers quantise animated scales. Raises ``AssetError`` for a missing image."""
    img = sprite(name)
    out = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * scale)),
                                             max(1, round(img.get_height() * scale))))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


def quantise(scale: float) -> float:
    """``scale`` rounded to a step of 0.02, never under 0.04: animated sizes reuse a few cached pictures."""
    return max(0.04, round(scale * 50) / 50)


def squash(picture: pygame.Surface, frac: float) -> pygame.Surface:
    """``picture`` narrowed to ``frac`` (0–1] of its width, at least 1 px, same height: one frame of a flip."""
    return pygame.transform.smoothscale(picture, (max(1, round(picture.get_width() * frac)), picture.get_height()))


def flip_step(p: float, steps: int) -> tuple[bool, float]:
    """Where a picture turning over is at progress ``p`` (0–1): whether the face shows yet (from 0.5), and how wide
    it is drawn, a fraction of its width quantised to ``steps`` per side (1 → 0 → 1, never under one step)."""
    return p >= 0.5, max(1 / steps, round(abs(1 - 2 * p) * steps) / steps)


@surface_cache(8)
def squashed(name: str, scale: float, frac: float) -> pygame.Surface:
    """Sprite ``name`` at ``scale`` (:func:`scaled`), narrowed to ``frac`` of its width (:func:`squash`), cached
    (8 MiB: the budgets of the cards' and the notes' copies it replaces)."""
    return squash(scaled(name, scale), frac)


def crown(scale: float) -> pygame.Surface:
    """The winner's crown at ``scale`` (1 = the sprite's size; cached by :func:`scaled`)."""
    return scaled("crown", scale)

