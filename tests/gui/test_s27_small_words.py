"""Small wordings a tester read on the table (s27 t3, finding 11), each in the tester's words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import click, drag, hand_item, open_window
from .test_counting_tables import refused


def test_i_doubt_it_cards_dropped_off_the_pile_name_the_pile(qtbot, data_dir):
    """ "dragging the chosen cards onto the "Last play" pile says only "Drop it on the discards."
    - but the pile you must drop on is labelled "Discards (0)" ... and with three cards selected
    it still says "it"." The last play now lies on the one pile, "Pile" (s29 t1 #4): cards dropped
    anywhere else are told to go there, "them" for several."""
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    hand = w.state.hands[seat]
    items = [hand_item(view, card) for card in hand[:3]]
    for item in items:
        click(view, item)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    elsewhere = view.zones[f"hand/{(seat + 1) % 3}"].rect.center()
    drag(view, items[0], elsewhere)
    said = refused(w, n, snap)
    assert said == "Drop them on the pile."
    # one card alone: "it"
    for item in items[1:]:
        click(view, item)
    drag(view, items[0], elsewhere)
    assert refused(w, n, snap) == "Drop it on the pile."
    assert view.zones["pile"].spec.label == "Pile (0)" and "claim" not in view.zones


def test_thirty_one_hand_end_status_has_no_stray_ellipsis(qtbot, data_dir):
    """ "Thirty-One status bar after a hand: "... paid 1 quarter into the pot. … Anna: deal the next
    hand." - a stray "…" in the middle of the sentence." (The status line now says the whole
    message, set smaller if it must be, and leaves nothing out.)"""
    import random

    w = open_window(qtbot, size=(1366, 768), start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Robo Ruby"], {}, seed=7, open_handed=True)
    rng = random.Random(2)
    while "deal the next hand" not in w.status_text():
        w.play(rng.choice(w.game.legal_moves(w.state)))
    assert "\u2026" not in w.status_text() and "\u2026" not in w.status_label.text()
    assert w.status_label.text() == w.status_text()


def test_golf_sheet_note_names_the_ten_point_cards_in_words():
    """ "Golf score sheet note "Kings and red 7s 0, jokers -5, Q J 10 ten, 9-2 face value" - "Q J
    10 ten" reads oddly ("queens, jacks and 10s count 10")." """
    from cardtable.games.golf import GAME

    state = GAME.setup(["Anna", "Ben"], {}, seed=1)
    note = GAME.score_sheet(state).notes[0]
    assert "Q J 10 ten" not in note and "queens, jacks and 10s 10" in note


def test_a_long_hand_on_the_end_screen_stays_on_the_table_at_1024x600(qtbot, data_dir):
    """Finding (s27 t3, I Doubt It at 1024x600): "Robo Rex 34 followed by a row of 34 tiny cards
    that is cut off at the right edge of the table ... Expected: the row wraps onto two lines (or
    shows "34 cards") so nothing is cut off." """
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QLabel

    from cardtable.games.i_doubt_it import GAME

    w = open_window(qtbot, size=(1024, 600), start=False)
    w.start_game("i_doubt_it", ["Anna", "Robo Rex", "Robo Ruby"], {}, seed=4)
    w.log_view_action.setChecked(True)  # the Game Log dock open, as the tester had it
    QTest.qWait(50)
    deck = list(GAME.pieces(3, w.state.options).cards())
    hands = [[], deck[:41], deck[41:51]]
    panel = w.table.over
    panel.show_result("Anna wins!", [("Anna", "0", True), ("Robo Rex", "41", False), ("Robo Ruby", "10", False)],
                      "Game over.", hands)
    QTest.qWait(50)
    faces = [lab for lab in panel.rows_box.findChildren(QLabel) if hasattr(lab, "card_code")]
    assert len(faces) == 51
    for face in faces:
        right = face.mapTo(panel, QPoint(face.width() - 1, 0)).x()
        assert right < panel.width(), face.card_code
    # the corners still read: the cards of one line at least a "10" apart
    rex = [face for face in faces if face.card_code in hands[1]]
    lines: dict[int, list[int]] = {}
    for face in rex:
        at = face.mapTo(panel, QPoint(0, 0))
        lines.setdefault(at.y(), []).append(at.x())
    assert len(lines) >= 2  # wrapped
    for xs in lines.values():
        xs.sort()
        assert min(b - a for a, b in zip(xs, xs[1:])) >= 12


def test_a_finished_games_row_says_how_it_ended_in_a_few_words():
    """ "Saved-games list: the "Whose turn" column cuts finished games: "Given up (0 of 8 runs
    removed, 0…" " """
    from cardtable.gui.start_screen import _first_lines, outcome, wrap_words

    assert outcome("Given up (0 of 8 runs removed, 0 deals left).") == "Given up"
    assert outcome("Game over: Anna wins with the most ships (5 to 3).") == "Anna wins"
    assert outcome("Game over: a draw (4 to 4).") == "A draw"
    assert outcome("No useful move is left (5 of 8 runs removed, 0 deals left).") == "No useful move is left"
    for status in ("Given up (0 of 8 runs removed, 0 deals left).", "Game over: Anna wins with the most ships."):
        assert "\u2026" not in _first_lines(wrap_words(outcome(status), 16))


def test_a_finished_games_winners_are_named_whole(qtbot, data_dir):
    """s31 t2 #11a: 5 in a Row, four computers played out: the finished row said "Grandpa
    Bartholomew and…" under "Whose turn", hiding who won. The winners are named whole, "… win"."""
    from datetime import datetime, timezone
    from pathlib import Path

    from cardtable.gui.start_screen import StartScreen
    from cardtable.store.saves import SaveSummary

    screen = StartScreen()
    qtbot.addWidget(screen)
    names = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh"]
    done = SaveSummary(save_id="five_in_a_row-1", path=Path("five_in_a_row-1.json"), game_id="five_in_a_row",
                       game_name="5 in a Row", players=tuple(names),
                       status="Game over: Grandpa Bartholomew and Robo Ruby win with 2 rows of five.",
                       over=True, moves=60, saved_at=datetime(2026, 12, 1, 18, tzinfo=timezone.utc))
    screen.set_saves([done], [], None)
    finished = screen.saves.topLevelItem(screen.saves.topLevelItemCount() - 1)
    row = finished.child(0)
    assert " ".join(row.text(2).split()) == "Grandpa Bartholomew and Robo Ruby win"
