"""Bot tournament: every bot level against every weaker one, for every game that has bots; writes docs/tournament.md.

Usage: ``python tools/tournament.py`` (full run), ``--quick`` (a few games per match), ``--games N``,
``--seconds S`` (a time budget per match), ``--only pickpocket,cite``, ``--jobs 2``, ``--out PATH``.

Method. For a pair of levels *strong* > *weak* in a game with ``n`` seats (``n`` = 2, or the game's minimum when that
is more), one seat is *strong* and the other ``n - 1`` are *weak*; the lineup turns one seat per game, so each seat
starts equally often. A shared win of k seats counts 1/k. If the levels were equal, the strong seat would win a
share of ``1/n`` of the games, so the ladder step *strong > weak* **holds** when the 95 % Wilson interval of the
strong seat's win rate lies above ``1/n``; it is **not shown** when the interval contains ``1/n`` (too few games or
too small an edge), and **reversed** when it lies below. The strong seat plays one seat per game, so its games are
independent trials.

Baselines (``--baselines``, issue 18): 1 of our bots at a level against ``n - 1`` independent baseline players from
``tools/baselines.py`` (Morpion: 1 v 1, against each of its throwers), as *duplicate* matches: every seed is played
once with our bot in each seat (the same deal rotated through every seat), so the luck of the deal cancels. The table
goes between the ``<!-- baselines -->`` markers of ``docs/tournament.md`` and the cells into
``docs/tournament_baselines.json`` (cells not played in a run are kept). A cell's target: hard ≥ 1.4 × fair with the
interval above fair; normal ≥ 0.8 × fair.

Games and levels are discovered at run time (``engine.GAMES``, ``ai.levels``), so the tool covers whatever exists.
Any text under a ``## Notes`` heading of an existing output file is kept (the hand-written explanations), and the
matches of games not played in this run are kept from ``docs/tournament.json`` (``--only cite`` re-measures cite).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import dataclasses
import json
import math
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import baselines as B  # noqa: E402

from thieves_arcade import ai  # noqa: E402
from thieves_arcade.ai.arena import play_series  # noqa: E402
from thieves_arcade.engine import GAMES  # noqa: E402


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a rate ``successes / n``; ``(0, 1)`` when ``n`` is 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


#: Seats per game chosen on the command line (``--seats cite=4``); others use :func:`seats_for`'s default.
SEATS: dict[str, int] = {}


def seats_for(game_id: str) -> int:
    """Seats of a tournament match of ``game_id``: ``--seats`` if given, else 2, or the game's minimum when more."""
    return SEATS.get(game_id, max(2, GAMES[game_id].min_players))


def matchups(game_id: str) -> list[tuple[str, str]]:
    """Every (strong, weak) pair of the levels ``game_id`` offers, adjacent steps first."""
    lv = ai.levels(game_id)
    pairs = [(lv[i + 1], lv[i]) for i in range(len(lv) - 1)]
    pairs += [(lv[j], lv[i]) for i in range(len(lv)) for j in range(i + 2, len(lv))]
    return pairs


@dataclasses.dataclass
class Match:
    """The result of one match: ``wins`` of the strong seat (shares) over ``games`` games, and decision times (s)."""

    game: str
    strong: str
    weak: str
    seats: int
    games: int = 0
    wins: float = 0.0
    seconds: float = 0.0
    times: dict[str, list[float]] = dataclasses.field(default_factory=dict)
    #: level -> [median, p95] decision time in ms (filled at the end of a match; kept in the JSON record)
    timing: dict[str, list[float]] = dataclasses.field(default_factory=dict)

    def record(self) -> dict:
        """The JSON record of this match (no raw times)."""
        return {k: v for k, v in dataclasses.asdict(self).items() if k != "times"}

    @property
    def rate(self) -> float:
        """The strong seat's win rate (0..1)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson interval of :attr:`rate`."""
        return wilson(self.wins, self.games)

    @property
    def verdict(self) -> str:
        """``holds`` / ``not shown`` / ``reversed`` against the equal-strength share ``1/seats`` (see module doc)."""
        lo, hi = self.interval
        fair = 1 / self.seats
        if lo > fair:
            return "holds"
        if hi < fair:
            return "reversed"
        return "not shown"


