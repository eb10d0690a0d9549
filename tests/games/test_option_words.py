"""The house rules' words in New Game (each game's OptionSpec: label, description, the choices'
names) and the in-app rules pages are for a family: no "the book" (which book?), no "card-maker"
(which one?), no section numbers or file names of the rule texts. The rule texts' README names
them: "The family's own rule book" (004_312affb30e9b3af0.txt), "A card-maker's published rules"
(003_568aafc6ffe6d89e.txt: Denexa, a playing-card company: "we recommend Denexa 100% Plastic
Playing Cards"). Only the words change: the values a save or a remembered setting holds stay."""

from __future__ import annotations

import re

import pytest

from cardtable.core.scoresheet import house_rules_text
from cardtable.games import catalogue, get_game
from cardtable.resources import rules_html

JARGON = re.compile(r"(?<!rule )\bbook\b|card-?maker|\bsection \d|§|\.txt\b|\bthe text\b|published game", re.I)


def option_texts():
    for game in catalogue().values():
        for spec in game.info.options:
            yield f"{game.info.id}.{spec.id}", spec.label
            yield f"{game.info.id}.{spec.id}", spec.description
            for name in spec.choice_names or ():
                yield f"{game.info.id}.{spec.id}", str(name)


def test_no_house_rule_speaks_of_a_book_or_card_maker_the_family_cannot_place():
    bad = [(where, text) for where, text in option_texts() if JARGON.search(text)]
    assert bad == []


def test_the_saved_values_of_the_reworded_options_stay():
    """Old saves and remembered settings hold the values: only the words shown changed."""
    oh_hell = {s.id: s for s in get_game("oh_hell").info.options}
    assert oh_hell["rules"].choices == ("book", "some", "card_maker") and oh_hell["rules"].default == "book"
    assert oh_hell["rules"].choice_names == ("Our rule book's rules", "Some of Denexa's rules",
                                             "All of Denexa's rules")
    thirty_one = {s.id: s for s in get_game("thirty_one").info.options}
    assert thirty_one["card_makers"].label == "Denexa's rules" and thirty_one["card_makers"].default is False
    sticks = {s.id: s for s in get_game("sticks").info.options}
    assert sticks["pot"].choices == ("Desert Rummy and Push contracts", "Desert Rummy contracts", "Push contracts")
    # "Each player draws a stick from the pot": the pot's sticks, named in words
    assert house_rules_text(get_game("sticks").info, {"pot": "Push contracts"}) == ("Sticks in the pot: Push's melds",)
    for spec in (*oh_hell.values(), *thirty_one.values(), *sticks.values()):
        spec.check(spec.default)


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_the_rules_pages_say_whose_rules_in_plain_words(game_id):
    page = get_game(game_id).info.rules_page
    if not page:
        return
    text = re.sub(r"<[^>]+>", " ", rules_html(page))
    text = re.sub(r"\s+", " ", text)
    assert [m.group(0) for m in JARGON.finditer(text)] == []
