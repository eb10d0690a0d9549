"""Golf rule tests, from 004_312affb30e9b3af0.txt, section "Golf". Stacked deals: grids are
dealt one card at a time round the table, left of the dealer first, top row then bottom row; the
last seat deals (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0 starts."""

import json

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move
from cardtable.games.golf import GAME, card_points, grid_score

from .contract import check_contract
from .counting_invariants import check_golf_move

PLAYERS = ["Anna", "Ben"]
#             top row              bottom row
ANNA = ["2C", "3C", "4C", "5C", "6C", "8C", "9C", "10C"]
BEN = ["2D", "3D", "4D", "5D", "6D", "8D", "9D", "10D"]


def deal(grids, upcard, stock_top=(), options=None):
    order = [grid[k] for k in range(8) for grid in grids] + [upcard, *stock_top]
    return GAME.setup(PLAYERS[: len(grids)], {**LAST_DEALS, **(options or {})}, seed=1, stack=[order])


def play(state, **move):
    result = GAME.apply(state, Move(move))
    assert result.ok, result
    return result.state


def refused(state, **move):
    before = state.to_json()
    result = GAME.apply(state, Move(move))
    assert not result.ok and result.reason
    assert state.to_json() == before
    return result.reason


def test_deal_eight_in_two_rows_of_four_ante_one():
    """"Deal 8 cards to each player ... place them in two rows of four"; "Ante in 1 quarter to
    start"; "Play starts with the person to the dealer's left"; "3-4 decks of cards, including
    jokers\""""
    s = deal([ANNA, BEN], "KS", ["QH"])
    assert s.grids == (tuple(ANNA), tuple(BEN)) and s.discard == ("KS",) and s.stock[-1] == "QH"
    assert s.quarters == (3, 3) and s.pot == 2 and s.turn == 0
    assert sum(GAME.deck_counts(s).values()) == 3 * 54
    assert sum(GAME.pieces(2, {"decks": 4, "pair_by_value": False}).counts().values()) == 4 * 54


def test_owner_may_look_at_the_bottom_outer_corners_only():
    """"You may look at the two cards located in the bottom row in the outer corners.\""""
    s = deal([ANNA, BEN], "KS")
    mine = GAME.observation(s, 0)["zones"]["grid/0"]["cards"]
    assert mine == [None, None, None, None, "6C", None, None, "10C"]
    theirs = GAME.observation(s, 1)["zones"]["grid/0"]["cards"]
    assert theirs == [None] * 8
    assert GAME.zones(s)[0].kind.value == "grid"


def test_exchange_places_face_up_and_discards_the_old():
    """"If you exchange one of your cards for one of these you must place it face up\""""
    s = deal([ANNA, BEN], "KS")
    s = play(s, kind="draw", source="discard")
    s = play(s, kind="exchange", at=1)
    assert s.grids[0][1] == "KS" and s.up[0][1] and s.discard[-1] == "3C" and s.turn == 1
    assert GAME.observation(s, 1)["zones"]["grid/0"]["cards"][1] == "KS"


def test_card_from_discard_must_be_exchanged():
    """Decided: a card from the discard must be exchanged."""
    s = play(deal([ANNA, BEN], "KS"), kind="draw", source="discard")
    assert "must be exchanged" in refused(s, kind="discard")


def test_discard_then_still_turn_up_one():
    """"If you do not use the card picked up you still must turn up one of your cards on each turn\""""
    s = play(deal([ANNA, BEN], "KS", ["QH"]), kind="draw", source="stock")
    s = play(s, kind="discard")
    assert s.phase == "turn" and s.turn == 0
    assert refused(s, kind="draw", source="stock")
    s = play(s, kind="turn", at=0)
    assert s.up[0][0] and s.turn == 1


def test_exchange_up_cards_again():
    """"You can exchange any of your up cards as many times as you want\""""
    s = play(deal([ANNA, BEN], "KS", ["QH", "JH"]), kind="draw", source="discard")
    s = play(s, kind="exchange", at=0)
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=0)
    s = play(s, kind="draw", source="stock")  # Anna: JH
    s = play(s, kind="exchange", at=0)  # over her up king
    assert s.grids[0][0] == "JH" and s.discard[-1] == "KS"


