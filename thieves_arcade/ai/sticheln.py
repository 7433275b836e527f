"""Sticheln bots (rules: ``shared/rules/sticheln.md``; notes: ``docs/games/sticheln.md``, "Bots").

Every bot decides from :class:`~thieves_arcade.engine.sticheln.StichelnView` only. Bots keep a :class:`Memory` built
from the views they are given (the cards seen on the table this round: the current trick and the last trick), so a
seat that is asked once per trick remembers every card played, as an attentive player does.

- ``easy``: sensible heuristics (pain colour = the shortest colour; take a trick when last and it pays; shed pain
  cards of the led colour; else a low card).
- ``normal``: the hard search (below) with an eighth of its budget (150 iterations) and the heuristic pain
  choice. The former normal heuristics live on as ``HeuristicBot``: a pain colour where its hand is short and low
  (published: a low pain card, ideally a 0), each card scored by the chance it holds the trick and what the trick
  is worth to it, shedding its pain cards onto others' tricks, avoiding taking its pain colour, and feeding known
  (public or strongly inferred) pain colours to the seat that is taking the trick.
- ``hard``: information-set Monte Carlo tree search (single observer, SO-ISMCTS): each iteration samples a deal
  consistent with the bot's view (the unseen cards to the other hands by their sizes, public pain cards where they
  are public, the others' secret pain colours weighted by what their plays suggest), walks a shared tree of card
  plays with UCB1 over the actions available in that deal, and finishes the round with a fast heuristic rollout on
  small ints. The reward is its own round points minus the others' mean. Its pain choice is a flat Monte Carlo over
  the candidate colours. Stops on a count (``iterations``), so a seed and the views replay the same cards on any
  machine; ``time_limit`` (seconds) is only a safety cap for a pathologically slow machine, logged when it fires.
"""

from __future__ import annotations

import logging
import math
import random
import time

from ..engine.base import Action, View
from ..engine.sticheln import ChoosePain, DealSampler, PlayCard, house_winner, published_winner
from .base import Bot

log = logging.getLogger(__name__)

# ---- shared helpers on small ints (card = colour_index * 16 + rank) ------------------------------------------------
def _code(view: View, card) -> int:
    return view.colours.index(card.colour) * 16 + card.rank


def _deck(view: View) -> list[int]:
    lo, hi = view.ranks
    return [ci * 16 + r for ci in range(len(view.colours)) for r in range(lo, hi + 1)]


def _value(card: int, painmask: int) -> int:
    """Points of one captured card for a seat whose pain colours are the bits of ``painmask``."""
    return -(card & 15) if (painmask >> (card >> 4)) & 1 else 1


