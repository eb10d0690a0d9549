"""Testers' words, session 43, on the table.

Oh Hell!'s turned trump card was captioned "Trump (1)" and Euchre's turned card "Upcard (1)": a
count for a place that holds one card at most, read as a pile that might fill. Golf's drawn
card lost its count in s42 ("Drawn card"); the same for these."""

from __future__ import annotations

import re

from .helpers import open_window, settle


def _caption(w, key: str) -> str:
    view = w.table.view
    settle(view)
    return view.zones[key].spec.label


def test_oh_hell_trump_card_has_no_count_and_the_stub_keeps_its(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    assert w.state.turned  # a trump card is turned up
    assert _caption(w, "turned") == "Trump"
    assert re.fullmatch(r"Stub \(\d+\)", _caption(w, "kitty")), _caption(w, "kitty")


def test_euchre_upcard_has_no_count_and_the_kitty_keeps_its(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=1, open_handed=True)
    assert w.state.upcard
    assert _caption(w, "upcard") == "Upcard"
    assert re.fullmatch(r"Kitty \(\d+\)", _caption(w, "kitty")), _caption(w, "kitty")
