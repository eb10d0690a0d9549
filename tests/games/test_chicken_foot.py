"""Chicken Foot rule tests, from 004_312affb30e9b3af0.txt, section "Chicken Foot (Dominoes)".
Deals are stacked (each hand's seven tiles in a row, seat 0 first, then the yard in draw order),
and positions are set by hand where a rule needs one. A stacked deal has the last seat shuffle
and deal (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0 draws first for a
missing double; by default the first dealer is drawn ("When dealing the cards for the first round
the dealer is randomly selected unless the rules state differently", test_first_dealer.py)."""

import random

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import OptionError
from cardtable.core.pieces import Dominoes
from cardtable.core.zones import card_counts
from cardtable.games.chicken_foot import GAME

from .contract import check_contract
from .domino_invariants import check_chicken_foot_move, check_samples_lack
from .stacking import play, refused

TWO = ["Anna", "Ben"]
SET9 = Dominoes(9).codes()


def deal(hands, yard=(), players=TWO, options=None, hand_no=0):
    """A stacked deal: ``hands`` (seven tiles each, filled from the set), then the yard's top."""
    rest = [c for c in SET9 if c not in [t for h in hands for t in h] and c not in yard]
    full = []
    for hand in list(hands) + [[] for _ in range(len(players) - len(hands))]:
        hand = list(hand)
        while len(hand) < 7:
            hand.append(rest.pop())  # high tiles first: no 0s unless a test asks
        full.append(hand)
    order = [t for h in full for t in h] + list(yard) + rest
    stack = [[]] * hand_no + [order]
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=5, stack=stack)


def plays(state):
    return sorted((m["tile"], m["to"]) for m in GAME.legal_moves(state) if m.kind == "play")


def test_seven_tiles_each_and_the_first_double():
    """"7 tiles each"; "First round starts with 0-0": whoever holds it sets it in the centre and
    the player on their left plays next."""
    s = deal([["1-2"], ["0-0", "0-5"]])
    assert s.centre == "0-0" and s.setter == 1 and s.turn == 0
    assert [len(h) for h in s.hands] == [7, 6]
    assert len(s.boneyard) == 55 - 14
    assert card_counts(GAME.zones(s)) == GAME.deck_counts(s)


def test_players_draw_until_the_double_shows():
    """"Players continue to draw from the chicken yard if nobody was dealt the initial double for
    this round": in turn from the dealer's left (the last seat deals, so seat 0 draws first)."""
    s = deal([["1-2"], ["3-4"]], yard=["1-1", "2-2", "0-0"])
    assert s.centre == "0-0" and s.setter == 0  # Anna drew 1-1, Ben 2-2, Anna the 0-0
    assert [len(h) for h in s.hands] == [8, 8]  # 7 + 2 drawn - the double set; 7 + 1
    assert "1-1" in s.hands[0] and "2-2" in s.hands[1]
    assert s.turn == 1


def test_all_four_arms_before_any_arm_is_extended():
    """"The initial double must have tiles played on all four arms before any arm is extended by
    a second tile.\""""
    s = deal([["0-1", "0-2", "1-3"], ["0-0", "0-5", "0-6", "0-7"]])
    assert plays(s) == [("0-1", "arm0"), ("0-2", "arm0")]  # the arms fill in order
    s = play(GAME, s, kind="play", tile="0-1", to="arm0")
    s = play(GAME, s, kind="play", tile="0-5", to="arm1")
    assert ("1-3", "arm0") not in plays(s)
    assert "all four arms" in refused(GAME, s, kind="play", tile="1-3", to="arm0").lower()
    s = play(GAME, s, kind="play", tile="0-2", to="arm2")
    s = play(GAME, s, kind="play", tile="0-6", to="arm3")
    assert plays(s) == [("1-3", "arm0")]  # now any open arm
    assert GAME.waiting(s.lines) is None


