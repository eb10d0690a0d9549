"""Tester t2, finding 10: Horseshit Rummy's "'On Robo Ruby's 10s' is squeezed into three lines
under Anna's melds" (a card laid off, alone at the start of a line, the block's edge just left of
it). Its label goes over to the side that has room, on one line, still over the card."""

from cardtable.gui.generic_table import LAPTOP_TEXT, MELD_LABEL_ROOM, _meld_label_lines, _meld_labels, text_w


def test_a_label_at_the_edge_of_its_room_moves_over_to_where_there_is_room():
    label = "On Robo Ruby's 10s"
    [(text, middle, width)] = _meld_labels(LAPTOP_TEXT, [(label, 0.0, 0.45)], 0.0, 2.6)
    assert text == label and width >= text_w(label, MELD_LABEL_ROOM)
    assert _meld_label_lines(LAPTOP_TEXT, label, width) == 1
    assert middle - width / 2 >= 0.0 and middle + width / 2 <= 2.6
    assert middle - width / 2 < 0.45  # still over the card


def test_labels_with_room_each_side_stay_centred_over_their_melds():
    [(_, middle, _)] = _meld_labels(LAPTOP_TEXT, [("Aces", 1.0, 1.6)], 0.0, 2.6)
    assert middle == 1.3
