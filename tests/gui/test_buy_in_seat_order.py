"""10 Dime Rummy's "Buy out of turn" while a computer is to draw: where several call "Buy!", seat
order decides, people and computers alike. The house rule: "Computer players call it too. If
several call, the first after the player to draw gets it."

Found by a tester (s32 t3 #7): "With "Nobody else: Robo Rudi buys it" showing (Rudi wants the 9♣),
I clicked "Anna buys it" in time. Anna got the 9♣, although Robo Rudi sits before Anna counting
from Robo Remy, the player to draw ... In play, people always beat a computer's call, whatever the
seat order." Now a person is offered a buy only where their call would win: while the computers
are still asked, the people before every one of them; once the answers are in, the people before
the computer that called (as the question does when a person passes the card by).

And the buttons name the card (s32 t3 #6: a late click on "Anna buys it" meant for the 9♣ bought
the next card, the A♠, whose window had just opened with its buttons in the same place), and a
button that comes up by itself takes no press in its first moments (ButtonItem.refusal)."""

from __future__ import annotations

import time

import pytest

from cardtable.core.game import Move
from cardtable.gui import table_view
from cardtable.gui.main_window import MainWindow
from cardtable.gui.table_view import JUST_UP_WORDS, ButtonItem
from cardtable.games.ten_dime_rummy import buy_label

from .helpers import buttons, buy_button, click, fake_clock, labels, open_window, settle
from .test_computer_players import InProcess

NAMES = ["Anna", "Ben", "Robo Rex", "Robo Remy"]


def rex_to_draw(qtbot, monkeypatch, remy_calls: bool, pace: str = "30"):
    """Seed 0: Robo Rex begins, to draw; Robo Remy sits next after him, then Anna, then Ben.
    Robo Remy calls "Buy!" for the top discard if ``remy_calls``."""
    import cardtable.ai.agents as agents

    monkeypatch.setattr(agents, "medium_call", lambda game, info, seed: info.legal[0] if remy_calls else None)
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", pace)
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", NAMES, {"buy_out_of_turn": True}, seed=0,
                 computers=["", "", "medium", "medium"])
    assert w.state.turn == 2 and w.play_ctl.computer_turn() == 2
    return w


def test_people_after_a_computer_that_calls_are_offered_nothing(qtbot, data_dir, monkeypatch):
    w = rex_to_draw(qtbot, monkeypatch, remy_calls=True, pace="0.5")
    view = w.table.view
    top = w.state.discard[-1]
    started, seen = time.monotonic(), False
    while not w.session.record.moves and time.monotonic() - started < 10:
        # neither while Remy is asked nor once he has called: Anna and Ben sit after him
        assert not [b.text for b in view.buttons if "buys the" in b.text], [b.text for b in view.buttons]
        assert w.called_out_moves() == []
        qtbot.wait(20)
        if w.thinking is not None and w.thinking.call is not None:  # Remy's call in: the table says so
            said = ('Robo Remy calls "Buy!" for the jack of spades and gets it: Robo Remy comes before Anna '
                    'and Ben in the turn order.')
            assert said in w.status_text() and said in " ".join(lab.spec.text for lab in labels(view))
            seen = True
    assert seen
    assert w.session.record.moves[0] == Move(kind="buy", seat=3) and top in w.state.hands[3]


def test_people_are_offered_the_card_once_no_computer_before_them_calls(qtbot, data_dir, monkeypatch):
    w = rex_to_draw(qtbot, monkeypatch, remy_calls=False)
    view = w.table.view
    top = w.state.discard[-1]
    card = buy_label(top)
    qtbot.waitUntil(lambda: f"Anna buys the {card}" in buttons(view))
    settle(view)
    assert [b.text for b in view.buttons] == [f"Anna buys the {card}", f"Ben buys the {card}",
                                              "Nobody buys it: Robo Rex draws"]
    click(view, buttons(view)[f"Ben buys the {card}"])
    assert w.session.record.moves == [Move(kind="buy", seat=1)] and top in w.state.hands[1]


def test_a_person_before_the_computer_that_calls_gets_the_card(qtbot, data_dir, monkeypatch):
    """Seed 3: Robo Remy begins; Anna, Ben and then Robo Rex after him. Rex calls; Anna and Ben
    sit before him and may buy it instead ("Robo Rex buys it")."""
    import cardtable.ai.agents as agents

    monkeypatch.setattr(agents, "medium_call", lambda game, info, seed: info.legal[0])
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", NAMES, {"buy_out_of_turn": True}, seed=3, computers=["", "", "medium", "medium"])
    assert w.state.turn == 3
    view = w.table.view
    top = w.state.discard[-1]
    card = buy_label(top)
    qtbot.waitUntil(lambda: "Robo Rex buys it" in buttons(view))
    assert [b.text for b in view.buttons] == [f"Anna buys the {card}", f"Ben buys the {card}",
                                              "Robo Rex buys it"]
    click(view, buttons(view)[f"Anna buys the {card}"])
    assert w.session.record.moves == [Move(kind="buy", seat=0)] and top in w.state.hands[0]


@pytest.mark.button_guard
def test_a_buy_button_come_up_in_place_of_the_last_ones_takes_no_click_at_once(qtbot, data_dir, monkeypatch):
    """Nobody buys Rex's first card; he draws and discards at the pace, and the window for Robo
    Remy's draw opens with its buttons where the last window's were. A click on "Anna buys ..."
    at once was meant for the last card: it buys nothing and says why; a moment later it buys."""
    from cardtable.gui import curtain, settings

    monkeypatch.setattr(curtain, "PAUSE_S", 0.0)  # (the stream's rule is not what is tried here)
    monkeypatch.setattr(settings, "CALL_OUT_SECONDS", 0.2)
    clock = fake_clock(monkeypatch, ButtonItem)
    w = rex_to_draw(qtbot, monkeypatch, remy_calls=False, pace="0.2")
    view = w.table.view
    first = buy_label(w.state.discard[-1])
    qtbot.waitUntil(lambda: "Nobody buys it: Robo Rex draws" in buttons(view))
    before = buttons(view)[f"Anna buys the {first}"].sceneBoundingRect()
    clock.now += table_view.REPLACED_GUARD_S
    click(view, buttons(view)["Nobody buys it: Robo Rex draws"])
    # Rex draws and discards; Remy is to draw, and Anna and Ben (before Rex) may buy
    qtbot.waitUntil(lambda: w.state.turn == 3 and any(t.startswith("Anna buys the ") for t in buttons(view)),
                    timeout=10_000)
    settle(view)
    anna = buy_button(w, "Anna")
    assert anna != f"Anna buys the {first}"  # (the card named: another card, another button)
    new = buttons(view)[anna]
    assert new.sceneBoundingRect().intersects(before) and new.replaces
    moves = len(w.session.record.moves)
    click(view, new)
    assert len(w.session.record.moves) == moves
    assert JUST_UP_WORDS in w.status_text()
    clock.now += table_view.REPLACED_GUARD_S
    click(view, buttons(view)[anna])
    assert w.session.record.moves[moves:] == [Move(kind="buy", seat=0)]
