"""On-screen text in the player's language, through gettext catalogues (English source strings, French catalogue).

Usage in scenes and widgets: ``from thieves_arcade.i18n import _`` then ``_("Press a button to join")``.
``_`` looks the text up in the catalogue of the language in force *at call time*, so switching the language in
settings takes effect on the next frame. Catalogues live in ``thieves_arcade/locale/<lang>/LC_MESSAGES/
thieves_arcade.mo``, compiled from the ``.po`` beside it by ``python tools/i18n.py compile`` (Babel).
A missing catalogue falls back to English with a logged notice, never a crash.
"""

from __future__ import annotations

import gettext
import logging

from . import resources

log = logging.getLogger(__name__)

DOMAIN = "thieves_arcade"
LOCALE_DIR = resources.locale_dir()
#: Languages with a catalogue (English is the source language).
LANGUAGES = {"en": "English", "fr": "Français"}

_current: gettext.NullTranslations = gettext.NullTranslations()
_lang = "en"


def set_language(lang: str) -> str:
    """Switch the language in force to ``lang`` (a key of :data:`LANGUAGES`); returns the language now in force.

    Raises ``ValueError`` naming the known languages for an unknown one. A known language whose catalogue is
    missing falls back to English (logged)."""
    global _current, _lang
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    if lang == "en":
        _current, _lang = gettext.NullTranslations(), "en"
        return _lang
    try:
        _current = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang])
        _lang = lang
    except OSError as exc:
        log.warning("no %s catalogue (%s); showing English", lang, exc)
        _current, _lang = gettext.NullTranslations(), "en"
    return _lang


def language() -> str:
    """The language in force (``en`` or ``fr``)."""
    return _lang


def _(message: str) -> str:
    """``message`` (an English source string) in the language in force."""
    return _current.gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (labels in tables, translated when drawn)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n`` in the language in force."""
    return _current.ngettext(singular, plural, n)
