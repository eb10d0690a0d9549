"""The start page's "Saved games" heading while the saves are still being read: it showed
"&Saved games", the "&" painted, for a second or more (a QLabel shows its "&" as a key only
with a buddy, and the list, its buddy, is made with the saves; s38 t5 F3)."""

from cardtable.gui.start_screen import StartScreen


def test_the_heading_shows_no_ampersand_before_the_list_is_made(qtbot, data_dir):
    start = StartScreen()
    qtbot.addWidget(start)
    start.show()
    heading = start.saves_heading
    assert start.saves is None  # (the saves not read yet)
    assert heading.buddy() is not None or "&" not in heading.text(), heading.text()
    start._make_saves_list()
    assert heading.text() == "&Saved games" and heading.buddy() is start.saves
