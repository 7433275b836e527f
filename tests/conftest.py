"""Test set-up: headless SDL (no display, no sound device) before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Saves and settings go to a throw-away folder, never the tester's own config (lobbies autosave the game).
if "THIEVES_ARCADE_HOME" not in os.environ:
    import tempfile
    os.environ["THIEVES_ARCADE_HOME"] = tempfile.mkdtemp(prefix="thieves-arcade-tests-")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):
    """Each test its own saves and settings folder: a game one test saved never makes another test's lobby ask
    "Start a new game?" (issue 16: a new game over a resumable save asks first), whatever the order."""
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path_factory.mktemp("home")))
