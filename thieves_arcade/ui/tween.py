"""Tweens and timelines: durations in seconds, easings from pytweening, drawing separate from updating.

An :class:`Anim` advances in ``update(dt)`` and draws itself (purely) in ``draw(surface)``. :class:`Tween` eases a
progress ``p`` from 0 to 1 over ``duration`` and hands it to a ``draw(surface, p)`` callback; :class:`Sequence` plays
children one after another, :class:`Parallel` together; :class:`Call` runs a function once (a sound, a model change).
Leftover time carries over, so a sequence is exact whatever the step.
"""

from __future__ import annotations

from collections.abc import Callable

import pytweening


def ease(name: str) -> Callable[[float], float]:
    """The pytweening easing called ``name`` (``"linear"``, ``"easeOutCubic"``, ``"easeOutBack"`` …).

    Raises ``ValueError`` naming a few accepted names for an unknown one."""
    fn = getattr(pytweening, name, None)
    if not callable(fn):
        raise ValueError(f"unknown easing {name!r}; e.g. linear, easeOutCubic, easeInOutQuad, easeOutBack")
    return fn


def lerp(a: float, b: float, p: float) -> float:
    """``a`` + (``b`` − ``a``)·``p``."""
    return a + (b - a) * p


def lerp2(a: tuple[float, float], b: tuple[float, float], p: float) -> tuple[float, float]:
    """The point ``p`` of the way from ``a`` to ``b``."""
    return a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p


class Anim:
    """Base animation: ``update(dt) -> leftover seconds``, ``done``, ``draw(surface)`` (pure), ``finish()``."""

    done = False

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the time left over once done (0 while running)."""
        self.done = True
        return dt

    def draw(self, surface) -> None:
        """Draw the current frame (pure)."""

    def finish(self) -> None:
        """Jump to the end (runs every pending callback)."""
        while not self.done:
            self.update(3600.0)


class Tween(Anim):
    """Progress 0→1 over ``duration`` seconds with easing ``easing``.

    ``draw(surface, p)`` draws the frame at eased progress ``p``; ``on_start()`` runs on the first update (play a
    sound there), ``on_done()`` when it ends. ``value`` is the eased progress now.
    """

    def __init__(self, duration: float, draw: Callable | None = None, easing: str = "easeOutCubic",
                 on_start: Callable | None = None, on_done: Callable | None = None):
        if duration < 0:
            raise ValueError(f"duration must be >= 0 seconds, got {duration}")
        self.duration = duration
        self.elapsed = 0.0
        self._draw = draw
        self._ease = ease(easing)
        self.on_start = on_start
        self.on_done = on_done
        self.started = False
        self.done = False

    @property
    def value(self) -> float:
        """The eased progress in 0..1."""
        if self.duration <= 0:
            return 1.0
        return self._ease(min(1.0, self.elapsed / self.duration))

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.elapsed = self.duration
            self.done = True
            if self.on_done:
                self.on_done()
            return left
        return 0.0

    def draw(self, surface) -> None:
        if self._draw is not None and self.started:
            self._draw(surface, self.value)


class Wait(Tween):
    """Nothing for ``duration`` seconds (a pause in a sequence)."""

    def __init__(self, duration: float):
        super().__init__(duration, easing="linear")


class Call(Tween):
    """Run ``fn()`` once, taking no time."""

    def __init__(self, fn: Callable):
        super().__init__(0.0, easing="linear", on_start=fn)


class Deferred(Anim):
    """An animation made only when its turn in a sequence or timeline comes: ``make()`` is called on the first
    update and what it returns (an :class:`Anim`, or ``None``: done at once, the time passed on) plays. ``tag`` is
    kept for whoever inspects the queue (a table tags each engine event's animation with the event); ``started``
    says whether ``make`` ran."""

    def __init__(self, make: Callable[[], Anim | None], tag=None):
        self.make = make
        self.event = tag
        self.anim: Anim | None = None
        self.started = False
        self.done = False

    def update(self, dt: float) -> float:
        if not self.started:
            self.started = True
            self.anim = self.make()
            if self.anim is None:
                self.done = True
                return dt
        left = self.anim.update(dt)
        self.done = self.anim.done
        return left

    def draw(self, surface) -> None:
        if self.anim is not None and not self.done:
            self.anim.draw(surface)


class Sequence(Anim):
    """Children played one after another; draws the current child (and those marked ``hold`` after they end)."""

    def __init__(self, *children: Anim, hold: bool = False):
        self.children = [c for c in children if c is not None]
        self.index = 0
        self.hold = hold
        self.done = not self.children

    def update(self, dt: float) -> float:
        while not self.done:
            dt = self.children[self.index].update(dt)
            if not self.children[self.index].done:
                return 0.0
            self.index += 1
            if self.index >= len(self.children):
                self.done = True
        return dt

    def draw(self, surface) -> None:
        if self.hold:
            for child in self.children[:self.index]:
                child.draw(surface)
        if self.index < len(self.children):
            self.children[self.index].draw(surface)


class Parallel(Anim):
    """Children played together; done when all are done."""

    def __init__(self, *children: Anim):
        self.children = [c for c in children if c is not None]
        self.done = not self.children

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        left = min(child.update(dt) if not child.done else dt for child in self.children)
        self.done = all(child.done for child in self.children)
        return left if self.done else 0.0

    def draw(self, surface) -> None:
        for child in self.children:
            if not child.done:
                child.draw(surface)


class Timeline:
    """A queue of animations played in order (the table scene's event queue).

    ``add(anim)`` appends; ``update(dt)`` plays the head; ``busy`` while anything is queued; ``draw`` draws the
    head; ``finish_all()`` jumps every queued animation to its end.
    """

    def __init__(self):
        self.queue: list[Anim] = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, anim: Anim | None) -> None:
        if anim is not None:
            self.queue.append(anim)

    def update(self, dt: float) -> None:
        while self.queue:
            dt = self.queue[0].update(dt)
            if not self.queue[0].done:
                return
            self.queue.pop(0)

    def draw(self, surface) -> None:
        if self.queue:
            self.queue[0].draw(surface)

    def finish_all(self) -> None:
        while self.queue:
            self.queue.pop(0).finish()
