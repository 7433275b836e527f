"""The La Cité des Voleurs table scene: every event animated, demo games, a human's reroll and victim choices through
intents, the no-curtain privacy rule (everything is public), the picture model ending equal to the engine, the level."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from thieves_arcade.app.cli import main
from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import cite as C
from thieves_arcade.engine import get_game
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import has_table, table_class
from thieves_arcade.scenes.cite import CiteTable
from thieves_arcade.scenes.cite.model import BLOCK
from thieves_arcade.ui import theme
from thieves_arcade.ui.level import load_level

GAME = get_game("cite")


def run_until(app, scene, cond, frames=20_000):
    """Step (and draw) until ``cond()`` holds; fail if it never does."""
    for _ in range(frames):
        if cond():
            return
        app.step(STEP)
        app.render()
    raise AssertionError("condition never met")


def human_ready(scene, seat):
    return scene.human_turn() == seat


def press(app, device, *intents):
    for intent in intents:
        app.send(IntentEvent(device, intent))


def test_registered_as_playable():
    assert has_table("cite")
    assert table_class("cite") is CiteTable


@pytest.mark.parametrize("players", [2, 3])
def test_headless_demo_exits_zero_with_scores(players, capsys):
    assert main(["--headless", "--demo", "cite", "--players", str(players), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    scores = [int(x) for x in out.strip().splitlines()[-1].removeprefix("final scores: ").split()]
    assert len(scores) == players
    assert sum(scores) <= 3 * players + 3  # the rest is in the pot
    assert "← winner" in out and max(scores) >= C.goal_for(players)  # no round limit: the goal ended it


def test_picture_model_ends_equal_to_the_engine(app):
    over = []
    scene = CiteTable(app, "cite", ["normal", "easy", "normal", "easy"], seed=5, speed=40,
                      on_over=lambda s: over.append(s))
    app.scenes.push(scene)
    run_until(app, scene, lambda: bool(over), 60_000)
    assert scene.state.is_over
    assert scene.m.tokens == scene.state.tokens and scene.m.pot == scene.state.pot
    assert sum(scene.m.tokens) + scene.m.pot == 3 * 4 + 3
    assert scene.m.winners == scene.state.winners()
    kinds = {type(e).__name__ for e in scene.events}
    assert {"DiceRolled", "TokensMoved", "CombinationFound", "GameWon"} <= kinds


def test_first_roll_is_animated_from_the_setup_events(app):
    scene = CiteTable(app, "cite", ["normal", "normal"], seed=2)
    assert [type(e).__name__ for e in scene.state.setup_events][:1] == ["TurnStarted"]
    assert scene.timeline.busy  # roll 1 tumbles before anyone acts
    assert all(d.spot == "hand" for d in scene.m.dice)
    app.scenes.push(scene)
    run_until(app, scene, lambda: not scene.timeline.busy)
    assert [d.face for d in scene.m.dice] == scene.state.dice
    assert all(d.spot == "tray" for d in scene.m.dice)


def test_human_marks_dice_and_rerolls_them(app):
    scene = CiteTable(app, "cite", ["kb:left", "normal", "normal"], seed=11, speed=20)
    app.scenes.push(scene)
    run_until(app, scene, lambda: human_ready(scene, 0))
    before = list(scene.state.dice)
    press(app, "kb:left", Intent.UP)  # from the buttons up to the dice (screen order, ui.nav)
    for _ in range(8):
        if scene.controls.focus == 0:
            break
        press(app, "kb:left", Intent.LEFT)
    assert scene.controls.focus == 0
    press(app, "kb:right", Intent.CONFIRM)  # another device: ignored
    assert scene.controls.marks == set()
    press(app, "kb:left", Intent.CONFIRM, Intent.RIGHT, Intent.RIGHT, Intent.CONFIRM)  # mark dice 1 and 3
    assert scene.controls.marks == {1, 3}
    press(app, "kb:left", Intent.DOWN)  # from die 3 down to the button under it, then left to Reroll
    press(app, "kb:left", Intent.LEFT)
    assert scene.controls.focus_items(scene.view)[scene.controls.focus] == "roll"
    n = len(scene.events)
    press(app, "kb:left", Intent.CONFIRM)
    rolled = [e for e in scene.events[n:] if isinstance(e, C.DiceRolled)]
    assert rolled and rolled[0].seat == 0 and rolled[0].rerolled == (1, 3) and rolled[0].kept == (2, 4)
    assert [rolled[0].dice[1], rolled[0].dice[3]] == [before[1], before[3]]
    run_until(app, scene, lambda: not scene.timeline.busy)
    if scene.state.active == 0:  # roll 2: the kept dice sit apart on the ledge
        assert [d.spot for d in scene.m.dice] == ["tray", "ledge", "tray", "ledge"]


def test_reroll_with_nothing_marked_asks_for_dice_first(app):
    scene = CiteTable(app, "cite", ["kb:left", "normal"], seed=4, speed=20)
    app.scenes.push(scene)
    run_until(app, scene, lambda: human_ready(scene, 0))
    scene.controls.focus = scene.controls.focus_items(scene.view).index("roll")
    n = len(scene.events)
    press(app, "kb:left", Intent.CONFIRM)
    assert len(scene.events) == n and scene.controls.hint
    app.render()


def setup_human_triple(app, dice, protected=(), tokens=(3, 3, 3), pot=3):
    """Seat 0 (a human) holding ``dice`` after roll 1, three players."""
    scene = CiteTable(app, "cite", ["kb:left", "normal", "normal"], seed=1, speed=20)
    scene.timeline.finish_all()
    scene.state = GAME.from_setup(3, tokens=list(tokens), pot=pot, dice=dice, protected=protected, seed=1)
    scene.refresh_view()
    app.scenes.push(scene)
    run_until(app, scene, lambda: human_ready(scene, 0))
    return scene


def test_human_stops_and_chooses_a_victim(app):
    scene = setup_human_triple(app, [3, 3, 3, 6], tokens=(3, 5, 4))
    assert "announce" in scene.controls.focus_items(scene.view)  # a combination: the cursor offers to stop
    assert scene.controls.focus_items(scene.view)[scene.controls.focus] == "stop"
    press(app, "kb:left", Intent.CONFIRM)
    run_until(app, scene, lambda: human_ready(scene, 0))
    assert scene.view.phase == C.PHASE_TARGET and scene.view.candidates == (1, 2)
    assert scene.view.candidates[scene.controls.victim] == 1  # the richest opponent first
    press(app, "kb:left", Intent.RIGHT)
    app.render()  # the victim cursor drawn
    press(app, "kb:left", Intent.CONFIRM)
    chosen = [e for e in scene.events if isinstance(e, C.TargetChosen)]
    assert chosen and chosen[-1].target == 2 and not chosen[-1].automatic
    assert scene.state.tokens[:3] == [5, 5, 3] and scene.state.pot == 2  # stole 2, the pot paid the victim 1


def test_protected_opponents_are_marked_and_not_offered_first(app):
    scene = setup_human_triple(app, [2, 2, 2, 5], protected=(1,), tokens=(1, 6, 4))
    press(app, "kb:left", Intent.CONFIRM)  # stop on the swap
    run_until(app, scene, lambda: human_ready(scene, 0))
    assert scene.view.protected == (1,) and 1 in scene.view.candidates
    assert scene.view.candidates[scene.controls.victim] == 2
    scene.controls.victim = scene.view.candidates.index(1)
    app.render()  # "protected: your effect would be void" drawn
    press(app, "kb:left", Intent.CONFIRM)
    assert any(isinstance(e, C.ProtectionBlocked) and e.whole_effect for e in scene.events)
    assert scene.state.tokens == [1, 6, 4]


def test_no_curtain_everything_public_and_each_human_acts_only_on_their_turn(app):
    """Privacy rule for cite: nothing is private, so with two humans there is no curtain — but only the active
    human's device acts, and what is drawn is the same for every seat."""
    scene = CiteTable(app, "cite", ["kb:left", "kb:right"], seed=6, speed=20)
    app.scenes.push(scene)
    run_until(app, scene, lambda: human_ready(scene, 0))
    assert not scene.curtain_up
    state = scene.state
    public = dataclasses.asdict(state.public_view())
    for seat in range(2):
        facts = dataclasses.asdict(state.view(seat))
        for key in ("seat", "legal"):
            facts.pop(key)
            public.pop(key, None)
        assert facts == public
    n = len(scene.events)
    press(app, "kb:right", Intent.CONFIRM, Intent.RIGHT, Intent.CONFIRM)
    assert len(scene.events) == n
    scene.controls.focus = scene.controls.focus_items(scene.view).index("stop")
    press(app, "kb:left", Intent.CONFIRM)
    assert isinstance(scene.events[n], C.Stopped)
    run_until(app, scene, lambda: scene.state.is_over or human_ready(scene, 1))
    if not scene.state.is_over:
        assert not scene.curtain_up and scene.view_seat == 1 and scene.view.legal


