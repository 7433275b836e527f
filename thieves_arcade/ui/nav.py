"""Screen-order cursor movement: a pressed direction moves the highlight to the option drawn nearest that way.

Every cursor in every scene goes through :func:`step` with the rectangles the options are *drawn* in, so the order
of a list (the engine's legal actions, a menu's rows) never decides where "right" goes (issue 16: right moved the
Pickpocket highlight left, onto a hand tile, because the cursor followed the legal-action order).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..input.intents import Intent

#: Unit vector (x, y) of each direction intent, in screen coordinates (y grows downwards).
DIRECTIONS: dict[Intent, tuple[int, int]] = {Intent.LEFT: (-1, 0), Intent.RIGHT: (1, 0), Intent.UP: (0, -1),
                                             Intent.DOWN: (0, 1)}


def _centre(r) -> tuple[float, float]:
    r = pygame.Rect(r)
    return r.centerx, r.centery


def lies_towards(origin, target, intent: Intent) -> bool:
    """Whether rectangle ``target``'s centre lies strictly beyond ``origin``'s centre in direction ``intent``
    (``Intent.LEFT`` … ``Intent.DOWN``), by at least 1 px along that axis. Rects are ``pygame.Rect`` or
    ``(x, y, w, h)``. Raises ``KeyError`` for a non-direction intent."""
    dx, dy = DIRECTIONS[intent]
    (ox, oy), (tx, ty) = _centre(origin), _centre(target)
    return (tx - ox) * dx + (ty - oy) * dy >= 1


def step(rects: Sequence, current: int, intent: Intent, *, wrap: bool = False) -> int:
    """The index of the option to highlight after pressing ``intent`` with option ``current`` highlighted.

    ``rects``: per option its drawn rectangle (``pygame.Rect`` or ``(x, y, w, h)``, logical 1920×1080 px), in the
    cursor's own index order. Among the options whose centre lies beyond the current one in the pressed direction
    (:func:`lies_towards`), the nearest wins: distance along the direction plus 2.5 × the offset across it (so the
    neighbour in the same row beats a nearer one a row down). With none that way, the cursor stays (``wrap=False``)
    or, with ``wrap=True``, goes to the farthest option the other way in the same row/column band (a list's wrap
    from the last row to the first). A non-direction intent, an empty list, or ``current`` out of range returns
    ``current`` clamped to the list (``0`` for an empty list).
    """
    if not rects:
        return 0
    current = max(0, min(len(rects) - 1, current))
    if intent not in DIRECTIONS:
        return current
    dx, dy = DIRECTIONS[intent]
    ox, oy = _centre(rects[current])
    best, best_d = None, None
    for i, r in enumerate(rects):
        if i == current:
            continue
        tx, ty = _centre(r)
        along = (tx - ox) * dx + (ty - oy) * dy
        if along < 1:
            continue
        across = abs((tx - ox) * dy) + abs((ty - oy) * dx)
        d = along + 2.5 * across
        if best_d is None or d < best_d:
            best, best_d = i, d
    if best is not None:
        return best
    if not wrap:
        return current
    here = pygame.Rect(rects[current])
    band = []
    for i, r in enumerate(rects):
        r = pygame.Rect(r)
        same = (r.top < here.bottom and here.top < r.bottom) if dx else (r.left < here.right and here.left < r.right)
        if i != current and same:
            tx, ty = r.center
            band.append(((tx - ox) * dx + (ty - oy) * dy, i))
    return min(band)[1] if band else current
