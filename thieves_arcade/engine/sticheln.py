"""Sticheln (Klaus Palesch, Amigo 1993; English *Stick 'Em*): a trick-taking game with no duty to follow, where every
colour but the led one is trump, and each player's secret *pain colour* costs them the rank of every card of it they
capture. Rules: ``shared/rules/sticheln.md``; player and maintainer notes: ``docs/games/sticheln.md``.

Two rule sets, chosen with option ``rules``:

- ``house`` (default, 3–8 players): the original text. The pain card stays in the hand; pain colours are secret
  until the round is scored (variant ``open_pain`` shows them before the first lead; ``two_pains`` gives two pain
  colours); the dealer leads; the trump of a trick is the most recently played colour other than the led one.
- ``published`` (3–6 players): the 1993 rules. Pain cards are revealed together, leave the hand and lie face up
  (scoring minus their rank); the player left of the dealer leads; the highest off-colour card wins (earlier on equal
  ranks), a 0 never wins, an all-0 trick goes to its leader.

Action notation: ``pain blue 12`` (mark that card as a pain card) and ``play red 0`` (play that card); with the
standard deck the colours are suits: ``play hearts 14``.

Internally a card is a small int ``colour_index * 16 + rank`` (colour index into the state's ``colours``); views,
events and actions carry :class:`Card` values (colour name, rank).
"""

from __future__ import annotations

import dataclasses
import random

from .base import (
    MAX_SCORE,
    N_,
    Action,
    Bool,
    Custom,
    Event,
    Field,
    Game,
    IllegalAction,
    Int,
    ListOf,
    Manifest,
    OptionSpec,
    Pair,
    State,
    Text,
    View,
    check_bool,
    check_counts,
    check_int,
    check_list,
    check_seat_or_none,
    need,
    players_text,
)

# ---- components (rules file, "Cards") ------------------------------------------------------------------------------
#: Every colour, in the rules file's order; a house deck for N players uses the first N.
COLOURS = ("red", "orange", "yellow", "green", "blue", "violet", "pink", "brown")
#: The standard-deck variant's suits (house, 4 players), ranks 2–14 (J 11, Q 12, K 13, A 14).
SUITS = ("hearts", "diamonds", "clubs", "spades")
#: Published decks by player count: (colours, lowest rank, highest rank). 15 cards per player.
PUBLISHED_DECKS = {
    3: (("red", "orange", "yellow", "green", "blue"), 0, 8),
    4: (("red", "orange", "yellow", "green", "blue"), 0, 11),
    5: (("red", "orange", "yellow", "green", "blue"), 0, 14),
    6: (("red", "orange", "yellow", "green", "blue", "violet"), 0, 14),
}
#: House deck: ranks 0–14 in each of the first N colours (15 cards per player).
HOUSE_RANKS = (0, 14)
#: Standard deck ranks.
STANDARD_RANKS = (2, 14)
#: Player counts per rule set.
PLAYER_RANGE = {"house": (3, 8), "published": (3, 6)}
#: Accepted values of option ``rounds`` (None = as many rounds as players; 2 is the quick preset's).
ROUND_CHOICES = (None, 2, 3, 5)

_ALL_NAMES = COLOURS + SUITS


def deck_for(rules: str, players: int, standard_deck: bool = False) -> tuple[tuple[str, ...], int, int]:
    """The deck of a rule set and player count as ``(colour names, lowest rank, highest rank)`` (each colour holds
    every rank in between once). Rules file, "Cards". Raises ``ValueError`` for an unsupported combination."""
    if rules not in PLAYER_RANGE:
        raise ValueError(f"sticheln: option 'rules' takes house or published, got {rules!r}")
    lo, hi = PLAYER_RANGE[rules]
    if not lo <= players <= hi:
        raise ValueError(f"sticheln: {rules} rules take {players_text(lo, hi)}, got {players}")
    if standard_deck:
        if rules != "house" or players != 4:
            raise ValueError("sticheln: variant standard_deck needs house rules and exactly 4 players")
        return SUITS, STANDARD_RANKS[0], STANDARD_RANKS[1]
    if rules == "published":
        return PUBLISHED_DECKS[players]
    return COLOURS[:players], HOUSE_RANKS[0], HOUSE_RANKS[1]


# ---- cards, actions, events, view ---------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, order=True)
class Card:
    """One card: ``colour`` (a colour or suit name) and ``rank`` (0–14). ``str()`` is ``"blue 12"``."""

    colour: str
    rank: int

    def __str__(self) -> str:
        return f"{self.colour} {self.rank}"


@dataclasses.dataclass(frozen=True)
class Played:
    """A card in a trick: the ``seat`` that played it and the ``card``."""

    seat: int
    card: Card


@dataclasses.dataclass(frozen=True)
class ChoosePain(Action):
    """Mark ``card`` of the own hand as a pain card (rules file, "A round" step 2). Text: ``pain blue 12``."""

    card: Card

    def __str__(self) -> str:
        return f"pain {self.card}"


@dataclasses.dataclass(frozen=True)
class PlayCard(Action):
    """Play ``card`` from the own hand to the trick (rules file, "A round" step 4). Text: ``play red 0``."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclasses.dataclass(frozen=True)
class RoundStarted(Event):
    """A round begins: ``round`` (1-based; the tie-break round is ``rounds + 1``), ``dealer`` and ``leader`` seats,
    ``extra`` (True for the house tie-break round)."""

    round: int
    dealer: int
    leader: int
    extra: bool


@dataclasses.dataclass(frozen=True)
class CardsDealt(Event):
    """The dealer dealt every card one at a time clockwise starting with ``first`` (the seat left of the dealer);
    ``hand_sizes`` per seat. No card is named: each seat's view holds its own hand."""

    dealer: int
    first: int
    hand_sizes: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class PainChosen(Event):
    """``seat`` laid a pain card face down (its ``count``-th: 1, or 2 with ``two_pains``). The card is secret."""

    seat: int
    count: int


