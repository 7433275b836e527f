"""How to play: a short illustrated rules screen per game (3–4 panels), with that game's controls as button glyphs.

Opened from the lobby (alt: X / Q / Right-Ctrl) as ``HowToScene(app, game_id, device)``; ``device`` (the one that
asked) picks the glyphs: a pad shows its family's face buttons (SDL's controller type) and a drawn d-pad, a keyboard
segment shows its own keys — both from the one controls table (``input/controls.py``), remapped keys included.
Any device: left/right turn the page, confirm turns it (and
closes after the last), back / alt / pause close.

The five games' pages, controls and option texts are data in ``scenes/howto_pages.py`` (condensed from
``rules/<game>.md``, marked with ``N_``; each game's registry entry names its :class:`HowTo` there); they are
translated when drawn. The pictures are the game's own sprites (``docs/art.md``), placed per panel as data:
``(sprite name, dx, dy, scale)`` from the picture's centre, or ``("label", text, dx, dy, colour)``, or
``("mark", "cross" | "check", dx, dy, colour)``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from .. import games
from ..i18n import N_, _
from ..input.intents import Intent, IntentEvent
from ..ui import prompts, theme
from ..ui.cache import surface_cache
from ..ui.prompts import dpad
from ..ui.scene import Scene
from ..ui.text import blit_text, text, wrap
from ..ui.widgets import Prompt, draw_panel

GOLD, WHITE, RED, GREEN = theme.GOLD, theme.WHITE, theme.RED, theme.GREEN


@dataclasses.dataclass(frozen=True)
class Panel:
    """One page: ``title`` and ``body`` (English, translated when drawn) and the picture's ``pieces``."""

    title: str
    body: str
    pieces: tuple = ()
    #: ``(name, value)`` pairs formatted into the translated body (``{n}``).
    args: tuple = ()
    #: Sentences joined after the body for the options in force: ``(English text, args pairs)`` each.
    extra: tuple = ()

    def words(self) -> str:
        """The page's body in the language in force: the body and its extra sentences, translated and formatted
        (paragraphs split by newlines)."""
        parts = [_(self.body).format(**dict(self.args))]
        parts += [_(text).format(**dict(args)) for text, args in self.extra]
        return "\n".join(parts)


@dataclasses.dataclass(frozen=True)
class Control:
    """One control hint: ``intents`` shown on a keyboard (and on a pad unless ``pad`` is given), and ``label``."""

    intents: tuple[Intent, ...]
    label: str
    pad: tuple[Intent, ...] | None = None


L, R, U, D = Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN
OK, BACK, ALT, PAUSE = Intent.CONFIRM, Intent.BACK, Intent.ALT, Intent.PAUSE

PAUSE_CONTROL = Control((PAUSE,), N_("Pause"))
#: Shown with the page keys: at a table, confirm during the animations fast-forwards them (one press: nothing needs
#: holding; Settings → Accessibility sets the animation speed).
HURRY = N_("At the table: hurry a move")


@dataclasses.dataclass(frozen=True)
class HowTo:
    """A game's How to play, as its registry entry names it (:class:`thieves_arcade.games.GameEntry` ``howto``).

    ``panels``: the pages for the default options (3–5); ``controls``: what the table does with the intents (the
    pause control is added by the screen); ``adapt(pages, options, players)`` (optional) edits the list of pages
    in place for the options in force (a page's body swapped, a sentence joined, a page added)."""

    panels: tuple[Panel, ...]
    controls: tuple[Control, ...]
    adapt: Callable[[list[Panel], dict, int | None], None] | None = None




def howto_of(game_id: str) -> HowTo | None:
    """The How to play of ``game_id`` its registry entry names, or ``None`` (no entry, or no pages)."""
    entry = games.get(game_id)
    return games.load(entry.howto) if entry is not None and entry.howto else None


def has_howto(game_id: str) -> bool:
    """Whether ``game_id`` has How to play pages (the lobby and the pause offer them only then)."""
    return howto_of(game_id) is not None


def pages(game_id: str, options: dict | None = None, players: int | None = None) -> tuple[Panel, ...]:
    """The How to play pages of ``game_id`` for the options in force: ``options`` as the lobby passes them to the
    table (a ``preset`` is expanded by the engine's ``resolve_options``; keys the engine does not know, such as
    the table-only ``odds_hint``, are left out), ``players`` the seats (the automatic options that depend on it).
    Raises ``ValueError`` for a game without pages, an unknown preset or option value (the engine's message)."""
    from ..engine import get_game
    howto = howto_of(game_id)
    if howto is None:
        raise ValueError(f"no How to play for {game_id!r}; known: {', '.join(g for g in games.ids() if has_howto(g))}")
    base = list(howto.panels)
    game = get_game(game_id)
    known = {k: v for k, v in (options or {}).items() if k == "preset" or k in game.default_options}  # table-only
    opts = game.resolve_options(known)  # options (Pickpocket's odds hint) are not the rules' business
    if howto.adapt is not None:
        howto.adapt(base, opts, players)
    return tuple(base)

