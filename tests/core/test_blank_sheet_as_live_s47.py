"""Every game's blank (printed, empty) score sheet heads its columns, names its bottom row and its
rows, and says which way the totals run, as that game's own sheet in the app does (s47: about
25 blank sheets said "Score / Total" where their own said "Points / Total", Hand and Foot's
"Over / Under / Total", Whist with 10s' "Tricks / Tens / Points", Fan Tan's "Won / Chips",
10,000's "Scored / Total"; Desert Rummy's blank rows said "Round 3" for its "Hand 3"). Both read
one place, the game's ``GameInfo`` (``sheet_columns``, ``sheet_total``, ``sheet_row``...)."""

import random
import re

import pytest

from cardtable.core.blank_sheets import BLANK_SHEETS, blank_sheets
from cardtable.core.scoresheet import ROUND
from cardtable.core.session import Session
from cardtable.games import catalogue, get_game

#: the book's own cards, laid out as the book has them: the Court Whist card is one per player
#: ("Each player needs a copy of the score sheet"), a Score column with no running total
BOOK_CARD_HEADS = {"court_whist"}
#: moves played at random to end the first round (every game ends one in fewer: 1,000 at most)
MOVES = 1500


def row_name(label: str) -> str:
    """What names a row, without what the game adds of the round played: "Hand" of "Hand 2 –
    Ben, spades – Euchre!", "Deal" of "Deal 1 – 6 cards, 2 sets of 3", "Cards left"; a row
    named only by a number, whole ("10 cards"); "Turn" of "Turn _____", a turn to write in."""
    return re.match(r"[^\d(–:,_]*", label).group().strip() or label


def blank(game_id: str, players: list[str]):
    game = get_game(game_id)
    kind = game_id if game_id in BLANK_SHEETS else "generic"  # (as the dialog and `cardtable sheet`)
    return blank_sheets(kind, players, game_name=game.info.name, partners=game.partnership, info=game.info)[0]


def after_a_round(game, players: list[str]):
    """The game's own sheet once its first round is over (or a row changed, or the game ended),
    played at random: its rows as they are named when played."""
    state = Session.new(game, players, seed=1).state
    first = game.score_sheet(state)
    names = [r.label for r in first.rows]
    rng = random.Random(0)
    for _ in range(MOVES):
        sheet = game.score_sheet(state)
        if [r.label for r in sheet.rows] != names and any(r.kind == ROUND and r.cells for r in sheet.rows):
            return first, sheet
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, rng.choice(moves)).state
    return first, game.score_sheet(state)


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_a_blank_sheet_says_what_the_games_own_sheet_says(game_id):
    game = get_game(game_id)
    count = min(game.info.allowed_counts(), key=lambda c: abs(c - 4))
    players = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Fay"][:count]
    paper = blank(game_id, players)
    started, played = after_a_round(game, players)
    if game_id not in BOOK_CARD_HEADS:
        assert paper.sub_columns == started.sub_columns == played.sub_columns
    if paper.total_row and played.total_row:
        assert paper.total_label == played.total_label
    assert paper.lower_is_better == played.lower_is_better
    named = {row_name(r.label) for r in paper.rows if r.label}
    if named:  # (the Gin Rummy tournament's rows are the book's, unnamed)
        assert {row_name(r.label) for r in played.rows if r.kind == ROUND} <= named


@pytest.mark.parametrize("game_id", ["mexican_train", "chicken_foot"])
def test_a_domino_blank_sheet_says_the_low_score_wins(game_id):
    """ "Lowest total wins" (Mexican Train), "Low score wins" (Chicken Foot): said under the blank
    sheet as under the game's own."""
    game = get_game(game_id)
    own = game.score_sheet(Session.new(game, ["Anna", "Ben", "Cleo", "Dan"], seed=1).state)
    paper = blank(game_id, [])
    assert paper.notes == own.notes and paper.lower_is_better
    assert any("low" in note.lower() and "wins" in note for note in paper.notes)
