"""5 in a Row: rule tests quoting the family's rule book (004_312affb30e9b3af0.txt, section
"5 In a Row (Board Game)"), the board, and seeded random games with invariants."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.game import Move, OptionError, Refusal
from cardtable.core.records import random_game, replay
from cardtable.games import GAME_MODULES, get_game
from cardtable.games.five_in_a_row import (
    BOARD, CELLS, CORNERS, DECK, FREE, GAME, NO_DISC, ONE_EYED_JACKS, TWO_EYED_JACKS,
    FiveInARowState, card_at, cell_id, cells_for_card, direction_of, disc_at, is_dead,
    lines_through, locked_cells, new_rows, parse_cell, team_of,
)

from .contract import frozen, same_as

NAMES4 = ["Anna", "Ben", "Cleo", "Dan"]


# ----- building positions ---------------------------------------------------------------------
def position(
    hands: list[list[str]],
    discs: dict[str, int] | None = None,
    *,
    turn: int = 0,
    rows: tuple = (),
    options: dict | None = None,
    draw: list[str] | None = None,
) -> FiveInARowState:
    """A game with these hands (by seat), discs (cell -> side) and completed rows. Every other
    card is in the draw pile (``draw`` lists its top cards, top first), so every card of the two
    decks is still somewhere exactly once."""
    state = GAME.setup(NAMES4[: len(hands)], options or {}, seed=1)
    rest = Counter(DECK.cards())
    for hand in hands:
        rest.subtract(hand)
    for card in draw or []:
        rest[card] -= 1
    assert min(rest.values()) >= 0, "the position uses a card more often than two decks have it"
    pile = tuple(sorted(rest.elements())) + tuple(reversed(draw or []))  # top card last
    grid = [[NO_DISC] * 10 for _ in range(10)]
    for cell, team in (discs or {}).items():
        r, c = parse_cell(cell)
        grid[r][c] = team
    return state.replace(
        hands=tuple(tuple(h) for h in hands), draw=pile, discards=(),
        discs=tuple(tuple(r) for r in grid), rows=rows, turn=turn,
    )


def play(state, card, cell):
    result = GAME.apply(state, Move(kind="play", card=card, cell=cell))
    assert result.ok, result.reason
    return result.state


def refused(state, move) -> str:
    # (the state's JSON before and after, compared by contract.same_as: the same answer, a
    # fraction of the time; the random games refuse some 9,000 moves)
    before = frozen(state)
    result = GAME.apply(state, Move(move))
    assert isinstance(result, Refusal), f"{move} should be refused"
    assert same_as(state, before)
    return result.reason


def line(start: str, direction: tuple[int, int], length: int = 5) -> list[str]:
    r, c = parse_cell(start)
    return [cell_id(r + i * direction[0], c + i * direction[1]) for i in range(length)]


FILLER = ["2C", "3C", "4C", "5C", "6C"]  # a hand that does not matter
FILLER2 = ["2D", "3D", "4D", "5D", "6D"]


# ----- the board ------------------------------------------------------------------------------
def test_board_has_every_non_jack_card_twice_and_four_free_corners():
    """The board (the published Sequence board): 10 x 10, "There are no jacks on the board",
    every other card of two decks exactly twice, the four corners free."""
    assert len(BOARD) == 10 and all(len(row) == 10 for row in BOARD)
    counts = Counter(code for row in BOARD for code in row)
    assert counts.pop(FREE) == 4
    assert {BOARD[0][0], BOARD[0][9], BOARD[9][0], BOARD[9][9]} == {FREE}
    non_jacks = {c for c in DECK.cards() if not c.startswith("J")}
    assert set(counts) == non_jacks and len(non_jacks) == 48
    assert all(n == 2 for n in counts.values())
    assert sum(counts.values()) == 96
    assert CORNERS == {"r0c0", "r0c9", "r9c0", "r9c9"}


def test_board_helpers_are_plain_data():
    assert card_at("r3c5") == BOARD[3][5] == "3C"
    assert parse_cell("r9c0") == (9, 0) and parse_cell("r10c0") is None and parse_cell(7) is None
    assert cells_for_card("7H") == ("r4c8", "r5c3")
    assert cells_for_card("JD") == () and cells_for_card("JS") == ()
    across, down, diag, anti = lines_through("r2c3")
    assert across == tuple(cell_id(2, c) for c in range(10))
    assert down == tuple(cell_id(r, 3) for r in range(10))
    assert diag[0] == "r0c1" and diag[-1] == "r8c9" and "r2c3" in diag
    assert anti[0] == "r0c5" and anti[-1] == "r5c0" and "r2c3" in anti
    assert len(CELLS) == 100
    json.dumps(BOARD)


# ----- set-up -----------------------------------------------------------------------------------
def test_two_decks_no_jokers_five_cards_each():
    """ "2 decks of cards, no jokers"; "Five cards are dealt to each player." """
    for n in (2, 4):
        state = GAME.setup(NAMES4[:n], seed=3)
        assert [len(h) for h in state.hands] == [5] * n
        cards = Counter(state.draw) + sum((Counter(h) for h in state.hands), Counter())
        assert cards == DECK.counts() and sum(cards.values()) == 104 and "JK" not in cards
        assert state.turn == 0


def test_two_or_four_players_opposites_are_partners():
    """ "2 or 4 people can play, with four players opposites are partners" """
    for names in (NAMES4[:1], NAMES4[:3], NAMES4 + ["Eve"]):
        with pytest.raises(OptionError):
            GAME.setup(names)
    assert [team_of(s) for s in range(2)] == [0, 1]
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    state = GAME.setup(NAMES4)
    assert GAME.observation(state, 0)["public"]["teams"] == [0, 1, 0, 1]


def test_stacked_deal_one_card_at_a_time_from_the_first_player():
    stack = [["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "QS", "KS"]]
    state = GAME.setup(["Anna", "Ben"], seed=9, stack=stack)
    assert state.hands == (("2S", "4S", "6S", "8S", "10S"), ("3S", "5S", "7S", "9S", "QS"))
    assert state.draw[-1] == "KS"


# ----- the turn ---------------------------------------------------------------------------------
def test_play_a_card_put_a_disc_on_its_space_then_draw():
    """ "The first player places a card face up on the table and places a disc on the matching
    card on the board. They then draw a card from the pile." """
    state = position([["7H", *FILLER[:4]], FILLER2], draw=["KD"])
    legal = GAME.legal_moves(state)
    assert Move(kind="play", card="7H", cell="r4c8") in legal
    assert Move(kind="play", card="7H", cell="r5c3") in legal
    after = play(state, "7H", "r5c3")
    assert disc_at(after, "r5c3") == 0
    assert after.discards == ("7H",)
    assert sorted(after.hands[0]) == sorted([*FILLER[:4], "KD"])
    assert after.turn == 1
    assert not GAME.can_undo(state, Move(kind="play", card="7H", cell="r5c3"))


