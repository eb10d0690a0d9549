"""A long name over a trick's card is cut with "…" to the card's room, the whole name its
tooltip, as the seat's name is. Tester report s28 #8: in Hearts at 1024x600 "Cleopatra
Wilhelmina Ashbourne" over her card was set on three lines, the last running into the card.
Side by side (s33) it has two lines, growing up, before it is cut."""

from __future__ import annotations

import pytest

from .helpers import labels, open_window

LONG = "Cleopatra Wilhelmina Ashbourne"  # 30 letters and spaces
NAMES = ["Anna", "Ben", LONG, "Dora"]


@pytest.mark.parametrize("game_id", ["hearts", "canadian_salad"])
def test_a_long_name_over_a_trick_card_is_cut_and_kept_off_the_card(qtbot, data_dir, game_id):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, NAMES, {}, seed=3, open_handed=True)
    view = w.table.view
    seen = {"played": False, "led": False}
    for _ in range(400):
        seat = w.game.to_act(w.state)[0]
        w.play(w.game.heuristic(w.state, seat))
        view.finish_animations()
        trick = [item for item in view.pieces.values() if item.spec.zone == "trick"]
        # (the trick's captions: the seat box's own name is whole where the room beside it has it,
        # s37 t3 #6, test_seat_captions_s37)
        seats = view.controller.layout._name_labels.values()
        mine = [lab for lab in labels(view) if lab.isVisible() and lab.spec.text == LONG
                and not any(lab.spec is n for n in seats)]
        if not trick or not mine:
            continue
        tops = min(item.sceneBoundingRect().top() for item in trick)
        for lab in mine:
            leads = lab.spec.tail == "leads"
            seen["led" if leads else "played"] = True
            lines = lab.text.split("\n")
            if leads and lab.text == f"{LONG} leads":
                # (s41: the leader's caption may take the felt left of the trick as well, where
                # its name is too long for its card's width, and there a name that fits is set
                # whole, at the other names' size: cut over its card alone, "Maximilian
                # Alexander-O'Connor leads" was set on three lines at 10 px beside 14, s40 t1 F5)
                assert lab.font.pixelSize() == max(10, round(lab.spec.size * lab.unit)) and lab.font.bold(), lab.text
            else:
                # (s33: on two lines before it is cut, "Cleopatra / Wilhelmina…", the words whole)
                name = lines[:-1] if leads else lines
                assert len(name) == (2 if lab.spec.up else 1), lab.text  # (overlapping cards: one line)
                assert name[-1].endswith("\u2026") and LONG.startswith(" ".join(name)[:-1].rstrip()), lab.text
                if leads:
                    assert lines[-1] == "leads"
                assert LONG in lab.toolTip()
            assert lab.sceneBoundingRect().bottom() <= tops + 1, (lab.text, lab.sceneBoundingRect(), tops)
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_a_name_over_a_trick_card_takes_a_second_line_before_it_is_cut(qtbot, data_dir):
    """s33: Saskatchewan Rummy at 2560x1440 with text scaled 2x: the person leads the 5 of spades,
    and the caption over it read "Grandpa… / leads" with empty table above the trick (Rummoli's
    seat boxes set such a name on two lines)."""
    from cardtable.core.game import Move

    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("saskatchewan_rummy", ["Grandpa Bartholomew", "Robo Rex", "Robo Ruby"], {}, seed=4,
                 computers=["", "medium", "medium"])
    w.play(Move(kind="play", card="5S"))
    w.table.view.finish_animations()
    (lab,) = [lab for lab in labels(w.table.view) if lab.spec.text == "Grandpa Bartholomew"]
    assert lab.text.replace("\n", " ") == "Grandpa Bartholomew leads", lab.text
    assert lab.font.pixelSize() >= 9
