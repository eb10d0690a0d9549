"""Mexican Train rule tests, from 004_312affb30e9b3af0.txt, section "Mexican Train
(Dominoes)", with its Alternate Rules. Deals are stacked (each hand's tiles in a row, seat 0
first, then the boneyard in draw order); positions are set by hand where a rule needs one. A
stacked deal has the last seat shuffle and deal (the house rule ``first_dealer``,
:data:`LAST_DEALS`), so the drawing for a missing double starts at seat 0; by default the first
dealer is drawn ("When dealing the cards for the first round the dealer is randomly selected
unless the rules state differently", test_first_dealer.py)."""

import random

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.pieces import Dominoes
from cardtable.core.zones import card_counts
from cardtable.games.mexican_train import GAME

from .domino_invariants import check_mexican_train_move, check_samples_lack
from .stacking import play, refused

THREE = ["Anna", "Ben", "Cleo"]
SET12 = Dominoes(12).codes()


def deal(hands, yard=(), players=THREE, options=None, size=15, hand_no=0, held=None):
    """A stacked deal: ``hands`` filled from the set (low tiles first, never a 12 unless asked),
    then the boneyard's top."""
    named = [t for h in hands for t in h] + list(yard) + ([held] if held else [])
    rest = [c for c in SET12 if c not in named and "12" not in c]
    twelves = [c for c in SET12 if c not in named and "12" in c]
    full = []
    for hand in list(hands) + [[] for _ in range(len(players) - len(hands))]:
        hand = list(hand)
        while len(hand) < size:
            hand.append(rest.pop(0))
        full.append(hand)
    order = [t for h in full for t in h] + list(yard) + rest + twelves
    stack = [[]] * hand_no + [order]
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=9, stack=stack)


def plays(state):
    return sorted((m["tile"], m["to"]) for m in GAME.legal_moves(state) if m.kind == "play")


def test_hand_sizes_and_the_double_twelve():
    """"2 to 4 players - 15 dominoes each", "5 to 6 players - 11", "7 to 8 players - 8"; "The
    game begins with the double 12"; "The player who played the double in the center starts the
    play"."""
    for n, size in ((2, 15), (4, 15), (5, 11), (6, 11), (7, 8), (8, 8)):
        s = GAME.setup([f"P{i}" for i in range(n)], {}, seed=n)
        assert s.centre == "12-12"
        assert GAME.hand_size(n) == size and min(len(h) for h in s.hands) >= size - 1
        assert s.turn == (s.setter if s.setter >= 0 else (GAME.dealer(s, 1) + 1) % n)  # (not drawn: the dealer's left)
        assert card_counts(GAME.zones(s)) == GAME.deck_counts(s)
    s = deal([[], ["12-12"]])
    assert s.setter == 1 and s.turn == 1 and "12-12" not in s.hands[1]


def test_rounds_of_drawing_when_nobody_has_the_double():
    """"If no one has the Double 12, each player draws a domino from the "pile". If the Double 12
    is not drawn by any player in the first round of drawing, a second round of drawing occurs.\""""
    s = deal([[], [], []], yard=["0-1", "0-2", "0-3", "0-4", "12-12"])
    assert s.setter == 1 and s.turn == 1  # Anna, Ben, Cleo, Anna draw; Ben draws the 12-12
    assert [len(h) for h in s.hands] == [17, 16, 16]