def test_a_card_goes_only_on_a_free_space_showing_it():
    """ "places a disc on the matching card on the board" """
    state = position([["7H", *FILLER[:4]], FILLER2], {"r5c3": 1})
    assert "7 of hearts goes on one of its own two spaces" in refused(state, dict(kind="play", card="7H", cell="r2c2"))
    assert "already covered" in refused(state, dict(kind="play", card="7H", cell="r5c3"))
    assert "free for everyone" in refused(state, dict(kind="play", card="7H", cell="r0c0"))
    assert "does not hold" in refused(state, dict(kind="play", card="8H", cell="r3c8"))
    assert "not a space" in refused(state, dict(kind="play", card="7H", cell="r4c10"))


def test_two_eyed_jack_places_a_disc_on_any_unoccupied_space():
    """ "If you have a two-eyed jack you may place one of your discs on any unoccupied space on
    the board when its your turn to play." """
    assert TWO_EYED_JACKS == {"JD", "JC"}
    state = position([["JD", *FILLER[:4]], FILLER2], {"r2c2": 1})
    jack_cells = {m["cell"] for m in GAME.legal_moves(state) if m.get("card") == "JD"}
    assert jack_cells == {c for c in CELLS if c not in CORNERS} - {"r2c2"}
    after = play(state, "JD", "r6c6")  # the queen of hearts' space
    assert disc_at(after, "r6c6") == 0 and "JD" in after.discards
    assert "already covered" in refused(state, dict(kind="play", card="JD", cell="r2c2"))
    assert "free for everyone" in refused(state, dict(kind="play", card="JD", cell="r9c9"))


def test_one_eyed_jack_takes_an_opposing_disc_off():
    """ "If you have a one-eyed jack you may take one of the opposition's discs off the board." """
    assert ONE_EYED_JACKS == {"JS", "JH"}
    state = position([["JH", *FILLER[:4]], FILLER2], {"r4c4": 1, "r4c5": 0})
    assert [m["cell"] for m in GAME.legal_moves(state) if m.get("card") == "JH"] == ["r4c4"]
    after = play(state, "JH", "r4c4")
    assert disc_at(after, "r4c4") == NO_DISC and disc_at(after, "r4c5") == 0
    assert "JH" in after.discards and after.turn == 1
    assert "not your own side's" in refused(state, dict(kind="play", card="JH", cell="r4c5"))
    assert "no disc there" in refused(state, dict(kind="play", card="JH", cell="r4c6"))


