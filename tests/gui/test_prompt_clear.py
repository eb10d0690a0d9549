"""Seen playing 10 Dime Rummy at 1366x768 with four seats, melds on the table: "the prompt line
(the one-line instruction drawn on the table) runs over the right-hand seat's meld area. Nothing
drawn on the table may overlap another thing; make the layout give the prompt its own room."
Push and Desert Rummy, whose side seats' melds lie beside their boxes too, are looked at the same
way.

The computers' moves are Medium's; the same moves are played for Anna, on an open-handed table
(the score sheet open, as the app opens it), and the table is looked at on each of Anna's turns:
the prompt's text touches no card, no pile's outline and no other text, and no seat's melds
cover the pot or a pile in the middle (Ben's melds beside his box ran over 10 Dime Rummy's pot).
"""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def prompt_faults(w) -> list[str]:
    view = settled_view(w)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    prompt = [i for i in labels if i.spec is view.spec.prompt]
    assert len(prompt) == 1
    p = prompt[0]
    box = p.mapRectToScene(p.text_rect).adjusted(1, 1, -1, -1)
    out = [f"the prompt over {i.text!r}" for i in labels
           if i is not p and box.intersects(i.mapRectToScene(i.text_rect))]
    out += [f"the prompt over {c.spec.id}" for c in view.card_items()
            if c.isVisible() and box.intersects(c.sceneBoundingRect().adjusted(2, 2, -2, -2))]
    zones = {k: z.mapRectToScene(z.rect).adjusted(1, 1, -1, -1) for k, z in view.zones.items() if z.isVisible()}
    out += [f"the prompt over {k}" for k, r in zones.items() if box.intersects(r)]
    # (and the seats' melds clear of the middle's piles and pot: Ben's ran over the pot)
    middle = {k: r for k, r in zones.items() if k in ("pot", "stock", "discard")}
    out += [f"{c.spec.id} over the {k}" for c in view.card_items() if c.spec.zone.startswith("meld")
            for k, r in middle.items() if c.sceneBoundingRect().adjusted(2, 2, -2, -2).intersects(r)]
    return out


@pytest.mark.parametrize("game_id, seed, size", [
    ("ten_dime_rummy", 1, (1366, 768)), ("ten_dime_rummy", 2, (1366, 768)), ("push", 1, (1366, 768)),
    ("desert_rummy", 1, (1366, 768)),
    # (Horseshit's "On Ben's 6s" over a card Anna laid off, set on two lines, grew up into the prompt)
    ("horseshit_rummy", 2, (1024, 600))])
def test_prompt_touches_nothing_else(qtbot, data_dir, game_id, seed, size):
    w = medium_table(qtbot, game_id, NAMES, size, seed)
    seen, looked = [], 0
    for step in anna_turns(w, 160):
        looked += 1
        seen += [(step, fault) for fault in prompt_faults(w)]
    assert looked >= 10
    assert not seen, seen[:8]


@pytest.mark.parametrize("players, seed, size", [(2, 1, (1366, 768)), (3, 4, (1024, 600)), (4, 2, (1920, 1080))])
def test_biscuit_s_prompt_lies_over_no_drop_place(qtbot, data_dir, players, seed, size):
    """Biscuit's prompt sat at the bottom right whatever was there: a cross line run down to it
    put its empty drop place (end:bard:down) under "Anna: play a card at the end of a line
    (matching a suit)", and a longer one its cards. It goes to the nearest room clear of the
    lines, their drop places and everything else drawn (the table's one search for room)."""
    w = medium_table(qtbot, "biscuit", NAMES[:players], size, seed)
    seen, looked = [], 0
    for step in anna_turns(w, 200):
        looked += 1
        seen += [(step, fault) for fault in prompt_faults(w)]
    assert looked >= 10
    assert not seen, seen[:8]
