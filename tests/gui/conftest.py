"""GUI test set-up: the hand-off curtain's guard (presses on its button in the first half second
are ignored) is off unless a test asks for it with ``@pytest.mark.curtain_guard``, so tests that
are about something else can take over at once with a click."""

import pytest

from cardtable.gui import curtain


@pytest.fixture(autouse=True)
def _curtain_guard(request, monkeypatch):
    if request.node.get_closest_marker("curtain_guard") is None:
        monkeypatch.setattr(curtain, "GUARD_S", 0.0)
    yield
