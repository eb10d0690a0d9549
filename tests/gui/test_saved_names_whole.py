"""The saved-games list at 1024x600 shows every player's name whole (s41 t2).

Seen: two Euchre games of Mia, Sam, Robo Ruby (Easy) and Robo Remy (Hard): both rows read
"Euchre · 2 computers · 44 moves / Mia, Sam, Robo Ruby, R…": the game's line took two lines of
the row's three and the names had one, cut. Where they do not fit, whole names are shown and
the rest counted ("and 1 more"), never half a name; the tooltip names them all. (Since s44 the
rows say who plays as the Carry on line does: "Mia, Sam and 2 computers".) (A second line
for the names made rows of four lines, and the list at 1024x600 showed two games.)"""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window

PLAYERS = ["Mia", "Sam", "Robo Ruby", "Robo Remy"]


def saved(game_id: str, players: list[str], moves: int, seed: int) -> None:
    game = get_game(game_id)
    session = Session.new(game, players, {}, seed=seed)
    for _ in range(moves):
        session.play(game.legal_moves(session.state)[0])
    store = SaveStore()
    store.save(store.new_id(game_id), session, {"computers": ["", "", "easy", "hard"][:len(players)]})


def rows(w):
    out = []
    for group in w.start.save_rows().values():
        out += group
    return out


def test_four_names_whole_at_1024x600(qtbot, data_dir):
    saved("euchre", PLAYERS, 44, 1)
    saved("euchre", PLAYERS, 1, 2)
    w = open_window(qtbot, (1024, 600))
    qtbot.waitUntil(lambda: len(rows(w)) == 2)
    for _ in range(3):
        qtbot.wait(10)
    for row in rows(w):
        text = row.text(0).replace("\n", " ").replace("\u00a0", " ")
        assert "\u2026" not in text, text
        # (everyone by name where they fit, as the Carry on line says them, s46 t2 #8)
        assert text.endswith("Mia, Sam, Robo Ruby and Robo Remy"), text
        assert row.text(0).count("\n") <= 2  # (three lines a row: the list keeps its three rows)
        assert all(name in row.toolTip(0) for name in PLAYERS)


def test_many_names_cut_only_between_names(qtbot, data_dir):
    many = ["Wilhelmina", "Bartholomew", "Anna-Sophie", "Maximiliana", "Christopher", "Konstantin",
            "Robo Ruby", "Robo Remy"]
    saved("rummoli", many, 3, 1)
    w = open_window(qtbot, (1024, 600))
    qtbot.waitUntil(lambda: len(rows(w)) == 1)
    row = rows(w)[0]
    text = row.text(0).replace("\n", " ").replace("\u00a0", " ")
    shown = [n for n in many if n in text]
    assert "\u2026" not in text, text
    if len(shown) < len(many):
        assert f"and {len(many) - len(shown)} more" in text, text
    assert all(name in row.toolTip(0) for name in many)
