"""GUI test set-up: the hand-off curtain's guard (presses on its button in the first half second
are ignored, and presses in a stream of presses and keys: ``curtain.PAUSE_S``) is off unless a test asks for it with ``@pytest.mark.curtain_guard``, and so is the
table buttons' guard (a button new to the spot of the last press waits half a second, and a
new button waits for a pause in a stream of presses going on when it appeared: ButtonItem.refusal) unless a test asks with ``@pytest.mark.button_guard``, so tests that are about something else can click on at once. And every test starts as the app
does on a new machine: with the application's own font (a window of 2560 or 3840 pixels grows
the app's font, which would otherwise carry over into the next test's dialogs) and with no
settings (the window's place, the last names and house rules, the computer players' pace: each
test has a settings folder of its own, tests/conftest.py, and Qt keeps its own settings, such as
a file dialog's last folder, there too). The windows a test opened are deleted when it ends, not
in the next test."""

import pytest

from cardtable.gui import curtain, table_view


@pytest.fixture(autouse=True)
def _curtain_guard(request, monkeypatch):
    curtain_guard = request.node.get_closest_marker("curtain_guard") is not None
    if not curtain_guard:
        monkeypatch.setattr(curtain, "GUARD_S", 0.0)
        monkeypatch.setattr(curtain, "KEY_GUARD_S", 0.0)
        monkeypatch.setattr(curtain, "KEY_PAUSE_S", 0.0)
        # and Enter or Space lifts the hand-off curtain as the next person's own key does
        # (curtain.KEYS_LIFT): tests about something else pass it with the key at hand
        monkeypatch.setattr(curtain, "KEYS_LIFT", True)
    if not curtain_guard and request.node.get_closest_marker("button_guard") is None:
        monkeypatch.setattr(curtain, "PAUSE_S", 0.0)  # (the pause the curtain and the table's buttons wait for)
    # the presses' gaps by the test's clock alone: the test tool stamps its clicks half a second
    # apart whatever the test's clock says (a test of the window system's times sets it)
    monkeypatch.setattr(curtain, "WINDOW_TIMES", False)
    if curtain._pause is not None:  # (the last test's presses, on its own clock, are no stream)
        curtain._pause.reset()
        # nor is its keyboard in use: after a test that pressed keys, the hint put the keys' ring
        # on the button it lit, and a test measuring that button at its own size failed, but
        # only after such a test (test_a_hinted_meld_button_is_lit_at_its_own_size, s36)
        curtain._pause.keys = False
    if request.node.get_closest_marker("button_guard") is None:
        monkeypatch.setattr(table_view, "BUTTON_GUARD_S", 0.0)
        monkeypatch.setattr(table_view, "REPLACED_GUARD_S", 0.0)
    yield


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons and the curtain's (helpers.guard_clock), moved on
    by the test; a test module may define its own ``clock``."""
    from .helpers import guard_clock

    return guard_clock(monkeypatch)


@pytest.fixture
def no_message_boxes(monkeypatch):
    """Message boxes are made and not shown (nothing waits for a press)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)


@pytest.fixture(autouse=True)
def _qt_settings_of_the_test(config_dir):
    """Qt's own settings (``QtProject.conf``: a file dialog's last folder and its history) in this
    test's settings folder: Qt reads ``XDG_CONFIG_HOME`` once, at its first use in the process."""
    from PySide6.QtCore import QSettings

    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(config_dir))


@pytest.fixture(autouse=True)
def _app_font(qapp):
    """The application's font (and the style sheet that goes with it) as it was before the
    test, put back after it (and after the
    test's windows are closed: this fixture is set up first, so it is torn down last)."""
    font, sheet = qapp.font(), qapp.styleSheet()
    yield
    qapp.setFont(font)
    if qapp.styleSheet() != sheet:
        qapp.setStyleSheet(sheet)


@pytest.fixture(autouse=True)
def _windows_deleted_with_their_test(_app_font):
    """The windows a test opened are deleted in its own teardown. pytest-qt closes them and asks
    for a later delete, which Qt does in the next event loop that runs: the next test's first
    wait. A crash there (a segmentation fault seen in one full run of seven, always as the
    next test's window opened) could not say which test left the window. Torn down before
    ``_app_font`` restores the font, so the deleted windows are not restyled first. (Running
    the garbage collector here too would fix when it runs, but a full collection in a worker
    that has played hundreds of games costs some 0.2 s a test: 80 s of the run's CPU.)"""
    from PySide6.QtCore import QCoreApplication, QEvent

    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _saves_not_forced_to_disk(monkeypatch):
    """Every move is saved as in the app, but the save's fsync (a wait on the disk, twice a move
    with the directory's) is skipped: no gui test looks at what a machine dying mid-write would
    leave, and tests/store checks the writes, the fsyncs and their order. On a shared, busy disk
    the fsyncs were a large part of a long game's time on the window (test_full_games.py skipped
    them first)."""
    from cardtable.store import saves

    monkeypatch.setattr(saves.os, "fsync", lambda fd: None)
