"""Pickpocket's table at bigger text, a fresh player's 150 % pass (issue 21, session 8): the name plates' padding,
the loot label's frame, the hand panel's title and buttons, every popup's contrast while it shows ("2 OF 2!").

Each test draws the table on a :class:`~thieves_arcade.ui.probe.TextProbe` and measures the inked pixels the probe
records (px on the 1920×1080 frame)."""

from __future__ import annotations

import pytest
from test_readability import request_cleanup, text_at

from thieves_arcade.ui.probe import TextProbe, probing


def _probe(table) -> TextProbe:
    probe = TextProbe()
    with probing():
        table.draw(probe)
    return probe


def _language(lang: str) -> None:
    from thieves_arcade import i18n
    i18n.set_language(lang)
    request_cleanup.append(lambda: i18n.set_language("en"))


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_plate_names_keep_12px_inside_and_12px_from_the_score(app, lang, text_size):
    """Every seat's plate at 2–6 seats, with one-digit, two-digit scores and a phone player's long name: the name's
    ink at least 12 px inside the plate's 4 px border (16 px from its edge), so is the score's, and 12 px or more
    between the name's ink and the score's; the name is drawn whole or cut with "…" (issue 21: in French at 150 %
    names 6–10 px from the score, touching the plate's left edge at six seats)."""
    from scene_helpers import make_table
    text_at(app, text_size)
    _language(lang)
    bad = []
    for players in range(2, 7):
        for scores in ([0] * players, [48 + 7 * s for s in range(players)]):
            for long_name in (False, True):
                table = make_table(app, "pickpocket", ["kb:left"] + ["normal"] * (players - 1), seed=3)
                if long_name:
                    table.seats[1].label = "Maximilienne"
                table.m.scores = list(scores)
                probe = _probe(table)
                plates = [p.rect for p in probe.panels if p.rect.height < 120 and p.rect.width < 320]
                for seat, s in enumerate(table.seats):
                    where = f"{players} seats, scores {scores[0]}…, seat {seat}"
                    drawn = [r for r in probe.records if r.content == s.name or (
                        r.content.endswith("…") and s.name.startswith(r.content[:-1]))]
                    assert drawn, f"{where}: {s.name!r} not drawn whole or cut with '…'"
                    name = drawn[-1].rect
                    plate = next(p for p in plates if p.contains(name))
                    score = next(r.rect for r in probe.records if r.content == str(scores[seat])
                                 and plate.contains(r.rect))
                    if name.left - plate.left < 16 or plate.right - score.right < 16:
                        bad.append(f"{where}: name {name.left - plate.left} px, score {plate.right - score.right}"
                                   f" px from the plate's edge (want 16: 12 inside the border)")
                    if score.left - name.right < 12:
                        bad.append(f"{where}: {drawn[-1].content!r} {score.left - name.right} px from its score")
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_loot_count_keeps_12px_inside_the_felts_rim(app, lang, text_size):
    """The "Loot" word and its value (one and two digits) at the felt's right end keep their ink 12 px or more
    inside the felt's 8 px rim (issue 21: "BUTIN" 5 px from it at 150 %)."""
    from scene_helpers import make_table

    from thieves_arcade.i18n import _
    from thieves_arcade.scenes.pickpocket.model import FELT
    text_at(app, text_size)
    _language(lang)
    inside = FELT.inflate(-2 * (8 + 12), -2 * (8 + 12))
    for loot in (["1100", "0110"], ["3000", "0300", "0030", "0003", "2100", "0210"]):
        table = make_table(app, "pickpocket", ["normal"] * 4, seed=3)
        table.m.loot, table.m.broken = loot, set()
        probe = _probe(table)
        value = str(sum(int(d) for tile in loot for d in tile))
        for words in (_("Loot"), value):
            ink = next(r.rect for r in probe.records if r.content == words and FELT.colliderect(r.rect))
            assert inside.contains(ink), f"{words!r} ink {tuple(ink)} within 12 px of the felt's rim {tuple(FELT)}"


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_hand_title_clears_the_border_and_the_buttons_share_one_size(app, lang, text_size):
    """The human's hand panel at its first turns (Draw alone; Draw and Leave; a tile playable): the "Your move, …"
    title's ink 12 px or more inside the panel's 4 px border and 6 px clear of every button, and the buttons'
    labels of one row at one size (issue 21: "À toi" touched the top at 150 %, "Draw" drawn bigger than "Leave
    +0" beside it)."""
    from test_readability import _pickpocket_hand_moments

    from thieves_arcade.i18n import _
    text_at(app, text_size)
    _language(lang)
    moments = _pickpocket_hand_moments(app)
    panel = app.scenes.top.level.anchor("hand")
    for kind, frame in moments.items():
        (title,) = [r.rect for r in frame if r.content.startswith(_("Your move, {name}").split("{")[0])]
        assert title.top - panel.top >= 16, f"{kind}: the title's ink {title.top - panel.top} px under the top"
        buttons = [p.rect for p in frame.panels if panel.contains(p.rect) and p.rect.height == 96]
        assert buttons, f"{kind}: no button drawn"
        assert all(not title.inflate(12, 12).colliderect(b) for b in buttons), (kind, tuple(title), buttons)
        labels = [r for r in frame if any(b.contains(r.rect) for b in buttons)]
        assert len(labels) == len(buttons), (kind, [r.content for r in labels])
        if len(labels) > 1:
            assert len({r.size for r in labels}) == 1, (kind, [(r.content, r.size) for r in labels])


