"""Pickpockets (``oodlar``) bots: ``easy`` (simple rules) and ``normal`` (a belief over who holds marked notes).

Both decide from their seat's :class:`~thieves_arcade.engine.oodlar.OodlarView` only. ``normal`` rebuilds its belief
from the view at every call (the public log, its own hand, its memory of the piles and the takes it saw), so it needs
no memory of its own and decides the same way for the same view.

The belief (:class:`Belief`) counts notes: every note of the deck that the seat cannot place (not in its hand, not in
its memory of a pile, not a take it saw) is "unseen". A stolen note of value *v* whose mark is unknown is marked with
probability ``unseen marked v / unseen v`` (a $30 is never marked, the $40 always is); a note taken unannounced is
drawn from what is left of the unseen notes. A seat that returns a note after a swap keeps each of its notes with
weight ``(k - 1) / k``. The chance that a seat holds 2+ marked notes is then a Poisson-binomial tail.
"""

from __future__ import annotations

import logging
import time
from collections import Counter

from ..engine.base import Action
from ..engine.oodlar import (
    CAUGHT_AT,
    DECK_COUNTS,
    GAME,
    OVER,
    PILES,
    Done,
    Note,
    OodlarState,
    OodlarView,
    Order,
    Peek,
    Return,
    Run,
    Steal,
    Swap,
    Unmask,
    marked_count,
    money,
)
from .base import Bot

log = logging.getLogger(__name__)

#: Values of the notes, for per-value counting.
VALUES = sorted({n.value for n in DECK_COUNTS})
#: Share of marked notes among the deck's notes of each value.
DECK_MARK_RATE = {v: DECK_COUNTS[Note(v, True)] / (DECK_COUNTS[Note(v, True)] + DECK_COUNTS[Note(v, False)])
                  for v in VALUES}


def chance_two_or_more(ps: list[float]) -> float:
    """P(at least 2 successes) for independent Bernoulli trials with probabilities ``ps`` (Poisson-binomial tail)."""
    p0, p1 = 1.0, 0.0
    for p in ps:
        p0, p1 = p0 * (1 - p), p1 * (1 - p) + p0 * p
    return max(0.0, 1.0 - p0 - p1)


