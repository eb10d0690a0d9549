"""A house rule greyed out because the rule it goes with is off reads unticked (tester s38 t3:
"Fast Track New Game with 2 or 3 players: 'Play for your partner' shows greyed out but ticked
although 'Partners' is greyed and unticked. A family reads that as 'partner play is on'."). The
choice is kept: it comes back ticked once "Partners" is ticked, and the game and the remembered
options still carry it (the engine reads it only with partners: "When all your marbles are
home, play your cards for your partner")."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog


def dialog(qtbot, remembered=None) -> NewGameDialog:
    ngd = NewGameDialog(get_game("fast_track"), remembered=remembered)
    qtbot.addWidget(ngd.dialog)
    return ngd


def test_play_for_your_partner_reads_unticked_while_partners_is_off(qtbot):
    ngd = dialog(qtbot)
    partners, helps = ngd.option_widgets["partners"], ngd.option_widgets["partner_helps"]
    assert isinstance(helps, QCheckBox)
    for count in (2, 3, 4):
        ngd.dialog.playerCount.setValue(count)
        assert not partners.isChecked() and not helps.isEnabled()
        assert not helps.isChecked(), count  # greyed and unticked: nothing reads as "on"
        assert ngd.options()["partner_helps"] is True  # the choice kept (the default: on)
    partners.setChecked(True)  # at 4: partners play, and the rule is back as it was
    assert helps.isEnabled() and helps.isChecked()
    helps.setChecked(False)  # the family's choice now: off
    partners.setChecked(False)
    assert not helps.isEnabled() and not helps.isChecked() and ngd.options()["partner_helps"] is False
    partners.setChecked(True)
    assert helps.isEnabled() and not helps.isChecked()


def test_a_kept_choice_comes_back_after_the_count_greys_partners(qtbot):
    ngd = dialog(qtbot)
    count = ngd.dialog.playerCount
    partners, helps = ngd.option_widgets["partners"], ngd.option_widgets["partner_helps"]
    count.setValue(6)
    partners.setChecked(True)
    assert helps.isChecked()
    count.setValue(2)  # partners greyed (the count) and so "Play for your partner" too
    assert not partners.isChecked() and not helps.isChecked() and not helps.isEnabled()
    count.setValue(6)
    assert partners.isChecked() and helps.isEnabled() and helps.isChecked()


def test_the_hand_of_five_rule_that_needs_it_reads_unticked_too(qtbot):
    """ "Hand of five: throw away any card" applies only with "Hand of five"."""
    ngd = dialog(qtbot, remembered={"options": {"hand_of_five": True, "throw_any_card": True}})
    five, throw = ngd.option_widgets["hand_of_five"], ngd.option_widgets["throw_any_card"]
    assert five.isChecked() and throw.isEnabled() and throw.isChecked()
    five.setChecked(False)
    assert not throw.isEnabled() and not throw.isChecked() and ngd.options()["throw_any_card"] is True
    five.setChecked(True)
    assert throw.isEnabled() and throw.isChecked()
