"""Controller button prompt glyphs, drawn at run time with pygame and cached.

``glyph(family, button, size=56)`` returns a surface for one button of a device family; ``family_for(name)`` guesses the
family from the SDL controller name. Families: ``xbox`` (A green, B red, X blue, Y yellow), ``playstation`` (cross,
circle, square, triangle), ``nintendo`` (B/A/Y/X at the south/east/west/north positions), ``keyboard`` (key caps).
Buttons are named by position — ``south``, ``east``, ``west``, ``north`` — or by the family's own label (``a``,
``cross``, …); keyboard keys by name (``space``, ``shift``, ``enter``, ``esc``, ``up``, ``down``, ``left``, ``right``,
``w``, ``a``, ``s``, ``d``, or any single letter/digit); key cap words are drawn in the language in force
(``thieves_arcade.i18n``: Space → Espace, Enter → Entrée, Shift → Maj, Esc → Échap in French). Unknown buttons
raise ``ValueError`` naming what is accepted.
"""

from __future__ import annotations

import math

import pygame

from thieves_arcade.i18n import N_, _, language
from thieves_arcade.ui import theme

from .cache import surface_cache

FAMILIES = ("xbox", "playstation", "nintendo", "keyboard")
POSITIONS = ("south", "east", "west", "north")
_INK = theme.INK

# label, fill colour, text/symbol colour for each position
_XBOX = {"south": ("A", (92, 186, 76)), "east": ("B", (222, 70, 62)), "west": ("X", (70, 130, 230)),
         "north": ("Y", (240, 196, 50))}
_PS = {"south": ("cross", (120, 160, 240)), "east": ("circle", (236, 96, 100)), "west": ("square", (226, 130, 200)),
       "north": ("triangle", (80, 200, 170))}
_NINTENDO = {"south": "B", "east": "A", "west": "Y", "north": "X"}
#: Key cap labels by key name: words are English source strings marked for the catalogue and translated when drawn
#: (French: Espace, Entrée, Maj, Échap, Ctrl); arrows are drawn as triangles, letters and digits as themselves.
_KEY_LABELS = {"space": N_("Space"), "shift": N_("Shift"), "enter": N_("Enter"), "return": N_("Enter"),
               "esc": N_("Esc"), "escape": N_("Esc"), "tab": N_("Tab"), "backspace": N_("Back"), "up": "up",
               "down": "down", "left": "left", "right": "right", "ctrl": N_("Ctrl"), "right ctrl": N_("Ctrl")}
_ARROWS = ("up", "down", "left", "right")


def family_for(controller_name: str | None) -> str:
    """The glyph family for an SDL controller name (``None`` or ``""`` → ``"keyboard"``; unknown pads → ``"xbox"``)."""
    if not controller_name:
        return "keyboard"
    n = controller_name.lower()
    if any(k in n for k in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")):
        return "playstation"
    if any(k in n for k in ("nintendo", "switch", "joy-con", "joycon", "pro controller", "8bitdo")):
        return "nintendo"
    if "keyboard" in n:
        return "keyboard"
    return "xbox"


def _position(family: str, button: str) -> str:
    b = button.lower()
    if b in POSITIONS:
        return b
    table = {"xbox": {v[0].lower(): k for k, v in _XBOX.items()},
             "playstation": {v[0]: k for k, v in _PS.items()},
             "nintendo": {v.lower(): k for k, v in _NINTENDO.items()}}[family]
    if b not in table:
        raise ValueError(f"unknown {family} button {button!r}; accepted: {', '.join(POSITIONS + tuple(table))}")
    return table[b]


def _ss_circle_button(size: int, fill, draw_inner) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss // 2
    r = c - 2 * ss
    pygame.draw.circle(big, (10, 6, 22, 120), (c + ss, c + 2 * ss), r)
    pygame.draw.circle(big, _INK, (c, c), r)
    pygame.draw.circle(big, fill, (c, c), r - 3 * ss)
    hl = tuple(min(255, int(v + (255 - v) * 0.35)) for v in fill)
    pygame.draw.circle(big, hl, (c, c - 2 * ss), r - 6 * ss, draw_top_left=True, draw_top_right=True)
    pygame.draw.circle(big, fill, (c, c + ss), r - 6 * ss)
    draw_inner(big, c, r, ss)
    return pygame.transform.smoothscale(big, (size, size))


def _letter(label: str, colour=theme.WHITE):
    def draw(big, c, r, ss):
        f = theme.font(int(r * 1.1), "title")
        outline = f.render(label, True, _INK)
        img = f.render(label, True, colour)
        rect = img.get_rect(center=(c, c + ss))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2), (-2, 2), (2, -2)):
            big.blit(outline, rect.move(dx * ss, dy * ss))
        big.blit(img, rect)
    return draw


