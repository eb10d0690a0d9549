"""Gin Rummy Tournament (004_312affb30e9b3af0.txt, "Gin Rummy – Tournament Rules"): rule tests
quoting the sentence each checks, on stacked deals and set positions; refusals; random rounds."""

import json
import random

from cardtable.core.cards import DeckSpec
from cardtable.core.game import Move
from cardtable.core.zones import card_counts
from cardtable.games.gin_rummy import (
    DISCARD, DRAW, GAME, GAME_OVER, ROUND_OVER, PairResult, Tournament, award, team_result,
)
from tests.games.contract import snapshot

A_GIN_HAND = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "QC", "KC")  # 12 matched
DECK = DeckSpec().cards()


def new(seed=1, **opts):
    return GAME.setup(["Ann", "Bob"], opts, seed)


def position(hands, turn=0, phase=DISCARD, discard=("8D",), tournament=None):
    """Ann (seat 0) and Bob with these hands; the rest of the deck is the stock."""
    state = new()
    used = [c for h in hands for c in h] + list(discard)
    stock = tuple(c for c in DECK if c not in used)
    return state.replace(hands=tuple(tuple(h) for h in hands), stock=stock, discard=tuple(discard),
                         turn=turn, phase=phase, tournament=(tournament or Tournament()).to_json())


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def test_the_deal_13_to_the_opponent_12_to_the_dealer_no_upcard():
    """ "Deal out 13 cards to your oponent and 12 cards to yourself. Your oponent does not get a
    draw the first round, only a discard. There is no card flipped over when dealing." """
    order = list(reversed(DECK))
    state = GAME.setup(["Ann", "Bob"], {}, 5, stack=[order])
    dealer, opp = state.dealer, 1 - state.dealer
    assert state.hands[opp] == tuple(order[0:26:2]) and len(state.hands[dealer]) == 12
    assert state.discard == () and len(state.stock) == 27 and state.turn == opp
    assert all(m.kind == DISCARD for m in GAME.legal_moves(state))  # only a discard
    assert "first turn, discard only" in GAME.status(state)
    state = play(state, {"kind": "discard", "card": state.hands[opp][0]})
    assert state.turn == dealer and {m["pile"] for m in GAME.legal_moves(state)} == {"stock", "discard"}
    # the dealer takes that first discard: the pile is empty and the stock whole, as on the first
    # turn, but it is a draw made; the status said "first turn, discard only"
    state = play(state, {"kind": "draw", "pile": "discard"})
    assert GAME.status(state).startswith(f"{state.players[dealer]}: discard")
    assert "first turn" not in GAME.status(state)


