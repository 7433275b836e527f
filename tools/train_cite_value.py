"""Fit the ``cite`` hard bot's win-chance model (a conditional logit per player count) on bot self-play.

Usage: ``python tools/train_cite_value.py --games 3000 --lineup normal`` prints ``HARD_WEIGHTS`` to paste into
``thieves_arcade/ai/cite.py``. Every turn start of every game is one example: the position between turns (tokens,
pot, protected seats, who moves next) and the seat that won. Deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thieves_arcade.ai import cite as A  # noqa: E402
from thieves_arcade.ai import make_bot  # noqa: E402
from thieves_arcade.engine import get_game  # noqa: E402


def examples(players: int, games: int, seed: int, level: str):
    """(features (N, P, F), winner index (N,)) from ``games`` self-play games of ``level`` bots."""
    game = get_game("cite")
    xs, ys = [], []
    for g in range(games):
        state = game.new_state(players, seed=seed + g)
        bots = [make_bot("cite", level, seed=(seed + g) * 7 + i) for i in range(players)]
        starts = []
        while not state.is_over:
            view = state.view(state.current_player)
            if view.phase == "roll" and view.roll == 1:      # the first decision of a turn (roll 1)
                starts.append((view.tokens, view.pot, frozenset(view.protected), view.active))
            state.apply(bots[state.current_player].choose(view))
        winners = state.winners()
        if len(winners) != 1:
            continue
        for tokens, pot, prot, mover in starts:
            xs.append(A.seat_features(tokens, pot, prot, mover, view.goal))
            ys.append(winners[0])
    return np.array(xs), np.array(ys)


def fit(x: np.ndarray, y: np.ndarray, steps: int = 3000, l2: float = 1e-3) -> np.ndarray:
    """Maximum-likelihood weights (Adam, full batch) of the conditional logit ``P(s wins) ∝ exp(x[s] · w)``."""
    w = np.zeros(x.shape[2])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    rows = np.arange(len(y))
    for t in range(1, steps + 1):
        u = x @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        grad = -(x[rows, y] - (p[:, :, None] * x).sum(axis=1)).mean(axis=0) + l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= 0.05 * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    u = x @ w
    u -= u.max(axis=1, keepdims=True)
    p = np.exp(u)
    p /= p.sum(axis=1, keepdims=True)
    print(f"  log-loss {-np.log(p[rows, y]).mean():.4f} (uniform {np.log(x.shape[1]):.4f}) over {len(y)} examples",
          file=sys.stderr)
    return w


def main(argv=None) -> int:
    """Train one model per player count and print them as a Python dict literal."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1_000_000)
    ap.add_argument("--lineup", default="normal", help="bot level of every seat in the self-play games")
    ap.add_argument("--players", default="2,3,4,5,6")
    args = ap.parse_args(argv)
    out = {}
    for players in (int(p) for p in args.players.split(",")):
        print(f"{players} players", file=sys.stderr)
        x, y = examples(players, args.games, args.seed, args.lineup)
        out[players] = fit(x, y)
    print("HARD_WEIGHTS = {")
    for players, w in out.items():
        vals = [f"{v:.4f}" for v in w]
        print(f"    {players}: ({', '.join(vals[:8])},")
        print(f"        {', '.join(vals[8:])}),")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
