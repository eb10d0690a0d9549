"""Tester t1, s31, finding 4 (privacy): "with a computer seated between two people, the last
person's hand stays face up during the computer's whole turn". Crazy Eights, Anna, Robo Rex (a
computer), Cleo and Dev: "Anna double-clicks the 9♠; for the next few frames the table shows
"Robo Rex is thinking…" with Anna's remaining 6 cards face up ... before "Pass to Cleo" comes
down"; in Hand and Foot Cleo's 16 cards stayed up all through Robo Remy's turn, while Anna, her
partner and next, came to the laptop.

Every frame the view paints from Anna's last move on (while Rex thinks, while his move waits for
the pace, as his card glides in) shows no card of anyone's hand face up; the public table (the
discard pile, the counts) stays; then the curtain comes down for Cleo."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.main_window import MainWindow

from .helpers import double_click_at, assert_private, face_up_hand_codes, grab_point, hand_item, open_window, take_over
from .test_computer_players import Held, first_play


class PaintWatch(QObject):
    """Notes, at each paint of the table's viewport, the hand cards face up on it that are not open
    to everyone, with the number of moves then in the record."""

    def __init__(self, w):
        super().__init__(w)
        self.w = w
        self.frames: list[tuple[int, list[str]]] = []

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and self.w.session is not None:
            public = Counter(c for z in self.w.game.observation(self.w.state, None)["zones"].values()
                             if z["owner"] is not None for c in z["cards"] if c)
            hidden = list((Counter(face_up_hand_codes(self.w.table.view)) - public).elements())
            self.frames.append((len(self.w.session.record.moves), hidden))
        return False


def test_no_frame_shows_annas_hand_while_robo_rex_plays(qtbot, data_dir, monkeypatch):
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.4")
    monkeypatch.setenv("CARDTABLE_ANIMATIONS", "1")  # the cards glide, as at home
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Robo Rex", "Cleo", "Dev"], dict(LAST_DEALS), seed=3, computers=["", "easy", "", ""])
    take_over(w)  # Anna's curtain
    view = w.table.view
    assert w.viewer == 0 and sorted(face_up_hand_codes(view)) == sorted(w.state.hands[0])
    watch = PaintWatch(w)
    view.viewport().installEventFilter(watch)
    move = first_play(w)
    double_click_at(view.viewport(), grab_point(view, hand_item(view, move["card"])))
    assert w.session.record.moves == [move]
    # at once, before Robo Rex has chosen: Anna's cards are down, the discard she played is up
    assert w.play_ctl.computer_turn() == 1 and w.thinking is not None
    assert w.viewer is None and not w.table.curtain.isVisible()
    assert_private(w)
    assert face_up_hand_codes(view) == [] and view.pieces["discard"].spec.face == move["card"]
    assert w.status_text().endswith("Robo Rex is thinking\u2026"), w.status_text()
    QTest.qWait(150)  # Rex thinks: the table is painted meanwhile
    assert w.thinking is not None and w.session.record.moves == [move]
    w.service.hold = False
    qtbot.waitUntil(lambda: w.table.curtain.isVisible(), timeout=10_000)
    assert len(w.session.record.moves) == 2 and w.game.current_player(w.state) == 2  # Pass to Cleo
    assert_private(w)
    after = [(n, hidden) for n, hidden in watch.frames if n >= 1]
    assert after, "the table was never painted after Anna's move"
    assert all(not hidden for _, hidden in after), [f for f in after if f[1]][:3]
    take_over(w)
    assert w.viewer == 2 and sorted(face_up_hand_codes(view)) == sorted(w.state.hands[2])
