"""Pickpockets (oodlar) engine: worked examples, every rule and [D] decision, conservation, view secrecy."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thieves_arcade.engine import IllegalAction, get_game
from thieves_arcade.engine.oodlar import (
    DECK,
    DECK_COUNTS,
    PILES,
    GameOver,
    HandsUp,
    KnownTake,
    Note,
    Peeked,
    Ran,
    Reordered,
    Returned,
    Showdown,
    Stole,
    Swapped,
    marked_count,
    money,
)

GAME = get_game("oodlar")
N = Note.parse

# 18 notes: 10 ×4/×2m, 20 ×4/×2m, 30 ×2, 40m, 50 ×2/×1m
ALL = ["10", "10", "10", "10", "10m", "10m", "20", "20", "20", "20", "20m", "20m", "30", "30", "40m", "50", "50", "50m"]


def rest_of(*hands):
    """The notes of ALL not in ``hands`` (each a list of note texts, or one note text)."""
    left = Counter(ALL)
    for h in hands:
        left -= Counter([h] if isinstance(h, str) else h)
    return list(left.elements())


def setup(players, hands, turn=0, pile_a=None):
    """A position with ``hands``; pile A is ``pile_a`` (or half of the rest) and pile B the remainder."""
    left = rest_of(*hands)
    if pile_a is None:
        pile_a = left[: len(left) // 2]
    b = list((Counter(left) - Counter(pile_a)).elements())
    return GAME.from_setup(players, {"A": pile_a, "B": b}, hands, turn=turn)


def last_over(events):
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1
    return over[0]


# ---- components and setup ---------------------------------------------------------------------------------------
def test_deck_matches_the_table():
    assert len(DECK) == 18
    clean = [n for n in DECK if not n.marked]
    marked = [n for n in DECK if n.marked]
    assert (len(clean), money(clean)) == (12, 280)
    assert (len(marked), money(marked)) == (6, 150)
    assert Counter(DECK) == Counter(map(N, ALL))
    assert Note(30, True) not in DECK_COUNTS and DECK_COUNTS[Note(40, True)] == 1 and Note(40, False) not in DECK_COUNTS


def test_setup_two_piles_of_nine_seat_zero_starts():
    for players in (3, 4):
        s = GAME.new_state(players, seed=7)
        v = s.view(0)
        assert v.pile_sizes == (9, 9) and v.hand_sizes == (0,) * players
        assert s.current_player == 0 and v.phase == "turn"
        assert Counter(s.piles["A"] + s.piles["B"]) == DECK_COUNTS
    assert GAME.new_state(3, seed=1).piles != GAME.new_state(3, seed=2).piles


def test_turn_actions_listed():
    s = GAME.new_state(3, seed=1)
    assert [str(a) for a in s.legal_actions()] == ["steal A", "steal B", "swap A", "swap B", "peek A", "peek B", "run"]


# ---- worked examples ----------------------------------------------------------------------------------------------
def test_example_1_hands_up_arrests_seat_0_and_seat_1_also_wins():
    s = setup(3, [["50", "20m", "10m"], ["30", "20"], []], turn=2)
    s.apply("peek A")
    while s.phase == "order":
        s.apply(s.legal_actions()[0])
    events = s.apply("hands up")
    assert isinstance(events[0], HandsUp) and events[0].seat == 2
    over = last_over(events)
    assert over.reason == "arrest" and over.ended_by == 2
    assert list(over.winners) == [1, 2] and s.winners() == [1, 2]
    assert over.money[:2] == (80, 50) and over.marked[:2] == (2, 0)


def test_example_2_four_players_run_with_80_and_one_marked_wins():
    s = setup(4, [["30"], ["50", "20", "10m"], ["20"], []], turn=1)
    events = s.apply("run")
    assert isinstance(events[0], Ran)
    over = last_over(events)
    assert (over.reason, list(over.winners)) == ("escape", [1])


def test_example_3_three_players_same_run_fails_richest_clean_other_wins():
    s = setup(3, [["30"], ["50", "20", "10m"], ["50m", "20m", "10"]], turn=1)
    over = last_over(s.apply("run"))
    # seat 2 is richer ($80) but holds 2 marked: seat 0 ($30, clean) wins
    assert (over.reason, list(over.winners)) == ("failed escape", [0])


# ---- endings and [D] ------------------------------------------------------------------------------------------------
def peek_and(s, pile, final):
    s.apply(f"peek {pile}")
    while s.phase == "order":
        s.apply(s.legal_actions()[0])
    return s.apply(final)


def test_false_alarm_police_loses_richest_other_wins():
    s = setup(3, [["50", "20m"], ["30", "10"], ["50m", "40m", "20m"]], turn=2)
    over = last_over(peek_and(s, "A", "hands up"))
    # the police's own 3 marked notes are ignored; nobody else holds 2+
    assert (over.reason, list(over.winners)) == ("false alarm", [0])


def test_arrest_with_no_clean_other_only_police_wins():
    s = setup(3, [["20m", "10m"], ["50m", "40m"], []], turn=2)
    over = last_over(peek_and(s, "B", "hands up"))
    assert (over.reason, list(over.winners)) == ("arrest", [2])


def test_arrest_ties_for_richest_clean_are_shared():
    s = setup(4, [["20m", "10m"], ["30", "20"], ["50"], []], turn=3)
    over = last_over(peek_and(s, "A", "hands up"))
    assert list(over.winners) == [1, 2, 3]


def test_run_needs_money_and_at_most_one_marked():
    # enough money but two marked
    s = setup(3, [["50", "50", "20m", "10m"], ["10"], ["20"]])
    over = last_over(s.apply("run"))
    assert (over.reason, list(over.winners)) == ("failed escape", [2])
    # exactly the target, clean: escape
    s = setup(3, [["50", "30", "20"], ["10"], ["20"]])
    assert list(last_over(s.apply("run")).winners) == [0]
    s = setup(4, [["50", "20"], ["10"], ["20"], []])
    assert last_over(s.apply("run")).reason == "failed escape"


def test_nobody_wins_when_nobody_qualifies():
    s = setup(3, [["50"], ["20m", "10m"], ["50m", "40m"]])
    over = last_over(s.apply("run"))
    assert (over.reason, list(over.winners)) == ("failed escape", []) and s.winners() == []


def test_empty_wallet_ends_at_the_start_of_a_turn():
    hands = [rest_of()[:8], rest_of()[8:16], []]
    last = rest_of(*hands)
    s = GAME.from_setup(3, {"A": [last[0]], "B": [last[1]]}, hands, turn=2)
    s.apply("steal A")
    assert not s.is_over
    assert [str(a) for a in s.legal_actions()] == ["steal B", "swap B", "peek B", "run"]
    events = s.apply("steal B")
    assert isinstance(events[0], Stole) and isinstance(events[1], Showdown)
    over = last_over(events)
    assert over.reason == "empty wallet" and over.ended_by is None
    clean = [seat for seat in range(3) if over.marked[seat] < 2]
    best = max(over.money[seat] for seat in clean)
    assert list(over.winners) == [seat for seat in clean if over.money[seat] == best]


def test_moves_needing_a_card_from_an_empty_pile_are_illegal():
    s = GAME.from_setup(3, {"A": [], "B": ["30"]}, [rest_of("30")[:10], rest_of("30")[10:], []])
    legal = [str(a) for a in s.legal_actions()]
    assert legal == ["steal B", "swap B", "peek B", "run"]
    for text in ("steal A", "swap A", "peek A"):
        with pytest.raises(IllegalAction):
            s.apply(text)


# ---- moves --------------------------------------------------------------------------------------------------------
def test_steal_announces_the_true_value_only():
    s = setup(3, [[], [], []], pile_a=["50m"] + rest_of("50m")[:8])
    events = s.apply("steal A")
    assert events == [Stole(0, "A", 50)]
    assert "marked" not in json.dumps([e.to_dict() for e in events])
    assert s.view(0).hand == (Note(50, True),)
    assert s.view(1).hand == () and s.view(1).log[-1].value == 50 and s.view(1).hand_sizes == (1, 0, 0)
    assert s.current_player == 1


def test_swap_then_return_any_card_to_either_pile():
    s = setup(3, [["20m", "30"], [], []], pile_a=["50"] + rest_of("20m", "30", "50")[:8])
    assert s.apply("swap A") == [Swapped(0, "A")]
    assert s.phase == "return" and s.current_player == 0
    assert [str(a) for a in s.legal_actions()] == [f"return {k} {p}" for k in (1, 2, 3) for p in PILES]
    assert s.view(0).hand == (N("20m"), N("30"), N("50"))
    assert s.apply("return 1 B") == [Returned(0, "B")]
    assert s.hands[0] == [N("30"), N("50")] and s.piles["B"][0] == N("20m")
    # the swapper knows the note it put on B; nobody else does
    assert s.view(0).known[1] == (N("20m"),) and s.view(1).known == ((), ())
    assert [e.move for e in s.view(1).log] == ["swap", "return"] and s.view(1).log[0].value is None
    assert s.current_player == 1


def test_peek_order_one_card_at_a_time():
    pile = ["10", "20m", "30"]
    s = GAME.from_setup(3, {"A": pile, "B": rest_of(*[pile])[:9]}, [rest_of(pile)[9:], [], []], turn=0)
    assert s.apply("peek A") == [Peeked(0, "A", 3)]
    v = s.view(0)
    assert v.phase == "order" and v.seen == tuple(map(N, pile)) and v.placed == ()
    assert s.view(1).seen == () and s.view(1).known == ((), ())
    assert [str(a) for a in s.legal_actions()] == ["order 1", "order 2", "order 3"]
    s.apply("order 3")
    assert [str(a) for a in s.legal_actions()] == ["order 1", "order 2"] and s.view(0).placed == (3,)
    events = s.apply("order 1")
    assert events[-1] == Reordered(0, "A")
    assert s.piles["A"] == [N("30"), N("10"), N("20m")]  # the rules' "order 3 1 2"
    assert s.view(0).known[0] == (N("30"), N("10"), N("20m"))
    assert [str(a) for a in s.legal_actions()] == ["hands up", "done"]
    s.apply("done")
    assert s.current_player == 1 and s.piles["A"] == [N("30"), N("10"), N("20m")]


def test_peek_of_a_one_note_pile_needs_no_order():
    s = GAME.from_setup(3, {"A": ["40m"], "B": rest_of("40m")[:9]}, [rest_of("40m")[9:], [], []])
    events = s.apply("peek A")
    assert events == [Peeked(0, "A", 1), Reordered(0, "A")] and s.phase == "decide"


def test_whole_order_text_is_a_clear_error():
    with pytest.raises(IllegalAction, match="'order 3', then 'order 1'"):
        GAME.parse_action("order 3 1 2")
    for bad in ("steal C", "return 0 A", "order 0", "hands", "jump"):
        with pytest.raises(IllegalAction, match="accepted"):
            GAME.parse_action(bad)


def test_order_positions_cannot_repeat():
    s = GAME.new_state(3, seed=3)
    s.apply("peek B")
    s.apply("order 2")
    with pytest.raises(IllegalAction):
        s.apply("order 2")


# ---- memory [D] ---------------------------------------------------------------------------------------------------
def peeked_state():
    pile = ["20m", "50", "10m", "30"]
    s = GAME.from_setup(3, {"A": pile, "B": rest_of(pile)[:9]}, [rest_of(pile)[9:], [], []], turn=0)
    s.apply("peek A")
    s.apply("order 1")
    s.apply("order 2")
    s.apply("order 3")
    s.apply("done")
    return s


def test_memory_follows_takes_and_records_known_takes():
    s = peeked_state()
    s.apply("swap A")  # seat 1 takes the 20m unannounced
    assert s.view(0).known[0] == (N("50"), N("10m"), N("30"))
    assert s.view(0).known_takes == (KnownTake(1, N("20m")),)
    assert s.view(0).log[1].move == "swap"
    s.apply("return 1 B")
    s.apply("steal A")  # seat 2 steals the 50
    assert s.view(0).known[0] == (N("10m"), N("30"))
    assert s.view(0).known_takes[-1] == KnownTake(3, N("50"))
    assert s.view(1).known_takes == () and s.view(2).known_takes == ()


def test_memory_cleared_by_someone_elses_return_or_peek():
    s = peeked_state()
    s.apply("swap B")
    s.apply("return 1 A")  # seat 1 puts a note on A: seat 0 forgets A
    assert s.view(0).known == ((), ()) and s.view(1).known[0] == (s.piles["A"][0],)
    s = peeked_state()
    s.apply("peek A")
    s.apply("order 4")
    assert s.view(0).known[0] == ()


def test_own_return_goes_on_top_of_memory():
    s = peeked_state()
    s.apply("steal B")
    s.apply("steal B")
    s.apply("swap A")  # seat 0 takes the 20m from the top of the pile it knows
    s.apply(f"return {len(s.hands[0])} A")  # and puts it back
    assert s.view(0).known[0] == (N("20m"), N("50"), N("10m"), N("30")) == tuple(s.piles["A"])


# ---- conservation and secrecy (properties) ------------------------------------------------------------------------
def random_steps(players, seed, steps):
    s = GAME.new_state(players, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        runs = [a for a in legal if str(a) in ("run", "hands up")]
        choices = [a for a in legal if a not in runs] or legal  # keep games going
        s.apply(pick.choice(choices))
    return s


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 4), st.integers(0, 10_000), st.integers(0, 60))
def test_all_eighteen_notes_are_always_somewhere(players, seed, steps):
    s = GAME.new_state(players, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(pick.choice(s.legal_actions()))
        assert Counter(s.piles["A"] + s.piles["B"] + [n for h in s.hands for n in h]) == DECK_COUNTS
        assert sum(s.view(0).pile_sizes) + sum(s.view(0).hand_sizes) == 18
    for seat in range(players):  # memory is always true: a prefix of the pile
        for p in PILES:
            known = s.memory[seat].get(p, [])
            assert s.piles[p][: len(known)] == known


def perturb_hidden(s, seat, rng):
    """Change facts ``seat`` cannot know: relabel two same-value notes of different marks that neither ``seat`` nor
    anyone's memory placed, and shuffle the unknown bottom of each pile. Returns whether anything changed."""
    takers = {s.log[k.index].seat for k in s.known_takes[seat]}
    slots = []  # (container, index)
    for other in range(s.players):
        if other != seat and other not in takers:
            slots += [(s.hands[other], i) for i in range(len(s.hands[other]))]
    changed = False
    for p in PILES:
        depth = max((len(m.get(p, [])) for m in s.memory), default=0)
        slots += [(s.piles[p], i) for i in range(depth, len(s.piles[p]))]
        bottom = s.piles[p][depth:]
        shuffled = bottom[:]
        rng.shuffle(shuffled)
        if shuffled != bottom:
            s.piles[p][depth:] = shuffled
            changed = True
    pairs = [(a, b) for a in slots for b in slots
             if a[0][a[1]].value == b[0][b[1]].value and a[0][a[1]].marked != b[0][b[1]].marked]
    if pairs:
        (ca, ia), (cb, ib) = rng.choice(pairs)
        ca[ia], cb[ib] = cb[ib], ca[ia]
        changed = True
    return changed


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 4), st.integers(0, 10_000), st.integers(0, 40))
def test_views_do_not_depend_on_hidden_facts(players, seed, steps):
    s = random_steps(players, seed, steps)
    for seat in range(players):
        before = json.dumps(s.view(seat).to_dict(), sort_keys=True)
        public = json.dumps(s.public_view().to_dict(), sort_keys=True)
        other = s.clone()
        if not perturb_hidden(other, seat, random.Random(seed + seat)):
            continue
        assert Counter(other.piles["A"] + other.piles["B"] + [n for h in other.hands for n in h]) == DECK_COUNTS
        if not s.is_over:
            assert json.dumps(other.view(seat).to_dict(), sort_keys=True) == before
            assert json.dumps(other.public_view().to_dict(), sort_keys=True) == public


