"""The save policy (issue 10, part 6), owned by the app: the game in progress and the party are saved after every
action; the title resumes them. Scenes reach it as ``app.saves`` (:class:`SavePolicy`), never by importing this
module (it builds tables and parties: it sits above the scenes).

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

from ..engine import GAMES
from ..i18n import _
from .saves import SaveError, SaveStore, unreadable_message
from .storage import Anything, Int, ListOf, Maybe, OneOf, Record, Text, clean_text

if TYPE_CHECKING:  # the table (and the engines, numpy) load when a game is resumed, not with the title
    from ..scenes.table import Seat, TableScene

log = logging.getLogger(__name__)


def seat_to_dict(seat: Seat) -> dict:
    """A seat as JSON: ``{"name", "number", "device", "level", "identity"}``. ``number`` (int or ``None``) is the
    player number of a seat named "Player <n>" (the name is then translated when drawn; ``name`` is kept for reading
    only); ``identity`` the owner's device identity (``input.binding``), so the same pad finds its seat on resume."""
    return {"name": seat.label or seat.name, "number": seat.number if not seat.label else None,
            "device": seat.device, "level": seat.level, "identity": seat.identity}


#: Most seats any table has (Sticheln's house rules seat 8).
MAX_SEATS = 8
#: A seat's name (a bot's label) and device id: drawable text of at most this many characters.
MAX_NAME = 40


def seat_from_dict(i: int, d: object) -> Seat:
    """A :class:`Seat` from :func:`seat_to_dict` output. Raises ``ValueError`` if malformed (a name or device that
    is not drawable text of 1–40 characters — no NUL or other control character —, neither or both of a device and a
    bot level, a player number outside 1–8)."""
    from ..ai import LEVEL_ORDER
    from ..scenes.table import Seat
    if not isinstance(d, dict):
        raise ValueError(f"seat {i} is malformed: {d!r:.60}")
    clean_text(d.get("name"), MAX_NAME, f"seat {i}'s name")
    device, level = d.get("device"), d.get("level")
    if (device is None) == (level is None) or (level is not None and level not in LEVEL_ORDER):
        raise ValueError(f"seat {i} must have a device or a bot level {LEVEL_ORDER}, got {d!r:.80}")
    if device is not None:
        clean_text(device, MAX_NAME, f"seat {i}'s device")
    number = d.get("number")
    if number is not None and (not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= MAX_SEATS):
        raise ValueError(f"seat {i}: the player number must be a whole number from 1 to {MAX_SEATS}, got {number!r}")
    if number is None and device is not None:  # a save from before numbers: humans are "Player <seat + 1>"
        number = i + 1
    identity = d.get("identity")  # only ever compared with a connected device's; a bad one is simply forgotten
    identity = identity if isinstance(identity, str) and 0 < len(identity) <= 200 else None
    return Seat(i, None if number is not None else d["name"], device, level, number, identity)


def payload(table: TableScene | None, party=None) -> dict:
    """The save payload for ``table`` (``None`` between two party games) within ``party`` (or ``None``)."""
    out = {"kind": "party" if party is not None else "game", "party": party.to_dict() if party is not None else None,
           "game": None, "seats": None, "options": None, "seed": None, "state": None}
    if table is not None:
        out.update(game=table.game_id, seats=[seat_to_dict(s) for s in table.seats], options=dict(table.options),
                   seed=table.seed, state=table.position())
    return out


def save_reporting(app, store: SaveStore, data: dict, table: TableScene | None) -> bool:
    """Save payload ``data`` through ``store``; a failure never stops play but is told on screen through
    ``app.save_notice`` (:class:`~thieves_arcade.app.saves.SaveNotice`: once per cause, cleared by the next
    success), naming the move the file on disk still holds (``table.saved_move``). Returns whether it was saved."""
    notice = getattr(app, "save_notice", None)
    try:
        store.save(data)
    except SaveError as exc:  # never stop play for a save
        log.warning("%s", exc)
        if notice is not None:
            notice.failed(exc.cause or "other", getattr(table, "saved_move", None), app.time)
        return False
    if table is not None:
        table.saved_move = table.moves
    if notice is not None:
        notice.saved()
    return True


