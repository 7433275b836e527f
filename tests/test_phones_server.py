"""The phone server with a real client (aiohttp) on 127.0.0.1: join, act, illegal action, wrong token, replayed
token, reconnect, flood, oversized frame, malformed frame, server stop, port choice, page and headers."""

from __future__ import annotations

import asyncio
import json
import socket

import aiohttp
import pytest
from phone_helpers import close_code, hello, poll_until, receive_json, receive_until, running_server, url

from thieves_arcade.engine import GAMES
from thieves_arcade.input.intents import DeviceChange, Intent, IntentEvent
from thieves_arcade.input.phones import (
    CSP,
    PhoneHub,
    PhoneServer,
    check_action,
    publish_views,
)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_join_by_qr_token_and_pick_a_name():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            invite = hub.invite()
            async with aiohttp.ClientSession() as s:
                ws, welcome = await hello(s, server, invite.token)
                device = welcome["device"]
                assert welcome == {"type": "welcome", "token": invite.token, "device": device}
                assert device.startswith("phone:1-")
                await ws.send_str(json.dumps({"type": "join", "name": "  Ann\x00ie  the great thief "}))
                got = await poll_until(hub, lambda x: isinstance(x, IntentEvent))
                assert DeviceChange(device, True, device) in got
                assert IntentEvent(device, Intent.CONFIRM) in got
                assert hub.name(device) == "Annie the great"  # printable, spaces folded, 16 characters
                assert hub.invite().token != invite.token  # the QR code moved on to a new token
                await ws.send_str(json.dumps({"type": "leave"}))
                assert IntentEvent(device, Intent.BACK) in await poll_until(hub, lambda x: True)
                await ws.close()
    run(main())


def test_join_by_short_code_is_one_time():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            invite = hub.invite()
            async with aiohttp.ClientSession() as s:
                ws = await s.ws_connect(url(server))
                await ws.send_str(json.dumps({"type": "code", "code": "WRONG"}))
                assert await receive_json(ws) == {"type": "error", "message": "code"}
                await ws.send_str(json.dumps({"type": "code", "code": invite.code.lower()}))
                welcome = await receive_json(ws)
                assert welcome["type"] == "welcome" and welcome["token"] == invite.token
                again = await s.ws_connect(url(server))  # the same code a second time opens nothing
                await again.send_str(json.dumps({"type": "code", "code": invite.code}))
                assert await receive_json(again) == {"type": "error", "message": "code"}
                await ws.close()
                await again.close()
    run(main())


def test_wrong_token_receives_nothing():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            hub.invite()
            hub.publish("phone:1", {"type": "state"})  # nothing to leak even if it existed
            async with aiohttp.ClientSession() as s:
                for first in ({"type": "hello", "token": "A" * 32}, {"type": "join", "name": "x"},
                              {"type": "act", "action": "play red 7"}, {"type": "hello"}):
                    ws = await s.ws_connect(url(server))
                    await ws.send_str(json.dumps(first))
                    assert await close_code(ws) == 4401
            assert hub.poll() == []  # and the game heard nothing
    run(main())


def _sticheln_table(hub: PhoneHub, device: str, seat: int = 0, seed: int = 5):
    state = GAMES["sticheln"].new_state(3, seed=seed)
    names = ["Ann", "Fox", "Crow"]
    publish_views(hub, state, {seat: device}, names, "en")
    return state, names


async def _serve_once(hub, state, seats, names):
    """The game loop's side for one phone message: check, apply (or reply), publish."""
    got = await poll_until(hub, lambda x: isinstance(x, IntentEvent) and x.intent == Intent.ACT)
    event = next(x for x in got if isinstance(x, IntentEvent) and x.intent == Intent.ACT)
    seat = next(k for k, d in seats.items() if d == event.device)
    action, error = check_action(state, seat, event.action)
    if action is None:
        hub.error(event.device, error)
    else:
        state.apply(action)
        publish_views(hub, state, seats, names, "en")
    return action, error


def test_act_illegal_action_and_not_your_turn():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            invite = hub.invite()
            async with aiohttp.ClientSession() as s:
                ws, welcome = await hello(s, server, invite.token)
                device = welcome["device"]
                state, names = _sticheln_table(hub, device)
                seats = {0: device}
                first = await receive_until(ws, lambda m: m["type"] == "state")
                assert first["seat"] == 0 and first["view"]["seat"] == 0 and first["names"] == names
                assert first["legal"] == [str(a) for a in state.legal_actions()] and first["turn"]
                before = json.dumps(state.to_dict(), sort_keys=True)
                await ws.send_str(json.dumps({"type": "act", "action": "steal the crown jewels"}))
                action, error = await _serve_once(hub, state, seats, names)
                assert action is None
                assert (await receive_until(ws, lambda m: m["type"] == "error"))["message"] == error
                assert json.dumps(state.to_dict(), sort_keys=True) == before  # state unchanged
                await ws.send_str(json.dumps({"type": "act", "action": first["legal"][0]}))
                action, _ = await _serve_once(hub, state, seats, names)
                assert str(action) == first["legal"][0] and state.history[-1] == first["legal"][0]
                nxt = await receive_until(ws, lambda m: m["type"] == "state")
                assert nxt["view"] == state.view(0).to_dict()
                # every legal text of a seat that is not to act is refused by the table, state unchanged
                if state.current_player != 0:
                    before = json.dumps(state.to_dict(), sort_keys=True)
                    await ws.send_str(json.dumps({"type": "act", "action": str(state.legal_actions()[0])}))
                    action, error = await _serve_once(hub, state, seats, names)
                    assert action is None and error == "Wait for your turn"
                    assert json.dumps(state.to_dict(), sort_keys=True) == before
                await ws.close()
    run(main())


