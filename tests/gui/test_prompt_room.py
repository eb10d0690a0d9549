"""Seen playing Hand and Foot against three Medium computers (the score sheet open, as the app
opens it):

* at 1024x600, with the other team's melds beside Ben's box reaching in towards the middle at
  the prompt's height, the prompt was kept as far off the right as off the left (the room about
  the middle halved): it was set at 9 px, on two lines or three. It now takes the room at its
  height off the middle, as wide as two lines need (the viewer's own piles beside the hand if
  their captions are in the way): 12 px at least.
* at 1366x768, a prompt on two lines ran into the "Red canasta" label over a meld of the row
  under it, by 3 to 6 px. It now goes up as far as the piles' captions leave room, and the meld
  row a size smaller, lower, keeping a gap.

The computers' moves are Medium's; the same moves are played for Anna, on an open-handed table,
and the table is looked at on each of Anna's turns."""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def prompt_faults(w) -> list[str]:
    view = settled_view(w)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    prompt = [i for i in labels if i.spec is w.layout._prompt_label]
    assert len(prompt) == 1
    p = prompt[0]
    out = []
    if p.font.pixelSize() < 11:
        out.append(f"the prompt at {p.font.pixelSize()} px")
    box = p.mapRectToScene(p.text_rect)
    for item in labels:
        r = item.mapRectToScene(item.text_rect)
        if item is not p and item.text.endswith(("canasta", "threes")) and r.left() < box.right() \
                and r.right() > box.left() and r.bottom() > box.top() and r.top() - box.bottom() < 2:
            out.append(f"{item.text!r} {r.top() - box.bottom():.1f} px under the prompt")
    return out


@pytest.mark.parametrize("size, players", [((1024, 600), 4), ((1366, 768), 4), ((1024, 600), 6)])
def test_prompt_readable_and_clear_of_the_meld_labels(qtbot, data_dir, size, players):
    """At six players (1024x600) the prompt between the side seats' feet was set at 10 px on a
    fifth of Anna's turns: it now says "meld and add to melds" (was "meld, add to your team's
    melds"), 12 px at least."""
    w = medium_table(qtbot, "hand_and_foot", NAMES + ["Eve", "Finn"][:players - 4], size, 3)
    seen, looked = [], 0
    for step in anna_turns(w, 200 if players > 4 else 110):
        looked += 1
        seen += [(step, fault) for fault in prompt_faults(w)]
    assert looked >= 20
    assert not seen, seen[:8]
