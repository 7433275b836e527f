"""The engine protocol shared by all five games (see ``shared/ARCHITECTURE.md``, "The engine protocol").

A game is a :class:`Game` that makes :class:`State` objects. A state knows whose turn it is
(:attr:`State.current_player`), which :class:`Action` s are legal, and applies one with :meth:`State.apply`, which
returns the :class:`Event` s that happened, in order. Chance (shuffles, draws, dice) is resolved inside ``apply`` by
the state's own seeded :class:`random.Random`, so a seed plus the list of action texts replays a game exactly.

What a seat may know is one :class:`View` made by :meth:`State.view`; bots decide from views only.

Everything here is pure Python: no pygame, no clock, no I/O.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, ClassVar


class IllegalAction(ValueError):
    """An action that is not legal in the current state (or text that names no action).

    Raised by :meth:`State.apply` and :meth:`Game.parse_action`; the state is left unchanged.
    """


def to_json(value: Any) -> Any:
    """Convert dataclasses, tuples, frozensets, enums and actions to JSON-safe lists/dicts/str/int/float/bool/None.

    Actions and events become their canonical form: an :class:`Action` its text, an :class:`Event` its ``to_dict()``.
    Frozensets and sets become sorted lists. Raises ``TypeError`` for values that have no JSON form.
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Action):
        return str(value)
    if isinstance(value, Event):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((to_json(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if hasattr(value, "value") and hasattr(value, "name"):  # Enum
        return to_json(value.value)
    raise TypeError(f"{type(value).__name__} has no JSON form: {value!r}")


def rng_to_json(rng: random.Random) -> list:
    """The state of a :class:`random.Random` as a JSON-safe list (restore with :func:`rng_from_json`)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    """A :class:`random.Random` restored from :func:`rng_to_json` output: version 3, 624 words of 0..2**32-1 and a
    position 0..624, and ``None`` or a finite number. Raises ``ValueError`` if malformed."""
    ok = (isinstance(data, list) and len(data) == 3 and data[0] == 3 and isinstance(data[1], list)
          and len(data[1]) == 625 and all(isinstance(x, int) and not isinstance(x, bool) for x in data[1])
          and all(0 <= x < 2**32 for x in data[1][:624]) and 1 <= data[1][624] <= 624
          and (data[2] is None or isinstance(data[2], float) and -1e300 < data[2] < 1e300))
    if not ok:
        raise ValueError("malformed random state")
    rng = random.Random()
    try:
        rng.setstate((3, tuple(data[1]), data[2]))
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"malformed random state: {exc}") from exc
    return rng


# ---- checks for positions read back (from_dict): each raises ValueError naming what is broken ---------------------
#: Bounds of numbers in a position: scores, counters and seeds beyond these are not from a real game.
MAX_SCORE = 100_000
MAX_COUNT = 1_000_000
MAX_HISTORY = 100_000
MAX_ACTION_CHARS = 64


def need(ok: object, message: str) -> None:
    """Raise ``ValueError(message)`` unless ``ok`` — the one-line invariant check of every engine's ``_check``."""
    if not ok:
        raise ValueError(message)


def check_int(name: str, value: object, lo: int, hi: int) -> int:
    """``value`` if it is a whole number (not a bool) from ``lo`` to ``hi``; else ``ValueError`` naming ``name``."""
    need(isinstance(value, int) and not isinstance(value, bool), f"{name} must be a whole number, got {value!r:.40}")
    need(lo <= value <= hi, f"{name} must be {lo}..{hi}, got {value!r:.40}")
    return value


def as_int(value: object) -> int:
    """``value`` if it is a whole number (not a bool, not a float, not text); else ``ValueError``. Engines read
    positions with it instead of ``int()``, which would take ``"7"``, ``2.9`` or ``True``."""
    need(isinstance(value, int) and not isinstance(value, bool), f"{value!r:.40} is not a whole number")
    return value


def check_bool(name: str, value: object) -> bool:
    """``value`` if it is ``True`` or ``False``; else ``ValueError`` naming ``name``."""
    need(isinstance(value, bool), f"{name} must be true or false, got {value!r:.40}")
    return value


def check_list(name: str, value: object, length: int | None = None, max_len: int = MAX_COUNT,
               item: Callable[[str, object], object] | None = None) -> list:
    """``value`` if it is a list (of exactly ``length`` items if given, else at most ``max_len``), each passing
    ``item(f"{name}[i]", x)`` if given; else ``ValueError`` naming ``name`` (and the first bad index)."""
    need(isinstance(value, list), f"{name} must be a list, got {type(value).__name__}")
    if length is not None:
        need(len(value) == length, f"{name} must have {length} items, got {len(value)}")
    need(len(value) <= max_len, f"{name} has {len(value)} items (at most {max_len})")
    if item is not None:
        for i, x in enumerate(value):
            item(f"{name}[{i}]", x)
    return value


def check_seat_or_none(name: str, value: object, players: int, optional: bool = True) -> int | None:
    """``value`` if it is a seat ``0..players-1`` (or ``None`` when ``optional``); else ``ValueError``."""
    if value is None and optional:
        return None
    return check_int(name, value, 0, players - 1)


def check_counts(name: str, got: Iterable, expected: Iterable) -> None:
    """Raise ``ValueError`` unless ``got`` holds exactly the items of ``expected`` (as multisets): every component
    once. The message names the first extra (or missing) item."""
    have, want = Counter(got), Counter(expected)
    extra = have - want
    if extra:
        item = next(iter(extra))
        raise ValueError(f"{name}: {item!r:.40} appears {have[item]} times, {want[item]} exist")
    if have != want:
        item = next(iter(want - have))
        raise ValueError(f"{name}: {item!r:.40} appears {have[item]} times, expected {want[item]}")


def parse_number(word: str, lo: int = 0, hi: int = 9999) -> int:
    """The whole number written ``word`` in ASCII digits (at most 6 of them), from ``lo`` to ``hi``; else
    :class:`IllegalAction` (so ``²``, ``٣`` or a 5,000-digit number never reach ``int``)."""
    if not (isinstance(word, str) and word.isascii() and word.isdigit() and len(word) <= 6):
        raise IllegalAction(f"{word!r:.40} is not a number")
    value = int(word)
    if not lo <= value <= hi:
        raise IllegalAction(f"{value} is not from {lo} to {hi}")
    return value


# ---- declared position fields: one table per State class gives to_dict, from_dict and clone ---------------------
class Codec:
    """How one declared field of a position is written (:meth:`dump`, JSON-safe), read back with its types checked
    (:meth:`load`, ``ValueError`` naming the field) and copied for :meth:`State.clone` (:meth:`copy`). The base codec
    is for an immutable JSON value taken as it is (a game's own invariants, :meth:`State.check`, judge it).

    ``immutable``: values are never changed in place, so a copy shares them; ``plain``: :meth:`dump` returns the
    value itself (lists of such values are copied, not walked, which keeps :meth:`State.clone` fast)."""

    immutable: ClassVar[bool] = True
    plain: ClassVar[bool] = True

    def dump(self, value: Any, state: State) -> Any:
        """The JSON-safe form of ``value`` (``state``: the position, for codecs that need its deck or seats)."""
        return value

    def load(self, data: Any, state: State, name: str) -> Any:
        """``data`` read back for the field ``name`` of ``state``; ``ValueError`` if it has the wrong shape."""
        return data

    def copy(self, value: Any) -> Any:
        """An independent copy of ``value`` (immutable values are shared)."""
        return value


class Int(Codec):
    """A whole number (not a bool) from ``lo`` to ``hi`` (defaults: ±:data:`MAX_COUNT`), or ``None`` when
    ``optional``."""

    def __init__(self, lo: int = -MAX_COUNT, hi: int = MAX_COUNT, optional: bool = False):
        self.lo, self.hi, self.optional = lo, hi, optional

    def load(self, data: Any, state: State, name: str) -> Any:
        if data is None and self.optional:
            return None
        return check_int(name, data, self.lo, self.hi)


class Bool(Codec):
    """``True`` or ``False``."""

    def load(self, data: Any, state: State, name: str) -> Any:
        return check_bool(name, data)


class Text(Codec):
    """A short text (at most ``max_len`` characters), one of ``choices`` if given, or ``None`` when ``optional``."""

    def __init__(self, choices: Iterable[str] | None = None, optional: bool = False, max_len: int = 40):
        self.choices = None if choices is None else tuple(choices)
        self.optional, self.max_len = optional, max_len

    def load(self, data: Any, state: State, name: str) -> Any:
        if data is None and self.optional:
            return None
        need(isinstance(data, str) and len(data) <= self.max_len, f"{name} must be a short text, got {data!r:.40}")
        need(self.choices is None or data in self.choices,
             f"{name} must be one of {', '.join(map(str, self.choices or ()))}, got {data!r:.40}")
        return data


class Maybe(Codec):
    """``None`` or a value of ``inner`` (for composite values: a seat-or-None is ``Int(optional=True)``)."""

    def __init__(self, inner: Codec):
        self.inner = inner
        self.immutable, self.plain = inner.immutable, inner.plain

    def dump(self, value: Any, state: State) -> Any:
        return None if value is None else self.inner.dump(value, state)

    def load(self, data: Any, state: State, name: str) -> Any:
        return None if data is None else self.inner.load(data, state, name)

    def copy(self, value: Any) -> Any:
        return None if value is None else self.inner.copy(value)


class ListOf(Codec):
    """A list of ``item`` values: exactly ``length`` of them (an int, or ``"players"``: one per seat) or at most
    ``max_len``. Loaded as a list (``as_tuple``: a tuple; ``as_set``: a set, written sorted)."""

    def __init__(self, item: Codec | None = None, length: int | str | None = None, max_len: int = MAX_COUNT,
                 as_tuple: bool = False, as_set: bool = False):
        self.item = item or Codec()
        self.length, self.max_len, self.as_tuple, self.as_set = length, max_len, as_tuple, as_set

    immutable = False
    plain = False

    def dump(self, value: Any, state: State) -> Any:
        items = sorted(value) if self.as_set else value
        return list(items) if self.item.plain else [self.item.dump(v, state) for v in items]

    def load(self, data: Any, state: State, name: str) -> Any:
        length = state.players if self.length == "players" else self.length
        check_list(name, data, length, self.max_len)
        out = [self.item.load(v, state, f"{name}[{i}]") for i, v in enumerate(data)]
        if self.as_set:
            need(len(set(out)) == len(out), f"{name} names an item twice")
            return set(out)
        return tuple(out) if self.as_tuple else out

    def copy(self, value: Any) -> Any:
        if self.as_tuple:
            return value
        if self.as_set:
            return set(value)
        return list(value) if self.item.immutable else [self.item.copy(v) for v in value]


class Pair(Codec):
    """A fixed-length record written as a list (``[seat, card]``), loaded as a tuple of its ``items`` codecs'
    values, or through ``make`` (a frozen dataclass taking the values in its field order; written back from its
    fields). Records are immutable, so copies share them."""

    plain = False

    def __init__(self, *items: Codec, make: Callable[..., Any] | None = None):
        self.items, self.make = items, make

    def dump(self, value: Any, state: State) -> Any:
        if dataclasses.is_dataclass(value):  # a record made by ``make``: its fields in order
            value = [getattr(value, f.name) for f in dataclasses.fields(value)]
        return [c.dump(v, state) for c, v in zip(self.items, value, strict=True)]

    def load(self, data: Any, state: State, name: str) -> Any:
        check_list(name, data, len(self.items))
        values = [c.load(v, state, f"{name}[{i}]") for i, (c, v) in enumerate(zip(self.items, data, strict=True))]
        return self.make(*values) if self.make is not None else tuple(values)


class MapOf(Codec):
    """A dict from keys among ``keys`` (texts) to ``item`` values; ``complete``: every key present."""

    immutable = False
    plain = False

    def __init__(self, keys: Iterable[str], item: Codec, complete: bool = False):
        self.keys, self.item, self.complete = tuple(keys), item, complete

    def dump(self, value: Any, state: State) -> Any:
        return {k: self.item.dump(value[k], state) for k in self.keys if k in value}

    def load(self, data: Any, state: State, name: str) -> Any:
        need(isinstance(data, dict) and set(data) <= set(self.keys), f"{name} must map {', '.join(self.keys)}")
        need(not self.complete or set(data) == set(self.keys), f"{name} must have every one of {self.keys}")
        return {k: self.item.load(v, state, f"{name}[{k}]") for k, v in data.items()}

    def copy(self, value: Any) -> Any:
        return {k: self.item.copy(v) for k, v in value.items()}


class Custom(Codec):
    """A value with its own conversions: ``dump(value, state)``, ``load(data, state)`` (raising ``ValueError`` or
    a lookup error for bad data) and ``copy(value)`` (default: shared, for immutable values); ``plain`` when
    ``dump`` returns the value itself (a checked text)."""

    def __init__(self, dump: Callable[[Any, State], Any], load: Callable[[Any, State], Any],
                 copy: Callable[[Any], Any] | None = None, plain: bool = False):
        self._dump, self._load, self._copy = dump, load, copy
        self.immutable = copy is None
        self.plain = plain  # dump returns the value itself

    def dump(self, value: Any, state: State) -> Any:
        return self._dump(value, state)

    def load(self, data: Any, state: State, name: str) -> Any:
        try:
            return self._load(data, state)
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"{name}: {exc}") from exc

    def copy(self, value: Any) -> Any:
        return value if self._copy is None else self._copy(value)


@dataclasses.dataclass(frozen=True)
class Field:
    """One declared field of a position: the state attribute ``name``, its :class:`Codec`, and the ``key`` it is
    written under in ``to_dict()["state"]`` (default: ``name``)."""

    name: str
    codec: Codec = dataclasses.field(default_factory=Codec)
    key: str = ""

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", self.name)


@dataclasses.dataclass(frozen=True)
class Action:
    """Base class of every game's actions: a frozen dataclass whose ``str()`` is the canonical text of the rules file.

    Subclasses implement ``__str__``; :meth:`Game.parse_action` reads the text back, so
    ``game.parse_action(str(a)) == a`` for every legal action ``a``.
    """

    def __str__(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@dataclasses.dataclass(frozen=True)
class Event:
    """Base class of engine events: small frozen dataclasses in the order things happened.

    Scenes turn events into tweens and sounds; tests read them. ``to_dict()`` gives ``{"type": ClassName, ...fields}``.
    """

    def to_dict(self) -> dict:
        """JSON-safe form: the class name under ``"type"`` plus every field."""
        out = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            out[f.name] = to_json(getattr(self, f.name))
        return out


@dataclasses.dataclass(frozen=True)
class View:
    """Exactly what one seat may know. Immutable (fields are tuples, frozensets, ints, strings, nested views).

    Common fields (every game's view subclass adds its own after these):

    - ``game``: the game id; ``seat``: the seat this view belongs to (``None`` for the public view, what a
      spectator may know); ``players``: the number of seats;
    - ``current_player``: the seat to act, or ``None`` once the game is over;
    - ``legal``: the actions this seat may take now (empty unless ``current_player == seat``);
    - ``is_over``: whether the game has ended.

    ``to_dict()`` is JSON-safe, so tests can compare views and search one for text it must not hold.
    """

    game: str
    seat: int | None
    players: int
    current_player: int | None
    legal: tuple
    is_over: bool

    def to_dict(self) -> dict:
        """JSON-safe form of every field (actions as their texts)."""
        return to_json(self)


@dataclasses.dataclass(frozen=True)
class Placing:
    """Where one seat finished and why, as the game's own rules decide it (the results screen's rows).

    ``seat``; ``place`` (1 = first; seats the rules cannot separate share a place); ``score`` (the game's unit);
    ``why`` a reason code of the game (``docs/games/<id>.md``, "Results": e.g. Pickpockets ``"caught_marked"``,
    ``"failed_run"``, ``"arrested"``) and ``detail`` the numbers its sentence needs (JSON-safe ints)."""

    seat: int
    place: int
    score: int
    why: str
    detail: tuple = ()


class State(ABC):
    """One position of a game. Subclasses implement the abstract hooks; this class gives the shared verbs.

    Life of a state: made by :meth:`Game.new_state` (or :meth:`Game.from_dict`), advanced only by :meth:`apply`.
    ``history`` holds the texts of the actions applied since ``new_state``; with the seed it replays the game.
    ``setup_events`` holds the events that happened inside ``new_state`` (a deal, the first roll), which no
    ``apply`` returns; scenes animate them first. It is empty on a state rebuilt by :meth:`Game.from_dict`.
    """

    game: Game

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.history: list[str] = []
        self.setup_events: list[Event] = []

    # ---- the protocol -------------------------------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act (0-based), or ``None`` once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The legal actions of :attr:`current_player`, in a stable order; empty once the game is over."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked) and return the events. Subclasses implement the rules here."""

    @abstractmethod
    def _view(self, seat: int | None) -> View:
        """The view of ``seat`` (already checked), or the public view when ``seat`` is ``None``."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Each seat's score (game units: points, tokens, dollars), indexed by seat."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats (empty while the game runs; several on a shared win; may be empty if nobody wins)."""

    def placings(self) -> list[Placing]:
        """Every seat's :class:`Placing`, best first, once the game is over (``[]`` while it runs).

        Rules: the winners come first (whatever their score: a Pickpockets runner, the police), then the order of
        :meth:`_place_key` (default: higher score first); seats with equal keys share a place. Games override
        :meth:`_place_key` (their tie-breaks) and :meth:`_place_reason` (the reason code and its numbers)."""
        if not self.is_over:
            return []
        winners = set(self.winners())
        scores = self.scores()
        keys = {s: (0 if s in winners else 1, *self._place_key(s, scores)) for s in range(self.players)}
        order = sorted(range(self.players), key=lambda s: (keys[s], s))
        out = []
        for s in order:
            place = 1 + sum(1 for o in range(self.players) if keys[o] < keys[s])
            why, detail = self._place_reason(s, s in winners, scores)
            out.append(Placing(s, place, scores[s], why, tuple(int(d) for d in detail)))
        return out

    def _place_key(self, seat: int, scores: list[int]) -> tuple:
        """Sort key among seats of the same win status (smaller is better): default ``(-score,)``."""
        return (-scores[seat],)

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """The reason code and numbers for ``seat``'s place: default ``("won", (score,))`` or ``("score",
        (score,))``."""
        return ("won" if won else "score"), (scores[seat],)

    #: The declared fields of the position, in the order ``to_dict()["state"]`` writes them (see :class:`Field`):
    #: :meth:`to_dict`, :meth:`Game.from_dict` and :meth:`clone` all derive from this one table.
    FIELDS: ClassVar[tuple[Field, ...]] = ()

    def _to_dict(self) -> dict:
        """The game-specific part of :meth:`to_dict` (JSON-safe): every declared field by its codec."""
        return {f.key: f.codec.dump(getattr(self, f.name), self) for f in self.FIELDS}

    # ---- shared verbs -------------------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Apply ``action`` (an :class:`Action` or its text) for :attr:`current_player`; return the events.

        Raises :class:`IllegalAction` naming the legal actions if it is not legal now; the state is then unchanged.
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if self.is_over:
            raise IllegalAction(f"{self.game.id}: the game is over; no action is legal (got {action})")
        legal = self.legal_actions()
        if action not in legal:
            shown = ", ".join(str(a) for a in legal[:12]) + (" …" if len(legal) > 12 else "")
            raise IllegalAction(f"{self.game.id}: '{action}' is not legal for seat {self.current_player} now; "
                                f"legal: {shown}")
        events = self._apply(action)
        self.history.append(str(action))
        return events

    def clone(self) -> State:
        """An independent copy (its own random generator, same future): every declared field copied by its codec,
        the options, history and setup events copied, other attributes (derived from the options: immutable)
        shared. A state without declared fields is deep-copied."""
        if not self.FIELDS:
            return copy.deepcopy(self)
        new = object.__new__(type(self))
        fields = new.__dict__
        fields.update(self.__dict__)
        for f in self.FIELDS:
            if not f.codec.immutable:
                fields[f.name] = f.codec.copy(fields[f.name])
        new.options = dict(self.options)
        new.history = list(self.history)
        new.setup_events = list(self.setup_events) if isinstance(self.setup_events, list) else self.setup_events
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        new.rng = rng
        return new

    def view(self, seat: int) -> View:
        """Exactly what ``seat`` may know now. Raises ``ValueError`` for a seat outside ``0..players-1``."""
        self.check_seat(seat)
        return self._view(seat)

    def public_view(self) -> View:
        """What a spectator sees (the TV with no private information shown): ``seat`` is ``None``, ``legal`` empty."""
        return self._view(None)

    def holds_secret(self, seat: int) -> bool:
        """Whether ``seat``'s own view now holds something the other seats must not see (a hand, a peeked token):
        the one declaration of hidden information the screens act on (``docs/engine.md``, "Privacy"). The table
        draws such a view on a shared screen only for its owner, behind the "Pass to …" curtain when several humans
        play; a view without a secret (it adds only ``seat`` and ``legal`` to the public view) is drawn openly.

        Rules: sound — ``True`` whenever :meth:`view` holds a fact :meth:`public_view` does not
        (``tests/test_privacy_hook.py`` checks it over random games). Default: the manifest's
        ``hidden_information`` (every seat of a hidden-information game always holds a secret; a perfect-information
        game, Cité, never does); games whose secrets come and go override it (Morpion: only a pending peek). Raises
        ``ValueError`` for a seat out of range."""
        self.check_seat(seat)
        return self.game.manifest.hidden_information

    def check(self, complete: bool = True) -> None:
        """Check the position's invariants (run by :meth:`Game.from_dict` on every position read back): the player
        count in the game's range, the seed, the history, whose turn it is, the scores (whole numbers within
        ±:data:`MAX_SCORE`), then the game's own :meth:`_check` (every component exactly once, ranges, turn and phase
        consistent). ``complete`` false skips the component counts and the bookkeeping that only a played game
        fulfils (hand-made positions of tests and rules examples); types, ranges, seats and phases are still checked.
        Raises ``ValueError`` naming the first broken invariant."""
        self.game.check_players(self.players)
        check_int("seed", self.seed, -2**63, 2**64)
        check_list("history", self.history, max_len=MAX_HISTORY)
        for i, text in enumerate(self.history):
            need(isinstance(text, str) and 0 < len(text) <= MAX_ACTION_CHARS and text.isascii(),
                 f"history[{i}] is not an action text")
        self._check(complete)
        check_seat_or_none("current player", self.current_player, self.players, optional=self.is_over)
        if self.is_over:
            need(self.current_player is None, "a finished game has a player to act")
        scores = self.scores()
        check_list("scores", scores, self.players, item=lambda n, v: check_int(n, v, -MAX_SCORE, MAX_SCORE))

    def _check(self, complete: bool) -> None:  # noqa: B027 - optional hook; the base checks are in check()
        """The game's own invariants (see :meth:`check`); raises ``ValueError`` naming the first broken one."""

    def check_seat(self, seat: int) -> None:
        """Raise ``ValueError`` unless ``seat`` is a seat of this game."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0..{self.players - 1}, got {seat!r}")

    def base_view_fields(self, seat: int | None) -> dict:
        """The common :class:`View` fields for ``seat`` (``None`` for the public view), for subclasses' ``_view``."""
        cp = self.current_player
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "current_player": cp,
            "legal": tuple(self.legal_actions()) if seat is not None and cp == seat else (),
            "is_over": self.is_over,
        }

    def to_dict(self) -> dict:
        """A JSON-safe position (format documented per game in ``docs/games/<id>.md``); read back by
        :meth:`Game.from_dict`."""
        return {
            "game": self.game.id,
            "version": self.game.position_version,
            "players": self.players,
            "seed": self.seed,
            "options": to_json(self.options),
            "history": list(self.history),
            "rng": rng_to_json(self.rng),
            "state": self._to_dict(),
        }

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} players={self.players} moves={len(self.history)}>"


def N_(text: str) -> str:
    """Mark an English text for the translation catalogue (``tools/i18n.py`` extracts every ``N_("…")`` of the
    package) and return it unchanged: the engine never translates, the UI draws ``_(text)``."""
    return text


#: The kinds of value an :class:`OptionSpec` takes.
OPTION_KINDS = ("bool", "int", "str")


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One game option, declared once in the game's :class:`Manifest` (the engine's ``default_options``, the
    lobby's setting rows and the docs all read it).

    - ``key``: the option's name in ``options`` dicts and on the command line (``--option key=value``);
    - ``kind``: ``"bool"``, ``"int"`` or ``"str"`` (see :data:`OPTION_KINDS`); ``auto``: ``None`` is accepted too
      and means "the game decides" (Pickpocket's ``warning``, Sticheln's ``rounds``);
    - ``default``: the value when the option is not given (``None`` only when ``auto``);
    - ``values``: every accepted value when the option is a closed choice (``()``: any value of the kind the
      engine's own check accepts, e.g. a whole number of nights);
    - ``label``: the lobby row's label key (English msgid, translated by the UI); ``choices``: the lobby row's
      ``(value, English label)`` pairs in the order the row cycles, the first being the default — empty when the
      lobby offers no row for this option (``lobby`` is then false);
    - ``doc``: one line for ``--help`` and the docs (English);
    - ``needs``: what a value other than the default needs, as ``(key, value)`` pairs: another option's key and the
      value it must have (Sticheln's ``open_pain`` needs ``("rules", "house")``), or ``"players"`` and the seat
      range ``(lowest, highest)`` it needs (``standard_deck`` needs ``("players", (4, 4))``). The engine's own check
      refuses a combination that breaks one; the lobby follows them (choosing such a value sets what it needs; a
      change that breaks one puts the value back to its default), so a player is never offered a refusal.

    Raises ``ValueError`` at construction for an unknown kind, a default of another kind, or lobby choices whose
    first value is not the default."""

    key: str
    kind: str
    default: Any
    label: str = ""
    choices: tuple[tuple[Any, str], ...] = ()
    values: tuple = ()
    auto: bool = False
    doc: str = ""
    needs: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        need(self.kind in OPTION_KINDS, f"option {self.key!r}: kind must be one of {OPTION_KINDS}, got {self.kind!r}")
        python = {"bool": bool, "int": int, "str": str}[self.kind]
        for value in (self.default, *self.values, *(v for v, _label in self.choices)):
            if value is None:
                need(self.auto, f"option {self.key!r}: None is accepted only by an auto option")
            else:
                need(isinstance(value, python) and (self.kind == "bool") == isinstance(value, bool),
                     f"option {self.key!r}: {value!r} is not a {self.kind}")
        need(not self.choices or self.choices[0][0] == self.default,
             f"option {self.key!r}: the lobby's first choice must be the default {self.default!r}")
        need(not self.values or all(v in self.values for v, _label in self.choices) and self.default in self.values,
             f"option {self.key!r}: a lobby choice or the default is not among the accepted values")
        need(not self.choices or self.label, f"option {self.key!r}: a lobby row needs a label")
        for key, value in self.needs:
            need(key != "players" or (isinstance(value, tuple) and len(value) == 2),
                 f"option {self.key!r}: needs ('players', (lowest, highest)), got {value!r}")

    @property
    def lobby(self) -> bool:
        """Whether the lobby offers this option as a setting row (it has ``choices``)."""
        return bool(self.choices)


def _frozen_presets(presets: Mapping[str, Mapping[str, Any]]) -> Mapping[str, Mapping[str, Any]]:
    return MappingProxyType({name: MappingProxyType(dict(opts)) for name, opts in presets.items()})


@dataclasses.dataclass(frozen=True, eq=False)
class Manifest:
    """What a game declares about itself, once, in its engine module (OpenSpiel's ``GameType`` is the model); every
    list of games, lobby row and player range in the product derives from it.

    - ``id``: the game id (``pickpocket`` …; the module name under ``engine``); ``name``: its English name (the UI
      translates names it shows);
    - ``min_players`` / ``max_players``: the seat range the engine accepts (option combinations may narrow it:
      Sticheln's published rules take 3–6);
    - ``hidden_information``: whether some seat may not know part of the position (hands, face-down tokens) — then
      the game's :meth:`Game.sample_state` makes full positions consistent with a seat's view, and scenes must only
      draw a seat's private view on its own screen; ``False`` is perfect information (every view holds the same
      facts; only ``seat`` and ``legal`` differ);
    - ``chance``: whether the rules involve chance (shuffles, deals, dice), resolved inside ``apply`` by the state's
      seeded generator;
    - ``options``: the :class:`OptionSpec` of every accepted option, in the lobby's row order;
    - ``presets``: named option sets (read-only), at least ``"quick"`` (party mode and the lobby's Length row).

    Raises ``ValueError`` at construction for a bad player range, duplicate option keys, no ``quick`` preset, or a
    preset naming an unknown option."""

    id: str
    name: str
    min_players: int
    max_players: int
    hidden_information: bool
    chance: bool
    options: tuple[OptionSpec, ...] = ()
    presets: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=lambda: {"quick": {}})

    def __post_init__(self) -> None:
        need(isinstance(self.min_players, int) and 1 <= self.min_players <= self.max_players,
             f"{self.id}: bad player range {self.min_players}..{self.max_players}")
        keys = [o.key for o in self.options]
        need(len(set(keys)) == len(keys), f"{self.id}: an option is declared twice")
        need("quick" in self.presets, f"{self.id}: every game needs a 'quick' preset")
        for name, opts in self.presets.items():
            unknown = set(opts) - set(keys)
            need(not unknown, f"{self.id}: preset {name!r} names unknown options {sorted(unknown)}")
        object.__setattr__(self, "options", tuple(self.options))
        object.__setattr__(self, "presets", _frozen_presets(self.presets))

    @property
    def information(self) -> str:
        """``"perfect"`` or ``"imperfect"`` (OpenSpiel's words for :attr:`hidden_information`)."""
        return "imperfect" if self.hidden_information else "perfect"

    def default_options(self) -> dict[str, Any]:
        """Every option's default, as a new dict (what ``Game.default_options`` holds)."""
        return {o.key: o.default for o in self.options}

    def option(self, key: str) -> OptionSpec:
        """The :class:`OptionSpec` of ``key``. Raises ``KeyError`` for an option the game does not have."""
        for o in self.options:
            if o.key == key:
                return o
        raise KeyError(key)

    def lobby_options(self) -> tuple[OptionSpec, ...]:
        """The options the lobby offers as setting rows, in row order."""
        return tuple(o for o in self.options if o.lobby)

    def players_range(self) -> range:
        """``range(min_players, max_players + 1)``."""
        return range(self.min_players, self.max_players + 1)

    def to_dict(self) -> dict:
        """JSON-safe form (for tools and the docs)."""
        return {"id": self.id, "name": self.name, "min_players": self.min_players, "max_players": self.max_players,
                "information": self.information, "chance": self.chance,
                "options": [to_json(o) for o in self.options],
                "presets": {k: to_json(dict(v)) for k, v in self.presets.items()}}


class Game(ABC):
    """A game: its metadata, its options, and a factory for states.

    Each subclass declares ``manifest`` (a :class:`Manifest`, the one source of its metadata) and
    ``position_version`` (bumped when ``to_dict`` changes shape). From the manifest the class gets ``id``
    (``pickpocket`` …), ``name`` (English), ``min_players``, ``max_players``, ``default_options`` (every accepted
    option with its default) and ``presets`` (named option sets, at least ``"quick"`` for party mode), which older
    code reads; a subclass must not set them itself.
    """

    manifest: ClassVar[Manifest]
    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_options: ClassVar[dict[str, Any]] = {}
    presets: ClassVar[dict[str, dict[str, Any]]] = {"quick": {}}
    position_version: ClassVar[int] = 1

    @abstractmethod
    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> State:
        """A new game for ``players`` seats. Raises ``ValueError`` naming the accepted values for a bad player
        count or an unknown option."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action whose canonical text is ``text``. Raises :class:`IllegalAction` for text that names none."""

    #: The :class:`State` subclass this game makes (read by the default :meth:`_from_dict`).
    state_class: ClassVar[type[State] | None] = None

    def blank_state(self, players: int, seed: int, options: dict) -> State:
        """A state with the given envelope, every declared field still at its constructor value (no deal): what
        :meth:`_from_dict` fills. Default: ``state_class(self, players, seed, resolve_options(options))``; a game
        whose options need more checks overrides it."""
        return self.state_class(self, players, seed, self.resolve_options(options))

    def _from_dict(self, d: dict) -> State:
        """Build a state from :meth:`State.to_dict` output (the envelope is already checked): a
        :meth:`blank_state`, then every declared field (:attr:`State.FIELDS`) loaded by its codec, which checks its
        types and shape. The state's ``to_dict()["state"]`` must hold exactly the declared keys. Raises
        ``ValueError`` naming the first bad field."""
        state = self.blank_state(as_int(d["players"]), as_int(d["seed"]), d["options"])
        s = d["state"]
        keys = [f.key for f in state.FIELDS]
        missing = [k for k in keys if k not in s]
        need(not missing, f"{self.id} position lacks {', '.join(missing)}")
        extra = sorted(set(s) - set(keys))
        need(not extra, f"{self.id} position has unknown fields {', '.join(map(str, extra))[:80]}")
        for f in state.FIELDS:
            setattr(state, f.name, f.codec.load(s[f.key], state, f.key))
        return state

    def from_dict(self, d: dict, *, complete: bool = True) -> State:
        """A state from :meth:`State.to_dict` output. Raises ``ValueError`` naming the first problem for another
        game, another position version, a malformed position or one that breaks an invariant of the game
        (:meth:`State.check`: seats, turn and phase, every component exactly once, ranges, bounded scores).

        ``complete=False`` is for hand-made positions (tests, rules examples, bug reports with a few cards or
        filler tokens): the components are not counted against the box and history-made bookkeeping is not
        required. Everything read from disk (saves) uses the default."""
        if not isinstance(d, dict) or d.get("game") != self.id:
            raise ValueError(f"not a {self.id} position: game={d.get('game') if isinstance(d, dict) else d!r:.40}")
        if d.get("version") != self.position_version:
            raise ValueError(f"{self.id} position version {d.get('version')!r:.20} is not {self.position_version}")
        try:
            check_int("players", d["players"], self.min_players, self.max_players)
            check_int("seed", d["seed"], -2**63, 2**64)
            if not isinstance(d["options"], dict) or not isinstance(d["state"], dict):
                raise ValueError("options and state must be objects")
            history = check_list("history", d["history"], max_len=MAX_HISTORY)
            state = self._from_dict(d)
            state.history = list(history)
            state.rng = rng_from_json(d["rng"])
            state.check(complete)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError, ArithmeticError,
                RecursionError) as exc:
            raise ValueError(f"malformed {self.id} position: {exc!r:.200}") from exc
        return state

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A full position consistent with everything ``view`` holds — ``sample.view(view.seat) == view`` and the
        sample passes :meth:`State.check` — with the hidden part drawn from ``rng`` (the only generator drawn from;
        the sample's own generator is seeded from it). The one way search bots make determinizations
        (``docs/engine.md``). Games with hidden information (``manifest.hidden_information``) refuse the public view
        with ``ValueError`` and raise ``RuntimeError`` for a view no position explains; a game with perfect
        information returns the position itself. Raises ``NotImplementedError`` for a game that does not say."""
        raise NotImplementedError(f"{self.id} has no sample_state")

    def replay(self, players: int, seed: int, actions: Iterable[str], options: dict | None = None) -> State:
        """A new state with ``actions`` (texts) applied in order. Raises :class:`IllegalAction` on an illegal one."""
        state = self.new_state(players, seed=seed, options=options)
        for text in actions:
            state.apply(text)
        return state

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` unless ``min_players <= players <= max_players`` (the message reads "morpion takes
        exactly 2 players", "oodlar takes 3 or 4 players", "cite takes 2 to 6 players")."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id} takes {players_text(self.min_players, self.max_players)}, got {players!r}")

    def resolve_options(self, options: dict | None) -> dict:
        """``default_options`` updated with ``options``; a ``preset`` key expands a named preset first.

        Raises ``ValueError`` naming the accepted options for an unknown key or preset, or for a value of the
        wrong type (bool options take bools — or 1/0, as typed on a command line —, int options whole numbers, str
        options text).
        """
        opts = dict(self.default_options)
        options = dict(options or {})
        preset = options.pop("preset", None)
        if preset is not None:
            if preset not in self.presets:
                raise ValueError(f"{self.id}: unknown preset {preset!r}; accepted: {', '.join(sorted(self.presets))}")
            opts.update(self.presets[preset])
        for key, value in options.items():
            if key not in self.default_options:
                accepted = ", ".join(sorted(self.default_options)) or "none (this game has no options)"
                raise ValueError(f"{self.id}: unknown option {key!r}; accepted: {accepted}")
            default = self.default_options[key]
            if isinstance(default, bool):
                value = bool_option(value)
            if value is not None and default is not None and not _same_kind(value, default):
                raise ValueError(f"{self.id}: option {key!r} takes {kind_text(default)}, got {value!r}")
            opts[key] = value
        return opts

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """The metadata attributes come from ``manifest`` (see the class docstring); and every game's
        ``parse_action`` keeps the contract: whatever the text, it returns an action or raises
        :class:`IllegalAction` (a text longer than :data:`MAX_ACTION_CHARS`, or one that makes the parser fail in
        any other way — an odd digit, a huge number —, is an :class:`IllegalAction` too)."""
        super().__init_subclass__(**kwargs)
        m = cls.__dict__.get("manifest")
        if m is not None:
            doubled = [k for k in ("id", "name", "min_players", "max_players", "default_options", "presets")
                       if k in cls.__dict__]
            need(not doubled, f"{m.id}: {', '.join(doubled)} come from the manifest; do not set them too")
            cls.id, cls.name = m.id, m.name
            cls.min_players, cls.max_players = m.min_players, m.max_players
            cls.default_options = m.default_options()
            cls.presets = {k: dict(v) for k, v in m.presets.items()}
        parse = cls.__dict__.get("parse_action")
        if parse is None or getattr(parse, "_guarded", False):
            return

        @functools.wraps(parse)
        def guarded(self: Game, text: str) -> Action:
            if isinstance(text, str) and len(text) > MAX_ACTION_CHARS:
                raise IllegalAction(f"{self.id}: an action text of {len(text)} characters names no action")
            try:
                return parse(self, text)
            except IllegalAction:
                raise
            except (ValueError, TypeError, KeyError, IndexError, OverflowError, AttributeError) as exc:
                raise IllegalAction(f"{self.id}: cannot read {text!r:.60} ({exc})") from exc
        guarded._guarded = True
        cls.parse_action = guarded

    def __deepcopy__(self, memo: dict) -> Game:
        return self  # a Game is stateless metadata: clones of a state share it

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


def players_text(lo: int, hi: int) -> str:
    """A player range in words: ``exactly 2 players``, ``3 or 4 players``, ``2 to 6 players``."""
    if lo == hi:
        return f"exactly {lo} players"
    return f"{lo} {'or' if hi == lo + 1 else 'to'} {hi} players"


def kind_text(default: Any) -> str:
    """What an option with this ``default`` takes, in words (for error messages)."""
    if isinstance(default, bool):
        return "true or false (also on/off, yes/no, 1/0)"
    if isinstance(default, int):
        return "a whole number"
    if isinstance(default, float):
        return "a number"
    if isinstance(default, str):
        return "a word"
    return f"a {type(default).__name__}"


def bool_option(value: Any) -> Any:
    """``1``/``0`` (an int, as a command line gives them) as ``True``/``False``; any other value unchanged."""
    if not isinstance(value, bool) and isinstance(value, int) and value in (0, 1):
        return bool(value)
    return value


def _same_kind(value: Any, default: Any) -> bool:
    """Whether ``value`` has the kind of ``default`` (bool is not an int here)."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    return isinstance(value, type(default))


def parse_option_value(text: str) -> Any:
    """Read a command-line option value: ``true``/``yes``/``on`` and ``false``/``no``/``off`` → bool, digits → int
    (``1``/``0`` also count as true/false for a true-or-false option, see :meth:`Game.resolve_options`),
    ``auto``/``none`` → None (the game decides), else the text."""
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low in ("none", "null", "auto"):
        return None
    try:
        return int(low)
    except ValueError:
        return text.strip()
