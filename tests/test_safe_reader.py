"""The one safe reader (``app/storage.py``) and the settings schema (issue 19, part 1)."""

from __future__ import annotations

import dataclasses
import json
import os

import pytest

from thieves_arcade.app import storage
from thieves_arcade.app.settings import Settings, SettingsStore, check_of
from thieves_arcade.app.storage import StorageError, read_json


def test_every_setting_default_passes_its_own_check():
    for f in dataclasses.fields(Settings):
        assert check_of(f.name)(f.default) == f.default, f.name


@pytest.mark.parametrize("text, reason", [
    ("[" * 1000 + "]" * 1000, "nested"),
    ('{"a":' * 40 + "1" + "}" * 40, "nested"),
    ('{"volume_master": ' + "9" * 5001 + "}", "characters"),
    ('{"volume_master": 1e999}', "out of range"),
    ('{"volume_master": NaN}', "NaN"),
    ('{"volume_master": -Infinity}', "Infinity"),
    ("", "empty"),
    ("\xff", "not UTF-8"),
    ('{"a": 1', "not valid JSON"),
])
def test_hostile_json_is_refused_with_a_reason(tmp_path, text, reason):
    path = tmp_path / "f.json"
    path.write_bytes(text.encode("utf-8") if text != "\xff" else b"\xff\xfe")
    with pytest.raises(StorageError, match=reason):
        read_json(path)


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path):
    path = tmp_path / "f.json"
    path.write_text(json.dumps({"name": "[" * 500, "x": ["\\\"[[[["]}))
    assert read_json(path)["name"] == "[" * 500


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    with pytest.raises(StorageError, match="named pipe"):
        read_json(path)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_dev_zero_is_refused_unread(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(StorageError, match="device"):
        read_json(path)


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "settings.json").mkdir()
    with pytest.raises(StorageError, match="folder"):
        read_json(tmp_path / "settings.json")


def test_a_link_to_a_regular_file_is_followed(tmp_path):
    (tmp_path / "real.json").write_text('{"a": 1}')
    (tmp_path / "settings.json").symlink_to(tmp_path / "real.json")
    assert read_json(tmp_path / "settings.json") == {"a": 1}


def test_the_read_is_bounded_whatever_the_size_says(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    path.write_bytes(b"[" + b"0," * 100 + b"0]")
    real_stat = os.stat

    class Small:  # a file system that reports 10 bytes
        def __init__(self, st):
            self.st_mode, self.st_size = st.st_mode, 10
    monkeypatch.setattr(storage.os, "stat", lambda p, *a, **k: Small(real_stat(p, *a, **k)))
    with pytest.raises(StorageError, match="too large"):
        read_json(path, max_bytes=50)


def test_a_nul_in_a_name_is_refused_by_the_text_check():
    with pytest.raises(ValueError, match="U\\+0000"):
        storage.Text(40)("Ann\x00")
    with pytest.raises(ValueError, match="U\\+D800"):
        storage.Text(40)("\ud800")
    assert storage.Text(40)("Zoë 🦝") == "Zoë 🦝"


def test_settings_notice_tells_the_truth_when_the_file_cannot_be_moved(tmp_path, monkeypatch):
    from thieves_arcade.scenes.settings import notice_text
    path = tmp_path / "settings.json"
    path.write_text("[" * 2000)
    monkeypatch.setattr(storage.os, "rename", lambda *a: (_ for _ in ()).throw(PermissionError(13, "denied")))
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert "could not be moved" in store.notices[0]
    assert "could not be moved aside" in notice_text(store.notices[0])
    assert path.read_text() == "[" * 2000


def test_settings_with_a_5001_digit_number_fall_back_and_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    content = b'{"volume_master": ' + b"7" * 5001 + b"}"
    path.write_bytes(content)
    store = SettingsStore(path)
    assert store.load() == Settings()
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert "kept as" in store.notices[0]


def test_stray_temps_are_removed_but_fresh_ones_spared(tmp_path):
    old = tmp_path / ".resume.json.abc123.tmp"
    fresh = tmp_path / ".resume.json.def456.tmp"
    other = tmp_path / ".notes.txt.tmp"
    for p in (old, fresh, other):
        p.write_text("{")
    os.utime(old, (1_000_000, 1_000_000))
    assert storage.remove_stray_temps(tmp_path) == [old]
    assert not old.exists() and fresh.exists() and other.exists()


def test_a_symlinked_save_is_written_through_to_its_target(tmp_path):
    real = tmp_path / "elsewhere" / "resume.json"
    real.parent.mkdir()
    real.write_text("{}")
    link = tmp_path / "resume.json"
    link.symlink_to(real)
    storage.write_json_atomic(link, {"a": 1})
    assert link.is_symlink() and json.loads(real.read_text()) == {"a": 1}


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="no /dev/null here")
def test_a_symlink_to_a_device_is_refused_for_writing(tmp_path):
    link = tmp_path / "resume.json"
    link.symlink_to("/dev/null")
    with pytest.raises(StorageError, match="device"):
        storage.write_json_atomic(link, {"a": 1})
    assert link.is_symlink()
