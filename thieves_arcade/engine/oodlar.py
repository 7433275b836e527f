"""Pickpockets (game id ``oodlar``) — the hidden-role banknote game for 3–4 players.

Rules: ``shared/rules/oodlar.md`` (the Persian seed describes Button Shy's 18-card *Pickpockets*). Eighteen banknotes,
some **marked**, lie in two face-down piles A and B. On a turn a player steals (takes the top note and announces its
true value), swaps (takes the top note unannounced, then puts any one of their notes face down on top of either pile),
peeks (looks at a pile, puts it back in any order, then may shout "hands up!" as the undercover police) or runs.

Orders are chosen one card at a time [D]: a full order of a 9-card pile is one of 362 880 permutations, far too many to
list as legal actions, so after ``peek A`` the peeker plays ``order K`` once per card (K = the card's position in the
order seen, 1 = the top when looked at), top of the new pile first; the last card goes under by itself. The rules'
``order 3 1 2`` is the three actions ``order 3``, ``order 1`` (``order 2`` is then automatic).

Each seat's :class:`OodlarView` holds exactly what the rules file lists; events never carry a secret before the
showdown. Events, view fields and the position format are documented in ``docs/games/oodlar.md``.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterable, Sequence

from .base import (
    MAX_COUNT,
    Action,
    Custom,
    Event,
    Field,
    Game,
    IllegalAction,
    Int,
    ListOf,
    Manifest,
    MapOf,
    Pair,
    State,
    Text,
    View,
    check_counts,
    check_int,
    check_list,
    check_seat_or_none,
    need,
    parse_number,
)

# ---- components (rules "Cards") ------------------------------------------------------------------------------------
#: The 18 notes as (value in dollars, clean copies, marked copies): 12 clean ($280) and 6 marked ($150).
NOTE_TABLE = ((10, 4, 2), (20, 4, 2), (30, 2, 0), (40, 0, 1), (50, 2, 1))
PILES = ("A", "B")
#: Cards dealt to each pile at the start (rules "Setup").
PILE_SIZE = 9
#: Money a runner needs, by player count (rules "End of the game": Running).
RUN_TARGET = {3: 100, 4: 75}
#: Marked notes that get a thief arrested (rules: "2 or more marked notes").
CAUGHT_AT = 2

# Phases of a turn.
TURN, RETURN, ORDER, DECIDE, OVER = "turn", "return", "order", "decide", "over"

# GameOver reasons.
ARREST = "arrest"              # hands up and at least one thief holds 2+ marked notes: the police wins
FALSE_ALARM = "false alarm"    # hands up and nobody holds 2+ marked notes [D]: the police loses
ESCAPE = "escape"              # the runner had enough money and 0-1 marked notes
FAILED_ESCAPE = "failed escape"  # the runner fell short [D]
EMPTY_WALLET = "empty wallet"  # both piles empty at the start of a turn [D]


@dataclasses.dataclass(frozen=True, order=True)
class Note:
    """One banknote card: ``value`` in dollars and whether it is ``marked``. Text form ``20`` / ``20m``."""

    value: int
    marked: bool

    def __str__(self) -> str:
        return f"{self.value}{'m' if self.marked else ''}"

    @staticmethod
    def parse(text: str) -> Note:
        """The note written ``20`` or ``20m``. Raises ``ValueError`` for a note that is not in :data:`NOTE_TABLE`."""
        text = str(text).strip().lower()
        marked = text.endswith("m")
        digits = text[:-1] if marked else text
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 3):
            raise ValueError(f"a note is written like '20' or '20m', got {text!r}")
        note = Note(int(digits), marked)
        if note not in DECK_COUNTS:
            raise ValueError(f"there is no {note} note; notes: {', '.join(sorted(map(str, DECK_COUNTS)))}")
        return note


#: The deck as a multiset of notes.
DECK_COUNTS: Counter = Counter()
for _value, _clean, _marked in NOTE_TABLE:
    DECK_COUNTS[Note(_value, False)] += _clean
    DECK_COUNTS[Note(_value, True)] += _marked
DECK_COUNTS = Counter({n: c for n, c in DECK_COUNTS.items() if c})
#: The 18 notes in a fixed order (shuffled at setup).
DECK: tuple[Note, ...] = tuple(n for n in sorted(DECK_COUNTS) for _ in range(DECK_COUNTS[n]))


def money(notes: Iterable[Note]) -> int:
    """Dollars of ``notes``."""
    return sum(n.value for n in notes)


def marked_count(notes: Iterable[Note]) -> int:
    """Marked notes among ``notes`` (the $40 card counts once)."""
    return sum(1 for n in notes if n.marked)


def run_succeeds(notes: Iterable[Note], players: int) -> bool:
    """Whether a run with ``notes`` in hand wins (rules "End of the game", ``escape``): at most 1 marked note and at
    least :data:`RUN_TARGET` dollars for ``players`` (3 or 4; ``KeyError`` otherwise). A seat knows its own notes,
    so its view can tell before running."""
    notes = list(notes)
    return marked_count(notes) < CAUGHT_AT and money(notes) >= RUN_TARGET[players]


# ---- actions (rules "Action notation") -----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Steal(Action):
    """``steal A``: take the top note of a pile and announce its value (rules "A turn" 1)."""

    pile: str

    def __str__(self) -> str:
        return f"steal {self.pile}"


@dataclasses.dataclass(frozen=True)
class Swap(Action):
    """``swap B``: take the top note of a pile unannounced; a ``return`` follows (rules "A turn" 2)."""

    pile: str

    def __str__(self) -> str:
        return f"swap {self.pile}"


@dataclasses.dataclass(frozen=True)
class Return(Action):
    """``return 3 A``: after a swap, put your ``card``-th note (1-based, hand order, newest last) on top of ``pile``."""

    card: int
    pile: str

    def __str__(self) -> str:
        return f"return {self.card} {self.pile}"


@dataclasses.dataclass(frozen=True)
class Peek(Action):
    """``peek A``: look at every note of a non-empty pile, then reorder it (rules "A turn" 3)."""

    pile: str

    def __str__(self) -> str:
        return f"peek {self.pile}"


@dataclasses.dataclass(frozen=True)
class Order(Action):
    """``order 3``: put the note seen at position ``position`` (1 = top when looked at) next in the new order, top
    first [D] (one card per action; the last card goes under by itself)."""

    position: int

    def __str__(self) -> str:
        return f"order {self.position}"


@dataclasses.dataclass(frozen=True)
class Unmask(Action):
    """``hands up``: after a peek, unmask as the police; the game ends (rules "End of the game": Hands up)."""

    def __str__(self) -> str:
        return "hands up"


@dataclasses.dataclass(frozen=True)
class Done(Action):
    """``done``: after a peek, end the turn quietly."""

    def __str__(self) -> str:
        return "done"


@dataclasses.dataclass(frozen=True)
class Run(Action):
    """``run``: shout "I'm running!", show your notes; the game ends (rules "A turn" 4)."""

    def __str__(self) -> str:
        return "run"


# ---- events (documented for scene authors in docs/games/oodlar.md) -------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Stole(Event):
    """``seat`` took the top note of ``pile`` and announced ``value`` (its mark stays secret)."""

    seat: int
    pile: str
    value: int


@dataclasses.dataclass(frozen=True)
class Swapped(Event):
    """``seat`` took the top note of ``pile`` without announcing it (a :class:`Returned` follows)."""

    seat: int
    pile: str


@dataclasses.dataclass(frozen=True)
class Returned(Event):
    """``seat`` put one of their notes face down on top of ``pile`` (which one is secret)."""

    seat: int
    pile: str


@dataclasses.dataclass(frozen=True)
class Peeked(Event):
    """``seat`` picked up ``pile`` (``size`` notes) to look at it."""

    seat: int
    pile: str
    size: int


@dataclasses.dataclass(frozen=True)
class Arranged(Event):
    """``seat`` placed ``placed`` of the ``size`` notes of ``pile`` in their new order (counts only)."""

    seat: int
    pile: str
    placed: int
    size: int


@dataclasses.dataclass(frozen=True)
class Reordered(Event):
    """``seat`` put ``pile`` back face down in its new order (the order is secret)."""

    seat: int
    pile: str


@dataclasses.dataclass(frozen=True)
class PeekEnded(Event):
    """``seat`` said ``done`` after peeking: the turn passes."""

    seat: int


@dataclasses.dataclass(frozen=True)
class HandsUp(Event):
    """``seat`` shouted "Hands up!" and unmasked as the police."""

    seat: int


@dataclasses.dataclass(frozen=True)
class Ran(Event):
    """``seat`` shouted "I'm running!"."""

    seat: int


@dataclasses.dataclass(frozen=True)
class Showdown(Event):
    """Every hand is shown: ``hands[seat]`` is a tuple of ``(value, marked)`` pairs in hand order."""

    hands: tuple


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    """The game ended for ``reason`` (``arrest``, ``false alarm``, ``escape``, ``failed escape``, ``empty wallet``),
    set off by ``ended_by`` (the police or the runner; ``None`` for an empty wallet). ``winners`` are seats (possibly
    empty); ``money`` and ``marked`` are per seat (dollars, marked notes)."""

    winners: tuple
    reason: str
    ended_by: int | None
    money: tuple
    marked: tuple


# ---- views ---------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class LogEntry:
    """One public move: ``seat`` did ``move`` (``steal``, ``swap``, ``return``, ``peek``, ``hands up``, ``run``) on
    ``pile`` (``None`` for hands up / run); ``value`` is the announced value of a steal, else ``None``."""

    seat: int
    move: str
    pile: str | None
    value: int | None


@dataclasses.dataclass(frozen=True)
class KnownTake:
    """A take this seat saw: the steal or swap at ``log[index]`` took ``note``, because the seat knew the top of that
    pile (from a peek, or a note it put there itself) [D]."""

    index: int
    note: Note


@dataclasses.dataclass(frozen=True)
class OodlarView(View):
    """What one seat (or a spectator, ``seat=None``) may know (rules "What each seat knows").

    Public fields: ``phase`` (``turn``/``return``/``order``/``decide``/``over``), ``pile`` (the pile being swapped
    from or peeked at, else ``None``), ``pile_sizes`` (A, B), ``hand_sizes`` per seat, ``log`` (every public move, a
    tuple of :class:`LogEntry`), ``run_target`` (dollars). Private fields (empty in the public view and for other
    seats): ``hand`` (own notes, hand order), ``known`` (the known top of A and of B, top first: a prefix of the pile,
    the whole pile right after a peek), ``known_takes`` (:class:`KnownTake`), ``seen`` and ``placed`` (during one's
    own peek: the order seen, and the 1-based positions placed so far). After the game: ``showdown`` (every hand),
    ``reason``, ``ended_by`` and ``winners``.
    """

    phase: str
    pile: str | None
    pile_sizes: tuple
    hand_sizes: tuple
    log: tuple
    run_target: int
    hand: tuple
    known: tuple
    known_takes: tuple
    seen: tuple
    placed: tuple
    showdown: tuple | None
    reason: str | None
    ended_by: int | None
    winners: tuple


#: A note in a position, written ``"20m"`` (a marked $20).
_NOTE = Custom(lambda note, _state: str(note), lambda text, _state: Note.parse(text))


# ---- state ---------------------------------------------------------------------------------------------------------
class OodlarState(State):
    """A Pickpockets position. Piles are lists top first; hands are lists in the order the notes were taken.

    ``memory[seat][pile]`` is the known top of a pile, top first (rules "What each seat knows" [D]): set to the whole
    pile by a peek; a note taken from the top by anyone is dropped from it (and recorded as a :class:`KnownTake` for
    every other seat that knew it); a note the seat itself returns onto a pile goes on top of it; a note returned by
    someone else, or someone else's peek, clears it.
    """

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.piles: dict[str, list[Note]] = {"A": deck[:PILE_SIZE], "B": deck[PILE_SIZE:]}
        self.hands: list[list[Note]] = [[] for _ in range(players)]
        self.turn = 0  # [D] seat 0 starts
        self.phase = TURN
        self.pile: str | None = None
        self.seen: list[Note] = []
        self.placed: list[int] = []  # 0-based positions in ``seen``
        self.log: list[LogEntry] = []
        self.memory: list[dict[str, list[Note]]] = [{} for _ in range(players)]
        self.known_takes: list[list[KnownTake]] = [[] for _ in range(players)]
        self.reason: str | None = None
        self.ended_by: int | None = None
        self._winners: list[int] = []

    # ---- protocol --------------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """Turn: ``steal``/``swap``/``peek`` each non-empty pile, and ``run``. After a swap: ``return K P`` for every
        note K of the hand and both piles. During a peek: ``order K`` for every position not yet placed. After the
        order: ``hands up``, ``done``."""
        if self.phase == TURN:
            full = [p for p in PILES if self.piles[p]]
            return ([Steal(p) for p in full] + [Swap(p) for p in full] + [Peek(p) for p in full] + [Run()])
        if self.phase == RETURN:
            return [Return(k, p) for k in range(1, len(self.hands[self.turn]) + 1) for p in PILES]
        if self.phase == ORDER:
            return [Order(i + 1) for i in range(len(self.seen)) if i not in self.placed]
        if self.phase == DECIDE:
            return [Unmask(), Done()]
        return []

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if isinstance(action, Steal):
            note = self._take(seat, action.pile, LogEntry(seat, "steal", action.pile, None))
            self.log[-1] = LogEntry(seat, "steal", action.pile, note.value)
            return [Stole(seat, action.pile, note.value)] + self._next_turn()
        if isinstance(action, Swap):
            self._take(seat, action.pile, LogEntry(seat, "swap", action.pile, None))
            self.phase, self.pile = RETURN, action.pile
            return [Swapped(seat, action.pile)]
        if isinstance(action, Return):
            self._return(seat, action.card - 1, action.pile)
            return [Returned(seat, action.pile)] + self._next_turn()
        if isinstance(action, Peek):
            return self._peek(seat, action.pile)
        if isinstance(action, Order):
            return self._order(seat, action.position - 1)
        if isinstance(action, Done):
            return [PeekEnded(seat)] + self._next_turn()
        if isinstance(action, Unmask):
            self.log.append(LogEntry(seat, "hands up", None, None))
            return [HandsUp(seat)] + self._finish(ARREST, seat)
        if isinstance(action, Run):
            self.log.append(LogEntry(seat, "run", None, None))
            return [Ran(seat)] + self._finish(ESCAPE, seat)
        raise IllegalAction(f"oodlar: unknown action {action!r}")  # pragma: no cover - apply checked legality

    # ---- rules -----------------------------------------------------------------------------------------------------
    def _take(self, seat: int, pile: str, entry: LogEntry) -> Note:
        """Move the top note of ``pile`` to ``seat``'s hand (steal or swap) and update every seat's memory."""
        note = self.piles[pile].pop(0)
        self.hands[seat].append(note)
        self.log.append(entry)
        index = len(self.log) - 1
        for other, memory in enumerate(self.memory):
            known = memory.get(pile)
            if not known:
                continue
            known.pop(0)
            if other != seat:
                self.known_takes[other].append(KnownTake(index, note))
            if not known:
                del memory[pile]
        return note

    def _return(self, seat: int, index: int, pile: str) -> None:
        """Swap, second half: ``seat``'s note at ``index`` goes face down on top of ``pile`` (rules "A turn" 2)."""
        note = self.hands[seat].pop(index)
        self.piles[pile].insert(0, note)
        self.log.append(LogEntry(seat, "return", pile, None))
        for other, memory in enumerate(self.memory):
            if other == seat:
                memory[pile] = [note] + memory.get(pile, [])
            else:
                memory.pop(pile, None)

    def _peek(self, seat: int, pile: str) -> list[Event]:
        """Peek: look at the whole pile; other seats' memory of it is lost (it may be reordered)."""
        self.log.append(LogEntry(seat, "peek", pile, None))
        self.phase, self.pile = ORDER, pile
        self.seen = list(self.piles[pile])
        self.placed = []
        for memory in self.memory:
            memory.pop(pile, None)
        self.memory[seat][pile] = list(self.seen)
        events: list[Event] = [Peeked(seat, pile, len(self.seen))]
        if len(self.seen) == 1:
            events += self._order_complete(seat)
        return events

    def _order(self, seat: int, position: int) -> list[Event]:
        """Place the note seen at ``position`` (0-based) next; when one note is left it goes under by itself."""
        self.placed.append(position)
        events: list[Event] = [Arranged(seat, self.pile, len(self.placed), len(self.seen))]
        if len(self.placed) == len(self.seen) - 1:
            self.placed += [i for i in range(len(self.seen)) if i not in self.placed]
            events += self._order_complete(seat)
        return events

    def _order_complete(self, seat: int) -> list[Event]:
        if len(self.placed) < len(self.seen):
            self.placed = list(range(len(self.seen)))
        pile = self.pile
        self.piles[pile] = [self.seen[i] for i in self.placed]
        self.memory[seat][pile] = list(self.piles[pile])
        self.seen, self.placed = [], []
        self.phase = DECIDE
        return [Reordered(seat, pile)]

    def _next_turn(self) -> list[Event]:
        """The turn passes clockwise; both piles empty at the start of a turn ends the game ([D] Empty wallet)."""
        self.turn = (self.turn + 1) % self.players
        self.phase, self.pile = TURN, None
        if not any(self.piles[p] for p in PILES):
            return self._finish(EMPTY_WALLET, None)
        return []

    def _finish(self, kind: str, seat: int | None) -> list[Event]:
        """Score the end (rules "End of the game"); ``kind`` is ARREST for any hands up, ESCAPE for any run."""
        cash = [money(h) for h in self.hands]
        marks = [marked_count(h) for h in self.hands]
        clean = [s for s in range(self.players) if marks[s] < CAUGHT_AT]

        def richest(seats: Sequence[int]) -> list[int]:
            if not seats:
                return []
            top = max(cash[s] for s in seats)
            return [s for s in seats if cash[s] == top]

        others = [s for s in range(self.players) if s != seat]
        clean_others = [s for s in clean if s != seat]
        if kind == ARREST:
            if any(marks[s] >= CAUGHT_AT for s in others):
                winners = sorted({seat, *richest(clean_others)})
            else:
                kind, winners = FALSE_ALARM, richest(others)
        elif kind == ESCAPE:
            if run_succeeds(self.hands[seat], self.players):
                winners = [seat]
            else:
                kind, winners = FAILED_ESCAPE, richest(clean_others)
        else:
            winners = richest(clean)
        self.phase, self.pile, self.reason, self.ended_by, self._winners = OVER, None, kind, seat, winners
        hands = tuple(tuple((n.value, n.marked) for n in h) for h in self.hands)
        return [Showdown(hands), GameOver(tuple(winners), kind, seat, tuple(cash), tuple(marks))]

    def scores(self) -> list[int]:
        """Dollars each seat holds."""
        return [money(h) for h in self.hands]

    def winners(self) -> list[int]:
        """The winning seats once over (shared on ties; empty if nobody qualifies); ``[]`` while the game runs."""
        return list(self._winners)

    def _place_key(self, seat: int, scores: list[int]) -> tuple:
        """After the winners: thieves still in the running (at most 1 marked note, not a failed runner or a police
        with a false alarm) by money, then the disqualified by money."""
        why, _detail = self._place_reason(seat, False, scores)
        out = why in ("caught_marked", "arrested", "failed_run", "false_alarm")
        return (1 if out else 0, -scores[seat])

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """Rules "End of the game", per seat: ``escaped`` (the runner made it), ``failed_run`` (ran with too little
        money or 2+ marked notes: detail money, marked, target), ``police_arrest`` / ``false_alarm`` (the seat that
        put hands up), ``arrested`` (2+ marked notes when the police unmasked), ``caught_marked`` (2+ marked notes
        at any other end), ``outrun`` (in the running, but another thief got away
        first), ``richest`` (won: the most money with at most 1 marked), ``money`` (the rest)."""
        marks = marked_count(self.hands[seat])
        detail = (scores[seat], marks, RUN_TARGET[self.players])
        if seat == self.ended_by:
            if self.reason == ESCAPE:
                return "escaped", detail
            if self.reason == FAILED_ESCAPE:
                return "failed_run", detail
            if self.reason == ARREST:
                return "police_arrest", detail
            if self.reason == FALSE_ALARM:
                return "false_alarm", detail
        if marks >= CAUGHT_AT:
            return ("arrested" if self.reason == ARREST else "caught_marked"), detail
        if self.reason == ESCAPE and not won:
            return "outrun", detail
        return ("richest" if won else "money"), detail

    # ---- views -----------------------------------------------------------------------------------------------------
    def _view(self, seat: int | None) -> OodlarView:
        """The single place deciding what a seat sees (rules "What each seat knows")."""
        own = seat is not None
        peeking = own and self.phase == ORDER and self.turn == seat
        over = self.phase == OVER
        return OodlarView(
            **self.base_view_fields(seat),
            phase=self.phase,
            pile=self.pile,
            pile_sizes=tuple(len(self.piles[p]) for p in PILES),
            hand_sizes=tuple(len(h) for h in self.hands),
            log=tuple(self.log),
            run_target=RUN_TARGET[self.players],
            hand=tuple(self.hands[seat]) if own else (),
            known=tuple(tuple(self.memory[seat].get(p, ())) for p in PILES) if own else ((), ()),
            known_takes=tuple(self.known_takes[seat]) if own else (),
            seen=tuple(self.seen) if peeking else (),
            placed=tuple(i + 1 for i in self.placed) if peeking else (),
            showdown=tuple(tuple(h) for h in self.hands) if over else None,
            reason=self.reason,
            ended_by=self.ended_by,
            winners=tuple(self._winners),
        )

    # ---- positions -------------------------------------------------------------------------------------------------
    def _check(self, complete: bool = True) -> None:
        """Invariants of a position read back: the 18 notes exactly once (piles and hands), the notes being arranged
        after a peek exactly the pile's, positions placed distinct, the phase and its pile consistent, memories and
        the log naming real piles, seats and notes, the end's reason and winners consistent."""
        n = self.players
        need(isinstance(self.piles, dict) and sorted(self.piles) == sorted(PILES), "piles must be A and B")
        check_list("hands", self.hands, n)
        _check_conservation(self.piles, self.hands)
        check_seat_or_none("turn", self.turn, n, optional=False)
        need(self.phase in (TURN, RETURN, ORDER, DECIDE, OVER), f"unknown phase {self.phase!r:.40}")
        need(self.pile is None or self.pile in PILES, f"pile must be A, B or null, got {self.pile!r:.40}")
        need((self.pile is not None) == (self.phase in (RETURN, ORDER, DECIDE)), "the phase and its pile disagree")
        if self.phase == RETURN:
            need(self.hands[self.turn], "a swap to finish with an empty hand")
        if self.phase == ORDER:
            if complete:
                check_counts("the notes seen", self.seen, self.piles[self.pile])
            need(len(self.placed) < len(self.seen), "every seen note is already placed")
        else:
            need(not self.seen and not self.placed, "notes seen outside a peek")
        check_list("placed", self.placed, max_len=len(DECK),
                   item=lambda name, v: check_int(name, v, 0, max(0, len(self.seen) - 1)))
        need(len(set(self.placed)) == len(self.placed), "a seen note is placed twice")
        check_list("log", self.log, max_len=MAX_COUNT)
        for i, e in enumerate(self.log):
            need(0 <= e.seat < n and e.move in ("steal", "swap", "return", "peek", "hands up", "run")
                 and (e.pile is None or e.pile in PILES) and (e.value is None or 0 <= e.value <= 50),
                 f"log[{i}] is malformed")
        check_list("memory", self.memory, n)
        for seat, memory in enumerate(self.memory):
            need(isinstance(memory, dict) and set(memory) <= set(PILES)
                 and all(len(v) <= len(DECK) for v in memory.values()), f"memory[{seat}] is malformed")
        check_list("known_takes", self.known_takes, n)
        for seat, takes in enumerate(self.known_takes):
            need(all(0 <= k.index < max(1, len(self.log)) for k in takes), f"known_takes[{seat}] is malformed")
        need(self.reason is None or self.reason in (ARREST, FALSE_ALARM, ESCAPE, FAILED_ESCAPE, EMPTY_WALLET),
             f"unknown reason {self.reason!r:.40}")
        need((self.phase == OVER) == (self.reason is not None), "the reason and the phase disagree")
        check_seat_or_none("ended_by", self.ended_by, n)
        check_list("winners", self._winners, max_len=n, item=lambda name, v: check_seat_or_none(name, v, n, False))
        need(len(set(self._winners)) == len(self._winners), "a seat wins twice")
        if self.phase != OVER:
            need(not self._winners and self.ended_by is None, "winners before the end")

    #: The position format (``docs/games/oodlar.md``, "Position format"): to_dict, from_dict and clone.
    FIELDS = (
        Field("turn", Int()), Field("phase", Text((TURN, RETURN, ORDER, DECIDE, OVER))),
        Field("pile", Text(PILES, optional=True)),
        Field("piles", MapOf(PILES, ListOf(_NOTE, max_len=len(DECK)), complete=True)),
        Field("hands", ListOf(ListOf(_NOTE, max_len=len(DECK)), length="players")),
        Field("seen", ListOf(_NOTE, max_len=len(DECK))), Field("placed", ListOf(Int(), max_len=len(DECK))),
        Field("log", ListOf(Pair(Int(), Text(), Text(optional=True), Int(optional=True), make=LogEntry))),
        Field("memory", ListOf(MapOf(PILES, ListOf(_NOTE, max_len=len(DECK))), length="players")),
        Field("known_takes", ListOf(ListOf(Pair(Int(), _NOTE, make=KnownTake)), length="players")),
        Field("reason", Text(optional=True)), Field("ended_by", Int(optional=True)),
        Field("_winners", ListOf(Int(), max_len=4), key="winners"),
    )


