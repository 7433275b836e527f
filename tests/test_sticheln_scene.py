"""The Sticheln table scene driven headless: demo runs, a human's real choices through intents, the curtain and the
privacy rule, the lobby's per-game option rows."""

from __future__ import annotations

import pytest
from scene_helpers import make_table, press, ready_for, run_until

from thieves_arcade.app import cli
from thieves_arcade.app.loop import STEP
from thieves_arcade.engine import sticheln as S
from thieves_arcade.input.intents import Intent
from thieves_arcade.scenes import playable_games, table_class
from thieves_arcade.scenes import sticheln as scene_mod
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.scenes.sticheln import painter as sticheln_painter


def make(app, seats, seed=5, speed=20.0, options=None):
    return make_table(app, "sticheln", seats, seed, speed, options)


def faces_drawn(app, scene, monkeypatch) -> set:
    """The card faces one frame draws, as (colour, rank)."""
    calls = set()
    real = sticheln_painter.card_face
    monkeypatch.setattr(sticheln_painter, "card_face", lambda c, r, *a: calls.add((c, r)) or real(c, r, *a))
    scene.draw(app.surface)
    monkeypatch.setattr(sticheln_painter, "card_face", real)
    return calls


def hand_of(scene, seat) -> set:
    return {(c.colour, c.rank) for c in scene.state.view(seat).hand}


@pytest.mark.parametrize("players,extra", [(3, []), (4, ["--option", "rules=published"])])
def test_headless_demo_exits_0_with_final_scores(players, extra, capsys):
    argv = ["--headless", "--demo", "sticheln", "--players", str(players), "--seed", "3", "--bots", "easy", *extra]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "final scores:" in out
    assert len(out.strip().splitlines()[-1].split(":")[1].split()) == players


def test_registered_as_playable():
    assert "sticheln" in playable_games()
    assert table_class("sticheln") is scene_mod.StichelnTable


def test_human_marks_a_pain_card_then_plays_a_chosen_card(app):
    scene = make(app, ["kb:left", "easy", "easy"], seed=4)
    assert scene.side(0) == "bottom"
    run_until(app, ready_for(scene, 0))
    hand = list(scene.view.hand)
    press(app, "kb:left", Intent.RIGHT, Intent.RIGHT, Intent.LEFT, Intent.RIGHT)  # cursor on the 3rd card
    assert scene.chosen(scene.view) == S.ChoosePain(hand[2])
    press(app, "kb:left", Intent.CONFIRM)
    assert scene.state.pains[0] == [scene.state.code(hand[2])]
    run_until(app, ready_for(scene, 0))  # house rules: the dealer (seat 0) leads the first trick
    assert scene.view.phase == "play" and scene.view.my_pain == (hand[2],)
    legal = list(scene.view.legal)
    press(app, "kb:left", Intent.RIGHT, Intent.RIGHT, Intent.RIGHT, Intent.RIGHT, Intent.RIGHT)
    press(app, "kb:left", Intent.CONFIRM)
    played = [e for e in scene.events if isinstance(e, S.CardPlayed)]
    assert played[0].seat == 0 and played[0].card == legal[5].card
    run_until(app, lambda: not scene.timeline.busy)
    assert legal[5].card not in scene.view.hand


def test_other_devices_cannot_act_for_a_seat(app):
    scene = make(app, ["kb:left", "easy", "easy"])
    run_until(app, ready_for(scene, 0))
    press(app, "kb:right", Intent.CONFIRM)
    press(app, "pad:7", Intent.CONFIRM)
    assert [type(e).__name__ for e in scene.events] == []


