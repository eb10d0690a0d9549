"""Tester findings s36 (t1 #4, #7; t4 #8, #16, #17): what stays put and what stays on the table.
500 Rummy's bid stepper keeps its place while the amount is stepped, and the bidder's four
discards stay on the table as a face-down pile; Rummoli's seat words fit their box; Golf's
prompt with eight players stays short and clear of the piles' captions, and a long seat name
keeps to its room."""

from __future__ import annotations

import pytest

from cardtable.core.game import Move
from cardtable.games import get_game
from cardtable.gui.cards import BACK
from cardtable.gui.generic_table import GenericTable

from .helpers import assert_private, buttons, click, guard_clock, open_window, rest_past_guards

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def where(view, item):
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def test_rummy_500_stepper_stays_put_while_the_amount_steps(qtbot, data_dir, monkeypatch):
    """ "Bid higher than the last bid (more points, or the same points in no trump)": after 60
    spades only "Bid 60 no trump" is a bid at 60, every trump at 65. The "-", the amount and the
    "+" stay where they were as the person steps (the bar laid itself out again around five
    buttons, "+" jumped from x 398 to 193, and the second click of two landed on "Bid 75 spades",
    s36 t1 #4); the bid at an amount that is no bid is greyed, not gone. (The bar starts at 65,
    where every trump is a bid: s43 t3 F6.)"""
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("rummy_500", NAMES, {}, seed=5, open_handed=True)
    w.play(Move(kind="bid", bid=60, trump="S"))
    view = w.table.view
    rest_past_guards(clock)
    b = buttons(view)
    assert "65" in b and all(b[f"Bid 65 {t}"].enabled for t in ("no trump", "spades", "hearts", "diamonds", "clubs"))
    before = {t: where(view, b[t]) for t in ("\u2212", "65", "+")}
    every = [t for t in b if t.startswith("Bid ")]
    click(view, b["\u2212"])
    b = buttons(view)
    assert "Bid 60 no trump" in b and b["Bid 60 no trump"].enabled and not b["Bid 60 spades"].enabled
    after = {t: where(view, b[t]) for t in ("\u2212", "60", "+")}
    assert [after[t].topLeft() for t in ("\u2212", "60", "+")] == [before[t].topLeft() for t in ("\u2212", "65", "+")]
    assert len([t for t in b if t.startswith("Bid ")]) == len(every)
    # a press on a bid greyed says why, and bids nothing
    moves = len(w.session.record.moves)
    rest_past_guards(clock)
    click(view, b["Bid 60 spades"])
    assert len(w.session.record.moves) == moves
    assert "higher than 60 spades" in w.status_text()
    b = buttons(view)
    click(view, b["+"])
    b = buttons(view)
    assert all(b[f"Bid 65 {t}"].enabled for t in ("spades", "hearts"))
    assert where(view, b["+"]).topLeft() == before["+"].topLeft()


