"""The Cassino party game's questions at a table of people and a computer, at 1024x600
(001_1e92754ffed2b69b.txt: "Whenever a player captures a card from the row, the player may request
one of the other players to answer the question on the captured card").

Seen in play: Robo Ruby captured, asked Anna, and answered for her at once ("Anna answered the
question."), the question never on screen. The question is public and the answer is Anna's,
said aloud: the table shows it and waits for a person's press."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from tests.games.stacking import round_robin

from .helpers import assert_private, buttons, click, face_up_hand_codes, labels, open_window, take_over
from .test_computer_players import quick  # noqa: F401 (a fixture)

SIZE = (1024, 600)
SHOTS = os.environ.get("CARDTABLE_SHOTS")  # a folder: save screenshots there


def people_turn(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.play_ctl.computer_turn() is None and w.thinking is None, timeout=20_000)


def party(qtbot, hands, seed=1, row=("QD", "5C", "7C", "JC")):
    """Anna and Ben people, Robo Ruby a Medium computer (the dealer); the row: Q♦ 5♣ 7♣ J♣."""
    w = open_window(qtbot, SIZE, start=False)
    stack = [round_robin(hands) + list(row)]
    w.start_game("cassino_party", ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=seed, computers=["", "", "medium"],
                 stack=stack)
    return w


def test_a_computers_question_to_a_person_is_shown_and_waits_for_a_press(qtbot, data_dir, quick):
    """Robo Ruby captures and asks Anna: the question's text is on the table for everyone, with
    Answered and Skip; nothing happens until a person presses one (Ben holds the laptop and
    presses for Anna, who answered aloud). The status line says the question once."""
    w = party(qtbot, [["8S", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["QS", "KD", "10H", "6C"]])
    take_over(w)
    w.play({"kind": "trail", "card": "8S"})
    take_over(w)  # Ben
    w.play({"kind": "trail", "card": "AH"})
    people_turn(qtbot, w)
    moves = w.session.record.moves
    assert moves[-2]["kind"] == "capture" and moves[-1]["kind"] == "ask" and moves[-1]["whom"] == 0
    QTest.qWait(200)
    assert w.session.record.moves[-1]["kind"] == "ask"  # nobody answered for Anna
    assert not w.table.curtain.isVisible() and w.holder == 1  # the laptop stays with Ben
    assert w.viewer is None and face_up_hand_codes(w.table.view) == []  # nobody's hand under the question
    view = w.table.view
    assert {"Answered", "Skip"} <= set(buttons(view))
    assert any(l.text.startswith("Robo Ruby asks Anna: \u201c") for l in labels(view)), [l.text for l in labels(view)]
    said = w.status_text()
    assert said.count("Robo Ruby asks Anna") == 1 and "Anna answers Robo Ruby's question" in said, said
    assert "(no need to pass the laptop)" in said, said
    # "Ben's hand" was lit over the Answered/Skip bar while Anna answered (s44 t3 F6): the one
    # lit is Robo Ruby, who asked, whose turn it is
    lit = [text for text in lit_names(view) if not text.startswith("Robo Ruby asks Anna: \u201c")]
    if SHOTS:
        w.grab().save(f"{SHOTS}/party-computer-question-lit.png")
    assert lit and all(text.startswith("Robo Ruby") for text in lit), lit
    w.show_move_hint()
    assert w.status_text() == "Hint: press \u201cAnswered\u201d once Anna has answered aloud (or Skip)."
    click(view, buttons(view)["Answered"])
    assert w.session.record.moves[-1] == {"kind": "answered"}
    assert "Anna answers the question." in w.status_text()


def test_a_person_sees_no_button_to_ask_a_computer_and_may_ask_the_other_person(qtbot, data_dir, quick):
    """The finding: "A person at a table with computers therefore sees buttons 'Ask Robo Ruby
    (7♥)' that do nothing useful: a dead button." A computer cannot answer aloud: Anna, having
    captured the Q♦, is offered Ben (a person), not Robo Ruby, and the hint never suggests Ruby."""
    w = party(qtbot, [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]])
    take_over(w)
    w.play({"kind": "capture", "card": "QS", "take": ("QD",)})
    view = w.table.view
    assert set(buttons(view)) == {"Ask Ben (Q\u2666)", "No more questions"}, list(buttons(view))
    w.show_move_hint()
    assert "Robo Ruby" not in w.status_text(), w.status_text()
    click(view, buttons(view)["Ask Ben (Q\u2666)"])
    assert w.session.record.moves[-1] == {"kind": "ask", "card": "QD", "whom": 1}


def test_a_person_alone_with_computers_has_no_lone_no_more_questions_step(qtbot, data_dir, quick):
    """The finding: "when nobody can be asked a question, the person still gets a lone 'No more
    questions' step (a button to press) that does nothing useful: skip it when there is nobody
    to ask." Anna with Robo Ruby and Robo Rex: nobody at the table can answer aloud, so her
    capture ends her turn (no button, no hint of one); the computers, as they play on, ask
    nobody (no "Robo Ruby skipped the question")."""
    w = open_window(qtbot, SIZE, start=False)
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    w.start_game("cassino_party", ["Anna", "Robo Rex", "Robo Ruby"], dict(LAST_DEALS), seed=1,
                 computers=["", "medium", "medium"], stack=[round_robin(hands) + ["QD", "5C", "7C", "JC"]])
    w.play({"kind": "capture", "card": "QS", "take": ("QD",)})
    assert [m["kind"] for m in w.session.record.moves] == ["capture", "done_asking"]
    assert "No more questions" not in buttons(w.table.view), list(buttons(w.table.view))
    said = w.status_text()
    assert said.startswith("Anna plays the queen of spades and takes the queen of diamonds.  Robo Rex to play"), said
    people_turn(qtbot, w)
    assert "No more questions" not in buttons(w.table.view)
    assert all(m["kind"] != "skipped" and m.get("whom") not in (1, 2) for m in w.session.record.moves)


def test_the_question_buttons_keep_clear_of_the_hand(qtbot, data_dir):
    """Seen at 1024x600: after Anna's 10 took three cards, the seven Ask buttons' panel ran over
    the "Sweeps" caption and slot beside Anna's hand. The buttons keep clear of the hand and its
    name line; and there is no "Sweeps" caption or slot any more (s28: "Points are scored for
    having the following in your card pile", and a sweep is not among them)."""
    from cardtable.gui.table_view import LabelItem

    w = open_window(qtbot, SIZE, start=False)
    hands = [["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "KD", "QC", "KC"]]
    w.start_game("cassino_party", ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands) + ["5S", "2S", "4H", "3S"]])
    w.play(next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and m["card"] == "10D"
                and len(m["take"]) == 3))
    view = w.table.view
    assert len(buttons(view)) == 7
    panel = view.button_panel.sceneBoundingRect()
    sweeps = [i.sceneBoundingRect() for i in view.scene().items()
              if isinstance(i, LabelItem) and i.isVisible() and i.text == "Sweeps"]
    assert not [key for key in view.zones if key.startswith("sweeps")]
    hand = [i.sceneBoundingRect() for i in view.card_items() if i.spec.zone.startswith("hand")]
    name = [i.sceneBoundingRect() for i in view.scene().items()
            if isinstance(i, LabelItem) and i.isVisible() and i.text.startswith("Your hand")]
    assert not sweeps and hand and name
    if SHOTS:
        w.grab().save(f"{SHOTS}/party-ask-buttons-1024x600.png")
    for rect in hand + name:
        assert not panel.intersects(rect), (panel, rect)


