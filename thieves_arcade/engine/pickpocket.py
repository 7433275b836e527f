"""Pickpocket (Reiner Knizia, 2008): rules in ``shared/rules/pickpocket.md``, decisions in ``docs/games/pickpocket.md``.

Thieves take turns in an inn, each turn drawing a tile from the bag (or playing a sure tile from hand) to extend the
four lines of the loot (purse, key, vial, jewel) behind the Merchant, or leaving with what the unbroken lines hold
plus the guard on the door. A tile that extends no unbroken line gets its thief caught; the second guard of a night
ends it for everyone still inside; the last thief in the inn plays double or nothing; the seventh guard ends the game.

Tiles are texts: a loot tile is its pattern (four digits, objects in the purse-key-vial-jewel rows, e.g. ``"2100"``),
a guard is ``"G"`` + its value (``"G3"``). The bag is shuffled once at setup with ``self.rng``; every draw takes the
last tile of the bag list, so a seed plus the action texts replays a game exactly.

Option ``powers`` adds the Power tiles variant; ``warning`` (None = auto: on for 2–3 players) gives each thief one
warning per night; ``nights`` (0 = no limit) ends the game after that many nights (the ``quick`` preset uses 2).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from typing import Any

from .base import (
    MAX_COUNT,
    MAX_SCORE,
    N_,
    Action,
    Bool,
    Custom,
    Event,
    Field,
    Game,
    IllegalAction,
    Int,
    ListOf,
    Manifest,
    Maybe,
    OptionSpec,
    State,
    Text,
    View,
    bool_option,
    check_bool,
    check_counts,
    check_int,
    check_list,
    check_seat_or_none,
    need,
    parse_number,
)

# ---- components (rules: "Components") ------------------------------------------------------------------------------
#: The four lines of the loot, top to bottom; a pattern's digit i is the objects in LINES[i].
LINES = ("purse", "key", "vial", "jewel")


def _loot_tiles() -> tuple[str, ...]:
    tiles = ["1111"] * 4
    tiles += "0111 0111 0211 0112 1011 1011 2011 1021 1101 1101 1201 1102 1110 1110 2110 1120".split()
    for i, j in itertools.combinations(range(4), 2):
        for a, b in ((1, 1), (1, 1), (2, 1), (1, 2)):
            row = [0, 0, 0, 0]
            row[i], row[j] = a, b
            tiles.append("".join(map(str, row)))
    for i in range(4):
        tiles += ["".join("3" if k == i else "0" for k in range(4))] * 2
    return tuple(tiles)


#: The 52 loot tiles as patterns (rules: "Components", the table of kinds).
LOOT_TILES: tuple[str, ...] = _loot_tiles()
#: The 7 guards as tile texts; value = int(text[1:]).
GUARD_TILES: tuple[str, ...] = ("G1", "G2", "G2", "G3", "G3", "G4", "G5")
#: Every tile in the bag at the start of the game.
ALL_TILES: tuple[str, ...] = LOOT_TILES + GUARD_TILES
HAND_SIZE = 3
GUARDS_TO_END = 7
#: Power ids in the order of the rules table (variant "Power tiles").
POWERS = ("illusion", "glove", "passage", "accomplice", "bruce", "beer", "ambidextrous")
#: Illusion bonus by the number of unbroken lines holding objects ([D] 0 lines → 0).
ILLUSION_BONUS = (0, 1, 2, 4, 6)
BRUCE_BONUS = 2

def is_guard(tile: str) -> bool:
    """Whether ``tile`` (a tile text) is a guard."""
    return tile.startswith("G")


def tile_value(tile: str) -> int:
    """A tile's value: a loot tile's number of objects, a guard's printed value."""
    return int(tile[1:]) if is_guard(tile) else sum(int(c) for c in tile)


def line_states(loot: list[str] | tuple[str, ...]) -> tuple[tuple[bool, int], ...]:
    """For each of the four lines, ``(unbroken, objects)``: objects counted from the Merchant up to the first gap.

    Rules: "A night" — a line is unbroken while every loot tile since the Merchant shows objects in that row.
    """
    out = []
    for i in range(4):
        objects, unbroken = 0, True
        for t in loot:
            if t[i] == "0":
                unbroken = False
                break
            objects += int(t[i])
        out.append((unbroken, objects))
    return tuple(out)


def loot_value(loot: list[str] | tuple[str, ...]) -> int:
    """Points of the loot (rules: "Scoring"): the objects of every unbroken line."""
    return sum(obj for unbroken, obj in line_states(loot) if unbroken)


def extends(loot: list[str] | tuple[str, ...], tile: str) -> bool:
    """Whether loot tile ``tile`` extends at least one unbroken line of ``loot`` (else its player is caught)."""
    if is_guard(tile):
        return False
    return any(unbroken and tile[i] != "0" for i, (unbroken, _) in enumerate(line_states(loot)))


def _check_tile(tile: Any) -> str:
    """``tile`` if it is well formed: four digits 0–3, not all 0 (any pattern, so positions such as the rules'
    worked example with a ``2000`` tile can be built), or a guard ``G1``..``G5``. Else ``ValueError``."""
    ok = isinstance(tile, str) and (
        (len(tile) == 4 and all(c in "0123" for c in tile) and tile != "0000")
        or (len(tile) == 2 and tile[0] == "G" and tile[1] in "12345"))
    if not ok:
        raise ValueError(f"unknown tile {tile!r}; a tile is a pattern like '2100' or a guard 'G1'..'G5'")
    return tile


# ---- actions (rules: "Action notation") ----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Draw a tile from the bag and play it."""

    def __str__(self) -> str:
        return "draw"


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """Play hand tile ``index`` (1-based, hand order); legal only if it extends at least one unbroken line."""

    index: int

    def __str__(self) -> str:
        return f"play {self.index}"


