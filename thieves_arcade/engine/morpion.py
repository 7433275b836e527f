"""Pierre Papier Morpion — rock-paper-scissors duels for the rewards of a 3×3 shop window (exactly 2 players).

Rules: ``shared/rules/morpion.md`` (the French edition of *Rubber Paper Scissors*). Nine rounds, one per cell in
reading order. Each round the two gangs duel at rock-paper-scissors (ties are thrown again); the winner picks one of
the cell's three rewards (the visible token, the hidden token, control of the cell), the loser picks one of the two
left, the winner receives the last. Three Crowns win at once; otherwise lines (3 each), equipment groups, +2 tokens
(and the expert variants) are scored after round 9.

Simultaneous throws are two sequential commits: seat 0 throws, then seat 1; no view (seat 1's, or the public one)
shows a throw before both are in. Events are listed in ``docs/games/morpion.md`` for scene authors.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence

from .base import (
    MAX_COUNT,
    N_,
    Action,
    Bool,
    Event,
    Field,
    Game,
    IllegalAction,
    Int,
    ListOf,
    Manifest,
    OptionSpec,
    Pair,
    State,
    Text,
    View,
    check_bool,
    check_counts,
    check_int,
    check_list,
    check_seat_or_none,
    need,
)

# ---- components (rules "Components") ---------------------------------------------------------------------------
PENCIL, ERASER, RULER = "pencil", "eraser", "ruler"
CROWN, PLUS2, BONUS = "crown", "plus2", "bonus"
#: The three equipment kinds, in display order.
EQUIPMENT = (PENCIL, ERASER, RULER)
#: Every token kind, in display order (``bonus`` only with the ``equipment_bonus`` variant).
KINDS = (PENCIL, ERASER, RULER, CROWN, PLUS2, BONUS)
#: The 22 base reward tokens: 5 of each equipment kind, 3 Crowns, 4 +2.
BASE_REWARDS = {PENCIL: 5, ERASER: 5, RULER: 5, CROWN: 3, PLUS2: 4}
#: Equipment Bonus tokens shuffled in with the ``equipment_bonus`` variant.
BONUS_TOKENS = 4
#: Binoculars each player takes with the ``binoculars`` variant.
BINOCULARS_EACH = 2
#: Points of a group of 1..5 identical equipment pieces (index = pieces).
GROUP_POINTS = (0, 1, 2, 5, 3, 8)
LINE_POINTS = 3
PLUS2_POINTS = 2
BINOCULAR_POINTS = 1
CROWNS_TO_WIN = 3
CELLS = 9
#: The eight lines of the grid as cell numbers (1 = top-left, 9 = bottom-right): rows, columns, diagonals.
LINES = ((1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (3, 5, 7))
THROWS = ("rock", "paper", "scissors")
#: What each throw beats.
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}
#: The three rewards of a cell, in the order legal actions list them.
REWARDS = ("visible", "hidden", "cell")


def reward_pool(equipment_bonus: bool = False) -> list[str]:
    """The reward tokens of a game as kind names (22, or 26 with ``equipment_bonus``), in a fixed order."""
    pool = [kind for kind, n in BASE_REWARDS.items() for _ in range(n)]
    if equipment_bonus:
        pool += [BONUS] * BONUS_TOKENS
    return pool


# ---- scoring (rules "Scoring after round 9") --------------------------------------------------------------------
def group_points(pieces: int) -> int:
    """Points of ``pieces`` identical equipment pieces: 1..5 → 1, 2, 5, 3, 8; more than 5 → 8 per full five plus the
    table value of the rest [D]. Raises ``ValueError`` for a negative count."""
    if pieces < 0:
        raise ValueError(f"pieces must be >= 0, got {pieces}")
    return 8 * (pieces // 5) + GROUP_POINTS[pieces % 5]


def lines_of(cells: Sequence[int] | frozenset[int]) -> list[tuple[int, int, int]]:
    """The complete lines among ``cells`` (cell numbers 1..9 holding one gang's tokens)."""
    owned = set(cells)
    return [line for line in LINES if owned.issuperset(line)]


def best_bonus_split(counts: dict[str, int], bonuses: int) -> tuple[int, tuple[int, int, int]]:
    """The best way to add ``bonuses`` Equipment Bonus pieces to the equipment ``counts`` ([D] chosen automatically).

    Returns ``(equipment points, bonuses per kind in EQUIPMENT order)``; ties keep the earliest split found.
    """
    best: tuple[int, tuple[int, int, int]] | None = None
    for a in range(bonuses + 1):
        for b in range(bonuses - a + 1):
            split = (a, b, bonuses - a - b)
            pts = sum(group_points(counts.get(k, 0) + s) for k, s in zip(EQUIPMENT, split, strict=True))
            if best is None or pts > best[0]:
                best = (pts, split)
    assert best is not None
    return best


@dataclasses.dataclass(frozen=True)
class EquipmentScore:
    """One equipment kind of a gang: ``pieces`` owned, ``bonus`` Equipment Bonus pieces added, ``points``."""

    kind: str
    pieces: int
    bonus: int
    points: int


@dataclasses.dataclass(frozen=True)
class ScoreBreakdown:
    """A gang's score, live or final (rules "Scoring after round 9").

    ``lines``: complete lines (tuples of cell numbers); ``line_points`` = 3 per line; ``equipment``: one
    :class:`EquipmentScore` per kind; ``plus2_points`` = 2 per +2; ``binocular_points`` = 1 per unused Binocular
    (``binoculars`` variant only); ``crowns``: Crowns held (no points; three win at once); ``total``: the sum.
    """

    seat: int
    lines: tuple[tuple[int, int, int], ...]
    line_points: int
    equipment: tuple[EquipmentScore, ...]
    plus2_points: int
    binocular_points: int
    crowns: int
    total: int


def score_breakdown(seat: int, collection: Sequence[str], cells: Sequence[int], binoculars_left: int = 0,
                    binoculars_variant: bool = False) -> ScoreBreakdown:
    """Score one gang from its ``collection`` (token kinds), controlled ``cells`` (numbers 1..9) and unused
    Binoculars. Equipment Bonus tokens go to the best kinds automatically [D]."""
    counts = Counter(collection)
    lines = tuple(lines_of(cells))
    eq_points, split = best_bonus_split(counts, counts.get(BONUS, 0))
    equipment = tuple(EquipmentScore(k, counts.get(k, 0), s, group_points(counts.get(k, 0) + s))
                      for k, s in zip(EQUIPMENT, split, strict=True))
    plus2 = PLUS2_POINTS * counts.get(PLUS2, 0)
    binoc = BINOCULAR_POINTS * binoculars_left if binoculars_variant else 0
    total = LINE_POINTS * len(lines) + eq_points + plus2 + binoc
    return ScoreBreakdown(seat, lines, LINE_POINTS * len(lines), equipment, plus2, binoc, counts.get(CROWN, 0), total)


# ---- actions ------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Throw(Action):
    """A secret duel throw: ``throw rock`` / ``throw paper`` / ``throw scissors`` (rules "A round", 1)."""

    hand: str

    def __str__(self) -> str:
        return f"throw {self.hand}"


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Choose a reward of the current cell: ``take visible`` / ``take hidden`` / ``take cell`` (rules "A round")."""

    what: str

    def __str__(self) -> str:
        return f"take {self.what}"


@dataclasses.dataclass(frozen=True)
class Peek(Action):
    """``peek``: spend a Binocular to look at the current cell's hidden token before choosing (variant
    ``binoculars``)."""

    def __str__(self) -> str:
        return "peek"


# ---- events (documented for scenes in docs/games/morpion.md) -------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``cell`` (1..9) begins with a duel. Round 1 has no event (``new_state`` returns none); its start is the
    initial view."""

    cell: int


