"""Jokers Wild rule tests, from 004_312affb30e9b3af0.txt, section "Jokers Wild (Board Game)". Set
positions: a dealt game with marbles, hands and the card in play replaced. The board: red's
corner is ``loop:17``, its starting place ``loop:25``, its Castle entrance ``loop:20``;
blue, green and yellow follow 18 holes apart (green, red's partner: start ``loop:61``, entrance
``loop:56``)."""

import os
import random
import re

import pytest

from cardtable.core.game import Move, OptionError
from cardtable.core.zones import card_counts
from cardtable.games.jokers_wild import GAME, describe_hole
from cardtable.games.marble_tracks import hole_kind, jokers_wild_board

from .stacking import applied, play, refused
from .tableau_invariants import check_jokers_wild_move

THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"

B = jokers_wild_board()
FOUR = ["Anna", "Ben", "Cleo", "Dan"]  # Anna red, Ben blue, Cleo green (Anna's partner), Dan yellow
TWO = ["Anna", "Ben"]  # Anna red, Ben green


def L(i):
    return f"loop:{i % 72}"


def castle(colour, i):
    return f"home:{colour}:{i}"


def position(players=FOUR, marbles=None, hand=("5C", "5D", "5H", "5S", "9C"), card="", seven_left=0, turn=0):
    s = GAME.setup(players, {}, seed=2)
    full = []
    for seat, colour in enumerate(s.colours):
        given = list((marbles or {}).get(seat, ()))
        pens = [h for h in B.pens[colour]][len(given):]
        full.append(tuple(given) + tuple(pens))
    hands = list(s.hands)
    hands[turn] = tuple(hand)
    pile = s.pile
    # Keep every card in one place: cards put in the hand come out of the pile.
    rest = list(pile) + [c for c in s.hands[turn]]
    for c in hand:
        rest.remove(c)
    s = s.replace(marbles=tuple(full), hands=tuple(hands), pile=tuple(rest), turn=turn)
    if card:
        rest.remove(card)
        s = s.replace(pile=tuple(rest), discard=(card,), card=card, phase="move", seven_left=seven_left)
    assert card_counts(GAME.zones(s)) == GAME.deck_counts(s)
    return s


def moves(state):
    return {(m["from"], m["to"]) for m in GAME.legal_moves(state)}


def test_set_up():
    """"3-4 decks of cards, jokers included"; "2 or 4 people can play, with four players opposites
    are partners"; "Deal 5 cards to each player\""""
    s = GAME.setup(FOUR, {}, seed=1)
    assert [len(h) for h in s.hands] == [5, 5, 5, 5] and len(s.pile) == 3 * 54 - 20
    assert s.colours == ("red", "blue", "green", "yellow") and GAME.team(s, 0) == (0, 2)
    assert all(m == B.pens[c] for m, c in zip(s.marbles, s.colours))
    assert len(GAME.setup(TWO, {"decks": 4}, seed=1).pile) == 4 * 54 - 10
    assert GAME.setup(TWO, {}, seed=1).colours == ("red", "green")  # two players sit opposite
    with pytest.raises(OptionError):
        GAME.setup(["A", "B", "C"])
    assert GAME.current_player(s) == 0


def test_board_geometry():
    """Square board, 18 holes a side (72 on the loop); start the 8th hole after the corner; the
    Castle leaves the loop at the 3rd hole after it; five holes each for Home and Castle."""
    assert len(B.loop) == 72 and B.corner("red") == "loop:17"
    assert B.pen_exit("red") == "loop:25" and B.home_entrance("red") == "loop:20"
    assert len(B.pens["red"]) == 5 and len(B.homes["red"]) == 5
    assert len(set(B.all_coords().values())) == len(B.all_coords())  # no two holes drawn on one spot


def test_loop_holes_are_named_from_the_coloured_landmarks():
    """"Each colour has a corner", a starting place and a Castle entrance painted in its colour:
    the log names a loop hole from the nearest of them, each hole by a name of its own."""
    names = [describe_hole(h) for h in B.loop]
    assert len(set(names)) == len(names)
    assert describe_hole("loop:17") == "red's corner"
    assert describe_hole("loop:25") == "red's starting place"
    assert describe_hole("loop:20") == "red's Castle entrance"
    assert describe_hole("loop:27") == "2 holes past red's starting place"
    assert describe_hole("loop:24") == "1 hole before red's starting place"
    assert describe_hole("pen:red:0") == "red Home"


