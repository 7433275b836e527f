"""The Pierre Papier Morpion table (``shared/rules/morpion.md``; events in ``docs/games/morpion.md``).

The shop window's 3×3 shelves hold each cell's face-down and face-up reward; each gang pins its collection on a cork
board at its side of the screen, with its live score on top and its own controls box below. Every engine event is
animated: the current cell lights up, a gang that has thrown shows only "READY", both hands shake three times and are
revealed together, the winner chooses with a cursor on its own side, tokens fly into the collections (a hidden one is
flipped first), Gang tokens land on their cells, finished lines are drawn across the window, three Crowns win at once
and the winner is crowned. Layout comes from ``levels/morpion.tmx`` (anchors in ``docs/levels.md``).

**Simultaneous throws.** The engine takes the duel as two commits (seat 0, then seat 1). Each human throws from their
own device whenever they like while the duel is open: a pick is kept in :attr:`MorpionTable.picks` (never drawn) and
handed to the engine as soon as the engine asks for that seat, so seat 1 may throw before seat 0 and two humans may
throw in the same frame. The screen shows only "READY" for a seat that has thrown; the hands are drawn only by the
reveal animation of ``DuelRevealed``, after both commits are in.

**[D] Throw controls.** One press throws (no confirm step, since a highlighted choice would be visible to the other
player): left / up / right (WASD or arrows, the d-pad) = rock / paper / scissors, and on a pad the face buttons
X / A / B (west, south, east: the same left-to-right order) do the same. Each controls box shows its seat's own keys.

**Privacy.** Duels and rewards are public. The only private fact is a Binocular peek (variant ``binoculars``): with two
humans it is shown to the peeker only behind the base class's "Pass to …" curtain; otherwise no curtain is drawn.
"""

from __future__ import annotations

import dataclasses
import functools
import math

import pygame

from ..engine import morpion as M
from ..engine.base import Action, Event, View
from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.access import motion
from ..ui.cache import surface_cache
from ..ui.hands import draw_hand, warm
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.prompts import device_family, intent_glyphs, single_glyph
from ..ui.sprites import reward_name, sprite
from ..ui.text import blit_text
from ..ui.tokens import flight_point
from ..ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ..ui.widgets import draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol
from .options import LobbyOption
from .table import TableScene

#: What each intent throws during an open duel (rules "A round", 1) [D]: directions and the matching face buttons.
THROW_INTENTS = {Intent.LEFT: "rock", Intent.UP: "paper", Intent.RIGHT: "scissors",
                 Intent.ALT: "rock", Intent.CONFIRM: "paper", Intent.BACK: "scissors"}
#: The intents whose glyphs show rock / paper / scissors: on a keyboard segment its left / up / right keys, on a
#: pad the alt / confirm / back buttons (X / A / B on Xbox) — as the controls table binds them (``ui.prompts``).
KEY_THROWS = (Intent.LEFT, Intent.UP, Intent.RIGHT)
PAD_THROWS = (Intent.ALT, Intent.CONFIRM, Intent.BACK)
#: Collection rows, top to bottom (``bonus`` only with the ``equipment_bonus`` variant).
KIND_ORDER = ("pencil", "eraser", "ruler", "crown", "plus2", "bonus")
KIND_NAMES = {"pencil": "Pencil", "eraser": "Eraser", "ruler": "Ruler", "crown": "Crown", "plus2": "+2",
              "bonus": "Bonus"}
THROW_NAMES = {"rock": "Rock", "paper": "Paper", "scissors": "Scissors"}
CELL_SCALE = 0.8       # tokens on the shelves: 96 px
GANG_SCALE = 1.15      # a Gang token holding a cell: 138 px
COLL_SCALE = 0.5       # tokens pinned in a collection: 60 px
CHOICE_SCALE = 0.85    # reward options in the controls box: 102 px
DUEL_HAND = 232        # hand height in the duel reveal, px
SHAKES = 3