@dataclasses.dataclass(frozen=True)
class ThrowCommitted(Event):
    """``seat`` has thrown in secret (no value: the screen shows only "ready")."""

    seat: int


@dataclasses.dataclass(frozen=True)
class DuelRevealed(Event):
    """Both throws are in: ``throws`` by seat, ``winner`` seat or ``None`` on a tie (thrown again, same round)."""

    cell: int
    throws: tuple[str, str]
    winner: int | None


@dataclasses.dataclass(frozen=True)
class Peeked(Event):
    """``seat`` spent a Binocular on ``cell``'s hidden token; the token is shown only in that seat's view."""

    seat: int
    cell: int
    binoculars_left: int


@dataclasses.dataclass(frozen=True)
class HiddenRevealed(Event):
    """The hidden token of ``cell`` is turned face up (it was just taken by ``seat``): ``token`` kind."""

    seat: int
    cell: int
    token: str


@dataclasses.dataclass(frozen=True)
class RewardTaken(Event):
    """``seat`` receives ``what`` (``visible``/``hidden``/``cell``) of ``cell``; ``token`` is the token kind (``None``
    for a cell); ``auto`` is true for the last reward, given to the duel winner without a choice."""

    seat: int
    cell: int
    what: str
    token: str | None
    auto: bool


