"""Issue 16, the minor items: options that do something, one language per screen, hints that do what they say."""

from __future__ import annotations

import pygame
import pytest
from support import probed

from thieves_arcade import i18n
from thieves_arcade.engine import GAME_IDS
from thieves_arcade.engine import cite as C
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.table import make_seats


@pytest.mark.parametrize("game_id", ["morpion", "oodlar"])
def test_no_quick_row_where_quick_is_the_full_game(app, game_id):
    lobby = LobbyScene(app, game_id)
    assert "length" not in lobby.ROWS


@pytest.mark.parametrize("game_id", ["pickpocket", "cite", "sticheln"])
def test_the_quick_row_says_what_it_shortens(app, game_id):
    lobby = LobbyScene(app, game_id)
    assert "length" in lobby.ROWS
    lobby.quick = True
    assert any(ch.isdigit() for ch in lobby.length_label())


def test_morpions_expert_options_are_lobby_rows_and_reach_the_table(app):
    lobby = LobbyScene(app, "morpion", seed=1)
    app.scenes.push(lobby)
    assert {"binoculars", "equipment_bonus"} <= set(lobby.ROWS)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    for key in ("binoculars", "equipment_bonus"):
        lobby.row = lobby.ROWS.index(key)
        app.send(IntentEvent("kb:left", Intent.UP))
    assert lobby.table_options() == {"binoculars": True, "equipment_bonus": True}
    app.send(IntentEvent("kb:left", Intent.PAUSE))
    table = app.scenes.top
    assert table.state.options["binoculars"] is True and table.state.options["equipment_bonus"] is True


def test_cite_combination_names_are_english_in_english_and_the_rules_names_in_french():
    from thieves_arcade.scenes.cite import COMBO_NAMES, combo_name
    assert set(COMBO_NAMES) == set(C.COMBINATION_NAMES)
    i18n.set_language("en")
    english = {k: combo_name(k) for k in COMBO_NAMES}
    assert all(english[k] != C.COMBINATION_NAMES[k] or k == C.CAMOUFLAGE for k in COMBO_NAMES), english
    i18n.set_language("fr")
    assert {k: combo_name(k) for k in COMBO_NAMES} == C.COMBINATION_NAMES


def test_french_screens_name_the_bots_in_french_and_saves_keep_the_english_label():
    from thieves_arcade.app.resume import seat_to_dict
    seats = make_seats(["easy", "kb:left", "normal"])
    i18n.set_language("fr")
    assert [s.name for s in seats] == ["Pie", "Joueur 2", "Renard"]
    assert seat_to_dict(seats[0])["name"] == "Magpie"
    assert i18n._("Mark die / go") == "Marquer/OK"  # Cité's roll hint, short enough for every hint to show (issue 21)


def oodlar_ready(app, seed=3):
    from scene_helpers import make_table, ready_for, run_until

    from thieves_arcade.engine import oodlar as od
    scene = make_table(app, "oodlar", ["kb:left", "easy", "easy"], seed=seed, speed=40.0)
    run_until(app, lambda: ready_for(scene, 0)() and scene.view.phase == od.TURN)
    return scene


def oodlar_peeked(app):
    """The Pickpockets table (:func:`oodlar_ready`) once seat 0 peeked at pile A: its turn, ordering the pile."""
    from scene_helpers import ready_for, run_until

    from thieves_arcade.engine import oodlar as od
    scene = oodlar_ready(app)
    scene.apply(od.Peek("A"))
    run_until(app, lambda: not scene.timeline.busy)
    if scene.curtain_up:
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
    run_until(app, lambda: ready_for(scene, 0)() and scene.view.phase == od.ORDER)
    return scene


def test_a_run_that_cannot_win_asks_once_with_no_focused(app):
    from thieves_arcade.engine import oodlar as od
    from thieves_arcade.scenes.message import ConfirmScene
    scene = oodlar_ready(app)
    assert not od.run_succeeds(scene.view.hand, 3)  # an empty hand at the first turn
    scene.cursor = list(scene.view.legal).index(od.Run())
    n = len(scene.events)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and ask.buttons[ask.focus] == "no" and "$" in ask.text
    ask.update(0.5)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # No
    assert app.scenes.top is scene and len(scene.events) == n and not scene.state.is_over
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    ask = app.scenes.top
    ask.update(0.5)
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # Run anyway
    assert scene.state.is_over and scene.state.reason == od.FAILED_ESCAPE


def test_a_peeked_pile_goes_back_as_found_in_one_confirm(app):
    from scene_helpers import run_until

    from thieves_arcade.engine import oodlar as od
    scene = oodlar_peeked(app)
    seen = list(scene.view.seen)
    rects = scene.option_rects(scene.view)
    assert len(rects) == len(scene.view.legal) + 1 and rects[-1] == scene.keep_rect()
    scene.cursor = len(scene.view.legal)
    presses = 0
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    presses += 1
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.state.phase == od.DECIDE and presses == 1
    assert list(scene.state.view(0).known[0]) == seen, "the pile is back in the order it was found"


