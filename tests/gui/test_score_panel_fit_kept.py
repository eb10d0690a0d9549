"""The score sheet's legend is fitted again at every refresh: broken into lines (``_broken``),
shortened to the room (``shortened``) and measured (``text_height``), several times a refresh, the
same words at the same widths. ``_broken`` measured every start of the text's rest that ends at a
space for every line, and ``_cut_off`` left words off a line's end one at a time: some 400,000
widths in the long game of 10,000 (tests/gui/test_score_panel_keys_long_games.py, s42). Now the
starts are measured from the shortest up to the first too wide, and what was worked out is kept
per font (``font_measures.kept_in``). Checked here against the code before, kept below: the same lines
and the same text, at widths right at a line's edge too; and a font changed is not given another
font's lines. (Counted in measurements, not timed: tests never assert on time; the saving is
measured in docs/benchmarks.md, bench/score_sheet_fit.py.)"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel

from cardtable.gui import font_measures, score_panel
from cardtable.gui.score_panel import HOUSE_RULES, _broken, _cut_off, shortened, text_height, wrapped


def broken_before(text, fm, width, lines):
    """``_broken`` as it was before s43."""
    out = []
    rest = text
    while len(out) < lines and rest:
        if fm.horizontalAdvance(rest) <= width:
            out.append(rest)
            return out, ""
        fitting = [m.end() for m in re.finditer(r"[^\S\u00a0]+", rest)
                   if 0 < m.end() < len(rest) and fm.horizontalAdvance(rest[:m.end()].rstrip()) <= width]
        if not fitting:
            fitting = [m.end() for m in re.finditer(r"(?<=-)", rest)
                       if 0 < m.end() < len(rest) and fm.horizontalAdvance(rest[:m.end()]) <= width]
        if not fitting:
            fitting = [m.end() for m in re.finditer("\u00a0+", rest)
                       if 0 < m.end() < len(rest) and fm.horizontalAdvance(rest[:m.end()].rstrip()) <= width]
        if not fitting:
            break
        out.append(rest[:fitting[-1]].rstrip())
        rest = rest[fitting[-1]:].lstrip()
    return out, rest


def cut_off_before(line, fm, width):
    """``_cut_off`` as it was before s43."""
    words = line.split(" ")
    while len(words) > 1 and fm.horizontalAdvance(" ".join(words) + "…") > width:
        words.pop()
    text = " ".join(words).rstrip(" ,;:–-") + "…"
    return text if fm.horizontalAdvance(text) <= width else score_panel._elided(line + " …", fm, width)


def as_before(func, *args, **kwargs):
    """``shortened`` or ``wrapped`` worked out with the code before (nothing kept)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(score_panel, "_broken", broken_before)
        mp.setattr(score_panel, "_cut_off", cut_off_before)
        mp.setattr(score_panel, "kept_in", lambda fm, key, work: work())
        return func(*args, **kwargs)


def font(px: int, bold: bool = False) -> QFont:
    f = QFont(QApplication.font())
    f.setPixelSize(px)
    f.setBold(bold)
    return f


# legends and labels as the panel shows them (Saskatchewan, Oh Hell!, house rules, Court Whist)
LEGENDS = [
    "Each cell: money so far. Round 1 – Each trick you take in full:\nAnna: cents this round -40, money so far "
    "-40.\nBen: cents this round -20, money so far -20.\n(Point at a cell for another row's.) Bottom row: the "
    "totals; the highest total wins. All in cents: 155 is $1.55.",
    "Each player's total after hand 46. Then each hand's points, the newest first. Each hand: the bid, a 1 put "
    "in front of it if made (12: a bid of 2 made, 12 points), a ✗ after it if missed (a scratch: no points); 10: "
    "a bid of 0 made, 10 points. To see every round's scores, widen this panel (drag its left edge) or print the "
    "sheet (Game menu).",
    f"{HOUSE_RULES}Aces are 50 points; the one-card hand is played blind and bid on; jokers wild; a "
    "bonus of 100 for going out first, 200 for going out without a discard.\nEach cell: this hand's points "
    "(the total so far). Bottom row: the totals; the lowest total wins. T: a take-over.",
    "Trump declared by owner of King-Diamonds (Robo Remy: diamonds)",
    "PayDay – out: Anna, Ben, Cleo, Dev, Elif, Farid, Greta, Hiro, Anna, Ben, Cleo, Dev",
    "Round 1 (3 cards, 3s wild and jokers, the long way round the table and back)",
    "Montgomerys\u00a0♠ Montgomerys\u00a0♠ Hyphen-ated-words-one-after-another-too-long",
]
FONTS = [(12, False), (17, True)]


@pytest.fixture(autouse=True)
def _nothing_kept(qapp):
    font_measures.forget()
    yield
    font_measures.forget()


def edges(text: str, fm: QFontMetrics) -> list[int]:
    """The widths right at each start's edge (every space, hyphen and the whole), and a pixel
    less: where a line just fits or just does not."""
    ends = [m.end() for m in re.finditer(r"[\s\u00a0]+|(?<=-)", text)] + [len(text)]
    widths = {fm.horizontalAdvance(text[:end].rstrip()) for end in ends}
    return sorted({w + d for w in widths for d in (-1, 0) if 40 < w + d < 400})[::3]


