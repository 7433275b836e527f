"""Seat ↔ device binding, in one place: **a seat is an owner, a device is a means**.

A *seat* (a place at the table, a party player) belongs to a person for the whole game or party; a *device* (a
keyboard segment, a game pad, later a phone) is only how that person sends intents right now. Devices come and go —
a pad's battery dies, a cable is pulled, a phone's browser tab sleeps — and the seat must wait for its owner, not be
handed to whoever plugs in next. Everything that decides "which seat does this device play" lives here; scenes
(the table, the party, the pause menu) only ask a :class:`SeatBinding`.

Device identity
---------------
Every device has a runtime id (``"kb:left"``, ``"pad:<SDL instance id>"``, ``"phone:<token>"``) that is valid while
it is connected, and a :class:`DeviceInfo` that says who it is across a reconnection:

- ``identity`` — a stable text: ``"kb:left"`` for a keyboard segment; ``"pad:<SDL GUID>:<serial>"`` for a pad whose
  serial SDL reports, else ``"pad:<SDL GUID>"`` (GUID = bus, vendor, product, version: identical pads share it);
  a phone's own token.
- ``exact`` — whether ``identity`` tells this one device apart from every other (keyboard segments, pads with a
  serial, phones). A non-exact identity only names the *model*.
- ``slot`` — SDL's player index (the XInput slot) at the time it was seen, or -1. It is remembered and shown in logs
  but never decides between two seats: SDL gives a replugged pad the lowest free slot, not its old one.

Matching a returning device (:meth:`SeatBinding.returned`)
----------------------------------------------------------
Among the seats *waiting* (their device went away, no choice made yet), those whose remembered identity equals the
newcomer's are candidates. One candidate → the seat is rebound at once. Several (two identical pads without serials
both dropped) → :class:`Ask`: the screen must ask the newcomer "Which player are you?" and call
:meth:`SeatBinding.choose`; the seats stay waiting (so no private view can be drawn for them) until it answers.
None → the device is a stranger: it takes a seat only when someone chooses "Another device takes …" and it confirms
(:meth:`SeatBinding.take`). A seat a bot took over (:meth:`SeatBinding.to_bot`) keeps its owner's identity, so a
human can take it back (:meth:`SeatBinding.take` from the pause menu), but is never taken back silently.

Adding a device kind (phones, issue 20)
---------------------------------------
A new kind needs no change here nor in any scene:

1. **Register**: give it a kind prefix and runtime ids ``"<kind>:<handle>"`` and, when one connects, call
   ``app.input.attach(device, DeviceInfo(device, kind, identity, exact=True, name=...))`` — thread-safe, may be
   called from a server thread; the app delivers a ``DeviceChange(device, True, name, identity)`` on its next frame.
2. **Emit intents**: ``app.input.emit(device, Intent.CONFIRM)`` (thread-safe); the app delivers an
   :class:`~thieves_arcade.input.intents.IntentEvent` exactly like a key or a button press (stamped with the frame
   it arrived in, so it cannot carry over a screen change). A kind that sends whole action texts sets
   ``IntentEvent.action`` (see its docstring) through ``emit(device, intent, action=text)``.
3. **Report loss / return**: ``app.input.detach(device)`` when it goes away (the seat waits, a pause opens);
   ``attach`` again with the same ``identity`` when it comes back (its own seat is rebound, Resume is focused).

Rules: a device plays at most one seat per binding; a seat has at most one device; only :meth:`to_bot` (someone
chose "Let a bot play") turns a human seat into a bot.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Protocol

log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class DeviceInfo:
    """Who a connected device is. ``device``: runtime id; ``kind``: ``"kb"``, ``"pad"``, ``"phone"``…;
    ``identity``: stable across reconnections (see the module docstring); ``exact``: whether ``identity`` is unique
    to this device; ``name``: what to show; ``family``: glyph family (``xbox``, ``playstation``, ``nintendo``,
    ``generic``, ``keyboard``, or a new kind's own); ``slot``: SDL player index or -1."""

    device: str
    kind: str
    identity: str
    exact: bool = True
    name: str = ""
    family: str = "generic"
    slot: int = -1


class Owner(Protocol):
    """What a seat must have to be bound (:class:`~thieves_arcade.scenes.table.Seat` has it): ``index``, ``device``
    (``None`` for a bot), ``level`` (a bot level or ``None``), ``identity`` (the owner's device identity or ``None``)
    and ``number`` (a human's player number; kept when a bot takes over)."""

    index: int
    device: str | None
    level: str | None
    identity: str | None
    number: int | None


@dataclasses.dataclass(frozen=True)
class Rebound:
    """:meth:`SeatBinding.returned`: ``device`` is back on its own ``seat``."""

    seat: int
    device: str


@dataclasses.dataclass(frozen=True)
class Ask:
    """:meth:`SeatBinding.returned`: ``device`` may be any of ``seats`` (identical pads): ask it "Which player are
    you?"."""

    device: str
    seats: tuple[int, ...]


class SeatBinding:
    """The binding of ``seats`` (a list of :class:`Owner`) to devices.

    ``waiting``: seats whose device went away and nobody chose what to do (a set; scenes read it as
    ``disconnected``). ``asking``: returning devices that must say which seat is theirs, oldest first
    (:class:`Ask` list). ``info(device) -> DeviceInfo | None`` looks up a connected device (``app.input.info``).
    """

    def __init__(self, seats: list, info=None):
        self.seats = seats
        self.info = info or (lambda device: None)
        self.waiting: set[int] = set()
        self.asking: list[Ask] = []
        self._identities: dict[str, str] = {}  # asked devices' identities (they take a seat when they answer)
        for seat in seats:
            if seat.device is not None and getattr(seat, "identity", None) is None:
                found = self.info(seat.device)
                seat.identity = found.identity if found is not None else seat.device

    # ---- questions ----------------------------------------------------------------------------------------------
    def seat_of(self, device: str) -> int | None:
        """The seat ``device`` plays (or played, if the seat is waiting) here, or ``None``."""
        return next((s.index for s in self.seats if s.device == device), None)

    def reclaimable(self) -> list[int]:
        """Seats a bot took over from a human (a player number kept): a human may take them back."""
        return [s.index for s in self.seats if s.device is None and s.number is not None and s.index not in
                self.waiting]

    def asking_for(self, device: str) -> Ask | None:
        """The pending "Which player are you?" of ``device``, if any."""
        return next((a for a in self.asking if a.device == device), None)

    # ---- changes ------------------------------------------------------------------------------------------------
    def lost(self, device: str) -> list[int]:
        """``device`` went away: its seat (if any) waits for its owner (the seat keeps the old runtime id, so it
        stays a human seat). Returns the seats now waiting because of it."""
        self.asking = [a for a in self.asking if a.device != device]
        out = []
        for seat in self.seats:
            if seat.device == device and seat.index not in self.waiting:
                self.waiting.add(seat.index)
                out.append(seat.index)
        if out:
            log.info("binding: %s lost; seats %s wait", device, out)
        return out

    def returned(self, info: DeviceInfo) -> Rebound | Ask | None:
        """A device connected: rebind it to its own waiting seat, ask which seat it is, or ``None`` (a stranger,
        or it plays a seat already). See the module docstring."""
        mine = self.seat_of(info.device)
        if mine is not None and mine in self.waiting:  # the same runtime id again (a phone's token)
            self.take(mine, info.device, info)
            return Rebound(mine, info.device)
        if mine is not None or self.asking_for(info.device):
            return None
        candidates = tuple(sorted(s.index for s in self.seats if s.index in self.waiting
                                  and s.identity == info.identity))
        if not candidates:
            return None
        if len(candidates) == 1:
            self.take(candidates[0], info.device, info)
            return Rebound(candidates[0], info.device)
        ask = Ask(info.device, candidates)
        self.asking.append(ask)
        self._identities[info.device] = info.identity
        log.info("binding: %s could be seats %s; asking", info.device, candidates)
        return ask

    def choose(self, device: str, seat: int) -> bool:
        """The answer to "Which player are you?": ``device`` takes ``seat`` (one of its :class:`Ask`'s seats).
        Returns whether it did. Other asks for the same seat are narrowed (and settled if one seat is left)."""
        ask = self.asking_for(device)
        if ask is None or seat not in ask.seats or seat not in self.waiting:
            return False
        self.asking.remove(ask)
        self.take(seat, device)
        narrowed = []
        for other in self.asking:
            left = tuple(s for s in other.seats if s != seat)
            narrowed.append(Ask(other.device, left) if left else None)
        self.asking = []
        for other in narrowed:
            if other is None:
                continue
            if len(other.seats) == 1:
                self.take(other.seats[0], other.device)
            else:
                self.asking.append(other)
        return True

    def take(self, seat: int, device: str, info: DeviceInfo | None = None) -> None:
        """``device`` plays ``seat`` from now on (its own pad returning, another device chosen in the pause menu, a
        human taking a seat back from a bot); ``info`` (else ``self.info(device)``) gives the identity the seat
        remembers from now on. Raises ``ValueError`` if ``device`` already plays another seat."""
        other = self.seat_of(device)
        if other is not None and other != seat:
            raise ValueError(f"{device} already plays seat {other}")
        s = self.seats[seat]
        s.device, s.level = device, None
        found = info or self.info(device)
        s.identity = found.identity if found is not None else self._identities.pop(device, device)
        self.waiting.discard(seat)
        self.asking = [a for a in self.asking if a.device != device]
        log.info("binding: seat %s played by %s (%s)", seat, device, s.identity)

    def to_bot(self, seat: int, level: str = "normal") -> None:
        """Someone chose "Let a bot play": ``seat`` is a bot from now on (its owner's identity is kept, so it can be
        taken back)."""
        s = self.seats[seat]
        s.device, s.level = None, level
        self.waiting.discard(seat)
        for ask in list(self.asking):
            left = tuple(k for k in ask.seats if k != seat)
            self.asking.remove(ask)
            if left:
                self.asking.append(Ask(ask.device, left))
