"""Sound effects and the background music loop, silent (never crashing) when there is no audio device.

The sounds are WAV files in ``assets/sounds/`` made by ``python tools/make_sounds.py``. Each is loaded once, on first
use, and cached. If ``pygame.mixer.init`` raises (no sound device: see PLATFORM.md) one notice is logged and every
call becomes a no-op; a missing or unreadable file logs one notice naming it and that sound stays silent.
"""

from __future__ import annotations

import logging
import wave
from pathlib import Path

import numpy as np
import pygame

from .. import resources

log = logging.getLogger(__name__)

#: Folder holding the generated ``<name>.wav`` files (``assets/sounds`` through :mod:`thieves_arcade.resources`).
SOUND_DIR = resources.asset("sounds")

#: Every sound effect name the scenes may play.
SOUND_NAMES = (
    "tile_draw", "guard_whistle", "line_break", "dice_rattle", "dice_settle", "card_flick",
    "trick_sweep", "coins", "caught", "unmask", "fanfare", "click", "join",
)
#: The music loop's name (``assets/sounds/music_loop.wav``).
MUSIC_NAME = "music_loop"
REGENERATE = "python tools/make_sounds.py"


#: The mix's ceiling as a fraction of full scale (16-bit): the sum of the peaks of everything playing stays below it,
#: so overlapping sounds and the music never clip (issue 16: 236 full-scale samples at an attract switch).
CEILING = 0.95
#: A voice the limiter would have to turn below this fraction of its wanted level is not started (inaudible anyway).
FLOOR = 0.08


def read_wav(path: Path | str) -> np.ndarray:
    """The samples of 16-bit PCM WAV ``path`` as floats in -1.0..1.0, shape ``(frames, channels)``. Raises
    ``ValueError`` for another sample width, ``OSError``/``wave.Error`` for an unreadable file."""
    with wave.open(str(path)) as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"{path}: {8 * w.getsampwidth()}-bit samples; expected 16-bit PCM")
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768.0
        return data.reshape(-1, w.getnchannels())


def peak(path: Path | str) -> float:
    """The largest absolute sample of WAV ``path`` (fraction of full scale, 0.0..1.0); ``0.0`` if unreadable."""
    try:
        return float(np.abs(read_wav(path)).max(initial=0.0))
    except (OSError, ValueError, EOFError, wave.Error):
        return 0.0


def limit_gain(want: float, sound_peak: float, playing: float) -> float:
    """The gain (0..``want``) to start a sound of peak ``sound_peak`` at, when the voices already playing can add
    up to ``playing`` (the sum of their peaks × gains, full scale = 1.0): ``want`` if the sum stays under
    :data:`CEILING`, else as much as fits; ``0.0`` (do not start it) when that is under :data:`FLOOR` × ``want``.
    Since |a + b| ≤ |a| + |b|, a mix planned this way never exceeds the ceiling."""
    if sound_peak <= 0.0 or want <= 0.0:
        return want
    room = (CEILING - playing) / sound_peak
    gain = max(0.0, min(want, room))
    return 0.0 if gain < FLOOR * want else gain


def _clamp(value: float, name: str) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"volume {name} must be a number in 0.0..1.0, got {value!r}") from None
    if not 0.0 <= v <= 1.0:
        raise ValueError(f"volume {name} must be in 0.0..1.0, got {v}")
    return v


