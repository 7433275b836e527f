"""Pickpocket: the Power tiles variant animated (issue 8) — choosing powers (each choice flies to its holder's
seat), and powers firing: the illusion's wand sparkles, Bruce the ninja mouse leaps in, the accomplice comes from the
guarded door, the glove reaches into the bag, the secret passage opens, the beer is drunk and the turn passes, the
ambidextrous sweeps the caught tile away. Plus the small helpers every animation uses (popups, count-ups).
Issue 17: the table split by job (docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...i18n import _
from ...ui import theme
from ...ui.access import motion
from ...ui.powers import draw_power
from ...ui.text import fit_size
from ...ui.tween import Anim, Call, Parallel, Sequence, Tween, lerp, lerp2
from .model import FELT_INSIDE, REVEAL_SCALE, TOKEN, CountUp, scaled, squashed, tile_sprite
from .painter import loot_column


def _popup(scene, seat: int, label: str, colour=theme.GOLD, dur: float = 0.9) -> Anim:
    """Text rising and fading above ``seat``'s thief, over the felt and inside its rim, left of the "Loot" count
    (``painter.loot_column``: a right-hand seat's "Magic glove +2" sat on it for half a second)."""
    x, y = scene.seat_point(seat)
    felt = FELT_INSIDE.copy()
    felt.width = loot_column(scene) - felt.left
    size = fit_size(label, theme.HEADING, felt.width - 8, "title")  # a long power's name at 150 % (never under
    return scene.popup((x, y - 150), label, colour, dur, size, rise=60, within=felt)  # 36 px drawn)


def _shake_away(scene, tile: str, colour) -> Tween:
    name = tile_sprite(tile)

    def draw(s, p):
        dx = motion().shake(18 * math.sin(p * 40) * (1 - p))  # still under reduced motion
        _draw_revealed(scene, s, name, dx, round(255 * (1 - max(0.0, p - 0.5) * 2)))
        k = min(1.0, p * 3)
        rx, ry = scene.level.point("reveal")
        pygame.draw.line(s, colour, (rx - 70, ry - 130), (rx - 70 + 140 * k, ry - 130 + 260 * k), 12)
        pygame.draw.line(s, colour, (rx + 70, ry - 130), (rx + 70 - 140 * k, ry - 130 + 260 * k), 12)
    return Tween(0.7, draw, "linear")


def _count_up(scene, seat: int, start: float, end: float, dur: float = 0.9) -> Anim:
    return CountUp(scene.m.scores, seat, start, end, dur)


def on_power_choice_started(scene, ev) -> Anim:
    def start():
        scene.pm.choosing = True
        scene.pm.order = list(ev.order)
        for s in range(scene.m.players):
            scene.m.powers[s] = None
    return Sequence(Call(start), scene.banner(_("Choose your powers"), _("Last place chooses first"),
                                              theme.BLUE, 0.6))


def on_power_chosen(scene, ev) -> Anim:
    card = scene.card_rect(ev.power)
    start = (card.centerx, card.top + 86)
    target = scene.token_point(ev.seat)

    def lift(s, p):
        scene.pm.lit = ev.power

    def fly(s, p):
        size = round(lerp(150, TOKEN, p))
        x, y = lerp2(start, target, p)
        draw_power(s, ev.power, (x, y - 160 * math.sin(p * math.pi)), size, angle=360 * p)

    def begin():
        scene.play("click")
        scene.pm.lit = ev.power

    def landed():
        scene.m.powers[ev.seat] = ev.power
        scene.pm.lit = None
        scene.play("card_flick")
    # No popup of the power's name: the choosing panel lies over the felt, and a name rising there covered the
    # cards and the order row (issue 21, 150 %). The lifted, lit card names the power; the holder's symbol and
    # name appear on it as the token lands, and the token's pill names it at the seat.
    return Sequence(Tween(0.35, lift, on_start=begin), Tween(0.6, fly, "easeInOutQuad", on_done=landed))


def power_part(scene, ev) -> int:
    """Points of a ``ThiefLeft`` that a power adds (counted separately): the bonus, or both guards for the
    passage."""
    if ev.bonus:
        return ev.bonus
    return ev.guard if ev.reason == "passage" else 0


def _fire(scene, seat: int, anim: Anim, points: int = 0, label: str = "") -> Anim:
    """``anim`` with the seat token lifted off while it plays, the power marked used at the end, and the
    points counted up (with a popup) after the loot's."""
    def start():
        scene.pm.firing.add(seat)
        scene.play("fanfare" if points else "click")

    def done():
        scene.pm.firing.discard(seat)
        if seat < len(scene.pm.used):
            scene.pm.used[seat] = True
        if points:
            scene.m.left[seat] = scene.m.left.get(seat, 0) + points
    parts = [anim]
    if points or label:
        parts.append(_popup(scene, seat, label, theme.BLUE, 1.1))
    if points:
        shown = scene.m.scores[seat]
        parts.append(_count_up(scene, seat, shown, shown + points, 0.8))
    return Sequence(Call(start), Parallel(*parts), Call(done))


def on_power_used(scene, ev) -> Anim:
    name = _(scene._power_name(ev.power))
    label = name + (f" +{ev.points}" if ev.points else "")
    seat = ev.seat
    tx, ty = scene.token_point(seat)
    big = (tx, ty - 90)
    handler = FIRES.get(ev.power)
    anim = handler(scene, ev, (tx, ty), big) if handler else Tween(0.6, lambda s, p: draw_power(s, ev.power, big, 150))
    return _fire(scene, seat, anim, ev.points, label)


def _fire_illusion(scene, ev, token, big) -> Anim:
    def draw(s, p):
        draw_power(s, "illusion", lerp2(token, big, min(1.0, p * 3)), round(lerp(TOKEN, 160, min(1.0, p * 3))),
                   angle=20 * math.sin(p * 18))
        for k in range(8):  # sparkles spiralling out of the wand
            a = p * 9 + k * math.pi / 4
            r = 40 + 140 * p
            cx, cy = big[0] + r * math.cos(a), big[1] + r * math.sin(a) * 0.6
            rad = 10 * (1 - p) + 3
            pygame.draw.circle(s, theme.LAMP, (cx, cy), rad + 3)
            pygame.draw.circle(s, theme.WHITE, (cx, cy), rad)
    return Tween(1.1, draw, "easeOutQuad")


def _fire_bruce(scene, ev, token, big) -> Anim:
    start = (big[0] - 420, big[1] + 160)

    def draw(s, p):
        x, y = lerp2(start, big, p)
        draw_power(s, "bruce", (x, y - 220 * math.sin(p * math.pi)), 150, angle=-360 * p if p < 0.8 else 0)
    return Sequence(Tween(0.7, draw, "easeOutQuad"), Tween(0.4, lambda s, p: draw_power(
        s, "bruce", (big[0], big[1] - 14 * math.sin(p * math.pi * 3)), 150)))


def _fire_accomplice(scene, ev, token, big) -> Anim:
    door = scene.level.point("door_left")

    def draw(s, p):
        x, y = lerp2(door, big, p)
        draw_power(s, "accomplice", (x, y - 120 * math.sin(p * math.pi)), round(lerp(90, 150, p)))
    return Sequence(Tween(0.7, draw, "easeInOutQuad"), Tween(0.4, lambda s, p: draw_power(s, "accomplice",
                                                                                           big, 150)))


def _fire_glove(scene, ev, token, big) -> Anim:
    bag = scene.level.point("bag")

    def draw(s, p):
        x, y = lerp2(token, (bag[0], bag[1] - 40), p)
        draw_power(s, "glove", (x, y - 160 * math.sin(p * math.pi)), round(lerp(TOKEN, 130, p)),
                   angle=-30 * p)
    return Tween(0.6, draw, "easeInOutQuad")


def _fire_passage(scene, ev, token, big) -> Anim:
    x, y = scene.seat_point(ev.seat)

    def draw(s, p):
        draw_power(s, "passage", (x, y - 10), 200, state=1.0 - p)
    return Tween(0.8, draw, "easeInQuad")


def _fire_beer(scene, ev, token, big) -> Anim:
    def draw(s, p):
        grow = min(1.0, p * 4)
        tilt = max(0.0, min(1.0, (p - 0.25) / 0.5))
        draw_power(s, "beer", lerp2(token, big, grow), round(lerp(TOKEN, 160, grow)), state=1.0 - tilt,
                   angle=50 * math.sin(tilt * math.pi))
        if 0.3 < p < 0.8:  # gulps
            for k in range(3):
                q = (p * 4 + k / 3) % 1
                pygame.draw.circle(s, (255, 236, 170), (big[0] - 70, big[1] - 40 - 60 * q), 8 * (1 - q) + 2)
    return Tween(1.2, draw, "linear", on_start=lambda: scene.play("coins"))


def on_beer_passed(scene, ev) -> Anim:
    tx, ty = scene.token_point(ev.seat)
    big = (tx, ty - 90)
    nxt = (ev.seat + 1) % scene.m.players
    for k in range(1, scene.m.players + 1):
        cand = (ev.seat + k) % scene.m.players
        if scene.m.in_inn[cand]:
            nxt = cand
            break
    target = scene.seat_point(nxt)
    sub = _("stands for tile {k} of 2").format(k=ev.double_step) if ev.double_step else _("turn passed")

    def draw(s, p):
        draw_power(s, "beer", lerp2(big, (tx, ty), p), round(lerp(160, TOKEN, p)), state=0.0)
        if not ev.double_step and nxt != ev.seat:  # a frothy arc to the next thief
            x, y = scene.seat_point(ev.seat)
            for k in range(6):
                q = max(0.0, min(1.0, p * 1.6 - k * 0.1))
                if 0 < q < 1:
                    cx, cy = lerp2((x, y - 60), (target[0], target[1] - 60), q)
                    pygame.draw.circle(s, theme.INK, (cx, cy - 120 * math.sin(q * math.pi)), 12)
                    pygame.draw.circle(s, (255, 236, 170), (cx, cy - 120 * math.sin(q * math.pi)), 9)

    def start():
        scene.pm.firing.add(ev.seat)

    def done():
        scene.pm.firing.discard(ev.seat)
    return Parallel(Tween(0.9, draw, "easeInOutQuad", on_start=start, on_done=done),
                    _popup(scene, ev.seat, _("Cheers! ") + sub, theme.LAMP, 1.1))


def _fire_ambidextrous(scene, ev, token, big) -> Anim:
    rx, ry = scene.level.point("reveal")
    tile = scene.pm.last_tile

    def hands(s, p):
        draw_power(s, "ambidextrous", lerp2(token, (rx - 170, ry), min(1.0, p * 3)),
                   round(lerp(TOKEN, 150, min(1.0, p * 3))), angle=25 * math.sin(p * 14))
    anims = [Tween(0.9, hands, "linear")]
    if tile:
        anims.append(_shake_away(scene, tile, theme.BLUE))
    return Parallel(*anims, scene.banner(_("The ambidextrous!"), _("Caught? Draw again"), theme.BLUE, 0.3))


def _draw_revealed(scene, s: pygame.Surface, name: str, dx: float = 0.0, alpha: int = 255) -> None:
    img = scaled(name, REVEAL_SCALE) if alpha >= 255 else squashed(name, REVEAL_SCALE, 1.0, alpha // 16 * 16)
    rect = img.get_rect(center=scene.level.point("reveal"))
    rect.x += round(dx)
    glow = rect.inflate(24, 24)
    pygame.draw.rect(s, theme.LAMP, glow, 6, border_radius=18)
    s.blit(img, rect)


#: How each power fires (``PowerUsed``): power → ``fire(scene, event, token point, big point)``.
FIRES = {
    "illusion": _fire_illusion,
    "bruce": _fire_bruce,
    "accomplice": _fire_accomplice,
    "glove": _fire_glove,
    "passage": _fire_passage,
    "beer": _fire_beer,
    "ambidextrous": _fire_ambidextrous,
}
