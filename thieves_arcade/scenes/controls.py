"""Settings → Controls: rebind confirm / back / extra action / pause per keyboard seat, swap confirm and back on pads,
rumble on or off, reset to the defaults — saved in ``settings.json`` at once (``controls``, ``pad_swap``, ``rumble``).

Any device moves the cursor (up/down the rows, left/right between the two keyboard seats on a key row). Confirm on a
key opens "Press a key for …": the next key pressed on the keyboard becomes that intent's key on that seat (a pad's
back, or 8 seconds, cancels). A key that would leave a seat without confirm or back, a key that moves a seat or F11
is refused with a sentence (:meth:`thieves_arcade.input.controls.Controls.rebind`); nothing changes then. Every
change goes through the one controls table (``input/controls.py``), so input, prompts, How to play and every hint
follow at once.
"""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from ..input.controls import INTENT_NAMES, REMAPPABLE, SEGMENT_NAMES, SEGMENTS, Controls, cap_of
from ..input.intents import Intent, IntentEvent
from ..ui import theme
from ..ui.glyphs import glyph
from ..ui.ink import draw_plate, focus_box, plate_rect
from ..ui.prompts import intent_glyphs, labels_on
from ..ui.scene import Scene
from ..ui.text import blit_text, fit_size, ink_rect, wrap
from ..ui.widgets import Prompt, draw_focus, draw_panel

#: Rows in screen order: the four remappable intents, then the pads' buttons, rumble, reset, back.
ROWS = (*REMAPPABLE, "pad_swap", "rumble", "reset", "done")
ROW_LABELS = {"pad_swap": N_("Pads"), "rumble": N_("Rumble"), "reset": N_("Reset to defaults"), "done": N_("Back")}
FAMILIES = ("xbox", "playstation", "nintendo", "generic")
#: Seconds "Press a key" waits before giving up.
CAPTURE_FOR = 8.0
ROW_H = 76
TOP = 230
#: A key row's keycaps (px high) and the room (px) between them and a chosen cell's box, above and below: the box
#: is centred on the caps (it was centred on a line of text, so the caps sat against its top border).
CAP_H, CELL_PAD = 50, 10
#: The keyboard seats' column heads' centre line (px): their ink keeps clear of the first row's chosen cell.
HEAD_Y = TOP - 33


def cell_box(column_x: float, y: float) -> pygame.Rect:
    """The chosen key cell's box (px): 420 px wide round the column's centre ``column_x``, :data:`CAP_H` +
    2 × :data:`CELL_PAD` high, centred on the row's keycaps at ``y``."""
    h = CAP_H + 2 * CELL_PAD
    return pygame.Rect(round(column_x - 210), round(y - h / 2), 420, h)


