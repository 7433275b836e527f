"""Coin flip's rules engine, on the protocol of :mod:`thieves_arcade.engine.base` (no pygame, no clock, no I/O)."""

from __future__ import annotations

import dataclasses

from thieves_arcade.engine.base import Action, Event, Game, IllegalAction, Manifest, State, View, check_int, need

SIDES = ("heads", "tails")
ROUNDS = 3


@dataclasses.dataclass(frozen=True)
class Hide(Action):
    """The hider puts the coin ``side`` up (text ``hide heads``)."""

    side: str

    def __str__(self) -> str:
        return f"hide {self.side}"


@dataclasses.dataclass(frozen=True)
class Call(Action):
    """The guesser calls ``side`` (text ``call tails``)."""

    side: str

    def __str__(self) -> str:
        return f"call {self.side}"


@dataclasses.dataclass(frozen=True)
class CoinHidden(Event):
    """``seat`` hid the coin (which side is not in the event: the guesser may see it)."""

    seat: int


@dataclasses.dataclass(frozen=True)
class CoinShown(Event):
    """The round's coin is shown: ``side`` up, ``called`` by the guesser, ``scorer`` scores 1."""

    side: str
    called: str
    scorer: int


@dataclasses.dataclass(frozen=True)
class CoinView(View):
    """A seat's view: the round (1–3), who hides this round, the hidden side only for the hider (else ``None``),
    the points, the last shown coin (``(side, called)`` or ``None``)."""

    round: int
    hider: int
    hidden: str | None
    points: tuple[int, ...]
    last: tuple[str, str] | None


class CoinState(State):
    """A coin-flip position: ``round`` (0-based), ``hidden`` (the side hidden this round, or ``None`` before the
    hider chose), ``points`` per seat, ``last`` shown coin."""

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.round = 0
        self.hidden: str | None = None
        self.points = [0, 0]
        self.last: tuple[str, str] | None = None

    @property
    def hider(self) -> int:
        return self.round % 2

    @property
    def current_player(self) -> int | None:
        if self.is_over:
            return None
        return self.hider if self.hidden is None else 1 - self.hider

    @property
    def is_over(self) -> bool:
        return self.round >= ROUNDS

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        return [Hide(s) for s in SIDES] if self.hidden is None else [Call(s) for s in SIDES]

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Hide):
            self.hidden = action.side
            return [CoinHidden(self.hider)]
        side, guesser = self.hidden, 1 - self.hider
        scorer = guesser if action.side == side else self.hider
        self.points[scorer] += 1
        self.last = (side, action.side)
        self.hidden = None
        self.round += 1
        return [CoinShown(side, action.side, scorer)]

    def _view(self, seat: int | None) -> View:
        return CoinView(**self.base_view_fields(seat), round=min(self.round, ROUNDS - 1) + 1, hider=self.hider,
                        hidden=self.hidden if seat == self.hider else None, points=tuple(self.points),
                        last=self.last)

    def scores(self) -> list[int]:
        return list(self.points)

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.points)
        return [s for s in range(2) if self.points[s] == best]

    def _to_dict(self) -> dict:
        return {"round": self.round, "hidden": self.hidden, "points": list(self.points),
                "last": list(self.last) if self.last else None}

    def _check(self, complete: bool) -> None:
        check_int("round", self.round, 0, ROUNDS)
        need(self.hidden in (None, *SIDES), "hidden is not a side")
        need(sum(self.points) == self.round, "one point per round played")


class CoinGame(Game):
    """Coin flip (tests only): 2 players, no options."""

    #: What the game declares about itself once (id, name, players, hidden information, chance, options, presets).
    manifest = Manifest(id="coinflip", name="Coin Flip", min_players=2, max_players=2, hidden_information=True,
                        chance=False)

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> CoinState:
        self.check_players(players)
        return CoinState(self, players, seed, self.resolve_options(options))

    def parse_action(self, text: str) -> Action:
        verb, _sep, side = text.partition(" ")
        if side in SIDES and verb in ("hide", "call"):
            return Hide(side) if verb == "hide" else Call(side)
        raise IllegalAction(f"coinflip: no action {text!r}; e.g. 'hide heads', 'call tails'")

    def _from_dict(self, d: dict) -> CoinState:
        s = CoinState(self, d["players"], d["seed"], d["options"])
        body = d["state"]
        s.round, s.hidden, s.points = body["round"], body["hidden"], list(body["points"])
        s.last = tuple(body["last"]) if body["last"] else None
        return s


GAME = CoinGame()
