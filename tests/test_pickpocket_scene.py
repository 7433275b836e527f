"""The Pickpocket table scene: every event animated, a whole demo game, privacy, pads joining, dropping, returning."""

from __future__ import annotations

import dataclasses

import pytest

from thieves_arcade.engine import pickpocket as pp
from thieves_arcade.engine.base import Event
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.pickpocket import PickpocketTable
from thieves_arcade.scenes.results import ResultsScene
from thieves_arcade.scenes.table import make_seats


def engine_event_types():
    return [c for c in vars(pp).values() if isinstance(c, type) and issubclass(c, Event) and c is not Event]


def test_every_engine_event_has_an_animation_handler():
    missing = [c.__name__ for c in engine_event_types() if c not in PickpocketTable.animations]
    assert missing == []


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 3), (6, 8)])
def test_demo_game_plays_to_the_end_through_every_animation(app, players, seed):
    over = []
    table = PickpocketTable(app, "pickpocket", ["normal"] * players, seed=seed, speed=30.0,
                            on_over=lambda s: (over.append(s), app.quit()))
    animated = []
    original = table.animate

    def spy(event):
        anim = original(event)
        animated.append(type(event).__name__)
        return anim
    table.animate = spy
    app.run_headless(200_000, table, draw_every=2)
    assert over == [table]
    assert table.state.is_over
    names = {type(e).__name__ for e in table.events}
    assert names <= set(animated) | {"HandsDealt", "NightStarted", "TurnStarted"}
    assert {"TilePlayed", "GameOver"} <= set(animated)
    # the picture model ends where the engine ends
    assert [round(s) for s in table.m.scores] == table.state.scores()
    assert table.m.over


def test_one_human_sees_their_hand_all_game_and_plays_by_intents(app):
    table = PickpocketTable(app, "pickpocket", ["kb:left", "easy", "easy"], seed=4, speed=30.0,
                            on_over=lambda s: app.quit())
    app.scenes.push(table)
    assert not table.curtain_up
    frames = 0
    while app.running and frames < 50_000:
        if table.state.current_player == 0 and not table.timeline.busy:
            assert table.view_seat == 0 and table.view.legal
            app.send(IntentEvent("kb:right", Intent.CONFIRM))  # another device: ignored
            assert not table.timeline.busy
            app.send(IntentEvent("kb:left", Intent.RIGHT))
            app.send(IntentEvent("kb:left", Intent.LEFT))
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
            assert table.timeline.busy or table.state.is_over
        app.run_headless(1, draw_every=1 if frames % 5 == 0 else 0)
        assert table.view_seat in (0,)
        frames += 1
    assert table.state.is_over
    assert any(h.startswith(("draw", "play", "leave")) for h in table.state.history)


def test_two_humans_never_see_each_others_hands(app):
    table = PickpocketTable(app, "pickpocket", ["kb:left", "kb:right", "normal"], seed=6, speed=30.0,
                            on_over=lambda s: app.quit())
    app.scenes.push(table)
    frames = 0
    curtains = 0
    while app.running and frames < 50_000:
        cp = table.state.current_player
        if table.curtain_up:
            curtains += 1
            other = "kb:right" if table.seats[cp].device == "kb:left" else "kb:left"
            app.send(IntentEvent(other, Intent.CONFIRM))   # the other player cannot open it
            assert table.curtain_up and table.view_seat is None
            app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
            assert table.view_seat == cp
            hidden = table.state.view(1 - cp).hand
            assert table.view.hand == table.state.view(cp).hand
            assert table.view.hand != hidden or not hidden
        elif cp is not None and table.seats[cp].is_human and not table.timeline.busy:
            app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
        if table.view_seat is not None:
            assert table.view_seat == table.state.current_player or table.timeline.busy
        app.run_headless(1, draw_every=1 if frames % 5 == 0 else 0)
        frames += 1
    assert table.state.is_over
    assert curtains > 2


