"""Button prompts in the glyphs of the device being asked: Xbox / PlayStation / Nintendo / generic face buttons, or
key caps — all derived from the one controls table (:mod:`thieves_arcade.input.controls`, remappable in Settings).

A seat's device id (``"kb:left"``, ``"kb:right"``, ``"pad:<instance>"``) picks the family: a keyboard segment shows
its own keys (as bound now: WASD / Space / Shift / Q / Esc for ``kb:left`` by default), a pad shows the face buttons
of its family — from SDL's controller type (``app.input.family``), never guessed from its name — and a drawn d-pad.
On a Nintendo pad, confirm is the button SDL calls ``a``: with SDL's button labels on (its default) that is the
button *labelled* A, on the right, so the hint shows A there (and back as B, at the bottom). :func:`intent_glyphs`
gives the surfaces for one intent; in prompts ``Intent.LEFT`` means "left/right" and ``Intent.UP`` "up/down", so
they show both keys (or both d-pad arms).

A prompt anyone may answer (no seat asked: title, lobby, menus, results) shows :func:`anyone_glyphs`: the face
button of **every** pad family connected (one glyph per family, in plug order), then the keys of both keyboard
segments — so a keyboard player always finds their key, and each pad player theirs. Without an ``app`` the prompts
use the running app's (:func:`use_app`, called by the app at start), so no screen shows Xbox buttons by default.
"""

from __future__ import annotations

import pygame

from ..input.controls import Controls
from ..input.intents import Intent
from . import text as _text
from . import theme
from .cache import surface_cache
from .glyphs import glyph

U, D, L, R = Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT
OK, BACK, ALT, PAUSE = Intent.CONFIRM, Intent.BACK, Intent.ALT, Intent.PAUSE

#: D-pad arms lit per intent on a pad.
PAD_DIRS = {U: ("up", "down"), D: ("down",), L: ("left", "right"), R: ("right",)}
#: The pause button's cap per pad family.
PAUSE_CAPS = {"playstation": "Options", "nintendo": "+"}
_app = None


def use_app(app) -> None:
    """Make ``app`` the one prompts ask when a caller gives none (the app calls it when it starts)."""
    global _app
    _app = app


def _the(app):
    return app if app is not None else _app


def controls(app=None) -> Controls:
    """The controls in force for ``app`` (its settings; the running app's without one; else the defaults)."""
    return Controls.of(_the(app))


def labels_on() -> bool:
    """Whether SDL maps Nintendo pads by their button labels (``input.sdl.uses_button_labels``)."""
    from ..input.sdl import uses_button_labels
    return uses_button_labels()


def device_family(app, device: str | None) -> str:
    """The glyph family for ``device``: ``"keyboard"`` for a keyboard segment, else its pad family from the input
    manager (SDL's controller type: ``xbox``, ``playstation``, ``nintendo``, ``generic``). A device that is not
    connected, or ``None`` → ``"generic"``."""
    if device is not None and device.startswith("kb:"):
        return "keyboard"
    inp = getattr(_the(app), "input", None)
    if device is None or inp is None:
        return "generic"
    fam = inp.family(device) if hasattr(inp, "family") else "generic"
    return "generic" if fam == "keyboard" else fam


