"""s44: the saved-games list's rows say who plays as the Carry on line does ("Anna, Robo Rex,
Cleo and Robo Remy" since s46 t2 #8, "Anna, Cleo and 2 computers" before; they read "Anna, Robo Rex, Cleo, and 1 more", a comma before "and"), and a Hearts
game waiting on its pass names the people still to pass, "To pass: Anna, Cleo" (the column listed
all four players, as if one of them were to move; then "Everyone at once" until s47)."""

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


def test_hearts_waiting_on_its_pass_names_the_people_to_pass(qtbot, data_dir):
    """s47 t1 #4: the column said "Everyone at once" while the app asks each person in turn
    behind the curtain ("Still to pass: Anna, Robo Max, Cleo, Robo Otto"): it names the people
    still to pass, the verb first, whole on its lines at 1024x600 (the computers pass on their
    own; the tooltip has the whole status)."""
    saved("hearts", ["Anna", "Robo Max", "Cleo", "Robo Otto"], ["", "medium", "", "medium"])
    w = open_window(qtbot, (1024, 600))
    qtbot.waitUntil(lambda: len(rows(w)) == 1)
    row = rows(w)[0]
    assert flat(row.text(2)) == "To pass: Anna, Cleo"
    assert "Everyone" not in row.text(2)
    assert "Still to pass: Anna, Robo Max, Cleo, Robo Otto." in row.toolTip(2)
    # on its two lines, whole, in the column as wide as it is (the players keep their room)
    tree = w.start.saves
    lines = row.text(2).split("\n")
    assert len(lines) <= 2
    width = tree.header().sectionSize(2)
    assert all(tree.fontMetrics().horizontalAdvance(line) < width for line in lines), (lines, width)
    assert tree.header().sectionSize(0) > width


def test_whose_turn_names_those_left_when_some_have_acted():
    players = ["Anna", "Ben", "Cleo", "Dev"]
    status = "Pass three cards left. Still to pass: Ben, Cleo, Dev."
    assert saved_turn(status, players, [""] * 4, False, acting=(1, 2, 3)) == "To pass: Ben, Cleo, Dev"
    # every seat still to pass: each named (it said "Everyone at once", s44; the app asks them in turn)
    assert saved_turn("Pass three cards left. Still to pass: Anna, Ben, Cleo, Dev.", players,
                      [""] * 4, False, acting=(0, 1, 2, 3)) == "To pass: Anna, Ben, Cleo, Dev"
    # the people first: a computer passes on its own; computers named only where no person is left
    computers = ["", "easy", "", "hard"]
    assert saved_turn(status, players, computers, False, acting=(1, 2, 3)) == "To pass: Cleo"
    assert saved_turn("Pass three cards left. Still to pass: Ben, Dev.", players, computers, False,
                      acting=(1, 3)) == "To pass: Ben, Dev"
    # (a save from before the summary said who acts: read from its status)
    assert saved_turn(status, players, [""] * 4, False) == "To pass: Ben, Cleo, Dev"
    # Oh Hell's one-card knock, its own verb
    assert saved_turn("One card: knock, then a finger (1) or a closed hand (0). Still to choose: Anna, Cleo. "
                      "Spades are trump.", players, [""] * 4, False, acting=(0, 2)) == "To choose: Anna, Cleo"


def test_a_buy_out_of_turn_is_the_turn_of_the_one_to_draw():
    """10 Dime Rummy's "Buy out of turn": every other seat may buy while one is to draw (all four
    in ``to_act``), and it is that one's turn: the column said "Everyone at once"."""
    status = "Dev: draw from the stock or buy the discard for a dime. Pot: 24 dimes."
    assert saved_turn(status, ["Anna", "Ben", "Cleo", "Dev"], [""] * 4, False, acting=(3, 0, 1, 2)) == "Dev"
