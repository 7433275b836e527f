"""The Pickpockets table scene driven headless: demo runs, a human's real choices through intents, the curtain."""

from __future__ import annotations

import pytest
from scene_helpers import make_table, press, ready_for, run_until

from thieves_arcade.app import cli
from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import oodlar as od
from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes import oodlar as scene_mod
from thieves_arcade.scenes import playable_games, table_class
from thieves_arcade.scenes.oodlar import painter as oodlar_painter


def make(app, seats, seed=5, speed=20.0):
    return make_table(app, "oodlar", seats, seed, speed)


@pytest.mark.parametrize("players", [3, 4])
def test_headless_demo_exits_0_with_final_scores(players, capsys):
    assert cli.main(["--headless", "--demo", "oodlar", "--players", str(players), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "final scores:" in out
    assert len(out.strip().splitlines()[-1].split(":")[1].split()) == players


def test_registered_as_playable():
    assert "oodlar" in playable_games()
    assert table_class("oodlar") is scene_mod.OodlarTable


def test_human_peeks_reorders_and_ends_the_turn(app):
    scene = make(app, ["kb:left", "normal", "normal"])
    run_until(app, ready_for(scene, 0))
    seen = list(scene.state.piles["A"])
    press(app, "kb:left", Intent.DOWN, Intent.DOWN)  # steal A → swap A → peek A
    assert scene.view.legal[scene.cursor] == od.Peek("A")
    press(app, "kb:left", Intent.CONFIRM)
    assert scene.state.phase == od.ORDER
    run_until(app, ready_for(scene, 0))
    press(app, "kb:left", Intent.RIGHT, Intent.CONFIRM)  # the note seen 2nd goes on top
    run_until(app, ready_for(scene, 0))
    while scene.state.phase == od.ORDER:  # the rest in the order seen
        press(app, "kb:left", Intent.CONFIRM)
        run_until(app, ready_for(scene, 0))
    assert scene.state.piles["A"][:2] == [seen[1], seen[0]]
    assert scene.state.piles["A"][2:] == seen[2:]
    assert isinstance(scene.view.legal[scene.cursor], od.Done)  # the safe default
    press(app, "kb:left", Intent.CONFIRM)
    names = [type(e).__name__ for e in scene.events]
    assert names[:2] == ["Peeked", "Arranged"] and names[-2:] == ["Reordered", "PeekEnded"]
    assert scene.state.current_player == 1


def test_human_swaps_and_returns_a_chosen_note_to_the_other_pile(app):
    scene = make(app, ["kb:left", "normal", "normal"], seed=8)
    run_until(app, ready_for(scene, 0))
    top_b = scene.state.piles["B"][0]
    press(app, "kb:left", Intent.RIGHT, Intent.DOWN)  # steal B → swap B
    assert scene.view.legal[scene.cursor] == od.Swap("B")
    press(app, "kb:left", Intent.CONFIRM)
    run_until(app, ready_for(scene, 0))
    assert scene.view.legal[scene.cursor] == od.Return(1, "B")  # default: the new note straight back
    press(app, "kb:left", Intent.UP, Intent.CONFIRM)  # … but onto A
    assert scene.state.piles["A"][0] == top_b
    assert [type(e).__name__ for e in scene.events] == ["Swapped", "Returned"]


def test_other_devices_cannot_act_for_a_seat(app):
    scene = make(app, ["kb:left", "normal", "normal"])
    run_until(app, ready_for(scene, 0))
    press(app, "kb:right", Intent.CONFIRM)
    press(app, "pad:7", Intent.CONFIRM)
    assert scene.events == []


def _faces_drawn(app, scene, monkeypatch) -> list:
    calls = []
    real = oodlar_painter.note_face
    monkeypatch.setattr(oodlar_painter, "note_face", lambda *a, **k: calls.append(a) or real(*a, **k))
    scene.draw(app.surface)
    return calls


def test_curtain_hides_private_information_with_two_humans(app, monkeypatch):
    scene = make(app, ["kb:left", "kb:right", "normal"], seed=5)
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.curtain_up and scene.view_seat is None
    press(app, "kb:right", Intent.CONFIRM)  # not seat 0's device: the curtain stays
    assert scene.curtain_up
    press(app, "kb:left", Intent.CONFIRM)
    assert not scene.curtain_up and scene.view_seat == 0
    run_until(app, ready_for(scene, 0))
    press(app, "kb:left", Intent.DOWN, Intent.DOWN, Intent.CONFIRM)  # peek at A
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.curtain_up, "the peek was a public moment: the curtain comes back before the pile is shown"
    press(app, "kb:left", Intent.CONFIRM)
    run_until(app, ready_for(scene, 0))
    assert scene.view.seen, "the peeker's view holds the pile"
    assert _faces_drawn(app, scene, monkeypatch), "the peek screen shows the notes to the peeker"
    while scene.state.phase == od.ORDER:
        press(app, "kb:left", Intent.CONFIRM)
        run_until(app, ready_for(scene, 0))
    press(app, "kb:left", Intent.CONFIRM)  # done: seat 1 (the other human) is next
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.state.current_player == 1 and scene.curtain_up
    assert scene.view_seat is None and scene.view.hand == () and scene.view.known == ((), ())
    assert _faces_drawn(app, scene, monkeypatch) == [], "nothing private on screen behind the curtain"


def test_single_human_sees_own_notes_and_bots_only_show_the_public_view(app, monkeypatch):
    scene = make(app, ["normal", "kb:left", "normal"], seed=5)
    run_until(app, ready_for(scene, 1))
    press(app, "kb:left", Intent.CONFIRM)  # steal A
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.state.current_player == 2 and scene.view_seat == 1 and len(scene.view.hand) == 1
    assert _faces_drawn(app, scene, monkeypatch), "a lone human's own notes are shown"
    bots = make(app, ["normal"] * 4, seed=3)
    drawn = []
    real = oodlar_painter.note_face
    monkeypatch.setattr(oodlar_painter, "note_face", lambda *a, **k: drawn.append(a) or real(*a, **k))
    for _ in range(20_000):
        app.step(STEP)
        if any(type(e).__name__ == "Showdown" for e in bots.events):
            break
        bots.draw(app.surface)
        assert bots.view_seat is None
    assert drawn == [], "no note face is drawn before the showdown when only bots play"


def test_showdown_stamps_marked_notes_and_names_winners(app):
    scene = make(app, ["normal"] * 4, seed=5, speed=60.0)
    run_until(app, lambda: scene.finished or (scene.state.is_over and not scene.timeline.busy))
    hands = scene.state.to_dict()["state"]["hands"]
    marked = {(s, k) for s, h in enumerate(hands) for k, n in enumerate(h) if n.endswith("m")}
    assert scene.m.stamped == marked
    assert scene.m.result is not None and list(scene.m.result.winners) == scene.state.winners()
    assert scene.state.reason == od.ARREST and scene.m.police == scene.state.ended_by


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_side_panel_titles_keep_clear_of_their_borders(app, lang, text_size):
    """The private hand's title ("Your notes, Player 1") and the log's ("What they said") keep their ink
    :data:`~thieves_arcade.scenes.oodlar.painter.HAND_CLEAR` px inside their panels, less 4 px of the font's side
    bearing, at every text size (a fresh 150 % pass: 10 px from the border)."""
    from test_readability import request_cleanup, text_at

    from thieves_arcade import i18n
    from thieves_arcade.ui.probe import TextProbe, probing
    text_at(app, text_size)
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))
    try:
        table = make_table(app, "oodlar", ["kb:left", "normal", "normal"], seed=3)
        probe = TextProbe()
        with probing():
            table.draw(probe)
        titles = {i18n._("Your notes, {name}").format(name=table.seats[0].name): table.level.anchor("hand"),
                  i18n._("What they said"): table.level.anchor("log")}
        for title, panel in titles.items():
            drawn = [r for r in probe.records if r.content == title]
            assert drawn, f"{title!r} is not drawn"
            r = drawn[0].rect
            assert r.left - panel.left >= oodlar_painter.HAND_CLEAR - 4, (title, tuple(r), tuple(panel))
            assert panel.right - r.right >= oodlar_painter.HAND_CLEAR - 4, (title, tuple(r), tuple(panel))
    finally:
        while request_cleanup:
            request_cleanup.pop()()


