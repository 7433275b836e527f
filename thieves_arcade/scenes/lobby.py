"""The lobby: each device presses confirm to join (back to leave); empty seats are bots; start the table."""

from __future__ import annotations

import dataclasses
import random

import pygame

from ..ai import LEVEL_ORDER
from ..engine import get_game
from ..i18n import _, ngettext
from ..input.intents import DeviceChange, Intent, IntentEvent
from ..ui import theme
from ..ui.ink import draw_plate, plate_rect
from ..ui.scene import Scene
from ..ui.text import blit_text, ellipsize, fit_size, ink_rect, wrap
from ..ui.widgets import (
    FOCUS_BORDER,
    FOCUS_CLEAR,
    Prompt,
    draw_focus,
    draw_panel,
    draw_symbol,
    seat_colour,
    seat_symbol,
)
from .howto import has_howto
from .options import MASTER_HINT, LobbyOption
from .table import BOT_NAMES, is_phone

#: Words of a pad's name that say only "a pad" (SDL's names: "Xbox Series X Controller", "DualSense Wireless
#: Controller"): a seat card too narrow for the whole name drops them before it cuts what tells pads apart.
GENERIC_PAD_WORDS = frozenset({"controller", "wireless", "gamepad", "game", "pad", "joystick"})


def short_pad_name(name: str) -> str:
    """``name`` without the words that say only "a pad" (:data:`GENERIC_PAD_WORDS`), a " #2" suffix kept: "Xbox
    Series X Controller #2" → "Xbox Series X #2". A name made only of such words ("Wireless Controller", "USB
    Gamepad" keeps "USB") comes back unchanged."""
    base, sep, num = name.rpartition(" #")
    if not (sep and num.isdigit()):
        base, sep, num = name, "", ""
    words = [w for w in base.split() if w.lower() not in GENERIC_PAD_WORDS]
    if not words:
        return name
    return " ".join(words) + (f" #{num}" if sep else "")


def seat_device_name(app, device: str, width: float) -> str:
    """What a seat card calls ``device`` in ``width`` px at the small size: its full name if it fits, else a keyboard
    segment's short name ("WASD keys", "Arrow keys": which half of the keyboard, never "Keyboard (…"), else the
    pad's name without its generic words (:func:`short_pad_name`: "Xbox Series X", "DualSense"), cut by
    :func:`fit_name` if even that is too wide."""
    from ..input.controls import SEGMENT_SHORT
    full = app.input.name(device)
    if theme.font(theme.SMALL).size(full)[0] <= width:
        return full
    if device in SEGMENT_SHORT:
        return ellipsize(_(SEGMENT_SHORT[device]), theme.SMALL, width)
    return fit_name(short_pad_name(full), width)


def fit_name(name: str, width: float) -> str:
    """A device name cut with "…" to fit ``width`` px at the small size, keeping a " #2" suffix (identical pads)."""
    from ..ui.text import text
    base, sep, num = name.rpartition(" #")
    if not (sep and num.isdigit()):
        return ellipsize(name, theme.SMALL, width)
    suffix = f" #{num}"
    return ellipsize(base, theme.SMALL, width - text(suffix, theme.SMALL).get_width()) + suffix


#: Least px between the line under the title and the backdrop's moon before the line gets a dark plate
#: (:meth:`LobbyScene.subtitle_plate`).
MOON_CLEAR = 8
CARD_CLEAR = 20  # px between a seat card's edge and the text or prompt inside

#: The settings bar's geometry (px on the 1920×1080 frame). Each row's cell holds its label and value with
#: ``BAR_PAD`` px each side: the focus box sits ``BAR_INSET`` px inside the cell, its border is ``BAR_BORDER`` px and
#: the text keeps ``BAR_CLEAR`` px clear of it inside.
BAR_INSET, BAR_BORDER, BAR_CLEAR = 3, FOCUS_BORDER, 18
BAR_PAD = BAR_INSET + BAR_BORDER + BAR_CLEAR
#: Above the label and under the value: the focus box's rule (``ui.widgets.FOCUS_CLEAR``) clear of its border, and
#: 2 px more (the ink estimates below round).
BAR_PAD_Y = BAR_INSET + BAR_BORDER + FOCUS_CLEAR + 2
#: The inked band of a line of body text, as fractions of its size from the top of its font box: an accented
#: capital's top ("É") to a descender's foot ("g"), Fredoka.
INK_TOP, INK_BOTTOM = 0.1, 1.2
BAR_GAP = 6  # between a label's line and its value's
ARROWS_W = 36  # the ▲▼ beside a changeable value: 14 px after it, 22 px wide
START_MAX = 260  # Start's word is shrunk to at most this wide (px), between its cell's pads
PAGE_ARROW_W = 40  # room for ◀ / ▶ at each end of the bar when it has pages
PAGE_DOTS_H = 24  # one dot per page under the cells, when the band has room for them
DOT_R, DOTS_CLEAR = 6, 12  # a page dot's radius; px between a focus box's bottom and the dots' tops (issue 21)
BAR_MARGIN, BAR_MARGIN_X = 5, 16  # between the bar panel's edge and its cells: above and below, at either end
#: Px the bar's panel reaches past its cells' margin above and below, out of the band: a focus box keeps 12 px
#: from the bar's top and bottom edges (issue 21: Morpion's "Master hint" box sat on the bar's bottom border).
BAR_RIM = 4
#: The band the bar lies in (top, bottom px): under two rows of seat cards, over the prompt row; the bar may rise
#: above it when the cards take one row and its rows need more lines.
BAR_BAND = (700, 950)
FOOTER_Y = 990  # the bottom row's centre (px): Prompt raises it into the title-safe area
FOOTER_CLEAR = 16  # px between the settings bar and the bottom row's highest ink
#: [D] The bar's one width (px), in every game's lobby and the party lobby, at every text size and language: the
#: title-safe width less 24 px each side (issue 21, menus9: it was as wide as each game's rows, 1240–1680 px).
BAR_WIDTH = 1680


