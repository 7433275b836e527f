"""A virtual SDL game controller through ctypes, for tests and the monkey test.

The SDL library bundled with pygame-ce (``pygame_ce.libs/libSDL2-*.so``, the same copy pygame uses) exports the
virtual-joystick calls; attached as type 1 (game controller) with 6 axes, 15 buttons and 1 hat, it produces real
``CONTROLLERDEVICEADDED`` / ``CONTROLLERBUTTONDOWN`` / ``CONTROLLERDEVICEREMOVED`` events. Needs ``pygame.init()``.
"""

from __future__ import annotations

import ctypes
import functools
from pathlib import Path

import pygame

from .devices import _BUTTON_IDS

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1


@functools.cache
def sdl() -> ctypes.CDLL:
    """The SDL2 library pygame-ce is using. Raises ``OSError`` if it cannot be found."""
    base = Path(pygame.__file__).resolve().parent
    candidates = sorted(base.parent.glob("pygame_ce.libs/libSDL2-2*.so*")) + sorted(base.glob("libSDL2*.so*"))
    if not candidates:
        raise OSError(f"no bundled libSDL2 next to {base}")
    lib = ctypes.CDLL(str(candidates[0]))
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
    lib.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualAxis.restype = ctypes.c_int
    lib.SDL_JoystickUpdate.argtypes = []
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    return lib


class VirtualController:
    """One virtual game controller: ``press("a")``, ``axis(0, 32767)``, ``unplug()``.

    Attaching queues a ``CONTROLLERDEVICEADDED`` event; the app's input manager opens it from that event (as with a
    real pad). Button names are those of :data:`~thieves_arcade.input.devices.CONTROLLER_BUTTONS` (``a``, ``b``,
    ``start``, ``dpup`` …). Raises ``OSError`` if SDL refuses to attach.
    """

    def __init__(self):
        self.lib = sdl()
        self.index = self.lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 1)
        if self.index < 0:
            raise OSError("SDL_JoystickAttachVirtual failed")
        self.instance_id = self.lib.SDL_JoystickGetDeviceInstanceID(self.index)
        self._handle = self.lib.SDL_JoystickOpen(self.index)  # our own reference, to set buttons through
        self.attached = True

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
        self._flush()
