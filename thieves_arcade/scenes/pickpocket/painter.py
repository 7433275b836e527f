"""pickpocket: the painter (pure drawing) (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import pickpocket as pp
from ...engine.base import View
from ...i18n import _
from ...input.intents import Intent
from ...ui import access, theme
from ...ui.cache import surface_cache
from ...ui.sprites import guard_name, thief_name
from ...ui.text import blit_text, ellipsize, fit_box, fit_size, ink_rect, shared_size, text
from ...ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol
from .model import (
    DOOR_SCALE,
    FELT_INSIDE,
    HAND_SCALE,
    HINT,
    PANEL,
    THIEF_SCALE,
    TILE_SCALE,
    scaled,
    squashed,
    tile_sprite,
)


def draw_table(scene, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
    m = scene.m
    surface.blit(scene.level.background, (0, 0))
    _draw_doors(scene, surface)
    _draw_loot(scene, surface)
    bag = scene.level.point("bag")
    img = scaled("bag", 0.6)
    surface.blit(img, img.get_rect(center=bag))
    blit_text(surface, str(m.bag), (bag[0], bag[1] + 70), theme.BODY, theme.WHITE, "title", outline=3)
    if not scene.pm.choosing:
        _draw_guards(scene, surface)
    _draw_track(scene, surface)
    for seat in range(m.players):
        _draw_seat(scene, surface, seat)
        scene.draw_seat_power(surface, seat)
    if private_seat is not None:
        _draw_hand(scene, surface, view, private_seat)
    scene.draw_power_choice(surface, view)
    if scene.pm.choosing:  # the guards' count over the choosing panel's corner, never half under its top edge
        _draw_guards(scene, surface)
    scene.draw_odds(surface)


def _draw_doors(scene, surface) -> None:
    for key, guarded in (("door_left", scene.m.door is not None), ("door_right", False)):
        p = scene.level.point(key)
        img = scaled("door_guarded" if guarded else "door", DOOR_SCALE)
        rect = img.get_rect(center=p).clamp(pygame.Rect(theme.SAFE))  # its arch inside the title-safe area
        surface.blit(img, rect)
        if guarded:
            g = scaled(guard_name(scene.m.door), 0.42)
            surface.blit(g, g.get_rect(midbottom=(rect.centerx, rect.bottom + 20)))


def _draw_loot(scene, surface) -> None:
    m = scene.m
    merchant = scaled("merchant", TILE_SCALE)
    surface.blit(merchant, merchant.get_rect(center=scene.level.point("merchant")))
    count = len(m.loot)
    row = scene.level.anchor("loot_row")
    if count:
        value = sum(_line_values(scene))
        for words, dy, size, colour, outline in ((_("Loot"), -40, theme.BODY, theme.LAMP, 3),
                                                 (str(value), 30, theme.TITLE, theme.GOLD, 4)):
            x = loot_label_x(scene, words, size, outline)
            blit_text(surface, words, (x, row.centery + dy), size, colour, "title", outline=outline)
    for i, tile in enumerate(m.loot):
        img = scaled(tile_sprite(tile), TILE_SCALE)
        surface.blit(img, img.get_rect(center=scene.slot(i, max(count, 1))))
    if m.broken:
        mx = scene.level.point("merchant")[0]
        last = scene.slot(max(count - 1, 0), max(count, 1))[0] + 60
        for line in m.broken:
            y = scene.row_y(pp.LINES.index(line))
            band = _band(round(last - mx + 60))
            surface.blit(band, (mx - 50, y - 20))
            pygame.draw.line(surface, theme.RED, (mx + 40, y - 18), (mx + 64, y + 18), 7)
            pygame.draw.line(surface, theme.RED, (mx + 64, y - 18), (mx + 40, y + 18), 7)


#: Px the "Loot" count's ink keeps from the felt's 8 px rim (issue 21: "BUTIN" 5 px from it at 150 %).
LOOT_CLEAR = 12


def loot_label_x(scene, words: str, size: int, outline: int) -> int:
    """The centre x (px) of the "Loot" count's ``words`` (title font, base ``size``, ``outline`` px) at the felt's
    right end: 90 px in from the loot row's end, as always, moved left where its ink would come closer than
    :data:`LOOT_CLEAR` px to the felt's rim (``FELT_INSIDE`` lies 2 px inside the rim)."""
    x = scene.level.anchor("loot_row").right - 90
    limit = FELT_INSIDE.right + 2 - LOOT_CLEAR
    return x - max(0, ink_rect(words, size, "title", outline, center=(x, 0)).right - limit)


