"""Independent baseline players (yardsticks for ``tools/tournament.py --baselines``; not part of the product).

Each baseline is written from the rules files (``shared/rules/<game>.md``) and the engine's public protocol only —
it imports nothing from ``thieves_arcade.ai`` — so our bot levels are measured against strategies that share none
of their code or assumptions (issue 18). Each decides from a seat's ``View`` (``view.legal`` is the choice).

- ``sticheln``: **PIMC** (perfect-information Monte Carlo, the baseline of the ISMCTS literature): sample deals
  consistent with the view (unseen cards into the other hands by their sizes, others' secret pain colours uniform
  over the colours), play every candidate card out to the end of the round in each deal with a simple rules policy
  (take a paying trick when last, shed pain cards, else random), pick the card with the best mean of own round points
  minus the others' mean. Pain colour: the colour of its hand with the fewest points at stake (few and low cards).
- ``pickpocket``: the **exact catch probability** over the unseen tiles and the **expected value of one more draw**
  (a loot tile that extends, a guard on the door, a second guard, a catch — kept when a warning is left), against
  the sure value of leaving now; plays a sure hand tile when that is worth more. Powers: a fixed preference.
- ``cite``: **combination seeking**: stops on any combination worth having (four of a kind, a triple that pays in
  this position, a straight), announces a triple after roll 1, otherwise keeps the biggest group (or a straight
  draw) and rerolls the rest; victims: the richest unprotected opponent.
- ``morpion``: ``uniform`` throws uniformly at random (the duel's equilibrium) and picks rewards by a **greedy
  reward search** (the reward that raises its final score most, the hidden token at its expected value, lines
  counted for cells it can still complete); human-like throwers on the same picker: ``wsls`` (win-stay,
  lose-shift), ``favourite`` (rock half the time), ``cycler`` (rock → paper → scissors).
- ``oodlar``: an **evidence threshold**: per other seat the expected number of marked notes it holds (announced
  values at the deck's marked rate, unannounced takes at the pool's rate, less a share per returned note); it
  unmasks after a peek when some seat's evidence passes the threshold, runs when it surely escapes, sheds a marked
  note whenever it holds two, else steals from the bigger pile.

:data:`BASELINES` maps a game id to its named baselines (``name -> class``), the first being the main one.
"""

from __future__ import annotations

import random
from collections import Counter

from thieves_arcade.engine import cite as C
from thieves_arcade.engine import morpion as M
from thieves_arcade.engine import oodlar as O
from thieves_arcade.engine import pickpocket as PP
from thieves_arcade.engine import sticheln as S


class Baseline:
    """A seeded baseline player: ``choose(view) -> Action`` from ``view.legal``."""

    name = "baseline"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view):
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<baseline {self.name}>"


# ---- Sticheln: PIMC --------------------------------------------------------------------------------------------------
def _scode(view, card) -> int:
    return view.colours.index(card.colour) * 16 + card.rank


def _points(card: int, pain_mask: int) -> int:
    return -(card & 15) if (pain_mask >> (card >> 4)) & 1 else 1


