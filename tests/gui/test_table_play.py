"""A whole hand of Crazy Eights for three players, played through real mouse drags on the
table's viewport: an illegal drop that snaps back, the curtain between turns, the suit chooser
after an 8, save / close / reopen / continue."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.main_window import MainWindow
from cardtable.store.saves import SaveStore

from .helpers import assert_private, buttons, click, double_click_at, drag, hand_item, keys_to, open_window

# Seat 0 (Anna) gets cards 1, 4, 7, ...; the 25th card is the upcard.
ANNA = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8C"]
BEN = ["9H", "10H", "JH", "QH", "KH", "2C", "3C", "4C"]
CLEO = ["2D", "3D", "4D", "5D", "6D", "7D", "9D", "10D"]
STACK = [[c for trio in zip(ANNA, BEN, CLEO) for c in trio] + ["8H"]]



def take_over(qtbot, w) -> None:
    """The next player clicks the curtain's button."""
    assert w.table.curtain.isVisible()
    assert_private(w)
    name = w.state.players[w.game.current_player(w.state)]
    assert w.table.curtain.title.text() == f"Pass to {name}"
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    assert_private(w)


def play_turn(qtbot, w) -> None:
    """The player to move plays by dragging: an 8 if they hold one (naming hearts on the table's
    chooser), else the first matching card onto the discard pile, else a click on the stock,
    else Pass."""
    view = w.table.view
    legal = w.game.legal_moves(w.state)
    plays = [m for m in legal if m.kind == "play"]
    plain = [m for m in plays if not m["card"].startswith("8")]
    if len(plain) < len(plays):
        plain = []
    discard = view.zones["discard"].rect.center()
    before = len(w.session.record.moves)
    if plain:
        before = len(w.session.record.moves)
        drag(view, hand_item(view, plain[0]["card"]), discard)
        assert len(w.session.record.moves) == before + 1
        assert w.session.record.moves[-1] == plain[0]
    elif plays:
        card = next(m["card"] for m in plays if m["card"].startswith("8"))
        drag(view, hand_item(view, card), discard)
        choices = buttons(view)
        assert "\u2665 Hearts" in choices and "Cancel" in choices  # the on-table chooser
        click(view, choices["\u2665 Hearts"])
        assert w.session.record.moves[-1] == {"kind": "play", "card": card, "suit": "H"}
    elif any(m.kind == "draw" for m in legal):
        click(view, view.pieces["stock"])
        assert w.session.record.moves[-1].kind == "draw"
    else:
        click(view, buttons(view)["Pass (nothing to draw)"])
    assert len(w.session.record.moves) == before + 1


def play_until_turn_changes(qtbot, w) -> None:
    seat = w.game.current_player(w.state)
    while not w.game.is_over(w.state) and w.game.current_player(w.state) == seat:
        assert not w.table.curtain.isVisible()
        play_turn(qtbot, w)
        assert_private(w)