def four_arms(state, tiles=("0-1", "0-2", "0-3", "0-4")):
    lines = tuple((f"arm{i}", 0, (t,), "") for i, t in enumerate(tiles))
    return state.replace(lines=lines)


def test_a_double_makes_a_chicken_foot_with_three_toes_first():
    """"Doubles are placed crosswise. When a double is played, the player must declare "chicken
    foot" ... The toes of the chicken foot must be filled with three more dominoes before tiles
    can be played elsewhere in the barnyard" ("Three tiles that match the double")."""
    s = deal([["1-1", "3-5"], ["0-0", "1-6", "1-7", "1-8", "2-5"]])
    s = four_arms(s).replace(hands=(("1-1", "3-5", "9-9"), ("1-6", "1-7", "1-8", "2-5")), turn=0)
    result = GAME.apply(s, {"kind": "play", "tile": "1-1", "to": "arm0"})
    assert result.ok and any("Chicken foot" in e for e in result.events)
    s = result.state
    toes = [line for line in s.lines if line[3] == "arm0"]
    assert [(k, start) for k, start, _, _ in toes] == [("arm4", 1), ("arm5", 1), ("arm6", 1)]
    # Ben must fill a toe: the 2-5 on arm 1 (open 2) is not allowed
    assert plays(s) == [("1-6", "arm4"), ("1-7", "arm4"), ("1-8", "arm4")]
    assert "three toes" in refused(GAME, s, kind="play", tile="2-5", to="arm1")
    # the arm that ends in the double is closed: its toes carry on
    s = play(GAME, s, kind="play", tile="1-6", to="arm4")
    s = s.replace(turn=1)
    s = play(GAME, s, kind="play", tile="1-7", to="arm5")
    s = s.replace(turn=1)
    s = play(GAME, s, kind="play", tile="1-8", to="arm6")
    s = s.replace(turn=1)
    # "After the chicken foot is completed, the game may proceed with plays on any open arms."
    assert plays(s) == [("2-5", "arm1")]
    assert "chicken foot" in refused(GAME, s, kind="play", tile="2-5", to="arm0")


def test_draw_then_play_at_once():
    """"A player unable to make a play on the table must draw a tile from the chicken yard. If
    this tile can be played, the player may do so at once.\""""
    s = deal([["5-6"], ["0-0"]], yard=["0-8"])
    assert [m.kind for m in GAME.legal_moves(s)] == ["draw"]
    assert "draw" in refused(GAME, s, kind="pass").lower()
    s = play(GAME, s, kind="draw")
    assert s.hands[0][-1] == "0-8" and s.drew
    assert plays(s) == [("0-8", "arm0")]
    assert {m.kind for m in GAME.legal_moves(s)} == {"play", "pass"}  # "may"
    assert GAME.prompt(s, 0) == "You drew the 0-8: it plays. Put it on an end it fits, or pass."
    assert "drawn once" in refused(GAME, s, kind="draw")
    s = play(GAME, s, kind="play", tile="0-8", to="arm0")
    assert s.turn == 1 and not s.drew


def test_drawn_tile_that_does_not_play_then_pass():
    s = deal([["5-6"], ["0-0"]], yard=["7-8"])
    s = play(GAME, s, kind="draw")
    assert [m.kind for m in GAME.legal_moves(s)] == ["pass"]
    s = play(GAME, s, kind="pass")
    assert s.turn == 1


def test_domino_ends_the_hand_and_the_double_blank_is_fifty():
    """"The hand ends when one player dominoes or the hand blocks. Each player gets the total
    number of pips left in his hand. The [0-0] is worth 50 points.\""""
    s = deal([["1-2"], ["3-4"]])
    s = four_arms(s).replace(hands=(("1-5",), ("0-0", "3-4", "9-9")), turn=0, centre="2-2")
    result = GAME.apply(s, {"kind": "play", "tile": "1-5", "to": "arm0"})
    assert result.ok
    s = result.state
    assert s.phase == "hand_over" and s.hand_scores == ((0, 50 + 7 + 18),)
    assert s.totals == (0, 75) and s.hand_outs == (0,)
    sheet = GAME.score_sheet(s)
    assert sheet.rows[0].cells == ((0, 0), (75, 75)) and sheet.lower_is_better
    # "continues up to the next double each round"
    s = play(GAME, s, kind="next_hand")
    assert s.centre == "1-1" and s.hand_no == 2