class Belief:
    """What a seat may infer from its view: per other seat, a list of held-note slots, and the unseen-note pool.

    ``slots[seat]`` is a list of ``[value | None, note | None, weight]`` (value known from a steal, note known from a
    seen take, weight = chance the note is still held). :meth:`p_marked` gives the chance a slot is marked,
    :meth:`caught` the chance a seat holds 2+ marked notes.
    """

    #: how much a returned note is taken to be a marked one when the seat likely holds one (0 = any note alike)
    shed_bias = 0.8

    def __init__(self, view: OodlarView):
        me = view.seat
        self.view = view
        seen_notes = {k.index: k.note for k in view.known_takes}
        known = Counter(view.hand) + Counter(view.known[0]) + Counter(view.known[1]) + Counter(seen_notes.values())
        self.unseen = Counter({n: max(0, c - known[n]) for n, c in DECK_COUNTS.items()})
        self.slots: dict[int, list[list]] = {s: [] for s in range(view.players) if s != me}
        #: per pile, the mixtures returned on top by others that nobody took since: list of slot lists, top first
        self.returned_tops: dict[str, list[list[list]]] = {p: [] for p in PILES}
        for i, e in enumerate(view.log):
            if e.move in ("steal", "swap"):
                if self.returned_tops[e.pile]:
                    self.returned_tops[e.pile].pop(0)
                if e.seat != me:
                    self.slots[e.seat].append([e.value, seen_notes.get(i), 1.0])
            elif e.move == "return":
                if e.seat != me:
                    self._returned(self.slots[e.seat], e.pile)
                else:
                    self.returned_tops[e.pile].insert(0, [])
            elif e.move == "peek" and e.seat != me:
                self.returned_tops[e.pile] = []
        # unseen notes of each value, less those announced in others' hands with an unknown mark
        self.rate = {}
        pool = Counter()
        for v in VALUES:
            clean, marked = self.unseen[Note(v, False)], self.unseen[Note(v, True)]
            total = clean + marked
            self.rate[v] = marked / total if total else DECK_MARK_RATE[v]
            announced = sum(s[2] for held in self.slots.values() for s in held if s[0] == v and s[1] is None)
            left = max(0.0, total - announced)
            pool[(v, True)] = left * self.rate[v]
            pool[(v, False)] = left * (1 - self.rate[v])
        size = sum(pool.values())
        self.blind_rate = sum(c for (v, m), c in pool.items() if m) / size if size else 0.33
        self.blind_value = sum(c * v for (v, m), c in pool.items()) / size if size else 24.0

    def _returned(self, held: list[list], pile: str) -> None:
        """A seat put back one of ``held``: with ``shed_bias`` it is a marked note when it has one (thieves swap to
        shed), else any note alike. Lowers each slot's weight by its chance of being the one returned."""
        k = sum(s[2] for s in held)
        if k <= 0:
            self.returned_tops[pile].insert(0, [])
            return
        # marks are judged with the deck ratios here: the pool is not counted yet during the log replay
        marks = [s[2] * (1.0 if s[1] is not None and s[1].marked else 0.0 if s[1] is not None
                         else DECK_MARK_RATE.get(s[0], 1 / 3)) for s in held]
        total = sum(marks)
        bias = self.shed_bias * min(1.0, total)
        out = []
        for s, m in zip(held, marks, strict=True):
            r = bias * (m / total if total else 0.0) + (1 - bias) * s[2] / k
            r = min(r, s[2])
            out.append([s[0], s[1], r])
            s[2] -= r
        self.returned_tops[pile].insert(0, out)

    def p_marked(self, slot: list) -> float:
        """Chance the note of ``slot`` is marked (ignoring its weight)."""
        value, note, _ = slot
        if note is not None:
            return 1.0 if note.marked else 0.0
        if value is not None:
            return self.rate[value]
        return self.blind_rate

    def caught(self, seat: int) -> float:
        """Chance ``seat`` (not this view's seat) holds 2 or more marked notes."""
        return chance_two_or_more([s[2] * self.p_marked(s) for s in self.slots[seat]])

    def anyone_caught(self) -> float:
        """Chance that at least one other seat holds 2+ marked notes (seats taken as independent)."""
        none = 1.0
        for seat in self.slots:
            none *= 1 - self.caught(seat)
        return 1 - none

    def top(self, pile: str) -> tuple[float, float]:
        """(chance marked, expected value in dollars) of the top note of ``pile`` as far as this seat knows."""
        known = self.view.known[PILES.index(pile)]
        if known:
            return (1.0 if known[0].marked else 0.0, float(known[0].value))
        mixtures = self.returned_tops[pile]
        if mixtures and mixtures[0]:
            held = mixtures[0]
            w = sum(s[2] for s in held) or 1.0
            p = sum(s[2] * self.p_marked(s) for s in held) / w
            v = sum(s[2] * (s[0] if s[0] is not None else (s[1].value if s[1] else self.blind_value))
                    for s in held) / w
            return p, v
        return self.blind_rate, self.blind_value


def _own(view: OodlarView) -> tuple[int, int]:
    return money(view.hand), marked_count(view.hand)


def _marked_first_order(seen: tuple) -> list[int]:
    """Positions (1-based) of ``seen``: marked notes on top for others to take, then clean notes richest first."""
    ranked = sorted(range(len(seen)), key=lambda i: (not seen[i].marked, -seen[i].value, i))
    return [i + 1 for i in ranked]


def _next_order(view: OodlarView, plan: list[int]) -> Action:
    for pos in plan:
        if pos not in view.placed:
            return Order(pos)
    return view.legal[0]  # pragma: no cover - a plan always covers every position


class EasyBot(Bot):
    """Simple rules: run when the run surely succeeds; with 2+ marked notes swap one away; otherwise mostly steal from
    a random pile, sometimes peek (keeping the order) and never unmask."""

    level = "easy"

    def choose(self, view: OodlarView) -> Action:
        """One of ``view.legal``. Raises ``ValueError`` when it is not this seat's turn."""
        if not view.legal:
            raise ValueError("oodlar easy bot: no legal action (not this seat's turn)")
        legal = list(view.legal)
        cash, marks = _own(view)
        if view.phase == "turn":
            if marks < CAUGHT_AT and cash >= view.run_target:
                return Run()
            piles = [a.pile for a in legal if isinstance(a, Steal)]
            if not piles:
                return Run()
            if marks >= CAUGHT_AT and self.rng.random() < 0.7:
                return Swap(self.rng.choice(piles))
            if self.rng.random() < 0.15:
                return Peek(self.rng.choice(piles))
            return Steal(self.rng.choice(piles))
        if view.phase == "return":
            marked = [i + 1 for i, n in enumerate(view.hand) if n.marked]
            card = self.rng.choice(marked) if marked else len(view.hand)
            return Return(card, self.rng.choice(PILES))
        if view.phase == "order":
            return legal[0]
        return Done()


