"""The contract rummy games on the generic table, by real mouse drags (press, move, release) on
the view: draw from the stock and the discards, lay down the contract as several selected cards
dragged together, an illegal meld refused with the engine's reason and the state unchanged, a
lay-off onto a meld (and one that does not fit refused), discards; Push's push to the left;
10 Dime Rummy's buy; Gin Rummy's draw, discard and Gin button."""

from __future__ import annotations

import json

from cardtable.games.contract_rummy import PLAY

import pytest

from .helpers import buttons, click, drag, hand_item, labels, open_window, settle, take_over

ANNA = ("7C", "7D", "7H", "KS", "KD", "JK", "4C", "5C", "9H", "10S", "QD")
BEN = ("3H", "4H", "5H", "6C", "8D", "9S", "JC", "QC", "AC", "AD", "6H")


def deal(first, second, upcard, stock_top):
    """A stacked first shuffle for two players with the second seat dealing (seed 3): the first
    seat gets ``first``, the dealer ``second``, then the upcard and the stock from its top."""
    order = []
    for a, b in zip(first, second):
        order += [a, b]
    return [order + [upcard] + list(stock_top)]


def snapshot(w):
    return json.dumps(w.state.to_json(), sort_keys=True)


def select(view, *cards):
    for card in cards:
        click(view, hand_item(view, card))


def meld_zone(w, card):
    """The zone key of the meld holding ``card``."""
    for i, m in enumerate(w.state.melds):
        if card in m[1]:
            return f"meld{i}/{m[3]}"
    raise AssertionError(card)


