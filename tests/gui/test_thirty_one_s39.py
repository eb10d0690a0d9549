"""Thirty-One, tester t1 in session 39.

* "You take from the stock with a single click, but from the discard pile a single click only
  shows a hint ("drag it to your hand or double-click it"). The two piles next to each other
  answer a click differently." A single click on the discard pile now takes its top card, as one
  on the stock draws; a double-click or a quick stream of clicks there takes it once and plays
  nothing more (the clicks of a stream that made a move make no other, test_click_stream_s38)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers import click, drag, grab_point, hand_item, labels, open_window
from .test_click_stream_s38 import stream


def test_a_single_click_on_the_discard_pile_takes_its_card(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("thirty_one", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    top = w.state.discard[-1]
    before = len(w.session.record.moves)
    click(view, view.pieces["discard"])
    QApplication.processEvents()
    moves = w.session.record.moves[before:]
    assert [dict(m) for m in moves] == [{"kind": "draw", "source": "discard"}], moves
    assert top in w.state.hands[seat]
    # Anna discards; Ben draws from the stock: then the discard pile is no pile to take from, and
    # a click on it takes nothing and says why, as before
    drag(view, hand_item(view, w.state.hands[seat][0]), view.zones["discard"].rect.center())
    assert w.state.turn != seat and w.state.discard
    click(view, view.pieces["stock"])
    n = len(w.session.record.moves)
    assert not view.pieces["discard"].spec.clickable
    click(view, view.pieces["discard"])
    assert len(w.session.record.moves) == n and w.status_text()


@pytest.mark.parametrize("presses", [2, 3])
def test_quick_clicks_on_the_discard_pile_take_once_and_play_nothing(qtbot, data_dir, animations, presses):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("thirty_one", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    before = len(w.session.record.moves)
    stream(view.viewport(), grab_point(view, view.pieces["discard"]), presses)
    QApplication.processEvents()
    moves = w.session.record.moves[before:]
    assert [m.get("kind") for m in moves] == ["draw"] and moves[0].get("source") == "discard", moves


def _hand_over(qtbot, size, names, seed=4):
    """Thirty-One on an open-handed table at ``size``, played (busy moves, the first to knock
    knocking) to the end of the first hand."""
    w = open_window(qtbot, size, start=False)
    w.start_game("thirty_one", list(names), {}, seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    for _ in range(60):
        if w.state.phase == "hand_over":
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        legal = w.game.legal_moves(w.state)
        knock = [m for m in legal if m["kind"] == "knock"]
        w.play((knock or legal)[0])
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    assert w.state.phase == "hand_over"
    return w


@pytest.mark.parametrize("size, names", [((1366, 768), ("Anna", "Ben", "Robo Ruby")),
                                         ((1024, 600), ("Anna", "Ben", "Cleo")),
                                         ((1024, 600), ("Anna", "Ben")),
                                         ((1366, 768), ("Anna", "Ben", "Cleo", "Dev", "Eve")),
                                         ((1024, 600), ("Anna", "Ben", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal"))])
def test_the_hands_shown_at_the_end_of_a_hand_are_readable(qtbot, data_dir, size, names):
    """s39 t1: at the end of a hand Ben's and Robo Ruby's three cards were shown face up in their
    seat boxes about 45 px wide, each covering most of the one before, the table round them
    empty. Each is now shown whole (no card over another of its hand) and larger, clear of the
    table's other cards and words."""
    w = _hand_over(qtbot, size, names)
    view = w.table.view
    QApplication.processEvents()
    view.finish_animations()
    cards = [c for c in view.card_items() if c.isVisible()]

    def face(c):
        return view.mapFromScene(c.mapRectToScene(c.card_rect())).boundingRect()

    widest = max(face(c).width() for c in cards if c.spec.zone.startswith("hand/"))  # (the viewer's own hand)
    piles = min(face(c).top() for c in cards if c.spec.zone in ("stock", "discard"))
    words = [(lab.text, view.mapFromScene(lab.mapRectToScene(lab.text_rect)).boundingRect())
             for lab in labels(view) if lab.isVisible() and lab.text]
    for seat in range(len(names)):
        shown = [c for c in cards if c.spec.zone == f"hand/{seat}"]
        assert len(shown) == 3, (seat, [c.spec.id for c in shown])
        rects = [face(c) for c in shown]
        if min(r.width() for r in rects) == widest:
            continue  # the viewer's own hand along the bottom
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.intersects(b), (names[seat], a, b)  # each card whole
        if max(r.bottom() for r in rects) < piles:  # a seat across the top: larger than the old 0.42
            assert min(r.width() for r in rects) >= 0.6 * widest, (names[seat], [r.width() for r in rects], widest)
        # clear of every other card on the table, and of every word
        others = [face(c) for c in cards if c.spec.zone != f"hand/{seat}"]
        assert not any(a.intersects(o) for a in rects for o in others), names[seat]
        assert not [t for t, r in words for a in rects if a.intersects(r)], names[seat]
