"""Button prompts show the glyphs of the asked seat's device; a player's confirm fast-forwards table animations;
loot particles are seeded, pooled and drawn."""

from __future__ import annotations

import pygame
import pytest

from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui import prompts
from thieves_arcade.ui.glyphs import glyph
from thieves_arcade.ui.particles import ParticlePool
from thieves_arcade.ui.prompts import device_family, intent_glyphs
from thieves_arcade.ui.widgets import Prompt

PADS = {"pad:1": "Xbox Series X Controller", "pad:2": "PS5 Controller", "pad:3": "Nintendo Switch Pro Controller",
        "pad:4": "Some Generic Gamepad"}

#: Confirm of every family plugged in (PADS), in plug order: the glyph anyone may answer shows.
EVERY_FAMILY = [("xbox", "south"), ("playstation", "south"), ("nintendo", "east"), ("generic", "south")]


@pytest.fixture()
def app(app):
    """The shared app with the four named pads of :data:`PADS` known to its input."""
    app.input.devices.update(PADS)
    return app


def test_family_follows_the_device(app):
    assert device_family(app, "kb:left") == "keyboard" and device_family(app, "kb:right") == "keyboard"
    # these pads have names but no SDL info: the name decides only when it says the family plainly
    assert [device_family(app, d) for d in PADS] == ["xbox", "playstation", "nintendo", "generic"]
    assert device_family(app, "pad:99") == "generic"  # an unplugged / unknown pad: neutral glyphs
    assert device_family(app, None) == "generic"


def test_keyboard_segments_show_their_own_keys(app):
    assert intent_glyphs("keyboard", "kb:left", Intent.CONFIRM) == [glyph("keyboard", "space", 56)]
    assert intent_glyphs("keyboard", "kb:right", Intent.CONFIRM) == [glyph("keyboard", "enter", 56)]
    assert intent_glyphs("keyboard", "kb:left", Intent.LEFT) == [glyph("keyboard", "a", 56), glyph("keyboard", "d", 56)]
    assert intent_glyphs("keyboard", "kb:right", Intent.UP) == [glyph("keyboard", "up", 56),
                                                               glyph("keyboard", "down", 56)]
    assert intent_glyphs("keyboard", "kb:left", Intent.ALT) != intent_glyphs("keyboard", "kb:right", Intent.ALT)
    assert intent_glyphs("playstation", "pad:2", Intent.CONFIRM) == [glyph("playstation", "cross", 56)]
    # SDL maps Nintendo pads by label: confirm is the button labelled A (right), back B (bottom)
    assert intent_glyphs("nintendo", "pad:3", Intent.CONFIRM) == [glyph("nintendo", "a", 56)]
    assert intent_glyphs("nintendo", "pad:3", Intent.BACK) == [glyph("nintendo", "b", 56)]
    with pytest.raises(ValueError, match="no key or button"):
        intent_glyphs("keyboard", "kb:left", "jump")


def _spy(monkeypatch) -> list[tuple[str, str]]:
    asked = []
    real = prompts.glyph

    def spy(family, button, size=56):
        asked.append((family, button))
        return real(family, button, size)
    monkeypatch.setattr(prompts, "glyph", spy)
    return asked


@pytest.mark.parametrize(("device", "expected"), [("kb:left", ("keyboard", "space")),
                                                  ("kb:right", ("keyboard", "enter")),
                                                  ("pad:1", ("xbox", "south")), ("pad:2", ("playstation", "south")),
                                                  ("pad:3", ("nintendo", "east"))])
def test_table_prompt_draws_the_seat_devices_glyphs(app, monkeypatch, device, expected):
    from thieves_arcade.scenes.sticheln import StichelnTable
    table = StichelnTable(app, "sticheln", [device, "normal", "normal"], {}, 1)
    asked = _spy(monkeypatch)
    table.prompt([(Intent.CONFIRM, "Play")], seat=0).draw(app.surface, (960, 900))
    assert asked == [expected]
    asked.clear()
    table.prompt([(Intent.CONFIRM, "Play")], seat=1).draw(app.surface, (960, 900))  # a bot seat: anyone's glyphs
    assert asked == EVERY_FAMILY + [("keyboard", "space"), ("keyboard", "enter")]  # every pad family, then keys