def test_gin_earns_the_opponents_points_and_one_gin_no_lay_offs():
    """ "GIN – All your cards match so you lay them down with a discard and declare "Gin". ...
    The person going out earns your oponent's points plus "1 Gin" "; "If the player goes Gin,
    the opponent is not allowed to lay off any unmatched cards." """
    bob = ("6H", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6D")  # 6H would lay off on 2-5H
    state = position([A_GIN_HAND + ("8H",), bob])
    assert Move(kind="gin", card="8H") in GAME.legal_moves(state)
    after = play(state, {"kind": "gin", "card": "8H"})
    result = after.result
    assert result["how"] == "gin" and result["winner"] == 0 and result["gins"] == 1
    assert result["points"] == result["deadwood"][1] > 0
    assert "6H" in after.hands[1]  # not laid off
    # The first time a team scores there are no Gins: it had no points on the board.
    t = Tournament.from_json(after.tournament)
    assert t.columns[0] == (result["points"], 0, 0) and t.gins[0] == (0, 0, 0)



def test_the_gin_of_a_teams_first_points_is_said_not_to_count():
    """ "You can not get awarded Gins until you have points in a game. The first time a team
    scores there will be no Gins awarded as they did not previously have points on the board."
    The log said "Ann scores 30 and 1 Gin." and the sheet had no Gin anywhere; once the team has
    points, it says where the Gin went (Game 1 only: the second time, Game 2 has no points yet)."""
    bob = ("6H", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6D")
    result = GAME.apply(position([A_GIN_HAND + ("8H",), bob]), Move(kind="gin", card="8H"))
    text = next(e.text for e in result.events if e.kind == "hand_over")
    assert text.endswith(f"Ann scores {result.state.result['points']}; the Reds' 1 Gin does not count: they had "
                         "no points on the board yet, and Gins go only into a game still going where the team "
                         "already has points."), text
    had = Tournament(columns=((40, 0, 0), (0, 0, 0)), times_scored=(1, 0))
    result = GAME.apply(position([A_GIN_HAND + ("8H",), bob], tournament=had), Move(kind="gin", card="8H"))
    text = next(e.text for e in result.events if e.kind == "hand_over")
    assert text.endswith(f"Ann scores {result.state.result['points']} and 1 Gin."), text
    assert Tournament.from_json(result.state.tournament).gins[0] == (1, 0, 0)

def test_double_gin_all_13_match_no_discard_two_gins():
    """ "DOUBLE GIN - All cards match and you do not have a discard ... plus "2 Gins" " """
    bob = ("6D", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6S")
    state = position([A_GIN_HAND + ("5H",), bob],
                     tournament=Tournament(columns=((40, 0, 0), (0, 0, 0)), times_scored=(1, 0)))
    assert Move(kind="double_gin") in GAME.legal_moves(state)
    after = play(state, {"kind": "double_gin"})
    assert after.result["gins"] == 2 and after.discard == ("8D",)
    t = Tournament.from_json(after.tournament)
    assert t.gins[0] == (2, 0, 0)  # Gins only in games that already had points


def test_run_opponent_lays_off_and_the_runner_earns_the_difference():
    """ "RUN ... your unmatched points are less than 10"; "Your oponent then gets to lay down
    their cards plus they can play any of their unmatched cards on your hand. The person going
    out earns your oponents points less the amount they Ran with." """
    ann = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "3S", "2D", "KD")
    bob = ("5H", "QC", "KS", "KH", "9S", "7S", "8S", "9D", "JD", "QS", "4S", "6D")
    state = position([ann, bob])
    assert Move(kind="run", card="KD") in GAME.legal_moves(state)  # runs with 3 + 2 = 5
    after = play(state, {"kind": "run", "card": "KD"})
    res = after.result
    assert res["deadwood"][0] == 5
    # Bob lays off 5H on A-4H and QC on 9-JC.
    laid = [c for meld in after.melds[0] for c in meld]
    assert "5H" in laid and "QC" in laid
    assert res["winner"] == 0 and res["points"] == res["deadwood"][1] - 5 and res["gins"] == 0


def test_run_caught_with_equal_or_less_pays_double_plus_25():
    """ "If the oponent has equal to or less points than the person that Ran then they get
    awarded double the points that the person Ran with plus 25 points. EG; 6 x 2 plus 25 = 37" """
    ann = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "QC", "6S", "KD")
    bob = ("7D", "8D", "9D", "KS", "KH", "KC", "2S", "3S", "4S", "AS", "AD", "2D")
    state = position([ann, bob])
    after = play(state, {"kind": "run", "card": "KD"})  # Ran with 6 (the 6S)
    # Bob's AS joins his A-2-3-4S run; AD and 2D are left: 3 points, less than 6.
    assert after.result["deadwood"] == [6, 3]
    assert after.result["winner"] == 1 and after.result["points"] == 6 * 2 + 25 == 37


def test_stock_pile_runs_out_least_points_gets_the_difference():
    """ "STOCK PILE - The play also ends if the stock pile runs out. ... The person with the least
    points gets the difference of the points. There are no Gins awarded" """
    ann = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "6S", "KD")
    bob = ("7D", "8D", "9D", "KS", "KH", "KC", "2S", "3S", "4S", "JH", "QH", "AS")
    state = position([ann, bob], phase=DRAW)
    rest = state.stock
    state = state.replace(stock=rest[:1], discard=state.discard + rest[1:])
    state = play(state, {"kind": "draw", "pile": "stock"})
    drawn = state.hands[0][-1]
    after = play(state, {"kind": "discard", "card": drawn})
    assert after.phase == ROUND_OVER and after.result["how"] == "stock"
    assert after.result["deadwood"] == [16, 20] and after.result["winner"] == 0  # AS joins 2-4S
    assert after.result["points"] == 4 and after.result["gins"] == 0


