"""The Cassino party game's questions at a table of people and computers (001_1e92754ffed2b69b.txt:
"Whenever a player captures a card from the row, the player may request one of the other players
to answer the question on the captured card").

The answer is the asked player's: while a question is open the asked seat is to act. A person
asked is answered by a person's press (Answered or Skip), whoever holds the laptop, with no
curtain (the question is public and the answer is said aloud); a computer never presses it for
them. A computer asked cannot answer aloud: it skips at once (and never says "answered")."""

from __future__ import annotations

import json

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.ai import information_set
from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from tests.games.stacking import round_robin

PARTY = get_game("cassino_party")


class Script:
    """A computer that asks whom it is told to (or is done), else captures, else plays its first move."""

    def __init__(self, whom=0):
        self.whom = whom
        self.chosen = []

    def choose(self, observation, legal):
        kinds = [m.kind for m in legal]
        if "ask" in kinds:
            asks = [m for m in legal if m.kind == "ask" and m["whom"] == self.whom]
            move = asks[0] if asks else next(m for m in legal if m.kind == "done_asking")
        else:
            move = next((m for m in legal if m.kind == "capture"), legal[0])
        self.chosen.append(move)
        return move


def party_table(ruby):
    """Anna and Ben people, Robo Ruby a computer (the dealer); Ruby holds the queen of spades
    and the queen of diamonds lies on the table."""
    hands = [["8S", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["QS", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, ruby)]
    return PlayController(session, seats)


def test_a_question_a_computer_asks_a_person_waits_for_a_persons_press():
    """ "the player may request one of the other players to answer the question": Robo Ruby
    captures the queen of diamonds and asks Anna; the table waits (Anna answers aloud) until a
    person presses Answered or Skip; the laptop stays with Ben, who holds it, and no curtain."""
    ruby = Script(whom=0)
    ctl = party_table(ruby)
    ctl.reveal()  # Anna takes the laptop
    ctl.play({"kind": "trail", "card": "8S"})
    ctl.reveal()  # Ben
    ctl.play({"kind": "trail", "card": "AH"})
    turns = ctl.step_computers()
    assert [t.move.kind for t in turns] == ["capture", "ask"]
    assert ctl.state.question == ("QD", 0)
    assert ctl.computer_turn() is None and ctl.step_computers() == []  # Ruby does not answer for Anna
    assert ctl.to_act() == (0,) and ctl.human_to_act() == 0
    assert ctl.curtain_for is None and ctl.looking == 1  # Ben still holds the laptop: no hand-over
    assert ctl.viewer is None  # and nobody's hand is shown under the question (s30 t3)
    assert {m.kind for m in ctl.legal(0)} == {"answered", "skipped"}
    turn = ctl.play({"kind": "answered"})
    assert turn.mover == 0 and turn.text == "Anna answers the question."
    assert ctl.state.question == () and ctl.state.phase == "play"  # one card: the asking is over
    assert ctl.curtain_for == 0  # Anna's own turn now: she takes the laptop behind the curtain


def test_a_computer_asked_a_question_skips_it_at_once():
    """A computer cannot answer a personal question aloud: in a game from before questions went
    only to people, Anna asked Robo Ruby, and Ruby skips it at once (a computer never says it
    answered)."""
    ruby = Script()
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, ruby)])
    ctl.reveal()
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    ctl.play({"kind": "ask", "card": "QD", "whom": 2})
    assert ctl.computer_turn() == 2
    assert [m.kind for m in information_set(PARTY, ctl.state, 2).legal] == ["skipped"]
    (turn,) = ctl.step_computers()
    assert turn.move.kind == "skipped" and turn.text == "Robo Ruby skips the question."
    assert ctl.state.phase == "play" and ctl.to_act() == (1,)


