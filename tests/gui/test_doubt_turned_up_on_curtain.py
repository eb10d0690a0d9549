"""I Doubt It: the cards a doubt turns up are shown face up on the curtain that follows (tester t1,
s29 #6): "the screen goes straight to "Pass to Ben". The cards exist only as a sentence on that
curtain ... The faces are painted on the table only after Ben has taken the laptop." A challenge
is the moment the whole table leans in: "When this occurs, the last set of cards played is
revealed" (to everyone), so the doubter and the liar see them together, before the hand-off."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS
from tests.games.stacking import round_robin

from .helpers import assert_private, buttons, click, drag, hand_item, open_window, take_over
from .test_stops_tables import centre


def test_the_cards_a_doubt_turned_up_are_face_up_on_the_next_curtain(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    hands = [["KS", "AS", "AD", "5C"], ["2C", "3C", "4C", "6C"], ["7C", "8C", "9C", "10C"]]
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=[round_robin(hands)])
    view = w.table.view
    take_over(w)
    assert w.viewer == 0
    for card in ("KS", "AS", "AD"):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "AD"), centre(view, "pile"))  # "three aces": a lie
    assert w.session.record.moves == [{"kind": "play", "cards": ("KS", "AS", "AD")}]
    c = w.table.curtain
    assert c.isVisible() and c.shown_faces() == []  # nothing turned up yet: no card on it
    take_over(w)  # Cleo is asked first
    assert w.viewer == 2
    click(view, buttons(view)["I doubt it!"])
    assert w.state.revealed == ("KS", "AS", "AD") and not w.state.revealed_true
    # "Pass to Ben": the turned-up cards face up on it, for Anna and Cleo and everyone
    assert c.isVisible() and c.title.text() == "Pass to Ben"
    assert c.shown_faces() == ["KS", "AS", "AD"]
    assert "Turned up: K\u2660 A\u2660 A\u2666 (a lie)" in c.shown_caption.text()
    assert_private(w)  # no hand's card face up (the turned-up ones are public)
    take_over(w)
    assert c.shown_faces() == [] or not c.isVisible()
    # once the next play is made, a later curtain shows no turned-up cards
    drag(view, hand_item(view, w.state.hands[1][0]), centre(view, "pile"))
    if c.isVisible():
        assert c.shown_faces() == []