def test_the_stock_running_out_says_the_points_are_unmatched_cards():
    """Tester report s28 #13: "The stock pile runs out: Anna has 23 points, Robo Rex 50. Anna
    scores 27." read as if 23 were her score; the 23 and 50 are her unmatched cards' points."""
    ann = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "6S", "KD")
    bob = ("7D", "8D", "9D", "KS", "KH", "KC", "2S", "3S", "4S", "JH", "QH", "AS")
    state = position([ann, bob], phase=DRAW)
    state = state.replace(stock=state.stock[:1], discard=state.discard + state.stock[1:])
    state = play(state, {"kind": "draw", "pile": "stock"})
    result = GAME.apply(state, Move({"kind": "discard", "card": state.hands[0][-1]}))
    said = " ".join(e.text for e in result.events)
    assert "The stock pile runs out: Ann has 16 points in unmatched cards, Bob 20." in said, said
    assert "Ann scores 4" in said, said


def test_sample_sheet_5_10_15_give_30_25_15():
    """ "In the first round of getting points the team will score the points in their first game
    game column only. The second time ... added to their first game column ... and also ... the
    second game column, the third time ... in each game" (the sample sheet: 5, 15, 30 | 10, 25 | 15)"""
    t = Tournament()
    for pts in (5, 10, 15):
        t = award(t, 0, pts, -1, 0)
    assert t.columns[0] == (30, 25, 15)


def test_gins_only_in_columns_already_holding_points_and_game_end():
    """ "You can not get awarded Gins until you have points in a game"; "once a team has won a
    game (column) they will be awarded 200 points plus 25 points for each Gin they got in that
    game. The losing team will be awarded 25 points for each Gin in that game" """
    t = award(Tournament(), 1, 20, 1, 1)
    assert t.columns[1] == (20, 0, 0) and t.gins[1] == (0, 0, 0)
    t = award(t, 1, 30, 1, 2)
    assert t.columns[1] == (50, 30, 0) and t.gins[1] == (2, 0, 0)
    t = award(t, 0, 10, 0, 0)
    t = award(t, 0, 10, 0, 0)
    t = award(t, 1, 160, -1, 0)
    assert t.winners == (1, -1, -1) and t.columns[1][0] == 210
    assert t.game_score(1, 0) == 200 + 2 * 25 and t.game_score(0, 0) == 0
    t2 = award(t, 1, 5, 0, 1)  # a finished game takes no more
    assert t2.columns[1][0] == 210 and t2.gins[0][0] == 0 and t2.gins[0][1] == 1


def test_team_totals_higher_team_gets_the_difference():
    """ "Total the points for each team ... subtract the lower team's points from the higher
    team's points. ... the team with the higher number of Gins will be awarded the difference" """
    results = [PairResult(0, 10, 1), PairResult(1, 10, 2), PairResult(1, 15, 0)]
    assert team_result(results) == (1, 15, 1, 1)
    assert team_result([PairResult(0, 10), PairResult(1, 10)]) == (-1, 0, -1, 0)