def test_two_rounds_of_drawing_then_the_double_comes_from_the_boneyard():
    """The finding: with nobody holding the double 12 the game had twelve rounds of drawing (two
    players drew the boneyard empty). "If no one has the Double 12, each player draws a domino
    from the "pile". If the Double 12 is not drawn by any player in the first round of drawing, a
    second round of drawing occurs." Two rounds and no third: the table then takes the double from
    the boneyard, and play starts on the dealer's left, where the drawing did."""
    two = ["Anna", "Ben"]
    s = deal([[], []], yard=["0-1", "0-2", "0-3", "0-4", "12-12"], players=two)
    assert [len(h) for h in s.hands] == [17, 17]  # Anna 0-1, Ben 0-2, Anna 0-3, Ben 0-4
    assert "0-3" in s.hands[0] and "0-4" in s.hands[1]
    assert s.centre == "12-12" and s.setter == -1 and s.turn == 0
    assert all("12-12" not in h for h in s.hands) and "12-12" not in s.boneyard
    assert len(s.boneyard) == 91 - 34 - 1
    assert card_counts(GAME.zones(s)) == GAME.deck_counts(s)
    assert [str(e) for e in GAME.setup_events(s)] == [
        "Hand 1: Ben shuffles and deals 15 tiles each; the double 12 starts it.",
        "Nobody holds the double 12, so the players draw from the boneyard in turn, starting with Anna: "
        "nobody draws it in two rounds (4 tiles drawn).",
        "The double 12 is taken from the boneyard and set in the centre.",
        "Anna plays first."]
    # found in the second round: one sentence for all the drawing, then who sets it
    s = deal([[], []], yard=["0-1", "0-2", "12-12"], players=two)
    assert s.setter == 0 and s.turn == 0 and [len(h) for h in s.hands] == [16, 16]
    assert [str(e) for e in GAME.setup_events(s)][1:] == [
        "Nobody holds the double 12, so the players draw from the boneyard in turn, starting with Anna: "
        "Anna draws it in the second round (3 tiles drawn).",
        "Anna holds the double 12 and sets it in the centre.", "Anna plays first."]
    # a random two-player game never draws more than two rounds
    for seed in range(40):
        s = GAME.setup(two, {}, seed=seed)
        assert sum(len(h) for h in s.hands) <= 30 + 4 and len(GAME.setup_events(s)) <= 4


def test_house_rule_draw_until_the_double_shows():
    """The house rule ``draw_until_double`` (and every game saved before the two rounds: state
    version 1) keeps drawing until somebody draws the double."""
    two = ["Anna", "Ben"]
    s = deal([[], []], yard=["0-1", "0-2", "0-3", "0-4", "12-12"], players=two,
             options={"draw_until_double": True})
    assert s.setter == 0 and s.turn == 0 and [len(h) for h in s.hands] == [17, 17]
    assert str(GAME.setup_events(s)[1]) == (
        "Nobody holds the double 12, so the players draw from the boneyard in turn, starting with Anna: "
        "Anna draws it in the third round (5 tiles drawn).")
    assert GAME.state_version >= 2
    assert GAME.upgrade_options({"hold_out": False}, 1) == {"hold_out": False, "draw_until_double": True,
                                                            **LAST_DEALS}
    assert GAME.upgrade_options({"hold_out": False}, 2) == {"hold_out": False, **LAST_DEALS}
    assert GAME.upgrade_options({"hold_out": False}, 3) == {"hold_out": False}


def test_an_old_save_replays_with_its_drawing():
    """A record from state version 1 (drawing until the double showed) opens under the house
    rule, so its moves replay on the deal it was played with."""
    from cardtable.core.records import Record, replay_steps, start

    old = GAME.setup(["Anna", "Ben"], {"draw_until_double": True, **LAST_DEALS}, seed=10)
    assert sum(len(h) for h in old.hands) > 40  # seed 10: the boneyard drawn empty
    record = Record(game="mexican_train", players=["Anna", "Ben"], options={}, seed=10, state_version=1)
    assert start(record, GAME).to_json() == old.to_json()
    assert record.options["draw_until_double"] is True and record.state_version == GAME.state_version
    assert list(replay_steps(record, GAME, [])) == []


def test_own_train_and_the_mexican_train_begin_with_the_centre_number():
    """"The separate Mexican train ... must begin with the same number as is on the center
    double"; "The first player may play on the center double or start the Mexican train.\""""
    s = deal([["12-12", "5-12", "0-1"]])
    assert plays(s) == [("5-12", "mexican"), ("5-12", "train/0")]
    assert "does not match the 12" in refused(GAME, s, kind="play", tile="0-1", to="mexican")


def test_no_play_on_another_players_train_until_it_has_a_marker():
    """"No other player may play on another player's train until a player has been unable to
    play and has placed a marker"; "If they cannot play that domino on the board, then they place
    a marker ... All players may then play on this player's train"; "If this player can play
    anywhere on the board at their next turn, the marker is then removed\""""
    s = deal([["12-12", "3-12", "0-1"], ["3-4", "0-2"]], yard=["0-5"])
    s = play(GAME, s, kind="play", tile="3-12", to="train/0")
    assert s.turn == 1
    assert "no marker" in refused(GAME, s, kind="play", tile="3-4", to="train/0")
    # Ben cannot play: he draws, the 0-5 does not play, his marker goes out
    assert [m.kind for m in GAME.legal_moves(s)] == ["draw"]
    s = play(GAME, s, kind="draw")
    assert [m.kind for m in GAME.legal_moves(s)] == ["pass"]
    s = play(GAME, s, kind="pass")
    assert s.markers == (False, True, False)
    # Cleo and then Anna may play on Ben's train; Ben's train is open to all
    s = s.replace(turn=0, hands=(("11-12", "0-1"),) + s.hands[1:])
    assert ("11-12", "train/1") in plays(s)
    s = play(GAME, s, kind="play", tile="11-12", to="train/1")
    assert s.markers == (False, True, False)  # a tile on it does not take Ben's marker back
    # Ben plays anywhere: his marker is removed
    s = s.replace(turn=1, hands=(s.hands[0], ("4-11",) + s.hands[1], s.hands[2]))
    s = play(GAME, s, kind="play", tile="4-11", to="train/1")
    assert s.markers == (False, False, False)


