"""Shipping (issue 14): the game finds every file through ``thieves_arcade.resources``, so an installed copy (the
wheel's layout: ``assets/`` and ``levels/`` inside the package) never reads the source tree, and a damaged copy says
which file is missing instead of a traceback.

The installed layout is made here by copying the package and mapping the data folders into it exactly as the wheel's
``force-include`` does (``.ci/run`` does the real thing: builds the wheel and installs it into a fresh venv)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from thieves_arcade import __version__, resources

ROOT = Path(__file__).resolve().parents[1]

#: Runs the CLI from an installed-looking copy; records every file opened, and prints them after the run.
AUDIT = r"""
import os, sys
site = sys.argv[1]
sys.path.insert(0, site)
opened = []
def hook(event, args):
    if event == "open" and isinstance(args[0], (str, bytes, os.PathLike)):
        opened.append(os.path.abspath(os.fsdecode(args[0])))
sys.addaudithook(hook)
import pygame  # files SDL opens in C raise no audit event: record the paths handed to pygame's loaders too
def recording(fn):
    def wrapper(*a, **k):
        if a and isinstance(a[0], (str, os.PathLike)):
            opened.append(os.path.abspath(os.fsdecode(a[0])))
        return fn(*a, **k)
    return wrapper
pygame.image.load = recording(pygame.image.load)
pygame.mixer.Sound = recording(pygame.mixer.Sound)
pygame.font.Font = recording(pygame.font.Font)
import thieves_arcade
assert os.path.dirname(thieves_arcade.__file__) == os.path.join(site, "thieves_arcade"), thieves_arcade.__file__
from thieves_arcade.app.cli import main
code = main(sys.argv[2:])
with open(os.environ["AUDIT_OUT"], "w", encoding="utf-8") as f:
    f.write("\n".join(opened))
