"""Scenes and the scene stack (a pushdown automaton: title, menus, a table, a pause overlay on top).

Life cycle of a :class:`Scene` (each method's docstring says exactly when it is called):

1. ``enter()``   — once, when the scene is put on the stack (push or replace);
2. ``resume()``  — when it becomes the top scene again because the scene above it was popped;
3. ``handle(ev)``/``update(dt)``/``draw(surface)`` — every frame while on the stack (see below);
4. ``pause()``   — when another scene is pushed over it;
5. ``exit()``    — once, when it leaves the stack (pop, replace or clear).

Input runs down the stack as a chain: the top scene's ``handle`` returns the event to pass it to the scene below, or
``None`` to consume it. A press that began before the top scene appeared (an :class:`IntentEvent` whose ``pump`` is
not after the top's ``shown_at``) is dropped: input never carries across a screen change (mashing confirm through
the results cannot reach the title's menu; a held direction stops repeating when the screen changes).

Device changes reach *every* scene on the stack, bottom first: the scene that owns seats (a table, a party) updates
its binding before the overlays above it (the pause menu) rebuild from it.

Only the top scene updates, unless it sets ``update_below`` (attract banners, toasts).
``draw`` is pure: it never changes state (all changes happen in ``update``), so every draw is the same for a given
game time. Overlays set ``transparent = True``: the stack draws from the topmost opaque scene upward.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..input.intents import DeviceChange, IntentEvent

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # pragma: no cover
    import pygame


class Scene:
    """Base scene. Subclasses override what they need; every hook has a no-op default.

    Class flags: ``transparent`` (draw the scene below first: pause menus, curtains), ``update_below`` (keep the
    scene below updating while this one is on top). ``app`` is the :class:`~thieves_arcade.app.loop.App` (or any
    object with ``scenes``, ``audio``, ``input``); ``name`` is used in logs and snapshots.
    """

    transparent = False
    update_below = False
    name = "scene"
    #: The stack's input pump number when this scene last became the top (set by :class:`SceneStack`).
    shown_at = -1

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Called once when the scene is put on the stack (by push or replace), before its first update."""

    def resume(self) -> None:
        """Called when the scene becomes the top again after the scene above it was popped."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack (pop, replace, clear)."""

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        """One intent from one device. Return it to pass it to the scene below, ``None`` to consume it.

        The default passes everything on."""
        return event

    def device_changed(self, change: DeviceChange) -> None:
        """A device was plugged in or out; every scene on the stack hears it, bottom first (a table before its
        pause), so a scene holding seats has updated them before the overlays above it look."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of game time (a fixed step: 1/60 s, maybe scaled by a speed-up)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1920×1080 ``surface``. Pure: must not change any state."""


class SceneStack:
    """The stack of scenes. ``push``/``pop``/``replace``/``clear`` call the life-cycle hooks in order.

    Changes made while a scene is handling or updating take effect at once; the loops iterate over copies, so a
    scene that pops itself is safe. ``top`` is ``None`` when the stack is empty (the app then quits).
    """

    def __init__(self):
        self.scenes: list[Scene] = []
        #: The current input pump's number (the app sets it each frame); a scene becoming the top is stamped with
        #: it, and intents from presses begun in that pump or earlier are not given to it.
        self.stamp = 0

    def _shown(self) -> None:
        if self.scenes:
            self.scenes[-1].shown_at = self.stamp

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(list(self.scenes))

    @property
    def top(self) -> Scene | None:
        """The top scene, or ``None``."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top: ``pause()`` the old top, then ``enter()`` the new one. Returns ``scene``."""
        if self.scenes:
            self.scenes[-1].pause()
        log.info("scene: %s", " > ".join([s.name for s in self.scenes] + [scene.name]))
        self.scenes.append(scene)
        self._shown()
        scene.enter()
        return scene

    def pop(self) -> Scene:
        """Remove the top scene (``exit()``), then ``resume()`` the one below. Raises ``IndexError`` if empty."""
        if not self.scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self.scenes.pop()
        scene.exit()
        log.info("scene: %s", " > ".join(s.name for s in self.scenes) or "(none)")
        if self.scenes:
            self._shown()
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (``exit()`` the old, ``enter()`` the new; nothing is resumed)."""
        if self.scenes:
            self.scenes.pop().exit()
        log.info("scene: %s", " > ".join([s.name for s in self.scenes] + [scene.name]))
        self.scenes.append(scene)
        self._shown()
        scene.enter()
        return scene

    def clear(self, scene: Scene | None = None) -> None:
        """Remove every scene (top first, each ``exit()``), then push ``scene`` if given."""
        while self.scenes:
            self.scenes.pop().exit()
        if scene is not None:
            self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Remove ``scene`` wherever it is (``exit()``); resume the new top if the top was removed."""
        if scene not in self.scenes:
            return
        was_top = scene is self.top
        self.scenes.remove(scene)
        scene.exit()
        if was_top and self.scenes:
            self._shown()
            self.scenes[-1].resume()

    def handle(self, event: IntentEvent) -> IntentEvent | None:
        """Offer ``event`` down the stack from the top until a scene consumes it; return what is left. A press that
        began before the top scene appeared is dropped (returns ``None``)."""
        top = self.top
        if top is not None and event.pump is not None and event.pump <= top.shown_at:
            return None
        for scene in reversed(list(self.scenes)):
            if scene not in self.scenes:
                continue
            event = scene.handle(event)
            if event is None:
                return None
        return event

    def device_changed(self, change: DeviceChange) -> None:
        """Tell every scene on the stack, bottom first (the owner of seats before the overlays above it). A scene
        pushed while the change is being told does not hear it (it is built from the state already updated)."""
        for scene in list(self.scenes):
            if scene in self.scenes:
                scene.device_changed(change)

    def update(self, dt: float) -> None:
        """Update the top scene, and those below it while each upper one has ``update_below``."""
        active = []
        for scene in reversed(self.scenes):
            active.append(scene)
            if not scene.update_below:
                break
        for scene in reversed(active):
            if scene in self.scenes:
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene upward."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)
