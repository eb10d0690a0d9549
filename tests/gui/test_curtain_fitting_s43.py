"""The curtain fits its words again at every hand-off, every resize and every step of its squeeze,
mostly the same words at the same sizes: the privacy tests, a hand-off after each move, spent a
third of their time measuring them (s43). Each measure is now kept (:func:`curtain.balanced_in`,
:func:`curtain.text_height`, the notes fitted to a room: :meth:`Curtain.fit_notes`), and the
words come out as before: compared here with the fitting as it was (the functions copied below),
over many seeded curtains shown, resized and squeezed one after another. How much faster is
measured in bench/curtain_fitting.py (tests never time)."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, QRect, Qt  # noqa: E402
from PySide6.QtGui import QFont, QFontMetrics  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from cardtable.core.words import plural  # noqa: E402
from cardtable.gui import curtain as curtain_mod  # noqa: E402
from cardtable.gui import font_measures  # noqa: E402
from cardtable.gui.curtain import Curtain  # noqa: E402


# ---- the fitting as it was (s42, main 1f692f31), every measure made afresh ----

def old_fit_notes(self, notes, tail):
    if not notes:
        return ""
    lay = self.layout()
    m = lay.contentsMargins()
    width = max(100, self.width() - m.left() - m.right())
    fm = QFontMetrics(self.sub.font())
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)

    def high(text):
        return fm.boundingRect(QRect(0, 0, width, 100000), flags, text).height()

    self.button.ensurePolished()
    air = max(16, self.height() // 20)
    room = (self.height() - m.top() - m.bottom() - 2 * air - self.title.heightForWidth(width)
            - 10 - 24 - self.button.sizeHint().height() - high("\n\n" + tail))
    if self.calls:
        room -= self.calls_box.sizeHint().height() + lay.spacing()
    if getattr(self, "_shown", None):
        room -= self.shown_box.sizeHint().height() + lay.spacing()
    runs: list[list] = []
    for note in notes:
        if runs and runs[-1][0] == note:
            runs[-1][1] += 1
        else:
            runs.append([note, 1])
    merged = [note if n == 1 else f"{note} ({n} times)" for note, n in runs]
    kept: list[str] = []
    told = 0
    for (_, n), note in zip(reversed(runs), reversed(merged)):
        left = len(notes) - told - n
        lines = [note] + kept
        if left:
            lines.insert(0, f"({plural(left, 'earlier move')} in the game log, Ctrl+L)")
        if kept and high("\n".join(lines)) > room:
            break
        kept.insert(0, note)
        told += n
    left = len(notes) - told
    head = [f"({plural(left, 'earlier move')} in the game log, Ctrl+L)"] if left else []
    if len(kept) == 1 and high("\n".join(head + kept)) > room:
        sentences = re.split(r"(?<=[.!?])\s+", kept[0])
        if len(sentences) > 1:
            head = [f"(The start of this move and {plural(left, 'earlier move')} are in the game log, Ctrl+L)"
                    if left else "(The start of this move is in the game log, Ctrl+L)"]
            while len(sentences) > 1 and high("\n".join(head + [" ".join(sentences)])) > room:
                sentences.pop(0)
            kept = [" ".join(sentences)]
    return "\n".join(head + kept)


def old_ways(monkeypatch) -> None:
    """The curtain fitted as it was: every text balanced and measured afresh (balanced as it is
    now: the block at one width since s44, :func:`curtain.balanced`; what is compared is the
    keeping of measures, not the breaking of lines)."""
    monkeypatch.setattr(curtain_mod, "balanced_in",
                        lambda text, font, width: curtain_mod.balanced(text, QFontMetrics(font), width))
    monkeypatch.setattr(curtain_mod, "text_height", lambda font, width, flags, text: QFontMetrics(font).boundingRect(
        QRect(0, 0, width, 100000), flags, text).height())
    monkeypatch.setattr(Curtain, "fit_notes", old_fit_notes)


# ---- seeded curtains ----

MOVES = [
    "Ben plays the queen of hearts.",
    "Cleo discards the 4 of clubs.",
    "Anna takes the trick with the ace of hearts and leads next.",
    "Hand 1: Ben deals 10 cards each and turns up the king of clubs: clubs are trump.",
    "Zoë discards a card out of play.",
    "Dev draws from the stock.",
    "Maximiliana lays down three sevens, then the 4, 5 and 6 of spades, and discards the jack of diamonds. "
    "She has two cards left. Ben picks up the pile. Cleo passes.",
    "Robo Ruby moves a marble from home to the start hole.",
    "Ben buys the 9 of diamonds with a penalty card.",
]
NAMES = ["Anna", "Ben", "Cleo", "Maximiliana Wolfeschlegelstein", "Zoë", "D&D"]
SIZES = [(1366, 768), (1024, 600), (640, 480), (520, 400), (300, 300), (1920, 1080), (800, 520)]


def scenes(seed: int, count: int):
    """What the curtain is asked to show, one after another: hand-offs with the moves missed
    (runs of the same move too), questions, calls, cards turned up, resizes between."""
    rnd = random.Random(seed)
    for _ in range(count):
        kind = rnd.random()
        size = rnd.choice(SIZES) if rnd.random() < 0.4 else None
        if kind < 0.1:
            yield size, "ask", ("Anna passes the ace of clubs by", rnd.choice(MOVES), ["Ben buys it", "Cleo buys it"],
                                "Nobody buys it")
            continue
        notes = [rnd.choice(MOVES) for _ in range(rnd.choice([0, 1, 2, 3, 5, 8, 14, 30]))]
        if notes and rnd.random() < 0.3:
            notes += [notes[-1]] * rnd.randrange(1, 4)
        calls = rnd.choice([[], [], ["Ben buys it"], ["Ben buys it", "Cleo buys it", "Dev buys it", "Zoë buys it"]])
        yield size, "show", (rnd.choice(NAMES), notes, rnd.choice(["", "", "Dana"]),
                             rnd.choice([[], [], ["AH", "KS", "10D"]]), calls, rnd.random() < 0.2)


def fingerprint(curtain: Curtain) -> tuple:
    """Everything the fitting decides: each label's words as shown and their size, where the
    title, words and buttons lie, the buttons' style."""
    QApplication.processEvents()
    parts = []
    for label in (curtain.title, curtain.sub):
        parts.append((label.text(), label.shown_text(), label.font().pixelSize(), label.geometry().getRect(),
                      label.heightForWidth(label.width())))
    for button in [curtain.button, *curtain.calls]:
        parts.append((button.text(), button.styleSheet(), button.geometry().getRect()))
    parts.append((curtain.shown_faces(), curtain.calls_box.isVisible()))
    return tuple(parts)


