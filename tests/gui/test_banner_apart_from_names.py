"""s38: the trick games' banner on the narrowest tables. With the window at its narrowest (1366x768
screen, the score sheet docked: the table 480 px wide) the banner went to the table's top corners
beside the top seat: Whist with 10s read "Round 1 of 6: Hearts trump · Anna   Ben   Ben & Dev: 0
tricks, 0 tens" on one line (left part, the top seat's name, right part: same size, weight and
baseline), Hearts "Hand 1: pass left   Robo Ruby   Hearts not broken", and Oh Hell!'s "Hand 1: 10
cards" and "Trump: ♠ spades · Bids 1 for 10" sat just over "Robo Rex" and "Robo Ruby" like their
titles (s37 t5).

What a family expects: the banner reads as the table's own words, apart from every name: never
on a name's line, nor just over or under a name (less than a line of its text between them)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import drag_sheet_edge, open_window, settled_view

GAMES = {"whist_tens": ["Anna", "Ben", "Dev", "Robo Ruby"], "hearts": ["Anna", "Ben", "Robo Ruby", "Dev"],
         "oh_hell": ["Anna", "Robo Rex", "Robo Ruby"]}


def too_near(view, names: list[str]) -> list[tuple[str, str]]:
    """(banner part, name) of each name on the banner's line or less than a line over or under it."""
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    parts = [i for i in labels if i.spec.bold and i.spec.alike == "banner"]  # (every part of the banner)
    seats = [i for i in labels if i.text in names]
    out = []
    for b in parts:
        box = b.mapRectToScene(b.text_rect)
        line = box.height() / max(1, round(box.height() / b.font.pixelSize() / 1.15))
        for n in seats:
            r = n.mapRectToScene(n.text_rect)
            across = min(box.bottom(), r.bottom()) - max(box.top(), r.top())  # (<0: the gap between)
            same_line = across > 0.4 * r.height()
            stacked = -across < line and min(box.right(), r.right()) > max(box.left(), r.left())
            if same_line or stacked:
                out.append((b.text, n.text))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_banner_is_apart_from_the_names_on_narrow_tables(qtbot, data_dir, game_id):
    names = GAMES[game_id]
    w = open_window(qtbot, (1366, 736), start=False)
    w.start_game(game_id, names, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    seen, looked = [], 0
    for high in (736, 568):
        for width in range(500, 1030, 15):  # from the window's narrowest (the table 480 px)
            w.resize(width, high)
            view = settled_view(w)
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
                view = settled_view(w)
            looked += 1
            seen += [(w.width(), high, view.width(), a, b) for a, b in too_near(view, names)]
    # and the sheet's edge dragged to half a small laptop's window, a few moves on
    w.resize(1024, 600)
    settled_view(w)
    drag_sheet_edge(w, 450, steps=5)
    for step in range(6):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        view = settled_view(w)
        looked += 1
        seen += [("drag", step, view.width(), a, b) for a, b in too_near(view, names)]
        legal = w.game.legal_moves(w.state)
        w.play(next((m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")), legal[0]))
    assert looked > 60
    assert not seen, seen[:6]
