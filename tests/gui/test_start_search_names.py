"""The start screen's search finds a game by the words a family types (tester t3, s29, finding 1:
"Type `10000` in "Find a game..." → "No game matches" [...] `solitaire` → "No game matches"
although Spider is a solitaire game"). Digits find a number written with its comma, and each
game's other common names (its ``keywords``, beside its name in the catalogue) find it."""

from __future__ import annotations

from PySide6.QtTest import QTest

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