@surface_cache(4)
def plain_cap(label: str, size: int, scale: float | None = None) -> pygame.Surface:
    """A rounded paper cap with ``label`` (``Start``), ``size`` px high: the label at the 36 px minimum (at the
    text size in force, ``scale``: part of the cache key, default :data:`theme.TEXT_SCALE`) or more, made smaller
    where its ink would not fit the cap's paper face with 4 px to spare above and below (a 40 px cap at 150 % text
    cut "Start" and "Options" through the middle: issue 21)."""
    del scale  # only a cache key: the cap is redrawn when the text size changes
    face_h = size - 10  # the paper face (the cap's rim and its shadow take the rest)
    px = theme.scaled_size(max(theme.SMALL, int(size * 0.5)))
    while True:
        face = theme.font_px(px, "body").render(label, True, theme.INK)
        ink = face.get_bounding_rect()
        if ink.height <= face_h - 8 or px <= 10:
            break
        px -= 2
    w = max(size, ink.width + 28)
    surf = pygame.Surface((w, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, size), border_radius=size // 4)
    pygame.draw.rect(surf, theme.PAPER, (3, 3, w - 6, face_h), border_radius=size // 4 - 2)
    surf.blit(face, (round(w / 2 - ink.centerx), round(3 + face_h / 2 - ink.centery)))
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


def intent_glyphs(family: str, device: str | None, intent: Intent, size: int = 56, app=None
                  ) -> list[pygame.Surface]:
    """The glyph surfaces (``size`` px high) that show ``intent`` on ``device`` of ``family``, as the controls of
    ``app`` bind it.

    Keyboard: the caps of ``device``'s segment (``kb:right`` if ``device`` is not a segment). Pads: the face button
    at the position the family shows for it, a lit d-pad for directions, the pause cap ("Start", "Options", "+").
    Raises ``ValueError`` for an intent with no control."""
    names = _glyph_names(family, device, intent, app)
    if family == "keyboard":
        return [glyph("keyboard", k, size) for k in names]
    if intent in PAD_DIRS:
        return [dpad(PAD_DIRS[intent], size)]
    if intent == PAUSE:
        return [plain_cap(PAUSE_CAPS.get(family, "Start"), size, theme.TEXT_SCALE)]
    return [glyph(family, names[0].split()[-1], size)]


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
    """``surface`` (a glyph), made known to a running text probe (``ui.probe.probing``) as ``[label]`` with the
    glyph's height as its size, so tests can read which buttons a prompt shows. Returns ``surface``."""
    if _text.NOTES is not None:
        _text.NOTES[id(surface)] = (f"[{label}]", surface.get_height(), surface)
    return surface


def device_glyphs(app, device: str | None, intent: Intent, size: int = 56) -> list[pygame.Surface]:
    """The glyphs of ``intent`` on the seat's ``device`` (its own keys or its pad's buttons only), noted for probes
    (keys as ``[space]``, pad buttons as ``[xbox south]``, a d-pad as ``[dpad]``)."""
    family = device_family(app, device)
    surfaces = intent_glyphs(family, device, intent, size, app)
    return [noted(g, name) for g, name in zip(surfaces, _glyph_names(family, device, intent, app), strict=True)]


def single_glyph(app, device: str | None, intent: Intent, size: int = 56) -> pygame.Surface:
    """One glyph for one intent on ``device``: its keyboard segment's first key for it (a direction is its own key,
    not the pair a "move" hint shows), or its pad's face button / d-pad arm / pause cap. How to play and Morpion's
    throw keys use it. Raises ``ValueError`` for an intent with no control."""
    family = device_family(app, device)
    if family == "keyboard":
        segment = device if device in ("kb:left", "kb:right") else "kb:right"
        from ..input.controls import cap_of
        return glyph("keyboard", cap_of(controls(app).keys[segment][intent.value][0]), size)
    if intent in PAD_DIRS:
        return dpad((intent.value,), size)
    return intent_glyphs(family, device, intent, size, app)[0]


def families_present(app) -> list[str]:
    """The pad families connected now, each once, in plug order."""
    out: list[str] = []
    for pad in connected_pads(app):
        fam = device_family(app, pad)
        if fam not in out:
            out.append(fam)
    return out


def anyone_glyphs(app, intent: Intent, size: int = 56) -> list[pygame.Surface]:
    """The glyphs of ``intent`` for a prompt anyone may answer: the face button (or d-pad, pause cap) of every pad
    family connected (one each, in plug order; one d-pad for all), then the keys of both keyboard segments in
    segment order (a key both segments share, like Shift, once). Raises ``ValueError`` for an intent with no
    control."""
    app = _the(app)
    out: list[pygame.Surface] = []
    families = families_present(app)
    for fam in families[:1] if intent in PAD_DIRS else families:
        out += [noted(g, n) for g, n in zip(intent_glyphs(fam, None, intent, size, app),
                                            _glyph_names(fam, None, intent, app), strict=True)]
    keys: list[str] = []
    for segment in ("kb:left", "kb:right"):
        keys += [k for k in _glyph_names("keyboard", segment, intent, app) if k not in keys]
    return out + [noted(glyph("keyboard", k, size), k) for k in keys]


def _glyph_names(family: str, device: str | None, intent: Intent, app=None) -> list[str]:
    """Probe names of what :func:`intent_glyphs` draws, in the same order. Raises ``ValueError`` for an intent with
    no control."""
    if not isinstance(intent, Intent):
        raise ValueError(f"no key or button for {intent!r}; accepted: {', '.join(i.value for i in Intent)}")
    c = controls(app)
    if family == "keyboard":
        return list(c.hint_keys(device if device in ("kb:left", "kb:right") else "kb:right", intent.value))
    if intent in PAD_DIRS:
        return ["dpad"]
    if intent == PAUSE:
        return ["start"]
    pos = c.pad_position(family, intent.value, labels_on())
    if pos is None:
        raise ValueError(f"no pad control for {intent}")
    return [f"{family} {pos}"]
