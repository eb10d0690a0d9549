"""s42 t3 and the morning's words. Twenty-One Piles: the table shows an "Out of play (0)" pile next
to the stock, and its rules page never used that name (the cards left on the piles at the end were
"put aside"); the book: "Any cards still sitting in the two shared piles at the end of play are not
awarded to anyone — they are simply discarded." Golf: the spot for the drawn card read "Drawn card
(0)", a count for a place that holds one card at most; the piles keep their counts."""

from __future__ import annotations

import re
from html import unescape

from cardtable.resources import rules_html

from .helpers import drag, open_window, settle


def page_text(page: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", rules_html(page))))


def test_twenty_one_piles_the_page_names_the_out_of_play_pile_the_table_shows(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    settle(view)
    caption = view.zones["discard"].spec.label
    assert caption == "Out of play (0)", caption
    name = caption.split(" (")[0]
    said = page_text(w.game.info.rules_page)
    assert "put aside" not in said
    # one plain sentence says what goes there, and that it counts for nobody
    assert f"Cards still on the piles go to the {name} pile next to the draw pile and count for nobody" \
        in said, said


def test_golf_the_drawn_card_spot_has_no_count_and_the_piles_keep_theirs(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Lea", "Tom"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    settle(view)
    assert view.zones[f"held/{seat}"].spec.label == "Drawn card"
    assert re.fullmatch(r"Stack \(\d+\)", view.zones["stock"].spec.label), view.zones["stock"].spec.label
    assert view.zones["discard"].spec.label == f"Discard ({len(w.state.discard)})"
    drag(view, view.pieces["stock"], view.zones[f"held/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "source": "stock"}
    settle(view)
    assert view.zones[f"held/{seat}"].spec.label == "Drawn card"  # holding its one card
