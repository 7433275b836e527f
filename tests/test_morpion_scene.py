"""The Pierre Papier Morpion table scene: every event animated, demo games, simultaneous throws from two keyboard
seats (nothing shown before both are in), a human's reward choice through intents, the peek curtain, the level."""

from __future__ import annotations

import pygame

from thieves_arcade.app.cli import main
from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import morpion as M
from thieves_arcade.engine.base import Event
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes import has_table, table_class
from thieves_arcade.scenes.morpion import MorpionTable
from thieves_arcade.ui import theme
from thieves_arcade.ui.level import load_level


def run_until(app, cond, frames=20_000, draw=True):
    """Step (and draw) until ``cond()`` holds; fail if it never does."""
    for _ in range(frames):
        if cond():
            return
        app.step(STEP)
        if draw:
            app.render()
    raise AssertionError("condition never met")


def frame(app) -> bytes:
    app.render()
    return pygame.image.tobytes(app.surface, "RGB")


def two_humans(app, seed=3, options=None) -> MorpionTable:
    scene = MorpionTable(app, "morpion", ["kb:left", "kb:right"], options, seed=seed)
    app.scenes.push(scene)
    run_until(app, lambda: scene.duel_open)
    return scene


def test_every_engine_event_has_an_animation_handler():
    types = [c for c in vars(M).values() if isinstance(c, type) and issubclass(c, Event) and c is not Event]
    assert len(types) == 9
    assert [c.__name__ for c in types if MorpionTable.animations.get(c) is None] == []  # every one animated


def test_registered_as_playable_with_exactly_two_seats(monkeypatch, app):
    assert has_table("morpion") and table_class("morpion") is MorpionTable
    from thieves_arcade.scenes import attract
    monkeypatch.setattr(attract, "playable_games", lambda: ["morpion"])
    demo = attract.AttractScene(app, seed=1)
    demo.enter()
    assert isinstance(demo.table, MorpionTable) and len(demo.table.seats) == 2
    assert all(s.is_bot for s in demo.table.seats)


