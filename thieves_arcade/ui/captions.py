"""Sound captions (issue 21): short on-screen words for the sounds that carry meaning, for players who cannot hear
them (sound off, a noisy room, hard of hearing).

:class:`Captions` keeps the captions of the last few seconds; a table adds one whenever it plays a sound listed in
:data:`SOUND_CAPTIONS` (and "Your turn" when a human's turn starts), while :func:`thieves_arcade.ui.access.captions_on`
says they are wanted (Settings → Accessibility → Sound captions: on; or Auto, the default, while the sound is muted).
They are drawn as one small panel at the top of the title-safe area, newest last, each for :data:`SHOW_FOR` seconds.
Clicks, card flicks and tile sounds are not captioned: what they tell is already on screen as it moves.
"""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from . import theme
from .text import blit_text, text

#: Sound name (``assets/sounds/<name>.wav``) → the caption's English source text.
SOUND_CAPTIONS = {
    "guard_whistle": N_("Whistle: a guard arrives"),
    "caught": N_("Alarm: caught!"),
    "line_break": N_("Crack: a line breaks"),
    "unmask": N_("Police whistle: hands up!"),
    "trick_sweep": N_("Swish: a trick is won"),
    "fanfare": N_("Fanfare"),
    "coins": N_("Coins clink"),
    "dice_rattle": N_("Dice rattle"),
    "join": N_("Chime: a player joins"),
}
YOUR_TURN = N_("Your turn, {name}")
#: Seconds a caption stays; at most :data:`MOST` are shown at once (the newest).
SHOW_FOR = 2.2
MOST = 2


class Captions:
    """The captions on show: ``add(text, now)`` (translated text, game seconds), ``live(now)`` the ones still shown,
    ``draw(surface, now)`` draws them (pure)."""

    def __init__(self):
        self.items: list[tuple[str, float]] = []

    def add(self, caption: str, now: float) -> None:
        """Show ``caption`` from ``now`` (the same caption again only restarts it)."""
        self.items = [(c, t) for c, t in self.items if c != caption and now - t < SHOW_FOR] + [(caption, now)]

    def add_sound(self, sound: str, now: float) -> bool:
        """Caption sound ``sound`` if it carries meaning (:data:`SOUND_CAPTIONS`); returns whether it did."""
        if sound not in SOUND_CAPTIONS:
            return False
        self.add(_(SOUND_CAPTIONS[sound]), now)
        return True

    def live(self, now: float) -> list[str]:
        """The captions shown at ``now``, oldest first (at most :data:`MOST`)."""
        return [c for c, t in self.items if 0 <= now - t < SHOW_FOR][-MOST:]

    def draw(self, surface: pygame.Surface, now: float) -> pygame.Rect | None:
        """Draw the live captions in a panel at the top centre of the title-safe area; returns its rect."""
        lines = self.live(now)
        if not lines:
            return None
        from .widgets import draw_panel
        safe = pygame.Rect(theme.SAFE)
        size = theme.SMALL
        width = min(safe.width, max(text(line, size).get_width() for line in lines) + 110)
        box = pygame.Rect(0, 0, width, 16 + 48 * len(lines))
        box.midtop = (safe.centerx, safe.top)
        draw_panel(surface, box, theme.INK, 230, 18, theme.LAMP)
        for k, line in enumerate(lines):
            y = box.top + 32 + 48 * k
            speaker(surface, (box.left + 40, y), theme.LAMP)
            blit_text(surface, line, (box.centerx + 25, y), size, theme.WHITE)
        return box


def speaker(surface: pygame.Surface, centre: tuple[float, float], colour: tuple) -> None:
    """A small loudspeaker with two sound waves (about 40×30 px) centred on ``centre``: "this is a sound"."""
    x, y = centre
    pygame.draw.polygon(surface, colour, [(x - 18, y - 6), (x - 10, y - 6), (x, y - 14), (x, y + 14), (x - 10, y + 6),
                                          (x - 18, y + 6)])
    for r in (9, 17):
        pygame.draw.arc(surface, colour, (x - r + 2, y - r, 2 * r, 2 * r), -0.9, 0.9, 3)
