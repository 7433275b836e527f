"""The scene stack: life cycle order, consume-or-pass input, overlays by flag, update_below; tweens."""

from __future__ import annotations

import pytest

from thieves_arcade.input.intents import Intent, IntentEvent
from thieves_arcade.ui.scene import Scene, SceneStack
from thieves_arcade.ui.tween import Call, Parallel, Sequence, Timeline, Tween, Wait, ease


class Rec(Scene):
    def __init__(self, name, log, consume=True, transparent=False, update_below=False):
        super().__init__(app=None)
        self.name, self.log, self.consume = name, log, consume
        self.transparent, self.update_below = transparent, update_below

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, event):
        self.log.append(f"{self.name}.handle")
        return None if self.consume else event

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_life_cycle_order():
    log = []
    stack = SceneStack()
    a, b, c = Rec("a", log), Rec("b", log), Rec("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    stack.clear()
    assert log[-1] == "a.exit" and stack.top is None
    with pytest.raises(IndexError):
        stack.pop()


def test_input_is_consumed_or_passed_down():
    log = []
    stack = SceneStack()
    stack.push(Rec("below", log))
    stack.push(Rec("top", log, consume=False))
    ev = IntentEvent("kb:left", Intent.CONFIRM)
    assert stack.handle(ev) is None
    assert log[-2:] == ["top.handle", "below.handle"]
    stack.push(Rec("modal", log))
    log.clear()
    stack.handle(ev)
    assert log == ["modal.handle"]


def test_overlays_draw_the_scene_below_and_only_the_top_updates():
    log = []
    stack = SceneStack()
    stack.push(Rec("hidden", log))
    stack.push(Rec("table", log))
    stack.push(Rec("pause", log, transparent=True))
    log.clear()
    stack.draw(None)
    assert log == ["table.draw", "pause.draw"]
    log.clear()
    stack.update(0.1)
    assert log == ["pause.update"]
    stack.push(Rec("toast", log, transparent=True, update_below=True))
    log.clear()
    stack.update(0.1)
    assert log == ["pause.update", "toast.update"]


def test_a_scene_may_pop_itself_while_handling():
    stack = SceneStack()

    class Self(Scene):
        def handle(self, event):
            stack.pop()
            return None
    stack.push(Scene(None))
    stack.push(Self(None))
    stack.handle(IntentEvent("kb:left", Intent.BACK))
    assert len(stack) == 1


def test_tween_sequence_is_exact_whatever_the_step():
    calls = []
    seq = Sequence(Tween(0.5, on_done=lambda: calls.append("a")), Wait(0.25),
                   Call(lambda: calls.append("b")), Tween(0.25, on_done=lambda: calls.append("c")))
    t = 0.0
    while not seq.done:
        seq.update(0.1)
        t += 0.1
    assert calls == ["a", "b", "c"]
    assert t == pytest.approx(1.0, abs=0.1)
    fast = Sequence(Tween(0.5), Wait(0.25), Tween(0.25))
    assert fast.update(2.0) == pytest.approx(1.0)  # leftover time comes back


def test_parallel_and_timeline():
    par = Parallel(Tween(0.2), Tween(0.6))
    par.update(0.3)
    assert not par.done
    par.update(0.3)
    assert par.done
    tl = Timeline()
    order = []
    tl.add(Tween(0.1, on_start=lambda: order.append(1)))
    tl.add(Tween(0.1, on_start=lambda: order.append(2)))
    tl.add(None)
    tl.update(0.05)
    assert order == [1] and tl.busy
    tl.finish_all()
    assert order == [1, 2] and not tl.busy


def test_unknown_easing_is_a_clear_error():
    with pytest.raises(ValueError, match="easeOutCubic"):
        ease("bouncy")
    with pytest.raises(ValueError, match="seconds"):
        Tween(-1)
