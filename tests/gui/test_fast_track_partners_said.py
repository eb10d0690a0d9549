"""Tester s35 t1 #2: Fast Track with the house rule "Partners" (the rules: "2 to 6 people can play,
with or without partners. If playing partners your partner will be across the board"): six players
on the hexagon, and the table, the captions, the game log never said who was partnered with whom;
the family had to work out who sat "across". Jokers Wild and 5 in a Row say it on the table. Now
Fast Track's panel says it through Jokers Wild's lines (a side a line, the colours it moves beside
it), at its foot under a heading "Partners" ("Anna & Cleo": Jokers Wild's "Partners: Anna & Cleo"
on each of six players' three lines was set at 10 px at 1024x600), and the game log says it after
who sat down, as New Game does ("Partners: Anna and Cleo against Ben and Dev.")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardtable.core.words import partners_sentence, sides
from cardtable.gui.table_view import LabelItem

from .helpers import open_window

FOUR = ["Anna", "Ben", "Cleo", "Dev"]
SIX = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]


def test_sides_and_the_sentence():
    assert sides([0, 1, 0, 1]) == [[0, 2], [1, 3]]
    assert sides([0, 1, 2, 0, 1, 2]) == [[0, 3], [1, 4], [2, 5]]
    assert partners_sentence(FOUR, [0, 1, 0, 1]) == "Partners: Anna and Cleo against Ben and Dev."
    assert partners_sentence(SIX, [0, 1, 2, 0, 1, 2]) == \
        "Partners: Anna and Robo Remy; Robo Rex and Robo Rosa; Ben and Robo Rudi."
    assert partners_sentence(FOUR, None) == ""


def labels(w) -> list[LabelItem]:
    return [i for i in w.table.view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]


def words_rect(label: LabelItem) -> QRectF:
    return label.mapRectToScene(label.text_rect)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("names, expected, said", [
    (FOUR, ["Anna & Cleo", "Ben & Dev"], "Partners: Anna and Cleo against Ben and Dev."),
    (SIX, ["Anna & Robo Remy", "Robo Rex & Robo Rosa", "Ben & Robo Rudi"],
     "Partners: Anna and Robo Remy; Robo Rex and Robo Rosa; Ben and Robo Rudi."),
])
@pytest.mark.parametrize("hand_of_five", [False, True])
def test_the_table_and_the_log_say_who_plays_with_whom(qtbot, data_dir, size, names, expected, said, hand_of_five):
    w = open_window(qtbot, size)
    w.log_view_action.setChecked(True)
    w.start_game("fast_track", names, {"partners": True, "partner_helps": True, "hand_of_five": hand_of_five},
                 seed=3, open_handed=True)
    view = w.table.view
    # the game's own partners, across the board
    teams = w.game.seat_teams(w.state)
    assert teams is not None and all(teams[s] == teams[(s + len(names) // 2) % len(names)] for s in range(len(names)))
    items = labels(w)
    # under a heading "Partners", a line a side (set larger than "Partners: Robo Rex & Robo Rosa"
    # on each line: 10 px at 1024x600)
    (head,) = [lab for lab in items if lab.spec.text == "Partners"]
    partners = [lab for lab in items if " & " in lab.spec.text]
    assert [lab.spec.text for lab in sorted(partners, key=lambda lab: lab.spec.y)] == expected
    assert all(words_rect(head).bottom() <= words_rect(lab).top() for lab in partners)
    assert min(lab.font.pixelSize() for lab in partners) >= 12
    # each line whole, on the table in sight, clear of every other word and piece on it (and the
    # heading clear of all but them)
    shown = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    others = [words_rect(lab) for lab in items if lab not in partners and lab is not head]
    others += [p.sceneBoundingRect() for p in view.pieces.values()]
    others += [z.rect for z in view.zones.values()]
    for lab in partners:
        r = words_rect(lab)
        assert "\u2026" not in lab.text and shown.contains(r), (lab.spec.text, r, shown)
        assert not [o for o in others if o.intersects(r)], lab.spec.text
    assert shown.contains(words_rect(head)) and not [o for o in others if o.intersects(words_rect(head))]
    # beside each line the marbles of the colours its side moves, clear of the words
    swatches = view.spec.board_key[6]
    public = w.game.public(w.state)
    for lab, side in zip(sorted(partners, key=lambda lab: lab.spec.y), sides(teams)):
        want = sorted(c for c, o in zip(public["colours"], public["owners"]) if o in side)
        r = words_rect(lab)
        beside = [(c, QRectF(view.origin.x() + x * view.unit, view.origin.y() + y * view.unit,
                             d * view.unit, d * view.unit)) for c, x, y, d in swatches]
        beside = [(c, s) for c, s in beside if r.top() - 4 <= s.center().y() <= r.bottom() + 4]
        assert sorted(c for c, _ in beside) == want, (lab.spec.text, beside)
        assert not [s for _, s in beside if s.intersects(r)]
    # the game log says it under who sat down
    lines = w.game_log.text().split("\n")
    assert lines[0].endswith("sit down to Fast Track.") and lines[1] == said


def test_no_partners_no_line(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    w.log_view_action.setChecked(True)
    w.start_game("fast_track", FOUR, {}, seed=3, open_handed=True)
    assert not [lab for lab in labels(w) if "Partners" in lab.spec.text]
    assert "Partners" not in w.game_log.text()


def test_jokers_wild_says_its_partners_through_the_same_lines(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    w.log_view_action.setChecked(True)
    w.start_game("jokers_wild", FOUR, {}, seed=3, open_handed=True)
    assert sorted(lab.spec.text for lab in labels(w) if lab.spec.text.startswith("Partners")) == \
        ["Partners: Anna & Cleo", "Partners: Ben & Dev"]
    assert w.game_log.text().split("\n")[1] == "Partners: Anna and Cleo against Ben and Dev."
