"""Issue 17, item 1: positions are written, read back (validated) and cloned from each state's declared fields
(``State.FIELDS``, ``engine/base.py``), and saves written before that change still load unchanged.

``tests/data/positions_v1.json.gz`` holds 34 positions (every game, several option sets, mid-game and finished)
written by the engines of main at cb08edf, before the declared fields replaced the hand-written ``to_dict`` /
``from_dict`` / ``clone``.
"""

from __future__ import annotations

import copy
import gzip
import json
import random
from pathlib import Path

import pytest

from thieves_arcade.engine import GAMES, get_game
from thieves_arcade.engine.base import Codec, Field

OLD = json.loads(gzip.decompress((Path(__file__).parent / "data" / "positions_v1.json.gz").read_bytes()))
IMMUTABLE = (int, str, bool, float, tuple, frozenset, type(None))


def test_the_old_saves_cover_every_game():
    assert {d["game"] for d in OLD} == set(GAMES) and len(OLD) >= 30


@pytest.mark.parametrize("index", range(len(OLD)))
def test_a_save_written_before_the_change_loads_and_writes_back_identically(index):
    old = OLD[index]
    state = get_game(old["game"]).from_dict(copy.deepcopy(old))
    assert state.to_dict() == old  # the format did not change
    replayed = get_game(old["game"]).replay(old["players"], old["seed"], old["history"], old["options"])
    assert replayed.to_dict() == old  # and the loaded position is the game's own


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_state_declares_its_fields_and_every_mutable_attribute_is_one(game_id):
    """clone copies declared fields and shares the rest, so nothing mutable may hide outside the table."""
    old = next(d for d in OLD if d["game"] == game_id and d["history"])
    state = get_game(game_id).from_dict(old)
    declared = {f.name for f in state.FIELDS}
    assert [f.key for f in state.FIELDS] == list(old["state"])  # the table is the format, in order
    base = {"game", "players", "seed", "options", "rng", "history", "setup_events"}
    for name, value in vars(state).items():
        assert name in declared or name in base or isinstance(value, IMMUTABLE), f"{game_id}.{name} is undeclared"
    assert all(isinstance(f, Field) and isinstance(f.codec, Codec) for f in state.FIELDS)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_clone_is_equal_independent_and_has_the_same_future(game_id):
    for old in (d for d in OLD if d["game"] == game_id):
        state = get_game(game_id).from_dict(old)
        twin = state.clone()
        assert twin.to_dict() == state.to_dict()
        if state.is_over:
            continue
        rng = random.Random(4)
        before = state.to_dict()
        for _ in range(12):  # play the clone on: the original does not move, and the same moves give the same chance
            if twin.is_over:
                break
            action = rng.choice(twin.legal_actions())
            twin.apply(action)
        assert state.to_dict() == before
        again = state.clone()
        for text in twin.history[len(state.history):]:
            again.apply(text)
        assert again.to_dict() == twin.to_dict()


def _mid(game_id: str) -> dict:
    return copy.deepcopy(next(d for d in OLD if d["game"] == game_id and d["history"]
                              and d["state"].get("phase") not in ("over",)))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_from_dict_names_a_missing_an_unknown_or_a_mistyped_field(game_id):
    game = get_game(game_id)
    fields = list(_mid(game_id)["state"])
    for key in fields:
        d = _mid(game_id)
        del d["state"][key]
        with pytest.raises(ValueError, match=key):
            game.from_dict(d)
    d = _mid(game_id)
    d["state"]["cheat"] = 1
    with pytest.raises(ValueError, match="unknown fields cheat"):
        game.from_dict(d)
    for key in fields:
        for bad in ("7", 2.5, True, {"x": 1}, [None] * 3):
            d = _mid(game_id)
            if d["state"][key] == bad or (isinstance(d["state"][key], bool) and isinstance(bad, bool)):
                continue
            d["state"][key] = bad
            try:
                game.from_dict(d)
            except ValueError:
                continue  # refused, naming what is wrong
            # a few fields take any of these (a None list for an all-None one); they must still be a valid game
            assert game.from_dict(d).to_dict()["state"][key] == bad, (key, bad)


@pytest.mark.parametrize("game_id, key, tamper", [
    ("pickpocket", "bag", lambda v: v + v[:1]),            # a tile twice
    ("pickpocket", "score", lambda v: [x + 1 for x in v]),  # fine alone: scores are free, so also...
    ("sticheln", "hands", lambda v: [h + v[0][:1] for h in v]),
    ("morpion", "discarded", lambda v: v + ["crown"]),
    ("oodlar", "hands", lambda v: [h + ["50m"] for h in v]),
    ("cite", "pot", lambda v: v + 1),                     # tokens not conserved
])
def test_from_dict_checks_conservation(game_id, key, tamper):
    game = get_game(game_id)
    d = _mid(game_id)
    d["state"][key] = tamper(d["state"][key])
    if (game_id, key) == ("pickpocket", "score"):
        assert game.from_dict(d).scores() == d["state"]["score"]  # scores are not a component
        return
    with pytest.raises(ValueError):
        game.from_dict(d)
