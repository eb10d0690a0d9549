"""s37 testers' smaller findings: the New Game dialog grows as names are typed; a saved game's
row tells all of itself on its tooltip; the curtain's recap says a move told again and again
once, with how many times; Fast Track's seat captions keep long names whole on two lines."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QRect

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window, row_of

LONG = ["Maximilian Alexander-O'Connor", "Anna-Sophie Müller-Lüdenscheid",
        "Wilhelmina Wolcott-Montgomerys", "Jean-François Lefèvre-Dûpont"]


# ----- t3 smaller things: the curtain's recap ------------------------------------------------------
def test_the_curtain_recap_says_the_same_move_again_and_again_once(qtbot, data_dir):
    """t3: "500 Rummy curtain: "Zoë discards a card out of play." four times in a row. "Zoë puts
    four cards out of play" would read better." One line, with how many times."""
    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", ["Anna", "Ben", "Zoë", "Dev"], {}, seed=1)
    curtain = w.table.curtain
    said = ["Ben bids 7 hearts.", "Zoë picks up the kitty."] + ["Zoë discards a card out of play."] * 4 + \
        ["Zoë leads the 5 of hearts."]
    curtain.show_for("Anna", notes=said)
    recap = curtain.sub.text().split("\n\n")[0].split("\n")
    assert recap == ["Ben bids 7 hearts.", "Zoë picks up the kitty.", "Zoë discards a card out of play. (4 times)",
                     "Zoë leads the 5 of hearts."]
    # left to the log: still counted a move at a time
    many = [f"Robo {k} plays." for k in range(60)] + ["Zoë discards a card out of play."] * 4
    curtain.show_for("Anna", notes=many)
    recap = curtain.sub.text().split("\n\n")[0].split("\n")
    assert recap[-1] == "Zoë discards a card out of play. (4 times)"
    assert recap[0] == f"({64 - 4 - (len(recap) - 2)} earlier moves in the game log, Ctrl+L)"


# ----- t3 smaller things: the saved-games list -----------------------------------------------------
def test_a_saved_games_row_tells_all_of_itself_on_its_tooltip(qtbot, data_dir):
    """t3: "Saved-games list, "Whose turn" column: "Anna-Sophie / Müller-…", "Maximilian /
    Alexander-…" – the column is narrow while "Game and players" also cuts the 4th name
    ("Wilhelmina…"). A tooltip with the full line would help." Every column of the row: the game,
    every player, whose turn and when it was saved."""
    game = get_game("hearts")
    session = Session.new(game, LONG, {}, 3)
    SaveStore().save("long-names", session)
    w = open_window(qtbot, (1280, 720))
    row = row_of(w, "long-names")
    cut = row.text(0) + row.text(2)
    # (the list cuts them, or counts the names it has no room for: the tooltip has them whole)
    assert "\u2026" in cut or "more" in cut, cut
    for column in range(3):
        tip = html.unescape(re.sub("<[^>]+>", "", row.toolTip(column)))
        assert "Hearts" in tip, (column, tip)
        assert all(name in tip for name in LONG), (column, tip)
        assert game.status(session.state).split(":")[0] in tip, (column, tip)
        assert " ".join(row.text(1).split()) in " ".join(tip.split()), (column, tip)


# ----- t1: Jokers Wild's rules page ----------------------------------------------------------------
def test_jokers_wild_marks_landing_on_a_marble_as_our_reading():
    """t1: the book gives the captures only for the Joker ("If it is an opponents marble you
    send them back to "Home". If it is your partners marble you send them to the entrance to
    their "Castle""); the page stated them for every card as plain rules. It says they are the
    table's reading."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "assets/rules/jokers_wild.html").read_text(encoding="utf-8")
    landing = page[page.index("Landing on an <b>opponent</b>"):]
    assert "Our reading" in landing[:landing.index("</li>")]
    read = page[page.index("<h2>How we read the rules"):]
    # (in the page's own words: a page never says what "the book" says, test_option_words)
    assert "our table plays it so for every card, not only the Joker" in " ".join(read.split("</ul>")[0].split())


# ----- t3 smaller things: the New Game dialog --------------------------------------------------------
@pytest.mark.parametrize("game_id, count", [("rummy_500", 4), ("ten_dime_rummy", 6)])
def test_the_new_game_dialog_grows_as_long_names_are_typed(qtbot, monkeypatch, game_id, count):
    """t3: "The new-game dialog doesn't grow to use the free screen height: with 4–6 long names a
    scrollbar appears, and "Seed" and "Endless stock" are hidden below" (1280x720). Typing the
    names adds lines (the 30-letter note, the partners' line wrapped on two): the dialog grows
    by them while the screen has room, and only a dialog as tall as the screen allows scrolls."""
    from PySide6.QtTest import QTest

    from cardtable.gui import dialogs
    from cardtable.gui.new_game import NewGameDialog

    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(dialogs, "available_area", lambda widget: area)
    ngd = NewGameDialog(get_game(game_id), players=["Anna", "Ben", "Cleo", "Dev", "Eli", "Gus"][:count])
    d = ngd.dialog
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.playerCount.setValue(count)
    qtbot.wait(10)
    before = d.height()
    for edit, name in zip(ngd.name_edits, LONG + ["Zoë", "Renée D'Arcy-Ørsted"]):
        edit.selectAll()
        edit.insert(name[:-1])  # (QTest types ASCII only)
        QTest.keyClicks(edit, "xx")  # past the 30 letters: the note comes up
    qtbot.wait(20)
    bar = d.settingsScroll.verticalScrollBar()
    room = area.height() - dialogs.FRAME
    assert ngd.name_note.isVisible()
    assert d.height() > before or before >= room
    assert bar.maximum() == 0 or d.frameGeometry().height() >= room - 8, (d.height(), bar.maximum(), room)
    assert area.contains(d.frameGeometry())


# ----- t3 #6: Fast Track's captions -----------------------------------------------------------------
SIX = ["Maximilian Alexander-O'Connor", "Zoë", "Anna-Sophie Müller-Lüdenscheid", "Wilhelmina Wolcott-Montgomerys",
       "Renée D'Arcy-Ørsted", "Jean-François Lefèvre-Dûpont"]


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_fast_track_captions_set_long_names_on_two_lines(qtbot, size):
    """t3 #6: "Fast Track board labels do the same: "Jean-François…", "Wilhelmina…",
    "Maximilian…", even though the middle of the hexagon is empty." A long name takes two
    lines over its count, so names can be told apart; the captions stay clear of each other."""
    from .helpers import labels, settle

    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", SIX, {"partners": True}, seed=5)
    view = w.table.view
    settle(view)
    captions = [i for i in labels(view) if i.text.endswith(" home")]
    assert len(captions) == 6
    names = {" ".join(i.text.split("\n")[:-1]).replace("- ", "-"): i for i in captions}
    for name in SIX:
        shown = [n for n in names if n.rstrip("\u2026").strip() and name.startswith(n.rstrip("\u2026").strip())]
        assert shown, (name, list(names))
        # more than its first word: the first word and more of the name
        assert len(shown[0].rstrip("\u2026")) > len(name.split(" ")[0]) or shown[0] == name, (name, shown)
    from cardtable.gui.table_view import LEAST_WHOLE

    short = names["Zoë"].font.pixelSize()  # (at 1280x720: 12 px for the long names, 15 for Zoë)
    assert all(i.font.pixelSize() >= max(9, round(LEAST_WHOLE * short)) for i in captions)
    rects = [view.mapFromScene(i.sceneBoundingRect()).boundingRect() for i in captions]
    for a in range(6):
        for b in range(a + 1, 6):
            assert not rects[a].intersects(rects[b]), (captions[a].text, captions[b].text)