@dataclasses.dataclass(frozen=True)
class Leave(Action):
    """Leave the inn voluntarily with the loot (not in double or nothing)."""

    def __str__(self) -> str:
        return "leave"


@dataclasses.dataclass(frozen=True)
class Beer(Action):
    """Power ``beer``: pass the turn (in double or nothing it stands for one of the two tiles)."""

    def __str__(self) -> str:
        return "beer"


@dataclasses.dataclass(frozen=True)
class Choose(Action):
    """Take power ``power`` at the start of a night (powers variant)."""

    power: str

    def __str__(self) -> str:
        return f"choose {self.power}"


# ---- events --------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class HandsDealt(Event):
    """Setup: each seat drew ``hand_sizes[s]`` tiles; ``guards_returned`` guards were drawn, put back and replaced."""

    hand_sizes: tuple
    guards_returned: int


@dataclasses.dataclass(frozen=True)
class NightStarted(Event):
    """Night ``night`` begins; every thief enters the inn; ``start_player`` takes the first turn."""

    night: int
    start_player: int


@dataclasses.dataclass(frozen=True)
class PowerChosen(Event):
    """``seat`` took ``power`` (powers variant, start of a night)."""

    seat: int
    power: str


@dataclasses.dataclass(frozen=True)
class TurnStarted(Event):
    """It is ``seat``'s turn (``double``: it is a double-or-nothing turn)."""

    seat: int
    double: bool


@dataclasses.dataclass(frozen=True)
class TileDrawn(Event):
    """``seat`` took ``tile`` from ``source`` (``"bag"`` or ``"hand"``; ``hand_index`` 1-based for a hand tile).

    ``reason``: ``"turn"`` (a normal turn), ``"double"`` (double or nothing), ``"retry"`` (the ambidextrous's second
    draw), ``"glove"`` (drawn into the hand on leaving). ``private``: only ``seat`` may see ``tile`` (a glove draw of
    a loot tile goes face down into the hand; the scene must hide it from others).
    """

    seat: int
    source: str
    tile: str
    hand_index: int | None
    reason: str
    private: bool


@dataclasses.dataclass(frozen=True)
class TilePlayed(Event):
    """``seat``'s loot tile ``tile`` was laid at ``position`` (0-based after the Merchant).

    ``extended``: the line names it extended; ``broken``: the lines it broke; ``loot``: the loot value after it;
    ``double_step``: 1 or 2 in double or nothing, else 0.
    """

    seat: int
    tile: str
    position: int
    extended: tuple
    broken: tuple
    loot: int
    double_step: int


@dataclasses.dataclass(frozen=True)
class LineBroken(Event):
    """Line ``line`` broke at tile ``position``; it held ``objects`` objects (now worth nothing this night)."""

    line: str
    position: int
    objects: int


@dataclasses.dataclass(frozen=True)
class Warning(Event):  # noqa: A001 - the rules' name
    """2–3 players: ``seat`` drew ``tile`` that extends nothing; it is discarded and the thief stays (once a night)."""

    seat: int
    tile: str


@dataclasses.dataclass(frozen=True)
class Caught(Event):
    """``seat`` drew ``tile`` that extends nothing: the tile is discarded and the thief is out with no points."""

    seat: int
    tile: str
    double: bool


@dataclasses.dataclass(frozen=True)
class GuardArrived(Event):
    """``seat`` drew a guard of ``value``; ``placement``: ``"door"`` (first of the night, on a door),
    ``"night_end"`` (the second: the night ends), ``"game_end"`` (the seventh of the game).
    ``night_count``/``game_count``: guards revealed this night / this game including this one."""

    seat: int
    value: int
    placement: str
    night_count: int
    game_count: int


@dataclasses.dataclass(frozen=True)
class DoubleOrNothingStarted(Event):
    """``seat`` is alone in the inn: two tiles that both extend the loot, then they leave."""

    seat: int
    loot: int


@dataclasses.dataclass(frozen=True)
class ThiefLeft(Event):
    """``seat`` left the inn with points. ``reason``: ``"leave"`` (voluntary), ``"double"`` (double or nothing
    won), ``"passage"`` (secret passage on the second guard). ``loot``: the loot value; ``doubled``: whether it
    counted twice; ``guard``: guard points (both guards for the passage); ``bonus``: power points (never doubled);
    ``points`` = loot × (2 if doubled) + guard + bonus; ``score``: the seat's score after."""

    seat: int
    reason: str
    loot: int
    doubled: bool
    guard: int
    bonus: int
    points: int
    score: int


@dataclasses.dataclass(frozen=True)
class ThrownOut(Event):
    """``seats`` still in the inn go out with no points (``reason``: ``"second_guard"``, ``"seventh_guard"``)."""

    seats: tuple
    reason: str


@dataclasses.dataclass(frozen=True)
class PowerUsed(Event):
    """``seat`` used ``power``; ``points``: what it added (0 when it acts otherwise: beer, glove, ambidextrous)."""

    seat: int
    power: str
    points: int


@dataclasses.dataclass(frozen=True)
class BeerPassed(Event):
    """``seat`` drank a beer: the turn passes (``double_step`` 1 or 2 when it stood for a double-or-nothing tile)."""

    seat: int
    double_step: int


@dataclasses.dataclass(frozen=True)
class NightEnded(Event):
    """Night ``night`` ended (``reason``: ``"double"``, ``"second_guard"``, ``"seventh_guard"``, ``"empty_inn"``,
    ``"empty_bag"``); the ``loot`` tiles are set aside; the night's ``guards`` go beside the board; powers return."""

    night: int
    reason: str
    loot: tuple
    guards: tuple


@dataclasses.dataclass(frozen=True)
class PrinceCrowned(Event):
    """``seat`` (``score`` points) is Prince of Thieves and starts the next night (``tie_broken``: by who reached
    the score first, or at 0–0 the previous start player kept it)."""

    seat: int
    score: int
    tie_broken: bool


