"""The settings scene: reachable from the title, driven by intents, applied live, saved, honoured by lobby and table."""

from __future__ import annotations

import json

import pygame
import pytest

from thieves_arcade import i18n
from thieves_arcade.app.loop import App
from thieves_arcade.app.settings import Settings, SettingsStore
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.settings import ROWS, SettingsScene, notice_text
from thieves_arcade.scenes.title import TitleScene


class RecordingAudio:
    """Audio stand-in that records the volumes it was given."""

    available = False

    def __init__(self):
        self.volumes = []

    def play(self, name):
        pass

    def start_music(self):
        pass

    def stop_music(self):
        pass

    def set_volumes(self, master=None, sfx=None, music=None):
        self.volumes.append((master, sfx, music))


@pytest.fixture
def app(make_app, tmp_path):
    """An app whose settings are saved in ``tmp_path`` and whose sounds are recorded."""
    store = SettingsStore(tmp_path / "settings.json")
    app = make_app(settings=store.load(), settings_store=store)
    app.audio = RecordingAudio()
    return app


def press(app, intent, device="kb:right"):
    app.send(IntentEvent(device, intent))


def go_to(app, key):
    """Move the cursor to row ``key`` (up or down: the rows stop at both ends, issue 15)."""
    scene = app.scenes.top
    target = [k for k, _l in ROWS].index(key)
    for _ in range(len(ROWS)):
        if scene.row == target:
            break
        press(app, Intent.DOWN if scene.row < target else Intent.UP)
    assert ROWS[scene.row][0] == key


def open_settings(app) -> SettingsScene:
    title = TitleScene(app)
    app.scenes.push(title)
    assert ("Settings", "settings") in title.menu.items
    for _ in range(len(title.menu.items)):
        if title.menu.key == "settings":
            break
        press(app, Intent.DOWN)
    press(app, Intent.CONFIRM)
    assert isinstance(app.scenes.top, SettingsScene)
    return app.scenes.top


def saved(app) -> dict:
    return json.loads(app.settings_store.path.read_text())


def test_title_opens_settings_and_back_returns(app):
    open_settings(app)
    press(app, Intent.BACK)
    assert isinstance(app.scenes.top, TitleScene)


def test_volumes_change_live_and_are_saved(app):
    scene = open_settings(app)
    go_to(app, "volume_music")
    press(app, Intent.LEFT)
    press(app, Intent.LEFT)
    assert app.settings.volume_music == pytest.approx(0.3)
    assert app.audio.volumes[-1] == (pytest.approx(0.8), pytest.approx(1.0), pytest.approx(0.3))
    assert saved(app)["volume_music"] == pytest.approx(0.3) and scene.saved == 2
    go_to(app, "volume_master")
    for _ in range(12):
        press(app, Intent.RIGHT)
    assert app.settings.volume_master == 1.0  # clamped, never past full
    assert SettingsStore(app.settings_store.path).load() == app.settings


def test_switches_and_choices_by_keyboard_and_pad_alike(app):
    open_settings(app)
    go_to(app, "fullscreen")
    press(app, Intent.CONFIRM, "pad:7")
    assert app.settings.fullscreen and app.display.fullscreen
    press(app, Intent.RIGHT, "kb:left")
    assert not app.settings.fullscreen and not app.display.fullscreen
    go_to(app, "bot_level")
    press(app, Intent.RIGHT, "pad:7")
    assert app.settings.bot_level == "hard"
    go_to(app, "curtain")
    press(app, Intent.CONFIRM)
    go_to(app, "odds_hint")
    press(app, Intent.CONFIRM)
    assert saved(app) == {**Settings().to_dict(), "bot_level": "hard", "curtain": False, "odds_hint": True}


def test_language_applies_at_once_and_the_title_follows(app):
    scene = open_settings(app)
    go_to(app, "language")
    press(app, Intent.RIGHT)
    assert app.settings.language == "fr" and i18n.language() == "fr"
    assert scene.value_text("language") == "Français" and saved(app)["language"] == "fr"
    press(app, Intent.BACK)
    title = app.scenes.top
    assert isinstance(title, TitleScene) and [k for _l, k in title.menu.items][-2:] == ["settings", "quit"]
    assert ("Réglages", "settings") in title.menu.items and ("Jouer", "play") in title.menu.items


