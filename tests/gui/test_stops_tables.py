"""Fan Tan, I Doubt It, Sweep and Twenty-One Piles on the generic table, played with real mouse
drags (press, move, release) on the view: a legal drop is applied, an illegal one refused with
the engine's reason and the game unchanged. I Doubt It's challenge goes through the curtain."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.core.cards import RANK_OF, SUIT_NAMES, SUIT_OF
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.cards import BACK
from cardtable.resources import rules_html

from tests.games.stacking import round_robin
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from .helpers import double_click_at, assert_private, buttons, click, drag, grab_point, hand_item, open_window, take_over


def snapshot(w) -> str:
    return json.dumps(w.state.to_json(), sort_keys=True)


def centre(view, zone):
    return view.zones[zone].rect.center()


def test_fan_tan_a_seven_starts_its_row_and_a_card_that_fits_nowhere_is_refused(qtbot, data_dir):
    """ "Initially, the only card that may be played is a 7"; "the 6 and 8 of the same suit may
    be played" next to it. The empty rows are on the table; the pot and chips are shown."""
    w = open_window(qtbot, start=False)
    hands = [["7H", "2S"], ["8H", "3S"], ["6H", "4S"], ["KD", "5S"]]
    w.start_game("fan_tan", ["Anna", "Ben", "Cleo", "Dan"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    assert {"row_hearts", "row_spades", "row_clubs", "row_diamonds"} <= set(view.zones)
    assert any(l.text == "4" for l in view.scene().items() if hasattr(l, "text") and isinstance(l.text, str))
    # Anna drags the 2 of spades onto the spades row: nothing is down, so it cannot go
    before = snapshot(w)
    drag(view, hand_item(view, "2S"), centre(view, "row_spades"))
    assert snapshot(w) == before and w.session.record.moves == []
    assert w.status_text() == "The first card played must be a 7."
    # the 7 of hearts onto the hearts row
    drag(view, hand_item(view, "7H"), centre(view, "row_hearts"))
    assert w.session.record.moves == [{"kind": "play", "card": "7H"}]
    # Ben's 8 of hearts goes on the hearts row; dropped on the spades row it goes back
    before = snapshot(w)
    drag(view, hand_item(view, "8H"), centre(view, "pot"))
    assert snapshot(w) == before and w.status_text() == "Drop it on the hearts row."
    drag(view, hand_item(view, "8H"), centre(view, "row_hearts"))
    assert w.session.record.moves[-1] == {"kind": "play", "card": "8H"}
    assert [p.face for p in sorted((p for p in view.spec.pieces if p.zone == "row_hearts"), key=lambda p: p.x)] == [
        "8H", "7H"]  # 8s left of the 7, as written
    # the rules page says how the table shows it: one row per suit, its cards overlapping (it
    # said only "the 8 goes on its left and the 6 on its right", and a row read as one pile)
    page = " ".join(rules_html("fan_tan.html").split())
    assert ("A row's cards overlap like a fanned hand, so only the corner of each shows: the 8, 9, 10 ... to the "
            "left of the 7, the 6, 5, 4 ... to its right.") in page


def test_i_doubt_it_two_cards_claimed_face_down_and_a_challenge_through_the_curtain(qtbot, data_dir):
    """Anna selects two cards and drags them onto the pile ("Two aces", face down). Cy is asked
    privately "Doubt it?" behind the curtain and doubts: the cards are turned up; Anna lied, so
    she takes the pile. Five cards at once are refused."""
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=3)
    view = w.table.view
    take_over(w)
    hand = list(w.state.hands[0])
    # five cards are one too many ("one to four cards a play")
    for card in hand[:5]:
        click(view, hand_item(view, card))
    before = snapshot(w)
    drag(view, hand_item(view, hand[0]), centre(view, "pile"))
    assert snapshot(w) == before and w.status_text() == "Play at most 4 cards at a time."
    for card in hand[:5]:  # the selection stays up after a refusal: click them down again
        click(view, hand_item(view, card))
    assert not any(i.selected for i in view.card_items())
    # two cards that are not both aces: a bluff, which the engine accepts
    bluff = [c for c in hand if RANK_OF[c] != "A"][:2]
    for card in bluff:
        click(view, hand_item(view, card))
    assert [i.spec.face for i in view.card_items() if i.selected] and all(hand_item(view, c).selected for c in bluff)
    drag(view, hand_item(view, bluff[1]), centre(view, "pile"))
    assert w.session.record.moves == [{"kind": "play", "cards": tuple(bluff)}]
    # the two cards lie face down; the claim is public
    assert all(p.face == BACK for p in view.spec.pieces if p.zone in ("pile", "claim"))
    # Cy is asked first (the player after the next), behind the curtain
    assert w.table.curtain.isVisible()
    take_over(w)
    assert w.viewer == 2 and "Anna claims two aces. Doubt it?" in [l.text for l in view.scene().items()
                                                                  if hasattr(l, "spec") and hasattr(l.spec, "text")]
    click(view, buttons(view)["I doubt it!"])
    assert w.session.record.moves[-1] == {"kind": "doubt", "seat": 2}
    assert w.state.revealed == tuple(bluff) and not w.state.revealed_true
    assert set(bluff) <= set(w.state.hands[0])  # the liar takes the pile
    assert_private(w)


def test_sweep_a_set_led_and_a_higher_card_refused(qtbot, data_dir):
    """ "The next player is allowed to play a matching card to what was lead or lower card(s)":
    Ben's 7 after Anna's fives is refused with the reason; his ace is played."""
    w = open_window(qtbot, start=False)
    blinds = [["2C", "2D", "2H", "2S"], ["3C", "3D", "3H", "3S"]]
    ups = [["4C", "4D", "4H", "4S"], ["6C", "6D", "6H", "6S"]]
    hands = [["5C", "5D", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"],
             ["7C", "AC", "AD", "AH", "AS", "8C", "8D", "8H", "8S", "9C", "9D", "9H", "9S", "10C"]]
    order = [c for group in (blinds, ups, hands) for seat in group for c in seat]  # dealt a packet a seat
    w.start_game("sweep", ["Anna", "Ben"], dict(LAST_DEALS), seed=2, open_handed=True, stack=[order])
    view = w.table.view
    assert w.state.hands[0][:2] == ("5C", "5D")
    click(view, hand_item(view, "5C"))
    click(view, hand_item(view, "5D"))
    drag(view, hand_item(view, "5D"), centre(view, "set"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("5C", "5D"), "up": ()}]
    assert w.state.set_rank == "5" and w.state.set_count == 2
    before = snapshot(w)
    drag(view, view.pieces["hand:7C"], centre(view, "set"))
    assert snapshot(w) == before and w.status_text() == (  # (he may not pick up)
        "The 7 is higher than the 5s: play a 5 or lower (you have one, so you may not pick up the pile).")
    drag(view, view.pieces["hand:AC"], centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("AC",), "up": ()}


def test_twenty_one_piles_two_cards_to_21_and_a_pair_that_is_no_set(qtbot, data_dir):
    """ "two cards on one pile only if they form a set": Anna's 10 and ace on an empty pile make
    21 (the ace read as 11); Ben's two cards that make no set are refused ("Pair from hand is not
    a set"), then one of them goes on a pile alone."""
    w = open_window(qtbot, start=False)
    hands = [["10C", "AC"], ["2D", "3H"], ["4S", "9S"]]
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    click(view, hand_item(view, "10C"))
    click(view, hand_item(view, "AC"))
    drag(view, hand_item(view, "AC"), centre(view, "pile1"))
    assert w.session.record.moves == [{"kind": "play", "pile": 0, "cards": ("10C", "AC"), "aces": 1}]
    assert len(w.state.collections[1]) == 2  # "21: the next player takes the pile"
    assert w.game.current_player(w.state) == 1
    click(view, hand_item(view, "2D"))
    click(view, hand_item(view, "3H"))
    before = snapshot(w)
    drag(view, hand_item(view, "3H"), centre(view, "pile2"))
    assert snapshot(w) == before and w.status_text() == "Two cards go down together only if they make a set."
    # a card dropped where no pile is: the piles are named without their captions' counts
    # (it said "Drop it on pile 1: 0 or pile 2: 0.")
    where = view.controller.layout.wrong_place(hand_item(view, "3H").spec.id, None)
    assert where == "Drop it on pile 1 or pile 2."
    click(view, hand_item(view, "2D"))  # one card alone
    drag(view, hand_item(view, "3H"), centre(view, "pile2"))
    assert w.session.record.moves[-1] == {"kind": "play", "pile": 1, "cards": ("3H",)}


def test_fan_tan_rows_line_up_on_their_sevens_as_a_grid():
    """ "they form new rows underneath the first 7 ... forming a three-by-four grid": whatever
    each row's length, the 7s are drawn one under another (the zones' anchor)."""
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game("fan_tan")
    hands = [["7H", "7S", "8S"], ["8H", "6S", "9S"], ["7C", "6H", "10S"]]
    state = game.setup(["Ann", "Bob", "Cy"], {}, 1, stack=[round_robin(hands)])
    for move in (["7H", "8H", "7C"], ["7S", "6S", "6H"], ["8S", "9S", "10S"]):
        for card in move:
            state = game.apply(state, {"kind": "play", "card": card}).state
    spec = GenericTable().describe(game, state, 0, 1.78, "")
    sevens = [p for p in spec.pieces if p.face in ("7H", "7S", "7C")]
    assert len(sevens) == 3 and len({round(p.x, 6) for p in sevens}) == 1
    empty = next(t for t in spec.targets if t.id == "row_diamonds")
    assert abs(empty.x - sevens[0].x) < 1e-6  # the 7 of diamonds will go under the others


def test_sweep_a_face_up_card_dragged_and_a_blind_card_double_clicked(qtbot, data_dir):
    """Anna leads with a face-up card; once it is gone the blind card under it "will always be
    played blind", "any time once they are exposed". The uncovered blind card lies apart from the
    covered ones, under "Blind, uncovered" (tester t1 s29 #2: the face-up row closed up, and
    nothing showed which of four identical blind cards was uncovered). A single click on it only
    says how it is played, as on any card (it played the card at once, and a blind play cannot be
    taken back); a double-click plays it: it turns out too high (a 2 on Ben's ace) and is picked
    up with the pile."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .helpers import grab_point, labels

    w = open_window(qtbot, start=False)
    blinds = [["2C", "2D", "2H", "2S"], ["3C", "3D", "3H", "3S"]]
    ups = [["4C", "4D", "4H", "4S"], ["6C", "6D", "6H", "6S"]]
    hands = [["5C", "5D", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"],
             ["7C", "AC", "AD", "AH", "AS", "8C", "8D", "8H", "8S", "9C", "9D", "9H", "9S", "10C"]]
    order = [c for group in (blinds, ups, hands) for seat in group for c in seat]
    w.start_game("sweep", ["Anna", "Ben"], dict(LAST_DEALS), seed=2, open_handed=True, stack=[order])
    view = w.table.view
    assert "blind/0#0" not in view.pieces and view.pieces["covered/0#0"].spec.face == BACK
    drag(view, view.pieces["up:4C"], centre(view, "set"))
    assert w.session.record.moves == [{"kind": "play", "cards": (), "up": (0,)}]
    drag(view, view.pieces["hand:AC"], centre(view, "set"))
    blind = view.pieces["blind/0#0"]
    assert blind.spec.face == BACK and not blind.spec.clickable
    assert len([p for p in view.spec.pieces if p.zone == "covered/0"]) == 3
    assert "Blind, uncovered" in [l.text for l in labels(view)]
    n = len(w.session.record.moves)
    click(view, blind)
    assert len(w.session.record.moves) == n  # a click only says how
    assert w.status_text() == "To play this blind card (it cannot be taken back), drag it to the set or double-click it."
    double_click_at(view.viewport(), grab_point(view, blind))
    assert w.session.record.moves[-1] == {"kind": "blind", "slot": 0}
    assert "2C" in w.state.hands[0] and "AC" in w.state.hands[0]  # picked up with the pile


def test_twenty_one_piles_the_ace_chooser_when_the_reading_matters(qtbot, data_dir):
    """ "Ace 1 or 11, chosen by the player whose turn it is": Cy's ace on a 10 makes 11 or 21, so
    a chooser asks; she reads it as 11 and the next player (Anna) takes the 21."""
    w = open_window(qtbot, start=False)
    hands = [["10H", "2C"], ["3D", "4D"], ["AC", "5S"]]
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "10H"), centre(view, "pile1"))
    drag(view, hand_item(view, "3D"), centre(view, "pile2"))
    drag(view, hand_item(view, "AC"), centre(view, "pile1"))
    assert len(w.session.record.moves) == 2  # not played yet: the chooser is up
    labels_ = set(buttons(view))
    # (it read "Ace as 11: 21 (21!)": "the doubled 21 reads like a glitch", s38 t4 #8)
    assert {"Ace as 1: 11", "Ace as 11: 21 (a set)", "Cancel"} <= labels_
    click(view, buttons(view)["Ace as 11: 21 (a set)"])
    assert w.session.record.moves[-1] == {"kind": "play", "pile": 0, "cards": ("AC",), "aces": 1}
    assert len(w.state.collections[0]) == 2  # 21: the next player (Anna) takes the pile


def test_i_doubt_it_one_card_of_a_rank_held_twice_is_dragged_alone(qtbot, data_dir):
    """ "one or more aces": Anna holds two aces and plays just one, dragged alone (no listed move
    has that card alone: the engine checks it)."""
    w = open_window(qtbot, start=False)
    hands = [["AC", "AD", "2C"], ["3C", "4C", "5C"], ["6C", "7C", "8C"]]
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=3, open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    assert {"AC", "AD"} <= set(w.state.hands[0])
    drag(view, hand_item(view, "AC"), centre(view, "pile"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("AC",)}]
    assert "AD" in w.state.hands[0] and w.state.claim_count == 1


def _sweep_deal(blinds, ups, hands):
    return [c for group in (blinds, ups, hands) for seat in group for c in seat]  # dealt a packet a seat


SWEEP_HANDS = [["3S", "5D", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"],
               ["AC", "AD", "AH", "AS", "5C", "8C", "8D", "8H", "9C", "9D", "9H", "9S", "10C", "10D"]]


def _sweep_table(qtbot, hands=SWEEP_HANDS):
    """Anna (face up 3♥ 6♦ 7♥ 8♠; in hand by default the 3♠, 5♦ and court cards) and Ben (face
    up 6s and 7s; in hand the four aces, 5♣, 8s, 9s, 10♣ 10♦), open-handed."""
    w = open_window(qtbot, start=False)
    blinds = [["2C", "2D", "2H", "2S"], ["4C", "4D", "4H", "4S"]]
    ups = [["3H", "6D", "7H", "8S"], ["6C", "6H", "7C", "7D"]]
    w.start_game("sweep", ["Anna", "Ben"], dict(LAST_DEALS), seed=2, open_handed=True, stack=[_sweep_deal(blinds, ups, hands)])
    return w


def test_sweep_a_face_up_card_dragged_while_a_hand_card_is_selected_takes_it_along(qtbot, data_dir):
    """The rules page: face-up cards "can be played at any time, alone or together with cards of
    the same rank from your hand"; the book: "The player leads out cards as sets (same rank)".
    Anna selects the 3 of spades in her hand, then drags her face-up 3 of hearts to the set: both
    go down together (found by a tester: only the 3 of hearts was played, the selection dropped
    without a word). A card that cannot go with the selection is played alone."""
    w = _sweep_table(qtbot)
    view = w.table.view
    click(view, hand_item(view, "3S"))
    assert hand_item(view, "3S").selected
    drag(view, view.pieces["up:3H"], centre(view, "set"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("3S",), "up": (0,)}]
    assert w.state.set_rank == "3" and w.state.set_count == 2
    # Ben selects an ace and drags another: both go (the same as selecting both)
    click(view, hand_item(view, "AC"))
    drag(view, hand_item(view, "AD"), centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("AC", "AD"), "up": ()}
    # Anna has nothing as low as an ace and picks up; Ben leads: he selects an ace and drags a
    # 10, which cannot go with it ("sets (same rank)"): the 10 goes alone, as without the ace
    click(view, buttons(view)["Pick up the pile"])
    assert w.state.turn == 1 and not w.state.pile
    click(view, hand_item(view, "AH"))
    drag(view, hand_item(view, "10C"), centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("10C",), "up": ()}


def test_sweep_picking_up_while_you_can_play_is_refused_with_the_rule(qtbot, data_dir):
    """ "If you do not have a card equal to or smaller than what is in the set played you must
    pick up the set pile": Ben holds a lower card, drags the set onto his hand, and is told the
    rule (was "The 3 of hearts cannot be moved.")."""
    w = _sweep_table(qtbot)
    view = w.table.view
    drag(view, view.pieces["up:3H"], centre(view, "set"))
    assert w.state.turn == 1 and w.state.set_rank == "3"
    before = snapshot(w)
    drag(view, view.pieces["set:3H"], centre(view, "hand/1"))
    assert snapshot(w) == before
    assert w.status_text() == "You can play a 3 or lower, so you may not pick up."
    # Ben plays his two aces; Anna holds nothing as low (10s and aces are lowest): dragging the
    # set to her hand is what the button does
    click(view, hand_item(view, "AC"))
    drag(view, hand_item(view, "AD"), centre(view, "set"))
    drag(view, view.pieces["set:AD"], centre(view, "hand/0"))
    assert w.status_text() == "Press “Pick up the pile”."


def test_sweep_hands_are_sorted_in_the_game_s_own_rank_order(qtbot, data_dir):
    """ "Kings are high - Aces are low, 10's are lower than Aces": the hand reads from the 10s up
    to the kings, each rank together (plays are sets of one rank)."""
    w = _sweep_table(qtbot, [["KS", "10H", "AH", "3S", "JD", "5D", "QC", "10C", "9D", "JH", "QD", "AS", "KC", "9S"],
                             ["AC", "AD", "5H", "3D", "5C", "8C", "8D", "8H", "9C", "JC", "9H", "3C", "10S", "10D"]])
    view = w.table.view
    shown = [p.face for p in sorted((p for p in view.spec.pieces if p.zone == "hand/0"), key=lambda p: p.x)]
    assert shown == ["10H", "10C", "AS", "AH", "3S", "5D", "9S", "9D", "JH", "JD", "QC", "QD", "KS", "KC"]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_i_doubt_it_the_card_a_doubt_turned_up_is_shown_face_up_where_it_lay(qtbot, data_dir, size):
    """ "When this occurs, the last set of cards played is revealed." Seen at 1024x600: Anna
    played the 5♠ as "one ace", Ben doubted, and the slot labelled "Turned up: 5♠ (a lie)" stayed
    empty (the card had gone into Anna's hand with the pile). The turned-up card is drawn there
    face up, for whoever holds the laptop, until the next play; the status says "The card was"."""
    w = open_window(qtbot, size, start=False)
    hands = [["5S", "9C", "2D"], ["3C", "4C", "6C"], ["7C", "8C", "10C"]]
    w.start_game("i_doubt_it", ["Anna", "Ben", "Robo Ruby"], {**LAST_DEALS, "only_next_doubts": True}, seed=3,
                 open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "5S"), centre(view, "pile"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("5S",)}]
    assert not any(p.face == "5S" for p in view.spec.pieces if p.owner is None)  # face down on the pile
    click(view, buttons(view)["I doubt it!"])  # Ben
    assert w.session.record.moves[-1] == {"kind": "doubt", "seat": 1}
    assert "The card was the 5 of spades, so Anna lied." in w.status_text()
    slot = view.zones["claim"]
    assert slot.spec.label == "Turned up: 5\u2660 (a lie)"
    shown = view.pieces["shown:claim#0"]
    assert shown.face_up and shown.spec.face == "5S" and shown.spec.owner is None
    assert slot.rect.contains(shown.sceneBoundingRect().center())
    for viewer in (0, 1, 2):  # the same for every seat: it was turned up for all
        spec = w.layout.describe(w.game, w.state, viewer, view.width() / view.height(), "")
        assert [p.face for p in spec.pieces if p.id.startswith("shown:")] == ["5S"]
    if os.environ.get("CARDTABLE_SHOTS"):
        w.grab().save(os.path.join(os.environ["CARDTABLE_SHOTS"], f"idi-turned-up-{size[0]}x{size[1]}.png"))
    drag(view, hand_item(view, "3C"), centre(view, "pile"))  # Ben plays on: the slot is his claim
    assert "shown:claim#0" not in view.pieces
    page = " ".join(rules_html("i_doubt_it.html").split())
    assert "they lie face up where the last play was, under \"Turned up\", until the next player plays" in page


def test_fan_tan_hand_rows_and_words_at_a_small_screen(qtbot, data_dir):
    """ "the 6 and 8 of the same suit may be played ... descending cards ... on top of the 6": a
    row runs down to the ace, so the hand sorts the ace lowest (it came after the king). The four
    empty rows' names are set at one size ("Diamonds: a 7 starts it" was about 6 px at 1024x600);
    the rules page names the rows in the order the table draws them (it said Clubs, Spades,
    Hearts, Diamonds); Help > Hint says "to the clubs row" (it said "to the clubs.")."""
    from cardtable.core.game import Move
    from .helpers import labels

    w = open_window(qtbot, (1024, 600), start=False)
    hands = [["7C", "AS", "KS", "2S", "AH", "QH"], ["8H", "3S", "4S", "5S", "6S", "8S"], ["6H", "9S", "10S", "JS", "QS", "2H"]]
    w.start_game("fan_tan", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    hand = [p.face for p in sorted((p for p in view.spec.pieces if p.zone == "hand/0"), key=lambda p: p.x)]
    spades = [c for c in hand if c.endswith("S")]
    assert spades.index("AS") < spades.index("2S") < spades.index("KS")
    assert hand.index("AH") < hand.index("QH")
    rows = sorted((l for l in labels(view) if l.text.endswith(": a 7 starts it")), key=lambda l: l.pos().y())
    assert [l.text.split(":")[0] for l in rows] == ["Spades", "Hearts", "Diamonds", "Clubs"]
    assert len({l.font.pixelSize() for l in rows}) == 1 and rows[0].font.pixelSize() >= 9
    page = " ".join(rules_html("fan_tan.html").split())
    assert "The rows stay in one order all deal, top to bottom: Spades, Hearts, Diamonds, Clubs" in page
    assert "Clubs, Spades, Hearts, Diamonds" not in page
    assert view.controller.light_hint(Move(kind="play", card="7C")) == "move the 7 of clubs to the clubs row."


def test_fan_tan_rows_keep_their_places_when_a_later_seven_is_played(qtbot, data_dir):
    """Finding: "when clubs were started, the suit rows re-ordered (Spades, Hearts, Diamonds,
    Clubs became Spades, Clubs, Hearts, Diamonds), so a drag aimed at Hearts landed on Clubs".
    "Rows must keep their places once shown"."""
    from cardtable.core.game import Move

    w = open_window(qtbot, (1024, 600), start=False)
    hands = [["7S", "7H", "2D"], ["8S", "3D", "4D"], ["7C", "5D", "6D"]]
    w.start_game("fan_tan", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, open_handed=True, stack=[round_robin(hands)])
    names = ("row_spades", "row_hearts", "row_diamonds", "row_clubs")
    places = {z: centre(w.table.view, z) for z in names}
    assert sorted(names, key=lambda z: places[z].y()) == list(names)
    for card in ("7S", "8S", "7C"):
        w.play(Move(kind="play", card=card))
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
    view = w.table.view
    view.finish_animations()
    assert {z: centre(view, z).y() for z in names} == {z: p.y() for z, p in places.items()}
    # Anna's 7 of hearts dragged at the hearts row lands there (it landed on the clubs)
    drag(view, hand_item(view, "7H"), centre(view, "row_hearts"))
    assert w.session.record.moves[-1] == {"kind": "play", "card": "7H"}


def double_click(view, item) -> None:
    """A double-click as a mouse makes it: a press and a release (a click: a Sweep card is
    selected), then the double-click event and a release."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from .helpers import grab_point, settle

    settle(view)
    vp, pos = view.viewport(), grab_point(view, item)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, pos)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pos)
    QApplication.sendEvent(vp, QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                                           Qt.LeftButton, Qt.LeftButton, Qt.NoModifier))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pos)


