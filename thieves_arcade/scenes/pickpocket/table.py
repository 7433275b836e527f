"""pickpocket: the table scene, the game's hooks on the base table (issue 17: split by job; see docs/scenes.md)."""

from __future__ import annotations

import pygame

from ...ai.pickpocket import Odds, odds
from ...engine import pickpocket as pp
from ...engine.base import Action, View
from ...i18n import N_
from ...input.intents import Intent
from ...ui import theme
from ...ui.powers import POWERS
from ...ui.sprites import loot_tile_name
from ..options import LobbyOption
from ..table import TableScene
from . import controls, painter, powers
from .anims import ANIMATIONS
from .model import (
    CARD_GAP,
    CARD_H,
    CARD_TOP,
    CARD_W,
    HAND_SCALE,
    PANEL,
    POWER_NAMES,
    ROW_Y,
    TILE_SCALE,
    TOKEN,
    Model,
    PowerModel,
    scaled,
    split_hint_option,
    tile_sprite,
)


class PickpocketTable(TableScene):
    """The Pickpocket table scene (``TABLE``). A human's options are the legal actions as a row of choices under
    their hand: left/right move, confirm acts. See :class:`~thieves_arcade.scenes.table.TableScene` for the rest."""

    level_name = "pickpocket"
    animations = ANIMATIONS
    #: Setting rows the lobby adds for Pickpocket (first choice = the default, not passed on).
    lobby_options = (
        *LobbyOption.rows(pp.GAME.manifest),  # powers (the engine's option)
        LobbyOption("odds_hint", N_("Odds hint"), ((None, N_("As in settings")), (True, N_("On")),
                                                       (False, N_("Off")))),
    )

    odds_hint: bool = False
    name = "pickpocket"

    game_id = "pickpocket"

    def __init__(self, app, game_id: str | None = None, seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        """The base's table, with the ``odds_hint`` table option taken out of the engine's ``options``."""
        options, self.odds_hint = split_hint_option(app, options)  # a table option, not an engine one
        super().__init__(app, game_id, seats, options, seed, **kwargs)

    # ---- hooks ------------------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """The seats' places from the level, the powers' picture model (the cursor is the base's ``menu`` over
        ``view.legal``)."""
        self.seat_pos = self.level.seats(len(self.seats))
        self.setup_powers()

    def make_model(self, view: View) -> Model:
        """The picture model of ``view``: a new game's loot row starts empty (the setup events fill it); a resumed
        position's thieves out of the inn come from the view's ``left_this_night`` / ``caught_this_night`` (no
        animation will say who left this night, or with what)."""
        self.m = Model(len(self.seats))
        self.sync(view)
        if self.opening:
            self.m.loot, self.m.broken = [], set()
            self.m.night = 0  # NightStarted (a setup event) shows night 1
        else:
            self.m.left = {s: p for s, p in enumerate(view.left_this_night) if p is not None}
            self.m.caught = {s for s, out in enumerate(view.caught_this_night) if out}
        return self.m

    # ---- model ----------------------------------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Make the picture model match ``view`` (after each batch of animations)."""
        m = self.m
        m.loot = list(view.loot)
        m.broken = {ls.name for ls in view.lines if not ls.unbroken}
        m.door = view.door
        m.guards_game = list(view.guards_game)
        m.in_inn = list(view.in_inn)
        m.scores = [float(s) for s in view.scores]
        m.hand_sizes = list(view.hand_sizes)
        m.bag = view.bag_size
        m.night = view.night
        m.prince = view.prince
        m.double = view.double
        m.turn = view.current_player
        m.warned = list(view.warned)
        m.powers = list(view.powers)
        m.over = view.is_over
        m.hidden = set()
        self.sync_powers(view)
        for s in range(m.players):
            if m.in_inn[s]:
                m.left.pop(s, None)
                m.caught.discard(s)

    # ---- geometry -------------------------------------------------------------------------------------------------
    def slot(self, index: int, count: int | None = None) -> tuple[float, float]:
        """Centre of loot slot ``index`` (0-based) when ``count`` tiles lie in the row (they squeeze past 12)."""
        row = self.level.anchor("loot_row")
        w = scaled(loot_tile_name("1111"), TILE_SCALE).get_width()
        count = max(count if count is not None else len(self.m.loot) + 1, index + 1)
        step = min(w + 8, (row.width - w) / max(1, count - 1))
        return row.left + w / 2 + index * step, row.centery

    def row_y(self, line: int) -> float:
        """Screen y of loot line ``line`` (0 purse … 3 jewel)."""
        h = scaled(loot_tile_name("1111"), TILE_SCALE).get_height()
        top = self.level.anchor("loot_row").centery - h / 2
        return top + h * ROW_Y[line]

    def plate_width(self) -> int:
        """Width of the name plates: 250 px, narrower when the seats stand closer (six players), so neighbouring
        plates keep a 10 px gap instead of overlapping (issue 16's layout audit); with bigger text (Settings →
        Accessibility) up to 300 px where the seats leave room and a 4 px gap, so the names fit beside the scores
        (issue 21: "Corbe…" at 150 %)."""
        xs = sorted(p[0] for p in self.seat_pos)
        gap = min((b - a for a, b in zip(xs, xs[1:], strict=False)), default=400)
        if theme.scaled_size(theme.SMALL) == theme.SMALL:
            return round(min(250, gap - 10))
        return round(min(300, gap - 4))

    def seat_point(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s thief stands on the bench (px)."""
        return self.seat_pos[seat]

    def track_point(self, seat: int, score: float) -> tuple[float, float]:
        """Where ``seat``'s token sits on the score track for ``score`` points."""
        track = self.level.anchor("score_track")
        top = max(60.0, max(self.m.scores or [0]) * 1.15)
        frac = max(0.0, min(1.0, score / top))
        lane = (seat % 3) - 1
        return track.left + 40 + frac * (track.width - 80), track.centery + lane * 20

    # ---- human input ----------------------------------------------------------------------------------------------

    def option_rects(self, view: View) -> list[pygame.Rect]:
        """Per action of ``view.legal`` (same order) the rectangle it is drawn in: a hand tile for ``play k``, a
        button right of the hand for draw / leave / beer, a tile of the choosing panel for a power."""
        legal = list(view.legal)
        buttons = self.button_rects(view)
        out = []
        for a in legal:
            if isinstance(a, pp.Play):
                out.append(self.hand_tile_rect(a.index - 1))
            elif isinstance(a, pp.Choose):
                out.append(self.card_rect(a.power))
            else:
                out.append(buttons.get(a, pygame.Rect(0, 0, 1, 1)))
        return out

    def button_rects(self, view: View) -> dict:
        """The buttons right of the hand (draw, leave, beer): action → rect (px), left to right in legal order;
        :data:`BUTTON_DROP` px lower with bigger text."""
        rect = self.level.anchor("hand")
        bx = rect.left + 24 + max(3, len(view.hand)) * 96 + 10
        buttons = [a for a in view.legal if not isinstance(a, (pp.Play, pp.Choose))]  # powers: the choosing panel
        bw = (rect.right - 20 - bx - 12 * (len(buttons) - 1)) / max(1, len(buttons))
        top = rect.top + 58 + (0 if theme.scaled_size(theme.SMALL) == theme.SMALL else BUTTON_DROP)
        return {a: pygame.Rect(round(bx + k * (bw + 12)), top, round(bw), 96)
                for k, a in enumerate(buttons)}

    def hand_tile_rect(self, k: int, lifted: bool = False) -> pygame.Rect:
        """Screen rect (px) of hand tile ``k`` (0-based); the chosen tile is ``lifted`` 10 px, its gold frame (5 px
        outside it) still clear of the panel's title line above ("Your move, …"). With bigger text the row sits
        :data:`HAND_DROP` px lower and the chosen tile lifts :data:`HAND_LIFT_BIG` px, so the frame keeps 6 px or
        more under the bigger title's descenders (issue 21: 0 px at 125 %, 4 px across them at 150 %)."""
        rect = self.level.anchor("hand")
        img = scaled(tile_sprite("1111"), HAND_SCALE)
        drop, lift = (0, 10) if theme.scaled_size(theme.SMALL) == theme.SMALL else (HAND_DROP, HAND_LIFT_BIG)
        return img.get_rect(topleft=(rect.left + 24 + k * 96, rect.top + 72 + drop - (lift if lifted else 0)))

    # ---- model ----------------------------------------------------------------------------------------------------
    def setup_powers(self) -> None:
        """The powers' picture model (``self.pm``: who holds which power, used ones, the choosing order)."""
        self.pm = PowerModel(used=[False] * len(self.seats))

    def sync_powers(self, view: View) -> None:
        """Make the power model match ``view`` (after each batch of animations)."""
        pm = self.pm
        pm.used = list(view.powers_used)
        pm.choosing = view.phase == "choose"
        pm.lit = None
        pm.firing = set()
        if pm.choosing and not pm.order:  # a resumed position: the seats still to choose, the one to act first
            cp = view.current_player
            rest = [s for s in range(len(view.powers)) if view.powers[s] is None and s != cp and s != view.prince]
            pm.order = ([cp] if cp is not None else []) + rest

    # ---- choosing -------------------------------------------------------------------------------------------------
    def card_rect(self, power: str) -> pygame.Rect:
        """Where ``power``'s tile sits on the choosing panel."""
        k = POWERS.index(power)
        total = len(POWERS) * CARD_W + (len(POWERS) - 1) * CARD_GAP
        return pygame.Rect(PANEL.centerx - total / 2 + k * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H)

    def token_point(self, seat: int) -> tuple[float, float]:
        """Centre of ``seat``'s power token (above its thief)."""
        x, y = self.seat_point(seat)
        return x, y - 118

    @staticmethod
    def _power_name(power: str) -> str:
        return POWER_NAMES.get(power, power)

    # ---- the seat tokens ------------------------------------------------------------------------------------------

    @staticmethod
    def _pill_width(words: pygame.Surface | None) -> int:
        """Width in px of a token pill: the icon, and the name beside it when ``words`` is given (12 px after the
        name; with bigger text, 24: its taller ink then keeps clear of the pill's round end, issue 21)."""
        after = 12 if theme.scaled_size(theme.SMALL) == theme.SMALL else 24
        return TOKEN + 18 + (words.get_width() + after if words is not None else 0)

    # ---- powers firing --------------------------------------------------------------------------------------------

    # ---- odds hint ------------------------------------------------------------------------------------------------
    def hint(self) -> Odds | None:
        """The odds shown now, or ``None``: only with the hint on, for the human to act on their own view, outside a
        curtain and while no animation plays; never in the choosing phase or on a bot's turn."""
        view = self.view
        if not self.odds_hint or self.timeline.busy or self.curtain_up or view.phase != "turn":
            return None
        seat = view.seat
        if seat is None or seat != view.current_player or seat != self.view_seat or not self.seats[seat].is_human:
            return None
        key = (self.moves, seat)
        if getattr(self, "_hint_key", None) != key:
            self._hint_key, self._hint = key, odds(view)
        return self._hint

    # ---- the jobs split out (issue 17): delegates ------------------------------------------------------------
    def turn_started(self, seat: int, view: View) -> None:
        """See ``controls.turn_started``."""
        return controls.turn_started(self, seat, view)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        """See ``controls.intent``."""
        return controls.intent(self, seat, intent, view)

    def action_label(self, action: Action, view: View) -> str:
        """See ``controls.action_label``."""
        return controls.action_label(self, action, view)

    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        """See ``painter.draw_table``."""
        return painter.draw_table(self, surface, view, private_seat)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        """See ``painter.draw_hud``."""
        return painter.draw_hud(self, surface, view)

    def draw_power_choice(self, surface: pygame.Surface, view: View) -> None:
        """See ``powers.draw_power_choice``."""
        return powers.draw_power_choice(self, surface, view)

    def draw_seat_power(self, surface: pygame.Surface, seat: int) -> None:
        """See ``powers.draw_seat_power``."""
        return powers.draw_seat_power(self, surface, seat)

    def token_pill(self, seat: int):
        """See ``powers.token_pill``."""
        return powers.token_pill(self, seat)

    def draw_glove_with(self, surface: pygame.Surface, pos: tuple[float, float]) -> None:
        """See ``powers.draw_glove_with``."""
        return powers.draw_glove_with(self, surface, pos)

    def draw_passage_exit(self, surface: pygame.Surface, seat: int, p: float) -> float:
        """See ``powers.draw_passage_exit``."""
        return powers.draw_passage_exit(self, surface, seat, p)

    def hint_lines(self) -> list[str]:
        """See ``powers.hint_lines``."""
        return powers.hint_lines(self)

    def draw_odds(self, surface: pygame.Surface) -> None:
        """See ``powers.draw_odds``."""
        return powers.draw_odds(self, surface)


#: Px the hand panel's tiles sit lower with bigger text, and px the chosen one lifts then
#: (:meth:`PickpocketTable.hand_tile_rect`).
HAND_DROP, HAND_LIFT_BIG = 12, 4
#: Px the buttons right of the hand sit lower with bigger text: 8 px or more under the title's ink, which lies
#: 12 px inside the panel's border (issue 21: "Joueur 1" on the Draw button's corner at 150 %).
BUTTON_DROP = 18


TABLE = PickpocketTable
