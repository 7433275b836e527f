"""Issue 17, item 1: ``Game.sample_state(view, rng)`` for every game — a full position consistent with everything the
seat's view holds (the seat's view of the sample *is* the given view), valid by the engine's own invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thieves_arcade.engine import GAMES, get_game

#: Player counts and option sets the property runs over, per game.
SETUPS = {
    "pickpocket": [(2, {}), (4, {}), (3, {"powers": True})],
    "cite": [(2, {}), (5, {})],
    "sticheln": [(3, {}), (4, {"rules": "published"}), (4, {"open_pain": True, "two_pains": True}),
                 (4, {"standard_deck": True}), (5, {"rules": "published", "rounds": 2})],
    "morpion": [(2, {}), (2, {"binoculars": True, "equipment_bonus": True})],
    "oodlar": [(3, {}), (4, {})],
}


def test_every_game_with_hidden_information_can_sample():
    from thieves_arcade.engine.base import Game
    for game_id in GAMES:
        assert type(get_game(game_id)).sample_state is not Game.sample_state, game_id  # each game answers itself
    assert set(SETUPS) == set(GAMES)


def _position(game_id: str, setup: int, seed: int, moves: int):
    players, options = SETUPS[game_id][setup % len(SETUPS[game_id])]
    state = get_game(game_id).new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(moves):  # random legal moves, never the one that ends the game
        nxt = state.clone()
        nxt.apply(rng.choice(nxt.legal_actions()))
        if nxt.is_over:
            break
        state = nxt
    return state


@pytest.mark.parametrize("game_id", list(SETUPS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.integers(0, 4), seed=st.integers(0, 10_000), moves=st.integers(0, 120), who=st.integers(0, 7),
       sample_seed=st.integers(0, 2**32))
def test_a_sample_is_consistent_with_the_view(game_id, setup, seed, moves, who, sample_seed):
    state = _position(game_id, setup, seed, moves)
    game = state.game
    rng = random.Random(sample_seed)
    for seat in {state.current_player, who % state.players}:
        view = state.view(seat)
        try:
            sample = game.sample_state(view, rng)
        except RuntimeError:  # Pickpockets: a long swap war the sampler cannot explain within its tries; it says
            assert game_id == "oodlar"  # so rather than return a sample that breaks a fact (docs/games/oodlar.md)
            continue
        assert sample.view(seat) == view  # everything the seat knows, exactly
        sample.check(complete=True)  # every component once, ranges, turn and phase (the engine's own invariants)
        again = game.from_dict(sample.to_dict())  # a sample is a position like any other
        assert again.to_dict() == sample.to_dict()
        if seat == state.current_player:  # and it plays on
            sample.apply(rng.choice(sample.legal_actions()))


@pytest.mark.parametrize("game_id", [g for g in SETUPS if GAMES[g].manifest.hidden_information])
def test_samples_differ_where_the_seat_cannot_see(game_id):
    """The hidden part really is drawn: over a few samples of one early view, the full positions are not all equal
    (a sampler that copied the real position would leak it)."""
    state = _position(game_id, 0, 5, 3)
    view = state.view(state.current_player)
    rng = random.Random(1)
    dumps = {repr(GAMES[game_id].sample_state(view, rng).to_dict()["state"]) for _ in range(8)}
    assert len(dumps) > 1


def test_the_perfect_information_sample_is_the_position():
    state = _position("cite", 1, 9, 14)
    sample = GAMES["cite"].sample_state(state.view(0), random.Random(2))
    assert sample.to_dict()["state"] == {**state.to_dict()["state"], "win_reason": None}


@pytest.mark.parametrize("game_id", [g for g in SETUPS if GAMES[g].manifest.hidden_information])
def test_the_public_view_cannot_be_sampled(game_id):
    state = _position(game_id, 0, 1, 2)
    with pytest.raises(ValueError, match="public"):
        GAMES[game_id].sample_state(state.public_view(), random.Random(1))
