"""Shared test set-up. Qt must run offscreen, and no test may touch the real user's folders or
see another test's saves or settings.

Every test has a data folder and a settings folder of its own, empty at its start
(``_own_folders``: ``CARDTABLE_DATA_DIR`` and ``CARDTABLE_CONFIG_DIR`` under its ``tmp_path``,
which the store and the settings read at every use); ask for ``data_dir`` or ``config_dir`` to
know where they are. A shared folder let one test's saves show in another's saved-games list
when both ran in the same pytest-xdist worker. The folders set here, before anything imports Qt
or the store, are the process's own (removed at its exit): for module- and session-wide fixtures
(which start before a test's own folders are set), and, through ``XDG_CONFIG_HOME`` and
``XDG_DATA_HOME``, for what Qt and platformdirs keep for the user (Qt's file dialogs remember
their last folders in ``QtProject.conf``).

No test waits forever on a modal dialog nobody answers (``_modal_guard``, tests/modal_guard.py):
one that stays up a few seconds is closed and the test fails, naming what the dialog said."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="cardtable-test-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["CARDTABLE_DATA_DIR"] = os.path.join(_HOME, "data")
os.environ["CARDTABLE_CONFIG_DIR"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "xdg-data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "xdg-config")
os.environ["CARDTABLE_ANIMATIONS"] = "0"  # cards land at once; a test about glides asks for them

import sys  # noqa: E402

import pytest  # noqa: E402
from modal_guard import ModalGuard  # noqa: E402

pytest_plugins = ("pytester",)  # (tests/gui/test_modal_guard.py runs a test that leaves a dialog open)

#: where a test's :class:`ModalGuard` is kept on its item, for the report of its call
MODAL_GUARD = pytest.StashKey[ModalGuard]()

#: Long property runs (the contract's 300 games of every game, 20 seeded games per computer level
#: and game) run with CARDTABLE_THOROUGH=1; the everyday run, the README's command, leaves the
#: tests marked ``thorough`` out so that it stays within minutes as the games multiply.
THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"


#: The files of the longest tests, run first: pytest-xdist's worksteal hands each worker a run of
#: the collection, and a worker that has run out takes the end of the other's queue, never a test
#: already started; a long test near the end (the wheel built and installed, mypy, a whole game
#: on the window) kept one core busy alone while the other had nothing left to take. (s42: the six
#: seats' team band, two tests of some 10 s CPU each, and the score panel's long games, 13 s, now
#: the longest of the gui tests; the many meld buttons' 15 s is 7.5 s)
LONG_FIRST = ("tests/test_packaging.py", "tests/test_types.py", "tests/gui/test_full_games.py",
              "tests/games/test_contract.py", "tests/gui/test_six_seat_team_band.py",
              "tests/gui/test_score_panel_keys_long_games.py", "tests/gui/test_many_meld_buttons.py",
              "tests/gui/test_drag_holds_computers.py")


def pytest_collection_finish(session):
    """Every module and test collected stays for the whole run: out of the collector's way
    (gc.freeze), so that each full collection does not walk them again, and collections less
    often (a thousand windows made and dropped a run). Side by side, 183 gui tests in two
    processes at once (s46): 43.1 s CPU without, 42.0 s with (0.976)."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: not item.nodeid.startswith(LONG_FIRST))  # (stable: else as collected)
    if THOROUGH:
        return
    long_runs = [item for item in items if item.get_closest_marker("thorough") is not None]
    if long_runs:
        config.hook.pytest_deselected(items=long_runs)
        items[:] = [item for item in items if item.get_closest_marker("thorough") is None]


@pytest.fixture(autouse=True)
def _modal_guard(request):
    """While a test that has the Qt application runs, a modal dialog that stays open a few
    seconds (:data:`modal_guard.MODAL_LIMIT_S`) with nothing to answer it is closed, and the test
    fails with its words (:func:`pytest_runtest_makereport`). Without it, such a test waited
    forever and the CI run stopped at its 90 minutes."""
    if "qapp" in request.fixturenames:
        request.getfixturevalue("qapp")
    elif "PySide6.QtWidgets" not in sys.modules or sys.modules["PySide6.QtWidgets"].QApplication.instance() is None:
        yield  # (no Qt in this test: no dialog to wait on)
        return
    guard = ModalGuard()
    request.node.stash[MODAL_GUARD] = guard
    guard.start()
    yield
    guard.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test whose :class:`ModalGuard` closed a dialog fails, saying which (and how else it failed)."""
    outcome = yield
    report = outcome.get_result()
    guard = item.stash.get(MODAL_GUARD, None)
    if report.when != "call" or guard is None or not guard.closed:
        return
    report.outcome = "failed"
    report.longrepr = guard.message() + (f"\n\nThe test's own failure:\n{report.longrepr}" if report.longrepr else "")


@pytest.fixture
def animations(monkeypatch):
    """Cards and chips glide in this test (they are off in the others)."""
    monkeypatch.delenv("CARDTABLE_ANIMATIONS", raising=False)


@pytest.fixture(autouse=True)
def _own_folders(tmp_path, monkeypatch):
    """This test's own data and settings folders, empty (not yet made) at its start."""
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture
def data_dir(tmp_path):
    """This test's data directory for saves (empty at its start, as every test's is)."""
    return tmp_path / "data"


@pytest.fixture
def config_dir(tmp_path):
    """This test's settings folder (empty at its start, as every test's is)."""
    return tmp_path / "config"
