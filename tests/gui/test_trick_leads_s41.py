"""Hearts, six players, side-by-side trick (s40 t1 F5, shot-112b): "Maximilian Alexander-O'Connor
leads" was set on three tiny lines (10 px, the regular weight, broken at the hyphen) over the
first card, beside "Robo Rex" at 14 px. A family reads the leader's caption as easily as the
other names over the trick: at their size, the name's lines (whole, or cut with "…" with the
whole name its tooltip) over "leads", clear of the other names and of the cards."""
from __future__ import annotations

import os
import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from .helpers import labels, open_window

NAMES = ["Maximilian Alexander-O'Connor", "Robo Rex", "Bella", "Robo Wilhelmina-Josephine", "Robo Ruby",
         "Robo Bartholomew"]


def test_a_long_leaders_name_over_the_trick_is_set_at_the_names_size(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("hearts", NAMES, {}, seed=2, open_handed=True)
    w.log_view_action.setChecked(True)
    w.score_view_action.setChecked(True)
    rnd = random.Random(2)
    seen = 0
    for _ in range(300):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        view = w.table.view
        view.finish_animations()
        leads = [lab for lab in labels(view) if lab.isVisible() and lab.spec.tail == "leads"]
        others = [o for o in labels(view) if o.isVisible() and o.spec.text in NAMES and not o.spec.tail
                  and leads and abs(o.spec.y - leads[0].spec.y) < 1e-6]
        if leads and leads[0].spec.text == NAMES[0] and others:
            lab = leads[0]
            if (shots := os.environ.get("S41_SHOTS")):
                w.grab().save(f"{shots}/leads{seen}.png")
            # the name at the other names' size (bold, as the leader's name is): whole, or its lines
            # cut with "…" over "leads"; painted on three lines at the most
            assert lab.font.pixelSize() == others[0].font.pixelSize(), (lab.text, lab.font.pixelSize(),
                                                                       others[0].font.pixelSize())
            assert lab.font.bold(), lab.text
            assert lab.text_rect.height() < 4 * QFontMetricsF(lab.font).lineSpacing(), lab.text
            if lab.text != f"{NAMES[0]} leads":
                lines = lab.text.split("\n")
                assert lines[-1] == "leads" and 1 <= len(lines) - 1 <= 2, lab.text
                name = " ".join(lines[:-1])
                assert name == NAMES[0] or (name.endswith("\u2026") and NAMES[0] in lab.toolTip()), lab.text
            box = lab.mapRectToScene(lab.text_rect)
            assert not [o.text for o in labels(view) if o is not lab and o.isVisible() and o.text
                        and box.intersects(o.mapRectToScene(o.text_rect))], (lab.text, box)
            # (clear of the cards themselves: a pile's frame, round it for a lit frame or the focus
            # ring, may reach up to the names' lines, as over the trick's own cards)
            faces = [(c.spec.id, c.mapRectToScene(QRectF(0, 0, c.w, c.h))) for c in view.card_items() if c.isVisible()]
            assert not [(i, r, box) for i, r in faces if box.intersects(r)]
            seen += 1
            if seen >= 3:
                break
        legal = w.game.legal_moves(w.state)
        if legal[0].kind == "next_hand":
            break
        w.play(rnd.choice(legal))
    assert seen, "Maximilian never led a trick beside another name: the test looks at nothing"