def test_each_players_latest_disc_is_public():
    """Finding (s30 t1 #92): a computer's new disc just appeared on the board, nothing said where.
    The board says where each seat last put a disc on, or took one off ("-" before the cell),
    for the table to mark (until that seat's next turn)."""
    state = position([["JH", *FILLER[:4]], ["9H", *FILLER2[1:]]], {"r4c4": 1, "r4c5": 0})
    assert GAME.public(state)["latest"] == ["", ""]
    state = play(state, "JH", "r4c4")  # Anna takes Ben's disc off
    assert GAME.public(state)["latest"] == ["-r4c4", ""]
    state = play(state, "9H", "r2c8")  # Ben puts a disc on
    assert GAME.public(state)["latest"] == ["-r4c4", "r2c8"]
    state = play(state, FILLER[0], cells_for_card(FILLER[0])[0])
    assert GAME.public(state)["latest"] == [cells_for_card(FILLER[0])[0], "r2c8"]


def test_one_eyed_jack_with_nothing_to_take_cannot_be_played():
    """ "take one of the opposition's discs off the board": with none on the board the jack
    stays in the hand."""
    state = position([["JS", *FILLER[:4]], FILLER2], {"r4c5": 0})
    assert not any(m.get("card") == "JS" for m in GAME.legal_moves(state))


def test_partners_discs_cannot_be_taken_off_by_a_one_eyed_jack():
    """ "with four players opposites are partners": a partner's disc is not the opposition's."""
    state = position([["JS", *FILLER[:4]], FILLER2, ["7S", "8S", "9S", "10S", "QS"], ["2H", "3H", "4H", "5H", "6H"]],
                     {"r1c1": 0, "r2c2": 1})
    assert [m["cell"] for m in GAME.legal_moves(state) if m.get("card") == "JS"] == ["r2c2"]


def test_a_completed_row_is_locked():
    """ "Once a row of five discs is completed no player may remove a disc from it." """
    row = line("r5c1", (0, 1))  # 10S 8C 7H 2H 3H
    state = position([["3H", *FILLER[:4]], ["JS", "JH", *FILLER2[:3]]], {c: 0 for c in row[:4]} | {"r7c7": 0})
    after = play(state, "3H", "r5c5")
    assert after.rows == ((0, 0, tuple(row)),)
    assert locked_cells(after) == set(row)
    jack_cells = {m["cell"] for m in GAME.legal_moves(after) if m.get("card") in ONE_EYED_JACKS}
    assert jack_cells == {"r7c7"}
    reason = refused(after, dict(kind="play", card="JS", cell="r5c3"))
    assert "completed row of five" in reason


def test_dead_card_may_be_exchanged_and_the_turn_goes_on():
    """ "When it is your turn to play if you have a card in your hand for which both spaces are
    occupied you may discard it and replace it with a card from the deck." """
    state = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0}, draw=["KD", "QH"])
    assert is_dead(state, "7H")
    assert Move(kind="dead", card="7H") in GAME.legal_moves(state)
    assert not any(m.get("card") == "7H" and m.kind == "play" for m in GAME.legal_moves(state))
    result = GAME.apply(state, Move(kind="dead", card="7H"))
    after = result.state
    assert after.discards == ("7H",) and "KD" in after.hands[0] and "7H" not in after.hands[0]
    assert after.turn == 0 and after.exchanged  # the same player now plays a card
    assert not GAME.can_undo(state, Move(kind="dead", card="7H"))
    after2 = play(after, "KD", "r7c7")
    assert after2.turn == 1 and not after2.exchanged


def test_only_a_card_with_both_spaces_covered_is_dead_and_one_exchange_a_turn():
    """ "a card in your hand for which both spaces are occupied" (one exchange a turn, as in the
    published game). Jacks have no space and are never dead."""
    state = position([["7H", "4D", "JD", "JS", "2C"], FILLER2], {"r4c8": 1, "r5c3": 0, "r7c9": 0, "r2c4": 1, "r2c2": 1})
    assert "not dead" in refused(state, dict(kind="dead", card="2C"))
    assert "never a dead card" in refused(state, dict(kind="dead", card="JD"))
    assert "never a dead card" in refused(state, dict(kind="dead", card="JS"))
    assert "both spaces" in refused(state, dict(kind="play", card="7H", cell="r4c8")).lower()
    after = GAME.apply(state, Move(kind="dead", card="4D")).state
    assert "already exchanged" in refused(after, dict(kind="dead", card="7H"))


