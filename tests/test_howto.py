"""How to play: pages per game with the game's sprites and its controls as the asking device's glyphs."""

from __future__ import annotations

import itertools

import pytest

from thieves_arcade import games, i18n
from thieves_arcade.engine import GAME_IDS
from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.scenes.howto import Control, HowToScene, control_glyphs, device_family, howto_of
from thieves_arcade.scenes.lobby import LobbyScene
from thieves_arcade.ui.glyphs import glyph
from thieves_arcade.ui.sprites import sprite


def test_every_game_has_three_to_five_pages_of_existing_art_and_controls():
    assert set(GAME_IDS) == set(games.ids())
    for game in GAME_IDS:
        panels, controls = howto_of(game).panels, howto_of(game).controls
        assert controls, game
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
    rock = howto_of("morpion").controls[0]
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
    for game in GAME_IDS:
        scene = HowToScene(app, game, "pad:1")
        for page in range(len(scene.panels)):
            scene.page = page
            scene.draw(app.surface)
    assert "Comment jouer" in seen and "Pause" in seen and "Choisis une carte" in seen
    assert any(s.startswith("Prolonge") for s in seen)


def test_unknown_game_is_refused(app):
    with pytest.raises(ValueError, match="known: pickpocket"):
        HowToScene(app, "chess")


# ---- issue 16, Major 6: every scoring rule and end condition of docs/games/<id>.md is on a page ----------------
#: Per game, per rule of ``docs/games/<id>.md`` ("Rules in brief" / "as implemented"): words that must be on a page
#: (all of a group, case-insensitive) with the default options.
RULES = {
    "pickpocket": {
        "a tile that fits no line: caught": ("caught",),
        "leave: objects per unbroken line": ("leav", "unbroken line"),
        "first guard on the door, value added": ("first guard", "door"),
        "second guard ends the night": ("second guard", "night"),
        "double or nothing": ("double or nothing",),
        "seventh guard ends the game": ("seventh guard",),
        "unplayed hand tiles count at the end": ("hand", "added"),
        "most points wins; tie: fewer tiles in hand": ("most points", "fewer tiles"),
    },
    "cite": {
        "three rolls, keep and reroll": ("three rolls", "reroll"),
        "each combination": ("three 1s", "three 2s", "three 3s", "three 4s", "5s or 6s", "straight"),
        "announced four": ("announce",),
        "four alike by chance": ("four alike",),
        "nothing: pay 1 into the pot": ("pay 1",),
        "goal: all tokens but three": ("all the tokens but three",),
    },
    "sticheln": {
        "pain colour": ("pain colour",),
        "no duty to follow, trump": ("no need to follow", "trump"),
        "+1 per card, pain minus rank": ("+1", "minus their rank"),
        "highest total after the last round": ("highest total", "last round"),
        "tie: rounds above zero, extra round": ("rounds above zero",),
        "number of rounds": ("one round per player",),
    },
    "morpion": {
        "nine rounds, a duel each": ("nine rounds", "rock"),
        "tie thrown again": ("tie",),
        "rewards: visible, hidden, cell": ("visible", "hidden", "cell"),
        "lines score 3": ("line", "3"),
        "equipment 1, 2, 5, 3, 8": ("1, 2, 5, 3, 8",),
        "+2 scores 2": ("+2",),
        "three crowns win at once": ("three crowns",),
        "most points, then lines": ("most points", "more lines"),
    },
    "oodlar": {
        "steal, announced": ("steal", "value"),
        "marked notes secret": ("marked",),
        "swap and return": ("swap", "put one of yours back"),
        "peek, reorder": ("peek", "any order"),
        "hands up: arrest": ("police", "two or more marked"),
        "false alarm": ("false alarm",),
        "run targets": ("$100", "$75", "at most one marked"),
        "failed run / empty wallet: richest honest": ("richest", "both piles run out"),
    },
}


def page_text(panels) -> str:
    return " ".join(f"{p.title} {p.words()}" for p in panels).lower()


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_every_rule_that_decides_games_is_on_a_page(game_id):
    from thieves_arcade.scenes.howto import pages
    text = page_text(pages(game_id))
    for rule, words in RULES[game_id].items():
        missing = [w for w in words if w.lower() not in text]
        assert not missing, f"{game_id}: the rule {rule!r} is not on a page ({missing})"


