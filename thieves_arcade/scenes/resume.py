"""Resume (issue 10, part 6): the game in progress and the party are saved after every action; the title resumes them.

The payload written through :class:`~thieves_arcade.app.saves.SaveStore` (inside its versioned envelope)::

    {"kind": "game" | "party",
     "game": "cite",                      # the table's game id (None between two party games)
     "seats": [{"name": "Player 1", "number": 1, "device": "pad:3", "level": None},
               {"name": "Magpie", "number": None, "device": None, "level": "normal"}, ...],
     "options": {"preset": "quick"}, "seed": 123,
     "state": {...},                      # State.to_dict() after the last action (None between party games)
     "party": {...} | None}               # Party.to_dict(): games, seats, results so far

Resuming rebuilds the position with ``Game.from_dict`` — exactly that position, not a replay — with the same seats.
A human whose device is not here any more (a pad from the crashed session) makes the table pause naming the seat,
offering a replugged pad, another device, or a bot (part 7). A finished game or party clears the save.
Saving never stops play: a failed write is logged and play goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..app.saves import SaveError, SaveStore, unreadable_message
from ..app.storage import keep_aside
from ..i18n import _

if TYPE_CHECKING:  # the table (and the engines, numpy) load when a game is resumed, not with the title
    from .table import Seat, TableScene

log = logging.getLogger(__name__)


def seat_to_dict(seat: Seat) -> dict:
    """A seat as JSON: ``{"name", "number", "device", "level"}``. ``number`` (int or ``None``) is the player number
    of a seat named "Player <n>" (the name is then translated when drawn; ``name`` is kept for reading only)."""
    return {"name": seat.name, "number": seat.number if not seat.label else None, "device": seat.device,
            "level": seat.level}


def seat_from_dict(i: int, d: object) -> Seat:
    """A :class:`Seat` from :func:`seat_to_dict` output. Raises ``ValueError`` if malformed."""
    from ..ai import LEVEL_ORDER
    from .table import Seat
    if not isinstance(d, dict) or not isinstance(d.get("name"), str):
        raise ValueError(f"seat {i} is malformed: {d!r}")
    device, level = d.get("device"), d.get("level")
    if (device is None) == (level is None) or (device is not None and not isinstance(device, str)) \
            or (level is not None and level not in LEVEL_ORDER):
        raise ValueError(f"seat {i} must have a device or a bot level {LEVEL_ORDER}, got {d!r}")
    number = d.get("number")
    if number is not None and (not isinstance(number, int) or isinstance(number, bool) or number < 1):
        raise ValueError(f"seat {i}: the player number must be a whole number from 1, got {number!r}")
    if number is None and device is not None:  # a save from before numbers: humans are "Player <seat + 1>"
        number = i + 1
    return Seat(i, None if number is not None else d["name"], device, level, number)


def payload(table: TableScene | None, party=None) -> dict:
    """The save payload for ``table`` (``None`` between two party games) within ``party`` (or ``None``)."""
    out = {"kind": "party" if party is not None else "game", "party": party.to_dict() if party is not None else None,
           "game": None, "seats": None, "options": None, "seed": None, "state": None}
    if table is not None:
        out.update(game=table.game_id, seats=[seat_to_dict(s) for s in table.seats], options=dict(table.options),
                   seed=table.seed, state=table.state.to_dict())
    return out


def autosave(party=None, store: SaveStore | None = None) -> Callable[[TableScene], None]:
    """The ``on_action`` callback of a table: save the position after every action (within ``party`` if given);
    a finished single game clears the save (a finished party game is recorded by the party scene)."""
    store = store or SaveStore()

    def save(table: TableScene) -> None:
        if party is None and table.state.is_over:
            store.clear()
            return
        try:
            store.save(payload(table, party))
        except SaveError as exc:  # never stop play for a save
            log.warning("%s", exc)
    return save


def check(data: object) -> dict:
    """Validate a payload's shape (not its positions). Raises ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict) or data.get("kind") not in ("game", "party"):
        raise ValueError("not a game or party save")
    if data["kind"] == "game" and not isinstance(data.get("state"), dict):
        raise ValueError("a game save without a position")
    if data["kind"] == "party" and not isinstance(data.get("party"), dict):
        raise ValueError("a party save without its party")
    return data


def build_table(app, data: dict, party=None, **kwargs) -> TableScene:
    """The table scene of payload ``data`` at exactly its saved position. Raises ``ValueError`` (unknown game,
    malformed seats or position, a finished position)."""
    from ..engine import get_game
    from . import table_class
    game_id = data.get("game")
    game = get_game(game_id)
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise ValueError("the save has no seats")
    seats = [seat_from_dict(i, s) for i, s in enumerate(seats)]
    state = game.from_dict(data["state"])
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ValueError("the save's options are not an object")
    seed = data.get("seed")
    if not isinstance(seed, int):
        raise ValueError("the save's seed is not a number")
    table = table_class(game_id)(app, game_id, seats, options, seed, state=state,
                                 on_action=autosave(party), **kwargs)
    table.refresh_view()  # subclasses sync their picture model from the view
    return table


def missing_devices(app, table: TableScene) -> list[int]:
    """The human seats of ``table`` whose device is not connected now."""
    return [s.index for s in table.seats if s.is_human and s.device not in app.input.devices]


def start(app, data: dict) -> None:
    """Put the saved game (and party) on the stack in place of everything, pausing for seats whose device is gone.
    Raises :class:`SaveError` (message for the player) if the payload cannot be resumed."""
    try:
        check(data)
        if data["kind"] == "party":
            from ..party import Party
            from .party import PartyScene
            party = Party.from_dict(data["party"])
            scene = PartyScene(app, party)
            table = build_table(app, data, party) if isinstance(data.get("state"), dict) else None
            if table is not None and data.get("game") != party.next_game:
                raise ValueError("the saved game is not the party's next game")
        else:
            scene = None
            table = build_table(app, data)
            if table.state.is_over:
                raise ValueError("that game was already over")
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("resume save refused: %r", exc)  # the details for the log; the player gets words
        raise SaveError(_("The saved game could not be resumed and was set aside.")) from exc
    app.scenes.clear()
    if scene is not None:
        app.scenes.push(scene)
        if table is not None:
            scene.play_table(table)
    else:
        app.scenes.push(table)
    if table is not None:
        lost = missing_devices(app, table)
        if lost:
            table.disconnected.update(lost)
            names = ", ".join(table.seats[s].name for s in lost)
            table.open_pause(_("{names}: controller not found — plug it in, hand the seat over, or let a bot "
                               "play").format(names=names))


def load(store: SaveStore | None = None) -> tuple[dict | None, str]:
    """(the payload, "") if a resumable save exists; (None, message) for a refused one; (None, "") for none.
    Never raises."""
    store = store or SaveStore()
    if not store.exists():
        return None, ""
    try:
        return check(store.load()), ""
    except SaveError as exc:
        return None, str(exc)
    except ValueError as exc:
        moved = keep_aside(store.path, "corrupt")
        log.warning("resume save refused: %s; kept as %s", exc, moved)
        return None, unreadable_message()