def ben_asks_anna() -> PlayController:
    """Anna, Ben and Cleo, all people: Anna trails, Ben captures the queen of diamonds and asks
    Anna its question (Ben holds the laptop)."""
    hands = [["8S", "9S", "KH", "KC"], ["QS", "2H", "3H", "4H"], ["AH", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, stack=stack)
    ctl = PlayController(session)
    ctl.reveal()
    ctl.play({"kind": "trail", "card": "8S"})
    ctl.reveal()  # Ben
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    ctl.play({"kind": "ask", "card": "QD", "whom": 0})
    return ctl


def test_between_two_people_the_asker_keeps_the_laptop():
    """Ben asks Anna: Anna answers aloud and the one holding the laptop presses for her; the
    laptop does not go round for it."""
    ctl = ben_asks_anna()
    assert ctl.to_act() == (0,) and ctl.curtain_for is None and ctl.looking == 1 and ctl.viewer is None
    ctl.play({"kind": "skipped"})
    assert ctl.to_act() == (2,) and ctl.curtain_for == 2


def test_an_old_record_with_answers_replays_the_same():
    """The answer moves are the same JSON as before ({"kind": "answered"}): a record made when
    the asker pressed them replays to the same position."""
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    s = PARTY.setup(["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    for move in ({"kind": "capture", "card": "QS", "take": ["QD"]}, {"kind": "ask", "card": "QD", "whom": 1},
                 {"kind": "answered"}):
        result = PARTY.apply(s, move)
        assert result.ok, result
        s = result.state
    assert s.phase == "play" and s.turn == 1 and s.asked == () and s.piles[0] == ("QD", "QS")


# ----- questions go only to people -------------------------------------------------------------
# The finding: "A person at a table with computers therefore sees buttons 'Ask Robo Ruby (7♥)'
# that do nothing useful: a dead button. Computers, having captured, ask one question, and may
# ask another computer, which then 'skipped the question'." Wanted: questions go only to people.

def asks(moves):
    return sorted((m["card"], m["whom"]) for m in moves if m.kind == "ask")


def capture_by_anna(players, seats):
    """Anna's queen of spades takes the queen of diamonds from the row: she may ask."""
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    ctl = PlayController(Session.new(PARTY, players, dict(LAST_DEALS), seed=1, stack=stack), seats)
    ctl.reveal()
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    assert ctl.state.phase == "ask" and ctl.to_act() == (0,)
    return ctl


def test_a_person_with_computers_is_offered_no_question_to_a_computer():
    """Anna alone with Robo Ruby and Robo Rex: the engine lists "ask Ruby", "ask Rex" (old
    records replay), but the people's choice (the table's, the hint's) leaves only "No more
    questions"."""
    from cardtable.ai import hint

    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    state = PARTY.apply(PARTY.setup(["Anna", "Robo Ruby", "Robo Rex"], dict(LAST_DEALS), seed=1, stack=stack),
                        {"kind": "capture", "card": "QS", "take": ["QD"]}).state
    assert asks(PARTY.legal_moves(state, 0)) == [("QD", 1), ("QD", 2)]  # the engine's, unchanged
    assert PARTY.asking_people_only(PARTY.legal_moves(state, 0), (0,)) == [{"kind": "done_asking"}]
    info = information_set(PARTY, state, 0, (0,))
    assert list(info.legal) == [{"kind": "done_asking"}]
    assert hint(PARTY, info, 7) == {"kind": "done_asking"}


def alone_with_computers():
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    seats = [Seat("Anna"), Seat("Robo Ruby", SeatKind.COMPUTER, Script()),
             Seat("Robo Rex", SeatKind.COMPUTER, Script())]
    ctl = PlayController(Session.new(PARTY, ["Anna", "Robo Ruby", "Robo Rex"], dict(LAST_DEALS), seed=1, stack=stack), seats)
    ctl.reveal()
    return ctl


def test_with_nobody_to_ask_the_capture_ends_the_turn_at_once():
    """The finding: "when nobody can be asked a question, the person still gets a lone 'No more
    questions' step (a button to press) that does nothing useful: skip it when there is nobody
    to ask." Anna alone with two computers captures the Q♦: her turn is over at once (the
    record keeps "No more questions", so it replays as ever), Robo Ruby is to play."""
    ctl = alone_with_computers()
    turn = ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    assert [t.move for t in turn.then] == [{"kind": "done_asking"}]
    assert turn.then[0].mover == 0 and turn.then[0].before is turn.after
    assert ctl.state.phase == "play" and ctl.to_act() == (1,)
    assert [m.kind for m in ctl.session.record.moves] == ["capture", "done_asking"]
    assert ctl.automatic() is None


def test_with_nobody_left_to_ask_the_asking_ends_after_the_last_answer():
    """Anna's 9♠ takes the 5♣ and the 4♣ ("If a player captures more than one card, the player
    may ask the question on all those cards, but only one question per person"): she asks Ben,
    Ben answers; only Robo Ruby is left, who cannot answer aloud, so no lone "No more questions"
    waits: the turn goes on to Ben."""
    hands = [["9S", "QS", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "4C", "JC"]]
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, Script())]
    ctl = PlayController(Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack), seats)
    ctl.reveal()
    turn = ctl.play({"kind": "capture", "card": "9S", "take": ["5C", "4C"]})
    assert turn.then == () and ctl.state.phase == "ask"  # Ben may still be asked
    assert {m.kind for m in ctl.legal(0)} == {"ask", "done_asking"}
    assert ctl.play({"kind": "ask", "card": "5C", "whom": 1}).then == ()
    turn = ctl.play({"kind": "answered"})
    assert turn.text == "Ben answers the question."
    assert [t.move for t in turn.then] == [{"kind": "done_asking"}] and turn.then[0].mover == 0
    assert ctl.state.phase == "play" and ctl.to_act() == (1,)


