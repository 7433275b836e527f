"""The shared legal-action menu of the table scenes: a cursor over the options a human may choose now, moved in
screen order over the rects the painter draws them in (``ui.nav.step``), kept in range as the options change."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..input.intents import Intent
from ..ui.nav import step as nav_step


class LegalMenu:
    """A cursor (``index``) over a list of options — a game's legal actions, or the items drawn for them (dice,
    buttons, seat blocks). Holds no options itself: each call is given the options (or their rects) of now."""

    def __init__(self, index: int = 0):
        self.index = index

    def clamp(self, count: int) -> int:
        """Keep the cursor inside ``count`` options (0 when there are none); returns it."""
        self.index = min(self.index, max(0, count - 1))
        return self.index

    def move(self, rects: Sequence[pygame.Rect], intent: Intent) -> bool:
        """Move to the option drawn nearest in direction ``intent`` among ``rects`` (in option order); stay put if
        there is none. Returns whether the cursor moved."""
        if not rects:
            return False
        here = min(self.index, len(rects) - 1)
        moved = nav_step(rects, here, intent)
        self.index = moved
        return moved != here

    def at(self, view) -> int:
        """The cursor as the table reports it (``TableScene.cursor``): the index in ``view.legal`` of the action
        confirm plays now. Here the options are ``view.legal`` itself, so it is :attr:`index`; a game whose menu
        runs over something else (Morpion's rewards, Cité's dice and buttons) maps it in its own menu object."""
        return self.index

    def place(self, view, index: int) -> None:
        """Put the cursor on legal action number ``index`` of ``view.legal`` (the snapshot tool's pilot and tests
        set ``TableScene.cursor``); here :attr:`index` becomes ``index``."""
        self.index = index

    def pick(self, options: Sequence):
        """The option under the cursor (the last one if the cursor is past the end), ``None`` if there are none."""
        return options[min(self.index, len(options) - 1)] if options else None
