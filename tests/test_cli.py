"""The command line as a player meets it: no display, bad speeds, -v, Ctrl+C, and tools/snapshot.py's argument errors
(QA findings B, C, D, E, F)."""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from thieves_arcade.app import cli, display

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """``python -m thieves_arcade ARGS`` in a fresh process (stdout/stderr captured as text)."""
    return subprocess.run([sys.executable, "-m", "thieves_arcade", *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=ROOT)


def clean_env(tmp_path: Path, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(THIEVES_ARCADE_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy", **extra)
    return env


# ---- B: no display ------------------------------------------------------------------------------------------------
def test_an_offscreen_fallback_is_refused_with_what_to_do(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "init", lambda: None)
    monkeypatch.setattr(pygame.display, "quit", lambda: None)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert "no display" in err and "desktop session" in err and "--headless --demo" in err
    assert cli.main(["--demo", "cite"]) == 2  # a windowed demo would be unseen too


def test_a_real_driver_or_one_chosen_by_the_user_is_accepted(monkeypatch):
    monkeypatch.setattr(pygame.display, "init", lambda: None)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    assert display.no_display_reason() is None
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "dummy")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # asked for: screenshots, tests
    assert display.no_display_reason() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SDL's offscreen fallback is the Linux behaviour")
def test_without_a_desktop_session_the_game_says_so_and_exits_2(tmp_path):
    done = run([], env=clean_env(tmp_path), timeout=60)
    assert done.returncode == 2, done.stderr
    assert "no display" in done.stderr and "Traceback" not in done.stderr


# ---- C: speeds ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("speed", ["0", "-1", "nan", "inf", "fast"])
def test_non_positive_or_non_numeric_speeds_are_refused(speed, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--headless", "--demo", "morpion", "--speed", speed])
    assert exc.value.code == 2
    assert "--speed: takes a number greater than 0" in capsys.readouterr().err


def test_a_positive_speed_is_kept():
    assert cli.build_parser().parse_args(["--speed", "0.5"]).speed == 0.5


# ---- D: verbosity -------------------------------------------------------------------------------------------------
def test_verbose_counts_and_logs_what_happens(tmp_path):
    assert cli.build_parser().parse_args(["-vv"]).verbose == 2
    env = clean_env(tmp_path, SDL_VIDEODRIVER="dummy")
    quiet = run(["--headless", "--demo", "morpion", "--seed", "2"], env=env)
    loud = run(["--headless", "--demo", "morpion", "--seed", "2", "-v"], env=env)
    assert quiet.returncode == loud.returncode == 0
    assert " INFO " not in quiet.stderr
    assert "demo: morpion, 2 players, seed 2" in loud.stderr and "scene: morpion" in loud.stderr
    assert loud.stdout == quiet.stdout  # the scores themselves are the same


# ---- E: Ctrl+C ----------------------------------------------------------------------------------------------------
def test_keyboard_interrupt_exits_quietly_with_130(monkeypatch, capsys):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "run_demo", interrupted)
    assert cli.main(["--headless", "--demo", "cite"]) == cli.EXIT_INTERRUPTED == 130
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.skipif(sys.platform.startswith("win"), reason="SIGINT to a child process is POSIX")
def test_sigint_during_a_game_exits_130_without_a_traceback(tmp_path):
    env = clean_env(tmp_path, SDL_VIDEODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, "-m", "thieves_arcade", "--headless", "--demo", "cite", "--speed",
                             "0.001", "--max-frames", "100000000", "-v"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
                            # as a terminal starts it: a runner started in the background (``cmd &``) ignores SIGINT,
                            # and an ignored SIGINT is inherited, so Python would never see the Ctrl+C
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        for line in proc.stderr:  # the table is on screen: the game loop is running
            if "scene: cite" in line:
                break
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert "final scores" not in out
    assert not (tmp_path / "resume.json").exists()  # nothing new is saved on the way out


# ---- F: tools/snapshot.py -----------------------------------------------------------------------------------------
def _snapshot():
    spec = importlib.util.spec_from_file_location("qa_snapshot", ROOT / "tools" / "snapshot.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("args", "message"), [
    (["--game", "nosuch"], "unknown game 'nosuch'; known: pickpocket"),
    (["--game", "oodlar", "--players", "9"], "oodlar takes 3 or 4 players"),
    (["--game", "cite", "--option", "nosuch=1"], "unknown option 'nosuch'"),
    (["--game", "cite", "--option", "broken"], "--option takes KEY=VALUE"),
    (["--game", "morpion", "--humans", "3"], "--humans takes 0..2"),
])
def test_snapshot_argument_errors_are_clean(args, message, capsys, tmp_path):
    snapshot = _snapshot()
    with pytest.raises(SystemExit) as exc:
        snapshot.main([*args, "--out", str(tmp_path / "x.png")])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not (tmp_path / "x.png").exists()


def test_snapshot_default_players_fit_the_game():
    snapshot = _snapshot()
    for game, expected in (("morpion", 2), ("oodlar", 4), ("sticheln", 4), ("pickpocket", 4)):
        args = snapshot.argparse.Namespace(game=game, players=None, option=[], seed=1, humans=0)
        snapshot.check_args(args)
        assert args.players == expected, game


# ---- G: option and player-count wording ---------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "message"), [
    (["--demo", "morpion", "--players", "3"], "morpion takes exactly 2 players, got 3"),
    (["--demo", "oodlar", "--players", "5"], "oodlar takes 3 or 4 players, got 5"),
    (["--demo", "cite", "--players", "9"], "cite takes 2 to 6 players, got 9"),
    (["--demo", "oodlar", "--option", "x=1"], "unknown option 'x'; accepted: none (this game has no options)"),
    (["--demo", "pickpocket", "--option", "nights=x"], "option 'nights' takes a whole number, got 'x'"),
    (["--demo", "pickpocket", "--option", "warning=maybe"], "option 'warning' takes auto, true or false"),
    (["--demo", "pickpocket", "--option", "powers=2"], "option 'powers' takes true or false"),
    (["--demo", "pickpocket", "--option", "nosuch=1"], "accepted: nights, powers, warning"),
    (["--demo", "sticheln", "--option", "rules=foo"], "option 'rules' takes house or published"),
    (["--demo", "sticheln", "--option", "rounds=4"], "option 'rounds' takes auto (one round per player), 2, 3 or 5"),
])
def test_option_errors_read_as_sentences(args, message, capsys):
    assert cli.main(["--headless", *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    for developer_word in ("a int", "a bool", "a str", "None (auto)", "True or False", "['", "2–2"):
        assert developer_word not in err


def test_one_and_zero_work_as_true_and_false_on_the_command_line():
    from thieves_arcade.engine import get_game
    game = get_game("pickpocket")
    opts = cli.parse_options(["powers=1", "warning=0", "nights=2"])
    state = game.new_state(3, seed=1, options=opts)
    assert state.options["powers"] is True and state.options["warning"] is False and state.options["nights"] == 2
    assert get_game("morpion").resolve_options(cli.parse_options(["binoculars=1"]))["binoculars"] is True
    assert cli.parse_options(["warning=auto"]) == {"warning": None}


# ---- S: the README ------------------------------------------------------------------------------------------------
def test_readme_points_at_files_in_the_repository_and_keeps_the_two_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "    python3 -m pip install -e . && thieves-arcade\n" in readme
    assert "    python3 -m pip install -e '.[test]' && python3 -m pytest\n" in readme
    assert "shared/rules" not in readme  # not part of the repository
    from thieves_arcade.engine import GAMES
    for game_id in GAMES:
        assert (ROOT / "docs" / "games" / f"{game_id}.md").is_file()
        assert f"| `{game_id}` |" in readme  # each game's options are listed
    for must in ("docs/games/<id>.md", "THIEVES_ARCADE_HOME", "--headless --demo", "Right Ctrl", "Esc", "Start"):
        assert must in readme, must
    for flag in ("--speed", "--lang", "--option", "-v"):  # every option the README names exists
        assert flag in cli.build_parser().format_help()
