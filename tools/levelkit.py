"""Helpers for level builders (``tools/levels/<game>.py``): write a Tiled ``.tmx`` map with CSV tile layers, an
``anchors`` object layer (named points and rectangles) and map properties, plus 9-slice tile drawing.

Builders call :func:`write_tmx`; the map is read back by ``thieves_arcade.ui.level.load_level``.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

import pygame


def nine_slice_layer(width: int, height: int, box: tuple[int, int, int, int], first_gid: int,
                     grid: list[list[int]] | None = None) -> list[list[int]]:
    """A ``height``×``width`` grid of gids with a 9-slice box at ``box`` = (col, row, cols, rows) in tiles.

    The nine gids are ``first_gid`` .. ``first_gid + 8`` in row order (top-left, top, top-right, left, centre …).
    Draws into ``grid`` if given (else a fresh grid of zeros) and returns it."""
    grid = grid or [[0] * width for _ in range(height)]
    c0, r0, cols, rows = box
    for r in range(rows):
        for c in range(cols):
            vr = 0 if r == 0 else (2 if r == rows - 1 else 1)
            vc = 0 if c == 0 else (2 if c == cols - 1 else 1)
            grid[r0 + r][c0 + c] = first_gid + vr * 3 + vc
    return grid


def sheet_layer(width: int, height: int, box: tuple[int, int, int, int], base_col: int,
                sheet_cols: int = 6) -> list[list[int]]:
    """A ``height``×``width`` layer with a 9-slice over ``box`` (col, row, cols, rows in tiles), its nine tiles taken
    from the 3×3 block at column ``base_col`` of a tileset ``sheet_cols`` tiles wide (gids from 1); 0 elsewhere."""
    grid = nine_slice_layer(width, height, box, 0)
    c0, r0, cols, rows = box
    for r in range(r0, r0 + rows):
        for c in range(c0, c0 + cols):
            v = grid[r][c]
            grid[r][c] = 1 + (v // 3) * sheet_cols + base_col + v % 3
    return grid


def draw_nine_slice(sheet: pygame.Surface, origin: tuple[int, int], tile: int, fill, rim, edge: int = 10,
                    pattern=None) -> None:
    """Draw nine 9-slice tiles of ``tile`` px into ``sheet`` at ``origin`` (3×3 tiles): ``fill`` inside, a ``rim``
    band of ``edge`` px along the outer sides; ``pattern(surface, rect)`` may add texture to each tile."""
    ox, oy = origin
    for vr in range(3):
        for vc in range(3):
            rect = pygame.Rect(ox + vc * tile, oy + vr * tile, tile, tile)
            sheet.fill(fill, rect)
            if pattern:
                pattern(sheet, rect)
            if vr == 0:
                sheet.fill(rim, (rect.x, rect.y, tile, edge))
            if vr == 2:
                sheet.fill(rim, (rect.x, rect.bottom - edge, tile, edge))
            if vc == 0:
                sheet.fill(rim, (rect.x, rect.y, edge, tile))
            if vc == 2:
                sheet.fill(rim, (rect.right - edge, rect.y, edge, tile))


def write_tmx(path: Path, *, width: int, height: int, tile: int, tileset_image: str, tileset_size: tuple[int, int],
              layers: dict[str, list[list[int]]], anchors: dict[str, tuple], properties: dict[str, str]) -> Path:
    """Write a Tiled 1.10 map.

    ``layers``: name → rows of gids (0 = empty); ``anchors``: name → ``(x, y)`` point or ``(x, y, w, h)`` rect in
    pixels; ``properties``: map properties (strings). ``tileset_image`` is relative to the map's folder."""
    cols = tileset_size[0] // tile
    count = cols * (tileset_size[1] // tile)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{width}" height="{height}" tilewidth="{tile}" tileheight="{tile}" infinite="0" '
        f'nextlayerid="{len(layers) + 2}" nextobjectid="{len(anchors) + 1}">',
        " <properties>",
        *[f"  <property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in properties.items()],
        " </properties>",
        f' <tileset firstgid="1" name={quoteattr(Path(tileset_image).stem)} tilewidth="{tile}" '
        f'tileheight="{tile}" tilecount="{count}" columns="{cols}">',
        f"  <image source={quoteattr(tileset_image)} width=\"{tileset_size[0]}\" height=\"{tileset_size[1]}\"/>",
        " </tileset>",
    ]
    for lid, (name, grid) in enumerate(layers.items(), start=1):
        csv = ",\n".join(",".join(str(g) for g in row) for row in grid)
        out += [f' <layer id="{lid}" name={quoteattr(name)} width="{width}" height="{height}">',
                f'  <data encoding="csv">\n{csv}\n</data>', " </layer>"]
    out.append(f' <objectgroup id="{len(layers) + 1}" name="anchors">')
    for oid, (name, geo) in enumerate(anchors.items(), start=1):
        if len(geo) == 2:
            out.append(f'  <object id="{oid}" name={quoteattr(name)} x="{geo[0]}" y="{geo[1]}"><point/></object>')
        else:
            x, y, w, h = geo
            out.append(f'  <object id="{oid}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"/>')
    out += [" </objectgroup>", "</map>", ""]
    path.write_text("\n".join(out), encoding="utf-8")
    return path
