"""Pierre Papier Morpion engine: worked examples, rules, [D] decisions, conservation and view secrecy."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thieves_arcade.engine import IllegalAction
from thieves_arcade.engine.morpion import (
    GAME,
    CrownWin,
    DuelRevealed,
    GameOver,
    HiddenRevealed,
    LineCompleted,
    Peeked,
    RewardTaken,
    RoundStarted,
    ThrowCommitted,
    group_points,
    lines_of,
    reward_pool,
    score_breakdown,
)

FILLER_H = ["plus2"] * 9
FILLER_V = ["pencil", "eraser", "ruler"] * 3


def duel(state, t0, t1):
    return state.apply(f"throw {t0}") + state.apply(f"throw {t1}")


def play_round(state, winner, first, second):
    """Seat ``winner`` wins the duel, takes ``first``; the loser takes ``second``."""
    ev = duel(state, "rock", "scissors") if winner == 0 else duel(state, "scissors", "rock")
    ev += state.apply(f"take {first}")
    if not state.is_over:
        ev += state.apply(f"take {second}")
    return ev


# ---- worked examples ------------------------------------------------------------------------------------------
def test_example_1_lines():
    assert sorted(lines_of([1, 2, 3, 5, 9])) == [(1, 2, 3), (1, 5, 9)]
    assert score_breakdown(0, [], [1, 2, 3, 5, 9]).total == 6


def test_example_2_equipment_and_plus2():
    b = score_breakdown(0, ["pencil"] * 4 + ["ruler", "plus2", "plus2"], [])
    assert b.total == 3 + 1 + 4
    assert [e.points for e in b.equipment] == [3, 0, 1]


def test_example_3_groups():
    assert score_breakdown(0, ["eraser"] * 5, []).total == 8
    assert score_breakdown(0, ["eraser"] * 3, []).total == 5
    assert [group_points(n) for n in range(6)] == [0, 1, 2, 5, 3, 8]


def test_example_4_third_crown_in_round_6_wins_at_once():
    hidden = ["plus2"] * 9
    visible = ["crown", "pencil", "crown", "eraser", "ruler", "crown", "pencil", "eraser", "ruler"]
    s = GAME.from_setup(hidden, visible)
    for _ in range(5):
        play_round(s, 0, "visible", "hidden")  # A (seat 0) takes crowns in rounds 1 and 3
    assert s.collections[0].count("crown") == 2 and s.round == 6
    ev = play_round(s, 0, "visible", "hidden")
    assert s.is_over and s.winners() == [0]
    assert isinstance(ev[-2], CrownWin) and ev[-2].seat == 0
    assert isinstance(ev[-1], GameOver) and ev[-1].reason == "crowns"
    assert s.legal_actions() == [] and s.round == 6
    assert s.hidden[6:] == ["plus2"] * 3  # rounds 7-9 never played


# ---- rules ----------------------------------------------------------------------------------------------------
def test_setup_deals_hidden_then_visible_and_discards_the_rest():
    for opts, discards in (({}, 4), ({"equipment_bonus": True}, 8)):
        s = GAME.new_state(2, seed=3, options=opts)
        pool = reward_pool(bool(opts))
        again = list(pool)
        random.Random(3).shuffle(again)
        assert s.hidden == again[0:18:2] and s.visible == again[1:18:2]
        assert len(s.discarded) == discards and s.discarded == again[18:]
        assert Counter(s.hidden + s.visible + s.discarded) == Counter(pool)
    assert len(reward_pool()) == 22 and len(reward_pool(True)) == 26


def test_tie_is_thrown_again_and_does_not_use_up_the_round():
    s = GAME.new_state(2, seed=1)
    ev = duel(s, "paper", "paper")
    assert isinstance(ev[-1], DuelRevealed) and ev[-1].winner is None
    assert s.round == 1 and s.phase == "duel" and s.current_player == 0
    ev = duel(s, "paper", "rock")
    assert ev[-1].winner == 0 and s.phase == "choose" and s.current_player == 0


@pytest.mark.parametrize("t0,t1,winner", [("rock", "scissors", 0), ("scissors", "paper", 0), ("paper", "rock", 0),
                                          ("scissors", "rock", 1), ("paper", "scissors", 1), ("rock", "paper", 1)])
def test_duel_outcomes(t0, t1, winner):
    s = GAME.new_state(2, seed=2)
    assert duel(s, t0, t1)[-1].winner == winner


def test_winner_loser_winner_and_all_three_given():
    s = GAME.from_setup(["crown"] + FILLER_H[1:], ["pencil"] + FILLER_V[1:])
    duel(s, "scissors", "rock")  # seat 1 wins
    assert s.current_player == 1 and [str(a) for a in s.legal_actions()] == ["take visible", "take hidden",
                                                                             "take cell"]
    ev = s.apply("take cell")
    assert ev == [RewardTaken(1, 1, "cell", None, False)]
    assert s.current_player == 0 and [str(a) for a in s.legal_actions()] == ["take visible", "take hidden"]
    ev = s.apply("take hidden")
    assert ev[0] == HiddenRevealed(0, 1, "crown") and ev[1] == RewardTaken(0, 1, "hidden", "crown", False)
    assert ev[2] == RewardTaken(1, 1, "visible", "pencil", True)
    assert ev[3] == RoundStarted(2)
    assert s.control[0] == 1 and s.collections == [["crown"], ["pencil"]]
    assert s.round == 2 and s.phase == "duel"


def test_line_completed_event_and_scores():
    s = GAME.from_setup(FILLER_H, FILLER_V)
    events = []
    for _ in range(3):
        events += play_round(s, 0, "cell", "visible")
    lines = [e for e in events if isinstance(e, LineCompleted)]
    assert lines == [LineCompleted(0, (1, 2, 3))]
    assert s.scores()[0] == 3 + 2 * 3  # a line and three +2 tokens (hidden, received last)


def test_game_end_scoring_and_tiebreak_by_lines():
    d = GAME.from_setup(FILLER_H, FILLER_V).to_dict()
    st_ = d["state"]
    st_.update(hidden=[None] * 8 + ["ruler"], visible=[None] * 8 + ["eraser"],
               control=[0, 0, 0, 0, 1, 1, 1, 0, None], round=9, collections=[[], ["pencil", "pencil"]])
    s = GAME.from_dict(d, complete=False)
    ev = play_round(s, 1, "visible", "cell")  # seat 1: eraser, then the ruler (auto); seat 0: cell 9
    over = ev[-1]
    assert isinstance(over, GameOver) and over.reason == "score" and over.winners == (1,)
    assert s.scores() == [3, 2 + 1 + 1]  # seat 0: line 1-2-3 only
    assert s.winners() == [1]
    # equal totals: more lines wins
    st_.update(hidden=[None] * 8 + ["crown"], visible=[None] * 8 + ["plus2"], collections=[[], ["pencil"]])
    s = GAME.from_dict(d, complete=False)
    play_round(s, 1, "visible", "cell")
    assert s.scores() == [3, 3] and s.winners() == [0]


def test_full_tie_is_a_draw():
    d = GAME.from_setup(FILLER_H, FILLER_V).to_dict()
    d["state"].update(hidden=[None] * 9, visible=[None] * 9, phase="over", round=9,
                      collections=[["plus2"], ["plus2"]], control=[0, 1, 0, 1, 0, 1, 1, 0, 1],
                      remaining=[])  # no complete line for either gang
    drawn = GAME.from_dict(d, complete=False)
    assert drawn.scores() == [2, 2] and drawn.winners() == [0, 1]
    d["state"]["collections"] = [["plus2"], ["pencil"]]
    assert GAME.from_dict(d, complete=False).winners() == [0]


def test_more_than_five_and_equipment_bonus():
    assert [group_points(n) for n in (6, 7, 8, 9)] == [9, 10, 13, 11]
    # 4 pencils + 1 bonus → a group of 5 (8) rather than 4+1 elsewhere
    b = score_breakdown(0, ["pencil"] * 4 + ["bonus"], [])
    assert b.total == 8 and b.equipment[0].bonus == 1
    # 2 erasers + 2 bonuses: 5 erasers is worse than... 4 → 3; best: eraser 3 (5) + 1 elsewhere (1) = 6
    b = score_breakdown(0, ["eraser"] * 2 + ["bonus"] * 2, [])
    assert b.total == 6 and sum(e.bonus for e in b.equipment) == 2
    assert score_breakdown(0, ["bonus"], []).total == 1


def test_binoculars_peek_and_unused_points():
    s = GAME.from_setup(["crown"] + FILLER_H[1:], FILLER_V, options={"binoculars": True})
    assert s.binoculars == [2, 2] and s.scores() == [2, 2]
    duel(s, "rock", "scissors")
    assert "peek" in [str(a) for a in s.legal_actions()]
    ev = s.apply("peek")
    assert ev == [Peeked(0, 1, 1)]
    assert s.view(0).peeked == "crown"
    assert s.view(1).peeked is None and s.public_view().peeked is None
    other = GAME.from_setup(["ruler"] + FILLER_H[1:], FILLER_V, options={"binoculars": True})
    duel(other, "rock", "scissors")
    other.apply("peek")
    assert other.view(0).peeked == "ruler"
    assert other.view(1) == s.view(1) and other.public_view() == s.public_view()
    assert "peek" not in [str(a) for a in s.legal_actions()]  # once per round per seat
    assert s.scores()[0] == 1
    s.apply("take visible")
    assert "peek" in [str(a) for a in s.legal_actions()]  # the loser may peek too
    s.apply("take hidden")
    assert s.view(0).peeked is None
    with pytest.raises(IllegalAction):
        GAME.new_state(2, seed=1).apply("peek")


def test_parse_and_illegal_actions():
    assert str(GAME.parse_action("Throw Rock")) == "throw rock"
    with pytest.raises(IllegalAction, match="accepted"):
        GAME.parse_action("throw lizard")
    s = GAME.new_state(2, seed=1)
    with pytest.raises(IllegalAction):
        s.apply("take cell")
    with pytest.raises(ValueError):
        GAME.new_state(3, seed=1)
    with pytest.raises(ValueError):
        GAME.new_state(2, seed=1, options={"binoculars": 2})  # 1/0 count as true/false; 2 is neither


# ---- secrecy ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("first", ["rock", "paper", "scissors"])
def test_first_throw_is_never_shown_before_both_are_in(first):
    s = GAME.new_state(2, seed=9)
    before1, before_pub = s.view(1), s.public_view()
    ev = s.apply(f"throw {first}")
    assert ev == [ThrowCommitted(0)]
    v1, pub = s.view(1), s.public_view()
    assert v1.thrown == (True, False) and pub.thrown == (True, False)
    for v in (v1, pub):
        text = json.dumps({k: x for k, x in v.to_dict().items() if k != "legal"})  # legal lists all three throws
        assert first not in text
    # the same views whatever seat 0 threw
    for other in ("rock", "paper", "scissors"):
        t = GAME.new_state(2, seed=9)
        t.apply(f"throw {other}")
        assert t.view(1) == v1 and t.public_view() == pub
    assert v1.last_duel == before1.last_duel and pub.last_duel == before_pub.last_duel


def test_views_do_not_depend_on_unseen_tokens():
    a = GAME.from_setup(["crown"] * 9, FILLER_V, discarded=["pencil"])
    b = GAME.from_setup(["ruler"] * 9, FILLER_V, discarded=["eraser"])
    for s in (a, b):
        duel(s, "rock", "scissors")
        s.apply("take visible")
    for seat in (0, 1, None):
        va = a.view(seat) if seat is not None else a.public_view()
        vb = b.view(seat) if seat is not None else b.public_view()
        assert va == vb


def test_hidden_token_is_public_once_taken():
    s = GAME.from_setup(["crown"] + FILLER_H[1:], FILLER_V)
    duel(s, "rock", "scissors")
    s.apply("take hidden")
    for v in (s.view(0), s.view(1), s.public_view()):
        assert v.collections[0] == ("crown",) and not v.cells[0].has_hidden


# ---- properties ------------------------------------------------------------------------------------------------
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), bonus=st.booleans(), binoc=st.booleans(), pick=st.integers(0, 10_000))
def test_conservation_and_round_trip(seed, bonus, binoc, pick):
    opts = {"equipment_bonus": bonus, "binoculars": binoc}
    s = GAME.new_state(2, seed=seed, options=opts)
    full = Counter(reward_pool(bonus))
    rng = random.Random(pick)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        held = [t for t in s.hidden + s.visible if t] + s.discarded + s.collections[0] + s.collections[1]
        assert Counter(held) == full
        assert sum(1 for c in s.control if c is not None) <= s.round
        assert 0 <= s.binoculars[0] <= 2 and 0 <= s.binoculars[1] <= 2
    crowns = [c.count("crown") for c in s.collections]
    if max(crowns) == 3:
        assert s.winners() == [crowns.index(3)]
    else:
        assert s.round == 9 and all(c is not None for c in s.control)
    assert GAME.from_dict(json.loads(json.dumps(s.to_dict()))).scores() == s.scores()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 10_000))
def test_seat_view_unchanged_by_other_seats_secrets(seed, pick):
    """Changing only seat 0's pending throw and the unseen tokens leaves seat 1's view identical."""
    s = GAME.new_state(2, seed=seed)
    rng = random.Random(pick)
    for _ in range(rng.randrange(0, 25)):
        if s.is_over:
            return
        s.apply(rng.choice(s.legal_actions()))
    if s.is_over:
        return
    t = s.clone()
    hidden_idx = [i for i, h in enumerate(t.hidden) if h is not None]
    unseen = [t.hidden[i] for i in hidden_idx] + t.discarded
    rng.shuffle(unseen)
    for i, tok in zip(hidden_idx, unseen, strict=False):
        t.hidden[i] = tok
    t.discarded = unseen[len(hidden_idx):]
    if s.phase == "duel" and s.throws[0] is not None:
        t.throws[0] = rng.choice(["rock", "paper", "scissors"])
    assert t.view(1) == s.view(1) and t.public_view() == s.public_view()
    if not (s.phase == "duel" and s.throws[0] is not None):
        assert t.view(0) == s.view(0)
