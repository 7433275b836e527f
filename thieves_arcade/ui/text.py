"""Cached text rendering: each (text, size, colour, font kind, outline) is rendered once and reused.

Rendering text is the costliest thing a frame can do by accident (≈15 µs per ``Font.render``); scenes call
:func:`text` every frame and get the same Surface back. The cache is bounded (LRU, 2048 entries).
"""

from __future__ import annotations

import pygame

from . import theme
from .cache import surface_cache

#: While ``ui.probe.probing`` is open: id of each surface that stands for a text or glyph but is not in the text
#: cache (a faded copy here, a prompt's glyph in ``ui.prompts.noted``) -> (content, size px, surface); else ``None``.
NOTES: dict[int, tuple] | None = None


def text(content: str, size: int = theme.BODY, colour: tuple = theme.WHITE, kind: str = "body",
         outline: int = 0, outline_colour: tuple = theme.INK) -> pygame.Surface:
    """``content`` rendered anti-aliased at ``size`` px in ``colour`` (``kind``: ``body`` or ``title`` font).

    ``outline`` > 0 draws a dark rim of that many pixels (readable over busy art): every pixel within ``outline``
    px of a letter's ink is the rim's, corners too. Returns a cached per-pixel-alpha
    Surface: never draw on it. Nothing here serves tests: a probe frame (``ui/probe.py``) recognises the surface
    by looking it up in the cache."""
    if theme.measuring():  # at another text size than the one in force (``theme.text_scale``): not cached
        return _render.__wrapped__(content, size, colour, kind, outline, outline_colour)
    return _render(content, size, colour, kind, outline, outline_colour)


@surface_cache(24)
def _render(content: str, size: int, colour: tuple, kind: str, outline: int, outline_colour: tuple) -> pygame.Surface:
    font = theme.font(size, kind)
    face = font.render(content, True, colour)
    if outline <= 0:
        return face.convert_alpha() if pygame.display.get_surface() else face
    rim = font.render(content, True, outline_colour)
    w, h = face.get_width() + 2 * outline, face.get_height() + 2 * outline
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-outline, outline + 1):  # every offset of the disc (steps of 2 left holes at letters' corners)
        for dy in range(-outline, outline + 1):
            if dx * dx + dy * dy <= outline * outline + 1:
                out.blit(rim, (outline + dx, outline + dy))
    out.blit(face, (outline, outline))
    return out.convert_alpha() if pygame.display.get_surface() else out


def blit_text(surface: pygame.Surface, content: str, pos: tuple[float, float], size: int = theme.BODY,
              colour: tuple = theme.WHITE, kind: str = "body", anchor: str = "center", outline: int = 0,
              alpha: int = 255) -> pygame.Rect:
    """Draw cached ``content`` with its ``anchor`` (a Rect attribute: ``center``, ``topleft``, ``midleft`` …) at
    ``pos``; ``alpha`` < 255 fades it. Returns the rect drawn."""
    img = text(content, size, colour, kind, outline)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if alpha < 255:
        copy = img.copy()
        copy.set_alpha(alpha)
        if NOTES is not None:  # a probe is reading this frame (ui/probe.py): the faded copy is this text too
            NOTES[id(copy)] = (content, theme.scaled_size(size), copy)  # recorded as drawn
        img = copy
    surface.blit(img, rect)
    return rect


#: Marks French sets off with a space that never start a line ("Haut les mains !", "Bords masqués : 10 %"): the
#: word before them goes down with them.
CLINGING = frozenset("!?:;»%")


def wrap(content: str, size: int, width: int, kind: str = "body") -> list[str]:
    """``content`` broken into lines no wider than ``width`` px at ``size`` (words are never split; a lone
    ``!``, ``?``, ``:``, ``;``, ``»`` or ``%`` stays with the word before it, :data:`CLINGING`: it goes down with
    that word, or stays a little past ``width`` after a line's only word)."""
    font = theme.font(size, kind)
    lines: list[str] = []
    for para in content.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                words = [*line.split(" "), word]
                cut = len(words) - 1  # the new line starts at words[cut]: not on a mark
                while cut > 0 and set(words[cut]) <= CLINGING:
                    cut -= 1
                if cut == 0:  # nothing to carry down (a one-word line and its marks): a little over the width
                    line = trial
                else:
                    lines.append(" ".join(words[:cut]))
                    line = " ".join(words[cut:])
            else:
                line = trial
        lines.append(line)
    return lines


