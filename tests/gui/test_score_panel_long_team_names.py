"""The score sheet with long team names (s37 t3 #4, #5): 2560x1440 at twice the size (1280x720
logical), 500 Rummy and Euchre played in teams by "Maximilian Alexander-O'Connor", "Zoë",
"Anna-Sophie Müller-Lüdenscheid" and "Wilhelmina Wolcott-Montgomerys".

- The leading side's column header is set in bold, but its column was as wide as the name in the
  regular font: "Wolcott-Montgomerys" read "/lontgomerys", the M and the s cut at both edges,
  docked, floating and after the sheet was shown again.
- The floating sheet made wider gave the room to the row labels only: the team names stayed one
  word a line (seven lines).
- Euchre's row labels were cut ("1. Wilhelmina / Wolcott-Mo…") in a sheet that had room for them.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from .helpers import open_window

NAMES = ["Maximilian Alexander-O'Connor", "Zoë", "Anna-Sophie Müller-Lüdenscheid", "Wilhelmina Wolcott-Montgomerys"]
#: a header section's room beside its text (the sheet's style: "padding: 3px 6px", a 1 px border)
SECTION_PAD = 13
#: 500 Rummy's first hand: Zoë bid 70 in diamonds and made it, her team (Zoë & Wilhelmina) leads
RUMMY_HANDS = [dict(bidder=1, bid=70, trump="D", made=True, points=(3, 80), winner=None)]
#: Euchre's hands, each seat the makers once (the long names in the row labels), the first team leads
EUCHRE_HANDS = [dict(makers=3, trump="S", alone=False, taken=3, points=(0, 1)),
                dict(makers=2, trump="H", alone=False, taken=4, points=(1, 0)),
                dict(makers=0, trump="C", alone=False, taken=5, points=(2, 0)),
                dict(makers=1, trump="D", alone=True, taken=5, points=(0, 4)),
                dict(makers=2, trump="S", alone=False, taken=5, points=(2, 0))]


def game_with_sheet(qtbot, game_id: str, hands, totals):
    """The game in a 1280x720 window (2560x1440 at twice the size), its sheet docked and
    showing ``hands``."""
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game(game_id, NAMES, {}, seed=3)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    panel.set_sheet(w.game.score_sheet(w.state.replace(history=hands, totals=totals)))
    QApplication.processEvents()
    return w, panel


def header_lines(panel, c: int) -> list[str]:
    return panel.scores.table.horizontalHeaderItem(c).text().split("\n")


def assert_headers_whole(panel, where: str) -> None:
    """Every header line, in its own font (bold for the leader), fits its column."""
    table = panel.scores.table
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        fm = QFontMetrics(item.font())
        widest = max(fm.horizontalAdvance(line) for line in item.text().split("\n"))
        assert widest + SECTION_PAD <= table.horizontalHeader().sectionSize(c), \
            (where, item.text(), item.font().bold(), widest, table.horizontalHeader().sectionSize(c))


def float_panel(qtbot, panel) -> None:
    panel.setFloating(True)
    qtbot.waitUntil(lambda: panel.isFloating() and panel.isVisible())
    qtbot.wait(50)
    QApplication.processEvents()


def test_the_leaders_bold_header_fits_its_column(qtbot, data_dir):
    w, panel = game_with_sheet(qtbot, "rummy_500", RUMMY_HANDS, (3, 80))
    assert panel.scores.leader_columns() == [1]  # Zoë & Wilhelmina Wolcott-Montgomerys, in bold
    # (in first names where whole they take more than three lines: the tooltip has them whole)
    assert "Wilhelmina" in header_lines(panel, 1)
    assert_headers_whole(panel, "docked")
    float_panel(qtbot, panel)
    assert_headers_whole(panel, "floating")
    panel.setFloating(False)
    qtbot.waitUntil(lambda: not panel.isFloating())
    w.score_view_action.trigger()  # hidden and shown again (Ctrl+T twice)
    w.score_view_action.trigger()
    qtbot.waitUntil(lambda: panel.isVisible())
    QApplication.processEvents()
    assert_headers_whole(panel, "shown again")


def test_euchres_other_team_leads_in_bold_whole(qtbot, data_dir):
    """("Lüdenscheid" lost its L when the first team led.)"""
    w, panel = game_with_sheet(qtbot, "euchre", EUCHRE_HANDS[:3], (3, 1))
    assert panel.scores.leader_columns() == [0]
    assert_headers_whole(panel, "docked")


def test_a_floating_sheet_made_wider_gives_the_team_columns_room_too(qtbot, data_dir):
    w, panel = game_with_sheet(qtbot, "rummy_500", RUMMY_HANDS, (3, 80))
    float_panel(qtbot, panel)
    table = panel.scores.table
    columns = [table.columnWidth(c) for c in range(2)]
    lines = [len(header_lines(panel, c)) for c in range(2)]
    # (the long team's name in first names in the narrow sheet, on three lines at most: whole,
    # one word a line, it took five or more, s41 t3 LOOK-2)
    assert lines[0] <= 3 and header_lines(panel, 0)[0].startswith("Maximilian"), header_lines(panel, 0)

    # a little wider (the tester's drag): the label does not take it all
    panel.resize(panel.width() + 120, panel.height())
    qtbot.wait(50)
    QApplication.processEvents()
    assert table.columnWidth(0) >= columns[0] + 30, ([table.columnWidth(c) for c in range(2)], columns)

    panel.resize(panel.width() + 180, panel.height())  # 300 px wider in all
    qtbot.wait(50)
    QApplication.processEvents()
    wider = [table.columnWidth(c) for c in range(2)]
    assert sum(wider) >= sum(columns) + 150, (wider, columns)
    assert all(a > b for a, b in zip(wider, columns)), (wider, columns)
    # and their names use it: fewer lines, none cut
    now = [len(header_lines(panel, c)) for c in range(2)]
    # (s41: whole again, on no more lines than the first names took)
    assert now[0] <= lines[0] and now[1] <= lines[1] and "Montgomerys" in header_lines(panel, 1)[-1], \
        (now, lines, [header_lines(panel, c) for c in range(2)])
    assert_headers_whole(panel, "floating, wider")
    # (the header is as tall as its lines: it was seven lines tall)
    header = table.horizontalHeader()
    assert header.height() <= (now[0] + 1) * header.fontMetrics().lineSpacing() + 12, header.height()

    panel.resize(panel.width() - 300, panel.height())  # and back
    qtbot.wait(50)
    QApplication.processEvents()
    assert [len(header_lines(panel, c)) for c in range(2)] == lines
    assert_headers_whole(panel, "floating, narrow again")


def assert_labels_whole(panel, where: str) -> None:
    table = panel.scores.table
    sheet = panel.sheet
    header = table.verticalHeader()
    fm = table.fontMetrics()
    for r, row in enumerate(sheet.rows):
        item = table.verticalHeaderItem(r)
        assert "…" not in item.text(), (where, item.text(), header.width())
        assert item.text().replace("\n", " ").replace("- ", "-").replace("\u00a0", " ") \
            == row.shown.replace("\u00a0", " "), (where, item.text())
        for line in item.text().split("\n"):
            assert fm.horizontalAdvance(line) + 12 <= header.width(), (where, line, header.width())
        assert header.sectionSize(r) >= item.text().count("\n") * fm.height() + fm.height(), (where, item.text())


def test_euchres_row_labels_show_whole_where_the_sheet_has_room(qtbot, data_dir):
    w, panel = game_with_sheet(qtbot, "euchre", EUCHRE_HANDS, (5, 5))
    assert_labels_whole(panel, "docked")
    assert_headers_whole(panel, "docked")
    # the sheet keeps the table's room: no wider than its share of the window
    assert panel.width() <= panel.width_limit() + 2
    float_panel(qtbot, panel)
    assert_labels_whole(panel, "floating")
    panel.resize(panel.width() + 300, panel.height())
    qtbot.wait(50)
    QApplication.processEvents()
    assert_labels_whole(panel, "floating, wider")
    assert_headers_whole(panel, "floating, wider")