def test_whole_hand_by_mouse(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    view = w.table.view
    take_over(qtbot, w)  # "Pass to Anna"

    # An illegal drop: Anna drags a heart onto the stock instead of the discard pile.
    snapshot = w.state.to_json()
    card = hand_item(view, "AH")
    home = card.pos()
    drag(view, card, view.zones["stock"].rect.center())
    assert w.state.to_json() == snapshot and w.session.record.moves == []
    assert "discard pile" in w.status_text()
    qtbot.waitUntil(lambda: card.pos() == home, timeout=2000)  # it glided back

    # A card that cannot be played does not even lift: the engine says why.
    moves_played = 0
    play_until_turn_changes(qtbot, w)  # Anna plays a heart
    take_over(qtbot, w)  # Ben
    play_until_turn_changes(qtbot, w)
    take_over(qtbot, w)  # Cleo, who holds only diamonds
    diamond = hand_item(view, "2D")
    home = diamond.pos()
    snapshot = w.state.to_json()
    drag(view, diamond, view.zones["discard"].rect.center())
    assert w.state.to_json() == snapshot
    assert "must match" in w.status_text() or "The suit is" in w.status_text()
    assert diamond.pos() == home

    # Play on; halfway, save, close the window, reopen it and continue.
    turns = 0
    while not w.game.is_over(w.state):
        play_until_turn_changes(qtbot, w)
        turns += 1
        if turns == 4:
            position = w.state.to_json()
            moves_played = len(w.session.record.moves)
            w.close()
            w = open_window(qtbot, (1100, 720))
            assert w.start.continue_button.isEnabled()
            QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
            assert w.state.to_json() == position
            assert len(w.session.record.moves) == moves_played
            view = w.table.view
        if not w.game.is_over(w.state):
            take_over(qtbot, w)
        assert turns < 200
    # Anna played her 8 of clubs first, naming hearts on the chooser.
    assert w.session.record.moves[0] == {"kind": "play", "card": "8C", "suit": "H"}
    winner = w.state.players[w.game.winners(w.state)[0]]
    assert w.table.over.isVisible()
    assert f"{winner} wins" in w.table.over.title.text()
    # The finished game was saved as it ended.
    saved = SaveStore().load(w.save_id)
    assert saved.state.to_json() == w.state.to_json()


def test_press_highlights_legal_target_and_hot_target(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    assert not w.table.curtain.isVisible()
    item = hand_item(view, "AH")
    vp = view.viewport()
    start = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    from cardtable.gui.table_view import ZoneItem
    from .helpers import move_to

    assert view.zones["discard"].state == ZoneItem.LEGAL
    assert view.zones["stock"].state == ZoneItem.NONE
    end = view.mapFromScene(view.zones["discard"].rect.center())
    for i in range(1, 5):
        move_to(view, start + (end - start) * i / 4)
    assert view.zones["discard"].state == ZoneItem.HOT
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves == [{"kind": "play", "card": "AH"}]


def test_chooser_cancel_puts_the_eight_back(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    eight = hand_item(view, "8C")
    home = eight.pos()
    drag(view, eight, view.zones["discard"].rect.center())
    assert set(buttons(view)) == {"\u2660 Spades", "\u2665 Hearts", "\u2666 Diamonds", "\u2663 Clubs", "Cancel"}
    # the status asks for the choice (it said only "\u2660 Spades", the button with the
    # keyboard's focus, where the prompt had been)
    assert w.status_text().startswith("Choose: \u2660 Spades, \u2665 Hearts"), w.status_text()
    click(view, buttons(view)["Cancel"])
    qtbot.waitUntil(lambda: eight.pos() == home, timeout=2000)
    assert w.session.record.moves == []


def test_double_click_plays_and_click_on_stock_draws(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    from .helpers import grab_point

    double_click_at(view.viewport(), grab_point(view, hand_item(view, "3H")))
    assert w.session.record.moves == [{"kind": "play", "card": "3H"}]
    click(view, view.pieces["stock"])
    assert w.session.record.moves[-1] == {"kind": "draw"}


def test_keyboard_play(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    view.setFocus()
    ctrl = view.controller
    assert keys_to(view, lambda item: item.accessible_name() == "ace of hearts, in your hand")
    assert w.status_text() == "ace of hearts, in your hand"
    QTest.keyClick(view, Qt.Key_Return)  # pick up: the focus moves to its legal target
    assert ctrl.focus_item.accessible_name() == "the discard pile"
    QTest.keyClick(view, Qt.Key_Return)  # drop
    assert w.session.record.moves == [{"kind": "play", "card": "AH"}]


def test_undo_as_the_engine_allows(qtbot, data_dir):
    w = open_window(qtbot, (1100, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    drag(view, hand_item(view, "AH"), view.zones["discard"].rect.center())
    assert len(w.session.record.moves) == 1
    assert w.undo_action.shortcut().toString() == "Ctrl+Z"
    w.undo_action.trigger()
    assert w.session.record.moves == []
    assert "hand:AH" in view.pieces
    assert "Taken back: Anna plays the ace of hearts." in w.status_text()  # what, in the log's words
    click(view, view.pieces["stock"])  # a draw shows a card: it cannot be taken back
    w.undo()
    assert len(w.session.record.moves) == 1
    # (named as at a table with computers, since s43: it said "The last move drew 1 card from
    # the stock, so it cannot be taken back.")
    assert w.status_text() == "Too late to take that back: you have already drawn a new card."


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (2560, 1440), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 8])
def test_layout_fits_at_every_size(qtbot, data_dir, size, players):
    from .helpers import labels

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    names = ["Anna", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"][:players]
    w.start_game("crazy_eights", names, {"scoring": True}, seed=5, open_handed=True)
    view = w.table.view
    area = view.sceneRect()
    items = view.card_items() + labels(view)
    for item in items:
        r = item.sceneBoundingRect()
        assert area.contains(r), f"{getattr(item, 'spec', None)} falls off the table at {size}"
    ls = labels(view)
    for i, a in enumerate(ls):
        for b in ls[i + 1:]:
            assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect()), (a.text, b.text)
    # cards of different zones never overlap labels
    for item in view.card_items():
        for lab in ls:
            inter = item.sceneBoundingRect().intersected(lab.sceneBoundingRect())
            assert inter.width() * inter.height() < 4, (item.spec.id, lab.text)
