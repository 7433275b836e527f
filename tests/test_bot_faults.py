"""Issue 18, "Bad input": a bot that raises or returns an illegal action never stalls a table; the table logs it
and plays a legal fallback."""

from __future__ import annotations

import logging

import pytest
from scene_helpers import make_table, run_until

from thieves_arcade.ai.base import Bot
from thieves_arcade.engine.base import Action


class RaisingBot(Bot):
    """Always raises."""

    def choose(self, view):
        raise RuntimeError("this bot is broken")


class IllegalBot(Bot):
    """Returns something that is never a legal action."""

    def choose(self, view):
        return Action()


class TextBot(Bot):
    """Returns the text of a legal action (accepted: parsed back)."""

    def choose(self, view):
        return str(view.legal[-1])


@pytest.mark.parametrize("bot_cls", [RaisingBot, IllegalBot])
@pytest.mark.parametrize("game_id, seats", [("pickpocket", 3), ("morpion", 2), ("cite", 3)])
def test_faulty_bot_is_logged_and_the_table_plays_on(app, caplog, bot_cls, game_id, seats):
    scene = make_table(app, game_id, ["normal"] * seats, speed=60.0)
    scene.bots[0] = bot_cls()
    before = len(scene.state.history)
    with caplog.at_level(logging.WARNING, logger="thieves_arcade.scenes.table"):
        run_until(app, lambda: scene.state.is_over or len(scene.state.history) >= before + 3 * seats)
    assert len(scene.state.history) >= before + 1
    assert any("bot" in r.getMessage() and "instead" in r.getMessage() for r in caplog.records)


def test_text_action_from_a_bot_is_parsed(app):
    scene = make_table(app, "pickpocket", ["normal"] * 2, speed=60.0)
    scene.bots[0] = TextBot()
    run_until(app, lambda: len(scene.state.history) >= 2)
    assert scene.state.history[0] in {str(a) for a in scene.state.game.new_state(2, seed=5).legal_actions()}