def test_a_drawn_domino_that_plays_is_played():
    """"they draw a domino from the boneyard. If they cannot play that domino on the board, then
    they place a marker": one that plays is played."""
    s = deal([["0-1"], ["12-12"]], yard=["7-12"])
    s = s.replace(turn=0)
    s = play(GAME, s, kind="draw")
    assert plays(s) == [("7-12", "mexican"), ("7-12", "train/0")]
    assert "must play it" in refused(GAME, s, kind="pass")


def test_a_double_needs_one_more_domino():
    """"If a player plays a double during play, they must then play another domino somewhere on
    the board"; "they may play doubles in more than one spot. Even though two or more doubles have
    been played, only one additional domino must be placed\""""
    s = deal([["12-12", "3-12", "3-3", "5-12", "5-5", "5-6", "0-1"]])
    s = play(GAME, s, kind="play", tile="3-12", to="train/0")
    s = s.replace(turn=0)
    s = play(GAME, s, kind="play", tile="3-3", to="train/0")
    assert s.turn == 0 and s.owes
    s = play(GAME, s, kind="play", tile="5-12", to="mexican")
    assert s.turn == 1  # the follow-up ends the turn
    s = s.replace(turn=0)
    s = play(GAME, s, kind="play", tile="5-5", to="mexican")
    assert s.turn == 0 and s.owes
    s = play(GAME, s, kind="play", tile="5-6", to="mexican")
    assert s.turn == 1 and not s.owes


def test_a_double_not_followed_draws_then_marker():
    """"If a player cannot follow-up the double with another domino, they draw.\""""
    s = deal([["12-12", "4-12", "4-4", "0-1"]], yard=["9-10"])
    s = play(GAME, s, kind="play", tile="4-12", to="train/0")
    s = s.replace(turn=0, hands=(("4-4", "0-1"),) + s.hands[1:])
    s = play(GAME, s, kind="play", tile="4-4", to="train/0")
    assert [m.kind for m in GAME.legal_moves(s)] == ["draw"]
    s = play(GAME, s, kind="draw")
    s = play(GAME, s, kind="pass")
    assert s.markers[0] and s.turn == 1


def test_out_with_a_double_and_the_double_blank_counts_zero():
    """"EXCEPTION: A player may go out with a double without having to play another domino";
    "the other players must add up the total of their remaining dominoes ... Double blank count
    0.\""""
    s = deal([["12-12"]]).replace(turn=0, hands=(("12-12",), ("0-0", "1-2"), ("6-6",)),
                                  centre="12-12")
    s = s.replace(lines=tuple((k, 12, (), p) for k, _, _, p in s.lines))
    s = play(GAME, s, kind="play", tile="12-12", to="train/0")
    assert s.phase == "hand_over" and s.hand_scores == ((0, 3, 12),) and s.hand_outs == (0,)
    s = play(GAME, s, kind="next_hand")
    assert s.centre == "11-11"  # "each hand thereafter uses the next lowest number"


def test_alternate_double_blank_fifty():
    """Alternate rule: "The Double blank counts as 50 points if you get caught with it.\""""
    s = deal([["12-12"]], options={"blank_fifty": True})
    s = s.replace(turn=0, hands=(("1-12",), ("0-0", "1-2"), ("6-6",)))
    s = play(GAME, s, kind="play", tile="1-12", to="train/0")
    assert s.hand_scores == ((0, 53, 12),)


