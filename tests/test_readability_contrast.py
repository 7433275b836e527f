"""Contrast of the texts over the town backdrop (issue 21, a fresh player's 150 % pass: the lamp-yellow help lines of
Settings and Accessibility lay on the lit windows, the same yellow; How to play's "In play:" line too).

:func:`contrast_audit` reads a probed frame's own pixels: for every text drawn over the backdrop (not inside a
bordered panel: a menu's panel, a card, a chosen row's box) it takes the pixels within :data:`RING` px of the
letters' solid ink that the letters themselves do not cover — the rim, the plate, or the bare backdrop where the
text has neither — and the WCAG 2 contrast ratio between the letters' colour as drawn and the worst of those
pixels. It must be at least :data:`NEED` (WCAG AA for body text), or :data:`NEED_LARGE` for text drawn at least
:data:`LARGE_PX` px. Why those sizes: WCAG's "large" is 18 pt (24 CSS px) at a desk (60 cm); on a 55-inch 1080p TV
seen from 3 m one frame pixel subtends what 0.47 CSS px does there, so our 36 px body text reads like 17 px (body),
and only text of 51 px or more like large text: :data:`LARGE_PX` (64 px, the heading size) is on the safe side.
Why :data:`RING`: a rim thinner than 3 px was lost on the lit windows and the moon (the help lines' 2 px, the lobby's
join line before it got 3 px); within 3 px of a letter is what the eye reads it against.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from test_readability import Frame, _lobby, extra_screen, request_cleanup, run, still_audit, text_at

from thieves_arcade.engine import GAME_IDS
from thieves_arcade.ui import theme
from thieves_arcade.ui.probe import TextProbe, _texts, probing
from thieves_arcade.ui.text import _render

#: How far (px) from a letter's solid ink the pixels it is read against reach.
RING = 3
#: Least contrast ratio (WCAG 2, 1–21) of a text over the backdrop; of a text drawn at LARGE_PX px or more.
NEED, NEED_LARGE, LARGE_PX = 4.5, 3.0, 64
#: The disc of offsets within RING px (the same disc ``ui.text`` draws a rim with).
_DISC = [(dx, dy) for dx in range(-RING, RING + 1) for dy in range(-RING, RING + 1)
         if dx * dx + dy * dy <= RING ** 2 + 1]


def _luminance(px: np.ndarray) -> np.ndarray:
    """WCAG relative luminance (0–1) of sRGB pixels (``(..., 3)`` uint8)."""
    c = px.astype(np.float64) / 255
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return c @ np.array([0.2126, 0.7152, 0.0722])


def _key(record) -> tuple | None:
    """The text cache's key (content, size, colour, kind, outline, outline colour) of a probed text, also for a
    faded copy — every popup (found by its content and surface size; issue 21: the lookup compared a key's first
    character with the content, so no faded text, no popup, was ever measured); ``None`` for a prompt's glyph."""
    key = _texts.get(record.source)
    if key is not None:
        return key
    for k, entry in list(_render.entries.items()):
        if k[0] == record.content and entry[0].get_size() == record.source.get_size():
            return k
    return None


