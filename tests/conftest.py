"""Test set-up: headless SDL (no display, no sound device) before anything imports pygame, and the one shared
``app`` fixture.

Every test starts from the same process-wide state whatever ran before it (the suite runs in a random order,
pytest-randomly; replay a failing order with ``--randomly-seed=<the seed printed at the top>``): English, no pygame
events queued, no virtual pad left plugged in, the caches at their normal budgets, no app the prompts point at, its
own saves folder. ``app`` is a fresh headless, silent :class:`~thieves_arcade.app.loop.App`; ``make_app(**kwargs)``
builds one with other arguments (settings, a settings store); both stop the app's phone service afterwards.
``home`` puts the saves and settings in the test's ``tmp_path``. Helpers shared by several files (virtual pads,
probed draws) are in ``support.py``, the table-scene ones in ``scene_helpers.py``.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Saves and settings go to a throw-away folder, never the tester's own config (lobbies autosave the game).
if "THIEVES_ARCADE_HOME" not in os.environ:
    import tempfile
    os.environ["THIEVES_ARCADE_HOME"] = tempfile.mkdtemp(prefix="thieves-arcade-tests-")

import pygame  # noqa: E402
import pytest  # noqa: E402

from thieves_arcade import i18n  # noqa: E402
from thieves_arcade.input.virtual import VirtualController  # noqa: E402
from thieves_arcade.ui import cache, prompts  # noqa: E402


def reset_process_state() -> None:
    """Put back what a test may have changed process-wide: the language (English), the pygame event queue
    (emptied), virtual pads (unplugged), the cache budgets (scale 1, emptied only if a test changed the scale) and
    the app the prompts ask (none)."""
    i18n.set_language("en")
    if pygame.get_init() or pygame.display.get_init():
        VirtualController.unplug_all()
        pygame.event.clear()
    if cache.SCALE != 1.0:
        cache.SCALE = 1.0
        cache.clear_all()
    prompts.use_app(None)


@pytest.fixture(autouse=True)
def _clean_process():
    """Each test starts and leaves the process in the state :func:`reset_process_state` describes."""
    reset_process_state()
    yield
    reset_process_state()


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):
    """Each test its own saves and settings folder: a game one test saved never makes another test's lobby ask
    "Start a new game?" (issue 16: a new game over a resumable save asks first), whatever the order."""
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def home(tmp_path, monkeypatch):
    """This test's saves and settings folder is its ``tmp_path`` (returned), for tests that name files there
    (``home / "resume.json"``) or hand the folder to a child process. Without it a test still has a folder of its
    own (:func:`_own_home`)."""
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def make_app():
    """A factory: ``make_app(**kwargs)`` is a fresh headless, silent App (``kwargs`` as for ``App``); every app it
    made has its phone service stopped after the test."""
    from thieves_arcade.app.loop import App
    made = []

    def build(**kwargs):
        kwargs.setdefault("headless", True)
        kwargs.setdefault("audio", False)
        made.append(App(**kwargs))
        pygame.event.clear()  # the window's own start-up events are not the test's
        return made[-1]

    yield build
    for a in made:
        a.stop_phones()


@pytest.fixture
def app(make_app):
    """A fresh headless, silent App with default settings (see :func:`make_app`)."""
    return make_app()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Print the random order's seed under the summary (``-q`` hides pytest-randomly's header line), so a failing
    order replays with ``python -m pytest --randomly-seed=<seed>`` (in one process, in the same order:
    ``-n 0`` too — the suite otherwise runs on every core, pytest-xdist, each worker taking the next test free)."""
    seed = getattr(config.option, "randomly_seed", None)
    if seed is not None and config.pluginmanager.hasplugin("randomly"):
        terminalreporter.write_line(f"test order: --randomly-seed={seed} (pytest-randomly; replay a failure with it,"
                                    " and -n 0 for one process)")
