"""The New Game dialog's words (a tester's report at 1024x600): the description's brackets, a
one-player game's seat, the teams' default names and where names sit."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog


def dialog(qtbot, game_id: str) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id))
    qtbot.addWidget(ngd.dialog)
    return ngd


def test_the_description_nests_no_brackets(qtbot):
    """Finding: "New Game blurbs nest parentheses: "(3–8 players; Shedding (stops))"."""
    ngd = dialog(qtbot, "fan_tan")
    text = ngd.dialog.gameDescription.text()
    assert text.endswith("takes the pot.  3\u20138\u00a0players\u00a0\u00b7 Shedding (stops)"), text
    assert "((" not in text and "))" not in text


def test_a_one_player_game_asks_for_one_name(qtbot):
    """Finding: Spider's dialog says "Players (in their order round the table)" / "Number of
    players: 1" — odd for patience."""
    ngd = dialog(qtbot, "spider")
    d = ngd.dialog
    assert d.playersBox.title() == "Player"
    assert d.playerCount.isHidden() and d.countLabel.isHidden()
    form = d.namesBox.layout()
    assert form.labelForField(form.itemAt(0, form.ItemRole.FieldRole).widget()).text() == "Name:"
    # a game of several keeps its order round the table
    other = dialog(qtbot, "fan_tan")
    many = other.dialog
    assert many.playersBox.title() == "Players (in their order round the table)" and not many.playerCount.isHidden()


def test_gin_team_names_do_not_contradict_the_players_and_sit_with_them(qtbot):
    """Finding: "First team "Guys" = Anna's, second "Girls" = Ben's with the default player
    names"; "the team names (and Court Whist's "Ladies" list) sit under "House rules" in the
    dialog though they are not rules"."""
    ngd = dialog(qtbot, "gin_rummy")
    d = ngd.dialog
    a, b = ngd.option_widgets["team_a"], ngd.option_widgets["team_b"]
    assert isinstance(a, QLineEdit) and (a.text(), b.text()) == ("Reds", "Blues")
    assert [n.text() for n in ngd.name_edits[:2]] == ["Anna", "Ben"]
    for w in (a, b):
        assert d.playersBox.isAncestorOf(w) and not d.optionsBox.isAncestorOf(w)
    assert d.optionsBox.isHidden()  # (no house rule left to show under its heading)
    assert ngd.options() == {"team_a": "Reds", "team_b": "Blues"}
    whist = dialog(qtbot, "court_whist")
    assert whist.dialog.playersBox.isAncestorOf(whist.option_widgets["ladies"])
    assert not whist.dialog.optionsBox.isAncestorOf(whist.option_widgets["ladies"])


def test_gin_teams_remembered_from_before_the_neutral_names_are_not_kept(qtbot):
    """Finding: "Gin Rummy Tournament new-game dialog: by default Player 1 "Anna" is on team
    "Guys" and Player 2 "Ben" on team "Girls" [...] the default names put each default player
    on the wrong team." The dialog remembers the last game's options, typed or not: a game dealt
    before the defaults became "Reds" and "Blues" left "Guys" and "Girls" remembered, and they
    came back. Names the family typed are kept."""
    old = NewGameDialog(get_game("gin_rummy"), remembered={"options": {"team_a": "Guys", "team_b": "Girls"}})
    qtbot.addWidget(old.dialog)
    assert old.options() == {"team_a": "Reds", "team_b": "Blues"}
    own = NewGameDialog(get_game("gin_rummy"), remembered={"options": {"team_a": "Smiths", "team_b": "Girls"}})
    qtbot.addWidget(own.dialog)
    assert own.options() == {"team_a": "Smiths", "team_b": "Girls"}


def test_the_alternate_rules_carry_one_tag_and_the_apps_own_options_none(qtbot):
    """Tester s30 t2 (s04-s13): Fast Track's titles began "Alternate rule 1:", Mexican Train's
    descriptions "Alternate rule:" beside "House rule:", Sweep's alternate rules said nothing.
    Now each option from the rule text's alternate rules has the same small tag under it."""
    for game_id in ("fast_track", "sweep", "mexican_train", "push"):
        ngd = dialog(qtbot, game_id)
        for spec in ngd.game.info.options:
            tag = ngd.alternate_tags.get(spec.id)
            if spec.alternate is None:
                assert tag is None
            else:
                assert tag is not None and tag.text() == spec.alternate_tag()
                assert tag.parentWidget() is ngd.option_widgets[spec.id].parentWidget()
    ngd = dialog(qtbot, "fast_track")
    assert ngd.option_widgets["jack_swap"].text() == "Jack swaps"


def test_rummoli_offers_the_dealers_two_choices_by_default(qtbot):
    """Tester s33: "Dealer may keep the hand" looked ticked by default. The rules: "the dealer may
    either exchange his hand for the Widow or auction the Widow off to the highest bidder": those
    two by default; keeping the hand is a house rule of ours, unticked, and not tagged as one of
    the rules' alternate rules (their only one is "Allow players to re-buy chips if they run
    out"). A family that ticked it last time finds it ticked again (set-up remembers)."""
    ngd = dialog(qtbot, "rummoli")
    keep = ngd.option_widgets["keep_hand"]
    assert not keep.isChecked() and ngd.options()["keep_hand"] is False
    assert "keep_hand" not in ngd.alternate_tags and "rebuy" in ngd.alternate_tags
    assert keep.toolTip().endswith("Off: the dealer either exchanges the hand for the widow or auctions the widow.")
    again = NewGameDialog(get_game("rummoli"), remembered={"options": {"keep_hand": True}})
    qtbot.addWidget(again.dialog)
    assert again.option_widgets["keep_hand"].isChecked()


def _lines(label, width: int) -> list[str]:
    """The lines ``label``'s text breaks into at ``width`` pixels, as word wrap breaks them."""
    from cardtable.gui.score_panel import paragraph_lines

    return paragraph_lines(label.text(), label.font(), width)


def test_the_family_tag_never_starts_a_line_with_its_dot(qtbot):
    """Finding (s44 t2 #11): "the "· Trick-taking" tag wraps onto its own line starting with a
    dot ("…3–7 players\\n· Trick-taking"), e.g. Hearts, Euchre, 500 Rummy at both sizes." The dot
    stays with the words before it, and the player count keeps its word, at every width."""
    for game_id in ("hearts", "euchre", "rummy_500", "hand_and_foot"):
        ngd = dialog(qtbot, game_id)  # (kept: its dialog's signals call it)
        label = ngd.dialog.gameDescription
        phrase = f"{ngd.game.info.players_phrase()} \u00b7"  # ("2, 4 or 6 players ·" too)
        for width in range(200, 900, 7):
            lines = [line.replace("\u00a0", " ") for line in _lines(label, width)]
            assert not any(line.lstrip().startswith("\u00b7") for line in lines[1:]), (game_id, width, lines)
            assert any(phrase in line for line in lines), (game_id, width, lines)


def test_hand_and_foot_says_two_players_or_two_teams(qtbot):
    """Finding (s44 t2 #11): "Hand and Foot description says "Two teams, a hand and a foot each"
    also when 2 players are chosen." ("one player each with two players": each plays alone)"""
    ngd = dialog(qtbot, "hand_and_foot")
    ngd.dialog.playerCount.setValue(2)
    text = ngd.dialog.gameDescription.text()
    assert text.startswith("Two players, or two teams of two or three: each player has a hand and a foot;"), text
