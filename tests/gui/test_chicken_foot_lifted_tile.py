"""Chicken Foot: a tile of the hand picked up (raised where it lies, outlined in gold) keeps clear
of the words over the hand ("Anna's tiles") and those keep clear of the prompt over them (s40
t-report: the raised tile covered 4 px of the hand's name line at 1024x600; moving the line up
ran it into the prompt). Real keys on a real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.gui.table_view import LabelItem

from .helpers import curtain_key, guard_clock, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest

pytestmark = pytest.mark.curtain_guard


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("names", [["Anna", "Ben"], ["Maximilian Alexander", "Ben", "Cleo", "Dan"]])
def test_a_raised_tile_keeps_clear_of_the_hand_s_name_and_that_of_the_prompt(qtbot, data_dir, monkeypatch,
                                                                             size, names):
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot, size=size, start=False)
    w.start_game("chicken_foot", names, {}, seed=5)
    view = w.table.view
    for _ in range(3):
        rest(clock)
        if w.table.curtain.isVisible():
            key(w, curtain_key(w))
        if any(m.kind == "play" for m in w.game.legal_moves(w.state)):
            break
    rest(clock)
    key(w, Qt.Key_Return)  # the first tile that plays, picked up
    held = view.controller.focus_item
    lifted = [i for i in view.pieces.values() if getattr(i, "selected", False) or getattr(i, "lifted", False)]
    assert lifted, "no tile picked up"
    labels = {i.spec.text: i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()}
    title = next(i for t, i in labels.items() if t.endswith("'s tiles"))
    prompt = next(i for i in labels.values() if i.spec is view.spec.prompt)
    words = title.mapRectToScene(title.text_rect)
    said = prompt.mapRectToScene(prompt.text_rect)
    for tile in lifted:
        r = tile.sceneBoundingRect()  # (with its gold outline and its shadow)
        if r.left() < words.right() and words.left() < r.right():
            assert r.top() >= words.bottom(), (size, tile.spec.id, r.top(), words.bottom(), held)
    assert words.top() >= said.bottom(), (size, words.top(), said.bottom())
