"""Every printed score sheet's row labels are whole: wrapped in the label column, never cut.
A tester's Jokers Wild print preview read "Marbles in the Castl": the totals' label is printed
in the larger headings' font, and the column was measured in the body font."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.core.scoresheet import NOTE, TOTAL  # noqa: E402
from cardtable.games import catalogue  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, page_size_id  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"]


def sheets():
    for game_id, game in catalogue().items():
        counts = game.info.allowed_counts()
        n = 4 if 4 in counts else counts[0]
        yield game_id, game.score_sheet(game.setup(NAMES[:n], {}, seed=3))


def fits(layout, font, text: str, width: float, height: float) -> bool:
    """Every word on a line of its own at most, and the wrapped lines within the height."""
    return all(layout.text_w(font, word) <= width for word in text.split()) \
        and layout.text_h(font, text, width) <= height + 0.01


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_every_games_printed_row_labels_are_whole(qapp, tmp_path, page):
    """ "Labels must wrap or the column widen"."""
    cut = []
    for game_id, sheet in sheets():
        writer = QPdfWriter(str(tmp_path / f"{game_id}.pdf"))
        writer.setResolution(RESOLUTION)
        layout, pages = _fit(sheet, page_size_id(page), writer)
        f = layout.fonts
        for item in (i for p in pages for i in p.items):
            if item.kind == "row" and item.data[0].kind != NOTE:
                row = item.data[0]
                font, text = (f.bold if row.kind == TOTAL else f.body), row.label
            elif item.kind == "totals":
                font, text = f.head, sheet.total_label
            else:
                continue
            if text and not fits(layout, font, text, layout.label_w - 3, item.h):
                cut.append((game_id, text))
    assert not cut


def test_jokers_wild_total_label_is_on_one_line(qapp, tmp_path):
    """Where the page has room the column widens: "Marbles in the Castle" whole on one line."""
    sheet = dict(sheets())["jokers_wild"]
    writer = QPdfWriter(str(tmp_path / "jw.pdf"))
    writer.setResolution(RESOLUTION)
    layout, _ = _fit(sheet, page_size_id("A4"), writer)
    assert layout.text_w(layout.fonts.head, "Marbles in the Castle") <= layout.label_w - 3