def test_after_an_undo_and_a_redo_bens_curtain_still_tells_annas_capture(qtbot, data_dir, quick):
    """Seen in play: Anna captured, asked Ben (answered) and was done; after an undo
    and a redo Ben's curtain said only "Robo Ruby skips the question." Ben, away from the
    laptop, never saw Anna's capture: his curtain tells it."""
    hands = [["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "KD", "QC", "KC"]]
    w = party(qtbot, hands, row=("5S", "2S", "4H", "3S"))
    take_over(w)
    capture = next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and m["card"] == "10D")
    said_capture = w.game.apply(w.state, capture).events[0].text
    w.play(capture)
    view = w.table.view
    card = capture["take"][0]
    w.play({"kind": "ask", "card": card, "whom": 1})
    click(view, buttons(view)["Answered"])  # Ben answered aloud; Anna pressed
    # (only Robo Ruby is left, who cannot answer aloud: the asking is over, no "No more questions")
    assert w.session.record.moves[-1] == {"kind": "done_asking"}
    people_turn(qtbot, w)
    assert w.table.curtain.isVisible() and w.game.current_player(w.state) == 1
    assert said_capture in w.table.curtain.sub.text()
    w.undo()  # Ben's answer comes back (and the end of the asking played at once after it)
    assert w.session.record.moves[-1] == {"kind": "ask", "card": card, "whom": 1}
    w.redo()
    people_turn(qtbot, w)
    assert w.table.curtain.isVisible() and w.game.current_player(w.state) == 1
    said = w.table.curtain.sub.text()
    assert said_capture in said and "Ben answers the question." in said, said
    # and that the answer taken back was given again (s31 t4 #4: the very curtain Ben had seen
    # before the Undo, nothing telling the table it was undone): once, as the status line says it
    assert "Redone: Ben answers the question." in said and said.count("Ben answers the question.") == 1, said


def lit_names(view) -> list[str]:
    """The texts of the labels lit as acting (the colour of "your turn")."""
    return [l.text for l in labels(view) if l.isVisible() and getattr(l.spec, "highlight", False)]


def test_while_a_question_is_answered_aloud_the_one_holding_the_laptop_is_lit(qtbot, data_dir, quick):
    """The finding: "while a question is asked aloud, the asked person's name is still lit
    (highlighted as if it were their turn to act on the laptop) while the asker holds the laptop.
    The lit name should be whoever holds the laptop / must act, consistent with the status line
    ("X answers Y's question aloud; then whoever holds the laptop presses Answered or Skip")."
    Anna captures and asks Ben by a click on "Ask Ben (Q♦)": her name stays lit, not Ben's."""
    w = party(qtbot, [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]])
    take_over(w)
    w.play({"kind": "capture", "card": "QS", "take": ("QD",)})
    view = w.table.view
    click(view, buttons(view)["Ask Ben (Q\u2666)"])
    assert w.session.record.moves[-1] == {"kind": "ask", "card": "QD", "whom": 1}
    assert w.play_ctl.to_act() == (1,) and w.holder == 0 and not w.table.curtain.isVisible()
    assert "Ben answers Anna's question" in w.status_text()
    # (the question itself is lit too, as ever: it is not a name)
    lit = [text for text in lit_names(view) if not text.startswith("Anna asks Ben: \u201c")]
    if SHOTS:
        w.grab().save(f"{SHOTS}/party-question-lit-1024x600.png")
    # Anna's, not Ben's (her hand face down under the question: the table drawn for nobody names it)
    assert lit == ["Anna's hand \u00b7 3 cards \u00b7 2 won"], lit
    click(view, buttons(view)["Answered"])  # Anna presses for Ben, who answered aloud
    assert w.session.record.moves[-1]["kind"] in ("answered", "done_asking")


