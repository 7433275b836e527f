"""Memory soak: run the attract mode (or a bots-only party) for a chosen time, sample the process's RSS, report.

    python tools/soak.py --minutes 60                   # the attract mode for an hour, real-time paced (60 Hz)
    python tools/soak.py --minutes 20 --mode party      # bots-only parties back to back, one after the other
    python tools/soak.py --minutes 5 --fast             # as fast as the machine draws (more game time per minute)
    python tools/soak.py --minutes 60 --write           # also put the figures in docs/performance.md

It runs headless (SDL's dummy video driver, no sound) through the real scenes: the title, left alone, starts the
attract demo, which rotates through every game; every frame is drawn on the logical 1920×1080 surface as in a
window. ``--fast`` steps one 1/60 s step and one drawn frame per loop with no waiting; by default the loop is paced
like ``App.run`` (fixed 60 Hz steps from the wall clock, at most 60 frames a second), which is what a TV sees.

Every ``--sample`` seconds it records the resident set size (``/proc/self/statm``; elsewhere the peak from
``getrusage``) and the bytes the bounded caches hold (``thieves_arcade.ui.cache``). The result: the peak RSS, the
RSS growth over the last 30 minutes (or the last half of a shorter run; end minus start, its range, and the
least-squares trend over the window, which the ups and downs of the evicting caches do not swing), and per
cache the live / peak / budget MiB. Goal (issue 19): ≤ 300 MiB peak and ≤ 10 MiB growth over the last 30 minutes
of a 1-hour attract soak. This is a benchmark: nothing here fails on a slow machine.

``--write`` (or ``--from-json RUN.json …``, which writes saved runs without a new one) replaces the block between
``<!-- tools/soak.py: start -->`` and ``<!-- tools/soak.py: end -->`` in
``docs/performance.md`` (appended if missing); ``tools/bench.py``'s block is left as it is. ``--json PATH`` writes
every sample.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DOC = ROOT / "docs" / "performance.md"
START, END = "<!-- tools/soak.py: start -->", "<!-- tools/soak.py: end -->"
MiB = 1024 * 1024


def rss_bytes() -> int:
    """The process's resident set size now (bytes); the peak so far where ``/proc`` is missing."""
    try:
        with open("/proc/self/statm", "rb") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


def make_app(mode: str, seed: int):
    """A headless app running ``mode`` (``attract``: the title, which starts the demo after 1 s; ``party``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("THIEVES_ARCADE_HOME", str(Path("/tmp") / f"thieves-soak-{os.getpid()}"))
    from thieves_arcade.app.loop import App
    app = App(headless=True, audio=False)
    if mode == "attract":
        from thieves_arcade.scenes.title import TitleScene
        app.scenes.push(TitleScene(app, attract_after=1.0))
    else:
        start_party(app, seed)
    return app


def start_party(app, seed: int) -> None:
    """Put a new 4-bot, 5-game party on ``app``'s stack; when it is over the next one starts (seed + 1)."""
    from thieves_arcade.party import Party
    from thieves_arcade.scenes.party import PartyScene, game_ranges
    party = Party.new(["normal"] * 4, 5, game_ranges(), "random", seed)

    def again(_scene):
        app.scenes.clear()
        start_party(app, seed + 1)
    app.scenes.push(PartyScene(app, party, speed=1.0, auto_advance=3.0, on_over=again, autosave=False))


def soak(minutes: float, mode: str, sample: float, fast: bool, seed: int, log=print) -> dict:
    """Run ``mode`` for ``minutes`` of wall-clock time; returns the figures (see the module docstring)."""
    import pygame

    from thieves_arcade.app.loop import STEP, plan_steps
    from thieves_arcade.ui import cache
    app = make_app(mode, seed)
    samples: list[tuple[float, float, float, float]] = []  # (wall s, game s, RSS MiB, caches MiB)
    t0 = time.monotonic()
    end = t0 + minutes * 60
    next_sample = t0
    clock = pygame.time.Clock()
    acc = 0.0
    while True:
        now = time.monotonic()
        if now >= next_sample:
            samples.append((now - t0, app.time, rss_bytes() / MiB, cache.total_bytes() / MiB))
            if len(samples) % max(1, round(60 / sample)) == 1:
                log(f"{(now - t0) / 60:6.1f} min  game {app.time / 60:6.1f} min  RSS {samples[-1][2]:7.1f} MiB  "
                    f"caches {samples[-1][3]:6.1f} MiB  frames {app.frames}")
            next_sample += sample
        if now >= end:
            break
        if fast:
            app.pump()
            app.step(STEP)
        else:
            elapsed = clock.tick(60) / 1000.0
            app.pump()
            steps, acc = plan_steps(acc, elapsed)
            for _ in range(steps):
                app.step(STEP)
        if app.scenes.top is None:  # never expected: the attract mode and parties go on
            break
        app.render()
    return figures(samples, mode, minutes, fast, app.frames, cache.report(), cache.total_budget() / MiB)


