"""Seen playing Hand and Foot against Medium computers: with six to ten meld buttons up at once
("Meld 4♦ 4♣ 4♣", "Meld 9♠ 9♣ Joker", ...) there was no room free of everything for them at
their size; they stayed under the prompt, right of the melds, and covered the top of the hand
(1024x600) or the team's melds. Now they are drawn smaller, in more lines, in the room nothing
else takes; else over the other seats' boxes; never over the hand, the melds or the prompt.

The computers' moves are Medium's; the same moves are played for Anna, on an open-handed table,
and the table is looked at on each of Anna's turns. (At 1366x768, seed 3: once the pick's offer
laid natural melds before a wild card, s33, seed 2's game showed six meld buttons or more fewer
than three times.)"""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def button_faults(w) -> list[str]:
    view = settled_view(w)
    if not view.buttons:
        return []
    zones = w.game.observation(w.state, 0)["zones"].values()
    hand = {z["key"] for z in zones if z["role"] == "hand" and z["owner"] == 0}
    melds = {z["key"] for z in zones if z["role"] == "meld"}
    out = []
    for b in view.buttons:
        r = b.sceneBoundingRect()
        for item in view.card_items():
            if item.spec.zone in hand | melds and r.intersects(item.sceneBoundingRect().adjusted(2, 2, -2, -2)):
                out.append(f"{b.text!r} over {item.spec.id}")
                break
        out += [f"{b.text!r} over the prompt" for i in view.scene().items()
                if isinstance(i, LabelItem) and i.spec is w.layout._prompt_label
                and r.intersects(i.mapRectToScene(i.text_rect))]
    return out


# The everyday run plays the small laptop's game (the least room: where the buttons crowded the
# hand first); the 1366x768 game, 37 s on the window and among the suite's longest tests, is the
# thorough run's (CARDTABLE_THOROUGH=1). (Seed 9 for seed 1 since s40, when Medium melds as soon
# as it can: seed 1's game then showed six meld buttons or more never; seed 9's five times.)
@pytest.mark.parametrize("size, seed", [((1024, 600), 9),
                                        pytest.param((1366, 768), 3, marks=pytest.mark.thorough)])
def test_many_meld_buttons_keep_off_the_hand_and_the_melds(qtbot, data_dir, size, seed):
    w = medium_table(qtbot, "hand_and_foot", NAMES, size, seed)
    seen, many = [], 0
    # (the other seats' positions not laid out: Hand and Foot's table remembers only per seat;
    # the same buttons, cards and labels at every one of Anna's turns as laid out at every move, s42)
    for step in anna_turns(w, 1000, others_laid_out=False):
        many += sum(b.text.startswith("Meld ") for b in w.table.view.buttons) >= 6
        seen += [(step, fault) for fault in button_faults(w)]
    assert many >= 3  # (six meld buttons or more were up often enough to be looked at)
    assert not seen, seen[:8]
