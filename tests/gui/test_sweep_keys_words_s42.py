"""s42 t3, Sweep: the table prompt "Lead a set: click each card of one rank, then drag one." says
only the mouse's way, and no game's prompt names keys; so the keys' way is on the rules page's "On
the screen" (Sweep's and Twenty-One Piles', whose list said only drag and click), and it works as
written: Space on each card of the rank, Enter picks them up, Enter lays them on the set."""

from __future__ import annotations

import re
from html import unescape

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.resources import rules_html

from .helpers import keys_to, open_window


def on_the_screen(page: str) -> str:
    html = rules_html(page)
    part = html.split("<h2>On the screen</h2>", 1)[1].split("</ul>", 1)[0]
    return unescape(re.sub(r"<[^>]+>", "", part))


def test_the_rules_pages_say_the_keys_way_too():
    for page in ("sweep.html", "twenty_one_piles.html"):
        said = on_the_screen(page)
        assert "Space" in said and "Enter" in said and "arrow" in said, (page, said)


def test_sweep_a_set_led_with_the_keys_as_the_page_says(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    blinds = [["2C", "2D", "2H", "2S"], ["3C", "3D", "3H", "3S"]]
    ups = [["KH", "4D", "4H", "9S"], ["6C", "6D", "6H", "6S"]]
    hands = [["KS", "5D", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "5C", "4S"],
             ["7C", "AC", "AD", "AH", "AS", "8C", "8D", "8H", "8S", "9C", "9D", "9H", "4C", "10C"]]
    order = [c for group in (blinds, ups, hands) for seat in group for c in seat]
    w.start_game("sweep", ["Anna", "Cleo"], dict(LAST_DEALS), seed=2, open_handed=True, stack=[order])
    view = w.table.view
    view.setFocus()
    assert keys_to(view, lambda item: item.spec.id == "hand:KS")
    QTest.keyClick(view, Qt.Key_Space)
    assert keys_to(view, lambda item: item.spec.id == "up:KH")
    QTest.keyClick(view, Qt.Key_Space)
    QTest.keyClick(view, Qt.Key_Return)  # picks them up; the set in play is their one place
    assert view.controller.held is not None
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves == [{"kind": "play", "cards": ("KS",), "up": (0,)}]


def test_twenty_one_piles_a_card_laid_with_the_keys_as_the_page_says(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cleo", "Dev", "Eve"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    plays = [m for m in w.play_ctl.legal(seat) if m.kind == "play" and len(m["cards"]) == 1]
    card = plays[0]["cards"][0]
    view.setFocus()
    assert keys_to(view, lambda item: item.spec.id == f"hand:{card}")
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is not None
    for _ in range(4):  # the arrows go between the places it may go: one of the piles
        QTest.keyClick(view, Qt.Key_Return)
        if w.session.record.moves:
            break
        QTest.keyClick(view, Qt.Key_Right)
    assert w.session.record.moves and w.session.record.moves[0]["cards"] == (card,)
