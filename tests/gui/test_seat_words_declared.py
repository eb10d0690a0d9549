"""Finding (s30 t3 #96): Biscuit with two players, Anna and Ben: once the main line had two
cards, the Darkness and the Discovery, the seats read "Anna · 5 cards · darkness" and "Ben's
hand · 6 cards · discovery · dealer". The generic table took any public list of words as long
as the number of players for words per seat; a Decktet card's name is not a card code to
``is_card``. Words per seat are now only the public lists the game names in ``seat_words``."""

from __future__ import annotations

import random

import pytest

from cardtable.games import catalogue, get_game
from cardtable.gui.generic_table import GenericTable, seat_values
from cardtable.gui.layouts import layout_for

from tests.games.contract import SHORT_OPTIONS, new_random_game

#: every game the generic table (or a table built on it) draws
GENERIC_GAMES = sorted(g for g in catalogue() if isinstance(layout_for(g), GenericTable))


def test_two_cards_in_biscuits_main_line_are_not_written_under_the_two_seats():
    game = get_game("biscuit")
    s = game.setup(["Anna", "Ben"], {"excuse": True}, 3)
    line = ("discovery", "darkness")
    s = s.replace(hands=tuple(tuple(c for c in h if c not in line) for h in s.hands),
                  pile=tuple(c for c in s.pile if c not in line), main=line, initial=1)
    assert len(game.public(s)["main"]) == 2
    layout = layout_for("biscuit")
    for viewer in (0, 1):
        spec = layout.describe(game, s, viewer, 1366 / 768, "")
        texts = [lab.text for lab in spec.labels]
        assert sum(" cards" in t for t in texts) == 2, texts
        for text in texts:  # (the seats' lines: "6 cards · dealer" under Ben, "Anna's hand · 6 cards")
            words = [w.casefold() for w in text.split(" \u00b7 ")]
            assert "darkness" not in words and "discovery" not in words, text


@pytest.mark.parametrize("game_id", GENERIC_GAMES)
def test_no_zones_cards_are_shown_as_words_under_the_seats(game_id):
    """After every move of a few seeded random games: what the table writes under the seats as
    words per seat is only what the game declares so (``seat_words``), never a list of cards."""
    game = get_game(game_id)
    for key in game.seat_words:  # what it declares is one line of words per seat
        assert isinstance(key, str)
    for seed in range(3):
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        for _ in range(250):
            if game.is_over(state):
                break
            obs = game.observation(state, None)
            n = len(obs["players"])
            cards = {c for z in game.zones(state) for c in z.cards if isinstance(c, str)}
            for label, values in seat_values(game, obs.get("public", {}), n):
                if all(isinstance(v, str) for v in values):
                    assert not cards.intersection(values), (game_id, label, values)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state


@pytest.mark.parametrize("game_id, key", [("desert_rummy", "contracts"), ("push", "contracts"),
                                          ("ten_dime_rummy", "contracts"), ("gin_rummy", "teams")])
def test_the_words_a_game_declares_per_seat_are_still_shown(game_id, key):
    """The games whose words per seat were found by their length keep them: the meld each player
    is to make in a contract rummy, each Gin player's team."""
    game = get_game(game_id)
    assert key in game.seat_words
    state = game.setup(["Anna", "Ben", "Cleo", "Dev"][:game.info.min_players], {}, 1)
    values = game.public(state)[key]
    spec = GenericTable().describe(game, state, 0, 1.6, "")
    text = " ".join(lab.text for lab in spec.labels)
    assert values[1] in text, (values, text)