def test_the_hand_blocks():
    """"... or the hand blocks": the yard empty and everybody passes in turn."""
    s = deal([["1-2"], ["3-4"]])
    s = four_arms(s).replace(hands=(("5-6",), ("7-8",)), boneyard=(), turn=0)
    s = play(GAME, s, kind="pass")
    assert s.phase == "play"
    s = play(GAME, s, kind="pass")
    assert s.phase == "hand_over" and s.hand_outs == (-1,) and s.hand_scores == ((11, 15),)


def test_sets_and_players():
    """"Any number of people can play": 2 to 8 here; double-9 up to six players, double-12 from
    seven (one hand per double, from 0-0 up)."""
    s = GAME.setup([f"P{i}" for i in range(7)], {}, seed=1)
    assert len(GAME.deck_counts(s)) == 91 and GAME.hands_in_game(s) == 13
    s = GAME.setup(TWO, {"set": "double-12", "hands": 3}, seed=1)
    assert len(GAME.deck_counts(s)) == 91 and GAME.hands_in_game(s) == 3
    with pytest.raises(OptionError):
        GAME.setup([f"P{i}" for i in range(7)], {"set": "double-9"})
    assert GAME.hands_in_game(GAME.setup(TWO, {}, seed=1)) == 10


def test_low_score_wins_and_ties_share():
    """"Low score wins.\""""
    s = deal([["1-2"], ["3-4"]]).replace(phase="game_over", totals=(40, 40))
    assert GAME.winners(s) == [0, 1]
    assert GAME.winners(s.replace(totals=(41, 40))) == [1]


def test_refusals_have_reasons():
    s = deal([["1-2"], ["0-0", "0-5"]])
    assert refused(GAME, s, kind="play", tile="0-3", to="arm0") == "Anna does not hold the 0-3."
    assert "not a domino" in refused(GAME, s, kind="play", tile="x", to="arm0")
    assert "not in a double-9 set" in refused(GAME, s, kind="play", tile="10-11", to="arm0")
    assert refused(GAME, s, kind="next_hand") == "The hand is not over yet."


def test_three_hundred_short_games_keep_the_invariants():
    """Property test: 300 seeded random one-hand games (2 to 8 players), invariants after every
    move: every tile in one place, joints matching, arms and toes filled first, hand scores the
    pips left ([0-0] 50)."""
    rng = random.Random(24)
    for seed in range(300):
        n = 2 + seed % 7
        s = GAME.setup([f"P{i}" for i in range(n)], {"hands": 1 + seed % 2}, seed=seed)
        pieces = GAME.deck_counts(s)
        while not GAME.is_over(s):
            legal = GAME.legal_moves(s)
            move = legal[rng.randrange(len(legal))]
            result = GAME.apply(s, move)
            assert result.ok
            check_chicken_foot_move(GAME, s, move, result)
            s = result.state
            assert card_counts(GAME.zones(s)) == pieces


def test_contract_with_double_twelve():
    assert check_contract(GAME, games=4, deep_every=5, first_seed=700) > 0


def test_a_draw_shows_the_hand_holds_nothing_that_plays():
    """"A player unable to make a play on the table must draw a tile from the chicken yard.": a
    draw on the empty first arm (it needs a 0) shows the drawer holds no 0, and after a pass the
    tile drawn had none either; a computer's samples deal that player no 0."""
    s = deal([["5-6"], ["0-0"]], yard=["7-8"])
    assert GAME.shown_lacking(s) is None
    s = play(GAME, s, kind="draw")
    assert "0-3" in s.lacks[0]  # the hand apart from the tile just drawn
    assert not GAME.shown_lacking(s)(0, "0-3")  # which may be anything until it plays or stays
    s = play(GAME, s, kind="pass")
    lacks = GAME.shown_lacking(s)
    assert lacks(0, "0-3") and lacks(0, "0-9") and not lacks(0, "3-4") and not lacks(1, "0-3")
    check_samples_lack(GAME, s, viewer=1, seat=0, numbers={"0"})


