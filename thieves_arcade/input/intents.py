"""Per-seat intents: what a scene receives instead of raw keys or buttons.

A device (a keyboard segment or one game controller) sends :class:`IntentEvent` s; scenes map devices to seats.
"""

from __future__ import annotations

import dataclasses
import enum


class Intent(enum.Enum):
    """The eight things a player can mean, on any device, plus a phone's action text (:attr:`ACT`)."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    ALT = "alt"
    PAUSE = "pause"
    #: A phone's action text (``IntentEvent.action``); only table scenes act on it, every other scene ignores it.
    ACT = "act"


@dataclasses.dataclass(frozen=True)
class IntentEvent:
    """One intent from one device.

    ``device`` is a stable device id: ``"kb:left"`` (WASD segment), ``"kb:right"`` (arrows segment) or
    ``"pad:<instance id>"`` (an SDL game controller, keyed by its instance id, never by its index) or ``"phone:<n>"``
    (a phone, ``input/phones.py``). ``action`` is set only with :attr:`Intent.ACT`: the canonical action text a phone
    sent, validated by the engine when the table applies it.
    """

    device: str
    intent: Intent
    action: str | None = None


@dataclasses.dataclass(frozen=True)
class DeviceChange:
    """A device appeared (``connected=True``) or went away; ``name`` is what to show ("Keyboard (WASD)", pad name)."""

    device: str
    connected: bool
    name: str = ""
