"""A new game or party never silently overwrites the resume save (issue 16, Major 5): with a resumable save the
lobby asks first, No focused; No keeps the save, Yes starts."""

from __future__ import annotations

from support import confirm_box, send

from thieves_arcade.app.resume import autosave, saved_what
from thieves_arcade.app.saves import SaveStore
from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.message import ConfirmScene
from thieves_arcade.scenes.party import PartyLobbyScene, PartyScene
from thieves_arcade.scenes.table import TableScene


def save_a_pickpocket_game(app):
    from thieves_arcade.scenes import table_class
    table = table_class("pickpocket")(app, "pickpocket", ["kb:left", "easy"], {}, 3, on_action=autosave())
    table.apply(table.state.legal_actions()[0] if table.state.current_player == 0 else
                table.bots[table.state.current_player].choose(table.state.view(table.state.current_player)))
    assert SaveStore().load()["game"] == "pickpocket"


def join_and_start(app, lobby):
    """``lobby`` alone on the stack; WASD joins and presses start (the new game, or the question before it)."""
    app.scenes.clear()
    app.scenes.push(lobby)
    send(app, Intent.CONFIRM, Intent.PAUSE)
    return lobby


def test_starting_a_party_over_a_saved_game_asks_with_no_focused_and_no_keeps_it(app):
    save_a_pickpocket_game(app)
    assert "Pickpocket" in saved_what()
    lobby = join_and_start(app, PartyLobbyScene(app, seed=1))
    ask = confirm_box(app)
    assert isinstance(ask, ConfirmScene) and ask.buttons[ask.focus] == "no"
    assert "Pickpocket" in ask.text
    send(app, Intent.CONFIRM)          # a stray confirm: No
    assert app.scenes.top is lobby
    assert SaveStore().load()["game"] == "pickpocket", "the saved game is still there"
    send(app, Intent.PAUSE)
    confirm_box(app)
    send(app, Intent.RIGHT, Intent.CONFIRM)  # Yes: start anyway
    assert isinstance(app.scenes.top, PartyScene)
    assert SaveStore().load()["kind"] == "party"


def test_starting_a_game_over_a_saved_party_asks_too_and_back_means_no(app):
    SaveStore().save({"kind": "party", "party": None})  # not resumable: not asked about
    assert saved_what() is None
    save_a_pickpocket_game(app)
    lobby = join_and_start(app, LobbyScene(app, "cite", seed=2))
    assert isinstance(app.scenes.top, ConfirmScene)
    send(app, Intent.BACK)
    assert app.scenes.top is lobby


def test_with_no_save_the_lobby_starts_at_once(app):
    join_and_start(app, LobbyScene(app, "cite", seed=2))
    assert isinstance(app.scenes.top, TableScene)


def test_start_anyway_says_the_old_game_stays_until_the_new_games_first_move_and_it_does(app):
    """The question's words are what happens: a new game replaces the save at its first move, not before (a new
    party saves at once: "it will be lost")."""
    from thieves_arcade import i18n
    save_a_pickpocket_game(app)
    join_and_start(app, LobbyScene(app, "cite", seed=2))
    ask = confirm_box(app)
    assert ask.text == ("The title offers to resume your saved Pickpocket game until the new game's first move "
                        "replaces it.")
    send(app, Intent.RIGHT, Intent.CONFIRM)  # Start anyway
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_id == "cite" and table.moves == 0
    assert SaveStore().load()["game"] == "pickpocket" and "Pickpocket" in saved_what()  # still resumable
    table.apply(table.state.legal_actions()[0])
    assert SaveStore().load()["game"] == "cite"
    i18n.set_language("fr")
    assert i18n._("The title offers to resume {what} until the new game's first move replaces it.") == (
        "L’écran titre propose de reprendre {what} jusqu’au premier coup de la nouvelle partie, qui la remplacera.")
