"""Rummoli with the Re-buy house rule (s42 t1): the game-over screen said "Robo Ruby 27 chips ...
Mia -5 chips" while the seats held 36 and 4 chips, and the score sheet's Total row switched to
chips less re-buys under "Each cell: chips". The totals keep their ranking (the rule text says
nothing of how re-buys count) but say what they are, on the screen and on the sheet alike."""

from __future__ import annotations

import random

from cardtable.games import get_game
from cardtable.games.rummoli import REBUY_GOAL, REBUY_TOTAL

from .helpers import open_window, play_not_looked_at

G = get_game("rummoli")
PLAYERS = ["Robo Ruby", "Sam", "Robo Rex", "Mia"]


def play_to_the_end(w, rng):
    for _ in range(3000):
        if w.game.is_over(w.state):
            return
        moves = w.play_ctl.legal(w.play_ctl.to_act()[0])
        pick = [m for k in ("rebuy", "next_round", "end_game") for m in moves if m.kind == k]
        move = pick[0] if pick else rng.choice(moves)
        # (laid out, not built nor painted, but the last move, whose table is looked at; s43)
        last = w.game.is_over(w.game.apply(w.state, move).state)
        assert (w.play(move) if last else play_not_looked_at(w, move)).ok


def test_the_totals_with_re_buys_say_chips_less_re_buys(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    # 9 starting chips: every player has 0 after the first ante, so each re-buys before round 2
    w.start_game("rummoli", PLAYERS, {"rebuy": True, "start_chips": 9, "rounds": 2}, seed=5, open_handed=True)
    play_to_the_end(w, random.Random(3))
    state = w.state
    assert any(state.bought)
    sheet = G.score_sheet(state)
    assert sheet.goal() == REBUY_GOAL  # the legend's "Bottom row: the totals; each total is ..."
    assert REBUY_GOAL in w.score_panel.scores.legend.text() or REBUY_GOAL in w.score_panel.scores.caption.text()
    assert list(sheet.totals) == [c - b for c, b in zip(state.chips, state.bought)]  # the ranking is kept
    text = w.table.over.text()
    assert f"Final totals ({REBUY_TOTAL.lower()})" in text
    for seat, name in enumerate(PLAYERS):
        chips, bought = state.chips[seat], state.bought[seat]
        said = (f"{chips} chip{'s' if chips != 1 else ''}, less {bought} bought back: {chips - bought}"
                if bought else f"{chips} chip{'s' if chips != 1 else ''}")
        assert said in text, (said, text)
    assert REBUY_GOAL in text  # "These are the score sheet's totals (each total is ...)"
    notes = " ".join(sheet.notes)
    assert "Totals: the chips each player holds, less the chips they bought back" in notes


def test_without_re_buys_the_totals_are_chips():
    from cardtable.core.session import Session

    state = Session.new(G, PLAYERS, {}, 5).state
    sheet = G.score_sheet(state)
    assert sheet.goal() == "the highest total wins" and G.end_totals_words(state) is None
    assert G.end_totals_caption(state) == "Final totals"
