"""10 Dime Rummy's house rule "Buy out of turn" with computers at the table, in the play
controller (no Qt). The finding: "computers buy only on their own turns, and a person cannot buy
while a computer draws". Now "when someone (person or computer) is to draw and the top discard
may be bought, each computer seat that may buy is asked (through its agent ...) whether it calls
"Buy!" before the drawer draws", and "a person may buy while a computer is to draw".
Since s27 (t2): not ahead of a person to draw, who has first refusal; the computers are asked
when she passes on the card by drawing from the stock."""

from __future__ import annotations

from dataclasses import fields

from cardtable.core.game import Move
from cardtable.core.records import replay
from cardtable.core.session import Session
from cardtable.games.contract_rummy import DRAW
from cardtable.games.ten_dime_rummy import GAME
from cardtable.play import PlayController, Seat, SeatKind


class Bot:
    """Plays its first legal move; calls "Buy!" the first ``calls`` times it is asked."""

    def __init__(self, calls: int = 0):
        self.calls = calls
        self.asked: list[tuple[dict, list]] = []

    def choose(self, observation, legal):
        return legal[0]

    def call_out(self, observation, moves):
        self.asked.append((observation, list(moves)))
        if self.calls > 0:
            self.calls -= 1
            return moves[0]
        return None


def table(bots: dict[int, Bot], people=("Anna",), players=("Anna", "Robo Rex", "Robo Cleo"), seed=3):
    seats = [Seat(name, SeatKind.COMPUTER, bots[i]) if i in bots else Seat(name) for i, name in enumerate(players)]
    session = Session.new(GAME, list(players), {"buy_out_of_turn": True}, seed)
    return PlayController(session, seats)


def test_a_computer_calls_buy_before_the_computer_to_draw_draws():
    rex, cleo = Bot(calls=1), Bot()
    ctl = table({1: rex, 2: cleo})
    state = ctl.state
    assert state.turn == 2 and state.phase == DRAW and state.discard[-1] == "JH"
    # Robo Cleo is to draw: Robo Rex (who may buy) is asked first, seeing only his own seat
    assert ctl.callers() == (1,)
    turns = ctl.step_computers(limit=1)
    assert turns[0].move == Move(kind="buy", seat=1)
    assert turns[0].text == "Robo Rex pays a dime into the pot for the jack of hearts and two stock cards."
    assert rex.asked[0][0] == GAME.observation(state, 1) and rex.asked[0][1] == [Move(kind="buy", seat=1)]
    assert "JH" in ctl.state.hands[1] and ctl.state.dimes[1] == 9
    assert ctl.state.turn == 2 and ctl.state.phase == DRAW  # Cleo still draws


STOCK = Move(kind="draw", pile="stock", seat=2)  # Anna's


def test_a_person_to_draw_has_first_refusal_and_a_computer_buys_when_she_passes():
    """The finding (s27 t2): "Anna discarded the J♥. Before Ben, the next player and a person,
    could lift his curtain, the log already read "Robo Ruby pays a dime into the pot for the jack
    of hearts ..." Ben never got his own in-turn chance at the discard." The rule book: "If you
    want the top card from the discard pile you must buy it"; a family expects the player whose
    turn it is to have first refusal. Now no computer buys ahead of a person to draw; when she
    passes on the card by drawing from the stock, a computer that wants it buys it just before
    her draw."""
    rex, cleo = Bot(calls=1), Bot(calls=1)
    ctl = table({0: rex, 1: cleo}, players=("Robo Rex", "Robo Cleo", "Anna"))
    assert ctl.to_act()[0] == 2 and ctl.human_to_act() == 2  # Anna is to draw
    assert ctl.callers() == () and ctl.step_computers() == [] and rex.asked == []  # nobody buys ahead of her
    assert ctl.callers_on_pass(Move(kind="buy", seat=2)) == ()  # she buys it: her first refusal
    assert ctl.callers_on_pass(STOCK) == (0, 1)
    turn = ctl.play(STOCK)
    # Rex (first after Anna) called: he buys the jack of hearts, then Anna's draw is made
    assert turn.called is not None and turn.called.move == Move(kind="buy", seat=0)
    assert turn.called.text == "Robo Rex pays a dime into the pot for the jack of hearts and two stock cards."
    assert "JH" in ctl.state.hands[0] and turn.text == "Anna draws from the stock." and len(ctl.state.hands[2]) == 13
    assert ctl.session.record.moves[-2:] == [Move(kind="buy", seat=0), STOCK]
    assert len(rex.asked) == len(cleo.asked) == 1 and ctl.state.phase != DRAW


