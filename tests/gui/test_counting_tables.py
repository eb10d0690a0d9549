"""Thirty-One, Golf, Spider and Pirate on the generic table, played with real mouse drags (press,
move in steps, release) on the view: a legal drop is applied, an illegal one is refused with the
engine's reason and the game is unchanged."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.core.rng import shuffle
from cardtable.games.spider import SpiderDeck

from .helpers import buttons, click, drag, hand_item, move_to, open_window, settle


def release(view, at_scene: QPointF) -> None:
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(at_scene))


def drag_by_top(view, item, to_scene: QPointF, steps: int = 6, release: bool = True) -> None:
    """Press on the visible top strip of a card in a column (the cards below it cover the rest)."""
    settle(view)
    vp = view.viewport()
    r = item.sceneBoundingRect()
    start = view.mapFromScene(QPointF(r.left() + r.width() * 0.3, r.top() + r.height() * 0.06))
    end = view.mapFromScene(to_scene)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, steps + 1):
        move_to(view, start + (end - start) * i / steps)
    if release:
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def refused(w, before_moves: int, snapshot: dict) -> str:
    """The last drop changed nothing: same record, same state; the reason is on the status line."""
    assert len(w.session.record.moves) == before_moves
    assert w.state.to_json() == snapshot
    return w.status_text()


def test_thirty_one_draw_and_discard_by_drag_and_knock(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    card = w.state.hands[seat][0]
    # a discard before drawing is refused: "At your turn you may draw a card from the stock pile or the discard pile"
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, hand_item(view, card), view.zones["discard"].rect.center())
    assert "draw" in refused(w, n, snap).lower()
    # drag the stock's top card into the hand
    drag(view, view.pieces["stock"], view.zones[f"hand/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "source": "stock"}
    assert len(w.state.hands[seat]) == 4
    # "If you think you are high ... you can knock any time during your turn before you discard."
    click(view, buttons(view)["Knock"])
    assert w.state.knocker == seat
    discard = w.state.hands[seat][1]
    drag(view, hand_item(view, discard), view.zones["discard"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "card": discard}
    assert w.state.discard[-1] == discard and w.state.turn != seat


def test_golf_exchange_by_drag_and_turn_by_click(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    # the owner's two bottom corners are face up for them, marked "peek"; the rest face down
    assert view.pieces[f"grid/{seat}#4"].spec.face != "back" and view.pieces[f"grid/{seat}#7"].spec.face != "back"
    assert view.pieces[f"grid/{seat}#0"].spec.face == "back"
    other = 1 - seat
    assert all(view.pieces[f"grid/{other}#{i}"].spec.face == "back" for i in range(8))
    # each seat's line says its quarters and its face-up cards' points in words (it said
    # "quarters 3 · up scores 0"): "Each player needs 4 quarters to start the game", less the ante
    lines = [label.text for label in view.spec.labels]
    assert f"{w.state.players[seat]} \u00b7 3 quarters \u00b7 0 pts face up" in lines
    # (the dealer's line said "· deals": "dealer" reads plainer, a tester's finding)
    assert f"{w.state.players[other]} \u00b7 3 quarters \u00b7 0 pts face up \u00b7 dealer" in lines
    assert not any("up scores" in line for line in lines)
    top = w.state.discard[-1]
    drag(view, view.pieces["discard"], view.zones[f"held/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "source": "discard"}
    # a card taken from the discard pile must be exchanged: dropping it back is refused
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, view.pieces[f"held/{seat}"], view.zones["discard"].rect.center())
    assert refused(w, n, snap) == "A card taken from the discard pile must be exchanged for one of yours."
    # dropped on the other player's grid it goes back, and the reason names the one place it may
    # go once ("If you exchange one of your cards for one of these you must place it face up"):
    # it listed all eight ("Drop it on Anna's grid, card 1 or Anna's grid, card 2 or ...")
    drag(view, view.pieces[f"held/{seat}"], view.zones[f"grid/{other}#0"].rect.center())
    assert refused(w, n, snap) == "Drop it on a card in your grid."
    # exchange: drop it on the top-left card of the grid; the old card goes to the discard pile
    old = w.state.grids[seat][0]
    drag(view, view.pieces[f"held/{seat}"], view.zones[f"grid/{seat}#0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "exchange", "at": 0}
    assert w.state.grids[seat][0] == top and w.state.up[seat][0] and w.state.discard[-1] == old
    # the next player takes from the stack, discards it, then turns a card by clicking it
    seat = w.state.turn
    drag(view, view.pieces["stock"], view.zones[f"held/{seat}"].rect.center())
    drag(view, view.pieces[f"held/{seat}"], view.zones["discard"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard"} and w.state.phase == "turn"
    click(view, view.pieces[f"grid/{seat}#2"])
    assert w.session.record.moves[-1] == {"kind": "turn", "at": 2} and w.state.up[seat][2]


def spider_stack() -> list[str]:
    """The face-up cards of the deal: a 9S on column 1, a 10S on column 2, a JH on column 3 and
    a 5D on column 4 (dealt last, one a column)."""
    up = ["9S", "10S", "JH", "5D", "KC", "KC", "KD", "KD", "KH", "KH"]
    rest = SpiderDeck(decks=2).cards()
    for c in up:
        rest.remove(c)
    order = shuffle(rest, 9, 0)
    return order[:44] + up + order[44:]


def test_spider_multi_card_drag_of_a_run(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["You"], {}, seed=9, stack=[spider_stack()])
    view = w.table.view
    # "a 9♠ can be placed on the 10♦": the 9S onto the 10S makes a run of one suit
    drag_by_top(view, view.pieces["col1:9S"], view.zones["col2"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "move", "src": "col1", "dst": "col2", "cards": ("9S",)}
    assert w.state.down[0] == 4  # the card under it is turned up
    # the 10S-9S run onto the 5D: refused with the reason, nothing changes
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag_by_top(view, view.pieces["col2:10S"], view.zones["col4"].rect.center())
    assert refused(w, n, snap) == "The 10 of spades can only go on a card one rank higher (a J), not on the 5 of diamonds."
    # "A J♣-10♣-9♣ sequence, however, may be moved together onto a queen": the run onto the JH,
    # the 9S carried along under the 10S
    ten, nine = view.pieces["col2:10S"], view.pieces["col2:9S"]
    start_ten, start_nine = ten.pos(), nine.pos()
    drag_by_top(view, ten, view.zones["col3"].rect.center(), release=False)
    assert ten.pos() != start_ten and nine.pos() - start_nine == ten.pos() - start_ten  # carried along
    assert view.zones["col3"].state != view.zones["col4"].state  # the legal column is lit
    release(view, view.zones["col3"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "move", "src": "col2", "dst": "col3", "cards": ("10S", "9S")}
    assert w.state.columns[2][-3:] == ("JH", "10S", "9S")
    # Deal ten from the stock with the button
    click(view, buttons(view)["Deal ten"])
    assert w.session.record.moves[-1] == {"kind": "deal"} and len(w.state.stock) == 40


def test_spider_a_card_with_nowhere_to_go_says_where_it_may_go(qtbot, data_dir):
    """ "Cards may be moved to other columns, so long as the card they are placed upon is one
    rank higher"; "kings ... can be moved to an empty space". The 5 of diamonds (no 6 at the
    bottom of a column, no empty column) dragged onto the 9 of spades said "The 5 of diamonds
    cannot be moved."; it says where such a card goes (the legal moves' shape, the engine's
    words). A run moved is "the 10 and 9 of spades" (was "the card below it", and "and the 1 below
    it"), and taken back "Taken back: you moved ..." (a capital "You" mid-sentence)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("spider", ["Anna"], {}, seed=9, stack=[spider_stack()])
    view = w.table.view
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag_by_top(view, view.pieces["col4:5D"], view.zones["col1"].rect.center())
    assert refused(w, n, snap) == ("The 5 of diamonds can only go on a card one rank higher (a 6) at the bottom of "
                                   "a column, or to an empty column, and there is none now.")
    drag_by_top(view, view.pieces["col5:KC"], view.zones["col1"].rect.center())
    assert refused(w, n, snap) == "The king of clubs can only go to an empty column, and there is none now."
    drag_by_top(view, view.pieces["col1:9S"], view.zones["col2"].rect.center())
    drag_by_top(view, view.pieces["col2:10S"], view.zones["col3"].rect.center())
    assert w.status_text().startswith("Anna moves the 10 and 9 of spades from column 2 to column 3.")
    w.undo()
    assert w.status_text().startswith("Taken back: Anna moves the 10 and 9 of spades from column 2")


def test_pirate_turn_and_play_to_a_ship_by_drag(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    # Anna cuts the 2C, Ben the KD: Anna is the low player; her stock starts AS, QH; Ben's KS
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2C"], ["KD"], ["AS", "QH"], ["KS"]])
    view = w.table.view
    assert w.state.low == 0 and w.state.turn == 0
    click(view, view.pieces["stock/0"])  # turn a card
    assert w.state.wastes[0] == ("AS",)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, view.pieces["waste/0"], view.zones["ship_S/1"].rect.center())
    assert refused(w, n, snap) == "Players may not play to their opponent's ship."
    drag(view, view.pieces["waste/0"], view.zones["ship_H/0"].rect.center())
    assert "spades ship" in refused(w, n, snap)
    drag(view, view.pieces["waste/0"], view.zones["ship_S/0"].rect.center())
    assert w.session.record.moves[-1]["kind"] == "play" and w.state.ships[0][0] == ("AS",)
    # the turn passed to Ben: now the table is drawn for him, his ships along the bottom
    assert w.state.turn == 1
    click(view, view.pieces["stock/1"])
    drag(view, view.pieces["waste/1"], view.zones["ship_S/1"].rect.center())
    assert w.state.ships[1][0] == ("KS",)

def answer_ask_first(w, asked: list, keep: bool) -> None:
    """Answer the ask-first box up now (its words, buttons and default noted in ``asked``): Enter
    keeps the game (the default), else the destructive button."""
    from PySide6.QtWidgets import QMessageBox

    box = w.last_message
    asked.append((box.text(), sorted(b.text() for b in box.buttons()), box.defaultButton().text()))
    if keep:
        QTest.keyClick(box, Qt.Key_Return)
    else:
        QTest.mouseClick(next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.DestructiveRole),
                         Qt.LeftButton)



