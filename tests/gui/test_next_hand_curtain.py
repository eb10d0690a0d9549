"""Crazy Eights between hands at the table (t3, s27, F-c): "Hand 1 is over. Ben: deal the next
hand." though Robo Ruby dealt hand 1 and the log then says "Hand 2: Anna deals."; after the
press, Ben's eight new cards came up at once with no "Pass to Ben" curtain. The button names the
real dealer, and a new hand's first player's cards wait behind their curtain, with the curtain
on throughout and switched off and on again."""

from __future__ import annotations

import random

import pytest

from .helpers import assert_private, buttons, click, open_window, take_over
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

SEED = 2  # the people's choices: Anna goes out, as at the table


def play_to_hand_over(qtbot, w, toggle: bool, seed: int) -> None:
    rng = random.Random(seed)
    for step in range(400):
        human_turn(qtbot, w)
        if w.state.phase != "play":
            return
        if toggle and step == 3:
            w.curtain_action.setChecked(False)
        if toggle and step == 9:
            w.curtain_action.setChecked(True)
        if w.table.curtain.isVisible():
            take_over(w)
        legal = w.play_ctl.legal(w.play_ctl.to_act()[0])
        plays = [m for m in legal if m.kind == "play"] or legal  # the people play when they can
        w.play(plays[rng.randrange(len(plays))])
    raise AssertionError("hand 1 did not end")


@pytest.mark.parametrize("toggle", [False, True])
def test_the_dealer_is_named_and_the_new_first_players_hand_waits_for_their_curtain(qtbot, data_dir, quick,
                                                                                      monkeypatch, toggle):
    w = open_window(qtbot)
    monkeypatch.setattr(w, "_agree_to_open_hands", lambda: True)
    w.start_game("crazy_eights", ["Anna", "Ben", "Robo Ruby"], {"scoring": True, "target": 200}, seed=7,
                 computers=["", "", "medium"])
    play_to_hand_over(qtbot, w, toggle, SEED)
    assert w.state.phase == "hand_over"
    assert "Anna is out of cards and wins the hand." in w.status_text()
    assert "Hand 1 is over. Anna: deal the next hand." in w.status_text()
    if w.table.curtain.isVisible():
        take_over(w)
    click(w.table.view, buttons(w.table.view)["Deal the next hand"])
    human_turn(qtbot, w)
    assert w.state.hand_no == 2 and w.state.players[w.state.turn] == "Ben"
    assert w.table.curtain.isVisible() and "Ben" in w.table.curtain.button.text()
    assert_private(w)
    take_over(w)
