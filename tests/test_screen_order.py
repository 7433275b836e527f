"""Every cursor moves in screen order (issue 16, Major 1): pressing a direction moves the highlight to an option drawn
that way — never along the engine's legal-action order (right once played Pickpocket's last hand tile instead of
leaving). Per scene: from every option, each of the four directions."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_table, press, ready_for, run_until

from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui.nav import DIRECTIONS, lies_towards, step

HUMAN = "kb:left"


def check_every_direction(send, get, put, rects, wrap: bool = False) -> int:
    """From every option, press each direction; the new highlight must lie that way (the nearest one there), or
    stay when nothing is drawn that way (with ``wrap``: go round the row). Returns how many presses moved."""
    moved = 0
    n = len(rects())
    assert n >= 2, "the scenario needs at least two options"
    for i in range(n):
        for intent in DIRECTIONS:
            put(i)
            before = rects()
            send(intent)
            j = get()
            towards = [k for k in range(n) if k != i and lies_towards(before[i], before[k], intent)]
            if towards:
                assert j in towards, f"{intent.name} from option {i} {before[i]} went to {j} {before[j]}"
                moved += 1
            elif not wrap:
                assert j == i, f"{intent.name} from option {i}: nothing is drawn that way, yet it moved to {j}"
    assert moved, "no press moved the highlight"
    return moved


def test_step_prefers_the_neighbour_in_the_same_row():
    row = [pygame.Rect(x, 500, 100, 100) for x in (100, 300, 500)]
    below = pygame.Rect(320, 700, 100, 100)
    rects = [*row, below]
    assert step(rects, 0, Intent.RIGHT) == 1
    assert step(rects, 1, Intent.LEFT) == 0
    assert step(rects, 1, Intent.DOWN) == 3
    assert step(rects, 3, Intent.UP) == 1
    assert step(rects, 2, Intent.RIGHT) == 2          # nothing that way: stays
    assert step(rects, 2, Intent.RIGHT, wrap=True) == 0  # or wraps round its row
    assert step(rects, 0, Intent.CONFIRM) == 0


def table_scene(app, game_id, seats, seed, pred, options=None, limit=60_000):
    scene = make_table(app, game_id, seats, seed=seed, speed=40.0, options=options)
    run_until(app, lambda: ready_for(scene, 0)() and pred(scene), limit)
    return scene


def sender(app):
    return lambda intent: press(app, HUMAN, intent)


def test_pickpocket_hand_and_buttons(app):
    from thieves_arcade.engine import pickpocket as pp
    scene = None
    for seed in range(1, 40):
        scene = make_table(app, "pickpocket", [HUMAN, "easy"], seed=seed, speed=40.0)
        try:
            run_until(app, lambda s=scene: ready_for(s, 0)() and
                      sum(isinstance(a, pp.Play) for a in s.view.legal) >= 2 and
                      any(isinstance(a, pp.Leave) for a in s.view.legal), 8000)
            break
        except AssertionError:
            continue
    legal = list(scene.view.legal)
    # the very case of the issue: from Draw, right goes to the button drawn right of it, not a hand tile
    scene.cursor = next(i for i, a in enumerate(legal) if isinstance(a, pp.Draw))
    rects = scene.option_rects(scene.view)
    press(app, HUMAN, Intent.RIGHT)
    assert rects[scene.cursor].centerx > rects[legal.index(pp.Draw())].centerx
    check_every_direction(sender(app), lambda: scene.cursor, lambda i: setattr(scene, "cursor", i),
                          lambda: scene.option_rects(scene.view))


def test_cite_dice_and_buttons(app):
    from thieves_arcade.engine import cite as C
    scene = table_scene(app, "cite", [HUMAN, "easy", "easy"], 3, lambda s: s.view.phase == C.PHASE_ROLL)
    check_every_direction(sender(app), lambda: scene.controls.focus, lambda i: setattr(scene.controls, "focus", i),
                          lambda: scene.option_rects(scene.view))


def test_cite_victims(app):
    from thieves_arcade.engine import cite as C
    scene = None
    for seed in range(1, 60):
        scene = make_table(app, "cite", [HUMAN, "easy", "easy", "easy"], seed=seed, speed=40.0)
        # play: stop at once every turn until a combination asks for a victim
        for _ in range(30):
            try:
                run_until(app, ready_for(scene, 0), 6000)
            except AssertionError:
                break
            if scene.view.phase == C.PHASE_TARGET and len(scene.view.candidates) >= 2:
                break
            scene.apply(C.Stop() if C.Stop() in scene.view.legal else scene.view.legal[0])
        if ready_for(scene, 0)() and scene.view.phase == C.PHASE_TARGET and len(scene.view.candidates) >= 2:
            break
    else:
        pytest.skip("no victim choice reached")
    check_every_direction(sender(app), lambda: scene.controls.victim, lambda i: setattr(scene.controls, "victim", i),
                          lambda: scene.option_rects(scene.view))


def test_sticheln_tray(app):
    scene = table_scene(app, "sticheln", [HUMAN, "easy", "easy"], 4, lambda s: len(s.view.legal) >= 3)
    check_every_direction(sender(app), lambda: scene.cursor, lambda i: setattr(scene, "cursor", i),
                          lambda: scene.option_rects(scene.view))


def test_morpion_rewards(app):
    from thieves_arcade.engine import morpion as M
    scene = make_table(app, "morpion", [HUMAN, "easy"], seed=2, speed=40.0)
    for _ in range(200):
        if scene.state.is_over:
            break
        if len(scene.takes(scene.view)) >= 2 and ready_for(scene, 0)():
            break
        press(app, HUMAN, Intent.LEFT)  # throw rock when a duel is on
        for _k in range(30):
            app.step(1 / 60)
    assert len(scene.takes(scene.view)) >= 2 and isinstance(scene.takes(scene.view)[0], M.Take)
    check_every_direction(sender(app), lambda: scene.menu.index % len(scene.takes(scene.view)),
                          lambda i: setattr(scene.menu, "index", i), lambda: scene.option_rects(scene.view))


def test_oodlar_move_buttons(app):
    from thieves_arcade.engine import oodlar as od
    scene = table_scene(app, "oodlar", [HUMAN, "easy", "easy"], 3, lambda s: s.view.phase == od.TURN)
    check_every_direction(sender(app), lambda: scene.cursor, lambda i: setattr(scene, "cursor", i),
                          lambda: scene.option_rects(scene.view))


def test_oodlar_peek_order(app):
    from thieves_arcade.engine import oodlar as od
    scene = table_scene(app, "oodlar", [HUMAN, "easy", "easy"], 3, lambda s: s.view.phase == od.TURN)
    peek = next(a for a in scene.view.legal if isinstance(a, od.Peek))
    scene.apply(peek)
    run_until(app, lambda: ready_for(scene, 0)() and scene.view.phase == od.ORDER)
    if len(scene.view.legal) < 2:
        pytest.skip("a one-note pile")
    check_every_direction(sender(app), lambda: scene.cursor, lambda i: setattr(scene, "cursor", i),
                          lambda: scene.option_rects(scene.view))


def test_select_cards(app):
    from thieves_arcade.scenes.select import SelectScene
    app.scenes.clear()
    scene = SelectScene(app)
    app.scenes.push(scene)
    check_every_direction(lambda i: app.send(IntentEvent(HUMAN, i)), lambda: scene.index,
                          lambda i: setattr(scene, "index", i), scene.card_rects, wrap=True)


def test_menus_move_down_the_drawn_rows():
    from thieves_arcade.ui.widgets import Menu
    menu = Menu([("One", "a"), ("Two", "b"), ("Three", "c")])
    rects = menu.item_rects((960, 540))
    for i in range(3):
        menu.index = i
        menu.handle(Intent.DOWN)
        j = menu.index
        assert rects[j].centery > rects[i].centery or (i == 2 and j == 2)  # the bottom row stays (no wrap onto Quit)
        menu.index = i
        menu.handle(Intent.UP)
        assert rects[menu.index].centery < rects[i].centery or (i == 0 and menu.index == 0)
