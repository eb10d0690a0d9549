"""Spider showed two different hints at once (tester t2, session 32, #7): "the prompt line carries
its own hint, "Hint: move the 10 of clubs from column 8 to column 6.", while H (Help > Hint) says
"Hint: move the jack of spades to column 3."" Help > Hint now suggests the move the hint names
(the game's ``suggested_move``), in the hint's words, and lights that card. (Since s38 t4 #8 the
prompt carries no hint: "in a patience game this gives the answer away".)"""

from __future__ import annotations

import pytest

from .helpers import open_window, play_not_looked_at, play_until


@pytest.mark.parametrize("seed", [1, 2, 3, 8])
def test_help_hint_names_the_move_the_prompt_names(qtbot, data_dir, seed):
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["You"], {}, seed=seed)
    words = w.game.hint(w.state)
    assert words.startswith("move the ")
    assert "Hint" not in w.game.prompt(w.state, 0)  # hints only when asked (s38 t4 #8)
    w.show_move_hint()
    assert w.status_text() == f"Hint: {words}."
    move = w.game.suggested_move(w.state, 0)
    lit = [i for i in w.table.view.controller.hinted]
    assert lit and lit[0].spec.face == move["cards"][0]


def test_help_hint_suggests_the_deal_the_prompt_suggests(qtbot, data_dir):
    from cardtable.games.spider import DEAL_MOVE

    w = open_window(qtbot, start=False)
    w.start_game("spider", ["You"], {}, seed=1)
    played: list = []

    def hinted(w):
        played.append(w.game.suggested_move(w.state, 0))
        return played[-1]

    # the moves the hint names, 200 at most, until it says to deal (those before the last laid out
    # only: the test looks at the position the last leads to)
    play_until(w, hinted, lambda state: len(played) == 200 or w.game.suggested_move(state, 0) in (None, DEAL_MOVE))
    if w.game.suggested_move(w.state, 0) != DEAL_MOVE or len(played) == 200:
        pytest.skip("this deal never comes to a deal")
    assert w.game.hint(w.state) == "deal ten from the stock"
    w.show_move_hint()
    assert w.status_text().startswith("Hint: press \u201cDeal")


def test_help_hint_lights_a_move_that_fills_an_empty_column(qtbot, data_dir):
    """s34 t4 #2: 1 suit, seed 1, after 71 of the hint's moves, four columns empty: the prompt
    said "fill the empty column, then deal" and Help > Hint lit no move. Now both name the fill."""
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["You"], {"suits": 1}, seed=1)
    for _ in range(70):  # (laid out only: the test looks at the position after the 71st)
        play_not_looked_at(w, w.game.suggested_move(w.state, 0))
    w.play(w.game.suggested_move(w.state, 0))
    assert sum(not c for c in w.state.columns) == 4
    move = w.game.suggested_move(w.state, 0)
    words = w.game.hint(w.state)
    assert words == w.game.move_words(move)
    w.show_move_hint()
    assert w.status_text() == f"Hint: {words}."
    lit = [i for i in w.table.view.controller.hinted]
    assert lit and lit[0].spec.face == move["cards"][0]
