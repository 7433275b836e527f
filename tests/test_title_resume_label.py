"""The title's resume entry says what resumes ("Resume Pickpocket", "Resume party") and fits its box in EN and FR."""

from __future__ import annotations

import pygame
import pytest

from thieves_arcade import i18n
from thieves_arcade.app import resume as resume_mod
from thieves_arcade.engine import GAME_IDS
from thieves_arcade.scenes.title import TitleScene, resume_label
from thieves_arcade.ui import theme
from thieves_arcade.ui.text import text


def test_resume_label_names_the_game_or_the_party():
    assert resume_label({"kind": "game", "game": "pickpocket"}) == "Resume Pickpocket"
    assert resume_label({"kind": "party", "game": "cite"}) == "Resume party"
    i18n.set_language("fr")
    try:
        assert resume_label({"kind": "game", "game": "sticheln"}) == "Reprendre Sticheln"
        assert resume_label({"kind": "party", "game": None}) == "Reprendre la soirée"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_resume_label_fits_its_box_inside_the_safe_area(app, monkeypatch, lang):
    i18n.set_language(lang)
    safe = pygame.Rect(theme.SAFE)
    for save in [{"kind": "party", "game": None}] + [{"kind": "game", "game": g} for g in GAME_IDS]:
        monkeypatch.setattr(resume_mod, "load", lambda save=save: (save, ""))
        title = TitleScene(app, attract_after=1e9)
        label, key = title.menu.items[0]
        assert key == "resume" and label == resume_label(save)
        width = title.menu_width()
        assert width <= safe.width
        assert text(label, title.menu.size).get_width() <= width - 40, (lang, label, width)
        title.draw(app.surface)
