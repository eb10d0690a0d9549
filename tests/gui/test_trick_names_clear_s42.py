"""A trick's names keep apart and clear of its focus ring (s42 t3, LOOK, Euchre at 2560x1440 text
2x: "Robo Ruby / leads" and "Robo Remy" over the trick's two cards touched, with a stray tick of
the ring between them, and the ring round the trick ran through them)."""
from __future__ import annotations

from cardtable.gui.table_view import focus_reach

from .helpers import labels, open_window, play_medium_moves, settled_view


def test_euchre_trick_names_apart_and_clear_of_the_ring(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    names = ["Lea", "Tom", "Robo Ruby", "Robo Remy"]
    w.start_game("euchre", names, {}, seed=1, open_handed=True)

    def two_played(w):
        view = settled_view(w)
        tricks = {z.spec.id for z in view.zones.values() if z.spec.plays}
        return w.game.current_player(w.state) == 0 and sum(p.spec.zone in tricks for p in view.pieces.values()) == 2
    play_medium_moves(w, 60, until=two_played)
    view = settled_view(w)
    trick = next(z for z in view.zones.values() if z.spec.plays)
    view.controller.focus_on(trick)
    view = settled_view(w)
    size, outside = trick.focus_around()
    ring_top = trick.rect.top() - focus_reach(size, outside)
    over = [i for i in labels(view) if i.spec.text in names
            and trick.rect.left() - 5 < i.scenePos().x() < trick.rect.right() + 5
            and trick.rect.top() - 120 < i.scenePos().y() < trick.rect.top()]
    assert len(over) == 2, [(i.text, i.scenePos()) for i in labels(view)]
    boxes = sorted((i.mapRectToScene(i.text_rect) for i in over), key=lambda r: r.left())
    for b in boxes:
        assert b.bottom() <= ring_top, (b, ring_top)
    gap = boxes[1].left() - boxes[0].right()
    assert gap >= 0.04 * over[0].unit, (gap, boxes)
    assert len({i.font.pixelSize() for i in over}) == 1, [(i.text, i.font.pixelSize()) for i in over]
