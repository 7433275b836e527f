"""Pickpocket table, issue 8: the power-choosing panel, every power animated, the odds hint, the lobby rows."""

from __future__ import annotations

import pygame
import pytest

from thieves_arcade.ai.pickpocket import odds
from thieves_arcade.engine import pickpocket as pp
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.pickpocket import PickpocketTable
from thieves_arcade.ui import powers as power_art

STEP = 1 / 60


def test_every_power_has_a_distinct_cached_token():
    icons = {p: power_art.power_icon(p, 64) for p in power_art.POWERS}
    assert set(power_art.POWERS) == set(pp.POWERS)
    assert power_art.power_icon("glove", 64) is icons["glove"]  # cached
    raw = {p: pygame.image.tobytes(img, "RGBA") for p, img in icons.items()}
    assert len(set(raw.values())) == len(power_art.POWERS)
    # the passage opens and the beer empties: their states are different pictures
    assert pygame.image.tobytes(power_art.power_icon("passage", 64, 0.0), "RGBA") != \
        pygame.image.tobytes(power_art.power_icon("passage", 64, 1.0), "RGBA")
    assert pygame.image.tobytes(power_art.power_icon("beer", 64, 0.0), "RGBA") != raw["beer"]
    with pytest.raises(ValueError, match="illusion"):
        power_art.power_icon("laser", 64)


def _until(app, table, cond, frames=60_000):
    """Run until ``cond()``; the human seat 0 presses confirm (its cursor's action) on its other turns."""
    for _ in range(frames):
        if cond():
            return True
        if table.state.current_player == 0 and not table.timeline.busy and table._ready_for == 0:
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.run_headless(1, draw_every=0)
    return False


def test_a_human_chooses_a_power_with_the_cursor(app):
    table = PickpocketTable(app, "pickpocket", ["kb:left", "normal", "normal"], {"powers": True}, seed=5,
                            speed=40.0, on_over=lambda s: app.quit())
    app.scenes.push(table)

    def my_choice():
        st = table.state
        return (st.phase == "choose" and st.current_player == 0 and not table.timeline.busy
                and table._ready_for == 0)
    assert _until(app, table, my_choice), "seat 0 never had to choose a power"
    assert table.pm.choosing and table.pm.order and table.pm.order[0] in range(3)
    assert table.m.prince not in table.pm.order  # the Prince gets none
    legal = list(table.view.legal)
    assert all(isinstance(a, pp.Choose) for a in legal)
    app.render()  # the panel with the cursor
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    expected = legal[(table.cursor) % len(legal)].power
    app.send(IntentEvent("kb:right", Intent.CONFIRM))  # another device: ignored
    assert table.state.powers[0] is None
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert table.state.powers[0] == expected
    assert any(isinstance(e, pp.PowerChosen) and e.seat == 0 and e.power == expected for e in table.events)
    assert _until(app, table, lambda: not table.timeline.busy and table.state.phase != "choose"
                  or table.state.current_player != 0 and not table.timeline.busy)
    assert table.m.powers[0] == expected  # the token sits at the seat


def _play(table, anim, surface, limit=600) -> int:
    frames = 0
    while not anim.done and frames < limit:
        anim.update(STEP)
        anim.draw(surface)
        table.draw(surface)
        frames += 1
    assert anim.done
    return frames


@pytest.mark.parametrize("power", pp.POWERS)
def test_each_power_event_is_animated(app, power):
    table = PickpocketTable(app, "pickpocket", ["normal"] * 4, {"powers": True}, seed=2)
    surface = pygame.Surface((1920, 1080))
    while table.timeline.busy:  # the setup's animations
        table.timeline.update(0.1)
    table.m.powers = [power, None, None, None]
    table.pm.used = [False] * 4
    table.m.loot = ["1111", "2100"]
    table.m.door = 3
    points = {"illusion": 2, "bruce": 2, "accomplice": 3, "passage": 5}.get(power, 0)
    events = []
    if power == "ambidextrous":
        events.append(pp.TileDrawn(0, "bag", "0011", None, "turn", False))
    if points:  # the leave first: the loot's points count up alone, the power's after them
        left = 7 + (0 if power == "passage" else 3)
        total = left + points
        events.append(pp.ThiefLeft(0, "passage" if power == "passage" else "leave", 7, False,
                                   points if power == "passage" else 3, 0 if power == "passage" else points,
                                   total, total))
    events.append(pp.PowerUsed(0, power, points))
    if power == "glove":
        events.append(pp.TileDrawn(0, "bag", "1100", 4, "glove", True))
    if power == "beer":
        events.append(pp.BeerPassed(0, 0))
    shown = []
    for ev in events:
        anim = table.animate(ev)
        assert anim is not None, type(ev).__name__
        _play(table, anim, surface)
        shown.append(round(table.m.scores[0]))
    assert table.pm.used[0] and not table.pm.firing
    if points:
        assert shown[-2] == total - points and shown[-1] == total  # loot first, then the power's points
        assert table.m.left[0] == total
    if power == "ambidextrous":
        assert table.pm.last_tile == "0011"
    if power == "glove":
        assert table.m.hand_sizes[0] == 4


def test_a_powers_game_plays_to_the_end_with_its_power_animations(app):
    table = PickpocketTable(app, "pickpocket", ["normal"] * 5, {"powers": True}, seed=3, speed=40.0,
                            on_over=lambda s: app.quit())
    animated = []
    original = table.animate
    table.animate = lambda ev: (animated.append(type(ev).__name__), original(ev))[1]
    app.run_headless(200_000, table, draw_every=3)
    assert table.state.is_over
    assert {"PowerChoiceStarted", "PowerChosen", "PowerUsed"} <= set(animated)
    assert [round(s) for s in table.m.scores] == table.state.scores()


