"""Translation catalogues of Thieves' Arcade, with Babel: ``python tools/i18n.py extract|update|compile|check``.

- ``extract``: every ``_("…")``, ``N_("…")`` and ``ngettext("…", "…", n)`` string of ``thieves_arcade/`` →
  ``thieves_arcade/locale/thieves_arcade.pot`` (the template; no line numbers, so it only changes with the text).
- ``update``: merge the template into each language's ``thieves_arcade/locale/<lang>/LC_MESSAGES/thieves_arcade.po``
  (a new string gets an empty translation; a changed one is marked fuzzy and is not used until checked).
- ``compile``: ``.po`` → ``.mo`` beside it (what the game loads; committed, and shipped as package data).
- ``check``: exit 1 listing every template string without a finished (non-empty, non-fuzzy) French translation.
``--out DIR`` (compile only) writes the ``.mo`` files under ``DIR/<lang>/LC_MESSAGES/`` instead (tests).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "thieves_arcade"
LOCALE = PACKAGE / "locale"
DOMAIN = "thieves_arcade"
POT = LOCALE / f"{DOMAIN}.pot"
#: Languages with a catalogue (English is the source language).
LANGUAGES = ("fr",)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}


def po_path(lang: str) -> Path:
    """The ``.po`` file of ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract_catalog() -> Catalog:
    """A template catalogue of every marked string in the package's Python files (sorted, with file references)."""
    catalog = Catalog(project="Thieves' Arcade", version="0.1", charset="utf-8")
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), method_map=method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        path = Path("thieves_arcade") / filename
        catalog.add(message, None, [(path.as_posix(), lineno)], auto_comments=comments, context=context)
    return catalog


def _write_po(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=120, sort_output=True, include_lineno=False, omit_header=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def load_po(lang: str) -> Catalog:
    """The ``.po`` catalogue of ``lang``. Raises ``FileNotFoundError`` if it does not exist yet."""
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def extract() -> int:
    """Write the template; returns the number of strings."""
    catalog = extract_catalog()
    _write_po(POT, catalog)
    return len(catalog)


def update() -> dict[str, int]:
    """Merge the template into every language's ``.po`` (creating it if missing); returns the untranslated count
    per language."""
    with POT.open("rb") as f:
        template = read_po(f)
    out = {}
    for lang in LANGUAGES:
        try:
            catalog = load_po(lang)
        except FileNotFoundError:
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Thieves' Arcade", version="0.1")
        catalog.update(template, no_fuzzy_matching=False)
        catalog.obsolete.clear()
        _write_po(po_path(lang), catalog)
        out[lang] = len(missing(catalog))
    return out


def missing(catalog: Catalog) -> list[str]:
    """Message ids of ``catalog`` without a finished translation (empty or fuzzy)."""
    out = []
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, (list, tuple)) else [m.string]
        if m.fuzzy or not all(strings):
            out.append(m.id if isinstance(m.id, str) else m.id[0])
    return out


def compile_mo(out_dir: Path | None = None) -> list[Path]:
    """Compile every language's ``.po`` to ``.mo`` (fuzzy entries left out); returns the files written."""
    written = []
    for lang in LANGUAGES:
        catalog = load_po(lang)
        target = (Path(out_dir) if out_dir else LOCALE) / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        buf = io.BytesIO()
        write_mo(buf, catalog, use_fuzzy=False)
        target.write_bytes(buf.getvalue())
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring). Returns the exit code."""
    p = argparse.ArgumentParser(prog="tools/i18n.py", description="Translation catalogues (Babel).")
    p.add_argument("command", choices=("extract", "update", "compile", "check", "all"))
    p.add_argument("--out", type=Path, default=None, help="compile: write the .mo files under this folder")
    args = p.parse_args(argv)
    if args.command in ("extract", "all"):
        print(f"{extract()} strings → {POT.relative_to(ROOT)}")
    if args.command in ("update", "all"):
        for lang, n in update().items():
            print(f"{lang}: {n} strings to translate")
    if args.command in ("compile", "all"):
        for path in compile_mo(args.out):
            print(f"compiled {path}")
    if args.command == "check":
        gaps = {lang: missing(load_po(lang)) for lang in LANGUAGES}
        for lang, ids in gaps.items():
            for m in ids:
                print(f"{lang}: untranslated: {m!r}")
        return 1 if any(gaps.values()) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
