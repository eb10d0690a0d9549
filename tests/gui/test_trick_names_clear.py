"""The names over a trick's cards stay above the trick's lit frame: at 1366x768 the two-line
"Robo Rex / leads" over the first card ran into the dashed "drop here" frame drawn when it is
the person's turn (s28 t2 #10)."""

from __future__ import annotations

from cardtable.gui.table_view import ZoneItem

from .helpers import labels, open_window

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


def test_lead_caption_clear_of_the_lit_trick_frame(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("canadian_salad", NAMES, {}, seed=4, open_handed=True)
    while not (w.state.turn == 0 and len(w.state.trick) == 3):
        w.play(w.game.heuristic(w.state, w.state.turn))
    view = w.table.view
    zone = view.zones["trick"]
    for state in (ZoneItem.LEGAL, ZoneItem.HOT):
        zone.set_state(state)
        frame = zone.mapRectToScene(zone.frame_rect())
        names = [lab for lab in labels(view) if lab.spec.text.split(" leads")[0] in NAMES[1:]
                 and frame.left() - 5 < lab.sceneBoundingRect().center().x() < frame.right() + 5]
        assert any(lab.text == "Robo Rex leads" for lab in names)
        for lab in names:
            assert lab.sceneBoundingRect().bottom() <= frame.top(), (lab.spec.text, state)