def test_a_player_who_can_play_nothing_passes():
    state = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0} | {c: 1 for c in CELLS if card_at(c) in FILLER})
    legal = GAME.legal_moves(state)
    assert Move(kind="pass") in legal and Move(kind="dead", card="7H") in legal
    assert all(m.kind in ("pass", "dead") for m in legal)
    after = GAME.apply(state, Move(kind="pass")).state
    assert after.turn == 1 and after.hands == state.hands and GAME.can_undo(state, Move(kind="pass"))
    playable = position([["7H", *FILLER[:4]], FILLER2])
    assert "cannot pass" in refused(playable, dict(kind="pass"))


def test_the_discards_become_the_draw_pile_when_it_is_finished():
    """ "If the draw pile is finished before the end of the game the discard pile is shuffled
    and becomes the draw pile." """
    state = position([["7H", *FILLER[:4]], FILLER2])
    pile = state.draw
    state = state.replace(draw=pile[-1:], discards=pile[:-1])
    result = GAME.apply(state, Move(kind="play", card="7H", cell="r4c8"))
    after = result.state
    assert pile[-1] in after.hands[0]
    assert after.discards == () and Counter(after.draw) == Counter(pile[:-1] + ("7H",))
    assert after.shuffles == state.shuffles + 1
    assert any("shuffled" in e for e in result.events)


# ----- rows --------------------------------------------------------------------------------
@pytest.mark.parametrize("start,direction", [
    ("r3c2", (0, 1)), ("r1c6", (1, 0)), ("r2c2", (1, 1)), ("r2c7", (1, -1)),
])
def test_rows_in_any_direction(start, direction):
    """ "They may be in any direction as long as they are all in a row." """
    cells = line(start, direction)
    last = cells[2]
    state = position([[card_at(last), *FILLER[:4]], FILLER2], {c: 0 for c in cells if c != last})
    after = play(state, card_at(last), last)
    assert after.rows == ((0, 0, tuple(cells)),)
    assert direction_of(after.rows[0][2]) == [(0, 1), (1, 0), (1, 1), (1, -1)].index(direction)
    assert GAME.scores(after) == [1, 0]


def test_four_in_a_row_is_not_a_row():
    cells = line("r3c2", (0, 1), 4)
    state = position([[card_at(cells[0]), *FILLER[:4]], FILLER2], {c: 0 for c in cells[1:]})
    assert play(state, card_at(cells[0]), cells[0]).rows == ()


def test_corners_count_for_every_player():
    """The corners are free spaces: they count as a disc of every side."""
    top = line("r0c1", (0, 1), 4)  # with the corner r0c0: a row across the top
    left = line("r1c0", (1, 0), 4)  # with the same corner: a row down the left side
    state = position([[card_at(top[3]), *FILLER[:4]], [card_at(left[3]), *FILLER2[:4]]],
                     {c: 0 for c in top[:3]} | {c: 1 for c in left[:3]})
    state = play(state, card_at(top[3]), top[3])
    assert state.rows == ((0, 0, ("r0c0", *top)),)
    state = play(state, card_at(left[3]), left[3])
    assert state.rows[1] == (1, 1, ("r0c0", *left))
    assert "r0c0" not in locked_cells(state)  # a corner is not a disc
    assert GAME.scores(state) == [1, 1]


def test_crossing_rows_share_one_disc():
    """ "One disc may be part of another row if the rows cross each other." """
    across = line("r4c2", (0, 1))
    down = line("r2c4", (1, 0))
    assert across[2] == down[2] == "r4c4"
    state = position([[card_at("r4c4"), *FILLER[:4]], FILLER2],
                     {c: 0 for c in across + down if c != "r4c4"})
    result = GAME.apply(state, Move(kind="play", card=card_at("r4c4"), cell="r4c4"))
    after = result.state
    assert [cells for _, _, cells in after.rows] == [tuple(across), tuple(down)]
    assert GAME.scores(after) == [2, 0]
    assert sum("5 in a row" in e for e in result.events) == 2


def test_rows_along_the_same_line_do_not_share_a_disc():
    """Only rows that "cross each other" may share a disc: along one line, nine discs make one
    row and ten make two."""
    nine = line("r1c0", (0, 1), 9)
    state = position([[card_at("r1c9"), *FILLER[:4]], FILLER2], {c: 0 for c in nine}, rows=((0, 0, tuple(nine[:5])),))
    assert new_rows(state, "r1c8", 0) == []  # r1c4..r1c8 would share r1c4 with the first row
    after = play(state, card_at("r1c9"), "r1c9")
    assert [cells for _, _, cells in after.rows] == [tuple(nine[:5]), tuple(line("r1c5", (0, 1)))]


