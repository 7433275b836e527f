"""The "Join with a phone" screen over a lobby: a QR code (segno), the short address and the one-time seat code.

Reached from the lobby's settings bar ("Phones" → confirm) when Settings → "Phones can join" is on. The QR code holds
``http://<LAN address>:<port>/#t=<token>`` (the open invitation's token, ``input/phones.py``); the short address and
the five-letter seat code are for a phone that cannot scan. Each time a phone claims the invitation, a new one is made
and the code on screen changes. Phones' join/leave pass through to the lobby below; any other device's back, confirm
or pause closes the screen.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size
from ..ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol
from .table import is_phone

#: Side of the QR code on the 1920×1080 frame, px (about 13 px a module for the usual 37-module code: scannable
#: from a sofa on a living-room TV).
QR_SIDE = 600

_qr_cache: dict[tuple[str, int], pygame.Surface] = {}


def qr_surface(text: str, side: int = QR_SIDE) -> pygame.Surface:
    """A ``side`` × ``side`` surface of the QR code of ``text`` (segno, error level M, a 4-module quiet zone), dark
    modules black on white, scaled with whole-pixel nearest-neighbour steps (cached per text and side)."""
    key = (text, side)
    if key not in _qr_cache:
        import segno
        qr = segno.make(text, error="m", boost_error=False)
        rows = [list(row) for row in qr.matrix_iter(scale=1, border=4)]
        n = len(rows)
        small = pygame.Surface((n, n))
        small.fill((255, 255, 255))
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark:
                    small.set_at((x, y), (0, 0, 0))
        module = max(1, side // n)
        big = pygame.transform.scale(small, (n * module, n * module))
        out = pygame.Surface((side, side))
        out.fill((255, 255, 255))
        out.blit(big, big.get_rect(center=(side // 2, side // 2)))
        if len(_qr_cache) > 16:
            _qr_cache.clear()
        _qr_cache[key] = out
    return _qr_cache[key]


class PhoneJoinScene(Scene):
    """The QR screen over ``lobby`` (a :class:`~thieves_arcade.scenes.lobby.LobbyScene`); the lobby keeps updating
    below, so phones that join appear at once. See the module docstring."""

    name = "phones"
    update_below = True
    accepts_phones = True  # phones' join / leave pass through to the lobby below

    def __init__(self, app, lobby):
        super().__init__(app)
        self.lobby = lobby
        self.t = 0.0

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if is_phone(event.device):
            return event  # a phone's join / leave: the lobby below seats it
        if event.intent in (Intent.BACK, Intent.CONFIRM, Intent.PAUSE, Intent.ALT):
            self.app.audio.play("click")
            self.app.scenes.pop()
        return None

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        blit_text(surface, _("Join with a phone"), (w / 2, 118), theme.TITLE, theme.GOLD, "title", outline=5)  # é: safe
        service = self.lobby.phone_service()
        if service is None:
            error = getattr(getattr(self.app, "phones", None), "error", "") or _("Phones are off in Settings")
            blit_text(surface, _("Phones cannot join now"), (w / 2, 420), theme.HEADING, theme.RED, outline=3)
            blit_text(surface, error, (w / 2, 520), theme.SMALL, theme.WHITE, outline=2)
            Prompt([(Intent.BACK, _("Back"))], app=self.app).draw(surface, (w / 2, 990))
            return
        invite = service.hub.invite()
        qr = qr_surface(service.url(invite))
        card = pygame.Rect(0, 0, qr.get_width() + 40, qr.get_height() + 40)
        card.topleft = (190, 190)
        pygame.draw.rect(surface, (255, 255, 255), card, border_radius=24)
        surface.blit(qr, qr.get_rect(center=card.center))
        x, right = card.right + 80, pygame.Rect(theme.SAFE).right
        room = right - x
        draw_panel(surface, pygame.Rect(x - 30, 190, room + 30, card.height), theme.INK, 230, 28)
        y = 250
        for line in (_("1. Join the same Wi-Fi as this TV"), _("2. Scan the code with the camera"),
                     _("or open this address and type the seat code:")):
            blit_text(surface, line, (x, y), fit_size(line, theme.BODY, room - 30), theme.WHITE, anchor="midleft")
            y += 64
        address = f"http://{service.address}"
        blit_text(surface, address, (x, y + 20), fit_size(address, theme.HEADING, room - 30), theme.LAMP,
                  anchor="midleft")
        blit_text(surface, _("Seat code"), (x, y + 110), theme.SMALL, theme.GREY, anchor="midleft")
        blit_text(surface, " ".join(invite.code), (x, y + 190), theme.TITLE, theme.GOLD, "title", anchor="midleft",
                  outline=3)
        port = _("Port {port} (change it in Settings)").format(port=service.port)
        blit_text(surface, port, (x, card.bottom - 40), fit_size(port, theme.SMALL, room - 30), theme.GREY,
                  anchor="midleft")
        phones = [(k, d) for k, d in enumerate(self.lobby.joined) if is_phone(d)]
        y = card.bottom + 60
        if not phones:
            blit_text(surface, _("No phone has joined yet"), (w / 2, y), theme.BODY, theme.GREY, outline=2)
        else:
            step = min(300, (pygame.Rect(theme.SAFE).width - 100) // max(1, len(phones)))
            x0 = w / 2 - step * (len(phones) - 1) / 2
            for n, (seat, device) in enumerate(phones):
                cx = x0 + n * step
                draw_symbol(surface, seat_symbol(seat), (cx - 80, y), 26, seat_colour(seat))
                name = self.app.input.name(device)
                blit_text(surface, name, (cx - 50, y), fit_size(name, theme.BODY, step - 90), theme.WHITE,
                          anchor="midleft", outline=2)
        Prompt([(Intent.BACK, _("Back to the lobby"))], app=self.app).draw(surface, (w / 2, 990))
