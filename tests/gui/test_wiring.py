"""The main window's wiring: the score panel and score sheet actions, settings (window place,
names, choices, Continue), Save As through the store, open-handed kept with the save, and the
start screen with games whose table is not built yet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from cardtable.gui import settings
from cardtable.gui.layouts import LAYOUTS
from cardtable.gui.main_window import MainWindow
from cardtable.store.saves import SaveStore

from .helpers import open_window as shared_open_window


def open_window(qtbot, start: bool = True) -> MainWindow:
    """A window whose late start-up work (score panel, print actions) has run (``start``: as
    helpers.open_window's)."""
    w = shared_open_window(qtbot, start=start)
    qtbot.waitUntil(lambda: w._late_done, timeout=3000)
    return w


def play_some(w, n):
    for _ in range(n):
        if w.game.is_over(w.state):
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        w.play(w.game.legal_moves(w.state)[0])


def test_settings_never_touch_the_real_config(config_dir):
    s = settings.settings()
    assert Path(s.fileName()).parent == config_dir
    assert "CARDTABLE_CONFIG_DIR" in os.environ


# ----- 1. score sheets ------------------------------------------------------------------------------
def test_score_panel_follows_every_move_and_highlights_the_leader(qtbot, data_dir):
    w = open_window(qtbot)
    assert w.score_panel is None and not w.score_view_action.isEnabled()  # nothing before a game
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {"scoring": True, "target": 50}, seed=5)
    panel = w.score_panel
    assert panel is not None and panel.isVisible() and w.score_view_action.isChecked()  # several hands
    assert w.dockWidgetArea(panel) is not None
    while not w.game.is_over(w.state) and w.state.hand_no < 3:
        play_some(w, 1)
        assert panel.sheet == w.game.score_sheet(w.state)
    sheet = panel.sheet
    assert len([r for r in sheet.rows if r.kind == "round"]) >= 1
    assert panel.scores.leader_columns() == sheet.leaders()
    # View > Score Sheet hides it, and the choice is remembered for this game
    w.score_view_action.trigger()
    assert not panel.isVisible() and settings.game_choices("crazy_eights")["score_panel"] is False
    play_some(w, 1)  # no update while hidden; shown again it is current
    w.score_view_action.trigger()
    assert panel.isVisible() and panel.sheet == w.game.score_sheet(w.state)
    # the dock's own close button unticks the menu (once the moment is over: a dock floated or
    # docked is hidden for a moment too, test_sheet_float_and_dock)
    panel.close()
    qtbot.waitUntil(lambda: not w.score_view_action.isChecked())
    w.back_to_start()
    assert not panel.isVisible() and not w.score_view_action.isEnabled()


def test_single_hand_game_starts_with_the_panel_hidden(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    assert not w.score_view_action.isChecked()
    assert w.score_panel is None or not w.score_panel.isVisible()
    w.score_view_action.trigger()
    assert w.score_panel.isVisible() and w.score_panel.sheet == w.game.score_sheet(w.state)


def test_score_sheet_actions_in_the_game_menu(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot)
    texts = [a.text() for a in w.game_menu.actions()]
    i = texts.index("&Print Score Sheet\u2026")
    assert texts[i + 1:i + 3] == ["&Export Score Sheet as PDF\u2026", "Print &Blank Score Sheet\u2026"]
    assert texts[-1] == "&Quit" and texts[-2] == "&Back to Start"
    assert w.score_actions["print"].shortcut().toString() == "Ctrl+P"
    assert w.current_sheet() is None
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=2)
    assert w.current_sheet() == w.game.score_sheet(w.state)
    shown = []
    import cardtable.gui.printing as printing

    monkeypatch.setattr(printing, "print_preview", lambda window, sheet: shown.append(sheet))
    w.score_actions["print"].trigger()
    assert shown == [w.game.score_sheet(w.state)]


def test_game_over_panel_shows_the_sheet_totals(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=4, open_handed=True)
    play_some(w, 500)
    assert w.game.is_over(w.state) and w.table.over.isVisible()
    sheet = w.game.score_sheet(w.state)
    text = w.table.over.text()
    for name, total in zip(sheet.columns, sheet.totals):
        assert f"{name}  {total}" in text
    # (a game of one hand: "The first player to run out of cards wins", s38 t4 #8)
    assert sheet.extra.get("goal", "lowest total wins") in text


def test_score_panel_and_printing_load_after_the_first_paint():
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from cardtable.gui.main_window import MainWindow; w = MainWindow(); "
            "print('QtPrintSupport' in ' '.join(sys.modules), 'cardtable.gui.score_panel' in sys.modules, "
            "'cardtable.gui.score_actions' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout.split()
    assert out == ["False", "False", "False"]


# ----- 2. packaging: icon, settings ---------------------------------------------------------------
def test_app_identity_gives_the_window_icon(qapp):
    from cardtable.gui.icon import APP_ID, apply_app_identity

    apply_app_identity(qapp)
    assert not qapp.windowIcon().isNull() and qapp.desktopFileName() == APP_ID