def test_the_log_says_a_move_in_plain_words():
    """The log said "Ben moves red from red's starting place to 2 past red's starting place" (a
    colour for a marble, the landmark twice, a count of nothing; s34's note): as in Fast Track,
    the line names a marble of the colour, counts holes, and says a landmark once."""
    s = position(marbles={0: [L(25)]}, card="5C")
    said = [e.text for e in applied(GAME, s, kind="move", **{"from": L(25)}, to=L(30), steps=5).events]
    assert said[0].endswith("moves a red marble 5 holes on from red's starting place.")
    s = position(marbles={0: [L(26)]}, card="5C")
    said = [e.text for e in applied(GAME, s, kind="move", **{"from": L(26)}, to=L(31), steps=5).events]
    assert said[0].endswith("moves a red marble from 1 hole past red's starting place to 4 holes before "
                            "blue's corner.")  # (each hole from its nearest landmark)


def test_two_players_holes_are_named_from_their_own_colours():
    """Two players sit opposite (red and green): a hole is counted from their landmarks, never
    from blue's or yellow's, which nobody plays (s29 t3 #12, seen in Fast Track)."""
    names = [describe_hole(h, ("red", "green")) for h in B.loop]
    assert len(set(names)) == len(names)
    assert not [n for n in names if "blue" in n or "yellow" in n]
    assert describe_hole("loop:25", ("red", "green")) == "red's starting place"


def test_coming_out_needs_an_ace_or_face_card():
    """"An Ace or Face card is needed to move a marble from out of "Home" to the starting place\""""
    s = position(hand=("5C", "AC", "KD", "9C", "2S"))
    assert [m["card"] for m in GAME.legal_moves(s)] == ["AC", "KD"]
    # "You cannot pass if you have a play": the cards that can are named (s46 t2 #11)
    assert refused(GAME, s, kind="play", card="5C") == (
        "An Ace or a face card is needed to bring a marble out of Home. Your ace of clubs or king of diamonds can "
        "bring one out, so you cannot discard: play one of them.")
    one = position(hand=("2S", "KD", "9C", "5H", "3D"))
    assert refused(GAME, one, kind="play", card="2S") == (
        "An Ace or a face card is needed to bring a marble out of Home. Your king of diamonds can bring one out, "
        "so you cannot discard: play it.")
    s2 = play(GAME, s, kind="play", card="KD")
    assert moves(s2) == {("pen:red:0", "loop:25")}
    s3 = play(GAME, s2, kind="move", **{"from": "pen:red:0"}, to="loop:25", steps=0)
    assert "loop:25" in s3.marbles[0] and s3.turn == 1 and len(s3.hands[0]) == 5 and s3.discard[-1] == "KD"


def test_an_opponent_landed_on_goes_home():
    """Landing on an opponent sends it Home (our reading of the Joker rule, for every move)."""
    s = position(marbles={0: [L(30)], 1: [L(35)]}, card="5C")
    r = applied(GAME, s, kind="move", **{"from": L(30)}, to=L(35), steps=5)
    assert L(35) in r.state.marbles[0] and r.state.marbles[1][0].startswith("pen:blue")
    assert r.state.sent_home == (1, 0, 0, 0)


def test_no_jumping_own_or_partner_marble():
    """"You may NOT jump (pass) your own marble or your partners marble.\""""
    s = position(marbles={0: [L(30), L(32)]}, card="5C")
    assert (L(30), L(35)) not in moves(s)
    assert refused(GAME, s, kind="move", **{"from": L(30)}, to=L(35), steps=5) == (
        "The 5 of clubs moves a marble 5 places, and that marble cannot: it would jump your own marble on "
        f"{describe_hole(L(32))} (you may NOT jump your own marble or your partner's).")
    s2 = position(marbles={0: [L(30)], 2: [L(33)]}, card="5C")
    assert moves(s2) == set()  or (L(30), L(35)) not in moves(s2)
    s3 = position(marbles={0: [L(30)], 1: [L(33)]}, card="5C")  # an opponent may be passed
    assert (L(30), L(35)) in moves(s3)
    # Landing on your own marble is refused; on your partner's sends it to its Castle entrance.
    s4 = position(marbles={0: [L(30), L(35)]}, card="5C")
    assert (L(30), L(35)) not in moves(s4)
    s5 = position(marbles={0: [L(30)], 2: [L(35)]}, card="5C")
    r = play(GAME, s5, kind="move", **{"from": L(30)}, to=L(35), steps=5)
    assert r.marbles[2][0] == B.home_entrance("green") == "loop:56"


