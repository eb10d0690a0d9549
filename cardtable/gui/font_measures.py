"""Text measured in a font, kept per font: the one store the Qt layer's word fitting shares.

Measuring text is the slow part of repainting words fitted to their room. The hand-off curtain
balances its words again at every hand-off, every resize and every step of its squeeze, trying
widths in a search that sets the same first words on a line at each (the privacy tests spent a
third of their time there, s43); the score sheet fits its legend again at every refresh, to fewer
lines and fewer until it fits (a long game of 10,000: some 400,000 widths, s43). Mostly the same
words at the same sizes, and what a text measures, or what is worked out from its measures (lines
broken, a height), depends only on the font and the text (and the width and flags it is set in):
so each font keeps its answers (:class:`FontMeasures`, found by :func:`measures`), the same as a
:class:`QFontMetrics` made afresh would give.

A font is found by the font itself (a :class:`QFont`: equal to another when everything it is made
of is, family, size, weight, kerning, spacing; ``QFont.key()`` leaves the last two out) or by its
metrics (a :class:`QFontMetrics`, as a widget gives them: equal to another where Qt's own ``==``
says, which is the same shared font data, so a font changed is a new one, never a stale one).

Bounded for a long evening: :data:`FONTS` fonts, the one used longest ago forgotten first (window
sizes and text sizes come and go), and :data:`KEPT` answers each, the oldest forgotten first: at
most some 100,000 answers, about 50 MB at the 450-520 bytes an answer took in the benches (a few
MB in use). (Before s44 the curtain and the score sheet each kept their own: the curtain up to 64
fonts of 20,000 answers of each of three kinds, the sheet 8 fonts of 1,024.)
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import count
from typing import Callable, Hashable, TypeVar

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics

#: fonts kept: the curtain's words, title and button at the sizes of its squeeze and the score
#: sheet's cells, headers and legend, at the window sizes of the evening's last resizes (the
#: curtain used 9 fonts in bench/curtain_fitting.py's 400 hand-offs over five window sizes)
FONTS = 24
#: answers kept per font (a curtain's 20-pixel words: some 3,200 in those 400 hand-offs; a legend:
#: its paragraphs at the widths and lines of a few window sizes). A longer evening's curtain, 3,000
#: hand-offs, fitted as fast as with 16,384 (the oldest answers are notes of moves long past)
KEPT = 4096
#: how tall the room is that a text's height is measured in: taller than any text set
TALL = 1_000_000

_T = TypeVar("_T")


class FontMeasures:
    """What one font measured and what was worked out from its measures, each once. It measures
    like a :class:`QFontMetrics` where a function wants one (``horizontalAdvance``)."""

    __slots__ = ("fm", "known", "used")

    def __init__(self, fm: QFontMetrics):
        self.fm = fm
        #: answers by what was asked (a text: its advance; else a tuple naming the question
        #: first), the oldest first
        self.known: OrderedDict[Hashable, object] = OrderedDict()
        #: when it was last looked up (:func:`measures`): the font used longest ago goes first
        self.used = 0

    def kept(self, key: Hashable, work: Callable[[], _T]) -> _T:
        """What ``work`` gives, looked up by ``key`` where it was worked out before in this font.
        ``key`` says everything the answer depends on besides the font (its first item the
        kind of question: ``("broken", text, width, lines)``)."""
        found = self.known.get(key)
        if found is None:
            found = self.keep(key, work())
        return found  # type: ignore[return-value]  # (what work gave for key: a _T)

    def keep(self, key: Hashable, answer: _T) -> _T:
        """``answer`` kept for ``key``, the oldest answer forgotten beyond :data:`KEPT`."""
        self.known[key] = answer
        if len(self.known) > KEPT:
            self.known.popitem(last=False)
        return answer

    # (the two questions the curtain asks most, looked up without a function made for each)
    def horizontalAdvance(self, text: str) -> int:  # noqa: N802 (QFontMetrics' name)
        """How wide ``text`` is (kept by the text itself)."""
        wide = self.known.get(text)
        if wide is None:
            wide = self.keep(text, self.fm.horizontalAdvance(text))
        return wide  # type: ignore[return-value]

    def height(self, width: int, flags: int, text: str) -> int:
        """How high ``text`` is set in lines ``width`` wide by ``flags`` (word wrap, alignment)."""
        key = ("height", width, flags, text)
        high = self.known.get(key)
        if high is None:
            high = self.keep(key, height(self.fm, width, flags, text))
        return high  # type: ignore[return-value]


def height(fm: QFontMetrics, width: int, flags: int, text: str) -> int:
    """How high ``text`` is in ``fm``'s font set in lines ``width`` wide by ``flags``, measured
    (kept under ``("height", width, flags, text)``: :meth:`FontMeasures.height`)."""
    return fm.boundingRect(QRect(0, 0, width, TALL), flags, text).height()


class _SameMetrics:
    """A font's metrics as a key among fonts: equal to the same metrics (Qt's ``==``: the same
    shared font data)."""

    __slots__ = ("fm", "_hash")

    def __init__(self, fm: QFontMetrics):
        self.fm = fm
        self._hash = hash((fm.height(), fm.averageCharWidth()))  # (equal metrics measure alike)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _SameMetrics) and self.fm == other.fm


#: each font's measures, by the font (a :class:`QFont`) or its metrics (:class:`_SameMetrics`)
_FONTS: dict[Hashable, FontMeasures] = {}
#: the look-ups counted, to tell which font was used longest ago
_uses = count(1)


def measures(font: QFont | QFontMetrics) -> FontMeasures:
    """The one :class:`FontMeasures` of ``font`` (a font, or a font's metrics)."""
    try:
        known = _FONTS.get(font)  # (a font: the curtain asks many times a hand-off)
    except TypeError:  # (metrics are not hashable: found by Qt's ==)
        known = _FONTS.get(_SameMetrics(font))  # type: ignore[arg-type]
    if known is None:
        # (copies: the caller's font may change; and the metrics kept keep their font's data
        # alive, so no other font's metrics are taken for them)
        fm = QFontMetrics(font)
        known = _FONTS[QFont(font) if isinstance(font, QFont) else _SameMetrics(fm)] = FontMeasures(fm)
        if len(_FONTS) > FONTS:
            del _FONTS[min(_FONTS, key=lambda key: _FONTS[key].used)]
    known.used = next(_uses)
    return known


def kept_in(font: QFont | QFontMetrics, key: Hashable, work: Callable[[], _T]) -> _T:
    """What ``work`` gives, worked out once in ``font`` (:meth:`FontMeasures.kept`)."""
    return measures(font).kept(key, work)


def forget() -> None:
    """Everything kept forgotten (a bench's run from nothing known, as a new process starts)."""
    _FONTS.clear()
