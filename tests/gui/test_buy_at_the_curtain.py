"""10 Dime Rummy's "Buy out of turn" between people: the player to draw has first refusal.

Finding s28 t1 (3): "The very first curtain reads "Pass to Anna … Before Anna draws, the ace of
clubs may be bought for a dime: [Ben buys it] [Cleo buys it]". One click on "Ben buys it" and Ben
has paid the dime and taken the A♣ + two stock cards; Anna then only gets "Anna: draw from the
stock." ... The option's own text says others buy "never ahead of a person about to draw, who has
first refusal"." Now the curtain offers no buy: Anna lifts it and either buys the card herself or
draws from the stock. Her draw from the stock passes the card by: the question goes up over the
table, no hand showing, "Anna passes the ace of clubs by" over "Ben buys it", "Cleo buys it" and
"Nobody buys it: Anna draws"; Anna presses for whoever called "Buy!", then her draw is made and
her table comes back behind her curtain (a question to the table like the others: whoever leaned
in to read it may still be looking, test_pass_by_hands_down.py). (The curtain's buttons, before,
came from s27 t2 N2: Ben had had to buy over Anna's face-up hand; the question over the table
keeps that away too.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.gui.curtain import PAUSE_S, GuardedButton

from .helpers import buy_button, drag, fake_clock, labels, open_window


def three_people(qtbot, options):
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cleo"], options, seed=3)
    assert w.table.curtain.isVisible()
    return w


def holders_hand_only(w) -> None:
    """No hand card face up but the laptop holder's (``w.viewer``; none at all under a curtain
    or the question): the privacy, at every step."""
    public = {c for z in w.game.observation(w.state, None)["zones"].values()
              if z["owner"] is not None for c in z["cards"] if c}
    covered = w.table.curtain.isVisible()
    for item in w.table.view.card_items():
        owner = item.spec.owner
        if owner is not None and item.face_up and (covered or owner != w.viewer):
            assert item.spec.face in public, f"{item.spec.face} of seat {owner} face up"


def laid_out(qtbot, curtain) -> None:
    """The question's buttons where the person sees them (laid out once the event loop runs)."""
    qtbot.waitUntil(lambda: all(b.height() > 0 for b in curtain.calls + [curtain.button]))


def lift(w) -> None:
    holders_hand_only(w)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    holders_hand_only(w)


def lift_and_draw_from_stock(w):
    """The one to draw lifts her curtain and drags the stock's card to her hand (passing the
    discard by); returns the table's view."""
    drawer = w.state.turn
    lift(w)
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones[f"hand/{drawer}"].rect.center())
    return view


def test_the_curtain_offers_no_buy_ahead_of_the_one_to_draw(qtbot, data_dir):
    w = three_people(qtbot, {"buy_out_of_turn": True})
    curtain = w.table.curtain
    drawer = w.state.turn
    assert curtain.calls == [] and not curtain.calls_box.isVisible()
    lift(w)
    # her table offers her own buy (a drag) and the stock; nobody else's buy, no button
    view = w.table.view
    said = " ".join(lab.spec.text for lab in labels(view))
    assert "may call" not in said and not view.buttons, said
    others = [w.state.players[(drawer + k) % 3] for k in (1, 2)]
    assert (f"If you draw from the stock instead, {' or '.join(sorted(others))} may buy the "
            f"{card_name(w.state.discard[-1])} before your draw.") in said, said
    assert w.session.record.moves == [] and w.viewer == drawer