def wrap_even(content: str, size: int, width: int, kind: str = "body") -> list[str]:
    """``content`` wrapped as :func:`wrap` does into as few lines as fit ``width`` px, but with those lines as even
    as they can be: the narrowest width (≥ the widest word) that still takes no more lines — so a dialog's last
    line is never one short word alone ("…replaces" / "it."). A paragraph break (``\\n``) stays one."""
    lines = wrap(content, size, width, kind)
    if len(lines) < 2 or "\n" in content:
        return lines
    font = theme.font(size, kind)
    lo, hi = max(font.size(word)[0] for word in content.split()), width
    while lo < hi:  # the narrowest width at which the text still takes len(lines) lines
        mid = (lo + hi) // 2
        if len(wrap(content, size, mid, kind)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(content, size, hi, kind)


def ellipsize(content: str, size: int, width: float, kind: str = "body") -> str:
    """``content`` cut with "…" so that, drawn at ``size`` px, it is at most ``width`` px wide (as is if it fits)."""
    font = theme.font(size, kind)
    if font.size(content)[0] <= width:
        return content
    lo, hi = 0, len(content)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(content[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return content[:lo].rstrip() + "…"


def fit_named(template: str, name: str, size: int, width: float, kind: str = "body",
              smallest: int = theme.SMALL) -> tuple[str, int]:
    """``(line, size)`` for a sentence about a player, ``template`` with a ``{name}`` field (already translated):
    the line at :func:`fit_size`'s size for ``width`` px, and where it is too wide even at ``smallest`` px drawn (a
    phone player's long name, bigger text) the *name* cut short with "…" so the whole line fits — the sentence's
    own words stay whole ("Maximil… is choosing…", never "Maximilienne is cho…")."""
    line = template.format(name=name)
    size = fit_size(line, size, width, kind, smallest)
    font = theme.font(size, kind)
    if font.size(line)[0] <= width:
        return line, size
    room = width - font.size(template.format(name=""))[0]
    short = ellipsize(name, size, room, kind)
    while len(short) > 1 and font.size(template.format(name=short))[0] > width:  # kerning across the join
        short = ellipsize(name, size, font.size(short)[0] - 1, kind)
    return template.format(name=short), size


def fit_size(content: str, size: int, width: float, kind: str = "body", smallest: int = theme.SMALL) -> int:
    """The largest font size from ``size`` down at which ``content`` is at most ``width`` px wide, but never one
    drawn smaller than ``smallest`` pixels (at the text size in force, ``theme.scaled_size``: with bigger text a
    label may shrink back towards its usual size, never below the readable minimum): a label that must stay inside
    its box in every language and at every text size."""
    floor = size
    while floor > 1 and theme.scaled_size(floor - 1) >= min(smallest, theme.scaled_size(size)):
        floor -= 1
    while size > floor and theme.font(size, kind).size(content)[0] > width:
        size -= 2
    return max(size, floor)


def shared_size(contents: list[str], size: int, widths: float | list[float], kind: str = "body",
                smallest: int = theme.SMALL) -> int:
    """One size for labels shown as peers (a table's seat names, one on each plate): the largest from ``size`` down
    at which every one of ``contents`` fits its width (``widths``: one for all, or one per content, px), never one
    drawn under ``smallest`` px — :func:`fit_size` of the one that needs the most room, so "Corbeau" is not drawn
    smaller than "Renard" beside it (issue 21). ``size`` itself for no contents."""
    if not isinstance(widths, list):
        widths = [widths] * len(contents)
    return min((fit_size(content, size, width, kind, smallest) for content, width in
                zip(contents, widths, strict=True)), default=size)


def fit_box(content: str, size: int, width: float, height: float, kind: str = "body",
            smallest: int = theme.SMALL) -> int:
    """As :func:`fit_size`, and also no taller than ``height`` px (the font's height): a label inside a button at
    every text size."""
    size = fit_size(content, size, width, kind, smallest)
    floor = fit_size(content, size, 0, kind, smallest)  # the smallest size fit_size allows
    while size > floor and theme.font(size, kind).get_height() > height:
        size -= 2
    return max(size, floor)


def ink_rect(content: str, size: int, kind: str = "body", outline: int = 0, **anchor) -> pygame.Rect:
    """The rect (px) of ``content``'s inked pixels when drawn at ``size`` with ``blit_text``'s ``anchor`` (one
    keyword: ``center=(x, y)``, ``midleft=…``): what a layout keeps clear of a border, descenders and accents
    included."""
    img = text(content, size, theme.WHITE, kind, outline)
    return img.get_bounding_rect().move(img.get_rect(**{k: (round(v[0]), round(v[1])) for k, v in
                                                      anchor.items()}).topleft)


def fit_in(content: str, size: int, rect: pygame.Rect, inset: int = 6, kind: str = "body", outline: int = 0,
           smallest: int = theme.SMALL) -> tuple[int, tuple[float, float]]:
    """``(size, centre)`` to draw ``content`` (``blit_text`` with ``anchor="center"``) inside ``rect`` (a button
    or tag, px) with its inked pixels at least ``inset`` px from every edge — a panel's 4 px border and the
    readability audit's 2 px gap by default: the largest size from ``size`` down (never drawn under ``smallest``
    px, as :func:`fit_size`) whose ink fits, and the rect's centre, moved only when the ink of a label with
    descenders or a tall accent would come closer than ``inset`` to the top or bottom (then the ink is centred).
    At 100 % text a label that fitted before is drawn where it was."""
    rect = pygame.Rect(rect)
    room = rect.inflate(-2 * inset, -2 * inset)
    floor = fit_size(content, size, 0, kind, smallest)
    while True:
        img = text(content, size, theme.WHITE, kind, outline)
        ink = img.get_bounding_rect()
        if size <= floor or (ink.width <= room.width and ink.height <= room.height):
            break
        size = max(floor, size - 2)
    at = img.get_rect(center=rect.center)
    inked = ink.move(at.topleft)
    if inked.top >= room.top and inked.bottom <= room.bottom:
        return size, rect.center
    return size, (rect.centerx, rect.centery - (inked.centery - rect.centery))


text.cache_clear = _render.cache_clear  # the cache stays clearable under the old name
text.cache_info = _render.cache_info
