"""Bots for Pierre Papier Morpion (``engine/morpion.py``), deciding from a :class:`MorpionView` only.

- ``easy``: random throws; takes the reward that adds most to its own score right now (hidden token at its expected
  value), never peeks.
- ``normal``: throws drawn uniformly (the duel is rock-paper-scissors, so uniform cannot be exploited); rewards by
  expectimax: the current round exactly (the hidden token by its distribution given what has been seen, the
  opponent's reply as a minimiser who knows what the rules let it know), one more whole round (duel 1/2 each, both
  choices, hidden token by distribution), then an evaluation of the rest (expected equipment groups, line and
  crown chances, converted to a win chance). With ``binoculars`` it peeks when the expected value of the
  information beats keeping the Binocular's point.
- ``hard``: the same search, plus a model of the opponent's throws (marginal frequencies, frequencies after its
  previous throw, and after its previous throw and how that duel went for it — a win-stay / lose-shift player —,
  read from ``view.duel_log`` and kept in memory across games). Each predictor is scored online by how
  its best response would have fared; when the best predictor's record is strong (z ≥ 1 over ≥ 4 duels) the bot
  best-responds, otherwise it throws uniformly.

Utility everywhere is seen from the bot's seat: +1 win, −1 loss, 0 draw (the evaluation estimates it in between).
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

from ..engine.base import Action
from ..engine.morpion import (
    BEATS,
    BINOCULAR_POINTS,
    CELLS,
    EQUIPMENT,
    KINDS,
    LINE_POINTS,
    LINES,
    PLUS2_POINTS,
    THROWS,
    MorpionView,
    Peek,
    Take,
    Throw,
    best_bonus_split,
    group_points,
    reward_pool,
)
from .base import Bot

K = len(KINDS)  # pencil eraser ruler crown plus2 bonus
KIDX = {k: i for i, k in enumerate(KINDS)}
CROWN_I, PLUS2_I, BONUS_I = KIDX["crown"], KIDX["plus2"], KIDX["bonus"]
LINE_MASKS = tuple(sum(1 << (c - 1) for c in line) for line in LINES)
LINES_IN_MASK = tuple(sum(1 for lm in LINE_MASKS if m & lm == lm) for m in range(1 << CELLS))
#: Value of a Bonus piece in the evaluation (points; the exact best split is used at the end).
BONUS_EVAL = 1.5
#: Beaten-by: the throw that beats each throw.
BEATEN_BY = {loser: winner for winner, loser in BEATS.items()}


def _binom_table(max_a: int = 14, max_n: int = 24) -> list[list[float]]:
    """``T[a][n]`` = E[group points of a + Binomial(n, 1/2)] for one equipment kind."""
    table = []
    for a in range(max_a + 1):
        row = []
        for n in range(max_n + 1):
            row.append(sum(math.comb(n, x) * group_points(a + x) for x in range(n + 1)) / 2 ** n)
        table.append(row)
    return table


_T = _binom_table()


def _group_eval(a: int, n: float) -> float:
    """Expected points of ``a`` pieces plus half of ``n`` (fractional) future pieces, interpolated in ``n``."""
    a = min(a, 14)
    lo = int(n)
    if lo >= 24:
        return _T[a][24]
    frac = n - lo
    return _T[a][lo] + frac * (_T[a][lo + 1] - _T[a][lo]) if frac else _T[a][lo]


@lru_cache(maxsize=1 << 13)  # ≈ 3 MB at most (issue 19: memory stays flat)
def _line_potential(mine: int, theirs: int) -> float:
    """Expected line points of the gang holding ``mine`` when each free cell goes to it with chance 1/2."""
    total = 0.0
    for lm in LINE_MASKS:
        if lm & theirs:
            continue
        free = bin(lm & ~mine).count("1")
        total += LINE_POINTS * 0.5 ** free
    return total


@lru_cache(maxsize=1 << 13)  # ≈ 3 MB at most (issue 19: memory stays flat)
def _final_points(counts: tuple, mask: int, binoc: int, binoc_variant: bool) -> tuple[int, int]:
    """(total points, lines) of a gang at the end, exactly as the engine scores it."""
    if counts[BONUS_I]:
        eq, _ = best_bonus_split(dict(zip(EQUIPMENT, counts[:3], strict=True)), counts[BONUS_I])
    else:
        eq = group_points(counts[0]) + group_points(counts[1]) + group_points(counts[2])
    lines = LINES_IN_MASK[mask]
    pts = LINE_POINTS * lines + eq + PLUS2_POINTS * counts[PLUS2_I]
    if binoc_variant:
        pts += BINOCULAR_POINTS * binoc
    return pts, lines


def _add(counts: tuple, k: int) -> tuple:
    return counts[:k] + (counts[k] + 1,) + counts[k + 1:]


def _sub(counts: tuple, k: int) -> tuple:
    return counts[:k] + (counts[k] - 1,) + counts[k + 1:]


class _Search:
    """Expectimax over the rest of one game, from one seat's view. Values are in [-1, 1] for the bot's seat."""

    def __init__(self, view: MorpionView, depth: int = 1):
        me = view.seat
        self.me = me
        self.depth = depth
        self.binoc_variant = view.variant_binoculars
        self.vis = [KIDX[c.visible] if c.visible is not None else None for c in view.cells]
        full = Counter(reward_pool(view.variant_equipment_bonus))
        for c in view.cells:
            if c.visible is not None:
                full[c.visible] -= 1
        for coll in view.collections:
            for t in coll:
                full[t] -= 1
        self.pool = tuple(full[k] for k in KINDS)  # unseen: hidden tokens still on cells + discards
        self.my = tuple(Counter(view.collections[me])[k] for k in KINDS)
        self.op = tuple(Counter(view.collections[1 - me])[k] for k in KINDS)
        self.mm = sum(1 << (c.cell - 1) for c in view.cells if c.controller == me)
        self.om = sum(1 << (c.cell - 1) for c in view.cells if c.controller == 1 - me)
        self.mb, self.ob = view.binoculars[me], view.binoculars[1 - me]
        # visible counts on cells r..8 for each r (the evaluation's known future pieces)
        self.vis_after = []
        for r in range(CELLS + 1):
            v = [0] * K
            for c in range(r, CELLS):
                if self.vis[c] is not None:
                    v[self.vis[c]] += 1
            self.vis_after.append(v)
        self.memo: dict = {}
        self.future_cache: dict = {}
        self.nodes = 0  # settle() calls, the search's cost measure

    # ---- leaves ----
    def terminal(self, my, op, mm, om, mb, ob) -> float:
        """The end of the game from the bot's side: 1 (win), 0 (draw) or -1 (loss), by points then lines (rules
        "Scoring")."""
        a, la = _final_points(my, mm, mb, self.binoc_variant)
        b, lb = _final_points(op, om, ob, self.binoc_variant)
        if (a, la) == (b, lb):
            return 0.0
        return 1.0 if (a, la) > (b, lb) else -1.0

    def _future(self, r, pool) -> tuple:
        """Per (round, unseen pool): equipment tables ``G[k][a]``, crown facts and the win-chance scale."""
        key = (r, pool)
        hit = self.future_cache.get(key)
        if hit is not None:
            return hit
        h = CELLS - r
        total = sum(pool)
        vis = self.vis_after[r]
        fut = [vis[k] + (h * pool[k] / total if total else 0.0) for k in range(K)]
        tables = tuple(tuple(_group_eval(a, fut[k]) for a in range(15)) for k in range(3))
        unseen, vis_c = pool[CROWN_I], vis[CROWN_I]
        p_on_board = math.comb(h, unseen) / math.comb(total, unseen) if total else 1.0
        scale = 1.0 + 1.3 * math.sqrt(3 * h)
        hit = (tables, unseen + vis_c, p_on_board, scale)
        self.future_cache[key] = hit
        return hit

    def evaluate(self, r, my, op, mm, om, pool, mb, ob) -> float:
        """Estimated utility at the start of round ``r`` (0-based cell index): expected point difference if every
        reward left went to either gang with chance 1/2 (equipment groups, +2, Bonus, line chances, Binoculars),
        through tanh into a win chance, mixed with both gangs' chances of collecting all three Crowns."""
        (g0, g1, g2), crowns_left, p_on_board, scale = self._future(r, pool)
        d = (g0[min(my[0], 14)] + g1[min(my[1], 14)] + g2[min(my[2], 14)]
             - g0[min(op[0], 14)] - g1[min(op[1], 14)] - g2[min(op[2], 14)])
        d += PLUS2_POINTS * (my[PLUS2_I] - op[PLUS2_I]) + BONUS_EVAL * (my[BONUS_I] - op[BONUS_I])
        d += _line_potential(mm, om) - _line_potential(om, mm)
        if self.binoc_variant:
            d += BINOCULAR_POINTS * (mb - ob)
        pc_me = pc_op = 0.0
        if not op[CROWN_I] and crowns_left >= 3 - my[CROWN_I]:
            pc_me = p_on_board * 0.5 ** (3 - my[CROWN_I])
        if not my[CROWN_I] and crowns_left >= 3 - op[CROWN_I]:
            pc_op = p_on_board * 0.5 ** (3 - op[CROWN_I])
        return pc_me - pc_op + (1.0 - pc_me - pc_op) * math.tanh(d / scale)

    # ---- one round's outcomes ----
    def settle(self, r, my, op, mm, om, pool, mb, ob, owners, k, depth) -> float:
        """Value after round ``r``'s rewards go to ``owners`` = (visible, hidden, cell) owner (0 me, 1 opponent,
        ``None`` = already given) with hidden kind ``k``; then the next round (searched or evaluated)."""
        self.nodes += 1
        ov, oh, oc = owners
        vk = self.vis[r]
        if ov is not None and vk is not None:
            if ov == 0:
                my = _add(my, vk)
            else:
                op = _add(op, vk)
        if oh is not None:
            pool = _sub(pool, k)
            if oh == 0:
                my = _add(my, k)
            else:
                op = _add(op, k)
        if oc is not None:
            if oc == 0:
                mm |= 1 << r
            else:
                om |= 1 << r
        if my[CROWN_I] >= 3:
            return 1.0
        if op[CROWN_I] >= 3:
            return -1.0
        return self.round_start(r + 1, my, op, mm, om, pool, mb, ob, depth)

    def round_start(self, r, my, op, mm, om, pool, mb, ob, depth) -> float:
        """Value at the start of round ``r``: duel 1/2 each, then both choices, hidden token unknown to both."""
        if r >= CELLS:
            return self.terminal(my, op, mm, om, mb, ob)
        if depth <= 0:
            return self.evaluate(r, my, op, mm, om, pool, mb, ob)
        key = (r, my, op, mm, om, pool, mb, ob, depth)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        dist = self.hidden_dist(pool)
        table = self.outcomes(r, my, op, mm, om, pool, mb, ob, ("visible", "hidden", "cell"), dist, depth - 1)
        v = 0.5 * self.winner_value(table, dist, 0) + 0.5 * self.winner_value(table, dist, 1)
        self.memo[key] = v
        return v

    @staticmethod
    def hidden_dist(pool) -> list[tuple[int, float]]:
        """``[(kind index, probability)]`` of a face-down token drawn from ``pool`` (counts of unseen tokens by
        kind)."""
        total = sum(pool)
        return [(k, n / total) for k, n in enumerate(pool) if n]

    def outcomes(self, r, my, op, mm, om, pool, mb, ob, rewards, dist, depth, winners=(0, 1)) -> dict:
        """``{(owner of visible, hidden, cell): {kind: value}}`` for every split of ``rewards`` in which the
        winner gets two and the loser one (or, with two left, one each)."""
        table: dict = {}
        n = len(rewards)
        for w in winners:
            for li in range(n):
                owners = {rw: w for rw in rewards}
                owners[rewards[li]] = 1 - w
                key = tuple(owners.get(x) for x in ("visible", "hidden", "cell"))
                if key in table:
                    continue
                if key[1] is None:
                    table[key] = {None: self.settle(r, my, op, mm, om, pool, mb, ob, key, None, depth)}
                else:
                    table[key] = {k: self.settle(r, my, op, mm, om, pool, mb, ob, key, k, depth) for k, _ in dist}
        return table

    @staticmethod
    def expect(row: dict, dist) -> float:
        """The expected value of ``row`` (values by hidden-token kind, or one value under ``None``) over ``dist``."""
        if None in row:
            return row[None]
        return sum(p * row[k] for k, p in dist)

    def winner_value(self, table, dist, w, known: int | None = None) -> float:
        """Value when seat ``w`` (0 me, 1 opponent) picks first among all three rewards; ``known`` is the hidden
        kind if the bot alone knows it (a peek), used for the values but not for the opponent's choices."""
        best = None
        for a in ("visible", "hidden", "cell"):
            q = self.first_pick_value(table, dist, w, a, known)
            if best is None or (q > best if w == 0 else q < best):
                best = q
        return best

    def first_pick_value(self, table, dist, w, a, known=None) -> float:
        """Value of the winner ``w`` taking ``a``, then the loser's best reply, the winner getting the last."""
        rest = [x for x in ("visible", "hidden", "cell") if x != a]
        loser = 1 - w

        def key(b):
            owners = {a: w, b: loser}
            owners[[x for x in rest if x != b][0]] = w
            return (owners["visible"], owners["hidden"], owners["cell"])

        if a == "hidden":  # revealed before the loser's choice
            ks = [(known, 1.0)] if known is not None else dist
            total = 0.0
            for k, p in ks:
                vals = [table[key(b)][k] for b in rest]
                total += p * (max(vals) if loser == 0 else min(vals))
            return total
        # the loser chooses without knowing the hidden kind (unless it is the bot and it peeked)
        if loser == 0:
            ks = [(known, 1.0)] if known is not None else dist
            return max(self.expect(table[key(b)], ks) for b in rest)
        exp = [self.expect(table[key(b)], dist) for b in rest]
        b = rest[exp.index(min(exp))]
        return self.expect(table[key(b)], [(known, 1.0)] if known is not None else dist)