DIM = (92, 86, 118)  # the bar's dim marks: a page arrow with no page that way, the other pages' dots, the rule


def _ink(size: int) -> float:
    """The height (px) of the inked band of a line of nominal ``size`` text at the text size in force."""
    return (INK_BOTTOM - INK_TOP) * theme.scaled_size(size)


@dataclasses.dataclass(frozen=True)
class BarLayout:
    """Where :meth:`LobbyScene.bar_layout` puts the settings bar: its ``panel``, ``cells`` ((row key, cell rect) of
    the rows on the page shown, in bar order), the ``start`` cell, the ``page`` shown of ``pages`` and the ``field``
    the cells are laid in (◀ ▶ beside it when ``pages`` > 1). Rects in px on the 1920×1080 frame."""

    panel: pygame.Rect
    cells: list[tuple[str, pygame.Rect]]
    start: pygame.Rect
    page: int
    pages: int
    field: pygame.Rect
    #: Whether one dot per page is drawn under the cells (the band had room).
    dots: bool = False

    @property
    def dot_y(self) -> float:
        """The page dots' centre line (px): :data:`DOTS_CLEAR` px under the cells' focus boxes, at their tops."""
        return self.field.bottom - BAR_INSET + DOTS_CLEAR + DOT_R


class LobbyScene(Scene):
    """Join screen of ``game_id``.

    - A device not yet seated: confirm joins (next free seat). A seated device: back leaves.
    - Any device: left/right move along the settings bar (players, bot level, length, then the ``lobby_options``
      the game's table class declares, then Start; a setting with one possible value, e.g. Morpion's two players, is
      skipped and shows no arrows); up/down change the focused setting (up: next, down: previous; ▲/▼ are drawn on
      it). The bar pages when its rows do not fit it at the text size in force (:meth:`bar_layout`): moving past a
      page's last row shows the next page; Start stays at its right end. ``players`` is kept within the game's
      min..max and never below the humans seated. A combination the game refuses (``ValueError`` at start) is
      shown in red in place of the join line, not started.
    - Start: confirm by a seated device on the "Start" row, or the pause intent (Esc / Start) by a seated device.
    - Back from an unseated device when nobody is seated returns to game select.
    - Alt (X / Q / Right-Ctrl) from any device opens the game's How to play screen (``scenes/howto.py``).
    - The bot level starts at ``app.settings.bot_level``.
    ``joined`` lists the seated device ids in seat order; ``seed`` fixes the table's random seed (tests).

    Parametrised for party mode (``scenes/party.py``): ``game`` replaces the engine's game (any object with ``name``,
    ``min_players``, ``max_players``, ``presets``), ``options`` replaces the table's ``lobby_options`` rows, and
    ``length=False`` drops the Quick/Full row; a subclass overrides :meth:`start`.
    """

    name = "lobby"
    accepts_phones = True  # phones join and leave here (``App.pump_phones``)
    ROWS = ("players", "level", "length", "start")

    def __init__(self, app, game_id: str, seed: int | None = None, *, game=None,
                 options: tuple[LobbyOption, ...] | None = None, length: bool = True):
        super().__init__(app)
        self.game = game if game is not None else get_game(game_id)
        self.game_id = game_id
        self.joined: list[str] = []
        #: Seated device -> its slot (seat index: "Player <slot + 1>", its colour and symbol), kept while others
        #: come and go; a newcomer takes the lowest free slot.
        self.slot: dict[str, int] = {}
        self.players = min(self.game.max_players, max(self.game.min_players, 4))
        self.level = getattr(getattr(app, "settings", None), "bot_level", "normal")  # the settings' default
        self.quick = False
        self.row = 0
        self.t = 0.0
        self.seed = seed
        self.flash: dict[int, float] = {}  # seat -> seconds since it joined (for the pop-in tween)
        from . import has_table, table_class
        if options is not None:
            self.extra = tuple(options)
        else:
            self.extra = (tuple(getattr(table_class(game_id), "lobby_options", ())) + (MASTER_HINT,)
                          if has_table(game_id) else ())
        self.choice = {opt.key: 0 for opt in self.extra}  # option key -> index into its choices
        if length and game is None and "quick" in self.game.presets:  # a Quick identical to the full game: no row
            length = self.game.resolve_options({"preset": "quick"}) != self.game.resolve_options({})
        elif game is None:
            length = False
        #: Settings → "Phones can join": the bar gets a "Join with a phone" entry and the phone server runs.
        self.phones_on = bool(getattr(getattr(app, "settings", None), "phones", False))
        self.ROWS = ("players", "level", *(("length",) if length else ()), *(opt.key for opt in self.extra),
                     *(("phones",) if self.phones_on else ()), "start")
        self.error = ""
        self.bar_page = 0  # the settings bar's page shown while Start is focused (``bar_layout``)
        self.row = self.focusable()[0]
        known = getattr(getattr(app, "input", None), "devices", None)
        remembered, app.joined = list(getattr(app, "joined", None) or ()), []  # left by results' Change game, once
        for device in remembered[:self.game.max_players]:
            if known is not None and device not in known:
                continue  # a pad unplugged since
            self.slot[device] = len(self.joined)
            self.joined.append(device)
            self.players = max(self.players, len(self.joined))

    # ---- choices ------------------------------------------------------------------------------------------------
    def levels(self) -> list[str]:
        """The bot levels of this game (all three if its bots are not written yet)."""
        try:
            from ..ai import levels
            return levels(self.game_id)
        except ValueError:
            return list(LEVEL_ORDER)

    def changeable(self, row: str) -> bool:
        """Whether setting ``row`` has more than one possible value (Start counts as changeable: it is pressed)."""
        if row == "players":
            return self.lowest_players() < self.game.max_players
        if row == "level":
            return len(self.levels()) > 1
        if row in self.choice:
            return len(next(o for o in self.extra if o.key == row).choices) > 1
        return True

    def focusable(self) -> list[int]:
        """Indices into ``ROWS`` that left/right can focus (the settings that can change, and Start)."""
        return [k for k, row in enumerate(self.ROWS) if self.changeable(row)]

    def move(self, step: int) -> None:
        """Focus the next (``step`` 1) or previous (-1) focusable setting along the bar; stops at either end."""
        rows = self.focusable()
        later = [k for k in rows if k > self.row] if step > 0 else [k for k in rows if k < self.row][::-1]
        if later:
            self.row = later[0]
            self.app.audio.play("click")

    def seats(self) -> list[str]:
        """The table's seat specs: humans (device ids) in join order, then bots at the chosen level."""
        by_slot = {k: dev for dev, k in self.slot.items()}
        return [by_slot.get(k, self.level) for k in range(max(self.players, self.lowest_players()))]

    def lowest_players(self) -> int:
        """The fewest seats the table may have: every seated player keeps their slot (number, colour, symbol)."""
        return max([self.game.min_players, len(self.joined)] + [k + 1 for k in self.slot.values()])

    def join(self, device: str) -> bool:
        """Seat ``device`` if it is not seated and a seat is free; returns whether it joined."""
        if device in self.joined or len(self.joined) >= self.game.max_players:
            return False
        k = min(set(range(self.game.max_players)) - set(self.slot.values()))  # the lowest free slot
        self.slot[device] = k
        self.joined.append(device)
        self.joined.sort(key=self.slot.__getitem__)
        self.players = max(self.players, self.lowest_players())
        self.follow_needs("players")  # e.g. a fifth human at a 52-card Sticheln table: its deck goes back
        self.error = ""
        self.flash[k] = 0.0
        self.app.audio.play("join")
        return True

    def leave(self, device: str) -> bool:
        """Unseat ``device``; returns whether it was seated. A phone's token ends with its seat (it scans again to
        come back)."""
        if device not in self.joined:
            return False
        self.joined.remove(device)
        self.slot.pop(device, None)  # the others keep their number, colour and symbol
        self.error = ""
        self.flash = {}
        self.app.audio.play("click")
        if is_phone(device) and self.phone_service() is not None:
            self.phone_service().hub.release(device, "left")
        return True

    # ---- phones -------------------------------------------------------------------------------------------------
    def phone_service(self):
        """The running phone service (``app.phones``), or ``None``."""
        service = getattr(self.app, "phones", None)
        return service if service is not None and service.running else None

    def enter(self) -> None:
        if self.phones_on:
            start = getattr(self.app, "start_phones", None)
            if start is not None:
                start()

    def open_phones(self) -> None:
        """Show the "Join with a phone" screen (QR code, short address and seat code) over the lobby."""
        self.app.audio.play("click")
        self.app.goto("phones", self)

    def publish_phones(self) -> None:
        """Tell every connected phone where it sits (or that a seat is free): a ``lobby`` state message each."""
        service = self.phone_service()
        if service is None:
            return
        from ..i18n import language
        from ..input.phones import lobby_message
        names = [self.app.input.name(d) if is_phone(d) else _("Player {n}").format(n=k + 1)
                 for k, d in enumerate(self.joined)]
        free = self.game.max_players - len(self.joined)
        for device in service.hub.devices():
            seat = self.joined.index(device) if device in self.joined else None
            service.hub.publish(device, lobby_message(game=self.game_id, game_name=self.game.name, seat=seat,
                                                      names=names, lang=language(), free=free))

    def start(self) -> None:
        """Start the table (:meth:`begin`) — after asking, with No focused, if that would overwrite a resumable
        save (``resume.confirm_overwrite``)."""
        self.app.saves.confirm_overwrite(self.begin, party=self.game_id == "party")

    def begin(self) -> None:
        """Replace the lobby with the game's table scene."""
        options = self.table_options()
        seed = self.seed if self.seed is not None else random.randrange(1_000_000)
        from ..ui.level import LevelError
        try:
            table = self.app.make_scene("table", self.game_id, self.seats(), options, seed,
                                        on_action=self.app.saves.autosave())
        except LevelError as exc:  # a missing or broken level file: say so, stay in the lobby (issue 11)
            self.app.goto("message", _("This table cannot be set up"), str(exc))
            return
        except ValueError:  # e.g. an option that needs another player count: said to the players, in their words
            self.error = self.refusal()
            self.app.audio.play("caught")
            return
        self.app.audio.play("fanfare")
        self.app.scenes.replace(table)

    def free_devices(self) -> list[str]:
        """The devices here that could still join: the keyboard segments and connected pads not seated."""
        known = list(getattr(getattr(self.app, "input", None), "devices", None) or ("kb:left", "kb:right"))
        return [d for d in known if d not in self.joined]

    def length_label(self, quick: bool | None = None) -> str:
        """The Length row's value: "Full game", or what the quick preset is ("2 nights", "8 rounds"); ``quick``
        asks for one of the two (default: the one chosen)."""
        if not (self.quick if quick is None else quick):
            return _("Full game")
        quick = self.game.presets.get("quick", {})
        if quick.get("nights"):
            return _("{n} nights").format(n=quick["nights"])
        if quick.get("round_limit") or quick.get("rounds"):
            return _("{n} rounds").format(n=quick.get("round_limit") or quick.get("rounds"))
        return _("Quick")

    def table_options(self) -> dict:
        """The options the table will get: the quick preset if chosen, then the ``lobby_options`` rows."""
        options = {"preset": "quick"} if self.quick and "quick" in self.game.presets else {}
        options.update(self.options())
        return options

    # ---- what an option's value needs (``LobbyOption.needs``) ----------------------------------------------------
    def broken_needs(self, opt: LobbyOption) -> list[tuple[str, object]]:
        """The ``needs`` of row ``opt``'s chosen value that the other rows or the seat count do not meet (none
        while it shows its default). ``"players"`` is met when the table's seats (:meth:`seats`) lie in the range;
        a need on an option this lobby has no row for is taken as met."""
        if not self.choice.get(opt.key):
            return []
        broken = []
        for key, value in opt.needs:
            if key == "players":
                if not value[0] <= len(self.seats()) <= value[1]:
                    broken.append((key, value))
            elif key in self.choice:
                other = next(o for o in self.extra if o.key == key)
                if other.choices[self.choice[key]][0] != value:
                    broken.append((key, value))
        return broken

    def follow_needs(self, changed: str) -> None:
        """After row ``changed`` changed (an option row, or ``"players"`` for the seat count): a value other than the
        default gets what it needs (the rows it names set to their values, the players brought into its range where
        the humans seated allow it), then every other row whose value's needs are broken goes back to its default.
        So the lobby never offers a combination the game refuses (Sticheln: "Pain colours: Open" switches Rules to
        House; Rules: Published puts the house variants back to their defaults)."""
        opt = next((o for o in self.extra if o.key == changed), None)
        if opt is not None and self.choice[changed]:
            for key, value in opt.needs:
                if key == "players":
                    lo, hi = value
                    target = min(max(self.players, lo), hi, self.game.max_players)
                    if self.lowest_players() <= target:
                        self.players = target
                elif key in self.choice:
                    other = next(o for o in self.extra if o.key == key)
                    values = [v for v, _label in other.choices]
                    if value in values:
                        self.choice[key] = values.index(value)
        for _round in range(len(self.extra)):  # a row put back could break another: until nothing changes
            broken = [o for o in self.extra if o.key != changed and self.broken_needs(o)]
            if not broken:
                break
            for o in broken:
                self.choice[o.key] = 0

    def refusal(self) -> str:
        """What the lobby says when the game refuses the set-up (translated, one short sentence): the first row whose
        value needs something the lobby could not give it (more humans seated than it allows), else a general line."""
        for opt in self.extra:
            for key, value in self.broken_needs(opt):
                setting, shown = _(opt.label), _(opt.choices[self.choice[opt.key]][1])
                if key == "players" and value[0] == value[1]:
                    return ngettext("{setting} “{value}” needs exactly {n} player.",
                                    "{setting} “{value}” needs exactly {n} players.",
                                    value[0]).format(setting=setting, value=shown, n=value[0])
                if key == "players":
                    return _("{setting} “{value}” needs {lo} to {hi} players.").format(
                        setting=setting, value=shown, lo=value[0], hi=value[1])
                other = next(o for o in self.extra if o.key == key)
                wanted = next(label for v, label in other.choices if v == value)
                return _("{setting} “{value}” needs {other} “{wanted}”.").format(
                    setting=setting, value=shown, other=_(other.label), wanted=_(wanted))
        return _("The game cannot start with these settings: change one, then start again.")

    def options(self) -> dict:
        """The game options chosen on the ``lobby_options`` rows (defaults left out)."""
        return {opt.key: opt.choices[self.choice[opt.key]][0] for opt in self.extra if self.choice[opt.key]}

    # ---- scene --------------------------------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> IntentEvent | None:
        dev, i = event.device, event.intent
        seated = dev in self.joined
        if is_phone(dev):  # a phone only joins ("Take a seat") and leaves; the bar is for the people at the TV
            if i == Intent.CONFIRM and not seated:
                self.join(dev)
            elif i == Intent.BACK and seated:
                self.leave(dev)
            return None
        if i == Intent.CONFIRM and self.ROWS[self.row] == "phones":
            self.open_phones()
        elif i == Intent.CONFIRM:
            if not seated:
                self.join(dev)
            elif self.ROWS[self.row] == "start":
                self.start()
        elif i == Intent.PAUSE and seated:
            self.start()
        elif i == Intent.BACK:
            if seated:
                self.leave(dev)
            elif not self.joined:
                self.app.stop_phones()  # leaving the lobby: nothing listens any more
                self.app.scenes.pop()
        elif i in (Intent.LEFT, Intent.RIGHT):
            self.move(1 if i == Intent.RIGHT else -1)
        elif i in (Intent.UP, Intent.DOWN):
            self.change(1 if i == Intent.UP else -1)
        elif i == Intent.ALT and has_howto(self.game_id):  # X / Q / Right-Ctrl: how to play this game
            self.app.audio.play("click")
            self.app.goto("howto", self.game_id, dev, self.table_options(), self.players)
        return None

    def change(self, step: int) -> None:
        """Change the setting on the current row by ``step`` (nothing on Start or a setting that cannot change)."""
        row = self.ROWS[self.row]
        if row == "start" or not self.changeable(row):
            return
        if row == "players":
            low = self.lowest_players()
            self.players = min(self.game.max_players, max(low, self.players + step))
            self.follow_needs("players")
        elif row == "level":
            lv = self.levels()
            self.level = lv[(lv.index(self.level) + step) % len(lv)] if self.level in lv else lv[0]
        elif row == "length":
            self.quick = not self.quick
        elif row in self.choice:
            opt = next(o for o in self.extra if o.key == row)
            self.choice[row] = (self.choice[row] + step) % len(opt.choices)
            self.follow_needs(row)
        self.error = ""
        self.app.audio.play("click")

    def device_changed(self, change: DeviceChange) -> None:
        if not change.connected and change.device in self.joined:
            self.leave(change.device)

    def update(self, dt: float) -> None:
        self.t += dt
        for k in self.flash:
            self.flash[k] += dt
        self.publish_phones()

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        blit_text(surface, self.game.name, (w / 2, 58), theme.TITLE, theme.GOLD, "title", anchor="midtop", outline=5)
        plate = self.subtitle_plate()
        if plate is not None:  # over the moon: on a dark plate (issue 21, session 11)
            draw_plate(surface, plate)
        colour = theme.ALERT if self.error else theme.WHITE
        for line, size, at in self.subtitle_lines():  # a 3 px dark rim too (fresh 150 % pass)
            blit_text(surface, line, at, size, colour, outline=3)
        cards = self.seat_rects()
        for k, rect in enumerate(cards):
            self._draw_seat(surface, k, rect)
        footer = self.footer().layout((w / 2, FOOTER_Y))  # laid out once: the bar keeps clear of its top
        self._draw_settings(surface, max(r.bottom for r in cards), footer.top)
        footer.draw(surface)

    def footer(self) -> Prompt:
        """The button hints along the bottom (centred at :data:`FOOTER_Y`): Leave, Start, How to play, and Join while
        a device here may still join and no empty seat card says how (:meth:`join_cards`)."""
        hints = [(Intent.BACK, _("Leave")), (Intent.PAUSE, _("Start"))]
        if self.free_devices() and not self.join_cards():  # someone may still join, and no empty card says how
            hints.insert(0, (Intent.CONFIRM, _("Join")))
        if has_howto(self.game_id):  # the party lobby has no single game's pages: no dead hint
            hints.append((Intent.ALT, _("How to play")))
        return Prompt(hints, app=self.app)

    def join_cards(self) -> list[int]:
        """The seat cards (indices) that show the join hint: the empty cards past the bots, while a device here is
        not seated. While one does, the bottom row leaves "Join" out (said once, where the seat will be; with three
        pad families the row no longer fits one line at 150 % text and its second line rose into the bar)."""
        if not self.free_devices():
            return []
        seated = set(self.slot.values())
        return [k for k in range(len(self.seat_rects()))
                if k not in seated and k >= max(self.players, self.lowest_players())]

    def subtitle_lines(self) -> list[tuple[str, int, tuple[float, float]]]:
        """The line(s) under the title, ``(text, nominal size, centre)`` each (px): "Press confirm to join — back to
        leave" (white) — or, while the game refuses the set-up, its message (light red, ``theme.ALERT``: 7.4:1 on
        its rim) until a setting changes: on one line, shrunk towards 36 px to fit the title-safe width, else
        wrapped onto two lines there. Centred on y 210, between the title and the seat cards; on a plate
        (:meth:`subtitle_plate`) moved so that the plate is centred between the title's ink and the seat cards,
        clear of both (at y 210 it came 7 px under the title's ink at 150 %)."""
        lines = self._subtitle_at(210)
        if self._near_moon(lines):
            title = ink_rect(self.game.name, theme.TITLE, "title", outline=5, midtop=(theme.WIDTH / 2, 58))
            plate = plate_rect(self._inks(lines))
            lines = self._subtitle_at(210 + (title.bottom + min(r.top for r in self.seat_rects())) / 2 - plate.centery)
        return lines

    def _subtitle_at(self, y: float) -> list[tuple[str, int, tuple[float, float]]]:
        if not self.error:
            return [(_("Press confirm to join — back to leave"), theme.BODY + 4, (theme.WIDTH / 2, y))]
        message, width = self.error, theme.SAFE[2] - 48
        size = fit_size(message, theme.BODY, width)
        lines = wrap(message, size, width) if theme.font(size).size(message)[0] > width else [message]
        step = theme.line_height(size, spacing=1.0)
        return [(line, size, (theme.WIDTH / 2, y + step * (j - (len(lines) - 1) / 2))) for j, line in enumerate(lines)]

    @staticmethod
    def _inks(lines: list[tuple[str, int, tuple[float, float]]]) -> list[pygame.Rect]:
        return [ink_rect(line, size, outline=3, center=at) for line, size, at in lines]

    def _near_moon(self, lines: list[tuple[str, int, tuple[float, float]]]) -> bool:
        from ..ui.backdrop import moon_rect
        near = moon_rect().inflate(2 * MOON_CLEAR, 2 * MOON_CLEAR)
        return any(ink.colliderect(near) for ink in self._inks(lines))

    def subtitle_plate(self) -> pygame.Rect | None:
        """The dark plate (px) under :meth:`subtitle_lines` (their ink with ``ui.ink.PLATE_PAD`` round it) when
        their ink comes within :data:`MOON_CLEAR` px of the backdrop's moon (``ui.backdrop.moon_rect``: at bigger
        text, or in French, the line reaches over it, and white on the moon's cream is about 1.2:1) [D]; else
        ``None`` (the line reads on the dark sky with its rim, as it always did at 100 % in English)."""
        lines = self.subtitle_lines()
        return plate_rect(self._inks(lines)) if self._near_moon(lines) else None

    def seat_rects(self) -> list[pygame.Rect]:
        """The seat cards' rects (px on the 1920×1080 frame), one per seat up to the game's maximum, four to a row:
        360 px wide at the usual text size, 400 px with bigger text (a device's name and the join hint at 150 %)."""
        n = self.game.max_players
        cols = min(n, 4)
        card_w, card_h, gap = (360, 190, 36) if theme.scaled_size(theme.SMALL) == theme.SMALL else (400, 190, 24)
        rects = []
        for k in range(n):
            r, c = divmod(k, cols)
            row_n = min(cols, n - r * cols)
            x0 = (theme.WIDTH - (row_n * card_w + (row_n - 1) * gap)) / 2
            rects.append(pygame.Rect(round(x0 + c * (card_w + gap)), 280 + r * (card_h + 30), card_w, card_h))
        return rects

    def _draw_seat(self, surface, k: int, rect: pygame.Rect) -> None:
        by_slot = {slot: dev for dev, slot in self.slot.items()}
        if k in by_slot:
            dev = by_slot[k]
            pop = min(1.0, self.flash.get(k, 1.0) / 0.25)
            grow = rect.inflate(round(24 * (1 - pop)), round(24 * (1 - pop)))
            draw_panel(surface, grow, theme.NIGHT_LIGHT, 245, 24, seat_colour(k))
            draw_symbol(surface, seat_symbol(k), (rect.left + 60, rect.top + 62), 34, seat_colour(k))
            label = _("Player {n}").format(n=k + 1)
            blit_text(surface, label, (rect.left + 112, rect.top + 62),
                      fit_size(label, theme.BODY + 4, rect.right - 20 - (rect.left + 112)), theme.WHITE,
                      anchor="midleft")
            name = seat_device_name(self.app, dev, rect.width - 40)  # long pad names fit, their number kept
            blit_text(surface, name, (rect.centerx, rect.top + 140), theme.SMALL, theme.LAMP)
        elif k < max(self.players, self.lowest_players()):
            draw_panel(surface, rect, theme.INK, 215, 24, theme.GREY)
            draw_symbol(surface, seat_symbol(k), (rect.left + 60, rect.top + 62), 30, theme.GREY)
            bot = BOT_NAMES[sum(1 for j in range(k) if j not in by_slot) % len(BOT_NAMES)]
            blit_text(surface, _(bot), (rect.left + 112, rect.top + 62),
                      fit_size(_(bot), theme.BODY + 4, rect.right - 20 - (rect.left + 112)), theme.GREY,
                      anchor="midleft")
            blit_text(surface, _("bot · {level}").format(level=_(self.level)), (rect.centerx, rect.top + 140),
                      theme.SMALL, theme.GREY)
        else:
            draw_panel(surface, rect, theme.INK, 120, 24, (70, 66, 90))
            # the keys that join, of the devices here not seated yet (issue 16: no keyboard join once both joined)
            free = self.free_devices()
            if not free:  # wrapped to the card (French is longer)
                lines = wrap(_("Plug in a pad to join"), theme.SMALL, rect.width - 2 * CARD_CLEAR)[:3]
                for j, line in enumerate(lines):
                    step = max(44, theme.line_height(theme.SMALL, spacing=1.05))  # 44 px at the usual size
                    blit_text(surface, line, (rect.centerx, rect.centery + step * (j - (len(lines) - 1) / 2)),
                              theme.SMALL, theme.GREY)
            else:
                device = free[0] if len(free) == 1 or not any(d.startswith("kb:") for d in free) else None
                inner = rect.width - 2 * CARD_CLEAR
                join = Prompt([(Intent.CONFIRM, _("Join"))], device=device, app=self.app, size=48)
                if join.fits(inner):
                    join.draw(surface, rect.center, inner)
                else:  # three pad families and both keyboards (French, 150 %): the word under the buttons
                    Prompt([(Intent.CONFIRM, "")], device=device, app=self.app, size=48).draw(
                        surface, (rect.centerx, rect.centery - 32), inner)
                    blit_text(surface, _("Join"), (rect.centerx, rect.centery + 36), theme.SMALL, theme.WHITE)

    # ---- the settings bar --------------------------------------------------------------------------------------
    def bar_texts(self, key: str) -> tuple[str, str, list[str]]:
        """Row ``key``'s label, the value it shows, and every value it can show (its cell is as wide as the widest,
        so changing a value never moves the bar), in the language in force."""
        if key == "players":
            return _("Players"), str(self.players), [str(n) for n in range(self.game.min_players,
                                                                           self.game.max_players + 1)]
        if key == "level":
            return _("Bots"), _(self.level), [_(lv) for lv in self.levels()]
        if key == "length":
            return _("Length"), self.length_label(), [self.length_label(False), self.length_label(True)]
        if key == "start":
            return _("Start"), "", []
        if key == "phones":
            return _("Phones"), _("Join with a phone"), [_("Join with a phone")]
        opt = next(o for o in self.extra if o.key == key)
        return _(opt.label), _(opt.choices[self.choice[key]][1]), [_(c[1]) for c in opt.choices]

    def bar_arrows(self, key: str) -> bool:
        """Whether row ``key`` shows ▲▼ when focused: up/down change it (Start and Phones are pressed instead)."""
        return key not in ("start", "phones") and self.changeable(key)

    def bar_layout(self, cards_bottom: float = BAR_BAND[0] - 30, footer_top: float | None = None) -> BarLayout:
        """Where the settings bar draws, at the text size and language in force: every row's label (:data:`theme.SMALL`)
        above its value (:data:`theme.BODY`), one size each for the whole bar, in a cell as wide as its widest label
        or value (▲▼ included) plus :data:`BAR_PAD` each side; cells fill lines of the bar (as many lines as fit the
        band between the seat cards' ``cards_bottom`` and the prompt row), and rows that do not fit go to further
        pages: the page shown is the one holding the focused row (◀ ▶ at the ends say there are more). Start keeps
        its own cell at the right end on every page. ``footer_top``: the prompt row's top (px) when the caller has
        laid it out already (:meth:`footer`, :meth:`Prompt.layout`); otherwise it is laid out here."""
        keys = [k for k in self.ROWS if k != "start"]
        pad = BAR_PAD
        small, body = theme.font(theme.SMALL), theme.font(theme.BODY)
        widths = {}
        for key in keys:
            label, _value, values = self.bar_texts(key)
            value_w = max((body.size(v)[0] for v in values), default=0) + (ARROWS_W if self.bar_arrows(key) else 0)
            widths[key] = max(small.size(label)[0], value_w) + 2 * pad
        start_w = min(theme.font(theme.HEADING, "title").size(_("Start"))[0], START_MAX) + 2 * pad
        line_h = round(_ink(theme.SMALL) + BAR_GAP + _ink(theme.BODY)) + 2 * BAR_PAD_Y

        def paginate(room: float, lines: int) -> list[list[list[str]]]:
            pages, line, page = [], [], []
            for key in keys:
                if line and sum(widths[k] for k in line) + widths[key] > room:
                    page.append(line)
                    line = []
                    if len(page) == lines:
                        pages.append(page)
                        page = []
                line.append(key)
            page.append(line)
            pages.append(page)
            return pages

        top, bottom = BAR_BAND
        # a bottom row split in two (many pad families, French, 150 %) takes its upper line from the band (the
        # panel's rim, BAR_RIM px under the band, kept FOOTER_CLEAR px above it too)
        if footer_top is None:
            footer_top = self.footer().top((theme.WIDTH / 2, FOOTER_Y))
        bottom = min(bottom, footer_top - FOOTER_CLEAR - BAR_RIM)
        lines = max(1, int((bottom - top - 2 * BAR_MARGIN) // line_h))
        room = BAR_WIDTH - 2 * BAR_MARGIN_X - start_w
        pages = paginate(room, lines)
        if len(pages) > 1 and cards_bottom + 30 < top:  # seat cards on one row: the bar may rise to more lines
            top = cards_bottom + 30
            lines = max(1, int((bottom - top - 2 * BAR_MARGIN) // line_h))
            pages = paginate(room, lines)
        if len(pages) > 1:  # ◀ ▶ at the ends
            room -= 2 * PAGE_ARROW_W
            pages = paginate(room, lines)
        shown = next((n for n, page in enumerate(pages) if self.ROWS[self.row] in sum(page, [])), None)
        if shown is None:  # Start focused: the page last shown stays
            shown = min(self.bar_page, len(pages) - 1)
        self.bar_page = shown
        page = pages[shown]
        arrow_w = PAGE_ARROW_W if len(pages) > 1 else 0
        width = BAR_WIDTH  # one width for every lobby (the rows are centred in it)
        height = max(len(pg) for pg in pages) * line_h + 2 * BAR_MARGIN
        dots = len(pages) > 1 and height + PAGE_DOTS_H <= bottom - top
        height += PAGE_DOTS_H if dots else 0
        panel = pygame.Rect(0, 0, round(width), round(height))
        panel.center = (theme.WIDTH / 2, round((top + bottom) / 2))  # centred in the band
        inner = panel.inflate(-2 * BAR_MARGIN_X, -2 * BAR_MARGIN)
        start = pygame.Rect(inner.right - start_w, inner.top, start_w, inner.height)
        field = pygame.Rect(inner.left + arrow_w, inner.top, inner.width - start_w - 2 * arrow_w,
                            inner.height - (PAGE_DOTS_H if dots else 0))
        panel = panel.inflate(0, 2 * BAR_RIM)
        cells = []
        step = field.height / len(page)
        for n, line in enumerate(page):
            line_w = sum(widths[k] for k in line)
            x = field.left + (field.width - line_w) / 2
            y = field.top + step * n + (step - line_h) / 2
            for key in line:
                w = min(widths[key], field.width)
                cells.append((key, pygame.Rect(round(x), round(y), round(w), line_h)))
                x += w
        return BarLayout(panel, cells, start, shown, len(pages), field, dots)

    def _draw_settings(self, surface, cards_bottom: float = BAR_BAND[0] - 30, footer_top: float | None = None) -> None:
        """Draw the settings bar as :meth:`bar_layout` places it under seat cards ending at ``cards_bottom`` px and
        above a prompt row whose top is ``footer_top`` px."""
        bar = self.bar_layout(cards_bottom, footer_top)
        draw_panel(surface, bar.panel, theme.INK, 230, 28)
        focused = self.ROWS[self.row]
        for key, cell in bar.cells:
            label, value, _values = self.bar_texts(key)
            chosen = key == focused
            box = cell.inflate(-2 * BAR_INSET, -2 * BAR_INSET)
            room = cell.width - 2 * BAR_PAD
            label_y = cell.top + BAR_PAD_Y - INK_TOP * theme.scaled_size(theme.SMALL)  # font box tops
            value_y = cell.top + BAR_PAD_Y + _ink(theme.SMALL) + BAR_GAP - INK_TOP * theme.scaled_size(theme.BODY)
            label_size = fit_size(label, theme.SMALL, room)
            arrows = chosen and self.bar_arrows(key)
            reserve = ARROWS_W if self.bar_arrows(key) else 0
            size = fit_size(value, theme.BODY, room - reserve)
            width = theme.font(size).size(value)[0] + (ARROWS_W if arrows else 0)
            if chosen:  # the focus box (the one painter's rule: 10 px round the label's and the value's ink)
                inks = [ink_rect(label, label_size, midtop=(cell.centerx, label_y))]
                if value:
                    value_ink = ink_rect(value, size, topleft=(cell.centerx - width / 2, value_y))
                    inks.append(value_ink.union(value_ink.move(ARROWS_W, 0)) if arrows else value_ink)
                draw_focus(surface, box, inks)
            blit_text(surface, label, (cell.centerx, label_y), label_size, theme.GREY, anchor="midtop")
            drawn = blit_text(surface, value, (cell.centerx - width / 2, value_y), size,
                              theme.GOLD if chosen else theme.WHITE, anchor="topleft")
            if arrows:  # up/down change it: ▲ ▼ beside the value, centred on its letters
                ax, ay, a = drawn.right + ARROWS_W - 11, value_y + 0.6 * theme.scaled_size(theme.BODY), 11
                pygame.draw.polygon(surface, theme.GOLD, [(ax - a, ay - 6), (ax + a, ay - 6), (ax, ay - 6 - a * 1.4)])
                pygame.draw.polygon(surface, theme.GOLD, [(ax - a, ay + 6), (ax + a, ay + 6), (ax, ay + 6 + a * 1.4)])
        if bar.pages > 1:  # more rows this way: ◀ / ▶ at the ends of the field (gold), dim at the last page
            a, cy = 14, bar.field.centery
            x = bar.field.left - PAGE_ARROW_W / 2
            pygame.draw.polygon(surface, theme.GOLD if bar.page > 0 else DIM,
                                [(x + a * 0.7, cy - a), (x + a * 0.7, cy + a), (x - a, cy)])
            x = bar.field.right + PAGE_ARROW_W / 2
            pygame.draw.polygon(surface, theme.GOLD if bar.page < bar.pages - 1 else DIM,
                                [(x - a * 0.7, cy - a), (x - a * 0.7, cy + a), (x + a, cy)])
            if bar.dots:  # which page of how many
                for n in range(bar.pages):
                    pygame.draw.circle(surface, theme.GOLD if n == bar.page else DIM,
                                       (bar.field.centerx + 26 * (n - (bar.pages - 1) / 2), bar.dot_y), DOT_R)
        x = bar.start.left - 1  # Start stands apart: a rule between it and the rows
        pygame.draw.line(surface, DIM, (x, bar.start.top + 16), (x, bar.start.bottom - 16), 3)
        chosen = focused == "start"
        box = bar.start.inflate(-2 * BAR_INSET, -2 * BAR_INSET)
        label = _("Start")
        size = fit_size(label, theme.HEADING, bar.start.width - 2 * BAR_PAD, "title")
        if chosen:
            draw_focus(surface, box, [ink_rect(label, size, "title", center=bar.start.center)])
        blit_text(surface, label, bar.start.center, size, theme.GREEN if chosen else theme.WHITE, "title")