def loot_column(scene) -> int:
    """The x (px) left of which popups over the felt keep (``power_anims._popup``): 12 px clear of the "Loot"
    count's ink at the felt's right end, as wide as "Loot" or a two-digit value, whether or not loot is shown yet
    (issue 21: "Magic glove +2" sat on "Loot 2" at 150 %)."""
    left = FELT_INSIDE.right
    for words, size, outline in ((_("Loot"), theme.BODY, 3), ("88", theme.TITLE, 4)):
        x = loot_label_x(scene, words, size, outline)
        left = min(left, ink_rect(words, size, "title", outline, center=(x, 0)).left)
    return left - 12


def _line_values(scene) -> list[int]:
    """Objects per unbroken line of the shown loot."""
    out = []
    for i, line in enumerate(pp.LINES):
        if line in scene.m.broken:
            continue
        out.append(sum(int(t[i]) for t in scene.m.loot if not t.startswith("G")))
    return out


#: Px the Guards panel keeps inside the title-safe area's edges.
SAFE_GAP = 6


def _draw_guards(scene, surface) -> None:
    rect = scene.level.anchor("guards")
    # an ink panel behind: the counter is read over the window's crescent moon (issue 16), SAFE_GAP px inside the
    # title-safe area (issue 21: its top edge lay outside it, its right one on it): its top comes down (the word
    # "Guards" with it), its bottom stays above the door, and it moves left off the right edge, what it holds too
    back = pygame.Rect(rect.left - 10, rect.top - 12, rect.width + 20, rect.height + 40)
    inner = pygame.Rect(theme.SAFE).inflate(-2 * SAFE_GAP, -2 * SAFE_GAP)
    dx = min(0, inner.right - back.right) + max(0, inner.left - back.left)
    top = max(back.top, inner.top)
    back = pygame.Rect(back.left + dx, top, back.width, back.bottom - top)
    rect = rect.move(dx, 0)
    draw_panel(surface, back, theme.INK, 210, 18, None)
    blit_text(surface, _("Guards"), (rect.centerx, max(rect.top + 18, back.top + 30)), theme.SMALL, theme.LAMP,
              outline=2)
    for k in range(7):
        cx = rect.left + 14 + k * 25
        cy = rect.top + 80
        if k < len(scene.m.guards_game):
            pygame.draw.circle(surface, theme.BLUE, (cx, cy), 11)
            pygame.draw.circle(surface, theme.WHITE, (cx, cy), 11, 3)
        else:
            pygame.draw.circle(surface, (60, 54, 80), (cx, cy), 11)
    blit_text(surface, f"{len(scene.m.guards_game)}/7", (rect.centerx, rect.top + 120), theme.SMALL,
              theme.WHITE, outline=2)


def _draw_track(scene, surface) -> None:
    track = scene.level.anchor("score_track")
    night = _("Night {n}").format(n=max(1, scene.m.night))
    left = pygame.Rect(theme.SAFE).left  # kept title-safe at every text size
    board = track.left - 30  # the wooden board's left edge (tools/levels/pickpocket.py): "Night 3" stays off it
    blit_text(surface, night, (board - 12, track.centery),
              fit_size(night, theme.BODY, board - 16 - left, "title"), theme.LAMP, "title",
              anchor="midright", outline=3)
    top = max(60.0, max(scene.m.scores or [0]) * 1.15)
    step = 10 if top <= 120 else 25
    for v in range(0, int(top) + 1, step):
        x = track.left + 40 + v / top * (track.width - 80)
        pygame.draw.line(surface, (200, 160, 100), (x, track.top + 8), (x, track.top + 20), 3)
    order = sorted(range(scene.m.players), key=lambda s: scene.m.scores[s])
    for seat in order:
        x, y = scene.track_point(seat, scene.m.scores[seat])
        draw_symbol(surface, seat_symbol(seat), (x, y), 17, seat_colour(seat))
    for seat in order[-1:]:
        x, y = scene.track_point(seat, scene.m.scores[seat])
        points = str(round(scene.m.scores[seat]))
        chip, at, anchor = score_chip(scene, points, (x, y))
        if chip is not None:
            draw_panel(surface, chip, theme.INK, 215, 12, None)
        blit_text(surface, points, at, theme.SMALL, theme.WHITE, outline=2, anchor=anchor)


