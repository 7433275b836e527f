"""Phones as private screens: an in-process web server that makes each phone one more input device.

Three parts, each usable alone (``docs/phones.md`` tells the whole story):

- :class:`PhoneHub` — thread-safe bookkeeping shared by the game thread and the server thread: invitations (a random
  token for the QR code plus a short one-time seat code for typing), which token is which device
  (``"phone:<n>-<hex>"``), the last message sent to each device (a phone that reconnects gets it back), and the
  inbox — a :class:`queue.SimpleQueue` the game loop drains with :meth:`PhoneHub.poll` without ever waiting.
- :class:`PhoneServer` — an aiohttp application on its own thread with its own asyncio loop: serves the static page
  from the package (``thieves_arcade/web``, read with :mod:`importlib.resources`), the game's card art, and one
  WebSocket per phone.
- :class:`PhoneService` — what the app holds: a hub plus a server started and stopped on demand.

The protocol (JSON text frames; each frame at most :data:`MAX_FRAME` bytes, at most :data:`RATE` frames a second on
average with bursts of :data:`BURST`):

- phone → game: first ``{"type": "hello", "token": T}`` (from the QR code) or ``{"type": "code", "code": C}`` (typed);
  then ``{"type": "join", "name": N}`` (take a seat, like a pad's confirm), ``{"type": "leave"}`` (give it back) and
  ``{"type": "act", "action": TEXT}`` (one canonical action text of the engine).
- game → phone: ``{"type": "welcome", "token": T, "device": D}`` once the hello or code is accepted (its own token),
  then ``{"type": "state", ...}`` messages (see :func:`table_message`), ``{"type": "error", "message": M}`` and
  ``{"type": "bye", "reason": R}`` before the game closes the connection.

Security rules (tested in ``tests/test_phones_server.py``): a connection that does not present a valid token or code
first receives nothing and is closed; a token acts only for its own device (the table then checks that device's seat
is the one to act); a second connection with the same token replaces the first; tokens end with :meth:`PhoneHub.release`
(the seat was left, the game ended); oversized, malformed or flooding connections are closed and nothing else is
affected.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import json
import logging
import queue
import re
import secrets
import socket
import threading
import time
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path

from .intents import DeviceChange, Intent, IntentEvent

log = logging.getLogger(__name__)

#: Default port (Settings → "Phone port"); the next free one is taken when it is busy.
DEFAULT_PORT = 8765
#: How many ports after the chosen one are tried before giving up.
PORT_SPAN = 20
#: Largest frame a phone may send, bytes (an action text is a few dozen bytes).
MAX_FRAME = 2048
#: Average frames a second a phone may send, and the burst allowed above it (token bucket).
RATE = 8.0
BURST = 24
#: Seconds a new connection has to present its token or code.
HELLO_TIMEOUT = 10.0
#: Wrong seat codes one connection may try before it is closed; wrong codes in all before the code is renewed.
CODE_TRIES = 5
CODE_FAILURES = 30
#: Longest player name a phone may pick, characters.
MAX_NAME = 16
#: Seat-code alphabet: no 0/O, 1/I/L (read from a TV across the room).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
#: Content-Security-Policy of every response: only this server's own script, style, images and WebSocket.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
_ART_NAME = re.compile(r"^[a-z0-9_]{1,40}$")
_STATIC = {"index.html": "text/html", "phone.js": "text/javascript", "phone.css": "text/css"}


def new_token() -> str:
    """A fresh seat token: 24 random bytes (192 bits) from :mod:`secrets`, URL-safe base64 (32 characters)."""
    return secrets.token_urlsafe(24)


def new_code() -> str:
    """A fresh short seat code: :data:`CODE_LENGTH` characters of :data:`CODE_ALPHABET` (about 24.8 bits; one-time,
    and guesses are bounded per connection and in all)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def encode(message: dict) -> str:
    """The wire text of ``message``: compact JSON with sorted keys (so equal messages are equal bytes)."""
    return json.dumps(message, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def table_message(view, *, names: list[str], lang: str, phase: str = "table", note: str = "") -> dict:
    """The ``state`` message for the phone of ``view.seat``: a pure function of that seat's view and public facts.

    ``view`` is a :class:`~thieves_arcade.engine.base.View`; ``names`` the seat names (public); ``lang`` the game's
    language (``en``/``fr``); ``phase`` is ``"table"`` or ``"over"``; ``note`` a public line ("Fox takes the trick").
    Returns ``{"type": "state", "phase", "game", "seat", "names", "lang", "view": view.to_dict(), "legal": [texts],
    "turn": bool, "note"}``. Nothing else goes in: so the bytes a phone receives change only when what its seat may
    know changes (the privacy property of ``tests/test_phones_privacy.py``)."""
    legal = [str(a) for a in view.legal] if view.current_player == view.seat else []
    return {"type": "state", "phase": phase, "game": view.game, "seat": view.seat, "names": list(names),
            "lang": lang, "view": view.to_dict(), "legal": legal, "turn": bool(legal), "note": note}


def lobby_message(*, game: str, game_name: str, seat: int | None, names: list[str], lang: str,
                  free: int) -> dict:
    """The ``state`` message of a phone in the lobby: which seat it holds (``None``: not seated yet), the seat names,
    how many seats are free."""
    return {"type": "state", "phase": "lobby", "game": game, "game_name": game_name, "seat": seat,
            "names": list(names), "lang": lang, "free": free, "legal": [], "turn": False}


def lan_address() -> str:
    """This machine's address on the local network (the one a phone on the same Wi-Fi reaches), found by asking the
    OS which interface routes to a private address (no packet is sent); ``127.0.0.1`` when there is none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def web_file(name: str) -> bytes:
    """The bytes of the page file ``name`` shipped inside the package (``thieves_arcade/web/<name>``, read with
    :mod:`importlib.resources`). Raises ``FileNotFoundError`` for a name that is not one of the page's files."""
    if name not in _STATIC:
        raise FileNotFoundError(name)
    return (resources.files("thieves_arcade") / "web" / name).read_bytes()


def art_file(name: str) -> Path | None:
    """The game's image ``name`` (``assets/images/<name>.png`` through :mod:`thieves_arcade.resources`, so the wheel's
    copy inside the package when installed), or ``None`` for a name that is not a plain image name or not there."""
    if not _ART_NAME.match(name):
        return None
    from .. import resources as data
    path = data.image(name)
    return path if path.is_file() else None


@dataclasses.dataclass
class Invite:
    """An open invitation: ``token`` goes in the QR code's address, ``code`` is typed on the short address."""

    token: str
    code: str


@dataclasses.dataclass
class _Phone:
    device: str
    token: str
    name: str = ""
    sender: Callable[[str], None] | None = None
    closer: Callable[[int, str], None] | None = None
    conn: object = None
    last: str | None = None


class PhoneHub:
    """Invitations, tokens, devices and messages; safe to call from any thread (one lock, never held while waiting).

    Game thread: :meth:`invite` (the QR code's current token and code), :meth:`poll` (what phones did since the last
    call, as :class:`~thieves_arcade.input.intents.DeviceChange` and ``IntentEvent`` s), :meth:`publish` / :meth:`error`
    (send to one device), :meth:`release` (end a token). Server thread: :meth:`claim`, :meth:`attach`, :meth:`detach`,
    :meth:`received`.

    Rules: an invitation's token and code are valid until a phone claims one of them (then both end and the next
    :meth:`invite` makes a new pair); a claimed token stays valid for its device until :meth:`release`; a wrong code
    counts towards :data:`CODE_FAILURES`, after which the open code is renewed.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._invite: Invite | None = None
        self._by_token: dict[str, _Phone] = {}
        self._phones: dict[str, _Phone] = {}
        self._count = 0
        self._failures = 0

    # ---- game thread ------------------------------------------------------------------------------------------------
    def invite(self) -> Invite:
        """The open invitation (made on first call and after each claim)."""
        with self._lock:
            if self._invite is None:
                self._invite = Invite(new_token(), new_code())
            return self._invite

    def poll(self) -> list:
        """Everything phones did since the last call, in order (never waits): ``DeviceChange(device, True, name)``
        when a phone connects, ``DeviceChange(device, False, name)`` when its connection is lost,
        ``IntentEvent(device, CONFIRM)`` for join, ``IntentEvent(device, BACK)`` for leave, and
        ``IntentEvent(device, ACT, action=text)`` for an action text."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def publish(self, device: str, message: dict) -> None:
        """Send ``message`` (a ``state`` message) to ``device`` now, and keep it as what a reconnecting phone gets
        first. Unknown or released devices are ignored."""
        text = encode(message)
        with self._lock:
            phone = self._phones.get(device)
            if phone is None or phone.last == text:
                return
            phone.last = text
            sender = phone.sender
        if sender is not None:
            sender(text)

    def error(self, device: str, message: str) -> None:
        """Send a short error line to ``device`` (an illegal action, not its turn); not kept for reconnects."""
        with self._lock:
            phone = self._phones.get(device)
            sender = phone.sender if phone else None
        if sender is not None:
            sender(encode({"type": "error", "message": message}))

    def release(self, device: str, reason: str = "left") -> None:
        """End ``device``'s token (the seat was left, the game ended): its connection gets ``bye`` and is closed, and
        the token opens nothing any more."""
        with self._lock:
            phone = self._phones.pop(device, None)
            if phone is not None:
                self._by_token.pop(phone.token, None)
        if phone is not None and phone.closer is not None:
            phone.closer(4000, reason)

    def release_all(self, reason: str = "over") -> None:
        """:meth:`release` every device."""
        for device in self.devices():
            self.release(device, reason)

    def devices(self) -> list[str]:
        """The devices whose tokens are valid, in the order they were claimed."""
        with self._lock:
            return list(self._phones)

    def name(self, device: str) -> str:
        """The name the phone's player picked ("" before they picked one)."""
        with self._lock:
            phone = self._phones.get(device)
            return phone.name if phone else ""

    def connected(self, device: str) -> bool:
        """Whether ``device`` has a live connection now."""
        with self._lock:
            phone = self._phones.get(device)
            return phone is not None and phone.sender is not None

    # ---- server thread ----------------------------------------------------------------------------------------------
    def claim(self, token: str | None = None, code: str | None = None) -> tuple[str, str] | None:
        """The ``(device, token)`` a hello's ``token`` or a typed ``code`` opens, or ``None``.

        A known device's token gives that device back (a reconnect). The open invitation's token or code makes a new
        device ``phone:<n>-<6 hex digits>`` and closes the invitation. Anything else is refused (a wrong code counts
        as a failure)."""
        with self._lock:
            if token is not None and isinstance(token, str):
                phone = self._by_token.get(token)
                if phone is not None:
                    return phone.device, phone.token
            inv = self._invite
            ok = inv is not None and ((isinstance(token, str) and secrets.compare_digest(token, inv.token)) or
                                      (isinstance(code, str) and secrets.compare_digest(code.upper(), inv.code)))
            if not ok:
                if code is not None:
                    self._failures += 1
                    if self._failures >= CODE_FAILURES and inv is not None:
                        self._invite, self._failures = None, 0  # too many guesses: the code on the TV changes
                return None
            self._invite = None
            self._count += 1
            # the id is not a secret (the token is) but unique per session, so a seat saved with a phone of an
            # earlier session is never taken back by whichever phone happens to connect first now
            phone = _Phone(f"phone:{self._count}-{secrets.token_hex(3)}", inv.token)
            self._phones[phone.device] = phone
            self._by_token[phone.token] = phone
            return phone.device, phone.token

    def attach(self, device: str, conn, sender: Callable[[str], None], closer: Callable[[int, str], None]
               ) -> str | None:
        """Make ``conn`` the device's live connection (closing any earlier one: "replaced"); return the last state
        message to send it first, or ``None``. Queues a connect change. Returns ``None`` and does nothing for a
        device that was released meanwhile."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is None:
                return None
            old = phone.closer if phone.conn is not None else None
            phone.conn, phone.sender, phone.closer = conn, sender, closer
            last, name = phone.last, phone.name
        if old is not None:
            old(4001, "replaced")
        self._inbox.put(DeviceChange(device, True, name or device))
        return last

    def detach(self, device: str, conn) -> None:
        """``conn`` ended; if it is still the device's live connection, the device counts as lost (a change is
        queued: the table pauses naming the seat until the phone comes back)."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is None or phone.conn is not conn:
                return
            phone.conn = phone.sender = phone.closer = None
            name = phone.name
        self._inbox.put(DeviceChange(device, False, name or device))

    def received(self, device: str, conn, message: dict) -> bool:
        """One valid message from ``conn`` for ``device``: queue the intent it means. Returns ``False`` (close the
        connection) for a message that is not a known kind or not from the live connection."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is None or phone.conn is not conn:
                return False
        kind = message.get("type")
        if kind == "join":
            name = message.get("name", "")
            if not isinstance(name, str):
                return False
            clean = " ".join("".join(ch for ch in name if ch.isprintable()).split())[:MAX_NAME].strip()
            with self._lock:
                phone.name = clean
            self._inbox.put(IntentEvent(device, Intent.CONFIRM))
        elif kind == "leave":
            self._inbox.put(IntentEvent(device, Intent.BACK))
        elif kind == "act":
            text = message.get("action")
            if not isinstance(text, str) or not text or len(text) > 200:
                return False
            self._inbox.put(IntentEvent(device, Intent.ACT, action=text))
        elif kind == "ping":
            pass
        else:
            return False
        return True


class _Bucket:
    """Token bucket: ``rate`` frames a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class PhoneServer:
    """The aiohttp server on its own thread and asyncio loop.

    ``hosts``: addresses to bind (default: the LAN address and loopback); ``port``: the first port tried (0: any free
    port, for tests); up to :data:`PORT_SPAN` following ports are tried when it is busy. :meth:`start` returns the
    port bound (raises ``OSError`` when none is free); :meth:`stop` closes every connection and joins the thread.
    """

    def __init__(self, hub: PhoneHub, hosts: Iterable[str] | None = None, port: int = DEFAULT_PORT, *,
                 max_frame: int = MAX_FRAME, rate: float = RATE, burst: int = BURST):
        self.hub = hub
        self.hosts = list(hosts) if hosts is not None else sorted({lan_address(), "127.0.0.1"})
        self.first_port = port
        self.port: int | None = None
        self.max_frame, self.rate, self.burst = max_frame, rate, burst
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._sockets: set = set()

    # ---- life cycle (game thread) -----------------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Start the thread and bind; returns the port. Raises ``OSError`` if no port is free, ``RuntimeError`` if
        the server did not come up within ``timeout`` seconds."""
        if self._thread is not None:
            return self.port
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the phone server did not start")
        if self._failure is not None:
            self._thread.join(timeout)
            self._thread = None
            raise self._failure
        return self.port

    def stop(self, timeout: float = 5.0) -> None:
        """Close every connection ("bye"), stop the loop and join the thread. Safe to call twice."""
        thread, loop = self._thread, self._loop
        if thread is None or loop is None:
            return
        fut = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
        try:
            fut.result(timeout)
        except Exception as exc:  # noqa: BLE001 - stopping must not raise into the game
            log.warning("phone server shutdown: %s", exc)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        self._thread = self._loop = None
        log.info("phone server stopped")

    @property
    def running(self) -> bool:
        """Whether the server thread is up."""
        return self._thread is not None and self._thread.is_alive()

    # ---- server thread ----------------------------------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._bind())
        except BaseException as exc:  # noqa: BLE001 - handed to start()
            self._failure = exc
            self._ready.set()
            loop.close()
            self._loop = None
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    def app(self):
        """The aiohttp application (routes and security headers); tests may serve it with aiohttp's test server."""
        from aiohttp import web

        @web.middleware
        async def headers(request, handler):
            response = await handler(request)
            response.headers["Content-Security-Policy"] = CSP
            response.headers["X-Content-Type-Options"] = "nosniff"
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["Cache-Control"] = "no-store"
            response.headers["X-Frame-Options"] = "DENY"
            return response

        app = web.Application(middlewares=[headers], client_max_size=4096)
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._ws)
        app.router.add_get("/art/{name}.png", self._art)
        app.router.add_get("/{name}", self._static)
        return app

    async def _bind(self) -> None:
        from aiohttp import web
        self._runner = web.AppRunner(self.app(), access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        last: OSError | None = None
        ports = [0] if self.first_port == 0 else range(self.first_port, self.first_port + PORT_SPAN + 1)
        for port in ports:
            sites = []
            try:
                for host in self.hosts:
                    site = web.TCPSite(self._runner, host, port if port or not sites else self.port,
                                       reuse_address=False)
                    await site.start()
                    sites.append(site)
                    if not port and self.port is None:
                        self.port = self._runner.addresses[-1][1]
                self.port = port or self.port
                log.info("phone server on %s port %s", ", ".join(self.hosts), self.port)
                return
            except OSError as exc:
                last = exc
                self.port = None
                for site in sites:
                    await site.stop()
        await self._runner.cleanup()
        raise OSError(f"no free port from {self.first_port} to {self.first_port + PORT_SPAN}: {last}")

    async def _shutdown(self) -> None:
        for ws in list(self._sockets):
            try:
                await ws.send_str(encode({"type": "bye", "reason": "stopped"}))
                await ws.close(code=1001, message=b"server stopped")
            except Exception:  # noqa: BLE001 - a connection already gone
                pass
        if self._runner is not None:
            await self._runner.cleanup()

    async def _page(self, request):
        return await self._static(request, "index.html")

    async def _static(self, request, name: str | None = None):
        from aiohttp import web
        name = name or request.match_info["name"]
        try:
            body = web_file(name)
        except FileNotFoundError:
            raise web.HTTPNotFound() from None
        return web.Response(body=body, content_type=_STATIC[name], charset="utf-8")

    async def _art(self, request):
        from aiohttp import web
        path = art_file(request.match_info["name"])
        if path is None:
            raise web.HTTPNotFound()
        return web.Response(body=path.read_bytes(), content_type="image/png",
                            headers={"Cache-Control": "max-age=3600"})

    async def _ws(self, request):
        from aiohttp import WSMsgType, web
        ws = web.WebSocketResponse(max_msg_size=self.max_frame, heartbeat=15.0)
        await ws.prepare(request)
        self._sockets.add(ws)
        loop = asyncio.get_running_loop()
        device = None
        try:
            device, token = await self._hello(ws)
            if device is None:
                await ws.close(code=4401, message=b"no valid token")
                return ws
            out: collections.deque = collections.deque(maxlen=64)
            wake = asyncio.Event()
            closing: list = []

            def sender(text: str) -> None:  # any thread
                def put():
                    out.append(text)
                    wake.set()
                loop.call_soon_threadsafe(put)

            def closer(code: int, reason: str) -> None:  # any thread
                def put():
                    closing.append((code, reason))
                    wake.set()
                loop.call_soon_threadsafe(put)

            writer = asyncio.ensure_future(self._writer(ws, out, wake, closing))
            await ws.send_str(encode({"type": "welcome", "token": token, "device": device}))
            last = self.hub.attach(device, ws, sender, closer)
            if last is not None:
                out.appendleft(last)
                wake.set()
            bucket = _Bucket(self.rate, self.burst)
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    await ws.close(code=1003, message=b"text frames only")
                    break
                if not bucket.take():
                    await ws.close(code=1008, message=b"too many messages")
                    break
                try:
                    data = json.loads(msg.data)
                except ValueError:
                    data = None
                if not isinstance(data, dict) or not self.hub.received(device, ws, data):
                    await ws.close(code=1007, message=b"malformed message")
                    break
            writer.cancel()
        finally:
            self._sockets.discard(ws)
            if device is not None:
                self.hub.detach(device, ws)
        return ws

    async def _hello(self, ws) -> tuple[str | None, str | None]:
        """Read the first frames: a hello with a token, or up to :data:`CODE_TRIES` seat codes."""
        from aiohttp import WSMsgType
        for _ in range(CODE_TRIES):
            try:
                msg = await asyncio.wait_for(ws.receive(), HELLO_TIMEOUT)
            except TimeoutError:
                return None, None
            if msg.type != WSMsgType.TEXT:
                return None, None
            try:
                data = json.loads(msg.data)
            except ValueError:
                return None, None
            if not isinstance(data, dict):
                return None, None
            if data.get("type") == "hello":
                got = self.hub.claim(token=data.get("token"))
                return got if got else (None, None)
            if data.get("type") != "code":
                return None, None
            got = self.hub.claim(code=data.get("code"))
            if got:
                return got
            await ws.send_str(encode({"type": "error", "message": "code"}))
        return None, None

    async def _writer(self, ws, out: collections.deque, wake: asyncio.Event, closing: list) -> None:
        while not ws.closed:
            await wake.wait()
            wake.clear()
            while out:
                await ws.send_str(out.popleft())
            if closing:
                code, reason = closing[0]
                await ws.send_str(encode({"type": "bye", "reason": reason}))
                await ws.close(code=code, message=reason.encode())
                return


class PhoneService:
    """What the app holds (``app.phones``): one :class:`PhoneHub` for the session and a :class:`PhoneServer` started
    when phones are switched on (:meth:`start`) and stopped when nobody needs it (:meth:`stop`).

    ``address`` is the short address shown on the TV (``host:port``) once started; ``url(invite)`` the QR code's
    address, with the token in the fragment (never sent in an HTTP request line, never logged)."""

    def __init__(self, port: int = DEFAULT_PORT, hosts: Iterable[str] | None = None):
        self.hub = PhoneHub()
        self.first_port = port
        self.hosts = list(hosts) if hosts is not None else None
        self.server: PhoneServer | None = None
        self.host = "127.0.0.1"
        self.error = ""

    @property
    def running(self) -> bool:
        """Whether the server is up."""
        return self.server is not None and self.server.running

    def start(self) -> bool:
        """Start the server if it is not running; returns whether it runs (``error`` says why not)."""
        if self.running:
            return True
        hosts = self.hosts if self.hosts is not None else sorted({lan_address(), "127.0.0.1"})
        self.host = next((h for h in hosts if h != "127.0.0.1"), hosts[0])
        self.server = PhoneServer(self.hub, hosts, self.first_port)
        try:
            self.server.start()
        except (OSError, RuntimeError) as exc:
            self.error = str(exc)
            self.server = None
            log.warning("phones cannot join: %s", exc)
            return False
        self.error = ""
        return True

    def stop(self) -> None:
        """End every token and stop the server (nothing listens afterwards)."""
        self.hub.release_all("stopped")
        if self.server is not None:
            self.server.stop()
            self.server = None

    @property
    def port(self) -> int | None:
        """The port bound, or ``None`` when stopped."""
        return self.server.port if self.server is not None else None

    @property
    def address(self) -> str:
        """``host:port`` for the TV (empty when stopped)."""
        return f"{self.host}:{self.port}" if self.port else ""

    def url(self, invite: Invite) -> str:
        """The QR code's address for ``invite``: ``http://host:port/#t=<token>``."""
        return f"http://{self.address}/#t={invite.token}"

    def poll(self) -> list:
        """:meth:`PhoneHub.poll` (empty when never started)."""
        return self.hub.poll()


# ---- the table's side ------------------------------------------------------------------------------------------------
def check_action(state, seat: int | None, text: str):
    """Validate a phone's action ``text`` for ``seat`` against the engine ``state`` without changing it.

    Returns ``(action, "")`` for a legal action of the seat to act, else ``(None, message)`` with a short line for the
    phone (in the language in force): the seat is not the one to act, or the engine refuses the text
    (:class:`~thieves_arcade.engine.IllegalAction` from ``parse_action`` or not among ``legal_actions()``)."""
    from ..engine.base import IllegalAction
    from ..i18n import _
    if seat is None:
        return None, _("You have no seat at this table")
    if state.is_over or state.current_player != seat:
        return None, _("Wait for your turn")
    try:
        action = state.game.parse_action(text)
    except (IllegalAction, ValueError):
        return None, _("That move is not possible now")
    if action not in state.legal_actions():
        return None, _("That move is not possible now")
    return action, ""


def publish_views(hub: PhoneHub, state, phones: dict[int, str], names: list[str], lang: str, note: str = "") -> None:
    """Send each phone seat (``phones``: seat → device) its :func:`table_message` made from ``state.view(seat)``."""
    phase = "over" if state.is_over else "table"
    for seat, device in phones.items():
        hub.publish(device, table_message(state.view(seat), names=names, lang=lang, phase=phase, note=note))
