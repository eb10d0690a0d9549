"""The keys under the score sheet beside the table (10,000's "T: a take-over.", Oh Hell!'s "✗: a
scratch ...", Saskatchewan's "All in cents ...") are said as they always were, over long games
played at random: a key where its mark is in a cell on view (:func:`score_panel.with_keys`), or
where its mark is in no cell of the sheet at all (a key about the whole sheet). What is on view
was found by reading every cell of the table and every cell of the sheet at every refresh, which
grew with the game (1-2 ms at 1,000 rows); the panel now counts the marks row by row as it writes
the rows. Here every legend the panel writes is compared with that first computation, kept below
as it was: the sheet across in full, in short cells (compact) and with the players down, rows
added, rewritten (a 10,000 round filling in turn by turn) and taken back (undo)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, format_value
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui import score_panel

from .test_score_panel_labels import docked_panel

SIZES = ((1366, 768), (1024, 600), (1920, 1080), (800, 600), (640, 480))


def key_in(key: str, text: str) -> bool:
    return f" {key.split(': ', 1)[0]} " in f" {text} "


def old_key_in_view(key: str, sheet: ScoreSheet, shown: Sequence[str]) -> bool:
    """The first computation: the mark in a cell on view, or in no cell of the sheet."""
    if any(key_in(key, text) for text in shown):
        return True
    return not any(key_in(key, format_value(v)) for row in sheet.rows for cell in row.cells for v in cell) \
        and not any(key_in(key, m) for row in sheet.rows for m in row.marks)


def old_with_keys(text: str, sheet: ScoreSheet, shown: Sequence[str], marked: bool) -> str:
    said = sheet.marks_said if sheet.marks_said and sheet.marks_said in text else ""
    keys = [key for key in sheet.keys if old_key_in_view(key, sheet, shown) and not key_in(key, said)]
    if marked and sheet.marked_said:
        keys.append(f"Green: {sheet.marked_said}.")
    return " ".join([text, *keys]) if keys else text


def old_shown(panel, sheet: ScoreSheet) -> list[str]:
    """What the panel passed as the cells on view: every cell of the table; players down, the
    totals and the Last column's entries whole."""
    if panel.players_down:
        return [format_value(t) for t in sheet.totals] + list(panel._list_last)
    table = panel.table
    return [item.text() for r in range(table.rowCount()) for c in range(table.columnCount())
            if (item := table.item(r, c)) is not None]


def played(game_id: str, players: int, seed: int):
    """The game played at random to its end: its final state, and the field that grows a row
    at a time (10,000's turns, the others' hands)."""
    game = get_game(game_id)
    session = Session.new(game, ["Anna", "Ben", "Cleo", "Dev"][:players], {}, seed=seed)
    rnd = random.Random(seed)
    while game.legal_moves(session.state):
        session.play(rnd.choice(game.legal_moves(session.state)))
    field = "turns" if game_id == "ten_thousand" else "history"
    return game, session.state, field


@pytest.mark.parametrize("game_id, players, times", [("ten_thousand", 3, 4), ("oh_hell", 4, 6),
                                                     ("saskatchewan_rummy", 4, 12)])
def test_the_keys_said_are_those_of_the_first_computation_over_a_long_game(qtbot, monkeypatch, game_id, players,
                                                                          times):
    game, state, field = played(game_id, players, seed=7)
    # the game played again and again on one sheet: a long one (10,000: some 200 rounds)
    long = getattr(state, field) * times
    window, dock = docked_panel(qtbot, *SIZES[0])
    # (not painted: the legends are written and the sheet laid out at each refresh as before; its
    # paint, a quarter of the run, drew nothing looked at: the same legends in the same ways at
    # every refresh of the three games with and without it, s42)
    window.setUpdatesEnabled(False)
    panel = dock.scores
    seen: dict[str, int] = {}
    said = {"some": 0, "not": 0}
    real = score_panel.with_keys

    def checked(text, sheet, *args):
        result = real(text, sheet, *args)
        expected = old_with_keys(text, sheet, old_shown(panel, sheet), args[-1] if len(args) > 1 else False)
        assert result == expected, (panel.players_down, panel.compact, len(sheet.rows))
        mode = "down" if panel.players_down else "short" if panel.compact else "full"
        seen[mode] = seen.get(mode, 0) + 1
        said["some" if result != text else "not"] += 1
        return result

    monkeypatch.setattr(score_panel, "with_keys", checked)
    rnd = random.Random(game_id)
    n = 1
    refreshes = 0
    while n <= len(long):
        if rnd.random() < 0.08:  # another window size: the sheet across, short or down
            size = rnd.choice(SIZES)
            window.resize(*size)
            QApplication.processEvents()
            dock.set_font_px(size[1] // 60)
        if rnd.random() < 0.1:  # taken back (undo): rows rewritten from further up
            n = max(1, n - rnd.randint(1, 4))
        sheet = game.score_sheet(state.replace(**{field: long[:n]}))
        dock.set_sheet(sheet)
        QApplication.processEvents()
        refreshes += 1
        n += 1
    window.close()
    assert refreshes > len(long)
    # every way the sheet is shown was met, and keys were said and left out
    assert set(seen) == {"full", "short", "down"}, seen
    assert said["some"] > 0 and (said["not"] > 0 or game_id == "saskatchewan_rummy"), said


def test_row_marks_counted_as_rows_come_and_go_agree_with_reading_every_row():
    """:class:`score_panel.RowMarks` alone, where the cells shown and the rows' values differ
    (a short cell leaves a mark out; players down none is shown): rows written, taken back from
    anywhere and written again, keys asked at any time (a mark first asked about late)."""
    rnd = random.Random(5)
    words = ["T", "✗", "All in cents", "12", "1,250", "Blew It", "No meld", "2 ✗", "300 T", ""]
    keys = ["T: a take-over.", "✗: a scratch.", "All in cents: 155 is $1.55.", "Blew It: nothing counted."]

    def row():
        cells = tuple((rnd.choice(words), rnd.randrange(50)) for _ in range(3))
        marks = tuple(rnd.choice(words) for _ in range(3)) if rnd.random() < 0.3 else ()
        return ScoreRow("Round", cells, marked=(1,) if rnd.random() < 0.2 else (), marks=marks)

    counted = score_panel.RowMarks()
    followed = score_panel.RowMarks()  # (players down: the rows followed, none shown)
    rows: list = []
    texts: list[list[str]] = []
    for _ in range(600):
        if rnd.random() < 0.15 and rows:
            first = rnd.randrange(len(rows))
            counted.cut(first)
            del rows[first:], texts[first:]
        new = row()
        shown = [rnd.choice(words) for _ in range(3)]
        counted.add(new, shown)
        rows.append(new)
        texts.append(shown)
        sheet = ScoreSheet("s", "s", ("A", "B", "C"), sections=(ScoreSection(rows=tuple(rows)),))
        totals = [rnd.choice(words)]
        for key in rnd.sample(keys, rnd.randint(0, len(keys))):
            on_view = [t for cells in texts for t in cells] + totals
            assert counted.in_view(key, totals) == old_key_in_view(key, sheet, on_view), (key, len(rows))
            assert followed.in_view(key, totals, list(rows)) == old_key_in_view(key, sheet, totals), (key, len(rows))
        assert counted.marked == sum(1 for r in rows if r.marked)
        assert counted.marks == sum(1 for r in rows if r.marks)