GLYPH_SIZE = 60
#: Seconds a page takes to slide in.
SLIDE = 0.25


@surface_cache(4)
def _scaled(name: str, scale: float) -> pygame.Surface:
    from ..ui.sprites import sprite
    img = sprite(name)
    if scale == 1.0:
        return img
    return pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))


def _draw_mark(surface: pygame.Surface, shape: str, centre: tuple[float, float], colour: tuple) -> None:
    """A thick ``cross`` or ``check`` mark (the title font has no such glyphs), ink-rimmed, about 90 px."""
    x, y = centre
    strokes = ([((x - 36, y - 36), (x + 36, y + 36)), ((x - 36, y + 36), (x + 36, y - 36))] if shape == "cross" else
               [((x - 40, y + 2), (x - 10, y + 34)), ((x - 10, y + 34), (x + 42, y - 36))])
    for width, col in ((26, theme.INK), (16, colour)):
        for a, b in strokes:
            pygame.draw.line(surface, col, a, b, width)
            pygame.draw.circle(surface, col, a, width // 2)
            pygame.draw.circle(surface, col, b, width // 2)


def device_family(app, device: str | None) -> str:
    """The glyph family of ``device``: ``keyboard`` for a keyboard segment (or none), else the pad's family (SDL's
    controller type, ``ui.prompts.device_family``)."""
    if device is None or device.startswith("kb:"):
        return "keyboard"
    return prompts.device_family(app, device)


def control_glyphs(app, device: str | None, control: Control, size: int = GLYPH_SIZE) -> list[pygame.Surface]:
    """The glyph surfaces that show ``control`` for ``device`` — keys of its keyboard segment, or pad buttons — as
    the controls table binds them now (``input/controls.py``: a remapped key shows here too)."""
    family = device_family(app, device)
    if family == "keyboard":
        segment = device if device in ("kb:left", "kb:right") else "kb:right"
        return [prompts.single_glyph(app, segment, intent, size) for intent in control.intents]
    intents = control.pad or control.intents
    dirs = tuple(i.value for i in intents if i in (U, D, L, R))
    out = [dpad(dirs, size)] if dirs else []
    for intent in intents:
        if intent not in (U, D, L, R):
            out.append(prompts.intent_glyphs(family, device, intent, size, app)[0])
    return out


class HowToScene(Scene):
    """The rules pages of ``game_id`` (see the module docstring); ``page`` is the page shown. Raises
    ``ValueError`` naming the games with pages for an unknown game."""

    name = "howto"

    def __init__(self, app, game_id: str, device: str | None = None, options: dict | None = None,
                 players: int | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.device = device
        self.panels = pages(game_id, options, players)  # the pages for the options in force (ValueError: none)
        self.controls = (*howto_of(game_id).controls, PAUSE_CONTROL)
        self.page = 0
        self.t = 0.0
        self.since = SLIDE  # seconds since the page changed
        self.direction = 1

    def turn(self, step: int) -> None:
        """Go ``step`` pages on (clamped to the first and last page)."""
        page = max(0, min(len(self.panels) - 1, self.page + step))
        if page != self.page:
            self.page, self.direction, self.since = page, step, 0.0
            self.app.audio.play("click")

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        i = event.intent
        if i in (Intent.LEFT, Intent.UP):
            self.turn(-1)
        elif i in (Intent.RIGHT, Intent.DOWN):
            self.turn(1)
        elif i == Intent.CONFIRM:
            if self.page == len(self.panels) - 1:
                self.close()
            else:
                self.turn(1)
        elif i in (Intent.BACK, Intent.ALT, Intent.PAUSE):
            self.close()
        return None

    def close(self) -> None:
        """Back to the lobby."""
        self.app.audio.play("click")
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self.t += dt
        self.since += dt

    def draw(self, surface: pygame.Surface) -> None:
        from ..engine import GAMES
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        game = GAMES.get(self.game_id)
        # bigger text (Settings → Accessibility): the two heading lines stack from the title-safe top, the panel
        # below them moves down as much as they need
        hh, th = theme.font(theme.BODY).get_height(), theme.font(72, "title").get_height()
        howto_y = min(80, pygame.Rect(theme.SAFE).top + hh / 2 + 2)
        title_y = max(162, howto_y + hh / 2 + th / 2 + 6)
        blit_text(surface, _("How to play"), (w / 2, howto_y), theme.BODY, theme.LAMP, outline=2)
        blit_text(surface, game.name if game else self.game_id, (w / 2, title_y), 72, theme.GOLD, "title", outline=5)
        slide = (1 - min(1.0, self.since / SLIDE)) ** 2 * 120 * self.direction
        box = pygame.Rect(160, 214 + round(title_y - 162), 1600, 640)
        draw_panel(surface, box, theme.INK, 235, 30)
        panel = self.panels[self.page]
        art = pygame.Rect(box.left + 40, box.top + 40, 760, box.height - 120)
        pygame.draw.rect(surface, theme.NIGHT, art, border_radius=24)
        self._draw_pieces(surface, panel.pieces, (art.centerx + slide, art.centery))
        tx = box.left + 850
        heads = wrap(_(panel.title), 52, 700, "title")[:2]
        head_step = max(62, theme.font(52, "title").get_height() - 6)
        for k, line in enumerate(heads):
            blit_text(surface, line, (tx + slide, box.top + 80 + head_step * k), 52, theme.GOLD, "title",
                      anchor="midleft")
        top = box.top + 100 + 62 * len(heads) + (head_step - 62) * (len(heads) - 1)
        size, lines = self.body_lines(panel, len(heads))
        for k, line in enumerate(lines):
            blit_text(surface, line, (tx + slide, top + theme.line_height(size, spacing=1.32) * k), size, theme.WHITE,
                      anchor="midleft")
        n = len(self.panels)
        for k in range(n):
            pygame.draw.circle(surface, theme.GOLD if k == self.page else theme.GREY,
                               (box.centerx - (n - 1) * 24 + 48 * k, box.bottom - 38), 11 if k == self.page else 8)
        self._draw_controls(surface, 918)
        Prompt([(Intent.LEFT, _("Page {n}/{total}").format(n=self.page + 1, total=n)), (Intent.BACK, _("Back")),
                (Intent.CONFIRM, _(HURRY))],
               keys=False, device=self.device, app=self.app).draw(surface, (w / 2, 990))  # inside the title-safe area

    #: Height (px) the body text may take under the page title, above the page dots.
    BODY_HEIGHT = 470

    def body_lines(self, panel: Panel, heads: int = 1) -> tuple[int, list[str]]:
        """``(size, lines)``: the page's body wrapped at body size (40 px), or at 36 px when that is too tall for
        the text area; every line is kept (``lines`` may be longer than fits only if even 36 px does not fit)."""
        room = self.BODY_HEIGHT - 62 * (heads - 1)
        sizes = [theme.BODY, theme.SMALL]  # with bigger text, smaller sizes too, never drawn under 36 px
        sizes += [k for k in range(theme.SMALL - 2, 1, -2) if theme.scaled_size(k) >= theme.SMALL]
        for size in sizes:
            lines = wrap(panel.words(), size, 700)
            if len(lines) * theme.line_height(size, spacing=1.32) <= room:
                break
        return size, lines

    def _draw_pieces(self, surface: pygame.Surface, pieces: tuple, centre: tuple[float, float]) -> None:
        cx, cy = centre
        for piece in pieces:
            if piece[0] == "mark":
                _kind, shape, dx, dy, colour = piece
                _draw_mark(surface, shape, (cx + dx, cy + dy), colour)
                continue
            if piece[0] == "label":
                _kind, label, dx, dy, colour = piece
                blit_text(surface, label, (cx + dx, cy + dy), theme.TITLE, colour, "title", outline=5)
                continue
            name, dx, dy, scale = piece
            try:
                img = _scaled(name, scale)
            except FileNotFoundError:  # art not generated: the text still explains
                continue
            surface.blit(img, img.get_rect(center=(round(cx + dx), round(cy + dy))))

    def _draw_controls(self, surface: pygame.Surface, y: float) -> None:
        """The game's controls, headed "In play:" so they are not read as this screen's keys (the page keys are
        the row under it). A long row (Cité, French) shrinks its glyphs and gaps; with bigger text (Settings →
        Accessibility) its labels shrink back too, never under 36 px drawn."""
        room = pygame.Rect(theme.SAFE).width
        steps = [(GLYPH_SIZE, 50, theme.SMALL), (GLYPH_SIZE, 30, theme.SMALL), (48, 24, theme.SMALL),
                 (40, 20, theme.SMALL)]
        steps += [(40, 20, k) for k in range(theme.SMALL - 2, 1, -2) if theme.scaled_size(k) >= theme.SMALL]
        for size, gap, words in steps:
            head = text(_("In play:"), words, theme.LAMP)
            parts = [((), head, head.get_width() - 10)]
            for control in self.controls:
                glyphs = control_glyphs(self.app, self.device, control, size)
                label = text(_(control.label), words, theme.WHITE)
                parts.append((glyphs, label, sum(g.get_width() + 6 for g in glyphs) + 10 + label.get_width()))
            total = sum(p[2] for p in parts) + gap * (len(parts) - 1)
            if total <= room:
                break
        x = (surface.get_width() - total) / 2
        for glyphs, label, width in parts:
            gx = x
            for g in glyphs:
                surface.blit(g, g.get_rect(midleft=(round(gx), round(y))))
                gx += g.get_width() + 6
            surface.blit(label, label.get_rect(midleft=(round(gx + 4), round(y))))
            x += width + gap
