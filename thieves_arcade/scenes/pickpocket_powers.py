"""The Pickpocket table's Power tiles variant and odds hint (issue 8), mixed into ``PickpocketTable``.

- **Choosing powers** (``shared/rules/pickpocket.md`` "Variant: Power tiles"): at a night's start a panel shows the
  seven power tiles; seats choose last place first (the order strip names them, the Prince gets none). A human
  chooser moves a cursor over the powers still on offer (left/right) and confirms; a bot's choice lights its tile.
  Each choice flies to the holder's seat, where the power stays as a token (dimmed once used), its short name
  beside it where the bench leaves room and always while it is that seat's turn (:meth:`PowersMixin.token_labels`).
- **Powers firing** (``PowerUsed``, ``BeerPassed``): the illusion's wand sparkles, Bruce the ninja mouse leaps in,
  the accomplice comes from the guarded door, the glove reaches into the bag and carries the tile back, the secret
  passage opens at the seat, the beer is drunk (the mug tilts and empties) and the turn passes, the ambidextrous
  sweeps the caught tile away for another draw. A power's points count up separately, after the loot's.
- **Odds hint** (lobby option ``odds_hint``, off by default; ``app.settings.odds_hint`` when the lobby leaves it at
  "As in settings"): for the active human only, on their own view, never for a bot's turn and never on a curtain — the
  chance that a bag tile extends the loot and what leaving now would score (:func:`ai.pickpocket.odds`).

Public power information only: nothing here reads a hand, so the privacy rule of the base class is untouched.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from ..ai.pickpocket import Odds, odds
from ..engine import pickpocket as pp
from ..engine.base import View
from ..i18n import N_, _
from ..input.intents import Intent
from ..ui import theme
from ..ui.cache import surface_cache
from ..ui.powers import POWERS, draw_power, power_icon
from ..ui.text import blit_text, text
from ..ui.tween import Anim, Call, Parallel, Sequence, Tween, lerp, lerp2
from ..ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol
from .options import LobbyOption

#: Short power names for the seat tokens (full names: ``scenes.pickpocket.POWER_NAMES``).
POWER_SHORT = {"illusion": N_("Illusion"), "glove": N_("Glove"), "passage": N_("Passage"),
               "accomplice": N_("Accomplice"), "bruce": N_("Bruce"), "beer": N_("Beer"),
               "ambidextrous": N_("Ambidextrous")}
#: What each power does, in a line (``shared/rules/pickpocket.md`` "Variant: Power tiles"), shown while choosing.
POWER_EFFECTS = {
    "illusion": N_("When you leave: +1, +2, +4 or +6 for 1, 2, 3 or 4 unbroken lines"),
    "glove": N_("When you leave: draw a tile from the bag into your hand"),
    "passage": N_("Second guard? You slip out with the loot and both guards"),
    "accomplice": N_("When you leave with a guard on the door, it counts twice"),
    "bruce": N_("When you leave: +2 points"),
    "beer": N_("Once: pass your turn instead of playing a tile"),
    "ambidextrous": N_("Caught? Draw another tile instead; caught again: out"),
}
#: The choosing panel (px on the 1920×1080 frame) and its tiles.
PANEL = pygame.Rect(96, 172, 1728, 532)
CARD_W, CARD_H, CARD_GAP = 236, 296, 6
CARD_TOP = 312
#: The odds hint panel, right of the hand panel.
HINT = pygame.Rect(1096, 200, 470, 260)
TOKEN = 52  # seat token size, px
TOKEN_GAP = 10  # px kept between two neighbouring seats' token pills


@dataclasses.dataclass
class PowerModel:
    """What the power parts of the table show (updated by animations, re-synced from the view)."""

    used: list
    choosing: bool = False
    order: list = dataclasses.field(default_factory=list)   # this night's choosing order (PowerChoiceStarted)
    lit: str | None = None                                   # a tile being taken (drawn lifted)
    last_tile: str | None = None                             # the last tile drawn (the ambidextrous sweeps it)
    firing: set = dataclasses.field(default_factory=set)     # seats whose token is mid-animation


def split_hint_option(app, options: dict | None) -> tuple[dict, bool]:
    """``(game options without odds_hint, whether the hint is on)``: the lobby's ``odds_hint`` (True/False) wins;
    absent or None, ``app.settings.odds_hint`` when the app has settings; else off."""
    opts = dict(options or {})
    choice = opts.pop("odds_hint", None)
    if choice is None:
        choice = getattr(getattr(app, "settings", None), "odds_hint", False)
    return opts, bool(choice)


def _two_lines(label: str) -> tuple[str, str]:
    """``label`` split at the space nearest its middle (one line if it has no space)."""
    words = label.split()
    if len(words) < 2:
        return label, ""
    best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:best]), " ".join(words[best:])


@surface_cache(4)
def _gauge(percent: int, radius: int = 58) -> pygame.Surface:
    """A pie gauge: ``percent`` of the disc in green from twelve o'clock, the rest dark, ink outline."""
    size = radius * 2 + 12
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(surf, theme.INK, c, radius + 5)
    pygame.draw.circle(surf, (70, 60, 96), c, radius)
    if percent > 0:
        pts = [c] + [(c[0] + radius * math.sin(2 * math.pi * k / 100), c[1] - radius * math.cos(2 * math.pi * k / 100))
                     for k in range(0, percent + 1)]
        if percent >= 100:
            pygame.draw.circle(surf, theme.GREEN, c, radius)
        elif len(pts) >= 3:
            pygame.draw.polygon(surf, theme.GREEN, pts)
    pygame.draw.circle(surf, theme.INK, c, radius * 0.42)
    pygame.draw.circle(surf, theme.WHITE, c, radius, 3)
    return surf