def autosave(party=None, store: SaveStore | None = None) -> Callable[[TableScene], None]:
    """The ``on_action`` callback of a table: save the position after every action (within ``party`` if given);
    a finished single game clears the save (a finished party game is recorded by the party scene). A failed save is
    shown by :func:`save_reporting`."""
    store = store or SaveStore()

    def save(table: TableScene) -> None:
        if party is None and table.is_over:
            store.clear()
            return
        save_reporting(table.app, store, payload(table, party), table)
    return save


def _option_value(value: object) -> object:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return Int(-1000, 1000)(value)
    return Text(40)(value)


def _options(value: object) -> dict:
    if not isinstance(value, dict) or len(value) > 20:
        raise ValueError(f"{value!r:.60} is not an object of at most 20 options")
    for k, v in value.items():
        clean_text(k, 40, "an option's name")
        _option_value(v)
    return value


#: The payload's shape (the position inside is checked by its engine's ``from_dict``, the party by
#: ``Party.from_dict``).
PAYLOAD = Record({"kind": OneOf("game", "party"), "game": Maybe(OneOf(*GAMES)),
                  "seats": Maybe(ListOf(Anything(), MAX_SEATS, 1)), "options": Maybe(_options),
                  "seed": Maybe(Int(-2**63, 2**64)), "state": Maybe(Record({})), "party": Maybe(Record({}))},
                 optional=("game", "seats", "options", "seed", "state", "party"))


def check(data: object) -> dict:
    """Validate a payload's shape against :data:`PAYLOAD` (not its positions). Raises ``ValueError`` naming what
    is wrong."""
    PAYLOAD(data)
    if data["kind"] == "game" and not isinstance(data.get("state"), dict):
        raise ValueError("a game save without a position")
    if data["kind"] == "party" and not isinstance(data.get("party"), dict):
        raise ValueError("a party save without its party")
    if isinstance(data.get("state"), dict) and (data.get("game") is None or data.get("seats") is None
                                                or data.get("seed") is None):
        raise ValueError("a position without its game, seats or seed")
    return data


def probe(data: dict) -> None:
    """Load payload ``data`` fully without a scene, as resuming would: the party, the seats, the position (checked
    by the engine's ``from_dict``), the options; then ask the position what a table asks (legal actions, every
    seat's view, scores). Raises ``ValueError`` (or whatever a broken position makes the engine raise) for a save
    that could not be resumed, so the title offers only saves that can."""
    from ..engine import get_game
    party = None
    if data["kind"] == "party":
        from ..party import Party
        party = Party.from_dict(data["party"])
    if not isinstance(data.get("state"), dict):
        return
    game = get_game(data["game"])
    seats = [seat_from_dict(i, s) for i, s in enumerate(data["seats"])]
    state = game.from_dict(data["state"])
    if len(seats) != state.players:
        raise ValueError(f"{len(seats)} seats for a position of {state.players} players")
    game.resolve_options({k: v for k, v in (data.get("options") or {}).items()})
    if party is not None:
        if data["game"] != party.next_game:
            raise ValueError("the saved game is not the party's next game")
        if len(seats) != party.players:
            raise ValueError(f"{len(seats)} seats at a party of {party.players}")
    elif state.is_over:
        raise ValueError("that game was already over")
    state.legal_actions()
    for seat in range(state.players):
        state.view(seat).to_dict()
    state.public_view().to_dict()
    state.scores()
    if state.current_player is not None:
        state.check_seat(state.current_player)


