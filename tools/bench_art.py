"""Frame times of every scene after the art pass (headless draw time, median and p99), written into
docs/performance.md under "## Scenes after the art pass" (that section only; the rest of the file is left as it is).

Usage: ``python tools/bench_art.py [--frames 300] [--print]``. Each scene is stepped at 60 Hz of game time and drawn
every frame on the 1920×1080 logical surface; only ``SceneStack.draw`` is timed (``time.perf_counter``). Tables seat
one keyboard human (private hand, prompts) and bots; particles, tweens and the HUD are included.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from thieves_arcade.app.loop import App  # noqa: E402
from thieves_arcade.input.intents import Intent, IntentEvent  # noqa: E402

HEADING = "## Scenes after the art pass"
SEATS = {"pickpocket": 6, "cite": 6, "oodlar": 4, "morpion": 2, "sticheln": 6}


def scenes(app):
    """(name, builder) for every scene measured; a builder pushes its scene(s) on ``app``."""
    from thieves_arcade.scenes import table_class
    from thieves_arcade.scenes.attract import AttractScene
    from thieves_arcade.scenes.howto import HowToScene
    from thieves_arcade.scenes.lobby import LobbyScene
    from thieves_arcade.scenes.pause import PauseScene
    from thieves_arcade.scenes.results import ResultsScene
    from thieves_arcade.scenes.select import SelectScene
    from thieves_arcade.scenes.settings import SettingsScene
    from thieves_arcade.scenes.table import make_seats
    from thieves_arcade.scenes.title import TitleScene

    def table(game):
        def build():
            seats = ["kb:left"] + ["normal"] * (SEATS[game] - 1)
            t = table_class(game)(app, game, seats, {}, 3, on_over=lambda s: None)
            app.scenes.push(t)
            return t
        return build

    def pause():
        t = table("pickpocket")()
        for _ in range(300):
            app.step()
        app.scenes.push(PauseScene(app, t))
    seats = make_seats(["kb:left", "normal", "hard", "easy", "normal", "kb:right"])
    out = [("title", lambda: app.scenes.push(TitleScene(app, attract_after=1e9))),
           ("select", lambda: app.scenes.push(SelectScene(app))),
           ("lobby", lambda: app.scenes.push(LobbyScene(app, "pickpocket", seed=1))),
           ("settings", lambda: app.scenes.push(SettingsScene(app))),
           ("howto", lambda: app.scenes.push(HowToScene(app, "pickpocket", "kb:left"))),
           ("results", lambda: app.scenes.push(ResultsScene(app, "Pickpocket", seats, [31, 12, 25, 7, 19, 40], [5]))),
           ("attract", lambda: app.scenes.push(AttractScene(app, seed=2))),
           ("pause", pause)]
    out += [(f"{g} table ({SEATS[g]} seats)", table(g)) for g in SEATS]
    return out


def measure(app, build, frames: int) -> list[float]:
    app.scenes.scenes.clear()
    app.running = True
    build()
    times = []
    for n in range(frames):
        top = app.scenes.top
        if top is None:
            break
        if n % 30 == 0 and hasattr(top, "seats") and hasattr(top, "timeline"):
            cp = top.state.current_player
            if cp is not None and top.seats[cp].is_human and not top.timeline.busy:
                app.send(IntentEvent(top.seats[cp].device, Intent.CONFIRM))
        app.step()
        t0 = time.perf_counter()
        app.scenes.draw(app.surface)
        times.append(time.perf_counter() - t0)
    return times


def p99(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(0.99 * (len(s) - 1)))]


def section(rows: list[tuple[str, float, float, int]], frames: int) -> str:
    intro = (f"Headless draw time per frame (`python tools/bench_art.py --frames {frames}`; "
             f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, {os.cpu_count()} cores, SDL dummy "
             "video driver). Only the scene stack's `draw` is timed; each scene is stepped at 60 Hz of game time "
             "between frames, so the tables draw tweens, loot particles, prompts and banners as they play. Budget: "
             "16.7 ms (60 fps). The p99 frames are the ones that fill a cache (a text, a scaled sprite or a "
             "pre-composed hand drawn for the first time); the median is the steady cost.")
    lines = [HEADING, "", intro, "", "| scene | frames | median (ms) | p99 (ms) |", "| --- | ---: | ---: | ---: |"]
    for name, med, high, n in rows:
        lines.append(f"| {name} | {n} | {med * 1000:.2f} | {high * 1000:.2f} |")
    return "\n".join(lines) + "\n"


def write(doc: Path, text: str) -> None:
    """Put ``text`` as the art-pass section of ``doc``: replace that section if present, else append it."""
    old = doc.read_text(encoding="utf-8") if doc.is_file() else "# Performance\n"
    if HEADING in old:
        head, rest = old.split(HEADING, 1)
        nxt = rest.find("\n## ")
        tail = rest[nxt + 1:] if nxt >= 0 else ""
        new = head + text + ("\n" + tail if tail else "")
    else:
        new = old.rstrip("\n") + "\n\n" + text
    doc.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--print", action="store_true", help="print only, write nothing")
    args = ap.parse_args(argv)
    app = App(headless=True, audio=False)
    rows = []
    for name, build in scenes(app):
        times = measure(app, build, args.frames)
        times = times[10:]  # the first frames warm the caches
        rows.append((name, statistics.median(times), p99(times), len(times)))
        print(f"{name:28s} median {rows[-1][1] * 1000:6.2f} ms   p99 {rows[-1][2] * 1000:6.2f} ms")
    if not args.print:
        write(ROOT / "docs" / "performance.md", section(rows, args.frames))
    return 0


if __name__ == "__main__":
    sys.exit(main())
