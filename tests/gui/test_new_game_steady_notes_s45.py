"""s45: New Game keeps room for the longest note it may show, so nothing below a note moves.

s44 kept a line for the refusal beside the house rules ("The game must start at or before the
meld that wins it."), but a line of its own empty text: a refusal wrapping onto a second line
(large text, a narrow screen, or in bold once Deal was pressed: one pixel taller at 26 px) moved
every rule below it down by what it added. The note now keeps room for the longest thing it may
say (``Game.options_refusals``), plain and bold, from the start; shown, it is whole.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog

from .helpers import laid_out

#: long enough to wrap onto three lines at 1024x600
LONG = ("The game must start at or before the meld that wins it: a game that starts after its "
        "winning meld has nothing to play, so move the start down or the winning meld up, and "
        "the game can be dealt.")


def places(ngd: NewGameDialog) -> dict[str, int]:
    """Every house rule's box, open-handed and the seed: their y on the scrolled page."""
    page = ngd.dialog.settingsScroll.widget()
    widgets = dict(ngd.option_widgets, open_handed=ngd.dialog.openHanded, seed=ngd.dialog.seedEdit)
    return {key: w.mapTo(page, QPoint(0, 0)).y() for key, w in widgets.items()}


def test_a_refusal_on_three_lines_moves_no_rule_below_it_at_1024x600(qtbot, monkeypatch):
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget=None: QRect(0, 0, 1024, 600))
    game = get_game("desert_rummy")
    monkeypatch.setattr(type(game), "options_refusals", (LONG,))  # (check_options says it too)
    ngd = NewGameDialog(game, None, ["Anna", "Ben", "Cleo"])
    qtbot.addWidget(ngd.dialog)
    ngd.dialog.show()
    qtbot.waitExposed(ngd.dialog)
    ngd.option_widgets["first_meld"].setValue(9)
    laid_out()
    before = places(ngd)
    note = ngd.rules_refusal
    assert note.isHidden() and note.height() >= 3 * note.fontMetrics().height()
    ngd.option_widgets["last_meld"].setValue(5)
    laid_out()
    assert note.isVisible() and note.text() == LONG and places(ngd) == before
    ngd._accept()  # Deal: refused in red and bold, wider, in the same room
    laid_out()
    assert ngd.choice() is None and places(ngd) == before
    assert note.height() >= note.heightForWidth(note.width())  # (whole: nothing cut)
    assert ngd.dialog.height() <= 600


def test_a_number_whose_zero_has_words_says_them_in_its_limits():
    """Rummoli's rounds box shows "Until we stop" at 0; its limits read "Rounds to play: at least
    Until we stop, at most 200."."""
    rounds = next(spec for spec in get_game("rummoli").info.options if spec.id == "rounds")
    assert rounds.limits_words() == "Rounds to play: \u201cUntil we stop\u201d or 1 to 200."
    chips = next(spec for spec in get_game("rummoli").info.options if spec.id == "start_chips")
    assert chips.limits_words() == "Starting chips: at least 9 (one round's ante), at most 1,000."
