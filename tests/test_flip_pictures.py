"""A card or a banknote turning over (``ui.sprites.flip_step``, ``ui.cards.flip_frame``, ``ui.notes.flip_frame``):
the back narrows to an edge, then the face widens back to full width."""

from __future__ import annotations

import pytest

from thieves_arcade.ui import cards, notes
from thieves_arcade.ui.sprites import flip_step


@pytest.mark.parametrize("steps", [10, 20])
def test_a_flip_narrows_the_back_then_widens_the_face(steps):
    widths = [flip_step(n / 40, steps) for n in range(41)]
    assert widths[0] == (False, 1.0) and widths[-1] == (True, 1.0)
    assert all(not face for face, _ in widths[:20]) and all(face for face, _ in widths[20:])
    fracs = [frac for _, frac in widths]
    assert fracs[:21] == sorted(fracs[:21], reverse=True) and fracs[20:] == sorted(fracs[20:])
    assert min(fracs) == 1 / steps  # never drawn zero pixels wide


def test_cards_and_notes_turn_over_from_their_backs_to_their_faces(app):
    back, face = cards.card_back(0.5), cards.card_face("red", 5, 0.5)
    assert cards.flip_frame("red", 5, 0.5, 0.0).get_size() == back.get_size()
    assert cards.flip_frame("red", 5, 0.5, 1.0).get_size() == face.get_size()
    assert cards.flip_frame("red", 5, 0.5, 0.25).get_width() == round(back.get_width() * 0.5)
    note = notes.note_face(30, True, 0.5)
    assert notes.flip_frame(30, True, 0.5, 1.0).get_size() == note.get_size()
    assert notes.flip_frame(30, True, 0.5, 0.75).get_width() == round(note.get_width() * 0.5)
    assert notes.flip_frame(30, True, 0.5, 0.1).get_height() == notes.note_back(0.5).get_height()
