"""Cité's events → animations: the active thief gathers the dice and throws them into the tray, where they tumble
and settle; kept dice slide onto the ledge; stopping and announcing get their call-outs; the combination is named on
a banner; a crosshair flies to the victim (Camouflage shields flash); loot tokens fly coin by coin; the heist's escape
die rolls; the winner is crowned. :data:`ANIMATIONS` maps every engine event class to its animation (or ``None``).

Each function takes the table scene (its picture model ``m``, ``layout``, banners, sounds) and the event, and
returns the animation; model changes happen when the animation starts or ends.
"""

from __future__ import annotations

import math

import pygame

from ...engine import cite as C
from ...i18n import _
from ...ui import theme
from ...ui.dice import Tumble, draw_die, face_name
from ...ui.sprites import crown, scaled
from ...ui.text import blit_text, fit_size, ink_rect, text
from ...ui.tokens import draw_token, flight_point
from ...ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from . import panel as P
from .model import ESCAPE_SCALE, KEPT_SCALE, ROLL_TIME, combination_positions, combo_name, describe
from .painter import HUD_PAD_Y, TRAY_FRAME, crosshair, kept_rect, shield, who

#: Px a seat's popup rises.
POPUP_RISE = 70
#: Px a seat's popup's plate keeps from its card's inner side.
POPUP_GAP = 12
#: Px a seat's popup's plate keeps from what :func:`popup_keep_out` lists.
POPUP_CLEAR = 4
#: Px of plate round a seat's popup's ink (``ui.widgets.popup_tween``'s plate).
POPUP_PLATE = 12


def popup_keep_out(scene) -> list[pygame.Rect]:
    """What a seat's popup keeps :data:`POPUP_CLEAR` px off (px): the pot, its count (two digits) and its label,
    the "Kept" label, the escape die and its "escaped"/"caught", the whole HUD row at the top (the round and goal
    lines on their plates) and the active thief's panel and everything under it."""
    x, y = scene.level.point("pot")
    pot = scaled("pot", 0.8).get_rect(center=(x, y))
    count = ink_rect("88", theme.HEADING, "title", 4, midleft=(x + 215, y - 12))
    label = ink_rect(_("Pot"), theme.SMALL, outline=3, center=(x + 172, y + 50))
    ex, ey = scene.level.point("escape")
    word = max((_("escaped"), _("caught")), key=lambda w: text(w, theme.SMALL).get_width())
    escape = ink_rect(word, theme.SMALL, outline=3, center=(ex + 150, ey)).union(
        pygame.Rect(ex - 60, ey - 60, 120, 120))
    hx, hy = scene.level.point("hud")
    hud = ink_rect(_("Round {n}").format(n=8), theme.BODY, outline=3, midleft=(hx, hy))
    top = pygame.Rect(0, 0, theme.WIDTH, hud.bottom + HUD_PAD_Y)
    panel = P.panel_rect(scene.level)
    below = pygame.Rect(0, panel.top, theme.WIDTH, theme.HEIGHT - panel.top)
    ink = text(_("Kept"), theme.SMALL, theme.WHITE, "body", 3).get_bounding_rect()
    kept = ink.move(kept_rect(scene, 1).topleft).union(ink.move(kept_rect(scene, 4).topleft))  # in any column
    return [pot.union(count).union(label), kept, escape, top, below]


def seat_popup_point(scene, seat: int, label: str, size: int) -> tuple[float, float, float]:
    """Where ``label`` (at ``size``, on its plate) rises for ``seat`` and how far: ``(x, y, rise)`` (px, its
    centre at the start): beside the seat's card on the tray's side, :data:`POPUP_GAP` px off it, as near the
    card's middle height — within the card's height if it can, rising :data:`POPUP_RISE` px, half that or
    fading where it stands — as its whole rise stays :data:`POPUP_CLEAR` px off everything
    :func:`popup_keep_out` lists (issue 21: over the cards' tops the popups flew over the Goal and Round lines and
    across the next card up at 150 %)."""
    ink = ink_rect(label, size, "title", 4, center=(0, 0)).inflate(2 * POPUP_PLATE, 2 * POPUP_PLATE)
    card = scene.layout.block(seat)
    x = card.right + POPUP_GAP - ink.left if card.centerx < theme.WIDTH / 2 else card.left - POPUP_GAP - ink.right
    keep = [r.inflate(2 * POPUP_CLEAR, 2 * POPUP_CLEAR) for r in popup_keep_out(scene)]

    def clear(y: float, rise: float) -> bool:
        sweep = ink.move(round(x), round(y)).union(ink.move(round(x), round(y - rise)))
        return sweep.collidelist(keep) < 0
    for reach in (card.height / 2, theme.HEIGHT):  # beside the card, else as near it as anywhere is clear
        for d in range(0, round(reach), 4):
            for y in (card.centery + d, card.centery - d):
                for rise in (POPUP_RISE, POPUP_RISE / 2, 0):
                    if clear(y, rise):
                        return x, y, rise
    return x, card.centery, POPUP_RISE


