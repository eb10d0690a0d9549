"""Undo of a move that turned a card up, after another such move was taken back (s39 t1).

Spider, one player: two moves each turned a card up; the first Ctrl+Z was taken, the second was
refused with "The 3 of diamonds has since been put face up, which you had not seen, so your move
stands." of the card the first Ctrl+Z had just turned face down again. Spider's rules page:
"You may undo (Ctrl+Z) as far back as you like, deals and uncovered cards included". A seat
that takes back its own move which showed only itself a card (a move the game lets it take back)
is hiding nothing from anyone; where another seat saw something new in a move taken back since,
the person's earlier move still stands."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat


def _two_reveals(seed: int = 0):
    """A fresh Spider deal (one player) and two moves, played one after the other, that each
    turn a card up."""
    game = get_game("spider")
    for s in range(seed, seed + 200):
        session = Session.new(game, ["Anna"], {}, s)
        state = session.state
        for first in game.legal_moves(state):
            if first.kind == "deal":
                continue
            after = game.apply(state, first).state
            if not game.reveals(state, first, after):
                continue
            for second in game.legal_moves(after):
                if second.kind == "deal":
                    continue
                then = game.apply(after, second).state
                if game.reveals(after, second, then):
                    return session, first, second
    raise AssertionError("no deal with two reveals in a row")


def test_spider_undoes_two_turned_cards_one_after_the_other():
    session, first, second = _two_reveals()
    ctl = PlayController(session, [Seat("Anna")])
    start = session.state.columns
    assert ctl.play(first).ok and ctl.play(second).ok
    assert ctl.undo_to_human() is None
    # the second Ctrl+Z was refused: "... has since been put face up, which you had not seen"
    assert ctl.undo_refusal() is None
    assert ctl.undo_to_human() is None
    assert session.record.moves == [] and session.state.columns == start
    # and Redo plays both again
    assert ctl.redo_to_human() is None and ctl.redo_to_human() is None
    assert session.record.moves == [first, second]


def test_a_card_turned_up_for_another_seat_too_still_stops_the_undo_before_it(monkeypatch):
    """Not opened where another seat saw the card: Golf, Anna and Ben, with a house rule (made up
    here) that lets a draw be taken back. Anna knocks, then draws from the stack (the card taken is
    face up for the whole table while it is placed); she takes the draw back: Ben has seen the
    card, so her knock stands."""
    game = get_game("golf")
    monkeypatch.setattr(type(game), "can_undo", lambda self, before, move, after=None: True)
    session = Session.new(game, ["Anna", "Ben"], {}, 3)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben")])
    anna = game.current_player(session.state)
    knock = next(m for m in ctl.legal(anna) if m.kind == "knock")
    draw = next(m for m in ctl.legal(anna) if m.kind == "draw" and m["source"] == "stock")
    assert ctl.play(knock).ok and ctl.play(draw).ok
    card = session.state.held[-1]
    assert ctl.undo() is None
    reason = ctl.undo()
    assert reason is not None and session.record.moves == [knock], reason
    from cardtable.core.cards import card_name
    assert card_name(card) in reason and "since" in reason, reason


def test_golf_an_unseen_grid_card_exchanged_is_said_to_come_from_the_grid_not_the_stack():
    """Golf's rules page: "Turning up a grid card, or exchanging one, that you had not seen cannot
    be taken back". Refused, the words named the card exchanged out of Anna's grid as "turned up
    ... from the stack" (with three decks its twin lies in the stack): it came from her grid."""
    from cardtable.core.cards import card_name
    from cardtable.core.first_dealer import LAST_DEALS

    game = get_game("golf")
    session = Session.new(game, ["Anna", "Ben"], dict(LAST_DEALS), 3)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben")])
    anna = game.current_player(session.state)
    assert ctl.play(next(m for m in ctl.legal(anna) if m.kind == "draw" and m["source"] == "stock")).ok
    unseen = next(m for m in ctl.legal(anna) if m.kind == "exchange" and not game.can_undo(session.state, m))
    card = session.state.grids[anna][unseen["at"]]
    assert card in session.state.stock  # (its twin: what misled the words)
    assert ctl.play(unseen).ok
    reason = ctl.undo_to_human()
    assert reason is not None and len(session.record.moves) == 2
    assert card_name(card) in reason and "stack" not in reason, reason
