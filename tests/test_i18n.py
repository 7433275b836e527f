"""Languages: the French catalogue is complete and compiled, ``--lang fr`` shows French, bad languages are refused."""

from __future__ import annotations

import gettext
import importlib.util
import sys
from pathlib import Path

import pytest

from thieves_arcade import i18n
from thieves_arcade.app import cli
from thieves_arcade.input.intents import Intent
from thieves_arcade.ui import text as text_mod
from thieves_arcade.ui import widgets

ROOT = Path(__file__).resolve().parents[1]
pytest.importorskip("babel")
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(_spec)
sys.modules["i18n_tool"] = tool
_spec.loader.exec_module(tool)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def french():
    """The French ``.po`` as {English: French} for the finished entries."""
    catalog = tool.load_po("fr")
    return {m.id: m.string for m in catalog if m.id and m.string and not m.fuzzy}


def test_compiled_catalogue_matches_the_po(tmp_path, french):
    written = tool.compile_mo(tmp_path)
    committed = ROOT / "thieves_arcade" / "locale" / "fr" / "LC_MESSAGES" / "thieves_arcade.mo"
    assert written and committed.read_bytes() == written[0].read_bytes(), \
        "the committed .mo is stale: run python tools/i18n.py compile"
    with committed.open("rb") as f:
        mo = gettext.GNUTranslations(f)
    for english, fr in french.items():
        if isinstance(english, tuple):  # a plural entry (ngettext): French forms for 1 and 2
            assert (mo.ngettext(*english, 1), mo.ngettext(*english, 2)) == (fr[0], fr[-1])
            continue
        assert mo.gettext(english) == fr


def test_every_marked_string_in_the_source_has_a_french_entry(french):
    extracted = tool.extract_catalog()
    ids = [m.id for m in extracted if m.id]
    assert len(ids) > 300  # the extraction really read the scenes
    missing = [m for m in ids if m not in french]
    assert not missing, f"untranslated (run python tools/i18n.py update, then translate): {missing}"


def test_french_keeps_every_placeholder(french):
    import re
    fields = re.compile(r"\{(\w*)\}")
    pairs = [(english, fr) for english, fr in french.items() if isinstance(english, str)]
    pairs += [(english[0], form) for english, forms in french.items() if isinstance(english, tuple) for form in forms]
    wrong = [(en, fr) for en, fr in pairs if sorted(fields.findall(en)) != sorted(fields.findall(fr))]
    assert not wrong


def test_labels_drawn_through_variables_are_in_the_catalogue(french):
    """Dictionaries whose values scenes draw as ``_(value)`` must all be marked (ui/labels.py) and translated."""
    from thieves_arcade import games
    from thieves_arcade.ai import LEVEL_ORDER
    from thieves_arcade.engine import cite, pickpocket, sticheln
    from thieves_arcade.scenes import morpion as morpion_scene
    from thieves_arcade.scenes import oodlar as oodlar_scene
    from thieves_arcade.scenes import pickpocket as pickpocket_scene
    from thieves_arcade.scenes import playable_games, table_class
    labels = [*LEVEL_ORDER, *pickpocket.LINES, *pickpocket_scene.POWER_NAMES.values(),
              *cite.COMBINATION_NAMES.values(), *sticheln.COLOURS, *sticheln.SUITS,
              *morpion_scene.THROW_NAMES.values(), *morpion_scene.KIND_NAMES.values(),
              *(s for pair in oodlar_scene.REASONS.values() for s in pair),
              *(e.card.pitch for e in games.entries()), *(e.card.subtitle for e in games.entries()),
              *widgets.KEY_HINTS.values()]
    for game in playable_games():
        for opt in getattr(table_class(game), "lobby_options", ()):
            labels.append(opt.label)
            labels.extend(label for _v, label in opt.choices if not label.isdigit())
    missing = sorted({label for label in labels if label not in french})
    assert not missing, f"mark these in thieves_arcade/ui/labels.py and translate them: {missing}"


def test_set_language_switches_live_and_refuses_unknown():
    assert i18n.set_language("fr") == "fr"
    assert i18n._("Play") == "Jouer" and i18n.language() == "fr"
    assert i18n.set_language("en") == "en" and i18n._("Play") == "Play"
    with pytest.raises(ValueError, match="known: en, fr"):
        i18n.set_language("de")


def _record_texts(monkeypatch) -> list[str]:
    """Hook the text cache: every string any scene or widget renders is appended to the returned list."""
    seen: list[str] = []
    real = text_mod.text

    def spy(content, *args, **kwargs):
        seen.append(content)
        return real(content, *args, **kwargs)
    monkeypatch.setattr(text_mod, "text", spy)
    monkeypatch.setattr(widgets, "text", spy)
    return seen


def test_lang_fr_on_the_command_line_shows_the_title_in_french(monkeypatch):
    from thieves_arcade.app.loop import App
    seen = _record_texts(monkeypatch)
    shown = []

    def one_frame(self, scene=None):  # instead of the real-time loop: one step and one frame of the title
        self.scenes.push(scene)
        self.step()
        self.render()
        shown.append(type(self.scenes.top).__name__)
    monkeypatch.setattr(App, "run", one_frame)
    assert cli.main(["--lang", "fr", "--mute"]) == 0
    assert shown == ["TitleScene"]
    assert "Jouer" in seen and "Réglages" in seen and "Quitter" in seen
    assert "Play" not in seen and "Quit" not in seen