class Audio:
    """Plays named sound effects and loops the music; volumes are fractions 0.0–1.0.

    ``volume_master`` scales both channels; an effect plays at ``master * sfx``, the music at ``master * music``.
    ``available`` is ``False`` when the mixer could not start: every method then does nothing.
    ``sound_dir`` overrides the folder (tests). Raises ``ValueError`` only for a volume outside 0.0..1.0.
    """

    def __init__(self, volume_master: float = 1.0, volume_sfx: float = 1.0, volume_music: float = 0.6,
                 sound_dir: Path | str | None = None) -> None:
        self.volume_master = _clamp(volume_master, "master")
        self.volume_sfx = _clamp(volume_sfx, "sfx")
        self.volume_music = _clamp(volume_music, "music")
        self.sound_dir = Path(sound_dir) if sound_dir is not None else SOUND_DIR
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._peaks: dict[str, float] = {}
        #: The effects started and maybe still playing: (channel, peak × gain) — the limiter's budget.
        self._voices: list[tuple[object, float]] = []
        self._music_playing = False
        self.available = self._init_mixer()

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(44100, -16, 2, 512)
                pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
        except pygame.error as exc:
            log.warning("no audio device (%s); the game runs silently", exc)
            return False
        return True

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        path = self.sound_dir / f"{name}.wav"
        sound = None
        if not path.is_file():
            log.warning("sound file %s is missing (regenerate with `%s`); it stays silent", path, REGENERATE)
        else:
            try:
                sound = pygame.mixer.Sound(path)
            except (pygame.error, OSError) as exc:
                log.warning("cannot read sound file %s (%s); it stays silent", path, exc)
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play the effect ``name`` (one of ``SOUND_NAMES``) once; silent if audio or the file is unavailable.

        Raises ``ValueError`` for a name not in ``SOUND_NAMES`` (a typo in a scene should fail loudly in tests).
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}; accepted: {', '.join(SOUND_NAMES)}")
        if not self.available:
            return
        sound = self._load(name)
        if sound is None:
            return
        gain = self.gain_for(name)
        if gain <= 0.0:
            return
        sound.set_volume(gain)
        channel = sound.play()
        if channel is not None:
            self._voices.append((channel, self.sound_peak(name) * gain))

    def sound_peak(self, name: str) -> float:
        """The peak of effect ``name``'s file (fraction of full scale, cached; ``0.0`` if missing)."""
        if name not in self._peaks:
            self._peaks[name] = peak(self.sound_dir / f"{name}.wav")
        return self._peaks[name]

    def playing_level(self) -> float:
        """What the voices still playing (and the music) can add up to: the sum of their peaks × gains."""
        self._voices = [(ch, level) for ch, level in self._voices if _busy(ch)]
        music = self.sound_peak(MUSIC_NAME) * self.volume_master * self.volume_music if self._music_playing else 0.0
        return music + sum(level for _ch, level in self._voices)

    def gain_for(self, name: str) -> float:
        """The gain effect ``name`` would start at now: ``master × sfx``, lowered by the limiter
        (:func:`limit_gain`) so the mix stays under :data:`CEILING`."""
        return limit_gain(self.volume_master * self.volume_sfx, self.sound_peak(name), self.playing_level())

    def start_music(self) -> None:
        """Loop ``music_loop`` forever on its own channel (idempotent); silent if unavailable."""
        if not self.available or self._music_playing:
            return
        path = self.sound_dir / f"{MUSIC_NAME}.wav"
        if not path.is_file():
            if MUSIC_NAME not in self._cache:
                log.warning("music file %s is missing (regenerate with `%s`); no music", path, REGENERATE)
                self._cache[MUSIC_NAME] = None
            return
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self.volume_master * self.volume_music)
            pygame.mixer.music.play(loops=-1)
        except pygame.error as exc:
            log.warning("cannot play music %s (%s); no music", path, exc)
            return
        self._music_playing = True

    def stop_music(self) -> None:
        """Stop the music loop (idempotent)."""
        if not self.available or not self._music_playing:
            return
        try:
            pygame.mixer.music.stop()
        except pygame.error:
            pass
        self._music_playing = False

    @property
    def music_playing(self) -> bool:
        """Whether ``start_music`` succeeded and ``stop_music`` has not been called since."""
        return self._music_playing

    def set_volumes(self, master: float | None = None, sfx: float | None = None, music: float | None = None) -> None:
        """Change any of the three volumes (fractions 0.0–1.0; ``None`` keeps it); applies to the music at once.

        Raises ``ValueError`` for a value outside 0.0..1.0.
        """
        if master is not None:
            self.volume_master = _clamp(master, "master")
        if sfx is not None:
            self.volume_sfx = _clamp(sfx, "sfx")
        if music is not None:
            self.volume_music = _clamp(music, "music")
        if self.available and self._music_playing:
            try:
                pygame.mixer.music.set_volume(self.volume_master * self.volume_music)
            except pygame.error:
                pass


def _busy(channel) -> bool:
    try:
        return bool(channel.get_busy())
    except (pygame.error, AttributeError):
        return False
