"""Bots for La Cité des Voleurs (``cite``), deciding from a :class:`~thieves_arcade.engine.cite.CiteView` only.

- ``easy``: stops on any combination, otherwise keeps the most common face and rerolls the rest; announces a triple
  now and then at random; aims at the richest opponent (it does not look at protection).
- ``normal``: exact expectimax over the rest of the turn. Each of the 126 dice multisets gets the value, in the
  current position, of the combination it reads as (tokens gained and denied, the pot, protection, the goal); the
  chance of reaching every multiset from every set of kept dice is a precomputed 210 × 126 table, so the values of
  stopping, announcing and every reroll over the remaining rolls are two matrix products per decision. Victims are
  chosen by the same position value (threat: who is closest to the goal), never a protected seat unless forced.

Position value (tokens): ``f(mine) − 0.6·f(richest opponent) − 0.4·mean f(opponents)`` with a convex
``f(x) = x + 0.5·x²/goal`` (a token in the hands of someone near the goal weighs more); reaching the goal is worth
20 tokens more. (Tuned against easy over 1,600 games per variant; a softmax win-share estimate played worse.)
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from ..engine import cite as C
from ..engine.base import Action
from .base import Bot

# ---- dice tables (built once at import) ------------------------------------------------------------------------------
FACES = range(1, C.FACES + 1)
#: Every multiset of 4 dice as a sorted tuple (126).
MULTISETS = tuple(sorted(set(tuple(sorted(d)) for d in itertools.product(FACES, repeat=C.DICE))))
M_INDEX = {m: i for i, m in enumerate(MULTISETS)}
#: Every multiset of 0–4 kept dice (210).
KEPT = tuple(sorted({tuple(sorted(d)) for k in range(C.DICE + 1) for d in itertools.product(FACES, repeat=k)},
                    key=lambda t: (len(t), t)))
K_INDEX = {k: i for i, k in enumerate(KEPT)}


def _transition_table() -> np.ndarray:
    """``P[k, m]``: probability that keeping ``KEPT[k]`` and rerolling the other dice gives ``MULTISETS[m]``."""
    table = np.zeros((len(KEPT), len(MULTISETS)))
    for k, kept in enumerate(KEPT):
        n = C.DICE - len(kept)
        for roll in itertools.product(FACES, repeat=n):
            table[k, M_INDEX[tuple(sorted(kept + roll))]] += 1.0
        table[k] /= C.FACES ** n
    return table


P = _transition_table()


def _proper_subsets(m: tuple[int, ...]) -> list[int]:
    """Indices in ``KEPT`` of the distinct kept multisets of ``m`` with at least one die rerolled."""
    subs = {tuple(sorted(c)) for k in range(C.DICE) for c in itertools.combinations(m, k)}
    return sorted(K_INDEX[s] for s in subs)


_SUBS = [_proper_subsets(m) for m in MULTISETS]
SUBS = np.array([s + [s[0]] * (15 - len(s)) for s in _SUBS])     # padded to 15 columns (max distinct subsets)
READING = [C.read_combination(m) for m in MULTISETS]
TRIPLE_FACE = [next((f for f, n in Counter(m).items() if n == 3), 0) for m in MULTISETS]

class Weights(NamedTuple):
    """Tunable weights of the position value: ``threat`` (convexity of ``f(x) = x + threat·x²/goal``), ``lead``
    (share of the richest opponent against the mean of opponents), ``win`` (value of reaching the goal, tokens),
    ``camouflage`` (tokens saved per opponent turn while protected)."""

    threat: float = 0.5
    lead: float = 0.6
    win: float = 20.0
    camouflage: float = 0.35


NORMAL_WEIGHTS = Weights()


# ---- position value -----------------------------------------------------------------------------------------------
def position_value(tokens, me: int, goal: int, w: Weights = NORMAL_WEIGHTS) -> float:
    """The value for ``me`` of token counts ``tokens`` (per seat), in token units: ``w.win`` plus the tokens once
    ``me`` holds the goal, ``−w.win`` once an opponent does, else
    ``f(mine) − lead·f(richest opponent) − (1 − lead)·mean f(opponents)`` with ``f(x) = x + threat·x²/goal``."""
    if tokens[me] >= goal:
        return w.win + tokens[me]
    opps = [tokens[s] for s in range(len(tokens)) if s != me]
    if max(opps) >= goal:
        return -w.win

    def f(x):
        return x + w.threat * x * x / goal
    fo = [f(x) for x in opps]
    return f(tokens[me]) - w.lead * max(fo) - (1 - w.lead) * sum(fo) / len(fo)


class _Position:
    """The facts of a view the evaluation needs, with helpers to apply an effect hypothetically."""

    def __init__(self, view, w: Weights = NORMAL_WEIGHTS):
        self.w = w
        self.me = view.active
        self.tokens = tuple(view.tokens)
        self.pot = view.pot
        self.goal = view.goal
        self.protected = frozenset(view.protected)
        self.opps = [s for s in range(view.players) if s != self.me]

    def value(self, tokens) -> float:
        """Normal's position value of ``tokens`` (a tuple by seat) for this bot's seat: higher is better."""
        return position_value(tokens, self.me, self.goal, self.w)

    def moved(self, tokens, src, dst, n):
        """``tokens`` after moving ``min(n, src has)`` from seat ``src`` to seat ``dst`` (seats only)."""
        t = list(tokens)
        k = max(0, min(n, t[src]))
        t[src] -= k
        t[dst] += k
        return t

    def on_target(self, kind: str, target: int) -> float:
        """Expected value of ``kind`` aimed at ``target`` (rules file combination table; protection voids it)."""
        me, t0 = self.me, self.tokens
        if target in self.protected:
            return self.value(t0)
        if kind == C.HEIST:
            stolen = self.moved(t0, target, me, C.HEIST_STEAL)
            caught = self.moved(stolen, me, target, 1)
            caught[me] -= min(1, caught[me])
            # the goal is checked after the escape roll: escaped 4/6, caught 2/6
            return (4 * self.value(stolen) + 2 * self.value(caught)) / 6
        if kind == C.SWAP:
            t = list(t0)
            t[me], t[target] = t[target], t[me]
            return self.value(t)
        if kind == C.CONTRACT:
            t = self.moved(t0, target, me, C.CONTRACT_STEAL)
            if self.pot > 0:
                t[target] += 1
            return self.value(t)
        if kind == C.STRAIGHT:
            return self.value(self.moved(t0, target, me, 1))
        if kind == C.ANNOUNCED_FOUR:
            t = self.moved(t0, target, me, t0[target])
            t[me] += self.pot
            return self.value(t)
        raise ValueError(f"not a single-victim kind: {kind}")

    def best_target(self, kind: str) -> tuple[float, int]:
        """(value, seat) of the best victim. Ties go to an unprotected, then richer, then lower seat; a protected
        seat (a void effect) wins only when every real effect is worse than nothing (e.g. a forced swap while
        richest)."""
        key = max((self.on_target(kind, s), s not in self.protected, self.tokens[s], -s) for s in self.opps)
        return key[0], -key[3]

    def kind_value(self, kind: str | None) -> float:
        """Value of ending the turn on combination ``kind`` (``None`` = no combination)."""
        me, t0 = self.me, self.tokens
        if kind is None:
            t = list(t0)
            t[me] -= min(1, t[me])
            return self.value(t)
        if kind in C.SINGLE_VICTIM or (kind == C.STRAIGHT and self.pot == 0):
            return self.best_target(kind)[0]
        if kind == C.STRAIGHT:
            t = list(t0)
            t[me] += 1
            return self.value(t)
        if kind == C.RECOVERY:
            t = list(t0)
            t[me] += self.pot
            return self.value(t)
        if kind == C.ACCIDENTAL_FOUR:
            t = list(t0)
            for s in self.opps:
                if s not in self.protected:
                    t = self.moved(t, s, me, C.ACCIDENTAL_STEAL)
            return self.value(t)
        if kind == C.CAMOUFLAGE:
            leader = t0[me] >= max(t0[s] for s in self.opps)
            saved = self.w.camouflage * len(self.opps) * (1.6 if leader else 1.0) * min(1.0, t0[me] / 2)
            t = list(t0)
            t[me] = min(t[me] + saved, self.goal - 0.01)      # as if holding the tokens it will not lose
            return self.value(t)
        raise ValueError(kind)

    def announce_value(self) -> float:
        """Expected value of announcing: success 1/6 (victim's tokens and the pot), failure 5/6 (up to 2 to pot)."""
        t = list(self.tokens)
        t[self.me] -= min(C.FAILED_FOUR_LOSS, t[self.me])
        return (self.best_target(C.ANNOUNCED_FOUR)[0] + 5 * self.value(t)) / 6


def turn_tables(pos: _Position, can_announce: bool) -> tuple[np.ndarray, np.ndarray, list[np.ndarray]]:
    """Values by multiset: ``V0`` (final reading), ``A`` (announce, −inf where illegal) and ``E[r]``, the expected
    value of each kept multiset with ``r`` rolls left after the reroll (``E[0]`` = the reroll is the last roll)."""
    kinds = {k for k, _ in READING}
    kv = {k: pos.kind_value(k) for k in kinds}
    v0 = np.array([kv[k] for k, _ in READING])
    ann = np.full(len(MULTISETS), -np.inf)
    if can_announce:
        a = pos.announce_value()
        ann[[i for i, f in enumerate(TRIPLE_FACE) if f]] = a
    e0 = P @ v0                                                  # reroll into the final roll
    v1 = np.maximum(np.maximum(v0, ann), e0[SUBS].max(axis=1))   # one roll left, deciding
    e1 = P @ v1
    return v0, ann, [e0, e1]


# ---- learned win chances (hard) -------------------------------------------------------------------------------------
#: Names of the per-seat features of :func:`seat_features` (for docs and the trainer).
FEATURES = ("share", "share²", "need 1", "need 2", "need 3", "need 4", "pot wins", "protected", "broke",
            "moves next", "moves 2nd", "moves 3rd", "order", "next & need ≤ 3", "next & pot wins", "share × pot")


#: Weights of the win-chance model per player count (``tools/train_cite_value.py``; see :data:`FEATURES`).
HARD_WEIGHTS = {
    2: (0.2225, 0.1987, 0.2922, -0.0490, 0.0827, 0.0346, 0.2432, 0.1494,
        -0.1132, 0.0533, -0.0533, 0.0000, -0.0533, 0.1315, 0.1578, 0.1349),
    3: (0.5564, 0.4983, 0.2592, 0.2154, 0.1972, 0.0650, -0.0078, 0.0312,
        0.2224, 0.0404, 0.0307, -0.0707, -0.0555, 0.1504, 0.3534, -0.0487),
    4: (0.4251, 0.4297, 0.0701, 0.1450, 0.0150, -0.0477, 0.2134, 0.0008,
        0.0792, 0.0342, 0.0512, 0.0321, -0.0791, 0.2566, 0.3941, 0.2956),
    5: (0.1376, 0.3371, 0.2468, 0.1823, 0.1183, 0.0589, 0.2131, 0.0393,
        -0.0342, -0.0166, -0.0007, 0.0025, -0.0904, 0.1663, 0.4903, 0.3113),
    6: (0.0742, 0.1531, 0.4252, 0.1847, 0.1234, 0.1740, 0.2805, -0.0655,
        0.0029, -0.0119, -0.0034, -0.0011, -0.0465, 0.2191, 0.3699, 0.1618),
}
# [D] The 3-player fit played worse than normal (30.0 % vs 35.0 % over 600 games); the 4-player model plays level there.
HARD_WEIGHTS[3] = HARD_WEIGHTS[4]


def seat_features(tokens, pot: int, protected, mover: int, goal: int) -> np.ndarray:
    """Per-seat features of a position between turns (``mover`` about to start a turn, ``protected`` after the
    mover's protection ended), shape ``(seats, len(FEATURES))``; see :data:`FEATURES`. ``need`` = goal − tokens."""
    n = len(tokens)
    rows = []
    for s, tok in enumerate(tokens):
        t = tok / goal
        need = goal - tok
        d = (s - mover) % n
        wins = 1.0 if 0 < need <= pot else 0.0
        rows.append((t, t * t, need == 1, need == 2, need == 3, need == 4, wins, s in protected, tok == 0,
                     d == 0, d == 1, d == 2, d / max(1, n - 1), d == 0 and need <= 3, d == 0 and wins,
                     t * pot / goal))
    return np.array(rows, dtype=float)


def win_chances(tokens, pot: int, protected, mover: int, goal: int, weights) -> np.ndarray:
    """Estimated chance of winning per seat (a conditional logit over :func:`seat_features` with ``weights``);
    exactly 1 for a seat already at the goal."""
    reached = [s for s, t in enumerate(tokens) if t >= goal]
    if reached:
        out = np.zeros(len(tokens))
        out[reached[0]] = 1.0
        return out
    u = seat_features(tokens, pot, protected, mover, goal) @ weights
    e = np.exp(u - u.max())
    return e / e.sum()


# ---- bots -------------------------------------------------------------------------------------------------------
class EasyBot(Bot):
    """Simple heuristics: stop on any combination; keep the most common face; richest opponent as victim."""

    level = "easy"

    def choose(self, view) -> Action:
        if not view.legal:
            raise ValueError("cite easy bot: no legal action (not this seat's turn)")
        if view.phase == C.PHASE_TARGET:
            richest = max(view.tokens[s] for s in view.candidates)
            return C.Target(self.rng.choice([s for s in view.candidates if view.tokens[s] == richest]))
        legal = set(view.legal)
        if C.Announce() in legal and self.rng.random() < 0.25:
            return C.Announce()
        if view.combination is not None:
            return C.Stop()
        counts = Counter(view.dice)
        face = max(counts, key=lambda f: (counts[f], f))
        reroll = tuple(i + 1 for i, d in enumerate(view.dice) if d != face)
        return C.Reroll(reroll) if reroll else C.Stop()


class NormalBot(Bot):
    """Exact expected value of stop / announce / each reroll over the remaining rolls, in position-value units."""

    level = "normal"
    weights: Weights = NORMAL_WEIGHTS

    def choose(self, view) -> Action:
        if not view.legal:
            raise ValueError("cite normal bot: no legal action (not this seat's turn)")
        pos = _Position(view, self.weights)
        if view.phase == C.PHASE_TARGET:
            return C.Target(self._target(pos, view))
        return self._roll_decision(pos, view)

    def _target(self, pos: _Position, view) -> int:
        """The victim with the best outcome (see :meth:`_Position.best_target`)."""
        return pos.best_target(view.pending)[1]

    def _roll_decision(self, pos: _Position, view) -> Action:
        legal = set(view.legal)
        can_announce = C.Announce() in legal
        v0, ann, e = _cached_tables(pos.tokens, pos.pot, pos.me, pos.goal, pos.protected, can_announce, self.weights)
        return _best_roll_action(view, v0, ann, e, can_announce)


@lru_cache(maxsize=512)  # memo within a turn; 512 entries ≈ 2.5 MB (issue 19: memory stays flat)
def _cached_tables(tokens, pot, me, goal, protected, can_announce, w):
    """:func:`turn_tables` memoised on the facts they depend on (a position repeats within a turn)."""
    pos = _Position.__new__(_Position)
    pos.w = w
    pos.me, pos.tokens, pos.pot, pos.goal, pos.protected = me, tokens, pot, goal, protected
    pos.opps = [s for s in range(len(tokens)) if s != me]
    return turn_tables(pos, can_announce)


class _HardPosition(_Position):
    """A position valued in estimated chances of winning (:func:`win_chances`) rather than tokens: after this seat's
    turn the next seat moves (its protection ends), the pot is what the seats do not hold, and Camouflage is valued as
    the position with this seat protected (no fixed token bonus)."""

    def __init__(self, tokens, pot, me, goal, protected, weights):
        self.me, self.tokens, self.pot, self.goal = me, tuple(tokens), pot, goal
        self.protected = frozenset(protected)
        self.opps = [s for s in range(len(tokens)) if s != me]
        self.total = sum(tokens) + pot
        self.next = (me + 1) % len(tokens)
        self.weights = np.asarray(weights, dtype=float)

    def value(self, tokens, protected=None) -> float:
        """This seat's estimated chance of winning (0..1) with ``tokens`` by seat, the pot holding the rest, and
        ``protected`` seats (default: as now) — :func:`win_chances`."""
        prot = (self.protected if protected is None else protected) - {self.next}
        pot = self.total - sum(tokens)
        return float(win_chances(tokens, pot, prot, self.next, self.goal, self.weights)[self.me])

    def kind_value(self, kind: str | None) -> float:
        """The value of a combination ``kind``'s outcome; Camouflage is valued as this position with the bot
        protected."""
        if kind == C.CAMOUFLAGE:
            return self.value(self.tokens, self.protected | {self.me})
        return super().kind_value(kind)


class HardBot(NormalBot):
    """The normal bot's exact expectimax over the rest of the turn, but every outcome is valued by its estimated
    chance of winning (:func:`win_chances`, a conditional logit per player count fitted on self-play by
    ``tools/train_cite_value.py``: tokens and their square, distance to the goal, whether the pot alone would win,
    protection, turn order, …). So it maximises the probability of winning, not tokens: the same rule picks rerolls,
    the announce, Camouflage's timing (a protected seat is valued by the model) and the victim."""

    level = "hard"
    #: [D] With fewer seats the win-chance model measured no better than normal's token value (2 seats: 44.5 %,
    #: CI 39.7–49.4 %, 400 games), so there the hard bot plays exactly as normal; it differs from 3 seats up.
    model_from_seats = 3

    def choose(self, view) -> Action:
        if not view.legal:
            raise ValueError("cite hard bot: no legal action (not this seat's turn)")
        if view.players < self.model_from_seats:
            return super().choose(view)
        weights = HARD_WEIGHTS[min(max(view.players, min(HARD_WEIGHTS)), max(HARD_WEIGHTS))]
        pos = _HardPosition(view.tokens, view.pot, view.active, view.goal, view.protected, weights)
        if view.phase == C.PHASE_TARGET:
            return C.Target(pos.best_target(view.pending)[1])
        legal = set(view.legal)
        can_announce = C.Announce() in legal
        v0, ann, e = _hard_tables(pos.tokens, pos.pot, pos.me, pos.goal, pos.protected, can_announce)
        return _best_roll_action(view, v0, ann, e, can_announce)


    def advise(self, view):
        """The choice with its reasons: ``p`` (the win chance this bot's model expects after the advised move) and
        ``stop`` (after stopping now); for a victim, ``p`` after the effect on it. Below ``model_from_seats`` seats
        the normal bot's token values are shown as plain advice."""
        from .advice import Advice
        action = self.choose(view)
        if view.players < self.model_from_seats:
            return Advice(action, "plain", {})
        weights = HARD_WEIGHTS[min(max(view.players, min(HARD_WEIGHTS)), max(HARD_WEIGHTS))]
        pos = _HardPosition(view.tokens, view.pot, view.active, view.goal, view.protected, weights)
        if view.phase == C.PHASE_TARGET:
            return Advice(action, "ci_target", {"p": pos.on_target(view.pending, action.seat), "seat": action.seat})
        can_announce = C.Announce() in set(view.legal)
        v0, ann, e = _hard_tables(pos.tokens, pos.pot, pos.me, pos.goal, pos.protected, can_announce)
        m = M_INDEX[tuple(sorted(view.dice))]
        if isinstance(action, C.Reroll):
            kept = tuple(sorted(d for i, d in enumerate(view.dice) if i + 1 not in action.positions))
            p = e[C.MAX_ROLLS - view.roll - 1][K_INDEX[kept]]
        elif isinstance(action, C.Announce):
            p = ann[m]
        else:
            p = v0[m]
        return Advice(action, "ci_roll", {"p": float(p), "stop": float(v0[m])})


@lru_cache(maxsize=512)  # memo within a turn; 512 entries ≈ 2.5 MB (issue 19: memory stays flat)
def _hard_tables(tokens, pot, me, goal, protected, can_announce):
    """:func:`turn_tables` of a :class:`_HardPosition`, memoised on the facts they depend on."""
    pos = _HardPosition(tokens, pot, me, goal, protected, HARD_WEIGHTS[min(max(len(tokens), 2), 6)])
    return turn_tables(pos, can_announce)


def _best_roll_action(view, v0, ann, e, can_announce) -> Action:
    """The best of stop / announce / every reroll given the turn tables (ties: fewer dice rerolled, stop first)."""
    m = M_INDEX[tuple(sorted(view.dice))]
    exp = e[C.MAX_ROLLS - view.roll - 1]
    best: tuple[float, int, Action] = (v0[m], 0, C.Stop())
    if can_announce:
        best = max(best, (ann[m], -1, C.Announce()), key=lambda b: (b[0], -abs(b[1])))
    for action in C.ALL_REROLLS:
        kept = tuple(sorted(d for i, d in enumerate(view.dice) if i + 1 not in action.positions))
        value = exp[K_INDEX[kept]]
        if value > best[0] + 1e-9:
            best = (value, len(action.positions), action)
    return best[2]


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
