"""The settings screen: volumes, fullscreen, bot level, language, curtain, odds hint — applied live, saved at once.

Reached from the title ("Settings"). Any device: up/down choose a row, left/right change its value (volumes in steps
of 10 %), confirm flips a switch / cycles a choice (on "Back": closes), back closes. Every change is applied at once —
volumes through ``app.audio.set_volumes``, fullscreen through the display, the language through
``i18n.set_language`` — and saved through ``app.settings_store`` (none: kept for the session only). A save that fails
leaves the settings in force and shows the store's notice on the screen.

Also here: :func:`take_notices` / :func:`draw_notices`, the settings-file notices the first title shows once.
"""

from __future__ import annotations

import re

import pygame

from ..app.settings import BOT_LEVELS, PORT_RANGE, apply_display
from ..i18n import LANGUAGES, N_, _, ngettext, set_language
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.ink import PLATE_PAD, band, draw_plate, focus_box, plate_rect
from ..ui.scene import Scene
from ..ui.text import blit_text, ink_rect, text, wrap, wrap_even
from ..ui.widgets import FOCUS_CLEAR, Prompt, draw_focus, draw_panel

#: The rows in screen order: (settings field or "back", English label).
ROWS = (
    ("volume_master", N_("Master volume")),
    ("volume_sfx", N_("Sound effects")),
    ("volume_music", N_("Music")),
    ("fullscreen", N_("Fullscreen")),
    ("bot_level", N_("Bot level")),
    ("language", N_("Language")),
    ("curtain", N_("Privacy curtain")),
    ("odds_hint", N_("Pickpocket odds hint")),
    ("phones", N_("Phones can join")),
    ("phone_port", N_("Phone port")),
    ("master_hint", N_("Master thief hint")),
    ("access", N_("Accessibility")),
    ("controls", N_("Controls")),
    ("back", N_("Back")),
)
#: One line under the rows explaining the highlighted one.
HELP = {
    "volume_master": N_("Everything you hear"),
    "volume_sfx": N_("Coins, dice, cards and whistles"),
    "volume_music": N_("The tiptoe tune"),
    "fullscreen": N_("Fill the TV (F11 also switches)"),
    "bot_level": N_("The bots' level the lobby starts with"),
    "language": N_("The language of every screen"),
    "curtain": N_("Off: with two or more players, hands show without \"Pass to…\""),
    "odds_hint": N_("Pickpocket shows the player to act their chance of being caught"),
    "phones": N_("On: the lobby shows a code that phones on the same Wi-Fi scan to play with their own screen"),
    "phone_port": N_("The port phones connect to (the next free one if it is busy)"),
    "master_hint": N_("Alt on your turn: what the hard bot would play, and why"),
    "access": N_("Text size, colour-blind palettes, reduced motion, game speed, captions, screen edges"),
    "controls": N_("Keys for each keyboard seat, pad buttons, rumble"),
    "back": N_("Back to the title"),
}
LEVEL_LABELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}
#: Volume step for left/right (a fraction of full volume).
VOLUME_STEP = 0.1
#: The top of the rows' panel; the help line and the key hints go below it, inside the title-safe area
#: (``theme.SAFE``), the key hints' centre at :data:`PROMPT_Y`. A row's height is :func:`row_height`.
BOX_TOP = 170
PROMPT_Y = 990
#: Gap (px) between the "SETTINGS" heading's inked letters and the panel (they touched it; less if the heading would
#: leave the title-safe area).
HEADING_GAP = 10
#: Gap (px) between the panel and the help's plate, and between the plate and the key hints (issue 21, a fresh
#: player's 150 % pass: a two-line help's plate lay 3 px over the key hints).
HELP_GAP = 12
#: The panel's margin (px) above its first row and below its last; with rows hidden (bigger text) the margins grow to
#: :data:`SCROLL_MARGIN`, so the ▲ / ▼ keep :data:`ARROW_CLEAR` px from the rows' inked pixels (the ▼ touched
#: "Téléphones acceptés"' descender at 150 %).
MARGIN = 20
SCROLL_MARGIN = 34
ARROW_CLEAR = 8
#: The scroll arrows' size (px).
ARROW_W, ARROW_H = 40, 14