def test_view_hides_other_marks_explicitly():
    hands = [["20"], ["20m"], []]
    a = setup(3, hands, turn=2, pile_a=["20"] + rest_of("20", "20m", "20")[:8])
    b_hands = [["20"], ["20"], []]
    b = setup(3, b_hands, turn=2, pile_a=["20m"] + rest_of("20", "20", "20m")[:8])
    for seat in (0, 2):
        assert a.view(seat).to_dict() == b.view(seat).to_dict()
    assert a.view(1).to_dict() != b.view(1).to_dict()
    assert a.public_view().to_dict() == b.public_view().to_dict()


def test_events_carry_no_marks_before_the_showdown():
    for seed in range(15):
        s = GAME.new_state(3 + seed % 2, seed=seed)
        pick = random.Random(seed)
        while not s.is_over:
            events = s.apply(pick.choice(s.legal_actions()))
            for e in events:
                if not isinstance(e, (Showdown, GameOver)):
                    assert "marked" not in json.dumps(e.to_dict())
                    assert set(e.to_dict()) <= {"type", "seat", "pile", "value", "size", "placed"}


def test_showdown_makes_hands_public():
    s = setup(3, [["50", "20m"], ["30"], ["10m"]])
    events = s.apply("run")
    assert events[1] == Showdown((((50, False), (20, True)), ((30, False),), ((10, True),)))
    for seat in (None, 0, 1, 2):
        v = s.public_view() if seat is None else s.view(seat)
        assert v.showdown == ((N("50"), N("20m")), (N("30"),), (N("10m"),))
        assert v.reason == "failed escape" and v.winners == (1,)  # $70 < $100
    assert s.scores() == [70, 30, 10] and marked_count(s.hands[0]) == 1


def test_from_setup_and_from_dict_reject_bad_positions():
    with pytest.raises(ValueError, match="18 notes"):
        GAME.from_setup(3, {"A": ALL[:9], "B": ALL[9:17]}, [[], [], []])
    with pytest.raises(ValueError, match="no 30m"):
        Note.parse("30m")
    s = GAME.new_state(3, seed=2)
    s.apply("peek A")
    s.apply("order 5")
    data = json.loads(json.dumps(s.to_dict()))
    again = GAME.from_dict(data)
    assert again.view(0).to_dict() == s.view(0).to_dict()
    data["state"]["hands"][0].append("40m")
    with pytest.raises(ValueError):
        GAME.from_dict(data)
