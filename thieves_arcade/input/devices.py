"""Devices become intents: two keyboard segments and one seat per SDL game controller, with hot-plug.

Bindings are data (:data:`KEYBOARD_BINDINGS`, :data:`CONTROLLER_BUTTONS`, key and button *names*), so remapping is a
settings change. Controllers are opened through SDL's game-controller mapping (``pygame._sdl2.controller``) and keyed
by their **instance id**; a pad sends both CONTROLLER* and JOY* events for one press, and only the CONTROLLER* ones are
read, so one physical pad never becomes two seats.
"""

from __future__ import annotations

import logging
import warnings

import pygame

from ..i18n import N_, _
from .intents import DeviceChange, Intent, IntentEvent

log = logging.getLogger(__name__)

#: Keyboard segment id -> {pygame key name: intent name}. Esc pauses for whichever segment is playing.
KEYBOARD_BINDINGS: dict[str, dict[str, str]] = {
    "kb:left": {"w": "up", "s": "down", "a": "left", "d": "right", "space": "confirm", "left shift": "back",
                "q": "alt", "tab": "alt", "escape": "pause"},
    "kb:right": {"up": "up", "down": "down", "left": "left", "right": "right", "return": "confirm",
                 "keypad enter": "confirm", "right shift": "back", "backspace": "back", "right ctrl": "alt",
                 "p": "pause"},
}
#: Names shown for the keyboard segments (English; :meth:`InputManager.name` translates them when asked).
KEYBOARD_NAMES = {"kb:left": N_("Keyboard (WASD)"), "kb:right": N_("Keyboard (arrows)")}
#: SDL game-controller button name -> intent name (SDL's standard mapping: "a" is the bottom face button).
CONTROLLER_BUTTONS: dict[str, str] = {
    "a": "confirm", "b": "back", "x": "alt", "y": "alt", "start": "pause", "back": "back",
    "dpup": "up", "dpdown": "down", "dpleft": "left", "dpright": "right",
}
_BUTTON_IDS = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y, "back": pygame.CONTROLLER_BUTTON_BACK, "start": pygame.CONTROLLER_BUTTON_START,
    "guide": pygame.CONTROLLER_BUTTON_GUIDE, "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
}
#: Stick deflection (0..1) past which the left stick counts as a direction; it must fall below half of it to re-arm.
STICK_THRESHOLD = 0.6


def _key_table(bindings: dict[str, dict[str, str]]) -> dict[int, tuple[str, Intent]]:
    table: dict[int, tuple[str, Intent]] = {}
    with warnings.catch_warnings():  # key_code only names keys; it needs no initialised display
        warnings.simplefilter("ignore")
        for device, keys in bindings.items():
            for key_name, intent in keys.items():
                try:
                    code = pygame.key.key_code(key_name)
                except ValueError:
                    raise ValueError(f"unknown key name {key_name!r} in the bindings of {device}") from None
                table[code] = (device, Intent(intent))
    return table


