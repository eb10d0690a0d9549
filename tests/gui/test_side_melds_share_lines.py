"""s32 t2 #10: Push, Grandpa with three computers, 4K scaled (the table 1280x720 with the score
sheet and the game log docked): "After Robo Remy laid down a set of three 7s and a set of three 9s,
the 7s sit under the caption "Robo Remy's melds", but the 9♣ 9♦ 2♥ set floats alone above and to
the left of Robo Remy's name, well away from the caption. It reads as a pile that belongs to
nobody." A side seat's melds went under its box one a line, as many as lines fit there; with room
for one line only the second meld went beside the box, uncaptioned. Two sets of three are 0.6 of
a card wide each: side by side they fit the seat's width. Now the melds under a side seat's box
share a line wherever they fit its width (the lines are counted, not the melds), all under the one
caption saying whose they are."""

from __future__ import annotations

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import GenericTable

NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Robo Remy"]


def _states(game_id: str, players: int, seed: int, steps: range):
    game = get_game(game_id)
    session = Session.new(game, NAMES[:players], {}, seed)
    medium = MediumAgent()
    for step in range(steps.stop):
        state = session.state
        if step in steps:
            yield game, state
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))


@pytest.mark.parametrize("aspect", [1.424, 1.51, 1.553])  # 1024x600, 1280x720 and 1366x768, docks open
def test_a_side_seats_two_sets_lie_under_its_box_under_one_caption(aspect):
    # seed 0, moves 29-31: Robo Remy (at the right) has laid down a set of three 5s and one of 6s
    for game, state in _states("push", 4, 0, range(29, 32)):
        table = GenericTable()
        spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
        seat = NAMES.index("Robo Remy")
        box = table.seat_boxes[seat]
        cards = [p for p in spec.pieces if p.kind == "card" and p.zone.startswith("meld") and p.zone.endswith(f"/{seat}")]
        assert len({p.zone for p in cards}) == 2
        (caption,) = [lab for lab in spec.labels if lab.text.startswith("Robo Remy's melds")]
        assert caption.text == "Robo Remy's melds"
        for p in cards:  # under the box and under the caption, within the seat's width
            assert p.y >= box[3] - 0.01 and p.y > caption.y, (p.zone, p.y, box, caption.y)
            assert box[0] - 0.01 <= p.x and p.x + p.scale <= box[2] + 0.01, (p.zone, p.x, box)
        assert max(p.y + p.scale * CARD_RATIO for p in cards) <= table._prompt_top
