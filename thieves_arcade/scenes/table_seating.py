"""Seat changes at a table while it plays: a bot taking a seat over, a device lost or back, a device claiming a seat.
A :class:`Seating` is owned by the ``TableScene`` (``table.seating``); the table's ``bot_takeover``, ``take_seat``,
``choose_seat``, ``device_changed``, ``open_pause`` and ``resume`` (what the pause menu and the app call) hand to
it. Who plays which seat is
decided by the table's ``input.binding.SeatBinding``; this object keeps the rest of the table in step with it."""

from __future__ import annotations

import logging

from ..engine.base import Action
from ..i18n import _
from ..input.binding import DeviceInfo, Rebound
from ..input.intents import DeviceChange
from .seats import is_phone

log = logging.getLogger(__name__)


class Seating:
    """Who plays the seats of one ``table`` (a ``TableScene``): its bots' checked moves, and the seat changes (its
    ``seats``, ``binding``, ``bots``, phone hub and curtain state kept in step)."""

    def __init__(self, table):
        self.table = table
        hub = table.phone_hub()
        for s in table.seats:  # a phone's player picked a name on the phone: the seat goes by it
            if is_phone(s.device) and hub is not None and hub.name(s.device):
                s.label = hub.name(s.device)

    def bot_takeover(self, seat: int, level: str = "normal") -> None:
        """Let a bot at ``level`` play ``seat`` from now on (a human who left, a dropped pad). The owner's identity
        is kept, so a human can take the seat back from the pause menu; a phone's token ends."""
        table = self.table
        s = table.seats[seat]
        hub = table.phone_hub()
        if hub is not None and is_phone(s.device):
            hub.release(s.device, "left")  # the phone's seat was given to a bot: its token ends
        table.binding.to_bot(seat, level)
        table.bots[seat] = table.new_bot(level, table.seed * 101 + seat)
        if table.cleared == seat:
            table.cleared = None
        table.refresh_view()

    def bot_action(self, seat: int) -> Action:
        """The action of the bot at ``seat`` for its view, always a legal one: a bot that raises or returns an
        action that is not legal now is logged (warning) and replaced by the first legal action, so a faulty bot
        never stalls the table (issue 18, "Bad input")."""
        table = self.table
        view = table.state.view(seat)
        legal = table.state.legal_actions()
        try:
            action = table.bots[seat].choose(view)
        except Exception:  # noqa: BLE001 - any bot fault: log it and play on
            log.warning("bot %r at seat %d raised; playing %s instead", table.bots[seat], seat, legal[0],
                        exc_info=True)
            return legal[0]
        if isinstance(action, str):
            try:
                action = table.game.parse_action(action)
            except ValueError:
                action = None
        if action not in legal:
            log.warning("bot %r at seat %d chose %r, not legal now; playing %s instead", table.bots[seat], seat,
                        action, legal[0])
            return legal[0]
        return action

    def device_changed(self, change: DeviceChange) -> None:
        """A device went away: its seat waits and the (one) pause opens naming every waiting seat. A device came
        back: the binding gives it its own seat (or asks "Which player are you?" in the pause)."""
        table = self.table
        if not change.connected:
            if table.binding.lost(change.device) or table.binding.waiting:
                names = ", ".join(table.seats[k].name for k in sorted(table.binding.waiting))
                if names and is_phone(change.device):
                    table.open_pause(_("{names}: phone disconnected — open the page again").format(names=names))
                elif names:
                    table.open_pause(_("{names}: controller disconnected — plug it back in").format(names=names))
            return
        info = table.app.input.info(change.device) if hasattr(table.app, "input") else None
        if info is None:
            info = DeviceInfo(change.device, change.device.split(":")[0], change.identity or change.device)
        found = table.binding.returned(info)  # a phone reconnecting with its token keeps its device id: rebound
        if isinstance(found, Rebound):
            self.changed(found.seat)

    def take_seat(self, seat: int, device: str) -> None:
        """Give ``seat`` to ``device`` (a replugged pad, another device whose confirm claimed it in the pause menu, a
        human taking a seat back from a bot). Raises ``ValueError`` if ``device`` already plays another seat here."""
        table = self.table
        if any(s.device == device and s.index != seat for s in table.seats):
            raise ValueError(f"{device} already plays another seat at this table")
        hub = table.phone_hub()
        old = table.seats[seat].device
        if hub is not None and is_phone(old) and old != device:
            hub.release(old, "left")  # another device took the lost phone's seat: that phone's token ends
        table.binding.take(seat, device)
        if is_phone(device) and hub is not None and hub.name(device):
            table.seats[seat].label = hub.name(device)
        self.changed(seat)

    def choose_seat(self, device: str, seat: int) -> bool:
        """``device`` answered "Which player are you?" with ``seat``; returns whether it took it."""
        table = self.table
        before = {s.index: s.device for s in table.seats}
        if not table.binding.choose(device, seat):
            return False
        for s in table.seats:
            if s.device != before[s.index]:
                self.changed(s.index)
        return True

    def open_pause(self, reason: str = "") -> None:
        """Show the table's pause overlay (``reason`` is shown, e.g. a dropped controller). There is only ever one
        pause per table: if it is already open it takes the new reason (and comes to the top)."""
        app = self.table.app
        pause = self.pause_scene()
        if pause is None:
            app.goto("pause", self.table, reason)
            return
        while app.scenes.top is not pause:  # a how-to or settings screen opened from the pause: back to it
            app.scenes.pop()
        if reason:
            pause.reason = reason

    def pause_scene(self):
        """The table's pause overlay if it is on the app's scene stack, else ``None``."""
        return next((s for s in getattr(self.table.app, "scenes", ()) if s.name == "pause" and s.table is self.table),
                    None)

    def resume(self) -> None:
        """Back from the pause: the curtain comes down again for a human whose private view was open (two or more
        humans), so the table under a pause never shows a private view and a returning player passes it again."""
        table = self.table
        if table.cleared is not None and len(table.humans) >= 2 and table.curtain_on:
            table.cleared = None
            table._ready_for = None
            table.refresh_view()

    def changed(self, seat: int) -> None:
        """``seat``'s player changed hands: its bot goes, its curtain closes, the turn is readied again."""
        table = self.table
        table.bots.pop(seat, None)
        if table.cleared == seat:
            table.cleared = None
        table._ready_for = None
        table.refresh_view()


__all__ = ["Seating"]
