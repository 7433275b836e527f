"""Generate every image in ``assets/images/`` from a seed: ``python tools/make_art.py [--seed N] [--only PREFIX ...]``.

One style throughout: a cosy night-time thieves' den (deep blue-violet, warm lamplight, gold), thick ink outlines,
rim-lit rounded shapes, soft drop shadows. Everything is drawn with pygame masks on a supersampled canvas
(``tools/artkit.py``) and numpy; nothing is copied from elsewhere. Runs headless (it sets SDL_VIDEODRIVER=dummy).
The same seed gives the same bytes. ``--sheet PATH`` also renders a contact sheet of what was made.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
import pygame  # noqa: E402
from artkit import (  # noqa: E402
    Canvas,
    darken,
    inter,
    lighten,
    radial,
    sub,
    symbol,
    union,
)

from thieves_arcade.ui import theme  # noqa: E402

INK, NIGHT, NIGHT_LIGHT, GOLD, LAMP, PAPER = (
    theme.INK,
    theme.NIGHT,
    theme.NIGHT_LIGHT,
    theme.GOLD,
    theme.LAMP,
    theme.PAPER,
)
WOOD, WOOD_DARK, WHITE, RED = theme.WOOD, theme.WOOD_DARK, theme.WHITE, theme.RED
DEFAULT_SEED = 9
OUT = ROOT / "assets" / "images"

# ----------------------------------------------------------------------------------------------------------------
# Registry
# ----------------------------------------------------------------------------------------------------------------
GENERATORS: dict[str, tuple] = {}  # name -> (function, args, description)


def asset(name: str, description: str, *args):
    def deco(fn):
        GENERATORS[name] = (fn, args, description)
        return fn

    return deco


def register(name: str, description: str, fn, *args):
    GENERATORS[name] = (fn, args, description)


def rng_for(seed: int, name: str) -> np.random.Generator:
    """A generator seeded from the global seed and the asset name, so ``--only`` reproduces the same image."""
    return np.random.default_rng([seed, zlib.crc32(name.encode())])


# ----------------------------------------------------------------------------------------------------------------
# Pickpocket: loot tiles
# ----------------------------------------------------------------------------------------------------------------
ROWS = ["purse", "key", "vial", "jewel"]
ROW_TINT = {"purse": (222, 170, 112), "key": (246, 208, 96), "vial": (110, 206, 196), "jewel": (236, 120, 150)}
TILE_W, TILE_H = 150, 300
ICON = 44


def loot_patterns() -> list[str]:
    """The distinct loot tile patterns of rules/pickpocket.md § Components (digits purse-key-vial-jewel)."""
    pats = ["1111"]
    for gap in range(4):
        for twos in (None, 0, 1):
            digits = [1, 1, 1, 1]
            digits[gap] = 0
            rows = [i for i in range(4) if i != gap]
            if twos is not None:
                digits[rows[0] if twos == 0 else rows[-1]] = 2
            pats.append("".join(map(str, digits)))
    for i in range(4):
        for j in range(i + 1, 4):
            for a, b in ((1, 1), (2, 1), (1, 2)):
                d = [0, 0, 0, 0]
                d[i], d[j] = a, b
                pats.append("".join(map(str, d)))
    for i in range(4):
        d = [0, 0, 0, 0]
        d[i] = 3
        pats.append("".join(map(str, d)))
    return pats


def icon_purse(c: Canvas, cx, cy, s):
    leather = (168, 104, 58)
    body = union(
        c.ellipse(cx - s * 0.42, cy - s * 0.12, s * 0.84, s * 0.6),
        c.poly(
            [
                (cx - s * 0.16, cy - s * 0.2),
                (cx + s * 0.16, cy - s * 0.2),
                (cx + s * 0.34, cy + s * 0.05),
                (cx - s * 0.34, cy + s * 0.05),
            ]
        ),
    )
    frill = union(
        c.ellipse(cx - s * 0.26, cy - s * 0.42, s * 0.24, s * 0.26),
        c.ellipse(cx + s * 0.02, cy - s * 0.42, s * 0.24, s * 0.26),
        c.ellipse(cx - s * 0.12, cy - s * 0.46, s * 0.24, s * 0.26),
    )
    c.shape(union(body, frill), leather, outline=s * 0.07)
    c.paint(c.ellipse(cx - s * 0.12, cy - s * 0.37, s * 0.24, s * 0.1), darken(leather, 0.45))
    tie = c.rrect(cx - s * 0.24, cy - s * 0.25, s * 0.48, s * 0.1, s * 0.05)
    c.shape(tie, GOLD, outline=s * 0.04, shade=0, hl=0)
    coin = c.circle(cx + s * 0.02, cy + s * 0.2, s * 0.13)
    c.shape(coin, GOLD, outline=s * 0.035, shade=0, hl=0)
    c.paint(c.text("$", s * 0.2, cx + s * 0.02, cy + s * 0.205, kind="body"), darken(GOLD, 0.45))


def icon_key(c: Canvas, cx, cy, s):
    gold = (240, 190, 70)
    bow = sub(c.circle(cx - s * 0.2, cy - s * 0.2, s * 0.21), c.circle(cx - s * 0.2, cy - s * 0.2, s * 0.08))
    shaft = c.line([(cx - s * 0.06, cy - s * 0.06), (cx + s * 0.36, cy + s * 0.36)], s * 0.12)
    t1 = c.line([(cx + s * 0.2, cy + s * 0.2), (cx + s * 0.08, cy + s * 0.32)], s * 0.11)
    t2 = c.line([(cx + s * 0.32, cy + s * 0.32), (cx + s * 0.2, cy + s * 0.44)], s * 0.11)
    c.shape(union(bow, shaft, t1, t2), gold, outline=s * 0.07)
    c.paint(c.circle(cx - s * 0.27, cy - s * 0.3, s * 0.04), WHITE, 220)


def icon_vial(c: Canvas, cx, cy, s):
    glass = (196, 230, 240)
    flask = union(
        c.circle(cx, cy + s * 0.16, s * 0.28), c.rrect(cx - s * 0.1, cy - s * 0.3, s * 0.2, s * 0.36, s * 0.04)
    )
    lip = c.rrect(cx - s * 0.15, cy - s * 0.32, s * 0.3, s * 0.08, s * 0.04)
    cork = c.rrect(cx - s * 0.1, cy - s * 0.46, s * 0.2, s * 0.16, s * 0.04)
    c.shape(cork, (176, 120, 70), outline=s * 0.06, hl=0)
    c.shape(union(flask, lip), glass, outline=s * 0.07, shade=0.3)
    liquid = inter(c.erode(flask, s * 0.05), c.rrect(cx - s * 0.4, cy + s * 0.08, s * 0.8, s * 0.5))
    c.gradient(liquid, (150, 236, 120), (40, 160, 110))
    c.paint(c.ellipse(cx - s * 0.17, cy + s * 0.04, s * 0.1, s * 0.16), WHITE, 210)
    for bx, by, br in ((0.06, 0.22, 0.035), (-0.04, 0.3, 0.025)):
        c.paint(c.circle(cx + s * bx, cy + s * by, s * br), (220, 255, 200), 200)


def icon_jewel(c: Canvas, cx, cy, s):
    ruby = (230, 60, 96)
    top = [
        (cx - s * 0.22, cy - s * 0.28),
        (cx + s * 0.22, cy - s * 0.28),
        (cx + s * 0.42, cy - s * 0.08),
        (cx - s * 0.42, cy - s * 0.08),
    ]
    bottom = [(cx - s * 0.42, cy - s * 0.08), (cx + s * 0.42, cy - s * 0.08), (cx, cy + s * 0.42)]
    whole = union(c.poly(top), c.poly(bottom))
    c.shape(whole, ruby, outline=s * 0.07, hl=0, shade=0)
    c.paint(c.poly(top), lighten(ruby, 0.35))
    c.paint(
        c.poly([(cx - s * 0.12, cy - s * 0.08), (cx + s * 0.12, cy - s * 0.08), (cx, cy + s * 0.42)]),
        lighten(ruby, 0.15),
    )
    c.paint(
        c.poly([(cx + s * 0.12, cy - s * 0.08), (cx + s * 0.42, cy - s * 0.08), (cx, cy + s * 0.42)]), darken(ruby, 0.3)
    )
    c.paint(
        c.poly(
            [
                (cx - s * 0.08, cy - s * 0.28),
                (cx + s * 0.08, cy - s * 0.28),
                (cx + s * 0.12, cy - s * 0.08),
                (cx - s * 0.12, cy - s * 0.08),
            ]
        ),
        lighten(ruby, 0.6),
    )
    c.paint(c.line([(cx - s * 0.3, cy - s * 0.12), (cx - s * 0.18, cy - s * 0.24)], s * 0.04), WHITE, 230)


ICONS = {"purse": icon_purse, "key": icon_key, "vial": icon_vial, "jewel": icon_jewel}


_icon_cache: dict[tuple[str, int], pygame.Surface] = {}


def icon(kind: str, size: int = ICON) -> pygame.Surface:
    """One loot object icon of ``size`` px, outlined, with a small shadow (cached)."""
    key = (kind, size)
    if key not in _icon_cache:
        c = Canvas(size + 6, size + 6, ss=6)
        ICONS[kind](c, size / 2 + 1, size / 2 + 1, size)
        _icon_cache[key] = c.finish(shadow=2, offset=(1, 3))
    return _icon_cache[key]


def tile_body(c: Canvas, colour, edge=None):
    """The rounded tile body filling the canvas (3 px margin for the outline)."""
    body = c.rrect(3, 3, c.w - 6, c.h - 6, 18)
    c.shape(body, colour, outline=3.5, shade=0.8, grad=0.6)
    if edge:
        inner = sub(c.rrect(9, 9, c.w - 18, c.h - 18, 13), c.rrect(12, 12, c.w - 24, c.h - 24, 10))
        c.paint(inner, edge, 200)
    return body


def row_y(i: int) -> float:
    return 14 + i * 68.5


def loot_tile(seed: int, name: str, pattern: str) -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H)
    body = tile_body(c, PAPER, edge=darken(PAPER, 0.12))
    for i, kind in enumerate(ROWS):
        n = int(pattern[i])
        y = row_y(i)
        tint = ROW_TINT[kind]
        if n:
            band = c.rrect(12, y, TILE_W - 24, 62, 12)
            c.gradient(band, lighten(tint, 0.45), lighten(tint, 0.15))
            thread = inter(body, c.rrect(0, y + 27, TILE_W, 8))
            c.paint(thread, darken(tint, 0.25))
            c.paint(inter(body, c.rrect(0, y + 27, TILE_W, 2.5)), lighten(tint, 0.5))
        else:
            well = c.rrect(12, y, TILE_W - 24, 62, 12)
            c.paint(well, darken(PAPER, 0.3))
            c.paint(sub(well, c.shift(well, 0, 5)), darken(PAPER, 0.5))
            for k in range(3):
                x0 = 30 + k * 34
                c.paint(c.rrect(x0, y + 28, 22, 6, 3), darken(PAPER, 0.42))
    out = c.finish()
    for i, kind in enumerate(ROWS):
        n = int(pattern[i])
        if not n:
            continue
        img = icon(kind, 42 if n == 3 else 50)
        gap = 42 if n == 3 else 54
        x0 = TILE_W / 2 - gap * (n - 1) / 2
        for k in range(n):
            out.blit(img, img.get_rect(center=(round(x0 + k * gap + 1), round(row_y(i) + 31 + 1))))
    return out


for _p in loot_patterns():
    register(f"loot_{_p}", f"Pickpocket loot tile {_p} (objects per row purse-key-vial-jewel), 150×300", loot_tile, _p)


# ----------------------------------------------------------------------------------------------------------------
# Pickpocket: merchant, guards, back
# ----------------------------------------------------------------------------------------------------------------
SKIN = (240, 190, 150)


@asset("merchant", "Pickpocket Merchant tile that starts the four lines (row markers on its right edge), 150×300")
def merchant(seed: int, name: str) -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H)
    tile_body(c, (206, 168, 108), edge=(150, 110, 62))
    # the merchant: coat, head, hat, moustache, gold chain
    coat = c.poly([(18, 300), (28, 176), (52, 150), (92, 150), (116, 176), (126, 300)])
    c.shape(inter(coat, c.rrect(3, 3, 144, 294, 18)), (92, 60, 150), outline=3)
    c.paint(c.poly([(62, 152), (82, 152), (72, 220)]), WHITE)
    chain = c.arc(72, 160, 34, 20, 160, 4)
    c.paint(chain, GOLD)
    c.shape(c.circle(72, 196, 9), GOLD, outline=2.5, hl=0, shade=0)
    head = c.circle(72, 112, 36)
    c.shape(head, SKIN, outline=3.5)
    c.shape(c.circle(72, 120, 8), (232, 150, 120), outline=2, hl=0, shade=0)
    for ex in (58, 86):
        c.paint(c.circle(ex, 106, 4.5), INK)
        c.paint(c.circle(ex + 1.3, 104.5, 1.5), WHITE)
    must = union(c.ellipse(46, 124, 28, 14), c.ellipse(70, 124, 28, 14))
    c.shape(must, (110, 70, 44), outline=2.5, hl=0.5)
    c.paint(c.arc(72, 128, 10, 30, 150, 2.5), INK)
    brim = c.ellipse(28, 74, 88, 22)
    crown_ = c.rrect(42, 34, 60, 50, 10)
    c.shape(union(crown_, brim), (50, 40, 90), outline=3.5)
    c.paint(c.rrect(42, 66, 60, 10), (200, 60, 70))
    c.shape(c.rrect(62, 64, 20, 14, 3), GOLD, outline=2.5, hl=0, shade=0)
    c.paint(c.rrect(68, 68, 8, 6, 2), (200, 60, 70))
    out = c.finish()
    # row markers: a small icon on the right edge of each row, where the lines start
    for i, kind in enumerate(ROWS):
        img = icon(kind, 26)
        cy = row_y(i) + 31
        r = pygame.Rect(0, 0, 32, 32)
        r.center = (TILE_W - 20, round(cy))
        mark = Canvas(34, 34)
        mark.shape(mark.circle(17, 17, 14), lighten(ROW_TINT[kind], 0.4), outline=2.5, hl=0.6, shade=0.4)
        out.blit(mark.finish(), (r.x - 1, r.y - 1))
        out.blit(img, img.get_rect(center=r.center))
    return out


def guard_figure(c: Canvas, cx, cy, s, coat=(52, 72, 140)):
    """A night-watch guard bust (peaked cap, moustache, whistle) centred at (cx, cy), ``s`` ≈ head radius."""
    shoulders = c.ellipse(cx - s * 1.5, cy + s * 0.75, s * 3.0, s * 1.9)
    c.shape(shoulders, coat, outline=s * 0.09)
    c.paint(c.rrect(cx - s * 0.1, cy + s * 0.9, s * 0.2, s * 0.9), darken(coat, 0.35))
    for by in (1.15, 1.5):
        c.shape(c.circle(cx, cy + s * by, s * 0.1), GOLD, outline=s * 0.04, hl=0, shade=0)
    head = c.circle(cx, cy + s * 0.1, s)
    c.shape(head, SKIN, outline=s * 0.09)
    for ex in (-0.36, 0.36):
        c.paint(c.rrect(cx + s * ex - s * 0.2, cy - s * 0.1, s * 0.4, s * 0.09, s * 0.04), INK)
        c.paint(c.circle(cx + s * ex, cy + s * 0.08, s * 0.1), INK)
    must = union(
        c.ellipse(cx - s * 0.62, cy + s * 0.35, s * 0.66, s * 0.3),
        c.ellipse(cx - s * 0.04, cy + s * 0.35, s * 0.66, s * 0.3),
    )
    c.shape(must, (70, 46, 34), outline=s * 0.06, hl=0.4)
    whistle = union(
        c.rrect(cx + s * 0.1, cy + s * 0.62, s * 0.55, s * 0.24, s * 0.1),
        c.circle(cx + s * 0.62, cy + s * 0.8, s * 0.2),
    )
    c.shape(whistle, (200, 206, 220), outline=s * 0.06, hl=0.8, shade=0)
    cap_top = c.ellipse(cx - s * 1.05, cy - s * 1.25, s * 2.1, s * 1.0)
    band = c.rrect(cx - s * 0.95, cy - s * 0.72, s * 1.9, s * 0.42, s * 0.12)
    c.shape(union(cap_top, band), darken(coat, 0.2), outline=s * 0.09)
    peak = c.ellipse(cx - s * 0.95, cy - s * 0.4, s * 1.9, s * 0.36)
    c.shape(peak, INK, outline=0, hl=0.5, shade=0)
    c.shape(symbol(c, "star", cx, cy - s * 0.82, s * 0.3), GOLD, outline=s * 0.05, hl=0, shade=0)


def outlined_text(text: str, size: int, colour, kind="title", outline=5, top=None, shadow=3) -> pygame.Surface:
    """Text in ``colour`` (or a gradient from ``colour`` to ``top``) with a thick ink outline and soft shadow."""
    pad = outline * 2 + shadow * 3
    f = theme.font(size * 2, kind)
    w, h = f.size(text)
    c = Canvas(w // 2 + pad * 2, h // 2 + pad * 2, ss=2)
    m = c.text(text, size, c.w / 2, c.h / 2, kind=kind)
    c.paint(c.dilate(m, outline), INK)
    if top:
        c.gradient(m, top, colour)
    else:
        c.paint(m, colour)
    return c.finish(shadow=shadow, offset=(2, 4)) if shadow else c.finish()


def guard_tile(seed: int, name: str, value: int) -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H)
    steel = (70, 84, 150)
    body = tile_body(c, steel, edge=lighten(steel, 0.25))
    # a lantern-lit halo behind the guard
    c.surf.blit(radial(c.S(70), LAMP, 90), (c.S(75 - 70), c.S(104 - 70)))
    guard_figure(c, 75, 100, 36)
    c.paint(inter(body, c.rrect(0, 196, TILE_W, 110)), darken(steel, 0.3))
    c.paint(inter(body, c.rrect(0, 196, TILE_W, 4)), INK)
    badge = c.circle(75, 238, 31)
    c.shape(badge, RED, outline=3.5)
    out = c.finish()
    num = outlined_text(str(value), 50, WHITE, outline=4, shadow=0)
    out.blit(num, num.get_rect(center=(76, 241)))
    # pips: one small star per point, under the value, so the value reads without the digit too
    pips = Canvas(TILE_W, 24)
    x0 = 75 - (value - 1) * 11
    for k in range(value):
        pips.shape(symbol(pips, "star", x0 + k * 22, 12, 9), GOLD, outline=2, hl=0, shade=0)
    out.blit(pips.finish(), (0, 270))
    return out


for _v in range(1, 6):
    register(f"guard_{_v}", f"Pickpocket guard tile of value {_v} (digit and {_v} stars), 150×300", guard_tile, _v)


def mask_emblem(c: Canvas, cx, cy, s, colour=GOLD):
    """A thief's domino mask of width ≈ 2s centred at (cx, cy)."""
    m = union(
        c.ellipse(cx - s, cy - s * 0.42, s * 1.05, s * 0.84),
        c.ellipse(cx - s * 0.05, cy - s * 0.42, s * 1.05, s * 0.84),
        c.rrect(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.3, s * 0.1),
    )
    tails = union(
        c.poly(
            [
                (cx - s * 0.95, cy),
                (cx - s * 1.45, cy + s * 0.45),
                (cx - s * 1.2, cy + s * 0.55),
                (cx - s * 0.8, cy + s * 0.2),
            ]
        ),
        c.poly(
            [
                (cx + s * 0.95, cy),
                (cx + s * 1.45, cy + s * 0.45),
                (cx + s * 1.2, cy + s * 0.55),
                (cx + s * 0.8, cy + s * 0.2),
            ]
        ),
    )
    eyes = union(
        c.ellipse(cx - s * 0.72, cy - s * 0.16, s * 0.5, s * 0.3),
        c.ellipse(cx + s * 0.22, cy - s * 0.16, s * 0.5, s * 0.3),
    )
    c.shape(union(m, tails), colour, outline=max(2, s * 0.08))
    c.paint(eyes, INK)