def test_window_place_is_remembered_and_clamped(qtbot, data_dir):
    w = open_window(qtbot)
    w.resize(640, 480)
    w.close()
    data = json.loads(settings.settings().value("window"))
    assert (data["w"], data["h"]) == (w.width(), w.height())
    w2 = MainWindow()
    qtbot.addWidget(w2)
    assert settings.restore_window(w2)
    assert (w2.width(), w2.height()) == (data["w"], data["h"])
    # a place on a screen that is gone, larger than the screen: clamped into the available area
    settings._set_json("window", {"x": 99999, "y": -5000, "w": 99999, "h": 99999, "maximized": False})
    w3 = MainWindow()
    qtbot.addWidget(w3)
    assert settings.restore_window(w3)
    area = QApplication.primaryScreen().availableGeometry()
    assert area.contains(QRect(w3.pos(), w3.size()))
    settings._set_json("window", "junk")
    assert not settings.restore_window(MainWindow())
    assert settings.clamp(QRect(-50, 10, 300, 200), QRect(0, 0, 1366, 768)) == QRect(0, 10, 300, 200)


def test_new_game_dialog_prefills_last_names_and_options(qtbot, data_dir, monkeypatch):
    from cardtable.gui.new_game import NewGameDialog

    w = open_window(qtbot)
    seen = []

    def fake_exec(dlg):
        seen.append(dlg)
        if len(seen) == 1:  # first time: the defaults; type names, pick house rules, deal
            for edit, name in zip(dlg.name_edits, ["Oma", "Opa", "Mia", "Tom"]):
                edit.setText(name)
            dlg.dialog.playerCount.setValue(4)
            dlg.option_widgets["scoring"].setChecked(True)
            dlg.dialog.openHanded.setChecked(True)
            dlg._accept()
            return dlg.choice()
        return None

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    w.new_game_dialog("crazy_eights")
    assert w.state.players == ("Oma", "Opa", "Mia", "Tom") and w.state.options["scoring"] is True
    assert w.open_handed
    w.back_to_start()
    w.new_game_dialog("crazy_eights")  # a new window next time: prefilled from the settings
    dlg = seen[-1]
    assert dlg.players() == ["Oma", "Opa", "Mia", "Tom"]
    assert dlg.option_widgets["scoring"].isChecked()
    # but not open-handed: no curtain is a choice made anew for each game (s36 t4 #23)
    assert not dlg.dialog.openHanded.isChecked()
    # names per seat carry over to another game; its own options stay at their defaults
    d2 = NewGameDialog(w.game if w.session else __import__("cardtable.games", fromlist=["x"]).get_game("rummoli"),
                       w, None, settings.seat_names(), settings.game_choices("rummoli"))
    assert [e.text() for e in d2.name_edits[:4]] == ["Oma", "Opa", "Mia", "Tom"]
    # a remembered option this version refuses is left at its default
    settings._set_json("games/crazy_eights", {"count": 99, "options": {"target": "lots", "scoring": 3}})
    from cardtable.games import get_game

    d3 = NewGameDialog(get_game("crazy_eights"), w, None, [], settings.game_choices("crazy_eights"))
    assert d3.options() == {o.id: o.default for o in get_game("crazy_eights").info.options}
    assert d3.dialog.playerCount.value() == get_game("crazy_eights").info.max_players


def test_continue_opens_the_game_last_on_the_table(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    first = w.save_id
    play_some(w, 3)
    w.start_game("crazy_eights", ["Cleo", "Dev"], {}, seed=2)
    play_some(w, 2)
    w.open_save(first)  # back to the first game, no move made: it is still "where we left off"
    position = w.state.to_json()
    w.close()
    w2 = open_window(qtbot)
    assert w2.latest_save().save_id == first
    w2.continue_latest()
    assert w2.save_id == first and w2.state.to_json() == position


# ----- 3. Save As ----------------------------------------------------------------------------------
def test_save_as_writes_a_copy_through_the_store(qtbot, data_dir, tmp_path):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1, open_handed=True)
    play_some(w, 4)
    w.save_copy(tmp_path / "sunday")
    assert "sunday.json" in w.status_text()
    session, table = SaveStore().load_with_table(tmp_path / "sunday.json")
    assert session.state.to_json() == w.state.to_json() and table == {"open_handed": True, "copy": True}
    shown = []
    w.error = lambda title, text: shown.append(text)
    (tmp_path / "folder.json").mkdir()
    w.save_copy(tmp_path / "folder.json")
    assert shown and "folder" in shown[0]


