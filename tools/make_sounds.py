"""Synthesize every sound in ``assets/sounds/`` with numpy: ``python tools/make_sounds.py [--seed N] [--out DIR]``.

44.1 kHz, 16-bit stereo WAV written with the ``wave`` module; the same seed gives the same bytes. Each effect is
built from oscillators, filtered noise and envelopes (see the function docstrings); ``music_loop`` is a quiet,
light 8-bar "sneaky" tune in A minor at 120 BPM (16 s) whose tails wrap round so the loop is seamless.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
import wave
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "sounds"
SR = 44100
DEFAULT_SEED = 9
GENERATORS: dict[str, tuple] = {}


def sound(name: str, description: str):
    def deco(fn):
        GENERATORS[name] = (fn, description)
        return fn

    return deco


# ---------------------------------------------------------------------------------------------------------------
# building blocks (mono float arrays in -1..1)
# ---------------------------------------------------------------------------------------------------------------
def t_axis(dur: float) -> np.ndarray:
    return np.arange(int(SR * dur)) / SR


def env_ad(n: int, attack: float, decay: float) -> np.ndarray:
    """Attack (s) then exponential decay with time constant ``decay`` (s), over ``n`` samples."""
    t = np.arange(n) / SR
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    return a * np.exp(-np.maximum(t - attack, 0) / decay)


def osc(freq, dur: float, shape: str = "sine", phase: float = 0.0) -> np.ndarray:
    """An oscillator; ``freq`` is a number or an array of instantaneous frequencies (Hz) of the right length."""
    n = int(SR * dur)
    f = np.full(n, float(freq)) if np.isscalar(freq) else np.asarray(freq, float)[:n]
    ph = 2 * np.pi * np.cumsum(f) / SR + phase
    if shape == "sine":
        return np.sin(ph)
    if shape == "tri":
        return 2 / np.pi * np.arcsin(np.sin(ph))
    if shape == "saw":  # band-limited-ish: a few harmonics
        return sum(np.sin(k * ph) / k for k in range(1, 9)) * 0.6
    if shape == "square":
        return sum(np.sin(k * ph) / k for k in range(1, 12, 2)) * 0.9
    raise ValueError(shape)


def bandpass(x: np.ndarray, lo: float, hi: float) -> np.ndarray:
    """Zero-phase FFT band-pass between ``lo`` and ``hi`` Hz with soft (raised-cosine) skirts."""
    n = len(x)
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(n, 1 / SR)
    w = np.ones_like(f)
    if lo > 0:
        w *= np.clip((f - lo * 0.6) / (lo * 0.4 + 1e-9), 0, 1)
    if hi < SR / 2:
        w *= np.clip((hi * 1.4 - f) / (hi * 0.4), 0, 1)
    return np.fft.irfft(spec * w, n)


def sweep_noise(rng, dur: float, f0: float, f1: float, width: float = 0.6) -> np.ndarray:
    """Noise through a band-pass whose centre glides from ``f0`` to ``f1`` Hz (overlap-add of short frames)."""
    n = int(SR * dur)
    noise = rng.standard_normal(n + 2048)
    frame = 1024
    hop = 512
    out = np.zeros(n + 2048)
    win = np.hanning(frame)
    for start in range(0, n, hop):
        c = f0 * (f1 / f0) ** (start / max(1, n))
        seg = bandpass(noise[start:start + frame] * win, c * (1 - width / 2), c * (1 + width / 2))
        out[start:start + frame] += seg
    return out[:n] / (np.max(np.abs(out[:n])) + 1e-9)


def ping(freq: float, dur: float, decay: float, partials=((1, 1.0), (2.76, 0.5), (5.4, 0.3), (8.93, 0.18))):
    """A struck-metal ping: inharmonic partials, the higher ones dying faster."""
    n = int(SR * dur)
    t = np.arange(n) / SR
    out = np.zeros(n)
    for ratio, amp in partials:
        out += amp * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / (decay / ratio ** 0.6))
    return out * np.clip(t / 0.0015, 0, 1)


def knock(rng, freq: float, dur: float = 0.05, decay: float = 0.012) -> np.ndarray:
    """A short resonant click (wood, plastic): a decaying sine plus a noise tick."""
    n = int(SR * dur)
    t = np.arange(n) / SR
    body = np.sin(2 * np.pi * freq * t) * np.exp(-t / decay)
    tick = bandpass(rng.standard_normal(n), freq * 0.8, freq * 3) * np.exp(-t / 0.003) * 0.6
    return body + tick


def place(buf: np.ndarray, x: np.ndarray, at: float, gain: float = 1.0) -> None:
    i = int(at * SR)
    j = min(len(buf), i + len(x))
    if j > i:
        buf[i:j] += x[: j - i] * gain


def fade(x: np.ndarray, fin: float = 0.002, fout: float = 0.02) -> np.ndarray:
    n = len(x)
    e = np.ones(n)
    a, b = int(fin * SR), int(fout * SR)
    if a:
        e[:a] = np.linspace(0, 1, a)
    if b:
        e[-b:] *= np.linspace(1, 0, b)
    return x * e


def stereo(x: np.ndarray, width: float = 0.0, pan: float = 0.0, delay_ms: float = 7.0) -> np.ndarray:
    """Mono → (N, 2); ``width`` mixes in a slightly delayed copy on the right, ``pan`` −1..1."""
    left = x.copy()
    right = x.copy()
    if width:
        d = int(delay_ms / 1000 * SR)
        shifted = np.concatenate([np.zeros(d), x[:-d]]) if d else x
        right = (1 - width) * x + width * shifted
    lg, rg = math.cos((pan + 1) * math.pi / 4) * math.sqrt(2), math.sin((pan + 1) * math.pi / 4) * math.sqrt(2)
    return np.stack([left * lg, right * rg], axis=1)


def normalise(x: np.ndarray, peak: float) -> np.ndarray:
    m = np.max(np.abs(x))
    return x * (peak / m) if m > 0 else x


# ---------------------------------------------------------------------------------------------------------------
# effects
# ---------------------------------------------------------------------------------------------------------------
@sound("tile_draw", "a hand in the cloth bag (rustle) and the tile laid down (soft clack), 0.45 s")
def tile_draw(rng):
    buf = np.zeros(int(SR * 0.45))
    rustle = sweep_noise(rng, 0.3, 1800, 3200, 1.0)
    flutter = 0.55 + 0.45 * np.abs(np.sin(np.linspace(0, 7 * np.pi, len(rustle)) + rng.uniform(0, 1)))
    rustle *= flutter * env_ad(len(rustle), 0.06, 0.12)
    place(buf, rustle, 0.0, 0.45)
    place(buf, knock(rng, 780, 0.12, 0.02) + 0.5 * knock(rng, 1650, 0.12, 0.008), 0.3, 0.9)
    return stereo(normalise(fade(buf), 0.7), width=0.3)


@sound("guard_whistle", "a guard's two-tone pea whistle (warbled 2.3 / 1.8 kHz, breath noise), 0.8 s")
def guard_whistle(rng):
    buf = np.zeros(int(SR * 0.8))
    for at, f, dur in ((0.0, 2350, 0.3), (0.34, 1820, 0.42)):
        n = int(SR * dur)
        t = np.arange(n) / SR
        warble = f * (1 + 0.035 * np.sign(np.sin(2 * np.pi * 28 * t)) * 0.5 + 0.02 * np.sin(2 * np.pi * 28 * t))
        tone = osc(warble, dur, "sine") + 0.25 * osc(warble * 2, dur, "sine")
        breath = bandpass(rng.standard_normal(n), f * 0.8, f * 1.3) * 0.35
        e = np.clip(t / 0.02, 0, 1) * np.clip((dur - t) / 0.04, 0, 1)
        place(buf, (tone + breath) * e, at)
    return stereo(normalise(buf, 0.6))


@sound("line_break", "a loot line snapping: a plucked string bending down plus a crack, 0.5 s")
def line_break(rng):
    dur = 0.5
    n = int(SR * dur)
    t = np.arange(n) / SR
    f = 420 * np.exp(-t * 3.2) + 90
    twang = osc(f, dur, "saw") * np.exp(-t / 0.16)
    crack = bandpass(rng.standard_normal(n), 900, 6000) * np.exp(-t / 0.015)
    return stereo(normalise(fade(0.7 * twang + crack), 0.65), width=0.2)


@sound("dice_rattle", "four dice shaken in a cup: a rattle of clicks, 0.7 s")
def dice_rattle(rng):
    buf = np.zeros(int(SR * 0.75))
    times = np.sort(rng.uniform(0.0, 0.62, 26))
    for k, at in enumerate(times):
        g = 0.5 + 0.5 * math.sin(math.pi * at / 0.62)
        place(buf, knock(rng, rng.uniform(1800, 4200), 0.03, rng.uniform(0.003, 0.007)), at, g * rng.uniform(0.5, 1))
        if k % 4 == 0:
            place(buf, knock(rng, rng.uniform(500, 800), 0.05, 0.01), at, 0.3)
    return stereo(normalise(fade(buf), 0.6), width=0.5)


@sound("dice_settle", "dice tumbling to rest: slowing clicks and a wooden settle thud, 0.6 s")
def dice_settle(rng):
    buf = np.zeros(int(SR * 0.6))
    at = 0.0
    gap = 0.03
    for _ in range(6):
        place(buf, knock(rng, rng.uniform(1500, 3000), 0.03, 0.005), at, rng.uniform(0.4, 0.8))
        at += gap
        gap *= 1.35
    n = int(SR * 0.25)
    t = np.arange(n) / SR
    thud = np.sin(2 * np.pi * np.cumsum(110 * np.exp(-t * 6) + 60) / SR) * np.exp(-t / 0.06)
    place(buf, thud + 0.5 * knock(rng, 520, 0.25, 0.03), at, 1.0)
    return stereo(normalise(fade(buf), 0.7), width=0.3)


@sound("card_flick", "a card flicked onto the table: a short filtered-noise flick, 0.14 s")
def card_flick(rng):
    dur = 0.14
    x = sweep_noise(rng, dur, 5000, 1800, 0.9) * env_ad(int(SR * dur), 0.004, 0.035)
    x += knock(rng, 1400, dur, 0.006) * 0.25
    return stereo(normalise(fade(x), 0.55), width=0.3)


@sound("trick_sweep", "the trick swept off the table: a swoosh of sliding cards, 0.5 s")
def trick_sweep(rng):
    dur = 0.5
    n = int(SR * dur)
    x = sweep_noise(rng, dur, 500, 3500, 0.8)
    t = np.arange(n) / SR
    x *= np.sin(np.pi * np.clip(t / dur, 0, 1)) ** 1.5
    return stereo(normalise(fade(x), 0.5), width=0.6)


@sound("coins", "a handful of coins: bright metallic pings, 0.9 s")
def coins(rng):
    buf = np.zeros(int(SR * 0.9))
    for k in range(6):
        at = k * 0.055 + rng.uniform(0, 0.03)
        place(buf, ping(rng.uniform(2600, 4200), 0.6, rng.uniform(0.08, 0.2)), at, rng.uniform(0.5, 1.0))
    return stereo(normalise(fade(buf), 0.55), width=0.6)


@sound("caught", "caught: a sad descending 'wah-wah' on a muted brass tone, 0.9 s")
def caught(rng):
    buf = np.zeros(int(SR * 0.95))
    notes = ((0.0, 311.1, 0.22), (0.24, 293.7, 0.22), (0.48, 261.6, 0.45))
    for at, f, dur in notes:
        n = int(SR * dur)
        t = np.arange(n) / SR
        bend = f * (1 - 0.06 * (t / dur) ** 2) * (1 + 0.012 * np.sin(2 * np.pi * 6 * t))
        tone = bandpass(osc(bend, dur, "saw"), 100, 1400 + 600 * math.sin(at * 7))
        e = np.clip(t / 0.03, 0, 1) * np.clip((dur - t) / 0.06, 0, 1)
        place(buf, tone * e, at)
    return stereo(normalise(buf, 0.6))


@sound("unmask", "the undercover cop unmasked: a police-siren-like chirp up and down twice, 1.0 s")
def unmask(rng):
    dur = 1.0
    t = t_axis(dur)
    f = 800 + 650 * np.sin(np.pi * (t * 2 % 1)) ** 2
    x = osc(f, dur, "square") * 0.5 + osc(f, dur, "sine") * 0.5
    x = bandpass(x, 300, 5000) * np.clip(t / 0.02, 0, 1) * np.clip((dur - t) / 0.08, 0, 1)
    return stereo(normalise(x, 0.4), width=0.4)


@sound("fanfare", "the win: a short bright major arpeggio C-E-G-C with a held top note, 1.4 s")
def fanfare(rng):
    buf = np.zeros(int(SR * 1.5))
    notes = [(0.0, 523.25, 0.16), (0.13, 659.25, 0.16), (0.26, 783.99, 0.16), (0.39, 1046.5, 0.95)]
    for at, f, dur in notes:
        n = int(SR * dur)
        t = np.arange(n) / SR
        vib = f * (1 + 0.006 * np.sin(2 * np.pi * 5.5 * t) * np.clip((t - 0.2) / 0.2, 0, 1))
        tone = 0.6 * osc(vib, dur, "saw") + 0.4 * osc(vib, dur, "square")
        tone = bandpass(tone, 200, 4500)
        e = np.clip(t / 0.01, 0, 1) * (0.7 + 0.3 * np.exp(-t / 0.05)) * np.clip((dur - t) / 0.12, 0, 1)
        place(buf, tone * e, at)
        place(buf, ping(f * 2, 0.5, 0.15, ((1, 1.0), (3.0, 0.2))), at, 0.35)
    return stereo(normalise(fade(buf), 0.6), width=0.4)


@sound("click", "menu click: a short soft blip, 0.05 s")
def click(rng):
    dur = 0.05
    n = int(SR * dur)
    t = np.arange(n) / SR
    x = np.sin(2 * np.pi * 1500 * t) * np.exp(-t / 0.008) + 0.3 * knock(rng, 3000, dur, 0.002)
    return stereo(normalise(fade(x, 0.0005, 0.005), 0.5))


@sound("join", "a player joins: a cheerful rising two-note bloop G5-C6, 0.3 s")
def join(rng):
    buf = np.zeros(int(SR * 0.32))
    for at, f in ((0.0, 783.99), (0.09, 1046.5)):
        dur = 0.2
        n = int(SR * dur)
        t = np.arange(n) / SR
        glide = f * (0.85 + 0.15 * np.clip(t / 0.03, 0, 1))
        place(buf, osc(glide, dur, "tri") * np.exp(-t / 0.07) * np.clip(t / 0.004, 0, 1), at)
    return stereo(normalise(fade(buf), 0.5), width=0.3)


# ---------------------------------------------------------------------------------------------------------------
# music
# ---------------------------------------------------------------------------------------------------------------
def midi(n: int) -> float:
    return 440.0 * 2 ** ((n - 69) / 12)


def pluck(f: float, dur: float, bright: float = 0.5, decay: float = 0.35) -> np.ndarray:
    n = int(SR * dur)
    t = np.arange(n) / SR
    x = np.sin(2 * np.pi * f * t) + bright * 0.5 * np.sin(4 * np.pi * f * t) * np.exp(-t / 0.08)
    x += bright * 0.25 * np.sin(6 * np.pi * f * t) * np.exp(-t / 0.04)
    return x * np.exp(-t / decay) * np.clip(t / 0.003, 0, 1)


@sound("music_loop", "background music: a quiet, light 'tiptoe' tune (pizzicato bass, plucked melody, brushes), "
       "A minor, 120 BPM, 8 bars, seamless 16 s loop")
def music_loop(rng):
    bpm = 120
    beat = 60 / bpm
    bars = 8
    length = int(SR * beat * 4 * bars)
    buf_l = np.zeros(length + SR * 2)
    buf_r = np.zeros(length + SR * 2)

    def put(x, at, pan=0.0, gain=1.0):
        i = int(at * SR)
        lg, rg = math.cos((pan + 1) * math.pi / 4), math.sin((pan + 1) * math.pi / 4)
        buf_l[i:i + len(x)] += x * gain * lg
        buf_r[i:i + len(x)] += x * gain * rg

    # chords by bar (A minor, sneaky): Am Dm E Am | F G Am E
    roots = [57, 62, 52, 57, 53, 55, 57, 52]
    for b, root in enumerate(roots):
        chord = [root, root + (3 if root in (57, 62) else 4), root + 7]
        t0 = b * 4 * beat
        # walking pizzicato bass: root, fifth, octave, approach
        for k, n in enumerate([root - 12, root - 5, root, root - 10 if b % 2 else root - 13]):
            put(pluck(midi(n), beat * 0.9, 0.3, 0.25), t0 + k * beat, -0.2, 0.55)
        # off-beat plucked chord stabs, soft
        for k in range(4):
            for n in chord:
                put(pluck(midi(n + 12), beat * 0.5, 0.2, 0.09), t0 + (k + 0.5) * beat, 0.3, 0.09)
        # brushes: swung eighth ticks
        for k in range(8):
            swing = 0.08 * beat if k % 2 else 0.0
            n = int(SR * 0.05)
            tick = bandpass(rng.standard_normal(n), 5000, 12000) * np.exp(-np.arange(n) / SR / 0.012)
            put(tick, t0 + k * beat / 2 + swing, 0.5, 0.05 if k % 2 else 0.08)
    # melody: a tiptoe motif in A minor (scale degrees), two 8-bar phrases
    scale = [69, 71, 72, 74, 76, 77, 79, 81]
    motif = [(0, 0.5), (2, 0.5), (4, 1), (3, 0.5), (2, 0.5), (1, 1), (0, 0.5), (None, 0.5), (4, 0.5), (5, 0.5),
             (4, 1), (2, 1)]
    answer = [(5, 0.5), (4, 0.5), (3, 1), (2, 0.5), (1, 0.5), (0, 1), (1, 0.5), (2, 0.5), (-1, 1), (0, 2)]
    t = 0.0
    for phrase in (motif, answer, motif, answer):
        for deg, beats in phrase:
            if deg is not None:
                n = 68 if deg == -1 else scale[deg]
                put(pluck(midi(n), beat * beats + 0.4, 0.6, 0.28), t, 0.15, 0.22)
                put(pluck(midi(n + 12), beat * beats + 0.3, 0.1, 0.12), t + 0.012, -0.4, 0.05)
            t += beats * beat
            if t >= beat * 4 * bars:
                break
    # wrap the tails round so the loop is seamless
    buf_l[:SR * 2] += buf_l[length:length + SR * 2]
    buf_r[:SR * 2] += buf_r[length:length + SR * 2]
    out = np.stack([buf_l[:length], buf_r[:length]], axis=1)
    return normalise(out, 0.32)


# ---------------------------------------------------------------------------------------------------------------
def write_wav(path: Path, data: np.ndarray) -> None:
    pcm = (np.clip(data, -1, 1) * 32767).round().astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--only", nargs="*", help="sound names")
    ap.add_argument("--list", action="store_true", help="print every sound with its description and exit")
    args = ap.parse_args(argv)
    if args.list:
        for n, (_, d) in GENERATORS.items():
            print(f"| `{n}` | {d} |")
        return 0
    names = [n for n in GENERATORS if not args.only or n in args.only]
    if not names:
        print(f"no sound matches {args.only}; see --list", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    for n in names:
        rng = np.random.default_rng([args.seed, zlib.crc32(n.encode())])
        write_wav(args.out / f"{n}.wav", GENERATORS[n][0](rng))
    size = sum((args.out / f"{n}.wav").stat().st_size for n in names)
    print(f"made {len(names)} sounds in {time.perf_counter() - t0:.1f} s, {size / 1e6:.1f} MB -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
