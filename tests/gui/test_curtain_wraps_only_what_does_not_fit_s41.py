"""The curtain breaks a line only where it does not fit (tester s41 t3, LOOK-3, Jokers Wild at
QT_SCALE_FACTOR=2: "Maximilian Alexander-O'Connor moves a red marble from red Home to red's
starting place." was broken after "red" on the curtain for the next player, "although a longer
line below fits"). Measured at 20 px: that line is 911 px wide, the one below it ("Wilhelmina
Wolcott-Montgomerys — you play with Maximilian Alexander-O'Connor.") 830: in the tester's table
(about 890 px wide beside the Game Log) the first does not fit and the second does, so the break
is right, and balanced into two even lines (test_curtain_balance). This keeps it so: a message
is broken only where it is wider than the room."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QFontMetrics  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from cardtable.gui.curtain import Curtain  # noqa: E402

from .test_curtain_balance import shown_lines  # noqa: E402

NOTES = ["Maximilian Alexander-O'Connor plays the queen of spades.",
         "Maximilian Alexander-O'Connor moves a red marble from red Home to red's starting place.",
         "Maximilian Alexander-O'Connor draws a card.",
         "Zo\u00eb plays the king of spades.",
         "Zo\u00eb moves a blue marble from blue Home to blue's starting place.",
         "Zo\u00eb draws a card."]


@pytest.mark.parametrize("width, height", [(893, 620), (1016, 700), (1280, 620), (760, 560)])
def test_a_recap_line_that_fits_is_not_broken(qtbot, width, height):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(width, height)
    curtain = Curtain(parent)
    curtain.resize(width, height)
    parent.show()
    curtain.show_for("Wilhelmina Wolcott-Montgomerys", notes=NOTES, partners="Maximilian Alexander-O'Connor")
    QApplication.processEvents()
    _check(curtain.sub)


def test_the_tables_own_curtain_at_1280_by_720_breaks_only_what_does_not_fit(qtbot):
    """The table's curtain as the window scales its words (the tester's 2560x1440 at 2x)."""
    from .helpers import open_window

    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("jokers_wild", ["Maximilian Alexander-O'Connor", "Zo\u00eb", "Wilhelmina Wolcott-Montgomerys",
                                 "Bartholomew Featherstonehaugh"], {}, seed=5)
    w.log_view_action.setChecked(True)  # the Game Log beside the table, as the tester had it
    QApplication.processEvents()
    curtain = w.table.curtain
    curtain.show_for("Wilhelmina Wolcott-Montgomerys", notes=NOTES, partners="Maximilian Alexander-O'Connor")
    QApplication.processEvents()
    _check(curtain.sub)
    _check(curtain.title)


def _check(label) -> None:
    fm = QFontMetrics(label.font())
    room = label.contentsRect().width()
    for lines in shown_lines(label):
        whole = " ".join(lines)
        if len(lines) > 1:
            assert fm.horizontalAdvance(whole) > room - 4, (whole, fm.horizontalAdvance(whole), room)
