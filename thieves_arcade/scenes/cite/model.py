"""Cité's picture model (what the table shows: dice, tokens, pot, protections) and its layout (where each thing
sits, from ``levels/cite.tmx``). The model is updated by the animations as they play and re-synced from the view
after each batch (:func:`sync`)."""

from __future__ import annotations

import dataclasses

import pygame

from ...engine import cite as C
from ...engine.base import View
from ...i18n import N_, _
from ...ui import theme

KEPT_SCALE = 0.72       # dice set apart on the ledge
ESCAPE_SCALE = 0.8      # the heist's escape die
THIEF_SCALE = 0.56      # thieves in the seat blocks: 95×118
#: A seat card, px: 328 wide so a column of cards (left edge 100 or right edge 1820: ``levels/cite.tmx``) ends
#: 22 px off the turn panel's side, and the turn marker round the card (8 px out, its 9 px line) 8 px or more off it
#: (issue 21, session 11: the 350 px cards met the panel, the marker's side lay on it at every text size)
BLOCK = (328, 230)
ROLL_TIME = 1.15        # seconds a thrown die tumbles before it rests
BUTTONS = ("roll", "stop", "announce")


def describe(kind: str | None, face: int | None, pot: int | None = None) -> str:
    """What combination ``kind`` (of ``face``) does, in a short line for banners and the panel."""
    if kind is None:
        return _("No combination: 1 token to the pot")
    texts = {
        C.HEIST: _("Three 1s: steal 3, then the escape roll"),
        C.SWAP: _("Three 2s: swap fortunes with a victim"),
        C.CONTRACT: _("Three 3s: steal 2, the pot pays the victim 1"),
        C.CAMOUFLAGE: _("Three 4s: protected until your next turn"),
        C.RECOVERY: _("Three {f}s: take the whole pot"),
        C.STRAIGHT: _("A straight: 1 token from the pot") if pot != 0 else _("A straight: steal 1 from a victim"),
        C.ACCIDENTAL_FOUR: _("Four {f}s: steal 2 from everyone"),
        C.ANNOUNCED_FOUR: _("Four {f}s as announced: a victim's tokens and the pot"),
    }
    return texts[kind].format(f=face)


def combination_positions(kind: str | None, face: int | None, dice) -> set[int]:
    """Positions (1–4) of the dice that make combination ``kind`` (all four for straights and fours)."""
    if kind is None:
        return set()
    if kind in (C.STRAIGHT, C.ACCIDENTAL_FOUR, C.ANNOUNCED_FOUR):
        return {1, 2, 3, 4}
    return {p for p, d in enumerate(dice, 1) if d == face}


@dataclasses.dataclass
class DieShown:
    """A die as the table shows it: ``face``, ``spot`` (``tray``, ``ledge`` or ``hand`` = off the table) and the
    small tilt it came to rest with (degrees)."""

    face: int
    spot: str = "hand"
    angle: float = 0.0


@dataclasses.dataclass
class Model:
    """What the table shows (updated by animations, re-synced from the view after each batch)."""

    players: int
    dice: list = dataclasses.field(default_factory=list)        # 4 DieShown, positions 1–4
    tokens: list = dataclasses.field(default_factory=list)      # shown tokens per seat
    pot: int = 0
    active: int | None = None
    roll: int = 0
    protected: set = dataclasses.field(default_factory=set)
    round: int = 1
    winners: list = dataclasses.field(default_factory=list)
    escape: tuple | None = None                                 # (face, escaped) until the next turn
    glow: set = dataclasses.field(default_factory=set)          # positions of the combination's dice
    moving: set = dataclasses.field(default_factory=set)        # dice drawn by an animation, not the table
    odd: int | None = None                                      # the announced odd die's position
    over: bool = False


#: The combinations' names on screen: English source text, translated when drawn (French: the rules' own names,
#: ``engine.cite.COMBINATION_NAMES``), so the English screens no longer show French names (issue 16).
COMBO_NAMES = {
    C.HEIST: N_("Daring heist"), C.SWAP: N_("Swap of fortunes"), C.CONTRACT: N_("Forced contract"),
    C.CAMOUFLAGE: N_("Camouflage"), C.RECOVERY: N_("Loot recovery"), C.STRAIGHT: N_("Straight"),
    C.ACCIDENTAL_FOUR: N_("Four by chance"), C.ANNOUNCED_FOUR: N_("Announced four"),
}


def combo_name(kind: str) -> str:
    """The name of combination ``kind`` in the language in force (``KeyError`` for an unknown kind)."""
    return _(COMBO_NAMES[kind])


def sync(m: Model, view: View) -> None:
    """Make the picture model ``m`` match ``view`` (after each batch of animations)."""
    if len(m.dice) != 4:
        m.dice = [DieShown(f) for f in view.dice]
    for p, d in enumerate(m.dice, 1):
        d.face = view.dice[p - 1]
        d.spot = "ledge" if p in view.kept else "tray"
    m.tokens = list(view.tokens)
    m.pot = view.pot
    m.active = view.active if view.phase != C.PHASE_OVER else m.active
    m.roll = view.roll
    m.protected = set(view.protected)
    m.round = view.round
    m.winners = list(view.winners)
    m.over = view.phase == C.PHASE_OVER
    m.moving = set()


class Layout:
    """Where things sit on the Cité table: ``level`` (``levels/cite.tmx``) and ``seat_pos`` (a seat block's centre
    per seat, px)."""

    def __init__(self, level, seat_pos: list[tuple[float, float]]):
        self.level = level
        self.seat_pos = seat_pos

    def block(self, seat: int) -> pygame.Rect:
        """The seat block's rect."""
        rect = pygame.Rect((0, 0), BLOCK)
        rect.center = self.seat_pos[seat]
        return rect

    def thief_point(self, seat: int) -> tuple[float, float]:
        """Where a seat's thief stands on its card (its sprite's centre, px; the winner's crown lands over it)."""
        b = self.block(seat)
        return b.left + 78, b.top + 150

    def token_point(self, seat: int) -> tuple[float, float]:
        """Where a seat's coin icon sits (tokens fly to and from here): 17 px right of the thief's ink, so the
        count beside it keeps the room it had on the 350 px card (:func:`painter.count_size`)."""
        b = self.block(seat)
        return b.left + 170, b.top + 104

    def hand_point(self, seat: int) -> tuple[float, float]:
        """Where the seat's thief throws dice from: the block's edge facing the tray."""
        x, y = self.seat_pos[seat]
        return (x + 200, y - 30) if x < theme.WIDTH / 2 else (x - 200, y - 30)

    def pot_point(self) -> tuple[float, float]:
        """Where tokens fly to and from the pot on screen (px)."""
        x, y = self.level.point("pot")
        return x, y - 40

    def die_point(self, p: int, spot: str) -> tuple[float, float]:
        """Resting centre of die ``p`` in ``spot`` (tray or ledge)."""
        return self.level.point(f"kept_{p}" if spot == "ledge" else f"die_{p}")

    def point_of(self, where) -> tuple[float, float]:
        """A token source/destination (a seat or ``"pot"``) on screen."""
        return self.pot_point() if where == C.POT else self.token_point(where)
