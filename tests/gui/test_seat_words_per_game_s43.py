"""Seat words at their own size (s43): decided per game from what is fixed for it, the same at
every turn, never from what the seats hold at the moment. At s42 the rule read a seat's zones of
the moment: 10 Dime Rummy before its first meld took it (and its prompt then ran into the pot's
caption at a narrow table), and after the first meld lost it, its seats' words changing size.
And a seat's words broken on two lines are reckoned as two lines growing down, as the view sets
them: Biscuit's prompt, kept clear of a one-line box, ran into "3 cards · total 5 · / this
hand 5" under Anna's box at 1366x768."""
from __future__ import annotations

import random

import pytest

from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable, LabelSpec, label_box, label_lines
from cardtable.gui.layouts import GENERIC, LAYOUTS

GAMES = sorted(g for g, lay in LAYOUTS.items() if lay in (GENERIC, "biscuit"))
WHOLE = {"thirty_one", "euchre", "biscuit", "crazy_eights", "oh_hell", "whist_tens", "court_whist",
         "canadian_salad", "saskatchewan_rummy", "fan_tan", "twenty_one_piles", "cassino_party"}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_answer_at_every_turn(game_id):
    """Random legal moves through a hand or two: the table's answer never changes; the rummy
    games (melds come), Golf's grids, 500 Rummy's pile that passes to the bidder: never."""
    game = get_game(game_id)
    counts = game.info.allowed_counts()
    n = counts[min(1, len(counts) - 1)]
    table = GenericTable()
    seen = set()
    for seed in (1, 2):
        state = game.setup([f"P{i}" for i in range(n)], {}, seed)
        rnd = random.Random(seed)
        for _ in range(300):
            table.prepare(game, state)
            seen.add(table._whole_seat_words())
            moves = game.legal_moves(state)
            if game.is_over(state) or not moves:
                break
            state = game.apply(state, rnd.choice(moves)).state
    assert seen == {game_id in WHOLE}


def test_words_on_two_lines_reckoned_two_lines_down():
    one = LabelSpec("3 cards · total 5 · this hand 5", 1.0, 1.0, size=0.15, max_width=2.1, down=True)
    two = LabelSpec("3 cards · total 5 ·\nthis hand 5", 1.0, 1.0, size=0.15, max_width=2.1, down=True)
    assert label_lines(one) == 1 and label_lines(two) == 2
    top, bottom = label_box(two)[1], label_box(two)[3]
    assert top == pytest.approx(1.0)  # (from its top down, as the view sets a seat's words)
    assert bottom - top > 2 * 0.15 * 1.2
