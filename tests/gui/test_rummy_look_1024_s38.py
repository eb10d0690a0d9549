"""s38 t2: the rummy family at 1024x600 with the score sheet open, long names. What a family
saw, measured here on the painted scene (the view's own items), at the tester's setup:

* Five Hundreds, four seats: "Großmutter Hildegard's melds" beside her melds at the right was
  painted over the top card of the discard line, even of one card: a caption never over a card.
* Arizona Rummy, six seats: the top seat's "Großmutter Hildegard's melds" ran under her own
  "Pile (1)" card; "Done (last chance)" lay over Robo Rudi's name and hand box (he had gone
  out: "0 cards"); the prompt on three lines sat on the top edge of the "New meld" box."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import ButtonItem, LabelItem, ZoneItem

from .helpers import anna_turns, medium_table

FIVE = ["Anna-Sophie Müller", "Bartholomew", "Maximilian-Alexander", "Großmutter Hildegard"]
SIX = ["Anna-Sophie Müller", "Bartholomew", "Maximilian-Alexander", "Großmutter Hildegard", "Christopher",
       "Robo Rudi"]


def _view(w):
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    QApplication.processEvents()
    return view


def _labels(view) -> list[LabelItem]:
    return [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]


def _captions_over(view, zone_start: str) -> list[str]:
    """The small words (not a seat's name, not the prompt) painted over a card of a zone whose
    name starts with ``zone_start``."""
    cards = [c.sceneBoundingRect() for c in view.card_items() if c.isVisible() and c.spec.zone.startswith(zone_start)]
    out = []
    for lab in _labels(view):
        if lab.spec.bold:
            continue
        box = lab.mapRectToScene(lab.text_rect).adjusted(1, 1, -1, -1)
        if any(box.intersects(c) for c in cards):
            out.append(lab.text)
    return out


def test_five_hundreds_side_seat_caption_keeps_off_the_discard_line(qtbot, data_dir):
    # (before: seed 0, at Anna's turns 5, 13, 14, 23, 24, 32-35 "Großmutter Hildegard's melds"
    # lay over the discards' top card, one to five cards in the line)
    w = medium_table(qtbot, "five_hundreds", FIVE, (1024, 600), 0)
    seen = 0
    bad = {}
    for step in anna_turns(w, 40):
        view = _view(w)
        seen += any(lab.text.startswith("Großmutter Hildegard") and not lab.spec.bold for lab in _labels(view))
        over = _captions_over(view, "discard")
        if over:
            bad[step] = over
    assert seen >= 3  # (her melds captioned)
    assert not bad, bad


def _arizona_at(qtbot, step: int):
    w = medium_table(qtbot, "arizona_rummy", SIX, (1024, 600), 0)
    for k in anna_turns(w, step + 1):
        if k == step:
            return w, _view(w)
    raise AssertionError("the game did not reach that move")


def test_arizona_top_seat_caption_keeps_off_its_own_pile(qtbot, data_dir):
    # (round 3, Großmutter Hildegard at the top with a set of 9s and a pile of one card beside
    # her box: the caption ran under the card by 20 px)
    w, view = _arizona_at(qtbot, 83)
    caption = [lab for lab in _labels(view) if lab.text == "Großmutter Hildegard's melds"]
    assert caption, [lab.text for lab in _labels(view)]
    assert not _captions_over(view, "pile/"), _captions_over(view, "pile/")
    melds = [c.sceneBoundingRect() for c in view.card_items() if c.spec.zone.startswith("meld") and c.isVisible()]
    box = caption[0].mapRectToScene(caption[0].text_rect)
    # (still over her melds: its middle within their reach)
    assert any(m.left() - 10 <= box.center().x() <= m.right() + 60 for m in melds)


def test_arizona_last_chance_button_and_prompt_keep_clear(qtbot, data_dir):
    # (round 1: Robo Rudi goes out at once; Anna's last chance. The button lay over his name and
    # his empty hand's box; the prompt's third line on the "New meld" box's top edge)
    w, view = _arizona_at(qtbot, 3)
    done = [b for b in view.scene().items() if isinstance(b, ButtonItem) and b.isVisible()
            and b.text == "Done (last chance)"]
    assert done
    zones = [z for z in view.scene().items() if isinstance(z, ZoneItem) and z.isVisible()]
    seats = [lab.mapRectToScene(lab.text_rect) for lab in _labels(view) if lab.spec.bold and lab.spec is not view.spec.prompt]
    seats += [z.mapRectToScene(z.rect) for z in zones if z.spec.id.startswith(("hand", "pile"))]
    seats += [lab.mapRectToScene(lab.text_rect) for lab in _labels(view) if lab.text in ("0 cards", "Pile (0)")]
    button = done[0].sceneBoundingRect()
    assert not [r for r in seats if button.intersects(r)]
    prompt = next(lab for lab in _labels(view) if lab.spec is view.spec.prompt)
    new = next(z for z in zones if z.spec.id.startswith("melds/"))
    gap = new.mapRectToScene(new.rect).top() - prompt.mapRectToScene(prompt.text_rect).bottom()
    assert gap >= 3, gap  # (before: -13 px, the third line inside the box)


def test_horseshit_fanned_discards_spread_into_free_felt(qtbot, data_dir):
    """Horseshit Rummy, six seats: "stack the discard pile staggered down-ward so you can see all
    cards", and a card of it is picked by pressing on its strip. Each buried card showed a 10 px
    strip though the felt either side was free; a press meant for the Q\u2666 took the 4\u2665."""
    w = medium_table(qtbot, "horseshit_rummy", SIX, (1024, 600), 0)
    for step in anna_turns(w, 21):
        if step == 20:
            break
    view = _view(w)
    cards = view.card_items()
    pile = sorted((c.sceneBoundingRect() for c in cards if c.isVisible() and c.spec.zone == "discard"),
                  key=lambda r: r.left())
    assert len(pile) == 6
    strips = [b.left() - a.left() for a, b in zip(pile, pile[1:])]
    assert min(strips) >= 20, strips  # (before: 10.7 px)
    # (and still clear of every other card, and of every word but its own caption)
    line = pile[0].united(pile[-1])
    assert not [c.spec.zone for c in cards if c.isVisible() and c.spec.zone != "discard"
                and c.sceneBoundingRect().intersects(line)]
    assert not [lab.text for lab in _labels(view) if lab.mapRectToScene(lab.text_rect).intersects(line)]


def test_hand_and_foot_sheet_names_a_team_of_three_whole(qtbot, data_dir):
    """Hand and Foot, six seats, the sheet docked at 1024x600: the first team's row read
    "Anna-Sophie Müller, / Maximilian-Alexander & Chr…" (Christopher lost) with room to spare
    under it; on a third line it is whole."""
    w = medium_table(qtbot, "hand_and_foot", SIX, (1024, 600), 0)
    qtbot.waitUntil(lambda: w.score_panel.isVisible() and w.score_panel.sheet is not None)
    QApplication.processEvents()
    table = w.score_panel.scores.table
    shown = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert len(shown) == 2 and not any("\u2026" in text for text in shown), shown
    assert "Christopher" in shown[0] and "Robo Rudi" in shown[1], shown
    # (each row as tall as its lines)
    header = table.verticalHeader()
    assert header.sectionSize(0) >= 3 * table.fontMetrics().height(), header.sectionSize(0)
