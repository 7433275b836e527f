"""Cross-game properties of every engine in ``engine.GAMES`` (hypothesis), the same six for each game.

1. conservation: the physical pieces (tiles, tokens, cards, notes) are neither created nor lost by any action;
2. determinism: a seed plus the action texts replays the same position (``to_dict``), and ``from_dict`` round-trips
   a position with the same future;
3. secrecy: a seat's view does not change when only information hidden from that seat changes (the other seats'
   hands, the bag / piles order, the random generator);
4. an illegal action raises ``IllegalAction`` and leaves the state unchanged;
5. clones are independent (playing on a clone leaves the original as it was);
6. every game ends under random legal play.

Games are discovered from ``engine.GAMES``: a game that lands later is covered without editing this file. The
per-game knowledge lives in two small tables below: :data:`CONSERVED` (what is conserved, read from the ``to_dict``
position) and :data:`HIDE` (how to change only hidden information in a position). A game missing from a table still
gets the random-generator perturbation and is reported as skipped for conservation. Engine owners' own per-game
properties are not repeated here; these are the uniform ones.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thieves_arcade.engine import GAMES
from thieves_arcade.engine.base import IllegalAction, rng_to_json

GAME_IDS = list(GAMES)
#: A game that does not end within this many random legal actions counts as one that cannot end.
MAX_ACTIONS = 20_000
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---- per-game knowledge ----------------------------------------------------------------------------------------------
def _pickpocket_pieces(s: dict) -> Counter:
    c = Counter(s["bag"]) + Counter(s["loot"]) + Counter(s["set_aside"])
    for hand in s["hands"]:
        c.update(hand)
    c.update(f"G{g}" for g in s["guards_game"])  # guards that came out stay on the board all game
    return c


def _sticheln_pieces(s: dict) -> Counter:
    c = Counter()
    for cards in s["hands"] + s["piles"]:
        c.update(cards)
    c.update(card for _seat, card in s["trick"])
    return c


def _morpion_pieces(s: dict) -> Counter:
    c = Counter(t for t in s["hidden"] + s["visible"] if t) + Counter(s["discarded"])
    for col in s["collections"]:
        c.update(col)
    return c


def _oodlar_pieces(s: dict) -> Counter:
    c = Counter()
    for pile in s["piles"].values():
        c.update(pile)
    for hand in s["hands"]:
        c.update(hand)
    return c


#: game id -> the multiset of physical pieces in a position's ``state`` part (must never change during a game).
CONSERVED: dict[str, Callable[[dict], Counter]] = {
    "pickpocket": _pickpocket_pieces,
    "cite": lambda s: Counter({"tokens": sum(s["tokens"]) + s["pot"]}),
    "sticheln": _sticheln_pieces,
    "morpion": _morpion_pieces,
    "oodlar": _oodlar_pieces,
}


def _redistribute(rng: random.Random, slots: list[tuple[list, int]]) -> None:
    """Shuffle the items at ``slots`` ((list, index) pairs) among themselves."""
    items = [lst[i] for lst, i in slots]
    rng.shuffle(items)
    for (lst, i), item in zip(slots, items, strict=True):
        lst[i] = item


def _hide_pickpocket(s: dict, seat: int, rng: random.Random) -> None:
    # The other seats' hands and the bag (order and contents) are hidden; guard tiles never go to a hand, so they
    # keep their places in the bag. Hand sizes and the bag size are public and stay.
    slots = [(s["bag"], i) for i, t in enumerate(s["bag"]) if not t.startswith("G")]
    for other, hand in enumerate(s["hands"]):
        if other != seat:
            slots += [(hand, i) for i in range(len(hand))]
    _redistribute(rng, slots)


def _hide_sticheln(s: dict, seat: int, rng: random.Random) -> None:
    # The other seats' hands are hidden (their sizes are public); pain cards stay with their owners.
    pains = {c for p in s["pains"] for c in p}
    slots = [(hand, i) for other, hand in enumerate(s["hands"]) if other != seat
             for i, c in enumerate(hand) if c not in pains]
    _redistribute(rng, slots)


def _hide_morpion(s: dict, seat: int, rng: random.Random) -> None:
    # Face-down rewards are hidden (except the current round's one if this seat peeked at it this round), and the
    # other seat's throw is hidden until both are in.
    keep = s["round"] - 1 if s["peeked"][seat] else None
    slots = [(s["hidden"], i) for i, t in enumerate(s["hidden"]) if t is not None and i != keep]
    _redistribute(rng, slots)
    other = 1 - seat
    if s["phase"] == "duel" and s["throws"][other] is not None and s["throws"][seat] is None:
        s["throws"][other] = rng.choice(["rock", "paper", "scissors"])


def _hide_oodlar(s: dict, seat: int, rng: random.Random) -> None:
    # What other seats remember is theirs alone; a pile this seat has no memory of (and is not peeking at) is hidden
    # in its order and contents.
    for other in range(len(s["memory"])):
        if other != seat:
            s["memory"][other] = {}
    peeking = s["phase"] == "order" and s["turn"] == seat
    if not peeking:
        slots = [(pile, i) for name, pile in s["piles"].items() if name not in s["memory"][seat]
                 for i in range(len(pile))]
        _redistribute(rng, slots)
        if s["phase"] == "order":  # another seat is peeking: it saw the pile as it now is
            s["seen"] = list(s["piles"][s["pile"]])


#: game id -> change, in place, only information hidden from ``seat`` in a position's ``state`` part (not over).
HIDE: dict[str, Callable[[dict, int, random.Random], None]] = {
    "pickpocket": _hide_pickpocket,
    "cite": lambda s, seat, rng: None,  # everything but the random generator is public
    "sticheln": _hide_sticheln,
    "morpion": _hide_morpion,
    "oodlar": _hide_oodlar,
}


# ---- helpers ---------------------------------------------------------------------------------------------------------
@st.composite
def setups(draw, game_id: str):
    """(players, seed, options, picker seed) for ``game_id``: any legal player count, the default options or any
    preset."""
    game = GAMES[game_id]
    players = draw(st.integers(game.min_players, game.max_players))
    seed = draw(st.integers(0, 2**31 - 1))
    preset = draw(st.sampled_from([None, *sorted(game.presets)]))
    options = {"preset": preset} if preset else None
    return players, seed, options, draw(st.integers(0, 2**31 - 1))


def playout(game_id: str, players: int, seed: int, options, picker: int, limit: int = MAX_ACTIONS,
            each: Callable | None = None):
    """A random legal playout: returns the final state (or the state after ``limit`` actions)."""
    state = GAMES[game_id].new_state(players, seed=seed, options=options)
    rng = random.Random(picker)
    n = 0
    while not state.is_over and n < limit:
        state.apply(rng.choice(state.legal_actions()))
        n += 1
        if each is not None:
            each(state)
    return state


def canon(d) -> str:
    return json.dumps(d, sort_keys=True)


# ---- the properties --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_registry_covers_the_game(game_id):
    """Every registered game has conservation and secrecy knowledge here (a new game must add two entries)."""
    assert game_id in CONSERVED and game_id in HIDE, f"add {game_id} to CONSERVED and HIDE in {__file__}"


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_conservation(game_id, data):
    if game_id not in CONSERVED:
        pytest.skip(f"no conservation rule for {game_id}")
    players, seed, options, picker = data.draw(setups(game_id))
    pieces = CONSERVED[game_id]
    start = GAMES[game_id].new_state(players, seed=seed, options=options)
    whole = pieces(start.to_dict()["state"])
    assert sum(whole.values()) > 0

    def check(state):
        now = pieces(state.to_dict()["state"])
        assert now == whole, f"created {now - whole}, lost {whole - now} after {state.history[-1]!r}"

    assert playout(game_id, players, seed, options, picker, each=check).is_over


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_determinism_and_round_trip(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    game = GAMES[game_id]
    cut = data.draw(st.integers(0, 400))
    a = playout(game_id, players, seed, options, picker, limit=cut)
    b = game.replay(players, seed, list(a.history), options=options)
    assert canon(a.to_dict()) == canon(b.to_dict())
    c = game.from_dict(json.loads(json.dumps(a.to_dict())))  # through JSON text, as a save file would
    assert canon(c.to_dict()) == canon(a.to_dict())
    rng = random.Random(picker + 1)
    for _ in range(30):  # the same future: the same actions give the same events and positions
        if a.is_over:
            assert c.is_over and a.scores() == c.scores() and a.winners() == c.winners()
            break
        action = rng.choice(a.legal_actions())
        assert [e.to_dict() for e in a.apply(action)] == [e.to_dict() for e in c.apply(str(action))]
        assert canon(a.to_dict()) == canon(c.to_dict())


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_view_ignores_others_hidden_information(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    game = GAMES[game_id]
    cut = data.draw(st.integers(0, 300))
    state = playout(game_id, players, seed, options, picker, limit=cut)
    if state.is_over:  # a finished game shows everything; step back to a position in play
        state = game.replay(players, seed, state.history[:max(0, len(state.history) - 1)], options=options)
    seat = data.draw(st.integers(0, players - 1))
    rng = random.Random(data.draw(st.integers(0, 2**31 - 1)))
    original = state.to_dict()
    before = state.view(seat).to_dict()
    changed = copy.deepcopy(original)
    changed["rng"] = rng_to_json(random.Random(rng.random()))  # the future of chance is hidden from everyone
    if game_id in HIDE:
        HIDE[game_id](changed["state"], seat, rng)
    other = game.from_dict(changed)
    assert other.view(seat).to_dict() == before
    if game_id in CONSERVED:  # the perturbation itself moved pieces around, it did not invent any
        assert CONSERVED[game_id](changed["state"]) == CONSERVED[game_id](original["state"])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_view_perturbation_is_not_vacuous(game_id):
    """The secrecy property has teeth: over a few positions, the perturbation changes the full position (so the
    equal views above are not equal because nothing changed)."""
    game = GAMES[game_id]
    differed = 0
    for seed in range(6):
        players = min(game.max_players, max(game.min_players, 3))
        state = playout(game_id, players, seed, None, seed, limit=7)
        changed = copy.deepcopy(state.to_dict())
        HIDE[game_id](changed["state"], 0, random.Random(seed))
        changed["rng"] = rng_to_json(random.Random(seed + 99))
        differed += canon(changed) != canon(state.to_dict())
        assert game.from_dict(changed).view(0).to_dict() == state.view(0).to_dict()
    assert differed == 6


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_illegal_action_is_rejected_and_changes_nothing(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    seen: set[str] = set()

    def collect(state):
        seen.update(str(a) for a in state.legal_actions())

    cut = data.draw(st.integers(1, 300))
    state = playout(game_id, players, seed, options, picker, limit=cut, each=collect)
    before = canon(state.to_dict())
    legal = {str(a) for a in state.legal_actions()}
    candidates = sorted(seen - legal)
    if candidates:  # a real action text of this game that is not legal now
        text = data.draw(st.sampled_from(candidates))
        with pytest.raises(IllegalAction):
            state.apply(text)
        assert canon(state.to_dict()) == before
    with pytest.raises(IllegalAction):  # text that names no action at all
        state.apply("steal the crown jewels")
    assert canon(state.to_dict()) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_clones_are_independent(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    state = playout(game_id, players, seed, options, picker, limit=data.draw(st.integers(0, 200)))
    before = canon(state.to_dict())
    view_before = state.view(0).to_dict()
    twin = state.clone()
    rng = random.Random(picker)
    moves = []
    while not twin.is_over and len(moves) < 25:
        action = rng.choice(twin.legal_actions())
        moves.append(action)
        twin.apply(action)
    assert canon(state.to_dict()) == before and state.view(0).to_dict() == view_before
    for action in moves:  # and the original still has the same future (its own generator was not consumed)
        state.apply(action)
    assert canon(state.to_dict()) == canon(twin.to_dict())


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_every_game_ends(game_id, data):
    players, seed, options, picker = data.draw(setups(game_id))
    state = playout(game_id, players, seed, options, picker)
    assert state.is_over, f"{game_id} not over after {MAX_ACTIONS} random legal actions"
    assert state.current_player is None and state.legal_actions() == []
    scores = state.scores()
    assert len(scores) == players
    assert all(0 <= w < players for w in state.winners())