class StichelnPIMC(Baseline):
    """PIMC over sampled deals (see the module docstring); ``deals`` sampled deals per decision."""

    name = "pimc"
    deals = 10

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.round_key = None
        self.played: set[int] = set()
        self.last_seen = -1

    def _remember(self, view) -> None:
        key = (view.round, view.extra_round)
        if key != self.round_key:
            self.round_key, self.played, self.last_seen = key, set(), -1
        if view.last_trick and view.trick_number - 1 != self.last_seen:
            self.last_seen = view.trick_number - 1
            self.played.update(_scode(view, p.card) for p in view.last_trick)

    def choose(self, view):
        self._remember(view)
        if view.phase == "pain":
            return self._pain(view)
        return self._play(view)

    def _pain(self, view):
        hand = [(_scode(view, c), c) for c in view.hand]
        chosen = {_scode(view, c) >> 4 for c in view.my_pain}
        options = {}
        for a in view.legal:
            col = _scode(view, a.card) >> 4
            if col in chosen:
                continue
            stake = sum(code & 15 for code, _ in hand if code >> 4 == col)
            count = sum(1 for code, _ in hand if code >> 4 == col)
            key = (count + stake / 10.0, _scode(view, a.card) & 15)
            if col not in options or key < options[col][0]:
                options[col] = (key, a)
        return min(options.values(), key=lambda kv: kv[0])[1]

    def _play(self, view):
        me, n = view.seat, view.players
        winner = S.house_winner if view.rules == "house" else S.published_winner
        hand = [_scode(view, c) for c in view.hand]
        by_code = {_scode(view, a.card): a for a in view.legal}
        if len(by_code) == 1:
            return next(iter(by_code.values()))
        trick = [(p.seat, _scode(view, p.card)) for p in view.trick]
        on_table = {c for _, c in trick}
        lo, hi = view.ranks
        deck = [ci * 16 + r for ci in range(len(view.colours)) for r in range(lo, hi + 1)]
        public = set()
        masks_public = [0] * n
        for s in range(n):
            for c in (view.public_pain[s] if view.public_pain else ()):
                masks_public[s] |= 1 << (_scode(view, c) >> 4)
                if view.rules != "house":
                    public.add(_scode(view, c))
        my_mask = 0
        for c in view.my_pain:
            my_mask |= 1 << (_scode(view, c) >> 4)
        unseen = [c for c in deck if c not in self.played and c not in on_table and c not in hand
                  and c not in public]
        totals = dict.fromkeys(by_code, 0.0)
        ncol = len(view.colours)
        for _ in range(self.deals):
            pool = unseen[:]
            self.rng.shuffle(pool)
            hands, masks, i = [], [], 0
            for s in range(n):
                if s == me:
                    hands.append(hand[:])
                    masks.append(my_mask)
                    continue
                k = view.hand_sizes[s]
                hands.append(pool[i:i + k])
                i += k
                if masks_public[s]:
                    masks.append(masks_public[s])
                else:
                    m = 0
                    for col in self.rng.sample(range(ncol), min(view.pains_needed, ncol)):
                        m |= 1 << col
                    masks.append(m)
            seed = self.rng.random()
            for code in by_code:
                hs = [h[:] for h in hands]
                pts = self._playout(hs, masks, trick[:], me, code, n, winner, random.Random(seed))
                totals[code] += pts[me] - (sum(pts) - pts[me]) / (n - 1)
        best = max(totals, key=lambda c: (totals[c], -c))
        return by_code[best]

    @staticmethod
    def _playout(hands, masks, trick, turn, first, n, winner, rng) -> list[int]:
        pts = [0] * n
        card = first
        while True:
            hands[turn].remove(card)
            trick.append((turn, card))
            if len(trick) == n:
                w = trick[winner(trick)][0]
                pts[w] += sum(_points(c, masks[w]) for _, c in trick)
                trick = []
                turn = w
            else:
                turn = (turn + 1) % n
            h = hands[turn]
            if not h:
                return pts
            card = _rules_policy(h, masks[turn], trick, turn, n, winner, rng)


def _rules_policy(h, mask, trick, turn, n, winner, rng) -> int:
    """Playout policy: last to play → the cheapest card that takes a paying trick; else shed a pain card of the
    led colour; leading → its highest pain card half the time; else a random card."""
    if trick and len(trick) == n - 1:
        best, best_v = -1, 0
        for c in h:
            t = trick + [(turn, c)]
            if t[winner(t)][0] == turn:
                v = sum(_points(x, mask) for _, x in t)
                if v > best_v or (v == best_v and best >= 0 and (c & 15) < (best & 15)):
                    best, best_v = c, v
        if best >= 0:
            return best
    pains = [c for c in h if (mask >> (c >> 4)) & 1]
    if pains and (trick or rng.random() < 0.5):
        return max(pains, key=lambda c: c & 15)
    return h[int(rng.random() * len(h))]


# ---- Pickpocket: exact odds and the EV of one more draw ----------------------------------------------------------
class PickpocketOdds(Baseline):
    """Exact catch probability over ``view.unseen`` and the EV of one more draw (module docstring)."""

    name = "odds"
    powers = ("bruce", "illusion", "ambidextrous", "accomplice", "passage", "glove", "beer")

    def choose(self, view):
        legal = view.legal
        if view.phase == "choose":
            for p in self.powers:
                if PP.Choose(p) in legal:
                    return PP.Choose(p)
            return legal[0]
        lines = PP.line_states(view.loot)
        plays = [a for a in legal if isinstance(a, PP.Play)]

        def after(tile: str) -> int:
            return sum(o + int(tile[i]) for i, (u, o) in enumerate(lines) if u and tile[i] != "0")

        if view.double is not None:  # must make two tiles: a sure hand tile first, then the beer, then the bag
            if plays:
                return max(plays, key=lambda a: after(view.hand[a.index - 1]))
            return PP.Beer() if PP.Beer() in legal else (PP.Draw() if PP.Draw() in legal else legal[0])
        door = view.door or 0
        power = view.powers[view.seat] if not view.powers_used[view.seat] else None
        bonus = 2 if power == "bruce" else (door if power == "accomplice" else 0)
        leave = view.loot_value + door + bonus
        unseen = Counter(dict(view.unseen))
        total = sum(unseen.values())
        warned = view.warning_rule and not view.warned[view.seat]
        ev = 0.0
        for tile, k in unseen.items():
            if PP.is_guard(tile):
                if view.door is None:
                    ev += k * (view.loot_value + PP.tile_value(tile) + bonus)
            elif PP.extends(view.loot, tile):
                ev += k * (after(tile) + door + bonus)
            elif warned:
                ev += k * leave
        ev = ev / total if total else 0.0
        best, best_v = PP.Leave(), float(leave)
        if PP.Draw() in legal and ev > best_v:
            best, best_v = PP.Draw(), ev
        for a in plays:
            tile = view.hand[a.index - 1]
            v = after(tile) + door + bonus - PP.tile_value(tile)
            if v > best_v:
                best, best_v = a, v
        if best not in legal:
            return legal[0]
        return best


