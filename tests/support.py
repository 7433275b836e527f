"""Set-up shared by the test files (issue 17, test hygiene): virtual pads plugged through the real event path, the
confirm box answered, what a draw puts on screen. The fixtures are in ``conftest.py`` (``app``, ``make_app``,
``home``); the table-scene helpers in ``scene_helpers.py``."""

from __future__ import annotations

from collections.abc import Callable

from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.ui.probe import TextProbe, probing


def plug(app, family: str | None = None, name: str | None = None) -> VirtualController:
    """A new virtual SDL pad (``family``: ``"xbox"``, ``"playstation"``, ``"nintendo"``…, ``None``: a generic
    pad; ``name``: the name SDL reports) plugged into ``app``, its device events pumped so ``app.input`` knows it.
    The conftest unplugs every pad after the test."""
    pad = VirtualController(family, name)
    app.pump()
    return pad


def send(app, *intents: Intent, device: str = "kb:left") -> None:
    """``intents`` from ``device`` (the WASD keyboard segment unless told), in order."""
    for intent in intents:
        app.send(IntentEvent(device, intent))


def confirm_box(app):
    """The confirm box on top of ``app``'s stack, past its guard time (a confirm now answers it, ``0.5`` s in)."""
    box = app.scenes.top
    box.update(0.5)
    return box


def probed(draw: Callable[[TextProbe], object]) -> TextProbe:
    """The probe after one ``draw(probe)`` (``scene.draw``, ``app.scenes.draw``, a widget's draw) under
    ``probing()``: its ``records`` (each text: content, size, rect) and ``panels``."""
    probe = TextProbe()
    with probing():
        draw(probe)
    return probe
