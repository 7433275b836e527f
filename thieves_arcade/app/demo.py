"""The demo runner: a bots-only game or party through the real scenes, with or without a window.

``thieves-arcade --headless --demo <game>|party`` (``app/cli.py``) and the tests call :func:`run_demo`; it is the one
place a demo is set up (the app layer owns it: scenes never build an ``App``).
"""

from __future__ import annotations

import logging
import sys

from . import navigation

#: Game-time multiplier of headless demos (animations and bot pauses pass this many times faster).
HEADLESS_SPEED = 60.0

log = logging.getLogger("thieves_arcade")


def format_scores(scene) -> str:
    """The final-score lines of a finished table scene."""
    outcome = scene.outcome()
    scores, winners = outcome.scores, outcome.winners
    lines = [f"{scene.game.name} — seed {scene.seed}, {len(scores)} players"]
    for seat, score in enumerate(scores):
        s = scene.seats[seat]
        mark = "  ← winner" if seat in winners else ""
        lines.append(f"  seat {seat} {s.name:<8} ({s.level or 'human'}): {score}{mark}")
    lines.append("final scores: " + " ".join(str(x) for x in scores))
    return "\n".join(lines)


def run_demo(game_id: str, players: int | None, seed: int, options: dict, bots: str, headless: bool,
             max_frames: int, fullscreen: bool = False, mute: bool = False, autosave: bool = False,
             speed: float | None = None) -> int:
    """Play a bots-only game through the real table scene; print the scores. Returns the exit code.
    ``game_id == "party"`` plays a whole bots-only party (``scenes/party.py``) and prints its standings;
    ``autosave`` saves the position after every action (the resume save)."""
    if game_id == "party":
        return run_party(players, seed, options, bots, headless, max_frames, fullscreen, mute, speed)
    from ..ai import LEVEL_ORDER
    from ..engine import get_game
    game = get_game(game_id)
    players = players if players is not None else min(game.max_players, game.min_players + 2)
    game.check_players(players)
    game.resolve_options(options)
    if bots not in LEVEL_ORDER:
        raise ValueError(f"--bots takes one of {', '.join(LEVEL_ORDER)}, got {bots!r}")
    from ..scenes import has_table
    from .loop import App
    from .resume import autosave as saver
    app = App(headless=headless, fullscreen=fullscreen, audio=not mute)
    log.info("demo: %s, %d players, seed %d, bots %s, options %s", game_id, players, seed, bots, options or "none")
    finished = []

    def done(scene):
        finished.append(scene)
        app.quit()

    from ..scenes.table import TableScene
    cls = navigation.scene_class("table", game_id) if has_table(game_id) else TableScene  # no table yet: felt
    scene = cls(app, game_id, [bots] * players, options, seed,
                speed=speed if speed is not None else HEADLESS_SPEED if headless else 1.0, on_over=done,
                on_action=saver() if autosave else None)
    if headless:
        app.run_headless(max_frames, scene)
    else:
        app.run(scene)
    if not finished:
        print(f"demo stopped before the end ({app.frames} frames)", file=sys.stderr)
        return 3
    log.info("demo over after %d frames", app.frames)
    print(format_scores(scene))
    return 0



def run_party(players: int | None, seed: int, options: dict, bots: str, headless: bool, max_frames: int,
             fullscreen: bool = False, mute: bool = False, speed: float | None = None) -> int:
    """``thieves-arcade --headless --demo party --seed 3 [--players N]``: a whole bots-only party through the real
    scenes; prints the standings and returns 0 (3 if it did not finish within ``max_frames``). ``options`` may hold
    ``games`` (3 or 5, default 5) and ``order`` (``random``/``tour``). Nothing is saved. Players default to 4."""
    from ..ai import LEVEL_ORDER
    from ..party import Party
    from ..scenes.party import format_standings, game_ranges
    from .loop import App
    if bots not in LEVEL_ORDER:
        raise ValueError(f"--bots takes one of {', '.join(LEVEL_ORDER)}, got {bots!r}")
    unknown = set(options) - {"games", "order"}
    if unknown:
        raise ValueError(f"a party takes the options games=3|5 and order=random|tour, got {sorted(unknown)}")
    players = 4 if players is None else players
    party = Party.new([bots] * players, options.get("games", 5), game_ranges(), options.get("order", "random"), seed)
    app = App(headless=headless, fullscreen=fullscreen, audio=not mute)
    finished = []

    def done(scene):
        finished.append(scene)
        app.quit()

    speed = speed if speed is not None else HEADLESS_SPEED if headless else 1.0
    scene = app.make_scene("party", party, speed=speed, auto_advance=3.0, on_over=done, autosave=False)
    if headless:
        app.run_headless(max_frames, scene, draw_every=4)
    else:
        app.run(scene)
    print(format_standings(party))
    if not finished:
        print(f"party stopped before the end ({app.frames} frames)", file=sys.stderr)
        return 3
    return 0
