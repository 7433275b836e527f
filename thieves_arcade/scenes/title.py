"""The title screen: the night-time backdrop, the logo, Play / Quit; 30 s untouched → attract-mode demo."""

from __future__ import annotations

import math

import pygame

from .. import __version__
from ..i18n import _, language
from ..input.intents import Intent, IntentEvent
from ..ui import access, theme
from ..ui.backdrop import draw_backdrop
from ..ui.cache import surface_cache
from ..ui.scene import Scene
from ..ui.text import blit_text, ink_rect
from ..ui.widgets import Menu, Prompt

#: Seconds without any input on the title before the demo starts.
ATTRACT_AFTER = 30.0
#: Height (px) the menu's rows may take at a bigger text size: from under the subtitle to above the key hints.
MENU_SPAN = 450
#: The key hints' centre (px).
PROMPT_Y = 980
#: Least room (px) between the menu's boxes and the key hints' glyphs, and between the subtitle's line and the first
#: row's box.
MENU_CLEAR = 16
#: [D] Least band (px) of sky above the logo's ink and between its ink and the subtitle's (the two are equal): its
#: 8 px bob keeps 16 px clear of the title-safe top and of the subtitle.
LOGO_BAND = 24
#: Seconds the settings-file notices stay on the first title (any press dismisses them sooner).
NOTICE_FOR = 15.0


@surface_cache(3)
def _logo() -> pygame.Surface | None:
    try:
        from ..ui.sprites import sprite
        return sprite("logo")
    except (ImportError, FileNotFoundError, pygame.error):
        return None


@surface_cache(4)
def _small_logo(scale: float) -> pygame.Surface:
    """The title logo smooth-scaled by ``scale`` (bigger text sizes)."""
    logo = _logo()
    return pygame.transform.smoothscale(logo, (round(logo.get_width() * scale), round(logo.get_height() * scale)))


@surface_cache(1, maxsize=16)
def _logo_ink(scale: float, min_alpha: int = 1) -> pygame.Rect:
    """The logo's inked rect (px, in its own surface) at ``scale``: its pixels of alpha ``min_alpha`` or more
    (``Surface.get_bounding_rect``), measured once per scale — :meth:`TitleScene.layout` runs every frame, and
    measuring the 900 px logo twice took half of a title frame."""
    logo = _logo() if scale == 1 else _small_logo(scale)
    return logo.get_bounding_rect(min_alpha)


def resume_label(save: dict) -> str:
    """The title's resume entry for resume payload ``save``: "Resume party" or "Resume <game name>"."""
    if save.get("kind") == "party":
        return _("Resume party")
    from .select import game_info
    return _("Resume {game}").format(game=game_info(str(save.get("game")))[0])


def stop_phones(app) -> None:
    """Stop the phone server of ``app`` if it has one (any token ends; nothing listens on the network)."""
    stop = getattr(app, "stop_phones", None)
    if stop is not None:
        stop()


