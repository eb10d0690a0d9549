"""Court Whist Evening, Export Cards as PDF: every player's card is laid out alike, each game's
heading whole. On Francesca-Margherita's and Wilhelmina Featherstonehaugh's cards every heading
was cut ("Game 1 – Coronation…") while the "Score" column took half the width: the card's label
column gave way for a name that is not printed above the column at all (a card says its name on
its "Name:" line), and the games' headings, painted in the label column, were not measured."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.games.court_whist_evening import start_from_text  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, page_size_id  # noqa: E402

MEN = "Grandpa Bartholomew, Maximilian Alexander, Ben, Dev, Gus"
LADIES = "Francesca-Margherita, Wilhelmina Featherstonehaugh, Anna, Cleo"


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_every_card_alike_with_its_game_headings_whole(qapp, tmp_path, page):
    evening = start_from_text(MEN, LADIES)
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    writer.setResolution(RESOLUTION)
    layouts = [_fit(evening.card(p), page_size_id(page), writer) for p in range(len(evening.names))]
    assert len({round(lay.label_w, 3) for lay, _ in layouts}) == 1
    for lay, pages in layouts:
        assert len(pages) == 1
        for section in lay.sheet.sections:
            assert lay.text_w(lay.fonts.bold, section.title) <= lay.label_w - 2, (lay.sheet.name_line, section.title)