def test_a_tile_that_fits_no_end_is_said_of_every_open_end():
    """A tile played with no place named (a press on a tile that cannot move): while the arms
    fill, "The initial double must have tiles played on all four arms before any arm is
    extended"; then every open end, by name when there are a few, by number when many."""
    s = deal([["0-1", "5-6"], ["0-0", "0-5"]])
    assert "all four arms" in refused(GAME, s, kind="play", tile="5-6").lower()
    s = four_arms(s).replace(hands=(("5-6", "7-8"), ("1-6",)), turn=0)
    assert refused(GAME, s, kind="play", tile="5-6") == (
        "The 5-6 matches no end you may play on: arm 1 ends in 1, arm 2 in 2, arm 3 in 3 and arm 4 in 4.")
    lines = s.lines + (("arm4", 1, ("1-7",), "arm0"),)
    s = s.replace(lines=tuple((k, st, ("1-1",) if k == "arm0" else t, p) for k, st, t, p in lines))
    said = refused(GAME, s, kind="play", tile="5-6")
    assert said == "The 5-6 matches no end you may play on: arm 2 ends in 2, arm 3 in 3, arm 4 in 4 and " \
                   "the line from a toe of the double 1 in 7.", said


def test_the_setup_events_say_who_set_the_first_double_down():
    """"Players continue to draw from the chicken yard if nobody was dealt the initial double":
    the set-up events (the log's first lines) say who drew and who set the 0-0 down, as every
    later hand's deal says it; the player on the setter's left plays first."""
    s = deal([["1-2"], ["3-4"]], yard=["1-1", "2-2", "0-0"])
    assert [str(e) for e in GAME.setup_events(s)] == [
        "Hand 1: Ben shuffles and deals 7 tiles each; the double 0 starts it.",
        "Nobody holds the double 0, so the players draw from the chicken yard in turn, starting with Anna: "
        "Anna draws it in the second round (3 tiles drawn).", "Anna holds the double 0 and sets it in the centre.",
        "Ben plays first."]
    assert GAME.setup_events(s.replace(hand_no=2)) == ()  # later hands say it with the move that deals them


def test_a_toe_refusal_says_where_a_tile_that_fits_goes():
    """"The toes of the chicken foot must be filled with three more dominoes before tiles can be
    played elsewhere": a tile that has the double's number, dropped beside the lit toe, is told
    to go on it (the rule "tiles with a 8" sounded false for an 8-9, and said "a 8")."""
    s = deal([["8-8", "3-5"], ["0-0", "8-9", "1-8", "2-5"]])
    s = four_arms(s, ("0-1", "0-2", "0-3", "0-8"))
    s = s.replace(hands=(("8-8", "3-5", "9-9"), ("8-9", "1-8", "2-5", "4-6")), turn=0)
    s = play(GAME, s, kind="play", tile="8-8", to="arm3")
    assert GAME.waiting(s.lines)[0] == "arm4"
    assert refused(GAME, s, kind="play", tile="8-9") == "Drop it on the lit toe of the double 8."
    assert refused(GAME, s, kind="play", tile="8-9", to="arm5") == "Drop it on the lit toe of the double 8."
    assert refused(GAME, s, kind="play", tile="1-8", to="arm0") == (
        "The chicken foot on the double 8 must get its three toes first: drop it on the lit toe of the double 8.")
    assert refused(GAME, s, kind="play", tile="2-5", to="arm1") == (
        "The chicken foot on the double 8 must get its three toes first (tiles with an 8).")


