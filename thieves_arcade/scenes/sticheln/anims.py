"""sticheln: events → animations (issue 17: the table split by job; see docs/scenes.md)."""

from __future__ import annotations

import math

from ...engine import sticheln as S
from ...i18n import _
from ...ui import theme
from ...ui.cards import card_back, card_face, flip_frame
from ...ui.tween import Anim, Call, Sequence, Tween, Wait, lerp, lerp2
from .model import (
    FAN_SCALE,
    MARK_SCALE,
    PILE_SCALE,
    TALLY_HOLD,
    TALLY_ROW_DELAY,
    TRAY_SCALE,
    TRICK_SCALE,
    card_label,
)


class DealAnim(Anim):
    """The deal: ``total`` cards fly one at a time clockwise from the dealer, starting with seat ``first``; each
    landed card joins its seat's fan (``scene.m.deal`` counts them). ``gap`` s between cards, ``fly`` s per card.
    The cards leave from the dealer's fan (above the badge, not from its name) and bow towards the table's middle
    on the way (:func:`deal_point`), so a card to a seat of the same column never runs along the badges between
    (issue 21: the deal's stream of cards hid the dealer's and the next seat's names for two seconds at 150 %)."""

    def __init__(self, scene, dealer: int, first: int, total: int, gap: float = 0.022,
                 fly: float = 0.22):
        self.scene, self.dealer, self.first, self.total = scene, dealer, first, total
        self.gap, self.fly = gap, fly
        self.elapsed = 0.0
        self.started = False
        self.done = total == 0

    def update(self, dt: float) -> float:
        if not self.started:
            self.started = True
            self.scene.deal_started()
            self.scene.m.deal = (self.first, 0)
        self.elapsed += dt
        landed = max(0, min(self.total, math.floor((self.elapsed - self.fly) / self.gap) + 1))
        before = self.scene.m.deal[1] if self.scene.m.deal else 0
        if landed // 12 != before // 12:
            self.scene.play("card_flick")
        self.scene.m.deal = (self.first, landed)
        end = self.gap * (self.total - 1) + self.fly
        if self.elapsed >= end:
            self.done = True
            self.scene.m.deal = None
            return self.elapsed - end
        return 0.0

    def draw(self, surface) -> None:
        if not self.started or self.done:
            return
        scene = self.scene
        start = scene.fan_centre(self.dealer)
        n = scene.m.players
        lo = max(0, int((self.elapsed - self.fly) / self.gap))
        hi = min(self.total, int(self.elapsed / self.gap) + 1)
        img = card_back(FAN_SCALE)
        for i in range(lo, hi):
            p = (self.elapsed - i * self.gap) / self.fly
            if not 0 <= p < 1:
                continue
            surface.blit(img, img.get_rect(center=deal_point(start, scene.fan_centre((self.first + i) % n), p)))


def deal_point(start: tuple[float, float], end: tuple[float, float], p: float,
               middle: tuple[float, float] = (960, 450)) -> tuple[float, float]:
    """Where a dealt card flying from ``start`` to ``end`` is at ``p`` (0..1), px: on a quadratic curve whose
    control point lies halfway from the straight path's midpoint to the table's ``middle`` — it bows inwards,
    over the table, away from the seats' badges at its sides."""
    mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
    cx, cy = (mx + middle[0]) / 2, (my + middle[1]) / 2
    q = 1 - p
    return (q * q * start[0] + 2 * q * p * cx + p * p * end[0], q * q * start[1] + 2 * q * p * cy + p * p * end[1])


def on_round_started(scene, ev) -> Anim:
    dealer = scene.seats[ev.dealer].name
    leader = scene.seats[ev.leader].name
    title = _("Tie-break round") if ev.extra else _("Round {n}").format(n=ev.round)
    sub = _("{dealer} deals · {leader} leads").format(dealer=dealer, leader=leader)

    def start():
        m = scene.m
        m.round, m.dealer = ev.round, ev.dealer
        m.trick, m.lit, m.note = [], None, ""
        n = m.players
        m.hands, m.tricks, m.marked, m.shown = [0] * n, [0] * n, [0] * n, [()] * n
    return Sequence(Call(start), scene.banner(title, sub, theme.GOLD, 0.8, "click"))


def on_cards_dealt(scene, ev) -> Anim:
    return DealAnim(scene, ev.dealer, ev.first, sum(ev.hand_sizes))


def on_pain_chosen(scene, ev) -> Anim:
    start_pt = scene.fan_centre(ev.seat)
    end = scene.mark_point(ev.seat, ev.count - 1)

    def fly(s, p):
        img = card_back(lerp(FAN_SCALE, MARK_SCALE, p))
        x, y = lerp2(start_pt, end, p)
        s.blit(img, img.get_rect(center=(x, y - 50 * math.sin(p * math.pi))))

    def done():
        scene.m.marked[ev.seat] = ev.count
    return Tween(0.4, fly, "easeInOutQuad", on_start=lambda: scene.play("card_flick"), on_done=done)