@asset("tile_back", "Pickpocket tile back (deep violet, gold thief's mask), 150×300")
def tile_back(seed: int, name: str) -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H)
    violet = (74, 52, 130)
    body = tile_body(c, violet, edge=GOLD)
    lattice = c.blank()
    for k in range(-6, 12):
        lattice = union(
            lattice, c.line([(k * 30, 0), (k * 30 + 300, 300)], 2), c.line([(k * 30 + 300, 0), (k * 30, 300)], 2)
        )
    c.paint(inter(lattice, c.rrect(14, 14, 122, 272, 9)), lighten(violet, 0.12))
    c.shape(c.circle(75, 150, 44), darken(violet, 0.25), outline=3, hl=0.3, shade=0)
    mask_emblem(c, 75, 150, 32)
    del body
    return c.finish()


THIEF_W, THIEF_H = 170, 210


def thief(seed: int, name: str, seat: int) -> pygame.Surface:
    colour = theme.SEAT_COLOURS[seat]
    c = Canvas(THIEF_W, THIEF_H)
    cx = 82
    sack = union(c.circle(cx + 52, 112, 30), c.poly([(cx + 40, 82), (cx + 58, 70), (cx + 64, 86)]))
    c.shape(sack, (190, 150, 98), outline=3.5)
    c.paint(c.line([(cx + 40, 90), (cx + 62, 84)], 3), WOOD_DARK)
    cloak = c.poly([(cx - 22, 80), (cx + 22, 80), (cx + 62, 196), (cx - 62, 196)])
    cloak = union(cloak, c.ellipse(cx - 64, 176, 128, 30))
    c.shape(cloak, colour, outline=4)
    c.paint(c.line([(cx, 120), (cx, 196)], 3), darken(colour, 0.3))
    hood = union(c.circle(cx, 66, 44), c.poly([(cx - 20, 18), (cx + 6, 12), (cx + 34, 40)]))
    c.shape(hood, colour, outline=4)
    face = c.ellipse(cx - 29, 52, 58, 46)
    c.paint(face, (26, 20, 44))
    c.paint(sub(face, c.shift(face, 0, 5)), darken(colour, 0.5))
    dm = union(c.ellipse(cx - 26, 62, 26, 16), c.ellipse(cx, 62, 26, 16))
    c.paint(dm, darken(colour, 0.15))
    for ex in (-12, 12):
        c.paint(c.ellipse(cx + ex - 6, 65, 12, 10), (255, 240, 180))
        c.paint(c.circle(cx + ex + 1, 70, 3), INK)
    c.shape(c.circle(cx, 148, 25), WHITE, outline=3, shade=0.5)
    c.shape(symbol(c, theme.SEAT_SYMBOLS[seat], cx, 148, 16), darken(colour, 0.1), outline=2.5, hl=0.6, shade=0)
    for hx in (-40, 40):
        c.shape(c.circle(cx + hx, 150, 10), darken(colour, 0.25), outline=3, hl=0.5)
    return c.finish(shadow=5, offset=(5, 8))