#: The words' colour on a popup's dark plate for the colours that would read under WCAG's 4.5:1 on it as drawn
#: (faded, the plate letting the table through): blue, red and grey turn lighter (issue 21).
ON_PLATE = {theme.BLUE: theme.FROST, theme.RED: theme.ALERT, theme.GREY: theme.MIST}


def popup(scene, at, label: str, colour=theme.GOLD, dur: float = 0.9, size: int = theme.HEADING) -> Anim:
    """Text rising and fading: for a seat number ``at``, on a plate beside its card (:func:`seat_popup_point`),
    in a colour that reads on it (:data:`ON_PLATE`); else above the point ``at``."""
    if isinstance(at, int):
        x, y, rise = seat_popup_point(scene, at, label, size)
        return scene.popup((x, y), label, ON_PLATE.get(colour, colour), dur, size, rise, plate=True)
    return scene.popup(at, label, colour, dur, size)


def on_turn_started(scene, ev) -> Anim:
    m = scene.m
    on_table = [(p, d) for p, d in enumerate(m.dice, 1) if d.spot != "hand"]
    hand = scene.layout.hand_point(ev.seat)
    starts = {p: scene.layout.die_point(p, d.spot) for p, d in on_table}
    scales = {p: KEPT_SCALE if d.spot == "ledge" else 1.0 for p, d in on_table}

    def start():
        m.active, m.round, m.roll = ev.seat, ev.round, 0
        m.escape, m.glow, m.odd = None, set(), None
        m.moving |= set(starts)

    def draw(s, p):
        for q, pos in starts.items():
            draw_die(s, face_name(m.dice[q - 1].face), lerp2(pos, hand, p), 40 * p, lerp(scales[q], 0.6, p),
                     60 * math.sin(p * math.pi), moving=True)

    def done():
        for q in starts:
            m.dice[q - 1].spot = "hand"
        m.moving -= set(starts)
    return Tween(0.4 if starts else 0.2, draw, "easeInQuad", on_start=start, on_done=done)


def on_protection_ended(scene, ev) -> Anim:
    def start():
        scene.m.protected.discard(ev.seat)
    return Parallel(Tween(0.0, on_start=start), popup(scene, ev.seat, _("Camouflage ends"), theme.BLUE, 0.8,
                                                            theme.BODY))


def on_dice_rolled(scene, ev) -> Anim:
    m = scene.m
    hand = scene.layout.hand_point(ev.seat)
    rolled, kept = set(ev.rerolled), set(ev.kept)
    pick = {p: scene.layout.die_point(p, m.dice[p - 1].spot) for p in rolled if m.dice[p - 1].spot != "hand"}
    slide = {p: scene.layout.die_point(p, m.dice[p - 1].spot) for p in kept if m.dice[p - 1].spot == "tray"}
    tumbles = {}
    for i, p in enumerate(sorted(rolled)):
        seed = scene.rng.randrange(1 << 30)
        start = (hand[0], hand[1] + (i - (len(rolled) - 1) / 2) * 46)
        tumbles[p] = (i * 0.09, Tumble(start, scene.layout.die_point(p, "tray"), ev.dice[p - 1], seed,
                                       scene.rng.uniform(-9, 9)))

    def start_pick():
        m.moving |= set(pick) | set(slide)
        m.roll = ev.roll

    def draw_pick(s, p):
        for q, pos in slide.items():
            draw_die(s, face_name(m.dice[q - 1].face), lerp2(pos, scene.layout.die_point(q, "ledge"), p),
                     m.dice[q - 1].angle * (1 - p), lerp(1.0, KEPT_SCALE, p), moving=True)
        for q, pos in pick.items():
            scale = KEPT_SCALE if m.dice[q - 1].spot == "ledge" else 1.0
            draw_die(s, face_name(m.dice[q - 1].face), lerp2(pos, hand, p), 90 * p, lerp(scale, 0.6, p),
                     120 * math.sin(p * math.pi), moving=True)

    def done_pick():
        for q in slide:
            m.dice[q - 1].spot, m.dice[q - 1].angle = "ledge", 0.0
        for q in pick:
            m.dice[q - 1].spot = "hand"
        m.moving = (m.moving - set(slide)) | rolled

    def draw_throw(s, p):
        t = p * span
        for _q, (delay, tumble) in tumbles.items():
            if t >= delay:
                tumble.draw(s, (t - delay) / ROLL_TIME)

    def done_throw():
        for q, (_delay, tumble) in tumbles.items():
            d = m.dice[q - 1]
            d.face, d.spot, d.angle = ev.dice[q - 1], "tray", tumble.rest_angle
        m.moving -= rolled

    span = ROLL_TIME + (max(delay for delay, _t in tumbles.values()) if tumbles else 0.0)
    throw = Parallel(
        Tween(span, draw_throw, "linear", on_start=lambda: scene.play("dice_rattle"), on_done=done_throw),
        Sequence(Wait(ROLL_TIME * Tumble.land * 0.95), Call(lambda: scene.play("dice_settle"))))
    parts = []
    if pick or slide:
        parts.append(Tween(0.35, draw_pick, "easeInOutQuad", on_start=start_pick, on_done=done_pick))
    else:
        parts.append(Call(lambda: (start_pick(), done_pick())))
    parts.append(throw)
    if ev.announced:
        parts.append(Wait(0.3))
    return Sequence(*parts)


