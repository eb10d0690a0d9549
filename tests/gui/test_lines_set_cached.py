"""How many lines a label's words take (:func:`cardtable.gui.generic_table.lines_set`) is reckoned
hundreds of times a move (a banner looking for room in the corners tried every width from half
the table down, every size it may shrink to: two fifths of a long game's time on the window,
s39). It is now kept per words, size, width and weight, and reckoned without building each line
again: checked here against the reckoning it replaced, to the same number of lines, at widths
right at a line's edge too."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.gui.generic_table import LAPTOP_TEXT, TextRoom, _lines_set, lines_set, set_width
from cardtable.gui.text_widths import REGULAR


def lines_before(text_room: TextRoom, text: str, size: float, width: float, bold: bool = False) -> int:
    """The reckoning as it was before s39 (each line measured again, word by word)."""
    size = max(size, text_room.least)
    lines, line = 1, ""
    for word in text.split():
        if line and set_width(f"{line} {word}", size, bold) > width:
            lines, line = lines + 1, word
        else:
            line = f"{line} {word}" if line else word
    return lines


LETTERS = "".join(REGULAR) + "\u00b7\u00a0\u2026\u2603"  # (one the tables do not list: 0.9)
WORDS = st.text(alphabet=LETTERS, min_size=1, max_size=12).map(lambda w: w.replace(" ", "") or "x")


@settings(max_examples=300, deadline=None)
@given(st.lists(WORDS, min_size=0, max_size=14), st.floats(0.05, 0.5), st.floats(0.1, 8.0), st.booleans(),
       st.sampled_from([LAPTOP_TEXT, TextRoom.of(1.6, 10.0, 480.0)]))
def test_the_same_lines_as_before(words, size, width, bold, room):
    text = " ".join(words)
    assert lines_set(room, text, size, width, bold) == lines_before(room, text, size, width, bold)


def test_the_same_lines_at_a_lines_very_edge():
    """A width exactly a line's reckoned width keeps it on one line, a hair less breaks it, as
    before (the widths summed letter by letter in the same order, to the last bit)."""
    room = LAPTOP_TEXT
    for text in ["Robo Rex leads", "A point a trick \u00b7 Hearts broken \u00b7 12 cards", "Anna & Cleo's melds"]:
        for size in (0.145, 0.2, 0.31):
            for bold in (False, True):
                edge = set_width(text, max(size, room.least), bold)
                for width in (edge, edge * (1 - 1e-15), edge * (1 + 1e-15), edge / 2, edge / 3):
                    assert lines_set(room, text, size, width, bold) == lines_before(room, text, size, width, bold)
                assert lines_set(room, text, size, edge, bold) == 1


def test_a_banner_broken_again_is_not_reckoned_again():
    """The same words at the same size and width (every move's banner) are looked up, not
    reckoned again, and the table of them stays bounded. (Counted in lookups, not timed: tests
    never assert on time; the saving is measured in docs/benchmarks.md.)"""
    text = "Round 3 \u00b7 Spades are trumps \u00b7 Anna needs 4 more tricks \u00b7 Cleo deals next"
    widths = [4.5 - 0.1 * k for k in range(30)]
    for w in widths:
        lines_set(LAPTOP_TEXT, text, 0.2, w, True)
    before = _lines_set.cache_info()
    for _ in range(3):
        for w in widths:
            lines_set(LAPTOP_TEXT, text, 0.2, w, True)
    after = _lines_set.cache_info()
    assert after.misses == before.misses
    assert after.hits - before.hits == 3 * len(widths)
    assert after.maxsize is not None
