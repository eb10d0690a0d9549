"""A Gin Rummy tournament evening (004_312affb30e9b3af0.txt, "Gin Rummy – Tournament Rules"):
rosters, rotating pairings, the tables' results and the scorekeeper's sheets."""

import pytest

from cardtable.games.gin_evening import EveningError, evening_sheets, new_evening, pairings, report, standings, with_pair_game
from cardtable.games.gin_rummy import GAME, PairResult


def evening():
    return new_evening(["Al", "Ben", "Cal"], ["Dee", "Eve", "Fay"])


def test_girls_rotate_one_spot_after_every_round():
    """ "Girls rotate one spot after every round so that all the girls get to play all the guys." """
    ev = evening()
    assert pairings(ev, 1) == [("Al", "Dee"), ("Ben", "Eve"), ("Cal", "Fay")]
    assert pairings(ev, 2) == [("Al", "Eve"), ("Ben", "Fay"), ("Cal", "Dee")]
    met = {p for r in (1, 2, 3) for p in pairings(ev, r)}
    assert len(met) == 9


def test_an_even_number_of_people():
    """ "Any even number of people can play" """
    with pytest.raises(EveningError, match="same number"):
        new_evening(["Al", "Ben"], ["Dee"])
    with pytest.raises(EveningError, match="same name"):
        new_evening(["Al", "Ben"], ["Dee", "al"])


def test_team_totals_the_difference_and_the_gins():
    """ "Total the points for each team ... subtract the lower team's points from the higher team's
    points"; "the team with the higher number of Gins will be awarded the difference" """
    ev = evening()
    ev = report(ev, 1, 0, PairResult(0, 30, 1))  # Al Ginned, caught Dee with 30
    ev = report(ev, 1, 1, PairResult(1, 10, 2))  # Eve Double Ginned, caught Ben with 10
    assert standings(ev)[1] == []  # the round is not complete yet
    ahead = report(ev, 2, 0, PairResult(0, 5))  # a quick table reports ahead: not scored yet
    assert standings(ahead)[1] == []
    ev = report(ev, 1, 2, PairResult(1, 5))
    t, steps = standings(ev)
    assert steps[0][1] == (0, 15, 1, 1)  # Guys 30 - Girls 15; Girls 2 Gins - Guys 1
    assert t.columns == ((15, 0, 0), (0, 0, 0)) and t.gins == ((0, 0, 0), (0, 0, 0))  # no points yet: no Gins


def test_the_sheets_worksheet_and_score_sheet_with_gins_circled():
    ev = evening()
    for rnd, results in enumerate([[PairResult(0, 30), PairResult(0, 10), PairResult(1, 5)],
                                   [PairResult(0, 20, 1), PairResult(1, 5), PairResult(-1, 0)]], start=1):
        for table, res in enumerate(results):
            ev = report(ev, rnd, table, res)
    work, sheet = evening_sheets(ev, rounds=4)
    assert work.columns == ("Table 1", "Table 2", "Table 3") and len(work.rows) == 4
    assert work.rows[1].cells[0] == ("Al v Eve: Al 20 ○",) and work.rows[1].cells[2] == ("Cal v Dee: tie",)
    assert work.rows[2].cells[0] == ("Al v Fay",)  # a round to come: the pairing, blank result
    assert sheet.columns == ("Guys", "Girls") and sheet.sub_columns == ("Game 1", "Game 2", "Game 3")
    assert sheet.rows[0].cells[0] == ("35", None, None)
    assert sheet.rows[1].cells[0] == ("50 ○", "15", None)


def test_the_pair_on_screen_fills_in_its_table():
    state = GAME.setup(["Al", "Dee"], {}, 3)
    while len(state.history) < 2:
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    ev = with_pair_game(evening(), state, table=0)
    assert len(ev.results) == 2 and ev.results[1][0] is not None and ev.results[0][1] is None


def test_the_evening_sheets_print_from_the_command_line(tmp_path):
    from cardtable.cli import sheet

    assert sheet("gin_evening", "Al,Ben,Dee,Eve", None, None, "A4", tmp_path / "e.pdf") == 0
    assert (tmp_path / "e.pdf").stat().st_size > 1000
    assert sheet("gin_evening", "Al,Ben,Dee", None, None, "A4", tmp_path / "f.pdf") == 2
