"""Level builder for Pierre Papier Morpion: ``levels/morpion.tmx`` + ``levels/morpion_tiles.png``.

The look: the stationery shop window at night (map property ``backdrop`` = ``shop_window``, whose 3×3 shelf grid
is centred at (960, 609)), with a cork board framed in wood down each side, where a gang pins up its collection.
Anchors (see docs/levels.md, "morpion"): the nine cells of the window, each gang's header, collection and controls
boxes, the duel's centre, the banner and the HUD line.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from levelkit import draw_nine_slice, nine_slice_layer, write_tmx

TILE = 60
W, H = 32, 18  # 1920×1080 px
CORK, CORK_RIM = (168, 122, 78), (92, 58, 34)

#: The shop window's glass (x, y, w, h in px, from tools/make_art.py ``shop_window``) and its 3×3 cells.
GLASS = (620, 270, 680, 678)
CELL = 206
#: Each gang's column of cork board, in tiles (col, row, cols, rows): x 120–540 and 1380–1800, y 60–1020.
BOARDS = ((2, 1, 7, 16), (23, 1, 7, 16))


def cell_centre(cell: int) -> tuple[int, int]:
    """Centre (px) of cell 1..9 (reading order) on the window's shelves."""
    col, row = (cell - 1) % 3, (cell - 1) // 3
    x0, y0, w, h = GLASS
    return round(x0 + w / 6 + col * w / 3), round(y0 + h / 6 + row * h / 3)


def _tileset() -> pygame.Surface:
    sheet = pygame.Surface((TILE * 3, TILE * 3), pygame.SRCALPHA)
    rng = random.Random(5)

    def cork(surface, rect):
        for _ in range(90):  # cork grain: small darker and lighter specks
            x, y = rng.randrange(rect.x, rect.right - 3), rng.randrange(rect.y, rect.bottom - 3)
            shade = rng.choice(((140, 98, 60), (186, 140, 92), (150, 108, 66)))
            surface.fill(shade, (x, y, rng.choice((2, 3)), 2))

    draw_nine_slice(sheet, (0, 0), TILE, CORK, CORK_RIM, 14, cork)
    return sheet


def build(out: Path) -> list[Path]:
    """Write the tileset PNG and the map into ``out``; return both paths."""
    pygame.display.init()
    png = out / "morpion_tiles.png"
    pygame.image.save(_tileset(), png)
    grid = nine_slice_layer(W, H, BOARDS[0], 1)
    grid = nine_slice_layer(W, H, BOARDS[1], 1, grid)
    anchors: dict[str, tuple] = {}
    for cell in range(1, 10):
        x, y = cell_centre(cell)
        anchors[f"cell_{cell}"] = (x - CELL // 2, y - CELL // 2, CELL, CELL)
    for seat, (c0, r0, cols, _rows) in enumerate(BOARDS):
        x, w = c0 * TILE + 12, cols * TILE - 24
        anchors[f"gang_{seat}"] = (x, r0 * TILE + 12, w, 176)
        anchors[f"collection_{seat}"] = (x, r0 * TILE + 204, w, 444)
        anchors[f"action_{seat}"] = (x, r0 * TILE + 664, w, 284)
    anchors.update({"duel": (960, 600), "banner": (960, 560), "hud": (960, 132)})
    tmx = write_tmx(out / "morpion.tmx", width=W, height=H, tile=TILE, tileset_image=png.name,
                    tileset_size=(TILE * 3, TILE * 3), layers={"boards": grid}, anchors=anchors,
                    properties={"backdrop": "shop_window", "game": "morpion"})
    return [png, tmx]
