"""Finding (s47 t3 F-H): "Saved-games list (start screen, all sizes): each entry is two lines
("Fan Tan · 10 moves" / "Anna, Robo Max and Robo Nell") with no gap or stripe between entries, so
with 6–8 saves it reads as one block of text." Every other saved game is shaded; a group's heading
stays on the list's plain paper. The rows keep their height: as many games in sight as before."""

from __future__ import annotations

from PySide6.QtGui import QColor

from cardtable.gui.start_screen import LIST_PAPER
from cardtable.store.saves import SaveStore

from saved_games import session_of

from .helpers import open_window, row_of


def test_every_other_saved_game_is_shaded(qtbot, data_dir):
    store = SaveStore()
    for k, n in enumerate((3, 4, 5)):
        store.save(f"game{k}", session_of(n, players=("Anna", "Ben", "Cleo", "Dan")))
    w = open_window(qtbot, (1024, 600))
    tree = w.start.saves
    tree.clearSelection()  # (a marked row is drawn in the marking colour)
    tree.setCurrentItem(None)
    image = tree.viewport().grab().toImage()

    def paper(item) -> QColor:  # (the row's first pixels, left of its words)
        rect = tree.visualItemRect(item)
        return image.pixelColor(rect.left() + 2, rect.top() + 1)

    rows = [row_of(w, f"game{k}") for k in range(3)]
    heading = rows[0].parent()
    assert paper(heading) == QColor(LIST_PAPER)
    colours = [paper(row).name() for row in rows]
    assert colours[0] != colours[1] and colours[1] != colours[2] and colours[0] == colours[2], colours