def rummy_500_in_play(seat_to_bid: int):
    """500 Rummy at its first trick, ``seat_to_bid`` the bidder (the others pass), its four out
    of play discarded."""
    game = get_game("rummy_500")
    state = game.setup(["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, 2)
    while state.phase == "bidding":
        seat = game.current_player(state)
        bid = seat == seat_to_bid and not state.bid
        state = game.apply(state, Move(kind="bid", bid=60, trump="S") if bid else Move(kind="pass")).state
    while state.phase != "play":
        state = game.apply(state, game.heuristic(state, game.current_player(state))).state
    return game, state


@pytest.mark.parametrize("aspect", [1.424, 1.553])  # 1024x600 and 1366x768, score sheet open
def test_rummy_500_the_four_out_of_play_stay_on_the_table_face_down(aspect):
    """ "discards four cards from their hand face down out of play": once another seat has
    discarded them, its pile of four is on the table, face down to the viewer, with its count
    (the pile vanished, only "Kitty (0)" was left, s36 t1 #7); after the hand they are shown."""
    game, state = rummy_500_in_play(1)
    assert state.bidder == 1 and len(state.discarded) == 4
    spec = GenericTable().describe(game, state, 0, aspect, game.prompt(state, 0))
    pile = [p for p in spec.pieces if p.zone.startswith("discarded")]
    assert pile and all(p.face == BACK for p in pile), [(p.zone, p.face) for p in spec.pieces]
    assert "Out of play (4)" in [lab.text for lab in spec.labels]
    # near the bidder's box, not in some other seat's
    table = GenericTable()
    spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
    left, top, right, bottom = table.seat_boxes[1]
    p = next(p for p in spec.pieces if p.zone.startswith("discarded"))
    assert left - 1.0 <= p.x <= right + 1.0, (p.x, table.seat_boxes[1])


@pytest.mark.parametrize("log", [False, True])
def test_rummoli_seat_words_fit_their_box_after_a_re_buy(qtbot, data_dir, log):
    """ "A player who cannot ante may re-buy a starting stake": at 1024x600 (4 players, the Game
    Log open) the dealer's box of a player who re-bought printed "4 chips" over "7 cards,
    dealer, bought 20", three lines where the box has room for two (s36 t4 #8). Every word of
    each box is in the box and clear of the others."""
    from cardtable.core.session import Session
    from cardtable.gui.table_view import LabelItem
    from cardtable.store.saves import SaveStore

    from .helpers import settled_view

    w = open_window(qtbot, (1024, 600))
    w.log_view_action.setChecked(log)
    names = ["Bartholomew", "Robo Rex", "Zoë", "Robo Remy"]
    session = Session.new(get_game("rummoli"), names, {"start_chips": 10, "rebuy": True}, 3)
    state = session.state
    session._state = state.replace(bought=(0, 20, 0, 20), chips=(3, 15, 1, 4))
    assert w.show_session(session, SaveStore().new_id("rummoli"), open_handed=True)
    view = settled_view(w)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible() and i.text]
    for seat in range(4):
        box = view.zones[f"seat:{seat}"].mapRectToScene(view.zones[f"seat:{seat}"].rect)
        inside = [i for i in labels if box.contains(i.mapRectToScene(i.text_rect).center())]
        assert len(inside) >= 3, (seat, [i.text for i in inside])
        for a in inside:
            ra = a.mapRectToScene(a.text_rect)
            assert box.adjusted(-1, -1, 1, 1).contains(ra), (seat, a.text, ra, box)
            for b in inside:
                if a is not b:
                    rb = b.mapRectToScene(b.text_rect)
                    assert not ra.adjusted(1, 1, -1, -1).intersects(rb), (seat, a.text, b.text)


GOLF_NAMES = ["Bartholomew-Alexander Montgome", "Robo Rex", "Zoë", "Robo Remy", "Wilhelmina Featherstonehaugh",
              "Maximiliano Villanueva-Ortiz", "Francesca-Margherita Rossi", "Grandpa Bartholomew Senior"]


def test_golf_table_words_leave_the_figures_to_the_seats():
    """The status line lists every player's face-up points and the quarters; the table, drawn
    for nobody (computers playing), says only what is asked: each seat's line shows its own
    figures ("3 quarters · 0 pts face up")."""
    game = get_game("golf")
    state = game.setup(GOLF_NAMES, {}, 1)
    for _ in range(30):
        state = game.apply(state, game.legal_moves(state)[0]).state
    assert "Face-up points:" in game.status(state)
    words = game.table_status(state)
    assert "Face-up points" not in words and "Quarters" not in words and len(words) < 140, words
    assert game.prompt(state, 0) == words


def test_golf_eight_computers_prompt_and_names_clear_at_1024x600(qtbot, data_dir, monkeypatch):
    """Golf, eight computers with long names, 1024x600, the score sheet open (s36 t4 #16, #17):
    the table's words were a seven-line paragraph over "Pot", "Stock (93)" and "Discard (4)",
    and "Maximiliano Villanueva-Ortiz" ran over the grid of the seat above. The words are short
    and clear of the piles' captions; each seat's name is clear of every other seat's cards."""
    from cardtable.gui.main_window import MainWindow
    from cardtable.gui.table_view import CardItem, LabelItem, ZoneItem

    from .helpers import settled_view
    from .test_computer_players import Held

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    from cardtable.core.session import Session
    from cardtable.store.saves import SaveStore

    session = Session.new(get_game("golf"), GOLF_NAMES, {}, 1)
    while session.state.knocker in (None, session.state.turn) or session.state.phase != "place":
        moves = session.game.legal_moves(session.state)
        session.play(next((m for m in moves if m.kind == "knock"), moves[0]))
    w = open_window(qtbot, (1024, 600))
    assert w.show_session(session, SaveStore().new_id("golf"), computers=["medium"] * 8)
    w.score_view_action.setChecked(True)
    qtbot.waitUntil(lambda: w.score_panel.isVisible())
    view = settled_view(w)
    assert w.viewer is None
    prompt = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
                  and view.spec.prompt is not None and i.spec is view.spec.prompt)
    assert "Face-up points" not in prompt.text, prompt.text
    assert "knocked" in prompt.text and prompt.text.count(".") <= 3, prompt.text
    said = prompt.mapRectToScene(prompt.text_rect)
    for z in view.scene().items():
        if isinstance(z, ZoneItem) and z.spec.label and z.isVisible():
            assert not said.intersects(z.mapRectToScene(z.caption_rect())), (prompt.text, z.spec.label)
    cards = [i for i in view.scene().items() if isinstance(i, CardItem)]
    for seat, name in enumerate(GOLF_NAMES):
        label = next((i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
                      and i.spec.text == name), None)
        if label is None:  # (the seat at the bottom: its name in the line over its cards)
            continue
        r = label.mapRectToScene(label.text_rect).adjusted(0, 2, 0, -2)  # (its line, not its leading)
        for c in cards:
            if c.spec.zone.rpartition("/")[2] != str(seat):
                assert not r.intersects(c.sceneBoundingRect()), (name, c.spec.zone)
    # the line under each seat's name is clear of every grid too ("face up" ran under the grid above)
    for label in view.scene().items():
        if isinstance(label, LabelItem) and label.isVisible() and " pts face up" in label.text \
                and label.spec is not view.spec.prompt and "\u00b7" in label.text and not label.spec.highlight:
            r = label.mapRectToScene(label.text_rect).adjusted(0, 2, 0, -2)
            assert not [c.spec.zone for c in cards if r.intersects(c.sceneBoundingRect())], label.text