def test_the_table_prompt_says_which_toe_or_arm_waits():
    """The status line said "Chicken foot: toe 2 of 3 on the double 8"; the table's prompt
    said only "Drag a tile to an open end"."""
    s = deal([["8-8", "0-5"], ["0-0", "8-9", "1-8", "2-5"]])
    assert GAME.prompt(s, 0) == ("Filling the four arms: arm 1 of 4. Play a tile with a 0 on the arm: "
                                 "it lights up when you pick the tile up.")
    s = four_arms(s, ("0-1", "0-2", "0-3", "0-8"))
    s = s.replace(hands=(("8-8", "3-5", "9-9"), ("8-9", "1-8", "2-5", "4-6")), turn=0)
    s = play(GAME, s, kind="play", tile="8-8", to="arm3")
    s = play(GAME, s, kind="play", tile="8-9", to="arm4")
    s = s.replace(turn=1)
    assert "toe 2 of 3" in GAME.status(s)
    assert GAME.prompt(s, 1) == ("Chicken foot: toe 2 of 3 on the double 8. Play a tile with an 8 on the toe: "
                                 "it lights up when you pick the tile up.")


def test_the_pass_prompt_after_the_one_draw():
    """"A player unable to make a play on the table must draw a tile ... If this tile can be
    played, the player may do so at once": one draw; the prompt said "you cannot draw" with 40
    tiles in the yard."""
    s = deal([["5-6"], ["0-0"]], yard=["7-8"])
    s = play(GAME, s, kind="draw")
    assert s.boneyard
    # (the arms wait: said why, s43)
    assert GAME.prompt(s, 0) == ("Filling the four arms: arm 1 of 4. Nothing plays: the double 0 still needs "
                                 "4 arms and you have no 0. Pass.")
    s = s.replace(drew=False, boneyard=())
    assert GAME.prompt(s, 0) == ("Filling the four arms: arm 1 of 4. Nothing plays: the double 0 still needs "
                                 "4 arms and you have no 0, and the chicken yard is empty. Pass.")
    s = four_arms(s, ("0-1", "0-2", "0-3", "0-4")).replace(drew=True, boneyard=("7-7",))
    assert GAME.prompt(s, 0) == "You have drawn your tile and it does not play: pass."
    s = s.replace(drew=False, boneyard=())
    assert GAME.prompt(s, 0) == "Nothing plays and the chicken yard is empty: pass."


def test_a_draw_refused_while_a_tile_plays_says_when_to_draw():
    """"A player unable to make a play on the table must draw": a click on the boneyard while a
    tile plays said "The boneyard cannot be moved."."""
    s = deal([["0-1"], ["0-0"]])
    assert refused(GAME, s, kind="draw") == "Your 0-1 plays: you draw only when nothing plays."


def test_a_tile_laid_down_a_toes_line_is_not_said_to_go_on_the_toe():
    """s27 t4: "Cleo plays the 0-9 on a toe of the double 5" when the 0-9 went on the end of a line
    several tiles away from the toe. Expected: "on the line from the double 5's toe". The first
    tile of a toe goes "on a toe of the double 1"; a later one "on the line from a toe of the
    double 1"."""
    s = deal([["1-1", "3-5"], ["0-0", "1-6", "1-7", "1-8", "2-5"]])
    s = four_arms(s).replace(hands=(("1-1", "6-9", "9-9"), ("1-6", "1-7", "1-8", "2-5")), turn=0)
    s = play(GAME, s, kind="play", tile="1-1", to="arm0")
    result = GAME.apply(s, {"kind": "play", "tile": "1-6", "to": "arm4"})
    assert "Ben plays the 1-6 on a toe of the double 1." in result.events
    s = result.state.replace(turn=1)
    s = play(GAME, s, kind="play", tile="1-7", to="arm5").replace(turn=1)
    s = play(GAME, s, kind="play", tile="1-8", to="arm6").replace(turn=0)
    result = GAME.apply(s, {"kind": "play", "tile": "6-9", "to": "arm4"})
    assert "Anna plays the 6-9 on the line from a toe of the double 1." in result.events