def test_pad_joins_plays_drops_out_and_comes_back(app):
    pad = VirtualController()
    try:
        app.pump()
        lobby = LobbyScene(app, "pickpocket", seed=5)
        app.scenes.push(lobby)
        pad.press("a")
        app.pump()
        assert lobby.joined == [pad.device]
        pad.press("a")  # a second press is not a second seat
        app.pump()
        assert lobby.joined == [pad.device]
        pad.press("start")
        app.pump()
        table = app.scenes.top
        assert isinstance(table, PickpocketTable)
        assert table.seats[0].device == pad.device
        table.speed = 30.0
        for _ in range(4000):  # play until seat 0 has pressed a button that played an action
            if table.state.current_player == 0 and not table.timeline.busy:
                before = len(table.state.history)
                pad.press("a")
                app.pump()
                assert len(table.state.history) == before + 1
                break
            app.run_headless(1, draw_every=0)
        else:
            pytest.fail("seat 0 never got a turn")
        pad.unplug()
        app.pump()
        pause = app.scenes.top
        assert isinstance(pause, PauseScene)
        assert "Player 1" in pause.reason
        assert table.disconnected == {0}
        app.send(IntentEvent("kb:left", Intent.BACK))  # resume is refused while the seat has no pad
        assert app.scenes.top is pause
        app.render()
    finally:
        pad.unplug()
    again = VirtualController()
    try:
        app.pump()
        assert table.disconnected == set()
        assert table.seats[0].device == again.device
        again.press("b")
        app.pump()
        assert app.scenes.top is table
        again.unplug()
        app.pump()
        pause = app.scenes.top
        assert pause.menu.key == "bot:0"  # resume is disabled, so the cursor starts on the hand-over
        app.send(IntentEvent("kb:left", Intent.CONFIRM))     # let a bot play Player 1
        assert table.seats[0].is_bot and not table.disconnected
        app.send(IntentEvent("kb:left", Intent.BACK))
        assert app.scenes.top is table
        for _ in range(100_000):
            if table.finished:
                break
            app.run_headless(1, draw_every=0)
        assert isinstance(app.scenes.top, ResultsScene)
    finally:
        again.unplug()


def test_seats_from_specs():
    seats = make_seats(["pad:3", "easy", "kb:left", "hard"])
    assert [s.is_human for s in seats] == [True, False, True, False]
    assert seats[0].name == "Player 1" and seats[1].level == "easy"
    assert dataclasses.replace(seats[1]).name != seats[3].name
    with pytest.raises(ValueError, match="bot level"):
        make_seats(["pad:1", 3])
    with pytest.raises(ValueError, match="seats"):
        make_seats([])


@pytest.mark.parametrize("players,seed", [(3, 0)])
def test_warning_markers_do_not_carry_over_to_the_next_night(app, players, seed):
    table = PickpocketTable(app, "pickpocket", ["normal"] * players, options={"warning": True}, seed=seed,
                            speed=30.0)
    app.scenes.push(table)
    night, starts = table.m.night, []
    for _frame in range(40_000):
        table.update(1 / 60)
        if table.m.night != night:
            night = table.m.night
            if night >= 2:  # the frame a new night starts on the table: no "!" left from the night before
                warned_before = any(isinstance(e, pp.Warning) for e in table.events[:_events_until_night(table, night)])
                starts.append((night, list(table.m.warned), warned_before))
            if night >= 3:
                break
    assert len(starts) >= 2
    assert any(warned for _n, _w, warned in starts), "the seed should give a warning before a new night"
    for n, warned, _before in starts:
        assert warned == [False] * players, (n, warned)


def _events_until_night(table, night: int) -> int:
    """Index in ``table.events`` of the NightStarted event of ``night``."""
    return next(i for i, e in enumerate(table.events) if isinstance(e, pp.NightStarted) and e.night == night)


def test_the_move_hint_offers_choose_only_when_there_is_a_choice(app):
    """A lone legal Draw shows only the confirm hint ("Go"); with two or more choices "Choose" is back."""
    from scene_helpers import make_table, ready_for, run_until
    from support import probed

    from thieves_arcade.engine import pickpocket as pp
    scene = make_table(app, "pickpocket", ["kb:left", "easy"], seed=0, speed=40.0)
    seen = {}
    for _ in range(60):
        run_until(app, lambda: ready_for(scene, 0)() or scene.is_over, 60_000)
        if scene.is_over:
            break
        texts = [r.content for r in probed(scene.draw).records]
        seen[len(scene.view.legal) > 1] = ("Choose" in texts, "Go" in texts)
        if len(seen) == 2:
            break
        scene.apply(pp.Draw() if pp.Draw() in scene.view.legal else scene.view.legal[0])
    assert seen == {False: (False, True), True: (True, True)}