def test_alternate_hold_out_the_double():
    """Alternate rule: "the double to be used to begin the next hand may be held out and placed
    in the center after the players have drawn their hands. With this method, the player who "went
    out" on the preceding hand, begins the play.\""""
    s = GAME.setup(THREE, {"hold_out": True}, seed=3)
    assert s.centre == "12-12" and s.setter == -1
    assert all("12-12" not in h for h in s.hands) and "12-12" not in s.boneyard
    assert s.turn == (GAME.dealer(s, 1) + 1) % 3  # the first hand: the dealer's left
    s = GAME.setup(THREE, {"hold_out": True, **LAST_DEALS}, seed=3)
    assert s.turn == 0
    s = s.replace(turn=1, hands=(s.hands[0], ("3-12",), s.hands[2]))
    s = play(GAME, s, kind="play", tile="3-12", to="train/1")  # Ben goes out
    s = play(GAME, s, kind="next_hand")
    assert s.centre == "11-11" and s.turn == 1
    assert card_counts(GAME.zones(s)) == GAME.deck_counts(s)


def test_blocked_hand_everybody_counts():
    s = deal([["12-12"]])
    s = s.replace(boneyard=(), hands=(("0-1",), ("0-2",), ("0-3",)), turn=0)
    for _ in range(3):  # each puts a marker out: the table changes, so all must pass again
        s = play(GAME, s, kind="pass")
    assert s.phase == "play" and s.markers == (True, True, True)
    s = play(GAME, s, kind="pass")
    s = play(GAME, s, kind="pass")
    assert s.phase == "hand_over" and s.hand_outs == (-1,) and s.hand_scores == ((1, 2, 3),)
    assert s.markers == (True, True, True)


def test_score_sheet_running_totals():
    s = deal([["12-12"]]).replace(turn=0, hands=(("1-12",), ("0-0", "1-2"), ("6-6",)))
    s = play(GAME, s, kind="play", tile="1-12", to="train/0")
    sheet = GAME.score_sheet(s)
    assert sheet.rows[0].cells == ((0, 0), (3, 3), (12, 12)) and sheet.rows[0].marked == (0,)
    assert sheet.lower_is_better and sheet.totals == (0, 3, 12)


def test_three_hundred_short_games_keep_the_invariants():
    """Property test: 300 seeded random one-hand games (2 to 8 players, alternate rules at
    random), invariants after every move."""
    rng = random.Random(24)
    for seed in range(300):
        n = 2 + seed % 7
        opts = {"hands": 1, "hold_out": rng.random() < 0.5, "blank_fifty": rng.random() < 0.5}
        s = GAME.setup([f"P{i}" for i in range(n)], opts, seed=seed)
        pieces = GAME.deck_counts(s)
        while not GAME.is_over(s):
            legal = GAME.legal_moves(s)
            move = legal[rng.randrange(len(legal))]
            result = GAME.apply(s, move)
            assert result.ok
            check_mexican_train_move(GAME, s, move, result)
            s = result.state
            assert card_counts(GAME.zones(s)) == pieces


def test_a_draw_and_a_marker_show_the_hand_holds_nothing_that_plays():
    """"If a player cannot follow-up the double with another domino, they draw." and "If they
    cannot play that domino on the board, then they place a marker": the hand holds nothing for
    the trains open to it (its own ends in 4, the Mexican train starts with 12), and a
    computer's samples deal it no 4 and no 12."""
    s = deal([["12-12", "4-12", "4-4", "0-1"]], yard=["9-10"])
    s = play(GAME, s, kind="play", tile="4-12", to="train/0")
    s = s.replace(turn=0, hands=(("4-4", "0-1"),) + s.hands[1:])
    s = play(GAME, s, kind="play", tile="4-4", to="train/0")
    assert GAME.shown_lacking(s) is None
    s = play(GAME, s, kind="draw")
    s = play(GAME, s, kind="pass")
    lacks = GAME.shown_lacking(s)
    assert lacks(0, "4-7") and lacks(0, "0-12") and not lacks(0, "9-10") and not lacks(1, "4-7")
    check_samples_lack(GAME, s, viewer=1, seat=0, numbers={"4", "12"})


def test_a_tile_that_fits_no_end_is_said_of_every_end_the_player_may_use():
    """A tile played with no place named (a press on a tile that cannot move) is refused with
    every end the player may play on: "Each player has the option of playing on their own train
    or the Mexican train"; another's train only with a marker ("No other player may play on
    another player's train until ... a marker")."""
    s = deal([["12-12", "9-12", "0-1"], ["5-6"], ["0-7"]])
    s = play(GAME, s, kind="play", tile="9-12", to="mexican")  # Anna; Ben next
    s = s.replace(turn=2)
    assert refused(GAME, s, kind="play", tile="0-7") == (
        "The 0-7 matches no end you may play on: Cleo's train ends in 12 and the Mexican train in 9.")
    s = s.replace(markers=(True, False, False))  # Anna's marker is out: her train is open to all
    assert refused(GAME, s, kind="play", tile="0-7") == ("The 0-7 matches no end you may play on: Anna's train "
                                                          "ends in 12, Cleo's train in 12 and the Mexican train in 9.")
    # named on a train, the refusal is about that train
    assert refused(GAME, s, kind="play", tile="0-7", to="mexican") == (
        "The 0-7 does not match the 9 at the end of the Mexican train.")


