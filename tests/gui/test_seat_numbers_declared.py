"""Finding (s30 t3 #10): Biscuit with two players, from the second hand on, each seat read "0 cards
· total 23 · this hand 8 · total 23". The generic table wrote every public list of numbers as long
as the number of players under the seats, and Biscuit's public part has both ``scores`` (the
total so far, this hand included) and ``totals`` (the hands finished), both said "total". Numbers
per seat are now only the public lists the game names in ``Game.seat_numbers``, as words are in
``seat_words``."""

from __future__ import annotations

import re

import pytest

from cardtable.games import catalogue, get_game
from cardtable.gui.generic_table import GenericTable
from cardtable.gui.layouts import layout_for

from tests.games.contract import SHORT_OPTIONS, new_random_game

#: every game the generic table (or a table built on it) draws
GENERIC_GAMES = sorted(g for g in catalogue() if isinstance(layout_for(g), GenericTable))

NUMBER = re.compile(r"^(?P<word>[a-z][a-z ]*) -?[\d,]+$")


def repeated_words(text: str) -> list[str]:
    """The words of a seat's "word number" parts ("total 23", "this hand 8") said twice."""
    seen, twice = set(), []
    for part in re.split(r" \u00b7 |\n", text):
        m = NUMBER.match(part.strip(" \u00b7"))
        if m:
            word = m.group("word")
            if word in seen:
                twice.append(word)
            seen.add(word)
    return twice


def test_biscuits_second_hand_says_total_once():
    game = get_game("biscuit")
    s = game.setup(["Robo Rita", "Robo Rex"], {"excuse": True, "pawns": True, "courts": True}, 3)
    s = s.replace(hand_no=2, totals=(23, 10), points=(8, 3))
    public = game.public(s)
    assert public["totals"] == [23, 10] and public["scores"] == [31, 13]
    for viewer in (0, 1, None):
        texts = [lab.text for lab in layout_for("biscuit").describe(game, s, viewer, 1024 / 600, "").labels]
        seats = [t for t in texts if "this hand" in t]
        assert len(seats) == 2, texts
        for text in seats:  # (the running total said "score 31" since s47 t2 #5)
            assert text.count("score") == 1, text
        assert any("score 31" in t and "this hand 8" in t for t in seats), seats


@pytest.mark.parametrize("game_id", GENERIC_GAMES)
def test_no_seat_label_says_a_word_twice(game_id):
    """After moves of a few seeded random games, to the seat to act: no label on the table says
    "total" (or any other word of a number per seat) twice; and what a game declares per seat is
    a list of its public part."""
    game = get_game(game_id)
    assert all(isinstance(key, str) for key in game.seat_numbers)
    layout = layout_for(game_id)
    for seed in range(2):
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        for step in range(200):
            over = game.is_over(state)
            if over or step % 25 == 0:
                to_act = game.to_act(state)
                viewer = to_act[0] if to_act else None
                for label in layout.describe(game, state, viewer, 1024 / 600, "").labels:
                    assert not repeated_words(label.text), (game_id, seed, step, label.text)
            if over:
                break
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state


def test_arizonas_seats_say_the_score_not_a_total_of_the_hand():
    """Arizona: "Low score wins"; the cards left in a hand count against it. Beside a hand,
    "Your hand · 4 cards · total 35" read as the points in the hand (s47 t2 #5): "score 35"."""
    game = get_game("arizona_rummy")
    s = game.setup(["Anna", "Ben", "Robo Nell"], {}, 3)
    s = s.replace(round_points=((35, 0, 5),))
    assert game.scores(s) == [35, 0, 5]
    texts = [lab.text for lab in layout_for("arizona_rummy").describe(game, s, 0, 1024 / 600, "").labels]
    assert any("score 35" in t for t in texts) and any("score 5" in t for t in texts), texts
    assert not any(re.search(r"\btotal \d", t) for t in texts), texts
