"""Views carry everything a table scene draws (issue 17, item 1): nothing outside the table base reads an engine
``State`` — not the game scenes, the party, the save policy, the demo runner nor the bots.

The view fields and helpers added for the scenes are checked against the engine's own answer: Pickpocket's "who left
or was caught this night" (kept while playing, rebuilt from the history for a position read back), Morpion's
``peek_pending``, Sticheln's ``would_win`` and ``tie_break``.
"""

from __future__ import annotations

import dataclasses
import inspect
import random
import re
from pathlib import Path

import pytest

from thieves_arcade.engine import GAMES
from thieves_arcade.engine import pickpocket as pp
from thieves_arcade.engine import sticheln as S
from thieves_arcade.engine.base import State

PACKAGE = Path(__file__).resolve().parent.parent / "thieves_arcade"
#: Where no module may read an engine ``State``: every scene (the game tables, the party, the results, the hint),
#: the bots and the app (the save policy, the demo runner, the loop).
CHECKED = ("scenes", "ai", "app")
#: The documented exception: the table base owns the State (its turn loop applies the actions), and its delegate
#: modules beside it (``scenes/table_*.py``, functions of the table such as the phones' side) read it for it.
#: Everything else asks the table (``current_player``, ``is_over``, ``moves``, ``seat_view``, ``public_view_now``,
#: ``outcome()``, ``position()``) or reads a view.
BASE = re.compile(r"scenes/table(_[a-z_]+)?\.py$")
#: ``.state`` as an attribute (``table.state``, ``self.state.scores()``), not a local variable named ``state``.
STATE_READ = re.compile(r"\.state\b")


def engine_private_names() -> set[str]:
    """Every private (``_x``, not dunder) attribute of the engines' state classes: the base ``State``, each
    registered game's state class and its helpers named ``*State`` in its module, and a new state's fields."""
    names: set[str] = set()
    for game in GAMES.values():
        state = game.new_state(game.min_players, seed=1)
        module = inspect.getmodule(type(state))
        classes = [c for _, c in inspect.getmembers(module, inspect.isclass)
                   if c.__module__ == module.__name__ and c.__name__.endswith("State")]
        for cls in [*classes, type(state), State]:
            for k in cls.__mro__[:-1]:
                names |= {n for n in vars(k) if n.startswith("_") and not n.startswith("__")}
        names |= {n for n in vars(state) if n.startswith("_") and not n.startswith("__")}
    return names


def private_read(names: set[str]) -> re.Pattern:
    """``<something other than self>._name`` for one of ``names`` (a module's own ``self._x`` is its own)."""
    alternatives = "|".join(sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<!\bself)\.({alternatives})\b")


def violations(paths: list[Path], private: re.Pattern, root: Path = PACKAGE) -> list[str]:
    """``file:line: text`` (relative to ``root``) of every state read outside the table base, and of every
    engine-private access, in ``paths``."""
    bad = []
    for path in paths:
        rel = path.relative_to(root).as_posix()
        base = BASE.search(rel) is not None
        for no, line in enumerate(path.read_text().splitlines(), 1):
            if (not base and STATE_READ.search(line)) or private.search(line):
                bad.append(f"{rel}:{no}: {line.strip()}")
    return bad


def test_nothing_outside_the_table_base_reads_an_engine_state():
    """The issue's grep, as a test: no module of ``scenes/`` (game tables, party, results, hint ...), ``ai/`` or
    ``app/`` reads ``.state`` except the table base (documented above), and none reaches a private field of an
    engine state (``._apply``, ``._view``, ``._winners`` ...) on anything but itself."""
    paths = sorted(p for d in CHECKED for p in (PACKAGE / d).rglob("*.py"))
    assert len(paths) > 40 and any(BASE.search(p.as_posix()) for p in paths)
    names = engine_private_names()
    assert {"_apply", "_view", "_to_dict", "_winners"} <= names
    assert violations(paths, private_read(names)) == []


def test_the_state_grep_catches_a_violation(tmp_path):
    """The check fails on what it forbids: ``table.state.scores()`` in the party, ``s._apply(a)`` in a bot; the
    base's own ``self.state`` and a bot's own ``self._apply`` pass."""
    private = private_read(engine_private_names())
    (tmp_path / "scenes").mkdir()
    (tmp_path / "ai").mkdir()
    party, bot, base = tmp_path / "scenes" / "party.py", tmp_path / "ai" / "bot.py", tmp_path / "scenes" / "table.py"
    party.write_text("x = table.state.scores()\nok = state.scores()\n")
    bot.write_text("s._apply(a)\nself._apply(a)\n")
    base.write_text("self.state.apply(a)\n")
    bad = violations([party, bot, base], private, tmp_path)
    assert bad == ["scenes/party.py:1: x = table.state.scores()", "ai/bot.py:1: s._apply(a)"]


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
