"""The score panel with many players: "at 8 players the score sheet takes a third of the window at
1366 wide, even when the sheet is still empty; at 1024x600 its names and numbers are cut off".

The panel is as wide as its sheet needs, at most 30% of a laptop's window and a quarter of a small
one, chosen when the game opens with room for the rows to come (it then keeps its width: the table
beside it does not move). Players across when they fit; when they would not (eight players beside
a laptop's table, or a small window), the players go down: name, total, and the last row's
points. No number is ever cut ("0…"); a name is shown whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from cardtable.core.scoresheet import ScoreRow, ScoreSection, ScoreSheet
from cardtable.gui.score_panel import ScorePanel

NAMES = ("Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi", "Ines", "Jonas")


def sheet_of(rows, players, subs=("Points", "Total"), blank=0):
    """``rows`` hands of points (running totals), then ``blank`` rounds still to play."""
    out, totals = [], [0] * len(players)
    for r in range(rows):
        pts = [5 * ((r + c) % 7) - 10 for c in range(len(players))]
        totals = [t + p for t, p in zip(totals, pts)]
        out.append(ScoreRow(f"Round {r + 1}", tuple((p, t) for p, t in zip(pts, totals))))
    out += [ScoreRow(f"Round {rows + k + 1} – still to play") for k in range(blank)]
    return ScoreSheet(title="t", game_name="Test", columns=tuple(players), players=tuple(players),
                      sub_columns=subs, date="", sections=(ScoreSection(rows=tuple(out)),),
                      totals=tuple(totals), lower_is_better=True)


def window_with_panel(qtbot, w, h):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(w, h)
    window.setCentralWidget(QWidget())  # the table's place
    dock = ScorePanel(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    dock.set_font_px(max(12, h // 60))  # as the main window does
    return window, dock


def nothing_cut(table) -> None:
    """Every cell's and header's text fits its column; every row label fits its header."""
    fm = table.fontMetrics()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is not None:
                bold = item.font().bold()
                width = fm.horizontalAdvance(item.text()) * (1.1 if bold else 1)
                assert width <= table.columnWidth(c), (item.text(), table.columnWidth(c))
    hfm = table.horizontalHeader().fontMetrics()
    for c in range(table.columnCount()):
        text = table.horizontalHeaderItem(c).text()
        assert max(hfm.horizontalAdvance(line) for line in text.split("\n")) <= table.columnWidth(c), text
    vfm = table.verticalHeader().fontMetrics()
    for r in range(table.rowCount()):
        item = table.verticalHeaderItem(r)
        width = vfm.horizontalAdvance(item.text()) * (1.1 if item.font().bold() else 1)
        assert width <= table.verticalHeader().width(), item.text()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("players", [8, 10])
def test_many_players_go_down_the_panel_and_nothing_is_cut(qtbot, size, players):
    window, dock = window_with_panel(qtbot, *size)
    dock.set_sheet(sheet_of(6, NAMES[:players]))
    QApplication.processEvents()
    scores = dock.scores
    table = scores.table
    assert scores.players_down
    assert table.rowCount() == players and table.columnCount() == 1 + 6  # Total, a column a round (s40 t4: Total, Last)
    assert [table.verticalHeaderItem(r).text() for r in range(players)] == list(NAMES[:players])
    assert table.horizontalHeaderItem(1).toolTip()  # which row "Last" is
    nothing_cut(table)
    # the table keeps at least three quarters of the window
    assert dock.width() <= 0.25 * window.width() + 8, (dock.width(), window.width())
    assert window.width() == size[0]  # the panel does not push the window wider


def test_the_totals_and_last_row_are_the_sheets(qtbot):
    window, dock = window_with_panel(qtbot, 1024, 600)
    sheet = sheet_of(3, NAMES[:8], blank=7)  # Canadian Salad lists its rounds to play, blank
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    for c in range(8):
        assert table.item(c, 0).text() == str(sheet.totals[c])
        assert table.item(c, 1).text() == str(sheet.sections[0].rows[2].cell(c, 0))  # Round 3's points
    assert "Round 3" in table.horizontalHeaderItem(1).toolTip()
    leaders = sheet.leaders()
    assert all(table.verticalHeaderItem(c).font().bold() == (c in leaders) for c in range(8))


def test_an_empty_sheet_is_a_narrow_list_of_totals(qtbot):
    """Before the first hand (a Total row of zeros) the panel is narrow, even at 1366."""
    window, dock = window_with_panel(qtbot, 1366, 768)
    dock.set_sheet(sheet_of(0, NAMES[:8]))
    QApplication.processEvents()
    assert dock.scores.players_down
    assert dock.scores.table.columnCount() == 1
    assert dock.width() <= 0.2 * window.width(), dock.width()
    nothing_cut(dock.scores.table)


def test_few_players_stay_across_and_a_big_window_shows_every_row(qtbot):
    window, dock = window_with_panel(qtbot, 1366, 768)
    dock.set_sheet(sheet_of(4, NAMES[:4]))
    QApplication.processEvents()
    assert not dock.scores.players_down and dock.scores.table.rowCount() == 5
    window2, dock2 = window_with_panel(qtbot, 2560, 1440)
    dock2.set_sheet(sheet_of(4, NAMES[:8]))
    QApplication.processEvents()
    assert not dock2.scores.players_down and dock2.scores.table.rowCount() == 5
    assert dock2.width() <= 0.36 * window2.width() + 8


def test_a_wider_window_turns_the_players_across(qtbot):
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet_of(4, NAMES[:8]))
    QApplication.processEvents()
    assert dock.scores.players_down
    window.resize(2560, 1440)
    dock.set_font_px(1440 // 60)  # the main window's resizeEvent
    QApplication.processEvents()
    assert not dock.scores.players_down


def test_players_down_updates_in_place(qtbot):
    """One more hand changes the cells, not the table: the same number of rows and columns."""
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet_of(40, NAMES[:8]))
    QApplication.processEvents()
    table = dock.scores.table
    key = dock.scores._layout_key
    dock.set_sheet(sheet_of(41, NAMES[:8]))
    QApplication.processEvents()
    assert dock.scores._layout_key == key and table.rowCount() == 8
    assert "round 41" in dock.scores.legend.text()


def test_one_row_shows_the_totals_only(qtbot):
    """After the first hand the last row's points are the totals; its column shows them too (s40
    t4: "No row/column for round 1", it had none)."""
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet_of(1, NAMES[:8]))
    QApplication.processEvents()
    assert dock.scores.players_down and dock.scores.table.columnCount() == 2


def test_the_second_hand_adds_the_last_column_in_the_room_kept_for_it(qtbot):
    """The list opens as wide as it will be with its Last column: the second hand's column did
    widen the panel, and the table beside it moved."""
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet_of(1, NAMES[:8]))
    QApplication.processEvents()
    width = dock.width()
    dock.set_sheet(sheet_of(2, NAMES[:8]))
    QApplication.processEvents()
    assert dock.scores.table.columnCount() == 3  # (s40 t4: a column a round)
    assert dock.width() == width
    nothing_cut(dock.scores.table)


def test_a_new_leader_keeps_the_panels_width_and_shows_whole(qtbot):
    """Players down, a name set bold as the leader still fits: the names' room is measured bold."""
    window, dock = window_with_panel(qtbot, 1024, 600)
    players = NAMES[:7] + ("Wilhelmina",)
    dock.set_sheet(sheet_of(3, players))
    QApplication.processEvents()
    width = dock.width()
    points = [[0] * 8, [0] * 8]
    points[1][7] = -50  # Wilhelmina leads (lowest wins)
    rows = [ScoreRow(f"Round {r + 1}", tuple((p, sum(q[c] for q in points[:r + 1])) for c, p in enumerate(points[r])))
            for r in range(2)]
    sheet = ScoreSheet(title="t", game_name="Test", columns=players, players=players, sub_columns=("Points", "Total"),
                       date="", sections=(ScoreSection(rows=tuple(rows)),), totals=tuple([0] * 7 + [-50]),
                       lower_is_better=True)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    assert dock.scores.table.verticalHeaderItem(7).font().bold()
    assert dock.width() == width
    nothing_cut(dock.scores.table)