def test_the_table_prompt_says_a_domino_is_owed_after_a_double():
    """"If a player plays a double during play, they must then play another domino somewhere on
    the board": the prompt said only "Drag a tile to an open end" (the status line said it)."""
    s = deal([["12-12", "3-12", "3-3", "5-12", "0-1"]], yard=["9-10"])
    s = play(GAME, s, kind="play", tile="3-12", to="train/0")
    s = s.replace(turn=0)
    s = play(GAME, s, kind="play", tile="3-3", to="train/0")
    assert s.owes and "one more domino is owed" in GAME.status(s)
    assert GAME.prompt(s, 0).startswith("You played a double: one more domino is owed. Play a tile")
    s = s.replace(hands=(("0-1",),) + s.hands[1:])
    assert GAME.prompt(s, 0) == ("You played a double: one more domino is owed. "
                                 "No tile of yours plays: draw from the boneyard.")


def test_a_tile_on_the_players_own_train_is_logged_without_the_name_twice():
    """Tester t4: "Ben plays the 0-7 on Ben's train." repeats the name."""
    from cardtable.games import get_game
    from cardtable.games.mexican_train import tile_name

    game = get_game("mexican_train")
    state = game.setup(["Anna", "Ben"], {}, 7)
    seen = 0
    for _ in range(200):
        if game.is_over(state) or state.phase != "play":
            break
        seat = game.to_act(state)[0]
        moves = game.legal_moves(state, seat)
        move = next((m for m in moves if m.get("to") == f"train/{seat}"), moves[0])
        applied = game.apply(state, move)
        for event in applied.events:
            if event.kind == "card_moved" and move.get("to") == f"train/{seat}":
                # s27 t4: "Anna plays the 10-12 on their own train." read oddly of a named player
                assert event.text == f"{state.players[seat]}'s own train gets the {tile_name(move['tile'])}.", event.text
                seen += 1
        state = applied.state
    assert seen


def test_a_marker_put_out_or_left_out_is_said_without_their():
    """s27 t4: "Cleo cannot play and puts a marker on their train." read oddly of a named player;
    and with her marker already out Cleo was told "Nothing plays: put your marker on your train
    (pass)." Expected: "leave your marker out" when it is out."""
    from cardtable.games import get_game

    game = get_game("mexican_train")
    state = game.setup(["Anna", "Ben", "Cleo"], {}, 7)
    said_out = said_left = prompted = 0
    for _ in range(400):
        if game.is_over(state) or state.phase != "play":
            break
        seat = game.to_act(state)[0]
        moves = game.legal_moves(state, seat)
        who = state.players[seat]
        if [m.kind for m in moves] == ["pass"]:
            prompt = game.prompt(state, seat)
            if state.markers[seat]:
                assert prompt.endswith("Nothing plays: leave your marker out (pass)."), prompt
            else:
                assert prompt.endswith("Nothing plays: put your marker on your train (pass)."), prompt
            prompted += 1
        move = next((m for m in moves if m.kind == "draw"), None) or next(
            (m for m in moves if m.kind == "pass"), moves[0])
        applied = game.apply(state, move)
        for event in applied.events:
            assert " their " not in f" {event.text} ", event.text
            said_out += event.text == f"{who} cannot play and puts out a marker."
            said_left += event.text == f"{who} cannot play again; the marker stays out."
        state = applied.state
    assert said_out and said_left and prompted


def test_the_next_hand_is_started_by_its_dealer():
    """Tester report s27: the hand's end named one player to start the next hand and the log
    then had another shuffle and deal it. The one named is the next dealer."""
    s = deal([["12-12"]]).replace(turn=0, hands=(("1-12",), ("0-0", "1-2"), ("6-6",)))
    s = play(GAME, s, kind="play", tile="1-12", to="train/0")
    assert s.phase == "hand_over"
    dealer = s.players[GAME.current_player(s)]
    assert GAME.status(s) == f"Hand 1 is over. {dealer}: deal the next hand."
    dealt = GAME.apply(s, {"kind": "next_hand"}).events[0].text
    assert dealt.startswith(f"Hand 2: {dealer} shuffles and deals"), (dealer, dealt)
