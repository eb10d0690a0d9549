"""s37 t3: the evening screens with long names on a 1280x720 screen (2560x1440 scaled 2x) and on
1024x600, and an "&" in a name on buttons and in menus.

* #1: after "Start the Evening" the Gin Rummy tournament's dialog grew to 1264 of 1280 px but
  kept its left edge at x=300, its Close button off the screen, the standings cut ("The …",
  "Zoë'…"). Court Whist's dialog jumped to the right edge after game 1. A dialog stays whole
  inside the screen's available area, and the names in its standings can be read.
* #2: Court Whist's standings showed five letters of each name; the notes on who moves where
  needed a sideways scroll bar.
* #3: "<b>Bo</b> & Al" showed on the curtain's button as "I'm <b>Bo</b> _Al: show my cards" (Qt
  takes "&" on a button or an action for a keyboard shortcut).
* #4: "The Zoë's Unbeatable Wolcott Clan! move one table on": a team's own name is said as it
  was given."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from cardtable.gui.court_whist_evening import CourtWhistEveningDialog
from cardtable.gui.gin_evening_screen import GinEveningDialog

from .evenings import click, shown

pytestmark = pytest.mark.usefixtures("no_message_boxes")

TEAMS = ("The O'Connor-Müller Household", "Zoë's Unbeatable Wolcott Clan!")
REDS = "Maximilian Alexander-O'Connor\nAnna-Sophie Müller-Lüdenscheid\nBartholomew Featherstonehaugh"
BLUES = "Wilhelmina Wolcott-Montgomerys\nZoë\nJean-François Lefèvre-Dûpont"
MEN = ("Maximilian Alexander-O'Connor\nJean-François Lefèvre-Dûpont\nBartholomew Featherstonehaugh\n"
       "Seán Ó Briain\nWolfgang Amadeus Müllerschön")
LADIES = "Anna-Sophie Müller-Lüdenscheid\nZoë\nWilhelmina Wolcott-Montgomerys\nRenée D'Arcy-Orsted"

SCREENS = [QRect(0, 0, 1280, 720), QRect(0, 0, 1024, 600)]


@pytest.fixture
def screen(request, monkeypatch):
    """The screen's available area as the dialogs see it (offscreen, the real one is 800x600)."""
    from cardtable.gui import dialogs, evening_screen

    area = request.param
    monkeypatch.setattr(dialogs, "available_area", lambda widget: area)
    monkeypatch.setattr(evening_screen, "available_area", lambda widget: area)
    return area


def fill(d, first: str, second: str, teams=()) -> None:
    """The boxes filled in (QTest types no letters outside Latin-1: set, not typed)."""
    for edit, name in zip(d.team_edits, teams):
        edit.setText(name)
    d.first_edit.setPlainText(first)
    d.second_edit.setPlainText(second)


def whole_on(area: QRect, d) -> None:
    QTest.qWait(50)
    geo = d.frameGeometry()
    assert d.width() <= area.width(), (d.width(), area)
    assert area.contains(geo), (geo, area)
    close = d.close_button
    at = close.mapToGlobal(close.rect().topLeft())
    assert area.contains(QRect(at, close.size())), (QRect(at, close.size()), area)


def names_readable(d) -> None:
    """Every name in the standings' name column is whole in its cell (wrapped where need be)."""
    from PySide6.QtCore import Qt

    table = d.standings
    col = d.STRETCH
    fm = table.fontMetrics()
    width = table.columnWidth(col) - 8  # (the cell's padding)
    for r in range(table.rowCount()):
        text = table.item(r, col).text()
        need = fm.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
        assert need.width() <= width and need.height() <= table.rowHeight(r), (text, need, width, table.rowHeight(r))
        assert table.visualRect(table.model().index(r, col)).right() <= table.viewport().width(), text
    assert not table.horizontalScrollBar().isVisible()


def no_sideways_scroll(d) -> None:
    assert not d.tables_scroll.horizontalScrollBar().isVisible()
    moves = d.moves_label.parentWidget().parentWidget()  # (its scroll area's viewport's parent)
    assert not moves.horizontalScrollBar().isVisible(), d.moves_label.text()


@pytest.mark.parametrize("screen", SCREENS, indirect=True, ids=["1280x720", "1024x600"])
def test_the_gin_evening_stays_on_the_screen_after_start(qtbot, screen):
    d = shown(qtbot, GinEveningDialog())
    d.move(300, 40)  # where the tester's opened
    fill(d, REDS, BLUES, TEAMS)
    click(d.start_button)
    assert d.pages.currentIndex() == 1, d.message.text()
    whole_on(screen, d)
    names_readable(d)
    no_sideways_scroll(d)
    from .evenings import gin_line

    gin_line(d, 0, "Maximilian Alexander-O'Connor", "45")
    gin_line(d, 1, "Zoë", "30")
    gin_line(d, 2, "Jean-François Lefèvre-Dûpont", "60")
    click(d.enter_button)
    assert d.evening.round_now() == 2, d.message.text()
    whole_on(screen, d)
    names_readable(d)
    no_sideways_scroll(d)


