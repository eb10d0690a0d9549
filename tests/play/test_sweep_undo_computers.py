"""Sweep's rules page on Undo with computer players (s46 t1 F5): the family's general words,
"With computer players, their moves since your last one go back with yours", seldom hold in
Sweep: a computer's play from its hand shows cards nobody had seen, so the person's move stands
(what was seen stays seen); only face-up cards (and picking up the pile) show nothing new. The
page says so, and the controller does so."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from cardtable.resources import rules_html

GAME = get_game("sweep")


class Prefers:
    """Plays the first move ``wanted`` takes, else the first legal one."""

    def __init__(self, wanted):
        self.wanted = wanted

    def choose(self, observation, legal):
        return next((m for m in legal if self.wanted(m)), legal[0])


def _after_the_computer(seed: int, wanted):
    """Anna leads her highest hand cards; Robo answers with a move ``wanted`` takes if it can."""
    session = Session.new(GAME, ["Anna", "Robo"], dict(LAST_DEALS), seed)
    ctl = PlayController(session, [Seat("Anna"), Seat("Robo", SeatKind.COMPUTER, Prefers(wanted))])
    ctl.play(max((m for m in ctl.legal(0) if m.kind == "play" and m["cards"] and not m["up"]),
                 key=lambda m: GAME.hand_sort_key(m["cards"][0])))
    ctl.step_computers()
    return ctl


def test_a_computer_s_play_from_its_hand_stands_and_face_up_cards_go_back():
    face_up = _after_the_computer(1, lambda m: m.kind == "play" and not m["cards"] and m["up"])
    assert not face_up.session.record.moves[-1]["cards"]  # Robo played a face-up card only
    assert face_up.undo_to_human() is None and face_up.session.record.moves == []
    from_hand = _after_the_computer(0, lambda m: m.kind == "play" and m["cards"])
    assert from_hand.session.record.moves[-1]["cards"]
    assert from_hand.undo_to_human().startswith("Too late to take that back: Robo has since played ")
    assert len(from_hand.session.record.moves) == 2
    page = " ".join(rules_html("sweep.html").split())
    assert ("With computer players: a computer that plays cards from its hand or a blind card shows everyone "
            "cards they had not seen, so once it has played after you, your move stands too") in page