#: Px of the leader's score chip round its number's ink on the score track: above and below, and either side.
CHIP_PAD, CHIP_SIDE = 6, 10
#: Px between the leader's token on the score track and its score chip beside it.
CHIP_GAP = 8


def score_chip(scene, points: str, token: tuple[float, float]) -> tuple[pygame.Rect | None, tuple, str]:
    """Where the leader's score ``points`` goes on the score track, its token at ``token`` (px): ``(chip,
    position, anchor)`` for ``blit_text`` (size ``theme.SMALL``, outline 2) and the dark chip under it (``None``:
    no chip). Above the token, as always, where its ink stays under the wooden board's 8 px rim (the board lies
    30 px above the track's anchor, tools/levels/pickpocket.py) and :data:`CHIP_GAP` px clear of every seat's
    token; else (the top lane; a token of another lane close behind or level with the leader's, under the number
    of the middle or bottom lane) right of the token (:data:`CHIP_GAP` px; the leader's token is the rightmost)
    on a chip :data:`CHIP_PAD` px above and below its ink, :data:`CHIP_SIDE` px either side (issue 21: the chip
    above the token held the number 4 px from its edges at 150 %, its top on the title-safe edge and its bottom
    on the token; the middle and bottom lanes' number sat on the top lane's tokens). While a Power tile is being
    chosen the chip rises to end :data:`CHIP_GAP` px above the choosing panel (``PANEL``), which lies over the
    track's bottom lane (the bottom lane's chip crossed its top edge at 150 %)."""
    track = scene.level.anchor("score_track")
    x, y = token
    ink = ink_rect(points, theme.SMALL, outline=2, center=(x, y - 40))
    tokens = [pygame.Rect(0, 0, 34, 34) for _seat in range(scene.m.players)]  # the symbols are 17 px in radius
    for seat, rect in enumerate(tokens):
        rect.center = scene.track_point(seat, scene.m.scores[seat])
    clear = ink.inflate(2 * CHIP_GAP, 2 * CHIP_GAP).collidelist(tokens) < 0
    if ink.top >= track.top - 30 + 10 and clear:
        return None, (x, y - 40), "center"
    at = (x + 17 + CHIP_GAP + CHIP_SIDE, y)  # the token's symbol is 17 px in radius
    ink = ink_rect(points, theme.SMALL, outline=2, midleft=at)
    chip = ink.inflate(2 * CHIP_SIDE, 2 * CHIP_PAD)
    if scene.pm.choosing:  # the choosing panel's top edge runs under the bottom lane: the chip keeps above it
        rise = max(0, chip.bottom - (PANEL.top - CHIP_GAP))
        chip.move_ip(0, -rise)
        at = (at[0], at[1] - rise)
    return chip, at, "midleft"