@pytest.mark.parametrize("px, bold", FONTS)
def test_the_same_lines_as_before_at_each_lines_edge(px, bold):
    fm = QFontMetrics(font(px, bold))
    for legend in LEGENDS:
        for paragraph in legend.split("\n"):
            for width in edges(paragraph, fm):
                for lines in (2, 1000):
                    assert _broken(paragraph, fm, width, lines) == broken_before(paragraph, fm, width, lines), \
                        (paragraph, width, lines)
                assert _cut_off(paragraph, fm, width) == cut_off_before(paragraph, fm, width)


@pytest.mark.parametrize("px, bold", FONTS)
def test_the_same_legends_and_labels_as_before(px, bold):
    fm = QFontMetrics(font(px, bold))
    for legend in LEGENDS:
        for width in (90, 233, 420):
            for lines in (1, 3, 6):
                assert shortened(legend, fm, width, lines) == as_before(score_panel.shortened, legend, fm, width,
                                                                        lines)
                assert wrapped(legend, fm, width, lines=lines, keep=27, whole=lines + 1) == \
                    as_before(score_panel.wrapped, legend, fm, width, lines=lines, keep=27, whole=lines + 1)
                assert wrapped(legend, fm, width, lines=lines) == as_before(score_panel.wrapped, legend, fm, width,
                                                                            lines=lines)


WORD = st.text(alphabet="abcdefgWMil.,;:–()✗♠0123456789'", min_size=0, max_size=14)
GAP = st.sampled_from([" ", " ", " ", "  ", "-", "\u00a0", " \u00a0", "\t", "\n", "- ", " -"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(WORD, GAP), max_size=16), st.integers(1, 320), st.sampled_from([0, 1, 2, 3, 5, 1000]),
       st.sampled_from(FONTS))
def test_the_same_lines_as_before_for_any_words(words, width, lines, which):
    text = "".join(word + gap for word, gap in words)
    fm = QFontMetrics(font(*which))
    assert _broken(text, fm, width, lines) == broken_before(text, fm, width, lines)
    assert _cut_off(text, fm, width) == cut_off_before(text, fm, width)
    assert shortened(text, fm, width, max(1, lines)) == as_before(score_panel.shortened, text, fm, width, max(1, lines))


class Counting(QFontMetrics):
    """A font's metrics that count the widths measured."""

    measured = 0

    def horizontalAdvance(self, *args):  # noqa: N802 (Qt's name)
        Counting.measured += 1
        return super().horizontalAdvance(*args)


def test_a_legend_fitted_again_is_looked_up_not_measured_again():
    regular = font(12)
    fm = Counting(regular)
    legend = LEGENDS[1]
    first = shortened(legend, fm, 233, 3)
    lines, rest = _broken(legend, fm, 233, 1000)
    assert Counting.measured > 0 and not rest
    Counting.measured = 0
    assert shortened(legend, fm, 233, 3) == first
    assert _broken(legend, fm, 233, 1000) == (lines, "")
    # (the same font's metrics had anew, as the label gives them at each refresh)
    assert shortened(legend, Counting(regular), 233, 3) == first
    assert Counting.measured == 0
    # the lines given are the caller's to change (shortened and wrapped put a "…" on the last)
    lines[-1] = "changed"
    assert _broken(legend, fm, 233, 1000)[0][-1] != "changed"
    # another width, or another font, is worked out
    shortened(legend, fm, 234, 3)
    assert Counting.measured > 0
    Counting.measured = 0
    bold = Counting(font(12, bold=True))
    assert shortened(legend, bold, 233, 3) == as_before(score_panel.shortened, legend, QFontMetrics(font(12, True)),
                                                       233, 3)
    assert Counting.measured > 0


def test_what_is_kept_is_bounded(monkeypatch):
    monkeypatch.setattr(font_measures, "KEPT", 10)
    monkeypatch.setattr(font_measures, "FONTS", 3)
    for px in range(10, 20):
        fm = QFontMetrics(font(px))
        for width in range(100, 130):
            assert _broken(LEGENDS[4], fm, width, 2) == broken_before(LEGENDS[4], fm, width, 2)
    assert len(font_measures._FONTS) == 3
    assert all(len(measured.known) <= 10 for measured in font_measures._FONTS.values())


def test_a_labels_height_follows_its_font_and_width(qtbot):
    """The height kept for a label's text is its font's: a label given a larger font (the
    window grown: set_font_px) is measured again, not given the smaller font's height."""
    label = QLabel()
    qtbot.addWidget(label)
    label.setWordWrap(True)
    text = LEGENDS[1]
    seen = set()
    for px in (12, 20, 12):
        label.setFont(font(px))
        for width in (200, 320):
            direct = QLabel()
            qtbot.addWidget(direct)
            direct.setWordWrap(True)
            direct.setFont(font(px))
            with pytest.MonkeyPatch.context() as mp:
                mp.setattr(score_panel, "kept_in", lambda fm, key, work: work())
                expected = text_height(direct, width, text)
            assert text_height(label, width, text) == expected
            seen.add(expected)
    assert len(seen) == 4
