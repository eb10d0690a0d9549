"""s36 t2 #3 and #4: Hand and Foot's words on the table, each caption its own pile's, one name a team.

#3: two players, 1366x768: Robo Rex's closed canastas were stacked under "4 black" and the red
three after them under "Red threes", so close that the two labels were made one tally, "4 black,
Red threes", read as one label. Now the row keeps room after the stack for both, each over its own
cards, apart (and so with four seats, where the same happened in the band along the top).

#4: six players (Anna, Ben, Robo Rosa v Robo Rex, Robo Remy, Robo Rudi), Ben's turn, 1024x600: the
other team's first row of melds was captioned "Robo Rex, Robo Remy & Robo Rudi's melds", its second
"Robo Rudi's team's melds, continued" and its red threes "Robo Rudi's team's red threes": one team
with two names on one screen, and a double possessive that read as another pile's. Now a team has
one name everywhere on the table at one size: all its names where every caption of the team has
room for them, else "the other team" (the viewer's: "your team") in every caption; never "X's
team's"."""

from __future__ import annotations

import re

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable, label_box

from .test_canasta_stacks import _canasta, _open
from .test_team_melds import state_with_melds

ASPECTS = (1.25, 1.424, 1.553, 1.95)  # a wide score sheet at 1024x600, 1024x600, 1366x768, no sheet
COUNT = re.compile(r"(Canastas: )?\d+ (black|red|wild)(, \d+ (black|red|wild))*")


@pytest.mark.parametrize("n", [2, 4, 6])
def test_a_stacks_count_and_the_red_threes_after_it_are_two_labels_apart(n):
    """A seat's (or team's) closed canastas stacked, then its red threes: "4 black" over the stack
    and "Red threes" over the threes, never one label over both, and a space between them."""
    game, state = state_with_melds(n)
    for kinds in (("black",) * 4, ("black", "black", "red", "red"), ("red",)):
        theirs = [(1, r, _canasta(r, k)) for r, k in zip(("10", "4", "Q", "J"), kinds)] + \
            [(1, r, _open(r)) for r in ("8", "5", "9", "K", "A", "6")]
        ours = [(0, r, _canasta(r, k)) for r, k in zip(("7", "A"), kinds)] + [(0, r, _open(r, 3)) for r in ("K", "8")]
        st = state.replace(melds=tuple(ours + theirs), red_threes=(("3H", "3D"), ("3H",)))
        for viewer in range(n):
            for aspect in ASPECTS:
                table = GenericTable()
                spec = table.describe(game, st, viewer, aspect, game.prompt(st, viewer))
                labels = [lab for lab in spec.labels if lab is not spec.prompt]
                for lab in labels:  # (never "4 black, Red threes")
                    assert COUNT.fullmatch(lab.text) or not re.search(r"\d+ (black|red|wild)", lab.text), lab.text
                counts = [label_box(lab, table.text_room) for lab in labels if COUNT.fullmatch(lab.text)]
                threes = [label_box(lab, table.text_room) for lab in labels if lab.text.lower().endswith("red threes")]
                for a in counts:
                    for b in threes:
                        assert not (a[0] < b[2] + 0.05 and b[0] < a[2] + 0.05 and a[1] < b[3] and b[1] < a[3]), \
                            (n, kinds, viewer, aspect, a, b)
