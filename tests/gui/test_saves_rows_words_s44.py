"""s44: the saved-games list's rows say who plays as the Carry on line does ("Anna, Robo Rex,
Cleo and Robo Remy" since s46 t2 #8, "Anna, Cleo and 2 computers" before; they read "Anna, Robo Rex, Cleo, and 1 more", a comma before "and"), and a Hearts
game waiting on its pass says everyone passes at once (the column listed all four players, as if
one of them were to move)."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.start_screen import saved_turn
from cardtable.store.saves import SaveStore

from .helpers import open_window


def saved(game_id: str, players: list[str], computers: list[str], moves: int = 0, seed: int = 1) -> None:
    game = get_game(game_id)
    session = Session.new(game, players, {}, seed=seed)
    for _ in range(moves):
        session.play(game.legal_moves(session.state)[0])
    store = SaveStore()
    store.save(store.new_id(game_id), session, {"computers": computers})


def rows(w):
    return [row for group in w.start.save_rows().values() for row in group]


def flat(text: str) -> str:
    return text.replace("\n", " ").replace("\u00a0", " ")


def test_rows_say_who_plays_as_the_carry_on_line(qtbot, data_dir):
    saved("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], ["", "easy", "", "easy"], moves=4)
    many = ["Wilhelmina", "Bartholomew", "Anna-Sophie", "Maximiliana", "Christopher", "Konstantin",
            "Robo Ruby", "Robo Remy"]
    saved("rummoli", many, [""] * 6 + ["easy", "hard"], moves=3, seed=2)
    w = open_window(qtbot, (1024, 600))
    qtbot.waitUntil(lambda: len(rows(w)) == 2)
    hearts = next(r for r in rows(w) if r.text(0).startswith("Hearts"))
    text = flat(hearts.text(0))
    # the Carry on line's words (one piece of code words both)
    assert text.endswith("Anna, Robo Rex, Cleo and Robo Remy"), text
    assert "Anna, Robo Rex, Cleo and Robo Remy" in flat(w.start.continue_label.whole) or \
        "Rummoli" in w.start.continue_label.whole
    # (every seat named on the tooltip, its computers marked)
    assert "Anna, Robo Rex (computer), Cleo and Robo Remy (computer)" in hearts.toolTip(0)
    rummoli = flat(next(r for r in rows(w) if r.text(0).startswith("Rummoli")).text(0))
    assert ", and" not in rummoli and "\u2026" not in rummoli, rummoli
    shown = [n for n in many if n in rummoli]
    assert shown and (len(shown) == 8 and rummoli.endswith("Robo Ruby and Robo Remy")
                      or len(shown) == 6 and rummoli.endswith("and 2 computers")
                      or rummoli.endswith(f" and {len(many) - len(shown)} more")), rummoli


def test_hearts_waiting_on_its_pass_says_everyone(qtbot, data_dir):
    players = ["Anna", "Ben", "Cleo", "Dev"]
    saved("hearts", players, [""] * 4)
    w = open_window(qtbot, (1024, 600))
    qtbot.waitUntil(lambda: len(rows(w)) == 1)
    assert rows(w)[0].text(2).replace("\n", " ") == "Everyone at once"
    assert "Still to pass: Anna, Ben, Cleo, Dev." in rows(w)[0].toolTip(2)


def test_whose_turn_names_those_left_when_some_have_acted():
    status = "Pass three cards left. Still to pass: Ben, Cleo, Dev."
    assert saved_turn(status, ["Anna", "Ben", "Cleo", "Dev"], [""] * 4, False, acting=(1, 2, 3)) == \
        "Ben, Cleo, Dev"
    assert saved_turn("Pass three cards left. Still to pass: Anna, Ben, Cleo, Dev.", ["Anna", "Ben", "Cleo", "Dev"],
                      [""] * 4, False, acting=(0, 1, 2, 3)) == "Everyone at once"
    # (a save from before the summary said who acts: read from its status, as before)
    assert saved_turn(status, ["Anna", "Ben", "Cleo", "Dev"], [""] * 4, False) == "Ben, Cleo, Dev"