def test_eight_only_moves_backwards():
    """"Eight ONLY moves backwards 8 places\""""
    s = position(marbles={0: [L(40)]}, card="8C")
    assert moves(s) == {(L(40), L(32))}
    s2 = position(marbles={0: [L(40), L(35)]}, card="8C")  # would pass its own marble
    assert (L(40), L(32)) not in moves(s2)
    s3 = position(marbles={0: [castle("red", 0), L(40)]}, card="8C")
    assert all(src != castle("red", 0) for src, _ in moves(s3))


def test_eight_back_past_the_entrance_then_into_the_castle():
    """Our reading: an Eight may take a marble back past its own entrance; going forward again it
    turns in there."""
    s = position(marbles={0: [L(25)]}, card="8C")
    s2 = play(GAME, s, kind="move", **{"from": L(25)}, to=L(17), steps=8)
    s3 = position(marbles={0: [L(17)]}, card="5C")
    assert moves(s3) == {(L(17), castle("red", 1))}  # 18, 19, 20 (the entrance), Castle 1, 2
    assert s2.marbles[0][0] == L(17)


def test_castle_by_exact_count_and_safe():
    """The Castle is entered forwards from its entrance by exact count (our reading)."""
    s = position(marbles={0: [L(18)]}, card="9C")  # 19, 20, then only five Castle holes: 9 is too many
    assert moves(s) == set()
    s2 = position(marbles={0: [L(18)]}, card="7C")
    assert (L(18), castle("red", 4)) in moves(s2)
    s3 = position(marbles={0: [castle("red", 0), castle("red", 3)]}, card="2C")
    assert moves(s3) == {(castle("red", 0), castle("red", 2))}
    s4 = position(marbles={0: [castle("red", 0), castle("red", 3)]}, card="4C")  # would pass its own
    assert moves(s4) == set()


def test_joker_on_an_opponent():
    """"May be used by taking your marble (already out of home) and taking the place of any marble
    on the board. If it is an opponents marble you send them back to "Home"\""""
    s = position(marbles={0: [L(30)], 1: [L(60)]}, card="JK")
    assert {(L(30), L(60))} <= moves(s)
    r = play(GAME, s, kind="joker", **{"from": L(30)}, to=L(60))
    assert r.marbles[0][0] == L(60) and r.marbles[1][0].startswith("pen:blue")
    said = [e.text for e in applied(GAME, s, kind="joker", **{"from": L(30)}, to=L(60)).events]
    assert said[0].endswith("moves a red marble from 5 holes past red's starting place to 1 hole before "
                            "green's starting place, in the place of the blue marble.") and "The blue marble goes back Home." in said
    s2 = position(marbles={1: [L(60)]}, hand=("JK", "5C", "5D", "5H", "5S"))
    assert {m["kind"] for m in GAME.legal_moves(s2)} == {"discard"}  # no marble of yours is out
    assert refused(GAME, s2, kind="play", card="JK").startswith("The Joker needs")


def test_joker_on_a_partner():
    """"If it is your partners marble you send them to the entrance to their "Castle"" "If your
    partners entrance to their "Castle" has an opponent on it you will also send that marble
    "Home"\""""
    s = position(marbles={0: [L(30)], 2: [L(10)], 3: [L(56)]}, card="JK")
    r = applied(GAME, s, kind="joker", **{"from": L(30)}, to=L(10))
    assert r.state.marbles[0][0] == L(10) and r.state.marbles[2][0] == L(56)
    assert r.state.marbles[3][0].startswith("pen:yellow")
    # Refused when one of your team's marbles is on the entrance.
    s2 = position(marbles={0: [L(30), L(56)], 2: [L(10)]}, card="JK")
    assert (L(30), L(10)) not in moves(s2)