class NormalBot(Bot):
    """Belief-driven play (see the module docstring):

    - run when it surely escapes (0–1 marked and the target reached);
    - unmask (peek, then hands up) when some other seat very likely holds 2+ marked notes;
    - with 2+ marked notes, swap from the safest pile and put a marked note back;
    - otherwise steal the best top: with no marked note, the best expected value less a small charge for the chance
      of a mark; with one, a top known to be clean if there is one, else the least risky top. (Information peeks
      with one marked note, ``info_peeks > 0``, measured weaker and are off.) A peek puts the marked notes on top
      for the others to take.
    """

    level = "normal"
    #: chance that someone holds 2+ marked notes that makes it peek to unmask, and that makes it shout hands up
    peek_to_unmask = 0.7
    unmask = 0.7
    #: chance a blind top is marked above which a seat with one marked note peeks rather than steals
    risky_top = 0.4
    #: information peeks it allows itself per game (0: measured best; a cap so peeking never loops)
    info_peeks = 0

    def choose(self, view: OodlarView) -> Action:
        """One of ``view.legal``. Raises ``ValueError`` when it is not this seat's turn."""
        if not view.legal:
            raise ValueError("oodlar normal bot: no legal action (not this seat's turn)")
        if view.phase == "order":
            return _next_order(view, _marked_first_order(view.seen))
        belief = Belief(view)
        if view.phase == "decide":
            return Unmask() if belief.anyone_caught() >= self.unmask else Done()
        if view.phase == "return":
            return self._return(view)
        return self._turn(view, belief)

    def _turn(self, view: OodlarView, belief: Belief) -> Action:
        cash, marks = _own(view)
        if marks < CAUGHT_AT and cash >= view.run_target:
            return Run()
        piles = [p for p in PILES if view.pile_sizes[PILES.index(p)]]
        if not piles:  # pragma: no cover - an empty wallet ends the game first
            return Run()
        unknown = {p: view.pile_sizes[PILES.index(p)] - len(view.known[PILES.index(p)]) for p in piles}
        if belief.anyone_caught() >= self.peek_to_unmask:
            return Peek(max(piles, key=lambda p: (unknown[p], p == "A")))
        tops = {p: belief.top(p) for p in piles}
        if marks >= CAUGHT_AT:
            return Swap(min(piles, key=lambda p: (tops[p][0], -tops[p][1])))
        stalled = len(view.log) > 120
        my_peeks = sum(1 for e in view.log if e.seat == view.seat and e.move == "peek")
        if marks == 0:
            # a marked note is affordable: value first, a little wary of marks
            return Steal(max(piles, key=lambda p: tops[p][1] - 15 * tops[p][0]))
        safe = [p for p in piles if tops[p][0] == 0.0]
        if safe:
            return Steal(max(safe, key=lambda p: tops[p][1]))
        best = min(piles, key=lambda p: (tops[p][0], -tops[p][1]))
        if (tops[best][0] > self.risky_top and not stalled and my_peeks < self.info_peeks
                and max(unknown.values()) >= 2):
            return Peek(max(piles, key=lambda p: (unknown[p], p == "A")))
        return Steal(best)

    def _return(self, view: OodlarView) -> Action:
        """Put back the cheapest marked note (or the cheapest note) on the pile whose known top matters least."""
        hand = view.hand
        marked = [i for i, n in enumerate(hand) if n.marked]
        pool = marked or list(range(len(hand)))
        card = min(pool, key=lambda i: (hand[i].value, -i)) + 1
        pile = min(PILES, key=lambda p: (len(view.known[PILES.index(p)]), p != view.pile))
        return Return(card, pile)


# ---- hard: information-set Monte Carlo over determinizations -------------------------------------------------------
def view_memory(view: OodlarView) -> dict[str, list[Note]]:
    """This seat's memory of the piles as the engine keeps it (pile → known notes, top first, non-empty only)."""
    return {p: list(view.known[k]) for k, p in enumerate(PILES) if view.known[k]}


