"""Pickpocket: the Power tiles variant and the odds hint, drawn (pure): the choosing panel, the seat tokens, the
glove and the passage, the odds hint (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import pickpocket as pp
from ...engine.base import View
from ...i18n import _
from ...input.intents import Intent
from ...ui import theme
from ...ui.ink import REFERENCE, stack
from ...ui.powers import POWERS, draw_power
from ...ui.sprites import crown
from ...ui.text import blit_text, ellipsize, fit_box, fit_size, ink_rect, text
from ...ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol
from .model import CARD_TOP, HINT, PANEL, POWER_EFFECTS, POWER_SHORT, TOKEN, TOKEN_GAP, _gauge, _two_lines


def draw_power_choice(scene, surface: pygame.Surface, view: View) -> None:
    """The choosing panel (public): the seven tiles, who took which, the order, the human's cursor. Its fill is
    opaque, so nothing drawn under it shows (issue 21: at 248/255 the hand panel's gold title showed through)."""
    if not scene.pm.choosing:
        return
    draw_panel(surface, PANEL, theme.INK, 255, 30, theme.BLUE)  # opaque: the hand panel's title showed through
    cp = view.current_player if view.phase == "choose" else None
    ready = not scene.timeline.busy and cp is not None
    human = ready and scene.seats[cp].is_human and not scene.curtain_up
    title = _("Night {n}: choose a power").format(n=max(1, scene.m.night))
    title_size = theme.HEADING - 8  # bigger text: back towards its usual height, inside the panel's top
    if theme.scaled_size(title_size) > title_size:
        title_size = fit_box(title, title_size, PANEL.width - 60, 80, "title")
    blit_text(surface, title, (PANEL.centerx, PANEL.top + 42), title_size, theme.GOLD, "title", outline=3)
    chosen = None
    if human and view.legal:
        act = view.legal[min(scene.cursor, len(view.legal) - 1)]
        chosen = getattr(act, "power", None)
    line, colour = None, theme.WHITE
    if ready and chosen in POWER_EFFECTS:  # the human's cursor: say what that power does
        line, colour = _(POWER_EFFECTS[chosen]), theme.LAMP
    elif ready:
        line = _("{name}, pick your power").format(name=scene.seats[cp].name) if human else \
            _("{name} is choosing…").format(name=scene.seats[cp].name)
    if line:
        size, y = effect_place(line, title, title_size)
        blit_text(surface, line, (PANEL.centerx, y), size, colour)
    holders = {p: s for s, p in enumerate(scene.m.powers) if p}
    for power in POWERS:
        _draw_card(scene, surface, power, holders.get(power), power == chosen or power == scene.pm.lit)
    if not human:
        _draw_order(scene, surface, cp, PANEL.right - 40)
        return
    prompt, centre, width, label = choice_prompt(scene, cp)
    _draw_order(scene, surface, cp, centre - prompt.width(width) / 2 - 16, label)  # clear of the prompt's keys
    prompt.draw(surface, (centre, PANEL.bottom - 38), width)


def choice_prompt(scene, cp: int) -> tuple[Prompt, float, int | None, bool]:
    """``(prompt, centre x, max width, label)`` of the "Choose / Take it" row along the choosing panel's bottom,
    for the human seat ``cp`` picking a power, and whether the order line starts with its "Order:" label: the row
    in that seat's own glyphs (``TableScene.prompt``, as its hand panel's), at its usual place (100 % text:
    centred 420 px right of the panel's middle; bigger text: the panel's right half); where the Prince's "… : no
    power" would not end whole left of it (:func:`prince_line` at its smallest, 36 px drawn), moved to the panel's
    right end (30 px in) in the room left, its glyphs and labels shrunk, the direction's label dropped
    (``terse``); [D] where the row still does not fit on one line there, the order line drops its "Order:" label
    (the "›" between the seats say it) before the Prince's line is ever cut. Issue 21: "Crow: no power" cut to
    "Crow: no…" at 100 %, "Ren…" in French at 150 %."""
    prompt = scene.prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Take it"))], seat=cp, terse=True)
    if theme.scaled_size(theme.SMALL) == theme.SMALL:
        centre, width = PANEL.centerx + 420, None
    else:  # bigger text: the panel's right half, inside the title-safe area
        half = PANEL.width / 2 - 60
        centre, width = PANEL.right - 30 - half / 2, round(half)
    label = True
    for label in (True, False):
        line = prince_line(scene, label)
        if line is None:
            break
        words, left = line
        end = left + text(words, fit_size(words, theme.SMALL, 0)).get_width()
        if end + 16 <= centre - prompt.width(width) / 2:
            break
        room = round(PANEL.right - 30 - end - 16)
        if prompt.fits(room) or not label:
            width, centre = room, PANEL.right - 30 - prompt.width(room) / 2
            break
    return prompt, centre, width, label


#: Px a Power card lifts when it is focused or lit, and how far it bobs about that (100 % text); with bigger text
#: :data:`LIFT_BIG` and :data:`BOB_BIG`, so the line over the cards keeps its size (issue 21).
LIFT, BOB = 14, 4
LIFT_BIG, BOB_BIG = 6, 2
#: Px of the gold frame a focused card wears outside its own edge (``r.inflate(10, 10)``, 5 px wide).
FRAME_OUT = 5
#: Px the line over the cards (a power's effect, "… is choosing") keeps between its ink and the title's, and
#: between its ink and the highest a focused card's gold frame reaches.
EFFECT_GAP = 6


def card_lift() -> tuple[int, int]:
    """``(lift, bob)`` in px of a focused or lit Power card at the text size in force (:data:`LIFT`,
    :data:`BOB`; with bigger text :data:`LIFT_BIG`, :data:`BOB_BIG`)."""
    return (LIFT, BOB) if theme.scaled_size(theme.SMALL) == theme.SMALL else (LIFT_BIG, BOB_BIG)


def effect_place(line: str, title: str, title_size: int) -> tuple[int, float]:
    """``(size, centre y)`` of ``line`` (a power's effect, or whose pick it is) on the choosing panel: at
    ``theme.BODY`` or the size that fits the panel's width, its ink band (``ui.ink.stack``) centred between the
    title's ink (``title`` at ``title_size``, kind ``"title"``, outline 3, centred at ``PANEL.top + 42``) and the
    top of a focused card's gold frame at the top of its bob, :data:`EFFECT_GAP` px from each; shrunk to the size
    at which the usual letters' band fits there (never under 36 px drawn), one size for every line. Issue 21: the
    frame crossed the effect's descenders (4-5 px at 100 %, 16-17 px at 150 %)."""
    lift, bob = card_lift()
    top = ink_rect(title, title_size, "title", 3, center=(PANEL.centerx, PANEL.top + 42)).bottom
    bottom = CARD_TOP - lift - bob - FRAME_OUT
    ((size, _y),) = stack([(REFERENCE, theme.BODY, "body")], top, bottom, inset=EFFECT_GAP)  # one size for all
    size = min(size, fit_size(line, theme.BODY, PANEL.width - 60))
    ((size, y),) = stack([(line, size, "body")], top, bottom, inset=EFFECT_GAP, smallest=theme.scaled_size(size))
    return size, y


def _draw_card(scene, surface, power: str, holder: int | None, on: bool) -> None:
    r = scene.card_rect(power)
    if on:
        lift, bob = card_lift()
        r = r.move(0, -lift - round(bob * math.sin(scene.t * 6)))
    taken = holder is not None
    draw_panel(surface, r, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 22,
               theme.GOLD if on else (seat_colour(holder) if taken else theme.GREY))
    if on:
        pygame.draw.rect(surface, theme.GOLD, r.inflate(2 * FRAME_OUT, 2 * FRAME_OUT), 5, border_radius=26)
    draw_power(surface, power, (r.centerx, r.top + 86), 144, alpha=90 if taken else 255)
    one, two = _two_lines(_(scene._power_name(power)))
    colour = theme.GREY if taken else (theme.GOLD if on else theme.WHITE)
    size = theme.SMALL  # bigger text (Settings → Accessibility): 36 px drawn, the names inside their cards
    if theme.scaled_size(size) > theme.SMALL:
        size = fit_size(one, size, 0)  # the smallest size that still draws 36 px, alike on every card
    size = min(fit_size(one, size, r.width - 16), fit_size(two or one, size, r.width - 16))
    ys = [r.top + 186, r.top + 186 + max(38, theme.line_height(size, spacing=1.0))]
    if taken:  # the power's name and the holder's under the icon, stacked by their ink, 10 px inside the card's
        name = scene.seats[holder].name  # bottom (issue 21: "ninja mouse" on "Weasel" at 150 %, the name on the
        name_size = fit_size(name, theme.SMALL, r.right - 10 - r.left - 52)  # border at 100 %)
        lines = [(one, size, "body")] + ([(two, size, "body")] if two else []) + [(name, name_size, "body")]
        placed = stack(lines, r.top + 160, r.bottom, inset=10, gap=4)
        ys = [y for _size, y in placed[:-1]] + [0]
        size = min(s for s, _y in placed[:-1])
        name_size, name_y = placed[-1]
        draw_symbol(surface, seat_symbol(holder), (r.left + 30, name_y), 14, seat_colour(holder))
        blit_text(surface, name, (r.left + 52, name_y), name_size, seat_colour(holder), anchor="midleft",
                  outline=2)
    blit_text(surface, one, (r.centerx, ys[0]), size, colour)
    if two:
        blit_text(surface, two, (r.centerx, ys[1]), size, colour)


#: Px between the order line's pieces (ink to ink): a seat's symbol (its ring when it acts) and its power's
#: badge, the badge and the "›" after it, the "›" and the next seat, the crown and the Prince's "no power".
ORDER_GAP = 8
#: Px radius of the ring round the symbol of the seat to act in the order line (4 px wide), and of the symbol.
RING, SYMBOL = 26, 15


def _draw_order(scene, surface, cp: int | None, right: float, label: bool = True) -> None:
    """The choosing order along the panel's bottom: each seat's symbol and name, the one to act ringed; the
    Prince last, with no power, his line ending left of ``right`` (px: the prompt row's first key, issue 21:
    "Magpie: no power" ran under it at 100 %). The pieces are laid by their ink, :data:`ORDER_GAP` px apart (issue
    21: a power's badge 9 px from its seat's symbol, under the ring round it; the crown on the Prince's name)."""
    y = PANEL.bottom - 38
    if label:  # [D] left out where the Prince's line would not fit whole beside the prompt row (choice_prompt)
        blit_text(surface, _("Order:"), (PANEL.left + 40, y), theme.SMALL, theme.LAMP, anchor="midleft")
    for seat, cx, badge, chevron in _order_pieces(scene, label):
        if cp == seat and not scene.timeline.busy:
            pygame.draw.circle(surface, theme.GOLD, (cx, y), RING, 4)
        draw_symbol(surface, seat_symbol(seat), (cx, y), SYMBOL, seat_colour(seat))
        if badge is not None:
            draw_power(surface, scene.m.powers[seat], (badge, y), 44)
        blit_text(surface, "›", (chevron, y), theme.SMALL, theme.GREY, anchor="midleft")
    line = prince_line(scene, label)
    if line is not None:
        surface.blit(crown(0.4), _order_crown(scene, label))
        nopower, x = line
        room = right - x
        size = fit_size(nopower, theme.SMALL, room)
        text_x = x - (ink_rect(nopower, size, midleft=(x, y)).left - x)  # its ink ORDER_GAP px from the crown's
        blit_text(surface, ellipsize(nopower, size, room), (text_x, y), size, theme.GREY, anchor="midleft")


def _order_start(label: bool) -> float:
    """The x (px) the order line's first seat starts at: after its "Order:" label (``label``), else 40 px inside
    the panel."""
    return PANEL.left + 40 + (text(_("Order:"), theme.SMALL).get_width() + 20 if label else 0)


def _order_pieces(scene, label: bool = True) -> list[tuple[int, float, float | None, float]]:
    """``(seat, symbol's centre x, power badge's centre x or None, "›"'s left x)`` (px) of each seat of the
    choosing order line, left to right, as :func:`_draw_order` lays them (after the "Order:" label with
    ``label``): by their ink, :data:`ORDER_GAP` px apart, each symbol in room for the ring (drawn or not: the
    pieces never move as the turn passes)."""
    y = PANEL.bottom - 38
    x = _order_start(label)
    out = []
    for seat in scene.pm.order:
        cx = x + 18
        x = cx + RING + ORDER_GAP  # clear of the ring
        badge = None
        if scene.m.powers[seat]:
            badge = x + 22
            x += 44 + ORDER_GAP
        ink = ink_rect("›", theme.SMALL, midleft=(x, y))
        out.append((seat, cx, badge, x - (ink.left - x)))
        x += ink.width + ORDER_GAP + RING - 18  # the next seat's ring (cx - RING) ORDER_GAP px after the "›"
    return out


def _order_crown(scene, label: bool = True) -> pygame.Rect:
    """Where the Prince's crown is blitted at the order line's end (px), :data:`ORDER_GAP` px after the last "›"'s
    ink (the next ring's room, as between seats); ``label`` as :func:`_order_pieces`."""
    y = PANEL.bottom - 38
    pieces = _order_pieces(scene, label)
    if pieces:
        chevron = pieces[-1][3]
        ink = ink_rect("›", theme.SMALL, midleft=(chevron, y))
        x = ink.right + ORDER_GAP + RING - 18
    else:
        x = _order_start(label)
    return crown(0.4).get_rect(midleft=(x, y))


def prince_line(scene, label: bool = True) -> tuple[str, float] | None:
    """``(words, left x px)`` of the Prince's "… : no power" after the crown at the order line's end (its ink
    :data:`ORDER_GAP` px from the crown's; ``label`` as :func:`_order_pieces`), or ``None`` without a Prince."""
    if scene.m.prince is None:
        return None
    at = _order_crown(scene, label)
    return (_("{name}: no power").format(name=scene.seats[scene.m.prince].name),
            crown(0.4).get_bounding_rect().move(at.topleft).right + ORDER_GAP)


def _token_words(scene, seat: int, size: int = theme.SMALL) -> pygame.Surface | None:
    """The short name of ``seat``'s power as drawn beside its token at ``size`` px (``None`` without a power)."""
    power = scene.m.powers[seat] if seat < len(scene.m.powers) else None
    if power is None:
        return None
    used = seat < len(scene.pm.used) and scene.pm.used[seat]
    return text(_(POWER_SHORT.get(power, power)), size, theme.GREY if used else theme.WHITE)


def _title_safe_pill(scene, seat: int, words: pygame.Surface, x: float) -> tuple[pygame.Surface, float]:
    """``(words, x)`` for the active seat's labelled pill centred at ``x``, which :func:`token_labels` shows even
    where it does not fit: as given when the pill lies inside the title-safe area, else the name shrunk to the room
    left (never under 36 px drawn, ``fit_size``) and the pill moved in from the edge if it still sticks out
    (issue 21: "Ambidextrous" at 150 %)."""
    safe = pygame.Rect(theme.SAFE)
    w = scene._pill_width(words)
    if safe.left <= x - w / 2 and x + w / 2 <= safe.right:
        return words, x
    power = scene.m.powers[seat]
    room = 2 * min(x - safe.left, safe.right - x) - scene._pill_width(None) - 12
    words = _token_words(scene, seat, fit_size(_(POWER_SHORT.get(power, power)), theme.SMALL, room))
    w = scene._pill_width(words)
    return words, min(max(x, safe.left + w / 2), safe.right - w / 2)


def token_labels(scene) -> set[int]:
    """The seats whose power token shows its short name beside the icon. The active seat's (``m.turn``) always
    does — whose power is in play is named — then the unused powers', then the used ones', each only while its
    pill keeps :data:`TOKEN_GAP` px from its bench neighbours' pills and stays in the title-safe area. At 2–4
    seats every name fits; at 5–6 seats the others show the icon alone when their names would collide."""
    seats = [s for s in range(scene.m.players) if s < len(scene.m.powers) and scene.m.powers[s] is not None]
    if not seats:
        return set()
    points = {s: scene.token_point(s) for s in seats}
    width = {s: scene._pill_width(None) for s in seats}
    by_x = sorted(seats, key=lambda s: points[s][0])
    neighbours = {s: [n for n in by_x[max(0, k - 1):k + 2] if n != s and abs(points[n][1] - points[s][1]) < TOKEN]
                  for k, s in enumerate(by_x)}
    used = scene.pm.used
    turn = scene.m.turn
    order = sorted(seats, key=lambda s: (s != turn, s < len(used) and used[s], s))
    safe = pygame.Rect(theme.SAFE)
    shown: set[int] = set()
    for s in order:
        w = scene._pill_width(_token_words(scene, s))
        x = points[s][0]
        fits = safe.left <= x - w / 2 and x + w / 2 <= safe.right and all(
            abs(points[n][0] - x) - TOKEN_GAP >= (w + width[n]) / 2 for n in neighbours[s])
        if fits or s == turn:
            width[s] = w
            shown.add(s)
    return shown


def token_pill(scene, seat: int) -> tuple[pygame.Rect, pygame.Surface | None] | None:
    """``(pill, words)``: where ``seat``'s power token pill is drawn (px on the frame) and the name drawn in it
    (``None``: the icon alone), or ``None`` when the seat shows no token (no power, or its token mid-animation)."""
    power = scene.m.powers[seat] if seat < len(scene.m.powers) else None
    if power is None or seat in scene.pm.firing:
        return None
    x, y = scene.token_point(seat)
    words = _token_words(scene, seat) if seat in token_labels(scene) else None
    if words is not None and seat == scene.m.turn:
        words, x = _title_safe_pill(scene, seat, words, x)
    pill = pygame.Rect(0, 0, scene._pill_width(words), TOKEN + 8)
    pill.center = (x, y)
    if words is not None and theme.scaled_size(theme.SMALL) > theme.SMALL:  # bigger text: the name's inked
        ink = words.get_bounding_rect().move(words.get_rect(midleft=(0, y)).topleft)  # pixels inside the pill
        pill.height = max(pill.height, 2 * round(max(y - ink.top, ink.bottom - y)) + 12)  # 6 px: off the border
        pill.center = (x, y)
    return pill, words


def draw_seat_power(scene, surface: pygame.Surface, seat: int) -> None:
    """``seat``'s power token above its thief, with its short name when :meth:`token_labels` leaves room
    (dimmed and struck through once used; ringed in gold while it is that seat's turn)."""
    placed = token_pill(scene, seat)
    if placed is None:
        return
    pill, words = placed
    power = scene.m.powers[seat]
    used = seat < len(scene.pm.used) and scene.pm.used[seat]
    y = pill.centery
    border = theme.GREY if used else (theme.GOLD if seat == scene.m.turn else theme.BLUE)
    draw_panel(surface, pill, theme.INK, 200, 30, border)
    cx = pill.left + 4 + TOKEN / 2 + 5
    draw_power(surface, power, (cx, y), TOKEN, alpha=110 if used else 255)
    if used:
        pygame.draw.line(surface, theme.RED, (cx - 20, y + 20), (cx + 20, y - 20), 6)
    if words:
        surface.blit(words, words.get_rect(midleft=(cx + TOKEN / 2 + 8, y)))


def draw_glove_with(scene, surface: pygame.Surface, pos: tuple[float, float]) -> None:
    """The glove carrying a drawn tile back from the bag (drawn beside the flying tile)."""
    draw_power(surface, "glove", (pos[0] + 50, pos[1] + 40), 110, angle=-30)


def draw_passage_exit(scene, surface: pygame.Surface, seat: int, p: float) -> float:
    """The secret passage opening at ``seat`` while its thief slips in (``p`` 0..1); returns the thief's scale."""
    x, y = scene.seat_point(seat)
    draw_power(surface, "passage", (x, y - 10), 200, state=min(1.0, p * 3))
    return max(0.1, 1.0 - p)


def hint_lines(scene) -> list[str]:
    """The hint's lines as drawn (empty when no hint is shown)."""
    o = scene.hint()
    if o is None:
        return []
    leave = _("Leave now: +{p}").format(p=o.leave_now) if pp.Leave() in scene.view.legal else \
        _("Double or nothing")
    return [_("{p}%").format(p=round(o.extend_chance * 100)), _("a bag tile fits"), leave]


def draw_odds(scene, surface: pygame.Surface) -> None:
    """The odds hint panel for the active human (nothing when the hint is off or not theirs to see)."""
    lines = hint_lines(scene)
    if not lines:
        return
    o = scene.hint()
    draw_panel(surface, HINT, theme.INK, 225, 26, theme.GREEN)
    blit_text(surface, _("Odds"), (HINT.left + 24, HINT.top + 30), theme.SMALL, theme.LAMP, anchor="midleft")
    g = _gauge(round(o.extend_chance * 100))
    surface.blit(g, g.get_rect(center=(HINT.left + 96, HINT.top + 136)))
    blit_text(surface, lines[0], (HINT.left + 310, HINT.top + 100), theme.HEADING, theme.GREEN, "title",
              outline=3)
    blit_text(surface, lines[1], (HINT.left + 310, HINT.top + 156), theme.SMALL, theme.WHITE)
    blit_text(surface, lines[2], (HINT.left + 310, HINT.bottom - 46), theme.SMALL + 4, theme.GOLD)
