"""The five games' How to play pages as data (``rules/<game>.md``, condensed; marked with ``N_`` so the catalogue
holds them): each game's pages, its controls, the texts its options swap in or join, and its :class:`HowTo`, which
the game's registry entry names (``thieves_arcade.games``, ``howto``). The screen that shows them is
``scenes/howto.py``; a game registered from elsewhere (a plug-in, a test) keeps its pages in its own package."""

from __future__ import annotations

import dataclasses

from ..i18n import N_
from .howto import ALT, BACK, GOLD, GREEN, OK, RED, Control, D, HowTo, L, Panel, R, U

#: Each game's pages (rules/<game>.md, condensed).
PICKPOCKET_PANELS = (
    Panel(N_("Sneak into the inn"),
          N_("On your turn: draw a tile from the bag, play one of your hand tiles, or leave with the loot."),
          (("bag", -200, 40, 0.8), ("tile_back", 40, -40, 0.7), ("thief_0", 230, 60, 1.0))),
    Panel(N_("Keep the lines going"),
          N_("Four lines: purse, key, vial, jewel. Your tile must extend at least one unbroken line — "
             "or you are caught and out for the night."),
          (("merchant", -255, 0, 0.8), ("loot_1111", -125, 0, 0.8), ("loot_1100", 5, 0, 0.8),
           ("loot_0011", 175, 0, 0.8), ("mark", "cross", 175, -175, RED))),
    Panel(N_("Beware the guards"),
          N_("The first guard waits at the door: leave now and add its value. A second guard ends the night: "
             "nobody left inside scores."),
          (("door_guarded", -150, 0, 1.0), ("guard_3", 90, -20, 0.8), ("guard_5", 230, 20, 0.8))),
    Panel(N_("Leave in time"),
          N_("Leaving scores one point per object in each unbroken line. The last one inside plays double or "
             "nothing: two tiles in a row, both must fit — twice the loot, or nothing."),
          (("thief_1", -140, 40, 1.1), ("crown", 140, -40, 1.0), ("label", "+7", 140, 110, GOLD))),
    Panel(N_("The end"),
          N_("The seventh guard ends the game at once: nobody still inside scores. Then every hand is shown and "
             "its tiles' objects are added to the score. Most points wins; a tie goes to fewer tiles in hand."),
          (("guard_5", -160, 0, 0.9), ("label", "7", -160, -150, RED), ("tile_back", 120, 0, 0.8),
           ("label", "+", 120, -150, GOLD))),
)
CITE_PANELS = (
    Panel(N_("Roll four dice"),
          N_("Up to three rolls. After each roll, keep any dice and reroll the others — or stop."),
          (("die_1", -210, 0, 0.9), ("die_1", -70, 0, 0.9), ("die_1", 70, 0, 0.9), ("die_blur_1", 210, 0, 0.9))),
    Panel(N_("Read the dice"),
          N_("Three 1s: steal 3. Three 2s: swap fortunes. Three 3s: steal 2. Three 4s: camouflage. "
             "Three 5s or 6s: take the pot. A straight: 1 from the pot."),
          (("die_1", -240, -90, 0.75), ("die_1", -140, -90, 0.75), ("die_1", -40, -90, 0.75),
           ("die_4", 60, -90, 0.75), ("token", 60, 90, 1.1), ("token", 150, 60, 1.1), ("token", 190, 140, 1.1)),
          # the screen showing "Three 5s or 6s: take the pot" (the only one at 100 %) pictures it
          pictures=((4, (("die_5", -240, -90, 0.75), ("die_5", -140, -90, 0.75), ("die_5", -40, -90, 0.75),
                         ("die_2", 60, -90, 0.75), ("pot", 150, 120, 0.8))),)),
    Panel(N_("All or nothing"),
          N_("A triple after roll 1 or 2? Announce the four: the odd die is rerolled once. It matches: take a "
             "player's tokens and the pot. It misses: pay 2. Four alike by chance: steal 2 from everyone."),
          (("die_3", -210, 0, 0.9), ("die_3", -70, 0, 0.9), ("die_3", 70, 0, 0.9), ("die_blur_2", 210, 0, 0.9),
           ("label", "?", 210, -120, GOLD))),
    Panel(N_("Grab the loot"),
          N_("No combination: pay 1 token into the pot. The first to hold all the tokens but three wins."),
          (("token", -160, -60, 1.2), ("token", -60, -20, 1.2), ("token", -180, 50, 1.2), ("pot", 150, 20, 1.0))),
)
STICHELN_PANELS = (
    Panel(N_("Pick your pain"),
          N_("Each round, everyone secretly picks a card of their hand: its colour is their pain colour."),
          (("card_back", -180, 10, 0.9), ("card_violet_12", 0, -10, 0.9), ("card_back", 180, 10, 0.9))),
    Panel(N_("Play any card"),
          N_("No need to follow. The led colour is the weakest; the last other colour played is trump, and "
             "its highest card takes the trick."),
          (("card_red_9", -240, 0, 0.7), ("card_blue_3", -80, 0, 0.7), ("card_green_2", 80, -30, 0.7),
           ("card_red_14", 240, 0, 0.7), ("mark", "check", 80, -170, GREEN))),
    Panel(N_("Count your tricks"),
          N_("Every card you take scores +1 — but cards of your pain colour score minus their rank. "
             "Highest total after the last round wins; a tie goes to more rounds above zero, then one more "
             "round."),
          (("card_blue_3", -150, 0, 0.8), ("label", "+1", -150, -150, GREEN), ("card_violet_12", 150, 0, 0.8),
           ("label", "-12", 150, -150, RED))),
)
MORPION_PANELS = (
    Panel(N_("Duel for each cell"),
          N_("Nine rounds, one per cell. Both throw rock, paper or scissors at once, on your own buttons. "
             "A tie is thrown again."),
          (("gang_0", -150, 0, 1.3), ("label", "VS", 0, 0, GOLD), ("gang_1", 150, 0, 1.3))),
    Panel(N_("Share the rewards"),
          N_("The winner takes the visible token, the hidden one, or the cell. The loser picks next; the "
             "winner gets the last."),
          (("reward_pencil", -170, 0, 1.1), ("reward_back", 0, 0, 1.1), ("gang_0", 170, 0, 1.1))),
    Panel(N_("Score"),
          N_("After cell 9: each line of three of your gangs 3, equipment of one kind 1, 2, 5, 3, 8 for 1 to "
             "5 pieces, each +2: 2. Most points wins, then more lines. Three crowns win at once!"),
          (("reward_crown", -150, -60, 1.0), ("reward_crown", 0, -60, 1.0), ("reward_crown", 150, -60, 1.0),
           ("reward_ruler", -75, 90, 0.9), ("reward_plus2", 75, 90, 0.9))),
)
OODLAR_PANELS = (
    Panel(N_("Lift banknotes"),
          N_("Two piles, A and B. Steal: take the top note and say its value. Some notes are marked — "
             "and nobody sees which."),
          (("pile", -150, 40, 0.9), ("note_50", 150, -60, 0.8), ("note_20", 170, 80, 0.8))),
    Panel(N_("Swap or peek"),
          N_("Swap: take a top note unseen and put one of yours back on a pile. Peek: look through a pile and "
             "put it back in any order."),
          (("pile", -160, 40, 0.8), ("note_back", 150, -50, 0.8), ("note_10", 170, 90, 0.8))),
    Panel(N_("Hands up!"),
          N_("After a peek you may unmask as the police. Someone holds two or more marked notes? You win, with "
             "the richest thief holding at most one. Nobody? A false alarm: you lose."),
          (("badge_police", -150, 0, 1.0), ("note_20", 140, 0, 0.8), ("stamp_marked", 140, 0, 0.7))),
    Panel(N_("Run for it"),
          N_("Or run: with at most one marked note and $100 (3 players) or $75 (4 players), you win. "
             "Otherwise the richest thief with at most one marked note does — as when both piles run out."),
          (("note_50", -120, -40, 0.8), ("note_30", 0, 40, 0.8), ("note_20", 120, 120, 0.8))),
)