for _n in range(8):
    register(
        f"thief_{_n}",
        f"hooded thief for seat {_n} in its seat colour with the {theme.SEAT_SYMBOLS[_n]} symbol, "
        f"{THIEF_W}×{THIEF_H} (with shadow)",
        thief,
        _n,
    )


@asset("crown", "gold crown (Prince of Thieves), 180×140 with shadow")
def crown(seed: int, name: str) -> pygame.Surface:
    c = Canvas(180, 140)
    pts = [(20, 110), (14, 36), (52, 70), (86, 18), (120, 70), (158, 36), (152, 110)]
    body = union(c.poly(pts), c.rrect(18, 92, 138, 28, 8))
    for x, y in ((14, 34), (86, 16), (158, 34)):
        body = union(body, c.circle(x, y, 10))
    c.shape(body, GOLD, outline=4.5)
    c.paint(c.rrect(18, 96, 138, 6), lighten(GOLD, 0.4), 180)
    for x, col in ((48, (80, 140, 240)), (86, RED), (124, (80, 200, 140))):
        c.shape(c.ellipse(x - 11, 98, 22, 18), col, outline=2.5, shade=0.3)
    c.shape(symbol(c, "diamond", 86, 62, 14), RED, outline=2.5, shade=0)
    return c.finish(shadow=5)


