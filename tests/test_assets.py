"""The generated assets: every name docs/art.md lists loads, audio stays silent without a device or a file,
glyphs draw, and the generators are reproducible from their seed."""

import logging
import re
import shutil
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from thieves_arcade.app import audio as audio_mod
from thieves_arcade.app.audio import MUSIC_NAME, SOUND_NAMES, Audio
from thieves_arcade.ui import glyphs, sprites

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "art.md").read_text(encoding="utf-8")


def _section(title: str) -> list[str]:
    part = DOC.split(f"## {title}", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([a-z0-9_]+)` \|", part, flags=re.M)


IMAGES = _section("Images")
SOUNDS = _section("Sounds")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def test_docs_list_the_expected_sets():
    assert set(SOUNDS) == set(SOUND_NAMES) | {MUSIC_NAME}
    assert len(IMAGES) == len(set(IMAGES)) and len(IMAGES) > 250
    for pattern in ("1111", "0211", "1020", "0003"):
        assert f"loot_{pattern}" in IMAGES
    assert {f"card_{c}_{r}" for c in sprites.CARD_COLOURS for r in range(15)} <= set(IMAGES)
    assert {f"card_{s}_{r}" for s in sprites.SUITS for r in range(2, 15)} <= set(IMAGES)
    assert {sprites.reward_name(k) for k in sprites.REWARDS} <= set(IMAGES)
    assert {sprites.note_name(v) for v in sprites.NOTE_VALUES} <= set(IMAGES)


def test_every_listed_image_loads():
    sizes = {}
    for name in IMAGES:
        img = sprites.sprite(name)
        assert img.get_width() > 0 and img.get_height() > 0
        sizes[name] = img.get_size()
    assert sizes["loot_1111"] == (150, 300)
    assert sizes["inn_backdrop"] == sizes["title_backdrop"] == (1920, 1080)
    assert sizes["card_red_0"] == sizes["card_spades_14"] == (180, 252)
    assert sprites.sprite("loot_1111") is sprites.sprite("loot_1111")
    total = sum((sprites.IMAGE_DIR / f"{n}.png").stat().st_size for n in IMAGES)
    assert total < 20_000_000


def test_loot_tile_gaps_are_visibly_empty():
    # the purse row of loot_0111 is an empty well; of loot_1111 it holds a purse icon: they must differ there
    full, gap = sprites.sprite("loot_1111"), sprites.sprite("loot_0111")
    row = pygame.Rect(20, 18, 110, 54)
    diff = sum(1 for x in range(row.left, row.right, 3) for y in range(row.top, row.bottom, 3)
               if full.get_at((x, y)) != gap.get_at((x, y)))
    assert diff > 100
    # and the key row (present in both) is the same
    row = pygame.Rect(20, 90, 110, 54)
    assert all(full.get_at((x, y)) == gap.get_at((x, y)) for x in range(row.left, row.right, 5)
               for y in range(row.top, row.bottom, 5))


def test_shadow_helper_is_larger_and_soft():
    sh = sprites.shadow("card_back", blur=6)
    img = sprites.sprite("card_back")
    assert sh.get_size() == (img.get_width() + 24, img.get_height() + 24)
    alphas = {sh.get_at((x, sh.get_height() // 2)).a for x in range(0, 20)}
    assert len(alphas) > 3  # a gradient at the edge, not a hard cut


def test_missing_image_names_file_and_command(monkeypatch, tmp_path):
    monkeypatch.setattr(sprites, "IMAGE_DIR", tmp_path)
    sprites.sprite.cache_clear()
    try:
        with pytest.raises(sprites.AssetError) as exc:
            sprites.sprite("loot_1111")
        assert "loot_1111.png" in str(exc.value) and "python tools/make_art.py" in str(exc.value)
    finally:
        sprites.sprite.cache_clear()


def test_name_builders_reject_bad_input():
    assert sprites.loot_tile_name("1210") == "loot_1210"
    assert sprites.card_name("hearts", 14) == "card_hearts_14"
    for bad in (lambda: sprites.loot_tile_name("12a0"), lambda: sprites.loot_tile_name("0000"),
                lambda: sprites.card_name("hearts", 1), lambda: sprites.card_name("teal", 3),
                lambda: sprites.die_name(7), lambda: sprites.note_name(15), lambda: sprites.reward_name("pen")):
        with pytest.raises(ValueError):
            bad()


def test_every_sound_is_a_stereo_wav_and_loads():
    for name in SOUNDS:
        with wave.open(str(audio_mod.SOUND_DIR / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (2, 2, 44100)
            secs = w.getnframes() / 44100
        assert (8 <= secs <= 16.5) if name == MUSIC_NAME else (0.03 <= secs <= 2.0), (name, secs)
    pygame.mixer.quit()
    a = Audio()
    assert a.available
    for name in SOUND_NAMES:
        a.play(name)
        assert a._cache[name] is not None, name


def test_audio_silent_without_device(monkeypatch, caplog):
    pygame.mixer.quit()

    def boom(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", boom)
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        a = Audio()
        for name in SOUND_NAMES:
            a.play(name)
        a.start_music()
        a.set_volumes(master=0.3)
        a.stop_music()
    assert a.available is False and not a.music_playing
    assert sum("no audio device" in r.getMessage() for r in caplog.records) == 1


def test_audio_missing_file_is_named(tmp_path, caplog):
    pygame.mixer.quit()
    for name in SOUND_NAMES:
        if name != "fanfare":
            shutil.copy(audio_mod.SOUND_DIR / f"{name}.wav", tmp_path)
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        a = Audio(sound_dir=tmp_path)
        a.play("fanfare")
        a.play("coins")
    msgs = [r.getMessage() for r in caplog.records]
    assert any("fanfare.wav" in m and "missing" in m for m in msgs)
    assert not any("coins.wav" in m for m in msgs)


def test_glyphs_for_every_family():
    for fam in ("xbox", "playstation", "nintendo"):
        faces = [glyphs.glyph(fam, b) for b in glyphs.POSITIONS]
        assert all(f.get_height() == 56 for f in faces)
        assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 4
    assert glyphs.glyph("xbox", "a") is glyphs.glyph("xbox", "south")
    assert glyphs.glyph("nintendo", "b") is glyphs.glyph("nintendo", "south")
    assert glyphs.glyph("keyboard", "space").get_width() > glyphs.glyph("keyboard", "w").get_width()
    for key in ("shift", "enter", "esc", "up", "down", "left", "right", "w", "a", "s", "d"):
        assert glyphs.glyph("keyboard", key).get_height() == 56
    with pytest.raises(ValueError, match="accepted"):
        glyphs.glyph("xbox", "triangle")
    with pytest.raises(ValueError, match="accepted"):
        glyphs.glyph("sega", "a")


def test_family_for_controller_names():
    assert glyphs.family_for("Xbox Series X Controller") == "xbox"
    assert glyphs.family_for("PS4 Controller") == "playstation"
    assert glyphs.family_for("Sony DualSense Wireless Controller") == "playstation"
    assert glyphs.family_for("Nintendo Switch Pro Controller") == "nintendo"
    assert glyphs.family_for("Generic USB Gamepad") == "xbox"
    assert glyphs.family_for(None) == "keyboard"


def _run(tool, *args):
    res = subprocess.run([sys.executable, str(ROOT / "tools" / tool), *args], capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 0, res.stderr


def test_art_generator_is_reproducible(tmp_path):
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    _run("make_art.py", "--only", "loot_1201", "bag", "--out", str(a))
    _run("make_art.py", "--only", "loot_1201", "bag", "--out", str(b))
    _run("make_art.py", "--only", "bag", "--seed", "10", "--out", str(c))
    for n in ("loot_1201", "bag"):
        assert (a / f"{n}.png").read_bytes() == (b / f"{n}.png").read_bytes()
    assert (a / "bag.png").read_bytes() != (c / "bag.png").read_bytes()  # the seed drives the burlap speckle
    assert (a / "loot_1201.png").read_bytes() == (sprites.IMAGE_DIR / "loot_1201.png").read_bytes()


def test_sound_generator_is_reproducible(tmp_path):
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    _run("make_sounds.py", "--only", "coins", "--out", str(a))
    _run("make_sounds.py", "--only", "coins", "--out", str(b))
    _run("make_sounds.py", "--only", "coins", "--seed", "10", "--out", str(c))
    assert (a / "coins.wav").read_bytes() == (b / "coins.wav").read_bytes()
    assert (a / "coins.wav").read_bytes() != (c / "coins.wav").read_bytes()
