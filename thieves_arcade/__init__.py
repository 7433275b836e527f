"""Thieves' Arcade: five thief-themed tabletop games for one TV, gamepads and keyboard.

Layers (imports only point down): ``app`` → ``scenes`` → ``ui`` → ``input`` → ``ai`` → ``engine``.
``engine`` is pure rules and never imports pygame.
"""

__version__ = "0.1.0"


def __getattr__(name: str):
    """``ASSETS`` / ``LEVELS``: the data folders in force, from :mod:`thieves_arcade.resources` (kept for old
    callers; new code asks ``resources`` directly)."""
    if name in ("ASSETS", "LEVELS"):
        from . import resources
        return resources.data_dir(name.lower())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