def _draw_seat(scene, surface, seat: int) -> None:
    m = scene.m
    x, y = scene.seat_point(seat)
    active = m.turn == seat and not m.over and not scene.timeline.busy
    if active:
        glow = _glow(150)
        surface.blit(glow, glow.get_rect(center=(x, y + 40)))
    if seat not in m.hidden:
        if m.in_inn[seat] or seat not in m.left and seat not in m.caught:
            img = scaled(thief_name(seat), THIEF_SCALE)
            bob = 6 * math.sin(scene.t * 5) if active else 0
            surface.blit(img, img.get_rect(center=(x, y - bob)))
        elif seat in m.left:
            k = access.text_scale()  # the pair stacks further apart with bigger text
            blit_text(surface, _("Left"), (x, y - 30 * k), theme.BODY, theme.GOLD, outline=3)
            blit_text(surface, f"+{m.left[seat]}", (x, y + 22 * k), theme.HEADING, theme.GOLD, "title",
                      outline=3)
        else:
            img = squashed(thief_name(seat), THIEF_SCALE, 1.0, 96)
            surface.blit(img, img.get_rect(center=(x, y)))
            blit_text(surface, _("Out"), (x, y), fit_size(_("Out"), theme.BODY, scene.plate_width(), "title"),
                      theme.RED, "title", outline=3)
    if m.prince == seat:
        surface.blit(scaled("crown", 0.45), crown_rect(scene, seat))
    if m.double == seat and m.in_inn[seat]:
        lift = theme.scaled_size(theme.BODY) - theme.BODY  # bigger text: up, clear of the bot's dots
        at = (x - 62, y - 70 - lift)
        pill = scene.token_pill(seat)
        ink = ink_rect(_("×2?"), theme.BODY, "title", 3, center=at)
        if pill is not None and ink.colliderect(pill[0].inflate(0, 12)):  # under the power token's pill, 6 px
            at = (at[0], at[1] + pill[0].bottom + 6 - ink.top)  # clear of it (issue 21: on its name at 150 %)
        blit_text(surface, _("×2?"), at, theme.BODY, theme.LAMP, "title", outline=3)
    if m.warned[seat] and m.in_inn[seat]:
        pygame.draw.circle(surface, theme.LAMP, (x - 55, y + 40), 16)
        blit_text(surface, "!", (x - 55, y + 41), theme.SMALL - 6, theme.INK, "title")
    plate = pygame.Rect(0, 0, scene.plate_width(), 58)
    plate.center = (x, y + 112)
    s = scene.seats[seat]
    bigger = theme.scaled_size(theme.SMALL) > theme.SMALL
    pad, apart, size, score_size = plate_sizes(scene)
    points = str(round(m.scores[seat]))
    name = ellipsize(s.name, size, plate.width - 2 * pad - apart - text(points, score_size, theme.GOLD,
                                                                        "title").get_width())
    if bigger:  # the name's and the score's inked pixels (descenders too) 6 px clear of the plate's 4 px border
        for img in (text(name, size, theme.WHITE), text(points, score_size, theme.GOLD, "title")):
            ink = img.get_bounding_rect().move(img.get_rect(midleft=(0, plate.centery)).topleft)
            plate.height = max(plate.height, 2 * max(plate.centery - ink.top, ink.bottom - plate.centery) + 12)
        plate.center = (x, y + 112)
    draw_panel(surface, plate, theme.INK, 225, 18, seat_colour(seat))
    if active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
        draw_turn_marker(surface, plate, scene.t, "below")
    blit_text(surface, points, (plate.right - pad, plate.centery), score_size, theme.GOLD, "title",
              anchor="midright")  # the name stays clear of the score at every text size
    blit_text(surface, name, (plate.left + pad, plate.centery), size, theme.WHITE, anchor="midleft")
    if active and s.is_bot:
        dots = "." * (1 + int(scene.t * 3) % 3)
        blit_text(surface, dots, (x + 60, y - 70), theme.HEADING, theme.WHITE, "title", outline=3)


#: Px from a name plate's edge to its name's and its score's text (12 px inside its 4 px border), and between the
#: name and the score: a glyph's ink lies inside its text's box, so the inks keep at least that much.
PLATE_PAD, PLATE_APART = 16, 12