def test_curtain_hides_every_hand_with_two_humans(app, monkeypatch):
    scene = make(app, ["kb:left", "normal", "kb:right"], seed=6)
    run_until(app, lambda: not scene.timeline.busy)
    assert scene.curtain_up and scene.view_seat is None
    private = hand_of(scene, 0) | hand_of(scene, 2)
    assert not faces_drawn(app, scene, monkeypatch) & private, "a hand card was drawn behind the curtain"
    press(app, "kb:right", Intent.CONFIRM)  # not seat 0's device: the curtain stays
    assert scene.curtain_up
    press(app, "kb:left", Intent.CONFIRM)
    assert not scene.curtain_up and scene.view_seat == 0
    shown = faces_drawn(app, scene, monkeypatch)
    assert shown >= hand_of(scene, 0), "seat 0 sees its own hand in the tray"
    assert not shown & hand_of(scene, 2), "never the other human's cards"
    press(app, "kb:left", Intent.CONFIRM)  # seat 0 marks its pain card
    run_until(app, lambda: scene.state.current_player == 2 and not scene.timeline.busy)
    assert scene.curtain_up and scene.view_seat is None and scene.view.hand == () and scene.view.my_pain == ()
    assert not faces_drawn(app, scene, monkeypatch) & (hand_of(scene, 0) | hand_of(scene, 2))
    press(app, "kb:right", Intent.CONFIRM)
    assert scene.view_seat == 2
    assert not faces_drawn(app, scene, monkeypatch) & hand_of(scene, 0)


def test_lone_human_sits_at_the_bottom_and_bots_only_draw_only_public_cards(app, monkeypatch):
    scene = make(app, ["easy", "easy", "kb:left", "easy"], seed=2)
    assert scene.side(2) == "bottom" and scene.side(0) != "bottom"
    run_until(app, ready_for(scene, 2))
    press(app, "kb:left", Intent.CONFIRM)  # its pain card
    run_until(app, lambda: scene.state.phase == "play" and not scene.timeline.busy
              and scene.state.current_player != 2)
    assert scene.view_seat == 2 and faces_drawn(app, scene, monkeypatch) >= hand_of(scene, 2)
    bots = make(app, ["easy"] * 4, seed=3, speed=30.0)
    public: set = set()
    for _ in range(20_000):
        app.step(STEP)
        if any(isinstance(e, (S.PainRevealed, S.RoundScored)) for e in bots.events):
            break
        public |= {(e.card.colour, e.card.rank) for e in bots.events if isinstance(e, S.CardPlayed)}
        assert bots.view_seat is None
        assert faces_drawn(app, bots, monkeypatch) <= public, "a card face was drawn before it was played"
    else:
        raise AssertionError("the round never ended")


def test_tally_totals_and_final_standings_match_the_engine(app):
    scene = make(app, ["easy", "normal", "easy"], seed=7, speed=60.0, options={"rounds": 2})
    tallies = []
    real = scene.draw_tally
    scene.draw_tally = lambda s, ev, t: tallies.append(ev.round) or real(s, ev, t)
    for _ in range(40_000):
        app.step(STEP)
        scene.draw(app.surface)
        if scene.state.is_over and not scene.timeline.busy:
            break
    assert scene.state.is_over
    assert sorted(set(tallies)) == list(range(1, len(scene.state.round_points) + 1))
    assert scene.m.scores == scene.state.scores()
    assert scene.m.result is not None and list(scene.m.result.winners) == scene.state.winners()


def test_lobby_offers_the_rule_set_and_never_a_combination_the_game_refuses(app):
    """Rules: Published, then 8 players (published takes 3–6): the row changed wins, Rules goes back to House;
    a house variant chosen under Published switches Rules to House; the 52-card deck brings the players to 4;
    Published puts the house variants back. START then starts the table (fresh player's pass, issue 21)."""
    app.scenes.clear()
    lobby = LobbyScene(app, "sticheln", seed=3)
    app.scenes.push(lobby)
    assert "rules" in lobby.ROWS and "standard_deck" in lobby.ROWS
    press(app, "kb:left", Intent.CONFIRM)  # join
    lobby.row = lobby.ROWS.index("rules")
    press(app, "kb:left", Intent.UP)
    assert lobby.options() == {"rules": "published"}
    lobby.row = lobby.ROWS.index("players")
    for _ in range(5):
        press(app, "kb:left", Intent.UP)  # 4 → 8 players: too many for the published rules
    assert lobby.players == 8 and lobby.options() == {}
    lobby.row = lobby.ROWS.index("rules")
    press(app, "kb:left", Intent.UP)  # Published again: the players come down to 6
    assert lobby.options() == {"rules": "published"} and lobby.players == 6
    for key in ("open_pain", "two_pains"):  # a house variant under Published: Rules switches to House
        lobby.row = lobby.ROWS.index(key)
        press(app, "kb:left", Intent.UP)
        assert lobby.options() == {key: True}, key
        lobby.row = lobby.ROWS.index("rules")
        press(app, "kb:left", Intent.UP)  # Published puts the variant back
        assert lobby.options() == {"rules": "published"}, key
    lobby.row = lobby.ROWS.index("standard_deck")
    press(app, "kb:left", Intent.UP)
    assert lobby.options() == {"standard_deck": True} and lobby.players == 4
    lobby.row = lobby.ROWS.index("rules")
    press(app, "kb:left", Intent.UP)
    lobby.row = lobby.ROWS.index("players")
    press(app, "kb:left", Intent.UP)
    assert lobby.options() == {"rules": "published"} and lobby.players == 5
    lobby.row = lobby.ROWS.index("start")
    press(app, "kb:left", Intent.CONFIRM)
    table = app.scenes.top
    assert lobby.error == ""
    assert isinstance(table, scene_mod.StichelnTable)
    assert table.state.rules == "published" and len(table.seats) == 5 and table.seats[0].device == "kb:left"


