"""The score sheet model (no Qt), the Game.score_sheet hook and the blank sheets from the book."""

import json

import pytest

from cardtable.core.blank_sheets import (
    BLANK_SHEETS, COURT_WHIST_NAMES, BlankSheetError, blank_sheets, court_whist, gin_rummy, hearts, oh_hell,
)
from cardtable.core.game import Game, GameInfo, GameState
from cardtable.core.records import Record, random_game
from cardtable.core.scoresheet import NOTE, TOTAL, ScoreRow, ScoreSection, ScoreSheet, running_rows
from cardtable.core.session import Session
from cardtable.games import get_game

C8 = get_game("crazy_eights")


def finished_c8(seed=5, players=("Ann", "Bob", "Cid")):
    return random_game(C8, list(players), {"scoring": True, "target": 100}, seed=seed)


def test_crazy_eights_sheet_has_a_row_per_hand_with_running_totals():
    """ "each card left in a hand costs penalty points ... the game ends when someone reaches the
    target, and the lowest total wins (ties share the win)." """
    record, state = finished_c8()
    sheet = C8.score_sheet(state)
    assert sheet.columns == ("Ann", "Bob", "Cid")
    assert sheet.sub_columns == ("Points", "Total")
    assert len(sheet.rounds) == len(state.hand_points) >= 1
    running = [0, 0, 0]
    for row, points, winners in zip(sheet.rounds, state.hand_points, state.hand_winners):
        running = [t + p for t, p in zip(running, points)]
        assert [row.cell(c, 0) for c in range(3)] == list(points)
        assert [row.cell(c, 1) for c in range(3)] == running
        assert row.marked == winners
    assert list(sheet.totals) == C8.scores(state) == running
    assert sheet.lower_is_better
    assert list(sheet.winners) == C8.winners(state)
    assert all(sheet.totals[w] == min(sheet.totals) for w in sheet.winners)
    assert "Play several hands" in sheet.house_rules
    assert "Target score: 100 penalty points" in sheet.house_rules


def test_sheet_is_rebuilt_from_the_saved_record():
    """The sheet is derived from the state, so replaying the saved record gives the same sheet."""
    record, state = finished_c8(seed=11)
    again = Session.from_record(Record.from_json(json.loads(json.dumps(record.to_json()))), C8)
    assert C8.score_sheet(again.state) == C8.score_sheet(state)


def test_sheet_before_the_first_hand_ends_has_no_rows_and_no_leader():
    state = C8.setup(["Ann", "Bob"], {"scoring": True}, seed=1)
    sheet = C8.score_sheet(state)
    assert sheet.rounds == [] and list(sheet.totals) == [0, 0]
    assert sheet.leaders() == [] and sheet.winners == ()


def test_json_round_trip():
    _, state = finished_c8(seed=2)
    sheet = C8.score_sheet(state)
    assert ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json()))) == sheet
    card = court_whist(["Ann"])[0]
    assert ScoreSheet.from_json(json.loads(json.dumps(card.to_json()))) == card


class _Dice(Game):
    info = GameInfo("dice", "Dice", "test", 2, 4, "", "")

    def new_state(self, players, options, seed, stack):
        return GameState(players=players, options=options, seed=seed, stack=stack)

    def is_over(self, state):
        return True

    def scores(self, state):
        return [7, 9]

    def winners(self, state):
        return [1]


def test_default_hook_gives_one_row_from_scores():
    """A game that does not override score_sheet still has a sheet: one row of its scores."""
    game = _Dice()
    sheet = game.score_sheet(game.setup(["Ann", "Bob"]))
    assert sheet.columns == ("Ann", "Bob")
    assert [r.label for r in sheet.rounds] == ["Final"]
    assert sheet.totals == (7, 9) and sheet.winners == (1,)
    assert sheet.winner_text() == "Winner: Bob"


def test_leaders_follow_the_direction_of_the_scores():
    rows, totals = running_rows([[5, 3, 3], [1, 2, 2]])
    low = ScoreSheet("t", "g", ("A", "B", "C"), (ScoreSection(rows=tuple(rows)),), totals=tuple(totals),
                     lower_is_better=True)
    assert totals == [6, 5, 5] and low.leaders() == [1, 2]
    high = ScoreSheet("t", "g", ("A", "B", "C"), totals=tuple(totals))
    assert high.leaders() == [0]
    # every column level is a draw ("make a tie read as a tie everywhere"), some level a tie
    tie = ScoreSheet("t", "g", ("A", "B"), totals=(3, 3), winners=(0, 1))
    assert tie.winner_text() == "A draw: A and B tie"
    some = ScoreSheet("t", "g", ("A", "B", "C"), totals=(3, 3, 1), winners=(0, 1))
    assert some.winner_text() == "Winners: A and B (tie)"


