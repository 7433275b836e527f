"""The lobby: each device presses confirm to join (back to leave); empty seats are bots; start the table."""

from __future__ import annotations

import random

import pygame

from ..ai import LEVEL_ORDER
from ..engine import get_game
from ..i18n import _
from ..input.intents import DeviceChange, Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text, ellipsize, fit_size, wrap
from ..ui.widgets import Prompt, draw_panel, draw_symbol, seat_colour, seat_symbol
from .howto import has_howto
from .options import MASTER_HINT, LobbyOption
from .table import BOT_NAMES, is_phone


def fit_name(name: str, width: float) -> str:
    """A device name cut with "…" to fit ``width`` px at the small size, keeping a " #2" suffix (identical pads)."""
    from ..ui.text import text
    base, sep, num = name.rpartition(" #")
    if not (sep and num.isdigit()):
        return ellipsize(name, theme.SMALL, width)
    suffix = f" #{num}"
    return ellipsize(base, theme.SMALL, width - text(suffix, theme.SMALL).get_width()) + suffix


class LobbyScene(Scene):
    """Join screen of ``game_id``.

    - A device not yet seated: confirm joins (next free seat). A seated device: back leaves.
    - Any device: left/right move along the settings bar (players, bot level, length, then the ``lobby_options``
      the game's table class declares, then Start; a setting with one possible value, e.g. Morpion's two players, is
      skipped and shows no arrows); up/down change the focused setting (up: next, down: previous; ▲/▼ are drawn on
      it). ``players`` is kept within the game's min..max and never below the humans seated. A combination the game
      refuses (``ValueError`` at start) is shown, not started.
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
        except ValueError as exc:  # e.g. an option that needs another player count
            self.error = str(exc)
            self.app.audio.play("caught")
            return
        self.app.audio.play("fanfare")
        self.app.scenes.replace(table)

    def free_devices(self) -> list[str]:
        """The devices here that could still join: the keyboard segments and connected pads not seated."""
        known = list(getattr(getattr(self.app, "input", None), "devices", None) or ("kb:left", "kb:right"))
        return [d for d in known if d not in self.joined]

    def length_label(self) -> str:
        """The Length row's value: "Full game", or what the quick preset is ("2 nights", "8 rounds")."""
        if not self.quick:
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
        elif row == "level":
            lv = self.levels()
            self.level = lv[(lv.index(self.level) + step) % len(lv)] if self.level in lv else lv[0]
        elif row == "length":
            self.quick = not self.quick
        elif row in self.choice:
            opt = next(o for o in self.extra if o.key == row)
            self.choice[row] = (self.choice[row] + step) % len(opt.choices)
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
        blit_text(surface, _("Press confirm to join — back to leave"), (w / 2, 210), theme.BODY + 4, theme.WHITE,
                  outline=2)
        n = self.game.max_players
        cols = min(n, 4)
        card_w, card_h, gap = 360, 190, 36
        for k in range(n):
            r, c = divmod(k, cols)
            row_n = min(cols, n - r * cols)
            x0 = (w - (row_n * card_w + (row_n - 1) * gap)) / 2
            rect = pygame.Rect(x0 + c * (card_w + gap), 280 + r * (card_h + 30), card_w, card_h)
            self._draw_seat(surface, k, rect)
        self._draw_settings(surface, pygame.Rect(w / 2 - 620, 700, 1240, 220))
        hints = [(Intent.BACK, _("Leave")), (Intent.PAUSE, _("Start"))]
        if self.free_devices():  # someone here may still join (no "Join" once every device is seated)
            hints.insert(0, (Intent.CONFIRM, _("Join")))
        if has_howto(self.game_id):  # the party lobby has no single game's pages: no dead hint
            hints.append((Intent.ALT, _("How to play")))
        Prompt(hints, app=self.app).draw(surface, (w / 2, 990))

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
            name = fit_name(self.app.input.name(dev), rect.width - 40)  # long pad names fit, their number kept
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
                lines = wrap(_("Plug in a pad to join"), theme.SMALL, rect.width - 40)[:3]
                for j, line in enumerate(lines):
                    step = max(44, theme.line_height(theme.SMALL, spacing=1.05))  # 44 px at the usual size
                    blit_text(surface, line, (rect.centerx, rect.centery + step * (j - (len(lines) - 1) / 2)),
                              theme.SMALL, theme.GREY)
            else:
                device = free[0] if len(free) == 1 or not any(d.startswith("kb:") for d in free) else None
                Prompt([(Intent.CONFIRM, _("Join"))], device=device, app=self.app, size=48).draw(
                    surface, rect.center, rect.width - 24)

    def _draw_settings(self, surface, rect: pygame.Rect) -> None:
        draw_panel(surface, rect, theme.INK, 230, 28)
        labels = {
            "players": (_("Players"), str(self.players)),
            "level": (_("Bots"), _(self.level)),
            "length": (_("Length"), self.length_label()),
            "start": (_("Start"), ""),
            "phones": (_("Phones"), _("Join with a phone")),
        }
        for opt in self.extra:
            labels[opt.key] = (_(opt.label), _(opt.choices[self.choice[opt.key]][1]))
        per_row = 5 if len(self.ROWS) > 5 else len(self.ROWS)  # more than 5 rows: a grid, 5 per line
        lines = -(-len(self.ROWS) // per_row)
        col_w, line_h = rect.width / per_row, rect.height / lines
        for k, key in enumerate(self.ROWS):
            line, col = divmod(k, per_row)
            in_line = min(per_row, len(self.ROWS) - line * per_row)  # a shorter last line is centred
            cx = rect.left + col_w * (col + 0.5) + (per_row - in_line) * col_w / 2
            top = rect.top + line * line_h
            chosen = k == self.row
            label, value = labels[key]
            room = col_w - 48  # inside the focus box, in every language ("LANCER", "Au hasard")
            arrows = chosen and self.changeable(key)
            vroom = room - 64 if arrows else room  # the ▲▼ beside the value stay clear of it, inside the box
            size = fit_size(value, theme.BODY + 4 if lines == 1 else theme.BODY, vroom)
            # label above value, the pair centred in the cell (their heights follow the text size in force)
            la, lv = theme.line_height(theme.SMALL, spacing=1.0), theme.line_height(size, spacing=1.0)
            gap = max(4, min(line_h * 0.34 - (la + lv) / 2, 40))
            mid = top + line_h / 2 - 2
            if chosen:  # the focus box holds the label and the value (taller than the cell with bigger text)
                high = 0 if key == "start" else max(0.0, (la + lv + gap) * 0.85 / 2 + 8 - (line_h / 2 - 10))
                box = (cx - col_w / 2 + 12, top + 10 - high, col_w - 24, line_h - 20 + 2 * high)
                pygame.draw.rect(surface, theme.NIGHT_LIGHT, box, border_radius=20)
                pygame.draw.rect(surface, theme.GOLD, box, 4, border_radius=20)
            if key == "start":
                blit_text(surface, label, (cx, top + line_h / 2), fit_size(label, theme.HEADING, room, "title"),
                          theme.GREEN if chosen else theme.WHITE, "title")
                continue
            label_y, value_y = mid - (lv + gap) / 2, mid + (la + gap) / 2
            if theme.scaled_size(theme.SMALL) == theme.SMALL:  # the usual text size: where they always were
                label_y, value_y = top + line_h * 0.32, top + line_h * 0.66
            blit_text(surface, label, (cx, label_y), fit_size(label, theme.SMALL, room), theme.GREY)
            drawn = blit_text(surface, value, (cx - (32 if arrows else 0), value_y), size,
                              theme.GOLD if chosen else theme.WHITE)
            if arrows:  # up/down change it: ▲ ▼ beside the value
                ax, ay, a = drawn.right + 26, drawn.centery, 11
                pygame.draw.polygon(surface, theme.GOLD, [(ax - a, ay - 6), (ax + a, ay - 6), (ax, ay - 6 - a * 1.4)])
                pygame.draw.polygon(surface, theme.GOLD, [(ax - a, ay + 6), (ax + a, ay + 6), (ax, ay + 6 + a * 1.4)])
        if self.error:
            blit_text(surface, self.error, (rect.centerx, rect.bottom + 22), theme.SMALL, theme.RED, outline=2)