def test_replayed_token_replaces_the_first_connection_and_reconnect_gets_the_view():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            invite = hub.invite()
            async with aiohttp.ClientSession() as s:
                a, welcome = await hello(s, server, invite.token)
                device = welcome["device"]
                state, names = _sticheln_table(hub, device)
                view = await receive_until(a, lambda m: m["type"] == "state")
                b, welcome_b = await hello(s, server, invite.token)  # the same token again (a phone woke up)
                assert welcome_b["device"] == device
                assert await receive_json(b) == view  # gets its view back at once
                assert (await receive_until(a, lambda m: m["type"] == "bye"))["reason"] == "replaced"
                assert await close_code(a) == 4001
                await b.close()  # lost: the game hears it once, for the live connection only
                got = await poll_until(hub, lambda x: isinstance(x, DeviceChange) and not x.connected)
                assert [x for x in got if isinstance(x, DeviceChange) and not x.connected] == [
                    DeviceChange(device, False, device)]
                c, _ = await hello(s, server, invite.token)  # reconnects with its token
                assert await receive_json(c) == view
                assert any(isinstance(x, DeviceChange) and x.connected
                           for x in await poll_until(hub, lambda x: isinstance(x, DeviceChange)))
                hub.release(device)  # the seat was left: the token ends
                assert (await receive_until(c, lambda m: m["type"] == "bye"))["reason"] == "left"
                d = await s.ws_connect(url(server))
                await d.send_str(json.dumps({"type": "hello", "token": invite.token}))
                assert await close_code(d) == 4401
    run(main())


def test_a_token_acts_only_for_its_own_device():
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            async with aiohttp.ClientSession() as s:
                a, wa = await hello(s, server, hub.invite().token)
                b, wb = await hello(s, server, hub.invite().token)
                assert wa["device"] != wb["device"] and wa["token"] != wb["token"]
                await b.send_str(json.dumps({"type": "act", "action": "pass"}))
                got = await poll_until(hub, lambda x: isinstance(x, IntentEvent))
                assert [x.device for x in got if isinstance(x, IntentEvent)] == [wb["device"]]
                await a.close()
                await b.close()
    run(main())


@pytest.mark.parametrize("attack", ["flood", "oversized", "malformed", "binary", "bad-action"])
def test_hostile_connection_is_closed_and_the_game_goes_on(attack):
    async def main():
        hub = PhoneHub()
        with running_server(hub) as server:
            async with aiohttp.ClientSession() as s:
                bad, wbad = await hello(s, server, hub.invite().token)
                good, wgood = await hello(s, server, hub.invite().token)
                if attack == "flood":
                    for _ in range(200):
                        if bad.closed:
                            break
                        await bad.send_str(json.dumps({"type": "ping"}))
                elif attack == "oversized":
                    await bad.send_str(json.dumps({"type": "act", "action": "x" * 10_000}))
                elif attack == "malformed":
                    await bad.send_str("{not json")
                elif attack == "binary":
                    await bad.send_bytes(b"\x00\x01")
                else:
                    await bad.send_str(json.dumps({"type": "act", "action": ["play"]}))
                assert await close_code(bad) == {"flood": 1008, "oversized": 1009, "malformed": 1007, "binary": 1003,
                                          "bad-action": 1007}[attack]
                await good.send_str(json.dumps({"type": "act", "action": "pass"}))
                got = await poll_until(hub, lambda x: isinstance(x, IntentEvent) and x.device == wgood["device"])
                assert IntentEvent(wgood["device"], Intent.ACT, action="pass") in got
                assert hub.connected(wgood["device"]) and not hub.connected(wbad["device"])
                await good.close()
    run(main())


def test_server_stop_says_bye_and_frees_the_port():
    async def main():
        hub = PhoneHub()
        server = PhoneServer(hub, ["127.0.0.1"], 0)
        port = server.start()
        async with aiohttp.ClientSession() as s:
            ws, _ = await hello(s, server, hub.invite().token)
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            assert (await receive_until(ws, lambda m: m["type"] == "bye"))["reason"] == "stopped"
            assert await close_code(ws) == 1001
        assert not server.running
        with socket.socket() as sock:  # nothing listens any more
            assert sock.connect_ex(("127.0.0.1", port)) != 0
        server.stop()  # twice is fine
    run(main())


def test_busy_port_takes_the_next_free_one():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        with running_server(port=taken) as server:
            assert server.port != taken and taken < server.port <= taken + 20


def test_page_art_and_security_headers():
    async def main():
        with running_server() as server:
            async with aiohttp.ClientSession() as s:
                async with s.get(url(server, "/")) as r:
                    body = await r.text()
                    assert r.status == 200 and "phone.js" in body
                    assert r.headers["Content-Security-Policy"] == CSP
                    assert "default-src 'none'" in CSP and "http" not in CSP
                    assert r.headers["X-Content-Type-Options"] == "nosniff"
                for name in ("phone.js", "phone.css"):
                    async with s.get(url(server, "/" + name)) as r:
                        assert r.status == 200 and r.headers["Content-Security-Policy"] == CSP
                        text = await r.text()
                        assert "http://" not in text and "https://" not in text  # no third-party resources
                async with s.get(url(server, "/art/card_red_5.png")) as r:
                    assert r.status == 200 and (await r.read())[:8] == b"\x89PNG\r\n\x1a\n"
                for bad in ("/art/..%2Fpyproject.png", "/art/missing_thing.png", "/settings.json", "/../README.md"):
                    async with s.get(url(server, bad)) as r:
                        assert r.status == 404, bad
    run(main())
