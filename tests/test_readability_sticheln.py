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


# ---- 2. the colour words' plates -----------------------------------------------------------------------------------
#: Fewest px between a text's inked pixels and the edge of the plate it lies on (a borderless panel holding it).
PLATE_MARGIN = 8


def plate_audit(frames: list[Frame], rest: int = 3, margin: int = PLATE_MARGIN) -> list[str]:
    """Texts at rest (``test_readability.resting``) on a plate — a borderless panel (``border_width`` 0, not a
    banner's band) of their layer that holds their ink — whose inked pixels come within ``margin`` px of the plate's
    edge on any side (issue 21: Sticheln's colour words had 3 px above and below). Returns the violations, one line
    each, sorted."""
    from test_readability import resting
    bad = []
    for records, _top, still in resting(frames, rest):
        plates = [p for p in getattr(records, "panels", ()) if p.border_width == 0 and p.kind == "panel"]
        for r in still:
            for p in plates:
                if p.layer != r.layer or not p.rect.contains(r.rect):
                    continue
                gaps = (r.rect.left - p.rect.left, p.rect.right - r.rect.right, r.rect.top - p.rect.top,
                        p.rect.bottom - r.rect.bottom)
                if min(gaps) < margin:
                    bad.append(f"{r.content!r} at {tuple(r.rect)} is {min(gaps)} px from the edge of its plate "
                               f"{tuple(p.rect)} (left, right, top, bottom: {gaps}), under {margin} px")
    return sorted(set(bad))


def test_the_plate_audit_sees_a_word_tight_on_its_plate(app):
    """The audit itself can fail: a word on a plate 3 px taller than its ink is reported, the same word on a plate
    with 8 px round its ink is not, and neither is a word on a bordered panel (the touching audit's)."""
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.text import blit_text, ink_rect
    from thieves_arcade.ui.widgets import draw_panel
    frames = []
    for pad, border in ((3, None), (8, None), (3, theme.GOLD)):
        probe = TextProbe()
        with probing():
            ink = ink_rect("green (weakest)", theme.SMALL, center=(960, 540))
            draw_panel(probe, ink.inflate(2 * 10, 2 * pad), theme.INK, 255, 12, border)
            blit_text(probe, "green (weakest)", (960, 540), theme.SMALL, theme.GREEN)
        frames.append(Frame(probe.records, probe.panels))
    assert len(plate_audit([frames[0]] * 3)) == 1
    assert plate_audit([frames[1]] * 3) == plate_audit([frames[2]] * 3) == []


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sticheln_colour_words_keep_8px_inside_their_plates(app, lang, text_size):
    """The "led: … · trump: …" line with every Sticheln colour led and the one before it as trump: each colour's
    word ("red (weakest)", "vert") has ``PLATE_MARGIN`` px or more of its plate on every side of its ink (issue 21:
    3 px above and below, the brackets against the plate's edges), and the line still keeps ``LINE_GAP`` px under
    the round line."""
    from scene_helpers import make_table

    from thieves_arcade import i18n
    from thieves_arcade.engine import sticheln as S
    from thieves_arcade.ui import access
    text_at(app, text_size)
    _language(lang)
    table = make_table(app, "sticheln", ["kb:left", "normal", "normal", "normal"], seed=3)
    bad = []
    for k, colour in enumerate(access.CARD_NAMES):
        other = access.CARD_NAMES[k - 1]
        table.m.trick, table.m.note = [S.Played(1, S.Card(colour, 5)), S.Played(2, S.Card(other, 9))], ""
        frame = _probe(table)
        words = [r for r in frame if r.content.startswith((i18n._(colour), i18n._(other)))]
        assert len(words) == 2, [r.content for r in frame]
        bad += plate_audit([frame] * 3)
    assert bad == [], "\n".join(bad)