def on_pain_revealed(scene, ev) -> Anim:
    seat = ev.seat
    cards = tuple(ev.cards)

    def start():
        if ev.left_hand:
            scene.m.hands[seat] = max(0, scene.m.hands[seat] - len(cards))
            if seat == scene.view_seat:
                scene.m.gone.update(cards)
        scene.play("card_flick")

    def flip(s, p):
        for k, c in enumerate(cards):
            img = flip_frame(c.colour, c.rank, MARK_SCALE * lerp(1.6, 1.0, p), p)
            s.blit(img, img.get_rect(center=scene.mark_point(seat, k)))

    def done():
        scene.m.shown[seat] = cards
        scene.m.marked[seat] = max(scene.m.marked[seat], len(cards))
    return Tween(0.32 if ev.when == "lead" else 0.4, flip, "linear", on_start=start, on_done=done)


def on_card_played(scene, ev) -> Anim:
    seat, card = ev.seat, ev.card
    private = seat == scene.view_seat and card in scene.view.hand
    if private:
        hand = scene.private_hand(scene.view)
        k = hand.index(card) if card in hand else 0
        start_pt = scene.tray_positions(len(hand))[k]
        scale0 = TRAY_SCALE
    else:
        fan = scene.fan_points(seat)
        start_pt = fan[len(fan) // 2] if fan else scene.fan_centre(seat)
        scale0 = FAN_SCALE
    end = scene.trick_slot(ev.position)

    def start():
        m = scene.m
        if ev.position == 0:
            m.trick, m.lit, m.note = [], None, ""
        m.turn = seat
        m.hands[seat] = max(0, m.hands[seat] - 1)
        if private:
            m.gone.add(card)
        scene.play("card_flick")

    def fly(s, p):
        x, y = lerp2(start_pt, end, p)
        y -= 70 * math.sin(p * math.pi)
        scale = lerp(scale0, TRICK_SCALE, p)
        if private:
            img = card_face(card.colour, card.rank, scale)
        else:
            img = flip_frame(card.colour, card.rank, scale, min(1.0, p * 1.25))
        s.blit(img, img.get_rect(center=(x, y)))

    def done():
        scene.m.trick.append(S.Played(seat, card))
        scene.m.turn = (seat + 1) % scene.m.players
    return Tween(0.42, fly, "easeOutCubic", on_start=start, on_done=done)


def on_trick_won(scene, ev) -> Anim:
    cards = list(ev.cards)
    win = next((i for i, pl in enumerate(cards) if pl.card == ev.winning), 0)
    name = scene.seats[ev.winner].name
    note = _("{name} takes it with {card}").format(name=name, card=card_label(ev.winning))
    slots = [scene.trick_slot(k) for k in range(len(cards))]
    pile = scene.pile_point(ev.winner)

    def light():
        scene.m.turn = ev.winner
        scene.m.trick = cards
        scene.m.lit = win
        scene.m.note = note
        scene.play("coins")

    def sweep_start():
        scene.m.trick = []
        scene.m.lit = None
        scene.play("trick_sweep")

    def sweep(s, p):
        img = card_back(lerp(TRICK_SCALE, PILE_SCALE, p))
        for k, pos in enumerate(slots):
            q = min(1.0, max(0.0, p * 1.3 - 0.3 * k / max(1, len(slots))))
            s.blit(img, img.get_rect(center=lerp2(pos, pile, q)))

    def swept():
        scene.m.tricks[ev.winner] += 1
        scene.fx.burst("sparkle", pile, 10, speed=380, spread=200, life=0.55)  # a small sparkle on the pile
    return Sequence(Call(light), Wait(0.9), Tween(0.5, sweep, "easeInOutQuad", on_start=sweep_start,
                                                  on_done=swept))


def on_round_scored(scene, ev) -> Anim:
    rows = list(ev.rows)
    duration = TALLY_ROW_DELAY * len(rows) + 0.5 + TALLY_HOLD

    def draw(s, p):
        scene.draw_tally(s, ev, p * duration)

    def start():
        scene.m.tally = True
        scene.play("coins")

    def done():
        scene.m.tally = False
        scene.m.scores = [r.total for r in rows]
    return Tween(duration, draw, "linear", on_start=start, on_done=done)


def on_tie_break_round(scene, ev) -> Anim:
    names = " & ".join(scene.seats[s].name for s in ev.seats)
    return scene.banner(_("A tie!"), _("{names}: one more round decides").format(names=names), theme.LAMP, 1.2,
                        "unmask")


def on_game_over(scene, ev) -> Anim:
    names = " & ".join(scene.seats[w].name for w in ev.winners)
    line = (_("{names} wins!") if len(ev.winners) == 1 else _("{names} win!")).format(names=names)

    def start():
        scene.m.result = ev
        scene.m.scores = list(ev.scores)
    return Sequence(Call(start), scene.banner(line, _("Final scores"), theme.GOLD, 1.4, "fanfare"))


#: Every engine event of the game → its animation (``None``: deliberately not animated).
ANIMATIONS = {
    S.RoundStarted: on_round_started,
    S.CardsDealt: on_cards_dealt,
    S.PainChosen: on_pain_chosen,
    S.PainRevealed: on_pain_revealed,
    S.CardPlayed: on_card_played,
    S.TrickWon: on_trick_won,
    S.RoundScored: on_round_scored,
    S.TieBreakRound: on_tie_break_round,
    S.GameOver: on_game_over,
}
