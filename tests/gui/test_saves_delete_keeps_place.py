"""After a Delete the saved-games list keeps its place and selects the deleted row's neighbour
(s40 t4 LOOK: the list re-scrolled after a Delete and the next click selected another game)."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.store.saves import SaveStore

from .helpers import open_window
from .test_saved_games_fixes import answer, listed_ids, select_row


def test_delete_selects_the_neighbour_and_keeps_the_top_row(qtbot, data_dir):
    store = SaveStore()
    store.directory.mkdir(parents=True, exist_ok=True)
    for k in range(30):
        (store.directory / f"broken{k:02}.json").write_text("{not json", encoding="utf-8")
    w = open_window(qtbot, (1024, 600))
    tree = w.start.saves
    ids = listed_ids(w)
    assert len(ids) == 30
    victim, after = ids[10], ids[11]
    select_row(w, victim)
    qtbot.wait(50)
    tree.scrollToItem(tree.currentItem(), tree.ScrollHint.PositionAtTop)
    qtbot.wait(50)
    top = tree.itemAt(0, 0).data(0, Qt.UserRole)
    bar = tree.verticalScrollBar()
    assert bar.maximum() > bar.value() > 0  # (the list scrolled, not at its end)
    seen: list = []
    answer(w, "Delete it", seen)
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)
    assert victim not in listed_ids(w)
    selected = tree.selectedItems()
    assert [r.data(0, Qt.UserRole) for r in selected] == [after]
    assert w.start.delete_button.isEnabled()
    # the row that was at the top of the list's view is gone: the one under it is at the top now
    assert tree.itemAt(0, 0).data(0, Qt.UserRole) in (top, after)


def test_a_name_broken_at_its_hyphen_is_joined_without_a_space_where_the_row_is_cut(qtbot, data_dir):
    """s40 t3 LOOK-6: the row read "Maximilian Alexander-O'Connor, Zoë, Wilhelmina Wolcott- Mon…"."""
    from cardtable.gui.start_screen import joined_lines

    assert joined_lines(["Zoë, Wilhelmina Wolcott-", "Montgomerys, Anna"]) == "Zoë, Wilhelmina Wolcott-Montgomerys, Anna"
    assert joined_lines(["Anna,", "Ben"]) == "Anna, Ben"
    w = open_window(qtbot, (1024, 600))
    names = ["Maximilian Alexander-O'Connor", "Zoë", "Wilhelmina Wolcott-Montgomerys", "Bartholomew Featherstonehaugh"]
    w.start_game("sweep", names, {}, seed=1)
    w.back_to_start()
    rows = [r for rs in w.start.save_rows().values() for r in rs]
    assert rows
    for row in rows:
        assert "- " not in row.text(0), row.text(0)
        # (s40 t4: names cut with "…"; every cell's tooltip has the whole of them)
        for c in range(3):
            assert all(html.escape(n) in row.toolTip(c) for n in names), (c, row.toolTip(c))
    # a column narrow enough for the hyphenated name to be broken, the row cut (as at k04.png)
    tree = w.start.saves
    given = [n + "," for n in names[:-1]] + [names[-1]]
    for width in range(150, 400, 10):
        tree.setColumnWidth(0, width)
        text = w.start._row_text("Sweep · 1 computer · 12 moves".split(), given)
        assert "- " not in text, (width, text)