# ----- 4. open-handed kept with the save -----------------------------------------------------------
def test_open_handed_survives_a_reload(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    sid = w.save_id
    play_some(w, 2)
    header = json.loads(SaveStore().path_of(sid).read_text("utf-8").splitlines()[0])  # the save's first line
    assert header["table"] == {"open_handed": True} and header["schema"] == 2
    w.back_to_start()
    w.open_save(sid)
    # opened from the save, the first hand waits behind one curtain (whoever opens it may not be
    # the person whose turn it is: s29 t1 #1); then open hands, as agreed
    assert w.open_handed and not w.curtain_action.isChecked() and w.table.curtain.isVisible()
    w.table.curtain.reveal()
    play_some(w, 1)
    assert not w.table.curtain.isVisible()
    # switching the curtain back on is saved at once, without a move
    w.curtain_action.setChecked(True)
    assert SaveStore().load_with_table(sid)[1] == {"open_handed": False}
    w.back_to_start()
    w.open_save(sid)
    assert not w.open_handed and w.curtain_action.isChecked()


# ----- 6. the start screen -------------------------------------------------------------------------
def test_games_without_a_table_are_coming_soon(qtbot, data_dir):
    from cardtable.games import infos

    w = open_window(qtbot)
    start = w.start
    ids = [i.id for i in infos()]
    assert set(start.new_game_buttons) == set(ids)
    for gid, button in start.new_game_buttons.items():
        assert button.isEnabled() == (gid in LAYOUTS)
    soon = [gid for gid in ids if gid not in LAYOUTS]
    assert start.columns() == 3  # 1366x768: three game tiles to a row
    if soon:  # a stray Ctrl+N or a direct call never opens a game that has no table
        w.new_game_dialog(soon[0])
        assert "coming soon" in w.status_text()
        assert w.session is None
    assert w._current_game_id() in LAYOUTS
    w.resize(700, 600)
    qtbot.waitUntil(lambda: start.columns() == 1, timeout=2000)


def test_the_catalogue_is_grouped_by_family_and_filtered(qtbot, data_dir):
    """The start screen's game tiles are grouped by family, never scroll sideways, and the
    search box and the number of players narrow them down: "we are five" shows only the games
    five can play."""
    from PySide6.QtWidgets import QLabel

    from cardtable.games import infos

    w = open_window(qtbot)
    start = w.start
    headings = [c.text() for c in start.cards if isinstance(c, QLabel) and c.objectName() == "Family" and c.isVisible()]
    families = {i.family for i in infos()}
    assert set(headings) <= families | {"More games"} and len(headings) == len(set(headings))
    # every tile shows its whole name, and the grid is no wider than its scroll area
    for tile in start.tiles:
        assert tile.isVisible() and tile.width() >= tile.name_label.sizeHint().width()
    assert start.catalogue_holder.width() <= start.catalogue_scroll.viewport().width()
    assert start.catalogue_scroll.horizontalScrollBar().maximum() == 0

    start.filter_edit.setText("rummy")
    shown = [t.info.id for t in start.tiles if t.isVisible()]
    assert "gin_rummy" in shown and "hearts" not in shown
    start.filter_edit.setText("")
    start.players_box.setCurrentIndex(start.players_box.findData(5))
    shown = {t.info.id for t in start.tiles if t.isVisible()}
    assert shown == {i.id for i in infos() if 5 in i.allowed_counts()}
    start.filter_edit.setText("no such game at all")
    assert not any(t.isVisible() for t in start.tiles) and start.no_match.isVisible()
    # a click on a tile opens the New Game dialog of its game
    start.filter_edit.setText("")
    start.players_box.setCurrentIndex(0)
    opened = []
    start.new_game.disconnect(w.new_game_dialog)  # (the dialog itself is tested elsewhere)
    start.new_game.connect(opened.append)
    qtbot.mouseClick(start.new_game_buttons["hearts"], Qt.LeftButton)
    assert opened == ["hearts"]
    # Ctrl+F goes to the search box; Enter there opens the one game left, and nothing while several are
    # (a widget has the focus only in the active window: two test windows at once took turns)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    start.new_game_buttons["hearts"].setFocus()
    qtbot.keyClick(start.new_game_buttons["hearts"], Qt.Key_F, Qt.ControlModifier)
    qtbot.waitUntil(start.filter_edit.hasFocus, timeout=2000)
    start.filter_edit.setText("rummy")
    qtbot.keyClick(start.filter_edit, Qt.Key_Return)
    start.filter_edit.setText("euchre")
    qtbot.keyClick(start.filter_edit, Qt.Key_Return)
    assert opened == ["hearts", "euchre"]
    # words other games' descriptions hold too: the game they name is scrolled into view, and
    # Enter opens it (seen: "hand and" left Hand and Foot below four others, and Enter did nothing)
    start.filter_edit.setText("hand and")
    tile = next(t for t in start.tiles if t.info.id == "hand_and_foot")
    assert sum(t.isVisible() for t in start.tiles) > 1
    qtbot.waitUntil(lambda: not tile.visibleRegion().isEmpty(), timeout=2000)
    qtbot.keyClick(start.filter_edit, Qt.Key_Return)
    assert opened == ["hearts", "euchre", "hand_and_foot"]
    # a game's whole name opens it though another game's name holds it too (seen: "cassino" and
    # Enter did nothing, Cassino Party Game being left as well); a part of both names opens none
    start.filter_edit.setText("Cassino ")
    qtbot.keyClick(start.filter_edit, Qt.Key_Return)
    start.filter_edit.setText("cass")
    qtbot.keyClick(start.filter_edit, Qt.Key_Return)
    assert opened == ["hearts", "euchre", "hand_and_foot", "cassino"]


def test_games_named_by_the_search_words_come_first(qtbot, data_dir):
    """Seen (s25 #13): typing "five" listed Jokers Wild (which mentions "five marbles") first and
    Five Hundreds third; "hand and" listed six games before Hand and Foot Canasta. The games
    whose name holds the words come first, then those found by what they are."""
    w = open_window(qtbot)
    start = w.start
    box = start.catalogue_box

    def in_view():
        tiles = [t for t in start.tiles if t.isVisible()]
        return [t.info.id for t in sorted(tiles, key=lambda t: box.getItemPosition(box.indexOf(t))[:2])]

    for words, first in (("five", "five_hundreds"), ("hand and", "hand_and_foot")):
        start.filter_edit.setText(words)
        shown = in_view()
        assert len(shown) > 1 and shown[0] == first, shown
    start.filter_edit.setText("")
    assert in_view() == [t.info.id for t in start.tiles]  # the catalogue's own order again


def test_families_of_one_game_go_together_and_long_names_wrap():
    """The catalogue's families in catalogue order, those of one game under "More games"; the
    saved games' "whose turn" column breaks a long name (after a hyphen) rather than widening."""
    from types import SimpleNamespace as G

    from cardtable.gui.start_screen import MORE_GAMES, family_groups, wrap_words

    games = [G(id="a", family="Rummy"), G(id="b", family="Dice"), G(id="c", family="Rummy"), G(id="d", family="Go")]
    assert [(f, [g.id for g in gs]) for f, gs in family_groups(games)] == [("Rummy", ["a", "c"]),
                                                                          (MORE_GAMES, ["b", "d"])]
    assert wrap_words("Bartholomew-Maximilianus-Smith", 20) == "Bartholomew-\nMaximilianus-Smith"
    assert wrap_words("Pass three cards left. Still to pass", 20) == "Pass three cards\nleft. Still to pass"
    assert wrap_words("x" * 45, 20).split("\n") == ["x" * 20, "x" * 20, "x" * 5]


def test_new_game_dialog_steps_over_player_counts_the_game_does_not_allow(qtbot, data_dir):
    """5 in a Row is for 2 or 4 players: the count goes 2 -> 4 -> 2, never 3."""
    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    game = get_game("five_in_a_row")
    assert game.info.players_text() == "2 or 4"
    dlg = NewGameDialog(game, None)
    qtbot.addWidget(dlg.dialog)
    box = dlg.dialog.playerCount
    box.setValue(2)
    box.stepUp()
    assert box.value() == 4
    assert sum(1 for e in dlg.name_edits if not e.isHidden()) == 4
    box.stepDown()
    assert box.value() == 2
    assert sum(1 for e in dlg.name_edits if not e.isHidden()) == 2


def test_new_game_says_who_partners_whom_as_the_names_count_and_rules_change(qtbot, data_dir):
    """Euchre: "4 people can play, opposites are partners": the rows are the order round the
    table, so the dialog says which names play together, and follows the names typed, the count
    (5 in a Row: "with four players opposites are partners") and Fast Track's "Partners" rule."""
    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("euchre"), None)
    qtbot.addWidget(dlg.dialog)
    label = dlg.dialog.partnersLabel
    for edit, name in zip(dlg.name_edits, ["Oma", "Opa", "Mia", "Tom"]):
        edit.setText(name)
    assert not label.isHidden() and label.text() == "Partners: Oma and Mia against Opa and Tom."
    dlg.name_edits[1].setText("Oma")  # two the same: no deal; Deal's reason in the line's place
    assert not label.isHidden() and label.text() == "Two players are called 'Oma'; give each a different name."

    five = NewGameDialog(get_game("five_in_a_row"), None)
    qtbot.addWidget(five.dialog)
    five.dialog.playerCount.setValue(2)  # (no partners: who plays which colour, s31 t3 #2)
    assert five.dialog.partnersLabel.text() == "Anna plays blue, Ben red."
    five.dialog.playerCount.setValue(4)
    assert five.dialog.partnersLabel.text() == ("Partners: Anna and Cleo against Ben and Dev. "
                                                "Anna and Cleo play blue, Ben and Dev red.")

    track = NewGameDialog(get_game("fast_track"), None)
    qtbot.addWidget(track.dialog)
    track.dialog.playerCount.setValue(6)
    assert track.dialog.partnersLabel.isHidden()  # everyone for themselves unless the rule is on
    track.option_widgets["partners"].setChecked(True)
    assert track.dialog.partnersLabel.text() == "Partners: Anna and Dev; Ben and Eli; Cleo and Gus."


