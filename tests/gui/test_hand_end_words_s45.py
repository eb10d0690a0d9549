"""The words at a hand's end, on the table and the status line at 1024x600 (s44's note): Rummoli's
status line took two rows ("Ben plays the king of hearts. Ben collects 4 chips from the king of
hearts space. Ben is out of cards. Ben collects 4 chips from the Rummoli space. Poker: ...") and
its table said who went out and the round twice ("Round 1: Ben went out first and takes the
Rummoli pot." over "Ben is out of cards. Round 1 is over. ..."); Court Whist said "Coronation,
hand 1: ..." just before "Coronation, hand 1 is over."."""

from __future__ import annotations

from .helpers import labels, open_window, play_busy

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def at_hand_end(qtbot, game_id: str, seed: int = 7, names=NAMES):
    w = open_window(qtbot, size=(1024, 600), start=False)
    w.start_game(game_id, names, {}, seed=seed, open_handed=True)
    play_busy(w, seed, 400, until=lambda state: bool(w.play_ctl.hand_result()))
    assert w.play_ctl.hand_result()
    return w


def table_words(w) -> str:
    return " ".join(label.text for label in labels(w.table.view))


def test_rummoli_says_the_round_and_who_went_out_once_and_its_status_on_one_line(qtbot):
    """ "The first player to get rid of all his cards collects the chips on the space marked
    "Rummoli" and this marks the end of one round." (names as long as the computers')"""
    names = ["Robo Anna", "Robo Ben", "Robo Ruby", "Robo Remy"]
    w = at_hand_end(qtbot, "rummoli", names=names)
    out = names[w.state.history[-1]["rummoli"]]
    said = table_words(w)
    assert said.count("Round 1") == 1 and said.count(out + " went out first") == 1, said
    assert " is out of cards" not in said
    status = w.status_text()
    assert status.startswith(w.play_ctl.hand_result()) and status.count("Round 1") == 1, status
    label = w.status_label
    assert label.fontMetrics().horizontalAdvance(status) <= label.contentsRect().width(), status  # one line
    assert not label.toolTip()  # (at the line's own size: nothing set smaller)


def test_court_whist_says_the_hand_once_on_the_table_and_the_status_line(qtbot):
    w = at_hand_end(qtbot, "court_whist")
    # the prompt (the banner over the table names the game and hand all through it)
    said = [label.text for label in labels(w.table.view) if " is over" in label.text]
    assert len(said) == 1 and said[0].count("Coronation, hand 1") == 1, said
    assert said[0].startswith("Coronation, hand 1 is over: ") and said[0].endswith(": deal the next hand."), said
    status = w.status_text()
    assert status.count("Coronation, hand 1") == 1 and "Coronation, hand 1 is over: " in status, status
