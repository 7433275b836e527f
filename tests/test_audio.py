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


# ---- issue 16: a limiter so the mix never clips ------------------------------------------------------------------
def _burst(gains_from_limiter: bool):
    import numpy as np

    from thieves_arcade.app import audio as A
    music = A.read_wav(A.SOUND_DIR / f"{A.MUSIC_NAME}.wav") * 0.6
    mix = music[: 44100 * 3].copy()
    playing = float(np.abs(music).max())
    for k, name in enumerate(A.SOUND_NAMES):  # every effect, each 50 ms after the last: all overlap
        data = A.read_wav(A.SOUND_DIR / f"{name}.wav")
        p = float(np.abs(data).max())
        gain = A.limit_gain(1.0, p, playing) if gains_from_limiter else 1.0
        playing += p * gain
        start = k * 2205
        end = min(len(mix), start + len(data))
        mix[start:end] += data[: end - start] * gain
    return mix


def test_every_sound_alone_and_all_overlapping_stay_under_full_scale():
    import numpy as np

    from thieves_arcade.app import audio as A
    for name in (*A.SOUND_NAMES, A.MUSIC_NAME):
        p = A.peak(A.SOUND_DIR / f"{name}.wav")
        assert 0.0 < p * A.limit_gain(1.0, p, 0.0) <= A.CEILING, name
    assert np.abs(_burst(False)).max() > 1.0, "without the limiter this burst clips (the test can fail)"
    assert np.abs(_burst(True)).max() <= A.CEILING


def test_the_limiter_lowers_a_sound_started_over_loud_ones():
    from thieves_arcade.app.audio import CEILING, FLOOR, limit_gain
    assert limit_gain(1.0, 0.6, 0.0) == 1.0
    assert limit_gain(1.0, 0.6, 0.5) == pytest.approx((CEILING - 0.5) / 0.6)
    assert limit_gain(1.0, 0.6, CEILING - 0.01) == 0.0  # would be inaudible: not started
    assert limit_gain(0.5, 0.6, 0.0) == 0.5
    assert FLOOR < 1


def test_audio_play_keeps_its_voices_under_the_ceiling(monkeypatch):
    from thieves_arcade.app import audio as A
    audio = A.Audio()
    if not audio.available:
        pytest.skip("no mixer")

    class Channel:
        def get_busy(self):
            return True

    class Sound:  # the real files' peaks, channels that stay busy (all the effects overlap)
        def set_volume(self, v):
            self.volume = v

        def play(self):
            return Channel()
    monkeypatch.setattr(audio, "_load", lambda name: Sound())
    for name in ("fanfare", "coins", "caught", "tile_draw", "dice_settle", "line_break"):
        audio.play(name)
    assert audio.playing_level() <= A.CEILING
    assert len(audio._voices) < 6, "a sound that cannot fit any more is not started"
