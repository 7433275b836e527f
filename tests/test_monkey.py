"""Monkey test: the whole app, headless, under random input for ≥ 50 000 frames across every scene.

Input comes as real pygame events through the app's own event pump: both keyboard segments (every bound key, with
bursts of pause spam), virtual SDL game controllers (``input/virtual.py``) plugged in and pulled out mid-game and
pressing buttons, window-resize events and F11 (fullscreen toggles). Several seeds; each run starts at the title.

"No state where nothing can progress" is checked by a watchdog at every quiet spell and at the end of each run: with
random input stopped, a short scripted walk (at most :data:`HOME_STEPS` presses, each what a player would do: pause →
"Quit to title", back out of menus, confirm on the results) must reach the title; then, untouched, the title must
start the attract demo and its bots-only game must advance — a state that could neither be left nor progress fails.

Speed-ups (test only, the product is unchanged): table scenes' game time runs :data:`FAST` × faster, so games and
results are reached within the frame budget; every bot is played as ``easy`` (no search: the normal and hard bots of
some games stop their search on the clock, so on a loaded machine the same seed played differently and the run
depended on the test order and the machine's speed; the bots' strength is measured by the tournaments instead); a
frame is drawn every :data:`DRAW_EVERY` steps (every scene still draws thousands of times).
"""

from __future__ import annotations

import collections
import random

import pygame
import pytest

from thieves_arcade.app.loop import App
from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.scenes import playable_games
from thieves_arcade.scenes import table as table_module
from thieves_arcade.scenes.attract import AttractScene
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.results import ResultsScene
from thieves_arcade.scenes.select import SelectScene
from thieves_arcade.scenes.table import TableScene
from thieves_arcade.scenes.title import TitleScene

SEEDS = (11, 22, 33, 44)
FRAMES_PER_SEED = 12_600  # 4 × 12 600 = 50 400 frames
FAST = 6.0
DRAW_EVERY = 10
HOME_STEPS = 80
MAX_PADS = 3
KNOWN = ("title", "select", "lobby", "pause", "attract")

LEFT = [pygame.K_w, pygame.K_s, pygame.K_a, pygame.K_d, pygame.K_SPACE, pygame.K_LSHIFT, pygame.K_q, pygame.K_TAB,
        pygame.K_ESCAPE]
RIGHT = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
         pygame.K_RSHIFT, pygame.K_BACKSPACE, pygame.K_RCTRL, pygame.K_p]
# confirm and directions more often than back/pause, so the walk gets into games as well as out of them
LEFT_W = [3, 3, 3, 3, 6, 1, 1, 1, 1]
RIGHT_W = [3, 3, 3, 3, 5, 1, 1, 1, 1, 1]
PAD_BUTTONS = ["a", "b", "x", "y", "start", "back", "dpup", "dpdown", "dpleft", "dpright"]
PAD_W = [6, 1, 1, 1, 1, 1, 3, 3, 3, 3]


def kind(scene) -> str:
    """A short name for where the app is: title, select, lobby, table:<game>, pause, results, attract, other."""
    if isinstance(scene, PauseScene):
        return "pause"
    if isinstance(scene, TableScene):
        return f"table:{scene.game_id}"
    for cls, name in ((TitleScene, "title"), (SelectScene, "select"), (LobbyScene, "lobby"),
                      (ResultsScene, "results"), (AttractScene, "attract")):
        if type(scene) is cls:
            return name
    return getattr(scene, "name", None) or type(scene).__name__