def _chunk(game_id: str, lineup: tuple[str, ...], games: int, seed: int) -> tuple[float, int, dict[str, list[float]]]:
    """Play ``games`` games (seat rotation inside); return (strong wins, games, decision times per level)."""
    stats = play_series(game_id, list(lineup), games, seed=seed)
    return stats.wins[lineup[0]], games, stats.decision_times


def run_match(game_id: str, strong: str, weak: str, games: int, seconds: float, seed: int,
              pool: cf.Executor | None) -> Match:
    """Play up to ``games`` games of ``strong`` against ``n - 1`` ``weak`` seats, stopping early once the time budget
    ``seconds`` is spent (always at least one chunk of ``n`` games)."""
    n = seats_for(game_id)
    lineup = (strong,) + (weak,) * (n - 1)
    match = Match(game_id, strong, weak, n, times={strong: [], weak: []})
    chunk = n * max(1, 8 // n)  # a whole number of seat rotations
    t0 = time.perf_counter()
    submitted = 0
    pending: set[cf.Future] = set()
    workers = getattr(pool, "_max_workers", 1) if pool else 1

    def absorb(result):
        wins, played, times = result
        match.wins += wins
        match.games += played
        for lvl, ts in times.items():
            match.times[lvl].extend(ts)

    while True:
        while (submitted == 0 or time.perf_counter() - t0 < seconds) and submitted < games and len(pending) < workers:
            size = min(chunk, games - submitted)
            if pool is None:
                absorb(_chunk(game_id, lineup, size, seed + submitted))
            else:
                pending.add(pool.submit(_chunk, game_id, lineup, size, seed + submitted))
            submitted += size
        if not pending:
            if pool is not None or submitted >= games or time.perf_counter() - t0 >= seconds:
                break
            continue
        done, pending = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
        for fut in done:
            absorb(fut.result())
    match.seconds = time.perf_counter() - t0
    match.timing = {lvl: [ms(ts, .5), ms(ts, .95)] for lvl, ts in match.times.items()}
    return match


def ms(ts: list[float], q: float) -> float:
    """The ``q`` quantile (0..1, nearest rank) of ``ts`` in milliseconds; 0 when empty."""
    if not ts:
        return 0.0
    s = sorted(ts)
    if q == 0.5:
        return statistics.median(s) * 1000
    return s[min(len(s) - 1, int(q * len(s)))] * 1000


def ladder_summary(game_id: str, matches: list[Match]) -> str:
    """One line: which ladder steps hold for ``game_id``."""
    lv = ai.levels(game_id)
    parts = []
    for m in matches:
        if m.game == game_id and (m.weak, m.strong) in zip(lv, lv[1:], strict=False):
            parts.append(f"{m.strong} > {m.weak}: {m.verdict}")
    missing = [lvl for lvl in ai.LEVEL_ORDER if lvl not in lv]
    if missing:
        parts.append(f"no {'/'.join(missing)} level")
    return "; ".join(parts)


def render(matches: list[Match], args, elapsed: float, notes: str) -> str:
    """The Markdown report."""
    out = ["# Bot tournament", "",
           f"Generated by `python tools/tournament.py{' --quick' if args.quick else ''}` "
           f"(up to {args.games} games and {args.seconds:.0f} s per match, {args.jobs} worker(s); the last run "
           f"played {', '.join(args.played) or 'nothing'} in {elapsed / 60:.1f} min; the other games' matches are "
           f"kept from earlier runs in `{args.record_name}`) on {platform.python_implementation()} "
           f"{platform.python_version()}, {os.cpu_count()} cores.",
           "",
           "One seat plays the stronger level, the other seats the weaker one; seats rotate each game; a shared win of "
           "k seats counts 1/k. *fair* is the share an equal bot would win (1/seats). The ladder step holds when the "
           "95 % Wilson interval of the strong seat's win rate lies above *fair*.",
           "",
           ]
    if getattr(args, "baseline_block", ""):
        out += [args.baseline_block, ""]
    out += ["## Ladder per game", ""]
    for g in dict.fromkeys(m.game for m in matches):
        out.append(f"- **{g}**: {ladder_summary(g, matches)}")
    out += ["", "## Matches", "",
            "| game | strong vs weak | seats | games | strong win rate | 95 % CI | fair | verdict | "
            "strong ms med/p95 | weak ms med/p95 |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for m in matches:
        lo, hi = m.interval
        st, wt = m.timing.get(m.strong, [0.0, 0.0]), m.timing.get(m.weak, [0.0, 0.0])
        out.append(f"| {m.game} | {m.strong} vs {m.weak} | {m.seats} | {m.games} | {m.rate:.1%} | "
                   f"{lo:.1%}–{hi:.1%} | {1 / m.seats:.0%} | {m.verdict} | "
                   f"{st[0]:.2f} / {st[1]:.2f} | {wt[0]:.2f} / {wt[1]:.2f} |")
    out += ["", "## Notes", "", notes.strip() or "_(none yet)_", ""]
    return "\n".join(out)


# ---- duplicate matches against the baselines ------------------------------------------------------------------------
BASELINE_SEATS = {"pickpocket": 4, "cite": 4, "sticheln": 4, "morpion": 2, "oodlar": 4}
MARK_START, MARK_END = "<!-- baselines -->", "<!-- /baselines -->"


def play_vs_baseline(game_id: str, level: str, baseline: str, seats: int, seed: int,
                     hero: int) -> tuple[float, list[float], int]:
    """One game: our ``level`` bot at seat ``hero``, the ``baseline`` in every other seat, chance from ``seed``.
    Returns (hero's win share, hero's decision times in s, actions played)."""
    game = GAMES[game_id]
    state = game.new_state(seats, seed=seed)
    bots = [ai.make_bot(game_id, level, seed=seed * 101 + s) if s == hero
            else B.BASELINES[game_id][baseline](seed * 101 + s) for s in range(seats)]
    times: list[float] = []
    n = 0
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view)
        if seat == hero:
            times.append(time.perf_counter() - t0)
        state.apply(action)
        n += 1
        if n > 100_000:
            raise RuntimeError(f"{game_id} seed {seed}: not over")
    winners = state.winners()
    return (1.0 / len(winners) if hero in winners else 0.0), times, n


def run_baseline_cell(game_id: str, level: str, baseline: str, games: int, seconds: float, seed: int) -> dict:
    """Duplicate match: seeds ``seed, seed+1, …``, each played ``seats`` times with our bot in every seat, until
    ``games`` games or ``seconds`` (whole seed groups only). Returns the JSON cell."""
    seats = BASELINE_SEATS[game_id]
    wins, played, times = 0.0, 0, []
    t0 = time.perf_counter()
    k = 0
    while played + seats <= max(games, seats) and (k == 0 or time.perf_counter() - t0 < seconds):
        for hero in range(seats):
            w, ts, _ = play_vs_baseline(game_id, level, baseline, seats, seed + k, hero)
            wins += w
            times.extend(ts)
        played += seats
        k += 1
    lo, hi = wilson(wins, played)
    return {"game": game_id, "level": level, "baseline": baseline, "seats": seats, "games": played,
            "seeds": k, "wins": wins, "rate": wins / played, "lo": lo, "hi": hi, "fair": 1 / seats,
            "ms": [ms(times, .5), ms(times, .95)], "seconds": time.perf_counter() - t0}


def render_baselines(cells: list[dict]) -> str:
    """The Markdown block of the baseline table (between the markers)."""
    out = [MARK_START, "## Against independent baselines (duplicate matches)", "",
           "1 of ours against the baseline in every other seat (Morpion 1 v 1), each seed played once with ours in "
           "every seat (`python tools/tournament.py --baselines`; players in `tools/baselines.py`). Target: hard "
           "≥ 1.4 × fair with the 95 % Wilson interval above fair; normal ≥ 0.8 × fair.", "",
           "| game | level | vs | seats | games | win share | 95 % CI | fair | × fair | ms med / p95 |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    order = {g: i for i, g in enumerate(GAMES)}
    lv = {x: i for i, x in enumerate(ai.LEVEL_ORDER)}
    for c in sorted(cells, key=lambda c: (order.get(c["game"], 99), -lv.get(c["level"], 0), c["baseline"])):
        out.append(f"| {c['game']} | {c['level']} | {c['baseline']} | {c['seats']} | {c['games']} | "
                   f"{c['rate']:.1%} | {c['lo']:.1%}–{c['hi']:.1%} | {c['fair']:.0%} | "
                   f"{c['rate'] / c['fair']:.2f} | {c['ms'][0]:.1f} / {c['ms'][1]:.1f} |")
    out += ["", MARK_END]
    return "\n".join(out)


def write_baselines(path: Path, cells: list[dict]) -> None:
    """Put the baseline block into the report at ``path`` (replacing an earlier block, else before the ladder)."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Bot tournament\n"
    block = render_baselines(cells)
    if MARK_START in text and MARK_END in text:
        head, rest = text.split(MARK_START, 1)
        text = head + block + rest.split(MARK_END, 1)[1]
    elif "\n## Ladder per game" in text:
        head, rest = text.split("\n## Ladder per game", 1)
        text = head + "\n" + block + "\n\n## Ladder per game" + rest
    else:
        text += "\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def main_baselines(args) -> int:
    """``--baselines``: every chosen (game, level, baseline) cell; writes the report block and the JSON cells."""
    out_path = Path(args.out) if args.out else ROOT / "docs" / "tournament.md"
    record = out_path.with_name("tournament_baselines.json")
    cells = json.loads(record.read_text()) if record.exists() and not args.fresh else []
    wanted = [g for g in args.only.split(",") if g] or list(B.BASELINES)
    levels = [x for x in args.levels.split(",") if x]
    names = [x for x in args.vs.split(",") if x]
    for g in wanted:
        for level in levels:
            for name in B.BASELINES[g]:
                if names and name not in names:
                    continue
                cell = run_baseline_cell(g, level, name, args.games, args.seconds, args.seed)
                cells = [c for c in cells if (c["game"], c["level"], c["baseline"]) != (g, level, name)] + [cell]
                print(f"{g:10s} {level:6s} vs {name:9s} ({cell['seats']} seats) {cell['games']:4d} games: "
                      f"{cell['rate']:6.1%} (95% CI {cell['lo']:.1%}–{cell['hi']:.1%}, fair {cell['fair']:.0%}) "
                      f"ms {cell['ms'][0]:.1f}/{cell['ms'][1]:.1f} [{cell['seconds']:.0f} s]", flush=True)
                if not args.quick:
                    record.write_text(json.dumps(cells, indent=1) + "\n", encoding="utf-8")
                    write_baselines(out_path, cells)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the tournament, print one line per match and write the report. Returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a few games per match (a smoke run)")
    ap.add_argument("--games", type=int, default=None, help="games per match (default 400, quick 8)")
    ap.add_argument("--seconds", type=float, default=None, help="time budget per match (default 600, quick 20)")
    ap.add_argument("--only", default="", help="comma-separated game ids (default: every game with bots)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--out", default=None, help="report path (default docs/tournament.md; quick: none); the "
                    "matches are also kept as JSON beside it (.json), so a run of some games keeps the others'")
    ap.add_argument("--fresh", action="store_true", help="forget the matches of earlier runs")
    ap.add_argument("--seats", action="append", default=[], metavar="GAME=N",
                    help="seats of that game's matches (repeatable), e.g. cite=4; default 2 or the game's minimum")
    ap.add_argument("--baselines", action="store_true", help="duplicate matches of our levels against the "
                    "independent baselines of tools/baselines.py (see the module doc)")
    ap.add_argument("--levels", default="hard,normal,easy", help="with --baselines: our levels to measure")
    ap.add_argument("--vs", default="", help="with --baselines: only these baselines (comma-separated names)")
    args = ap.parse_args(argv)
    if args.baselines:
        args.games = args.games or (8 if args.quick else 400)
        args.seconds = args.seconds if args.seconds is not None else (20.0 if args.quick else 900.0)
        return main_baselines(args)
    for item in args.seats:
        game_id, _, n = item.partition("=")
        if game_id not in GAMES or not n.isdigit() or not GAMES[game_id].min_players <= int(n) <= \
                GAMES[game_id].max_players:
            ap.error(f"--seats {item!r}: give GAME=N with a known game and N within its player range")
        SEATS[game_id] = int(n)
    args.games = args.games or (8 if args.quick else 400)
    args.seconds = args.seconds if args.seconds is not None else (20.0 if args.quick else 600.0)
    wanted = [g for g in args.only.split(",") if g] or list(GAMES)
    unknown = [g for g in wanted if g not in GAMES]
    if unknown:
        ap.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(GAMES)}")
    games = []
    for g in wanted:
        try:
            if len(ai.levels(g)) >= 2:
                games.append(g)
        except ValueError:
            print(f"{g}: no bots yet, skipped")
    out_path = Path(args.out) if args.out else (None if args.quick else ROOT / "docs" / "tournament.md")
    notes = ""
    if out_path and out_path.exists():
        text = out_path.read_text(encoding="utf-8")
        if "\n## Notes\n" in text:
            notes = text.split("\n## Notes\n", 1)[1]
        if MARK_START in text and MARK_END in text:
            args.baseline_block = MARK_START + text.split(MARK_START, 1)[1].split(MARK_END, 1)[0] + MARK_END
    record_path = out_path.with_suffix(".json") if out_path else None
    args.record_name = record_path.name if record_path else "-"
    args.played = games
    kept: list[Match] = []
    if record_path and record_path.exists() and not args.fresh:
        known = {f.name for f in dataclasses.fields(Match)}
        kept = [Match(**{k: v for k, v in d.items() if k in known}) for d in json.loads(record_path.read_text())]
        kept = [m for m in kept if m.game in GAMES and m.game not in games]
    t0 = time.perf_counter()
    matches: list[Match] = []
    pool = cf.ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None

    def ordered() -> list[Match]:
        order = {g: i for i, g in enumerate(GAMES)}
        return sorted(kept + matches, key=lambda m: order.get(m.game, 99))

    try:
        for g in games:
            for strong, weak in matchups(g):
                try:
                    m = run_match(g, strong, weak, args.games, args.seconds, args.seed, pool)
                except Exception as exc:  # noqa: BLE001 - a broken bot is reported; the other matches go on
                    print(f"{g:10s} {strong:6s} vs {weak:6s} FAILED: {type(exc).__name__}: {exc}", flush=True)
                    continue
                matches.append(m)
                lo, hi = m.interval
                print(f"{g:10s} {strong:6s} vs {weak:6s} ({m.seats} seats) {m.games:4d} games: "
                      f"{m.rate:6.1%} (95% CI {lo:.1%}–{hi:.1%}, fair {1 / m.seats:.0%}) {m.verdict:9s} "
                      f"[{m.seconds:.0f} s]", flush=True)
                if out_path:  # written after every match, so a long run leaves partial results behind
                    out_path.write_text(render(ordered(), args, time.perf_counter() - t0, notes), encoding="utf-8")
                    record_path.write_text(json.dumps([x.record() for x in ordered()], indent=1) + "\n",
                                           encoding="utf-8")
    finally:
        if pool:
            pool.shutdown()
    for g in dict.fromkeys(m.game for m in ordered()):
        print(f"ladder {g}: {ladder_summary(g, ordered())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
