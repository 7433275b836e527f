"""Issue 18, item 1: the independent baselines in tools/ play legal moves, and the duplicate matches rotate seats."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import baselines as B  # noqa: E402
import tournament as T  # noqa: E402

from thieves_arcade.engine import get_game  # noqa: E402


def test_baselines_import_nothing_from_our_bots():
    lines = (ROOT / "tools" / "baselines.py").read_text(encoding="utf-8").splitlines()
    imports = [x for x in lines if x.startswith(("import ", "from "))]
    assert imports and not [x for x in imports if "thieves_arcade.ai" in x or "import ai" in x]


@pytest.mark.parametrize("game_id, name", [(g, n) for g, d in B.BASELINES.items() for n in d])
def test_each_baseline_plays_legal_moves_to_the_end(game_id, name, monkeypatch):
    monkeypatch.setattr(B.StichelnPIMC, "deals", 2)
    players = {"morpion": 2, "oodlar": 4, "sticheln": 3}.get(game_id, 4)
    state = get_game(game_id).new_state(players, seed=11, options={"rounds": 2} if game_id == "sticheln" else None)
    bots = [B.BASELINES[game_id][name](s) for s in range(players)]
    while not state.is_over:
        view = state.view(state.current_player)
        action = bots[state.current_player].choose(view)
        assert action in view.legal
        state.apply(action)
    assert state.winners() is not None


def test_duplicate_cell_plays_every_seed_once_in_every_seat(monkeypatch):
    seats_seen = []
    real = T.play_vs_baseline

    def spy(game_id, level, baseline, seats, seed, hero):
        seats_seen.append((seed, hero))
        return real(game_id, level, baseline, seats, seed, hero)
    monkeypatch.setattr(T, "play_vs_baseline", spy)
    cell = T.run_baseline_cell("cite", "normal", "combos", games=8, seconds=60, seed=5)
    assert cell["games"] == 8 and cell["seeds"] == 2
    assert sorted(seats_seen) == [(5, 0), (5, 1), (5, 2), (5, 3), (6, 0), (6, 1), (6, 2), (6, 3)]
    assert 0.0 <= cell["lo"] <= cell["rate"] <= cell["hi"] <= 1.0
