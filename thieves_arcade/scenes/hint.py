""""What would the master thief do?" — the words of the hard bot's advice (issue 18, item 5).

:func:`hint_lines` turns an :class:`~thieves_arcade.ai.advice.Advice` (the hard bot's choice for the asking seat's
view, with its own numbers) into two lines in the player's language: what to play, and one reason built from the
bot's figures ("Leave: 38 % chance the next tile ends your night"). :func:`draw_hint` paints them in a panel at the
top of the title-safe area. The table scene (``TableScene``) decides when a hint may be asked (the seat's own turn,
no animation, no curtain for another seat; see ``TableScene.advisor (table_hint.MasterHint.ask)``).
"""

from __future__ import annotations

import pygame

from .. import games
from ..ai.advice import Advice
from ..i18n import N_, _
from ..ui import theme
from ..ui.ink import stack
from ..ui.text import blit_text, fit_size
from ..ui.widgets import draw_panel

#: The reason lines, by :attr:`Advice.reason` (English source; French in the catalogue). Fields in braces come from
#: the bot's numbers (percentages already rounded).
REASONS = {
    "pp_leave": N_("{risk} % chance the next tile ends your night; leaving scores {leave}"),
    "pp_draw": N_("{safe} % chance the next tile extends your loot ({risk} % it ends your night)"),
    "pp_double": N_("Double or nothing: {safe} % chance the next tile extends the loot"),
    "pp_play": N_("A sure tile: it extends the loot, no risk this turn"),
    "pp_beer": N_("Pass with the beer: {risk} % chance a draw would end your night"),
    "pp_power": N_("The power worth most to you tonight"),
    "st_play": N_("Best of {n} simulated deals: {mean} points against the others on average"),
    "st_last": N_("The trick goes to {taker}: {mean} points against the others on average"),
    "st_pain": N_("Pain colour with the best outlook over {n} simulated deals ({mean} points)"),
    "ci_roll": N_("{p} % chance to win from here ({stop} % if you stop now)"),
    "ci_target": N_("Your chance to win after it: {p} %"),
    "mo_read": N_("Your rival's habit says {expect} next ({p} %, {n} duels read)"),
    "mo_random": N_("No habit to read yet: a random throw cannot be exploited"),
    "mo_take": N_("Worth {value} points at the end (next best {next})"),
    "mo_peek": N_("Knowing the hidden token is worth {gain} points here"),
    "od_search": N_("Wins {p} % of {n} simulated games (next best {q} %)"),
    "od_run": N_("A sure escape: enough money, at most 1 marked note"),
    "od_plan": N_("Marked notes on top, for the next thief to take"),
    "plain": N_("The master thief's choice"),
}
#: Morpion's throws in words (the reasons' ``expect`` field; ``scenes/morpion/hint.py`` names the advised throw).
THROWS = {"rock": N_("Rock"), "paper": N_("Paper"), "scissors": N_("Scissors")}


def _pct(x: float) -> int:
    return round(100 * max(0.0, min(1.0, float(x))))


def _signed(x: float) -> str:
    return f"{x:+.1f}"


def action_words(game_id: str, advice: Advice, view, seat_name=lambda s: str(s)) -> str:
    """The advised action in words (the player's language): the game's own words — the function its registry entry's
    ``hint`` reference names, ``words(advice, view, seat_name) -> str | None`` (``scenes/<id>/hint.py`` for the
    games of the house) — else the action's notation. ``seat_name(seat)`` names a victim."""
    entry = games.get(game_id)
    if entry is not None and entry.hint is not None:
        words = games.load(entry.hint)(advice, view, seat_name)
        if words is not None:
            return words
    return str(advice.action)


def hint_lines(game_id: str, advice: Advice, view, seat_name=lambda s: str(s)) -> tuple[str, str]:
    """(headline, reason) for ``advice``: "Master thief: Leave" and one line from the bot's numbers.
    ``seat_name(seat) -> str`` names seats (a trick's taker, a victim)."""
    nums = dict(advice.numbers)
    fields: dict[str, object] = {}
    for key, value in nums.items():
        if key in ("risk", "safe", "p", "q", "stop", "share"):
            fields[key] = _pct(value)
        elif key in ("mean", "value", "next", "gain"):
            fields[key] = _signed(value) if key == "mean" else f"{value:.1f}"
        else:
            fields[key] = value
    if "taker" in nums:
        fields["taker"] = _("you") if nums["taker"] == view.seat else seat_name(nums["taker"])
    if "expect" in nums:
        fields["expect"] = _(THROWS[nums["expect"]]).lower()
    template = REASONS.get(advice.reason, REASONS["plain"])
    try:
        reason = _(template).format(**fields)
    except (KeyError, ValueError, IndexError):  # pragma: no cover - a template and its numbers out of step
        reason = _(REASONS["plain"])
    head = _("Master thief: {action}").format(action=action_words(game_id, advice, view, seat_name))
    return head, reason


#: Where the hint panel goes (logical px): centred at the top of the title-safe area.
HINT_RECT = pygame.Rect(960 - 800, theme.SAFE[1] + 6, 1600, 132)


def draw_hint(surface: pygame.Surface, head: str, reason: str) -> pygame.Rect:
    """The hint panel (gold border): ``head`` on top, ``reason`` under it, both fitted to the
    panel's width. Returns the panel's rect."""
    rect = HINT_RECT
    draw_panel(surface, rect, theme.INK, 238, 24, theme.GOLD)
    room = rect.width - 60
    hs, rs = fit_size(head, theme.BODY + 4, room), fit_size(reason, theme.SMALL, room)
    head_y, reason_y = rect.top + 40, rect.top + 94
    if theme.scaled_size(theme.SMALL) > theme.SMALL:  # bigger text: both lines' ink inside the panel (head shrunk)
        (hs, head_y), (rs, reason_y) = stack([(head, hs, "body"), (reason, rs, "body")], rect.top, rect.bottom,
                                             gap=6)
    blit_text(surface, head, (rect.centerx, head_y), hs, theme.GOLD, outline=2)
    blit_text(surface, reason, (rect.centerx, reason_y), rs, theme.WHITE)
    return rect
