"""Navigation: the app owns which screen comes next. A scene asks for another screen by name —
``app.goto("lobby", game_id)`` — and never imports the scene it goes to (nor the app layer).

Routes (the scene's ``name``) and their classes:

=============== ======================================================================
``title``       :class:`~thieves_arcade.scenes.title.TitleScene`
``select``      :class:`~thieves_arcade.scenes.select.SelectScene`
``lobby``       :class:`~thieves_arcade.scenes.lobby.LobbyScene` (``game_id``)
``table``       the game's table scene from the registry (``game_id``, seats, options, seed, ...)
``results``     :class:`~thieves_arcade.scenes.results.ResultsScene`
``pause``       :class:`~thieves_arcade.scenes.pause.PauseScene` (the table or party it pauses)
``howto``       :class:`~thieves_arcade.scenes.howto.HowToScene` (``game_id``)
``settings``    :class:`~thieves_arcade.scenes.settings.SettingsScene`
``controls``    :class:`~thieves_arcade.scenes.controls.ControlsScene`
``access``      :class:`~thieves_arcade.scenes.access.AccessScene` (Settings → Accessibility)
``overscan``    :class:`~thieves_arcade.scenes.access.OverscanScene` (adjust the screen edges)
``message``     :class:`~thieves_arcade.scenes.message.MessageScene` (title, text)
``confirm``     :class:`~thieves_arcade.scenes.message.ConfirmScene` (question, detail, on_yes)
``phones``      :class:`~thieves_arcade.scenes.phones.PhoneJoinScene` (the lobby)
``party_lobby`` :class:`~thieves_arcade.scenes.party.PartyLobbyScene`
``party``       :class:`~thieves_arcade.scenes.party.PartyScene` (the party)
``attract``     :class:`~thieves_arcade.scenes.attract.AttractScene`
=============== ======================================================================

``how`` says what happens to the stack: ``"push"`` (over the current screen, the default), ``"replace"`` (instead of
the top screen) or ``"clear"`` (the new screen alone on the stack). Scene modules are imported on first use, so the
title's first frame does not pay for the tables.
"""

from __future__ import annotations

import importlib

#: Route name -> ``"module:Class"`` of its scene (``table`` comes from the game registry).
ROUTES: dict[str, str] = {
    "title": "thieves_arcade.scenes.title:TitleScene",
    "select": "thieves_arcade.scenes.select:SelectScene",
    "lobby": "thieves_arcade.scenes.lobby:LobbyScene",
    "results": "thieves_arcade.scenes.results:ResultsScene",
    "pause": "thieves_arcade.scenes.pause:PauseScene",
    "howto": "thieves_arcade.scenes.howto:HowToScene",
    "settings": "thieves_arcade.scenes.settings:SettingsScene",
    "controls": "thieves_arcade.scenes.controls:ControlsScene",
    "access": "thieves_arcade.scenes.access:AccessScene",
    "overscan": "thieves_arcade.scenes.access:OverscanScene",
    "message": "thieves_arcade.scenes.message:MessageScene",
    "confirm": "thieves_arcade.scenes.message:ConfirmScene",
    "phones": "thieves_arcade.scenes.phones:PhoneJoinScene",
    "party_lobby": "thieves_arcade.scenes.party:PartyLobbyScene",
    "party": "thieves_arcade.scenes.party:PartyScene",
    "attract": "thieves_arcade.scenes.attract:AttractScene",
}
#: What :func:`goto` may do with the stack.
HOW = ("push", "replace", "clear")


def scene_class(route: str, *args):
    """The scene class of ``route`` (for ``table``: the table of game ``args[0]``, ``ValueError`` if it has none).
    Raises ``ValueError`` naming the routes for an unknown one."""
    if route == "table":
        from ..scenes import table_class
        return table_class(args[0])
    try:
        module, _sep, name = ROUTES[route].partition(":")
    except KeyError:
        raise ValueError(f"unknown screen {route!r}; known: table, {', '.join(ROUTES)}") from None
    return getattr(importlib.import_module(module), name)


def make(app, route: str, *args, **kwargs):
    """A new scene of ``route`` for ``app``: ``Class(app, *args, **kwargs)``."""
    return scene_class(route, *args)(app, *args, **kwargs)


def goto(app, route: str, *args, how: str = "push", **kwargs):
    """Show the screen ``route`` built with ``args``/``kwargs`` (see :func:`make`) — pushed, replacing the top
    screen or alone on the stack (``how``) — and return it. Raises ``ValueError`` for an unknown route or ``how``."""
    if how not in HOW:
        raise ValueError(f"how must be one of {', '.join(HOW)}, got {how!r}")
    scene = make(app, route, *args, **kwargs)
    if how == "push":
        app.scenes.push(scene)
    elif how == "replace":
        app.scenes.replace(scene)
    else:
        app.scenes.clear(scene)
    return scene