def test_the_turn_marker_is_no_seat_colour_and_moves():
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.widgets import TURN_MARKER, draw_turn_marker

    def dist(a, b):
        return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5
    assert min(dist(TURN_MARKER, c) for c in theme.SEAT_COLOURS) > 80, "far from every seat colour"
    assert dist(TURN_MARKER, theme.GOLD) > 80
    frames = []
    for t in (0.0, 0.2):  # a plate inside the title-safe area, with room above it for the pointer
        surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        draw_turn_marker(surf, pygame.Rect(600, 400, 200, 60), t)
        frames.append(pygame.image.tobytes(surf, "RGB"))
        assert any(surf.get_at((700, y))[:3] == TURN_MARKER for y in range(350, 390)), "a pointer above the plate"
    assert frames[0] != frames[1], "it moves"


@pytest.mark.parametrize("game_id,seats", [("pickpocket", 4), ("cite", 3), ("oodlar", 3), ("sticheln", 4)])
def test_the_seat_to_act_carries_the_turn_marker(app, game_id, seats, monkeypatch):
    from scene_helpers import make_table, run_until

    from thieves_arcade.ui import widgets
    scene = make_table(app, game_id, ["easy"] * seats, seed=3, speed=1.0)
    run_until(app, lambda: not scene.timeline.busy and scene.state.current_player is not None, 30000)
    app.step(1 / 60)
    marks = []
    import importlib
    try:  # a game split by job draws in its painter module (issue 17)
        module = importlib.import_module(f"thieves_arcade.scenes.{game_id}.painter")
    except ModuleNotFoundError:
        module = importlib.import_module(f"thieves_arcade.scenes.{game_id}")
    real_mark = widgets.draw_turn_marker
    if hasattr(module, "draw_turn_marker"):
        monkeypatch.setattr(module, "draw_turn_marker", lambda *a, **k: (marks.append(a[1]), real_mark(*a, **k)))
    monkeypatch.setattr(widgets, "draw_turn_marker", lambda *a, **k: (marks.append(a[1]), real_mark(*a, **k)))
    scene.draw(app.surface)
    # one seat's box, drawn once (Cité draws it after its turn panel, which may meet it: no second pass over it)
    assert len(marks) == 1, f"exactly the seat to act carries the turn marker, once: {marks}"


def probe_texts(app) -> list[str]:
    app.run_headless(20, draw_every=0)
    return [r.content for r in probed(app.scenes.draw).records]


def test_attract_takes_any_key_as_its_banner_says(app):
    from thieves_arcade.scenes.attract import AttractScene
    from thieves_arcade.scenes.title import TitleScene
    app.scenes.clear()
    app.scenes.push(AttractScene(app))
    app.run_headless(5, draw_every=0)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    assert isinstance(app.scenes.top, TitleScene)


def test_empty_seats_stop_offering_the_keyboard_once_both_keyboards_joined(app):
    lobby = LobbyScene(app, "pickpocket")
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    seen = probe_texts(app)
    assert "[enter]" in seen and "Join" in seen  # the right keyboard may still join
    app.send(IntentEvent("kb:right", Intent.CONFIRM))
    lobby.players = 4
    seen = probe_texts(app)
    assert "Plug in a pad to join" in seen
    assert seen.count("Join") == 0, "every device here is seated: no join hint, on the seats or the bottom row"
    assert "Leave" in seen and "Start" in seen


@pytest.mark.parametrize("game_id", [*GAME_IDS, "party"])
def test_every_lobby_hint_does_what_it_says(app, game_id):
    from thieves_arcade.scenes.howto import HowToScene
    from thieves_arcade.scenes.party import PartyLobbyScene
    from thieves_arcade.scenes.table import TableScene
    app.scenes.clear()
    lobby = PartyLobbyScene(app, seed=1) if game_id == "party" else LobbyScene(app, game_id, seed=1)
    app.scenes.push(lobby)
    seen = probe_texts(app)
    checks = {"Join": (Intent.CONFIRM, lambda: lobby.joined == ["kb:left"]),
              "How to play": (Intent.ALT, lambda: isinstance(app.scenes.top, HowToScene)),
              "Leave": (Intent.BACK, lambda: lobby.joined == []),
              "Start": (Intent.PAUSE, lambda: app.scenes.top is not lobby)}
    shown = [label for label in checks if label in seen]
    assert {"Join", "Leave", "Start"} <= set(shown)
    assert ("How to play" in shown) == (game_id != "party"), "the party lobby offers no dead How to play"
    for label in ("Join", "How to play", "Leave", "Join", "Start"):
        if label not in shown:
            continue
        intent, happened = checks[label]
        app.send(IntentEvent("kb:left", intent))
        assert happened(), f"{game_id}: the {label!r} hint did nothing"
        if isinstance(app.scenes.top, HowToScene):
            app.send(IntentEvent("kb:left", Intent.BACK))
    assert isinstance(app.scenes.top, TableScene) or type(app.scenes.top).__name__ == "PartyScene"