def test_undo_takes_back_the_capture_not_to_a_lone_no_more_questions():
    """Undo after the capture goes back to before Anna's capture (her move), not to the "No
    more questions" she never had to press; Redo plays both again."""
    ctl = alone_with_computers()
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    played = list(ctl.session.record.moves)
    assert [m.kind for m in played] == ["capture", "done_asking"] and ctl.computer_turn() == 1
    assert ctl.undo_to_human() is None
    assert ctl.session.record.moves == [] and ctl.state.phase == "play" and ctl.to_act() == (0,)
    assert ctl.redo_to_human() is None
    assert ctl.session.record.moves == played and ctl.computer_turn() == 1


def test_two_people_and_a_computer_the_person_may_ask_the_other_person_only():
    """Anna and Ben people, Robo Ruby a computer: Anna may ask Ben ("one of the other players"),
    not Ruby."""
    ctl = capture_by_anna(["Anna", "Ben", "Robo Ruby"],
                          [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, Script())])
    assert asks(ctl.legal(0)) == [("QD", 1)]
    assert {"kind": "done_asking"} in ctl.legal(0)
    turn = ctl.play({"kind": "ask", "card": "QD", "whom": 1})
    assert turn.text == "Anna asks Ben the question on the queen of diamonds."


def computer_capture_table(people):
    """Robo Ruby (seat 2) captures the queen of diamonds with hers; seats 0 and 1 are people
    or computers as ``people`` says."""
    hands = [["8S", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["QS", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    names = ["Anna" if 0 in people else "Robo Rex", "Ben" if 1 in people else "Robo Remy", "Robo Ruby"]
    seats = [Seat(n) if i in people else Seat(n, SeatKind.COMPUTER, Script(whom=1 - i)) for i, n in enumerate(names)]
    state = PARTY.setup(names, dict(LAST_DEALS), seed=1, stack=stack)
    for move in ({"kind": "trail", "card": "8S"}, {"kind": "trail", "card": "AH"},
                 {"kind": "capture", "card": "QS", "take": ["QD"]}):
        state = PARTY.apply(state, move).state
    assert state.phase == "ask" and state.turn == 2
    return state, seats


def test_a_computer_asks_only_people():
    """Robo Ruby captured: with Anna a person and Robo Rex a computer, her choices (in the
    controller and in the computers' worker, which gets the people's seats) ask only Anna; with
    no person to ask she is done at once."""
    from cardtable.ai.service import Request, think
    from cardtable.core.records import Record

    state, seats = computer_capture_table(people=(0,))
    assert asks(information_set(PARTY, state, 2, (0,)).legal) == [("QD", 0)]
    assert asks(information_set(PARTY, state, 2).legal) == [("QD", 0), ("QD", 1)]  # no people named: as before
    assert [m.kind for m in information_set(PARTY, state, 2, ()).legal] == ["done_asking"]

    moves = [{"kind": "trail", "card": "8S"}, {"kind": "trail", "card": "AH"},
             {"kind": "capture", "card": "QS", "take": ["QD"]}]
    record = Record("cassino_party", list(state.players), dict(state.options), 1,
                    [list(p) for p in state.stack], [Move(m) for m in moves])
    for people in ((0,), (1,), ()):
        request = Request.for_seat(record, 2, "medium", iterations=50, people=people)
        again = Request.from_json(json.loads(json.dumps(request.to_json())))  # across the pipe
        assert again.people == request.people == people
        move = think(again)
        assert move.kind == "done_asking" if not people else move == {"kind": "ask", "card": "QD",
                                                                       "whom": people[0]}, (people, move)
    old = Request.for_seat(record, 2, "medium", iterations=50).to_json()
    del old["people"]  # a request written before the people were named
    assert Request.from_json(old).people is None


def test_a_computer_at_the_table_never_asks_a_computer():
    """Anna a person, Robo Remy and Robo Ruby computers, Ruby's player one that would ask Remy:
    the controller offers Ruby no question to Remy, so she is done, and no "Robo Remy skipped
    the question" follows."""
    state, seats = computer_capture_table(people=(0,))
    session = Session.new(PARTY, list(state.players), dict(LAST_DEALS), seed=1, stack=[list(p) for p in state.stack])
    ruby = Script(whom=1)  # would ask Robo Remy if offered
    seats[2] = Seat("Robo Ruby", SeatKind.COMPUTER, ruby)
    ctl = PlayController(session, seats)
    ctl.reveal()
    ctl.play({"kind": "trail", "card": "8S"})
    turns = ctl.step_computers()
    kinds = [t.move.kind for t in turns]
    assert "capture" in kinds and "skipped" not in kinds and not any(t.move.get("whom") == 1 for t in turns)
    assert kinds[kinds.index("capture") + 1] == "done_asking"


def test_the_lit_name_is_whoever_holds_the_laptop_while_a_question_is_answered_aloud():
    """The finding: "while a question is asked aloud, the asked person's name is still lit
    (highlighted as if it were their turn to act on the laptop) while the asker holds the laptop.
    The lit name should be whoever holds the laptop / must act, consistent with the status line
    ("X answers Y's question aloud; then whoever holds the laptop presses Answered or Skip")."
    The table lights the names of ``on_turn`` (else of the seats to act)."""
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, Script())])
    ctl.reveal()  # Anna takes the laptop
    assert ctl.table_observation(0)["public"].get("on_turn") is None  # her own turn: the seats to act
    ctl.play(next(m for m in ctl.legal(0) if m.kind == "capture"))  # the queen of diamonds
    ctl.play(Move(kind="ask", card="QD", whom=1))
    assert ctl.to_act() == (1,) and ctl.answering() == 1  # Ben answers aloud...
    assert ctl.looking == 0 and ctl.curtain_for is None  # ...and Anna holds the laptop
    assert ctl.viewer is None  # (the table drawn for nobody under the question, facing Anna)
    assert ctl.table_observation(None)["public"]["on_turn"] == [0]  # Anna's name lit, not Ben's
    assert ctl.table_observation(None)["facing"] == 0
    assert ctl.table_observation(0)["public"]["on_turn"] == [0]
    assert "whoever holds the laptop presses Answered or Skip" in PARTY.status(ctl.state)
    assert ctl.observation(0)["public"].get("on_turn") is None  # (the game's own observation: as it was)


