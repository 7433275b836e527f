"""Levels: a game's table layout read from its Tiled map ``levels/<game>.tmx`` with pytmx.

A map has tile layers for the look and an object layer ``anchors`` of named points (objects with no size) and
rectangles; the map property ``backdrop`` optionally names a sprite (``assets/images/<name>.png``) drawn under the
tile layers. :func:`load_level` pre-renders backdrop + tile layers into one background Surface, so a frame costs one
blit. Anchor names per game are listed in ``docs/levels.md``. Maps are built by ``python tools/make_levels.py``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from xml.etree.ElementTree import ParseError

import pygame
import pytmx

from .. import resources
from . import theme
from .cache import surface_cache

log = logging.getLogger(__name__)
REBUILD = "python tools/make_levels.py"
#: The levels folder in force (``resources.data_dir("levels")``: inside the package once installed).
LEVELS = resources.data_dir("levels")


class LevelError(RuntimeError):
    """A level file is missing or broken; the message names the file (and the anchor, if one is missing)."""


def _image_loader(filename: str, colorkey, **kwargs):
    """pytmx image loader that needs no display mode (``load_pygame`` would need one for ``convert``)."""
    image = pygame.image.load(filename)
    if pygame.display.get_surface() is not None:
        image = image.convert_alpha()

    def load(rect=None, flags=None):
        tile = image.subsurface(rect) if rect else image.copy()
        if flags and (flags.flipped_horizontally or flags.flipped_vertically):
            tile = pygame.transform.flip(tile, bool(flags.flipped_horizontally), bool(flags.flipped_vertically))
        return tile
    return load


class Level:
    """A loaded level: ``path``, ``size`` (px), ``background`` (one Surface), ``anchors`` (name → Rect; points are
    0×0 rects), ``properties`` (map properties).

    ``anchor(name)`` → Rect, ``point(name)`` → centre (x, y), ``seats(players)`` → list of centres.
    Missing names raise :class:`LevelError` naming the file and the anchor."""

    def __init__(self, path: Path, size: tuple[int, int], background: pygame.Surface,
                 anchors: dict[str, pygame.Rect], properties: dict):
        self.path = path
        self.size = size
        self.background = background
        self.anchors = anchors
        self.properties = properties

    def anchor(self, name: str) -> pygame.Rect:
        """The anchor ``name`` as a Rect (a point is a 0×0 Rect at it). Raises :class:`LevelError` if absent."""
        try:
            return self.anchors[name].copy()
        except KeyError:
            raise LevelError(f"{self.path}: no anchor {name!r} in the 'anchors' layer; "
                             f"has: {', '.join(sorted(self.anchors))}") from None

    def point(self, name: str) -> tuple[int, int]:
        """The centre of anchor ``name`` in px."""
        return self.anchor(name).center

    def seats(self, players: int) -> list[tuple[int, int]]:
        """Seat centres for ``players`` seats (anchors ``seat_<players>_<i>``). Raises :class:`LevelError`."""
        return [self.point(f"seat_{players}_{i}") for i in range(players)]


def level_path(game_id: str) -> Path:
    """``levels/<game_id>.tmx`` in :data:`LEVELS` (the folder :mod:`thieves_arcade.resources` chose)."""
    return LEVELS / f"{game_id}.tmx"


@surface_cache(48, maxsize=8)  # the five tables' backgrounds (8.3 MB each at 1920×1080) stay loaded
def load_level(game_id: str, path: Path | str | None = None) -> Level:
    """Load (once, cached) the level of ``game_id`` from ``path`` (default ``levels/<game_id>.tmx``).

    Raises :class:`LevelError` naming the file when it is missing, is not a readable Tiled map, lacks the
    ``anchors`` layer, or references a tileset image that cannot be read."""
    path = Path(path) if path is not None else level_path(game_id)
    if not path.is_file():
        raise LevelError(f"level file {path} is missing; {resources.repair_hint(REBUILD)}")
    try:
        tmx = pytmx.TiledMap(str(path), image_loader=_image_loader)
    except (ParseError, FileNotFoundError, pygame.error, ValueError, KeyError, TypeError, AttributeError,
            OSError) as exc:
        raise LevelError(f"level file {path} is broken ({type(exc).__name__}: {exc}); "
                         f"{resources.repair_hint(REBUILD)}") from exc
    try:
        group = tmx.get_layer_by_name("anchors")
    except ValueError:
        raise LevelError(f"level file {path} has no 'anchors' object layer") from None
    if not isinstance(group, pytmx.TiledObjectGroup):
        raise LevelError(f"level file {path}: layer 'anchors' is not an object layer")
    anchors = {}
    for obj in group:
        if obj.name:
            anchors[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width or 0),
                                            round(obj.height or 0))
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    background = pygame.Surface(size)
    background.fill(theme.INK)
    backdrop = tmx.properties.get("backdrop")
    if backdrop:
        try:
            from .sprites import sprite
            art = sprite.__wrapped__(backdrop)  # read once into the background; not kept twice in the sprite cache
            background.blit(pygame.transform.smoothscale(art, size) if art.get_size() != size else art, (0, 0))
        except (ImportError, FileNotFoundError, pygame.error) as exc:
            log.warning("%s: backdrop %r unavailable (%s); plain background", path, backdrop, exc)
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                background.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    if pygame.display.get_surface() is not None:
        background = background.convert()
    return Level(path, size, background, anchors, dict(tmx.properties))
