"""Hearts, six players, side-by-side trick (s40 t1 F5, shot-112b): "Maximilian Alexander-O'Connor
leads" was squeezed into three tiny lines over the first card. The leader's caption may take the
felt to the left of the trick: two lines at most, at the size of the other names (80 % at the least, as a label's
text is set before it takes another line)."""
from __future__ import annotations

import random

from .helpers import labels, open_window

NAMES = ["Maximilian Alexander-O'Connor", "Robo Rex", "Bella", "Robo Wilhelmina-Josephine", "Robo Ruby",
         "Robo Bartholomew"]


def test_a_long_leaders_name_over_the_trick_is_on_two_lines_at_the_names_size(qtbot):
    w = open_window(qtbot, (1366, 768))
    w.start_game("hearts", NAMES, {}, seed=2, open_handed=True)
    w.log_view_action.setChecked(True)
    w.score_view_action.setChecked(True)
    rnd = random.Random(2)
    seen = 0
    for _ in range(300):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        view = w.table.view
        leads = [lab for lab in labels(view) if lab.spec.tail == "leads"]
        if leads and leads[0].spec.text == NAMES[0]:
            view.finish_animations()
            lab = leads[0]
            others = [o for o in labels(view) if o.spec.text in NAMES and o.spec.size == lab.spec.size
                      and not o.spec.tail and abs(o.y() - lab.y()) < 30]
            assert lab.text.count("\n") <= 1, lab.text
            if others:
                assert lab.font.pixelSize() >= 0.8 * others[0].font.pixelSize(), (lab.text, lab.font.pixelSize(),
                                                                            others[0].font.pixelSize())
                boxes = [o.mapRectToScene(o.text_rect) for o in others]
                assert not any(lab.mapRectToScene(lab.text_rect).intersects(b) for b in boxes)
            w.grab().save(f"{tmp}/leads{seen}.png") if (tmp := __import__("os").environ.get("S40_SHOTS")) else None
            seen += 1
            if seen >= 3:
                break
        legal = w.game.legal_moves(w.state)
        if legal[0].kind == "next_hand":
            break
        w.play(rnd.choice(legal))
    assert seen, "Maximilian never led a trick: the test looks at nothing"
