"""La Cité des Voleurs engine: worked examples, every rule and [D] decision, conservation, views."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thieves_arcade.engine import IllegalAction, get_game
from thieves_arcade.engine import cite as C

GAME = get_game("cite")


class LoadedDice(random.Random):
    """A random generator whose next ``randint`` calls return the given faces (then ordinary random faces)."""

    def __init__(self, faces, seed=0):
        super().__init__(seed)
        self.faces = list(faces)

    def randint(self, a, b):
        if self.faces:
            return self.faces.pop(0)
        return super().randint(a, b)


def setup(players=3, tokens=None, pot=3, dice=(1, 2, 3, 5), roll=1, active=0, protected=(), then=(), options=None):
    state = GAME.from_setup(players, tokens=tokens or [3] * players, pot=pot, dice=dice, roll=roll, active=active,
                            protected=protected, options=options)
    state.rng = LoadedDice(then, seed=99)
    return state


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]


def total(state):
    return sum(state.tokens) + state.pot


# ---- worked examples (rules file, "Worked examples") -------------------------------------------------------------
def test_worked_examples_in_sequence():
    # seat 1's roll, seat 2's roll, seat 0's roll + announce die, seat 1's three rolls (no combination)
    faces = [2, 3, 4, 5, 3, 3, 3, 6, 1, 1, 1, 4, 2, 1, 2, 2, 5, 6, 1, 4]
    state = setup(3, tokens=[3, 3, 3], pot=3, dice=(5, 5, 5, 2), then=faces)
    assert state.goal == 9 and total(state) == 12
    # 1. seat 0 ends on 5-5-5-2 → takes the pot
    state.apply("stop")
    assert (state.tokens, state.pot) == ([6, 3, 3], 0)
    # 2. seat 1 ends on 2-3-4-5 with the pot empty, target 0
    assert state.active == 1 and state.dice == [2, 3, 4, 5]
    state.apply("stop")
    assert state.phase == C.PHASE_TARGET and state.pending == C.STRAIGHT
    state.apply("target 0")
    assert (state.tokens, state.pot) == ([5, 4, 3], 0)
    # 3. seat 2 ends on 3-3-3-6, target 0 → steals 2; the pot is empty so seat 0 receives nothing
    assert state.active == 2 and state.dice == [3, 3, 3, 6]
    state.apply("stop")
    ev = state.apply("target 0")
    assert (state.tokens, state.pot) == ([3, 4, 5], 0)
    assert not [e for e in of_type(ev, C.TokensMoved) if e.reason == "contract_compensation"]
    # 4. seat 0 shows 1-1-1-4 after roll 1 and announces; the 4 is rerolled to a 2 → failure
    assert state.active == 0 and state.dice == [1, 1, 1, 4] and state.roll == 1
    ev = state.apply("announce")
    assert of_type(ev, C.Announced)[0].odd_position == 4
    assert of_type(ev, C.AnnounceResolved)[0] == C.AnnounceResolved(0, 1, 2, False)
    assert (state.tokens, state.pot) == ([1, 4, 5], 2)
    # 5. seat 1 has no combination after roll 3 → puts 1 into the pot
    assert state.active == 1 and state.dice == [1, 2, 2, 5]
    state.apply("reroll 1 4")
    assert state.dice == [6, 2, 2, 1] and state.roll == 2
    ev = state.apply("reroll 2")
    assert of_type(ev, C.NoCombination)[0].dice == (6, 4, 2, 1)
    assert (state.tokens, state.pot) == ([1, 3, 5], 3)
    assert state.active == 2 and state.roll == 1


# ---- reading the dice (rules file, combination table and its [D]s) ----------------------------------------------
@pytest.mark.parametrize("dice, kind, face", [
    ((1, 1, 1, 4), C.HEIST, 1), ((2, 6, 2, 2), C.SWAP, 2), ((3, 3, 5, 3), C.CONTRACT, 3),
    ((4, 4, 4, 1), C.CAMOUFLAGE, 4), ((5, 5, 5, 2), C.RECOVERY, 5), ((6, 1, 6, 6), C.RECOVERY, 6),
    ((4, 3, 2, 1), C.STRAIGHT, 1), ((2, 3, 4, 5), C.STRAIGHT, 2), ((6, 5, 4, 3), C.STRAIGHT, 3),
    ((5, 5, 5, 5), C.ACCIDENTAL_FOUR, 5), ((1, 1, 1, 1), C.ACCIDENTAL_FOUR, 1),
    ((1, 2, 3, 5), None, None), ((1, 1, 2, 2), None, None), ((1, 3, 4, 5), None, None), ((6, 6, 1, 2), None, None),
])
def test_read_combination(dice, kind, face):
    assert C.read_combination(dice) == (kind, face)


def test_goal_is_total_minus_three():
    assert [C.goal_for(p) for p in (2, 3, 4, 6)] == [6, 9, 12, 18]
    state = GAME.new_state(4, seed=1)
    assert total(state) == 15 and state.view(0).goal == 12 and state.tokens == [3, 3, 3, 3] and state.pot == 3


# ---- the turn ------------------------------------------------------------------------------------------------------
def test_turn_starts_with_roll_one_of_all_dice_for_seat_zero():
    state = GAME.new_state(3, seed=5)
    assert state.current_player == 0 and state.roll == 1
    rolled = of_type(state.setup_events, C.DiceRolled)
    assert rolled and rolled[0].rerolled == (1, 2, 3, 4) and rolled[0].dice == tuple(state.dice)


def test_reroll_keeps_the_other_dice_and_third_roll_is_final():
    state = setup(3, dice=(1, 2, 4, 6), then=[5, 5, 1])
    ev = state.apply("reroll 2 3")
    assert state.dice == [1, 5, 5, 6] and state.roll == 2 and state.current_player == 0
    assert of_type(ev, C.DiceRolled)[0] == C.DiceRolled(0, 2, (2, 3), (1, 4), (1, 5, 5, 6))
    ev = state.apply("reroll 1")            # roll 3: 1-5-5-6 → no combination, turn over
    assert of_type(ev, C.NoCombination) and state.active == 1 and state.roll == 1
    assert (state.tokens, state.pot) == ([2, 3, 3], 4)


def test_stop_early_ends_with_one_combination_only():
    state = setup(3, dice=(6, 6, 6, 6), then=[])
    ev = state.apply("stop")
    found = of_type(ev, C.CombinationFound)
    assert [f.kind for f in found] == [C.ACCIDENTAL_FOUR]           # [D] never read as a triple too
    assert (state.tokens, state.pot) == ([7, 1, 1], 3)


def test_legal_actions_in_roll_phase():
    state = setup(3, dice=(1, 2, 3, 5))
    texts = [str(a) for a in state.legal_actions()]
    assert texts[0] == "stop" and "announce" not in texts
    assert len([t for t in texts if t.startswith("reroll")]) == 15 and "reroll 1 2 3 4" in texts


def test_no_combination_with_no_token_puts_nothing():
    state = setup(2, tokens=[0, 6], pot=3, dice=(1, 2, 3, 5))
    ev = state.apply("stop")
    moved = of_type(ev, C.TokensMoved)[0]
    assert (moved.count, moved.requested, moved.reason) == (0, 1, "no_combination")
    assert (state.tokens, state.pot) == ([0, 6], 3)


# ---- triples ---------------------------------------------------------------------------------------------------------
def test_heist_escaped_keeps_everything():
    state = setup(3, dice=(1, 1, 1, 5), then=[4])
    state.apply("stop")
    ev = state.apply("target 2")
    assert of_type(ev, C.EscapeRoll)[0] == C.EscapeRoll(0, 4, True)
    assert (state.tokens, state.pot) == ([6, 3, 0], 3)


def test_heist_caught_gives_one_back_and_one_to_pot():
    state = setup(3, tokens=[3, 2, 3], dice=(1, 1, 1, 5), then=[2])
    state.apply("stop")
    ev = state.apply("target 1")                     # only 2 to steal
    reasons = [(e.reason, e.count) for e in of_type(ev, C.TokensMoved)]
    assert reasons == [("heist", 2), ("caught_return", 1), ("caught_pot", 1)]
    assert (state.tokens, state.pot) == ([3, 1, 3], 4)


def test_heist_caught_with_nothing_in_hand():
    state = setup(3, tokens=[0, 0, 9], dice=(1, 1, 1, 5), then=[1])
    state.apply("stop")
    state.apply("target 1")
    assert (state.tokens, state.pot) == ([0, 0, 9], 3)


def test_swap_of_fortunes():
    state = setup(3, tokens=[1, 3, 5], dice=(2, 2, 2, 6))
    state.apply("stop")
    ev = state.apply("target 2")
    assert of_type(ev, C.FortunesSwapped)[0] == C.FortunesSwapped(0, 2, (1, 5), (5, 1))
    assert (state.tokens, state.pot) == ([5, 3, 1], 3)


def test_forced_contract_victim_gets_one_from_the_pot():
    state = setup(3, dice=(3, 3, 3, 1))
    state.apply("stop")
    state.apply("target 1")
    assert (state.tokens, state.pot) == ([5, 2, 3], 2)


def test_recovery_takes_the_whole_pot():
    state = setup(3, pot=5, tokens=[2, 2, 3], dice=(6, 6, 2, 6))
    state.apply("stop")
    assert (state.tokens, state.pot) == ([7, 2, 3], 0)


def test_camouflage_protects_until_own_next_turn_and_voids_single_victim_effect():
    state = setup(3, dice=(4, 4, 4, 2), then=[3, 3, 3, 5, 1, 2, 3, 5])
    ev = state.apply("stop")
    assert C.ProtectionStarted(0) in ev and state.protected == {0}
    # seat 1 aims a contract at protected seat 0: void as a whole, pot untouched
    assert state.view(1).protected == (0,)
    state.apply("stop")
    assert C.Target(0) in state.legal_actions()              # [D] protected seats can be chosen
    ev = state.apply("target 0")
    assert C.ProtectionBlocked(1, 0, C.CONTRACT, True) in ev and not of_type(ev, C.TokensMoved)
    assert (state.tokens, state.pot) == ([3, 3, 3], 3)
    # seat 2's turn: seat 0 still protected; when seat 0's turn starts its protection ends
    assert state.active == 2 and state.protected == {0}
    ev = state.apply("stop")
    assert state.active == 0 and state.protected == set() and C.ProtectionEnded(0) in ev


def test_target_requested_marks_protected_seats():
    state = setup(4, dice=(2, 2, 2, 5), protected=(2,))
    ev = state.apply("stop")
    assert of_type(ev, C.TargetRequested)[0] == C.TargetRequested(0, C.SWAP, (1, 2, 3), (2,))
    assert state.view(0).candidates == (1, 2, 3) and state.view(0).pending == C.SWAP


def test_single_opponent_is_targeted_automatically():
    state = setup(2, tokens=[3, 3], dice=(3, 3, 3, 6))
    ev = state.apply("stop")
    assert of_type(ev, C.TargetChosen)[0] == C.TargetChosen(0, 1, C.CONTRACT, True, False)
    assert state.phase == C.PHASE_ROLL and state.active == 1
    assert (state.tokens, state.pot) == ([5, 2], 2)


def test_target_must_be_an_opponent():
    state = setup(3, dice=(3, 3, 3, 6))
    state.apply("stop")
    with pytest.raises(IllegalAction):
        state.apply("target 0")
    with pytest.raises(IllegalAction):
        state.apply("stop")


# ---- straights ----------------------------------------------------------------------------------------------------
def test_straight_takes_from_the_pot_without_asking():
    state = setup(3, pot=2, dice=(3, 4, 5, 6))
    ev = state.apply("stop")
    assert not of_type(ev, C.TargetRequested) and state.active == 1
    assert (state.tokens, state.pot) == ([4, 3, 3], 1)


def test_straight_fallback_on_empty_pot_protected_target_is_void():
    state = setup(3, pot=0, tokens=[3, 3, 6], dice=(1, 2, 3, 4), protected=(1,))
    state.apply("stop")
    ev = state.apply("target 1")
    assert of_type(ev, C.ProtectionBlocked) and (state.tokens, state.pot) == ([3, 3, 6], 0)


# ---- fours --------------------------------------------------------------------------------------------------------
def test_accidental_four_skips_protected_and_takes_what_is_there():
    state = setup(4, tokens=[3, 1, 3, 3], pot=5, dice=(2, 2, 2, 2), protected=(3,))
    ev = state.apply("stop")
    assert [(e.source, e.count) for e in of_type(ev, C.TokensMoved)] == [(1, 1), (2, 2)]
    assert C.ProtectionBlocked(0, 3, C.ACCIDENTAL_FOUR, False) in ev
    assert (state.tokens, state.pot) == ([6, 0, 1, 3], 5)


def test_accidental_four_from_a_reroll():
    state = setup(3, dice=(5, 5, 5, 1), then=[5])
    state.apply("reroll 4")
    assert state.dice == [5, 5, 5, 5] and state.phase == C.PHASE_ROLL and state.roll == 2
    state.apply("stop")
    assert state.tokens == [7, 1, 1]


def test_announce_rules():
    assert "announce" in map(str, setup(3, dice=(6, 1, 6, 6)).legal_actions())
    assert "announce" not in map(str, setup(3, dice=(6, 6, 6, 6)).legal_actions())          # not exactly a triple
    assert "announce" not in map(str, setup(3, tokens=[0, 6, 3], dice=(6, 1, 6, 6)).legal_actions())  # no token
    assert "announce" in map(str, setup(3, dice=(6, 1, 6, 6), roll=2).legal_actions())
    state = setup(3, dice=(6, 1, 6, 6), then=[2, 2, 2, 3])
    state.apply("reroll 2")                                  # → roll 2: 6-2-6-6
    state.apply("reroll 1 3 4")                              # → roll 3: 2-2-2-3, a triple after roll 3
    assert state.phase == C.PHASE_TARGET and state.pending == C.SWAP
    assert C.Announce() not in state.legal_actions()         # too late to announce


def test_announced_four_success_takes_victim_and_pot():
    state = setup(3, tokens=[1, 4, 5], pot=2, dice=(1, 3, 3, 3), roll=2, then=[3])
    ev = state.apply("announce")
    assert of_type(ev, C.DiceRolled)[0] == C.DiceRolled(0, 3, (1,), (2, 3, 4), (3, 3, 3, 3), True)
    assert of_type(ev, C.CombinationFound)[0].kind == C.ANNOUNCED_FOUR
    ev = state.apply("target 2")
    assert (state.tokens, state.pot) == ([8, 4, 0], 0)
    assert not [e for e in of_type(ev, C.TokensMoved) if e.reason == "contract_compensation"]  # no triple effect


def test_announced_four_at_protected_is_void_pot_included():
    state = setup(3, tokens=[1, 4, 5], pot=2, dice=(3, 3, 3, 1), protected=(2,), then=[3])
    state.apply("announce")
    ev = state.apply("target 2")
    assert of_type(ev, C.ProtectionBlocked) and (state.tokens, state.pot) == ([1, 4, 5], 2)


def test_announced_four_failure_puts_at_most_two_and_no_triple_effect():
    state = setup(3, tokens=[1, 3, 3], pot=3, dice=(5, 5, 5, 1), then=[4])
    ev = state.apply("announce")
    assert not of_type(ev, C.CombinationFound)
    assert (state.tokens, state.pot) == ([0, 3, 3], 4)       # lost its only token, did not take the pot
    assert state.view(1).last_combination.kind == "failed_four"


# ---- goal and end ------------------------------------------------------------------------------------------------
def test_reaching_the_goal_wins_at_once():
    state = setup(2, tokens=[4, 2], pot=3, dice=(5, 5, 5, 1))
    ev = state.apply("stop")
    assert state.is_over and state.winners() == [0] and state.current_player is None
    assert of_type(ev, C.GameWon)[0] == C.GameWon((0,), "goal", (7, 2))
    assert state.legal_actions() == []


def test_goal_is_checked_after_the_whole_effect():
    state = setup(3, tokens=[7, 3, 0], pot=2, dice=(1, 1, 1, 2), then=[1])   # 7 + 3 = 10 ≥ 9, then caught → 8
    state.apply("stop")
    state.apply("target 1")
    assert not state.is_over and state.tokens == [8, 1, 0]


def test_simultaneous_reach_active_wins_then_seat_order():
    state = setup(3, tokens=[6, 9, 0], pot=3, dice=(5, 5, 5, 1))   # artificial: seat 1 already on the goal
    state.apply("stop")
    assert state.winners() == [0]
    state = setup(3, tokens=[9, 0, 9], pot=0, dice=(1, 2, 3, 5), active=1)
    state.apply("stop")
    assert state.winners() == [2]                             # first from the active seat 1: 2 before 0


def test_quick_preset_ends_after_eight_rounds_ties_share():
    state = setup(3, tokens=[4, 4, 1], pot=3, dice=(1, 2, 3, 5), active=2, options={"preset": "quick"})
    state.round = 8
    ev = state.apply("stop")
    assert state.is_over and state.winners() == [0, 1]
    assert of_type(ev, C.GameWon)[0].reason == "round_limit"


def test_quick_preset_full_game_lasts_at_most_eight_rounds():
    state = GAME.new_state(4, seed=3, options={"preset": "quick"})
    assert state.round_limit == 8
    pick = random.Random(3)
    starts = 0
    while not state.is_over:
        starts += len(of_type(state.apply(pick.choice(state.legal_actions())), C.TurnStarted))
    assert starts + 1 <= 8 * 4 and state.winners()


def test_bad_options_and_setup():
    with pytest.raises(ValueError, match="round_limit"):
        GAME.new_state(2, seed=0, options={"round_limit": -1})
    with pytest.raises(ValueError, match="whole number"):
        GAME.new_state(2, seed=0, options={"round_limit": "8"})
    with pytest.raises(ValueError):
        GAME.from_setup(2, tokens=[3, 3], pot=3, dice=(1, 2, 3, 7))


@pytest.mark.parametrize("text", ["reroll", "reroll 5", "reroll 1 1", "reroll a", "target", "target x", "roll", ""])
def test_parse_rejects_bad_text(text):
    with pytest.raises(IllegalAction, match="accepted"):
        GAME.parse_action(text)


def test_parse_sorts_positions():
    assert GAME.parse_action("reroll 3 1") == C.Reroll((1, 3)) and str(C.Reroll((1, 3))) == "reroll 1 3"


# ---- conservation and views ---------------------------------------------------------------------------------------
@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000), quick=st.booleans())
def test_tokens_are_conserved(players, seed, quick):
    state = GAME.new_state(players, seed=seed, options={"preset": "quick"} if quick else None)
    expected = 3 * players + 3
    pick = random.Random(seed)
    for _ in range(400):
        if state.is_over:
            break
        before = list(state.tokens) + [state.pot]
        events = state.apply(pick.choice(state.legal_actions()))
        after = list(state.tokens) + [state.pot]
        delta = [0] * (players + 1)
        for e in of_type(events, C.TokensMoved):
            assert 0 <= e.count <= e.requested
            delta[players if e.source == C.POT else e.source] -= e.count
            delta[players if e.dest == C.POT else e.dest] += e.count
        assert [a - b for a, b in zip(after, before, strict=True)] == delta         # every change is an announced move
        assert total(state) == expected and min(after) >= 0


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_every_seat_sees_the_same_public_facts(seed):
    state = GAME.new_state(4, seed=seed)
    pick = random.Random(seed)
    for _ in range(30):
        if state.is_over:
            break
        views = [state.view(s).to_dict() for s in range(4)] + [state.public_view().to_dict()]
        for v in views:
            v.pop("seat"), v.pop("legal")
            json.dumps(v)
        assert all(v == views[0] for v in views)
        v = state.view(state.current_player)
        assert list(v.dice) == state.dice and list(v.tokens) == state.tokens and v.pot == state.pot
        state.apply(pick.choice(state.legal_actions()))


def test_to_dict_round_trip_in_target_phase():
    state = setup(3, dice=(1, 1, 1, 5), protected=(1,))
    state.apply("stop")
    data = json.loads(json.dumps(state.to_dict()))
    again = GAME.from_dict(data)
    assert again.phase == C.PHASE_TARGET and again.pending == C.HEIST and again.protected == {1}
    assert again.to_dict() == data
    with pytest.raises(ValueError):
        GAME.from_dict({**data, "state": {**data["state"], "phase": "dancing"}})
