"""The one table of controls: which key or button means which intent, per keyboard segment and per pad family.

Everything that reads or shows a control derives from a :class:`Controls`: the input manager (``key_table``,
``pad_buttons``), the button prompts (``ui/prompts.py``: ``hint_keys``, ``pad_position``), How to play and every hint
drawn in a game (Morpion's throw keys are the segment's left / up / right). Nothing else lists a key.

Data
----
:data:`DEFAULT_KEYS` — per keyboard segment (``kb:left``, ``kb:right``), intent → pygame key names; the first key of
an intent is the one hints show. :data:`DEFAULT_PAD` — SDL game-controller button → intent, the same for every pad
(SDL's standard mapping: ``a`` is the bottom face button on Xbox / PlayStation / generic pads, and the button *labelled*
A — the right one — on Nintendo pads while ``SDL_GAMECONTROLLER_USE_BUTTON_LABELS`` is on, SDL2's default).

Remapping (the Settings → Controls screen, saved in ``settings.json``)
---------------------------------------------------------------------
- ``keys``: per segment, intent → keys, for the remappable intents :data:`REMAPPABLE` (confirm, back, alt, pause);
  directions stay. Saved as overrides only (``Controls.overrides()``; ``None`` = all defaults).
- ``pad_swap``: confirm and back swap on every pad (confirm on the right face button, back on the bottom one).
- :meth:`Controls.rebind` refuses, with a sentence for the player, a key that is global (F11), a direction of a
  segment, or a change that would leave a segment without a confirm or a back key (taking a key used by the other
  segment's only confirm, say).
"""

from __future__ import annotations

import copy
import dataclasses

from ..i18n import N_, _

INTENTS = ("up", "down", "left", "right", "confirm", "back", "alt", "pause")
#: The intents a player may rebind on a keyboard segment.
REMAPPABLE = ("confirm", "back", "alt", "pause")
#: Intents every segment must keep at least one key for.
ESSENTIAL = ("confirm", "back")
SEGMENTS = ("kb:left", "kb:right")
#: Keys that are the app's own (never an intent): fullscreen.
RESERVED = ("f11",)

DEFAULT_KEYS: dict[str, dict[str, tuple[str, ...]]] = {
    "kb:left": {"up": ("w",), "down": ("s",), "left": ("a",), "right": ("d",), "confirm": ("space",),
                "back": ("left shift",), "alt": ("q", "tab"), "pause": ("escape",)},
    "kb:right": {"up": ("up",), "down": ("down",), "left": ("left",), "right": ("right",),
                 "confirm": ("return", "keypad enter"), "back": ("right shift", "backspace"), "alt": ("right ctrl",),
                 "pause": ("p",)},
}
DEFAULT_PAD: dict[str, str] = {
    "a": "confirm", "b": "back", "x": "alt", "y": "alt", "start": "pause", "back": "back",
    "dpup": "up", "dpdown": "down", "dpleft": "left", "dpright": "right",
}
#: Pygame key name → the ``ui.glyphs`` key-cap name it is drawn as.
KEY_CAPS = {"left shift": "shift", "right shift": "shift", "return": "enter", "keypad enter": "enter",
            "escape": "esc", "right ctrl": "ctrl", "left ctrl": "ctrl", "backspace": "backspace", "tab": "tab",
            "space": "space", "up": "up", "down": "down", "left": "left", "right": "right"}
#: Face button *position* of SDL's ``a`` / ``b`` / ``x`` / ``y`` per family (Nintendo depends on the labels hint).
_POSITIONS = {"a": "south", "b": "east", "x": "west", "y": "north"}
_NINTENDO_LABELS = {"a": "east", "b": "south", "x": "north", "y": "west"}
SEGMENT_NAMES = {"kb:left": N_("Keyboard (WASD)"), "kb:right": N_("Keyboard (arrows)")}
#: The keyboard segments' short names, where the full one does not fit (a lobby seat card at 150 % text): still
#: which half of the keyboard the seat has.
SEGMENT_SHORT = {"kb:left": N_("WASD keys"), "kb:right": N_("Arrow keys")}
INTENT_NAMES = {"confirm": N_("Confirm"), "back": N_("Back"), "alt": N_("Extra action"), "pause": N_("Pause")}


