"""House rules that play only with some numbers of players follow the count in New Game (tester
s31 t3 #1): Fast Track's "Partners", ticked for a six-player game, stayed ticked when the count
was cut to 2, out of sight in the scrolled house rules, and Deal said only "Partners play with 4
or 6 players, one colour each." The rule text: "2-6 players can play with or without partners"
(Fast Track), "With 2 or 3 players, each may play two colours". One rule, from each option's own
spec (``OptionSpec.only_with``), for every game: the engine's refusal says what to change, and
the dialog sets the value aside and greys it, with the reason as its tooltip, while the count
does not play it, and gives it back when the count plays it again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from cardtable.core.game import OptionError
from cardtable.games import catalogue, get_game
from cardtable.gui.new_game import NewGameDialog

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"]


@pytest.mark.parametrize("game_id, count, options, refusal", [
    ("fast_track", 2, {"partners": True},
     "\u201cPartners\u201d is for 4 or 6 players: untick \u201cPartners\u201d to play with 2 players."),
    ("fast_track", 4, {"colours_each": 2},
     "\u201cPlay two colours each\u201d is for 2 or 3 players: untick \u201cPlay two colours each\u201d to play "
     "with 4 players."),
    ("chicken_foot", 7, {"set": "double-9"},
     "\u201cDomino set: double-9\u201d is for 2 to 6 players: set \u201cDomino set\u201d to \u201cby players\u201d "
     "or \u201cdouble-12\u201d to play with 7 players."),
    ("biscuit", 3, {"partners": True},
     "\u201cPartner Biscuit\u201d is for 4 players: untick \u201cPartner Biscuit\u201d to play with 3 players."),
])
def test_the_engine_says_what_to_change(game_id, count, options, refusal):
    with pytest.raises(OptionError) as exc:
        get_game(game_id).setup(NAMES[:count], options)
    assert str(exc.value) == refusal


def dialog(qtbot, game_id: str, remembered=None) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id), remembered=remembered)
    qtbot.addWidget(ngd.dialog)
    return ngd


def test_fast_track_partners_follow_the_count(qtbot):
    ngd = dialog(qtbot, "fast_track")
    count = ngd.dialog.playerCount
    box = ngd.option_widgets["partners"]
    helps = ngd.option_widgets["partner_helps"]
    assert isinstance(box, QCheckBox)
    count.setValue(6)
    box.setChecked(True)
    assert box.isEnabled() and helps.isEnabled()
    count.setValue(2)  # unticked and greyed, saying why; Deal deals
    assert not box.isChecked() and not box.isEnabled() and not helps.isEnabled()
    assert "\u201cPartners\u201d is for 4 or 6 players." in box.toolTip()
    assert ngd.dialog.partnersLabel.isHidden() or "Partners" not in ngd.dialog.partnersLabel.text()
    ngd._accept()
    assert ngd.choice() is not None and ngd.choice().options["partners"] is False
    count.setValue(4)  # the family's tick comes back
    assert box.isChecked() and box.isEnabled() and helps.isEnabled()
    assert ngd.dialog.partnersLabel.text() == "Partners: Anna and Cleo against Ben and Dev."


def test_partner_biscuit_says_who_partners_whom(qtbot):
    """Partner Biscuit: "Four players in two teams, partners across". New Game says the teams as
    it does for Fast Track's (Biscuit declared none: s33)."""
    ngd = dialog(qtbot, "biscuit")
    ngd.dialog.playerCount.setValue(4)
    assert ngd.dialog.partnersLabel.isHidden() or "Partners" not in ngd.dialog.partnersLabel.text()
    ngd.option_widgets["partners"].setChecked(True)
    assert ngd.dialog.partnersLabel.text() == "Partners: Anna and Cleo against Ben and Dev."


def test_fast_track_partners_unticked_by_the_family_stay_unticked(qtbot):
    ngd = dialog(qtbot, "fast_track")
    count, box = ngd.dialog.playerCount, ngd.option_widgets["partners"]
    count.setValue(4)
    box.setChecked(True)
    count.setValue(3)
    count.setValue(4)
    box.setChecked(False)  # chosen anew
    count.setValue(2)
    count.setValue(6)
    assert not box.isChecked()


def test_fast_track_two_colours_each_follow_the_count(qtbot):
    ngd = dialog(qtbot, "fast_track")
    count, box = ngd.dialog.playerCount, ngd.option_widgets["colours_each"]
    assert isinstance(box, QCheckBox)  # (a number box of 1 or 2 before s36 t4 #15; the value is still 1 or 2)
    count.setValue(2)
    box.setChecked(True)
    assert box.isEnabled() and ngd.options()["colours_each"] == 2
    count.setValue(4)
    assert not box.isChecked() and not box.isEnabled() and ngd.options()["colours_each"] == 1
    assert "\u201cPlay two colours each\u201d is for 2 or 3 players." in box.toolTip()
    count.setValue(3)
    assert box.isChecked() and box.isEnabled() and ngd.options()["colours_each"] == 2


def test_remembered_partners_are_set_aside_for_two_players(qtbot):
    ngd = dialog(qtbot, "fast_track", {"count": 2, "options": {"partners": True}})
    box = ngd.option_widgets["partners"]
    assert not box.isChecked() and not box.isEnabled()
    ngd.dialog.playerCount.setValue(4)
    assert box.isChecked()


def test_chicken_foot_greys_the_double_9_set_for_seven(qtbot):
    ngd = dialog(qtbot, "chicken_foot")
    count, combo = ngd.dialog.playerCount, ngd.option_widgets["set"]
    assert isinstance(combo, QComboBox)
    count.setValue(6)
    combo.setCurrentIndex(combo.findData("double-9"))
    count.setValue(7)
    assert combo.currentData() == "by players" and combo.isEnabled()
    assert not combo.model().item(combo.findData("double-9")).isEnabled()
    count.setValue(5)
    assert combo.currentData() == "double-9"


@pytest.mark.parametrize("game_id", sorted(g for g in catalogue()
                                           if any(s.only_with for s in get_game(g).info.options)))
def test_no_count_leaves_a_house_rule_deal_refuses(qtbot, game_id):
    """Every value of every such option, ticked at a count that plays it, then every count: the
    dialog never holds a value Deal would refuse for the count."""
    info = get_game(game_id).info
    ngd = dialog(qtbot, game_id)
    count = ngd.dialog.playerCount
    for spec in (s for s in info.options if s.only_with):
        for value, counts in spec.only_with:
            count.setValue(counts[0])
            ngd._set_option(ngd.option_widgets[spec.id], value, spec)
            for n in info.allowed_counts():
                count.setValue(n)
                opts = ngd.options()
                assert all(s.plays_with(opts[s.id], n) for s in info.options), (spec.id, value, n)