def _ps_symbol(kind: str, colour):
    def draw(big, c, r, ss):
        w = max(2, int(r * 0.16))
        s = r * 0.42
        if kind == "cross":
            for a, b in (((c - s, c - s), (c + s, c + s)), ((c - s, c + s), (c + s, c - s))):
                pygame.draw.line(big, colour, a, b, w)
        elif kind == "circle":
            pygame.draw.circle(big, colour, (c, c), int(s * 1.05), w)
        elif kind == "square":
            pygame.draw.rect(big, colour, (c - s, c - s, 2 * s, 2 * s), w, border_radius=int(w / 2))
        else:
            pts = [(c + s * 1.15 * math.cos(math.radians(-90 + 120 * i)),
                    c + s * 0.2 + s * 1.15 * math.sin(math.radians(-90 + 120 * i))) for i in range(3)]
            pygame.draw.polygon(big, colour, pts, w)
    return draw


def _key_cap(label: str, size: int) -> pygame.Surface:
    ss = 4
    arrows = {"up": 0, "right": 90, "down": 180, "left": 270}
    f = theme.font(int(size * 0.42) * ss, "body")
    text_w = 0 if label in arrows else f.size(label)[0]
    w = max(size * ss, text_w + size * ss // 2)
    h = size * ss
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(big, _INK, (0, 0, w, h - ss), border_radius=12 * ss // 2)
    pygame.draw.rect(big, (170, 166, 190), (3 * ss, 3 * ss, w - 6 * ss, h - 7 * ss), border_radius=9 * ss // 2)
    pygame.draw.rect(big, theme.WHITE, (3 * ss, 3 * ss, w - 6 * ss, h - 13 * ss), border_radius=9 * ss // 2)
    cx, cy = w // 2, (h - 10 * ss) // 2 + 3 * ss
    if label in arrows:
        a = math.radians(arrows[label] - 90)
        s = h * 0.22
        pts = [(cx + s * math.cos(a), cy + s * math.sin(a)),
               (cx + s * math.cos(a + 2.4), cy + s * math.sin(a + 2.4)),
               (cx + s * math.cos(a - 2.4), cy + s * math.sin(a - 2.4))]
        pygame.draw.polygon(big, _INK, pts)
    else:
        img = f.render(label, True, _INK)
        big.blit(img, img.get_rect(center=(cx, cy)))
    return pygame.transform.smoothscale(big, (w // ss, h // ss))


def glyph(family: str, button: str, size: int = 56) -> pygame.Surface:
    """A ``size``-pixel-high prompt glyph for ``button`` of ``family`` (see the module docstring); cached, so the
    same button asked by position or by label is the same surface.

    Raises ``ValueError`` for an unknown family or button.
    """
    if family not in FAMILIES:
        raise ValueError(f"unknown glyph family {family!r}; accepted: {', '.join(FAMILIES)}")
    if family == "keyboard":
        b = button.lower()
        if b in _KEY_LABELS:
            label = _KEY_LABELS[b]
            return _draw(family, label if label in _ARROWS else _(label), size, language())
        if len(button) == 1 and button.isalnum():
            return _draw(family, button.upper(), size, language())
        raise ValueError(f"unknown key {button!r}; accepted: {', '.join(_KEY_LABELS)} or one letter/digit")
    return _draw(family, _position(family, button), size, language())


@surface_cache(4)
def _draw(family: str, pos: str, size: int, lang: str) -> pygame.Surface:
    """The drawn glyph; ``lang`` (the language in force) is part of the cache key so a language switch redraws the
    key caps in the new language."""
    if not pygame.font.get_init():
        pygame.font.init()
    if family == "keyboard":
        return _key_cap(pos, size)
    if family == "xbox":
        label, fill = _XBOX[pos]
        return _ss_circle_button(size, fill, _letter(label))
    if family == "playstation":
        kind, colour = _PS[pos]
        return _ss_circle_button(size, (52, 50, 70), _ps_symbol(kind, colour))
    return _ss_circle_button(size, (70, 66, 92), _letter(_NINTENDO[pos]))