@surface_cache(4)
def scaled(name: str, scale: float) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale`` (cached; ``scale`` is quantised to 1/40 by callers)."""
    img = sprite(name)
    return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * scale)),
                                              max(1, round(img.get_height() * scale))))


@surface_cache(4)
def squashed(name: str, scale: float, width_frac: float) -> pygame.Surface:
    """``scaled(name, scale)`` squeezed horizontally to ``width_frac`` (a token flip), cached."""
    img = scaled(name, scale)
    return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * width_frac)), img.get_height()))


def blit_sprite(surface: pygame.Surface, name: str, centre: tuple[float, float], scale: float = 1.0) -> pygame.Rect:
    """Blit sprite ``name`` centred at ``centre`` scaled by ``scale`` (quantised to 1/40 so tweens reuse images)."""
    img = scaled(name, max(1, round(scale * 40)) / 40)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


@functools.lru_cache(maxsize=512)
def _live_total(collection: tuple[str, ...], cells: tuple[int, ...], binoculars: int, variant: bool) -> int:
    return M.score_breakdown(0, collection, cells, binoculars, variant).total


@dataclasses.dataclass
class Model:
    """What the table shows (animations update it as they play; re-synced from the view after each batch).

    Cell lists are indexed by cell number − 1. ``flipped``: cell → token of a hidden token turned face up on its
    shelf and not yet flown; ``lines``: ``(seat, cells)`` drawn across the window; ``last_duel``: the last revealed
    throws; ``ready``: per seat, "READY" shown."""

    visible: list = dataclasses.field(default_factory=lambda: [None] * 9)
    hidden: list = dataclasses.field(default_factory=lambda: [False] * 9)
    control: list = dataclasses.field(default_factory=lambda: [None] * 9)
    collections: list = dataclasses.field(default_factory=lambda: [[], []])
    lines: list = dataclasses.field(default_factory=list)
    flipped: dict = dataclasses.field(default_factory=dict)
    round: int = 1
    phase: str = "duel"
    chooser: int | None = None
    duel_winner: int | None = None
    ready: list = dataclasses.field(default_factory=lambda: [False, False])
    last_duel: tuple | None = None
    binoculars: list = dataclasses.field(default_factory=lambda: [0, 0])
    peeks: list = dataclasses.field(default_factory=lambda: [False, False])
    winners: list = dataclasses.field(default_factory=list)
    over: bool = False


class MorpionTable(TableScene):
    """The Pierre Papier Morpion table scene (``TABLE``); see the module docstring. The base
    :class:`~thieves_arcade.scenes.table.TableScene` runs the turn loop, bots, pause, curtain and game over; this class
    adds the simultaneous duel input (:meth:`handle`, :attr:`picks`) on top of it."""

    #: The expert options as lobby rows (README: ``binoculars``, ``equipment_bonus``; first choice = the default).
    lobby_options = LobbyOption.rows(M.GAME.manifest)

    level_name = "morpion"
    name = "morpion"
    think_delay = 0.8
    end_hold = 3.0

    def __init__(self, app, game_id: str = "morpion", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        #: Human throws received and not yet given to the engine (seat → hand). Never drawn.
        self.picks: dict[int, str] = {}
        #: Seats that have thrown in the open duel (shown as "READY"); cleared when the hands are revealed.
        self.picked: set[int] = set()
        #: Whether humans may throw now (the duel is on screen and nothing is animating before it).
        self.duel_open = False
        self.choice = 0          # the chooser's cursor over the Take actions in view.legal
        super().__init__(app, game_id, seats or ["normal", "normal"], options, seed, **kwargs)
        self.variant_bonus = bool(self.options.get("equipment_bonus"))
        self.variant_binoculars = bool(self.options.get("binoculars"))
        warm((seat_colour(0), seat_colour(1)))  # the hands' master drawings, so no frame pays for them

    # ---- privacy: only a Binocular peek is private --------------------------------------------------------------
    def _peek_pending(self, seat: int) -> bool:
        """Whether ``seat``'s own view now holds a peeked token (the only private fact of this game)."""
        return self.public_view_now().peek_pending(seat)

    @property
    def curtain_up(self) -> bool:
        """With two or more humans: only before the human who peeked sees their peeked token ([D] module doc)."""
        cp = self.current_player
        return (getattr(self, "curtain_on", True) and len(self.humans) >= 2 and cp is not None
                and self.seats[cp].is_human and self.cleared != cp
                and not self.timeline.busy and cp not in self.disconnected and self._peek_pending(cp))

    def allowed_private_seat(self) -> int | None:
        """One human: that human. Two humans: the choosing human (their view adds the legal actions), unless they
        peeked and have not passed the curtain. Else ``None``."""
        if len(self.humans) >= 2:
            cp = self.current_player
            if (cp is not None and self.public_view_now().phase == "choose" and self.seats[cp].is_human
                    and cp not in self.disconnected and (self.cleared == cp or not self._peek_pending(cp)
                                                         or not getattr(self, "curtain_on", True))):
                return cp
            return None
        return super().allowed_private_seat()

    # ---- model -----------------------------------------------------------------------------------------------------
    def make_model(self, view: View) -> Model:
        """The picture model of ``view``."""
        self.m = Model()
        self.sync(view)
        return self.m

    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        m.visible = [c.visible for c in view.cells]
        m.hidden = [c.has_hidden for c in view.cells]
        m.control = [c.controller for c in view.cells]
        m.collections = [list(view.collections[0]), list(view.collections[1])]
        m.lines = [(s, tuple(line)) for s in (0, 1) for line in view.scores[s].lines]
        m.flipped = {}
        m.round, m.phase = view.round, view.phase
        m.chooser, m.duel_winner = view.chooser, view.duel_winner
        m.ready = list(view.thrown)
        m.last_duel = view.last_duel if view.phase == "choose" else None
        m.binoculars = list(view.binoculars)
        m.peeks = list(view.peeked_this_round)
        m.winners = list(view.winners)
        m.over = view.phase == "over"

    def refresh_view(self) -> None:
        """Refresh the view; re-sync the picture model only once no queued event animation is still to play (two
        actions applied in one frame, e.g. both throws, queue a refresh between them: the state is already final
        then, and syncing would show the duel before its reveal)."""
        super().refresh_view()
        pending = any(getattr(a, "event", None) is not None and not getattr(a, "started", True)
                      for a in self.timeline.queue)
        if hasattr(self, "m") and not pending:
            self.sync(self.view)

    def total(self, seat: int, extra: tuple[str, ...] = (), extra_cell: int | None = None) -> int:
        """``seat``'s live score as the picture shows it (plus ``extra`` tokens / ``extra_cell``), by the engine's
        scoring (rules "Scoring after round 9")."""
        m = self.m
        cells = tuple(c + 1 for c in range(9) if m.control[c] == seat) + ((extra_cell,) if extra_cell else ())
        return _live_total(tuple(m.collections[seat]) + extra, cells, m.binoculars[seat], self.variant_binoculars)

    # ---- geometry ----------------------------------------------------------------------------------------------------
    def cell_rect(self, cell: int) -> pygame.Rect:
        """The shop-window rectangle of ``cell`` (1–9, reading order), from the level's anchors."""
        return self.level.anchor(f"cell_{cell}")

    def spot(self, cell: int, what: str) -> tuple[float, float]:
        """Where reward ``what`` (``hidden``, ``visible``, ``cell``) of ``cell`` sits on its shelf."""
        x, y = self.cell_rect(cell).center
        return {"hidden": (x - 50, y - 14), "visible": (x + 50, y + 14)}.get(what, (x, y))

    def kinds(self) -> tuple[str, ...]:
        """The collection rows shown (``bonus`` only with the variant)."""
        return KIND_ORDER if self.variant_bonus else KIND_ORDER[:5]

    def slot(self, seat: int, kind: str, index: int) -> tuple[float, float]:
        """Centre of the ``index``-th ``kind`` token pinned in ``seat``'s collection."""
        box = self.level.anchor(f"collection_{seat}")
        rows = self.kinds() + ("lines",)
        row = rows.index(kind)
        step_y = min(72, (box.height - 16) / len(rows))
        step_x = 44 if index < 6 else 44 * 5 / max(5, index)
        return box.left + 46 + index * step_x, box.top + 10 + step_y * (row + 0.5)

    def header_token(self, seat: int) -> tuple[float, float]:
        """Where the gang token sits in ``seat``'s header box (px)."""
        box = self.level.anchor(f"gang_{seat}")
        return box.left + 74, box.centery

    def score_point(self, seat: int) -> tuple[float, float]:
        """Where the gang's live score starts (its left edge, vertical centre)."""
        box = self.level.anchor(f"gang_{seat}")
        return box.left + 146, box.top + 118

    # ---- simultaneous duel input -------------------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> IntentEvent | None:
        """Duel: each human's throw from their own device, whenever it comes (see the module docstring); choose:
        the base turn loop (the chooser's device, the curtain after a peek). A phone's action text (a throw when the
        engine asks for its seat, or a reward) goes to the base table like any other game's."""
        if event.intent == Intent.ACT:
            return super().handle(event)
        if event.intent == Intent.PAUSE:
            self.open_pause()
            return None
        if self.is_over:
            return None
        if self.public_view_now().phase == "duel":
            if self.duel_open:
                self.throw_intent(event)
            return None
        return super().handle(event)

    def throw_intent(self, event: IntentEvent) -> bool:
        """Take ``event`` as a throw of the human seat playing on its device, if that seat has not thrown in this
        duel; returns whether it was taken. The throw goes to the engine as soon as the engine asks for that seat."""
        hand = THROW_INTENTS.get(event.intent)
        if hand is None:
            return False
        for seat in self.seats:
            if (seat.is_human and seat.device == event.device and seat.index not in self.picked
                    and seat.index not in self.disconnected):
                self.picks[seat.index] = hand
                self.picked.add(seat.index)
                self.play("click")
                self.feed_throws()
                return True
        return False

    def feed_throws(self) -> None:
        """Give buffered human throws to the engine while it asks for a seat that has one."""
        while self.public_view_now().phase == "duel" and not self.is_over:
            cp = self.current_player
            if cp not in self.picks or not self.seats[cp].is_human:
                return
            self.apply(M.Throw(self.picks.pop(cp)))

    def apply(self, action: Action | str) -> list[Event]:
        events = super().apply(action)
        if any(isinstance(e, M.DuelRevealed) for e in events):
            self.duel_open = False
            self.picks.clear()
        return events

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.public_view_now().phase != "duel" or self.is_over:
            self.duel_open = False
            return
        if not self.duel_open and not self.timeline.busy:
            self.duel_open = True
            self.picks = {s: h for s, h in self.picks.items() if self.seats[s].is_human}
            self.picked = set(self.picks) | {s for s in (0, 1) if self.public_view_now().thrown[s]}
        self.picks = {s: h for s, h in self.picks.items() if self.seats[s].is_human}
        self.feed_throws()

    def bot_takeover(self, seat: int, level: str = "normal") -> None:
        """Hand ``seat`` to a bot, forgetting any throw that seat had picked but not committed."""
        self.picks.pop(seat, None)
        super().bot_takeover(seat, level)

    # ---- choosing a reward (base turn loop) -------------------------------------------------------------------------
    def alt_free(self, view: View) -> bool:
        """Alt asks for the master hint only while it is not the binoculars' peek (in a duel alt throws rock)."""
        return M.Peek() not in view.legal

    def takes(self, view: View) -> list[Action]:
        """The reward choices (``take visible|hidden|cell``) among ``view.legal``, in their legal order."""
        return [a for a in view.legal if isinstance(a, M.Take)]

    def turn_started(self, seat: int, view: View) -> None:
        self.choice = 0

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        takes = self.takes(view)
        if not takes:
            return None
        if intent in DIRECTIONS:  # screen order over the reward row of the chooser's panel (ui.nav)
            moved = nav_step(self.option_rects(view), self.choice % len(takes), intent)
            if moved != self.choice % len(takes):
                self.choice = moved
                self.play("click")
        elif intent == Intent.CONFIRM:
            return takes[self.choice % len(takes)]
        elif intent == Intent.ALT and M.Peek() in view.legal:
            return M.Peek()
        return None

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """Per reward choice of :meth:`takes` (same order) its picture's rect in the chooser's panel (the row drawn
        by ``_draw_controls``: visible, hidden, cell, left to right)."""
        takes = self.takes(view)
        seat = view.current_player if view.current_player is not None else 0
        box = self.level.anchor(f"action_{seat}")
        shown = [w for w in M.REWARDS if any(t.what == w for t in takes)]
        out = []
        for t in takes:
            k = shown.index(t.what)
            r = pygame.Rect(0, 0, 116, 116)
            r.center = (round(box.centerx + (k - (len(shown) - 1) / 2) * 128), box.top + 112)
            out.append(r)
        return out

    @property
    def cursor(self) -> int:
        """Index in ``view.legal`` of the action confirm plays now (in a duel: paper, confirm's throw). Setting it
        places the reward cursor on that action (the snapshot tool's pilot uses this; throws are ignored)."""
        legal = list(self.view.legal)
        takes = self.takes(self.view)
        if takes:
            return legal.index(takes[self.choice % len(takes)])
        return legal.index(M.Throw("paper")) if M.Throw("paper") in legal else -1

    @cursor.setter
    def cursor(self, index: int) -> None:
        """Put the reward cursor on legal action number ``index`` (used by the snapshot tool)."""
        action = list(self.view.legal)[index]
        if isinstance(action, M.Take):
            self.choice = self.takes(self.view).index(action)

    def human_turn(self) -> int | None:
        """The human seat choosing a reward now (input ready, nothing animating), else ``None``."""
        cp = self.current_player
        if (cp is None or self.public_view_now().phase != "choose" or self.timeline.busy or not self.seats[cp].is_human
                or self._ready_for != cp or self.curtain_up):
            return None
        return cp if self.takes(self.view) else None

    # ---- small animation helpers -------------------------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        return self.seats[seat].name

    # ---- events → animations -----------------------------------------------------------------------------------------
    def _on_RoundStarted(self, ev) -> Anim:
        m = self.m
        old = self.cell_rect(m.round).center
        new = self.cell_rect(ev.cell).center

        def start():
            self.play("click")

        def draw(s, p):
            r = self.cell_rect(ev.cell).inflate(16, 16)
            r.center = lerp2(old, new, p)
            pygame.draw.rect(s, theme.GOLD, r, 8, border_radius=22)

        def done():
            m.round, m.phase, m.chooser, m.duel_winner = ev.cell, "duel", None, None
            m.ready, m.peeks, m.last_duel = [False, False], [False, False], None
        return Sequence(Tween(0.45, draw, "easeInOutCubic", on_start=start, on_done=done),
                        self.popup((new[0], new[1] - 40), _("Cell {n}").format(n=ev.cell), theme.LAMP, 0.6,
                                    theme.BODY))

    def _on_ThrowCommitted(self, ev) -> Anim:
        box = self.level.anchor(f"action_{ev.seat}")

        def start():
            self.m.ready[ev.seat] = True
            self.play("click")

        def draw(s, p):
            size = round(lerp(120, 72, p) / 4) * 4
            blit_text(s, _("READY"), (box.centerx, box.centery - 10), size, theme.GREEN, "title", outline=5,
                      alpha=round(255 * (1 - p)) // 8 * 8)
        return Tween(0.3, draw, "easeOutCubic", on_start=start)

    def duel_hand_pos(self, seat: int, p_in: float, shake: float) -> tuple[float, float]:
        """Centre of ``seat``'s hand in the reveal: slid in by ``p_in`` (0..1), lifted by ``shake`` px."""
        cx, cy = self.level.point("duel")
        home = cx - 205 if seat == 0 else cx + 205
        edge = cx - 560 if seat == 0 else cx + 560
        return lerp(edge, home, p_in), cy + 20 - shake

    def draw_duel_band(self, s: pygame.Surface, alpha: float) -> None:
        """The dark band the hands are shown on, over the middle of the window."""
        cx, cy = self.level.point("duel")
        rect = pygame.Rect(0, 0, 900, 400)
        rect.center = (cx, cy)
        draw_panel(s, rect, theme.INK, round(alpha * 235) // 8 * 8, 40, theme.GOLD)

    def _on_DuelRevealed(self, ev) -> Anim:
        m = self.m
        cx, cy = self.level.point("duel")
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
            self.picked.clear()

        def draw(s, p):
            t = p * total
            self.draw_duel_band(s, min(1.0, t / 0.15))
            p_in = min(1.0, t / t_in)
            p_in = 1 - (1 - p_in) ** 3
            shown = t >= t_in + t_shake
            for seat in (0, 1):
                if not shown:
                    k = max(0.0, (t - t_in) / 0.3)
                    bob = motion().shake(70 * abs(math.sin(math.pi * k))) if t > t_in else 0.0
                    pos = self.duel_hand_pos(seat, p_in, bob)
                    draw_hand(s, "fist", pos, DUEL_HAND, seat_colour(seat), seat == 1)
                    continue
                q = min(1.0, (t - t_in - t_shake) / 0.18)
                won, lost = winner == seat, winner is not None and winner != seat
                size = DUEL_HAND * (lerp(1.25, 1.0, q) if not won else lerp(1.25, 1.12, q))
                pos = self.duel_hand_pos(seat, 1.0, 0.0)
                if lost:
                    pos = (pos[0] + (-1 if seat == 0 else 1) * 30 * q, pos[1] + 18 * q)
                if won:
                    glow = _glow(300, theme.LAMP)
                    s.blit(glow, glow.get_rect(center=pos))
                draw_hand(s, ev.throws[seat], pos, round(size), seat_colour(seat), seat == 1)
                tag = _("Winner") if won else (_("Tie") if winner is None else "")
                if tag:
                    blit_text(s, tag, (pos[0], cy - 150), theme.BODY, theme.GOLD, "title", outline=4)
            if t_in <= t < t_in + t_shake:
                i = min(SHAKES - 1, int((t - t_in) / 0.3))
                blit_text(s, words[i], (cx, cy - 140), theme.HEADING, theme.WHITE, "title", outline=5)
            elif shown:
                blit_text(s, verdict, (cx, cy + 150), theme.BODY + 4, colour if winner is not None else theme.LAMP,
                          outline=4)
                if t < t_in + t_shake + 0.45:
                    blit_text(s, _("SHOOT!"), (cx, cy - 140), theme.HEADING, theme.GOLD, "title", outline=5)

        def shoot():
            self.play("fanfare" if winner is not None else "caught")

        def done():
            m.ready = [False, False]
            m.last_duel = ev.throws
            m.duel_winner = winner
            m.chooser = winner
            m.phase = "choose" if winner is not None else "duel"
        shakes = [Sequence(Wait(t_in + 0.3 * k), Call(lambda: self.play("click"))) for k in range(SHAKES)]
        return Parallel(Tween(total, draw, "linear", on_start=start, on_done=done), *shakes,
                        Sequence(Wait(t_in + t_shake), Call(shoot)))

    def _on_Peeked(self, ev) -> Anim:
        m = self.m

        def start():
            m.peeks[ev.seat] = True
            m.binoculars[ev.seat] = ev.binoculars_left
            self.play("click")
        x, y = self.spot(ev.cell, "hidden")

        def draw(s, p):
            blit_sprite(s, reward_name("binoculars"), (x, y - 30 * math.sin(p * math.pi)), lerp(1.0, 0.6, p))
        return Parallel(Tween(0.8, draw, "easeOutCubic", on_start=start),
                        self.popup((x, y - 80), _("{name} peeks").format(name=self._who(ev.seat)), theme.BLUE, 0.9,
                                    theme.BODY))

    def _on_HiddenRevealed(self, ev) -> Anim:
        m = self.m
        pos = self.spot(ev.cell, "hidden")

        def start():
            m.hidden[ev.cell - 1] = False
            self.play("click")

        def draw(s, p):
            name = "reward_back" if p < 0.5 else reward_name(ev.token)
            frac = max(0.05, abs(math.cos(p * math.pi)))
            img = squashed(name, CELL_SCALE * 1.1, round(frac * 20) / 20)
            s.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1] - 20 * math.sin(p * math.pi)))))

        def done():
            m.flipped[ev.cell] = ev.token
        return Tween(0.4, draw, "easeInOutSine", on_start=start, on_done=done)

    def _on_RewardTaken(self, ev) -> Anim:
        m = self.m
        seat, cell = ev.seat, ev.cell
        before = self.total(seat)
        if ev.what == "cell":
            after = self.total(seat, extra_cell=cell)
            start_pos, end = self.header_token(seat), self.spot(cell, "cell")

            def start():
                self.play("click")

            def draw(s, p):
                blit_sprite(s, f"gang_{seat}", flight_point(start_pos, end, p, 160),
                            lerp(0.8, GANG_SCALE, p) * (1 + 0.2 * math.sin(p * math.pi)))

            def done():
                m.control[cell - 1] = seat
            fly = Tween(0.6, draw, "easeInOutCubic", on_start=start, on_done=done)
        else:
            token = ev.token
            after = self.total(seat, extra=(token,))
            start_pos = self.spot(cell, ev.what)
            index = m.collections[seat].count(token)
            end = self.slot(seat, token, index)

            def start():
                if ev.what == "visible":
                    m.visible[cell - 1] = None
                else:
                    m.flipped.pop(cell, None)
                    m.hidden[cell - 1] = False
                self.play("coins" if token != M.CROWN else "fanfare")

            def draw(s, p):
                blit_sprite(s, reward_name(token), flight_point(start_pos, end, p, 140),
                            lerp(CELL_SCALE, COLL_SCALE, p) * (1 + 0.25 * math.sin(p * math.pi)))

            def done():
                m.collections[seat].append(token)
                self.burst("jewel" if token == M.CROWN else "sparkle", end, 14, speed=520, life=0.7)
            fly = Tween(0.65, draw, "easeInOutCubic", on_start=start, on_done=done)
        parts: list[Anim] = []
        if not ev.auto and m.chooser == seat and m.duel_winner is not None:
            def next_chooser():
                m.chooser = 1 - seat if seat == m.duel_winner else None
            parts.append(Call(next_chooser))
        if ev.auto:
            parts.append(self.popup((self.cell_rect(cell).centerx, self.cell_rect(cell).top + 10),
                                     _("The rest: {name}").format(name=self._who(seat)), theme.WHITE, 0.5,
                                     theme.SMALL))
        pops = []
        if after != before:
            pops.append(self.popup(self.score_point(seat), f"+{after - before}", theme.GOLD, 0.7))
        if ev.token == M.CROWN:
            n = m.collections[seat].count(M.CROWN) + 1
            pops.append(self.popup(self.header_token(seat), _("Crown {n}/3").format(n=n), theme.LAMP, 0.9,
                                    theme.BODY))
        return Sequence(*parts, fly, Parallel(*pops) if pops else Wait(0.05))

    def _on_LineCompleted(self, ev) -> Anim:
        a = self.cell_rect(ev.cells[0]).center
        b = self.cell_rect(ev.cells[2]).center

        def draw(s, p):
            _line(s, a, lerp2(a, b, p), seat_colour(ev.seat))

        def done():
            self.m.lines.append((ev.seat, tuple(ev.cells)))
        mid = self.cell_rect(ev.cells[1]).center
        return Sequence(Tween(0.5, draw, "easeOutCubic", on_start=lambda: self.play("fanfare"), on_done=done),
                        Parallel(self.popup(mid, _("LINE!"), seat_colour(ev.seat), 0.8),
                                 self.popup(self.score_point(ev.seat), "+3", theme.GOLD, 0.8)))

    def _on_CrownWin(self, ev) -> Anim:
        top = (theme.WIDTH / 2, 80)
        end = self.header_token(ev.seat)

        def crown(s, p):
            img = scaled("crown", round(lerp(1.4, 0.6, p) * 20) / 20)
            s.blit(img, img.get_rect(center=flight_point(top, (end[0], end[1] - 70), p, 100)))
        return Sequence(self.banner(_("THREE CROWNS!"), _("{name} wins at once").format(name=self._who(ev.seat)),
                                     theme.GOLD, 1.3, "fanfare"),
                        Tween(0.9, crown, "easeOutBounce", on_done=lambda: self.m.winners.append(ev.seat)))

    def _on_GameOver(self, ev) -> Anim:
        m = self.m

        def start():
            m.over, m.phase, m.winners = True, "over", list(ev.winners)
        if ev.reason == "crowns":
            return Call(start)
        a, b = ev.scores[0].total, ev.scores[1].total
        if len(ev.winners) > 1:
            title, sub = _("A draw!"), _("{a} points each, the same lines").format(a=a)
        else:
            w = ev.winners[0]
            title = _("{name} wins!").format(name=self._who(w))
            sub = _("{a} to {b}").format(a=max(a, b), b=min(a, b)) if a != b else \
                _("{a} all: more lines wins").format(a=a)
        return Sequence(Call(start), self.banner(title, sub, theme.GOLD, 1.8, "fanfare"))

    # ---- drawing -----------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        m = self.m
        surface.blit(self.level.background, (0, 0))
        human = self.human_turn()
        focus = None
        if human is not None:
            takes = self.takes(view)
            focus = takes[self.choice % len(takes)].what
        for cell in range(1, 10):
            self._draw_cell(surface, cell, focus if cell == m.round else None)
        if not m.over:
            r = self.cell_rect(m.round).inflate(16, 16)
            pulse = 2 + round(2 * math.sin(self.t * 5))
            pygame.draw.rect(surface, theme.INK, r.inflate(6, 6), 4, border_radius=24)
            pygame.draw.rect(surface, theme.GOLD, r, 6 + pulse, border_radius=22)
        for seat, cells in m.lines:
            _line(surface, self.cell_rect(cells[0]).center, self.cell_rect(cells[2]).center, seat_colour(seat))
        for seat in (0, 1):
            self._draw_header(surface, seat)
            self._draw_collection(surface, seat)
            self._draw_controls(surface, seat, view, private_seat)

    def _draw_cell(self, surface: pygame.Surface, cell: int, focus: str | None) -> None:
        m = self.m
        i = cell - 1
        if m.control[i] is not None:
            pos = self.spot(cell, "cell")
            sh = _shadow_disc(round(120 * GANG_SCALE))
            surface.blit(sh, sh.get_rect(center=(pos[0] + 6, pos[1] + 10)))
            blit_sprite(surface, f"gang_{m.control[i]}", pos, GANG_SCALE)
        if m.hidden[i] or cell in m.flipped:
            pos = self.spot(cell, "hidden")
            blit_sprite(surface, reward_name(m.flipped[cell]) if cell in m.flipped else "reward_back", pos,
                        CELL_SCALE)
            if focus == "hidden":
                _focus_ring(surface, pos, 56, self.t)
        if m.visible[i] is not None:
            pos = self.spot(cell, "visible")
            blit_sprite(surface, reward_name(m.visible[i]), pos, CELL_SCALE)
            if focus == "visible":
                _focus_ring(surface, pos, 56, self.t)
        if focus == "cell":
            pos = self.spot(cell, "cell")
            img = _ghost(self.current_player)
            surface.blit(img, img.get_rect(center=pos))
            _focus_ring(surface, pos, 84, self.t)

    def _draw_header(self, surface: pygame.Surface, seat: int) -> None:
        m = self.m
        box = self.level.anchor(f"gang_{seat}")
        colour = seat_colour(seat)
        active = not m.over and (m.chooser == seat or (m.phase == "duel" and not m.ready[seat]))
        winner = seat in m.winners
        draw_panel(surface, box, theme.INK, 235, 26, theme.GOLD if winner else colour)
        if winner:
            pygame.draw.rect(surface, theme.GOLD, box.inflate(10, 10), 5, border_radius=30)
        elif active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
            draw_turn_marker(surface, box, self.t, "none")
        tx, ty = self.header_token(seat)
        blit_sprite(surface, f"gang_{seat}", (tx, ty), 0.9)
        if winner:
            blit_sprite(surface, "crown", (tx, ty - 62), 0.5)
        draw_symbol(surface, seat_symbol(seat), (box.left + 160, box.top + 42), 16, colour)
        blit_text(surface, self.seats[seat].name, (box.left + 186, box.top + 42), theme.SMALL, theme.WHITE,
                  anchor="midleft")
        r = blit_text(surface, str(self.total(seat)), self.score_point(seat), theme.HEADING + 8,
                      theme.GOLD if not active else theme.LAMP, "title", anchor="midleft", outline=4)
        blit_text(surface, _("points"), (r.right + 12, r.centery + 8), theme.SMALL, theme.LAMP, anchor="midleft")

    def _draw_collection(self, surface: pygame.Surface, seat: int) -> None:
        m = self.m
        box = self.level.anchor(f"collection_{seat}")
        draw_panel(surface, box, (44, 34, 30), 150, 20, None)
        counts = {k: m.collections[seat].count(k) for k in self.kinds()}
        for kind in self.kinds():
            n = counts[kind]
            x0, y = self.slot(seat, kind, 0)
            if n == 0:
                img = _faded(reward_name(kind))
                surface.blit(img, img.get_rect(center=(round(x0), round(y))))
            for k in range(n):
                blit_sprite(surface, reward_name(kind), self.slot(seat, kind, k), COLL_SCALE)
            if kind in M.EQUIPMENT:
                label = _points(M.group_points(n)) if n else ""
            elif kind == M.PLUS2:
                label = _points(2 * n) if n else ""
            elif kind == M.CROWN:
                label = f"{n}/3" if n else ""
            else:
                label = f"×{n}" if n else ""
            if label:
                blit_text(surface, label, (box.right - 18, y), theme.SMALL,
                          theme.LAMP if kind != M.CROWN else theme.GOLD, anchor="midright", outline=3)

        lines = sum(1 for s, _c in m.lines if s == seat)
        x0, y = self.slot(seat, "lines", 0)
        bar = pygame.Rect(0, 0, 52, 18)
        bar.center = (round(x0), round(y))
        pygame.draw.rect(surface, theme.INK, bar.inflate(8, 8), border_radius=13)
        pygame.draw.rect(surface, seat_colour(seat) if lines else theme.GREY, bar, border_radius=9)
        blit_text(surface, _("Lines: {n}").format(n=lines), (x0 + 44, y), theme.SMALL,
                  theme.WHITE if lines else theme.GREY, anchor="midleft", outline=3)
        if lines:
            blit_text(surface, _points(3 * lines), (box.right - 18, y), theme.SMALL, theme.LAMP, anchor="midright",
                      outline=3)

    def _draw_controls(self, surface: pygame.Surface, seat: int, view: View, private_seat: int | None) -> None:
        m = self.m
        box = self.level.anchor(f"action_{seat}")
        me = self.seats[seat]
        colour = seat_colour(seat)
        choosing = m.phase == "choose" and m.chooser == seat and not m.over
        draw_panel(surface, box, theme.NIGHT, 235, 26, theme.GOLD if choosing else colour)
        cx, top = box.centerx, box.top
        if m.over:
            won = seat in m.winners
            blit_text(surface, _("Winner!") if won and len(m.winners) == 1 else (_("Tie") if won else _("Beaten")),
                      (cx, top + 52), theme.HEADING, theme.GOLD if won else theme.GREY, "title", outline=4)
            blit_text(surface, _("{n} points").format(n=self.total(seat)), (cx, top + 132), theme.BODY, theme.WHITE)
            return
        if m.phase == "duel":
            if seat in self.picked or m.ready[seat]:
                _ready_badge(surface, (cx, top + 110))
                other = 1 - seat
                if not (other in self.picked or m.ready[other]):
                    blit_text(surface, _("Waiting for {name}…").format(name=self._who(other)), (cx, top + 222),
                              theme.SMALL, theme.GREY)
                return
            if me.is_bot or seat in self.disconnected:
                blit_text(surface, _("{name} is choosing…").format(name=me.name), (cx, top + 50), theme.SMALL,
                          theme.WHITE)
                _dots(surface, (cx, top + 140), self.t)
                return
            live = self.duel_open
            blit_text(surface, _("Throw, {name}!").format(name=me.name) if live else _("Get ready…"),
                      (cx, top + 36), theme.BODY, theme.GOLD if live else theme.GREY)
            keyboard = device_family(self.app, me.device) == "keyboard"
            for k, hand in enumerate(M.THROWS):
                y = top + 100 + k * 66
                g = single_glyph(self.app, me.device, (KEY_THROWS if keyboard else PAD_THROWS)[k], 50)
                surface.blit(g, g.get_rect(center=(box.left + 64, y)))
                draw_hand(surface, hand, (box.left + 170, y), 64, colour, False)
                blit_text(surface, _(THROW_NAMES[hand]), (box.left + 236, y), theme.SMALL,
                          theme.WHITE if live else theme.GREY, anchor="midleft")
            return
        # choose phase
        peek_hint = choosing and self.human_turn() == seat and M.Peek() in view.legal
        if m.last_duel is not None and not choosing:
            draw_hand(surface, m.last_duel[seat], (box.right - 62, top + 40), 56, colour, seat == 1)
        if not choosing:
            chooser = m.chooser
            line = _("{name} chooses").format(name=self._who(chooser)) if chooser is not None else ""
            blit_text(surface, _("Won the duel") if m.duel_winner == seat else _("Lost the duel"), (box.left + 24,
                      top + 40), theme.BODY, theme.WHITE, anchor="midleft")
            if line:
                blit_text(surface, line, (cx, top + 130), theme.SMALL, theme.GREY)
            if m.duel_winner == seat:
                blit_text(surface, _("Keeps the last reward"), (cx, top + 190), theme.SMALL, theme.GREY)
            else:
                blit_text(surface, _("Picks second"), (cx, top + 190), theme.SMALL, theme.GREY)
            return
        human = self.human_turn() == seat
        title = _("Choose a reward") if me.is_human else _("{name} chooses…").format(name=me.name)
        blit_text(surface, title, (box.left + 24, top + 40), theme.BODY, theme.GOLD, anchor="midleft")
        cell = m.round
        rewards = [w for w in M.REWARDS if (w == "visible" and m.visible[cell - 1] is not None)
                   or (w == "hidden" and (m.hidden[cell - 1] or cell in m.flipped))
                   or (w == "cell" and m.control[cell - 1] is None)]
        takes = self.takes(view) if human else []
        focus = takes[self.choice % len(takes)].what if takes else None
        for k, what in enumerate(rewards):
            x = cx + (k - (len(rewards) - 1) / 2) * 128
            y = top + 112
            if what == "visible":
                name, label = reward_name(m.visible[cell - 1]), _(KIND_NAMES[m.visible[cell - 1]])
            elif what == "hidden":
                name, label = "reward_back", _("Hidden")
            else:
                name, label = f"gang_{seat}", _("Cell")
            if focus == what:
                _focus_ring(surface, (x, y), 58, self.t)
            blit_sprite(surface, name, (x, y), CHOICE_SCALE if focus == what else CHOICE_SCALE * 0.85)
            blit_text(surface, label, (x, y + 74), theme.SMALL, theme.GOLD if focus == what else theme.WHITE,
                      outline=3 if focus == what else 0)
        peeked = view.peeked if private_seat == seat and view.seat == seat else None
        if peeked is not None:
            blit_text(surface, _("Peeked:"), (box.left + 24, box.bottom - 34), theme.SMALL, theme.BLUE,
                      anchor="midleft")
            blit_sprite(surface, reward_name(peeked), (box.left + 190, box.bottom - 34), 0.45)
        elif human:
            device = me.device or ""
            family = device_family(self.app, device)
            conf = intent_glyphs(family, device, Intent.CONFIRM, 44, self.app)[0]
            y = box.bottom - 30
            x = box.left + 18
            for g in intent_glyphs(family, device, Intent.LEFT, 44, self.app):
                surface.blit(g, g.get_rect(midleft=(x, y)))
                x += g.get_width() + 4
            blit_text(surface, _("Move"), (x + 6, y), theme.SMALL, theme.WHITE, anchor="midleft")
            r = blit_text(surface, _("Take"), (box.right - 18, y), theme.SMALL, theme.WHITE, anchor="midright")
            surface.blit(conf, conf.get_rect(midright=(r.left - 8, y)))
            if peek_hint:
                pg = intent_glyphs(family, device, Intent.ALT, 40, self.app)[0]
                x = box.right - 20
                r = blit_text(surface, _("Peek"), (x, top + 40), theme.SMALL, theme.BLUE, anchor="midright")
                if pg is not None:
                    surface.blit(pg, pg.get_rect(midright=(r.left - 8, top + 40)))

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        m = self.m
        x, y = self.level.point("hud")
        if m.over:
            line = _("Game over")
        elif m.phase == "duel":
            line = _("Cell {n} of 9 · Duel!").format(n=m.round)
        else:
            line = _("Cell {n} of 9 · {name} chooses").format(n=m.round, name=self._who(m.chooser)) \
                if m.chooser is not None else _("Cell {n} of 9").format(n=m.round)
        blit_text(surface, line, (x, y), theme.BODY + 4, theme.WHITE, "body", outline=4)
        blit_text(surface, _("Three Crowns win at once"), (x, y + 52), theme.SMALL, theme.LAMP, outline=3)


