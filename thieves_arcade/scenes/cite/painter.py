"""Cité's painter: the table (pot, seat blocks, dice on the tray and the ledge, the escape die) and the HUD (rounds,
goal, the active thief's panel with a human's buttons and prompts), drawn from the picture model, the layout, the
controls' cursors and the view. Pure: it writes nothing."""

from __future__ import annotations

import math

import pygame

from ...engine import cite as C
from ...engine.base import View
from ...i18n import _
from ...input.intents import Intent
from ...ui import theme
from ...ui.cache import surface_cache
from ...ui.dice import draw_die, face_name
from ...ui.ink import band, stack
from ...ui.sprites import crown, scaled, thief_name
from ...ui.text import blit_text, fit_box, fit_in, fit_size, ink_rect, shared_size, text
from ...ui.tokens import draw_token
from ...ui.widgets import draw_panel, draw_symbol, draw_turn_marker, glow_ring, seat_colour, seat_symbol
from . import panel as P
from .model import ESCAPE_SCALE, KEPT_SCALE, THIEF_SCALE, combo_name, describe

#: Px of dark plate around the round line's and the goal line's ink, left and right, and above and below.
HUD_PAD, HUD_PAD_Y = 14, 8
#: Px a seat's name keeps from its block's 4 px border on the right: every name fits its block, all at one size
#: (``ui.text.shared_size``: a phone player's long name shrinks every name to the size it fits).
NAME_GAP = 12
#: Px from a seat's coin's centre to its token count's left (the coin is 54 px wide): on the 328 px card the count keeps
#: the 102 px it had on the 350 px one, so it is drawn at the same size.
COUNT_GAP = 34
#: Px of the dice tray's gold frame (the tray's tiles in ``levels/cite.tmx``), inside its anchor's rect.
TRAY_FRAME = 12
#: Px the "Kept" label's ink keeps above the tray's frame and right of the ledge's left end (issue 21: in French
#: it sat ~12 px above the frame, in English outside the tray, left of the ledge).
KEPT_CLEAR = 20
#: The least share of their size the key hints' labels may shrink to in a human's roll before "Move" drops its
#: label (its arrows say it): in French at 150 % they shrank to the 36 px floor (issue 21).
HINT_SHRINK = 0.85


def who(scene, seat: int) -> str:
    """The seat's name as the screen shows it."""
    return scene.seats[seat].name


