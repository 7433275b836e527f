"""Accessibility and pacing in force (issue 21): the colour palette, the motion policy, captions, text scale and the
overscan frame, read live from the app's settings.

The app hands its :class:`~thieves_arcade.app.settings.Settings` to :func:`use_settings` once; every lookup here reads
the settings object at call time, so a change on the Settings screen applies on the next frame with no restart.
Without settings (a bare tool, a test with no app) every lookup gives the normal behaviour.

- **Palettes** (:data:`PALETTES`): the colours that carry meaning — seat colours, Sticheln card colours, Pickpocket
  loot-line tints, the marked-note stamp — have one set per colour-vision deficiency, chosen so that every pair that
  must be told apart stays at least :data:`MIN_DELTA_E` apart in CAM02-UCS under a simulation of that deficiency
  (``tests/test_accessibility.py``, ``docs/accessibility.md``). Every such colour carries a symbol too (seat symbols,
  card symbols, loot icons, the stamp's "MARKED"). Sprites drawn in those colours (thieves, Gang tokens, cards, loot
  tiles, the stamp) are recoloured when loaded (:func:`recolour`).
- **Motion** (:class:`Motion`, :func:`motion`): the animation speed, the bot thinking pause and reduced motion (no
  shakes, no flashes, a quarter of the particles, animations a third shorter; every event is still shown).
- **Captions** (:func:`captions_on`): short words for the sounds that carry meaning, on by default when sound is
  muted.
- **Overscan** (:func:`overscan`, :func:`screen_rect`, :func:`present_scale`): how much of each edge the TV may hide.
  ``theme.SAFE`` (the title-safe rect every layout uses) derives from it (:func:`safe_rect`); beyond the usual 5 %
  the whole frame is shrunk when presented so nothing important is cut.
- **Text size** (:func:`text_scale`): 1.0, 1.25 or 1.5 (``ui.text`` scales every text it draws).
"""

from __future__ import annotations

import dataclasses

import numpy as np

#: Palette names as stored in settings.json (``off``: the normal colours).
PALETTE_NAMES = ("off", "deuteranopia", "protanopia", "tritanopia")
#: The smallest CAM02-UCS colour difference (ΔE) two meaning-carrying colours of one set may have under the palette's
#: simulated deficiency (severity 100 %) — the justification is in docs/accessibility.md.
MIN_DELTA_E = 12.0

#: Normal colours: seats (8, as ``theme.SEAT_COLOURS``), Sticheln colours (rules order), loot-line tints (purse, key,
#: vial, jewel: the art's ``ROW_TINT``), the marked-note stamp ink.
_BASE = {
    "seat": ((235, 87, 87), (86, 156, 245), (106, 200, 112), (245, 190, 60), (180, 110, 230), (240, 140, 60),
             (80, 205, 200), (236, 120, 190)),
    "card": ((222, 66, 60), (242, 140, 44), (236, 196, 40), (76, 172, 88), (66, 128, 222), (148, 88, 210),
             (236, 112, 176), (150, 98, 58)),
    "line": ((222, 170, 112), (246, 208, 96), (110, 206, 196), (236, 120, 150)),
    "stamp": ((210, 40, 50),),
}

