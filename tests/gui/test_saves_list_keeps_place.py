"""Finding (s31 t2 #9): at 1024x600, the saved-games list scrolled down to "Damaged files", a
damaged row opened and "Keep it" answered: the list was rebuilt and jumped back to the top, so
the next double-click, on the row the player had seen, opened an in-progress game instead. The
list keeps its selection and its scroll position when it is rebuilt."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.store.saves import SaveStore

from saved_games import session_of

from .helpers import open_window


def test_the_list_keeps_its_place_when_rebuilt(qtbot, data_dir):
    store = SaveStore()
    for k in range(8):
        store.save(f"game{k}", session_of(4 + k, seed=k))
    (store.path_of("game0").parent / "broken.json").write_text("not a saved game\n")
    w = open_window(qtbot, (1024, 600))
    tree = w.start.saves
    bar = tree.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    damaged = w.start.save_rows()["Damaged files" if "Damaged files" in w.start.save_rows() else "Damaged file"][0]
    tree.scrollToItem(damaged)
    tree.setCurrentItem(damaged)
    QApplication.processEvents()
    where = bar.value()
    assert where > 0
    w.refresh_start()  # (as after the dialog about the damaged file)
    QApplication.processEvents()
    assert w.start.selected_save() == "broken"
    assert bar.value() == where
