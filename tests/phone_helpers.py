"""Shared helpers of the phone tests: a real PhoneServer on 127.0.0.1 and an aiohttp WebSocket client."""

from __future__ import annotations

import asyncio
import contextlib
import json

import aiohttp

from thieves_arcade.input.phones import PhoneHub, PhoneServer

#: Seconds any single wait in these tests may take before it counts as a failure (never a timing check).
WAIT = 10.0


@contextlib.contextmanager
def running_server(hub: PhoneHub | None = None, **kw):
    """A started :class:`PhoneServer` on 127.0.0.1 (any free port unless ``port`` is given); stopped afterwards."""
    hub = hub or PhoneHub()
    kw.setdefault("port", 0)
    server = PhoneServer(hub, ["127.0.0.1"], **kw)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def url(server: PhoneServer, path: str = "/ws") -> str:
    """``http://127.0.0.1:<port><path>``."""
    return f"http://127.0.0.1:{server.port}{path}"


async def receive_json(ws, timeout: float = WAIT) -> dict | None:
    """The next text frame as JSON, or ``None`` when the connection closed first."""
    msg = await asyncio.wait_for(ws.receive(), timeout)
    if msg.type == aiohttp.WSMsgType.TEXT:
        return json.loads(msg.data)
    return None


async def receive_until(ws, pred, timeout: float = WAIT) -> dict:
    """Frames until one satisfies ``pred`` (raises ``AssertionError`` if the connection closes first)."""
    while True:
        data = await receive_json(ws, timeout)
        assert data is not None, f"connection closed ({ws.close_code}) before the expected message"
        if pred(data):
            return data


async def poll_until(hub: PhoneHub, pred, timeout: float = WAIT) -> list:
    """Poll the hub (as the game loop does) until an item satisfies ``pred``; returns everything polled."""
    seen: list = []
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        seen += hub.poll()
        if any(pred(x) for x in seen):
            return seen
        await asyncio.sleep(0.005)
    raise AssertionError(f"nothing matched in {seen}")


async def hello(session, server, token: str):
    """Open a WebSocket and present ``token``; returns (ws, welcome message or None)."""
    ws = await session.ws_connect(url(server))
    await ws.send_str(json.dumps({"type": "hello", "token": token}))
    return ws, await receive_json(ws)


async def close_code(ws, timeout: float = WAIT) -> int:
    """Read frames until the server closes ``ws``; the close code it sent (the CLOSE frame's, else the client's)."""
    while True:
        msg = await ws.receive(timeout)
        if msg.type == aiohttp.WSMsgType.CLOSE:
            return int(msg.data)
        if msg.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
            return ws.close_code
