"""Settings and saves as a player meets them (QA findings N, O, R): a damaged save is explained in words on the
title and goes away at the first press; invalid settings are all named once and the file is corrected; F11 keeps the
Fullscreen setting in step."""

from __future__ import annotations

import json
import logging

import pygame
import pytest

from thieves_arcade import i18n
from thieves_arcade.app.loop import App
from thieves_arcade.app.settings import Settings, SettingsStore
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui import theme
from thieves_arcade.ui.probe import TextProbe, probing

SAFE = pygame.Rect(theme.SAFE)


def drawn(app) -> list:
    probe = TextProbe()
    with probing():
        app.scenes.draw(probe)
    return probe.records


# ---- N: a damaged save on the title ------------------------------------------------------------------------------
def test_a_damaged_save_is_explained_in_words_inside_the_screen_and_dismissed(home, caplog):
    from thieves_arcade.scenes.title import TitleScene
    (home / "resume.json").write_text('{"format": "thieves-arcade-save", "payload": {"kind": "ga')  # cut short
    app = App(headless=True, audio=False)
    with caplog.at_level(logging.WARNING):
        title = TitleScene(app)
    app.scenes.push(title)
    app.step()
    records = drawn(app)
    texts = [r.content for r in records]
    assert "The saved game could not be read and was set aside." in texts
    for r in records:
        assert SAFE.contains(r.rect), f"{r.content!r} at {tuple(r.rect)} leaves the title-safe area"
        assert "resume.json" not in r.content and "JSON" not in r.content and "Expecting" not in r.content
    assert "resume.json" in caplog.text and "not valid JSON" in caplog.text  # the details are in the log
    assert list(home.glob("resume.json.corrupt-*"))  # set aside, as it says
    app.send(IntentEvent("kb:left", Intent.DOWN))  # the first press only dismisses it
    assert title.menu.index == 0
    assert "The saved game could not be read and was set aside." not in [r.content for r in drawn(app)]


def test_a_save_from_another_version_says_so_in_french_too(home):
    from thieves_arcade.app.saves import FORMAT, SaveError, SaveStore
    (home / "resume.json").write_text(json.dumps({"format": FORMAT, "save_version": 1, "app_version": "0.0.1",
                                                  "payload": {}}))
    i18n.set_language("fr")
    try:
        with pytest.raises(SaveError, match="autre version"):
            SaveStore().load()
    finally:
        i18n.set_language("en")


# ---- O: invalid settings -----------------------------------------------------------------------------------------
BAD = {"volume_master": 7, "fullscreen": "yes", "bot_level": "x", "language": "xx", "curtain": 3, "volume_sfx": 0.3}


def test_every_invalid_setting_is_named_once_and_the_file_is_corrected(home):
    from thieves_arcade.scenes.settings import notice_text
    path = home / "settings.json"
    path.write_text(json.dumps(BAD))
    store = SettingsStore(path)
    settings = store.load()
    assert settings.volume_sfx == 0.3 and settings.curtain is True and settings.bot_level == "normal"
    assert len(store.notices) == 1
    shown = notice_text(store.notices[0])
    assert shown.startswith("5 settings were not valid and are back to their defaults:")
    for label in ("Master volume", "Fullscreen", "Bot level", "Language", "Privacy curtain"):
        assert label in shown
    assert "corrected" in shown
    kept = list(home.glob("settings.json.invalid-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == BAD  # the original, untouched
    assert json.loads(path.read_text()) == Settings(volume_sfx=0.3).to_dict()  # the corrected file
    again = SettingsStore(path)
    assert again.load() == settings and again.notices == []  # said once, not on every launch


def test_one_invalid_setting_reads_in_the_singular_in_french(home):
    from thieves_arcade.scenes.settings import notice_text
    path = home / "settings.json"
    path.write_text(json.dumps({"curtain": "maybe"}))
    store = SettingsStore(path)
    store.load()
    i18n.set_language("fr")
    try:
        shown = notice_text(store.notices[0])
    finally:
        i18n.set_language("en")
    assert shown.startswith("1 réglage n’était pas valide") and "corrigé" in shown


def test_the_title_shows_all_invalid_settings(home):
    from thieves_arcade.scenes.title import TitleScene
    (home / "settings.json").write_text(json.dumps(BAD))
    store = SettingsStore()
    app = App(headless=True, audio=False, settings=store.load(), settings_store=store)
    app.scenes.push(TitleScene(app))
    app.step()
    text = " ".join(r.content for r in drawn(app))
    assert "Privacy curtain" in text and "Master volume" in text


# ---- R: F11 and the Fullscreen row -------------------------------------------------------------------------------
def test_f11_on_the_settings_screen_updates_and_saves_the_fullscreen_row(home):
    from thieves_arcade.scenes.settings import ROWS, SettingsScene
    store = SettingsStore()
    app = App(headless=True, audio=False, settings=store.load(), settings_store=store)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    scene.row = [k for k, _label in ROWS].index("fullscreen")
    assert scene.value_text("fullscreen") == "Off"
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    assert app.display.fullscreen and app.settings.fullscreen
    assert "‹ On ›" in [r.content for r in drawn(app)]
    assert json.loads((home / "settings.json").read_text())["fullscreen"] is True
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    assert not app.settings.fullscreen and scene.value_text("fullscreen") == "Off"
