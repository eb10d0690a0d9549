"""s46 t2 #9: 10,000, 5 in a Row and Jokers Wild showed "Seed (same seed, same rolls): leave empty
for fresh rolls" under "At the table", a developer's field a family does not understand. Every
game's New Game now folds the seed away under "More" (kept for replays and tests); "At the table"
shows only where it has a choice (open-handed, for a game with something hidden)."""

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog


def test_the_seed_is_folded_under_more_and_still_deals_the_same(qtbot):
    for game_id in ("ten_thousand", "five_in_a_row", "jokers_wild", "hearts"):
        ngd = NewGameDialog(get_game(game_id))
        qtbot.addWidget(ngd.dialog)
        d = ngd.dialog
        d.show()
        qtbot.waitExposed(d)
        assert d.seedEdit.isHidden() and d.seedLabel.isHidden() and not d.moreToggle.isHidden(), game_id
        assert d.tableBox.isHidden() == d.openHanded.isHidden() == (game_id == "ten_thousand"), game_id
        d.moreToggle.click()
        assert d.seedEdit.isVisible() and d.focusWidget() is d.seedEdit, game_id  # (typed in at once)
        d.seedEdit.setText("42")
        assert ngd.seed() == 42
        d.moreToggle.click()
        assert d.seedEdit.isHidden(), game_id
        d.close()