#: Each game's controls (what its table scene does with the intents).
PICKPOCKET_CONTROLS = (Control((L, R), N_("Choose a move")), Control((OK,), N_("Play it")))
CITE_CONTROLS = (Control((L, R), N_("Dice and buttons")), Control((OK,), N_("Mark a die / press")),
                 Control((BACK,), N_("Clear the marks")))
STICHELN_CONTROLS = (Control((L, R), N_("Choose a card")), Control((OK,), N_("Play it")))
MORPION_CONTROLS = (Control((L,), N_("Rock"), (ALT,)), Control((U,), N_("Paper"), (OK,)),
                    Control((R,), N_("Scissors"), (BACK,)))
OODLAR_CONTROLS = (Control((L, R, U, D), N_("Choose")), Control((OK,), N_("Do it")))

#: Texts that replace or join a page when the options in force say so (``pages``).
PICKPOCKET_NIGHTS = N_("The game ends after night {n} — or earlier at the seventh guard: nobody still inside "
                       "scores. Then every hand is shown and its tiles' objects are added to the score. Most points "
                       "wins; a tie goes to fewer tiles in hand.")
PICKPOCKET_WARNING = N_("With 2 or 3 players, your first catch of a night is only a warning: the tile is discarded, "
                        "you stay in.")
