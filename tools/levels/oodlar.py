"""Level builder for Pickpockets (``oodlar``): ``levels/oodlar.tmx`` + ``levels/oodlar_tiles.png``.

The look: moonlit rooftops (map property ``backdrop``), a stitched leather wallet in the middle holding the two piles
A and B, and a dark wooden counter along the bottom where the 3–4 pickpockets stand. Anchors (see docs/levels.md):
the wallet, both piles, the move buttons, the public move log, the private hand panel, the peek screen, the banner and
the seats for 3 and 4 players.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from levelkit import draw_nine_slice, sheet_layer, write_tmx

TILE = 60
W, H = 32, 18  # 1920×1080 px
LEATHER, LEATHER_RIM = (104, 58, 34), (66, 34, 20)
COUNTER, COUNTER_RIM = (70, 44, 30), (40, 24, 16)
STITCH = (226, 184, 110)

#: Seat centres (px) per player count: the thieves stand on the counter.
SEAT_Y = 830
SEAT_XS = {3: (420, 960, 1500), 4: (330, 750, 1170, 1590)}


def _tileset() -> pygame.Surface:
    sheet = pygame.Surface((TILE * 6, TILE * 3), pygame.SRCALPHA)
    rng = random.Random(7)

    def leather(surface, rect):
        for _ in range(60):  # grain
            x, y = rng.randrange(rect.x, rect.right - 2), rng.randrange(rect.y, rect.bottom - 2)
            surface.fill((96 + rng.randrange(-8, 8), 52, 30), (x, y, 3, 2))

    def wood(surface, rect):
        for k in range(0, TILE, 15):
            pygame.draw.line(surface, (60, 38, 26), (rect.x, rect.y + k + 6), (rect.right, rect.y + k + 4), 2)

    draw_nine_slice(sheet, (0, 0), TILE, LEATHER, LEATHER_RIM, 10, leather)
    draw_nine_slice(sheet, (TILE * 3, 0), TILE, COUNTER, COUNTER_RIM, 8, wood)
    # stitches: a dashed seam 18 px inside the wallet's outer edge
    for vr in range(3):
        for vc in range(3):
            ox, oy = vc * TILE, vr * TILE
            if vr == 0:
                for x in range(0, TILE, 12):
                    sheet.fill(STITCH, (ox + x, oy + 18, 7, 3))
            if vr == 2:
                for x in range(0, TILE, 12):
                    sheet.fill(STITCH, (ox + x, oy + TILE - 21, 7, 3))
            if vc == 0:
                for y in range(0, TILE, 12):
                    sheet.fill(STITCH, (ox + 18, oy + y, 3, 7))
            if vc == 2:
                for y in range(0, TILE, 12):
                    sheet.fill(STITCH, (ox + TILE - 21, oy + y, 3, 7))
    return sheet


def build(out: Path) -> list[Path]:
    """Write the tileset PNG and the map into ``out``; return both paths."""
    pygame.display.init()
    png = out / "oodlar_tiles.png"
    pygame.image.save(_tileset(), png)
    layers = {
        "wallet": sheet_layer(W, H, (10, 2, 12, 9), 0),     # x 600–1320, y 120–660: the open wallet with piles A and B
        "counter": sheet_layer(W, H, (2, 15, 28, 2), 3),    # x 120–1800, y 900–1020: the counter the thieves stand at
    }
    anchors: dict[str, tuple] = {
        "wallet": (600, 120, 720, 540),
        "pile_A": (780, 300),
        "pile_B": (1140, 300),
        "actions": (620, 440, 680, 210),
        "log": (110, 120, 460, 480),
        "hand": (1350, 120, 460, 540),
        "peek": (140, 100, 1640, 620),
        "banner": (960, 420),
    }
    for players, xs in SEAT_XS.items():
        for i, x in enumerate(xs):
            anchors[f"seat_{players}_{i}"] = (x, SEAT_Y)
    tmx = write_tmx(out / "oodlar.tmx", width=W, height=H, tile=TILE, tileset_image=png.name,
                    tileset_size=(TILE * 6, TILE * 3), layers=layers, anchors=anchors,
                    properties={"backdrop": "title_backdrop", "game": "oodlar"})
    return [png, tmx]
