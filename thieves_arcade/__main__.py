"""``python -m thieves_arcade`` runs the game (same options as ``thieves-arcade``)."""

import sys

from .app.cli import main

sys.exit(main())
