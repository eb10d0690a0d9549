"""Words of the rummy tables found by tester t3 in session 39, with real drags on the table (the
rule sentence each quotes is in the engine's docstring)."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games.horseshit_rummy import GAME as HORSESHIT, MELDED, rules_for
from cardtable.games.meld_table import meld_data
from cardtable.games.melds import classify
from tests.games.test_horseshit_rummy import position as horseshit_position

from .helpers import drag, open_window


def shown(qtbot, game, state):
    session = Session.new(game, list(state.players), {}, 1)
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(Session(game, session.record, state), "words", True, None)
    return w


def test_horseshit_a_wild_taken_back_from_a_meld_is_told_the_rule(qtbot, data_dir):
    """ "You cannot steal wild cards from melded cards". Seen (s39 t3): Zoë's 10♠ (10s wild)
    dragged from her own A♥ A♦ 10♠ back to her hand was told "The 10 of spades cannot be moved
    now.", as if later it could."""
    aces = classify(("AH", "AD", "10S"), rules_for("10"), owner=0)
    state = horseshit_position([("5C", "6D", "9H"), ("4C", "4D"), ("8S", "8D")], melds=(aces,), wild="10",
                               melded=(MELDED, MELDED, MELDED))
    w = shown(qtbot, HORSESHIT, state)
    view = w.table.view
    ten = next(i for i in view.card_items() if i.spec.face == "10S" and i.spec.zone.startswith("meld0"))
    drag(view, ten, view.zones["hand/0"].rect.center())
    said = w.table.hint.text()
    assert said.startswith("Wild cards stay in the meld they were laid in: you cannot steal wild cards "
                           "from melded cards."), said
    assert "cannot be moved" not in said


LONG = "Maximilian Alexander-O'Connor"


def desert_position():
    """Desert Rummy, LONG to play at 1024x600 with three melds of his own, Zoë's and Cleo's two:
    the state with all his melds down, the one with only his first two, and the window."""
    from cardtable.games.desert_rummy import GAME as DESERT, RULES as DESERT_RULES
    from tests.games.rummy_positions import position

    mine = [classify(cards, DESERT_RULES, owner=0) for cards in
            (("10D", "10H", "10S"), ("KD", "KH", "2H"), ("6D", "6H", "6C"))]
    zoe = [classify(cards, DESERT_RULES, owner=1) for cards in (("JH", "JD", "JS"), ("QS", "QD", "JK"))]
    cleo = [classify(cards, DESERT_RULES, owner=2) for cards in (("8H", "8D", "8C"), ("9S", "9D", "JK"))]
    every = position(DESERT, [("JS", "5C", "JC"), 5, 1], melds=tuple(mine + zoe + cleo), down=(True, True, True))
    every = every.replace(players=(LONG, "Zoë", "Cleo"))
    two = every.replace(melds=tuple(meld_data(m) for m in mine[:2] + zoe + cleo))
    return DESERT, every, two


def his_captions(qtbot, w, game, state):
    """The captions that name LONG's own meld row, once the table shows `state`."""
    from .helpers import labels

    w.show_session(Session(game, Session.new(game, list(state.players), {}, 1).record, state), "words", True, None)
    qtbot.wait(50)
    view = w.table.view
    view.finish_animations()
    return [lab.text for lab in labels(view) if lab.isVisible() and not lab.spec.bold
            and lab.text.startswith("Maxim") and "On " not in lab.text]


def test_desert_rummy_the_own_meld_row_caption_keeps_saying_whose(qtbot, data_dir):
    """s39 t3, 1024x600: the caption left of Maximilian Alexander-O'Connor's own meld row read
    "Maximilian Alexander-O'Connor's melds" with two melds and only his name with three (no room
    left of the longer row): the name is cut with "…" instead, the caption still "…'s melds"."""
    game, every, two = desert_position()
    w = open_window(qtbot, (1024, 600))
    seen = [his_captions(qtbot, w, game, state) for state in (two, every)]
    for said in seen:
        assert len(said) == 1 and said[0].endswith("'s melds"), seen


def test_desert_rummy_the_own_meld_row_caption_cuts_the_name_between_words(qtbot, data_dir):
    """s40 t3 LOOK-4 (Sticks, j08.png): "Wilhelmina Wolcott-Montgom…'s melds", the name cut in
    the middle of a word. Cut with "…" it ends after a whole word (or the part before a hyphen)."""
    game, every, _ = desert_position()
    said = his_captions(qtbot, open_window(qtbot, (1024, 600)), game, every)
    assert len(said) == 1 and said[0].endswith("'s melds"), said
    name = said[0][:-len("'s melds")]
    if name != LONG:
        assert name.endswith("\u2026"), said
        kept = name[:-1]
        assert LONG.startswith(kept) and LONG[len(kept)] in " -", said