def test_bot_level_is_the_lobby_default(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    app.settings.bot_level = "easy"
    assert LobbyScene(app, "cite").level == "easy"


def test_a_failed_save_is_shown_and_the_settings_stay(app):
    scene = open_settings(app)
    app.settings_store.save = lambda settings: False
    go_to(app, "odds_hint")
    press(app, Intent.CONFIRM)
    assert app.settings.odds_hint and scene.error
    scene.draw(app.surface)


def test_every_row_draws_in_both_languages(app):
    scene = open_settings(app)
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for k in range(len(ROWS)):
            scene.row = k
            scene.draw(app.surface)


def test_curtain_setting_is_honoured_by_the_table(app):
    from thieves_arcade.scenes.table import TableScene
    table = TableScene(app, "pickpocket", ["kb:left", "kb:right", "normal"], seed=2)
    while table.timeline.busy:
        table.timeline.update(1.0)
    cp = table.state.current_player
    assert table.seats[cp].is_human
    assert table.curtain_up and table.allowed_private_seat() is None
    app.settings.curtain = False
    table.refresh_view()
    assert not table.curtain_up and table.allowed_private_seat() == cp and table.view_seat == cp


def test_settings_file_notices_show_once_on_the_title(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    store = SettingsStore(path)
    app = App(headless=True, audio=False, settings=store.load(), settings_store=store)
    first = TitleScene(app)
    assert len(first.notices) == 1
    assert notice_text(first.notices[0]).startswith("Your settings could not be read")
    app.scenes.push(first)
    app.render()
    app.send(IntentEvent("kb:left", Intent.DOWN))  # the first press only dismisses the notice
    assert first.notices == [] and first.menu.index == 0
    assert TitleScene(app).notices == []  # once per process


def test_notice_texts_are_translated():
    i18n.set_language("fr")
    try:
        assert notice_text("setting 'bot_level' = 'x' is not valid; using 'normal'") == \
            "Le réglage « bot_level » n’était pas valide : il revient à sa valeur par défaut."
        assert notice_text("something else") == "something else"
    finally:
        i18n.set_language("en")


def test_draw_is_pure(app):
    scene = open_settings(app)
    before = (scene.row, app.settings.to_dict())
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    assert (scene.row, app.settings.to_dict()) == before


def test_help_line_clears_the_key_hints_inside_the_safe_area(app):
    from thieves_arcade.scenes.settings import PROMPT_Y
    from thieves_arcade.ui import theme
    scene = open_settings(app)
    safe = pygame.Rect(theme.SAFE)
    prompt_top = PROMPT_Y - 60 / 2  # the key hints' glyphs are 60 px high, centred on PROMPT_Y
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for k in range(len(ROWS)):
            scene.row = k
            rects = [rect for _line, rect in scene.help_lines()]
            assert rects, (lang, ROWS[k][0])
            for rect in rects:
                assert safe.contains(rect), (lang, ROWS[k][0], rect)
                assert rect.bottom <= prompt_top, (lang, ROWS[k][0], rect, prompt_top)


def test_ordered_scales_stop_at_their_ends_and_rings_wrap(app):
    """Issue 21 (a fresh player's 150 % pass: Right on 150 % text jumped back to 100 %). Left / right stop at the ends
    of an ordered scale — text size, animation speed, bot thinking pause, the bot level — and nothing is saved there;
    confirm still cycles round; the palettes, the captions and the language are rings and wrap."""
    from thieves_arcade.app.settings import ANIM_SPEEDS, BOT_LEVELS, BOT_PAUSES, CAPTIONS, PALETTES, TEXT_SIZES
    from thieves_arcade.scenes.access import ROWS as ACCESS_ROWS
    from thieves_arcade.scenes.access import AccessScene
    from thieves_arcade.ui import access
    scene = AccessScene(app)
    app.scenes.push(scene)
    keys = [k for k, _l in ACCESS_ROWS]
    s = app.settings
    try:
        for key, scale in (("text_size", TEXT_SIZES), ("anim_speed", ANIM_SPEEDS), ("bot_pause", BOT_PAUSES)):
            scene.row = keys.index(key)
            for _ in range(len(scale) + 2):
                press(app, Intent.RIGHT)
            assert getattr(s, key) == scale[-1], key
            saves = json.loads(app.settings_store.path.read_text())
            press(app, Intent.RIGHT)
            assert getattr(s, key) == scale[-1] and json.loads(app.settings_store.path.read_text()) == saves
            press(app, Intent.CONFIRM)  # confirm cycles round
            assert getattr(s, key) == scale[0], key
            press(app, Intent.LEFT)
            assert getattr(s, key) == scale[0], key
        for key, ring in (("palette", PALETTES), ("captions", CAPTIONS)):
            scene.row = keys.index(key)
            setattr(s, key, ring[-1])
            press(app, Intent.RIGHT)
            assert getattr(s, key) == ring[0], key
            press(app, Intent.LEFT)
            assert getattr(s, key) == ring[-1], key
        app.scenes.pop()
        open_settings(app)
        go_to(app, "bot_level")
        for _ in range(4):
            press(app, Intent.RIGHT)
        assert s.bot_level == BOT_LEVELS[-1]
        press(app, Intent.CONFIRM)
        assert s.bot_level == BOT_LEVELS[0]
        press(app, Intent.LEFT)
        assert s.bot_level == BOT_LEVELS[0]
        go_to(app, "language")
        press(app, Intent.RIGHT)
        press(app, Intent.RIGHT)
        assert s.language == "en"  # two languages: a ring, right twice is back
    finally:
        s.text_size, s.palette = 100, "off"
        access.refresh()


@pytest.mark.parametrize("text_size", [100, 150])
def test_one_settings_frame_lays_the_key_hints_out_a_few_times(app, monkeypatch, text_size):
    """Drawing Settings once measures its key hints (``Prompt.layout``: each glyph asks the controls in force) a
    few times, not once per row count per question: ``window`` asked ``fits`` for all 15 row counts, each laying
    the hints out again, from every ``margin``/``panel_rect`` call — about 290 layouts and 240 ms a frame (the
    Settings screen ran at 4 frames a second; ``tools/bench.py`` measures the time, this counts the work)."""
    from test_readability import text_at

    from thieves_arcade.ui.widgets import Prompt
    text_at(app, text_size)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)  # caches warm
    calls = []
    real = Prompt.layout
    monkeypatch.setattr(Prompt, "layout", lambda self, *a, **k: (calls.append(1), real(self, *a, **k))[1])
    for row in (0, len(ROWS) // 2, len(ROWS) - 1):
        scene.row = row
        calls.clear()
        scene.draw(surface)
        assert 0 < len(calls) <= 30, (row, len(calls))
