"""Issue 15, part 1-2 and 7: seats survive every device change (virtual SDL pads through the real event path).

A seat remembers its owner's device identity; a returning pad finds its own seat; identical pads are asked "Which
player are you?" before any private view; one pause lists every waiting seat and reflects a returning pad at once;
a seat a bot took can be taken back; the stack tells the table before its pause; the party handles a pad lost
between games; the pause never shows a private view and the curtain returns on resume.
"""

from __future__ import annotations

import pygame
import pytest
from support import plug, probed

from thieves_arcade.input.binding import Ask, DeviceInfo, Rebound, SeatBinding
from thieves_arcade.input.intents import DeviceChange, Intent, IntentEvent
from thieves_arcade.scenes.pause import PauseScene
from thieves_arcade.scenes.table import Seat, TableScene
from thieves_arcade.ui.scene import Scene, SceneStack


def table_with(app, seats, game="cite"):
    table = TableScene(app, game, seats, {"preset": "quick"} if game == "cite" else {}, 6, speed=20.0)
    app.scenes.clear(table)
    return table


def drawn_texts(scene) -> list[str]:
    return [r.content for r in probed(scene.draw).records]


def pauses(app):
    return [s for s in app.scenes if isinstance(s, PauseScene)]


# ---- the binding itself ---------------------------------------------------------------------------------------------
def test_binding_matches_identity_asks_for_identical_models_and_never_turns_a_human_into_a_bot():
    seats = [Seat(0, device="pad:1", number=1, identity="pad:X"), Seat(1, device="pad:2", number=2, identity="pad:X"),
             Seat(2, device="pad:3", number=3, identity="pad:Y"), Seat(3, "Magpie", level="easy")]
    b = SeatBinding(seats)
    assert b.lost("pad:3") == [2] and b.lost("pad:1") == [0] and b.lost("pad:2") == [1]
    assert all(s.device is not None for s in seats[:3])        # waiting seats stay human seats
    assert b.returned(DeviceInfo("pad:9", "pad", "pad:Y", exact=False)) == Rebound(2, "pad:9")
    ask = b.returned(DeviceInfo("pad:10", "pad", "pad:X", exact=False))
    assert ask == Ask("pad:10", (0, 1)) and b.waiting == {0, 1}
    assert b.returned(DeviceInfo("pad:11", "pad", "pad:Z")) is None   # a stranger takes nothing by itself
    other = b.returned(DeviceInfo("pad:12", "pad", "pad:X", exact=False))
    assert other == Ask("pad:12", (0, 1))
    assert b.choose("pad:10", 1)                                # "I am Player 2"
    assert seats[1].device == "pad:10" and seats[0].device == "pad:12"   # the other pad is the other player
    assert not b.waiting and not b.asking
    b.to_bot(2)
    assert seats[2].is_bot and b.reclaimable() == [2] and seats[2].identity == "pad:Y"
    b.take(2, "kb:left")
    assert seats[2].device == "kb:left" and not b.reclaimable()
    with pytest.raises(ValueError):
        b.take(0, "kb:left")


def test_device_changes_reach_every_scene_bottom_first():
    heard = []

    class Rec(Scene):
        def __init__(self, tag):
            super().__init__(None)
            self.tag = tag

        def device_changed(self, change):
            heard.append(self.tag)

    stack = SceneStack()
    for tag in ("party", "table", "pause"):
        stack.push(Rec(tag))
    stack.device_changed(DeviceChange("pad:1", False))
    assert heard == ["party", "table", "pause"]


