"""The curtain for the person who held the laptop last, only computers having moved since, says
it is their turn again, not "Pass to Anna" (s32); Undo pressed while a computer is to move
brings that curtain, with no card of anyone's painted before it."""

from __future__ import annotations

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.main_window import MainWindow

from .helpers import face_up_hand_codes, open_window, take_over
from .test_computer_players import Held, first_play
from .test_computer_turn_hands_down import PaintWatch
from .test_overlay_least_s31 import SIZES, assert_whole, at
from .test_undo_words_s31 import ctrl_z


def annas_move_taken_back_while_rex_thinks(qtbot, monkeypatch, anna: str = "Anna"):
    """Crazy Eights, Anna, Robo Rex (a computer), Cleo and Dev: Anna plays a card and, while
    Robo Rex thinks, Undo is pressed (by Anna, or by whoever came to the laptop). Returns the
    window, Anna's move and what the table painted from the Undo on."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.4")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", [anna, "Robo Rex", "Cleo", "Dev"], dict(LAST_DEALS), seed=3, computers=["", "easy", "", ""])
    curtain = w.table.curtain
    assert curtain.title.text() == f"Pass to {anna}"  # (the first hand: nobody had the laptop)
    take_over(w)
    move = first_play(w)
    w.play(move)
    assert w.play_ctl.computer_turn() == 1 and w.thinking is not None and not curtain.isVisible()
    watch = PaintWatch(w)
    w.table.view.viewport().installEventFilter(watch)
    ctrl_z(w)
    return w, move, watch


def test_undo_while_the_computer_thinks_is_annas_turn_again(qtbot, data_dir, monkeypatch):
    """The curtain says whose hand comes back and why: "Anna's turn again" over "Taken back: Anna
    plays the 5 of hearts." and "Everyone else, look away. Anna, click when you are ready." (it
    said "Pass to Anna", and Anna had the laptop). No frame from the Undo on shows a card of
    anyone's hand. Anna plays again; after Robo Rex, Cleo's curtain is a hand-over: "Pass to Cleo"."""
    w, move, watch = annas_move_taken_back_while_rex_thinks(qtbot, monkeypatch)
    curtain = w.table.curtain
    assert w.session.record.moves == [] and curtain.isVisible()
    assert curtain.title.text() == "Anna's turn again"
    assert curtain.sub.text().startswith("Taken back: Anna plays the "), curtain.sub.text()
    assert curtain.sub.text().endswith("Everyone else, look away. Anna, click or press A when you are ready.")
    assert curtain.button.text() == "I'm Anna: show my cards"
    qtbot.wait(50)
    assert watch.frames and all(hidden == [] for _, hidden in watch.frames), watch.frames
    assert face_up_hand_codes(w.table.view) == []
    take_over(w)
    assert sorted(face_up_hand_codes(w.table.view)) == sorted(w.state.hands[0])
    w.play(move)
    w.service.hold = False
    qtbot.waitUntil(lambda: curtain.isVisible(), timeout=10_000)
    assert w.game.current_player(w.state) == 2 and curtain.title.text() == "Pass to Cleo"
    assert curtain.sub.text().endswith("Everyone else, look away. Cleo, click or press C when you are ready.")


@pytest.mark.parametrize("size", [(1024, 600)] + SIZES)
def test_turn_again_for_a_long_name_fits(qtbot, data_dir, monkeypatch, size):
    """"Wilhelmina Featherstonehaugh's turn again", the words under it and the button whole, at
    1024x600 and at the window's least sizes."""
    name = "Wilhelmina Featherstonehaugh"
    w, _, _ = annas_move_taken_back_while_rex_thinks(qtbot, monkeypatch, anna=name)
    at(w, size)
    qtbot.wait(50)
    curtain = w.table.curtain
    assert curtain.title.text() == f"{name}'s turn again"
    assert curtain.sub.text().endswith(f"Everyone else, look away. {name}, click or press {name[0]} when you are ready.")
    assert_whole(curtain)


def test_undo_under_the_buy_window_before_a_computer_draws_is_her_turn_again(qtbot, data_dir, monkeypatch):
    """10 Dime Rummy: Ben discards, and under "Before Robo Ruby draws, Anna may call "Buy!" ...:
    Ben, then press ..." (he holds the laptop and presses for Anna) Ben presses Ctrl+Z. Nobody
    passed the laptop: "Ben's turn again", as Hearts says for the same Undo; it said "Pass to
    Ben" (s32 t4 #6). His hand comes back only behind the curtain (Anna leaned in to read)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .helpers import drag, labels

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.3")
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Robo Ruby"], {"buy_out_of_turn": True}, seed=1,
                 computers=["", "", "medium"])
    curtain, view = w.table.curtain, w.table.view
    QTest.mouseClick(curtain.button, Qt.LeftButton)
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    QTest.keyClick(curtain.button, Qt.Key_Return)  # "Nobody buys it: Ben draws"
    take_over(w)
    card = w.state.hands[1][0]
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert any(lab.spec.text.startswith("Before Robo Ruby draws, Anna may call") for lab in labels(view))
    ctrl_z(w)
    assert curtain.isVisible() and curtain.title.text() == "Ben's turn again"
    assert curtain.sub.text().startswith("Taken back: Ben discards the "), curtain.sub.text()
    assert face_up_hand_codes(view) == []
    take_over(w)
    assert sorted(face_up_hand_codes(view)) == sorted(w.state.hands[1])


def test_undo_at_cleos_curtain_after_the_pass_names_her_once(qtbot, data_dir, monkeypatch):
    """Hearts, Anna, Robo Rex, Cleo and Robo Remy: everyone passes, and Cleo (who leads) finds
    "Cleo's turn again". Ctrl+Z there is refused, naming each person once: it said "Since Cleo's
    last move Cleo has been given 3 cards from Robo Rex, so Cleo's move stands." (s32). At a
    curtain people are named, never "you" (whoever holds the laptop may not be Cleo)."""
    from .test_computer_players import InProcess

    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=0, computers=["", "easy", "", "easy"])
    curtain, ctl = w.table.curtain, w.play_ctl
    for name in ("Anna", "Cleo"):  # each passes her first three cards
        qtbot.waitUntil(lambda: curtain.isVisible() and ctl.computer_turn() is None, timeout=10_000)
        assert curtain.title.text() == f"Pass to {name}"
        take_over(w)
        w.play(ctl.legal(w.viewer)[0])
    qtbot.waitUntil(lambda: curtain.isVisible() and ctl.computer_turn() is None, timeout=10_000)
    assert [m.kind for m in w.session.record.moves] == ["pass"] * 4 and curtain.title.text() == "Cleo's turn again"
    qtbot.wait(700)  # (a pause: Ctrl+Z in a stream of presses is refused for that)
    ctrl_z(w)
    assert len(w.session.record.moves) == 4 and curtain.isVisible()
    assert w.status_text() == "Too late to take back Cleo's move: Cleo has since been given 3 cards from Robo Rex."