def on_stopped(scene, ev) -> Anim:
    def start():
        scene.play("click")
        scene.m.glow = {1, 2, 3, 4}
    return Parallel(Tween(0.0, on_start=start), popup(scene, ev.seat, _("Stop!"), theme.GOLD, 0.7))


def on_announced(scene, ev) -> Anim:
    def start():
        scene.m.odd = ev.odd_position
        scene.m.glow = {p for p in range(1, 5) if p != ev.odd_position}
    return Sequence(Call(start), scene.banner(_("ALL OR NOTHING!"), _("{name} goes for four {f}s").format(
        name=who(scene, ev.seat), f=ev.face), theme.LAMP, 1.0, "fanfare"))


def on_announce_resolved(scene, ev) -> Anim:
    def start():
        scene.m.odd = None
        scene.m.glow = {1, 2, 3, 4} if ev.success else set()
    if ev.success:
        return Sequence(Call(start), scene.banner(_("FOUR {f}s!").format(f=ev.face), _("The announce pays off"),
                                                  theme.GOLD, 0.9, "fanfare"))
    return Sequence(Call(start), scene.banner(_("Missed!"), _("The four is lost: 2 tokens to the pot"),
                                              theme.RED, 0.9, "caught"))


def on_combination_found(scene, ev) -> Anim:
    def start():
        scene.m.glow = combination_positions(ev.kind, ev.face, ev.dice)
    if ev.kind == C.ANNOUNCED_FOUR:
        return Call(start)  # the announce banner already named it
    colour = theme.BLUE if ev.kind == C.CAMOUFLAGE else theme.GOLD
    return Sequence(Call(start), scene.banner(combo_name(ev.kind), describe(ev.kind, ev.face, scene.m.pot), colour,
                                             1.1, "fanfare"))


def on_no_combination(scene, ev) -> Anim:
    def start():
        scene.m.glow = set()
    return Sequence(Call(start), scene.banner(_("Nothing!"), _("{name} pays 1 token to the pot").format(
        name=who(scene, ev.seat)), theme.GREY, 0.6))


def on_target_requested(scene, ev) -> Anim:
    return popup(scene, ev.seat, _("Choose a victim"), theme.LAMP, 0.7, theme.BODY)


def on_target_chosen(scene, ev) -> Anim:
    start = scene.layout.seat_pos[ev.seat]
    end = (scene.layout.seat_pos[ev.target][0] - 95, scene.layout.seat_pos[ev.target][1] + 20)

    def draw(s, p):
        x, y = flight_point(start, end, p, 160)
        r = lerp(70, 56, p)
        crosshair(s, (x, y), r, theme.RED)

    def hold(s, p):
        crosshair(s, end, 56 + 8 * math.sin(p * math.pi * 3), theme.RED)
    label = _("Protected!") if ev.protected else _("Victim: {name}").format(name=who(scene, ev.target))
    return Sequence(Tween(0.55, draw, "easeInOutQuad", on_start=lambda: scene.play("click")),
                    Parallel(Tween(0.6, hold, "linear"),
                             popup(scene, ev.target, label, theme.BLUE if ev.protected else theme.RED, 0.6,
                                         theme.BODY)))


