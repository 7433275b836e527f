"""Party mode: placing points, games that fit the seats, standings/champion, the party scenes, the headless demo."""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction

import pytest

from thieves_arcade.app.saves import SaveStore
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.party import Party, game_points, placings, plan_games
from thieves_arcade.scenes.party import PartyLobbyScene, PartyScene, game_ranges
from thieves_arcade.scenes.table import TableScene
from thieves_arcade.scenes.title import TitleScene

RANGES = {"pickpocket": (2, 6), "cite": (2, 6), "sticheln": (3, 8), "morpion": (2, 2), "oodlar": (3, 4)}


def test_placing_points_split_shared_places():
    assert placings([10, 7, 7, 3]) == [0, 1, 1, 3]
    assert game_points([10, 7, 7, 3]) == [5, Fraction(5, 2), Fraction(5, 2), 1]
    assert game_points([4, 9, 9]) == [2, 4, 4]                      # shared win: (5 + 3) / 2
    assert game_points([1, 2, 3, 4, 5, 6]) == [0, 0, 1, 2, 3, 5]    # 5th and 6th earn nothing
    # the engine's winners take the top places even on equal scores (a tie-break the rules made)
    assert game_points([70, 70, 40], winners=[1]) == [3, 5, 2]
    assert sum(game_points([3, 3, 3, 3])) == 5 + 3 + 2 + 1


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("length", [3, 5])
def test_only_games_that_fit_the_seats(seats, length):
    games = plan_games(seats, length, RANGES, "random", seed=seats * 10 + length)
    assert len(games) == length
    for g in games:
        lo, hi = RANGES[g]
        assert lo <= seats <= hi, (g, seats)
    assert all(a != b for a, b in zip(games, games[1:], strict=False))  # never twice in a row
    fits = [g for g, (lo, hi) in RANGES.items() if lo <= seats <= hi]
    if length <= len(fits):
        assert len(set(games)) == length        # every game once before any comes back
    else:
        assert set(games) == set(fits)
    assert plan_games(seats, length, RANGES, "random", seed=1) == plan_games(seats, length, RANGES, "random", seed=1)


def test_tour_order_and_bad_requests():
    assert plan_games(2, 3, RANGES, "tour") == ["pickpocket", "cite", "morpion"]
    assert plan_games(4, 5, RANGES, "tour") == ["pickpocket", "cite", "sticheln", "oodlar", "pickpocket"]
    with pytest.raises(ValueError, match="3 or 5"):
        plan_games(4, 4, RANGES)
    with pytest.raises(ValueError, match="2–6"):
        plan_games(7, 3, RANGES)
    with pytest.raises(ValueError, match="order"):
        plan_games(3, 3, RANGES, "alphabetical")


def test_standings_champion_and_round_trip():
    party = Party(["pickpocket", "cite", "oodlar"], ["kb:left", "normal", "easy"], seed=9)
    party.record([10, 20, 5], [1])
    assert party.totals() == [3, 5, 2] and party.next_game == "cite"
    party.record([8, 8, 1], [0, 1])
    assert party.totals() == [7, 9, 4]
    copy = Party.from_dict(party.to_dict())
    assert copy.to_dict() == party.to_dict() and copy.totals() == party.totals()
    party.record([30, 0, 0], [0])
    assert party.is_over and party.totals() == [12, Fraction(23, 2), Fraction(13, 2)]
    assert party.standings() == [0, 1, 2] and party.champions() == [0]
    with pytest.raises(ValueError, match="over"):
        party.record([1, 2, 3], [2])
    tied = Party(["cite", "cite", "cite"], ["easy", "easy"])
    tied.record([5, 1], [0])
    tied.record([1, 5], [1])
    assert tied.champions() == [0, 1]        # equal points and wins: shared champions
    for bad in ({}, {"version": 1, "games": [], "seats": ["easy", "easy"], "seed": 0, "results": []},
                {"version": 1, "games": ["cite"], "seats": ["easy", "easy"], "seed": 0,
                 "results": [{"game": "cite", "scores": [1], "winners": [0], "points": ["5"]}]}):
        with pytest.raises(ValueError):
            Party.from_dict(bad)


def test_headless_party_demo_cli(tmp_path):
    env = dict(os.environ, THIEVES_ARCADE_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "thieves_arcade", "--headless", "--demo", "party", "--seed", "3",
                          "--players", "3"], capture_output=True, text=True, env=env, timeout=240)
    assert out.returncode == 0, out.stderr
    assert "champion: seat" in out.stdout
    games_line = next(line for line in out.stdout.splitlines() if line.startswith("Party"))
    assert "morpion" not in games_line            # 2-player only: never chosen for 3 seats
    assert out.stdout.count("  game ") == 5       # the default party is 5 games
    assert not (tmp_path / "resume.json").exists()


#: Saves and settings in each test's ``tmp_path`` (some tests name files there).
pytestmark = pytest.mark.usefixtures("home")


def test_party_from_the_title_to_the_champion(app, tmp_path):
    title = TitleScene(app)
    app.scenes.push(title)
    title.menu.index = [k for _l, k in title.menu.items].index("party")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    lobby = app.scenes.top
    assert isinstance(lobby, PartyLobbyScene)
    assert lobby.ROWS == ("players", "level", "games", "order", "start")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))            # WASD joins, as in a game's lobby
    assert lobby.joined == ["kb:left"]
    lobby.players, lobby.seed = 3, 4
    app.send(IntentEvent("kb:left", Intent.PAUSE))              # start (games: 3, order: random)
    party_scene = app.scenes.top
    assert isinstance(party_scene, PartyScene)
    party = party_scene.party
    assert len(party.games) == 3 and "morpion" not in party.games
    assert SaveStore().load()["kind"] == "party"
    for _ in range(100):
        app.step()
    app.render()                                                # the standings before game 1
    app.send(IntentEvent("kb:right", Intent.CONFIRM))
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.game_id == party.games[0]
    assert table.seats[0].device == "kb:left" and table.options.get("preset") == "quick"
    table.bot_takeover(0)                                       # the human hands over: bots play on
    frames, saved = 0, None
    while not party_scene.done and frames < 400_000:
        top = app.scenes.top
        if isinstance(top, TableScene):
            top.speed = 60.0
        elif top is party_scene and party_scene.t > 1.0:
            if party.is_over:
                app.render()                                    # the champion screen
                saved = SaveStore().exists()
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
            continue
        app.step()
        frames += 1
    assert party.is_over and len(party.results) == 3
    assert party.seats[0] == "normal"                           # the take-over carried on into the next games
    assert [r.game for r in party.results] == party.games
    assert not saved and isinstance(app.scenes.top, TitleScene)  # a finished party clears the save


def test_ranges_are_the_engines():
    assert game_ranges()["morpion"] == (2, 2)
