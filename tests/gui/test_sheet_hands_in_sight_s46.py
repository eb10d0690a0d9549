"""s45 t1 #3: "Score sheet at 1024x600 shows only the newest hand. Hearts after hand 2/3: columns
Total | Hand 3 | "Ha…" cut off, with a horizontal scroll bar [...] at this size the per-hand
history is hidden." The players-down sheet heads the earlier hands by their number alone
("Hand 6 | 5 | 4 | 3") in narrow columns, and the panel asks room for three of them beside the
totals and the newest, so a family follows the running sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import open_window, play_busy

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def test_hearts_at_a_small_laptop_shows_the_last_hands_beside_the_totals(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", NAMES, {}, seed=5, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 5, 3000, until=lambda state: len([r for r in w.game.score_sheet(state).rounds if r.cells]) >= 5)
    QApplication.processEvents()
    scores = w.score_panel.scores
    assert scores.players_down
    table = scores.table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads[:3] == ["Total", "Hand\n5", "4"], heads
    # the totals, the newest hand and three before it whole in sight, every entry whole
    view = table.viewport().rect()
    for c in range(5):
        for r in range(table.rowCount()):
            item = table.item(r, c)
            assert view.contains(table.visualItemRect(item)), (heads[c], r)
            assert table.fontMetrics().horizontalAdvance(item.text()) + 4 <= table.columnWidth(c), (heads[c], item.text())


def test_the_room_for_earlier_hands_comes_with_a_deal_never_between_turns(qtbot, data_dir):
    """Taken at the first hand's end, the earlier hands' room moved 10,000's table 35 px between
    two turns (its rounds end between turns: test_the_table_keeps_its_place_from_turn_to_turn).
    Hearts' table is narrowed only by a move that deals a hand, when it is laid out anew."""
    import random

    from .helpers import play_not_looked_at

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", NAMES, {}, seed=5, open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    rng = random.Random(5)
    width, changes = w.table.width(), []
    while w.state.hand_no < 2:
        result = play_not_looked_at(w, rng.choice(w.game.legal_moves(w.state)))
        QApplication.processEvents()
        if w.table.width() != width:
            kinds = {e.kind for turn in (result, *result.then) for e in turn.events}
            changes.append((width, w.table.width(), "dealt" in kinds))
            width = w.table.width()
    # (once, narrower, at hand 2's deal, not at hand 1's end, the move before it)
    assert len(changes) == 1 and changes[0][1] < changes[0][0] and changes[0][2], changes
