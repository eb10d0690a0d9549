"""The board games' score sheets (Rummoli, 5 in a Row, Fast Track), built through the one
Game.score_sheet hook from the state of a seeded random game played to the end."""

import json
import shutil
import subprocess

import pytest

from cardtable.core.records import Record, random_game
from cardtable.core.scoresheet import NOTE, ScoreSheet, team_name, team_totals, team_winners
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.five_in_a_row import row_words, team_of

RUMMOLI, FIVE, FAST = get_game("rummoli"), get_game("five_in_a_row"), get_game("fast_track")
FOUR = ["Anna", "Bea", "Cleo", "Dan"]


def pdf_text(sheet, tmp_path):
    """Export the sheet to PDF and read its text back (skips without pdftotext)."""
    from cardtable.gui.printing import export_pdf

    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is not installed")
    path = export_pdf(sheet, tmp_path / f"{sheet.game_name}.pdf")
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


def assert_round_trip(game, record, sheet):
    """The sheet comes from the state alone: a reloaded save gives the same sheet."""
    again = Session.from_record(Record.from_json(json.loads(json.dumps(record.to_json()))), game)
    assert game.score_sheet(again.state) == sheet
    assert ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json()))) == sheet


@pytest.mark.parametrize("seed, options", [(3, {"rebuy": True}), (8, {}), (21, {"poker_first": True})])
def test_rummoli_sheet(seed, options, tmp_path):
    """ "The first player to get rid of all his cards collects the chips on the space marked
    'Rummoli'" ... "Proceed dealing poker hands until all of the pots are claimed." """
    record, state = random_game(RUMMOLI, FOUR, options, seed=seed)
    sheet = RUMMOLI.score_sheet(state)
    assert sheet.columns == tuple(FOUR) and sheet.sub_columns == ("Net", "Chips") and sheet.own_sub == 0
    assert len(sheet.rounds) == len(state.history) + len(state.end_deals)
    assert len([r for r in sheet.rows if r.kind == NOTE]) == len(state.history) + bool(state.end_deals)
    start = state.options["start_chips"]
    before, bought_before = [start] * 4, [0] * 4
    for row, h in zip(sheet.rounds, state.history):
        # "Each round takes 9 chips to ante": a round's net is what it did to the chips held,
        # the ante, a widow bought or sold and the chips won, re-buys left out
        net = [c - c0 - (b - b0) for c, c0, b, b0 in zip(h["chips"], before, h["bought"], bought_before)]
        assert [row.cell(c, 0) for c in range(4)] == net
        won = [sum(a for _, s, a in h["payouts"] if s == seat) for seat in range(4)]
        assert all(n <= w for n, w, seat in zip(net, won, range(4)) if seat != h["dealer"])  # the ante paid
        assert [row.cell(c, 1) for c in range(4)] == h["chips"]
        assert row.marked == (h["rummoli"],)
        before, bought_before = h["chips"], h["bought"]
    # every net of the sheet adds up to the score: chips held less chips bought, less the start
    for c in range(4):
        assert sum(row.cell(c, 0) for row in sheet.rounds) == RUMMOLI.scores(state)[c] - start
    if state.end_deals:  # the last end deal leaves everyone with the chips they end with
        assert [sheet.rounds[-1].cell(c, 1) for c in range(4)] == list(state.chips)
        assert sheet.sections[-1].title == "End deals"
    assert list(sheet.totals) == RUMMOLI.scores(state)
    assert list(sheet.winners) == RUMMOLI.winners(state) != []
    assert_round_trip(RUMMOLI, record, sheet)
    text = pdf_text(sheet, tmp_path)
    assert all(name in text for name in FOUR) and "Rummoli score sheet" in text


def test_rummoli_sheet_shows_the_round_in_play_and_house_rules():
    state = RUMMOLI.setup(FOUR, {"rebuy": True, "start_chips": 30}, seed=1)
    sheet = RUMMOLI.score_sheet(state)
    assert [r.label for r in sheet.rows] == ["Round 1 so far"]
    assert [sheet.rows[0].cell(c, 1) for c in range(4)] == [21] * 4  # 30 less the ante
    # the round's net so far is the ante everyone just paid (it said 0: chips won, none yet)
    assert [sheet.rows[0].cell(c, 0) for c in range(4)] == [-9] * 4
    assert sheet.house_rules == ("Starting chips: 30", "Re-buy")
    assert sheet.winners == ()


