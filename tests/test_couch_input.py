"""Issue 15, parts 3-4: no press carries over a screen change, Quit asks first, menus stop at their ends, held
directions repeat, the stick gives one direction at a time and never drops a deliberate push (real SDL pads)."""

from __future__ import annotations

import random

import pygame
import pytest
from support import plug, probed

from thieves_arcade.app.loop import STEP
from thieves_arcade.input.devices import REPEAT_DELAY, REPEAT_RATE
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.message import ConfirmScene
from thieves_arcade.scenes.results import ResultsScene
from thieves_arcade.scenes.table import make_seats
from thieves_arcade.scenes.title import TitleScene
from thieves_arcade.ui.scene import Scene
from thieves_arcade.ui.widgets import Menu


class Recorder(Scene):
    """Records every intent it is given."""

    name = "recorder"

    def __init__(self, app):
        super().__init__(app)
        self.got: list[IntentEvent] = []

    def handle(self, event):
        self.got.append(event)
        return None


def pad_and_recorder(app, family=None):
    """A newly plugged pad and a :class:`Recorder` alone on ``app``'s stack."""
    pad = plug(app, family)
    rec = Recorder(app)
    app.scenes.clear(rec)
    return pad, rec


def key(k, down=True):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=0, unicode="",
                                         scancode=0))


def results(app):
    seats = make_seats(["kb:left", "kb:right", "normal"])
    scene = ResultsScene(app, "Pickpocket", seats, [3, 2, 1], [0], auto_return=None)
    app.scenes.clear(scene)
    for _ in range(90):
        app.step()
    return scene


# ---- no carry-over ------------------------------------------------------------------------------------------------
def test_two_presses_in_one_frame_do_not_carry_from_the_results_into_the_title(app):
    a, b = plug(app), plug(app)
    scene = results(app)
    scene.focus = scene.buttons.index("title")  # the results' "Title" button
    a.button("a", True)                       # two players mash confirm in the same frame
    b.button("a", True)
    app.pump()
    title = app.scenes.top
    assert isinstance(title, TitleScene) and len(app.scenes) == 1   # the second press did not choose "Play"
    a.button("a", False)
    b.button("a", False)
    app.pump()
    a.press("a")                              # a press that began on the title counts
    app.pump()
    assert app.scenes.top is not title


def test_a_held_direction_does_not_repeat_into_the_next_screen(app):
    pad, first = pad_and_recorder(app)
    pad.button("dpdown", True)
    app.pump()
    assert [e.intent for e in first.got] == [Intent.DOWN]
    second = Recorder(app)
    app.scenes.push(second)                   # the screen changes while the d-pad is held
    for _ in range(120):
        app.pump()
        app.step()
    assert second.got == [] and len(first.got) == 1
    pad.button("dpdown", False)
    pad.button("dpdown", True)                # pressed again on the new screen: it counts, and repeats
    for _ in range(60):
        app.pump()
        app.step()
    assert second.got and all(e.intent == Intent.DOWN for e in second.got) and len(second.got) > 1


def test_menus_do_not_wrap_onto_quit():
    menu = Menu([("Play", "play"), ("Party", "party"), ("Settings", "settings"), ("Quit", "quit")])
    menu.handle(Intent.UP)
    assert menu.key == "play"
    for _ in range(10):
        menu.handle(Intent.DOWN)
    assert menu.key == "quit"
    menu.handle(Intent.DOWN)
    assert menu.key == "quit"
    assert Menu([("a", "a"), ("b", "b")], wrap=True).handle(Intent.UP) is None


