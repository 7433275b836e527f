"""morpion: the table scene, the game's hooks on the base table (issue 17: split by job; see docs/scenes.md)."""

from __future__ import annotations

import pygame

from ...engine import morpion as M
from ...engine.base import Action, Event, View
from ...input.intents import Intent, IntentEvent
from ...ui import theme
from ...ui.hands import warm
from ...ui.widgets import seat_colour
from ..options import LobbyOption
from ..table import TableScene
from . import controls, painter
from .anims import ANIMATIONS
from .model import KIND_ORDER, THROW_INTENTS, Model, _live_total


class MorpionTable(TableScene):
    """The Pierre Papier Morpion table scene (``TABLE``); see the package docstring. The base
    :class:`~thieves_arcade.scenes.table.TableScene` runs the turn loop, bots, pause, curtain and game over; this class
    adds the simultaneous duel input (:meth:`handle`, :attr:`picks`) on top of it."""

    #: The expert options as lobby rows (README: ``binoculars``, ``equipment_bonus``; first choice = the default).
    lobby_options = LobbyOption.rows(M.GAME.manifest)

    level_name = "morpion"
    animations = ANIMATIONS
    name = "morpion"
    think_delay = 0.8
    end_hold = 3.0

    game_id = "morpion"
    default_seats = ("normal", "normal")

    def __init__(self, app, game_id: str | None = None, seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        """The base's table, with the two hands' master drawings made first, so no frame pays for them."""
        super().__init__(app, game_id, seats, options, seed, **kwargs)
        warm((seat_colour(0), seat_colour(1)))

    # ---- hooks ------------------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """The duel's input buffers, the reward cursor (a legal-action menu over the ``take`` actions), the
        variants in force."""
        #: Human throws received and not yet given to the engine (seat → hand). Never drawn.
        self.picks: dict[int, str] = {}
        #: Seats that have thrown in the open duel (shown as "READY"); cleared when the hands are revealed.
        self.picked: set[int] = set()
        #: Whether humans may throw now (the duel is on screen and nothing is animating before it).
        self.duel_open = False
        self.menu = controls.RewardMenu()
        self.variant_bonus = bool(self.options.get("equipment_bonus"))
        self.variant_binoculars = bool(self.options.get("binoculars"))

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

    def view_changed(self, view: View) -> None:
        """Re-sync the picture model only once no queued event animation is still to play (two actions applied in
        one frame, e.g. both throws, queue a refresh between them: the state is already final then, and syncing
        would show the duel before its reveal)."""
        pending = any(getattr(a, "event", None) is not None and not getattr(a, "started", True)
                      for a in self.timeline.queue)
        if not pending:
            self.sync(view)

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

    def window_rect(self) -> pygame.Rect:
        """The nine cells together (px), 10 px in from their outer edges: where the popups over the window rise,
        clear of the gangs' boxes beside it (issue 21: "+3" over "Magpie", "The rest: …" over "5 pts")."""
        return self.cell_rect(1).union(self.cell_rect(9)).inflate(-20, -20)

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

    def banner_span(self) -> tuple[float, float]:
        """Between the two gangs' columns (header, collection, action box), 16 px off them: a banner never hides a
        gang's score or its collection's points (issue 21: the end of game's "Pie wins!" lay across both
        collections' "24 pts" for its 1.8 s at 150 %; "THREE CROWNS!" too)."""
        boxes = [self.level.anchor(f"{part}_{seat}") for part in ("gang", "collection", "action")
                 for seat in range(len(self.seats))]
        left = max((b.right for b in boxes if b.centerx < theme.WIDTH / 2), default=0)
        right = min((b.left for b in boxes if b.centerx > theme.WIDTH / 2), default=theme.WIDTH)
        return left + 16, right - 16

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
        """Duel: each human's throw from their own device, whenever it comes (see the package docstring); choose:
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

    def human_turn(self) -> int | None:
        """The human seat choosing a reward now (input ready, nothing animating), else ``None``."""
        cp = self.current_player
        if (cp is None or self.public_view_now().phase != "choose" or self.timeline.busy or not self.seats[cp].is_human
                or self._ready_for != cp or self.curtain_up):
            return None
        return cp if self.takes(self.view) else None

    # ---- the jobs split out (issue 17): delegates ------------------------------------------------------------
    def takes(self, view: View) -> list[Action]:
        """See ``controls.takes``."""
        return controls.takes(self, view)

    def turn_started(self, seat: int, view: View) -> None:
        """See ``controls.turn_started``."""
        return controls.turn_started(self, seat, view)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """See ``controls.intent``."""
        return controls.intent(self, seat, intent, view)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        """See ``painter.draw_table``."""
        return painter.draw_table(self, surface, view, private_seat)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        """See ``painter.draw_hud``."""
        return painter.draw_hud(self, surface, view)


TABLE = MorpionTable
