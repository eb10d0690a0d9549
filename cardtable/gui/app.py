"""Start the Qt application. Imports stay small until the first window is painted."""

from __future__ import annotations

import os
import sys
import time


def run(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    from .icon import apply_app_identity

    apply_app_identity(app)  # the window icon every window inherits, and the desktop id
    app.setApplicationName("Card Table")
    app.setApplicationDisplayName("Card Table")
    from . import settings
    from .main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    settings.restore_window(window)  # where it was last time, clamped to the screen
    if os.environ.get("CARDTABLE_EXIT_AFTER_PAINT"):  # used by bench/gui.py
        _exit_after_first_paint(app, window)
    window.show()
    return app.exec()


def _exit_after_first_paint(app, window) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and not getattr(self, "seen", False):
                self.seen = True
                QTimer.singleShot(0, lambda: (print(f"painted {time.time():.6f}", flush=True), app.quit()))
            return False

    window._bench_first_paint = FirstPaint(window)
    window.start.installEventFilter(window._bench_first_paint)
