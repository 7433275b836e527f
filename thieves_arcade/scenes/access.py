"""Settings → Accessibility: text size, colour-blind palette, reduced motion, animation speed, bot thinking pause,
sound captions, and the "adjust screen edges" frame (issue 21, ``docs/accessibility.md``).

Any device: up/down choose a row, left/right change its value (an ordered scale — text size, animation speed, bot
pause — stops at its ends; the palettes and captions wrap round), confirm cycles it (on "Adjust screen edges": opens
the frame; on "Back": closes), back closes. Every change is in force at once (``ui.access`` reads the settings live;
:func:`thieves_arcade.ui.access.refresh` rebuilds the palette, the title-safe rect and the text caches) and is saved
through ``app.settings_store`` as the Settings screen does. Nothing here needs a held button.

:class:`OverscanScene` shows a frame along the screen's edges that the player shrinks (left / down) or grows
(right / up) until all of it is visible; confirm keeps it, back puts the old one back. It is drawn unshrunk
(``unscaled``), so the frame sits exactly where the TV's edges are.
"""

from __future__ import annotations

import pygame

from ..app.settings import ANIM_SPEEDS, BOT_PAUSES, CAPTIONS, OVERSCAN_RANGE, PALETTES, TEXT_SIZES
from ..i18n import N_, _
from ..input.intents import Intent, IntentEvent
from ..ui import access, theme
from ..ui.ink import PLATE_PAD, band, draw_plate, focus_box, plate_rect
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, ink_rect, wrap
from ..ui.widgets import FOCUS_PAD, Prompt, draw_focus, draw_panel

#: Rows in screen order: (settings field, "overscan" (opens the frame) or "back"; English label).
ROWS = (
    ("text_size", N_("Text size")),
    ("palette", N_("Colour-blind palette")),
    ("reduced_motion", N_("Reduced motion")),
    ("anim_speed", N_("Animation speed")),
    ("bot_pause", N_("Bot thinking pause")),
    ("captions", N_("Sound captions")),
    ("overscan", N_("Adjust screen edges")),
    ("back", N_("Back")),
)
HELP = {
    "text_size": N_("Bigger text on every screen"),
    "palette": N_("Seat, card, loot-line and stamp colours made for this kind of colour blindness"),
    "reduced_motion": N_("No flashes or shakes, fewer sparkles, shorter animations: every move is still shown"),
    "anim_speed": N_("How fast cards, tiles and tokens move (confirm during a move also hurries it)"),
    "bot_pause": N_("How long the bots think before they play"),
    "captions": N_("Short words for the sounds that matter; Auto: when the sound is off"),
    "overscan": N_("If your TV cuts the edges, shrink the picture until you see all of it"),
    "back": N_("Back to the settings"),
}
VALUE_LABELS = {
    "off": N_("Off"), "deuteranopia": N_("Deuteranopia (green-weak)"), "protanopia": N_("Protanopia (red-weak)"),
    "tritanopia": N_("Tritanopia (blue-weak)"), "short": N_("short"), "normal": N_("normal"), "long": N_("long"),
    "auto": N_("Auto"), "on": N_("On"),
}
#: The settings each row cycles through, in order.
CHOICES = {"text_size": TEXT_SIZES, "palette": PALETTES, "anim_speed": ANIM_SPEEDS, "bot_pause": BOT_PAUSES,
           "captions": CAPTIONS}
#: The rows whose choices are an ordered scale (smaller → bigger, slower → faster, shorter → longer): left / right
#: stop at its ends (150 % text does not jump back to 100 % on right); confirm still cycles round. The palettes
#: and the captions' auto / on / off are a ring: left / right wrap round.
SCALES = frozenset({"text_size", "anim_speed", "bot_pause"})
ROW_H = 74
BOX_TOP = 180
#: Least gap (px) between a chosen row's box and the inked pixels of the rows beside it (issue 21: at 150 % "Back"'s
#: box lay 6 px under "Adjust screen edges"' descenders).
BOX_CLEAR = 12
#: The panel's margin (px) above and below its rows when some are hidden (bigger text): room for the ▲ / ▼.
SCROLL_MARGIN = 34
#: Least gap (px) between a row's label and its value.
ROW_GAP = 40
#: Least room (px) between the "adjust screen edges" texts and the frame's sides (its 10 px rim included).
FRAME_MARGIN = 40