def test_every_set_up_the_lobby_offers_is_one_the_game_accepts(app):
    """From the first set-up, every sequence of up/down presses on the players and option rows (every reachable
    set-up, breadth first) gives options the engine's check accepts: the rows' ``needs`` cover its refusals."""
    lobby = LobbyScene(app, "sticheln", seed=3)
    rows = ["players", *(o.key for o in lobby.extra)]
    start = (lobby.players, tuple(sorted(lobby.choice.items())))
    seen, todo = {start}, [start]
    while todo:
        players, choice = todo.pop()
        for row in rows:
            for step in (1, -1):
                lobby.players, lobby.choice = players, dict(choice)
                lobby.row = lobby.ROWS.index(row)
                lobby.change(step)
                game = lobby.game
                opts = game.resolve_options({k: v for k, v in lobby.table_options().items() if k != "master_hint"})
                game.check_options(len(lobby.seats()), opts)  # raises ValueError on a refused set-up
                state = (lobby.players, tuple(sorted(lobby.choice.items())))
                if state not in seen:
                    seen.add(state)
                    todo.append(state)
    assert len(seen) > 100  # the walk went through the rows' values, not only the first set-up


def _view_with_trick(scene, rules: str, cards: list[str]):
    """Seat 0's view, with ``rules`` and a trick of ``cards`` ("red 9") played by seats 1, 2, … (a what-if)."""
    import dataclasses
    trick = tuple(S.Played(1 + k, scene.game.parse_action(f"play {c}").card) for k, c in enumerate(cards))
    return dataclasses.replace(scene.state.view(0), rules=rules, phase="play", trick=trick,
                               colours=S.COLOURS)


@pytest.mark.parametrize("rules,trick,card,wins", [
    ("house", ["red 9", "blue 3", "green 2"], "red 14", False),       # rules file, example 1: green 2 wins
    ("house", ["red 9", "blue 3", "green 2"], "green 3", True),
    ("published", ["red 9", "blue 3", "green 2"], "red 14", False),   # example 1 published: blue 3 wins
    ("published", ["red 9", "blue 3", "green 2"], "green 4", True),
    ("house", ["red 5", "blue 12", "blue 7"], "red 14", False),       # example 2: blue 12
    ("house", ["red 5", "blue 12", "blue 7"], "green 0", True),       # a new trump colour: its only card wins
    ("published", ["red 5", "blue 0"], "red 3", False),               # example 3: red 5 (a 0 never wins)
    ("published", ["red 5", "blue 0"], "red 6", True),
])
def test_would_win_follows_the_rule_set_in_force(app, rules, trick, card, wins):
    scene = make(app, ["kb:left", "easy", "easy", "easy"], seed=4)
    view = _view_with_trick(scene, rules, trick)
    assert view.would_win(scene.game.parse_action(f"play {card}").card) is wins


def test_would_win_says_nothing_on_a_lead_or_in_the_pain_phase(app):
    import dataclasses
    scene = make(app, ["kb:left", "easy", "easy"], seed=4)
    view = scene.state.view(0)
    card = view.hand[0]
    assert view.phase == "pain" and view.would_win(card) is None
    assert dataclasses.replace(view, phase="play", trick=()).would_win(card) is None


