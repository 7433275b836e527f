"""The lobby with pads of three families plugged in (issue 21, 150 % text): real virtual SDL pads posing as an Xbox
Series X, a DualSense and a Switch Pro Controller. With three families each "anyone may press" hint shows five
glyphs, the bottom row no longer fits one line, and at 150 % its second line rose into the settings bar, the pause
caps cut "Start" and "Options" through the middle, the empty cards' Join hint ran past their edges in French, and
the pads' names were cut ("Xbox Series…"). The probe and the audits are ``tests/test_readability.py``'s."""

from __future__ import annotations

import pygame
import pytest
from test_readability import LOBBY_CLEAR, _inside, _probe, request_cleanup, still_audit, text_at

from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.ui import theme


@pytest.fixture()
def app(app):
    """The shared app; what a test asked to undo (``request_cleanup``, as ``text_at`` does) is undone after it."""
    yield app
    while request_cleanup:
        request_cleanup.pop()()


@pytest.fixture()
def three_families(app):
    """Three real virtual pads, one per family, opened by the app's input manager; unplugged afterwards."""
    pads = [VirtualController("xbox", name="Xbox Series X Controller"),
            VirtualController("playstation", name="DualSense Wireless Controller"),
            VirtualController("nintendo")]
    try:
        for _ in range(3):
            app.pump()
        assert all(p.device in app.input.devices for p in pads), "the app did not open the virtual pads"
        yield pads
    finally:
        for p in pads:
            p.unplug()
        app.pump()


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game, seated", [("sticheln", 3), ("morpion", 1)])
def test_three_pad_families_keep_the_lobby_whole(app, three_families, game, seated, lang, text_size):
    """Sticheln (three pads seated, four empty cards) and Morpion (one pad seated, no empty card, so the bottom row
    says Join too): every audit of a still lobby passes (the bottom row's glyphs are probed as texts, so a line of
    it across the bar's edge fails); the bottom row's ink stays :data:`~thieves_arcade.scenes.lobby.FOOTER_CLEAR`
    px under the bar; every card's texts and glyphs keep 12 px inside the card; the seated pads' names are whole
    ("Xbox Series X", "DualSense": generic words dropped, never "…")."""
    from thieves_arcade import i18n
    from thieves_arcade.scenes.lobby import LobbyScene
    FOOTER_CLEAR = 16
    text_at(app, text_size)
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))
    lobby = LobbyScene(app, game, seed=2)
    for pad in three_families[:seated]:
        lobby.join(pad.device)
    frame = _probe(lobby)
    bad = still_audit(frame)
    cards = lobby.seat_rects()
    bar = lobby.bar_layout(max(r.bottom for r in cards)).panel
    below = [r for r in frame if r.rect.centery > bar.bottom]
    assert len(below) >= 6, f"no bottom row under the bar: {[r.content for r in below]}"
    bad += [f"{r.content!r} at {tuple(r.rect)} is within {FOOTER_CLEAR} px of the bar's bottom {bar.bottom}"
            for r in below if r.rect.top < bar.bottom + FOOTER_CLEAR - 2]
    for k, card in enumerate(cards):
        bad += [f"card {k}: {r.content!r} at {tuple(r.rect)} is within {LOBBY_CLEAR} px of the card {tuple(card)}"
                for r in frame if card.colliderect(r.rect) and not _inside(r.rect, card, LOBBY_CLEAR)]
    names = [r.content for card in cards[:seated] for r in frame if card.colliderect(r.rect)
             and r.content not in (i18n._("Player {n}").format(n=n) for n in range(1, 9))]
    bad += [f"a pad's name is cut: {n!r}" for n in names if "…" in n]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("label", ["Start", "Options", "+"])
def test_a_pause_cap_keeps_its_label_inside_the_paper(scale, label):
    """A pad's pause cap ("Start", "Options", "+") at every glyph height a prompt shrinks to (36–60 px) and every
    text size: the label's ink leaves the paper face's top and bottom rows plain paper (at 150 % a 40 px cap
    drew a 54 px label and cut it through the middle)."""
    from thieves_arcade.ui.prompts import plain_cap
    pygame.font.init()
    with theme.text_scale(scale):
        for size in range(36, 61, 2):
            cap = plain_cap(label, size, scale)
            face_h = size - 10
            for y in (4, 5, 3 + face_h - 2, 3 + face_h - 3):
                row = [tuple(cap.get_at((x, y)))[:3] for x in range(size // 3, cap.get_width() - size // 3)]
                dark = [c for c in row if sum(abs(a - b) for a, b in zip(c, theme.PAPER, strict=True)) > 60]
                assert not dark, f"{label!r} at {size} px, text ×{scale}: ink on row {y} of the paper"


@pytest.mark.parametrize("name, short", [
    ("Xbox Series X Controller", "Xbox Series X"), ("DualSense Wireless Controller", "DualSense"),
    ("Xbox Series X Controller #2", "Xbox Series X #2"), ("Wireless Controller", "Wireless Controller"),
    ("USB Gamepad", "USB"), ("8BitDo Pro 2", "8BitDo Pro 2")])
def test_a_long_pad_name_drops_its_generic_words_first(name, short):
    """:func:`~thieves_arcade.scenes.lobby.short_pad_name`: the words that say only "a pad" go, a " #2" stays, and a
    name made only of them is kept."""
    from thieves_arcade.scenes.lobby import short_pad_name
    assert short_pad_name(name) == short


def test_prompt_top_is_where_the_drawn_row_reaches(app, three_families):
    """:meth:`~thieves_arcade.ui.widgets.Prompt.top` matches the drawn row's highest glyph or label, on one line
    and split in two (what the lobby keeps its bar above)."""
    from thieves_arcade.input.intents import Intent
    from thieves_arcade.ui.probe import TextProbe, probing
    from thieves_arcade.ui.widgets import Prompt
    text_at(app, 150)
    hints = [(Intent.CONFIRM, "Join"), (Intent.BACK, "Leave"), (Intent.PAUSE, "Start"), (Intent.ALT, "How to play")]
    for width, lines in ((1000, 2), (3000, 1)):
        prompt = Prompt(hints, app=app)
        probe = TextProbe()
        with probing():
            prompt.draw(probe, (960, 990), width)
        tops = sorted(r.rect.top for r in probe.records)
        assert sum(1 for a, b in zip(tops, tops[1:], strict=False) if b - a > 40) + 1 == lines, tops
        top = prompt.top((960, 990), width)  # the line's box: at or above the highest ink, by less than 16 px
        assert top <= tops[0] < top + 16, (top, tops[0])
