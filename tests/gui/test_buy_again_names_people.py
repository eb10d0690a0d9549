"""10 Dime Rummy's "Buy out of turn" while a computer is to draw, at a table of two people: the
window for the next card down, after a buy, names people as the first window does.

Finding s31 t4 #2: Anna, Cleo (people), Robo Rex and Robo Remy; Cleo discards the 10 of spades;
"Before Robo Remy draws, Anna may call "Buy!" ...: Cleo, then press “Anna buys it”" (good). Cleo
presses "Anna buys it"; a second window opens for the 3 of spades now on top: "Before Robo Remy
draws, you or Anna may call "Buy!" for the 3 of spades: drag it to your hand, or press “Anna buys
it” when Anna calls." while every hand is face down (others lean in to read the window): "you"
and "drag it to your hand" spoke to nobody, and asked for a drag onto a face-down hand. Now the
words name people ("Anna or Cleo may call ...: Cleo, then press “Anna buys it” or “Cleo buys it”
for the one who calls"), both buys are buttons, and a drag of the discard onto a face-down hand
is no buy: it goes back, with the button to press."""

from __future__ import annotations

from cardtable.core.cards import card_name
from cardtable.core.game import Move

from .helpers import buttons, buy_button, click, drag, face_up_hand_codes, labels
from .test_buy_pressed_for_another import ben_has_discarded  # noqa: F401  (the fixture)


def test_the_window_for_the_next_card_names_people(ben_has_discarded):  # noqa: F811
    """Ben discarded; he presses "Anna buys it"; the card under it may be bought now by Anna or
    by Ben himself (the rule: "If you want another card throw another dime in the pot and take the
    next discard and two more cards from the pile": tests/games/test_ten_dime_rummy.py)."""
    w = ben_has_discarded
    view = w.table.view
    click(view, buttons(view)[buy_button(w, "Anna")])
    assert w.session.record.moves[-1] == Move(kind="buy", seat=0)
    top = w.state.discard[-1]
    assert w.play_ctl.computer_turn() == 2 and w.viewer is None and w.holder == 1
    assert face_up_hand_codes(view) == []
    said = " ".join(lab.spec.text for lab in labels(view))
    anna, ben = buy_button(w, "Anna"), buy_button(w, "Ben")
    assert (f"Before Robo Ruby draws, Anna or Ben may call \"Buy!\" for the {card_name(top)}: Ben, then press "
            f"\u201c{anna}\u201d or \u201c{ben}\u201d for the one who calls.") in said, said
    assert "you" not in said.lower().split() and "drag" not in said and "your" not in said.lower()
    assert {anna, ben} <= set(buttons(view))
    press = (f"Before Robo Ruby draws, the {card_name(top)} may be bought for a dime: press "
             f"\u201c{anna}\u201d or \u201c{ben}\u201d for the one who calls.")
    # the discard dragged onto Ben's face-down hand (his own, or Anna's) buys nothing: the buttons
    moves = list(w.session.record.moves)
    for seat in (1, 0):
        drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
        assert w.session.record.moves == moves
        assert w.status_text() == press and w.table.hint.text() == press
        assert face_up_hand_codes(view) == []
    # a face-down card pressed: whose it is, and the same buttons (it said "between the
    # questions", the party game's words)
    click(view, view.pieces["hand/1#0"])
    assert w.table.hint.text() == f"Ben's cards stay down. {press}"
    click(view, view.pieces["hand/2#0"])
    assert w.table.hint.text() == f"Robo Ruby's cards stay down. {press}"
    assert w.session.record.moves == moves
    click(view, buttons(view)[ben])
    assert w.session.record.moves[-1] == Move(kind="buy", seat=1) and top in w.state.hands[1]
    assert face_up_hand_codes(view) == [] and w.viewer is None
