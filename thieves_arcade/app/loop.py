"""The app: a fixed-timestep loop owning the display, input, the scene stack and audio.

Simulation and tweens advance in fixed steps of :data:`STEP` seconds (60 Hz) from an accumulator of real time; after
a stall at most :data:`MAX_CATCH_UP` steps run before rendering (the rest of the backlog is dropped), and the frame is
drawn once per display frame. ``run_headless`` steps simulated time as fast as possible, with no window shown.

Global keys handled here (never reaching scenes as raw keys): F11 and Alt+Enter toggle fullscreen; window close quits.
Everything else becomes :class:`~thieves_arcade.input.intents.IntentEvent` s for the scene stack.
"""

from __future__ import annotations

import importlib.util
import logging
import time

import pygame

from ..input.devices import InputManager
from ..input.intents import IntentEvent
from ..ui.scene import Scene, SceneStack
from .memory import TRIM_EVERY, trim, tune_allocator

log = logging.getLogger(__name__)

#: Fixed simulation step in seconds (60 Hz).
STEP = 1 / 60
#: At most this many steps run per rendered frame; older backlog is dropped (a stall does not fast-forward).
MAX_CATCH_UP = 5


def plan_steps(accumulator: float, elapsed: float, step: float = STEP, max_steps: int = MAX_CATCH_UP
               ) -> tuple[int, float]:
    """The fixed-timestep arithmetic: add ``elapsed`` real seconds to ``accumulator`` and return (steps to run now,
    accumulator left). At most ``max_steps`` steps run; after a stall the excess backlog is dropped (at most one step
    is kept), so the game slows down instead of fast-forwarding."""
    accumulator += max(0.0, elapsed)
    steps = int((accumulator + 1e-9) // step)  # 1e-9: a frame of exactly one step is one step
    if steps > max_steps:
        return max_steps, min(accumulator - max_steps * step, step)
    return steps, accumulator - steps * step


def draw_save_notice(surface: pygame.Surface, notice: str) -> pygame.Rect:
    """One line ``notice`` in a red-rimmed band at the top of the title-safe area (over whatever is drawn);
    returns the band's rect. The text is shrunk (down to the small size) to fit the safe width."""
    from ..ui import theme
    from ..ui.text import blit_text, text
    from ..ui.widgets import draw_panel
    safe = pygame.Rect(theme.SAFE)
    size = theme.SMALL
    while size > 20 and text(notice, size).get_width() > safe.width - 60:
        size -= 2
    band = pygame.Rect(0, 0, min(safe.width, text(notice, size).get_width() + 60), size + 28)
    band.midtop = (surface.get_width() // 2, safe.top)
    draw_panel(surface, band, theme.INK, 235, 18, theme.RED)
    blit_text(surface, notice, band.center, size, theme.WHITE)
    return band


class NullAudio:
    """Silence with the audio API (used when the audio module is absent or sound is off)."""

    available = False

    def play(self, name: str) -> None:
        """Do nothing."""

    def start_music(self) -> None:
        """Do nothing."""

    def stop_music(self) -> None:
        """Do nothing."""

    def set_volumes(self, *args, **kwargs) -> None:
        """Do nothing."""


def make_audio(enabled: bool = True):
    """The app's audio: ``thieves_arcade.app.audio.Audio()`` if present and ``enabled``, else :class:`NullAudio`.
    Never raises (no device → silence)."""
    if not enabled or importlib.util.find_spec("thieves_arcade.app.audio") is None:
        return NullAudio()
    try:
        from .audio import Audio
        return Audio()
    except Exception as exc:  # noqa: BLE001 - sound must never stop the game
        log.warning("audio unavailable: %s", exc)
        return NullAudio()


#: Raw events that count as "any button" for a scene with an ``any_press()`` method (any key, any pad button).
ANY_PRESS = (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN)

class App:
    """The process-wide object every scene receives as ``app``.

    Attributes: ``display`` (:class:`~thieves_arcade.app.display.Display`), ``surface`` (the logical frame),
    ``input`` (:class:`~thieves_arcade.input.devices.InputManager`), ``scenes`` (:class:`SceneStack`), ``audio``,
    ``headless`` (bool), ``time`` (game seconds since start), ``frames`` (frames drawn), ``idle`` (seconds since the
    last intent, for attract mode), ``running``, ``settings`` (:class:`~thieves_arcade.app.settings.Settings`, the
    defaults unless given) and ``settings_store`` (its :class:`~thieves_arcade.app.settings.SettingsStore`, or
    ``None``: changes are not saved — tests, demos).
    """

    def __init__(self, headless: bool = False, fullscreen: bool = False, audio: bool = True, settings=None,
                 settings_store=None):
        from ..input.controllerdb import use_bundled_mappings
        use_bundled_mappings()  # before SDL's game-controller subsystem starts, so every pad in the DB works
        tune_allocator()  # big surfaces go back to the system when freed (issue 19: flat memory over hours)
        if headless:  # only what a headless run needs: no mixer (it probes ALSA), no window shown
            pygame.display.init()
            pygame.font.init()
            pygame.joystick.init()
        elif not pygame.get_init():
            pygame.init()
        self.headless = headless
        from .display import Display
        self.display = Display(fullscreen=fullscreen, headless=headless)
        self.surface = self.display.surface
        self.input = InputManager()
        self.scenes = SceneStack()
        self.audio = make_audio(audio and not headless)
        from .saves import SaveNotice
        from .settings import Settings
        self.save_notice = SaveNotice()  # failing autosaves, told in one line over every scene (issue 19)
        from .resume import SavePolicy
        #: The save policy (``app/resume.py``): scenes save, load and resume through it.
        self.saves = SavePolicy(self)
        self.settings = settings if settings is not None else Settings()
        self.settings_store = settings_store
        from ..ui import access
        access.use_settings(self.settings)  # palette, motion, captions, text size, overscan: read live (issue 21)
        self.audio.set_volumes(self.settings.volume_master, self.settings.volume_sfx, self.settings.volume_music)
        self.apply_controls()
        from ..ui.prompts import use_app
        use_app(self)
        self.time = 0.0
        self._next_trim = TRIM_EVERY
        self.frames = 0
        self.idle = 0.0
        self.running = True
        self.frame_times: list[float] = []  # seconds spent in draw(), when ``measure`` is on
        self.measure = False
        #: The phone service (``input/phones.py``) once phones were switched on in this session, else ``None``.
        self.phones = None

    # ---- navigation (app/navigation.py) ---------------------------------------------------------------------------
    def goto(self, route: str, *args, how: str = "push", **kwargs) -> Scene:
        """Show screen ``route`` (``"lobby"``, ``"table"``, ``"results"``, ... see :mod:`.navigation`) built with
        ``args``/``kwargs``, pushed (``how="push"``), replacing the top screen (``"replace"``) or alone on the stack
        (``"clear"``); returns the new scene. Scenes navigate only through this. Raises ``ValueError`` for an
        unknown route, a game without a table, or an unknown ``how``."""
        from . import navigation
        return navigation.goto(self, route, *args, how=how, **kwargs)

    def make_scene(self, route: str, *args, **kwargs) -> Scene:
        """A new scene of ``route`` (as :meth:`goto` builds it) without showing it (a rematch kept aside, a table
        handed to a party)."""
        from . import navigation
        return navigation.make(self, route, *args, **kwargs)

    # ---- one frame ----------------------------------------------------------------------------------------------
    def quit(self) -> None:
        """Stop the loop after this frame."""
        self.running = False

    def pump(self) -> None:
        """Read pygame events and other device kinds' input (``input.poll``; phones through :meth:`pump_phones`):
        global keys, device changes, intents → the scene stack. Each call is one numbered input pump
        (``input.begin_pump``; the stack's ``stamp``), so a press read now never counts for a screen that appeared
        during this pump."""
        self.scenes.stamp = self.input.begin_pump()
        self._pumping = True
        try:
            for event in pygame.event.get():
                self.dispatch(event)
        finally:
            self._pumping = False
        intents = self.input.poll()
        self._changes()
        for intent in intents:
            self.send(intent)
        self.pump_phones()

    def _changes(self) -> None:
        for change in self.input.take_changes():
            self.idle = 0.0
            self.scenes.device_changed(change)

    # ---- phones (input/phones.py) ------------------------------------------------------------------------------
    def start_phones(self):
        """Start the phone server if Settings let phones join; returns the running service or ``None`` (off, or
        no free port: then ``phones.error`` says why). Never blocks the loop for long (binding is local)."""
        if not getattr(self.settings, "phones", False):
            return None
        from ..input.phones import PhoneService
        if self.phones is None or self.phones.first_port != self.settings.phone_port:
            self.stop_phones()
            self.phones = PhoneService(self.settings.phone_port)
        self.phones.start()
        return self.phones if self.phones.running else None

    def stop_phones(self) -> None:
        """End every phone token and stop the server (leaving the lobby, the title, quitting). Safe to repeat."""
        if self.phones is not None:
            self.phones.stop()

    def pump_phones(self) -> None:
        """Hand what phones did (connections, join/leave, action texts) to the scenes, as a pad's would be. The
        phone's chosen name becomes its device name. A phone's intents go only to a top scene that declares
        ``accepts_phones`` (lobbies, the QR screen, tables, the pause menu): a phone cannot press a menu's buttons."""
        if self.phones is None:
            return
        for item in self.phones.poll():
            device = item.device
            self.input.devices[device] = self.phones.hub.name(device) or "Phone"
            if isinstance(item, IntentEvent):
                if getattr(self.scenes.top, "accepts_phones", False):
                    self.send(item)
                elif item.intent.value == "act":  # e.g. the results screen: nothing to act on now
                    from ..i18n import _
                    self.phones.hub.error(device, _("Wait for your turn"))
            else:
                self.idle = 0.0
                self.scenes.device_changed(item)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event (used by ``pump`` and by tests injecting events; an event injected outside
        ``pump`` is its own input pump, as if it came on a frame of its own)."""
        if not getattr(self, "_pumping", False):
            self.scenes.stamp = self.input.begin_pump()
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        top = self.scenes.top
        if event.type in ANY_PRESS and getattr(top, "any_press", None) is not None:
            self.idle = 0.0
            top.any_press()  # a scene that says "press any button" takes any key or button (attract, issue 16)
            return
        intents = self.input.process(event)
        self._changes()
        for intent in intents:
            self.send(intent)

    def apply_controls(self) -> None:
        """Put the settings' controls (remapped keys, swapped pad buttons) and the rumble switch in force."""
        from ..input.controls import Controls
        self.input.apply_controls(Controls.of(self))
        self.input.rumble_enabled = bool(getattr(self.settings, "rumble", True))

    def toggle_fullscreen(self) -> None:
        """F11 / Alt+Enter: switch the window, and keep the Fullscreen setting in step with it (saved through the
        settings store, if any), so the Settings screen and the next launch show what the player chose."""
        self.display.toggle_fullscreen()
        if self.settings.fullscreen != bool(self.display.fullscreen):
            self.settings.fullscreen = bool(self.display.fullscreen)
            if self.settings_store is not None:
                self.settings_store.save(self.settings)

    def send(self, intent: IntentEvent) -> None:
        """Give one intent to the scene stack (resets the idle timer)."""
        self.idle = 0.0
        log.debug("intent %s from %s", intent.intent.value, intent.device)
        self.scenes.handle(intent)

    def step(self, dt: float = STEP) -> None:
        """One fixed simulation step of ``dt`` seconds (every :data:`~thieves_arcade.app.memory.TRIM_EVERY` game
        seconds it also gives the C heap's free pages back: :func:`~thieves_arcade.app.memory.trim`)."""
        self.time += dt
        if self.time >= self._next_trim:
            self._next_trim = self.time + TRIM_EVERY
            trim()
        self.idle += dt
        for repeat in self.input.update(dt):  # held directions repeat (their press's pump: no carry-over)
            self.send(repeat)
        self.scenes.update(dt)
        if self.scenes.top is None:
            self.running = False

    def render(self) -> None:
        """Draw the stack on the logical frame (timed when ``measure`` is on), the save notice over it if an
        autosave is failing, and present it. With a TV overscan beyond the usual 5 % (Settings → Accessibility →
        Adjust screen edges, ``ui.access.present_scale``) the frame is drawn off screen and shrunk about the centre
        so the title-safe area lands inside the visible part (a top scene marked ``unscaled`` is drawn as it is)."""
        from ..ui import access
        shrink = access.present_scale()
        if shrink < 1.0 and getattr(self.scenes.top, "unscaled", False):
            shrink = 1.0  # the "adjust screen edges" frame marks the screen's own edges
        target = self.surface
        if shrink < 1.0:  # TV overscan beyond the usual margin: draw on a frame, then shrink it to the visible part
            if getattr(self, "_frame", None) is None or self._frame.get_size() != self.surface.get_size():
                self._frame = pygame.Surface(self.surface.get_size()).convert()
            target = self._frame
        if self.measure:
            t0 = time.perf_counter()
            self.scenes.draw(target)
            self.frame_times.append(time.perf_counter() - t0)
        else:
            self.scenes.draw(target)
        notice = self.save_notice.text(self.time)
        if notice:
            draw_save_notice(target, notice)
        if target is not self.surface:
            self.surface.fill((0, 0, 0))
            w, h = self.surface.get_size()
            size = (round(w * shrink), round(h * shrink))
            if getattr(self, "_small", None) is None or self._small.get_size() != size:
                self._small = pygame.Surface(size).convert()
            pygame.transform.smoothscale(target, size, self._small)  # ≈ 5 ms (docs/performance.md)
            self.surface.blit(self._small, self._small.get_rect(center=(w // 2, h // 2)))
        self.frames += 1
        self.display.present()

    # ---- loops --------------------------------------------------------------------------------------------------
    def run(self, scene: Scene | None = None) -> None:
        """Real-time loop until the stack empties or the window closes: fixed 60 Hz steps from an accumulator,
        at most :data:`MAX_CATCH_UP` per frame, one render per display frame."""
        if scene is not None:
            self.scenes.push(scene)
        clock = pygame.time.Clock()
        accumulator = 0.0
        try:
            while self.running:
                elapsed = clock.tick(240) / 1000.0  # vsync usually paces first
                self.pump()
                steps, accumulator = plan_steps(accumulator, elapsed)
                for _ in range(steps):
                    if not self.running:
                        break
                    self.step(STEP)
                if self.running and self.scenes.top is not None:
                    self.render()
        finally:
            self.stop_phones()

    def run_headless(self, max_frames: int, scene: Scene | None = None, draw_every: int = 1) -> int:
        """Step simulated time as fast as possible: per frame, events, one step of :data:`STEP`, and a render every
        ``draw_every`` frames. Stops after ``max_frames`` frames or when the stack empties / ``quit()`` is called.
        Returns the number of frames run."""
        if scene is not None:
            self.scenes.push(scene)
        n = 0
        while self.running and n < max_frames:
            self.pump()
            self.step(STEP)
            n += 1
            if self.running and self.scenes.top is not None and draw_every and n % draw_every == 0:
                self.render()
        return n
