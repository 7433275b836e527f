"""The pause overlay over a table (or a party between games): Resume, seat hand-offs, How to play, Settings, Quit.

One pause per table lists every seat waiting for its device (``holder.disconnected``), each with "Let a bot play …"
and "Another device takes …", and every seat a bot took over from a human with "Take back …'s seat". A pad that
returns is matched to its own seat by the binding (``input/binding.py``); the menu is rebuilt from the binding on
every device change (the stack tells the table first), so a returning pad enables Resume and focuses it at once.
Two identical pads returning cannot be told apart: the pause then asks the returning pad "Which player are you?"
before anything else (the seats stay waiting, so no private view is drawn until it answers).

The table does not move while paused, so its picture is rendered once — its *public* view, never a private one —
dimmed, when the pause opens and whenever a seat changes hands.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, wrap_even
from ..ui.widgets import Menu, Prompt, draw_panel, shade
from .howto import has_howto

#: Height (px) the menu's rows share inside the panel, and the row pitch's bounds.
MENU_SPAN = 450
ROW_MAX, ROW_MIN = 90, 60


class PauseScene(Scene):
    """Pause menu over ``table`` (a :class:`~thieves_arcade.scenes.table.TableScene`, or any seat holder with
    ``binding`` (its ``seats``), ``disconnected``, ``take_seat``, ``choose_seat``, ``bot_takeover``, ``game_id`` and
    ``draw_public``); ``reason`` explains why (a dropped controller). ``quit_label`` names the Quit entry.

    Resume is refused while a human seat has no device, until its pad returns, another device takes the seat
    ("Another device takes …": the next confirm from a device not seated claims it; back cancels) or a bot takes
    it. ``waiting`` is the seat waiting for another device's confirm (``None``: not waiting)."""

    accepts_phones = True  # a new phone's "Take a seat" can claim a lost seat (see ``claim``)
    transparent = False  # draws its own frozen, dimmed picture of the table (see ``_freeze``)
    name = "pause"

    def __init__(self, app, table, reason: str = "", quit_label: str | None = None):
        super().__init__(app)
        self.table = table
        self.reason = reason
        self.quit_label = quit_label
        #: The seat waiting for another device's confirm, or ``None``.
        self.waiting: int | None = None
        #: While a returning pad says which player it is: the cursor into its candidate seats.
        self.ask_index = 0
        self.menu = self._menu()
        self.backdrop: pygame.Surface | None = None

    def enter(self) -> None:
        self._freeze()

    def resume(self) -> None:
        self.refresh(focus=self.menu.key)  # back from How to play / Settings: on the row the player left from

    def _freeze(self) -> None:
        """Render the (paused, unchanging) table's public picture once, dimmed, as this overlay's backdrop."""
        size = self.app.surface.get_size() if getattr(self.app, "surface", None) else (theme.WIDTH, theme.HEIGHT)
        backdrop = pygame.Surface(size)
        self.table.draw_public(backdrop)
        shade(backdrop, 170)
        self.backdrop = backdrop

    @property
    def resumable(self) -> bool:
        """Whether Resume is enabled: no seat waits for its device and nobody is asked which player they are."""
        return not self.table.disconnected and not self.table.binding.asking

    def _menu(self) -> Menu:
        seats = self.table.binding.seats
        items = [(_("Resume"), "resume")]
        for seat in sorted(self.table.disconnected):
            items.append((_("Let a bot play {name}").format(name=seats[seat].name), f"bot:{seat}"))
            items.append((_("Another device takes {name}'s seat").format(name=seats[seat].name), f"dev:{seat}"))
        for seat in self.table.binding.reclaimable():
            items.append((_("Take back {name}'s seat").format(name=seats[seat].name), f"back:{seat}"))
        if has_howto(getattr(self.table, "game_id", "") or ""):
            items.append((_("How to play"), "howto"))
        items.append((_("Settings"), "settings"))
        items.append((self.quit_label or _("Quit to title"), "quit"))
        disabled = set() if self.resumable else {"resume"}
        gap = max(ROW_MIN, min(ROW_MAX, MENU_SPAN // len(items)))
        menu = Menu(items, 0 if not disabled else 1, disabled, size=max(theme.SMALL + 8, min(theme.HEADING, gap - 16)),
                    gap=gap)
        menu.fit(MENU_SPAN)  # bigger text: the rows shrink back so every item shows (else the window scrolls)
        return menu

    def refresh(self, focus: str | None = None) -> None:
        """Rebuild the menu from the binding: ``focus`` (a key) if it is still there and enabled (the row the player
        left for How to play or Settings), else Resume when it is enabled (a returning pad), else the entry that was
        focused if it is still there, else the first hand-off; a stale "another device" wait is dropped."""
        old = self.menu.key
        self.menu = self._menu()
        keys = [k for _label, k in self.menu.items]
        if self.resumable:
            self.reason = ""
        if focus in keys and focus not in self.menu.disabled:
            self.menu.index = keys.index(focus)
        elif self.resumable:
            self.menu.index = 0
        elif old in keys and old != "resume":
            self.menu.index = keys.index(old)
        if self.waiting is not None and self.waiting not in self.table.disconnected \
                and self.waiting not in self.table.binding.reclaimable():
            self.waiting = None
        self.ask_index = min(self.ask_index, max(0, len(self._ask().seats) - 1)) if self._ask() else 0
        self._freeze()

    def update(self, dt: float) -> None:
        self.table.publish_phones()  # a phone that (re)connects while paused still gets its view, or a seat offer

    def device_changed(self, change) -> None:
        self.refresh()

    def _ask(self):
        asking = self.table.binding.asking
        return asking[0] if asking else None

    def claim(self, event: IntentEvent) -> None:
        """While waiting: confirm from a device not seated at the table takes the seat; back cancels."""
        seated = {s.device for s in self.table.binding.seats if s.device is not None}
        if event.intent == Intent.CONFIRM and event.device not in seated and event.device in self._devices():
            self.table.take_seat(self.waiting, event.device)
            self.waiting = None
            self.refresh()
            self.app.audio.play("join")
        elif event.intent == Intent.BACK:
            self.waiting = None

    def _devices(self):
        devices = getattr(getattr(self.app, "input", None), "devices", None)
        return devices if devices is not None else _Everything()

    def answer(self, event: IntentEvent) -> None:
        """"Which player are you?": only the asked device moves the cursor over its candidate seats and confirms."""
        ask = self._ask()
        if event.device != ask.device:
            return
        if event.intent in (Intent.UP, Intent.LEFT):
            self.ask_index = max(0, self.ask_index - 1)
        elif event.intent in (Intent.DOWN, Intent.RIGHT):
            self.ask_index = min(len(ask.seats) - 1, self.ask_index + 1)
        elif event.intent == Intent.CONFIRM:
            self.table.choose_seat(ask.device, ask.seats[self.ask_index])
            self.ask_index = 0
            self.refresh()
            self.app.audio.play("join")

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.ACT:  # a phone acting while the table is paused: say so, change nothing
            hub = self.table.phone_hub() if hasattr(self.table, "phone_hub") else None
            if hub is not None:
                hub.error(event.device, _("The game is paused on the TV"))
            return None
        if self._ask() is not None:
            self.answer(event)
            return None
        if self.waiting is not None:
            self.claim(event)
            return None
        if event.device.startswith("phone:"):  # a phone's "Take a seat" only counts while a seat waits for one
            return None
        if event.intent in (Intent.PAUSE, Intent.BACK) and self.resumable:
            self.app.scenes.pop()
            return None
        choice = self.menu.handle(event.intent)
        if choice == "resume":
            self.app.scenes.pop()
        elif choice == "quit":
            self.quit()
        elif choice == "howto":
            self.app.goto("howto", self.table.game_id, event.device)
        elif choice == "settings":
            self.app.goto("settings")
        elif choice and choice.startswith("bot:") and choice[4:].isdigit():
            self.table.bot_takeover(int(choice[4:]))
            self.refresh()
        elif choice and choice[:4] in ("dev:", "back") and choice.split(":")[1].isdigit():
            self.waiting = int(choice.split(":")[1])
        if choice:
            self.app.audio.play("click")
        return None

    def quit(self) -> None:
        """Quit to the title (a party's pause: leave the party; the save stays, the title offers to resume)."""
        self.app.goto("title", how="clear")

    def draw(self, surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
        else:  # not entered yet (drawn by a test directly): the public table, dimmed
            self.table.draw_public(surface)
            shade(surface, 170)
        w, h = surface.get_size()
        box = pygame.Rect(w / 2 - 600, h / 2 - 410, 1200, 820)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, _("Paused"), (w / 2, box.top + 80), theme.TITLE, theme.GOLD, "title", outline=3)
        top = box.top + 200
        if self.reason:  # inside the panel: two lines if need be (long names, French, bigger text)
            size, room = theme.SMALL, box.width - 80
            lines = wrap_even(self.reason, size, room)  # even lines: no word alone on the last
            while len(lines) > 2 and theme.scaled_size(size - 2) >= theme.SMALL:
                size -= 2
                lines = wrap_even(self.reason, size, room)
            step = theme.line_height(size, spacing=1.05)
            y = box.top + 165 - (len(lines[:2]) - 1) * 12
            for line in lines[:2]:
                blit_text(surface, line, (w / 2, y), size, theme.ALERT)  # red was 3.9:1 on the panel
                y += step
            top = max(top, round(y - step + theme.scaled_size(size) / 2 + 12))  # the menu below the reason
        hint_y = box.bottom - 60
        ask = self._ask()
        if ask is not None:  # the question under the reason (two lines at bigger text), inside the panel
            question = _("Which player are you?")
            size = fit_size(question, theme.HEADING, box.width - 120, "title")
            half = theme.scaled_size(size) / 2
            y = max(h / 2 - 150, top + half)  # its ink stays clear of the reason's last line
            blit_text(surface, question, (w / 2, y), size, theme.GOLD, "title", outline=2)
            names = [(self.table.binding.seats[k].name, str(k)) for k in ask.seats]
            Menu(names, self.ask_index, size=theme.HEADING - 8, gap=84).draw(
                surface, (w / 2, h / 2 + 40 + (y - (h / 2 - 150))), 700)
            Prompt([(Intent.UP, _("Move")), (Intent.CONFIRM, _("That's me"))], device=ask.device,
                   app=self.app).draw(surface, (w / 2, hint_y))
            return
        if self.waiting is not None:
            name = self.table.binding.seats[self.waiting].name
            blit_text(surface, _("Press confirm on the device that takes {name}'s seat").format(name=name),
                      (w / 2, h / 2 + 20), theme.BODY, theme.GOLD)
            Prompt([(Intent.CONFIRM, _("Take the seat")), (Intent.BACK, _("Cancel"))], app=self.app).draw(
                surface, (w / 2, hint_y))
            return
        span = MENU_SPAN - (top - (box.top + 200))  # the reason's second line takes from the menu's room
        self.menu.draw(surface, (w / 2, top + span / 2), 1000, rows=max(3, span // self.menu.step))
        hints = [(Intent.CONFIRM, _("Choose"))]
        if self.resumable:
            hints.append((Intent.BACK, _("Resume")))
        Prompt(hints, app=self.app).draw(surface, (w / 2, hint_y))


class _Everything:
    """A container holding everything (an app without an input manager: any device may claim a seat)."""

    def __contains__(self, item) -> bool:
        return True