def test_court_whist_card_has_all_seven_games_and_the_grand_total():
    """The book's "Court Whist score card": seven games, each with its rule line, four hands and
    its possible total, then the GRAND TOTAL block."""
    card = court_whist()[0]
    titles = [s.title for s in card.sections]
    assert list(COURT_WHIST_NAMES) == ["Coronation", "Prosperity", "Conspiracy", "Chivalry", "Revolution",
                                       "Confiscation", "Restoration"]
    for number, name in enumerate(COURT_WHIST_NAMES, 1):
        assert any(t.startswith(f"Game {number} – {name} – ") for t in titles)
    assert titles[2] == "Game 3 – Conspiracy – no partners"
    for section in card.sections[:7]:
        kinds = [r.kind for r in section.rows]
        assert kinds == [NOTE, "round", "round", "round", "round", TOTAL]
    labels = [r.label for r in card.rows]
    for line in ("Total tricks taken", "Trump declared by owner of King-Spades", "Each trick counts as double",
                 "Each player scores own tricks only", "2 extra for each trick taken by lady",
                 "Each side scores opponents tricks", "Count each Face Card as a point in addition to the tricks",
                 "Total – possible 13 to 39 a hand", "Total – possible 26 a hand", "Total – possible 25 a hand",
                 "No trump"):
        assert line in labels
    # the card's "Total – possible 13" is the most a side takes in one hand, and the game's total
    # of four hands stood beside it as 29 (s44 t2 #11): the card's words, with "a hand"
    assert labels.count("Total – possible 13 a hand") == 4
    assert titles[-1] == "GRAND TOTAL"
    assert labels[-8:] == [f"Game {n} total" for n in range(1, 8)] + ["Grand Total"]
    assert card.name_line == ""


def test_court_whist_one_card_per_player():
    """ "Each player needs a copy of the score sheet." """
    cards = court_whist(["Ann", "Bob", "Cid", "Dee"])
    assert [c.name_line for c in cards] == ["Ann", "Bob", "Cid", "Dee"]


def test_gin_rummy_sheet_has_two_teams_with_three_games():
    sheet = gin_rummy()[0]
    assert sheet.columns == ("Reds", "Blues")
    assert sheet.sub_columns == ("Game 1", "Game 2", "Game 3")
    assert gin_rummy(teams=("Team A", "Team B"))[0].columns == ("Team A", "Team B")
    with pytest.raises(BlankSheetError):
        blank_sheets("gin_rummy", teams=["One"])


def test_oh_hell_rounds_follow_the_book():
    """ "Play to 10 to 1 to 10 if there are 3 to 5 people; Play to 7 to 1 to 7 if there are 6 or
    7 people" """
    five = oh_hell(["A", "B", "C", "D", "E"])[0]
    cards = [int(r.label.split()[0]) for r in five.rounds]
    assert cards == list(range(10, 0, -1)) + list(range(2, 11))
    six = oh_hell(["A", "B", "C", "D", "E", "F"])[0]
    assert [int(r.label.split()[0]) for r in six.rounds] == list(range(7, 0, -1)) + list(range(2, 8))
    assert five.sub_columns == ("Bid", "Made", "Score")
    with pytest.raises(BlankSheetError, match="3 to 7 players"):
        oh_hell(["A", "B"])


def test_hearts_rows_name_the_pass():
    """ "Left, Right, across the table, no passing (keeper)"; "If more than four players change
    the Across round to be 2 players to the left". """
    four = [r.label for r in hearts(["A", "B", "C", "D"])[0].rounds]
    assert four[:5] == ["Hand 1 – left", "Hand 2 – right", "Hand 3 – across", "Hand 4 – keeper", "Hand 5 – left"]
    five = [r.label for r in hearts(["A", "B", "C", "D", "E"])[0].rounds]
    assert five[2] == "Hand 3 – two players to the left"
    assert hearts()[0].lower_is_better


def test_generic_sheet_and_bad_input():
    sheet = blank_sheets("generic", ["Ann", "Bob"], rounds=40)[0]
    assert sheet.columns == ("Ann", "Bob") and len(sheet.rounds) == 40
    assert blank_sheets("generic", [], game_name="Crazy Eights")[0].title == "Crazy Eights score sheet"
    assert set(BLANK_SHEETS) == {"court_whist", "gin_rummy", "oh_hell", "hearts", "generic"}
    for args, message in [(("poker",), "no score sheet"), (("generic", ["A", "A"]), "same name"),
                          (("generic", ["A"], 0), "rounds"), (("court_whist", ["A"], 5), "seven games")]:
        with pytest.raises(BlankSheetError, match=message):
            blank_sheets(*args)


