"""Render the Sticheln tray caption with two humans at the table (docs/screens/sticheln_two_humans_caption.png).

    python tools/two_humans_shot.py docs/screens/sticheln_two_humans_caption.png

A 4-seat Sticheln table with both keyboard segments as humans and two bots, run headless (SDL dummy driver); each
human's turn is confirmed as if pressed (the curtain and the played card). It saves the first frame where the tray
shows a hand that is not the bottom seat's (so it is captioned) while the bottom seat has taken a trick (so its ×N
badge is on screen). ``tools/snapshot.py --humans`` cannot reach it: there, nobody passes the curtain.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(out: str) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("THIEVES_ARCADE_HOME", str(Path("/tmp") / f"thieves-shot-{os.getpid()}"))
    import pygame

    from thieves_arcade.app.loop import App
    from thieves_arcade.input.intents import Intent, IntentEvent
    from thieves_arcade.scenes import table_class
    app = App(headless=True, audio=False)
    table = table_class("sticheln")(app, "sticheln", ["kb:left", "kb:right", "normal", "normal"], {}, 3, speed=6.0,
                                    on_over=lambda s: None)
    app.scenes.push(table)
    frame = pygame.Surface((1920, 1080))
    bottom = next(s for s in range(4) if table.side(s) == "bottom")
    for n in range(6000):
        if n % 20 == 0:
            cp = table.current_player
            if cp is not None and table.seats[cp].is_human and not table.timeline.busy:
                app.send(IntentEvent(table.seats[cp].device, Intent.CONFIRM))
        app.step()
        seat = table.allowed_private_seat()
        if n % 10 == 0 and table.private_now(seat) and seat != bottom and table.m.tricks[bottom] > 0:
            app.scenes.draw(frame)
            pygame.image.save(frame, out)
            print(f"wrote {out} (frame {n})")
            return 0
    print("no such moment in 6000 frames", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "sticheln_two_humans_caption.png"))
