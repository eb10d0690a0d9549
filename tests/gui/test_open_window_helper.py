"""helpers.open_window(start=False), for a test going straight to a table: the start screen's
tiles are left to be built when it next shows, and Back to Start shows them as a window opened
with them does (the same tiles, the game just played in the saved games list)."""

from tests.gui.helpers import open_window, row_of


def tile_names(w) -> list[tuple[str, bool]]:
    return [(t.info.name, t.isVisibleTo(w.start)) for t in w.start.tiles]


def test_straight_to_a_table_the_tiles_wait_and_back_to_start_shows_them(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    assert w.start_ready and not w.start.tiles  # the saves read, the tiles not built
    assert w.isActiveWindow()  # (a key pressed at once reaches the window's shortcuts)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dan"], {}, seed=1, open_handed=True)
    sid = w.save_id
    w.back_to_start()
    assert w.stack.currentWidget() is w.start
    row_of(w, sid)  # (listed)

    full = open_window(qtbot)
    assert tile_names(w) == tile_names(full) and len(w.start.tiles) > 30


def test_a_low_window_waits_for_the_tiles(qtbot):
    """(A window under 600 px high may have grown to the start screen's least height before its
    game began: it is opened as before, tiles and all.)"""
    w = open_window(qtbot, (1024, 500), start=False)
    assert w.start.tiles
