"""The play controller without Qt: seats, the viewer, the curtain policy, autosave, undo/redo and
the turn driver, on Crazy Eights (hands are private) and 5 in a Row."""

from __future__ import annotations

import re

import random
from collections import Counter

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move, Refusal
from cardtable.core.session import Session
from cardtable.games import catalogue, get_game
from cardtable.play import PlayController, Seat, SeatKind

from .agents import Random
from tests.games.stacking import round_robin

C8 = get_game("crazy_eights")


class FirstLegal:
    """A computer player that plays its first legal move (enough to drive the turn driver)."""

    def __init__(self):
        self.seen = []

    def choose(self, observation, legal):
        self.seen.append(observation)
        return legal[0]


def session(players=("Ann", "Bob", "Cy"), seed=3, **options):
    """Crazy Eights; the last player named deals (the house rule ``first_dealer``), so the first
    named plays first."""
    return Session.new(C8, list(players), {**LAST_DEALS, **options}, seed)


def test_a_curtain_only_between_two_different_humans_when_cards_are_hidden():
    saved = []
    ctl = PlayController(session(), autosave=saved.append)
    # three humans at one laptop: the first to act waits behind the curtain
    assert ctl.curtain_for == 0 and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == 0 and ctl.curtain_for is None
    turn = ctl.play(ctl.legal(0)[0])
    assert turn.mover == 0 and turn.text and saved == [ctl.session]
    # the laptop goes to the next human: a curtain, and nobody's hand is drawn meanwhile
    assert ctl.curtain_for == ctl.to_act()[0] and ctl.viewer is None


def test_no_curtain_with_one_human_the_table_is_drawn_for_the_human_during_computer_turns():
    bot = FirstLegal()
    seats = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, bot), Seat("Cy", SeatKind.COMPUTER, FirstLegal())]
    ctl = PlayController(session(), seats)
    assert ctl.curtain_for is None and ctl.viewer == 0
    ctl.play(ctl.legal(0)[0])
    assert ctl.viewer == 0 and ctl.curtain_for is None  # a computer is to act: Ann watches
    turns = ctl.step_computers()
    assert turns and all(t.mover != 0 for t in turns)
    assert ctl.over or ctl.to_act() == (0,)
    # a computer player is shown only its own seat's observation
    for obs in bot.seen:
        assert obs["seat"] == 1
        assert all(z["owner"] == 1 or z["cards"] == [None] * z["count"] or z["role"] != "hand"
                   for z in obs["zones"].values())


def test_open_handed_play_has_no_curtain():
    ctl = PlayController(session(), open_handed=True)
    assert ctl.viewer == 0
    ctl.play(ctl.legal(0)[0])
    assert ctl.curtain_for is None and ctl.viewer == ctl.to_act()[0]


def test_whether_cards_are_hidden_is_read_from_the_zones():
    """Hands are their owners' only: hidden. At the end of a game every zone may still hide
    nothing; the policy asks the zones each time rather than a per-game flag."""
    ctl = PlayController(session(), open_handed=False)
    assert ctl.hides_cards()


def test_undo_then_redo_plays_the_move_again_and_saves_each_time():
    saved = []
    ctl = PlayController(session(), open_handed=True, autosave=saved.append)
    play = next(m for m in ctl.legal(0) if m.kind == "play")
    ctl.play(play)
    assert ctl.redo_refusal() == "There is nothing to redo."
    assert ctl.undo() is None
    assert ctl.session.record.moves == []
    assert ctl.redo() is None
    assert ctl.session.record.moves == [play]
    assert len(saved) == 3
    assert ctl.redo() == "There is nothing to redo."


def test_a_refused_move_changes_nothing():
    ctl = PlayController(session(), open_handed=True)
    result = ctl.play({"kind": "play", "card": "ZZ"})
    assert isinstance(result, Refusal) and ctl.session.record.moves == []


def test_the_observation_is_computed_once_per_position_and_seat():
    ctl = PlayController(session(), open_handed=True)
    assert ctl.observation(0) is ctl.observation(0)
    first = ctl.observation(0)
    ctl.play(ctl.legal(0)[0])
    assert ctl.observation(0) is not first


def test_computers_play_a_whole_game():
    seats = [Seat(n, SeatKind.COMPUTER, Random(i)) for i, n in enumerate(("A", "B", "C", "D"))]
    ctl = PlayController(Session.new(C8, ["A", "B", "C", "D"], {}, 11), seats)
    ctl.step_computers()
    assert ctl.over and ctl.viewer is None


def test_a_computer_seat_needs_an_agent():
    with pytest.raises(ValueError):
        Seat("Bot", SeatKind.COMPUTER)