class Memory:
    """What a seat has seen this round, rebuilt from its views: ``tricks`` (trick number → (plays, winner)),
    the current trick, and per-seat evidence for each colour being that seat's secret pain colour (``suspicion``).
    Reset when the round (or the tie-break round) changes."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.tricks: dict[int, tuple[tuple[tuple[int, int], ...], int]] = {}
        self.current: list[tuple[int, int]] = []

    def update(self, view: View) -> None:
        """Record what ``view`` shows (the last completed trick and the current one)."""
        key = (view.round, view.extra_round)
        if key != self.key:
            self.key = key
            self.tricks = {}
        if view.last_trick and view.trick_number - 1 not in self.tricks:
            plays = tuple((p.seat, _code(view, p.card)) for p in view.last_trick)
            self.tricks[view.trick_number - 1] = (plays, view.last_winner)
        self.current = [(p.seat, _code(view, p.card)) for p in view.trick]

    def seen(self) -> set[int]:
        """Every card seen played this round (completed tricks and the current trick)."""
        out = {c for plays, _ in self.tricks.values() for _, c in plays}
        out.update(c for _, c in self.current)
        return out

    def played_by(self, seat: int) -> list[int]:
        """The cards ``seat`` was seen to play this round."""
        out = [c for plays, _ in self.tricks.values() for s, c in plays if s == seat]
        out.extend(c for s, c in self.current if s == seat)
        return out

    def suspicion(self, seat: int, ncol: int, house: bool) -> list[float]:
        """Per colour, evidence (≥ 0) that ``seat``'s secret pain colour is that colour: high cards it led or dumped
        on tricks others took raise it; cards of that colour it took without need lower it."""
        ev = [1.0] * ncol
        for plays, winner in self.tricks.values():
            led = plays[0][1] >> 4
            for i, (s, c) in enumerate(plays):
                if s != seat:
                    continue
                col, rank = c >> 4, c & 15
                if winner != seat:
                    if (col == led and i == 0) or (house and col == led):
                        ev[col] += rank / 4.0  # led or followed its colour into a trick it lost: shedding
                    elif col != led:
                        ev[col] += rank / 8.0
                else:
                    for _, x in plays:
                        if x >> 4 == col and (x & 15) >= 5:
                            ev[col] *= 0.6  # took high cards of that colour on purpose: unlikely its pain
        return ev


class _StichelnBot(Bot):
    """Common plumbing: memory, card codes, the choice between pain and play."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.memory = Memory()

    def observe(self, view: View) -> None:
        """Remember what ``view`` shows (the tricks seen), without deciding (a hint bot follows the game so)."""
        self.memory.update(view)

    def choose(self, view: View) -> Action:
        """One of ``view.legal``. Raises ``ValueError`` when ``view.legal`` is empty."""
        if not view.legal:
            raise ValueError("sticheln bot: no legal action in this view (not this seat's turn)")
        self.memory.update(view)
        if view.phase == "pain":
            return self.choose_pain(view)
        return self.choose_play(view)

    # -- subclasses ----------
    def choose_pain(self, view: View) -> Action:
        raise NotImplementedError

    def choose_play(self, view: View) -> Action:
        raise NotImplementedError

    # -- helpers ----------
    @staticmethod
    def play(view: View, card: int) -> Action:
        return PlayCard(_card(view, card))


def _card(view: View, code: int):
    for a in view.legal:
        if _code(view, a.card) == code:
            return a.card
    raise ValueError(f"sticheln bot: card {code} is not in the legal actions")


def _winner_fn(view: View):
    return house_winner if view.rules == "house" else published_winner


def pain_cost(view: View, hand: list[int], colour: int, own_weight: float = 0.35) -> float:
    """Normal heuristic cost of choosing ``colour`` as pain colour for ``hand`` (lower is better): the ranks of that
    colour held by others (a share of them may be dumped on us), plus a part of our own ranks of it (ours must be shed
    without winning them back); published: the marker card itself costs its rank."""
    lo, hi = view.ranks
    total = sum(range(lo, hi + 1))
    own = [c & 15 for c in hand if c >> 4 == colour]
    cost = (total - sum(own)) / view.players + own_weight * sum(own) + 0.5 * len(own)
    if view.rules == "published":
        cost += 0.65 * min(own)  # the marker leaves the hand (no longer to shed) but costs its rank
    return cost


def best_pain(view: View, hand: list[int], chosen: list[int]) -> int:
    """The normal heuristic's pain card: the colour of least :func:`pain_cost` (not already chosen), marked by its
    lowest card."""
    taken = {c >> 4 for c in chosen}
    colours = sorted({c >> 4 for c in hand} - taken, key=lambda col: (pain_cost(view, hand, col), col))
    col = colours[0]
    return min(c for c in hand if c >> 4 == col)


