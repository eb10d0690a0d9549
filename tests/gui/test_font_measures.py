"""The one store of text measured per font (cardtable/gui/font_measures.py), which the hand-off
curtain's fitting and the score sheet's legend share: found by the font (a :class:`QFont`, by
what it is made of) or by its metrics (a :class:`QFontMetrics`, by Qt's own ``==``), the
answers those of a font measured afresh, and bounded so a long evening does not grow it without
end. (The fitting itself is compared with the code before in test_curtain_fitting_s43.py and
test_score_panel_fit_kept.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain, font_measures, score_panel
from cardtable.gui.font_measures import measures

WORDS = "Anna takes the trick with the ace of hearts and leads next. Ben: press B to see your cards."
FLAGS = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)


@pytest.fixture(autouse=True)
def _nothing_kept(qapp):
    font_measures.forget()
    yield
    font_measures.forget()


def font(px: int, bold: bool = False) -> QFont:
    f = QFont(QApplication.font())
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def test_a_font_is_found_by_what_it_is_made_of_and_metrics_by_their_font():
    assert measures(font(14)) is measures(font(14))  # (equal fonts, made apart)
    assert measures(font(14)) is not measures(font(14, bold=True))
    regular = font(14)
    assert measures(QFontMetrics(regular)) is measures(QFontMetrics(regular))
    assert measures(QFontMetrics(regular)) is not measures(regular)  # (metrics are told apart by Qt's ==)


def test_a_font_changed_after_it_was_measured_is_measured_as_it_is_now():
    changing = font(12)
    small = measures(changing).horizontalAdvance(WORDS)
    changing.setPixelSize(24)  # (the store keeps its own copy of the font)
    assert measures(changing).horizontalAdvance(WORDS) == QFontMetrics(font(24)).horizontalAdvance(WORDS) > small
    assert measures(font(12)).horizontalAdvance(WORDS) == small


def test_what_is_kept_is_bounded_and_answers_as_measured_afresh(monkeypatch):
    """Both users at once, more fonts and texts than are kept: never more than the bound, and
    every answer the one a font measured afresh gives."""
    monkeypatch.setattr(font_measures, "KEPT", 10)
    monkeypatch.setattr(font_measures, "FONTS", 3)
    for px in range(10, 16):
        f = font(px)
        fresh = QFontMetrics(f)
        for width in range(120, 200, 7):
            assert curtain.text_height(f, width, FLAGS, WORDS) == fresh.boundingRect(
                0, 0, width, 100000, FLAGS, WORDS).height()
            assert curtain.balanced_in(WORDS, f, width) == curtain.balanced(WORDS, fresh, width)
            assert score_panel.shortened(WORDS, fresh, width, 2) == score_panel._shortened(WORDS, fresh, width, 2)
        assert len(font_measures._FONTS) <= 3
        assert all(len(m.known) <= 10 for m in font_measures._FONTS.values())
    assert len(font_measures._FONTS) == 3
