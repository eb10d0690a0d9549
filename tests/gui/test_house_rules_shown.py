"""Finding s27 N6: "nothing on the table, the score sheet or Help > Rules says that this game is
being played with "Aces are 50 points" ... a family checking the sheet would think the score is
wrong." The house rules in effect are said on the score sheet beside the table, on its printout
and under the title of the rules page of the game in play; a game by the rules as written says so on
its rules page. (These games are open-handed among two people, which the table says with its
house rules: s43 t3 F2.)"""

from __future__ import annotations

from PySide6.QtWidgets import QTextBrowser

from .helpers import open_window


def test_house_rules_in_play_are_on_the_sheet_and_the_rules_page(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {"aces_50": True}, seed=1, open_handed=True)
    w.score_panel.show()
    w.update_score_sheet(force=True)
    open_hands = "Everyone plays open-handed (no hand-off curtain)"
    assert w.current_sheet().house_rules == ("Aces are 50 points", open_hands)
    assert f"House rules in this game: Aces are 50 points; {open_hands}." in w.score_panel.scores.legend.text()
    w.show_rules()
    page = w.rules_dialog.findChild(QTextBrowser).toPlainText()
    assert page.startswith("Horseshit Rummy") and "Aces are 50 points." in page[:80], page[:120]
    assert "House rules in this game: Aces are 50 points." in page

    # the next game, by the rules as written: the page follows and says so
    w.start_game("horseshit_rummy", ["Anna", "Ben"], {}, seed=1, open_handed=True)
    w.show_rules()
    page = w.rules_dialog.findChild(QTextBrowser).toPlainText()
    assert "Aces are 50 points." not in page[:80]
    # (s42 t3: "for this game: it is played by the rules as written." while the page lists the
    # choices our table made)
    assert "No house rules are chosen: it is played by the rules as written, read as below." in page[:140], page[:140]
    w.update_score_sheet(force=True)
    assert "House rules" not in w.score_panel.scores.legend.text().replace(
        f"House rules in this game: {open_hands}.", "")
