"""s46 t2 #6: Chicken Foot's board was centred anew at every turn (the centre double at x=454, 401
and 374 px on successive turns): the table slid under the players at each hand-off. The board now
stays where it was drawn while it fits there; it moves only when it must be drawn smaller."""

import random

from cardtable.gui.layouts.dominoes import steady_board

from .helpers import open_window


def test_the_board_stays_while_it_fits_and_is_fitted_anew_when_it_does_not():
    memory: dict = {}
    frame = (0.0, 0.0, 10.0, 6.0)
    first = steady_board(memory, ("6-6", 1.7), (1.0, 4.0, 2.0), (-1.0, -1.0, 1.0, 1.0), frame)
    assert first == (1.0, 4.0, 2.0)
    # a tile laid to the right and other open ends lit: still inside the frame where it is drawn
    assert steady_board(memory, ("6-6", 1.7), (1.0, 3.0, 2.0), (-1.0, -1.0, 3.0, 1.0), frame) == first
    # grown past the frame's right edge: fitted anew
    grown = (0.8, 3.2, 2.0)
    assert steady_board(memory, ("6-6", 1.7), grown, (-1.0, -1.0, 7.0, 1.0), frame) == grown
    # another hand (another centre double): laid out anew
    assert steady_board(memory, ("5-5", 1.7), first, (-1.0, -1.0, 1.0, 1.0), frame) == first


def test_the_centre_double_keeps_its_place_from_turn_to_turn(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("chicken_foot", ["Anna", "Ben", "Cleo"], {}, seed=1, open_handed=True)
    rnd = random.Random(1)
    seen = []
    for _ in range(8):
        view = w.table.view
        centre = next(p for p in view.spec.pieces if p.id.startswith("laid:") and "centre double" in p.name)
        seen.append((round(centre.w * view.unit), round(view.to_px(centre.x, centre.y).x()),
                     round(view.to_px(centre.x, centre.y).y())))
        legal = w.game.legal_moves(w.state)
        plays = [m for m in legal if m.kind == "play"]
        w.play(rnd.choice(plays or legal))
    # the centre double moves only with its size (the board drawn smaller to fit)
    for before, after in zip(seen, seen[1:]):
        assert before == after or before[0] != after[0], seen
    assert len(set(seen)) < len(seen) - 2, seen
