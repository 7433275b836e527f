"""The display: one logical 1920×1080 frame, scaled to the window or screen by SDL (``pygame.SCALED``).

Scaling the whole frame in Python costs 5–10 ms (see PLATFORM.md), so SDL's renderer does it. Windowed by default;
``toggle_fullscreen()`` (F11, Alt+Enter) switches. Headless runs (``SDL_VIDEODRIVER=dummy``) use the same path.

On a desktop the frame does not fit (a 1280×800 Steam Deck or a 1366×768 laptop, and a 1920×1080 monitor once the
title bar and the panel are counted), SDL's ``SCALED`` alone would open a 1920×1080 window, cropped by the screen:
pygame-ce makes the logical size the window's minimum and scales by whole numbers only. :func:`window_size` picks a
window that fits instead and :class:`Display` opens it with fractional, smoothed scaling (pygame-ce's
``SDL_HINT_RENDER_SCALE_QUALITY`` hint, read in ``src_c/display.c``; https://github.com/pygame-community/pygame-ce).
"""

from __future__ import annotations

import logging
import os
import warnings

import pygame

from ..ui import theme

log = logging.getLogger(__name__)

#: SDL video drivers that draw into memory: a window made with them is never seen.
OFFSCREEN_DRIVERS = ("offscreen", "dummy", "evdev")


def no_display_reason() -> str | None:
    """Start SDL's video and say why a window could not be seen, or ``None`` if it can.

    Without a desktop session (no ``DISPLAY`` / ``WAYLAND_DISPLAY``) SDL quietly falls back to its ``offscreen``
    driver and the game would run invisibly. A driver the user chose through ``SDL_VIDEODRIVER`` is respected (tests
    and screenshots run with ``dummy``). Returns the message for the player (what to do instead); the video subsystem
    is then shut down again."""
    chosen = os.environ.get("SDL_VIDEODRIVER")
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        driver, chosen = f"none ({exc})", None
    log.info("video driver: %s%s", driver, " (chosen by SDL_VIDEODRIVER)" if chosen else "")
    if chosen or driver not in OFFSCREEN_DRIVERS and not driver.startswith("none"):
        return None
    pygame.display.quit()
    return (f"no display to open a window on (SDL video driver: {driver}), so the game would run unseen. "
            "Start it from a desktop session (X11 or Wayland, with DISPLAY or WAYLAND_DISPLAY set), or watch a "
            "bots-only game without a window: thieves-arcade --headless --demo pickpocket")


#: The size of the window icon handed to SDL (desktops scale it; the freedesktop entry ships every size).
ICON_SIZE = 128


def set_window_icon() -> bool:
    """Give the window the game's icon (``assets/icons/thieves-arcade-128.png``, the loot bag) before the window opens.
    Returns whether it was set; a missing or unreadable icon is logged, never raised."""
    from .. import resources
    path = resources.icon(ICON_SIZE)
    try:
        pygame.display.set_icon(pygame.image.load(path))
    except (pygame.error, OSError) as exc:
        log.warning("window icon %s unavailable (%s); the desktop's default icon is used", path, exc)
        return False
    return True


