"""View > Computer Players: how long Hard may think, in words that are true (s30 t1 #7).

Seen at the table: the items "Hard Thinks 1/2/4 s a Move" had no status tip, and with 4 s
ticked a Hard player still answered within a second: the search stopped at its cap of 400
playouts long before the time chosen. Issue 15: "the time budget is a setting". The items now
say "up to", their status tip says what more time gives, and the time chosen reaches the
search with a cap of playouts that grows with it (the 1 s setting as before)."""

from __future__ import annotations

from cardtable.ai.agents import DEFAULT_ITERATIONS, DEFAULT_SECONDS, playouts_for
from cardtable.ai.service import ComputerPlayerService
from cardtable.gui.main_window import MainWindow

from .helpers import open_window


class Recorded(ComputerPlayerService):
    """Thinks in the test's process, and keeps every request it was given."""

    requests: list = []

    def __init__(self):
        super().__init__(in_process=True)

    def submit(self, request):
        Recorded.requests.append(request)
        return super().submit(request)


def hard_items(w) -> dict:
    return {a.text(): a for a in w.computer_menu.actions() if a.text().startswith("Hard")}


def test_the_hard_items_say_up_to_and_what_more_time_gives(qtbot, data_dir):
    w = open_window(qtbot)
    items = hard_items(w)
    assert list(items) == ["Hard computer: thinks up to 1 second a move", "Hard computer: thinks up to 2 seconds a move",
                           "Hard computer: thinks up to 4 seconds a move"]
    paces = [a.text() for a in w.computer_menu.actions() if a.isCheckable() and a not in items.values()]
    # in words (s44 t2 #5: "Brisk Moves (0.3 s)", "Hard Thinks Up to 1 s a Move")
    assert paces == ["Brisk: each move shown after 0.3 seconds", "Steady: each move shown after 0.8 seconds",
                     "Slow: each move shown after 1.6 seconds"]
    for action in items.values():
        tip = action.statusTip()
        assert "more time" in tip and "sooner" in tip, tip


def test_the_time_chosen_reaches_the_search_with_playouts_to_match(qtbot, data_dir, monkeypatch):
    monkeypatch.setattr(MainWindow, "service_factory", Recorded)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    Recorded.requests = []
    w = open_window(qtbot)
    hard_items(w)["Hard computer: thinks up to 4 seconds a move"].trigger()
    w.start_game("crazy_eights", ["Robo Remy", "Anna"], {}, seed=3, computers=["hard", ""])
    qtbot.waitUntil(lambda: bool(Recorded.requests), timeout=10_000)
    asked = Recorded.requests[0]
    assert asked.level == "hard" and asked.seconds == 4.0
    # four times the playouts of the 1 s setting, which keeps the cap it always had
    assert asked.iterations == playouts_for(4.0) == 4 * playouts_for(1.0)
    assert playouts_for(DEFAULT_SECONDS) == DEFAULT_ITERATIONS
