"""Accessibility and pacing settings (issue 21): palettes stay distinguishable under simulated colour-vision
deficiencies, reduced motion and game speed change the timelines but never drop an event, captions, overscan."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from thieves_arcade.ui import access

colorspacious = pytest.importorskip("colorspacious")

#: Banknote tints (tools/make_art.py ``NOTE_TINT``) and the note paper: the marked stamp must stand out on each.
NOTE_COLOURS = ((120, 190, 120), (110, 160, 220), (170, 130, 210), (236, 170, 80), (236, 226, 200))


def lighten(c, k):
    return tuple(v + (255 - v) * k for v in c)


def simulate(rgb, palette: str) -> np.ndarray:
    """``rgb`` (n × 3, 0–255) as seen with the deficiency ``palette`` is made for (Machado 2009, severity 100)."""
    rgb = np.asarray(rgb, float)
    if palette == "off":
        return rgb
    cvd = {"name": "sRGB1+CVD", "cvd_type": access.CVD_TYPE[palette], "severity": 100}
    return np.clip(colorspacious.cspace_convert(rgb / 255, cvd, "sRGB1"), 0, 1) * 255


def closest_pair(rgb, palette: str) -> tuple[float, tuple]:
    """The smallest CAM02-UCS ΔE between two of ``rgb`` as seen under ``palette``'s deficiency, and the pair."""
    seen = colorspacious.cspace_convert(simulate(rgb, palette), "sRGB255", "CAM02-UCS")
    return min((float(np.linalg.norm(seen[i] - seen[j])), (i, j))
               for i, j in itertools.combinations(range(len(rgb)), 2))


def sets_to_tell_apart(palette: str) -> dict[str, list]:
    """Every set of colours whose members must be told apart, as the palette draws them."""
    c = access.PALETTES[palette]
    return {
        "seats": list(c["seat"]),
        "sticheln colours": list(c["card"]),
        "pickpocket lines": [lighten(t, 0.3) for t in c["line"]],  # the band as drawn (the tint lightened)
        **{f"stamp on note {k}": [c["stamp"][0], n] for k, n in enumerate(NOTE_COLOURS)},
    }


@pytest.mark.parametrize("palette", list(access.CVD_TYPE))
def test_every_pair_stays_distinguishable_under_the_deficiency(palette):
    for name, colours in sets_to_tell_apart(palette).items():
        d, pair = closest_pair(colours, palette)
        assert d >= access.MIN_DELTA_E, f"{palette}: {name} {pair} only {d:.1f} ΔE apart (< {access.MIN_DELTA_E})"
        d, pair = closest_pair(colours, "off")  # and still apart for everyone else at the table
        assert d >= access.MIN_DELTA_E, f"{palette} palette, normal vision: {name} {pair} only {d:.1f} ΔE apart"


def test_the_normal_palette_fails_the_deficiency_test():
    """The test can fail: the normal seat and card colours collapse for a deuteranope (why the palettes exist)."""
    base = sets_to_tell_apart("off")
    assert closest_pair(base["seats"], "deuteranopia")[0] < access.MIN_DELTA_E
    assert closest_pair(base["sticheln colours"], "protanopia")[0] < access.MIN_DELTA_E


def test_every_palette_colour_set_is_complete():
    for name, sets in access.PALETTES.items():
        for kind, base in access.PALETTES["off"].items():
            assert len(sets[kind]) == len(base), f"{name}.{kind}"
            assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in sets[kind])


# ---- reduced motion and game speed ---------------------------------------------------------------------------------
def play_table(game: str, settings, actions: int = 30, seed: int = 4) -> tuple[int, list[str], int]:
    """A bots-only ``game`` table under ``settings`` until ``actions`` actions are applied and their animations end:
    (frames the animations played, the engine events whose animation started, in order, particles emitted)."""
    from thieves_arcade.app.loop import App
    from thieves_arcade.scenes import table_class
    app = App(headless=True, audio=False, settings=settings)
    try:
        players = {"morpion": 2, "oodlar": 4}.get(game, 4)
        table = table_class(game)(app, game, ["easy"] * players, {}, seed, on_over=lambda s: None)
        shown: list[str] = []
        animate = table.animate

        def recording(event):
            shown.append(repr(event))
            return animate(event)
        table.animate = recording
        app.scenes.push(table)
        busy = 0
        emitted = 0
        burst = table.particles.burst

        def counting(kind, centre, count=24, **kw):
            nonlocal emitted
            emitted += count
            return burst(kind, centre, count, **kw)
        table.particles.burst = counting
        for _ in range(200_000):
            if table.state.is_over or (len(table.state.history) >= actions and not table.timeline.busy):
                break
            busy += table.timeline.busy
            app.step()
        return busy, shown, emitted
    finally:
        access.use_settings(None)


@pytest.mark.parametrize("game", ["pickpocket", "sticheln", "cite"])
def test_reduced_motion_timelines_are_shorter_and_show_every_event(game):
    from thieves_arcade.app.settings import Settings
    normal, shown, sparks = play_table(game, Settings())
    calm, calm_shown, calm_sparks = play_table(game, Settings(reduced_motion=True))
    assert len(shown) > 20
    assert calm_shown == shown  # every engine event still gets its animation, in the same order
    assert calm < normal * 0.8, f"reduced motion played {calm} frames of animation, normal {normal}"
    if sparks:
        assert calm_sparks <= sparks / 2


@pytest.mark.parametrize("speed", [0.5, 1.5, 2.0])
def test_animation_speed_scales_the_timeline(speed):
    from thieves_arcade.app.settings import Settings
    base, shown, _n = play_table("pickpocket", Settings())
    scaled, scaled_shown, _n = play_table("pickpocket", Settings(anim_speed=speed))
    assert scaled_shown == shown
    assert scaled / base == pytest.approx(1 / speed, rel=0.12), (base, scaled)


def test_bot_pause_changes_the_bots_thinking_time():
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings
    from thieves_arcade.scenes import table_class
    delays = {}
    for pause in ("short", "normal", "long"):
        app = App(headless=True, audio=False, settings=Settings(bot_pause=pause))
        delays[pause] = table_class("pickpocket")(app, "pickpocket", ["easy"] * 4, {}, 1).bot_delay()
    access.use_settings(None)
    assert delays["short"] < delays["normal"] < delays["long"]
    assert delays["short"] == pytest.approx(delays["normal"] * access.BOT_PAUSE["short"])


def test_motion_policy_calms_shakes_flashes_and_particles():
    calm, lively = access.Motion(reduced=True), access.Motion()
    assert calm.shake(18.0) == 0 and lively.shake(18.0) == 18.0
    assert calm.flash(180) == 0 and lively.flash(180) == 180
    assert calm.particles(24) == 6 and calm.particles(1) == 1 and lively.particles(24) == 24
    assert calm.time_scale > lively.time_scale
