"""Check an installed copy of the game (used by ``.ci/run``): everything loads, and nothing comes from a source tree.

    <venv>/bin/python installed_check.py /path/to/checkout [/another/forbidden/folder …]

Run it with the Python of a fresh venv that has the wheel installed, from a folder outside the checkout (``.ci/run``
copies this file out first). With SDL's dummy video and audio drivers it: opens the title and draws it; builds every
game's table from its level with bots and plays 120 frames of it; plays every sound through the real mixer; loads both
fonts and the French catalogue. Every file opened meanwhile is recorded (Python's ``open`` audit event, plus the paths
handed to pygame's image, sound and font loaders, which SDL opens in C) and none may lie under a folder given on the
command line. Prints a summary; exit code 0 when all is well, 1 naming what failed.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

OPENED: list[str] = []


def _record(path) -> None:
    if isinstance(path, (str, bytes, os.PathLike)):
        OPENED.append(os.path.abspath(os.fsdecode(path)))


def _hook(event: str, args: tuple) -> None:
    if event == "open":
        _record(args[0])


def _recording(fn):
    def wrapper(*a, **k):
        if a:
            _record(a[0])
        return fn(*a, **k)
    return wrapper


def check() -> list[str]:
    """Load and run everything; returns the failures (empty when all is well)."""
    import pygame
    pygame.image.load = _recording(pygame.image.load)
    pygame.mixer.Sound = _recording(pygame.mixer.Sound)
    pygame.font.Font = _recording(pygame.font.Font)

    from thieves_arcade import i18n, resources
    from thieves_arcade.app.audio import MUSIC_NAME, SOUND_NAMES
    from thieves_arcade.app.loop import App
    from thieves_arcade.engine import GAMES
    from thieves_arcade.scenes import has_table, table_class
    from thieves_arcade.scenes.table import TableScene
    from thieves_arcade.scenes.title import TitleScene
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.level import load_level

    failures = []
    if resources.is_source_checkout():
        failures.append(f"the package at {resources.package_dir()} runs as a source checkout")
    app = App(headless=False, audio=True)  # dummy drivers: a real mixer and display code path, nothing shown
    app.scenes.push(TitleScene(app))
    app.step()
    app.render()
    for game_id in GAMES:
        level = load_level(game_id)
        game = GAMES[game_id]
        cls = table_class(game_id) if has_table(game_id) else TableScene
        scene = cls(app, game_id, ["normal"] * game.min_players, {}, 1, speed=60.0)
        app.scenes.replace(scene)
        for _ in range(120):
            app.step()
        app.render()
        print(f"table {game_id}: level {level.size[0]}x{level.size[1]}, {len(level.anchors)} anchors, drawn")
    if not app.audio.available:
        failures.append("the mixer did not start")
    for name in (*SOUND_NAMES, MUSIC_NAME):
        if app.audio._load(name) is None:
            failures.append(f"sound {name} did not load")
    for kind in ("body", "title"):
        if theme.font_path(kind) is None:
            failures.append(f"no {kind} font")
    if i18n.set_language("fr") != "fr" or i18n._("Play") == "Play":
        failures.append("the French catalogue did not load")
    i18n.set_language("fr")
    french = i18n._("Play")
    i18n.set_language("en")
    print(f"title drawn; {len(SOUND_NAMES) + 1} sounds loaded into the mixer; fonts "
          f"{getattr(theme.font_path('body'), 'name', None)} / {getattr(theme.font_path('title'), 'name', None)}; "
          f"French catalogue: Play → {french}")
    return failures


def main(argv: list[str]) -> int:
    """Run :func:`check`, then audit the opened paths against the forbidden folders in ``argv``."""
    forbidden = [os.path.abspath(a) + os.sep for a in argv]
    sys.addaudithook(_hook)
    failures = check()
    import thieves_arcade
    package = os.path.dirname(os.path.abspath(thieves_arcade.__file__)) + os.sep
    leaked = sorted({p for p in OPENED if any(p.startswith(f) for f in forbidden)})
    if leaked:
        failures.append(f"{len(leaked)} files read from a source tree, e.g. {', '.join(leaked[:5])}")
    ours = [p for p in OPENED if p.startswith(package)]
    if not any(p.endswith(".tmx") for p in ours) or not any(p.endswith(".wav") for p in ours):
        failures.append(f"the levels and sounds were not read from the installed package {package}")
    print(f"opened {len(OPENED)} files, {len(ours)} inside {package}, {len(leaked)} from a source tree")
    for failure in failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
