"""Pickpocket: events → animations — a tile flies from the bag to the reveal spot and into the loot row, a line
breaks with a red slash, a guard walks onto the door, a caught thief is thrown out, a leaving thief's points count
up, double or nothing gets its banner, the night ends with the loot swept away, the Prince gets the crown, the game
ends with the hands revealed. :data:`ANIMATIONS` covers every engine event (issue 17; docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import pickpocket as pp
from ...i18n import _
from ...ui import theme
from ...ui.access import motion, plate_for
from ...ui.cache import surface_cache
from ...ui.sprites import guard_name, thief_name
from ...ui.text import blit_text, fit_size, text
from ...ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ...ui.widgets import Banner, draw_panel
from .model import FELT_INSIDE, REVEAL_SCALE, THIEF_SCALE, TILE_SCALE, scaled, squashed, tile_sprite
from .power_anims import (
    _count_up,
    _draw_revealed,
    _popup,
    _shake_away,
    on_beer_passed,
    on_power_choice_started,
    on_power_chosen,
    on_power_used,
    power_part,
)


def on_hands_dealt(scene, ev) -> Anim:
    bag = scene.level.point("bag")
    flights = []
    for seat in range(len(scene.seats)):
        for k in range(ev.hand_sizes[seat]):
            target = scene.seat_point(seat)

            def draw(s, p, target=target):
                img = scaled("tile_back", 0.3)
                x, y = lerp2(bag, target, p)
                s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))
            flights.append(Sequence(Wait(0.05 * (seat * 3 + k)), Tween(0.35, draw)))
    return Parallel(*flights, Call(lambda: scene.play("card_flick")))


def on_night_started(scene, ev) -> Anim:
    def start():
        m = scene.m
        m.night, m.loot, m.broken, m.door = ev.night, [], set(), None
        m.in_inn = [True] * m.players
        m.warned = [False] * m.players  # warnings are per night: the engine clears them as the night starts
        m.left, m.caught = {}, set()
        m.turn = ev.start_player
    return Sequence(Call(start), scene.banner(_("Night {n}").format(n=ev.night),
                                              _("{name} opens the door").format(
                                                  name=scene.seats[ev.start_player].name), hold=0.9))


def on_turn_started(scene, ev) -> None:
    scene.m.turn = ev.seat
    return None


def on_double_or_nothing_started(scene, ev) -> Anim:
    def start():
        scene.m.double = ev.seat
    return Sequence(Call(start), scene.banner(_("DOUBLE OR NOTHING!"),
                                              _("{name} is alone: two tiles, or lose it all").format(
                                                  name=scene.seats[ev.seat].name),
                                              theme.LAMP, 1.3, "fanfare"))


def on_tile_drawn(scene, ev) -> Anim:
    reveal = scene.level.point("reveal")
    scene.pm.last_tile = ev.tile
    glove = ev.reason == "glove"
    if ev.source == "bag":
        start = scene.level.point("bag")
    else:
        start = scene.seat_point(ev.seat)
    if ev.private:  # a glove draw into the hand: face down to the seat
        target = scene.seat_point(ev.seat)

        def draw(s, p):
            img = scaled("tile_back", 0.4)
            s.blit(img, img.get_rect(center=lerp2(start, target, p)))
            if glove:
                scene.draw_glove_with(s, lerp2(start, target, p))

        def done():
            scene.m.hand_sizes[ev.seat] += 1
        return Tween(0.5, draw, on_start=lambda: scene.play("card_flick"), on_done=done)
    name = tile_sprite(ev.tile)

    def start_fn():
        scene.play("tile_draw")
        if ev.source == "bag":
            scene.m.bag = max(0, scene.m.bag - 1)
        else:
            scene.m.hand_sizes[ev.seat] = max(0, scene.m.hand_sizes[ev.seat] - 1)

    def fly(s, p):
        x, y = lerp2(start, reveal, p)
        y -= 140 * math.sin(p * math.pi)
        scale = lerp(0.45, 1.0, p)
        flip = abs(math.cos(p * math.pi))  # 1 → 0 → 1: back, edge, face
        face = name if p >= 0.5 else "tile_back"
        img = squashed(face, REVEAL_SCALE, round(max(0.05, flip) * scale * 20) / 20)
        s.blit(img, img.get_rect(center=(x, y)))
        if glove:
            scene.draw_glove_with(s, (x, y))

    hold = Tween(0.35, lambda s, p: _draw_revealed(scene, s, name))
    return Sequence(Tween(0.55, fly, "easeOutQuad", on_start=start_fn), hold)


def on_tile_played(scene, ev) -> Anim:
    reveal = scene.level.point("reveal")
    target = scene.slot(ev.position, max(ev.position + 1, len(scene.m.loot) + 1))
    name = tile_sprite(ev.tile)

    def draw(s, p):
        scale = lerp(REVEAL_SCALE, TILE_SCALE, p)
        img = squashed(name, round(scale * 20) / 20, 1.0)
        s.blit(img, img.get_rect(center=lerp2(reveal, target, p)))

    def done():
        while len(scene.m.loot) < ev.position:
            scene.m.loot.append("1111")
        scene.m.loot[ev.position:ev.position + 1] = [ev.tile]
    anims = [Tween(0.4, draw, "easeInOutQuad", on_done=done)]
    if ev.double_step:
        anims.append(_popup(scene, ev.seat, _("{k} of 2!").format(k=ev.double_step), theme.LAMP, 0.6))
    return Sequence(*anims)


#: Px of plate round the inked pixels of "Key line broken!" (its 3 px rim included).
BROKEN_PAD = 12


def on_line_broken(scene, ev) -> Anim:
    line = pp.LINES.index(ev.line)
    y = scene.row_y(line)
    x0 = scene.level.point("merchant")[0]
    x1, _y = scene.slot(ev.position, max(ev.position + 1, len(scene.m.loot)))
    label = _("{line} line broken!").format(line=_(ev.line).capitalize())
    # over the broken line on a dark plate (issue 21: white over the pale tiles and the merchant card was hard to
    # read; white on ink is 16.9:1), the plate inside the felt's rim at every text size (150 %: the first lines'
    # label crossed the felt's left and top edges)
    img = text(label, theme.BODY, theme.WHITE, outline=3)
    ink = img.get_bounding_rect()
    rect = img.get_rect(center=(x1, y - 80))
    plate = ink.move(rect.topleft).inflate(2 * BROKEN_PAD, 2 * BROKEN_PAD).clamp(FELT_INSIDE)
    rect.topleft = (plate.left + BROKEN_PAD - ink.left, plate.top + BROKEN_PAD - ink.top)

    def draw(s, p):
        a = min(255, round(600 * (1 - p)))
        band = pygame.Rect(x0 - 40, y - 22, x1 - x0 + 100, 44)
        flash = pygame.Surface(band.size, pygame.SRCALPHA)
        flash.fill((*theme.RED, round(motion().flash(max(0, min(180, a))))))  # none under reduced motion
        s.blit(flash, band)
        k = min(1.0, p * 2.5)
        pygame.draw.line(s, theme.RED, (x1 - 50, y - 50), (x1 - 50 + 100 * k, y - 50 + 100 * k), 12)
        alpha = max(0, min(255, round(255 * (1.2 - p))))
        if alpha:
            draw_panel(s, plate, plate_for(theme.WHITE), alpha * 235 // 255 // 8 * 8, 14, None)
        blit_text(s, label, rect.center, theme.BODY, theme.WHITE, outline=3, alpha=alpha)

    def start():
        scene.play("line_break")
        scene.m.broken.add(ev.line)
    return Tween(0.7, draw, "linear", on_start=start)


def _thrown(scene, seat: int, dur: float = 0.9) -> Tween:
    """A thief thrown out of the inn: tossed up, spinning, off the top."""
    x, y = scene.seat_point(seat)
    name = thief_name(seat)

    def draw(s, p):
        img = pygame.transform.rotozoom(scaled(name, THIEF_SCALE), 540 * p, 1.0 - 0.3 * p)
        s.blit(img, img.get_rect(center=(x + 200 * p, y - 700 * p + 900 * p * p)))

    def start():
        scene.m.hidden.add(seat)

    def done():
        scene.m.hidden.discard(seat)
        scene.m.in_inn[seat] = False
        scene.m.caught.add(seat)
    return Tween(dur, draw, "linear", on_start=start, on_done=done)


def on_warning(scene, ev) -> Anim:
    def start():
        scene.play("caught")
        scene.m.warned[ev.seat] = True
    return Parallel(Tween(0.0, on_start=start), _shake_away(scene, ev.tile, theme.LAMP),
                    _popup(scene, ev.seat, _("Warning!"), theme.LAMP, 1.0))


def on_caught(scene, ev) -> Anim:
    return Sequence(Parallel(Tween(0.0, on_start=lambda: scene.play("caught")),
                             _shake_away(scene, ev.tile, theme.RED),
                             _popup(scene, ev.seat, _("Caught!"), theme.RED, 0.9)),
                    Parallel(_thrown(scene, ev.seat), _popup(scene, ev.seat, _("Thrown out!"), theme.RED, 0.9)))


def on_guard_arrived(scene, ev) -> Anim:
    reveal = scene.level.point("reveal")
    name = guard_name(ev.value)
    door = scene.level.point("door_left" if ev.placement == "door" else "door_right")

    def draw(s, p):
        img = squashed(name, round(lerp(REVEAL_SCALE, 0.45, p) * 20) / 20, 1.0)
        s.blit(img, img.get_rect(center=(lerp2(reveal, door, p)[0], lerp2(reveal, door, p)[1]
                                         - 120 * math.sin(p * math.pi))))

    def start():
        scene.play("guard_whistle")

    def done():
        scene.m.guards_game.append(ev.value)
        if ev.placement == "door":
            scene.m.door = ev.value
    walk = Tween(0.8, draw, "easeInOutQuad", on_start=start, on_done=done)
    if ev.placement == "door":
        return Sequence(walk, scene.banner(_("A guard on the door!"),
                                           _("+{v} for every thief who leaves now").format(v=ev.value),
                                           theme.BLUE, 0.8))
    title = _("The seventh guard!") if ev.placement == "game_end" else _("A second guard!")
    sub = _("The game ends at once") if ev.placement == "game_end" else _("Everyone still inside is thrown out")
    return Sequence(walk, scene.banner(title, sub, theme.RED, 1.0))


def on_thrown_out(scene, ev) -> Anim | None:
    if not ev.seats:
        return None
    return Parallel(Tween(0.0, on_start=lambda: scene.play("caught")), *[_thrown(scene, s, 1.0) for s in ev.seats])


def on_thief_left(scene, ev) -> Anim:
    x, y = scene.seat_point(ev.seat)
    door = scene.level.point("door_right")
    name = thief_name(ev.seat)
    row = scene.level.anchor("loot_row")

    passage = ev.reason == "passage"
    part = power_part(scene, ev)  # a power's points count up on their own, after the loot's (PowerUsed)

    def walk(s, p):
        if passage:  # the secret passage opens at the seat and the thief slips into it
            k = scene.draw_passage_exit(s, ev.seat, p)
            img = squashed(name, round(THIEF_SCALE * k * 20) / 20, 1.0)
            s.blit(img, img.get_rect(center=(x, y + 40 * p)))
            return
        img = scaled(name, THIEF_SCALE)
        if p > 0.7:
            img = squashed(name, THIEF_SCALE, 1.0, round(255 * (1 - (p - 0.7) / 0.3)) // 16 * 16)
        s.blit(img, img.get_rect(center=(lerp(x, door[0], p), lerp(y, door[1] + 40, p) - 30 * abs(
            math.sin(p * 12)))))

    def coins(s, p):
        for k in range(8):
            q = max(0.0, min(1.0, p * 1.6 - k * 0.08))
            if 0 < q < 1:
                start = (row.left + row.width * (k + 0.5) / 8, row.centery)
                cx, cy = lerp2(start, (x, y - 60), q)
                img = coin()  # blitted, not drawn: the readability probe sees it fly (cover_audit)
                s.blit(img, img.get_rect(center=(round(cx), round(cy - 160 * math.sin(q * math.pi)))))

    def start():
        scene.play("coins")
        scene.m.hidden.add(ev.seat)
        scene.fx.burst("coin", (x, y - 60), 14 + min(ev.points, 16), stagger=0.7, life=0.8)  # loot lands in pockets
        scene.fx.burst("jewel", (x, y - 60), 8, stagger=0.7, life=0.9, speed=600)

    def done():
        scene.m.hidden.discard(ev.seat)
        scene.m.in_inn[ev.seat] = False
        scene.m.left[ev.seat] = ev.points - part
    label = f"+{ev.points - part}"
    if ev.doubled:
        label = _("×2 = +{p}").format(p=ev.points - part)
    old = ev.score - ev.points
    parts = [Parallel(Tween(1.0, coins, "linear", on_start=start),
                      _count_up(scene, ev.seat, old, ev.score - part, 1.0),
                      _popup(scene, ev.seat, label, theme.GOLD, 1.1)),
             Tween(0.8, walk, "easeInQuad", on_done=done)]
    if ev.doubled:
        parts.insert(0, scene.banner(_("Double won!"), _("{name} scores {p}").format(
            name=scene.seats[ev.seat].name, p=ev.points), theme.GOLD, 0.8, "fanfare"))
    return Sequence(*parts)


def on_night_ended(scene, ev) -> Anim:
    tiles = list(scene.m.loot)
    count = len(tiles)

    def sweep(s, p):
        for i, tile in enumerate(tiles):
            q = max(0.0, min(1.0, p * 1.5 - i * 0.03))
            x, y = scene.slot(i, count)
            img = squashed(tile_sprite(tile), TILE_SCALE, 1.0, round(255 * (1 - q)) // 16 * 16)
            s.blit(img, img.get_rect(center=(x, y - 500 * q * q)))

    def start():
        scene.play("trick_sweep")
        scene.m.loot = []
        scene.m.broken = set()
        scene.m.warned = [False] * scene.m.players

    def done():
        scene.m.door = None
        scene.m.double = None
    return Sequence(Tween(0.8, sweep, "linear", on_start=start),
                    scene.banner(_("Night {n} is over").format(n=ev.night), "", theme.LAMP, 0.6, None),
                    Call(done))


def on_prince_crowned(scene, ev) -> Anim:
    x, y = scene.seat_point(ev.seat)
    start = (theme.WIDTH / 2, 200)

    def draw(s, p):
        img = scaled("crown", 0.9 - 0.45 * p)
        s.blit(img, img.get_rect(center=lerp2(start, (x, y - 110), p)))
        if p < 0.6:  # on a plate of its own: the line is wider than the hand panel it lies over (issue 21)
            line = _("{name} is the Prince of Thieves!").format(name=scene.seats[ev.seat].name)
            size = fit_size(line, theme.HEADING, pygame.Rect(theme.SAFE).width - 48, "title")
            img = text(line, size, theme.GOLD, "title", outline=4)
            plate = img.get_bounding_rect().move(img.get_rect(center=(theme.WIDTH / 2, 330)).topleft).inflate(48, 32)
            draw_panel(s, plate, theme.INK, 225, 24, theme.GOLD)
            blit_text(s, line, (theme.WIDTH / 2, 330), size, theme.GOLD, "title", outline=4)

    def done():
        scene.m.prince = ev.seat
    return Tween(1.4, draw, "easeOutBounce", on_start=lambda: scene.play("fanfare"), on_done=done)


def on_game_over(scene, ev) -> Anim:
    reveals = []
    for seat, hand in enumerate(ev.hands):
        if not hand:
            continue
        x, y = scene.seat_point(seat)

        def draw(s, p, hand=hand, x=x, y=y):
            for k, tile in enumerate(hand):
                img = scaled(tile_sprite(tile), 0.4)
                s.blit(img, img.get_rect(center=(x + (k - (len(hand) - 1) / 2) * 66, y - 230 * p)))
        base = scene.m.scores[seat]
        reveals.append(Parallel(Tween(1.2, draw, "easeOutBack"),
                                _count_up(scene, seat, base, base + ev.hand_values[seat], 1.2),
                                _popup(scene, seat, f"+{ev.hand_values[seat]}", theme.GOLD, 1.2)))

    def hold_hands(s, p):
        for seat, hand in enumerate(ev.hands):
            x, y = scene.seat_point(seat)
            for k, tile in enumerate(hand):
                img = scaled(tile_sprite(tile), 0.4)
                s.blit(img, img.get_rect(center=(x + (k - (len(hand) - 1) / 2) * 66, y - 230)))
    names = ", ".join(scene.seats[w].name for w in ev.winners)

    def done():
        scene.m.over = True
    return Sequence(scene.banner(_("GAME OVER"), _("Hands are revealed and added"), theme.GOLD, 0.8, "fanfare"),
                    Parallel(*reveals) if reveals else None,
                    Tween(1.6, lambda s, p: (hold_hands(s, p), Banner(
                        _("{names} wins!").format(names=names), "", theme.GOLD, 170).draw(
                        s, scene.level.point("banner")[1])), "linear", on_done=done))


#: Every engine event of the game → its animation (``None``: deliberately not animated).
ANIMATIONS = {
    pp.HandsDealt: on_hands_dealt,
    pp.NightStarted: on_night_started,
    pp.PowerChosen: on_power_chosen,
    pp.TurnStarted: on_turn_started,
    pp.TileDrawn: on_tile_drawn,
    pp.TilePlayed: on_tile_played,
    pp.LineBroken: on_line_broken,
    pp.Warning: on_warning,
    pp.Caught: on_caught,
    pp.GuardArrived: on_guard_arrived,
    pp.DoubleOrNothingStarted: on_double_or_nothing_started,
    pp.ThiefLeft: on_thief_left,
    pp.ThrownOut: on_thrown_out,
    pp.PowerUsed: on_power_used,
    pp.BeerPassed: on_beer_passed,
    pp.NightEnded: on_night_ended,
    pp.PrinceCrowned: on_prince_crowned,
    pp.PowerChoiceStarted: on_power_choice_started,
    pp.GameOver: on_game_over,
}


@surface_cache(1)
def coin() -> pygame.Surface:
    """A flying coin (34×34 px): a gold disc of 16 px radius with a 3 px dark wooden rim (cached). Blitted, so the
    readability probe records it as a picture on the move (``tests/test_readability.py``: ``cover_audit``)."""
    surf = pygame.Surface((34, 34), pygame.SRCALPHA)
    pygame.draw.circle(surf, theme.GOLD, (17, 17), 16)
    pygame.draw.circle(surf, theme.WOOD_DARK, (17, 17), 16, 3)
    return surf