def test_refusals_have_a_reason_and_leave_the_state_unchanged():
    state = position([A_GIN_HAND + ("8H",), ("6D", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6S")])
    before = snapshot(state)
    for move, words in [({"kind": "discard", "card": "QH"}, "does not hold"),
                        ({"kind": "draw", "pile": "stock"}, "discard now"),
                        ({"kind": "double_gin"}, "all 13"),
                        ({"kind": "run", "card": "5S"}, "less than 10"),
                        ({"kind": "gin", "card": "AH"}, "every card but the discard")]:
        result = GAME.apply(state, move)
        assert not result.ok and words in result.reason, (move, result.reason)
    assert snapshot(state) == before


def test_moves_survive_json():
    state = new(3)
    for move in GAME.legal_moves(state):
        back = Move(json.loads(json.dumps(move)))
        assert back == move and GAME.check(state, back) is None


def test_random_rounds_keep_every_card_in_one_place_and_score_as_the_text_says():
    """300 seeded random rounds: after every move each card is in one place; at the round's end
    the award follows from the laid-down deadwood as the text fixes it."""
    for seed in range(300):
        rng = random.Random(seed)
        state = new(seed)
        t0 = Tournament.from_json(state.tournament)
        while state.phase not in (ROUND_OVER, GAME_OVER):
            assert card_counts(GAME.zones(state)) == DeckSpec().counts()
            moves = GAME.legal_moves(state)
            # prefer going out when offered, so every ending is exercised
            outs = [m for m in moves if m.kind in ("gin", "double_gin", "run")]
            state = play(state, rng.choice(outs) if outs and rng.random() < 0.5 else rng.choice(moves))
        assert card_counts(GAME.zones(state)) == DeckSpec().counts()
        res = state.result
        a, b = res["deadwood"][res["seat"]], res["deadwood"][1 - res["seat"]]
        if res["how"] in ("gin", "double_gin"):
            assert a == 0 and res["winner"] == res["seat"] and res["points"] == b
        elif res["how"] == "run":
            assert 0 < a < 10 and res["gins"] == 0
            assert (res["winner"], res["points"]) == ((res["seat"], b - a) if b > a else (1 - res["seat"], 2 * a + 25))
        else:
            assert res["gins"] == 0 and res["points"] == abs(a - b)
        t = Tournament.from_json(state.tournament)
        if res["points"]:
            assert t.columns[res["winner"]][0] == t0.columns[res["winner"]][0] + res["points"]
        GAME.score_sheet(state)


def test_public_status_never_depends_on_a_hidden_card():
    """The status line is public: a spectator's determinization (every hidden card re-dealt)
    reads the same (cf. tests/games/test_public_text.py; a few hundred moves, the games are long)."""
    for seed in range(3):
        state, rng = new(seed), random.Random(seed)
        for _ in range(300):
            if GAME.is_over(state):
                break
            other = GAME.determinize(state, None, random.Random(rng.random()))
            assert GAME.status(other) == GAME.status(state)
            legal = GAME.legal_moves(state)
            state = play(state, legal[rng.randrange(len(legal))])


def test_a_hard_players_playout_ends_with_the_round_and_is_judged_by_its_award():
    """The scores are the tournament's, changed only when one of its games is won: the search's
    playouts end with the round instead (``ai_playout_key``) and judge it by the award, each Gin
    as its 25 points (``ai_position_value``); a round cut short, by the hands' deadwood."""
    bob = ("6H", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6D")
    state = position([A_GIN_HAND + ("8H",), bob])
    before = GAME.ai_playout_key(state)
    # mid-round: half the difference of the deadwood (Ann's 8 against Bob's 80-odd)
    deadwood = [GAME.ai_position_value(state, s) for s in (0, 1)]
    assert deadwood[0] > 0 and deadwood[0] == -deadwood[1]
    after = play(state, {"kind": "gin", "card": "8H"})
    assert GAME.ai_playout_key(after) != before
    worth = after.result["points"] + 25 * after.result["gins"]
    assert GAME.ai_position_value(after, 0) == worth and GAME.ai_position_value(after, 1) == -worth
    assert GAME.scores(after) == GAME.scores(state)  # (what the playouts waited for in vain)


def test_the_computers_go_gin_and_run_with_the_fewest_points():
    """ "A player is never forced to gin", but a computer player does: Medium threw away a Gin
    to discard the 8 of hearts, a card near nothing in its hand (the rummy family's scores gave
    going out nothing). It goes Gin when it can, else Runs, discarding the card that leaves the
    fewest points."""
    from cardtable.ai import agent_for, information_set

    bob = ("6H", "KD", "KS", "2C", "3D", "7S", "8S", "9D", "JD", "QS", "4S", "6D")
    state = position([A_GIN_HAND + ("8H",), bob])
    assert agent_for("medium").choose(GAME, information_set(GAME, state, 0), 1) == Move(kind="gin", card="8H")
    # ace to 4 of hearts, three 5s, 9 to queen of clubs; the ace of spades (1) and the 2 of
    # diamonds (2) are loose: Run with either, the 2 discarded leaves 1 point
    runner = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "QC", "AS", "2D")
    state = position([runner, bob])
    assert {"AS", "2D", "AH"} <= {m["card"] for m in GAME.legal_moves(state) if m.kind == "run"}
    assert agent_for("medium").choose(GAME, information_set(GAME, state, 0), 1) == Move(kind="run", card="2D")
    # "DOUBLE GIN - All cards match and you do not have a discard": two Gins for the same
    # points, so never a Gin with a discard instead (scored alike, Medium chose by lot)
    double = ("AH", "AS", "AC", "QH", "QC", "QD", "7H", "7C", "7D", "5H", "5S", "5C", "5D")
    state = position([double, bob])
    assert {m.kind for m in GAME.legal_moves(state)} >= {"gin", "double_gin"}
    for seed in range(6):
        assert agent_for("medium").choose(GAME, information_set(GAME, state, 0), seed) == Move(kind="double_gin")



def test_the_sheet_shows_each_games_points_and_names_its_bottom_row():
    """ "In the first round of getting points the team will score the points in their first game
    column only"; "Each game goes to 200 points, once a team has won a game (column) they will be
    awarded 200 points plus 25 points for each Gin"; "The team with the highest score after all 3
    games are completed will be declared the winner". Seen: "Anna scores 6", the sheet's Round 1
    read 6 and its bottom row "Total 0 0", "the highest total wins": the 6 read as lost."""
    from cardtable.core.scoresheet import ScoreSheet

    state = new(3)
    sheet = GAME.score_sheet(state)
    assert sheet.total_label == "Games' score" and sheet.goal() == "the highest score after all three games wins"
    assert not sheet.rows  # nothing scored yet: no rows
    t = award(award(Tournament(), 0, 6, -1, 0), 1, 10, -1, 0)
    t = award(t, 0, 20, 0, 1)
    history = ({"round": 1, "winner": 0, "columns": [[6, 0, 0], [0, 0, 0]], "gin_columns": [[0, 0, 0], [0, 0, 0]]},
               {"round": 2, "winner": 1, "columns": [[6, 0, 0], [10, 0, 0]], "gin_columns": [[0, 0, 0], [0, 0, 0]]},
               {"round": 3, "winner": 0, "columns": [list(c) for c in t.columns], "gin_columns": [list(g) for g in t.gins]})
    sheet = GAME.score_sheet(state.replace(tournament=t.to_json(), history=history))
    labels = [r.label for r in sheet.rows]
    assert labels == ["Round 1", "Round 2", "Round 3", "Points so far"]
    so_far = sheet.rows[-1]
    assert so_far.kind == "total"
    assert so_far.cells == (("26 ○", "20", None), ("10", None, None))  # blank: no points yet in that game
    assert sheet.totals == (0, 0)  # no game won yet
    # kept through JSON (the printed sheet and the panel read the same)
    again = ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json())))
    assert again.total_label == "Games' score" and again.goal() == sheet.goal()