class Drawer:
    """A computer that draws whenever it may (its draws show a card to it alone)."""

    def choose(self, observation, legal):
        return next((m for m in legal if m.kind == "draw"), legal[0])


class Believer:
    """An I Doubt It computer that never doubts and lays the first cards offered, face down:
    nothing it does shows anybody a card."""

    def choose(self, observation, legal):
        return next((m for m in legal if m.kind == "no_doubt"), legal[0])


def test_undo_with_computers_goes_back_to_the_humans_last_decision():
    """Undo at a table with computers takes back the computers' moves since the human's last
    one, and that one, when none of them showed the human anything: here claims laid face down
    and "no doubt"s. Redo plays the human's move and the computers' answers again."""
    idi = get_game("i_doubt_it")
    seats = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, Believer()), Seat("Cy", SeatKind.COMPUTER, Believer())]
    ctl = PlayController(Session.new(idi, ["Ann", "Bot", "Cy"], dict(LAST_DEALS), 5), seats)
    ctl.play(ctl.legal(0)[0])
    turns = ctl.step_computers()
    assert turns and ctl.to_act() == (0,) and {t.move.kind for t in turns} <= {"play", "no_doubt"}
    assert ctl.undo_to_human() is None
    assert ctl.session.record.moves == [] and ctl.to_act() == (0,) and ctl.viewer == 0
    # redo: the human's move and the computers' answers, up to the human's next decision
    assert ctl.redo_to_human() is None
    assert len(ctl.session.record.moves) == 1 + len(turns) and ctl.to_act() == (0,)


def test_undo_with_computers_stops_at_a_card_a_computer_showed():
    """Crazy Eights: Bob, a computer, draws twice and plays the ace of diamonds he drew; Cy draws
    six and plays an 8. Taking Ann's play back now would let her choose again knowing what came
    off the stock (and what Bob held): refused, nothing changed. A card a computer only drew
    shows Ann nothing and does not stop an undo by itself (the I Doubt It test above)."""
    seats = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, Drawer()), Seat("Cy", SeatKind.COMPUTER, Drawer())]
    ctl = PlayController(session(), seats)
    ctl.play(next(m for m in ctl.legal(0) if m.kind == "play"))
    turns = ctl.step_computers()
    assert [t.move.kind for t in turns][:3] == ["draw", "draw", "play"] and ctl.to_act() == (0,)
    moves = list(ctl.session.record.moves)
    reason = ctl.undo_to_human()
    assert reason is not None and reason.startswith("Too late to take that back: "), reason
    assert ctl.session.record.moves == moves and ctl.to_act() == (0,)

def test_computers_in_a_phase_where_several_act_go_in_seat_order():
    """Passing three cards in Hearts: all four seats act at once. The computers before the human
    in seat order pass first, then the human (the table is drawn for her, no curtain), then the
    computer after her; a computer never moves while the human is choosing."""
    hearts = get_game("hearts")
    seats = [Seat("A", SeatKind.COMPUTER, FirstLegal()), Seat("B", SeatKind.COMPUTER, FirstLegal()),
             Seat("Ann"), Seat("D", SeatKind.COMPUTER, FirstLegal())]
    ctl = PlayController(Session.new(hearts, ["A", "B", "Ann", "D"], {}, 3), seats)
    assert ctl.to_act() == (0, 1, 2, 3) and ctl.computer_turn() == 0 and ctl.viewer == 2
    turns = ctl.step_computers()
    assert [t.mover for t in turns] == [0, 1] and ctl.to_act() == (2, 3)
    assert ctl.computer_turn() is None and ctl.viewer == 2 and ctl.curtain_for is None
    ctl.play(ctl.legal(2)[0])
    assert [t.mover for t in ctl.step_computers()][:1] == [3]


# ----- undo never lets anybody choose again knowing what a move showed ------------------------

IDI = get_game("i_doubt_it")


