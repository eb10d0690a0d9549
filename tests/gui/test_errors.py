"""A save that will not load, or a file that is not a save, is a dialog with the plain message."""

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from cardtable.gui.main_window import MainWindow


def test_not_a_save_is_a_plain_dialog(qtbot, data_dir, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append((self.windowTitle(), self.text())) or 0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    bad = tmp_path / "shopping.json"
    bad.write_text('{"milk": 2}', encoding="utf-8")
    w.open_save(Path(bad))
    assert shown == [("Cannot open the saved game",
                      "Cannot open the saved game \u201cshopping.json\u201d: it is not a Card Table saved game.")]
    assert w.session is None


def test_rules_page_missing_is_a_plain_message(qtbot, data_dir):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.show_rules()
    assert "Crazy Eights" in w.rules_dialog.findChild(__import__("PySide6.QtWidgets").QtWidgets.QTextBrowser).toPlainText()