def plate_sizes(scene) -> tuple[int, int, int, int]:
    """``(pad, apart, name size, score size)`` of the name plates (px, and base sizes for ``blit_text``): one name
    size and one score size for every plate of the table (issue 21: each name fitted to its plate alone, "Raccoon"
    drawn smaller than "Fox"). The name beside the score on a plate :meth:`~.table.PickpocketTable.plate_width` wide
    (``pad`` px inside each end, ``apart`` px between them: :data:`PLATE_PAD`, :data:`PLATE_APART`); with bigger
    text the scores shrink first (never under 36 px drawn) when a name does not fit beside its score, then the
    names to the size the longest one fits (the one still too wide is cut with "…" where it is drawn)."""
    width = scene.plate_width()
    bigger = theme.scaled_size(theme.SMALL) > theme.SMALL
    pad, apart = PLATE_PAD, PLATE_APART  # every seat count and text size (issue 21: 6-10 px in French at 150 %)
    names = [seat.name for seat in scene.seats]
    points = [str(round(v)) for v in scene.m.scores]
    score_size = theme.SMALL + 4 if width >= 250 else theme.SMALL

    def rooms(at: int) -> list[float]:
        return [width - 2 * pad - apart - text(p, at, theme.GOLD, "title").get_width() for p in points]
    room = rooms(score_size)
    if bigger and any(theme.font(fit_size(n, theme.SMALL, r)).size(n)[0] > r for n, r in zip(names, room,
                                                                                               strict=True)):
        # bigger text: the scores shrink too (never under 36 px drawn) before a name is ever cut short
        score_size = min(fit_size(p, score_size, 0, "title") for p in points)
        room = rooms(score_size)
    return pad, apart, shared_size(names, theme.SMALL, room), score_size


def crown_rect(scene, seat: int) -> pygame.Rect:
    """Where the Prince of Thieves' crown is drawn over ``seat`` (px on the frame): above the thief's hood, or
    above the "Left" of a thief who left, 6 px clear of its inked pixels at every text size (issue 21: the crown
    sat on "Left +3" at 150 %)."""
    x, y = scene.seat_point(seat)
    rect = scaled("crown", 0.45).get_rect(center=(x + 50, y - 80))
    m = scene.m
    if seat in m.left and not m.in_inn[seat] and seat not in m.hidden:
        img = text(_("Left"), theme.BODY, theme.GOLD, outline=3)
        top = img.get_bounding_rect().move(img.get_rect(center=(x, y - 30 * access.text_scale())).topleft).top
        rect.bottom = min(rect.bottom, top - 6)
    return rect


