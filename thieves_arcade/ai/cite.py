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
        m = M_INDEX[tuple(sorted(view.dice))]
        left = C.MAX_ROLLS - view.roll                 # rolls left before this decision's reroll: 2 or 1
        exp = e[left - 1]
        best: tuple[float, int, Action] = (v0[m], 0, C.Stop())   # ties: fewer dice rerolled, stop first
        if can_announce:
            best = max(best, (ann[m], -1, C.Announce()), key=lambda b: (b[0], -abs(b[1])))
        for action in C.ALL_REROLLS:
            kept = tuple(sorted(d for i, d in enumerate(view.dice) if i + 1 not in action.positions))
            value = exp[K_INDEX[kept]]
            if value > best[0] + 1e-9:
                best = (value, len(action.positions), action)
        return best[2]


@lru_cache(maxsize=4096)
def _cached_tables(tokens, pot, me, goal, protected, can_announce, w):
    """:func:`turn_tables` memoised on the facts they depend on (a position repeats within a turn)."""
    pos = _Position.__new__(_Position)
    pos.w = w
    pos.me, pos.tokens, pos.pot, pos.goal, pos.protected = me, tokens, pot, goal, protected
    pos.opps = [s for s in range(len(tokens)) if s != me]
    return turn_tables(pos, can_announce)


LEVELS = {"easy": EasyBot, "normal": NormalBot}
