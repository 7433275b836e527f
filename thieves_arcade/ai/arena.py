"""Bots against bots with no pygame: one game (:func:`play_game`) or a series (:func:`play_series`).

Used by ``tools/selfplay.py`` and ``tools/tournament.py`` and by tests. Decision times are wall-clock seconds
measured with :func:`time.perf_counter` around each ``Bot.choose`` call.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
import time
from collections.abc import Sequence

from ..engine import get_game
from . import make_bot


@dataclasses.dataclass
class GameResult:
    """One finished game: ``scores`` and ``winners`` by seat, ``actions`` played, per-seat decision ``times`` (s)."""

    game: str
    seed: int
    levels: tuple[str, ...]
    scores: list[int]
    winners: list[int]
    actions: int
    times: list[list[float]]


def play_game(game_id: str, levels: Sequence[str], seed: int, options: dict | None = None,
              max_actions: int = 100_000) -> GameResult:
    """Play one game with one bot per seat (``levels[i]`` for seat ``i``); chance and bots seeded from ``seed``.

    Raises ``RuntimeError`` if the game has not ended after ``max_actions`` actions (an engine that cannot end).
    """
    game = get_game(game_id)
    state = game.new_state(len(levels), seed=seed, options=options)
    bots = [make_bot(game_id, lvl, seed=seed * 101 + i) for i, lvl in enumerate(levels)]
    times: list[list[float]] = [[] for _ in levels]
    n = 0
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view)
        times[seat].append(time.perf_counter() - t0)
        state.apply(action)
        n += 1
        if n > max_actions:
            raise RuntimeError(f"{game_id} seed {seed}: not over after {max_actions} actions")
    return GameResult(game_id, seed, tuple(levels), state.scores(), state.winners(), n, times)


@dataclasses.dataclass
class SeriesStats:
    """Win shares per bot level over a series; a shared win of k seats counts 1/k to each."""

    games: int
    wins: dict[str, float]
    seats: dict[str, int]
    decision_times: dict[str, list[float]]

    def win_rate(self, level: str) -> float:
        """Wins per seat-game of ``level`` (0..1)."""
        return self.wins[level] / self.seats[level] if self.seats[level] else 0.0

    def interval(self, level: str, z: float = 1.96) -> tuple[float, float]:
        """A Wilson score interval (95 % by default) for :meth:`win_rate`."""
        n = self.seats[level]
        if not n:
            return (0.0, 0.0)
        p = self.win_rate(level)
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        return (max(0.0, centre - half), min(1.0, centre + half))

    def time_summary(self, level: str) -> tuple[float, float]:
        """(median, p95) decision time of ``level`` in milliseconds."""
        ts = sorted(self.decision_times[level])
        if not ts:
            return (0.0, 0.0)
        return (statistics.median(ts) * 1000, ts[min(len(ts) - 1, int(0.95 * len(ts)))] * 1000)


def play_series(game_id: str, lineup: Sequence[str], games: int, seed: int = 0, options: dict | None = None,
                rotate: bool = True) -> SeriesStats:
    """Play ``games`` games with the bot levels of ``lineup``; with ``rotate`` the lineup turns one seat each game
    so no level keeps the start seat."""
    wins = {lvl: 0.0 for lvl in lineup}
    seats = {lvl: 0 for lvl in lineup}
    dts: dict[str, list[float]] = {lvl: [] for lvl in lineup}
    for g in range(games):
        k = g % len(lineup) if rotate else 0
        levels = list(lineup[k:]) + list(lineup[:k])
        result = play_game(game_id, levels, seed=seed + g, options=options)
        for seat, lvl in enumerate(levels):
            seats[lvl] += 1
            dts[lvl].extend(result.times[seat])
        for w in result.winners:
            wins[levels[w]] += 1.0 / len(result.winners)
    return SeriesStats(games, wins, seats, dts)