class PowersMixin:
    """Power choosing, power animations and the odds hint for ``PickpocketTable`` (see the module docstring).

    Needs from the table: ``self.m`` (its picture model: ``powers``, ``scores``, ``left``, ``players``),
    ``self.seats``, ``self.level``, ``self.timeline``, ``self.cursor``, ``seat_point``, ``_popup``, ``banner``,
    ``_count_up``, ``_shake_away``, ``play``. The table calls :meth:`sync_powers` from its ``sync``."""

    #: Setting rows the lobby adds for Pickpocket (first choice = the default, not passed on).
    lobby_options = (
        *LobbyOption.rows(pp.GAME.manifest),  # powers (the engine's option)
        LobbyOption("odds_hint", N_("Odds hint"), ((None, N_("As in settings")), (True, N_("On")),
                                                       (False, N_("Off")))),
    )

    odds_hint: bool = False

    # ---- model ----------------------------------------------------------------------------------------------------
    def sync_powers(self, view: View) -> None:
        """Make the power model match ``view`` (after each batch of animations)."""
        pm = self.__dict__.get("pm")
        if pm is None:
            pm = self.pm = PowerModel(used=[False] * len(view.powers))
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

    def _on_PowerChoiceStarted(self, ev) -> Anim:
        def start():
            self.pm.choosing = True
            self.pm.order = list(ev.order)
            for s in range(self.m.players):
                self.m.powers[s] = None
        return Sequence(Call(start), self.banner(_("Choose your powers"), _("Last place chooses first"),
                                                  theme.BLUE, 0.6))

    def _on_PowerChosen(self, ev) -> Anim:
        card = self.card_rect(ev.power)
        start = (card.centerx, card.top + 86)
        target = self.token_point(ev.seat)

        def lift(s, p):
            self.pm.lit = ev.power

        def fly(s, p):
            size = round(lerp(150, TOKEN, p))
            x, y = lerp2(start, target, p)
            draw_power(s, ev.power, (x, y - 160 * math.sin(p * math.pi)), size, angle=360 * p)

        def begin():
            self.play("click")
            self.pm.lit = ev.power

        def landed():
            self.m.powers[ev.seat] = ev.power
            self.pm.lit = None
            self.play("card_flick")
        name = _(self._power_name(ev.power))
        return Sequence(Tween(0.35, lift, on_start=begin),
                        Parallel(Tween(0.6, fly, "easeInOutQuad", on_done=landed),
                                 self._popup(ev.seat, name, theme.BLUE, 1.0)))

    @staticmethod
    def _power_name(power: str) -> str:
        from .pickpocket import POWER_NAMES
        return POWER_NAMES.get(power, power)

    def draw_power_choice(self, surface: pygame.Surface, view: View) -> None:
        """The choosing panel (public): the seven tiles, who took which, the order, the human's cursor."""
        if not self.pm.choosing:
            return
        draw_panel(surface, PANEL, theme.INK, 248, 30, theme.BLUE)
        cp = view.current_player if view.phase == "choose" else None
        ready = not self.timeline.busy and cp is not None
        human = ready and self.seats[cp].is_human and not self.curtain_up
        blit_text(surface, _("Night {n}: choose a power").format(n=max(1, self.m.night)),
                  (PANEL.centerx, PANEL.top + 42), theme.HEADING - 8, theme.GOLD, "title", outline=3)
        chosen = None
        if human and view.legal:
            act = view.legal[min(self.cursor, len(view.legal) - 1)]
            chosen = getattr(act, "power", None)
        if ready and chosen in POWER_EFFECTS:  # the human's cursor: say what that power does
            blit_text(surface, _(POWER_EFFECTS[chosen]), (PANEL.centerx, PANEL.top + 98), theme.BODY, theme.LAMP)
        elif ready:
            who = _("{name}, pick your power").format(name=self.seats[cp].name) if human else \
                _("{name} is choosing…").format(name=self.seats[cp].name)
            blit_text(surface, who, (PANEL.centerx, PANEL.top + 98), theme.BODY, theme.WHITE)
        holders = {p: s for s, p in enumerate(self.m.powers) if p}
        for power in POWERS:
            self._draw_card(surface, power, holders.get(power), power == chosen or power == self.pm.lit)
        self._draw_order(surface, cp)
        if human:
            Prompt([(Intent.LEFT, _("Choose")), (Intent.CONFIRM, _("Take it"))], keys=False).draw(
                surface, (PANEL.centerx + 420, PANEL.bottom - 38))

    def _draw_card(self, surface, power: str, holder: int | None, on: bool) -> None:
        r = self.card_rect(power)
        if on:
            r = r.move(0, -14 - round(4 * math.sin(self.t * 6)))
        taken = holder is not None
        draw_panel(surface, r, theme.NIGHT_LIGHT if on else theme.NIGHT, 250, 22,
                   theme.GOLD if on else (seat_colour(holder) if taken else theme.GREY))
        if on:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 5, border_radius=26)
        draw_power(surface, power, (r.centerx, r.top + 86), 144, alpha=90 if taken else 255)
        one, two = _two_lines(_(self._power_name(power)))
        colour = theme.GREY if taken else (theme.GOLD if on else theme.WHITE)
        blit_text(surface, one, (r.centerx, r.top + 186), theme.SMALL, colour)
        if two:
            blit_text(surface, two, (r.centerx, r.top + 224), theme.SMALL, colour)
        if taken:
            draw_symbol(surface, seat_symbol(holder), (r.left + 30, r.bottom - 28), 14, seat_colour(holder))
            blit_text(surface, self.seats[holder].name, (r.left + 52, r.bottom - 28), theme.SMALL,
                      seat_colour(holder), anchor="midleft", outline=2)

    def _draw_order(self, surface, cp: int | None) -> None:
        """The choosing order along the panel's bottom: each seat's symbol and name, the one to act ringed; the
        Prince last, with no power."""
        y = PANEL.bottom - 38
        x = PANEL.left + 40
        blit_text(surface, _("Order:"), (x, y), theme.SMALL, theme.LAMP, anchor="midleft")
        x += text(_("Order:"), theme.SMALL).get_width() + 20
        for seat in self.pm.order:
            if cp == seat and not self.timeline.busy:
                pygame.draw.circle(surface, theme.GOLD, (x + 18, y), 26, 4)
            draw_symbol(surface, seat_symbol(seat), (x + 18, y), 15, seat_colour(seat))
            x += 44
            if self.m.powers[seat]:
                draw_power(surface, self.m.powers[seat], (x + 20, y), 44)
                x += 50
            blit_text(surface, "›", (x + 6, y), theme.SMALL, theme.GREY, anchor="midleft")
            x += 34
        if self.m.prince is not None:
            crown = _crown()
            surface.blit(crown, crown.get_rect(midleft=(x, y)))
            blit_text(surface, _("{name}: no power").format(name=self.seats[self.m.prince].name),
                      (x + crown.get_width() + 8, y), theme.SMALL, theme.GREY, anchor="midleft")

    # ---- the seat tokens ------------------------------------------------------------------------------------------
    def _token_words(self, seat: int) -> pygame.Surface | None:
        """The short name of ``seat``'s power as drawn beside its token (``None`` without a power)."""
        power = self.m.powers[seat] if seat < len(self.m.powers) else None
        if power is None:
            return None
        used = seat < len(self.pm.used) and self.pm.used[seat]
        return text(_(POWER_SHORT.get(power, power)), theme.SMALL, theme.GREY if used else theme.WHITE)

    @staticmethod
    def _pill_width(words: pygame.Surface | None) -> int:
        """Width in px of a token pill: the icon, and the name beside it when ``words`` is given."""
        return TOKEN + 18 + (words.get_width() + 12 if words is not None else 0)

    def token_labels(self) -> set[int]:
        """The seats whose power token shows its short name beside the icon. The active seat's (``m.turn``) always
        does — whose power is in play is named — then the unused powers', then the used ones', each only while its
        pill keeps :data:`TOKEN_GAP` px from its bench neighbours' pills and stays in the title-safe area. At 2–4
        seats every name fits; at 5–6 seats the others show the icon alone when their names would collide."""
        seats = [s for s in range(self.m.players) if s < len(self.m.powers) and self.m.powers[s] is not None]
        if not seats:
            return set()
        points = {s: self.token_point(s) for s in seats}
        width = {s: self._pill_width(None) for s in seats}
        by_x = sorted(seats, key=lambda s: points[s][0])
        neighbours = {s: [n for n in by_x[max(0, k - 1):k + 2] if n != s and abs(points[n][1] - points[s][1]) < TOKEN]
                      for k, s in enumerate(by_x)}
        used = self.pm.used
        turn = self.m.turn
        order = sorted(seats, key=lambda s: (s != turn, s < len(used) and used[s], s))
        safe = pygame.Rect(theme.SAFE)
        shown: set[int] = set()
        for s in order:
            w = self._pill_width(self._token_words(s))
            x = points[s][0]
            fits = safe.left <= x - w / 2 and x + w / 2 <= safe.right and all(
                abs(points[n][0] - x) - TOKEN_GAP >= (w + width[n]) / 2 for n in neighbours[s])
            if fits or s == turn:
                width[s] = w
                shown.add(s)
        return shown

    def draw_seat_power(self, surface: pygame.Surface, seat: int) -> None:
        """``seat``'s power token above its thief, with its short name when :meth:`token_labels` leaves room
        (dimmed and struck through once used; ringed in gold while it is that seat's turn)."""
        power = self.m.powers[seat] if seat < len(self.m.powers) else None
        if power is None or seat in self.pm.firing:
            return
        used = seat < len(self.pm.used) and self.pm.used[seat]
        x, y = self.token_point(seat)
        words = self._token_words(seat) if seat in self.token_labels() else None
        w = self._pill_width(words)
        pill = pygame.Rect(0, 0, w, TOKEN + 8)
        pill.center = (x, y)
        border = theme.GREY if used else (theme.GOLD if seat == self.m.turn else theme.BLUE)
        draw_panel(surface, pill, theme.INK, 200, 30, border)
        cx = pill.left + 4 + TOKEN / 2 + 5
        draw_power(surface, power, (cx, y), TOKEN, alpha=110 if used else 255)
        if used:
            pygame.draw.line(surface, theme.RED, (cx - 20, y + 20), (cx + 20, y - 20), 6)
        if words:
            surface.blit(words, words.get_rect(midleft=(cx + TOKEN / 2 + 8, y)))

    # ---- powers firing --------------------------------------------------------------------------------------------
    def power_part(self, ev) -> int:
        """Points of a ``ThiefLeft`` that a power adds (counted separately): the bonus, or both guards for the
        passage."""
        if ev.bonus:
            return ev.bonus
        return ev.guard if ev.reason == "passage" else 0

    def _fire(self, seat: int, anim: Anim, points: int = 0, label: str = "") -> Anim:
        """``anim`` with the seat token lifted off while it plays, the power marked used at the end, and the
        points counted up (with a popup) after the loot's."""
        def start():
            self.pm.firing.add(seat)
            self.play("fanfare" if points else "click")

        def done():
            self.pm.firing.discard(seat)
            if seat < len(self.pm.used):
                self.pm.used[seat] = True
            if points:
                self.m.left[seat] = self.m.left.get(seat, 0) + points
        parts = [anim]
        if points or label:
            parts.append(self._popup(seat, label, theme.BLUE, 1.1))
        if points:
            shown = self.m.scores[seat]
            parts.append(self._count_up(seat, shown, shown + points, 0.8))
        return Sequence(Call(start), Parallel(*parts), Call(done))

    def _on_PowerUsed(self, ev) -> Anim:
        name = _(self._power_name(ev.power))
        label = name + (f" +{ev.points}" if ev.points else "")
        seat = ev.seat
        tx, ty = self.token_point(seat)
        big = (tx, ty - 90)
        handler = getattr(self, f"_fire_{ev.power}", None)
        anim = handler(ev, (tx, ty), big) if handler else Tween(0.6, lambda s, p: draw_power(s, ev.power, big, 150))
        return self._fire(seat, anim, ev.points, label)

    def _fire_illusion(self, ev, token, big) -> Anim:
        def draw(s, p):
            draw_power(s, "illusion", lerp2(token, big, min(1.0, p * 3)), round(lerp(TOKEN, 160, min(1.0, p * 3))),
                       angle=20 * math.sin(p * 18))
            for k in range(8):  # sparkles spiralling out of the wand
                a = p * 9 + k * math.pi / 4
                r = 40 + 140 * p
                cx, cy = big[0] + r * math.cos(a), big[1] + r * math.sin(a) * 0.6
                rad = 10 * (1 - p) + 3
                pygame.draw.circle(s, theme.LAMP, (cx, cy), rad + 3)
                pygame.draw.circle(s, theme.WHITE, (cx, cy), rad)
        return Tween(1.1, draw, "easeOutQuad")

    def _fire_bruce(self, ev, token, big) -> Anim:
        start = (big[0] - 420, big[1] + 160)

        def draw(s, p):
            x, y = lerp2(start, big, p)
            draw_power(s, "bruce", (x, y - 220 * math.sin(p * math.pi)), 150, angle=-360 * p if p < 0.8 else 0)
        return Sequence(Tween(0.7, draw, "easeOutQuad"), Tween(0.4, lambda s, p: draw_power(
            s, "bruce", (big[0], big[1] - 14 * math.sin(p * math.pi * 3)), 150)))

    def _fire_accomplice(self, ev, token, big) -> Anim:
        door = self.level.point("door_left")

        def draw(s, p):
            x, y = lerp2(door, big, p)
            draw_power(s, "accomplice", (x, y - 120 * math.sin(p * math.pi)), round(lerp(90, 150, p)))
        return Sequence(Tween(0.7, draw, "easeInOutQuad"), Tween(0.4, lambda s, p: draw_power(s, "accomplice",
                                                                                               big, 150)))

    def _fire_glove(self, ev, token, big) -> Anim:
        bag = self.level.point("bag")

        def draw(s, p):
            x, y = lerp2(token, (bag[0], bag[1] - 40), p)
            draw_power(s, "glove", (x, y - 160 * math.sin(p * math.pi)), round(lerp(TOKEN, 130, p)),
                       angle=-30 * p)
        return Tween(0.6, draw, "easeInOutQuad")

    def draw_glove_with(self, surface: pygame.Surface, pos: tuple[float, float]) -> None:
        """The glove carrying a drawn tile back from the bag (drawn beside the flying tile)."""
        draw_power(surface, "glove", (pos[0] + 50, pos[1] + 40), 110, angle=-30)

    def _fire_passage(self, ev, token, big) -> Anim:
        x, y = self.seat_point(ev.seat)

        def draw(s, p):
            draw_power(s, "passage", (x, y - 10), 200, state=1.0 - p)
        return Tween(0.8, draw, "easeInQuad")

    def draw_passage_exit(self, surface: pygame.Surface, seat: int, p: float) -> float:
        """The secret passage opening at ``seat`` while its thief slips in (``p`` 0..1); returns the thief's scale."""
        x, y = self.seat_point(seat)
        draw_power(surface, "passage", (x, y - 10), 200, state=min(1.0, p * 3))
        return max(0.1, 1.0 - p)

    def _fire_beer(self, ev, token, big) -> Anim:
        def draw(s, p):
            grow = min(1.0, p * 4)
            tilt = max(0.0, min(1.0, (p - 0.25) / 0.5))
            draw_power(s, "beer", lerp2(token, big, grow), round(lerp(TOKEN, 160, grow)), state=1.0 - tilt,
                       angle=50 * math.sin(tilt * math.pi))
            if 0.3 < p < 0.8:  # gulps
                for k in range(3):
                    q = (p * 4 + k / 3) % 1
                    pygame.draw.circle(s, (255, 236, 170), (big[0] - 70, big[1] - 40 - 60 * q), 8 * (1 - q) + 2)
        return Tween(1.2, draw, "linear", on_start=lambda: self.play("coins"))

    def _on_BeerPassed(self, ev) -> Anim:
        tx, ty = self.token_point(ev.seat)
        big = (tx, ty - 90)
        nxt = (ev.seat + 1) % self.m.players
        for k in range(1, self.m.players + 1):
            cand = (ev.seat + k) % self.m.players
            if self.m.in_inn[cand]:
                nxt = cand
                break
        target = self.seat_point(nxt)
        sub = _("stands for tile {k} of 2").format(k=ev.double_step) if ev.double_step else _("turn passed")

        def draw(s, p):
            draw_power(s, "beer", lerp2(big, (tx, ty), p), round(lerp(160, TOKEN, p)), state=0.0)
            if not ev.double_step and nxt != ev.seat:  # a frothy arc to the next thief
                x, y = self.seat_point(ev.seat)
                for k in range(6):
                    q = max(0.0, min(1.0, p * 1.6 - k * 0.1))
                    if 0 < q < 1:
                        cx, cy = lerp2((x, y - 60), (target[0], target[1] - 60), q)
                        pygame.draw.circle(s, theme.INK, (cx, cy - 120 * math.sin(q * math.pi)), 12)
                        pygame.draw.circle(s, (255, 236, 170), (cx, cy - 120 * math.sin(q * math.pi)), 9)

        def start():
            self.pm.firing.add(ev.seat)

        def done():
            self.pm.firing.discard(ev.seat)
        return Parallel(Tween(0.9, draw, "easeInOutQuad", on_start=start, on_done=done),
                        self._popup(ev.seat, _("Cheers! ") + sub, theme.LAMP, 1.1))

    def _fire_ambidextrous(self, ev, token, big) -> Anim:
        rx, ry = self.level.point("reveal")
        tile = self.pm.last_tile

        def hands(s, p):
            draw_power(s, "ambidextrous", lerp2(token, (rx - 170, ry), min(1.0, p * 3)),
                       round(lerp(TOKEN, 150, min(1.0, p * 3))), angle=25 * math.sin(p * 14))
        anims = [Tween(0.9, hands, "linear")]
        if tile:
            anims.append(self._shake_away(tile, theme.BLUE))
        return Parallel(*anims, self.banner(_("The ambidextrous!"), _("Caught? Draw again"), theme.BLUE, 0.3))

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

    def hint_lines(self) -> list[str]:
        """The hint's lines as drawn (empty when no hint is shown)."""
        o = self.hint()
        if o is None:
            return []
        leave = _("Leave now: +{p}").format(p=o.leave_now) if pp.Leave() in self.view.legal else \
            _("Double or nothing")
        return [_("{p}%").format(p=round(o.extend_chance * 100)), _("a bag tile fits"), leave]

    def draw_odds(self, surface: pygame.Surface) -> None:
        """The odds hint panel for the active human (nothing when the hint is off or not theirs to see)."""
        lines = self.hint_lines()
        if not lines:
            return
        o = self.hint()
        draw_panel(surface, HINT, theme.INK, 225, 26, theme.GREEN)
        blit_text(surface, _("Odds"), (HINT.left + 24, HINT.top + 30), theme.SMALL, theme.LAMP, anchor="midleft")
        g = _gauge(round(o.extend_chance * 100))
        surface.blit(g, g.get_rect(center=(HINT.left + 96, HINT.top + 136)))
        blit_text(surface, lines[0], (HINT.left + 310, HINT.top + 100), theme.HEADING, theme.GREEN, "title",
                  outline=3)
        blit_text(surface, lines[1], (HINT.left + 310, HINT.top + 156), theme.SMALL, theme.WHITE)
        blit_text(surface, lines[2], (HINT.left + 310, HINT.bottom - 46), theme.SMALL + 4, theme.GOLD)


@surface_cache(4)
def _crown() -> pygame.Surface:
    from .pickpocket import scaled
    return scaled("crown", 0.4)


__all__ = ["POWER_SHORT", "PowerModel", "PowersMixin", "power_icon", "split_hint_option"]
