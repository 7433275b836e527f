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
    (a phone, ``input/phones.py``); another device kind uses ``"<kind>:<handle>"`` (see
    :mod:`thieves_arcade.input.binding`). ``action`` is set only with :attr:`Intent.ACT`: the canonical action text a
    phone sent, validated by the engine when the table applies it.

    ``pump`` is the number of the input pump (one per frame) in which the press *began* (a held direction's repeats
    keep their press's number): the scene stack drops an intent whose press began before the top scene appeared, so
    no press carries over a screen change. ``None`` (tests, scripted input, phones): always counts. ``repeat`` marks
    a held direction's repeats. Neither takes part in equality.
    """

    device: str
    intent: Intent
    action: str | None = None
    pump: int | None = dataclasses.field(default=None, compare=False)
    repeat: bool = dataclasses.field(default=False, compare=False)


@dataclasses.dataclass(frozen=True)
class DeviceChange:
    """A device appeared (``connected=True``) or went away; ``name`` is what to show ("Keyboard (WASD)", pad name);
    ``identity`` is its stable identity (:class:`thieves_arcade.input.binding.DeviceInfo`), ``""`` if unknown."""

    device: str
    connected: bool
    name: str = ""
    identity: str = dataclasses.field(default="", compare=False)
