"""The command line: ``thieves-arcade`` (play on a window or TV) and ``thieves-arcade --headless --demo <game>``.

``--headless --demo pickpocket --players 4 --seed 3`` plays a bots-only game through the real scenes with no window,
as fast as it can, prints the final scores and exits 0. ``--option KEY=VALUE`` (repeatable) passes game options.
Exit codes: 0 done, 2 bad arguments (the message names what is accepted) or no display to show a window on,
3 a demo that did not finish, 130 interrupted (Ctrl+C: quiet, nothing new is saved — the resume save is already
written after every action). ``-v`` logs what happens (INFO) on stderr, ``-vv`` more (DEBUG).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys

from .demo import run_demo  # the demo runner lives in app/demo.py

#: Exit code after Ctrl+C (128 + SIGINT, the shell convention).
EXIT_INTERRUPTED = 130

log = logging.getLogger("thieves_arcade")


def positive_speed(text: str) -> float:
    """``--speed`` values: a number of game seconds per real second, greater than 0 (``0.5`` slow motion, ``60``
    a headless demo's default). Raises ``argparse.ArgumentTypeError`` naming what is accepted."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a number greater than 0 (e.g. 1 or 60), got {text!r}") from None
    if not value > 0 or value == float("inf"):  # also refuses nan
        raise argparse.ArgumentTypeError(f"takes a number greater than 0 (e.g. 1 or 60), got {text!r}")
    return value


def setup_logging(verbosity: int) -> None:
    """Log on stderr: warnings only (0), what happens (1, ``-v``: INFO), everything (2+, ``-vv``: DEBUG)."""
    if verbosity <= 0:
        logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
        return
    logging.basicConfig(level=logging.INFO if verbosity == 1 else logging.DEBUG,
                        format="%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s", datefmt="%H:%M:%S")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also documents the options in ``--help``)."""
    from .. import __version__
    p = argparse.ArgumentParser(prog="thieves-arcade", description="Thieves' Arcade — a couch party collection.")
    p.add_argument("--version", action="version", version=f"thieves-arcade {__version__}",
                   help="print the version and exit")
    p.add_argument("--install-desktop", action="store_true",
                   help="add the game to this user's desktop app menu (Linux: a .desktop entry and icons) and exit")
    p.add_argument("--uninstall-desktop", action="store_true", help="remove that menu entry and its icons and exit")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 or Alt+Enter toggles)")
    p.add_argument("--headless", action="store_true", help="no window, no sound; with --demo: as fast as possible")
    p.add_argument("--demo", metavar="GAME", help="play a bots-only game of GAME (e.g. pickpocket) and print scores")
    p.add_argument("--players", type=int, default=None, help="seats in the demo (default: the game's minimum + 2)")
    p.add_argument("--seed", type=int, default=1, help="random seed of the demo (default 1)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, repeatable (e.g. --option warning=false)")
    p.add_argument("--bots", default="normal", help="bot level of the demo seats: easy, normal, hard")
    p.add_argument("--max-frames", type=int, default=2_000_000, help="stop a headless demo after this many frames")
    p.add_argument("--autosave", action="store_true",
                   help="save the demo's position after every action to the resume save (crash/resume tests)")
    p.add_argument("--speed", type=positive_speed, default=None,
                   help="game-time speed of the demo, a number > 0 (default: 60 headless, 1 in a window)")
    p.add_argument("--mute", action="store_true", help="no sound")
    p.add_argument("--first-frame-exit", action="store_true",
                   help="draw the title's first frame, print 'first-frame <unix time>' and exit (tools/bench.py)")
    p.add_argument("--lang", choices=("en", "fr"), default=None,
                   help="language of the screens for this session: en or fr (overrides the setting)")
    p.add_argument("-v", "--verbose", action="count", default=0,
                   help="log what happens on stderr (-v: scenes, devices, saves; -vv: every action too)")
    return p


def parse_options(pairs: list[str]) -> dict:
    """``["warning=false", "powers=true"]`` → ``{"warning": False, "powers": True}``. Raises ``ValueError`` for an
    item without ``=``."""
    from ..engine.base import parse_option_value
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--option takes KEY=VALUE (e.g. warning=false), got {pair!r}")
        out[key.strip()] = parse_option_value(value)
    return out


def start_up():
    """What a play session does with the player's folder before the first frame: remove the temporary files an
    interrupted save left (``storage.remove_stray_temps``), then load the settings through the safe reader. Returns
    ``(SettingsStore, Settings)``; never raises (a bad file gives the defaults and a notice in the store)."""
    from .settings import SettingsStore
    from .storage import remove_stray_temps
    for stray in remove_stray_temps():  # left by a write the process was killed in
        log.info("removed %s (an interrupted write)", stray)
    store = SettingsStore()
    return store, store.load()


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``thieves-arcade`` console script. Returns (and exits with) the exit code."""
    args = build_parser().parse_args(argv)
    setup_logging(args.verbose)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        return _main(args)
    except KeyboardInterrupt:  # Ctrl+C: quit quietly; the resume save is already written after every action
        log.info("interrupted (Ctrl+C); quitting")  # the window closes with the process
        return EXIT_INTERRUPTED


