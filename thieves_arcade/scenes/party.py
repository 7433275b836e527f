"""Party mode (issue 10, part 1): the party lobby, the games one after another, standings between games, a champion.

Flow: title "Party" → :class:`PartyLobbyScene` (the game lobby, parametrised: seats join exactly as for one game;
rows Players, Bots, Games 3/5, Order random/tour) → :class:`PartyScene`, which shows the standings and the next game,
pushes each game's table with its ``"quick"`` preset and the party's seats, records the placing points when the
table ends (rules in :mod:`thieves_arcade.party`), and ends on the champion screen. Which games fit the seat count,
the points table and the tie-breaks are documented in :mod:`thieves_arcade.party` and ``docs/party.md``.

The party (and the game in progress) is saved after every action (:mod:`.resume`); the finished party clears it.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable

import pygame

from ..app.saves import SaveStore
from ..engine import GAMES
from ..i18n import N_, _
from ..input.binding import SeatBinding
from ..input.intents import Intent, IntentEvent
from ..party import MAX_SEATS, MIN_SEATS, Party, format_points
from ..ui import theme
from ..ui.emblems import draw_emblem
from ..ui.ink import stack
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size
from ..ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol
from . import has_table, table_class
from .lobby import LobbyScene
from .options import LobbyOption
from .table import TableScene, make_seats


def game_ranges() -> dict[str, tuple[int, int]]:
    """Player range of every playable game, in menu order (what :func:`thieves_arcade.party.plan_games` takes)."""
    return {g: (game.min_players, game.max_players) for g, game in GAMES.items() if has_table(g)}


@dataclasses.dataclass(frozen=True)
class PartyInfo:
    """What the lobby needs to know of "the game" when it seats a party (a stand-in for an engine ``Game``)."""

    id: str = "party"
    min_players: int = MIN_SEATS
    max_players: int = MAX_SEATS
    presets: tuple = ()

    @property
    def name(self) -> str:
        """The lobby's heading for a party."""
        return _("Party night")


def seat_labels(seats) -> list[str]:
    """``Party.names`` for table ``seats``: a bot's fixed name, or ``""`` for a seat named "Player <seat + 1>" (that
    name is formatted in the language in force when drawn, see :func:`party_name`)."""
    return [s.label or "" for s in seats]


def party_name(party: Party, seat: int) -> str:
    """The display name of ``seat`` in ``party``: its kept name, or "Player <seat + 1>" in the language in force."""
    from .table import BOT_NAMES
    name = party.names[seat]
    if not name:
        return _("Player {n}").format(n=seat + 1)
    return _(name) if name in BOT_NAMES else name  # a bot's name in the language in force


#: The party lobby's own rows (after Players and Bots).
PARTY_ROWS = (
    LobbyOption("games", N_("Games"), ((3, N_("3 games")), (5, N_("5 games")))),
    LobbyOption("order", N_("Order"), (("random", N_("Random")), ("tour", N_("Menu order")))),
)


class PartyLobbyScene(LobbyScene):
    """The lobby, parametrised for a party: same joining/leaving/bot filling; rows Games (3/5) and Order
    (random/menu order) instead of the game length and game options. Start builds the :class:`Party` (refused with
    the lobby's error line if no game fits) and replaces the lobby with the :class:`PartyScene`."""

    name = "party_lobby"

    def __init__(self, app, seed: int | None = None):
        super().__init__(app, "party", seed, game=PartyInfo(), options=PARTY_ROWS, length=False)

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.ALT:  # no single game's how-to-play here
            return None
        return super().handle(event)

    def party_choice(self, key: str):
        """The value chosen in the party lobby's row ``key`` (``games`` or ``order``)."""
        opt = next(o for o in self.extra if o.key == key)
        return opt.choices[self.choice[key]][0]

    def begin(self) -> None:
        """Start the party with the seated players and bots; a refused set-up is shown in the lobby."""
        seed = self.seed if self.seed is not None else random.randrange(1_000_000)
        specs = self.seats()
        try:
            party = Party.new(specs, self.party_choice("games"), game_ranges(), self.party_choice("order"), seed)
        except ValueError as exc:
            self.error = str(exc)
            self.app.audio.play("caught")
            return
        party.names = seat_labels(make_seats(specs))
        self.app.audio.play("fanfare")
        scene = PartyScene(self.app, party)
        scene.save()
        self.app.scenes.replace(scene)