def test_pages_follow_the_options_in_force():
    from thieves_arcade.scenes.howto import pages
    quick = page_text(pages("pickpocket", {"preset": "quick"}))
    assert "after night 2" in quick, "the quick preset's 2 nights"
    assert "the seventh guard ends the game at once" not in quick
    assert "warning" in page_text(pages("pickpocket", {}, players=3))
    assert "warning" not in page_text(pages("pickpocket", {}, players=5))
    assert "power" in page_text(pages("pickpocket", {"preset": "powers"}))
    assert "after 8 rounds" in page_text(pages("cite", {"preset": "quick"}))
    assert "2 rounds" in page_text(pages("sticheln", {"preset": "quick"}))
    published = page_text(pages("sticheln", {"rules": "published"}))
    assert "a 0 never wins" in published and "rounds above zero" not in published
    assert "two pains" in page_text(pages("sticheln", {"two_pains": True}))
    expert = page_text(pages("morpion", {"preset": "expert"}))
    assert "binoculars" in expert and "equipment bonus" in expert


def test_table_only_options_do_not_break_the_pages():
    from thieves_arcade.scenes.howto import pages
    assert pages("pickpocket", {"odds_hint": True, "powers": True})[-1].title == "Powers"


def test_lobby_passes_its_options_to_the_pages(app):
    lobby = LobbyScene(app, "pickpocket")
    app.scenes.push(lobby)
    lobby.quick = True
    app.send(IntentEvent("kb:left", Intent.ALT))
    assert "after night 2" in page_text(app.scenes.top.panels)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_fits_its_text_area_with_every_option(app, lang):
    from thieves_arcade.scenes.howto import pages
    i18n.set_language(lang)
    variants = {"pickpocket": [{}, {"preset": "quick", "powers": True, "warning": True}],
                "cite": [{}, {"preset": "quick"}], "oodlar": [{}],
                "sticheln": [{}, {"rules": "published", "rounds": 3}, {"open_pain": True, "two_pains": True}],
                "morpion": [{}, {"preset": "expert"}]}
    for game_id, options in variants.items():
        for opts in options:
            scene = HowToScene(app, game_id, "kb:left", opts, 3)
            assert scene.panels == pages(game_id, opts, 3)
            sheets = scene.sheets()  # at 100 % text every page is one screen, its lines clear of the page dots
            assert [s.panel for s in sheets] == list(range(len(scene.panels))), (game_id, opts, lang)
            for sheet in sheets:
                assert len(sheet.lines) <= scene.capacity(len(sheet.heads), sheet.size), (game_id, opts, lang)


def _by_words(per_line: int):
    """A stand-in for ``ui.text.wrap``: ``per_line`` words to a line."""
    def wrap_lines(words: str) -> list[str]:
        ws = words.split()
        return [" ".join(ws[k:k + per_line]) for k in range(0, len(ws), per_line)] or [""]
    return wrap_lines


def test_a_long_page_is_cut_into_screens_where_a_sentence_or_clause_ends():
    """``split_text``: a text that fits is one screen; a longer one is cut where a sentence ends, even in the middle
    of a line (the next screen starts with the next sentence); a sentence's end beats a clause's, a clause's end
    beats a cut mid-clause even at the price of another screen; among equals, balanced; every word shown once, in
    order; a French " :" stays with its word."""
    from thieves_arcade.scenes.howto import cut_points, split_text
    two = _by_words(2)
    assert split_text("a b c", 3, two) == [["a b", "c"]]
    assert split_text("a b c. d e f", 2, two) == [["a b", "c."], ["d e", "f"]]  # mid-line: "c." ends screen 1
    assert split_text("a b, c d. e f", 2, two) == [["a b,", "c d."], ["e f"]]  # the sentence, not the comma
    assert split_text("a b, c d e f", 2, two) == [["a b,"], ["c d", "e f"]]  # no sentence end: the comma's
    assert split_text("a b c d e f g h", 2, two) == [["a b", "c d"], ["e f", "g h"]]  # nothing to cut at: balanced
    cut = split_text("a b c d, e. f g h i j", 3, two)  # 11 words: two screens only if cut mid-clause; three not
    assert all(screen[-1].endswith((",", ".")) for screen in cut[:-1]), cut
    assert [at for at, rank in cut_points("Bords masqués : 10 %")] == [5, 15]  # never before " :" (nor "%")
    long = " ".join(f"w{k}." for k in range(23))
    screens = split_text(long, 4, _by_words(1))
    assert len(screens) == 6 and all(0 < len(s) <= 4 for s in screens)
    assert " ".join(" ".join(s) for s in screens).split() == long.split()


