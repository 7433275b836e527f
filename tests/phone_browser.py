"""A real phone browser for tests and tools: headless Debian Chromium driven by Selenium, phone-sized (390×844).

Nothing is downloaded: the driver is ``/usr/bin/chromedriver`` passed explicitly (Selenium Manager never runs), the
browser ``/usr/bin/chromium`` with a fresh profile, no network but loopback. :func:`missing` says why a browser test
must be skipped (printed by ``pytest -rs``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
#: The phone's viewport (CSS px): an iPhone 12-14 in portrait.
VIEWPORT = (390, 844)


def missing() -> str:
    """Why no browser test can run here ("" when Chromium, its driver and Selenium are all present)."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(path):
            return f"{path} is missing (Debian: apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install selenium)"
    return ""


class PhoneBrowser:
    """One headless Chromium window of phone size; ``quit()`` ends it and removes its profile."""

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        self.profile = tempfile.mkdtemp(prefix="ta-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", f"--user-data-dir={self.profile}",
                    f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}"):
            options.add_argument(arg)
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": VIEWPORT[0], "height": VIEWPORT[1], "pixelRatio": 2.0}})
        self.driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)

    def open(self, url: str) -> None:
        self.driver.get(url)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def message(self) -> dict | None:
        """The last state message the page received (its ``msg`` variable)."""
        return self.js("return typeof msg === 'undefined' ? null : msg;")

    def tap(self, css: str) -> bool:
        """Click the first element matching ``css`` if there is one; returns whether it did."""
        from selenium.webdriver.common.by import By
        found = self.driver.find_elements(By.CSS_SELECTOR, css)
        if not found:
            return False
        try:
            found[0].click()
        except Exception:  # noqa: BLE001 - the page re-rendered under the click: try again next time
            return False
        return True

    def screenshot(self, path) -> None:
        self.driver.save_screenshot(str(path))

    def quit(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


def play_sticheln(browser: PhoneBrowser, stop, name: str, shot=None, deadline: float = 120.0) -> int:
    """Tap through a Sticheln seat on ``browser`` (name, take a seat, then on each turn tap the first playable card and
    the confirm bar) until ``stop(message)`` is true. Returns the number of actions tapped. ``shot(browser)`` is
    called once, at the first turn with a card selected (the screenshot moment)."""
    from selenium.webdriver.common.by import By
    end = time.monotonic() + deadline
    while not browser.driver.find_elements(By.ID, "take"):
        assert time.monotonic() < end, "the page never offered a seat"
        time.sleep(0.02)
    box = browser.driver.find_element(By.ID, "name")
    box.clear()
    box.send_keys(name)
    browser.tap("#take")
    taps = 0
    acted_on = None
    while True:
        assert time.monotonic() < end, f"the phone did not finish in {deadline} s ({taps} actions)"
        m = browser.message()
        if m is not None and stop(m):
            return taps
        if m is None or not m.get("turn") or m.get("view") == acted_on:
            time.sleep(0.01)
            continue
        if browser.tap(".piece[data-action]:not(.off)"):
            if shot is not None:
                shot(browser)
                shot = None
            if browser.tap("#confirm"):
                taps += 1
                acted_on = m.get("view")
        time.sleep(0.01)


class Worker(threading.Thread):
    """Runs ``fn()`` on a thread, keeping its result or exception (the app loop stays on the main thread)."""

    def __init__(self, fn):
        super().__init__(daemon=True)
        self.fn, self.result, self.error = fn, None, None

    def run(self):
        try:
            self.result = self.fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised by the test
            self.error = exc


#: JavaScript: tap one random thing the page offers now (a legal action's button, or a piece, then the confirm bar
#: if one appears); returns what it tapped (or null). Taps only what a finger could: rendered, enabled elements.
TAP_SOMETHING = """
const rnd = arguments[0];
const legal = (typeof msg !== 'undefined' && msg && msg.legal) || [];
const buttons = [...document.querySelectorAll('button[data-action]')].filter(
  (b) => !b.classList.contains('piece') && legal.includes(b.dataset.action) && !b.disabled);
const pieces = [...document.querySelectorAll('.piece[data-action]:not(.off)')];
const all = buttons.concat(pieces);
if (!all.length) return null;
const pick = all[Math.floor(rnd * all.length)];
const what = pick.dataset.action;
pick.click();
const confirm = document.getElementById('confirm');
if (confirm) { confirm.click(); return what + ' + ' + confirm.dataset.action; }
return what;
"""
