"""Golf, Anna alone with Robo Max and Robo Nell (s47 t3 F-E): at the end of a round Ctrl+Z said
"Your last move showed the 9 of clubs, so it cannot be taken back." when the 9 of clubs was last
seen in Robo Nell's move, the one that ended the round ("Play goes until one player has all 8
cards turned up. Each player has one turn after this."; at the end everyone must "turn the rest
of your cards over"). Between hands the refusal says the round is over and whose move ended it."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

from .test_undo_says_what_showed import First


def test_golf_round_ended_by_a_computer_says_the_round_is_over():
    names = ["Anna", "Robo Max", "Robo Nell"]
    seats = [Seat(names[0])] + [Seat(n, SeatKind.COMPUTER, First()) for n in names[1:]]
    ctl = PlayController(Session.new(get_game("golf"), names, {}, 0), seats)
    ctl.step_computers()
    assert ctl.state.turn == 0
    for kind in ("knock", "draw", "exchange"):  # Anna knocks, draws, puts it in place of a card never seen
        ctl.play(next(m for m in ctl.legal(0) if m.kind == kind))
    ctl.step_computers()  # one more turn each: Robo Nell's ends the round
    assert ctl.state.phase == "hand_over"
    assert ctl.mover(len(ctl.session.record.moves) - 1) == 2
    count = len(ctl.session.record.moves)
    said = "The round is over: Robo Nell's move ended it, so nothing in it can be taken back."
    assert ctl.undo_known_refused() == said  # (the menu's greyed Undo says the same)
    assert ctl.undo_to_human() == said
    assert len(ctl.session.record.moves) == count
