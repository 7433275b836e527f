"""Bots against bots in text mode (no pygame): win rates and decision times.

Usage: ``python tools/selfplay.py pickpocket --players 4 --games 200 --lineup normal,easy,easy,easy``
(``--option KEY=VALUE`` repeatable, e.g. ``--option powers=true``). Without ``--lineup`` every seat is ``normal``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thieves_arcade.ai.arena import play_series  # noqa: E402
from thieves_arcade.engine.base import parse_option_value  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run the series and print one line per level: win rate with its 95 % interval, decision ms median/p95."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--lineup", default=None, help="comma-separated levels, one per seat")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    options = {}
    for item in args.option:
        key, _, value = item.partition("=")
        options[key] = parse_option_value(value)
    if args.lineup:
        lineup = args.lineup.split(",")
    else:
        lineup = ["normal"] * (args.players or 4)
    if args.players and len(lineup) != args.players:
        ap.error(f"--lineup names {len(lineup)} seats but --players is {args.players}")
    distinct = list(dict.fromkeys(lineup))
    stats = play_series(args.game, lineup, args.games, seed=args.seed, options=options)
    print(f"{args.game}: {args.games} games, seats {','.join(lineup)}, options {options or '{}'}")
    for lvl in distinct:
        lo, hi = stats.interval(lvl)
        med, p95 = stats.time_summary(lvl)
        print(f"  {lvl:7s} win rate {stats.win_rate(lvl):6.1%} (95% CI {lo:.1%}–{hi:.1%}) over {stats.seats[lvl]} "
              f"seat-games; decision {med:.3f} ms median, {p95:.3f} ms p95")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