def test_undo_across_a_hand_off_between_humans_asks_the_game_first():
    """Three humans at one laptop. A claim laid face down shows nobody anything: it may be taken
    back across the hand-off. The laptop goes back to its player behind a curtain: Undo pressed
    while the curtain waited for the next player may be pressed by that player, who must not
    then see the hand of the one whose move came back. A challenge turns the cards
    up for the table ("The cards were: ..."): it cannot be, whoever holds the laptop, and the
    refusal changes nothing (record, viewer, curtain)."""
    ctl = PlayController(Session.new(IDI, ["Ann", "Ben", "Cy"], dict(LAST_DEALS), 5))
    ctl.reveal()
    claim = ctl.legal(0)[0]
    ctl.play(claim)
    asked = ctl.to_act()[0]
    assert asked != 0 and ctl.curtain_for == asked  # handed off
    assert ctl.undo() is None  # a claim laid face down: taken back
    assert ctl.session.record.moves == [] and ctl.to_act() == (0,)
    assert ctl.viewer is None and ctl.curtain_for == 0  # "Pass to Ann", not Ann's hand at once
    ctl.reveal()
    assert ctl.viewer == 0
    ctl.play(claim)
    ctl.reveal()  # the next player has the laptop
    doubt = next(m for m in ctl.legal(asked) if m.kind == "doubt")
    turn = ctl.play(doubt)
    assert any("The cards were" in str(e) for e in turn.events)
    assert IDI.reveals_more(turn.before, doubt, turn.after) and not IDI.can_undo(turn.before, doubt)
    moves, viewer, curtain = list(ctl.session.record.moves), ctl.viewer, ctl.curtain_for
    reason = ctl.undo_to_human()  # the Undo action: with humans only, the last move
    assert reason is not None and "cannot be taken back" in reason
    assert ctl.session.record.moves == moves and (ctl.viewer, ctl.curtain_for) == (viewer, curtain)
    if curtain is not None:
        ctl.reveal()  # the laptop handed on: still refused
        assert "cannot be taken back" in ctl.undo()
        assert ctl.session.record.moves == moves


def test_undo_with_a_computer_stops_at_what_the_game_says_the_table_saw():
    """10,000: the dice come from the seed, roll by roll. A computer's rolls show Ann dice she
    would roll next if she took back her stop and rolled instead: the undo is refused, though
    no zone shows anything (dice are not cards)."""
    tt = get_game("ten_thousand")
    seats = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, FirstLegal())]
    ctl = PlayController(Session.new(tt, ["Ann", "Bot"], {}, 7), seats)
    ctl.play({"kind": "roll"})
    while ctl.to_act() == (0,) and not any(m.kind == "stop" for m in ctl.legal(0)):
        ctl.play(ctl.legal(0)[0])  # set aside a counting die
    if ctl.to_act() == (0,):
        ctl.play({"kind": "stop"})  # Ann stops (a move that may be undone by itself)
    turns = ctl.step_computers()
    assert any(t.move.kind == "roll" for t in turns) and ctl.to_act() == (0,)
    moves = list(ctl.session.record.moves)
    assert ctl.undo_to_human().startswith("Too late to take that back: ")
    assert ctl.session.record.moves == moves


def test_undo_with_a_computer_stops_at_a_move_the_game_will_not_take_back():
    """A game's own rule (``can_undo`` False: here, for the computers' plays) stops the undo
    too, even when the zones show the humans nothing new."""

    class NoTakingBack(type(C8)):
        def can_undo(self, before, move, after=None):
            return self.seat_of(before, move) == 0 and super().can_undo(before, move, after)

    game = NoTakingBack()
    seats = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, FirstLegal()), Seat("Cy", SeatKind.COMPUTER, FirstLegal())]
    ctl = PlayController(Session.new(game, ["Ann", "Bot", "Cy"], dict(LAST_DEALS), 3), seats)  # Cy deals
    ctl.play(next(m for m in ctl.legal(0) if m.kind == "play"))
    turns = ctl.step_computers()
    assert any(t.move.kind == "play" and not game.reveals(t.before, t.move, t.after) for t in turns)
    assert ctl.undo_to_human().startswith("Too late to take that back: ")


def _two_plays_in_a_row(game_id: str):
    """A controller of three people where the first two players can each play a card."""
    game = get_game(game_id)
    for seed in range(50):
        ctl = PlayController(Session.new(game, ["Ann", "Ben", "Cy"], {}, seed))
        ann = [m for m in ctl.legal(0) if m.kind == "play"]
        if not ann:
            continue
        ctl.play(ann[0])
        ben = [m for m in ctl.legal(1) if m.kind == "play"]
        if ben:
            return ctl, ben[0]
    raise AssertionError("no such deal")


