"""The lobby's option rows, as a table scene declares them (``lobby_options``); read by the lobby (``lobby.py``).

A module of its own, under both: a table scene declaring its rows imports this, never the lobby.
"""

from __future__ import annotations

import dataclasses

from ..i18n import N_


@dataclasses.dataclass(frozen=True)
class LobbyOption:
    """A game option the lobby offers as a setting row: ``key`` (a key of the game's ``default_options``), ``label``
    (English; translated when drawn) and ``choices`` as ``(value, label)`` pairs, the first being the default (not
    passed to the table). A table scene class declares its rows as ``lobby_options = (LobbyOption(...), ...)``.
    ``needs``: what a choice other than the first needs (the manifest's ``OptionSpec.needs``: ``(key, value)``
    pairs, ``key`` another row's key or ``"players"`` with a ``(lowest, highest)`` seat range)."""

    key: str
    label: str
    choices: tuple[tuple[object, str], ...]
    needs: tuple[tuple[str, object], ...] = ()

    @classmethod
    def rows(cls, manifest) -> tuple[LobbyOption, ...]:
        """The rows of a game's :class:`~thieves_arcade.engine.base.Manifest`: one per option with lobby ``choices``
        (its ``label`` and ``choices``, the source of truth), in the manifest's order."""
        return tuple(cls(o.key, o.label, tuple(o.choices), tuple(o.needs)) for o in manifest.lobby_options())


#: The row every game's lobby adds last: "What would the master thief do?" (a table option, see
#: ``TableScene.advisor.on``); the default follows the Settings screen.
MASTER_HINT = LobbyOption("master_hint", N_("Master hint"), ((None, N_("As in settings")), (True, N_("On")),
                                                             (False, N_("Off"))))