class TitleScene(Scene):
    """Title: "Play" goes to game select, "Quit" asks "Quit Thieves' Arcade?" (No focused) and then quits.
    Any device's confirm chooses. ``idle`` counts seconds with
    no input; at :data:`ATTRACT_AFTER` the attract demo replaces the title."""

    name = "title"

    def __init__(self, app, attract_after: float = ATTRACT_AFTER):
        super().__init__(app)
        self.menu = Menu([(_("Play"), "play"), (_("Quit"), "quit")], size=theme.HEADING + 8, gap=110)
        self.menu.items.insert(len(self.menu.items) - 1, (_("Settings"), "settings"))  # just above Quit
        self.menu.items.insert(1, (_("Party"), "party"))  # party mode, after Play
        self.save, self.save_notice = self.app.saves.load()  # a resumable save, or the refusal message of a bad one
        # the four rows' size and pitch, with "Resume …" above them or not (issue 21: a fifth row shrank the others,
        # 84/72 px to 66/54 at 150 %, 72/64 to 56/48 at 100 %); the logo makes the room for it (see ``layout``)
        self.menu.gap = 100  # clear of the subtitle and the prompts
        self.menu.size = min(self.menu.size, self.menu.gap - 24)  # the chosen label stays inside its box
        self.menu.fit(MENU_SPAN)  # bigger text: the four rows stay between the subtitle and the key hints
        if self.save is not None:
            self.menu.items.insert(0, (resume_label(self.save), "resume"))
        self.scale = access.text_scale()
        self.t = 0.0
        self.idle = 0.0
        self.attract_after = attract_after
        from .settings import take_notices
        self.lang = language()
        self.notices = take_notices(app)  # settings-file notices, shown on the first title only
        self.notice_from = 0.0  # game time the notice on show appeared (they leave after NOTICE_FOR seconds)

    def menu_width(self) -> int:
        """Width (px) of the chosen row's box: 560, wider when a label needs it ("Resume La Cité des Voleurs"), at
        most the title-safe width."""
        from ..ui.text import text
        widest = max(text(label, self.menu.size).get_width() for label, _key in self.menu.items)
        return min(pygame.Rect(theme.SAFE).width, max(560, widest + 80))

    def enter(self) -> None:
        self.app.audio.start_music()
        stop_phones(self.app)  # back at the title: no seat is open, nothing listens

    def resume(self) -> None:
        self.idle = 0.0
        stop_phones(self.app)
        if self.lang != language() or self.scale != access.text_scale():  # changed in the settings: rebuild
            title = TitleScene(self.app, self.attract_after)
            keys = [key for _label, key in title.menu.items]
            if self.menu.key in keys:  # on the row the player left from (Settings), not back on the first
                title.menu.index = keys.index(self.menu.key)
            self.app.scenes.replace(title)

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        self.idle = 0.0
        if self.notices or self.save_notice:  # the first press dismisses the notices (settings first)
            if self.notices:
                self.notices = []
            else:
                self.save_notice = ""
            return None
        choice = self.menu.handle(event.intent)
        if choice in ("resume", "party"):
            self.save_notice = ""
            self.start_resume() if choice == "resume" else self.start_party()
        elif choice == "play":
            self.app.audio.play("click")
            self.app.goto("select")
        elif choice == "settings":
            self.app.audio.play("click")
            self.app.goto("settings")
        elif (choice == "quit" or event.intent == Intent.BACK and self.menu.key == "quit"
              or event.intent == Intent.PAUSE):  # Esc / P / Start on the title: the quit prompt (No focused)
            self.ask_quit()
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.app.audio.play("click")
        return None

    def ask_quit(self) -> None:
        """Quit asks first ("Quit Thieves' Arcade?", No focused): a mashed confirm never closes the game."""
        self.app.audio.play("click")
        self.app.goto("confirm", _("Quit Thieves' Arcade?"), _("Saved games stay for next time."), self.app.quit,
                      _("Quit"), _("No, keep playing"))

    def start_party(self) -> None:
        """Open the party lobby (``scenes/party.py``)."""
        self.app.audio.play("click")
        self.app.goto("party_lobby")

    def start_resume(self) -> None:
        """Resume the saved game/party; a save that cannot be resumed is kept aside and its message shown."""
        from ..app.saves import SaveError
        try:
            self.app.saves.resume(self.save)
        except SaveError as exc:
            moved = self.app.saves.set_aside()
            self.save = None
            self.save_notice = str(exc) if moved else _("The saved game could not be resumed; it could not be "
                                                         "moved aside, so it stays where it is.")
            self.notice_from = self.t
            self.menu.items = [item for item in self.menu.items if item[1] != "resume"]
            self.menu.index = 0
            self.app.audio.play("caught")

    def device_changed(self, change) -> None:
        self.idle = 0.0

    def update(self, dt: float) -> None:
        self.t += dt
        self.idle += dt
        if (self.notices or self.save_notice) and self.t - self.notice_from >= NOTICE_FOR:
            self.notices, self.save_notice = [], ""
        if self.idle >= self.attract_after:
            self.app.goto("attract", how="replace")

    def layout(self, width: int = theme.WIDTH) -> tuple[float, float, float, float]:
        """Where the title's parts go on a ``width``-px-wide frame at the text size and overscan in force, the
        logo's bob left out: ``(logo scale, logo top, subtitle centre y, menu centre y)``, in px but the scale (1.0:
        the logo's own size).

        Bottom up, at every text size, with "Resume …" above the rows or not (issue 21, menus9: at 150 % the logo
        was halved, 452 px wide under a 104 px band of sky): the menu as low as the key hints allow (its last
        row's box :data:`MENU_CLEAR` px above their 60 px glyphs), the subtitle's line :data:`MENU_CLEAR` px above
        the first row's box, and the logo as big as the room between the title-safe top and the subtitle's ink
        allows, never over its own size, its ink centred in that room: [D] the band of sky above the logo's ink
        and the band between its ink and the subtitle's are equal and at least :data:`LOGO_BAND` px
        (docs/accessibility.md, "The title")."""
        logo = _logo()
        half = theme.line_height(44) / 2  # the subtitle's half line
        safe_top = pygame.Rect(theme.SAFE).top
        rects = self.menu.item_rects((width / 2, 0), self.menu_width())
        centre = PROMPT_Y - 30 - MENU_CLEAR - max(r.bottom for r in rects)  # the last row's box over the hints
        tag_y = centre + min(r.top for r in rects) - MENU_CLEAR - half
        if logo is None:
            return 1.0, 0.0, tag_y, centre
        ink = pygame.Rect(_logo_ink(1.0))  # a copy: the cached rect stays as measured
        sub = ink_rect(_("Five games of loot and luck for the whole sofa"), theme.BODY + 4, outline=3,
                       center=(width / 2, tag_y))
        room = sub.top - safe_top  # from the title-safe top to the subtitle's ink
        scale = round(max(0.1, min(1.0, (room - 2 * LOGO_BAND) / ink.height)), 3)
        ink = pygame.Rect(_logo_ink(scale, 128))  # as drawn: its solid pixels
        return scale, safe_top + (room - ink.height) / 2 - ink.top, tag_y, centre

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        bob = 8 * math.sin(self.t * 1.6)
        logo = _logo()
        scale, top, tag_y, centre = self.layout(w)
        if logo is not None:
            logo = _small_logo(scale) if scale != 1 else logo
            surface.blit(logo, logo.get_rect(midtop=(w / 2, top + bob)))
        else:
            blit_text(surface, _("THIEVES'"), (w / 2, tag_y - 270 + bob), 150, theme.GOLD, "title", outline=6)
            blit_text(surface, _("ARCADE"), (w / 2, tag_y - 120 + bob), 150, theme.LAMP, "title", outline=6)
        blit_text(surface, _("Five games of loot and luck for the whole sofa"), (w / 2, tag_y), theme.BODY + 4,
                  theme.WHITE, outline=3)  # a 3 px rim: over the stars and the moon (2 px left stars on its letters)
        self.menu.draw(surface, (w / 2, centre), self.menu_width())
        Prompt([(Intent.CONFIRM, _("Choose")), (Intent.UP, _("Move"))], app=self.app).draw(
            surface, (w / 2, PROMPT_Y))  # clear of the Quit box below the menu (issue 16)
        # the version, small in the safe corner (the same text as `--version`), light grey with a rim (issue 21:
        # theme.GREY was 5.7:1 on the street, faint from the sofa)
        x, y, sw, sh = theme.SAFE
        blit_text(surface, f"v{__version__}", (x + sw, y + sh), theme.SMALL, theme.MUTED, anchor="bottomright",
                  outline=3)
        if self.notices:
            from .settings import draw_notices
            draw_notices(surface, self.notices)
        elif self.save_notice:  # a refused save, in words (the details are in the log); never a crash
            from .settings import draw_notice_panel
            draw_notice_panel(surface, _("About your saved game"), [self.save_notice])
