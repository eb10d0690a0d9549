"""Hand and Foot: the discard pile dragged to the hand while a black three freezes it. The
finding (s27 t2): "After Anna discarded the 3♣ ("The pile is frozen."), Ben drags the pile to his
hand and gets only "The discard pile cannot be moved." The message doesn't say the pile is frozen
by a black three, or that picking it needs a pair of the top card and an opening meld." Rule text:
"A player can pick up the discard pile (if a meld has been established) and they have a pair of
the same rank as the top card." and "Black threes freeze the discard pile."."""

from __future__ import annotations

import random

from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.hand_and_foot import DRAW, is_black_three

from .helpers import drag, open_window

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def black_three_on_top() -> Session:
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 5)
    rnd = random.Random(5)
    for _ in range(3000):
        state = session.state
        if state.phase == DRAW and state.discard and is_black_three(state.discard[-1]):
            return session
        legal = game.legal_moves(state)
        busy = [m for m in legal if m["kind"] not in ("next_round",)]
        # discard a black three whenever one may be
        threes = [m for m in busy if m["kind"] == "discard" and is_black_three(m["card"])]
        session.play(Move((threes or [rnd.choice(busy or legal)])[0]))
    raise AssertionError("no black three discarded")


def test_the_frozen_pile_says_why_it_cannot_be_picked(qtbot, data_dir):
    session = black_three_on_top()
    game, state = session.game, session.state
    top, seat = state.discard[-1], state.turn
    w = open_window(qtbot, (1024, 600), start=False)
    w.show_session(session, "frozen-pile", True, None)
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
    said = w.table.hint.text()
    assert "cannot be moved" not in said
    from cardtable.core.cards import card_name
    assert said.startswith(f"The pile is frozen: the {card_name(top)} on top is a black three, so nobody may pick it "
                           "up until another card is discarded on it."), said
    assert "a pair of the top card's rank in your hand, and your team's opening meld" in said
    assert len(w.session.record.moves) == len(session.record.moves)
    assert game.check(state, Move(kind="pick", seat=seat, melds=())) == said


def test_a_pile_that_may_be_picked_dragged_to_the_hand_names_the_button(qtbot, data_dir):
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 7)
    rnd = random.Random(7)
    for _ in range(3000):
        pick = Move(kind="pick", seat=session.state.turn, melds=())
        if session.state.phase == DRAW and pick in game.legal_moves(session.state):
            break
        legal = game.legal_moves(session.state)
        busy = [m for m in legal if m["kind"] not in ("next_round", "pick")]
        session.play(rnd.choice(busy or legal))
    else:
        raise AssertionError("no pick")
    seat = session.state.turn
    w = open_window(qtbot, (1024, 600), start=False)
    w.show_session(session, "pick-pile", True, None)
    view = w.table.view
    moves = len(w.session.record.moves)
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
    assert w.session.record.moves[moves:] == [pick] or w.table.hint.text() == "Press \u201cPick the pile\u201d.", \
        w.table.hint.text()
