"""The game registry (thieves_arcade/games.py): one entry per game, every reference loads, every list derives."""

from __future__ import annotations

import pytest

from thieves_arcade import games
from thieves_arcade.ai import levels
from thieves_arcade.engine import GAME_IDS, GAMES
from thieves_arcade.engine.base import Game
from thieves_arcade.scenes import playable_games, table_class
from thieves_arcade.scenes.howto import HowTo, howto_of
from thieves_arcade.scenes.table import TableScene


def test_the_five_games_of_the_house_in_menu_order():
    assert games.ids() == GAME_IDS == ("pickpocket", "cite", "sticheln", "morpion", "oodlar")
    assert list(GAMES) == list(GAME_IDS) == playable_games()


@pytest.mark.parametrize("entry", games.entries(), ids=lambda e: e.id)
def test_every_reference_of_an_entry_loads(entry):
    game = games.load(entry.engine)
    assert isinstance(game, Game) and game.id == entry.id and GAMES[entry.id] is game
    assert {"easy", "normal"} <= set(games.load(entry.bots)) and levels(entry.id)[0] == "easy"
    assert issubclass(table_class(entry.id), TableScene)
    assert isinstance(howto_of(entry.id), HowTo) and 3 <= len(howto_of(entry.id).panels) <= 5
    assert callable(games.load(entry.card.emblem)) and callable(games.load(entry.reasons))
    assert callable(games.load(entry.hint))
    assert entry.level == entry.id and len(entry.card.colour) == 3 and entry.card.pitch and entry.card.subtitle


def test_an_id_is_registered_once():
    with pytest.raises(ValueError, match="already registered"):
        games.register(games.entry("cite"))
    with pytest.raises(ValueError, match="unknown game 'nope'; known: pickpocket"):
        games.entry("nope")
    with pytest.raises(ValueError, match="module:attribute"):
        games.GameEntry("bad", engine="no_colon", bots="a:b", card=games.Card((0, 0, 0)))


def test_load_names_what_is_missing():
    with pytest.raises(AttributeError, match="thieves_arcade.engine.cite has no 'NOPE'"):
        games.load("thieves_arcade.engine.cite:NOPE")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_table_knows_its_game_and_default_seats(app, game_id):
    cls = table_class(game_id)
    assert cls.game_id == game_id
    table = cls(app)  # no game id, no seats: the class's own
    assert table.game_id == game_id and table.game is GAMES[game_id]
    assert [s.level for s in table.seats] == list(cls.default_seats)
    assert table.game.manifest.min_players <= len(table.seats) <= table.game.manifest.max_players


def test_the_base_table_needs_a_game_id(app):
    with pytest.raises(ValueError, match="TableScene needs a game id"):
        TableScene(app)
