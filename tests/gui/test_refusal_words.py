"""Refusals a family reads on the table, in plain words that say why (tester's findings, s25).

* Golf: the card taken from the Stack dropped on another player's grid said "Drop it on the
  taken." (the pile is captioned "Taken (0)"): now "Drop it on a card in your grid or on your
  Taken pile." names the pile as the player sees it, and other games' captions that name no
  thing ("Swept", "Out of play", "Lay a card here", "Clubs row") read as places too.
* Golf: a press on the discard pile once a card is taken said "The discard pile cannot be
  moved.": now why not and what to do ("You have already taken a card this turn: now ...").
* Thirty-One: a click on the stock after the hand is over said "The stock cannot be moved.":
  now the hand is over, and which button deals the next one (for every game between hands)."""

from __future__ import annotations

from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

from .helpers import buttons, click, drag, open_window
from .test_counting_tables import refused


def test_golf_taken_card_dropped_elsewhere_names_your_taken_pile(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    other = (seat + 1) % 3
    # the stack's top card dragged onto another player's grid: where it may go instead
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, view.pieces["stock"], view.zones[f"grid/{other}#0"].rect.center())
    said = refused(w, n, snap)
    assert said == "Drop it on your drawn card spot."  # it said "Drop it on the taken." (s42: "Taken pile")
    assert "the taken" not in said


def test_golf_discard_pile_after_taking_a_card_says_why(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    # from the stack, the card may go on the discard pile too: the words say so
    drag(view, view.pieces["stock"], view.zones[f"held/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "source": "stock"}
    snap, n = w.state.to_json(), len(w.session.record.moves)
    click(view, view.pieces["discard"])
    said = refused(w, n, snap)
    assert said != "The discard pile cannot be moved."
    assert said == ("You have already taken a card this turn: now exchange it for one of your "
                    "cards, or drop it on the discard pile.")
    drag(view, view.pieces[f"held/{seat}"], view.zones["discard"].rect.center())
    snap, n = w.state.to_json(), len(w.session.record.moves)
    click(view, view.pieces["discard"])
    assert refused(w, n, snap) == "You have already taken a card this turn: now turn up one of your face-down cards."
    click(view, view.pieces[f"grid/{seat}#2"])
    # "A card taken from the discard pile must be exchanged" and one card is taken a turn
    seat = w.state.turn
    drag(view, view.pieces["discard"], view.zones[f"held/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "source": "discard"}
    snap, n = w.state.to_json(), len(w.session.record.moves)
    click(view, view.pieces["discard"])
    assert refused(w, n, snap).startswith(
        "You have already taken a card this turn: now exchange it for one of your cards")


def test_thirty_one_stock_between_hands_says_the_hand_is_over(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    game = get_game("thirty_one")
    while w.state.phase != "hand_over":  # knock, then everybody draws and discards
        moves = game.legal_moves(w.state)
        move = next((m for m in moves if m.kind == "knock"), None) or next(
            (m for m in moves if m.kind == "draw"), None) or moves[-1]
        w.play(move)
    view = w.table.view
    assert "Deal the next hand" in buttons(view)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    click(view, view.pieces["stock"])
    said = refused(w, n, snap)
    assert said == "This hand is over: press “Deal the next hand”."  # it said "The stock cannot be moved."


def test_captions_that_name_no_thing_read_as_places():
    """Zone captions in a sentence: "your Taken pile", "the Swept pile", "the trick" for "Lay a
    card here", "the clubs row" for "Clubs row" (not "the clubs row row")."""
    golf = get_game("golf")
    state = golf.setup(["Anna", "Ben"], {}, seed=1)
    table = GenericTable()
    table.prepare(golf, state)
    seat = state.turn
    assert table.zone_title(f"held/{seat}", seat) == "your drawn card spot"  # (s42 t3: "your Taken pile")
    assert table.zone_title(f"held/{seat}") == f"{state.players[seat]}'s drawn card spot"
    assert table.zone_title("stock") == "the stack"
    sask = get_game("saskatchewan_rummy")
    # (the suits' rows are on the table only on PayDay, s46)
    from cardtable.games.saskatchewan_rummy import PAYDAY

    state = sask.setup(["Anna", "Ben", "Cleo"], {}, seed=1).replace(phase=PAYDAY)
    table = GenericTable()
    table.prepare(sask, state)
    titles = {z.label: table.zone_title(z.key) for z in sask.zones(state) if z.label}
    assert titles.get("Clubs row") == "the clubs row"
    if "Lay a card here" in titles:
        assert titles["Lay a card here"] == "the trick"
    sweep = get_game("sweep")
    state = sweep.setup(["Anna", "Ben"], {}, seed=1)
    table = GenericTable()
    table.prepare(sweep, state)
    titles = {z.label: table.zone_title(z.key) for z in sweep.zones(state) if z.label}
    assert titles["Swept"] == "the Swept pile" and titles["Not dealt"] == "the Not dealt pile"


def test_arizona_going_out_discard_dropped_on_its_pile_says_where_and_why(qtbot, data_dir):
    """Seen (s26 t2 #8): Ben's last card dropped on the "Going-out discard" pile said just "Drop it
    on Ben's pile." while his screen calls that pile "Your pile". The rule: the going-out discard
    goes face down, and the game turns it face down itself. Now: "Discard on your own pile; it
    goes face down as your going-out discard." And a place of the mover's own is "your pile"."""
    from cardtable.core.game import Move

    w = open_window(qtbot, start=False)
    w.start_game("arizona_rummy", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    assert w.play(Move(kind="draw", seat=seat, pile="stock")).ok
    card = w.state.hands[seat][0]
    from .helpers import hand_item

    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, hand_item(view, card), view.zones["down"].rect.center())
    said = refused(w, n, snap)
    assert said.startswith("Discard on your own pile."), said
    last = w.state.replace(hands=tuple((card,) if s == seat else h for s, h in enumerate(w.state.hands)))
    assert w.game.explain(last, Move(kind="discard", seat=seat, card=card, place="down")) == \
        "Discard on your own pile; it goes face down as your going-out discard."
    assert w.layout.zone_title(f"pile/{seat}", seat) == "your pile"
    assert w.layout.zone_title(f"pile/{1 - seat}", seat) == f"{w.state.players[1 - seat]}'s pile"


def test_the_cards_of_a_claim_are_named_as_the_pile(qtbot, data_dir):
    """Tester (s28 finding 6): I Doubt It's face-down cards just played had the tooltip "a card
    face down, in the anna: two aces". The last play now lies on the one pile (s29 t1 #4): its
    cards are named as the pile ("the pile, 2 cards, top: face down"), and the claim is on the
    status line."""
    from .helpers import open_window, take_over

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], {}, seed=4)
    take_over(w)
    move = max((m for m in w.game.legal_moves(w.state) if m.kind == "play"), key=lambda m: len(m["cards"]))
    w.play(move)
    table = GenericTable()
    table.prepare(w.game, w.state)
    assert table.zone_title("pile") == "the pile"
    names = [i.spec.name for i in w.table.view.card_items() if i.spec.zone == "pile"]
    assert names and all(n.startswith("the pile, ") or n == "the pile" for n in names), names
