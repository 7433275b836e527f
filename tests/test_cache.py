"""Bounded caches (``ui/cache.py``, issue 19 part 5) and the memory soak tool."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pygame
import pytest

from thieves_arcade.ui import cache

ROOT = Path(__file__).resolve().parent.parent


def surf(w: int, h: int = 100) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_entries_are_evicted_least_recently_used_first_by_bytes():
    calls = []

    @cache.surface_cache(1)  # 1 MiB: three 400×400 RGBA surfaces (640 KB each) do not fit together
    def make(key: int) -> pygame.Surface:
        calls.append(key)
        return surf(400, 400)
    try:
        a = make(1)
        assert make(1) is a and calls == [1]  # a hit
        make(2)  # 1 goes: 2 × 640 KB > 1 MiB
        assert make.cache_info().currsize == 1 and make.nbytes <= make.budget
        make(1)
        assert calls == [1, 2, 1]
        assert make.evictions == 2 and make.peak <= make.budget
    finally:
        cache.REGISTRY.remove(make)


def test_an_entry_bigger_than_the_budget_is_returned_but_not_kept():
    @cache.surface_cache(0.01)
    def big() -> pygame.Surface:
        return surf(1000, 1000)
    try:
        assert big().get_size() == (1000, 1000)
        assert big.cache_info().currsize == 0 and big.nbytes == 0
    finally:
        cache.REGISTRY.remove(big)


def test_costs_count_every_surface_of_an_entry():
    one = surf(10, 10)
    assert cache.nbytes(one) == one.get_pitch() * 10 + cache.OTHER_BYTES
    assert cache.nbytes((one, [one], {"k": one})) > 3 * one.get_pitch() * 10
    assert cache.nbytes(42) == cache.OTHER_BYTES


def test_every_surface_cache_of_the_game_has_a_budget_and_the_sum_is_documented():
    import thieves_arcade.scenes.cite  # noqa: F401 - importing the scenes declares their caches
    import thieves_arcade.scenes.morpion  # noqa: F401
    import thieves_arcade.scenes.pickpocket  # noqa: F401
    import thieves_arcade.scenes.title  # noqa: F401
    import thieves_arcade.ui.level  # noqa: F401
    names = {c.name for c in cache.REGISTRY}
    assert {"ui.text._render", "ui.sprites.sprite", "ui.level.load_level", "ui.hands.hand_image"} <= names
    assert all(0 < c.budget for c in cache.REGISTRY)
    assert "surface_cache" in (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")


def test_the_soak_tool_samples_and_writes_its_block_keeping_the_bench_block(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("soak", ROOT / "tools" / "soak.py")
    soak = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = soak
    spec.loader.exec_module(soak)
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path / "home"))
    result = soak.soak(0.05, "attract", 0.5, True, 1, log=lambda *a: None)  # 3 s of wall clock, unpaced
    assert result["frames"] > 0 and result["peak_mib"] >= result["start_mib"] > 0
    assert len(result["samples"]) >= 2
    doc = tmp_path / "performance.md"
    doc.write_text("# Performance\n<!-- tools/bench.py: start -->\nBENCH\n<!-- tools/bench.py: end -->\n")
    monkeypatch.setattr(soak, "DOC", doc)
    soak.write_doc([result])
    soak.write_doc([json.loads(json.dumps(result))])  # a second write replaces the block, not appends
    text = doc.read_text()
    assert "BENCH" in text and text.count(soak.START) == 1 and "| attract (fast)" in text
    assert "trend" in text and "window_trend_mib" in result
    # the trend is the least-squares slope: a saw-tooth around a 1 MiB-a-minute climb reads 1 MiB a minute
    saw = [(60.0 * k, 0.0, 100.0 + k + (8 if k % 2 else -8), 0.0) for k in range(31)]
    assert abs(soak.trend(saw) * 60 - 1.0) < 0.05
    assert soak.trend(saw[:1]) == 0.0


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    yield


def test_the_shared_cap_evicts_the_least_recently_used_entry_of_any_cache(monkeypatch):
    """Two caches each within their own budget, together over :data:`cache.TOTAL_MIB`: the oldest entry overall goes,
    whichever cache holds it; the newest stays."""
    monkeypatch.setattr(cache, "TOTAL_MIB", 1.5)
    monkeypatch.setattr(cache, "REGISTRY", [])  # only these two caches count

    @cache.surface_cache(10)
    def left(key: int) -> pygame.Surface:
        return surf(400, 400)  # 640 KB

    @cache.surface_cache(10)
    def right(key: int) -> pygame.Surface:
        return surf(400, 400)
    left(1)
    right(1)
    left(1)  # left's entry is now the most recently used
    right(2)  # 3 × 640 KB > 1.5 MiB: right(1), the oldest use, goes
    assert left.cache_info().currsize == 1 and right.cache_info().currsize == 1
    assert (2,) in right.entries and (1,) in left.entries
    assert cache.total_bytes() <= cache.total_budget() == int(1.5 * cache.MiB)
    assert right.evictions == 1 and left.evictions == 0


def test_the_allocator_keeps_big_surfaces_in_their_own_mappings_on_glibc():
    """``app.memory.tune_allocator`` fixes glibc's mmap threshold (so a freed backdrop goes back to the system) and
    says so; it is idempotent; elsewhere it reports that nothing was changed, without raising."""
    import platform

    from thieves_arcade.app import memory
    first = memory.tune_allocator()
    assert memory.tune_allocator() is first  # once per process
    if sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc":
        assert first is True
    else:
        assert first is False