@pytest.mark.parametrize("rules", ["house", "published"])
def test_the_marker_on_the_cursor_card_matches_who_really_takes_the_trick(app, rules):
    """Whenever the human completes a trick, the marker drawn for the card under the cursor ("takes the trick" or
    "beaten") agrees with the engine's TrickWon that follows; tricks still open are marked "wins so far"/"beaten"."""
    from thieves_arcade.ui.probe import TextProbe, probing
    scene = make(app, ["kb:left", "easy", "easy", "easy"], seed=8, speed=40.0, options={"rules": rules})
    checked = {"takes the trick": 0, "beaten": 0, "wins so far": 0}
    while scene.state.round_no == 1 and not scene.state.is_over:
        run_until(app, lambda: ready_for(scene, 0)() or scene.state.round_no > 1)
        if scene.state.round_no > 1:
            break
        view = scene.view
        if view.phase == "play":
            press(app, "kb:left", *[Intent.RIGHT] * (len(checked) % 3))
            probe = TextProbe()
            with probing():
                scene.draw(probe)
            marks = [r.content for r in probe.records if r.content in checked]
            card = scene.chosen(scene.view).card
            if not view.trick:
                assert marks == []
            else:
                assert len(marks) == 1
                checked[marks[0]] += 1
            last = len(view.trick) == 3
            before = len(scene.events)
            press(app, "kb:left", Intent.CONFIRM)
            if last:
                won = [e for e in scene.events[before:] if isinstance(e, S.TrickWon)]
                assert won and (won[0].winner == 0) == (marks == ["takes the trick"]) == (won[0].winning == card)
                assert marks != ["wins so far"]
            elif view.trick:
                assert marks != ["takes the trick"]
        else:
            press(app, "kb:left", Intent.CONFIRM)
    assert sum(checked.values()) >= 5 and checked["beaten"] and (checked["takes the trick"] or checked["wins so far"])


def test_alt_shows_the_last_trick_until_the_next_intent(app, monkeypatch):
    scene = make(app, ["kb:left", "easy", "easy"], seed=4)
    run_until(app, ready_for(scene, 0))
    press(app, "kb:left", Intent.ALT)  # no trick taken yet: the panel says so
    assert scene.peek
    press(app, "kb:left", Intent.ALT)
    assert not scene.peek
    press(app, "kb:left", Intent.CONFIRM)  # pain card
    while True:  # play until a trick has been taken and it is seat 0's turn again
        run_until(app, ready_for(scene, 0))
        if scene.state.tricks_taken != [0, 0, 0]:
            break
        press(app, "kb:left", Intent.CONFIRM)
    last = {(p.card.colour, p.card.rank) for p in scene.view.last_trick}
    assert len(last) == 3
    closed = faces_drawn(app, scene, monkeypatch)
    press(app, "pad:9", Intent.ALT)  # not a seat's device
    assert not scene.peek
    press(app, "kb:left", Intent.ALT)
    assert scene.peek
    opened = faces_drawn(app, scene, monkeypatch)
    assert opened - closed == last - closed and last <= opened  # the panel adds the last trick's cards, only them
    press(app, "kb:left", Intent.RIGHT)  # the next intent closes it (and still moves the cursor)
    assert not scene.peek and scene.cursor == 1


def test_tray_caption_names_the_acting_human_when_not_the_bottom_seat(app, monkeypatch):
    scene = make(app, ["kb:left", "normal", "kb:right"], seed=6)
    run_until(app, lambda: not scene.timeline.busy)
    press(app, "kb:left", Intent.CONFIRM)  # seat 0 passes the curtain: its own hand, at the bottom
    assert scene.view_seat == 0 and scene.side(0) == "bottom"
    assert scene.tray_caption(scene.view) == ""
    press(app, "kb:left", Intent.CONFIRM)  # seat 0 marks its pain card
    run_until(app, lambda: scene.state.current_player == 2 and not scene.timeline.busy)
    press(app, "kb:right", Intent.CONFIRM)  # seat 2 passes the curtain: the tray shows seat 2's hand
    assert scene.view_seat == 2 and scene.side(2) != "bottom"
    caption = scene.tray_caption(scene.view)
    assert scene.seats[2].name in caption and scene.seats[0].name not in caption
    drawn = []
    real = sticheln_painter.blit_text
    monkeypatch.setattr(sticheln_painter, "blit_text",
                        lambda s, content, *a, **k: drawn.append(content) or real(s, content, *a, **k))
    scene.draw(app.surface)
    assert any(scene.seats[2].name in line for line in drawn), "the caption is drawn"