def test_the_last_player_in_wins_the_pot_counted_in_quarters():
    """"Last person remaining in wins." Anna, on her face, ties Ben for highest and is out; Ben
    paid his quarter and takes the pot: it said "wins the pot of 3." (3 what?)."""
    s = deal([ANNA, BEN], "KS", ["QH", "JH"]).replace(quarters=(0, 6), on_face=(True, False), pot=2)
    s = play(s, kind="knock")
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=0)
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    over = GAME.apply(s, Move(kind="turn", at=0))
    assert over.state.phase == "game_over" and over.state.quarters == (0, 8)
    assert over.events[-1].text == "Ben is the last player in and wins the pot of 3 quarters."


def test_knock_then_everybody_else_one_turn_highest_pays():
    """"Players can also knock whenever they like during their turn ... All other players get one
    turn after the knock." "Highest score in each round pays 1 quarter." Decided: the knock
    comes with a normal turn."""
    s = deal([ANNA, BEN], "KS", ["QH", "JH"])
    s = play(s, kind="knock")
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=0)
    assert s.turn == 1 and s.phase == "draw"
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    last = GAME.apply(s, Move(kind="turn", at=0))
    s = last.state
    # the log says who pays, and where the quarters go, in words (it said "Highest pays: Anna
    # paid 2; Ben paid 1."), in the present as the log's other lines
    said = [e.text for e in last.events if e.kind == "hand_over"]
    assert said == ["All cards up. Scores: Anna 47, Ben 47. Anna and Ben tie for highest with 47: Anna "
                    "(knocked) pays 2 quarters into the pot; Ben pays 1 quarter into the pot."]
    # Anna 2+3+4+5+6+8+9+10 = 47, Ben the same: a tie, both pay; Anna knocked: double.
    assert s.phase == "hand_over" and s.hand_scores[-1] == (47, 47)
    assert s.hand_losses[-1] == (2, 1) and s.pot == 5
    assert all(all(u) for u in s.up)
    # the table says what the round cost whom (it said only "Round 1 is over.", the quarters
    # were in the status bar alone)
    assert GAME.prompt(s, 0) == ("Round 1 is over. Anna and Ben tied for highest with 47: Anna (knocked) "
                                 "paid 2 quarters; Ben paid 1 quarter. Anna: deal the next round.")
    # and the button is the next dealer's, the one the prompt names (it was the last player's:
    # "Anna: deal the next round. ... press the button for Robo Ruby")
    assert GAME.to_act(s) == (s.purse.next_live(s.dealer),) == (0,)


def test_all_eight_up_then_one_turn_each():
    """"Play goes until one player has all 8 cards turned up. Each player has one turn after this.\""""
    s = deal([ANNA, BEN], "KS", ["QH", "JH"])
    s = s.replace(up=((True,) * 7 + (False,), s.up[1]))
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=7)
    assert s.ender == 0 and s.turn == 1 and s.phase == "draw"
    s = play(play(s, kind="draw", source="stock"), kind="exchange", at=0)
    assert s.phase == "hand_over" and s.hand_losses[-1] == (0, 1)  # Anna 47, Ben 55 pays


def test_card_values():
    """Kings and red 7s free, jokers minus 5, Q-10 10, 9-2 face value, ace 1."""
    assert [card_points(c) for c in ("KS", "7H", "7D", "7S", "JK", "QC", "JC", "10C", "9C", "2C", "AC")] == \
        [0, 0, 0, 7, -5, 10, 10, 10, 9, 2, 1]


