"""oodlar: events → animations (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import oodlar as od
from ...i18n import _
from ...ui import theme
from ...ui.notes import flip_frame, note_back, pile_picture, scaled_sprite
from ...ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from .model import FLY_SCALE, PILE_SCALE, REASONS, SHOW_SCALE, pile_index


def _say(scene, seat: int, words: str, dur: float = 1.1, fill=theme.PAPER, size: int = theme.BODY) -> Tween:
    bubble = scene.bubble(seat, words, fill, size)
    tip = scene.mouth(seat)
    return Tween(dur, lambda s, p: bubble.draw(s, tip, p), "linear")


def _fly(scene, start, end, dur: float = 0.55, scale: float = FLY_SCALE, arc: float = 90.0, on_start=None,
         on_done=None) -> Tween:
    """A face-down note flying from ``start`` to ``end`` on an arc."""
    def draw(s, p):
        img = note_back(scale)
        x, y = lerp2(start, end, p)
        s.blit(img, img.get_rect(center=(x, y - arc * math.sin(p * math.pi))))
    return Tween(dur, draw, "easeInOutQuad", on_start=on_start, on_done=on_done)


def _log(scene, entry: od.LogEntry) -> Call:
    def add():
        if entry not in scene.m.log[-1:]:
            scene.m.log.append(entry)
    return Call(add)


def _take_top(scene, ev, entry: od.LogEntry, said: Anim, sound: str | None = None) -> Anim:
    """A face-down note flying from the top of ``ev.pile`` to ``ev.seat``'s hand, logged as ``entry``, while
    ``said`` (the speech bubble) plays; ``sound`` when it lands."""
    k = pile_index(ev.pile)

    def start():
        scene.m.piles[k] = max(0, scene.m.piles[k] - 1)
        scene.m.turn = ev.seat
        scene.play("card_flick")

    def done():
        scene.m.hands[ev.seat] += 1
        if sound:
            scene.play(sound)
    return Sequence(_log(scene, entry), Parallel(
        _fly(scene, scene.pile_point(ev.pile), scene.hand_point(ev.seat), on_start=start, on_done=done), said))


def on_stole(scene, ev) -> Anim:
    said = Sequence(Wait(0.25), _say(scene, ev.seat, _("${v}!").format(v=ev.value), 1.0, size=theme.HEADING))
    return _take_top(scene, ev, od.LogEntry(ev.seat, "steal", ev.pile, ev.value), said, "coins")


def on_swapped(scene, ev) -> Anim:
    said = _say(scene, ev.seat, _("Shh… a swap"), 0.9, theme.LAMP)
    return _take_top(scene, ev, od.LogEntry(ev.seat, "swap", ev.pile, None), said)


def on_returned(scene, ev) -> Anim:
    k = pile_index(ev.pile)

    def start():
        scene.m.hands[ev.seat] = max(0, scene.m.hands[ev.seat] - 1)
        scene.play("card_flick")

    def done():
        scene.m.piles[k] += 1
    return Sequence(_log(scene, od.LogEntry(ev.seat, "return", ev.pile, None)), Parallel(
        _fly(scene, scene.hand_point(ev.seat), scene.pile_point(ev.pile), on_start=start, on_done=done),
        _say(scene, ev.seat, _("…one back on {pile}").format(pile=ev.pile), 0.9, theme.LAMP)))


def on_peeked(scene, ev) -> Anim:
    k = pile_index(ev.pile)
    start_pt = scene.pile_point(ev.pile)
    target = scene.seat_point(ev.seat)
    target = (target[0], target[1] - 135)

    def start():
        scene.m.piles[k] = 0
        scene.m.turn = ev.seat
        scene.play("card_flick")

    def lift(s, p):
        img = pile_picture(1, lerp(PILE_SCALE, FLY_SCALE, p))
        x, y = lerp2(start_pt, target, p)
        s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))

    def done():
        scene.m.peeking = (ev.seat, ev.pile, ev.size)
    return Sequence(_log(scene, od.LogEntry(ev.seat, "peek", ev.pile, None)), Parallel(
        Tween(0.6, lift, "easeInOutQuad", on_start=start, on_done=done),
        _say(scene, ev.seat, _("Let me look at {pile}…").format(pile=ev.pile), 1.0)))


def on_arranged(scene, ev) -> Anim:
    if scene.view_seat == ev.seat:  # the peeker sees it on the peek screen
        return Tween(0.12, on_start=lambda: scene.play("click"))
    positions = scene.peek_fan(ev.seat, ev.size)
    j = (ev.placed * 5) % max(1, ev.size)

    def hop(s, p):
        x, y = positions[j]
        img = note_back(FLY_SCALE * 0.7)
        s.blit(img, img.get_rect(center=(x, y - 50 * math.sin(p * math.pi))))
    return Tween(0.22, hop, "easeOutQuad", on_start=lambda: scene.play("click"))


def on_reordered(scene, ev) -> Anim:
    peek = scene.m.peeking
    size = peek[2] if peek else 1
    start_pt = scene.seat_point(ev.seat)
    start_pt = (start_pt[0], start_pt[1] - 135)
    end = scene.pile_point(ev.pile)
    k = pile_index(ev.pile)

    def start():
        scene.m.peeking = None
        scene.play("card_flick")

    def put(s, p):
        img = pile_picture(1, lerp(FLY_SCALE, PILE_SCALE, p))
        x, y = lerp2(start_pt, end, p)
        s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))

    def done():
        scene.m.piles[k] = size
    return Tween(0.55, put, "easeInOutQuad", on_start=start, on_done=done)


def on_peek_ended(scene, ev) -> Anim:
    return _say(scene, ev.seat, _("Hmm. Nothing to see."), 0.8)


def on_hands_up(scene, ev) -> Anim:
    name = scene.seats[ev.seat].name
    by = scene.level.point("banner")[1]
    x, y = scene.seat_point(ev.seat)

    def badge(s, p):  # the badge spins in over the banner while it holds
        if p > 0.2:
            q = min(1.0, (p - 0.2) / 0.3)
            img = pygame.transform.rotozoom(scaled_sprite("badge_police", 0.8), (1 - q) * 360, 0.4 + 0.6 * q)
            s.blit(img, img.get_rect(center=(theme.WIDTH / 2 + 540, by)))

    def fly(s, p):
        img = scaled_sprite("badge_police", round(lerp(0.8, 0.45, p) * 20) / 20)
        s.blit(img, img.get_rect(center=lerp2((theme.WIDTH / 2 + 540, by), (x + 78, y - 30), p)))

    def pin():
        scene.m.police = ev.seat
    return Sequence(_log(scene, od.LogEntry(ev.seat, "hands up", None, None)),
                    Parallel(_say(scene, ev.seat, _("Hands up!"), 2.6, theme.BLUE, theme.HEADING),
                             Tween(0.2, on_start=lambda: scene.play("unmask")),
                             Sequence(Wait(0.6), scene.banner(_("HANDS UP!"), _("{name} is the police!").format(
                                 name=name), theme.BLUE, 1.5, "guard_whistle", extra=badge))),
                    Tween(0.5, fly, "easeInOutQuad", on_done=pin))


def on_ran(scene, ev) -> Anim:
    name = scene.seats[ev.seat].name

    def start():
        scene.m.runner = ev.seat
        scene.play("trick_sweep")
    return Sequence(_log(scene, od.LogEntry(ev.seat, "run", None, None)),
                    Parallel(Tween(0.1, on_start=start), _say(scene, ev.seat, _("I'm running!"), 1.0, theme.LAMP,
                                                                     theme.HEADING)),
                    scene.banner(_("{name} runs!").format(name=name),
                                 _("Needs ${target} and at most 1 marked note").format(
                                     target=od.RUN_TARGET[len(scene.seats)]), theme.LAMP, 1.0))


def on_showdown(scene, ev) -> Anim:
    def start():
        scene.m.shown = ev.hands
        scene.m.flipped = {s: 0 for s in range(len(ev.hands))}
        scene.m.stamped = set()
        scene.m.peeking = None
    steps: list[Anim] = [Call(start), scene.banner(_("Showdown!"), _("Every pocket is turned out"),
                                                   theme.GOLD, 0.6, "fanfare")]
    flips = []
    for seat, hand in enumerate(ev.hands):
        positions = scene.show_positions(seat, len(hand))
        for k, (value, _marked) in enumerate(hand):
            def flip(s, p, value=value, pos=positions[k]):
                img = flip_frame(value, False, SHOW_SCALE, p)  # stamped after
                s.blit(img, img.get_rect(center=pos))

            def turned(seat=seat):
                scene.m.flipped[seat] = scene.m.flipped.get(seat, 0) + 1
            flips.append(Sequence(Wait(0.07 * k + 0.12 * seat), Tween(0.3, flip, "linear", on_done=turned)))
    steps.append(Parallel(*flips, Tween(0.05, on_start=lambda: scene.play("card_flick"))))
    for seat, hand in enumerate(ev.hands):
        positions = scene.show_positions(seat, len(hand))
        for k, (_value, marked) in enumerate(hand):
            if not marked:
                continue

            def thump(s, p, pos=positions[k]):
                img = scaled_sprite("stamp_marked", round(lerp(2.0, 0.8, p) * SHOW_SCALE * 20) / 20)
                s.blit(img, img.get_rect(center=(pos[0] + 10, pos[1])))

            def stamp(seat=seat, k=k):
                scene.m.stamped.add((seat, k))
            steps.append(Tween(0.28, thump, "easeInQuad", on_start=lambda: scene.play("caught"), on_done=stamp))
    return Sequence(*steps)


def on_game_over(scene, ev) -> Anim:
    title, sub = REASONS.get(ev.reason, (ev.reason, ""))
    names = " & ".join(scene.seats[w].name for w in ev.winners)
    line = _("{names} wins!").format(names=names) if len(ev.winners) == 1 else (
        _("{names} win!").format(names=names) if ev.winners else _("Nobody wins"))

    def start():
        scene.m.result = ev
        for w in ev.winners:  # the winners' loot sprays up: coins and jewels
            x, y = scene.seat_point(w)
            scene.fx.burst("coin", (x, y - 40), 22, stagger=0.6)
            scene.fx.burst("jewel", (x, y - 40), 10, stagger=0.6, speed=620)
    return Sequence(Call(start), scene.banner(_(title), line, theme.GOLD, 1.4, "fanfare"))


#: Every engine event of the game → its animation (``None``: deliberately not animated).
ANIMATIONS = {
    od.Stole: on_stole,
    od.Swapped: on_swapped,
    od.Returned: on_returned,
    od.Peeked: on_peeked,
    od.Arranged: on_arranged,
    od.Reordered: on_reordered,
    od.PeekEnded: on_peek_ended,
    od.HandsUp: on_hands_up,
    od.Ran: on_ran,
    od.Showdown: on_showdown,
    od.GameOver: on_game_over,
}