@dataclasses.dataclass(frozen=True)
class LineCompleted(Event):
    """``seat``'s gang now holds every cell of the line ``cells`` (3 points at scoring)."""

    seat: int
    cells: tuple[int, int, int]


@dataclasses.dataclass(frozen=True)
class CrownWin(Event):
    """``seat`` took its third Crown and wins at once."""

    seat: int


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    """The game ended: ``reason`` is ``crowns`` or ``score``; ``winners`` (both seats on a draw); ``scores``: each
    gang's :class:`ScoreBreakdown`."""

    reason: str
    winners: tuple[int, ...]
    scores: tuple[ScoreBreakdown, ScoreBreakdown]


# ---- view ---------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CellView:
    """One cell of the shop window: ``cell`` number 1..9, ``visible`` token kind (``None`` once taken),
    ``has_hidden`` (the face-down token is still there), ``controller`` seat (``None`` if nobody holds it)."""

    cell: int
    visible: str | None
    has_hidden: bool
    controller: int | None


@dataclasses.dataclass(frozen=True)
class MorpionView(View):
    """What a seat (or the TV) may know.

    ``cells``: nine :class:`CellView`; ``collections``: each gang's taken tokens in the order taken;
    ``variant_binoculars`` / ``variant_equipment_bonus``: the options; ``round``: current cell 1..9;
    ``phase``: ``duel``, ``choose`` or ``over``; ``thrown``: per seat, whether it has thrown in this duel (never
    what); ``last_duel``: the throws of the last revealed duel (``None`` before the first); ``duel_log``: every
    revealed duel so far as ``(cell, throw0, throw1)``; ``duel_winner`` / ``chooser``: in the choose phase, the
    duel winner and the seat choosing now; ``remaining``: rewards still on the current cell; ``binoculars``:
    per seat; ``peeked_this_round``: per seat; ``peeked``: the current cell's hidden token if this seat peeked
    at it (seat views only); ``scores``: live :class:`ScoreBreakdown` per gang; ``winners``: once over.
    """

    cells: tuple[CellView, ...]
    collections: tuple[tuple[str, ...], tuple[str, ...]]
    variant_binoculars: bool
    variant_equipment_bonus: bool
    round: int
    phase: str
    thrown: tuple[bool, bool]
    last_duel: tuple[str, str] | None
    duel_log: tuple[tuple[int, str, str], ...]
    duel_winner: int | None
    chooser: int | None
    remaining: tuple[str, ...]
    binoculars: tuple[int, int]
    peeked_this_round: tuple[bool, bool]
    peeked: str | None
    scores: tuple[ScoreBreakdown, ScoreBreakdown]
    winners: tuple[int, ...]

    def peek_pending(self, seat: int) -> bool:
        """Whether ``seat`` holds a peeked token now (the only private fact of this game): the choose phase, the
        seat peeked this round and the hidden token is still on the cell. Public knowledge (everyone saw the
        binoculars used); what was seen is only in that seat's own :attr:`peeked`."""
        return self.phase == "choose" and self.peeked_this_round[seat] and "hidden" in self.remaining


