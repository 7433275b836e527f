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


def _bot_modules() -> list[str]:
    """Every module under ``thieves_arcade/ai`` (found on disk, so a new bot module is covered without editing)."""
    import pkgutil

    import thieves_arcade.ai as ai
    return sorted(f"thieves_arcade.ai.{m.name}" for m in pkgutil.iter_modules(ai.__path__))


def test_every_bot_module_imports_no_pygame():
    """Each bot module is imported in a fresh interpreter (so nothing imported earlier hides a pygame import) and a
    bot of every level of its game makes one decision; pygame must not be loaded."""
    modules = _bot_modules()
    assert {"thieves_arcade.ai.pickpocket", "thieves_arcade.ai.sticheln", "thieves_arcade.ai.oodlar",
            "thieves_arcade.ai.cite", "thieves_arcade.ai.morpion", "thieves_arcade.ai.arena"} <= set(modules)
    for name in modules:
        code = (f"import importlib, sys\n"
                f"mod = importlib.import_module({name!r})\n"
                "levels = getattr(mod, 'LEVELS', {})\n"
                "if levels:\n"
                "    from thieves_arcade.engine import get_game\n"
                "    game = get_game(mod.__name__.rsplit('.', 1)[1])\n"
                "    for cls in levels.values():\n"
                "        s = game.new_state(game.min_players, seed=1)\n"
                "        v = s.view(s.current_player)\n"
                "        assert cls(seed=1).choose(v) in v.legal\n"
                "assert 'pygame' not in sys.modules, f'{mod.__name__} imported pygame'\n"
                "print(len(levels))")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, f"{name}: {out.stderr[-2000:]}"
        assert out.stdout.strip().isdigit()


def test_the_purity_check_can_fail():
    """The subprocess check above sees a module that imports pygame (so it is not vacuous)."""
    code = "import sys, pygame\nassert 'pygame' not in sys.modules"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode != 0
