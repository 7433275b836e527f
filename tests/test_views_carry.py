"""Views carry everything a table scene draws (issue 17, item 1): the game scenes never read an engine ``State``.

The view fields and helpers added for the scenes are checked against the engine's own answer: Pickpocket's "who left
or was caught this night" (kept while playing, rebuilt from the history for a position read back), Morpion's
``peek_pending``, Sticheln's ``would_win`` and ``tie_break``.
"""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

from thieves_arcade.engine import GAMES
from thieves_arcade.engine import pickpocket as pp
from thieves_arcade.engine import sticheln as S

SCENES = Path(__file__).resolve().parent.parent / "thieves_arcade" / "scenes"
#: The game table modules (the base, ``table.py``, holds the State: the documented exception).
GAME_SCENES = ("pickpocket", "cite", "sticheln", "morpion", "oodlar")


def game_scene_files() -> list[Path]:
    """Every module of the game table scenes (a module per game, or a package per game)."""
    out = []
    for name in GAME_SCENES:
        if (SCENES / f"{name}.py").exists():
            out.append(SCENES / f"{name}.py")
        out += sorted((SCENES / name).glob("*.py")) if (SCENES / name).is_dir() else []
    return out


def test_game_scenes_never_touch_a_state():
    """No game scene module reads ``.state`` (or an engine state's private field): only views and the base's
    accessors (``current_player``, ``is_over``, ``moves``, ``seat_view``, ``public_view_now``)."""
    files = game_scene_files()
    assert len(files) >= 5
    bad = []
    for path in files:
        for no, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"\.state\b|\bstate\._", line):
                bad.append(f"{path.name}:{no}: {line.strip()}")
    assert bad == []


def _night_record(events: list, record: dict, caught: set) -> None:
    for ev in events:
        if isinstance(ev, pp.NightStarted):
            record.clear()
            caught.clear()
        elif isinstance(ev, pp.ThiefLeft):
            record[ev.seat] = ev.points
        elif isinstance(ev, pp.Caught):
            caught.add(ev.seat)
        elif isinstance(ev, pp.ThrownOut):
            caught.update(ev.seats)


@pytest.mark.parametrize("seed", range(4))
def test_pickpocket_view_says_who_left_or_was_caught_this_night(seed):
    """Along a random game the public view's ``left_this_night`` / ``caught_this_night`` follow the events; a
    position read back (``from_dict``) gives the same answer from its history."""
    game = GAMES["pickpocket"]
    state = game.new_state(4, seed=seed)
    rng = random.Random(seed)
    left: dict[int, int] = {}
    caught: set[int] = set()
    _night_record(state.setup_events, left, caught)
    seen_out = 0
    while not state.is_over:
        _night_record(state.apply(rng.choice(state.legal_actions())), left, caught)
        if state.is_over:
            break
        view = state.public_view()
        assert view.left_this_night == tuple(left.get(s) for s in range(4))
        assert view.caught_this_night == tuple(s in caught for s in range(4))
        seen_out += sum(1 for s in range(4) if not view.in_inn[s])
        back = game.from_dict(state.to_dict()).public_view()
        assert (back.left_this_night, back.caught_this_night) == (view.left_this_night, view.caught_this_night)
    assert seen_out > 0


def test_pickpocket_position_that_does_not_replay_shows_the_thieves_out_as_caught():
    """A position whose history does not lead to it (hand-made) cannot say who left with what: every thief out of
    the inn counts as caught, none as left."""
    state = pp.PickpocketState.from_setup(3, hands=[["1000"], ["0100"], ["0010"]], bag=["2000", "0200"],
                                          in_inn=[True, False, True])
    view = state.public_view()
    assert view.left_this_night == (None, None, None)
    assert view.caught_this_night == (False, True, False)


@pytest.mark.parametrize("seed", range(6))
def test_morpion_peek_pending_matches_the_peekers_own_view(seed):
    """``peek_pending(seat)`` on the public view is exactly "that seat's own view holds a peeked token"."""
    game = GAMES["morpion"]
    state = game.new_state(2, seed=seed, options={"binoculars": True})
    rng = random.Random(seed)
    pending = 0
    while not state.is_over:
        public = state.public_view()
        for seat in (0, 1):
            assert public.peek_pending(seat) == (state.view(seat).peeked is not None)
            pending += public.peek_pending(seat)
        state.apply(rng.choice(state.legal_actions()))
    assert pending > 0 or seed  # binoculars get used in at least the first seeded game


def test_sticheln_would_win_agrees_with_the_trick_the_engine_resolves():
    """For every card played into a trick along random games, ``would_win`` before the play says whether the
    engine then gives the trick to that card (the last card of a trick: the trick is resolved at once)."""
    game = GAMES["sticheln"]
    checked = 0
    for seed in range(3):
        for rules in ("house", "published"):
            state = game.new_state(3, seed=seed, options={"rules": rules})
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.current_player
                action = rng.choice(state.legal_actions())
                view = state.view(seat)
                events = state.apply(action)
                won = [e for e in events if isinstance(e, S.TrickWon)]
                if isinstance(action, S.PlayCard) and won and len(view.trick) == view.players - 1:
                    assert view.would_win(action.card) is (won[0].winner == seat)
                    checked += 1
                if isinstance(action, S.PlayCard) and not view.trick:
                    assert view.would_win(action.card) is None
    assert checked > 20


def test_sticheln_tie_break_is_a_round_past_the_planned_ones():
    """``tie_break``: the round number is past the planned ``rounds`` (the house tie-break round)."""
    view = GAMES["sticheln"].new_state(3, seed=1).public_view()
    assert view.round == 1 and view.rounds == 3 and not view.tie_break
    assert dataclasses.replace(view, round=4).tie_break and not dataclasses.replace(view, round=3).tie_break
