"""Seen playing Arizona Rummy against Medium computers at five and eight players on a small
laptop (1024x600, the score sheet open): a side seat's melds beside its box, wrapped onto more
lines at their smallest, had no caption saying whose they are ("Ben's melds"): over them there
was no room without drawing them smaller still, and the caption was dropped. It is now put just
above them, after their last line, beside their first line or under their last, in the longest
words that fit ("Ben's melds", "Ben") where nothing else is.

The computers' moves are Medium's; the same moves are played for Anna, on an open-handed table,
and the table is looked at on each of Anna's turns: every other seat with melds on the table has
its caption, and the caption touches no other text and no card."""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Eve", "Farid", "Gus", "Hana"]


def caption_faults(w) -> list[str]:
    view = settled_view(w)
    obs = w.game.observation(w.state, 0)
    labels = [(i.text, i.mapRectToScene(i.text_rect)) for i in view.scene().items()
              if isinstance(i, LabelItem) and i.isVisible()]
    cards = [i.sceneBoundingRect().adjusted(2, 2, -2, -2) for i in view.card_items()]
    out = []
    for seat in sorted({z["owner"] for z in obs["zones"].values()
                        if z["role"] == "meld" and z["count"] and z["owner"] not in (None, 0)}):
        name = obs["players"][seat]
        # (the seat's own name over its box is one label of its name; the caption another)
        captions = [(t, r) for t, r in labels if t == f"{name}'s melds"] \
            or [(t, r) for t, r in labels if t == name][1:]
        if not captions:
            out.append(f"{name}'s melds uncaptioned")
            continue
        for text, r in captions:
            out += [f"{text!r} over {other!r}" for other, o in labels
                    if o is not r and r.adjusted(1, 1, -1, -1).intersects(o)]
            out += [f"{text!r} over a card" for c in cards if r.adjusted(1, 1, -1, -1).intersects(c)][:1]
    return out


# The everyday run walks the eight seats' game (the most crowded); five seats is the thorough
# run's (CARDTABLE_THOROUGH=1): 320 steps on the window each.
@pytest.mark.parametrize("players", [pytest.param(5, marks=pytest.mark.thorough), 8])
def test_other_seats_melds_keep_their_caption(qtbot, data_dir, players):
    w = medium_table(qtbot, "arizona_rummy", NAMES[:players], (1024, 600), 1)
    seen, looked = [], 0
    for step in anna_turns(w, 320):
        looked += 1
        seen += [(step, fault) for fault in caption_faults(w)]
    assert looked >= 20
    assert not seen, seen[:8]