@pytest.mark.parametrize("screen", SCREENS, indirect=True, ids=["1280x720", "1024x600"])
def test_the_court_whist_evening_stays_on_the_screen(qtbot, screen):
    d = shown(qtbot, CourtWhistEveningDialog(seed=5))
    d.move(300, 40)
    fill(d, MEN, LADIES)
    click(d.start_button)
    assert d.pages.currentIndex() == 1, d.message.text()
    whole_on(screen, d)
    names_readable(d)
    no_sideways_scroll(d)
    for t, table in enumerate(d.boxes):
        for row in table:
            for c, box in enumerate(row):
                box.setText(("7", "6", "7", "6")[c] if t == 0 else ("8", "5", "8", "5")[c])  # (by chair)
    click(d.enter_button)
    assert d.evening.game == 2, d.message.text()
    assert "move from table" in d.moves_label.text()
    whole_on(screen, d)
    names_readable(d)
    no_sideways_scroll(d)


@pytest.mark.parametrize("screen", [SCREENS[1]], indirect=True, ids=["1024x600"])
def test_who_moves_where_is_shown_whole_beside_many_players(qtbot, screen):
    """s44 t2 #2: at 1024x600, four tables (9 men and 8 ladies, one sits out), the note "After
    game 1: ... move from table ..." (what everyone reads to find their next table) was a box two
    lines tall, scrolled a line at a time, beside the standings shown whole. The note is shown
    whole; the standings scroll, a few rows still in sight."""
    d = shown(qtbot, CourtWhistEveningDialog(seed=7))
    fill(d, "Al\nBob\nCarl\nDan\nEd\nFrank\nGreg\nHal\nIan", "Eve\nFran\nGina\nHana\nIris\nJo\nKim\nLiz")
    click(d.start_button)
    for table in d.boxes:
        for row in table:
            for c, box in enumerate(row):
                box.setText(("7", "6", "7", "6")[c])  # (by chair)
    click(d.enter_button)
    assert d.evening.game == 2 and d.moves_label.text().count("move from table") == 4, d.message.text()
    qtbot.waitUntil(lambda: d.moves_scroll.verticalScrollBar().maximum() == 0)
    whole_on(screen, d)
    table = d.standings
    assert table.verticalScrollBar().maximum() > 0  # (17 players: they scroll instead)
    assert table.viewport().height() >= 4 * table.rowHeight(0)


def test_a_team_s_own_name_has_no_the_before_it(qtbot):
    """#4: "The Zoë's Unbeatable Wolcott Clan! move one table on"; the made-up names keep it
    ("The Blues move one table on" reads right)."""
    from cardtable.games.gin_evening import enter_round, parse_result, start_from_text

    ev = start_from_text("Al", "Dee", TEAMS)
    _, told = enter_round(ev, 1, [parse_result(ev, 1, 0, 1, "45", 1)])
    text = " ".join(told)
    assert "Zoë's Unbeatable Wolcott Clan! get the difference, 45" in text, text
    assert "the Zoë" not in text.lower().replace("the zoë's unbeatable wolcott clan! get", ""), text
    assert "Round 2: Zoë's Unbeatable Wolcott Clan! move one table on." in text, text
    assert "the the" not in text.lower() and "The Zoë" not in text
    ev = start_from_text("Al", "Dee")
    _, told = enter_round(ev, 1, [parse_result(ev, 1, 0, 1, "45", 0)])
    assert "The Blues get the difference, 45, and deal next." in told
    from cardtable.games.gin_rummy import team_said

    assert [team_said(n, start=True) for n in ("Smiths", "Team B", "The O'Connor-Müller Household", TEAMS[1])] == \
        ["The Smiths", "Team B", "The O'Connor-Müller Household", TEAMS[1]]
    d = shown(qtbot, GinEveningDialog())
    fill(d, "Al", "Dee", TEAMS)
    click(d.start_button)
    assert "Zoë's Unbeatable Wolcott Clan! move one table on" in d.rule_label.text()
    assert "The Zoë" not in d.rule_label.text()


