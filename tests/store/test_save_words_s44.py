"""s44: what a save carries for the list's "Whose turn" column, and the file name Save As
suggests for a game the family named with a colon."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore, file_stem


def test_summary_says_which_seats_act(data_dir):
    """A Hearts game waiting on its pass: every seat passes at once (the engine's to_act), and
    the list read it from the status as "Anna, Ben, Cleo, Dev", as if one of them were to move."""
    game = get_game("hearts")
    session = Session.new(game, ["Anna", "Ben", "Cleo", "Dev"], {}, seed=1)
    store = SaveStore()
    sid = store.new_id("hearts")
    store.save(sid, session, {})
    (entry,) = [s for s in store.entries() if s.save_id == sid]
    assert entry.acting == (0, 1, 2, 3)
    session.play(game.legal_moves(session.state)[0])  # Anna has passed: three still to
    store.save(sid, session, {})
    (entry,) = [s for s in store.entries() if s.save_id == sid]
    assert entry.acting == (1, 2, 3)


def test_colon_in_a_name_reads_as_a_dash_between_words():
    """s44: "Sunday Hearts: Grandma" was suggested as "Sunday Hearts- Grandma.json"."""
    assert file_stem("Sunday Hearts: Grandma") == "Sunday Hearts - Grandma"
    assert file_stem("Round 2 / Gran's") == "Round 2 - Gran's"
    assert file_stem('Dad\'s "best" game') == "Dad's best game"
    assert file_stem("10:30 game") == "10-30 game"  # (inside a word, as before)
    assert file_stem("Who won?") == "Who won"