def test_a_computers_question_lights_the_computer_not_the_one_holding_the_laptop():
    """Robo Ruby asks Anna while Ben holds the laptop: Ben's name was lit, "Ben's hand" over the
    Answered/Skip bar, while Anna answered (s44 t3 F6); Robo Ruby, whose turn it is, is lit, as
    a person who asks is."""
    ctl = party_table(Script(whom=0))
    ctl.reveal()
    ctl.play({"kind": "trail", "card": "8S"})
    ctl.reveal()  # Ben
    ctl.play({"kind": "trail", "card": "AH"})
    ctl.step_computers()
    assert ctl.state.question == ("QD", 0) and ctl.looking == 1 and ctl.viewer is None
    assert ctl.table_observation(None)["public"]["on_turn"] == [2]


def test_undo_of_an_answer_at_the_next_curtain_goes_back_to_whoever_held_the_laptop():
    """Ben asks Anna, the laptop stays with Ben and he presses Skip for her; at Cleo's curtain
    Undo brings the question back to Ben (who held the laptop), behind his curtain since Cleo
    may have the laptop now, not to a curtain for Anna, who only answers aloud."""
    ctl = ben_asks_anna()
    ctl.play({"kind": "skipped"})
    assert ctl.curtain_for == 2
    assert ctl.undo() is None
    assert ctl.to_act() == (0,) and ctl.curtain_for == 1 and ctl.viewer is None
    ctl.reveal()
    assert ctl.looking == 1 and ctl.to_act() == (0,)
    assert ctl.viewer is None  # Ben has the laptop; the question is on the table: no hand shown
    ctl.settle()
    assert ctl.looking == 1 and ctl.viewer is None and ctl.curtain_for is None


