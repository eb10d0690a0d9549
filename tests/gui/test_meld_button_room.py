"""Seen playing Hand and Foot against three Medium computers on a small laptop (1024x600, the
score sheet open, as the app opens it):

* the meld button ("Meld J♦ J♠ J♣") covered the row of the team's melds. With no room for it
  beside the piles on one line, beside the hand or at the end of the meld row, the generic
  table left it where it always goes, under the prompt: in the meld row. Now it goes into the
  room nothing drawn takes, nearest the piles: a few lines between the discard pile and the
  seat at the right, else wherever on the table has room.
* "Your foot (13)" touched the prompt's end: the captions over the viewer's own piles sit at
  the prompt's height, and the prompt was as wide as the room between the side seats. It now
  stops short of them.

And with them, at the same size: fourteen team melds ran on over "Your foot" (now the viewer's
own piles go beside the hand), and a prompt on two lines ran into the canasta labels over the
meld row (now it is as wide as one line needs where nothing beside it is in the way).

The computers' moves are Medium's; the same moves are played for Anna, on an open-handed table
(the player to act is the viewer), and the table is looked at on each of Anna's turns."""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Robo 1", "Robo 2", "Robo 3"]


def texts(view) -> list[tuple[str, object]]:
    return [(i.text, i.mapRectToScene(i.text_rect)) for i in view.scene().items()
            if isinstance(i, LabelItem) and i.isVisible()]


def faults(w) -> list[str]:
    """What overlaps on Anna's table: the buttons over her team's melds (or their labels) or
    over the prompt, her own piles' captions or her team's melds over the prompt's text, and her
    team's melds over her own piles."""
    view = settled_view(w)
    out = []
    zones = w.game.observation(w.state, 0)["zones"].values()
    team = {z["key"] for z in zones if z["role"] == "meld" and z["owner"] == 0}
    own = {z["key"] for z in zones if z["owner"] == 0 and z["role"] not in ("hand", "meld")}
    melds = [i.sceneBoundingRect().adjusted(3, 3, -3, -3) for i in view.card_items() if i.spec.zone in team]
    piles = [i.sceneBoundingRect().adjusted(3, 3, -3, -3) for i in view.card_items() if i.spec.zone in own]
    labels = texts(view)
    prompt = [r for t, r in labels if t.startswith("Round ")]
    meld_labels = [r for t, r in labels if t.endswith("canasta")]
    captions = [r for t, r in labels if t.startswith("Your foot (") or t == "Red threes"]
    if view.button_panel is not None:
        panel = view.button_panel.sceneBoundingRect()
        out += [f"the buttons over a meld of the team ({', '.join(b.text for b in view.buttons)})"
                for r in melds + meld_labels if panel.intersects(r)][:1]
        out += ["the buttons over the prompt" for r in prompt if panel.adjusted(0, 1.5, 0, -1.5).intersects(r)]
    out += ["a caption over the viewer's piles meets the prompt" for r in captions for p in prompt if r.intersects(p)]
    out += ["a canasta label meets the prompt" for r in meld_labels for p in prompt if r.intersects(p)]
    out += ["the team's melds over the viewer's piles" for m in melds for p in piles if m.intersects(p)][:1]
    return out


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_four_players_meld_buttons_and_captions_keep_clear(qtbot, data_dir, size):
    w = medium_table(qtbot, "hand_and_foot", NAMES, size, 1)
    seen, buttons = [], 0
    # (the other seats' positions not laid out: Hand and Foot's table remembers only per seat;
    # the same buttons, cards and labels at every one of Anna's turns as laid out at every move, s42)
    for step in anna_turns(w, 700, others_laid_out=False):
        seen += [(step, fault) for fault in faults(w)]
        buttons += any(b.text.startswith("Meld ") for b in w.table.view.buttons)
    assert buttons >= 5  # (the meld buttons were up often enough to be looked at)
    assert not seen, sorted({f for s, f in seen}) + seen[:5]