class _Base(Bot):
    """Shared plumbing: legal-action checks and throw choice."""

    def choose(self, view: MorpionView) -> Action:
        """One of ``view.legal``. Raises ``ValueError`` if it is empty."""
        if not view.legal:
            raise ValueError("morpion bot: no legal action in this view (not this seat's turn)")
        if view.phase == "duel":
            return Throw(self.throw(view))
        return self.pick(view)

    def throw(self, view: MorpionView) -> str:
        return self.rng.choice(THROWS)

    def pick(self, view: MorpionView) -> Action:
        raise NotImplementedError


class EasyBot(_Base):
    """Random throws; greedy: the reward that raises its own live score most (hidden at its expected value)."""

    level = "easy"

    def pick(self, view: MorpionView) -> Action:
        s = _Search(view, depth=0)
        r = view.round - 1
        base, _ = _final_points(s.my, s.mm, s.mb, s.binoc_variant)
        dist = s.hidden_dist(s.pool)
        best, options = None, []
        for act in view.legal:
            if not isinstance(act, Take):
                continue
            if act.what == "cell":
                gain = _final_points(s.my, s.mm | 1 << r, s.mb, s.binoc_variant)[0] - base
            elif act.what == "visible":
                gain = _final_points(_add(s.my, s.vis[r]), s.mm, s.mb, s.binoc_variant)[0] - base
            else:
                gain = sum(p * (_final_points(_add(s.my, k), s.mm, s.mb, s.binoc_variant)[0] - base)
                           for k, p in dist)
            if best is None or gain > best + 1e-9:
                best, options = gain, [act]
            elif abs(gain - best) <= 1e-9:
                options.append(act)
        return self.rng.choice(options)


