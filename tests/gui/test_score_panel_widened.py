"""The score sheet follows the width the person gives it by dragging its edge (tester t2 #17).

Arizona Rummy, four players, the window full screen at 1280 logical px (2560x1440 at twice the
size): the sheet lists the players down ("totals only"); the tester dragged its edge to ~600 px,
room for four players' columns, and it stayed so; its advice said to make a full-screen window
wider. Driven by real mouse presses and moves on the divider between the table and the sheet.
(Since s39 four players go across at 1280 by themselves, the panel taking 36 % of a laptop's
window: the narrow sheet is looked at in a window 1200 px wide, where they still go down.)"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .helpers import open_window

PLAYERS = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


#: the points of the rounds played (Arizona Rummy's sheet is made from them)
TWO_ROUNDS = ((5, 0, 10, 20), (0, 15, 5, 5))
#: six rounds: since s46 the narrow sheet shows the totals, the newest round and three before it
#: (two rounds were both in sight, and no advice was due): rounds 1 and 2 are out of sight
SIX_ROUNDS = TWO_ROUNDS * 3


def arizona_with_its_sheet(qtbot, rounds=SIX_ROUNDS):
    """Arizona Rummy's four players in a 1200x720 window, the score sheet shown (players down),
    with ``rounds`` played (six: the first out of sight, where the advice says how to see it)."""
    w = open_window(qtbot, (1200, 720), start=False)
    w.start_game("arizona_rummy", PLAYERS, {}, seed=3)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    panel.set_sheet(w.game.score_sheet(w.state.replace(round_points=rounds)))
    QApplication.processEvents()
    return w, panel


def drag_edge(qtbot, w, dx: int) -> None:
    """Press on the divider left of the sheet, move ``dx`` sideways in steps, release."""
    panel = w.score_panel
    y = panel.y() + panel.height() // 2
    x = panel.x() - 2  # (the divider is the few pixels between the table and the panel)
    QTest.mousePress(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y))
    steps = 6
    for k in range(1, steps + 1):
        QTest.mouseMove(w, QPoint(x + dx * k // steps, y))
        QApplication.processEvents()
    QTest.mouseRelease(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x + dx, y))
    QApplication.processEvents()


def test_dragging_the_sheet_wider_puts_the_players_across_and_back(qtbot, data_dir):
    w, panel = arizona_with_its_sheet(qtbot)
    scores = panel.scores
    assert scores.players_down, "(the tester's narrow sheet)"
    narrow = panel.width()
    legend = scores.legend.text()
    assert "widen this panel (drag its left edge)" in legend, legend

    drag_edge(qtbot, w, -(600 - narrow))
    QApplication.processEvents()
    assert abs(panel.width() - 600) <= 4, (panel.width(), narrow)  # (the width dragged to: see below)
    assert not scores.players_down, "the sheet dragged wide still lists the players down"
    assert scores.table.columnCount() == 4
    assert [scores.table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(4)] == PLAYERS
    # the panel keeps the width it was dragged to: the board moves with the drag, not after it
    wide = panel.width()
    board = w.stack.width()
    qtbot.wait(50)
    assert abs(panel.width() - wide) <= 2 and abs(w.stack.width() - board) <= 2
    # shown again (Ctrl+T twice), it is still across
    w.score_view_action.trigger()
    w.score_view_action.trigger()
    QApplication.processEvents()
    assert not scores.players_down

    drag_edge(qtbot, w, wide - narrow)
    QApplication.processEvents()
    assert panel.width() <= narrow + 4, (panel.width(), narrow)
    assert scores.players_down, "the sheet dragged narrow again keeps its players across, squeezed"


def test_the_advice_never_asks_a_maximised_window_to_grow(qtbot, data_dir):
    w, panel = arizona_with_its_sheet(qtbot)
    w.showMaximized()
    qtbot.waitUntil(lambda: w.isMaximized())
    QApplication.processEvents()
    panel.scores.set_sheet(panel.sheet)
    legend = panel.scores.legend.text()
    assert panel.scores.players_down  # (the offscreen screen is 800 px wide: too narrow across)
    assert "window" not in legend, legend
    assert "widen this panel (drag its left edge) or print the sheet (Game menu)." in legend \
        or "To see every round's scores, print the sheet (Game menu)." in legend, legend


def test_the_width_the_person_gave_the_sheet_is_kept_when_the_window_is_resized(qtbot, data_dir):
    """The sheet dragged wide (players across) went back to its share of the window, players
    down, at the next resize of the window, however small. It keeps the share of the window the
    person gave it: the same width at the same window size, wider in a wider window."""
    w, panel = arizona_with_its_sheet(qtbot)
    scores = panel.scores
    assert scores.players_down
    narrow = panel.width()
    drag_edge(qtbot, w, -(600 - narrow))
    QApplication.processEvents()
    wide = panel.width()
    # (the width it was dragged to: since s46 the narrow sheet is 300 px, room for three earlier
    # rounds, and "600 > narrow + 300" no longer said whether the drag took)
    assert abs(wide - 600) <= 4 and not scores.players_down, (wide, narrow)
    share = wide / w.width()

    for size in ((1300, 720), (1366, 768), (1200, 720)):
        w.resize(*size)
        qtbot.waitUntil(lambda: w.width() == size[0])
        qtbot.wait(50)
        QApplication.processEvents()
        assert not scores.players_down, f"across no more at {size}"
        assert abs(panel.width() - share * size[0]) <= 12, (size, panel.width(), share * size[0])
    assert abs(panel.width() - wide) <= 4


def test_the_advice_names_the_rounds_it_means(qtbot, data_dir):
    """With the players listed down, every player's total is in view; the legend still said "To
    see every row, widen this panel…", which read as if some players' rows were hidden: the
    rows out of sight are the rounds', and the legend says so."""
    w, panel = arizona_with_its_sheet(qtbot)
    scores = panel.scores
    assert scores.players_down and scores.table.rowCount() == len(PLAYERS)  # every player's total
    legend = scores.legend.text()
    assert "every row" not in legend, legend
    assert "To see every round's scores, widen this panel (drag its left edge)" in legend, legend


