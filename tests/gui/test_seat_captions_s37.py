"""Seat captions (s37 t2 #2, t4, t3 #6, #7; brought onto main in s38).

- Golf, 3 players at 1024x600 (the window 568 high under the title bar): after Anna knocked,
  her caption "3 quarters · 10 pts face up · knocked · dealer" was wrapped onto 3 lines in a
  ~130 px box and "dealer" was painted over her top row of grid cards. Nothing written over cards.
- Golf: a computer's drawn card's caption "Taken (1)" was painted over the right edge of its
  bottom-right grid card. Clear of the grid.
- 500 Rummy, four long names at 1280x720: "Anna-Sophie…", "Wilhelmina…" with ~300 px of empty
  felt beside them. Use the room so the names can be told apart.
- 10 Dime Rummy, six long names: one name bold full size, one smaller NOT bold, the others bold
  and cut. One style for every seat's name at a table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardtable.gui.table_view import LabelItem

from .helpers import labels, medium_table, open_window, play_medium_moves, settled_view

LONG = ["Maximilian Alexander-O'Connor", "Zo\u00eb", "Anna-Sophie M\u00fcller-L\u00fcdenscheid",
        "Wilhelmina Wolcott-Montgomerys"]
SIX = LONG + ["Ren\u00e9e D'Arcy-\u00d8rsted", "Jean-Fran\u00e7ois Lef\u00e8vre-D\u00fbpont"]


def text_rect(item: LabelItem) -> QRectF:
    return item.mapRectToScene(item.text_rect)


def card_rects(view, prefix: str) -> list[QRectF]:
    return [p.sceneBoundingRect() for pid, p in view.pieces.items() if pid.startswith(prefix)]


def golf_after_annas_knock(qtbot, size):
    """Golf, Anna and Ben people, Robo Ruby a computer; Anna (the dealer) knocks, takes the
    discard and swaps it in; then Ben's turn, his curtain lifted."""
    w = open_window(qtbot, size)
    for seed in range(1, 40):  # (a deal where Ben plays first, so Anna deals)
        w.start_game("golf", ["Anna", "Ben", "Robo Ruby"], {"decks": 3}, seed=seed, open_handed=True)
        if w.game.current_player(w.state) == 1:
            break
    w.score_view_action.setChecked(True)
    play_medium_moves(w, 20, until_seat=0)
    w.play(next(m for m in w.game.legal_moves(w.state) if m.kind == "knock"))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.play(next(m for m in w.game.legal_moves(w.state) if m.kind == "exchange_discard"))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    return w


@pytest.mark.parametrize("size", [(1024, 568), (1024, 600)])
def test_golf_seat_words_are_not_written_over_the_grid(qtbot, data_dir, size):
    w = golf_after_annas_knock(qtbot, size)
    view = settled_view(w)
    assert w.game.current_player(w.state) == 1
    # (Anna's seat words: "3 quarters / 10 pts face up · knocked / dealer", broken between parts)
    words = [i for i in labels(view) if "\u00b7 knocked" in i.text or "knocked \u00b7" in i.text]
    assert len(words) == 1, [i.text for i in labels(view)]
    grid = card_rects(view, "grid/0")
    assert len(grid) == 8
    over = [g for g in grid if text_rect(words[0]).intersects(g)]
    assert not over, (words[0].text, text_rect(words[0]), over)
    # and every line of it can be read where it is: under Anna's name, over the grid
    name = next(i for i in labels(view) if i.text == "Anna")
    assert text_rect(name).bottom() <= text_rect(words[0]).top() + 1


def test_golf_taken_card_caption_is_clear_of_the_grid(qtbot, data_dir):
    """Robo Ruby (a computer) plays first and holds the card it drew: "Drawn card" under that
    card, clear of Robo Ruby's grid."""
    w = open_window(qtbot, (1024, 568), start=False)
    w.start_game("golf", ["Anna", "Ben", "Robo Ruby"], {"decks": 3}, seed=3, computers=["", "", "medium"])
    w.score_view_action.setChecked(True)
    assert w.game.current_player(w.state) == 2
    view = w.table.view
    qtbot.waitUntil(lambda: "held/2" in view.zones and bool(view.zones["held/2"].spec.label), timeout=8000)
    held = view.zones["held/2"]
    assert held.spec.label == "Drawn card"  # ("Taken": s42 t3; no count: it holds one card at most)
    caption = held.mapRectToScene(held.caption_rect())
    grid = card_rects(view, "grid/2")
    assert len(grid) == 8
    over = [g for g in grid if caption.intersects(g)]
    assert not over, (caption, over)


def name_items(view, names) -> list[LabelItem]:
    return [i for i in labels(view) if i.spec.text in names and i.spec.elide]


def test_long_names_use_the_free_room_beside_their_seat(qtbot, data_dir):
    w = medium_table(qtbot, "rummy_500", LONG, (1280, 720), seed=3)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    items = name_items(view, LONG)
    assert len(items) == 3, [i.text for i in labels(view)]  # (the viewer's own name is on the hand)
    assert all(i.text == i.spec.text for i in items), [i.text for i in items]


@pytest.mark.parametrize("game_id,names,size", [("ten_dime_rummy", SIX, (1280, 720)),
                                                ("ten_dime_rummy", SIX, (1024, 600)),
                                                ("rummy_500", LONG, (1280, 720))])
def test_every_seat_name_at_a_table_in_one_style(qtbot, data_dir, tmp_path, game_id, names, size):
    w = medium_table(qtbot, game_id, names, size, seed=3)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    items = name_items(view, names)
    assert len(items) == len(names) - 1
    styles = {(i.font.pixelSize(), i.font.bold()) for i in items}
    assert len(styles) == 1, [(i.text, i.font.pixelSize(), i.font.bold()) for i in items]
    assert w.table.view.grab().save(str(tmp_path / f"{game_id}-{size[0]}.png"))  # (a look, as a person sees it)