def test_lang_overrides_the_saved_setting_for_the_session_only(monkeypatch, tmp_path):
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings, SettingsStore
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    SettingsStore(tmp_path / "settings.json").save(Settings(language="fr"))
    langs = []
    monkeypatch.setattr(App, "run", lambda self, scene=None: langs.append((i18n.language(), self.settings.language)))
    assert cli.main(["--mute"]) == 0
    assert cli.main(["--lang", "en", "--mute"]) == 0
    assert langs == [("fr", "fr"), ("en", "fr")]
    assert SettingsStore(tmp_path / "settings.json").load().language == "fr"


def test_unknown_lang_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--lang", "de"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "'de'" in err and "'en'" in err and "'fr'" in err


def test_prompts_translate_their_labels(monkeypatch):
    import pygame
    seen = _record_texts(monkeypatch)
    i18n.set_language("fr")
    surface = pygame.Surface((1920, 1080))
    widgets.Prompt([(Intent.CONFIRM, i18n._("Choose"))]).draw(surface, (960, 540))
    assert "Choisir" in seen  # the keys themselves are drawn as key caps (tests/test_qa_hints.py)


def test_key_caps_read_in_the_language_in_force_and_redraw_on_a_switch(monkeypatch):
    """Key cap words go through the catalogue (Espace, Entrée, Maj, Échap, Ctrl); letters and arrows stay; the
    glyph cache keys on the language, so a cap asked again after a switch is drawn in the new language."""
    from thieves_arcade.ui import glyphs
    drawn: list[str] = []
    real = glyphs._key_cap
    monkeypatch.setattr(glyphs, "_key_cap", lambda label, size: drawn.append(label) or real(label, size))
    glyphs._draw.cache_clear()
    keys = ("space", "enter", "shift", "esc", "ctrl", "q", "up")
    english = {k: glyphs.glyph("keyboard", k, 56) for k in keys}
    assert drawn == ["Space", "Enter", "Shift", "Esc", "Ctrl", "Q", "up"]
    i18n.set_language("fr")
    drawn.clear()
    french = {k: glyphs.glyph("keyboard", k, 56) for k in keys}
    assert drawn == ["Espace", "Entrée", "Maj", "Échap", "Ctrl", "Q", "up"]
    assert french["esc"] is not english["esc"] and french["esc"].get_width() > english["esc"].get_width()
    i18n.set_language("en")
    assert glyphs.glyph("keyboard", "space", 56) is english["space"]


def test_french_prompt_rows_with_key_caps_stay_title_safe():
    """The lobby's prompt rows (both keyboard segments' caps, the widest French words) fit the title-safe area."""
    import pygame
    from test_readability import audit

    from thieves_arcade.app.loop import App
    from thieves_arcade.input.intents import IntentEvent
    from thieves_arcade.scenes.lobby import LobbyScene
    from thieves_arcade.ui.probe import TextProbe, probing
    app = App(headless=True, audio=False)
    pygame.event.clear()
    i18n.set_language("fr")
    app.scenes.push(LobbyScene(app, "pickpocket", seed=1))
    app.send(IntentEvent("kb:left", Intent.CONFIRM))
    frames = []
    for _ in range(4):
        app.run_headless(10, draw_every=0)
        probe = TextProbe()
        with probing():
            app.scenes.draw(probe)
        frames.append(probe.records)
    seen = {r.content for r in frames[-1]}
    assert {"[enter]", "[shift]", "[esc]", "[ctrl]"} <= seen  # Join shows the free half's key: Enter, not Space
    assert audit(frames) == []


@pytest.mark.parametrize(("lang", "one", "three"), [("en", "1 point", "3 points"), ("fr", "1 point", "3 points")])
def test_morpion_counts_points_in_the_singular_and_plural(lang, one, three):
    """Morpion's score box and game-over panel said "1 points" (a fresh player's pass): the words go through
    ``ngettext`` and the French catalogue has every plural form."""
    painter = (Path(i18n.__file__).parent / "scenes" / "morpion" / "painter.py").read_text(encoding="utf-8")
    assert '_("points")' not in painter and '_("{n} points")' not in painter
    i18n.set_language(lang)
    try:
        assert i18n.ngettext("{n} point", "{n} points", 1).format(n=1) == one
        assert i18n.ngettext("{n} point", "{n} points", 3).format(n=3) == three
        assert i18n.ngettext("point", "points", 0) == ("point" if lang == "fr" else "points")  # French: 0 point
    finally:
        i18n.set_language("en")


#: French forms that speak to one player (tutoiement) and to the room (vouvoiement), as whole words.
_TU = r"\b(?:tu|toi|ton|ta|tes|te)\b|-toi\b|-tu\b|\bt[’']"
_VOUS = r"\b(?:vous|votre|vos)\b|-vous\b"


def test_french_says_tu_to_the_player_at_the_table_and_vous_to_the_room():
    """docs/i18n.md's rule: the player at the table is addressed as "tu" (How to play, a seat's own turn, "{name},
    …"), the room as "vous" (menus, files, devices). No French line mixes the two; no How to play text and no line
    spoken to a named seat says "vous" ("{name}, prenez votre pouvoir" beside "À toi, {name}" did)."""
    import re
    catalog = tool.load_po("fr")
    mixed, table_vous = [], []
    for m in catalog:
        if not m.id or not m.string:
            continue
        for fr in (m.string if isinstance(m.string, tuple) else (m.string,)):
            tu, vous = re.search(_TU, fr, re.I), re.search(_VOUS, fr, re.I)
            if tu and vous:
                mixed.append(fr)
            english = m.id if isinstance(m.id, str) else m.id[0]
            at_table = any("howto_pages" in path for path, _line in m.locations) or english.startswith("{name},")
            if vous and at_table:
                table_vous.append(fr)
    assert not mixed, f"French lines mixing tu and vous: {mixed}"
    assert not table_vous, f"French lines to the player at the table saying vous: {table_vous}"