def test_a_long_line_marks_the_five_that_leave_room_for_another_row():
    """A disc joining four and four along a line makes one row; the five marked leave the rest of
    the line open for a second row."""
    cells = line("r6c0", (0, 1), 9)
    state = position([[card_at("r6c4"), *FILLER[:4]], FILLER2], {c: 0 for c in cells if c != "r6c4"})
    after = play(state, card_at("r6c4"), "r6c4")
    assert after.rows == ((0, 0, tuple(cells[:5])),)


def test_partners_discs_count_together():
    """ "with four players opposites are partners": Anna's and Cleo's discs make one row."""
    cells = line("r8c1", (0, 1))  # 7S 6S 5S 4S 3S
    hands = [["7S", "5S", *FILLER[:3]], FILLER2, ["6S", "4S", "3S", "QH", "KH"], ["2H", "3H", "4H", "5H", "6H"]]
    state = position(hands)
    for card, cell in [("7S", cells[0]), ("2D", "r2c2"), ("6S", cells[1]), ("2H", "r5c4"),
                       ("5S", cells[2]), ("3D", "r2c3"), ("4S", cells[3]), ("3H", "r5c5"),
                       ("2C", "r1c4"), ("4D", "r2c4")]:
        state = play(state, card, cell)
    assert state.turn == 2
    assert [disc_at(state, c) for c in cells[:4]] == [0, 0, 0, 0] and state.rows == ()
    state = play(state, "3S", cells[4])  # Cleo completes the row her partner started
    assert state.rows == ((0, 2, tuple(cells)),)
    assert GAME.scores(state) == [1, 0, 1, 0]


# ----- winning ----------------------------------------------------------------------------------
def _two_rows_and_a_third_to_come():
    rows = ((0, 0, tuple(line("r1c1", (0, 1)))), (0, 0, tuple(line("r3c1", (0, 1)))))
    third = line("r7c1", (0, 1))
    discs = {c: 0 for _, _, cells in rows for c in cells} | {c: 0 for c in third[:4]}
    return rows, third, discs


def test_three_rows_win():
    """ "Object of the game: To get three rows of five discs." """
    rows, third, discs = _two_rows_and_a_third_to_come()
    state = position([[card_at(third[4]), *FILLER[:4]], FILLER2], discs, rows=rows)
    assert not GAME.is_over(state)
    after = play(state, card_at(third[4]), third[4])
    assert GAME.is_over(after) and after.result == "won"
    assert GAME.winners(after) == [0] and GAME.scores(after) == [3, 0]
    assert GAME.legal_moves(after) == [] and "Anna wins" in GAME.status(after)
    assert refused(after, dict(kind="pass")) == "The game is over."


def test_two_rows_do_not_win_by_the_book():
    rows, third, discs = _two_rows_and_a_third_to_come()
    state = position([[card_at(rows[1][2][0]), *FILLER[:4]], FILLER2],
                     discs | {rows[1][2][0]: NO_DISC}, rows=rows[:1])
    after = play(state, card_at(rows[1][2][0]), rows[1][2][0])
    assert GAME.scores(after) == [2, 0] and not GAME.is_over(after)


def test_two_rows_win_with_the_house_option():
    """House option: two rows win, as in the published game."""
    rows, third, discs = _two_rows_and_a_third_to_come()
    state = position([[card_at(rows[1][2][0]), *FILLER[:4]], FILLER2],
                     discs | {rows[1][2][0]: NO_DISC}, rows=rows[:1], options={"rows_to_win": 2})
    after = play(state, card_at(rows[1][2][0]), rows[1][2][0])
    assert GAME.is_over(after) and GAME.winners(after) == [0]
    with pytest.raises(OptionError):
        GAME.setup(["Anna", "Ben"], {"rows_to_win": 4})


def test_partners_win_together():
    rows, third, discs = _two_rows_and_a_third_to_come()
    hands = [FILLER, FILLER2, [card_at(third[4]), "8S", "9S", "10S", "QS"], ["2H", "3H", "4H", "5H", "6H"]]
    after = play(position(hands, discs, rows=rows, turn=2), card_at(third[4]), third[4])
    assert GAME.winners(after) == [0, 2] and "Anna and Cleo win" in GAME.status(after)


