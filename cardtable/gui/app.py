"""Start the Qt application. Imports stay small until the first window is painted."""

from __future__ import annotations

import os
import sys
import time


def no_display_reason() -> str | None:
    """Why no window can open here, in one line (None: a display is there, as far as we can
    tell). Qt's own message for this is an abort about a platform plugin "found but could not
    be loaded", which sends a family looking for a library that is in fact installed."""
    if sys.platform != "linux":
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, vnc, eglfs...: the user chose it
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("Card Table needs a desktop session to open its window, and there is no display here "
            "(DISPLAY and WAYLAND_DISPLAY are not set). Start it from the desktop, not from a "
            "text console or ssh without X forwarding.")


def run(argv: list[str] | None = None) -> int:
    reason = no_display_reason()
    if reason is not None:
        print(reason, file=sys.stderr)
        return 1
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    assert isinstance(app, QApplication)  # windows need a QApplication, not a bare QCoreApplication
    from .icon import apply_app_identity

    apply_app_identity(app)  # the window icon every window inherits, and the desktop id
    app.setApplicationName("Card Table")
    app.setApplicationDisplayName("Card Table")
    from . import settings
    from .main_window import MainWindow

    window = MainWindow()
    if not settings.restore_window(window):  # where it was last time, clamped to the screen
        settings.fit_to_screen(window)  # else fitted to the screen's available area
    if os.environ.get("CARDTABLE_EXIT_AFTER_PAINT"):  # used by bench/gui.py
        _exit_after_first_paint(app, window)
    window.show()
    # Everything made so far (the interpreter's modules, Qt's wrappers, the window) lives as long
    # as the app: frozen, a full garbage collection no longer walks it. Such a collection cost
    # 15-20 ms, so a play that fell on one missed its 16 ms frame (bench/chicken_foot_loose.py
    # --gc-freeze: slowest play 31.4 -> 10.6 ms of CPU, s42).
    import gc

    gc.freeze()
    return app.exec()


def _exit_after_first_paint(app, window) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and not getattr(self, "seen", False):
                self.seen = True
                QTimer.singleShot(0, self.painted)
            return False

        def painted(self):
            # The line is the first paint's time and the CPU time used by then; the app then
            # finishes starting (the catalogue and the saves, read just after the first paint)
            # before it quits.
            print(f"painted {time.time():.6f} cpu {time.process_time():.6f}", flush=True)
            self.deadline = time.monotonic() + 10.0
            self.quit_when_ready()

        def quit_when_ready(self):
            if getattr(window, "start_ready", True) or time.monotonic() > self.deadline:
                app.quit()
            else:
                QTimer.singleShot(10, self.quit_when_ready)

    window._bench_first_paint = FirstPaint(window)
    window.start.installEventFilter(window._bench_first_paint)