def figures(samples, mode, minutes, fast, frames, caches, budget) -> dict:
    """The summary of ``samples`` (see :func:`soak`)."""
    wall = samples[-1][0]
    window = min(30 * 60, wall / 2)

    def rss_at(t: float) -> float:
        return min(samples, key=lambda s: abs(s[0] - t))[2]
    tail = [s for s in samples if s[0] >= wall - window]
    return {
        "mode": mode, "minutes": round(wall / 60, 1), "asked_minutes": minutes, "paced": not fast, "frames": frames,
        "game_minutes": round(samples[-1][1] / 60, 1), "start_mib": round(samples[0][2], 1),
        "after_1min_mib": round(rss_at(60), 1), "peak_mib": round(max(s[2] for s in samples), 1),
        "end_mib": round(samples[-1][2], 1), "window_minutes": round(window / 60, 1),
        "window_growth_mib": round(tail[-1][2] - tail[0][2], 1),
        "window_range_mib": round(max(s[2] for s in tail) - min(s[2] for s in tail), 1),
        "window_trend_mib": round(trend(tail) * window, 1),
        "cache_budget_mib": round(budget, 1), "cache_peak_mib": round(max(s[3] for s in samples), 1),
        "caches": [list(c) for c in caches], "samples": [[round(x, 2) for x in s] for s in samples],
        "date": datetime.date.today().isoformat(), "machine": f"{platform.system()} {platform.machine()}, "
                                                              f"Python {platform.python_version()}",
    }


def trend(samples) -> float:
    """The least-squares slope (MiB per second) of RSS over wall time in ``samples``: the drift under the ups and
    downs of a cache that evicts and re-makes surfaces (one sample's end-minus-start is as noisy as the range)."""
    n = len(samples)
    if n < 2:
        return 0.0
    mt = sum(s[0] for s in samples) / n
    mr = sum(s[2] for s in samples) / n
    var = sum((s[0] - mt) ** 2 for s in samples)
    return sum((s[0] - mt) * (s[2] - mr) for s in samples) / var if var else 0.0


def markdown(runs: list[dict]) -> str:
    """The docs block for ``runs``."""
    out = [START, "## Memory soak (`tools/soak.py`, generated)", "",
           "Headless (SDL dummy driver), every frame drawn at 1920×1080 through the real scenes; RSS sampled from "
           "`/proc/self/statm`. Goal (issue 19): ≤ 300 MiB peak, ≤ 10 MiB growth over the last 30 minutes of a "
           "1-hour attract soak.", "",
           "| run | wall min | game min | frames | start MiB | after 1 min | peak MiB | end MiB | growth, last "
           "window | window | caches peak / budget MiB |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in runs:
        drift = f", trend {r['window_trend_mib']:+}" if r.get("window_trend_mib") is not None else ""
        out.append(f"| {r['mode']}{'' if r['paced'] else ' (fast)'} ({r['date']}) | {r['minutes']} | "
                   f"{r['game_minutes']} | {r['frames']} | {r['start_mib']} | {r['after_1min_mib']} | "
                   f"{r['peak_mib']} | {r['end_mib']} | {r['window_growth_mib']:+} (range {r['window_range_mib']}"
                   f"{drift}) | "
                   f"last {r['window_minutes']} min | {r['cache_peak_mib']} / {r['cache_budget_mib']} |")
    last = runs[-1]
    out += ["", f"Caches at the end of the last run ({last['mode']}), biggest peak first "
                f"(`thieves_arcade/ui/cache.py`):", "",
            "| cache | live MiB | peak MiB | budget MiB | entries | evictions |", "|---|---|---|---|---|---|"]
    for name, live, peak, budget, entries, evictions in last["caches"]:
        if peak or budget >= 8:
            out.append(f"| `{name}` | {live:.1f} | {peak:.1f} | {budget:.0f} | {entries} | {evictions} |")
    out += ["", f"Machine: {last['machine']}.", END]
    return "\n".join(out)


def write_doc(runs: list[dict]) -> None:
    """Replace (or append) the soak block of ``docs/performance.md``."""
    text = DOC.read_text(encoding="utf-8") if DOC.exists() else "# Performance\n"
    block = markdown(runs)
    if START in text and END in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _m: block, text, flags=re.DOTALL)
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    DOC.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--minutes", type=float, default=60.0, help="wall-clock minutes to run (default 60)")
    p.add_argument("--mode", choices=("attract", "party"), default="attract")
    p.add_argument("--sample", type=float, default=10.0, help="seconds between RSS samples (default 10)")
    p.add_argument("--fast", action="store_true", help="no pacing: one step and one frame per loop")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", type=Path, help="write the figures and every sample to this file")
    p.add_argument("--write", action="store_true", help="put the figures in docs/performance.md")
    p.add_argument("--also", type=Path, action="append", default=[],
                   help="with --write: the JSON of another run to list in the same table (repeatable)")
    p.add_argument("--from-json", type=Path, action="append", default=[],
                   help="no new run: write docs/performance.md from these saved runs (--json output), in order")
    args = p.parse_args(argv)
    if args.from_json:
        write_doc([json.loads(path.read_text(encoding="utf-8")) for path in args.from_json])
        print(f"wrote {DOC}")
        return 0
    result = soak(args.minutes, args.mode, args.sample, args.fast, args.seed)
    summary = {k: v for k, v in result.items() if k not in ("samples", "caches")}
    print(json.dumps(summary, indent=1))
    for row in result["caches"][:12]:
        print("  {:<40} {:7.1f} now {:7.1f} peak {:7.1f} budget {:6d} entries {:6d} evicted".format(*row))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    if args.write:
        runs = [json.loads(p.read_text(encoding="utf-8")) for p in args.also] + [result]
        write_doc(runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