def _check_conservation(piles: dict[str, list[Note]], hands: list[list[Note]]) -> None:
    """Raise ``ValueError`` unless piles + hands hold exactly the 18 notes of :data:`DECK`."""
    held = Counter(n for p in PILES for n in piles[p]) + Counter(n for h in hands for n in h)
    if held != DECK_COUNTS:
        missing = DECK_COUNTS - held
        extra = held - DECK_COUNTS
        raise ValueError(f"oodlar: the 18 notes must all be somewhere exactly once; missing "
                         f"{sorted(map(str, missing.elements()))}, extra {sorted(map(str, extra.elements()))}")


# ---- determinization (Game.sample_state) ---------------------------------------------------------------------------
#: The shed model (docs/games/oodlar.md, "The shed model"): a thief returning a note from a hand holding ``m``
#: marked and ``c`` clean notes returns a given marked note ``SHED_ODDS`` times as often as a given clean one,
#: P(x) = λ^marked(x) / (λ·m + c) with λ = SHED_ODDS (so with one of each it sheds the marked one 5 times in 7).
#: [D] Our own bots shed every time they can (239 of 239 returns in 400 normal-bot games); people less surely.
SHED_ODDS = 2.5
#: Consistent proposals pooled for importance resampling when the exact rejection step has accepted none of them.
SHED_TRIES = 24
#: Attempts before sample_state gives up (every fact is kept; a failure raises RuntimeError).
SAMPLE_TRIES = 400


