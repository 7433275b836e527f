"""Resume: a killed process's game comes back exactly; refused saves show a message; dropped pads: replug, another
device, or a bot (virtual SDL controllers end to end)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from thieves_arcade.app.resume import payload
from thieves_arcade.app.saves import SaveStore
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.party import Party
from thieves_arcade.scenes.party import PartyScene
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.table import TableScene
from thieves_arcade.scenes.title import TitleScene

#: Saves and settings in each test's ``tmp_path`` (some tests name files there).
pytestmark = pytest.mark.usefixtures("home")


def choose(app, title: TitleScene, key: str) -> None:
    title.menu.index = [k for _l, k in title.menu.items].index(key)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))


def test_killed_process_resumes_exactly(tmp_path, app):
    env = dict(os.environ, THIEVES_ARCADE_HOME=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "thieves_arcade", "--headless", "--demo", "pickpocket",
                             "--players", "4", "--seed", "5", "--autosave", "--speed", "3"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    path = tmp_path / "resume.json"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            if path.exists():
                try:
                    moves = len(json.loads(path.read_text())["payload"]["state"]["history"])
                except (ValueError, KeyError, OSError):
                    moves = 0
                if moves >= 12:
                    break
            time.sleep(0.02)
        assert proc.poll() is None, "the game ended before it could be killed"
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    saved = SaveStore().load()                      # the last save written before the kill
    assert len(saved["state"]["history"]) >= 12 and saved["game"] == "pickpocket"
    title = TitleScene(app)                         # a new App (this process), from the title
    app.scenes.push(title)
    assert title.save is not None and title.menu.key == "resume"
    choose(app, title, "resume")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_id == "pickpocket"
    assert table.state.to_dict() == saved["state"]
    assert [s.level for s in table.seats] == ["normal"] * 4
    app.render()
    table.speed = 60.0
    for _ in range(200_000):                        # it plays on to the end from there (frames bounded) …
        app.pump()
        app.step()
        if table.state.is_over and not SaveStore().exists():
            break
    assert table.state.is_over and table.state.history[:len(saved["state"]["history"])] == \
        saved["state"]["history"]
    assert not SaveStore().exists()                 # … and the finished game cleared the save


def test_lobby_game_saves_after_every_action_and_keyboard_seat_comes_back(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    lobby = LobbyScene(app, "cite", seed=2)
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:right", Intent.CONFIRM))
    lobby.players = 3
    app.send(IntentEvent("kb:right", Intent.PAUSE))
    table = app.scenes.top
    table.bot_takeover(0, "easy")  # let it run by itself for a while
    table.speed = 60.0
    assert not SaveStore().exists()
    while len(table.state.history) < 5:
        app.step()
        if table.state.history:                  # saved after every action: the save is always the position
            assert SaveStore().load()["state"] == table.state.to_dict()
    saved = SaveStore().load()
    assert saved["state"] == table.state.to_dict()
    assert saved["seats"][0] == {"name": "Player 1", "number": 1, "device": None, "level": "easy",
                                 "identity": "kb:right"}  # the owner is remembered: a human may take it back
    app.scenes.clear(TitleScene(app))
    title = app.scenes.top
    choose(app, title, "resume")
    again = app.scenes.top
    assert again is not table and again.state.to_dict() == saved["state"]
    assert again.seats[0].name == "Player 1" and again.seats[0].level == "easy"


def test_missing_pad_on_resume_asks_and_a_bot_takes_over(app):
    table = TableScene(app, "cite", ["pad:4242", "normal", "normal"], {"preset": "quick"}, 3)
    SaveStore().save(payload(table))
    title = TitleScene(app)
    app.scenes.push(title)
    choose(app, title, "resume")
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and "Player 1" in pause.reason
    resumed = pause.table
    assert resumed.disconnected == {0}
    app.render()
    assert pause.menu.key == "bot:0"
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert resumed.seats[0].is_bot and not resumed.disconnected


@pytest.mark.parametrize("content", [b"{not json", b"", json.dumps({"format": "thieves-arcade-save",
                         "save_version": 1, "app_version": "0.0.0-other", "payload": {}}).encode(),
                         None])
def test_refused_saves_show_a_message_never_crash(app, tmp_path, content):
    path = tmp_path / "resume.json"
    if content is None:  # a well-formed save whose position is not a game's position
        SaveStore().save({"kind": "game", "game": "cite", "seats": [], "options": {}, "seed": 1,
                          "state": {"game": "cite", "version": 999}, "party": None})
    else:
        path.write_bytes(content)
    title = TitleScene(app)
    app.scenes.push(title)
    if content is None:  # loaded fully before it is offered (issue 19): refused on the title, never offered
        assert title.menu.key != "resume"
    assert "resume" not in [k for _l, k in title.menu.items]
    assert title.save_notice and "resume" in title.save_notice.lower() or "save" in title.save_notice.lower()
    app.render()
    assert not path.exists()                            # kept aside, not deleted, not offered again
    assert any(p.name.startswith("resume.json.") for p in tmp_path.iterdir())
    assert TitleScene(app).save_notice == ""


def test_party_resumes_mid_game(app):
    party = Party(["oodlar", "cite", "pickpocket"], ["normal", "easy", "normal"], seed=8)
    party.record([10, 20, 30], [2])
    scene = PartyScene(app, party)
    app.scenes.push(scene)
    scene.next_game()
    table = app.scenes.top
    table.speed = 60.0
    while len(table.state.history) < 6:
        app.step()
    saved = SaveStore().load()
    assert saved["kind"] == "party" and saved["party"]["results"][0]["scores"] == [10, 20, 30]
    app.scenes.clear(TitleScene(app))
    choose(app, app.scenes.top, "resume")
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed.state.to_dict() == saved["state"]
    below = app.scenes.scenes[-2]
    assert isinstance(below, PartyScene) and below.party.totals() == party.totals()


def _play_to_pad_turn(app, table, pad):
    for _ in range(20_000):
        if table.state.current_player == 0 and not table.timeline.busy and app.scenes.top is table:
            before = len(table.state.history)
            pad.press("a")
            app.pump()
            assert len(table.state.history) == before + 1
            return
        app.run_headless(1, draw_every=0)
    pytest.fail("seat 0 never got a turn")


@pytest.mark.parametrize("path", ["replug", "another", "bot"])
def test_pad_lost_mid_game_three_ways(app, path):
    pads = [VirtualController(), VirtualController()]  # the second is plugged in but seats nobody
    try:
        app.pump()
        table = TableScene(app, "cite", [pads[0].device, "normal", "normal"], {"preset": "quick"}, 6, speed=20.0)
        app.scenes.push(table)
        _play_to_pad_turn(app, table, pads[0])
        pads[0].unplug()
        app.pump()
        pause = app.scenes.top
        assert isinstance(pause, PauseScene) and "Player 1" in pause.reason and table.disconnected == {0}
        app.render()
        if path == "replug":
            pads.append(VirtualController())
            app.pump()
            assert table.seats[0].device == pads[-1].device and not table.disconnected
            pads[-1].press("start")                      # the new pad resumes the game
            app.pump()
        elif path == "another":
            keys = [k for _l, k in pause.menu.items]
            pause.menu.index = keys.index("dev:0")
            app.send(IntentEvent("kb:left", Intent.CONFIRM))   # "Another device takes Player 1's seat"
            assert pause.waiting == 0 and table.disconnected == {0}
            app.render()
            pads[1].press("a")                                 # the next device pressing confirm takes it
            app.pump()
            assert table.seats[0].device == pads[1].device and not table.disconnected and pause.waiting is None
            pads[1].press("b")                                 # resume
            app.pump()
        else:
            assert pause.menu.key == "bot:0"
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
            assert table.seats[0].is_bot and not table.disconnected
            app.send(IntentEvent("kb:left", Intent.BACK))
        assert app.scenes.top is table
        if path != "bot":
            device = table.seats[0].device
            for _ in range(20_000):  # the seat plays again from its new device
                if table.state.current_player == 0 and not table.timeline.busy:
                    before = len(table.state.history)
                    if device.startswith("pad:"):
                        pads[-1].press("a")
                        app.pump()
                    else:
                        app.send(IntentEvent(device, Intent.CONFIRM))
                    if len(table.state.history) == before + 1:
                        break
                app.run_headless(1, draw_every=0)
            else:
                pytest.fail("the seat never played again")
        else:
            n = len(table.state.history)
            app.run_headless(3000, draw_every=0)
            assert len(table.state.history) > n
    finally:
        for pad in pads:
            pad.unplug()
        app.pump()
