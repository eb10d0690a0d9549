"""s46 (left by s45): Rummoli with six seats at 640x420 (the table 490x355 px beside the score
sheet, 39.5 px a unit): the words under Farid's chips, "6 cards, dealer", at the view's least
10 px took two lines where the layout reckoned one, and the second ran out of his box; the dead
hand's caption, "Dead hand (8)", broke in two about its line and rose over it. Measured on the
labels as the view sets them at that size: every seat's words inside its box, the pile's
caption clear of them, and the played cards' frame clear of the prompt."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF

from cardtable.core.session import Session
from cardtable.games.rummoli import GAME
from cardtable.gui.layouts import rummoli as layout
from cardtable.gui.table_view import LabelItem

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid"]


def test_six_seats_words_and_the_dead_hands_caption_apart_at_640x420(qapp):
    session = Session.new(GAME, NAMES, {}, seed=1)
    rnd = random.Random(1)
    high, aspect = 355.0, 490 / 355
    looked = 0
    for _ in range(400):
        state = session.state
        spec = layout.describe(GAME, state, GAME.current_player(state), aspect, "Cleo: play the 5\u2663 (next in clubs).",
                               pixels_high=high)
        unit = min(high * aspect / spec.width, high / spec.height)
        drawn = {id(lab): LabelItem(lab, unit) for lab in spec.labels}

        def text(lab) -> QRectF:
            return drawn[id(lab)].text_rect.translated(QPointF(lab.x * unit, lab.y * unit))

        seats = {t.id: QRectF(t.x * unit, t.y * unit, t.w * unit, t.h * unit) for t in spec.targets
                 if t.id.startswith("seat:")}
        piles = [lab for lab in spec.labels if lab.text.startswith(("Dead hand (", "Widow ("))]
        if piles and seats:
            looked += 1
            words = [lab for lab in spec.labels if "card" in lab.text and any(
                box.contains(QPointF(lab.x * unit, lab.y * unit)) for box in seats.values())]
            assert len(words) == len(NAMES)
            for lab in words:
                box = next(b for b in seats.values() if b.contains(QPointF(lab.x * unit, lab.y * unit)))
                assert text(lab).bottom() <= box.bottom() + 0.5, (lab.text, text(lab), box)
            for pile in piles:
                assert not any(text(pile).intersects(b) for b in seats.values()), pile.text
            played = next(t for t in spec.targets if t.id == "played")
            assert played.y + played.h <= spec.prompt.y + 1e-6
        moves = GAME.legal_moves(state)
        if not moves or state.phase in ("end", "game_over"):
            break
        session.play(rnd.choice(moves))
    assert looked > 5
