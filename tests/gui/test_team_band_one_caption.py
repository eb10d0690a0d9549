"""Seen (s30 t4 #5, hf11.png, hf16.png): Hand and Foot, Anna and three computers at 1024x600, the
other team's melds split in two groups along the top band, left and right of Robo Ruby's box,
and each group had its own caption "Robo Rex & Robo Remy's melds": the same caption twice on one
band, read as two teams of that name. Now the first group (on the left, where the melds start)
has the caption and the second says it goes on: "Robo Rex & Robo Remy's melds, continued"."""

from __future__ import annotations

import pytest

from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]
THEIRS = "Robo Rex & Robo Remy's melds"


def their_melds(n: int):
    game = get_game("hand_and_foot")
    state = game.setup(NAMES, {}, 5)
    ranks = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5")[:n]
    melds = tuple((1, r, (f"{r}S", f"{r}H", f"{r}D")) for r in ranks) + ((0, "4", ("4S", "4H", "4D")),)
    return game, state.replace(melds=melds, melded=(True, True))


@pytest.mark.parametrize("aspect", [1.424, 1.553])  # 1024x600 and 1366x768, score sheet open
@pytest.mark.parametrize("n", [3, 7, 10])
def test_the_other_teams_melds_in_two_groups_have_one_caption_and_a_continued(aspect, n):
    game, state = their_melds(n)
    spec = GenericTable().describe(game, state, 0, aspect, game.prompt(state, 0))
    said = [lab.text for lab in spec.labels if "Robo Rex" in lab.text]
    ruby = next(lab.x for lab in spec.labels if lab.text == "Robo Ruby" and lab.bold)
    theirs = [p for p in spec.pieces if p.kind == "card" and p.zone.startswith("meld") and p.zone.endswith("/1")]
    split = any(p.x < ruby for p in theirs) and any(p.x > ruby for p in theirs)
    assert said.count(THEIRS) == 1, said
    heads = [lab for lab in spec.labels if lab.text.startswith(THEIRS)]
    if split:
        assert [lab.text for lab in heads] == [THEIRS, THEIRS + ", continued"], said
        assert heads[0].x < ruby < heads[1].x
    else:
        assert [lab.text for lab in heads] == [THEIRS], said
