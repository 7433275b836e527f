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
    add_shadow,
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
    # three rows, exactly as the rules file lists them (duplicates dropped)
    pats += "0111 0211 0112 1011 2011 1021 1101 1201 1102 1110 2110 1120".split()
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
# Cité des Voleurs: dice, token, pot, city
# ----------------------------------------------------------------------------------------------------------------
IVORY = (248, 240, 222)
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_face(face: int) -> pygame.Surface:
    c = Canvas(128, 128)
    body = c.rrect(5, 5, 118, 118, 26)
    c.shape(body, IVORY, outline=4.5, shade=1.0)
    c.paint(sub(c.rrect(14, 14, 100, 100, 20), c.rrect(16, 16, 96, 96, 18)), darken(IVORY, 0.08))
    for dx, dy in PIPS[face]:
        x, y = 64 + dx * 29, 64 + dy * 29
        pip = c.circle(x, y, 11.5 if face != 1 else 15)
        c.paint(pip, (200, 44, 60) if face == 1 else INK)
        c.paint(sub(pip, c.shift(pip, 0, 3)), (0, 0, 0), 150)
    return c.finish()


for _f in range(1, 7):
    register(
        f"die_{_f}",
        f"Cité die showing {_f} (ivory, ink pips; the 1 in red), 128×128",
        lambda seed, name, f: die_face(f),
        _f,
    )


def die_blur(seed: int, name: str, k: int) -> pygame.Surface:
    base = die_face(5 if k == 1 else 3)
    rot = pygame.transform.rotozoom(base, 25 if k == 1 else -35, 1.0)
    out = pygame.Surface((160, 160), pygame.SRCALPHA)
    out.fill((*INK, 0))
    for i in range(7):
        img = rot.copy()
        img.set_alpha(70 if i < 6 else 255)
        out.blit(img, img.get_rect(center=(80 + (i - 6) * 3, 80 + (i - 6) * 1.5)))
    return out


for _k in (1, 2):
    register(f"die_blur_{_k}", "a die tumbling (rotated, motion-smeared) for the roll animation, 160×160", die_blur, _k)


@asset("token", "Cité loot token: a gold coin with an embossed thief's mask, 72×72")
def token(seed: int, name: str) -> pygame.Surface:
    c = Canvas(72, 72)
    coin = c.circle(36, 36, 32)
    c.shape(coin, GOLD, outline=3.5)
    ring = sub(c.circle(36, 36, 25), c.circle(36, 36, 22.5))
    c.paint(ring, darken(GOLD, 0.25))
    mask_emblem(c, 36, 37, 14, colour=lighten(GOLD, 0.25))
    return c.finish()


