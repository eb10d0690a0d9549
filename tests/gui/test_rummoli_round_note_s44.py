"""Rummoli, the end of a round (s44 t1 #3, #10), at 1024x600 with the score sheet open: the line
"Round 1: Ben went out first and takes the Rummoli pot. Poker: Robo Ruby (full house, kings over
queens)." was drawn across the bottom border of the "Played this round" frame; and the winning
poker hand was named but not shown ("each player finds the 5 cards that will create their best
poker hand ... the highest poker hand will take the chips in the spot marked as 'Poker'"): the
family could not check it. The line starts under the frame, clear of the prompt, and lists the
five cards."""

from __future__ import annotations

import random

from cardtable.core.cards import card_short
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import set_width
from cardtable.gui.layouts.rummoli import describe

G = get_game("rummoli")
PLAYERS = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]
ASPECT = 790 / 503  # the table beside the score sheet at 1024x600


def round_over():
    state = Session.new(G, PLAYERS, {}, 74).state
    rng = random.Random(3)
    while state.phase != "round_over":
        state = G.apply(state, rng.choice(G.legal_moves(state))).state
    return state


def test_the_round_line_is_under_the_played_cards_frame_and_shows_the_winning_five():
    state = round_over()
    h = state.history[-1]
    spec = describe(G, state, 0, ASPECT, "Round 1 is over. Ben: deal the next round, or end the game.")
    # (not "Round 1: ...": the prompt under it says the round, s45)
    note = next(label for label in spec.labels if " went out first and takes the Rummoli pot (" in label.text)
    assert "Round" not in note.text
    played = next(t for t in spec.targets if t.id == "played")
    winner = h["poker_winners"][0]
    five = " ".join(card_short(c) for c in h["poker_hands"][winner])
    assert f"{h['poker_hand']}: {five}" in note.text
    assert note.down and note.y >= played.y + played.h + 0.12  # below the frame and its border
    lines = -(-set_width(note.text, note.size) // note.max_width)
    assert note.y + lines * note.size * 1.5 <= spec.prompt.y - 0.05, note