# ---- 3. the status lines under the trick at one size ---------------------------------------------------------------
def _status_lines(frame: Frame, table) -> list:
    """The status lines under the trick on ``frame``: the round line, "Each thief marks a pain card in secret", the
    led line's words ("led:", each colour's word, "every other colour beats it") and whose turn it is ("Crow is
    thinking…", "Player 2's turn") — not the trick's note nor the prompt row."""
    from thieves_arcade import i18n
    from thieves_arcade.ui import access
    _ = i18n._
    starts = (_("Round {r} of {n}").split("{")[0], _("Tie-break round"), _("Each thief marks a pain card in secret"),
              _("every other colour beats it"), *(_("{word}:").format(word=_(w)) for w in ("led", "trump")))
    colours = tuple(_(c) for c in access.CARD_NAMES)  # on their plates: the prompt's card label is not one
    plates = [p.rect for p in frame.panels if p.border_width == 0]
    turns = {line.format(name=s.name) for s in table.seats for line in (_("{name} is thinking…"), _("{name}'s turn"))}
    area = table.level.anchor("info")
    return [r for r in frame if area.collidepoint(r.rect.center) and (
        r.content.startswith(starts) or r.content in turns
        or (r.content.startswith(colours) and any(p.contains(r.rect) for p in plates)))]


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sticheln_status_lines_share_one_size(app, lang, text_size):
    """The status lines under the trick — the round line, "Each thief marks a pain card in secret", the led line
    with every colour led and another as trump, "<bot> is thinking…" for each bot — are drawn at one size in the
    pain phase and in play, never under 36 px, each as wide as ``status_width`` at most (between the seats)
    (issue 21: in French at 150 % the secret line and the led line were shrunk to fit while the round line and the
    turn line beside them kept the larger size)."""
    from test_readability import _sticheln_led

    from thieves_arcade.engine import sticheln as S
    from thieves_arcade.scenes.sticheln.painter import status_width
    from thieves_arcade.ui import access, theme
    text_at(app, text_size)
    _language(lang)
    from scene_helpers import ready_for, run_until

    from thieves_arcade.input.intents import Intent, IntentEvent

    def bot_thinking():
        return not table.timeline.busy and table.state.current_player not in (None, 0) and table.m.deal is None
    lines = []
    table = _at_rest(app)
    run_until(app, ready_for(table, 0))
    assert table.state.view(0).phase == "pain"
    lines += _status_lines(_probe(table), table)  # the human's prompt
    table = _sticheln_led(app)
    assert table is not None and table.state.view(0).phase == "play"
    lines += _status_lines(_probe(table), table)
    ready = ready_for(table, 0)
    for _step in range(20_000):  # the human plays on until a bot is to act
        if bot_thinking():
            break
        if ready():
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
        app.step(1 / 60)
    assert bot_thinking()
    for colour in access.CARD_NAMES[:4]:  # the four colours of a four-seat deck, each led with each other as trump
        for other in access.CARD_NAMES[:4]:
            if other != colour:
                table.m.trick, table.m.note = [S.Played(1, S.Card(colour, 5)), S.Played(2, S.Card(other, 9))], ""
                lines += _status_lines(_probe(table), table)
    turns = [r.content for r in lines if r.content.startswith(tuple(s.name for s in table.seats[1:]))]
    sizes = sorted({r.size for r in lines})
    contents = {r.content for r in lines}
    assert turns, contents  # the turn line was seen
    assert len(sizes) == 1 and sizes[0] >= theme.SMALL, {(r.content, r.size) for r in lines}
    assert max(r.rect.width for r in lines) <= status_width(table)


# ---- 4. the dealer chip clear of the turn marker (session 10) ------------------------------------------------------
#: Fewest px between the dealer chip and its seat's badge, turn marker included.
CHIP_CLEAR = 8


