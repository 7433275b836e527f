"""Privacy decided once (issue 17): the engine declares which seats' views hold a secret (``State.holds_secret``) and
the table base's one rule (``scenes/table_privacy.py``) draws from it; no game overrides it.

Three checks: the hook is sound (a view holding anything the public view does not is declared secret), the base
never draws a private view the hook calls secret while another human could see it (for every registered game, with
two and three humans, curtain on), and the pure rule's table of cases.
"""

from __future__ import annotations

import random

import pygame
import pytest
from scene_helpers import make_table, press
from support import plug

from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import GAME_IDS, get_game
from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes import table_class
from thieves_arcade.scenes import table_privacy as P
from thieves_arcade.scenes.table import TableScene


def content(view) -> dict:
    """A view's facts beyond whose view it is and what it may do (``seat``, ``legal``)."""
    d = dict(view.to_dict())
    d.pop("seat", None)
    d.pop("legal", None)
    return d


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hook_is_sound_over_random_games(game_id):
    """At every position of random games, every seat whose view holds a fact the public view does not is declared
    secret; Cité (perfect information) never declares one; Morpion exactly while a peek is pending."""
    game = get_game(game_id)
    declared = 0
    for seed in range(3):
        players = min(game.manifest.max_players, game.manifest.min_players + seed % 2)
        state = game.new_state(players, seed=seed, options={"binoculars": True} if game_id == "morpion" else None)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            public = content(state.public_view())
            for seat in range(state.players):
                secret = state.holds_secret(seat)
                declared += secret
                if content(state.view(seat)) != public:
                    assert secret, f"{game_id}: seat {seat}'s view holds a secret the hook does not declare"
                if game_id == "morpion":
                    assert secret == state.public_view().peek_pending(seat)
            state.apply(rng.choice(state.legal_actions()))
    if game_id == "cite":
        assert declared == 0 and not game.manifest.hidden_information
    elif game_id != "morpion":
        assert declared > 0


def devices_for(app, humans: int) -> list[str]:
    """``humans`` device ids: the two keyboard segments, then virtual pads plugged into ``app`` (the conftest
    unplugs them after the test)."""
    return ["kb:left", "kb:right"][:humans] + [plug(app).device for _ in range(humans - 2)]


@pytest.mark.parametrize("humans", (2, 3))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_secret_is_drawn_where_another_human_could_see_it(app, game_id, humans):
    """Every frame of a game with ``humans`` humans (the rest bots, curtain on): whenever ``draw_table`` is given a
    private seat whose view the hook calls secret, that seat is the human to act and passed the curtain for this
    turn — no other human was shown it. Humans play random legal actions (Morpion's throws from their own keys)."""
    game = get_game(game_id)
    if humans > game.manifest.max_players:
        pytest.skip(f"{game_id} seats at most {game.manifest.max_players}")
    seats = devices_for(app, humans) + ["easy"] * max(0, game.manifest.min_players - humans)
    if game_id == "pickpocket" and len(seats) < 3:
        seats.append("easy")
    scene = make_table(app, game_id, seats, seed=7, speed=8.0,
                       options={"binoculars": True} if game_id == "morpion" else None)
    rng = random.Random(humans)
    seen = {"secret": 0, "open": 0}
    original = scene.draw_table

    def watch(surface, view, private_seat):
        if private_seat is not None:
            if scene.state.holds_secret(private_seat):
                seen["secret"] += 1
                assert private_seat == scene.state.current_player == scene.cleared, \
                    f"{game_id}: seat {private_seat}'s secret drawn without its own pass of the curtain"
            else:
                seen["open"] += 1
        return original(surface, view, private_seat)

    scene.draw_table = watch
    surface = pygame.Surface((1920, 1080))
    for _ in range(1600):
        if scene.state.is_over:
            break
        cp = scene.state.current_player
        if scene.curtain_up:
            press(app, scene.seats[cp].device, Intent.CONFIRM)
        elif game_id == "morpion" and scene.state.phase == "duel":
            press(app, seats[rng.randrange(2)], rng.choice((Intent.LEFT, Intent.UP, Intent.RIGHT)))
        elif (cp is not None and scene.seats[cp].is_human and not scene.timeline.busy and scene._ready_for == cp
              and scene.view.legal):
            legal = list(scene.view.legal)
            calm = [a for a in legal if str(a).split()[0] not in ("run", "unmask")]  # keep Pickpockets going
            scene.apply(rng.choice(calm or legal))
        app.step(STEP)
        scene.draw(surface)
    if game.manifest.hidden_information and game_id != "morpion":
        assert seen["secret"] > 0, f"{game_id}: no private view was ever drawn"
    if game_id == "cite":
        assert seen["secret"] == 0 and seen["open"] > 0


def test_no_table_overrides_the_rule():
    """The rule lives once in the base: no registered game's table class redefines it."""
    for game_id in GAME_IDS:
        cls = table_class(game_id)
        for name in ("allowed_private_seat", "curtain_up", "private_now"):
            assert getattr(cls, name) is getattr(TableScene, name), f"{game_id} overrides {name}"


def test_the_rule_case_by_case():
    t = P.Table
    # one human: their own view all game, unless it is on their phone
    assert P.private_seat(t((1,), 0, True)) == 1
    assert P.private_seat(t((1,), 0, True, phones=frozenset({1}))) is None
    # two humans, a secret: behind the curtain until the human to act passes it (or the curtain is off)
    assert P.private_seat(t((0, 1), 0, True)) is None and P.curtain_up(t((0, 1), 0, True))
    assert P.private_seat(t((0, 1), 0, True, cleared=0)) == 0 and not P.curtain_up(t((0, 1), 0, True, cleared=0))
    assert P.private_seat(t((0, 1), 0, True, cleared=1)) is None
    assert P.private_seat(t((0, 1), 0, True, curtain_on=False)) == 0 and not P.curtain_up(
        t((0, 1), 0, True, curtain_on=False))
    # two humans, nothing secret: the human to act sees their own options at once, no curtain
    assert P.private_seat(t((0, 1), 1, False)) == 1 and not P.curtain_up(t((0, 1), 1, False))
    # a bot to act, a phone seat, a seat waiting for its device: the public view, no curtain
    assert P.private_seat(t((0, 1), 2, True)) is None and not P.curtain_up(t((0, 1), 2, True))
    assert P.private_seat(t((0, 1), 0, False, phones=frozenset({0}))) is None
    assert P.private_seat(t((0, 1), 0, False, away=frozenset({0}))) is None
    assert not P.curtain_up(t((0, 1), 0, True, away=frozenset({0})))
    # nothing private while animations play (two humans), unless the batch continues their private decision
    assert not P.curtain_up(t((0, 1), 0, True, busy=True))
    assert not P.private_now(t((0, 1), 0, True, busy=True), 0, False, False)
    assert P.private_now(t((0, 1), 0, True, busy=True), 0, True, False)
    assert not P.private_now(t((0, 1), 1, True), 0, False, False)
    assert P.private_now(t((0,), 1, True, busy=True), 0, False, False)
