"""10,000 (s42 t3, d04.png, d09.png): with a die picked up by the keys, the focus ring round the
tray of dice set aside ran through its caption "This turn: 0" under it. The ring goes round the
tray and its caption (the old ring stood off the tray by a share of its whole width, and left a
notch round the caption, its line ends at the letters' sides): the caption's letters are painted
the same, ring or no ring, and the line under them is whole, clear of the prompt. The scene
rendered at 2x."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import FOCUS_LIGHT, LabelItem, ZoneItem

from .helpers import open_window


def rendered(scene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width() * 2), int(rect.height() * 2), QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    scene.render(p, QRectF(0, 0, image.width(), image.height()), rect)
    p.end()
    return image


def test_the_ring_round_the_tray_leaves_this_turn_whole(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("ten_thousand", ["Lea", "Tom"], {}, seed=3, open_handed=True)
    view = w.table.view
    view.setFocus()
    ctl = view.controller
    ctl.focus_on(ctl.focusables()[0])
    QTest.keyClick(view, Qt.Key_Return)  # Roll 5 dice
    QApplication.processEvents()
    view.finish_animations()
    tray = next(z for z in view.zones.values() if isinstance(z, ZoneItem) and z.spec.id == "tray")
    caption = tray.mapRectToScene(tray.caption_rect()).adjusted(-2, 0.5, 2, 2)  # (the lit frame above)
    before = rendered(view.scene(), caption)
    QTest.keyClick(view, Qt.Key_Return)  # a die picked up: the keys on the tray
    QApplication.processEvents()
    assert ctl.held is not None and ctl.focus_item is tray and tray.focused
    after = rendered(view.scene(), caption)
    changed = sum(1 for y in range(after.height()) for x in range(after.width())
                  if after.pixelColor(x, y) != before.pixelColor(x, y))
    assert changed == 0, changed
    # and its line under them is whole, clear of the prompt below (cut there, no line showed)
    prompt = next(i for i in view.scene().items() if isinstance(i, LabelItem) and "this turn" in i.spec.text)
    words = prompt.mapRectToScene(prompt.text_rect)
    box = tray.mapRectToScene(tray.rect)
    under = QRectF(box.left() + 10, caption.bottom(), box.width() - 20, words.top() - caption.bottom())
    assert under.height() > 0
    image = rendered(view.scene(), under)
    lit = {x for y in range(image.height()) for x in range(image.width())
           if image.pixelColor(x, y).rgb() == FOCUS_LIGHT.rgb()}
    assert len(lit) > image.width() * 0.9, (len(lit), image.width())
    ring = tray.mapRectToScene(tray.focus_frame())
    assert ring.contains(caption.adjusted(2, -0.5, -2, -2))
