"""The finding (s32 t1 #2): "Canadian Salad, 5 players: the docked score sheet shows only each
player's total; the round rows are nowhere, and no hint says how to see them" (1366x768, after
round 1: one column "Total" and the legend "Each player's total."); "Same with Court Whist at 5
players ... which hand/game the points came from ... cannot be seen without printing". The rule
(s31): the running sheet shows every hand as soon as it fits, the advice only where a round is
hidden. After one round nothing is hidden but the round's name: the legend now says which round
(or which game and hand) the totals are all from; from the second round on, the "Last" column
and the advice once a round is out of sight (since s46 three earlier rounds beside the newest:
the advice from round 5 or so at 1024x600). (At 1366x768 five players now go across, every hand
in sight, s39: the narrow sheet's words are looked at on a 1024x600 window, where they still go
down.)"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.session import Session

from .helpers import open_window

FIVE = ["Anna", "Ben", "Robo Ruby", "Robo Remy", "Eli"]


def sheet_after(game, rounds: int):
    """The game's sheet after ``rounds`` rows are filled, each seat playing its first legal move."""
    session = Session.new(game, FIVE, {}, seed=1)
    for _ in range(5000):
        sheet = game.score_sheet(session.state)
        filled = [r for r in sheet.rows if r.kind == "round" and r.cells]
        if len(filled) >= rounds:
            return sheet
        who = game.to_act(session.state)[0]
        session.play(game.legal_moves(session.state, who)[0])
    raise AssertionError("no round ended")


def shown(qtbot, game_id: str, rounds: int, size=(1024, 600)):
    w = open_window(qtbot, size, start=False)
    w.start_game(game_id, FIVE, {}, seed=1)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    panel.set_sheet(sheet_after(w.game, rounds))
    QApplication.processEvents()
    return panel.scores


def test_canadian_salads_totals_say_which_round_they_come_from(qtbot, data_dir):
    assert not shown(qtbot, "canadian_salad", 1, (1366, 768)).players_down  # (the tester's: across, s39)
    scores = shown(qtbot, "canadian_salad", 1)
    assert scores.players_down  # (five players beside the table: the narrow sheet)
    assert scores.legend.text() == "Each player's total after round 1.", scores.legend.text()
    scores = shown(qtbot, "canadian_salad", 2)
    legend = scores.legend.text()
    # (a column a round since s40 t4, the newest first: it said "Last: round 2."; both rounds in
    # sight since s46, three earlier rounds beside the newest, so no advice yet)
    assert legend == "Each player's total after round 2. Then each round's points, the newest first.", legend
    scores = shown(qtbot, "canadian_salad", 6)  # (rounds 6 to 3 in sight: the advice is due)
    legend = scores.legend.text()
    assert legend.startswith("Each player's total after round 6. Then each round's points, the newest first. "), legend
    assert "To see every round's scores, " in legend, legend


def test_court_whists_totals_say_which_game_and_hand(qtbot, data_dir):
    scores = shown(qtbot, "court_whist", 1)
    assert scores.players_down
    legend = scores.legend.text()
    # (in short: it said "all from Game 1 – Coronation – Partners: K♠: Robo Remy named spades", s36 t1 #8)
    assert legend.startswith("Each player's total after game 1, hand 1."), legend
