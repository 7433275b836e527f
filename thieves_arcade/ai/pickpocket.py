"""Pickpocket bots (``shared/rules/pickpocket.md``; how they decide: ``docs/games/pickpocket.md`` "Bots").

- ``easy``: leaves once the loot plus the guard on the door reaches a threshold; otherwise draws.
- ``normal``: the hard bot's rollouts with 6 determinizations instead of 40 (:class:`NormalBot`). The former normal
  level is :class:`HeuristicBot`: a one-step expectation over the tiles it has not seen (bag ∪ others' hands,
  ``view.unseen``): the chance that a bag tile extends the loot and what it adds, the guard on the door, the risk of
  a second guard, weighed against leaving now; plays a hand tile when the sure move is worth more than the tile kept
  for the end.
- ``hard``: determinized rollouts: it deals the unseen tiles into the other hands and the bag many times, plays each
  candidate action (draw, play i, leave, beer) and the rest of the night with a fast policy for every thief, and picks
  the action with the best average of its own points (hand values included) minus a share of the others' gain, plus
  a win bonus (``win_weight``) in every simulated night that ends the game with it winning, so in the last night
  it maximises its chance to win the game rather than points (behind, it presses its luck; ahead, it leaves). The
  determinizations come from ``Game.sample_state``; the search stops on its count (``samples``).
  Powers are chosen from their estimated worth in the current situation.

:func:`odds` is the scene's odds hint: the chance that a bag tile extends the loot and what leaving would score.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from ..engine.base import Action, View
from ..engine.pickpocket import (
    BRUCE_BONUS,
    GAME,
    GUARDS_TO_END,
    ILLUSION_BONUS,
    LOOT_TILES,
    Beer,
    Choose,
    Draw,
    Leave,
    PickpocketState,
    Play,
    is_guard,
    line_states,
    tile_value,
)
from .base import Bot


@dataclasses.dataclass(frozen=True)
class Odds:
    """The odds hint: ``extend_chance`` (0..1) that a tile drawn from the bag extends the loot, computed over the
    tiles the seat has not seen; ``leave_now``: points a voluntary leave would score now (0 in double or nothing)."""

    extend_chance: float
    leave_now: int


def _unseen(view: View) -> Counter:
    return Counter(dict(view.unseen))


def _leave_bonus(view_or_state_power: str | None, loot: tuple | list, door: int | None) -> int:
    if view_or_state_power == "illusion":
        return ILLUSION_BONUS[sum(1 for u, o in line_states(loot) if u and o > 0)]
    if view_or_state_power == "bruce":
        return BRUCE_BONUS
    if view_or_state_power == "accomplice" and door:
        return door
    return 0


def _own_power(view: View) -> str | None:
    if view.seat is None or view.powers_used[view.seat]:
        return None
    return view.powers[view.seat]


def odds(view: View) -> Odds:
    """The chance that a bag tile extends the loot (over ``view.unseen``: bag ∪ tiles in others' hands, guards
    included as failures) and what leaving now would score (loot + door guard + own leave power; 0 in double or
    nothing). Works on any seat's view and the public view."""
    unseen = _unseen(view)
    total = sum(unseen.values())
    states = line_states(view.loot)
    good = sum(n for t, n in unseen.items()
               if not is_guard(t) and any(states[i][0] and t[i] != "0" for i in range(4)))
    leave = 0
    if view.double is None or view.double != view.seat:
        door = view.door or 0
        leave = view.loot_value + door + _leave_bonus(_own_power(view), view.loot, view.door)
    return Odds(good / total if total else 0.0, leave)


def _after(loot_states: tuple, tile: str) -> int:
    """Loot value after laying ``tile`` (which extends) on loot with ``loot_states``."""
    return sum(o + int(tile[i]) for i, (u, o) in enumerate(loot_states) if u and tile[i] != "0")


def _extends(loot_states: tuple, tile: str) -> bool:
    return not is_guard(tile) and any(u and tile[i] != "0" for i, (u, _) in enumerate(loot_states))


class EasyBot(Bot):
    """Leaves when loot + door guard reaches a threshold (5–9, drawn per night); else draws. Alone in the inn it
    drinks its beer or draws. Takes a random power."""

    level = "easy"

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("pickpocket easy bot: no legal action in this view")
        legal = view.legal
        if view.phase == "choose":
            return self.rng.choice(legal)
        if Beer() in legal and view.double is not None:
            return Beer()
        if Leave() in legal:
            threshold = 5 + (7 * view.night + 3 * view.seat + len(view.guards_game)) % 5
            if view.loot_value + (view.door or 0) >= threshold:
                return Leave()
        return Draw() if Draw() in legal else legal[0]


#: The order the normal bot takes powers in.
NORMAL_POWER_ORDER = ("illusion", "bruce", "ambidextrous", "accomplice", "passage", "glove", "beer")


