"""Who sits at a table: :class:`Seat` (a human on a device or a bot at a level), :func:`make_seats`, the bots'
names and :func:`is_phone`. Re-exported by ``scenes.table`` (its historical home)."""

from __future__ import annotations

import dataclasses

from ..ai import LEVEL_ORDER
from ..i18n import N_, _

#: Names the bots go by, in seat order of appearance (English; translated when drawn, :attr:`Seat.name`).
BOT_NAMES = (N_("Magpie"), N_("Fox"), N_("Crow"), N_("Weasel"), N_("Raccoon"), N_("Jackdaw"), N_("Ferret"),
             N_("Stoat"))


@dataclasses.dataclass
class Seat:
    """One seat at the table: a human (``device`` set: ``"kb:left"``, ``"pad:3"``) or a bot (``level`` set).

    ``label`` is a fixed name (a bot's, "Magpie"); ``number`` is the player number of a seat named "Player <n>" —
    kept when a bot takes the seat over. :attr:`name` formats the translated "Player <n>" when it is read (drawn),
    so switching the language renames the players at once."""

    index: int
    label: str | None = None
    device: str | None = None
    level: str | None = None
    number: int | None = None
    #: The owner's device identity (:class:`thieves_arcade.input.binding.DeviceInfo`), kept across a replug and a
    #: bot take-over; filled from ``app.input`` when the table binds its seats.
    identity: str | None = None

    @property
    def name(self) -> str:
        """What the screen calls the seat: ``label`` if set, else "Player <number>" in the language in force
        (``number`` defaults to the seat index + 1)."""
        if self.label:
            return _(self.label) if self.label in BOT_NAMES else self.label  # French screens: French bot names
        return _("Player {n}").format(n=self.number if self.number is not None else self.index + 1)

    @property
    def is_bot(self) -> bool:
        """Whether a bot plays this seat."""
        return self.device is None

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat (on ``device``)."""
        return self.device is not None


def is_phone(device: str | None) -> bool:
    """Whether ``device`` is a phone (``"phone:<n>"``, ``input/phones.py``): a private screen of its own."""
    return bool(device) and device.startswith("phone:")


def make_seats(specs: list) -> list[Seat]:
    """Seats from ``specs``: per seat a :class:`Seat`, a bot level (``"easy"``/``"normal"``/``"hard"``) or a human
    device id. Humans are named "Player <n>" by seat, bots from :data:`BOT_NAMES`.
    Raises ``ValueError`` for an empty list or a non-string spec."""
    if not specs:
        raise ValueError("a table needs seats: a list of device ids or bot levels (easy, normal, hard)")
    seats: list[Seat] = []
    bots = 0
    for i, spec in enumerate(specs):
        if isinstance(spec, Seat):
            seats.append(dataclasses.replace(spec, index=i))
        elif isinstance(spec, str) and spec in LEVEL_ORDER:
            seats.append(Seat(i, BOT_NAMES[bots % len(BOT_NAMES)], level=spec))
            bots += 1
        elif isinstance(spec, str) and spec:
            seats.append(Seat(i, device=spec, number=i + 1))
        else:
            raise ValueError(f"seat {i}: expected a device id or a bot level {LEVEL_ORDER}, got {spec!r}")
    return seats
