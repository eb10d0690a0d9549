"""10 Dime Rummy's "Buy out of turn" between people, at the hand-off curtain. Finding s27 t2 N2:
"the prompt "Before Anna draws, Ben may call "Buy!" for the 6 of spades ..." only appears AFTER
Anna has clicked "I'm Anna: show my cards", i.e. with Anna's 12 card faces on screen. For Ben to
buy he has to come to the laptop and drag while Anna's hand is face up. There is no moment where
Ben can buy behind a curtain." The curtain before Anna now offers the other people's buys
("Before Anna draws, the 6 of spades may be bought for a dime:" over "Ben buys it"): pressed, Ben
buys and the curtain stays up for Anna, with no hand shown to anyone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.gui.curtain import GuardedButton

from .helpers import assert_private, fake_clock, open_window


def three_people(qtbot, options):
    w = open_window(qtbot)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cleo"], options, seed=3)
    assert w.table.curtain.isVisible()
    return w


def test_the_other_people_buy_on_the_curtain_and_it_stays_up(qtbot, data_dir):
    w = three_people(qtbot, {"buy_out_of_turn": True})
    curtain = w.table.curtain
    drawer = w.state.turn
    others = [s for s in range(3) if s != drawer]
    top = w.state.discard[-1]
    assert curtain.title.text() == f"Pass to {w.state.players[drawer]}"
    assert curtain.calls_line.text() == (f"Before {w.state.players[drawer]} draws, the {card_name(top)} may be "
                                         "bought for a dime:")
    assert [b.text() for b in curtain.calls] == [f"{w.state.players[s]} buys it" for s in others]
    assert all(b.isVisible() for b in curtain.calls)
    buyer = others[0]
    QTest.mouseClick(curtain.calls[0], Qt.LeftButton)
    assert w.session.record.moves == [{"kind": "buy", "seat": buyer}]
    assert top in w.state.hands[buyer] and w.state.turn == drawer
    # the curtain stays up for the one to draw, nobody's cards shown, and says what happened
    assert curtain.isVisible() and curtain.title.text() == f"Pass to {w.state.players[drawer]}"
    assert f"{w.state.players[buyer]} paid a dime" in curtain.sub.text()
    assert_private(w)
    # the only discard is bought: nothing more to buy; Enter still lifts the curtain
    assert not w.state.discard and curtain.calls == [] and not curtain.calls_box.isVisible()
    QTest.keyClick(curtain.button, Qt.Key_Return)
    assert not curtain.isVisible() and w.viewer == drawer and len(w.session.record.moves) == 1


def test_no_buttons_without_the_house_rule(qtbot, data_dir):
    w = three_people(qtbot, {})
    assert w.table.curtain.calls == [] and not w.table.curtain.calls_box.isVisible()


@pytest.mark.curtain_guard
def test_a_press_too_soon_after_the_curtain_rose_buys_nothing(qtbot, data_dir, monkeypatch):
    """A call's button is guarded as the curtain's own: the rest of a double-click on the table
    that raised the curtain never buys."""
    clock = fake_clock(monkeypatch, GuardedButton)
    w = three_people(qtbot, {"buy_out_of_turn": True})
    call = w.table.curtain.calls[0]
    call.arm()
    QTest.mouseClick(call, Qt.LeftButton)
    assert w.session.record.moves == []
    clock.now += 1.0
    QTest.mouseClick(call, Qt.LeftButton)
    assert len(w.session.record.moves) == 1