def test_a_person_who_buys_herself_leaves_nothing_to_the_computers():
    rex = Bot(calls=1)
    ctl = table({0: rex, 1: Bot()}, players=("Robo Rex", "Robo Cleo", "Anna"))
    turn = ctl.play(Move(kind="buy", seat=2))
    assert turn.called is None and rex.asked == [] and "JH" in ctl.state.hands[2]


def test_when_several_call_the_first_after_the_drawer_gets_it():
    """Decided (the rule book does not say): when several call "Buy!" at once, the first of
    them after the player to draw, in turn order."""
    rex, cleo = Bot(calls=1), Bot(calls=1)
    ctl = table({0: rex, 1: cleo}, players=("Robo Rex", "Robo Cleo", "Anna"))
    # Anna (seat 2) is to draw: Rex (seat 0) comes after her before Cleo (seat 1)
    assert GAME.first_call(ctl.state, [Move(kind="buy", seat=1), Move(kind="buy", seat=0)]) == Move(kind="buy", seat=0)
    assert ctl.calls({0: None, 1: Move(kind="buy", seat=1)}) == Move(kind="buy", seat=1)
    assert ctl.ask_callers(passing=STOCK).move == Move(kind="buy", seat=0)
    assert len(cleo.asked) == 1 and cleo.calls == 0  # Cleo called too, and Rex got the card


def test_a_person_buys_while_a_computer_is_to_draw():
    rex, cleo = Bot(), Bot()
    ctl = table({1: rex, 2: cleo})
    start = ctl.state
    assert ctl.computer_turn() == 2 and ctl.viewer == 0
    # Robo Rex is asked first and does not call; Anna may still buy before Cleo draws
    assert ctl.ask_callers() is None and ctl.callers() == ()
    assert ctl.called_out(ctl.viewer) == [Move(kind="buy", seat=0)]
    turn = ctl.play(ctl.called_out(ctl.viewer)[0])
    assert turn.text == "Anna pays a dime into the pot for the jack of hearts and two stock cards."
    assert "JH" in ctl.state.hands[0] and ctl.state.turn == 2 and ctl.computer_turn() == 2
    # as on her own turn, "Buying a discard cannot be taken back either: two stock cards come
    # with it" (the rules page); the refusal says what it showed (s32 t2 #14: "showed something
    # that was hidden" named nothing)
    # (to Anna, the one person at the table: "you", as every other refusal to her, s32 t5 #6)
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn 2 new cards."  # (s42 t1)
    assert ctl.state is not start


def test_undo_across_a_computers_buy_and_the_record_replays():
    """A person's discard, a computer's buy of it out of turn: Undo takes both back to the
    person's move (the buy showed the person nothing), and the record replays to the same
    position."""
    rex, cleo = Bot(), Bot(calls=1)
    ctl = table({1: rex, 2: cleo})
    ctl.step_computers()  # Cleo draws and discards
    assert ctl.human_to_act() == 0
    ctl.play(Move(kind="draw", pile="stock", seat=0))
    before_discard = ctl.state
    discard = next(m for m in ctl.legal(0) if m.kind == "discard")
    ctl.play(discard)
    # Rex is to draw; Cleo is asked, calls "Buy!" for Anna's card first
    turns = ctl.step_computers(limit=1)
    assert turns[0].move == Move(kind="buy", seat=2) and discard["card"] in ctl.state.hands[2]
    assert ctl.computer_turn() == 1  # Rex still draws (Undo is pressed before he does)
    replayed = replay(ctl.session.record, GAME)  # deterministic: the record replays
    assert all(getattr(replayed, f.name) == getattr(ctl.state, f.name) for f in fields(replayed))
    assert ctl.undo_to_human() is None
    assert ctl.state == before_discard and ctl.human_to_act() == 0


