"""Build the game's icon PNGs ``assets/icons/thieves-arcade-<size>.png`` from its own art (the loot bag sprite).

    python tools/make_icons.py            # after tools/make_art.py; writes 16, 32, 48, 64, 128, 256 and 512 px

The icon is the loot bag (``assets/images/bag.png``) on a rounded night-purple tile with a gold rim: the window icon
(``pygame.display.set_icon``) and the freedesktop icon (``packaging/linux/``). Deterministic: same input, same bytes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SIZES = (16, 32, 48, 64, 128, 256, 512)
BASE = 512
NIGHT = (38, 24, 66)
RIM = (245, 190, 60)


def master(bag: pygame.Surface) -> pygame.Surface:
    """The 512 px icon: a rounded tile, a gold rim, the bag centred on it."""
    icon = pygame.Surface((BASE, BASE), pygame.SRCALPHA)
    rect = icon.get_rect().inflate(-16, -16)
    pygame.draw.rect(icon, RIM, rect, border_radius=96)
    pygame.draw.rect(icon, NIGHT, rect.inflate(-28, -28), border_radius=84)
    scale = min(380 / bag.get_width(), 380 / bag.get_height())
    art = pygame.transform.smoothscale(bag, (round(bag.get_width() * scale), round(bag.get_height() * scale)))
    icon.blit(art, art.get_rect(center=(BASE // 2, BASE // 2 + 8)))
    return icon


def main(out: Path = ROOT / "assets" / "icons") -> int:
    """Write every size into ``out``; returns 0."""
    pygame.display.init()
    big = master(pygame.image.load(ROOT / "assets" / "images" / "bag.png"))
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        img = big if size == BASE else pygame.transform.smoothscale(big, (size, size))
        pygame.image.save(img, out / f"thieves-arcade-{size}.png")
        print(f"wrote {(out / f'thieves-arcade-{size}.png').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
