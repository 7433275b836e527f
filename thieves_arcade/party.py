"""Party mode's rules, pure (no pygame, no clock, no I/O): which games, who sits, party points by placing, standings.

A party is 3 or 5 games played one after another by the same seats, each with its ``"quick"`` preset (issue 10,
"Party mode"). After each game every seat earns **party points by its placing** in that game:

======  ======  ======  ======  ======  ======
place   1st     2nd     3rd     4th     5th+
points  5       3       2       1       0
======  ======  ======  ======  ======  ======

Placing: the engine's ``winners()`` take the top places (all of them together), then the others by score, highest
first. Seats that share a place split the points of the places they cover: two seats tied for 2nd share
(3 + 2) / 2 = 2½ each; a shared win of two gives (5 + 3) / 2 = 4 each. Points are kept exact as
:class:`fractions.Fraction` (JSON: their text, ``"5/2"``).

Standings order seats by total points, then by games won (1st places, shared ones included), then by seat. The
**champion** is the top of the standings; seats equal on both points and wins are champions together.

[D] Games that fit the table: only games whose player range includes the seat count are chosen (Pierre Papier Morpion
is 2-player only, Pickpockets 3–4, Sticheln 3–8). A party seats 2–6 (every such count fits at least three games).
When the party is longer than the games that fit (5 games for 2, 5 or 6 seats), games come back once all of
them have been played, never the same game twice in a row. ``order="random"`` shuffles with the party's seed;
``order="tour"`` keeps the menu order (pickpocket, cite, sticheln, morpion, oodlar).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction

#: Party points by place (1st, 2nd, 3rd, 4th); later places earn 0.
POINTS: tuple[int, ...] = (5, 3, 2, 1)
#: The party lengths offered (games).
LENGTHS: tuple[int, ...] = (3, 5)
#: How the games are chosen: shuffled with the seed, or in menu order.
ORDERS: tuple[str, ...] = ("random", "tour")
#: Seats a party accepts.
MIN_SEATS, MAX_SEATS = 2, 6
#: Bumped when :meth:`Party.to_dict` changes shape.
PARTY_VERSION = 1


def place_points(place: int) -> int:
    """Party points of 0-based ``place`` (0 = 1st) from :data:`POINTS`; 0 past the table."""
    return POINTS[place] if 0 <= place < len(POINTS) else 0


def placings(scores: Sequence[int | float], winners: Sequence[int] = ()) -> list[int]:
    """The 0-based place of each seat: ``winners`` first (all sharing place 0), then by score, highest first; equal
    scores share the better place. ``[10, 7, 7, 3]`` with no winners → ``[0, 1, 1, 3]``."""
    winners = set(winners)
    keys = [(s in winners, scores[s]) for s in range(len(scores))]
    return [sum(1 for other in keys if other > keys[s]) for s in range(len(scores))]


def game_points(scores: Sequence[int | float], winners: Sequence[int] = ()) -> list[Fraction]:
    """Party points each seat earns for one game (see the module table); shared places split their points."""
    places = placings(scores, winners)
    out = []
    for place in places:
        sharing = places.count(place)
        out.append(Fraction(sum(place_points(place + k) for k in range(sharing)), sharing))
    return out


def fitting_games(seats: int, ranges: Mapping[str, tuple[int, int]]) -> list[str]:
    """The game ids of ``ranges`` (id → (min players, max players), in menu order) that take ``seats`` players."""
    return [g for g, (lo, hi) in ranges.items() if lo <= seats <= hi]


def plan_games(seats: int, length: int, ranges: Mapping[str, tuple[int, int]], order: str = "random",
               seed: int = 0) -> list[str]:
    """The ``length`` game ids of a party for ``seats`` players (see the module's [D] note).

    Raises ``ValueError`` for a length not in :data:`LENGTHS`, an order not in :data:`ORDERS`, or a seat count that
    fits no game / is outside :data:`MIN_SEATS`..:data:`MAX_SEATS`."""
    if length not in LENGTHS:
        raise ValueError(f"a party is {' or '.join(map(str, LENGTHS))} games, got {length!r}")
    if order not in ORDERS:
        raise ValueError(f"party order must be one of {', '.join(ORDERS)}, got {order!r}")
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a party seats {MIN_SEATS}–{MAX_SEATS} players, got {seats!r}")
    pool = fitting_games(seats, ranges)
    if not pool:
        raise ValueError(f"no game takes {seats} players")
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < length:
        cycle = list(pool)
        if order == "random":
            rng.shuffle(cycle)
            if out and len(cycle) > 1 and cycle[0] == out[-1]:
                cycle.append(cycle.pop(0))  # never the same game twice in a row
        out.extend(cycle)
    return out[:length]


@dataclasses.dataclass
class GameResult:
    """One finished game of the party: ``game`` id, final ``scores`` per seat (game units), ``winners`` (seats),
    ``points`` (party points per seat)."""

    game: str
    scores: list[int]
    winners: list[int]
    points: list[Fraction]

    def to_dict(self) -> dict:
        return {"game": self.game, "scores": list(self.scores), "winners": list(self.winners),
                "points": [str(p) for p in self.points]}


@dataclasses.dataclass
class Party:
    """A party in progress: ``games`` (ids, in play order), ``seats`` (per seat a device id or a bot level, as a
    table takes them), ``seed`` and ``results`` (one :class:`GameResult` per finished game).

    ``names`` are the seats' display names (kept so a seat keeps its name when a bot takes it over); ``""`` stands
    for "Player <seat + 1>", translated when drawn.
    ``next_index`` is the game to play next; ``is_over`` once every game has a result."""

    games: list[str]
    seats: list[str]
    seed: int = 0
    results: list[GameResult] = dataclasses.field(default_factory=list)
    names: list[str] = dataclasses.field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.games:
            raise ValueError("a party needs at least one game")
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"a party seats {MIN_SEATS}–{MAX_SEATS} players, got {len(self.seats)}")
        if self.names and len(self.names) != len(self.seats):
            raise ValueError(f"expected {len(self.seats)} seat names, got {len(self.names)}")

    @classmethod
    def new(cls, seats: list[str], length: int, ranges: Mapping[str, tuple[int, int]], order: str = "random",
            seed: int = 0) -> Party:
        """A new party of ``length`` games for ``seats`` (see :func:`plan_games` for the errors)."""
        return cls(plan_games(len(seats), length, ranges, order, seed), list(seats), seed)

    @property
    def players(self) -> int:
        """The number of seats in the party."""
        return len(self.seats)

    @property
    def next_index(self) -> int:
        """Index into ``games`` of the game to play next (``len(games)`` when over)."""
        return len(self.results)

    @property
    def next_game(self) -> str | None:
        """The id of the game to play next, or ``None`` when the party is over."""
        return self.games[self.next_index] if not self.is_over else None

    @property
    def is_over(self) -> bool:
        return len(self.results) >= len(self.games)

    def game_seed(self, index: int) -> int:
        """The seed of game ``index`` (derived from the party seed, so a party replays exactly)."""
        return (self.seed * 1009 + index * 7919) % 2**31

    def record(self, scores: Sequence[int], winners: Sequence[int]) -> GameResult:
        """Record the finished next game's final ``scores`` and ``winners``; returns its result.

        Raises ``ValueError`` when the party is over or ``scores`` has not one entry per seat."""
        if self.is_over:
            raise ValueError("the party is over; no game left to record")
        if len(scores) != self.players:
            raise ValueError(f"expected {self.players} scores (one per seat), got {len(scores)}")
        result = GameResult(self.games[self.next_index], [int(s) for s in scores], [int(w) for w in winners],
                            game_points(scores, winners))
        self.results.append(result)
        return result

    def totals(self) -> list[Fraction]:
        """Party points per seat so far."""
        return [sum((r.points[s] for r in self.results), Fraction(0)) for s in range(self.players)]

    def wins(self) -> list[Fraction]:
        """1st places per seat so far (a shared 1st place counts as a share: 1/k each)."""
        out = [Fraction(0)] * self.players
        for r in self.results:
            firsts = [s for s, p in enumerate(placings(r.scores, r.winners)) if p == 0]
            for s in firsts:
                out[s] += Fraction(1, len(firsts))
        return out

    def standings(self) -> list[int]:
        """Seats from first to last: by total points, then wins, then seat number."""
        totals, wins = self.totals(), self.wins()
        return sorted(range(self.players), key=lambda s: (-totals[s], -wins[s], s))

    def champions(self) -> list[int]:
        """The seats at the top of the standings (several when equal on points and wins)."""
        totals, wins = self.totals(), self.wins()
        best = max((totals[s], wins[s]) for s in range(self.players))
        return [s for s in range(self.players) if (totals[s], wins[s]) == best]

    def to_dict(self) -> dict:
        """JSON-safe form (read back by :meth:`from_dict`)."""
        return {"version": PARTY_VERSION, "games": list(self.games), "seats": list(self.seats), "seed": self.seed,
                "results": [r.to_dict() for r in self.results], "names": list(self.names)}

    @classmethod
    def from_dict(cls, d: object) -> Party:
        """A party from :meth:`to_dict` output. Raises ``ValueError`` for another version or a malformed dict."""
        if not isinstance(d, dict) or d.get("version") != PARTY_VERSION:
            got = d.get("version") if isinstance(d, dict) else d
            raise ValueError(f"not a version {PARTY_VERSION} party (got {got!r:.40})")
        from .app.storage import Int, ListOf, OneOf, Record, Text, clean_text
        from .engine import GAMES

        def name(value: object) -> str:
            return "" if value == "" else clean_text(value, 40, "a seat's name")

        def points(value: object) -> Fraction:
            if not isinstance(value, str) or len(value) > 20:
                raise ValueError(f"{value!r:.40} is not a number of points")
            p = Fraction(value)
            if not 0 <= p <= 1000:
                raise ValueError(f"{value!r:.40} points are out of range")
            return p
        schema = Record({"games": ListOf(OneOf(*GAMES), 20, 1), "seats": ListOf(Text(40), MAX_SEATS, MIN_SEATS),
                         "seed": Int(-2**63, 2**64), "names": ListOf(name, MAX_SEATS),
                         "results": ListOf(Record({"game": OneOf(*GAMES),
                                                   "scores": ListOf(Int(-100_000, 100_000), MAX_SEATS, 1),
                                                   "winners": ListOf(Int(0, MAX_SEATS - 1), MAX_SEATS),
                                                   "points": ListOf(points, MAX_SEATS, 1)}), 20)},
                        optional=("names",))
        try:
            c = schema(d)
            results = [GameResult(r["game"], r["scores"], r["winners"], r["points"]) for r in c["results"]]
            party = cls(c["games"], c["seats"], c["seed"], results, c["names"] or [])
        except (TypeError, ValueError, ZeroDivisionError) as exc:
            raise ValueError(f"malformed party: {exc}") from exc
        if len(results) > len(party.games) or any(
                len(r.scores) != party.players or len(r.points) != party.players or r.game != party.games[i]
                or any(w >= party.players for w in r.winners) for i, r in enumerate(results)):
            raise ValueError("malformed party: results do not match its games and seats")
        return party


def format_points(p: Fraction) -> str:
    """``Fraction(5, 2)`` → ``"2½"``; whole numbers plainly; other fractions to one decimal."""
    if p.denominator == 1:
        return str(p.numerator)
    whole, rest = divmod(p, 1)
    halves = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼",
              Fraction(3, 4): "¾"}
    if rest in halves:
        return (str(whole) if whole else "") + halves[rest]
    return f"{float(p):.1f}"
