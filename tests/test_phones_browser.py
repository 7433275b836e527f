"""A real browser on the phone page: headless Chromium (390×844) joins a Sticheln table with bots through the QR
code's address and plays a whole round by tapping. Skipped, with the reason printed, where Chromium is missing."""

from __future__ import annotations

import time

import pytest
from phone_browser import PhoneBrowser, Worker, missing, play_sticheln

from thieves_arcade.app.loop import App
from thieves_arcade.app.settings import Settings
from thieves_arcade.input.phones import PhoneService
from thieves_arcade.scenes.lobby import LobbyScene

REASON = missing()
pytestmark = pytest.mark.skipif(bool(REASON), reason=f"no browser test: {REASON}")


def run_frames(app, until, limit: int = 60_000) -> None:
    """App frames on this (main) thread, yielding to the server and browser threads, until ``until()``."""
    for _ in range(limit):
        if until():
            return
        app.run_headless(1, draw_every=0)
        time.sleep(0.001)
    raise AssertionError("condition not reached")


def test_a_phone_plays_a_whole_sticheln_round_by_tapping(tmp_path):
    app = App(headless=True, audio=False, settings=Settings(phones=True, phone_port=0))
    app.phones = PhoneService(0, hosts=["127.0.0.1"])
    browser = PhoneBrowser()
    try:
        lobby = LobbyScene(app, "sticheln", seed=11)
        app.scenes.push(lobby)
        url = app.phones.url(app.phones.hub.invite()).replace(app.phones.host, "127.0.0.1")
        browser.open(url)
        shots = []
        worker = Worker(lambda: play_sticheln(browser, lambda m: m.get("phase") == "table" and (
            m["view"]["round"] > 1 or m["view"]["is_over"]), "Zoé", shot=lambda b: shots.append(
                b.screenshot(tmp_path / "phone.png"))))
        worker.start()
        run_frames(app, lambda: lobby.joined or worker.error)
        assert worker.error is None and lobby.joined[0].startswith("phone:")
        assert app.input.name(lobby.joined[0]) == "Zoé"
        lobby.players = 3
        lobby.start()
        table = app.scenes.top
        table.speed = 40.0
        assert table.seats[0].name == "Zoé" and table.seats[1].is_bot and table.seats[2].is_bot
        run_frames(app, lambda: not worker.is_alive())
        assert worker.error is None, worker.error
        mine = [h for h, seat in zip(table.state.history, _seats_of(table), strict=True) if seat == 0]
        assert worker.result == len(mine) >= 16  # the pain pick and 15 cards, every one tapped on the phone
        assert not table.curtain_up and table.view_seat is None  # the TV never drew the phone's hand
        assert (tmp_path / "phone.png").read_bytes()[:4] == b"\x89PNG"
    finally:
        browser.quit()
        app.stop_phones()


def _seats_of(table) -> list[int]:
    """The seat that took each action of the table's history (replayed from the seed)."""
    from thieves_arcade.engine import get_game
    state = get_game("sticheln").new_state(len(table.seats), seed=table.seed, options=table.options)
    out = []
    for text in table.state.history:
        out.append(state.current_player)
        state.apply(text)
    return out


def test_five_people_sticheln_game_three_phones_a_pad_and_a_keyboard():
    """The issue's "done": a whole (quick, two-round) Sticheln game for five people — three on phones (headless
    browsers, tapping), one on a virtual SDL pad, one on the keyboard. The phone seats never get a curtain and the
    TV never draws their hands; the pad and keyboard seats still pass the curtain."""
    import pygame
    from phone_browser import PhoneBrowser

    from thieves_arcade.input.virtual import VirtualController

    app = App(headless=True, audio=False, settings=Settings(phones=True, phone_port=0))
    app.phones = PhoneService(0, hosts=["127.0.0.1"])
    pygame.event.clear()
    pad = VirtualController()
    browsers: list[PhoneBrowser] = []
    try:
        lobby = LobbyScene(app, "sticheln", seed=4)
        app.scenes.push(lobby)
        for k, name in enumerate(("Ann", "Bob", "Cat")):
            b = PhoneBrowser()
            browsers.append(b)
            b.open(app.phones.url(app.phones.hub.invite()).replace(app.phones.host, "127.0.0.1"))
            fill = "var e = document.getElementById('name'); if (!e) return false; e.value = arguments[0]; return true;"
            run_frames(app, lambda b=b, name=name, fill=fill: b.js(fill, name) and b.tap("#take"))
            run_frames(app, lambda k=k: len(lobby.joined) == k + 1)
        pad.press("a")
        run_frames(app, lambda: pad.device in lobby.joined)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        run_frames(app, lambda: "kb:left" in lobby.joined)
        lobby.quick = True  # two rounds: a whole game in seconds
        lobby.start()
        table = app.scenes.top
        table.speed = 40.0
        phones = {s.index for s in table.seats if s.device.startswith("phone:")}
        assert [s.name for s in table.seats[:3]] == ["Ann", "Bob", "Cat"] and len(phones) == 3
        seat_of = {s.device: s.index for s in table.seats}
        acted: dict[int, object] = {}
        curtains: set[int] = set()
        frames = 0
        while not table.state.is_over:
            frames += 1
            assert frames < 60_000, "the game did not end"
            app.run_headless(1, draw_every=0 if frames % 10 else 1)
            cp = table.state.current_player
            assert table.view_seat not in phones  # the TV never holds a phone seat's private view
            if table.curtain_up:
                curtains.add(cp)
            if cp in phones and frames % 2 == 0:
                b = browsers[sorted(phones).index(cp)]
                m = b.message()
                if m and m.get("turn") and acted.get(cp) != m["view"] and b.tap(".piece[data-action]:not(.off)") \
                        and b.tap("#confirm"):
                    acted[cp] = m["view"]
            elif cp == seat_of[pad.device] and not table.timeline.busy and frames % 3 == 0:
                pad.press("a")
            elif cp == seat_of["kb:left"] and not table.timeline.busy and frames % 3 == 0:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                                     scancode=0))
            time.sleep(0.0005)
        assert curtains and not curtains & phones  # curtains only for the pad and the keyboard
        by_seat = _seats_of(table)
        assert {by_seat[i] for i in range(len(by_seat))} == set(range(5))
        assert table.state.scores() and len(table.state.history) >= 2 * 5 * 12
    finally:
        for b in browsers:
            b.quit()
        pad.unplug()
        app.stop_phones()