# ---- a table with pads ------------------------------------------------------------------------------------------
def test_two_different_pads_return_in_either_order_to_their_own_seats(app):
    xbox, ps = plug(app, "xbox"), plug(app, "playstation")
    table = table_with(app, [xbox.device, ps.device, "normal"])
    xbox.unplug()
    ps.unplug()
    app.pump()
    assert table.disconnected == {0, 1} and len(pauses(app)) == 1   # ONE pause for both seats
    pause = pauses(app)[0]
    assert "Player 1" in pause.reason and "Player 2" in pause.reason
    keys = [k for _l, k in pause.menu.items]
    assert {"bot:0", "dev:0", "bot:1", "dev:1"} <= set(keys) and "resume" in pause.menu.disabled
    ps2 = plug(app, "playstation")                               # Player 2's pad comes back first
    assert table.seats[1].device == ps2.device and table.seats[0].device == xbox.device  # not the lowest seat
    assert table.disconnected == {0}
    xbox2 = plug(app, "xbox")
    assert table.seats[0].device == xbox2.device and not table.disconnected
    assert pause.menu.key == "resume" and pause.resumable and not pause.reason  # Resume focused at once
    xbox2.press("a")                                             # ... so the returning player's A resumes
    app.pump()
    assert app.scenes.top is table and table.seats[0].is_human and table.seats[1].is_human


def test_identical_pads_are_asked_which_player_they_are_before_any_private_view(app):
    pads = [plug(app), plug(app)]                                # two identical virtual pads: same GUID, no serial
    table = table_with(app, [pads[0].device, pads[1].device, "normal"])
    assert table.seats[0].identity == table.seats[1].identity
    for pad in pads:
        pad.unplug()
    app.pump()
    back = plug(app)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and table.binding.asking and not pause.resumable
    assert table.disconnected == {0, 1}                          # nobody seated until it answers
    assert table.allowed_private_seat() is None
    assert "Which player are you?" in drawn_texts(pause)
    app.send(IntentEvent("kb:left", Intent.CONFIRM))             # someone else's confirm does not answer for it
    assert table.binding.asking
    back.press("dpdown")
    back.press("a")                                              # "I am Player 2"
    app.pump()
    assert table.seats[1].device == back.device and table.disconnected == {0}
    other = plug(app)
    assert table.seats[0].device == other.device and not table.disconnected  # the one seat left: no question
    assert pause.menu.key == "resume"


def test_another_device_then_resume_is_focused_not_quit(app):
    pad, spare = plug(app), plug(app, "nintendo")
    table = table_with(app, [pad.device, "kb:left", "normal"])
    pad.unplug()
    app.pump()
    pause = app.scenes.top
    pause.menu.index = [k for _l, k in pause.menu.items].index("dev:0")
    app.send(IntentEvent("kb:right", Intent.CONFIRM))
    assert pause.waiting == 0
    app.send(IntentEvent("kb:left", Intent.CONFIRM))             # a seated device cannot take a second seat
    assert pause.waiting == 0
    spare.press("a")
    app.pump()
    assert table.seats[0].device == spare.device and pause.waiting is None
    assert pause.menu.key == "resume"                            # the new player's next confirm resumes
    spare.press("a")
    app.pump()
    assert app.scenes.top is table


def test_a_seat_taken_by_a_bot_can_be_taken_back_from_the_pause(app):
    pad = plug(app)
    table = table_with(app, [pad.device, "kb:left", "normal"])
    pad.unplug()
    app.pump()
    pause = app.scenes.top
    assert pause.menu.key == "bot:0"
    app.send(IntentEvent("kb:left", Intent.CONFIRM))             # let a bot play Player 1
    assert table.seats[0].is_bot and pause.menu.key == "resume"
    back = plug(app)
    assert table.seats[0].is_bot                                 # a returning pad never takes a bot's seat silently
    keys = [k for _l, k in pause.menu.items]
    assert "back:0" in keys
    pause.menu.index = keys.index("back:0")
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    back.press("a")
    app.pump()
    assert table.seats[0].device == back.device and 0 not in table.bots
    assert table.seats[0].name == "Player 1"