def build_table(app, data: dict, party=None, **kwargs) -> TableScene:
    """The table scene of payload ``data`` at exactly its saved position. Raises ``ValueError`` (unknown game,
    malformed seats or position, a finished position)."""
    from ..engine import get_game
    from ..scenes import table_class
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
    table.saved_move = len(state.history)  # the save on disk holds this position
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
            party = Party.from_dict(data["party"])
            scene = app.make_scene("party", party)
            table = build_table(app, data, party) if isinstance(data.get("state"), dict) else None
            if table is not None and data.get("game") != party.next_game:
                raise ValueError("the saved game is not the party's next game")
        else:
            scene = None
            table = build_table(app, data)
            if table.is_over:
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
    """(the payload, "") if a resumable save exists — one that passes its schema and loads fully (:func:`probe`);
    (None, message) for a refused one, which is kept aside so it is not offered again (the message says whether it
    could be moved); (None, "") for none. Never raises."""
    store = store or SaveStore()
    if not store.exists():
        return None, ""
    try:
        data = check(store.load())
        probe(data)
        return data, ""
    except SaveError as exc:
        return None, str(exc)
    except Exception as exc:  # noqa: BLE001 - a hostile save must never stop the title; the details go to the log
        log.warning("resume save refused: %r", exc, exc_info=log.isEnabledFor(logging.DEBUG))
        return None, str(store.refuse("corrupt", repr(exc), unreadable_message(True), unreadable_message(False)))


def saved_what(store: SaveStore | None = None) -> str | None:
    """What a new game or party would overwrite: "your saved party" / "your saved <game> game" for a resumable
    save (:func:`load`), else ``None`` (no save, or one that cannot be resumed anyway). Never raises."""
    data, _message = load(store)
    if data is None:
        return None
    if data.get("kind") == "party":
        return _("your saved party")
    game = GAMES.get(str(data.get("game")))
    return _("your saved {game} game").format(game=game.name if game is not None else "?")


def confirm_overwrite(app, start: Callable[[], None], party: bool = False, store: SaveStore | None = None) -> None:
    """Run ``start`` (which begins a new game, or a party if ``party``, and so overwrites the one resume save) at
    once if nothing resumable is saved; else ask first, No focused (issue 16: starting a party silently discarded
    the saved Pickpocket game). A party: "Start a new party? The title offers to resume your saved Pickpocket game;
    it will be lost." (a new party saves at once). A game: "... until the new game's first move replaces it." (the
    save on disk stays resumable until that move)."""
    what = saved_what(store)
    if what is None:
        start()
        return
    # a new party saves itself at once; a new game's first move replaces the save (until then it stays resumable)
    body = (_("The title offers to resume {what}; it will be lost.") if party else
            _("The title offers to resume {what} until the new game's first move replaces it."))
    app.goto("confirm", _("Start a new party?") if party else _("Start a new game?"), body.format(what=what),
             start, yes=_("Start anyway"), no=_("No, keep it"))


class SavePolicy:
    """The save policy as scenes reach it: ``app.saves``. Each method is the module function of the same job, for
    this app (so tests may replace a module function and every scene sees it)."""

    def __init__(self, app) -> None:
        self.app = app

    def autosave(self, party=None, store: SaveStore | None = None) -> Callable[[TableScene], None]:
        """A table's ``on_action`` hook saving the position (and ``party``) after every action (:func:`autosave`)."""
        return autosave(party, store)

    def confirm_overwrite(self, start: Callable[[], None], party: bool = False) -> None:
        """Run ``start`` now, or after asking if it would overwrite a resumable save (:func:`confirm_overwrite`)."""
        confirm_overwrite(self.app, start, party)

    def save(self, store: SaveStore, table: TableScene | None, party=None) -> bool:
        """Save ``table``'s position and ``party`` in ``store``, telling the player if it failed
        (:func:`save_reporting`); returns whether it was written."""
        return save_reporting(self.app, store, payload(table, party), table)

    def load(self) -> tuple[dict | None, str]:
        """The resumable save's payload and a message (:func:`load`)."""
        return load()

    def resume(self, data: dict) -> None:
        """Put the saved game (and party) on the stack (:func:`start`). Raises :class:`SaveError`."""
        start(self.app, data)

    def set_aside(self) -> bool:
        """Move the save that could not be resumed out of the way; whether it could be moved."""
        from .storage import keep_aside
        return bool(keep_aside(SaveStore().path, "unresumable"))
