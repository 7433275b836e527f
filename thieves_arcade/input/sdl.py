"""The SDL2 library pygame-ce bundles, through ctypes: what pygame-ce 2.5.8 does not wrap.

Used for a pad's controller type (its family: Xbox, PlayStation, Nintendo — names are unreliable, a PlayStation pad
may call itself "Wireless Controller"), its serial (identity across a replug), its player index (slot), SDL's
button-labels hint (Nintendo pads) and the virtual joysticks of the tests (``input/virtual.py``). Every function
degrades to "unknown" when the library or a symbol is missing; none raises.
"""

from __future__ import annotations

import ctypes
import functools
import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

#: ``SDL_GameControllerType`` values -> glyph family (``SDL_gamecontroller.h``; Luna, Stadia and Shield pads are
#: labelled like Xbox ones: A bottom, B right).
CONTROLLER_TYPES = {
    0: "generic", 1: "xbox", 2: "xbox", 3: "playstation", 4: "playstation", 5: "nintendo", 6: "generic",
    7: "playstation", 8: "xbox", 9: "xbox", 10: "xbox", 11: "nintendo", 12: "nintendo", 13: "nintendo",
}


@functools.cache
def sdl() -> ctypes.CDLL:
    """The SDL2 library pygame-ce is using (the same copy, sharing pygame's state). Raises ``OSError`` if it cannot
    be found."""
    base = Path(pygame.__file__).resolve().parent
    candidates = sorted(base.parent.glob("pygame_ce.libs/libSDL2-2*.so*")) + sorted(base.glob("libSDL2*.so*"))
    if not candidates:
        raise OSError(f"no bundled libSDL2 next to {base}")
    lib = ctypes.CDLL(str(candidates[0]))
    sigs = {
        "SDL_JoystickAttachVirtual": ([ctypes.c_int] * 4, ctypes.c_int),
        "SDL_JoystickDetachVirtual": ([ctypes.c_int], ctypes.c_int),
        "SDL_JoystickGetDeviceInstanceID": ([ctypes.c_int], ctypes.c_int),
        "SDL_JoystickFromInstanceID": ([ctypes.c_int], ctypes.c_void_p),
        "SDL_JoystickOpen": ([ctypes.c_int], ctypes.c_void_p),
        "SDL_JoystickClose": ([ctypes.c_void_p], None),
        "SDL_JoystickSetVirtualButton": ([ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8], ctypes.c_int),
        "SDL_JoystickSetVirtualAxis": ([ctypes.c_void_p, ctypes.c_int, ctypes.c_int16], ctypes.c_int),
        "SDL_JoystickUpdate": ([], None),
        "SDL_NumJoysticks": ([], ctypes.c_int),
        "SDL_GameControllerFromInstanceID": ([ctypes.c_int], ctypes.c_void_p),
        "SDL_GameControllerGetType": ([ctypes.c_void_p], ctypes.c_int),
        "SDL_GameControllerTypeForIndex": ([ctypes.c_int], ctypes.c_int),
        "SDL_JoystickGetSerial": ([ctypes.c_void_p], ctypes.c_char_p),
        "SDL_JoystickGetPlayerIndex": ([ctypes.c_void_p], ctypes.c_int),
        "SDL_GetHintBoolean": ([ctypes.c_char_p, ctypes.c_int], ctypes.c_int),
    }
    for name, (args, res) in sigs.items():
        fn = getattr(lib, name, None)
        if fn is not None:
            fn.argtypes, fn.restype = args, res
    return lib


def _lib():
    try:
        return sdl()
    except OSError as exc:  # pragma: no cover - a pygame build without a bundled SDL
        log.warning("SDL library not found: %s", exc)
        return None


def controller_family(instance_id: int) -> str:
    """The glyph family of the open game controller ``instance_id`` from ``SDL_GameControllerGetType``
    (:data:`CONTROLLER_TYPES`); ``"generic"`` when SDL does not know the type (or the call is unavailable)."""
    lib = _lib()
    if lib is None:
        return "generic"
    try:
        handle = lib.SDL_GameControllerFromInstanceID(instance_id)
        return CONTROLLER_TYPES.get(lib.SDL_GameControllerGetType(handle), "generic") if handle else "generic"
    except AttributeError:  # pragma: no cover
        return "generic"


def joystick_serial(instance_id: int) -> str:
    """The serial SDL reports for joystick ``instance_id`` (``""`` when it has none: most USB pads, virtual ones)."""
    lib = _lib()
    try:
        handle = lib.SDL_JoystickFromInstanceID(instance_id) if lib is not None else None
        raw = lib.SDL_JoystickGetSerial(handle) if handle else None
    except AttributeError:  # pragma: no cover
        return ""
    return raw.decode("utf-8", "replace") if raw else ""


def player_index(instance_id: int) -> int:
    """SDL's player index (XInput slot) of joystick ``instance_id``, or -1."""
    lib = _lib()
    try:
        handle = lib.SDL_JoystickFromInstanceID(instance_id) if lib is not None else None
        return int(lib.SDL_JoystickGetPlayerIndex(handle)) if handle else -1
    except AttributeError:  # pragma: no cover
        return -1


def uses_button_labels() -> bool:
    """``SDL_GAMECONTROLLER_USE_BUTTON_LABELS`` (default on in SDL2): whether SDL's button "a" of a Nintendo pad is
    the button *labelled* A (the right one) rather than the bottom one."""
    lib = _lib()
    try:
        return bool(lib.SDL_GetHintBoolean(b"SDL_GAMECONTROLLER_USE_BUTTON_LABELS", 1)) if lib is not None else True
    except AttributeError:  # pragma: no cover
        return True