def test_new_game_says_who_is_a_lady_in_court_whist(qtbot, data_dir):
    """Court Whist: "each set of partners will include one lady and one man". Left empty, the
    Ladies box made Ben and Dev the ladies of Anna, Ben, Cleo and Dev, and nothing said so before
    the table's "man" and "lady" marks (explore 2). Now every second player from the first is a
    lady, and the dialog says who is which under the names, following the names and the box
    (while the box cannot be dealt: the reason Deal would give, in the line's place)."""
    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("court_whist"), None)
    qtbot.addWidget(dlg.dialog)
    label = dlg.dialog.partnersLabel
    assert dlg.players() == ["Anna", "Ben", "Cleo", "Dev"] and dlg.options() == {"ladies": ""}
    assert not label.isHidden() and label.text() == "Ladies: Anna and Cleo. Men: Ben and Dev."
    dlg.dialog.playerCount.setValue(5)
    assert label.text() == "Ladies: Anna, Cleo and Eli. Men: Ben and Dev."
    dlg.option_widgets["ladies"].setText("Anna, Cleo")
    assert label.text() == "Ladies: Anna and Cleo. Men: Ben, Dev and Eli."
    dlg.option_widgets["ladies"].setText("Anna")  # one lady: Deal's reason, as it is typed (s30 t4 #7)
    assert label.text() == "Court Whist needs at least two men and two ladies: each side is a man and a lady."
    dlg.option_widgets["ladies"].setText("Zed")
    # not a player: the reason stands where the line was, as it is typed (tester t3, s30 #4: the
    # line went away with no reason, which came only after Deal)
    assert not label.isHidden() and label.text() == "'Zed' is in the ladies but is not one of the players."
    dlg.dialog.playerCount.setValue(4)
    dlg.option_widgets["ladies"].setText("Anna, Zoe")
    assert not label.isHidden() and label.text() == "'Zoe' is in the ladies but is not one of the players."


