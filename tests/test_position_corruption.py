"""Positions validated on load (issue 19, part 2), as properties over every engine.

1. random legal play: every position reached passes its engine's own invariant check (``State.check``), so the
   checks never refuse a real game (and a saved game always resumes);
2. a random valid position → ``to_dict`` → one field corrupted (a wrong type, an extreme or a near-miss value, an
   item duplicated, dropped or swapped) → ``from_dict`` either raises ``ValueError`` or gives a position that passes
   the invariant check and can be played (legal actions, every view, scores, one action);
3. ``parse_action`` raises ``IllegalAction`` for every malformed text (odd digits, huge numbers, any text at all).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import playout, setups

from thieves_arcade.engine import GAMES
from thieves_arcade.engine.base import IllegalAction

GAME_IDS = list(GAMES)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6)


def paths(value, prefix=()):
    """Every place in a position (dict keys and list indexes), except inside the random generator's words."""
    yield prefix
    if prefix[:1] == ("rng",) and len(prefix) >= 2:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def get(d, path):
    for k in path:
        d = d[k]
    return d


@st.composite
def corruption(draw, old):
    """A new value for a field holding ``old``: near misses first, then anything JSON."""
    options = [JSON]
    if isinstance(old, bool):
        options.append(st.just(not old))
    elif isinstance(old, int):
        options.append(st.sampled_from([old + 1, old - 1, -old - 1, old * 1000 + 7, 10**30]))
    elif isinstance(old, str):
        options.append(st.sampled_from([old + "x", old[:-1], old.upper(), old + "\x00", "", "é" * 3]))
    elif isinstance(old, list) and old:
        i = draw(st.integers(0, len(old) - 1))
        j = draw(st.integers(0, len(old) - 1))
        swapped = list(old)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        options.append(st.sampled_from([old + [old[i]], old[:i] + old[i + 1:], swapped, [old[i]] * len(old)]))
    return draw(st.one_of(*options))


def exercise(state) -> None:
    """What a table asks of a resumed position."""
    state.legal_actions()
    for seat in range(state.players):
        json.dumps(state.view(seat).to_dict())
    state.public_view().to_dict()
    state.scores()
    state.winners()
    if not state.is_over:
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_every_position_of_random_play_passes_the_checks(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    playout(game_id, players, seed, options, picker, limit=400, each=lambda s: s.check())


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_a_corrupted_field_is_refused_or_the_position_is_still_valid(game_id, data):
    game = GAMES[game_id]
    players, seed, options, picker = data.draw(setups(game_id))
    state = playout(game_id, players, seed, options, picker, limit=data.draw(st.integers(0, 250)))
    d = json.loads(json.dumps(state.to_dict()))
    path = data.draw(st.sampled_from([p for p in paths(d) if p]))
    parent = get(d, path[:-1])
    parent[path[-1]] = data.draw(corruption(parent[path[-1]]))
    try:
        back = game.from_dict(d)
    except ValueError:
        return
    back.check()
    exercise(back)


ODD_TEXTS = ["play ²", "play ٣", "play 1" + "0" * 5000, "target ²", "target " + "9" * 5000, "reroll ² 1",
             "reroll 1 2 3 4 5 6", "return ² A", "order " + "7" * 5000, "order ½", "pain red ²", "play red ⁵",
             "play red " + "1" * 5000, "throw ²", "take ⅓", "", " ", "\x00", "play -1", "play 0x1", "play 1e3",
             "x" * 100_000]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("text", ODD_TEXTS, ids=range(len(ODD_TEXTS)))
def test_malformed_action_texts_raise_illegal_action(game_id, text):
    with pytest.raises(IllegalAction):
        GAMES[game_id].parse_action(text)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30))
def test_parse_action_gives_an_action_or_illegal_action(game_id, text):
    try:
        action = GAMES[game_id].parse_action(text)
    except IllegalAction:
        return
    assert GAMES[game_id].parse_action(str(action)) == action  # what it reads, it writes back the same


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_action_texts_of_real_games_still_parse(game_id):
    game = GAMES[game_id]
    state = game.new_state(game.min_players, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if state.is_over:
            break
        for action in state.legal_actions():
            assert game.parse_action(str(action)) == action
        state.apply(rng.choice(state.legal_actions()))
