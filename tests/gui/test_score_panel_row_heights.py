"""Row heights in the score panel start afresh when the sheet is written again. A tester saw
Euchre's "Play again" begin with a Total row three lines tall (48 px, where the first game's
"Hand 1 – …" label had wrapped), and seven Oh Hell! players in 50 px rows (five in sight) that
were 22 px when the same game was reopened: a row kept the height of what it showed before."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication

from cardtable.games import get_game

from .test_score_panel_many import window_with_panel

EUCHRE = ("Anna", "Robo Rex", "Cleo", "Robo Remy")
OH_HELL = ("Anna", "Robo Rex", "Cleo", "Robo Remy", "Robo Rosa", "Robo Rudi", "Robo Rae")


def sheets(game_id, players, seed=3):
    """The sheet after each move of a game played to its end by the hint's moves."""
    game = get_game(game_id)
    state = game.setup(list(players), {}, seed=seed)
    out = [game.score_sheet(state)]
    while not game.is_over(state):
        state = game.apply(state, game.heuristic(state, game.to_act(state)[0])).state
        sheet = game.score_sheet(state)
        if sheet != out[-1]:
            out.append(sheet)
    return out


def heights(dock):
    table = dock.scores.table
    return [table.rowHeight(r) for r in range(table.rowCount())]


def play_live(dock, sheets_):
    for sheet in sheets_:
        dock.set_sheet(sheet)
        QApplication.processEvents()


def test_play_again_starts_with_rows_one_line_tall(qtbot):
    window, dock = window_with_panel(qtbot, 1366, 768)
    game = sheets("euchre", EUCHRE)
    play_live(dock, game)
    one = dock.scores.table.verticalHeader().defaultSectionSize()
    assert max(heights(dock)) > one  # the long hand labels wrapped (else this tests nothing)
    dock.set_sheet(game[0])  # Play again: the same players, no hand yet
    QApplication.processEvents()
    assert heights(dock) == [one]
    play_live(dock, game[1:4])  # and its first hands are as tall as their own labels need
    live = heights(dock)
    scores = dock.scores
    scores.set_sheet(None)
    scores.set_sheet(game[3])
    QApplication.processEvents()
    assert live == heights(dock)


def test_a_live_sheet_has_the_rows_of_the_same_sheet_shown_afresh(qtbot):
    window, dock = window_with_panel(qtbot, 1366, 768)
    game = sheets("euchre", EUCHRE)
    play_live(dock, game)
    live = heights(dock)
    dock.scores.set_sheet(None)
    dock.scores.set_sheet(game[-1])
    QApplication.processEvents()
    assert live == heights(dock)


def test_players_down_after_a_sheet_of_tall_rows_are_one_line_each(qtbot):
    window, dock = window_with_panel(qtbot, 1366, 768)
    play_live(dock, sheets("euchre", EUCHRE))
    one = dock.scores.table.verticalHeader().defaultSectionSize()
    oh = sheets("oh_hell", OH_HELL)
    play_live(dock, oh[:60])
    assert dock.scores.players_down
    # each row as tall as its name's lines (since s40 a name may go on two lines where the
    # rounds' columns need the room beside it), none kept at the height of the sheet before
    table = dock.scores.table
    lines = [table.verticalHeaderItem(r).text().count("\n") for r in range(table.rowCount())]
    line = table.fontMetrics().height()
    assert heights(dock) == [one + k * line for k in lines], (heights(dock), lines)
    assert lines.count(0) >= len(OH_HELL) - 2


def test_euchre_labels_beside_the_table_keep_alone_and_euchre(qtbot):
    """A tester's dock read "Hand 10 – Robo Rex, diamond…": the long label lost its trump,
    "alone" and "Euchre!". Beside the table the row is "10. Robo Rex ♦ alone – Euchre!" (the
    printed sheet and the row's tooltip keep the long one)."""
    from cardtable.core.scoresheet import ScoreRow

    window, dock = window_with_panel(qtbot, 1366, 768)
    game = sheets("euchre", EUCHRE)
    last = game[-1]
    long_row = ScoreRow("Hand 10 – Robo Rex, diamonds, alone – Euchre!", last.rounds[0].cells,
                        short="10. Robo Rex ♦ alone – Euchre!")
    rows = (long_row,) + tuple(last.rounds[1:])
    sheet = replace(last, sections=(replace(last.sections[0], rows=rows),))
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    shown = table.verticalHeaderItem(0).text()
    assert "…" not in shown and shown.replace("\n", " ") == long_row.short
    assert table.verticalHeaderItem(0).toolTip().find("diamonds, alone") >= 0
    for row in last.rounds:  # the game's own rows say the same, in short
        assert row.short.startswith(row.label.split(" – ")[0].removeprefix("Hand ") + ". ")
        assert ("alone" in row.short) == ("alone" in row.label)
        assert ("Euchre!" in row.short) == ("Euchre!" in row.label)
        assert "\u00a0" in row.short  # the trump's symbol never alone on a line of its own