@pytest.mark.parametrize("size,players", [((1366, 768), 4), ((1366, 768), 6), ((1366, 768), 7),
                                          ((2560, 1440), 8), ((2560, 1440), 10), ((1024, 600), 3)])
def test_across_or_down_no_number_is_cut(qtbot, size, players):
    window, dock = window_with_panel(qtbot, *size)
    dock.set_sheet(sheet_of(12, NAMES[:players]))
    QApplication.processEvents()
    nothing_cut_cells(dock.scores.table)
    assert window.width() == size[0]


def nothing_cut_cells(table) -> None:
    fm = table.fontMetrics()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is not None:
                width = fm.horizontalAdvance(item.text()) * (1.1 if item.font().bold() else 1)
                assert width <= table.columnWidth(c), (item.text(), table.columnWidth(c))


def test_the_last_column_is_the_last_hand_never_a_total(qtbot):
    """Court Whist reopened with narrow docks listed the players down with a "Last" column that
    was its card's "Grand Total" row, the totals twice over. Last is the last hand played."""
    from cardtable.games import get_game

    game = get_game("court_whist")
    state = game.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 5)
    while state.hand_no < 3:
        state = game.apply(state, game.heuristic(state, game.to_act(state)[0])).state
    sheet = game.score_sheet(state)
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    assert dock.scores.players_down and table.columnCount() >= 2  # (the newest round first, s40 t4)
    second = [r for r in sheet.rounds if r.cells][-1]  # Coronation's second hand
    assert second.label.startswith("Trump declared by owner of King-Hearts")
    assert f"{second.label}<" in table.horizontalHeaderItem(1).toolTip()
    assert "Grand Total" not in dock.scores.legend.text()
    assert [table.item(c, 1).text() for c in range(4)] == [str(second.cell(c)) for c in range(4)]


