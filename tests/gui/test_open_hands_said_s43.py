"""s43 t3 F2: "nothing on the table says the game is open-handed (the house-rules line under the
score sheet lists only "A canasta of 7s"), so a family that mis-clicked gets no warning." Where
the table lists the rules it plays by (the score sheet's line, the rules page's title), an
open-handed game among several people says so, and says it no longer once the curtain is on."""

from __future__ import annotations

from PySide6.QtWidgets import QTextBrowser

from .helpers import open_window

OPEN = "Everyone plays open-handed (no hand-off curtain)"


def test_an_open_handed_game_says_so_where_its_rules_are_listed(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    players = ["Maximilian", "Zo\u00eb", "Wilhelmina", "Bartholomew"]
    w.start_game("hand_and_foot", players, {"sevens": True}, seed=33, open_handed=True,
                 computers=["", "", "", "medium"])
    w.score_panel.show()
    w.update_score_sheet(force=True)
    legend = " ".join(w.score_panel.scores.legend.text().split())
    assert "House rules in this game: A canasta of 7s to go out; " + OPEN + "." in legend, legend
    w.show_rules()
    page = " ".join(w.rules_dialog.findChild(QTextBrowser).toPlainText().split())
    assert "House rules in this game: A canasta of 7s to go out. " + OPEN + "." in page[:300], page[:300]

    # the curtain put back (View > Hand-off Curtain): the line says only the house rule
    w.curtain_action.setChecked(True)
    w.update_score_sheet(force=True)
    assert OPEN not in w.score_panel.scores.legend.text()
    assert "A canasta of 7s" in w.score_panel.scores.legend.text()


def test_a_game_with_the_curtain_says_nothing_of_open_hands(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("hand_and_foot", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=33)
    w.score_panel.show()
    w.update_score_sheet(force=True)
    assert "open-handed" not in w.score_panel.scores.legend.text()
    assert "open-handed" not in w._house_rules_said(w.session.game)
