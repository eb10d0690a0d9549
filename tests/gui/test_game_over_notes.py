"""At game over (finding F-c, the family's s25 explore of 10 Dime Rummy): Ctrl+Z refused, then H;
the status line said "The game is over: there is no move to suggest." but the yellow note still
showed the old undo refusal. And the game-over line "Score sheet totals (highest total wins); Game
> Print Score Sheet prints it." was a sentence fragment. Both are the window's, for every game."""

from __future__ import annotations

from tests.gui.helpers import open_window
from tests.gui.test_counting_tables import spider_stack

REFUSED = ("Since Ben's last move Robo Ruby has shown something Ben had not seen, so Ben's move cannot "
           "be taken back now.")


def test_the_note_follows_the_latest_message(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["Anna"], {}, seed=9, stack=[spider_stack()])
    assert w.play({"kind": "give_up"}).ok and w.game.is_over(w.state)
    # Undo refused (the controller's words, as at a table with computers)
    monkeypatch.setattr(w.play_ctl, "undo_to_human", lambda: REFUSED)
    w.undo_action.trigger()
    assert w.status_text() == REFUSED
    assert w.table.hint.isVisible() and w.table.hint.text() == REFUSED
    # then Help > Hint (H): the note does not keep saying the undo's refusal under the new line
    w.hint_action.trigger()
    assert w.status_text() == "The game is over: there is no move to suggest."
    assert not w.table.hint.isVisible() or w.table.hint.text() == w.status_text()
    # a message that repeats the note's (a computer "is thinking" after it) leaves it
    w.undo_action.trigger()
    w.say(f"{w.status_text()}  Robo Ruby is thinking\u2026")
    assert w.table.hint.isVisible() and w.table.hint.text() == REFUSED


def test_the_game_over_line_is_sentences(qtbot, data_dir):
    """ "Score sheet totals (highest total wins); Game > Print Score Sheet prints it." had no verb."""
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben"], {"hands": 1}, seed=3)
    state = w.state.replace(phase="game_over", history=((40, -5),), pot=3)
    w.session._state = state
    w.show_game_over()
    note = w.table.over.note.text()
    assert note == ("Game over: Anna wins the pot of 3 dimes.  These are the score sheet's totals (highest total "
                    "wins). Game > Print Score Sheet prints the whole sheet.")


def test_a_pirate_draw_is_headed_a_draw(qtbot, data_dir):
    """The finding: "Pirate, a 4-4 tie: the game-over headline says 'Anna and Ben win!' where it
    should say it is a draw"; the rules' "equal is a draw". The panel's title says "A draw."
    and the score sheet's caption too."""
    from cardtable.games.pirate import OVER

    w = open_window(qtbot, start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=3)
    ships = [tuple(r + s for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()) for s in "SHDC"]
    four = tuple(c for ship in ships for c in ship)
    w.session._state = w.state.replace(captured=(four, four), phase=OVER)
    w.show_game_over()
    assert w.table.over.title.text() == "A draw."
    assert "win!" not in w.table.over.title.text()
    assert w.game.score_sheet(w.state).winner_text() == "A draw: Anna and Ben tie"


def test_the_game_over_line_says_how_to_show_a_hidden_score_sheet(qtbot, data_dir):
    """Finding (s27 t3): "some games open with the Score Sheet dock hidden while the end screen
    points to it" (Pirate: "These are the score sheet's totals" with no sheet on screen). With the
    sheet hidden the line says how to show it; with it shown, nothing more."""
    from cardtable.games.pirate import OVER

    w = open_window(qtbot, start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=3)
    assert not w.score_view_action.isChecked()  # Pirate opens without the sheet beside it
    ships = [tuple(r + s for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()) for s in "SHDC"]
    w.session._state = w.state.replace(captured=(ships[0] + ships[1], ships[2]), phase=OVER)
    w.show_game_over()
    assert w.table.over.note.text().endswith(
        "Game > Print Score Sheet prints the whole sheet. View > Score Sheet (Ctrl+T) shows it beside the table.")
    w.score_view_action.trigger()
    w.show_game_over()
    assert w.table.over.note.text().endswith("Game > Print Score Sheet prints the whole sheet.")


def test_fast_tracks_game_over_line_says_marbles_home_plainly(qtbot, data_dir):
    """Seen (s40 t3): "These are the score sheet's marbles home (the first player with every
    marble home wins)." read awkwardly: "These are the marbles home on the score sheet"."""
    w = open_window(qtbot, start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=3)
    w.show_game_over()
    note = w.table.over.note.text()
    assert "These are the marbles home on the score sheet (the first player with every marble home wins)." \
        in note, note
    assert "score sheet's marbles" not in note
