"""pickpocket: the picture model and its constants (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import dataclasses
import math

import pygame

from ...i18n import N_
from ...ui import theme
from ...ui.cache import surface_cache
from ...ui.sprites import guard_name, loot_tile_name
from ...ui.sprites import scaled as scaled_sprite
from ...ui.tween import Anim, Tween, lerp

TILE_SCALE = 0.7      # loot row tiles: 105×210
REVEAL_SCALE = 0.9    # a drawn tile shown to everyone: 135×270
HAND_SCALE = 0.55     # hand tiles: 83×165
THIEF_SCALE = 0.7     # thieves: 119×147
DOOR_SCALE = 0.7      # doors: 161×259
ROW_Y = (0.16, 0.405, 0.65, 0.895)  # centres of the purse/key/vial/jewel rows on a tile, as fractions of its height
POWER_NAMES = {"illusion": "Illusion spell", "glove": "Magic glove", "passage": "Secret passage",
               "accomplice": "Accomplice", "bruce": "Bruce the ninja mouse", "beer": "A beer at the bar",
               "ambidextrous": "The ambidextrous"}


ROW_COLOURS = ((236, 180, 130), (246, 220, 140), (140, 214, 206), (240, 150, 176))


@surface_cache(4)
def _fallback_tile(name: str, scale: float) -> pygame.Surface:
    """A plain drawn loot tile (150×300) for a pattern whose art is missing, so play never stops."""
    surf = pygame.Surface((150, 300), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PAPER, (0, 0, 150, 300), border_radius=16)
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, 150, 300), 5, border_radius=16)
    pattern = name.removeprefix("loot_")
    for i, ch in enumerate(pattern[:4]):
        row = pygame.Rect(12, 14 + i * 70, 126, 60)
        pygame.draw.rect(surf, ROW_COLOURS[i] if ch != "0" else (170, 164, 150), row, border_radius=10)
        n = int(ch) if ch.isdigit() else 0
        for k in range(n):
            pygame.draw.circle(surf, theme.INK, (row.centerx + (k - (n - 1) / 2) * 34, row.centery), 12)
    return pygame.transform.smoothscale(surf, (round(150 * scale), round(300 * scale)))


def scaled(name: str, scale: float) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale`` (the shared cache, ``ui.sprites.scaled``); a missing loot tile
    image is drawn plainly instead."""
    try:
        return scaled_sprite(name, scale)
    except FileNotFoundError:
        return _fallback_tile(name, scale)


@surface_cache(4)
def squashed(name: str, scale: float, width_frac: float, alpha: int = 255) -> pygame.Surface:
    """``scaled(name, scale)`` squeezed horizontally to ``width_frac`` (a card flip) and faded (cached, quantised)."""
    img = scaled(name, scale)
    w = max(1, round(img.get_width() * width_frac))
    out = pygame.transform.smoothscale(img, (w, img.get_height()))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


def tile_sprite(tile: str) -> str:
    """The sprite name of a tile text (``"2100"`` or ``"G3"``)."""
    return guard_name(int(tile[1:])) if tile.startswith("G") else loot_tile_name(tile)


class CountUp(Anim):
    """Counts ``scores[seat]`` from ``start`` to ``end`` over ``dur`` seconds (eased); draws nothing itself."""

    def __init__(self, scores: list, seat: int, start: float, end: float, dur: float):
        self.scores, self.seat, self.start, self.end = scores, seat, start, end
        self.tween = Tween(dur, easing="easeOutCubic")
        self.done = False

    def update(self, dt: float) -> float:
        left = self.tween.update(dt)
        self.scores[self.seat] = lerp(self.start, self.end, self.tween.value)
        self.done = self.tween.done
        return left


@dataclasses.dataclass
class Model:
    """What the table shows (updated by animations, re-synced from the view after each batch)."""

    players: int
    loot: list = dataclasses.field(default_factory=list)
    broken: set = dataclasses.field(default_factory=set)
    door: int | None = None
    guards_game: list = dataclasses.field(default_factory=list)
    in_inn: list = dataclasses.field(default_factory=list)
    left: dict = dataclasses.field(default_factory=dict)      # seat -> points scored leaving this night
    caught: set = dataclasses.field(default_factory=set)      # seats caught / thrown out this night
    hidden: set = dataclasses.field(default_factory=set)      # seats whose thief is mid-animation (drawn by it)
    scores: list = dataclasses.field(default_factory=list)    # shown scores (floats while counting up)
    hand_sizes: list = dataclasses.field(default_factory=list)
    bag: int = 0
    night: int = 1
    prince: int | None = None
    double: int | None = None
    turn: int | None = None
    warned: list = dataclasses.field(default_factory=list)
    powers: list = dataclasses.field(default_factory=list)
    over: bool = False