# ---- La Cité: combination seeking ----------------------------------------------------------------------------------
class CiteCombos(Baseline):
    """Combination seeking (module docstring)."""

    name = "combos"

    def choose(self, view):
        legal = view.legal
        if view.phase == "target":
            cands = [s for s in view.candidates if s not in view.protected] or list(view.candidates)
            if view.pending == C.SWAP:
                pick = max(cands, key=lambda s: (view.tokens[s], -s))
            else:
                pick = max(cands, key=lambda s: (view.tokens[s], -s))
            return C.Target(pick)
        me = view.seat
        dice = view.dice
        kind, _ = C.read_combination(dice)
        counts = Counter(dice)
        face, top = max(counts.items(), key=lambda kv: (kv[1], kv[0] in (1, 5, 6), kv[0]))
        mine = view.tokens[me]
        richest = max(t for s, t in enumerate(view.tokens) if s != me)
        good = {C.ACCIDENTAL_FOUR: True, C.HEIST: True, C.CONTRACT: True, C.STRAIGHT: True,
                C.RECOVERY: view.pot >= 2, C.SWAP: richest >= mine + 2, C.CAMOUFLAGE: mine >= view.goal - 4}
        if C.Announce() in legal and top == 3 and mine >= 1 and view.roll == 1 and face != 4:
            return C.Announce()
        if kind is not None and good.get(kind, False) and C.Stop() in legal:
            return C.Stop()
        # chase: a straight draw (3 distinct consecutive faces) or the biggest group
        distinct = sorted(set(dice))
        for lo in (3, 2, 1):
            run = [f for f in range(lo, lo + 4) if f in distinct]
            if len(run) == 3 and top < 2:
                keep = set()
                for i, d in enumerate(dice):
                    if d in run and d not in {dice[j] for j in keep}:
                        keep.add(i)
                reroll = tuple(i + 1 for i in range(4) if i not in keep)
                if C.Reroll(reroll) in legal:
                    return C.Reroll(reroll)
        reroll = tuple(i + 1 for i, d in enumerate(dice) if d != face)
        if not reroll:
            return C.Stop() if C.Stop() in legal else legal[0]
        return C.Reroll(reroll) if C.Reroll(reroll) in legal else (C.Stop() if C.Stop() in legal else legal[0])


# ---- Morpion: greedy reward search with several throwers -----------------------------------------------------------
_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
_EQUIP = {0: 0, 1: 1, 2: 2, 3: 5, 4: 3, 5: 8}


def _equip_points(n: int) -> int:
    return _EQUIP[5] + _equip_points(n - 5) if n > 5 else _EQUIP[n]


class MorpionGreedy(Baseline):
    """Uniform thrower with a greedy reward search (module docstring); subclasses change only :meth:`throw`."""

    name = "uniform"

    def choose(self, view):
        if view.phase == "duel":
            return M.Throw(self.throw(view))
        return self.pick(view)

    def throw(self, view) -> str:
        return self.rng.choice(M.THROWS)

    def _value(self, view, tokens: list[str], cells: set[int], other_cells: set[int]) -> float:
        counts = Counter(tokens)
        v = sum(_equip_points(counts[k]) for k in ("pencil", "eraser", "ruler"))
        v += 2 * counts["plus2"] + 4 * counts["crown"] + (20 if counts["crown"] >= 3 else 0)
        for line in _LINES:
            mine = sum(1 for c in line if c in cells)
            if any(c in other_cells for c in line):
                continue
            if mine == 3:
                v += 3
            else:
                v += 3 * (mine / 3) ** 2 * 0.6
        return v

    def pick(self, view):
        me = view.seat
        r = view.round - 1
        cells_me = {i for i, c in enumerate(view.cells) if c.controller == me}
        cells_op = {i for i, c in enumerate(view.cells) if c.controller is not None and c.controller != me}
        mine = list(view.collections[me])
        cell = view.cells[r]
        hidden = self._hidden_dist(view)
        best, best_v = None, -1e9
        for a in view.legal:
            if not isinstance(a, M.Take):
                continue
            if a.what == "cell":
                v = self._value(view, mine, cells_me | {r}, cells_op)
            elif a.what == "visible":
                v = self._value(view, mine + [cell.visible], cells_me, cells_op)
            else:
                v = sum(p * self._value(view, mine + [k], cells_me, cells_op) for k, p in hidden.items())
            if v > best_v:
                best, best_v = a, v
        return best if best is not None else view.legal[0]

    @staticmethod
    def _hidden_dist(view) -> dict[str, float]:
        pool = Counter(M.BASE_REWARDS)
        for c in view.cells:
            if c.visible:
                pool[c.visible] -= 1
        for col in view.collections:
            for t in col:
                pool[t] -= 1
        pool = Counter({k: v for k, v in pool.items() if v > 0})
        total = sum(pool.values())
        return {k: v / total for k, v in pool.items()} if total else {"plus2": 1.0}


