"""The measuring tools themselves: tools/tournament.py's statistics and match loop, tools/bench.py's sprite counter,
baseline and quantiles (the tools' numbers are only as good as these)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"proof_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tournament = load("tournament")
bench = load("bench")


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = tournament.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-3) and hi == pytest.approx(0.7634, abs=1e-3)
    lo, hi = tournament.wilson(0, 20)
    assert lo == 0.0 and hi == pytest.approx(0.1611, abs=1e-3)
    assert tournament.wilson(0, 0) == (0.0, 1.0)


def test_match_verdicts_against_the_fair_share():
    m = tournament.Match("g", "normal", "easy", 2, games=100, wins=70)
    assert m.verdict == "holds"
    m = tournament.Match("g", "normal", "easy", 2, games=100, wins=30)
    assert m.verdict == "reversed"
    m = tournament.Match("g", "normal", "easy", 2, games=10, wins=6)
    assert m.verdict == "not shown"
    m = tournament.Match("g", "hard", "normal", 4, games=100, wins=40)  # fair share 25 %
    assert m.verdict == "holds"


def test_matchups_cover_every_pair_strong_first():
    from thieves_arcade import ai
    from thieves_arcade.engine import GAMES
    for game_id in GAMES:
        levels = ai.levels(game_id)
        pairs = tournament.matchups(game_id)
        assert len(pairs) == len(levels) * (len(levels) - 1) // 2
        for strong, weak in pairs:
            assert levels.index(strong) > levels.index(weak)


def test_run_match_plays_the_games_asked_and_records_times():
    m = tournament.run_match("cite", "normal", "easy", games=6, seconds=60, seed=3, pool=None)
    assert m.games == 6 and 0 <= m.wins <= 6
    assert m.times["normal"] and m.times["easy"]


def test_counting_surface_records_every_kind_of_blit():
    pygame.display.init()
    screen = pygame.display.set_mode((64, 48))
    counter = bench.CountingSurface((64, 48), 0, screen)
    a = pygame.Surface((10, 5), pygame.SRCALPHA)
    b = pygame.Surface((3, 4))
    counter.blit(a, (0, 0))
    counter.blit(b, (1, 1), (0, 0, 2, 2))
    counter.blits([(a, (5, 5)), (b, (6, 6))])
    counter.fblits([(b, (7, 7))])
    assert counter.log == [(10, 5, True), (2, 2, False), (10, 5, True), (3, 4, False), (3, 4, False)]


def test_baseline_blits_and_quantiles():
    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    wall, cpu = bench.baseline(screen, [(40, 30, True), (50, 20, False)], frames=5)
    assert len(wall) == len(cpu) == 5 and all(t >= 0 for t in wall)
    assert bench.quantile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert bench.quantile(list(range(100)), 0.99) == 99
    assert bench.quantile([], 0.5) == 0.0
