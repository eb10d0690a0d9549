"""Tester t4 (s35) #6: Mexican Train, eight players at 1024x600: the laid tiles, drawn in figures
under 20 px, read as one string of digits ("11|8" like "118"): the line between a tile's halves
and the gap between tiles were faint, and the olive 12 on cream the faintest. A small tile now
has a dark edge a pixel in from its place (the felt shows between two tiles end to end), a dark
line right across between its halves, and each figure in its pips' colour darkened until it
reads on the cream, as large as its half holds it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.gui.layouts import PieceSpec
from cardtable.gui.layouts import dominoes

FELT = QColor("#1f5a3a")


def lum(rgb: int) -> float:
    c = QColor(rgb)
    return dominoes._luminance(c)


def painted(faces, short: int) -> QImage:
    """Tiles laid end to end, touching, ``short`` px across."""
    img = QImage(len(faces) * 2 * short, short, QImage.Format.Format_ARGB32)
    img.fill(FELT)
    p = QPainter(img)
    for k, face in enumerate(faces):
        spec = PieceSpec(id=face, kind=dominoes.DOMINO, face=face, x=0, y=0)
        dominoes.paint_domino(p, spec, QRectF(k * 2 * short, 0, 2 * short, short))
    p.end()
    return img


def test_every_figure_reads_on_the_tile():
    cream = QColor(dominoes.TILE_CREAM)
    for n in range(1, 13):
        assert dominoes.contrast(dominoes.figure_ink(n), cream) >= 4.5, n  # (WCAG's for text)
    # the hues kept: no two numbers in the same ink
    assert len({dominoes.figure_ink(n).name() for n in range(1, 13)}) == 12


@pytest.mark.parametrize("short", [10, 11, 14])
def test_halves_and_tiles_are_clearly_apart(qapp, short):
    img = painted(["11-8", "8-12"], short)
    rows = range(short // 3, short - short // 3)  # the middle of the tiles' height

    def darkest(x0: int, x1: int) -> float:
        """Along the rows, the darkest of columns x0..x1 (the lightest such row)."""
        return max(min(lum(img.pixel(x, y)) for x in range(x0, x1 + 1)) for y in rows)

    # between the halves (the middle of the first tile): a dark line on every row
    mid = short
    assert darkest(mid - 1, mid + 1) < 0.15, darkest(mid - 1, mid + 1)
    # between the tiles: felt or a dark edge on every row, no cream running from one into the next
    end = 2 * short
    assert darkest(end - 2, end + 1) < 0.1, darkest(end - 2, end + 1)


def test_the_figures_fill_their_half(qapp):
    """A 12 on a half 11 px wide: its figures at least 5 px tall (they were squeezed small)."""
    img = painted(["12-12"], 11)
    ink = QColor(dominoes.figure_ink(12))
    rows = [y for y in range(img.height()) if any(
        abs(QColor(img.pixel(x, y)).red() - ink.red()) < 40 and abs(QColor(img.pixel(x, y)).green() - ink.green()) < 40
        and abs(QColor(img.pixel(x, y)).blue() - ink.blue()) < 40 for x in range(2, 10))]
    assert rows and rows[-1] - rows[0] + 1 >= 5, rows