@asset("bag", "Pickpocket cloth bag (burlap sack with rope), 260×290 with shadow")
def bag(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(260, 290)
    cloth = (186, 140, 92)
    body = union(c.ellipse(22, 96, 210, 180), c.poly([(80, 74), (170, 74), (214, 160), (40, 160)]))
    top = union(c.poly([(96, 78), (84, 24), (110, 44), (126, 14), (142, 44), (168, 22), (158, 78)]))
    c.shape(top, lighten(cloth, 0.08), outline=4.5)
    c.shape(body, cloth, outline=4.5)
    # burlap weave speckle
    speck = c.blank()
    for _ in range(140):
        x, y = rng.uniform(40, 215), rng.uniform(110, 260)
        speck = union(speck, c.line([(x, y), (x + rng.uniform(3, 7), y + rng.uniform(-1, 1))], 1.6))
    c.paint(inter(speck, c.erode(body, 6)), darken(cloth, 0.18), 150)
    patch = c.rrect(150, 170, 46, 40, 8)
    c.shape(patch, (120, 90, 170), outline=3, hl=0.5)
    for k in range(5):
        c.paint(c.line([(154 + k * 9, 166), (154 + k * 9, 172)], 2), INK)
    c.shape(symbol(c, "star", 110, 190, 24), GOLD, outline=3.5)
    rope = union(c.rrect(82, 72, 96, 16, 8), c.line([(160, 84), (190, 118), (182, 134)], 7))
    c.shape(rope, (120, 80, 46), outline=3, hl=0.7)
    return c.finish(shadow=6, offset=(5, 9))


def door_img(guarded: bool) -> pygame.Surface:
    c = Canvas(230, 370)
    stone = (96, 90, 130)
    arch = union(c.rrect(8, 120, 214, 246, 10), c.circle(115, 120, 107))
    c.shape(arch, stone, outline=4.5)
    for k in range(8):
        a = math.radians(180 + k * 180 / 7)
        c.paint(
            c.line(
                [(115 + 82 * math.cos(a), 120 + 82 * math.sin(a)), (115 + 106 * math.cos(a), 120 + 106 * math.sin(a))],
                3,
            ),
            darken(stone, 0.35),
        )
    wood = union(c.rrect(30, 120, 170, 238, 6), c.circle(115, 120, 85))
    c.shape(wood, WOOD, outline=4)
    planks = c.blank()
    for x in (64, 98, 132, 166):
        planks = union(planks, c.line([(x, 30), (x, 360)], 3))
    c.paint(inter(planks, wood), WOOD_DARK)
    for y in (150, 300):
        c.shape(inter(c.rrect(30, y, 170, 16, 3), wood), (70, 66, 86), outline=2.5, hl=0.6)
        for x in (44, 186):
            c.paint(c.circle(x, y + 8, 3.5), lighten((70, 66, 86), 0.4))
    win = c.circle(115, 90, 28)
    c.shape(win, INK, outline=4, hl=0, shade=0)
    light = (255, 190, 90) if not guarded else (255, 120, 70)
    c.gradient(c.erode(win, 3), lighten(light, 0.2), light)
    bars = inter(union(c.line([(115, 60), (115, 120)], 4), c.line([(85, 90), (145, 90)], 4)), win)
    if guarded:
        sil = union(
            c.circle(115, 98, 12), c.ellipse(92, 106, 46, 30), c.ellipse(100, 80, 30, 14), c.rrect(96, 88, 38, 6, 3)
        )
        c.paint(inter(sil, win), (40, 26, 40))
    c.paint(bars, INK)
    ring = sub(c.circle(170, 232, 14), c.circle(170, 232, 9))
    c.shape(ring, GOLD, outline=3, shade=0)
    step = c.rrect(0, 354, 230, 16, 5)
    c.shape(step, darken(stone, 0.1), outline=3.5, hl=0.5)
    if guarded:
        c.surf.blit(radial(c.S(60), (255, 90, 60), 110), (c.S(115 - 60), c.S(90 - 60)))
    else:
        c.surf.blit(radial(c.S(60), LAMP, 70), (c.S(115 - 60), c.S(90 - 60)))
    return c.finish()


@asset("door", "inn door (stone arch, lit round window), 230×370")
def door(seed: int, name: str) -> pygame.Surface:
    return door_img(False)


@asset("door_guarded", "inn door with a guard's silhouette in a red-lit window, 230×370")
def door_guarded(seed: int, name: str) -> pygame.Surface:
    return door_img(True)


@asset("panel", "9-slice UI frame 96×96: slice 32 px from each edge (night fill, gold rim, ink outline)")
def panel(seed: int, name: str) -> pygame.Surface:
    c = Canvas(96, 96)
    outer = c.rrect(3, 3, 90, 90, 26)
    c.paint(c.dilate(outer, 3), INK)
    c.gradient(outer, (66, 58, 108), (40, 34, 70))
    rim = sub(c.rrect(9, 9, 78, 78, 20), c.rrect(12.5, 12.5, 71, 71, 17))
    c.paint(rim, GOLD)
    c.paint(sub(c.rrect(3, 3, 90, 90, 26), c.shift(c.rrect(3, 3, 90, 90, 26), 0, 3)), lighten(NIGHT_LIGHT, 0.3), 180)
    return c.finish()


# ----------------------------------------------------------------------------------------------------------------
# Backdrops and logo
# ----------------------------------------------------------------------------------------------------------------
W, H = theme.WIDTH, theme.HEIGHT


def vgradient(w, h, stops) -> pygame.Surface:
    """An opaque w×h surface with a vertical gradient through ``stops`` [(t, colour), ...]."""
    ts = np.array([s[0] for s in stops])
    cols = np.array([s[1] for s in stops], float)
    t = np.linspace(0, 1, h)
    ramp = np.stack([np.interp(t, ts, cols[:, k]) for k in range(3)], axis=1)
    arr = np.broadcast_to(ramp[None, :, :], (w, h, 3)).astype(np.uint8)
    surf = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surf, arr)
    return surf


