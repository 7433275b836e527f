"""Measure a table scene's frame time headless at 1920×1080: median and p99 of draw() and of a whole frame.

Usage: ``python tools/bench_table.py [--game pickpocket] [--players 4] [--frames 3000] [--seed 3]``.
Seat 0 is a human (its hand and buttons drawn, played by a bot pilot); the game runs at real speed (1×), so the
animations are drawn as on a TV. A benchmark, not a test: the numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from snapshot import step_table  # noqa: E402

from thieves_arcade.ai import make_bot  # noqa: E402
from thieves_arcade.app.loop import App  # noqa: E402
from thieves_arcade.scenes import table_class  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--game", default="pickpocket")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--frames", type=int, default=3000)
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    app = App(headless=True, audio=False)
    seats = ["kb:left"] + ["normal"] * (args.players - 1)
    restart = []
    scene = table_class(args.game)(app, args.game, seats, {}, args.seed, on_over=lambda s: restart.append(1))
    app.scenes.push(scene)
    pilot = make_bot(args.game, "normal", seed=1)
    for _ in range(120):  # warm the caches (first sprites, text)
        step_table(app, scene, pilot)
        app.render()
    app.measure = True
    app.frame_times.clear()
    whole, cpu = [], []
    for _ in range(args.frames):
        t0 = time.perf_counter()
        step_table(app, scene, pilot)
        c0 = time.thread_time()
        app.render()
        cpu.append(time.thread_time() - c0)
        whole.append(time.perf_counter() - t0)
        if restart:
            break
    draw = app.frame_times
    ms = 1000.0
    print(f"{args.game} table, {args.players} players, {len(draw)} frames at 1920x1080 headless")
    print(f"  draw():      median {statistics.median(draw) * ms:.2f} ms  p99 {pct(draw, 0.99) * ms:.2f} ms  "
          f"max {max(draw) * ms:.2f} ms")
    print(f"  whole frame: median {statistics.median(whole) * ms:.2f} ms  p99 {pct(whole, 0.99) * ms:.2f} ms  "
          f"max {max(whole) * ms:.2f} ms (step + bot decisions + draw)")
    print(f"  draw() CPU:  median {statistics.median(cpu) * ms:.2f} ms  p99 {pct(cpu, 0.99) * ms:.2f} ms "
          f"(thread time: without preemption by other processes; load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