def test_undo_twice_with_people_only_stops_where_a_taken_back_card_was_seen():
    """Ann lays a card, Ben lays one from his hand face up, Ben takes his back: Ann has seen
    Ben's card, so she cannot then take her own move back and choose again knowing it (as at a
    table with computers). The refusal changes nothing, and Ben's card can be played again."""
    ctl, ben = _two_plays_in_a_row("crazy_eights")
    ctl.play(ben)
    assert ctl.undo() is None  # Ben's card back in his hand
    moves = list(ctl.session.record.moves)
    assert ctl.curtain_for == 1  # "Pass to Ben"
    for _ in range(3):  # pressed again, and again: still refused, nothing changes
        reason = ctl.undo_to_human()
        # at Ben's curtain whoever presses may be Ben or the one who passed him the laptop: named,
        # never "you" (s31 t1 #5: Cleo read "since then you have shown ..." over Anna's curtain)
        assert reason is not None and re.fullmatch(r"Too late to take back Ann's move: "
                                                   r"Ben has since played the \w+ of \w+\.", reason), reason
        assert ctl.undo_refusal() == reason
        assert ctl.session.record.moves == moves
    ctl.reveal()  # Ben has the laptop, his hand before him: to him
    assert re.fullmatch(r"Too late to take back Ann's move: you have since "
                        r"played the \w+ of \w+\.", ctl.undo_to_human() or "")
    assert ctl.redo() is None and ctl.session.record.moves == [*moves, ben]


def test_undo_twice_with_people_only_when_nothing_was_shown():
    """A claim in I Doubt It is laid face down, and letting it pass shows nothing: taking back
    Cy's "no doubt" showed Ann nothing, so Ann may take back her claim too."""
    ctl = PlayController(Session.new(IDI, ["Ann", "Ben", "Cy"], dict(LAST_DEALS), 5))
    ctl.play(ctl.legal(0)[0])
    asked = ctl.to_act()[0]
    ctl.play(next(m for m in ctl.legal(asked) if m.kind == "no_doubt"))
    assert ctl.undo() is None and ctl.undo() is None
    assert ctl.session.record.moves == []


def test_undo_twice_between_two_people_at_a_table_with_computers():
    """Two people and two computers: Ann lays a card, Ben lays one face up and takes it back
    before the computers answer; Ann cannot then take hers back knowing Ben's card."""
    game = get_game("crazy_eights")
    for seed in range(50):
        seats = [Seat("Ann"), Seat("Ben"), Seat("Cy", SeatKind.COMPUTER, FirstLegal()),
                 Seat("Dee", SeatKind.COMPUTER, FirstLegal())]
        ctl = PlayController(Session.new(game, ["Ann", "Ben", "Cy", "Dee"], {}, seed), seats)
        ann = [m for m in ctl.legal(0) if m.kind == "play"]
        if ann:
            ctl.play(ann[0])
            ben = [m for m in ctl.legal(1) if m.kind == "play"]
            if ben:
                break
    ctl.play(ben[0])
    assert ctl.undo_to_human() is None and len(ctl.session.record.moves) == 1
    reason = ctl.undo_to_human()  # at Ben's curtain: named (see the test above)
    assert reason is not None and re.search(r"Ben has since played the \w+ of \w+\.", reason), reason
    assert len(ctl.session.record.moves) == 1


def test_undo_refused_after_a_computer_laid_a_card_names_the_person_whose_move_it_was():
    """Whist with 10s, Cleo and Anna with two computers: Cleo plays, Robo Remy answers with a card
    from his hand, and the laptop goes to Anna. Taking Cleo's card back would let her choose again
    knowing his, so it is refused; the message names Cleo (Anna may be the one reading it, on the
    curtain), never "your move". Read by Anna, it first answers her: nothing can be taken back
    (at the table in explore 2, Ben pressed Ctrl+Z at his curtain and read only about Anna's move)."""
    game = get_game("whist_tens")
    seats = [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, FirstLegal()), Seat("Cleo"),
             Seat("Robo Remy", SeatKind.COMPUTER, FirstLegal())]
    for seed in range(40):
        ctl = PlayController(Session.new(game, [s.name for s in seats], {}, seed), seats)
        ctl.step_computers()
        if ctl.to_act() == (2,):
            break
    ctl.play(ctl.legal(2)[0])
    ctl.step_computers()
    assert ctl.to_act() == (0,)
    moves = list(ctl.session.record.moves)
    assert ctl.curtain_for == 0  # Anna's curtain: she is the one reading the answer
    reason = ctl.undo_to_human()
    # (s27 t3: "has shown something Cleo had not seen" read as something secret; it names the card
    # laid face up for all to see)
    # (s30 t1: "which was hidden in Robo Remy's hand until then", long words for a family)
    assert reason == "Too late to take back Cleo's move: Robo Remy has since played the queen of clubs."
    assert ctl.session.record.moves == moves
    ctl.curtain_for, ctl.viewer = None, 2  # were Cleo the one reading it: about her own move
    # (s28 t3 #7: "which Cleo had not seen" read wrong of a card lying face up in front of her)
    # ... in the second person, to her (s30 t1)
    # (s31 t2 #21: "..., which only Robo Remy had seen" said his name twice in one sentence)
    assert ctl.undo_to_human() == "Too late to take that back: Robo Remy has since played the queen of clubs."
    ctl.viewer = None  # not known who reads it: named, Cleo once (it said "Since Cleo's last move ...,
    # so Cleo's move stands.")
    assert ctl.undo_to_human() == reason


