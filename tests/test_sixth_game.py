"""A sixth game registered from outside the product (``tests/coinflip``) plays through select → lobby → table →
results headless, with no product file naming it: the registry (``thieves_arcade/games.py``) is the only place a
game is known (issue 17, item 3; ``docs/adding-a-game.md``)."""

from __future__ import annotations

import pathlib

import coinflip
import pytest
from scene_helpers import run_until

from thieves_arcade import games
from thieves_arcade.ai import make_bot
from thieves_arcade.engine import GAMES
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import playable_games

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture
def sixth():
    """Coin flip registered for one test, unregistered after it."""
    entry = coinflip.register()
    yield entry
    coinflip.unregister()


def test_no_product_file_names_the_test_game():
    hits = [p for p in (ROOT / "thieves_arcade").rglob("*.py") if "coinflip" in p.read_text(encoding="utf-8")]
    assert hits == []
    assert "coinflip" not in games.ids()  # only registered inside the tests that ask for it


def test_registering_a_game_puts_it_in_every_list(sixth):
    assert games.ids()[-1] == "coinflip"
    assert "coinflip" in GAMES and GAMES["coinflip"].name == "Coin Flip"
    assert "coinflip" in playable_games()
    assert make_bot("coinflip", "hard").level == "normal"  # the strongest level it has
    from thieves_arcade.scenes.howto import has_howto
    from thieves_arcade.scenes.party import game_ranges
    assert has_howto("coinflip") and game_ranges()["coinflip"] == (2, 2)
    coinflip.unregister()
    assert "coinflip" not in GAMES and "coinflip" not in playable_games()


def test_the_hidden_side_is_only_in_the_hiders_view(sixth):
    state = GAMES["coinflip"].new_state(2, seed=1)
    other = state.clone()
    state.apply("hide tails")
    other.apply("hide heads")
    assert state.view(0).hidden == "tails" and state.view(1).hidden is None
    # whichever side is hidden, the guesser's view and the public view are the same
    assert state.view(1).to_dict() == other.view(1).to_dict()
    assert state.public_view().to_dict() == other.public_view().to_dict()
    copy = GAMES["coinflip"].from_dict(state.to_dict())  # saves go through the same protocol
    assert copy.view(0) == state.view(0)


def press(app, intent, device="kb:left"):
    app.send(IntentEvent(device, intent))


def test_select_lobby_table_results_headless(app, sixth):
    app.goto("select", how="clear")
    select = app.scenes.top
    assert select.games[-1] == "coinflip" and select.playable["coinflip"]
    while select.games[select.index] != "coinflip":  # right along the row of cards to the sixth one
        press(app, Intent.RIGHT)
    press(app, Intent.CONFIRM)
    lobby = app.scenes.top
    assert lobby.name == "lobby" and lobby.game_id == "coinflip"
    press(app, Intent.ALT)  # the lobby's How to play hint: the registered pages
    assert app.scenes.top.name == "howto" and len(app.scenes.top.panels) == 3
    press(app, Intent.BACK)
    assert app.scenes.top is lobby
    press(app, Intent.CONFIRM)  # kb:left joins; the bots fill the other seat
    assert lobby.joined == ["kb:left"]
    press(app, Intent.PAUSE)  # start
    table = app.scenes.top
    assert table.name == "coinflip" and table.game_id == "coinflip"
    assert [s.is_human for s in table.seats] == [True, False]
    for _round in range(3):  # seat 0 hides in rounds 1 and 3 and calls in round 2, always "heads" (choice 0)
        run_until(app, lambda: app.scenes.top is not table or (not table.timeline.busy
                                                               and table.state.current_player == 0))
        if app.scenes.top is not table or table.state.is_over:
            break
        press(app, Intent.CONFIRM)
    run_until(app, lambda: app.scenes.top.name == "results", limit=5_000)
    results = app.scenes.top
    assert results.game_id == "coinflip" and sum(table.state.scores()) == 3
    assert table.state.history[0] == "hide heads"
    app.run_headless(30, draw_every=1)  # the results screen draws
