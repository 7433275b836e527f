"""Devices become intents: two keyboard segments and one seat per SDL game controller, with hot-plug.

Bindings are data from the one controls table (:mod:`thieves_arcade.input.controls`: key and button *names*), so
remapping is a settings change (:meth:`InputManager.apply_controls`).
Controllers are opened through SDL's game-controller mapping (``pygame._sdl2.controller``) and keyed
by their **instance id**; a pad sends both CONTROLLER* and JOY* events for one press, and only the CONTROLLER* ones are
read, so one physical pad never becomes two seats.
"""

from __future__ import annotations

import logging
import queue
import warnings

import pygame

from ..i18n import _
from . import sdl
from .binding import DeviceInfo
from .controls import DEFAULT_PAD, SEGMENT_NAMES, Controls
from .intents import DeviceChange, Intent, IntentEvent

log = logging.getLogger(__name__)

#: Keyboard segment id -> {pygame key name: intent name}: the defaults of the one controls table
#: (:mod:`thieves_arcade.input.controls`); the keys in force follow the player's remapping (:meth:`InputManager.
#: apply_controls`). Esc pauses for whichever segment is playing.
KEYBOARD_BINDINGS: dict[str, dict[str, str]] = Controls().key_table()
#: Names shown for the keyboard segments (English; :meth:`InputManager.name` translates them when asked).
KEYBOARD_NAMES = dict(SEGMENT_NAMES)
#: SDL game-controller button name -> intent name (SDL's standard mapping: "a" is the bottom face button; on a
#: Nintendo pad, with SDL's button labels on, the one labelled A).
CONTROLLER_BUTTONS: dict[str, str] = dict(DEFAULT_PAD)
_BUTTON_IDS = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y, "back": pygame.CONTROLLER_BUTTON_BACK, "start": pygame.CONTROLLER_BUTTON_START,
    "guide": pygame.CONTROLLER_BUTTON_GUIDE, "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
}
#: Stick deflection (0..1) at which the left stick pushes a direction, and below which (on the pushed axis) it lets go.
#: The band between is the hysteresis: noise at rest (≤ 0.25) never pushes, and a stick that only relaxes to about
#: 35 % between two deliberate pushes still counts both.
STICK_PRESS = 0.5
STICK_RELEASE = 0.4
#: Held directions (keys, d-pad, stick) repeat after this many seconds, then this many times a second.
REPEAT_DELAY = 0.4
REPEAT_RATE = 8.0
_DIRECTIONS = (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)


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