def test_exhausted_position_when_the_board_is_full_and_nobody_can_play():
    """Nobody can move: every space is covered and a whole round of players had to pass."""
    discs = {c: (i % 2) for i, c in enumerate(x for x in CELLS if x not in CORNERS)}
    rows = ((1, 1, tuple(line("r5c0", (0, 1)))),)
    for c in rows[0][2]:
        discs[c] = 1
    # Side 0's only jack is two-eyed (no free space); side 1 has no jack at all.
    state = position([["JD", *FILLER[:4]], FILLER2], discs, rows=rows)
    assert GAME.legal_moves(state)[0] == Move(kind="pass")
    state = GAME.apply(state, Move(kind="pass")).state
    state = GAME.apply(state, Move(kind="dead", card="2D")).state
    assert not GAME.is_over(state)
    state = GAME.apply(state, Move(kind="pass")).state
    assert GAME.is_over(state) and state.result == "exhausted"
    assert GAME.winners(state) == [1]  # more completed rows
    even = position([["JD", *FILLER[:4]], FILLER2], discs)
    even = GAME.apply(GAME.apply(even, Move(kind="pass")).state, Move(kind="pass")).state
    assert GAME.is_over(even) and GAME.winners(even) == [] and "drawn" in GAME.status(even)


def test_passes_do_not_end_the_game_while_a_space_is_free():
    state = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0} | {c: 1 for c in CELLS if card_at(c) in FILLER + FILLER2})
    for _ in range(4):
        state = GAME.apply(state, Move(kind="pass")).state
    assert not GAME.is_over(state) and state.passes == 4


# ----- views and helpers -------------------------------------------------------------------------
def test_observation_shows_only_your_own_hand_and_the_discards():
    """Each hand is its owner's; the draw pile is face down. "The first player places a card
    face up on the table": every card on the discards was seen by all, so they are face up in
    every observation (the table draws the last one on top). The board is public."""
    state = GAME.setup(NAMES4, seed=5)
    state = play(state, state.hands[0][0], GAME.legal_moves(state)[0]["cell"])
    state = play(state, GAME.legal_moves(state)[0]["card"], GAME.legal_moves(state)[0]["cell"])
    view = GAME.observation(state, 1)
    zones = view["zones"]
    assert zones["hand/1"]["cards"] == list(state.hands[1])
    assert [zones[f"hand/{i}"]["count"] for i in range(4)] == [5, 5, 5, 5]
    assert zones["hand/0"]["cards"] == [None] * 5 and zones["draw"]["cards"] == [None] * len(state.draw)
    assert zones["discard"]["cards"] == list(state.discards) and len(state.discards) == 2
    assert sum(d >= 0 for row in view["public"]["discs"] for d in row) == 2
    assert all(z["cards"] == [None] * z["count"] for z in GAME.observation(state, None)["zones"].values()
               if z["role"] == "hand")
    assert GAME.view(state, 1) == view
    json.dumps(view)


def test_status_is_public_and_the_prompt_is_the_players_own():
    """The status line is read by everyone (under the curtain, and as the save's summary): it
    does not tell whether the player to move holds a dead card or can play nothing."""
    dead = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0})
    stuck = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0} | {c: 1 for c in CELLS if card_at(c) in FILLER})
    stuck = stuck.replace(exchanged=True)  # the one exchange of the turn is made: nothing left but a pass
    plain = position([["7H", *FILLER[:4]], FILLER2])
    assert GAME.status(dead) == GAME.status(stuck) == GAME.status(plain) == "Anna: play a card and cover its space."
    assert GAME.prompt(dead, 0) == "Anna: play a card and cover its space, or exchange a dead card first."
    assert GAME.prompt(stuck, 0) == "Anna: no card can be played; pass."
    assert GAME.prompt(plain, 0) == GAME.status(plain)
    assert GAME.prompt(dead, 1) == GAME.status(dead)


def test_events_say_what_moved_where():
    row = line("r5c1", (0, 1))
    state = position([["3H", "JH", *FILLER[:3]], FILLER2], {c: 0 for c in row[:4]} | {"r7c7": 1})
    placed, made = GAME.apply(state, Move(kind="play", card="3H", cell="r5c5")).events
    assert placed == "Anna plays the 3 of hearts and puts a disc on it (row 6, column 6)."
    assert placed.kind == "disc_placed" and (placed.data["cell"], placed.data["side"], placed.data["dst"]) == ("r5c5", 0, "discard")
    assert made.kind == "row_made" and made.data["cells"] == row
    (taken,) = GAME.apply(state, Move(kind="play", card="JH", cell="r7c7")).events
    assert taken.kind == "disc_removed" and taken.data["side"] == 1


