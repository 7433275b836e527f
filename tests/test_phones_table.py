"""Phones at a real table: the headless app with its real phone server, a phone played by an aiohttp client.

Lobby join and leave (the token ends), a table with a phone seat and a keyboard seat (no curtain for the phone,
"… is choosing on their phone" on the TV, the phone's action applied exactly like a pad's), an illegal action and a
wrong-seat action answered on the phone, a lost phone pausing the table and its token resuming the seat, the
server stopped on the title."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest
from phone_helpers import receive_until

from thieves_arcade.app.settings import Settings
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.phones import PhoneService
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.phones import PhoneJoinScene, qr_surface


@pytest.fixture
def app(make_app):
    """An app with phones on, its phone service on loopback only (stopped after the test by ``make_app``)."""
    a = make_app(settings=Settings(phones=True, phone_port=0))
    a.phones = PhoneService(0, hosts=["127.0.0.1"])  # loopback only in tests
    return a


async def frames_until(app, pred, limit: int = 3000, draw: int = 0):
    """Run app frames (pumping the phones) until ``pred()``; AssertionError after ``limit`` frames."""
    for n in range(limit):
        if pred():
            return
        app.run_headless(1, draw_every=1 if draw and n % draw == 0 else 0)
        await asyncio.sleep(0.001)
    raise AssertionError("condition not reached")


class Phone:
    """A phone played by an aiohttp client: scans the QR code (the open invitation's token), keeps every message it
    receives (a reader task) and takes a seat with ``name``."""

    def __init__(self, ws, device: str, token: str):
        self.ws, self.device, self.token = ws, device, token
        self.got: list[dict] = []
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self):
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.got.append(json.loads(msg.data))

    @classmethod
    async def scan(cls, session, app, name: str, token: str | None = None):
        ws = await session.ws_connect(f"http://127.0.0.1:{app.phones.port}/ws")
        await ws.send_str(json.dumps({"type": "hello", "token": token or app.phones.hub.invite().token}))
        welcome = await receive_until(ws, lambda m: m["type"] == "welcome")
        phone = cls(ws, welcome["device"], welcome["token"])
        if name:
            await ws.send_str(json.dumps({"type": "join", "name": name}))
        return phone

    def last(self, kind: str = "state") -> dict | None:
        return next((m for m in reversed(self.got) if m["type"] == kind), None)

    async def send(self, **message):
        await self.ws.send_str(json.dumps(message))

    async def wait(self, app, pred) -> dict:
        """Run frames until a message satisfying ``pred`` arrived (from now on); returns it."""
        n = len(self.got)
        await frames_until(app, lambda: any(pred(m) for m in self.got[n:]))
        return next(m for m in self.got[n:] if pred(m))

    async def current(self, app, pred) -> dict:
        """Run frames until the latest state message satisfies ``pred``; returns it."""
        await frames_until(app, lambda: self.last() is not None and pred(self.last()))
        return self.last()


def test_lobby_join_table_turn_loss_and_reconnect(app):
    async def main():
        lobby = LobbyScene(app, "sticheln", seed=3)
        app.scenes.push(lobby)
        assert app.phones.running and "phones" in lobby.ROWS
        lobby.row = lobby.ROWS.index("phones")
        app.send(IntentEvent("kb:left", Intent.CONFIRM))  # "Join with a phone" opens the QR screen
        assert isinstance(app.scenes.top, PhoneJoinScene)
        app.render()
        assert qr_surface(app.phones.url(app.phones.hub.invite())).get_size() == (600, 600)
        async with aiohttp.ClientSession() as s:
            ann = await Phone.scan(s, app, "Ann")
            await frames_until(app, lambda: ann.device in lobby.joined)
            seated = await ann.current(app, lambda m: m["phase"] == "lobby" and m["seat"] is not None)
            assert seated["seat"] == 0 and seated["names"][0] == "Ann"
            # leaving gives the seat back and ends the token
            await ann.send(type="leave")
            await frames_until(app, lambda: ann.device not in lobby.joined)
            await frames_until(app, lambda: ann.reader.done())
            assert ann.last("bye")["reason"] == "left" and ann.ws.close_code == 4000
            bea = await Phone.scan(s, app, "Bea")
            await frames_until(app, lambda: bea.device in lobby.joined)
            app.send(IntentEvent("kb:left", Intent.BACK))  # close the QR screen
            lobby.row = 0
            app.send(IntentEvent("kb:left", Intent.CONFIRM))  # the keyboard joins too
            lobby.players = 3
            lobby.start()
            table = app.scenes.top
            table.speed = 30.0
            assert [x.device for x in table.seats[:2]] == [bea.device, "kb:left"] and table.seats[0].name == "Bea"
            first = await bea.current(app, lambda m: m["phase"] == "table")
            assert first["view"]["seat"] == 0 and "hand" in first["view"]
            # the phone's pain pick: no curtain for it, the TV shows the public view and says who is choosing
            await frames_until(app, lambda: table.state.current_player == 0 and not table.timeline.busy)
            assert not table.curtain_up and table.view_seat is None
            app.render()
            msg = await bea.current(app, lambda m: m["turn"])
            assert msg["view"] == table.state.view(0).to_dict()
            before = json.dumps(table.state.to_dict(), sort_keys=True)
            await bea.send(type="act", action="play nothing 99")
            error = await bea.wait(app, lambda m: m["type"] == "error")
            assert error["message"] == "That move is not possible now"
            assert json.dumps(table.state.to_dict(), sort_keys=True) == before
            n = len(table.state.history)
            await bea.send(type="act", action=msg["legal"][0])
            await frames_until(app, lambda: len(table.state.history) > n)
            assert table.state.history[n] == msg["legal"][0]
            # the keyboard seat still gets the curtain (two humans); the phone seat never does
            await frames_until(app, lambda: table.state.current_player == 1 and not table.timeline.busy)
            assert table.curtain_up
            await bea.send(type="act", action=str(table.state.legal_actions()[0]))
            wrong = await bea.wait(app, lambda m: m["type"] == "error")
            assert wrong["message"] == "Wait for your turn"
            # the phone is lost: the table pauses naming the seat; its token resumes it
            await bea.ws.close()
            await frames_until(app, lambda: isinstance(app.scenes.top, PauseScene))
            assert 0 in table.disconnected and "Bea" in app.scenes.top.reason
            again = await Phone.scan(s, app, "", token=bea.token)
            back = await again.current(app, lambda m: True)
            assert back["phase"] == "table" and back["seat"] == 0  # its view came back at once
            await frames_until(app, lambda: not table.disconnected)
            # quitting to the title stops the server: nothing listens
            from thieves_arcade.scenes.title import TitleScene
            app.scenes.clear(TitleScene(app))
            assert not app.phones.running
            await frames_until(app, again.reader.done)
            assert again.last("bye")["reason"] == "stopped"
    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_phone_cannot_press_a_pads_buttons(app):
    """A phone's join/leave intents (confirm/back) never play a card at a table nor choose in the pause menu; only
    its action texts act, and only for its own seat."""
    from scene_helpers import make_table
    table = make_table(app, "sticheln", ["phone:1", "kb:left", "normal"])
    n = len(table.state.history)
    assert table.state.current_player == 0
    for intent in (Intent.CONFIRM, Intent.BACK, Intent.UP, Intent.CONFIRM):
        app.send(IntentEvent("phone:1", intent))
    assert len(table.state.history) == n and app.scenes.top is table
    table.open_pause("test")
    pause = app.scenes.top
    app.send(IntentEvent("phone:1", Intent.CONFIRM))
    assert app.scenes.top is pause  # the pause menu did not take the phone's confirm as "Resume"
    app.send(IntentEvent("phone:1", Intent.ACT, action=str(table.state.legal_actions()[0])))
    assert len(table.state.history) == n  # paused: nothing moves
    app.scenes.pop()
    app.send(IntentEvent("phone:1", Intent.ACT, action=str(table.state.legal_actions()[0])))
    assert len(table.state.history) == n + 1
