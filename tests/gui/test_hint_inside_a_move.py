"""Help > Hint at a step inside a move: the choice the table asks for after the card is dropped.

Seen at the table (s30 t1, Crazy Eights, Anna against a computer): Anna dropped the 8 of diamonds,
the suit buttons came up with "♠ Spades" framed, and H said "Hint: move the 8 of diamonds to the
discard pile, then choose "♦ Diamonds"." while Spades stayed the lit button. The 8 is already
dropped: the hint speaks of the choice only, and lights (and frames) the button it names. The
chooser is the table's one for every game (a drop that can mean several moves), so Cassino's
"take or build" asks the same way."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import buttons, click, drag, hand_item, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)
from .test_fishing_table import cassino_stack, heap_with

ANNA = ["8D", "2D", "3D", "4D", "5D", "6D", "7S", "9C"]
ROBO = ["9H", "10H", "JH", "QH", "KH", "2C", "3C", "4C"]
STACK = [[c for pair in zip(ANNA, ROBO) for c in pair] + ["5H"]]


def test_hint_while_the_suit_buttons_are_up_names_the_suit_only(qtbot, data_dir, quick):  # noqa: F811
    """ "An 8 may be played at any time, and the player who plays it names any one of the four
    suits": once the 8 is dropped, the hint names the suit (the one Anna holds most of), and that
    button is the lit one."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Robo Rex"], dict(LAST_DEALS), seed=3, stack=STACK, computers=["", "easy"])
    view = w.table.view
    ctl = view.controller
    drag(view, hand_item(view, "8D"), view.zones["discard"].rect.center())
    shown = buttons(view)
    assert "\u2666 Diamonds" in shown and ctl.choosing is not None
    assert ctl.focus_item is None  # (no suit framed when they came up: s36 t3 #4)
    w.hint_action.trigger()
    assert w.status_text() == "Hint: choose \u201c\u2666 Diamonds\u201d.", w.status_text()
    diamonds = buttons(view)["\u2666 Diamonds"]
    # (lit at its own size, s35 t4 #10: grown, a lit button touched the one beside it)
    assert ctl.hinted_button is diamonds and diamonds.lit and diamonds.scale() == 1.0
    assert ctl.focus_item is diamonds and diamonds.focused  # the one framed is the one named
    assert not shown["\u2660 Spades"].focused and not shown["\u2660 Spades"].lit
    # its frame clear of the buttons beside it (grown from its corner, it touched Clubs); the
    # frame's pen is 3 px wide, half of it outside the button
    drawn = {text: b.mapRectToScene(QRectF(0, 0, b.w, b.h)) for text, b in buttons(view).items()}
    framed = drawn["\u2666 Diamonds"].adjusted(-2, -2, 2, 2)
    for text in ("\u2665 Hearts", "\u2663 Clubs"):
        assert not framed.intersects(drawn[text].adjusted(-1, -1, 1, 1)), (text, framed, drawn[text])
    assert ctl.choosing is not None and not w.session.record.moves  # nothing played by the hint
    click(view, diamonds)
    assert w.session.record.moves[0] == {"kind": "play", "card": "8D", "suit": "D"}


def test_hint_while_cassino_asks_how_to_play_names_the_choice_only(qtbot, data_dir):
    """Cassino's 5 dropped on a 5 reads three ways (take it, build 5s, build 10): with the buttons
    up, the hint names one of those buttons, not the drop again."""
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(["5C", "5D", "10H", "KD"], ["JS", "JH", "JD", "QH"], ["5S", "9C", "8C", "7C"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    view = w.table.view
    ctl = view.controller
    drag(view, hand_item(view, "5C"), heap_with(view, "5S").rect.center())
    assert ctl.choosing is not None
    labels = [ctl.layout.choice_label(m) for m in ctl.choosing]
    w.hint_action.trigger()
    said = w.status_text()
    named = next((label for label in labels if said == f"Hint: choose \u201c{label}\u201d."), None)
    assert named is not None, (said, labels)
    assert ctl.hinted_button is buttons(view)[named] and ctl.focus_item is ctl.hinted_button
    assert not w.session.record.moves
