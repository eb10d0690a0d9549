"""s30 t2 13: "a Gin Rummy Tournament game's set-up offers "Reds"/"Blues" ..., but Game > Gin
Rummy Tournament Evening... still fills "Guys"/"Girls" and the blank score sheet's Teams box
suggests "Guys, Girls" ... Expected: the same default everywhere. Also the start screen's player
filter stops at "8 players" while I Doubt It is for 3-10 players, so a family of 9 or 10 cannot
filter for it." """

from __future__ import annotations

from pathlib import Path

from cardtable.core.blank_sheets import GIN_TEAMS, blank_sheets
from cardtable.games import get_game, infos

from .helpers import open_window


def test_the_gin_rummy_teams_are_named_alike_everywhere(qtbot, monkeypatch, tmp_path):
    from cardtable import cli
    from cardtable.games.gin_evening import new_evening, start_from_text
    from cardtable.gui import printing
    from cardtable.gui.gin_evening_screen import GinEveningDialog
    from cardtable.gui.score_actions import BlankSheetDialog

    assert GIN_TEAMS == ("Reds", "Blues")  # neutral: "Guys" read wrong over Anna
    options = {spec.id: spec.default for spec in get_game("gin_rummy").info.options}
    assert (options["team_a"], options["team_b"]) == GIN_TEAMS  # New Game's set-up
    evening = GinEveningDialog()
    qtbot.addWidget(evening)
    assert tuple(edit.text() for edit in evening.team_edits) == GIN_TEAMS  # the evening's boxes
    assert start_from_text("Al", "Dee").teams == GIN_TEAMS == new_evening(["Al"], ["Dee"]).teams
    dialog = BlankSheetDialog(game_id="gin_rummy")
    qtbot.addWidget(dialog)
    assert dialog.teams.text() == ", ".join(GIN_TEAMS)  # the blank sheet's Teams box
    assert blank_sheets("gin_rummy", [])[0].columns == GIN_TEAMS
    made: list = []
    monkeypatch.setattr(printing, "export_pdf", lambda sheets, pdf, page: made.extend(sheets) or Path(pdf))
    assert cli.sheet("gin_evening", "Al,Ben,Dee,Eve", None, None, "A4", tmp_path / "e.pdf") == 0
    assert made[-1].columns == GIN_TEAMS  # cardtable sheet gin_evening


def test_the_players_filter_offers_every_number_a_game_is_for(qtbot, data_dir):
    w = open_window(qtbot)
    box = w.start.players_box
    numbers = [box.itemData(i) for i in range(1, box.count())]
    lowest, highest = min(i.min_players for i in infos()), max(i.max_players for i in infos())
    assert numbers == list(range(lowest, highest + 1)) and highest >= 10
    box.setCurrentIndex(box.findData(10))
    assert [t.info.id for t in w.start.tiles if t.matched] == ["i_doubt_it"]
    assert box.itemText(box.count() - 1) == "10 players"