class Scripted:
    """A computer that makes the moves it is given, in order."""

    def __init__(self, moves):
        self.moves = [Move(m) for m in moves]

    def choose(self, observation, legal):
        move = self.moves.pop(0)
        return next(m for m in legal if m == move)


def test_undo_refusal_names_only_the_cards_the_reader_had_not_seen():
    """Five Hundreds, Anna against Robo Ben. Anna discards the king of spades onto the 7 of
    diamonds; Ben digs for the 7 ("taking a card and every card above it": both face up in the
    line, seen by Anna), melds it with the 7 of clubs and the 7 of hearts from his hand and
    discards the king. The refusal named the three 7s "which only Robo Ben had seen": Anna had
    seen the 7 of diamonds; only the two from his hand stop the undo, and only they are named."""
    game = get_game("five_hundreds")
    anna = ["KS", "2C", "3H", "5S", "9D", "JH", "8S"]
    ben = ["7C", "7H", "4D", "6S", "QH", "JS", "10H"]
    stack = [round_robin([anna, ben]) + ["7D", "4S", "9H", "8D", "2H", "AS", "AC"]]
    robo = Scripted([{"kind": "draw", "seat": 1, "pile": "discard", "index": 0},
                     {"kind": "meld", "seat": 1, "cards": ["7C", "7D", "7H"]},
                     {"kind": "discard", "seat": 1, "card": "KS"}])
    ctl = PlayController(Session.new(game, ["Anna", "Robo Ben"], {}, 3, stack=stack),
                         [Seat("Anna"), Seat("Robo Ben", SeatKind.COMPUTER, robo)])
    assert ctl.to_act() == (0,) and ctl.viewer == 0
    ctl.play({"kind": "draw", "seat": 0, "pile": "stock"})
    ctl.play({"kind": "discard", "seat": 0, "card": "KS"})
    ctl.step_computers()
    assert not robo.moves and ctl.to_act() == (0,) and ctl.viewer == 0
    assert ctl.undo_to_human() == "Too late to take that back: Robo Ben has since played the 7 of clubs and the 7 of hearts."
    ctl.viewer = None  # drawn for nobody, but Anna is the only person at the table: still "you" (s32 t5 #6)
    assert ctl.undo_to_human() == "Too late to take that back: Robo Ben has since played the 7 of clubs and the 7 of hearts."


def _thirty_one_to_a_hand_end_a_computer_closed(seats_kinds):
    """Thirty-One with the given seats (True: a person), people playing their first legal move,
    up to a hand's end with a computer to deal next (the first dealer deals last: the second hand
    is Ann's deal). Returns the controller there."""
    game = get_game("thirty_one")
    names = ["Ann", "Bob", "Cy"]
    seats = [Seat(n, SeatKind.HUMAN) if human else Seat(n, SeatKind.COMPUTER, Random(i))
             for i, (n, human) in enumerate(zip(names, seats_kinds))]
    computers_only = not any(seats_kinds)
    ctl = PlayController(Session.new(game, names, {}, 5), seats)
    for _ in range(2000):
        if ctl.over:
            break
        if ctl.state.phase == "hand_over" and not ctl.seats[ctl.to_act()[0]].human:
            return ctl
        if computers_only:  # one move at a time, to stop where a person would have been asked
            seat = ctl.to_act()[0]
            ctl.play(ctl.seats[seat].agent.choose(ctl.observation(seat), ctl.legal(seat)))
            continue
        ctl.step_computers()
        if ctl.curtain_for is not None:  # the person takes the laptop at their curtain
            ctl.reveal()
        seat = ctl.human_to_act()
        if seat is not None:
            ctl.play(ctl.legal(seat)[0])
    raise AssertionError("no hand ended with a computer to deal")


def test_a_computer_waits_for_a_person_to_start_the_next_hand():
    """The end of a hand stays on the table (Thirty-One shows every hand and who paid) until a
    person has seen it: a computer to deal the next hand does not while people sit at the table;
    a person's button makes that very move, and the game goes on."""
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([True, False, False])
    dealer = ctl.to_act()[0]
    assert ctl.waits_for_people() and ctl.computer_turn() is None
    assert ctl.step_computers() == []  # nothing happens by itself
    assert ctl.viewer == 0  # Ann still sees the table
    (move,) = ctl.legal(dealer)
    assert move.kind == "next_hand"
    ctl.play(move)
    assert ctl.state.phase != "hand_over" and not ctl.waits_for_people()


