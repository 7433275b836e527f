"""Readability audits of the menus at every text size (issue 21, a fresh player's 150 % pass): How to play, Settings,
Accessibility, the screen-edges frame, game select and the title. The probe and the audits are
``tests/test_readability.py``'s."""

from __future__ import annotations

import re

import pytest
from test_readability import Frame, audit, layout_audit, request_cleanup, text_at

from thieves_arcade.engine import GAME_IDS
from thieves_arcade.ui import theme
from thieves_arcade.ui.probe import TextProbe, probing


@pytest.fixture()
def app(app):
    """The shared app; what a test asked to undo (``request_cleanup``, as ``text_at`` does) is undone after it."""
    yield app
    while request_cleanup:
        request_cleanup.pop()()


# ---- issue 21, item 1: How to play honours the text size (a fresh player's 150 % pass) ---------------------------
#: Least distance (px) between a How to play text's inked pixels and a page dot.
DOTS_CLEAR = 8


def _howto_sheets(app, game: str) -> list[tuple]:
    """``(sheet, records)`` for every screen of ``game``'s How to play at rest, at the text size in force."""
    from thieves_arcade.scenes.howto import SLIDE, HowToScene
    scene = HowToScene(app, game, "kb:left")
    out = []
    with probing():
        for k, sheet in enumerate(scene.sheets()):
            scene.page, scene.since = k, SLIDE
            probe = TextProbe()
            scene.draw(probe)
            out.append((scene, sheet, scene.dot_rects(), Frame(probe.records, probe.panels)))
    return out


def _howto_role(sheet, record) -> tuple:
    """What a How to play text is, the same at every text size: a page's heading or body, or a fixed text."""
    if record.content in sheet.heads:
        return ("heading", sheet.panel)
    if record.content in sheet.lines:
        return ("body", sheet.panel)
    return ("fixed", re.sub(r"\d+", "#", record.content))  # "Page 2/4" and "Page 5/7" are one text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_howto_text_grows_with_the_text_size_and_keeps_clear_of_the_dots(app, game, lang):
    """At 150 % every How to play text is drawn at least 1.4 × its 100 % size (a heading that grows to 96 px at
    least that: ``theme.scaled_size`` caps it) — a long page flows onto more screens instead of shrinking back
    (issue 21: the dense pages were ~110 %); at every size no text comes within 8 px of a page dot (Sticheln 3,
    Morpion 1 touched them), every heading is whole ("Faufile-toi dans …" lost its last line), every word of a page
    is shown on its screens, and at 100 % each page is one screen, as before."""
    from thieves_arcade import i18n
    from thieves_arcade.i18n import _
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))
    sizes, bad = {}, []
    for text_size in (100, 125, 150):
        text_at(app, text_size)
        shots = _howto_sheets(app, game)
        scene = shots[0][0]
        if text_size == 100:
            assert len(shots) == len(scene.panels), "at 100 % every page is one screen"
        for _scene, sheet, dots, frame in shots:
            where = f"{text_size} %, screen {sheet.panel + 1}.{sheet.part + 1}"
            bad += [f"{where}: {b}" for b in audit([frame] * 3) + layout_audit([frame] * 3)]
            bad += [f"{where}: {r.content!r} at {tuple(r.rect)} within {DOTS_CLEAR} px of a dot at {tuple(d)}"
                    for r in frame for d in dots if r.rect.colliderect(d.inflate(2 * DOTS_CLEAR, 2 * DOTS_CLEAR))]
            heads = [r.content for r in frame if r.content in sheet.heads]
            if " ".join(heads) != _(scene.panels[sheet.panel].title):
                bad.append(f"{where}: heading {heads} is not {_(scene.panels[sheet.panel].title)!r}")
            for r in frame:
                if r.content.startswith("[") and r.content.endswith("]"):
                    continue  # a button glyph (a picture of the key or button, GLYPH_SIZE at every text size)
                role = _howto_role(sheet, r)
                if text_size == 100:
                    sizes[role] = max(sizes.get(role, 0), r.size)
                elif text_size == 150 and r.size < min(1.4 * sizes[role], 1.5 * theme.HEADING):
                    bad.append(f"{where}: {r.content!r} at {r.size} px, {r.size / sizes[role]:.0%} of 100 %")
        for k, panel in enumerate(scene.panels):
            shown = " ".join(line for _s, sheet, _d, _f in shots if sheet.panel == k for line in sheet.lines)
            if shown.split() != panel.words().split():
                bad.append(f"{text_size} %: page {k + 1} shows {shown!r}")
    assert bad == [], "\n".join(bad)