def _share(winners, seat: int) -> float:
    return 1.0 / len(winners) if seat in winners else 0.0


class HardBot(Bot):
    """Information-set Monte Carlo: for each candidate move, the average win share over ``samples`` determinizations
    (``GAME.sample_state``, which keeps every fact of the view; the same ones for every move) of the game played
    out from it with the ``normal`` policy for every seat (this one included after the move). A sample the sampler
    cannot make consistent within its count (long swap wars) is skipped, never guessed; with none, the normal move is
    played. Candidates: every turn move, every distinct ``return`` (note ×
    pile), ``hands up`` / ``done``; a peek's order is the normal bot's (marked notes on top). A run that surely succeeds
    is taken at once. Ties go to the normal bot's own choice. Deterministic given the seed (a fixed number of samples;
    ``time_cap`` seconds is only a logged safety cap for a pathologically slow machine).
    """

    level = "hard"
    samples = 16
    time_cap = 20.0
    max_moves = 400

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.policy = NormalBot(seed)

    def choose(self, view: OodlarView) -> Action:
        """One of ``view.legal``. Raises ``ValueError`` when it is not this seat's turn."""
        if not view.legal:
            raise ValueError("oodlar hard bot: no legal action (not this seat's turn)")
        default = self.policy.choose(view)
        if view.phase == "order":
            return default
        cash, marks = _own(view)
        if view.phase == "turn" and marks < CAUGHT_AT and cash >= view.run_target:
            return Run()
        candidates = self._candidates(view)
        if len(candidates) <= 1:
            return default
        totals = dict.fromkeys(candidates, 0.0)
        start = time.perf_counter()
        used = 0
        for k in range(self.samples):
            try:
                sample = GAME.sample_state(view, self.rng)
            except RuntimeError:  # no consistent position found within the sampler's count: skip, never guess
                log.debug("oodlar hard: sample %d found no position consistent with the view", k)
                continue
            used += 1
            for action in candidates:
                totals[action] += self._playout(sample.clone(), action, view.seat)
            if time.perf_counter() - start > self.time_cap:  # pragma: no cover - safety cap only
                log.warning("oodlar hard: hit the %.1f s safety cap after %d of %d samples", self.time_cap, k + 1,
                            self.samples)
                break
        if not used:  # every sample failed (a long swap war the sampler cannot untangle): the normal move
            return default
        self.last_totals, self.last_used = totals, used
        best = max(totals.values())
        if totals.get(default, -1.0) >= best - 1e-9:
            return default
        return next(a for a in candidates if totals[a] >= best - 1e-9)

    def advise(self, view: OodlarView):
        """The choice with its reasons: ``p`` / ``q`` (win share over this bot's simulated games of the chosen and
        of the next best candidate), ``n`` (simulations); a sure run or the normal plan when there is no search."""
        from .advice import Advice
        self.last_totals = None
        action = self.choose(view)
        totals = self.last_totals
        if totals is None:
            reason = "od_run" if isinstance(action, Run) else "od_plan"
            return Advice(action, reason, {})
        n = self.last_used
        ranked = sorted(totals.values(), reverse=True)
        return Advice(action, "od_search", {"p": totals.get(action, ranked[0]) / n,
                                             "q": (ranked[1] if len(ranked) > 1 else ranked[0]) / n, "n": n})

    def _candidates(self, view: OodlarView) -> list[Action]:
        if view.phase == "return":
            out, seen = [], set()
            for a in view.legal:
                key = (view.hand[a.card - 1], a.pile)
                if key not in seen:
                    seen.add(key)
                    out.append(a)
            return out
        if view.phase == "turn":
            cash, marks = _own(view)
            # a run that fails is a sure loss: never worth simulating
            return [a for a in view.legal if not isinstance(a, Run) or (marks < CAUGHT_AT and cash >= view.run_target)]
        return list(view.legal)

    def _playout(self, st: OodlarState, action: Action, me: int) -> float:
        """Win share of ``me`` after ``action`` with every seat then playing the normal policy."""
        st.apply(action)
        bots = _ROLLOUT_BOTS
        moves = 0
        while not st.is_over and moves < self.max_moves:
            seat = st.current_player
            st.apply(bots.choose(st.view(seat)))
            moves += 1
        return _share(st.winners(), me) if st.phase == OVER else 0.0


_ROLLOUT_BOTS = NormalBot(0)   # deterministic (it never draws from its generator): one instance serves every seat


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