def test_a_run_with_lay_offs_lies_in_rank_order():
    """Tester report s26/t3: Anna's melds were drawn "3♦ 2♦ 4♦ 5♦ A♦" and "2♥ 5♥ 3♥ 4♥" (Ben's
    5♦ and A♦ laid off on her run): a run shows in rank order, lay-offs at the ends they extend."""
    ann = ("QS", "QH", "QC", "3H", "5H", "2H", "4H", "3D", "2D", "4D", "5C", "3C", "6C")
    bob = ("AD", "5D", "8S", "8H", "8D", "7S", "7H", "7C", "JC", "AS", "10C", "6S")
    state = position([ann, bob])
    after = play(state, {"kind": "run", "card": "6C"})
    assert ("3H", "5H", "2H", "4H") not in after.melds[0]
    assert ("2H", "3H", "4H", "5H") in after.melds[0]
    assert ("AD", "2D", "3D", "4D", "5D") in after.melds[0], after.melds[0]


def test_the_log_names_what_the_opponent_laid_down_and_laid_off_after_a_run():
    """ "Your oponent then gets to lay down their cards plus they can play any of their
    unmatched cards on your hand." Tester report s26/t3: Ben's 5♦ and A♦ were laid off on Anna's
    run and the log only said "Anna Ran with 8; Ben is caught with 27. Anna scores 19." The
    round's end names what Ben laid down, what he laid off and on what, and his count before and
    after; the lay-offs are made for him, the best for him, and the words say so."""
    ann = ("QS", "QH", "QC", "3H", "5H", "2H", "4H", "3D", "2D", "4D", "5C", "3C", "6C")
    bob = ("AD", "5D", "8S", "8H", "8D", "7S", "7H", "7C", "JC", "AS", "10C", "6S")
    text = GAME.apply(position([ann, bob], turn=0), Move(kind="run", card="6C")).events[-1].text
    assert text.startswith("Ann runs with 8 points. Bob lays off the ace of diamonds and the 5 of diamonds on "
                           "Ann's diamonds run: caught with 27, not 33. ")
    assert "Bob lays down a set of three 8s and a set of three 7s." in text
    assert "The table makes Bob's lay-offs, the ones leaving the fewest points." in text
    assert text.endswith("Ann scores 19.")