# ---- cached pictures -----------------------------------------------------------------------------------------------
@surface_cache(4)
def _glow(size: int, colour: tuple) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(10, 0, -1):
        pygame.draw.circle(surf, (*colour, 14 + (10 - k) * 5), (size / 2, size / 2), size / 2 * k / 10)
    return surf


@surface_cache(4)
def _shadow_disc(size: int) -> pygame.Surface:
    surf = pygame.Surface((size + 20, size + 20), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 90), (size / 2 + 10, size / 2 + 10), size / 2)
    return pygame.transform.gaussian_blur(surf, 5)


@surface_cache(4)
def _faded(name: str) -> pygame.Surface:
    """A ghost of a reward in a collection row that is still empty (what the row is for)."""
    img = scaled(name, COLL_SCALE).copy()
    img.set_alpha(60)
    return img


@surface_cache(4)
def _ghost(seat: int) -> pygame.Surface:
    """``seat``'s Gang token, see-through: where it would go if the chooser takes the cell."""
    img = scaled(f"gang_{seat}", GANG_SCALE).copy()
    img.set_alpha(170)
    return img


def _points(p: int) -> str:
    return _("1 pt") if p == 1 else _("{p} pts").format(p=p)


def _focus_ring(surface: pygame.Surface, pos: tuple[float, float], r: float, t: float) -> None:
    rr = r + 4 * math.sin(t * 6)
    pygame.draw.circle(surface, theme.INK, pos, rr + 4, 4)
    pygame.draw.circle(surface, theme.GOLD, pos, rr, 6)


