"""morpion: events → animations (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

import pygame

from ...engine import morpion as M
from ...i18n import _
from ...ui import theme
from ...ui.hands import draw_hand
from ...ui.sprites import reward_name, scaled
from ...ui.text import blit_text, fit_size
from ...ui.tokens import flight_point
from ...ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ...ui.widgets import draw_panel, glow_ring, seat_colour
from .model import CELL_SCALE, COLL_SCALE, DUEL_HAND, GANG_SCALE, SHAKES, THROW_NAMES
from .painter import _line, blit_sprite, squashed

#: Widest the duel's verdict line may be (px): between the two gangs' action boxes.
VERDICT_WIDTH = 840


def on_round_started(scene, ev) -> Anim:
    m = scene.m
    old = scene.cell_rect(m.round).center
    new = scene.cell_rect(ev.cell).center

    def start():
        scene.play("click")

    def draw(s, p):
        r = scene.cell_rect(ev.cell).inflate(16, 16)
        r.center = lerp2(old, new, p)
        pygame.draw.rect(s, theme.GOLD, r, 8, border_radius=22)

    def done():
        m.round, m.phase, m.chooser, m.duel_winner = ev.cell, "duel", None, None
        m.ready, m.peeks, m.last_duel = [False, False], [False, False], None
    return Sequence(Tween(0.45, draw, "easeInOutCubic", on_start=start, on_done=done),
                    scene.popup((new[0], new[1] - 40), _("Cell {n}").format(n=ev.cell), theme.LAMP, 0.6,
                                theme.BODY))


def on_throw_committed(scene, ev) -> Anim:
    box = scene.level.anchor(f"action_{ev.seat}")

    def start():
        scene.m.ready[ev.seat] = True
        scene.play("click")

    def draw(s, p):
        size = round(lerp(120, 72, p) / 4) * 4
        blit_text(s, _("READY"), (box.centerx, box.centery - 10), size, theme.GREEN, "title", outline=5,
                  alpha=round(255 * (1 - p)) // 8 * 8)
    return Tween(0.3, draw, "easeOutCubic", on_start=start)


def duel_hand_pos(scene, seat: int, p_in: float, shake: float) -> tuple[float, float]:
    """Centre of ``seat``'s hand in the reveal: slid in by ``p_in`` (0..1), lifted by ``shake`` px."""
    cx, cy = scene.level.point("duel")
    home = cx - 205 if seat == 0 else cx + 205
    edge = cx - 560 if seat == 0 else cx + 560
    return lerp(edge, home, p_in), cy + 20 - shake