#: Per palette, the replacement for every colour of :data:`_BASE` (same order). Found by a search that keeps each
#: colour near its hue (so "red" still reads as a red where the deficiency allows) while pushing every pair of a set
#: at least 16 ΔE apart under that deficiency's simulation (``tests/test_accessibility.py`` checks 12).
PALETTES: dict[str, dict[str, tuple]] = {
    "off": _BASE,
    "deuteranopia": {
        "seat": ((242, 96, 96), (56, 120, 215), (154, 255, 158), (236, 179, 51), (205, 138, 255), (173, 86, 0),
                 (10, 149, 144), (254, 132, 194)),
        "card": ((148, 0, 22), (220, 120, 23), (235, 198, 41), (42, 146, 68), (81, 148, 244), (126, 63, 198),
                 (151, 46, 102), (237, 171, 136)),
        "line": ((159, 116, 60), (232, 193, 78), (130, 231, 222), (234, 117, 150)),
        "stamp": ((40, 30, 150),),
    },
    "protanopia": {
        "seat": ((202, 62, 59), (36, 121, 232), (86, 147, 106), (166, 121, 5), (222, 157, 255), (255, 159, 83),
                 (114, 235, 231), (181, 75, 141)),
        "card": ((158, 11, 21), (223, 119, 47), (221, 178, 33), (104, 227, 142), (0, 90, 184), (191, 129, 251),
                 (137, 35, 93), (145, 96, 60)),
        "line": ((166, 121, 66), (229, 193, 82), (135, 233, 223), (238, 122, 151)),
        "stamp": ((40, 30, 150),),
    },
    "tritanopia": {
        "seat": ((201, 62, 53), (44, 120, 202), (102, 195, 105), (236, 180, 51), (159, 69, 205), (166, 142, 94),
                 (136, 239, 234), (221, 105, 174)),
        "card": ((153, 0, 19), (233, 126, 24), (176, 143, 0), (0, 107, 36), (92, 159, 255), (182, 124, 243),
                 (176, 66, 125), (249, 188, 132)),
        "line": ((255, 202, 140), (175, 144, 38), (58, 162, 153), (205, 94, 124)),
        "stamp": ((30, 30, 30),),
    },
}
#: The colour-vision deficiency each palette is made for, as colorspacious names it (tests simulate it).
CVD_TYPE = {"deuteranopia": "deuteranomaly", "protanopia": "protanomaly", "tritanopia": "tritanomaly"}
#: Sticheln colour names in rules order (``engine.sticheln.COLOURS``) and the loot lines, for lookups by name.
CARD_NAMES = ("red", "orange", "yellow", "green", "blue", "violet", "pink", "brown")
LINE_NAMES = ("purse", "key", "vial", "jewel")

#: Seconds a bot thinks, as a multiple of the table's ``think_delay``.
BOT_PAUSE = {"short": 0.4, "normal": 1.0, "long": 1.8}
#: Under reduced motion: animation time runs this much faster (a third shorter), particles are divided by this.
REDUCED_TIME = 1.5
REDUCED_PARTICLES = 4
#: The usual title-safe margin (fraction of the frame per side) the layouts were made for.
USUAL_OVERSCAN = 0.05

_settings = None


def use_settings(settings) -> None:
    """Read every accessibility lookup from ``settings`` (a :class:`~thieves_arcade.app.settings.Settings`, or
    ``None``: the normal behaviour) from now on, and put its palette and overscan in force."""
    global _settings
    _settings = settings
    refresh()


_in_force: dict = {"palette": "off", "overscan": 5, "text": 100}


def refresh() -> None:
    """Put the settings' palette, overscan and text size in force where they are cached: ``theme.SAFE``,
    ``theme.TEXT_SCALE`` and ``theme.SEAT_COLOURS`` are rebuilt, and every drawing cache is cleared when the
    palette or text size changed (recoloured sprites, rendered text). Cheap when nothing changed."""
    from . import theme
    from .cache import clear_all
    pal, over, size = palette(), round(overscan() * 100), round(text_scale() * 100)
    theme.SEAT_COLOURS[:] = list(colours("seat"))
    theme.SAFE = safe_rect()
    theme.TEXT_SCALE = size / 100
    if (pal, size) != (_in_force["palette"], _in_force["text"]):
        clear_all()
    _in_force.update(palette=pal, overscan=over, text=size)


def _get(name: str, default):
    return getattr(_settings, name, default) if _settings is not None else default


# ---- palette -------------------------------------------------------------------------------------------------------
def palette() -> str:
    """The palette in force: one of :data:`PALETTE_NAMES`."""
    name = _get("palette", "off")
    return name if name in PALETTES else "off"


def colours(kind: str, name: str | None = None) -> tuple:
    """The colours of set ``kind`` (``seat``, ``card``, ``line``, ``stamp``) in ``name`` (default: the palette in
    force). Raises ``KeyError`` for an unknown set or palette."""
    return PALETTES[name or palette()][kind]


