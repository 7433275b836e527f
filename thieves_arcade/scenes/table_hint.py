""""What would the master thief do?" at a table (issue 18): whether it is offered, the hard bots that follow the game
for the human seats, the advice on screen. A :class:`MasterHint` is owned by the ``TableScene`` (``table.advisor``);
the advice comes from ``ai.advice.advise`` and its words from ``scenes/hint.py``."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


class MasterHint:
    """The master thief's hint of one ``table`` (a ``TableScene``): ``choice`` is the lobby's choice (``True`` /
    ``False``, or ``None``: as in ``app.settings.master_hint``). Holds ``advice`` — ``(seat, moves played when
    asked, headline, reason)`` or ``None`` — and one hard bot per human seat that may ask (``bots``), built through
    ``table.new_bot`` and told every position through ``observe``."""

    def __init__(self, table, choice: bool | None):
        self.table = table
        self.choice = choice
        self.advice: tuple[int, int, str, str] | None = None
        self.bots: dict[int, object] = {}
        if self.on:
            self.bots = {s.index: self._bot(s.index) for s in table.seats if s.is_human}

    def _bot(self, seat: int):
        return self.table.new_bot("hard", self.table.seed * 101 + seat + 7919)

    @property
    def on(self) -> bool:
        """Whether the hint is offered: the lobby's choice, else the setting (off without settings)."""
        if self.choice is not None:
            return bool(self.choice)
        return bool(getattr(getattr(self.table.app, "settings", None), "master_hint", False))

    def applied(self) -> None:
        """An action was applied: the advice on screen goes, and each hint bot sees its seat's view (what it
        remembers: tricks, duels) unless the game is over."""
        self.advice = None
        table = self.table
        for seat, bot in self.bots.items():
            if hasattr(bot, "observe") and not table.is_over:
                bot.observe(table.seat_view(seat))

    def ask(self, seat: int) -> bool:
        """Show (or, asked again, hide) the hard bot's advice for ``seat``'s own view. Only on that seat's own turn,
        with no animation playing and no curtain up (so never another seat's secrets); returns whether a hint is
        shown now. A bot that fails is logged and shows nothing (the game goes on)."""
        table = self.table
        if (not self.on or table.timeline.busy or table.curtain_up or table.is_over
                or table.current_player != seat or not table.seats[seat].is_human):
            return False
        if self.advice is not None and self.advice[:2] == (seat, table.moves):
            self.advice = None
            return False
        from ..ai.advice import advise
        from .hint import hint_lines
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self._bot(seat)
        view = table.seat_view(seat)
        try:
            advice = advise(bot, view)
        except Exception:  # noqa: BLE001 - a faulty hint never stops the game
            log.warning("master hint for seat %d failed", seat, exc_info=True)
            return False
        head, reason = hint_lines(table.game_id, advice, view, lambda s: table.seats[s].name)
        self.advice = (seat, table.moves, head, reason)
        table.play("click")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The advice panel (``scenes.hint.draw_hint``) while it still answers the position on screen: the asking
        seat to act, no move since, no animation, no curtain."""
        shown, table = self.advice, self.table
        if (shown is not None and not table.curtain_up and not table.timeline.busy
                and shown[:2] == (table.current_player, table.moves)):
            from .hint import draw_hint
            draw_hint(surface, shown[2], shown[3])


__all__ = ["MasterHint"]