@dataclasses.dataclass(frozen=True)
class PowerChoiceStarted(Event):
    """Powers variant: ``order`` is the seats choosing a power this night, first chooser first."""

    order: tuple


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    """The game ended (``reason``: ``"seventh_guard"``, ``"empty_bag"``, ``"nights"``). ``hands``: each seat's
    remaining hand tiles (now revealed), ``hand_values`` added to the scores, ``scores`` final, ``winners``."""

    reason: str
    hands: tuple
    hand_values: tuple
    scores: tuple
    winners: tuple


# ---- view ----------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class LineState:
    """One line of the loot: ``name``, ``unbroken``, ``objects`` (counted from the Merchant up to any break)."""

    name: str
    unbroken: bool
    objects: int


@dataclasses.dataclass(frozen=True)
class PickpocketView(View):
    """What a seat may know (``seat`` None: the public view, with ``hand`` empty and ``unseen`` over all hands).

    - ``hand``: own hand tiles (patterns, hand order); ``hand_sizes``: everyone's hand size.
    - ``loot``: tiles after the Merchant this night; ``lines``: four :class:`LineState`; ``loot_value``: points.
    - ``door``: the guard value on the door or None; ``guards_night`` / ``guards_game``: values revealed.
    - ``bag_size``; ``in_inn`` / ``warned`` per seat; ``scores`` per seat.
    - ``night`` (1-based), ``start_player``, ``prince`` (None in night 1), ``phase`` (``choose``/``turn``/``over``).
    - ``double``: the seat in double or nothing or None; ``double_done``: tiles already made (0–2).
    - ``powers``: each seat's power or None; ``powers_used``; ``powers_open``: powers still to choose.
    - ``warning_rule``: whether warnings apply; ``powers_variant``.
    - ``unseen``: ``((tile, count), ...)`` sorted, the tiles this seat has not seen: the bag plus others' hands
      (for the public view: the bag plus all hands). ``unseen_total`` = their number.
    - ``reached``: per seat, the public score clock at its last score change (-1: never scored), which breaks
      Prince ties and orders the power choice; ``nights_limit``: the ``nights`` option (0: to the seventh guard).
    - ``left_this_night``: per seat, the points it scored leaving the inn this night (``None``: not left, or left
      caught); ``caught_this_night``: per seat, whether it is out of the inn caught or thrown out this night (a seat
      out of the inn with no record of how — a position read back whose history does not replay — counts as
      caught). Public: everyone saw the thieves go.
    """

    hand: tuple
    hand_sizes: tuple
    loot: tuple
    lines: tuple
    loot_value: int
    door: int | None
    guards_night: tuple
    guards_game: tuple
    bag_size: int
    in_inn: tuple
    warned: tuple
    scores: tuple
    night: int
    start_player: int
    prince: int | None
    phase: str
    double: int | None
    double_done: int
    powers: tuple
    powers_used: tuple
    powers_open: tuple
    warning_rule: bool
    powers_variant: bool
    unseen: tuple
    unseen_total: int
    reached: tuple = ()
    nights_limit: int = 0
    left_this_night: tuple = ()
    caught_this_night: tuple = ()


#: A tile of a position: a pattern or a guard, checked when read back.
_TILE = Custom(lambda tile, _state: tile, lambda data, _state: _check_tile(data), plain=True)


