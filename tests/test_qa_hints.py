"""What the button hints show, read through the text probe (QA findings H and M): a prompt anyone may answer shows
both keyboard seats' keys (and the pads' buttons when pads are plugged in); a seat's prompt shows that seat's keys
only."""

from __future__ import annotations

import pygame

from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui.probe import TextProbe, probing
from thieves_arcade.ui.widgets import Prompt


def shown(draw) -> list[str]:
    """The texts and glyphs (``[space]``, ``[playstation south]``) ``draw(probe)`` puts on a probed frame."""
    probe = TextProbe()
    with probing():
        draw(probe)
    return [r.content for r in probe.records]


def lobby_frame(app) -> list[str]:
    from thieves_arcade.scenes.lobby import LobbyScene
    app.scenes.push(LobbyScene(app, "pickpocket"))
    app.send(IntentEvent("kb:left", Intent.CONFIRM))  # one keyboard player seated, free seats left
    app.run_headless(20, draw_every=0)
    return shown(app.scenes.draw)


def test_lobby_without_pads_shows_both_keyboard_seats_keys_and_no_pad_buttons(app):
    seen = lobby_frame(app)
    for key in ("[enter]", "[shift]", "[esc]", "[p]", "[q]", "[ctrl]"):  # no Space: its half is seated already
        assert key in seen, key
    assert "Start" in seen and "Join" in seen and "How to play" in seen
    assert not [s for s in seen if s.startswith("[xbox") or s.startswith("[playstation")]
    assert not [s for s in seen if "Press A" in s]


def test_lobby_with_a_pad_shows_its_buttons_and_the_keys(app):
    app.input.devices["pad:1"] = "PS5 Controller"
    seen = lobby_frame(app)
    assert "[playstation south]" in seen and "[playstation west]" in seen and "[start]" in seen
    assert "[space]" in seen and "[enter]" in seen and "[esc]" in seen


def test_title_prompt_shows_keys_when_no_pad_is_connected(app):
    from thieves_arcade.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    app.step()
    seen = shown(app.scenes.draw)
    assert {"[space]", "[enter]", "[w]", "[s]", "[up]", "[down]"} <= set(seen)
    assert "Choose" in seen and "Move" in seen


def test_a_row_too_wide_for_the_screen_shrinks_its_glyphs_to_fit(app):
    hints = [(Intent.CONFIRM, "Join the table now"), (Intent.BACK, "Leave the table"), (Intent.PAUSE, "Start"),
             (Intent.ALT, "How to play this game"), (Intent.UP, "Move around")]
    probe = TextProbe()
    with probing():
        Prompt(hints, app=app).draw(probe, (960, 990))
    left = min(r.rect.left for r in probe.records)
    right = max(r.rect.right for r in probe.records)
    safe = pygame.Rect((96, 54, 1728, 972))
    assert safe.left <= left and right <= safe.right


def test_curtain_shows_only_the_named_seats_key(app):
    from thieves_arcade.scenes.oodlar import OodlarTable
    table = OodlarTable(app, "oodlar", ["kb:left", "kb:right", "normal"], {}, 4)
    app.scenes.push(table)
    for _ in range(3000):
        if table.curtain_up:
            break
        app.step()
    assert table.curtain_up
    seat = table.state.current_player
    seen = shown(app.scenes.draw)
    own, other = ("[space]", "[enter]") if table.seats[seat].device == "kb:left" else ("[enter]", "[space]")
    assert own in seen and other not in seen
    assert not [s for s in seen if "Space/Enter" in s or "Espace" in s]