#: Share of the desktop a window may take on each axis: room for the title bar, the panel and a margin.
DESKTOP_ROOM = 0.9
#: The smallest window the player may shrink it to (pixels): a quarter of the frame on each axis.
MIN_WINDOW = (theme.WIDTH // 4, theme.HEIGHT // 4)


def window_size(desktop: tuple[int, int] | None, frame: tuple[int, int] = (theme.WIDTH, theme.HEIGHT),
                room: float = DESKTOP_ROOM) -> tuple[int, int] | None:
    """The window to open on a ``desktop`` of (width, height) pixels, or ``None`` when the whole ``frame`` fits in
    ``room`` of it (or the desktop is unknown): then SDL scales by a whole number, crisp, as always.

    Otherwise the largest size of the frame's shape (16:9) inside ``room`` of the desktop, e.g. 1280×800 →
    1152×648, 1920×1080 → 1728×972, 1366×768 → 1228×691. Never under :data:`MIN_WINDOW`."""
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return None
    fw, fh = frame
    scale = min(desktop[0] * room / fw, desktop[1] * room / fh)
    if scale >= 1:
        return None
    return max(MIN_WINDOW[0], int(fw * scale)), max(MIN_WINDOW[1], int(fh * scale))


def _desktop() -> tuple[int, int] | None:
    """The first desktop's size in pixels, or ``None`` if SDL cannot tell."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def _offscreen() -> bool:
    """Whether SDL draws into memory (tests, screenshots): no window on a desktop to fit."""
    try:
        return pygame.display.get_driver() in OFFSCREEN_DRIVERS
    except pygame.error:
        return True


def _smooth_fractional_scaling() -> None:
    """Ask pygame-ce's ``SCALED`` for a fractional scale (no whole-number scale, which crops a window smaller than
    the frame) with linear filtering (a frame shrunk by nearest-pixel sampling breaks thin strokes of text). Must
    run before ``set_mode`` creates the renderer; SDL reads hints from the environment."""
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")  # pygame-ce's own spelling of the switch
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")


def _resize_window(size: tuple[int, int]) -> bool:
    """Lower the minimum size ``SCALED`` set (the logical frame) and give the window ``size`` (pixels), centred.
    Returns whether it took; a refusal is logged, never raised."""
    try:
        with warnings.catch_warnings():  # deprecated for drawing through the Window; we only size it
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_WINDOW
        window.size = size
        window.position = pygame.WINDOWPOS_CENTERED
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot fit the window to the desktop (%s); F11 switches to fullscreen", exc)
        return False
    return tuple(window.size) == tuple(size)


class Display:
    """Owns the window. ``surface`` is the logical 1920×1080 frame every scene draws on; ``present()`` shows it.

    ``headless`` (``SDL_VIDEODRIVER=dummy``, set by the caller before ``pygame.init``) skips presenting. Windowed on
    a desktop the frame does not fit, the window is :func:`window_size` (``window``: its size, or ``None`` when SDL
    chose a whole multiple of the frame, or it is fullscreen).
    """

    def __init__(self, fullscreen: bool = False, headless: bool = False, title: str = "Thieves' Arcade"):
        self.headless = headless
        self.fullscreen = False
        pygame.display.set_caption(title)
        set_window_icon()
        flags = 0 if headless else pygame.SCALED  # the dummy driver has no renderer to scale with
        if fullscreen and not headless:
            flags |= pygame.FULLSCREEN
        #: The window that fits this desktop (pixels), or ``None`` when the frame fits whole (:func:`window_size`).
        self.fit = None if headless or _offscreen() else window_size(_desktop())
        if self.fit is not None:
            _smooth_fractional_scaling()
        try:
            self.surface = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags, vsync=0 if headless else 1)
        except pygame.error as exc:  # vsync is refused by some drivers: retry without it
            log.info("set_mode with vsync failed (%s); retrying without", exc)
            self.surface = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags)
        self.fullscreen = bool(flags & pygame.FULLSCREEN)
        self.window = None
        if self.fit is not None and not self.fullscreen:
            self._fit_window()

    def _fit_window(self) -> None:
        """Give the window :attr:`fit` (on opening, and back from fullscreen, where SDL restores the frame's size)."""
        log.info("desktop %s: window %s×%s", _desktop(), *self.fit)
        self.window = self.fit if _resize_window(self.fit) else None

    def toggle_fullscreen(self) -> None:
        """Switch between windowed and fullscreen (no-op headless). Never raises: a refusal is logged."""
        if self.headless or os.environ.get("SDL_VIDEODRIVER") == "dummy":
            self.fullscreen = not self.fullscreen
            return
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
            if self.fit is not None and not self.fullscreen:
                self._fit_window()
        except pygame.error as exc:
            log.warning("cannot toggle fullscreen: %s", exc)

    def present(self) -> None:
        """Show the frame (``display.flip``; SDL scales it). Skipped headless."""
        if not self.headless:
            pygame.display.flip()