def test_the_wheel_over_a_house_rule_box_scrolls_the_page_and_leaves_the_rule(qtbot, data_dir):
    """Rolling the wheel down the New Game page over Fan Tan's starting chips changed them (50
    to 47, unseen). A box not clicked into keeps its value; the page scrolls instead. Clicked
    into, the wheel turns it as usual."""
    from PySide6.QtCore import QPoint, QPointF, QRect
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QSpinBox

    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("fan_tan"), None)
    qtbot.addWidget(dlg.dialog)
    dlg._fit(QRect(0, 0, 1024, 420))  # short: the page scrolls
    dlg.dialog.show()
    qtbot.waitExposed(dlg.dialog)
    # (the dialog active, as on a desktop: Qt gives a box the focus on the wheel's first notch
    # before any filter sees it, and the guard let that notch and the next through)
    dlg.dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg.dialog)
    spins = [w for w in dlg.option_widgets.values() if isinstance(w, QSpinBox)]
    assert spins
    bar = dlg.dialog.settingsScroll.verticalScrollBar()
    assert bar.maximum() > 0

    def roll(widget, notches=-3):
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(widget.rect().center())), QPoint(0, 0),
                            QPoint(0, 120 * notches), Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)

    values = [s.value() for s in spins]
    roll(spins[0])
    roll(spins[0])
    assert [s.value() for s in spins] == values and bar.value() > 0 and not spins[0].hasFocus()
    # a real wheel (the desktop's, not sent as here) focuses a box with wheel focus first
    assert all(box.focusPolicy() & Qt.WheelFocus != Qt.WheelFocus for box in spins + dlg.kind_boxes)
    kind = dlg.kind_boxes[0]
    roll(kind, -1)
    assert kind.currentIndex() == 0  # still a person
    spins[0].setFocus()
    qtbot.waitUntil(spins[0].hasFocus)
    roll(spins[0], 1)
    assert spins[0].value() != values[0]


def test_a_house_rule_that_applies_with_another_is_greyed_while_that_one_is_off(qtbot, data_dir):
    """Crazy Eights' target score: "With several hands: the game ends when someone reaches this
    many penalty points." One hand has no target, so the box and its words are greyed until
    "Play several hands" is ticked, and grey again when it is unticked."""
    from PySide6.QtWidgets import QLabel

    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("crazy_eights"), None)
    qtbot.addWidget(dlg.dialog)
    target, several = dlg.option_widgets["target"], dlg.option_widgets["scoring"]
    words = [lab for lab in dlg.dialog.optionsBox.findChildren(QLabel)
             if "Target score" in lab.text() or "reaches this many" in lab.text()]
    assert len(words) == 3 and not several.isChecked()  # its heading, note and limits (said when passed)
    assert not target.isEnabled() and not any(lab.isEnabled() for lab in words)
    several.setChecked(True)
    assert target.isEnabled() and all(lab.isEnabled() for lab in words)
    target.setValue(150)
    several.setChecked(False)
    assert not target.isEnabled()
    several.setChecked(True)
    assert dlg.options() == {**{o.id: o.default for o in get_game("crazy_eights").info.options},
                             "scoring": True, "target": 150}


def test_fast_tracks_play_for_your_partner_is_greyed_without_partners(qtbot, data_dir):
    """Fast Track: "When all your marbles are home, play your cards for your partner." Without
    "Partners" nobody has one: the rule was offered ticked beside "Partners" unticked."""
    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("fast_track"), None)
    qtbot.addWidget(dlg.dialog)
    partners, helps = dlg.option_widgets["partners"], dlg.option_widgets["partner_helps"]
    dlg.dialog.playerCount.setValue(4)  # (partners play with 4 or 6: greyed out at 3)
    assert not partners.isChecked() and partners.isEnabled() and not helps.isEnabled()
    partners.setChecked(True)
    assert helps.isEnabled() and helps.isChecked()


def test_a_house_rule_with_named_choices_offers_them_in_words(qtbot, data_dir):
    """Oh Hell!'s "Rules": our rule book's, or all of Denexa's. The list
    offered the bare values ("book", "card_maker"); it offers words, and the score sheet's house
    rules name the choice the same way, while the game is still set up with the value."""
    from cardtable.core.scoresheet import house_rules_text
    from cardtable.games import catalogue, get_game
    from cardtable.gui.new_game import NewGameDialog

    game = get_game("oh_hell")
    dlg = NewGameDialog(game, None)
    qtbot.addWidget(dlg.dialog)
    box = dlg.option_widgets["rules"]
    shown = [box.itemText(i) for i in range(box.count())]
    assert shown == ["Our table's rules", "Some of Denexa's rules", "All of Denexa's rules"]
    box.setCurrentIndex(2)
    assert dlg.options()["rules"] == "card_maker"
    assert house_rules_text(game.info, {"rules": "card_maker"}) == ("All of Denexa's rules",)
    for other in catalogue().values():
        for spec in other.info.options:
            if spec.choice_names is not None:  # one name for each choice
                assert spec.choices is not None and len(spec.choice_names) == len(spec.choices), spec.id