def test_pairs_blocks_and_jokers():
    """"Pair Free (this is two cards of the same value above/below each other)"; "Block of 4
    cards Minus10"; "Block of 4 Jokers Minus 50"; decided: two jokers keep minus 10; a block is
    minus 10 in all, each card in one block, the best split; a pair is one rank (option: value)."""
    assert grid_score(["5C", "2C", "2C", "2C", "5H", "3C", "3C", "3C"]) == 0 + 5 + 5 + 5
    assert grid_score(["JK", "AC", "AC", "AC", "JK", "2C", "2C", "2C"]) == -10 + 9
    assert grid_score(["5C", "5D", "2C", "3C", "5H", "5S", "4D", "6D"]) == -10 + 6 + 9
    assert grid_score(["5C", "5D", "5S", "3C", "5H", "5S", "5C", "4D"]) == -10 + 0 + 7
    assert grid_score(["5C", "5D", "5S", "5C", "5H", "5S", "5C", "5D"]) == -20
    assert grid_score(["JK", "JK", "2C", "3C", "JK", "JK", "4D", "6D"]) == -50 + 6 + 9
    assert grid_score(["QC", "2C", "2C", "2C", "10H", "3C", "3C", "3C"]) == 20 + 15
    assert grid_score(["QC", "2C", "2C", "2C", "10H", "3C", "3C", "3C"], by_value=True) == 15
    assert grid_score(["KC", "2C", "2C", "2C", "7H", "3C", "3C", "3C"], by_value=True) == 15


def test_empty_stack_reshuffles():
    """Decided: empty stack: reshuffle the discards but the top."""
    s = deal([ANNA, BEN], "KS").replace(stock=(), discard=("QH", "JH", "KS"))
    s = play(s, kind="draw", source="stock")
    assert s.discard == ("KS",) and len(s.held) == 1 and len(s.stock) == 1


def test_illegal_moves_refused():
    s = deal([ANNA, BEN], "KS")
    assert "not a move" in refused(s, kind="fly")
    assert refused(s, kind="exchange", at=3)
    assert refused(s, kind="turn", at=3)
    s = play(s, kind="draw", source="stock")
    assert refused(s, kind="exchange", at=9)
    assert refused(s, kind="exchange", at="1")


def test_moves_survive_json_and_sheet():
    s = play(deal([ANNA, BEN], "KS"), kind="draw", source="stock")
    for move in GAME.legal_moves(s):
        assert GAME.check(s, Move(json.loads(json.dumps(move)))) is None
    assert GAME.score_sheet(s).sub_columns == ("Points", "Change in quarters")
    assert "Face-up points" in GAME.status(s)


def test_contract_and_invariants_quick():
    assert check_contract(GAME, games=6, deep_every=5, after_move=check_golf_move) > 0


def test_a_grid_card_its_owner_had_not_seen_cannot_be_undone_even_behind_a_twin():
    """A card exchanged from the grid goes face up to the discard pile ("Anna puts the king of
    hearts in place of the 3 of clubs"): news to everybody, so it cannot be undone (an undo
    would let the player choose again knowing it). With three decks a 3 of clubs already in
    sight could hide it from the zones, which count copies (found by
    tests/games/test_public_events.py when only the top discard showed); ``reveals_more`` says
    it. Now that the discards are face up, the zones see the second 3 of clubs as well."""
    s = play(deal([ANNA, BEN], "3C", ["KH"]), kind="draw", source="stock")
    exchange = Move(kind="exchange", at=1)  # Anna's 3 of clubs, face down, not a peeked corner
    after = GAME.apply(s, exchange)
    assert [str(e) for e in after.events] == ["Anna puts the king of hearts in place of the 3 of clubs."]
    assert GAME.reveals(s, exchange, after.state)
    assert GAME.reveals_more(s, exchange, after.state) and not GAME.can_undo(s, exchange)


def test_a_draw_that_shuffles_the_discards_cannot_be_undone():
    """"Empty stack: the discards but the top one are shuffled into a new stack" (our rule; the
    text says nothing). Every discard was face up, so the zones see no new card, but the one
    on top came from the shuffle: an undo would let the player take the discard instead knowing
    it."""
    s = deal([ANNA, BEN], "3C", ["KH"])
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard")
    s = play(s, kind="turn", at=1)  # Ben's turn next
    s = s.replace(stock=())
    draw = Move(kind="draw", source="stock")
    after = GAME.apply(s, draw)
    assert after.ok and after.state.shuffles == s.shuffles + 1 and len(s.discard) == 2
    assert not GAME.reveals(s, draw, after.state) and not GAME.can_undo(s, draw)


