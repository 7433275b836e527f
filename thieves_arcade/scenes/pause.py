"""The pause overlay: drawn over the table (transparent), with Resume, hand a seat to a bot, and Quit to title."""

from __future__ import annotations

from ..i18n import _
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.scene import Scene
from ..ui.text import blit_text
from ..ui.widgets import Menu, Prompt, draw_panel, shade


class PauseScene(Scene):
    """Pause menu over ``table`` (a :class:`~thieves_arcade.scenes.table.TableScene`); ``reason`` explains why
    (a dropped controller). Resume is refused while a human seat has no device, until a pad is replugged or a bot
    takes the seat."""

    transparent = True
    name = "pause"

    def __init__(self, app, table, reason: str = ""):
        super().__init__(app)
        self.table = table
        self.reason = reason
        self.menu = self._menu()

    def _menu(self) -> Menu:
        items = [(_("Resume"), "resume")]
        for seat in sorted(self.table.disconnected):
            items.append((_("Let a bot play {name}").format(name=self.table.seats[seat].name), f"bot:{seat}"))
        items.append((_("Quit to title"), "quit"))
        disabled = {"resume"} if self.table.disconnected else set()
        return Menu(items, 0 if not disabled else 1, disabled)

    def device_changed(self, change) -> None:
        index = self.menu.index
        self.menu = self._menu()
        self.menu.index = min(index, len(self.menu.items) - 1)
        if not self.table.disconnected:
            self.reason = ""

    def handle(self, event: IntentEvent) -> IntentEvent | None:
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
            self.reason = ""
        if choice:
            self.app.audio.play("click")
        return None

    def draw(self, surface) -> None:
        shade(surface, 170)
        w, h = surface.get_size()
        box = (w / 2 - 560, h / 2 - 380, 1120, 760)
        draw_panel(surface, box, theme.NIGHT, 245, 36)
        blit_text(surface, _("Paused"), (w / 2, h / 2 - 290), theme.TITLE, theme.GOLD, "title", outline=3)
        if self.reason:
            blit_text(surface, self.reason, (w / 2, h / 2 - 190), theme.SMALL, theme.RED)
        self.menu.draw(surface, (w / 2, h / 2 + 40), 900)
        Prompt([(Intent.CONFIRM, _("Choose")), (Intent.BACK, _("Resume"))]).draw(surface, (w / 2, h / 2 + 300))