def draw_table(scene, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
    m = scene.m
    surface.blit(scene.level.background, (0, 0))
    draw_pot(scene, surface)
    human = scene.human_turn()
    choosing = human is not None and view.phase == C.PHASE_TARGET
    for seat in range(m.players):
        draw_seat(scene, surface, seat, view, choosing)
    over = kept_over(scene)  # only with a die on the ledge, over the first one's empty tray column (issue 21)
    if over is not None:
        kept = kept_rect(scene, over)
        blit_text(surface, _("Kept"), kept.topleft, theme.SMALL, theme.LAMP, anchor="topleft", outline=3)
    rolling = human is not None and view.phase == C.PHASE_ROLL
    items = scene.controls.focus_items(view)
    focus = items[min(scene.controls.focus, len(items) - 1)] if rolling else None
    for p, d in enumerate(m.dice, 1):
        if d.spot == "hand" or p in m.moving:
            continue
        pos = scene.layout.die_point(p, d.spot)
        scale = KEPT_SCALE if d.spot == "ledge" else 1.0
        marked = rolling and p in scene.controls.marks
        lift = 16 if marked else 0
        if p in m.glow or p == m.odd:
            glow = glow_ring(round(150 * scale), theme.LAMP if p != m.odd else theme.RED)
            surface.blit(glow, glow.get_rect(center=(pos[0], pos[1] - lift)))
        rect = draw_die(surface, face_name(d.face), pos, d.angle if not rolling else 0.0, scale, lift)
        if p in m.glow or p == m.odd:
            pygame.draw.rect(surface, theme.GOLD if p != m.odd else theme.RED, rect.inflate(-18, -18), 6,
                             border_radius=22)
        if marked:  # the pill fits its word ("Relancer"), TAG_PAD px round its ink (8: the ink off-centre), and
            # is 16 px narrower than the dice are apart: the word shrinks where it is wider
            word = _("Reroll")
            ink = text(word, theme.SMALL).get_bounding_rect()
            spacing = scene.level.point("die_2")[0] - scene.level.point("die_1")[0]  # tags side by side stay apart
            tag = pygame.Rect(0, 0, min(max(150, ink.width + 2 * TAG_PAD + 8), spacing - 16), _tag_height(word))
            tag.center = (rect.centerx, rect.bottom + 26)
            draw_panel(surface, tag, theme.BLUE, 240, 22, theme.WHITE)
            blit_text(surface, word, *_in_tag(word, tag))
        if focus == f"d{p}":
            box = rect.inflate(22, 22)
            pygame.draw.rect(surface, theme.GOLD, box, 7, border_radius=26)
            bob = 8 * math.sin(scene.t * 6)
            arrow(surface, (box.centerx, box.top - 26 + bob), theme.GOLD)
    if m.escape is not None:
        face, escaped = m.escape
        pos = scene.level.point("escape")
        draw_die(surface, face_name(face), pos, 0.0, ESCAPE_SCALE)
        blit_text(surface, _("escaped") if escaped else _("caught"), (pos[0] + 150, pos[1]), theme.SMALL,
                  theme.GREEN if escaped else theme.RED, anchor="center", outline=3)


def kept_over(scene) -> int | None:
    """The die (1-4) the "Kept" label stands over: the first die resting on the ledge, or ``None`` when no die is
    kept (then no label: issue 21, "Kept" showed under the first die before anything was kept, beside its
    "Reroll" tag)."""
    kept = [p for p, d in enumerate(scene.m.dice, 1) if d.spot == "ledge" and p not in scene.m.moving]
    return kept[0] if kept else None


def kept_rect(scene, over: int | None = None) -> pygame.Rect:
    """The "Kept" label's rect as blitted (px, its outline included): its ink :data:`KEPT_CLEAR` px above the
    tray's frame, centred on die ``over``'s column (1-4: that die is on the ledge, so its place on the tray is
    empty and no "Reroll" tag is beside the label), or, with ``over`` ``None``, :data:`KEPT_CLEAR` px right of
    the ledge's left end (the label's height and top are the same in every column)."""
    ledge, tray = scene.level.anchor("ledge"), scene.level.anchor("tray")
    img = text(_("Kept"), theme.SMALL, theme.WHITE, "body", 3)
    ink = img.get_bounding_rect()
    y = tray.bottom - TRAY_FRAME - KEPT_CLEAR - ink.bottom
    if over is None:
        return img.get_rect(topleft=(ledge.left + KEPT_CLEAR - ink.left, y))
    x = scene.layout.die_point(over, "ledge")[0]
    return img.get_rect(topleft=(round(x - ink.centerx), y))


def draw_pot(scene, surface: pygame.Surface) -> None:
    x, y = scene.level.point("pot")
    img = scaled("pot", 0.8)
    surface.blit(img, img.get_rect(center=(x, y)))
    draw_token(surface, (x + 170, y - 12), 0.8)
    blit_text(surface, _("Pot"), (x + 172, y + 50), theme.SMALL, theme.WHITE, outline=3)


def draw_pot_count(scene, surface: pygame.Surface) -> None:
    """The pot's count beside its coin, drawn with the HUD over the animations: a top seat's dice, tossed up,
    tumble under it, never over it (issue 21: over it for a third of a second at six seats)."""
    x, y = scene.level.point("pot")
    blit_text(surface, str(scene.m.pot), (x + 215, y - 12), theme.HEADING, theme.GOLD, "title", anchor="midleft",
              outline=4)


def draw_seat(scene, surface: pygame.Surface, seat: int, view: View, choosing: bool) -> None:
    m = scene.m
    b = scene.layout.block(seat)
    active = m.active == seat and not m.over
    winner = seat in m.winners
    colour = seat_colour(seat)
    if active or winner:
        glow = glow_ring(300, theme.LAMP)
        surface.blit(glow, glow.get_rect(center=b.center))
    draw_panel(surface, b, theme.INK, 225, 24, theme.GOLD if winner else colour)  # its turn marker: draw_hud
    draw_symbol(surface, seat_symbol(seat), (b.left + 32, b.top + 34), 17, colour)
    names = shared_size([s.name for s in scene.seats], theme.SMALL, b.width - 60 - 4 - NAME_GAP)  # one size: issue 21
    blit_text(surface, scene.seats[seat].name, (b.left + 60, b.top + 34), names, theme.WHITE, anchor="midleft")
    thief = scene.layout.thief_point(seat)
    hidden = seat in m.protected
    img = scaled(thief_name(seat), THIEF_SCALE, 110 if hidden else 255)
    bob = 5 * math.sin(scene.t * 5) if active and not scene.timeline.busy else 0
    surface.blit(img, img.get_rect(center=(thief[0], thief[1] - bob)))
    if hidden:
        shield(surface, (thief[0], thief[1] + 6), 40, 235)
    if winner:
        img = crown(0.5)
        surface.blit(img, img.get_rect(center=(thief[0], b.top + 88)))
    tx, ty = scene.layout.token_point(seat)
    draw_token(surface, (tx, ty), 0.75)
    n = m.tokens[seat]
    count = blit_text(surface, str(n), (tx + COUNT_GAP, ty), count_size(b, tx + COUNT_GAP), theme.GOLD, "title",
                      anchor="midleft", outline=3)
    bar = pygame.Rect(b.left + 150, b.top + 150, b.width - 170, 16)  # 20 px off the card's right edge
    pygame.draw.rect(surface, (60, 54, 80), bar, border_radius=8)
    frac = max(0.0, min(1.0, n / max(1, view.goal)))
    if frac > 0:
        pygame.draw.rect(surface, theme.GOLD, (bar.left, bar.top, max(16, round(bar.width * frac)), bar.height),
                         border_radius=8)
    if hidden:
        ink = ink_rect(str(n), count_size(b, tx + COUNT_GAP), "title", 3, midleft=(count.left, ty))
        tag = _protected_tag(b, bar, _("Protected"), ink.bottom)
        draw_panel(surface, tag, theme.BLUE, 245, 22, theme.WHITE)  # over the bar where it rose (bigger text)
        blit_text(surface, _("Protected"), *_in_tag(_("Protected"), tag))
    if choosing and seat in view.candidates:
        cands = list(view.candidates)
        on = cands[scene.controls.victim % len(cands)] == seat
        centre = (thief[0], thief[1] + 6)
        if on:
            pulse = 6 * math.sin(scene.t * 8)
            pygame.draw.rect(surface, theme.RED, b.inflate(18, 18), 7, border_radius=32)
            crosshair(surface, centre, 60 + pulse, theme.RED)
            arrow(surface, (b.centerx, b.top - 30 + pulse), theme.RED)
        else:
            crosshair(surface, centre, 44, (150, 90, 90))


def count_size(card: pygame.Rect, left: float) -> int:
    """The size of a seat's token count drawn from ``left`` (px) on its ``card``: :data:`theme.HEADING`, smaller
    where two digits of the widest would come within :data:`NAME_GAP` px of the card's 4 px border — one size
    for every seat and score (issue 21: "13" touched the card's right border at 150 %)."""
    digit = max("0123456789", key=lambda d: theme.font(theme.HEADING, "title").size(d)[0])
    return fit_size(digit * 2, theme.HEADING, card.right - 4 - NAME_GAP - 2 * 3 - left, "title")


def draw_hud(scene, surface: pygame.Surface, view: View) -> None:
    m = scene.m
    turn = not m.over and m.active is not None
    if turn:
        panel = P.panel_rect(scene.level)
        draw_panel(surface, panel, theme.NIGHT, 225, 28, seat_colour(m.active))
        # the active seat's turn marker (white, dashed and moving — no seat's colour: issue 16), drawn once, after
        # the turn panel, which at bigger text grows up level with a bottom seat's marker (issue 21: it hid its
        # corner; the cards are narrow enough that the marker keeps 8 px off it: model.BLOCK), and under the
        # round and goal plates and the pot's count (a top seat's pointer lies behind "Round 1")
        draw_turn_marker(surface, scene.layout.block(m.active), scene.t)
    draw_pot_count(scene, surface)
    hx, hy = scene.level.point("hud")
    rounds = _("Round {n}").format(n=m.round) if not view.round_limit else \
        _("Round {n} of {k}").format(n=m.round, k=view.round_limit)
    goal = _("Goal: {n} tokens").format(n=view.goal)
    for words, anchor, colour in ((rounds, {"midleft": (hx, hy)}, theme.WHITE),
                                  (goal, {"midright": (theme.WIDTH - hx, hy)}, theme.GOLD)):
        # on a dark plate of its own: the round line lies over the moon (issue 21), the goal over the sky
        ink = ink_rect(words, theme.BODY, outline=3, **anchor)
        draw_panel(surface, ink.inflate(2 * HUD_PAD, 2 * HUD_PAD_Y), theme.INK, 200, 16, None)
        blit_text(surface, words, next(iter(anchor.values())), theme.BODY, colour, anchor=next(iter(anchor)),
                  outline=3)
    if not turn:
        return
    human = scene.human_turn()
    name = who(scene, m.active)
    row1, row2, row3 = panel.top + 36, panel.top + 104, panel.bottom - 34
    left, right = P.inner(panel)
    if human is None:
        busy = scene.timeline.busy
        title = _("{name} is thinking…").format(name=name) if scene.seats[m.active].is_bot and not busy else \
            _("{name}'s turn").format(name=name)
        head = blit_text(surface, title, (left, row1), theme.BODY, theme.WHITE, anchor="midleft")
        blit_text(surface, _("Roll {r} of 3").format(r=max(1, m.roll)), (right, row1), theme.SMALL, theme.GREY,
                  anchor="midright")
        name_, effect = "", ""
        if not busy and view.phase == C.PHASE_TARGET:
            name_ = _("Choosing a victim…")
        elif not busy:
            kind, face = C.read_combination(view.dice)
            name_, effect = (combo_name(kind), describe(kind, face, view.pot)) if kind else \
                (_("No combination yet"), "")
        elif m.moving:
            name_ = _("The dice are rolling…")
        elif all(d.spot != "hand" for d in m.dice):
            kind, face = C.read_combination([d.face for d in m.dice])
            name_ = combo_name(kind) if kind else ""
        if name_:
            _draw_lines(surface, P.combo_lines(name_, effect, theme.SMALL, right - left), head, panel, row2 + 20,
                        theme.LAMP)
        return
    if view.phase == C.PHASE_TARGET:
        cands = list(view.candidates)
        target = cands[scene.controls.victim % len(cands)]
        kind = view.pending
        title = _("Choose a victim, {name}").format(name=name)
        head = blit_text(surface, title, (left, row1), theme.BODY, theme.GOLD, anchor="midleft")
        combo = combo_name(kind)
        beside = head.right + P.TITLE_GAP + text(combo, theme.SMALL).get_width() <= right
        if beside:  # the combination's name on the title's row, else before the line under it (issue 21)
            blit_text(surface, combo, (right, row1), theme.SMALL, theme.LAMP, anchor="midright")
        if target in view.protected:
            line = _("{name} is protected: your effect would be void").format(name=who(scene, target))
            col = theme.BLUE
        else:
            line = _("{name} holds {n} tokens").format(name=who(scene, target), n=view.tokens[target])
            col = theme.WHITE
        lines = P.combo_lines(line, "", theme.SMALL, right - left) if beside else \
            P.combo_lines(combo, line, theme.SMALL, right - left)
        prompt = scene.prompt([(Intent.LEFT, _("Move")), (Intent.CONFIRM, _("This one!"))])
        hints = row3 - 4  # the glyphs 8 px inside the panel's bottom edge (its 4 px border): they touched it
        _draw_lines(surface, lines, head, panel, row2, col, bottom=hints - 30)
        prompt.draw(surface, (panel.centerx, hints))
        return
    kind, face = C.read_combination(view.dice)
    status = P.roll_status(m.roll, combo_name(kind) if kind else _("Nothing yet"))
    title = _("Your roll, {name}").format(name=name)
    rows = P.roll_rows(panel, title)
    if rows.two_lines:  # title above, the status under it, each whole at one size on every turn (issue 21)
        blit_text(surface, title, (left, rows.title_y), fit_size(title, rows.title_size, right - left), theme.GOLD,
                  anchor="midleft")
        blit_text(surface, status, (left, rows.status_y), rows.status_size, theme.LAMP, anchor="midleft")
    else:
        blit_text(surface, status, (right, rows.status_y), rows.status_size, theme.LAMP, anchor="midright")
        blit_text(surface, title, (left, rows.title_y), rows.title_size, theme.GOLD, anchor="midleft")
    items = scene.controls.focus_items(view)
    focus = items[min(scene.controls.focus, len(items) - 1)]
    n = len(scene.controls.marks)
    labels = {"roll": _("Reroll all") if n == 4 else (_("Reroll {n}").format(n=n) if n else _("Reroll…")),
              "stop": _("Stop"), "announce": _("Announce four")}
    for item, r in scene.controls.button_rects(view).items():
        on = item == focus
        dim = item == "roll" and not n
        draw_panel(surface, r, theme.NIGHT_LIGHT if on else theme.INK, 245, 22, theme.GOLD if on else theme.GREY)
        size = fit_box(labels[item], theme.BODY if on else theme.SMALL, r.width - 2 * P.BUTTON_PAD, r.height - 2)
        size, at = fit_in(labels[item], size, r, inset=8 if r.height > 60 else 6)  # 8 px off the top and bottom
        blit_text(surface, labels[item], at, size, theme.GREY if dim else (theme.GOLD if on else theme.WHITE))
    if scene.controls.hint:
        blit_text(surface, scene.controls.hint, (panel.centerx, rows.prompt_y), theme.SMALL, theme.LAMP)
    else:
        # every direction moves (dice row, then the buttons under it); glyphs shrink to stay inside the panel
        hints = [((Intent.UP, Intent.LEFT), _("Move")), (Intent.CONFIRM, _("Mark die / go")),
                 (Intent.BACK, _("Clear"))]
        prompt = scene.prompt(hints, size=rows.glyph)
        fixed, words = hint_width(prompt, rows.glyph)
        if rows.two_lines and (panel.width - 32 - fixed) / words < HINT_SHRINK:  # the arrows alone say "move":
            prompt = scene.prompt([(hints[0][0], ""), *hints[1:]], size=rows.glyph)  # the labels keep their size
        prompt.draw(surface, (panel.centerx, rows.prompt_y), panel.width - 32)


def hint_width(prompt, glyph: int) -> tuple[float, float]:
    """``(fixed, words)``: the px of ``prompt``'s row (a ``ui.widgets.Prompt``) that are glyphs at ``glyph`` px and
    spacing (the prompt's own: a glyph's gap, 10 px before a label, the space between hints), and the px of its
    labels at :data:`theme.SMALL`, unshrunk."""
    gap, space = max(4, glyph // 10), max(28, glyph - 4)
    fixed = space * (len(prompt.hints) - 1)
    words = 0
    for intent, label in prompt.hints:
        fixed += sum(g.get_width() + gap for g in prompt.glyphs(intent, glyph)) + (10 if label else 0)
        words += text(label, theme.SMALL).get_width() if label else 0
    return fixed, max(1, words)


def _draw_lines(surface: pygame.Surface, lines: list[str], head: pygame.Rect, panel: pygame.Rect, y: float,
                colour: tuple, bottom: float | None = None) -> None:
    """Draw ``lines`` (at :data:`theme.SMALL`) centred in ``panel``: one line at ``y`` where its ink stays clear
    of the title's (``head``, its drawn rect) and of the panel's bottom (or ``bottom``, px) — the usual place —
    else all of them stacked between the title's ink and ``bottom`` (``ui.ink.stack``: they shrink only where
    they would not fit, never under 36 px drawn)."""
    bottom = panel.bottom - 4 if bottom is None else bottom
    top = head.top + band(theme.BODY)[1]
    if len(lines) == 1:
        ink = ink_rect(lines[0], theme.SMALL, center=(panel.centerx, y))
        if ink.top >= top + P.ROW_AIR and ink.bottom <= bottom - P.ROW_AIR:
            blit_text(surface, lines[0], (panel.centerx, y), theme.SMALL, colour)
            return
    placed = stack([(line, theme.SMALL, "body") for line in lines], top, bottom, inset=P.ROW_AIR, gap=4)
    for line, (size, centre) in zip(lines, placed, strict=True):
        blit_text(surface, line, (panel.centerx, centre), size, colour)


#: Px from a seat card's left edge to its "Protected" pill's: 8 px right of the shield over the thief (its centre
#: 78 px in, ``model.Layout.thief_point``; 38 px half wide).
TAG_LEFT = 124
#: Px a blue tag's word ("Reroll", "Protected") keeps from the tag's edges: its 4 px border and 8 px of room
#: (issue 21: 6-10 px at 150 %).
TAG_PAD = 12


def _tag_height(word: str) -> int:
    """A blue tag's height (px): 46, taller when ``word``'s ink at :data:`theme.SMALL` (bigger text) needs it to
    keep :data:`TAG_PAD` px above and below (issue 21: "Reroll" 6 px over the tag's bottom at 150 %)."""
    return max(46, text(word, theme.SMALL).get_bounding_rect().height + 2 * TAG_PAD)


def _protected_tag(card: pygame.Rect, bar: pygame.Rect, word: str, count_bottom: float) -> pygame.Rect:
    """The "Protected" pill (px) on a seat's ``card``: right of the shield, 10 px in from the card's right edge,
    under the progress ``bar`` and 8 px above the card's bottom edge (its 4 px border and 4 px of air), as tall as
    :func:`_tag_height` asks; where that room is too short (bigger text) it rises over the bar, up to 4 px under
    the token count's ink (``count_bottom``, px), the word shrinking only where even that is too short (issue 21:
    at 150 % the pill crossed the card's border, then its word sat 6 px inside it)."""
    top, bottom = bar.bottom + 4, card.bottom - 8
    want = _tag_height(word)
    if want > bottom - top:
        top = max(count_bottom + 4, bottom - want)
    height = min(want, bottom - top)
    tag = pygame.Rect(card.left + TAG_LEFT, 0, card.width - TAG_LEFT - 10, height)
    tag.centery = min(max(card.top + 198, top + height / 2), bottom - height / 2)
    return tag


def _in_tag(word: str, tag: pygame.Rect) -> tuple[tuple[float, float], int, tuple]:
    """``(centre, size, colour)`` for ``blit_text`` to draw ``word`` inside ``tag`` with its ink :data:`TAG_PAD`
    px from every edge (``ui.text.fit_in``: it shrinks where the tag is too narrow)."""
    size, at = fit_in(word, theme.SMALL, tag, TAG_PAD)
    return at, size, theme.WHITE


def crosshair(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    x, y = centre
    pygame.draw.circle(surface, theme.INK, (x, y), r + 3, 9)
    pygame.draw.circle(surface, colour, (x, y), r, 5)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, colour, (x + dx * r * 0.55, y + dy * r * 0.55), (x + dx * r * 1.25,
                                                                                   y + dy * r * 1.25), 6)


def shield(surface: pygame.Surface, centre: tuple[float, float], r: float, alpha: int) -> None:
    """A blue shield (Camouflage), ``r`` px tall-half, faded to ``alpha``."""
    img = _shield_image(max(8, round(r / 4) * 4))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha // 16 * 16)
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


@surface_cache(4)
def _shield_image(r: int) -> pygame.Surface:
    w, h = round(r * 1.7), round(r * 2.1)
    surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    pts = [(4, 4 + h * 0.12), (w / 2 + 4, 4), (w + 4, 4 + h * 0.12), (w + 4, 4 + h * 0.5), (w / 2 + 4, h + 4),
           (4, 4 + h * 0.5)]
    pygame.draw.polygon(surf, (*theme.BLUE, 200), pts)
    pygame.draw.polygon(surf, theme.WHITE, pts, max(3, r // 12))
    inner = [(w / 2 + 4, 4 + h * 0.2), (w / 2 + 4, h * 0.85)]
    pygame.draw.line(surf, theme.WHITE, *inner, max(2, r // 16))
    return surf


def arrow(surface: pygame.Surface, tip: tuple[float, float], colour: tuple) -> None:
    """A downward pointer whose tip is at ``tip``."""
    x, y = tip
    pts = [(x, y), (x - 22, y - 28), (x + 22, y - 28)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 3)