def test_spider_give_up_asks_first_and_keeping_the_game_is_the_default(qtbot, data_dir):
    """Finding: "one click on "Give up" (it sits right next to "Deal ten") ends the game [...] a
    family would expect "Give up this game?" first. The log also switches from "Anna sits down
    to Spider." to "You gave up."" """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    w = open_window(qtbot, start=False)
    w.start_game("spider", ["Anna"], {}, seed=9, stack=[spider_stack()])
    asked: list = []

    def answer(with_enter: bool):
        answer_ask_first(w, asked, with_enter)

    QTimer.singleShot(100, lambda: answer(True))
    click(w.table.view, buttons(w.table.view)["Give up"])
    QApplication.processEvents()
    assert asked == [("Give up this game?", ["Give up", "Keep playing"], "Keep playing")]
    assert not w.game.is_over(w.state) and w.session.record.moves == []
    QTimer.singleShot(100, lambda: answer(False))
    click(w.table.view, buttons(w.table.view)["Give up"])
    QApplication.processEvents()
    assert w.game.is_over(w.state) and w.table.over.title.text() == "Not this time."
    assert w.status_text().startswith("Anna gave up."), w.status_text()


def test_spider_given_up_ends_with_words_for_one_player(qtbot, data_dir):
    """Spider given up ended "Nobody wins." and "Score sheet totals (highest total wins)": there is
    nobody else to beat. It says "Not this time." and how far the game went."""
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["Anna"], {}, seed=9, stack=[spider_stack()])
    assert w.play({"kind": "give_up"}).ok
    assert w.table.over.title.text() == "Not this time."
    assert w.table.over.note.text().startswith("Given up (0 of 8 runs removed")
    # the score sheet: nobody "leads" a game for one ("Anna leads (highest total wins)." after
    # giving up): how it ended
    from cardtable.gui.score_panel import ScoreTable

    assert ScoreTable.caption_text(w.game.score_sheet(w.state)) == "Spider: given up with 0 of 8 runs removed."