def test_a_run_is_said_in_plain_words_mid_sentence():
    """Tester report s27: the round's end said "Ben Ran with 2." (the move's name, capital and
    all, in the middle of a sentence). It says "ran", and what the number counts."""
    ann = ("QS", "QH", "QC", "3H", "5H", "2H", "4H", "3D", "2D", "4D", "AC", "AS", "6C")
    bob = ("AD", "5D", "8S", "8H", "8D", "7S", "7H", "7C", "JC", "KS", "10C", "6S")
    text = GAME.apply(position([ann, bob], turn=0), Move(kind="run", card="6C")).events[-1].text
    assert text.startswith("Ann runs with 2 points. "), text
    assert " Ran " not in text


def test_after_a_gin_the_log_says_the_opponent_lays_down_and_may_not_lay_off():
    """ "If the player goes Gin, the opponent is not allowed to lay off any unmatched cards." """
    bob = ("5H", "QC", "KS", "KH", "KD", "7S", "8S", "9D", "JD", "QS", "4S", "6D")
    applied = GAME.apply(position([A_GIN_HAND + ("6S",), bob]), Move(kind="gin", card="6S"))
    text = applied.events[-1].text
    assert "Bob lays down a set of three kings" in text and "may lay nothing off after a Gin" in text


def test_an_opponent_with_no_meld_who_lays_off_is_said_plainly():
    """The words read right when the opponent has nothing to lay down but lays cards off."""
    ann = ("QS", "QH", "QC", "3H", "5H", "2H", "4H", "3D", "2D", "4D", "5C", "3C", "6C")
    bob = ("AD", "5D", "8S", "9H", "KD", "7C", "6H", "10C", "JC", "AS", "10D", "6S")
    text = GAME.apply(position([ann, bob]), Move(kind="run", card="6C")).events[-1].text
    assert "Bob has no set or run to lay down." in text
    assert "Bob lays off the ace of diamonds and the 5 of diamonds on Ann's diamonds run" in text


def test_the_prompts_count_is_no_advice_against_the_hint():
    """s29 t2 #13: Anna held 2♠ 3♠ 7♠ 10♠ 5♥ 10♥ 2♣ 6♣ 7♣ 10♣ J♣ 2♦ 6♦; the prompt said
    "Unmatched after your best discard: 34 points." (that is, throwing the J♣) while Help > Hint
    said the 5♥ (39 left), as the Hard player does too: it keeps the J♣ beside the 10♣. The count
    is what a Run is measured by ("your unmatched cards (deadwood) are less than 10"), said as
    that, and no discard is called best. Since s39 (t2 F11) the hint itself throws the card that
    leaves the fewest points, here 34: of the four ten-point cards the J♣, the least near the
    rest of the hand."""
    from cardtable.ai import hint, information_set

    anna = ("2S", "3S", "7S", "10S", "5H", "10H", "2C", "6C", "7C", "10C", "JC", "2D", "6D")
    state = position([anna, ("3H", "4H", "5S", "8S", "9S", "JS", "QS", "KS", "AC", "3C", "4C", "AD")])
    words = GAME.prompt(state, 0)
    assert "best" not in words
    assert words == ("Ann: discard. To Run you need less than 10 unmatched points after your "
                     "discard (the fewest you can have now: 34).")
    assert hint(GAME, information_set(GAME, state, 0, (0,))) == Move(kind="discard", card="JC")


