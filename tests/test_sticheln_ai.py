"""Sticheln bots: legal choices in every rule set, decisions from the view only, normal beats easy."""

from __future__ import annotations

import json
import random

import pytest

from thieves_arcade.ai import levels, make_bot
from thieves_arcade.ai.arena import play_series
from thieves_arcade.ai.sticheln import EasyBot, HardBot, Memory, NormalBot
from thieves_arcade.engine.sticheln import GAME

SETUPS = [
    (3, {}),
    (4, {"rules": "published"}),
    (5, {"two_pains": True, "rounds": 2}),
    (4, {"open_pain": True, "rounds": 2}),
    (4, {"standard_deck": True, "rounds": 2}),
    (6, {"rules": "published", "rounds": 2}),
]


def bots_for(players, seed):
    """easy, normal, hard (a small search), easy, normal, hard … by seat."""
    make = [EasyBot, NormalBot, lambda s: HardBot(s, iterations=12, time_limit=5.0)]
    return [make[i % 3](seed + i) for i in range(players)]


@pytest.mark.parametrize("players,options", SETUPS)
def test_bots_only_return_legal_actions(players, options):
    state = GAME.new_state(players, seed=players, options=options)
    bots = bots_for(players, 7)
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        state.apply(action)
    assert len(state.winners()) >= 1


def test_levels_are_registered():
    assert levels("sticheln") == ["easy", "normal", "hard"]
    assert isinstance(make_bot("sticheln", "hard", seed=1), HardBot)


def test_bot_without_legal_actions_raises():
    state = GAME.new_state(4, seed=1)
    with pytest.raises(ValueError, match="legal"):
        NormalBot(0).choose(state.view(1))


def advanced(seed, steps, players=4, options=None):
    state = GAME.new_state(players, seed=seed, options=options)
    pick = random.Random(seed)
    for _ in range(steps):
        state.apply(pick.choice(state.legal_actions()))
    return state


def hidden_variant(state, seat):
    """A copy of ``state`` where two other seats swapped one hand card each (pain marks follow the cards)."""
    t = state.clone()
    a, b = [s for s in range(t.players) if s != seat][:2]
    ca, cb = t.hands[a][0], t.hands[b][-1]
    t.hands[a][0], t.hands[b][-1] = cb, ca
    t.hands[a].sort()
    t.hands[b].sort()
    t.pains[a] = [cb if p == ca else p for p in t.pains[a]]
    t.pains[b] = [ca if p == cb else p for p in t.pains[b]]
    return t


@pytest.mark.parametrize("seed,steps,options", [(1, 4 + 9, None), (2, 4 + 22, None), (3, 4 + 7, {"rules": "published"}),
                                                (4, 1, None)])
def test_bots_decide_identically_when_only_hidden_cards_change(seed, steps, options):
    state = advanced(seed, steps, options=options)
    seat = state.current_player
    other = hidden_variant(state, seat)
    assert json.dumps(state.view(seat).to_dict()) == json.dumps(other.view(seat).to_dict())
    assert other.hands != state.hands
    for make in (lambda: EasyBot(3), lambda: NormalBot(3), lambda: HardBot(3, iterations=150, time_limit=60.0)):
        assert make().choose(state.view(seat)) == make().choose(other.view(seat))


def test_hard_bot_is_deterministic_given_seed_and_view():
    state = advanced(5, 4 + 10)
    view = state.view(state.current_player)
    a = HardBot(11, iterations=100, time_limit=60.0).choose(view)
    b = HardBot(11, iterations=100, time_limit=60.0).choose(view)
    assert a == b


def test_memory_remembers_every_card_seen_in_a_round():
    state = GAME.new_state(4, seed=6)
    bots = [NormalBot(i) for i in range(4)]
    played = []
    while state.round_no == 1:
        seat = state.current_player
        view = state.view(seat)
        action = bots[seat].choose(view)
        if state.phase == "play" and state.trick_no == 15 and len(state.trick) == 3:
            # the last card of the round: every bot has seen all other cards played so far
            seen = bots[seat].memory.seen()
            assert len(seen) == len(played)
        for e in state.apply(action):
            if type(e).__name__ == "CardPlayed":
                played.append(e.card)


def test_hard_bot_sheds_a_pain_card_it_cannot_keep_safely():
    # house, 3 players, second-last trick: seat 2 is last to a trick led red; its pain colour is red. Following with
    # red 14 loses to the yellow 2 already played (seat 1 takes it); keeping it, red 14 would take the last trick
    base = GAME.new_state(3, seed=1).to_dict()
    base["state"].update({"phase": "play", "hands": [["orange 0"], ["orange 1"], ["red 14", "yellow 0"]],
                          "pains": [["orange 0"], ["orange 1"], ["red 14"]], "trick": [[0, "red 1"], [1, "yellow 2"]],
                          "leader": 0, "turn": 2})
    state = GAME.from_dict(base, complete=False)
    for bot in (NormalBot(1), HardBot(1, iterations=300, time_limit=60.0)):
        assert str(bot.choose(state.view(2))) == "play red 14"


def test_normal_beats_easy():
    # 20 games (the rotation gives the normal bot each seat 5 times): on these seeds it wins 18 (0.90; 0.93 over 60
    # games), far above both bounds, in a third of the time; docs/tournament.md has the long series
    stats = play_series("sticheln", ["normal", "easy", "easy", "easy"], games=20, seed=100)
    assert stats.win_rate("normal") > 0.33
    assert stats.win_rate("normal") > 1.5 * stats.win_rate("easy")


def test_memory_resets_each_round():
    mem = Memory()
    state = GAME.new_state(3, seed=2)
    pick = random.Random(2)
    while state.round_no == 1:
        mem.update(state.view(0))
        state.apply(pick.choice(state.legal_actions()))
    mem.update(state.view(0))
    assert mem.seen() == set()