sys.exit(code)
"""


def _install_copy(dest: Path) -> Path:
    """A copy of the package laid out as the wheel installs it (see pyproject ``force-include``); returns the
    site folder to put on ``sys.path``."""
    site = dest / "site"
    pkg = site / "thieves_arcade"
    shutil.copytree(ROOT / "thieves_arcade", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    mapping = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    force = mapping["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for src, target in force.items():
        shutil.copytree(ROOT / src, site / target)
    return site


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    return _install_copy(tmp_path_factory.mktemp("installed"))


def _run(site: Path, tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, list[str]]:
    out = tmp_path / "opened.txt"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", THIEVES_ARCADE_HOME=str(tmp_path / "home"),
               AUDIT_OUT=str(out))
    res = subprocess.run([sys.executable, "-c", AUDIT, str(site), *args], capture_output=True, text=True,
                         cwd=tmp_path, env=env, timeout=300)
    opened = out.read_text(encoding="utf-8").splitlines() if out.exists() else []
    return res, opened


def test_pyproject_maps_every_data_folder_into_the_package():
    force = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"][
        "targets"]["wheel"]["force-include"]
    assert force == {d: f"thieves_arcade/{d}" for d in resources.DATA_DIRS}


def test_checkout_resolves_to_the_top_level_folders():
    assert resources.is_source_checkout()
    assert resources.data_dir("levels") == ROOT / "levels"
    assert resources.level("cite") == ROOT / "levels" / "cite.tmx"
    assert resources.image("bag") == ROOT / "assets" / "images" / "bag.png"
    assert resources.image("bag").is_file() and resources.sound("click").is_file()
    with pytest.raises(ValueError, match="assets, levels"):
        resources.data_dir("tools")


def test_installed_copy_plays_a_party_without_touching_the_source_tree(installed, tmp_path):
    res, opened = _run(installed, tmp_path, "--headless", "--demo", "party", "--players", "4", "--seed", "3")
    assert res.returncode == 0, res.stderr
    assert "champion" in res.stdout
    ours = [p for p in opened if p.startswith(str(installed))]
    assert {Path(p).suffix for p in ours} >= {".tmx", ".png"}
    assert any("/assets/images/" in p for p in ours) and any("/levels/" in p for p in ours)
    # Nothing read from the checkout (the data, the package, the locale): every runtime path is the installed copy's.
    leaked = [p for p in opened if p.startswith(str(ROOT) + os.sep)]
    assert leaked == []


def test_installed_copy_loads_the_french_catalogue_and_the_fonts(installed, tmp_path):
    code = ("import sys; sys.path.insert(0, sys.argv[1]);"
            "from thieves_arcade import i18n, resources;"
            "from thieves_arcade.ui import theme;"
            "assert i18n.set_language('fr') == 'fr';"
            "print(resources.locale_dir()); print(theme.font_path('title')); print(resources.data_dir('assets'))")
    res = subprocess.run([sys.executable, "-c", code, str(installed)], capture_output=True, text=True,
                         cwd=tmp_path, timeout=60)
    assert res.returncode == 0, res.stderr
    locale, font, assets = res.stdout.split("\n")[:3]
    assert locale.startswith(str(installed)) and assets.startswith(str(installed))
    assert font.endswith(".ttf")


def test_damaged_install_names_the_missing_level_and_how_to_reinstall(tmp_path):
    site = _install_copy(tmp_path / "damaged")
    (site / "thieves_arcade" / "levels" / "cite.tmx").unlink()
    res, _ = _run(site, tmp_path, "--headless", "--demo", "pickpocket", "--players", "3")
    assert res.returncode == 2
    assert "Traceback" not in res.stderr
    assert "cite.tmx is missing" in res.stderr
    assert "reinstall" in res.stderr and "pipx reinstall thieves-arcade" in res.stderr
    assert res.stderr.count("\n") == 1  # one sentence, one line


def test_missing_resource_message_in_a_checkout_names_the_tool():
    err = resources.MissingResource(ROOT / "levels" / "nowhere.tmx", "level file", "python tools/make_levels.py")
    assert str(err).startswith("the level file ") and "regenerate it with `python tools/make_levels.py`" in str(err)


def test_version_flag_prints_the_package_version():
    res = subprocess.run([sys.executable, "-m", "thieves_arcade", "--version"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert res.returncode == 0
    assert res.stdout.strip() == f"thieves-arcade {__version__}"


def test_save_from_a_newer_version_is_refused_with_a_sentence(tmp_path):
    import json

    from thieves_arcade.app.saves import SAVE_VERSION, SaveError, SaveStore, is_newer
    path = tmp_path / "resume.json"
    path.write_text(json.dumps({"format": "thieves-arcade-save", "save_version": SAVE_VERSION,
                                "app_version": "99.0.0", "saved_at": None, "payload": {}}))
    with pytest.raises(SaveError) as info:
        SaveStore(path).load()
    assert "newer version of Thieves' Arcade (99.0.0)" in str(info.value) and "update the game" in str(info.value)
    assert any(p.name.startswith("resume.json.other-version-") for p in tmp_path.iterdir())  # kept, not deleted
    assert is_newer(SAVE_VERSION + 1, "0.0.1") and not is_newer(SAVE_VERSION, "0.0.1")
    assert not is_newer(SAVE_VERSION, __version__) and is_newer(SAVE_VERSION, "0.10.0")


def test_title_shows_the_version_small_in_the_safe_corner(monkeypatch, tmp_path):
    import pygame

    from thieves_arcade.app.loop import App
    from thieves_arcade.scenes.title import TitleScene
    from thieves_arcade.ui import theme
    from thieves_arcade.ui.probe import TextProbe, probing
    monkeypatch.setenv("THIEVES_ARCADE_HOME", str(tmp_path))
    app = App(headless=True, audio=False)
    scene = TitleScene(app)
    probe = TextProbe()
    with probing():
        scene.draw(probe)
    records = [r for r in probe.records if r.content == f"v{__version__}"]
    assert len(records) == 1
    rect = records[0].rect
    assert records[0].size == theme.SMALL and pygame.Rect(theme.SAFE).contains(rect)
    safe = pygame.Rect(theme.SAFE)
    assert safe.right - 12 <= rect.right and safe.bottom - 16 <= rect.bottom  # inked pixels: in the bottom-right corner


#: In a fresh process: optionally point SDL at the bundled DB, start pygame, print how many mappings SDL holds and
#: the name SDL maps each GUID given on stdin to ("-" for none).
MAPPINGS = r"""
import ctypes, sys
if sys.argv[1] == "bundled":
    from thieves_arcade.input.controllerdb import use_bundled_mappings
    assert use_bundled_mappings() is not None
