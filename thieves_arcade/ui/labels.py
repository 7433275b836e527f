"""Labels drawn through ``_(variable)``: each is marked here with ``N_`` so ``tools/i18n.py extract`` puts it in the
catalogue (the dictionaries that hold them live in scenes and engines, which draw them as ``_(NAMES[key])``).

``tests/test_i18n.py`` checks that every value of those dictionaries is in this list, so a new label cannot slip
past the French catalogue. Nothing here is used at run time.
"""

from __future__ import annotations

from ..i18n import N_

#: Bot levels (``ai.LEVEL_ORDER``), drawn in the lobby and results.
LEVELS = (N_("easy"), N_("normal"), N_("hard"))
#: Pickpocket: loot lines (``engine.pickpocket.LINES``) and power names (``scenes.pickpocket.POWER_NAMES``).
PICKPOCKET = (N_("purse"), N_("key"), N_("vial"), N_("jewel"),
              N_("Illusion spell"), N_("Magic glove"), N_("Secret passage"), N_("Accomplice"),
              N_("Bruce the ninja mouse"), N_("A beer at the bar"), N_("The ambidextrous"))
#: La Cité des Voleurs: combination names (``engine.cite.COMBINATION_NAMES``; French in both languages).
CITE = (N_("Délit audacieux"), N_("Échange de fortunes"), N_("Contrat forcé"), N_("Camouflage"),
        N_("Récupération du butin"), N_("Suite"), N_("Carré accidentel"), N_("Carré annoncé"))
#: Sticheln: colours and suits (``engine.sticheln.COLOURS``, ``SUITS``) and the lobby option rows.
STICHELN = (N_("red"), N_("orange"), N_("yellow"), N_("green"), N_("blue"), N_("violet"), N_("pink"), N_("brown"),
            N_("hearts"), N_("diamonds"), N_("clubs"), N_("spades"),
            N_("Rules"), N_("House"), N_("Published"), N_("Rounds"), N_("One each"), N_("Pain colours"),
            N_("Secret"), N_("Open"), N_("Pains each"), N_("One"), N_("Two"), N_("Deck"), N_("Sticheln"),
            N_("52 cards"))
#: Pierre Papier Morpion: throws and reward kinds (``scenes.morpion.THROW_NAMES``, ``KIND_NAMES``).
MORPION = (N_("Rock"), N_("Paper"), N_("Scissors"), N_("Pencil"), N_("Eraser"), N_("Ruler"), N_("Crown"), N_("+2"),
           N_("Bonus"))
#: Pickpockets: how the game ended (``scenes.oodlar.REASONS``).
OODLAR = (N_("Arrested!"), N_("The police caught a thief with 2 or more marked notes"),
          N_("False alarm!"), N_("Nobody held 2 marked notes: the police loses"),
          N_("Clean getaway!"), N_("Enough money and at most 1 marked note"),
          N_("Caught running!"), N_("Too little money or too many marked notes"),
          N_("The wallet is empty!"), N_("Richest thief with at most 1 marked note wins"))
#: Keyboard hints of prompts (``ui.widgets.KEY_HINTS``).
KEYS = (N_("Space/Enter"), N_("Shift"), N_("Q/Ctrl"), N_("Esc"), N_("WASD/arrows"))
