"""The start screen's search finds a game by the words a family types (tester t3, s29, finding 1:
"Type `10000` in "Find a game..." → "No game matches" [...] `solitaire` → "No game matches"
although Spider is a solitaire game"). Digits find a number written with its comma, and each
game's other common names (its ``keywords``, beside its name in the catalogue) find it."""

from __future__ import annotations

from PySide6.QtTest import QTest

from cardtable.gui.start_screen import ROW_GAME

from .helpers import open_window


def found(w, text: str) -> set[str]:
    w.start.filter_edit.clear()
    QTest.keyClicks(w.start.filter_edit, text)
    return {t.info.id for t in w.start.tiles if t.matched}


def test_digits_without_the_comma_and_other_names_find_the_game(qtbot, data_dir):
    w = open_window(qtbot)
    assert found(w, "10000") == {"ten_thousand"}
    assert found(w, "10,000") == {"ten_thousand"}  # (as before)
    assert found(w, "ten thousand") == {"ten_thousand"}
    assert "spider" in found(w, "solitaire")
    assert "cassino" in found(w, "casino")
    assert "cassino" in found(w, "cassino")
    assert not w.start.no_match.isVisibleTo(w.start)
    assert found(w, "zzqx") == set()


def saves_found(w, text: str) -> set[str]:
    w.start.filter_edit.clear()
    QTest.keyClicks(w.start.filter_edit, text)
    return {r.data(0, ROW_GAME) for rows in w.start.save_rows().values() for r in rows if not r.isHidden()}


def test_a_saved_game_is_found_by_the_same_names_as_its_tile(qtbot, data_dir):
    """"solitaire" found the Spider tile but not the saved Spider game under it: the saved games
    are found by the same names as the tiles (the game's name and its other names)."""
    w = open_window(qtbot, start=False)
    w.start_game("spider", ["Anna"], {}, seed=3)
    w.back_to_start()
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=3)
    w.back_to_start()
    assert saves_found(w, "solitaire") == {"spider"}
    assert "spider" in {t.info.id for t in w.start.tiles if t.matched}
    assert saves_found(w, "spider") == {"spider"}
    assert saves_found(w, "gin") == {"gin_rummy"}
    assert saves_found(w, "anna") == {"spider", "gin_rummy"}  # (a player's name, as before)


def test_words_are_found_where_a_word_begins_and_names_come_first(qtbot, data_dir):
    """Tester t2 (s30), finding 2: "typing "rum" (looking for the rummies) also lists Euchre,
    Whist with 10s, Court Whist, Canadian Salad (the word "trump" in their blurbs contains
    "rum") ... Expected: match names first / whole-word starts, so "rum" gives the rummy
    games." A word typed is found where a word begins, in the names and in what a game is;
    the games named by it come first."""
    w = open_window(qtbot)
    rummies = {"rummoli", "gin_rummy", "desert_rummy", "ten_dime_rummy", "saskatchewan_rummy", "rummy_500",
               "arizona_rummy", "horseshit_rummy"}
    rum = found(w, "rum")
    assert rummies <= rum, rummies - rum
    assert not rum & {"euchre", "whist_tens", "court_whist", "canadian_salad"}, rum
    named = [t for t in w.start._shown if any(word.startswith("rum") for word in t.info.name.casefold().split())]
    assert list(w.start._shown[:len(named)]) == named  # the games named by it first
    assert {"euchre", "whist_tens", "court_whist", "canadian_salad"} <= found(w, "trump")  # (a whole word)
    assert found(w, "hand and") >= {"hand_and_foot"} and "hand_and_foot" in found(w, "hand foot")
    assert "i_doubt_it" in found(w, "cheat") and "ten_thousand" in found(w, "fark")
    assert found(w, "ousand") == set() and found(w, "ummy") == set()  # (not in the middle of a word)
