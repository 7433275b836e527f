"""The window on a desktop smaller than the frame (issue 21: "in a 1280×800 window (Steam Deck-sized)").

``app.display.window_size`` picks the window; the real-window test opens the game's :class:`Display` on a 1280×800
X server (Xvfb, installed by ``.ci/run``) and reads the picture the server shows from Xvfb's own framebuffer file
(``-fbdir``, the XWD format), so it checks what a player would see: the whole 1920×1080 frame, shrunk, not a
1920×1080 window cropped by the screen (SDL's ``SCALED`` alone).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import time

import numpy as np
import pytest

from thieves_arcade.app.display import DESKTOP_ROOM, MIN_WINDOW, window_size
from thieves_arcade.ui import theme

FRAME = (theme.WIDTH, theme.HEIGHT)


@pytest.mark.parametrize("desktop", [(1280, 800), (1366, 768), (1600, 900), (1920, 1080), (1920, 1200), (800, 480)])
def test_a_desktop_the_frame_does_not_fit_gets_the_largest_window_that_does(desktop):
    w, h = window_size(desktop)
    assert w <= desktop[0] * DESKTOP_ROOM and h <= desktop[1] * DESKTOP_ROOM
    assert abs(w / h - FRAME[0] / FRAME[1]) < 0.01  # the frame's shape: no stretching
    assert w + 2 > desktop[0] * DESKTOP_ROOM or h + 2 > desktop[1] * DESKTOP_ROOM  # and no smaller than need be
    assert (w, h) >= MIN_WINDOW


@pytest.mark.parametrize("desktop", [(2560, 1440), (3840, 2160), (2134, 1200), None, (0, 0)])
def test_a_desktop_the_frame_fits_keeps_sdls_whole_number_scaling(desktop):
    assert window_size(desktop) is None


def test_a_tiny_desktop_still_gets_the_smallest_window():
    assert window_size((320, 200)) == MIN_WINDOW


CHILD = r"""
import sys, pygame
from thieves_arcade.app.display import Display
pygame.init()
d = Display()
s = d.surface
for n in range(90):
    pygame.event.pump()
    s.fill((0, 0, 255))
    for x, y in ((0, 0), (1800, 0), (0, 960), (1800, 960)):
        s.fill((0, 255, 0), (x, y, 120, 120))
    d.present()
    if n == 30:
        print("window", *pygame.display.get_window_size(), d.fit[0] if d.fit else 0, d.fit[1] if d.fit else 0,
              flush=True)
print("ready", flush=True)
sys.stdin.read()
"""


def _xwd_rgb(path: str) -> np.ndarray:
    """The screen in Xvfb's framebuffer file (XWD, 32 bits per pixel, as Xvfb writes it): an (h, w, 3) array."""
    data = open(path, "rb").read()
    head = struct.unpack(">25I", data[:100])
    size, width, height, order, bpp, stride, ncolors = head[0], head[4], head[5], head[7], head[11], head[12], head[19]
    assert bpp == 32, f"unexpected XWD depth {bpp}"
    start = size + 12 * ncolors
    px = np.frombuffer(data, dtype="<u4" if order == 0 else ">u4", count=height * stride // 4, offset=start)
    px = px.reshape(height, stride // 4)[:, :width]
    return np.stack([(px >> 16) & 255, (px >> 8) & 255, px & 255], axis=-1).astype(np.uint8)


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no Xvfb (apt-get install xvfb; .ci/run does)")
def test_a_real_window_on_a_1280x800_desktop_shows_the_whole_frame(tmp_path):
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-fbdir",
                               str(tmp_path), "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    game = None
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number.isdigit(), "Xvfb did not report its display number"
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
        env.update(DISPLAY=f":{number}", SDL_AUDIODRIVER="dummy", THIEVES_ARCADE_HOME=str(tmp_path / "home"))
        game = subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        lines = [game.stdout.readline().split() for _ in range(2)]
        assert lines[0][:1] == ["window"] and lines[1] == ["ready"], game.stderr.read()
        size, fit = tuple(map(int, lines[0][1:3])), tuple(map(int, lines[0][3:5]))
        assert fit == window_size((1280, 800)) and size == fit  # the window took the size that fits
        deadline = time.monotonic() + 20  # the server shows the last frame soon after; wait for it, at most this
        while True:
            screen = _xwd_rgb(str(tmp_path / "Xvfb_screen0"))
            green = (screen[..., 1] > 200) & (screen[..., 0] < 60) & (screen[..., 2] < 60)
            if green.sum() > 0 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        ys, xs = np.nonzero(green)
        assert len(xs), "no frame on the screen"
        # The four corner squares of the frame are all on screen, at the window's corners: the whole frame, shrunk.
        left, right, top, bottom = xs.min(), xs.max() + 1, ys.min(), ys.max() + 1
        assert abs((right - left) - fit[0]) <= 3 and abs((bottom - top) - fit[1]) <= 3, (left, right, top, bottom)
        side = 120 * fit[0] / FRAME[0]
        for cx in (left, right - side):
            for cy in (top, bottom - side):
                corner = green[int(cy):int(cy + side), int(cx):int(cx + side)]
                assert corner.mean() > 0.7, f"corner at {(int(cx), int(cy))} missing"
    finally:
        if game is not None:
            game.kill()
            game.communicate()
        server.kill()
        server.wait()