def vignette(surf: pygame.Surface, strength=0.55):
    w, h = surf.get_size()
    y, x = np.mgrid[0:h, 0:w]
    d = np.hypot((x - w / 2) / (w / 2), (y - h / 2) / (h / 2)) / math.sqrt(2)
    a = (np.clip((d - 0.35) / 0.65, 0, 1) ** 1.6 * 255 * strength).astype(np.uint8)
    v = pygame.Surface((w, h), pygame.SRCALPHA)
    v.fill((*INK, 255))
    pygame.surfarray.pixels_alpha(v)[:] = a.T
    surf.blit(v, (0, 0))


def add_noise(surf: pygame.Surface, rng, amount=5):
    """A faint film grain (kept small: it costs PNG bytes)."""
    arr = pygame.surfarray.pixels3d(surf)
    n = rng.integers(-amount, amount + 1, size=arr.shape[:2], dtype=np.int16)[:, :, None]
    arr[:] = np.clip(arr.astype(np.int16) + n, 0, 255).astype(np.uint8)
    del arr


def stars(c: Canvas, rng, n, box, colour=(255, 246, 220)):
    x0, y0, x1, y1 = box
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        r = rng.choice([1.0, 1.3, 1.8, 2.6], p=[0.45, 0.3, 0.17, 0.08])
        c.paint(c.circle(x, y, r), colour, int(rng.uniform(120, 255)))
        if r > 2.4:
            c.glow(x, y, 14, colour, 90)