#: Short power names for the seat tokens (full names: ``scenes.pickpocket.POWER_NAMES``).
POWER_SHORT = {"illusion": N_("Illusion"), "glove": N_("Glove"), "passage": N_("Passage"),
               "accomplice": N_("Accomplice"), "bruce": N_("Bruce"), "beer": N_("Beer"),
               "ambidextrous": N_("Ambidextrous")}
#: What each power does, in a line (``shared/rules/pickpocket.md`` "Variant: Power tiles"), shown while choosing.
POWER_EFFECTS = {
    "illusion": N_("When you leave: +1, +2, +4 or +6 for 1, 2, 3 or 4 unbroken lines"),
    "glove": N_("When you leave: draw a tile from the bag into your hand"),
    "passage": N_("Second guard? You slip out with the loot and both guards"),
    "accomplice": N_("When you leave with a guard on the door, it counts twice"),
    "bruce": N_("When you leave: +2 points"),
    "beer": N_("Once: pass your turn instead of playing a tile"),
    "ambidextrous": N_("Caught? Draw another tile instead; caught again: out"),
}
#: The choosing panel (px on the 1920×1080 frame) and its tiles.
PANEL = pygame.Rect(96, 172, 1728, 532)
CARD_W, CARD_H, CARD_GAP = 236, 296, 6
CARD_TOP = 312
#: The odds hint panel, right of the hand panel.
HINT = pygame.Rect(1096, 200, 470, 260)
#: The felt runner the loot lies on, drawn in the level (tools/levels/pickpocket.py: x 180–1800, y 480–720) with
#: an 8 px rim; FELT_INSIDE is where a text over it keeps clear of the rim (8 px + 2 px, the readability audit's
#: touching gap).
FELT = pygame.Rect(180, 480, 1620, 240)
FELT_INSIDE = FELT.inflate(-20, -20)
TOKEN = 52  # seat token size, px
TOKEN_GAP = 10  # px kept between two neighbouring seats' token pills


@dataclasses.dataclass
class PowerModel:
    """What the power parts of the table show (updated by animations, re-synced from the view)."""

    used: list
    choosing: bool = False
    order: list = dataclasses.field(default_factory=list)   # this night's choosing order (PowerChoiceStarted)
    lit: str | None = None                                   # a tile being taken (drawn lifted)
    last_tile: str | None = None                             # the last tile drawn (the ambidextrous sweeps it)
    firing: set = dataclasses.field(default_factory=set)     # seats whose token is mid-animation


def split_hint_option(app, options: dict | None) -> tuple[dict, bool]:
    """``(game options without odds_hint, whether the hint is on)``: the lobby's ``odds_hint`` (True/False) wins;
    absent or None, ``app.settings.odds_hint`` when the app has settings; else off."""
    opts = dict(options or {})
    choice = opts.pop("odds_hint", None)
    if choice is None:
        choice = getattr(getattr(app, "settings", None), "odds_hint", False)
    return opts, bool(choice)


def _two_lines(label: str) -> tuple[str, str]:
    """``label`` split at the space nearest its middle (one line if it has no space)."""
    words = label.split()
    if len(words) < 2:
        return label, ""
    best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:best]), " ".join(words[best:])


@surface_cache(4)
def _gauge(percent: int, radius: int = 58) -> pygame.Surface:
    """A pie gauge: ``percent`` of the disc in green from twelve o'clock, the rest dark, ink outline."""
    size = radius * 2 + 12
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(surf, theme.INK, c, radius + 5)
    pygame.draw.circle(surf, (70, 60, 96), c, radius)
    if percent > 0:
        pts = [c] + [(c[0] + radius * math.sin(2 * math.pi * k / 100), c[1] - radius * math.cos(2 * math.pi * k / 100))
                     for k in range(0, percent + 1)]
        if percent >= 100:
            pygame.draw.circle(surf, theme.GREEN, c, radius)
        elif len(pts) >= 3:
            pygame.draw.polygon(surf, theme.GREEN, pts)
    pygame.draw.circle(surf, theme.INK, c, radius * 0.42)
    pygame.draw.circle(surf, theme.WHITE, c, radius, 3)
    return surf
