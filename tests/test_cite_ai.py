"""La Cité des Voleurs bots: legal, deterministic, view-only, sensible, and normal beats easy."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from thieves_arcade.ai import cite as A
from thieves_arcade.ai import make_bot
from thieves_arcade.ai.arena import play_series
from thieves_arcade.engine import cite as C
from thieves_arcade.engine import get_game

GAME = get_game("cite")


def positions(players, seed, n=40):
    """Views of the player to act along a random playout (both phases)."""
    state = GAME.new_state(players, seed=seed)
    pick = random.Random(seed)
    out = []
    while not state.is_over and len(out) < n:
        out.append((state.clone(), state.view(state.current_player)))
        state.apply(pick.choice(state.legal_actions()))
    return out


def test_transition_table_is_a_probability_table():
    assert A.P.shape == (210, 126)
    assert np.allclose(A.P.sum(axis=1), 1.0)
    # keeping 1-1-1 and rolling one die: 1/6 to reach four 1s
    assert A.P[A.K_INDEX[(1, 1, 1)], A.M_INDEX[(1, 1, 1, 1)]] == pytest.approx(1 / 6)
    # rolling all four: a given straight 1-2-3-4 has probability 24/1296
    assert A.P[A.K_INDEX[()], A.M_INDEX[(1, 2, 3, 4)]] == pytest.approx(24 / 1296)


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_bots_return_legal_actions(level, players):
    bot = make_bot("cite", level, seed=players)
    phases = set()
    for seed in range(4):
        for _, view in positions(players, seed):
            action = bot.choose(view)
            assert action in view.legal
            phases.add(view.phase)
    assert C.PHASE_ROLL in phases and (players == 2 or C.PHASE_TARGET in phases)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bot_refuses_when_not_its_turn(level):
    state = GAME.new_state(3, seed=1)
    with pytest.raises(ValueError, match="no legal action"):
        make_bot("cite", level).choose(state.view(1))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bot_decides_from_the_view_only(level):
    """The only hidden information is the future of the dice (the rng): changing it changes no decision."""
    for state, view in positions(4, seed=3, n=30):
        other = state.clone()
        other.rng = random.Random(12345)
        assert other.view(state.current_player) == view
        a = make_bot("cite", level, seed=7).choose(view)
        b = make_bot("cite", level, seed=7).choose(other.view(state.current_player))
        assert a == b


def test_normal_rerolls_the_odd_die_of_a_triple_for_free():
    # 6-6-6-1 with a 5-token pot: the odd die can only turn the triple into a (better) accidental four
    state = GAME.from_setup(3, tokens=[3, 2, 2], pot=5, dice=(6, 6, 6, 1), roll=2)
    assert make_bot("cite", "normal").choose(state.view(0)) == C.Reroll((4,))


def test_normal_stops_on_a_winning_recovery():
    # the pot wins the game; a four would steal nothing from empty opponents
    state = GAME.from_setup(3, tokens=[4, 0, 0], pot=8, dice=(6, 6, 6, 1), roll=2)
    assert make_bot("cite", "normal").choose(state.view(0)) == C.Stop()


def test_normal_rerolls_a_harmful_swap_and_keeps_a_useful_one():
    rich = GAME.from_setup(2, tokens=[5, 1], pot=3, dice=(2, 2, 2, 6))      # swapping would give away 4
    assert make_bot("cite", "normal").choose(rich.view(0)) != C.Stop()
    poor = GAME.from_setup(2, tokens=[0, 5], pot=4, dice=(2, 2, 2, 6))      # swapping gains 5 and denies 5
    assert make_bot("cite", "normal").choose(poor.view(0)) == C.Stop()


class _StubPosition:
    """A position whose combination values are given directly (to check the dice tables)."""

    def __init__(self, values, announce):
        self.values, self.announce = values, announce

    def kind_value(self, kind):
        return self.values[kind]

    def announce_value(self):
        return self.announce


def test_turn_tables_match_brute_force_over_positions():
    """The matrix expectimax equals a plain recursion over every reroll of the actual dice positions."""
    pick = random.Random(4)
    kinds = {k for k, _ in A.READING}
    values = {k: pick.uniform(-3, 5) for k in kinds}
    stub = _StubPosition(values, announce=2.0)
    v0, ann, (e0, e1) = A.turn_tables(stub, can_announce=True)
    memo = {}

    def best(dice, left):
        key = (tuple(sorted(dice)), left)
        if key not in memo:
            options = [values[C.read_combination(dice)[0]]]
            if left:
                if C.exact_triple(dice):
                    options.append(2.0)
                for r in C.ALL_REROLLS:
                    outs = itertools.product(range(1, 7), repeat=len(r.positions))
                    total = n = 0
                    for faces in outs:
                        new = list(dice)
                        for p, f in zip(r.positions, faces, strict=True):
                            new[p - 1] = f
                        total += best(tuple(new), left - 1)
                        n += 1
                    options.append(total / n)
            memo[key] = max(options)
        return memo[key]

    for m in pick.sample(range(126), 12):
        dice = A.MULTISETS[m]
        one = max(v0[m], ann[m], e0[A.SUBS[m]].max())
        two = max(v0[m], ann[m], e1[A.SUBS[m]].max())
        assert one == pytest.approx(best(dice, 1))
        assert two == pytest.approx(best(dice, 2))


def test_normal_targets_the_threat_and_avoids_protection():
    state = GAME.from_setup(4, tokens=[2, 3, 9, 1], pot=0, dice=(3, 3, 3, 5), protected=(1,))
    state.apply("stop")
    assert make_bot("cite", "normal").choose(state.view(0)) == C.Target(2)      # closest to the goal
    state = GAME.from_setup(4, tokens=[2, 3, 9, 1], pot=0, dice=(3, 3, 3, 5), protected=(2,))
    state.apply("stop")
    assert make_bot("cite", "normal").choose(state.view(0)) == C.Target(1)      # 2 is protected: next richest


def test_normal_announces_when_the_prize_is_huge():
    # 1 token to risk; success takes a 9-token leader and the pot (and wins); failure costs 1
    state = GAME.from_setup(3, tokens=[1, 9, 0], pot=5, dice=(4, 4, 4, 2), roll=2)
    assert make_bot("cite", "normal").choose(state.view(0)) == C.Announce()


def test_bots_are_deterministic_given_their_seed():
    a = play_series("cite", ["normal", "easy", "easy"], 6, seed=40)
    b = play_series("cite", ["normal", "easy", "easy"], 6, seed=40)
    assert a.wins == b.wins


def test_normal_beats_easy():
    duel = play_series("cite", ["normal", "easy"], 120, seed=500)
    assert duel.win_rate("normal") > 0.55
    table = play_series("cite", ["normal", "easy", "easy", "easy"], 80, seed=900)
    assert table.win_rate("normal") > table.win_rate("easy") + 0.1


# ---- hard -----------------------------------------------------------------------------------------------------------
def test_levels_include_hard():
    from thieves_arcade.ai import levels
    assert levels("cite") == ["easy", "normal", "hard"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_hard_returns_legal_actions(players):
    bot = make_bot("cite", "hard", seed=players)
    phases = set()
    for seed in range(3):
        for _, view in positions(players, seed):
            action = bot.choose(view)
            assert action in view.legal
            phases.add(view.phase)
    assert C.PHASE_ROLL in phases and (players == 2 or C.PHASE_TARGET in phases)


def test_hard_decides_from_the_view_only():
    """The only hidden information is the future of the dice (the rng): changing it changes no decision."""
    for state, view in positions(4, seed=5, n=40):
        other = state.clone()
        other.rng = random.Random(999)
        assert other.view(state.current_player) == view
        assert make_bot("cite", "hard", seed=2).choose(view) == make_bot("cite", "hard", seed=2).choose(
            other.view(state.current_player))


def test_win_chances_are_a_distribution_and_favour_the_leader():
    for players in range(2, 7):
        goal = C.goal_for(players)
        tokens = [3] * players
        p = A.win_chances(tokens, 3, frozenset(), 1, goal, A.HARD_WEIGHTS[players])
        assert p.sum() == pytest.approx(1.0) and (p > 0).all()
        tokens[1], tokens[0] = goal - 1, 3 - (goal - 4)
        q = A.win_chances(tokens, 3, frozenset(), 1, goal, A.HARD_WEIGHTS[players])
        assert q[1] == q.max() and q[1] > p[1]
        tokens[1] = goal
        assert A.win_chances(tokens, 0, frozenset(), 0, goal, A.HARD_WEIGHTS[players])[1] == 1.0


def test_hard_stops_on_a_winning_recovery_and_rerolls_a_harmful_swap():
    state = GAME.from_setup(3, tokens=[4, 0, 0], pot=8, dice=(6, 6, 6, 1), roll=2)
    assert make_bot("cite", "hard").choose(state.view(0)) == C.Stop()
    rich = GAME.from_setup(2, tokens=[5, 1], pot=3, dice=(2, 2, 2, 6))
    assert make_bot("cite", "hard").choose(rich.view(0)) != C.Stop()


def test_hard_is_not_worse_than_normal():
    table = play_series("cite", ["hard", "normal", "normal", "normal"], 160, seed=4242)
    assert table.win_rate("hard") >= table.win_rate("normal")