def test_redo_replays_a_computers_buy_and_does_not_ask_it_again():
    """The finding: "after Undo across a computer's "Buy!", Redo asks the computer again instead
    of replaying the recorded buy ... Redo should replay the record exactly like every other
    move." Anna discards, Robo Cleo buys it before Robo Rex draws; Undo takes both back, Redo
    plays both again, and Cleo is not asked a second time."""
    rex, cleo = Bot(), Bot()
    ctl = table({1: rex, 2: cleo})
    ctl.step_computers()  # Cleo draws and discards
    assert ctl.human_to_act() == 0 and ctl.state.phase == DRAW
    ctl.play(Move(kind="draw", pile="stock", seat=0))
    discard = next(m for m in ctl.legal(0) if m.kind == "discard")
    ctl.play(discard)
    assert ctl.to_act()[0] == 1 and ctl.callers() == (2,)  # Rex is to draw; Cleo may buy first
    cleo.calls = 1
    assert [t.move for t in ctl.step_computers(limit=1)] == [Move(kind="buy", seat=2)]
    recorded, bought = list(ctl.session.record.moves), ctl.state
    asked = len(cleo.asked)
    assert ctl.undo_to_human() is None and ctl.session.taken_back == (discard, Move(kind="buy", seat=2))
    cleo.calls = 0  # asked again, she would not buy now: the record must be replayed, not asked
    assert ctl.redo_to_human() is None
    assert ctl.session.record.moves == recorded
    assert {f.name: getattr(ctl.state, f.name) for f in fields(bought)} == {f.name: getattr(bought, f.name) for f in fields(bought)}
    assert ctl.session.taken_back == () and len(cleo.asked) == asked  # replayed, not asked
    assert ctl.computer_turn() == 1  # Rex draws on


def test_a_call_made_as_the_person_passed_is_told_with_her_move():
    """The window tells a computer's call made as the person passed on the card with her move,
    as one turn (the curtain's recap, read again from the record after Continue, too):
    ``called_on_pass`` says which calls were so made; a call made before a computer draws is a
    turn of its own."""
    rex, cleo = Bot(calls=1), Bot(calls=1)
    ctl = table({0: rex, 1: cleo}, players=("Robo Rex", "Robo Cleo", "Anna"))
    ctl.play(STOCK)
    moves = ctl.session.record.moves
    assert ctl.called_on_pass(ctl.session.state_after(len(moves) - 2), moves[-2])
    assert not ctl.called_on_pass(ctl.session.state_after(len(moves) - 1), moves[-1])
    rex = Bot(calls=1)
    ctl = table({1: rex, 2: Bot()})
    ctl.step_computers(limit=1)
    assert ctl.session.record.moves[-1] == Move(kind="buy", seat=1)
    assert not ctl.called_on_pass(ctl.session.state_after(0), ctl.session.record.moves[-1])


def test_people_too_buy_only_as_the_person_to_draw_passes_it_by():
    """s28 t1: "The very first curtain reads "Pass to Anna … Before Anna draws, the ace of clubs
    may be bought for a dime: [Ben buys it] [Cleo buys it]" ... Anna never gets her first
    refusal." The option: "never ahead of a person about to draw, who has first refusal". No
    person's buy is offered before a person to draw, on her curtain or her table; when she draws
    from the stock, the people who may buy are asked (``people_on_pass``), and the one who calls
    buys just before her draw, as a computer's call would be made."""
    rex = Bot()
    ctl = table({1: rex}, players=("Anna", "Robo Rex", "Ben", "Cleo"), seed=3)
    drawer = ctl.to_act()[0]
    assert ctl.seats[drawer].human
    people = [s for s in range(4) if ctl.seats[s].human and s != drawer and s != ctl.state.thrown_by]
    assert ctl.curtain_calls() == [] and ctl.called_out(drawer) == []
    draw = Move(kind="draw", pile="stock", seat=drawer)
    assert ctl.people_on_pass(Move(kind="buy", seat=drawer)) == []  # her own buy: no question
    assert [m["seat"] for m in ctl.people_on_pass(draw)] == people
    # a person calls (the window asks Rex too: he does not)
    caller = people[0]
    turn = ctl.play(draw, answers={caller: Move(kind="buy", seat=caller), 1: None})
    assert turn.called is not None and turn.called.move == Move(kind="buy", seat=caller)
    assert ctl.session.record.moves == [Move(kind="buy", seat=caller), draw]
    # the recap reads the call and her draw as one turn
    assert ctl.called_on_pass(ctl.session.state_after(0), ctl.session.record.moves[0])
