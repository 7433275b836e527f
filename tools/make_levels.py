"""Build the Tiled levels: runs every builder ``tools/levels/<game>.py`` (or those named) into ``levels/``.

Each builder module defines ``build(out_dir: Path) -> list[Path]`` and writes ``<game>.tmx`` plus its tileset PNG.
Usage: ``python tools/make_levels.py [game …]``. Headless (no window needed).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = Path(__file__).resolve().parent / "levels"


def builders() -> dict[str, Path]:
    """Builder files by game id."""
    return {p.stem: p for p in sorted(BUILDERS.glob("*.py")) if not p.stem.startswith("_")}


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    names = list(argv if argv is not None else sys.argv[1:])
    known = builders()
    unknown = [n for n in names if n not in known]
    if unknown:
        print(f"no level builder for {', '.join(unknown)}; known: {', '.join(known)}", file=sys.stderr)
        return 2
    out = ROOT / "levels"
    out.mkdir(exist_ok=True)
    for name in names or list(known):
        spec = importlib.util.spec_from_file_location(f"level_builder_{name}", known[name])
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for path in module.build(out):
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
