"""The app: fixed-timestep arithmetic, headless stepping, global keys, the CLI's headless demo."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from thieves_arcade.app.cli import main, parse_options
from thieves_arcade.app.loop import MAX_CATCH_UP, STEP, plan_steps
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui.scene import Scene


class Counter(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.updates = 0
        self.draws = 0
        self.intents = []

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.draws += 1

    def handle(self, event):
        self.intents.append(event)
        return None


def test_plan_steps_runs_whole_steps_and_keeps_the_remainder():
    steps, acc = plan_steps(0.0, 2.5 * STEP)
    assert steps == 2 and acc == pytest.approx(0.5 * STEP)
    steps, acc = plan_steps(acc, 0.5 * STEP)
    assert steps == 1 and acc == pytest.approx(0.0, abs=1e-9)


def test_plan_steps_clamps_catch_up_after_a_stall():
    steps, acc = plan_steps(0.0, 3.0)  # a 3-second stall
    assert steps == MAX_CATCH_UP
    assert acc <= STEP  # the backlog is dropped, not carried


def test_plan_steps_ignores_negative_time():
    assert plan_steps(0.0, -1.0) == (0, 0.0)


def test_run_headless_steps_and_draws_per_frame(app):
    scene = Counter(app)
    assert app.run_headless(30, scene, draw_every=3) == 30
    assert scene.updates == 30
    assert scene.draws == 10
    assert app.time == pytest.approx(30 * STEP)


def test_quit_event_stops_and_f11_toggles_fullscreen(app):
    scene = Counter(app)
    app.scenes.push(scene)
    before = app.display.fullscreen
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    assert app.display.fullscreen != before
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="",
                                    scancode=0))
    assert app.display.fullscreen == before
    assert scene.intents == []  # global keys never reach scenes
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running


def test_keys_become_intents_and_reset_idle(app):
    scene = Counter(app)
    app.scenes.push(scene)
    app.run_headless(10, draw_every=0)
    assert app.idle > 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert scene.intents == [IntentEvent("kb:left", Intent.CONFIRM)]
    assert app.idle == 0.0


def test_parse_options():
    assert parse_options(["warning=false", "nights=2"]) == {"warning": False, "nights": 2}
    with pytest.raises(ValueError, match="KEY=VALUE"):
        parse_options(["warning"])


@pytest.mark.parametrize("players", [2, 6])
def test_headless_demo_prints_final_scores(players, capsys):
    assert main(["--headless", "--demo", "pickpocket", "--players", str(players), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    last = out.strip().splitlines()[-1]
    assert last.startswith("final scores:")
    assert len(last.split(":")[1].split()) == players


def test_headless_demo_passes_options(capsys):
    assert main(["--headless", "--demo", "pickpocket", "--players", "2", "--seed", "5",
                 "--option", "nights=1"]) == 0
    assert "final scores:" in capsys.readouterr().out


def test_bad_arguments_exit_2_with_a_message(capsys):
    assert main(["--headless", "--demo", "pickpocket", "--players", "9"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err
    assert main(["--headless", "--demo", "pickpocket", "--option", "nosuch=1"]) == 2
    assert "accepted" in capsys.readouterr().err
    assert main(["--headless", "--demo", "chess"]) == 2
    assert "known" in capsys.readouterr().err


def test_module_entry_point_runs_a_demo():
    out = subprocess.run([sys.executable, "-m", "thieves_arcade", "--headless", "--demo", "pickpocket",
                          "--players", "3", "--seed", "3"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("final scores:")
