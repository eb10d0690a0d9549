"""Score sheet and table words (tester s38 t4 #8, "WORDS — score sheet texts"):

* "Fan Tan at the start shows totals 49/49/49/49 and says "No scores yet.""
* "Twenty-One Piles after Anna took a pile: heading "Robo Rex, Cleo and Dev lead", Anna's total 2,
  and still "No scores yet." underneath"
* "Twenty-One Piles ace choice button reads "Ace as 11: 21 (21!)" — the doubled 21 reads like a
  glitch."
* "Crazy Eights with "Play several hands" off: score sheet says "Crazy Eights: lowest total
  wins." while the rule (and the game) is "The first player to run out of cards wins.""
* "Spider's table prompt always carries an unasked hint ("…5 deals left. Hint: move the 2 of
  hearts from column 7 to column 6.") — in a patience game this gives the answer away."
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from tests.games.stacking import round_robin

from .helpers import buttons, click, drag, hand_item, open_window


def sheet_words(w):
    w.score_view_action.trigger()  # Ctrl+T
    QApplication.processEvents()
    scores = w.score_panel.scores
    return scores.caption.text(), scores.legend.text()


def test_fan_tan_at_the_start_says_chips_not_no_scores(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("fan_tan", ["Anna", "Robo Rex", "Cleo", "Dev"], {}, seed=1)
    assert w.game.scores(w.state) == [49, 49, 49, 49]  # the ante paid
    caption, legend = sheet_words(w)
    assert "No scores yet" not in legend, legend
    assert legend.startswith("The rows fill in as the game goes. Bottom row: chips; the most chips wins."), legend
    assert caption == "Fan Tan: the most chips wins.", caption


def test_twenty_one_piles_after_a_pile_is_taken(qtbot, data_dir):
    """ "Ace 1 or 11, chosen by the player whose turn it is"; "Fewest cards = winner". Cy's ace
    on a 10 makes 21, so Anna, next, takes the pile: her total is 2 and the others are ahead."""
    w = open_window(qtbot, start=False)
    hands = [["10H", "2C"], ["3D", "4D"], ["AC", "5S"]]
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "10H"), view.zones["pile1"].rect.center())
    drag(view, hand_item(view, "3D"), view.zones["pile2"].rect.center())
    drag(view, hand_item(view, "AC"), view.zones["pile1"].rect.center())
    labels = set(buttons(view))
    assert "Ace as 11: 21 (a set)" in labels and not any("(21!)" in t for t in labels), labels
    click(view, buttons(view)["Ace as 11: 21 (a set)"])
    assert len(w.state.collections[0]) == 2
    caption, legend = sheet_words(w)
    assert caption == "Ben and Cy are ahead (the fewest cards wins).", caption
    assert "No scores yet" not in legend and "Bottom row: cards; the fewest cards wins." in legend, legend


def test_crazy_eights_of_one_hand_says_the_first_out_wins(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Robo Rex", "Cleo"], {"scoring": False}, seed=1)
    caption, legend = sheet_words(w)
    assert caption == "Crazy Eights: the first player to run out of cards wins.", caption
    assert "lowest total" not in legend, legend
    # with several hands the totals decide, as before
    w.start_game("crazy_eights", ["Anna", "Robo Rex", "Cleo"], {"scoring": True}, seed=1)
    assert sheet_words(w)[0] == "Crazy Eights: lowest total wins."


def test_spider_hints_only_when_asked(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["You"], {}, seed=1)
    words = w.game.hint(w.state)
    assert words.startswith("move the ")
    assert "Hint" not in w.game.prompt(w.state, 0)
    assert "Hint" not in w.status_text()
    w.show_move_hint()  # H
    assert w.status_text() == f"Hint: {words}."