def test_seven_split_between_two_marbles():
    """"Seven May move 7 places OR may be split in any way between TWO of your marbles.\""""
    s = position(marbles={0: [L(30), L(40)]}, card="7C")
    assert {(L(30), L(37)), (L(30), L(33)), (L(40), L(47))} <= moves(s)
    s2 = play(GAME, s, kind="move", **{"from": L(30)}, to=L(33), steps=3)
    assert s2.seven_left == 4 and s2.turn == 0
    assert moves(s2) == {(L(40), L(44))}
    assert refused(GAME, s2, kind="move", **{"from": L(33)}, to=L(37), steps=4).startswith("The rest of the 7")
    s3 = play(GAME, s2, kind="move", **{"from": L(40)}, to=L(44), steps=4)
    assert s3.turn == 1 and set(s3.marbles[0][:2]) == {L(33), L(44)}
    # With one marble out, no split: the 7 goes on it in full.
    s4 = position(marbles={0: [L(30)]}, card="7C")
    assert moves(s4) == {(L(30), L(37))}


def test_seven_last_marble_into_the_castle():
    """"You may also use part of a 7 to move your last marble into your castle and the remainder to
    move a marble of your partners. The only time you can waste the extra part of a 7 is on your
    very last marble into the castle.\""""
    done = [castle("red", 4), castle("red", 3), castle("red", 2), castle("red", 1)]
    s = position(marbles={0: done + [L(19)], 2: [L(40)]}, card="7C")
    assert (L(19), castle("red", 0)) in moves(s)  # 2 of the 7
    s2 = applied(GAME, s, kind="move", **{"from": L(19)}, to=castle("red", 0), steps=2)
    assert s2.state.seven_left == 5 and moves(s2.state) == {(L(40), L(45))}  # the rest for Cleo's marble
    s3 = play(GAME, s2.state, kind="move", **{"from": L(40)}, to=L(45), steps=5)
    assert s3.turn == 1
    # Nothing of the partner's can use it: wasted.
    s4 = position(marbles={0: done + [L(19)]}, card="7C")
    r = applied(GAME, s4, kind="move", **{"from": L(19)}, to=castle("red", 0), steps=2)
    assert "The last 5 of the 7 cannot be used: wasted." in r.events and r.state.turn == 1


def test_assisting_your_partner():
    """"When all of your marbles have been moved from "Home" to your "Castle" you then assist your
    partner.\""""
    done = [castle("red", i) for i in range(5)]
    s = position(marbles={0: done, 2: [L(40)]}, hand=("5C", "5D", "5H", "5S", "9C"))
    assert GAME.controlled(s, 0) == 2
    s2 = play(GAME, s, kind="play", card="5C")
    assert moves(s2) == {(L(40), L(45))}
    assert GAME.public(s2)["moving"] == "green"


def test_discard_when_stuck():
    """"If you cannot play, you must discard a card and pick a new card to replace it." "You cannot
    pass if you have a play in your hand, even if you don't want to play it.\""""
    s = position(hand=("5C", "5D", "9H", "2S", "3S"))  # every marble at Home, no Ace or face card
    assert {m["kind"] for m in GAME.legal_moves(s)} == {"discard"}
    s2 = play(GAME, s, kind="discard", card="9H")
    assert s2.turn == 1 and len(s2.hands[0]) == 5 and s2.discard[-1] == "9H"
    s3 = position(hand=("5C", "AD", "9H", "2S", "3S"))
    assert refused(GAME, s3, kind="discard", card="9H").startswith("You cannot pass if you have a play")