def test_the_computer_alone_to_act_is_the_one_seat_to_act_between_hands_too():
    """The seat the game's prompt may speak to ("Robo Remy: deal the next hand."): the one seat
    to act when it is a computer, waiting for the people's button or not; none where several
    act at once (Hearts' passing), though a computer there moves first (:meth:`computer_turn`)."""
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([True, False, False])
    assert ctl.computer_turn() is None and ctl.computer_alone_to_act() == ctl.to_act()[0] != 0
    seats = [Seat("Bot", SeatKind.COMPUTER, Random(0)), Seat("Ann")] + \
        [Seat(n, SeatKind.COMPUTER, Random(i)) for i, n in enumerate(("Cy", "Di"))]
    ctl = PlayController(Session.new(get_game("hearts"), [s.name for s in seats], {}, 1), seats)
    assert len(ctl.to_act()) == 4 and ctl.computer_turn() == 0 and ctl.computer_alone_to_act() is None


def test_undo_after_the_next_hand_is_dealt_for_a_computer_says_a_deal_happened():
    """After "Deal the next hand" pressed for a computer dealer, Undo was refused as "since then
    Robo Rex has shown something Cleo had not seen": what happened was a new deal, which "cannot
    be taken back" (it shows everyone new cards). The refusal says so."""
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([True, False, False])
    (move,) = ctl.legal(ctl.to_act()[0])
    ctl.play(move)
    moves = list(ctl.session.record.moves)
    reason = ctl.undo_to_human()
    assert reason is not None and "shown something" not in reason, reason
    assert reason in ("Too late to take that back: the next hand has since been dealt.",
                      "Too late to take back Ann's move: the next hand has since been dealt.")
    assert ctl.session.record.moves == moves


def test_computers_alone_go_on_to_the_next_hand_by_themselves():
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([False, False, False])
    assert not ctl.waits_for_people()


def test_thirty_one_the_next_dealer_deals_the_next_hand():
    """"The player to the left of the dealer goes first" and the deal passes on: at a hand's
    end the seat to act is the next dealer, as the prompt says ("Bob: deal the next hand"), not
    whoever made the last move."""
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([True, False, False])
    state = ctl.state
    nxt = state.purse.next_live(state.dealer)
    assert ctl.to_act() == (nxt,)
    assert get_game("thirty_one").prompt(state, 0).endswith(f"{state.players[nxt]}: deal the next hand.")


def _private_to(game, state, seat: int) -> bool:
    """Does ``seat`` see a card some other seat does not (its hand)?"""
    n = len(state.players)
    return any(z.cards and any(z.visible_to(seat) != z.visible_to(s) for s in range(n))
               and any(z.visible_to(seat)) for z in game.zones(state))


HIDING = [g for g, game in catalogue().items() if game.info.max_players >= 3]
NOBODY_KNOWN = -1  # the laptop is with someone, and nobody's cards may be drawn until a curtain


@pytest.mark.parametrize("game_id", HIDING)
def test_between_hands_a_person_deals_for_another_and_no_new_hand_is_shown_to_the_wrong_person(game_id):
    """Court Whist, Anna and Ben people, two computers: Ben played the last person's card of the
    hand and Anna was the next dealer; with every card played nothing was hidden, so the table
    turned to Anna with no curtain, Ben (holding the laptop) pressed "Deal the next hand", a
    computer named trump, and Anna's thirteen new cards were face up before Ben. Euchre, a
    computer dealing next: "When everyone has seen the hand, press the button for Robo Remy";
    Cleo pressed it, and Anna's five new cards were drawn face up at once. Whoever holds
    the laptop (the person who last took it at a curtain) is the only one whose cards are ever
    drawn face up; after a person starts a hand for another, nobody's are, until a curtain."""
    game = get_game(game_id)
    n = min(4, game.info.max_players)
    seats = [Seat("Ann"), Seat("Bob")] + [Seat(f"Bot {k}", SeatKind.COMPUTER, Random(k)) for k in range(n - 2)]
    ctl = PlayController(Session.new(game, [s.name for s in seats], {}, 5), seats)
    rng = random.Random(1)
    holder = None  # who has the laptop: taken at a curtain
    dealt_for_another = 0
    for _ in range(1500):
        if ctl.over:
            break
        if ctl.curtain_for is not None:
            holder = ctl.curtain_for
            ctl.reveal()
        if ctl.viewer is not None and _private_to(game, ctl.state, ctl.viewer):
            assert ctl.viewer == holder or holder is None, (ctl.viewer, holder, game.status(ctl.state))
        if ctl.step_computers(limit=1):
            continue
        seat = ctl.to_act()[0]
        for_another = ctl.waits_for_people() or (seat != holder and not ctl.needs_curtain(seat)
                                                 and ctl._only(seat, game.between_hands))
        # (the person holding the laptop presses: Ben deals for Anna, or anyone for a computer
        # dealer once "everyone has seen the hand"): who holds the laptop is not known after it
        dealt_for_another += for_another and holder is not None
        legal = ctl.legal(seat)
        ctl.play(legal[rng.randrange(len(legal))])
        if for_another:
            holder = NOBODY_KNOWN
        elif holder is None and ctl.viewer is not None:
            holder = ctl.viewer
    assert dealt_for_another or game_id in ("rummoli", "five_in_a_row", "crazy_eights", "i_doubt_it",
                                            "twenty_one_piles", "jokers_wild", "fast_track", "ten_thousand")
    # (the case met: Ben deals for Anna; the games left out have no hands to deal)


