"""The keys come back to the window as soon as any modal dialog over it closes. A tester (Golf,
on a screen with no window manager): "Game > Save As (Ctrl+Shift+S), Esc (dialog closes). Then
Ctrl+Home does nothing ... and H does nothing ... After one click on the table, H answers";
"Expected: keys work again as soon as the dialog closes." MainWindow._exec did it for the
dialogs it ran; the file dialogs (Save As, Open, Export as PDF), the print preview and the
score sheet's message boxes went around it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from .helpers import open_window


def close_with_escape(qtbot, seen: list) -> None:
    """Once a modal dialog is up, press Esc in it (as the tester did)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        seen.append(type(dialog).__name__)
        target = QApplication.focusWidget() if QApplication.focusWidget() is not None \
            and QApplication.focusWidget().window() is dialog else dialog
        QTest.keyClick(target, Qt.Key_Escape)
        if dialog.isVisible():  # (a line edit that kept the Esc: the dialog's own way out)
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    QTimer.singleShot(20, look)


def the_keys_work(qtbot, w, asked: list) -> None:
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    assert QApplication.focusWidget() is w.table.view
    before = len(asked)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_H)  # where the keys go: H for a hint
    assert len(asked) == before + 1


def golf_with_a_counted_hint(qtbot, monkeypatch):
    """A Golf table, the window active and the table focused, whose Hint (H) is counted in the
    list returned with it."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=5, open_handed=True)
    asked: list = []
    monkeypatch.setattr(w, "show_move_hint", lambda: asked.append(1))
    w.hint_action.triggered.disconnect()
    w.hint_action.triggered.connect(lambda: w.show_move_hint())
    w.activateWindow()
    w.table.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, asked


@pytest.mark.parametrize("what", ["save_as", "open", "export", "print", "new_game"])
def test_keys_work_again_after_a_dialog_is_closed_with_escape(qtbot, data_dir, monkeypatch, what):
    w, asked = golf_with_a_counted_hint(qtbot, monkeypatch)
    w._late_init()  # (the score sheet actions, installed just after the first paint)
    the_keys_work(qtbot, w, asked)
    # ("open": Game > Open shows the saved-games list now; its "Open a file…" the file dialog)
    from types import SimpleNamespace

    action = {"save_as": w.save_as_action, "open": SimpleNamespace(trigger=w.open_file_dialog), "new_game": w.new_action,
              "export": w.score_actions["export"], "print": w.score_actions["print"]}[what]
    seen: list = []
    close_with_escape(qtbot, seen)
    action.trigger()
    assert seen, "no dialog came up"
    the_keys_work(qtbot, w, asked)


def test_ctrl_home_goes_back_to_start_after_save_as_is_cancelled(qtbot, data_dir):
    """The window's own shortcuts answer too (they need the window active)."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=5, open_handed=True)
    w.activateWindow()
    w.table.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    seen: list = []
    close_with_escape(qtbot, seen)
    w.save_as_action.trigger()
    assert seen == ["QFileDialog"]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.session is None)


def test_keys_work_again_after_the_exported_message_is_closed(qtbot, data_dir, tmp_path, monkeypatch):
    """Export as PDF ends in a message saying where the file went (opened, not run): closed, the
    keys are the window's again."""
    w, asked = golf_with_a_counted_hint(qtbot, monkeypatch)
    from cardtable.gui.score_actions import export_current

    assert export_current(w, w.current_sheet, str(tmp_path / "golf.pdf")) is not None
    box = w.last_message
    qtbot.waitUntil(box.isVisible)
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    QTest.keyClick(box, Qt.Key_Escape)
    assert not box.isVisible()
    the_keys_work(qtbot, w, asked)


def test_every_modal_dialog_goes_through_run_modal():
    """"Route every modal dialog through the same re-activation": in the Qt layer, a dialog run
    to its end (exec, QFileDialog.get..., QMessageBox.question/warning/...) is run by
    dialogs.run_modal, and a message box opened (open()) gives the keys back when it closes."""
    import re
    from pathlib import Path

    import cardtable.gui

    runs = re.compile(r"\.exec\(\)|QFileDialog\.get\w+\(|QMessageBox\.(?:information|warning|question|critical|about)\(")
    found, stray = 0, []
    for path in sorted(Path(cardtable.gui.__file__).parent.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            code = line.split("#")[0]
            if "``" in code:
                continue  # (a docstring naming them)
            if path.name == "app.py" and "app.exec()" in code:
                continue  # the application's own event loop
            found += "run_modal(" in code
            if runs.search(code):
                if "run_modal(" not in code:
                    stray.append(f"{path.name}:{n + 1}: {line.strip()}")
            if re.search(r"\b\w+\.open\(\)", code) and not any("finished.connect" in x for x in lines[max(0, n - 4):n]):
                stray.append(f"{path.name}:{n + 1}: {line.strip()} (no keys back when it closes)")
    assert found >= 12  # (the dialogs it found run so)
    assert not stray, "\n".join(stray)


@pytest.mark.parametrize("evening, how", [("court_whist_evening", "close"), ("court_whist_evening", "escape"),
                                          ("gin_rummy_evening", "close"), ("gin_rummy_evening", "x")])
def test_keys_work_again_after_an_evening_screen_is_closed(qtbot, data_dir, monkeypatch, evening, how):
    """The finding: "closing an 'evening' screen (the between-games/evening summary window of the
    evenings games) may leave keyboard focus off the main window, so shortcuts (ctrl+z, H) stop
    working." The evening screen is not modal (shown, not run): it now gives the keys back as
    it closes, by its Close button, Esc or the window's close box; H asks for a hint at once."""
    w, asked = golf_with_a_counted_hint(qtbot, monkeypatch)
    getattr(w, evening)()
    dialog = w.evening_dialog if evening == "court_whist_evening" else w.gin_evening_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    if how == "close":
        close = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Close" and b.isVisible())
        QTest.mouseClick(close, Qt.LeftButton)
    elif how == "escape":
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key_Escape)
    else:
        dialog.close()
    assert not dialog.isVisible()
    the_keys_work(qtbot, w, asked)