def test_sweep_a_double_click_plays_a_card_as_a_drag_to_the_set_would(qtbot, data_dir):
    """The finding: "Sweep: double-clicking a card in hand does not play it, though in other
    capture games (Cassino, Scopa) a double-click plays a card that has one obvious play." The
    set is the only place a hand card goes; a double-click plays it there, as a drag of it
    would: Anna's jack of clubs alone (she holds four: the other three stay), Ben's ace alone on
    it ("a matching card to what was lead or lower"). With another card of its rank selected
    first, both go, as when dragged."""
    w = _sweep_table(qtbot)
    view = w.table.view
    double_click(view, hand_item(view, "JC"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("JC",), "up": ()}]
    assert w.state.set_rank == "J" and {"JD", "JH", "JS"} <= set(w.state.hands[0])
    # (Ben's first click comes after a moment: at once, on the spot of Anna's double-click, it
    # is the rest of her clicks, which play nothing more: test_click_stream_s38)
    QTest.qWait(QGuiApplication.styleHints().mouseDoubleClickInterval() + 50)
    click(view, hand_item(view, "AC"))  # Ben selects one ace, double-clicks another
    double_click(view, hand_item(view, "AD"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("AC", "AD"), "up": ()}
    assert not view.controller.selected


def test_sweep_a_double_click_on_a_lifted_card_plays_the_lifted_cards(qtbot, data_dir):
    """The finding (s28 t2 #8): after H ("Hint: move the ace of clubs and the ace of spades to
    the set.", both aces lifted) a double-click on one of them played only that one; a player
    who sees both lifted expects the pair played, as a drag of one would move both. The same for
    two cards lifted by clicks: the first click of the double-click must not drop the card
    from the selection. A card double-clicked outside the lifted ones still goes alone."""
    from cardtable.core.game import Move

    w = _sweep_table(qtbot)
    view = w.table.view
    view.controller.light_hint(Move(kind="play", cards=("JC", "JD"), up=()))
    assert hand_item(view, "JC").selected and hand_item(view, "JD").selected
    double_click(view, hand_item(view, "JD"))
    assert w.session.record.moves == [{"kind": "play", "cards": ("JC", "JD"), "up": ()}]
    assert {"JH", "JS"} <= set(w.state.hands[0])
    # Ben: two aces lifted by clicks, then a double-click on one of them
    click(view, hand_item(view, "AC"))
    click(view, hand_item(view, "AD"))
    double_click(view, hand_item(view, "AD"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("AC", "AD"), "up": ()}
    assert not view.controller.selected


def test_sweep_a_double_click_on_a_card_that_cannot_go_says_why(qtbot, data_dir):
    """ "The next player is allowed to play a matching card to what was lead or lower": after
    Anna's 3, Ben's double-clicked 8 is not played and the reason is said."""
    w = _sweep_table(qtbot)
    view = w.table.view
    drag(view, view.pieces["up:3H"], centre(view, "set"))
    before = snapshot(w)
    double_click(view, hand_item(view, "8C"))
    assert snapshot(w) == before
    assert w.status_text() == (  # (Ben holds aces: no picking up)
        "The 8 is higher than the 3s: play a 3 or lower (you have one, so you may not pick up the pile)."), \
        w.status_text()


def test_sweep_kings_dragged_one_at_a_time_onto_a_blind_king(qtbot, data_dir):
    """ "If you use a blind card and it is playable you can then add any matching cards in your
    hand to that play." A tester (Jokers, Sets of four or more): Cleo led her exposed blind card,
    the K♣; the table said "Cleo: add more kings to the blind card, or stop." with a "Stop adding"
    button; she dragged ONE K♦ onto the set and the turn passed to Anna at once, the other K♦
    still in her hand (only clicking both first, then one drag, added both, and nothing said so).
    Now each king dragged joins the set and the adding goes on until she stops or has none left."""
    from collections import Counter

    hands = [["KD", "KD", "AH", "AD", "4S", "5C", "7S", "9C", "JC", "JS", "QS", "6H", "10D", "10H"],
             ["2D", "3C", "4C", "6C", "7C", "8C", "9D", "JD", "2H", "3H", "4D", "6D", "7D", "9H"],
             ["2H", "3H", "4H", "5H", "6S", "7D", "8D", "9H", "JH", "QD", "KS", "8S", "9S", "JD"]]
    blinds = [["KC", "2S", "3S", "5S"], ["7H", "8H", "10S", "QH"], ["QS", "10C", "AC", "6D"]]
    ups = [["10C", "2C", "4H", "QC"], ["5D", "QD", "3D", "8D"], ["AC", "2C", "8C", "KH"]]
    dealt = _sweep_deal(blinds, ups, hands)
    assert max(Counter(dealt).values()) <= 2  # two decks for three players
    w = open_window(qtbot, start=False)
    w.start_game("sweep", ["Cleo", "Anna", "Rex"], {**LAST_DEALS, "jokers": True, "minimum_four": True}, seed=2,
                 open_handed=True, stack=[dealt])
    view = w.table.view
    drag(view, view.pieces["up:10C"], centre(view, "set"))  # a led 10 sweeps: Cleo leads again
    for _ in range(2):  # once Anna and Rex have said whether they play a joker on it
        click(view, buttons(view)["No joker"])
    assert w.state.turn == 0 and w.state.phase == "play" and not w.state.pile
    drag(view, view.pieces["blind/0#0"], centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "blind", "slot": 0}
    assert w.state.phase == "add" and "Stop adding" in buttons(view)
    drag(view, hand_item(view, "KD"), centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("KD",), "up": ()}
    assert (w.state.phase, w.state.turn, w.state.set_count) == ("add", 0, 2)  # (it passed to Anna)
    assert "Stop adding" in buttons(view)
    drag(view, hand_item(view, "KD"), centre(view, "set"))  # the other king: none left to add
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("KD",), "up": ()}
    assert "KD" not in w.state.hands[0] and w.state.set_count == 3
    assert (w.state.phase, w.state.turn) == ("play", 1)
    assert "Stop adding" not in buttons(view)


def test_sweep_the_hint_lights_each_card_of_its_move_once_in_a_double_deck(qtbot, data_dir):
    """The finding: "Sweep's Hint lights two identical aces (a double deck?) when it means one:
    the hint should light one card." Three players play with two decks ("Enough decks to ensure
    there are 22 cards for each person"): Anna holds both aces of spades. A hint to play one of
    them lights one; a hint to play the aces ("The player ... leads out cards as sets (same
    rank)") lights each card it plays, both aces of spades (one was lit, and the words named
    the ace of spades once), and the words count them."""
    from cardtable.core.game import Move

    hands = [["AH", "AD", "AS", "AS", "4S", "5C", "7S", "9C", "JC", "JS", "KH", "KS", "10D", "10H"],
             ["2C", "3C", "4C", "5D", "6C", "7C", "8C", "9D", "JD", "QC", "KC", "2D", "3D", "4D"],
             ["2H", "3H", "4H", "5H", "6D", "7D", "8D", "9H", "JH", "QD", "KD", "6S", "8S", "9S"]]
    blinds = [["2S", "3S", "5S", "6H"], ["7H", "8H", "10S", "QH"], ["QS", "10C", "AC", "6D"]]
    ups = [["10S", "2S", "4H", "QC"], ["5S", "QD", "3D", "8D"], ["AC", "2C", "8C", "10C"]]
    w = open_window(qtbot, start=False)
    w.start_game("sweep", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=2, open_handed=True,
                 stack=[_sweep_deal(blinds, ups, hands)])
    w.play_ctl.reveal()
    view = w.table.view
    ctl = view.controller
    assert w.state.turn == 0 and sorted(w.state.hands[0]).count("AS") == 2
    aces_of_spades = [i for i in view.card_items() if i.spec.zone == "hand/0" and i.spec.face == "AS"]
    assert len(aces_of_spades) == 2

    said = ctl.light_hint(Move(kind="play", cards=("AS",), up=()))
    assert len(ctl.hinted) == 1 and ctl.hinted[0] in aces_of_spades
    assert said == "move the ace of spades to the set in play."
    ctl.clear_hint()

    said = ctl.light_hint(Move(kind="play", cards=("AH", "AD", "AS", "AS"), up=()))
    assert sorted(i.spec.face for i in ctl.hinted) == ["AD", "AH", "AS", "AS"]
    assert all(i.selected for i in aces_of_spades)
    assert said == "move the ace of hearts, the ace of diamonds and both aces of spades to the set in play."


def test_twenty_one_piles_a_drop_that_busts_asks_first(qtbot, data_dir):
    """s29 t3 #5: pile 1 held 18, Cleo's hint said to play her 2; she dropped the 8 there instead
    and it was played at once, "Bust: Cleo takes the pile of 3.", her card drawn, no way back.
    "You may also choose to bust on your own initiative even when a legal under-21 play exists"
    but "outside of that maneuver, voluntarily busting is almost always bad": a drop that busts
    while another play does not asks first; keeping the card (the default, Enter) puts it back
    and nothing is played; "Bust anyway" plays it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .test_counting_tables import answer_ask_first

    w = open_window(qtbot, start=False)
    hands = [["8D", "3S"], ["KC", "4C"], ["2S", "8S"]]
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "8D"), centre(view, "pile1"))
    drag(view, hand_item(view, "KC"), centre(view, "pile1"))
    assert w.game.current_player(w.state) == 2 and w.state.piles[0] == ("8D", "KC")
    before, asked = snapshot(w), []
    QTimer.singleShot(100, lambda: answer_ask_first(w, asked, True))
    drag(view, hand_item(view, "8S"), centre(view, "pile1"))
    QApplication.processEvents()
    assert asked == [("This puts pile 1 over 21 (26), so you take its 3 cards. Bust anyway?",
                      ["Bust anyway", "Keep playing"], "Keep playing")]
    assert snapshot(w) == before and len(w.session.record.moves) == 2
    assert hand_item(view, "8S").sceneBoundingRect().intersects(view.zones["hand/2"].rect)  # back in her hand
    QTimer.singleShot(100, lambda: answer_ask_first(w, asked, False))
    drag(view, hand_item(view, "8S"), centre(view, "pile1"))
    QApplication.processEvents()
    assert w.session.record.moves[-1] == {"kind": "play", "pile": 0, "cards": ("8S",)}
    assert sorted(w.state.collections[2]) == ["8D", "8S", "KC"]


def test_twenty_one_piles_a_bust_read_from_the_ace_chooser_says_which_value(qtbot, data_dir):
    """s29 note: "Twenty-One Piles' question shows the ace label when the busting play chooses an
    ace's value". Pile 1 holds the ace of diamonds and the 5 of clubs (6 or 16); Cy's 10 makes 16
    with the ace as 1, or 26 with it as 11 ("Ace 1 or 11, chosen by the player whose turn it
    is"). She picks "Ace as 11: 26 (bust)" from the chooser: the question says plainly it is the
    ace as 11 that busts, and its button is "Bust anyway", not the chooser's label again."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .test_counting_tables import answer_ask_first

    w = open_window(qtbot, start=False)
    hands = [["AD", "2C"], ["5C", "4D"], ["10S", "3S"]]
    w.start_game("twenty_one_piles", ["Anna", "Ben", "Cy"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "AD"), centre(view, "pile1"))
    drag(view, hand_item(view, "5C"), centre(view, "pile1"))
    assert w.game.current_player(w.state) == 2 and w.state.piles[0] == ("AD", "5C")
    drag(view, hand_item(view, "10S"), centre(view, "pile1"))
    assert {"Ace as 1: 16", "Ace as 11: 26 (bust)"} <= set(buttons(view))
    before, asked = snapshot(w), []
    QTimer.singleShot(100, lambda: answer_ask_first(w, asked, True))
    click(view, buttons(view)["Ace as 11: 26 (bust)"])
    QApplication.processEvents()
    assert asked == [("With the ace as 11, this puts pile 1 over 21 (26), so you take its 3 cards. Bust anyway?",
                      ["Bust anyway", "Keep playing"], "Keep playing")]
    assert snapshot(w) == before and len(w.session.record.moves) == 2


def test_sweep_cards_chosen_then_the_set_clicked_are_played_there(qtbot, data_dir):
    """ "If you do not have a card equal to or smaller than what is in the set played you must
    pick up the set pile": Ben may play, so a click on the set is no pick-up. Seen (s34 t4 #11):
    Anna clicked her 4 of hearts, then the set in play, and was told "You can play a 6 or lower,
    so you may not pick up." while a drag of it played it. Cards chosen, then a click on the set
    (on its top card, or on the place itself when it is empty), play them there as a drag would;
    the second click of a double-click does nothing more."""
    w = _sweep_table(qtbot)
    view = w.table.view
    click(view, view.pieces["up:6D"])  # Anna leads her face-up 6 by a click on it, then the set
    assert not w.session.record.moves
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(centre(view, "set")))
    assert w.session.record.moves == [{"kind": "play", "cards": (), "up": (1,)}]
    assert w.state.turn == 1 and w.state.set_rank == "6"
    click(view, hand_item(view, "AC"))
    click(view, hand_item(view, "AD"))
    assert hand_item(view, "AD").selected and hand_item(view, "AC").selected, w.status_text()
    at = grab_point(view, view.pieces["set:6D"])
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, at)  # a double-click: a click, then
    double_click_at(view.viewport(), at)  # (PySide's: the second only)
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("AC", "AD"), "up": ()}
    assert len(w.session.record.moves) == 2
    assert "may not pick up" not in w.status_text()
    # with nothing chosen a click on the set says what it did before (Anna holds nothing as low)
    click(view, view.pieces["set:AD"])
    assert len(w.session.record.moves) == 2 and "Pick up the pile" in w.status_text()


