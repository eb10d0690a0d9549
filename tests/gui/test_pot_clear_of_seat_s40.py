"""Fan Tan (s40 t4 LOOK, c02.png): the pot in the table's corner had its caption "Pot" under it,
on top of the left player's name. The pot and its words stay clear of every other label."""
from __future__ import annotations

import pytest

from .helpers import labels, open_window, settle


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_pot_and_its_words_are_clear_of_the_left_players_name(qtbot, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("fan_tan", ["Mum", "Bartholomew Featherstonehaugh", "Robo Ruby", "Robo Remy"], {}, seed=1,
                 computers=["", "", "easy", "easy"])
    w.score_view_action.setChecked(True)
    view = w.table.view
    settle(view)
    pot = view.zones["pot"]
    area = pot.rect.united(pot.caption_rect()) if pot.spec.label else pot.rect
    near = [lab for lab in labels(view) if not pot.rect.contains(lab.sceneBoundingRect().center())]
    hit = [(lab.text, lab.mapRectToScene(lab.text_rect)) for lab in near
           if lab.mapRectToScene(lab.text_rect).intersects(area)]
    assert not hit, (area, hit)
    inside = [lab.text for lab in labels(view) if pot.rect.contains(lab.sceneBoundingRect().center())]
    assert any("Pot" in t for t in inside + [pot.spec.label]), inside
