"""Input: keyboard segments and SDL game controllers (a real virtual pad through ctypes) become per-seat intents."""

from __future__ import annotations

import pygame

from thieves_arcade.input.devices import KEYBOARD_BINDINGS, InputManager
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.virtual import VirtualController


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def drain(app):
    """Read pending pygame events through the input manager; return the intents and the device changes."""
    intents, changes = [], []
    for event in pygame.event.get():
        intents += app.input.process(event)
        changes += app.input.take_changes()
    return intents, changes


def test_two_keyboard_segments_are_two_devices():
    im = InputManager()
    assert im.process(key(pygame.K_w)) == [IntentEvent("kb:left", Intent.UP)]
    assert im.process(key(pygame.K_SPACE)) == [IntentEvent("kb:left", Intent.CONFIRM)]
    assert im.process(key(pygame.K_LSHIFT)) == [IntentEvent("kb:left", Intent.BACK)]
    assert im.process(key(pygame.K_UP)) == [IntentEvent("kb:right", Intent.UP)]
    assert im.process(key(pygame.K_RETURN)) == [IntentEvent("kb:right", Intent.CONFIRM)]
    assert im.process(key(pygame.K_RSHIFT)) == [IntentEvent("kb:right", Intent.BACK)]
    assert im.process(key(pygame.K_ESCAPE)) == [IntentEvent("kb:left", Intent.PAUSE)]
    assert im.process(key(pygame.K_z)) == []


def test_bindings_are_data():
    custom = {"kb:left": {"j": "confirm"}}
    im = InputManager(keyboard=custom)
    assert im.process(key(pygame.K_j)) == [IntentEvent("kb:left", Intent.CONFIRM)]
    assert im.process(key(pygame.K_SPACE)) == []
    assert set(KEYBOARD_BINDINGS) == {"kb:left", "kb:right"}


def test_virtual_pad_plug_press_unplug(app):
    pad = VirtualController()
    try:
        intents, changes = drain(app)
        assert [(c.device, c.connected) for c in changes] == [(pad.device, True)]
        assert pad.device in app.input.devices
        pad.press("a")
        intents, _ = drain(app)
        # the pad sends CONTROLLER* and JOY* events for one press: exactly one intent, one device
        assert intents == [IntentEvent(pad.device, Intent.CONFIRM)]
        pad.press("start")
        pad.press("b")
        pad.press("dpleft")
        intents, _ = drain(app)
        assert [i.intent for i in intents] == [Intent.PAUSE, Intent.BACK, Intent.LEFT]
        assert {i.device for i in intents} == {pad.device}
    finally:
        pad.unplug()
    intents, changes = drain(app)
    assert [(c.device, c.connected) for c in changes] == [(pad.device, False)]
    assert pad.device not in app.input.devices


def test_stick_gives_one_intent_per_push(app):
    pad = VirtualController()
    try:
        drain(app)
        pad.axis(0, 32000)
        pad.axis(0, 32767)  # still pushed: no repeat
        intents, _ = drain(app)
        assert intents == [IntentEvent(pad.device, Intent.RIGHT)]
        pad.axis(0, 0)
        pad.axis(1, -32000)
        intents, _ = drain(app)
        assert intents == [IntentEvent(pad.device, Intent.UP)]
    finally:
        pad.unplug()
        drain(app)


def test_replugged_pad_is_a_new_device_and_scan_does_not_duplicate(app):
    first = VirtualController()
    drain(app)
    app.input.scan()  # the pad is already open: scanning must not make it a second seat
    assert sum(1 for d in app.input.devices if d.startswith("pad:")) == 1
    first.unplug()
    drain(app)
    second = VirtualController()
    try:
        _, changes = drain(app)
        assert [c.connected for c in changes] == [True]
        assert second.device in app.input.devices
        assert sum(1 for d in app.input.devices if d.startswith("pad:")) == 1
    finally:
        second.unplug()
        drain(app)
