"""Tester t2, s45, finding 1: Hand and Foot at 800x600, Ben draws two; the table lays itself out
again (his hand grows, his foot moves), and the suggestion "Meld 9♥ 9♠ Joker" comes up where his
foot lay. A click aimed at the foot a moment after the draw made a meld he did not ask for.

A button that comes up (or moves) onto a spot where a card or pile lay before the table moved
takes no click until a pause has passed (ButtonItem.moved_under: any table's buttons), and says
why; the click after the pause counts. The foot clicked says when it comes, in the engine's
words: the book, "When a player is able to use all the cards in their hand, they then may pick
up their foot and continue laying."."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.core.game import Move
from cardtable.gui.table_view import MOVED_UNDER_S, MOVED_UNDER_WORDS

from .helpers import click, described_only, open_window, settle

SEATS = ["Anna", "Ben", "Robo Nell", "Robo Otto"]
#: seed 1, played by two Medium computers and two people drawing and discarding, up to Ben's draw
BEFORE_BEN_DRAWS = [
    {"kind": "draw", "seat": 2}, {"kind": "discard", "seat": 2, "card": "7D"}, {"kind": "draw", "seat": 3},
    {"kind": "meld", "seat": 3, "melds": (("5H", "5D", "5S", "5D", "5S"), ("10S", "10C", "JK"))},
    {"kind": "discard", "seat": 3, "card": "JS"}, {"kind": "draw", "seat": 0},
    {"kind": "discard", "seat": 0, "card": "10S"}, {"kind": "draw", "seat": 1},
    {"kind": "discard", "seat": 1, "card": "6C"}, {"kind": "draw", "seat": 2},
    {"kind": "discard", "seat": 2, "card": "KC"}, {"kind": "pick", "seat": 3, "melds": ()},
    {"kind": "meld", "seat": 3, "melds": (("6C", "6S", "6C"),)}, {"kind": "meld", "seat": 3, "melds": (("7D", "7S", "7D"),)},
    {"kind": "add", "seat": 3, "card": "10S", "meld": 1}, {"kind": "discard", "seat": 3, "card": "JS"},
    {"kind": "draw", "seat": 0}, {"kind": "discard", "seat": 0, "card": "JH"}]


def ben_to_draw(qtbot):
    w = open_window(qtbot, size=(800, 600), start=False)
    w.start_game("hand_and_foot", SEATS, {}, seed=1)
    with described_only(w.table.view):
        for move in BEFORE_BEN_DRAWS:
            assert w.play(Move(move)).ok
    w.table.curtain.reveal()
    assert w.state.turn == 1 and w.viewer == 1
    settle(w.table.view)
    return w


def foot_of(view, seat: int):
    return next(item for item in view.pieces.values() if item.spec.zone == f"foot/{seat}")


def test_a_button_come_up_where_the_foot_lay_takes_no_click_until_a_pause(qtbot, data_dir, clock):
    w = ben_to_draw(qtbot)
    view = w.table.view
    foot = foot_of(view, 1).sceneBoundingRect()
    assert w.play(Move(kind="draw", seat=1)).ok
    settle(view)
    meld = next(b for b in view.buttons if b.sceneBoundingRect().intersects(foot))
    assert meld.text.startswith("Meld ") and meld.moved_under is not None
    assert foot_of(view, 1).sceneBoundingRect() != foot  # (the foot moved away)
    # the click where the foot was, on the button now there, a moment after the draw
    aim = meld.sceneBoundingRect().intersected(foot).center()
    moves = len(w.session.record.moves)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(QPointF(aim)))
    assert len(w.session.record.moves) == moves
    assert MOVED_UNDER_WORDS in w.status_text()
    # read, then pressed on purpose: it counts
    clock.now += MOVED_UNDER_S
    click(view, meld)
    assert len(w.session.record.moves) > moves, w.status_text()
    assert w.session.record.moves[moves].kind == "meld"


def test_the_foot_clicked_says_when_it_comes(qtbot, data_dir, clock):
    w = ben_to_draw(qtbot)
    view = w.table.view
    click(view, foot_of(view, 1))
    said = w.status_text()
    assert "You pick up your foot when you have used all the cards in your hand" in said, said
    assert "cannot be moved now" not in said
