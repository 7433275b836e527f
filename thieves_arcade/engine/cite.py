"""La Cité des Voleurs (game id ``cite``): a push-your-luck dice game of stealing loot tokens.

Rules: ``shared/rules/cite.md`` (from the French seed ``001``). 2–6 players, 4 six-sided dice, ``3·P + 3`` loot tokens
(3 per player plus 3 in the central pot). On a turn the active player rolls the 4 dice up to three times, keeping any
dice between rolls, may stop early, may *announce* a four on a triple, and then the final dice are read for at most
one combination, which moves tokens (or gives protection). The first player holding ``T − 3`` tokens wins.

Everything in this game is public: every seat's view holds the same facts (dice, tokens, pot, protection, phase);
only ``seat`` and ``legal`` differ.

Decision points (actions, canonical texts from the rules file, "Action notation"):

- after roll 1 or 2: ``stop``, ``announce`` (exactly a triple and at least 1 token), ``reroll 1 3`` (positions 1–4);
- after the dice are final, when a combination needs a victim and there are at least two opponents: ``target 2``.
  **[D]** With a single opponent the victim is chosen automatically (``TargetChosen(automatic=True)``).

Dice, the escape roll of Triple 1 and the announced reroll are chance, drawn from ``self.rng`` in apply order, one
``rng.randint(1, 6)`` per die, so a seed plus the action texts replays a game exactly.

The first turn's opening events (seat 0's turn start and roll 1) happen inside ``new_state``; they are kept in
``State.setup_events`` for the scene (empty on a state rebuilt by ``from_dict``).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from typing import ClassVar

from .base import (
    MAX_COUNT,
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
    as_int,
    check_bool,
    check_int,
    check_list,
    check_seat_or_none,
    need,
    parse_number,
)

# ---- components (rules file, "Components" and the combination table) ----------------------------------------------
DICE = 4                     #: dice rolled each turn
FACES = 6                    #: faces per die
MAX_ROLLS = 3                #: rolls per turn
TOKENS_PER_PLAYER = 3        #: loot tokens each player starts with
POT_START = 3                #: loot tokens in the central pot at the start
GOAL_MARGIN = 3              #: the goal is T − 3 tokens
STRAIGHTS = ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6))
ESCAPE_CAUGHT = (1, 2)       #: escape-roll faces on which the Triple-1 thief is caught
HEIST_STEAL = 3              #: Triple 1 steals this many
CONTRACT_STEAL = 2           #: Triple 3 steals this many
ACCIDENTAL_STEAL = 2         #: accidental four steals this many from each opponent
FAILED_FOUR_LOSS = 2         #: failed announced four puts up to this many into the pot
NO_COMBINATION_LOSS = 1      #: no combination puts this many into the pot
POT = "pot"                  #: the pot's name in TokensMoved.source / .dest

# Combination kinds (the names used in events, views and docs) and their display names.
HEIST, SWAP, CONTRACT, CAMOUFLAGE, RECOVERY = "heist", "swap", "contract", "camouflage", "recovery"
STRAIGHT, ACCIDENTAL_FOUR, ANNOUNCED_FOUR = "straight", "accidental_four", "announced_four"
TRIPLE_KIND = {1: HEIST, 2: SWAP, 3: CONTRACT, 4: CAMOUFLAGE, 5: RECOVERY, 6: RECOVERY}
COMBINATION_NAMES = {
    HEIST: "Délit audacieux", SWAP: "Échange de fortunes", CONTRACT: "Contrat forcé", CAMOUFLAGE: "Camouflage",
    RECOVERY: "Récupération du butin", STRAIGHT: "Suite", ACCIDENTAL_FOUR: "Carré accidentel",
    ANNOUNCED_FOUR: "Carré annoncé",
}
#: Kinds whose effect is aimed at one chosen opponent (a straight only when the pot is empty).
SINGLE_VICTIM = frozenset({HEIST, SWAP, CONTRACT, ANNOUNCED_FOUR})

# Phases of a turn.
PHASE_ROLL, PHASE_TARGET, PHASE_OVER = "roll", "target", "over"


def read_combination(dice) -> tuple[str | None, int | None]:
    """Read 4 dice (any order) for their one combination (rules file, "Combinations").

    Returns ``(kind, face)``: ``face`` is the repeated face for triples and fours, the lowest face for a straight,
    ``None`` otherwise; ``(None, None)`` when the dice hold no combination. Four equal dice read as the accidental
    four **[D]**; an announced four is decided by the announce, not by this reading.
    """
    counts = Counter(dice)
    face, n = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
    if n == 4:
        return ACCIDENTAL_FOUR, face
    if n == 3:
        return TRIPLE_KIND[face], face
    ordered = tuple(sorted(dice))
    if ordered in STRAIGHTS:
        return STRAIGHT, ordered[0]
    return None, None


def exact_triple(dice) -> tuple[int, int] | None:
    """``(face, odd_position)`` when the dice show exactly three equal faces (positions 1–4), else ``None``."""
    counts = Counter(dice)
    for face, n in counts.items():
        if n == 3:
            odd = next(i for i, d in enumerate(dice) if d != face)
            return face, odd + 1
    return None


def goal_for(players: int) -> int:
    """The goal ``T − 3`` in tokens for ``players`` seats (rules file, "Goal"): 2 → 6, 3 → 9, 4 → 12."""
    return TOKENS_PER_PLAYER * players + POT_START - GOAL_MARGIN


# ---- actions (rules file, "Action notation") --------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Reroll(Action):
    """Reroll the dice at ``positions`` (1–4, ascending, at least one); the others are kept. Text ``reroll 1 3``."""

    positions: tuple[int, ...]

    def __str__(self) -> str:
        return "reroll " + " ".join(str(p) for p in self.positions)


@dataclasses.dataclass(frozen=True)
class Stop(Action):
    """Keep the current dice as final. Text ``stop``."""

    def __str__(self) -> str:
        return "stop"


@dataclasses.dataclass(frozen=True)
class Announce(Action):
    """Go for the four on exactly a triple ("Tout ou rien"). Text ``announce``."""

    def __str__(self) -> str:
        return "announce"


@dataclasses.dataclass(frozen=True)
class Target(Action):
    """Choose ``seat`` (0-based) as the victim of a single-victim effect. Text ``target 2``."""

    seat: int

    def __str__(self) -> str:
        return f"target {self.seat}"


#: Every reroll subset, smallest first then lexicographic (the order of ``legal_actions``).
ALL_REROLLS = tuple(Reroll(c) for k in range(1, DICE + 1) for c in itertools.combinations(range(1, DICE + 1), k))


# ---- events (see docs/games/cite.md, "Events") ------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class TurnStarted(Event):
    """``seat`` begins a turn in ``round`` (1-based; a round ends after the last seat's turn)."""

    seat: int
    round: int


@dataclasses.dataclass(frozen=True)
class ProtectionStarted(Event):
    """``seat`` is protected (Camouflage) until the start of its next turn."""

    seat: int


@dataclasses.dataclass(frozen=True)
class ProtectionEnded(Event):
    """``seat``'s protection ends (its turn starts)."""

    seat: int


@dataclasses.dataclass(frozen=True)
class DiceRolled(Event):
    """``seat`` rolled: ``roll`` is 1–3 (the announced reroll is ``roll`` = previous + 1 with ``announced``);
    ``rerolled`` the positions (1–4) that were rolled, ``kept`` the others; ``dice`` the 4 faces after the roll."""

    seat: int
    roll: int
    rerolled: tuple[int, ...]
    kept: tuple[int, ...]
    dice: tuple[int, ...]
    announced: bool = False


@dataclasses.dataclass(frozen=True)
class Stopped(Event):
    """``seat`` stopped after ``roll``; ``dice`` are final."""

    seat: int
    roll: int
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Announced(Event):
    """``seat`` announced the four on a triple of ``face``; the die at ``odd_position`` will be rerolled once."""

    seat: int
    face: int
    odd_position: int


@dataclasses.dataclass(frozen=True)
class AnnounceResolved(Event):
    """The announced reroll showed ``die``: ``success`` when it equals ``face``."""

    seat: int
    face: int
    die: int
    success: bool


@dataclasses.dataclass(frozen=True)
class CombinationFound(Event):
    """The final ``dice`` of ``seat`` hold combination ``kind`` (``heist`` … ``announced_four``), repeated/lowest
    ``face``; ``name`` is its display name."""

    seat: int
    kind: str
    face: int
    dice: tuple[int, ...]
    name: str


@dataclasses.dataclass(frozen=True)
class NoCombination(Event):
    """The final ``dice`` of ``seat`` hold no combination (1 token goes to the pot, as far as they have one)."""

    seat: int
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class TargetRequested(Event):
    """``seat`` must choose a victim for ``kind`` among ``candidates``; ``protected`` are marked for the UI."""

    seat: int
    kind: str
    candidates: tuple[int, ...]
    protected: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class TargetChosen(Event):
    """``seat`` aims ``kind`` at ``target``; ``automatic`` when there was a single opponent; ``protected`` when the
    target is protected (the effect will be void)."""

    seat: int
    target: int
    kind: str
    automatic: bool
    protected: bool


@dataclasses.dataclass(frozen=True)
class ProtectionBlocked(Event):
    """``protected_seat``'s Camouflage stopped ``seat``'s ``kind``. ``whole_effect`` is True for a single-victim
    effect (void as a whole: "the thief loses the turn"), False when only that opponent is skipped (accidental four)."""

    seat: int
    protected_seat: int
    kind: str
    whole_effect: bool


@dataclasses.dataclass(frozen=True)
class TokensMoved(Event):
    """``count`` tokens moved from ``source`` to ``dest`` (each a seat or ``"pot"``); ``requested`` is what the rule
    asked for (``count`` = min(requested, what the source had)); ``reason`` names the rule (``heist``,
    ``caught_return``, ``caught_pot``, ``swap``, ``contract``, ``contract_compensation``, ``recovery``, ``straight``,
    ``accidental_four``, ``announced_four``, ``failed_four``, ``no_combination``)."""

    source: int | str
    dest: int | str
    count: int
    requested: int
    reason: str


@dataclasses.dataclass(frozen=True)
class EscapeRoll(Event):
    """After Triple 1 ``seat`` rolled ``face``: ``escaped`` on 3–6, caught on 1–2."""

    seat: int
    face: int
    escaped: bool


@dataclasses.dataclass(frozen=True)
class FortunesSwapped(Event):
    """``seat`` and ``target`` swapped token totals: ``before`` and ``after`` are ``(seat's, target's)``."""

    seat: int
    target: int
    before: tuple[int, int]
    after: tuple[int, int]


@dataclasses.dataclass(frozen=True)
class TurnEnded(Event):
    """``seat``'s turn is over."""

    seat: int


@dataclasses.dataclass(frozen=True)
class GameWon(Event):
    """The game ended: ``winners`` (seats), ``reason`` ``"goal"`` (reached ``T − 3``) or ``"round_limit"`` (quick
    preset: most tokens after the last round, ties share), ``tokens`` per seat at the end."""

    winners: tuple[int, ...]
    reason: str
    tokens: tuple[int, ...]


# ---- view ---------------------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class LastCombination:
    """The most recent resolved turn's reading: ``seat``, ``kind`` (``None`` = no combination, ``"failed_four"`` =
    failed announce), final ``dice``, ``target`` (or ``None``)."""

    seat: int
    kind: str | None
    dice: tuple[int, ...]
    target: int | None


def _last_from_json(data: dict, _state: State) -> LastCombination:
    if not isinstance(data, dict) or set(data) != {"seat", "kind", "dice", "target"}:
        raise ValueError("last must hold seat, kind, dice and target")
    return LastCombination(as_int(data["seat"]), data["kind"], tuple(as_int(x) for x in data["dice"]),
                           None if data["target"] is None else as_int(data["target"]))


#: The last resolved turn, written as ``{"seat", "kind", "dice", "target"}``.
_LAST = Custom(lambda last, _state: {"seat": last.seat, "kind": last.kind, "dice": list(last.dice),
                                     "target": last.target}, _last_from_json)


@dataclasses.dataclass(frozen=True)
class CiteView(View):
    """What a seat sees (everything is public in this game).

    - ``phase``: ``"roll"`` (choose stop/announce/reroll), ``"target"`` (choose a victim) or ``"over"``;
    - ``active``: the seat whose turn it is (also after the game ends: the last active seat);
    - ``dice``: the 4 faces by position 1–4; ``roll``: rolls made this turn (1–3; 4 never); ``kept``: positions not
      rerolled by the last roll; ``announced``: whether the four was announced this turn;
    - ``combination``: the current dice's reading (kind or ``None``);
    - ``pending``: the combination waiting for a victim (phase ``target``), ``candidates``: the choosable seats;
    - ``tokens``: tokens per seat; ``pot``: tokens in the pot; ``total``: ``T``; ``goal``: ``T − 3``;
    - ``protected``: protected seats (ascending); ``round``: current round (1-based); ``round_limit``: 0 = none;
    - ``last_combination``: the last resolved turn (or ``None``); ``winners``: seats (empty while running).
    """

    phase: str
    active: int
    dice: tuple[int, ...]
    roll: int
    kept: tuple[int, ...]
    announced: bool
    combination: str | None
    pending: str | None
    candidates: tuple[int, ...]
    tokens: tuple[int, ...]
    pot: int
    total: int
    goal: int
    protected: tuple[int, ...]
    round: int
    round_limit: int
    last_combination: LastCombination | None
    winners: tuple[int, ...]


# ---- state --------------------------------------------------------------------------------------------------------
class CiteState(State):
    """A position of La Cité des Voleurs. See the module docstring and ``docs/games/cite.md`` for the format."""

    def __init__(self, game: CiteGame, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.tokens = [TOKENS_PER_PLAYER] * players
        self.pot = POT_START
        self.active = 0                      # [D] seat 0 starts
        self.round = 1
        self.dice: list[int] = [1] * DICE
        self.roll = 0
        self.kept: tuple[int, ...] = ()
        self.announced = False
        self.phase = PHASE_ROLL
        self.pending: str | None = None      # combination kind waiting for a target
        self.pending_face: int | None = None
        self.protected: set[int] = set()
        self.last: LastCombination | None = None
        self._winners: list[int] = []
        self.win_reason: str | None = None
        self.setup_events: tuple[Event, ...] = ()

    # ---- helpers ----------------------------------------------------------------------------------------------------
    @property
    def goal(self) -> int:
        """The goal ``T − 3`` (rules file, "Goal")."""
        return goal_for(self.players)

    @property
    def round_limit(self) -> int:
        """Rounds before the quick-preset end (0 = no limit)."""
        return int(self.options.get("round_limit") or 0)

    def opponents(self, seat: int | None = None) -> list[int]:
        """Seats other than ``seat`` (default the active one), ascending."""
        seat = self.active if seat is None else seat
        return [s for s in range(self.players) if s != seat]

    def _die(self) -> int:
        return self.rng.randint(1, FACES)

    def _move(self, source: int | str, dest: int | str, requested: int, reason: str) -> TokensMoved:
        """Move ``min(requested, what source has)`` tokens (rules file, "Tokens that are not there")."""
        have = self.pot if source == POT else self.tokens[source]
        count = max(0, min(requested, have))
        if source == POT:
            self.pot -= count
        else:
            self.tokens[source] -= count
        if dest == POT:
            self.pot += count
        else:
            self.tokens[dest] += count
        return TokensMoved(source, dest, count, requested, reason)

    def _start_turn(self, events: list[Event]) -> None:
        """Rules file "Turn" 1 and "Protection": protection ends, roll 1 of all dice."""
        seat = self.active
        events.append(TurnStarted(seat, self.round))
        if seat in self.protected:
            self.protected.discard(seat)
            events.append(ProtectionEnded(seat))
        self.phase = PHASE_ROLL
        self.announced = False
        self.pending = self.pending_face = None
        self.dice = [self._die() for _ in range(DICE)]
        self.roll = 1
        self.kept = ()
        events.append(DiceRolled(seat, 1, tuple(range(1, DICE + 1)), (), tuple(self.dice)))

    # ---- protocol ---------------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == PHASE_OVER else self.active

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def can_announce(self) -> bool:
        """Rules file "Announced four": after roll 1 or 2, exactly a triple, at least 1 token."""
        return (self.phase == PHASE_ROLL and self.roll < MAX_ROLLS and self.tokens[self.active] >= 1
                and exact_triple(self.dice) is not None)

    def legal_actions(self) -> list[Action]:
        if self.phase == PHASE_ROLL:
            out: list[Action] = [Stop()]
            if self.can_announce():
                out.append(Announce())
            out.extend(ALL_REROLLS)
            return out
        if self.phase == PHASE_TARGET:
            return [Target(s) for s in self.opponents()]
        return []

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.active
        if isinstance(action, Stop):
            events.append(Stopped(seat, self.roll, tuple(self.dice)))
            self._dice_final(events)
        elif isinstance(action, Reroll):
            for p in action.positions:
                self.dice[p - 1] = self._die()
            self.roll += 1
            self.kept = tuple(p for p in range(1, DICE + 1) if p not in action.positions)
            events.append(DiceRolled(seat, self.roll, action.positions, self.kept, tuple(self.dice)))
            if self.roll >= MAX_ROLLS:
                self._dice_final(events)
        elif isinstance(action, Announce):
            face, odd = exact_triple(self.dice)
            self.announced = True
            events.append(Announced(seat, face, odd))
            die = self._die()
            self.dice[odd - 1] = die
            self.roll += 1
            self.kept = tuple(p for p in range(1, DICE + 1) if p != odd)
            events.append(DiceRolled(seat, self.roll, (odd,), self.kept, tuple(self.dice), announced=True))
            success = die == face
            events.append(AnnounceResolved(seat, face, die, success))
            if success:
                events.append(CombinationFound(seat, ANNOUNCED_FOUR, face, tuple(self.dice),
                                               COMBINATION_NAMES[ANNOUNCED_FOUR]))
                self._need_target(ANNOUNCED_FOUR, face, events)
            else:
                # Failure: up to 2 tokens into the pot; the triple has no effect.
                events.append(self._move(seat, POT, FAILED_FOUR_LOSS, "failed_four"))
                self.last = LastCombination(seat, "failed_four", tuple(self.dice), None)
                self._end_turn(events)
        elif isinstance(action, Target):
            self._resolve(self.pending, self.pending_face, action.seat, False, events)
        return events

    def _dice_final(self, events: list[Event]) -> None:
        """Rules file "Turn" 3–4: read the final dice for one combination and resolve it (or ask for a target)."""
        seat = self.active
        kind, face = read_combination(self.dice)
        if kind is None:
            events.append(NoCombination(seat, tuple(self.dice)))
            events.append(self._move(seat, POT, NO_COMBINATION_LOSS, "no_combination"))
            self.last = LastCombination(seat, None, tuple(self.dice), None)
            self._end_turn(events)
            return
        events.append(CombinationFound(seat, kind, face, tuple(self.dice), COMBINATION_NAMES[kind]))
        if kind in SINGLE_VICTIM or (kind == STRAIGHT and self.pot == 0):
            self._need_target(kind, face, events)
        else:
            self._resolve(kind, face, None, False, events)

    def _need_target(self, kind: str, face: int, events: list[Event]) -> None:
        """[D] Ask for a victim only when there are at least two opponents; with one, choose it automatically."""
        opps = self.opponents()
        if len(opps) == 1:
            self._resolve(kind, face, opps[0], True, events)
            return
        self.phase = PHASE_TARGET
        self.pending, self.pending_face = kind, face
        events.append(TargetRequested(self.active, kind, tuple(opps),
                                      tuple(s for s in opps if s in self.protected)))

    def _resolve(self, kind: str, face: int, target: int | None, automatic: bool, events: list[Event]) -> None:
        """Resolve combination ``kind`` (rules file, combination table, "Protection"), then the goal check."""
        seat = self.active
        self.phase = PHASE_ROLL
        self.pending = self.pending_face = None
        if target is not None:
            shielded = target in self.protected
            events.append(TargetChosen(seat, target, kind, automatic, shielded))
            if shielded:
                # [D] a single-victim effect aimed at a protected player is void as a whole.
                events.append(ProtectionBlocked(seat, target, kind, True))
                self.last = LastCombination(seat, kind, tuple(self.dice), target)
                self._end_turn(events)
                return
        if kind == HEIST:
            events.append(self._move(target, seat, HEIST_STEAL, "heist"))
            escape = self._die()
            escaped = escape not in ESCAPE_CAUGHT
            events.append(EscapeRoll(seat, escape, escaped))
            if not escaped:
                events.append(self._move(seat, target, 1, "caught_return"))
                events.append(self._move(seat, POT, 1, "caught_pot"))
        elif kind == SWAP:
            before = (self.tokens[seat], self.tokens[target])
            diff = before[0] - before[1]
            if diff > 0:
                events.append(self._move(seat, target, diff, "swap"))
            elif diff < 0:
                events.append(self._move(target, seat, -diff, "swap"))
            events.append(FortunesSwapped(seat, target, before, (self.tokens[seat], self.tokens[target])))
        elif kind == CONTRACT:
            events.append(self._move(target, seat, CONTRACT_STEAL, "contract"))
            if self.pot > 0:
                events.append(self._move(POT, target, 1, "contract_compensation"))
        elif kind == CAMOUFLAGE:
            self.protected.add(seat)
            events.append(ProtectionStarted(seat))
        elif kind == RECOVERY:
            events.append(self._move(POT, seat, self.pot, "recovery"))
        elif kind == STRAIGHT:
            if target is None:
                events.append(self._move(POT, seat, 1, "straight"))
            else:
                events.append(self._move(target, seat, 1, "straight"))
        elif kind == ACCIDENTAL_FOUR:
            for opp in self.opponents():
                if opp in self.protected:
                    events.append(ProtectionBlocked(seat, opp, kind, False))
                else:
                    events.append(self._move(opp, seat, ACCIDENTAL_STEAL, "accidental_four"))
        elif kind == ANNOUNCED_FOUR:
            events.append(self._move(target, seat, self.tokens[target], "announced_four"))
            events.append(self._move(POT, seat, self.pot, "announced_four"))
        else:  # pragma: no cover - read_combination returns only the kinds above
            raise AssertionError(kind)
        self.last = LastCombination(seat, kind, tuple(self.dice), target)
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """Goal check ([D] active player first, then seat order), then the next turn or the quick-preset end."""
        seat = self.active
        events.append(TurnEnded(seat))
        order = [(seat + k) % self.players for k in range(self.players)]
        reached = [s for s in order if self.tokens[s] >= self.goal]
        if reached:
            self._finish([reached[0]], "goal", events)
            return
        self.active = (seat + 1) % self.players
        if self.active == 0:
            self.round += 1
            if self.round_limit and self.round > self.round_limit:
                self.round = self.round_limit
                best = max(self.tokens)
                self._finish([s for s in range(self.players) if self.tokens[s] == best], "round_limit", events)
                return
        self._start_turn(events)

    def _finish(self, winners: list[int], reason: str, events: list[Event]) -> None:
        self.phase = PHASE_OVER
        self._winners = winners
        self.win_reason = reason
        events.append(GameWon(tuple(winners), reason, tuple(self.tokens)))

    def scores(self) -> list[int]:
        """Tokens held per seat."""
        return list(self.tokens)

    def winners(self) -> list[int]:
        return list(self._winners)

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """``("goal", (tokens,))`` for a winner who reached the goal, ``("tokens", (tokens,))`` otherwise (the most
        tokens after the last round win; the rest rank by tokens)."""
        return ("goal" if won and self.win_reason == "goal" else "tokens"), (scores[seat],)

    def _view(self, seat: int | None) -> CiteView:
        """The single place deciding what a seat sees: here everything is public, so every seat sees the same."""
        return CiteView(
            **self.base_view_fields(seat),
            phase=self.phase,
            active=self.active,
            dice=tuple(self.dice),
            roll=self.roll,
            kept=self.kept,
            announced=self.announced,
            combination=read_combination(self.dice)[0],
            pending=self.pending,
            candidates=tuple(self.opponents()) if self.phase == PHASE_TARGET else (),
            tokens=tuple(self.tokens),
            pot=self.pot,
            total=sum(self.tokens) + self.pot,
            goal=self.goal,
            protected=tuple(sorted(self.protected)),
            round=self.round,
            round_limit=self.round_limit,
            last_combination=self.last,
            winners=tuple(self._winners),
        )

    def _check(self, complete: bool = True) -> None:
        """Invariants of a position read back: tokens ≥ 0 per seat and in the pot, summing to the total the game
        started with; four dice 1–6, the roll 1–3 with kept positions distinct 1–4; the phase and the pending
        combination consistent; protected, winners and the last turn naming real seats."""
        n = self.players
        check_list("tokens", self.tokens, n, item=lambda name, v: check_int(name, v, 0, n * TOKENS_PER_PLAYER
                                                                              + POT_START))
        check_int("pot", self.pot, 0, n * TOKENS_PER_PLAYER + POT_START)
        need(sum(self.tokens) + self.pot == n * TOKENS_PER_PLAYER + POT_START,
             f"the tokens sum to {sum(self.tokens) + self.pot}, not {n * TOKENS_PER_PLAYER + POT_START}")
        check_seat_or_none("active", self.active, n, optional=False)
        check_int("round", self.round, 1, MAX_COUNT)
        check_list("dice", self.dice, DICE, item=lambda name, v: check_int(name, v, 1, FACES))
        check_int("roll", self.roll, 1, MAX_ROLLS)
        need(all(isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= DICE for p in self.kept)
             and len(set(self.kept)) == len(self.kept), "kept must be distinct dice positions 1–4")
        check_bool("announced", self.announced)
        need(self.phase in (PHASE_ROLL, PHASE_TARGET, PHASE_OVER), f"phase must be roll/target/over, got "
                                                                   f"{self.phase!r:.40}")
        need(self.pending is None or self.pending in COMBINATION_NAMES, f"pending is not a combination: "
                                                                        f"{self.pending!r:.40}")
        need((self.phase == PHASE_TARGET) == (self.pending is not None), "pending is set outside the target phase")
        if self.pending_face is not None:
            check_int("pending_face", self.pending_face, 1, FACES)
        need(isinstance(self.protected, set) and all(isinstance(p, int) and 0 <= p < n for p in self.protected),
             "protected must name seats")
        if self.last is not None:
            check_seat_or_none("last.seat", self.last.seat, n, optional=False)
            need(self.last.kind is None or self.last.kind in COMBINATION_NAMES or self.last.kind == "failed_four",
                 f"last.kind is not a combination: {self.last.kind!r:.40}")
            need(len(self.last.dice) == DICE and all(1 <= f <= FACES for f in self.last.dice), "last.dice are not "
                                                                                                 "four faces 1–6")
            check_seat_or_none("last.target", self.last.target, n)
        check_list("winners", self._winners, max_len=n, item=lambda name, v: check_seat_or_none(name, v, n, False))
        need(len(set(self._winners)) == len(self._winners), "a seat wins twice")
        need((self.phase == PHASE_OVER) == bool(self._winners), "winners and the phase disagree")
        need(self.win_reason is None or isinstance(self.win_reason, str) and len(self.win_reason) <= 40,
             "win_reason is not a short text")

    #: The position format (``docs/games/cite.md``, "Position format"): to_dict, from_dict and clone.
    FIELDS = (
        Field("tokens", ListOf(Int(), length="players")), Field("pot", Int()), Field("active", Int()),
        Field("round", Int()), Field("dice", ListOf(Int(), length=DICE)), Field("roll", Int()),
        Field("kept", ListOf(Int(), max_len=DICE, as_tuple=True)), Field("announced", Bool()),
        Field("phase", Text((PHASE_ROLL, PHASE_TARGET, PHASE_OVER))), Field("pending", Text(optional=True)),
        Field("pending_face", Int(optional=True)), Field("protected", ListOf(Int(), max_len=6, as_set=True)),
        Field("last", Maybe(_LAST)), Field("_winners", ListOf(Int(), max_len=6), key="winners"),
        Field("win_reason", Text(optional=True)),
    )


# ---- game ---------------------------------------------------------------------------------------------------------
class CiteGame(Game):
    """La Cité des Voleurs: 2–6 players. Options: ``round_limit`` (int, 0 = play to the goal). Preset ``quick``:
    8 full rounds, then most tokens wins (ties share)."""

    manifest: ClassVar[Manifest] = Manifest(
        id="cite", name="La Cité des Voleurs", min_players=2, max_players=6, hidden_information=False, chance=True,
        options=(OptionSpec("round_limit", "int", 0, doc="full rounds before most tokens wins; 0 = play to the goal"),),
        presets={"quick": {"round_limit": 8}})
    position_version: ClassVar[int] = 1

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> CiteState:
        """A new game: 3 tokens each, 3 in the pot, seat 0 to roll (its roll 1 is already made)."""
        self.check_players(players)
        state = CiteState(self, players, seed, self.check_options(options))
        events: list[Event] = []
        state._start_turn(events)
        state.setup_events = tuple(events)
        return state

    def check_options(self, options: dict | None) -> dict:
        """The resolved options; ``ValueError`` for a ``round_limit`` that is not a whole number 0 or more."""
        opts = self.resolve_options(options)
        if not isinstance(opts["round_limit"], int) or not 0 <= opts["round_limit"] <= MAX_COUNT:
            raise ValueError(f"cite: option 'round_limit' takes a whole number of rounds, 0 or more (0 = no limit), "
                             f"got {opts['round_limit']!r:.40}")
        return opts

    def from_setup(self, players: int, *, tokens, pot: int, dice, roll: int = 1, active: int = 0,
                   protected=(), round: int = 1, seed: int = 0, options: dict | None = None) -> CiteState:
        """A position at a roll decision (for tests and puzzles): ``tokens`` per seat, ``pot``, the active seat's
        ``dice`` (4 faces) after ``roll`` (1 or 2), ``protected`` seats. Raises ``ValueError`` on a bad position."""
        state = self.new_state(players, seed=seed, options=options)
        tokens = [int(t) for t in tokens]
        dice = [int(d) for d in dice]
        if len(tokens) != players or min(tokens) < 0 or pot < 0:
            raise ValueError(f"cite: tokens must be {players} counts ≥ 0 and pot ≥ 0, got {tokens}, {pot}")
        if len(dice) != DICE or not all(1 <= d <= FACES for d in dice):
            raise ValueError(f"cite: dice must be 4 faces 1–6, got {dice}")
        if roll not in (1, 2):
            raise ValueError(f"cite: a setup is at roll 1 or 2 (a decision point), got {roll}")
        state.check_seat(active)
        state.tokens, state.pot, state.dice, state.roll, state.active = tokens, pot, dice, roll, active
        state.protected = {int(s) for s in protected}
        state.round = round
        state.setup_events = ()
        return state

    def parse_action(self, text: str) -> Action:
        """Read ``stop``, ``announce``, ``reroll 1 3`` (positions 1–4, each once) or ``target N``."""
        if not isinstance(text, str):
            raise IllegalAction(f"cite: action text must be a string, got {text!r}")
        words = text.strip().lower().split()
        if words == ["stop"]:
            return Stop()
        if words == ["announce"]:
            return Announce()
        if words and words[0] == "reroll" and 2 <= len(words) <= DICE + 1:
            try:
                positions = tuple(parse_number(w, 1, DICE) for w in words[1:])
            except IllegalAction:
                positions = ()
            if positions and len(set(positions)) == len(positions) and all(1 <= p <= DICE for p in positions):
                return Reroll(tuple(sorted(positions)))
        if len(words) == 2 and words[0] == "target":
            try:
                return Target(parse_number(words[1], 0, 99))
            except IllegalAction:
                pass  # the message below names the accepted forms
        raise IllegalAction(f"cite: no action {text!r}; accepted: 'stop', 'announce', 'reroll 1 3' (positions 1–4, "
                            f"each once), 'target N' (a seat number)")

    def sample_state(self, view: CiteView, rng: random.Random) -> CiteState:
        """The full position of ``view``: this game has no hidden information (every view holds the same facts), so
        the sample is the position itself, ``sample.view(view.seat) == view``, with a generator seeded from ``rng``
        (future dice differ from the real game's). ``pending_face`` is read from the dice, as the rules do.
        Provided so that every game answers the same determinization call; accepts the public view too."""
        st = CiteState(self, view.players, rng.getrandbits(32), self.check_options({"round_limit": view.round_limit}))
        st.tokens, st.pot, st.active, st.round = list(view.tokens), view.pot, view.active, view.round
        st.dice, st.roll, st.kept, st.announced = list(view.dice), view.roll, tuple(view.kept), view.announced
        st.phase, st.pending = view.phase, view.pending
        st.pending_face = read_combination(view.dice)[1] if view.pending is not None else None
        st.protected = set(view.protected)
        st.last = view.last_combination
        st._winners = list(view.winners)
        st.win_reason = None
        return st

    def blank_state(self, players: int, seed: int, options: dict) -> CiteState:
        """An empty position with checked options, for :meth:`from_dict` to fill."""
        return CiteState(self, players, seed, self.check_options(options))


GAME = CiteGame()
