"""Issue 15, part 6: one controls table as data; input, prompts, How to play and Morpion's hints derive from it; the
Controls screen rebinds keys per keyboard seat, swaps pad buttons, refuses a binding that leaves a seat without confirm
or back, resets, and everything round-trips through settings.json."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from thieves_arcade.app.loop import App
from thieves_arcade.app.settings import Settings, SettingsStore
from thieves_arcade.input.controls import DEFAULT_KEYS, Controls, check_overrides
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.controls import ROWS, ControlsScene
from thieves_arcade.scenes.howto import control_glyphs, howto_of
from thieves_arcade.ui.glyphs import glyph
from thieves_arcade.ui.prompts import intent_glyphs, single_glyph

PACKAGE = Path(__file__).resolve().parents[1] / "thieves_arcade"


@pytest.fixture()
def app(make_app, tmp_path):
    """An app whose settings are saved in ``tmp_path``."""
    store = SettingsStore(tmp_path / "settings.json")
    return make_app(settings=store.load(), settings_store=store)


def keydown(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def intents_of(app, k):
    return app.input.process(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_no_module_but_the_controls_table_lists_keys():
    pattern = re.compile(r'"(left shift|right shift|keypad enter|right ctrl)"|\("a", "w", "d"\)|'
                         r'OK: "space"|BACK: "east"|"south", BACK')
    offenders = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                 if p.relative_to(PACKAGE).as_posix() != "input/controls.py"
                 and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_a_rebound_key_reaches_input_prompts_howto_and_morpion(app):
    scene = ControlsScene(app)
    app.scenes.push(scene)
    assert scene.rebind("kb:left", "confirm", "j")
    assert [e.intent for e in intents_of(app, pygame.K_j)] == [Intent.CONFIRM]
    assert intents_of(app, pygame.K_SPACE) == []
    assert intent_glyphs("keyboard", "kb:left", Intent.CONFIRM, 56, app) == [glyph("keyboard", "j", 56)]
    assert control_glyphs(app, "kb:left", howto_of("pickpocket").controls[1]) == [glyph("keyboard", "j", 60)]
    assert scene.rebind("kb:right", "alt", "m")                 # Morpion's rock hint on a pad is alt's button
    assert single_glyph(app, "kb:right", Intent.ALT, 50) == glyph("keyboard", "m", 50)
    saved = json.loads(app.settings_store.path.read_text())
    assert saved["controls"] == {"kb:left": {"confirm": ["j"]}, "kb:right": {"alt": ["m"]}}


def test_refusals_say_why_and_change_nothing(app):
    scene = ControlsScene(app)
    before = Controls.of(app).keys
    assert not scene.rebind("kb:right", "confirm", "space")     # WASD's only confirm: WASD would have none
    assert "no confirm key" in scene.message and "not changed" in scene.message
    assert not scene.rebind("kb:left", "back", "w")             # a key that moves the seat
    assert "moves" in scene.message
    assert not scene.rebind("kb:left", "pause", "f11")
    assert "fullscreen" in scene.message
    assert Controls.of(app).keys == before and app.settings.controls is None
    assert scene.rebind("kb:right", "back", "left shift") is False  # WASD's only back
    assert "no back key" in scene.message


def test_the_controls_screen_captures_a_real_key_then_resets(app):
    scene = ControlsScene(app)
    app.scenes.push(scene)
    scene.row, scene.column = ROWS.index("pause"), 1
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert scene.capturing == ("kb:right", "pause")
    keydown(app, pygame.K_o)                                   # the next key pressed becomes arrows' pause
    assert scene.capturing is None and Controls.of(app).keys["kb:right"]["pause"] == ("o",)
    assert [e.intent for e in intents_of(app, pygame.K_o)] == [Intent.PAUSE]
    scene.row = ROWS.index("reset")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert Controls.of(app).keys == {s: dict(k) for s, k in DEFAULT_KEYS.items()}
    assert json.loads(app.settings_store.path.read_text())["controls"] is None
    app.render()


def test_pad_swap_and_rumble_round_trip_through_settings_json(app, tmp_path):
    scene = ControlsScene(app)
    app.scenes.push(scene)
    scene.row = ROWS.index("pad_swap")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    scene.row = ROWS.index("rumble")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert app.settings.pad_swap and not app.settings.rumble and not app.input.rumble_enabled
    assert intent_glyphs("xbox", None, Intent.CONFIRM, 56, app) == [glyph("xbox", "b", 56)]
    assert scene.rebind("kb:left", "alt", "e")
    again = SettingsStore(tmp_path / "settings.json").load()
    assert (again.pad_swap, again.rumble, again.controls) == (True, False, {"kb:left": {"alt": ["e"]}})
    fresh = App(headless=True, audio=False, settings=again)
    assert [e.intent for e in intents_of(fresh, pygame.K_e)] == [Intent.ALT]
    assert fresh.input.buttons[pygame.CONTROLLER_BUTTON_A] == Intent.BACK


def test_a_hand_edited_binding_without_back_is_refused_on_load(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"controls": {"kb:left": {"back": ["space"]}}, "rumble": False}))
    store = SettingsStore(path)
    settings = store.load()
    assert settings.controls is None and settings.rumble is False  # the bad field falls back; the rest stays
    assert store.notices
    with pytest.raises(ValueError):
        check_overrides({"kb:left": {"up": ["i"]}})             # directions are not remappable
    assert Settings().controls is None


# ---- rumble (part 5) --------------------------------------------------------------------------------------------
def test_rumble_on_the_seats_own_moments_off_switch_and_pads_that_cannot(app):
    from thieves_arcade.input.virtual import VirtualController
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    mine, other, dumb = VirtualController("xbox"), VirtualController("playstation"), VirtualController()
    try:
        app.pump()
        table = PickpocketTable(app, "pickpocket", [mine.device, other.device, dumb.device, "normal"], {}, 4,
                                speed=20.0)
        app.scenes.clear(table)
        events = []
        for _ in range(40_000):
            if table.state.is_over:
                break
            cp = table.state.current_player
            if cp is not None and cp < 3 and app.scenes.top is table and not table.timeline.busy:
                app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))  # curtain, then the first move
            app.pump()
            app.step()
            events = [type(e).__name__ for e in table.events]
            if "GuardArrived" in events and mine.rumbles and other.rumbles:
                break
        assert mine.rumbles and other.rumbles                      # their turns (and their own moments)
        assert all(low > 0 and high > 0 for low, high in mine.rumbles if (low, high) != (0, 0))
        app.settings.rumble = False
        app.apply_controls()
        before = len(mine.rumbles)
        assert table.fx.rumble(0, 0.5, 100) is False and len(mine.rumbles) == before
        app.settings.rumble = True
        app.apply_controls()
        assert table.fx.rumble(2, 0.5, 100) is False                  # a pad without motors: silently nothing
        assert table.fx.rumble(3, 0.5, 100) is False                  # a bot
        assert table.fx.rumble(0, 0.5, 100) is True
    finally:
        for pad in (mine, other, dumb):
            pad.unplug()
        app.pump()
