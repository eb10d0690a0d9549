"""Private prompts go seat by seat in turn order, the curtain between humans (issue 21): "After
every play each other player, in turn order, is asked privately 'Doubt it?'; the first yes
challenges", and Sweep's "everybody is asked if they want to play a Joker". The play controller
puts the curtain up before each human asked, never shows one human's hand to another, lets the
computer seats answer in their turn, and handles a phase where several seats may act at once
(Hearts' passing) one human after another."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

DOUBT = get_game("i_doubt_it")


class Answers:
    """A computer seat that answers "no" when asked and otherwise plays its first move."""

    def __init__(self):
        self.asked = 0

    def choose(self, observation, legal):
        no = [m for m in legal if m.kind in ("no_doubt", "no_joker")]
        if no:
            self.asked += 1
            return no[0]
        return legal[0]


def doubt_session(n=4, **options):
    return Session.new(DOUBT, ["Ann", "Bob", "Cy", "Di"][:n], {**LAST_DEALS, **options}, seed=5)  # Di deals


def first_play(ctl):
    return next(m for m in ctl.legal(ctl.to_act()[0]) if m.kind == "play")


def test_doubt_it_is_asked_seat_by_seat_with_the_curtain_between_humans():
    """Ann plays; Cy, Di (the players after the next, round to the one before Ann) and then Bob
    (the next player, whose own play closes the window) are each asked, each behind the curtain."""
    ctl = PlayController(doubt_session())
    assert ctl.curtain_for == 0
    ctl.reveal()
    ctl.play(first_play(ctl))
    asked = []
    while ctl.state.phase == "asking":
        seat = ctl.to_act()[0]
        assert ctl.curtain_for == seat and ctl.viewer is None  # nobody's cards while it changes hands
        ctl.reveal()
        assert ctl.viewer == seat
        assert DOUBT.prompt(ctl.state, seat) == "Ann claims one ace. Doubt it?"
        asked.append(seat)
        ctl.play({"kind": "no_doubt", "seat": seat})
    assert asked == [2, 3]
    # Bob, the next player, may doubt it or play: his turn, behind the curtain too
    assert ctl.to_act() == (1,) and ctl.curtain_for == 1
    ctl.reveal()
    assert {m.kind for m in ctl.legal(1)} >= {"play", "doubt"}


def test_the_first_yes_challenges_and_the_asking_stops():
    ctl = PlayController(doubt_session(), open_handed=True)
    ctl.play(first_play(ctl))
    cy = ctl.to_act()[0]
    turn = ctl.play({"kind": "doubt", "seat": cy})
    assert "I doubt it" in turn.text and ctl.state.phase == "play"
    assert ctl.to_act() == (1,)  # after a challenge the next player goes on


def test_computer_seats_answer_in_their_turn_and_humans_still_get_the_curtain():
    """Ann and Cy are human, Bob and Di computers: after Ann's play, Cy is asked (curtain, since
    Ann looked last), then the computers answer by themselves."""
    bob, di = Answers(), Answers()
    seats = [Seat("Ann"), Seat("Bob", SeatKind.COMPUTER, bob), Seat("Cy"), Seat("Di", SeatKind.COMPUTER, di)]
    ctl = PlayController(doubt_session(), seats)
    ctl.reveal()
    ctl.play(first_play(ctl))
    assert ctl.to_act() == (2,) and ctl.curtain_for == 2
    ctl.reveal()
    ctl.play({"kind": "no_doubt", "seat": 2})
    turns = ctl.step_computers(limit=2)
    assert [t.mover for t in turns] == [3, 1]  # Di says no; Bob plays on
    assert di.asked == 1 and turns[1].move.kind in ("play", "doubt")
    # Cy (human) is asked about Bob's play next: she looked last, so no curtain is needed
    if ctl.state.phase == "asking" and ctl.to_act() == (2,):
        assert ctl.curtain_for is None and ctl.viewer == 2


def test_only_the_next_player_may_doubt_with_the_option():
    ctl = PlayController(doubt_session(only_next_doubts=True))
    ctl.reveal()
    ctl.play(first_play(ctl))
    assert ctl.to_act() == (1,) and ctl.curtain_for == 1  # nobody else is asked


def test_sweep_joker_offer_goes_round_the_table_privately():
    """ "Once somebody has played a 10 then everybody is asked if they want to play a Joker":
    each other seat in turn order from the 10-player's left, a curtain before each human."""
    game = get_game("sweep")
    session = Session.new(game, ["Ann", "Bob", "Cy"], {"jokers": True}, seed=1)
    ctl = PlayController(session)
    ctl.reveal()
    # play until somebody sweeps with a 10
    for _ in range(400):
        if ctl.state.phase == "joker_offer":
            break
        seat = ctl.to_act()[0]
        if ctl.curtain_for is not None:
            ctl.reveal()
        legal = ctl.legal(seat)
        tens = [m for m in legal if m.kind == "play" and any(c.startswith("10") for c in m["cards"])]
        ctl.play((tens or legal)[0])
    assert ctl.state.phase == "joker_offer"
    ten = ctl.state.ten_player
    asked = []
    while ctl.state.phase == "joker_offer":
        seat = ctl.to_act()[0]
        assert ctl.curtain_for == seat and ctl.viewer is None
        ctl.reveal()
        asked.append(seat)
        ctl.play({"kind": "no_joker", "seat": seat})
    assert asked == [(ten + 1) % 3, (ten + 2) % 3]


def test_several_seats_acting_at_once_take_the_laptop_one_human_after_another():
    """Hearts' passing: every seat may act; the controller hands the laptop to the first human
    still to act, behind the curtain, then to the next."""
    game = get_game("hearts")
    ctl = PlayController(Session.new(game, ["Ann", "Bob", "Cy", "Di"], {}, seed=2))
    order = []
    while len(ctl.to_act()) > 1 or (ctl.to_act() and ctl.state.phase == "passing"):
        seat = ctl.human_to_act()
        assert ctl.curtain_for == seat and ctl.viewer is None
        ctl.reveal()
        order.append(seat)
        ctl.play(ctl.legal(seat)[0])
    assert order == [0, 1, 2, 3]