def skyline(c: Canvas, rng, base_y, colour, window, count, hmin, hmax, lit=0.3):
    """A row of rooftops (gables, chimneys) from x=0 to the frame width, with some warm windows."""
    x = -20.0
    m = c.blank()
    wins = []
    while x < c.w + 20:
        bw = rng.uniform(110, 230)
        bh = rng.uniform(hmin, hmax)
        top = base_y - bh
        m = union(m, c.rrect(x, top, bw, c.h - top + 10, 4))
        roof = rng.integers(0, 3)
        if roof == 0:
            m = union(m, c.poly([(x - 8, top + 2), (x + bw / 2, top - bw * 0.38), (x + bw + 8, top + 2)]))
        elif roof == 1:
            m = union(m, c.rrect(x + bw * 0.62, top - 46, 24, 50, 3), c.rrect(x + bw * 0.6, top - 50, 30, 10, 3))
        for _ in range(int(bw * bh / 6000)):
            if rng.random() < lit:
                wx, wy = rng.uniform(x + 14, x + bw - 34), rng.uniform(top + 20, base_y - 30)
                wins.append((wx, wy))
        x += bw + rng.uniform(-10, 8)
    c.paint(m, colour)
    c.paint(sub(m, c.shift(m, 0, 3)), lighten(colour, 0.18))
    for wx, wy in wins:
        c.paint(c.rrect(wx, wy, 18, 24, 3), window)
        c.glow(wx + 9, wy + 12, 40, window, 60)
    return m