class HeuristicBot(Bot):
    """The former ``normal`` level (kept as a reference): one-step expectation over the unseen tiles (see the
    module docstring); fixed power preferences. Issue 18: it won 16.1 % against the exact-odds baseline at 4 seats
    (400 games, fair 25 %), level with easy."""

    level = "heuristic"
    #: Per other thief still in, the loot kept until this thief's next turn can leave (others may break lines).
    keep = 0.93

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("pickpocket normal bot: no legal action in this view")
        legal = view.legal
        if view.phase == "choose":
            for p in NORMAL_POWER_ORDER:
                if Choose(p) in legal:
                    return Choose(p)
            return legal[0]
        seat = view.seat
        states = line_states(view.loot)
        plays = [a for a in legal if isinstance(a, Play)]
        if view.double is not None:
            if plays:
                return max(plays, key=lambda a: (_after(states, view.hand[a.index - 1]),
                                                 -tile_value(view.hand[a.index - 1])))
            return Beer() if Beer() in legal else (Draw() if Draw() in legal else legal[0])
        door = view.door or 0
        power = _own_power(view)
        bonus = _leave_bonus(power, view.loot, view.door)
        leave = view.loot_value + door + bonus
        others = sum(1 for s, inn in enumerate(view.in_inn) if inn and s != seat)
        disc = self.keep ** others
        warn = view.warning_rule and not view.warned[seat]
        unseen = _unseen(view)
        total = sum(unseen.values())
        ev = 0.0
        catch_p = 0.0
        for t, n in unseen.items():
            if is_guard(t):
                if view.door is None:
                    ev += n * (view.loot_value + tile_value(t) + bonus) * disc
                elif power == "passage":
                    ev += n * (view.loot_value + door + tile_value(t))
            elif _extends(states, t):
                ev += n * (_after(states, t) + door + bonus) * disc
            else:
                catch_p += n
                if warn:
                    ev += n * leave * disc
        ev /= total
        if power == "ambidextrous":
            ev += catch_p / total * ev
        best, best_v = Leave(), float(leave)
        if Draw() in legal and ev > best_v:
            best, best_v = Draw(), ev
        for a in plays:
            t = view.hand[a.index - 1]
            v = (_after(states, t) + door + bonus) * disc - tile_value(t)
            if v > best_v:
                best, best_v = a, v
        if best == Leave() and Beer() in legal and others and view.loot_value + door < 4:
            return Beer()
        return best


# ---- hard: determinized rollouts -----------------------------------------------------------------------------------
def _mask_tables() -> dict[int, tuple[tuple[float, ...], tuple[float, ...], float]]:
    """For each set of unbroken lines (bit mask): per line the chance a random loot tile extends and keeps it
    (``keep``), the mean objects it adds there (``add``), and the chance it extends at all."""
    out = {}
    n = len(LOOT_TILES)
    for mask in range(16):
        keep, add, ext = [0.0] * 4, [0.0] * 4, 0
        for t in LOOT_TILES:
            if any(mask >> i & 1 and t[i] != "0" for i in range(4)):
                ext += 1
                for i in range(4):
                    if mask >> i & 1 and t[i] != "0":
                        keep[i] += 1 / n
                        add[i] += int(t[i]) / n
        out[mask] = (tuple(keep), tuple(add), ext / n)
    return out


_TABLES = _mask_tables()
_GUARD_MEAN = 20 / 7


def _fast_policy(st: PickpocketState, seat: int) -> Action:
    """The rollout policy (all thieves): the normal bot's one-step rule on the public composition of tiles."""
    states = line_states(st.loot)
    hand = st.hands[seat]
    if st.double is not None:
        best, best_v = None, -1
        for i, t in enumerate(hand):
            if _extends(states, t):
                v = _after(states, t)
                if v > best_v:
                    best, best_v = Play(i + 1), v
        if best is not None:
            return best
        if st.powers[seat] == "beer" and not st.powers_used[seat]:
            return Beer()
        return Draw()
    door = st.door or 0
    lv = sum(o for u, o in states if u)
    power = st.powers[seat] if not st.powers_used[seat] else None
    bonus = _leave_bonus(power, st.loot, st.door)
    leave = lv + door + bonus
    bag = len(st.bag)
    if not bag:
        return Leave()
    pg = (GUARDS_TO_END - len(st.guards_game)) / bag
    mask = sum(1 << i for i in range(4) if states[i][0])
    keep, add, ext = _TABLES[mask]
    others = sum(st.in_inn) - 1
    disc = 0.93 ** others
    after = sum(states[i][1] * keep[i] + add[i] for i in range(4) if states[i][0])
    pl = 1 - pg
    ev = pl * (after + ext * (door + bonus)) * disc
    if st.door is None:
        ev += pg * (lv + _GUARD_MEAN + bonus) * disc
    if st.warning_rule and not st.warned[seat]:
        ev += pl * (1 - ext) * leave * disc
    return Draw() if ev > leave else Leave()


