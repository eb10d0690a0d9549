"""Writes cardtable/gui/text_widths.py: the advance of each letter the table's text uses, of its
size, in DejaVu Sans and DejaVu Sans Bold, as Qt sets them (the Qt-free layout reckons a line's
width from them). Run again if the table's font changes:

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/text_widths.py > cardtable/gui/text_widths.py
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication

CHARS = "".join(chr(c) for c in range(32, 127)) \
    + "\u00b7\u2026\u201c\u201d\u2018\u2019\u2013\u2014\u00d7\u2660\u2665\u2663\u2666\u2190\u2192"


def widths(bold: bool) -> dict[float, str]:
    f = QFont("DejaVu Sans")
    f.setPixelSize(1000)  # (large: no hinting rounds the advances)
    f.setBold(bold)
    fm = QFontMetricsF(f)
    groups: dict[float, str] = {}
    for c in CHARS:
        w = round(fm.horizontalAdvance(c) / 1000, 3)
        groups[w] = groups.get(w, "") + c
    return dict(sorted(groups.items()))


def main() -> None:
    QGuiApplication(sys.argv)
    print('"""The advance of each letter of the table\'s text, of its size, in DejaVu Sans (REGULAR) and')
    print("DejaVu Sans Bold (BOLD), as Qt sets them: written by bench/text_widths.py (run it again if")
    print('the font changes). Letters not here are reckoned as a wide symbol."""')
    print()
    for name, bold in (("REGULAR", False), ("BOLD", True)):
        print(f"{name}: dict[str, float] = {{c: w for w, cs in (")
        for w, cs in widths(bold).items():
            print(f"    ({w}, {cs!r}),")
        print(") for c in cs}")


if __name__ == "__main__":
    main()
