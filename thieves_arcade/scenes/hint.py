""""What would the master thief do?" — the words of the hard bot's advice (issue 18, item 5).

:func:`hint_lines` turns an :class:`~thieves_arcade.ai.advice.Advice` (the hard bot's choice for the asking seat's
view, with its own numbers) into two lines in the player's language: what to play, and one reason built from the
bot's figures ("Leave: 38 % chance the next tile ends your night"). :func:`draw_hint` paints them in a panel at the
top of the title-safe area. The table scene (``TableScene``) decides when a hint may be asked (the seat's own turn,
no animation, no curtain for another seat; see ``TableScene.ask_hint``).
"""

from __future__ import annotations

import pygame

from ..ai.advice import Advice
from ..i18n import N_, _
from ..ui import theme
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
THROWS = {"rock": N_("Rock"), "paper": N_("Paper"), "scissors": N_("Scissors")}
REWARDS = {"visible": N_("Take the visible token"), "hidden": N_("Take the hidden token"), "cell": N_("Take the cell")}


def _pct(x: float) -> int:
    return round(100 * max(0.0, min(1.0, float(x))))


def _signed(x: float) -> str:
    return f"{x:+.1f}"


def action_words(game_id: str, advice: Advice, view, seat_name=lambda s: str(s)) -> str:
    """The advised action in words (the player's language); ``seat_name(seat)`` names a victim."""
    a = advice.action
    text = str(a)
    words = text.split()
    if game_id == "pickpocket":
        if text == "draw":
            return _("Draw")
        if text == "leave":
            return _("Leave")
        if text == "beer":
            return _("Drink the beer")
        if words[0] == "play":
            return _("Play your tile {n}").format(n=words[1])
        if words[0] == "choose":
            from .pickpocket import POWER_NAMES
            return _("Take {power}").format(power=_(POWER_NAMES.get(words[1], words[1])))
    if game_id == "sticheln":
        from .sticheln import card_label
        if advice.reason == "st_pain":
            return _("Mark {card} as pain").format(card=card_label(a.card))
        return _("Play {card}").format(card=card_label(a.card))
    if game_id == "cite":
        if text == "stop":
            return _("Stop")
        if text == "announce":
            return _("Announce the four")
        if words[0] == "reroll":
            return _("Reroll dice {dice}").format(dice=" ".join(words[1:]))
        if words[0] == "target":
            return _("Target {name}").format(name=seat_name(int(words[1])))
    if game_id == "morpion":
        if words[0] == "throw":
            return _("Throw {throw}").format(throw=_(THROWS[words[1]]).lower())
        if words[0] == "take":
            return _(REWARDS[words[1]])
        if text == "peek":
            return _("Use the binoculars")
    if game_id == "oodlar":
        verbs = {"steal": N_("Steal from {pile}"), "swap": N_("Swap from {pile}"), "peek": N_("Peek at {pile}")}
        if words[0] in verbs and len(words) == 2:
            return _(verbs[words[0]]).format(pile=words[1])
        if words[0] == "return":
            return _("Put your note {n} on {pile}").format(n=words[1], pile=words[2])
        if text == "hands up":
            return _("Hands up!")
        if text == "done":
            return _("End the turn")
        if text == "run":
            return _("Run")
        if words[0] == "order":
            return _("Put note {n} next").format(n=words[1])
    return text


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
    blit_text(surface, head, (rect.centerx, rect.top + 40), fit_size(head, theme.BODY + 4, room), theme.GOLD,
              outline=2)
    blit_text(surface, reason, (rect.centerx, rect.top + 94), fit_size(reason, theme.SMALL, room),
              theme.WHITE)
    return rect