def test_the_curtains_recap_after_continue_is_the_one_shown_in_play(qtbot, data_dir, quick):
    """Read again from the record after Back to Start and Continue, the curtain's recap told a
    move and what the table played at once after it (the asking over once only a computer is
    left to ask) as two turns, where the curtain in play had told one. Now the same turns, the
    same lines."""
    hands = [["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "KD", "QC", "KC"]]
    w = party(qtbot, hands, row=("5S", "2S", "4H", "3S"))
    take_over(w)
    capture = next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and m["card"] == "10D")
    w.play(capture)
    view = w.table.view
    w.play({"kind": "ask", "card": capture["take"][0], "whom": 1})
    click(view, buttons(view)["Answered"])
    assert w.session.record.moves[-1] == {"kind": "done_asking"}  # played at once
    people_turn(qtbot, w)
    assert w.table.curtain.isVisible() and w.game.current_player(w.state) == 1
    notes, missed, said = list(w._notes), w._missed_notes(), w.table.curtain.sub.text()
    w.back_to_start()
    w.start.continue_button.click()
    assert w.table.curtain.isVisible()
    assert w._notes == notes and w._missed_notes() == missed
    assert w.table.curtain.sub.text() == said


def test_undo_of_an_answer_at_the_next_curtain_goes_back_to_the_askers_view(qtbot, data_dir, quick):
    """Tester (s28 finding 4): Anna asks Ben, "whoever holds the laptop presses Answered or Skip
    (it is not passed)"; Anna presses Answered, then Ctrl+Z at Ben's curtain: the curtain read
    "Pass to Ben ... I'm Ben: show my cards" and showed Ben's hand under "Anna asks Ben: ...". In
    the play the laptop stayed with Anna: Undo goes back to her (behind her curtain, since Ben
    may have taken the laptop at his), and to her view with the question."""
    hands = [["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "KD", "QC", "KC"]]
    w = party(qtbot, hands, row=("5S", "2S", "4H", "3S"))
    take_over(w)
    capture = next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and m["card"] == "10D")
    w.play(capture)
    view = w.table.view
    card = capture["take"][0]
    w.play({"kind": "ask", "card": card, "whom": 1})
    assert not w.table.curtain.isVisible() and w.holder == 0
    click(view, buttons(view)["Answered"])
    people_turn(qtbot, w)
    assert w.table.curtain.isVisible() and w.table.curtain.title.text() == "Pass to Ben"
    w.undo()
    assert w.session.record.moves[-1] == {"kind": "ask", "card": card, "whom": 1}
    assert w.table.curtain.isVisible() and w.table.curtain.title.text() == "Pass to Anna"
    # (the curtain lifts on the question, every hand down: it promises no cards, s30 t4)
    assert w.table.curtain.button.text() == "I'm Anna: show the question to Ben"
    assert face_up_hand_codes(w.table.view) == []
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    # Anna has the laptop, and the question is on the table for Ben: nobody's hand face up (s30 t3)
    assert face_up_hand_codes(w.table.view) == []
    assert w.holder == 0 and {"Answered", "Skip"} <= set(buttons(w.table.view))
    assert any(l.text.startswith("Anna asks Ben: \u201c") for l in labels(w.table.view))


def test_each_undo_is_told_once_on_the_curtain(qtbot, data_dir, quick):
    """Tester (s28 finding 5): "Taken back: Anna asks Ben the question on the king of hearts (and
    1 move after it)." after "Ben answered" had already been taken back by the Ctrl+Z before
    (Hand and Foot's curtain said the same of a meld after its discard). The curtain tells each
    Undo on a line of its own, as the status line told it, in the order they were pressed; Redo
    takes the last one's line away."""
    hands = [["6S", "7C", "8D", "10D"], ["AH", "2H", "JH", "4C"], ["AC", "KD", "QC", "KC"]]
    w = party(qtbot, hands, row=("5S", "2S", "4H", "3S"))
    take_over(w)
    capture = next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and m["card"] == "10D")
    w.play(capture)
    w.play({"kind": "ask", "card": "5S", "whom": 1})
    click(w.table.view, buttons(w.table.view)["Answered"])
    people_turn(qtbot, w)
    assert w.table.curtain.title.text() == "Pass to Ben"
    w.undo()
    first = w.status_text().split("  ")[0]
    # the "No more questions" the table played by itself after it is no move anybody made: not
    # "Taken back: Ben answered the question (and 1 move after it)."
    assert w.session.taken_back == ({"kind": "answered"}, {"kind": "done_asking"})
    assert first == "Taken back: Ben answers the question.", first
    w.undo()
    second = w.status_text().split("  ")[0]
    assert second == "Taken back: Anna asks Ben the question on the 5 of spades.", second
    assert w.table.curtain.isVisible() and w.table.curtain.title.text() == "Pass to Anna"
    said = w.table.curtain.sub.text().splitlines()
    assert said[:2] == [first, second], said
    assert "Anna asks Ben the question on the 5 of spades (and" not in w.table.curtain.sub.text()
    w.redo()
    said = w.table.curtain.sub.text().splitlines()
    assert first in said and second not in said, said


def test_a_computers_question_to_a_person_sits_clear_of_answered_and_skip(qtbot, data_dir, quick):
    """Tester t2 (s28 #3), Anna and three computers at 1366x768: Robo Remy's question to Anna took
    two lines in the prompt's place and its second line lay over the top of the panel holding
    Answered and Skip. The question and the panel keep apart."""
    w = open_window(qtbot, (1366, 768), start=False)
    hands = [["8S", "9S", "KH", "KC"], ["QS", "KD", "10H", "6C"], ["AH", "2H", "3H", "4H"], ["5D", "6D", "7D", "8D"]]
    w.start_game("cassino_party", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], dict(LAST_DEALS), seed=1,
                 computers=["", "medium", "medium", "medium"], stack=[round_robin(hands) + ["QD", "5C", "7C", "JC"]])
    w.play({"kind": "trail", "card": "8S"})
    qtbot.waitUntil(lambda: bool(w.state.question) and w.thinking is None, timeout=20_000)
    view = w.table.view
    assert {"Answered", "Skip"} <= set(buttons(view))
    asked = [lab for lab in labels(view) if lab.isVisible() and lab.text.startswith("Robo Rex asks Anna: \u201c")]
    assert asked, [lab.text for lab in labels(view)]
    panel = view.button_panel.sceneBoundingRect()
    for lab in asked:
        assert not lab.sceneBoundingRect().intersects(panel), (lab.sceneBoundingRect(), panel)