def _compatible(a: tuple[int | None, Note | None], b: tuple[int | None, Note | None]) -> bool:
    """Whether two sets of facts about one note (announced value, exact note; ``None``: unknown) can both hold."""
    va, na = a
    vb, nb = b
    vals = {v for v in (va, vb, na.value if na else None, nb.value if nb else None) if v is not None}
    return len(vals) <= 1 and (na is None or nb is None or na == nb)


def _replay(view: OodlarView, rng: random.Random, perms: list | None, token_pins: dict | None):
    """Replay the public log over card slots. First pass (``token_pins is None``): every return puts a fresh token
    on the pile, and each token collects the facts learnt about it until it is taken again (so the facts of each
    return are known before guessing it); a peek likewise turns every position of the pile into a token (the new
    order is the peeker's choice). Second pass: each return takes a note of the returner's hand whose facts so far
    fit its token's facts, uniformly among them (recorded in ``returns`` as ``(slot, kept slots, how many fit)``
    for the shed model's weight), and each peek places the pile's notes on positions whose facts they fit, at
    random (``perms`` is unused, kept for the call shape)."""
    me, players = view.seat, view.players
    size = {p: view.pile_sizes[k] for k, p in enumerate(PILES)}
    held = list(view.hand_sizes)
    for e in view.log:
        if e.move in ("steal", "swap"):
            size[e.pile] += 1
            held[e.seat] -= 1
        elif e.move == "return":
            size[e.pile] -= 1
            held[e.seat] += 1
    n_slots = sum(size.values()) + sum(held)
    slots = iter(range(n_slots))
    piles = {p: [next(slots) for _ in range(size[p])] for p in PILES}
    hands: list[list[int]] = [[next(slots) for _ in range(held[s])] for s in range(players)]
    memory: list[dict[str, list[int]]] = [{} for _ in range(players)]
    takes: list[list[tuple[int, int]]] = [[] for _ in range(players)]
    exact: dict[int, Note] = {}
    value: dict[int, int] = {}
    returns: list[tuple[int, list[int]]] = []
    seen = {k.index: k.note for k in view.known_takes}
    first = token_pins is None
    token = n_slots
    need = Counter(n.value for n in view.hand)
    for i, e in enumerate(view.log):
        if e.move in ("steal", "swap"):
            slot = piles[e.pile].pop(0)
            hands[e.seat].append(slot)
            if e.value is not None:
                value[slot] = e.value
            if i in seen:
                exact[slot] = seen[i]
            for other, mem in enumerate(memory):
                known = mem.get(e.pile)
                if known:
                    known.pop(0)
                    if other != e.seat:
                        takes[other].append((i, slot))
                    if not known:
                        del mem[e.pile]
        elif e.move == "return":
            hand = hands[e.seat]
            if first:
                slot = token
                hand.pop()
            else:
                want = token_pins.get(token, (None, None))
                fits = [k for k, x in enumerate(hand) if _compatible((value.get(x), exact.get(x)), want)]
                if not fits:
                    return None
                if e.seat == me:  # keep the announced values this seat's hand still shows at the end
                    held = Counter(value[x] for x in hand if x in value)
                    spare = [k for k in fits if hand[k] not in value or held[value[hand[k]]] > need[value[hand[k]]]]
                    fits = spare or fits
                slot = hand.pop(rng.choice(fits))
                if e.seat != me:
                    returns.append((slot, list(hand), len(fits)))
            token += 1
            piles[e.pile].insert(0, slot)
            for other, mem in enumerate(memory):
                if other == e.seat:
                    mem[e.pile] = [slot] + mem.get(e.pile, [])
                else:
                    mem.pop(e.pile, None)
        elif e.move == "peek":
            # The new order is the peeker's choice (this seat's own choice is not in the view either): first pass,
            # each position becomes a fresh token collecting what is learnt about it later; second pass, the
            # pile's notes are matched to the positions at random among those that fit both sides' facts.
            pile = piles[e.pile]
            if e.seat == me and i == len(view.log) - 1 and view.phase == ORDER:
                pass  # this seat is looking now: the pile is still in the order it sees (``view.seen``)
            elif first:
                tokens = list(range(token, token + len(pile)))
                token += len(pile)
                piles[e.pile] = tokens
            else:
                tokens = list(range(token, token + len(pile)))
                token += len(pile)
                left = list(pile)
                order = list(range(len(tokens)))
                rng.shuffle(order)
                placed: list[int | None] = [None] * len(tokens)
                for k in order:
                    want = token_pins.get(tokens[k], (None, None))
                    fits = [x for x in left if _compatible((value.get(x), exact.get(x)), want)]
                    if not fits:
                        return None
                    x = rng.choice(fits)
                    left.remove(x)
                    placed[k] = x
                piles[e.pile] = placed
            for mem in memory:
                mem.pop(e.pile, None)
            memory[e.seat][e.pile] = list(piles[e.pile])
    for k, p in enumerate(PILES):
        if len(view.known[k]) > len(piles[p]):
            return None
        for slot, note in zip(piles[p], view.known[k], strict=False):
            if exact.setdefault(slot, note) != note:
                return None
    return piles, hands, memory, takes, exact, value, returns