def draw_duel_band(scene, s: pygame.Surface, alpha: float) -> None:
    """The dark band the hands are shown on, over the middle of the window: opaque once faded in (issue 21: the
    grid's lines showed through behind the red or blue verdict)."""
    cx, cy = scene.level.point("duel")
    rect = pygame.Rect(0, 0, 900, 400)
    rect.center = (cx, cy)
    draw_panel(s, rect, theme.INK, min(255, round(alpha * 256) // 8 * 8), 40, theme.GOLD)


def on_duel_revealed(scene, ev) -> Anim:
    m = scene.m
    cx, cy = scene.level.point("duel")
    words = (_("Rock…"), _("Paper…"), _("Scissors…"))
    t_in, t_shake, t_hold = 0.3, 0.3 * SHAKES, 1.25
    total = t_in + t_shake + t_hold
    winner = ev.winner
    t0, t1 = ev.throws
    if winner is None:
        verdict = _("{a} and {b}: a tie! Throw again").format(a=_(THROW_NAMES[t0]), b=_(THROW_NAMES[t0]))
        colour = theme.LAMP
    else:
        w, lo = ev.throws[winner], ev.throws[1 - winner]
        verdict = _("{w} beats {l}").format(w=_(THROW_NAMES[w]), l=_(THROW_NAMES[lo]))
        colour = seat_colour(winner)

    def start():
        scene.picked.clear()

    shoot_size, crowded = theme.HEADING, False
    if theme.scaled_size(theme.HEADING) > theme.HEADING:  # bigger text: "SHOOT!" between the hands' tags
        tag = theme.font(theme.BODY, "title").size(_("Winner") if winner is not None else _("Tie"))[0]
        room = 2 * (abs(duel_hand_pos(scene, 0, 1.0, 0.0)[0] - cx) - tag / 2 - 16)
        shoot_size = fit_size(_("SHOOT!"), theme.HEADING, room, "title")
        crowded = theme.font(shoot_size, "title").size(_("SHOOT!"))[0] > room  # the tags wait for it to go

    def draw(s, p):
        t = p * total
        draw_duel_band(scene, s, min(1.0, t / 0.15))
        p_in = min(1.0, t / t_in)
        p_in = 1 - (1 - p_in) ** 3
        shown = t >= t_in + t_shake
        for seat in (0, 1):
            if not shown:
                k = max(0.0, (t - t_in) / 0.3)
                bob = 70 * abs(math.sin(math.pi * k)) if t > t_in else 0.0
                pos = duel_hand_pos(scene, seat, p_in, bob)
                draw_hand(s, "fist", pos, DUEL_HAND, seat_colour(seat), seat == 1)
                continue
            q = min(1.0, (t - t_in - t_shake) / 0.18)
            won, lost = winner == seat, winner is not None and winner != seat
            size = DUEL_HAND * (lerp(1.25, 1.0, q) if not won else lerp(1.25, 1.12, q))
            pos = duel_hand_pos(scene, seat, 1.0, 0.0)
            if lost:
                pos = (pos[0] + (-1 if seat == 0 else 1) * 30 * q, pos[1] + 18 * q)
            if won:
                glow = glow_ring(300, theme.LAMP)
                s.blit(glow, glow.get_rect(center=pos))
            draw_hand(s, ev.throws[seat], pos, round(size), seat_colour(seat), seat == 1)
            tag = _("Winner") if won else (_("Tie") if winner is None else "")
            if tag and not (crowded and t < t_in + t_shake + 0.45):  # bigger text: after "SHOOT!" if both crowd
                blit_text(s, tag, (pos[0], cy - 150), theme.BODY, theme.GOLD, "title", outline=4)
        if t_in <= t < t_in + t_shake:
            i = min(SHAKES - 1, int((t - t_in) / 0.3))
            blit_text(s, words[i], (cx, cy - 140), theme.HEADING, theme.WHITE, "title", outline=5)
        elif shown:
            blit_text(s, verdict, (cx, cy + 150), fit_size(verdict, theme.BODY + 4, VERDICT_WIDTH),
                      colour if winner is not None else theme.LAMP, outline=4)
            if t < t_in + t_shake + 0.45:  # between the two hands' tags at every text size
                blit_text(s, _("SHOOT!"), (cx, cy - 140), shoot_size, theme.GOLD, "title", outline=5)

    def shoot():
        scene.play("fanfare" if winner is not None else "caught")

    def done():
        m.ready = [False, False]
        m.last_duel = ev.throws
        m.duel_winner = winner
        m.chooser = winner
        m.phase = "choose" if winner is not None else "duel"
    shakes = [Sequence(Wait(t_in + 0.3 * k), Call(lambda: scene.play("click"))) for k in range(SHAKES)]
    return Parallel(Tween(total, draw, "linear", on_start=start, on_done=done), *shakes,
                    Sequence(Wait(t_in + t_shake), Call(shoot)))


def on_peeked(scene, ev) -> Anim:
    m = scene.m

    def start():
        m.peeks[ev.seat] = True
        m.binoculars[ev.seat] = ev.binoculars_left
        scene.play("click")
    x, y = scene.spot(ev.cell, "hidden")

    def draw(s, p):
        blit_sprite(s, reward_name("binoculars"), (x, y - 30 * math.sin(p * math.pi)), lerp(1.0, 0.6, p))
    return Parallel(Tween(0.8, draw, "easeOutCubic", on_start=start),
                    scene.popup((x, y - 80), _("{name} peeks").format(name=scene.seats[ev.seat].name), theme.BLUE, 0.9,
                                theme.BODY))


def on_hidden_revealed(scene, ev) -> Anim:
    m = scene.m
    pos = scene.spot(ev.cell, "hidden")

    def start():
        m.hidden[ev.cell - 1] = False
        scene.play("click")

    def draw(s, p):
        name = "reward_back" if p < 0.5 else reward_name(ev.token)
        frac = max(0.05, abs(math.cos(p * math.pi)))
        img = squashed(name, CELL_SCALE * 1.1, round(frac * 20) / 20)
        s.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1] - 20 * math.sin(p * math.pi)))))

    def done():
        m.flipped[ev.cell] = ev.token
    return Tween(0.4, draw, "easeInOutSine", on_start=start, on_done=done)