@pytest.mark.parametrize("game_id", ["push", "crazy_eights", "hearts"])
def test_the_cards_a_seat_just_drew_are_its_own_new_cards_until_it_moves_again(game_id):
    """The table marks the cards a seat's own last move brought into its hand (a card drawn, the
    discard taken, Push's stock card): over random play, what is marked for a seat is in its hand
    and came in by its last move, nothing is marked for anyone after a new deal, and the
    computers' observation has no such part (it is the table's only)."""
    game = get_game(game_id)
    players = ["Ann", "Bob", "Cy", "Di"]
    ctl = PlayController(Session.new(game, players, {}, 4))
    rng = random.Random(4)
    marked_any = False
    for _ in range(400):
        if ctl.over:
            break
        seat = ctl.to_act()[0]
        move = rng.choice(ctl.legal(seat))
        hand_before = Counter(ctl.state.hands[seat])
        ctl.play(move)
        drawn = ctl.drawn_cards(seat)
        came_in = Counter(ctl.state.hands[seat]) - hand_before
        if move.kind in game.between_hands:
            assert all(ctl.drawn_cards(s) == [] for s in range(4))
        else:
            assert not Counter(drawn) - came_in, (move, drawn)
        if drawn:
            marked_any = True
            assert ctl.table_observation(seat)["private"]["drawn"] == drawn
            assert "drawn" not in ctl.observation(seat).get("private", {})
        for other in range(4):  # nobody else's last move was this one
            if other != seat and ctl.drawn_cards(other):
                assert not Counter(ctl.drawn_cards(other)) - Counter(ctl.state.hands[other])
    assert marked_any or game_id == "hearts"


def test_between_hands_with_a_computer_to_deal_the_table_faces_a_person():
    """Two people and Robo Remy dealing next: while everyone reads how the hand ended nobody's
    cards are shown (no viewer), and the table was drawn from the computer's seat ("Robo Rex's
    hand · 0 cards" along the bottom). It faces the person who held the laptop last."""
    ctl = _thirty_one_to_a_hand_end_a_computer_closed([True, True, False])
    assert ctl.waits_for_people() and ctl.viewer is None
    obs = ctl.table_observation(None)
    assert obs["facing"] in (0, 1) and ctl.seats[obs["facing"]].human
    assert obs["facing"] == ctl.looked_last
    assert "facing" not in ctl.observation(None)  # (the computers' observation is untouched)


def test_redo_at_the_curtain_of_an_undo_puts_up_the_next_persons_curtain():
    """Finding s27 t2 (PRIVACY): Gin, Anna and Ben. Anna discards, Ben shows his cards and presses
    Ctrl+Z: "Pass to Anna / Taken back: Anna discarded the king of hearts." At that curtain Ctrl+Y
    (the laptop may be with Anna by now) "shows Ben's 12 cards face up at once, with no "Pass to
    Ben" curtain". Expected: "any redo that hands the turn to another person puts up that
    person's curtain"."""
    ctl = PlayController(Session.new(get_game("gin_rummy"), ["Anna", "Ben"], {}, 1))
    first = ctl.to_act()[0]
    ctl.reveal()
    while ctl.to_act()[0] == first:  # the first player's turn: draw, then discard
        ctl.play(ctl.legal(first)[-1])
    other = ctl.to_act()[0]
    assert ctl.curtain_for == other
    ctl.reveal()  # Ben looks
    assert ctl.viewer == other
    assert ctl.undo() is None  # Ben's Ctrl+Z: the discard comes back, "Pass to Anna"
    assert ctl.curtain_for == first and ctl.viewer is None
    assert ctl.redo() is None  # Ctrl+Y at Anna's curtain
    assert ctl.to_act()[0] == other
    assert ctl.curtain_for == other and ctl.viewer is None  # "Pass to Ben", never Ben's hand at once