def test_a_draw_after_the_draw_says_only_what_applies():
    """Tester t4, session 29: Ben drew from the stock, then dragged the discard: "You have drawn
    already (or, on your first turn, you only discard): discard now." The first-turn words only on
    the first turn ("The first player ... does not get a draw the first round, only a discard")."""
    state = new()
    first = GAME.apply(state, Move(kind="draw", pile="stock"))
    assert not first.ok and first.reason == "On your first turn you do not draw: only discard.", first.reason
    state = play(play(state, {"kind": "discard", "card": state.hands[state.turn][0]}), {"kind": "draw", "pile": "stock"})
    again = GAME.apply(state, Move(kind="draw", pile="discard"))
    assert not again.ok and again.reason == "You have drawn already: discard now.", again.reason


def test_points_for_a_game_already_won_are_said_to_count_nowhere():
    """s38 t2 #3 (the evening's "The Girls get the difference, 130" with the standings at 0):
    "In the first round of getting points the team will score the points in their first game
    game column only"; a game won takes no more. The pair on screen says it too."""
    from cardtable.games.gin_rummy import points_words

    t = Tournament()
    for pts in (100, 60, 50):
        t = award(t, 0, pts, -1, 0)
    assert t.winners[0] == 0
    after = award(t, 1, 130, -1, 0)
    assert after.columns[1] == (0, 0, 0)
    assert points_words(t, after, 1) == (", but it counts in no game: a team's first points go into Game 1 only, "
                                         "and Game 1 is over")
    assert points_words(after, award(after, 1, 40, -1, 0), 1) == ": into Game 2 (Game 1 is over)"
    assert points_words(Tournament(), award(Tournament(), 0, 5, -1, 0), 0) == ""


def test_the_prompt_says_go_out_only_when_a_way_out_is_a_move():
    """s45 t2 #9: "Ben: discard, or go out." with no Gin or Run button (they show only when
    allowed). "Collect sets and runs until your unmatched cards (deadwood) are less than 10."
    and "You may Gin or Run on any turn including the first turn.": the words follow the moves."""
    far = ("2S", "3S", "7S", "10S", "5H", "10H", "2C", "6C", "7C", "10C", "JC", "2D", "6D")  # 34 at best
    near = ("2S", "3S", "4S", "5H", "6H", "7H", "9C", "9D", "9H", "KC", "AD", "2D", "4D")  # Run: 7 left
    other = ("3H", "4H", "5S", "8S", "9S", "JS", "QS", "KS", "AC", "3C", "4C", "QD")
    for hand, out in ((far, False), (near, True)):
        state = position([hand, other])
        assert any(m.kind != "discard" for m in GAME.legal_moves(state)) == out
        assert GAME.prompt(state, 0).startswith("Ann: discard, or go out." if out else "Ann: discard. ")
        assert GAME.status(state) == "Ann: discard."  # (the public line: it may not tell the hand)


def test_the_sheet_says_the_goal_over_it_and_how_a_game_counts_under_it_once():
    """ "Each game goes to 200 points, once a team has won a game (column) they will be awarded
    200 points plus 25 points for each Gin they got in that game. The losing team will be awarded
    25 points for each Gin in that game"; "The team with the highest score after all 3 games are
    completed will be declared the winner". The sheet said "games count once won, 200 and 25 a
    Gin; after all three the highest score wins." over it and again under it (s47 t2 #7)."""
    from cardtable.core.scoresheet import ScoreSheet
    from cardtable.gui.score_panel import ScoreTable

    sheet = GAME.score_sheet(GAME.setup(["Anna", "Ben"], {}, 3))
    caption, legend = ScoreTable.caption_text(sheet), ScoreTable.legend_text(sheet, compact=True)
    assert caption == "Gin Rummy Tournament: the highest score after all three games wins."
    assert legend == ("No scores yet. Bottom row: games' score. Each game is won at 200 points: the winner scores "
                      "200 and 25 for each Gin in that game, the loser 25 for each Gin.")
    # (kept with a saved game's sheet)
    assert ScoreTable.legend_text(ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json()))), compact=True) == legend
