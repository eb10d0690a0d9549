"""A table where nothing is hidden keeps still (tester s37: Pirate's table turned round to each
person's seat every turn).

Pirate: "Players begin turning cards face up from their deck into a face-up waste pile"
(003_568aafc6ffe6d89e.txt, section "Pirate"): every card on the table is face up to both
players, the stocks face down to both, so no seat has a card the other may not see
(``Game.keeps_secrets``). The table then faces one seat all game, the first person's
(``PlayController.table_faces``, the observation's ``faces``): the viewer still changes with the
turn (whose moves, "your stock" in the words), the drawing does not. A game with hands turns
to the viewer as ever (the hand goes along the bottom): no ``faces``."""

from __future__ import annotations

import random

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

from .agents import Random

PIRATE = get_game("pirate")


def play_on(ctl: PlayController, seed: int, moves: int):
    """People's moves at random (the computers' too), yielding after each."""
    rng = random.Random(seed)
    for _ in range(moves):
        if ctl.over:
            return
        if ctl.curtain_for is not None:
            ctl.reveal()
        if ctl.step_computers(limit=1):
            yield
            continue
        seat = ctl.to_act()[0]
        legal = ctl.legal(seat)
        ctl.play(legal[rng.randrange(len(legal))])
        yield


def test_pirate_for_two_people_faces_the_first_all_game():
    ctl = PlayController(Session.new(PIRATE, ["Anna", "Ben"], {}, 2))
    assert ctl.shared() and not PIRATE.keeps_secrets(ctl.state)
    viewers = set()
    for _ in play_on(ctl, 2, 120):
        assert ctl.curtain_for is None  # (nothing hidden: no curtain)
        viewers.add(ctl.viewer)
        assert ctl.table_faces() == 0
        assert ctl.table_observation(ctl.viewer)["faces"] == 0
        assert ctl.table_observation(None)["faces"] == 0
    assert viewers >= {0, 1}, "the viewer no longer changes with the turn"
    assert "faces" not in ctl.observation(1)  # (the computers' observation is untouched)


def test_pirate_against_a_computer_in_the_first_seat_faces_the_person():
    seats = [Seat("Robo Rex", SeatKind.COMPUTER, Random(1)), Seat("Anna")]
    ctl = PlayController(Session.new(PIRATE, ["Robo Rex", "Anna"], {}, 5), seats)
    for _ in play_on(ctl, 5, 40):
        assert ctl.table_faces() == 1


def test_a_game_with_hands_turns_to_the_viewer():
    game = get_game("crazy_eights")
    ctl = PlayController(Session.new(game, ["Anna", "Ben"], dict(LAST_DEALS), 3))
    assert ctl.table_faces() is None
    ctl.reveal()
    assert "faces" not in ctl.table_observation(ctl.viewer)


@pytest.mark.parametrize("game_id", ["thirty_one", "golf"])
def test_a_game_with_hands_never_stops_turning_between_hands(game_id):
    """Between hands, the hands gone, Thirty-One and Golf hide nothing for a moment
    (``keeps_secrets`` is false there): the table still turns to the viewer, never to the first
    person for that moment. The game's first position, as dealt, decides."""
    game = get_game(game_id)
    ctl = PlayController(Session.new(game, ["Anna", "Ben"], {}, 0))
    open_moments = 0
    for _ in play_on(ctl, 0, 300):
        open_moments += not game.keeps_secrets(ctl.state)
        assert ctl.table_faces() is None
    assert open_moments, "no moment with nothing hidden came: the test shows nothing"