def test_passing_the_card_by_asks_the_others_and_one_buys(qtbot, data_dir):
    w = three_people(qtbot, {"buy_out_of_turn": True})
    drawer = w.state.turn
    names = w.state.players
    others = [(drawer + k) % 3 for k in (1, 2)]
    top = w.state.discard[-1]
    view = lift_and_draw_from_stock(w)
    # not drawn yet: the question is up over the table, no hand showing
    curtain = w.table.curtain
    assert w.session.record.moves == [] and curtain.isVisible()
    assert curtain.title.text() == f"{names[drawer]} passes the {card_name(top)} by"
    assert curtain.sub.text() == (
        f"{names[others[0]]} or {names[others[1]]} may call \"Buy!\" for it (a dime: the card and two stock "
        f"cards). {names[drawer]}, press the button of the one who calls first:")
    assert [b.text() for b in curtain.calls] == [buy_button(w, names[s]) for s in sorted(others)] + \
        ["Back: I buy it myself"]
    assert all(b.isVisible() for b in curtain.calls)
    assert curtain.button.text() == f"Nobody buys it: {names[drawer]} draws"
    holders_hand_only(w)
    assert not [i for i in view.card_items() if i.face_up and i.spec.owner is not None]
    assert w.locked_reason() is not None
    buyer = sorted(others)[1]
    hand = len(w.state.hands[buyer])
    laid_out(qtbot, curtain)
    QTest.mouseClick(curtain.calls[1], Qt.LeftButton)
    # the buy first, then her draw; her table is back behind her curtain, the buyer's new
    # cards face down on it
    assert w.session.record.moves == [Move(kind="buy", seat=buyer), Move(kind="draw", pile="stock", seat=drawer)]
    assert top in w.state.hands[buyer] and len(w.state.hands[buyer]) == hand + 3 and w.state.dimes[buyer] == 9
    # (she pressed the answer herself: nobody passes her the laptop, test_pass_by_hands_down.py)
    assert curtain.isVisible() and curtain.title.text() == f"{names[drawer]}'s turn again" and w.viewer is None
    said = f"{names[buyer]} pays a dime into the pot for the {card_name(top)} and two stock cards."
    assert said in w.status_text() and f"{names[drawer]} draws from the stock." in w.status_text()
    lift(w)
    assert w.viewer == drawer and w.state.turn == drawer
    assert all(not i.face_up for i in view.card_items() if i.spec.owner == buyer)
    holders_hand_only(w)
    # the next curtain tells the buyer's and the draw's news as one turn
    card = w.state.hands[drawer][0]
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert curtain.isVisible() and said in curtain.sub.text()
    holders_hand_only(w)


def test_nobody_buys_and_she_draws(qtbot, data_dir):
    w = three_people(qtbot, {"buy_out_of_turn": True})
    drawer = w.state.turn
    lift_and_draw_from_stock(w)
    assert w.table.curtain.isVisible() and w.session.record.moves == []
    laid_out(qtbot, w.table.curtain)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)  # "Nobody buys it" (Enter too)
    assert w.session.record.moves == [Move(kind="draw", pile="stock", seat=drawer)]
    assert w.table.curtain.isVisible() and w.viewer is None
    lift(w)
    assert w.viewer == drawer


def test_she_may_buy_it_herself_and_nobody_is_asked(qtbot, data_dir):
    w = three_people(qtbot, {"buy_out_of_turn": True})
    drawer = w.state.turn
    top = w.state.discard[-1]
    lift(w)
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{drawer}"].rect.center())
    assert w.session.record.moves == [Move(kind="buy", seat=drawer)] and top in w.state.hands[drawer]
    assert not w.table.curtain.isVisible()
    holders_hand_only(w)


def test_no_question_without_the_house_rule(qtbot, data_dir):
    w = three_people(qtbot, {})
    assert w.table.curtain.calls == [] and not w.table.curtain.calls_box.isVisible()
    lift_and_draw_from_stock(w)
    assert w.session.record.moves == [Move(kind="draw", pile="stock")] and not w.table.curtain.isVisible()


@pytest.mark.curtain_guard
def test_a_press_too_soon_after_the_question_rose_buys_nothing(qtbot, data_dir, monkeypatch):
    """The question's buttons are guarded as the curtain's own: the rest of the drag's clicks
    never answers it."""
    clock = fake_clock(monkeypatch, GuardedButton)
    w = three_people(qtbot, {"buy_out_of_turn": True})
    clock.now += 1.0
    lift_and_draw_from_stock(w)
    laid_out(qtbot, w.table.curtain)
    call = w.table.curtain.calls[0]
    QTest.mouseClick(call, Qt.LeftButton)
    assert w.session.record.moves == []
    clock.now += PAUSE_S + 0.1  # (after a pause: the press before was a stream's)
    QTest.mouseClick(call, Qt.LeftButton)
    assert [m.kind for m in w.session.record.moves] == ["buy", "draw"]


