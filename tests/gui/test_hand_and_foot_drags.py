"""Hand and Foot drags seen by tester t2 in session 29 (Anna and three Medium computers, 1366x768).

* "Team's 10s meld held 6 cards (not closed). Selected 10♠ and 10♠, dragged them onto it.
  Refusal: "The 10 of spades cannot go there: That canasta is closed: a canasta of seven cards
  takes no more."" The meld was not closed: the first 10 closes it, and the second has no room.
  "if there is 5 cards in a started canasta out then you must have 4 matching cards in your hand,
  two to close the canasta and 2 to start a new canasta" (004_312affb30e9b3af0.txt, "Hand and
  Foot Canasta (con't)"): a canasta closes at seven, and a card left over starts no meld alone
  ("a minimum of three cards of the same rank for a "starting" meld"). Now the refusal says only
  one of them goes there, and why, with no capital after the colon."""

from __future__ import annotations

import json

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.hand_and_foot import PLAY

from .helpers import click, drag, open_window, settle

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def anna_to_play(hand, melds) -> Session:
    """Anna (seat 0, team 0) has drawn, holding ``hand``; her team has melded ``melds``."""
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 4)
    state = session.state
    return Session(game, session.record, state.replace(
        turn=0, phase=PLAY, hands=(tuple(hand),) + state.hands[1:],
        melds=tuple((0, rank, tuple(cards)) for rank, cards in melds), melded=(True, False)))


def items(view, card):
    return [i for i in view.card_items() if i.spec.zone == "hand/0" and i.spec.face == card]


def snapshot(w):
    return json.dumps(w.state.to_json(), sort_keys=True)


def test_two_cards_onto_a_canasta_of_six_say_only_one_goes_there(qtbot, data_dir):
    session = anna_to_play(["10S", "10S", "5C", "6D", "KH"], [("10", ["10H", "10H", "10C", "10D", "10D", "10C"])])
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "six-tens", True, None)
    view = w.table.view
    tens = items(view, "10S")
    assert len(tens) == 2
    before, moves = snapshot(w), len(w.session.record.moves)
    for item in tens:
        click(view, item)
    settle(view)
    drag(view, tens[0], view.zones["meld0/0"].rect.center())
    said = w.table.hint.text()
    assert said == "Only one of these cards can go there: a canasta closes at seven cards and takes no more.", said
    assert snapshot(w) == before and len(w.session.record.moves) == moves
    # one alone goes on, closing the canasta
    settle(view)
    click(view, items(view, "10S")[0])  # (the selection of both undone by one click)
    drag(view, items(view, "10S")[0], view.zones["meld0/0"].rect.center())
    assert len(w.session.record.moves) == moves + 1 and len(w.state.melds[0][2]) == 7, w.table.hint.text()


# * "Selected 10♥ and 10♣ by clicking (yellow frames), then dragged the unselected 10♦ onto "New
#   meld". Refusal: "Drop it on the discard pile." ... The two selected cards stay selected but did
#   not travel with the drag." The table's rule for every game (Sweep's: "a card picked up while
#   others are selected carries them along where it and they make a move together") left out the
#   cards a game judges as any list (a rummy meld): now they join too, and a card that goes alone
#   onto the meld row is told how a meld is made, or why the cards chosen with it make none.
TENS = ["10H", "10C", "10D", "5S", "KH", "7C"]


def test_an_unselected_card_dragged_to_new_meld_takes_the_selection_along(qtbot, data_dir):
    session = anna_to_play(TENS, [("9", ["9H", "9S", "9D"])])
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "tens", True, None)
    view = w.table.view
    moves = len(w.session.record.moves)
    click(view, items(view, "10H")[0])
    click(view, items(view, "10C")[0])
    drag(view, items(view, "10D")[0], view.zones["melds/0"].rect.center())
    assert len(w.session.record.moves) == moves + 1, w.table.hint.text()
    assert w.session.record.moves[-1]["kind"] == "meld"
    assert sorted(w.state.melds[-1][2]) == ["10C", "10D", "10H"]
    assert sorted(w.state.hands[0]) == ["5S", "7C", "KH"]


def test_a_card_that_goes_alone_while_others_are_selected_still_goes(qtbot, data_dir):
    """A card to discard while a meld is chosen is no meld with them: it goes alone, as before."""
    session = anna_to_play(TENS, [("9", ["9H", "9S", "9D"])])
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "tens", True, None)
    view = w.table.view
    click(view, items(view, "10H")[0])
    click(view, items(view, "10C")[0])
    drag(view, items(view, "5S")[0], view.zones["discard"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "seat": 0, "card": "5S"}, w.table.hint.text()


def test_refused_drops_on_new_meld_say_why(qtbot, data_dir):
    """Before the team's first meld, three 10s (30) are short of the minimum: the 10 of diamonds
    goes alone, and its drop on "New meld" says why the three make no meld ("Each team's first meld
    of a round must reach the minimum"). A card dropped there with nothing selected is told how a
    meld is made, not to drop it on the discard pile."""
    session = anna_to_play(TENS, [])
    session = Session(session.game, session.record, session.state.replace(melded=(False, False)))
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "short", True, None)
    view = w.table.view
    before, moves = snapshot(w), len(w.session.record.moves)
    drag(view, items(view, "10D")[0], view.zones["melds/0"].rect.center())
    assert w.table.hint.text() == ("A meld is three or more cards: select them all, then drag them together to "
                                   "your meld row.")
    click(view, items(view, "10H")[0])
    click(view, items(view, "10C")[0])
    drag(view, items(view, "10D")[0], view.zones["melds/0"].rect.center())
    assert w.table.hint.text() == "Your team's first meld this round must count at least 90 (these count 30)."
    assert snapshot(w) == before and len(w.session.record.moves) == moves