def test_sweep_each_queen_may_be_lifted_when_the_set_has_room_for_two_and_three_are_refused(qtbot, data_dir):
    """ "The next player is allowed to play a matching card to what was lead or lower card(s)."
    "A matching set on the table can have a maximum of four cards." Seen (s46 t1 F1): on two
    queens Ben's Q♠ (one of his three) could not be lifted ("That move is not allowed now."),
    and the three chosen went down as two without a word. Now three chosen are put back with the
    rule and how many to choose, and the Q♠ goes down alone."""
    from cardtable.core.cards import RANKS

    two_decks = [r + s for r in RANKS for s in "SHDC"] * 2
    hands = [["QC", "QD"], ["QS", "QH", "QD"], []]
    for hand in hands:
        for card in hand:
            two_decks.remove(card)
    rest = iter(c for c in two_decks if RANK_OF[c] != "Q")
    blinds, ups = [[next(rest) for _ in range(4)] for _ in hands], [[next(rest) for _ in range(4)] for _ in hands]
    for hand in hands:
        hand += [next(rest) for _ in range(14 - len(hand))]
    w = open_window(qtbot, start=False)
    w.start_game("sweep", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=2, open_handed=True,
                 stack=[_sweep_deal(blinds, ups, hands)])
    view = w.table.view
    click(view, hand_item(view, "QC"))
    drag(view, hand_item(view, "QD"), centre(view, "set"))
    assert (w.state.turn, w.state.set_rank, w.state.set_count) == (1, "Q", 2)
    for queen in ("QS", "QH", "QD"):
        click(view, hand_item(view, queen))
    assert all(hand_item(view, q).selected for q in ("QS", "QH", "QD"))
    before = snapshot(w)
    drag(view, hand_item(view, "QS"), centre(view, "set"))
    assert snapshot(w) == before
    assert w.status_text() == "A set has at most 4 cards and this one has 2: choose two of your queens."
    for queen in ("QS", "QH", "QD"):  # the selection stays up after a refusal: click them down again
        click(view, hand_item(view, queen))
    drag(view, hand_item(view, "QS"), centre(view, "set"))
    assert w.session.record.moves[-1] == {"kind": "play", "cards": ("QS",), "up": ()}
    assert w.state.set_count == 3