def test_pause_hint_and_menu_fit(app):
    pads = [plug(app), plug(app, "xbox")]
    table = table_with(app, [pads[0].device, pads[1].device, "normal"])
    for pad in pads:
        pad.unplug()
    app.pump()
    pause = app.scenes.top
    assert len(pause.menu.items) >= 8                            # resume, 2 × 2 hand-offs, how to, settings, quit
    texts = drawn_texts(pause)
    assert texts.count("Resume") == 1                            # the (disabled) entry, not a "back: Resume" hint
    box = pygame.Rect(1920 / 2 - 600, 1080 / 2 - 410, 1200, 820)
    rows = min(len(pause.menu.items), 450 // pause.menu.gap)
    top = box.top + 200 + 450 / 2 - (rows - 1) * pause.menu.gap / 2
    assert top - pause.menu.gap / 2 >= box.top + 190 and top + (rows - 0.5) * pause.menu.gap <= box.bottom - 100
    for record in probed(pause.draw).records:                                 # every line drawn stays inside the panel
        assert box.contains(record.rect), record
    for pad in pads:                                             # both return: the hint offers back → Resume
        pad.unplug()
    plug(app)
    plug(app, "xbox")
    assert not table.disconnected
    assert drawn_texts(pause).count("Resume") == 2


def test_pause_never_draws_a_private_view_and_the_curtain_returns(app):
    pad = plug(app)
    table = table_with(app, ["kb:left", pad.device, "normal"], game="sticheln")  # hands: a secret (Cité has none)
    for _ in range(20_000):
        if table.curtain_up:
            break
        app.step()
    cp = table.state.current_player
    app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))  # the acting human passes the curtain
    assert table.view_seat == cp
    seen = []
    original = table.draw_table
    table.draw_table = lambda surface, view, private: (seen.append((view.seat, private)), original(surface, view,
                                                                                                   private))[1]
    app.send(IntentEvent("kb:right", Intent.PAUSE))              # somebody else pauses during the private turn
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    pause.draw(app.surface)
    assert seen and all(private is None for _seat, private in seen)
    app.send(IntentEvent("kb:right", Intent.BACK))               # resume
    assert app.scenes.top is table and table.curtain_up and table.view_seat is None


def test_table_keeps_bot_seats_bot_and_human_seats_human_over_plugging(app):
    pad = plug(app)
    table = table_with(app, [pad.device, "normal", "normal"])
    for _ in range(3):
        pad.unplug()
        app.pump()
        assert table.seats[0].is_human and table.disconnected == {0} and len(pauses(app)) == 1
        pad = plug(app)
        assert table.seats[0].device == pad.device
    assert [s.is_bot for s in table.seats] == [False, True, True]


# ---- the party between games ----------------------------------------------------------------------------------
def party_on_standings(app, pad):
    from thieves_arcade.party import Party
    from thieves_arcade.scenes.party import PartyScene, game_ranges
    party = Party.new([pad.device, "kb:left", "normal"], 3, game_ranges(), "tour", 3)
    scene = PartyScene(app, party, autosave=False)
    app.scenes.clear(scene)
    for _ in range(60):
        app.step()
    return scene


@pytest.mark.parametrize("path", ["replug", "bot"])
def test_a_pad_lost_on_the_standings_is_handled_before_the_next_game(app, path):
    pad = plug(app, "playstation")
    scene = party_on_standings(app, pad)
    pad.unplug()
    app.pump()
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and pause.table is scene and scene.disconnected == {0}
    assert "Player 1" in pause.reason
    app.send(IntentEvent("kb:left", Intent.BACK))                # no resume while the seat waits
    assert app.scenes.top is pause
    if path == "replug":
        back = plug(app, "playstation")
        assert pause.menu.key == "resume" and scene.roster[0].device == back.device
        back.press("a")
        app.pump()
    else:
        assert pause.menu.key == "bot:0"
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.send(IntentEvent("kb:left", Intent.BACK))
    assert app.scenes.top is scene
    for _ in range(60):
        app.step()
    app.send(IntentEvent("kb:left", Intent.CONFIRM))             # the next game starts with the seat settled
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.seats[0].is_human == (path == "replug") and not table.disconnected
    if path == "replug":
        assert table.seats[0].device == back.device


