"""s46 t2 #8: who plays was said four ways: Carry on "Jokers Wild with Anna and 1 more" beside the
row's "Anna and Ben", Delete "with Anna, Ben, Robo Nell (computer)" with no "and", elsewhere "Anna,
Ben and a computer" and "Anna and 2 more". One function says it: everyone by name, shorter forms
only where room is short, never "and 1 more"."""

from types import SimpleNamespace

from cardtable.core.words import who_plays, who_plays_forms


def said(players, computers=()):
    return [" ".join(form) for form in who_plays_forms(players, computers)]


def test_everyone_by_name_then_shorter_forms_never_one_more():
    assert who_plays(["Anna", "Ben"]) == "Anna and Ben"
    assert said(["Anna", "Ben"]) == ["Anna and Ben"]  # (no "Anna and 1 more")
    assert said(["Anna", "Ben", "Robo Nell"], ["", "", "medium"]) == \
        ["Anna, Ben and Robo Nell", "Anna, Ben and a computer", "Anna and 2 more"]
    assert said(["Anna", "Ben", "Cleo", "Dev"]) == ["Anna, Ben, Cleo and Dev", "Anna, Ben and 2 more", "Anna and 3 more"]
    assert said(["Robo Lulu", "Robo Max"], ["easy", "hard"]) == ["Robo Lulu and Robo Max", "2 computers"]


def test_the_carry_on_line_names_both_players():
    from cardtable.gui.start_screen import continue_lines

    latest = SimpleNamespace(game_name="Jokers Wild", players=["Anna", "Ben"], computers=["", ""],
                             status="Anna: play a card onto the discards.", acting=())
    assert continue_lines(latest) == ["Jokers Wild with Anna and Ben. Anna: play a card onto the discards."]