class HardBot(Bot):
    """Determinized rollouts to the end of the night for every candidate action (see the module docstring)."""

    level = "hard"
    samples = 40
    #: Weight of the other thieves' mean gain against this thief's own (winning is relative).
    rivalry = 0.25
    #: Points a simulated night is worth extra when it ends the game with this thief winning (shared: a share), so
    #: in the last night (the seventh guard near, or the ``nights`` limit) it plays for the win, not for points: a
    #: thief behind presses on, a leader leaves early.
    win_weight = 12.0

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("pickpocket hard bot: no legal action in this view")
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == "choose":
            return self._choose_power(view)
        totals = self._totals(view)
        return max(legal, key=lambda a: (totals[a], -legal.index(a)))

    def _totals(self, view: View) -> dict[Action, float]:
        """Per legal action, the sum over ``samples`` determinizations of the rollout value (see :meth:`_rollout`)."""
        legal = view.legal
        totals = {a: 0.0 for a in legal}
        seat = view.seat
        for _ in range(self.samples):
            sample = GAME.sample_state(view, random.Random(self.rng.getrandbits(64)))
            for a in legal:
                totals[a] += self._rollout(sample.clone(), a, seat)
        return totals

    def advise(self, view: View):
        """The choice with its reasons (:class:`~thieves_arcade.ai.advice.Advice`): ``risk`` (0..1, the chance the
        next bag tile ends the night for this thief: a catch with no warning left, or a second guard), ``safe`` (the
        chance it extends the loot), ``leave`` (points a leave scores now), and the mean rollout values ``draw_ev`` /
        ``leave_ev`` of drawing and leaving over this bot's own simulations."""
        from .advice import Advice
        if view.phase == "choose":
            a = self._choose_power(view)
            return Advice(a, "pp_power", {"power": a.power})
        legal = view.legal
        totals = self._totals(view) if len(legal) > 1 else {legal[0]: 0.0}
        best = max(legal, key=lambda a: (totals[a], -legal.index(a)))
        unseen = _unseen(view)
        total = sum(unseen.values()) or 1
        states = line_states(view.loot)
        guards = sum(n for t, n in unseen.items() if is_guard(t))
        catches = sum(n for t, n in unseen.items() if not is_guard(t) and not _extends(states, t))
        warned = view.warning_rule and not view.warned[view.seat] and view.double is None
        risk = ((0 if warned else catches) + (guards if view.door is not None else 0)) / total
        safe = sum(n for t, n in unseen.items() if _extends(states, t)) / total
        nums = {"risk": risk, "safe": safe, "leave": odds(view).leave_now,
                "draw_ev": totals.get(Draw(), 0.0) / self.samples, "leave_ev": totals.get(Leave(), 0.0) / self.samples}
        if isinstance(best, Play):
            nums["tile"] = best.index
            return Advice(best, "pp_play", nums)
        key = {Leave(): "pp_leave", Draw(): "pp_draw", Beer(): "pp_beer"}.get(best, "plain")
        if view.double is not None and key == "pp_draw":
            key = "pp_double"
        return Advice(best, key, nums)

    def _rollout(self, st: PickpocketState, first: Action, seat: int) -> float:
        before = [st.score[s] + sum(tile_value(t) for t in st.hands[s]) for s in range(st.players)]
        night = st.night
        st.apply(first)
        steps = 0
        while st.phase == "turn" and st.night == night and steps < 200:
            st.apply(_fast_policy(st, st.turn))
            steps += 1
        over = st.phase == "over"
        gains = [st.score[s] + (0 if over else sum(tile_value(t) for t in st.hands[s])) - before[s]
                 for s in range(st.players)]
        others = [g for s, g in enumerate(gains) if s != seat]
        value = gains[seat] - self.rivalry * (sum(others) / len(others))
        if over:  # the game ends with this night: what counts now is winning it (Neller & Presser on Pig)
            winners = st.winners()
            value += self.win_weight * (1.0 / len(winners) if seat in winners else 0.0)
        return value

    def _choose_power(self, view: View) -> Action:
        """Powers by estimated worth now: bonus powers for a thief who usually leaves; the ambidextrous and the
        passage grow with the risk (more thieves, guards on the way); the glove late in the game is a sure tile."""
        players = view.players
        guards_left = GUARDS_TO_END - len(view.guards_game)
        worth = {
            "illusion": 2.6,
            "bruce": 2.0,
            "accomplice": 1.4,
            "ambidextrous": 1.2 + 0.25 * players,
            "passage": 1.0 + 0.2 * players,
            "glove": 2.0 + (0.5 if guards_left <= 2 else 0.0),
            "beer": 0.6 + (0.6 if players <= 3 else 0.0),
        }
        return max(view.legal, key=lambda a: (worth.get(a.power, 0.0), -view.legal.index(a)))


class NormalBot(HardBot):
    """The hard bot's rollouts with a small budget (``samples`` = 6 instead of 40): the same reading of the night,
    with more noise in its estimates."""

    level = "normal"
    samples = 6


#: The levels offered for Pickpocket, weakest first.
LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
