"""A keyboard player who never stops pressing Enter is not locked out (tester, s47 t1 #1): Oh
Hell! at 1024x600, the curtain turned off, Anna and Cleo against two computers; pressing H,
Enter, Enter again and again 0.2 to 0.9 s apart, every press was refused ("Too quick after the
last press: ... press Enter once") for 80 s and no card was played: each refused press made the
stream go on, and the hold of the stream that was going on when the table came to her lasted as
long as the stream did. Now the hold lasts :data:`~cardtable.gui.curtain.STREAM_HELD_S` from
when the table came to her: a press after it, no quicker than a double press's second
(:data:`~cardtable.gui.curtain.ANSWER_GAP_S`), is hers and acts, presses before it or not. A
burst, a held key, a double-click stay the rest of the stream however long they go on; the
stream's presses in the first seconds of her turn still play nothing (test_stream_after_computers,
test_keys_after_the_curtain). Real key events, on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.gui import curtain

from .helpers import open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

pytestmark = pytest.mark.curtain_guard

PACE_S = 0.6  # an impatient child's Enter, on and on
NAMES = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]


def people_cards(w) -> int:
    """How many cards the people have played so far."""
    moves = w.session.record.moves
    return sum(1 for n, m in enumerate(moves) if m.get("kind") == "play" and w.play_ctl.seats[w.play_ctl.mover(n)].human)


def to_the_play(qtbot, w) -> None:
    """The bids made (each person's the first the table offers), a person to play a card."""
    while True:
        human_turn(qtbot, w)
        ctl = w.play_ctl
        seat = ctl.to_act()[0]
        move = w.game.legal_moves(w.state, seat)[0]
        if move.kind == "play":
            return
        w.play(move)


def test_enter_every_0_6_s_plays_a_card_within_a_few_presses(qtbot, data_dir, clock, quick):  # noqa: F811
    """Enter every 0.6 s, on and on: the stream never pauses, yet each person's card is played
    within a few presses of the table coming to them ("Too quick after the last press" for the
    first presses of each turn only)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("oh_hell", NAMES, {}, seed=3, computers=["", "medium", "", "medium"], open_handed=True)
    to_the_play(qtbot, w)
    w.table.view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)  # (the keyboard onto the table: the ring on her first card)
    most = round(curtain.STREAM_HELD_S / PACE_S) + 3  # the hold, Enter to pick up, Enter to play
    for _ in range(3):
        played = people_cards(w)
        presses = 0
        while people_cards(w) == played:
            assert presses < most, f"{presses} presses 0.6 s apart played nothing: {w.status_text()}"
            clock.now += PACE_S
            key(w, Qt.Key_Return)
            presses += 1
            human_turn(qtbot, w)
        assert people_cards(w) == played + 1, "one press played two people's cards"


def test_a_burst_going_on_long_after_her_turn_came_still_plays_nothing(qtbot, data_dir, clock, quick):  # noqa: F811
    """Enter every 0.3 s (the second press of a double press, each) long after her turn came back:
    the rest of the stream, however long it goes on; one after a pause plays."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("oh_hell", NAMES, {}, seed=3, computers=["", "medium", "", "medium"], open_handed=True)
    to_the_play(qtbot, w)
    w.table.view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)
    played = people_cards(w)
    for _ in range(2):  # Enter, Enter: her card picked up and played
        clock.now += PACE_S
        key(w, Qt.Key_Return)
    human_turn(qtbot, w)
    assert people_cards(w) == played + 1
    for _ in range(round(2 * curtain.STREAM_HELD_S / 0.3)):
        clock.now += 0.3
        key(w, Qt.Key_Return)
        human_turn(qtbot, w)
        assert people_cards(w) == played + 1, "a press of a burst played a card"
    assert w.status_text().startswith(curtain.HURRIED), w.status_text()
    rest(clock)
    key(w, Qt.Key_Return)
    key(w, Qt.Key_Return)
    assert people_cards(w) == played + 2
