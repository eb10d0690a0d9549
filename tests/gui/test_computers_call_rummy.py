"""Five Hundreds' "Rummy!" with a computer at the table. The finding (s27 t2): "Anna discarded
the A♥, which fits Rex's J♥ Q♥ K♥. Within 0.3 s the log read "Rummy! Robo Rex lays the ace of
hearts on the table." Cleo never saw the "Rummy!" button that Help > Rules promises: "every other
player gets a Rummy! button until the next player draws. The first to press it takes the card"."
Now a person who may call has her button on the table while the computer is to draw, and the
computer waits at least settings.CALL_OUT_SECONDS before it moves; a press in that time wins."""

from __future__ import annotations

import time

from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games.five_hundreds import GAME
from cardtable.gui import settings
from cardtable.gui.main_window import MainWindow
from cardtable.play import PlayController, Seat, SeatKind

from .helpers import buttons, click, face_up_hand_codes, labels, open_window, take_over
from .test_computer_players import InProcess

#: seed 1, Anna, Robo Rex and Cleo: Anna melds 7♦ 8♦ 9♦, Rex A♠ 2♠ 3♠, Cleo the 2s (she has
#: melded, so she may call Rummy!: "Once you meld ... you can add onto other players cards"), and
#: Anna's last move discards the 10♦, which fits her run
MOVES = [{"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "3D"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "3C"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "discard", "seat": 0, "card": "4S"},
         {"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "9S"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "KD"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "discard", "seat": 0, "card": "JS"},
         {"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "7S"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "QC"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "discard", "seat": 0, "card": "6S"},
         {"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "10S"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "6H"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "discard", "seat": 0, "card": "3H"},
         {"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "JD"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "10H"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "discard", "seat": 0, "card": "KS"},
         {"kind": "draw", "seat": 1, "pile": "stock"}, {"kind": "discard", "seat": 1, "card": "8S"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "discard", "seat": 2, "card": "7H"},
         {"kind": "draw", "seat": 0, "pile": "stock"}, {"kind": "meld", "seat": 0, "cards": ["7D", "8D", "9D"]},
         {"kind": "discard", "seat": 0, "card": "4C"}, {"kind": "draw", "seat": 1, "pile": "stock"},
         {"kind": "discard", "seat": 1, "card": "7C"}, {"kind": "draw", "seat": 2, "pile": "stock"},
         {"kind": "discard", "seat": 2, "card": "6C"}, {"kind": "draw", "seat": 0, "pile": "stock"},
         {"kind": "discard", "seat": 0, "card": "4D"}, {"kind": "draw", "seat": 1, "pile": "stock"},
         {"kind": "discard", "seat": 1, "card": "QH"}, {"kind": "draw", "seat": 2, "pile": "stock"},
         {"kind": "discard", "seat": 2, "card": "4H"}, {"kind": "draw", "seat": 0, "pile": "stock"},
         {"kind": "discard", "seat": 0, "card": "JC"}, {"kind": "draw", "seat": 1, "pile": "stock"},
         {"kind": "meld", "seat": 1, "cards": ["2S", "3S", "AS"]}, {"kind": "discard", "seat": 1, "card": "5S"},
         {"kind": "draw", "seat": 2, "pile": "stock"}, {"kind": "meld", "seat": 2, "cards": ["2C", "2D", "2H"]},
         {"kind": "discard", "seat": 2, "card": "JH"}, {"kind": "draw", "seat": 0, "pile": "stock"}]
ANNAS_DISCARD = Move(kind="discard", seat=0, card="10D")
CLEOS_RUMMY = Move(kind="rummy", seat=2, meld=0)


def position() -> Session:
    s = Session.new(GAME, ["Anna", "Robo Rex", "Cleo"], {}, 1)
    for move in MOVES:
        s.play(Move(move))
    return s


def test_while_the_computer_is_to_draw_the_person_may_call_rummy():
    ctl = PlayController(position(), [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, object()), Seat("Cleo")])
    ctl.reveal()  # Anna has the laptop
    ctl.play(ANNAS_DISCARD)
    # Rex is to draw; Anna holds the laptop, her hand face down while Cleo may call (she leans in
    # to read the window: PlayController.question_open, s31)
    assert ctl.computer_turn() == 1 and ctl.looking == 0 and ctl.viewer is None and ctl.question_open()
    assert ctl.called_out(ctl.viewer) == [CLEOS_RUMMY]


def window_at_annas_discard(qtbot, monkeypatch):
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")  # even at the quickest pace
    w = open_window(qtbot, (1024, 600), start=False)
    w.show_session(position(), "five-hundreds-rummy", False, ["", "medium", ""])
    if w.table.curtain.isVisible():
        take_over(w)  # Anna's
    assert w.play(ANNAS_DISCARD).ok
    return w


def test_the_computer_waits_and_the_persons_press_wins(qtbot, data_dir, monkeypatch):
    w = window_at_annas_discard(qtbot, monkeypatch)
    started = time.monotonic()
    view = w.table.view
    label = "Rummy! (Cleo)"
    assert label in buttons(view), list(buttons(view))
    assert face_up_hand_codes(view) == []  # (Cleo leans in: Anna's hand is down, s31)
    assert "Before Robo Rex draws, Cleo may call Rummy! on the 10 of diamonds: press \u201cRummy! (Cleo)\u201d." \
        in " ".join(lab.spec.text for lab in view.scene().items() if hasattr(lab, "spec")
                    and isinstance(getattr(lab.spec, "text", None), str))
    qtbot.wait(int(settings.CALL_OUT_SECONDS * 1000 / 2))
    assert len(w.session.record.moves) == len(MOVES) + 1, "Robo Rex moved before Cleo could call"
    assert time.monotonic() - started < settings.CALL_OUT_SECONDS
    click(view, buttons(view)[label])
    assert w.session.record.moves[len(MOVES) + 1] == CLEOS_RUMMY
    assert "Rummy! Cleo lays the 10 of diamonds on the table." in w.status_text()
    # and Rex draws on
    qtbot.waitUntil(lambda: len(w.session.record.moves) > len(MOVES) + 2, timeout=10_000)
    assert w.session.record.moves[len(MOVES) + 2]["kind"] == "draw"


def test_unpressed_the_computer_calls_after_the_window(qtbot, data_dir, monkeypatch):
    monkeypatch.setattr(settings, "CALL_OUT_SECONDS", 0.8)
    w = window_at_annas_discard(qtbot, monkeypatch)
    # (timed from the computer's turn starting, not from here: on a busy machine the window had
    # been open a while when the set-up returned)
    started = w.thinking.started if w.thinking is not None else time.monotonic()
    qtbot.waitUntil(lambda: len(w.session.record.moves) > len(MOVES) + 1, timeout=10_000)
    assert time.monotonic() - started >= 0.7
    assert w.session.record.moves[len(MOVES) + 1]["seat"] == 1  # (he takes the 10 of diamonds: by drawing it)


def test_only_the_one_to_draw_is_lit_while_others_may_call(qtbot, data_dir, monkeypatch):
    """Tester report s27: the people who may call Rummy! out of turn were lit like the player to
    move. While Robo Rex is to draw and Cleo may call, Rex's name is lit, Cleo's is not (her
    button and the prompt say what she may do)."""
    w = window_at_annas_discard(qtbot, monkeypatch)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    assert w.play_ctl.to_act() == (1, 2) and "Rummy! (Cleo)" in buttons(w.table.view)
    lit = [lab.text for lab in labels(w.table.view) if lab.isVisible() and getattr(lab.spec, "highlight", False)]
    assert any("Robo Rex" in text for text in lit), lit
    assert not any("Cleo" in text for text in lit), lit