def post_key(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


class Monkey:
    """Drives one app with random input; records the scenes seen and the frames run."""

    def __init__(self, app: App, seed: int):
        self.app = app
        self.rng = random.Random(seed)
        self.pads: list[VirtualController] = []
        self.seen: collections.Counter = collections.Counter()
        self.frames = 0
        self.quits = 0
        self.plugs = self.unplugs = self.resizes = self.toggles = self.pause_bursts = 0
        self.progress_checks = 0
        self.finished = 0

    # ---- one frame ------------------------------------------------------------------------------------------------
    def frame(self, noisy: bool = True) -> None:
        if noisy:
            self.poke()
        self.app.run_headless(1, draw_every=1 if self.frames % DRAW_EVERY == 0 else 0)
        self.frames += 1
        if not self.app.running or self.app.scenes.top is None:  # "Quit" was chosen: start the app again
            self.quits += 1
            self.app.running = True
            self.app.scenes.clear(TitleScene(self.app))
        self.seen[kind(self.app.scenes.top)] += 1

    def poke(self) -> None:
        r = self.rng.random()
        if r < 0.22:
            if self.rng.random() < 0.5:
                post_key(self.rng.choices(LEFT, LEFT_W)[0])
            else:
                post_key(self.rng.choices(RIGHT, RIGHT_W)[0])
        elif r < 0.30 and self.pads:
            self.rng.choice(self.pads).press(self.rng.choices(PAD_BUTTONS, PAD_W)[0])
        elif r < 0.302 and len(self.pads) < MAX_PADS:
            self.pads.append(VirtualController())
            self.plugs += 1
        elif r < 0.3035 and self.pads:
            self.pads.pop(self.rng.randrange(len(self.pads))).unplug()
            self.unplugs += 1
        elif r < 0.3055:  # pause spam: a burst of pause presses from every kind of device in one frame
            for _ in range(self.rng.randint(3, 9)):
                choice = self.rng.randrange(3)
                if choice == 2 and self.pads:
                    self.rng.choice(self.pads).press("start")
                else:
                    post_key((pygame.K_ESCAPE, pygame.K_p, pygame.K_ESCAPE)[choice])
            self.pause_bursts += 1
        elif r < 0.3065:
            w, h = self.rng.choice([(640, 360), (1280, 720), (1920, 1080), (800, 600), (3840, 2160), (1, 1)])
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))
            pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h))
            pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
            self.resizes += 1
        elif r < 0.3068:
            if self.rng.random() < 0.5:
                post_key(pygame.K_F11)
            else:
                post_key(pygame.K_RETURN, pygame.KMOD_LALT)
            self.toggles += 1

    def run(self, frames: int) -> None:
        """Random input in bursts, with quiet spells (so attract mode and bot-only stretches happen too); the
        watchdog runs at every quiet spell."""
        while self.frames < frames:
            for _ in range(self.rng.randint(300, 2500)):
                self.frame()
            top = self.app.scenes.top
            if isinstance(top, TableScene) and self.rng.random() < 0.6:
                self.players_leave(top)
            elif self.rng.random() < 0.35:
                self.watchdog()
            else:
                for _ in range(self.rng.randint(100, 600)):
                    self.frame(noisy=False)

    # ---- the watchdog ---------------------------------------------------------------------------------------------
    def press_back(self, device: str) -> None:
        """The back button of ``device``."""
        if device == "kb:left":
            post_key(pygame.K_LSHIFT)
        elif device == "kb:right":
            post_key(pygame.K_RSHIFT)
        else:
            for pad in self.pads:
                if pad.device == device:
                    pad.press("b")

    def press_confirm(self, device: str) -> None:
        """The confirm button of ``device``."""
        if device == "kb:left":
            post_key(pygame.K_SPACE)
        elif device == "kb:right":
            post_key(pygame.K_RETURN)
        else:
            for pad in self.pads:
                if pad.device == device:
                    pad.press("a")

    def go_home(self) -> int:
        """Walk to the title as a player would; returns the presses used. Fails after :data:`HOME_STEPS`."""
        for step in range(HOME_STEPS):
            top = self.app.scenes.top
            k = kind(top)
            if k == "title":
                return step
            if k == "pause" and top.waiting is not None:  # waiting for another device to take a seat: cancel
                post_key(pygame.K_LSHIFT)
                post_key(pygame.K_RSHIFT)
            elif k == "pause" and top._ask() is not None:  # "Which player are you?": the asked pad answers
                self.press_confirm(top._ask().device)
            elif k == "pause":
                post_key(pygame.K_SPACE if top.menu.key == "quit" else pygame.K_s)  # down to "Quit to title" (last)
                if step % 20 == 19:  # a pause menu without that item: resume, and pause again from the table
                    post_key(pygame.K_ESCAPE)
            elif k.startswith("table:"):
                post_key(pygame.K_ESCAPE)
            elif k in ("lobby", "party_lobby"):  # seated players (results' Change game keeps them) leave first
                if top.joined:
                    self.press_back(top.joined[0])
                else:
                    post_key(pygame.K_LSHIFT)
            elif k in ("select", "attract"):
                post_key(pygame.K_LSHIFT)
            elif k == "results":
                post_key(pygame.K_SPACE)
            else:  # a scene this test does not know (how to play, settings, party…): back, pause, then confirm
                post_key((pygame.K_LSHIFT, pygame.K_ESCAPE, pygame.K_SPACE)[step % 3])
            for _ in range(4 if k in KNOWN else 60):  # some scenes take input only after a short moment
                self.frame(noisy=False)
        raise AssertionError(f"the title is not reachable: stuck in {kind(self.app.scenes.top)} "
                             f"(stack {[kind(s) for s in self.app.scenes]}) after {HOME_STEPS} presses")

    def watchdog(self) -> None:
        """Random input stops: the title must be reachable, and left alone the app must progress by itself."""
        self.go_home()
        title = self.app.scenes.top
        for _ in range(int(title.attract_after * 60) + 30):
            self.frame(noisy=False)
            if isinstance(self.app.scenes.top, AttractScene):
                break
        attract = self.app.scenes.top
        assert isinstance(attract, AttractScene), f"the title did not start the demo: {kind(attract)}"
        moves = sum(len(t.state.history) for t in [attract.table] if t is not None)
        played = attract.games_played
        for _ in range(1500):
            self.frame(noisy=False)
        assert attract.table is not None
        assert attract.games_played > played or len(attract.table.state.history) > moves, \
            "the attract demo's bots did not advance"
        self.progress_checks += 1

    def players_leave(self, table: TableScene) -> None:
        """Every human hands their seat to a bot (what "Let a bot play" in the pause menu does); left alone, the bots
        must finish the game and the results must show, within a bounded number of frames."""
        for seat in table.humans:
            table.bot_takeover(seat.index)
        moves = len(table.state.history)
        for _ in range(20_000):
            self.frame(noisy=False)
            if table not in self.app.scenes:
                break
        if table in self.app.scenes and not table.state.is_over:
            # a long game (six seats of Cité to 15 tokens can take 10 minutes of bots at 1×) must at least be moving;
            # then the table is sped up as the headless demo does, and it must end
            assert len(table.state.history) > moves, f"{table.game_id}: the bots made no move in 20 000 frames"
            table.speed = 25.0
            for _ in range(20_000):
                self.frame(noisy=False)
                if table not in self.app.scenes:
                    break
        assert table.state.is_over, f"{table.game_id}: a bots-only game did not finish in 40 000 frames"
        assert table not in self.app.scenes, f"{table.game_id}: the finished game stayed on screen"
        self.finished += 1

    def close(self) -> None:
        for pad in self.pads:
            pad.unplug()
        self.pads.clear()


