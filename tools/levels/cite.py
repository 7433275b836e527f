"""Level builder for La Cité des Voleurs: ``levels/cite.tmx`` + ``levels/cite_tiles.png``.

The look: the moonlit market square (map property ``backdrop`` = ``city_backdrop``), a green felt dice tray with a
brass rim in the middle of the square and a wooden ledge in front of it where kept dice are set apart. The anchors
(see docs/levels.md, "cite") place the pot, the tray and its four resting spots, the ledge and its four spots, the
escape die, the banner, the prompt panel and the seats for 2–6 players (clockwise: up the left side, down the right).
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from levelkit import draw_nine_slice, sheet_layer, write_tmx

TILE = 60
W, H = 32, 18  # 1920×1080 px
FELT, BRASS = (30, 92, 66), (196, 150, 70)
WOOD, WOOD_RIM = (112, 70, 42), (64, 38, 22)

TRAY = (9, 5, 14, 6)    # tiles: x 540–1380, y 300–660
LEDGE = (10, 11, 12, 2)  # tiles: x 600–1320, y 660–780
DIE_Y, KEPT_Y = 465, 722
DIE_STEP = 190           # px between die centres (tray and ledge share the x of each position)
LEFT_X, RIGHT_X = 264, 1656  # the cards (328 px) 21-22 px off the panel: room for the turn marker


def seat_points(players: int) -> list[tuple[int, int]]:
    """Seat centres for ``players`` (2–6), clockwise from the bottom left: up the left column, down the right."""
    layouts = {
        2: [(LEFT_X, 530), (RIGHT_X, 530)],
        3: [(LEFT_X, 680), (LEFT_X, 380), (RIGHT_X, 530)],
        4: [(LEFT_X, 680), (LEFT_X, 380), (RIGHT_X, 380), (RIGHT_X, 680)],
        5: [(LEFT_X, 810), (LEFT_X, 530), (LEFT_X, 250), (RIGHT_X, 380), (RIGHT_X, 680)],
        6: [(LEFT_X, 810), (LEFT_X, 530), (LEFT_X, 250), (RIGHT_X, 250), (RIGHT_X, 530), (RIGHT_X, 810)],
    }
    return layouts[players]


def _tileset() -> pygame.Surface:
    sheet = pygame.Surface((TILE * 6, TILE * 3), pygame.SRCALPHA)
    rng = random.Random(1)

    def felt(surface, rect):
        for _ in range(50):
            x, y = rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom)
            surface.fill((38, 106, 78), (x, y, 2, 2))

    def wood(surface, rect):
        for k in range(0, TILE, 10):
            pygame.draw.line(surface, (98, 60, 34), (rect.x, rect.y + k + 4), (rect.right, rect.y + k + 2), 2)

    draw_nine_slice(sheet, (0, 0), TILE, FELT, BRASS, 12, felt)
    shade = pygame.Surface((TILE * 3, 26), pygame.SRCALPHA)  # the rim's shadow on the felt
    for k in range(26):
        shade.fill((6, 20, 14, 110 - k * 4), (0, k, TILE * 3, 1))
    sheet.blit(shade, (0, 12))
    sheet.fill(BRASS, (0, 0, TILE * 3, 12))
    sheet.fill(BRASS, (0, 0, 12, TILE * 3))
    draw_nine_slice(sheet, (TILE * 3, 0), TILE, WOOD, WOOD_RIM, 8, wood)
    return sheet


def build(out: Path) -> list[Path]:
    """Write the tileset PNG and the map into ``out``; return both paths."""
    pygame.display.init()
    png = out / "cite_tiles.png"
    pygame.image.save(_tileset(), png)
    layers = {"ledge": sheet_layer(W, H, LEDGE, 3), "tray": sheet_layer(W, H, TRAY, 0)}
    c0, r0, cols, rows = TRAY
    anchors: dict[str, tuple] = {
        "pot": (960, 165),
        "tray": (c0 * TILE, r0 * TILE, cols * TILE, rows * TILE),
        "ledge": (LEDGE[0] * TILE, LEDGE[1] * TILE, LEDGE[2] * TILE, LEDGE[3] * TILE),
        "escape": (960, 590),
        "banner": (960, 300),
        "panel": (450, 800, 1020, 216),
        "hud": (130, 84),
    }
    for p in range(1, 5):
        x = round(960 + (p - 2.5) * DIE_STEP)
        anchors[f"die_{p}"] = (x, DIE_Y)
        anchors[f"kept_{p}"] = (x, KEPT_Y)
    for players in range(2, 7):
        for i, (x, y) in enumerate(seat_points(players)):
            anchors[f"seat_{players}_{i}"] = (x, y)
    tmx = write_tmx(out / "cite.tmx", width=W, height=H, tile=TILE, tileset_image=png.name,
                    tileset_size=(TILE * 6, TILE * 3), layers=layers, anchors=anchors,
                    properties={"backdrop": "city_backdrop", "game": "cite"})
    return [png, tmx]