def save_settings(app) -> bool:
    """Save ``app.settings`` through ``app.settings_store`` (if any); returns whether it was saved."""
    store = getattr(app, "settings_store", None)
    return store is not None and store.save(app.settings)


class AccessScene(Scene):
    """The accessibility and pacing menu (see the module docstring). ``row`` is the highlighted row."""

    name = "access"

    def __init__(self, app):
        super().__init__(app)
        self.row = 0
        self.t = 0.0
        self.error = ""

    @property
    def settings(self):
        """The app's settings."""
        return self.app.settings

    def change(self, key: str, step: int, cycle: bool = True) -> None:
        """Move setting ``key`` by ``step`` (a switch flips, a choice moves on, round from the last to the first,
        or with ``cycle`` false stopping at the ends); put it in force and save. Raises ``ValueError`` for a key
        that is not a setting of this screen."""
        s = self.settings
        if key == "reduced_motion":
            s.reduced_motion = not s.reduced_motion
        elif key in CHOICES:
            options = CHOICES[key]
            k = options.index(getattr(s, key)) + step
            if not cycle and not 0 <= k < len(options):
                return  # an ordered scale's end: nothing changes, nothing is saved
            setattr(s, key, options[k % len(options)])
        else:
            raise ValueError(f"unknown setting {key!r}; known: {', '.join(k for k, _l in ROWS)}")
        access.refresh()
        self.error = "" if save_settings(self.app) or getattr(self.app, "settings_store", None) is None else \
            _("Settings could not be saved; they stay in force until you quit.")

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        key = ROWS[self.row][0]
        if i in (Intent.UP, Intent.DOWN):
            self.row = max(0, min(len(ROWS) - 1, self.row + (1 if i == Intent.DOWN else -1)))
            self.app.audio.play("click")
        elif key == "overscan" and i in (Intent.CONFIRM, Intent.RIGHT, Intent.LEFT):
            self.app.audio.play("click")
            self.app.scenes.push(OverscanScene(self.app))
        elif key == "back" and i == Intent.CONFIRM or i in (Intent.BACK, Intent.PAUSE):
            self.app.audio.play("click")
            self.app.scenes.pop()
        elif key != "back" and i in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM):
            self.change(key, -1 if i == Intent.LEFT else 1, cycle=i == Intent.CONFIRM or key not in SCALES)
            self.app.audio.play("click")
        return None

    def update(self, dt: float) -> None:
        self.t += dt

    def value_text(self, key: str) -> str:
        """Row ``key``'s value as shown ("125 %", "Deuteranopia (green-weak)", "1.5×", "5 %")."""
        s = self.settings
        if key == "text_size":
            return f"{s.text_size} %"
        if key == "reduced_motion":
            return _("On") if s.reduced_motion else _("Off")
        if key == "anim_speed":
            return f"{s.anim_speed:g}×"
        if key in ("palette", "bot_pause", "captions"):
            return _(VALUE_LABELS[getattr(s, key)])
        if key == "overscan":
            return f"{s.overscan} % ›"
        return ""

    def shown_value(self, key: str, chosen: bool) -> str:
        """Row ``key``'s value as drawn: :meth:`value_text`, between "‹ ›" on the chosen row — but for "Adjust
        screen edges", which opens a screen: its "5 % ›" as it is (the chosen box was measured for "‹ 5 % › ›")."""
        value = self.value_text(key)
        return f"‹ {value} ›" if chosen and key != "overscan" else value

    def panel_rect(self, width: int = theme.WIDTH) -> pygame.Rect:
        """The rows' panel on a ``width``-px frame: 1500 px wide, with bigger text (Settings → Accessibility) as
        wide as the title-safe area allows, so a row's label and a long value ("‹ Deuteranopia (green-weak) ›")
        both keep the text size. Pure."""
        safe = pygame.Rect(theme.SAFE)
        wide = safe.width - 40 if theme.scaled_size(theme.BODY) > theme.BODY else 1500
        _first, shown = self.window()
        box = pygame.Rect(0, 0, min(wide, safe.width), self.pitch() * shown + 2 * self.margin())
        box.midtop = (width / 2, max(BOX_TOP, safe.top + 126))
        return box

    def margin(self) -> int:
        """The panel's margin (px) above its first row shown and under its last: 20, or :data:`SCROLL_MARGIN` when
        rows are hidden (room for the ▲ / ▼). Pure."""
        return 20 if self.window()[1] == len(ROWS) else SCROLL_MARGIN

    def fits(self, rows: int) -> bool:
        """Whether a panel of ``rows`` rows (at the text size in force) leaves room under it for a two-line help on
        its plate and the key hints, the plate 12 px over them. Pure."""
        safe = pygame.Rect(theme.SAFE)
        margin = 20 if rows >= len(ROWS) else SCROLL_MARGIN
        bottom = max(BOX_TOP, safe.top + 126) + self.pitch() * rows + 2 * margin
        small = theme.font(theme.SMALL).get_height()
        y = bottom + max(36, 12 + small / 2) + max(44, theme.line_height(theme.SMALL, spacing=1.0) + 4)
        _top, ink_bottom, height = band(theme.SMALL)  # the second line's ink, as drawn centred at ``y``
        return y + ink_bottom - height / 2 + PLATE_PAD + 12 <= self.prompt().top((theme.WIDTH / 2, safe.bottom - 36))

    def window(self) -> tuple[int, int]:
        """``(first row shown, rows shown)``: every row when they fit (:meth:`fits`); else, with bigger text, a
        window of as many as fit round the chosen one (150 %: the chosen row's focus box and its clearance from
        the rows beside it make the rows taller than the screen allows). Pure."""
        n = len(ROWS)
        shown = n if self.fits(n) else max([3] + [k for k in range(n) if self.fits(k)])
        return max(0, min(self.row - shown // 2, n - shown)), shown

    def arrow_rects(self, width: int = theme.WIDTH) -> list[pygame.Rect]:
        """The ▲ / ▼ (px) in the panel's top and bottom margins when rows are hidden above / below. Pure."""
        first, shown = self.window()
        box = self.panel_rect(width)
        out = []
        if first > 0:
            out.append(pygame.Rect(box.centerx - 20, box.top + (SCROLL_MARGIN - 14) // 2, 40, 14))
        if first + shown < len(ROWS):
            out.append(pygame.Rect(box.centerx - 20, box.bottom - (SCROLL_MARGIN + 14) // 2, 40, 14))
        return out

    @staticmethod
    def prompt() -> Prompt:
        """The key hints under the help (move, change, back)."""
        return Prompt([(Intent.UP, _("Move")), (Intent.LEFT, _("Change")), (Intent.BACK, _("Back"))], keys=False)

    @staticmethod
    def pitch() -> int:
        """The rows' pitch (px): :data:`ROW_H`, or with bigger text what the chosen row's focus box needs — its ink
        band with the focus box's rule round it (``ui.widgets.FOCUS_PAD``) and :data:`BOX_CLEAR` to the ink of the
        rows beside it (83 px at 150 %). Pure."""
        words = [_(label) for key, label in ROWS if key != "back"] + ["‹ 150 % ›", _("On"), _("Off")]
        words += [_(v) for v in VALUE_LABELS.values()]
        top, bottom, _height = band(theme.BODY, "body", " ".join(words))  # every word a row can show
        return max(ROW_H, bottom - top + FOCUS_PAD + BOX_CLEAR)

    @staticmethod
    def back_drop() -> int:
        """How much lower (px) than the rows' pitch the "Back" row sits, into the panel's bottom margin: 0 at 100 %
        text; with bigger text its title-font word and the chosen boxes around it grow into the rows' gap, so it
        moves down by half the growth of the body size (10 px at 150 %) and keeps :data:`BOX_CLEAR` from "Adjust
        screen edges" (6 px at 150 %). The chosen box's pad is 6 px then, not 8 (the 4 px border and the
        audits' 2 px gap round the row's ink band): :data:`BOX_CLEAR` from the rows beside it too. Pure."""
        return (theme.scaled_size(theme.BODY) - theme.BODY) // 2

    def row_y(self, k: int, box: pygame.Rect) -> float:
        """The centre (px) of row ``k`` in the rows' panel ``box`` ("Back" :meth:`back_drop` lower). Pure."""
        pitch = self.pitch()
        first, _shown = self.window()
        return box.top + self.margin() + pitch * (k - first) + pitch / 2 + \
            (self.back_drop() if ROWS[k][0] == "back" else 0)

    @staticmethod
    def row_sizes(label: str, value: str, width: int) -> tuple[int, int]:
        """``(label size, value size)`` (nominal px) for a row of a ``width``-px panel: both at body size when they
        fit side by side with :data:`ROW_GAP` px between them; otherwise each shrinks to its share of the row
        (its width's share), never under 36 px drawn — so a long value takes the room a short label leaves."""
        room = width - 120 - ROW_GAP
        lw, vw = (theme.font(theme.BODY).size(t)[0] for t in (label, value))
        if lw + vw <= room:
            return theme.BODY, theme.BODY
        return fit_size(label, theme.BODY, room * lw / (lw + vw)), fit_size(value, theme.BODY, room * vw / (lw + vw))

    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        safe = pygame.Rect(theme.SAFE)
        blit_text(surface, _("Accessibility"), (w / 2, safe.top + 4), theme.TITLE, theme.GOLD, "title",
                  anchor="midtop", outline=5)
        box = self.panel_rect(w)
        box.midtop = (w / 2, max(BOX_TOP, safe.top + 126))
        draw_panel(surface, box, theme.INK, 235, 30)
        for arrow in self.arrow_rects(w):  # rows above / below the window: a small gold arrow in the margin
            tip, base = (arrow.top, arrow.bottom) if arrow.top < box.centery else (arrow.bottom, arrow.top)
            pygame.draw.polygon(surface, theme.GOLD, [(arrow.left, base), (arrow.right, base), (arrow.centerx, tip)])
        first, count = self.window()
        for k, (key, label) in enumerate(ROWS):
            if not first <= k < first + count:
                continue
            y = self.row_y(k, box)
            chosen = k == self.row
            if chosen:
                size, kind = (theme.BODY + 4, "title") if key == "back" else (theme.BODY, "body")
                words = _(label) if key == "back" else _(label) + self.shown_value(key, True)
                r = focus_box(box.left + 20, box.width - 40, y, size, kind, least=ROW_H - 8, content=words)
                draw_focus(surface, r, radius=18)  # the one painter: 10 px round the row's ink band
            colour = theme.GOLD if chosen else theme.WHITE
            if key == "back":
                blit_text(surface, _(label), (box.centerx, y), theme.BODY + 4, colour, "title")
                continue
            shown = self.shown_value(key, chosen)
            label_size, value_size = self.row_sizes(_(label), shown, box.width)
            blit_text(surface, _(label), (box.left + 60, y), label_size, colour, anchor="midleft")
            blit_text(surface, shown, (box.right - 60, y), value_size, colour, anchor="midright")
        # the help under the panel: 12 px from it, its lines apart by their height (at 150 % they touched)
        # on a dark plate (issue 21: lamp-yellow words on the lit windows); a failed save is said in its place
        y = box.bottom + max(36, 12 + theme.font(theme.SMALL).get_height() / 2)
        lines = []
        for line in wrap(self.error or _(HELP[ROWS[self.row][0]]), theme.SMALL, safe.width - 40)[:2]:
            lines.append((line, (w / 2, y), theme.ALERT if self.error else theme.LAMP))
            y += max(44, theme.line_height(theme.SMALL, spacing=1.0) + 4)
        draw_plate(surface, plate_rect([ink_rect(line, theme.SMALL, center=at) for line, at, _c in lines]))
        for line, at, colour in lines:
            blit_text(surface, line, at, theme.SMALL, colour)
        self.prompt().draw(surface, (w / 2, safe.bottom - 36))


class OverscanScene(Scene):
    """"Adjust screen edges": a frame along the edges of the visible picture; left/down shrink it, right/up grow it
    (one per cent of the frame per side each press), confirm keeps it, back restores the value it opened with."""

    name = "overscan"
    #: Drawn as it is, never shrunk by the overscan (the frame marks the screen's own edges).
    unscaled = True

    def __init__(self, app):
        super().__init__(app)
        self.start = app.settings.overscan

    def set(self, value: int) -> None:
        """Put overscan ``value`` (per cent per side, clamped to the allowed range) in force (not saved yet)."""
        lo, hi = OVERSCAN_RANGE
        self.app.settings.overscan = max(lo, min(hi, value))
        access.refresh()

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        if i in (Intent.LEFT, Intent.DOWN, Intent.RIGHT, Intent.UP):
            self.set(self.app.settings.overscan + (1 if i in (Intent.LEFT, Intent.DOWN) else -1))
            self.app.audio.play("click")
        elif i == Intent.CONFIRM:
            save_settings(self.app)
            self.app.audio.play("click")
            self.app.scenes.pop()
        elif i in (Intent.BACK, Intent.PAUSE):
            self.set(self.start)
            self.app.audio.play("click")
            self.app.scenes.pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.NIGHT)
        frame = pygame.Rect(access.screen_rect(surface.get_size()))
        pygame.draw.rect(surface, theme.GOLD, frame, 10)
        arm = 90
        for (x, y), (dx, dy) in zip((frame.topleft, frame.topright, frame.bottomleft, frame.bottomright),
                                    ((1, 1), (-1, 1), (1, -1), (-1, -1)), strict=True):
            x, y = x + dx * 5, y + dy * 5
            pygame.draw.polygon(surface, theme.WHITE, [(x, y), (x + dx * arm, y), (x, y + dy * arm)])
        cx, cy = frame.center
        size = fit_size(_("Adjust screen edges"), theme.HEADING, frame.width - 200, "title")
        blit_text(surface, _("Adjust screen edges"), (cx, cy - 170), size, theme.GOLD, "title", outline=4)
        lines = wrap(_("Shrink the frame until you can see all of it and its four white corners."), theme.BODY,
                     frame.width - 260)
        step = max(52, theme.line_height(theme.BODY, spacing=1.0) + 6)  # lines apart at every text size
        for k, line in enumerate(lines):
            blit_text(surface, line, (cx, cy - 70 + step * k), theme.BODY, theme.WHITE)
        hidden_y = max(cy + 110, cy - 70 + step * len(lines) + 12)  # below the last line, however many
        blit_text(surface, _("Edges hidden: {n} %").format(n=self.app.settings.overscan), (cx, hidden_y),
                  theme.BODY, theme.LAMP)
        Prompt([(Intent.LEFT, _("Shrink / grow")), (Intent.CONFIRM, _("Keep")), (Intent.BACK, _("Cancel"))],
               keys=False).draw(surface, (cx, hidden_y + 110), max_width=frame.width - 2 * FRAME_MARGIN)
