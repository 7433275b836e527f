"""Fixes of the fresh-player QA session (notes items I, J, L, P, Q): lobby navigation, fixed settings without
arrows, a resumed Pickpocket night's picture, seat names in the language in force, texts that overlap or leave
their box."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from support import probed

from thieves_arcade import i18n
from thieves_arcade.app.saves import SaveStore
from thieves_arcade.input.intents import Intent, IntentEvent


def texts(scene) -> list:
    """The text records of one draw of ``scene`` (content, size, rect)."""
    return probed(scene.draw).records


# ---- I: the lobby's settings bar ------------------------------------------------------------------------------------
def test_lobby_left_right_move_along_the_bar_and_up_down_change_the_focused_setting(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    lobby = LobbyScene(app, "cite", seed=1)
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # join
    assert lobby.ROWS[lobby.row] == "players" and lobby.players == 4
    app.send(IntentEvent("kb:left", Intent.DOWN))  # down changes the value, never moves along the bar
    assert lobby.ROWS[lobby.row] == "players" and lobby.players == 3
    app.send(IntentEvent("kb:left", Intent.UP))
    app.send(IntentEvent("kb:left", Intent.UP))
    assert lobby.players == 5
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert lobby.ROWS[lobby.row] == "level"
    for _ in range(len(lobby.ROWS) + 2):  # right stops at Start (no wrap back to the first setting)
        app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert lobby.ROWS[lobby.row] == "start"
    app.send(IntentEvent("kb:left", Intent.UP))  # nothing to change on Start
    assert app.scenes.top is lobby
    app.send(IntentEvent("kb:left", Intent.LEFT))
    assert lobby.ROWS[lobby.row] == lobby.ROWS[-2]
    assert app.input.name("kb:left")  # the join confirm above still seated the keyboard
    assert lobby.joined == ["kb:left"]


# ---- J: a setting that cannot change shows no arrows and is not focused ---------------------------------------------
def test_morpion_lobby_players_cannot_be_focused_and_shows_no_arrows(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    lobby = LobbyScene(app, "morpion", seed=1)
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert not lobby.changeable("players") and lobby.ROWS[lobby.row] != "players"
    for _ in range(3):
        app.send(IntentEvent("kb:left", Intent.LEFT))
    assert lobby.ROWS[lobby.row] == "level"  # the first setting that can change
    assert lobby.players == 2
    drawn = [r.content for r in texts(lobby)]
    assert "2" in drawn and not any("‹" in t or "›" in t for t in drawn)
    assert LobbyScene(app, "cite", seed=1).changeable("players")


# ---- L: a resumed Pickpocket night ----------------------------------------------------------------------------------
def _settle(app, table, frames: int = 6000) -> None:
    for _ in range(frames):
        if not table.timeline.busy:
            return
        app.step()


@pytest.mark.parametrize("options", [{}, {"powers": True}])
def test_resumed_pickpocket_night_draws_the_thieves_who_left_as_the_uninterrupted_table(app, options):
    """Play bots until a thief has left (and one is still inside) this night; save through the resume path, resume,
    and the resumed scene's picture model equals the uninterrupted one's."""
    from thieves_arcade.app.resume import autosave, build_table
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    table = PickpocketTable(app, "pickpocket", ["easy", "normal", "easy", "normal"], options, seed=7, speed=40.0,
                            on_action=autosave(), on_over=lambda s: None)
    app.scenes.push(table)
    for _ in range(60_000):
        app.step()
        _settle(app, table)
        st = table.state
        if not st.is_over and not all(st.in_inn) and any(st.in_inn) and table.m.left:
            break
    else:
        pytest.fail("no night with a thief gone and one still inside")
    saved = json.loads(json.dumps(SaveStore().load()))  # through JSON, as on disk
    resumed = build_table(app, saved)
    assert resumed.state.to_dict() == table.state.to_dict()
    assert dataclasses.asdict(resumed.m) == dataclasses.asdict(table.m)
    assert resumed.m.left and all(not resumed.m.in_inn[s] for s in resumed.m.left)


def test_a_save_that_does_not_replay_shows_the_thieves_out_not_back_at_the_table(app):
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    table = PickpocketTable(app, "pickpocket", ["easy", "easy", "easy"], {}, seed=3)
    state = table.game.from_dict(table.state.to_dict())
    state.in_inn = [True, False, True]
    resumed = PickpocketTable(app, "pickpocket", ["easy", "easy", "easy"], {}, seed=3, state=state)
    assert resumed.m.caught == {1} and not resumed.m.left


# ---- P: names in the language in force ------------------------------------------------------------------------------
def test_switching_language_renames_human_seats_and_keyboards(app):
    from thieves_arcade.app.resume import seat_from_dict, seat_to_dict
    from thieves_arcade.scenes.table import make_seats
    seats = make_seats(["kb:left", "normal", "kb:right"])
    i18n.set_language("fr")
    assert seats[0].name == "Joueur 1" and seats[2].name == "Joueur 3" and seats[1].name == "Pie"  # issue 16
    assert app.input.name("kb:right") == "Clavier (flèches)"
    saved = seat_to_dict(seats[2])
    i18n.set_language("en")
    assert seats[0].name == "Player 1" and app.input.name("kb:left") == "Keyboard (WASD)"
    assert seat_from_dict(2, saved).name == "Player 3"  # saved in French, read back in English
    old = {"name": "Joueur 2", "device": "kb:right", "level": None}  # a save from before seat numbers
    assert seat_from_dict(1, old).name == "Player 2"
    with pytest.raises(ValueError, match="player number"):
        seat_from_dict(1, dict(old, number="2"))


def test_party_names_follow_the_language(app):
    from thieves_arcade.party import Party
    from thieves_arcade.scenes.party import PartyScene, game_ranges, party_name
    party = Party.new(["kb:left", "normal", "normal"], 3, game_ranges(), "tour", 1)
    scene = PartyScene(app, party, autosave=False)
    assert party.names[0] == "" and party.names[1] == "Magpie"
    i18n.set_language("fr")
    assert party_name(party, 0) == "Joueur 1" and scene.seats()[0].name == "Joueur 1"
    assert "Joueur 1" in [r.content for r in texts(scene)]
    i18n.set_language("en")
    assert party_name(party, 0) == "Player 1" and scene.seats()[1].name == "Magpie"


def test_one_marked_note_is_singular_in_french():
    i18n.set_language("fr")
    try:
        assert i18n.ngettext("${v} · {k} marked", "${v} · {k} marked", 1).format(v=30, k=1) == "30 $ · 1 marqué"
        assert i18n.ngettext("${v} · {k} marked", "${v} · {k} marked", 2).format(v=30, k=2) == "30 $ · 2 marqués"
    finally:
        i18n.set_language("en")


# ---- Q: texts that overlapped or left their box ---------------------------------------------------------------------
def test_attract_banner_has_its_own_band_and_covers_nothing_of_the_table(app):
    from thieves_arcade.scenes.attract import AttractScene
    attract = AttractScene(app, seed=2)
    app.scenes.push(attract)
    app.run_headless(240, draw_every=0)
    records = texts(attract)
    frame = app.surface
    band, table = attract.banner_rect(frame), attract.table_rect(frame)
    assert not band.colliderect(table) and table.height > 0.85 * frame.get_height()
    banner = [r for r in records if r.content in ("DEMO", "press any button to play")]
    assert len(banner) == 2 and all(band.contains(r.rect) and pygame.Rect(theme_safe()).contains(r.rect)
                                    for r in banner)
    assert not banner[0].rect.colliderect(banner[1].rect)


def theme_safe():
    from thieves_arcade.ui import theme
    return theme.SAFE


def test_title_resume_label_stays_inside_its_box(app):
    from thieves_arcade.app.resume import payload
    from thieves_arcade.scenes.table import TableScene
    from thieves_arcade.scenes.title import TitleScene
    SaveStore().save(payload(TableScene(app, "cite", ["kb:left", "normal"], {}, 1)))
    title = TitleScene(app, attract_after=1e9)
    assert title.menu.items[0][1] == "resume" and len(title.menu.items) == 5
    app.scenes.push(title)
    label = next(r for r in texts(title) if r.content == "Resume La Cité des Voleurs")  # says what resumes
    menu = title.menu
    y = label.rect.centery  # the chosen row's panel around it (ui.widgets.Menu.draw), menu_width() px wide
    width = title.menu_width()
    box = pygame.Rect(960 - width / 2, y - menu.gap / 2 + 6, width, menu.gap - 12)
    assert box.contains(label.rect), (box, label.rect)
    assert pygame.Rect(theme_safe()).contains(box)
    rows = sorted((r for r in texts(title) if r.content in (label.content, "Play", "Party", "Settings", "Quit")),
                  key=lambda r: r.rect.top)
    assert all(a.rect.bottom <= b.rect.top + 4 for a, b in zip(rows, rows[1:], strict=False))


def test_cite_popup_stays_inside_the_title_safe_area(app):
    from thieves_arcade.scenes import table_class
    from thieves_arcade.scenes.cite import anims as cite_anims
    table = table_class("cite")(app, "cite", ["normal"] * 6, {}, 3)
    safe = pygame.Rect(theme_safe())
    for seat in range(6):
        popup = cite_anims.popup(table, seat, "Hidden until next turn", size=40)
        popup.update(0.1)
        probe = probed(popup.draw)
        assert probe.records and all(safe.contains(r.rect) for r in probe.records), seat


def test_pickpocket_lifted_hand_tile_clears_the_your_move_line(app):
    from thieves_arcade.scenes.pickpocket import PickpocketTable
    table = PickpocketTable(app, "pickpocket", ["kb:left", "easy", "easy"], {}, seed=4)
    app.scenes.push(table)
    for _ in range(2000):
        app.step()
        if table.state.current_player == 0 and not table.timeline.busy and table.view.legal:
            break
    table.cursor = 0
    records = texts(table)
    line = next(r for r in records if r.content.startswith("Your move"))
    for k in range(len(table.view.hand)):
        frame = table.hand_tile_rect(k, lifted=True).inflate(10, 10)  # the gold frame of the chosen tile
        assert not frame.colliderect(line.rect), (k, frame, line.rect)