def test_desert_rummy_by_mouse_draw_meld_refusals_lay_off_discard(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("desert_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=deal(ANNA, BEN, "3S", ("2D", "7S", "10D")))
    view = w.table.view
    assert w.state.turn == 0 and w.state.hands[0] == ANNA

    # draw: the stock's top card dragged into the hand
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "stock"} and "2D" in w.state.hands[0]

    # an illegal meld: six selected cards dragged together onto the meld row are refused with
    # the engine's reason, the state unchanged
    before, moves = snapshot(w), len(w.session.record.moves)
    select(view, "7C", "7D", "4C", "KS", "KD", "JK")
    assert all(hand_item(view, c).selected for c in ("7C", "4C", "JK"))
    drag(view, hand_item(view, "KS"), view.zones["melds/0"].rect.center())
    # (it said only "Those cards do not make 2 sets of 3 ...": finding s26, what is wrong too)
    assert w.status_text() == ("The meld to make is 2 sets of 3 (each meld exactly that size): the cards make a "
                               "set of kings (two kings and a joker), but the 7 of clubs, the 7 of diamonds and the 4 of clubs do "
                               "not make a set of 3 (a set is cards of one rank).")
    assert snapshot(w) == before and len(w.session.record.moves) == moves

    # the selection stays: the 4 of clubs out, the 7 of hearts in, and the contract, "2 sets of
    # 3", is laid as one drag of six cards (a joker wild)
    settle(view)
    select(view, "4C", "7H")
    assert not hand_item(view, "4C").selected and hand_item(view, "7H").selected
    drag(view, hand_item(view, "7H"), view.zones["melds/0"].rect.center())
    assert w.session.record.moves[-1]["kind"] == "meld" and w.state.down[0] and len(w.state.melds) == 2
    assert "meld0/0" in view.zones and "meld1/0" in view.zones

    # discard: a card dragged onto the discard pile; Ben's turn
    drag(view, hand_item(view, "9H"), view.zones["discard"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "card": "9H"} and w.state.turn == 1
    # Ben takes the discard by dragging it into his hand, then discards
    drag(view, view.pieces["discard"], view.zones["hand/1"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "discard"} and "9H" in w.state.hands[1]
    drag(view, hand_item(view, "6C"), view.zones["discard"].rect.center())

    # Anna draws the 7 of spades; the 4 of clubs does not fit her sevens (refused, the engine's
    # words), the 7 of spades is laid off on them
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    sevens = meld_zone(w, "7C")
    before, moves = snapshot(w), len(w.session.record.moves)
    drag(view, hand_item(view, "4C"), view.zones[sevens].rect.center())
    assert w.status_text() == "A set of 7s takes only another 7 (or a wild card)."
    assert snapshot(w) == before and len(w.session.record.moves) == moves
    drag(view, hand_item(view, "7S"), view.zones[sevens].rect.center())
    assert w.session.record.moves[-1] == {"kind": "lay_off", "card": "7S", "meld": int(sevens[4])}
    assert "7S" in w.state.melds[int(sevens[4])][1] and w.state.phase == PLAY

    # a new meld with a wild 2 that can stand for the 3 or the 6 of clubs: the table asks which
    settle(view)
    select(view, "4C", "5C", "2D")
    drag(view, hand_item(view, "5C"), view.zones["melds/0"].rect.center())
    assert set(buttons(view)) >= {"A run 3♣ to 5♣", "A run 4♣ to 6♣"}
    click(view, buttons(view)["A run 3♣ to 5♣"])
    assert w.session.record.moves[-1]["as"] == ("3C", "4C", "5C")
    assert w.state.melds[-1][2] == ("3C", "4C", "5C") and w.state.melds[-1][1][0] == "2D"
    drag(view, hand_item(view, "QD"), view.zones["discard"].rect.center())
    assert w.state.turn == 1


def test_push_drags_the_discard_to_the_opponent_on_the_left(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    left = (seat + 1) % 4
    top = w.state.discard[-1]
    drag(view, view.pieces["discard"], view.zones[f"hand/{left}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "push"} and top in w.state.hands[left]
    assert w.state.phase == PLAY and len(w.state.hands[seat]) == 7


def test_a_click_on_the_stock_in_push_says_how_to_push(qtbot, data_dir):
    """Seen (s25 #12): a click on the stock, meant as "I don't want it: push", said only "You
    cannot draw that way now."; dragging the discard to the next player's hand is the push."""
    w = open_window(qtbot, start=False)
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    view = w.table.view
    left = w.state.players[(w.state.turn + 1) % 4]
    from cardtable.core.cards import card_name

    top = card_name(w.state.discard[-1])
    stock = view.pieces.get("stock") or next(i for i in view.card_items() if i.spec.zone == "stock")
    click(view, stock)
    said = w.status_text()
    assert f"take the {top} (drag it to your hand), or push it to {left} (drop it on their hand" in said, said
    assert not w.session.record.moves


def test_ten_dime_rummy_buys_the_discard_by_dragging_it(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cy"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "buy"}
    assert w.state.dimes[seat] == 9 and w.state.pot == 1 and len(w.state.hands[seat]) == 15



def discard_clicked(qtbot, game_id: str):
    """A three-player table of ``game_id`` whose discard pile has just been clicked once (which
    plays nothing): the window, the top discard, the name of the player to move."""
    w = open_window(qtbot, start=False)
    w.start_game(game_id, ["Anna", "Ben", "Cy"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat, top = w.state.turn, w.state.discard[-1]
    click(view, view.pieces["discard"])
    assert not w.session.record.moves
    return w, top, w.state.players[seat]


def test_ten_dime_rummy_a_click_on_the_discard_says_it_is_bought(qtbot, data_dir):
    """ "If you want the top card on the discard pile you must buy it; you throw a dime in the pot
    and get the discard and two more cards from the stock pile." A click on the discard said "To
    play the discard pile, drag it to Ben's hand or double-click it."; it is bought."""
    from cardtable.core.cards import card_name

    w, top, mover = discard_clicked(qtbot, "ten_dime_rummy")
    # said to the mover, who clicked: "Words addressed to the viewer say "your hand"" (s27: it
    # said "drag it to Anna's hand" to Anna)
    assert w.viewer == w.state.turn and w.state.players[w.viewer] == mover
    assert w.status_text() == (f"To buy the {card_name(top)} (a dime: it and two stock cards), drag it to "
                               "your hand or double-click it."), w.status_text()


def test_gin_rummy_draw_and_discard_by_drag_and_gin_is_a_button(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    first = w.state.hands[seat][0]
    drag(view, hand_item(view, first), view.zones["discard"].rect.center())  # the opening discard only
    assert w.session.record.moves[-1] == {"kind": "discard", "card": first}
    drag(view, view.pieces["stock"], view.zones[f"hand/{1 - seat}"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "stock"}
    gin_like = [m for m in w.game.legal_moves(w.state) if m.kind in ("gin", "run", "double_gin")]
    assert set(buttons(view)) == {w.game.move_label(w.state, m) for m in gin_like}


def test_the_running_score_sheets_print_to_pdf(qtbot, tmp_path):
    """Each rummy game's running sheet (a few hands in) goes to paper and PDF like any other."""
    from cardtable.core.records import random_game
    from cardtable.games import get_game
    from cardtable.gui.printing import export_pdf
    from tests.games.contract import SHORT_OPTIONS

    for gid, players, options in (("desert_rummy", 3, {"last_meld": 3}), ("push", 4, {}),
                                  ("ten_dime_rummy", 3, {"hands": 2}), ("gin_rummy", 2, {})):
        game = get_game(gid)
        _, state = random_game(game, [f"P{i}" for i in range(players)], {**SHORT_OPTIONS.get(gid, {}), **options}, seed=2)
        sheet = game.score_sheet(state)
        assert sheet.rows and sheet.winners
        path = export_pdf([sheet], tmp_path / f"{gid}.pdf", "A4")
        assert path.stat().st_size > 1000


def test_five_hundreds_dig_deep_by_dragging_a_card_out_of_the_fanned_discards(qtbot, data_dir):
    """ "discarded cards are laid out in a stacked line so you can see all discarded cards";
    "you may 'dig deep'": drag an older discard into the hand (it takes every card above it);
    "You MUST be able to play the card that you have dug to get using at least one card from
    your hand": a card that cannot be melded so is refused with the reason."""
    anna = ("7S", "7H", "8C", "9C", "3S", "5H", "KS")
    ben = ("3D", "4D", "QH", "JS", "10H", "6C", "2C")
    w = open_window(qtbot, start=False)
    w.start_game("five_hundreds", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=[[c for pair in zip(anna, ben) for c in pair] + ["5S", "4S", "9H", "8D"]])
    view = w.table.view
    assert w.state.turn == 0 and w.state.hands[0] == anna
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    drag(view, hand_item(view, "5H"), view.zones["discard"].rect.center())
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    drag(view, hand_item(view, "2C"), view.zones["discard"].rect.center())
    assert w.state.discard == ("5S", "5H", "2C") and all(f"discard:{c}" in view.pieces for c in w.state.discard)

    # the 5 of hearts melds with nothing Anna holds: refused, with the reason
    before = snapshot(w)
    drag(view, view.pieces["discard:5H"], view.zones["hand/0"].rect.center())
    assert "meld it with at least one card from your hand" in w.status_text() and snapshot(w) == before
    # the 5 of spades (at the bottom) runs with her 3 and 4 of spades: dug, with all above it
    drag(view, view.pieces["discard:5S"], view.zones["hand/0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "seat": 0, "pile": "discard", "index": 0}
    assert w.state.discard == () and w.state.must_play == "5S"
    select(view, "3S", "4S", "5S")
    drag(view, hand_item(view, "4S"), view.zones["melds/0"].rect.center())
    assert w.session.record.moves[-1]["kind"] == "meld" and w.state.must_play == ""
    assert sorted(w.state.melds[0][1]) == ["3S", "4S", "5S"] and "meld0/0" in view.zones


def both_melded(qtbot, anna, size=(1366, 768)):
    """Five Hundreds, Anna and Ben (Ben's hand fixed): Anna melds her three 7s and throws the
    king of spades, Ben melds his run 4-5-6 of diamonds and throws the 2 of clubs, and Anna has
    drawn again."""
    ben = ("4D", "5D", "6D", "QH", "JS", "10H", "2C")
    sevens = [c for c in anna if c.startswith("7")]
    w = open_window(qtbot, size, start=False)
    w.start_game("five_hundreds", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=[[c for pair in zip(anna, ben) for c in pair] + ["5S", "4S", "9H", "8D", "2H"]])
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    select(view, *sevens)
    drag(view, hand_item(view, "7H"), view.zones["melds/0"].rect.center())
    drag(view, hand_item(view, "KS"), view.zones["discard"].rect.center())
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    select(view, "4D", "5D", "6D")
    drag(view, hand_item(view, "5D"), view.zones["melds/1"].rect.center())
    drag(view, hand_item(view, "2C"), view.zones["discard"].rect.center())
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    return w


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_five_hundreds_a_card_added_to_another_players_meld_lies_in_front_of_its_player(qtbot, data_dir, size):
    """ "Once you meld ... you can add onto other players cards (you can add on in the same round
    you meld), put the extra cards in front of you so you can count them in your score": Anna,
    who has melded her 7s, drags her 3 of diamonds onto Ben's run; it lies in her meld row,
    labelled with the run it went on, and is not drawn inside Ben's run."""
    w = both_melded(qtbot, ("7S", "7H", "7D", "3D", "9C", "3S", "KS"), size)
    view = w.table.view
    assert sorted(sorted(m[1]) for m in w.state.melds) == [["4D", "5D", "6D"], ["7D", "7H", "7S"]]
    bens = meld_zone(w, "5D")
    drag(view, hand_item(view, "3D"), view.zones[bens].rect.center())
    assert w.session.record.moves[-1]["kind"] == "lay_off" and w.session.record.moves[-1]["card"] == "3D"
    assert "adds the 3 of diamonds to Ben's run of diamonds" in w.status_text()
    index = bens.split("/")[0].removeprefix("meld")
    laid = view.zones[f"meld{index}/0"].rect  # in front of Anna, beside her 7s
    sevens = view.zones[meld_zone(w, "7S")].rect
    assert abs(laid.center().y() - sevens.center().y()) < 1 and laid.left() > sevens.right()
    three = next(i for i in view.card_items() if i.spec.face == "3D")
    assert laid.contains(three.sceneBoundingRect().center())
    assert not view.zones[bens].rect.contains(three.sceneBoundingRect().center())
    assert any(lab.spec.text.startswith("On Ben's") for lab in labels(view))


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_gin_round_end_sheet_shows_each_games_points_and_both_melds_are_named(qtbot, data_dir, size):
    """Seen at a Gin Rummy Tournament round's end (the stock ran out, "Anna scores 6"): the score
    sheet's Round 1 read 6 and its bottom row "Total 0 0", "the highest total wins", and a family
    read the 6 as lost; Ben's melds read "Ben's melds" and Anna's, over her hand, nothing.
    "Each game goes to 200 points, once a team has won a game (column) they will be awarded 200
    points plus 25 points for each Gin"; "The team with the highest score after all 3 games are
    completed will be declared the winner". Now the sheet has a "Points so far" row (Game 1-3 as
    they stand), its bottom row is "Games' score" and the panel says how the tournament is won;
    the melds over the hand are named too."""
    from .helpers import play_busy, settled_view

    w = open_window(qtbot, size, start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 1, 400, until=lambda state: state.phase != "draw" and state.phase != "discard")
    assert w.state.phase == "round_over" and w.state.history
    scores = w.score_panel.scores
    table = scores.table
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert rows[-2:] == ["Points so far", "Games' score"]
    t = w.state.tournament["columns"]
    winner = w.state.history[-1]["winner"]
    # Game 1's points, shown in Game 1's place ("6 / – / –" where there is room, else "6")
    assert table.item(len(rows) - 2, winner).text().split(" / ")[0] == str(t[winner][0])
    assert [table.item(len(rows) - 1, c).text() for c in (0, 1)] == ["0", "0"]
    words = scores.caption.text() + " " + scores.legend.text()
    # plainly, once each (s47 t2 #7): the goal over the sheet, how a game counts under it
    assert "the highest score after all three games wins" in scores.caption.text()
    assert ("Each game is won at 200 points: the winner scores 200 and 25 for each Gin in that game, the loser 25 "
            "for each Gin.") in scores.legend.text()
    assert words.count("highest score") == 1 and words.count("200 points") == 1, words
    assert "Total" not in words and "highest total" not in words
    view = settled_view(w)
    shown = {lab.text for lab in labels(view) if lab.isVisible()}
    assert all(w.state.melds), w.state.melds  # (both have melds at this end)
    for seat, side in enumerate(w.state.melds):
        if side:
            assert f"{w.state.players[seat]}'s melds" in shown, shown


def test_a_click_says_the_real_action_not_play(qtbot, data_dir):
    """Seen (s26 t2 #5): "To play …" for things that are not plays: Sticks, a click on the
    discard pile said "To play the discard pile, drag it to Ben's hand or double-click it." (it
    takes the top card); Euchre's dealer's discard said "To play the queen of diamonds, drag it
    to the kitty ..."; Horseshit's card in the discard fan said "To play the 5 of spades ..." (it
    picks the pile). "The words should say discard, pick the pile to, or take, as the case is." """
    from cardtable.core.cards import card_name
    from cardtable.core.game import Move

    w, top, mover = discard_clicked(qtbot, "sticks")
    view = w.table.view
    assert w.status_text() == (f"To take the {card_name(top)} from the discard pile, drag it to "
                               "your hand or double-click it."), w.status_text()

    w.start_game("euchre", ["Anna", "Ben", "Cy", "Dee"], {}, seed=3, open_handed=True)
    while w.state.phase != "discard":
        moves = w.game.legal_moves(w.state)
        assert w.play(next((m for m in moves if m.get("kind") == "order_up"), moves[0])).ok
    card = w.state.hands[w.state.dealer][0]
    assert w.layout.click_words(Move(kind="discard", card=card)) == f"discard the {card_name(card)}"

    w.start_game("horseshit_rummy", ["Anna", "Ben", "Cy"], {}, seed=3, open_handed=True)
    state = w.state.replace(discard=("5S", "4H", "KC"))
    w.layout._state = state
    said = w.layout.click_words(Move(kind="draw", seat=state.turn, pile="discard", index=0))
    assert said == "pick the pile to the 5 of spades", said


def test_the_sticks_sheet_says_its_columns_and_the_seven_stick_goal():
    """Seen (s26 t2 #7): the Sticks sheet said "Ben leads (highest total wins)." and "Each cell:
    stick / sticks (in that order)." and never the book's goal, "The first person to collect 7
    sticks is the winner". It now says what the two numbers are and the goal, as other target
    games' sheets say theirs."""
    from cardtable.games.sticks import FREE, GAME
    from cardtable.gui.score_panel import ScoreTable

    state = GAME.setup(["Anna", "Ben", "Cy"], {}, 7)
    state = state.replace(hand_sticks=(("R4+S3", "", ""),), collected=(("R4+S3",), (FREE, FREE), ()))
    sheet = GAME.score_sheet(state)
    legend, caption = ScoreTable.legend_text(sheet), ScoreTable.caption_text(sheet)
    assert legend == ("Each cell: stick laid down / sticks so far (in that order). Bottom row: sticks "
                      "collected; the first to collect 7 sticks wins."), legend
    assert caption == "Ben is ahead (the first to collect 7 sticks wins).", caption
    free = next(r for r in sheet.sections[0].rows if r.label == "Free sticks")
    assert free.cells[1] == ("2 free sticks", 2)


def test_the_saskatchewan_sheet_says_what_its_two_numbers_are():
    """Seen (s26 t2 #7): "Saskatchewan's sheet is similar: "Each cell: cents / money (in that
    order)."": now what each is."""
    from cardtable.games.saskatchewan_rummy import GAME
    from cardtable.gui.score_panel import ScoreTable

    from tests.gui.test_score_panel_one_round import sheet_after

    # (after a round: before any, the sheet has no cells to describe, s34 t2)
    legend = ScoreTable.legend_text(sheet_after(GAME, 1))
    assert legend.startswith("Each cell: cents this round / money so far (in that order)."), legend


def test_several_cards_dragged_together_onto_a_meld_are_laid_off_each_in_turn(qtbot, data_dir):
    """Finding s27 N1: "selecting BOTH 9♣ (two clicks) and dragging them onto Robo Ruby's set of
    9s ... is refused with "Those cards cannot go there together." Dragging the same 9♣ one at a
    time onto the same meld is accepted both times." Cards laid off together go on whenever
    each could go in turn (the 2 of diamonds fits Ben's run only once the 3 is on it); a
    refusal says which card does not fit and why, and nothing is laid."""
    w = both_melded(qtbot, ("7S", "7H", "7C", "3D", "2D", "9C", "KS"))
    view = w.table.view
    bens = meld_zone(w, "5D")

    # a card that does not fit: refused, which one and why, nothing laid
    before, moves = snapshot(w), len(w.session.record.moves)
    settle(view)
    select(view, "3D", "9C")
    drag(view, hand_item(view, "3D"), view.zones[bens].rect.center())
    assert w.status_text() == ("The 9 of clubs cannot go there: this run takes the 2 or the 7 of "
                               "diamonds.")
    assert snapshot(w) == before and len(w.session.record.moves) == moves

    # the 2 (which fits only after the 3) and the 3 dragged together: both laid off
    settle(view)
    select(view, "9C", "2D")  # (the 9 taken back out of the selection, the 2 added)
    assert sorted(i.spec.face for i in view.card_items() if i.selected) == ["2D", "3D"]
    drag(view, hand_item(view, "2D"), view.zones[bens].rect.center())
    laid = [m for m in w.session.record.moves[moves:]]
    assert [(m["kind"], m["card"]) for m in laid] == [("lay_off", "3D"), ("lay_off", "2D")]
    assert "2D" in w.state.melds[int(bens[4])][1] and "3D" in w.state.melds[int(bens[4])][1]
    assert w.state.turn == 0 and "9C" in w.state.hands[0] and len(w.state.hands[0]) == 3


def test_a_double_click_acts_on_the_card_double_clicked_and_esc_clears_the_selection(qtbot, data_dir):
    """Finding s27 N8: "(a) Five Hundreds: after digging for the Q♣, double-clicking the 6♥ says
    only "Nothing selected." while dragging the same card to the discards says the real reason
    ... (b) Sticks: with four hearts still selected ..., double-clicking K♦ to discard it answers
    "Those cards cannot go there together." - it tried to discard all five; Esc did not clear
    the selection either.": a double-click acts on the card double-clicked, or says the true
    reason (with other cards chosen: that nothing was played, and how to play it); Esc clears a
    selection."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .test_stops_tables import double_click

    anna = ("7S", "7H", "8C", "9C", "3S", "4S", "KS")
    ben = ("3D", "4D", "QH", "JS", "10H", "6C", "2C")
    w = open_window(qtbot, start=False)
    w.start_game("five_hundreds", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=[[c for pair in zip(anna, ben) for c in pair] + ["5S", "5H", "9H", "8D"]])
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    # (b) two cards selected, then the king double-clicked: nothing is played behind the choice
    # (s36 t2 #1: a click and a press to drag, read as a double-click, discarded a card of a
    # meld being carried), and the words say how; Escape, then a double-click discards it
    settle(view)
    select(view, "3S", "4S")
    before = snapshot(w)
    double_click(view, hand_item(view, "KS"))
    assert snapshot(w) == before
    assert w.status_text() == ("Other cards are chosen too, so nothing was played: to discard the king of "
                               "spades, press Escape to put them back, then double-click it.")
    assert sorted(i.spec.face for i in view.card_items() if i.selected) == ["3S", "4S"]
    QTest.keyClick(view, Qt.Key_Escape)
    double_click(view, hand_item(view, "KS"))
    assert w.session.record.moves[-1] == {"kind": "discard", "seat": 0, "card": "KS"}
    assert w.state.turn == 1
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    drag(view, hand_item(view, "2C"), view.zones["discard"].rect.center())
    # (a) Anna digs for the 5 of spades; a double-click on the 7 of hearts says why it cannot go
    drag(view, view.pieces["discard:5S"], view.zones["hand/0"].rect.center())
    assert w.state.must_play == "5S"
    before = snapshot(w)
    double_click(view, hand_item(view, "7H"))
    assert w.status_text() == "First meld the 5 of spades you dug for."
    assert snapshot(w) == before and not any(i.selected for i in view.card_items())
    # Esc clears a selection
    settle(view)
    select(view, "3S", "4S")
    assert sum(i.selected for i in view.card_items()) == 2
    QTest.keyClick(view, Qt.Key_Escape)
    assert not any(i.selected for i in view.card_items())
    assert w.status_text() == "Nothing selected."


def test_ten_dime_rummy_both_nines_of_clubs_dragged_together_onto_bens_nines(qtbot, data_dir):
    """Finding s27 N1, as seen: "selecting BOTH 9♣ (two clicks) and dragging them onto Robo
    Ruby's set of 9s ... is refused with "Those cards cannot go there together."" (two copies of
    one card, the double deck); "You can play on other players cards immediately after you
    meld.": both go on."""
    anna = ("9C", "9C", "QS", "QH", "QD", "3C", "4D", "5H", "6S", "7C", "8D", "10H")
    ben = ("9H", "9D", "9S", "JC", "JD", "4C", "5D", "6H", "7S", "8C", "10D", "AH")
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=deal(anna, ben, "KC", ("3D", "4S", "5S", "6D")))
    view = w.table.view
    assert w.state.turn == 0 and sorted(w.state.hands[0]) == sorted(anna)
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    select(view, "QS", "QH", "QD")
    drag(view, hand_item(view, "QH"), view.zones["melds/0"].rect.center())
    assert w.state.down[0], w.status_text()
    drag(view, hand_item(view, "3D"), view.zones["discard"].rect.center())
    assert w.state.turn == 1, w.status_text()
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    select(view, "9H", "9D", "9S")
    drag(view, hand_item(view, "9D"), view.zones["melds/1"].rect.center())
    drag(view, hand_item(view, "4S"), view.zones["discard"].rect.center())
    assert w.state.turn == 0, w.status_text()
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    nines = meld_zone(w, "9H")
    moves = len(w.session.record.moves)
    settle(view)
    clubs = [i for i in view.card_items() if i.spec.zone == "hand/0" and i.spec.face == "9C"]
    assert len(clubs) == 2
    for item in clubs:
        click(view, item)
    assert all(i.selected for i in clubs)
    drag(view, clubs[0], view.zones[nines].rect.center())
    assert [(m["kind"], m["card"]) for m in w.session.record.moves[moves:]] == [("lay_off", "9C"), ("lay_off", "9C")], \
        w.status_text()
    assert "9C" not in w.state.hands[0] and w.state.melds[int(nines[4])][1].count("9C") == 2
    assert w.status_text().startswith("Anna adds the 9 of clubs to Ben's set of 9s.")


def test_cards_laid_off_in_one_drag_are_taken_back_and_played_again_by_one_undo(qtbot, data_dir):
    """Two cards dragged together onto a meld are laid off each in turn (two plain moves in the
    record), but they were one gesture: one Ctrl+Z puts both back in the hand, one Redo lays
    both off again, and so after the save is closed and opened again in between."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cardtable.store.saves import SaveStore

    w = both_melded(qtbot, ("7S", "7H", "7C", "3D", "2D", "9C", "KS"))
    view = w.table.view
    bens = meld_zone(w, "5D")
    hand = sorted(w.state.hands[0])
    moves = len(w.session.record.moves)
    settle(view)
    select(view, "3D", "2D")
    drag(view, hand_item(view, "2D"), view.zones[bens].rect.center())
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["lay_off", "lay_off"]
    laid = sorted(w.state.hands[0])
    assert "3D" not in laid and "2D" not in laid

    def undo_key():
        w.table.view.setFocus()
        QTest.keyClick(w.table.view, Qt.Key_Z, Qt.ControlModifier)

    # one Ctrl+Z: both back in the hand
    undo_key()
    assert len(w.session.record.moves) == moves and sorted(w.state.hands[0]) == hand
    # one Redo: both laid off again
    w.redo_action.trigger()
    assert len(w.session.record.moves) == moves + 2 and sorted(w.state.hands[0]) == laid

    # saved and opened again: the moves are plain moves, and still one gesture
    sid = w.save_id
    saved = SaveStore().load(sid).record
    assert [m["kind"] for m in saved.moves[moves:]] == ["lay_off", "lay_off"] and saved.together == [moves + 2]
    w.back_to_start()
    w.open_save(sid)
    view = w.table.view
    assert sorted(w.state.hands[0]) == laid
    undo_key()
    assert len(w.session.record.moves) == moves and sorted(w.state.hands[0]) == hand
    # taken back, then reopened: Redo is gone with the closed window, the hand is as it was
    w.back_to_start()
    w.open_save(sid)
    assert len(w.session.record.moves) == moves and sorted(w.state.hands[0]) == hand
    assert SaveStore().load(sid).record.together == []
    take_over(w)  # (an open-handed save opens on one curtain: s29 t1 #1)
    # the same two cards dragged one at a time are two gestures: Undo takes back the last only
    view = w.table.view
    settle(view)
    drag(view, hand_item(view, "3D"), view.zones[bens].rect.center())
    settle(view)
    drag(view, hand_item(view, "2D"), view.zones[bens].rect.center())
    assert len(w.session.record.moves) == moves + 2 and w.session.record.together == []
    undo_key()
    assert len(w.session.record.moves) == moves + 1 and "2D" in w.state.hands[0]


def test_cards_laid_off_in_one_drag_are_said_as_one_sentence_everywhere(qtbot, data_dir):
    """Two cards dragged together onto Ben's run are laid off each in turn (two moves), but the
    family made one gesture and says one sentence: the status line, the game log and Ben's
    curtain read "Anna adds the 3 and 2 of diamonds to Ben's run of diamonds." (the status
    line had only the 2, the log and the curtain one sentence a card), Undo says "Taken back:"
    that sentence (not "... the 3 of diamonds ... (and 1 move after it)"), Redo "Redone:" it
    ("Played again:" read as a second extra turn in Fast Track, where "Ben plays again." is a rule:
    tester t4, session 29), and so the log and the curtain read again from the save once it is opened again."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    both = "Anna adds the 3 and 2 of diamonds to Ben's run of diamonds."
    w = both_melded(qtbot, ("7S", "7H", "7C", "3D", "2D", "9C", "KS"))
    w.log_view_action.setChecked(True)
    w._curtain_toggled(True)  # the curtain between Anna and Ben (it comes down for Anna now)
    assert w.play_ctl.curtain_for == 0
    take_over(w)
    view = w.table.view
    bens = meld_zone(w, "5D")
    settle(view)
    select(view, "3D", "2D")
    drag(view, hand_item(view, "2D"), view.zones[bens].rect.center())
    assert [m.get("card") for m in w.session.record.moves[-2:]] == ["3D", "2D"], (w.session.record.moves[-3:], w.status_text())

    def logged():
        return [text for _, text in w.game_log.book.lines if "adds the" in text]

    assert w.status_text().startswith(both)
    assert logged() == [both]
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Z, Qt.ControlModifier)
    assert "3D" in w.state.hands[0] and "2D" in w.state.hands[0]
    assert w.status_text().startswith("Taken back: " + both), w.status_text()
    assert logged() == []
    w.redo_action.trigger()
    assert w.status_text().startswith("Redone: " + both), w.status_text()
    assert logged() == [both]
    settle(view)
    drag(view, hand_item(view, "9C"), view.zones["discard"].rect.center())
    assert w.play_ctl.curtain_for == 1
    assert both in w._missed_notes() and not any("adds the 3 of" in n for n in w._missed_notes())
    # read again from the save: the log and Ben's curtain say the same
    sid = w.save_id
    w.back_to_start()
    w.open_save(sid)
    assert w.play_ctl.curtain_for == 1
    assert both in w._missed_notes() and not any("adds the 3 of" in n for n in w._missed_notes())
    assert logged() == [both]