def test_undo_under_the_question_brings_her_back_to_her_choice(qtbot, data_dir):
    """s28 t4 (3): "Anna clicks the stock (a slip) → "Anna passes the jack of hearts by" screen.
    She wants to buy the J♥ herself after all and presses Ctrl+Z ... the answer is "Nothing can be
    taken back now: the last person to play was Cleo ..."" Nothing was drawn or shown: Undo takes
    the question back, her table as it was (behind her curtain: test_pass_by_hands_down.py),
    and she may buy the card."""
    w = three_people(qtbot, {"buy_out_of_turn": True})
    drawer = w.state.turn
    top = w.state.discard[-1]
    view = lift_and_draw_from_stock(w)
    assert w.table.curtain.isVisible() and w.undo_action.isEnabled()
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.session.record.moves == [] and w.table.curtain.isVisible() and w.viewer is None
    # (s31 t1 #3: "Taken back: You have not drawn yet." read as a draw taken back)
    name = w.state.players[drawer]
    assert w.status_text().startswith(f"Back to {name}'s draw: nothing was drawn or bought."), w.status_text()
    lift(w)
    assert w.viewer == drawer
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{drawer}"].rect.center())
    assert w.session.record.moves == [Move(kind="buy", seat=drawer)] and top in w.state.hands[drawer]
    # and passing it by again asks again
    card = w.state.hands[drawer][0]
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert w.state.turn != drawer


def test_back_button_on_the_question_returns_her_to_her_choice(qtbot, data_dir):
    """s28 t4 (3): "no way back from "Anna passes the … by" when the stock was clicked by
    mistake": the question's last button, "Back: I buy it myself", takes the slip back."""
    w = three_people(qtbot, {"buy_out_of_turn": True})
    drawer = w.state.turn
    top = w.state.discard[-1]
    view = lift_and_draw_from_stock(w)
    curtain = w.table.curtain
    back = curtain.calls[-1]
    assert back.text() == "Back: I buy it myself"
    laid_out(qtbot, curtain)
    QTest.mouseClick(back, Qt.LeftButton)
    assert w.session.record.moves == [] and curtain.isVisible() and w.viewer is None
    lift(w)
    assert w.viewer == drawer
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{drawer}"].rect.center())
    assert w.session.record.moves == [Move(kind="buy", seat=drawer)] and top in w.state.hands[drawer]


def test_behind_the_curtain_no_buy_button_for_anyone_ahead_of_the_one_to_draw(qtbot, data_dir, monkeypatch):
    """ "nobody buys ahead of a person to draw" (first refusal), and a computer is asked itself,
    never given a button. Seen (s34 t4 #12): behind Eli's curtain, after Robo Remy's discard, the
    dim table drew "Anna buys the 6♠ · Robo Rex buys the 6♠ · Cleo buys the 6♠", and once Eli
    lifted it no such panel. The table drawn for nobody took every seat's buy from the engine's
    moves; now the calls offered are the window's only: none here, before and after the lift."""
    from cardtable.gui import settings
    from cardtable.gui.main_window import MainWindow

    from .test_computer_players import InProcess

    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.3")
    monkeypatch.setattr(settings, "CALL_OUT_SECONDS", 0.5)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Eli"], {"buy_out_of_turn": True},
                 seed=1, computers=["", "medium", "", "medium", ""])

    def eli_behind_her_curtain() -> bool:
        game, state = w.game, w.state
        seat = game.current_player(state)
        if seat == 4 and w.table.curtain.isVisible() and w.session.record.moves and not w.thinking:
            return True
        if seat in (0, 2, 4) and not w.thinking and not w.called_out_moves():
            legal = game.legal_moves(state, seat)
            move = next((m for m in legal if m.get("kind") == "draw" and m.get("pile") == "stock"), None) \
                or next((m for m in legal if m.get("kind") == "discard"), None)
            if move is not None:
                w.play(move)
        elif w.table_buttons():
            w.nobody_calls()
        return False

    qtbot.waitUntil(eli_behind_her_curtain, timeout=60_000)
    assert w.session.record.moves[-1].kind == "discard" and w.state.turn == 4
    view = w.table.view
    assert [b.name for b in view.buttons] == [] and w.table.curtain.calls == []
    lift(w)
    assert [b.name for b in view.buttons] == []