def _draw_hand(scene, surface, view: View, seat: int) -> None:
    rect = scene.level.anchor("hand")
    draw_panel(surface, rect, theme.INK, 215, 26, seat_colour(seat))
    mine = view.current_player == seat and not scene.timeline.busy and bool(view.legal)
    title = _("Your move, {name}").format(name=scene.seats[seat].name) if mine else \
        _("{name}'s hand").format(name=scene.seats[seat].name)
    ty = rect.top + 30  # its ink (a French capital's accent: "À toi") 12 px inside the panel's 4 px border
    ty += max(0, rect.top + TITLE_CLEAR - ink_rect(title, theme.SMALL, midleft=(rect.left + 24, ty)).top)
    blit_text(surface, title, (rect.left + 24, ty), theme.SMALL, theme.GOLD, anchor="midleft")
    legal = list(view.legal) if mine else []
    chosen = legal[min(scene.cursor, len(legal) - 1)] if legal else None
    playable = {a.index for a in legal if isinstance(a, pp.Play)}
    for k, tile in enumerate(view.hand):
        img = scaled(tile_sprite(tile), HAND_SCALE)
        lifted = isinstance(chosen, pp.Play) and chosen.index == k + 1
        lift = 1 if lifted else 0
        r = scene.hand_tile_rect(k, lifted)
        if mine and (k + 1) not in playable:
            img = squashed(tile_sprite(tile), HAND_SCALE, 1.0, 112)
        surface.blit(img, r)
        if lift:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 5, border_radius=10)
    if not view.hand:
        none = _("(no tiles)")  # inside the panel at every text size ("(aucune tuile)" crossed its edge at 150 %)
        x = rect.left + 140
        x += max(0, rect.left + 24 - ink_rect(none, theme.SMALL, center=(x, 0)).left)
        blit_text(surface, none, (x, rect.centery + 20), theme.SMALL, theme.GREY)
    bx = rect.left + 24 + max(3, len(view.hand)) * 96 + 10
    buttons = scene.button_rects(view) if mine else {}
    size = button_size(scene, view, buttons)
    for action, b in buttons.items():
        on = action == chosen
        draw_panel(surface, b, theme.NIGHT_LIGHT if on else theme.NIGHT, 245, 20, theme.GOLD if on else
                   theme.GREY)
        blit_text(surface, scene.action_label(action, view), b.center, size, theme.GOLD if on else theme.WHITE)
    if mine:  # "Choose" only when there is a choice (a lone Draw: just confirm)
        full = [(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Go"))]
        width = rect.right - bx - 40  # kept right of the hand
        size, label_size = hand_prompt_sizes(scene, full, width)
        prompt = scene.prompt(full if len(legal) > 1 else full[1:], size=size, label_size=label_size)
        centre = (bx + (rect.right - bx) / 2, rect.bottom - 30)
        over = prompt.layout(centre, width).extent.bottom - (rect.bottom - HINT_CLEAR)
        prompt.draw(surface, (centre[0], centre[1] - max(0, over)), width)  # raised off the bottom border


#: Px from the hand panel's bottom edge to its prompt row's glyphs and labels: 4 px inside its 4 px border, as Cité's
#: turn panel keeps them (issue 21: a pad's 60 px d-pad and face button lay on the border, 0 px from the edge).
HINT_CLEAR = 8

#: Px from the hand panel's top edge to its title's ink: 12 px inside the panel's 4 px border (issue 21: "À toi"
#: touched it at 150 %).
TITLE_CLEAR = 16


def button_size(scene, view: View, buttons: dict) -> int:
    """The one base size (for ``blit_text``) of every label in the hand panel's row of buttons ``buttons`` (action
    → rect, ``button_rects``): the size the label that needs the most room fits inside its button at (28 px
    narrower, 2 px lower than it, clear of the rounded border at every text size), so "Draw" is never drawn bigger
    than "Leave +0" beside it (issue 21). ``theme.BODY`` for no buttons."""
    return min((fit_box(label, theme.SMALL if b.width < 180 else theme.BODY, b.width - 28, b.height - 2)
                for label, b in ((scene.action_label(a, view), b) for a, b in buttons.items())),
               default=theme.BODY)


def hand_prompt_sizes(scene, full: list, width: int) -> tuple[int, int]:
    """``(glyph size px, label base size)`` for the hand panel's prompt row: the ones the full row ``full``
    ("Choose", "Go") is drawn at within ``width`` px — the largest glyphs from 60 px down by 4 (to 40) at which it
    fits, and the labels as the row draws them — so a lone "Go" (only Draw legal) shows the same glyph and label
    sizes as the full row (issue 21: its key cap was 60 px beside the full row's 40-47 px)."""
    size = next((s for s in range(60, 39, -4) if scene.prompt(full, size=s).width(10 ** 6) <= width), 40)
    return size, scene.prompt(full, size=size).label_size_at(width)


def draw_hud(scene, surface: pygame.Surface, view: View) -> None:
    m = scene.m
    if m.turn is not None and not m.over and not scene.timeline.busy and not scene.pm.choosing:
        s = scene.seats[m.turn]
        if s.is_bot or scene.view_seat != m.turn:
            label = _("{name} is thinking…").format(name=s.name) if s.is_bot else \
                _("{name}'s turn").format(name=s.name)
            if scene.view_seat is None:  # no hand panel on show: under the banner's place, as always
                blit_text(surface, label, (theme.WIDTH / 2, 440), theme.BODY, theme.WHITE, outline=3)
            else:  # right of the hand panel, where the odds hint shows on the human's own turn: clear of its border
                blit_text(surface, label, HINT.center, fit_size(label, theme.BODY, HINT.width - 40), theme.WHITE,
                          outline=3)


@surface_cache(4)
def _band(width: int) -> pygame.Surface:
    band = pygame.Surface((max(1, width), 40), pygame.SRCALPHA)
    band.fill((20, 10, 20, 120))
    return band


@surface_cache(4)
def _glow(radius: int) -> pygame.Surface:
    surf = pygame.Surface((radius * 2, radius), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        pygame.draw.ellipse(surf, (*theme.LAMP, 10 + (12 - k) * 6),
                            (radius - k * radius / 12, radius / 2 - k * radius / 24, k * radius / 6, k * radius / 12))
    return surf
