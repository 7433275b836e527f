"""Pickpocket power tiles (``shared/rules/pickpocket.md`` "Variant: Power tiles"), drawn at run time and cached.

The style follows the generated art (docs/art.md): thick dark ink outlines, flat fills under a soft vertical shade,
a rim light along the top. Each power is a round token in its own colour with one pictogram, so a power reads by
its shape as well as its colour:

- ``illusion``: a magic wand with a star and sparkles (violet);
- ``glove``: an ivory thief's glove, fingers up (teal);
- ``passage``: a stone arch whose wooden door opens onto lamplight (deep blue; ``state`` = how open, 0..1);
- ``accomplice``: two hooded thieves side by side (brick red);
- ``bruce``: Bruce the ninja mouse, black mask and red headband (charcoal);
- ``beer``: a foaming mug (green; ``state`` = how full, 0..1);
- ``ambidextrous``: two gloves under a "try again" arrow (orange).

:func:`power_icon` returns a cached ``size``×``size`` Surface; :func:`draw_power` blits one centred at a point,
optionally tilted. All drawing happens once per (power, state): a master at :data:`MASTER` px, scaled per size.
"""

from __future__ import annotations

import math

import pygame

from . import theme
from .cache import surface_cache

#: The powers in the rules' order (ids of ``engine.pickpocket.POWERS``).
POWERS = ("illusion", "glove", "passage", "accomplice", "bruce", "beer", "ambidextrous")
#: Each token's colour (RGB).
POWER_COLOURS = {
    "illusion": (150, 96, 214), "glove": (52, 166, 160), "passage": (64, 96, 176), "accomplice": (196, 92, 70),
    "bruce": (78, 76, 96), "beer": (88, 150, 72), "ambidextrous": (236, 148, 52),
}
MASTER = 256   # px of the master drawing every size is scaled from
SS = 2         # supersampling of the master
OUTLINE = 4.2  # outer ink rim, in design units (the design box is 100×100)
EDGE = 1.8     # inner ink edge between pieces, design units
GLOVE = (246, 238, 218)
WOOD = (168, 108, 60)
STONE = (176, 170, 190)


def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45, turn: float = -90) -> list:
    out = []
    for k in range(points * 2):
        a = math.radians(turn + k * 180 / points)
        rr = r if k % 2 == 0 else r * inner
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def _hood(cx: float, cy: float, r: float, colour) -> list:
    """A hooded thief's head: hood (circle with a point), dark face, two eyes."""
    return [("poly", [(cx - r * 0.9, cy - r * 0.2), (cx, cy - r * 1.75), (cx + r * 0.9, cy - r * 0.2)], colour),
            ("circle", (cx, cy), r, colour),
            ("ellipse", (cx - r * 0.62, cy - r * 0.38, r * 1.24, r * 0.86), theme.INK),
            ("circle", (cx - r * 0.27, cy + 0.02 * r), r * 0.15, theme.WHITE),
            ("circle", (cx + r * 0.27, cy + 0.02 * r), r * 0.15, theme.WHITE),
            ("rect", (cx - r * 0.95, cy + r * 0.55, r * 1.9, r * 0.7), r * 0.3, colour)]


def _mitten(cx: float, cy: float, flip: bool, cuff) -> list:
    s = -1 if flip else 1
    return [("rect", (cx - 11, cy - 16, 22, 30), 10, GLOVE),
            ("cap", (cx - 9 * s, cy + 2), (cx - 17 * s, cy - 8), 5, GLOVE),
            ("rect", (cx - 12, cy + 12, 24, 9), 4, cuff)]