def _hint_game(app, seats, options, check, frames=40_000):
    table = PickpocketTable(app, "pickpocket", seats, options, seed=4, speed=40.0, on_over=lambda s: app.quit())
    app.scenes.push(table)
    for _ in range(frames):
        if not app.running:
            break
        cp = table.state.current_player
        if cp is not None and table.seats[cp].is_human and not table.timeline.busy:
            check(table, cp)
            if table.curtain_up:
                app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
                check(table, cp)
            if not table.curtain_up and table._ready_for == cp:
                app.render()
                app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
        else:
            check(table, cp)
        app.run_headless(1, draw_every=0)
    return table


def test_odds_hint_shows_only_for_the_human_to_act_and_equals_the_bot_odds(app):
    shown = []

    def check(table, cp):
        lines = table.hint_lines()
        if cp is None or table.seats[cp].is_bot or table.timeline.busy or table.state.phase != "turn":
            assert lines == []
            return
        want = odds(table.state.view(cp))
        assert table.hint() == want
        assert lines[0] == f"{round(want.extend_chance * 100)}%"
        if pp.Leave() in table.state.legal_actions():
            assert lines[2].endswith(f"+{want.leave_now}")
        shown.append(cp)
    table = _hint_game(app, ["kb:left", "easy", "easy"], {"odds_hint": True, "powers": True}, check)
    assert shown and table.odds_hint
    assert "odds_hint" not in table.options  # a table option, not passed to the engine


def test_odds_hint_is_off_by_default_and_never_on_a_curtain(app):
    app.settings.odds_hint = False

    def never(table, cp):
        assert table.hint() is None and table.hint_lines() == []
    _hint_game(app, ["kb:left", "easy"], {}, never, frames=3000)
    app.running = True

    def not_on_curtain(table, cp):
        if table.curtain_up or table.view_seat != cp:
            assert table.hint() is None
        elif cp is not None and table.seats[cp].is_human and not table.timeline.busy \
                and table.state.phase == "turn":
            assert table.hint() == odds(table.state.view(cp))
    _hint_game(app, ["kb:left", "kb:right", "easy"], {"odds_hint": True}, not_on_curtain, frames=4000)


def test_settings_turn_the_hint_on_and_the_lobby_choice_wins(app):
    app.settings.odds_hint = True
    assert PickpocketTable(app, "pickpocket", ["kb:left", "easy"], {}, seed=1).odds_hint
    assert not PickpocketTable(app, "pickpocket", ["kb:left", "easy"], {"odds_hint": False}, seed=1).odds_hint
    app.settings.odds_hint = False
    assert PickpocketTable(app, "pickpocket", ["kb:left", "easy"], {"odds_hint": True}, seed=1).odds_hint


def test_lobby_offers_power_tiles_and_the_odds_hint(app):
    lobby = LobbyScene(app, "pickpocket", seed=5)
    app.scenes.push(lobby)
    assert {"powers", "odds_hint"} <= set(lobby.ROWS)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # join
    for key in ("powers", "odds_hint"):
        lobby.row = lobby.ROWS.index(key)
        app.send(IntentEvent("kb:left", Intent.UP))
    assert lobby.options() == {"powers": True, "odds_hint": True}
    app.render()
    lobby.row = lobby.ROWS.index("start")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    table = app.scenes.top
    assert isinstance(table, PickpocketTable)
    assert table.state.options["powers"] is True and table.odds_hint


def test_every_power_has_an_effect_line_for_the_choosing_panel():
    from thieves_arcade.scenes.pickpocket import POWER_EFFECTS
    from thieves_arcade.ui.powers import POWERS
    assert set(POWER_EFFECTS) == set(POWERS)
    assert all(len(line) <= 70 for line in POWER_EFFECTS.values()), "one line on the 1728 px panel at 40 px"


def _token_names(table) -> dict[int, pygame.Rect]:
    """The short power names the seat tokens show on one probed frame, as {seat: rect of the name}."""
    from thieves_arcade.i18n import _
    from thieves_arcade.scenes.pickpocket import POWER_SHORT
    from thieves_arcade.ui.probe import TextProbe, probing
    probe = TextProbe()
    with probing():
        for seat in range(table.m.players):
            table.draw_seat_power(probe, seat)
    names = {_(POWER_SHORT[p]): s for s, p in enumerate(table.m.powers) if p}
    return {names[r.content]: r.rect for r in probe.records if r.content in names}


@pytest.mark.parametrize("players", [4, 5, 6])
def test_seat_tokens_name_their_power_where_room_allows_and_always_for_the_active_seat(app, players):
    table = PickpocketTable(app, "pickpocket", ["kb:left"] + ["normal"] * (players - 1), {"powers": True}, seed=2)
    longest = ["ambidextrous", "accomplice", "passage", "illusion", "glove", "bruce"]  # the widest names side by side
    table.m.powers = longest[:players]
    table.pm.used = [False] * players
    xs = [table.token_point(s)[0] for s in range(players)]
    for turn in range(players):
        table.m.turn = turn
        shown = _token_names(table)
        assert turn in shown, f"the active seat {turn}'s power is not named"
        for seat, rect in shown.items():  # a name never reaches over a neighbour's token (icon ± half TOKEN)
            for other in (seat - 1, seat + 1):
                if 0 <= other < players:
                    assert abs(rect.centerx - xs[other]) > rect.width / 2 + 26, (seat, other)
        rects = list(shown.values())
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        if players == 4:
            assert set(shown) == set(range(players))  # room for every name
    table.m.turn = None
    if players == 6:  # crowded: some tokens show the icon alone, but never none named when they fit
        assert 0 < len(_token_names(table)) < players
