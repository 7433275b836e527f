"""Screenshots for docs/phones.md: the TV's "Join with a phone" screen, the TV while a phone seat chooses, and the
phone page of each game in a headless Chromium at 390×844 (Debian ``chromium`` + ``chromium-driver``, Selenium).

Usage: ``python tools/phone_shots.py [--out docs/screens] [--lang en|fr] [--only sticheln,cite]``. Each game's table
seats one phone (seat 0) and bots; the tool plays the phone's turns (the page's own ``act``) until the moment worth
showing, then saves ``phone_<game>.png``. Only loopback networking is used.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import pygame  # noqa: E402
from phone_browser import PhoneBrowser, missing  # noqa: E402

from thieves_arcade.app.loop import App  # noqa: E402
from thieves_arcade.app.settings import Settings  # noqa: E402
from thieves_arcade.i18n import set_language  # noqa: E402
from thieves_arcade.input.phones import PhoneService  # noqa: E402
from thieves_arcade.scenes import table_class  # noqa: E402
from thieves_arcade.scenes.lobby import LobbyScene  # noqa: E402
from thieves_arcade.scenes.phones import PhoneJoinScene  # noqa: E402

#: game -> (players, options, moment worth showing: a predicate on the phone's state message, what to tap first)
MOMENTS = {
    "sticheln": (4, {}, lambda m: m["turn"] and m["view"]["phase"] == "play" and len(m["view"]["trick"]) >= 2,
                 ".piece[data-action]:not(.off)"),
    "pickpocket": (3, {}, lambda m: m["turn"] and len(m["view"]["hand"]) >= 2, None),
    "cite": (3, {}, lambda m: m["turn"] and m["view"]["phase"] == "roll" and m["view"]["roll"] >= 1,
             ".dice .piece:nth-child(2)"),
    "morpion": (2, {"preset": "expert"}, lambda m: m["turn"] and "peek" in m["legal"], None),
    "oodlar": (3, {}, lambda m: m["turn"] and m["view"]["phase"] == "order" and len(m["view"]["placed"]) >= 1,
               None),
}


def app_with_phones() -> App:
    app = App(headless=True, audio=False, settings=Settings(phones=True, phone_port=0))
    app.phones = PhoneService(0, hosts=["127.0.0.1"])
    app.phones.start()
    return app


def qr_screen(out: Path) -> None:
    """The lobby's "Join with a phone" screen with one phone seated (the address shown as a LAN one would be)."""
    app = app_with_phones()
    lobby = LobbyScene(app, "sticheln")
    app.scenes.push(lobby)
    app.scenes.push(PhoneJoinScene(app, lobby))
    app.phones.host = "192.168.1.23"  # what a home network would show; this machine has only loopback
    lobby.join("kb:left")
    hub = app.phones.hub
    device, _token = hub.claim(token=hub.invite().token)
    hub._phones[device].name = "Ann"
    app.input.devices[device] = "Ann"
    lobby.join(device)
    app.run_headless(3)
    pygame.image.save(app.surface, str(out / "phones_qr.png"))
    app.stop_phones()


def phone_page(game_id: str, out: Path, tv: bool = False) -> None:
    """Play seat 0 of ``game_id`` from a browser until its moment, then save the page (and the TV if ``tv``)."""
    players, options, moment, tap = MOMENTS[game_id]
    app = app_with_phones()
    browser = PhoneBrowser()
    try:
        browser.open(f"http://127.0.0.1:{app.phones.port}/#t={app.phones.hub.invite().token}")
        for _ in range(2000):
            app.pump()
            if app.phones.hub.devices():
                break
            time.sleep(0.005)
        device = app.phones.hub.devices()[0]
        seats = [device] + ["normal"] * (players - 1)
        table = table_class(game_id)(app, game_id, seats, options, 3, speed=20.0, on_over=lambda t: None)
        app.scenes.push(table)
        app.running = True
        acted = None
        for frame in range(60_000):
            app.run_headless(1, draw_every=0)
            m = browser.message() if frame % 3 == 0 else None
            if m is None or m.get("phase") != "table":
                continue
            if moment(m):
                time.sleep(0.3)  # let the page finish painting its images
                if tap:
                    browser.tap(tap)
                    time.sleep(0.2)
                browser.screenshot(out / f"phone_{game_id}.png")
                if tv:
                    app.render()
                    pygame.image.save(app.surface, str(out / f"phones_tv_{game_id}.png"))
                print(f"phone_{game_id}.png")
                return
            if m.get("turn") and m["view"] != acted:  # one action per view (never twice for one view)
                acted = m["view"]
                browser.js("act(msg.legal[Math.floor(Math.random() * msg.legal.length)]);")
        raise SystemExit(f"{game_id}: the moment never came")
    finally:
        browser.quit()
        app.stop_phones()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screens"))
    ap.add_argument("--lang", default="en", choices=["en", "fr"])
    ap.add_argument("--only", default="", help="comma-separated game ids (default: all, and the QR screen)")
    args = ap.parse_args(argv)
    reason = missing()
    if reason:
        print(f"no browser: {reason}", file=sys.stderr)
        return 2
    set_language(args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    only = [g for g in args.only.split(",") if g] or list(MOMENTS)
    if not args.only:
        qr_screen(out)
    for game_id in only:
        phone_page(game_id, out, tv=game_id == "sticheln")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