def row_height() -> int:
    """A row's height (px) at the text size in force: the ink band of a row's words and its "‹ ›" (``ui.ink.band``)
    with the focus box's rule (``ui.widgets.FOCUS_CLEAR``) above and below it — the chosen row's box is the row's
    pitch, so its words keep 10 px from its edges and the rows beside it 10 px from it (issue 21, a fresh player's
    150 % pass: the pitch was 46 px for 40 px text and the box hugged "Accessibility" by 4 px). [D] At 100 % the
    rows are 58 px and Settings shows a window of them, as at bigger text. Pure."""
    top, bottom, _height = band(theme.BODY, "body", row_words())
    return bottom - top + 2 * FOCUS_CLEAR


def row_words() -> str:
    """Every word the rows can show in the language in force (labels, values, "‹ ›"): the ink band a row's
    height is measured by (an accented capital reaches higher; the pitch stays the same whatever a value is)."""
    values = [_("On"), _("Off"), *(_(v) for v in LEVEL_LABELS.values()), *LANGUAGES.values(), "‹ 100 % ›"]
    return " ".join([_(label) for _key, label in ROWS] + values)


class SettingsScene(Scene):
    """The settings menu over the night backdrop (see the module docstring). ``row`` is the highlighted row index;
    ``saved`` counts successful saves (tests)."""

    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.row = 0
        self.t = 0.0
        self.saved = 0
        self.error = ""

    @property
    def settings(self):
        """The app's :class:`~thieves_arcade.app.settings.Settings`."""
        return self.app.settings

    # ---- changing values ----------------------------------------------------------------------------------------
    def change(self, key: str, step: int, cycle: bool = True) -> None:
        """Move setting ``key`` by ``step`` (volumes ±10 %, switches flip, choices cycle; with ``cycle`` false the
        bot level, an ordered scale, stops at easy and hard); apply it and save."""
        s = self.settings
        if key.startswith("volume_"):
            value = round(min(1.0, max(0.0, getattr(s, key) + step * VOLUME_STEP)), 2)
            if value == getattr(s, key):
                return
            setattr(s, key, value)
        elif key in ("fullscreen", "curtain", "odds_hint", "phones", "master_hint"):
            setattr(s, key, not getattr(s, key))
        elif key == "phone_port":
            low, high = PORT_RANGE
            s.phone_port = min(high, max(low, s.phone_port + step))
        elif key == "bot_level":
            k = BOT_LEVELS.index(s.bot_level) + step
            if not cycle and not 0 <= k < len(BOT_LEVELS):
                return  # easy … hard is a scale: left / right stop at its ends (confirm cycles round)
            s.bot_level = BOT_LEVELS[k % len(BOT_LEVELS)]
        elif key == "language":
            langs = list(LANGUAGES)
            s.language = langs[(langs.index(s.language) + step) % len(langs)]
        else:
            raise ValueError(f"unknown setting {key!r}; known: {', '.join(k for k, _l in ROWS if k != 'back')}")
        self.apply(key)
        self.save()

    def apply(self, key: str) -> None:
        """Put setting ``key`` in force now."""
        s = self.settings
        if key.startswith("volume_"):
            self.app.audio.set_volumes(s.volume_master, s.volume_sfx, s.volume_music)
        elif key == "fullscreen":
            apply_display(self.app, s)
        elif key == "language":
            set_language(s.language)
        elif key in ("phones", "phone_port"):
            stop = getattr(self.app, "stop_phones", None)
            if stop is not None:
                stop()  # off: nothing listens any more; a new port: the lobby starts the server on it
        # bot_level, curtain and odds_hint are read where they are used (lobby, table, Pickpocket)

    def save(self) -> None:
        """Save through ``app.settings_store`` (if any); a failure is shown, and the settings stay in force."""
        store = getattr(self.app, "settings_store", None)
        if store is None:
            return
        if store.save(self.settings):
            self.saved += 1
            self.error = ""
        else:
            self.error = _("Settings could not be saved; they stay in force until you quit.")

    # ---- scene --------------------------------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        key = ROWS[self.row][0]
        if i in (Intent.UP, Intent.DOWN):
            self.row = max(0, min(len(ROWS) - 1, self.row + (1 if i == Intent.DOWN else -1)))  # no wrapping
            self.app.audio.play("click")
        elif key == "controls" and i in (Intent.CONFIRM, Intent.RIGHT):
            self.app.audio.play("click")
            self.app.goto("controls")
        elif key == "access" and i in (Intent.CONFIRM, Intent.RIGHT):
            self.app.audio.play("click")
            self.app.goto("access")
        elif i in (Intent.LEFT, Intent.RIGHT) and key not in ("back", "controls", "access"):
            self.change(key, 1 if i == Intent.RIGHT else -1, cycle=False)  # language: a ring, it wraps anyway
            self.app.audio.play("click")
        elif i == Intent.CONFIRM:
            if key == "back":
                self.close()
            elif key.startswith("volume_"):
                self.change(key, 1 if getattr(self.settings, key) < 1.0 else -10)  # wraps 100 % → 0 %
                self.app.audio.play("click")
            else:
                self.change(key, 1)
                self.app.audio.play("click")
        elif i in (Intent.BACK, Intent.PAUSE):
            self.close()
        return None

    def close(self) -> None:
        """Leave the settings (back to the title)."""
        self.app.audio.play("click")
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self.t += dt

    def value_text(self, key: str) -> str:
        """The value of row ``key`` as shown ("80 %", "On", "normal", "Français")."""
        s = self.settings
        if key.startswith("volume_"):
            return f"{round(getattr(s, key) * 100)} %"
        if key in ("fullscreen", "curtain", "odds_hint", "phones", "master_hint"):
            return _("On") if getattr(s, key) else _("Off")
        if key == "phone_port":
            return str(s.phone_port)
        if key == "bot_level":
            return _(LEVEL_LABELS[s.bot_level])
        if key == "language":
            return LANGUAGES[s.language]
        if key in ("controls", "access"):
            return "›"
        return ""

    def shown_value(self, key: str, chosen: bool) -> str:
        """Row ``key``'s value as drawn: between "‹ ›" when chosen, but for the two rows that open a screen
        (Controls, Accessibility: their "›" alone, chosen or not; they showed "‹ › ›")."""
        value = self.value_text(key)
        return f"‹ {value} ›" if chosen and key not in ("controls", "access") else value

    def row_inks(self, key: str, label: str, box: pygame.Rect, y: float) -> list[pygame.Rect]:
        """The inked pixels (px) of the chosen row ``key``'s label and value (``label`` as drawn) in the rows'
        panel ``box``, centred at height ``y``: what its focus box frames."""
        if key == "back":
            return [ink_rect(label, theme.BODY + 4, "title", center=(box.centerx, y))]
        return [ink_rect(label, theme.BODY, midleft=(box.left + 60, y)),
                ink_rect(self.shown_value(key, True), theme.BODY, midright=(box.right - 60, y))]

    def help_lines(self, width: int = theme.WIDTH) -> list[tuple[str, pygame.Rect]]:
        """The chosen row's help text as drawn on a ``width``-px frame — or, after a failed save, the error in its
        place (two lines at most) — per wrapped line, the line and the rect it takes (centred, between the panel and
        the key hints, wrapped to the title-safe width). Pure: reads the row, the error and the language only."""
        safe = pygame.Rect(theme.SAFE)
        y = self.panel_rect(width).bottom + HELP_GAP + PLATE_PAD + theme.font(theme.SMALL).get_height() / 2
        out = []
        for line in wrap(self.error or _(HELP[ROWS[self.row][0]]), theme.SMALL, safe.width - 40)[:2]:
            out.append((line, text(line, theme.SMALL, theme.LAMP).get_rect(center=(width / 2, y))))
            y += theme.line_height(theme.SMALL, spacing=1.0) + 8
        return out

    def fits(self, rows: int) -> bool:
        """Whether a panel of ``rows`` rows (at the text size in force) leaves room under it for two help lines on
        their plate (the lines' surfaces and :data:`~thieves_arcade.ui.ink.PLATE_PAD` round them) and the key hints
        (:data:`PROMPT_Y`, as :meth:`prompt` lays them out), the plate :data:`HELP_GAP` px from both. Pure."""
        return self._fits(rows, row_height(), self.prompt().top((theme.WIDTH / 2, PROMPT_Y)))

    @staticmethod
    def _fits(rows: int, row_h: int, prompt_top: float) -> bool:
        """:meth:`fits` for a row height and the key hints' top (px) measured once: :meth:`window` asks it for
        every row count, and measuring them each time made one Settings frame take about 240 ms."""
        small = theme.font(theme.SMALL).get_height()
        help_h = small + theme.line_height(theme.SMALL, spacing=1.0) + 8  # two lines
        plate_h = PLATE_PAD + help_h + PLATE_PAD
        margin = MARGIN if rows >= len(ROWS) else SCROLL_MARGIN
        return BOX_TOP + row_h * rows + 2 * margin + HELP_GAP + plate_h + HELP_GAP <= prompt_top

    @staticmethod
    def prompt() -> Prompt:
        """The key hints under the help (move, change, back), drawn centred at :data:`PROMPT_Y`."""
        return Prompt([(Intent.UP, _("Move")), (Intent.LEFT, _("Change")), (Intent.BACK, _("Back"))], keys=False)

    def margin(self) -> int:
        """The panel's margin (px) above its first row and below its last: :data:`MARGIN`, or
        :data:`SCROLL_MARGIN` when rows are hidden (room for the ▲ / ▼ clear of the rows). Pure."""
        _row_h, _first, shown = self.window()
        return MARGIN if shown >= len(ROWS) else SCROLL_MARGIN

    def window(self) -> tuple[int, int, int]:
        """``(row height, first row shown, rows shown)``: every row at the usual text size; with bigger text
        (Settings → Accessibility) the rows grow and a window of as many of them as :meth:`fits` follows the chosen
        one, so the rows, two help lines and the key hints still fit. Pure."""
        row_h = row_height()
        prompt_top = self.prompt().top((theme.WIDTH / 2, PROMPT_Y))
        shown = max([3] + [n for n in range(len(ROWS) + 1) if self._fits(n, row_h, prompt_top)])
        first = max(0, min(self.row - shown // 2, len(ROWS) - shown))
        return row_h, first, shown

    def panel_rect(self, width: int = theme.WIDTH) -> pygame.Rect:
        """The rows' panel on a ``width``-px frame (px). Pure."""
        row_h, _first, shown = self.window()
        box = pygame.Rect(0, 0, 1280, row_h * shown + 2 * self.margin())
        box.midtop = (width / 2, BOX_TOP)
        return box

    def arrow_rects(self, width: int = theme.WIDTH) -> list[pygame.Rect]:
        """The scroll arrows' rects: a ▲ in the panel's top margin when rows are hidden above the window, a ▼ in
        its bottom margin when rows are hidden below (inside the panel: the ▲ once poked into the heading), each
        centred in its margin, :data:`ARROW_CLEAR` px or more from the rows' inked pixels. Pure."""
        box, (_h, first, shown), margin = self.panel_rect(width), self.window(), self.margin()
        out = []
        if first > 0:
            out.append(pygame.Rect(box.centerx - ARROW_W // 2, box.top + (margin - ARROW_H) // 2, ARROW_W, ARROW_H))
        if first + shown < len(ROWS):
            out.append(pygame.Rect(box.centerx - ARROW_W // 2, box.bottom - (margin + ARROW_H) // 2, ARROW_W,
                                   ARROW_H))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        heading = text(_("Settings"), theme.TITLE, theme.GOLD, "title", outline=5)
        ink = heading.get_bounding_rect()  # placed by its inked letters: accents and descenders included
        top = max(pygame.Rect(theme.SAFE).top + 2, BOX_TOP - HEADING_GAP - ink.height)
        surface.blit(heading, heading.get_rect(midtop=(w / 2, top - ink.top)))
        row_h, first, shown = self.window()
        box = self.panel_rect(w)
        draw_panel(surface, box, theme.INK, 235, 30)
        for arrow in self.arrow_rects(w):  # rows above / below the window: a small gold arrow in the margin
            tip, base = (arrow.top, arrow.bottom) if arrow.top < box.centery else (arrow.bottom, arrow.top)
            pygame.draw.polygon(surface, theme.GOLD, [(arrow.left, base), (arrow.right, base), (arrow.centerx, tip)])
        margin = self.margin()
        for k, (key, label) in enumerate(ROWS):
            if not first <= k < first + shown:
                continue
            y = box.top + margin + row_h * (k - first) + row_h / 2
            chosen = k == self.row
            if chosen:
                # the rows are packed (46 px for 40 px text): the chosen one is filled over its whole pitch, with a
                # gold bar at its left, and no outline its descenders could cross (they did, at every size)
                # the rows are packed: the chosen one is filled over its pitch (by the focus box's rule, 10 px
                # round its words' ink band), with a gold bar at its left, and no outline
                r = focus_box(box.left + 20, box.width - 40, y, theme.BODY, "body", content=row_words(), border=False)
                r = draw_focus(surface, r, self.row_inks(key, _(label), box, y), radius=14, border=None)
                pygame.draw.rect(surface, theme.GOLD, (r.left + 8, r.top + 6, 8, r.height - 12), border_radius=4)
            colour = theme.GOLD if chosen else theme.WHITE
            if key == "back":
                blit_text(surface, _(label), (box.centerx, y), theme.BODY + 4, colour, "title")
                continue
            blit_text(surface, _(label), (box.left + 60, y), theme.BODY, colour, anchor="midleft")
            right = box.right - 60
            if key.startswith("volume_"):
                bar = pygame.Rect(0, 0, 300, 22)
                grown = theme.scaled_size(theme.BODY) > theme.BODY  # bigger text: the bar clear of a wider value
                bar.midright = (right - (max(150, text("‹ 100 % ›", theme.BODY).get_width() + 24) if grown else 150), y)
                pygame.draw.rect(surface, theme.NIGHT, bar, border_radius=11)
                fill = bar.copy()
                fill.width = round(bar.width * getattr(self.settings, key))
                if fill.width:
                    pygame.draw.rect(surface, theme.GOLD if chosen else theme.LAMP, fill, border_radius=11)
                pygame.draw.rect(surface, theme.GREY, bar, 2, border_radius=11)
            blit_text(surface, self.shown_value(key, chosen), (right, y), theme.BODY, colour,
                      anchor="midright")
        # the help line sits between the panel and the key hints (both readable), wrapped to the title-safe width,
        # on a dark plate (issue 21: lamp-yellow words on the lit windows); a failed save is said in its place
        lines = [(line, rect.center, theme.ALERT if self.error else theme.LAMP) for line, rect in self.help_lines(w)]
        if lines:
            draw_plate(surface, plate_rect([ink_rect(line, theme.SMALL, center=at) for line, at, _c in lines]))
        for line, at, colour in lines:
            blit_text(surface, line, at, theme.SMALL, colour)
        self.prompt().draw(surface, (w / 2, PROMPT_Y))  # inside the title-safe area


# ---- settings-file notices on the first title ---------------------------------------------------------------------
_PATTERNS = (
    (re.compile(r"^Settings could not be read.*The old file is kept as"),
     N_("Your settings could not be read, so the defaults are in use. The old file was kept aside.")),
    (re.compile(r"^Settings could not be read"),
     N_("Your settings could not be read, so the defaults are in use. The old file could not be moved aside.")),
    (re.compile(r"^Settings could not be saved"),
     N_("Settings could not be saved; they stay in force until you quit.")),
    (re.compile(r"^setting '(?P<name>\w+)' = .* is not valid"),
     N_("The setting \"{name}\" was not valid and is back to its default.")),
    (re.compile(r"^settings are not a JSON object"),
     N_("Your settings file was not understood, so the defaults are in use.")),
)


#: The store's notice after invalid values were reset and the file corrected (``app.settings.SettingsStore``).
_RESET = re.compile(r"^reset (?P<n>\d+) settings? to the defaults: (?P<names>[\w, ]+); "
                    r"the file (?P<fix>was corrected|could not be corrected)")


def notice_text(notice: str) -> str:
    """A store notice (English, technical) as the player reads it, in the language in force; an unknown notice is
    shown as it is."""
    m = _RESET.search(notice)
    if m:
        from .access import ROWS as ACCESS_ROWS
        labels = dict(ROWS) | dict(ACCESS_ROWS)
        names = ", ".join(_(labels[k]) if k in labels else k for k in m["names"].split(", "))
        n = int(m["n"])
        head = ngettext("{n} setting was not valid and is back to its default: {names}.",
                        "{n} settings were not valid and are back to their defaults: {names}.", n)
        tail = (_("The settings file was corrected; the original was kept aside.") if m["fix"] == "was corrected"
                else _("The settings file could not be corrected."))
        return head.format(n=n, names=names) + " " + tail
    for pattern, template in _PATTERNS:
        m = pattern.search(notice)
        if m:
            return _(template).format(**m.groupdict())
    return notice


def take_notices(app) -> list[str]:
    """The settings store's notices not shown yet (each is handed out once per process), as raw store texts."""
    store = getattr(app, "settings_store", None)
    if store is None:
        return []
    seen = getattr(app, "_settings_notices_shown", 0)
    fresh = list(store.notices[seen:])
    app._settings_notices_shown = len(store.notices)
    return fresh


def draw_notices(surface: pygame.Surface, notices: list[str]) -> None:
    """The settings store's notices (raw store texts, shown through :func:`notice_text`) in a notice panel."""
    draw_notice_panel(surface, _("About your settings"), [notice_text(n) for n in notices])


#: Most lines a notice panel shows (the rest is cut with "…").
NOTICE_LINES = 6


def draw_notice_panel(surface: pygame.Surface, heading: str, texts: list[str]) -> None:
    """``texts`` (for the player, already in their language) under ``heading`` in a red-rimmed panel at the top of
    the frame, wrapped inside the title-safe area (at most :data:`NOTICE_LINES` lines), with "press any button"."""
    w = surface.get_width()
    lines: list[str] = []
    for t in texts:
        lines.extend(wrap_even(t, theme.SMALL, 1480))  # even lines: no word alone on a notice's last
    if len(lines) > NOTICE_LINES:
        lines = lines[:NOTICE_LINES - 1] + [lines[NOTICE_LINES - 1] + " …"]
    box = pygame.Rect(0, 0, 1600, 160 + 46 * len(lines))
    box.midtop = (w / 2, 60)
    draw_panel(surface, box, theme.INK, 245, 26, theme.RED)
    blit_text(surface, heading, (box.centerx, box.top + 44), theme.BODY, theme.GOLD, "title")
    for k, line in enumerate(lines):
        blit_text(surface, line, (box.centerx, box.top + 100 + 46 * k), theme.SMALL, theme.WHITE)
    blit_text(surface, _("Press any button"), (box.centerx, box.bottom - 34), theme.SMALL, theme.GREY)
