"""Pierre Papier Morpion bots: legality, view-only decisions, strength, and hard's habit reading."""

from __future__ import annotations

import random

import pytest

from thieves_arcade.ai import make_bot
from thieves_arcade.ai.arena import play_series
from thieves_arcade.ai.morpion import LEVELS, HardBot, NormalBot
from thieves_arcade.engine.morpion import GAME, DuelRevealed, Take

FILLER_H = ["plus2"] * 9
FILLER_V = ["pencil", "eraser", "ruler"] * 3


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("opts", [{}, {"binoculars": True, "equipment_bonus": True}])
def test_bots_only_return_legal_actions(level, opts):
    for seed in range(3):
        s = GAME.new_state(2, seed=seed, options=opts)
        bots = [make_bot("morpion", level, seed=seed), make_bot("morpion", "normal", seed=seed + 50)]
        while not s.is_over:
            v = s.view(s.current_player)
            a = bots[s.current_player].choose(v)
            assert a in v.legal
            s.apply(a)


def test_bot_refuses_a_view_without_legal_actions():
    s = GAME.new_state(2, seed=1)
    with pytest.raises(ValueError, match="legal"):
        NormalBot(1).choose(s.view(1))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_same_decision_when_only_hidden_info_changes(level):
    """Re-deal the unseen tokens (hidden on cells + discards): the chooser's view and decision are unchanged."""
    rng = random.Random(4)
    for seed in range(6):
        s = GAME.new_state(2, seed=seed, options={"binoculars": True})
        for _ in range(rng.randrange(2, 30)):
            if s.is_over:
                break
            s.apply(rng.choice([a for a in s.legal_actions() if str(a) != "peek"]))
        if s.is_over or s.phase != "choose":
            continue
        t = s.clone()
        idx = [i for i, h in enumerate(t.hidden) if h is not None]  # nobody peeked: every hidden token is unseen
        unseen = [t.hidden[i] for i in idx] + t.discarded
        rng.shuffle(unseen)
        for i, tok in zip(idx, unseen, strict=False):
            t.hidden[i] = tok
        t.discarded = unseen[len(idx):]
        seat = s.current_player
        assert s.view(seat) == t.view(seat)
        a = make_bot("morpion", level, seed=9).choose(s.view(seat))
        b = make_bot("morpion", level, seed=9).choose(t.view(seat))
        assert a == b


def test_normal_takes_the_third_crown_and_blocks_the_opponents():
    visible = ["pencil", "crown", "ruler"] + ["eraser"] * 6
    for seat_with_crowns, bot_seat in ((0, 0), (1, 0)):
        d = GAME.from_setup(FILLER_H, visible).to_dict()
        d["state"].update(round=2, collections=[["crown", "crown"], []] if seat_with_crowns == 0
                          else [[], ["crown", "crown"]], control=[1] + [None] * 8, visible=[None] + visible[1:],
                          hidden=[None] + FILLER_H[1:])
        s = GAME.from_dict(d, complete=False)
        s.apply("throw rock")
        s.apply("throw scissors")
        assert NormalBot(3).choose(s.view(bot_seat)) == Take("visible")


def test_normal_completes_the_line_that_wins_the_last_round():
    """Round 9, seat 0 won the duel. Taking cell 9 completes 1-5-9 (3 points) and wins on points and lines;
    taking a token first lets seat 1 take the cell, and seat 0 cannot catch up."""
    d = GAME.from_setup(FILLER_H, ["pencil"] * 9).to_dict()
    d["state"].update(round=9, control=[0, 1, 1, 1, 0, 0, 1, 0, None], visible=[None] * 8 + ["pencil"],
                      hidden=[None] * 8 + ["eraser"], collections=[["ruler"], ["ruler", "ruler", "plus2"]])
    s = GAME.from_dict(d, complete=False)
    s.apply("throw rock")
    s.apply("throw scissors")
    assert NormalBot(1).choose(s.view(0)) == Take("cell")


def test_normal_beats_easy():
    stats = play_series("morpion", ["normal", "easy"], games=60, seed=100)
    assert stats.win_rate("normal") > 0.7


class AlwaysRock(NormalBot):
    """A habit-bound opponent: Normal's choices, always throws rock."""

    def throw(self, view):
        return "rock"


def _duel_share(bot_factory, games=6):
    won = lost = 0
    for g in range(games):
        s = GAME.new_state(2, seed=300 + g)
        bots = [bot_factory(g), AlwaysRock(g)]
        while not s.is_over:
            for e in s.apply(bots[s.current_player].choose(s.view(s.current_player))):
                if isinstance(e, DuelRevealed) and e.winner is not None:
                    won += e.winner == 0
                    lost += e.winner == 1
    return won / (won + lost)


def test_hard_reads_an_always_rock_habit_and_normal_does_not():
    assert _duel_share(HardBot) > 0.8
    assert _duel_share(NormalBot) < 0.75


def test_hard_throws_uniformly_without_evidence():
    s = GAME.new_state(2, seed=1)
    throws = {str(HardBot(seed).choose(s.view(0))) for seed in range(30)}
    assert throws == {"throw rock", "throw paper", "throw scissors"}


def test_hard_remembers_across_games():
    bot = HardBot(5)
    for g in range(3):
        s = GAME.new_state(2, seed=g)
        opp = AlwaysRock(g)
        while not s.is_over:
            seat = s.current_player
            s.apply((bot if seat == 0 else opp).choose(s.view(seat)))
    assert bot.marginal["rock"] >= 27 and bot.marginal["paper"] == 0
    fresh = GAME.new_state(2, seed=99)
    assert str(bot.choose(fresh.view(0))) == "throw paper"  # the habit is read before any duel of this game