class NormalBot(_Base):
    """Uniform throws; rewards by expectimax over this round and the next, then an evaluation."""

    level = "normal"
    #: Whole rounds searched after the current one (then the evaluation). One more round is searched when the
    #: first search was small enough that the deeper one should stay within ``node_budget`` settle() calls.
    depth = 1
    node_budget = 8_000

    def pick(self, view: MorpionView) -> Action:
        q, peek_gain = self.reward_values(view)
        if peek_gain > 1e-6:
            return Peek()
        top = max(q.values())
        options = [a for a in view.remaining if q[a] >= top - 1e-9]
        return Take(self.rng.choice(options))

    def reward_values(self, view: MorpionView) -> tuple[dict[str, float], float]:
        """The search's value (final point margin) of each remaining reward, and the gain of peeking first."""
        s = _Search(view, depth=self.depth)
        q, peek_gain = self._values(view, s)
        branching = 6 * len(s.hidden_dist(s.pool)) + 1
        if view.round < CELLS - self.depth and s.nodes * branching <= self.node_budget:
            s = _Search(view, depth=self.depth + 1)
            q, peek_gain = self._values(view, s)
        return q, peek_gain

    @staticmethod
    def _values(view: MorpionView, s: _Search) -> tuple[dict[str, float], float]:
        """The value of each remaining reward for the bot, and the gain of peeking first (0 if not legal)."""
        r = view.round - 1
        rewards = view.remaining
        dist = s.hidden_dist(s.pool)
        known = KIDX[view.peeked] if view.peeked is not None else None
        first = len(rewards) == 3
        tables: dict = {}

        def values(mb, known_k):
            if mb not in tables:
                tables[mb] = s.outcomes(r, s.my, s.op, s.mm, s.om, s.pool, mb, s.ob, rewards, dist, s.depth,
                                        winners=(0,))
            table = tables[mb]
            ks = [(known_k, 1.0)] if known_k is not None else dist
            if first:
                return {a: s.first_pick_value(table, dist, 0, a, known_k) for a in rewards}
            out = {}
            for b in rewards:
                other = [x for x in rewards if x != b][0]
                owners = {b: 0, other: 1}
                key = tuple(owners.get(x) for x in ("visible", "hidden", "cell"))
                out[b] = s.expect(table[key], ks)
            return out

        q = values(s.mb, known)
        gain = 0.0
        if any(isinstance(a, Peek) for a in view.legal) and known is None:
            with_peek = sum(p * max(values(s.mb - 1, k).values()) for k, p in dist)
            gain = with_peek - max(q.values())
        return q, gain


