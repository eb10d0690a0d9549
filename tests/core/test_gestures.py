"""One gesture's sentences (cardtable.core.gestures): the cards of one drop laid off each in turn
are said as one sentence, every other sentence as it is."""

from cardtable.core.game import Event
from cardtable.core.gestures import cards_named, said_together


def added(card: str, name: str, onto: str = "Ben's run of diamonds", more: str = ".") -> Event:
    return Event(f"Anna adds the {name} to {onto}{more}", "card_moved", card=card, src="hand/0", dst="meld1")


def test_lay_offs_of_one_gesture_are_one_sentence_naming_the_cards():
    three, two = added("3D", "3 of diamonds"), added("2D", "2 of diamonds")
    said = said_together([[three], [two]])
    assert said == ["Anna adds the 3 and 2 of diamonds to Ben's run of diamonds."]
    assert said[0].kind == "card_moved" and said[0].data["cards"] == ["3D", "2D"] and "card" not in said[0].data
    # a move alone, and what comes after the last card, as they are
    assert said_together([[three]]) == [three]
    out = Event("Anna goes out.")
    assert said_together([[three], [two, out]]) == [
        "Anna adds the 3 and 2 of diamonds to Ben's run of diamonds.", "Anna goes out."]
    # something said between two cards keeps them apart (the order stays)
    assert said_together([[three, out], [two]]) == [three, out, two]
    # onto another meld: two sentences
    assert said_together([[three], [added("7C", "7 of clubs", "Anna's set of 7s")]]) == [
        three, "Anna adds the 7 of clubs to Anna's set of 7s."]
    # the last card says more: its words
    assert said_together([[added("5H", "5 of hearts", "Anna's meld of 5s")],
                          [added("5S", "5 of spades", "Anna's meld of 5s", ", closing a red canasta.")]]) == [
        "Anna adds the 5 of hearts and the 5 of spades to Anna's meld of 5s, closing a red canasta."]


def test_cards_named():
    assert cards_named(["3D", "2D"]) == "the 3 and 2 of diamonds"
    assert cards_named(["KH", "QH", "JH"]) == "the king, queen and jack of hearts"
    assert cards_named(["3D", "7C"]) == "the 3 of diamonds and the 7 of clubs"
    assert cards_named(["4H", "JK"]) == "the 4 of hearts and the joker"