def _main(args: argparse.Namespace) -> int:
    """The body of :func:`main` for parsed ``args``; returns the exit code."""
    from .. import __version__
    log.info("Thieves' Arcade %s (Python %s)", __version__, sys.version.split()[0])
    if args.lang:
        from ..i18n import set_language
        set_language(args.lang)
    from .. import resources
    from ..ui.level import LevelError
    from ..ui.sprites import AssetError
    try:
        _check_install()
        if args.install_desktop or args.uninstall_desktop:
            return _desktop(args.uninstall_desktop)
        options = parse_options(args.option)
        if not args.headless:
            from .display import no_display_reason
            reason = no_display_reason()
            if reason:
                print(f"thieves-arcade: {reason}", file=sys.stderr)
                return 2
        if args.demo:
            code = run_demo(args.demo, args.players, args.seed, options, args.bots, args.headless, args.max_frames,
                            args.fullscreen, args.mute or args.headless, args.autosave, args.speed)
        elif args.first_frame_exit:  # start-up benchmark: process start to the first title frame
            import time

            from ..scenes.title import TitleScene
            from .loop import App
            app = App(headless=args.headless, audio=False)
            app.scenes.push(TitleScene(app))
            app.step()
            app.render()
            print(f"first-frame {time.time():.6f}", flush=True)
            code = 0
        elif args.headless:
            print("--headless needs --demo GAME (e.g. --demo pickpocket)", file=sys.stderr)
            code = 2
        else:
            from ..scenes.title import TitleScene
            from .loop import App
            from .settings import apply_language
            store, settings = start_up()
            apply_language(settings, args.lang)
            app = App(fullscreen=args.fullscreen or settings.fullscreen, audio=not args.mute, settings=settings,
                      settings_store=store)
            app.run(TitleScene(app))
            code = 0
    except (resources.MissingResource, LevelError, AssetError) as exc:  # damaged install: name the file, no traceback
        log.debug("missing or broken data file", exc_info=True)
        print(f"thieves-arcade: {exc}", file=sys.stderr)
        code = 2
    except ValueError as exc:
        print(f"thieves-arcade: {exc}", file=sys.stderr)
        code = 2
    return code


def _desktop(remove: bool) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: print what was written or removed; 0, or 2 if it failed.
    A missing shipped file raises ``resources.MissingResource`` (the damaged-install message)."""
    from .. import resources
    from . import desktop
    try:
        paths = desktop.uninstall() if remove else desktop.install()
    except resources.MissingResource:
        raise
    except OSError as exc:
        print(f"thieves-arcade: could not write the desktop entry ({exc})", file=sys.stderr)
        return 2
    verb = "removed" if remove else "wrote"
    for path in paths:
        print(f"{verb} {path}")
    if not remove:
        print("Thieves' Arcade is now in the desktop's app menu (Games).")
    return 0


def _check_install() -> None:
    """Raise ``resources.MissingResource`` naming the first level, tileset or sound missing from this copy."""
    from .. import games, resources
    from .audio import MUSIC_NAME, SOUND_NAMES
    resources.check_install([e.level for e in games.entries() if e.level], (*SOUND_NAMES, MUSIC_NAME))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