@pytest.mark.parametrize("bidder", [1, 2, 3])
def test_rummy_500_the_out_of_play_pile_is_clear_of_the_tables_words(qtbot, data_dir, bidder, monkeypatch):
    """Wherever the bidder sits, its pile of four is clear of every word on the table: under
    the seat across the top it lay over "Contract: 60 spades, Anna and Robo Ruby ..."."""
    from cardtable.core.session import Session
    from cardtable.gui.table_view import CardItem, LabelItem
    from cardtable.store.saves import SaveStore

    from cardtable.gui.main_window import MainWindow

    from .helpers import settled_view
    from .test_computer_players import Held

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    game, state = rummy_500_in_play(bidder)
    session = Session.new(game, ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, 2)
    session._state = state
    w = open_window(qtbot, (1024, 600))
    w.score_view_action.setChecked(True)
    assert w.show_session(session, SaveStore().new_id("rummy_500"), open_handed=False,
                          computers=["", "medium", "medium", "medium"])
    view = settled_view(w)
    pile = [i for i in view.scene().items() if isinstance(i, CardItem) and i.spec.zone.startswith("discarded")]
    assert pile and all(i.spec.face == BACK for i in pile)
    r = pile[0].sceneBoundingRect()
    for label in view.scene().items():
        if isinstance(label, LabelItem) and label.isVisible() and label.text \
                and not label.text.startswith("Out of play"):
            assert not r.intersects(label.mapRectToScene(label.text_rect)), label.text
    assert_private(w)
