"""No frame draws a private view outside its owner's decision (issue 16, Major 2).

A property over random games with two humans, for every game: each frame the base ``TableScene.draw`` hands to
``draw_table`` is recorded; a frame is *private* when ``draw_table`` is told to draw a seat's private view
(``private_seat``) and that seat's view holds something the public view does not (all but ``seat`` and ``legal``
compared: Cité's views hold nothing private).
Then (1) a private view is drawn only for the human to act, while no public
animation plays, and (2) between two private frames of one human with a non-private frame between (a public moment:
a trick's "WINS!", another player's turn), that human passed the curtain again. Humans act by random legal actions;
the curtain is passed with their own confirm; Morpion's throws come from their own buttons.
"""

from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scene_helpers import make_table, press, ready_for, run_until

from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import GAME_IDS
from thieves_arcade.input.intents import Intent, IntentEvent

DEVICES = ("kb:left", "kb:right")
SEATS = {"pickpocket": 3, "cite": 3, "sticheln": 3, "morpion": 2, "oodlar": 3}


def content(view) -> dict:
    d = dict(view.to_dict())
    d.pop("seat", None)
    d.pop("legal", None)
    return d


def play_and_watch(app, game_id: str, seed: int, steps: int = 3000) -> dict:
    """Play ``game_id`` with humans in seats 0 and 1 (the rest bots) for ``steps`` fixed steps, drawing each frame;
    assert the two rules at every frame. Returns counts of what was seen."""
    seats = [DEVICES[0], DEVICES[1]] + ["easy"] * (SEATS[game_id] - 2)
    scene = make_table(app, game_id, seats, seed=seed, speed=8.0)
    rng = random.Random(seed)
    seen = {"private": 0, "curtain": 0, "public_moment": 0}
    owed = set()   # humans who saw a non-private frame since their last private one and have not passed a curtain
    last_private: set[int] = set()
    original = scene.draw_table

    def watch(surface, view, private_seat):
        cp = scene.state.current_player
        private = private_seat is not None and view.seat == private_seat and content(
            scene.state.view(private_seat)) != content(scene.state.public_view())
        if private:
            seen["private"] += 1
            assert private_seat == cp and scene.seats[cp].is_human, \
                f"{game_id}: seat {private_seat}'s private view drawn while seat {cp} decides"
            assert not scene.timeline.busy or getattr(scene, "_private_batch", False), \
                f"{game_id}: seat {private_seat}'s private view drawn during a public animation"
            assert private_seat not in owed, \
                f"{game_id}: seat {private_seat} sees its private view again after a public moment, no curtain"
            last_private.add(private_seat)
        else:
            if scene.timeline.busy:
                seen["public_moment"] += 1
            owed.update(last_private)
            last_private.clear()
        return original(surface, view, private_seat)

    scene.draw_table = watch
    surface = pygame.Surface((1920, 1080))
    for _ in range(steps):
        if scene.state.is_over:
            break
        cp = scene.state.current_player
        if scene.curtain_up:
            seen["curtain"] += 1
            owed.discard(cp)
            press(app, scene.seats[cp].device, Intent.CONFIRM)
        elif game_id == "morpion" and scene.state.phase == "duel":
            dev = DEVICES[rng.randrange(2)]
            press(app, dev, rng.choice((Intent.LEFT, Intent.UP, Intent.RIGHT)))
        elif cp is not None and scene.seats[cp].is_human and ready_for(scene, cp)() and scene.view.legal:
            legal = list(scene.view.legal)
            calm = [a for a in legal if str(a).split()[0] not in ("run", "unmask")]  # keep Pickpockets going
            scene.apply(rng.choice(calm or legal))
        app.step(STEP)
        scene.draw(surface)
    return seen


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_no_private_view_outside_its_owners_decision(app, game_id, seed):
    seen = play_and_watch(app, game_id, seed)
    assert seen["public_moment"] > 0
    if game_id in ("pickpocket", "sticheln", "oodlar"):
        assert seen["private"] > 0 and seen["curtain"] > 0


def test_sticheln_trick_winner_passes_the_curtain_again(app):
    """The issue's case: a human closes a trick and wins it, so leads next — their hand is hidden during the
    public "WINS!" and they pass the curtain before seeing it again."""
    from thieves_arcade.engine import sticheln as S
    for seed in range(40):
        scene = make_table(app, "sticheln", [DEVICES[0], DEVICES[1], "easy"], seed=seed, speed=8.0)
        for _ in range(60):
            try:
                run_until(app, lambda s=scene: not s.timeline.busy and s.state.current_player is not None
                          and s.seats[s.state.current_player].is_human, 6000)
            except AssertionError:
                break
            cp = scene.state.current_player
            if scene.curtain_up:
                press(app, scene.seats[cp].device, Intent.CONFIRM)
            view = scene.view
            trick = list(view.trick)
            if view.phase == "play" and len(trick) == 2:
                winning = [a for a in view.legal if view.would_win(a.card)]
                if winning:
                    scene.apply(winning[0])
                    assert any(isinstance(e, S.TrickWon) and e.winner == cp for e in scene.events[-5:])
                    assert scene.state.current_player == cp  # the winner leads next
                    assert scene.view_seat is None or not scene.private_now(scene.view_seat)
                    run_until(app, lambda s=scene: not s.timeline.busy)
                    assert scene.curtain_up  # same human, after a public moment: the curtain again
                    app.send(IntentEvent(DEVICES[1 - cp], Intent.CONFIRM))
                    assert scene.curtain_up  # only their own confirm opens it
                    press(app, scene.seats[cp].device, Intent.CONFIRM)
                    assert not scene.curtain_up and scene.view_seat == cp
                    return
            scene.apply(random.Random(seed).choice(list(view.legal)))
    pytest.fail("no trick won by a human who closed it")