def test_each_seat_says_its_quarters_and_the_points_of_its_face_up_cards():
    """"Each player needs 4 quarters to start the game"; "Ante in 1 quarter to start"; "Players can
    also knock". The line under each seat said "quarters 3 · up scores 2": it says "3 quarters"
    and what the cards turned up are worth, and who knocked."""
    s = deal([ANNA, BEN], "KS", ["QH", "JH"])
    s = play(s, kind="knock")
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=0)  # Anna's 2 of clubs
    assert GAME.public(s)["seat_notes"] == ["3 quarters \u00b7 2 pts face up \u00b7 knocked",
                                            "3 quarters \u00b7 0 pts face up"]


def test_the_score_sheet_says_its_totals_are_quarters():
    """"Highest score in each round pays 1 quarter"; "Last person remaining in wins." The sheet's
    totals are the quarters left, so "highest total wins" read as if the most card points won."""
    sheet = GAME.score_sheet(deal([ANNA, BEN], "KS"))
    assert sheet.totals == (3, 3)
    assert sheet.extra["goal"] == "the last player with quarters wins" and sheet.total_label == "Quarters left"


def test_the_knockers_own_turn_does_not_say_the_knock_again():
    """"Players can also knock whenever they like during their turn": Anna knocks, then takes her
    card. The status bar read "Anna knocks.  Anna knocked. Anna: take a card ..."; her own turn
    now says only what to do, and the next player's says who knocked."""
    s = play(deal([ANNA, BEN], "KS"), kind="knock")
    assert GAME.status(s).startswith("Anna: take a card") and "knock" not in GAME.status(s)
    s = play(play(s, kind="draw", source="stock"), kind="discard")
    s = play(s, kind="turn", at=0)
    assert GAME.status(s).startswith("Anna knocked. Ben: ")


def test_the_discard_exchanged_in_one_move():
    """ "You can either take a card from the stack or the discard pile"; "If you exchange one of
    your cards for one of these you must place it face up". Tester (s33): a family takes the
    discard and lays it straight on the card it replaces: one move, ``exchange_discard`` (the
    table's drag of the discard onto a grid card), the same as taking it and then exchanging it,
    said the same. The two moves stay (older games replay); a computer takes the two steps
    (``ai_last_resort``). Not from the stack: that card is not seen before it is taken."""
    s = deal([ANNA, BEN], "KS", ["QH"])
    legal = GAME.legal_moves(s)
    assert [m for m in legal if m.kind == "exchange_discard"] == [Move(kind="exchange_discard", at=i)
                                                                  for i in range(8)]
    one = GAME.apply(s, Move(kind="exchange_discard", at=1))
    two = GAME.apply(GAME.apply(s, Move(kind="draw", source="discard")).state, Move(kind="exchange", at=1))
    assert one.ok and one.state.to_json() == two.state.to_json()
    assert [str(e) for e in one.events] == ["Anna takes the king of spades from the discard pile.",
                                            "Anna puts the king of spades in place of the 3 of clubs."]
    assert one.state.grids[0][1] == "KS" and one.state.up[0][1] and one.state.discard[-1] == "3C"
    assert one.state.turn == 1
    # the 3 of clubs was face down and unseen: news to the table, so no undo
    assert GAME.reveals_more(s, Move(kind="exchange_discard", at=1), one.state)
    # a peeked corner (seen by its owner) is no news: it may be taken back
    corner = GAME.apply(s, Move(kind="exchange_discard", at=4)).state
    assert not GAME.reveals_more(s, Move(kind="exchange_discard", at=4), corner)
    assert "exchange_discard" in GAME.ai_last_resort
    assert all(m.kind != "exchange_discard" for m in GAME.computer_choices(legal))
    # once a card is taken, not again
    taken = play(s, kind="draw", source="stock")
    assert refused(taken, kind="exchange_discard", at=2).startswith("You have already taken a card this turn")
    assert refused(s, kind="exchange_discard", at=8)