# ---- state ---------------------------------------------------------------------------------------------------------
class PickpocketState(State):
    """A Pickpocket position. Fields (all plain lists/ints, see ``docs/games/pickpocket.md`` "Position format"):
    ``hands``, ``bag`` (draws pop the last tile), ``loot``, ``set_aside`` (earlier nights' loot and discarded tiles),
    ``door``, ``guards_night``, ``guards_game``, ``in_inn``, ``warned``, ``score``, ``reached`` (the score clock at
    each seat's last score change; -1 never), ``clock``, ``night``, ``start``, ``prince``, ``turn``, ``phase``,
    ``double`` (seat or None), ``double_done``, ``powers``, ``powers_used``, ``choose_order``, ``over_reason``.
    """

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.bag: list[str] = []
        self.loot: list[str] = []
        self.set_aside: list[str] = []
        self.door: int | None = None
        self.guards_night: list[int] = []
        self.guards_game: list[int] = []
        self.in_inn = [True] * players
        self.warned = [False] * players
        self.score = [0] * players
        self.reached = [-1] * players
        self.clock = 0
        self.night = 1
        self.start = 0
        self.prince: int | None = None
        self.turn: int | None = 0
        self.phase = "turn"
        self.double: int | None = None
        self.double_done = 0
        self.powers: list[str | None] = [None] * players
        self.powers_used = [False] * players
        self.choose_order: list[int] = []
        self.over_reason: str | None = None
        self.hand_values: list[int] | None = None
        #: Events of the setup (HandsDealt, NightStarted, TurnStarted) for the scene's opening animation.
        self.setup_events: list[Event] = []
        #: Who went out of the inn this night, in order: ``((seat, points or None if caught), ...)``; ``None`` when
        #: unknown (a position read back), then rebuilt once from the history (:meth:`night_exits`). Not part of the
        #: position format: it follows from the history. Replaced, never mutated (a clone may share it).
        self._night_exits: tuple | None = None

    # ---- derived ---------------------------------------------------------------------------------------------------
    @property
    def warning_rule(self) -> bool:
        """Whether a thief's first catch of a night is only a warning ([P] 2–3 players; option ``warning``)."""
        opt = self.options.get("warning")
        return self.players <= 3 if opt is None else bool(opt)

    def _has_power(self, seat: int, power: str) -> bool:
        return self.powers[seat] == power and not self.powers_used[seat]

    # ---- protocol --------------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """``choose <power>`` in the choosing phase; otherwise ``draw`` (bag not empty), ``play i`` for each hand
        tile extending an unbroken line, ``leave`` (not in double or nothing), ``beer`` (holding an unused Beer)."""
        if self.phase == "over":
            return []
        seat = self.turn
        if self.phase == "choose":
            taken = {p for p in self.powers if p}
            return [Choose(p) for p in POWERS if p not in taken]
        out: list[Action] = []
        if self.bag:
            out.append(Draw())
        out += [Play(i + 1) for i, t in enumerate(self.hands[seat]) if extends(self.loot, t)]
        if self.double is None:
            out.append(Leave())
        if self._has_power(seat, "beer"):
            out.append(Beer())
        return out

    def scores(self) -> list[int]:
        """Experience points per seat (after the game, with the hand values added)."""
        return list(self.score)

    def winners(self) -> list[int]:
        """Rules "End of the game": most points; [P] tie → fewer tiles in hand; still tied → shared [D]."""
        if not self.is_over:
            return []
        best = max(self.score)
        tied = [s for s in range(self.players) if self.score[s] == best]
        fewest = min(len(self.hands[s]) for s in tied)
        return [s for s in tied if len(self.hands[s]) == fewest]

    def _place_key(self, seat: int, scores: list[int]) -> tuple:
        """Rules "End of the game": more points, then fewer tiles left in hand."""
        return (-scores[seat], len(self.hands[seat]))

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """``("points", (points, from hand tiles, tiles))``: the points, and how many came from the unplayed hand
        tiles added at the end; ``"tiles"`` when a tie on points was broken by fewer tiles in hand."""
        hand = (self.hand_values or [0] * self.players)[seat]
        tied = [s for s in range(self.players) if scores[s] == scores[seat] and s != seat]
        code = "tiles" if tied and any(len(self.hands[s]) != len(self.hands[seat]) for s in tied) else "points"
        return code, (scores[seat], hand, len(self.hands[seat]))

    # ---- rules -----------------------------------------------------------------------------------------------------
    def _setup(self, events: list[Event]) -> None:
        """Rules "Setup": shuffle the bag; 3 tiles per hand, guards drawn go back and are replaced; seat 0 starts."""
        self.bag = list(ALL_TILES)
        self.rng.shuffle(self.bag)
        returned = 0
        for seat in range(self.players):
            while len(self.hands[seat]) < HAND_SIZE:
                tile = self.bag.pop()
                if is_guard(tile):
                    returned += 1
                    self.bag.insert(self.rng.randrange(len(self.bag) + 1), tile)
                else:
                    self.hands[seat].append(tile)
        events.append(HandsDealt(tuple(len(h) for h in self.hands), returned))
        self._start_night(events)

    def _apply(self, action: Action) -> list[Event]:
        events = self._apply_rules(action)
        if self._night_exits is not None:
            self._night_exits = fold_night_exits(self._night_exits, events)
        return events

    def _apply_rules(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.turn
        if isinstance(action, Choose):
            self.powers[seat] = action.power
            events.append(PowerChosen(seat, action.power))
            self.choose_order.pop(0)
            if self.choose_order:
                self.turn = self.choose_order[0]
            else:
                self.phase = "turn"
                self._begin_turn(self.start, events)
            return events
        night = self.night
        if isinstance(action, Leave):
            self._leave(seat, "leave", events)
            if self.phase == "turn" and self.night == night:  # a glove guard may have ended the night
                self._next_turn(seat, events)
            return events
        if isinstance(action, Beer):
            self.powers_used[seat] = True
            events.append(PowerUsed(seat, "beer", 0))
            step = 0
            if self.double is not None:
                self.double_done += 1
                step = self.double_done
            events.append(BeerPassed(seat, step))
            if self.double is not None:
                if self.double_done == 2:
                    self._double_won(seat, events)
                return events
            self._next_turn(seat, events)
            return events
        if isinstance(action, Play):
            tile = self.hands[seat].pop(action.index - 1)
            reason = "double" if self.double is not None else "turn"
            events.append(TileDrawn(seat, "hand", tile, action.index, reason, False))
        else:  # Draw
            tile = self.bag.pop()
            reason = "double" if self.double is not None else "turn"
            events.append(TileDrawn(seat, "bag", tile, None, reason, False))
        ends_turn = self._resolve(seat, tile, events)
        if self.phase == "turn" and self.night == night and ends_turn:
            self._next_turn(seat, events)
        elif self.phase == "turn" and not self.legal_actions():  # double or nothing with an empty bag [D]
            self._end_night("empty_bag", events, game_over=True)
        return events

    def _resolve(self, seat: int, tile: str, events: list[Event], retry: bool = False) -> bool:
        """Play ``tile`` for ``seat`` (rules "A night", "Double or nothing"). Returns whether the turn passes
        (False while a double or nothing goes on, or when the night/game already ended). ``retry``: the tile is the
        ambidextrous's second draw, and a catch on it is final (rules, powers: "caught again means out"), whatever
        warning the thief has left."""
        if is_guard(tile):
            self._guard(seat, tile_value(tile), events)
            return self.double is None and self.phase == "turn"
        if extends(self.loot, tile):
            before = line_states(self.loot)
            self.loot.append(tile)
            after = line_states(self.loot)
            ext = tuple(LINES[i] for i in range(4) if before[i][0] and tile[i] != "0")
            broken = tuple(LINES[i] for i in range(4) if before[i][0] and not after[i][0])
            step = 0
            if self.double is not None:
                self.double_done += 1
                step = self.double_done
            events.append(TilePlayed(seat, tile, len(self.loot) - 1, ext, broken, loot_value(self.loot), step))
            for name in broken:
                events.append(LineBroken(name, len(self.loot) - 1, before[LINES.index(name)][1]))
            if self.double is not None:
                if self.double_done == 2:
                    self._double_won(seat, events)
                return False
            return True
        # caught
        self.set_aside.append(tile)
        if self._has_power(seat, "ambidextrous") and self.bag:
            self.powers_used[seat] = True
            events.append(PowerUsed(seat, "ambidextrous", 0))
            again = self.bag.pop()
            events.append(TileDrawn(seat, "bag", again, None, "retry", False))
            return self._resolve(seat, again, events, retry=True)
        if self.double is None and self.warning_rule and not self.warned[seat] and not retry:
            self.warned[seat] = True
            events.append(Warning(seat, tile))
            return True
        events.append(Caught(seat, tile, self.double is not None))
        self.in_inn[seat] = False
        if self.double is not None:
            self.double = None
            self._end_night("double", events)
            return False
        return True

    def _guard(self, seat: int, value: int, events: list[Event]) -> None:
        """Rules "A night" (guards) and "End of the game" (the seventh guard); powers: the secret passage."""
        self.guards_game.append(value)
        self.guards_night.append(value)
        second = self.door is not None
        seventh = len(self.guards_game) >= GUARDS_TO_END
        placement = "game_end" if seventh else ("night_end" if second else "door")
        events.append(GuardArrived(seat, value, placement, len(self.guards_night), len(self.guards_game)))
        if not second and not seventh:
            self.door = value
            return
        if second:
            for s in range(self.players):
                if self.in_inn[s] and self._has_power(s, "passage"):
                    self.powers_used[s] = True
                    self._score_exit(s, "passage", events, guard=self.door + value)
                    events.append(PowerUsed(s, "passage", self.door + value))
        out = tuple(s for s in range(self.players) if self.in_inn[s])
        if out:
            events.append(ThrownOut(out, "seventh_guard" if seventh else "second_guard"))
        for s in out:
            self.in_inn[s] = False
        self.double = None
        if seventh:
            self._end_night("seventh_guard", events, game_over=True)
        else:
            self._end_night("second_guard", events)

    def _score_exit(self, seat: int, reason: str, events: list[Event], guard: int | None = None) -> None:
        """Rules "Scoring" and the powers variant: loot (doubled in double or nothing) + guard + power bonus."""
        loot = loot_value(self.loot)
        doubled = reason == "double"
        bonus = 0
        if guard is None:
            guard = self.door or 0
            power = self.powers[seat] if not self.powers_used[seat] else None
            if power == "illusion":
                bonus = ILLUSION_BONUS[sum(1 for u, o in line_states(self.loot) if u and o > 0)]
            elif power == "bruce":
                bonus = BRUCE_BONUS
            elif power == "accomplice" and self.door is not None and len(self.guards_game) < GUARDS_TO_END:
                bonus = self.door
            if bonus:
                self.powers_used[seat] = True
        points = loot * (2 if doubled else 1) + guard + bonus
        self.in_inn[seat] = False
        if points:
            self.score[seat] += points
            self.clock += 1
            self.reached[seat] = self.clock
        events.append(ThiefLeft(seat, reason, loot, doubled, guard, bonus, points, self.score[seat]))
        if bonus:
            events.append(PowerUsed(seat, self.powers[seat], bonus))

    def _leave(self, seat: int, reason: str, events: list[Event]) -> None:
        """A voluntary leave (or a won double or nothing); then the Magic glove draws a tile into the hand."""
        self._score_exit(seat, reason, events)
        if self._has_power(seat, "glove") and self.bag:
            self.powers_used[seat] = True
            events.append(PowerUsed(seat, "glove", 0))
            tile = self.bag.pop()
            guard = is_guard(tile)
            events.append(TileDrawn(seat, "bag", tile, None if guard else len(self.hands[seat]) + 1, "glove",
                                    not guard))
            if guard:
                self._guard(seat, tile_value(tile), events)
            else:
                self.hands[seat].append(tile)

    def _double_won(self, seat: int, events: list[Event]) -> None:
        self.double = None
        self._leave(seat, "double", events)
        if self.phase == "turn":
            self._end_night("double", events)

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        """Pass the turn clockwise to the next thief still in the inn (rules "A night")."""
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self.in_inn[nxt]:
                self._begin_turn(nxt, events)
                return
        self._end_night("empty_inn", events)

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        """Start ``seat``'s turn; alone in the inn it is double or nothing; an empty bag ends the game [D]."""
        if not self.bag:
            self._end_night("empty_bag", events, game_over=True)
            return
        self.turn = seat
        if sum(self.in_inn) == 1 and self.double is None:
            self.double = seat
            self.double_done = 0
            events.append(DoubleOrNothingStarted(seat, loot_value(self.loot)))
        events.append(TurnStarted(seat, self.double is not None))

    def _end_night(self, reason: str, events: list[Event], game_over: bool = False) -> None:
        """Rules "End of a night": set the loot aside, guards beside the board, powers back; the Prince starts."""
        events.append(NightEnded(self.night, reason, tuple(self.loot), tuple(self.guards_night)))
        self.set_aside += self.loot
        self.loot = []
        self.guards_night = []
        self.door = None
        self.double = None
        self.double_done = 0
        self.powers = [None] * self.players
        self.powers_used = [False] * self.players
        nights = self.options.get("nights") or 0
        if game_over or (nights and self.night >= nights):
            self._end_game(reason if game_over else "nights", events)
            return
        best = max(self.score)
        if best == 0:
            prince, tie = self.start, self.players > 1
        else:
            tied = [s for s in range(self.players) if self.score[s] == best]
            prince = min(tied, key=lambda s: self.reached[s])
            tie = len(tied) > 1
        self.prince = self.start = prince
        events.append(PrinceCrowned(prince, best, tie))
        self.night += 1
        self._start_night(events)

    def _start_night(self, events: list[Event]) -> None:
        self.in_inn = [True] * self.players
        self.warned = [False] * self.players
        events.append(NightStarted(self.night, self.start))
        if self.options.get("powers") and self.night > 1:
            self.choose_order = self.power_order()
            events.append(PowerChoiceStarted(tuple(self.choose_order)))
            self.phase = "choose"
            self.turn = self.choose_order[0]
        else:
            self.phase = "turn"
            self._begin_turn(self.start, events)

    def power_order(self) -> list[int]:
        """Powers variant: the seats other than the Prince (the start player), last place first; on equal scores
        the one who reached it later first [D]; never scored → clockwise from the Prince [D]."""
        seats = [s for s in range(self.players) if s != self.start]
        return sorted(seats, key=lambda s: (self.score[s], -self.reached[s], (s - self.start) % self.players))

    def _end_game(self, reason: str, events: list[Event]) -> None:
        """Rules "End of the game": add the hand values; most points wins; tie → fewer tiles in hand; then shared."""
        self.phase = "over"
        self.turn = None
        self.over_reason = reason
        self.hand_values = [sum(tile_value(t) for t in h) for h in self.hands]
        for s in range(self.players):
            self.score[s] += self.hand_values[s]
        events.append(GameOver(reason, tuple(tuple(h) for h in self.hands), tuple(self.hand_values),
                               tuple(self.score), tuple(self.winners())))

    # ---- view ------------------------------------------------------------------------------------------------------
    def unseen_tiles(self, seat: int | None) -> Counter:
        """The tiles ``seat`` has not seen (the bag plus the other seats' hands; all hands for ``None``)."""
        c = Counter(self.bag)
        for s in range(self.players):
            if s != seat:
                c.update(self.hands[s])
        return c

    def night_exits(self) -> tuple[tuple[int | None, ...], tuple[bool, ...]]:
        """Who is out of the inn this night: per seat the points scored leaving (or ``None``), and per seat whether
        it is out caught or thrown out. A position read back (no record) replays its ``history`` from its seed and
        options once; if that does not reach this position's public facts, every thief out of the inn counts as
        caught."""
        if self._night_exits is None:
            self._night_exits = self._replay_night_exits()
        out = {s for s in range(self.players) if not self.in_inn[s]}
        left = {s: p for s, p in self._night_exits if p is not None and s in out}
        caught = {s for s, p in self._night_exits if p is None and s in out} | (out - set(left))
        return (tuple(left.get(s) for s in range(self.players)),
                tuple(s in caught for s in range(self.players)))

    def _replay_night_exits(self) -> tuple:
        if not self.history:
            return ()
        try:
            replay = self.game.new_state(self.players, seed=self.seed, options=self.options)
            for text in self.history:
                replay.apply(text)
            same = replay._public_key() == self._public_key()
        except ValueError:
            same = False
        return replay._night_exits if same and replay._night_exits is not None else ()

    def _public_key(self) -> tuple:
        """The public facts a replay must reach to be trusted (never hidden ones: the view may not depend on them)."""
        return (self.night, self.phase, self.turn, tuple(self.in_inn), tuple(self.warned), tuple(self.score),
                tuple(self.loot), tuple(self.guards_game), self.door, self.double, tuple(len(h) for h in self.hands))

    def _view(self, seat: int | None) -> PickpocketView:
        unseen = self.unseen_tiles(seat)
        left, caught = self.night_exits()
        taken = {p for p in self.powers if p}
        return PickpocketView(
            **self.base_view_fields(seat),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            loot=tuple(self.loot),
            lines=tuple(LineState(LINES[i], u, o) for i, (u, o) in enumerate(line_states(self.loot))),
            loot_value=loot_value(self.loot),
            door=self.door,
            guards_night=tuple(self.guards_night),
            guards_game=tuple(self.guards_game),
            bag_size=len(self.bag),
            in_inn=tuple(self.in_inn),
            warned=tuple(self.warned),
            scores=tuple(self.score),
            night=self.night,
            start_player=self.start,
            prince=self.prince,
            phase=self.phase,
            double=self.double,
            double_done=self.double_done,
            powers=tuple(self.powers),
            powers_used=tuple(self.powers_used),
            powers_open=tuple(p for p in POWERS if p not in taken) if self.phase == "choose" else (),
            warning_rule=self.warning_rule,
            powers_variant=bool(self.options.get("powers")),
            unseen=tuple(sorted(unseen.items())),
            unseen_total=sum(unseen.values()),
            reached=tuple(self.reached),
            nights_limit=int(self.options.get("nights") or 0),
            left_this_night=left,
            caught_this_night=caught,
        )

    # ---- position --------------------------------------------------------------------------------------------------
    #: The position format (``docs/games/pickpocket.md``, "Position format"): to_dict, from_dict and clone.
    FIELDS = (
        Field("hands", ListOf(ListOf(_TILE), length="players")),
        Field("bag", ListOf(_TILE)), Field("loot", ListOf(_TILE)), Field("set_aside", ListOf(_TILE)),
        Field("door", Int(optional=True)),
        Field("guards_night", ListOf(Int())), Field("guards_game", ListOf(Int())),
        Field("in_inn", ListOf(Bool(), length="players")), Field("warned", ListOf(Bool(), length="players")),
        Field("score", ListOf(Int(), length="players")), Field("reached", ListOf(Int(), length="players")),
        Field("clock", Int()), Field("night", Int()), Field("start", Int()), Field("prince", Int(optional=True)),
        Field("turn", Int(optional=True)), Field("phase", Text(("choose", "turn", "over"))),
        Field("double", Int(optional=True)), Field("double_done", Int()),
        Field("powers", ListOf(Text(POWERS, optional=True), length="players")),
        Field("powers_used", ListOf(Bool(), length="players")),
        Field("choose_order", ListOf(Int(), max_len=6)), Field("over_reason", Text(optional=True)),
        Field("hand_values", Maybe(ListOf(Int(), length="players"))),
    )
    _FIELDS = tuple(f.name for f in FIELDS)

    def _check(self, complete: bool = True) -> None:
        """Invariants of a position read back: every tile exactly once (hands, bag, loot, set aside, and the guards
        revealed), at most 7 guards, the door the night's first guard, per-seat lists of the right length, powers
        distinct, the turn a seat still in the inn, the phase and double or nothing consistent, bounded scores."""
        n = self.players
        check_list("hands", self.hands, n, item=lambda name, h: check_list(name, h, max_len=len(ALL_TILES)))
        check_list("guards_game", self.guards_game, max_len=GUARDS_TO_END,
                   item=lambda name, v: check_int(name, v, 1, 5))
        check_list("guards_night", self.guards_night, max_len=GUARDS_TO_END,
                   item=lambda name, v: check_int(name, v, 1, 5))
        need(not Counter(self.guards_night) - Counter(self.guards_game), "guards_night are not among guards_game")
        tiles = [t for h in self.hands for t in h] + list(self.bag) + list(self.loot) + list(self.set_aside)
        if complete:
            check_counts("tiles", tiles + [f"G{v}" for v in self.guards_game], ALL_TILES)
        need(not any(is_guard(t) for h in self.hands for t in h) and not any(is_guard(t) for t in self.loot)
             and not any(is_guard(t) for t in self.set_aside), "a guard is in a hand, the loot or set aside")
        if self.door is not None:
            check_int("door", self.door, 1, 5)
            need(self.guards_night and self.guards_night[0] == self.door, "the door is not the night's first guard")
        for name in ("in_inn", "warned", "powers_used"):
            check_list(name, getattr(self, name), n, item=check_bool)
        check_list("score", self.score, n, item=lambda name, v: check_int(name, v, 0, MAX_SCORE))
        check_int("clock", self.clock, 0, MAX_COUNT)
        check_list("reached", self.reached, n, item=lambda name, v: check_int(name, v, -1, self.clock))
        check_int("night", self.night, 1, len(ALL_TILES))
        check_seat_or_none("start", self.start, n, optional=False)
        check_seat_or_none("prince", self.prince, n)
        check_list("powers", self.powers, n,
                   item=lambda name, v: need(v is None or v in POWERS, f"{name} is not a power: {v!r:.40}"))
        chosen = [p for p in self.powers if p is not None]
        need(len(chosen) == len(set(chosen)), "two seats hold the same power")
        check_list("choose_order", self.choose_order, max_len=n,
                   item=lambda name, v: check_seat_or_none(name, v, n, optional=False))
        need(len(set(self.choose_order)) == len(self.choose_order), "a seat is twice in choose_order")
        check_int("double_done", self.double_done, 0, 2)
        need(self.over_reason is None or isinstance(self.over_reason, str) and len(self.over_reason) <= 40,
             "over_reason is not a short text")
        need(self.phase in ("choose", "turn", "over"), f"phase must be choose/turn/over, got {self.phase!r:.40}")
        if self.phase == "over":
            need(self.hand_values is None or isinstance(self.hand_values, list) and len(self.hand_values) == n
                 and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_SCORE
                         for v in self.hand_values), "hand_values are malformed")
            return
        need(self.hand_values is None, "hand_values are set before the end")
        check_seat_or_none("turn", self.turn, n, optional=False)
        if self.phase == "choose":
            need(bool(self.powers_options()) and self.choose_order and self.choose_order[0] == self.turn,
                 "the seat choosing a power is not the first of choose_order")
            return
        need(self.in_inn[self.turn], "the seat to act has left the inn")
        check_seat_or_none("double", self.double, n)
        if self.double is not None:
            need(self.double == self.turn and sum(self.in_inn) == 1, "double or nothing for a seat not alone")

    def powers_options(self) -> bool:
        """Whether the powers variant is on."""
        return bool(self.options.get("powers"))

    @classmethod
    def from_setup(cls, players: int, *, hands: list[list[str]], bag: list[str], options: dict | None = None,
                   seed: int = 0, **fields: Any) -> PickpocketState:
        """Test-only constructor: a position at the start of a turn with the given ``hands`` and ``bag`` (the
        last tile of ``bag`` is drawn first) and any other field of the position format (``loot``, ``door``,
        ``score``, ``turn``, ``in_inn``, ``powers`` …). Raises ``ValueError`` for unknown tiles or fields.
        A double or nothing starts if ``turn`` is the only seat in the inn (as at a real turn start)."""
        state = cls(GAME, players, seed, GAME.resolve_options(options))
        for tile in itertools.chain(bag, *hands, fields.get("loot", [])):
            _check_tile(tile)
        state.hands = [list(h) for h in hands]
        state.bag = list(bag)
        for key, value in fields.items():
            if key not in cls._FIELDS:
                raise ValueError(f"unknown field {key!r}; accepted: {', '.join(cls._FIELDS)}")
            setattr(state, key, list(value) if isinstance(value, (list, tuple)) else value)
        if state.phase == "turn" and state.double is None and sum(state.in_inn) == 1:
            state.double = state.turn
            state.double_done = 0
        return state