def _line(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: tuple) -> None:
    """A finished line across the window: thick stroke in the gang colour with an ink rim, slightly past the ends."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    if n < 1:
        return
    ux, uy = dx / n, dy / n
    a2, b2 = (a[0] - ux * 70, a[1] - uy * 70), (b[0] + ux * 70, b[1] + uy * 70)
    pygame.draw.line(surface, theme.INK, a2, b2, 30)
    pygame.draw.circle(surface, theme.INK, a2, 15)
    pygame.draw.circle(surface, theme.INK, b2, 15)
    pygame.draw.line(surface, colour, a2, b2, 18)
    pygame.draw.circle(surface, colour, a2, 9)
    pygame.draw.circle(surface, colour, b2, 9)


def _ready_badge(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    surface.blit(_ready_image(), _ready_image().get_rect(center=(round(centre[0]), round(centre[1]))))


@surface_cache(4)
def _ready_image() -> pygame.Surface:
    from ..ui.text import text
    words = text(_("READY"), 56, theme.WHITE, "title", outline=4)
    w, h = words.get_width() + 136, 112
    surf = pygame.Surface((w + 10, h + 10), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), (8, 10, w, h), border_radius=30)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, h), border_radius=30)
    pygame.draw.rect(surf, theme.GREEN, (6, 6, w - 12, h - 12), border_radius=26)
    pygame.draw.lines(surf, theme.INK, False, [(34, 58), (52, 78), (88, 36)], 16)
    pygame.draw.lines(surf, theme.WHITE, False, [(34, 58), (52, 78), (88, 36)], 9)
    surf.blit(words, words.get_rect(midleft=(110, h / 2)))
    return surf


def _dots(surface: pygame.Surface, centre: tuple[float, float], t: float) -> None:
    for k in range(3):
        lift = 10 * max(0.0, math.sin(t * 6 - k * 0.9))
        pygame.draw.circle(surface, theme.INK, (centre[0] + (k - 1) * 40, centre[1] - lift), 14)
        pygame.draw.circle(surface, theme.LAMP, (centre[0] + (k - 1) * 40, centre[1] - lift), 10)


TABLE = MorpionTable