def _pictogram(power: str, state: float) -> list:
    """The pieces of ``power``'s pictogram in the 100×100 design box, in drawing order: ``("circle", c, r, col)``,
    ``("ellipse", rect, col)``, ``("rect", rect, radius, col)``, ``("poly", points, col)``, ``("cap", a, b, r,
    col)``; a piece whose colour is ``None`` is skipped; ``("bare", piece)`` is drawn without any ink;
    ``("soft", piece)`` gets the outer rim only (pieces that join into one stroke)."""
    if power == "illusion":
        return [("cap", (26, 76), (58, 44), 5.5, (70, 44, 84)), ("cap", (54, 48), (60, 42), 5.8, theme.WHITE),
                ("poly", _star(66, 34, 19), theme.GOLD),
                ("poly", _star(30, 36, 8, 4, 0.35), theme.LAMP), ("poly", _star(78, 66, 7, 4, 0.35), theme.LAMP)]
    if power == "glove":
        return [("cap", (39, 46), (37, 24), 6, GLOVE), ("cap", (48, 44), (48, 18), 6.2, GLOVE),
                ("cap", (57, 44), (59, 20), 6, GLOVE), ("cap", (65, 48), (69, 30), 5.5, GLOVE),
                ("cap", (36, 62), (24, 46), 6.2, GLOVE), ("rect", (32, 40, 38, 36), 13, GLOVE),
                ("rect", (31, 72, 40, 13), 5, (120, 70, 170)), ("poly", _star(76, 72, 8, 4, 0.35), theme.LAMP)]
    if power == "passage":
        op = max(0.0, min(1.0, state if state >= 0 else 0.35))
        dark = (40, 28, 52)
        pieces = [("rect", (25, 38, 50, 48), 6, STONE), ("circle", (50, 42), 25, STONE),
                  ("bare", ("rect", (36, 44, 28, 42), 3, dark)), ("bare", ("circle", (50, 45), 14, dark)),
                  ("bare", ("rect", (38, 54, 24, 32), 2, (255, 214, 120) if op > 0 else dark)),
                  ("bare", ("rect", (41, 70, 18, 4), 1, (220, 170, 90) if op > 0 else dark)),
                  ("bare", ("rect", (44, 77, 12, 4), 1, (200, 150, 80) if op > 0 else dark))]
        door_w = 28 * (1 - op)
        if door_w > 1.5:
            pieces.append(("rect", (36, 44, door_w, 42), 3, WOOD))
            if door_w > 10:
                pieces.append(("circle", (36 + door_w - 5, 67), 2.5, theme.GOLD))
        for y in (40, 56, 72):
            pieces.append(("bare", ("rect", (26, y, 8, 2), 1, (120, 114, 140))))
            pieces.append(("bare", ("rect", (66, y + 7, 8, 2), 1, (120, 114, 140))))
        return pieces
    if power == "accomplice":
        return [*_hood(64, 48, 17, (106, 200, 112)), *_hood(38, 58, 19, (86, 156, 245))]
    if power == "bruce":
        grey, pink = (178, 176, 192), (240, 150, 170)
        return [("cap", (70, 44), (88, 32), 3.6, theme.RED), ("cap", (70, 46), (90, 54), 3.6, theme.RED),
                ("circle", (29, 32), 14, grey), ("circle", (71, 32), 14, grey),
                ("bare", ("circle", (29, 32), 8, pink)), ("bare", ("circle", (71, 32), 8, pink)),
                ("ellipse", (23, 34, 54, 48), grey), ("bare", ("rect", (24, 38, 52, 7), 3, theme.RED)),
                ("bare", ("rect", (25, 47, 50, 13), 6, theme.INK)),
                ("bare", ("circle", (40, 53), 3.8, theme.WHITE)), ("bare", ("circle", (60, 53), 3.8, theme.WHITE)),
                ("circle", (50, 74), 4.2, pink)]
    if power == "beer":
        level = max(0.0, min(1.0, state if state >= 0 else 1.0))
        amber, glass = (244, 184, 62), (214, 228, 236)
        top, bottom = 36, 82
        fill_top = bottom - (bottom - top) * level
        pieces = [("cap", (62, 44), (76, 48), 4.5, glass), ("cap", (76, 48), (76, 66), 4.5, glass),
                  ("cap", (76, 66), (62, 70), 4.5, glass), ("rect", (26, top, 38, bottom - top), 7, glass)]
        if level > 0:
            pieces.append(("bare", ("rect", (29, fill_top, 32, bottom - fill_top - 3), 5, amber)))
            y0 = max(fill_top + 4, 44)
            for x in (36, 46, 55):
                pieces.append(("bare", ("rect", (x, y0, 3, max(1, bottom - 10 - y0)), 1, (255, 220, 130))))
        if level > 0.6:
            pieces += [("circle", (31, 34), 8, theme.WHITE), ("circle", (43, 30), 9.5, theme.WHITE),
                       ("circle", (55, 32), 8.5, theme.WHITE), ("circle", (63, 36), 5.5, theme.WHITE)]
        return pieces
    if power == "ambidextrous":
        cuff = (86, 60, 140)
        arrow = [("soft", ("cap", (30 + 40 * k / 8, 30 - 12 * math.sin(math.pi * k / 8)),
                  (30 + 40 * (k + 1) / 8, 30 - 12 * math.sin(math.pi * (k + 1) / 8)), 3.4, theme.WHITE))
                 for k in range(8)]
        return [*arrow, ("poly", [(63, 25), (79, 31), (66, 40)], theme.WHITE),
                *_mitten(32, 60, False, cuff), *_mitten(68, 60, True, cuff)]
    raise ValueError(f"power must be one of {', '.join(POWERS)}; got {power!r}")


