"""The key / button hint row of every game's turn panel, in the glyphs of the device asked (issue 21, ood11 item
1): each game with its human seat on the default keyboard keys, on remapped keys (Settings → Controls, saved in
``settings.json``) and on an Xbox, PlayStation and Nintendo pad (virtual SDL pads, ``support.plug``), at 100 and
150 % text — the row shows that device's own glyphs (the remapped key's name, the pad family's buttons, never
another device's), and lies inside its panel, clear of its border, on no other text, button or picture."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_table, ready_for, run_until
from support import plug
from test_readability import Frame, level_boxes, request_cleanup, text_at

from thieves_arcade.input.controls import INTENTS
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui import theme
from thieves_arcade.ui.probe import TextProbe, probing

#: Seats per table: the human first, bots after.
TABLE_SEATS = {"pickpocket": 4, "cite": 4, "oodlar": 4, "morpion": 2, "sticheln": 4}
#: Every remappable intent of the left keyboard segment on a key no default uses, with caps wider than a letter's.
REMAP = {"kb:left": {"confirm": ["right alt"], "back": ["keypad 0"], "alt": ["f5"], "pause": ["insert"]}}
DEVICES = ["keyboard", "remapped", "xbox", "playstation", "nintendo"]
#: Px a hint row's glyphs and labels keep inside their panel's border line (Cité's turn panel keeps its glyphs 8 px
#: inside its edge, over its 4 px border): the border's width and this.
HINT_CLEAR = 4
#: The human decisions met per table (confirm pressed on a legal action between them).
DECISIONS = 4


@pytest.fixture()
def app(app):
    """The shared app; what a test asked to undo (``request_cleanup``) is undone after it."""
    yield app
    while request_cleanup:
        request_cleanup.pop()()


def hint_row(frame: Frame) -> tuple[list, list]:
    """``(glyphs, labels)`` of the hint rows on ``frame``'s top layer: the prompt glyphs (probe notes, ``[space]``,
    ``[xbox south]``, ``[dpad]``) and the texts that start just right of one, level with it (a hint's label)."""
    top = max(r.layer for r in frame)
    on = [r for r in frame if r.layer == top and r.content.strip()]
    glyphs = [r for r in on if r.content.startswith("[") and r.content.endswith("]")]
    labels = [r for r in on if r not in glyphs and any(
        g.rect.top <= r.rect.centery <= g.rect.bottom and 0 <= r.rect.left - g.rect.right <= 40 for g in glyphs)]
    return glyphs, labels


def row_problems(frame: Frame) -> list[str]:
    """What is wrong with where ``frame``'s hint rows lie: a glyph or label not :data:`HINT_CLEAR` px inside the
    border of the smallest panel holding its centre (with none, outside the title-safe area: Sticheln's row lies on
    the open felt), across another panel (a button), or on another text or a picture."""
    glyphs, labels = hint_row(frame)
    row = glyphs + labels
    top = max(r.layer for r in frame)
    panels = [p for p in frame.panels if p[1] == top]
    bad = []
    for r in row:
        holders = [p for p in panels if p[0].collidepoint(r.rect.center)]
        holder = min(holders, key=lambda p: p[0].width * p[0].height) if holders else None
        if holder is None:
            if not pygame.Rect(theme.SAFE).contains(r.rect):
                bad.append(f"{r.content!r} at {tuple(r.rect)} is in no panel and leaves the title-safe area")
        else:
            need = getattr(holder, "border_width", 4) + HINT_CLEAR
            inner = holder[0].inflate(-2 * need, -2 * need)
            if not inner.contains(r.rect):
                room = min(r.rect.left - holder[0].left, holder[0].right - r.rect.right,
                           r.rect.top - holder[0].top, holder[0].bottom - r.rect.bottom)
                bad.append(f"{r.content!r} at {tuple(r.rect)} is {room} px from the edge of its panel at "
                           f"{tuple(holder[0])}, under {need} px")
        for p in panels:
            if p is not holder and p[0].colliderect(r.rect) and not (
                    holder is not None and p[0].contains(holder[0])) and not p[0].contains(r.rect):
                bad.append(f"{r.content!r} at {tuple(r.rect)} crosses a panel at {tuple(p[0])}")
        for o in frame:
            both = o.rect.clip(r.rect)
            if o.layer == top and o.content.strip() and o is not r and both.width > 2 and both.height > 2:
                bad.append(f"{r.content!r} at {tuple(r.rect)} overlaps {o.content!r} at {tuple(o.rect)}")
        for s in frame.sprites:
            both = s.rect.clip(r.rect)
            if s.layer == top and both.width > 2 and both.height > 2:
                bad.append(f"{r.content!r} at {tuple(r.rect)} lies on a picture at {tuple(s.rect)}")
    return bad


def expected_glyphs(app, device: str) -> tuple[set[str], set[str]]:
    """``(allowed, confirm)``: the probe names of every glyph ``device``'s hints may show (its own keys or its pad
    family's buttons, for every intent) and of its confirm glyph."""
    from thieves_arcade.ui.prompts import _glyph_names, device_family
    family = device_family(app, device)
    allowed = set()
    for name in INTENTS:
        try:
            allowed |= {f"[{n}]" for n in _glyph_names(family, device, Intent(name), app)}
        except ValueError:  # no pad control (a pad's pause, a direction's button)
            pass
    return allowed, {f"[{n}]" for n in _glyph_names(family, device, Intent.CONFIRM, app)}


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("game", sorted(TABLE_SEATS))
def test_every_tables_hint_row_shows_the_seats_glyphs_inside_its_panel(app, game, device, text_size):
    """The human's first :data:`DECISIONS` turns at ``game`` with a keyboard (default or :data:`REMAP`) or a pad
    of each family: every hint row shows only that device's glyphs, its confirm among them (the remapped key, not
    Space), and lies inside its panel (:func:`row_problems`). Issue 21: Pickpocket's hand panel drew a pad's 60 px
    d-pad and face button on its bottom border (0 px from the panel's edge, at 100 %)."""
    text_at(app, text_size)
    if device == "remapped":
        app.settings.controls = REMAP
        request_cleanup.append(lambda: setattr(app.settings, "controls", None))
    dev = "kb:left" if device in ("keyboard", "remapped") else plug(app, device).device
    allowed, confirm = expected_glyphs(app, dev)
    if device == "remapped":
        assert confirm == {"[right alt]"}
    table = make_table(app, game, [dev] + ["normal"] * (TABLE_SEATS[game] - 1), seed=3)
    boxes = level_boxes(game)
    rows = 0
    for k in range(DECISIONS):
        run_until(app, ready_for(table, 0))
        probe = TextProbe()
        with probing():
            app.scenes.draw(probe)
        frame = Frame(probe.records, [*boxes, *probe.panels], probe.sprites)
        glyphs, _labels = hint_row(frame)
        if glyphs:
            rows += 1
            shown = {g.content for g in glyphs}
            assert shown <= allowed, f"decision {k}: {sorted(shown - allowed)} shown for {device}"
            assert confirm <= shown, f"decision {k}: no {sorted(confirm)} among {sorted(shown)}"
            assert row_problems(frame) == [], f"decision {k}"
        legal = list(table.view.legal)
        if table.cursor == -1 and legal:
            table.cursor = k % len(legal)
        app.send(IntentEvent(dev, Intent.CONFIRM))
        app.step()
    assert rows, f"{game}: no hint row met"
