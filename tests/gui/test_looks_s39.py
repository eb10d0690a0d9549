"""Looks and words the s38 testers found and the last session left alone (reports in
/work/runs/s38/t1..t5-report.md), each on the real window."""

from __future__ import annotations

import pytest

from .helpers import labels, open_window


# ----- 1. the turn banner's short form (s38 t3) ---------------------------------------------
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_turn_banner_never_shortens_a_name_into_another_surname(qtbot, size):
    """t3: Fast Track's banner read "Maximilian Alexander's turn" for "Maximilian Alexander-O'Connor":
    the name cut at the hyphen reads like a man called Alexander. Shortened, it is the first name
    alone ("Maximilian's turn"), never part of a hyphenated name."""
    name = "Maximilian Alexander-O'Connor"
    w = open_window(qtbot, size)
    w.start_game("fast_track", [name, "Zoë", "Cleo"], {"first": "first named"}, seed=1)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    (banner,) = [lab for lab in labels(w.table.view) if lab.spec.tail == "'s turn"]
    assert banner.spec.text == name
    assert banner.text in (f"{name}'s turn", "Maximilian's turn"), banner.text
