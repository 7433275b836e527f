"""Privacy of what travels to a phone, through the real server and a real client on 127.0.0.1.

For every game, at random points of random playouts: the bytes seat A's connection receives are identical when the
information hidden from A is resampled (the same resampling ``tests/test_properties.py`` uses for views: ``HIDE`` and
a fresh random generator), and they differ when the position changes in a way A can see (the test has teeth). A
connection never receives another seat's token."""

from __future__ import annotations

import asyncio
import copy
import json
import random

import aiohttp
import pytest
from phone_helpers import hello, receive_json, running_server
from test_properties import HIDE, playout

from thieves_arcade.engine import GAMES
from thieves_arcade.engine.base import rng_to_json
from thieves_arcade.input.phones import PhoneHub, publish_views

POSITIONS = 4  # random positions per game


async def _bytes_of(ws, hub, device, state, seat, names):
    """Publish ``state`` for ``seat`` and return the raw text the connection received."""
    publish_views(hub, state, {seat: device}, names, "en")
    msg = await asyncio.wait_for(ws.receive(), 10)
    assert msg.type == aiohttp.WSMsgType.TEXT
    hub.publish(device, {"type": "state", "phase": "marker"})  # a different message in between (no dedup)
    assert json.loads((await asyncio.wait_for(ws.receive(), 10)).data)["phase"] == "marker"
    return msg.data


@pytest.mark.parametrize("game_id", list(GAMES))
def test_bytes_to_a_seat_ignore_what_it_may_not_know(game_id):
    game = GAMES[game_id]

    async def main():
        hub = PhoneHub()
        rng = random.Random(game_id)
        with running_server(hub) as server:
            async with aiohttp.ClientSession() as s:
                phones = [await hello(s, server, hub.invite().token) for _ in range(2)]
                tokens = [w["token"] for _ws, w in phones]
                (ws, welcome), (ws_b, _welcome_b) = phones
                device = welcome["device"]
                seen: list[str] = []
                for _ in range(POSITIONS):
                    players = rng.randint(game.min_players, game.max_players)
                    seed = rng.randrange(2**31)
                    state = playout(game_id, players, seed, None, seed, limit=rng.randint(0, 120))
                    if state.is_over:
                        state = game.replay(players, seed, state.history[:-1])
                    seat = rng.randrange(players)
                    names = [f"P{k}" for k in range(players)]
                    original = await _bytes_of(ws, hub, device, state, seat, names)
                    changed = copy.deepcopy(state.to_dict())
                    changed["rng"] = rng_to_json(random.Random(rng.random()))
                    HIDE[game_id](changed["state"], seat, random.Random(rng.random()))
                    other = game.from_dict(changed)
                    assert await _bytes_of(ws, hub, device, other, seat, names) == original
                    # teeth: one more legal action (public to everyone) changes the bytes
                    if not state.is_over:
                        state.apply(rng.choice(state.legal_actions()))
                        assert await _bytes_of(ws, hub, device, state, seat, names) != original
                    seen.append(original)
                # another seat's token never reaches this connection
                publish_views(hub, state, {0: device}, names, "en")
                seen.append((await receive_json(ws)) and "")
                assert not any(tokens[1] in text for text in seen if text)
                assert all(tokens[0] not in text for text in seen if text)  # not even its own, after the welcome
                await ws.close()
                await ws_b.close()

    asyncio.run(asyncio.wait_for(main(), 120))
