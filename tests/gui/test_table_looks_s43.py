"""s43 t3 (1920x1080 at 1.5x, long names): the status line's third line was cut in half by the
window's edge (F8); Push's end-of-hand table split a player's melds into far-apart "continued"
groups (F11); choice panels and refusal notes hid cards and names (F10); at 800x560 the "Show
the result" button sat over the stock (F12)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt

from .helpers import laid_out, open_window

NAMES = ["Maximilian Alexander-O'Connor", "Zoë", "Wilhelmina Wolcott-Montgomerys", "Bartholomew Featherstonehaugh"]

THIRTY_ONE_END = (
    "Bartholomew Featherstonehaugh discards the 3 of diamonds. Back to Maximilian Alexander-O'Connor, who "
    "knocked. Hands: Maximilian Alexander-O'Connor 30, Zoë 26, Wilhelmina Wolcott-Montgomerys 10, Bartholomew "
    "Featherstonehaugh 19. Wilhelmina Wolcott-Montgomerys is lowest with 10: pays 1 quarter into the pot.  Hand "
    "1 is over (Quarters: Maximilian Alexander-O'Connor 3, Zoë 3, Wilhelmina Wolcott-Montgomerys 2, Bartholomew "
    "Featherstonehaugh 3; pot 5). Maximilian Alexander-O'Connor: deal the next hand.")


def test_a_three_line_status_has_room_below_its_last_line(qtbot, data_dir):
    """Thirty-One's end of hand at 1280x688 (the tester's 1920x1080 at 1.5x): three lines set at
    11 px were fitted to the pixel (39 px of text in 41) and on the real screen the third was cut
    by the window's edge. The line keeps a third of a line to spare below its text, and a message
    set smaller is said whole in the line's tooltip."""
    w = open_window(qtbot, (1280, 688), start=False)
    w.start_game("thirty_one", NAMES, {}, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    w.say(THIRTY_ONE_END)
    laid_out()
    label = w.status_label
    fm = label.fontMetrics()
    used = fm.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), int(Qt.TextWordWrap), label.text())
    assert label.text() == THIRTY_ONE_END
    assert used.height() + fm.lineSpacing() // 3 <= label.contentsRect().height(), (
        used.height(), label.contentsRect().height())
    assert label.mapTo(w, label.rect().bottomLeft()).y() < w.height()
    assert label.toolTip() == THIRTY_ONE_END
    w.say("Zoë: play a card.")
    assert label.toolTip() == ""


def push_looked_at(qtbot, size, seed=5):
    """Push (one deal, one of each suit in a set) played by Medium for every seat to its end,
    open-handed, with the score sheet and log open; "Look at the table" pressed."""
    from cardtable.gui.curtain import GameOverPanel

    from .helpers import play_medium_moves

    w = open_window(qtbot, size, start=False)
    w.start_game("push", NAMES, {"deals": 1, "one_of_each_suit": True}, seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    play_medium_moves(w, 600, until=lambda w: w.state.phase == "game_over")
    assert w.state.phase == "game_over"
    qtbot.waitUntil(lambda: any(p.isVisible() for p in w.table.view.findChildren(GameOverPanel)))
    panel = next(p for p in w.table.view.findChildren(GameOverPanel) if p.isVisible())
    panel.look_at_table()
    laid_out()
    return w, panel


def cards_under(view, widget) -> list[str]:
    from PySide6.QtCore import QPoint

    box = QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
    rests = view.resting_rects(i for i in view.card_items() if i.isVisible())
    return [str(r) for r in rests if view.mapFromScene(r).boundingRect().intersects(box)]


def test_show_the_result_keeps_off_the_cards_after_a_resize(qtbot, data_dir):
    """F12: the table looked at, then the window made small (800x560): "Show the result" was
    placed for the table as it was before the resize and sat over the stock and the discard."""
    w, panel = push_looked_at(qtbot, (1280, 688))
    view = w.table.view
    assert panel.result_button.isVisible() and not cards_under(view, panel.result_button)
    for size in ((800, 560), (533, 430), (700, 460), (1024, 600), (1280, 688)):
        w.resize(*size)
        laid_out()
        qtbot.wait(50)
        laid_out()
        assert panel.result_button.isVisible()
        assert not cards_under(view, panel.result_button), (size, cards_under(view, panel.result_button))