def test_the_team_all_in_its_castles_wins():
    """"The team getting all their marbles into their "Castle" first is the winner.\""""
    red = [castle("red", i) for i in range(1, 5)] + [L(18)]
    green = [castle("green", i) for i in range(5)]
    s = position(marbles={0: red, 2: green}, card="3C")
    r = play(GAME, s, kind="move", **{"from": L(18)}, to=castle("red", 0), steps=3)
    assert r.phase == "over" and GAME.winners(r) == [0, 2]
    sheet = GAME.score_sheet(r)
    assert sheet.columns == ("Anna & Cleo", "Ben & Dan") and sheet.totals == (10, 0) and sheet.winners == (0,)
    # the bottom row says what it counts and the sheet how the game is won, in the book's terms
    # (it read "Total", and the score panel "highest total wins")
    assert sheet.total_label == "Marbles in the Castle"
    assert sheet.extra["goal"] == "the first team with every marble in their Castles wins"
    assert [r.label for r in sheet.rounds] == ["Cards played", "Sent others Home", "At Home", "On the board"]


def test_draw_pile_reshuffled():
    """When the centre pile runs out the discards are shuffled into a new one (our reading)."""
    s = position(hand=("5C", "5D", "9H", "2S", "3S"))
    s = s.replace(discard=s.discard + s.pile, pile=())
    s2 = applied(GAME, s, kind="discard", card="9H")
    assert "The discards are shuffled into a new centre pile." in s2.events
    assert card_counts(GAME.zones(s2.state)) == GAME.deck_counts(s2.state)


def test_refusals():
    s = position(marbles={0: [L(30)]}, card="5C")
    assert refused(GAME, s, kind="move", **{"from": L(31)}, to=L(36), steps=5) == "There is no marble there."
    assert refused(GAME, s, kind="joker", **{"from": L(30)}, to=L(36)) == "Only a Joker takes another marble's place."
    assert refused(GAME, s, kind="play", card="5D").startswith("Move a marble with the")
    assert refused(GAME, s, kind="fly") == "That is not a move in Jokers Wild."


def test_more_random_games_keep_the_board_invariants():
    """The contract test plays seeded games; 180 more here (90 in the everyday run), checking only
    the board."""
    from .contract import new_random_game

    # (s39: the everyday run plays half of them, the thorough run, CARDTABLE_THOROUGH=1, all; the
    # contract test plays many more random games of every game each day)
    for seed in range(1000, 1180 if THOROUGH else 1090):
        state, rng = new_random_game(GAME, seed)
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            move = legal[rng.randrange(len(legal))]
            result = GAME.apply(state, move)
            check_jokers_wild_move(GAME, state, move, result)
            state = result.state
        assert GAME.winners(state)


def test_a_move_that_shuffles_a_new_centre_pile_cannot_be_taken_back():
    """As in Fast Track: the new pile's order was known to nobody, though every card in it was
    seen as a discard; an undo would let the player choose again knowing the card to come."""
    s = position(hand=("5C", "5D", "9H", "2S", "3S"))
    s = s.replace(discard=s.discard + s.pile, pile=())
    assert not GAME.can_undo(s, Move({"kind": "discard", "card": "9H"}))


def test_a_marble_from_home_dropped_past_the_starting_place_is_told_the_real_reason():
    """s27 t4: Anna (against Robo Rex) played the K♣ and dragged a marble from Home to a hole three
    past her starting place, nothing in between; it was refused with "You may NOT jump your own
    marble or your partner's marble (nor land on your own)." Rule: "Face Moves 10 places or moves
    marble from "Home" to the starting point". Any marble at Home may be dragged."""
    s = play(GAME, position(players=TWO, hand=("KC", "5D", "5H", "5S", "9C")), kind="play", card="KC")
    for src in B.pens["red"]:
        why = refused(GAME, s, kind="move", **{"from": src}, to=L(28), steps=0)
        assert why == "The king of clubs brings a marble out of Home only onto red's starting place."
    # the starting place held by your own marble: that is the reason
    s = play(GAME, position(players=TWO, marbles={0: [L(25)]}, hand=("KC", "5D", "5H", "5S", "9C")),
             kind="play", card="KC")
    assert refused(GAME, s, kind="move", **{"from": "pen:red:1"}, to=L(25), steps=0) == \
        "That hole is taken by your own marble."


