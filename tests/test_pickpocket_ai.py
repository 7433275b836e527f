"""Pickpocket bots: legal choices, decisions from the view only, the odds hint, sensible key decisions, and normal
beating easy over a short series."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from thieves_arcade.ai import make_bot
from thieves_arcade.ai.arena import play_game, play_series
from thieves_arcade.ai.pickpocket import LEVELS, Odds, odds
from thieves_arcade.engine.pickpocket import GAME, Draw, Leave, PickpocketState, Play, extends

LEVEL_NAMES = sorted(LEVELS)


def _positions(players, seed, steps, powers=True):
    s = GAME.new_state(players, seed=seed, options={"powers": powers})
    pick = random.Random(seed)
    out = []
    for _ in range(steps):
        if s.is_over:
            break
        out.append(s.clone())
        s.apply(pick.choice(s.legal_actions()))
    return out


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_bots_choose_legal_actions(level):
    for players in (2, 4, 6):
        for st in _positions(players, seed=players, steps=120)[::4]:
            view = st.view(st.current_player)
            bot = make_bot("pickpocket", level, seed=1)
            assert bot.choose(view) in view.legal


def test_bots_refuse_a_view_with_no_legal_action():
    st = GAME.new_state(3, seed=1)
    for level in LEVEL_NAMES:
        with pytest.raises(ValueError, match="no legal"):
            make_bot("pickpocket", level).choose(st.view(1))


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_bot_decides_from_its_view_only(level):
    """Swapping tiles between another seat's hand and the bag (hidden from the bot) leaves its choice unchanged."""
    checked = 0
    for st in _positions(4, seed=7, steps=80)[::5]:
        seat = st.current_player
        other = (seat + 1) % 4
        twin = st.clone()
        random.Random(3).shuffle(twin.bag)
        if twin.hands[other] and twin.bag:
            twin.hands[other][0], twin.bag[-1] = twin.bag[-1], twin.hands[other][0]
        a = make_bot("pickpocket", level, seed=5).choose(st.view(seat))
        b = make_bot("pickpocket", level, seed=5).choose(twin.view(seat))
        assert a == b
        checked += 1
    assert checked >= 5


def test_odds_counts_the_unseen_tiles():
    st = GAME.new_state(4, seed=3)
    st.loot = ["1100"]
    st.door = 3
    view = st.view(0)
    unseen = Counter(dict(view.unseen))
    good = sum(n for t, n in unseen.items() if extends(["1100"], t))
    o = odds(view)
    assert isinstance(o, Odds)
    assert o.extend_chance == pytest.approx(good / view.unseen_total)
    assert 0 < o.extend_chance < 1 and o.leave_now == 2 + 3
    assert odds(st.public_view()).leave_now == 5


def test_odds_in_double_or_nothing_offers_no_leave():
    st = PickpocketState.from_setup(2, hands=[[], []], bag=["1111"] * 5, loot=["1100"], in_inn=[True, False])
    assert odds(st.view(0)).leave_now == 0 and odds(st.view(0)).extend_chance == 1.0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_clever_bots_draw_on_empty_loot_and_leave_a_big_loot_under_risk(level):
    st = GAME.new_state(5, seed=11)
    assert make_bot("pickpocket", level).choose(st.view(0)) == Draw()
    rich = PickpocketState.from_setup(
        6, hands=[[] for _ in range(6)], bag=["G5", "G4"] + ["0011"] * 6, loot=["1111", "2111", "1211"],
        door=3, guards_night=[3], guards_game=[1, 2, 3])
    assert make_bot("pickpocket", level).choose(rich.view(0)) == Leave()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_clever_bots_make_the_sure_move_in_double_or_nothing(level):
    """One tile made, half the unseen tiles fail: the sure hand tile wins 2 × 7 + 2 at the cost of its 3."""
    st = PickpocketState.from_setup(3, hands=[["0011", "2100"], [], []], bag=["0011", "1111"] * 4,
                                    loot=["1100", "1100"], in_inn=[True, False, False], door=2, double=0,
                                    double_done=1, guards_night=[2], guards_game=[2])
    assert make_bot("pickpocket", level).choose(st.view(0)) == Play(2)


def test_bot_games_replay_and_hard_plays_a_game():
    result = play_game("pickpocket", ["hard", "normal", "easy"], seed=4, options={"powers": True})
    again = play_game("pickpocket", ["hard", "normal", "easy"], seed=4, options={"powers": True})
    assert result.scores == again.scores and result.actions == again.actions and result.winners


def test_normal_beats_easy():
    stats = play_series("pickpocket", ["normal", "easy"], games=80, seed=100)
    assert stats.win_rate("normal") > 0.55
