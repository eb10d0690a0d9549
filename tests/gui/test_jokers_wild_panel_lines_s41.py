"""Jokers Wild at 1280x720 with four long names (tester s41 t3, LOOK-3, at QT_SCALE_FACTOR=2 on
2560x1440: 1280x720 logical): the side panel's lines "Wilhelmina Wolcott-Montgomerys: 0/5 in the
Castle" and "Partners: Zoë & Bartholomew Featherstonehaugh" were drawn at about half the size of the
other text. One readable size: a name too long is cut with "…" (the whole in its tooltip), the
count after it kept; the font is never set below the size of the panel's other plain lines."""

from __future__ import annotations

import html

from .helpers import labels, open_window, settle

NAMES = ["Maximilian Alexander-O'Connor", "Zo\u00eb", "Wilhelmina Wolcott-Montgomerys",
         "Bartholomew Featherstonehaugh"]


def test_the_castle_and_partner_lines_are_set_at_one_readable_size(qtbot):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("jokers_wild", NAMES, {}, seed=5)
    view = w.table.view
    settle(view)
    items = labels(view)
    rows = [i for i in items if "in the Castle" in i.text or "&" in i.text]
    assert len(rows) == 6, [i.text for i in rows]
    # the panel's other plain lines: "moves red" under the banner, the hand's "Your hand" (the
    # lines were set at 10 px beside them at 18 and 15)
    plain = [i for i in items if i.text.startswith("moves ") or i.text.endswith(" hand")]
    assert len(plain) == 2
    sizes = {i.text: i.font.pixelSize() for i in rows}
    assert min(sizes.values()) >= min(i.font.pixelSize() for i in plain), (sizes, [i.font.pixelSize() for i in plain])
    assert len(set(sizes.values())) == 1, sizes
    for item in rows:
        whole = html.unescape(item.toolTip()) or item.text
        assert "\u2026" not in item.text or "\u2026" not in whole
        if "in the Castle" in item.text:
            assert item.text.endswith(": 0/5 in the Castle")
        # the line keeps inside the panel
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(rect), item.text
    # who plays with whom, in names that fit: each name's first word where the whole does not
    partners = sorted(i.text for i in rows if "&" in i.text)
    assert partners in (["Maximilian & Wilhelmina", "Zo\u00eb & Bartholomew"],
                        ["Partners: Maximilian & Wilhelmina", "Partners: Zo\u00eb & Bartholomew"]) \
        or partners == ["Partners: Maximilian Alexander-O'Connor & Wilhelmina Wolcott-Montgomerys",
                        "Partners: Zo\u00eb & Bartholomew Featherstonehaugh"], partners