@pytest.fixture()
def fast_tables(monkeypatch, tmp_path):
    """Game time × FAST in every table scene (also inside attract), every bot played as easy, and the settings
    and saves the monkey's choices write kept in a temporary folder."""
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    original = TableScene.update
    monkeypatch.setattr(TableScene, "update", lambda self, dt: original(self, dt * FAST))
    new_bot = table_module.new_bot
    monkeypatch.setattr(table_module, "new_bot", lambda game_id, level, seed: new_bot(game_id, "easy", seed))


@pytest.mark.slow
def test_monkey_50k_frames_every_scene(fast_tables):
    assert playable_games(), "no playable game: nothing to monkey-test"
    app = App(headless=True, audio=False)
    pygame.event.clear()
    seen: collections.Counter = collections.Counter()
    totals = collections.Counter()
    for seed in SEEDS:
        app.running = True
        app.scenes.clear(TitleScene(app))
        monkey = Monkey(app, seed)
        try:
            monkey.run(FRAMES_PER_SEED)
            monkey.watchdog()  # and at the very end of every run
        finally:
            monkey.close()
        seen += monkey.seen
        totals.update(frames=monkey.frames, plugs=monkey.plugs, unplugs=monkey.unplugs, resizes=monkey.resizes,
                      toggles=monkey.toggles, pause_bursts=monkey.pause_bursts, checks=monkey.progress_checks,
                      finished=monkey.finished)
        app.scenes.clear()
    print(dict(totals), dict(seen))
    assert totals["frames"] >= 50_000
    assert totals["plugs"] >= 4 and totals["unplugs"] >= 2 and totals["resizes"] >= 10 and totals["toggles"] >= 4
    assert totals["pause_bursts"] >= 20 and totals["checks"] >= len(SEEDS)
    for where in ("title", "select", "lobby", "pause", "results", "attract"):
        assert seen[where] > 0, f"the monkey never reached {where}: {dict(seen)}"
    tables = {k for k in seen if k.startswith("table:")}
    assert tables, f"no table scene reached: {dict(seen)}"


def test_every_playable_table_survives_random_humans(fast_tables):
    """Each playable game's table with two keyboard humans and a virtual pad human among bots, under random input
    (curtain, cursors, menus of every table), plus pads pulled out and back and pause spam: no exception, and the
    game either ends or keeps advancing."""
    app = App(headless=True, audio=False)
    pygame.event.clear()
    for k, game_id in enumerate(playable_games()):
        from thieves_arcade.engine import get_game
        from thieves_arcade.scenes import table_class
        game = get_game(game_id)
        pad = VirtualController()
        app.pump()
        seats = ["kb:left", "kb:right", pad.device] + ["normal"] * max(0, game.min_players - 3)
        seats = seats[:game.max_players]
        app.running = True
        scene = table_class(game_id)(app, game_id, seats, {}, 100 + k)
        app.scenes.clear(scene)
        monkey = Monkey(app, 500 + k)
        monkey.pads.append(pad)
        start = len(scene.state.history)
        for _ in range(1500):
            monkey.frame()
            if scene not in app.scenes:
                break
        monkey.close()
        assert scene.state.is_over or len(scene.state.history) > start or scene not in app.scenes, \
            f"{game_id}: three humans pressing at random for 1500 frames never got an action in"
        app.scenes.clear()