def pad_family(sdl_family: str, name: str | None) -> str:
    """A pad's glyph family: SDL's controller type (``sdl_family``, from :func:`thieves_arcade.input.sdl.
    controller_family`) when SDL knows it; for an unknown type, the pad's name if it says so plainly
    ("DualSense", "Switch"…); else ``"generic"`` (neutral glyphs by position)."""
    if sdl_family != "generic":
        return sdl_family
    n = (name or "").lower()
    if any(k in n for k in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")):
        return "playstation"
    if any(k in n for k in ("nintendo", "switch", "joy-con", "joycon")):
        return "nintendo"
    if any(k in n for k in ("xbox", "xinput", "x-box")):
        return "xbox"
    return "generic"


class InputManager:
    """Turns pygame events into :class:`IntentEvent` s and tracks which devices exist.

    ``process(event)`` returns a list of intent events (usually empty or one); ``update(dt)`` the repeats of held
    directions (:data:`REPEAT_DELAY`, :data:`REPEAT_RATE`); ``poll()`` what other device kinds (phones) sent through
    :meth:`attach` / :meth:`emit` / :meth:`detach` (thread-safe). Device arrivals and departures are queued in
    ``changes`` (a list of :class:`DeviceChange`) for the app to hand to scenes. ``devices`` maps every known device
    id to its display name (both keyboard segments always exist); :meth:`info` gives its
    :class:`~thieves_arcade.input.binding.DeviceInfo` (identity, family). ``pumps`` counts input pumps (frames):
    every intent carries the number of the pump its press began in (:attr:`IntentEvent.pump`).
    """

    def __init__(self, keyboard: dict[str, dict[str, str]] | None = None,
                 buttons: dict[str, str] | None = None):
        self.keys = _key_table(keyboard or KEYBOARD_BINDINGS)
        self.buttons = {_BUTTON_IDS[name]: Intent(i) for name, i in (buttons or CONTROLLER_BUTTONS).items()}
        self.devices: dict[str, str] = dict(KEYBOARD_NAMES)
        self.infos: dict[str, DeviceInfo] = {d: DeviceInfo(d, "kb", d, True, n, "keyboard")
                                             for d, n in KEYBOARD_NAMES.items()}
        self.pads: dict[int, object] = {}  # instance id -> pygame._sdl2.controller.Controller
        self.changes: list[DeviceChange] = []
        self.pumps = 0
        self.rumble_enabled = True
        self._stick: dict[int, tuple[Intent | None, float, float]] = {}  # instance -> (latched, x, y)
        self._spent: set[int] = set()  # pads whose stick let go of a push but is not back near the centre yet
        #: Held directions: (device, source) -> [intent, pump it began in, seconds held, repeats sent]
        self._held: dict[tuple[str, object], list] = {}
        #: Every key and button down now: (device, source) -> intent (issue 21: a confirm held as the results
        #: appeared acted by itself; a second key-down of a source still down is a repeat, not a press)
        self._down: dict[tuple[str, object], Intent] = {}
        self._queue: queue.SimpleQueue = queue.SimpleQueue()  # other kinds' (attach/emit/detach) from any thread
        self._capture = None  # a callable taking the next key's name (Settings → Controls), or None
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
            joystick = pad.as_joystick()
            instance = joystick.get_instance_id()
            guid = joystick.get_guid()
        except pygame.error as exc:
            log.warning("cannot open controller %s: %s", device_index, exc)
            return
        if instance in self.pads:  # the start-up device-added events repeat pads we already hold
            return
        self.pads[instance] = pad
        dev = f"pad:{instance}"
        name = pad.name or "Controller"
        serial = sdl.joystick_serial(instance)
        info = DeviceInfo(dev, "pad", f"pad:{guid}:{serial}" if serial else f"pad:{guid}", bool(serial), name,
                          pad_family(sdl.controller_family(instance), name), sdl.player_index(instance))
        self.devices[dev] = name
        self.infos[dev] = info
        self.changes.append(DeviceChange(dev, True, name, info.identity))
        log.info("controller added: %s (%s, %s, %s, slot %s)", dev, name, info.family, info.identity, info.slot)

    def _remove_pad(self, instance: int) -> None:
        pad = self.pads.pop(instance, None)
        if pad is None:
            return
        dev = f"pad:{instance}"
        try:
            pad.quit()
        except pygame.error:  # pragma: no cover
            pass
        self._stick.pop(instance, None)
        self._spent.discard(instance)
        self._gone(dev)
        log.info("controller removed: %s", dev)

    def _gone(self, dev: str) -> None:
        name = self.devices.pop(dev, "?")
        info = self.infos.pop(dev, None)
        for key in [k for k in self._held if k[0] == dev]:
            del self._held[key]
        for key in [k for k in self._down if k[0] == dev]:
            del self._down[key]
        self.changes.append(DeviceChange(dev, False, name, info.identity if info else ""))

    def scan(self) -> None:
        """Open every controller already plugged in (also happens through the start-up device-added events)."""
        if self._controller is None:
            return
        for index in range(self._controller.get_count()):
            self._add_pad(index)

    def capture_key(self, callback) -> None:
        """Hand the next key press to ``callback(key_name)`` (a pygame key name) instead of turning it into an
        intent (``None``: stop). The Controls screen uses it to rebind a key."""
        self._capture = callback

    def apply_controls(self, controls: Controls) -> None:
        """Read keys and pad buttons from ``controls`` from now on (a remapping in Settings takes effect at once)."""
        self.keys = _key_table(controls.key_table())
        self.buttons = {_BUTTON_IDS[name]: Intent(i) for name, i in controls.pad_buttons().items()}
        self._held.clear()

    def info(self, device: str) -> DeviceInfo | None:
        """The :class:`~thieves_arcade.input.binding.DeviceInfo` of connected ``device``, or ``None``."""
        return self.infos.get(device)

    def family(self, device: str | None) -> str:
        """The glyph family of ``device``: ``keyboard``, ``xbox``, ``playstation``, ``nintendo``, ``generic`` (or a
        device kind's own); a device not connected (or ``None``) → ``generic``."""
        found = self.infos.get(device) if device is not None else None
        if found is not None:
            return found.family
        if device in self.devices:  # a device named by a test or an older caller, with no info: guess by name
            return pad_family("generic", self.devices[device])
        return "generic"

    def name(self, device: str) -> str:
        """The display name of ``device`` in the language in force (``"?"`` if unknown). A pad's SDL name as is,
        numbered ("… #2") when another connected pad has the same name, in plug order."""
        if device in KEYBOARD_NAMES:
            return _(KEYBOARD_NAMES[device])
        name = self.devices.get(device)
        if name is None:
            return "?"
        same = [d for d, n in self.devices.items() if n == name and d not in KEYBOARD_NAMES]
        return f"{name} #{same.index(device) + 1}" if len(same) > 1 else name

    def rumble(self, device: str | None, strength: float = 0.6, ms: int = 250) -> bool:
        """Rumble ``device``'s pad (``strength`` 0..1 on both motors, for ``ms`` milliseconds) through pygame-ce's
        ``Controller.rumble``. Silently ``False`` when rumble is off (:attr:`rumble_enabled`), the device is not a
        pad, or the pad cannot rumble. Never raises."""
        if not self.rumble_enabled or device is None or not device.startswith("pad:"):
            return False
        try:
            pad = self.pads.get(int(device[4:]))
        except ValueError:
            return False
        if pad is None:
            return False
        s = max(0.0, min(1.0, strength))
        try:
            return bool(pad.rumble(s, s, int(ms)))
        except (pygame.error, AttributeError):  # a pad without motors, an SDL without haptics
            return False

    # ---- other device kinds (phones): thread-safe ----------------------------------------------------------------
    def attach(self, device: str, info: DeviceInfo) -> None:
        """A device of another kind connected (see :mod:`thieves_arcade.input.binding`); delivered on the next
        :meth:`poll`. Thread-safe."""
        self._queue.put(("attach", device, info))

    def emit(self, device: str, intent: Intent, action: str | None = None) -> None:
        """Device ``device`` (of another kind) sends ``intent`` (and maybe an action text). Thread-safe."""
        self._queue.put(("emit", device, (Intent(intent), action)))

    def detach(self, device: str) -> None:
        """Device ``device`` (of another kind) went away. Thread-safe."""
        self._queue.put(("detach", device, None))

    def poll(self) -> list[IntentEvent]:
        """What other device kinds sent since the last call: their intents (changes go to ``changes``)."""
        out: list[IntentEvent] = []
        while True:
            try:
                what, device, payload = self._queue.get_nowait()
            except queue.Empty:
                return out
            if what == "attach":
                self.devices[device] = payload.name or device
                self.infos[device] = payload
                self.changes.append(DeviceChange(device, True, payload.name, payload.identity))
            elif what == "detach" and device in self.devices:
                self._gone(device)
            elif what == "emit" and device in self.devices:
                out.append(IntentEvent(device, payload[0], action=payload[1], pump=self.pumps))

    # ---- events -------------------------------------------------------------------------------------------------
    def begin_pump(self) -> int:
        """Start a new input pump (the app calls it once per frame before reading events); returns its number."""
        self.pumps += 1
        return self.pumps

    def held(self, device: str, intent: Intent) -> bool:
        """Whether a key or button of ``device`` meaning ``intent`` is down now (pressed, not released yet): a
        table keeps fast-forwarding while a seat holds confirm."""
        return any(d == device and i == intent for (d, _source), i in self._down.items())

    def _press(self, device: str, intent: Intent, source: object) -> list[IntentEvent]:
        if (device, source) in self._down:  # down already, never released: a repeat (the OS's, a remote's), no
            return []  # press — a confirm held into a new screen acts only once released and pressed again
        self._down[(device, source)] = intent
        if intent in _DIRECTIONS:
            self._held[(device, source)] = [intent, self.pumps, 0.0, 0]
        return [IntentEvent(device, intent, pump=self.pumps)]

    def _release(self, device: str, source: object) -> None:
        self._held.pop((device, source), None)
        self._down.pop((device, source), None)

    def process(self, event: pygame.event.Event) -> list[IntentEvent]:
        """The intents ``event`` means (an empty list for most events). Updates devices on (un)plug events and the
        held directions on key/button releases."""
        t = event.type
        if t == pygame.KEYDOWN and self._capture is not None:  # the Controls screen waits for a key: raw
            self._capture(pygame.key.name(event.key))
            return []
        if t == pygame.KEYDOWN:
            hit = self.keys.get(event.key)
            return self._press(hit[0], hit[1], ("key", event.key)) if hit else []
        if t == pygame.KEYUP:
            for key in [k for k in self._down if k[1] == ("key", event.key)]:  # a key rebound while it was down too
                self._release(key[0], key[1])
            hit = self.keys.get(event.key)
            if hit:
                self._release(hit[0], ("key", event.key))
            return []
        if t == pygame.WINDOWFOCUSLOST:  # its key-ups go to another window: nothing stays down
            self._down.clear()
            self._held.clear()
            return []
        if t == pygame.CONTROLLERBUTTONDOWN:
            intent = self.buttons.get(event.button)
            if intent is None or event.instance_id not in self.pads:
                return []
            return self._press(f"pad:{event.instance_id}", intent, ("button", event.button))
        if t == pygame.CONTROLLERBUTTONUP:
            self._release(f"pad:{event.instance_id}", ("button", event.button))
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.instance_id, event.axis, event.value)
        if t == pygame.CONTROLLERDEVICEADDED:
            self._add_pad(event.device_index)
        elif t == pygame.CONTROLLERDEVICEREMOVED:
            self._remove_pad(event.instance_id)
        return []

    def _axis(self, instance: int, axis: int, raw: float) -> list[IntentEvent]:
        """The left stick as one direction at a time: the dominant axis pushes past :data:`STICK_PRESS`, and lets
        go when that axis falls below :data:`STICK_RELEASE`; the next push needs the whole stick back under
        :data:`STICK_RELEASE` first (a diagonal, pushed or let go, gives one intent, not two)."""
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY) or instance not in self.pads:
            return []
        latched, x, y = self._stick.get(instance, (None, 0.0, 0.0))
        armed = instance not in self._spent
        value = max(-1.0, raw / 32767)  # controller axis events carry ints in -32768..32767
        x, y = (value, y) if axis == pygame.CONTROLLER_AXIS_LEFTX else (x, value)
        dev = f"pad:{instance}"
        out: list[IntentEvent] = []
        if latched is not None:
            along = {Intent.RIGHT: x, Intent.LEFT: -x, Intent.DOWN: y, Intent.UP: -y}[latched]
            if along < STICK_RELEASE:
                latched, armed = None, False
                self._release(dev, "stick")
        if latched is None and not armed and max(abs(x), abs(y)) < STICK_RELEASE:
            armed = True
        if armed:
            self._spent.discard(instance)
        else:
            self._spent.add(instance)
        if latched is None and armed and max(abs(x), abs(y)) >= STICK_PRESS:
            if abs(x) >= abs(y):
                latched = Intent.RIGHT if x > 0 else Intent.LEFT
            else:
                latched = Intent.DOWN if y > 0 else Intent.UP
            out = self._press(dev, latched, "stick")
        self._stick[instance] = (latched, x, y)
        return out

    def update(self, dt: float) -> list[IntentEvent]:
        """Advance held directions by ``dt`` seconds; returns their repeats (after :data:`REPEAT_DELAY`, then
        :data:`REPEAT_RATE` a second), each stamped with the pump its press began in."""
        out: list[IntentEvent] = []
        for (device, _source), held in list(self._held.items()):
            held[2] += dt
            due = 0 if held[2] < REPEAT_DELAY else 1 + int((held[2] - REPEAT_DELAY) * REPEAT_RATE + 1e-9)
            while held[3] < due:
                held[3] += 1
                out.append(IntentEvent(device, held[0], pump=held[1], repeat=True))
        return out

    def take_changes(self) -> list[DeviceChange]:
        """The device changes since the last call (and forget them)."""
        out, self.changes = self.changes, []
        return out
