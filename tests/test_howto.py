"""How to play: pages per game with the game's sprites and its controls as the asking device's glyphs."""

from __future__ import annotations

import pytest

from thieves_arcade import i18n
from thieves_arcade.app.loop import App
from thieves_arcade.engine import GAME_IDS
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.howto import CONTROLS, PANELS, Control, HowToScene, control_glyphs, device_family
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.ui.glyphs import glyph
from thieves_arcade.ui.sprites import sprite


@pytest.fixture
def app():
    app = App(headless=True, audio=False)
    yield app
    i18n.set_language("en")


def test_every_game_has_three_to_five_pages_of_existing_art_and_controls():
    assert set(PANELS) == set(GAME_IDS) == set(CONTROLS)
    for game, panels in PANELS.items():
        assert 3 <= len(panels) <= 5, game
        for panel in panels:
            assert panel.title and len(panel.body) > 40
            for piece in panel.pieces:
                if piece[0] not in ("label", "mark"):
                    assert sprite(piece[0]).get_width() > 0


def test_lobby_alt_opens_the_pages_and_they_turn_and_close(app):
    lobby = LobbyScene(app, "sticheln")
    app.scenes.push(lobby)
    app.send(IntentEvent("kb:left", Intent.ALT))
    howto = app.scenes.top
    assert isinstance(howto, HowToScene) and howto.game_id == "sticheln" and howto.device == "kb:left"
    app.send(IntentEvent("pad:3", Intent.LEFT))
    assert howto.page == 0  # clamped at the first page
    for _ in range(len(howto.panels) - 1):
        app.send(IntentEvent("kb:right", Intent.CONFIRM))
    assert howto.page == len(howto.panels) - 1
    app.run_headless(20)  # draws every page transition frame
    app.send(IntentEvent("kb:right", Intent.CONFIRM))  # confirm on the last page closes
    assert app.scenes.top is lobby and lobby.joined == []


def test_back_closes_from_any_page(app):
    app.scenes.push(LobbyScene(app, "cite"))
    app.send(IntentEvent("kb:right", Intent.ALT))
    app.send(IntentEvent("kb:right", Intent.RIGHT))
    app.send(IntentEvent("kb:right", Intent.BACK))
    assert isinstance(app.scenes.top, LobbyScene)


def test_controls_show_the_asking_device_glyphs(app):
    confirm = Control((Intent.CONFIRM,), "Play it")
    assert control_glyphs(app, "kb:left", confirm) == [glyph("keyboard", "space", 60)]
    assert control_glyphs(app, "kb:right", confirm) == [glyph("keyboard", "enter", 60)]
    app.input.devices["pad:5"] = "PS5 Controller"
    assert device_family(app, "pad:5") == "playstation"
    assert control_glyphs(app, "pad:5", confirm) == [glyph("playstation", "south", 60)]
    rock = CONTROLS["morpion"][0]
    assert control_glyphs(app, "kb:left", rock) == [glyph("keyboard", "a", 60)]
    assert control_glyphs(app, "pad:5", rock) == [glyph("playstation", "west", 60)]  # rock is X / square on a pad


def test_pages_draw_in_french_with_translated_text(app, monkeypatch):
    from thieves_arcade.ui import text as text_mod
    seen = []
    real = text_mod.text
    monkeypatch.setattr(text_mod, "text", lambda c, *a, **k: (seen.append(c), real(c, *a, **k))[1])
    import thieves_arcade.scenes.howto as howto_mod
    monkeypatch.setattr(howto_mod, "text", text_mod.text)
    i18n.set_language("fr")
    for game in PANELS:
        scene = HowToScene(app, game, "pad:1")
        for page in range(len(scene.panels)):
            scene.page = page
            scene.draw(app.surface)
    assert "Comment jouer" in seen and "Pause" in seen and "Choisis une carte" in seen
    assert any(s.startswith("Prolonge") for s in seen)


def test_unknown_game_is_refused(app):
    with pytest.raises(ValueError, match="known: pickpocket"):
        HowToScene(app, "chess")
