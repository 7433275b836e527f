"""A hostile environment and hostile files: each gives a clear message, the game carries on, nothing is lost.

Covered here: no audio device; a missing level and a level whose tileset is missing or broken (a ``LevelError``
naming the file, and the app shows a message instead of dying); settings and saves that are empty, huge, read-only
or unreadable (what ``tests/test_storage.py`` already proves — corrupt settings and saves, a huge settings file, a
read-only settings folder — is not repeated); fullscreen toggled many times in a row during a game.
The process runs as root in CI containers, where file modes do not bite, so "read-only" is also simulated by making
the OS calls fail with ``PermissionError`` as a read-only folder would.
"""

from __future__ import annotations

import json
import logging
import os
import shutil

import pygame
import pytest

from thieves_arcade.app import loop, saves, storage
from thieves_arcade.app.saves import SaveError, SaveStore
from thieves_arcade.app.settings import Settings, SettingsStore
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import playable_games, table_class
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.message import MessageScene
from thieves_arcade.scenes.table import TableScene
from thieves_arcade.scenes.title import TitleScene
from thieves_arcade.ui import level as level_module
from thieves_arcade.ui.level import LevelError, load_level

GAMES_WITH_LEVELS = [g for g in playable_games() if level_module.level_path(g).is_file()]


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Settings and saves written by the scenes under test go to a temporary folder, never the user's."""
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path / "home"))


@pytest.fixture()
def fresh_levels():
    """Levels are cached per game id: start and end each test with an empty cache."""
    load_level.cache_clear()
    yield
    load_level.cache_clear()


def bots(game_id: str) -> list[str]:
    from thieves_arcade.engine import get_game
    game = get_game(game_id)
    return ["normal"] * min(game.max_players, max(game.min_players, 3))


def frames(app, n: int) -> None:
    for _ in range(n):
        app.step()
        app.render()


# ---- no audio device -------------------------------------------------------------------------------------------------
def test_no_audio_device_runs_silently(monkeypatch, caplog, app):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.WARNING):
        audio = loop.make_audio(True)
    assert audio.available is False
    assert any("no audio device" in r.getMessage() and "ALSA" in r.getMessage() for r in caplog.records)
    audio.play("click")  # every call is silence, never an error
    audio.start_music()
    audio.stop_music()
    app.audio = audio
    game = playable_games()[0]
    scene = table_class(game)(app, game, bots(game), seed=5, speed=30)
    app.scenes.push(scene)
    frames(app, 400)
    assert scene.events, "the game carried on without sound"


def test_audio_module_failing_outright_gives_null_audio(monkeypatch):
    import thieves_arcade.app.audio as audio_module

    def broken(*args, **kwargs):
        raise OSError("sound folder unreadable")

    monkeypatch.setattr(audio_module, "Audio", broken)
    audio = loop.make_audio(True)
    assert isinstance(audio, loop.NullAudio)
    audio.play("click")


# ---- levels ----------------------------------------------------------------------------------------------------------
def test_missing_level_names_the_file(tmp_path, monkeypatch, fresh_levels):
    monkeypatch.setattr(level_module, "LEVELS", tmp_path)
    with pytest.raises(LevelError) as info:
        load_level("pickpocket")
    assert str(tmp_path / "pickpocket.tmx") in str(info.value) and "missing" in str(info.value)
    assert "make_levels" in str(info.value)  # and says how to fix it