def test_the_party_cannot_start_a_game_for_a_gone_pad(app):
    pad = plug(app)
    scene = party_on_standings(app, pad)
    pad.unplug()
    app.pump()
    app.scenes.pop()                                             # (even if the pause were closed somehow)
    scene.advance()
    assert isinstance(app.scenes.top, PauseScene)                # it asks again instead of a stalled table


# ---- the lobby (part 4) -------------------------------------------------------------------------------------------
def test_lobby_players_keep_number_colour_and_symbol_when_someone_leaves(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    pads = [plug(app) for _ in range(2)]
    lobby = LobbyScene(app, "pickpocket", seed=1)
    app.scenes.clear(lobby)
    for dev in ("kb:left", "kb:right", pads[0].device, pads[1].device):
        app.send(IntentEvent(dev, Intent.CONFIRM))
    assert lobby.slot == {"kb:left": 0, "kb:right": 1, pads[0].device: 2, pads[1].device: 3}
    app.send(IntentEvent(pads[0].device, Intent.BACK))           # Player 3 leaves
    assert lobby.slot[pads[1].device] == 3                       # Player 4 stays Player 4 (colour, symbol)
    texts = drawn_texts(lobby)
    assert "Player 4" in texts and "Player 3" not in texts
    seats = lobby.seats()
    assert seats[3] == pads[1].device and seats[2] in ("easy", "normal", "hard")  # a bot keeps the place warm
    app.send(IntentEvent(pads[0].device, Intent.CONFIRM))        # back again: the free slot, number 3
    assert lobby.slot[pads[0].device] == 2


def test_pad_names_are_numbered_when_identical_and_fit_the_card(app):
    from thieves_arcade.scenes.lobby import LobbyScene
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.text import text
    long = [plug(app, name="Super Deluxe Wireless Gamepad Controller Pro Edition 2000"),
            plug(app, name="Super Deluxe Wireless Gamepad Controller Pro Edition 2000")]
    names = [app.input.name(p.device) for p in long]
    assert names[0] != names[1] and names[0].endswith("#1") and names[1].endswith("#2")
    lobby = LobbyScene(app, "pickpocket", seed=1)
    app.scenes.clear(lobby)
    for pad in long:
        app.send(IntentEvent(pad.device, Intent.CONFIRM))
    shown = [t for t in drawn_texts(lobby) if t.startswith("Super")]
    assert len(shown) == 2 and shown[0] != shown[1] and all("…" in t for t in shown)
    assert {t[-2:] for t in shown} == {"#1", "#2"}
    assert all(text(t, theme.SMALL).get_width() <= 360 - 40 for t in shown)


def test_a_new_device_kind_plugs_in_through_attach_emit_detach(app):
    """The contract any new device kind builds on: attach / emit / detach, thread-safe, delivered by the app's pump
    like a pad; the binding rebinds a returning device by its identity. (Phones, issue 20, have their own policy on
    top: they act only with action texts.)"""
    import threading
    phone = DeviceInfo("remote:abc", "remote", "remote:token-abc", exact=True, name="Ana's remote", family="generic")
    worker = threading.Thread(target=app.input.attach, args=("remote:abc", phone))
    worker.start()
    worker.join()
    app.pump()
    assert app.input.info("remote:abc") == phone and app.input.name("remote:abc") == "Ana's remote"
    table = table_with(app, ["remote:abc", "kb:left", "normal"])
    assert table.seats[0].identity == "remote:token-abc"
    app.input.emit("remote:abc", Intent.PAUSE)
    app.pump()
    assert isinstance(app.scenes.top, PauseScene)                 # the phone's intent arrived like a button press
    app.send(IntentEvent("kb:left", Intent.BACK))
    app.input.detach("remote:abc")
    app.pump()
    assert table.disconnected == {0} and isinstance(app.scenes.top, PauseScene)
    app.input.attach("remote:abc2", DeviceInfo("remote:abc2", "remote", "remote:token-abc", name="Ana's remote"))
    app.pump()
    assert table.seats[0].device == "remote:abc2" and app.scenes.top.menu.key == "resume"
