"""The finding: "Saskatchewan Rummy's header says 'Taken out: 2C' (a card code). Words a family
reads name cards in plain words or with the suit symbol as elsewhere in the app". The header now
says "Taken out: 2♣ 2♦" (as Rummoli's "wanted next: 3♦"), and no game's words a family reads (the
status line, the table's notes, a seat's note, the prompt, the log's sentences, the hint's words)
carry a card's code."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.games import catalogue, get_game

#: a card's code standing alone ("2C", "10H", "QS"), not a word nor a tile ("3-5")
CODE = re.compile(r"(?<![\w-])(10|[2-9AJQK])[SHDC](?!\w)")
PLAYERS = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Finn", "Gus", "Hana"]


def test_the_cards_taken_out_are_named_with_their_suits():
    game = get_game("saskatchewan_rummy")
    notes = game.table_notes(game.setup(PLAYERS[:3], {}, seed=1))
    assert "Taken out: 2\u2663" in notes  # the 2 of clubs, for three players
    assert not any(CODE.search(note) for note in notes), notes


def words_of(game, state, seats):
    yield game.status(state)
    yield from getattr(game, "table_notes", lambda state: [])(state)  # (a family's own header lines)
    for seat in seats:
        yield getattr(game, "seat_note", lambda state, seat: "")(state, seat)
        yield game.prompt(state, seat)
    for move in game.legal_moves(state)[:20]:
        yield game.hint_words(state, move) or ""
        yield game.click_words(state, move) or ""


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_no_card_code_reaches_the_words(game_id):
    game = catalogue()[game_id]
    counts = game.info.allowed_counts()
    for n in sorted({min(counts), max(counts)}):
        state = game.setup(PLAYERS[:n], {}, seed=n)
        rng = random.Random(n)
        for _ in range(150):
            for text in words_of(game, state, range(n)):
                assert not CODE.search(text), (game_id, text)
            if game.is_over(state):
                break
            result = game.apply(state, rng.choice(game.legal_moves(state)))
            for event in result.events:
                assert not CODE.search(str(event)), (game_id, str(event))
            state = result.state