def run_scenes(qtbot, seed: int, count: int) -> list[tuple]:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 600)
    curtain = Curtain(parent)
    parent.show()
    seen = []
    for size, kind, args in scenes(seed, count):
        if size is not None:
            parent.resize(*size)
        if kind == "ask":
            curtain.ask(*args)
        else:
            name, notes, partners, shown, calls, question = args
            curtain.set_calls("Call out now:" if calls else "", calls)
            curtain.show_for(name, notes=notes, partners=partners, shown=shown, shown_caption="Turned up",
                             shows="the question to Cleo" if question else "")
        seen.append(fingerprint(curtain))
        # and the notes fitted to the room as it is now, by the old way and the new
        if kind == "show" and args[1]:
            tail = "Everyone else, look away."
            assert curtain.fit_notes(args[1], tail) == old_fit_notes(curtain, args[1], tail)
    parent.close()
    return seen


def test_the_curtain_fits_its_words_as_before(qtbot, monkeypatch):
    new = run_scenes(qtbot, 1, 30)
    with monkeypatch.context() as m:
        old_ways(m)
        old = run_scenes(qtbot, 1, 30)
    assert len(new) == len(old)
    for k, (a, b) in enumerate(zip(new, old)):
        assert a == b, k


def test_balanced_as_before(qtbot):
    """The balanced lines of many texts in many fonts at many widths, kept and measured once,
    as measured afresh each time."""
    rnd = random.Random(7)
    texts = MOVES + ["\n".join(rnd.sample(MOVES, 3)) for _ in range(10)] + ["", "one", "a\n\nb c"]
    for _ in range(150):
        font = QFont()
        font.setPixelSize(rnd.choice([11, 14, 17, 20, 28, 40]))
        font.setBold(rnd.random() < 0.5)
        text, width = rnd.choice(texts), rnd.randrange(40, 900)
        assert curtain_mod.balanced_in(text, font, width) == curtain_mod.balanced(text, QFontMetrics(font), width)
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        assert curtain_mod.text_height(font, width, flags, text) == QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 100000), flags, text).height()


def test_the_same_curtain_again_measures_nothing_again(qtbot, monkeypatch):
    """The curtain shown again for the same person, the same moves missed, the window the same
    size (the calls set, then the hand-off itself, :meth:`PlayController`'s order): no text is
    balanced or measured again. Before, each time: the notes fitted three times, every label
    balanced at each step, a :class:`QFontMetrics` made for each measure."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 600)
    curtain = Curtain(parent)
    parent.show()
    notes = MOVES * 2
    curtain.set_calls("", [])
    curtain.show_for("Anna", notes=notes)
    QApplication.processEvents()
    before = fingerprint(curtain)
    made = []

    class CountedMetrics(QFontMetrics):
        def __init__(self, *args):
            made.append(args)
            super().__init__(*args)

    balanced = []
    real_balanced = curtain_mod.balanced
    monkeypatch.setattr(curtain_mod, "QFontMetrics", CountedMetrics)
    monkeypatch.setattr(font_measures, "QFontMetrics", CountedMetrics)  # (where the measures are kept)
    monkeypatch.setattr("PySide6.QtGui.QFontMetrics", CountedMetrics)  # (imported where used)
    monkeypatch.setattr(curtain_mod, "balanced", lambda *a: balanced.append(a) or real_balanced(*a))
    curtain.set_calls("", [])
    curtain.show_for("Anna", notes=notes)
    after = fingerprint(curtain)
    assert not balanced and not made
    assert after[:2] == before[:2]