def test_the_table_keeps_its_places_during_the_question_step(qtbot, data_dir, quick):
    """s30 t3: when Anna captured and the "Ask Ben (Q♦) / No more questions" bar came up, the
    empty "Trail" slot went away and the stock jumped to the right, then back at the next turn.
    The row and the stock keep their places through the question step: the slot's room stays
    (nothing can be trailed meanwhile, so it is not offered as a place to drop)."""
    w = party(qtbot, [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]])
    take_over(w)
    w.play({"kind": "capture", "card": "QS", "take": ("QD",)})
    view = w.table.view
    assert "No more questions" in buttons(view)

    def places():
        return {key: (round(z.rect.x(), 1), round(z.rect.y(), 1)) for key, z in view.zones.items()
                if key == "stock" or key.startswith("heap")}

    asking = places()
    assert "row" not in view.zones  # (no trail now: no slot to drop on)
    click(view, buttons(view)["No more questions"])
    take_over(w)  # Ben's turn
    assert "row" in view.zones
    assert places() == asking


def test_the_askers_hand_is_face_down_while_a_question_is_on_the_table(qtbot, data_dir):
    """Tester t3, s30 #1 (privacy): Anna captured and pressed "Ask Cleo (7♦)"; the question stood in
    big letters on the table for Cleo, with Answered and Skip, and Anna's whole hand face up right
    under it, while the status line invited Cleo to the laptop ("then whoever holds the laptop
    presses Answered or Skip"). A child leaning in to read the question saw Anna's cards. While a
    question is on the table no hidden face is painted (the laptop does not change hands: no
    curtain); when it is answered and it is still Anna's turn (Cleo left to ask), her hand stays
    down (t4, s30: it was face up at once while Ben still leaned in) and no curtain comes before
    her next question (s31: only a hand shown needs one)."""
    w = open_window(qtbot, SIZE, start=False)
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    w.start_game("cassino_party", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, computers=["", "", ""],
                 stack=[round_robin(hands) + ["QD", "QH", "5C", "JC"]])
    take_over(w)
    capture = next(m for m in w.game.legal_moves(w.state) if m.kind == "capture" and len(m["take"]) == 2)
    w.play(capture)
    view = w.table.view
    assert sorted(face_up_hand_codes(view)) == sorted(w.state.hands[0])  # Anna's own turn: her hand
    click(view, buttons(view)[next(b for b in buttons(view) if b.startswith("Ask Ben"))])
    assert w.state.question and w.state.question[1] == 1
    assert not w.table.curtain.isVisible()  # the laptop stays with Anna
    assert any(l.text.startswith("Anna asks Ben: \u201c") for l in labels(view))
    assert {"Answered", "Skip"} <= set(buttons(view))
    assert face_up_hand_codes(view) == []  # nobody's hand face up under the question
    assert w.viewer is None and w.holder == 0
    assert_private(w)
    if SHOTS:
        w.grab().save(f"{SHOTS}/party-question-hands-down-1024x600.png")
    click(view, buttons(view)["Answered"])
    assert not w.state.question and w.game.current_player(w.state) == 0  # Anna may still ask Cleo
    assert not w.table.curtain.isVisible() and face_up_hand_codes(view) == [] and w.holder == 0
    assert_private(w)
    assert any(b.startswith("Ask Cleo") for b in buttons(view))


