"""s44 testers on the generic card table, with real input:

- t3 F2, t1 #8: "Keyboard-focus outline drawn BEHIND the focused hand card. After lifting a curtain
  the first/focused card's outline is painted under its neighbours, so only broken black/white
  hooks show" (Scopa, Euchre, Sweep, Rummoli). The ring went round the whole card, over the next
  card of a fan, and left a gap at every index and badge near it. Now it goes round the part of
  the card in sight, thinner and closer where cards lie close, and is whole.
- t3 F3: Golf, "a computer's drawn card and its "Drawn card" label are drawn over the Pot box".
- t2 #8: "Hearts with 7 players at 1024x600: the names over the trick overlap and are cut off."
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable
from cardtable.gui.table_view import CardItem, FocusRing, LabelItem

from .helpers import labels, open_window, play_busy, settled_view


def ring_stroke(card: CardItem) -> QPainterPath:
    """The ring's whole painted band round ``card`` (before any gap is cut), in its coordinates."""
    ring, light, edge, radius, o = FocusRing.ring_of(card)
    line = QPainterPath()
    line.addRoundedRect(ring, radius + o, radius + o)
    stroker = QPainterPathStroker()
    stroker.setWidth(light + 2 * edge)
    return stroker.createStroke(line)


def bottom_hand(view) -> list[CardItem]:
    cards = [i for i in view.pieces.values() if isinstance(i, CardItem) and i.spec.id.startswith("hand:") and i.face_up]
    low = max(i.y() for i in cards)
    return sorted((i for i in cards if abs(i.y() - low) < 20), key=lambda i: i.x())


@pytest.mark.parametrize("game,names", [("scopa", ["Anna", "Ben"]),
                                        ("euchre", ["Anna", "Ben", "Robo Ruby", "Robo Remy"]),
                                        ("sweep", ["Anna", "Robo Rex", "Cleo", "Robo Remy"])])
def test_the_ring_round_a_hand_card_is_whole_and_round_the_card_in_sight(qtbot, data_dir, game, names):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game, names, {}, seed=3, open_handed=True)
    view = settled_view(w)
    ctl = view.controller
    hand = bottom_hand(view)
    assert len(hand) >= 3
    for k, card in enumerate(hand):
        ctl.focus_on(card)
        ring = FocusRing.of(view.scene())
        assert ring.target is card and ring.zValue() > max(c.zValue() for c in hand)
        stroke = ring_stroke(card)
        # whole: no gap cut in it (an index, a badge) anywhere
        assert not stroke.intersects(ring.holes), (game, card.spec.face)
        if k + 1 < len(hand):
            # round this card, not over the next: where the next lies on it, the ring stops at its edge
            nxt = hand[k + 1]
            if nxt.x() < card.x() + card.w:
                right = card.mapRectToScene(stroke.boundingRect()).right()
                assert right <= nxt.x() + 0.5, (game, card.spec.face, right, nxt.x())


def test_golfs_drawn_card_at_a_side_seat_keeps_off_the_pot():
    game = get_game("golf")
    s = game.setup(["Anna", "Ben", "Robo Ruby", "Robo Remy"], dict(LAST_DEALS), 5)
    while not (s.turn == 2 and s.held):
        s = game.apply(s, game.legal_moves(s)[0]).state
    # Ben's screen (seat 1): Robo Ruby on his left, her drawn card by her grid (1280x720's table)
    for aspect in (890 / 668, 760 / 546, 1366 / 768):
        spec = GenericTable().describe(game, s, 1, aspect, "Robo Ruby is thinking")
        (held,) = [t for t in spec.targets if t.id.startswith("held")]
        (pot,) = [t for t in spec.targets if t.id == "pot"]
        caption = 0.9  # ("Drawn card" under it, wider than the small card: about 0.9 of a card)
        right = held.x + held.w / 2 + max(held.w, caption) / 2
        assert right < pot.x, (aspect, right, pot.x)


def test_seven_names_over_a_hearts_trick_are_whole_and_apart(qtbot, data_dir):
    names = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy", "Grandma Josephine", "Uncle Bartholomew", "Robo Rae"]
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", names, {}, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    w.resizeDocks([w.score_panel], [255], Qt.Orientation.Horizontal)
    play_busy(w, 3, 300, until=lambda s: s.phase == "play" and len(s.trick) == 6)
    w.play(w.game.legal_moves(w.state)[0])  # (the seventh card: the trick won, kept in sight)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    over = [lab for lab in labels(view) if isinstance(lab, LabelItem) and lab.spec.size < 0.15
            and any(lab.text == n or n.startswith(lab.text + " ") for n in names)]
    assert len(over) == 7, [lab.text for lab in over]
    assert not [lab.text for lab in over if "\u2026" in lab.text]  # none cut
    boxes = [lab.mapRectToScene(lab.text_rect) for lab in over]
    touching = [(over[i].text, over[j].text) for i in range(7) for j in range(i + 1, 7)
                if boxes[i].adjusted(-1, 0, 1, 0).intersects(boxes[j])]
    assert not touching, touching
