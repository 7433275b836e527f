"""Sound effects and the background music loop, silent (never crashing) when there is no audio device.

The sounds are WAV files in ``assets/sounds/`` made by ``python tools/make_sounds.py``. Each is loaded once, on first
use, and cached. If ``pygame.mixer.init`` raises (no sound device: see PLATFORM.md) one notice is logged and every
call becomes a no-op; a missing or unreadable file logs one notice naming it and that sound stays silent.
"""

from __future__ import annotations

import logging
from pathlib import Path

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
        sound.set_volume(self.volume_master * self.volume_sfx)
        sound.play()

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
