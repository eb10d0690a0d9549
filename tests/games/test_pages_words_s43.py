"""Rules pages' words, session 43.

10 Dime Rummy's and Horseshit Rummy's books have one rule, "You cannot steal wild cards from
melded cards", and the table refuses both games' attempts in one sentence
(:data:`cardtable.games.rummy_words.NO_STEALING_WILDS`). Their pages said it two other ways:
"Wild cards on the table can never be taken back." (10 Dime: read as Undo) and "Wild cards on
the table stay where they are: nobody can take them back." One wording, the table's."""

from __future__ import annotations

import re
from html import unescape

import pytest

from cardtable.games import get_game
from cardtable.games.rummy_words import NO_STEALING_WILDS
from cardtable.resources import rules_html


def page_text(page: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", rules_html(page))))


@pytest.mark.parametrize("game_id", ["ten_dime_rummy", "horseshit_rummy"])
def test_no_stealing_wilds_said_on_the_page_as_the_table_says_it(game_id):
    said = page_text(get_game(game_id).info.rules_page)
    assert NO_STEALING_WILDS in said, said
    assert "never be taken back" not in said and "stay where they are" not in said