def _sample_once(view: OodlarView, rng: random.Random) -> tuple[dict, float] | None:
    """One attempt: guess the returns from their facts (:func:`_replay`, two passes), deal notes to the slots,
    check every fact. Returns (position lists, acceptance weight) or ``None`` when a fact cannot be met."""
    me, players = view.seat, view.players
    perms: list = []
    got = _replay(view, rng, perms, None)
    if got is None:
        return None
    _, _, _, _, t_exact, t_value, _ = got
    token_pins = {x: (t_value.get(x), t_exact.get(x)) for x in set(t_exact) | set(t_value)}
    got = _replay(view, rng, perms, token_pins)
    if got is None:
        return None
    piles, hands, memory, takes, exact, value, returns = got
    notes: dict[int, Note] = {}
    # this seat's slots carry its real notes, each meeting its slot's facts
    own = Counter(view.hand)
    mine = hands[me]
    order = sorted(mine, key=lambda x: (x not in exact, x not in value))
    for slot in order:
        if slot in exact:
            cands = [exact[slot]] if own[exact[slot]] > 0 else []
        elif slot in value:
            cands = [n for n in sorted(own) if own[n] > 0 and n.value == value[slot]]
        else:
            cands = [n for n in sorted(own) if own[n] > 0]
        if not cands:
            return None
        note = rng.choice(cands)
        notes[slot] = note
        own[note] -= 1
    pool = Counter(DECK_COUNTS) - Counter(view.hand)
    mine_set = set(mine)
    others = [x for x in range(len(DECK)) if x not in mine_set]
    for slot in others:
        note = exact.get(slot)
        if note is not None:
            if pool[note] <= 0 or (slot in value and value[slot] != note.value):
                return None
            notes[slot] = note
            pool[note] -= 1
    pending = [x for x in others if x not in notes and x in value]
    rng.shuffle(pending)
    for slot in pending:
        options = [n for n in sorted(pool) if n.value == value[slot] and pool[n] > 0]
        if not options:
            return None
        note = rng.choices(options, weights=[pool[n] for n in options])[0]
        notes[slot] = note
        pool[note] -= 1
    rest = list(pool.elements())
    rng.shuffle(rest)
    for slot in others:
        if slot not in notes:
            notes[slot] = rest.pop()
    weight = 1.0
    lam = SHED_ODDS
    for slot, kept, fits in returns:
        # the return's likelihood under the shed model, λ^marked / (λ·m + h − m), over the proposal's uniform pick
        # among the ``fits`` notes that matched its facts, 1 / fits; divided by its largest value for a hand of h
        # notes, λ·h / (λ + h − 1) (one marked note, returned), so the acceptance is at most 1
        h = len(kept) + 1
        m = sum(notes[x].marked for x in kept) + notes[slot].marked
        weight *= (lam if notes[slot].marked else 1.0) * fits * (lam + h - 1) / (lam * h * (lam * m + h - m))
    out = {
        "piles": {p: [notes[x] for x in piles[p]] for p in PILES},
        "hands": [list(view.hand) if s == me else [notes[x] for x in hands[s]] for s in range(players)],
        "memory": [{p: list(view.known[k]) for k, p in enumerate(PILES) if view.known[k]} if s == me
                   else {p: [notes[x] for x in m[p]] for p in m} for s, m in enumerate(memory)],
        "known_takes": [list(view.known_takes) if s == me else [KnownTake(i, notes[x]) for i, x in takes[s]]
                        for s in range(players)],
    }
    return out, weight


