"""Undo with computers at the table, as the rules page says it (s47 t1 #2): in Euchre a
computer's pass went back with the person's move ("Anna passes (and 1 move after it)"), while
after a computer's card Undo said "Too late to take back Cleo's move: Robo Max has since played
the ace of clubs", and the page only said "With computer players, their moves since your last
one go back with yours". The shared Undo point (assets/rules/common/undo.html) now says when
they go back and why a card a computer played keeps your move; the controller does so."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from cardtable.resources import rules_html

PAGE_WORDS = (
    "With computer players, Undo takes back your last move and the computers' moves since it, so you "
    "choose again, as long as their moves showed nobody anything new: a computer's pass or bid goes back "
    "with your move. Once a computer has played a card from its hand after your move (or turned one up), "
    "your move stands: that card was hidden until then, and taking the moves back would let you choose "
    "again knowing it")


class First:
    """Passes in the bidding (the first move offered), plays the first card it may."""

    def choose(self, observation, legal):
        return legal[0]


def test_a_computers_pass_goes_back_and_its_card_keeps_your_move():
    names = ["Anna", "Robo Max", "Cleo", "Robo Otto"]
    seats = [Seat(n) if i in (0, 2) else Seat(n, SeatKind.COMPUTER, First()) for i, n in enumerate(names)]
    ctl = PlayController(Session.new(get_game("euchre"), names, {}, 3), seats)
    moves = ctl.session.record.moves
    ctl.step_computers()
    person = ctl.to_act()[0]
    before = len(moves)
    ctl.play(ctl.legal(person)[0])  # a pass
    ctl.step_computers()
    assert ctl.seats[ctl.mover(len(moves) - 1)].name.startswith("Robo") and moves[-1]["kind"] == "pass"
    assert ctl.undo_to_human() is None and len(moves) == before  # the computer's pass went back too
    ctl.play(next(m for m in ctl.legal(person) if m.kind == "order_up"))
    said = None
    while said is None:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        ctl.play(ctl.legal(seat)[0])  # (the dealer's discard, or a card)
        ctl.step_computers()
        if moves[-1]["kind"] == "play" and not ctl.seats[ctl.mover(len(moves) - 1)].human \
                and ctl.seats[ctl.mover(len(moves) - 2)].human:
            kept = len(moves)
            said = ctl.undo_to_human()
            assert len(moves) == kept  # the policy: nothing taken back
    assert said.startswith("Too late to take") and " has since played the " in said, said
    for page in ("euchre.html", "hearts.html", "oh_hell.html"):
        assert PAGE_WORDS in " ".join(rules_html(page).split()), page