def contrast_figures(probe: TextProbe) -> list[tuple[float, str, int, tuple[int, int]]]:
    """``(worst contrast ratio, content, drawn size px, where the worst pixel is)`` for every text of the probe's
    top layer drawn over the backdrop (see the module docstring), in drawing order. Reads the probe's pixels."""
    frame = pygame.surfarray.array3d(probe)
    w, h = frame.shape[:2]
    top = max((r.layer for r in probe.records), default=0)
    boxes = [p.rect for p in probe.panels if p.layer == top and p.border_width > 0]
    out = []
    for r in probe.records:
        if r.layer != top or not r.content.strip() or r.source is None or any(b.contains(r.rect) for b in boxes):
            continue
        key = _key(r)
        if key is None:
            continue  # a button's glyph: a picture of the key, dark on light
        content, size, colour, kind, outline, rim = key
        alpha = pygame.surfarray.array_alpha(_render(content, size, colour, kind, 0, rim))
        fw, fh = alpha.shape
        ink = np.zeros((fw + 2 * RING, fh + 2 * RING), bool)
        ink[RING:RING + fw, RING:RING + fh] = alpha >= 250
        covered = np.zeros_like(ink)
        covered[RING:RING + fw, RING:RING + fh] = alpha > 0
        near = np.zeros_like(ink)
        for dx, dy in _DISC:
            near |= np.roll(np.roll(ink, dx, 0), dy, 1)
        ox, oy = r.origin[0] + outline - RING, r.origin[1] + outline - RING
        xs, ys = np.nonzero(near & ~covered)
        fx, fy = np.nonzero(ink)
        xs, ys, fx, fy = xs + ox, ys + oy, fx + ox, fy + oy
        on = (xs >= 0) & (xs < w) & (ys >= 0) & (ys < h)
        face_on = (fx >= 0) & (fx < w) & (fy >= 0) & (fy < h)
        if not on.any() or not face_on.any():
            continue
        letters = float(np.median(_luminance(frame[fx[face_on], fy[face_on]])))  # the letters as drawn (faded too)
        around = _luminance(frame[xs[on], ys[on]])  # only the pixels read: a whole frame's took 0.2 s
        ratio = (np.maximum(around, letters) + 0.05) / (np.minimum(around, letters) + 0.05)
        k = int(np.argmin(ratio))
        out.append((float(ratio[k]), r.content, r.size, (int(xs[on][k]), int(ys[on][k]))))
    return out


def contrast_audit(probe: TextProbe) -> list[str]:
    """The texts of :func:`contrast_figures` under :data:`NEED` (:data:`NEED_LARGE` at :data:`LARGE_PX` px or
    more), one line each."""
    return [f"{content!r} ({size} px): {ratio:.2f}:1 against the pixel at {at}, under "
            f"{NEED_LARGE if size >= LARGE_PX else NEED}:1"
            for ratio, content, size, at in contrast_figures(probe)
            if ratio < (NEED_LARGE if size >= LARGE_PX else NEED)]


def _shot(app) -> TextProbe:
    probe = TextProbe()
    with probing():
        app.scenes.draw(probe)
    return probe


def _screens(app, group: str, monkeypatch):
    """``(name, probe)`` for every moment of ``group``'s screens worth auditing (every chosen row, page, card)."""
    from thieves_arcade.i18n import _
    if group == "title":
        from thieves_arcade.scenes.title import TitleScene
        scene = TitleScene(app, attract_after=1e9)
        app.scenes.push(scene)
        for k in range(len(scene.menu.items)):
            scene.menu.index = k
            yield f"title row {k}", _shot(app)
    elif group == "select":
        from thieves_arcade.scenes.select import SelectScene
        scene = SelectScene(app)
        app.scenes.push(scene)
        for k in range(len(scene.games)):
            scene.index = k
            yield f"select card {k}", _shot(app)
    elif group in ("settings", "access"):
        from thieves_arcade.scenes.access import AccessScene
        from thieves_arcade.scenes.settings import SettingsScene
        scene = SettingsScene(app) if group == "settings" else AccessScene(app)
        app.scenes.push(scene)
        from thieves_arcade.scenes import access, settings
        rows = settings.ROWS if group == "settings" else access.ROWS
        for k, (key, _label) in enumerate(rows):
            scene.row = k
            scene.error = _("Settings could not be saved; they stay in force until you quit.") if k == 0 else ""
            yield f"{group} row {k} {key}", _shot(app)
    elif group == "controls":
        extra_screen(app, "controls", monkeypatch)
        scene = app.scenes.top
        yield "controls", _shot(app)
        from thieves_arcade.scenes.controls import ROWS
        scene.capturing = ("kb:left", ROWS[0])
        yield "controls capturing", _shot(app)
        scene.capturing, scene.message = None, _("Settings could not be saved; they stay in force until you quit.")
        yield "controls message", _shot(app)
    elif group.startswith("howto_"):
        from thieves_arcade.scenes.howto import SLIDE, HowToScene
        scene = HowToScene(app, group.removeprefix("howto_"), "kb:left")
        app.scenes.push(scene)
        for k in range(len(scene.sheets())):
            scene.page, scene.since = k, SLIDE
            yield f"{group} screen {k + 1}", _shot(app)
    elif group == "lobbies":
        for game in [*GAME_IDS, "party"]:
            app.scenes.clear()
            app.scenes.push(_lobby(app, game))
            yield f"lobby {game}", _shot(app)
        from thieves_arcade.scenes.lobby import LobbyScene
        app.scenes.clear()
        lobby = LobbyScene(app, "sticheln", seed=1)
        app.scenes.push(lobby)
        for device in ("kb:left", "kb:right", "pad:1", "pad:2", "pad:3"):
            lobby.join(device)
        lobby.choice["standard_deck"] = 1  # the one refusal the lobby cannot mend (five seated, 52 cards)
        lobby.join("pad:4")
        lobby.choice["standard_deck"] = 1
        lobby.begin()
        assert lobby.error, "the lobby did not refuse"
        yield "lobby refusal", _shot(app)
    else:  # the results, party standings, phones' and the new-game question, the message screen, attract's banner
        for name in ("party_standings_4", "party_champion", "phones", "confirm_overwrite"):
            app.scenes.clear()
            extra_screen(app, name, monkeypatch)
            run(app, 12, every=12)
            yield name, _shot(app)
        from test_readability import menus
        for name, scene in menus(app):
            if name in ("message", "results", "attract"):
                app.scenes.clear()
                app.scenes.push(scene)
                run(app, 30, every=30)
                yield name, _shot(app)