@dataclasses.dataclass(frozen=True)
class PainRevealed(Event):
    """``seat``'s pain card(s) are shown: ``when`` is ``"lead"`` (published, or house ``open_pain``: before the first
    lead) or ``"score"`` (house: at the round's scoring). ``left_hand`` is True when the cards leave the hand and lie
    face up in front of the seat (published)."""

    seat: int
    cards: tuple[Card, ...]
    when: str
    left_hand: bool


@dataclasses.dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` played ``card`` from its hand as the ``position``-th card (0 = the lead) of trick ``trick``
    (1-based within the round)."""

    seat: int
    card: Card
    position: int
    trick: int


@dataclasses.dataclass(frozen=True)
class TrickWon(Event):
    """Trick ``trick`` is complete: ``winner`` takes ``cards`` (in play order) onto its face-down pile.
    ``led`` is the led colour, ``trump`` the colour that won (None when every card was of the led colour, or in a
    published all-0 trick), ``winning`` the winning card (the leader's card in a published all-0 trick)."""

    trick: int
    winner: int
    cards: tuple[Played, ...]
    led: str
    trump: str | None
    winning: Card


@dataclasses.dataclass(frozen=True)
class SeatScore:
    """One seat's scoring: ``pain`` cards (their colours are the pain colours), ``captured`` cards, ``points`` this
    round, ``total`` after it."""

    seat: int
    pain: tuple[Card, ...]
    captured: tuple[Card, ...]
    points: int
    total: int


@dataclasses.dataclass(frozen=True)
class RoundScored(Event):
    """Round ``round`` is scored (rules file, "Scoring a round"): one :class:`SeatScore` per seat in ``rows``."""

    round: int
    rows: tuple[SeatScore, ...]


@dataclasses.dataclass(frozen=True)
class TieBreakRound(Event):
    """House tie-break: ``seats`` are tied on total and on positive rounds; one extra round follows, dealt by
    ``dealer`` (the first tied seat)."""

    seats: tuple[int, ...]
    dealer: int


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    """The game ended: final ``scores`` by seat, ``winners`` (several on a shared win) and how it was decided:
    ``decided_by`` is ``"total"``, ``"positive_rounds"``, ``"extra_round"`` or ``"shared"``."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: str


@dataclasses.dataclass(frozen=True)
class StichelnView(View):
    """What one seat (or, with ``seat=None``, a spectator) knows. Fields after the common ones:

    - ``rules`` ("house"/"published"), ``colours`` (colour names in use, in order), ``ranks`` ((lowest, highest));
    - ``round`` (1-based), ``rounds`` (planned rounds), ``extra_round`` (the house tie-break round is on),
      ``dealer``, ``phase`` (``"pain"``, ``"play"`` or ``"over"``);
    - ``hand`` (own cards, sorted; empty in the public view), ``hand_sizes`` per seat;
    - ``my_pain`` (own pain cards; in house rules they are still in ``hand`` too), ``pains_needed`` (1 or 2),
      ``pain_chosen`` (how many pain cards each seat has marked — the cards themselves are secret),
      ``public_pain`` per seat (pain cards everyone sees: published, or house ``open_pain`` after all are chosen);
    - ``leader`` (of the current trick), ``trick_number`` (1-based), ``tricks_per_round``, ``trick`` (cards on the
      table, in play order), ``led`` (led colour or None), ``last_trick`` / ``last_winner`` (the trick just taken,
      as everyone saw it gathered);
    - ``tricks_taken`` per seat (taken tricks lie face down: counts only), ``my_pile`` (own captured cards);
    - ``scores`` (totals per seat), ``round_scores`` (per finished round, per seat), ``positive_rounds`` per seat,
      ``last_round_pain`` (per seat, the pain cards revealed at the last scoring), ``tied`` (seats in the
      tie-break round), ``winners`` (once over);
    - ``open_pain``: the house variant in force (pain cards shown once all are chosen).
    """

    rules: str = "house"
    colours: tuple[str, ...] = ()
    ranks: tuple[int, int] = (0, 14)
    round: int = 1
    rounds: int = 0
    extra_round: bool = False
    dealer: int = 0
    phase: str = "pain"
    hand: tuple[Card, ...] = ()
    hand_sizes: tuple[int, ...] = ()
    my_pain: tuple[Card, ...] = ()
    pains_needed: int = 1
    pain_chosen: tuple[int, ...] = ()
    public_pain: tuple[tuple[Card, ...], ...] = ()
    leader: int | None = None
    trick_number: int = 1
    tricks_per_round: int = 0
    trick: tuple[Played, ...] = ()
    led: str | None = None
    last_trick: tuple[Played, ...] = ()
    last_winner: int | None = None
    tricks_taken: tuple[int, ...] = ()
    my_pile: tuple[Card, ...] = ()
    scores: tuple[int, ...] = ()
    round_scores: tuple[tuple[int, ...], ...] = ()
    positive_rounds: tuple[int, ...] = ()
    last_round_pain: tuple[tuple[Card, ...], ...] = ()
    tied: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    open_pain: bool = False

    @property
    def tie_break(self) -> bool:
        """Whether the round under way is the house tie-break round (past the planned ``rounds``)."""
        return self.round > self.rounds

    def would_win(self, card: Card) -> bool | None:
        """Whether ``card``, played now by this view's seat, would be the winning card of the trick as it stands
        (rules file, "A round" 5, for :attr:`rules`: :func:`house_winner` or :func:`published_winner` on ``trick``
        plus ``card``). ``None`` when there is nothing to judge: not the play phase, the public view, or the trick
        not led yet. Pure; raises ``ValueError`` for a card whose colour is not in :attr:`colours`."""
        if self.phase != "play" or self.seat is None or not self.trick:
            return None
        trick = [(p.seat, self.colours.index(p.card.colour) * 16 + p.card.rank) for p in self.trick]
        trick.append((self.seat, self.colours.index(card.colour) * 16 + card.rank))
        winner = house_winner if self.rules == "house" else published_winner
        return winner(trick) == len(trick) - 1


# ---- trick resolution (pure functions on (seat, card int) lists; the bots reuse them) -----------------------------
def house_winner(trick: list[tuple[int, int]]) -> int:
    """Index in ``trick`` of the winning card under house rules (rules file, "A round" 5, house): if every card is of
    the led colour the highest wins; otherwise the highest card of the most recently played other colour.
    ``trick`` holds ``(seat, card)`` with cards as ints ``colour * 16 + rank``."""
    led = trick[0][1] >> 4
    trump = led
    for _, c in reversed(trick):
        if c >> 4 != led:
            trump = c >> 4
            break
    best = -1
    best_i = 0
    for i, (_, c) in enumerate(trick):
        if c >> 4 == trump and (c & 15) > best:
            best, best_i = c & 15, i
    return best_i


def published_winner(trick: list[tuple[int, int]]) -> int:
    """Index in ``trick`` of the winning card under published rules (rules file, "A round" 5, published): the highest
    non-0 card of any colour other than the led one, the earlier on equal ranks; with none, the highest non-0 card of
    the led colour; an all-0 trick goes to its leader (index 0)."""
    led = trick[0][1] >> 4
    best, best_i = 0, -1
    for i, (_, c) in enumerate(trick):
        if c >> 4 != led and (c & 15) > best:
            best, best_i = c & 15, i
    if best_i >= 0:
        return best_i
    for i, (_, c) in enumerate(trick):
        if c >> 4 == led and (c & 15) > best:
            best, best_i = c & 15, i
    return best_i if best_i >= 0 else 0


def score_cards(captured: list[int], pain_colours: set[int] | frozenset[int], pain_cards_out: list[int]) -> int:
    """Round points (rules file, "Scoring a round"): +1 per captured card not of a pain colour, minus the rank of
    each captured pain-colour card, minus the rank of each pain card lying in front of its owner
    (``pain_cards_out``: published rules; empty in house rules)."""
    pts = 0
    for c in captured:
        pts += -(c & 15) if (c >> 4) in pain_colours else 1
    for c in pain_cards_out:
        pts -= c & 15
    return pts


#: A card in a position, written ``"blue 12"``; read back into the state's own card ints (its deck decides).
_CARD = Custom(lambda code, state: str(state.card(code)), lambda text, state: state.code(_parse_card(text)))
#: Per seat, a list of cards (hands, pain cards, piles).
_SEATS_CARDS = ListOf(ListOf(_CARD, max_len=64), length="players")


# ---- the state -----------------------------------------------------------------------------------------------------
class StichelnState(State):
    """A Sticheln game. Phases per round: ``pain`` (each seat in seat order marks its pain card(s)), then ``play``
    (tricks until every hand is empty), then scoring; ``over`` after the last round (or the tie-break round).

    ``setup_events`` holds the events of the first deal (made by ``new_state``, which no action returns).
    """

    def __init__(self, game: Game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.rules: str = options["rules"]
        self.colours, self.lo, self.hi = deck_for(self.rules, players, bool(options["standard_deck"]))
        self.open_pain: bool = bool(options["open_pain"])
        self.two_pains: bool = bool(options["two_pains"])
        self.rounds_total: int = options["rounds"] or players
        self.round_no = 0
        self.extra = False
        self.tied: list[int] = []
        self.dealer = 0
        self.phase = "pain"
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.pains: list[list[int]] = [[] for _ in range(players)]
        self.piles: list[list[int]] = [[] for _ in range(players)]
        self.trick: list[tuple[int, int]] = []
        self.leader = 0
        self.turn = 0
        self.trick_no = 1
        self.last_trick: list[tuple[int, int]] = []
        self.last_winner: int | None = None
        self.tricks_taken = [0] * players
        self.totals = [0] * players
        self.round_points: list[list[int]] = []
        self.last_round_pain: list[list[int]] = [[] for _ in range(players)]
        self.winners_: list[int] = []
        self.setup_events: list[Event] = []

    # ---- cards ----------
    def card(self, code: int) -> Card:
        """The :class:`Card` of an internal card int."""
        return Card(self.colours[code >> 4], code & 15)

    def code(self, card: Card) -> int:
        """The internal int of ``card``. Raises ``ValueError`` for a colour or rank not in this game's deck."""
        if card.colour not in self.colours or not self.lo <= card.rank <= self.hi:
            raise ValueError(f"sticheln: {card} is not in this deck (colours {', '.join(self.colours)}, "
                             f"ranks {self.lo}–{self.hi})")
        return self.colours.index(card.colour) * 16 + card.rank

    def deck(self) -> list[int]:
        """Every card of this game's deck as ints, in a fixed order."""
        return [ci * 16 + r for ci in range(len(self.colours)) for r in range(self.lo, self.hi + 1)]

    def pains_needed(self, seat: int) -> int:
        """How many pain cards ``seat`` marks: 1, or 2 with ``two_pains`` (1 if its hand holds a single colour)."""
        if not self.two_pains:
            return 1
        return min(2, len({c >> 4 for c in self.hands[seat]}))

    # ---- round flow ----------
    def start_round(self, dealer: int, extra: bool = False) -> list[Event]:
        """Shuffle and deal a round (rules file, "A round" 1): every card one at a time clockwise from the seat left
        of ``dealer``. Resets hands, pain cards, piles and the trick."""
        n = self.players
        self.round_no += 1
        self.extra = extra
        self.dealer = dealer
        self.leader = dealer if self.rules == "house" else (dealer + 1) % n
        deck = self.deck()
        self.rng.shuffle(deck)
        self.hands = [[] for _ in range(n)]
        first = (dealer + 1) % n
        for i, c in enumerate(deck):
            self.hands[(first + i) % n].append(c)
        for h in self.hands:
            h.sort()
        self.pains = [[] for _ in range(n)]
        self.piles = [[] for _ in range(n)]
        self.trick = []
        self.last_trick = []
        self.last_winner = None
        self.trick_no = 1
        self.tricks_taken = [0] * n
        self.phase = "pain"
        return [RoundStarted(self.round_no, dealer, self.leader, extra),
                CardsDealt(dealer, first, tuple(len(h) for h in self.hands))]

    def _pain_seat(self) -> int | None:
        for s in range(self.players):
            if len(self.pains[s]) < self.pains_needed(s):
                return s
        return None

    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "pain":
            return self._pain_seat()
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """Pain phase: ``pain <card>`` for each card of the hand (the second pick with ``two_pains``: cards of
        another colour than the first). Play phase: ``play <card>`` for every card of the hand (no duty to follow)."""
        if self.phase == "over":
            return []
        if self.phase == "pain":
            seat = self._pain_seat()
            chosen = self.pains[seat]
            taken = {c >> 4 for c in chosen}
            return [ChoosePain(self.card(c)) for c in self.hands[seat] if (c >> 4) not in taken]
        return [PlayCard(self.card(c)) for c in self.hands[self.turn]]

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, ChoosePain):
            return self._choose_pain(self.code(action.card))
        return self._play(self.code(action.card))

    def _choose_pain(self, c: int) -> list[Event]:
        """Rules file, "A round" 2: sequential secret commits in seat order; once all are in, published pain cards are
        revealed together and leave the hand; house ``open_pain`` shows them (they stay in the hand)."""
        seat = self._pain_seat()
        self.pains[seat].append(c)
        events: list[Event] = [PainChosen(seat, len(self.pains[seat]))]
        if self._pain_seat() is None:
            if self.rules == "published":
                for s in range(self.players):
                    for p in self.pains[s]:
                        self.hands[s].remove(p)
                    events.append(PainRevealed(s, tuple(self.card(p) for p in sorted(self.pains[s])), "lead", True))
            elif self.open_pain:
                for s in range(self.players):
                    events.append(PainRevealed(s, tuple(self.card(p) for p in sorted(self.pains[s])), "lead", False))
            self.phase = "play"
            self.turn = self.leader
        return events

    def _play(self, c: int) -> list[Event]:
        """Rules file, "A round" 4–6: play any card; a full trick goes to its winner, who leads the next."""
        n = self.players
        seat = self.turn
        self.hands[seat].remove(c)
        self.trick.append((seat, c))
        events: list[Event] = [CardPlayed(seat, self.card(c), len(self.trick) - 1, self.trick_no)]
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return events
        idx = house_winner(self.trick) if self.rules == "house" else published_winner(self.trick)
        winner, wcard = self.trick[idx]
        led = self.trick[0][1] >> 4
        trump = wcard >> 4 if wcard >> 4 != led else None
        if self.rules == "published" and all((x & 15) == 0 for _, x in self.trick):
            trump = None
        events.append(TrickWon(self.trick_no, winner, tuple(Played(s, self.card(x)) for s, x in self.trick),
                               self.colours[led], None if trump is None else self.colours[trump], self.card(wcard)))
        self.piles[winner].extend(x for _, x in self.trick)
        self.tricks_taken[winner] += 1
        self.last_trick, self.last_winner = self.trick, winner
        self.trick = []
        self.trick_no += 1
        self.leader = self.turn = winner
        if not any(self.hands):
            events.extend(self._score_round())
        return events

    def _score_round(self) -> list[Event]:
        """Rules file, "Scoring a round" and "Winning": score, then the next round, the tie-break round or the end."""
        n = self.players
        events: list[Event] = []
        if self.rules == "house" and not self.open_pain:
            for s in range(n):
                events.append(PainRevealed(s, tuple(self.card(p) for p in sorted(self.pains[s])), "score", False))
        points = []
        for s in range(n):
            out = self.pains[s] if self.rules == "published" else []
            points.append(score_cards(self.piles[s], {p >> 4 for p in self.pains[s]}, out))
        self.round_points.append(points)
        for s in range(n):
            self.totals[s] += points[s]
        self.last_round_pain = [sorted(p) for p in self.pains]
        events.append(RoundScored(self.round_no, tuple(
            SeatScore(s, tuple(self.card(p) for p in sorted(self.pains[s])),
                      tuple(self.card(x) for x in self.piles[s]), points[s], self.totals[s]) for s in range(n))))
        if self.extra:
            best = max(self.totals[s] for s in self.tied)
            self.winners_ = [s for s in self.tied if self.totals[s] == best]
            return events + self._end("extra_round" if len(self.winners_) == 1 else "shared")
        if self.round_no < self.rounds_total:
            return events + self.start_round((self.dealer + 1) % n)
        best = max(self.totals)
        tied = [s for s in range(n) if self.totals[s] == best]
        if len(tied) == 1:
            self.winners_ = tied
            return events + self._end("total")
        if self.rules == "published":
            self.winners_ = tied
            return events + self._end("shared")
        pos = self.positive_rounds()
        most = max(pos[s] for s in tied)
        tied = [s for s in tied if pos[s] == most]
        if len(tied) == 1:
            self.winners_ = tied
            return events + self._end("positive_rounds")
        self.tied = tied
        events.append(TieBreakRound(tuple(tied), tied[0]))
        return events + self.start_round(tied[0], extra=True)

    def _end(self, decided_by: str) -> list[Event]:
        self.phase = "over"
        self.hands = [[] for _ in range(self.players)]
        return [GameOver(tuple(self.totals), tuple(self.winners_), decided_by)]

    def positive_rounds(self) -> list[int]:
        """Per seat, the number of finished rounds it scored more than 0 in (the house tie-break)."""
        return [sum(1 for pts in self.round_points if pts[s] > 0) for s in range(self.players)]

    def scores(self) -> list[int]:
        """Total points per seat (rounds added up; may be negative)."""
        return list(self.totals)

    def winners(self) -> list[int]:
        return list(self.winners_) if self.phase == "over" else []

    def _place_key(self, seat: int, scores: list[int]) -> tuple:
        """More points, then (house rules) more rounds scored above zero."""
        return (-scores[seat], -self.positive_rounds()[seat] if self.rules == "house" else 0)

    def _place_reason(self, seat: int, won: bool, scores: list[int]) -> tuple[str, tuple]:
        """``("points", (points, rounds above zero))``; ``"positive_rounds"`` when a tie on points was broken by
        rounds above zero; ``"extra_round"`` for a winner decided by a tie-break round."""
        pos = self.positive_rounds()[seat]
        tied = [s for s in range(self.players) if scores[s] == scores[seat] and s != seat]
        code = "points"
        if tied and self.rules == "house" and any(self.positive_rounds()[s] != pos for s in tied):
            code = "positive_rounds"
        if won and self.tied:
            code = "extra_round"
        return code, (scores[seat], pos)

    # ---- views ----------
    def pain_public(self) -> bool:
        """Whether pain cards are public now: published or house ``open_pain``, once every seat has chosen."""
        return self.phase == "play" and (self.rules == "published" or self.open_pain)

    def _view(self, seat: int | None) -> View:
        """The one place that decides what a seat sees (docs/games/sticheln.md, "View")."""
        cards = self.card
        n = self.players
        public = self.pain_public()
        mine = seat is not None
        return StichelnView(
            **self.base_view_fields(seat),
            rules=self.rules,
            colours=tuple(self.colours),
            ranks=(self.lo, self.hi),
            round=self.round_no,
            rounds=self.rounds_total,
            extra_round=self.extra,
            dealer=self.dealer,
            phase=self.phase,
            hand=tuple(cards(c) for c in self.hands[seat]) if mine else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            my_pain=tuple(cards(c) for c in sorted(self.pains[seat])) if mine and self.phase != "over" else (),
            pains_needed=2 if self.two_pains else 1,
            pain_chosen=tuple(len(p) for p in self.pains),
            public_pain=tuple(tuple(cards(c) for c in sorted(self.pains[s])) if public else () for s in range(n)),
            leader=self.leader if self.phase == "play" else None,
            trick_number=self.trick_no,
            tricks_per_round=len(self.deck()) // n - (1 if self.rules == "published" else 0),
            trick=tuple(Played(s, cards(c)) for s, c in self.trick),
            led=self.colours[self.trick[0][1] >> 4] if self.trick else None,
            last_trick=tuple(Played(s, cards(c)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            tricks_taken=tuple(self.tricks_taken),
            my_pile=tuple(cards(c) for c in self.piles[seat]) if mine else (),
            scores=tuple(self.totals),
            round_scores=tuple(tuple(p) for p in self.round_points),
            positive_rounds=tuple(self.positive_rounds()),
            last_round_pain=tuple(tuple(cards(c) for c in p) for p in self.last_round_pain),
            tied=tuple(self.tied),
            winners=tuple(self.winners()),
            open_pain=self.open_pain,
        )

    # ---- positions ----------
    def _check(self, complete: bool = True) -> None:
        """Invariants of a position read back: every card of the deck exactly once (hands, piles, the trick, and the
        published pain cards once revealed), pain cards of distinct colours from the seat's own cards, the trick
        played in seat order from the leader, tricks taken matching the piles, totals the sum of the rounds'
        points (bounded), seats in range, the phase and the winners consistent."""
        n = self.players
        for name in ("hands", "pains", "piles", "last_round_pain"):
            check_list(name, getattr(self, name), n)
        deck = self.deck()
        cards = [c for h in self.hands for c in h] + [c for p in self.piles for c in p] + [c for _s, c in self.trick]
        revealed = self.rules == "published" and self.phase != "pain"
        if revealed:
            cards += [c for p in self.pains for c in p]
        if self.phase != "over":
            if complete:
                check_counts("cards", cards, deck)
        for seat, pain in enumerate(self.pains):
            need(len(pain) <= (2 if self.two_pains else 1), f"seat {seat} has {len(pain)} pain cards")
            need(len({c >> 4 for c in pain}) == len(pain), f"seat {seat}'s pain cards share a colour")
            need(all(c in deck for c in pain), f"seat {seat}'s pain card is not in the deck")
            if self.phase == "pain":
                need(all(c in self.hands[seat] for c in pain), f"seat {seat}'s pain card is not in its hand")
        check_bool("extra", self.extra)
        check_int("round", self.round_no, 1, 64)
        check_seat_or_none("dealer", self.dealer, n, optional=False)
        check_seat_or_none("leader", self.leader, n, optional=False)
        check_seat_or_none("turn", self.turn, n, optional=False)
        check_seat_or_none("last_winner", self.last_winner, n)
        check_list("tied", self.tied, max_len=n, item=lambda name, v: check_seat_or_none(name, v, n, False))
        check_list("trick", self.trick, max_len=n - 1 if self.phase != "over" else n)
        for i, (seat, _c) in enumerate(self.trick):
            need(seat == (self.leader + i) % n, f"trick card {i} was not played in seat order from the leader")
        if self.phase == "play":
            need(self.turn == (self.leader + len(self.trick)) % n, "the seat to play does not follow the trick")
        check_list("tricks_taken", self.tricks_taken, n, item=lambda name, v: check_int(name, v, 0, len(deck)))
        check_int("trick_number", self.trick_no, 1, len(deck) + 1)
        check_list("totals", self.totals, n, item=lambda name, v: check_int(name, v, -MAX_SCORE, MAX_SCORE))
        check_list("round_points", self.round_points, max_len=self.round_no,
                   item=lambda name, row: check_list(name, row, n, item=lambda nm, v: check_int(nm, v, -1000,
                                                                                                1000)))
        if complete:  # the bookkeeping of a played game (hand-made positions may skip it)
            need(sum(self.tricks_taken) == self.trick_no - 1, "tricks_taken do not add up to the tricks played")
            for seat in range(n):
                need(len(self.piles[seat]) == n * self.tricks_taken[seat], f"seat {seat}'s pile is not its tricks")
            need(all(sum(row[s] for row in self.round_points) == self.totals[s] for s in range(n)),
                 "totals are not the sum of the rounds' points")
        check_list("winners", self.winners_, max_len=n, item=lambda name, v: check_seat_or_none(name, v, n, False))
        need(len(set(self.winners_)) == len(self.winners_), "a seat wins twice")
        need(self.phase in ("pain", "play", "over"), f"phase must be pain, play or over, got {self.phase!r:.40}")
        need((self.phase == "over") == bool(self.winners_), "winners and the phase disagree")

    #: The position format (``docs/games/sticheln.md``, "Position format"): to_dict, from_dict and clone.
    FIELDS = (
        Field("round_no", Int(), key="round"), Field("extra", Bool()), Field("tied", ListOf(Int(), max_len=8)),
        Field("dealer", Int()), Field("phase", Text(("pain", "play", "over"))),
        Field("hands", _SEATS_CARDS), Field("pains", _SEATS_CARDS), Field("piles", _SEATS_CARDS),
        Field("trick", ListOf(Pair(Int(), _CARD), max_len=8)), Field("leader", Int()), Field("turn", Int()),
        Field("trick_no", Int(), key="trick_number"), Field("last_trick", ListOf(Pair(Int(), _CARD), max_len=8)),
        Field("last_winner", Int(optional=True)), Field("tricks_taken", ListOf(Int(), length="players")),
        Field("totals", ListOf(Int(), length="players")),
        Field("round_points", ListOf(ListOf(Int(), length="players"), max_len=64)),
        Field("last_round_pain", _SEATS_CARDS), Field("winners_", ListOf(Int(), max_len=8), key="winners"),
    )


def _parse_card(text: str) -> Card:
    parts = text.split()
    if len(parts) != 2 or parts[0] not in _ALL_NAMES or not (parts[1].isascii() and parts[1].isdigit()
                                                             and len(parts[1]) <= 2):
        raise ValueError(f"not a card: {text!r:.40} (expected '<colour> <rank>', colours {', '.join(_ALL_NAMES)})")
    return Card(parts[0], int(parts[1]))


# ---- determinization (Game.sample_state) ---------------------------------------------------------------------------
class DealSampler:
    """Deals consistent with one seat's :class:`StichelnView`, for search bots (determinization) and
    :meth:`Sticheln.sample_state`. Built once per decision; :meth:`deal` is cheap enough to call per search iteration.

    What the seat knows (rules "What each seat knows"): its hand, pain cards and pile, every seat's hand size and
    trick count, the cards on the table and the last trick, public pain cards. What it does not know — the other
    hands, the other piles, secret pain colours — is drawn at random: the unseen cards are shuffled and dealt into the
    other hands by their sizes. ``seen`` (optional) adds the cards this seat saw played earlier this round (a bot's
    memory: everyone saw them face up; the view only keeps the last trick), so they are never dealt into a hand.
    ``played`` (optional, per seat) are the cards each seat was seen to play this round and ``weights`` (optional,
    per seat a weight per colour index) how likely each colour is that seat's secret pain colour given its plays;
    without them every colour of the seat's cards is equally likely.

    Cards are the engine's ints (``colour index * 16 + rank``, :meth:`StichelnState.code`). Raises ``ValueError``
    for the public view."""

    def __init__(self, view: StichelnView, seen=None, played=None, weights=None):
        if view.seat is None:
            raise ValueError("sticheln sample_state needs a seat's view, not the public view")
        self.view = view
        colours = list(view.colours)

        def code(card: Card) -> int:
            return colours.index(card.colour) * 16 + card.rank

        self.code = code
        me, n = view.seat, view.players
        self.me, self.n = me, n
        self.house = view.rules == "house"
        lo, hi = view.ranks
        deck = [ci * 16 + r for ci in range(len(colours)) for r in range(lo, hi + 1)]
        self.hand = [code(c) for c in view.hand]
        known: list[list[int]] = [[] for _ in range(n)]  # cards known to be in a hand (house open_pain)
        self.public_mask = [0] * n
        out_cards: set[int] = set()
        for s in range(n):
            for c in (view.public_pain[s] if view.public_pain else ()):
                k = code(c)
                self.public_mask[s] |= 1 << (k >> 4)
                if self.house:
                    known[s].append(k)
                else:
                    out_cards.add(k)
        table = {code(p.card) for p in (*view.trick, *view.last_trick)} | {code(c) for c in view.my_pile}
        self.seen = set(seen) if seen is not None else set(table)
        self.seen_given = seen is not None
        for s in range(n):
            known[s] = [c for c in known[s] if c not in self.seen] if s != me else []
            if not self.seen_given and len(known[s]) > view.hand_sizes[s]:
                known[s] = []  # played in an earlier trick: it lies in some pile
        self.known = known
        fixed = {c for ks in known for c in ks}
        hand = set(self.hand)
        self.unseen = [c for c in deck if c not in self.seen and c not in out_cards and c not in fixed
                       and c not in hand]
        self.deck, self.out_cards = deck, out_cards
        self.mypain = 0
        if view.phase != "pain":
            for c in view.my_pain:
                self.mypain |= 1 << (code(c) >> 4)
        self.ncol = len(colours)
        self.weights = weights if weights is not None else [None] * n
        self.played = played if played is not None else [
            [code(p.card) for p in (*view.trick, *view.last_trick) if p.seat == s] for s in range(n)]
        self.npains = view.pains_needed
        self.sizes = list(view.hand_sizes)

    def deal(self, rng: random.Random, pain_phase: bool) -> tuple[list[list[int]], list[int]]:
        """One determinization: ``(hands, pain_masks)`` per seat (hands as card ints; a mask's bit ``c`` set when
        colour index ``c`` is that seat's pain colour). This seat's hand and mask are its own; public pain colours
        are kept; with ``pain_phase`` the other seats' masks are 0 (they choose later), otherwise each secret pain
        colour is drawn by ``weights`` among the colours the seat holds or played. Draws only from ``rng``."""
        n, me = self.n, self.me
        pool = self.unseen[:]
        rng.shuffle(pool)
        hands: list[list[int]] = []
        i = 0
        for s in range(n):
            if s == me:
                hands.append(self.hand[:])
                continue
            need_ = self.sizes[s] - len(self.known[s])
            hands.append(self.known[s] + pool[i:i + need_])
            i += need_
        masks = [0] * n
        for s in range(n):
            if s == me:
                masks[s] = self.mypain
            elif self.public_mask[s]:
                masks[s] = self.public_mask[s]
            elif not pain_phase:
                masks[s] = self._pain_mask(s, hands[s], rng)
        return hands, masks

    def _pain_mask(self, s: int, hand: list[int], rng: random.Random) -> int:
        cols = {c >> 4 for c in hand} | {c >> 4 for c in self.played[s]}
        if not cols:
            return 0
        ev = self.weights[s] or [1.0] * self.ncol
        mask = 0
        for _ in range(min(self.npains, len(cols))):
            items = sorted(cols)
            pick = rng.choices(items, [ev[c] for c in items])[0]
            mask |= 1 << pick
            cols.discard(pick)
        return mask

    def state(self, game: Sticheln, rng: random.Random) -> StichelnState:
        """A full :class:`StichelnState` from one :meth:`deal`: the hands, the pain cards (this seat's own, the
        public ones, and for a secret pain colour a card of that colour the seat holds or played — in the pain phase
        the seats that have chosen mark cards of their sampled hand), the piles (this seat's own, the last trick in
        its taker's pile, the other unseen cards spread over the other piles by their trick counts) and every public
        field from the view. Its generator is seeded from ``rng``. Raises ``RuntimeError`` if the view cannot be
        completed (an impossible view)."""
        v, n, me = self.view, self.n, self.me
        pain_phase = v.phase == "pain"
        hands, masks = self.deal(rng, pain_phase)
        standard = tuple(v.colours) == SUITS
        opts = {"rules": v.rules, "open_pain": v.open_pain,
                "two_pains": v.pains_needed == 2, "rounds": None if v.rounds == n else v.rounds,
                "standard_deck": standard}
        st = StichelnState(game, n, rng.getrandbits(32), opts)
        st.round_no, st.extra, st.dealer, st.phase = v.round, v.extra_round, v.dealer, v.phase
        st.tied, st.totals = list(v.tied), list(v.scores)
        st.round_points = [list(r) for r in v.round_scores]
        st.last_round_pain = [[self.code(c) for c in p] for p in v.last_round_pain]
        st.trick_no, st.tricks_taken = v.trick_number, list(v.tricks_taken)
        st.trick = [(p.seat, self.code(p.card)) for p in v.trick]
        st.last_trick = [(p.seat, self.code(p.card)) for p in v.last_trick]
        st.last_winner = v.last_winner
        st.leader = v.leader if v.leader is not None else (v.dealer if self.house else (v.dealer + 1) % n)
        st.turn = v.current_player if v.phase == "play" else st.leader
        st.winners_ = list(v.winners)
        st.hands = [sorted(h) for h in hands]
        used = {c for h in hands for c in h} | {c for _s, c in st.trick} | set(self.out_cards)
        # pain cards
        pains: list[list[int]] = [[] for _ in range(n)]
        for s in range(n):
            if s == me:
                pains[s] = sorted(self.code(c) for c in v.my_pain)
            elif v.public_pain and v.public_pain[s]:
                pains[s] = sorted(self.code(c) for c in v.public_pain[s])
            elif v.pain_chosen[s]:
                if pain_phase:
                    pool = list(st.hands[s])
                    rng.shuffle(pool)
                    for c in pool:
                        if len(pains[s]) < v.pain_chosen[s] and all(c >> 4 != p >> 4 for p in pains[s]):
                            pains[s].append(c)
                else:
                    held = st.hands[s] + self.played[s]
                    for col in range(self.ncol):
                        if masks[s] >> col & 1:
                            of = [c for c in held if c >> 4 == col] or [c for c in self.deck if c >> 4 == col
                                                                        and c not in used]
                            if not of:
                                raise RuntimeError("sticheln sample_state: no card for a pain colour")
                            pains[s].append(rng.choice(of))
                if len(pains[s]) != v.pain_chosen[s]:
                    raise RuntimeError(f"sticheln sample_state: seat {s}'s pain cards cannot be completed")
        st.pains = pains
        # piles: the rest of the deck (no hand, not on the table, not a published pain card out of play)
        piles: list[list[int]] = [[] for _ in range(n)]
        piles[me] = [self.code(c) for c in v.my_pile]
        if v.last_winner is not None and v.last_winner != me and v.phase != "pain":
            piles[v.last_winner] = [c for _s, c in st.last_trick]
        placed = used | {c for p in piles for c in p}
        if v.rules == "published" and not pain_phase:
            placed |= {c for p in pains for c in p}
        rest = [c for c in self.deck if c not in placed]
        rng.shuffle(rest)
        if v.phase != "over":
            for s in range(n):
                if s != me:
                    room = n * v.tricks_taken[s] - len(piles[s])
                    if room < 0 or room > len(rest):
                        raise RuntimeError("sticheln sample_state: the piles cannot be completed")
                    piles[s].extend(rest[:room])
                    del rest[:room]
            if rest:
                raise RuntimeError(f"sticheln sample_state: {len(rest)} cards have no place")
        st.piles = piles
        return st


# ---- the game ------------------------------------------------------------------------------------------------------
class Sticheln(Game):
    """Sticheln / Stick 'Em. Options (rules file): ``rules`` ("house" 3–8 players | "published" 3–6),
    ``open_pain`` (house), ``two_pains`` (house), ``rounds`` (None = one per player, or 2, 3, 5),
    ``standard_deck`` (house, 4 players). Preset ``quick``: house, 2 rounds, open_pain off."""

    manifest = Manifest(
        id="sticheln", name="Sticheln", min_players=3, max_players=8, hidden_information=True, chance=True,
        options=(
            OptionSpec("rules", "str", "house", N_("Rules"), (("house", N_("House")), ("published", N_("Published"))),
                       values=tuple(PLAYER_RANGE), doc="house (3-8 players) or published (3-6) rules",
                       needs=(("players", PLAYER_RANGE["published"]),)),
            OptionSpec("rounds", "int", None, N_("Rounds"), ((None, N_("One each")), (3, "3"), (5, "5"), (2, "2")),
                       values=ROUND_CHOICES, auto=True, doc="rounds to play; auto = one per player"),
            OptionSpec("open_pain", "bool", False, N_("Pain colours"), ((False, N_("Secret")), (True, N_("Open"))),
                       doc="house: everyone sees the pain colours once all are chosen", needs=(("rules", "house"),)),
            OptionSpec("two_pains", "bool", False, N_("Pains each"), ((False, N_("One")), (True, N_("Two"))),
                       doc="house: two pain colours each", needs=(("rules", "house"),)),
            OptionSpec("standard_deck", "bool", False, N_("Deck"), ((False, N_("Sticheln")), (True, N_("52 cards"))),
                       doc="house, 4 players: a standard 52-card deck",
                       needs=(("rules", "house"), ("players", (4, 4)))),
        ),
        presets={"quick": {"rules": "house", "rounds": 2, "open_pain": False}})

    def check_options(self, players: int, opts: dict) -> None:
        """Raise ``ValueError`` naming the accepted values for a bad option combination (rules file, "Cards",
        "Rounds", variants)."""
        rules = opts["rules"]
        if rules not in PLAYER_RANGE:
            raise ValueError(f"sticheln: option 'rules' takes house or published, got {rules!r}")
        lo, hi = PLAYER_RANGE[rules]
        if not lo <= players <= hi:
            raise ValueError(f"sticheln: {rules} rules take {players_text(lo, hi)}, got {players}")
        if opts["rounds"] not in ROUND_CHOICES or isinstance(opts["rounds"], bool):
            raise ValueError(f"sticheln: option 'rounds' takes auto (one round per player), 2, 3 or 5; "
                             f"got {opts['rounds']!r}")
        if rules == "published" and (opts["open_pain"] or opts["two_pains"]):
            raise ValueError("sticheln: open_pain and two_pains are house-rules variants (published pain cards are "
                             "always one and public); accepted with rules=house only")
        deck_for(rules, players, bool(opts["standard_deck"]))

    def new_state(self, players: int, *, seed: int, options: dict | None = None) -> StichelnState:
        """A new game; deals round 1 (its events are in ``state.setup_events``). Raises ``ValueError`` naming the
        accepted values for a bad player count or option."""
        self.check_players(players)
        opts = self.resolve_options(options)
        self.check_options(players, opts)
        state = StichelnState(self, players, seed, opts)
        state.setup_events = state.start_round(0)
        return state

    def parse_action(self, text: str) -> Action:
        """``pain <colour> <rank>`` or ``play <colour> <rank>``. Raises :class:`IllegalAction` naming the forms."""
        verb, _, rest = str(text).strip().partition(" ")
        try:
            card = _parse_card(rest.strip())
        except ValueError as exc:
            raise IllegalAction(f"sticheln: cannot read {text!r}; accepted: 'pain <colour> <rank>', "
                                f"'play <colour> <rank>' ({exc})") from None
        if verb == "pain":
            return ChoosePain(card)
        if verb == "play":
            return PlayCard(card)
        raise IllegalAction(f"sticheln: cannot read {text!r}; accepted: 'pain <colour> <rank>', 'play <colour> <rank>'")

    def sample_state(self, view: StichelnView, rng: random.Random) -> StichelnState:
        """A full position consistent with ``view`` (a seat's view): ``sample.view(view.seat) == view``. The unseen
        cards are dealt at random into the other hands and piles, secret pain colours drawn among the colours a seat
        holds or played (:class:`DealSampler`, which search bots use directly with their memory of the round).
        Only ``rng`` is drawn from. Raises ``ValueError`` for the public view, ``RuntimeError`` for an impossible
        view."""
        return DealSampler(view).state(self, rng)

    def blank_state(self, players: int, seed: int, options: dict) -> StichelnState:
        """An empty position (no deal) with checked options, for :meth:`from_dict` to fill."""
        opts = self.resolve_options(options)
        self.check_options(players, opts)
        return StichelnState(self, players, seed, opts)


GAME = Sticheln()
