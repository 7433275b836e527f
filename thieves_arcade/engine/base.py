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
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
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
    """A :class:`random.Random` restored from :func:`rng_to_json` output. Raises ``ValueError`` if malformed."""
    try:
        version, internal, gauss = data
        rng = random.Random()
        rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"malformed random state: {exc}") from exc
    return rng


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

    @abstractmethod
    def _to_dict(self) -> dict:
        """The game-specific part of :meth:`to_dict` (JSON-safe)."""

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
        """An independent deep copy (its own random generator, same future)."""
        return copy.deepcopy(self)

    def view(self, seat: int) -> View:
        """Exactly what ``seat`` may know now. Raises ``ValueError`` for a seat outside ``0..players-1``."""
        self.check_seat(seat)
        return self._view(seat)

    def public_view(self) -> View:
        """What a spectator sees (the TV with no private information shown): ``seat`` is ``None``, ``legal`` empty."""
        return self._view(None)

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


class Game(ABC):
    """A game: its metadata, its options, and a factory for states.

    Class attributes each subclass sets: ``id`` (``pickpocket`` …), ``name`` (shown on screen), ``min_players``,
    ``max_players``, ``default_options`` (every accepted option with its default), ``presets`` (named option sets,
    at least ``"quick"`` for party mode), ``position_version`` (bumped when ``to_dict`` changes shape).
    """

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

    @abstractmethod
    def _from_dict(self, d: dict) -> State:
        """Build a state from :meth:`State.to_dict` output (the envelope is already checked)."""

    def from_dict(self, d: dict) -> State:
        """A state from :meth:`State.to_dict` output. Raises ``ValueError`` for another game, another position
        version, or a malformed position."""
        if not isinstance(d, dict) or d.get("game") != self.id:
            raise ValueError(f"not a {self.id} position: game={d.get('game') if isinstance(d, dict) else d!r}")
        if d.get("version") != self.position_version:
            raise ValueError(f"{self.id} position version {d.get('version')!r} is not {self.position_version}")
        try:
            state = self._from_dict(d)
            state.history = [str(t) for t in d["history"]]
            state.rng = rng_from_json(d["rng"])
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"malformed {self.id} position: {exc!r}") from exc
        return state

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
