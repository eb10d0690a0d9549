"""I Doubt It's curtain over a doubt question (s46 t1 F3): Anna declines to doubt Ben, Robo Nell
(a computer) plays, and Anna is asked whether she doubts it. She held the laptop last, so no one
passes it; but it is not her turn to play: the heading says what is asked ("Anna: doubt Robo
Nell's “two 3s”?"), not "Anna's turn again", in public words (the claim, never a card)."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move

from .helpers import open_window, take_over


def test_the_curtain_over_a_doubt_question_is_headed_with_the_question(qtbot, data_dir, monkeypatch):
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Robo Nell", "Robo Otto"], dict(LAST_DEALS), seed=5,
                 computers=["", "", "easy", "easy"])
    curtain = w.table.curtain
    for _ in range(40):
        qtbot.waitUntil(lambda: curtain.isVisible() or w.game.is_over(w.state), timeout=10_000)
        state = w.state
        if state.phase == "asking" and state.asking == 0 and w.play_ctl.turn_again():
            break
        take_over(w)
        seat = w.game.current_player(state)
        # the people never doubt: the computers play on, and Anna is asked about their plays
        w.play(Move(kind="no_doubt", seat=seat) if state.phase == "asking" else
               Move(kind="play", cards=(state.hands[seat][0],)))
    else:
        raise AssertionError("Anna was never asked about a computer's play")
    claimer = state.players[state.claim_seat]
    assert claimer.startswith("Robo ")
    assert curtain.title.text() == w.game.asked_heading(state, 0)
    assert curtain.title.text().startswith(f"Anna: doubt {claimer}'s \u201c"), curtain.title.text()
    assert curtain.title.text().endswith("\u201d?")
    assert curtain.button.text() == "I'm Anna: show my cards"
    w.grab().save("/tmp/s46r1_doubt_curtain.png")