def test_pirate_says_whose_stock_and_what_to_do_first(qtbot, data_dir):
    """Found by playing: a click on the opponent's stock, or on your own while a card waits to be
    played, said only "The stock cannot be moved.". Now: whose stock it is (from the engine's
    zones, for every game), and for your own the engine's reason. The cut opens the game."""
    w = open_window(qtbot, start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2C"], ["KD"], ["AS", "QH"], ["KS"]])
    view = w.table.view
    # "The player with the lower exposed card is the low player": said as the game starts
    assert "The cut: Anna the 2 of clubs, Ben the king of diamonds." in w.status_text()
    assert "Anna cuts lower: Anna is the low player" in w.status_text()
    n = len(w.session.record.moves)
    click(view, view.pieces["stock/1"])
    assert len(w.session.record.moves) == n and w.status_text() == "That is Ben's stock: it is Anna's turn."
    click(view, view.pieces["stock/0"])  # turn the ace of spades
    assert w.state.wastes[0] == ("AS",)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    click(view, view.pieces["stock/0"])
    assert refused(w, n, snap) == "Play the ace of spades to your spades ship or end the turn first."


def test_spider_restart_asks_first_and_the_buttons_keep_their_places(qtbot, data_dir):
    """Finding: "a "Restart" button appears after the first move and takes the place where "Deal
    ten" was; one click throws the whole game back to the deal, with no question asked. [...]
    Expected: buttons that do not move under the mouse, and a confirmation for Restart like the
    one for Give up." Spider's buttons stand from the deal, "Restart" greyed until something has
    been moved (pressed then, it says why); pressed after a move it asks first, and "Keep playing"
    (the default) keeps every move."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    for size in ((1366, 768), (1024, 600)):
        w = open_window(qtbot, size, start=False)
        w.start_game("spider", ["Anna"], {}, seed=9, stack=[spider_stack()])
        view = w.table.view
        settle(view)
        before = {b.text: (b.scenePos().x(), b.scenePos().y(), b.enabled) for b in view.buttons}
        assert [b.text for b in view.buttons] == ["Deal ten", "Restart", "Give up"]
        assert not before["Restart"][2] and before["Deal ten"][2]
        restart = buttons(view)["Restart"]
        restart.shown_at -= 10  # (armed: not a button new to the spot of the last press)
        click(view, restart)
        assert w.status_text() == "Nothing has been moved yet." and w.session.record.moves == []
        drag_by_top(view, view.pieces["col1:9S"], view.zones["col2"].rect.center())
        assert len(w.session.record.moves) == 1
        settle(view)
        after = {b.text: (b.scenePos().x(), b.scenePos().y(), b.enabled) for b in view.buttons}
        assert [b.text for b in view.buttons] == ["Deal ten", "Restart", "Give up"]
        assert {t: p[:2] for t, p in after.items()} == {t: p[:2] for t, p in before.items()}, size
        assert after["Restart"][2]
        asked: list = []

        def answer(keep: bool):
            answer_ask_first(w, asked, keep)

        QTimer.singleShot(100, lambda: answer(True))
        click(view, buttons(view)["Restart"])
        QApplication.processEvents()
        assert asked == [("Restart this game from the beginning, with the same deal?",
                          ["Keep playing", "Restart"], "Keep playing")]
        assert len(w.session.record.moves) == 1
        QTimer.singleShot(100, lambda: answer(False))
        click(view, buttons(view)["Restart"])
        QApplication.processEvents()
        assert w.session.record.moves[-1] == {"kind": "restart"}
        assert w.status_text().startswith("The same deal again, from the beginning.")
        w.close()
