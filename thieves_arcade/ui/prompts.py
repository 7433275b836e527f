"""Button prompts in the glyphs of the device being asked: Xbox / PlayStation / Nintendo face buttons, or key caps.

A seat's device id (``"kb:left"``, ``"kb:right"``, ``"pad:<instance>"``) picks the family: a keyboard segment shows
its own keys (WASD / Space / Shift / Q / Esc for ``kb:left``; arrows / Enter / Shift / Ctrl / P for ``kb:right``), a
pad shows the face buttons of :func:`thieves_arcade.ui.glyphs.family_for` applied to its SDL name (looked up in
``app.input.devices``) and a drawn d-pad. :func:`intent_glyphs` gives the surfaces for one intent; in prompts
``Intent.LEFT`` means "left/right" and ``Intent.UP`` "up/down", so they show both keys (or both d-pad arms).

A prompt anyone may answer (no seat asked: title, lobby, menus) shows :func:`anyone_glyphs`: the keys of both
keyboard segments, preceded by the face button of the connected pads' family when a pad is connected — so a
keyboard player always finds their key, and a pad player theirs.
"""

from __future__ import annotations

import pygame

from ..input.intents import Intent
from . import text as _text
from . import theme
from .cache import surface_cache
from .glyphs import family_for, glyph
from .text import text

U, D, L, R = Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT
OK, BACK, ALT, PAUSE = Intent.CONFIRM, Intent.BACK, Intent.ALT, Intent.PAUSE

#: Keys drawn per keyboard segment and intent (``ui.glyphs`` key names), matching ``input.devices``' bindings.
SEGMENT_KEYS: dict[str, dict[Intent, tuple[str, ...]]] = {
    "kb:left": {U: ("w", "s"), D: ("s",), L: ("a", "d"), R: ("d",), OK: ("space",), BACK: ("shift",), ALT: ("q",),
                PAUSE: ("esc",)},
    "kb:right": {U: ("up", "down"), D: ("down",), L: ("left", "right"), R: ("right",), OK: ("enter",),
                 BACK: ("shift",), ALT: ("ctrl",), PAUSE: ("p",)},
}
#: Pad face button (by position) per intent.
PAD_BUTTONS = {OK: "south", BACK: "east", ALT: "west"}
#: D-pad arms lit per intent on a pad.
PAD_DIRS = {U: ("up", "down"), D: ("down",), L: ("left", "right"), R: ("right",)}


def device_family(app, device: str | None) -> str:
    """The glyph family for ``device``: ``"keyboard"`` for a keyboard segment, else the family of the pad's SDL name
    in ``app.input.devices`` (an unknown or unnamed pad → ``"xbox"``). ``None`` → ``"xbox"`` (anyone may press)."""
    if device is not None and device.startswith("kb:"):
        return "keyboard"
    if device is None:
        return "xbox"
    names = getattr(getattr(app, "input", None), "devices", None) or {}
    fam = family_for(names.get(device) or "pad")
    return "xbox" if fam == "keyboard" else fam


