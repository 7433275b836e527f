"""The results screen (issue 16, Majors 3 and 4, Minor "Rematch"): bars from a zero line that fits any sign mix;
rows in the game's own order (winners first) with the reason in words; Rematch and Change game."""

from __future__ import annotations

import pygame
import pytest

from thieves_arcade.ai import make_bot
from thieves_arcade.engine import GAME_IDS, get_game
from thieves_arcade.engine import oodlar as od
from thieves_arcade.i18n import set_language
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.results import BAR_LEFT, BAR_RIGHT, ResultsScene, bar_rect, reason_text
from thieves_arcade.scenes.table import make_seats

PLAYERS = {"pickpocket": 4, "cite": 3, "sticheln": 4, "morpion": 2, "oodlar": 4}


def finished(game_id: str, seed: int, players: int | None = None):
    state = get_game(game_id).new_state(players or PLAYERS[game_id], seed=seed)
    bots = [make_bot(game_id, "easy", seed=seed * 7 + i) for i in range(state.players)]
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    return state


@pytest.mark.parametrize("scores", [[5, -14, -14, -69], [-3, -10, -40], [0, 0, 0], [120, 7, 0], [-1, 1],
                                    [49, 43, 29, -63]])
def test_bars_read_better_is_longer_from_one_left_end(scores):
    """Better = longer [D] (docs/scenes.md, "Results"): every bar starts at the bar area's left end and a higher
    score never has a shorter bar — the lowest the shortest, the highest reaching the area's right end; the zero
    line inside the area, a negative total ending left of it (issue 21: Sticheln's −63 had the longest bar, drawn
    leftwards from zero; issue 16: −69 ran off the screen)."""
    x, y = 960, 500
    bars = {score: bar_rect(score, scores, x, y) for score in scores}
    zeros = {zero for _bar, zero in bars.values()}
    assert len(zeros) == 1, "one zero line for every row"
    (zero,) = zeros
    assert x + BAR_LEFT <= zero <= x + BAR_RIGHT
    for score, (bar, _zero) in bars.items():
        assert bar.left == x + BAR_LEFT and bar.right <= x + BAR_RIGHT, f"{score}: {bar}"
        if score < 0:
            assert bar.right < zero, f"a negative total ends left of the zero line: {score} {bar}"
    ranked = sorted(scores)
    widths = [bars[score][0].width for score in ranked]
    assert widths == sorted(widths), f"better = longer: {list(zip(ranked, widths, strict=True))}"
    if ranked[-1] > ranked[0]:
        assert widths[-1] > widths[0]
    if ranked[-1] > ranked[0] and ranked[-1] >= 0:  # the best reaches the right end (all negative: 0 would)
        assert bars[ranked[-1]][0].right == x + BAR_RIGHT


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text_size", [100, 150])
def test_bars_end_short_of_the_scores_digits(app, lang, text_size):
    """Pickpockets' three-digit money: every row's bar (its seat's colour, drawn) ends at least
    :data:`~thieves_arcade.scenes.results.SCORE_GAP` − 2 px left of its score's ink (issue 21: the winner's bar ran
    under its score at 150 %)."""
    from test_readability import text_at

    from thieves_arcade.scenes.results import SCORE_GAP
    from thieves_arcade.ui.probe import TextProbe, probing
    from thieves_arcade.ui.widgets import seat_colour
    text_at(app, text_size)
    set_language(lang)
    scores = [180, 120, 95, 60]
    scene = ResultsScene(app, "Pickpockets", make_seats(["easy"] * 4), scores, [0], game_id="oodlar")
    scene.t = 5.0
    probe = TextProbe()
    with probing():
        scene.draw(probe)
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    top, row_h = scene.row_geometry()
    for rank, seat in enumerate(scene.order):
        y = round(top + rank * row_h + row_h / 2)
        (digits,) = [r for r in probe.records if r.content == str(scores[seat]) and r.rect.collidepoint(1500, y)]
        ink = digits.rect  # its inked pixels
        colour = pygame.Color(*seat_colour(seat))  # the bar's (the row's border, right of x 1590, too)
        bar_end = max(px for px in range(1150, 1590) if surface.get_at((px, y)) == colour)
        assert ink.left - bar_end >= SCORE_GAP - 2, (scores[seat], bar_end, ink)
    set_language("en")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rows_follow_the_games_own_outcome_and_say_why(app, game_id):
    for seed in range(6):
        state = finished(game_id, seed)
        placings = state.placings()
        winners = set(state.winners())
        assert sorted(p.seat for p in placings) == list(range(state.players))
        assert [p.seat for p in placings[:len(winners)]] == sorted(winners, key=lambda s: [
            q.seat for q in placings].index(s)), "the winners come first"
        assert all(p.place == 1 for p in placings if p.seat in winners)
        assert [p.place for p in placings] == sorted(p.place for p in placings)
        for lang in ("en", "fr"):
            set_language(lang)
            try:
                for p in placings:
                    words = reason_text(game_id, p)
                    assert words and any(c.isalpha() for c in words), f"{game_id}: no words for {p}"
            finally:
                set_language("en")
        scene = ResultsScene(app, state.game.name, make_seats(["easy"] * state.players), state.scores(),
                             state.winners(), placings=placings, game_id=game_id)
        assert scene.order[0] in winners or not winners


