"""Several cards played together, chosen by the keys alone (tester t2, session 32, #9): "Tab onto a
card, then Enter, Space or Ctrl+Enter. Each one only picks up that single card ... So a keyboard
player can never play two aces at once." Space now chooses the focused card for a move of several
cards (as a click does), Enter on a chosen card picks them all up, and Enter on a place puts them
down (as a drag of a chosen card carries the whole choice). A card picked up by the keys rises,
framed in gold, and the status line names it (#3)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.table_view import SELECTED_RISE, ZoneItem

from tests.games.stacking import round_robin
from .helpers import buttons, hand_item, keys_to, open_window, take_over


def focus_on(view, item, limit: int = 80) -> None:
    """Tab and the arrows (:func:`keys_to`) until the keyboard's focus is on ``item``."""
    view.setFocus()
    if keys_to(view, lambda i: i is item, limit):
        return
    raise AssertionError(f"the keys never reached {item.accessible_name()}")


def focus_on_zone(view, zone: str, limit: int = 20) -> None:
    """The arrows, over the places a piece picked up may go to, until ``zone`` has the focus."""
    for _ in range(limit):
        item = view.controller.focus_item
        if isinstance(item, ZoneItem) and item.spec.id == zone:
            return
        QTest.keyClick(view, Qt.Key_Right)
    raise AssertionError(f"the keys never reached {zone}")


def test_i_doubt_it_two_aces_claimed_by_the_keys(qtbot, data_dir):
    """ "play one or more cards as aces": Anna chooses the ace of clubs and the ace of diamonds
    with Space (each rises, outlined in gold; Space again takes one out), Enter on one of them
    picks both up, and Enter on the pile plays them as one claim of two aces."""
    hands = [["AC", "AD", "2C", "5S"], ["3C", "4C", "5C", "6S"], ["6C", "7C", "8C", "7S"]]
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cy"], {}, seed=3, open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    ace_c, ace_d, two = hand_item(view, "AC"), hand_item(view, "AD"), hand_item(view, "2C")
    focus_on(view, ace_c)
    QTest.keyClick(view, Qt.Key_Space)
    assert ace_c.selected and w.session.record.moves == [] and view.controller.held is None
    # (s38 t4 #7: what Enter does there, not "Enter picks it up")
    assert w.status_text().startswith("Selected: ace of clubs. To lay it face down as one ace, press Enter, "
                                      "then Enter again on the pile; or Space on more cards")
    # a card chosen and taken out again
    focus_on(view, two)
    QTest.keyClick(view, Qt.Key_Space)
    assert two.selected
    QTest.keyClick(view, Qt.Key_Space)
    assert not two.selected
    focus_on(view, ace_d)
    QTest.keyClick(view, Qt.Key_Space)
    assert ace_c.selected and ace_d.selected and not two.selected
    QTest.keyClick(view, Qt.Key_Return)  # both picked up: the keys go over where they may go
    ctrl = view.controller
    assert ctrl.held is ace_d and [i for i, _ in ctrl.companions] == [ace_c]
    assert isinstance(ctrl.focus_item, ZoneItem) and ctrl.focus_item.spec.id == "pile"
    assert w.status_text() == ("Picked up the ace of diamonds and the ace of clubs: Enter takes them to the pile, "
                               "Esc puts them back.")
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves == [{"kind": "play", "cards": ("AC", "AD")}]
    assert w.state.claim_count == 2 and not {"AC", "AD"} & set(w.state.hands[0])


def test_esc_puts_the_cards_chosen_back_and_a_second_esc_clears_the_choice(qtbot, data_dir):
    hands = [["AC", "AD", "2C", "5S"], ["3C", "4C", "5C", "6S"], ["6C", "7C", "8C", "7S"]]
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cy"], {}, seed=3, open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    ace_c, ace_d = hand_item(view, "AC"), hand_item(view, "AD")
    resting = ace_c.pos()
    for item in (ace_c, ace_d):
        focus_on(view, item)
        QTest.keyClick(view, Qt.Key_Space)
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is ace_d
    QTest.keyClick(view, Qt.Key_Escape)
    assert view.controller.held is None and ace_c.selected and ace_d.selected
    QTest.keyClick(view, Qt.Key_Escape)
    assert not ace_c.selected and not ace_d.selected and w.session.record.moves == []
    assert ace_c.pos() == resting