def on_reward_taken(scene, ev) -> Anim:
    m = scene.m
    seat, cell = ev.seat, ev.cell
    before = scene.total(seat)
    if ev.what == "cell":
        after = scene.total(seat, extra_cell=cell)
        start_pos, end = scene.header_token(seat), scene.spot(cell, "cell")

        def start():
            scene.play("click")

        def draw(s, p):
            blit_sprite(s, f"gang_{seat}", flight_point(start_pos, end, p, 160),
                        lerp(0.8, GANG_SCALE, p) * (1 + 0.2 * math.sin(p * math.pi)))

        def done():
            m.control[cell - 1] = seat
        fly = Tween(0.6, draw, "easeInOutCubic", on_start=start, on_done=done)
    else:
        token = ev.token
        after = scene.total(seat, extra=(token,))
        start_pos = scene.spot(cell, ev.what)
        index = m.collections[seat].count(token)
        end = scene.slot(seat, token, index)

        def start():
            if ev.what == "visible":
                m.visible[cell - 1] = None
            else:
                m.flipped.pop(cell, None)
                m.hidden[cell - 1] = False
            scene.play("coins" if token != M.CROWN else "fanfare")

        def draw(s, p):
            blit_sprite(s, reward_name(token), flight_point(start_pos, end, p, 140),
                        lerp(CELL_SCALE, COLL_SCALE, p) * (1 + 0.25 * math.sin(p * math.pi)))

        def done():
            m.collections[seat].append(token)
            scene.fx.burst("jewel" if token == M.CROWN else "sparkle", end, 14, speed=520, life=0.7)
        fly = Tween(0.65, draw, "easeInOutCubic", on_start=start, on_done=done)
    parts: list[Anim] = []
    if not ev.auto and m.chooser == seat and m.duel_winner is not None:
        def next_chooser():
            m.chooser = 1 - seat if seat == m.duel_winner else None
        parts.append(Call(next_chooser))
    # the popups rise over the cell the reward came from, inside the window: the gang's box beside it keeps its
    # name and score in view (issue 21: "+3" over "Magpie", "Crown 1/3" over the name, at 150 %)
    window = scene.window_rect()
    centre = scene.cell_rect(cell).center
    if ev.auto:
        parts.append(scene.popup((centre[0], centre[1] - 40), _("The rest: {name}").format(
            name=scene.seats[seat].name), theme.WHITE, 0.5, theme.SMALL, rise=40, within=window))
    pops = []
    if after != before:  # "+5", "-2" (a signed gain: never "+-2")
        pops.append(scene.popup(centre, f"{after - before:+d}", theme.GOLD, 0.7, rise=50, within=window))
    if ev.token == M.CROWN:
        n = m.collections[seat].count(M.CROWN) + 1
        pops.append(scene.popup(centre, _("Crown {n}/3").format(n=n), theme.LAMP, 0.9, theme.BODY, rise=50,
                                within=window))
    return Sequence(*parts, fly, Parallel(*pops) if pops else Wait(0.05))


def on_line_completed(scene, ev) -> Anim:
    a = scene.cell_rect(ev.cells[0]).center
    b = scene.cell_rect(ev.cells[2]).center

    def draw(s, p):
        _line(s, a, lerp2(a, b, p), seat_colour(ev.seat))

    def done():
        scene.m.lines.append((ev.seat, tuple(ev.cells)))
    mid = scene.cell_rect(ev.cells[1]).center
    below = (mid[0], mid[1] + theme.line_height(theme.HEADING))  # "+3" under "LINE!", over the window
    return Sequence(Tween(0.5, draw, "easeOutCubic", on_start=lambda: scene.play("fanfare"), on_done=done),
                    Parallel(scene.popup(mid, _("LINE!"), seat_colour(ev.seat), 0.8, within=scene.window_rect()),
                             scene.popup(below, "+3", theme.GOLD, 0.8, within=scene.window_rect())))


def on_crown_win(scene, ev) -> Anim:
    top = (theme.WIDTH / 2, 80)
    end = scene.header_token(ev.seat)

    def crown(s, p):
        img = scaled("crown", round(lerp(1.4, 0.6, p) * 20) / 20)
        s.blit(img, img.get_rect(center=flight_point(top, (end[0], end[1] - 70), p, 100)))
    return Sequence(scene.banner(_("THREE CROWNS!"), _("{name} wins at once").format(name=scene.seats[ev.seat].name),
                                 theme.GOLD, 1.3, "fanfare"),
                    Tween(0.9, crown, "easeOutBounce", on_done=lambda: scene.m.winners.append(ev.seat)))


def on_game_over(scene, ev) -> Anim:
    m = scene.m

    def start():
        m.over, m.phase, m.winners = True, "over", list(ev.winners)
    if ev.reason == "crowns":
        return Call(start)
    a, b = ev.scores[0].total, ev.scores[1].total
    if len(ev.winners) > 1:
        title, sub = _("A draw!"), _("{a} points each, the same lines").format(a=a)
    else:
        w = ev.winners[0]
        title = _("{name} wins!").format(name=scene.seats[w].name)
        sub = _("{a} to {b}").format(a=max(a, b), b=min(a, b)) if a != b else \
            _("{a} all: more lines wins").format(a=a)
    return Sequence(Call(start), scene.banner(title, sub, theme.GOLD, 1.8, "fanfare"))


#: Every engine event of the game → its animation (``None``: deliberately not animated).
ANIMATIONS = {
    M.RoundStarted: on_round_started,
    M.ThrowCommitted: on_throw_committed,
    M.DuelRevealed: on_duel_revealed,
    M.Peeked: on_peeked,
    M.HiddenRevealed: on_hidden_revealed,
    M.RewardTaken: on_reward_taken,
    M.LineCompleted: on_line_completed,
    M.CrownWin: on_crown_win,
    M.GameOver: on_game_over,
}
