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


def page_text(page: str) -> str:
    from html import unescape

    from cardtable.resources import rules_html

    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", rules_html(page))))


def test_sweep_page_names_the_not_dealt_pile_the_table_shows(qtbot, data_dir):
    """Sweep's page said "Cards left over are put aside for the round."; the table shows them as
    a pile captioned "Not dealt". The book: "Discard any left over cards but keep them to deal
    the next round"."""
    w = open_window(qtbot, start=False)
    w.start_game("sweep", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    caption = _caption(w, "leftover")
    assert re.fullmatch(r"Not dealt \(\d+\)", caption) and w.state.leftover, caption
    name = caption.split(" (")[0]
    said = page_text(w.game.info.rules_page)
    assert "put aside" not in said
    assert f"Cards left over lie face down in the {name} pile until the next deal." in said, said
