"""Finding (Court Whist at 1366x768): the dealer's seat caption broke into "13 cards ·" printed
over the bottom of her card backs and "lady · 0 tricks · named trump · deals" on the next line,
while the other seats' captions sit one line below their cards. A caption under a seat's cards
that takes more than one line now grows down from under the cards, broken between its parts."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import open_window


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_dealers_long_caption_is_below_her_cards(qtbot, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("court_whist", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {}, seed=5, open_handed=True)
    for _ in range(20):  # the cut and the king's owner naming trump, up to the first card
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if w.state.declarer >= 0 and w.state.phase == "play":
            break
        w.play(w.game.heuristic(w.state, w.game.to_act(w.state)[0]))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    QApplication.processEvents()
    w.table.view.finish_animations()
    dealer = w.state.players[w.state.dealer]
    assert w.state.dealer == w.state.declarer  # (seed 5: Robo Ruby deals and holds the king)
    scene = w.table.view.scene()
    captions = [i for i in scene.items() if isinstance(i, LabelItem) and "dealer" in i.text]
    assert len(captions) == 1
    caption = captions[0]
    assert "named trump" in caption.text
    backs = [i for i in scene.items() if getattr(getattr(i, "spec", None), "kind", "") == "card"
             and i.spec.name.startswith(f"{dealer}'s hand")]
    assert backs
    bottom = max(i.sceneBoundingRect().bottom() for i in backs)
    assert caption.sceneBoundingRect().top() >= bottom - 1, (caption.text, caption.sceneBoundingRect(), bottom)
    for line in caption.text.split("\n"):  # broken between parts, each line a whole part or more
        assert not line.startswith("\u00b7") and "cards" not in line or line.startswith("13 cards")
    w.close()
