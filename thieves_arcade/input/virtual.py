"""A virtual SDL game controller through ctypes, for tests and the monkey test.

The SDL library bundled with pygame-ce (``pygame_ce.libs/libSDL2-*.so``, the same copy pygame uses) exports the
virtual-joystick calls; attached as type 1 (game controller) with 6 axes, 15 buttons and 1 hat, it produces real
``CONTROLLERDEVICEADDED`` / ``CONTROLLERBUTTONDOWN`` / ``CONTROLLERDEVICEREMOVED`` events. Needs ``pygame.init()``.
"""

from __future__ import annotations

import ctypes

import pygame

from .devices import _BUTTON_IDS
from .sdl import sdl

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
#: USB ids and names the virtual pad poses with per family (``SDL_JoystickAttachVirtualEx``); SDL derives the
#: controller type from the ids exactly as for a real pad.
POSES = {
    "xbox": (0x045E, 0x028E, "Xbox 360 Controller"),
    "playstation": (0x054C, 0x05C4, "Wireless Controller"),  # a DualShock 4 names itself this
    "nintendo": (0x057E, 0x2009, "Pro Controller"),
    "generic": (0x1234, 0x5678, "USB Gamepad"),
}
_RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class _Desc(ctypes.Structure):
    """``SDL_VirtualJoystickDesc`` (SDL 2.24+, version 1)."""

    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16), ("naxes", ctypes.c_uint16),
                ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16), ("button_mask", ctypes.c_uint32),
                ("axis_mask", ctypes.c_uint32), ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
                ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p), ("Rumble", ctypes.c_void_p),
                ("RumbleTriggers", ctypes.c_void_p), ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p)]


class VirtualController:
    """One virtual game controller: ``press("a")``, ``axis(0, 32767)``, ``unplug()``.

    Attaching queues a ``CONTROLLERDEVICEADDED`` event; the app's input manager opens it from that event (as with a
    real pad). Button names are those of :data:`~thieves_arcade.input.devices.CONTROLLER_BUTTONS` (``a``, ``b``,
    ``start``, ``dpup`` …). ``family`` (a key of :data:`POSES`) makes it pose as that family's pad (USB ids and
    name; ``name`` overrides the name); with neither, SDL's plain "Virtual Controller" (type virtual, no rumble).
    A posing pad with ``can_rumble`` accepts rumble and records each request in ``rumbles`` as (low, high) motor speeds
    (0..65535); without it, rumble requests fail as on a pad with no motors. Two pads of the same family and name
    are identical to SDL (same GUID, no serial). Raises ``OSError`` if SDL refuses to attach.
    """

    #: Every pad attached and not yet unplugged (tests unplug the leftovers with :meth:`unplug_all`).
    live: list[VirtualController] = []

    def __init__(self, family: str | None = None, name: str | None = None, can_rumble: bool = True):
        self.lib = sdl()
        self.family = family
        self.rumbles: list[tuple[int, int]] = []
        self._cb = _RUMBLE(lambda _user, low, high: self.rumbles.append((low, high)) or 0)
        if family is None and name is None:
            self.index = self.lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 1)
        else:
            vid, pid, pose = POSES[family] if family else (0, 0, None)
            label = (name or pose or "Virtual Controller").encode()
            self._desc = _Desc(version=1, type=SDL_JOYSTICK_TYPE_GAMECONTROLLER, naxes=6, nbuttons=15, nhats=1,
                               vendor_id=vid, product_id=pid, name=label,
                               Rumble=ctypes.cast(self._cb, ctypes.c_void_p) if can_rumble else None)
            self.lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
            self.lib.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
            self.index = self.lib.SDL_JoystickAttachVirtualEx(ctypes.byref(self._desc))
        if self.index < 0:
            raise OSError("SDL_JoystickAttachVirtual failed")
        self.instance_id = self.lib.SDL_JoystickGetDeviceInstanceID(self.index)
        self._handle = self.lib.SDL_JoystickOpen(self.index)  # our own reference, to set buttons through
        self.attached = True
        VirtualController.live.append(self)

    @property
    def device(self) -> str:
        """The device id the input manager gives this pad (``"pad:<instance id>"``)."""
        return f"pad:{self.instance_id}"

    def _flush(self) -> None:
        self.lib.SDL_JoystickUpdate()
        pygame.event.pump()

    def button(self, name: str, down: bool) -> None:
        """Set button ``name`` down or up (queues the matching controller event)."""
        self.lib.SDL_JoystickSetVirtualButton(self._handle, _BUTTON_IDS[name], 1 if down else 0)
        self._flush()

    def press(self, name: str) -> None:
        """Press and release button ``name``."""
        self.button(name, True)
        self.button(name, False)

    def axis(self, axis: int, value: int) -> None:
        """Set axis ``axis`` (0 left x, 1 left y, …) to ``value`` in -32768..32767."""
        self.lib.SDL_JoystickSetVirtualAxis(self._handle, axis, value)
        self._flush()

    def unplug(self) -> None:
        """Detach the pad (queues ``CONTROLLERDEVICEREMOVED``). Safe to call twice."""
        if not self.attached:
            return
        self.lib.SDL_JoystickClose(self._handle)
        index = next((i for i in range(self.lib.SDL_NumJoysticks())
                      if self.lib.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id), self.index)
        self.lib.SDL_JoystickDetachVirtual(index)  # indexes shift as pads come and go; instance ids do not
        self.attached = False
        if self in VirtualController.live:
            VirtualController.live.remove(self)
        self._flush()

    @classmethod
    def unplug_all(cls) -> int:
        """Unplug every pad still attached (a test's leftovers); returns how many were."""
        left = list(cls.live)
        for pad in left:
            pad.unplug()
        return len(left)