def _last_own(view) -> tuple[str, str] | None:
    """(own last throw, opponent's last throw) from the revealed duels, or ``None``."""
    if not view.duel_log:
        return None
    _, t0, t1 = view.duel_log[-1]
    return (t0, t1) if view.seat == 0 else (t1, t0)


class MorpionWSLS(MorpionGreedy):
    """Win-stay, lose-shift: repeats a winning throw, after a loss plays what would have beaten the opponent's throw,
    after a tie a random throw."""

    name = "wsls"

    def throw(self, view) -> str:
        last = _last_own(view)
        if last is None:
            return self.rng.choice(M.THROWS)
        mine, theirs = last
        if M.BEATS[mine] == theirs:
            return mine
        if M.BEATS[theirs] == mine:
            return next(t for t in M.THROWS if M.BEATS[t] == theirs)
        return self.rng.choice(M.THROWS)


class MorpionFavourite(MorpionGreedy):
    """A favourite throw: rock half the time, else paper or scissors at random."""

    name = "favourite"

    def throw(self, view) -> str:
        return "rock" if self.rng.random() < 0.5 else self.rng.choice(("paper", "scissors"))


class MorpionCycler(MorpionGreedy):
    """Cycles rock → paper → scissors → rock from a random start."""

    name = "cycler"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.start = self.rng.randrange(3)

    def throw(self, view) -> str:
        return M.THROWS[(self.start + len(view.duel_log)) % 3]


# ---- Pickpockets: evidence threshold -------------------------------------------------------------------------------
class OodlarEvidence(Baseline):
    """Evidence-threshold player (module docstring)."""

    name = "evidence"
    threshold = 1.7

    def _evidence(self, view) -> dict[int, float]:
        marked = Counter()
        total = Counter()
        for note, k in O.DECK_COUNTS.items():
            total[note.value] += k
            if note.marked:
                marked[note.value] += k
        ev = {s: 0.0 for s in range(view.players) if s != view.seat}
        blind = 6 / 18
        for e in view.log:
            if e.seat == view.seat:
                continue
            if e.move == "steal":
                ev[e.seat] += marked[e.value] / total[e.value]
            elif e.move == "swap":
                ev[e.seat] += blind
            elif e.move == "return":
                ev[e.seat] = max(0.0, ev[e.seat] - 0.6)
        return ev

    def choose(self, view):
        legal = view.legal
        hand = list(view.hand)
        marks = sum(1 for n in hand if n.marked)
        cash = sum(n.value for n in hand)
        if view.phase == "return":
            idx = max(range(len(hand)), key=lambda i: (hand[i].marked, -hand[i].value))
            pile = "A" if view.pile_sizes[0] >= view.pile_sizes[1] else "B"
            act = O.Return(idx + 1, pile)
            return act if act in legal else legal[0]
        if view.phase == "order":
            return legal[0]
        ev = self._evidence(view)
        suspect = max(ev.values()) if ev else 0.0
        if view.phase == "decide":
            return O.Unmask() if suspect >= self.threshold and O.Unmask() in legal else O.Done()
        if O.Run() in legal and marks < O.CAUGHT_AT and cash >= view.run_target:
            return O.Run()
        piles = [p for k, p in enumerate(O.PILES) if view.pile_sizes[k] > 0]
        big = max(piles, key=lambda p: view.pile_sizes[O.PILES.index(p)])
        if suspect >= self.threshold and O.Peek(big) in legal:
            return O.Peek(big)
        if marks >= O.CAUGHT_AT and O.Swap(big) in legal:
            return O.Swap(big)
        return O.Steal(big) if O.Steal(big) in legal else legal[0]


#: Baselines per game, the main one first (``tournament.py --baselines`` plays 1 of ours against the others).
BASELINES: dict[str, dict[str, type[Baseline]]] = {
    "sticheln": {"pimc": StichelnPIMC},
    "pickpocket": {"odds": PickpocketOdds},
    "cite": {"combos": CiteCombos},
    "morpion": {"uniform": MorpionGreedy, "wsls": MorpionWSLS, "favourite": MorpionFavourite,
                "cycler": MorpionCycler},
    "oodlar": {"evidence": OodlarEvidence},
}
