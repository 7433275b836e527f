"""Who may be seen on the TV: the table's one privacy rule (docs/scenes.md, "Privacy"), pure and without a scene.

The engine declares what is secret (``State.holds_secret(seat)``: Cité never, Morpion only a pending peek, the card
games always); :class:`Table` is a snapshot of who sits where, and :func:`private_seat` / :func:`curtain_up` decide
from it whose private view ``TableScene`` draws and whether the "Pass to …" curtain stands. No game overrides them.
"""

from __future__ import annotations

import dataclasses

from .seats import is_phone


@dataclasses.dataclass(frozen=True)
class Table:
    """What the privacy rule reads, in seats (0-based).

    ``humans``: the human seats; ``current``: the seat to act (``None`` once over); ``secret``: whether ``current``'s
    view holds a secret now (``State.holds_secret``; ``False`` when ``current`` is ``None``); ``phones``: seats
    playing on a phone (their view is on that phone, never on the TV); ``away``: seats waiting for their device;
    ``curtain_on``: the Settings' curtain; ``cleared``: the human who passed the curtain for this turn, or ``None``;
    ``busy``: whether animations play."""

    humans: tuple[int, ...]
    current: int | None
    secret: bool
    phones: frozenset[int] = frozenset()
    away: frozenset[int] = frozenset()
    curtain_on: bool = True
    cleared: int | None = None
    busy: bool = False


def of(table) -> Table:
    """The snapshot of ``table`` (a ``TableScene``) now; whether the seat to act holds a secret is the engine's
    ``State.holds_secret``."""
    cp = table.current_player
    return Table(tuple(s.index for s in table.seats if s.is_human), cp,
                 cp is not None and table.state.holds_secret(cp),
                 frozenset(s.index for s in table.seats if is_phone(s.device)), frozenset(table.disconnected),
                 table.curtain_on, table.cleared, table.timeline.busy)


def private_seat(t: Table) -> int | None:
    """The seat whose private view may be on the TV now, or ``None`` (the public view).

    Rules: one human at the table — that human, all game (their own hand among bots), unless on a phone. Two or
    more humans — only the human to act, on the TV with their device there: with no secret in their view at once
    (Cité; Morpion before a peek: the view adds only their legal actions); with a secret once they passed the
    curtain, or at once with the curtain off in the settings. Bots only: ``None``."""
    if len(t.humans) == 1:
        return None if t.humans[0] in t.phones else t.humans[0]
    cp = t.current
    if cp is None or cp not in t.humans or cp in t.phones or cp in t.away:
        return None
    return cp if not t.secret or not t.curtain_on or t.cleared == cp else None


def curtain_up(t: Table) -> bool:
    """Whether the "Pass to …" curtain stands: the curtain on, two or more humans, the human to act (on the TV,
    device there) holds a secret and has not passed it, and no animation plays."""
    cp = t.current
    return (t.curtain_on and len(t.humans) >= 2 and cp is not None and cp in t.humans and t.secret
            and cp not in t.phones and cp not in t.away and t.cleared != cp and not t.busy)


def private_now(t: Table, seat: int | None, private_batch: bool, over: bool) -> bool:
    """Whether ``seat``'s private view may be drawn in this frame: always with one human (their own hand among
    bots); with two or more humans only while it is that human's decision and nothing public is being shown —
    ``seat`` is the human to act, the game not ``over``, and no animation plays (issue 16: a trick's "WINS!" is
    public) unless the batch playing continues that human's private decision (``private_batch``)."""
    if seat is None:
        return False
    if len(t.humans) < 2:
        return True
    return (not t.busy or private_batch) and t.current == seat and seat in t.humans and not over


__all__ = ["Table", "curtain_up", "of", "private_now", "private_seat"]
