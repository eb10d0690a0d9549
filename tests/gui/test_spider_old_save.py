"""A Spider game saved before state version 2 opens in the window as it was played, with no
damaged-save question, and Play again starts a game of today's rules (the rule only the older
save keeps, spider.OLD_FINISH, is not carried over)."""

from __future__ import annotations

from cardtable.games.spider import OLD_FINISH
from cardtable.store.saves import SaveStore
from tests.games.spider_positions import write_old_phantom_save

from .helpers import open_window


def test_an_old_spider_save_opens_to_its_end_and_play_again_is_of_todays_rules(qtbot, data_dir, monkeypatch):
    # Since s34 the game ends where this game's old search saw a run finished over face-down
    # cards (move 6): its move 7 was refused and the damaged-save question offered the game
    # before it. "If a sequence of thirteen cards of the same suit, from king down to ace, is
    # built, the entire sequence is removed from play."
    from PySide6.QtWidgets import QMessageBox

    asked: list = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Ok)
    write_old_phantom_save(SaveStore(), "old")
    w = open_window(qtbot)
    w.open_save("old")
    assert asked == [] and w.save_id == "old"
    assert len(w.session.record.moves) == 10 and w.session.state.result == "gave_up"
    assert w.session.state.options == {"suits": 4, OLD_FINISH: True}
    w.play_again()
    assert w.save_id != "old" and w.session.state.options == {"suits": 4}