#: Every option that changes a How to play page, per game: ``(options, players)`` — so every page the lobby can show.
EVERY_PAGE = {
    "pickpocket": [({}, 5), ({}, 3), ({"preset": "quick", "powers": True, "warning": True}, 4), ({"nights": 3}, 6)],
    "cite": [({}, 3), ({"preset": "quick"}, 3)],
    "oodlar": [({}, 3)],
    "sticheln": [({}, 3), ({"rules": "published", "rounds": 3}, 4), ({"open_pain": True, "two_pains": True}, 8)],
    "morpion": [({}, 2), ({"preset": "expert"}, 2), ({"binoculars": True}, 2), ({"equipment_bonus": True}, 2)],
}


def mid_unit_breaks(lines, width: int, size: int) -> list[str]:
    """The line breaks of one screen (``lines``, drawn at nominal ``size`` in a ``width``-px column) that fall where
    they need not: inside a clause that fits one line (a break after a word that ends no clause, :func:`cut_points`
    rank 2), or between two clauses of a sentence that fits one line (rank 1); a dash ends the clause before it."""
    from thieves_arcade.scenes.howto import cut_points
    from thieves_arcade.ui import theme
    font = theme.font(size)
    whole = " ".join(lines)
    gaps = dict(cut_points(whole))
    breaks = list(itertools.accumulate(len(line) + 1 for line in lines[:-1]))
    out = []
    for k, at in enumerate(b - 1 for b in breaks):
        rank = gaps.get(at, 0)  # no gap at all: before a mark that clings to its word, which wrap never does
        if rank == 0:
            continue
        first = max([0] + [g for g, r in gaps.items() if g < at and r < rank])
        last = min([len(whole)] + [g for g, r in gaps.items() if g > at and r < rank])
        unit = whole[first:last].strip()
        if unit[:2] in ("— ", "– "):  # a dash closes the clause before it (scenes.howto.wrap_phrases)
            unit = unit[2:]
        if whole[last:].lstrip()[:2] in ("— ", "– "):
            unit += " —"
        if font.size(unit)[0] <= width:
            out.append(f"{('clause', 'sentence')[2 - rank]} {unit!r} fits one line, broken after {lines[k]!r}")
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_screen_ends_mid_clause_at_any_text_size(app, lang):
    """Every page of every game's How to play (every option that changes one, :data:`EVERY_PAGE`), at 100/125/150 %:
    a screen that hands its page on to the next ends where a sentence or a clause ends — never in the middle of one
    ("…plays double or" / "nothing: …", a fresh player's 150 % pass found 7 such cuts at 150 %, English and
    French) — and inside a screen a line breaks between sentences, a sentence that fits one line never split, a
    longer one between its clauses, a clause that fits one line never split (issue 21, session 11: at 150 % plain
    wrapping broke 'leave now and add its value. A' / 'second guard ends the night:', 'Three 1s: steal 3. Three 2s:
    swap' / 'fortunes.'); every word of a page is shown on its screens, in order. The 1920×1080 frame is laid out
    once and shown whole, scaled, in a 1280×800 window (``ui.access.to_screen``), so the breaks checked here are
    the window's too."""
    from thieves_arcade.scenes.howto import CLAUSE_ENDS, SENTENCE_ENDS
    from thieves_arcade.ui import access
    i18n.set_language(lang)
    bad, cuts, breaks = [], 0, 0
    try:
        for size in (100, 125, 150):
            app.settings.text_size = size
            access.refresh()
            for game_id, options in EVERY_PAGE.items():
                for opts, players in options:
                    scene = HowToScene(app, game_id, "kb:left", opts, players)
                    sheets = scene.sheets()
                    for sheet in sheets:
                        breaks += len(sheet.lines) - 1
                        bad += [f"{size} % {game_id} {opts} page {sheet.panel + 1}: {why}"
                                for why in mid_unit_breaks(sheet.lines, scene.columns()[2], sheet.size)]
                    for a, b in zip(sheets, sheets[1:], strict=False):
                        if a.panel != b.panel:
                            continue
                        cuts += 1
                        last = a.lines[-1].rstrip().rstrip("\"'»”’")
                        if not last.endswith(SENTENCE_ENDS + CLAUSE_ENDS):
                            bad.append(f"{size} % {game_id} {opts} page {a.panel + 1}: {a.lines[-1]!r} / "
                                       f"{b.lines[0]!r}")
                    for k, panel in enumerate(scene.panels):
                        shown = " ".join(line for s in sheets if s.panel == k for line in s.lines)
                        assert shown.split() == panel.words().split(), (size, game_id, k)
    finally:
        app.settings.text_size = 100
        access.refresh()
    assert cuts > 5, "too few pages flow onto a second screen to test the cuts"
    assert breaks > 200, "too few lines to test the line breaks"
    assert bad == [], "\n".join(sorted(set(bad)))


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_screen_of_read_the_dice_pictures_a_combination_it_names(app, lang, text_size):
    """Cité's "Read the dice": every screen it takes (one at 100 %, two at 150 %) pictures three dice of a face
    whose combination its own text names ("Three 1s: steal 3" beside three 1s; the pot's "Three 5s or 6s" beside
    three 5s and the pot) — issue 21: at 150 % the screen of "Three 1s … Three 3s" showed three 5s and the pot."""
    from test_readability import request_cleanup, text_at
    text_at(app, text_size)
    i18n.set_language(lang)
    try:
        scene = HowToScene(app, "cite", "kb:left")
        screens = [k for k, sheet in enumerate(scene.sheets()) if sheet.panel == 1]
        assert len(screens) == (1 if text_size == 100 else 2)
        for k in screens:
            faces = [piece[0] for piece in scene.pieces(k) if piece[0].startswith("die_")]
            (face,) = [f for f in set(faces) if faces.count(f) >= 3]
            words = " ".join(scene.sheets()[k].lines)
            named = f"Three {face[-1]}s" if lang == "en" else f"Trois {face[-1]}"
            assert named in words, (k, face, words)
    finally:
        while request_cleanup:
            request_cleanup.pop()()


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_strip_of_controls_keeps_clear_of_the_page_and_its_labels_keep_the_text_size(app, lang, text_size):
    """Every game's How to play: the dark strip under the page (the controls' rows, the page keys; its plate 6 px
    round them, the controls' last row centred at y 918) starts 16 px or more under the page's panel, and the
    controls are laid out the same whether the pages were measured first or not (issue 21: at 150 % the strip's
    plate was cut off 8 px under the panel over its first row's glyphs; measuring the pages at 100 % cached the
    controls' labels at their 100 % size, and the strip then showed them so)."""
    from test_readability import request_cleanup, text_at

    from thieves_arcade.ui import text as text_mod
    text_at(app, text_size)
    i18n.set_language(lang)
    app.input.devices["pad:1"] = "PS5 Controller"
    try:
        for game in GAME_IDS:
            text_mod.text.cache_clear()
            scene = HowToScene(app, game, "pad:1")
            scene.sheets()  # the pages measured first (at 100 %), as when the screen opens
            measured = [(gap, [round(p[2]) for p in parts]) for gap, parts in scene.control_rows()]
            text_mod.text.cache_clear()
            again = HowToScene(app, game, "pad:1")
            fresh = [(gap, [round(p[2]) for p in parts]) for gap, parts in again.control_rows()]
            assert measured == fresh, (game, measured, fresh)
            box = scene.frame()[2]
            assert scene.controls_rect(918).top - 6 - box.bottom >= 16, (game, box, scene.controls_rect(918))
    finally:
        while request_cleanup:
            request_cleanup.pop()()