def test_a_long_last_entry_leaves_the_names_whole(qtbot):
    """5 in a Row at 1024x600: the last row's "diagonal, rows 4–8, columns 3–7" took the room
    first, the sides read "A…" and "B…", and the entry ran off the panel's edge. The names and
    totals show whole; the entry takes what is left, on lines of its own (its tooltip has it)."""
    sides = ("Anna & Robo Ruby", "Ben & Robo Remy")
    where = "diagonal, rows 4\u20138, columns 3\u20137"
    rows = (ScoreRow("Turn 30: Ben", ((None,), ("across, row 2, columns 1\u20135",))),
            ScoreRow("Turn 48: Robo Remy", ((None,), (where,))))
    sheet = ScoreSheet(title="t", game_name="5 in a Row", columns=sides,
                       players=("Anna", "Ben", "Robo Ruby", "Robo Remy"), sub_columns=("Rows of five (first to 2)",), sections=(ScoreSection(rows=rows),), totals=(0, 2),
                       winners=(1,))
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    assert dock.scores.players_down and table.columnCount() >= 2  # (the newest round first, s40 t4)
    from PySide6.QtGui import QFontMetrics

    header = table.verticalHeader()
    bold = table.verticalHeaderItem(1).font()
    # (each name whole, on two lines where the earlier rounds' columns take the room: s40 t4)
    shown = [table.verticalHeaderItem(r).text() for r in range(2)]
    assert [" ".join(t.split()) for t in shown] == list(sides)
    assert all(QFontMetrics(bold).horizontalAdvance(line) <= header.width() for t in shown for line in t.split("\n"))
    inner = table.viewport().width()
    assert table.columnWidth(0) + table.columnWidth(1) <= inner  # nothing runs off the edge
    # (the entry wraps in its cell, whole: s31 t2 #10b)
    assert table.item(1, 1).text().replace("\n", " ") == where and where in table.item(1, 1).toolTip()


def test_last_is_each_players_own_result_during_payday(qtbot):
    """Saskatchewan Rummy's PayDay, after some have paid into the pot ("if you cannot, pay
    5 cents"): the totals already count what they paid, so the Last column showed the money so far
    (-75, -30) for those who had paid and round 5's cents (0) for the rest, under one heading.
    Last is round 5's cents for every player."""
    import random

    from cardtable.games import get_game

    game = get_game("saskatchewan_rummy")
    state = game.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 3)
    rnd = random.Random(3)
    while not (state.phase == "payday" and 0 < sum(1 for p in state.paid if p) < 4):
        moves = game.legal_moves(state)
        state = game.apply(state, rnd.choice(moves)).state
    sheet = game.score_sheet(state)
    last = sheet.rounds[-1]
    assert last.label.startswith("Round 5")
    assert any(last.cell(c, 1) != sheet.totals[c] for c in range(4))  # the totals count the payments
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    assert dock.scores.players_down and table.columnCount() >= 2  # (the newest round first, s40 t4)
    assert [table.item(c, 1).text() for c in range(4)] == [str(last.cell(c, 0)) for c in range(4)]


def test_rummolis_last_is_the_rounds_net_with_the_ante(qtbot):
    """Rummoli at the start of round 2 showed "Last 0 / Round 2 so far" though everyone had
    just paid the 9-chip ante ("each player places another chip on each of the nine spaces"):
    the round's own result is its net, -9 for everyone until someone collects."""
    from cardtable.games import get_game

    game = get_game("rummoli")
    state = game.setup(["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi"], {}, 3)
    while state.round_no < 2:
        state = game.apply(state, game.legal_moves(state)[0]).state
    assert state.phase == "widow"
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(game.score_sheet(state))
    QApplication.processEvents()
    table = dock.scores.table
    assert dock.scores.players_down
    assert [table.item(c, 1).text() for c in range(8)] == ["-9"] * 8
    assert "so far in round 2. Then each round's chips won or lost, the newest first." in dock.scores.legend.text()


def test_the_earlier_rounds_room_is_taken_at_a_deal(qtbot):
    """The empty list of totals asks no room for earlier rounds (above); nor does its first row,
    which may come between two turns (10,000's rounds): the room comes at the next deal
    (ScorePanel.dealt, from the main window), when the table beside the panel is laid out anew."""
    window, dock = window_with_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet_of(0, NAMES[:8]))
    QApplication.processEvents()
    empty = dock.width()
    dock.set_sheet(sheet_of(1, NAMES[:8]))
    QApplication.processEvents()
    assert dock.width() == empty
    dock.dealt()
    QApplication.processEvents()
    assert dock.width() > empty, (empty, dock.width())
    wide = dock.width()
    dock.set_sheet(sheet_of(2, NAMES[:8]))
    dock.dealt()
    QApplication.processEvents()
    assert dock.width() == wide
