"""The La Cité des Voleurs table (``shared/rules/cite.md``; events in ``docs/games/cite.md``).

Every engine event becomes an animation: the active thief gathers the dice and throws them into the tray, where
they tumble (flight, spin, blur frames, bounces) and settle on their faces; kept dice slide onto the ledge in front of
the tray; stopping and announcing get their call-outs; the combination is named on a banner; a crosshair flies to
the victim (Camouflage shields flash); loot tokens fly coin by coin between the thieves and the pot; the heist's
escape die rolls; the winner is crowned. Layout comes from ``levels/cite.tmx`` (anchors in ``docs/levels.md``).

A human acts with the d-pad over the dice and the buttons under the tray: confirm on a die marks it for a reroll,
then *Reroll*, *Stop* or *Announce*; a victim is chosen among the opponents' seats (protected ones are marked).

**[D] No curtain.** Everything in this game is public (every seat's view holds the same facts), so with two or more
humans the table never hides behind the "Pass to …" curtain: the active human acts at once from their own device.

The scene keeps a small *picture model* (``self.m``) that animations update as they play; it is re-synced from the
view after every batch of animations, so the picture always ends up matching the engine.
"""

from __future__ import annotations

import dataclasses
import math
import random

import pygame

from ..engine import cite as C
from ..engine.base import Action, View
from ..i18n import N_, _
from ..input.intents import Intent
from ..ui import theme
from ..ui.cache import surface_cache
from ..ui.dice import DIE_PX, Tumble, draw_die, face_name
from ..ui.level import load_level
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.sprites import sprite, thief_name
from ..ui.text import blit_text, fit_size
from ..ui.tokens import draw_token, flight_point
from ..ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ..ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol
from .table import TableScene

KEPT_SCALE = 0.72       # dice set apart on the ledge
ESCAPE_SCALE = 0.8      # the heist's escape die
THIEF_SCALE = 0.56      # thieves in the seat blocks: 95×118
BLOCK = (350, 230)      # a seat block, px
ROLL_TIME = 1.15        # seconds a thrown die tumbles before it rests
BUTTONS = ("roll", "stop", "announce")


def describe(kind: str | None, face: int | None, pot: int | None = None) -> str:
    """What combination ``kind`` (of ``face``) does, in a short line for banners and the panel."""
    if kind is None:
        return _("No combination: 1 token to the pot")
    texts = {
        C.HEIST: _("Three 1s: steal 3, then the escape roll"),
        C.SWAP: _("Three 2s: swap fortunes with a victim"),
        C.CONTRACT: _("Three 3s: steal 2, the pot pays the victim 1"),
        C.CAMOUFLAGE: _("Three 4s: protected until your next turn"),
        C.RECOVERY: _("Three {f}s: take the whole pot"),
        C.STRAIGHT: _("A straight: 1 token from the pot") if pot != 0 else _("A straight: steal 1 from a victim"),
        C.ACCIDENTAL_FOUR: _("Four {f}s: steal 2 from everyone"),
        C.ANNOUNCED_FOUR: _("Four {f}s as announced: a victim's tokens and the pot"),
    }
    return texts[kind].format(f=face)


def combination_positions(kind: str | None, face: int | None, dice) -> set[int]:
    """Positions (1–4) of the dice that make combination ``kind`` (all four for straights and fours)."""
    if kind is None:
        return set()
    if kind in (C.STRAIGHT, C.ACCIDENTAL_FOUR, C.ANNOUNCED_FOUR):
        return {1, 2, 3, 4}
    return {p for p, d in enumerate(dice, 1) if d == face}


@dataclasses.dataclass
class DieShown:
    """A die as the table shows it: ``face``, ``spot`` (``tray``, ``ledge`` or ``hand`` = off the table) and the
    small tilt it came to rest with (degrees)."""

    face: int
    spot: str = "hand"
    angle: float = 0.0


@dataclasses.dataclass
class Model:
    """What the table shows (updated by animations, re-synced from the view after each batch)."""

    players: int
    dice: list = dataclasses.field(default_factory=list)        # 4 DieShown, positions 1–4
    tokens: list = dataclasses.field(default_factory=list)      # shown tokens per seat
    pot: int = 0
    active: int | None = None
    roll: int = 0
    protected: set = dataclasses.field(default_factory=set)
    round: int = 1
    winners: list = dataclasses.field(default_factory=list)
    escape: tuple | None = None                                 # (face, escaped) until the next turn
    glow: set = dataclasses.field(default_factory=set)          # positions of the combination's dice
    moving: set = dataclasses.field(default_factory=set)        # dice drawn by an animation, not the table
    odd: int | None = None                                      # the announced odd die's position
    over: bool = False


