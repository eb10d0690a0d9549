"""What covers what round the viewer's hand (a tester at 1024x600 and at 2560x1440 with text at
200 %, Hearts with seven players): the "Chosen: ..." bubble lay over Ben's name, chosen cards
slid under the hand's name line, which hid the top of their corner index, and the hand's frame
was cut at the bottom by the status bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from cardtable.gui.table_view import LabelItem

from .helpers import open_window

SEVEN = ["Anna", "Ben", "Robo Ruby", "Robo Remy", "Robo Rosa", "Robo Rudi", "Robo Rae"]


def hearts_choosing(qtbot, size, seed):
    """Anna and Ben people, five computers, the score sheet open; Anna clicks her three lowest
    cards (the tester's "Chosen: 2 of spades, 5 of spades, 8 of hearts")."""
    w = open_window(qtbot, size, start=False)
    w.start_game("hearts", SEVEN, {}, seed=seed, computers=["", ""] + ["easy"] * 5)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.score_view_action.setChecked(True)
    QTest.qWait(100)
    view = w.table.view
    hand = sorted((i for i in view.card_items() if i.spec.owner == w.viewer and i.face_up), key=lambda i: i.x())
    for item in hand[:3]:
        r = item.sceneBoundingRect()
        at = view.mapFromScene(QPointF(r.left() + item.w * 0.12 + 3, r.top() + item.h * 0.5))
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    return w, hand[:3]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("seed", [3, 7, 8])
def test_the_chosen_bubble_leaves_the_names_in_sight(qtbot, size, seed):
    w, chosen = hearts_choosing(qtbot, size, seed)
    hint = w.table.hint
    assert hint.isVisible() and hint.text().startswith("Chosen:")
    view = w.table.view
    box = hint.geometry()
    for item in view.scene().items():
        if isinstance(item, LabelItem) and item.isVisible() and item.text in SEVEN:
            assert not view.mapFromScene(item.mapRectToScene(item.text_rect)).boundingRect().intersects(box), item.text


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_chosen_cards_rise_clear_of_the_hands_name_line(qtbot, size):
    w, chosen = hearts_choosing(qtbot, size, 3)
    view = w.table.view
    name = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.text.startswith("Your hand"))
    pill = name.sceneBoundingRect()
    for item in chosen:
        assert item.selected
        card = item.mapRectToScene(item.card_rect())
        assert card.top() >= pill.bottom(), (item.spec.face, card.top(), pill.bottom())


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_hands_frame_is_whole_above_the_status_bar(qtbot, size):
    w, chosen = hearts_choosing(qtbot, size, 3)
    view = w.table.view
    zone = view.zones[f"hand/{w.viewer}"] if f"hand/{w.viewer}" in view.zones else \
        next(z for z in view.zones.values() if z.spec.name == "Anna's hand")
    pen = max(1.0, zone.rect.width() * 0.015)
    outline = zone.mapRectToScene(zone.rect.adjusted(-3 - pen / 2, -3 - pen / 2, 3 + pen / 2, 3 + pen / 2))
    shown = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    assert shown.contains(outline), (outline, shown)
