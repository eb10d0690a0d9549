"""The score sheet of a game played for quarters (Golf, Thirty-One) adds up: "Each player starts
with 4 quarters"; "Each player needs to ante in one quarter to start"; "Last player remaining wins
the pot" (004_312affb30e9b3af0.txt). The sheet showed only the quarters each round cost, so Robo
Rex's column read -1, -1 over a total of 12, and a player who went out read "56 / 0"."""

import random

import pytest

from cardtable.games.golf import GAME as GOLF
from cardtable.games.thirty_one import GAME as THIRTY_ONE


def played_out(game, seed, options=None):
    rng = random.Random(seed)
    state = game.setup(["Anna", "Ben", "Cleo"], options or {}, seed=seed)
    for _ in range(20000):
        if game.is_over(state):
            return state
        state = game.apply(state, rng.choice(game.legal_moves(state))).state
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game,options,unit_ante", [(GOLF, {}, 1), (THIRTY_ONE, {}, 1),
                                                    (THIRTY_ONE, {"card_makers": True}, 0)])
@pytest.mark.parametrize("seed", [1, 2])
def test_each_column_adds_up_to_what_is_left(game, options, unit_ante, seed):
    state = played_out(game, seed, options)
    sheet = game.score_sheet(state)
    rows = sheet.rows
    # (the rows of quarters alone say their change signed: s35 t3 read "– / 4" as a riddle)
    assert rows[0].label == "Start" and all(c == ("", "+4") for c in rows[0].cells)
    if unit_ante:
        assert rows[1].label == "Ante" and all(c == ("", "-1") for c in rows[1].cells)
    else:
        assert rows[1].label != "Ante"  # the card-maker's rules: no ante
    assert rows[-1].label == "Won the pot"
    winner = game.winners(state)[0]
    assert rows[-1].cells[winner][1].startswith("+")

    def change(value):
        return int(value) if value not in ("", "out") else 0

    for seat in range(3):
        added = sum(change(row.cells[seat][1]) for row in rows)
        left = sheet.totals[seat]
        assert added == (left if isinstance(left, int) else 0), (seat, [r.cells[seat] for r in rows])
        if seat != winner:  # the round that put a player out says so, and the rows after it are blank
            marks = [row.cells[seat][1] for row in rows]
            assert marks.count("out") == 1
            after = marks[marks.index("out") + 1:]
            assert all(m == "" for m in after)
    assert int(rows[-1].cells[winner][1]) == state.quarters[winner] - sum(
        change(row.cells[winner][1]) for row in rows[:-1])


def test_before_the_end_no_pot_is_won():
    state = GOLF.setup(["Anna", "Ben"], {}, seed=1)
    sheet = GOLF.score_sheet(state)
    assert [row.label for row in sheet.rows] == ["Start", "Ante"]
    assert sheet.totals == (3, 3)
