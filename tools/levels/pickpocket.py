"""Level builder for Pickpocket: ``levels/pickpocket.tmx`` + ``levels/pickpocket_tiles.png``.

The look: the inn backdrop (map property ``backdrop``), a green felt runner on the counter for the loot row, and a
wooden score track along the top. The anchors (see docs/levels.md) place the bag, the Merchant, the loot row, the
two doors, the seats for 2–6 players, the score track, the hand, the guards beside the board and the banner.
The tileset also holds a rug 9-slice (columns 6–8) for later use.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from levelkit import draw_nine_slice, sheet_layer, write_tmx

TILE = 60
W, H = 32, 18  # 1920×1080 px
FELT, FELT_RIM = (34, 92, 70), (198, 152, 62)
WOOD, WOOD_RIM = (120, 76, 44), (70, 42, 24)
RUG, RUG_RIM = (118, 36, 52), (214, 170, 80)

#: Seat x positions along the counter per player count (centres, px); y is SEAT_Y.
SEAT_Y = 860


def seat_xs(players: int) -> list[int]:
    left, right = 360, 1480
    if players == 1:
        return [(left + right) // 2]
    return [round(left + (right - left) * i / (players - 1)) for i in range(players)]


def _tileset() -> pygame.Surface:
    sheet = pygame.Surface((TILE * 9, TILE * 3), pygame.SRCALPHA)
    rng = random.Random(3)

    def felt(surface, rect):
        for _ in range(40):
            x, y = rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom)
            surface.fill((40, 104, 80), (x, y, 2, 2))

    def wood(surface, rect):
        for k in range(0, TILE, 12):
            pygame.draw.line(surface, (104, 64, 36), (rect.x, rect.y + k + 5), (rect.right, rect.y + k + 3), 2)

    def rug(surface, rect):
        pygame.draw.line(surface, (140, 52, 66), rect.topleft, rect.bottomright, 3)
        pygame.draw.line(surface, (140, 52, 66), rect.topright, rect.bottomleft, 3)

    draw_nine_slice(sheet, (0, 0), TILE, FELT, FELT_RIM, 8, felt)
    draw_nine_slice(sheet, (TILE * 3, 0), TILE, WOOD, WOOD_RIM, 8, wood)
    draw_nine_slice(sheet, (TILE * 6, 0), TILE, RUG, RUG_RIM, 6, rug)
    # the tileset is 9 tiles wide and 3 high; gids run row by row: felt 1-3/10-12/19-21, wood 4-6/13-15/22-24 …
    return sheet


def build(out: Path) -> list[Path]:
    """Write the tileset PNG and the map into ``out``; return both paths."""
    pygame.display.init()
    png = out / "pickpocket_tiles.png"
    pygame.image.save(_tileset(), png)
    layers = {
        "felt": sheet_layer(W, H, (3, 8, 27, 4), 0, 9),        # x 180–1800, y 480–720: the loot runner
        "track": sheet_layer(W, H, (5, 1, 22, 2), 3, 9),       # x 300–1620, y 60–180: the score track
    }
    anchors: dict[str, tuple] = {
        "score_track": (330, 90, 1260, 90),
        "guards": (1628, 60, 184, 120),
        "door_left": (165, 310),
        "door_right": (1755, 310),
        "hand": (290, 200, 780, 260),
        "reveal": (1330, 335),
        "banner": (960, 335),
        "merchant": (260, 600),
        "loot_row": (340, 495, 1440, 210),
        "bag": (1735, 820),
    }
    for players in range(2, 7):
        for i, x in enumerate(seat_xs(players)):
            anchors[f"seat_{players}_{i}"] = (x, SEAT_Y)
    tmx = write_tmx(out / "pickpocket.tmx", width=W, height=H, tile=TILE, tileset_image=png.name,
                    tileset_size=(TILE * 9, TILE * 3), layers=layers, anchors=anchors,
                    properties={"backdrop": "inn_backdrop", "game": "pickpocket"})
    return [png, tmx]