def test_pickpockets_a_richer_disqualified_thief_is_below_the_winner_and_says_why(app):
    for seed in range(200):
        state = finished("oodlar", seed, 4)
        cash = state.scores()
        rich = max(range(4), key=lambda s: cash[s])
        if state.winners() and rich not in state.winners():
            break
    else:
        pytest.fail("no game where the richest seat lost")
    placings = state.placings()
    assert placings[0].seat in state.winners()
    row = next(p for p in placings if p.seat == rich)
    words = reason_text("oodlar", row)
    assert row.why in ("caught_marked", "arrested", "failed_run", "false_alarm", "outrun"), row
    assert any(w in words.lower() for w in ("marked", "police", "run", "away")), words
    assert row.place > 1


def test_pickpocket_reason_counts_the_unplayed_hand_tiles():
    for seed in range(30):
        state = finished("pickpocket", seed)
        p = next((p for p in state.placings() if p.detail[1] > 0), None)
        if p is not None:
            assert str(p.detail[1]) in reason_text("pickpocket", p) and "hand" in reason_text("pickpocket", p)
            return
    pytest.fail("no hand tiles left at any end")


def results_from_table(app, seats):
    from scene_helpers import make_table
    table = make_table(app, "morpion", seats, seed=4, speed=50.0, options={"binoculars": True})
    table.state = finished("morpion", 4)
    scene = ResultsScene(app, "Morpion", table.seats, table.state.scores(), table.state.winners(),
                         placings=table.state.placings(), game_id="morpion", table=table)
    app.scenes.replace(scene)
    scene.update(1.5)
    return table, scene


def test_rematch_is_one_press_with_the_same_seats_and_options(app):
    table, scene = results_from_table(app, ["kb:left", "hard"])
    assert scene.buttons[scene.focus] == "rematch"
    app.send(IntentEvent("kb:right", Intent.CONFIRM))
    new = app.scenes.top
    assert type(new) is type(table) and new is not table
    assert [s.device for s in new.seats] == ["kb:left", None] and [s.level for s in new.seats] == [None, "hard"]
    assert new.options == {"binoculars": True} and new.state.is_over is False


def test_change_game_goes_to_select_and_the_lobby_remembers_who_joined(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    from thieves_arcade.scenes.select import SelectScene
    _table, scene = results_from_table(app, ["kb:left", "kb:right"])
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert scene.buttons[scene.focus] == "change"
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert isinstance(app.scenes.top, SelectScene)
    select = app.scenes.top
    assert select.games[select.index] == "morpion"  # the cursor on the game just played, not the first card
    assert SelectScene(app).games[SelectScene(app).index] != "morpion"  # (which is where it starts otherwise)
    lobby = LobbyScene(app, "cite")
    assert lobby.joined == ["kb:left", "kb:right"]


def test_nobody_wins_is_said(app):
    scene = ResultsScene(app, "Pickpockets", make_seats(["easy"] * 3), [40, 10, 0], [],
                         placings=None, game_id="oodlar")
    assert scene.order == [0, 1, 2]
    scene.update(2.0)
    scene.draw(pygame.Surface((1920, 1080)))


def test_results_reason_for_every_pickpockets_ending():
    from thieves_arcade.engine.base import Placing
    for why in ("escaped", "failed_run", "police_arrest", "false_alarm", "arrested", "caught_marked", "richest",
                "money", "outrun"):
        words = reason_text("oodlar", Placing(0, 1, 50, why, (50, 2, 75)))
        assert "{" not in words and words
    assert "75" in reason_text("oodlar", Placing(0, 2, 50, "failed_run", (50, 0, od.RUN_TARGET[4])))


def test_confirm_mashed_through_the_end_picks_nothing_until_a_pause(app):
    """A player mashing confirm every 0.3 s through the last move keeps mashing as the results slide in: no press
    chooses Rematch while the mashing goes on (a fresh 150 % pass: the results flashed past unseen); after a pause
    of :data:`~thieves_arcade.scenes.results.MASH_GAP` s one press does."""
    from thieves_arcade.scenes.results import MASH_GAP
    table, scene = results_from_table(app, ["kb:left", "normal"])
    scene.t = 0.0
    for _ in range(12):  # 3.6 s of mashing, well past the rows' slide-in
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
        assert app.scenes.top is scene, f"a mashed confirm at {scene.t:.1f} s chose {scene.buttons[scene.focus]}"
        scene.update(0.3)
    assert scene.t > scene.ready_at() + 1.0
    scene.update(MASH_GAP)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert app.scenes.top is not scene and type(app.scenes.top) is type(table)  # Rematch, after the pause


def test_the_buttons_wait_for_every_row(app):
    """Before the last row (the winner's) has slid in, no press counts; then a first press does."""
    _table, scene = results_from_table(app, ["kb:left", "normal"])
    scene.t = scene.ready_at() - 0.05
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert scene.buttons[scene.focus] == "rematch"
    scene.update(0.1)
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert scene.buttons[scene.focus] == "change"


def _key(kind: int, key: int = pygame.K_RETURN) -> None:
    """Post a real key event (the right keyboard seat's confirm by default) for the next ``app.pump``."""
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode="\r"))