def sample_position(view: OodlarView, rng: random.Random) -> dict:
    """A position drawn from the posterior of the shed model given every fact of ``view``: proposals from
    :func:`_sample_once` that break a fact are dropped; a consistent one is accepted with probability its weight
    (exact rejection sampling: the weight is the returns' likelihood under :data:`SHED_ODDS` over the proposal's
    uniform guess, divided by its largest possible value); when :data:`SHED_TRIES` consistent proposals were all
    refused (many forced clean returns make every weight small), one of them is drawn with probability
    proportional to its weight (sampling-importance-resampling). Returns plain lists ``piles``, ``hands``,
    ``memory``, ``known_takes``. Raises ``RuntimeError`` after :data:`SAMPLE_TRIES` attempts with no consistent
    proposal."""
    pool: list[tuple[dict, float]] = []
    for _attempt in range(SAMPLE_TRIES):
        got = _sample_once(view, rng)
        if got is None:
            continue
        sample, weight = got
        if weight >= 1.0 or rng.random() < weight:
            return sample
        pool.append(got)
        if len(pool) >= SHED_TRIES:
            break
    if pool:
        return rng.choices([p for p, _w in pool], weights=[w for _p, w in pool])[0]
    raise RuntimeError(f"oodlar sample_state: no position consistent with seat {view.seat}'s view "
                       f"after {SAMPLE_TRIES} tries")


