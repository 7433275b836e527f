"""The Pickpocket table (``shared/rules/pickpocket.md``; events in ``docs/games/pickpocket.md``).

Every engine event becomes an animation: a tile flies from the bag to the reveal spot and into the loot row, a line
breaks with a red slash, a guard walks onto the door, a caught thief is thrown out, a leaving thief's points count
up, double or nothing gets its banner, the night ends with the loot swept away, the Prince gets the crown, and the
game ends with the hands revealed. Layout comes from ``levels/pickpocket.tmx`` (anchors in ``docs/levels.md``).

The scene keeps a small *picture model* (``self.m``) of what is on the table; animations update it when they start
or end, and it is re-synced from the view after every batch, so the picture always matches the engine in the end.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from ..engine import pickpocket as pp
from ..engine.base import Action, View
from ..i18n import _
from ..input.intents import Intent
from ..ui import theme
from ..ui.access import motion
from ..ui.cache import surface_cache
from ..ui.nav import DIRECTIONS
from ..ui.nav import step as nav_step
from ..ui.sprites import guard_name, loot_tile_name, sprite, thief_name
from ..ui.text import blit_text
from ..ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait, lerp, lerp2
from ..ui.widgets import Banner, draw_panel, draw_symbol, draw_turn_marker, seat_colour, seat_symbol
from .pickpocket_powers import PowersMixin, split_hint_option
from .table import TableScene

TILE_SCALE = 0.7      # loot row tiles: 105×210
REVEAL_SCALE = 0.9    # a drawn tile shown to everyone: 135×270
HAND_SCALE = 0.55     # hand tiles: 83×165
THIEF_SCALE = 0.7     # thieves: 119×147
DOOR_SCALE = 0.7      # doors: 161×259
ROW_Y = (0.16, 0.405, 0.65, 0.895)  # centres of the purse/key/vial/jewel rows on a tile, as fractions of its height
POWER_NAMES = {"illusion": "Illusion spell", "glove": "Magic glove", "passage": "Secret passage",
               "accomplice": "Accomplice", "bruce": "Bruce the ninja mouse", "beer": "A beer at the bar",
               "ambidextrous": "The ambidextrous"}


ROW_COLOURS = ((236, 180, 130), (246, 220, 140), (140, 214, 206), (240, 150, 176))


@surface_cache(4)
def _fallback_tile(name: str) -> pygame.Surface:
    """A plain drawn loot tile (150×300) for a pattern whose art is missing, so play never stops."""
    surf = pygame.Surface((150, 300), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PAPER, (0, 0, 150, 300), border_radius=16)
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, 150, 300), 5, border_radius=16)
    pattern = name.removeprefix("loot_")
    for i, ch in enumerate(pattern[:4]):
        row = pygame.Rect(12, 14 + i * 70, 126, 60)
        pygame.draw.rect(surf, ROW_COLOURS[i] if ch != "0" else (170, 164, 150), row, border_radius=10)
        n = int(ch) if ch.isdigit() else 0
        for k in range(n):
            pygame.draw.circle(surf, theme.INK, (row.centerx + (k - (n - 1) / 2) * 34, row.centery), 12)
    return surf


def _sprite_or_fallback(name: str) -> pygame.Surface:
    try:
        return sprite(name)
    except FileNotFoundError:
        return _fallback_tile(name)


@surface_cache(8)
def scaled(name: str, scale: float) -> pygame.Surface:
    """Sprite ``name`` smooth-scaled by ``scale`` (cached); a missing loot tile image is drawn plainly instead."""
    img = _sprite_or_fallback(name)
    return pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))


@surface_cache(4)
def squashed(name: str, scale: float, width_frac: float, alpha: int = 255) -> pygame.Surface:
    """``scaled(name, scale)`` squeezed horizontally to ``width_frac`` (a card flip) and faded (cached, quantised)."""
    img = scaled(name, scale)
    w = max(1, round(img.get_width() * width_frac))
    out = pygame.transform.smoothscale(img, (w, img.get_height()))
    if alpha < 255:
        out.set_alpha(alpha)
    return out


def tile_sprite(tile: str) -> str:
    """The sprite name of a tile text (``"2100"`` or ``"G3"``)."""
    return guard_name(int(tile[1:])) if tile.startswith("G") else loot_tile_name(tile)


class CountUp(Anim):
    """Counts ``scores[seat]`` from ``start`` to ``end`` over ``dur`` seconds (eased); draws nothing itself."""

    def __init__(self, scores: list, seat: int, start: float, end: float, dur: float):
        self.scores, self.seat, self.start, self.end = scores, seat, start, end
        self.tween = Tween(dur, easing="easeOutCubic")
        self.done = False

    def update(self, dt: float) -> float:
        left = self.tween.update(dt)
        self.scores[self.seat] = lerp(self.start, self.end, self.tween.value)
        self.done = self.tween.done
        return left


@dataclasses.dataclass
class Model:
    """What the table shows (updated by animations, re-synced from the view after each batch)."""

    players: int
    loot: list = dataclasses.field(default_factory=list)
    broken: set = dataclasses.field(default_factory=set)
    door: int | None = None
    guards_game: list = dataclasses.field(default_factory=list)
    in_inn: list = dataclasses.field(default_factory=list)
    left: dict = dataclasses.field(default_factory=dict)      # seat -> points scored leaving this night
    caught: set = dataclasses.field(default_factory=set)      # seats caught / thrown out this night
    hidden: set = dataclasses.field(default_factory=set)      # seats whose thief is mid-animation (drawn by it)
    scores: list = dataclasses.field(default_factory=list)    # shown scores (floats while counting up)
    hand_sizes: list = dataclasses.field(default_factory=list)
    bag: int = 0
    night: int = 1
    prince: int | None = None
    double: int | None = None
    turn: int | None = None
    warned: list = dataclasses.field(default_factory=list)
    powers: list = dataclasses.field(default_factory=list)
    over: bool = False


class PickpocketTable(PowersMixin, TableScene):
    """The Pickpocket table scene (``TABLE``). A human's options are the legal actions as a row of choices under
    their hand: left/right move, confirm acts. See :class:`~thieves_arcade.scenes.table.TableScene` for the rest."""

    level_name = "pickpocket"
    name = "pickpocket"

    def __init__(self, app, game_id: str = "pickpocket", seats: list | None = None, options: dict | None = None,
                 seed: int = 0, **kwargs):
        options, self.odds_hint = split_hint_option(app, options)  # a table option, not an engine one
        super().__init__(app, game_id, seats or ["normal", "normal", "normal"], options, seed, **kwargs)
        n = len(self.seats)
        self.seat_pos = self.level.seats(n)
        self.cursor = 0
        self.m = Model(n)
        self.sync(self.public_view_now())
        if self.opening:
            self.m.loot, self.m.broken = [], set()
            self.m.night = 0  # NightStarted (a setup event) shows night 1
        else:  # a resumed position: no animation will say who already left this night, or with what
            view = self.view
            self.m.left = {s: p for s, p in enumerate(view.left_this_night) if p is not None}
            self.m.caught = {s for s, out in enumerate(view.caught_this_night) if out}

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

    def refresh_view(self) -> None:
        super().refresh_view()
        if hasattr(self, "m"):
            self.sync(self.view)
            self.cursor = min(self.cursor, max(0, len(self.view.legal) - 1))

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
        plates keep a 10 px gap instead of overlapping (issue 16's layout audit)."""
        xs = sorted(p[0] for p in self.seat_pos)
        gap = min((b - a for a, b in zip(xs, xs[1:], strict=False)), default=400)
        return round(min(250, gap - 10))

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

    # ---- events → animations ----------------------------------------------------------------------------------------
    def _popup(self, seat: int, label: str, colour=theme.GOLD, dur: float = 0.9) -> Anim:
        """Text rising and fading above ``seat``'s thief."""
        x, y = self.seat_point(seat)
        return self.popup((x, y - 150), label, colour, dur, rise=60)

    def _on_HandsDealt(self, ev) -> Anim:
        bag = self.level.point("bag")
        flights = []
        for seat in range(len(self.seats)):
            for k in range(ev.hand_sizes[seat]):
                target = self.seat_point(seat)

                def draw(s, p, target=target):
                    img = scaled("tile_back", 0.3)
                    x, y = lerp2(bag, target, p)
                    s.blit(img, img.get_rect(center=(x, y - 80 * math.sin(p * math.pi))))
                flights.append(Sequence(Wait(0.05 * (seat * 3 + k)), Tween(0.35, draw)))
        return Parallel(*flights, Call(lambda: self.play("card_flick")))

    def _on_NightStarted(self, ev) -> Anim:
        def start():
            m = self.m
            m.night, m.loot, m.broken, m.door = ev.night, [], set(), None
            m.in_inn = [True] * m.players
            m.warned = [False] * m.players  # warnings are per night: the engine clears them as the night starts
            m.left, m.caught = {}, set()
            m.turn = ev.start_player
        return Sequence(Call(start), self.banner(_("Night {n}").format(n=ev.night),
                                                  _("{name} opens the door").format(
                                                      name=self.seats[ev.start_player].name), hold=0.9))

    def _on_TurnStarted(self, ev) -> None:
        self.m.turn = ev.seat
        return None

    def _on_DoubleOrNothingStarted(self, ev) -> Anim:
        def start():
            self.m.double = ev.seat
        return Sequence(Call(start), self.banner(_("DOUBLE OR NOTHING!"),
                                                  _("{name} is alone: two tiles, or lose it all").format(
                                                      name=self.seats[ev.seat].name),
                                                  theme.LAMP, 1.3, "fanfare"))

    def _on_TileDrawn(self, ev) -> Anim:
        reveal = self.level.point("reveal")
        self.pm.last_tile = ev.tile
        glove = ev.reason == "glove"
        if ev.source == "bag":
            start = self.level.point("bag")
        else:
            start = self.seat_point(ev.seat)
        if ev.private:  # a glove draw into the hand: face down to the seat
            target = self.seat_point(ev.seat)

            def draw(s, p):
                img = scaled("tile_back", 0.4)
                s.blit(img, img.get_rect(center=lerp2(start, target, p)))
                if glove:
                    self.draw_glove_with(s, lerp2(start, target, p))

            def done():
                self.m.hand_sizes[ev.seat] += 1
            return Tween(0.5, draw, on_start=lambda: self.play("card_flick"), on_done=done)
        name = tile_sprite(ev.tile)

        def start_fn():
            self.play("tile_draw")
            if ev.source == "bag":
                self.m.bag = max(0, self.m.bag - 1)
            else:
                self.m.hand_sizes[ev.seat] = max(0, self.m.hand_sizes[ev.seat] - 1)

        def fly(s, p):
            x, y = lerp2(start, reveal, p)
            y -= 140 * math.sin(p * math.pi)
            scale = lerp(0.45, 1.0, p)
            flip = abs(math.cos(p * math.pi))  # 1 → 0 → 1: back, edge, face
            face = name if p >= 0.5 else "tile_back"
            img = squashed(face, REVEAL_SCALE, round(max(0.05, flip) * scale * 20) / 20)
            s.blit(img, img.get_rect(center=(x, y)))
            if glove:
                self.draw_glove_with(s, (x, y))

        hold = Tween(0.35, lambda s, p: self._draw_revealed(s, name))
        return Sequence(Tween(0.55, fly, "easeOutQuad", on_start=start_fn), hold)

    def _draw_revealed(self, s: pygame.Surface, name: str, dx: float = 0.0, alpha: int = 255) -> None:
        img = scaled(name, REVEAL_SCALE) if alpha >= 255 else squashed(name, REVEAL_SCALE, 1.0, alpha // 16 * 16)
        rect = img.get_rect(center=self.level.point("reveal"))
        rect.x += round(dx)
        glow = rect.inflate(24, 24)
        pygame.draw.rect(s, theme.LAMP, glow, 6, border_radius=18)
        s.blit(img, rect)

    def _on_TilePlayed(self, ev) -> Anim:
        reveal = self.level.point("reveal")
        target = self.slot(ev.position, max(ev.position + 1, len(self.m.loot) + 1))
        name = tile_sprite(ev.tile)

        def draw(s, p):
            scale = lerp(REVEAL_SCALE, TILE_SCALE, p)
            img = squashed(name, round(scale * 20) / 20, 1.0)
            s.blit(img, img.get_rect(center=lerp2(reveal, target, p)))

        def done():
            while len(self.m.loot) < ev.position:
                self.m.loot.append("1111")
            self.m.loot[ev.position:ev.position + 1] = [ev.tile]
        anims = [Tween(0.4, draw, "easeInOutQuad", on_done=done)]
        if ev.double_step:
            anims.append(self._popup(ev.seat, _("{k} of 2!").format(k=ev.double_step), theme.LAMP, 0.6))
        return Sequence(*anims)

    def _on_LineBroken(self, ev) -> Anim:
        line = pp.LINES.index(ev.line)
        y = self.row_y(line)
        x0 = self.level.point("merchant")[0]
        x1, _y = self.slot(ev.position, max(ev.position + 1, len(self.m.loot)))

        def draw(s, p):
            a = min(255, round(600 * (1 - p)))
            band = pygame.Rect(x0 - 40, y - 22, x1 - x0 + 100, 44)
            flash = pygame.Surface(band.size, pygame.SRCALPHA)
            flash.fill((*theme.RED, round(motion().flash(max(0, min(180, a))))))  # none under reduced motion
            s.blit(flash, band)
            k = min(1.0, p * 2.5)
            pygame.draw.line(s, theme.RED, (x1 - 50, y - 50), (x1 - 50 + 100 * k, y - 50 + 100 * k), 12)
            blit_text(s, _("{line} line broken!").format(line=_(ev.line).capitalize()), (x1, y - 80),
                      theme.BODY, theme.WHITE, outline=3, alpha=max(0, min(255, round(255 * (1.2 - p)))))

        def start():
            self.play("line_break")
            self.m.broken.add(ev.line)
        return Tween(0.7, draw, "linear", on_start=start)

    def _thrown(self, seat: int, dur: float = 0.9) -> Tween:
        """A thief thrown out of the inn: tossed up, spinning, off the top."""
        x, y = self.seat_point(seat)
        name = thief_name(seat)

        def draw(s, p):
            img = pygame.transform.rotozoom(scaled(name, THIEF_SCALE), 540 * p, 1.0 - 0.3 * p)
            s.blit(img, img.get_rect(center=(x + 200 * p, y - 700 * p + 900 * p * p)))

        def start():
            self.m.hidden.add(seat)

        def done():
            self.m.hidden.discard(seat)
            self.m.in_inn[seat] = False
            self.m.caught.add(seat)
        return Tween(dur, draw, "linear", on_start=start, on_done=done)

    def _shake_away(self, tile: str, colour) -> Tween:
        name = tile_sprite(tile)

        def draw(s, p):
            dx = motion().shake(18 * math.sin(p * 40) * (1 - p))  # still under reduced motion
            self._draw_revealed(s, name, dx, round(255 * (1 - max(0.0, p - 0.5) * 2)))
            k = min(1.0, p * 3)
            rx, ry = self.level.point("reveal")
            pygame.draw.line(s, colour, (rx - 70, ry - 130), (rx - 70 + 140 * k, ry - 130 + 260 * k), 12)
            pygame.draw.line(s, colour, (rx + 70, ry - 130), (rx + 70 - 140 * k, ry - 130 + 260 * k), 12)
        return Tween(0.7, draw, "linear")

    def _on_Warning(self, ev) -> Anim:
        def start():
            self.play("caught")
            self.m.warned[ev.seat] = True
        return Parallel(Tween(0.0, on_start=start), self._shake_away(ev.tile, theme.LAMP),
                        self._popup(ev.seat, _("Warning!"), theme.LAMP, 1.0))

    def _on_Caught(self, ev) -> Anim:
        return Sequence(Parallel(Tween(0.0, on_start=lambda: self.play("caught")),
                                 self._shake_away(ev.tile, theme.RED),
                                 self._popup(ev.seat, _("Caught!"), theme.RED, 0.9)),
                        Parallel(self._thrown(ev.seat), self._popup(ev.seat, _("Thrown out!"), theme.RED, 0.9)))

    def _on_GuardArrived(self, ev) -> Anim:
        reveal = self.level.point("reveal")
        name = guard_name(ev.value)
        door = self.level.point("door_left" if ev.placement == "door" else "door_right")

        def draw(s, p):
            img = squashed(name, round(lerp(REVEAL_SCALE, 0.45, p) * 20) / 20, 1.0)
            s.blit(img, img.get_rect(center=(lerp2(reveal, door, p)[0], lerp2(reveal, door, p)[1]
                                             - 120 * math.sin(p * math.pi))))

        def start():
            self.play("guard_whistle")

        def done():
            self.m.guards_game.append(ev.value)
            if ev.placement == "door":
                self.m.door = ev.value
        walk = Tween(0.8, draw, "easeInOutQuad", on_start=start, on_done=done)
        if ev.placement == "door":
            return Sequence(walk, self.banner(_("A guard on the door!"),
                                               _("+{v} for every thief who leaves now").format(v=ev.value),
                                               theme.BLUE, 0.8))
        title = _("The seventh guard!") if ev.placement == "game_end" else _("A second guard!")
        sub = _("The game ends at once") if ev.placement == "game_end" else _("Everyone still inside is thrown out")
        return Sequence(walk, self.banner(title, sub, theme.RED, 1.0))

    def _on_ThrownOut(self, ev) -> Anim | None:
        if not ev.seats:
            return None
        return Parallel(Tween(0.0, on_start=lambda: self.play("caught")), *[self._thrown(s, 1.0) for s in ev.seats])

    def _count_up(self, seat: int, start: float, end: float, dur: float = 0.9) -> Anim:
        return CountUp(self.m.scores, seat, start, end, dur)

    def _on_ThiefLeft(self, ev) -> Anim:
        x, y = self.seat_point(ev.seat)
        door = self.level.point("door_right")
        name = thief_name(ev.seat)
        row = self.level.anchor("loot_row")

        passage = ev.reason == "passage"
        part = self.power_part(ev)  # a power's points count up on their own, after the loot's (PowerUsed)

        def walk(s, p):
            if passage:  # the secret passage opens at the seat and the thief slips into it
                k = self.draw_passage_exit(s, ev.seat, p)
                img = squashed(name, round(THIEF_SCALE * k * 20) / 20, 1.0)
                s.blit(img, img.get_rect(center=(x, y + 40 * p)))
                return
            img = scaled(name, THIEF_SCALE)
            if p > 0.7:
                img = squashed(name, THIEF_SCALE, 1.0, round(255 * (1 - (p - 0.7) / 0.3)) // 16 * 16)
            s.blit(img, img.get_rect(center=(lerp(x, door[0], p), lerp(y, door[1] + 40, p) - 30 * abs(
                math.sin(p * 12)))))

        def coins(s, p):
            for k in range(8):
                q = max(0.0, min(1.0, p * 1.6 - k * 0.08))
                if 0 < q < 1:
                    start = (row.left + row.width * (k + 0.5) / 8, row.centery)
                    cx, cy = lerp2(start, (x, y - 60), q)
                    pygame.draw.circle(s, theme.GOLD, (cx, cy - 160 * math.sin(q * math.pi)), 16)
                    pygame.draw.circle(s, theme.WOOD_DARK, (cx, cy - 160 * math.sin(q * math.pi)), 16, 3)

        def start():
            self.play("coins")
            self.m.hidden.add(ev.seat)
            self.burst("coin", (x, y - 60), 14 + min(ev.points, 16), stagger=0.7, life=0.8)  # loot lands in pockets
            self.burst("jewel", (x, y - 60), 8, stagger=0.7, life=0.9, speed=600)

        def done():
            self.m.hidden.discard(ev.seat)
            self.m.in_inn[ev.seat] = False
            self.m.left[ev.seat] = ev.points - part
        label = f"+{ev.points - part}"
        if ev.doubled:
            label = _("×2 = +{p}").format(p=ev.points - part)
        old = ev.score - ev.points
        parts = [Parallel(Tween(1.0, coins, "linear", on_start=start),
                          self._count_up(ev.seat, old, ev.score - part, 1.0),
                          self._popup(ev.seat, label, theme.GOLD, 1.1)),
                 Tween(0.8, walk, "easeInQuad", on_done=done)]
        if ev.doubled:
            parts.insert(0, self.banner(_("Double won!"), _("{name} scores {p}").format(
                name=self.seats[ev.seat].name, p=ev.points), theme.GOLD, 0.8, "fanfare"))
        return Sequence(*parts)

    def _on_NightEnded(self, ev) -> Anim:
        tiles = list(self.m.loot)
        count = len(tiles)

        def sweep(s, p):
            for i, tile in enumerate(tiles):
                q = max(0.0, min(1.0, p * 1.5 - i * 0.03))
                x, y = self.slot(i, count)
                img = squashed(tile_sprite(tile), TILE_SCALE, 1.0, round(255 * (1 - q)) // 16 * 16)
                s.blit(img, img.get_rect(center=(x, y - 500 * q * q)))

        def start():
            self.play("trick_sweep")
            self.m.loot = []
            self.m.broken = set()
            self.m.warned = [False] * self.m.players

        def done():
            self.m.door = None
            self.m.double = None
        return Sequence(Tween(0.8, sweep, "linear", on_start=start),
                        self.banner(_("Night {n} is over").format(n=ev.night), "", theme.LAMP, 0.6, None),
                        Call(done))

    def _on_PrinceCrowned(self, ev) -> Anim:
        x, y = self.seat_point(ev.seat)
        start = (theme.WIDTH / 2, 200)

        def draw(s, p):
            img = scaled("crown", 0.9 - 0.45 * p)
            s.blit(img, img.get_rect(center=lerp2(start, (x, y - 110), p)))
            if p < 0.6:
                blit_text(s, _("{name} is the Prince of Thieves!").format(name=self.seats[ev.seat].name),
                          (theme.WIDTH / 2, 330), theme.HEADING, theme.GOLD, "title", outline=4)

        def done():
            self.m.prince = ev.seat
        return Tween(1.4, draw, "easeOutBounce", on_start=lambda: self.play("fanfare"), on_done=done)

    def _on_GameOver(self, ev) -> Anim:
        reveals = []
        for seat, hand in enumerate(ev.hands):
            if not hand:
                continue
            x, y = self.seat_point(seat)

            def draw(s, p, hand=hand, x=x, y=y):
                for k, tile in enumerate(hand):
                    img = scaled(tile_sprite(tile), 0.4)
                    s.blit(img, img.get_rect(center=(x + (k - (len(hand) - 1) / 2) * 66, y - 230 * p)))
            base = self.m.scores[seat]
            reveals.append(Parallel(Tween(1.2, draw, "easeOutBack"),
                                    self._count_up(seat, base, base + ev.hand_values[seat], 1.2),
                                    self._popup(seat, f"+{ev.hand_values[seat]}", theme.GOLD, 1.2)))

        def hold_hands(s, p):
            for seat, hand in enumerate(ev.hands):
                x, y = self.seat_point(seat)
                for k, tile in enumerate(hand):
                    img = scaled(tile_sprite(tile), 0.4)
                    s.blit(img, img.get_rect(center=(x + (k - (len(hand) - 1) / 2) * 66, y - 230)))
        names = ", ".join(self.seats[w].name for w in ev.winners)

        def done():
            self.m.over = True
        return Sequence(self.banner(_("GAME OVER"), _("Hands are revealed and added"), theme.GOLD, 0.8, "fanfare"),
                        Parallel(*reveals) if reveals else None,
                        Tween(1.6, lambda s, p: (hold_hands(s, p), Banner(
                            _("{names} wins!").format(names=names), "", theme.GOLD, 170).draw(
                            s, self.level.point("banner")[1])), "linear", on_done=done))

    # ---- human input ----------------------------------------------------------------------------------------------
    def turn_started(self, seat: int, view: View) -> None:
        legal = list(view.legal)
        self.cursor = next((i for i, a in enumerate(legal) if isinstance(a, pp.Draw)), 0)

    def intent(self, seat: int, intent: Intent, view: View) -> Action | None:
        legal = list(view.legal)
        if not legal:
            return None
        if intent in DIRECTIONS:  # screen order: the option drawn nearest that way (ui.nav)
            moved = nav_step(self.option_rects(view), self.cursor, intent)
            if moved != self.cursor:
                self.cursor = moved
                self.play("click")
        elif intent == Intent.CONFIRM:
            return legal[min(self.cursor, len(legal) - 1)]
        return None

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
        """The buttons right of the hand (draw, leave, beer): action → rect, left to right in legal order."""
        rect = self.level.anchor("hand")
        bx = rect.left + 24 + max(3, len(view.hand)) * 96 + 10
        buttons = [a for a in view.legal if not isinstance(a, (pp.Play, pp.Choose))]  # powers: the choosing panel
        bw = (rect.right - 20 - bx - 12 * (len(buttons) - 1)) / max(1, len(buttons))
        return {a: pygame.Rect(round(bx + k * (bw + 12)), rect.top + 58, round(bw), 96)
                for k, a in enumerate(buttons)}

    def action_label(self, action: Action, view: View) -> str:
        """Button text for ``action``."""
        if isinstance(action, pp.Draw):
            return _("Draw")
        if isinstance(action, pp.Leave):
            points = view.loot_value + (view.door or 0)
            return _("Leave +{p}").format(p=points)
        if isinstance(action, pp.Beer):
            return _("Beer")
        if isinstance(action, pp.Choose):
            return _(POWER_NAMES.get(action.power, action.power))
        return str(action)

    # ---- drawing --------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: View, private_seat: int | None) -> None:
        m = self.m
        surface.blit(self.level.background, (0, 0))
        self._draw_doors(surface)
        self._draw_loot(surface)
        bag = self.level.point("bag")
        img = scaled("bag", 0.6)
        surface.blit(img, img.get_rect(center=bag))
        blit_text(surface, str(m.bag), (bag[0], bag[1] + 70), theme.BODY, theme.WHITE, "title", outline=3)
        self._draw_guards(surface)
        self._draw_track(surface)
        for seat in range(m.players):
            self._draw_seat(surface, seat)
            self.draw_seat_power(surface, seat)
        if private_seat is not None:
            self._draw_hand(surface, view, private_seat)
        self.draw_power_choice(surface, view)
        self.draw_odds(surface)

    def _draw_doors(self, surface) -> None:
        for key, guarded in (("door_left", self.m.door is not None), ("door_right", False)):
            p = self.level.point(key)
            img = scaled("door_guarded" if guarded else "door", DOOR_SCALE)
            rect = img.get_rect(center=p)
            surface.blit(img, rect)
            if guarded:
                g = scaled(guard_name(self.m.door), 0.42)
                surface.blit(g, g.get_rect(midbottom=(rect.centerx, rect.bottom + 20)))

    def _draw_loot(self, surface) -> None:
        m = self.m
        merchant = scaled("merchant", TILE_SCALE)
        surface.blit(merchant, merchant.get_rect(center=self.level.point("merchant")))
        count = len(m.loot)
        row = self.level.anchor("loot_row")
        if count:
            value = sum(self._line_values())
            blit_text(surface, _("Loot"), (row.right - 90, row.centery - 40), theme.BODY, theme.LAMP, "title",
                      outline=3)
            blit_text(surface, str(value), (row.right - 90, row.centery + 30), theme.TITLE, theme.GOLD, "title",
                      outline=4)
        for i, tile in enumerate(m.loot):
            img = scaled(tile_sprite(tile), TILE_SCALE)
            surface.blit(img, img.get_rect(center=self.slot(i, max(count, 1))))
        if m.broken:
            mx = self.level.point("merchant")[0]
            last = self.slot(max(count - 1, 0), max(count, 1))[0] + 60
            for line in m.broken:
                y = self.row_y(pp.LINES.index(line))
                band = _band(round(last - mx + 60))
                surface.blit(band, (mx - 50, y - 20))
                pygame.draw.line(surface, theme.RED, (mx + 40, y - 18), (mx + 64, y + 18), 7)
                pygame.draw.line(surface, theme.RED, (mx + 64, y - 18), (mx + 40, y + 18), 7)

    def _line_values(self) -> list[int]:
        """Objects per unbroken line of the shown loot."""
        out = []
        for i, line in enumerate(pp.LINES):
            if line in self.m.broken:
                continue
            out.append(sum(int(t[i]) for t in self.m.loot if not t.startswith("G")))
        return out

    def _draw_guards(self, surface) -> None:
        rect = self.level.anchor("guards")
        # an ink panel behind: the counter is read over the window's crescent moon (issue 16)
        draw_panel(surface, pygame.Rect(rect.left - 10, rect.top - 12, rect.width + 20, rect.height + 40), theme.INK,
                   210, 18, None)
        blit_text(surface, _("Guards"), (rect.centerx, rect.top + 18), theme.SMALL, theme.LAMP, outline=2)
        for k in range(7):
            cx = rect.left + 14 + k * 25
            cy = rect.top + 80
            if k < len(self.m.guards_game):
                pygame.draw.circle(surface, theme.BLUE, (cx, cy), 11)
                pygame.draw.circle(surface, theme.WHITE, (cx, cy), 11, 3)
            else:
                pygame.draw.circle(surface, (60, 54, 80), (cx, cy), 11)
        blit_text(surface, f"{len(self.m.guards_game)}/7", (rect.centerx, rect.top + 120), theme.SMALL,
                  theme.WHITE, outline=2)

    def _draw_track(self, surface) -> None:
        track = self.level.anchor("score_track")
        blit_text(surface, _("Night {n}").format(n=max(1, self.m.night)), (track.left - 20, track.centery),
                  theme.BODY, theme.LAMP, "title", anchor="midright", outline=3)
        top = max(60.0, max(self.m.scores or [0]) * 1.15)
        step = 10 if top <= 120 else 25
        for v in range(0, int(top) + 1, step):
            x = track.left + 40 + v / top * (track.width - 80)
            pygame.draw.line(surface, (200, 160, 100), (x, track.top + 8), (x, track.top + 20), 3)
        order = sorted(range(self.m.players), key=lambda s: self.m.scores[s])
        for seat in order:
            x, y = self.track_point(seat, self.m.scores[seat])
            draw_symbol(surface, seat_symbol(seat), (x, y), 17, seat_colour(seat))
        for seat in order[-1:]:
            x, y = self.track_point(seat, self.m.scores[seat])
            blit_text(surface, str(round(self.m.scores[seat])), (x, y - 40), theme.SMALL, theme.WHITE, outline=2)

    def _draw_seat(self, surface, seat: int) -> None:
        m = self.m
        x, y = self.seat_point(seat)
        active = m.turn == seat and not m.over and not self.timeline.busy
        if active:
            glow = _glow(150)
            surface.blit(glow, glow.get_rect(center=(x, y + 40)))
        if seat not in m.hidden:
            if m.in_inn[seat] or seat not in m.left and seat not in m.caught:
                img = scaled(thief_name(seat), THIEF_SCALE)
                bob = 6 * math.sin(self.t * 5) if active else 0
                surface.blit(img, img.get_rect(center=(x, y - bob)))
            elif seat in m.left:
                blit_text(surface, _("Left"), (x, y - 30), theme.BODY, theme.GOLD, outline=3)
                blit_text(surface, f"+{m.left[seat]}", (x, y + 22), theme.HEADING, theme.GOLD, "title", outline=3)
            else:
                img = squashed(thief_name(seat), THIEF_SCALE, 1.0, 96)
                surface.blit(img, img.get_rect(center=(x, y)))
                blit_text(surface, _("Out"), (x, y), theme.BODY, theme.RED, "title", outline=3)
        if m.prince == seat:
            crown = scaled("crown", 0.45)
            surface.blit(crown, crown.get_rect(center=(x + 50, y - 80)))
        if m.double == seat and m.in_inn[seat]:
            blit_text(surface, _("×2?"), (x - 62, y - 70), theme.BODY, theme.LAMP, "title", outline=3)
        if m.warned[seat] and m.in_inn[seat]:
            pygame.draw.circle(surface, theme.LAMP, (x - 55, y + 40), 16)
            blit_text(surface, "!", (x - 55, y + 41), theme.SMALL - 6, theme.INK, "title")
        plate = pygame.Rect(0, 0, self.plate_width(), 58)
        plate.center = (x, y + 112)
        draw_panel(surface, plate, theme.INK, 225, 18, seat_colour(seat))
        if active:  # the turn marker: white, dashed and moving — no seat's colour (issue 16)
            draw_turn_marker(surface, plate, self.t, "below")
        s = self.seats[seat]
        pad = 16 if plate.width >= 250 else 12  # six seats: narrower plates, the name and score still apart
        blit_text(surface, str(round(m.scores[seat])), (plate.right - pad, plate.centery),
                  theme.SMALL + 4 if pad == 16 else theme.SMALL, theme.GOLD, "title", anchor="midright")
        blit_text(surface, s.name, (plate.left + pad, plate.centery), theme.SMALL, theme.WHITE, anchor="midleft")
        if active and s.is_bot:
            dots = "." * (1 + int(self.t * 3) % 3)
            blit_text(surface, dots, (x + 60, y - 70), theme.HEADING, theme.WHITE, "title", outline=3)

    def hand_tile_rect(self, k: int, lifted: bool = False) -> pygame.Rect:
        """Screen rect of hand tile ``k`` (0-based); the chosen tile is ``lifted`` 10 px, its gold frame still
        clear of the panel's title line above ("Your move, …")."""
        rect = self.level.anchor("hand")
        img = scaled(tile_sprite("1111"), HAND_SCALE)
        return img.get_rect(topleft=(rect.left + 24 + k * 96, rect.top + 72 - (10 if lifted else 0)))

    def _draw_hand(self, surface, view: View, seat: int) -> None:
        rect = self.level.anchor("hand")
        draw_panel(surface, rect, theme.INK, 215, 26, seat_colour(seat))
        mine = view.current_player == seat and not self.timeline.busy and bool(view.legal)
        title = _("Your move, {name}").format(name=self.seats[seat].name) if mine else \
            _("{name}'s hand").format(name=self.seats[seat].name)
        blit_text(surface, title, (rect.left + 24, rect.top + 30), theme.SMALL, theme.GOLD, anchor="midleft")
        legal = list(view.legal) if mine else []
        chosen = legal[min(self.cursor, len(legal) - 1)] if legal else None
        playable = {a.index for a in legal if isinstance(a, pp.Play)}
        for k, tile in enumerate(view.hand):
            img = scaled(tile_sprite(tile), HAND_SCALE)
            lifted = isinstance(chosen, pp.Play) and chosen.index == k + 1
            lift = 1 if lifted else 0
            r = self.hand_tile_rect(k, lifted)
            if mine and (k + 1) not in playable:
                img = squashed(tile_sprite(tile), HAND_SCALE, 1.0, 112)
            surface.blit(img, r)
            if lift:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 5, border_radius=10)
        if not view.hand:
            blit_text(surface, _("(no tiles)"), (rect.left + 140, rect.centery + 20), theme.SMALL, theme.GREY)
        bx = rect.left + 24 + max(3, len(view.hand)) * 96 + 10
        for action, b in (self.button_rects(view) if mine else {}).items():
            bw = b.width
            on = action == chosen
            draw_panel(surface, b, theme.NIGHT_LIGHT if on else theme.NIGHT, 245, 20, theme.GOLD if on else
                       theme.GREY)
            blit_text(surface, self.action_label(action, view), b.center, theme.SMALL if bw < 180 else theme.BODY,
                      theme.GOLD if on else theme.WHITE)
        if mine:
            self.prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Go"))]).draw(  # kept right of the hand
                surface, (bx + (rect.right - bx) / 2, rect.bottom - 30), rect.right - bx - 16)

    def draw_hud(self, surface: pygame.Surface, view: View) -> None:
        m = self.m
        if m.turn is not None and not m.over and not self.timeline.busy and not self.pm.choosing:
            s = self.seats[m.turn]
            if s.is_bot or self.view_seat != m.turn:
                label = _("{name} is thinking…").format(name=s.name) if s.is_bot else \
                    _("{name}'s turn").format(name=s.name)
                blit_text(surface, label, (theme.WIDTH / 2, 440), theme.BODY, theme.WHITE, outline=3)


@surface_cache(4)
def _band(width: int) -> pygame.Surface:
    band = pygame.Surface((max(1, width), 40), pygame.SRCALPHA)
    band.fill((20, 10, 20, 120))
    return band


@surface_cache(4)
def _glow(radius: int) -> pygame.Surface:
    surf = pygame.Surface((radius * 2, radius), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        pygame.draw.ellipse(surf, (*theme.LAMP, 10 + (12 - k) * 6),
                            (radius - k * radius / 12, radius / 2 - k * radius / 24, k * radius / 6, k * radius / 12))
    return surf


TABLE = PickpocketTable