def cap_of(key: str) -> str:
    """The key-cap name ``ui.glyphs`` draws for pygame key name ``key`` (a letter or digit stays itself; any other
    key is drawn with its name)."""
    return KEY_CAPS.get(key, key)


def check_overrides(value: object) -> dict:
    """The settings check of ``controls`` (``settings.json``): ``{segment: {intent: [key names]}}`` for known
    segments and remappable intents, 1 to 3 known pygame key names each. Returns a clean copy; raises
    ``ValueError`` naming what is wrong (the settings loader then falls back to the defaults)."""
    import pygame
    if not isinstance(value, dict):
        raise ValueError(f"{value!r:.60} is not an object")
    out: dict[str, dict[str, list[str]]] = {}
    for segment, intents in value.items():
        if segment not in SEGMENTS or not isinstance(intents, dict):
            raise ValueError(f"unknown keyboard segment {segment!r:.40}")
        out[segment] = {}
        for intent, keys in intents.items():
            if intent not in REMAPPABLE:
                raise ValueError(f"{segment}: {intent!r:.40} cannot be remapped ({', '.join(REMAPPABLE)} can)")
            if not isinstance(keys, list) or not 1 <= len(keys) <= 3 or not all(isinstance(k, str) for k in keys):
                raise ValueError(f"{segment}.{intent}: expected a list of 1 to 3 key names")
            for k in keys:
                try:
                    pygame.key.key_code(k)
                except ValueError:
                    raise ValueError(f"{segment}.{intent}: unknown key {k!r:.30}") from None
            out[segment][intent] = list(keys)
    problem = Controls.from_settings(out, False).problem()
    if problem:
        raise ValueError(problem)
    return out