def on_protection_blocked(scene, ev) -> Anim:
    x, y = scene.layout.seat_pos[ev.protected_seat]
    centre = (x - 95, y + 20)

    def draw(s, p):
        r = lerp(40, 90, p)
        shield(s, centre, r, 255 if p < 0.6 else round(255 * (1 - p) / 0.4))
    anims = [Tween(0.8, draw, "easeOutBack", on_start=lambda: scene.play("unmask")),
             popup(scene, ev.protected_seat, _("Protected!"), theme.BLUE, 0.8, theme.BODY)]
    if ev.whole_effect:
        return Sequence(Parallel(*anims), scene.banner(_("Camouflaged!"), _("{name} loses the turn").format(
            name=who(scene, ev.seat)), theme.BLUE, 0.6))
    return Parallel(*anims)


def on_tokens_moved(scene, ev) -> Anim | None:
    m = scene.m
    if ev.count <= 0:
        if ev.requested > 0 and ev.source != C.POT:
            return popup(scene, ev.source, _("Empty pockets!"), theme.GREY, 0.8, theme.BODY)
        return None
    b = scene.layout.point_of(ev.dest)
    stagger = min(0.1, 1.0 / ev.count)
    coins = []

    def take():
        if ev.source == C.POT:
            m.pot -= 1
        else:
            m.tokens[ev.source] -= 1

    def give():
        if ev.dest == C.POT:
            m.pot += 1
        else:
            m.tokens[ev.dest] += 1
            scene.fx.burst("coin", b, 5, speed=420, life=0.6)  # each token lands with a little splash of coins

    route = coin_route(scene, ev.source, ev.dest)
    for k in range(ev.count):
        def draw(s, p):
            x, y = along(route, p)
            draw_token(s, (x, y), 0.7 + 0.25 * math.sin(p * math.pi))
        coins.append(Sequence(Wait(k * stagger), Tween(0.6, draw, "easeInOutSine", on_start=take, on_done=give)))
    pops = []
    if ev.dest != C.POT:
        pops.append(popup(scene, ev.dest, f"+{ev.count}", theme.GOLD, 0.9))
    if ev.source != C.POT:
        pops.append(popup(scene, ev.source, f"−{ev.count}", theme.RED, 0.9))
    return Parallel(Tween(0.0, on_start=lambda: scene.play("coins")), *coins,
                    Sequence(Wait(0.6 + stagger * (ev.count - 1) - 0.3), Parallel(*pops)))


#: Px a flying token drops straight down from a seat's coin before it crosses the table (past the seat's count:
#: its ink ends 39 px under the coin's centre at 150 %, and a coin is 34 px round), or from the pot's mouth (under
#: the "Pot" label and the pot's count).
COIN_DROP, POT_DROP = 90, 150


def coin_route(scene, source, dest) -> list[tuple[float, float]]:
    """The points (px) a token flies through from ``source`` to ``dest`` (a seat or ``engine.cite.POT``): down
    from the one's coin, across, up into the other's — never over a seat's name or count, nor the pot's count
    (issue 21: the tokens arced over the seats' names and the pot's count, landing from above, at 150 %)."""
    a, b = scene.layout.point_of(source), scene.layout.point_of(dest)
    da, db = (POT_DROP if w == C.POT else COIN_DROP for w in (source, dest))
    return [a, (a[0], a[1] + da), (b[0], b[1] + db), b]


def along(route: list[tuple[float, float]], p: float) -> tuple[float, float]:
    """The point ``p`` (0..1) of the way along the polyline ``route`` (px), by length."""
    legs = [math.dist(u, v) for u, v in zip(route, route[1:], strict=False)]
    left = p * sum(legs)
    for (u, v), n in zip(zip(route, route[1:], strict=False), legs, strict=True):
        if left <= n or n == legs[-1]:
            return lerp2(u, v, min(1.0, left / n) if n else 1.0)
        left -= n
    return route[-1]