def test_one_person_with_computers_keeps_her_hand_under_a_question_to_her():
    """Under a question the table is drawn for nobody only where other people may lean in to
    read it (s30 t3): Anna alone with computers, asked by Robo Ruby, keeps her hand in sight."""
    hands = [["8S", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["QS", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Robo Rex", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    rex = Script()
    ctl = PlayController(session, [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, rex),
                                   Seat("Robo Ruby", SeatKind.COMPUTER, Script(whom=0))])
    ctl.play({"kind": "trail", "card": "8S"})
    ctl.step_computers()
    assert ctl.state.question == ("QD", 0) and ctl.answering() == 0
    assert not ctl.question_open() and ctl.viewer == 0 and ctl.curtain_for is None


# ----- leaving a question: the asker's hand comes back behind her curtain (s30 t4) ------------
# "Press Ctrl+Z (Undo) while Cleo is still leaning in to answer: the table goes straight back to
# 'Anna may ask questions…' with Anna's whole hand FACE UP ... no curtain"; "Ben presses Answered
# and Anna's hand is face up at once ... while Ben is still the one leaning in".

def anna_asks_everyone() -> PlayController:
    """Anna, Ben and Cleo, all people: Anna's 9♠ takes the 5♣ and the 4♣ ("If a player captures
    more than one card, the player may ask the question on all those cards, but only one
    question per person"), and she asks Cleo the question on the 5♣ (Anna holds the laptop)."""
    hands = [["9S", "QS", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "4C", "JC"]]
    ctl = PlayController(Session.new(PARTY, ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, stack=stack))
    ctl.reveal()
    ctl.play({"kind": "capture", "card": "9S", "take": ["5C", "4C"]})
    assert ctl.viewer == 0 and ctl.curtain_for is None  # her own step: her hand
    ctl.play({"kind": "ask", "card": "5C", "whom": 2})
    assert ctl.question_open() and ctl.viewer is None and ctl.curtain_for is None and ctl.looking == 0
    return ctl


def test_an_answer_back_into_the_askers_step_keeps_every_hand_down_and_needs_no_curtain():
    """Cleo answers aloud, Anna presses Answered (or Skip): Anna may still ask Ben. Her step only
    asks (or ends the asking), so no hand shows while Cleo still leans in, and no curtain comes
    between the two questions (s31: "Pass to Anna" after each answer, only for her to press the
    next question); the laptop stays with Anna."""
    for answer in ("answered", "skipped"):
        ctl = anna_asks_everyone()
        ctl.play({"kind": answer})
        assert ctl.to_act() == (0,) and ctl.state.phase == "ask" and not ctl.question_open()
        assert ctl.between_questions() and ctl.asking_aloud()
        assert ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 0, answer
        ctl.settle()  # (settled again, as the window may: the same)
        assert ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 0


# ----- several questions in one turn: no curtain between them (s31) ----------------------------
# "When one question follows another for other people, the family should not have to pass the
# curtain in between: the curtain belongs before the asker's hand is shown again, not between two
# questions that show no hand."

def test_three_people_two_questions_one_curtain_for_the_next_turn():
    """Anna (all people) asks Cleo, then Ben: no curtain from her capture to Ben's turn, no hand
    shown once the first question is up; Ben's own turn then comes behind his curtain (Cleo and
    Ben both leaned in)."""
    ctl = anna_asks_everyone()
    ctl.play({"kind": "answered"})
    ctl.play({"kind": "ask", "card": "4C", "whom": 1})
    assert ctl.question_open() and ctl.answering() == 1
    assert ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 0
    ctl.play({"kind": "skipped"})
    assert ctl.state.phase == "play"  # both cards asked: the asking is over
    assert ctl.to_act() == (1,) and ctl.curtain_for == 1 and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == 1


def test_the_asker_done_after_one_question_the_next_turn_has_its_curtain():
    """Anna, asked Cleo and answered, presses "No more questions" (still no hand shown): Ben's
    turn comes behind his curtain, never with Anna's hand or his own face up at once."""
    ctl = anna_asks_everyone()
    ctl.play({"kind": "answered"})
    ctl.play({"kind": "done_asking"})
    assert ctl.to_act() == (1,) and not ctl.asking_aloud()
    assert ctl.curtain_for == 1 and ctl.viewer is None


def test_undo_back_to_the_askers_own_step_brings_her_curtain():
    """From the step between two questions Undo takes back the answer (the question again: no
    hand, no curtain), then the question: Anna's step right after her capture, where her hand
    shows, so it comes behind "Pass to Anna" (the curtain before her hand is shown again)."""
    ctl = anna_asks_everyone()
    ctl.play({"kind": "answered"})
    assert ctl.undo() is None
    assert ctl.question_open() and ctl.curtain_for is None and ctl.viewer is None
    assert ctl.undo() is None
    assert ctl.state.phase == "ask" and not ctl.asking_aloud()
    assert ctl.curtain_for == 0 and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == 0


class AskEveryone(Script):
    """A computer that captures, then asks the first person it may, until nobody is left."""

    def choose(self, observation, legal):
        kinds = [m.kind for m in legal]
        if "ask" in kinds:
            move = next(m for m in legal if m.kind == "ask")
        elif "capture" in kinds:
            move = next(m for m in legal if m.kind == "capture")
        else:
            move = legal[0]
        self.chosen.append(move)
        return move


def test_a_computer_asking_two_people_needs_no_curtain_between_the_questions():
    """Anna and Ben people, Robo Ruby a computer whose 9♠ takes the 5♣ and the 4♣: she asks Anna,
    then Ben, Ben holding the laptop throughout. No curtain between the two questions and no hand
    shown; after the last answer Anna's turn comes behind her curtain."""
    hands = [["KH", "QS", "8S", "KC"], ["2H", "AH", "3H", "4H"], ["9S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "4C", "JC"]]
    ruby = AskEveryone()
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=1, stack=stack)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, ruby)])
    ctl.reveal()
    ctl.play({"kind": "trail", "card": "KH"})
    ctl.reveal()  # Ben
    ctl.play({"kind": "trail", "card": "2H"})
    turns = ctl.step_computers()
    assert [t.move.kind for t in turns] == ["capture", "ask"]
    assert set(turns[0].move["take"]) == {"5C", "4C"}
    assert ctl.answering() == 0 and ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 1
    ctl.play({"kind": "answered"})  # (Ben presses for Anna)
    assert ctl.computer_turn() == 2 and ctl.between_questions()
    assert ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 1
    assert [t.move.kind for t in ctl.step_computers()] == ["ask"]
    assert ctl.answering() == 1
    assert ctl.curtain_for is None and ctl.viewer is None and ctl.looking == 1  # no "Pass to Ben"
    ctl.play({"kind": "answered"})
    assert ctl.state.phase == "play"  # both cards asked: the asking is over
    assert ctl.to_act() == (0,) and ctl.curtain_for == 0 and ctl.viewer is None


