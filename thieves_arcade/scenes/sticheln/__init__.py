"""The Sticheln table (``shared/rules/sticheln.md``; events, views and notation in ``docs/games/sticheln.md``).

Every engine event is animated for the sofa: the dealer deals the cards one at a time clockwise into each seat's
fan of backs; a pain card is slipped face down beside its owner's badge (and flipped face up when pain is public:
published rules, house ``open_pain``, or at scoring); a played card flies from the hand to the trick, which is laid
out left to right in play order (so "the most recently played colour" is the rightmost other colour); the winning
card is lit, then the trick is swept face down onto the winner's pile; the round tally reveals every pain colour and
counts each seat's points row by row, with the totals; the final standings crown the winner.

Every colour has its own symbol (flame, sun, star, leaf, drop, moon, flower, acorn; cut from the card art by
``ui/cards.py``), so colour is never the only cue.

Privacy (see :class:`~thieves_arcade.scenes.table.TableScene`): hands are fanned face down; a hand is drawn face up
in the tray at the bottom only for ``private_seat`` — the lone human among bots all game long (the seats are turned
so that human sits at the bottom), or, with two or more humans, the human to act once they passed the "Pass to …"
curtain (for the pain choice and for each trick). Bots only: the public view.

Human input: ``self.cursor`` indexes ``view.legal`` (the hand's cards in hand order); left/right move it over the
tray, confirm plays (or marks as pain) the card under it. While the cursor is on a card to play to a trick already
led, a ghost of that card sits in the trick's next slot marked "takes the trick" / "wins so far" / "beaten", as the
engine's own trick-winner rule for the rule set in force (the view's ``would_win``) judges the trick as it
stands. Alt (from any human seat's device) shows the last completed trick — the view's ``last_trick``, public —
in a small panel over the trick area until the next intent (alt again, or any other button). Layout comes from
``levels/sticheln.tmx`` (anchors in ``docs/levels.md``). Table options offered in the lobby:
:attr:`StichelnTable.lobby_options`.
"""

from __future__ import annotations

from .model import card_label
from .table import TABLE, StichelnTable

__all__ = ["card_label", "StichelnTable", "TABLE"]