def test_the_advice_waits_until_a_round_is_out_of_sight(qtbot, data_dir):
    """s29 note: "the sheet's advice shows before any round is out of sight". With the players
    down the sheet shows each total and the last round: at the start, and after one round (its
    points are the totals), nothing is hidden and nothing is advised; after two rounds both are
    in sight (the earlier ones beside the newest since s46), after six the first are out of sight
    and the advice says how to see them. After one round the legend names it (the totals are all
    from it)."""
    w, panel = arizona_with_its_sheet(qtbot, rounds=())
    scores = panel.scores
    assert scores.players_down
    assert scores.legend.text() == "Each player's total.", scores.legend.text()
    panel.set_sheet(w.game.score_sheet(w.state.replace(round_points=TWO_ROUNDS[:1])))
    QApplication.processEvents()
    # (the round its points came from named: s32 t1 #2)
    # (in short: "all from Round 1 (3 cards, 3s wild)" pasted the row's label, s36 t1 #8)
    assert scores.legend.text() == "Each player's total after round 1.", scores.legend.text()
    panel.set_sheet(w.game.score_sheet(w.state.replace(round_points=TWO_ROUNDS)))
    QApplication.processEvents()
    legend = scores.legend.text()
    # (a column a round since s40 t4, the newest first: it said "Last: round 2.")
    assert legend == "Each player's total after round 2. Then each round's points, the newest first.", legend
    panel.set_sheet(w.game.score_sheet(w.state.replace(round_points=SIX_ROUNDS)))
    QApplication.processEvents()
    legend = scores.legend.text()
    assert legend.startswith("Each player's total after round 6. Then each round's points, the newest first. "
                             "To see every round's scores, "), legend


def test_a_standings_sheet_has_no_rounds_to_advise_about(qtbot, data_dir):
    """Fast Track's sheet is standings (cards played, marbles in the pen, ... and the bottom row,
    marbles home), not rounds' scores. With the players down it said "To see every round's
    scores, widen this panel ..." from the first card on, though it has no round to see; the
    advice is due only where a round is out of sight, by the rule the other games follow."""
    from cardtable.core.session import Session

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=3)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    QApplication.processEvents()
    scores = panel.scores
    assert scores.players_down  # (1024x600: the narrow sheet, where the advice is given)
    assert scores.legend.text() == "Each player's marbles home.", scores.legend.text()
    session = Session.new(w.game, ["Anna", "Ben", "Cleo", "Dev"], {}, seed=3)
    for _ in range(60):  # cards played, marbles out of their pens: still no round
        session.play(w.game.legal_moves(session.state)[0])
    panel.set_sheet(w.game.score_sheet(session.state))
    QApplication.processEvents()
    assert scores.players_down and "round" not in scores.legend.text(), scores.legend.text()


def test_a_sheet_with_its_own_bottom_row_keeps_its_rounds():
    """Only a standings sheet has no rounds: the panel took every sheet whose bottom row has its
    own name for standings, so Golf's "Quarters left" lost the "Last" round beside the totals and
    advised seeing every round's scores from the first hand on. It follows the same rule as the
    other games now: the advice from the second round on."""
    from cardtable.core.scoresheet import ScoreRow, ScoreSection, ScoreSheet
    from cardtable.gui.score_panel import rounds_out_of_sight

    def golf(hands: int, standings: bool = False) -> ScoreSheet:
        rows = tuple(ScoreRow(f"Hand {h + 1}", ((5, 1), (12, 0))) for h in range(hands))
        return ScoreSheet("Golf score sheet", "Golf", ("Anna", "Ben"), sections=(ScoreSection(rows=rows),),
                          sub_columns=("Points", "Quarters"), totals=(9, 10), total_label="Quarters left",
                          standings=standings)

    assert not rounds_out_of_sight(golf(1))
    assert rounds_out_of_sight(golf(2))
    assert not rounds_out_of_sight(golf(2, standings=True))
    assert ScoreSheet.from_json(golf(2, standings=True).to_json()).standings  # (kept where a sheet is saved)
    assert not ScoreSheet.from_json(golf(2).to_json()).standings
