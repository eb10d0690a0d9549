"""s31 t3 #11: Rummoli at 1024x600 with the game log open under the score sheet. After the
A-K♦ space was named, the last button, "7-8-9 space", ignored plain clicks, clicks after a
pause and Tab+Space (no hover light either); the naming was played only much later, and the
result screen first came half drawn (the earlier Chicken Foot result's tiles at its top left,
buttons drawn 40 px from where they answered).

The score sheet beside the log pinned its totals under the rounds and put them back without
end: the footer took its room from a table already at its least height, the sheet was a pixel
or two taller with it than without, and each change asked for the next on a timer, so the
window was busy all the time, answering no press and painting nothing new."""

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui import score_panel
from cardtable.store.saves import SaveStore

from .helpers import buttons, centre, open_window, play_not_looked_at

SAVE = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "rummoli-end.json"


def pins_counted(monkeypatch) -> list[int]:
    runs = [0]
    real = score_panel.ScoreTable._pin_totals

    def counted(self):
        runs[0] += 1
        return real(self)

    monkeypatch.setattr(score_panel.ScoreTable, "_pin_totals", counted)
    return runs


def test_the_last_space_is_named_with_the_sheet_beside_the_log(qtbot, data_dir, monkeypatch):
    runs = pins_counted(monkeypatch)
    w = open_window(qtbot, (1024, 600))
    store = SaveStore()
    store.path_of("x").parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(SAVE, store.path_of("rummoli-end"))
    w.open_save("rummoli-end")
    QTest.qWait(300)
    w.log_view_action.setChecked(True)  # the game log under the score sheet, as the tester had it
    assert w.score_panel.isVisible() and w.game_log.isVisible()
    QTest.qWait(300)
    runs[0] = 0
    QTest.qWait(500)
    # the sheet settles: it is not laid out again and again while nothing happens
    assert runs[0] <= 4
    view = w.table.view
    moves = len(w.session.record.moves)
    last = buttons(view)["7-8-9 space"]
    QTest.mouseMove(view.viewport(), centre(view, last))
    QTest.qWait(50)
    assert last.hover  # lit under the pointer
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, centre(view, last))
    assert len(w.session.record.moves) == moves + 1 and w.game.is_over(w.state)
    assert w.table.over.isVisible()


def test_the_result_shows_only_this_games_cards_laid_out(qtbot, data_dir):
    """The result panel, put away after a Chicken Foot result, no longer fills itself again with
    that game's tiles at each resize of the next game's table; Rummoli's result, drawn at once
    by the move that ended the game, shows its own cards only, its buttons where they answer."""
    import random

    from PySide6.QtWidgets import QLabel

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("chicken_foot", ["Anna", "Ben", "Cleo"], {"hands": 1}, seed=5, open_handed=True)
    rnd = random.Random(1)
    while not w.game.is_over(w.state):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        move = rnd.choice(w.game.legal_moves(w.state))
        if w.game.is_over(w.game.apply(w.state, move).state):
            w.play(move)  # (the last move, whose table and result are looked at, as before)
        else:
            play_not_looked_at(w, move)  # (laid out, not built nor painted; s43)
    over = w.table.over
    assert over.isVisible() and any("-" in code for code in over.shown_faces())
    store = SaveStore()
    shutil.copy(SAVE, store.path_of("rummoli-end"))
    w.open_save("rummoli-end")
    for width in (1000, 1024):  # the table resized under the panel put away
        w.resize(width, 600)
        QTest.qWait(50)
    assert not over.isVisible()
    view = w.table.view
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, centre(view, buttons(view)["7-8-9 space"]))
    # as painted by the move, before anything else runs
    drawn = [label.card_code for label in over.rows_box.findChildren(QLabel)
             if hasattr(label, "card_code") and label.isVisibleTo(over)]
    assert drawn and not any("-" in code for code in drawn), drawn
    at = {b.text(): b.geometry() for b in over.buttons()}
    QTest.qWait(100)
    assert at == {b.text(): b.geometry() for b in over.buttons()}
