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
from ..ui.text import blit_text, fit_size, wrap
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


def _instructions() -> list[str]:
    return [_("1. Join the same Wi-Fi as this TV"), _("2. Scan the code with the camera"),
            _("or open this address and type the seat code:")]


def _code_block(y: float, address: str, width: float, code: str = "0 0 0 0") -> list[tuple]:
    """The address, "Seat code" and the code under the instructions ending at ``y`` (the next line's centre, px):
    ``(part, centre y, (text, size, colour, font kind))`` each; at the usual text size 20, 110 and 190 px under
    ``y``, further apart as their sizes grow (the address never past its usual 64 px)."""
    nominal = theme.HEADING  # the address is big already: with bigger text it stays 64 px drawn, as usual
    while nominal > 1 and theme.scaled_size(nominal) > theme.HEADING:
        nominal -= 1
    address_size = fit_size(address, nominal, width)
    a, label = theme.scaled_size(address_size), theme.scaled_size(theme.SMALL)
    y_address = y + 20 + (a - theme.HEADING) / 2
    y_label = y_address + a / 2 + 58 + (label - theme.SMALL) / 2
    y_code = y_label + label / 2 + 62
    return [("address", y_address, (address, address_size, theme.LAMP, "body")),
            ("label", y_label, (_("Seat code"), theme.SMALL, theme.GREY, "body")),
            ("code", y_code, (code, theme.TITLE, theme.GOLD, "title"))]


def instruction_layout(width: float, height: float, address: str) -> tuple[list[tuple[str, int]], float]:
    """The three instructions beside the QR code: ``([(line, nominal size), ...], step between their centres px)``.
    At the usual text size each on one line at :data:`theme.BODY` (a long one shrunk to ``width`` px, as before
    issue 21), 64 px apart. With bigger text all at one size, each wrapped to ``width`` px (:func:`balanced_wrap`):
    the largest size from :data:`theme.BODY` down (never drawn under 36 px) at which they, the address and the seat
    code under them fit ``height`` px (from the first line's centre to the port line)."""
    if theme.scaled_size(theme.SMALL) == theme.SMALL:
        return [(line, fit_size(line, theme.BODY, width)) for line in _instructions()], 64
    floor = fit_size("0", theme.BODY, 0)  # the smallest size fit_size allows: 36 px drawn
    for size in range(theme.BODY, floor - 1, -1):
        lines = [part for line in _instructions() for part in balanced_wrap(line, size, width)]
        if any(theme.font(size).size(part)[0] > width for part in lines):
            continue  # a word wider than the column at this size
        step = theme.line_height(size, spacing=1.15)
        _part, y_code, _text = _code_block(250 + step * len(lines), address, width)[-1]
        if y_code - 250 + theme.scaled_size(theme.TITLE) / 2 <= height:
            break
    return [(line, size) for line in lines], theme.line_height(size, spacing=1.15)


def balanced_wrap(content: str, size: int, width: float) -> list[str]:
    """``content`` on as few lines of at most ``width`` px at ``size`` as :func:`~thieves_arcade.ui.text.wrap`
    gives, two lines split where the longer is shortest (no lone last word: "… que la" / "télé"); a numbered
    instruction's ("1. …") next lines start under its first word (indented with spaces)."""
    font = theme.font(size)
    words = content.split()
    numbered = bool(words) and words[0][:-1].isdigit() and words[0].endswith(".")
    pad = " " * max(1, round(font.size(words[0] + " ")[0] / max(1, font.size(" ")[0]))) if numbered else ""
    lines = wrap(content, size, width)
    if len(lines) == 2 and len(words) > 2:
        pairs = [[" ".join(words[:k]), pad + " ".join(words[k:])] for k in range(1, len(words))]
        return min((pair for pair in pairs if font.size(pair[0])[0] <= width >= font.size(pair[1])[0]),
                   key=lambda pair: max(font.size(part)[0] for part in pair), default=lines)
    return [lines[0], *(pad + line for line in lines[1:])]


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
        address = f"http://{service.address}"
        port = _("Port {port} (change it in Settings)").format(port=service.port)
        lines, step = instruction_layout(room - 30, card.bottom - 40 - theme.scaled_size(theme.SMALL) / 2 - 12 - 250,
                                         address)
        y = 250
        for line, size in lines:
            blit_text(surface, line, (x, y), size, theme.WHITE, anchor="midleft")
            y += step
        for part, at, (content, size, colour, kind) in _code_block(y, address, room - 30, " ".join(invite.code)):
            if part == "code":
                blit_text(surface, content, (x, at), size, colour, kind, anchor="midleft", outline=3)
            else:
                blit_text(surface, content, (x, at), size, colour, kind, anchor="midleft")
        blit_text(surface, port, (x, card.bottom - 40), fit_size(port, theme.SMALL, room - 30), theme.GREY,
                  anchor="midleft")
        phones = [(k, d) for k, d in enumerate(self.lobby.joined) if is_phone(d)]
        y = card.bottom + 60
        if not phones:
            blit_text(surface, _("No phone has joined yet"), (w / 2, y), theme.BODY, theme.MUTED, outline=2)
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