def test_the_next_hand_is_started_by_its_dealer():
    """Tester report s27: at a hand's end the table said "Ben: start the next hand" and the log
    then "Hand 2: Anna shuffles and deals". The one named is the one who deals ("the deal passes
    to the left")."""
    s = deal([["1-2"], ["3-4"]])
    s = four_arms(s).replace(hands=(("1-5",), ("0-0", "3-4", "9-9")), turn=0, centre="2-2")
    s = play(GAME, s, kind="play", tile="1-5", to="arm0")
    assert s.phase == "hand_over" and GAME.current_player(s) == 0
    assert GAME.status(s) == "Hand 1 is over. Anna: deal the next hand."
    dealt = GAME.apply(s, {"kind": "next_hand"}).events[0].text
    assert dealt.startswith("Hand 2: Anna shuffles and deals"), dealt


def test_nothing_plays_while_a_foot_waits_says_why():
    """s43 t2 #2: "The toes of the chicken foot must be filled with three more dominoes before
    tiles can be played elsewhere in the barnyard". With one toe of the double 3 filled, Anna drew
    a tile that fitted an open 9 elsewhere and was told only "You have drawn your tile and it does
    not play: pass.", the "toe 2 of 3 on the double 3" gone from the prompt. The prompt keeps what
    waits and says why nothing plays."""
    s = deal([["3-3", "0-5"], ["0-0", "3-7"]])
    s = four_arms(s, ("0-3", "0-2", "0-9", "0-8"))
    s = s.replace(hands=(("3-3", "5-6"), ("3-7", "1-2", "4-5")), turn=0)
    s = play(GAME, s, kind="play", tile="3-3", to="arm0")
    s = play(GAME, s, kind="play", tile="3-7", to="arm4")
    assert s.turn == 0 and s.hands[0] == ("5-6",)
    s = s.replace(boneyard=("7-7", "6-9"))  # (drawn from the end)
    assert GAME.prompt(s, 0) == ("Chicken foot: toe 2 of 3 on the double 3. Nothing plays: the double 3 "
                                 "still needs 2 toes and you have no 3. Draw from the chicken yard.")
    s = play(GAME, s, kind="draw")
    assert "6-9" in s.hands[0]  # (it would fit the open 9 of arm 2, but the foot comes first)
    assert GAME.prompt(s, 0) == ("Chicken foot: toe 2 of 3 on the double 3. Nothing plays: the double 3 "
                                 "still needs 2 toes and you have no 3. Pass.")
    s = s.replace(drew=False, boneyard=())
    assert GAME.prompt(s, 0) == ("Chicken foot: toe 2 of 3 on the double 3. Nothing plays: the double 3 "
                                 "still needs 2 toes and you have no 3, and the chicken yard is empty. Pass.")


def test_a_draw_refused_names_the_tile_that_plays():
    """s43 t2 #8: "You have a tile that plays: you draw only when nothing plays." did not say which;
    a player who misread the pips tried every tile. The engine names it (only its holder, whose
    tiles are showing, can ask to draw)."""
    s = deal([["0-1"], ["0-0"]])
    s = s.replace(hands=(("0-1", "5-6", "7-8"), s.hands[1]))
    assert refused(GAME, s, kind="draw") == "Your 0-1 plays: you draw only when nothing plays."
    s = s.replace(hands=(("0-1", "0-6", "7-8"), s.hands[1]))
    assert refused(GAME, s, kind="draw") == "Your 0-1 and 0-6 play: you draw only when nothing plays."
    s = s.replace(hands=(("0-1", "0-6", "0-7", "0-8"), s.hands[1]))
    assert refused(GAME, s, kind="draw") == ("Your 0-1, 0-6 and 2 more tiles play: "
                                             "you draw only when nothing plays.")