@pytest.mark.parametrize("damage", ["no tileset image", "garbage tileset image", "truncated map", "not a map"])
def test_broken_level_names_the_file(tmp_path, monkeypatch, fresh_levels, damage):
    game = GAMES_WITH_LEVELS[0] if GAMES_WITH_LEVELS else pytest.skip("no level files yet")
    source = level_module.level_path(game)
    tmx = tmp_path / source.name
    shutil.copy(source, tmx)
    images = [p.name for p in source.parent.glob(f"{game}*.png")]
    for name in images:
        shutil.copy(source.parent / name, tmp_path / name)
    if damage == "no tileset image":
        for name in images:
            (tmp_path / name).unlink()
    elif damage == "garbage tileset image":
        for name in images:
            (tmp_path / name).write_bytes(b"\x89PNG\r\n\x1a\n but not really")
    elif damage == "truncated map":
        tmx.write_bytes(source.read_bytes()[: len(source.read_bytes()) // 2])
    else:
        tmx.write_text('{"this": "is json, not a tiled map"}')
    monkeypatch.setattr(level_module, "LEVELS", tmp_path)
    with pytest.raises(LevelError) as info:
        load_level(game)
    assert str(tmx) in str(info.value)


@pytest.mark.parametrize("game", GAMES_WITH_LEVELS)
def test_lobby_shows_a_message_instead_of_dying_on_a_missing_level(tmp_path, monkeypatch, fresh_levels, app, game):
    monkeypatch.setattr(level_module, "LEVELS", tmp_path)
    lobby = LobbyScene(app, game, seed=3)
    app.scenes.push(TitleScene(app))
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # join
    app.send(IntentEvent("kb:left", Intent.PAUSE))  # start
    top = app.scenes.top
    assert isinstance(top, MessageScene), f"{game}: expected the message scene, got {type(top).__name__}"
    assert str(tmp_path / f"{game}.tmx") in top.text
    frames(app, 30)  # it draws, and the app goes on
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert app.scenes.top is lobby and lobby.joined == ["kb:left"]  # nothing the players chose is lost
    monkeypatch.undo()  # the level comes back: the same lobby starts the game
    load_level.cache_clear()
    app.send(IntentEvent("kb:left", Intent.PAUSE))
    assert isinstance(app.scenes.top, TableScene)


def test_attract_mode_skips_a_game_whose_level_is_missing(tmp_path, monkeypatch, fresh_levels, app):
    monkeypatch.setattr(level_module, "LEVELS", tmp_path)
    from thieves_arcade.scenes.attract import AttractScene
    app.scenes.push(TitleScene(app, attract_after=0.1))
    frames(app, 40)
    assert app.running
    top = app.scenes.top
    assert isinstance(top, TitleScene) or (isinstance(top, AttractScene) and top.table is not None)


# ---- settings and saves ----------------------------------------------------------------------------------------------
def _read_only(monkeypatch):
    """Make every write in the storage layer fail as in a read-only folder."""
    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.tempfile, "mkstemp", denied)


def test_empty_and_huge_saves_are_refused_and_kept(tmp_path, monkeypatch, caplog):
    # the player gets a plain message; the reason (naming the file) goes to the log; the file is kept aside intact
    empty = tmp_path / "a" / "resume.json"
    empty.parent.mkdir()
    empty.write_bytes(b"")
    with caplog.at_level(logging.WARNING), pytest.raises(SaveError) as info:
        SaveStore(empty).load()
    assert str(info.value)
    assert any("empty" in r.getMessage() and str(empty) in r.getMessage() for r in caplog.records)
    assert [p.read_bytes() for p in empty.parent.glob("resume.json.*")] == [b""]
    huge = tmp_path / "b" / "resume.json"
    huge.parent.mkdir()
    blob = b'{"format": "thieves-arcade-save", "payload": {"pad": "' + b"x" * 5000 + b'"}}'
    huge.write_bytes(blob)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 4096)
    caplog.clear()
    with caplog.at_level(logging.WARNING), pytest.raises(SaveError) as info:
        SaveStore(huge).load()
    assert str(info.value)
    assert any("too large" in r.getMessage() for r in caplog.records)
    kept = list(huge.parent.glob("resume.json.*"))
    assert len(kept) == 1 and kept[0].read_bytes() == blob  # kept aside intact, never deleted
    assert not huge.exists()


def test_read_only_save_folder_keeps_the_previous_save(tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "resume.json")
    store.save({"game": "first"})
    _read_only(monkeypatch)
    with pytest.raises(SaveError, match="could not be saved.*Permission denied"):
        store.save({"game": "second"})
    assert store.load() == {"game": "first"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["resume.json"]


def test_read_only_settings_keep_the_session_and_the_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume_master": 0.2, "bot_level": "hard"}))
    before = path.read_bytes()
    store = SettingsStore(path)
    settings = store.load()
    assert settings.volume_master == 0.2 and settings.bot_level == "hard" and store.notices == []
    _read_only(monkeypatch)
    settings.language = "fr"
    assert store.save(settings) is False
    assert "could not be saved" in store.notices[-1] and "Permission denied" in store.notices[-1]
    assert settings.language == "fr"  # in force for the session
    assert path.read_bytes() == before  # and the file the player had is untouched


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_unreadable_settings_file_falls_back_and_is_kept(tmp_path):  # pragma: no cover - root in CI
    path = tmp_path / "settings.json"
    path.write_text('{"volume_master": 0.1}')
    os.chmod(path, 0)
    try:
        store = SettingsStore(path)
        assert store.load() == Settings()
        assert "cannot be read" in store.notices[0]
    finally:
        for p in tmp_path.iterdir():
            os.chmod(p, 0o600)


def test_huge_settings_with_real_size_limit_do_not_load_into_memory(tmp_path):
    path = tmp_path / "settings.json"
    with open(path, "wb") as fh:  # a sparse file over the limit: refused by its size, never read
        fh.truncate(storage.MAX_BYTES + 1)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert "too large" in store.notices[0]
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].stat().st_size == storage.MAX_BYTES + 1


def test_settings_of_every_json_shape_never_crash(tmp_path):
    for i, value in enumerate([None, 0, "x", [], {"volume_master": None}, {"volume_master": float("nan")},
                               {"fullscreen": 1}, {"language": ["en"]}, {"bot_level": {"a": 1}}]):
        path = tmp_path / f"s{i}.json"
        path.write_text(json.dumps(value))
        store = SettingsStore(path)
        loaded = store.load()
        assert isinstance(loaded, Settings)
        assert 0.0 <= loaded.volume_master <= 1.0


# ---- fullscreen ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("headless", [True, False])
def test_fullscreen_toggled_fifty_times_in_a_row(headless):
    app = loop.App(headless=headless, audio=False)
    pygame.event.clear()
    game = playable_games()[0]
    scene = table_class(game)(app, game, bots(game), seed=9, speed=20)
    app.scenes.push(scene)
    frames(app, 60)
    before = scene.state.to_dict()
    start = app.display.fullscreen
    for k in range(50):
        key = pygame.K_F11 if k % 2 else pygame.K_RETURN
        mod = 0 if k % 2 else pygame.KMOD_LALT
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        app.pump()
        app.render()
    assert app.display.fullscreen == start  # an even number of toggles
    assert scene.state.to_dict() == before  # toggling is not input: the game did not move, nothing was lost
    assert app.surface.get_size() == (1920, 1080)
    frames(app, 600)
    assert len(scene.state.history) > len(before["history"]) or scene.state.is_over  # and it carries on