if sys.argv[1] == "app":  # the game's own start-up order: App() points SDL at the file before pads can open
    from thieves_arcade.app.loop import App
    App(headless=True, audio=False)
import pygame, pygame._sdl2.controller
from thieves_arcade.input.virtual import sdl
pygame.init()
pygame._sdl2.controller.init()
lib = sdl()
class GUID(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint8 * 16)]
lib.SDL_GameControllerNumMappings.restype = ctypes.c_int
lib.SDL_JoystickGetGUIDFromString.restype = GUID
lib.SDL_JoystickGetGUIDFromString.argtypes = [ctypes.c_char_p]
lib.SDL_GameControllerMappingForGUID.restype = ctypes.c_void_p
lib.SDL_GameControllerMappingForGUID.argtypes = [GUID]
lib.SDL_free.argtypes = [ctypes.c_void_p]
print(lib.SDL_GameControllerNumMappings())
for guid in sys.stdin.read().split():
    p = lib.SDL_GameControllerMappingForGUID(lib.SDL_JoystickGetGUIDFromString(guid.encode()))
    print(ctypes.string_at(p).decode().split(",")[1] if p else "-")
    if p:
        lib.SDL_free(p)
"""


def _mappings(mode: str, guids: list[str], **env) -> tuple[int, list[str]]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("SDL_GAMECONTROLLERCONFIG")}
    full.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **env)
    res = subprocess.run([sys.executable, "-c", MAPPINGS, mode], input="\n".join(guids), capture_output=True,
                         text=True, cwd=ROOT, env=full, timeout=60)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.split()
    return int(lines[0]), res.stdout.splitlines()[1:]


def test_bundled_controller_db_maps_pads_sdl_does_not_know_and_the_users_mapping_wins():
    db = resources.controller_db()
    assert db.is_file() and (db.parent / "LICENSE").read_text(encoding="utf-8").count("Sam Lantinga") == 1
    platform = {"linux": "Linux", "darwin": "Mac OS X", "win32": "Windows"}[sys.platform]
    rows = [line.split(",") for line in db.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#") and f"platform:{platform}," in line]
    guids = [r[0] for r in rows]
    names = {r[0]: r[1] for r in rows}
    base_count, base = _mappings("builtin", guids)
    unknown = [g for g, name in zip(guids, base, strict=True) if name == "-"]
    assert len(unknown) > 100  # pads SDL has no mapping for by itself
    count, bundled = _mappings("bundled", unknown)
    assert count > base_count + 100
    # Each of them is now a game controller under the DB's name (SDL skips a few special lines, e.g. "xinput").
    matched = [g for g, name in zip(unknown, bundled, strict=True) if name == names[g]]
    assert len(matched) >= 0.98 * len(unknown)
    app_count, via_app = _mappings("app", unknown[:5])
    assert app_count == count and via_app == bundled[:5]
    # A user's own SDL_GAMECONTROLLERCONFIG line for one of those pads wins over the bundled file.
    own = f"{unknown[0]},My Own Pad,a:b5,b:b1,x:b2,y:b3,platform:{platform},"
    _, mine = _mappings("bundled", unknown[:2], SDL_GAMECONTROLLERCONFIG=own)
    assert mine == ["My Own Pad", names[unknown[1]]]


def test_a_users_own_mapping_file_is_kept():
    from thieves_arcade.input.controllerdb import HINT_FILE, use_bundled_mappings
    env = {HINT_FILE: "/home/me/pads.txt"}
    assert use_bundled_mappings(env) is None and env == {HINT_FILE: "/home/me/pads.txt"}
    env = {}
    assert use_bundled_mappings(env) == resources.controller_db() and env[HINT_FILE] == str(resources.controller_db())


def test_desktop_entry_and_icons_install_and_uninstall(tmp_path):
    from thieves_arcade.app import desktop
    written = desktop.install(tmp_path, command="/opt/thieves-arcade/thieves-arcade")
    entry = (tmp_path / "applications" / "thieves-arcade.desktop").read_text(encoding="utf-8")
    assert entry.startswith("[Desktop Entry]\n") and "\nExec=/opt/thieves-arcade/thieves-arcade\n" in entry
    assert "\nIcon=thieves-arcade\n" in entry and "\nCategories=Game;" in entry
    for n in desktop.ICON_SIZES:
        import pygame
        icon = tmp_path / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "thieves-arcade.png"
        assert icon in written and pygame.image.load(icon).get_size() == (n, n)
    assert sorted(desktop.uninstall(tmp_path)) == sorted(written)
    assert not any(p.is_file() for p in written)


def test_window_icon_is_the_games_own_art():
    import pygame

    from thieves_arcade.app.display import ICON_SIZE, set_window_icon
    pygame.display.init()
    assert set_window_icon() is True
    assert pygame.image.load(resources.icon(ICON_SIZE)).get_size() == (ICON_SIZE, ICON_SIZE)


def test_every_shipped_data_file_has_its_licence_and_provenance_written_down():
    text = (ROOT / "assets" / "LICENSE.md").read_text(encoding="utf-8")
    assert "LICENSE.md" in (ROOT / "assets" / "README.md").read_text(encoding="utf-8")
    for folder in ("assets/images", "assets/sounds", "assets/icons", "assets/controllers", "assets/desktop", "levels"):
        assert f"`{folder}/`" in text, folder
    shipped = {p.parent.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*") if p.is_file()}
    shipped |= {"levels"}
    assert all(f"`{d}/`" in text for d in shipped - {"assets"}), shipped
    for licence in ("MIT", "SIL Open Font License", "zlib"):
        assert licence in text


def test_frozen_build_is_one_folder_with_the_wheels_data_layout(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("ship_build_app", ROOT / "tools" / "build_app.py")
    build_app = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_app)
    args = build_app.pyinstaller_args(tmp_path / "dist", tmp_path / "work", tmp_path / "launch_game.py")
    assert "--onedir" in args and "--onefile" not in args
    data = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    targets = {d.rsplit(os.pathsep, 1)[1] for d in data}
    assert targets == {"thieves_arcade/assets", "thieves_arcade/levels"}
    collected = {args[i + 1] for i, a in enumerate(args) if a == "--collect-data"}
    assert {"thieves_arcade", "fontpkg_fredoka", "fontpkg_bungee"} <= collected  # locale, fonts and their licences
    assert args[args.index("--collect-submodules") + 1] == "thieves_arcade"  # per-game modules load by name


def test_check_dist_finds_a_wheel_missing_a_level(tmp_path):
    import importlib.util
    import zipfile
    spec = importlib.util.spec_from_file_location("ship_check_dist", ROOT / "tools" / "check_dist.py")
    check_dist = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_dist)
    files = check_dist.data_files()
    assert sum(f.endswith(".tmx") for f in files) == 5 and "assets/controllers/gamecontrollerdb.txt" in files
    wheel = tmp_path / "x-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for f in files:
            if f != "levels/cite.tmx":
                z.writestr(check_dist.wheel_name(f), b"")
    assert check_dist.missing(wheel) == ["levels/cite.tmx"]


def test_damaged_install_missing_a_sound_is_named_too(tmp_path):
    site = _install_copy(tmp_path / "damaged")
    (site / "thieves_arcade" / "assets" / "sounds" / "click.wav").unlink()
    res, _ = _run(site, tmp_path, "--headless", "--demo", "morpion")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert "sound file" in res.stderr and "click.wav is missing" in res.stderr and "reinstall" in res.stderr