# ---- easy ----------------------------------------------------------------------------------------------------------
class EasyBot(_StichelnBot):
    """Sensible heuristics with some noise: pain colour = its shortest colour (marked by its lowest card); in play,
    take the trick when playing last and it pays, shed its pain cards into the led colour, else a low card."""

    level = "easy"

    def choose_pain(self, view: View) -> Action:
        hand = [_code(view, c) for c in view.hand]
        taken = {_code(view, c) >> 4 for c in view.my_pain}
        counts: dict[int, int] = {}
        for c in hand:
            if c >> 4 not in taken:
                counts[c >> 4] = counts.get(c >> 4, 0) + 1
        col = min(counts, key=lambda k: (counts[k], k))
        card = min(c for c in hand if c >> 4 == col)
        return ChoosePain(_card_pain(view, card))

    def choose_play(self, view: View) -> Action:
        hand = [_code(view, c) for c in view.hand]
        if self.rng.random() < 0.15:
            return self.play(view, self.rng.choice(hand))
        pain = 0
        for c in view.my_pain:
            pain |= 1 << (_code(view, c) >> 4)
        trick = list(self.memory.current)
        me = view.seat
        win = _winner_fn(view)
        if trick:
            led = trick[0][1] >> 4
            if len(trick) == view.players - 1:
                best, best_v = None, 0
                for c in hand:
                    t2 = trick + [(me, c)]
                    if t2[win(t2)][0] == me:
                        v = sum(_value(x, pain) for _, x in t2)
                        if v > best_v or (v == best_v and best is not None and (c & 15) < (best & 15)):
                            best, best_v = c, v
                if best is not None:
                    return self.play(view, best)
            shed = [c for c in hand if c >> 4 == led and (pain >> led) & 1]
            if shed:
                return self.play(view, max(shed, key=lambda c: c & 15))
        else:
            mine = [c for c in hand if (pain >> (c >> 4)) & 1]
            if mine:
                return self.play(view, max(mine, key=lambda c: c & 15))
        return self.play(view, min(hand, key=lambda c: (c & 15, c)))


def _card_pain(view: View, code: int):
    for a in view.legal:
        if isinstance(a, ChoosePain) and _code(view, a.card) == code:
            return a.card
    raise ValueError(f"sticheln bot: card {code} is not a legal pain card")


# ---- normal --------------------------------------------------------------------------------------------------------
class HeuristicBot(_StichelnBot):
    """The former ``normal`` level (kept as a reference and for tests): pain colour by :func:`pain_cost`; each
    card scored by an estimate of the chance it holds
    the trick times the trick's worth, plus the gain of shedding a pain card onto another seat's trick, plus the gain
    of feeding a known pain colour to the seat taking the trick, minus the cost of spending a strong card."""

    level = "heuristic"

    def choose_pain(self, view: View) -> Action:
        hand = [_code(view, c) for c in view.hand]
        chosen = [_code(view, c) for c in view.my_pain]
        return ChoosePain(_card_pain(view, best_pain(view, hand, chosen)))

    def known_pains(self, view: View) -> list[int]:
        """Per seat, a pain-colour bitmask the bot believes: public pain cards, else a strongly suspected colour."""
        ncol = len(view.colours)
        out = [0] * view.players
        for s in range(view.players):
            if view.public_pain and view.public_pain[s]:
                for c in view.public_pain[s]:
                    out[s] |= 1 << (_code(view, c) >> 4)
            elif s != view.seat:
                ev = self.memory.suspicion(s, ncol, view.rules == "house")
                best = max(range(ncol), key=lambda k: ev[k])
                if ev[best] >= 4.0 and ev[best] >= 2 * sorted(ev)[-2]:
                    out[s] |= 1 << best
        return out

    def choose_play(self, view: View) -> Action:
        me, n = view.seat, view.players
        hand = [_code(view, c) for c in view.hand]
        pain = 0
        for c in view.my_pain:
            pain |= 1 << (_code(view, c) >> 4)
        pains = self.known_pains(view)
        pains[me] = pain
        trick = list(self.memory.current)
        win = _winner_fn(view)
        house = view.rules == "house"
        k = n - len(trick) - 1
        unseen = set(_deck(view)) - self.memory.seen() - set(hand)
        for s in range(n):
            if view.public_pain and view.public_pain[s] and not house:
                unseen -= {_code(view, c) for c in view.public_pain[s]}
        unseen_l = list(unseen)
        # expected worth of one unknown card landing in our trick: +1 unless our pain colour (then minus its rank)
        if unseen_l:
            exp_unknown = sum(_value(c, pain) for c in unseen_l) / len(unseen_l)
        else:
            exp_unknown = 1.0
        later_hand = max(1, len(hand))
        tricks_left = len(hand)
        best, best_v = hand[0], -1e9
        for c in hand:
            t2 = trick + [(me, c)]
            wi = win(t2)
            wseat = t2[wi][0]
            col, rank = c >> 4, c & 15
            led = t2[0][1] >> 4
            if wseat == me:
                if k == 0:
                    p = 1.0
                elif house:
                    p = (0.3 if col == led else 0.5) ** k
                else:
                    higher = sum(1 for u in unseen_l if u >> 4 != led and (u & 15) > rank)
                    f = higher / max(1, len(unseen_l))
                    p = (1 - f) ** (later_hand * k) if col != led else 0.35 ** k
            else:
                p = 0.0
            worth = sum(_value(x, pain) for _, x in t2) + k * min(exp_unknown, 0.8)
            v = p * worth
            lose = 1 - p
            if (pain >> col) & 1:
                v += lose * rank * 0.9  # shed a pain card onto someone else's trick
            else:
                target = wseat if wseat != me else None
                if target is not None and (pains[target] >> col) & 1:
                    v += lose * rank * 0.4  # feed a known pain colour to the seat taking the trick
                v -= 0.04 * rank * min(1.0, tricks_left / 6)  # keep strong cards for later tricks
            if house and not trick and (pain >> col) & 1:
                v += 0.5  # leading its own pain colour: the led colour is weakest
            if v > best_v or (v == best_v and c < best):
                best, best_v = c, v
        return self.play(view, best)


