"""The bot protocol: a bot takes a seat's :class:`~thieves_arcade.engine.View` and returns one of its legal actions."""

from __future__ import annotations

import random

from ..engine.base import Action, View


class Bot:
    """Base class of every bot. Subclasses implement :meth:`choose`.

    A bot sees only ``view`` (what its seat may know, with ``view.legal`` listing its legal actions); it never reads
    the full state. Its randomness comes from ``self.rng`` (seeded at construction) so bot games replay exactly.
    Bots may keep memory between calls (``observe`` is called with every view change the app knows of, optionally).
    """

    level: str = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        """One action from ``view.legal``. Raises ``ValueError`` if ``view.legal`` is empty (not this seat's turn)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level}>"
