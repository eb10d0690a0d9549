"""s42 t3, 10,000: the button "Stop (200 scores 0: not melded)" read like a formula. The book: "A
total of 1,000 is required to meld. Your score does not count until you have melded." The button
says it in words, and still fits on its button at 1024x600."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from cardtable.core.game import Move
from cardtable.gui.table_view import button_font

from .helpers import buttons, open_window, settle


def test_ten_thousand_stop_before_melding_says_it_does_not_count(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_thousand", ["Lea", "Tom"], {}, seed=5, open_handed=True)
    for seed in range(5, 60):
        w.start_game("ten_thousand", ["Lea", "Tom"], {}, seed=seed, open_handed=True)
        w.play(Move(kind="roll"))
        keeps = [m for m in w.play_ctl.legal(0) if m.kind == "keep"]
        if keeps:
            w.play(keeps[0])
            break
    v = w.game.public(w.state)
    at_stake = v["count"] + (v["selection_score"] or 0)
    assert 0 < at_stake < 1000 and not v["melded"][0]
    view = w.table.view
    settle(view)
    shown = buttons(view)
    stop = next(b for text, b in shown.items() if text.startswith("Stop"))
    assert stop.text == "Stop (scores 0: 1,000 to meld)", stop.text
    # its words fit inside the button, and the button inside the table
    width = QFontMetricsF(button_font(stop.text_px)).horizontalAdvance(stop.text)
    assert width <= stop.w - 4, (width, stop.w)
    box = stop.sceneBoundingRect()
    assert view.sceneRect().contains(box) or view.mapToScene(view.viewport().rect()).boundingRect().contains(box), box
