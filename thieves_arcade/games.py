"""The game registry: every game is registered here once, and every list of games derives from it.

One :class:`GameEntry` per game binds everything the product knows of it — its engine, its bots, its table scene,
its level, its select card (colour, subtitle, pitch, emblem), its How to play pages and controls. The game-select
cards, ``engine.GAMES`` / :data:`~thieves_arcade.engine.GAME_IDS`, the bots' factory, the table factory, How to
play, the party's game plan, the attract demo, the install check, the tools and the tests all iterate
:func:`entries` (or :func:`ids`); none keeps a list of its own. ``docs/adding-a-game.md`` walks through adding one.

Where this sits: under every layer (it imports nothing of the game's). An entry names the code it binds by
reference — ``"package.module:attribute"`` strings, imported on first use by :func:`load` — so registering a game
costs nothing at start-up and the engine layer can read the registry without importing a scene. References point
into any layer; only the layer that uses one loads it (the engine loads ``engine``, the scenes load ``table``, ...).

Rules:

- Ids are unique; :func:`register` refuses a second entry with the same id (``ValueError``) unless ``replace``.
- Order is registration order: the five built-in games first, in the select screen's order, then any registered
  later (a plug-in, a test's game). :func:`unregister` removes one (tests clean up after themselves).
- Every reference of an entry must resolve once loaded: ``tests/test_registry.py`` loads them all.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue (translated where it is drawn, :mod:`thieves_arcade.i18n`)."""
    return message


@dataclasses.dataclass(frozen=True)
class Card:
    """A game's card on the select screen (and its emblem wherever games are shown by picture).

    ``colour`` (RGB 0–255) frames the card and tints the emblem; ``subtitle`` (English, translated when drawn)
    tells look-alike names apart; ``pitch`` (English) is the one line under the cards; ``emblem`` references a
    function ``emblem(surface, centre, radius, colour)`` drawing the game's pictogram inside a disc of ``radius``
    px (``None``: the generic banknote)."""

    colour: tuple[int, int, int]
    subtitle: str = ""
    pitch: str = ""
    emblem: str | None = None


@dataclasses.dataclass(frozen=True)
class GameEntry:
    """Everything the product binds to one game. References are ``"module:attribute"`` strings (:func:`load`).

    - ``id``: the game id (``[a-z_]+``): saves, the command line (``--demo <id>``), the level's file name.
    - ``engine``: the :class:`~thieves_arcade.engine.base.Game` instance (by convention ``<engine module>:GAME``).
    - ``bots``: the bot levels, ``dict[str, type[Bot]]`` with at least ``easy`` and ``normal``.
    - ``table``: the table scene class (a :class:`~thieves_arcade.scenes.table.TableScene` subclass); ``None``:
      the game shows as "Coming soon" and cannot be chosen.
    - ``howto``: a :class:`~thieves_arcade.scenes.howto.HowTo` (pages and controls); ``None``: the lobby offers no
      How to play.
    - ``level``: the Tiled map ``levels/<level>.tmx`` the table is laid out from (checked by the install check);
      ``None``: the table draws without one.
    - ``card``: the select card (:class:`Card`).
    - ``reasons``: a function ``reason(placing) -> str`` giving the results screen's words for a
      :class:`~thieves_arcade.engine.base.Placing` with one of the game's reason codes; ``None``: the score.
    - ``hint``: a function ``words(advice, view, seat_name) -> str | None`` naming the master thief's advised
      action (an :class:`~thieves_arcade.ai.advice.Advice` for ``view``) in the player's language, ``seat_name(seat)
      -> str`` naming a victim; ``None`` (the entry's, or the function's answer): the action's notation.
    """

    id: str
    engine: str
    bots: str
    card: Card
    table: str | None = None
    howto: str | None = None
    level: str | None = None
    reasons: str | None = None
    hint: str | None = None

    def __post_init__(self) -> None:
        if not self.id or not all(c.islower() or c == "_" for c in self.id):
            raise ValueError(f"a game id is lower-case letters and '_', got {self.id!r}")
        for field in ("engine", "bots", "table", "howto", "reasons", "hint"):
            ref = getattr(self, field)
            if ref is not None and ref.count(":") != 1:
                raise ValueError(f"{self.id}: {field} must be 'module:attribute', got {ref!r}")


_ENTRIES: dict[str, GameEntry] = {}


def register(entry: GameEntry, *, replace: bool = False) -> GameEntry:
    """Add ``entry`` to the registry (after those already there) and return it. Raises ``ValueError`` if its id is
    taken and ``replace`` is false."""
    if entry.id in _ENTRIES and not replace:
        raise ValueError(f"a game {entry.id!r} is already registered")
    _ENTRIES[entry.id] = entry
    return entry


def unregister(game_id: str) -> None:
    """Remove ``game_id`` from the registry (a test's game after the test). Unknown ids are ignored."""
    _ENTRIES.pop(game_id, None)


def entries() -> list[GameEntry]:
    """Every registered game, in menu order."""
    return list(_ENTRIES.values())


def ids() -> tuple[str, ...]:
    """Every registered game id, in menu order."""
    return tuple(_ENTRIES)


def entry(game_id: str) -> GameEntry:
    """The entry of ``game_id``. Raises ``ValueError`` naming the known ids."""
    try:
        return _ENTRIES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(_ENTRIES)}") from None


def get(game_id: str) -> GameEntry | None:
    """The entry of ``game_id``, or ``None``."""
    return _ENTRIES.get(game_id)


def load(ref: str) -> Any:
    """The object ``ref`` (``"package.module:attribute"``) names, importing its module. Raises ``ImportError``
    (no such module) or ``AttributeError`` (no such attribute) naming the reference."""
    module, _sep, attribute = ref.partition(":")
    obj = importlib.import_module(module)
    try:
        for part in attribute.split("."):
            obj = getattr(obj, part)
    except AttributeError:
        raise AttributeError(f"{ref}: {module} has no {attribute!r}") from None
    return obj


# ---- the five games of the house --------------------------------------------------------------------------------
def _builtin(game_id: str, colour: tuple[int, int, int], subtitle: str, pitch: str, howto: str) -> GameEntry:
    return register(GameEntry(
        id=game_id,
        engine=f"thieves_arcade.engine.{game_id}:GAME",
        bots=f"thieves_arcade.ai.{game_id}:LEVELS",
        table=f"thieves_arcade.scenes.{game_id}:TABLE",
        howto=f"thieves_arcade.scenes.howto_pages:{howto}",
        level=game_id,
        card=Card(colour, subtitle, pitch, f"thieves_arcade.ui.emblems:{game_id}"),
        reasons=f"thieves_arcade.scenes.results:{game_id}_reason",
        hint=f"thieves_arcade.scenes.{game_id}.hint:action_words",
    ))


# Colours are theme.GOLD, BLUE, RED, GREEN and a violet (ui/theme.py), written out: this module imports nothing.
_builtin("pickpocket", (246, 196, 64), N_("Loot tiles"), N_("Draw loot tiles, leave before the guards come"),
         "PICKPOCKET")
_builtin("cite", (82, 148, 232), N_("Dice and tokens"), N_("Four dice, three rolls, steal tokens"), "CITE")
_builtin("sticheln", (222, 70, 62), N_("Trick cards"), N_("Tricks with a secret pain colour"), "STICHELN")
_builtin("morpion", (92, 196, 110), N_("Hand duel"), N_("Rock-paper-scissors for a shop window"), "MORPION")
_builtin("oodlar", (180, 110, 230), N_("Banknote bluff"), N_("Steal banknotes, unmask the police"), "OODLAR")