def test_undo_and_redo_out_of_a_question_come_with_the_askers_curtain():
    """Undo of the question while Cleo leans in goes back to Anna's step behind her curtain;
    Redo puts the question back with every hand down and no curtain (nothing hidden shows);
    Redo of the answer goes back to Anna's step between questions, every hand still down."""
    ctl = anna_asks_everyone()
    assert ctl.undo() is None
    assert ctl.to_act() == (0,) and ctl.state.phase == "ask" and not ctl.state.question
    assert ctl.curtain_for == 0 and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == 0
    assert ctl.redo() is None
    assert ctl.question_open() and ctl.viewer is None and ctl.curtain_for is None
    ctl.play({"kind": "answered"})
    ctl.reveal()
    assert ctl.undo() is None  # (Anna, at her own step again: the question comes back to her)
    assert ctl.question_open() and ctl.viewer is None and ctl.curtain_for is None and ctl.looking == 0
    assert ctl.redo() is None  # (the answer again: Anna's step between two questions, no hand)
    assert ctl.state.phase == "ask" and ctl.curtain_for is None and ctl.viewer is None


def test_after_the_last_answer_a_computers_turn_is_watched_by_nobody():
    """Anna asks Ben, Ben answers; only Robo Ruby is left, so the asking ends and Ruby plays
    next: the table is drawn for nobody while she does (Ben may still be at the laptop), and
    Ben's turn then comes behind his curtain."""
    hands = [["9S", "QS", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "4C", "JC"]]
    seats = [Seat("Anna"), Seat("Robo Ruby", SeatKind.COMPUTER, Script()), Seat("Ben")]
    ctl = PlayController(Session.new(PARTY, ["Anna", "Robo Ruby", "Ben"], dict(LAST_DEALS), seed=1, stack=stack), seats)
    ctl.reveal()
    ctl.play({"kind": "capture", "card": "9S", "take": ["5C", "4C"]})
    ctl.play({"kind": "ask", "card": "5C", "whom": 2})
    assert ctl.question_open() and ctl.viewer is None
    ctl.play({"kind": "answered"})
    assert ctl.computer_turn() == 1 and ctl.viewer is None and ctl.curtain_for is None
    ctl.step_computers()
    assert ctl.to_act() == (2,) and ctl.curtain_for == 2 and ctl.viewer is None


