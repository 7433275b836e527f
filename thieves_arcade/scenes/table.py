"""The generic table scene: the contract every game's table scene is built on (see ``docs/scenes.md``).

``TableScene(app, game_id, seats, options, seed)`` owns the engine state and the bots and runs the turn loop; a game's
scene subclasses it and only turns events into animations, views into pictures, and intents into actions.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

import pygame

from ..ai import make_bot
from ..engine import get_game
from ..engine.base import Action, Event, View
from ..i18n import _
from ..input.binding import SeatBinding
from ..input.intents import DeviceChange, Intent, IntentEvent
from ..ui import theme
from ..ui.access import motion
from ..ui.captions import YOUR_TURN
from ..ui.level import load_level
from ..ui.scene import Scene
from ..ui.tween import Anim, Call, Deferred, Timeline
from ..ui.widgets import Banner, Prompt, popup_tween
from . import table_draw, table_phones, table_privacy
from .menu import LegalMenu
from .outcome import Outcome
from .seats import BOT_NAMES, Seat, is_phone, make_seats
from .table_effects import RUMBLES, TURN_RUMBLE, Effects
from .table_hint import MasterHint
from .table_seating import Seating

log = logging.getLogger(__name__)

def new_bot(game_id: str, level: str, seed: int):
    """The bot for a seat: ``ai.make_bot(game_id, level, seed)`` (one seam, so tests can swap the levels)."""
    return make_bot(game_id, level, seed=seed)


class TableScene(Scene):
    """A game table: engine state, bots, turn loop, animation queue, privacy curtain, pause, game over.

    Each ``update``: while animations play they advance and nothing else happens (the engine state is already final).
    Else a bot "thinks" ``think_delay`` s then plays, or the human to act's intents (from their own device) go to
    :meth:`intent`. Every applied action's events are queued and each is animated by :meth:`animate` when its turn
    comes. The hooks a game overrides (all with defaults, below "subclass hooks") and the life cycle are in
    ``docs/scenes.md``; the jobs beside the turn loop are small objects the table owns: ``fx`` (``table_effects``),
    ``advisor`` (``table_hint``), ``seating`` (``table_seating``), and the privacy rule is ``table_privacy``'s.

    Invariant: ``private_seat`` is ``None`` unless exactly one human plays (then it is that human) or the current
    player is a human whose view holds no secret (``State.holds_secret``), or who passed the curtain (with the curtain
    off in ``app.settings``: the human to act), and no public animation plays (:meth:`private_now`); a human who
    acts again after a public moment passes the curtain again (:meth:`continues_privately`).
    """

    name = "table"
    #: Phones' action texts and join/leave reach this scene (``App.pump_phones``).
    accepts_phones = True
    #: Seconds a bot waits before acting (so people can follow), in game time.
    think_delay = 0.9
    #: Seconds the final position stays on screen before the results.
    end_hold = 2.5
    #: Game-time multiplier of a playing animation batch after a human pressed confirm during it (fast-forward).
    rush = 4.0
    #: The game's level (``levels/<name>.tmx``, ``ui.level.load_level``), loaded as ``self.level`` before any hook
    #: runs; ``None``: no level (a plain felt).
    level_name: str | None = None
    #: The game's event → animation table: engine event class → ``make(scene, event) -> Anim | None``, or ``None``
    #: for an event that is deliberately not animated. ``tests/test_scene_animations.py`` checks that every event
    #: class of the game's engine module is in it.
    animations: dict = {}
    #: The game a per-game table plays when no ``game_id`` is passed (``None`` on the base: it must be passed).
    game_id: str | None = None
    #: The seats (device ids or bot levels, ``input.seats.make_seats``) when none are passed: the smallest usual table.
    default_seats: tuple[str, ...] = ("normal", "normal", "normal")

    def __init__(self, app, game_id: str | None = None, seats: list | None = None, options: dict | None = None,
                 seed: int = 0, *, speed: float = 1.0, on_over: Callable[[TableScene], None] | None = None,
                 on_action: Callable[[TableScene], None] | None = None, state=None):
        """``game_id`` defaults to the class's :attr:`game_id`, ``seats`` to :attr:`default_seats`.

        :raises ValueError: no game id given on a table class without one, or a resumed ``state`` that does not fit
            the game and the seats."""
        super().__init__(app)
        game_id = game_id or type(self).game_id
        if game_id is None:
            raise ValueError(f"{type(self).__name__} needs a game id")
        seats = list(seats or self.default_seats)
        self.level = load_level(self.level_name) if self.level_name else None
        #: Seconds the table has been on screen (real time, not sped up): the clock of pulses and bobs.
        self.t = 0.0
        self.game = get_game(game_id)
        self.game_id = game_id
        self.seats = make_seats(seats)
        self.options = dict(options or {})
        hint_choice = self.options.pop("master_hint", None)  # a table option, never passed to the engine
        self.seed = seed
        if state is not None and (state.game.id != game_id or state.players != len(self.seats)):
            raise ValueError(f"a resumed {state.game.id} position for {state.players} seats does not fit a "
                             f"{game_id} table of {len(self.seats)} seats")
        #: ``state``: a position to resume (``Game.from_dict``); its setup events are not replayed.
        self.state = state if state is not None else self.game.new_state(len(self.seats), seed=seed,
                                                                          options=self.options)
        #: Called with the scene after every applied action (the resume save, issue 10).
        self.on_action = on_action
        self.bots = {s.index: self.new_bot(s.level, seed * 101 + s.index) for s in self.seats if s.is_bot}
        self.speed = speed
        self.on_over = on_over
        self.timeline = Timeline()
        #: Particles, rumble, sounds and captions (``table_effects``); ``particles`` / ``captions`` are its pools.
        self.fx = Effects(self)
        self.particles, self.captions = self.fx.particles, self.fx.captions
        self.events: list[Event] = []  # every event applied, in order (tests and snapshots read it)
        self.cleared: int | None = None  # the human seat that passed the curtain for its current turn
        #: Who plays which seat (``input.binding``): the one place that decides it.
        self.binding = SeatBinding(self.seats, getattr(getattr(app, "input", None), "info", None))
        self.finished = False
        self._think = 0.0
        self._rushing = False
        self._over_for = 0.0
        self._ready_for: int | None = None
        self.view_seat: int | None = None
        self.view: View = self.state.public_view()
        self._phones_sent: tuple | None = None  # what the phones were last sent for (see publish_phones)
        #: Who plays the seats: bots' checked moves, take-overs, devices lost and back (``table_seating``).
        self.seating = Seating(self)
        #: The master thief's hint (``table_hint``): the lobby's ``master_hint`` choice, else the setting.
        self.advisor = MasterHint(self, hint_choice)
        #: Whether the setup's events (a deal, the first roll) are animated: a new game, not a resumed position.
        self.opening = state is None and bool(getattr(self.state, "setup_events", ()))
        #: The human's cursor over the legal actions (:class:`~thieves_arcade.scenes.menu.LegalMenu`; a game whose
        #: options are not ``view.legal`` one to one sets its own menu object in :meth:`setup`): :attr:`cursor`.
        self.menu = LegalMenu()
        self.setup()
        self._take_view()
        #: The game's picture model (:meth:`make_model`): what the table shows, updated by the animations as they
        #: play and re-synced from the view after each batch (:meth:`view_changed`).
        self.m = self.make_model(self.public_view_now())
        for event in self.state.setup_events if self.opening else ():  # the setup's events
            self.timeline.add(self.event_anim(event))

    # ---- the position, as the game scenes may read it ---------------------------------------------------------------
    # The base is the one place that holds the engine ``State`` (the turn loop applies actions to it); a game's scene
    # reads the position only through views and these accessors, never ``self.state`` (docs/scenes.md).
    @property
    def current_player(self) -> int | None:
        """The seat to act now (``None`` once the game is over)."""
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.is_over

    @property
    def moves(self) -> int:
        """How many actions have been applied to the position (a key for caches that follow the game)."""
        return len(self.state.history)

    def seat_view(self, seat: int) -> View:
        """``seat``'s own view of the position now (what that seat may know; for decisions such as "is it still my
        move", never drawn unless the privacy rules allow it). Raises ``ValueError`` for a seat out of range."""
        return self.state.view(seat)

    def outcome(self) -> Outcome:
        """The game's result (:class:`~thieves_arcade.scenes.outcome.Outcome`: scores, winners, placings) for the
        party, the results and the demo runner; while the game runs, the scores so far and no winners."""
        s = self.state
        return Outcome(tuple(s.scores()), tuple(s.winners()), tuple(s.placings()), s.is_over)

    def position(self) -> dict:
        """The position as JSON (the engine's ``to_dict``; ``Game.from_dict`` reads it back): the resume save's."""
        return self.state.to_dict()

    @property
    def cursor(self) -> int:
        """Index in ``view.legal`` of the action confirm plays now (``-1``: none), as the game's :attr:`menu` maps its
        own cursor (``menu.at(view)``); settable (``menu.place(view, index)``: the snapshot tool's pilot, tests)."""
        return self.menu.at(self.view)

    @cursor.setter
    def cursor(self, index: int) -> None:
        self.menu.place(self.view, index)

    # ---- who may see what ---------------------------------------------------------------------------------------
    @property
    def disconnected(self) -> set[int]:
        """The seats waiting for their device (the binding's ``waiting``; a live set)."""
        return self.binding.waiting

    @property
    def humans(self) -> list[Seat]:
        """The human seats."""
        return [s for s in self.seats if s.is_human]

    def on_phone(self, seat: int | None) -> bool:
        """Whether ``seat`` plays on a phone (its private view is on the phone, never on the TV)."""
        return seat is not None and 0 <= seat < len(self.seats) and is_phone(self.seats[seat].device)

    def allowed_private_seat(self) -> int | None:
        """The seat whose private information may be on screen now (``table_privacy.private_seat``, the one rule;
        see the class invariant). A phone seat's never: it is on that phone."""
        return table_privacy.private_seat(table_privacy.of(self))

    @property
    def curtain_on(self) -> bool:
        """Whether the privacy curtain is in use: ``app.settings.curtain`` (on when the app has no settings)."""
        return bool(getattr(getattr(self.app, "settings", None), "curtain", True))

    @property
    def curtain_up(self) -> bool:
        """Whether the "Pass to …" curtain is shown (``table_privacy.curtain_up``): the curtain setting on, two or
        more humans, a human to act whose view holds a secret and who has not passed it."""
        return table_privacy.curtain_up(table_privacy.of(self))

    def refresh_view(self) -> None:
        """Take the view to draw from the state: the allowed private seat's view, else the public view."""
        self._take_view()
        self.view_changed(self.view)

    def _take_view(self) -> None:
        seat = self.allowed_private_seat()
        self.view_seat = seat
        self.view = self.state.view(seat) if seat is not None else self.state.public_view()

    # ---- the turn loop ------------------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Apply ``action`` for the current player, queue its events' animations, return the events.

        Raises :class:`~thieves_arcade.engine.IllegalAction` (state unchanged) if it is not legal."""
        events = self.state.apply(action)
        self.events.extend(events)
        self.advisor.applied()  # the advice goes; hint bots remember what their seat saw (tricks, duels)
        for event in events:
            self.timeline.add(self.event_anim(event))
        #: Whether the batch now playing continues the same human's private decision (its animations are private).
        self._private_batch = (self.cleared is not None and self.state.current_player == self.cleared
                               and self.continues_privately(action, events))
        if self.cleared is not None and not self._private_batch:
            # the turn moved on, or a public moment comes before the same human decides again: the curtain closes
            # at once and comes back before their next private view (issue 16)
            self.cleared = None
            self.refresh_view()
        self.timeline.add(Call(self.refresh_view))
        self._ready_for = None
        self._think = 0.0
        if self.on_action is not None:
            self.on_action(self)
        return events

    # ---- phones (input/phones.py) -------------------------------------------------------------------------------
    def confirm_held(self) -> bool:
        """Whether a seat's device holds confirm down now (``InputManager.held``): the animations playing
        fast-forward for as long as it is held, one batch after another (nothing needs holding: a press does it
        for the batch playing)."""
        held = getattr(getattr(self.app, "input", None), "held", None)
        return held is not None and any(s.device and held(s.device, Intent.CONFIRM) for s in self.seats)

    def phone_hub(self):
        """The phone hub of the app's running phone service, or ``None`` (``table_phones.phone_hub``)."""
        return table_phones.phone_hub(self)

    def publish_phones(self) -> None:
        """Send every phone seat its own view when the position, the seats or the language changed
        (``table_phones.publish_phones``)."""
        table_phones.publish_phones(self)

    def update(self, dt: float) -> None:
        self.t += dt
        self.publish_phones()
        dt *= self.speed
        self.particles.update(dt)
        if self.timeline.busy:  # the animation speed and reduced motion (``ui.access.motion``) scale the animations
            self._rushing = self._rushing or self.confirm_held()  # holding confirm fast-forwards as pressing does
            self.timeline.update(dt * motion().time_scale * (self.rush if self._rushing else 1.0))
            if self.timeline.busy:
                return
        self._rushing = False
        if self.finished:
            return
        if self.state.is_over:
            self._over_for += dt
            if self._over_for >= self.end_hold:
                self.finish()
            return
        cp = self.state.current_player
        seat = self.seats[cp]
        if seat.is_bot:
            self._think += dt
            if self._think >= self.bot_delay():
                self.apply(self.seating.bot_action(cp))  # always a legal one
        elif self._ready_for != cp and not self.curtain_up and not self.on_phone(cp):
            self._ready_for = cp
            self.fx.rumble(cp, *TURN_RUMBLE)  # your turn (after the curtain, if there was one)
            self.fx.caption(_(YOUR_TURN).format(name=seat.name))
            self.turn_started(cp, self.view)

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.ACT:  # a phone's action text: no animation or curtain holds it back
            table_phones.phone_action(self, event)
            return None
        if is_phone(event.device):  # a phone acts only with action texts, never with a pad's intents
            return None
        if event.intent == Intent.PAUSE:
            self.open_pause()
            return None
        if self.timeline.busy and event.intent == Intent.CONFIRM and any(s.device == event.device for s in self.seats):
            self._rushing = True  # a player's confirm fast-forwards the animations playing now
            return None
        if self.timeline.busy or self.state.is_over:
            return None
        cp = self.state.current_player
        seat = self.seats[cp]
        if not seat.is_human or event.device != seat.device:
            return None
        if self.curtain_up:
            if event.intent == Intent.CONFIRM:
                self.cleared = cp
                self.refresh_view()
                self.play("click")
            return None
        if self.view.seat != cp:  # e.g. the first frame of a turn: make sure the legal actions are current
            self.refresh_view()
        if event.intent == Intent.ALT and self.advisor.on and self.alt_free(self.view):
            self.advisor.ask(cp)  # the scene's own alt use (e.g. Sticheln's last trick) goes on as well
        action = self.intent(cp, event.intent, self.view)
        if action is not None:
            self.apply(action)
        return None

    def alt_free(self, view: View) -> bool:
        """Whether alt may ask for the master thief's hint now (a scene whose alt is a move, e.g. Morpion's
        binoculars, returns False while that move is legal). Default: always."""
        return True

    def new_bot(self, level: str, seed: int):
        """A bot of this game at ``level`` seeded ``seed`` (through the module's :func:`new_bot`, the tests' seam)."""
        return new_bot(self.game_id, level, seed)

    def bot_delay(self) -> float:
        """Seconds a bot thinks before acting: ``think_delay``, shortened at big tables (× 4 / seats from five seats
        on, at least half) so a six-player night does not drag while bots play in a row."""
        return self.think_delay * max(0.5, min(1.0, 4 / len(self.seats))) * motion().bot_pause

    def finish(self) -> None:
        """The game is over and shown: call ``on_over`` or go to the results scene. A single game's phone tokens
        end here (the phones keep the final view and say the game is over); a party's last until the party ends."""
        self.finished = True
        if self.on_over is not None:
            self.on_over(self)
            return
        table_phones.game_over(self)
        self.app.goto("results", self.game.name, self.seats, self.state.scores(), self.state.winners(),
                      placings=self.state.placings(), game_id=self.game_id, table=self, how="replace")

    def rematch(self) -> TableScene:
        """A new table of the same class: the same seats (humans on their devices, bots at their levels, names
        kept), the same options, a new seed, the same resume save (``on_action``)."""
        seats = [dataclasses.replace(s) for s in self.seats]
        return type(self)(self.app, self.game_id, seats, dict(self.options), self.seed + 1, speed=self.speed,
                          on_action=self.on_action)

    def open_pause(self, reason: str = "") -> None:
        """Show the pause overlay with ``reason`` (e.g. a dropped controller); one per table
        (``Seating.open_pause``)."""
        self.seating.open_pause(reason)

    def resume(self) -> None:
        """Back from the pause: the curtain comes down again if a private view was open (``Seating.resume``)."""
        self.seating.resume()

    # ---- seats and effects (``table_seating``, ``table_effects``) ---------------------------------------------------
    def bot_takeover(self, seat: int, level: str = "normal") -> None:
        """A bot at ``level`` plays ``seat`` from now on (``Seating.bot_takeover``)."""
        self.seating.bot_takeover(seat, level)

    def device_changed(self, change: DeviceChange) -> None:
        """A device went away or came back (``Seating.device_changed``)."""
        self.seating.device_changed(change)

    def take_seat(self, seat: int, device: str) -> None:
        """Give ``seat`` to ``device`` (``Seating.take_seat``; ``ValueError`` if it plays another seat here)."""
        self.seating.take_seat(seat, device)

    def choose_seat(self, device: str, seat: int) -> bool:
        """``device`` answered "Which player are you?" with ``seat`` (``Seating.choose_seat``)."""
        return self.seating.choose_seat(device, seat)

    def play(self, sound: str) -> None:
        """Play sound effect ``sound``, captioned when captions are on (``Effects.play``)."""
        self.fx.play(sound)

    # ---- drawing ------------------------------------------------------------------------------------------------
    def prompt(self, hints: list[tuple[Intent, str]], seat: int | None = None, size: int = 60,
               terse: bool = False, plate: bool = False, label_size: int = theme.SMALL) -> Prompt:
        """Button hints for ``seat`` (default: the current player) in its own device's glyphs (``ui.prompts``),
        glyphs ``size`` px high, ``terse``, ``plate`` and ``label_size`` as :class:`~thieves_arcade.ui.widgets.Prompt`
        says."""
        seat = self.state.current_player if seat is None else seat
        device = self.seats[seat].device if seat is not None and 0 <= seat < len(self.seats) else None
        return Prompt(hints, keys=False, device=device, app=self.app, size=size, terse=terse, plate=plate,
                      label_size=label_size)

    def draw_public(self, surface: pygame.Surface) -> None:
        """The table as anyone may see it, for the pause overlay (``table_draw.draw_public``)."""
        table_draw.draw_public(self, surface)

    def private_now(self, seat: int | None) -> bool:
        """Whether ``seat``'s private view may be drawn in this frame (``table_privacy.private_now``: with two or more
        humans only while it is that human's decision and nothing public is shown, unless the batch playing continues
        their private decision, :meth:`continues_privately`)."""
        return table_privacy.private_now(table_privacy.of(self), seat, getattr(self, "_private_batch", False),
                                         self.state.is_over)

    def continues_privately(self, action: Action, events: list[Event]) -> bool:
        """Whether the human who just played ``action`` (its ``events``), if they act again at once, goes on with the
        same private decision (a peeked pile being put back note by note): then the curtain they passed stays open.
        Default ``False``: a human who acts twice in a row passes the curtain again (the events between were a public
        moment). Games override it for their multi-step private moves."""
        return False

    def public_view_now(self) -> View:
        """The state's public view, cached per number of events applied (draw stays cheap and pure)."""
        key = (len(self.events), id(self.state))
        if getattr(self, "_public_key", None) != key:
            self._public_key, self._public = key, self.state.public_view()
        return self._public

    def draw(self, surface: pygame.Surface) -> None:
        """One frame: the game's pictures behind the privacy gate, then the table's layers (``table_draw.draw``)."""
        table_draw.draw(self, surface)

    # ---- subclass hooks -----------------------------------------------------------------------------------------
    def setup(self) -> None:
        """Build the game's layout and controls (seat positions, cursors). Called once by the base, after the seats,
        the state and ``self.level`` exist and before :meth:`make_model` and the first :meth:`view_changed`.
        Default: nothing."""

    def make_model(self, view: View):
        """The game's picture model for the public ``view`` at the start (a new game's or a resumed position's);
        stored as ``self.m``. Default: ``None`` (a game that draws straight from the view)."""
        return None

    def view_changed(self, view: View) -> None:
        """``view`` is now the view to draw (after each batch of animations, a curtain passed, a seat change; not at
        construction, where :meth:`make_model` builds the model). Default: :meth:`sync` the picture model, then keep
        the cursor inside ``view.legal`` (``menu.clamp``); a game with its own menu object overrides this."""
        self.sync(view)
        self.menu.clamp(len(view.legal))

    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (the default :meth:`view_changed` calls it). Default: nothing."""

    def event_anim(self, event: Event) -> Deferred:
        """The queue entry of ``event``: when its turn comes, the seat it concerns feels its rumble and
        :meth:`animate` makes its animation (``ui.tween.Deferred``, tagged with the event)."""
        def start() -> Anim | None:
            self.fx.rumble_for(event)
            return self.animate(event)
        return Deferred(start, event)

    def animate(self, event: Event) -> Anim | None:
        """The animation for ``event``, from :attr:`animations` (``None``: not animated)."""
        make = self.animations.get(type(event))
        return make(self, event) if make is not None else None

    #: Height of this table's banners, px.
    banner_height = 190
    #: Height (px) a banner is centred on; ``None``: the level's ``banner`` anchor.
    banner_y: float | None = None

    def banner(self, title: str, sub: str = "", colour: tuple = theme.GOLD, hold: float = 1.0,
               sound: str | None = None, extra=None) -> Anim:
        """A banner across the level's ``banner`` anchor ("NIGHT 2", a combination's name) for ``hold + 0.5`` s,
        playing ``sound`` as it comes in; ``extra(surface, p)`` draws over it."""
        y = self.level.point("banner")[1] if self.banner_y is None else self.banner_y
        return Banner(title, sub, colour, self.banner_height, self.banner_span()).tween(
            y, hold, (lambda: self.play(sound)) if sound else None, extra)

    def banner_span(self) -> tuple[float, float] | None:
        """``(left, right)`` px of the frame a banner lies across (``ui.widgets.Banner``'s ``span``); ``None``, the
        default: the whole width. Tables whose seats stand in side columns return the room between them."""
        return None

    def popup(self, at: tuple[float, float], label: str, colour: tuple = theme.GOLD, dur: float = 0.9,
              size: int = theme.HEADING, rise: float = 70.0, within: pygame.Rect | None = None,
              plate: bool = False) -> Anim:
        """``label`` rising and fading from point ``at`` (a score gain over a seat); ``within``: a framed box whose
        sides it stays inside; ``plate``: on a plate of its own (``ui.widgets.popup_tween``)."""
        return popup_tween(label, at, colour, dur, size, rise, within, plate)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        """Draw the table for ``view`` (default: a plain felt)."""
        surface.fill(theme.FELT)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        """Draw scores and prompts above the animations (default: nothing)."""

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """A human's intent → an action from ``view.legal`` or ``None`` (default: confirm plays the first legal)."""
        if intent == Intent.CONFIRM and view.legal:
            return view.legal[0]
        return None

    def turn_started(self, seat: int, view: View) -> None:
        """A human's turn is ready for input (default: nothing)."""


__all__ = ["BOT_NAMES", "RUMBLES", "TURN_RUMBLE", "Seat", "TableScene", "is_phone", "make_seats", "new_bot"]