def test_a_card_picked_up_by_enter_rises_framed_and_is_named(qtbot, data_dir):
    """ "A card picked up with Enter looks almost the same as the others (only a faint shadow),
    and the status line does not name it": it rises where it lies, framed in gold, and the status
    line says which card is held, where Enter takes it, and that Esc puts it back."""
    from .test_table_play import STACK

    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    ace = hand_item(view, "AH")
    focus_on(view, ace)
    resting = ace.pos()
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is ace and ace.lifted
    assert ace.pos().y() < resting.y() - ace.h * SELECTED_RISE * 0.9
    assert w.status_text() == "Picked up the ace of hearts: Enter takes it to the discard pile, Esc puts it back."
    # framed: the gold of a chosen card round it
    from PySide6.QtGui import QImage, QPainter

    from cardtable.gui.table_view import GOLD

    box = ace.boundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-box.left(), -box.top())
    ace.paint(p, None)
    p.end()
    edge = [image.pixelColor(int(ace.w / 2 - box.left()), int(2 - box.top()))]
    assert any(abs(c.red() - GOLD.red()) < 40 and abs(c.green() - GOLD.green()) < 40 and c.blue() < 150 for c in edge)
    QTest.keyClick(view, Qt.Key_Escape)
    QTest.qWait(400)  # (it glides back)
    assert not ace.lifted and ace.pos() == resting and w.session.record.moves == []


def test_a_set_of_three_kings_melded_by_the_keys(qtbot, data_dir):
    """10 Dime Rummy: "a set of 3 ... of the same rank". Anna draws from the stock by the keys,
    chooses the king of spades and two of her three kings of hearts with Space (each copy is
    its own card to choose), picks them up with Enter and puts them on New meld with Enter."""
    from .test_contract_rummy_table import ten_dime

    w = ten_dime(qtbot)
    view = w.table.view
    focus_on(view, view.pieces["stock"])
    QTest.keyClick(view, Qt.Key_Return)
    if view.controller.held is not None:  # (picked up: Enter on the hand takes it)
        QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[-1]["kind"] == "draw"
    kings = [hand_item(view, "KS"), view.pieces["hand:KH"], view.pieces["hand:KH#2"]]
    for king in kings:
        focus_on(view, king)
        QTest.keyClick(view, Qt.Key_Space)
    assert all(k.selected for k in kings) and sum(i.selected for i in view.card_items()) == 3
    focus_on(view, kings[0])
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is kings[0] and len(view.controller.companions) == 2
    focus_on_zone(view, "melds/0")
    assert w.status_text().startswith("Picked up the king of spades and both kings of hearts: Enter takes them to ")
    QTest.keyClick(view, Qt.Key_Return)
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == ["KH", "KH", "KS"]
    assert w.state.hands[0].count("KH") == 1 and "KS" not in w.state.hands[0]


def test_hearts_pass_of_three_by_the_keys_still_works(qtbot, data_dir):
    """ "each player chooses three cards and passes them": Enter chooses (as before), Space too,
    and the button passes them."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dan"], {}, seed=5)
    view = w.table.view
    take_over(w)
    hand = list(w.state.hands[0])
    for card, key in zip(hand[:3], (Qt.Key_Return, Qt.Key_Space, Qt.Key_Return)):
        focus_on(view, hand_item(view, card))
        QTest.keyClick(view, key)
        assert hand_item(view, card).selected and view.controller.held is None
    label = "Pass these three to Ben"
    assert buttons(view)[label].enabled
    focus_on(view, buttons(view)[label])
    QTest.qWait(600)  # (a button takes a key aimed at it after a moment)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[0]["kind"] == "pass"
    assert sorted(w.session.record.moves[0]["cards"]) == sorted(hand[:3])


def test_hand_and_foot_enter_on_a_third_ten_takes_the_two_chosen_along(qtbot, data_dir):
    """Hand and Foot ("a minimum of three cards of the same rank for a starting meld"): the 10 of
    hearts and the 10 of clubs chosen with Space, Enter on the 10 of diamonds (not chosen) picks
    it up with them, as a drag of it carries them, and Enter on New meld lays the three."""
    from .test_hand_and_foot_drags import TENS, anna_to_play

    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(anna_to_play(TENS, [("9", ["9H", "9S", "9D"])]), "tens", True, None)
    view = w.table.view
    moves = len(w.session.record.moves)
    for card in ("10H", "10C"):
        focus_on(view, hand_item(view, card))
        QTest.keyClick(view, Qt.Key_Space)
    focus_on(view, hand_item(view, "10D"))
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is hand_item(view, "10D") and len(view.controller.companions) == 2
    focus_on_zone(view, "melds/0")
    QTest.keyClick(view, Qt.Key_Return)
    assert len(w.session.record.moves) == moves + 1 and w.session.record.moves[-1]["kind"] == "meld"
    assert sorted(w.state.melds[-1][2]) == ["10C", "10D", "10H"]


def test_keyboard_shortcuts_list_the_key_that_chooses_cards(qtbot, data_dir):
    w = open_window(qtbot)
    rows = dict(w.shortcut_rows())
    chooses = [what for what, keys in rows.items() if keys == "Space"]
    assert chooses and "several cards are played together" in chooses[0]