class InputManager:
    """Turns pygame events into :class:`IntentEvent` s and tracks which devices exist.

    ``process(event)`` returns a list of intent events (usually empty or one). Device arrivals and departures are
    queued in ``changes`` (a list of :class:`DeviceChange`) for the app to hand to scenes. ``devices`` maps every
    known device id to its display name (both keyboard segments always exist).
    """

    def __init__(self, keyboard: dict[str, dict[str, str]] | None = None,
                 buttons: dict[str, str] | None = None):
        self.keys = _key_table(keyboard or KEYBOARD_BINDINGS)
        self.buttons = {_BUTTON_IDS[name]: Intent(i) for name, i in (buttons or CONTROLLER_BUTTONS).items()}
        self.devices: dict[str, str] = dict(KEYBOARD_NAMES)
        self.pads: dict[int, object] = {}  # instance id -> pygame._sdl2.controller.Controller
        self.changes: list[DeviceChange] = []
        self._stick: dict[tuple[int, int], int] = {}  # (instance id, axis) -> -1/0/+1 latched direction
        self._controller = None
        try:
            from pygame._sdl2 import controller
            controller.init()
            self._controller = controller
        except (ImportError, pygame.error) as exc:  # pragma: no cover - SDL without game-controller support
            log.warning("no game-controller support: %s", exc)

    # ---- devices ------------------------------------------------------------------------------------------------
    def _add_pad(self, device_index: int) -> None:
        if self._controller is None:
            return
        try:
            if not self._controller.is_controller(device_index):
                return
            pad = self._controller.Controller(device_index)
            instance = pad.as_joystick().get_instance_id()
        except pygame.error as exc:
            log.warning("cannot open controller %s: %s", device_index, exc)
            return
        if instance in self.pads:  # the start-up device-added events repeat pads we already hold
            return
        self.pads[instance] = pad
        dev = f"pad:{instance}"
        self.devices[dev] = pad.name or "Controller"
        self.changes.append(DeviceChange(dev, True, self.devices[dev]))
        log.info("controller added: %s (%s)", dev, self.devices[dev])

    def _remove_pad(self, instance: int) -> None:
        pad = self.pads.pop(instance, None)
        if pad is None:
            return
        dev = f"pad:{instance}"
        name = self.devices.pop(dev, "Controller")
        try:
            pad.quit()
        except pygame.error:  # pragma: no cover
            pass
        for key in [k for k in self._stick if k[0] == instance]:
            del self._stick[key]
        self.changes.append(DeviceChange(dev, False, name))
        log.info("controller removed: %s", dev)

    def scan(self) -> None:
        """Open every controller already plugged in (also happens through the start-up device-added events)."""
        if self._controller is None:
            return
        for index in range(self._controller.get_count()):
            self._add_pad(index)

    def name(self, device: str) -> str:
        """The display name of ``device`` in the language in force (``"?"`` if unknown; a pad's SDL name as is)."""
        if device in KEYBOARD_NAMES:
            return _(KEYBOARD_NAMES[device])
        return self.devices.get(device, "?")

    # ---- events -------------------------------------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> list[IntentEvent]:
        """The intents ``event`` means (an empty list for most events). Updates devices on (un)plug events."""
        t = event.type
        if t == pygame.KEYDOWN:
            hit = self.keys.get(event.key)
            return [IntentEvent(hit[0], hit[1])] if hit else []
        if t == pygame.CONTROLLERBUTTONDOWN:
            intent = self.buttons.get(event.button)
            if intent is None or event.instance_id not in self.pads:
                return []
            return [IntentEvent(f"pad:{event.instance_id}", intent)]
        if t == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.instance_id, event.axis, event.value)
        if t == pygame.CONTROLLERDEVICEADDED:
            self._add_pad(event.device_index)
        elif t == pygame.CONTROLLERDEVICEREMOVED:
            self._remove_pad(event.instance_id)
        return []

    def _axis(self, instance: int, axis: int, raw: float) -> list[IntentEvent]:
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY) or instance not in self.pads:
            return []
        value = raw / 32767  # controller axis events carry ints in -32768..32767
        prev = self._stick.get((instance, axis), 0)
        if abs(value) >= STICK_THRESHOLD:
            direction = 1 if value > 0 else -1
        elif abs(value) < STICK_THRESHOLD / 2:
            direction = 0
        else:
            direction = prev
        self._stick[(instance, axis)] = direction
        if direction == 0 or direction == prev:
            return []
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            intent = Intent.RIGHT if direction > 0 else Intent.LEFT
        else:
            intent = Intent.DOWN if direction > 0 else Intent.UP
        return [IntentEvent(f"pad:{instance}", intent)]

    def take_changes(self) -> list[DeviceChange]:
        """The device changes since the last call (and forget them)."""
        out, self.changes = self.changes, []
        return out
