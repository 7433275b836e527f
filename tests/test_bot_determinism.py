"""Issue 18, item 4: search bots stop on a count, so a seed replays the same moves however busy the machine is."""

from __future__ import annotations

import threading

import pytest

from thieves_arcade.ai import make_bot
from thieves_arcade.engine import get_game


def _busy(stop: threading.Event) -> None:
    x = 0
    while not stop.is_set():
        x = (x * 31 + 7) % 1_000_003  # holds the interpreter lock half the time: the bots run slower


def _play(game_id: str, players: int, seed: int, moves: int, busy: bool) -> list[str]:
    stop = threading.Event()
    worker = threading.Thread(target=_busy, args=(stop,), daemon=True)
    if busy:
        worker.start()
    try:
        state = get_game(game_id).new_state(players, seed=seed)
        bots = [make_bot(game_id, "hard", seed=seed * 101 + s) for s in range(players)]
        if game_id == "sticheln":
            for b in bots:
                b.iterations = 400  # the count still decides; fewer only to keep the test short
        while not state.is_over and len(state.history) < moves:
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat)))
        return list(state.history)
    finally:
        stop.set()
        if busy:
            worker.join()


GAMES_UNDER_TEST = [("sticheln", 3, 24), ("pickpocket", 3, 40), ("oodlar", 3, 12), ("cite", 3, 30),
                    ("morpion", 2, 30)]


@pytest.mark.parametrize("game_id, players, moves", GAMES_UNDER_TEST)
def test_a_seeded_hard_game_replays_under_load(game_id, players, moves):
    quiet = _play(game_id, players, seed=7, moves=moves, busy=False)
    loaded = _play(game_id, players, seed=7, moves=moves, busy=True)
    assert len(quiet) > 5
    assert quiet == loaded


class _SteppedClock:
    """A wall clock that moves only when it is read: every read finds ``step`` seconds gone. How much time a search
    sees then depends on how often it looks, never on how fast the machine is, so the test is the same on any
    machine and under any load."""

    def __init__(self, step: float):
        self.step = step
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


CLOCK_STEP = 0.25  # seconds per read: a search with a budget under 1 s would stop after 4 reads


@pytest.mark.parametrize("game_id, players, moves", GAMES_UNDER_TEST)
def test_a_seeded_hard_game_replays_when_the_clock_runs_fast(game_id, players, moves, monkeypatch, caplog):
    """The same game with a clock on which every read finds a quarter second gone (a machine far slower than any
    real one, as the bots see it): any search that stopped on time would play fewer iterations and other moves; a
    count-bounded one does not. The clock steps per read, not per real second, so the 20 s safety caps stay out of
    reach on any machine (Sticheln's busiest search reads the clock at most 50 times here: 12.5 s), and the test
    checks that they never fired."""
    import logging
    import time
    quiet = _play(game_id, players, seed=7, moves=moves, busy=False)
    clock = _SteppedClock(CLOCK_STEP)
    monkeypatch.setattr(time, "perf_counter", clock)
    monkeypatch.setattr(time, "monotonic", clock)
    with caplog.at_level(logging.WARNING, logger="thieves_arcade.ai"):
        fast = _play(game_id, players, seed=7, moves=moves, busy=False)
    monkeypatch.undo()
    assert not [r for r in caplog.records if "safety cap" in r.getMessage()]
    assert quiet == fast


def test_the_stepped_clock_would_catch_a_search_that_stops_on_time(monkeypatch):
    """The premise of the test above: under the stepped clock, Sticheln's hard bot given a 1 s wall-clock budget
    (standing in for a search that stops on time) plays a different search than with its count alone."""
    import time

    from thieves_arcade.ai.sticheln import HardBot
    state = get_game("sticheln").new_state(3, seed=7)
    while state.phase != "play":
        seat = state.current_player
        state.apply(make_bot("sticheln", "normal", seed=seat).choose(state.view(seat)))
    view = state.view(state.current_player)
    counted = HardBot(3, iterations=2000)
    counted.choose(view)
    monkeypatch.setattr(time, "perf_counter", _SteppedClock(CLOCK_STEP))
    timed = HardBot(3, iterations=2000, time_limit=1.0)
    timed.choose(view)
    monkeypatch.undo()
    assert timed.last_search["visits"] < counted.last_search["visits"]


def test_the_wall_clock_cap_is_only_a_logged_safety_net(caplog):
    """A cap of 0 s (a pathologically slow machine) stops the search at once; the bot still plays a legal card and
    says so in the log."""
    import logging

    from thieves_arcade.ai.sticheln import HardBot
    state = get_game("sticheln").new_state(3, seed=1)
    bot = HardBot(1, iterations=5000, time_limit=0.0)
    with caplog.at_level(logging.WARNING, logger="thieves_arcade.ai.sticheln"):
        while not state.is_over and len(state.history) < 6:
            view = state.view(state.current_player)
            action = bot.choose(view)
            assert action in view.legal
            state.apply(action)
    assert any("safety cap" in r.getMessage() for r in caplog.records)
