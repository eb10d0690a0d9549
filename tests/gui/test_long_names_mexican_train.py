"""The finding: "Mexican Train with very long player names: names are drawn very small; the
status line is cut at set-up. Long names should be elided sensibly (with …) rather than shrunk
unreadable, and the status line never cut mid-sentence." Eight players of 30 letters at
1024x600: the strip of seats set them on three lines at 7 px; each is now on at most two lines at
a readable size, cut with "…" (its whole name its tooltip). The status line kept what happened
and lost whose turn it is ("... plays first. … Boneyard: 27."); it now says the whole message,
set smaller in its room where it must be (the status line's own rule, s27)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetricsF

from cardtable.gui.table_view import LabelItem, elide_text

from .helpers import open_window

NAMES = ["Alexandrina Wilhelmina Ottolin", "Bartholomew Fitzgerald-Montgom", "Cleopatra Anastasia Villanueva",
         "Maximiliano Esperanza Rodrigue", "Evangelina Rosalind Hightower", "Fitzwilliam Archibald Thornton",
         "Gwendolyn Persephone Lockhart", "Hieronymus Bartholomew Pickles"]


def test_a_long_text_is_cut_with_an_ellipsis_not_shrunk(qtbot):
    font, box, _, text = elide_text("Alexandrina Wilhelmina Ottolin", 19, True, 110, 2)
    assert text == "Alexandrina\nWilhelmina\u2026" and font.pixelSize() >= 15 and box.width() <= 110
    font, _, _, text = elide_text("Alexandrina Wilhelmina Ottolin", 19, True, 110, 1)
    assert text.endswith("\u2026") and "\n" not in text and text.startswith("Alexandrin")
    assert elide_text("Cleo", 19, True, 110, 1)[3] == "Cleo"


def test_long_names_read_on_the_table_and_the_status_says_whose_turn(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("mexican_train", NAMES, {}, seed=3, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    labels = [item for item in view.scene().items() if isinstance(item, LabelItem)]
    for name in NAMES:
        shown = [lab for lab in labels if lab.spec.text == name]
        assert len(shown) == 2, name  # in the strip of seats and over the player's train
        for lab in shown:
            base = max(10, round(lab.spec.size * view.unit))
            assert lab.font.pixelSize() >= int(base * 0.8), (name, lab.font.pixelSize(), base)  # readable
            lines = lab.text_rect.height() / QFontMetricsF(lab.font).lineSpacing()
            assert lines < 2.1, (name, lines)  # (the strip set three lines, small)
            if lab.text != name:
                assert lab.text.endswith("\u2026") and name in lab.toolTip()
    # the status line: the whole message (whose turn it is included), set in the line's room
    label = w.status_label
    fm = label.fontMetrics()
    lines = fm.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), Qt.TextWordWrap, label.text())
    assert lines.height() <= label.contentsRect().height()
    status = w.game.status(w.state)
    assert label.text() == w.status_text() and label.text().endswith(status), label.text()
    assert "to play" in status