@pytest.mark.parametrize("players, seed", [(FOUR, 2), (FOUR[:2], 5)])
def test_five_in_a_row_sheet(players, seed, tmp_path):
    """ "with four players opposites are partners" ... "To get three rows of five discs." """
    record, state = random_game(FIVE, players, {}, seed=seed)
    sheet = FIVE.score_sheet(state)
    teams = [[s for s in range(len(players)) if team_of(s) == t] for t in (0, 1)]
    expected = ("Anna & Cleo", "Bea & Dan") if len(players) == 4 else ("Anna", "Bea")
    assert sheet.columns == expected == tuple(team_name(players, t) for t in teams)
    assert len(sheet.rounds) == len(state.rows)
    turns = []
    for row, (side, seat, cells), turn in zip(sheet.rounds, state.rows, state.row_turns):
        assert row.label == f"Turn {turn}: {players[seat]}" and row.marked == (side,)
        assert row.cell(side, 0) == row_words(cells) and row.cell(1 - side, 0) is None
        turns.append(turn)
    assert turns == sorted(turns)
    scores = FIVE.scores(state)
    assert [sheet.totals[team_of(s)] for s in range(len(players))] == scores
    assert [s for s in range(len(players)) if team_of(s) in sheet.winners] == FIVE.winners(state)
    assert any("complete 3 rows" in n for n in sheet.notes)
    # the panel's heading says how the game is won (it said "highest total wins")
    assert sheet.extra["goal"] == "the first side with 3 rows of five wins"
    assert_round_trip(FIVE, record, sheet)
    text = pdf_text(sheet, tmp_path)
    assert all(name in text for name in players) and "Turn " in text


def test_row_words():
    assert row_words(["r2c1", "r2c2", "r2c3", "r2c4", "r2c5"]) == "across, row 3, columns 2\u20136"
    assert row_words(["r0c3", "r1c3", "r2c3", "r3c3", "r4c3"]) == "down, column 4, rows 1\u20135"
    assert row_words(["r0c5", "r1c4", "r2c3", "r3c2", "r4c1"]) == "diagonal, rows 1\u20135, columns 6\u20132"


@pytest.mark.parametrize("players, options, seed", [
    (FOUR, {"partners": True}, 3), (FOUR[:3], {}, 4), (FOUR[:2], {"colours_each": 2}, 6),
])
def test_fast_track_sheet(players, options, seed, tmp_path):
    """ "To get all of your pegs 'Home' either as an individual player or as a team." """
    record, state = random_game(FAST, players, options, seed=seed)
    sheet = FAST.score_sheet(state)
    teams = sorted({FAST.team(state, s) for s in range(len(players))})
    assert sheet.columns == tuple(team_name(players, t) for t in teams)
    assert [r.label for r in sheet.rounds] == ["Cards played", "Sent others back to a pen", "In the pen",
                                              "On the track", "On the fast track", "In the bullseye"]
    assert [sheet.rounds[0].cell(c, 0) for c in range(len(teams))] == team_totals(state.cards_played, teams)
    # the bottom row is the marbles home, named so (it was "Total", under "highest total wins"):
    # with the rows of the marbles elsewhere it counts every marble once
    assert sheet.total_label == "Marbles home"
    assert list(sheet.totals) == team_totals(FAST.scores(state), teams)
    marbles = [sum(sheet.rounds[i].cell(c, 0) for i in range(2, 6)) + sheet.totals[c] for c in range(len(teams))]
    assert marbles == [state.home_len * len(state.colours) // len(teams)] * len(teams)
    who = "team" if len(teams) < len(players) else "player"
    assert sheet.extra["goal"] == f"the first {who} with every marble home wins"
    assert sheet.notes[-1] == f"The first {who} with every marble home wins."
    assert sheet.winners == team_winners(teams, FAST.winners(state)) != ()
    assert [s for c in sheet.winners for s in teams[c]] == FAST.winners(state)
    assert_round_trip(FAST, record, sheet)
    text = pdf_text(sheet, tmp_path)
    assert all(name in text for name in players)
    assert "Marbles home" in text and "Total" not in text
