"""Testers' words on the table, session 33.

* I Doubt It (Anna, Ben, Robo Ruby): Ben lays one card, "one ace", and Ctrl+Z at Anna's curtain
  said `Taken back: Ben lays down one card face down: “one ace.”.`, two stops, on the curtain
  and in the status bar.
* Fan Tan: "Deal 1 is over. Anna: deal the next one." over a button "Deal the next hand" and
  the line "This hand is over: press “Deal the next hand”.": one word throughout, the deal.
* Mexican Train (Anna, Robo Rex, Ben; hand 1, centre double 12): Anna's 1-12 dropped on Robo
  Rex's train, by his name, was told "Drop the tile on a lit open end: its number must match the
  end." though it matches; the rule that stops it: "No other player may play on another
  player's train until that player ... has placed a marker".
"""

from __future__ import annotations

from PySide6.QtTest import QTest

from cardtable.core.game import Move
from cardtable.gui.table_view import LabelItem

from .helpers import buttons, click, drag, hand_item, open_window


def test_taken_back_after_a_quoted_claim_ends_with_one_stop(qtbot, data_dir, monkeypatch):
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Robo Ruby"], {}, seed=1, computers=["", "", "easy"])
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    assert w.state.turn == 1  # Ben lays the aces
    w.play(Move(kind="play", cards=(w.state.hands[1][0],)))
    qtbot.waitUntil(lambda: w.table.curtain.isVisible())
    assert w.play_ctl.curtain_for == 0  # Anna is asked whether she doubts it
    w.undo_action.trigger()
    said = "Taken back: Ben lays down one card face down: \u201cone ace.\u201d"
    assert w.status_text().startswith(said + " ") and ".\u201d." not in w.status_text()
    assert w.table.curtain.sub.text().startswith(said + "\n")
    assert w.session.record.moves == []


def test_fan_tan_says_deal_on_the_status_the_button_and_the_table(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("fan_tan", ["Anna", "Ben", "Cleo"], {}, seed=0, open_handed=True)
    while w.state.phase == "play":
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        w.play(w.game.legal_moves(w.state)[0])
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    dealer = w.state.players[w.state.turn]
    assert w.game.status(w.state) == f"Deal 1 is over. {dealer}: deal again."
    assert "Deal again" in buttons(view) and not any("hand" in label.lower() for label in buttons(view))
    card = next(i for i in view.card_items() if i.spec.id.startswith("hand:"))
    click(view, card)
    assert w.status_text() == "This deal is over: press \u201cDeal again\u201d."


def test_mexican_train_drop_on_an_unmarked_train_says_the_marker_rule(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("mexican_train", ["Anna", "Robo Rex", "Ben"], {}, seed=22, computers=["", "easy", ""])
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    state = w.state
    assert state.turn == 0 and state.centre == "12-12" and "1-12" in state.hands[0]
    view = w.table.view
    said = []
    view.message.connect(said.append)
    # dropped on Robo Rex's name over his train (beside its end, not on it)
    name = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.spec.text == "Robo Rex"
                and i.sceneBoundingRect().intersects(view.zones["train/1"].sceneBoundingRect().adjusted(-200, -60, 200, 60)))
    assert not name.sceneBoundingRect().contains(view.zones["train/1"].rect.center())
    drag(view, hand_item(view, "1-12"), name.sceneBoundingRect().center())
    QTest.qWait(20)
    why = "Robo Rex's train has no marker: you may play on your own train, the Mexican train, or a marked train."
    assert said and said[-1] == why
    assert w.status_text() == why
    assert w.session.record.moves == []