def test_undo_only_a_pass():
    """Rules: "Drawing is automatic", so a play or an exchange shows the player a new card and
    cannot be taken back; a pass may be."""
    state = position([["7H", "JD", "JS", *FILLER[:2]], FILLER2], {"r4c8": 1, "r5c3": 0, "r2c2": 1})
    assert not GAME.can_undo(state, Move(kind="play", card="JD", cell="r3c3"))
    assert not GAME.can_undo(state, Move(kind="play", card="JS", cell="r2c2"))
    assert not GAME.can_undo(state, Move(kind="dead", card="7H"))
    stuck = position([["7H", *FILLER[:4]], FILLER2], {"r4c8": 1, "r5c3": 0} | {c: 1 for c in CELLS if card_at(c) in FILLER})
    assert GAME.can_undo(stuck, Move(kind="pass"))
    # two decks: the card drawn may have a twin already in sight on the discards; still news
    played = state.hands[0][0]
    twin = state.replace(draw=state.draw[:-1] + (played,), discards=state.discards + (played,))
    for move in GAME.legal_moves(twin):
        if move.kind != "pass":
            assert not GAME.can_undo(twin, move), move


def test_a_disc_dropped_on_a_space_prefers_the_card_showing_it():
    state = position([["JC", "JH", "7H", *FILLER[:2]], FILLER2])
    assert [m["card"] for m in GAME.moves_for_cell(state, "r5c3")] == ["7H", "JC"]


def test_registered_in_the_catalogue():
    assert "five_in_a_row" in GAME_MODULES
    assert get_game("five_in_a_row") is GAME
    assert GAME.info.rules_page == "five_in_a_row.html"


def test_rules_page_exists_and_explains_the_option():
    from pathlib import Path

    page = Path(__file__).resolve().parents[2] / "assets" / "rules" / GAME.info.rules_page
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<h1>5 in a Row</h1>")
    assert "Rows to win" in text and "corner" in text and "dead" in text.lower()


# ----- random games -----------------------------------------------------------------------------
def check_invariants(before: FiveInARowState, move: Move, after: FiveInARowState) -> None:
    n = len(after.players)
    # Every card of the two decks is in exactly one place: draw pile, discards or a hand.
    cards = Counter(after.draw) + Counter(after.discards)
    for hand in after.hands:
        cards.update(hand)
    assert cards == DECK.counts()
    assert all(len(h) == 5 for h in after.hands)
    # Discs: never on a corner, never more than the cells; one more or one fewer per play.
    flat = [d for row in after.discs for d in row]
    assert set(flat) <= {NO_DISC, 0, 1}
    assert all(disc_at(after, c) == NO_DISC for c in CORNERS)
    count = lambda s: sum(d != NO_DISC for row in s.discs for d in row)  # noqa: E731
    delta = count(after) - count(before)
    if move.kind == "play":
        assert delta == (-1 if move["card"] in ONE_EYED_JACKS else 1)
    else:
        assert delta == 0
    # Locked discs are never removed; rows are only ever added, and are true rows.
    for cell in locked_cells(before):
        assert disc_at(after, cell) == disc_at(before, cell)
    assert after.rows[: len(before.rows)] == before.rows
    for team, seat, cells in after.rows:
        assert team_of(seat) == team and len(cells) == 5
        direction_of(cells)
        assert all(c in CORNERS or disc_at(after, c) == team for c in cells)
    for i, (t1, _, a) in enumerate(after.rows):
        for t2, _, b in after.rows[i + 1:]:
            shared = set(a) & set(b)
            if t1 == t2 and direction_of(a) == direction_of(b):
                assert not shared
            assert len(shared) <= 1
    # The turn passes as the rules say.
    if after.phase == "play":
        assert all(sum(1 for t, _, _ in after.rows if t == team) < after.options["rows_to_win"] for team in (0, 1))
        assert after.draw
        if move.kind == "dead":
            assert after.turn == before.turn and after.exchanged
        else:
            assert after.turn == (before.turn + 1) % n and not after.exchanged
    else:
        assert after.result in ("won", "exhausted")
        if after.result == "won":
            assert sum(1 for t, _, _ in after.rows if t == after.winner) >= after.options["rows_to_win"]
        else:
            assert all(disc_at(after, c) != NO_DISC for c in CELLS if c not in CORNERS)
    legal = GAME.legal_moves(after)
    assert len(legal) == len(set(legal))


