"""Thieves' Arcade: five thief-themed tabletop games for one TV, gamepads and keyboard.

Layers (imports only point down): ``app`` → ``scenes`` → ``ui`` → ``input`` → ``ai`` → ``engine``.
``engine`` is pure rules and never imports pygame.
"""

from pathlib import Path

__version__ = "0.1.0"

#: The checkout root: ``assets/`` and ``levels/`` live beside the package (installed editable).
ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
LEVELS = ROOT / "levels"
