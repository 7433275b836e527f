"""A table's effects beside the picture: loot particles, pad rumble, sounds and their captions. An :class:`Effects` is
owned by the ``TableScene`` (``table.fx``); the table's ``burst`` / ``rumble`` / ``play`` / ``caption`` hand to it."""

from __future__ import annotations

import pygame

from ..engine.base import Event
from ..ui.access import captions_on, motion
from ..ui.captions import Captions
from ..ui.particles import ParticlePool

#: Rumble on a seat's own moments: engine event class name -> (the event's field naming the seat, strength 0..1,
#: milliseconds). Your turn (after the curtain) rumbles too (:data:`TURN_RUMBLE`).
RUMBLES = {"Caught": ("seat", 0.8, 450), "ThrownOut": ("seat", 0.8, 450), "GuardArrived": ("seat", 0.6, 300),
           "TrickWon": ("winner", 0.45, 220)}
#: Your turn's rumble: (strength 0..1, milliseconds).
TURN_RUMBLE = (0.35, 160)


class Effects:
    """The effects of one ``table`` (a ``TableScene``: its ``app``, ``seats``, ``seed`` and ``disconnected`` are
    read). ``particles`` (a :class:`~thieves_arcade.ui.particles.ParticlePool`, aged by the table's update, drawn
    above the animations, never blocking) and ``captions`` (:class:`~thieves_arcade.ui.captions.Captions`, only
    while ``ui.access.captions_on``)."""

    def __init__(self, table):
        self.table = table
        self.particles = ParticlePool()
        self.captions = Captions()
        self.bursts = 0

    def burst(self, kind: str, centre: tuple[float, float], count: int = 24, **kw) -> None:
        """Emit ``count`` loot particles (``coin``, ``jewel``, ``sparkle``; fewer with calm motion) at ``centre``
        (px), seeded from the table's seed and the number of bursts so far, so a replay shows the same burst.
        ``kw``: ``ParticlePool.burst``'s options."""
        self.bursts += 1
        self.particles.burst(kind, centre, motion().particles(count), seed=self.table.seed * 7919 + self.bursts, **kw)

    def rumble(self, seat: int | None, strength: float, ms: int) -> bool:
        """Rumble ``seat``'s own pad (a human's, connected; the Rumble setting on) at ``strength`` 0..1 for ``ms``
        milliseconds. Silently nothing otherwise — a bot, a keyboard, a pad that cannot rumble. Returns whether a
        pad rumbled."""
        table = self.table
        if seat is None or not 0 <= seat < len(table.seats) or seat in table.disconnected:
            return False
        s = table.seats[seat]
        inp = getattr(table.app, "input", None)
        return bool(s.is_human and inp is not None and hasattr(inp, "rumble") and inp.rumble(s.device, strength, ms))

    def rumble_for(self, event: Event) -> None:
        """The rumble of ``event`` when its animation starts (:data:`RUMBLES`): the seat it concerns feels it."""
        spec = RUMBLES.get(type(event).__name__)
        if spec is not None:
            self.rumble(getattr(event, spec[0], None), spec[1], spec[2])

    def play(self, sound: str) -> None:
        """Play sound effect ``sound`` (silent without audio), captioned when captions are on."""
        app = self.table.app
        app.audio.play(sound)
        if captions_on(app.audio):
            self.captions.add_sound(sound, getattr(app, "time", 0.0))

    def caption(self, words: str) -> None:
        """Show ``words`` as a sound caption (when captions are on)."""
        app = self.table.app
        if captions_on(app.audio):
            self.captions.add(words, getattr(app, "time", 0.0))

    def draw_captions(self, surface: pygame.Surface) -> None:
        """The captions on show, at the app's time."""
        self.captions.draw(surface, getattr(self.table.app, "time", 0.0))


__all__ = ["RUMBLES", "TURN_RUMBLE", "Effects"]
