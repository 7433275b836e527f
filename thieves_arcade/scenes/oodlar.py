"""The Pickpockets table (``shared/rules/oodlar.md``; events, views and notation in ``docs/games/oodlar.md``).

The open wallet lies in the middle with its two face-down piles A and B; the 3–4 pickpockets stand at the counter
below. Every engine event is animated for the sofa: a steal flies a note to the thief while a speech bubble announces
its value; a swap takes a note *unannounced* (a "shh" bubble) and the returned note flies back face down; a peek lifts
the pile into the peeker's hand as a fan of backs, the cards hop as they are re-ordered, and the pile goes back; "Hands
up!" drops a banner and pins the police badge on the cop; a run shouts "I'm running!"; the showdown turns every hand
face up, stamps the marked notes and names the winners.

Private information — a seat's own notes, its memory of a pile's top, the peek screen where it re-orders a pile — is
drawn only for ``private_seat`` (see :class:`~thieves_arcade.scenes.table.TableScene`: behind the curtain when two or
more humans play). Layout comes from ``levels/oodlar.tmx`` (anchors in ``docs/levels.md``).

Human input: the cursor (``self.cursor``) is an index into ``view.legal``; the four directions move it on a grid
that matches the picture (steal/swap/peek rows under each pile, run below; a note and a pile for a swap's return; a
note of the pile on the peek screen; hands up / done), confirm plays it.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from ..engine import oodlar as od
from ..engine.base import Action, View
from ..i18n import _, ngettext
from ..input.intents import Intent
from ..ui import theme
from ..ui.bubble import SpeechBubble
from ..ui.cache import surface_cache
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.notes import fan_positions, flip_frame, note_back, note_face, pile_picture, scaled_sprite
from ..ui.text import blit_text
from ..ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ..ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol, shade
from .table import TableScene

PILE_SCALE = 0.8       # the piles in the wallet: 256×152
THIEF_SCALE = 0.8      # the pickpockets: 136×168
FLY_SCALE = 0.42       # a note in flight: 126×63
HAND_SCALE = 0.46      # a note in the private hand panel: 138×69
PEEK_SCALE = 0.62      # a note on the peek screen: 186×93
SHOW_SCALE = 0.4       # a note in a showdown fan: 120×60
MEMORY_SHOWN = 3       # remembered notes shown as chips under a pile (the rest as "+N")
ROWS = {"steal": 0, "swap": 1, "peek": 2, "run": 3}
REASONS = {
    od.ARREST: ("Arrested!", "The police caught a thief with 2 or more marked notes"),
    od.FALSE_ALARM: ("False alarm!", "Nobody held 2 marked notes: the police loses"),
    od.ESCAPE: ("Clean getaway!", "Enough money and at most 1 marked note"),
    od.FAILED_ESCAPE: ("Caught running!", "Too little money or too many marked notes"),
    od.EMPTY_WALLET: ("The wallet is empty!", "Richest thief with at most 1 marked note wins"),
}


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it; it is re-synced from the view after every batch)."""

    players: int
    piles: list = dataclasses.field(default_factory=lambda: [od.PILE_SIZE, od.PILE_SIZE])
    hands: list = dataclasses.field(default_factory=list)
    turn: int | None = 0
    log: list = dataclasses.field(default_factory=list)          # LogEntry, oldest first
    peeking: tuple | None = None                                  # (seat, pile, size) while a pile is in a hand
    police: int | None = None
    runner: int | None = None
    shown: tuple | None = None                                    # showdown hands: ((value, marked), …) per seat
    flipped: dict = dataclasses.field(default_factory=dict)       # seat -> notes turned face up so far
    stamped: set = dataclasses.field(default_factory=set)         # (seat, k) marked notes stamped so far
    result: object | None = None                                  # the GameOver event once shown


def pile_index(pile: str) -> int:
    """0 for pile ``"A"``, 1 for ``"B"`` (raises ``ValueError`` for anything else)."""
    return od.PILES.index(pile)


