"""The phones' side of a table (``input/phones.py``, docs/phones.md): the phone hub, each phone seat's own view
sent when the position changes, a phone's action text validated for its own seat, "<name> is choosing on their
phone" on the TV. Functions of the table (:class:`~thieves_arcade.scenes.table.TableScene` delegates to them)."""

from __future__ import annotations

import pygame

from ..i18n import _, language
from ..input.intents import IntentEvent
from ..input.phones import check_action, lobby_message, publish_views
from ..ui import theme
from ..ui.text import blit_text, text
from ..ui.widgets import draw_panel, seat_colour
from .seats import is_phone


def phone_hub(table):
    """The phone hub of the app's running phone service, or ``None``."""
    service = getattr(table.app, "phones", None)
    return service.hub if service is not None and service.running else None


def publish_phones(table) -> None:
    """Send every phone seat its own view (``input.phones.publish_views``) when the position, the seats or the
    language changed since the last time; a phone not seated here hears how many seats wait for a device."""
    hub = table.phone_hub()
    if hub is None:
        return
    phones = {s.index: s.device for s in table.seats if is_phone(s.device)}
    key = (len(table.state.history), tuple(sorted(phones.items())), tuple(sorted(table.disconnected)), language())
    if key == table._phones_sent:
        return
    table._phones_sent = key
    names = [s.name for s in table.seats]
    publish_views(hub, table.state, phones, names, language())
    for device in hub.devices():
        if device not in phones.values():
            hub.publish(device, lobby_message(game=table.game_id, game_name=table.game.name, seat=None,
                                              names=names, lang=language(), free=len(table.disconnected)))


def game_over(table) -> None:
    """A single game ended (not a party's): every phone seat gets the final view, then its token ends (the phone
    says the game is over)."""
    hub = table.phone_hub()
    if hub is None:
        return
    table.publish_phones()
    for s in table.seats:
        if is_phone(s.device):
            hub.release(s.device, "over")


def phone_action(table, event: IntentEvent) -> None:
    """A phone's action text: validated by the engine for the phone's own seat, applied exactly as a pad's
    action would be, or answered with a short message on that phone (state unchanged)."""
    seat = next((s.index for s in table.seats if s.device == event.device), None)
    if seat is not None and seat in table.disconnected:
        seat = None
    action, error = check_action(table.state, seat, event.action or "")
    if action is None:
        hub = table.phone_hub()
        if hub is not None:
            hub.error(event.device, error)
        return
    table.apply(action)
    table.publish_phones()


def draw_phone_turn(table, surface: pygame.Surface, seat: int) -> None:
    """"<name> is choosing on their phone": a panel above the bottom of the title-safe area."""
    label = _("{name} is choosing on their phone").format(name=table.seats[seat].name)
    w = text(label, theme.BODY).get_width()
    box = pygame.Rect(0, 0, w + 120, 84)
    box.midbottom = (surface.get_width() / 2, pygame.Rect(theme.SAFE).bottom - 6)
    draw_panel(surface, box, theme.INK, 235, 26, seat_colour(seat))
    blit_text(surface, label, box.center, theme.BODY, theme.WHITE)
