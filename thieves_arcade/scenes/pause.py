"""The pause overlay over the table, with Resume, hand a seat to a bot or another device, and Quit to title.

The table does not move while paused, so its picture is rendered once (dimmed) when the pause opens and whenever a
seat changes hands, and each frame blits that one picture instead of redrawing the whole table under the menu.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text
from ..ui.widgets import Menu, Prompt, draw_panel, shade


class PauseScene(Scene):
    """Pause menu over ``table`` (a :class:`~thieves_arcade.scenes.table.TableScene`); ``reason`` explains why
    (a dropped controller). Resume is refused while a human seat has no device, until a pad is replugged, another
    device takes the seat ("Another device takes …": the next confirm from a device not seated at the table claims
    it; back cancels) or a bot takes the seat."""

    accepts_phones = True  # a new phone's "Take a seat" can claim a lost seat (see ``claim``)
    transparent = False  # draws its own frozen, dimmed picture of the table (see ``_freeze``)
    name = "pause"

    def __init__(self, app, table, reason: str = ""):
        super().__init__(app)
        self.table = table
        self.reason = reason
        #: The seat waiting for another device's confirm, or ``None``.
        self.waiting: int | None = None
        self.menu = self._menu()
        self.backdrop: pygame.Surface | None = None

    def enter(self) -> None:
        self._freeze()

    def _freeze(self) -> None:
        """Render the (paused, unchanging) table once, dimmed, as this overlay's backdrop."""
        size = self.app.surface.get_size() if getattr(self.app, "surface", None) else (theme.WIDTH, theme.HEIGHT)
        backdrop = pygame.Surface(size)
        self.table.draw(backdrop)
        shade(backdrop, 170)
        self.backdrop = backdrop

    def _menu(self) -> Menu:
        items = [(_("Resume"), "resume")]
        for seat in sorted(self.table.disconnected):
            items.append((_("Let a bot play {name}").format(name=self.table.seats[seat].name), f"bot:{seat}"))
            items.append((_("Another device takes {name}'s seat").format(name=self.table.seats[seat].name),
                          f"dev:{seat}"))
        items.append((_("Quit to title"), "quit"))
        disabled = {"resume"} if self.table.disconnected else set()
        return Menu(items, 0 if not disabled else 1, disabled)

    def update(self, dt: float) -> None:
        self.table.publish_phones()  # a phone that (re)connects while paused still gets its view, or a seat offer

    def device_changed(self, change) -> None:
        self._freeze()
        index = self.menu.index
        self.menu = self._menu()
        self.menu.index = min(index, len(self.menu.items) - 1)
        if not self.table.disconnected:
            self.reason = ""
        if self.waiting is not None and self.waiting not in self.table.disconnected:
            self.waiting = None

    def claim(self, event: IntentEvent) -> None:
        """While waiting: confirm from a device not seated at the table takes the seat; back cancels."""
        seated = {s.device for s in self.table.seats if s.device is not None}
        if event.intent == Intent.CONFIRM and event.device not in seated:
            self.table.take_seat(self.waiting, event.device)
            self.waiting = None
            self.device_changed(None)
            self.app.audio.play("join")
        elif event.intent == Intent.BACK:
            self.waiting = None

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        if event.intent == Intent.ACT:  # a phone acting while the table is paused: say so, change nothing
            hub = self.table.phone_hub()
            if hub is not None:
                hub.error(event.device, _("The game is paused on the TV"))
            return None
        if self.waiting is not None:
            self.claim(event)
            return None
        if event.device.startswith("phone:"):  # a phone's "Take a seat" only counts while a seat waits for one
            return None
        if event.intent in (Intent.PAUSE, Intent.BACK) and not self.table.disconnected:
            self.app.scenes.pop()
            return None
        choice = self.menu.handle(event.intent)
        if choice == "resume":
            self.app.scenes.pop()
        elif choice == "quit":
            from .title import TitleScene
            self.app.scenes.clear(TitleScene(self.app))
        elif choice and choice.startswith("bot:") and ":" not in choice[4:]:
            self.table.bot_takeover(int(choice[4:]))
            self.menu = self._menu()
            self._freeze()
            self.reason = "" if not self.table.disconnected else self.reason
        elif choice and choice.startswith("dev:") and ":" not in choice[4:]:
            self.waiting = int(choice[4:])
        if choice:
            self.app.audio.play("click")
        return None

    def draw(self, surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
        else:  # not entered yet (drawn by a test directly): the live table, dimmed
            self.table.draw(surface)
            shade(surface, 170)
        w, h = surface.get_size()
        box = (w / 2 - 560, h / 2 - 380, 1120, 760)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, _("Paused"), (w / 2, h / 2 - 290), theme.TITLE, theme.GOLD, "title", outline=3)
        if self.reason:
            blit_text(surface, self.reason, (w / 2, h / 2 - 190), theme.SMALL, theme.RED)
        if self.waiting is not None:
            name = self.table.seats[self.waiting].name
            blit_text(surface, _("Press confirm on the device that takes {name}'s seat").format(name=name),
                      (w / 2, h / 2 + 20), theme.BODY, theme.GOLD)
            Prompt([(Intent.CONFIRM, _("Take the seat")), (Intent.BACK, _("Cancel"))]).draw(surface,
                                                                                            (w / 2, h / 2 + 300))
            return
        self.menu.draw(surface, (w / 2, h / 2 + 40), 900)
        Prompt([(Intent.CONFIRM, _("Choose")), (Intent.BACK, _("Resume"))]).draw(surface, (w / 2, h / 2 + 300))
