"""Issue 17, item 1: each game declares one manifest record; the old metadata names read from it."""

from __future__ import annotations

import pytest

from thieves_arcade.engine import GAMES, get_game
from thieves_arcade.engine.base import Manifest, OptionSpec


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_old_constants_come_from_the_manifest(game_id):
    game = get_game(game_id)
    m = game.manifest
    assert isinstance(m, Manifest) and m.id == game_id == game.id
    assert (game.name, game.min_players, game.max_players) == (m.name, m.min_players, m.max_players)
    assert game.default_options == m.default_options() == {o.key: o.default for o in m.options}
    assert game.presets == {k: dict(v) for k, v in m.presets.items()} and "quick" in game.presets
    assert m.information == ("imperfect" if m.hidden_information else "perfect")
    for name in game.presets:  # every preset is a set of options the engine accepts
        game.new_state(m.min_players, seed=1, options={"preset": name})
    for o in m.options:
        assert o.kind in ("bool", "int", "str")
        for value, _label in o.choices:  # every lobby choice starts a game
            players = 4 if game_id == "sticheln" and o.key == "standard_deck" else m.min_players
            game.new_state(players, seed=1, options={o.key: value})
    assert m.to_dict()["id"] == game_id


def test_the_information_and_chance_of_each_game():
    info = {g: (GAMES[g].manifest.hidden_information, GAMES[g].manifest.chance) for g in GAMES}
    assert info == {"pickpocket": (True, True), "cite": (False, True), "sticheln": (True, True),
                    "morpion": (True, True), "oodlar": (True, True)}


def test_the_lobby_rows_are_the_manifest_options():
    from thieves_arcade.scenes import table_class
    for game_id in ("pickpocket", "sticheln", "morpion"):
        rows = {r.key: r for r in table_class(game_id).lobby_options}
        for spec in GAMES[game_id].manifest.lobby_options():
            assert rows[spec.key].label == spec.label and rows[spec.key].choices == spec.choices


def test_a_bad_declaration_is_refused():
    with pytest.raises(ValueError, match="kind"):
        OptionSpec("x", "float", 1.0)
    with pytest.raises(ValueError, match="not a bool"):
        OptionSpec("x", "bool", 0)
    with pytest.raises(ValueError, match="auto"):
        OptionSpec("x", "int", None)
    with pytest.raises(ValueError, match="first choice"):
        OptionSpec("x", "bool", False, "X", ((True, "On"), (False, "Off")))
    with pytest.raises(ValueError, match="quick"):
        Manifest("g", "G", 2, 2, False, False, presets={})
    with pytest.raises(ValueError, match="unknown options"):
        Manifest("g", "G", 2, 2, False, False, presets={"quick": {"nope": 1}})
    with pytest.raises(ValueError, match="player range"):
        Manifest("g", "G", 3, 2, False, False)


def test_a_game_may_not_set_the_metadata_beside_its_manifest():
    from thieves_arcade.engine.base import Game
    with pytest.raises(ValueError, match="come from the manifest"):
        class Twice(Game):  # noqa: F841 - the class statement itself must fail
            manifest = Manifest("twice", "Twice", 2, 2, False, False)
            name = "Other"