def test_a_refusal_names_the_rule_the_drop_breaks():
    """A card with no move says why for each marble; a split 7 dropped short says why that part
    fails; a partner's marble that cannot go to its Castle entrance is named."""
    s = position(marbles={0: [L(30), L(33)], 2: [L(31), L(35)]})
    assert refused(GAME, s, kind="play", card="5C") == (
        f"The 5 of clubs moves a marble 5 places, and none of yours can: the marble on {describe_hole(L(30))} "
        f"would jump your partner Cleo's marble on {describe_hole(L(31))}; the marble on {describe_hole(L(33))} "
        f"would jump your partner Cleo's marble on {describe_hole(L(35))}.")
    s = position(marbles={0: [L(30)], 2: [L(31)]}, card="7C")
    assert refused(GAME, s, kind="move", **{"from": L(30)}, to=L(33), steps=0).startswith(
        "That marble cannot go 3 of the 7: it would jump your partner Cleo's marble")
    s = position(marbles={0: [L(30), "loop:56"], 2: [L(35)]}, card="5C")
    assert refused(GAME, s, kind="move", **{"from": L(30)}, to=L(35), steps=5) == (
        f"The 5 of clubs moves a marble 5 places, and that marble cannot: Cleo's marble on {describe_hole(L(35))} "
        "would be sent to its Castle entrance, green's Castle entrance, and your own marble is there.")


def test_every_refused_drop_in_seeded_games_gives_a_true_reason():
    """s27 t4: "the reason must be computed from what the drop actually breaks": over seeded games,
    every marble of the mover dropped on every hole it may not go to is refused with a reason, and
    a reason that says "jump" names a hole on that marble's way holding a marble of its own team;
    one that says a hole is taken by your own marble is true of the hole dropped on."""
    from .contract import new_random_game

    b = GAME.board()
    checked = 0
    for seed, players in ((3, TWO), (4, FOUR), (5, TWO)):
        state, rng = new_random_game(GAME, seed)
        if len(state.players) != len(players):
            state = GAME.setup(players, {}, seed=seed)
        hole_of = {describe_hole(h, state.colours): h for h in b.holes}  # (named from the colours played)
        turns = 0
        while not GAME.is_over(state) and turns < 160:
            legal = GAME.legal_moves(state)
            if state.phase == "move" and turns % 3 == 0:
                mover = GAME.controlled(state, state.turn)
                occ = GAME.occupancy(state.marbles)
                kinds = {m["kind"] for m in legal}
                team = {p for p in range(len(players)) if p == mover or (len(players) == 4 and p % 2 == mover % 2)}
                for src in dict.fromkeys(state.marbles[mover]):
                    for dest in b.holes:
                        for kind in kinds:
                            move = {"kind": kind, "from": src, "to": dest}
                            if kind == "move":
                                move["steps"] = 0
                            if any(m["from"] == src and m["to"] == dest for m in legal if m["kind"] == kind) or (
                                    hole_kind(src) == "pen" and any(m["to"] == dest for m in legal)):
                                continue
                            why = GAME.explain(state, Move(move))
                            checked += 1
                            assert why and "nor land on your own" not in why, (move, why)
                            if "jump" in why:
                                named = [hole_of[w] for w in re.findall(
                                    r"jump (?:your own marble|your partner \w+'s marble) on (.+?)(?: \(|;|\.$)", why)]
                                assert named, why
                                ways = [b.walk(state.colours[mover], src, k) or () for k in range(1, 11)] + [
                                    b.backward_path(src, 8) or ()]
                                assert any(h in way[:-1] for way in ways for h in named), (move, why)
                                assert all(occ.get(h) in team for h in named), (move, why)
                            if why == "That hole is taken by your own marble.":
                                assert occ.get(dest) == mover
            move = legal[rng.randrange(len(legal))]
            state = GAME.apply(state, move).state
            turns += 1
    assert checked > 1000


def test_the_log_says_a_marble_went_back():
    """"An 8 moves a marble 8 places backwards": the log line said "moves a red marble from 5
    holes past red's starting place to 2 holes past red's Castle entrance", never that it went
    back (s35 t4 #4)."""
    s = position(marbles={0: [L(30)]}, card="8C")
    move = next(m for m in GAME.legal_moves(s) if m.get("from") == L(30))
    said = [e.text for e in GAME.apply(s, move).events]
    assert "moves a red marble back from 5 holes past red's starting place" in said[0], said[0]
