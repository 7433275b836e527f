"""Issue 15: a seeded randomized property over plug / unplug / replug / press sequences, during each of the five games
and during a party, with real virtual SDL pads (two of them identical) and both keyboard seats.

After every frame:
- no seat acts from another device (an action applied while a device's intent is handled is that device's seat's);
- no human seat becomes a bot unless this test chose "Let a bot play" for it;
- no private view is drawn for anyone but a connected human seat that may see it (the acting seat, or the only human);
- the game never waits for a device that is gone without a pause on screen.
Bounded by frame counts (no clock); bots are the easy ones (no search), so the run is the same on any machine.
"""

from __future__ import annotations

import random

import pygame
import pytest

from thieves_arcade.app.loop import App
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.input.virtual import VirtualController
from thieves_arcade.scenes import playable_games, table_class
from thieves_arcade.scenes import table as table_module
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.table import TableScene

FRAMES = 1400
BUTTONS = ["a", "a", "a", "b", "x", "dpleft", "dpright", "dpup", "dpdown", "start"]
KEYS = [pygame.K_SPACE, pygame.K_SPACE, pygame.K_a, pygame.K_d, pygame.K_w, pygame.K_LSHIFT, pygame.K_ESCAPE]


class Watch:
    """The invariants' bookkeeping (see the module docstring)."""

    def __init__(self):
        self.device: str | None = None  # the device whose intent is being handled
        self.chosen_bots: set[tuple[int, int]] = set()  # (id(table), seat) a bot was chosen for
        self.violations: list[str] = []
        self.actions = 0
        self.private_draws = 0


@pytest.fixture()
def watch(monkeypatch, tmp_path):
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    w = Watch()
    handle, apply, draw_table = TableScene.handle, TableScene.apply, TableScene.draw
    bot_takeover = TableScene.bot_takeover
    pause_handle = PauseScene.handle

    def watched_handle(self, event):
        w.device = event.device
        try:
            return handle(self, event)
        finally:
            w.device = None

    def watched_apply(self, action):
        cp = self.state.current_player
        if w.device is not None and cp is not None and not (self.game_id == "morpion"
                                                           and self.state.phase == "duel"):
            if self.seats[cp].device != w.device:
                w.violations.append(f"{self.game_id}: seat {cp} ({self.seats[cp].device}) acted on {w.device}")
        w.actions += 1
        return apply(self, action)

    def watched_draw(self, surface):
        private = self.view_seat
        if private is not None and _secret(self.state.view(private)) != _secret(self.state.public_view()):
            w.private_draws += 1
            seat = self.seats[private]
            humans = [s for s in self.seats if s.is_human]
            ok = (seat.is_human and private not in self.disconnected and not self.binding.asking
                  and (len(humans) == 1 or private == self.state.current_player))
            if not ok:
                w.violations.append(f"{self.game_id}: private view of seat {private} drawn "
                                    f"(cp {self.state.current_player}, waiting {self.disconnected}, "
                                    f"humans {[s.index for s in humans]}, cleared {self.cleared}, "
                                    f"busy {self.timeline.busy})")
        return draw_table(self, surface)

    def watched_pause(self, event):
        if (event.intent == Intent.CONFIRM and self.waiting is None and not self.table.binding.asking
                and self.menu.key.startswith("bot:")):
            w.chosen_bots.add((id(self.table), int(self.menu.key[4:])))  # a player confirmed "Let a bot play"
        return pause_handle(self, event)

    def watched_bot(self, seat, level="normal"):
        if (id(self), seat) not in w.chosen_bots and self.seats[seat].is_human:
            w.violations.append(f"{self.game_id}: seat {seat} became a bot nobody chose")
        return bot_takeover(self, seat, level)

    monkeypatch.setattr(TableScene, "handle", watched_handle)
    monkeypatch.setattr(TableScene, "apply", watched_apply)
    monkeypatch.setattr(TableScene, "draw", watched_draw)
    monkeypatch.setattr(TableScene, "bot_takeover", watched_bot)
    monkeypatch.setattr(PauseScene, "handle", watched_pause)
    new_bot = table_module.new_bot
    monkeypatch.setattr(table_module, "new_bot", lambda game_id, level, seed: new_bot(game_id, "easy", seed))
    return w


def _secret(view) -> dict:
    """What a view shows beyond the legal actions (a game with nothing hidden, like Cite, shows nothing more)."""
    d = dict(view.to_dict())
    for key in ("legal", "seat", "current_player"):
        d.pop(key, None)
    return d