def test_curtain_prompt_uses_the_passed_to_seats_device(app, monkeypatch):
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    table = PickpocketTable(app, "pickpocket", ["pad:2", "kb:right"], {}, 5)
    app.scenes.push(table)
    for _ in range(2000):
        if table.curtain_up:
            break
        app.step()
    assert table.curtain_up
    asked = _spy(monkeypatch)
    app.render()
    device = table.seats[table.state.current_player].device
    assert asked[-1] == (("playstation", "south") if device == "pad:2" else ("keyboard", "enter"))


def test_generic_prompt_names_keys_and_a_seat_prompt_does_not(app, monkeypatch):
    from thieves_arcade.ui import widgets
    seen = []
    real = widgets.text
    monkeypatch.setattr(widgets, "text", lambda s, *a, **k: (seen.append(s), real(s, *a, **k))[1])
    asked = _spy(monkeypatch)
    Prompt([(Intent.CONFIRM, "Go")], app=app).draw(app.surface, (960, 900))
    assert asked == EVERY_FAMILY + [("keyboard", "space"), ("keyboard", "enter")]  # the keys as caps, not words
    asked.clear()
    Prompt([(Intent.CONFIRM, "Go")], device="kb:left", app=app).draw(app.surface, (960, 900))
    assert asked == [("keyboard", "space")]
    assert seen == ["Go", "Go"]


def _frames_until_idle(app, table, confirm_at: int | None) -> int:
    for n in range(5000):
        if confirm_at is not None and n == confirm_at:
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.step()
        if not table.timeline.busy:
            return n
    raise AssertionError("the animations never ended")


def test_a_players_confirm_fast_forwards_the_playing_animations(app):
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    counts = []
    for confirm_at in (None, 10):
        app.scenes.scenes.clear()
        table = PickpocketTable(app, "pickpocket", ["kb:left", "normal", "normal"], {}, 9)
        app.scenes.push(table)
        assert table.timeline.busy  # the deal plays first
        counts.append(_frames_until_idle(app, table, confirm_at))
    plain, rushed = counts
    assert rushed < plain * 0.6, counts
    assert table._rushing is False  # the next batch plays at normal speed again


def test_a_bot_thinks_less_at_a_big_table(app):
    from thieves_arcade.scenes.cite import CiteTable
    small = CiteTable(app, "cite", ["normal"] * 3, {}, 1)
    big = CiteTable(app, "cite", ["normal"] * 6, {}, 1)
    assert small.bot_delay() == small.think_delay
    assert big.think_delay * 0.5 <= big.bot_delay() < small.bot_delay()


def test_particles_are_seeded_pooled_and_expire():
    pygame.display.init()
    a, b = ParticlePool(64), ParticlePool(64)
    a.burst("coin", (500, 500), 20, seed=7)
    b.burst("coin", (500, 500), 20, seed=7)
    assert (a.velocity == b.velocity).all() and a.live == 20
    c = ParticlePool(64)
    c.burst("coin", (500, 500), 20, seed=8)
    assert not (c.velocity == a.velocity).all()
    a.burst("jewel", (100, 100), 100, seed=1)  # more than the pool holds: the oldest slots are reused
    assert a.live == 64
    surf = pygame.Surface((1000, 1000), pygame.SRCALPHA)
    a.update(0.1)
    a.draw(surf)
    assert surf.get_bounding_rect().width > 0  # something was drawn
    a.update(5.0)
    assert a.live == 0
    blank = pygame.Surface((1000, 1000), pygame.SRCALPHA)
    a.draw(blank)
    assert blank.get_bounding_rect().width == 0
    with pytest.raises(ValueError, match="known: coin, jewel, sparkle"):
        a.burst("ruby", (0, 0))


def test_loot_won_bursts_particles_at_the_table(app):
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    table = PickpocketTable(app, "pickpocket", ["normal"] * 3, {}, 4, speed=4.0)
    app.scenes.push(table)
    seen = 0
    for _ in range(20000):
        app.step()
        seen = max(seen, table.particles.live)
        if any(type(e).__name__ == "ThiefLeft" for e in table.events) and seen:
            break
    assert seen > 10


def _ink_rows(surface: pygame.Surface) -> list[pygame.Rect]:
    """The drawn lines of a prompt on a clear ``surface``: bounding rects of runs of rows holding ink (px)."""
    mask = pygame.mask.from_surface(surface, 8)
    w, h = surface.get_size()
    inked = [any(mask.get_at((x, y)) for x in range(0, w, 2)) for y in range(h)]
    rows, y = [], 0
    while y < h:
        if not inked[y]:
            y += 1
            continue
        y0 = y
        while y < h and (inked[y] or any(inked[y:y + 6])):  # a line's glyphs and words, gaps under 6 px joined
            y += 1
        band = pygame.Rect(0, y0, w, y - y0)
        rows.append(mask.overlap_mask(_band_mask(band, (w, h)), (0, 0)).get_bounding_rects()[0].unionall(
            mask.overlap_mask(_band_mask(band, (w, h)), (0, 0)).get_bounding_rects()))
    return rows


