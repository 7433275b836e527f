"""The engines are pure: importing them (and playing them) never imports pygame."""

import subprocess
import sys


def test_engine_imports_no_pygame():
    code = ("import thieves_arcade.engine as e, sys\n"
            "for g in e.GAMES.values():\n"
            "    s = g.new_state(g.min_players, seed=1)\n"
            "    s.apply(s.legal_actions()[0])\n"
            "assert 'pygame' not in sys.modules, 'engine imported pygame'\n"
            "print(len(e.GAMES))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.strip()) >= 1


def test_ai_imports_no_pygame():
    code = ("import thieves_arcade.ai.arena, sys\n"
            "assert 'pygame' not in sys.modules, 'ai imported pygame'")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