@dataclasses.dataclass
class Controls:
    """The controls in force: ``keys`` (segment → intent → tuple of pygame key names) and ``pad_swap``.

    Build with :meth:`from_settings` (defaults plus the saved overrides); :meth:`overrides` is what to save."""

    keys: dict[str, dict[str, tuple[str, ...]]] = dataclasses.field(
        default_factory=lambda: {seg: dict(intents) for seg, intents in DEFAULT_KEYS.items()})  # tuples: shared
    pad_swap: bool = False

    @classmethod
    def from_settings(cls, overrides: dict | None, pad_swap: bool = False) -> Controls:
        """The defaults with ``overrides`` (as :func:`check_overrides` returns) applied."""
        out = cls(pad_swap=bool(pad_swap))
        for segment, intents in (overrides or {}).items():
            for intent, keys in intents.items():
                out.keys[segment][intent] = tuple(keys)
        return out

    @classmethod
    def of(cls, app) -> Controls:
        """The controls of ``app``'s settings (the defaults without an app or settings)."""
        s = getattr(app, "settings", None)
        return cls.from_settings(getattr(s, "controls", None), getattr(s, "pad_swap", False))

    def overrides(self) -> dict | None:
        """What differs from the defaults, for ``settings.json`` (``None`` when nothing does)."""
        out = {seg: {i: list(k) for i, k in intents.items() if tuple(k) != DEFAULT_KEYS[seg][i]}
               for seg, intents in self.keys.items()}
        out = {seg: intents for seg, intents in out.items() if intents}
        return out or None

    # ---- what input reads -----------------------------------------------------------------------------------
    def key_table(self) -> dict[str, dict[str, str]]:
        """Per segment, pygame key name → intent (the input manager's keyboard table)."""
        return {seg: {k: intent for intent, keys in intents.items() for k in keys} for seg, intents in
                self.keys.items()}

    def pad_buttons(self) -> dict[str, str]:
        """SDL button name → intent for every pad (confirm and back swapped with ``pad_swap``)."""
        out = dict(DEFAULT_PAD)
        if self.pad_swap:
            out["a"], out["b"] = "back", "confirm"
        return out

    # ---- what hints show -------------------------------------------------------------------------------------
    def hint_keys(self, segment: str, intent: str) -> tuple[str, ...]:
        """The key caps (``ui.glyphs`` names) a hint shows for ``intent`` on ``segment``: its first key (for
        up/left, the pair up+down / left+right, as prompts mean "move")."""
        keys = self.keys[segment]
        if intent in ("up", "left"):
            other = {"up": "down", "left": "right"}[intent]
            return cap_of(keys[intent][0]), cap_of(keys[other][0])
        return (cap_of(keys[intent][0]),)

    def pad_button(self, intent: str) -> str | None:
        """The SDL button a hint shows for ``intent`` on a pad (``a``, ``b``, ``x``…), ``None`` for directions and
        pause."""
        if intent == "alt":
            return "x"
        buttons = self.pad_buttons()
        return next((b for b in ("a", "b") if buttons[b] == intent), None)

    def pad_position(self, family: str, intent: str, labels: bool = True) -> str | None:
        """The face-button position (``south``, ``east``, ``west``, ``north``) a ``family`` pad shows for
        ``intent``: where SDL's button for it is. On a Nintendo pad with SDL's button labels on (``labels``), SDL's
        ``a`` is the right button (labelled A), so confirm shows A on the right and back B at the bottom."""
        button = self.pad_button(intent)
        if button is None:
            return None
        if family == "nintendo" and labels:
            return _NINTENDO_LABELS[button]
        return _POSITIONS[button]

    # ---- remapping -------------------------------------------------------------------------------------------
    def problem(self) -> str:
        """A sentence saying why these controls cannot be used ("" when they can): a segment without a confirm or
        a back key, or one key doing two things."""
        owner: dict[str, tuple[str, str]] = {}
        for seg in SEGMENTS:
            for intent in ESSENTIAL:
                if not self.keys[seg].get(intent):
                    return _("{segment} would have no {intent} key.").format(segment=_(SEGMENT_NAMES[seg]),
                                                                            intent=_(INTENT_NAMES[intent]).lower())
            for intent, keys in self.keys[seg].items():
                for k in keys:
                    if k in owner and owner[k] != (seg, intent):
                        return _("The key {key} would do two things.").format(key=k.upper())
                    owner[k] = (seg, intent)
        return ""

    def rebind(self, segment: str, intent: str, key: str) -> str:
        """Make ``key`` (a pygame key name) the key of ``intent`` on ``segment`` (it replaces the intent's keys;
        taken from wherever else it was bound). Returns "" when done, else the sentence saying why not (nothing
        changes then)."""
        if segment not in SEGMENTS or intent not in REMAPPABLE:
            return _("Only confirm, back, extra action and pause can be changed.")
        if key in RESERVED:
            return _("{key} toggles fullscreen; choose another key.").format(key=key.upper())
        trial = Controls({s: dict(i) for s, i in self.keys.items()}, self.pad_swap)
        for seg, intents in trial.keys.items():
            for other, keys in list(intents.items()):
                if key in keys and (seg, other) != (segment, intent):
                    if other not in REMAPPABLE:
                        return _("{key} moves {segment}; choose another key.").format(
                            key=key.upper(), segment=_(SEGMENT_NAMES[seg]))
                    intents[other] = tuple(k for k in keys if k != key)
        trial.keys[segment][intent] = (key,)
        problem = trial.problem()
        if problem:
            return problem + " " + _("The key was not changed.")
        self.keys = trial.keys
        return ""

    def reset(self) -> None:
        """Every key and the pad buttons back to the defaults."""
        self.keys = copy.deepcopy(DEFAULT_KEYS)
        self.pad_swap = False
