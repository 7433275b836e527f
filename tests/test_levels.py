"""Every table level in ``levels/`` is a valid Tiled map (opens in the Tiled editor, loads with pytmx with and without
images) and holds every anchor its scene reads."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import pytmx

from thieves_arcade import games
from thieves_arcade.engine import get_game
from thieves_arcade.ui import theme
from thieves_arcade.ui.level import LEVELS, load_level

ROOT = Path(__file__).resolve().parents[1]
#: Every registered game's level (the registry names it: ``thieves_arcade/games.py``).
GAMES = tuple(e.level for e in games.entries() if e.level)
_NAME = re.compile(r'level\.(?:anchor|point)\("([A-Za-z_0-9]+)"\)')
#: Anchors a scene reads through a formatted name (f-strings), expanded here.
TEMPLATED = {
    "cite": [f"{k}_{p}" for k in ("die", "kept") for p in range(1, 5)],
    "morpion": [f"cell_{c}" for c in range(1, 10)] + [f"{k}_{s}" for k in ("gang", "collection", "action")
                                                      for s in (0, 1)],
    "oodlar": ["pile_A", "pile_B"],
    "pickpocket": ["door_left", "door_right"],
    "sticheln": [],
}


def scene_anchor_names(game: str) -> set[str]:
    """The literal anchor names ``scenes/<game>.py`` (or every module of the ``scenes/<game>/`` package) reads,
    plus its templated ones."""
    scenes = ROOT / "thieves_arcade" / "scenes"
    files = sorted((scenes / game).glob("*.py")) if (scenes / game).is_dir() else [scenes / f"{game}.py"]
    source = "\n".join(f.read_text(encoding="utf-8") for f in files)
    return set(_NAME.findall(source)) | set(TEMPLATED[game])


def test_every_table_has_a_level_file():
    assert sorted(p.stem for p in LEVELS.glob("*.tmx")) == sorted(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_level_is_valid_tmx_with_relative_right_sized_tilesets(game):
    path = LEVELS / f"{game}.tmx"
    root = ET.parse(path).getroot()
    assert root.tag == "map" and root.get("orientation") == "orthogonal" and root.get("infinite") == "0"
    tw, th = int(root.get("tilewidth")), int(root.get("tileheight"))
    assert (int(root.get("width")) * tw, int(root.get("height")) * th) == (theme.WIDTH, theme.HEIGHT)
    tilesets = root.findall("tileset")
    assert tilesets, "a level needs a tileset"
    pygame.display.init()
    for ts in tilesets:
        image = ts.find("image")
        src = image.get("source")
        assert not Path(src).is_absolute() and "\\" not in src, f"{src}: Tiled needs a relative path"
        png = path.parent / src
        assert png.is_file(), f"{png} is missing"
        size = pygame.image.load(png).get_size()
        assert size == (int(image.get("width")), int(image.get("height"))), f"{src}: declared size is not the PNG's"
        cols = int(ts.get("columns"))
        assert cols == size[0] // int(ts.get("tilewidth"))
        assert int(ts.get("tilecount")) == cols * (size[1] // int(ts.get("tileheight")))
    ids = [int(e.get("id")) for e in root.iter() if e.tag in ("layer", "objectgroup") and e.get("id")]
    assert len(ids) == len(set(ids)) and max(ids) < int(root.get("nextlayerid"))
    objects = [int(o.get("id")) for o in root.iter("object")]
    assert len(objects) == len(set(objects)) and max(objects) < int(root.get("nextobjectid"))
    for layer in root.findall("layer"):
        data = layer.find("data")
        cells = [int(v) for v in data.text.replace("\n", "").split(",") if v.strip()]
        assert len(cells) == int(layer.get("width")) * int(layer.get("height"))
        top = sum(int(ts.get("tilecount")) for ts in tilesets)
        assert all(0 <= c <= top for c in cells), f"{layer.get('name')}: a tile id is outside the tilesets"


@pytest.mark.parametrize("game", GAMES)
def test_level_loads_with_pytmx_and_has_the_anchors_its_scene_reads(game):
    path = LEVELS / f"{game}.tmx"
    plain = pytmx.TiledMap(str(path))  # no images: what a tool or a test without a display reads
    assert (plain.width * plain.tilewidth, plain.height * plain.tileheight) == (theme.WIDTH, theme.HEIGHT)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    tiled = pytmx.load_pygame(str(path))  # images: needs a display mode (convert)
    assert any(img is not None for img in tiled.images), "no tile image loaded"
    names = {o.name for o in tiled.objects}
    needed = scene_anchor_names(game)
    assert needed, f"found no anchor read in scenes/{game}.py"
    assert needed <= names, f"{game}.tmx lacks {sorted(needed - names)}"
    info = get_game(game)
    level = load_level(game)
    for players in range(info.min_players, info.max_players + 1):
        if game == "morpion":
            break  # a duel: the two sides are gang_0/gang_1, not seat anchors
        seats = level.seats(players)
        assert len(set(seats)) == players
        assert all(pygame.Rect(theme.SAFE).collidepoint(p) for p in seats)