def test_a_confirm_held_as_the_results_appear_acts_only_once_released_and_pressed_again(app):
    """Enter pressed during the last move and still held as the results appear — the key sending key-downs again
    while down (the OS's repeat, a remote) — chooses nothing, however long it is held; released and pressed again
    it chooses Rematch (issue 21, a fresh 150 % pass: a rematch started 2.8 s into the results with Enter held).
    Real pygame key events through the app's input pump: the input layer, so every screen is covered."""
    from thieves_arcade.app.loop import STEP
    table, scene = results_from_table(app, ["kb:right", "normal"])
    app.scenes.replace(table)
    _key(pygame.KEYDOWN)
    app.pump()  # the press begins on the table
    app.scenes.replace(scene)
    scene.t = 0.0
    for frame in range(round(4.0 / STEP)):  # 4 s, a key-down again every 0.7 s, no key-up
        if frame % round(0.7 / STEP) == 0:
            _key(pygame.KEYDOWN)
        app.pump()
        app.step(STEP)
        assert app.scenes.top is scene, f"a held Enter chose {scene.buttons[scene.focus]} at {scene.t:.1f} s"
    assert scene.t > scene.ready_at() + 2.0
    _key(pygame.KEYUP)
    _key(pygame.KEYDOWN)
    app.pump()
    assert app.scenes.top is not scene and type(app.scenes.top) is type(table)  # released, pressed: Rematch


def test_holding_confirm_keeps_a_table_fast_forwarding(app):
    """A seat's confirm held down (one key-down, no key-up) fast-forwards every animation batch while it is held,
    as one press does for the batch playing (docs/accessibility.md, "Hold-free play": holding is never needed)."""
    from scene_helpers import make_table
    table = make_table(app, "morpion", ["kb:right", "normal"], seed=4)
    assert not table.confirm_held()
    _key(pygame.KEYDOWN)
    app.pump()
    assert table.confirm_held()
    _key(pygame.KEYUP)
    app.pump()
    assert not table.confirm_held()


@pytest.mark.parametrize("lang, one, many", [("en", "1 point over the rounds", "-63 points over the rounds"),
                                             ("fr", "1 point sur les manches", "-63 points sur les manches")])
def test_a_count_of_one_reads_singular_on_the_results(lang, one, many):
    """A results row's count takes its plural form by its size: Sticheln's 1 (or −1) is "1 point", −63 "points";
    Cité's 1 token, Pickpocket's 1 tile (a fresh look at French 150 %: "1 points sur les manches")."""
    from thieves_arcade.engine.base import Placing
    set_language(lang)
    try:
        assert reason_text("sticheln", Placing(0, 4, 1, "points", (1, 0))) == one
        assert reason_text("sticheln", Placing(0, 4, -63, "points", (-63, 0))) == many
        assert reason_text("sticheln", Placing(0, 4, -1, "points", (-1, 0))) == one.replace("1", "-1", 1)
        assert reason_text("cite", Placing(0, 2, 1, "tokens", (1,))) == ("1 token" if lang == "en" else "1 jeton")
        tie = reason_text("pickpocket", Placing(0, 1, 9, "tiles", (9, 0, 1)))
        assert ("1 tile left" if lang == "en" else "1 tuile en main") in tie
    finally:
        set_language("en")