#: A token kind in a position (or ``None`` where a cell's token was taken).
_KIND = Text(KINDS)
_KIND_OR_NONE = Text(KINDS, optional=True)


# ---- state --------------------------------------------------------------------------------------------------------
class MorpionState(State):
    """A position of Pierre Papier Morpion.

    Internals (cell index = cell number − 1): ``hidden``/``visible``: token kind or ``None`` per cell;
    ``control``: seat or ``None`` per cell; ``discarded``: the tokens set aside unseen; ``collections``: per seat;
    ``round``: current cell number 1..9; ``phase``: ``duel``/``choose``/``over``; ``throws``: this duel's secret
    throws; ``remaining``: rewards left on the current cell; ``picks``: choices made this round (0 or 1).
    """

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.hidden: list[str | None] = [None] * CELLS
        self.visible: list[str | None] = [None] * CELLS
        self.control: list[int | None] = [None] * CELLS
        self.discarded: list[str] = []
        self.collections: list[list[str]] = [[], []]
        self.binoculars = [BINOCULARS_EACH if options.get("binoculars") else 0] * 2
        self.round = 1
        self.phase = "duel"
        self.throws: list[str | None] = [None, None]
        self.duel_log: list[tuple[int, str, str]] = []
        self.duel_winner: int | None = None
        self.remaining: list[str] = list(REWARDS)
        self.picks = 0
        self.peeked = [False, False]
        self.crown_winner: int | None = None

    # ---- setup (rules "Setup") ----
    def _deal(self) -> None:
        """Shuffle the rewards; one hidden then one visible token per cell in cell order; the rest discarded."""
        pool = reward_pool(bool(self.options.get("equipment_bonus")))
        self.rng.shuffle(pool)
        for i in range(CELLS):
            self.hidden[i] = pool[2 * i]
            self.visible[i] = pool[2 * i + 1]
        self.discarded = pool[2 * CELLS:]

    # ---- protocol ----
    @property
    def current_player(self) -> int | None:
        """Duel: the first seat that has not thrown (seat 0, then seat 1); choose: the chooser; over: ``None``."""
        if self.phase == "duel":
            return 0 if self.throws[0] is None else 1
        if self.phase == "choose":
            return self.chooser
        return None

    @property
    def chooser(self) -> int | None:
        """The seat choosing a reward now: the duel winner first, then the loser (rules "A round", 2–3)."""
        if self.phase != "choose" or self.duel_winner is None:
            return None
        return self.duel_winner if self.picks == 0 else 1 - self.duel_winner

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        if self.phase == "duel":
            return [Throw(h) for h in THROWS]
        if self.phase == "choose":
            acts: list[Action] = [Take(w) for w in REWARDS if w in self.remaining]
            seat = self.chooser
            if (self.options.get("binoculars") and self.binoculars[seat] > 0 and not self.peeked[seat]
                    and "hidden" in self.remaining):
                acts.append(Peek())
            return acts
        return []

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_player
        if isinstance(action, Throw):
            return self._throw(seat, action.hand)
        if isinstance(action, Peek):
            self.binoculars[seat] -= 1
            self.peeked[seat] = True
            return [Peeked(seat, self.round, self.binoculars[seat])]
        assert isinstance(action, Take)
        events = self._give(seat, action.what, auto=False)
        if self.phase == "over":
            return events
        self.picks += 1
        if self.picks == 2:  # the winner receives the last reward (rules "A round", 4)
            events += self._give(self.duel_winner, self.remaining[0], auto=True)
            if self.phase != "over":
                events += self._next_round()
        return events

    def _throw(self, seat: int, hand: str) -> list[Event]:
        """Rules "A round", 1: both throw in secret; rock > scissors > paper > rock; a tie is thrown again."""
        self.throws[seat] = hand
        events: list[Event] = [ThrowCommitted(seat)]
        if None in self.throws:
            return events
        t0, t1 = self.throws  # type: ignore[misc]
        winner = None if t0 == t1 else (0 if BEATS[t0] == t1 else 1)
        self.duel_log.append((self.round, t0, t1))
        self.throws = [None, None]
        events.append(DuelRevealed(self.round, (t0, t1), winner))
        if winner is not None:
            self.duel_winner = winner
            self.phase = "choose"
        return events

    def _give(self, seat: int, what: str, auto: bool) -> list[Event]:
        """Hand one reward of the current cell to ``seat``; check lines and the three-crown win."""
        i = self.round - 1
        self.remaining.remove(what)
        events: list[Event] = []
        if what == "cell":
            self.control[i] = seat
            events.append(RewardTaken(seat, self.round, "cell", None, auto))
            mine = [c for c in range(1, CELLS + 1) if self.control[c - 1] == seat]
            events += [LineCompleted(seat, line) for line in lines_of(mine) if self.round in line]
            return events
        if what == "hidden":
            token = self.hidden[i]
            self.hidden[i] = None
            events.append(HiddenRevealed(seat, self.round, token))
        else:
            token = self.visible[i]
            self.visible[i] = None
        self.collections[seat].append(token)
        events.append(RewardTaken(seat, self.round, what, token, auto))
        if token == CROWN and self.collections[seat].count(CROWN) >= CROWNS_TO_WIN:
            self.crown_winner = seat
            self.phase = "over"
            events += [CrownWin(seat), GameOver("crowns", (seat,), self._breakdowns())]
        return events

    def _next_round(self) -> list[Event]:
        self.duel_winner = None
        self.picks = 0
        self.peeked = [False, False]
        if self.round == CELLS:
            self.phase = "over"
            return [GameOver("score", tuple(self.winners()), self._breakdowns())]
        self.round += 1
        self.phase = "duel"
        self.remaining = list(REWARDS)
        return [RoundStarted(self.round)]

    # ---- scoring ----
    def _breakdowns(self) -> tuple[ScoreBreakdown, ScoreBreakdown]:
        binoc = bool(self.options.get("binoculars"))
        return tuple(score_breakdown(s, self.collections[s], [c + 1 for c in range(CELLS) if self.control[c] == s],
                                     self.binoculars[s], binoc) for s in (0, 1))  # type: ignore[return-value]

    def scores(self) -> list[int]:
        """Each gang's total points (live while the game runs; a crown win keeps the points as they stood)."""
        return [b.total for b in self._breakdowns()]

    def _place_key(self, seat: int, scores: list[int]) -> tuple:
        """Higher total, then more lines."""
        return (-scores[seat], -len(self._breakdowns()[seat].lines))

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """``"crowns"`` / ``"crowns_lost"`` when three Crowns ended the game, else ``"points"`` (points, lines)."""
        lines = len(self._breakdowns()[seat].lines)
        if self.crown_winner is not None:
            return ("crowns" if seat == self.crown_winner else "crowns_lost"), (scores[seat], lines)
        return "points", (scores[seat], lines)

    def winners(self) -> list[int]:
        """Three Crowns win at once; else the higher total, then more lines; still tied → both (a draw) [D]."""
        if self.phase != "over":
            return []
        if self.crown_winner is not None:
            return [self.crown_winner]
        b = self._breakdowns()
        keys = [(b[s].total, len(b[s].lines)) for s in (0, 1)]
        if keys[0] == keys[1]:
            return [0, 1]
        return [0] if keys[0] > keys[1] else [1]

    # ---- view (the one place deciding what a seat sees) ----
    def _view(self, seat: int | None) -> MorpionView:
        i = self.round - 1
        peeked = None
        if seat is not None and self.peeked[seat] and self.phase == "choose" and "hidden" in self.remaining:
            peeked = self.hidden[i]
        log = tuple(self.duel_log)
        return MorpionView(
            **self.base_view_fields(seat),
            cells=tuple(CellView(c + 1, self.visible[c], self.hidden[c] is not None, self.control[c])
                        for c in range(CELLS)),
            collections=(tuple(self.collections[0]), tuple(self.collections[1])),
            variant_binoculars=bool(self.options.get("binoculars")),
            variant_equipment_bonus=bool(self.options.get("equipment_bonus")),
            round=self.round,
            phase=self.phase,
            thrown=(self.throws[0] is not None, self.throws[1] is not None),
            last_duel=(log[-1][1], log[-1][2]) if log else None,
            duel_log=log,
            duel_winner=self.duel_winner if self.phase == "choose" else None,
            chooser=self.chooser,
            remaining=tuple(self.remaining) if self.phase != "over" else (),
            binoculars=(self.binoculars[0], self.binoculars[1]),
            peeked_this_round=(self.peeked[0], self.peeked[1]),
            peeked=peeked,
            scores=self._breakdowns(),
            winners=tuple(self.winners()),
        )

    def holds_secret(self, seat: int) -> bool:
        """Only a pending peek is private (the choose phase, ``seat`` peeked this round, the hidden token still on
        the cell): throws are never in a view before the reveal (:meth:`State.holds_secret`)."""
        self.check_seat(seat)
        return self.phase == "choose" and bool(self.peeked[seat]) and "hidden" in self.remaining

    # ---- positions ----
    def _check(self, complete: bool = True) -> None:
        """Invariants of a position read back: every reward token exactly once (on the cells, set aside, in the
        collections), at most the 3 Crowns that exist, cells before this round given away and cells after it
        untouched, the current cell matching the rewards left, the phase, duel and picks consistent, binoculars
        0–2."""
        check_list("hidden", self.hidden, CELLS)
        check_list("visible", self.visible, CELLS)
        check_list("control", self.control, CELLS)
        check_list("collections", self.collections, 2)
        check_int("round", self.round, 1, CELLS)
        tokens = [t for t in self.hidden + self.visible if t is not None] + list(self.discarded) \
            + [t for c in self.collections for t in c]
        pool = reward_pool(bool(self.options.get("equipment_bonus")))
        if complete:
            check_counts("reward tokens", tokens, pool)
        crowns = [c.count(CROWN) for c in self.collections]
        need(sum(crowns) <= BASE_REWARDS[CROWN], f"{sum(crowns)} crowns collected, only {BASE_REWARDS[CROWN]} exist")
        for cell in range(1, CELLS + 1):
            i = cell - 1
            if cell < self.round:
                need(self.control[i] is not None and self.hidden[i] is None and self.visible[i] is None,
                     f"cell {cell} of an earlier round still holds rewards")
            elif cell > self.round:
                need(self.control[i] is None and self.hidden[i] is not None and self.visible[i] is not None,
                     f"cell {cell} of a later round was already given")
        check_list("remaining", self.remaining, max_len=3,
                   item=lambda name, v: need(v in REWARDS, f"{name} is not a reward: {v!r:.40}"))
        need(len(set(self.remaining)) == len(self.remaining), "a reward is left twice")
        i = self.round - 1
        need(("cell" in self.remaining) == (self.control[i] is None)
             and ("hidden" in self.remaining) == (self.hidden[i] is not None)
             and ("visible" in self.remaining) == (self.visible[i] is not None),
             "the current cell does not match the rewards left")
        check_list("binoculars", self.binoculars, 2,
                   item=lambda name, v: check_int(name, v, 0, BINOCULARS_EACH if self.options.get("binoculars")
                                                  else 0))
        check_list("peeked", self.peeked, 2, item=check_bool)
        check_list("throws", self.throws, 2,
                   item=lambda name, v: need(v is None or v in THROWS, f"{name} is not a throw: {v!r:.40}"))
        check_list("duel_log", self.duel_log, max_len=MAX_COUNT)
        for k, (cell, a, b) in enumerate(self.duel_log):
            need(1 <= cell <= self.round and a in THROWS and b in THROWS, f"duel_log[{k}] is malformed")
        check_seat_or_none("duel_winner", self.duel_winner, 2)
        check_seat_or_none("crown_winner", self.crown_winner, 2)
        check_int("picks", self.picks, 0, 2 if self.phase == "over" else 1)
        need(self.phase in ("duel", "choose", "over"), f"bad phase {self.phase!r:.40}")
        need((self.crown_winner is not None) == (max(crowns) >= CROWNS_TO_WIN), "the crown winner does not hold "
                                                                                  "3 crowns")
        if self.crown_winner is not None:
            need(crowns[self.crown_winner] >= CROWNS_TO_WIN and self.phase == "over", "a crown win that is not over")
        if self.phase == "duel":
            need(self.remaining == list(REWARDS) and self.picks == 0 and self.duel_winner is None
                 and self.throws[1] is None, "a duel with rewards already taken or a throw out of turn")
        elif self.phase == "choose":
            need(self.duel_winner is not None and len(self.remaining) == 3 - self.picks
                 and self.throws == [None, None], "choosing without a duel winner or with rewards missing")
        else:
            need(self.crown_winner is not None or self.round == CELLS and not self.remaining,
                 "a game over before the ninth round without a crown win")

    #: The position format (``docs/games/morpion.md``, "Position format"): to_dict, from_dict and clone.
    FIELDS = (
        Field("hidden", ListOf(_KIND_OR_NONE, length=CELLS)), Field("visible", ListOf(_KIND_OR_NONE, length=CELLS)),
        Field("control", ListOf(Int(0, 1, optional=True), length=CELLS)),
        Field("discarded", ListOf(_KIND, max_len=64)),
        Field("collections", ListOf(ListOf(_KIND, max_len=64), length=2)),
        Field("binoculars", ListOf(Int(), length=2)), Field("round", Int(1, CELLS)),
        Field("phase", Text(("duel", "choose", "over"))),
        Field("throws", ListOf(Text(THROWS, optional=True), length=2)),
        Field("duel_log", ListOf(Pair(Int(), Text(THROWS), Text(THROWS)))),
        Field("duel_winner", Int(0, 1, optional=True)),
        Field("remaining", ListOf(Text(REWARDS), max_len=3)), Field("picks", Int()),
        Field("peeked", ListOf(Bool(), length=2)), Field("crown_winner", Int(0, 1, optional=True)),
    )