# ---- hard: SO-ISMCTS -----------------------------------------------------------------------------------------------
class _Node:
    __slots__ = ("n", "w", "avail", "children")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children: dict[int, _Node] = {}


class HardBot(_StichelnBot):
    """Information-set MCTS over deals consistent with the view (see the module docstring).

    ``iterations`` bounds the search (the count it stops on); ``time_limit`` (seconds of wall clock) is a logged
    safety cap only, far above the normal decision time; ``c`` is the UCB1 exploration constant on rewards scaled
    to about ±1."""

    level = "hard"
    iterations = 1200
    time_limit = 20.0
    c = 0.7

    def __init__(self, seed: int = 0, iterations: int | None = None, time_limit: float | None = None):
        super().__init__(seed)
        if iterations is not None:
            self.iterations = iterations
        if time_limit is not None:
            self.time_limit = time_limit

    # -- sampling deals consistent with the view (the engine's sampler, fed with this bot's memory) ----------
    def _setup(self, view: View):
        me, n = view.seat, view.players
        house = view.rules == "house"
        ncol = len(view.colours)
        sampler = DealSampler(view, seen=self.memory.seen(),
                              played=[self.memory.played_by(s) for s in range(n)],
                              weights=[self.memory.suspicion(s, ncol, house) if s != me else None for s in range(n)])
        return dict(me=me, n=n, house=house, hand=sampler.hand, sampler=sampler)

    @staticmethod
    def _determinize(view: View, info: dict, rng: random.Random, pain_phase: bool):
        return info["sampler"].deal(rng, pain_phase)

    # -- pain choice: flat Monte Carlo over candidate colours ----------
    def choose_pain(self, view: View) -> Action:
        t0 = time.perf_counter()
        rng = random.Random(self.rng.getrandbits(64))
        info = self._setup(view)
        hand = info["hand"]
        chosen = [_code(view, c) for c in view.my_pain]
        taken = {c >> 4 for c in chosen}
        cands = sorted({c >> 4 for c in hand} - taken)
        if len(cands) == 1:
            return ChoosePain(_card_pain(view, min(c for c in hand if c >> 4 == cands[0])))
        markers = {col: min(c for c in hand if c >> 4 == col) for col in cands}
        base_mask = 0
        for c in chosen:
            base_mask |= 1 << (c >> 4)
        totals = {col: 0.0 for col in cands}
        counts = 0
        prior = {col: -pain_cost(view, hand, col) / 30.0 for col in cands}
        win = house_winner if info["house"] else published_winner
        n, me = info["n"], info["me"]
        leader = view.dealer if info["house"] else (view.dealer + 1) % n
        budget = max(1, self.iterations // (4 * len(cands)))
        while counts < budget:
            if time.perf_counter() - t0 > self.time_limit:  # pragma: no cover - safety cap only
                log.warning("sticheln hard: pain search hit the %.1f s safety cap after %d of %d samples",
                            self.time_limit, counts, budget)
                break
            hands, masks = self._determinize(view, info, rng, pain_phase=True)
            for s in range(n):
                if s != me:
                    m = 0
                    picked: list[int] = []
                    fake = _FakeView(view)
                    for _ in range(view.pains_needed if len({c >> 4 for c in hands[s]}) > 1 else 1):
                        p = best_pain(fake, hands[s], picked)
                        picked.append(p)
                        m |= 1 << (p >> 4)
                    masks[s] = m
                    if not info["house"]:
                        for p in picked:
                            hands[s].remove(p)
            seed = rng.getrandbits(32)
            for col in cands:
                ms = masks[:]
                ms[me] = base_mask | (1 << col)
                hs = [h[:] for h in hands]
                extra = 0.0
                if not info["house"]:
                    hs[me].remove(markers[col])
                    extra = -(markers[col] & 15)
                pts = _rollout(hs, ms, [], leader, n, win, random.Random(seed), [0] * n)
                pts[me] += extra
                others = (sum(pts) - pts[me]) / (n - 1)
                totals[col] += pts[me] - others
            counts += 1
        if counts == 0:  # pragma: no cover - only when the safety cap fires at once
            return ChoosePain(_card_pain(view, best_pain(view, hand, chosen)))
        best = max(cands, key=lambda col: (totals[col] / counts + prior[col], -col))
        self.last_search = {"kind": "pain", "mean": totals[best] / counts, "n": counts}
        return ChoosePain(_card_pain(view, markers[best]))

    # -- play: SO-ISMCTS ----------
    def choose_play(self, view: View) -> Action:
        t0 = time.perf_counter()
        hand = [_code(view, c) for c in view.hand]
        if len(hand) == 1:
            self.last_search = {"kind": "one", "n": 0, "visits": 0, "mean": 0.0}
            return self.play(view, hand[0])
        rng = random.Random(self.rng.getrandbits(64))
        info = self._setup(view)
        n = info["n"]
        win = house_winner if info["house"] else published_winner
        trick0 = list(self.memory.current)
        turn0 = view.current_player
        root = _Node()
        c_explore = self.c
        ln = math.log
        sqrt = math.sqrt
        it = 0
        while it < self.iterations:
            if it % 64 == 0 and time.perf_counter() - t0 > self.time_limit:  # pragma: no cover - safety cap only
                log.warning("sticheln hard: search hit the %.1f s safety cap after %d of %d iterations",
                            self.time_limit, it, self.iterations)
                break
            it += 1
            hands, masks = self._determinize(view, info, rng, pain_phase=False)
            trick = trick0[:]
            turn = turn0
            pts = [0] * n
            node = root
            path = []  # (node, seat that moved into it)
            # selection / expansion
            while True:
                h = hands[turn]
                if not h:
                    break
                unexpanded = [c for c in h if c not in node.children]
                if unexpanded:
                    c = rng.choice(unexpanded)
                    child = _Node()
                    node.children[c] = child
                    for x in h:
                        if x in node.children:
                            node.children[x].avail += 1
                    node = child
                    path.append((node, turn))
                    turn = _step(hands, masks, trick, turn, c, n, win, pts)
                    break
                best, best_u = None, -1e18
                for x in h:
                    ch = node.children[x]
                    ch.avail += 1
                for x in h:
                    ch = node.children[x]
                    u = ch.w / ch.n + c_explore * sqrt(ln(ch.avail) / ch.n)
                    if u > best_u:
                        best, best_u = x, u
                node = node.children[best]
                path.append((node, turn))
                turn = _step(hands, masks, trick, turn, best, n, win, pts)
            # rollout to the end of the round
            pts = _rollout(hands, masks, trick, turn, n, win, rng, pts)
            total = sum(pts)
            scale = 1.0 / 20.0
            for nd, seat in path:
                nd.n += 1
                nd.w += (pts[seat] - (total - pts[seat]) / (n - 1)) * scale
        best = max(root.children.items(), key=lambda kv: (kv[1].n, kv[1].w, -kv[0]))[0] if root.children else hand[0]
        node = root.children.get(best)
        self.last_search = {"kind": "play", "n": it, "visits": node.n if node else 0,
                            "mean": node.w / node.n * 20.0 if node and node.n else 0.0}
        return self.play(view, best)

    def advise(self, view: View):
        """The choice with its reasons: ``mean`` (this bot's simulated round points minus the others' mean after
        it), ``n`` (simulated deals), ``share`` (0..1, the share of them that went through this card), ``card``
        (the card's text); when the card completes the trick, ``taker`` (the seat that takes it)."""
        from .advice import Advice
        self.last_search = {"kind": "one", "n": 0, "visits": 0, "mean": 0.0}
        action = self.choose(view)
        info = dict(self.last_search)
        nums = {"card": str(action.card), "colour": action.card.colour, "rank": action.card.rank,
                "mean": info.get("mean", 0.0), "n": info.get("n", 0),
                "share": info.get("visits", 0) / info["n"] if info.get("n") else 1.0}
        if view.phase == "pain":
            return Advice(action, "st_pain", nums)
        trick = list(self.memory.current)
        if len(trick) == view.players - 1:
            t2 = trick + [(view.seat, _code(view, action.card))]
            nums["taker"] = t2[_winner_fn(view)(t2)][0]
            return Advice(action, "st_last", nums)
        return Advice(action, "st_play", nums)


class NormalBot(HardBot):
    """The hard bot's search with a small budget (``iterations`` = 150, an eighth) and the heuristic pain
    choice (:func:`best_pain`): it reads the table the same way, thinks less far. Issue 18: the heuristic normal
    level was a pushover (2.7 % against an outside pain-dumping player, 4 seats)."""

    level = "normal"
    iterations = 150

    def choose_pain(self, view: View) -> Action:
        hand = [_code(view, c) for c in view.hand]
        chosen = [_code(view, c) for c in view.my_pain]
        return ChoosePain(_card_pain(view, best_pain(view, hand, chosen)))


class _FakeView:
    """The few view fields :func:`pain_cost` reads, for sampled opponents."""

    __slots__ = ("ranks", "players", "rules")

    def __init__(self, view: View):
        self.ranks, self.players, self.rules = view.ranks, view.players, view.rules


def _step(hands, masks, trick, turn, card, n, win, pts) -> int:
    """Play ``card`` for ``turn`` in the simulation; resolve a full trick into ``pts``; return the next seat."""
    hands[turn].remove(card)
    trick.append((turn, card))
    if len(trick) < n:
        return (turn + 1) % n
    w = trick[win(trick)][0]
    m = masks[w]
    gain = 0
    for _, x in trick:
        gain += -(x & 15) if (m >> (x >> 4)) & 1 else 1
    pts[w] += gain
    trick.clear()
    return w


def _rollout(hands, masks, trick, turn, n, win, rng, pts) -> list[int]:
    """Finish the round with a fast heuristic policy: lead a pain card, shed pain cards of the led colour, take a
    paying trick when last, else a random card. Returns ``pts`` (points gained per seat)."""
    rand = rng.random
    while hands[turn]:
        h = hands[turn]
        m = masks[turn]
        card = -1
        r = rand()
        if r < 0.75:
            if not trick:
                best = -1
                for x in h:
                    if (m >> (x >> 4)) & 1 and (best < 0 or (x & 15) > (best & 15)):
                        best = x
                card = best
            else:
                led = trick[0][1] >> 4
                if (m >> led) & 1:
                    best = -1
                    for x in h:
                        if x >> 4 == led and (best < 0 or (x & 15) > (best & 15)):
                            best = x
                    card = best
                if card < 0 and len(trick) == n - 1:
                    best_v = 0
                    for x in h:
                        trick.append((turn, x))
                        if trick[win(trick)][0] == turn:
                            v = 0
                            for _, y in trick:
                                v += -(y & 15) if (m >> (y >> 4)) & 1 else 1
                            if v > best_v:
                                best_v, card = v, x
                        trick.pop()
        if card < 0:
            card = h[int(rand() * len(h))]
        turn = _step(hands, masks, trick, turn, card, n, win, pts)
    return pts


#: The bot levels of this game, weakest first.
LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