def fold_night_exits(record: tuple, events: list[Event]) -> tuple:
    """``record`` (``((seat, points or None if caught), ...)`` this night) after ``events``: a new night empties
    it; a thief leaving, caught or thrown out is added."""
    for ev in events:
        if isinstance(ev, NightStarted):
            record = ()
        elif isinstance(ev, ThiefLeft):
            record += ((ev.seat, ev.points),)
        elif isinstance(ev, Caught):
            record += ((ev.seat, None),)
        elif isinstance(ev, ThrownOut):
            record += tuple((s, None) for s in ev.seats)
    return record


# ---- game ----------------------------------------------------------------------------------------------------------
class Pickpocket(Game):
    """Pickpocket for 2–6 players. Options: ``powers`` (bool, the Power tiles variant), ``warning`` (None = auto:
    on for 2–3 players, True/False forces it), ``nights`` (int, 0 = play to the seventh guard; the ``quick`` preset
    ends the game after night 2)."""

    manifest = Manifest(
        id="pickpocket", name="Pickpocket", min_players=2, max_players=6, hidden_information=True, chance=True,
        options=(
            OptionSpec("powers", "bool", False, N_("Power tiles"), ((False, N_("Off")), (True, N_("On"))),
                       doc="the Power tiles variant"),
            OptionSpec("warning", "bool", None, auto=True,
                       doc="the guard warning: auto (on for 2-3 players), or true/false to force it"),
            OptionSpec("nights", "int", 0, doc="nights to play; 0 = until the seventh guard"),
        ),
        presets={"quick": {"nights": 2}, "powers": {"powers": True}})
    position_version = 1
    state_class = PickpocketState

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> PickpocketState:
        """A shuffled, dealt game at seat 0's first turn. Raises ``ValueError`` for 2–6 violations or bad options."""
        self.check_players(players)
        state = PickpocketState(self, players, seed, self.check_options(options))
        state._setup(state.setup_events)
        state._night_exits = fold_night_exits((), state.setup_events)
        return state

    def check_options(self, options: dict | None) -> dict:
        """The resolved options; ``ValueError`` for a ``warning`` that is not auto/true/false or a ``nights`` that
        is not a whole number 0 or more."""
        opts = self.resolve_options(options)
        opts["warning"] = bool_option(opts["warning"])
        if opts["warning"] is not None and not isinstance(opts["warning"], bool):
            raise ValueError(f"pickpocket: option 'warning' takes auto, true or false, got {opts['warning']!r:.40}")
        nights = opts["nights"]
        if not isinstance(nights, int) or isinstance(nights, bool) or not 0 <= nights <= MAX_COUNT:
            raise ValueError(f"pickpocket: option 'nights' takes a whole number, 0 or more (0 = no limit), "
                             f"got {opts['nights']!r:.40}")
        return opts

    def parse_action(self, text: str) -> Action:
        """``draw``, ``play N`` (N ≥ 1), ``leave``, ``beer``, ``choose <power>``; raises :class:`IllegalAction`."""
        if not isinstance(text, str):
            raise IllegalAction(f"pickpocket: an action is a text, got {text!r}")
        words = text.strip().lower().split()
        if words == ["draw"]:
            return Draw()
        if words == ["leave"]:
            return Leave()
        if words == ["beer"]:
            return Beer()
        if len(words) == 2 and words[0] == "play":
            try:
                return Play(parse_number(words[1], 1, len(ALL_TILES)))
            except IllegalAction:
                pass  # the message below names the accepted forms
        if len(words) == 2 and words[0] == "choose" and words[1] in POWERS:
            return Choose(words[1])
        raise IllegalAction(f"pickpocket: cannot read {text!r}; accepted: draw, play N, leave, beer, "
                            f"choose <{'|'.join(POWERS)}>")

    def sample_state(self, view: PickpocketView, rng: random.Random) -> PickpocketState:
        """A full position consistent with ``view`` (a seat's view, not the public one), for search bots
        (determinization) and privacy tests: the seat's own hand as it is, the unseen loot tiles (``view.unseen``)
        dealt at random into the other hands by their sizes (hands never hold guards: a guard dealt or drawn by the
        glove goes back or joins the night), the rest and the unseen guards shuffled into the bag; the tiles everyone
        saw go set aside. Every public field comes from the view; the state's own generator is seeded from ``rng``,
        so chance after the sample differs from the real game. ``rng``: a :class:`random.Random` (only it is drawn
        from). Raises ``ValueError`` for the public view or a view whose unseen tiles cannot fill the other
        hands."""
        if view.seat is None:
            raise ValueError("pickpocket sample_state needs a seat's view, not the public view")
        unseen = [t for t, n in view.unseen for _ in range(n)]
        loot_pool = [t for t in unseen if not is_guard(t)]
        guards = [t for t in unseen if is_guard(t)]
        rng.shuffle(loot_pool)
        need = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)
        if need > len(loot_pool):
            raise ValueError(f"pickpocket sample_state: {need} hidden hand tiles but only {len(loot_pool)} unseen")
        opts = {"powers": view.powers_variant, "warning": view.warning_rule, "nights": view.nights_limit}
        state = PickpocketState(self, view.players, rng.getrandbits(32), opts)
        hands, i = [], 0
        for s, n in enumerate(view.hand_sizes):
            if s == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append(loot_pool[i:i + n])
                i += n
        bag = loot_pool[i:] + guards
        rng.shuffle(bag)
        state.hands, state.bag = hands, bag
        state.loot = list(view.loot)
        # the rest of the box was seen by everyone: earlier nights' loot and caught tiles (set aside)
        seen = Counter(unseen) + Counter(view.hand) + Counter(view.loot) + Counter(f"G{v}" for v in view.guards_game)
        state.set_aside = sorted((Counter(ALL_TILES) - seen).elements())
        state.door = view.door
        state.guards_night, state.guards_game = list(view.guards_night), list(view.guards_game)
        state.in_inn, state.warned, state.score = list(view.in_inn), list(view.warned), list(view.scores)
        state.reached = list(view.reached) if view.reached else [-1] * view.players
        state.clock = max([0, *state.reached])
        state.night, state.start, state.prince = view.night, view.start_player, view.prince
        state.turn, state.phase = view.current_player, view.phase
        state.double, state.double_done = view.double, view.double_done
        state.powers, state.powers_used = list(view.powers), list(view.powers_used)
        state._night_exits = tuple((s, p) for s, p in enumerate(view.left_this_night) if p is not None) + tuple(
            (s, None) for s, c in enumerate(view.caught_this_night) if c)
        if view.phase == "choose":
            state.choose_order = [s for s in state.power_order() if state.powers[s] is None]
        return state

    def blank_state(self, players: int, seed: int, options: dict) -> PickpocketState:
        """An empty position (no deal) with checked options, for :meth:`from_dict` to fill."""
        return PickpocketState(self, players, seed, self.check_options(options))


GAME = Pickpocket()