def moon(c: Canvas, cx, cy, r):
    c.glow(cx, cy, r * 3.2, (200, 190, 255), 70, power=1.6)
    c.glow(cx, cy, r * 1.7, (255, 240, 200), 90)
    disc = c.circle(cx, cy, r)
    c.gradient(disc, (255, 248, 220), (236, 220, 180))
    for dx, dy, rr in ((-0.3, -0.2, 0.2), (0.28, 0.25, 0.14), (0.05, 0.45, 0.1), (-0.35, 0.35, 0.08)):
        c.paint(c.circle(cx + r * dx, cy + r * dy, r * rr), (222, 206, 170), 200)


@asset("title_backdrop", "title screen backdrop: moonlit rooftops at night, 1920×1080")
def title_backdrop(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(W, H, ss=1)
    c.surf.blit(
        vgradient(W, H, [(0, (14, 12, 34)), (0.55, (46, 34, 92)), (0.8, (92, 58, 118)), (1, (60, 40, 90))]), (0, 0)
    )
    stars(c, rng, 260, (0, 0, W, 640))
    moon(c, 1540, 230, 110)
    c.glow(W / 2, 380, 700, (160, 110, 220), 60, power=1.5)
    skyline(c, rng, 820, (58, 44, 100), (250, 190, 110), 0, 120, 300, lit=0.12)
    skyline(c, rng, 950, (32, 24, 60), (255, 200, 110), 0, 140, 330, lit=0.22)
    c.paint(c.rrect(0, 1000, W, 80), (20, 16, 40))
    out = c.finish()
    vignette(out, 0.5)
    return out


@asset("inn_backdrop", "Pickpocket inn interior: beams, night windows, lamps, a warm table, 1920×1080")
def inn_backdrop(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(W, H, ss=1)
    c.surf.blit(vgradient(W, H, [(0, (38, 30, 66)), (0.6, (56, 44, 90)), (1, (40, 30, 60))]), (0, 0))
    planks = c.blank()
    for x in range(0, W, 96):
        planks = union(planks, c.rrect(x, 0, 4, 760))
    c.paint(planks, (30, 24, 54), 160)
    for wx in (140, 1600):
        frame = c.rrect(wx, 120, 180, 250, 90)
        c.paint(c.dilate(frame, 10), WOOD_DARK)
        c.paint(frame, (20, 24, 60))
        c.gradient(frame, (18, 20, 56), (70, 50, 120))
        for _ in range(10):
            x, y = rng.uniform(wx + 16, wx + 164), rng.uniform(150, 350)
            c.paint(inter(c.circle(x, y, rng.choice([1.2, 1.8, 2.4])), frame), (255, 246, 220))
        if wx > 1000:
            c.paint(inter(sub(c.circle(wx + 120, 190, 30), c.circle(wx + 134, 182, 26)), frame), (250, 240, 210))
        c.paint(union(c.rrect(wx + 86, 120, 8, 250), c.rrect(wx, 236, 180, 8)), WOOD_DARK)
        c.paint(c.rrect(wx - 16, 366, 212, 18, 5), WOOD)
    # ceiling beams
    c.paint(c.rrect(0, 0, W, 54), WOOD_DARK)
    c.paint(c.rrect(0, 50, W, 6), INK)
    # wainscot and floor
    c.paint(c.rrect(0, 760, W, 320), WOOD_DARK)
    for x in range(20, W, 240):
        c.paint(c.rrect(x, 790, 200, 150, 10), darken(WOOD_DARK, 0.15))
        c.paint(c.rrect(x, 790, 200, 4, 2), lighten(WOOD_DARK, 0.15))
    c.paint(c.rrect(0, 752, W, 16, 3), WOOD)
    c.paint(c.rrect(0, 960, W, 120), (50, 30, 20))
    for y in (990, 1030):
        c.paint(c.rrect(0, y, W, 3), (36, 22, 14))
    # shelves with bottles and mugs
    for sx in (60, 1500):
        c.paint(c.rrect(sx, 560, 360, 16, 4), WOOD)
        c.paint(c.rrect(sx, 574, 360, 6, 2), INK, 160)
        x = sx + 20
        while x < sx + 330:
            kind = rng.integers(0, 3)
            col = [(70, 150, 110), (150, 60, 80), (90, 110, 190), (200, 150, 70)][rng.integers(0, 4)]
            if kind < 2:
                h = rng.uniform(60, 90)
                m = union(c.rrect(x, 560 - h * 0.7, 34, h * 0.7, 10), c.rrect(x + 11, 560 - h, 12, h * 0.4, 3))
                c.paint(c.dilate(m, 3), INK)
                c.gradient(m, lighten(col, 0.15), darken(col, 0.35))
                c.paint(c.rrect(x + 6, 560 - h * 0.6, 6, h * 0.4, 3), WHITE, 90)
                x += 44
            else:
                m = union(c.rrect(x, 514, 40, 46, 7), sub(c.circle(x + 44, 536, 14), c.circle(x + 44, 536, 7)))
                c.paint(c.dilate(m, 3), INK)
                c.gradient(m, (200, 160, 110), (130, 90, 60))
                c.paint(c.rrect(x, 508, 40, 12, 6), (250, 244, 226))
                x += 66
    # a wanted poster
    for px in (960,):
        poster = c.rrect(px - 80, 100, 160, 200, 6)
        c.paint(c.shift(poster, 6, 8), INK, 120)
        c.gradient(poster, (236, 220, 180), (206, 184, 140))
        c.paint(c.text("WANTED", 30, px, 128), (120, 60, 40))
        c.paint(c.circle(px, 200, 44), (110, 80, 150))
        c.paint(c.ellipse(px - 30, 188, 60, 20), INK)
        c.paint(c.ellipse(px - 22, 192, 14, 10), (255, 240, 180))
        c.paint(c.ellipse(px + 8, 192, 14, 10), (255, 240, 180))
        c.paint(c.text("$500", 28, px, 272), (120, 60, 40))
        c.paint(c.circle(px, 108, 5), (200, 60, 60))
    # lanterns
    for lx in (560, 1360):
        c.light(lx, 190, 520, (150, 100, 40), 0.8, power=1.8)
        c.paint(c.rrect(lx - 3, 54, 6, 100), INK)
        c.paint(c.rrect(lx - 28, 150, 56, 70, 12), INK)
        c.paint(c.rrect(lx - 22, 158, 44, 56, 9), (255, 220, 130))
        c.glow(lx, 186, 60, (255, 240, 180), 200)
        c.paint(c.rrect(lx - 34, 144, 68, 12, 5), (60, 50, 60))
        c.paint(c.rrect(lx - 30, 214, 60, 10, 4), (60, 50, 60))
    # the central light pool where the loot lines go
    c.light(W / 2, 620, 900, (90, 60, 30), 0.7, power=1.5)
    out = c.finish()
    add_noise(out, rng, 2)
    vignette(out, 0.55)
    return out


@asset("logo", 'title logo "Thieves\' Arcade" in the title font, gold gradient, ink outline, mask emblem, 1240×440')
def logo(seed: int, name: str) -> pygame.Surface:
    c = Canvas(1240, 440, ss=2)
    l1 = c.text("THIEVES'", 176, 620, 150)
    l2 = c.text("ARCADE", 132, 620, 318)
    both = union(l1, l2)
    c.paint(c.shift(c.dilate(both, 14), 0, 10), (10, 6, 22), 200)
    c.paint(c.dilate(both, 14), INK)
    c.paint(c.dilate(both, 8), (120, 70, 30))
    c.gradient(l1, (255, 244, 170), (230, 150, 40))
    c.gradient(l2, (255, 236, 150), (220, 130, 40))
    hl = sub(both, c.shift(both, 0, 6))
    c.paint(hl, (255, 255, 230), 220)
    sh = sub(both, c.shift(both, 0, -6))
    c.paint(sh, (170, 90, 30), 200)
    mask_emblem(c, 620, 40, 50, colour=(230, 70, 80))
    return c.finish()


# ----------------------------------------------------------------------------------------------------------------
# Contact sheet and CLI
# ----------------------------------------------------------------------------------------------------------------
def contact_sheet(images: dict[str, pygame.Surface], path: Path, columns: int = 12, cell=(160, 200)) -> None:
    """Lay ``images`` out in a labelled grid (each scaled to fit its cell) and save a PNG at ``path``."""
    names = list(images)
    cw, ch = cell
    rows = max(1, math.ceil(len(names) / columns))
    sheet = pygame.Surface((columns * cw, rows * (ch + 22)))
    sheet.blit(vgradient(*sheet.get_size(), [(0, (44, 38, 72)), (1, (30, 26, 52))]), (0, 0))
    f = theme.font(15, "body")
    for k, n in enumerate(names):
        img = images[n]
        x, y = (k % columns) * cw, (k // columns) * (ch + 22)
        s = min((cw - 10) / img.get_width(), (ch - 10) / img.get_height(), 1.0)
        im = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * s)), max(1, int(img.get_height() * s))))
        sheet.blit(im, im.get_rect(center=(x + cw // 2, y + ch // 2)))
        lab = f.render(n, True, WHITE)
        sheet.blit(lab, lab.get_rect(midtop=(x + cw // 2, y + ch)))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--only", nargs="*", help="asset names or prefixes (e.g. loot_ guard_1)")
    ap.add_argument("--sheet", type=Path, help="also save a contact sheet PNG of the generated images here")
    ap.add_argument("--list", action="store_true", help="print every asset name with its description (a markdown table row) and exit")
    args = ap.parse_args(argv)
    if args.list:
        for n, (_, _, d) in GENERATORS.items():
            print(f"| `{n}` | {d} |")
        return 0
    pygame.display.init()
    pygame.font.init()
    names = [n for n in GENERATORS if not args.only or any(n == p or n.startswith(p) for p in args.only)]
    if not names:
        print(f"no asset matches {args.only}; see --list", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    made = {}
    for n in names:
        fn, extra, _ = GENERATORS[n]
        img = fn(args.seed, n, *extra)
        pygame.image.save(img, str(args.out / f"{n}.png"))
        made[n] = img
    dt = time.perf_counter() - t0
    total = sum((args.out / f"{n}.png").stat().st_size for n in names)
    print(f"made {len(names)} images in {dt:.1f} s, {total / 1e6:.1f} MB -> {args.out}")
    if args.sheet:
        contact_sheet(made, args.sheet)
        print(f"contact sheet -> {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
