"""Seen playing Horseshit Rummy: "the "Anna's melds" caption (owner caption beside a seat's melds)
sits in an odd place (away from/over the melds it names). Put owners' captions consistently next
to the melds they name, not overlapping cards or other captions."

Looked at on every turn of a four-seat game at 1366x768 (the table faces whoever is to play, on
an open-handed table, Medium's moves for every seat), with melds laid off on other players'
melds ("On Anna's aces") all round the table: each caption saying whose melds they are
("Ben's melds") touches no card and no other text, stands apart from another seat's caption
(two captions one under the other read as one), and lies next to the melds it names, nearer to
them than to anyone else's.

And (finding s27 N7): "Anna's melds at the top right have no "Anna's melds" caption like the
others; instead a lone "Anna" floats to the right of her lay-off cards, and the two lay-off
captions are merged into one wrapped line "On Robo Ruby's 10s, On Ben's 5s" over two cards, so
which card went where is unclear." No caption beside melds is a bare name, every lay-off group
has its own caption ("On Ben's 7s") over its own cards, never one comma-joined line over
several, and no seat's melds lie on another's."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import medium_table


def _gap(a, b) -> float:
    dx = max(0.0, a.left() - b.right(), b.left() - a.right())
    dy = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return max(dx, dy)


def caption_faults(w) -> list[str]:
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    names = list(w.state.players)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    cards = [c for c in view.card_items() if c.isVisible()]
    captions = [(lab, lab.mapRectToScene(lab.text_rect), names.index(lab.text[:-len("'s melds")]))
                for lab in labels if lab.text.endswith("'s melds") and lab.text[:-len("'s melds")] in names]
    out = []
    # a bare name (not a seat's own name over its box, which is set bold) beside melds
    out += [f"lone {lab.text!r}" for lab in labels if lab.text in names and not lab.spec.bold]
    zones: dict[str, QRectF] = {}
    for c in cards:
        if c.spec.zone.startswith("meld"):
            zones[c.spec.zone] = zones.get(c.spec.zone, QRectF()).united(c.sceneBoundingRect())
    for lab in labels:
        if lab.spec.bold:
            continue
        if re.search(r"\bOn [^,]+, [Oo]n ", lab.text):
            out.append(f"{lab.text!r} merged")
        elif lab.text.startswith("On "):
            r = lab.mapRectToScene(lab.text_rect)
            # (the cards just under it: those under its middle, else the only ones it reaches
            # over, where it is moved over to the side with room)
            below = {z: zr for z, zr in zones.items() if -0.08 * view.unit <= zr.top() - r.bottom() < 0.3 * view.unit}
            under = [z for z, zr in below.items() if zr.left() - 2 <= r.center().x() <= zr.right() + 2] \
                or [z for z, zr in below.items() if zr.left() < r.right() and zr.right() > r.left()][:2]
            if len(under) != 1:
                out.append(f"{lab.text!r} over {len(under)} groups of cards")
    for a, ra in zones.items():  # (one seat's melds drawn over another's)
        out += [f"{a} over {b}" for b, rb in zones.items() if a < b and ra.adjusted(2, 2, -2, -2).intersects(rb)]
    for lab, r, seat in captions:
        inner = r.adjusted(1, 1, -1, -1)
        out += [f"{lab.text!r} over {c.spec.id}" for c in cards
                if inner.intersects(c.sceneBoundingRect().adjusted(2, 2, -2, -2))][:1]
        out += [f"{lab.text!r} over {o.text!r}" for o in labels
                if o is not lab and inner.intersects(o.mapRectToScene(o.text_rect))]
        out += [f"{lab.text!r} against {o.text!r}" for o, o_r, s in captions
                if o is not lab and _gap(r, o_r) < 0.12 * view.unit]
        near: dict[int, float] = {}
        for c in cards:
            zone = c.spec.zone
            if zone.startswith("meld") and "/" in zone:
                owner = int(zone.rsplit("/", 1)[1])
                near[owner] = min(near.get(owner, 1e9), _gap(r, c.sceneBoundingRect()))
        if seat not in near:
            out.append(f"{lab.text!r} with no melds of theirs")
        elif near[seat] > 0.5 * view.unit or any(d < near[seat] for s, d in near.items() if s != seat):
            out.append(f"{lab.text!r} {near[seat] / view.unit:.2f} from their melds, nearer others'")
    return out


# The everyday run walks seed 1's game; seed 2's is the thorough run's (CARDTABLE_THOROUGH=1): a
# long walk on the window each.
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.thorough)])
def test_owner_captions_next_to_their_melds(qtbot, data_dir, seed):
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    w = medium_table(qtbot, "horseshit_rummy", ["Anna", "Ben", "Cleo", "Dev"], (1366, 768), seed)
    medium = MediumAgent()
    seen, looked = [], 0
    for step in range(300):
        if w.game.is_over(w.state):
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        looked += 1
        seen += [(step, fault) for fault in caption_faults(w)]
        seat = w.game.current_player(w.state)
        w.play(medium.choose(w.game, information_set(w.game, w.state, seat), step))
    assert looked >= 100
    assert not seen, seen[:40]