class ControlsScene(Scene):
    """The Controls screen (see the module docstring). ``row`` indexes :data:`ROWS`; ``column`` is the keyboard
    seat (0 WASD, 1 arrows) on a key row; ``capturing`` is ``(segment, intent)`` while waiting for a key; ``message``
    is the last refusal (or confirmation) sentence."""

    name = "controls"

    def __init__(self, app):
        super().__init__(app)
        self.row = 0
        self.column = 0
        self.capturing: tuple[str, str] | None = None
        self.capture_t = 0.0
        self.message = ""
        self.t = 0.0

    @property
    def controls(self) -> Controls:
        """The controls in force (from the settings)."""
        return Controls.of(self.app)

    # ---- changes ------------------------------------------------------------------------------------------------
    def store(self, controls: Controls) -> None:
        """Put ``controls`` in the settings, in force (``app.apply_controls``), and save them."""
        s = self.app.settings
        s.controls, s.pad_swap = controls.overrides(), controls.pad_swap
        self.apply_and_save()

    def apply_and_save(self) -> None:
        """Apply the settings' controls and rumble switch now and save the settings (if the app has a store)."""
        if hasattr(self.app, "apply_controls"):
            self.app.apply_controls()
        store = getattr(self.app, "settings_store", None)
        if store is not None and not store.save(self.app.settings):
            self.message = _("Settings could not be saved; they stay in force until you quit.")

    def rebind(self, segment: str, intent: str, key: str) -> bool:
        """Bind pygame key name ``key`` to ``intent`` on ``segment``; a refusal is kept in ``message``. Returns
        whether it changed."""
        controls = self.controls
        problem = controls.rebind(segment, intent, key)
        if problem:
            self.message = problem
            self.app.audio.play("caught")
            return False
        self.message = ""
        self.store(controls)
        self.app.audio.play("join")
        return True

    def capture(self, key: str) -> None:
        """The key pressed while "Press a key for …" is up (the input manager hands it over raw)."""
        if self.capturing is None:
            return
        segment, intent = self.capturing
        self.stop_capture()
        self.rebind(segment, intent, key)

    def start_capture(self, segment: str, intent: str) -> None:
        """Wait for the next key for ``intent`` on ``segment``."""
        self.capturing, self.capture_t, self.message = (segment, intent), 0.0, ""
        if hasattr(self.app, "input") and hasattr(self.app.input, "capture_key"):
            self.app.input.capture_key(self.capture)

    def stop_capture(self) -> None:
        """Stop waiting for a key."""
        self.capturing = None
        if hasattr(self.app, "input") and hasattr(self.app.input, "capture_key"):
            self.app.input.capture_key(None)

    def exit(self) -> None:
        self.stop_capture()

    # ---- scene --------------------------------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        if self.capturing is not None:
            if i == Intent.BACK and not event.device.startswith("kb:"):
                self.stop_capture()
            return None
        key = ROWS[self.row]
        if i in (Intent.UP, Intent.DOWN):
            self.row = max(0, min(len(ROWS) - 1, self.row + (1 if i == Intent.DOWN else -1)))
            self.app.audio.play("click")
        elif i in (Intent.LEFT, Intent.RIGHT) and key in REMAPPABLE:
            self.column = 1 if i == Intent.RIGHT else 0
            self.app.audio.play("click")
        elif i in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM) and key in ("pad_swap", "rumble"):
            self.toggle(key)
        elif i == Intent.CONFIRM and key in REMAPPABLE:
            self.start_capture(SEGMENTS[self.column], key)
            self.app.audio.play("click")
        elif i == Intent.CONFIRM and key == "reset":
            controls = self.controls
            controls.reset()
            self.store(controls)
            self.message = _("Every control is back to its default.")
            self.app.audio.play("join")
        elif i == Intent.CONFIRM and key == "done" or i in (Intent.BACK, Intent.PAUSE):
            self.app.audio.play("click")
            self.app.scenes.pop()
        return None

    def toggle(self, key: str) -> None:
        """Flip "pads: confirm/back swapped" or rumble, apply and save."""
        if key == "pad_swap":
            controls = self.controls
            controls.pad_swap = not controls.pad_swap
            self.store(controls)
        else:
            self.app.settings.rumble = not self.app.settings.rumble
            self.apply_and_save()
            if self.app.settings.rumble and hasattr(self.app, "input"):
                for pad in [d for d in self.app.input.devices if d.startswith("pad:")]:
                    self.app.input.rumble(pad, 0.5, 200)  # feel it
        self.message = ""
        self.app.audio.play("click")

    def update(self, dt: float) -> None:
        self.t += dt
        if self.capturing is not None:
            self.capture_t += dt
            if self.capture_t >= CAPTURE_FOR:
                self.stop_capture()

    # ---- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        blit_text(surface, _("Controls"), (w / 2, 100), theme.TITLE, theme.GOLD, "title", outline=5)
        controls = self.controls
        drop = self.row_drop()
        box = pygame.Rect(0, 0, 1560, ROW_H * len(ROWS) + 74 + drop)  # the last row's title-face "Back" inside it
        box.midtop = (w / 2, TOP - 64)  # room for the column heads above the first row's chosen cell
        draw_panel(surface, box, theme.INK, 235, 30)
        label_x, cols = box.left + 50, (box.left + 720, box.left + 1170)
        for c, segment in enumerate(SEGMENTS):
            head = _(SEGMENT_NAMES[segment])  # fitted to its column with 40 px between (they ran together at 150 %)
            blit_text(surface, head, (cols[c], HEAD_Y), fit_size(head, theme.SMALL, cols[1] - cols[0] - 40),
                      theme.LAMP)
        for k, key in enumerate(ROWS):
            y = TOP + 40 + drop + ROW_H * k
            chosen = k == self.row
            colour = theme.GOLD if chosen else theme.WHITE
            if chosen and key in REMAPPABLE:  # round its keycaps, or round "Press a key…" while it waits for one
                r = cell_box(cols[self.column], y) if self.capturing is None else focus_box(
                    cols[self.column] - 210, 420, y, capture_size(), least=ROW_H - 12)
                draw_focus(surface, r, radius=18)  # the one painter: 10 px round the row's ink band
            elif chosen:
                titled = key not in ("pad_swap", "rumble")  # Reset, Back: the title font
                size, kind = (title_size(), "title") if titled else (theme.BODY, "body")
                r = focus_box(box.left + 20, box.width - 40, y, size, kind, least=ROW_H - 12,
                              content=_(ROW_LABELS[key]) if key in ROW_LABELS else "")
                draw_focus(surface, r, radius=18)  # the one painter: 10 px round the row's ink band
            if key in REMAPPABLE:
                blit_text(surface, _(INTENT_NAMES[key]), (label_x, y), theme.BODY, theme.WHITE, anchor="midleft")
                for c, segment in enumerate(SEGMENTS):
                    if self.capturing == (segment, key):
                        blit_text(surface, _("Press a key…"), (cols[c], y), capture_size(), theme.GOLD)
                        continue
                    names = list(dict.fromkeys(cap_of(k2) for k2 in controls.keys[segment][key]))  # Enter once
                    caps = [glyph("keyboard", name, CAP_H) for name in names]
                    _row(surface, caps, (cols[c], y))
            elif key == "pad_swap":
                blit_text(surface, _(ROW_LABELS[key]), (label_x, y), theme.BODY, colour, anchor="midleft")
                self._draw_pad_row(surface, controls, (box.left + 940, y))
            elif key == "rumble":
                blit_text(surface, _(ROW_LABELS[key]), (label_x, y), theme.BODY, colour, anchor="midleft")
                value = _("On") if getattr(self.app.settings, "rumble", True) else _("Off")
                blit_text(surface, f"‹ {value} ›" if chosen else value, (box.left + 940, y), theme.BODY, colour)
            else:
                blit_text(surface, _(ROW_LABELS[key]), (box.centerx, y), title_size(), colour, "title")
        y = box.bottom + 34
        lines = []  # (line, size, colour): under the panel, on a dark plate (issue 21: over the lit windows)
        if self.capturing is not None:
            segment, intent = self.capturing
            line = _("Press the new {intent} key for {segment} (a pad's back cancels)").format(
                intent=_(INTENT_NAMES[intent]).lower(), segment=_(SEGMENT_NAMES[segment]))
            lines.append((line, fit_size(line, theme.SMALL, 1600), theme.GOLD))
        elif self.message:  # one line, shrunk towards 36 px to fit (as the lobby's refusal), else two
            size = fit_size(self.message, theme.SMALL, 1600)
            lines += [(line, size, theme.ALERT) for line in wrap(self.message, size, 1600)[:2]]
        step = max(44, theme.line_height(theme.SMALL, spacing=1.0) + 4)  # apart at 150 % (they overlapped)
        at = [(w / 2, y + step * k) for k in range(len(lines))]
        if lines:
            draw_plate(surface, plate_rect([ink_rect(line, size, center=c) for (line, size, _c), c in
                                            zip(lines, at, strict=True)]))
        for (line, size, colour), c in zip(lines, at, strict=True):
            blit_text(surface, line, c, size, colour)
        Prompt([(Intent.UP, _("Move")), (Intent.CONFIRM, _("Change")), (Intent.BACK, _("Back"))],
               app=self.app).draw(surface, (w / 2, 1000))

    @staticmethod
    def row_drop() -> int:
        """How much lower (px) the rows start, the panel growing as much: 0 at 100 % text; with bigger text the
        chosen row's focus box (its ink band and the focus box's rule, ``ui.ink.focus_box``) outgrows the rows'
        pitch, and the first row's box would reach the column heads above it (150 %: 12 px). Pure."""
        from ..ui.ink import band
        from ..ui.widgets import FOCUS_PAD
        top, bottom, _height = band(theme.BODY)
        return max(0, bottom - top + 2 * FOCUS_PAD - ROW_H + 4)

    def _draw_pad_row(self, surface, controls: Controls, centre) -> None:
        """Confirm and back on each pad family, as the pads are set now: "[A] [✕] [A] [•] confirm · [B] … back"."""
        parts = []
        for intent, word in ((Intent.CONFIRM, _("confirm")), (Intent.BACK, _("back"))):
            parts.append([g for fam in FAMILIES for g in _pad_glyph(fam, intent, controls)])
            parts.append(word)
        x = centre[0] - 330
        for part in parts:
            if isinstance(part, str):
                drawn = blit_text(surface, part, (x, centre[1]), theme.SMALL, theme.WHITE, anchor="midleft")
                x = drawn.right + 30
            else:
                for g in part:
                    surface.blit(g, g.get_rect(midleft=(x, centre[1])))
                    x += g.get_width() + 4
                x += 8