@asset("pot", "Cité central pot: an iron pot heaped with gold coins, 260×220 with shadow")
def pot(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(260, 220)
    iron = (66, 62, 92)
    heap = c.blank()
    coins = []
    for _ in range(22):
        x, y = rng.uniform(60, 200), rng.uniform(56, 92)
        coins.append((x, y))
    c.shape(c.ellipse(48, 60, 164, 60), darken(GOLD, 0.2), outline=3.5, hl=0, shade=0)
    for x, y in sorted(coins, key=lambda p: p[1]):
        coin = c.ellipse(x - 18, y - 8, 36, 16)
        c.shape(coin, GOLD, outline=2.5, hl=0.8, shade=0.5)
    del heap
    body = union(c.ellipse(26, 80, 208, 130), c.rrect(36, 78, 188, 40, 12))
    c.shape(body, iron, outline=4.5)
    c.shape(c.rrect(22, 76, 216, 24, 12), lighten(iron, 0.15), outline=4)
    for hx in (18, 242):
        c.shape(sub(c.circle(hx, 110, 16), c.circle(hx, 110, 9)), iron, outline=3.5, hl=0.4)
    c.paint(c.ellipse(60, 120, 40, 50), WHITE, 40)
    return c.finish(shadow=6)


@asset("city_backdrop", "Cité des Voleurs: a moonlit market square among rooftops, 1920×1080")
def city_backdrop(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(W, H, ss=1)
    c.surf.blit(
        vgradient(W, H, [(0, (16, 14, 40)), (0.5, (50, 38, 96)), (0.7, (84, 56, 112)), (1, (50, 36, 70))]), (0, 0)
    )
    stars(c, rng, 180, (0, 0, W, 520))
    moon(c, 320, 180, 80)
    skyline(c, rng, 600, (60, 46, 100), (250, 190, 110), 0, 100, 260, lit=0.15)
    skyline(c, rng, 700, (38, 28, 66), (255, 200, 110), 0, 120, 300, lit=0.25)
    # the square: cobblestones in perspective
    ground = c.rrect(0, 690, W, 390)
    c.gradient(ground, (70, 60, 96), (44, 36, 64))
    stones = c.blank()
    y = 700.0
    row = 0
    while y < H:
        hgt = 14 + (y - 690) * 0.06
        w = hgt * 2.2
        x = -rng.uniform(0, w)
        while x < W:
            stones = union(stones, c.rrect(x + 2, y + 2, w - 4, hgt - 4, hgt * 0.35)) if row % 1 == 0 else stones
            x += w
        y += hgt
        row += 1
    c.paint(stones, (92, 80, 120), 70)
    for lx in (260, 1660):
        c.light(lx, 470, 320, (150, 100, 40), 0.7, power=1.8)
        c.paint(c.rrect(lx - 7, 480, 14, 260, 4), INK)
        c.paint(c.rrect(lx - 22, 730, 44, 16, 4), INK)
        c.paint(c.rrect(lx - 26, 420, 52, 64, 10), INK)
        c.paint(c.rrect(lx - 19, 428, 38, 48, 8), (255, 220, 130))
        c.paint(c.poly([(lx - 34, 424), (lx, 396), (lx + 34, 424)]), INK)
    c.light(W / 2, 860, 760, (80, 60, 40), 0.6, power=1.5)
    out = c.finish()
    vignette(out, 0.55)
    return out


# ----------------------------------------------------------------------------------------------------------------
# Sticheln: cards
# ----------------------------------------------------------------------------------------------------------------
CARD_W, CARD_H = 180, 252
CARD_COLOURS = {
    "red": (222, 66, 60),
    "orange": (242, 140, 44),
    "yellow": (236, 196, 40),
    "green": (76, 172, 88),
    "blue": (66, 128, 222),
    "violet": (148, 88, 210),
    "pink": (236, 112, 176),
    "brown": (150, 98, 58),
}
CARD_SYMBOLS = dict(zip(CARD_COLOURS, ["flame", "sun", "star", "leaf", "drop", "moon", "flower", "acorn"], strict=True))
SUITS = {
    "hearts": ("heart", (214, 48, 64)),
    "diamonds": ("diamond", (214, 48, 64)),
    "clubs": ("club", (40, 36, 64)),
    "spades": ("spade", (40, 36, 64)),
}
RANK_LABEL = {11: "J", 12: "Q", 13: "K", 14: "A"}

_card_base_cache: dict = {}


def card_base(key, colour, sym: str, centre_sym: bool) -> tuple[pygame.Surface, pygame.Surface]:
    """(card face without numerals, one small corner symbol) for a colour/suit, cached."""
    if key in _card_base_cache:
        return _card_base_cache[key]
    c = Canvas(CARD_W, CARD_H, ss=3)
    body = c.rrect(3, 3, CARD_W - 6, CARD_H - 6, 16)
    c.shape(body, PAPER, outline=3.5, grad=0.4, shade=0.5)
    frame = sub(c.rrect(10, 10, CARD_W - 20, CARD_H - 20, 11), c.rrect(15, 15, CARD_W - 30, CARD_H - 30, 8))
    c.paint(frame, colour)
    c.gradient(c.rrect(40, 50, 100, 152, 50), lighten(colour, 0.75), lighten(colour, 0.55))
    if centre_sym:
        c.paint(symbol(c, sym, 90, 126, 48), lighten(colour, 0.35))
    face = c.finish()
    sc = Canvas(30, 30, ss=5)
    sc.shape(symbol(sc, sym, 15, 15, 11), colour, outline=2, hl=0.6, shade=0.3)
    small = sc.finish()
    _card_base_cache[key] = (face, small)
    return face, small


def card_face(colour, sym: str, label: str, key) -> pygame.Surface:
    face, small = card_base(key, colour, sym, True)
    out = face.copy()
    big = outlined_text(label, 84 if len(label) < 2 else 70, WHITE, outline=5, top=None, shadow=2)
    big2 = outlined_text(label, 84 if len(label) < 2 else 70, colour, outline=0, shadow=0)
    out.blit(big, big.get_rect(center=(CARD_W // 2, CARD_H // 2 + 4)))
    out.blit(big2, big2.get_rect(center=(CARD_W // 2 - 1, CARD_H // 2 + 2)))
    corner = pygame.Surface((40, 72), pygame.SRCALPHA)
    corner.fill((*INK, 0))
    r = outlined_text(label, 28, colour, outline=2, shadow=0)
    corner.blit(r, r.get_rect(midtop=(20, 0)))
    corner.blit(small, small.get_rect(midtop=(20, 36)))
    out.blit(corner, (18, 16))
    flipped = pygame.transform.rotate(corner, 180)
    out.blit(flipped, (CARD_W - 18 - 40, CARD_H - 16 - 72))
    return out


def sticheln_card(seed: int, name: str, colour: str, rank: int) -> pygame.Surface:
    return card_face(CARD_COLOURS[colour], CARD_SYMBOLS[colour], str(rank), colour)


def standard_card(seed: int, name: str, suit: str, rank: int) -> pygame.Surface:
    sym, col = SUITS[suit]
    return card_face(col, sym, RANK_LABEL.get(rank, str(rank)), suit)


for _c in CARD_COLOURS:
    for _r in range(15):
        register(
            f"card_{_c}_{_r}", f"Sticheln card {_c} {_r} ({CARD_SYMBOLS[_c]} symbol), 180×252", sticheln_card, _c, _r
        )
for _s in SUITS:
    for _r in range(2, 15):
        register(
            f"card_{_s}_{_r}", f"standard-deck card {RANK_LABEL.get(_r, _r)} of {_s}, 180×252", standard_card, _s, _r
        )


@asset("card_back", "card back (violet, gold lattice and mask), 180×252")
def card_back(seed: int, name: str) -> pygame.Surface:
    c = Canvas(CARD_W, CARD_H, ss=3)
    violet = (74, 52, 130)
    c.shape(c.rrect(3, 3, CARD_W - 6, CARD_H - 6, 16), violet, outline=3.5, grad=0.6)
    c.paint(sub(c.rrect(11, 11, CARD_W - 22, CARD_H - 22, 11), c.rrect(14, 14, CARD_W - 28, CARD_H - 28, 9)), GOLD)
    lattice = c.blank()
    for k in range(-10, 12):
        lattice = union(
            lattice, c.line([(k * 24, 0), (k * 24 + 260, 260)], 2), c.line([(k * 24 + 260, 0), (k * 24, 260)], 2)
        )
    c.paint(inter(lattice, c.rrect(18, 18, CARD_W - 36, CARD_H - 36, 7)), lighten(violet, 0.12))
    c.shape(c.circle(90, 126, 42), darken(violet, 0.25), outline=3, hl=0.3, shade=0)
    mask_emblem(c, 90, 127, 30)
    return c.finish()


@asset("felt_backdrop", "Sticheln table: green felt under lamplight with a wooden rim, 1920×1080")
def felt_backdrop(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(W, H, ss=1)
    c.surf.fill((*WOOD_DARK, 255))
    c.gradient(c.full(), (80, 50, 32), (50, 30, 20))
    table = c.rrect(60, 50, W - 120, H - 100, 160)
    c.paint(c.dilate(table, 26), (96, 60, 36))
    c.paint(sub(c.dilate(table, 26), c.shift(c.dilate(table, 26), 0, 6)), (150, 100, 60))
    c.paint(c.dilate(table, 6), INK)
    c.gradient(table, (40, 104, 80), (26, 72, 56))
    c.light(W / 2, H / 2, 1000, (40, 50, 20), 0.8, power=1.6)
    out = c.finish()
    add_noise(out, rng, 2)
    vignette(out, 0.5)
    return out


# ----------------------------------------------------------------------------------------------------------------
# Pickpockets (oodlar): banknotes
# ----------------------------------------------------------------------------------------------------------------
NOTE_W, NOTE_H = 300, 150
NOTE_TINT = {10: (120, 190, 120), 20: (110, 160, 220), 30: (170, 130, 210), 40: (110, 160, 220), 50: (236, 170, 80)}


def note_face(value: int, w=NOTE_W, h=NOTE_H) -> pygame.Surface:
    tint = NOTE_TINT[value]
    c = Canvas(w, h, ss=3)
    body = c.rrect(3, 3, w - 6, h - 6, 12)
    c.shape(body, lighten(tint, 0.55), outline=3.5, grad=0.5, shade=0.4)
    c.paint(sub(c.rrect(10, 10, w - 20, h - 20, 8), c.rrect(13, 13, w - 26, h - 26, 6)), darken(tint, 0.2))
    guil = c.blank()
    for k in range(0, w, 10):
        guil = union(guil, c.arc(k, h / 2, 40, 0, 360, 1.2, steps=24)) if k % 20 == 0 else guil
    c.paint(inter(guil, c.rrect(16, 16, w - 32, h - 32, 6)), lighten(tint, 0.3), 150)
    f = w / NOTE_W
    oval = c.ellipse(w / 2 - 42 * f, h / 2 - 46 * f, 84 * f, 92 * f)
    c.shape(oval, lighten(tint, 0.3), outline=3, hl=0.5, shade=0.5)
    mask_emblem(c, w / 2, h / 2 + 2 * f, 26 * f, colour=darken(tint, 0.35))
    out = c.finish()
    lab = outlined_text(f"${value}", round(30 * f), WHITE, outline=max(2, round(3 * f)), shadow=0)
    out.blit(lab, lab.get_rect(topleft=(round(18 * f), round(14 * f))))
    lab2 = outlined_text(str(value), round(40 * f), darken(tint, 0.45), outline=0, shadow=0)
    out.blit(lab2, lab2.get_rect(bottomright=(w - round(20 * f), h - round(12 * f))))
    return out


def note(seed: int, name: str, value: int) -> pygame.Surface:
    if value != 40:
        return note_face(value)
    # the $40 card pictures two $20 notes
    c = Canvas(NOTE_W, NOTE_H, ss=3)
    c.shape(c.rrect(3, 3, NOTE_W - 6, NOTE_H - 6, 12), (236, 226, 200), outline=3.5, grad=0.4)
    out = c.finish()
    small = note_face(20, 160, 80)
    for ang, pos in ((5, (100, 62)), (-4, (176, 94))):
        img = pygame.transform.rotozoom(small, ang, 1.0)
        out.blit(img, img.get_rect(center=pos))
    pill = Canvas(92, 50)
    pill.shape(pill.rrect(3, 3, 86, 44, 20), (200, 60, 70), outline=3, shade=0.5)
    out.blit(pill.finish(), (NOTE_W - 100, 2))
    lab = outlined_text("$40", 30, WHITE, outline=3, shadow=0)
    out.blit(lab, lab.get_rect(center=(NOTE_W - 54, 28)))
    return out


for _v in (10, 20, 30, 40, 50):
    register(
        f"note_{_v}",
        f"banknote ${_v}" + (" (a card picturing two $20 notes)" if _v == 40 else "") + ", 300×150",
        note,
        _v,
    )


@asset("note_back", "banknote back (face-down card in a pile), 300×150")
def note_back(seed: int, name: str) -> pygame.Surface:
    c = Canvas(NOTE_W, NOTE_H, ss=3)
    green = (40, 96, 80)
    c.shape(c.rrect(3, 3, NOTE_W - 6, NOTE_H - 6, 12), green, outline=3.5, grad=0.5)
    c.paint(sub(c.rrect(10, 10, NOTE_W - 20, NOTE_H - 20, 8), c.rrect(13, 13, NOTE_W - 26, NOTE_H - 26, 6)), GOLD)
    lat = c.blank()
    for k in range(-10, 20):
        lat = union(
            lat, c.line([(k * 20, 0), (k * 20 + 150, 150)], 1.5), c.line([(k * 20 + 150, 0), (k * 20, 150)], 1.5)
        )
    c.paint(inter(lat, c.rrect(16, 16, NOTE_W - 32, NOTE_H - 32, 5)), lighten(green, 0.12))
    c.shape(c.circle(150, 75, 34), darken(green, 0.2), outline=3, hl=0.3, shade=0)
    c.paint(c.text("$", 40, 150, 77), GOLD)
    return c.finish()


@asset("stamp_marked", "red 'MARKED' ink stamp to overlay on a marked note, 170×170 (semi-transparent)")
def stamp_marked(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(170, 170, ss=3)
    ring = union(sub(c.circle(85, 85, 72), c.circle(85, 85, 64)), sub(c.circle(85, 85, 58), c.circle(85, 85, 55)))
    band = c.rrect(8, 66, 154, 40, 6)
    txt = c.text("MARKED", 25, 85, 87)
    m = union(ring, sub(band, txt), symbol(c, "star", 85, 40, 12), symbol(c, "star", 85, 132, 12))
    # worn ink: knock out specks
    holes = c.blank()
    for _ in range(90):
        holes = union(holes, c.circle(rng.uniform(10, 160), rng.uniform(10, 160), rng.uniform(0.8, 2.4)))
    c.paint(sub(m, holes), (210, 40, 50), 215)
    img = c.finish()
    return (
        pygame.transform.rotozoom(img, 14, 1.0)
        .subsurface(
            pygame.Rect(0, 0, 170, 170).move(
                (pygame.transform.rotozoom(img, 14, 1.0).get_width() - 170) // 2,
                (pygame.transform.rotozoom(img, 14, 1.0).get_height() - 170) // 2,
            )
        )
        .copy()
    )


@asset("badge_police", "police badge (gold star, blue shield) for the unmasked cop, 200×220 with shadow")
def badge_police(seed: int, name: str) -> pygame.Surface:
    c = Canvas(200, 220)
    pts = []
    for i in range(14):
        r = 92 if i % 2 == 0 else 62
        a = math.radians(-90 + 360 * i / 14)
        pts.append((100 + r * math.cos(a), 106 + r * math.sin(a)))
    star = c.poly(pts)
    for i in range(0, 14, 2):
        a = math.radians(-90 + 360 * i / 14)
        star = union(star, c.circle(100 + 92 * math.cos(a), 106 + 92 * math.sin(a), 9))
    c.shape(star, GOLD, outline=4.5)
    c.shape(c.circle(100, 106, 48), (56, 92, 180), outline=3.5)
    c.shape(symbol(c, "star", 100, 104, 30), lighten(GOLD, 0.2), outline=3, shade=0)
    return c.finish(shadow=6)


@asset("pile", "a face-down pile of banknotes (stacked note backs), 320×190")
def pile(seed: int, name: str) -> pygame.Surface:
    back = note_back(seed, "note_back")
    out = pygame.Surface((320, 190), pygame.SRCALPHA)
    out.fill((*INK, 0))
    for k in range(5):
        img = back.copy()
        if k < 4:
            img.fill((190, 190, 200, 255), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(img, (4 + k * 1, 36 - k * 7 + 0))
    return add_shadow(out, 5, (3, 6))


# ----------------------------------------------------------------------------------------------------------------
# Pierre Papier Morpion: rewards, gangs, shop window
# ----------------------------------------------------------------------------------------------------------------
def token_base(c: Canvas, colour, rim=GOLD):
    c.shape(c.circle(60, 60, 54), colour, outline=4)
    c.paint(sub(c.circle(60, 60, 47), c.circle(60, 60, 44)), rim)


def draw_pencil(c, cx, cy, s):
    body = c.poly(
        [
            (cx - s * 0.55, cy + s * 0.25),
            (cx + s * 0.25, cy - s * 0.55),
            (cx + s * 0.55, cy - s * 0.25),
            (cx - s * 0.25, cy + s * 0.55),
        ]
    )
    tip = c.poly([(cx - s * 0.55, cy + s * 0.25), (cx - s * 0.25, cy + s * 0.55), (cx - s * 0.75, cy + s * 0.75)])
    c.shape(tip, (240, 210, 160), outline=s * 0.08, hl=0, shade=0)
    c.paint(
        c.poly([(cx - s * 0.66, cy + s * 0.55), (cx - s * 0.55, cy + s * 0.66), (cx - s * 0.75, cy + s * 0.75)]), INK
    )
    c.shape(body, (250, 196, 50), outline=s * 0.08)
    c.shape(
        c.poly(
            [
                (cx + s * 0.25, cy - s * 0.55),
                (cx + s * 0.55, cy - s * 0.25),
                (cx + s * 0.7, cy - s * 0.4),
                (cx + s * 0.4, cy - s * 0.7),
            ]
        ),
        (236, 120, 150),
        outline=s * 0.08,
        hl=0.5,
        shade=0,
    )


def draw_eraser(c, cx, cy, s):
    c.shape(c.rrect(cx - s * 0.7, cy - s * 0.35, s * 1.4, s * 0.7, s * 0.15), (236, 120, 150), outline=s * 0.08)
    c.shape(c.rrect(cx - s * 0.1, cy - s * 0.35, s * 0.8, s * 0.7, s * 0.15), (90, 140, 220), outline=s * 0.08, hl=0.6)


def draw_ruler(c, cx, cy, s):
    body = c.rrect(cx - s * 0.8, cy - s * 0.25, s * 1.6, s * 0.5, s * 0.08)
    c.shape(body, (230, 190, 110), outline=s * 0.08)
    ticks = c.blank()
    for k in range(9):
        x = cx - s * 0.66 + k * s * 0.165
        ticks = union(ticks, c.line([(x, cy - s * 0.24), (x, cy - s * (0.02 if k % 2 else 0.1))], s * 0.05))
    c.paint(ticks, INK)


def draw_crown_small(c, cx, cy, s):
    pts = [
        (cx - s * 0.7, cy + s * 0.45),
        (cx - s * 0.75, cy - s * 0.35),
        (cx - s * 0.35, cy),
        (cx, cy - s * 0.6),
        (cx + s * 0.35, cy),
        (cx + s * 0.75, cy - s * 0.35),
        (cx + s * 0.7, cy + s * 0.45),
    ]
    c.shape(c.poly(pts), GOLD, outline=s * 0.08)
    c.shape(c.circle(cx, cy + s * 0.18, s * 0.12), RED, outline=s * 0.05, hl=0, shade=0)


def draw_binoculars(c, cx, cy, s):
    for dx in (-0.38, 0.38):
        c.shape(
            c.rrect(cx + dx * s - s * 0.26, cy - s * 0.45, s * 0.52, s * 0.8, s * 0.2), (70, 70, 96), outline=s * 0.08
        )
        c.shape(c.circle(cx + dx * s, cy + s * 0.35, s * 0.3), (56, 56, 80), outline=s * 0.08)
        c.paint(c.circle(cx + dx * s, cy + s * 0.35, s * 0.18), (120, 190, 240))
        c.paint(c.circle(cx + dx * s - s * 0.06, cy + s * 0.29, s * 0.06), WHITE)
    c.shape(c.rrect(cx - s * 0.14, cy - s * 0.2, s * 0.28, s * 0.3, s * 0.06), (90, 90, 120), outline=s * 0.06)


def draw_bonus(c, cx, cy, s):
    c.shape(symbol(c, "star", cx, cy, s * 0.85), (250, 196, 50), outline=s * 0.08)
    c.shape(symbol(c, "cross", cx, cy + s * 0.06, s * 0.3), WHITE, outline=s * 0.06, hl=0, shade=0)


def draw_scissors(c, cx, cy, s):
    for dx in (-0.32, 0.32):
        c.shape(
            sub(c.circle(cx + dx * s, cy + s * 0.45, s * 0.24), c.circle(cx + dx * s, cy + s * 0.45, s * 0.12)),
            WHITE,
            outline=s * 0.07,
        )
    c.shape(
        union(
            c.line([(cx - s * 0.22, cy + s * 0.25), (cx + s * 0.32, cy - s * 0.75)], s * 0.16),
            c.line([(cx + s * 0.22, cy + s * 0.25), (cx - s * 0.32, cy - s * 0.75)], s * 0.16),
        ),
        (220, 226, 240),
        outline=s * 0.07,
    )


def draw_clip(c, cx, cy, s):
    pts = [
        (cx - s * 0.2, cy + s * 0.3),
        (cx - s * 0.2, cy - s * 0.55),
        (cx + s * 0.25, cy - s * 0.55),
        (cx + s * 0.25, cy + s * 0.65),
        (cx - s * 0.4, cy + s * 0.65),
        (cx - s * 0.4, cy - s * 0.75),
        (cx + s * 0.05, cy - s * 0.75),
    ]
    m = c.line(pts, s * 0.13)
    c.paint(c.dilate(m, s * 0.07), INK)
    c.paint(m, WHITE)


REWARD_ART = {
    "pencil": (draw_pencil, (60, 110, 190)),
    "eraser": (draw_eraser, (70, 150, 120)),
    "ruler": (draw_ruler, (170, 90, 70)),
    "crown": (draw_crown_small, (110, 70, 170)),
    "plus2": (None, (210, 80, 90)),
    "binoculars": (draw_binoculars, (60, 140, 160)),
    "bonus": (draw_bonus, (200, 110, 50)),
}


def reward(seed: int, name: str, kind: str) -> pygame.Surface:
    fn, colour = REWARD_ART[kind]
    c = Canvas(120, 120, ss=4)
    token_base(c, colour)
    if fn:
        fn(c, 60, 60, 36)
        return c.finish()
    out = c.finish()
    t = outlined_text("+2", 46, WHITE, outline=4, shadow=0)
    out.blit(t, t.get_rect(center=(61, 63)))
    return out


for _kind in REWARD_ART:
    register(f"reward_{_kind}", f"Morpion reward token: {_kind}, 120×120", reward, _kind)


@asset("reward_back", "Morpion reward token face down (hidden), 120×120")
def reward_back(seed: int, name: str) -> pygame.Surface:
    c = Canvas(120, 120)
    token_base(c, (74, 52, 130))
    out = c.finish()
    t = outlined_text("?", 58, GOLD, outline=4, shadow=0)
    out.blit(t, t.get_rect(center=(61, 63)))
    return out


def gang(seed: int, name: str, g: int) -> pygame.Surface:
    c = Canvas(120, 120)
    colour = theme.SEAT_COLOURS[g]
    token_base(c, colour, rim=WHITE)
    (draw_scissors if g == 0 else draw_clip)(c, 60, 62, 38)
    return c.finish()


register("gang_0", "Morpion Gang token of gang 0 (seat-0 red, scissors), 120×120", gang, 0)
register("gang_1", "Morpion Gang token of gang 1 (seat-1 blue, paper clip), 120×120", gang, 1)


@asset("shop_window", "Morpion backdrop: a stationery shop window at night, 3×3 shelf grid centred, 1920×1080")
def shop_window(seed: int, name: str) -> pygame.Surface:
    rng = rng_for(seed, name)
    c = Canvas(W, H, ss=1)
    c.surf.blit(vgradient(W, H, [(0, (30, 24, 56)), (1, (50, 40, 80))]), (0, 0))
    bricks = c.blank()
    for row, y in enumerate(range(0, H, 48)):
        off = 60 if row % 2 else 0
        for x in range(-off, W, 120):
            bricks = union(bricks, c.rrect(x + 3, y + 3, 114, 42, 6))
    c.paint(bricks, (62, 50, 96), 180)
    # awning
    for k in range(0, W, 120):
        col = (200, 70, 80) if (k // 120) % 2 == 0 else (240, 226, 200)
        c.paint(union(c.rrect(k, 0, 120, 110), c.circle(k + 60, 110, 60)), col)
    c.paint(c.rrect(0, 0, W, 18), INK)
    # the window frame with the 3×3 shelves (cells 200×200, the board 660×660 centred at (960, 600))
    frame = c.rrect(960 - 380, 600 - 370, 760, 760, 30)
    c.paint(c.dilate(frame, 8), INK)
    c.gradient(frame, (120, 76, 48), (80, 50, 30))
    glass = c.rrect(960 - 340, 600 - 330, 680, 680, 16)
    c.gradient(glass, (70, 60, 110), (40, 34, 70))
    c.light(960, 480, 520, (120, 90, 40), 0.8, power=1.6)
    for i in range(4):
        y = 600 - 330 + i * 226
        c.paint(c.rrect(960 - 340, y - 8, 680, 16, 4), (140, 90, 56))
    for i in range(1, 3):
        x = 960 - 340 + i * 226.7
        c.paint(c.rrect(x - 5, 600 - 330, 10, 680), (100, 64, 40))
    c.paint(sub(glass, c.shift(glass, 0, 8)), WHITE, 40)
    glare = c.poly([(700, 280), (800, 280), (620, 900), (520, 900)])
    c.paint(inter(glare, glass), WHITE, 22)
    # side lamps
    for lx in (330, 1590):
        c.light(lx, 420, 300, (150, 100, 40), 0.8, power=1.8)
        c.paint(c.rrect(lx - 24, 380, 48, 70, 12), INK)
        c.paint(c.rrect(lx - 17, 388, 34, 54, 8), (255, 220, 130))
    c.paint(c.rrect(0, 990, W, 90), (26, 20, 44))
    out = c.finish()
    add_noise(out, rng, 2)
    vignette(out, 0.5)
    return out


# ----------------------------------------------------------------------------------------------------------------
# Contact sheet and CLI
# ----------------------------------------------------------------------------------------------------------------
def contact_sheet(images: dict[str, pygame.Surface], path: Path, columns: int = 20, cell=(120, 150)) -> None:
    """Lay ``images`` out in a labelled grid (each scaled to fit its cell) and save a PNG at ``path``."""
    names = list(images)
    cw, ch = cell
    rows = max(1, math.ceil(len(names) / columns))
    sheet = pygame.Surface((columns * cw, rows * (ch + 22)))
    sheet.blit(vgradient(*sheet.get_size(), [(0, (44, 38, 72)), (1, (30, 26, 52))]), (0, 0))
    f = theme.font(12, "body")
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
    ap.add_argument(
        "--list",
        action="store_true",
        help="print every asset name with its description (a markdown table row) and exit",
    )
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