def test_cursor_property_places_the_ui_on_a_legal_action(app):
    scene = setup_human_triple(app, [1, 2, 4, 6])
    legal = list(scene.view.legal)
    scene.cursor = legal.index(C.Reroll((2, 4)))
    assert scene.controls.marks == {2, 4} and scene.cursor == legal.index(C.Reroll((2, 4)))
    press(app, "kb:left", Intent.CONFIRM)
    assert any(isinstance(e, C.DiceRolled) and e.rerolled == (2, 4) for e in scene.events)


def test_level_has_every_anchor_inside_the_safe_area():
    level = load_level("cite")
    safe = pygame.Rect(theme.SAFE)
    for name in ("pot", "tray", "ledge", "escape", "banner", "panel", "hud"):
        r = level.anchor(name)
        assert safe.contains(r) or safe.collidepoint(r.topleft), name
    for p in range(1, 5):
        assert level.anchor("tray").collidepoint(level.point(f"die_{p}"))
        assert level.anchor("ledge").collidepoint(level.point(f"kept_{p}"))
    for players in range(2, 7):
        seats = level.seats(players)
        assert len(set(seats)) == players
        for x, y in seats:
            block = pygame.Rect((0, 0), BLOCK)
            block.center = (x, y)
            assert safe.contains(block)