def five_hundreds_both_melded():
    """Five Hundreds, Anna and Ben: both have melded (Anna three 7s, Ben the 4-5-6 of diamonds)
    and Anna has drawn, holding the 3 and the 2 of diamonds, which go on Ben's run in turn."""
    from cardtable.core.records import Record

    record = Record.from_json({
        "format": "cardtable-record", "version": 1, "game": "five_hundreds", "players": ["Anna", "Ben"],
        "options": {}, "seed": 3,
        "stack": [["7S", "4D", "7H", "5D", "7C", "6D", "3D", "QH", "2D", "JS", "9C", "10H", "KS", "2C",
                   "5S", "4S", "9H", "8D", "2H"]],
        "moves": [{"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "meld", "seat": 0, "cards": ["7C", "7H", "7S"]},
                  {"kind": "discard", "seat": 0, "card": "KS"}, {"kind": "draw", "seat": 1, "pile": "stock"},
                  {"kind": "meld", "seat": 1, "cards": ["4D", "5D", "6D"]}, {"kind": "discard", "seat": 1, "card": "2C"},
                  {"kind": "draw", "seat": 0, "pile": "stock"}]})
    return Session.from_record(record, get_game("five_hundreds"))


def lay_off(ctl, card):
    return next(m for m in ctl.legal(0) if m["kind"] == "lay_off" and m["card"] == card)


@pytest.mark.parametrize("computer", [False, True])
def test_moves_played_together_are_taken_back_and_played_again_together(computer):
    """Several cards dragged onto a meld are laid off each in turn, each a plain move, in one
    gesture (``together``): one Undo takes the gesture back, one Redo plays it all again; with a
    computer at the table too. Moves made one at a time are still taken back one at a time."""
    session = five_hundreds_both_melded()
    seats = [Seat("Anna"), Seat("Ben", SeatKind.COMPUTER, FirstLegal()) if computer else Seat("Ben")]
    saved = []
    ctl = PlayController(session, seats, autosave=saved.append)
    ctl.reveal()
    start, hand = len(session.record.moves), sorted(session.state.hands[0])
    with ctl.together():
        assert ctl.play(lay_off(ctl, "3D")).ok
        assert ctl.play(lay_off(ctl, "2D")).ok
    assert session.record.together == [start + 2] and session.gesture_size() == 2
    assert session.record.to_json()["together"] == [start + 2]
    undo = ctl.undo_to_human if computer else ctl.undo
    redo = ctl.redo_to_human if computer else ctl.redo
    assert undo() is None
    assert len(session.record.moves) == start and sorted(session.state.hands[0]) == hand
    assert session.record.together == [] and session.taken_back[0]["card"] == "3D"
    assert redo() is None
    assert len(session.record.moves) == start + 2 and session.record.together == [start + 2]
    assert redo() == "There is nothing to redo."
    # one at a time: two gestures
    assert undo() is None
    assert ctl.play(lay_off(ctl, "3D")).ok and ctl.play(lay_off(ctl, "2D")).ok
    assert session.record.together == [] and session.gesture_size() == 1
    assert undo() is None
    assert len(session.record.moves) == start + 1 and "2D" in session.state.hands[0]


def test_five_in_a_row_undo_refusal_says_where_the_computers_card_was_hidden():
    """5 in a Row, Anna against Robo Rex: after his answer Ctrl+Z said "Robo Rex has put the 9 of
    clubs face up, which Anna had not seen", of a card lying face up on the discards in front of
    her (s28 t3 #7). It says where the card was: in his hand, until then."""
    game = get_game("five_in_a_row")
    seats = [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, FirstLegal())]
    ctl = PlayController(Session.new(game, ["Anna", "Robo Rex"], {}, 7), seats)
    ctl.step_computers()
    ctl.play(ctl.legal(ctl.to_act()[0])[0])
    ctl.step_computers()
    reason = ctl.undo_to_human()
    assert reason is not None
    # (since s42 t1 the card Anna drew with her play is the reason, as the rules page says: "A
    # play cannot be taken back: you draw a new card straight away", not Robo Rex's card since)
    assert reason == "Too late to take that back: you have already drawn a new card.", reason
