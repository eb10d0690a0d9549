"""Between hands in Crazy Eights (t3, s27): "Hand 1 is over. Ben: deal the next hand." though
Robo Ruby dealt hand 1 and the log then said "Hand 2: Anna deals."; after the press Ben's eight
new cards came up at once with no "Pass to Ben" curtain (the curtain had been switched off and
on during hand 1). The button names the real dealer, and a new hand's first player's cards are
never shown unless the one who pressed is known to be that player: the curtain goes up."""

from __future__ import annotations

import random

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

from .agents import Random, random_step

C8 = get_game("crazy_eights")


def to_hand_over(toggle_at: int | None = None, back_at: int | str | None = None) -> PlayController:
    """Anna and Ben (people) and Robo Ruby, "Play several hands", seed 7 (target 200
    here, for random play to reach hand 2), played to the end of hand 1. ``toggle_at``: the curtain is switched off after that many moves, and on
    again after ``back_at`` moves (or "end": when the hand is over)."""
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, Random(7))]
    ctl = PlayController(Session.new(C8, [s.name for s in seats], {"scoring": True, "target": 200}, 7), seats)
    rng = random.Random(3)
    for step in range(500):
        if step == toggle_at:
            ctl.set_open_handed(True)
        if step == back_at:
            ctl.set_open_handed(False)
        if ctl.state.phase != "play":
            break
        if ctl.curtain_for is not None:
            ctl.reveal()
        random_step(ctl, rng)
    assert ctl.state.phase == "hand_over"
    if back_at == "end":
        ctl.set_open_handed(False)
    return ctl


def test_the_button_names_the_real_dealer_of_the_next_hand():
    """"Hand 1 is over. Ben: deal the next hand." though the log then says "Hand 2: Anna
    deals.": the person named, and the seat whose button it is, is the next dealer."""
    ctl = to_hand_over()
    state = ctl.state
    nxt = (state.dealer + 1) % 3
    assert state.players[state.dealer] == "Robo Ruby" and state.players[nxt] == "Anna"
    assert C8.status(state) == "Hand 1 is over. Anna: deal the next hand."
    assert ctl.to_act() == (nxt,)
    turn = ctl.play(ctl.legal(nxt)[0])
    assert "Hand 2: Anna deals and turns up the " in turn.text


@pytest.mark.parametrize("toggle_at,back_at", [(None, None), (3, 9), (3, "end"), (0, "end")])
def test_after_the_press_the_first_players_new_hand_waits_behind_a_curtain(toggle_at, back_at):
    """"After the press, Ben's eight new cards came up at once with no 'Pass to Ben' curtain";
    if Anna (the dealer) presses, she sees Ben's new hand. With the curtain on throughout, and
    switched off and on again during the hand or at its end, the first player's new hand is
    shown only after their curtain."""
    ctl = to_hand_over(toggle_at, back_at)
    if ctl.curtain_for is not None:  # whoever reads the end of the hand takes the laptop
        ctl.reveal()
    seat = ctl.to_act()[0]
    ctl.play(ctl.legal(seat)[0])
    first = ctl.to_act()[0]
    assert ctl.state.players[first] == "Ben" and first != seat
    assert ctl.curtain_for == first and ctl.viewer is None


def test_with_the_curtain_off_the_new_hand_shows_at_once():
    """The curtain switched off (everyone agreed): no curtain between hands either."""
    ctl = to_hand_over(0)
    ctl.play(ctl.legal(ctl.to_act()[0])[0])
    assert ctl.curtain_for is None and ctl.viewer == ctl.to_act()[0]


def test_the_curtain_switched_back_on_over_a_hands_end_does_not_guess_who_holds_the_laptop():
    """Switched on again over the end of the hand (the tester had switched it off and on), the
    person named on the button was taken for the one holding the laptop: had they been the new
    hand's first player, their cards would have come up at once. Nobody is known to hold it."""
    ctl = to_hand_over(0, "end")
    assert ctl.curtain_for is None and ctl.looking is None


def test_the_curtain_up_stays_when_it_is_switched_off():
    """Golf, Anna, Ben and Cleo: Anna plays, "Pass to Ben" is up, and Anna switches the curtain
    off ("From now on each person's cards show on their turn"): Ben's hand showed at once, to
    Anna (s36 t3 #5). The curtain up stays until Ben lifts it; the next hand-off has none."""
    ctl = PlayController(Session.new(C8, ["Anna", "Ben", "Cleo"], {}, 7), [Seat("Anna"), Seat("Ben"), Seat("Cleo")])
    ctl.reveal()
    rng = random.Random(3)
    while ctl.curtain_for is None:
        random_step(ctl, rng)
    waiting = ctl.curtain_for
    ctl.set_open_handed(True)
    assert ctl.curtain_for == waiting and ctl.viewer is None
    ctl.reveal()
    assert ctl.viewer == waiting and not ctl.curtain_once
    while ctl.to_act() == (waiting,):
        random_step(ctl, rng)
    assert ctl.curtain_for is None and ctl.viewer == ctl.to_act()[0]