# ----- out of a question, behind the asker's curtain (tester t4, s30) -------------------------

def anna_asks_cleo(qtbot, clock=None):
    """Anna, Ben and Cleo, all people, at 1024x600: Anna's 9♠ takes the 5♣ and the 4♣ ("If a
    player captures more than one card, the player may ask the question on all those cards, but
    only one question per person"), and she presses "Ask Cleo (5♣)". ``clock``: the guards' test
    clock, moved on before each press (a person's pause)."""
    w = open_window(qtbot, SIZE, start=False)
    hands = [["9S", "QS", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    w.start_game("cassino_party", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, computers=["", "", ""],
                 stack=[round_robin(hands) + ["QD", "5C", "4C", "JC"]])
    if clock is not None:
        clock.now += 5
    take_over(w)
    w.play({"kind": "capture", "card": "9S", "take": ("5C", "4C")})
    view = w.table.view
    assert sorted(face_up_hand_codes(view)) == sorted(w.state.hands[0])
    if clock is not None:
        clock.now += 5
    click(view, buttons(view)["Ask Cleo (5\u2663)"])
    assert w.state.question == ("5C", 2) and not w.table.curtain.isVisible()
    assert face_up_hand_codes(view) == [] and w.holder == 0
    assert_private(w)
    return w


def test_ctrl_z_while_the_one_asked_leans_in_brings_the_askers_curtain(qtbot, data_dir):
    """t4 #1: "press Ctrl+Z (Undo) while Cleo is still leaning in to answer: the table goes
    straight back to 'Anna may ask questions…' with Anna's whole hand FACE UP ..., no curtain".
    Now "Pass to Anna" comes first; Ctrl+Shift+Z puts the question back, every hand down; and
    Skip, pressed for Cleo, goes on to Anna's next question, every hand still down (s31: no
    curtain between two questions)."""
    w = anna_asks_cleo(qtbot)
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.session.record.moves[-1]["kind"] == "capture" and not w.state.question
    assert w.table.curtain.isVisible() and w.table.curtain.title.text() == "Pass to Anna"
    assert w.table.curtain.button.text() == "I'm Anna: show my cards"
    assert face_up_hand_codes(w.table.view) == []
    take_over(w)
    assert sorted(face_up_hand_codes(w.table.view)) == sorted(w.state.hands[0])
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert w.state.question == ("5C", 2) and not w.table.curtain.isVisible()
    assert face_up_hand_codes(w.table.view) == []
    assert_private(w)
    click(w.table.view, buttons(w.table.view)["Skip"])
    assert w.session.record.moves[-1] == {"kind": "skipped"} and w.game.current_player(w.state) == 0
    assert not w.table.curtain.isVisible() and face_up_hand_codes(w.table.view) == []
    assert_private(w)
    assert any(b.startswith("Ask Ben") for b in buttons(w.table.view))


def test_a_card_clicked_under_the_question_says_who_answers(qtbot, data_dir):
    """t4 #2: a click on one of Anna's face-down cards under "Anna asks Cleo: …" said "That is
    Anna's hand: it is Cleo's turn." It is nobody's turn to play: Cleo only answers aloud."""
    w = anna_asks_cleo(qtbot)
    view = w.table.view
    for owner, said in ((0, "Anna's cards stay down while Cleo answers; press \u201cAnswered\u201d or \u201cSkip\u201d."),
                        (2, "The cards stay down while Cleo answers; press \u201cAnswered\u201d or \u201cSkip\u201d.")):
        card = next(i for i in view.card_items() if i.spec.owner == owner)
        click(view, card)
        assert w.table.hint.isVisible() and w.table.hint.text() == said, w.table.hint.text()
        assert w.state.question == ("5C", 2)


def test_a_card_clicked_between_two_questions_says_why_it_stays_down(qtbot, data_dir):
    """Cleo answered and Anna may ask Ben: her hand stays down (no curtain came: s31); a click on
    it says so and which buttons go on, not "Anna's hand cannot be moved now"."""
    w = anna_asks_cleo(qtbot)
    view = w.table.view
    click(view, buttons(view)["Answered"])
    card = next(i for i in view.card_items() if i.spec.owner == 0)
    click(view, card)
    assert w.table.hint.text() == ("Anna's cards stay down between the questions; press "
                                   "\u201cAsk Ben (4\u2663)\u201d or \u201cNo more questions\u201d.")


def test_a_save_reopened_on_a_question_promises_the_question_not_cards(qtbot, data_dir):
    """t4 #3: reopening a saved game that stands on a question showed "I'm Anna: show my cards",
    and then the cards stayed down. The curtain says what comes: the question, and to whom."""
    w = anna_asks_cleo(qtbot)
    w.back_to_start()
    w.start.continue_button.click()
    c = w.table.curtain
    assert c.isVisible() and c.title.text() == "Pass to Anna"
    assert c.button.text() == "I'm Anna: show the question to Cleo"
    assert "cards" not in c.button.text()
    assert w.locked_reason() == "Pass the laptop to Anna first."  # (whom the curtain waits for, not Cleo)
    assert c.sub.text().endswith("The question comes up with every hand face down. Anna, click or press A when you are ready.")
    if SHOTS:
        w.grab().save(f"{SHOTS}/party-question-reopened-1024x600.png")
    take_over(w)
    assert w.state.question == ("5C", 2) and face_up_hand_codes(w.table.view) == []
    assert any(l.text.startswith("Anna asks Cleo: \u201c") for l in labels(w.table.view))
    assert {"Answered", "Skip"} <= set(buttons(w.table.view))


@pytest.mark.curtain_guard
@pytest.mark.button_guard
def test_a_stream_of_clicks_after_answered_never_asks_the_next_question_nor_lifts_the_curtain(
        qtbot, data_dir, monkeypatch):
    """Anna presses Answered for Cleo and clicks on every 0.3 s over "Ask Ben (4♣)", which comes
    up in its place (no curtain between two questions, s31): no click of the stream asks Ben
    (the hand-over's pause rule) and no hand shows; one click after a pause asks him. Skip, for
    Ben, ends the asking: "Pass to Ben" comes, and a stream of clicks over its button never
    lifts it; one click after a pause does."""
    from cardtable.gui import curtain
    from cardtable.gui.table_view import ButtonItem, TableView

    from .helpers import centre, fake_clock
    from .test_button_guard import clicks
    from .test_privacy_walk import target_at

    clock = fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)
    w = anna_asks_cleo(qtbot, clock)
    view = w.table.view
    c = w.table.curtain

    def stream(at, still) -> None:
        for _ in range(10):
            QTest.qWait(20)
            clock.now += 0.3
            widget, pos = target_at(w, at)
            QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
            assert still(), "a click in the stream was taken"
            assert face_up_hand_codes(view) == []

    clock.now += 5  # Cleo answers aloud; Anna waits, then presses
    clicks(view, centre(view, buttons(view)["Answered"]), 1)
    moves = len(w.session.record.moves)
    assert w.session.record.moves[-1] == {"kind": "answered"} and not c.isVisible()
    ask = buttons(view)["Ask Ben (4\u2663)"]
    stream(view.mapTo(w, centre(view, ask)), lambda: len(w.session.record.moves) == moves)
    clock.now += curtain.PAUSE_S + 0.1
    click(view, buttons(view)["Ask Ben (4\u2663)"])
    assert w.state.question == ("4C", 1) and not c.isVisible() and face_up_hand_codes(view) == []
    clock.now += 5
    click(view, buttons(view)["Skip"])
    assert w.game.current_player(w.state) == 1 and c.isVisible() and c.title.text() == "Pass to Ben"
    stream(c.button.mapTo(w, c.button.rect().center()), c.isVisible)
    clock.now += curtain.PAUSE_S + 0.1
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and sorted(face_up_hand_codes(view)) == sorted(w.state.hands[1])