def test_headless_demo_exits_zero_with_scores(capsys):
    assert main(["--headless", "--demo", "morpion", "--players", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    scores = [int(x) for x in out.strip().splitlines()[-1].removeprefix("final scores: ").split()]
    assert len(scores) == 2 and "← winner" in out


def test_picture_model_ends_equal_to_the_engine(app):
    over = []
    scene = MorpionTable(app, "morpion", ["normal", "easy"], {"binoculars": True}, seed=5, speed=40,
                         on_over=lambda s: over.append(s))
    app.scenes.push(scene)
    run_until(app, lambda: bool(over), 60_000)
    st = scene.state
    assert st.is_over
    assert scene.m.collections == [list(c) for c in st.collections]
    assert scene.m.control == st.control
    assert [scene.total(s) for s in (0, 1)] == st.scores()
    assert sorted(scene.m.lines) == sorted((s, tuple(line)) for s in (0, 1)
                                           for line in M.lines_of([c + 1 for c in range(9) if st.control[c] == s]))
    kinds = {type(e).__name__ for e in scene.events}
    assert {"ThrowCommitted", "DuelRevealed", "RewardTaken", "GameOver"} <= kinds


def test_a_throw_shows_only_ready_and_waits_for_the_engine(app):
    """Seat 1 throws first: the engine holds nothing yet (seat 0 commits first), the scene buffers it, and the frame
    is the same whatever seat 1 threw — only "READY" is drawn."""
    frames = []
    for hand_intent in (Intent.LEFT, Intent.RIGHT):  # rock, then (in a twin game) scissors
        scene = two_humans(app)
        app.send(IntentEvent("kb:right", hand_intent))
        assert scene.state.throws == [None, None] and scene.state.current_player == 0
        assert scene.picks == {1: "rock" if hand_intent == Intent.LEFT else "scissors"}
        assert scene.picked == {1} and scene.view.thrown == (False, False)
        app.send(IntentEvent("kb:right", Intent.UP))  # a second press is ignored: one throw per duel
        assert scene.picks[1] != "paper"
        for _ in range(30):
            app.step(STEP)
        frames.append(frame(app))
        app.scenes.pop()
    assert frames[0] == frames[1]


def test_two_keyboard_seats_throw_in_the_same_frame_and_are_revealed_together(app):
    """Both seats' inputs arrive in one frame; the engine gets both commits (seat 0, then the buffered seat 1) and
    reveals the duel; until the reveal animation shows the hands, every frame is identical for two different duels
    with the same winner, so no throw is drawn before both are in."""
    games = {}
    for name, (left, right) in {"a": (Intent.LEFT, Intent.RIGHT), "b": (Intent.UP, Intent.LEFT)}.items():
        scene = two_humans(app)
        n = len(scene.events)
        app.send(IntentEvent("kb:left", left))
        app.send(IntentEvent("kb:right", right))
        new = scene.events[n:]
        assert [type(e).__name__ for e in new] == ["ThrowCommitted", "ThrowCommitted", "DuelRevealed"]
        assert [e.seat for e in new[:2]] == [0, 1]
        assert new[2].winner == 0 and scene.state.phase == "choose" and scene.state.current_player == 0
        assert not scene.duel_open and scene.picks == {}
        shots = []
        for k in range(150):  # 2.5 s: ready pops, the shake (hands closed), then the reveal
            app.step(STEP)
            if k % 6 == 0:
                shots.append(frame(app))
        games[name] = (new[2].throws, shots)
        app.scenes.pop()
    assert games["a"][0] == ("rock", "scissors") and games["b"][0] == ("paper", "rock")
    a, b = games["a"][1], games["b"][1]
    same = [x == y for x, y in zip(a, b, strict=True)]
    first_diff = same.index(False)
    assert all(same[:first_diff]) and first_diff >= 8  # ≥ 0.8 s of identical frames: READY, fists shaking
    assert not all(same)  # then the hands are shown


def test_seat_one_early_throw_reaches_the_engine_after_seat_zero(app):
    scene = two_humans(app, seed=8)
    app.send(IntentEvent("kb:right", Intent.UP))
    for _ in range(20):
        app.step(STEP)
    assert scene.state.throws == [None, None] and scene.picked == {1}
    app.send(IntentEvent("kb:left", Intent.UP))  # paper vs paper: a tie, thrown again
    reveal = [e for e in scene.events if isinstance(e, M.DuelRevealed)]
    assert reveal[-1].throws == ("paper", "paper") and reveal[-1].winner is None
    run_until(app, lambda: scene.duel_open)
    assert scene.picked == set() and scene.state.phase == "duel"


def test_human_throws_and_chooses_a_reward_with_the_cursor(app):
    scene = MorpionTable(app, "morpion", ["kb:left", "normal"], seed=4, speed=20)
    app.scenes.push(scene)
    for _ in range(12):  # a few duels until the human has a choice to make (winner or loser, every round)
        run_until(app, lambda: scene.duel_open or scene.human_turn() == 0)
        if scene.human_turn() == 0:
            break
        app.send(IntentEvent("kb:left", Intent.RIGHT))  # scissors
        assert 0 in scene.picked
        run_until(app, lambda: not scene.duel_open)  # the bot throws; the duel is revealed
    assert scene.human_turn() == 0
    takes = scene.takes(scene.view)
    assert len(takes) >= 2 and scene.menu.index == 0
    app.send(IntentEvent("kb:right", Intent.RIGHT))  # the other keyboard segment is not this seat: ignored
    assert scene.menu.index == 0
    app.send(IntentEvent("kb:left", Intent.RIGHT))
    assert scene.menu.index == 1
    app.render()  # the cursor on the second reward
    n = len(scene.events)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    taken = [e for e in scene.events[n:] if isinstance(e, M.RewardTaken) and not e.auto]
    assert taken and taken[0].seat == 0 and taken[0].what == takes[1].what


def test_peek_is_private_behind_the_curtain_with_two_humans(app):
    """Privacy rule: with two humans, a peeked hidden token appears only after the peeker passes the curtain from
    their own device; before a peek (and in duels) there is no curtain and no private view."""
    scene = two_humans(app, seed=2, options={"binoculars": True})
    app.send(IntentEvent("kb:left", Intent.LEFT))
    app.send(IntentEvent("kb:right", Intent.RIGHT))  # rock beats scissors: seat 0 chooses
    run_until(app, lambda: not scene.timeline.busy)
    cp = scene.state.current_player
    assert cp == 0 and not scene.curtain_up and scene.view.peeked is None
    assert M.Peek() in scene.view.legal
    app.send(IntentEvent("kb:left", Intent.ALT))  # peek
    run_until(app, lambda: not scene.timeline.busy)
    hidden = scene.state.hidden[0]
    assert scene.curtain_up and scene.view_seat is None and scene.view.peeked is None
    app.send(IntentEvent("kb:right", Intent.CONFIRM))  # the other player cannot open it
    assert scene.curtain_up
    app.render()
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    assert not scene.curtain_up and scene.view_seat == 0 and scene.view.peeked == hidden
    app.render()
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # take the visible token: the turn moves on
    assert scene.view.peeked is None and scene.view_seat in (None, 1)


def test_bots_only_shows_the_public_view(app):
    scene = MorpionTable(app, "morpion", ["normal", "normal"], {"binoculars": True}, seed=1, speed=30)
    app.scenes.push(scene)
    for _ in range(1500):
        app.step(STEP)
        assert scene.view_seat is None and scene.view.peeked is None and not scene.curtain_up


def test_level_anchors_sit_inside_the_safe_area():
    level = load_level("morpion")
    safe = pygame.Rect(theme.SAFE)
    for name in ["banner", "duel", "hud"] + [f"{k}_{s}" for k in ("gang", "collection", "action") for s in (0, 1)]:
        r = level.anchor(name)
        assert safe.contains(r) or (r.size == (0, 0) and safe.collidepoint(r.topleft)), name
    cells = [level.anchor(f"cell_{c}") for c in range(1, 10)]
    assert all(safe.contains(r) for r in cells)
    assert cells[0].centery == cells[2].centery and cells[0].centerx == cells[6].centerx
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    for s in (0, 1):
        for c in cells:
            assert not c.colliderect(level.anchor(f"collection_{s}"))
