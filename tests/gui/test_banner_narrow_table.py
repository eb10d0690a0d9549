"""s37: the trick games' banner on a narrow table. At 1024x600 with the score sheet open and its
edge dragged to about half the window (as its note suggests: the table about 480x535, 48 px a
card) the view sets the banner at its least 10 px, larger in card units than the table reckoned
it: "Game 1 – Coronation, hand 1 · Robo Rex & Anna v Dev & Cleo · A point a trick · Hearts are
trump, named by Cleo" grew up on three lines through the top seat's "12 cards · man · 0 tricks",
Whist with 10s' "Round 1 of 6: ..." ran over "Robo Rex / leads" above the trick, and Oh Hell!'s
"Hand 1: 10 cards · Trump: ♣ clubs · Bids 2 for 10" over "10 cards · no bid yet". (Hearts,
Euchre, 500 Rummy alike.)

What a family expects: the banner whole and readable, clear of every other word on the table
and of every card. Driven as a family does it: the sheet's edge dragged with the mouse, seeded
moves played, the table looked at after each."""

from __future__ import annotations

import random
import re

import pytest
from sweeps import every_value_daily
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import drag_sheet_edge, open_window, settled_view

NAMES = ["Anna", "Robo Rex", "Cleo", "Dev"]
GAMES = ["hearts", "euchre", "oh_hell", "whist_tens", "court_whist", "rummy_500"]


def banner_items(view) -> list[LabelItem]:
    return [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible() and i.spec.bold
            and i.spec.alike == "banner"]  # (every part of the banner)


def words(text: str) -> list[str]:
    return re.sub(r"[\s\u00a0\u00b7]+", " ", text).split()


def clashes(view) -> list[tuple[str, str]]:
    """What any part of the banner runs into: another label's words, or a card."""
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    out = []
    for b in banner_items(view):
        box = b.mapRectToScene(b.text_rect)
        out += [(b.text, i.text) for i in labels if i is not b and box.intersects(i.mapRectToScene(i.text_rect))]
        out += [(b.text, c.spec.id) for c in view.card_items() if c.isVisible() and box.intersects(c.sceneBoundingRect())]
    return out


# The everyday run keeps every game and every edge, not every pair (tests/sweeps.py): a walk
# on the window each, among the suite's longest; CARDTABLE_THOROUGH=1 plays them all.
@pytest.mark.parametrize("edge, game_id", every_value_daily([450, 560, None], GAMES))
def test_the_banner_keeps_clear_on_a_narrow_table(qtbot, data_dir, game_id, edge):
    w = open_window(qtbot, (1024, 600))
    seen, looked = [], 0
    for seed in (1, 2):
        w.start_game(game_id, NAMES, {}, seed=seed, open_handed=True)
        w.score_view_action.setChecked(True)
        QApplication.processEvents()
        if edge is not None and seed == 1:
            drag_sheet_edge(w, edge, steps=5)  # (the sheet keeps its width for the next game)
        rnd = random.Random(seed)
        for step in range(10):
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
            view = settled_view(w)
            parts = banner_items(view)
            if parts:
                looked += 1
                notes = w.game.observation(w.state, None)["public"]["notes"]
                # every word of it on the table (in one place, or its parts in two)
                said = sorted(word for part in parts for word in words(part.text))
                assert said == sorted(words(" \u00b7 ".join(str(n) for n in notes))), (step, [p.text for p in parts])
                seen += [(seed, step, a, b) for a, b in clashes(view)]
            legal = w.game.legal_moves(w.state)
            busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")]
            w.play(rnd.choice(busy or legal))
    assert looked >= 10
    assert edge is None or w.table.view.width() < 600
    assert not seen, seen[:6]
