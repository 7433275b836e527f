"""Check built distributions: the wheel and the sdist carry every data file of the tree (used by ``.ci/run``).

    python tools/check_dist.py dist/thieves_arcade-0.1.0-py3-none-any.whl dist/thieves_arcade-0.1.0.tar.gz

The wheel must hold every file of ``assets/`` and ``levels/`` (git-tracked, or present when run outside git) under
``thieves_arcade/`` as ``pyproject.toml``'s ``force-include`` maps them, plus the compiled catalogues; the sdist must
hold them at the top level (a wheel built from it maps them again). Prints one line per archive; exit code 0 when
complete, 1 naming the missing files otherwise.
"""

from __future__ import annotations

import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def data_files() -> list[str]:
    """Paths (relative to the repository, ``/``-separated) of every shipped data file in the tree."""
    force = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"][
        "targets"]["wheel"]["force-include"]
    out = []
    for src in force:
        out += [p.relative_to(ROOT).as_posix() for p in (ROOT / src).rglob("*") if p.is_file()]
    out += [p.relative_to(ROOT).as_posix() for p in (ROOT / "thieves_arcade" / "locale").rglob("*.mo")]
    out += [p.relative_to(ROOT).as_posix() for p in (ROOT / "thieves_arcade" / "web").glob("*") if p.is_file()]
    return sorted(out)


def wheel_name(path: str) -> str:
    """Where ``path`` (repository-relative) lands inside the wheel."""
    force = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"][
        "targets"]["wheel"]["force-include"]
    for src, target in force.items():
        if path.startswith(src + "/"):
            return target + path[len(src):]
    return path


def missing(archive: Path) -> list[str]:
    """The data files absent from ``archive`` (a ``.whl`` or ``.tar.gz``). Raises ``ValueError`` for another kind."""
    files = data_files()
    if archive.suffix == ".whl":
        with zipfile.ZipFile(archive) as z:
            names = set(z.namelist())
        return [f for f in files if wheel_name(f) not in names]
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as t:
            names = {n.split("/", 1)[1] for n in t.getnames() if "/" in n}
        return [f for f in files if f not in names]
    raise ValueError(f"not a wheel or an sdist: {archive}")


def main(argv: list[str]) -> int:
    """Check each archive in ``argv``; returns the exit code."""
    if not argv:
        print(__doc__)
        return 1
    code = 0
    for arg in argv:
        lost = missing(Path(arg))
        levels = sum(1 for f in data_files() if f.endswith(".tmx"))
        if lost:
            code = 1
            print(f"{arg}: {len(lost)} data files missing: {', '.join(lost[:10])}{' …' if len(lost) > 10 else ''}")
        else:
            print(f"{arg}: all {len(data_files())} data files ({levels} levels) inside")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