def test_a_joker_pair_keeps_minus_10_unless_the_house_rule_makes_it_free():
    """"Pair	Free (this is two cards of the same value above/below each other)"; "Jokers	minus 5";
    "Block of 4 Jokers	Minus 50". This table keeps a joker pair's minus 10 (jokers together are
    rewarded); the house rule "A pair of jokers is free" scores it 0, as the book's table reads.
    A block of four jokers stays minus 50 either way. Options absent (an older save) mean the
    default: minus 10."""
    grid = ["JK", "AC", "2C", "3C", "JK", "4D", "6D", "8D"]
    assert grid_score(grid) == -10 + 5 + 8 + 11
    assert grid_score(grid, joker_free=True) == 0 + 5 + 8 + 11
    block = ["JK", "JK", "2C", "3C", "JK", "JK", "4D", "6D"]
    assert grid_score(block, joker_free=True) == -50 + 6 + 9
    spec = {o.id: o for o in GAME.info.options}["joker_pair_free"]
    assert spec.default is False and spec.label == "A pair of jokers is free (0), as the family's scoring table reads"
    assert GAME.check_options({"decks": 3, "pair_by_value": False})["joker_pair_free"] is False
    for free, points in ((False, -10), (True, 0)):
        anna = ["JK", "KC", "KD", "KH", "JK", "KS", "7H", "7D"]  # only the jokers count
        s = deal([anna, BEN], "QS", ["2H", "3H", "4H"], options={"joker_pair_free": free})
        assert GAME.score(s, 0) == points
        for at in (0, 0, 4):  # Anna, Ben, Anna: draw, discard, turn a card up
            s = play(play(play(s, kind="draw", source="stock"), kind="discard"), kind="turn", at=at)
        assert GAME.public(s)["seat_notes"][0].startswith(f"3 quarters \u00b7 {points} pts face up")
    sheet = GAME.score_sheet(deal([ANNA, BEN], "KS", options={"joker_pair_free": True}))
    assert "(two jokers 0)" in sheet.notes[0] and "A pair of jokers is free" in " ".join(sheet.house_rules)


def test_the_rules_page_says_the_joker_pair_is_our_tables_choice():
    """"Pair	Free (this is two cards of the same value above/below each other)": the page said "Two
    jokers above each other keep their minus 10" without saying the family's scoring table would
    make them free (tester s41 t3, RULES-2). It says so, and names the house rule as set-up does."""
    import re

    from cardtable.resources import rules_html

    text = re.sub(r"\s+", " ", rules_html(GAME.info.rules_page))
    choices = text.split("<h2>Choices our table made</h2>")[1].split("<h2>")[0]
    assert '"Pair Free"' in choices and "keeps their minus 10" in choices
    label = {o.id: o for o in GAME.info.options}["joker_pair_free"].label
    assert f"<b>{label}</b>" in choices and f"<b>{label}</b>" in text.split("House rules you can choose")[1]


def test_a_card_turned_up_with_a_twin_in_sight_is_named_when_undo_is_refused():
    """"3-4 decks of cards"; "If you exchange one of your cards for one of these you must place it
    face up": a twin in sight elsewhere hid the card exchanged from the zones' count, and a
    refused Ctrl+Z said "Your last move showed something that was hidden" (s47). The grid card
    is named."""
    import random

    from cardtable.core.cards import card_name
    from cardtable.core.session import Session
    from cardtable.core.shown import move_showed

    session, pick = Session.new(GAME, ["Anna", "Ben", "Cleo"], {}, 0), random.Random(0)
    for _ in range(11):  # (a seeded line of play to the twin)
        session.play(pick.choice([m for m in GAME.legal_moves(session.state) if m.kind != "knock"]))
    before = session.state
    move = pick.choice([m for m in GAME.legal_moves(before) if m.kind != "knock"])
    session.play(move)
    assert move.kind == "exchange_discard" and GAME.reveals_more(before, move, session.state)
    card = before.grids[before.turn][move["at"]]
    assert move_showed(GAME, before, move, session.state, 0) == f"showed the {card_name(card)}"
