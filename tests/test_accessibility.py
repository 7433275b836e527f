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


# ---- hold-free play --------------------------------------------------------------------------------------------------
def test_no_intent_needs_a_held_button():
    """Intents are presses only: there is no release or held-for intent a scene could wait for (held directions only
    repeat presses), so no action can need a button held down."""
    import dataclasses

    from thieves_arcade.input.intents import Intent, IntentEvent
    assert {i.value for i in Intent} == {"up", "down", "left", "right", "confirm", "back", "alt", "pause", "act"}
    fields = {f.name for f in dataclasses.fields(IntentEvent)}
    assert not fields & {"held", "duration", "released", "release", "hold"}


def test_one_press_of_confirm_hurries_the_animations():
    """Fast-forward is one press (holding is never needed): a human's confirm during a bot's animations makes them
    end in fewer frames."""
    from thieves_arcade.app.loop import App
    from thieves_arcade.input.intents import Intent, IntentEvent
    from thieves_arcade.scenes import table_class

    def frames_to_settle(press: bool) -> int:
        app = App(headless=True, audio=False)
        table = table_class("sticheln")(app, "sticheln", ["normal", "kb:left", "normal"], {}, 2,
                                        on_over=lambda s: None)
        app.scenes.push(table)
        while not table.timeline.busy:
            app.step()
        if press:
            app.send(IntentEvent("kb:left", Intent.CONFIRM))
        n = 0
        while table.timeline.busy:
            app.step()
            n += 1
        return n
    assert frames_to_settle(True) < frames_to_settle(False) * 0.6


# ---- captions --------------------------------------------------------------------------------------------------------
def test_captions_follow_the_setting_and_the_mute():
    from thieves_arcade.app.settings import Settings
    s = Settings()
    access.use_settings(s)
    try:
        assert not access.captions_on()  # sound on, captions on Auto: none
        s.volume_master = 0.0
        assert access.captions_on()  # muted: Auto shows them
        s.captions = "off"
        assert not access.captions_on()
        s.volume_master, s.captions = 0.8, "on"
        assert access.captions_on()
    finally:
        access.use_settings(None)


def test_a_table_captions_the_guard_whistle_and_your_turn():
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings
    from thieves_arcade.scenes import table_class
    from thieves_arcade.ui.probe import TextProbe, probing
    app = App(headless=True, audio=False, settings=Settings(captions="on"))
    try:
        table = table_class("pickpocket")(app, "pickpocket", ["kb:left", "normal", "normal"], {}, 3,
                                          on_over=lambda s: None)
        app.scenes.push(table)
        seen = set()
        probe = TextProbe()
        with probing():
            for _ in range(6000):
                app.step()
                if table.state.current_player == 0 and not table.timeline.busy:
                    table.apply(table.state.legal_actions()[0])
                live = table.captions.live(app.time)
                if live and not set(live) <= seen:
                    seen |= set(live)
                    probe.records = []
                    table.draw(probe)
                    assert set(live) <= {r.content for r in probe.records}  # drawn, not only kept
                if any("guard" in c for c in seen) and any("Your turn" in c for c in seen):
                    break
        assert any("Your turn" in c for c in seen), seen
        assert any("guard arrives" in c for c in seen), seen
    finally:
        access.use_settings(None)


# ---- the Accessibility screen and the overscan frame ----------------------------------------------------------------
class _Store:
    def __init__(self):
        self.saved = []

    def save(self, settings):
        self.saved.append(settings.to_dict())
        return True


def test_every_accessibility_row_changes_its_setting_by_pad_and_saves_it():
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings
    from thieves_arcade.input.intents import Intent, IntentEvent
    from thieves_arcade.scenes.access import ROWS, AccessScene
    store = _Store()
    app = App(headless=True, audio=False, settings=Settings(), settings_store=store)
    try:
        scene = AccessScene(app)
        app.scenes.push(scene)
        for key, _label in ROWS:
            if key in ("overscan", "back"):
                continue
            before = getattr(app.settings, key)
            app.send(IntentEvent("pad:1", Intent.RIGHT))
            assert getattr(app.settings, key) != before, key
            assert store.saved[-1][key] == getattr(app.settings, key)
            app.send(IntentEvent("pad:1", Intent.DOWN))
        # the palette and text size are in force at once: the seat colours and the title-safe rect follow
        from thieves_arcade.ui import theme
        assert app.settings.palette == "deuteranopia"
        assert tuple(theme.SEAT_COLOURS) == access.PALETTES["deuteranopia"]["seat"]
        assert access.text_scale() == 1.25
        assert scene.row == [k for k, _l in ROWS].index("overscan")
        app.send(IntentEvent("pad:1", Intent.CONFIRM))
        assert app.scenes.top.name == "overscan"
    finally:
        access.use_settings(None)


def test_the_overscan_frame_shrinks_keeps_and_cancels():
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings
    from thieves_arcade.input.intents import Intent, IntentEvent
    from thieves_arcade.scenes.access import OverscanScene
    from thieves_arcade.ui import theme
    store = _Store()
    app = App(headless=True, audio=False, settings=Settings(), settings_store=store)
    try:
        app.scenes.push(OverscanScene(app))
        for _ in range(3):
            app.send(IntentEvent("kb:left", Intent.LEFT))
        assert app.settings.overscan == 8 and access.present_scale() < 1
        app.send(IntentEvent("kb:left", Intent.CONFIRM))
        assert store.saved[-1]["overscan"] == 8 and app.scenes.top is None
        app.scenes.push(OverscanScene(app))
        for _ in range(12):
            app.send(IntentEvent("kb:left", Intent.RIGHT))
        assert app.settings.overscan == 0 and tuple(theme.SAFE) == (0, 0, 1920, 1080)
        app.send(IntentEvent("kb:left", Intent.BACK))
        assert app.settings.overscan == 8 and len(store.saved) == 1  # cancelled: back to 8 %, nothing saved
    finally:
        access.use_settings(None)


def test_beyond_the_usual_margin_the_whole_picture_is_shrunk():
    from thieves_arcade.app.loop import App
    from thieves_arcade.app.settings import Settings
    from thieves_arcade.scenes.title import TitleScene
    app = App(headless=True, audio=False, settings=Settings(overscan=10))
    try:
        app.scenes.push(TitleScene(app, attract_after=1e9))
        app.run_headless(10, draw_every=0)
        app.render()
        x, y, w, h = (round(v) for v in access.to_screen((0, 0, 1920, 1080)))
        assert (x, y) == (round(1920 * (1 - 0.8 / 0.9) / 2), round(1080 * (1 - 0.8 / 0.9) / 2))
        assert app.surface.get_at((x // 2, y // 2))[:3] == (0, 0, 0)  # the hidden edge is left black
        assert app.surface.get_at((960, 540))[:3] != (0, 0, 0)
    finally:
        access.use_settings(None)
