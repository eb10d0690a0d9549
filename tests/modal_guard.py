"""A guard against a modal dialog nobody answers (used by tests/conftest.py for every test that
has the Qt application).

A test that opens a message box or runs a dialog (``exec``) and has nothing to answer it waits
in the dialog's event loop forever: the run stopped at the CI's 90 minutes with no word of
which test or which dialog. While a test runs, :class:`ModalGuard` looks every
:data:`POLL_MS` at the application's modal dialog; one that stays up longer than its ``limit``
is noted (its title and words), closed, and the test fails naming it. Only a dialog that holds
its caller (run with ``exec``: application-modal) is closed; one opened with ``open()`` beside
the window (a Help page, window-modal) waits for nobody. A test that answers its dialogs (a
timer that presses a button, ``exec`` replaced) answers them long before the limit."""

from __future__ import annotations

import os
from time import monotonic  # (taken now: a test may put its own clock in place of time.monotonic)

#: how long (seconds) a dialog that holds its caller may stay up in a test before the guard closes it
#: (long beside any answer a test gives, a timer's second, on a loaded machine too; short beside
#: the CI's 90 minutes)
MODAL_LIMIT_S = float(os.environ.get("CARDTABLE_MODAL_LIMIT_S", "30"))
#: how often (milliseconds) the guard looks
POLL_MS = 200


def dialog_words(dialog) -> str:
    """What ``dialog`` says, for a failing test's message: its title and, for a message box, its
    text and informative text; for another dialog, its kind and the words of its labels."""
    from PySide6.QtWidgets import QLabel, QMessageBox

    title = dialog.windowTitle()
    if isinstance(dialog, QMessageBox):
        words = [dialog.text(), dialog.informativeText()]
    else:
        words = [type(dialog).__name__] + [label.text() for label in dialog.findChildren(QLabel)[:6]]
    said = " / ".join(w.strip() for w in words if w and w.strip())
    return f"“{title}”: {said}" if title else said


class ModalGuard:
    """Closes a modal dialog that stays up longer than ``limit`` seconds while it watches
    (:meth:`start` to :meth:`stop`), and keeps what each one said in :attr:`closed`."""

    def __init__(self, limit: float = MODAL_LIMIT_S, poll_ms: int = POLL_MS):
        from PySide6.QtCore import QTimer

        self.limit = limit
        self.closed: list[str] = []  # the words of each dialog closed, in order
        self._seen = None  # the modal dialog up at the last look
        self._since = 0.0  # when it was first seen
        self._timer = QTimer()
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.look)

    def start(self) -> None:
        self._seen = None
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._seen = None

    def look(self) -> None:
        """One look at the application's modal dialog: closed if it has been up too long."""
        import shiboken6
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QDialog

        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible() or dialog.windowModality() != Qt.ApplicationModal:
            self._seen = None
            return
        if dialog is not self._seen:
            self._seen, self._since = dialog, monotonic()
            return
        if monotonic() - self._since < self.limit:
            return
        self.closed.append(dialog_words(dialog))
        self._seen = None
        if isinstance(dialog, QDialog):
            dialog.reject()
        if shiboken6.isValid(dialog) and dialog.isVisible():
            dialog.close()
        if shiboken6.isValid(dialog) and dialog.isVisible():
            dialog.hide()

    def message(self) -> str:
        """Why the test fails: the words of each dialog the guard closed."""
        many = len(self.closed) > 1
        listed = "\n".join(f"  {words}" for words in self.closed)
        return (f"{'Modal dialogs' if many else 'A modal dialog'} stayed open more than {self.limit:g} s with "
                f"nothing in the test to answer {'them' if many else 'it'} (the test would have waited "
                f"forever); closed by the guard in tests/modal_guard.py:\n{listed}")