#: The share of a popup's time (from its start) over which it must read at WCAG's contrast: what is left is its
#: fade out.
POPUP_READS = 0.75


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_popups_keep_their_contrast_while_they_show(app, lang, text_size):
    """Every kind of popup Pickpocket raises over its felt — "2 of 2!", "Warning!", "Caught!", "Thrown out!", a
    leave's "+5" and "×2 = +8", a hand's "+3", a power's "Magic glove +2", the beer's "Cheers! turn passed" — for
    every seat of a four-seat table, loot on the felt under it: probed every 3 frames over the first
    :data:`POPUP_READS` of its time, its letters keep WCAG's 4.5:1 (3:1 from 64 px drawn) against the worst pixel
    within 3 px of them (``test_readability_contrast.contrast_figures``, faded texts measured too) — issue 21: "2 OF
    2!" faded from 30 % of its 0.6 s on and read dark green on the green felt, 2.8:1 halfway through its moment."""
    from scene_helpers import make_table
    from test_readability_contrast import LARGE_PX, NEED, NEED_LARGE, contrast_figures

    from thieves_arcade.i18n import _
    from thieves_arcade.scenes.pickpocket.power_anims import _popup
    from thieves_arcade.ui import theme
    text_at(app, text_size)
    _language(lang)
    table = make_table(app, "pickpocket", ["kb:left", "normal", "normal", "normal"], seed=3)
    table.m.loot = ["2100", "0120", "1011", "0003", "3000"]
    base = TextProbe()
    table.draw(base)
    kinds = [(_("{k} of 2!").format(k=2), theme.LAMP, 0.6), (_("Warning!"), theme.LAMP, 1.0),
             (_("Caught!"), theme.RED, 0.9), (_("Thrown out!"), theme.RED, 0.9), ("+5", theme.GOLD, 1.1),
             (_("×2 = +{p}").format(p=8), theme.GOLD, 1.1), ("+3", theme.GOLD, 1.2),
             (_(table._power_name("glove")) + " +2", theme.BLUE, 1.1),
             (_("Cheers! ") + _("turn passed"), theme.LAMP, 1.1)]
    bad, measured = [], 0
    for label, colour, dur in kinds:
        for seat in range(4):
            tween = _popup(table, seat, label, colour, dur)
            elapsed = 0.0
            while elapsed + 3 / 60 <= POPUP_READS * dur:
                tween.update(3 / 60)
                elapsed += 3 / 60
                probe = TextProbe()
                probe.blit(base, (0, 0))
                with probing():
                    tween.draw(probe)
                figures = [f for f in contrast_figures(probe) if f[1] == label]
                if not figures:
                    bad.append(f"seat {seat}: {label!r} not measured at {elapsed:.2f} s")
                    continue
                measured += 1
                ratio, _content, size, at = figures[0]
                need = NEED_LARGE if size >= LARGE_PX else NEED
                if ratio < need:
                    bad.append(f"seat {seat}: {label!r} ({size} px) {ratio:.2f}:1 at {elapsed:.2f} s of {dur} s "
                               f"(pixel {at}), under {need}:1")
    assert measured, "no popup was measured"
    assert bad == [], "\n".join(bad[:40])


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_princes_no_power_reads_whole_beside_the_prompt(app, lang, text_size):
    """The human picking its power on a six-seat table, the Prince a bot or a phone player's long name, the seats
    before the human holding none or every other power: the Prince's "… : no power" at the order line's end is
    drawn whole (not cut with "…"), 36 px drawn or more, its ink 16 px or more left of the prompt row's first key,
    and the prompt row on one line inside the panel (issue 21: "Crow: no…" at 100 %, "Ren…" in French at 150 %)."""
    import pygame
    from test_readability import _pickpocket_choosing

    from thieves_arcade.i18n import _
    from thieves_arcade.scenes.pickpocket.model import PANEL
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.powers import POWERS
    text_at(app, text_size)
    _language(lang)
    table = _pickpocket_choosing(app)
    prince = table.m.prince
    assert prince is not None and table.state.current_player == 0
    band = pygame.Rect(PANEL.left, PANEL.bottom - 80, PANEL.width, 80)
    bad = []
    for long_name in (False, True):
        if long_name:
            table.seats[prince].label = "Maximilienne"
        for held in (False, True):
            for k, seat in enumerate(table.pm.order):
                table.m.powers[seat] = POWERS[k + 1] if held and seat != 0 else None
            probe = _probe(table)
            where = f"{table.seats[prince].name!r}, powers held: {held}"
            words = _("{name}: no power").format(name=table.seats[prince].name)
            line = [r for r in probe.records if band.contains(r.rect) and r.content == words]
            if not line:
                bad.append(f"{where}: not drawn whole: {[r.content for r in probe.records if band.contains(r.rect)]}")
                continue
            (line,) = line
            keys = [r for r in probe.records if band.contains(r.rect) and r.content.startswith("[")]
            row = [r for r in probe.records if band.contains(r.rect) and r.rect.left > line.rect.right]
            if line.size < theme.SMALL:
                bad.append(f"{where}: drawn at {line.size} px")
            if not keys or min(r.rect.left for r in keys) - line.rect.right < 16:
                bad.append(f"{where}: its ink {tuple(line.rect)}, the prompt's keys {[tuple(r.rect) for r in keys]}")
            if len({r.rect.centery // 8 for r in keys}) > 1 or any(not PANEL.contains(r.rect) for r in row):
                bad.append(f"{where}: the prompt row {[(r.content, tuple(r.rect)) for r in row]} off one line")
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_pickpocket_leaders_number_sits_clear_of_every_token(app, players, text_size):
    """Each seat in turn leading the score track with 25, the others far behind (2, 3, …), close behind (24, 23,
    …) or level with it (25): the leader's number keeps its ink 8 px or more from every seat's token (the 34 px
    symbol at ``track_point``), on the board or on its chip, and its chip (if any) off every token (issue 21: the
    leader's number in the middle or bottom lane sat over the top lane's tokens)."""
    import pygame
    from scene_helpers import make_table

    from thieves_arcade.ui import theme
    text_at(app, text_size)
    table = make_table(app, "pickpocket", ["kb:left"] + ["normal"] * (players - 1), seed=3)
    track = table.level.anchor("score_track")
    bad = []
    for lead in range(players):
        for others in ("far", "close", "level"):
            table.m.scores = [{"far": 2 + s, "close": 24 - s, "level": 25}[others] for s in range(players)]
            table.m.scores[lead] = 25
            probe = _probe(table)
            numbers = [r for r in probe.records if r.content == "25" and r.rect.bottom < track.bottom]
            if len(numbers) != 1:
                bad.append(f"lead {lead}, others {others}: {len(numbers)} numbers '25' on the track")
                continue
            (number,) = numbers
            tokens = [pygame.Rect(0, 0, 34, 34) for _s in range(players)]
            for seat, token in enumerate(tokens):
                token.center = table.track_point(seat, table.m.scores[seat])
            bad += [f"lead {lead}, others {others}: the number {tuple(number.rect)} within 8 px of seat {s}'s "
                    f"token {tuple(t)}" for s, t in enumerate(tokens) if number.rect.inflate(16, 16).colliderect(t)]
            chips = [p.rect for p in probe.panels if p.rect.colliderect(number.rect)]
            bad += [f"lead {lead}, others {others}: its chip {tuple(c)} on seat {s}'s token {tuple(t)}"
                    for c in chips for s, t in enumerate(tokens) if c.colliderect(t)]
            bad += [f"lead {lead}, others {others}: its chip {tuple(c)} leaves the title-safe area"
                    for c in chips if not pygame.Rect(theme.SAFE).contains(c)]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pickpocket_choosing_panel_covers_the_hand_panel(app, lang, text_size):
    """The human picking a power: inside the choosing panel (18 px in from its edge: its rounded corners and
    border), the frame is the same pixel for pixel whether the human's hand panel (its title "…'s hand", its
    tiles) is drawn under it or not (issue 21: the hand panel's title showed through the panel)."""
    import numpy as np
    import pygame
    from test_readability import _pickpocket_choosing

    from thieves_arcade.scenes.pickpocket import painter
    from thieves_arcade.scenes.pickpocket.model import PANEL
    text_at(app, text_size)
    _language(lang)
    table = _pickpocket_choosing(app)
    hand = table.level.anchor("hand")
    assert PANEL.colliderect(hand), "the hand panel no longer lies under the choosing panel"
    frames = []
    for private in (0, None):
        surface = pygame.Surface((1920, 1080))
        painter.draw_table(table, surface, table.seat_view(0), private)
        frames.append(pygame.surfarray.array3d(surface.subsurface(PANEL.inflate(-36, -36))).astype(int))
    diff = np.abs(frames[0] - frames[1]).max(axis=2)
    assert diff.max() == 0, f"{int((diff > 0).sum())} px differ, by up to {int(diff.max())}, inside {tuple(PANEL)}"