# * Tester t4, session 29: "click 6♥ (notice "Selected: 6 of hearts. Drag it, or click more cards to
#   move them together."), then drag the *unselected* 2♥ onto the team's 6s. Seen: only the 2♥ goes
#   in ... the selected 6♥ stays in hand and its selection is silently dropped." The rule of the
#   table (a card picked up while others are selected carries them where the engine accepts them
#   together) held for "New meld" only: it holds for a meld on the table too.
def test_an_unselected_card_dragged_onto_a_meld_takes_the_selection_along(qtbot, data_dir):
    session = anna_to_play(["6H", "2H", "5S", "KH", "7C"], [("6", ["6S", "6D", "2H"])])
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "sixes", True, None)
    view = w.table.view
    moves = len(w.session.record.moves)
    click(view, items(view, "6H")[0])
    drag(view, items(view, "2H")[0], view.zones["meld0/0"].rect.center())
    assert len(w.session.record.moves) == moves + 2, w.table.hint.text()
    assert sorted(w.state.melds[0][2]) == ["2H", "2H", "6D", "6H", "6S"]
    assert sorted(w.state.hands[0]) == ["5S", "7C", "KH"]
    # one gesture: one Undo takes both back
    w.undo()
    assert sorted(w.state.hands[0]) == ["2H", "5S", "6H", "7C", "KH"], w.table.hint.text()


# * Tester t3, session 32: before the team's first meld the one button, "Pick the pile and meld",
#   laid two melds besides the pair that the table had chosen, spending the player's only wild card
#   (K♠ K♣ 2♠); it named none of them, the log never said them. "A player can pick up the discard
#   pile (if a meld has been established) and they have a pair of the same rank as the top card. You
#   can include the top card of the pile in your count for your meld." Now the player selects the
#   melds laid with the pick and drags them onto New meld in the draw; the button names every card.
def annas_first_pick(qtbot):
    """Seed 69, Anna and Ben: Anna draws first with the 8♥ on the pile, holding 8♣ 8♥ 8♠, 9♣ 9♥,
    J♣ J♠, the 2♣ and a joker; round 1's first meld is 90."""
    w = open_window(qtbot, (1024, 600), start=False)
    # (a pick before the team's first meld is the house rule "Pick the pile to open" since s38)
    w.start_game("hand_and_foot", ["Anna", "Ben"], {"pick_to_open": True}, seed=69, open_handed=True)
    assert w.state.turn == 0 and w.state.phase == "draw" and w.state.discard == ("8H",)
    return w


def test_the_player_chooses_the_melds_laid_with_the_first_pick(qtbot, data_dir):
    from .helpers import buttons, labels

    w = annas_first_pick(qtbot)
    view = w.table.view
    offer = "Pick the pile with 8\u2663 8\u2665 and meld 9\u2663 9\u2665 Joker"
    assert offer in buttons(view), list(buttons(view))
    assert "Anna: draw two cards, or pick the pile: click your two 8s and melds (90 with the top card), drag all to " \
        "New meld." in " ".join(lab.text for lab in labels(view)), [lab.text for lab in labels(view)]
    moves = len(w.session.record.moves)
    # too little: the jacks and the 2 make 75 with the pair and the top card: refused, with the count
    for card in ("JC", "JS"):
        click(view, items(view, card)[0])
    drag(view, items(view, "2C")[0], view.zones["melds/0"].rect.center())
    # (two players, each alone: "You", not "Your team", s44)
    assert w.table.hint.text() == ("You have not melded this round: a pick must reach the minimum of 90 with "
                                   "melds laid at once, top card included (these count 75).")
    assert len(w.session.record.moves) == moves and w.state.phase == "draw"
    # the jacks (still selected) with her joker instead: 100, picked and laid
    settle(view)
    assert len(view.controller.selected) == 2
    drag(view, items(view, "JK")[0], view.zones["melds/0"].rect.center())
    assert len(w.session.record.moves) == moves + 1, w.table.hint.text()
    assert w.session.record.moves[-1] == {"kind": "pick", "seat": 0, "cards": ("JC", "JS", "JK")}
    assert sorted((r, tuple(sorted(c))) for _, r, c in w.state.melds) == [("8", ("8C", "8H", "8H")),
                                                                           ("J", ("JC", "JK", "JS"))]
    # her 2 and her 9s stay in her hand: nothing she did not choose was laid
    assert {"2C", "9C", "9H", "8S"} <= set(w.state.hands[0])
    assert ("Anna picks the pile (1 card) with a pair of 8s and melds the jack of clubs, the jack of spades "
            "and a joker.") in w.status_text(), w.status_text()
    # made by her alone, showing nobody anything hidden: Undo takes it back whole
    w.undo()
    assert len(w.session.record.moves) == moves and w.state.phase == "draw" and not w.state.melds
    assert sorted(w.state.hands[0]) == sorted(get_game("hand_and_foot").setup(["Anna", "Ben"], {}, 69).hands[0])
