"""The second press of a double-click on a question's button acts on nothing that comes up in the
question's place (InputPause.closed): one rule for every question and window of buttons, on the
curtain and on the table.

Found by a tester (s32 t3 #1): 10 Dime Rummy, "Buy out of turn"; Ben draws from the stock, and the
question "Ben passes the joker by" comes up. "Double-click "Anna buys it" ... the log reads "Anna
paid a dime into the pot for the joker and two stock cards. / Ben drew from the stock. / Ben
discarded the 3 of hearts." Ben's turn is over before he has seen the card he drew." Also with
"Nobody buys it: Ben draws". "Expected: the second press of a double-click on a curtain/question
button is swallowed ... and never plays a move on the table underneath."

Driven as the window system delivers a double-click: press, release, press (a double-click),
release, through the window, at the button's place; the first release answers the question and
the table comes back (with the curtain off: the same person's table, with no curtain between)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.game import Move
from cardtable.gui.curtain import input_pause
from cardtable.gui.drag import DragController

from .helpers import drag, open_window, settle
from .test_buy_at_the_curtain import laid_out


@pytest.fixture
def table_presses(monkeypatch):
    """The presses that reach the table's gestures (none may, from the rest of the click)."""
    seen: list[str] = []
    for name in ("mouse_press", "mouse_double_click"):
        old = getattr(DragController, name)

        def spy(self, e, old=old, name=name):
            seen.append(name)
            return old(self, e)

        monkeypatch.setattr(DragController, name, spy)
    return seen


def quick_click(window, at: QPoint, ms: int) -> None:
    """A press and release at ``at`` in ``window`` made at the window system's time ``ms`` (QTest
    spaces its clicks by more than the double-click interval)."""
    for kind, held in ((QEvent.Type.MouseButtonPress, Qt.LeftButton), (QEvent.Type.MouseButtonRelease, Qt.NoButton)):
        e = QMouseEvent(kind, QPointF(at), QPointF(window.mapToGlobal(at)), Qt.LeftButton, held, Qt.NoModifier)
        e.setTimestamp(ms)
        QApplication.sendEvent(window, e)


def at_window(w, widget) -> QPoint:
    return widget.mapTo(w, widget.rect().center())


def asked(qtbot, open_handed: bool):
    """Ben (to draw) passes the discard by: the question is up over the table."""
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cleo"], {"buy_out_of_turn": True}, seed=3,
                 open_handed=open_handed)
    if w.table.curtain.isVisible():
        QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    drawer = w.state.turn
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones[f"hand/{drawer}"].rect.center())
    curtain = w.table.curtain
    assert curtain.isVisible() and curtain._question is not None and w.session.record.moves == []
    laid_out(qtbot, curtain)
    return w, drawer


@pytest.mark.parametrize("open_handed", [True, False])
@pytest.mark.parametrize("answer", ["nobody", "buys"])
@pytest.mark.parametrize("presses", [2, 3])
def test_a_double_click_on_the_answer_plays_nothing_on_the_table(qtbot, data_dir, table_presses, open_handed,
                                                                 answer, presses):
    w, drawer = asked(qtbot, open_handed)
    table_presses.clear()  # (Ben's drag from the stock)
    curtain = w.table.curtain
    button = curtain.button if answer == "nobody" else curtain.calls[0]
    buyer = w.game.seat_of(w.state, w._on_pass[0][0])
    at = at_window(w, button)
    window = w.windowHandle()
    QTest.mouseDClick(window, Qt.LeftButton, Qt.NoModifier, at)
    if presses == 3:  # a third press, as quick (xdotool click --repeat 3 --delay 70)
        quick_click(window, at, input_pause().released_ms + 70)
    draw = Move(kind="draw", pile="stock", seat=drawer)
    made = [draw] if answer == "nobody" else [Move(kind="buy", seat=buyer), draw]
    assert w.session.record.moves == made, w.session.record.moves
    assert table_presses == []
    if not open_handed:  # the hand comes back behind the curtain, as before
        assert curtain.isVisible() and curtain._question is None
        QTest.mouseClick(curtain.button, Qt.LeftButton)
    # Ben, a moment later, plays as he means to: his presses count
    view = w.table.view
    settle(view)
    assert w.viewer == drawer and w.state.turn == drawer
    card = w.state.hands[drawer][0]
    item = next(i for i in view.card_items() if i.spec.face == card and i.spec.owner == drawer)
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
    assert table_presses == ["mouse_press"]



def test_h_under_the_question_says_to_answer_it(qtbot, data_dir):
    """s32 t3 #9: "Pressing H says "Take over the laptop first (the button on the curtain); then
    ask for a hint." The screen has no "take over" button: it shows a question with three
    buttons". It says to answer the question, naming the card."""
    from cardtable.core.cards import card_name

    w, drawer = asked(qtbot, open_handed=False)
    card = card_name(w.state.discard[-1])
    w.hint_action.trigger()
    said = w.status_text()
    assert said == f"Answer the question on the screen first (who buys the {card}, or nobody); then ask for a hint."
    assert w.locked_reason() == f"First answer the question on the screen: who buys the {card}, or nobody."
    assert w.session.record.moves == []


def test_a_double_click_on_a_message_box_button_plays_nothing_under_it(qtbot, data_dir, table_presses):
    """The same for a question in a box of its own (every modal dialog runs through
    dialogs.run_modal): its button clicked, the box closes, and the second press of the
    double-click, on the table where the button was, does nothing."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Robo Rex"], {}, seed=3, computers=["", "medium"])
    view = w.table.view
    settle(view)
    table_presses.clear()
    at: list[QPoint] = []

    def answer():
        box = w.last_message
        button = box.buttons()[0]
        at.append(button.mapTo(box, button.rect().center()))
        QTest.mouseClick(box.windowHandle(), Qt.LeftButton, Qt.NoModifier, at[0])

    QTimer.singleShot(50, answer)
    w._ask(QMessageBox.Question, "Card Table", "Go on?", [("Yes", QMessageBox.YesRole), ("No", QMessageBox.NoRole)],
           keep="No")
    # the second press, on the table now under the pointer
    spot = view.viewport().mapTo(w, view.viewport().rect().center())
    quick_click(w.windowHandle(), spot, input_pause().released_ms + 70)
    assert table_presses == []
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.viewport().rect().center())
    assert table_presses == ["mouse_press"]  # (a press a moment later is the table's)