PICKPOCKET_POWERS = Panel(N_("Powers"), N_("From night 2, everyone but the Prince of Thieves (the leader) picks a "
                                           "power, last place first. Each power is used once, and all go back at "
                                           "the night's end."), (("crown", 0, 0, 1.2),))
CITE_ROUNDS = N_("No combination: pay 1 token into the pot. The first to hold all the tokens but three wins — or, "
                 "after {n} rounds, the most tokens win.")
STICHELN_ROUNDS = N_("{n} rounds.")
STICHELN_ROUNDS_AUTO = N_("One round per player.")
STICHELN_PUBLISHED = N_("No need to follow. The led colour is the weakest; the highest card of any other colour "
                        "takes the trick (a 0 never wins). Pain cards are shown and leave the hand.")
STICHELN_PUBLISHED_END = N_("Every card you take scores +1 — but cards of your pain colour score minus their rank. "
                            "Highest total after the last round wins; a tie is shared.")
STICHELN_OPEN = N_("Open pain: every pain card is shown before the first lead.")
STICHELN_TWO = N_("Two pains: pick two cards of two different colours.")
MORPION_BINOCULARS = Panel(N_("Binoculars"), N_("Each gang has 2 binoculars: before choosing, look at the hidden "
                                                "token. Each one left unused scores 1."),
                           (("reward_back", 0, 0, 1.2),))
MORPION_BONUS = N_("Equipment bonus: 4 more tokens join the rewards.")


def _swap(base: list[Panel], k: int, body: str, **args) -> None:
    base[k] = dataclasses.replace(base[k], body=body, args=tuple(args.items()))


def _join(base: list[Panel], k: int, extra: str, **args) -> None:
    base[k] = dataclasses.replace(base[k], extra=(*base[k].extra, (extra, tuple(args.items()))))


def _pickpocket_options(base: list[Panel], opts: dict, players: int | None) -> None:
    if opts.get("nights"):
        _swap(base, 4, PICKPOCKET_NIGHTS, n=opts["nights"])
    warn = opts.get("warning")
    if warn or (warn is None and players is not None and players <= 3):
        _join(base, 1, PICKPOCKET_WARNING)
    if opts.get("powers"):
        base.append(PICKPOCKET_POWERS)


def _cite_options(base: list[Panel], opts: dict, players: int | None) -> None:
    if opts.get("round_limit"):
        _swap(base, 3, CITE_ROUNDS, n=opts["round_limit"])


def _sticheln_options(base: list[Panel], opts: dict, players: int | None) -> None:
    if opts.get("rules") == "published":
        _swap(base, 1, STICHELN_PUBLISHED)
        _swap(base, 2, STICHELN_PUBLISHED_END)
    rounds = opts.get("rounds")
    if rounds:
        _join(base, 2, STICHELN_ROUNDS, n=rounds)
    else:
        _join(base, 2, STICHELN_ROUNDS_AUTO)
    if opts.get("open_pain"):
        _join(base, 0, STICHELN_OPEN)
    if opts.get("two_pains"):
        _join(base, 0, STICHELN_TWO)


def _morpion_options(base: list[Panel], opts: dict, players: int | None) -> None:
    if opts.get("binoculars"):
        base.append(MORPION_BINOCULARS)
    if opts.get("equipment_bonus"):
        _join(base, 1, MORPION_BONUS)



PICKPOCKET = HowTo(PICKPOCKET_PANELS, PICKPOCKET_CONTROLS, _pickpocket_options)
CITE = HowTo(CITE_PANELS, CITE_CONTROLS, _cite_options)
STICHELN = HowTo(STICHELN_PANELS, STICHELN_CONTROLS, _sticheln_options)
MORPION = HowTo(MORPION_PANELS, MORPION_CONTROLS, _morpion_options)
OODLAR = HowTo(OODLAR_PANELS, OODLAR_CONTROLS)
