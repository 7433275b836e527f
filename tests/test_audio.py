"""The audio module stays silent, never crashing, without a device or without its files."""

import logging
import wave

import pygame
import pytest

from thieves_arcade.app import audio as audio_mod
from thieves_arcade.app.audio import SOUND_NAMES, Audio


def _write_wav(path, frames=2205):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(b"\x00\x00" * 2 * frames)


@pytest.fixture
def no_mixer(monkeypatch):
    pygame.mixer.quit()

    def boom(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", boom)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)


def test_no_device_is_silent_and_logs_once(no_mixer, caplog, tmp_path):
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        a = Audio(sound_dir=tmp_path)
        assert a.available is False
        for name in SOUND_NAMES:
            a.play(name)
        a.start_music()
        a.set_volumes(master=0.5, sfx=0.2, music=0.1)
        a.stop_music()
    notices = [r for r in caplog.records if "no audio device" in r.getMessage()]
    assert len(notices) == 1
    assert a.music_playing is False
    assert a.volume_master == 0.5


def test_missing_file_is_named_and_silent(caplog, tmp_path):
    pygame.mixer.quit()
    _write_wav(tmp_path / "click.wav")
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        a = Audio(sound_dir=tmp_path)
        assert a.available is True
        a.play("coins")
        a.play("coins")
        a.play("click")
        a.start_music()
    missing = [r.getMessage() for r in caplog.records if "missing" in r.getMessage()]
    assert sum("coins.wav" in m for m in missing) == 1, missing
    assert any("music_loop.wav" in m for m in missing)
    assert not any("click.wav" in m for m in missing)
    assert a._cache["click"] is not None and a._cache["coins"] is None
    assert a.music_playing is False


def test_sounds_cached_and_music_toggles(tmp_path):
    pygame.mixer.quit()
    _write_wav(tmp_path / "click.wav")
    _write_wav(tmp_path / "music_loop.wav", frames=44100)
    a = Audio(sound_dir=tmp_path)
    a.play("click")
    first = a._cache["click"]
    a.play("click")
    assert a._cache["click"] is first
    a.start_music()
    assert a.music_playing
    a.set_volumes(music=0.25)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.25, abs=0.01)
    a.stop_music()
    assert not a.music_playing


def test_bad_input_is_rejected(tmp_path):
    a = Audio(sound_dir=tmp_path)
    with pytest.raises(ValueError, match="unknown sound"):
        a.play("kaboom")
    with pytest.raises(ValueError, match="0.0..1.0"):
        a.set_volumes(master=1.5)
