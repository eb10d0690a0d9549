"""Finding (s30 t3 #13): Biscuit, Anna and Ben (seed 4): none of Anna's cards fits the Ace of
Knots; she clicks the draw pile and "Keep the card drawn" was painted over the top right of the
card just drawn, the Betrayal, the very card she may want to play. The view moves buttons off the
cards (the table's one search for room), but looked where the drawn card was while it glided
from the pile: the buttons go clear of where each card comes to rest."""

from __future__ import annotations

from cardtable.gui import settings

from .helpers import buttons, click, open_window, settle


def test_keep_the_card_drawn_is_clear_of_the_card_gliding_into_the_hand(qtbot, data_dir, animations):
    settings.remember_game_log(True)
    try:
        w = open_window(qtbot, (1280, 716), start=False)
        w.start_game("biscuit", ["Anna", "Ben"], {}, seed=4)
        w.score_view_action.setChecked(True)
        view = w.table.view
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        settle(view)
        assert view.animations_on
        assert [m.kind for m in w.game.legal_moves(w.state)] == ["draw"]
        pile = next(i for i in view.card_items() if i.spec.zone == "pile")
        click(view, pile)  # (a click on the pile draws its top card)
        assert w.state.drawn == "betrayal"
        assert "Keep the card drawn" in buttons(view)
        settle(view)
        panel = view.button_panel.sceneBoundingRect()
        covered = [i.spec.face for i in view.card_items() if i.isVisible() and panel.intersects(i.sceneBoundingRect())]
        assert not covered, covered
        assert view.sceneRect().contains(panel)
    finally:
        settings.remember_game_log(False)
