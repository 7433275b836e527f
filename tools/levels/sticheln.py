"""Level builder for Sticheln: ``levels/sticheln.tmx`` + ``levels/sticheln_tiles.png``.

The look: the lamplit card table (map property ``backdrop`` = ``felt_backdrop``), a darker felt mat with a brass
rim in the middle where the trick is laid out left to right in play order, and a wooden tray along the bottom where a
hand is fanned (face up only as the curtain rules allow). Anchors (see docs/levels.md, "sticheln"): the trick, the
tray, the bottom seat's badge and pile, the info panel, the banner, the tally panel and the seats for 3–8 players,
clockwise (increasing seat number) from the bottom: up the left side, along the top, down the right side.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from levelkit import draw_nine_slice, sheet_layer, write_tmx

TILE = 60
W, H = 32, 18  # 1920×1080 px
MAT, BRASS = (22, 70, 52), (176, 134, 62)
WOOD, WOOD_RIM = (100, 62, 38), (60, 36, 22)

MAT_BOX = (8, 5, 16, 5)    # tiles: x 480–1440, y 300–600 (the trick)
TRAY_BOX = (7, 14, 18, 3)  # tiles: x 420–1500, y 840–1020 (the hand)

#: Seat slots (badge centres, px), clockwise from the bottom: B bottom-left of the tray, L2/L1 up the left side,
#: T… along the top, R1/R2 down the right side.
B = (250, 930)
L2, L1 = (250, 700), (250, 430)
R1, R2 = (1670, 430), (1670, 700)
#: The top seats' badge centres (px): their badges and turn marker end 8 px above the trick area's rim at y 300
#: (issue 21: at 250 the badges reached y 305, over the rim, at every text size).
TOP_Y = 224
SEATS = {
    3: [B, (660, TOP_Y), (1260, TOP_Y)],
    4: [B, L1, (960, TOP_Y), R1],
    5: [B, L1, (700, TOP_Y), (1220, TOP_Y), R1],
    6: [B, L2, L1, (960, TOP_Y), R1, R2],
    7: [B, L2, L1, (700, TOP_Y), (1220, TOP_Y), R1, R2],
    8: [B, L2, L1, (560, TOP_Y), (960, TOP_Y), (1360, TOP_Y), R1, R2],
}


def _tileset() -> pygame.Surface:
    sheet = pygame.Surface((TILE * 6, TILE * 3), pygame.SRCALPHA)
    rng = random.Random(5)

    def felt(surface, rect):
        for _ in range(40):
            x, y = rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom)
            surface.fill((28, 80, 60), (x, y, 2, 2))

    def wood(surface, rect):
        for k in range(0, TILE, 12):
            pygame.draw.line(surface, (86, 52, 30), (rect.x, rect.y + k + 5), (rect.right, rect.y + k + 3), 2)

    draw_nine_slice(sheet, (0, 0), TILE, MAT, BRASS, 8, felt)
    draw_nine_slice(sheet, (TILE * 3, 0), TILE, WOOD, WOOD_RIM, 10, wood)
    return sheet


def build(out: Path) -> list[Path]:
    """Write the tileset PNG and the map into ``out``; return both paths."""
    pygame.display.init()
    png = out / "sticheln_tiles.png"
    pygame.image.save(_tileset(), png)
    layers = {"mat": sheet_layer(W, H, MAT_BOX, 0), "tray": sheet_layer(W, H, TRAY_BOX, 3)}
    anchors: dict[str, tuple] = {
        "trick": (480, 300, 960, 300),
        "hand": (420, 840, 1080, 180),
        "pile_bottom": (1660, 930),
        "info": (480, 606, 960, 200),
        "banner": (960, 450),
        "tally": (210, 90, 1500, 900),
    }
    for players, points in SEATS.items():
        for i, (x, y) in enumerate(points):
            anchors[f"seat_{players}_{i}"] = (x, y)
    tmx = write_tmx(out / "sticheln.tmx", width=W, height=H, tile=TILE, tileset_image=png.name,
                    tileset_size=(TILE * 6, TILE * 3), layers=layers, anchors=anchors,
                    properties={"backdrop": "felt_backdrop", "game": "sticheln"})
    return [png, tmx]
