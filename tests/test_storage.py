"""Settings and saves: round trips, atomic writes, and hostile files (corrupt, empty, huge, read-only)."""

from __future__ import annotations

import json
import os

import pytest

from thieves_arcade import __version__
from thieves_arcade.app import settings as settings_module
from thieves_arcade.app import storage
from thieves_arcade.app.saves import SaveError, SaveStore
from thieves_arcade.app.settings import Settings, SettingsStore


def test_home_honours_override(tmp_path, monkeypatch):
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path / "h"))
    assert storage.home() == tmp_path / "h"
    assert SettingsStore().path == tmp_path / "h" / "settings.json"


def test_settings_round_trip(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load() == Settings()  # missing file: defaults, no notice
    assert store.notices == []
    s = Settings(volume_master=0.3, fullscreen=True, bot_level="hard", language="fr", curtain=False, odds_hint=True)
    assert store.save(s)
    assert SettingsStore(tmp_path / "settings.json").load() == s


@pytest.mark.parametrize("content", [b"{not json", b"", b"\xff\xfe\x00garbage", b"[1, 2, 3]"])
def test_corrupt_settings_fall_back_and_are_kept(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.notices, "the player must be told"
    if content == b"[1, 2, 3]":  # valid JSON of the wrong shape: defaults, notice, the file corrected
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.invalid-")]
        assert len(kept) == 1 and kept[0].read_bytes() == content
        assert json.loads(path.read_text()) == Settings().to_dict()
    else:
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.corrupt-")]
        assert len(kept) == 1 and kept[0].read_bytes() == content


def test_huge_settings_file_is_refused_unread(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * 2048 + b"{}")
    monkeypatch.setattr(settings_module, "MAX_SETTINGS_BYTES", 1024)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert "too large" in store.notices[0]


def test_bad_values_fall_back_individually(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume_master": 7, "language": "xx", "fullscreen": "yes", "bot_level": "easy",
                                "unknown": 1}))
    store = SettingsStore(path)
    s = store.load()
    assert s.volume_master == Settings().volume_master
    assert s.language == "en" and s.fullscreen is False
    assert s.bot_level == "easy"
    assert len(store.notices) == 1  # one notice naming them all (tests/test_qa_settings_saves.py)
    assert "volume_master, fullscreen, language" in store.notices[0]


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_read_only_folder_gives_notice_not_crash(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    store = SettingsStore(folder / "settings.json")
    os.chmod(folder, 0o500)
    try:
        assert store.save(Settings()) is False
        assert store.notices
    finally:
        os.chmod(folder, 0o700)


def test_unwritable_target_keeps_old_file(tmp_path):
    # a directory where the file should be: the write must fail cleanly and leave nothing half-written
    target = tmp_path / "settings.json"
    target.mkdir()
    store = SettingsStore(target)
    assert store.save(Settings()) is False
    assert "cannot be written" in store.notices[0]
    assert target.is_dir()
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_atomic_write_leaves_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "resume.json"
    storage.write_json_atomic(path, {"a": 1})

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", boom)
    with pytest.raises(storage.StorageError, match="No space"):
        storage.write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["resume.json"]


def test_save_round_trip_and_clear(tmp_path):
    store = SaveStore(tmp_path / "resume.json")
    assert not store.exists()
    with pytest.raises(SaveError, match="no game"):
        store.load()
    payload = {"game": {"id": "pickpocket", "history": ["draw", "leave"]}, "party": None}
    store.save(payload)
    assert store.load() == payload
    store.clear()
    assert not store.exists()


def test_save_from_other_version_is_refused_and_kept(tmp_path):
    path = tmp_path / "resume.json"
    path.write_text(json.dumps({"format": "thieves-arcade-save", "save_version": 1, "app_version": "0.0.1",
                                "payload": {}}))
    with pytest.raises(SaveError, match="another version"):
        SaveStore(path).load()
    assert not path.exists()
    assert any(p.name.startswith("resume.json.other-version-") for p in tmp_path.iterdir())


@pytest.mark.parametrize("content", [b"", b"{]", b'{"format": "something else", "payload": {}}',
                                     b'{"format": "thieves-arcade-save", "save_version": 1}'])
def test_corrupt_save_is_refused_with_message(tmp_path, content):
    path = tmp_path / "resume.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        SaveStore(path).load()
    assert str(info.value)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("resume.json.")]
    assert kept and kept[0].read_bytes() == content


def test_save_refuses_non_json_payload(tmp_path):
    store = SaveStore(tmp_path / "resume.json")
    with pytest.raises(SaveError):
        store.save({"x": object()})
    assert not store.exists()
    assert __version__
