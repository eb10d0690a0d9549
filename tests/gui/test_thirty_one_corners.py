"""Thirty-One with Denexa's rules: "this player folds one corner of their bill (or forfeits one
marker)"; the sheet and the status line said "Corners", but every seat's caption, the hand's box
and the pot still said "quarters 4" and "0 quarters" (s28 t2 #9). Corners everywhere."""

from __future__ import annotations

from .helpers import labels, open_window, settled_view


def _words(w) -> list[str]:
    return [lab.spec.text for lab in labels(settled_view(w))]


def test_denexas_rules_say_corners_on_the_seats_the_hand_and_the_pot(qtbot):
    w = open_window(qtbot, start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {"card_makers": True}, seed=3, open_handed=True)
    words = _words(w)
    assert not [t for t in words if "quarter" in t.lower()]
    assert any(t.startswith("Your hand") and "4 corners" in t for t in words), words
    assert sum("4 corners" in t for t in words) >= 3  # every seat: no ante under Denexa's rules
    assert "corners" in words  # under the pot's number: "0" / "corners"


def test_the_books_rules_still_say_quarters(qtbot):
    """"Each player starts with 4 quarters"; "Each player needs to ante in one quarter to start"."""
    w = open_window(qtbot, start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    words = _words(w)
    assert any(t.startswith("Your hand") and "3 quarters" in t for t in words), words
    assert "quarters" in words and not [t for t in words if "corner" in t.lower()]