def test_oh_hell_rules_box_follows_the_denexa_ticks(qtbot, data_dir):
    """Oh Hell!'s "Rules" box and the Denexa rules ticked under it agree. With "Dealer makes the
    bids exceed the cards" and "Ten a trick" ticked the box still said "Our table's rules",
    which the rules page says "plays none". A tick makes it "Some of Denexa's rules", every tick
    "All of Denexa's rules"; choosing all ticks them all, choosing the book unticks them."""
    from cardtable.core.scoresheet import house_rules_text
    from cardtable.games import get_game
    from cardtable.games.oh_hell import CARD_MAKER_RULES
    from cardtable.gui.new_game import NewGameDialog

    game = get_game("oh_hell")
    dlg = NewGameDialog(game, None)
    qtbot.addWidget(dlg.dialog)
    box, w = dlg.option_widgets["rules"], dlg.option_widgets
    assert box.currentText() == "Our table's rules"
    w["dealer_over"].setChecked(True)
    w["tens"].setChecked(True)
    assert box.currentText() == "Some of Denexa's rules"
    assert dlg.options()["rules"] == "some"
    assert house_rules_text(game.info, dlg.options()) == (
        "Dealer makes the bids exceed the cards and ten a trick (from Denexa's rules)",)
    for name in CARD_MAKER_RULES:
        w[name].setChecked(True)
    assert box.currentText() == "All of Denexa's rules"
    w["tiebreak"].setChecked(False)
    assert box.currentText() == "Some of Denexa's rules" and w["tens"].isChecked()
    box.setCurrentIndex(box.findData("card_maker"))
    assert all(w[name].isChecked() for name in CARD_MAKER_RULES)
    box.setCurrentIndex(box.findData("book"))
    assert not any(w[name].isChecked() for name in CARD_MAKER_RULES)
    w["tens"].setChecked(True)
    w["tens"].setChecked(False)
    assert box.currentText() == "Our table's rules"
    # remembered from before the box followed: the book's value with a rule ticked
    dlg = NewGameDialog(game, None, remembered={"options": {"rules": "book", "tens": True}})
    qtbot.addWidget(dlg.dialog)
    assert dlg.option_widgets["rules"].currentText() == "Some of Denexa's rules"
    dlg = NewGameDialog(game, None, remembered={"options": {"rules": "card_maker"}})
    qtbot.addWidget(dlg.dialog)
    assert all(dlg.option_widgets[name].isChecked() for name in CARD_MAKER_RULES)


def test_the_window_does_not_say_the_winner_twice():
    """I Doubt It's last sentence, "Robo Remy is out of cards and wins.", was followed on the
    status line by "Game over: Robo Remy is out of cards and wins."."""
    from cardtable.gui.main_window import status_after

    said = "The cards were the 9 of spades. True. Robo Remy is out of cards and wins."
    assert status_after(said, "Game over: Robo Remy is out of cards and wins.", True) == ""
    assert status_after("Ann played the 4.", "Game over: Ann wins.", True) == "Game over: Ann wins."
    assert status_after("Ann played the 4.", "Ben to play.", False) == "Ben to play."
    assert status_after("Ben to play.", "Ben to play.", False) == ""
    # Hearts' deal said "Pass three cards right.  Pass three cards right. Still to pass: ..."
    said = "Hand 2: Ann dealt 7 cards each. Pass three cards right."
    assert status_after(said, "Pass three cards right. Still to pass: Ann, Bob.", False) == "Still to pass: Ann, Bob."
    assert status_after("Ann passed.", "Pass three cards right. Still to pass: Bob.", False) \
        == "Pass three cards right. Still to pass: Bob."
    # Fast Track and Jokers Wild: "...: Robo Rex wins!  Game over: Robo Rex wins."
    said = ("Robo Rex moves a green marble from 3 holes past blue's exit to hole 1 of green's home. "
            "All of Robo Rex's marbles are home: Robo Rex wins!")
    assert status_after(said, "Game over: Robo Rex wins.", True) == ""
    # Thirty-One and Twenty-One Piles said who won, then the status said it again in other words
    said = "No quarters go to the pot. Robo Ruby is the last player left and wins the pot of 16 quarters."
    assert status_after(said, "Game over: Robo Ruby wins the pot.", True) == ""
    assert status_after("Bust: Robo Remy takes the pile of 3. Robo Rex wins with 5 cards.",
                        "Game over: Robo Rex wins with the fewest cards.", True) == ""
    # ...but not when another sentence names the winner doing something else
    assert status_after("Ben played the 4. Ann wins the hand.", "Game over: Ben wins.", True) == "Game over: Ben wins."


def test_computer_names_do_not_carry_over_to_another_games_people(qtbot, data_dir):
    """Oh Hell! against Robo Rex and Robo Ruby, then Hearts: its dialog offered two people named
    "Robo Rex" and "Robo Ruby" (the names per seat were remembered whoever sat there). The names
    per seat are the family's: a computer's seat leaves the name typed there before, and a seat
    that is a person now never shows a computer's name."""
    from cardtable.games import get_game
    from cardtable.gui.new_game import COMPUTER_NAMES, NewGameDialog

    settings.remember_game("crazy_eights", ["Oma", "Opa", "Mia"], {})
    settings.remember_game("oh_hell", ["Anna", "Robo Rex", "Robo Ruby"], {}, ["", "hard", "medium"])
    assert settings.seat_names()[:3] == ["Anna", "Opa", "Mia"]
    hearts = NewGameDialog(get_game("hearts"), None, None, settings.seat_names(), settings.game_choices("hearts"))
    qtbot.addWidget(hearts.dialog)
    assert hearts.players()[:3] == ["Anna", "Opa", "Mia"] and hearts.computers() == ["", "", ""][:len(hearts.computers())]
    # an older settings file that kept a computer's name for a seat: a person there gets a name of their own
    settings._set_json("seat_names", ["Anna", "Robo Rex", "Robo Ruby"])
    hearts = NewGameDialog(get_game("hearts"), None, None, settings.seat_names(), settings.game_choices("hearts"))
    qtbot.addWidget(hearts.dialog)
    assert not set(hearts.players()) & set(COMPUTER_NAMES)
    # and Oh Hell! itself comes back with its computers, named
    again = NewGameDialog(get_game("oh_hell"), None, None, settings.seat_names(), settings.game_choices("oh_hell"))
    qtbot.addWidget(again.dialog)
    assert again.computers() == ["", "hard", "medium"] and again.players() == ["Anna", "Robo Rex", "Robo Ruby"]


