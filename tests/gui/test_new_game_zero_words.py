"""Set-up's spin boxes say in words what their lowest value means (tester t3, s29, finding 9:
"the spin box shows **0** and the grey line explains that 0 means "one for every double in the
set" [...] A grandparent reads "Hands: 0" as "no hands". Expected: the box itself says "All (10)"
/ "Until we stop" at its lowest value")."""

from __future__ import annotations

import pytest

from cardtable.games import catalogue, get_game
from cardtable.gui.new_game import NewGameDialog

WORDS = {
    ("chicken_foot", "hands"): "One per double",
    ("mexican_train", "hands"): "All 13",
    ("biscuit", "hands"): "One deal each",
    ("biscuit", "target"): "No target",
    ("fan_tan", "deals"): "One deal each",
    ("rummoli", "rounds"): "Until we stop",
}


@pytest.mark.parametrize("game_id, option", sorted(WORDS))
def test_the_box_shows_the_words_at_its_lowest(qtbot, game_id, option):
    ngd = NewGameDialog(get_game(game_id), remembered={"options": {option: 0}})
    qtbot.addWidget(ngd.dialog)
    box = ngd.option_widgets[option]
    box.setValue(0)
    assert box.text() == WORDS[game_id, option]
    assert ngd.options()[option] == 0  # (the game still gets its 0)
    spec = get_game(game_id).info.option(option)
    assert spec.value_text(0) == WORDS[game_id, option]  # (the score sheet's house rules too)
    box.setValue(3)
    assert box.text() == "3"


def test_no_option_explains_a_bare_zero():
    for game in catalogue().values():
        for spec in game.info.options:
            assert "(0:" not in spec.description, (game.info.id, spec.id)
