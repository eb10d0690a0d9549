"""The Cassino party game's questions at a table of people and computers (001_1e92754ffed2b69b.txt:
"Whenever a player captures a card from the row, the player may request one of the other players
to answer the question on the captured card").

The answer is the asked player's: while a question is open the asked seat is to act. A person
asked is answered by a person's press (Answered or Skip), whoever holds the laptop, with no
curtain (the question is public and the answer is said aloud); a computer never presses it for
them. A computer asked cannot answer aloud: it skips at once (and never says "answered")."""

from __future__ import annotations

from cardtable.ai import information_set
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
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], {}, seed=1, stack=stack)
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
    assert ctl.curtain_for is None and ctl.viewer == 1  # Ben still holds the laptop: no hand-over
    assert {m.kind for m in ctl.legal(0)} == {"answered", "skipped"}
    turn = ctl.play({"kind": "answered"})
    assert turn.mover == 0 and turn.text == "Anna answered the question."
    assert ctl.state.question == () and ctl.state.phase == "play"  # one card: the asking is over
    assert ctl.curtain_for == 0  # Anna's own turn now: she takes the laptop behind the curtain


def test_a_computer_asked_a_question_skips_it_at_once():
    """A computer cannot answer a personal question aloud: Anna asks Robo Ruby, and Ruby skips
    it at once (a computer never says it answered)."""
    ruby = Script()
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Robo Ruby"], {}, seed=1, stack=stack)
    ctl = PlayController(session, [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, ruby)])
    ctl.reveal()
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    ctl.play({"kind": "ask", "card": "QD", "whom": 2})
    assert ctl.computer_turn() == 2
    assert [m.kind for m in information_set(PARTY, ctl.state, 2).legal] == ["skipped"]
    (turn,) = ctl.step_computers()
    assert turn.move.kind == "skipped" and turn.text == "Robo Ruby skipped the question."
    assert ctl.state.phase == "play" and ctl.to_act() == (1,)


def test_between_two_people_the_asker_keeps_the_laptop():
    """Ben asks Anna: Anna answers aloud and the one holding the laptop presses for her; the
    laptop does not go round for it."""
    hands = [["8S", "9S", "KH", "KC"], ["QS", "2H", "3H", "4H"], ["AH", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    session = Session.new(PARTY, ["Anna", "Ben", "Cleo"], {}, seed=1, stack=stack)
    ctl = PlayController(session)
    ctl.reveal()
    ctl.play({"kind": "trail", "card": "8S"})
    ctl.reveal()  # Ben
    ctl.play({"kind": "capture", "card": "QS", "take": ["QD"]})
    ctl.play({"kind": "ask", "card": "QD", "whom": 0})
    assert ctl.to_act() == (0,) and ctl.curtain_for is None and ctl.viewer == 1
    ctl.play({"kind": "skipped"})
    assert ctl.to_act() == (2,) and ctl.curtain_for == 2


def test_an_old_record_with_answers_replays_the_same():
    """The answer moves are the same JSON as before ({"kind": "answered"}): a record made when
    the asker pressed them replays to the same position."""
    hands = [["QS", "9S", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    stack = [round_robin(hands) + ["QD", "5C", "7C", "JC"]]
    s = PARTY.setup(["Anna", "Ben", "Robo Ruby"], {}, seed=1, stack=stack)
    for move in ({"kind": "capture", "card": "QS", "take": ["QD"]}, {"kind": "ask", "card": "QD", "whom": 1},
                 {"kind": "answered"}):
        result = PARTY.apply(s, move)
        assert result.ok, result
        s = result.state
    assert s.phase == "play" and s.turn == 1 and s.asked == () and s.piles[0] == ("QD", "QS")
