"""The score sheet's words under it keep "round 1" and a short key together (s42 t2 #6: Arizona's
"Each player's total after round" / "1." left "1." alone on its own line, Saskatchewan's "All in
cents:" / "155 is $1.55." split the key from its example)."""
from __future__ import annotations

from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption

from .helpers import open_window
from .test_score_panel_one_round import FIVE, sheet_after


def lines_of(text: str, font, width: float) -> list[str]:
    """``text`` broken into lines within ``width`` as a word-wrapped label breaks it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return out


def legend_after_one_round(qtbot, game_id: str):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, FIVE[:3], {}, seed=1)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    panel.set_sheet(sheet_after(w.game, 1))
    return panel.scores


def test_round_number_kept_with_its_word(qtbot, data_dir):
    scores = legend_after_one_round(qtbot, "arizona_rummy")
    text = scores.legend_whole()
    assert "after round\u00a01." in text, text
    font = scores.legend.font()
    fm = QFontMetricsF(font)
    # (the tester's break: the line as wide as "Each player's total after round" and a little)
    for width in (fm.horizontalAdvance("Each player's total after round") + k for k in (2, 6, 10)):
        lines = lines_of(text, font, width)
        assert all(line not in ("1.", "1") for line in lines), lines


def test_short_key_kept_whole(qtbot, data_dir):
    scores = legend_after_one_round(qtbot, "saskatchewan_rummy")
    text = scores.legend_whole()
    key = "All\u00a0in\u00a0cents:\u00a0155\u00a0is\u00a0$1.55."
    assert key in text, text
    font = scores.legend.font()
    fm = QFontMetricsF(font)
    for width in range(int(fm.horizontalAdvance(key)) + 4, int(fm.horizontalAdvance(key)) * 2, 7):
        lines = lines_of(text, font, width)
        assert any(key in line for line in lines), lines
