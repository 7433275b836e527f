"""Build the frozen one-folder game with PyInstaller: ``dist/thieves-arcade/`` (the program: ``thieves-arcade`` in it).

    python3 -m pip install -e '.[test]'      # brings PyInstaller (and build)
    python tools/build_app.py                # → dist/thieves-arcade/, then a headless party as a smoke check
    python tools/build_app.py --no-check     # build only

``--onedir``, never ``--onefile``: one-file executables unpack themselves at each start (slow) and trip antivirus
heuristics. The data goes where the wheel puts it, inside the package (``_internal/thieves_arcade/assets`` …): the
mapping is read from ``pyproject.toml``'s hatchling ``force-include``, so the wheel and the frozen folder cannot drift
apart, and ``thieves_arcade.resources`` finds it the same way in both. The fonts' packages are copied whole (licence
included). Game modules imported by name (``engine``, ``ai``, ``scenes`` load per-game modules with importlib) are
collected as submodules. After the build it runs ``--headless --demo party`` from the folder (unless ``--no-check``)
and fails if that fails. Exit code 0 built (and checked), 1 otherwise. See ``docs/shipping.md``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "thieves-arcade"
ENTRY = "from thieves_arcade.app.cli import main\nimport sys\nsys.exit(main())\n"


def pyinstaller_args(dist: Path, work: Path, entry: Path) -> list[str]:
    """The PyInstaller command line (without the program) for a one-folder build into ``dist``."""
    force = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"][
        "targets"]["wheel"]["force-include"]
    sep = os.pathsep
    args = ["--noconfirm", "--clean", "--onedir", "--name", NAME, "--distpath", str(dist), "--workpath", str(work),
            "--specpath", str(work), "--log-level", "WARN",
            "--paths", str(ROOT),  # this checkout's package, whatever else is installed
            "--collect-submodules", "thieves_arcade",
            "--collect-data", "thieves_arcade",  # every non-Python file inside the package (catalogues, …)
            "--collect-data", "fontpkg_fredoka", "--collect-data", "fontpkg_bungee"]
    for src, target in force.items():
        args += ["--add-data", f"{ROOT / src}{sep}{target}"]
    if sys.platform in ("win32", "darwin"):  # PyInstaller sets an executable icon only there (Linux: the .desktop)
        args += ["--windowed", "--icon", str(ROOT / "assets" / "icons" / "thieves-arcade-256.png")]
    return [*args, str(entry)]


def smoke(program: Path) -> subprocess.CompletedProcess:
    """Run a headless four-player party from the built folder, in a temporary home and working folder."""
    with tempfile.TemporaryDirectory(prefix="ta-frozen-") as tmp:
        env = dict(os.environ, THIEVES_ARCADE_HOME=tmp)
        return subprocess.run([str(program), "--headless", "--demo", "party", "--players", "4", "--seed", "3"],
                              cwd=tmp, env=env, capture_output=True, text=True, timeout=600)


def main(argv: list[str] | None = None) -> int:
    """Build (and check) the folder; returns the exit code."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--no-check", action="store_true", help="skip the headless party after the build")
    args = p.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: python3 -m pip install -e '.[test]'", file=sys.stderr)
        return 1
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ta-build-") as work:
        entry = Path(work) / "launch_game.py"  # not thieves_arcade.py: that would shadow the package
        entry.write_text(ENTRY, encoding="utf-8")
        pyinstaller.run(pyinstaller_args(args.dist.resolve(), Path(work), entry))
    folder = args.dist.resolve() / NAME
    program = folder / (NAME + (".exe" if sys.platform == "win32" else ""))
    built = time.monotonic() - start
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    print(f"built {folder} in {built:.0f} s ({size / 2**20:.0f} MiB)")
    if args.no_check:
        return 0
    res = smoke(program)
    if res.returncode != 0 or "champion" not in res.stdout:
        print(f"the built program failed its headless party (exit {res.returncode}):\n{res.stdout}\n{res.stderr}",
              file=sys.stderr)
        return 1
    print(f"checked: {program} played a headless party ({res.stdout.strip().splitlines()[-1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