# ----- "&" in a name ------------------------------------------------------------------------
def shown_text(text: str) -> str:
    """What Qt shows of a button's or an action's text: "&&" is one "&", "&x" an underlined x."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "&" and i + 1 < len(text):
            out.append(text[i + 1] if text[i + 1] == "&" else text[i + 1])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def no_shortcut(text: str) -> None:
    assert QKeySequence.mnemonic(text).isEmpty(), text


def test_an_ampersand_in_a_name_on_the_curtain_s_button(qtbot, data_dir):
    from .helpers import open_window

    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["<b>Bo</b> & Al", "Anna-Sophie Müller", "Anna-Sophie Weber", "O'Brien & Sons <3"],
                 {}, seed=3, computers=["", "", "easy", "easy"])
    curtain = w.table.curtain
    if not curtain.isVisible() or "Bo" not in curtain.button.text():
        curtain.show_for("<b>Bo</b> & Al")
    button = curtain.button
    no_shortcut(button.text())
    assert shown_text(button.text()) == "I'm <b>Bo</b> & Al: show my cards"
    assert button.accessibleName() == "I'm <b>Bo</b> & Al: show my cards"
    curtain.ask("Mum & Dad passes it by", "Who buys it?", ["Mum & Dad buys it", "Ben buys it"], "Nobody & no one buys it")
    no_shortcut(curtain.button.text())
    assert shown_text(curtain.button.text()) == "Nobody & no one buys it"
    assert [shown_text(b.text()) for b in curtain.calls] == ["Mum & Dad buys it", "Ben buys it"]
    for b in curtain.calls:
        no_shortcut(b.text())
    assert curtain.calls[0].accessibleName() == "Mum & Dad buys it"
    old = list(curtain.calls)
    curtain.set_calls("", ["Mum & Dad buys it", "Ben buys it"])  # the same: the same buttons
    assert curtain.calls == old


def test_an_ampersand_in_the_more_menu_and_a_question(qtbot, data_dir, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from .helpers import open_window

    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Mum & Dad", "Ben", "Cy", "Di"], {}, seed=3, computers=["", "easy", "easy", "easy"])
    view = w.table.view
    from types import SimpleNamespace

    fake = SimpleNamespace(menu=[("Pass these three to Mum & Dad", lambda: None, "", True)], text_px=16,
                           sceneBoundingRect=lambda: QRect(0, 0, 10, 10).toRectF())
    menu = view.open_more(fake)
    texts = [a.text() for a in menu.actions()]
    assert [shown_text(t) for t in texts] == ["Pass these three to Mum & Dad"]
    for t in texts:
        no_shortcut(t)
    menu.close()
    seen = {}

    def fake_exec(box):
        seen["texts"] = [b.text() for b in box.buttons()]
        return 0

    monkeypatch.setattr(w, "_exec", fake_exec)
    w._ask(QMessageBox.Question, "Card Table", "Go on?", [("Keep Mum & Dad", QMessageBox.YesRole),
                                                          ("No", QMessageBox.NoRole)], keep="No")
    assert "Keep Mum && Dad" in seen["texts"]


# ----- the whose-turn banner ----------------------------------------------------------------
def test_the_turn_banner_keeps_whole_words_before_the_possessive(qtbot):
    """#8 (Fast Track, 2560x1440 scaled 2x): the banner read "Anna-Sophie Müller…'s turn". Where
    the whole name does not fit, the name's first word is shown whole ("Anna-Sophie's turn"; s39:
    not "Anna-Sophie Müller's turn", another surname), never a word cut with the possessive on its "…"."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from cardtable.gui.table_view import elide_text, name_prefixes

    assert name_prefixes("Anna-Sophie Müller-Lüdenscheid") == ["Anna-Sophie"]  # (s39: no "Anna-Sophie Müller")
    name = "Anna-Sophie Müller-Lüdenscheid"
    f = QFont("DejaVu Sans")
    f.setPixelSize(23)
    f.setBold(True)
    full = QFontMetricsF(f).horizontalAdvance(name + "'s turn")
    seen = set()
    for share in (0.95, 0.8, 0.7, 0.6, 0.5, 0.4, 0.35):
        font, box, _, text = elide_text(name, 23, True, full * share, 1, tail="'s turn")
        assert "\u2026" not in text and text.endswith("'s turn"), (share, text)
        assert name.startswith(text[:-len("'s turn")]) and box.width() <= full * share + 0.5
        seen.add(text)
    assert "Anna-Sophie's turn" in seen and len(seen) >= 2, seen


def test_fast_track_s_banner_with_the_tester_s_names(qtbot, data_dir):
    from cardtable.gui.table_view import LabelItem

    from .helpers import open_window

    names = ["Anna-Sophie Müller-Lüdenscheid", "Maximilian Alexander-O'Connor", "Wilhelmina Wolcott-Montgomerys",
             "Zoë", "Renée D'Arcy-Ørsted", "Jean-François Lefèvre-Dûpont"]
    w = open_window(qtbot, (1280, 690), start=False)
    w.start_game("fast_track", names, {"first": "first named", "partners": True}, seed=1)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    labels = [item for item in w.table.view.scene().items() if isinstance(item, LabelItem)]
    (banner,) = [lab for lab in labels if lab.spec.tail == "'s turn"]
    assert banner.spec.text == names[0]
    assert "\u2026" not in banner.text and banner.text.endswith("'s turn"), banner.text
    assert names[0].startswith(banner.text[:-len("'s turn")]), banner.text