def test_a_saved_game_on_a_question_opens_on_a_curtain_that_shows_the_question():
    """s30 t4: a save reopened on "Anna asks Cleo" showed "I'm Anna: show my cards", and the cards
    stayed down (the question is open): the curtain lifts on the question, and says so (the
    controller names the person asked; the window words the button)."""
    ctl = anna_asks_everyone()
    again = PlayController(ctl.session)
    assert again.curtain_for == 0 and again.question_behind_curtain() == 2
    again.reveal()
    assert again.viewer is None and again.question_open() and again.question_behind_curtain() is None
    # reopened between two questions: nothing hidden shows, so no curtain (s31)
    ctl.play({"kind": "answered"})
    again = PlayController(ctl.session)
    assert again.between_questions() and again.curtain_for is None and again.viewer is None
    # nothing of the sort at an ordinary hand-over
    ctl.play({"kind": "done_asking"})
    assert ctl.curtain_for == 1 and ctl.question_behind_curtain() is None


def test_with_open_hands_leaving_a_question_needs_no_curtain():
    """Open hands (no curtain between turns): the answer goes back to Anna's step at once."""
    ctl = anna_asks_everyone()
    ctl.set_open_handed(True)
    ctl.play({"kind": "answered"})
    assert ctl.curtain_for is None and ctl.viewer == 0


def test_a_saved_open_handed_game_on_a_question_opens_with_no_curtain():
    """A save played with open hands, opened again on "Anna asks Cleo": its first curtain came
    up at every opening, "show the question to Cleo", and lifting it showed no hand at all (a
    curtain the family had already passed, over a table drawn for nobody). The first curtain of
    an open-handed save comes where a hidden hand would otherwise be shown, not otherwise: here,
    not at Anna's step between two questions either (drawn for nobody), but before Ben's turn."""
    ctl = anna_asks_everyone()
    ctl.set_open_handed(True)
    again = PlayController(ctl.session, open_handed=True, curtain_first=True)
    assert again.curtain_once and again.question_open()
    assert again.curtain_for is None and again.viewer is None
    again.play({"kind": "answered"})
    assert again.to_act() == (0,) and again.between_questions()
    assert again.curtain_for is None and again.viewer is None
    again.play({"kind": "done_asking"})
    assert again.to_act() == (1,) and again.curtain_for == 1 and again.viewer is None
    again.reveal()
    assert again.viewer == 1 and not again.curtain_once


def test_the_first_curtain_of_an_open_handed_save_waits_for_a_hidden_hand():
    """Opened on a hand with a card only its owner sees, the first curtain is up (whoever opens
    the save may not be that person); with one person at the table, there is none to come."""
    session_ = anna_asks_everyone().session
    session_.undo()  # (back to Anna's step after her capture: her hand is hers alone)
    again = PlayController(session_, open_handed=True, curtain_first=True)
    assert again.shows_hidden(0) and again.curtain_for == 0 and again.viewer is None
    from cardtable.play import Seat, SeatKind

    robots = [Seat(name, SeatKind.COMPUTER, agent=object()) for name in ("Robo Ben", "Robo Cleo")]  # type: ignore[arg-type]
    alone = PlayController(session_, seats=[Seat("Anna"), *robots], open_handed=True, curtain_first=True)
    assert not alone.curtain_once and alone.curtain_for is None and alone.viewer == 0
