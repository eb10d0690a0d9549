"""Chicken Foot and Mexican Train at a hand's end: the small tiles left in each hand lie under
the seat's "+23 this hand · total 23", not on it. Tester report s28 #10: at 1024x600 with six
players the line wrapped onto two lines and the tiles were painted over "total 23".

s44: the tiles were drawn about 6x10 px at 1024x600, too small to read or count. They are drawn
where they read (LEFT_TILE_LEAST px across at the least), else the seat says how many ("7 tiles
left"), under its total and clear of it."""

from __future__ import annotations

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.layouts import dominoes

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
    lines = sorted((lab for lab in labels(view) if lab.isVisible() and lab.text.startswith("+") and "\ntotal " in lab.text),
                   key=lambda lab: lab.spec.x)
    assert len(lines) == 6, [lab.text for lab in labels(view)]
    left = [item for pid, item in view.pieces.items() if pid.startswith("left:")]
    for item in left:  # drawn only where they read
        assert min(item.w, item.h) >= dominoes.LEFT_TILE_LEAST - 0.01, (item.spec.id, item.w, item.h)
    said = [lab for lab in labels(view) if lab.isVisible() and lab.text.endswith((" tiles left", " tile left"))]
    zones = w.game.observation(w.state, 0)["zones"]  # (every hand face up at a hand's end)
    for seat in range(len(PLAYERS)):
        held = sum(1 for c in zones[f"hand/{seat}"]["cards"] if c is not None)
        drawn = [item for item in left if item.spec.id.startswith(f"left:{seat}:")]
        words = [lab.text for lab in said if abs(lab.spec.x - lines[seat].spec.x) < 0.01]
        if held:  # the tiles, else how many
            assert len(drawn) == held or words == [f"{held} tile{'s' if held != 1 else ''} left"], (seat, held, words)
    assert said or left
    for item in [i.sceneBoundingRect() for i in left] + [lab.mapRectToScene(lab.text_rect) for lab in said]:
        for lab in lines:
            box = lab.mapRectToScene(lab.text_rect)
            assert not box.intersects(item), (lab.text, box, item)
            assert lab.text.split("\n")[1].startswith("total ")  # the total whole, on its own line