def test_a_games_blank_sheet_heads_its_columns_as_its_own_sheet_does():
    """The blank Rummoli sheet headed each player's columns "Score / Total" while the game's own
    sheet says "Net / Chips": one set of words, the game's."""
    game = get_game("rummoli")
    names = ["Anna", "Ben", "Cleo"]
    blank = blank_sheets("generic", names, game_name=game.info.name, info=game.info)[0]
    session = Session.new(game, names, seed=1)
    live = game.score_sheet(session.state)
    assert blank.sub_columns == live.sub_columns == ("Net", "Chips")
    assert blank_sheets("generic", names)[0].sub_columns == ("Score", "Total")


@pytest.mark.parametrize("game_id, row_word", [("thirty_one", "Hand"), ("golf", "Round")])
def test_a_quarters_games_blank_sheet_keeps_quarters_as_its_own_sheet_does(game_id, row_word):
    """s45 t3 #10: the blank Thirty-One sheet had 15 "Round" rows of "Score / Total", a points
    sheet. "Each player starts with 4 quarters", "Each player needs to ante in one quarter to
    start", "Last player remaining wins the pot": the paper opens each column with "Start +4" and
    "Ante -1" written in, a row per hand to write in, "Won the pot", and "Quarters left" at the
    bottom, as the app's sheet for a game just dealt. Golf is played for quarters the same way."""
    game = get_game(game_id)
    names = ["Anna", "Ben", "Cleo"]
    blank = blank_sheets("generic", names, 6, game_name=game.info.name, info=game.info)[0]
    live = game.score_sheet(Session.new(game, names, seed=1).state)
    assert blank.sub_columns == live.sub_columns and blank.total_label == live.total_label == "Quarters left"
    assert [(row.label, row.cells) for row in blank.rows[:2]] == [
        (row.label, row.cells) for row in live.rows[:2]] == [("Start", (("", "+4"),) * 3), ("Ante", (("", "-1"),) * 3)]
    assert [row.label for row in blank.rows[2:]] == [f"{row_word} {i}" for i in range(1, 7)] + ["Won the pot"]
    assert blank.notes == live.notes and blank.goal() == live.goal()


def test_a_game_whose_rules_fix_its_rounds_gets_a_named_row_for_each_on_its_blank_sheet():
    """s46 t3 #2: "as the rules say" printed 15 "Round N" rows for every game. Saskatchewan's
    "Rounds": "First round Each trick you take pay 5cents ... Fifth round Last trick pays 50cents
    / Last Round (PayDay)"; 10 Dime's "Required Meld for each hand": "1st 1 set of 3 ... 8th 2
    sets of 6". A shorter evening gets the first rows; more than the game has is refused."""
    def labels(game_id, rounds=None):
        info = get_game(game_id).info
        return [row.label for row in blank_sheets("generic", [], rounds, info=info)[0].rows]

    assert labels("saskatchewan_rummy") == [
        "Round 1 – Each trick you take: 5¢", "Round 2 – Each heart you take: 5¢", "Round 3 – Each queen you take: 10¢",
        "Round 4 – King of clubs: 25¢", "Round 5 – Last trick: 50¢", "Round 6 – PayDay"]
    dimes = labels("ten_dime_rummy")
    assert len(dimes) == 8 and dimes[0] == "Hand 1 – 1 set of 3" and dimes[-1] == "Hand 8 – 2 sets of 6"
    assert labels("ten_dime_rummy", 3) == dimes[:3]
    assert len(labels("push")) == 5 and len(labels("canadian_salad")) == 10 and len(labels("arizona_rummy")) == 11
    # no fixed rounds: 15 named as the game's own sheet names its rows (s47: "Hand", not "Round")
    assert labels("crazy_eights") == [f"Hand {i}" for i in range(1, 16)]
    with pytest.raises(BlankSheetError, match="Saskatchewan Rummy has 6 rounds"):
        labels("saskatchewan_rummy", 7)


@pytest.mark.parametrize("game_id", ["canadian_salad", "whist_tens"])
def test_a_fixed_round_games_blank_rows_are_its_own_sheets_rows(game_id):
    """One set of round names: the blank sheet's rows are the rows the game's own sheet lists
    for a game just dealt (all its rounds, still to play)."""
    game = get_game(game_id)
    names = ["Anna", "Ben", "Cleo", "Dan"]
    live = game.score_sheet(Session.new(game, names, seed=1).state)
    assert [row.label for row in live.rows] == list(game.info.sheet_rounds)


def test_row_cell_is_blank_outside_the_data():
    row = ScoreRow("Hand 1", ((3, 3),))
    assert row.cell(0, 1) == 3 and row.cell(0, 2) is None and row.cell(5) is None