# ---- game ----------------------------------------------------------------------------------------------------------
_VERBS_WITH_PILE = {"steal": Steal, "swap": Swap, "peek": Peek}


class OodlarGame(Game):
    """Pickpockets: metadata, setup, notation. No options; the ``quick`` preset is the same game (rules [D])."""

    manifest = Manifest(id="oodlar", name="Pickpockets", min_players=3, max_players=4, hidden_information=True,
                        chance=True, presets={"quick": {}})
    position_version = 1
    state_class = OodlarState

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> OodlarState:
        """A new game: the 18 notes shuffled with ``seed`` into piles A and B of 9; seat 0 to play."""
        self.check_players(players)
        return OodlarState(self, players, seed, self.resolve_options(options))

    def from_setup(self, players: int, piles: dict[str, Sequence[str]], hands: Sequence[Sequence[str]], *,
                   turn: int = 0, seed: int = 0) -> OodlarState:
        """A position built directly (for tests and bug reports): ``piles`` maps ``A``/``B`` to note texts top first
        (``"20m"`` = a marked $20), ``hands`` gives each seat's notes in hand order; nobody remembers anything.

        Raises ``ValueError`` unless the 18 notes are all there exactly once, or for a bad seat count/turn.
        """
        state = self.new_state(players, seed=seed)
        state.piles = {p: [Note.parse(t) for t in piles.get(p, ())] for p in PILES}
        if len(hands) != players:
            raise ValueError(f"oodlar: hands must list {players} seats, got {len(hands)}")
        state.hands = [[Note.parse(t) for t in h] for h in hands]
        _check_conservation(state.piles, state.hands)
        if not 0 <= turn < players:
            raise ValueError(f"oodlar: turn must be 0..{players - 1}, got {turn}")
        state.turn = turn
        return state

    def parse_action(self, text: str) -> Action:
        """Read ``steal A``, ``swap B``, ``return 3 A``, ``peek A``, ``order 3``, ``hands up``, ``done``, ``run``.

        Raises :class:`IllegalAction` naming the accepted forms for anything else.
        """
        words = str(text).strip().split()
        low = [w.lower() for w in words]
        try:
            if len(low) == 2 and low[0] in _VERBS_WITH_PILE and low[1].upper() in PILES:
                return _VERBS_WITH_PILE[low[0]](low[1].upper())
            if len(low) == 3 and low[0] == "return" and low[2].upper() in PILES:
                return Return(parse_number(low[1], 1, len(DECK)), low[2].upper())
            if len(low) == 2 and low[0] == "order":
                return Order(parse_number(low[1], 1, len(DECK)))
            if low == ["hands", "up"]:
                return Unmask()
            if low == ["done"]:
                return Done()
            if low == ["run"]:
                return Run()
        except ValueError:  # IllegalAction too: one message for every malformed text
            pass
        hint = ""
        if len(low) > 2 and low[0] == "order":
            hint = " (one card per action: " + ", then ".join(f"'order {w}'" for w in words[1:-1]) + ")"
        raise IllegalAction(f"oodlar: cannot read {text!r}{hint}; accepted: 'steal A|B', 'swap A|B', 'return K A|B', "
                            "'peek A|B', 'order K', 'hands up', 'done', 'run'")

    def sample_state(self, view: OodlarView, rng: random.Random) -> OodlarState:
        """A full position consistent with every fact in ``view`` (a seat's view, rules "What each seat knows"),
        for search bots (determinization) and privacy tests. The public log is replayed over anonymous card slots
        (a steal pins its slot's value, a take this seat saw or a note it remembers pins the exact note, this seat's
        hand is its real hand, each other seat's memory and seen takes are replayed too); which note a seat returned
        is guessed, and a guess that contradicts any fact is thrown away and drawn again, so no fact is ever dropped.
        Returns follow the shed model (:data:`SHED_ODDS`: thieves shed marked notes). Only ``view`` and ``rng``
        are read. Raises ``ValueError`` for the public view, ``RuntimeError`` if no consistent position is found in
        :data:`SAMPLE_TRIES` attempts (an impossible view)."""
        if view.seat is None:
            raise ValueError("oodlar sample_state needs a seat's view, not the public view")
        sample = sample_position(view, rng)
        st = OodlarState(self, view.players, rng.getrandbits(32), {})
        st.piles = {p: list(sample["piles"][p]) for p in PILES}
        st.hands = [list(h) for h in sample["hands"]]
        st.memory = [{p: list(m[p]) for p in m} for m in sample["memory"]]
        st.known_takes = [list(k) for k in sample["known_takes"]]
        st.log = list(view.log)
        st.turn = view.current_player if view.current_player is not None else 0
        st.phase = view.phase
        st.pile = view.pile
        if view.phase == ORDER and view.seen:  # this seat is arranging the pile it looks at
            st.seen = list(view.seen)
            st.placed = [p - 1 for p in view.placed]
        elif view.phase == ORDER:  # another seat looks at the pile (as sampled); how far it got is not shown
            st.seen, st.placed = list(st.piles[view.pile]), []
        return st

GAME = OodlarGame()
