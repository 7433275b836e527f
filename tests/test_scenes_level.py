"""Levels: the Pickpocket map's anchors, and clear errors naming the file for a missing or broken map."""

from __future__ import annotations

import pytest

from thieves_arcade.app.loop import App
from thieves_arcade.ui import theme
from thieves_arcade.ui.level import LevelError, level_path, load_level

ANCHORS = ("score_track", "guards", "door_left", "door_right", "hand", "reveal", "banner", "merchant", "loot_row",
           "bag")


@pytest.fixture(scope="module", autouse=True)
def display():
    App(headless=True, audio=False)


def test_pickpocket_level_has_every_anchor_inside_the_safe_area():
    level = load_level("pickpocket")
    assert level.size == (theme.WIDTH, theme.HEIGHT)
    assert level.background.get_size() == level.size
    x, y, w, h = theme.SAFE
    for name in ANCHORS:
        r = level.anchor(name)
        assert x <= r.left and r.right <= x + w and y - 20 <= r.top and r.bottom <= y + h, name
    for players in range(2, 7):
        seats = level.seats(players)
        assert len(seats) == players and len(set(seats)) == players
        assert all(x <= sx <= x + w and y <= sy <= y + h for sx, sy in seats)


def test_missing_anchor_names_file_and_anchor():
    with pytest.raises(LevelError, match="no anchor 'pot'.*") as err:
        load_level("pickpocket").anchor("pot")
    assert "pickpocket.tmx" in str(err.value)
    with pytest.raises(LevelError, match="seat_7_0"):
        load_level("pickpocket").seats(7)


def test_missing_file_names_it(tmp_path):
    path = tmp_path / "nowhere.tmx"
    with pytest.raises(LevelError, match="nowhere.tmx"):
        load_level("pickpocket", path)


def test_broken_file_names_it(tmp_path):
    bad = tmp_path / "broken.tmx"
    bad.write_text("<map><layer", encoding="utf-8")
    with pytest.raises(LevelError, match="broken.tmx"):
        load_level("pickpocket", bad)


def test_map_without_anchors_or_tileset_image_is_refused(tmp_path):
    text = level_path("pickpocket").read_text(encoding="utf-8")
    no_anchors = tmp_path / "plain.tmx"
    no_anchors.write_text(text.replace('name="anchors"', 'name="decor"'), encoding="utf-8")
    with pytest.raises(LevelError, match="plain.tmx.*anchors"):
        load_level("pickpocket", no_anchors)
    no_image = tmp_path / "lost.tmx"
    no_image.write_text(text, encoding="utf-8")  # its tileset PNG is not beside it
    with pytest.raises(LevelError, match="lost.tmx"):
        load_level("pickpocket", no_image)
