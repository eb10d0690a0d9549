"""The rules page (F1) from the keyboard (s30 t2 #7 and #14)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTextBrowser, QWidget

from .helpers import open_window


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard gives it: to the widget with the keys."""
    QTest.keyClick(QApplication.focusWidget(), key, modifier)
    QApplication.processEvents()


def test_the_rules_page_opens_with_the_keys_in_its_text(qtbot, data_dir, monkeypatch):
    """The rules page opened without the keys in its text: Page Down and End did nothing until
    the text was clicked. Opened, its text has the keys: Page Down and End scroll it at once, and
    Escape still closes it, the keys going back to the table."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=1, open_handed=True)
    # (this test's screen makes every window shown the active one; a desktop with no window
    # manager, where the tester met this, makes none: the page must ask for the keys itself)
    asked = []
    monkeypatch.setattr(QDialog, "activateWindow", lambda self: (asked.append(self), QWidget.activateWindow(self)))
    w.table.view.setFocus()
    press(Qt.Key.Key_F1)
    page = w.rules_dialog
    assert page.isVisible() and asked == [page]
    text = page.findChild(QTextBrowser)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text)
    bar = text.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    press(Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    press(Qt.Key.Key_Escape)
    assert not page.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.table.view)
    # opened again (F1 from the table), the keys are in the text again
    press(Qt.Key.Key_F1)
    assert asked == [page, page]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text)


def test_new_game_has_the_rules_of_its_game_over_it(qtbot, data_dir):
    """F1 in the New Game dialog did nothing and the dialog had no Rules button: a family deciding
    on house rules could not read the page that explains them without cancelling. Rules (and F1)
    opens the game's rules page over the dialog, which stays with its choices; Escape closes the
    page, the keys back in the dialog."""
    from PySide6.QtCore import QTimer

    w = open_window(qtbot, (1024, 600))
    seen = {}

    def inside() -> None:
        ngd = w.last_dialog
        d = ngd.dialog
        if not d.isVisible():
            QTimer.singleShot(20, inside)
            return
        try:
            d.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
            d.playerCount.setValue(5)
            d.playerCount.setFocus()
            press(Qt.Key.Key_F1)
            page = w.rules_dialog
            assert page is not None and page.isVisible()
            assert page.windowTitle() == "Rules of Oh Hell!"
            # over the dialog, a window of its own (one of the main window's was kept from every
            # key and click while the dialog waited for its answer)
            assert page.parentWidget() is d
            text = page.findChild(QTextBrowser)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is text)
            assert "Oh Hell" in text.toPlainText()[:40]
            press(Qt.Key.Key_PageDown)
            assert text.verticalScrollBar().value() > 0
            press(Qt.Key.Key_Escape)
            assert not page.isVisible() and d.isVisible()
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is d)
            assert d.playerCount.value() == 5  # its choices kept
            rules = [b for b in d.buttonBox.buttons() if b.text().replace("&", "") == "Rules"]
            assert len(rules) == 1
            QTest.mouseClick(rules[0], Qt.MouseButton.LeftButton)
            assert page.isVisible() and page.parentWidget() is d
            seen["ok"] = True
        finally:
            d.reject()

    QTimer.singleShot(50, inside)
    w.new_game_dialog("oh_hell")
    assert seen.get("ok")
    page = w.rules_dialog
    # the dialog gone, the page is the window's again (and still open, on the start screen)
    assert page.parentWidget() is w and page.isVisible()
    page.close()


def test_f1_on_the_start_screen_with_no_game_picked_says_whose_rules(qtbot, data_dir):
    """F1 on the start screen with no game picked showed the last game's rules with nothing saying
    so: the page says it is the last game played, and how to read another game's."""
    w = open_window(qtbot, (1024, 600))
    # (a first start: no game played yet)
    w.rules_action.trigger()
    page = w.rules_dialog
    first = next(t for t in w.start.tiles if t.isEnabled()).info.name
    said = page.findChild(QTextBrowser).toPlainText()
    assert said.startswith(first + "\n")
    assert "No game is picked, so these are the rules of the first game on the start screen." in said
    page.close()
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=1, open_handed=True)
    w.back_to_start()
    w.start.saves.clearSelection()
    w.activateWindow()
    w.setFocus()
    assert w.start.chosen_game() is None
    w.rules_action.trigger()
    page = w.rules_dialog
    said = page.findChild(QTextBrowser).toPlainText()
    assert said.startswith("Thirty-One\n")
    assert "No game is picked, so these are the rules of the last game played." in said
    # a tile with the keys: that game's page, without the note
    tile = next(t for t in w.start.tiles if t.info.id == "golf")
    tile.setFocus()
    w.rules_action.trigger()
    said = page.findChild(QTextBrowser).toPlainText()
    assert said.startswith("Golf") and "No game is picked" not in said
