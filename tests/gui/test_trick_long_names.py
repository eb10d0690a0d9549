"""A long name over a trick's card is cut with "…" to the card's room, the whole name its
tooltip, as the seat's name is. Tester report s28 #8: in Hearts at 1024x600 "Cleopatra
Wilhelmina Ashbourne" over her card was set on three lines, the last running into the card."""

from __future__ import annotations

import pytest

from .helpers import labels, open_window

LONG = "Cleopatra Wilhelmina Ashbourne"  # 30 letters and spaces
NAMES = ["Anna", "Ben", LONG, "Dora"]


@pytest.mark.parametrize("game_id", ["hearts", "canadian_salad"])
def test_a_long_name_over_a_trick_card_is_cut_and_kept_off_the_card(qtbot, data_dir, game_id):
    w = open_window(qtbot, (1024, 600))
    w.start_game(game_id, NAMES, {}, seed=3, open_handed=True)
    view = w.table.view
    seen = {"played": False, "led": False}
    for _ in range(400):
        seat = w.game.to_act(w.state)[0]
        w.play(w.game.heuristic(w.state, seat))
        view.finish_animations()
        trick = [item for item in view.pieces.values() if item.spec.zone == "trick"]
        mine = [lab for lab in labels(view) if lab.isVisible() and lab.spec.text == LONG]
        if not trick or not mine:
            continue
        tops = min(item.sceneBoundingRect().top() for item in trick)
        for lab in mine:
            leads = lab.spec.tail == "leads"
            seen["led" if leads else "played"] = True
            lines = lab.text.split("\n")
            assert len(lines) == (2 if leads else 1), lab.text
            assert lines[0].endswith("\u2026") and LONG.startswith(lines[0][:-1].rstrip()), lab.text
            if leads:
                assert lines[1] == "leads"
            assert LONG in lab.toolTip()
            assert lab.sceneBoundingRect().bottom() <= tops + 1, (lab.text, lab.sceneBoundingRect(), tops)
        if all(seen.values()):
            break
    assert all(seen.values()), seen
