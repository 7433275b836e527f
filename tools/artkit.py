"""Drawing kit for the generated art: supersampled masks, thick ink outlines, rim shading and soft shadows.

Every shape is a ``pygame.Mask`` on a canvas ``ss`` times the final size; ``Canvas.shape`` paints a mask with a
dark outline (the mask dilated by a disk), a vertical gradient, a top highlight and a bottom shade, and
``Canvas.finish`` smooth-scales the canvas down (the supersampling is the anti-aliasing) and can add a blurred drop
shadow. Coordinates passed to the builders are in final pixels (floats allowed). Used by ``tools/make_art.py`` only.
"""

from __future__ import annotations

import functools
import math

import numpy as np
import pygame

from thieves_arcade.ui import theme

INK = theme.INK
WHITE = theme.WHITE


def mix(a, b, t: float):
    """Linear blend of two RGB colours, ``t`` = 0 → ``a``, 1 → ``b``."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def lighten(c, t=0.3):
    return mix(c, (255, 255, 255), t)


def darken(c, t=0.3):
    return mix(c, (0, 0, 0), t)


@functools.cache
def disk(r: int) -> pygame.Mask:
    """A filled disk mask of radius ``r`` supersampled pixels, (2r+1)² in size."""
    m = pygame.Mask((2 * r + 1, 2 * r + 1))
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.8:
                m.set_at((x, y))
    return m


def union(*masks: pygame.Mask) -> pygame.Mask:
    out = masks[0].copy()
    for m in masks[1:]:
        out.draw(m, (0, 0))
    return out


def sub(a: pygame.Mask, b: pygame.Mask) -> pygame.Mask:
    out = a.copy()
    out.erase(b, (0, 0))
    return out


def inter(a: pygame.Mask, b: pygame.Mask) -> pygame.Mask:
    return a.overlap_mask(b, (0, 0))


def shift(m: pygame.Mask, dx: int, dy: int) -> pygame.Mask:
    out = pygame.Mask(m.get_size())
    out.draw(m, (dx, dy))
    return out


def dilate_ss(m: pygame.Mask, r: int) -> pygame.Mask:
    if r <= 0:
        return m.copy()
    return m.convolve(disk(r), pygame.Mask(m.get_size()), (-r, -r))


def erode_ss(m: pygame.Mask, r: int) -> pygame.Mask:
    if r <= 0:
        return m.copy()
    inv = m.copy()
    inv.invert()
    grown = dilate_ss(inv, r)
    grown.invert()
    return grown


@functools.lru_cache(maxsize=256)
def _font(size: int, kind: str) -> pygame.font.Font:
    path = theme.font_path(kind)
    return pygame.font.Font(path, size) if path else pygame.font.Font(None, size)


class Canvas:
    """A supersampled RGBA drawing surface of final size ``w``×``h`` pixels (``ss`` samples per pixel side)."""

    def __init__(self, w: int, h: int, ss: int = 4) -> None:
        self.w, self.h, self.ss = w, h, ss
        self.size = (w * ss, h * ss)
        self.surf = pygame.Surface(self.size, pygame.SRCALPHA)
        self.surf.fill((*INK, 0))
        self._scratch = pygame.Surface(self.size, pygame.SRCALPHA)

    # ---- coordinates
    def S(self, v: float) -> int:
        return int(round(v * self.ss))

    def P(self, p) -> tuple[int, int]:
        return (self.S(p[0]), self.S(p[1]))

    # ---- mask builders (final-pixel coordinates)
    def _draw(self, fn) -> pygame.Mask:
        self._scratch.fill((0, 0, 0, 0))
        fn(self._scratch)
        return pygame.mask.from_surface(self._scratch, 127)

    def blank(self) -> pygame.Mask:
        return pygame.Mask(self.size)

    def full(self) -> pygame.Mask:
        return pygame.Mask(self.size, fill=True)

    def circle(self, cx, cy, r) -> pygame.Mask:
        return self._draw(lambda s: pygame.draw.circle(s, WHITE, self.P((cx, cy)), self.S(r)))

    def ellipse(self, x, y, w, h) -> pygame.Mask:
        return self._draw(lambda s: pygame.draw.ellipse(s, WHITE, (self.S(x), self.S(y), self.S(w), self.S(h))))

    def rrect(self, x, y, w, h, r=0) -> pygame.Mask:
        rect = (self.S(x), self.S(y), self.S(w), self.S(h))
        return self._draw(lambda s: pygame.draw.rect(s, WHITE, rect, border_radius=self.S(r)))

    def poly(self, pts) -> pygame.Mask:
        return self._draw(lambda s: pygame.draw.polygon(s, WHITE, [self.P(p) for p in pts]))

    def line(self, pts, width) -> pygame.Mask:
        """A polyline of ``width`` pixels with round caps and joins."""
        w = max(1, self.S(width))

        def fn(s):
            q = [self.P(p) for p in pts]
            for a, b in zip(q, q[1:], strict=False):
                _thick_segment(s, a, b, w)
            for p in q:
                pygame.draw.circle(s, WHITE, p, w / 2)

        return self._draw(fn)

    def arc(self, cx, cy, r, a0, a1, width, steps=48) -> pygame.Mask:
        """An arc of radius ``r`` from angle ``a0`` to ``a1`` (degrees, 0 = right, clockwise on screen)."""
        pts = [
            (
                cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
                cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / steps)),
            )
            for i in range(steps + 1)
        ]
        return self.line(pts, width)

    def text(self, s: str, size: float, cx, cy, kind="title", anchor="center") -> pygame.Mask:
        f = _font(self.S(size), kind)
        img = f.render(s, True, WHITE)
        rect = img.get_rect(**{anchor: self.P((cx, cy))})
        return self._draw(lambda surf: surf.blit(img, rect))

    def dilate(self, m, px) -> pygame.Mask:
        return dilate_ss(m, self.S(px))

    def erode(self, m, px) -> pygame.Mask:
        return erode_ss(m, self.S(px))

    def shift(self, m, dx, dy) -> pygame.Mask:
        return shift(m, self.S(dx), self.S(dy))

    # ---- painting
    def paint(self, m: pygame.Mask, colour, alpha: int = 255) -> None:
        """Paint ``m`` in a flat ``colour`` (RGB) at ``alpha`` 0–255."""
        if m.count() == 0:
            return
        layer = m.to_surface(setcolor=(*colour[:3], alpha), unsetcolor=(0, 0, 0, 0))
        self.surf.blit(layer, (0, 0))

    def paint_surface(self, m: pygame.Mask, tex: pygame.Surface) -> None:
        """Paint ``m`` with the pixels of ``tex`` (a canvas-sized surface)."""
        if m.count() == 0:
            return
        layer = m.to_surface(setsurface=tex, unsetcolor=(0, 0, 0, 0))
        self.surf.blit(layer, (0, 0))

    def gradient(self, m: pygame.Mask, top, bottom, horizontal=False) -> None:
        """Paint ``m`` with a linear gradient from ``top`` to ``bottom`` over its bounding box."""
        rects = m.get_bounding_rects()
        if not rects:
            return
        box = rects[0].unionall(rects[1:])
        tex = self._gradient_tex(box, top, bottom, horizontal)
        self.paint_surface(m, tex)

    def _gradient_tex(self, box, top, bottom, horizontal):
        w, h = self.size
        n = w if horizontal else h
        lo, hi = (box.left, box.right) if horizontal else (box.top, box.bottom)
        t = np.clip((np.arange(n) - lo) / max(1, hi - lo), 0, 1)[:, None]
        ramp = (np.array(top, float)[None, :] * (1 - t) + np.array(bottom, float)[None, :] * t).astype(np.uint8)
        arr = np.empty((w, h, 3), np.uint8)
        if horizontal:
            arr[:] = ramp[:, None, :]
        else:
            arr[:] = ramp[None, :, :]
        tex = pygame.Surface(self.size, pygame.SRCALPHA)
        tex.fill((0, 0, 0, 255))
        pygame.surfarray.blit_array(tex, arr)
        return tex

    def shape(
        self, m: pygame.Mask, colour, outline: float = 3.0, shade: float = 1.0, grad: float = 1.0, hl: float = 1.0
    ) -> None:
        """Paint ``m`` as a cartoon object: ink outline ``outline`` px, a vertical gradient of strength ``grad``,
        a rim highlight along the top (``hl``) and a darker band along the bottom (``shade``)."""
        if m.count() == 0:
            return
        if outline > 0:
            self.paint(self.dilate(m, outline), INK)
        if grad > 0:
            self.gradient(m, lighten(colour, 0.18 * grad), darken(colour, 0.18 * grad))
        else:
            self.paint(m, colour)
        k = max(2.0, min(self.w, self.h) * 0.02)
        if shade > 0:
            band = sub(m, self.shift(m, 0, -k * 1.6))
            self.paint(band, darken(colour, 0.35), int(170 * min(1, shade)))
        if hl > 0:
            inner = self.erode(m, k * 0.7)
            band = sub(inner, self.shift(inner, 0, k * 1.1))
            self.paint(band, lighten(colour, 0.55), int(200 * min(1, hl)))

    def glow(self, cx, cy, r, colour, alpha=160, power=2.0) -> None:
        """A soft radial light of radius ``r`` px, added (alpha-blended) over the canvas."""
        self.surf.blit(radial(self.S(r), colour, alpha, power), (self.S(cx - r), self.S(cy - r)))

    def light(self, cx, cy, r, colour, strength=0.5, power=2.0) -> None:
        """An additive warm light of radius ``r`` px (brightens what is under it, keeps its hue)."""
        rr = self.S(r)
        y, x = np.mgrid[0 : 2 * rr, 0 : 2 * rr]
        f = np.clip(1 - np.hypot(x - rr + 0.5, y - rr + 0.5) / rr, 0, 1) ** power * strength
        arr = (f.T[:, :, None] * np.array(colour[:3], float)[None, None, :]).astype(np.uint8)
        surf = pygame.Surface((2 * rr, 2 * rr))
        pygame.surfarray.blit_array(surf, arr)
        self.surf.blit(surf, (self.S(cx) - rr, self.S(cy) - rr), special_flags=pygame.BLEND_RGB_ADD)

    def blit_final(self, img: pygame.Surface, pos) -> None:
        """Blit an already finished (final-size) image, scaled up to the canvas."""
        big = pygame.transform.smoothscale(img, (img.get_width() * self.ss, img.get_height() * self.ss))
        self.surf.blit(big, self.P(pos))

    def finish(self, shadow: float = 0.0, offset=(4, 7)) -> pygame.Surface:
        """The final ``w``×``h`` surface; ``shadow`` > 0 adds a soft drop shadow of that blur radius (px)."""
        out = pygame.transform.smoothscale(self.surf, (self.w, self.h))
        if shadow > 0:
            out = add_shadow(out, shadow, offset)
        return out


def _thick_segment(s, a, b, w):
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ox, oy = -dy / n * w / 2, dx / n * w / 2
    pygame.draw.polygon(
        s, WHITE, [(a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy), (b[0] - ox, b[1] - oy), (a[0] - ox, a[1] - oy)]
    )


@functools.lru_cache(maxsize=64)
def radial(r: int, colour, alpha: int = 160, power: float = 2.0) -> pygame.Surface:
    """A (2r)² surface holding a radial light: ``colour`` with alpha falling from ``alpha`` at the centre to 0."""
    r = max(1, r)
    y, x = np.mgrid[0 : 2 * r, 0 : 2 * r]
    d = np.hypot(x - r + 0.5, y - r + 0.5) / r
    a = (np.clip(1 - d, 0, 1) ** power * alpha).astype(np.uint8)
    surf = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    surf.fill((*colour[:3], 255))
    pygame.surfarray.pixels_alpha(surf)[:] = a.T
    return surf


def add_shadow(img: pygame.Surface, blur: float, offset=(4, 7), alpha: float = 0.55) -> pygame.Surface:
    """``img`` on a same-size surface with a blurred dark silhouette under it (the sprite must have margin)."""
    sh = shadow_of(img, blur, alpha)
    out = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    out.fill((*INK, 0))
    out.blit(sh, offset)
    out.blit(img, (0, 0))
    return out


def shadow_of(img: pygame.Surface, blur: float, alpha: float = 0.55) -> pygame.Surface:
    """A soft dark silhouette of ``img`` (same size), blurred by ``blur`` px."""
    sh = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    sh.fill((10, 6, 22, 255))
    a = pygame.surfarray.array_alpha(img).astype(np.float32) * alpha
    pygame.surfarray.pixels_alpha(sh)[:] = a.astype(np.uint8)
    return pygame.transform.gaussian_blur(sh, max(1, int(blur)))


def symbol(c: Canvas, name: str, cx: float, cy: float, r: float) -> pygame.Mask:
    """A seat / suit symbol mask of radius ``r`` px centred on (cx, cy).

    Names: circle, square, triangle, diamond, star, cross, hexagon, heart, spade, club, flame, drop, leaf, moon, sun,
    flower, acorn, bolt.
    """

    def reg(n, rot=-90, rr=r):
        return [
            (cx + rr * math.cos(math.radians(rot + 360 * i / n)), cy + rr * math.sin(math.radians(rot + 360 * i / n)))
            for i in range(n)
        ]

    if name == "circle":
        return c.circle(cx, cy, r * 0.9)
    if name == "square":
        return c.rrect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6, r * 0.22)
    if name == "triangle":
        return c.poly([(cx, cy - r * 1.0), (cx + r * 0.98, cy + r * 0.75), (cx - r * 0.98, cy + r * 0.75)])
    if name == "diamond":
        return c.poly([(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)])
    if name == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + r * 0.08))
        return c.poly(pts)
    if name == "cross":
        t = r * 0.36
        return union(
            c.rrect(cx - r * 0.95, cy - t, r * 1.9, 2 * t, t * 0.4),
            c.rrect(cx - t, cy - r * 0.95, 2 * t, r * 1.9, t * 0.4),
        )
    if name == "hexagon":
        return c.poly(reg(6, rot=0, rr=r * 0.95))
    if name == "heart":
        lobe = r * 0.52
        return union(
            c.circle(cx - r * 0.46, cy - r * 0.3, lobe),
            c.circle(cx + r * 0.46, cy - r * 0.3, lobe),
            c.poly([(cx - r * 0.95, cy - r * 0.14), (cx + r * 0.95, cy - r * 0.14), (cx, cy + r * 0.95)]),
        )
    if name == "spade":
        lobe = r * 0.5
        body = union(
            c.circle(cx - r * 0.44, cy + r * 0.16, lobe),
            c.circle(cx + r * 0.44, cy + r * 0.16, lobe),
            c.poly([(cx - r * 0.92, cy + r * 0.05), (cx + r * 0.92, cy + r * 0.05), (cx, cy - r * 0.98)]),
        )
        stem = c.poly([(cx, cy + r * 0.2), (cx + r * 0.32, cy + r * 0.98), (cx - r * 0.32, cy + r * 0.98)])
        return union(body, stem)
    if name == "club":
        lobe = r * 0.4
        stem = c.poly([(cx, cy), (cx + r * 0.3, cy + r * 0.98), (cx - r * 0.3, cy + r * 0.98)])
        return union(
            c.circle(cx, cy - r * 0.5, lobe),
            c.circle(cx - r * 0.5, cy + r * 0.15, lobe),
            c.circle(cx + r * 0.5, cy + r * 0.15, lobe),
            c.circle(cx, cy, r * 0.25),
            stem,
        )
    if name == "flame":
        body = union(
            c.circle(cx, cy + r * 0.4, r * 0.56),
            c.poly([(cx - r * 0.55, cy + r * 0.28), (cx + r * 0.56, cy + r * 0.3), (cx + r * 0.3, cy - r * 0.3),
                    (cx + r * 0.12, cy - r)]),
        )
        lick = c.poly([(cx - r * 0.56, cy + r * 0.4), (cx - r * 0.62, cy - r * 0.45), (cx - r * 0.05, cy + r * 0.1)])
        lick2 = c.poly([(cx + r * 0.5, cy + r * 0.3), (cx + r * 0.72, cy - r * 0.2), (cx + r * 0.2, cy)])
        return sub(union(body, lick, lick2), c.ellipse(cx - r * 0.18, cy + r * 0.25, r * 0.36, r * 0.5))
    if name == "drop":
        return union(
            c.circle(cx, cy + r * 0.32, r * 0.62),
            c.poly([(cx, cy - r), (cx + r * 0.58, cy + r * 0.1), (cx - r * 0.58, cy + r * 0.1)]),
        )
    if name == "leaf":
        pts = []
        for i in range(41):
            t = i / 40
            pts.append((cx - r + 2 * r * t, cy - r * 0.62 * math.sin(math.pi * t)))
        for i in range(41):
            t = 1 - i / 40
            pts.append((cx - r + 2 * r * t, cy + r * 0.62 * math.sin(math.pi * t)))
        m = c.poly(pts)
        return sub(m, c.line([(cx - r * 0.7, cy), (cx + r * 0.75, cy)], r * 0.1))
    if name == "moon":
        return sub(c.circle(cx, cy, r * 0.92), c.circle(cx + r * 0.45, cy - r * 0.25, r * 0.72))
    if name == "sun":
        rays = c.blank()
        for i in range(8):
            a = math.radians(22.5 + 45 * i)
            rays = union(rays, c.line([(cx, cy), (cx + r * 0.95 * math.cos(a), cy + r * 0.95 * math.sin(a))], r * 0.2))
        return union(rays, c.circle(cx, cy, r * 0.52))
    if name == "flower":
        m = c.circle(cx, cy, r * 0.32)
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            m = union(m, c.circle(cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a), r * 0.4))
        return m
    if name == "acorn":
        cap = union(
            c.ellipse(cx - r * 0.8, cy - r * 0.62, r * 1.6, r * 0.75),
            c.line([(cx, cy - r * 0.55), (cx + r * 0.1, cy - r * 0.95)], r * 0.16),
        )
        nut = c.ellipse(cx - r * 0.6, cy - r * 0.35, r * 1.2, r * 1.3)
        return union(cap, nut)
    if name == "bolt":
        return c.poly(
            [
                (cx + r * 0.2, cy - r),
                (cx - r * 0.62, cy + r * 0.12),
                (cx - r * 0.02, cy + r * 0.12),
                (cx - r * 0.22, cy + r),
                (cx + r * 0.62, cy - r * 0.15),
                (cx + r * 0.02, cy - r * 0.15),
            ]
        )
    raise ValueError(f"unknown symbol {name!r}")