class HardBot(NormalBot):
    """Normal's search plus a read of the opponent's throw habits (best response when the evidence is strong)."""

    level = "hard"
    MIN_DUELS = 4
    Z = 1.0

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.marginal = Counter()  # opponent throws, kept across games
        self.after: dict[str, Counter] = {t: Counter() for t in THROWS}
        #: after the opponent's previous throw and how that duel went for it (win-stay / lose-shift players)
        self.after_result: dict[tuple[str, str], Counter] = {}
        self.prev_key: tuple[str, str] | None = None
        self.scores = {"marginal": 0, "after": 0, "after_result": 0}
        self.tested = 0
        self.seen = 0  # duel_log entries already read in the current game
        self.prev: str | None = None
        self._log_head: tuple | None = None

    def _predict(self, name: str) -> dict[str, float] | None:
        if name == "after_result":
            counts = self.after_result.get(self.prev_key) if self.prev_key else None
        else:
            counts = self.marginal if name == "marginal" else (self.after[self.prev] if self.prev else None)
        if counts is None:
            return None
        n = sum(counts.values())
        return {t: (counts[t] + 1) / (n + 3) for t in THROWS}

    @staticmethod
    def _best_response(dist: dict[str, float]) -> str:
        """The throw maximising P(win)/(P(win)+P(lose)) against ``dist`` (ties are thrown again)."""
        def share(t):
            win, lose = dist[BEATS[t]], dist[BEATEN_BY[t]]
            return win / (win + lose) if win + lose else 0.5
        return max(THROWS, key=share)

    def observe(self, view: MorpionView) -> None:
        """Read new revealed duels from ``view.duel_log`` (a shorter or different log means a new game)."""
        log = view.duel_log
        head = log[0] if log else None
        if len(log) < self.seen or (self._log_head is not None and head is not None and head != self._log_head):
            self.seen, self.prev, self.prev_key = 0, None, None
        self._log_head = head
        opp = 2 - view.seat  # index of the opponent's throw in (cell, throw0, throw1)
        for entry in log[self.seen:]:
            o = entry[opp]
            mine = entry[3 - opp]
            for name in ("marginal", "after", "after_result"):
                pred = self._predict(name)
                if pred is not None:
                    br = self._best_response(pred)
                    self.scores[name] += 1 if BEATS[br] == o else (-1 if BEATS[o] == br else 0)
            self.tested += 1
            self.marginal[o] += 1
            if self.prev is not None:
                self.after[self.prev][o] += 1
            if self.prev_key is not None:
                self.after_result.setdefault(self.prev_key, Counter())[o] += 1
            self.prev = o
            self.prev_key = (o, "win" if BEATS[o] == mine else ("lose" if BEATS[mine] == o else "tie"))
        self.seen = len(log)

    def throw(self, view: MorpionView) -> str:
        self.observe(view)
        pred = self.reading()
        if pred is not None:
            return self._best_response(pred)
        return self.rng.choice(THROWS)

    def reading(self) -> dict[str, float] | None:
        """The predicted distribution of the opponent's next throw when the evidence is strong enough to act on
        (the better of its predictors has beaten chance by ``Z`` standard deviations over ``MIN_DUELS``+ duels)."""
        name = max(self.scores, key=self.scores.get)
        score = self.scores[name]
        if self.tested >= self.MIN_DUELS and score >= self.Z * math.sqrt(2 * self.tested / 3):
            return self._predict(name)
        return None

    def advise(self, view: MorpionView):
        """The choice with its reasons: in a duel ``expect`` / ``p`` (the opponent's most likely next throw and its
        chance, when the bot reads a habit) and ``n`` (duels read); choosing, ``value`` and ``next`` (the search's
        final point margin with this reward and with the next best one)."""
        from .advice import Advice
        if view.phase == "duel":
            self.observe(view)
            pred = self.reading()
            if pred is None:
                return Advice(Throw(self.rng.choice(THROWS)), "mo_random", {"n": self.tested})
            expect = max(THROWS, key=lambda t: pred[t])
            return Advice(Throw(self._best_response(pred)), "mo_read",
                          {"expect": expect, "p": pred[expect], "n": self.tested})
        self.observe(view)
        q, peek_gain = self.reward_values(view)
        if peek_gain > 1e-6:
            return Advice(Peek(), "mo_peek", {"gain": peek_gain})
        ranked = sorted(q.items(), key=lambda kv: -kv[1])
        best = ranked[0][0]
        return Advice(Take(best), "mo_take", {"what": best, "value": ranked[0][1],
                                              "next": ranked[1][1] if len(ranked) > 1 else ranked[0][1]})

    def pick(self, view: MorpionView) -> Action:
        self.observe(view)
        return super().pick(view)


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
