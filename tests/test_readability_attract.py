"""Attract mode's "DEMO — press any button to play" banner against the demo table above it (issue 21, ood10 item 3):
every playable game's table, at each seat count the demo plays it with, at 100 and 150 % text, English and French.

The table is drawn on a :class:`~thieves_arcade.ui.probe.TextProbe` (the 1920×1080 frame the demo draws it on), its
texts' ink rects mapped into :meth:`AttractScene.table_rect` (the scaled copy shown above the banner); the banner
is drawn on a second probe. Px on the 1920×1080 frame."""

from __future__ import annotations

import pygame
import pytest
from test_readability import language_at, text_at

from thieves_arcade.ui.probe import TextProbe, probing

#: Game seconds (at the demo's speed) after which the table is measured: its start, then every 5 s of a demo's
#: slice (:data:`~thieves_arcade.scenes.attract.SLICE_SECONDS`), its game's end included when it comes sooner.
MOMENTS = (0.5, *range(5, 76, 5))
#: Least px between a table text's ink (as shown, scaled) and the banner's band or ink.
CLEAR = 8


def _seat_counts(game_id: str) -> list[int]:
    """The seat counts :meth:`AttractScene.new_demo` may pick for ``game_id`` (3-5 within its range, else its
    least)."""
    from thieves_arcade.engine import get_game
    game = get_game(game_id)
    least = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    return list(range(least, min(game.max_players, 5) + 1))


def _banner_inks(attract) -> list[tuple[str, pygame.Rect]]:
    """``(text, ink rect)`` of the banner's texts, and its band (px)."""
    probe = TextProbe()
    with probing():
        attract.draw(probe)
    band = attract.banner_rect(probe)
    return [("band", band)] + [(r.content, r.rect) for r in probe.records if r.rect.colliderect(probe.get_rect())]


def _table_inks(attract) -> list[tuple[str, pygame.Rect]]:
    """``(text, ink rect)`` of every text on the demo table, mapped onto the frame where the scaled table shows."""
    probe = TextProbe()
    with probing():
        attract.table.draw(probe)
    area = attract.table_rect(probe)
    sx, sy = area.width / probe.get_width(), area.height / probe.get_height()
    inks = []
    for r in probe.records:
        if not r.content.strip() or not r.rect.colliderect(probe.get_rect()):
            continue
        rect = r.rect.clip(probe.get_rect())
        inks.append((r.content, pygame.Rect(area.x + rect.x * sx, area.y + rect.y * sy, max(1, rect.width * sx),
                                            max(1, rect.height * sy))))
    return inks


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_attract_banner_covers_no_table_text(app, lang, text_size):
    """Every game's demo table, each seat count, at the start and every 5 s of its slice: no text of the table (seat
    names, scores, status lines, results, as shown scaled above the banner) comes within :data:`CLEAR` px of the
    banner's band or its "DEMO" / "press any button to play" ink (issue 21: at 150 % the banner's line rises over
    the table's bottom edge; measured: 25 px at the closest, French 150 %, Pickpockets' "120 $ · 1 marqué")."""
    from thieves_arcade.scenes import playable_games, table_class
    from thieves_arcade.scenes.attract import ATTRACT_SPEED, AttractScene
    text_at(app, text_size)
    language_at(lang)
    bad = []
    for game_id in playable_games():
        for players in _seat_counts(game_id):
            attract = AttractScene(app, seed=1)
            attract.table = table_class(game_id)(app, game_id, ["normal"] * players, {}, 7, speed=ATTRACT_SPEED,
                                                 on_over=lambda table: None)
            attract.table.enter()
            t = 0.0
            for moment in MOMENTS:
                if attract.table.finished:
                    break
                while t < moment and not attract.table.finished:
                    attract.update(1 / 20)
                    t += 1 / 20
                banner = _banner_inks(attract)
                for words, ink in _table_inks(attract):
                    for what, rect in banner:
                        if ink.inflate(2 * CLEAR, 2 * CLEAR).colliderect(rect):
                            bad.append(f"{game_id}, {players} seats, {moment} s: {what!r} {tuple(rect)} over "
                                       f"{words!r} {tuple(ink)}")
            attract.table.exit()
    assert bad == [], "\n".join(bad[:40]) + f"\n({len(bad)} in all)"
