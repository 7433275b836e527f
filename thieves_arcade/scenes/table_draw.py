"""A table's frame (docs/scenes.md, "Drawing"): what ``TableScene.draw`` and ``TableScene.draw_public`` put on the
screen, in layer order, and the privacy gate in front of them. Functions of the table
(:class:`~thieves_arcade.scenes.table.TableScene` delegates to them); the game's own pictures come from its hooks
``draw_table`` and ``draw_hud``."""

from __future__ import annotations

import pygame

from ..ui.widgets import Curtain
from . import table_phones


def draw(table, surface: pygame.Surface) -> None:
    """One frame of ``table`` on ``surface`` (1920×1080 px), bottom to top: the game's table for the view to draw,
    the animations, the particles, the game's HUD, the master thief's hint, the "Pass to …" curtain, "<name> is
    choosing on their phone", the captions. The private view is replaced by the public one in any frame where
    ``table.private_now`` says it may not be seen (a public animation playing)."""
    view, seat = table.view, table.view_seat
    if seat is not None and not table.private_now(seat):
        view, seat = table.public_view_now(), None  # a public moment: no private view on screen
    table.draw_table(surface, view, seat)
    table.timeline.draw(surface)
    table.particles.draw(surface)
    table.draw_hud(surface, view)
    table.advisor.draw(surface)
    cp = table.current_player
    if table.curtain_up:
        Curtain().draw(surface, table.seats[cp].name, cp, device=table.seats[cp].device, app=table.app)
    if table.on_phone(cp) and not table.is_over and cp not in table.disconnected:
        table_phones.draw_phone_turn(table, surface, cp)
    table.fx.draw_captions(surface)


def draw_public(table, surface: pygame.Surface) -> None:
    """``table`` as anyone may see it: the public view, no private seat, no animations in flight (a card on its way
    into a hand), no curtain, no hint — what the pause overlay shows under its menu. ``table.view`` and
    ``table.view_seat`` are put back afterwards, even if a hook raises."""
    view, seat = table.view, table.view_seat
    table.view, table.view_seat = table.public_view_now(), None
    try:
        table.draw_table(surface, table.view, None)
        table.particles.draw(surface)
        table.draw_hud(surface, table.view)
    finally:
        table.view, table.view_seat = view, seat