class OodlarTable(TableScene):
    """The Pickpockets table scene (``TABLE``); see the module docstring. Seats: 3–4."""

    banner_height = 200
    level_name = "oodlar"
    name = "oodlar"
    think_delay = 1.0
    end_hold = 3.5

    def __init__(self, app, game_id: str = "oodlar", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        super().__init__(app, game_id, seats or ["normal", "normal", "normal"], options, seed, **kwargs)
        n = len(self.seats)
        self.seat_pos = self.level.seats(n)
        self.cursor = 0
        self.m = Model(n, hands=[0] * n)
        self.sync(self.public_view_now())

    # ---- model ----------------------------------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        m.piles = list(view.pile_sizes)
        m.hands = list(view.hand_sizes)
        m.turn = view.current_player
        m.log = list(view.log)
        m.peeking = None
        if view.phase == od.ORDER:  # the pile is in the peeker's hand (back on the table once ordered)
            k = pile_index(view.pile)
            m.peeking = (view.current_player, view.pile, view.pile_sizes[k])
            m.piles[k] = 0
        if view.phase == od.OVER:
            m.shown = view.showdown and tuple(tuple((n.value, n.marked) for n in h) for h in view.showdown)
            m.flipped = {s: len(h) for s, h in enumerate(m.shown or ())}
            m.stamped = {(s, k) for s, h in enumerate(m.shown or ()) for k, n in enumerate(h) if n[1]}
            m.police = view.ended_by if view.reason in (od.ARREST, od.FALSE_ALARM) else None
            m.runner = view.ended_by if view.reason in (od.ESCAPE, od.FAILED_ESCAPE) else None

    def refresh_view(self) -> None:
        super().refresh_view()
        if hasattr(self, "m"):
            self.sync(self.view)
            self.cursor = min(self.cursor, max(0, len(self.view.legal) - 1))

    # ---- geometry -------------------------------------------------------------------------------------------------
    def seat_point(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s thief stands (px), from the level's seats for this player count."""
        return self.seat_pos[seat]

    def pile_point(self, pile: str) -> tuple[float, float]:
        """The centre of pile ``pile`` (``A`` or ``B``) in the wallet (px)."""
        return self.level.point(f"pile_{pile}")

    def hand_point(self, seat: int) -> tuple[float, float]:
        """Where a seat's face-down notes lie (beside the thief)."""
        x, y = self.seat_point(seat)
        return x - 120, y + 30

    def mouth(self, seat: int) -> tuple[float, float]:
        """The tip of a speech bubble's tail for ``seat``."""
        x, y = self.seat_point(seat)
        return (x + 40, y - 70) if x <= theme.WIDTH / 2 else (x - 40, y - 70)

    def bubble(self, seat: int, words: str, fill=theme.PAPER, size: int = theme.BODY) -> SpeechBubble:
        """A speech bubble saying ``words`` for ``seat``, its tail towards that thief."""
        return SpeechBubble(words, fill, size, tail_left=self.seat_point(seat)[0] <= theme.WIDTH / 2)

    def button_rect(self, action: Action) -> pygame.Rect:
        """The on-screen button of a turn move (steal/swap/peek under its pile, run below the wallet)."""
        area = self.level.anchor("actions")
        if isinstance(action, od.Run):
            rect = pygame.Rect(0, 0, 320, 62)
            rect.center = (area.centerx, area.bottom + 40)
            return rect
        row = ROWS[type(action).__name__.lower()]
        x = self.pile_point(action.pile)[0]
        rect = pygame.Rect(0, 0, 300, 60)
        rect.center = (x, area.top + 35 + row * 70)
        return rect

    # ---- events → animations ----------------------------------------------------------------------------------------
    def _say(self, seat: int, words: str, dur: float = 1.1, fill=theme.PAPER, size: int = theme.BODY) -> Tween:
        bubble = self.bubble(seat, words, fill, size)
        tip = self.mouth(seat)
        return Tween(dur, lambda s, p: bubble.draw(s, tip, p), "linear")

    def _fly(self, start, end, dur: float = 0.55, scale: float = FLY_SCALE, arc: float = 90.0, on_start=None,
             on_done=None) -> Tween:
        """A face-down note flying from ``start`` to ``end`` on an arc."""
        def draw(s, p):
            img = note_back(scale)
            x, y = lerp2(start, end, p)
            s.blit(img, img.get_rect(center=(x, y - arc * math.sin(p * math.pi))))
        return Tween(dur, draw, "easeInOutQuad", on_start=on_start, on_done=on_done)

    def _log(self, entry: od.LogEntry) -> Call:
        def add():
            if entry not in self.m.log[-1:]:
                self.m.log.append(entry)
        return Call(add)

    def _take_top(self, ev, entry: od.LogEntry, said: Anim, sound: str | None = None) -> Anim:
        """A face-down note flying from the top of ``ev.pile`` to ``ev.seat``'s hand, logged as ``entry``, while
        ``said`` (the speech bubble) plays; ``sound`` when it lands."""
        k = pile_index(ev.pile)

        def start():
            self.m.piles[k] = max(0, self.m.piles[k] - 1)
            self.m.turn = ev.seat
            self.play("card_flick")

        def done():
            self.m.hands[ev.seat] += 1
            if sound:
                self.play(sound)
        return Sequence(self._log(entry), Parallel(
            self._fly(self.pile_point(ev.pile), self.hand_point(ev.seat), on_start=start, on_done=done), said))

    def _on_Stole(self, ev) -> Anim:
        said = Sequence(Wait(0.25), self._say(ev.seat, f"${ev.value}!", 1.0, size=theme.HEADING))
        return self._take_top(ev, od.LogEntry(ev.seat, "steal", ev.pile, ev.value), said, "coins")

    def _on_Swapped(self, ev) -> Anim:
        said = self._say(ev.seat, _("Shh… a swap"), 0.9, theme.LAMP)
        return self._take_top(ev, od.LogEntry(ev.seat, "swap", ev.pile, None), said)

    def _on_Returned(self, ev) -> Anim:
        k = pile_index(ev.pile)

        def start():
            self.m.hands[ev.seat] = max(0, self.m.hands[ev.seat] - 1)
            self.play("card_flick")

        def done():
            self.m.piles[k] += 1
        return Sequence(self._log(od.LogEntry(ev.seat, "return", ev.pile, None)), Parallel(
            self._fly(self.hand_point(ev.seat), self.pile_point(ev.pile), on_start=start, on_done=done),
            self._say(ev.seat, _("…one back on {pile}").format(pile=ev.pile), 0.9, theme.LAMP)))

    def peek_fan(self, seat: int, size: int) -> list[tuple[float, float]]:
        """Where the notes of a pile held up by ``seat`` are (a fan of backs above the thief)."""
        x, y = self.seat_point(seat)
        return fan_positions(size, (x, y - 135), 300, 34)

    def _on_Peeked(self, ev) -> Anim:
        k = pile_index(ev.pile)
        start_pt = self.pile_point(ev.pile)
        target = self.seat_point(ev.seat)
        target = (target[0], target[1] - 135)

        def start():
            self.m.piles[k] = 0
            self.m.turn = ev.seat
            self.play("card_flick")

        def lift(s, p):
            img = pile_picture(1, lerp(PILE_SCALE, FLY_SCALE, p))
            x, y = lerp2(start_pt, target, p)
            s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))

        def done():
            self.m.peeking = (ev.seat, ev.pile, ev.size)
        return Sequence(self._log(od.LogEntry(ev.seat, "peek", ev.pile, None)), Parallel(
            Tween(0.6, lift, "easeInOutQuad", on_start=start, on_done=done),
            self._say(ev.seat, _("Let me look at {pile}…").format(pile=ev.pile), 1.0)))

    def _on_Arranged(self, ev) -> Anim:
        if self.view_seat == ev.seat:  # the peeker sees it on the peek screen
            return Tween(0.12, on_start=lambda: self.play("click"))
        positions = self.peek_fan(ev.seat, ev.size)
        j = (ev.placed * 5) % max(1, ev.size)

        def hop(s, p):
            x, y = positions[j]
            img = note_back(FLY_SCALE * 0.7)
            s.blit(img, img.get_rect(center=(x, y - 50 * math.sin(p * math.pi))))
        return Tween(0.22, hop, "easeOutQuad", on_start=lambda: self.play("click"))

    def _on_Reordered(self, ev) -> Anim:
        peek = self.m.peeking
        size = peek[2] if peek else 1
        start_pt = self.seat_point(ev.seat)
        start_pt = (start_pt[0], start_pt[1] - 135)
        end = self.pile_point(ev.pile)
        k = pile_index(ev.pile)

        def start():
            self.m.peeking = None
            self.play("card_flick")

        def put(s, p):
            img = pile_picture(1, lerp(FLY_SCALE, PILE_SCALE, p))
            x, y = lerp2(start_pt, end, p)
            s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))

        def done():
            self.m.piles[k] = size
        return Tween(0.55, put, "easeInOutQuad", on_start=start, on_done=done)

    def _on_PeekEnded(self, ev) -> Anim:
        return self._say(ev.seat, _("Hmm. Nothing to see."), 0.8)

    def _on_HandsUp(self, ev) -> Anim:
        name = self.seats[ev.seat].name
        by = self.level.point("banner")[1]
        x, y = self.seat_point(ev.seat)

        def badge(s, p):  # the badge spins in over the banner while it holds
            if p > 0.2:
                q = min(1.0, (p - 0.2) / 0.3)
                img = pygame.transform.rotozoom(scaled_sprite("badge_police", 0.8), (1 - q) * 360, 0.4 + 0.6 * q)
                s.blit(img, img.get_rect(center=(theme.WIDTH / 2 + 540, by)))

        def fly(s, p):
            img = scaled_sprite("badge_police", round(lerp(0.8, 0.45, p) * 20) / 20)
            s.blit(img, img.get_rect(center=lerp2((theme.WIDTH / 2 + 540, by), (x + 78, y - 30), p)))

        def pin():
            self.m.police = ev.seat
        return Sequence(self._log(od.LogEntry(ev.seat, "hands up", None, None)),
                        Parallel(self._say(ev.seat, _("Hands up!"), 2.6, theme.BLUE, theme.HEADING),
                                 Tween(0.2, on_start=lambda: self.play("unmask")),
                                 Sequence(Wait(0.6), self.banner(_("HANDS UP!"), _("{name} is the police!").format(
                                     name=name), theme.BLUE, 1.5, "guard_whistle", extra=badge))),
                        Tween(0.5, fly, "easeInOutQuad", on_done=pin))

    def _on_Ran(self, ev) -> Anim:
        name = self.seats[ev.seat].name

        def start():
            self.m.runner = ev.seat
            self.play("trick_sweep")
        return Sequence(self._log(od.LogEntry(ev.seat, "run", None, None)),
                        Parallel(Tween(0.1, on_start=start), self._say(ev.seat, _("I'm running!"), 1.0, theme.LAMP,
                                                                         theme.HEADING)),
                        self.banner(_("{name} runs!").format(name=name),
                                     _("Needs ${target} and at most 1 marked note").format(
                                         target=od.RUN_TARGET[len(self.seats)]), theme.LAMP, 1.0))

    def _on_Showdown(self, ev) -> Anim:
        def start():
            self.m.shown = ev.hands
            self.m.flipped = {s: 0 for s in range(len(ev.hands))}
            self.m.stamped = set()
            self.m.peeking = None
        steps: list[Anim] = [Call(start), self.banner(_("Showdown!"), _("Every pocket is turned out"),
                                                       theme.GOLD, 0.6, "fanfare")]
        flips = []
        for seat, hand in enumerate(ev.hands):
            positions = self.show_positions(seat, len(hand))
            for k, (value, _marked) in enumerate(hand):
                def flip(s, p, value=value, pos=positions[k]):
                    img = flip_frame(value, False, SHOW_SCALE, p)  # stamped after
                    s.blit(img, img.get_rect(center=pos))

                def turned(seat=seat):
                    self.m.flipped[seat] = self.m.flipped.get(seat, 0) + 1
                flips.append(Sequence(Wait(0.07 * k + 0.12 * seat), Tween(0.3, flip, "linear", on_done=turned)))
        steps.append(Parallel(*flips, Tween(0.05, on_start=lambda: self.play("card_flick"))))
        for seat, hand in enumerate(ev.hands):
            positions = self.show_positions(seat, len(hand))
            for k, (_value, marked) in enumerate(hand):
                if not marked:
                    continue

                def thump(s, p, pos=positions[k]):
                    img = scaled_sprite("stamp_marked", round(lerp(2.0, 0.8, p) * SHOW_SCALE * 20) / 20)
                    s.blit(img, img.get_rect(center=(pos[0] + 10, pos[1])))

                def stamp(seat=seat, k=k):
                    self.m.stamped.add((seat, k))
                steps.append(Tween(0.28, thump, "easeInQuad", on_start=lambda: self.play("caught"), on_done=stamp))
        return Sequence(*steps)

    def _on_GameOver(self, ev) -> Anim:
        title, sub = REASONS.get(ev.reason, (ev.reason, ""))
        names = " & ".join(self.seats[w].name for w in ev.winners)
        line = _("{names} wins!").format(names=names) if len(ev.winners) == 1 else (
            _("{names} win!").format(names=names) if ev.winners else _("Nobody wins"))

        def start():
            self.m.result = ev
            for w in ev.winners:  # the winners' loot sprays up: coins and jewels
                x, y = self.seat_point(w)
                self.burst("coin", (x, y - 40), 22, stagger=0.6)
                self.burst("jewel", (x, y - 40), 10, stagger=0.6, speed=620)
        return Sequence(Call(start), self.banner(_(title), line, theme.GOLD, 1.4, "fanfare"))

    # ---- human input ----------------------------------------------------------------------------------------------
    def option_rects(self, view: View) -> list[pygame.Rect]:
        """Per action of ``view.legal`` (same order) where it is drawn: a move button under its pile, a note of the
        peek screen's "as you found it" row, the peek screen's two closing buttons. Putting a note back (``return
        k P``) is a choice on two axes — left/right the note in hand, up/down the pile, as its prompt says — so its
        rect is the note's column, one row per pile."""
        legal = list(view.legal)
        peek = self.level.anchor("peek")
        if view.phase == od.ORDER and view.seen:
            row1 = fan_positions(len(view.seen), (peek.centerx, peek.top + 212), peek.width - 260, 200)
        out = []
        for a in legal:
            r = pygame.Rect(0, 0, 120, 80)
            if isinstance(a, (od.Steal, od.Swap, od.Peek, od.Run)):
                r = self.button_rect(a)
            elif isinstance(a, od.Return):
                r.center = (a.card * 150, 200 + pile_index(a.pile) * 200)
            elif isinstance(a, od.Order):
                r.center = tuple(round(v) for v in row1[a.position - 1])
            else:  # unmask (left) / done (right) on the peek screen
                r = pygame.Rect(0, 0, 560, 84)
                r.center = (peek.centerx + (-320 if isinstance(a, od.Unmask) else 320), peek.bottom - 70)
            out.append(r)
        if view.phase == od.ORDER and legal:
            out.append(self.keep_rect())  # "Keep this order": one option after the notes
        return out

    def continues_privately(self, action: Action, events: list) -> bool:
        """Putting a peeked pile back note by note is one private decision: after an ``order`` the peeker goes on
        arranging (or decides) without passing the curtain again. Every other move is followed by a public moment."""
        return isinstance(action, od.Order) and self.public_view_now().phase in (od.ORDER, od.DECIDE)

    def move_cursor(self, view: View, intent: Intent) -> None:
        """Move the cursor to the legal action drawn nearest in direction ``intent`` (``ui.nav.step``); stay put if
        there is none."""
        rects = self.option_rects(view)
        if not rects:
            return
        here = min(self.cursor, len(rects) - 1)
        moved = nav_step(rects, here, intent)
        if moved != here:
            self.cursor = moved
            self.play("click")

    def turn_started(self, seat: int, view: View) -> None:
        legal = list(view.legal)
        self.cursor = 0
        if view.phase == od.RETURN and view.pile is not None:  # default: the new note straight back
            want = od.Return(len(view.hand), view.pile)
            self.cursor = legal.index(want) if want in legal else 0
        elif view.phase == od.DECIDE:
            self.cursor = next((i for i, a in enumerate(legal) if isinstance(a, od.Done)), 0)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        legal = list(view.legal)
        if not legal:
            return None
        if intent in DIRECTIONS:
            self.move_cursor(view, intent)
        elif intent == Intent.CONFIRM:
            if self.keep_focused(view):
                self.keep_order(seat)
                return None
            action = legal[min(self.cursor, len(legal) - 1)]
            if isinstance(action, od.Run) and not od.run_succeeds(view.hand, len(self.seats)):
                self.ask_run(action, view)  # a run that cannot win ends the game for everyone: ask once
                return None
            self.cursor = 0
            return action
        return None

    def ask_run(self, action: Action, view: View) -> None:
        """The run the player chose cannot succeed (too little money or 2+ marked notes, which their own view
        shows): ask once, No focused, before ending the game for everyone (docs/games/oodlar.md, [D] Hopeless run)."""
        marks = od.marked_count(view.hand)
        why = (_("You hold {k} marked notes.").format(k=marks) if marks >= od.CAUGHT_AT else
               _("You hold ${m}; a run needs ${t}.").format(m=od.money(view.hand), t=view.run_target))
        cp = self.current_player

        def run():
            if self.current_player == cp and action in self.seat_view(cp).legal:
                self.cursor = 0
                self.apply(action)
        self.app.goto("confirm", _("Run anyway?"), why + " " + _("The game ends now and you cannot win it."), run,
                      yes=_("Run anyway"), no=_("No, play on"))

    def keep_focused(self, view: View) -> bool:
        """Whether the cursor is on the peek screen's "Keep this order" button (after the notes, ORDER phase)."""
        return view.phase == od.ORDER and self.cursor >= len(view.legal)

    def keep_order(self, seat: int) -> None:
        """Put the peeked pile back as found, in one press: the remaining notes in their found order (one
        ``order`` action each, as the engine takes them)."""
        while self.current_player == seat and (now := self.seat_view(seat)).phase == od.ORDER:
            orders = [a for a in now.legal if isinstance(a, od.Order)]
            if not orders:
                break
            self.apply(min(orders, key=lambda a: a.position))
        self.cursor = 0

    def keep_rect(self) -> pygame.Rect:
        """The peek screen's "Keep this order" button."""
        rect = self.level.anchor("peek")
        r = pygame.Rect(0, 0, 470, 70)
        r.center = (rect.right - 290, rect.bottom - 56)
        return r

    def chosen(self, view: View) -> Action | None:
        """The highlighted legal action of the human to act (``None`` when nobody can act now)."""
        if self.timeline.busy or view.seat is None or view.current_player != view.seat or not view.legal:
            return None
        if self.keep_focused(view):
            return None
        return view.legal[min(self.cursor, len(view.legal) - 1)]

    def move_label(self, action: Action) -> str:
        """The button text of a turn move (Steal, Swap, Peek, Run…), translated."""
        if isinstance(action, od.Steal):
            return _("Steal")
        if isinstance(action, od.Swap):
            return _("Swap")
        if isinstance(action, od.Peek):
            return _("Peek")
        if isinstance(action, od.Run):
            return _("Run!")
        return str(action)

    # ---- drawing --------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        mine = private_seat is not None and view.seat == private_seat
        chosen = self.chosen(view) if mine else None
        if mine and view.phase in (od.ORDER, od.DECIDE) and view.current_player == private_seat:
            # the peek screen covers the wallet: a dimmed backdrop, the thieves, then the screen
            surface.blit(self._dim_background(), (0, 0))
            for seat in range(self.m.players):
                self._draw_seat(surface, seat)
            self._draw_peek_screen(surface, view, chosen)
            return
        surface.blit(self.level.background, (0, 0))
        self._draw_wallet(surface, view if mine else None, chosen)
        result = self.m.result is not None and not self.timeline.busy  # the result box over log and hand
        if not result:
            self._draw_log(surface)
        for seat in range(self.m.players):
            self._draw_seat(surface, seat)
        if mine and not result:
            self._draw_hand(surface, view, chosen)

    def _dim_background(self) -> pygame.Surface:
        """The level background darkened (made once, opaque: one cheap blit under the peek screen)."""
        if getattr(self, "_dim_bg", None) is None:
            dim = self.level.background.copy()
            shade(dim, 150)
            self._dim_bg = dim
        return self._dim_bg

    def _draw_wallet(self, surface, view: View | None, chosen: Action | None) -> None:
        """The two piles with their sizes; for the private seat its memory of each top and its move buttons."""
        wallet = self.level.anchor("wallet")
        pygame.draw.line(surface, (70, 38, 22), (wallet.centerx, wallet.top + 26), (wallet.centerx, wallet.bottom - 26),
                         4)
        m = self.m
        for k, pile in enumerate(od.PILES):
            x, y = self.pile_point(pile)
            size = m.piles[k]
            peeked_away = m.peeking is not None and m.peeking[1] == pile
            img = pile_picture(size, PILE_SCALE)
            target = isinstance(chosen, od.Return) and chosen.pile == pile or (
                isinstance(chosen, (od.Steal, od.Swap, od.Peek)) and chosen.pile == pile)
            if target:
                pygame.draw.rect(surface, theme.GOLD, img.get_rect(center=(x, y)).inflate(16, 10), 6,
                                 border_radius=18)
            surface.blit(img, img.get_rect(center=(x, y)))
            blit_text(surface, pile, (x - 100, y - 130), theme.HEADING, theme.GOLD, "title", outline=4)
            label = _("in a hand") if peeked_away else (
                _("{n} notes").format(n=size) if size > 1 else (_("1 note") if size else _("empty")))
            blit_text(surface, label, (x - 58, y - 128), theme.SMALL, theme.WHITE, anchor="midleft", outline=3)
            if view is not None and view.known[k] and not peeked_away:
                self._draw_memory(surface, view.known[k], (x, y + 100))
        if isinstance(chosen, od.Return):
            area = self.level.anchor("actions")
            blit_text(surface, _("Put a note back on {p}").format(p=chosen.pile), area.center, theme.HEADING - 16,
                      theme.GOLD, "title", outline=3)
        if view is None or chosen is None or view.phase != od.TURN:
            return
        for action in view.legal:
            rect = self.button_rect(action)
            on = action == chosen
            draw_panel(surface, rect, theme.NIGHT_LIGHT if on else theme.NIGHT, 245, 20,
                       theme.GOLD if on else theme.GREY)
            label = self.move_label(action)
            if isinstance(action, od.Run):
                label = _("Run! (need ${t})").format(t=view.run_target)
            blit_text(surface, label, rect.center, theme.SMALL, theme.GOLD if on else theme.WHITE)

    def _draw_memory(self, surface, known: tuple, centre: tuple[float, float]) -> None:
        """The private seat's known top of a pile, under it: the first :data:`MEMORY_SHOWN` notes as chips with the
        value in 36 px text (a marked one red), top first (left), then "+N" for the rest known (issue 16: the mini
        faces' ~9 px values could not be read from the sofa)."""
        shown = known[:MEMORY_SHOWN]
        chip_w, gap = 92, 10
        x = centre[0] - (len(shown) * (chip_w + gap) - gap) / 2
        blit_text(surface, _("top"), (x - 14, centre[1]), theme.SMALL, theme.LAMP, anchor="midright", outline=2)
        for note in shown:
            chip = pygame.Rect(round(x), round(centre[1] - 24), chip_w, 48)
            pygame.draw.rect(surface, theme.RED if note.marked else theme.PAPER, chip, border_radius=12)
            pygame.draw.rect(surface, theme.INK, chip, 3, border_radius=12)
            blit_text(surface, f"${note.value}", chip.center, theme.SMALL, theme.WHITE if note.marked else theme.INK,
                      "title")
            x += chip_w + gap
        if len(known) > len(shown):
            blit_text(surface, f"+{len(known) - len(shown)}", (x + 4, centre[1]), theme.SMALL, theme.LAMP,
                      anchor="midleft", outline=2)

    def _draw_log(self, surface) -> None:
        rect = self.level.anchor("log")
        draw_panel(surface, rect, theme.INK, 200, 24, theme.GREY)
        blit_text(surface, _("What they said"), (rect.centerx, rect.top + 34), theme.SMALL, theme.LAMP, outline=2)
        entries = self.m.log[-8:]
        for i, e in enumerate(entries):
            y = rect.top + 92 + i * 50
            draw_symbol(surface, seat_symbol(e.seat), (rect.left + 34, y), 14, seat_colour(e.seat))
            blit_text(surface, self.log_text(e), (rect.left + 62, y), theme.SMALL, theme.WHITE, anchor="midleft")

    def log_text(self, e: od.LogEntry) -> str:
        """One public move as a short line ("Fox steals $20 (A)")."""
        name = self.seats[e.seat].name
        if e.move == "steal":
            return _("{name}: ${v} from {p}").format(name=name, v=e.value, p=e.pile)
        if e.move == "swap":
            return _("{name}: swap at {p}").format(name=name, p=e.pile)
        if e.move == "return":
            return _("{name}: one on {p}").format(name=name, p=e.pile)
        if e.move == "peek":
            return _("{name}: peek at {p}").format(name=name, p=e.pile)
        if e.move == "hands up":
            return _("{name}: HANDS UP!").format(name=name)
        return _("{name}: RUNS!").format(name=name)

    def show_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Where a seat's notes lie face up at the showdown: up to 5 per row above the thief."""
        x, y = self.seat_point(seat)
        out = []
        rows = [min(5, count - r * 5) for r in range((count + 4) // 5)]
        for r, n in enumerate(rows):
            out += fan_positions(n, (x, y - 148 - 58 * (len(rows) - 1 - r)), 280, 128)
        return out

    def _draw_seat(self, surface, seat: int) -> None:
        m = self.m
        x, y = self.seat_point(seat)
        over = m.result is not None
        active = m.turn == seat and not over
        if active:
            glow = _glow(140)
            surface.blit(glow, glow.get_rect(center=(x, y + 60)))
        bob = 5 * math.sin(self.t * 5) if active and not self.timeline.busy else 0
        dx = 60 if m.runner == seat else 0
        img = scaled_sprite(f"thief_{seat}", THIEF_SCALE)
        surface.blit(img, img.get_rect(center=(x + dx, y - bob)))
        if m.police == seat:
            badge = scaled_sprite("badge_police", 0.45)
            surface.blit(badge, badge.get_rect(center=(x + dx + 78, y - 30)))
        # face-down notes in the pocket (hidden once the showdown turned them over)
        count = m.hands[seat] - (len(m.shown[seat]) if m.shown else 0)
        hx, hy = self.hand_point(seat)
        for k in range(max(0, min(count, 6))):
            back = note_back(0.24)
            surface.blit(back, back.get_rect(center=(hx, hy - k * 7)))
        peek = m.peeking
        if peek is not None and peek[0] == seat and peek[2]:
            for pos in self.peek_fan(seat, peek[2]):
                back = note_back(FLY_SCALE * 0.7)
                surface.blit(back, back.get_rect(center=pos))
        if m.shown:
            self._draw_shown(surface, seat)
        plate = pygame.Rect(0, 0, 380, 96)
        plate.center = (x, y + 128)
        win = over and seat in m.result.winners
        draw_panel(surface, plate, theme.INK, 230, 20, theme.GOLD if win else seat_colour(seat))
        if active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
            draw_turn_marker(surface, plate, self.t, "below")
        draw_symbol(surface, seat_symbol(seat), (plate.left + 36, plate.centery), 20, seat_colour(seat))
        blit_text(surface, self.seats[seat].name, (plate.left + 66, plate.top + 28), theme.SMALL, theme.WHITE,
                  anchor="midleft")
        if over:
            money, marks = m.result.money[seat], m.result.marked[seat]
            sub = ngettext("${v} · {k} marked", "${v} · {k} marked", marks).format(v=money, k=marks)
            if seat == m.police:
                sub = _("the police")
            blit_text(surface, sub, (plate.left + 66, plate.bottom - 26), theme.SMALL, theme.GOLD, anchor="midleft")
            self._draw_verdict(surface, seat, (x, y))
        else:
            notes = m.hands[seat]
            sub = _("{n} notes").format(n=notes) if notes != 1 else _("1 note")
            blit_text(surface, sub, (plate.left + 66, plate.bottom - 26), theme.SMALL, theme.GOLD, anchor="midleft")
        if active and self.seats[seat].is_bot and not self.timeline.busy:
            dots = "." * (1 + int(self.t * 3) % 3)
            blit_text(surface, dots, (x + 70, y - 90), theme.HEADING, theme.WHITE, "title", outline=3)

    def _draw_shown(self, surface, seat: int) -> None:
        m = self.m
        hand = m.shown[seat]
        positions = self.show_positions(seat, len(hand))
        turned = m.flipped.get(seat, 0)
        for k, ((value, marked), pos) in enumerate(zip(hand, positions, strict=True)):
            if k >= turned:
                img = note_back(SHOW_SCALE)
            else:
                img = note_face(value, False, SHOW_SCALE)
            surface.blit(img, img.get_rect(center=pos))
            if marked and (seat, k) in m.stamped:
                stamp = scaled_sprite("stamp_marked", round(SHOW_SCALE * 0.8 * 20) / 20)
                surface.blit(stamp, stamp.get_rect(center=(pos[0] + 10, pos[1])))

    def _draw_verdict(self, surface, seat: int, at: tuple[float, float]) -> None:
        """Once over: a crown and "WINS" on a winner, "ARRESTED" / "CAUGHT" stamped across a loser."""
        res = self.m.result
        x, y = at
        if seat in res.winners:
            crown = scaled_sprite("crown", 0.45)
            surface.blit(crown, crown.get_rect(center=(x, y - 92)))
            blit_text(surface, _("WINS"), (x, y + 40), theme.HEADING, theme.GOLD, "title", outline=4)
        elif res.reason == od.ARREST and res.marked[seat] >= od.CAUGHT_AT and seat != res.ended_by:
            blit_text(surface, _("ARRESTED"), (x, y + 40), theme.BODY + 8, theme.RED, "title", outline=4)
        elif seat == res.ended_by and res.reason in (od.FAILED_ESCAPE, od.FALSE_ALARM):
            blit_text(surface, _("CAUGHT") if res.reason == od.FAILED_ESCAPE else _("OOPS"), (x, y + 40),
                      theme.BODY + 8, theme.RED, "title", outline=4)

    def _draw_hand(self, surface, view: View, chosen: Action | None) -> None:
        """The private seat's own notes (and, on a swap, which one goes back where)."""
        rect = self.level.anchor("hand")
        seat = view.seat
        draw_panel(surface, rect, theme.INK, 225, 24, seat_colour(seat))
        blit_text(surface, _("Your notes, {name}").format(name=self.seats[seat].name), (rect.centerx, rect.top + 34),
                  theme.SMALL, theme.LAMP, outline=2)
        hand = view.hand
        ret = chosen if isinstance(chosen, od.Return) else None
        for k, note in enumerate(hand):
            col, row = k % 3, k // 3
            cx = rect.left + 86 + col * 144
            cy = rect.top + 110 + row * 74
            if row > 4:
                break
            img = note_face(note.value, note.marked, HAND_SCALE)
            r = img.get_rect(center=(cx, cy - (12 if ret and ret.card == k + 1 else 0)))
            surface.blit(img, r)
            if ret and ret.card == k + 1:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 5, border_radius=10)
        if not hand:
            blit_text(surface, _("(empty pockets)"), (rect.centerx, rect.top + 140), theme.SMALL, theme.GREY)
        money, marks = od.money(hand), od.marked_count(hand)
        colour = theme.RED if marks >= od.CAUGHT_AT else theme.GOLD
        choosing = ret is None and chosen is not None and view.phase == od.TURN  # two prompt rows below it
        blit_text(surface, ngettext("${v} · {k} marked", "${v} · {k} marked", marks).format(v=money, k=marks),
                  (rect.centerx, rect.bottom - (170 if choosing else 110)),
                  theme.BODY, colour, "body", outline=2)
        if ret is not None:
            blit_text(surface, _("Put one back on {p}").format(p=ret.pile), (rect.centerx, rect.bottom - 60),
                      theme.SMALL, theme.WHITE)
            self.prompt([(Intent.LEFT, _("Note")), (Intent.UP, _("Pile")), (Intent.CONFIRM, _("Put"))]).draw(
                surface, (theme.WIDTH / 2, 720))
        elif chosen is not None and view.phase == od.TURN:
            # the choices are a grid (steal / swap / peek per pile, run below): every direction moves; one hint
            # per row, inside the notes panel
            self.prompt([((Intent.UP, Intent.LEFT), _("Choose"))]).draw(
                surface, (rect.centerx, rect.bottom - 105), rect.width - 48)
            self.prompt([(Intent.CONFIRM, _("Go"))]).draw(surface, (rect.centerx, rect.bottom - 45), rect.width - 48)

    def _draw_peek_screen(self, surface, view: View, chosen: Action | None) -> None:
        """The peeker's private screen: the pile as found, the new order being built, then hands up / done."""
        rect = self.level.anchor("peek")
        draw_panel(surface, rect, theme.INK, 255, 30, theme.GOLD)
        pile = view.pile
        name = self.seats[view.seat].name
        blit_text(surface, _("Pile {p} — only {name} looks").format(p=pile, name=name), (rect.centerx, rect.top + 46),
                  theme.HEADING - 8, theme.GOLD, "title", outline=3)
        width = rect.width - 260
        if view.phase == od.ORDER:
            seen = view.seen
            placed = list(view.placed)
            blit_text(surface, _("As you found it, top first"), (rect.left + 40, rect.top + 120), theme.SMALL,
                      theme.LAMP, anchor="midleft")
            row1 = fan_positions(len(seen), (rect.centerx, rect.top + 212), width, 200)
            for i, (note, pos) in enumerate(zip(seen, row1, strict=True)):
                lifted = isinstance(chosen, od.Order) and chosen.position == i + 1
                if (i + 1) in placed:
                    slot = pygame.Rect(0, 0, 186, 93)
                    slot.center = pos
                    pygame.draw.rect(surface, theme.NIGHT_LIGHT, slot, 3, border_radius=10)
                    blit_text(surface, f"#{placed.index(i + 1) + 1}", pos, theme.SMALL, theme.GREY)
                    continue
                img = note_face(note.value, note.marked, PEEK_SCALE)
                r = img.get_rect(center=(pos[0], pos[1] - (18 if lifted else 0)))
                surface.blit(img, r)
                if lifted:
                    pygame.draw.rect(surface, theme.GOLD, r.inflate(12, 12), 6, border_radius=12)
            new = [seen[i - 1] for i in placed]
            total = len(seen)
            label = _("New pile, top first: choose note {k} of {n}").format(k=len(placed) + 1, n=total)
        else:
            new = list(view.known[pile_index(pile)])
            total = len(new)
            label = _("The pile goes back like this, top first")
        blit_text(surface, label, (rect.left + 40, rect.top + 310), theme.SMALL, theme.LAMP, anchor="midleft")
        row2 = fan_positions(total, (rect.centerx, rect.top + 410), width, 200)
        for k, pos in enumerate(row2):
            if k < len(new):
                img = note_face(new[k].value, new[k].marked, PEEK_SCALE)
                surface.blit(img, img.get_rect(center=pos))
                blit_text(surface, str(k + 1), (pos[0], pos[1] + 70), theme.SMALL, theme.WHITE, outline=2)
            else:
                slot = pygame.Rect(0, 0, 186, 93)
                slot.center = pos
                pygame.draw.rect(surface, theme.GREY, slot, 3, border_radius=10)
        if view.phase == od.DECIDE:
            for action in view.legal:
                on = action == chosen
                b = pygame.Rect(0, 0, 560, 84)
                b.center = (rect.centerx + (-320 if isinstance(action, od.Unmask) else 320), rect.bottom - 70)
                draw_panel(surface, b, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 24,
                           theme.GOLD if on else theme.GREY)
                if isinstance(action, od.Unmask):
                    badge = scaled_sprite("badge_police", 0.3)
                    surface.blit(badge, badge.get_rect(center=(b.left + 50, b.centery)))
                    words = _("Hands up! I'm the police")
                else:
                    words = _("Done — keep quiet")
                blit_text(surface, words, (b.centerx + (24 if isinstance(action, od.Unmask) else 0), b.centery),
                          theme.BODY, theme.GOLD if on else theme.WHITE)
        else:
            self.prompt([(Intent.LEFT, _("Choose a note")), (Intent.CONFIRM, _("Put it next"))]).draw(
                surface, (rect.left + 500, rect.bottom - 56), 760)
            keep, on = self.keep_rect(), self.keep_focused(view)
            draw_panel(surface, keep, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 22,
                       theme.GOLD if on else theme.GREY)
            blit_text(surface, _("Keep this order"), keep.center, theme.BODY, theme.GOLD if on else theme.WHITE)
        marks = od.marked_count(view.hand)
        mine = ngettext("You: ${v} · {k} marked", "You: ${v} · {k} marked", marks).format(v=od.money(view.hand),
                                                                                             k=marks)
        blit_text(surface, mine, (rect.right - 40, rect.top + 120), theme.SMALL, theme.WHITE, anchor="midright")

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        m = self.m
        y = 80  # the French "À toi" accent stays inside the title-safe area
        if m.result is not None and not self.timeline.busy:
            res = m.result
            title, sub = REASONS.get(res.reason, (res.reason, ""))
            box = pygame.Rect(0, 0, 1240, 210)
            box.center = (theme.WIDTH / 2, self.level.point("banner")[1])
            draw_panel(surface, box, theme.INK, 250, 30, theme.GOLD)
            blit_text(surface, _(title), (box.centerx, box.top + 50), theme.HEADING, theme.GOLD, "title", outline=3)
            blit_text(surface, _(sub), (box.centerx, box.top + 112), theme.SMALL, theme.WHITE)
            names = " & ".join(self.seats[w].name for w in res.winners)
            line = (_("Winner: {names}") if len(res.winners) == 1 else _("Winners: {names}")).format(names=names) \
                if res.winners else _("Nobody wins")
            blit_text(surface, line, (box.centerx, box.bottom - 42), theme.BODY, theme.GOLD)
            return
        if m.turn is None or self.timeline.busy:
            return
        s = self.seats[m.turn]
        if self.view_seat == m.turn:
            label = _("Your move, {name}").format(name=s.name)
        elif s.is_bot:
            label = _("{name} is thinking…").format(name=s.name)
        else:
            label = _("{name}'s turn").format(name=s.name)
        blit_text(surface, label, (theme.WIDTH / 2, y), theme.BODY, theme.WHITE, outline=3)


@surface_cache(4)
def _glow(radius: int) -> pygame.Surface:
    """A soft lamp-coloured ellipse under the active thief (cached)."""
    surf = pygame.Surface((radius * 2, radius), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        pygame.draw.ellipse(surf, (*theme.LAMP, 10 + (12 - k) * 6),
                            (radius - k * radius / 12, radius / 2 - k * radius / 24, k * radius / 6,
                             k * radius / 12))
    return surf


TABLE = OodlarTable
