"""Text size (issue 21, item 1): the factor in force scales what ``theme.font`` draws, capped at a heading's growth;
labels fitted to a box never shrink under 36 px drawn; the setting is applied live (``access.refresh``)."""

from __future__ import annotations

import pytest

from thieves_arcade.ui import access, theme
from thieves_arcade.ui.text import fit_box, fit_size


@pytest.fixture
def text_size(app):
    """Set the text size (per cent) on ``app``'s settings and put it in force; back to 100 % afterwards."""
    def put(size: int) -> None:
        app.settings.text_size = size
        access.refresh()
    yield put
    put(100)


@pytest.mark.parametrize(("size", "small", "body", "heading", "title"),
                         [(100, 36, 40, 64, 96), (125, 45, 50, 80, 96), (150, 54, 60, 96, 96)])
def test_scaled_sizes_grow_small_text_most(text_size, size, small, body, heading, title):
    text_size(size)
    assert theme.TEXT_SCALE == size / 100
    assert [theme.scaled_size(s) for s in (theme.SMALL, theme.BODY, theme.HEADING, theme.TITLE)] == \
        [small, body, heading, title]
    assert theme.scaled_size(150) == 150  # the logo-sized words never shrink or grow


def test_the_font_follows_the_setting_live(text_size):
    heights = []
    for size in (100, 125, 150):
        text_size(size)
        heights.append(theme.font(theme.BODY).get_height())
    assert heights[0] < heights[1] < heights[2]
    text_size(100)
    assert theme.font(theme.BODY).get_height() == heights[0]


@pytest.mark.parametrize("size", [100, 125, 150])
def test_fitted_labels_never_drawn_under_36_px(text_size, size):
    text_size(size)
    long = "Chances de réussite (Pickpocket) " * 3
    for nominal in (theme.SMALL, theme.BODY, theme.HEADING):
        fitted = fit_size(long, nominal, 120)
        assert theme.scaled_size(fitted) >= theme.SMALL
        assert theme.scaled_size(fit_box(long, nominal, 120, 10)) >= theme.SMALL
    short = fit_size("Play", theme.BODY, 1000)
    assert short == theme.BODY  # a label that fits keeps its size


def test_fit_size_shrinks_back_towards_the_usual_size_with_bigger_text(text_size):
    text_size(150)
    word = "Réglages avancés"
    width = theme.font(theme.SMALL).size(word)[0] - 1  # one pixel too narrow at 150 %
    fitted = fit_size(word, theme.SMALL, width)
    assert fitted < theme.SMALL
    assert theme.font(fitted).size(word)[0] <= width


@pytest.mark.parametrize("size", [100, 125, 150])
@pytest.mark.parametrize("saved", [False, True])
def test_every_title_row_fits_between_subtitle_and_hints(app, text_size, size, saved):
    """At every text size the title's rows (five with a saved game) fit the room it has for them, so Quit never
    slips under the key hints (a fresh player's 150 % pass found it there): the boxes lie from 8 px under the
    subtitle's line to 8 px over the hints' glyphs (with a save, the logo shrinks or rises to make the room)."""
    from thieves_arcade.app.resume import payload
    from thieves_arcade.app.saves import SaveStore
    from thieves_arcade.scenes import title as title_mod
    from thieves_arcade.scenes.table import TableScene
    text_size(size)
    if saved:
        SaveStore().save(payload(TableScene(app, "cite", ["kb:left", "normal"], {"preset": "quick"}, 3)))
    title = title_mod.TitleScene(app)
    rows = len(title.menu.items)
    assert rows == (5 if saved else 4)
    _scale, _top, tag_y, centre = title.layout()
    rects = title.menu.item_rects((theme.WIDTH / 2, centre), title.menu_width())
    assert min(r.top for r in rects) >= tag_y + theme.line_height(44) / 2 + 8
    assert max(r.bottom for r in rects) <= title_mod.PROMPT_Y - 30 - 8
    assert theme.scaled_size(title.menu.size - 8) >= 36  # the unchosen rows stay readable


@pytest.mark.parametrize("size", [125, 150])
def test_the_pause_shows_every_item_at_bigger_text(app, text_size, size):
    """The pause menu (Resume, How to play, Settings, Quit to title) shows all its rows at 125 and 150 %: the window
    that scrolls a long menu must not hide "Quit to title" when the rows only grew with the text."""
    from thieves_arcade.scenes import pause as pause_mod
    from thieves_arcade.scenes.table import TableScene
    text_size(size)
    table = TableScene(app, "cite", ["kb:left", "normal", "normal"], {"preset": "quick"}, 3)
    pause = pause_mod.PauseScene(app, table)
    menu = pause.menu
    assert [k for _label, k in menu.items][-1] == "quit"
    rows = max(3, pause_mod.MENU_SPAN // menu.step)  # what the pause's draw shows
    assert menu.window(rows) == (0, len(menu.items))
    assert theme.scaled_size(menu.size - 8) >= 36


def test_a_french_mark_never_starts_a_line(app):
    """``wrap`` keeps a spaced-off "!", "?", ":", ";" or "»" with the word before it (issue 21: the How to play
    heading "Haut les mains !" broke as "Haut les mains" / "!" at 150 %)."""
    from thieves_arcade.ui.text import wrap
    font = theme.font(52, "title")
    width = font.size("Haut les mains")[0] + 2  # "Haut les mains" fits, "Haut les mains !" does not
    assert font.size("Haut les mains !")[0] > width
    assert wrap("Haut les mains !", 52, width, "title") == ["Haut les", "mains !"]
    for k in range(60, 400, 7):  # at any width: no line starts with a mark, no word is lost
        lines = wrap("Bords masqués : 10 % ; prêts ? « Oui » !", 40, k)
        assert not any(line.split()[0][0] in "!?:;»%" for line in lines if line), (k, lines)
        assert " ".join(lines).split() == "Bords masqués : 10 % ; prêts ? « Oui » !".split()
    assert wrap("! !", 40, 1) == ["! !"]  # nothing to carry down: the marks stay as they are