def _pad_glyph(family: str, intent: Intent, controls: Controls) -> list[pygame.Surface]:
    pos = controls.pad_position(family, intent.value, labels_on())
    return [glyph(family, pos, 48)] if pos else intent_glyphs(family, None, intent, 48)


def _row(surface, glyphs: list[pygame.Surface], centre) -> None:
    total = sum(g.get_width() for g in glyphs) + 8 * (len(glyphs) - 1)
    x = centre[0] - total / 2
    for g in glyphs:
        surface.blit(g, g.get_rect(midleft=(x, centre[1])))
        x += g.get_width() + 8


def capture_size() -> int:
    """The size of "Press a key…" in its 420 px cell while a key is awaited: ``theme.SMALL``, shrunk to 380 px wide
    ('Appuie sur une touche…' crossed the cell at bigger text)."""
    return fit_size(_("Press a key…"), theme.SMALL, 380)


def title_size() -> int:
    """The size of the Reset and Back rows' words (the title font, ``theme.BODY`` + 4 at the usual text size): at
    bigger text it shrinks until their ink and a chosen box's border fit one row's pitch (:data:`ROW_H`), so they no
    longer reach into the row above's box (French "Réglages d'origine" did at 150 %); never drawn under 36 px."""
    from ..ui.ink import band
    size = theme.BODY + 4
    while theme.scaled_size(size - 2) >= theme.SMALL:
        top, bottom, _height = band(size, "title", "Réglages d'origine")
        if bottom - top + 16 <= ROW_H - 12:
            break
        size -= 2
    return size
