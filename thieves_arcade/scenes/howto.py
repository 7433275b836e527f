"""How to play: a short illustrated rules screen per game (3–4 panels), with that game's controls as button glyphs.

Opened from the lobby (alt: X / Q / Right-Ctrl) as ``HowToScene(app, game_id, device)``; ``device`` (the one that
asked) picks the glyphs: a pad shows its family's face buttons (SDL's controller type) and a drawn d-pad, a keyboard
segment shows its own keys — both from the one controls table (``input/controls.py``), remapped keys included.
Any device: left/right turn the page, confirm turns it (and
closes after the last), back / alt / pause close.

Bigger text (Settings → Accessibility → Text size) makes every text on the pages bigger, never smaller again: a
page's body keeps the size it has at 100 % (40 px, or 36 px for a dense page), scaled; the picture narrows to give
the text column room; and a page whose body no longer fits flows onto more screens (:class:`Sheet`,
:meth:`HowToScene.sheets`: balanced, cut at a sentence's end where it can be), its heading whole on each, with a
page dot per screen. At 100 % every page is one screen.

The five games' pages, controls and option texts are data in ``scenes/howto_pages.py`` (condensed from
``rules/<game>.md``, marked with ``N_``; each game's registry entry names its :class:`HowTo` there); they are
translated when drawn. The pictures are the game's own sprites (``docs/art.md``), placed per panel as data:
``(sprite name, dx, dy, scale)`` from the picture's centre, or ``("label", text, dx, dy, colour)``, or
``("mark", "cross" | "check", dx, dy, colour)``.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable

import pygame

from .. import games, i18n
from ..i18n import N_, _
from ..input.intents import Intent, IntentEvent
from ..ui import prompts, theme
from ..ui.cache import surface_cache
from ..ui.ink import draw_plate
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
    #: Other pictures for the sentences they show: ``(sentence, pieces)`` pairs (0-based sentences of the body) —
    #: a screen showing that sentence shows those pieces (:meth:`pieces_at`).
    pictures: tuple = ()

    def pieces_at(self, first: int, last: int) -> tuple:
        """The picture of a screen showing the body's sentences ``first`` … ``last`` (0-based): the last of
        :attr:`pictures` whose sentence it shows, else :attr:`pieces` (the picture of the page's opening
        sentences). At 100 % a page is one screen and shows its last picture; at bigger text each screen of a page
        that flows on shows what its own sentences say (issue 21: at 150 % "Read the dice" showed three 5s and the
        pot beside "Three 1s: steal 3. Three 2s … Three 3s: steal 2.")."""
        out = self.pieces
        for sentence, pieces in self.pictures:
            if first <= sentence <= last:
                out = pieces
        return out

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
#: Widths (px) of the page's picture and text column at 100 % text (:meth:`HowToScene.columns`).
ART_WIDTH, TEXT_WIDTH = 760, 700
#: Least distance (px) between the last body line's surface and the page dots.
DOTS_GAP = 12
#: Seconds a page takes to slide in.
SLIDE = 0.25
#: The centre y (px) of the last row of the game's controls under the page; the px of dark plate round the strip's
#: rows (controls and page keys); the least px between the page's panel and that plate (issue 21: at 150 % the
#: plate was cut off 8 px under the panel, over its first row's glyphs: the strip tucked under the panel).
CONTROLS_Y, STRIP_PAD, STRIP_GAP = 918, 6, 16


@surface_cache(4)
def _scaled(name: str, scale: float) -> pygame.Surface:
    from ..ui.sprites import sprite
    img = sprite(name)
    if scale == 1.0:
        return img
    return pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))


#: Marks after which a screen may end a page's text: a sentence's end, or a clause's (a cut after any other word is
#: mid-clause: "…plays double or" / "nothing", a fresh player's 150 % pass).
SENTENCE_ENDS, CLAUSE_ENDS = (".", "!", "?"), (",", ")", ":", ";")
#: Closing quotes and brackets a sentence's end may sit inside ('… "Pass to…".', '« Passe à… »').
_CLOSERS = "\"'»”’)"
#: :func:`split_text`'s weights: a cut at a clause's end (not a sentence's), a screen of one line beside longer
#: ones, a screen whose last line is one word alone, and (per squared line) a screen longer or shorter than the mean.
CLAUSE_COST, THIN_COST, LONE_COST, UNEVEN_COST = 2.0, 3.0, 1.0, 0.5


def cut_points(words: str) -> list[tuple[int, int]]:
    """Where a page's text (paragraphs split by newlines) may be cut between two screens: ``(index into words,
    rank)`` at each gap between two words — rank 0 after a sentence's end or a paragraph, 1 after a clause's end
    (a comma, a colon, a semicolon, a bracket) or before a dash, 2 after any other word, or before a number that a
    colon or a comma leads to ("each +2: 2", "1, 2, 5"). Never before a mark that clings to the word before it
    (French " :", " ;", " %": ``ui.text.CLINGING``) nor after a dash."""
    from ..ui.text import CLINGING
    out = []
    for m in re.finditer(r"\s+", words):
        before, after = words[:m.start()].split()[-1:], words[m.end():].split()[:1]
        if not before or not after or set(after[0]) <= CLINGING or before[0] in ("—", "–"):
            continue
        word, nxt = before[0], after[0]
        if "\n" in m.group() or word.rstrip(_CLOSERS).endswith(SENTENCE_ENDS) or word.endswith(SENTENCE_ENDS):
            rank = 0
        elif word.endswith(CLAUSE_ENDS) and not nxt[0].isdigit() or nxt in ("—", "–"):
            rank = 1
        else:
            rank = 2
        out.append((m.start(), rank))
    return out


def wrap_phrases(words: str, size: int, width: int, kind: str = "body") -> list[str]:
    """``words`` (a page's text, paragraphs split by newlines) broken into lines no wider than ``width`` px at nominal
    ``size`` the way a reader parses it (issue 21: at 150 % plain wrapping broke lines mid-clause, "…add its value.
    A" / "second guard ends the night:"): between sentences, a sentence that fits a line is never split across two
    (it starts a new line rather); a longer sentence starts a new line too when that takes no more lines, and is
    broken between its clauses, a clause that fits a line never split; only a clause wider than a line wraps after
    any word (as :func:`ui.text.wrap` does). Sentences and
    clauses end at :func:`cut_points`' gaps of rank 0 and 1 (a French " :" stays with its word); a dash ends the
    clause before it ("…are marked —" / "and nobody sees which.")."""
    font = theme.font(size, kind)

    def fits(line: str) -> bool:
        return font.size(line)[0] <= width

    def units(piece: str, rank: int) -> list[str]:
        ends = [at for at, r in cut_points(piece) if r <= rank]
        out: list[str] = []
        for a, b in itertools.pairwise([0, *ends, len(piece)]):
            unit = piece[a:b].strip()
            if out and unit[:1] in ("—", "–") and unit[1:2] == " ":  # the dash closes the clause before it
                out[-1], unit = f"{out[-1]} {unit[0]}", unit[2:]
            out.append(unit)
        return out

    lines: list[str] = []

    def place(line: str, unit: str, rank: int) -> str:
        """``unit`` set after ``line`` (the line being filled): the lines it finishes go to ``lines``; the new
        line being filled is returned."""
        trial = f"{line} {unit}".strip()
        if fits(trial):
            return trial
        if line and fits(unit):
            lines.append(line)
            return unit
        if rank == 0:  # a long sentence: on a new line if that costs no line, then clause by clause
            if line and len(wrap(unit, size, width, kind)) + 1 <= len(wrap(trial, size, width, kind)):
                lines.append(line)
                line = ""
            clauses = units(unit, 1)
            if len(clauses) > 1:
                for clause in clauses:
                    line = place(line, clause, 1)
                return line
        *done, line = wrap(f"{line} {unit}".strip(), size, width, kind)  # wider than a line: after any word
        lines.extend(done)
        return line

    for para in words.split("\n"):
        line = ""
        for sentence in units(para, 0):
            line = place(line, sentence, 0)
        lines.append(line)
    return lines


def split_text(words: str, room: int, wrap_lines: Callable[[str], list[str]]) -> list[list[str]]:
    """``words`` (a page's text) cut into screens of at most ``room`` (≥ 1) lines each, as ``wrap_lines`` wraps a
    piece of it: the lines per screen. Each screen is a piece of the text cut at a :func:`cut_points` gap and
    wrapped on its own, so a screen can end where a sentence does even in the middle of a line. Chosen: the fewest
    screens with no cut mid-clause (more screens rather than one mid-clause cut; only a text with no sentence or
    clause end in reach is cut after any word), then the least cost — :data:`CLAUSE_COST` per cut at a clause's
    end, :data:`THIN_COST` per one-line screen, :data:`LONE_COST` per screen ending on a word alone,
    :data:`UNEVEN_COST` per squared line away from the mean. A text that fits is one screen, as wrapped."""
    whole = wrap_lines(words)
    if len(whole) <= room:
        return [whole]
    points = cut_points(words)
    pieces: dict[tuple[int, int], list[str]] = {}

    def piece(a: int, b: int) -> list[str]:
        if (a, b) not in pieces:
            pieces[(a, b)] = wrap_lines(words[a:b].strip())
        return pieces[(a, b)]

    for allowed in (1, 2):  # sentence and clause ends only; then, if the text cannot be cut there, any word
        gaps = [(at, rank) for at, rank in points if rank <= allowed]
        for screens in range(-(-len(whole) // room), len(whole) + 1):
            best = None
            for cut in itertools.combinations(gaps, screens - 1):
                ends = [0, *(at for at, _rank in cut), len(words)]
                shown = []
                for a, b in itertools.pairwise(ends):
                    shown.append(piece(a, b))
                    if len(shown[-1]) > room:
                        break
                else:
                    mean = sum(len(lines) for lines in shown) / screens
                    cost = (CLAUSE_COST * sum(rank == 1 for _at, rank in cut)
                            + THIN_COST * sum(len(lines) == 1 for lines in shown)
                            + LONE_COST * sum(len(lines) > 1 and len(lines[-1].split()) == 1 for lines in shown)
                            + UNEVEN_COST * sum((len(lines) - mean) ** 2 for lines in shown)
                            + 100 * sum(rank == 2 for _at, rank in cut))
                    if best is None or cost < best[0]:
                        best = (cost, shown)
            if best is not None:
                return best[1]
            if screens > len(gaps):
                break
    return [whole[k:k + room] for k in range(0, len(whole), room)]  # a single word wider than a screen's room


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


@dataclasses.dataclass(frozen=True)
class Sheet:
    """One screenful of How to play: part ``part`` of ``parts`` of the page ``panel`` (an index into the scene's
    ``panels``), with its heading lines ``heads`` (whole) and the body ``lines`` drawn at nominal ``size`` (px at
    100 % text; ``theme.font`` scales it)."""

    panel: int
    heads: tuple[str, ...]
    size: int
    lines: tuple[str, ...]
    part: int = 0
    parts: int = 1


class HowToScene(Scene):
    """The rules pages of ``game_id`` (see the module docstring) as screenfuls (:meth:`sheets`: with bigger text a
    long page flows onto more screens); ``page`` is the screen shown. Raises ``ValueError`` naming the games with
    pages for an unknown game."""

    name = "howto"

    def __init__(self, app, game_id: str, device: str | None = None, options: dict | None = None,
                 players: int | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.device = device
        self.panels = pages(game_id, options, players)  # the pages for the options in force (ValueError: none)
        self.controls = (*howto_of(game_id).controls, PAUSE_CONTROL)
        self.page = 0  # the sheet shown (:meth:`sheets`)
        self._sheets: tuple | None = None
        self._rows: tuple | None = None
        self.t = 0.0
        self.since = SLIDE  # seconds since the page changed
        self.direction = 1

    def turn(self, step: int) -> None:
        """Go ``step`` pages on (clamped to the first and last page)."""
        page = max(0, min(len(self.sheets()) - 1, self.page + step))
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
            if self.page == len(self.sheets()) - 1:
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

    def frame(self) -> tuple[float, float, pygame.Rect]:
        """``(howto_y, title_y, box)``: the centres (px) of the "How to play" line and the game's name, and the page's
        panel. With bigger text (Settings → Accessibility) the two heading lines stack from the title-safe top and
        the panel below them moves down as much as they need."""
        hh, th = theme.font(theme.BODY).get_height(), theme.font(72, "title").get_height()
        howto_y = min(80, pygame.Rect(theme.SAFE).top + hh / 2 + 2)
        title_y = max(162, howto_y + hh / 2 + th / 2 + 6)
        extra = (len(self.control_rows()) - 1) * self._control_step()  # a second row of controls under the panel
        top = 214 + round(title_y - 162)
        strip = self.controls_rect(CONTROLS_Y).top - STRIP_PAD  # the strip's plate: the panel ends STRIP_GAP above
        return howto_y, title_y, pygame.Rect(160, top, 1600, min(640 - extra, strip - STRIP_GAP - top))

    def dot_rects(self) -> list[pygame.Rect]:
        """The page dots' rects (px), one per sheet (:meth:`sheets`), the current one bigger."""
        box, n = self.frame()[2], len(self.sheets())
        return [pygame.Rect(0, 0, 2 * r, 2 * r).move(box.centerx - (n - 1) * 24 + 48 * k - r, box.bottom - 38 - r)
                for k in range(n) for r in [11 if k == self.page else 8]]

    def columns(self) -> tuple[pygame.Rect, int, int]:
        """``(art, tx, width)``: the picture's rect, the left edge (px) and width of the text column. With bigger
        text the picture gives the text column room (760 px wide at 100 %, 560 at 150 %; the pieces scale with it)."""
        box = self.frame()[2]
        art_w = round(ART_WIDTH - (theme.TEXT_SCALE - 1) * 400)
        art = pygame.Rect(box.left + 40, box.top + 40, art_w, box.height - 120)
        return art, art.right + 50, TEXT_WIDTH + ART_WIDTH - art_w

    def _head_step(self) -> int:
        return max(62, theme.font(52, "title").get_height() - 6)

    def _body_top(self, heads: int) -> float:
        """The centre (px) of the first body line under ``heads`` heading lines."""
        box = self.frame()[2]
        return box.top + 100 + 62 * heads + (self._head_step() - 62) * (heads - 1)

    def capacity(self, heads: int, size: int) -> int:
        """How many body lines of nominal ``size`` fit under ``heads`` heading lines with :data:`DOTS_GAP` px between
        the last line and the page dots (at least 1)."""
        dots_top = self.frame()[2].bottom - 38 - 11
        half = theme.font(size).get_height() / 2
        room = dots_top - DOTS_GAP - half - self._body_top(heads)
        return max(1, int(room // theme.line_height(size, spacing=1.32)) + 1)

    def _layout(self, panel: Panel) -> tuple[tuple[str, ...], int, list[str]]:
        width = self.columns()[2]
        heads = tuple(wrap(_(panel.title), 52, width, "title"))  # whole, however many lines it takes
        for size in (theme.BODY, theme.SMALL):
            lines = wrap_phrases(panel.words(), size, width)
            if len(lines) <= self.capacity(len(heads), size):
                break
        return heads, size, lines

    def sheets(self) -> list[Sheet]:
        """The screenfuls the pages take at the text size and language in force: each page's body keeps the size it
        has at 100 % text (40 px, or 36 px when 40 does not fit), scaled with the text size, and flows onto as
        many screens as it needs (balanced: a page of 9 lines that holds 7 shows 5 + 4), the heading whole on
        each. At 100 % every page is one screen. Cached per text size, language and title-safe area."""
        key = (theme.TEXT_SCALE, i18n.language(), tuple(theme.SAFE))
        if self._sheets is None or self._sheets[0] != key:
            with theme.text_scale(1.0):  # the size a page's body has at 100 % text: its size at every text size
                sizes = [self._layout(panel)[1] for panel in self.panels]
            out, width = [], self.columns()[2]
            for k, (panel, size) in enumerate(zip(self.panels, sizes, strict=True)):
                heads = tuple(wrap(_(panel.title), 52, width, "title"))
                screens = split_text(panel.words(), self.capacity(len(heads), size),
                                     lambda words, size=size: wrap_phrases(words, size, width))
                out += [Sheet(k, heads, size, tuple(lines), i, len(screens)) for i, lines in enumerate(screens)]
            self._sheets = (key, out)
            self.page = min(self.page, len(out) - 1)
        return self._sheets[1]

    def sentences(self, page: int) -> tuple[int, int]:
        """``(first, last)``: the indices (0-based) of the body's sentences screen ``page`` (a :meth:`sheets` index)
        shows, counted by their ends (the screens are cut at sentences' ends)."""
        sheets = self.sheets()
        sheet = sheets[page]

        def ends(lines) -> int:
            return sum(w.rstrip(_CLOSERS).endswith(SENTENCE_ENDS) for w in " ".join(lines).split())
        first = sum(ends(s.lines) for s in sheets[:page] if s.panel == sheet.panel)
        return first, first + max(0, ends(sheet.lines) - 1)

    def pieces(self, page: int) -> tuple:
        """The picture's pieces on screen ``page``: its page's picture for the sentences it shows
        (:meth:`Panel.pieces_at`)."""
        return self.panels[self.sheets()[page].panel].pieces_at(*self.sentences(page))

    def draw(self, surface: pygame.Surface) -> None:
        from ..engine import GAMES
        from ..ui.backdrop import draw_backdrop
        draw_backdrop(surface, self.t)
        w = surface.get_width()
        game = GAMES.get(self.game_id)
        howto_y, title_y, box = self.frame()
        blit_text(surface, _("How to play"), (w / 2, howto_y), theme.BODY, theme.LAMP, outline=3)
        blit_text(surface, game.name if game else self.game_id, (w / 2, title_y), 72, theme.GOLD, "title", outline=5)
        slide = (1 - min(1.0, self.since / SLIDE)) ** 2 * 120 * self.direction
        draw_panel(surface, box, theme.INK, 235, 30)
        sheets = self.sheets()
        sheet = sheets[self.page]
        art, tx, _width = self.columns()
        pygame.draw.rect(surface, theme.NIGHT, art, border_radius=24)
        self._draw_pieces(surface, self.pieces(self.page), (art.centerx + slide, art.centery), art.width / ART_WIDTH)
        head_step = self._head_step()
        for k, line in enumerate(sheet.heads):
            blit_text(surface, line, (tx + slide, box.top + 80 + head_step * k), 52, theme.GOLD, "title",
                      anchor="midleft")
        top = self._body_top(len(sheet.heads))
        for k, line in enumerate(sheet.lines):
            blit_text(surface, line, (tx + slide, top + theme.line_height(sheet.size, spacing=1.32) * k), sheet.size,
                      theme.WHITE, anchor="midleft")
        for k, dot in enumerate(self.dot_rects()):
            pygame.draw.circle(surface, theme.GOLD if k == self.page else theme.GREY, dot.center, dot.width // 2)
        n = len(sheets)
        keys = Prompt([(Intent.LEFT, _("Page {n}/{total}").format(n=self.page + 1, total=n)),
                       (Intent.BACK, _("Back")), (Intent.CONFIRM, _(HURRY))], keys=False, device=self.device,
                      app=self.app)
        # the game's controls and the page keys on one dark plate (issue 21: their words lay on the lit windows)
        plate = self.controls_rect(CONTROLS_Y).union(keys.extent((w / 2, 990))).inflate(36, 2 * STRIP_PAD)
        draw_plate(surface, plate)  # STRIP_GAP px under the page's panel (:meth:`frame`)
        self._draw_controls(surface, CONTROLS_Y)
        keys.draw(surface, (w / 2, 990))  # inside the title-safe area

    def _draw_pieces(self, surface: pygame.Surface, pieces: tuple, centre: tuple[float, float],
                     f: float = 1.0) -> None:
        """The picture's ``pieces`` around ``centre``, their offsets and sprites scaled by ``f`` (a narrower
        picture with bigger text, :meth:`columns`)."""
        cx, cy = centre
        for piece in pieces:
            if piece[0] == "mark":
                _kind, shape, dx, dy, colour = piece
                _draw_mark(surface, shape, (cx + dx * f, cy + dy * f), colour)
                continue
            if piece[0] == "label":
                _kind, label, dx, dy, colour = piece
                blit_text(surface, label, (cx + dx * f, cy + dy * f), theme.TITLE, colour, "title", outline=5)
                continue
            name, dx, dy, scale = piece
            dx, dy = dx * f, dy * f
            try:
                img = _scaled(name, round(scale * f, 3))
            except FileNotFoundError:  # art not generated: the text still explains
                continue
            surface.blit(img, img.get_rect(center=(round(cx + dx), round(cy + dy))))

    def _control_parts(self, size: int, words: int) -> list[tuple]:
        """``(glyphs, label, width)`` per control, "In play:" first, with glyphs of ``size`` px and labels of
        nominal ``words`` px."""
        head = text(_("In play:"), words, theme.LAMP)
        parts = [((), head, head.get_width() - 10)]
        for control in self.controls:
            glyphs = control_glyphs(self.app, self.device, control, size)
            label = text(_(control.label), words, theme.WHITE)
            parts.append((glyphs, label, sum(g.get_width() + 6 for g in glyphs) + 10 + label.get_width()))
        return parts

    def control_rows(self) -> list[tuple[int, list[tuple]]]:
        """The game's controls laid out in the title-safe width: ``(gap, parts)`` per row. One row if it fits with
        its glyphs and gaps shrunk (a long row: Cité, French); else two rows at full size (bigger text, Settings →
        Accessibility: the labels keep the text size); only if even two rows are too wide do the labels shrink,
        never under 36 px drawn. Laid out once per frame."""
        if theme.measuring():  # laid out at another text size (:meth:`sheets`), with uncached labels: not kept
            return self._lay_out_controls()
        key = (self.t, theme.TEXT_SCALE, i18n.language(), tuple(theme.SAFE))
        if self._rows is None or self._rows[0] != key:
            self._rows = (key, self._lay_out_controls())
        return self._rows[1]

    def _lay_out_controls(self) -> list[tuple[int, list[tuple]]]:
        room = pygame.Rect(theme.SAFE).width

        def total(gap, parts):
            return sum(p[2] for p in parts) + gap * (len(parts) - 1)

        for size, gap in ((GLYPH_SIZE, 50), (GLYPH_SIZE, 30), (48, 24), (40, 20)):
            parts = self._control_parts(size, theme.SMALL)
            if total(gap, parts) <= room:
                return [(gap, parts)]
        steps = [(GLYPH_SIZE, 50, theme.SMALL)]
        steps += [(40, 20, k) for k in range(theme.SMALL - 2, 1, -2) if theme.scaled_size(k) >= theme.SMALL]
        for size, gap, words in steps:
            parts = self._control_parts(size, words)
            cut = min(range(1, len(parts)), key=lambda c: max(total(gap, parts[:c]), total(gap, parts[c:])))
            rows = [(gap, parts[:cut]), (gap, parts[cut:])]
            if max(total(*row) for row in rows) <= room:
                break
        return rows

    def _control_step(self) -> int:
        """The distance (px) between two rows of controls."""
        return max(GLYPH_SIZE, theme.font(theme.SMALL).get_height()) + 8

    def _draw_controls(self, surface: pygame.Surface, y: float) -> None:
        """The game's controls (:meth:`control_rows`), headed "In play:" so they are not read as this screen's keys
        (the page keys are the row under it); the last row is centred on ``y``, a first row above it."""
        rows = self.control_rows()
        for k, (gap, parts) in enumerate(rows):
            self._draw_control_row(surface, parts, gap, y - (len(rows) - 1 - k) * self._control_step())

    def controls_rect(self, y: float, width: int = theme.WIDTH) -> pygame.Rect:
        """The rect (px) the controls' rows take on a ``width``-px frame, the last row centred on ``y`` (as
        :meth:`_draw_controls` draws them): their glyphs' and labels' heights, the widest row's width. Pure."""
        rows = self.control_rows()
        out = []
        for k, (gap, parts) in enumerate(rows):
            total = sum(p[2] for p in parts) + gap * (len(parts) - 1)
            tall = max([GLYPH_SIZE] + [label.get_height() for _g, label, _w in parts])
            cy = y - (len(rows) - 1 - k) * self._control_step()
            out.append(pygame.Rect(round((width - total) / 2), round(cy - tall / 2), round(total), tall))
        return out[0].unionall(out[1:])

    def _draw_control_row(self, surface: pygame.Surface, parts: list[tuple], gap: int, y: float) -> None:
        total = sum(p[2] for p in parts) + gap * (len(parts) - 1)
        x = (surface.get_width() - total) / 2
        for glyphs, label, width in parts:
            gx = x
            for g in glyphs:
                surface.blit(g, g.get_rect(midleft=(round(gx), round(y))))
                gx += g.get_width() + 6
            surface.blit(label, label.get_rect(midleft=(round(gx + 4), round(y))))
            x += width + gap
