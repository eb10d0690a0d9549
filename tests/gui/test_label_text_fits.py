"""A label's text, as it is painted (its font, its flags), fits the box it is painted in: a name
never runs past its plaque, cut on both sides (s40 t3 LOOK-3: with the Game Log open, Fast
Track's red caption read "milian Alexander-O'Co / 4/4 home")."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from .helpers import labels, open_window, settle


def painted_width(item) -> float:
    """How wide the label's text is drawn in its text box (AlignHCenter | its flags)."""
    fm = QFontMetricsF(item.font)
    r = item.text_rect
    return fm.boundingRect(QRectF(0, 0, r.width(), 1e6), Qt.AlignHCenter | item.flags, item.text).width()


def test_fast_track_caption_of_a_long_name_fits_its_plaque_with_the_log_open(qtbot):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Maximilian Alexander-O'Connor", "Zoë"], {}, seed=5)
    w.log_view_action.setChecked(True)
    settle(w.table.view)
    captions = [i for i in labels(w.table.view) if i.spec.tail.endswith(" home")]
    assert len(captions) == 2
    for item in captions:
        assert painted_width(item) <= item.text_rect.width() + 0.5, item.text
        # the name whole or cut with "…", never cut letters at both ends
        first = item.text.split("\n")[0]
        assert first.startswith(item.spec.text.split()[0]), item.text
