"""Issue 18, item 5: "What would the master thief do?" — the hard bot's advice on alt, for the asking seat only."""

from __future__ import annotations

import random

import pytest
from scene_helpers import make_table, press, ready_for, run_until

from thieves_arcade import i18n
from thieves_arcade.ai import make_bot
from thieves_arcade.ai.advice import advise
from thieves_arcade.app.settings import Settings
from thieves_arcade.engine import get_game
from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes.hint import REASONS, hint_lines
from thieves_arcade.scenes.lobby import LobbyScene


def test_off_by_default(app):
    assert Settings().master_hint is False
    scene = make_table(app, "pickpocket", ["kb:left", "normal"], speed=60.0)
    run_until(app, ready_for(scene, 0))
    press(app, "kb:left", Intent.ALT)
    assert scene.advisor.advice is None


def test_alt_on_own_turn_shows_the_hard_bots_choice(app):
    scene = make_table(app, "pickpocket", ["kb:left", "normal", "normal"], speed=60.0,
                       options={"master_hint": True})
    run_until(app, ready_for(scene, 0))
    view = scene.state.view(0)
    expected = advise(make_bot("pickpocket", "hard", seed=scene.seed * 101 + 7919), view)
    press(app, "kb:left", Intent.ALT)
    assert scene.advisor.advice is not None and scene.advisor.advice[0] == 0
    head, reason = scene.advisor.advice[2], scene.advisor.advice[3]
    assert head.startswith("Master thief: ")
    assert (head, reason) == hint_lines("pickpocket", expected, view, lambda s: scene.seats[s].name)
    app.render()  # the panel draws
    press(app, "kb:left", Intent.ALT)  # asked again: hidden
    assert scene.advisor.advice is None


def test_hint_ignored_for_another_device_during_animations_and_for_bot_seats(app):
    scene = make_table(app, "pickpocket", ["kb:left", "normal"], speed=60.0, options={"master_hint": True})
    run_until(app, ready_for(scene, 0))
    press(app, "kb:right", Intent.ALT)  # not seated: ignored
    assert scene.advisor.advice is None
    assert not scene.advisor.ask(1)  # a bot's seat: never
    scene.apply(scene.state.legal_actions()[0])
    assert scene.timeline.busy and not scene.advisor.ask(0)  # animations playing (and not its turn)


def test_hint_is_never_shown_behind_the_curtain(app):
    scene = make_table(app, "pickpocket", ["kb:left", "kb:right"], speed=60.0, options={"master_hint": True})
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.curtain_up
    assert not scene.advisor.ask(scene.state.current_player)


def test_lobby_offers_the_toggle_and_the_engine_never_sees_it(app):
    lobby = LobbyScene(app, "cite", seed=3)
    assert "master_hint" in lobby.ROWS
    scene = make_table(app, "cite", ["kb:left", "normal", "normal"], options={"master_hint": False})
    assert "master_hint" not in scene.state.options and not scene.advisor.on


def test_french_hint(app):
    scene = make_table(app, "cite", ["kb:left", "normal", "normal"], speed=60.0, options={"master_hint": True})
    run_until(app, ready_for(scene, 0))
    i18n.set_language("fr")
    try:
        assert scene.advisor.ask(0)
        assert scene.advisor.advice[2].startswith("Maître voleur : ")
        assert "%" in scene.advisor.advice[3]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id, players", [("pickpocket", 3), ("cite", 4), ("sticheln", 3), ("morpion", 2),
                                              ("oodlar", 3)])
def test_every_games_advice_is_legal_and_worded_from_its_numbers(game_id, players, monkeypatch):
    from thieves_arcade.ai import oodlar, pickpocket, sticheln
    monkeypatch.setattr(sticheln.HardBot, "iterations", 60)
    monkeypatch.setattr(pickpocket.HardBot, "samples", 6)
    monkeypatch.setattr(oodlar.HardBot, "samples", 3)
    state = get_game(game_id).new_state(players, seed=4)
    drivers = [make_bot(game_id, "normal", seed=s) for s in range(players)]
    hard = [make_bot(game_id, "hard", seed=s) for s in range(players)]
    rng = random.Random(2)
    reasons = set()
    while not state.is_over and len(state.history) < 80:
        seat = state.current_player
        view = state.view(seat)
        if rng.random() < 0.4:
            adv = advise(hard[seat], view)
            assert adv.action in view.legal
            assert adv.reason in REASONS
            head, reason = hint_lines(game_id, adv, view)
            assert head and reason and "{" not in head + reason
            assert head != f"Master thief: {adv.action}"  # the game's own words (its registry ``hint``)
            reasons.add(adv.reason)
        state.apply(drivers[seat].choose(view))
    assert reasons - {"plain"}


def test_the_words_come_from_the_games_registry_entry(monkeypatch):
    """``action_words`` asks the game's registry entry (``hint``: ``scenes/<id>/hint.py``); a game without one, or
    an action its words do not cover, shows the action's notation."""
    import dataclasses

    from thieves_arcade import games
    from thieves_arcade.ai.advice import Advice
    from thieves_arcade.engine import cite
    from thieves_arcade.scenes.hint import action_words
    view = get_game("cite").new_state(3, seed=1).view(0)
    stop = Advice(cite.Stop(), "plain", ())
    assert games.entry("cite").hint == "thieves_arcade.scenes.cite.hint:action_words"
    assert action_words("cite", stop, view) == "Stop"
    monkeypatch.setitem(games._ENTRIES, "cite", dataclasses.replace(games.entry("cite"), hint=None))
    assert action_words("cite", stop, view) == "stop"
    assert action_words("no_such_game", stop, view) == "stop"