def illegal_moves(state: FiveInARowState, rng: random.Random) -> list[Move]:
    hand = state.hands[state.turn]
    other = state.hands[(state.turn + 1) % len(state.players)]
    candidates = [
        Move(kind="play", card=rng.choice(hand), cell=rng.choice(CELLS)),
        Move(kind="play", card=rng.choice(other), cell=rng.choice(CELLS)),
        Move(kind="dead", card=rng.choice(hand)),
        Move(kind="pass"),
        Move(kind="play", card=rng.choice(hand), cell="r11c0"),
        Move(kind="shout"),
    ]
    legal = set(GAME.legal_moves(state))
    return [m for m in candidates if m not in legal]


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_end_with_a_winner_or_an_exhausted_board(players):
    """300 seeded random games each for 2 and 4 players (and every tenth with two rows to win):
    every move keeps the invariants, refused moves leave the state alone, replays agree."""
    rng = random.Random(players)
    results = Counter()

    def on_move(before, move, after):
        check_invariants(before, move, after)
        if rng.random() < 0.1:
            for bad in illegal_moves(before, rng):
                reason = refused(before, bad)
                assert reason and reason != "That move is not allowed now.", (bad, reason)

    for seed in range(300):
        options = {"rows_to_win": 2} if seed % 10 == 0 else {}
        record, final = random_game(GAME, NAMES4[:players], options, seed, max_moves=3000, on_move=on_move)
        assert GAME.is_over(final)
        results[final.result] += 1
        if seed % 25 == 0:
            assert replay(record, GAME).to_json() == final.to_json()
            json.dumps(final.to_json())
    assert results["won"] > 250 and results["exhausted"] >= 1



# ----- any JSON inside a move -------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=6)
    | st.sampled_from(["play", "dead", "pass", "7H", "JD", "JS", "3H", "r5c5", "r4c8", "r0c0", "r2c2", "r7c7"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
json_moves = st.dictionaries(st.sampled_from(["kind", "card", "cell", "seat", "x"]), json_values, max_size=4)


def _junk_states():
    row = line("r5c1", (0, 1))
    s = position([["3H", "JH", "7H", "JD", "2C"], FILLER2], {c: 0 for c in row[:4]} | {"r7c7": 1, "r4c8": 1, "r5c3": 0})
    done = play(s, "3H", "r5c5").replace(phase="over", result="won", winner=0)
    return [s, GAME.apply(s, Move(kind="dead", card="7H")).state, done]


JUNK_STATES = _junk_states()


@settings(max_examples=300, deadline=None)
@given(move=json_moves, which=st.integers(0, 2))
def test_any_json_move_is_applied_or_refused_never_an_exception(move, which):
    """Whatever a file or a hand-written record holds, ``check`` answers and a refused move
    leaves the state unchanged."""
    state = JUNK_STATES[which]
    before = json.dumps(state.to_json(), sort_keys=True)
    reason = GAME.check(state, Move(move))
    assert reason is None or (isinstance(reason, str) and reason)
    result = GAME.apply(state, move)
    assert result.ok == (reason is None)
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_a_one_eyed_jack_with_no_disc_to_take_says_why_it_waits():
    """ "one eyed jacks can remove an opponent's chip" (decided: and jacks are never dead cards).
    Anna pressed her one-eyed jack before any disc of Ben's was on the board and read "A jack is
    never a dead card: it has no space on the board." (s28 t3 #6): she meant to play it."""
    state = position([["JS", *FILLER[:4]], FILLER2], {"r5c3": 0})
    assert refused(state, dict(kind="dead", card="JS")) == (
        "The jack of spades takes an opponent's disc off the board, and Ben has no disc on the board yet: "
        "keep the jack for later.")
    locked = line("r1c1", (0, 1))
    state = position([["JS", *FILLER[:4]], FILLER2], {c: 1 for c in locked}, rows=((1, 0, tuple(locked)),))
    assert refused(state, dict(kind="dead", card="JS")) == (
        "The jack of spades takes an opponent's disc off the board, and every disc of Ben is in a completed row "
        "of five, which can never be taken off: keep the jack for later.")
    state = position([["JS", *FILLER[:4]], FILLER2], {"r5c3": 1})
    assert refused(state, dict(kind="dead", card="JS")) == (
        "The jack of spades takes an opponent's disc off the board: drag it onto a disc of Ben. "
        "(A jack is never a dead card.)")


def test_undo_refusal_names_the_pile_as_the_table_does():
    """The tester (s38 t3): "undo refusal says 'that move drew 1 card from the stock' while the
    table labels the pile 'Draw pile'. Use one word." The rules' word too: "If the draw pile is
    finished before the end of the game the discard pile is shuffled and becomes the draw pile."."""
    from cardtable.core.shown import move_showed

    state = position([["7H", "JD", "JS", *FILLER[:2]], FILLER2], {"r4c8": 1, "r5c3": 0, "r2c2": 1})
    move = Move(kind="play", card="JD", cell="r3c3")
    after = GAME.apply(state, move).state
    assert move_showed(GAME, state, move, after) == "drew 1 card from the draw pile"