class Sofa:
    """Pads plugged, pulled and replugged at random; random presses; the pause's choices taken at random."""

    def __init__(self, app: App, rng: random.Random, watch: Watch):
        self.app, self.rng, self.watch = app, rng, watch
        self.pads: list[VirtualController] = []
        self.gone: list[str | None] = []  # the families of pulled pads, to plug back
        self.unplugs = self.replugs = self.pauses = 0

    def plug(self, family=None) -> VirtualController:
        pad = VirtualController(family)
        self.pads.append(pad)
        self.app.pump()
        return pad

    def poke(self) -> None:
        r = self.rng.random()
        if r < 0.35 and self.pads:
            self.rng.choice(self.pads).press(self.rng.choice(BUTTONS))
        elif r < 0.55:
            key = self.rng.choice(KEYS)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        elif r < 0.565 and self.pads:
            pad = self.pads.pop(self.rng.randrange(len(self.pads)))
            self.gone.append(pad.family)
            pad.unplug()
            self.unplugs += 1
        elif r < 0.59 and self.gone:
            self.plug(self.gone.pop(self.rng.randrange(len(self.gone))))
            self.replugs += 1
        top = self.app.scenes.top
        self.pauses += isinstance(top, PauseScene)
        if isinstance(top, PauseScene) and self.rng.random() < 0.05:
            self.choose(top)

    def choose(self, pause: PauseScene) -> None:
        """Take a pause entry at random, as a player would (recording a bot take-over as chosen)."""
        keys = [k for _l, k in pause.menu.items if k not in pause.menu.disabled and k not in ("quit", "settings",
                                                                                               "howto")]
        if not keys or pause.table.binding.asking:
            return
        key = self.rng.choice(keys)
        if key.startswith("bot:"):
            self.watch.chosen_bots.add((id(pause.table), int(key[4:])))
        pause.menu.index = [k for _l, k in pause.menu.items].index(key)
        self.app.send(IntentEvent("kb:right", Intent.CONFIRM))

    def check(self) -> None:
        """The stall invariant: a seat waiting for a gone device is only ever shown with a pause on top."""
        top = self.app.scenes.top
        devices = self.app.input.devices
        for scene in self.app.scenes:
            binding = getattr(scene, "binding", None)
            if binding is None or scene is not top:
                continue
            for seat in binding.seats:
                if seat.is_human and seat.device not in devices:
                    cp = getattr(getattr(scene, "state", None), "current_player", "any")
                    self.watch.violations.append(f"{scene.name}: seat {seat.index} ({seat.device}) is gone "
                                                 f"with no pause on screen (cp {cp})")

    def close(self) -> None:
        for pad in self.pads:
            pad.unplug()
        self.pads.clear()
        self.app.pump()


def run(app, sofa: Sofa, frames: int, draw_every: int = 3) -> None:
    for n in range(frames):
        sofa.poke()
        app.pump()
        app.step()
        if n % draw_every == 0 and app.scenes.top is not None:
            app.render()
        sofa.check()
        if not app.running or app.scenes.top is None:
            break


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_plugging_and_pressing_at_random_during_a_game(watch, game_id):
    from thieves_arcade.engine import get_game
    app = App(headless=True, audio=False)
    pygame.event.clear()
    rng = random.Random(f"couch-{game_id}")
    sofa = Sofa(app, rng, watch)
    try:
        twins = [sofa.plug(), sofa.plug()]                    # identical: same GUID, no serial
        xbox = sofa.plug("xbox")
        game = get_game(game_id)
        seats = [twins[0].device, twins[1].device, xbox.device, "kb:left", "easy", "easy"]
        seats = seats[:max(game.min_players, min(game.max_players, 5))]
        table = table_class(game_id)(app, game_id, seats, {}, 17, speed=8.0)
        app.scenes.clear(table)
        humans = {s.index for s in table.seats if s.is_human}
        run(app, sofa, FRAMES)
        assert watch.violations == [], "\n".join(watch.violations[:8])
        became = {s.index for s in table.seats if s.is_bot} & humans
        assert {(id(table), k) for k in became} <= watch.chosen_bots
        assert watch.actions > 0                               # the game moved
        assert sofa.unplugs and sofa.replugs and sofa.pauses    # and the sofa did its worst
    finally:
        sofa.close()


def test_plugging_and_pressing_at_random_during_a_party(watch):
    from thieves_arcade.party import Party
    from thieves_arcade.scenes.party import PartyScene, game_ranges
    app = App(headless=True, audio=False)
    pygame.event.clear()
    sofa = Sofa(app, random.Random("couch-party"), watch)
    try:
        twins = [sofa.plug(), sofa.plug()]
        party = Party.new([twins[0].device, twins[1].device, "kb:left", "easy"], 3, game_ranges(), "tour", 5)
        scene = PartyScene(app, party, speed=8.0, autosave=False)
        app.scenes.clear(scene)
        run(app, sofa, FRAMES * 2)
        assert watch.violations == [], "\n".join(watch.violations[:8])
        assert watch.actions > 0 and sofa.unplugs and sofa.replugs and sofa.pauses
    finally:
        sofa.close()
