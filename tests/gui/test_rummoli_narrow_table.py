"""Finding (s30 t2 #16): Rummoli, eight seats, 1024x600, the score sheet's edge dragged to the
middle of the window as its note suggests: the table, then 480 px wide, kept its 12.4 card
widths across, set at 39 px a card; in the players' boxes the name, "41 chips" and "6 cards" ran
into one another (the text is never set under 10 px), and the board's captions were cut. A table
much narrower than it is wide now puts the seats beside the board and the played cards, the
prompt and the hand under it: the cards a quarter larger, each box's words apart."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.games.rummoli import GAME
from cardtable.gui.layouts import rummoli as layout
from cardtable.gui.table_view import LabelItem

from .test_score_panel_dragged_at_once import NAMES, eight_at_rummoli_with_the_sheet, sweep_edge



def test_a_narrow_table_keeps_cards_larger_and_everything_on_it(qapp):
    state = GAME.setup(NAMES, {"rounds": 3}, 1)
    for vw, vh in ((480, 535), (560, 535), (400, 500)):
        spec = layout.describe(GAME, state, GAME.current_player(state), vw / vh, GAME.status(state))
        unit = min(vw / spec.width, vh / spec.height)
        assert unit >= 1.1 * vw / 12.4, (vw, vh, unit)  # larger than it was
        for p in spec.pieces:
            w = (p.w or p.scale) if p.kind != "card" else p.scale
            assert 0 <= p.x and p.x + w <= spec.width + 1e-6 and 0 <= p.y <= spec.height, p.id
        for t in spec.targets:
            assert 0 <= t.x and t.x + t.w <= spec.width + 1e-6 and t.y + t.h <= spec.height + 1e-6, t.id
        boxes = [t for t in spec.targets if t.id.startswith(("seat:", "space:", "played", "hand"))]
        for a in boxes:
            for b in boxes:
                if a is not b and not (a.id.startswith("space:") and b.id.startswith("space:")):
                    assert a.x + a.w <= b.x + 1e-6 or b.x + b.w <= a.x + 1e-6 or a.y + a.h <= b.y + 1e-6 \
                        or b.y + b.h <= a.y + 1e-6, (vw, vh, a.id, b.id)
    # a table as wide as a laptop's keeps its board on the left, the seats and the play beside it
    spec = layout.describe(GAME, state, GAME.current_player(state), 800 / 535, GAME.status(state))
    assert spec.height == layout.TABLE_H


def test_the_seats_words_stay_apart_with_the_sheet_widened(qtbot, data_dir):
    w = eight_at_rummoli_with_the_sheet(qtbot)
    sweep_edge(w, 486)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    assert view.width() < 560
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    for seat in range(len(NAMES)):
        box = view.zones[f"seat:{seat}"].mapRectToScene(view.zones[f"seat:{seat}"].rect)
        inside = [i for i in labels if box.contains(i.mapRectToScene(i.text_rect).center())]
        assert len(inside) >= 3, (seat, [i.text for i in inside])
        for a in inside:
            for b in inside:
                if a is not b:
                    ra, rb = a.mapRectToScene(a.text_rect), b.mapRectToScene(b.text_rect)
                    assert not ra.adjusted(1, 1, -1, -1).intersects(rb), (seat, a.text, b.text)
