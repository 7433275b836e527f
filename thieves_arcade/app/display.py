"""The display: one logical 1920×1080 frame, scaled to the window or screen by SDL (``pygame.SCALED``).

Scaling the whole frame in Python costs 5–10 ms (see PLATFORM.md), so SDL's renderer does it. Windowed by default;
``toggle_fullscreen()`` (F11, Alt+Enter) switches. Headless runs (``SDL_VIDEODRIVER=dummy``) use the same path.
"""

from __future__ import annotations

import logging
import os

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


class Display:
    """Owns the window. ``surface`` is the logical 1920×1080 frame every scene draws on; ``present()`` shows it.

    ``headless`` (``SDL_VIDEODRIVER=dummy``, set by the caller before ``pygame.init``) skips presenting.
    """

    def __init__(self, fullscreen: bool = False, headless: bool = False, title: str = "Thieves' Arcade"):
        self.headless = headless
        self.fullscreen = False
        pygame.display.set_caption(title)
        set_window_icon()
        flags = 0 if headless else pygame.SCALED  # the dummy driver has no renderer to scale with
        if fullscreen and not headless:
            flags |= pygame.FULLSCREEN
        try:
            self.surface = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags, vsync=0 if headless else 1)
        except pygame.error as exc:  # vsync is refused by some drivers: retry without it
            log.info("set_mode with vsync failed (%s); retrying without", exc)
            self.surface = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags)
        self.fullscreen = bool(flags & pygame.FULLSCREEN)

    def toggle_fullscreen(self) -> None:
        """Switch between windowed and fullscreen (no-op headless). Never raises: a refusal is logged."""
        if self.headless or os.environ.get("SDL_VIDEODRIVER") == "dummy":
            self.fullscreen = not self.fullscreen
            return
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
        except pygame.error as exc:
            log.warning("cannot toggle fullscreen: %s", exc)

    def present(self) -> None:
        """Show the frame (``display.flip``; SDL scales it). Skipped headless."""
        if not self.headless:
            pygame.display.flip()
