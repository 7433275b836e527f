"""The engine protocol, checked the same way for every game in ``GAMES``."""

from __future__ import annotations

import json
import random

import pytest

from thieves_arcade.engine import GAME_IDS, GAMES, IllegalAction, get_game
from thieves_arcade.engine.base import parse_option_value

GAME_LIST = sorted(GAMES)


def random_playout(game, players, seed, max_actions=20_000):
    state = game.new_state(players, seed=seed)
    pick = random.Random(seed + 7)
    n = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"{game.id}: no legal action but not over"
        state.apply(pick.choice(legal))
        n += 1
        assert n < max_actions, f"{game.id} seed {seed} did not end"
    return state


def test_every_game_is_registered():
    assert set(GAMES) == set(GAME_IDS)


def test_unknown_game_is_a_clear_error():
    with pytest.raises(ValueError, match="known"):
        get_game("chess")


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_bad_player_counts_raise(game_id):
    game = GAMES[game_id]
    for bad in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError, match=str(game.min_players)):
            game.new_state(bad, seed=1)


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_unknown_option_raises(game_id):
    with pytest.raises(ValueError, match="accepted"):
        GAMES[game_id].new_state(GAMES[game_id].min_players, seed=1, options={"no_such_option": True})


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_quick_preset_exists_and_plays(game_id):
    game = GAMES[game_id]
    assert "quick" in game.presets
    state = game.new_state(game.min_players, seed=5, options={"preset": "quick"})
    assert not state.is_over


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_random_playouts_end_and_replay(game_id):
    game = GAMES[game_id]
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            state = random_playout(game, players, seed)
            assert state.winners() == state.winners()
            assert len(state.scores()) == players
            assert state.current_player is None
            assert state.legal_actions() == []
            again = game.replay(players, seed, state.history)
            assert again.history == state.history
            assert again.scores() == state.scores()
            assert again.winners() == state.winners()


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_actions_round_trip_through_text(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.min_players, seed=11)
    pick = random.Random(3)
    for _ in range(200):
        if state.is_over:
            break
        for action in state.legal_actions():
            assert game.parse_action(str(action)) == action
        state.apply(pick.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_illegal_action_leaves_state_unchanged(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.max_players, seed=4)
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction):
        state.apply("this is no action")
    # an action text that is legal somewhere but not now: take one from a later position
    probe = state.clone()
    pick = random.Random(9)
    legal_now = set(map(str, state.legal_actions()))
    foreign = None
    for _ in range(300):
        if probe.is_over:
            break
        for a in probe.legal_actions():
            if str(a) not in legal_now:
                foreign = a
                break
        if foreign:
            break
        probe.apply(pick.choice(probe.legal_actions()))
    if foreign is not None:
        with pytest.raises(IllegalAction):
            state.apply(foreign)
    assert json.dumps(state.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_to_dict_round_trip_mid_game(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.min_players, seed=21)
    pick = random.Random(21)
    for _ in range(25):
        if state.is_over:
            break
        state.apply(pick.choice(state.legal_actions()))
    data = json.loads(json.dumps(state.to_dict()))
    restored = game.from_dict(data)
    assert json.dumps(restored.to_dict(), sort_keys=True) == json.dumps(data, sort_keys=True)
    # the restored state has the same future as the original
    a, b = state, restored
    pick_a, pick_b = random.Random(5), random.Random(5)
    while not a.is_over:
        assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]
        choice = pick_a.choice(a.legal_actions())
        pick_b.choice(b.legal_actions())
        assert [e.to_dict() for e in a.apply(choice)] == [e.to_dict() for e in b.apply(str(choice))]
    assert a.scores() == b.scores()


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_from_dict_rejects_other_game_and_version(game_id):
    game = GAMES[game_id]
    data = game.new_state(game.min_players, seed=1).to_dict()
    with pytest.raises(ValueError):
        game.from_dict({**data, "game": "other"})
    with pytest.raises(ValueError):
        game.from_dict({**data, "version": -1})
    with pytest.raises(ValueError):
        game.from_dict({**data, "state": {}})


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_views_are_json_safe_and_hide_legal_from_others(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.max_players, seed=2)
    pick = random.Random(2)
    for _ in range(60):
        if state.is_over:
            break
        for seat in range(state.players):
            view = state.view(seat)
            json.dumps(view.to_dict())
            assert view.seat == seat
            if seat != state.current_player:
                assert view.legal == ()
            else:
                assert list(view.legal) == state.legal_actions()
        with pytest.raises(ValueError):
            state.view(state.players)
        state.apply(pick.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_clone_is_independent(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.min_players, seed=8)
    before = json.dumps(state.to_dict(), sort_keys=True)
    copy = state.clone()
    copy.apply(copy.legal_actions()[-1])
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_parse_option_value():
    assert parse_option_value("true") is True
    assert parse_option_value("False") is False
    assert parse_option_value("5") == 5
    assert parse_option_value("published") == "published"
    assert parse_option_value("none") is None


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_public_view_holds_no_more_than_any_seat(game_id):
    """The public view (the TV with no curtain) is no richer than a seat's: its text appears within every seat's."""
    game = GAMES[game_id]
    state = game.new_state(game.max_players, seed=12)
    pick = random.Random(12)
    for _ in range(40):
        if state.is_over:
            break
        pub = state.public_view()
        assert pub.seat is None and pub.legal == ()
        json.dumps(pub.to_dict())
        state.apply(pick.choice(state.legal_actions()))
