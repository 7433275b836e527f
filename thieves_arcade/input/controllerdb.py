"""The community controller mappings (SDL_GameControllerDB), loaded before any pad opens.

SDL knows ~300 pads by itself; the bundled ``assets/controllers/gamecontrollerdb.txt`` (from
https://github.com/mdqinc/SDL_GameControllerDB, zlib licence in ``assets/controllers/LICENSE``) adds ~450 more for
this platform. :func:`use_bundled_mappings` points SDL's ``SDL_GAMECONTROLLERCONFIG_FILE`` hint at it; SDL reads the
file when its game-controller subsystem starts (``pygame.init``), before the first device-added event.

Rules:

- It must run before ``pygame.init()`` (the app calls it first thing); later it changes nothing for this process.
- A ``SDL_GAMECONTROLLERCONFIG_FILE`` the user set is kept (their file instead of ours).
- A user's own ``SDL_GAMECONTROLLERCONFIG`` mappings still win over the file: SDL gives mappings from that hint user
  priority, above mappings from a file (measured in ``tests/test_shipping.py``).
- A missing file (damaged install) logs one notice; pads SDL knows by itself still work.
"""

from __future__ import annotations

import logging
import os
from collections.abc import MutableMapping
from pathlib import Path

from .. import resources

log = logging.getLogger(__name__)

HINT_FILE = "SDL_GAMECONTROLLERCONFIG_FILE"
HINT_MAPPINGS = "SDL_GAMECONTROLLERCONFIG"


def use_bundled_mappings(environ: MutableMapping[str, str] | None = None) -> Path | None:
    """Point SDL at the bundled mapping file through ``environ`` (default ``os.environ``) unless the user named a file
    of their own. Returns the path set, or ``None`` (the user's file is kept, or ours is missing). Never raises."""
    env = os.environ if environ is None else environ
    if env.get(HINT_FILE):
        log.info("controller mappings: the user's %s=%s is kept", HINT_FILE, env[HINT_FILE])
        return None
    path = resources.controller_db()
    if not path.is_file():
        log.warning("controller mapping file %s is missing (%s); only the pads SDL knows by itself will work",
                    path, resources.REINSTALL)
        return None
    env[HINT_FILE] = str(path)
    log.info("controller mappings: %s%s", path, f" (and the user's {HINT_MAPPINGS})" if env.get(HINT_MAPPINGS) else "")
    return path