class PartyScene(Scene):
    """Runs ``party``: standings and the next game (confirm, or ``auto_advance`` seconds, starts it), each table
    pushed on top with ``on_over`` back here, then the champion (confirm → title, or ``on_over(self)``).

    ``speed`` is passed to the tables (headless demos); ``store`` is the resume save (default: the user's)."""

    name = "party"

    def __init__(self, app, party: Party, *, speed: float = 1.0, auto_advance: float | None = None,
                 on_over: Callable[[PartyScene], None] | None = None, store: SaveStore | None = None,
                 autosave: bool = True):
        super().__init__(app)
        self.party = party
        if not party.names:
            party.names = seat_labels(make_seats(party.seats))
        self.speed = speed
        self.auto_advance = auto_advance
        self.on_over = on_over
        self.store = store or SaveStore()
        self.autosave = autosave
        self.table: TableScene | None = None
        self.last = None  # the GameResult just recorded (highlighted)
        self.t = 0.0
        self.done = False
        #: The party's seats between games (identities kept), and who plays them (``input.binding``): a device lost
        #: on the standings is handled here, before the next game starts.
        self.roster = [dataclasses.replace(s, label=n or None, number=None if n else s.index + 1)
                       for s, n in zip(make_seats(party.seats), party.names, strict=True)]
        self.binding = SeatBinding(self.roster, getattr(getattr(app, "input", None), "info", None))

    # ---- the party's course ------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.t = 0.0

    def resume(self) -> None:
        self.t = 0.0

    def save(self, table: TableScene | None = None) -> None:
        """Save the party (and ``table``'s position); clear the save once the party is over. Never raises."""
        if not self.autosave:
            return
        if self.party.is_over:
            self.store.clear()
            return
        self.app.saves.save(self.store, table, self.party)

    def seats(self) -> list:
        """The party's seats as table seats (names kept: a bot taking over "Player 2" stays "Player 2"; each
        owner's device identity kept, so a pad that returns mid-game finds its own seat)."""
        return [dataclasses.replace(s) for s in self.roster]

    # ---- seats between games (the pause's seat-holder protocol, see ``scenes/pause.py``) ----------------------
    @property
    def disconnected(self) -> set[int]:
        """Party seats waiting for their device between games."""
        return self.binding.waiting

    @property
    def game_id(self) -> str:
        """The next game's id (the pause's How to play shows its pages)."""
        return self.party.next_game if not self.party.is_over else ""

    def draw_public(self, surface: pygame.Surface) -> None:
        """The standings (nothing private on them): the pause's backdrop."""
        self.draw(surface)

    def _sync(self) -> None:
        self.party.seats = [s.device if s.is_human else s.level for s in self.roster]
        self.save()

    def take_seat(self, seat: int, device: str) -> None:
        """``device`` plays party seat ``seat`` from now on (another device, a seat taken back from a bot)."""
        self.binding.take(seat, device)
        self._sync()

    def choose_seat(self, device: str, seat: int) -> bool:
        """``device`` answered "Which player are you?" with ``seat``."""
        done = self.binding.choose(device, seat)
        self._sync()
        return done

    def bot_takeover(self, seat: int, level: str = "normal") -> None:
        """A bot plays party seat ``seat`` from the next game on (someone chose it)."""
        self.binding.to_bot(seat, level)
        self._sync()

    def device_changed(self, change) -> None:
        """Between games (no table on the stack): a lost device's seat waits and the pause offers wait / another
        device / a bot before the next game can start; a returning pad takes its own seat back. During a game the
        table handles it (it tells the party its seats when it ends)."""
        if self.table is not None and self.table in self.app.scenes:
            return
        if not change.connected:
            if self.binding.lost(change.device):
                self.open_pause()
            return
        info = self.app.input.info(change.device) if hasattr(self.app, "input") else None
        if info is not None and self.binding.returned(info) is not None:
            self._sync()

    def publish_phones(self) -> None:
        """What the pause asks of the scene it pauses: between games the current table (if any) sends the phones
        their views; with none, nothing to send."""
        if self.table is not None:
            self.table.publish_phones()

    def open_pause(self) -> None:
        """The party's pause (one at a time) naming every seat waiting for its device."""
        names = ", ".join(self.roster[k].name for k in sorted(self.binding.waiting))
        reason = _("{names}: controller disconnected — plug it back in").format(names=names) if names else ""
        pause = next((s for s in self.app.scenes if s.name == "pause" and s.table is self), None)
        if pause is not None:
            pause.reason = reason or pause.reason
            return
        self.app.goto("pause", self, reason, quit_label=_("Leave (resume later)"))

    def next_game(self) -> None:
        """Push the next game's table (its quick preset, the party's seats, the party's derived seed)."""
        index = self.party.next_index
        game_id = self.party.games[index]
        game = GAMES[game_id]
        options = {"preset": "quick"} if "quick" in game.presets else {}
        table = table_class(game_id)(self.app, game_id, self.seats(), options, self.party.game_seed(index),
                                     speed=self.speed, on_over=self.game_over, on_action=self._on_action)
        self.play_table(table)

    def play_table(self, table: TableScene) -> None:
        """Push ``table`` (a new or resumed game of this party) with this scene's game-over and save hooks."""
        table.on_over = self.game_over
        table.on_action = self._on_action
        self.table = table
        self.app.scenes.push(table)
        if table.is_over:  # saved right after its last action: it ends as soon as it is shown
            table.end_hold = 0.0

    def _on_action(self, table: TableScene) -> None:
        self.save(table)  # a finished position too: resumed, it ends at once and is recorded

    def game_over(self, table: TableScene) -> None:
        """A table ended: record the placing points, carry its seats on (bot take-overs, new devices), show the
        standings (or the champion)."""
        outcome = table.outcome()
        self.last = self.party.record(outcome.scores, outcome.winners)
        self.party.seats = [s.device if s.is_human else s.level for s in table.seats]
        self.roster = [dataclasses.replace(s) for s in table.seats]
        self.binding = SeatBinding(self.roster, self.binding.info)
        for s in self.roster:  # a device that went away while the game ended: its seat waits here
            if s.is_human and hasattr(self.app, "input") and s.device not in self.app.input.devices:
                self.binding.lost(s.device)
        self.table = None
        self.app.scenes.remove(table)
        self.save()
        self.t = 0.0
        self.app.audio.play("fanfare")
        if self.binding.waiting:
            self.open_pause()

    def advance(self) -> None:
        """Confirm on the standings: the next game (not while a seat waits for its device: the pause asks what to
        do first); on the champion screen: back to the title (or ``on_over``)."""
        if self.binding.waiting and not self.party.is_over:
            self.open_pause()
            return
        if self.party.is_over:
            self.done = True
            if self.on_over is not None:
                self.on_over(self)
                return
            self.app.goto("title", how="clear")
            return
        self.next_game()

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.CONFIRM and self.t > 0.8:
            self.app.audio.play("click")
            self.advance()
        elif event.intent == Intent.PAUSE and self.t > 0.8 and not self.party.is_over:
            self.app.goto("title", how="clear")  # leave: the save stays, the title offers to resume
        return None

    def update(self, dt: float) -> None:
        self.t += dt * self.speed
        if self.auto_advance is not None and self.t >= self.auto_advance and not self.done:
            self.advance()

    # ---- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        party = self.party
        if party.is_over:
            self._draw_champion(surface)
            return
        title = _("Party night") if not party.results else \
            _("After game {n} of {total}").format(n=len(party.results), total=len(party.games))
        blit_text(surface, title, (w / 2, 58), theme.TITLE, theme.GOLD, "title", anchor="midtop", outline=5)
        self._draw_standings(surface, 200)
        nxt = GAMES[party.next_game].name
        line = _("Next: game {n} of {total} — {name}").format(n=party.next_index + 1, total=len(party.games), name=nxt)
        # the emblem (86 px with its gap, left of the line) and the line inside the title-safe area together, the
        # line shrunk to fit (its 3 px outline and 12 px to spare each side), never drawn under 36 px
        centre, (safe_x, _y, safe_w, _h) = w / 2 + 40, theme.SAFE
        room = 2 * min(safe_x + safe_w - centre, centre - 86 - safe_x) - 2 * (3 + 12)
        size = fit_size(line, theme.HEADING, room, smallest=theme.SMALL)
        drawn = blit_text(surface, line, (centre, 900), size, theme.LAMP, outline=3)
        draw_emblem(surface, party.next_game, (drawn.left - 50, 900), 36)
        Prompt([(Intent.CONFIRM, _("Play")), (Intent.PAUSE, _("Leave (resume later)"))], keys=False).draw(
            surface, (w / 2, 1000))

    def _draw_standings(self, surface: pygame.Surface, top: int) -> None:
        w = surface.get_width()
        party = self.party
        totals = party.totals()
        order = party.standings()
        n_games = len(party.games)
        col = 150
        left = w / 2 - 760
        games_x = left + 560
        for k, game_id in enumerate(party.games):  # column heads: each game's emblem (as on its card), the next ringed
            x = games_x + k * col + col / 2
            draw_emblem(surface, game_id, (x, top + 16), 34)
            if k == len(party.results) and not party.is_over:
                pygame.draw.circle(surface, theme.GOLD, (x, top + 16), 40, 4)
        points = _("Points")  # clear of the next game's ringed emblem at every text size
        blit_text(surface, points, (games_x + n_games * col + 90, top + 20), fit_size(points, theme.BODY, 200, "title"),
                  theme.GOLD, "title",
                  outline=4)  # readable over the moon from the sofa (issue 16)
        row_h = min(100, 600 // max(1, party.players))
        prev = None
        place = 0
        for rank, seat in enumerate(order):
            key = (totals[seat], party.wins()[seat])
            if key != prev:
                place, prev = rank, key
            y = top + 70 + rank * row_h + row_h / 2
            draw_panel(surface, (left, y - row_h / 2 + 5, 1520, row_h - 10), theme.INK, 225, 20, seat_colour(seat))
            blit_text(surface, str(place + 1), (left + 50, y), theme.HEADING, theme.GOLD, "title")
            draw_symbol(surface, seat_symbol(seat), (left + 130, y), 28, seat_colour(seat))
            kind = _("bot") if party.seats[seat] in ("easy", "normal", "hard") else _("human")
            name = party_name(party, seat)
            # the name over its kind, both lines' ink inside the row's panel ("bot" lay 5 px from its edge at 100 %)
            ns = fit_size(name, theme.BODY, games_x - 20 - (left + 180))
            (ns, name_y), (ks, kind_y) = stack([(name, ns, "body"), (kind, theme.SMALL, "body")], y - row_h / 2 + 5,
                                               y + row_h / 2 - 5, gap=2)
            blit_text(surface, name, (left + 180, name_y), ns, theme.WHITE, anchor="midleft")
            blit_text(surface, kind, (left + 180, kind_y), ks, theme.GREY, anchor="midleft")
            for k, result in enumerate(party.results):
                fresh = result is self.last
                blit_text(surface, format_points(result.points[seat]), (games_x + k * col + col / 2, y),
                          theme.BODY, theme.LAMP if fresh else theme.WHITE)
            blit_text(surface, format_points(totals[seat]), (games_x + n_games * col + 90, y), theme.HEADING,
                      theme.GOLD, "title")

    def _draw_champion(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        party = self.party
        champs = party.champions()
        names = ", ".join(party_name(party, s) for s in champs)
        grow = min(1.0, self.t / 0.8)
        head_y = max(100, pygame.Rect(theme.SAFE).top + theme.scaled_size(theme.HEADING) * 0.7)  # title-safe
        blit_text(surface, _("Party champion") if len(champs) == 1 else _("Party champions"), (w / 2, head_y),
                  theme.HEADING, theme.LAMP, "title", outline=3)
        size = round(60 + (theme.TITLE + 20 - 60) * grow)
        blit_text(surface, names, (w / 2, max(210, head_y + 110)), size, theme.GOLD, "title", outline=5)
        for k in range(len(champs)):
            x = w / 2 + (k - (len(champs) - 1) / 2) * 160
            _crown(surface, (x, 330 + 8 * math.sin(self.t * 3 + k)), 1.2)
        self._draw_standings(surface, 380)
        Prompt([(Intent.CONFIRM, _("Back to the title"))], keys=False).draw(surface, (w / 2, 1010))


def _crown(surface: pygame.Surface, pos: tuple[float, float], scale: float) -> None:
    """A gold crown centred at ``pos``."""
    x, y = pos
    s = 40 * scale
    pts = [(x - s, y + s * 0.5), (x - s, y - s * 0.4), (x - s * 0.5, y), (x, y - s * 0.7), (x + s * 0.5, y),
           (x + s, y - s * 0.4), (x + s, y + s * 0.5)]
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.WOOD_DARK, pts, 3)


def format_standings(party: Party) -> str:
    """The standings as text lines (the headless demo prints them)."""
    totals = party.totals()
    lines = [f"Party — seed {party.seed}, {party.players} seats, games: {', '.join(party.games)}"]
    for k, r in enumerate(party.results):
        lines.append(f"  game {k + 1} {r.game:<10} scores {r.scores} → points "
                     f"{[format_points(p) for p in r.points]}")
    lines.append("standings:")
    for rank, seat in enumerate(party.standings()):
        lines.append(f"  {rank + 1}. seat {seat} {party_name(party, seat):<8} ({party.seats[seat]}): "
                     f"{format_points(totals[seat])} points")
    if party.is_over:
        lines.append("champion: " + ", ".join(f"seat {s} {party_name(party, s)}" for s in party.champions()))
    return "\n".join(lines)