GROUPS = ["title", "select", "settings", "access", "controls", "lobbies", "others",
          *(f"howto_{g}" for g in GAME_IDS)]


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("group", GROUPS)
def test_text_over_the_backdrop_keeps_its_contrast(app, group, lang, text_size, monkeypatch):
    """Every text over the town backdrop — help lines, How to play's "In play:" controls and page keys, the
    title's subtitle and version, the lobby's refusal over the moon, standings' heads — keeps WCAG's 4.5:1 (3:1 at
    64 px and more) against the worst pixel within 3 px of its letters, on every screen, at 100/125/150 % in
    English and French (issue 21: the help's lamp yellow lay on the lit windows at 1.1:1)."""
    from thieves_arcade import i18n
    text_at(app, text_size)
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))
    bad, seen = [], 0
    for name, probe in _screens(app, group, monkeypatch):
        figures = contrast_figures(probe)
        seen += len(figures)
        bad += [f"{name}: {b}" for b in contrast_audit(probe)]
        if "message" in name or "capturing" in name or "row 0" in name:  # the error lines: whole and apart too
            bad += [f"{name}: {b}" for b in still_audit(Frame(probe.records, probe.panels))]
    assert seen, f"{group}: no text over the backdrop was measured"
    assert bad == [], "\n".join(bad)


def test_the_contrast_audit_sees_lamp_yellow_on_a_lit_window():
    """The audit flags lamp-yellow words on a lit window (the backdrop's own yellow, 1.0:1) and passes them on a
    dark plate or with a 3 px dark rim; a 2 px rim leaves the window within reach of the letters."""
    from thieves_arcade.ui.ink import draw_plate, plate_rect
    from thieves_arcade.ui.text import blit_text, ink_rect
    words = "Bigger text on every screen"
    verdicts = {}
    for how in ("bare", "rim 2", "rim 3", "plate"):
        probe = TextProbe((800, 200))
        probe.fill(theme.LAMP)  # a lit window, larger than the words
        with probing():
            if how == "plate":
                draw_plate(probe, plate_rect([ink_rect(words, theme.SMALL, center=(400, 100))]))
            blit_text(probe, words, (400, 100), theme.SMALL, theme.LAMP,
                      outline={"bare": 0, "rim 2": 2, "rim 3": 3, "plate": 0}[how])
        verdicts[how] = bool(contrast_audit(probe))
    assert verdicts == {"bare": True, "rim 2": True, "rim 3": False, "plate": False}


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_version_label_reads_from_the_sofa(app, text_size):
    """The title's version label (its smallest, faintest text) keeps WCAG AAA's 7:1 on the street behind it (it was
    theme.GREY, 5.7:1, thin from the sofa)."""
    from thieves_arcade import __version__
    from thieves_arcade.scenes.title import TitleScene
    text_at(app, text_size)
    app.scenes.push(TitleScene(app, attract_after=1e9))
    figures = {content: ratio for ratio, content, _size, _at in contrast_figures(_shot(app))}
    assert figures[f"v{__version__}"] >= 7.0, figures
