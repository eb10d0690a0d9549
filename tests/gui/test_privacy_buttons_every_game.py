"""No button or label of the table names a card hidden from the one it is drawn for, in any game
(s33 t4 #0: Hand and Foot's "Meld 10♣ 10♥ 10♦" painted behind "Pass to Cleo"). Two people and
two computers (two people where the game is for two), moves chosen at random; at every step the
table is checked (:func:`~tests.gui.helpers.assert_names_no_hidden_card`: card faces, and now the words of
buttons); every few moves the game is left and opened again from its save in the
middle of a person's turn, and a person's move is taken back while a computer is to move."""

from __future__ import annotations

import random

import pytest

from cardtable.games import catalogue
from cardtable.gui.layouts import LAYOUTS

from .helpers import assert_names_no_hidden_card, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)

NAMES = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]
STEPS = 36


def settled(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.game.is_over(w.state) or (w.play_ctl.computer_turn() is None and w.thinking is None
                                                       and not w.play_ctl.callers()), timeout=20_000)


def look(w) -> None:
    assert_names_no_hidden_card(w)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
        assert_names_no_hidden_card(w)


@pytest.mark.parametrize("game_id", sorted(LAYOUTS))
def test_no_button_names_a_hidden_card(qtbot, data_dir, quick, game_id):
    game = catalogue()[game_id]
    counts = game.info.allowed_counts()
    n = 4 if 4 in counts else max(c for c in counts if c <= 4) if min(counts) <= 4 else min(counts)
    players = NAMES[:n] if n > 2 else ["Anna", "Cleo"][:n]  # Spider: Anna alone
    computers = (["", "easy"] * n)[:n] if n > 2 else [""] * n
    w = open_window(qtbot, start=False)
    w.start_game(game_id, players, {}, seed=7, computers=computers)
    rng = random.Random(7)
    for step in range(STEPS):
        settled(qtbot, w)
        if game.is_over(w.state):
            break
        look(w)
        legal = w.play_ctl.offered(w.game.legal_moves(w.state, w.game.to_act(w.state)[0])
                                   if len(w.game.to_act(w.state)) > 1 else w.game.legal_moves(w.state))
        if not legal:
            break
        if step % 6 == 3:
            # left mid-turn and opened again: the curtain (or the table) names no card
            save_id = w.save_id
            w.back_to_start()
            assert w.open_save(save_id) is not False
            assert_names_no_hidden_card(w)
            settled(qtbot, w)
            look(w)
            continue
        before = len(w.session.record.moves)
        result = w.play(rng.choice(legal))
        assert result.ok, result
        assert_names_no_hidden_card(w)
        if step % 6 == 5 and w.play_ctl.computer_turn() is not None and w.undo_action.isEnabled():
            w.undo_action.trigger()  # taken back while a computer is to move
            assert_names_no_hidden_card(w)
            if len(w.session.record.moves) < before:
                look(w)


@pytest.mark.parametrize("game_id, options, seed, kind", [
    ("sweep", {"jokers": True}, 3, "no_joker"),
    ("sweep", {}, 4, "pick_up"),
    ("fan_tan", {"penalty_pass": False}, 6, "pass"),
])
def test_behind_the_curtain_no_button_tells_what_the_next_person_holds(qtbot, data_dir, quick, game_id,
                                                                       options, seed, kind):
    """s34 t3 #1: after a 10 in Sweep each player is asked whether to play a joker. Behind
    "Pass to Anna" the dim table drew "No joker", "Play a joker" and "Play the face-up joker"
    (she held two jokers), behind Cleo's only "No joker": the panel's width told the table who
    held a joker. Likewise Sweep's "Pick up the pile" (no joker to play) and Fan Tan's "Pass (pay
    a chip)" (no card to play). Behind the curtain the table offers only what people do for one
    another."""
    w = open_window(qtbot, start=False)
    w.start_game(game_id, ["Anna", "Ben", "Cleo", "Robo Rex"], options, seed=seed,
                 computers=["", "", "", "easy"])
    rng = random.Random(seed)
    asked = 0
    for _ in range(400):
        settled(qtbot, w)
        if w.game.is_over(w.state):
            break
        if w.table.curtain.isVisible():
            free = w.game.between_hands | w.game.spoken | w.game.called_out | w.game.asks_aloud
            kinds = {m.kind for m in w.game.legal_moves(w.state)}
            asked += kind in kinds
            if not kinds <= free:  # the next person's own choice: none of it drawn yet
                assert [b.text for b in w.table.view.buttons] == []
        legal = w.play_ctl.offered(w.game.legal_moves(w.state))
        if not legal:
            break
        assert w.play(rng.choice(legal)).ok
    assert asked, f"no {kind} came up behind the curtain"
