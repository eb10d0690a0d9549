"""The score sheet's words under it leave no short word alone on its last line (s42 t2 #6:
Arizona's "Each player's total after round" / "1.", Saskatchewan's "... All in cents: 155 is" /
"$1.55."). s42 glued them with non-breaking spaces inside the text, which the tests and a screen
reader read: reverted. The text stays as it is; the label's lines are laid out a little narrower
where that brings the word before down with it ("... after" / "round 1."), never onto more
lines."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from cardtable.gui.score_panel import shortened

from .helpers import open_window
from .test_score_panel_one_round import FIVE, sheet_after


def laid_out(label) -> list[list[str]]:
    """The legend's lines as the word-wrapped label lays them out in its room, paragraph by
    paragraph."""
    text, font = label.text(), label.font()
    width = label.contentsRect().width() - 2 * label.margin()
    out = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart():line.textStart() + line.textLength()].strip())
        layout.endLayout()
        out.append(lines)
    return out


def orphan(lines: list[str]) -> bool:
    return len(lines) > 1 and " " not in lines[-1] and len(lines[-1]) <= 7


def test_no_short_word_alone_at_the_end_of_the_legend(qtbot, data_dir):
    seen = set()
    for game_id, players in (("arizona_rummy", 3), ("saskatchewan_rummy", 3), ("canadian_salad", 5)):
        w = open_window(qtbot, (1024, 600), start=False)
        w.start_game(game_id, FIVE[:players], {}, seed=1)
        panel = w.score_panel
        qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
        panel.set_sheet(sheet_after(w.game, 1))
        QApplication.processEvents()
        scores = panel.scores
        label = scores.legend
        # (the legend's words and lines are looked at, worked out as the label lays them out: the
        # window is not painted at each of the widths)
        w.setUpdatesEnabled(False)
        for target in range(150, 440, 5):
            w.resizeDocks([panel], [target], Qt.Orientation.Horizontal)
            QApplication.processEvents()
            text = label.text()
            assert "\u00a0" not in text and "\u2060" not in text  # (the words as they are)
            if "…" not in text:
                assert text == scores.legend_whole()
            lines = laid_out(label)
            seen.add((game_id, panel.width()))
            assert not any(orphan(p) for p in lines), (game_id, panel.width(), lines)
            # every line still fits the label's room, and the legend takes the height it measured
            assert label.height() >= label.minimumHeight()
        w.close()
    assert len(seen) > 40  # (the widths the panel took)


def test_a_shortened_legend_brings_the_word_before_down_too():
    """The legend shortened to its room is broken into lines by the sheet itself: the same there."""
    font = QFont()
    font.setPixelSize(13)
    fm = QFontMetrics(font)
    text = "Each player's total after round 1."
    width = fm.horizontalAdvance("Each player's total after round") + 3
    rules = "House rules in this game: " + "a long house rule " * 12
    out = shortened(rules + "\n" + text, fm, width, 4)
    lines = out.split("\n")
    assert lines[-2:] == ["Each player's total after", "round 1."], lines
