"""Sticheln's table at bigger text, a fresh player's 150 % pass (issue 21, session 9): the thinking dots, the
colour words' plates, the status lines' size, the dealer chip and the tray's ranks.

Each test draws the table on a :class:`~thieves_arcade.ui.probe.TextProbe` (or a plain frame, for shapes the probe
does not record) and measures what was drawn (px on the 1920×1080 frame)."""

from __future__ import annotations

import pygame
import pytest
from test_readability import Frame, request_cleanup, text_at

from thieves_arcade.ui.probe import TextProbe, probing


def _language(lang: str) -> None:
    from thieves_arcade import i18n
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))


def _probe(table) -> Frame:
    probe = TextProbe()
    with probing():
        table.draw(probe)
    return Frame(probe.records, probe.panels, probe.sprites)


def _at_rest(app, players: int = 4, seed: int = 3):
    """A Sticheln table (the human at seat 0, bots elsewhere) past its opening deal, no animation playing."""
    from scene_helpers import make_table, run_until
    table = make_table(app, "sticheln", ["kb:left"] + ["normal"] * (players - 1), seed=seed, speed=20.0)
    run_until(app, lambda: not table.timeline.busy and table.m.deal is None and table.state.current_player is not None)
    return table


# ---- 1. the thinking dots ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_thinking_dots_leave_the_score_line_as_it_is(app, lang, text_size):
    """A bot to act: its badge's score line ("0 pts", "-63 pts", "105 pts") is the same text at the same size and
    place as when it is not thinking, and the thinking dots (a picture on the badge) lie inside the badge, 6 px
    or more inside its 4 px border, ``DOTS_GAP`` px or more right of the score's ink and clear of the name's — at
    each of the dots' three phases (issue 21: the dots were appended to the score, "0 pts ..", and the score shrank
    to make room for them)."""
    from thieves_arcade.i18n import _
    from thieves_arcade.scenes.sticheln.model import BADGE
    from thieves_arcade.ui.widgets import DOTS_GAP
    text_at(app, text_size)
    _language(lang)
    table = _at_rest(app)
    table.m.scores = [0, -63, 105, 7]
    bad = []
    for seat in range(1, 4):
        badge = pygame.Rect(0, 0, *BADGE)
        badge.center = table.badge_point(seat)
        score = _("{n} pts").format(n=table.m.scores[seat])
        table.m.turn = None
        still = [r for r in _probe(table) if badge.contains(r.rect)]
        for phase in (0.0, 0.34, 0.67):
            table.m.turn, table.t = seat, phase
            frame = _probe(table)
            drawn = [r for r in frame if badge.contains(r.rect)]
            where = f"seat {seat} ({table.seats[seat].name}), t={phase}"
            if [(r.content, r.size, tuple(r.rect)) for r in drawn] != \
                    [(r.content, r.size, tuple(r.rect)) for r in still]:
                bad.append(f"{where}: the badge's texts change while it thinks: "
                           f"{[(r.content, r.size) for r in drawn]} vs {[(r.content, r.size) for r in still]}")
                continue
            (line,) = [r for r in drawn if r.content == score]
            name = [r for r in drawn if r.content != score]
            dots = [s.rect for s in frame.sprites if badge.contains(s.rect) and s.rect.height <= 16]
            if len(dots) != 1:
                bad.append(f"{where}: {len(dots)} thinking-dot rows on the badge")
                continue
            (d,) = dots
            if not badge.inflate(-12, -12).contains(d):
                bad.append(f"{where}: the dots {tuple(d)} are within 6 px of the badge's edge {tuple(badge)}")
            if d.left - line.rect.right < DOTS_GAP:
                bad.append(f"{where}: the dots are {d.left - line.rect.right} px right of {score!r}")
            if any(r.rect.colliderect(d) for r in name):
                bad.append(f"{where}: the dots lie on the name")
    assert bad == [], "\n".join(bad)