def on_escape_roll(scene, ev) -> Anim:
    rest = scene.level.point("escape")
    tumble = Tumble(scene.layout.hand_point(ev.seat), rest, ev.face, scene.rng.randrange(1 << 30), 0.0, 200)

    def draw(s, p):
        tumble.draw(s, p, ESCAPE_SCALE)
        blit_text(s, _("Escape roll: 3–6 gets away"), (rest[0], rest[1] - 95), theme.SMALL, theme.WHITE,
                  outline=3)

    def done():
        scene.m.escape = (ev.face, ev.escaped)
    word, colour = (_("ESCAPED!"), theme.GREEN) if ev.escaped else (_("CAUGHT!"), theme.RED)

    def stamp(s, p):  # where the caption was, over the die: clear of "caught" beside it (issue 21: on it)
        size = round(lerp(140, 84, min(1.0, p * 3)) / 4) * 4
        blit_text(s, word, (rest[0], rest[1] - 95), size, colour, "title", outline=5,
                  alpha=255 if p < 0.8 else round(255 * (1 - p) * 5) // 8 * 8)
    sound = "fanfare" if ev.escaped else "caught"
    return Sequence(Tween(ROLL_TIME, draw, "linear", on_start=lambda: scene.play("dice_rattle"), on_done=done),
                    Tween(0.9, stamp, "linear", on_start=lambda: scene.play(sound)))


def on_fortunes_swapped(scene, ev) -> Anim:
    return Parallel(popup(scene, ev.seat, _("Swapped!"), theme.BLUE, 0.8, theme.BODY),
                    popup(scene, ev.target, _("Swapped!"), theme.BLUE, 0.8, theme.BODY))


def on_protection_started(scene, ev) -> Anim:
    x, y = scene.layout.seat_pos[ev.seat]
    centre = (scene.layout.thief_point(ev.seat)[0], y + 20)  # over the thief, where the card's shield stays

    def draw(s, p):
        shield(s, centre, lerp(120, 46, p), 255)

    def done():
        scene.m.protected.add(ev.seat)
    # over the tray beside the seat, on a dark plate, at a size that fits the tray (issue 21: dark blue on the
    # green tray and, at 150 %, past the tray's edge into the next seat's card)
    label, tray = _("Hidden until next turn"), scene.level.anchor("tray")
    size = fit_size(label, theme.BODY, tray.width - 2 * 40, "title")
    # the plate (12 px round the ink) 20 px off the tray's frame, and over the "Kept" label
    room = tray.inflate(-2 * (TRAY_FRAME + 20), -2 * (TRAY_FRAME + 20))
    room.height = kept_rect(scene).top - POPUP_GAP - room.top
    left = scene.layout.seat_pos[ev.seat][0] < theme.WIDTH / 2
    x = tray.left + tray.width / 4 if left else tray.right - tray.width / 4
    y = room.top + POPUP_RISE + ink_rect(label, size, "title", 4, center=(0, 0)).height / 2 + POPUP_PLATE
    return Parallel(Tween(0.7, draw, "easeOutCubic", on_start=lambda: scene.play("unmask"), on_done=done),
                    scene.popup((x, y), label, theme.FROST, 0.9, size, POPUP_RISE, within=room, plate=True))


def on_game_won(scene, ev) -> Anim:
    names = ", ".join(who(scene, w) for w in ev.winners)
    title = (_("{names} win!") if len(ev.winners) > 1 else _("{names} wins!")).format(names=names)
    if ev.reason == "goal":
        sub = _("{n} tokens: the goal is reached").format(n=ev.tokens[ev.winners[0]])
    else:
        sub = _("Most tokens after {r} rounds").format(r=scene.m.round)
    top = (theme.WIDTH / 2, 120)
    crowns = []
    for w in ev.winners:
        # below the name, over the thief (issue 16)
        end = (scene.layout.thief_point(w)[0], scene.layout.block(w).top + 88)

        def draw(s, p, end=end):
            img = crown(max(1, round(lerp(1.0, 0.5, p) * 10)) / 10)
            s.blit(img, img.get_rect(center=flight_point(top, end, p, 120)))
        crowns.append(Tween(1.2, draw, "easeOutBounce"))

    def start():
        scene.m.winners = list(ev.winners)
        scene.m.over = True
    return Sequence(Call(start), Parallel(scene.banner(title, sub, theme.GOLD, 1.6, "fanfare"), *crowns))


#: Every engine event of Cité → its animation (``None``: not animated; the turn's end shows in the next turn).
ANIMATIONS = {
    C.TurnStarted: on_turn_started,
    C.ProtectionStarted: on_protection_started,
    C.ProtectionEnded: on_protection_ended,
    C.DiceRolled: on_dice_rolled,
    C.Stopped: on_stopped,
    C.Announced: on_announced,
    C.AnnounceResolved: on_announce_resolved,
    C.CombinationFound: on_combination_found,
    C.NoCombination: on_no_combination,
    C.TargetRequested: on_target_requested,
    C.TargetChosen: on_target_chosen,
    C.ProtectionBlocked: on_protection_blocked,
    C.TokensMoved: on_tokens_moved,
    C.EscapeRoll: on_escape_roll,
    C.FortunesSwapped: on_fortunes_swapped,
    C.TurnEnded: None,
    C.GameWon: on_game_won,
}
