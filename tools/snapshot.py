"""Render scenes headless to PNG at chosen moments.

Examples:
    python tools/snapshot.py --scene title --out docs/screens/title.png
    python tools/snapshot.py --scene lobby --out docs/screens/lobby.png
    python tools/snapshot.py --game pickpocket --players 4 --seed 3 --at 300,900 --out docs/screens/
    python tools/snapshot.py --game pickpocket --players 4 --seed 3 --event Caught --after 0.6 --out shot.png
    python tools/snapshot.py --scene results --game pickpocket --players 4 --seed 3 --out docs/screens/results.png

``--at`` takes frame numbers (60 per second of game time); ``--event`` waits for the n-th (``--nth``) animation of
that engine event type and saves ``--after`` seconds into it. ``--human`` makes seat 0 a human (its hand shows; the
tool plays it with a bot, as if someone pressed the buttons). Scenes: title, select, lobby, table, results, pause,
attract, settings, howto (``--game``; PlayStation glyphs), party_lobby.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from thieves_arcade.ai import make_bot  # noqa: E402
from thieves_arcade.app.loop import STEP, App  # noqa: E402
from thieves_arcade.engine import GAMES  # noqa: E402
from thieves_arcade.input.intents import Intent, IntentEvent  # noqa: E402


def save(app: App, path: Path) -> Path:
    app.render()
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, path)
    print(f"wrote {path}")
    return path


#: The devices ``--humans`` seats play on, in seat order.
HUMAN_DEVICES = ("kb:left", "kb:right", "pad:1", "pad:2")


def make_table(app: App, args, on_over=None):
    from thieves_arcade.scenes import table_class
    seats = ["normal"] * args.players
    if args.human:
        seats[0] = "kb:left"
    for i in range(args.humans):  # several humans: the "Pass to …" curtain comes up before each of their turns
        seats[i] = HUMAN_DEVICES[i]
    from thieves_arcade.engine.base import parse_option_value
    options = {k.strip(): parse_option_value(v) for k, _sep, v in (kv.partition("=") for kv in args.option)}
    on_action = None
    if getattr(args, "failing_saves", False):  # every autosave fails: the save-failure notice shows (issue 19)
        import tempfile

        from thieves_arcade.app.resume import autosave
        from thieves_arcade.app.saves import SaveStore
        folder = Path(tempfile.mkdtemp(prefix="snapshot-home-"))
        (folder / "resume.json").mkdir()  # a folder where the save goes: every write is refused
        on_action = autosave(store=SaveStore(folder / "resume.json"))
    return table_class(args.game)(app, args.game, seats, options, args.seed, on_over=on_over, on_action=on_action)


def step_table(app: App, scene, pilot) -> None:
    """One frame; a human seat is played by ``pilot`` (a bot) once its turn is ready."""
    cp = scene.state.current_player
    if (pilot is not None and cp is not None and scene.seats[cp].is_human and not scene.timeline.busy
            and not scene.curtain_up and scene._ready_for == cp):
        pilot_wait = getattr(scene, "_pilot_wait", 0.0) + STEP
        scene._pilot_wait = pilot_wait
        if pilot_wait > 1.2:
            scene._pilot_wait = 0.0
            action = pilot.choose(scene.state.view(cp))
            legal = list(scene.view.legal)
            if action in legal:  # move the cursor there, as a player would, then confirm
                scene.cursor = legal.index(action)
            app.send(IntentEvent(scene.seats[cp].device, Intent.CONFIRM))
    app.step(STEP)


def current_event(scene):
    head = scene.timeline.queue[0] if scene.timeline.queue else None
    return getattr(head, "event", None), head


def run_table(app: App, args, out: Path) -> list[Path]:
    over = []
    scene = make_table(app, args, on_over=lambda s: over.append(s))
    app.scenes.push(scene)
    pilot = make_bot(args.game, "normal", seed=99) if args.human else None
    written = []
    if args.choice:  # a human's decision on screen: the pilot's action under the cursor, not yet confirmed
        seen, last = 0, None
        for _frame in range(args.max_frames):
            cp = scene.state.current_player
            if (pilot is not None and cp is not None and scene.seats[cp].is_human and not scene.timeline.busy
                    and not scene.curtain_up and scene._ready_for == cp and len(scene.events) != last):
                last = len(scene.events)
                action = pilot.choose(scene.state.view(cp))
                if str(action).startswith(args.choice):
                    seen += 1
                    if seen == args.nth:
                        scene.cursor = list(scene.view.legal).index(action)
                        for _ in range(round(args.after / STEP)):
                            app.step(STEP)
                        return [save(app, out if out.suffix == ".png" else out / f"{args.game}_choice.png")]
            step_table(app, scene, pilot)
            if over:
                break
        print(f"no human choice '{args.choice}' #{args.nth} within {args.max_frames} frames", file=sys.stderr)
        return written
    if args.event:
        seen = 0
        last_head = None
        for _frame in range(args.max_frames):
            step_table(app, scene, pilot)
            ev, head = current_event(scene)
            if ev is not None and type(ev).__name__ == args.event and head is not last_head:
                last_head = head
                seen += 1
                if seen == args.nth:
                    for _ in range(round(args.after / STEP)):
                        app.step(STEP)
                    target = out if out.suffix == ".png" else out / f"{args.game}_{args.event}.png"
                    return [save(app, target)]
            if over:
                break
        print(f"no {args.event} #{args.nth} within {args.max_frames} frames", file=sys.stderr)
        return written
    frames = sorted(int(x) for x in args.at.split(",")) if args.at else [600]
    n = 0
    for target_frame in frames:
        while n < target_frame and not over:
            step_table(app, scene, pilot)
            n += 1
        target = out if out.suffix == ".png" and len(frames) == 1 else out / f"{args.game}_{target_frame}.png"
        written.append(save(app, target))
    return written


def run_scene(app: App, args, out: Path) -> list[Path]:
    from thieves_arcade.scenes.lobby import LobbyScene
    from thieves_arcade.scenes.select import SelectScene
    from thieves_arcade.scenes.title import TitleScene
    target = out if out.suffix == ".png" else out / f"{args.scene}.png"
    if args.scene == "title":
        app.scenes.push(TitleScene(app))
        app.run_headless(90, draw_every=0)
    elif args.scene == "select":
        app.scenes.push(TitleScene(app))
        app.scenes.push(SelectScene(app))
        app.run_headless(60, draw_every=0)
    elif args.scene == "lobby":
        lobby = LobbyScene(app, args.game)
        app.scenes.push(lobby)
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.send(IntentEvent("kb:right", Intent.CONFIRM))
        app.run_headless(40, draw_every=0)
        app.send(IntentEvent("kb:left", Intent.RIGHT))
        app.send(IntentEvent("kb:left", Intent.DOWN))
        app.run_headless(60, draw_every=0)
    elif args.scene == "results":
        over = []
        scene = make_table(app, args, on_over=lambda s: over.append(s))
        scene.speed = 60.0
        app.run_headless(args.max_frames, scene, draw_every=0)
        while over and app.scenes.top is scene:
            app.scenes.pop()
        from thieves_arcade.scenes.results import ResultsScene
        app.running = True
        app.scenes.push(ResultsScene(app, scene.game.name, scene.seats, scene.state.scores(),
                                     scene.state.winners(), placings=scene.state.placings(),
                                     game_id=scene.game_id, table=scene))
        app.run_headless(150, draw_every=0)
    elif args.scene == "pause":
        scene = make_table(app, args)
        app.scenes.push(scene)
        app.run_headless(600, draw_every=0)
        scene.open_pause()
        app.run_headless(5, draw_every=0)
    elif args.scene == "attract":  # the demo with its banner, over a bot game
        from thieves_arcade.scenes.attract import AttractScene
        app.scenes.push(TitleScene(app))
        app.scenes.push(AttractScene(app, seed=args.seed))
        app.run_headless(args.max_frames if args.max_frames < 200_000 else 420, draw_every=0)
    elif args.scene == "settings":
        from thieves_arcade.scenes.settings import SettingsScene
        app.scenes.push(SettingsScene(app))
        app.run_headless(30, draw_every=0)
    elif args.scene in ("access", "overscan"):  # Settings → Accessibility, and its "adjust screen edges" frame
        from thieves_arcade.scenes.access import AccessScene, OverscanScene
        app.scenes.push(AccessScene(app) if args.scene == "access" else OverscanScene(app))
        app.run_headless(30, draw_every=0)
    elif args.scene == "howto":
        from thieves_arcade.scenes.howto import HowToScene
        app.input.devices["pad:1"] = "PS5 Controller"  # controls in PlayStation glyphs
        app.scenes.push(HowToScene(app, args.game, "pad:1"))
        app.run_headless(40, draw_every=0)
        for _ in range(max(0, args.nth - 1)):  # --nth N: the N-th screen
            app.send(IntentEvent("pad:1", Intent.RIGHT))
            app.run_headless(40, draw_every=0)
    elif args.scene == "party_lobby":
        from thieves_arcade.scenes.party import PartyLobbyScene
        app.scenes.push(PartyLobbyScene(app, seed=args.seed))
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.run_headless(40, draw_every=0)
    elif args.scene == "controls":  # Settings → Controls, with a pad of each family plugged in (real SDL pads)
        from thieves_arcade.scenes.controls import ControlsScene
        pads = _family_pads(app)
        app.scenes.push(ControlsScene(app))
        app.run_headless(20, draw_every=0)
        target = save(app, target)
        for pad in pads:
            pad.unplug()
        return [target]
    elif args.scene == "glyphs":  # the prompt glyphs of every pad family (and both keyboard seats)
        return [_glyph_sheet(app, target)]
    elif args.scene == "which":  # two identical pads dropped, one is back: "Which player are you?"
        from thieves_arcade.input.virtual import VirtualController
        twins = [VirtualController(), VirtualController()]
        app.pump()
        scene = make_table(app, args)
        seats = [s for s in scene.seats if s.is_human][:2] or scene.seats[:2]
        for seat, pad in zip(seats, twins, strict=True):
            scene.take_seat(seat.index, pad.device)
        app.scenes.push(scene)
        app.run_headless(120, draw_every=0)
        for pad in twins:
            pad.unplug()
        app.pump()
        back = VirtualController()
        app.pump()
        app.run_headless(5, draw_every=0)
        target = save(app, target)
        back.unplug()
        return [target]
    else:
        raise SystemExit(f"unknown scene {args.scene!r}; known: {', '.join(SCENES)}")
    return [save(app, target)]


SCENES = ("title", "select", "lobby", "table", "results", "pause", "attract", "settings", "howto", "party_lobby",
          "controls", "glyphs", "which", "access", "overscan")


def _family_pads(app):
    """One virtual SDL pad posing as each family (Xbox, PlayStation, Nintendo, generic), opened by the app."""
    from thieves_arcade.input.virtual import POSES, VirtualController
    pads = [VirtualController(family) for family in POSES]
    app.pump()
    return pads


def _glyph_sheet(app, target: Path) -> Path:
    """A PNG of what each device shows for every intent: one row per pad family (SDL's type, as the prompts draw
    it) and per keyboard seat, as the controls table binds them now."""
    import pygame

    from thieves_arcade.input.intents import Intent as I
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.backdrop import draw_backdrop
    from thieves_arcade.ui.prompts import device_family, intent_glyphs
    from thieves_arcade.ui.text import blit_text
    from thieves_arcade.ui.widgets import draw_panel
    pads = _family_pads(app)
    surface = app.surface
    draw_backdrop(surface, 0.0)
    blit_text(surface, "Prompt glyphs per device", (960, 90), theme.HEADING, theme.GOLD, "title", outline=3)
    intents = [(I.CONFIRM, "confirm"), (I.BACK, "back"), (I.ALT, "alt"), (I.PAUSE, "pause"), (I.LEFT, "move")]
    rows = [(p.device, app.input.name(p.device)) for p in pads] + [("kb:left", "Keyboard (WASD)"),
                                                                    ("kb:right", "Keyboard (arrows)")]
    draw_panel(surface, (120, 150, 1680, 130 * len(rows) + 60), theme.INK, 230, 30)
    for k, (_intent, word) in enumerate(intents):
        blit_text(surface, word, (760 + k * 220, 190), theme.SMALL, theme.LAMP)
    for r, (device, name) in enumerate(rows):
        y = 270 + r * 125
        fam = device_family(app, device)
        blit_text(surface, f"{name}", (170, y - 18), theme.SMALL, theme.WHITE, anchor="midleft")
        blit_text(surface, fam, (170, y + 24), theme.SMALL, theme.GREY, anchor="midleft")
        for k, (intent, _word) in enumerate(intents):
            glyphs = intent_glyphs(fam, device, intent, 64, app)
            x = 760 + k * 220 - sum(g.get_width() + 6 for g in glyphs) / 2
            for g in glyphs:
                surface.blit(g, g.get_rect(midleft=(x, y)))
                x += g.get_width() + 6
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(target))
    for pad in pads:
        pad.unplug()
    return target
#: Seats when ``--players`` is not given, brought into the game's range (Morpion: 2).
DEFAULT_PLAYERS = 4


def check_args(args) -> None:
    """Check ``--game``/``--players``/``--option``/``--humans`` before anything is drawn, filling in the default
    player count (:data:`DEFAULT_PLAYERS` clamped to the game's range). Raises ``ValueError`` naming what is
    accepted."""
    from thieves_arcade.engine import get_game
    from thieves_arcade.engine.base import parse_option_value
    game = get_game(args.game)
    if args.players is None:
        args.players = min(game.max_players, max(game.min_players, DEFAULT_PLAYERS))
    options = {}
    for kv in args.option:
        key, sep, value = kv.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--option takes KEY=VALUE (e.g. warning=false), got {kv!r}")
        options[key.strip()] = parse_option_value(value)
    game.check_players(args.players)
    game.new_state(args.players, seed=args.seed, options=options)  # the game's own checks (options, counts)
    most = min(args.players, len(HUMAN_DEVICES))
    if not 0 <= args.humans <= most:
        raise ValueError(f"--humans takes 0..{most} (seats at the table with a device to play them), "
                         f"got {args.humans}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--scene", default="table", choices=SCENES, metavar="SCENE", help=", ".join(SCENES))
    p.add_argument("--game", default="pickpocket", help="a game id: " + ", ".join(GAMES))
    p.add_argument("--players", type=int, default=None,
                   help=f"seats at the table (default {DEFAULT_PLAYERS}, brought into the game's range)")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--human", action="store_true", help="seat 0 is a human (hand shown), played by a bot")
    p.add_argument("--humans", type=int, default=0, help="seats 0..N-1 are humans (curtain; nobody passes it)")
    p.add_argument("--at", help="frame numbers, comma-separated (table)")
    p.add_argument("--event", help="engine event type to capture (table), e.g. GuardArrived")
    p.add_argument("--choice", help="with --human: capture the human's n-th decision whose action text starts "
                   "with this (e.g. reroll, target), cursor on it, --after seconds later")
    p.add_argument("--nth", type=int, default=1, help="which occurrence of --event (1-based); howto: which screen")
    p.add_argument("--after", type=float, default=0.5, help="seconds into the event's animation")
    p.add_argument("--max-frames", type=int, default=200_000)
    p.add_argument("--failing-saves", action="store_true",
                   help="table: every autosave fails (a folder in the save's place), so the save notice shows")
    p.add_argument("--set", action="append", default=[], metavar="SETTING=VALUE",
                   help="a setting in force for the shot (JSON value), e.g. palette=\"protanopia\", text_size=150")
    p.add_argument("--out", default="docs/screens/", help="a .png file or a folder")
    args = p.parse_args(argv)
    try:
        check_args(args)
    except ValueError as exc:
        p.error(str(exc))  # exits 2 with the usage line and the message
    import json

    from thieves_arcade.app.settings import Settings
    data = {}
    for kv in args.set:
        key, _sep, value = kv.partition("=")
        try:
            data[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            data[key.strip()] = value  # a bare word: a string
    settings, notices = Settings.from_dict(data)
    if notices:
        p.error("; ".join(notices))
    app = App(headless=True, audio=False, settings=settings)
    from thieves_arcade.app.settings import apply_language
    apply_language(settings)
    out = Path(args.out)
    written = run_table(app, args, out) if args.scene == "table" else run_scene(app, args, out)
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