@pytest.mark.parametrize("players", range(3, 9))
def test_sticheln_dealer_chip_keeps_clear_of_the_turn_marker(app, players, monkeypatch):
    """Every seat in turn the dealer and the seat to act, its hand as dealt and down to one card, at 150 %: the
    dealer chip (found by its "D", radius ``CHIP_RADIUS``) keeps ``CHIP_CLEAR`` px from the turn marker drawn round
    the badge (``draw_turn_marker``'s rect grown by its 8 px and its line's half width) and inside the title-safe
    area, and lies on no text but its "D" (issue 21, session 10: the chip sat on the marker's top-left corner)."""
    from test_readability import SAFE, text_at

    from thieves_arcade.scenes.sticheln.painter import CHIP_RADIUS
    from thieves_arcade.ui import widgets
    text_at(app, 150)
    table = _at_rest(app, players)
    markers = []
    real = widgets.draw_turn_marker
    monkeypatch.setattr(widgets, "draw_turn_marker", lambda s, r, *a, **k: (markers.append(pygame.Rect(r)),
                                                                           real(s, r, *a, **k)))
    bad = []
    for seat in range(players):
        for cards in (table.m.hands[seat] or 15, 1):
            table.m.dealer, table.m.turn = seat, seat
            table.m.hands = [cards] * players
            markers.clear()
            frame = _probe(table)
            chips = [r for r in frame if r.content == "D"]
            assert len(chips) == 1 and len(markers) == 1, ([r.content for r in chips], markers)
            d = chips[0].rect
            chip = pygame.Rect(0, 0, 2 * CHIP_RADIUS, 2 * CHIP_RADIUS)
            chip.center = (d.centerx, d.centery - 1)
            marker = markers[0].inflate(16 + 2 * widgets.MARKER_HALF, 16 + 2 * widgets.MARKER_HALF).clip(SAFE)
            where = f"{players} seats, seat {seat} ({table.side(seat)}), {cards} cards: chip {tuple(chip)}"
            if chip.inflate(2 * CHIP_CLEAR, 2 * CHIP_CLEAR).colliderect(marker):
                bad.append(f"{where} within {CHIP_CLEAR} px of the turn marker {tuple(marker)}")
            if not SAFE.contains(chip):
                bad.append(f"{where} outside the title-safe area")
            bad += [f"{where} on {r.content!r}" for r in frame if r.content != "D" and r.rect.colliderect(chip)]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("players", range(3, 9))
def test_sticheln_top_seats_keep_clear_of_the_trick_area(app, players, monkeypatch):
    """Each top seat in turn the seat to act, at 100 and 150 %: its badge's turn marker (``draw_turn_marker``'s
    rect grown by its 8 px and its line's half width) ends ``CHIP_CLEAR`` px or more above the trick area's brass
    rim, and the seat's texts stay above it too (issue 21, a fresh player's 150 % pass: the top badges reached
    y 305 over the rim at y 300, at every text size; the level's ``TOP_Y`` is 224, not 250)."""
    from thieves_arcade.ui import widgets
    table = _at_rest(app, players)
    rim = table.level.anchor("trick").top
    markers = []
    real = widgets.draw_turn_marker
    monkeypatch.setattr(widgets, "draw_turn_marker", lambda s, r, *a, **k: (markers.append(pygame.Rect(r)),
                                                                           real(s, r, *a, **k)))
    tops = [seat for seat in range(players) if table.side(seat) == "top"]
    assert tops, players
    bad = []
    for text_size in (100, 150):
        text_at(app, text_size)
        for seat in tops:
            table.m.turn = seat
            markers.clear()
            frame = _probe(table)
            assert len(markers) == 1, markers
            marker = markers[0].inflate(16 + 2 * widgets.MARKER_HALF, 16 + 2 * widgets.MARKER_HALF)
            if rim - marker.bottom < CHIP_CLEAR:
                bad.append(f"{text_size} %, seat {seat}: the turn marker ends {rim - marker.bottom} px above the "
                           f"trick area's rim (y {rim})")
            name = table.seats[seat].name
            bad += [f"{text_size} %, seat {seat}: {r.content!r} at {tuple(r.rect)} below the rim" for r in frame
                    if r.content == name and r.rect.bottom > rim]
    assert bad == [], "\n".join(bad)