def test_the_list_of_shortcuts_names_keys_a_laptop_has(qtbot, data_dir):
    """Help > Keyboard Shortcuts listed "Ctrl+Z, F14, Undo", "Ctrl+Shift+S, Shift+Save" and
    "Ctrl+Q, Exit": Qt's standard keys include dedicated keys of special keyboards. The list
    names only keys a laptop's keyboard has (the shortcuts themselves still work)."""
    from PySide6.QtGui import QKeySequence

    from cardtable.gui.main_window import on_a_keyboard

    w = open_window(qtbot)
    rows = dict(w.shortcut_rows())
    # (the platform's standard keys differ: KDE's and Windows' undo is also Alt+Backspace)
    assert rows["Undo"].startswith("Ctrl+Z") and rows["Quit"].startswith("Ctrl+Q")
    assert rows["Save As"].startswith("Ctrl+Shift+S") and "Ctrl+Y" in rows["Redo"]
    assert rows["Rules of the Game"].startswith("F1") and rows["Hint"] == "H"
    for what, keys in rows.items():
        for key in keys.split(", "):
            assert key.split("+")[-1] not in ("Undo", "Redo", "Save", "Exit", "Help", "New", "Open", "F14"), (what, keys)
    special = QKeySequence(Qt.Key_Undo)
    assert not on_a_keyboard(special) and on_a_keyboard(QKeySequence("Ctrl+Z"))


def test_new_game_offers_what_fits_the_game(qtbot, data_dir):
    """Found by playing. "Everyone plays open-handed (no hand-off curtain between turns)" was
    offered for Pirate and 10,000, where nothing is hidden and no curtain ever falls: it is
    offered where the engine's zones hide something (Fast Track only with a hand of five). A dice
    game is started, not dealt, and its seed repeats the rolls. 5 in a Row's description said
    "Three rows of five win." with the house rule at two."""
    from PySide6.QtWidgets import QDialogButtonBox

    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    w = open_window(qtbot)

    def dialog(game_id):
        dlg = NewGameDialog(get_game(game_id), w)
        qtbot.addWidget(dlg.dialog)
        return dlg

    for game_id in ("pirate", "ten_thousand", "spider", "fast_track"):
        dlg = dialog(game_id)
        assert dlg.dialog.openHanded.isHidden(), game_id
        dlg.dialog.openHanded.setChecked(True)  # remembered from an older version: never used
        dlg._accept()
        assert dlg.choice() is not None and dlg.choice().open_handed is False
    track = dialog("fast_track")
    track.option_widgets["hand_of_five"].setChecked(True)  # a hand of cards: hidden from the others
    assert not track.dialog.openHanded.isHidden()
    assert not dialog("crazy_eights").dialog.openHanded.isHidden()
    dice = dialog("ten_thousand")
    assert dice.dialog.buttonBox.button(QDialogButtonBox.Ok).text() == "Start"
    assert dice.dialog.seedLabel.text() == "Seed (same seed, same rolls):"
    assert dialog("pirate").dialog.buttonBox.button(QDialogButtonBox.Ok).text() == "Deal"
    board = dialog("five_in_a_row")
    assert "Three rows of five win." in board.dialog.gameDescription.text()
    rows = board.option_widgets["rows_to_win"]
    rows.setCurrentIndex(rows.findData(2))
    assert "Two rows of five win." in board.dialog.gameDescription.text()
    assert "Three" not in board.dialog.gameDescription.text()


def test_the_curtain_is_not_offered_where_nothing_is_hidden(qtbot, data_dir):
    """View > Hand-off Curtain between Turns is greyed out in Pirate (and on again in a game with
    hands)."""
    w = open_window(qtbot, start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=1)
    assert not w.curtain_action.isEnabled()
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    assert w.curtain_action.isEnabled()


def test_a_greyed_curtain_says_why_and_undo_and_redo_wait_for_a_move(qtbot, data_dir):
    """Tester (Fast Track): "the "Hand-off Curtain between Turns" item in the View menu is ticked
    but greyed out, with no word why ... a family wonders whether the curtain is broken. Also
    Edit > Undo is enabled on a brand-new game before anybody has moved." """
    w = open_window(qtbot, start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=7)
    item = w.curtain_action
    assert not item.isEnabled() and not item.isChecked()
    assert item.text().replace("&", "") == "Hand-off Curtain between Turns (nothing is hidden in this game)"
    assert item.statusTip() == item.toolTip() == "Nothing is hidden in this game, so no curtain is needed."
    assert not w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    w.play(w.game.legal_moves(w.state)[0])
    assert w.session.record.moves and not w.redo_action.isEnabled()
    # (the flip showed a card: Undo greyed, its tip saying why, s44 t2 #11)
    refused = w.play_ctl.undo_known_refused()
    assert w.undo_action.isEnabled() == (refused is None) and w.undo_action.toolTip() in (refused, "Take back the last move")
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    assert item.isEnabled() and item.isChecked() and item.text().replace("&", "") == "Hand-off Curtain between Turns"
    assert not w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=1)
    assert not item.isEnabled() and not item.isChecked() and "nothing is hidden" in item.text()