def test_the_pickpockets_memory_strip_reads_in_36_px(app):
    from scene_helpers import ready_for, run_until

    from thieves_arcade.engine import oodlar as od
    scene = oodlar_peeked(app)
    scene.keep_order(0)
    run_until(app, lambda: ready_for(scene, 0)() and scene.view.phase == od.DECIDE)
    scene.apply(od.Done())
    run_until(app, lambda: not scene.timeline.busy and scene.state.current_player == 0 or scene.state.is_over, 60000)
    known = scene.state.view(0).known[0]
    assert known
    scene.refresh_view()
    from thieves_arcade.scenes.oodlar import painter
    records = probed(scene.draw).records
    chips = [r for r in records if r.content.startswith("$") and r.content[1:].isdigit()]
    # [D] as many chips as fit the pile's half of the wallet with "top" and the "+N" (issue 21: 2 in English)
    shown = min(painter.memory_fit(scene)[1], len(known))
    assert len(chips) >= shown >= 2 and all(r.size >= 36 for r in chips)
    assert len(known) == shown or f"+{len(known) - shown}" in {r.content for r in records}


def test_sticheln_tray_cards_carry_their_rank_in_36_px(app):
    from scene_helpers import make_table, ready_for, run_until
    scene = make_table(app, "sticheln", ["kb:left", "easy", "easy", "easy"], seed=3, speed=40.0)
    run_until(app, ready_for(scene, 0))
    ranks = {str(c.rank) for c in scene.private_hand(scene.view)}
    drawn = {r.content for r in probed(scene.draw).records if r.size >= 36}
    assert ranks <= drawn


@pytest.mark.parametrize("resume", [False, True])
def test_the_titles_quit_box_keeps_clear_of_the_hints(app, resume, monkeypatch):
    from thieves_arcade.scenes import title as title_mod
    if resume:
        monkeypatch.setattr("thieves_arcade.app.resume.load", lambda store=None: (
            {"kind": "game", "game": "cite"}, ""))
    scene = title_mod.TitleScene(app, attract_after=1e9)
    scene.menu.index = len(scene.menu.items) - 1  # Quit focused: its box is drawn
    probe = probed(scene.draw)
    quit_box = [r for r, _layer in probe.panels][-1]
    hints = [r.rect for r in probe.records if r.content in ("Choose", "Move") or r.content.startswith("[")]
    assert hints and all(h.top - quit_box.bottom >= 16 for h in hints), (quit_box, hints)


def test_pickpocket_and_pickpockets_cards_say_which_is_which(app):
    from thieves_arcade.scenes.select import SelectScene, subtitle
    scene = SelectScene(app)
    app.scenes.push(scene)
    seen = probe_texts(app)
    assert subtitle("pickpocket") != subtitle("oodlar")
    assert "Loot tiles" in seen and "Banknote bluff" in seen and "Pickpocket" in seen and "Pickpockets" in seen


def test_only_the_chosen_card_wears_the_focus_colour(app):
    """Game select: the chosen card's ring is a colour no card wears as its own border, so an unchosen card never
    looks chosen (Pickpocket's yellow border read as the gold focus ring). Measured on the drawn frame: the ring's
    colour shows round the chosen card and nowhere round the others."""
    import pygame

    from thieves_arcade.scenes.select import FOCUS_RING, SelectScene
    from thieves_arcade.ui.emblems import card_colour
    scene = SelectScene(app)
    app.scenes.push(scene)
    for game_id in scene.games:
        assert sum(abs(a - b) for a, b in zip(card_colour(game_id)[:3], FOCUS_RING, strict=True)) > 150, game_id
    for index in (0, 1):  # Pickpocket chosen, then La Cité: the ring follows the cursor alone
        scene.index = index
        surface = pygame.Surface((1920, 1080))
        scene.draw(surface)
        for k, tag in scene.tags.items():
            rows = [(x, tag.centery) for x in range(tag.left - 30, tag.left - 14)]  # the card's left edge
            ring = sum(1 for p in rows if tuple(surface.get_at(p))[:3] == FOCUS_RING)
            assert (ring > 0) == (k == index), (k, index, ring)


@pytest.mark.parametrize("device", ["kb:left", "kb:right", "pad:0"])
def test_esc_on_the_title_asks_to_quit_with_no_focused(app, device):
    """Esc (P, Start: the pause intent) on the title opens the quit prompt, whatever entry is focused, as back does
    on Quit; No is focused, so a mashed confirm keeps the game open."""
    from thieves_arcade.scenes.message import ConfirmScene
    app.goto("title", how="clear")
    title = app.scenes.top
    assert title.menu.key == "play"
    app.send(IntentEvent(device, Intent.PAUSE))
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and ask.title == "Quit Thieves' Arcade?" and ask.buttons[ask.focus] == "no"
    ask.update(0.5)
    app.send(IntentEvent(device, Intent.CONFIRM))
    assert app.scenes.top is title and app.running


def test_esc_on_the_game_select_goes_back_to_the_title(app):
    app.goto("title", how="clear")
    title = app.scenes.top
    app.goto("select")
    assert app.scenes.top.name == "select"
    app.send(IntentEvent("kb:left", Intent.PAUSE))
    assert app.scenes.top is title and len(app.scenes) == 1
