"""The flow through the real scenes, headless: title → select → lobby → table → results → title; attract; pause."""

from __future__ import annotations

import pygame

from thieves_arcade.engine import GAME_IDS
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import has_table, playable_games
from thieves_arcade.scenes.attract import AttractScene
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.pickpocket import PickpocketTable
from thieves_arcade.scenes.results import ResultsScene
from thieves_arcade.scenes.select import SelectScene
from thieves_arcade.scenes.settings import SettingsScene
from thieves_arcade.scenes.title import TitleScene


def press(app, k):
    """A key pressed and let go, as a real keyboard sends it (a second key-down of a key never released is a
    repeat, not a press: the input layer drops it)."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def play_humans(app, table, max_frames=60_000, draw_every=4):
    """Drive a table: open each human's curtain and confirm their highlighted action, until it finishes."""
    frames = 0
    while not table.finished and frames < max_frames:
        cp = table.state.current_player
        if cp is not None and table.seats[cp].is_human and not table.timeline.busy \
                and app.scenes.top is table:
            app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
        app.pump()
        app.step()
        if frames % draw_every == 0:
            app.render()
        frames += 1
    return frames


def test_select_lists_every_game_and_playable_means_a_table_scene(app):
    select = SelectScene(app)
    assert select.games == list(GAME_IDS)
    assert "pickpocket" in playable_games()
    for game_id in GAME_IDS:
        assert select.playable[game_id] == has_table(game_id)


def test_whole_flow_with_two_keyboard_players(app):
    app.scenes.push(TitleScene(app))
    press(app, pygame.K_SPACE)                      # Play
    assert isinstance(app.scenes.top, SelectScene)
    app.scenes.top.index = app.scenes.top.games.index("pickpocket")
    press(app, pygame.K_RETURN)                     # choose Pickpocket
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    press(app, pygame.K_SPACE)                      # WASD joins
    press(app, pygame.K_RETURN)                     # arrows join
    assert lobby.joined == ["kb:left", "kb:right"]
    press(app, pygame.K_RSHIFT)                     # arrows leave …
    assert lobby.joined == ["kb:left"]
    press(app, pygame.K_RETURN)                     # … and join again
    press(app, pygame.K_w)                          # players 4 → 5 (up changes the focused setting)
    assert lobby.players == 5
    lobby.seed = 11
    press(app, pygame.K_ESCAPE)                     # Start (pause intent of a seated device)
    table = app.scenes.top
    assert isinstance(table, PickpocketTable)
    assert [s.device for s in table.seats] == ["kb:left", "kb:right", None, None, None]
    assert table.curtain_up or table.timeline.busy
    table.speed = 20.0
    seen = []
    original = table.draw_table

    def spy(surface, view, private_seat):
        seen.append((private_seat, view.seat, table.state.current_player, table.curtain_up))
        original(surface, view, private_seat)
    table.draw_table = spy
    play_humans(app, table)
    assert table.finished and table.state.is_over
    # privacy: with two humans, a private view is only drawn for the current player after the curtain
    assert seen
    for private_seat, view_seat, _cp, curtain in seen:
        assert view_seat == private_seat
        if curtain:
            assert private_seat is None
        if private_seat is not None:
            assert private_seat in (0, 1)
    assert any(p is not None for p, *_ in seen), "the humans' hands were never shown"
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.scores == table.state.scores()
    app.run_headless(90, draw_every=30)
    press(app, pygame.K_LSHIFT)  # back: the title (confirm would be Rematch, the focused button)
    assert isinstance(app.scenes.top, TitleScene)
    assert len(app.scenes) == 1


def test_pause_overlay_and_back(app):
    table = PickpocketTable(app, "pickpocket", ["kb:left", "normal"], seed=2)
    app.scenes.push(table)
    app.run_headless(5)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    frozen = table.state.history[:]
    app.run_headless(300, draw_every=50)
    assert table.state.history == frozen    # nothing moves under the pause menu
    press(app, pygame.K_LSHIFT)
    assert app.scenes.top is table


def test_attract_mode_after_idle_and_back_on_any_input(app):
    app.scenes.push(TitleScene(app, attract_after=30.0))
    app.run_headless(29 * 60, draw_every=0)
    assert isinstance(app.scenes.top, TitleScene)
    app.run_headless(2 * 60, draw_every=0)
    attract = app.scenes.top
    assert isinstance(attract, AttractScene)
    assert all(s.is_bot for s in attract.table.seats)
    table, moves, played = attract.table, len(attract.table.state.history), attract.games_played
    app.run_headless(20 * 60, draw_every=60)
    # it plays itself: the demo's game moved on, or it ended and the next demo began (a new, shorter history)
    assert attract.games_played > played or len(table.state.history) > moves
    press(app, pygame.K_DOWN)
    assert isinstance(app.scenes.top, TitleScene)
    assert len(app.scenes) == 1


def test_input_on_the_title_delays_attract(app):
    title = TitleScene(app, attract_after=30.0)
    app.scenes.push(title)
    for _ in range(3):
        app.run_headless(20 * 60, draw_every=0)
        press(app, pygame.K_s)
    assert app.scenes.top is title


def test_pause_comes_back_on_the_row_the_player_left_from(app):
    """Pause → How to play or Settings → back: the focus is on that row again, not reset to Resume (issue 21, a
    fresh player's pass: back from Settings the cursor jumped to "Resume"). A returning pad still focuses Resume."""
    table = PickpocketTable(app, "pickpocket", ["kb:left", "normal"], seed=2)
    app.scenes.push(table)
    app.run_headless(5)
    pause = PauseScene(app, table)
    app.scenes.push(pause)
    keys = [key for _label, key in pause.menu.items]
    for key, scene in (("howto", "HowToScene"), ("settings", "SettingsScene")):
        while pause.menu.key != key:
            pause.handle(IntentEvent("kb:left", Intent.DOWN))
        pause.handle(IntentEvent("kb:left", Intent.CONFIRM))
        assert type(app.scenes.top).__name__ == scene
        app.scenes.pop()
        assert app.scenes.top is pause and pause.menu.key == key, f"back from {scene} on {pause.menu.key!r}"
    assert [key for _label, key in pause.menu.items] == keys
    pause.device_changed(None)  # a device change (a pad back) rebuilds the menu on Resume, as before
    assert pause.menu.key == "resume"


def test_title_comes_back_on_settings_after_a_text_size_or_language_change(app):
    """Title → Settings, the text size or the language changed, back: the rebuilt title is on "Settings" again,
    not on its first row (issue 21: it came back on "Play", or on "Resume …" when a save was there)."""
    from thieves_arcade import i18n
    from thieves_arcade.ui import access
    for change in ("text_size", "language"):
        app.scenes.clear(TitleScene(app, attract_after=1e9))
        title = app.scenes.top
        while title.menu.key != "settings":
            title.handle(IntentEvent("kb:left", Intent.DOWN))
        title.handle(IntentEvent("kb:left", Intent.CONFIRM))
        assert isinstance(app.scenes.top, SettingsScene)
        if change == "text_size":
            app.settings.text_size = 150
        else:
            i18n.set_language("fr")
        access.refresh()
        try:
            app.scenes.pop()
            assert app.scenes.top is not title, "the title was rebuilt"
            assert app.scenes.top.menu.key == "settings", f"after a {change} change"
        finally:
            app.settings.text_size = 100
            access.refresh()
            i18n.set_language("en")
