"""Chicken Foot and Mexican Train at a hand's end: the small tiles left in each hand lie under
the seat's "+23 this hand · total 23", not on it. Tester report s28 #10: at 1024x600 with six
players the line wrapped onto two lines and the tiles were painted over "total 23"."""

from __future__ import annotations

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game

from .helpers import labels, open_window, settled_view, take_over

PLAYERS = ["Robo Rita", "Robo Rex", "Cleopatra Wilhelmina Ashbourne", "Robo Remy", "Robo Rosa", "Fay"]


def at_hand_end(game_id: str) -> Session:
    s = Session.new(get_game(game_id), PLAYERS, {}, 4)
    while s.state.phase != "hand_over":
        s.play(s.game.legal_moves(s.state)[0])
    return s


@pytest.mark.parametrize("game_id", ["chicken_foot", "mexican_train"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("sheet", [False, True])
def test_the_tiles_left_in_hand_lie_clear_of_the_totals(qtbot, data_dir, game_id, size, sheet):
    w = open_window(qtbot, size, start=False)
    w.show_session(at_hand_end(game_id), f"{game_id}-strip", False, [""] * 6)
    w.score_view_action.setChecked(sheet)  # (open, the table is narrower and its words larger)
    if w.table.curtain.isVisible():
        take_over(w)
    view = settled_view(w)
    # ("+27 this hand / total 27"; "+27 / total 27" under a name set smaller, perhaps on two lines)
    lines = [lab for lab in labels(view) if lab.isVisible() and lab.text.startswith("+") and "\ntotal " in lab.text]
    assert len(lines) == 6, [lab.text for lab in labels(view)]
    left = [item for pid, item in view.pieces.items() if pid.startswith("left:")]
    assert left
    for item in left:
        tile = item.sceneBoundingRect()
        for lab in lines:
            box = lab.mapRectToScene(lab.text_rect)
            assert not box.intersects(tile), (lab.text, box, tile)
            assert lab.text.split("\n")[1].startswith("total ")  # the total whole, on its own line
