"""Coin flip's bots: they decide from their seat's view only."""

from __future__ import annotations

from thieves_arcade.ai.base import Bot


class RandomBot(Bot):
    """Hides and calls a side at random (its own seeded generator)."""

    level = "easy"

    def choose(self, view):
        if not view.legal:
            raise ValueError("not this seat's turn")
        return self.rng.choice(view.legal)


class NormalBot(RandomBot):
    """The same coin toss: nothing in the view tells the sides apart."""

    level = "normal"


LEVELS = {"easy": RandomBot, "normal": NormalBot}