def contrast_ratio(a: tuple, b: tuple) -> float:
    """The WCAG 2 contrast ratio (1–21) between sRGB colours ``a`` and ``b`` (0–255 per channel; alpha ignored),
    from their relative luminances (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio)."""
    def luminance(c: tuple) -> float:
        def channel(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(v) for v in c[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def plate_for(colour: tuple) -> tuple:
    """The plate to put behind a word drawn in ``colour`` so it reads on any backdrop: ``theme.INK`` or
    ``theme.PAPER``, whichever contrasts more with it (issue 21: Sticheln's green "led:" word on the green felt).
    Every Sticheln colour of every palette keeps at least WCAG's 3:1 for large text on its plate
    (``tests/test_readability.py``)."""
    from . import theme
    dark, light = theme.INK, theme.PAPER
    return dark if contrast_ratio(colour, dark) >= contrast_ratio(colour, light) else light


def legible_on(colour: tuple, plate: tuple, need: float = 4.5) -> tuple[int, int, int]:
    """``colour`` (sRGB, 0–255 per channel) moved towards white on a dark ``plate`` (towards black on a light one)
    in 5 % steps until it keeps WCAG's contrast ratio ``need`` (default 4.5:1, body text) against the plate: the
    same hue, lighter or darker as little as it takes; as given when it already does. Issue 21: Sticheln's red
    word (4.2:1) on its dark plate in the "led:" line."""
    target = (255, 255, 255) if contrast_ratio(plate, (0, 0, 0)) < contrast_ratio(plate, (255, 255, 255)) \
        else (0, 0, 0)
    out = tuple(int(v) for v in colour[:3])
    for step in range(1, 21):
        if contrast_ratio(out, plate) >= need:
            break
        out = tuple(round(c + (t - c) * step / 20) for c, t in zip(colour[:3], target, strict=True))
    return out


def card_colour(colour: str) -> tuple | None:
    """The display colour of Sticheln colour ``colour`` ("red" …) in the palette in force, or ``None`` for a name
    that is not a Sticheln colour (the standard deck's suits keep theirs)."""
    if colour in CARD_NAMES:
        return colours("card")[CARD_NAMES.index(colour)]
    return None


def swaps_for(sprite_name: str, name: str | None = None) -> list[tuple[tuple, tuple]]:
    """The (normal colour, palette colour) pairs sprite ``sprite_name`` is recoloured with in palette ``name``
    (default: in force); empty when it is drawn as it is."""
    name = name or palette()
    if name == "off":
        return []
    kind, index = None, None
    parts = sprite_name.split("_")
    if parts[0] in ("thief", "gang") and len(parts) == 2 and parts[1].isdigit():
        kind, index = "seat", int(parts[1])
    elif parts[0] == "card" and len(parts) == 3 and parts[1] in CARD_NAMES:
        kind, index = "card", CARD_NAMES.index(parts[1])
    elif parts[0] == "loot" and len(parts) == 2:
        return [(a, b) for k, (a, b) in enumerate(zip(_BASE["line"], colours("line", name), strict=True))
                if parts[1][k:k + 1] not in ("0", "")]
    elif sprite_name == "stamp_marked":
        kind, index = "stamp", 0
    if kind is None or index >= len(_BASE[kind]):
        return []
    return [(_BASE[kind][index], colours(kind, name)[index])]


#: Paper and ink of the art: never recoloured, even where they lie close to a tint's light or dark end.
_KEEP = ((244, 232, 206), (24, 20, 38), (250, 248, 240))


def recolour(rgb: np.ndarray, pairs: list[tuple[tuple, tuple]], tol: float = 20.0) -> np.ndarray:
    """``rgb`` (an ``(w, h, 3)`` uint8 array) with every pixel that is a tint of a pair's first colour ``c`` —
    ``c`` lightened towards white (``c + a·(255 − c)``, ``a`` ≤ 0.8) or darkened towards black (``b·c``, ``b`` ≥ 0.45),
    within ``tol`` (RGB distance) — replaced by the same tint of the pair's second colour. Paper, ink and white
    (:data:`_KEEP`) stay. Returns a new array; the input is not changed."""
    px = rgb.astype(np.float32)
    out = px.copy()
    keep = np.zeros(px.shape[:2], bool)
    for k in _KEEP:  # paper, ink, white and their shaded versions (the art's gradients darken them a little)
        k = np.array(k, np.float32)
        shade = np.clip((px @ k) / float(k @ k), 0.75, 1.05)
        keep |= np.linalg.norm(px - shade[..., None] * k, axis=-1) < 16
    best = np.full(px.shape[:2], tol)
    for src, dst in pairs:
        c = np.array(src, np.float32)
        t = np.array(dst, np.float32)
        up = 255 - c
        a = np.clip(((px - c) @ up) / max(1.0, float(up @ up)), 0.0, 0.8)
        light = c + a[..., None] * up
        r_light = np.linalg.norm(px - light, axis=-1)
        b = np.clip((px @ c) / max(1.0, float(c @ c)), 0.45, 1.0)
        dark = b[..., None] * c
        r_dark = np.linalg.norm(px - dark, axis=-1)
        use_light = r_light <= r_dark
        r = np.where(use_light, r_light, r_dark)
        hit = (r < best) & ~keep
        new = np.where(use_light[..., None], t + a[..., None] * (255 - t), b[..., None] * t)
        out[hit] = new[hit] + (px[hit] - np.where(use_light[..., None], light, dark)[hit])  # keep the shading
        best = np.where(hit, r, best)
    return np.clip(out, 0, 255).astype(np.uint8)


# ---- motion and pacing --------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Motion:
    """The motion policy: ``speed`` (animation speed multiplier, 0.5–2), ``reduced`` (reduced motion),
    ``bot_pause`` (a multiple of the bots' thinking time). Tables and widgets ask it instead of reading settings.

    Rules: reduced motion never removes an event's animation — it runs :data:`REDUCED_TIME` faster, shakes become
    still, flashes vanish (the words and marks that go with them stay), particles are a quarter."""

    speed: float = 1.0
    reduced: bool = False
    bot_pause: float = 1.0

    @property
    def time_scale(self) -> float:
        """How many seconds of animation one second of game time plays (speed × the reduced-motion hurry)."""
        return self.speed * (REDUCED_TIME if self.reduced else 1.0)

    def shake(self, offset: float) -> float:
        """A shake or wobble offset (px) as drawn: 0 under reduced motion."""
        return 0.0 if self.reduced else offset

    def flash(self, alpha: float) -> float:
        """A flash's opacity (0–255) as drawn: 0 under reduced motion."""
        return 0.0 if self.reduced else alpha

    def particles(self, count: int) -> int:
        """How many of ``count`` particles a burst emits (a quarter under reduced motion, at least 1 if any)."""
        if not self.reduced or count <= 0:
            return count
        return max(1, count // REDUCED_PARTICLES)


def motion() -> Motion:
    """The motion policy of the settings in force."""
    return Motion(float(_get("anim_speed", 1.0)), bool(_get("reduced_motion", False)),
                  BOT_PAUSE.get(_get("bot_pause", "normal"), 1.0))


# ---- captions -----------------------------------------------------------------------------------------------------
def captions_on(audio=None) -> bool:
    """Whether sound captions show: the setting ``on``; or ``auto`` (the default) while sound is muted — the master
    or effects volume at 0 in Settings, or ``audio.muted`` set (an audio object that knows it is muted)."""
    mode = _get("captions", "auto")
    if mode in ("on", "off"):
        return mode == "on"
    muted = float(_get("volume_master", 0.8)) <= 0.0 or float(_get("volume_sfx", 1.0)) <= 0.0
    return muted or bool(getattr(audio, "muted", False))


# ---- text size and overscan ---------------------------------------------------------------------------------------
def text_scale() -> float:
    """The text size in force as a factor (1.0, 1.25, 1.5)."""
    return int(_get("text_size", 100)) / 100


def overscan() -> float:
    """How much of each edge the screen may hide, as a fraction of the frame per side (0.0–0.10)."""
    return max(0, min(10, int(_get("overscan", 5)))) / 100


def inset(fraction: float, size: tuple[int, int] = (1920, 1080)) -> tuple[int, int, int, int]:
    """The rect (x, y, w, h) of a ``size`` frame inset by ``fraction`` of its width / height on each side."""
    w, h = size
    dx, dy = round(w * fraction), round(h * fraction)
    return dx, dy, w - 2 * dx, h - 2 * dy


def present_scale() -> float:
    """How much the finished frame is shrunk (about its centre) when presented: 1 up to the usual 5 % overscan, then
    so that the usual title-safe rect lands exactly inside the visible part of the screen."""
    return min(1.0, (1 - 2 * overscan()) / (1 - 2 * USUAL_OVERSCAN))


def safe_rect() -> tuple[int, int, int, int]:
    """The title-safe rect on the logical 1920×1080 frame: the frame inset by the overscan (up to 5 %); beyond, the
    usual one (the shrunk presentation brings it inside the visible part)."""
    return inset(min(overscan(), USUAL_OVERSCAN))


def screen_rect(size: tuple[int, int] = (1920, 1080)) -> tuple[int, int, int, int]:
    """The part of a ``size`` screen the player said is visible (the overscan frame)."""
    return inset(overscan(), size)


def to_screen(rect, size: tuple[int, int] = (1920, 1080)) -> tuple[float, float, float, float]:
    """Where logical ``rect`` (x, y, w, h on the 1920×1080 frame) lands on a ``size`` screen: the frame scaled to fit
    (letterboxed) and shrunk by :func:`present_scale` about the centre."""
    x, y, w, h = rect
    fit = min(size[0] / 1920, size[1] / 1080) * present_scale()
    ox, oy = size[0] / 2 - 960 * fit, size[1] / 2 - 540 * fit
    return ox + x * fit, oy + y * fit, w * fit, h * fit