class CiteTable(TableScene):
    """The La Cité des Voleurs table scene (``TABLE``). See the module docstring; the base
    :class:`~thieves_arcade.scenes.table.TableScene` runs the turn loop, bots, pause and game over."""

    banner_height = 170
    name = "cite"
    think_delay = 0.8

    def __init__(self, app, game_id: str = "cite", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        self.level = load_level("cite")
        super().__init__(app, game_id, seats or ["normal", "normal", "normal"], options, seed, **kwargs)
        n = len(self.seats)
        self.seat_pos = self.level.seats(n)
        self.t = 0.0
        self.focus = 0           # human cursor over dice 1–4 then the buttons (index into focus_items)
        self.marks: set[int] = set()
        self.victim = 0          # human cursor over view.candidates
        self.hint = ""           # a short help line after a confirm that could not act
        self._rng = random.Random(seed)
        self.m = Model(n)
        self.sync(self.public_view_now())
        for d in self.m.dice:    # roll 1 of the first turn is animated from the setup events
            d.spot = "hand"
        self.m.active = None

    # ---- privacy: everything is public ----------------------------------------------------------------------------
    @property
    def curtain_up(self) -> bool:
        """Never: nothing in this game is private ([D], module docstring)."""
        return False

    def allowed_private_seat(self) -> int | None:
        """The active human's seat (their view only adds the legal actions), else the base rule."""
        cp = self.current_player
        if cp is not None and self.seats[cp].is_human and cp not in self.disconnected:
            return cp
        return super().allowed_private_seat()

    # ---- model ----------------------------------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        if len(m.dice) != 4:
            m.dice = [DieShown(f) for f in view.dice]
        for p, d in enumerate(m.dice, 1):
            d.face = view.dice[p - 1]
            d.spot = "ledge" if p in view.kept else "tray"
        m.tokens = list(view.tokens)
        m.pot = view.pot
        m.active = view.active if view.phase != C.PHASE_OVER else m.active
        m.roll = view.roll
        m.protected = set(view.protected)
        m.round = view.round
        m.winners = list(view.winners)
        m.over = view.phase == C.PHASE_OVER
        m.moving = set()

    def refresh_view(self) -> None:
        super().refresh_view()
        if hasattr(self, "m"):
            self.sync(self.view)

    # ---- geometry -------------------------------------------------------------------------------------------------
    def block(self, seat: int) -> pygame.Rect:
        """The seat block's rect."""
        rect = pygame.Rect((0, 0), BLOCK)
        rect.center = self.seat_pos[seat]
        return rect

    def token_point(self, seat: int) -> tuple[float, float]:
        """Where a seat's coin icon sits (tokens fly to and from here)."""
        b = self.block(seat)
        return b.left + 186, b.top + 104

    def hand_point(self, seat: int) -> tuple[float, float]:
        """Where the seat's thief throws dice from: the block's edge facing the tray."""
        x, y = self.seat_pos[seat]
        return (x + 200, y - 30) if x < theme.WIDTH / 2 else (x - 200, y - 30)

    def pot_point(self) -> tuple[float, float]:
        """Where tokens fly to and from the pot on screen (px)."""
        x, y = self.level.point("pot")
        return x, y - 40

    def die_point(self, p: int, spot: str) -> tuple[float, float]:
        """Resting centre of die ``p`` in ``spot`` (tray or ledge)."""
        return self.level.point(f"kept_{p}" if spot == "ledge" else f"die_{p}")

    def point_of(self, where) -> tuple[float, float]:
        """A token source/destination (a seat or ``"pot"``) on screen."""
        return self.pot_point() if where == C.POT else self.token_point(where)

    # ---- small animation helpers ----------------------------------------------------------------------------------
    def _popup(self, at, label: str, colour=theme.GOLD, dur: float = 0.9, size: int = theme.HEADING) -> Anim:
        """Text rising and fading above ``at`` (a seat number or a point)."""
        point = (self.seat_pos[at][0], self.block(at).top + 10) if isinstance(at, int) else at
        return self.popup(point, label, colour, dur, size)

    def _who(self, seat: int) -> str:
        return self.seats[seat].name

    # ---- events → animations ----------------------------------------------------------------------------------------
    def _on_TurnStarted(self, ev) -> Anim:
        m = self.m
        on_table = [(p, d) for p, d in enumerate(m.dice, 1) if d.spot != "hand"]
        hand = self.hand_point(ev.seat)
        starts = {p: self.die_point(p, d.spot) for p, d in on_table}
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

    def _on_ProtectionEnded(self, ev) -> Anim:
        def start():
            self.m.protected.discard(ev.seat)
        return Parallel(Tween(0.0, on_start=start), self._popup(ev.seat, _("Camouflage ends"), theme.BLUE, 0.8,
                                                                theme.BODY))

    def _on_DiceRolled(self, ev) -> Anim:
        m = self.m
        hand = self.hand_point(ev.seat)
        rolled, kept = set(ev.rerolled), set(ev.kept)
        pick = {p: self.die_point(p, m.dice[p - 1].spot) for p in rolled if m.dice[p - 1].spot != "hand"}
        slide = {p: self.die_point(p, m.dice[p - 1].spot) for p in kept if m.dice[p - 1].spot == "tray"}
        tumbles = {}
        for i, p in enumerate(sorted(rolled)):
            seed = self._rng.randrange(1 << 30)
            start = (hand[0], hand[1] + (i - (len(rolled) - 1) / 2) * 46)
            tumbles[p] = (i * 0.09, Tumble(start, self.die_point(p, "tray"), ev.dice[p - 1], seed,
                                           self._rng.uniform(-9, 9)))

        def start_pick():
            m.moving |= set(pick) | set(slide)
            m.roll = ev.roll

        def draw_pick(s, p):
            for q, pos in slide.items():
                draw_die(s, face_name(m.dice[q - 1].face), lerp2(pos, self.die_point(q, "ledge"), p),
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
            Tween(span, draw_throw, "linear", on_start=lambda: self.play("dice_rattle"), on_done=done_throw),
            Sequence(Wait(ROLL_TIME * Tumble.land * 0.95), Call(lambda: self.play("dice_settle"))))
        parts = []
        if pick or slide:
            parts.append(Tween(0.35, draw_pick, "easeInOutQuad", on_start=start_pick, on_done=done_pick))
        else:
            parts.append(Call(lambda: (start_pick(), done_pick())))
        parts.append(throw)
        if ev.announced:
            parts.append(Wait(0.3))
        return Sequence(*parts)

    def _on_Stopped(self, ev) -> Anim:
        def start():
            self.play("click")
            self.m.glow = {1, 2, 3, 4}
        return Parallel(Tween(0.0, on_start=start), self._popup(ev.seat, _("Stop!"), theme.GOLD, 0.7))

    def _on_Announced(self, ev) -> Anim:
        def start():
            self.m.odd = ev.odd_position
            self.m.glow = {p for p in range(1, 5) if p != ev.odd_position}
        return Sequence(Call(start), self.banner(_("ALL OR NOTHING!"), _("{name} goes for four {f}s").format(
            name=self._who(ev.seat), f=ev.face), theme.LAMP, 1.0, "fanfare"))

    def _on_AnnounceResolved(self, ev) -> Anim:
        def start():
            self.m.odd = None
            self.m.glow = {1, 2, 3, 4} if ev.success else set()
        if ev.success:
            return Sequence(Call(start), self.banner(_("FOUR {f}s!").format(f=ev.face), _("The announce pays off"),
                                                      theme.GOLD, 0.9, "fanfare"))
        return Sequence(Call(start), self.banner(_("Missed!"), _("The four is lost: 2 tokens to the pot"),
                                                  theme.RED, 0.9, "caught"))

    def _on_CombinationFound(self, ev) -> Anim:
        def start():
            self.m.glow = combination_positions(ev.kind, ev.face, ev.dice)
        if ev.kind == C.ANNOUNCED_FOUR:
            return Call(start)  # the announce banner already named it
        colour = theme.BLUE if ev.kind == C.CAMOUFLAGE else theme.GOLD
        return Sequence(Call(start), self.banner(combo_name(ev.kind), describe(ev.kind, ev.face, self.m.pot), colour,
                                                 1.1, "fanfare"))

    def _on_NoCombination(self, ev) -> Anim:
        def start():
            self.m.glow = set()
        return Sequence(Call(start), self.banner(_("Nothing!"), _("{name} pays 1 token to the pot").format(
            name=self._who(ev.seat)), theme.GREY, 0.6))

    def _on_TargetRequested(self, ev) -> Anim:
        return self._popup(ev.seat, _("Choose a victim"), theme.LAMP, 0.7, theme.BODY)

    def _on_TargetChosen(self, ev) -> Anim:
        start = self.seat_pos[ev.seat]
        end = (self.seat_pos[ev.target][0] - 95, self.seat_pos[ev.target][1] + 20)

        def draw(s, p):
            x, y = flight_point(start, end, p, 160)
            r = lerp(70, 56, p)
            _crosshair(s, (x, y), r, theme.RED)

        def hold(s, p):
            _crosshair(s, end, 56 + 8 * math.sin(p * math.pi * 3), theme.RED)
        label = _("Protected!") if ev.protected else _("Victim: {name}").format(name=self._who(ev.target))
        return Sequence(Tween(0.55, draw, "easeInOutQuad", on_start=lambda: self.play("click")),
                        Parallel(Tween(0.6, hold, "linear"),
                                 self._popup(ev.target, label, theme.BLUE if ev.protected else theme.RED, 0.6,
                                             theme.BODY)))

    def _on_ProtectionBlocked(self, ev) -> Anim:
        x, y = self.seat_pos[ev.protected_seat]
        centre = (x - 95, y + 20)

        def draw(s, p):
            r = lerp(40, 90, p)
            _shield(s, centre, r, 255 if p < 0.6 else round(255 * (1 - p) / 0.4))
        anims = [Tween(0.8, draw, "easeOutBack", on_start=lambda: self.play("unmask")),
                 self._popup(ev.protected_seat, _("Protected!"), theme.BLUE, 0.8, theme.BODY)]
        if ev.whole_effect:
            return Sequence(Parallel(*anims), self.banner(_("Camouflaged!"), _("{name} loses the turn").format(
                name=self._who(ev.seat)), theme.BLUE, 0.6))
        return Parallel(*anims)

    def _on_TokensMoved(self, ev) -> Anim | None:
        m = self.m
        if ev.count <= 0:
            if ev.requested > 0 and ev.source != C.POT:
                return self._popup(ev.source, _("Empty pockets!"), theme.GREY, 0.8, theme.BODY)
            return None
        a, b = self.point_of(ev.source), self.point_of(ev.dest)
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
                self.burst("coin", b, 5, speed=420, life=0.6)  # each token lands with a little splash of coins

        for k in range(ev.count):
            def draw(s, p):
                x, y = flight_point(a, b, p, 150)
                draw_token(s, (x, y), 0.7 + 0.25 * math.sin(p * math.pi))
            coins.append(Sequence(Wait(k * stagger), Tween(0.6, draw, "easeInOutSine", on_start=take, on_done=give)))
        pops = []
        if ev.dest != C.POT:
            pops.append(self._popup(ev.dest, f"+{ev.count}", theme.GOLD, 0.9))
        if ev.source != C.POT:
            pops.append(self._popup(ev.source, f"−{ev.count}", theme.RED, 0.9))
        return Parallel(Tween(0.0, on_start=lambda: self.play("coins")), *coins,
                        Sequence(Wait(0.6 + stagger * (ev.count - 1) - 0.3), Parallel(*pops)))

    def _on_EscapeRoll(self, ev) -> Anim:
        rest = self.level.point("escape")
        tumble = Tumble(self.hand_point(ev.seat), rest, ev.face, self._rng.randrange(1 << 30), 0.0, 200)

        def draw(s, p):
            tumble.draw(s, p, ESCAPE_SCALE)
            blit_text(s, _("Escape roll: 3–6 gets away"), (rest[0], rest[1] - 95), theme.SMALL, theme.WHITE,
                      outline=3)

        def done():
            self.m.escape = (ev.face, ev.escaped)
        word, colour = (_("ESCAPED!"), theme.GREEN) if ev.escaped else (_("CAUGHT!"), theme.RED)

        def stamp(s, p):
            size = round(lerp(140, 84, min(1.0, p * 3)) / 4) * 4
            blit_text(s, word, (rest[0], rest[1] - 10), size, colour, "title", outline=5,
                      alpha=255 if p < 0.8 else round(255 * (1 - p) * 5) // 8 * 8)
        sound = "fanfare" if ev.escaped else "caught"
        return Sequence(Tween(ROLL_TIME, draw, "linear", on_start=lambda: self.play("dice_rattle"), on_done=done),
                        Tween(0.9, stamp, "linear", on_start=lambda: self.play(sound)))

    def _on_FortunesSwapped(self, ev) -> Anim:
        return Parallel(self._popup(ev.seat, _("Swapped!"), theme.BLUE, 0.8, theme.BODY),
                        self._popup(ev.target, _("Swapped!"), theme.BLUE, 0.8, theme.BODY))

    def _on_ProtectionStarted(self, ev) -> Anim:
        x, y = self.seat_pos[ev.seat]
        centre = (x - 95, y + 20)

        def draw(s, p):
            _shield(s, centre, lerp(120, 46, p), 255)

        def done():
            self.m.protected.add(ev.seat)
        return Parallel(Tween(0.7, draw, "easeOutCubic", on_start=lambda: self.play("unmask"), on_done=done),
                        self._popup(ev.seat, _("Hidden until next turn"), theme.BLUE, 0.9, theme.BODY))

    def _on_GameWon(self, ev) -> Anim:
        names = ", ".join(self._who(w) for w in ev.winners)
        title = (_("{names} win!") if len(ev.winners) > 1 else _("{names} wins!")).format(names=names)
        if ev.reason == "goal":
            sub = _("{n} tokens: the goal is reached").format(n=ev.tokens[ev.winners[0]])
        else:
            sub = _("Most tokens after {r} rounds").format(r=self.m.round)
        top = (theme.WIDTH / 2, 120)
        crowns = []
        for w in ev.winners:
            end = (self.seat_pos[w][0] - 95, self.block(w).top + 88)  # below the name, over the thief (issue 16)

            def draw(s, p, end=end):
                img = _crown(round(lerp(1.0, 0.5, p) * 10))
                s.blit(img, img.get_rect(center=flight_point(top, end, p, 120)))
            crowns.append(Tween(1.2, draw, "easeOutBounce"))

        def start():
            self.m.winners = list(ev.winners)
            self.m.over = True
        return Sequence(Call(start), Parallel(self.banner(title, sub, theme.GOLD, 1.6, "fanfare"), *crowns))

    # ---- human input ----------------------------------------------------------------------------------------------
    def focus_items(self, view: View) -> list[str]:
        """What the d-pad moves over in the roll phase: ``d1``…``d4`` then the buttons that are legal now."""
        items = ["d1", "d2", "d3", "d4", "roll", "stop"]
        if C.Announce() in view.legal:
            items.append("announce")
        return items

    def turn_started(self, seat: int, view: View) -> None:
        self.marks = set()
        self.hint = ""
        if view.phase == C.PHASE_TARGET:
            cands = list(view.candidates)
            free = [c for c in cands if c not in view.protected] or cands
            best = max(free, key=lambda c: (view.tokens[c], -c))
            self.victim = cands.index(best)
        else:
            items = self.focus_items(view)
            self.focus = items.index("stop") if view.combination is not None else 0

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        if not view.legal:
            return None
        if view.phase == C.PHASE_TARGET:
            cands = list(view.candidates)
            if intent in DIRECTIONS:  # screen order over the seat blocks (ui.nav)
                moved = nav_step(self.option_rects(view), self.victim % len(cands), intent)
                if moved != self.victim % len(cands):
                    self.victim = moved
                    self.play("click")
                return None
            if intent == Intent.CONFIRM:
                return C.Target(cands[self.victim % len(cands)])
            return None
        items = self.focus_items(view)
        self.focus = min(self.focus, len(items) - 1)
        item = items[self.focus]
        if intent in DIRECTIONS:  # screen order over the dice and the buttons (ui.nav)
            moved = nav_step(self.option_rects(view), self.focus, intent)
            if moved != self.focus:
                self.focus = moved
                self.play("click")
        elif intent == Intent.BACK:
            self.marks.clear()
            self.play("click")
        elif intent == Intent.CONFIRM:
            self.hint = ""
            if item.startswith("d"):
                self.marks ^= {int(item[1])}
                self.play("click")
            elif item == "roll":
                action = C.Reroll(tuple(sorted(self.marks)))
                if self.marks and action in view.legal:
                    return action
                self.hint = _("Mark dice to reroll first (confirm on a die)")
            elif item == "stop":
                return C.Stop()
            elif item == "announce":
                return C.Announce()
        return None

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """What the d-pad moves over, as drawn: in the target phase the candidates' seat blocks (order of
        ``view.candidates``), else per :meth:`focus_items` entry a die's rect (tray or ledge) or a button's."""
        if view.phase == C.PHASE_TARGET:
            return [self.block(seat) for seat in view.candidates]
        buttons = self.button_rects(view)
        out = []
        for item in self.focus_items(view):
            if item.startswith("d"):
                p = int(item[1])
                d = self.m.dice[p - 1]
                scale = KEPT_SCALE if d.spot == "ledge" else 1.0
                r = pygame.Rect(0, 0, round(DIE_PX * scale), round(DIE_PX * scale))
                r.center = tuple(round(v) for v in self.die_point(p, d.spot if d.spot != "hand" else "tray"))
                out.append(r)
            else:
                out.append(buttons[item])
        return out

    def button_rects(self, view: View) -> dict[str, pygame.Rect]:
        """The roll phase's buttons in the panel (``roll``, ``stop``, ``announce`` when legal): item → rect."""
        panel = self.level.anchor("panel")
        row2 = panel.top + 104
        buttons = [i for i in self.focus_items(view) if i in BUTTONS]
        bw, gap = 300, 24
        x0 = panel.centerx - (len(buttons) * bw + (len(buttons) - 1) * gap) / 2
        return {item: pygame.Rect(round(x0 + k * (bw + gap)), row2 - 30, bw, 60) for k, item in enumerate(buttons)}

    @property
    def cursor(self) -> int:
        """Index in ``view.legal`` of the action confirm plays now (``-1``: confirm marks a die or does nothing).
        Setting it places the cursor on that action (the snapshot tool's pilot uses this)."""
        legal = list(self.view.legal)
        if not legal:
            return -1
        if self.view.phase == C.PHASE_TARGET:
            return legal.index(C.Target(self.view.candidates[self.victim % len(self.view.candidates)]))
        item = self.focus_items(self.view)[min(self.focus, len(self.focus_items(self.view)) - 1)]
        action = {"stop": C.Stop(), "announce": C.Announce(),
                  "roll": C.Reroll(tuple(sorted(self.marks)))}.get(item)
        return legal.index(action) if action in legal else -1

    @cursor.setter
    def cursor(self, index: int) -> None:
        """Put the marks and focus on legal action number ``index`` (used by the snapshot tool)."""
        action = list(self.view.legal)[index]
        if isinstance(action, C.Target):
            self.victim = list(self.view.candidates).index(action.seat)
            return
        items = self.focus_items(self.view)
        if isinstance(action, C.Reroll):
            self.marks = set(action.positions)
            self.focus = items.index("roll")
        else:
            self.focus = items.index("announce" if isinstance(action, C.Announce) else "stop")

    def human_turn(self) -> int | None:
        """The human seat that may act now (input ready, nothing animating), else ``None``."""
        cp = self.current_player
        if cp is None or self.timeline.busy or not self.seats[cp].is_human or self._ready_for != cp:
            return None
        return cp if self.view.legal else None

    # ---- drawing --------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        m = self.m
        surface.blit(self.level.background, (0, 0))
        self._draw_pot(surface)
        human = self.human_turn()
        choosing = human is not None and view.phase == C.PHASE_TARGET
        for seat in range(m.players):
            self._draw_seat(surface, seat, view, choosing)
        ledge = self.level.anchor("ledge")
        blit_text(surface, _("Kept"), (ledge.left - 14, ledge.centery), theme.SMALL, theme.LAMP, anchor="midright",
                  outline=3)
        rolling = human is not None and view.phase == C.PHASE_ROLL
        focus = self.focus_items(view)[min(self.focus, len(self.focus_items(view)) - 1)] if rolling else None
        for p, d in enumerate(m.dice, 1):
            if d.spot == "hand" or p in m.moving:
                continue
            pos = self.die_point(p, d.spot)
            scale = KEPT_SCALE if d.spot == "ledge" else 1.0
            marked = rolling and p in self.marks
            lift = 16 if marked else 0
            if p in m.glow or p == m.odd:
                glow = _glow_ring(round(150 * scale), theme.LAMP if p != m.odd else theme.RED)
                surface.blit(glow, glow.get_rect(center=(pos[0], pos[1] - lift)))
            rect = draw_die(surface, face_name(d.face), pos, d.angle if not rolling else 0.0, scale, lift)
            if p in m.glow or p == m.odd:
                pygame.draw.rect(surface, theme.GOLD if p != m.odd else theme.RED, rect.inflate(-18, -18), 6,
                                 border_radius=22)
            if marked:  # the pill fits its word in every language ("Relancer")
                word = _("Reroll")
                tag = pygame.Rect(0, 0, max(150, theme.font(theme.SMALL).size(word)[0] + 30), 46)
                tag.center = (rect.centerx, rect.bottom + 26)
                draw_panel(surface, tag, theme.BLUE, 240, 22, theme.WHITE)
                blit_text(surface, word, tag.center, theme.SMALL, theme.WHITE)
            if focus == f"d{p}":
                box = rect.inflate(22, 22)
                pygame.draw.rect(surface, theme.GOLD, box, 7, border_radius=26)
                bob = 8 * math.sin(self.t * 6)
                _arrow(surface, (box.centerx, box.top - 26 + bob), theme.GOLD)
        if m.escape is not None:
            face, escaped = m.escape
            pos = self.level.point("escape")
            draw_die(surface, face_name(face), pos, 0.0, ESCAPE_SCALE)
            blit_text(surface, _("escaped") if escaped else _("caught"), (pos[0] + 150, pos[1]), theme.SMALL,
                      theme.GREEN if escaped else theme.RED, anchor="center", outline=3)

    def _draw_pot(self, surface: pygame.Surface) -> None:
        x, y = self.level.point("pot")
        img = _scaled("pot", 0.8)
        surface.blit(img, img.get_rect(center=(x, y)))
        draw_token(surface, (x + 170, y - 12), 0.8)
        blit_text(surface, str(self.m.pot), (x + 215, y - 12), theme.HEADING, theme.GOLD, "title", anchor="midleft",
                  outline=4)
        blit_text(surface, _("Pot"), (x + 172, y + 50), theme.SMALL, theme.WHITE, outline=3)

    def _draw_seat(self, surface: pygame.Surface, seat: int, view: View, choosing: bool) -> None:
        m = self.m
        b = self.block(seat)
        active = m.active == seat and not m.over
        winner = seat in m.winners
        colour = seat_colour(seat)
        if active or winner:
            glow = _glow_ring(300, theme.LAMP)
            surface.blit(glow, glow.get_rect(center=b.center))
        draw_panel(surface, b, theme.INK, 225, 24, theme.GOLD if winner else colour)
        if active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
            draw_turn_marker(surface, b, self.t)
        draw_symbol(surface, seat_symbol(seat), (b.left + 32, b.top + 34), 17, colour)
        blit_text(surface, self.seats[seat].name, (b.left + 60, b.top + 34), theme.SMALL, theme.WHITE,
                  anchor="midleft")
        thief = (b.left + 82, b.top + 150)
        hidden = seat in m.protected
        img = _scaled(thief_name(seat), THIEF_SCALE, 110 if hidden else 255)
        bob = 5 * math.sin(self.t * 5) if active and not self.timeline.busy else 0
        surface.blit(img, img.get_rect(center=(thief[0], thief[1] - bob)))
        if hidden:
            _shield(surface, (thief[0], thief[1] + 6), 40, 235)
        if winner:
            crown = _crown(5)
            surface.blit(crown, crown.get_rect(center=(thief[0], b.top + 88)))
        tx, ty = self.token_point(seat)
        draw_token(surface, (tx, ty), 0.75)
        n = m.tokens[seat]
        blit_text(surface, str(n), (tx + 40, ty), theme.HEADING, theme.GOLD, "title", anchor="midleft", outline=3)
        bar = pygame.Rect(b.left + 150, b.top + 150, 180, 16)
        pygame.draw.rect(surface, (60, 54, 80), bar, border_radius=8)
        frac = max(0.0, min(1.0, n / max(1, view.goal)))
        if frac > 0:
            pygame.draw.rect(surface, theme.GOLD, (bar.left, bar.top, max(16, round(bar.width * frac)), bar.height),
                             border_radius=8)
        if hidden:
            tag = pygame.Rect(0, 0, 196, 46)
            tag.center = (b.left + 246, b.top + 198)
            draw_panel(surface, tag, theme.BLUE, 245, 22, theme.WHITE)
            blit_text(surface, _("Protected"), tag.center, theme.SMALL, theme.WHITE)
        if choosing and seat in view.candidates:
            cands = list(view.candidates)
            on = cands[self.victim % len(cands)] == seat
            centre = (thief[0], thief[1] + 6)
            if on:
                pulse = 6 * math.sin(self.t * 8)
                pygame.draw.rect(surface, theme.RED, b.inflate(18, 18), 7, border_radius=32)
                _crosshair(surface, centre, 60 + pulse, theme.RED)
                _arrow(surface, (b.centerx, b.top - 30 + pulse), theme.RED)
            else:
                _crosshair(surface, centre, 44, (150, 90, 90))

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        m = self.m
        hx, hy = self.level.point("hud")
        rounds = _("Round {n}").format(n=m.round) if not view.round_limit else \
            _("Round {n} of {k}").format(n=m.round, k=view.round_limit)
        blit_text(surface, rounds, (hx, hy), theme.BODY, theme.WHITE, anchor="midleft", outline=3)
        blit_text(surface, _("Goal: {n} tokens").format(n=view.goal), (theme.WIDTH - hx, hy), theme.BODY, theme.GOLD,
                  anchor="midright", outline=3)
        if m.over or m.active is None:
            return
        panel = self.level.anchor("panel")
        draw_panel(surface, panel, theme.NIGHT, 225, 28, seat_colour(m.active))
        human = self.human_turn()
        name = self._who(m.active)
        row1, row2, row3 = panel.top + 36, panel.top + 104, panel.bottom - 34
        left, right = panel.left + 30, panel.right - 30
        roll_text = _("Roll {r} of 3").format(r=max(1, m.roll))
        if human is None:
            busy = self.timeline.busy
            title = _("{name} is thinking…").format(name=name) if self.seats[m.active].is_bot and not busy else \
                _("{name}'s turn").format(name=name)
            blit_text(surface, title, (left, row1), theme.BODY, theme.WHITE, anchor="midleft")
            blit_text(surface, roll_text, (right, row1), theme.SMALL, theme.GREY, anchor="midright")
            if not busy and view.phase == C.PHASE_TARGET:
                line = _("Choosing a victim…")
            elif not busy:
                kind, face = C.read_combination(view.dice)
                line = combo_name(kind) + " · " + describe(kind, face, view.pot) if kind else \
                    _("No combination yet")
            elif m.moving:
                line = _("The dice are rolling…")
            elif all(d.spot != "hand" for d in m.dice):
                kind, face = C.read_combination([d.face for d in m.dice])
                line = combo_name(kind) if kind else ""
            else:
                line = ""
            if line:
                blit_text(surface, line, (panel.centerx, row2 + 20), theme.SMALL, theme.LAMP)
            return
        if view.phase == C.PHASE_TARGET:
            cands = list(view.candidates)
            target = cands[self.victim % len(cands)]
            kind = view.pending
            blit_text(surface, _("Choose a victim, {name}").format(name=name), (left, row1), theme.BODY,
                      theme.GOLD, anchor="midleft")
            blit_text(surface, combo_name(kind), (right, row1), theme.SMALL, theme.LAMP,
                      anchor="midright")
            if target in view.protected:
                line = _("{name} is protected: your effect would be void").format(name=self._who(target))
                col = theme.BLUE
            else:
                line = _("{name} holds {n} tokens").format(name=self._who(target), n=view.tokens[target])
                col = theme.WHITE
            blit_text(surface, line, (panel.centerx, row2), theme.SMALL, col)
            self.prompt([(Intent.LEFT, _("Move")), (Intent.CONFIRM, _("This one!"))]).draw(
                surface, (panel.centerx, row3))
            return
        kind, face = C.read_combination(view.dice)
        reading = (combo_name(kind) if kind else _("Nothing yet"))
        line = roll_text + " · " + reading
        drawn = blit_text(surface, line, (right, row1), theme.SMALL, theme.LAMP, anchor="midright")
        title = _("Your roll, {name}").format(name=name)  # shrinks (to 36 px) to stay clear of the roll line (FR)
        blit_text(surface, title, (left, row1), fit_size(title, theme.BODY, drawn.left - 24 - left), theme.GOLD,
                  anchor="midleft")
        items = self.focus_items(view)
        focus = items[min(self.focus, len(items) - 1)]
        n = len(self.marks)
        labels = {"roll": _("Reroll all") if n == 4 else (_("Reroll {n}").format(n=n) if n else _("Reroll…")),
                  "stop": _("Stop"), "announce": _("Announce four")}
        for item, r in self.button_rects(view).items():
            on = item == focus
            dim = item == "roll" and not n
            draw_panel(surface, r, theme.NIGHT_LIGHT if on else theme.INK, 245, 22, theme.GOLD if on else theme.GREY)
            blit_text(surface, labels[item], r.center, theme.BODY if on else theme.SMALL,
                      theme.GREY if dim else (theme.GOLD if on else theme.WHITE))
        if self.hint:
            blit_text(surface, self.hint, (panel.centerx, row3), theme.SMALL, theme.LAMP)
        else:
            self.prompt([(Intent.LEFT, _("Move")), (Intent.CONFIRM, _("Mark die / go")), (Intent.BACK, _("Clear"))]
                        ).draw(surface, (panel.centerx, row3))


#: The combinations' names on screen: English source text, translated when drawn (French: the rules' own names,
#: ``engine.cite.COMBINATION_NAMES``), so the English screens no longer show French names (issue 16).
COMBO_NAMES = {
    C.HEIST: N_("Daring heist"), C.SWAP: N_("Swap of fortunes"), C.CONTRACT: N_("Forced contract"),
    C.CAMOUFLAGE: N_("Camouflage"), C.RECOVERY: N_("Loot recovery"), C.STRAIGHT: N_("Straight"),
    C.ACCIDENTAL_FOUR: N_("Four by chance"), C.ANNOUNCED_FOUR: N_("Announced four"),
}


def combo_name(kind: str) -> str:
    """The name of combination ``kind`` in the language in force (``KeyError`` for an unknown kind)."""
    return _(COMBO_NAMES[kind])


# ---- cached pictures ---------------------------------------------------------------------------------------------
@surface_cache(4)
def _scaled(name: str, scale: float, alpha: int = 255) -> pygame.Surface:
    img = sprite(name)
    out = pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


@surface_cache(4)
def _crown(tenths: int) -> pygame.Surface:
    return _scaled("crown", max(1, tenths) / 10)


@surface_cache(4)
def _glow_ring(size: int, colour: tuple) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(10, 0, -1):
        r = size / 2 * k / 10
        pygame.draw.circle(surf, (*colour, 14 + (10 - k) * 5), (size / 2, size / 2), r)
    return surf


def _crosshair(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    x, y = centre
    pygame.draw.circle(surface, theme.INK, (x, y), r + 3, 9)
    pygame.draw.circle(surface, colour, (x, y), r, 5)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, colour, (x + dx * r * 0.55, y + dy * r * 0.55), (x + dx * r * 1.25,
                                                                                   y + dy * r * 1.25), 6)


def _shield(surface: pygame.Surface, centre: tuple[float, float], r: float, alpha: int) -> None:
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


def _arrow(surface: pygame.Surface, tip: tuple[float, float], colour: tuple) -> None:
    """A downward pointer whose tip is at ``tip``."""
    x, y = tip
    pts = [(x, y), (x - 22, y - 28), (x + 22, y - 28)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 3)


TABLE = CiteTable