def _kind_or_none(v) -> str | None:
    if v is None:
        return None
    if v not in KINDS:
        raise ValueError(f"unknown token kind {v!r}; accepted: {', '.join(KINDS)}")
    return v


class MorpionGame(Game):
    """Pierre Papier Morpion: options ``binoculars`` and ``equipment_bonus`` (bools, the expert variants)."""

    manifest = Manifest(
        id="morpion", name="Pierre Papier Morpion", min_players=2, max_players=2, hidden_information=True,
        chance=True,
        options=(
            OptionSpec("binoculars", "bool", False, N_("Binoculars"), ((False, N_("Off")), (True, N_("On"))),
                       doc="expert: the Binoculars may peek at a hidden token"),
            OptionSpec("equipment_bonus", "bool", False, N_("Equipment bonus"), ((False, N_("Off")), (True, N_("On"))),
                       doc="expert: the equipment bonus scoring"),
        ),
        presets={"quick": {}, "expert": {"binoculars": True, "equipment_bonus": True}})
    state_class = MorpionState

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> MorpionState:
        self.check_players(players)
        state = MorpionState(self, players, seed, self.resolve_options(options))
        state._deal()
        return state

    def from_setup(self, hidden: Sequence[str], visible: Sequence[str], discarded: Sequence[str] = (), *,
                   seed: int = 0, options: dict | None = None) -> MorpionState:
        """A new game with a chosen setup (tests and tutorials): ``hidden``/``visible`` are 9 token kinds each, in
        cell order. Raises ``ValueError`` for a wrong length or an unknown kind. Conservation against the box is not
        checked, so hand-made positions may use any tokens."""
        if len(hidden) != CELLS or len(visible) != CELLS:
            raise ValueError(f"hidden and visible need {CELLS} tokens each, got {len(hidden)} and {len(visible)}")
        state = MorpionState(self, 2, seed, self.resolve_options(options))
        state.hidden = [_kind_or_none(k) for k in hidden]
        state.visible = [_kind_or_none(k) for k in visible]
        state.discarded = [_kind_or_none(k) for k in discarded]
        return state

    def parse_action(self, text: str) -> Action:
        words = str(text).strip().lower().split()
        if words == ["peek"]:
            return Peek()
        if len(words) == 2 and words[0] == "throw" and words[1] in THROWS:
            return Throw(words[1])
        if len(words) == 2 and words[0] == "take" and words[1] in REWARDS:
            return Take(words[1])
        raise IllegalAction(f"morpion: no action {text!r}; accepted: throw rock|paper|scissors, "
                            f"take visible|hidden|cell, peek")

    def sample_state(self, view: MorpionView, rng: random.Random) -> MorpionState:
        """A full position consistent with ``view`` (a seat's view): ``sample.view(view.seat) == view``.

        Hidden information in this game: the face-down tokens still on the cells and the tokens set aside unseen
        (nobody knows them: the unseen tokens are shuffled over those places; a token this seat is peeking at stays
        where it is), and a throw already made in the current duel (drawn uniformly: the view never says which, not
        even to its thrower — a bot's own throw is its memory). Everything else comes from the view. The sample's
        generator is seeded from ``rng``, the only generator drawn from. Raises ``ValueError`` for the public
        view, ``RuntimeError`` for a view no box of tokens can explain."""
        if view.seat is None:
            raise ValueError("morpion sample_state needs a seat's view, not the public view")
        opts = {"binoculars": view.variant_binoculars, "equipment_bonus": view.variant_equipment_bonus}
        st = MorpionState(self, 2, rng.getrandbits(32), opts)
        pool = Counter(reward_pool(view.variant_equipment_bonus))
        known = Counter(c.visible for c in view.cells if c.visible is not None)
        known.update(t for coll in view.collections for t in coll)
        i = view.round - 1
        pinned = view.peeked
        if pinned is not None:
            known[pinned] += 1
        if known - pool:
            raise RuntimeError("morpion sample_state: the view shows tokens the box does not hold")
        unseen = list((pool - known).elements())
        rng.shuffle(unseen)
        for c in view.cells:
            k = c.cell - 1
            st.visible[k] = c.visible
            st.control[k] = c.controller
            if c.has_hidden:
                st.hidden[k] = pinned if (k == i and pinned is not None) else unseen.pop()
        st.discarded = unseen
        st.collections = [list(view.collections[0]), list(view.collections[1])]
        st.binoculars = list(view.binoculars)
        st.round, st.phase = view.round, view.phase
        st.duel_log = [tuple(d) for d in view.duel_log]
        st.peeked = list(view.peeked_this_round)
        st.remaining = list(view.remaining) if view.phase != "over" else []
        st.duel_winner = view.duel_winner
        st.picks = 3 - len(st.remaining) if view.phase == "choose" else 0
        st.throws = [rng.choice(THROWS) if t and view.phase == "duel" else None for t in view.thrown]
        crowns = [coll.count(CROWN) for coll in view.collections]
        st.crown_winner = next((s for s in (0, 1) if crowns[s] >= CROWNS_TO_WIN), None)
        return st

GAME = MorpionGame()

__all__ = ["GAME", "MorpionGame", "MorpionState", "MorpionView", "Throw", "Take", "Peek", "group_points",
           "score_breakdown", "lines_of"]