def test_quit_on_the_title_asks_with_no_focused(app):
    title = TitleScene(app)
    app.scenes.clear(title)
    title.menu.index = len(title.menu.items) - 1
    assert title.menu.key == "quit"
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and ask.buttons[ask.focus] == "no" and app.running
    ask.update(0.5)                                          # the question has been on screen a moment
    app.send(IntentEvent("kb:left", Intent.CONFIRM))        # a mashed confirm answers No
    assert app.scenes.top is title and app.running
    app.send(IntentEvent("kb:left", Intent.BACK))            # back on Quit asks too
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    ask.update(0.5)
    app.send(IntentEvent("kb:left", Intent.RIGHT))          # Yes is drawn right of No
    app.send(IntentEvent("kb:left", Intent.CONFIRM))        # Yes, deliberately
    assert not app.running


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_mashing_through_the_results_never_quits_the_app(app, seed):
    rng = random.Random(seed)
    pads = [plug(app), plug(app)]
    results(app)
    buttons = ["a", "a", "a", "b", "dpup", "dpdown", "start"]
    for _frame in range(4 * 60):              # two pads mashing for 4 s, several presses a frame
        for pad in pads:
            if rng.random() < 0.6:
                pad.press(rng.choice(buttons))
        app.pump()
        app.step()
        assert app.running, f"the app quit while two pads mashed (stack: {[s.name for s in app.scenes]})"


# ---- held directions and the stick -----------------------------------------------------------------------------
def run(app, seconds):
    for _ in range(round(seconds / STEP)):
        app.pump()
        app.step()


def test_held_direction_repeats_after_the_delay_at_the_rate(app):
    pad, rec = pad_and_recorder(app)
    pad.button("dpright", True)
    run(app, REPEAT_DELAY - 0.05)
    assert len(rec.got) == 1                  # one at once, then nothing until the delay
    run(app, 0.05 + 1.0)
    assert abs(len(rec.got) - (2 + REPEAT_RATE)) <= 1, len(rec.got)   # ~8 a second after it
    pad.button("dpright", False)
    n = len(rec.got)
    run(app, 1.0)
    assert len(rec.got) == n
    key(pygame.K_s)                           # keys repeat as well
    run(app, 1.0)
    key(pygame.K_s, down=False)
    run(app, 0.5)
    assert [e.intent for e in rec.got[n:]] == [Intent.DOWN] * len(rec.got[n:]) and len(rec.got) - n >= 6


def test_a_diagonal_push_gives_one_direction(app):
    pad, rec = pad_and_recorder(app)
    pad.axis(0, 26000)
    pad.axis(1, 28000)                        # down-right, down slightly dominant
    app.pump()
    assert [e.intent for e in rec.got] == [Intent.RIGHT]     # the first axis past the push, and only it
    pad.axis(0, 0)
    pad.axis(1, 0)
    app.pump()
    pad.axis(1, 30000)
    pad.axis(0, 29000)
    app.pump()
    assert [e.intent for e in rec.got] == [Intent.RIGHT, Intent.DOWN]


def test_a_stick_relaxing_to_35_percent_between_pushes_counts_every_push(app):
    pad, rec = pad_and_recorder(app)
    for _ in range(3):
        pad.axis(0, 32000)
        app.pump()
        pad.axis(0, round(0.35 * 32767))
        app.pump()
    assert [e.intent for e in rec.got] == [Intent.RIGHT] * 3
    for value in (2000, -3000, 6000, -5000, 8000):  # noise around rest: nothing
        pad.axis(1, value)
        app.pump()
    assert len(rec.got) == 3


# ---- glyphs of the families present ---------------------------------------------------------------------------
def test_select_pause_and_results_show_the_families_plugged_in_not_xbox(app):
    from thieves_arcade.scenes.pause import PauseScene
    from thieves_arcade.scenes.select import SelectScene
    from thieves_arcade.scenes.table import TableScene
    plug(app, "playstation")
    plug(app, "nintendo")

    def glyphs_of(scene):
        return {r.content for r in probed(scene.draw).records if r.content.startswith("[")}

    res = results(app)
    table = TableScene(app, "cite", ["kb:left", "normal", "normal"], {}, 1)
    for scene in (res, SelectScene(app), PauseScene(app, table)):
        seen = glyphs_of(scene)
        assert "[playstation south]" in seen and "[nintendo east]" in seen, (scene.name, seen)
        assert not any(s.startswith("[xbox") for s in seen), (scene.name, seen)