def _band_mask(band: pygame.Rect, size: tuple[int, int]) -> pygame.mask.Mask:
    m = pygame.mask.Mask(size)
    m.draw(pygame.mask.Mask(band.size, fill=True), band.topleft)
    return m


@pytest.mark.parametrize("case", ["one line", "terse", "split", "plate split"])
def test_a_prompts_layout_says_where_draw_puts_its_ink(app, case):
    """``Prompt.top``, ``extent``, ``width`` and ``fits`` come from the same layout ``draw`` draws (issue 21: each
    re-derived the fit; ``extent`` skipped the terse step and ``width`` refitted a split row's halves from the
    unshrunk glyph size, so a plate or a neighbour placed by them missed the row drawn)."""
    hints = [((Intent.UP, Intent.LEFT), "Choose"), (Intent.CONFIRM, "Take"), (Intent.BACK, "Leave"),
             (Intent.ALT, "Rules")]
    full = Prompt(hints, app=app, device="kb:left").width(4000)
    terse = Prompt([(hints[0][0], "")] + hints[1:], app=app, device="kb:left").width(4000)
    # the narrowest each is drawn before the next step (40 px glyphs): terse only once the full row cannot fit
    full_min = Prompt(hints, app=app, device="kb:left", size=40).width(4000)
    terse_min = Prompt([(hints[0][0], "")] + hints[1:], app=app, device="kb:left", size=40).width(4000)
    half = max(Prompt(part, app=app, device="kb:left").width(4000) for part in (hints[:2], hints[2:]))
    assert half < terse < full < 1800
    split = max(half, terse) * 0.5 + full * 0.25  # too wide for one line even terse, wide enough for each half
    width = round({"one line": full + 4, "terse": (terse_min + full_min) / 2, "split": split,
                   "plate split": split}[case])
    prompt = Prompt(hints, app=app, device="kb:left", terse=case == "terse", plate=case == "plate split")
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    centre = (960, 700)
    prompt.draw(surface, centre, width)
    lay = prompt.layout(centre, width)
    assert len(lay.rows) == (2 if "split" in case else 1)
    rows = _ink_rows(surface)
    ink = rows[0].unionall(rows[1:])
    extent = prompt.extent(centre, width)
    room = extent.inflate(2, 2)
    if prompt.plate:  # a panel's soft drop shadow, 12 px past its bottom right (ui.widgets.panel_surface)
        room.width, room.height = room.width + 12, room.height + 12
    assert room.contains(ink), (extent, ink)
    assert 0 <= ink.top - prompt.top(centre, width) < 16  # the row's box: at or above its highest ink
    assert abs(extent.top - prompt.top(centre, width)) <= 1
    assert prompt.fits(width) == (len(lay.rows) == 1)
    if not prompt.plate:  # each line drawn where the layout says, as wide as width() says
        assert len(rows) == len(lay.rows)
        assert abs(max(r.width for r in rows) - prompt.width(width)) <= 4  # a label's side bearings
        assert extent.height < (sum(r.height for r in rows) + 60)
    if case == "terse":  # the direction hint's words dropped, the rest on one line
        assert not Prompt(hints, app=app, device="kb:left").fits(width)


def test_a_row_too_wide_for_two_lines_stacks_more_lines_without_overlap(app):
    """A row whose halves are still too wide takes as many lines as it needs, each above the next (issue 21: the
    halves were split again in place, and the second half's first line was drawn over the first half's last)."""
    hints = [(Intent.CONFIRM, "Take the reward"), (Intent.BACK, "Leave the table"), (Intent.ALT, "How to play"),
             (Intent.PAUSE, "Pause the game")]
    width = round(max(Prompt([h], app=app, device="kb:left").width(4000) for h in hints) + 20)
    lay = Prompt(hints, app=app, device="kb:left").layout((960, 800), width)
    assert len(lay.rows) == 4
    ys = [row.y for row in lay.rows]
    assert ys == sorted(ys) and len(set(ys)) == 4
    assert all(b.y - b.tall / 2 > a.y + a.tall / 2 for a, b in zip(lay.rows, lay.rows[1:], strict=False))