def test_money_is_written_the_language_s_way():
    """Every amount a Pickpockets screen writes goes through the catalogue (no ``f"${…}"`` in the scenes), and every
    French amount puts the sign after the number ("20 $", a fresh pass saw "$20!" beside a log in "20 $")."""
    import re
    from pathlib import Path

    from babel.messages.pofile import read_po
    root = Path(scene_mod.__file__).parent
    literal = re.compile(r"""f["']\$\{""")
    assert [p.name for p in root.glob("*.py") if literal.search(p.read_text(encoding="utf-8"))] == []
    po = Path(scene_mod.__file__).parents[2] / "locale" / "fr" / "LC_MESSAGES"
    with open(next(po.glob("*.po")), "rb") as f:
        catalog = read_po(f)
    money = [m for m in catalog if m.id and "${" in (m.id if isinstance(m.id, str) else m.id[0])]
    assert len(money) >= 8
    for m in money:
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert s and "${" not in s and re.search(r"\{\w+\} \$", s), (m.id, s)


def test_pickpockets_cached_pictures_follow_a_live_switch_of_language_text_size_and_palette(app):
    """Switched live (Settings, mid-game), the table's cached pictures follow (issue 21, ood11 item 2): no
    Pickpockets painter cached with ``surface_cache`` draws words (``painter._glow``, ``ui.notes``' faces, flips,
    empty slots: their keys are what they draw), the texts are cached by their content and size, and the marked
    stamp's colour — recoloured per palette, not in its key — is redrawn because ``access.refresh`` empties every
    cache when the palette or text size changes. Checked it measures: with ``refresh``'s ``clear_all`` made a no-op
    the palette switch shows the old stamp and this fails."""
    import pygame
    from test_readability import request_cleanup, text_at

    from thieves_arcade import i18n
    from thieves_arcade.ui import access
    from thieves_arcade.ui.notes import note_face
    from thieves_arcade.ui.probe import TextProbe, probing

    table = make_table(app, "oodlar", ["kb:left", "normal", "normal", "normal"], seed=3)
    run_until(app, ready_for(table, 0))

    def texts():
        probe = TextProbe()
        with probing():
            app.scenes.draw(probe)
        return {(r.content, r.size) for r in probe.records if not r.content.startswith("[")}

    try:
        english, stamp = texts(), pygame.image.tobytes(note_face(10, True, 0.5), "RGBA")
        i18n.set_language("fr")
        french = texts()
        assert english - french and french - english  # the words changed with the language
        text_at(app, 150)
        bigger = texts()
        assert max(s for _c, s in bigger) > max(s for _c, s in french)  # and grew with the text size
        app.settings.palette = "tritanopia"
        access.refresh()
        assert pygame.image.tobytes(note_face(10, True, 0.5), "RGBA") != stamp  # the stamp took the palette
    finally:
        i18n.set_language("en")
        app.settings.palette = "off"
        while request_cleanup:
            request_cleanup.pop()()
        access.refresh()


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpockets_peek_screen_reads_whole_at_each_placement(app, lang, text_size):
    """The human's peek (ood11 item 3): the pile's private screen at its first three placements passes every still
    audit (sizes, title-safe, nothing across a panel's edge or on other text, on no border). Issue 21, French at
    150 %: the HUD's "À toi, Joueur 1" crossed the screen's top edge over its heading, and the key hints, split in
    two lines, climbed onto the new pile's numbers ("2" under the A / D caps); the turn title is left to the
    screen's heading and the row drops "Choose a note" (terse) instead. Then the police's choice: "Haut les mains !
    Police !" ran over its badge and out of its button (French, 150 %); both labels now fit at one size. Checked it
    fails without the fix."""
    from test_readability import Frame, request_cleanup, still_audit, text_at, with_level_boxes

    from thieves_arcade import i18n
    from thieves_arcade.ui.probe import TextProbe, probing
    text_at(app, text_size)
    i18n.set_language(lang)
    try:
        table = make_table(app, "oodlar", ["kb:left", "normal", "normal", "normal"], seed=3)
        run_until(app, ready_for(table, 0))
        table.cursor = next(k for k, a in enumerate(table.view.legal) if isinstance(a, od.Peek))
        press(app, "kb:left", Intent.CONFIRM)
        for placed in range(3):
            run_until(app, ready_for(table, 0))
            assert table.view.phase == od.ORDER
            probe = TextProbe()
            with probing():
                app.scenes.draw(probe)
            frame = with_level_boxes([Frame(probe.records, probe.panels, probe.sprites)], "oodlar")[0]
            assert still_audit(frame) == [], f"placement {placed + 1}"
            press(app, "kb:left", Intent.CONFIRM)
        for _ in range(12):  # the rest of the pile, then the police's choice: unmask, or done
            run_until(app, ready_for(table, 0))
            if table.view.phase != od.ORDER:
                break
            press(app, "kb:left", Intent.CONFIRM)
        assert table.view.phase == od.DECIDE
        probe = TextProbe()
        with probing():
            app.scenes.draw(probe)
        frame = with_level_boxes([Frame(probe.records, probe.panels, probe.sprites)], "oodlar")[0]
        assert still_audit(frame) == [], "unmask or done"
        hands_up, done = (r for r in frame if r.content in (i18n._("Hands up! I'm the police"),
                                                              i18n._("Done — keep quiet")))
        assert hands_up.size == done.size
    finally:
        i18n.set_language("en")
        while request_cleanup:
            request_cleanup.pop()()