def _draw_piece(surf: pygame.Surface, piece: tuple, colour, grow: float, k: float) -> None:
    kind = piece[0]
    if kind == "circle":
        (cx, cy), r = piece[1], piece[2]
        pygame.draw.circle(surf, colour, (cx * k, cy * k), (r + grow) * k)
    elif kind == "ellipse":
        x, y, w, h = piece[1]
        pygame.draw.ellipse(surf, colour, pygame.Rect(round((x - grow) * k), round((y - grow) * k),
                                                      round((w + 2 * grow) * k), round((h + 2 * grow) * k)))
    elif kind == "rect":
        (x, y, w, h), r = piece[1], piece[2]
        if w <= 0 or h <= 0:
            return
        pygame.draw.rect(surf, colour, pygame.Rect(round((x - grow) * k), round((y - grow) * k),
                                                   round((w + 2 * grow) * k), round((h + 2 * grow) * k)),
                         border_radius=max(0, round((r + grow) * k)))
    elif kind == "poly":
        pts = [(x * k, y * k) for x, y in piece[1]]
        pygame.draw.polygon(surf, colour, pts)
        if grow > 0:
            w = max(1, round(2 * grow * k))
            pygame.draw.lines(surf, colour, True, pts, w)
            for p in pts:
                pygame.draw.circle(surf, colour, p, grow * k)
    elif kind == "cap":
        (ax, ay), (bx, by), r = piece[1], piece[2], piece[3] + grow
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * r, dx / n * r
        pygame.draw.polygon(surf, colour, [((ax + nx) * k, (ay + ny) * k), ((bx + nx) * k, (by + ny) * k),
                                           ((bx - nx) * k, (by - ny) * k), ((ax - nx) * k, (ay - ny) * k)])
        pygame.draw.circle(surf, colour, (ax * k, ay * k), r * k)
        pygame.draw.circle(surf, colour, (bx * k, by * k), r * k)


def _colour_of(piece: tuple):
    return piece[-1]


@surface_cache(9)
def _shade(w: int, h: int) -> pygame.Surface:
    """Vertical multiply gradient: full light at the top, 68 % at the bottom."""
    strip = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        v = round(255 * (1.0 - 0.32 * (y / 63) ** 1.6))
        strip.set_at((0, y), (v, v, min(255, v + 8), 255))
    return pygame.transform.smoothscale(strip, (w, h))


def _quantise(state: float) -> float:
    return -1.0 if state < 0 else round(max(0.0, min(1.0, state)) * 8) / 8


@surface_cache(4)
def master_icon(power: str, state: float = -1.0) -> pygame.Surface:
    """``power``'s token drawn at :data:`MASTER` px (supersampled, outlined, shaded). ``state``: how open the
    passage / how full the beer (0..1; -1 = the resting picture). Cached. Raises ``ValueError`` for an unknown
    power."""
    pieces = _pictogram(power, state)
    k = MASTER * SS / 100
    size = round(100 * k)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = POWER_COLOURS[power]
    # the token: ink rim, gold ring, coloured face with a darker inner ring
    pygame.draw.circle(surf, theme.INK, (50 * k, 50 * k), 49 * k)
    pygame.draw.circle(surf, (214, 160, 52), (50 * k, 50 * k), 45 * k)
    pygame.draw.circle(surf, theme.INK, (50 * k, 50 * k), 40.5 * k)
    pygame.draw.circle(surf, colour, (50 * k, 50 * k), 39 * k)
    pygame.draw.circle(surf, tuple(max(0, c - 34) for c in colour), (50 * k, 50 * k), 39 * k, round(3 * k))
    # the pictogram: one outer ink rim around every outlined piece, then each piece's ink edge and fill
    for piece in pieces:
        if piece[0] == "soft":
            _draw_piece(surf, piece[1], theme.INK, OUTLINE, k)
        elif piece[0] != "bare" and _colour_of(piece) is not None:
            _draw_piece(surf, piece, theme.INK, OUTLINE, k)
    for piece in pieces:
        if piece[0] in ("bare", "soft"):
            _draw_piece(surf, piece[1], _colour_of(piece[1]), 0, k)
            continue
        if _colour_of(piece) is None:
            continue
        _draw_piece(surf, piece, theme.INK, EDGE, k)
        _draw_piece(surf, piece, _colour_of(piece), 0, k)
    surf.blit(_shade(size, size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    light = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(light, (34, 32, 26, 0), (size * 0.2, size * 0.1, size * 0.6, size * 0.28))
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return pygame.transform.smoothscale(surf, (MASTER, MASTER))


@surface_cache(4)
def power_icon(power: str, size: int = 96, state: float = -1.0) -> pygame.Surface:
    """``power``'s round token, ``size``×``size`` px (``state`` as in :func:`master_icon`, quantised to eighths).
    Cached; never draw on the result. Raises ``ValueError`` for an unknown power."""
    img = pygame.transform.smoothscale(master_icon(power, _quantise(state)), (size, size))
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


@surface_cache(4)
def _variant(power: str, size: int, state: float, angle: int, alpha: int) -> pygame.Surface:
    img = power_icon(power, size, state)
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    return img


def draw_power(surface: pygame.Surface, power: str, centre: tuple[float, float], size: int = 96,
               state: float = -1.0, angle: float = 0.0, alpha: int = 255) -> pygame.Rect:
    """Blit ``power``'s token centred at ``centre`` (px), ``size`` px wide (quantised to 4 px), tilted ``angle``
    degrees (quantised to 5°), faded to ``alpha`` (quantised to 16 steps). Returns the rect drawn."""
    size = max(8, round(size / 4) * 4)
    a = round(angle / 5) * 5 % 360
    alpha = max(0, min(255, round(alpha / 16) * 16))
    img = _variant(power, size, _quantise(state), a, alpha)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def warm(sizes: tuple[int, ...] = (64, 150)) -> None:
    """Draw every power's master and the given sizes now (≈ 10 ms each), so no frame pays for it later."""
    for power in POWERS:
        for size in sizes:
            power_icon(power, size)