def test_searching_quarters_finds_golf_and_thirty_one(qtbot, data_dir):
    """Quarters are the stake of Golf and Thirty-One ("Each player starts with 4 quarters",
    004_312affb30e9b3af0.txt); a family told to "play Quarters" typed it in the search box and
    got "No game matches". A game's keywords are searched too, and both blurbs name quarters."""
    from cardtable.games import get_game

    w = open_window(qtbot)
    start = w.start
    start.filter_edit.setText("Quarters")
    shown = {t.info.id for t in start.tiles if t.isVisible()}
    assert shown == {"golf", "thirty_one"} and not start.no_match.isVisible()
    for game_id in ("golf", "thirty_one"):
        assert "quarter" in get_game(game_id).info.description


def test_the_curtain_is_switched_off_mid_game_only_when_everyone_agrees(qtbot, data_dir):
    """View > Hand-off Curtain, unticked on Ben's turn by whoever held the laptop: no question,
    nothing said, and Mum's hand came up face up for Ben; ticked again, it did not hide it. Now
    it asks first (keeping it is the default), says what changed, and comes down at once when
    switched on again."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    from .helpers import assert_private, take_over

    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Mum", "Ben", "Cleo"], {}, seed=3)
    take_over(w)

    def answer(role):
        def press():
            box = w.last_message
            QTest.mouseClick(next(b for b in box.buttons() if box.buttonRole(b) == role), Qt.LeftButton)
        QTimer.singleShot(50, press)

    answer(QMessageBox.RejectRole)  # "Keep the curtain"
    w.curtain_action.setChecked(False)
    assert w.curtain_action.isChecked() and not w.open_handed and not w.play_ctl.open_handed
    assert w.last_message.text().startswith("Turn the hand-off curtain off?")

    answer(QMessageBox.DestructiveRole)  # "Turn it off"
    w.curtain_action.setChecked(False)
    assert not w.curtain_action.isChecked() and w.open_handed and w.play_ctl.open_handed
    assert "curtain is off" in w.status_text()

    w.curtain_action.setChecked(True)  # on again: down at once, whoever's turn it is
    assert w.table.curtain.isVisible() and not w.open_handed
    assert_private(w)
    assert "curtain is on" in w.status_text()
    take_over(w)


def test_a_box_typed_into_keeps_its_value_when_the_page_scrolls_over_it(qtbot, data_dir):
    """New Game, Mexican Train: 2 typed in Hands, the page scrolled with the wheel, and Hands read
    0 (the box, still focused, took the wheel when it came under the pointer). A box not focused
    never takes the wheel; the wheel over the page takes the focus from a box typed into."""
    from PySide6.QtCore import QPoint, QPointF, QRect
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    from cardtable.games import get_game
    from cardtable.gui.new_game import NewGameDialog

    from PySide6.QtTest import QTest

    dlg = NewGameDialog(get_game("mexican_train"), None)
    qtbot.addWidget(dlg.dialog)
    dlg._fit(QRect(0, 0, 1024, 420))
    dlg.dialog.show()
    qtbot.waitExposed(dlg.dialog)
    dlg.dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg.dialog)
    hands = dlg.option_widgets["hands"]
    page = dlg.dialog.settingsScroll.viewport()

    def roll(widget, notches=-3):
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(widget.rect().center())), QPoint(0, 0),
                            QPoint(0, 120 * notches), Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)

    assert hands.focusPolicy() == Qt.StrongFocus
    before = hands.value()
    roll(hands)  # not focused: the page scrolls, the box keeps its value
    assert hands.value() == before and not hands.hasFocus()
    hands.setFocus()
    qtbot.waitUntil(hands.hasFocus)
    hands.lineEdit().selectAll()
    QTest.keyClicks(hands, "2")
    assert hands.value() == 2
    roll(page)  # the wheel over the page...
    assert not hands.hasFocus()
    roll(hands)  # ...and over the box it brought under the pointer
    assert hands.value() == 2
    hands.setFocus()  # clicked into again, it turns with the wheel as usual
    qtbot.waitUntil(hands.hasFocus)
    roll(hands, 1)
    assert hands.value() == 3


def test_back_to_start_with_a_card_held_then_continue_opens_the_game(qtbot, data_dir):
    """Found by tools/monkey.py: a card picked up with the keyboard (Tab, Enter), then Back to
    Start and Continue: the held card was put back only then, lighting places the old table had
    deleted; an exception, and the game did not open until a second Continue."""
    from PySide6.QtTest import QTest

    from .helpers import open_window

    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1, open_handed=True)
    view = w.table.view
    QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is not None
    w.start_action.trigger()
    w.start.continue_button.click()
    assert w.session is not None and w.table.isVisible()


def test_twenty_one_piles_opens_with_its_sheet(qtbot, data_dir):
    """Tester t2 #11: Twenty-One Piles opened without the score sheet while every other game
    showed it. One round is won on the fewest cards collected, which the sheet counts."""
    w = open_window(qtbot, start=False)
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cleo"], {}, seed=1)
    assert w.score_view_action.isChecked() and w.score_panel is not None and w.score_panel.isVisible()
    # hidden by the family, it stays hidden for this game
    w.score_view_action.trigger()
    w.back_to_start()
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cleo"], {}, seed=2)
    assert not w.score_view_action.isChecked()