@surface_cache(4)
def plain_cap(label: str, size: int) -> pygame.Surface:
    """A rounded paper cap with ``label`` (``Start``), ``size`` px high (label at the 36 px minimum or more)."""
    face = text(label, max(theme.SMALL, int(size * 0.5)), theme.INK, "body")
    w = max(size, face.get_width() + 28)
    surf = pygame.Surface((w, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, size), border_radius=size // 4)
    pygame.draw.rect(surf, theme.PAPER, (3, 3, w - 6, size - 10), border_radius=size // 4 - 2)
    surf.blit(face, face.get_rect(center=(w / 2, size / 2 - 3)))
    return surf


@surface_cache(4)
def dpad(dirs: tuple[str, ...], size: int) -> pygame.Surface:
    """A d-pad ``size`` px square with the arms named in ``dirs`` (``up``/``down``/``left``/``right``) lit gold."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c, a = size / 2, size * 0.17
    arms = {"up": (c - a, 2, 2 * a, c - 2), "down": (c - a, c, 2 * a, c - 2), "left": (2, c - a, c - 2, 2 * a),
            "right": (c, c - a, c - 2, 2 * a)}
    for name, rect in arms.items():
        pygame.draw.rect(surf, theme.INK, pygame.Rect(rect).inflate(4, 4), border_radius=6)
        pygame.draw.rect(surf, theme.GOLD if name in dirs else theme.GREY, rect, border_radius=5)
    pygame.draw.rect(surf, theme.GREY, (c - a, c - a, 2 * a, 2 * a))
    return surf


def intent_glyphs(family: str, device: str | None, intent: Intent, size: int = 56) -> list[pygame.Surface]:
    """The glyph surfaces (``size`` px high) that show ``intent`` on ``device`` of ``family``.

    Keyboard: the caps of ``device``'s segment (``kb:right`` if ``device`` is not a segment). Pads: the face button,
    a lit d-pad for directions, a ``Start`` cap for pause. Raises ``ValueError`` for an intent with no control."""
    if family == "keyboard":
        keys = SEGMENT_KEYS[device if device in SEGMENT_KEYS else "kb:right"]
        if intent not in keys:
            raise ValueError(f"no key for {intent}; accepted: {', '.join(i.value for i in keys)}")
        return [glyph("keyboard", k, size) for k in keys[intent]]
    if intent in PAD_BUTTONS:
        return [glyph(family, PAD_BUTTONS[intent], size)]
    if intent in PAD_DIRS:
        return [dpad(PAD_DIRS[intent], size)]
    if intent == PAUSE:
        return [plain_cap("Start", size)]
    raise ValueError(f"no pad control for {intent}")


def connected_pads(app) -> list[str]:
    """The ids of the pads connected now (``app.input.devices``, in plug order). Without an app, one placeholder id
    per joystick pygame knows of (their family is then unknown: Xbox glyphs)."""
    devices = getattr(getattr(app, "input", None), "devices", None)
    if devices is not None:
        return [d for d in devices if d.startswith("pad:")]
    try:
        count = pygame.joystick.get_count() if pygame.joystick.get_init() else 0
    except pygame.error:
        count = 0
    return [f"pad:?{i}" for i in range(count)]


def noted(surface: pygame.Surface, label: str) -> pygame.Surface:
    """``surface`` (a glyph), made known to a running text probe (``ui.text.probing``) as ``[label]`` with the
    glyph's height as its size, so tests can read which buttons a prompt shows. Returns ``surface``."""
    if _text._probe is not None:
        _text._probe[id(surface)] = (f"[{label}]", surface.get_height(), surface)
    return surface


def device_glyphs(app, device: str | None, intent: Intent, size: int = 56) -> list[pygame.Surface]:
    """The glyphs of ``intent`` on the seat's ``device`` (its own keys or its pad's buttons only), noted for probes
    (keys as ``[space]``, pad buttons as ``[xbox south]``, a d-pad as ``[dpad]``)."""
    family = device_family(app, device)
    surfaces = intent_glyphs(family, device, intent, size)
    return [noted(g, name) for g, name in zip(surfaces, _glyph_names(family, device, intent), strict=True)]


def anyone_glyphs(app, intent: Intent, size: int = 56) -> list[pygame.Surface]:
    """The glyphs of ``intent`` for a prompt anyone may answer: the face button (or d-pad, ``Start``) of the first
    connected pad's family if a pad is connected, then the keys of both keyboard segments in segment order (a key
    both segments share, like Shift, once). Raises ``ValueError`` for an intent with no control."""
    out: list[pygame.Surface] = []
    pads = connected_pads(app)
    if pads:
        out += device_glyphs(app, pads[0], intent, size)
    keys: list[str] = []
    for segment in SEGMENT_KEYS.values():
        keys += [k for k in segment.get(intent, ()) if k not in keys]
    if not keys and not pads:
        raise ValueError(f"no key for {intent}")
    return out + [noted(glyph("keyboard", k, size), k) for k in keys]


def _glyph_names(family: str, device: str | None, intent: Intent) -> list[str]:
    """Probe names of what :func:`intent_glyphs` draws, in the same order."""
    if family == "keyboard":
        return list(SEGMENT_KEYS[device if device in SEGMENT_KEYS else "kb:right"][intent])
    if intent in PAD_BUTTONS:
        return [f"{family} {PAD_BUTTONS[intent]}"]
    if intent in PAD_DIRS:
        return ["dpad"]
    return ["start"]
