"""Biscuit rule tests, from 000_1132b2295c69cbc8.txt. Hands are stacked deals or set positions
(a dealt state with its lines and hands replaced); the last seat deals (the house rule
``first_dealer``, :data:`LAST_DEALS`), so seat 0 plays first."""

from collections import Counter

import pytest

from cardtable.core.decktet import Decktet
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import OptionError
from cardtable.core.zones import card_counts
from cardtable.games.biscuit import GAME, Biscuit, makes_elevensies, straight_length

from .stacking import applied, play, refused, round_robin

TWO = ["Anna", "Ben"]
FOUR = ["Anna", "Ben", "Cleo", "Dan"]
NO_EXTRAS = {"excuse": False, "pawns": False, "courts": False}


def position(players=TWO, options=None, main=("forest",), initial=0, crosses=(), hands=None, pile=None, turn=0):
    """A position: the lines, hands and pile given, every other card under the first card or
    nowhere (the zones are rebuilt from what is given, so tests of a rule need not deal 36)."""
    s = GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=1)
    hands = tuple(tuple(h) for h in (hands or [()] * len(players)))
    used = set(main) | {c for h in hands for c in h} | {c for x in crosses for c in (x[0], *x[1], *x[2])}
    if pile is None:
        pile = tuple(c for c in GAME.pieces(len(players), s.options).codes() if c not in used)[:8]
    return s.replace(main=tuple(main), initial=initial, crosses=tuple(crosses), hands=hands, pile=tuple(pile),
                     turn=turn)


def test_the_deal():
    """"Deal each player six cards. Deal one card face down in the middle of the table and another
    card face up crossways on top of it. The remaining cards form the draw pile." "The player to
    the left of the dealer takes the first turn.\""""
    hands = [["author", "desert", "origin", "journey", "painter", "savage"],
             ["mountain", "sailor", "battle", "forest", "discovery", "soldier"]]
    order = round_robin(hands) + ["pact", "lunatic", "ace-moons"]
    s = GAME.setup(TWO, dict(LAST_DEALS), seed=4, stack=[order])
    assert [list(h) for h in s.hands] == hands
    assert s.under == "pact" and s.main == ("lunatic",) and s.pile[-1] == "ace-moons"
    assert len(s.pile) == 36 - 14
    assert GAME.current_player(s) == 0 and s.dealer == 1
    assert card_counts(GAME.zones(s)) == Decktet().counts()
    assert GAME.observation(s, 1)["zones"]["under"]["cards"] == [None]


def test_the_decktet_ranks_and_suits():
    """Each rank 2 to 9 covers the six suits; each suit is on two Pawns and two Courts."""
    from cardtable.core.decktet import COURTS, NUMBERS, PAWNS, SUITS
    for rank in range(2, 10):
        suits = [s for c in NUMBERS if c.rank == rank for s in c.suits]
        assert sorted(suits) == sorted(SUITS)
    for suit in SUITS:
        assert sum(suit in c.suits for c in PAWNS) == 2 and sum(suit in c.suits for c in COURTS) == 2


def test_a_card_must_match_a_suit_with_its_neighbour():
    """"The card you play must match at least one suit with the card adjacent to it in line.\""""
    s = position(main=("forest",), hands=[("lunatic", "desert"), ("pact",)])  # Forest: Moons, Leaves
    assert refused(GAME, s, kind="play", card="desert", line="main", end="left") == \
        "The Desert (2 of Suns and Wyrms) shares no suit with the Forest (5 of Moons and Leaves), the card it " \
        "would be next to."
    s2 = play(GAME, s, kind="play", card="lunatic", line="main", end="left")  # Lunatic: Moons, Waves
    assert s2.main == ("lunatic", "forest")
    assert refused(GAME, s, kind="play", card="pact", line="main", end="left") == "Anna does not hold the Pact."
    assert refused(GAME, s, kind="play", card="lunatic", line="main", end="up").startswith("A card goes at an end")


def test_a_card_that_fits_at_no_end_is_told_so_naming_every_end():
    """ "The card you play must match at least one suit with the card adjacent to it in line."
    A card pressed that fits nowhere (the table asks before any end is chosen) names each end's
    card: only the first end's was said while the player aimed at the other (s46 t1 F4)."""
    s = position(main=("market", "forest"), hands=[("ace-waves", "lunatic"), ("pact",)])  # 6 Leaves/Knots, 5 Moons/Leaves
    assert refused(GAME, s, kind="play", card="ace-waves") == (
        "The Ace of Waves fits at no end of a line: it shares no suit with the Market (6 of Leaves and Knots) "
        "or the Forest (5 of Moons and Leaves).")
    alone = position(main=("forest",), hands=[("desert",), ("pact",)])  # one card: both ends are the Forest
    assert refused(GAME, alone, kind="play", card="desert") == (
        "The Desert (2 of Suns and Wyrms) fits at no end of a line: it shares no suit with the Forest "
        "(5 of Moons and Leaves).")
    assert refused(GAME, s, kind="play", card="lunatic") == "Drop the card at a lit end of a line."


def test_a_card_in_the_words_says_its_rank_and_suits():
    """Finding (s30 t3): "Hand 1: Ben deals; the Darkness is turned up." and "Ace of Suns shares no
    suit with the Darkness": a family new to the Decktet does not know the Darkness's rank and
    suits. The deal, the plays and the refusals name them ("a card's suits must match", "a run of
    cards in rank order"); an Ace's name says its suit already."""
    order = round_robin([["author", "desert", "origin", "journey", "painter", "savage"],
                         ["mountain", "sailor", "battle", "forest", "discovery", "ace-suns"]]) + ["pact", "darkness"]
    _, events = GAME.first_deal(TWO, GAME.check_options({**NO_EXTRAS, **LAST_DEALS}), 4, [order])
    assert str(events[0]) == "Hand 1: Ben deals; the Darkness (9 of Waves and Wyrms) is turned up."
    s = position(main=("darkness",), hands=[("ace-suns", "cave"), ("pact",)])
    assert refused(GAME, s, kind="play", card="ace-suns", line="main", end="left") == \
        "The Ace of Suns shares no suit with the Darkness (9 of Waves and Wyrms), the card it would be next to."
    events = [str(e) for e in applied(GAME, s, kind="play", card="cave", line="main", end="left").events]
    assert events[0] == "Anna plays the Cave (7 of Waves and Wyrms) at the left end of the main line."


def test_draw_only_without_a_play_and_play_it_at_once():
    """"If you do not have a card that can be legally played, then you must draw a card. You may
    play it immediately if possible. Then it is the next players' turn.\""""
    s = position(main=("forest",), hands=[("desert", "battle"), ("pact",)], pile=("origin", "chance-meeting"))
    assert [m.kind for m in GAME.legal_moves(s)] == ["draw"]
    s2 = play(GAME, s, kind="draw")  # the Chance Meeting (Moons, Leaves) is drawn, and fits
    assert s2.phase == "drawn" and s2.turn == 0 and "chance-meeting" in s2.hands[0]
    assert refused(GAME, s2, kind="play", card="desert", line="main", end="left").startswith("After drawing")
    kept = play(GAME, s2, kind="pass")
    assert kept.turn == 1 and "chance-meeting" in kept.hands[0]
    s3 = play(GAME, s2, kind="play", card="chance-meeting", line="main", end="right")
    assert s3.main == ("forest", "chance-meeting") and s3.turn == 1
    # A drawn card that does not fit is kept and the turn passes.
    s4 = position(main=("forest",), hands=[("desert",), ("pact",)], pile=("battle",))
    s5 = play(GAME, s4, kind="draw")
    assert GAME.legal_moves(s5) == [{"kind": "pass"}]
    s5 = play(GAME, s5, kind="pass")
    assert s5.turn == 1 and s5.phase == "play" and s5.hands[0] == ("desert", "battle")
    # Drawing while able to play is refused.
    s6 = position(main=("forest",), hands=[("lunatic",), ("pact",)])
    assert refused(GAME, s6, kind="draw") == "You may draw only when no card in your hand can be played."


def test_empty_pile_means_no_draw():
    """"If there are no cards left in the draw pile when a player is supposed to draw, the player
    does not draw and play continues.\""""
    s = position(main=("forest",), hands=[("desert",), ("lunatic",)], pile=())
    assert GAME.legal_moves(s) == [{"kind": "pass"}]
    s2 = play(GAME, s, kind="pass")
    assert s2.turn == 1 and s2.hands[0] == ("desert",)


def test_stale_hand_no_penalty():
    """"If the draw pile is exhausted and no player is able to make any further plays, then the
    game is stale. The hand ends. There is no penalty for cards left in your hand\""""
    s = position(main=("forest",), hands=[("huntress", "desert"), ("battle",)], pile=())
    s2 = play(GAME, s, kind="play", card="huntress", line="main", end="left")
    # The Huntress (Moons) and the Forest (Moons, Leaves) at the ends: the Desert and the Battle fit neither.
    assert s2.phase == "hand_over"
    assert s2.went_out[-1] == -1 and s2.history[-1] == (0, 0)


def test_once_the_pile_is_empty_a_move_cannot_be_undone():
    """"If the draw pile is exhausted and no player is able to make any further plays, then the
    game is stale." Once the pile is empty, every move ends with that question, and its answer
    is public whether it is said ("the hand is stale") or not (somebody can play): it depends
    on the hidden hands. An undo would let the player choose again knowing it, so no move can
    be undone then (found by tests/games/test_public_events.py)."""
    from cardtable.core.game import Move
    move = Move(kind="play", card="huntress", line="main", end="left")
    s = position(main=("forest",), hands=[("huntress", "desert"), ("lunatic",)], pile=())
    s2 = play(GAME, s, **move)
    assert s2.phase == "play" and s2.turn == 1  # the Lunatic (Moons) fits the Huntress: not stale
    assert not GAME.reveals(s, move, s2) and GAME.reveals_more(s, move, s2) and not GAME.can_undo(s, move)
    with_pile = position(main=("forest",), hands=[("huntress", "desert"), ("lunatic",)])
    assert GAME.can_undo(with_pile, move)


def test_a_new_deal_cannot_be_undone():
    """A deal shuffles cards that were all seen at the end of the last hand (so the zones count
    nothing new), but where they go is news: an undo would let the dealer deal again knowing it."""
    from cardtable.core.game import Move
    s = position(main=("forest",), hands=[("huntress", "desert"), ("battle",)], pile=())
    over = play(GAME, s, kind="play", card="huntress", line="main", end="left")
    deal = Move(kind="next_hand")
    assert over.phase == "hand_over" and GAME.legal_moves(over) == [deal]
    assert GAME.reveals_more(over, deal, GAME.apply(over, deal).state) and not GAME.can_undo(over, deal)


def test_cross_lines():
    """"If you play a card in the main line that is the same rank as the initial face up card, then
    you open a cross line." "Note that the initial face up card is not a cross card. Cards played
    in cross lines (up or down from cross cards) cannot start cross lines.\""""
    # Initial: the Forest (5: Moons, Leaves). The Soldier (5: Wyrms, Knots) next to the Battle (4: Wyrms, Knots).
    s = position(main=("forest", "battle"), hands=[("soldier", "discovery"), ("betrayal",)])
    opened = applied(GAME, s, kind="play", card="soldier", line="main", end="right")
    s2 = opened.state
    assert s2.crosses == (("soldier", (), ()),)
    # said as a sentence starts ("the Soldier opens a cross line." began in lower case)
    assert "The Soldier opens a cross line." in [str(e) for e in opened.events]
    assert {(m["line"], m["end"]) for m in GAME.legal_moves(s2.replace(turn=1))} >= {("soldier", "up"), ("soldier", "down")}
    assert ("forest", "up") not in {(m["line"], m["end"]) for m in GAME.legal_moves(s2.replace(turn=1))}
    # The Betrayal (8: Wyrms, Knots) goes up from the Soldier; the main line carries on past it too.
    s3 = play(GAME, s2, kind="play", card="betrayal", line="soldier", end="up")
    assert s3.crosses == (("soldier", ("betrayal",), ()),)
    # A 5 played in a cross line opens nothing.
    s4 = position(main=("forest", "battle", "soldier"), initial=0, crosses=(("soldier", ("betrayal",), ()),),
                  hands=[("discovery",), ()])
    s4 = s4.replace(crosses=(("soldier", ("mountain",), ()),))  # Mountain: Moons, Suns (set position)
    s5 = play(GAME, s4, kind="play", card="discovery", line="soldier", end="up")
    assert len(s5.crosses) == 1


def test_straights():
    """"If the initial card is a 5 and you play a 6 next to it, then you score two points. If the
    next player plays a 7 next to the 6, then they score three points." "Aces are before 2s,
    Crowns are after 9s, and straights do not wrap around.\""""
    s = position(main=("forest",), hands=[("lunatic", "ace-moons"), ("chance-meeting", "pact")])
    s2 = applied(GAME, s, kind="play", card="lunatic", line="main", end="right")
    assert s2.state.points == (2, 0) and "Anna scores 2 for a straight of 2." in s2.events
    s3 = play(GAME, s2.state, kind="play", card="chance-meeting", line="main", end="right")
    assert s3.points == (2, 3)
    opts = {**NO_EXTRAS}
    assert straight_length(("ace-moons", "author", "journey"), opts) == 3
    assert straight_length(("huntress", "pact", "diplomat"), opts) == 3  # Crown after 9
    assert straight_length(("ace-moons", "huntress"), opts) == 0  # no wrapping
    assert straight_length(("forest", "mountain", "lunatic"), opts) == 2  # only the run from the card played


def test_elevensies_two_and_three_players():
    """"If the card you play and the card at the opposite end of the line add to 11, then every
    opponent must draw a card.\""""
    # The Pact (9: Moons, Suns) at the far end; the Author (2: Moons, Knots) played: 9 + 2 = 11.
    s = position(main=("pact", "mountain"), hands=[("author", "ace-suns"), ("desert",)], pile=("origin", "savage"))
    s = s.replace(main=("pact", "diplomat"))  # Diplomat: 8 of Moons and Suns
    s2 = play(GAME, s, kind="play", card="author", line="main", end="left")
    assert s2.hands[0] == ("ace-suns",) and s2.turn == 1  # the Author went next to the Pact: 2 + 8, no
    s3 = play(GAME, s, kind="play", card="author", line="main", end="right")  # opposite end: the Pact, 9 + 2
    assert s3.hands[1] == ("desert", "savage")
    three = position(players=["A", "B", "C"], main=("pact", "diplomat"), hands=[("author",), ("desert",), ("origin",)],
                     pile=("cave", "savage"))
    t = play(GAME, three, kind="play", card="author", line="main", end="right")
    assert t.hands[1] == ("desert", "savage") and t.hands[2] == ("origin", "cave")
    # Ace 1 with Crown 10.
    assert makes_elevensies("ace-moons", "bard", NO_EXTRAS) and not makes_elevensies("ace-moons", "pact", NO_EXTRAS)


def test_elevensies_four_players_fewest_cards():
    """"(In a four-player game without partners, only your opponent with the fewest cards in hand
    must draw.)" Tied for fewest: the first of them in turn after the player."""
    hands = [("author",), ("desert", "origin"), ("journey",), ("painter",)]
    s = position(players=FOUR, main=("pact", "diplomat"), hands=hands, pile=("cave", "savage"))
    s2 = play(GAME, s, kind="play", card="author", line="main", end="right")
    assert [len(h) for h in s2.hands] == [0, 2, 2, 1] or s2.phase != "play"
    s3 = s.replace(hands=[("author", "sea"), ("desert", "origin"), ("journey",), ("painter",)])
    s3 = play(GAME, s3, kind="play", card="author", line="main", end="right")
    assert [len(h) for h in s3.hands] == [1, 2, 2, 1]  # Cleo (next in turn of the two with one card)


def test_partner_biscuit():
    """"An elevensies play makes both your two opponents draw, but not your partner. When a player
    goes out, any cards remaining in their partner's hand are a penalty rather than a bonus.\""""
    with pytest.raises(OptionError):
        GAME.setup(TWO, {"partners": True})
    hands = [("author", "sea"), ("desert",), ("journey",), ("painter",)]
    s = position(players=FOUR, options={"partners": True}, main=("pact", "diplomat"), hands=hands,
                 pile=("cave", "savage", "mill"))
    s2 = play(GAME, s, kind="play", card="author", line="main", end="right")
    assert [len(h) for h in s2.hands] == [1, 2, 1, 2]
    # Going out: Ben's and Dan's cards a bonus, Cleo's (the partner's) a penalty.
    s3 = position(players=FOUR, options={"partners": True}, main=("pact",),
                  hands=[("mountain",), ("desert", "ace-knots"), ("journey",), ("painter",)])
    s4 = applied(GAME, s3, kind="play", card="mountain", line="main", end="right")
    assert s4.state.history[-1][0] == 5 + (2 + 1) + 2 - 2
    assert GAME.scores(s4.state)[0] == GAME.scores(s4.state)[2]


def test_hot_biscuit_and_biscuit():
    """"If the card you played in the main left-to-right line and matches the card at the other
    end of the main line, it's called a hot biscuit and is worth 2 points." "If the card you played
    matches the end of another line, then it's a biscuit worth 1 point.\""""
    # Main: Huntress (Crown of Moons) ... Lunatic (Moons, Waves); the Sea (Crown of Waves) at the right.
    s = position(main=("huntress", "forest", "lunatic"), initial=1, hands=[("sea",), ("desert",)])
    r = applied(GAME, s, kind="play", card="sea", line="main", end="right")
    assert "Anna scores 2 for a hot biscuit." in r.events


def test_the_crown_example_scores_five():
    """"You play a Crown at the top of a cross line that already has a Crown at the bottom of it;
    there is also a Crown at one end of the main line. This scores 5 (=4 for the hot cross
    biscuit + 1 for the biscuit).\""""
    main = ("end", "forest", "huntress", "mountain", "bard", "diplomat")  # initial: the Huntress, a Crown
    cross = ("bard", ("painter",), ("desert", "calamity"))  # the Bard opened it; the Calamity at the bottom
    s = position(main=main, initial=2, crosses=[cross], hands=[("windfall", "ace-moons"), ("origin",)])
    r = applied(GAME, s, kind="play", card="windfall", line="bard", end="up")
    assert r.state.points == (5, 0)
    assert "Anna scores 4 for a hot cross biscuit." in r.events and "Anna scores 1 for a biscuit." in r.events


def test_cross_line_with_one_side_ends_at_its_cross_card():
    """A cross line with cards above only ends at its cross card below (our reading): a Crown
    played up from a Crown cross card is a hot cross biscuit."""
    main = ("huntress", "mountain", "bard")
    s = position(main=main, initial=0, crosses=[("bard", ("painter",), ())], hands=[("windfall", "ace-moons"), ("x",)])
    s = s.replace(hands=(("windfall", "ace-moons"), ("origin",)))
    r = applied(GAME, s, kind="play", card="windfall", line="bard", end="up")
    assert "Anna scores 4 for a hot cross biscuit." in r.events
    # The Huntress at the main line's left end is a biscuit; the Bard, counted already, is not.
    assert r.state.points == (5, 0)


def test_going_out():
    """"If you play the last card in your hand, then you score 5 points, plus a bonus for the cards
    remaining in your opponents' hands: 1 for each Ace or Crown, 2 for each number card.\""""
    s = position(main=("pact",), hands=[("mountain",), ("ace-knots", "sea", "desert")])
    r = applied(GAME, s, kind="play", card="mountain", line="main", end="right")
    assert r.state.history[-1] == (5 + 1 + 1 + 2, 0) and r.state.went_out == (0,)
    assert r.state.phase == "hand_over"
    assert GAME.observation(r.state, 0)["zones"]["hand/1"]["cards"] == ["ace-knots", "sea", "desert"]
    nxt = play(GAME, r.state, kind="next_hand")
    assert nxt.hand_no == 2 and nxt.turn == 1 and GAME.scores(nxt) == [9, 0]


def test_the_excuse():
    """"The Excuse may be played in any line, regardless of suit. Any card may be played next to it.
    Playing the Excuse card does not score any points, and it may not be included in a straight.\""""
    opts = {"excuse": True}
    s = position(options=opts, main=("forest", "lunatic"), hands=[("excuse", "desert"), ("origin",)])
    assert refused(GAME, s, kind="play", card="desert", line="main", end="right")
    s2 = applied(GAME, s, kind="play", card="excuse", line="main", end="right")
    assert s2.state.points == (0, 0)
    s3 = play(GAME, s2.state.replace(turn=0), kind="play", card="desert", line="main", end="right")
    assert s3.main[-1] == "desert"
    assert straight_length(("mountain", "excuse", "journey"), {**NO_EXTRAS, "excuse": True}) == 0


def test_pawns():
    """"For the purpose of elevensies, Pawns may count either 1 or 10. This means that a Pawn can
    make elevensies with an Ace at the other end of the line, with a Crown, or with another Pawn.
    For the purpose of straights, Pawns are between 9s and Crowns. When a player goes out, they
    score a bonus of 3 for each Pawn remaining in opponents' hands.\""""
    opts = {**NO_EXTRAS, "pawns": True}
    for other in ("ace-moons", "huntress", "harvest"):
        assert makes_elevensies("watchman", other, opts)
    assert not makes_elevensies("watchman", "pact", opts)
    assert straight_length(("huntress", "watchman", "pact"), opts) == 3
    s = position(options={"pawns": True}, main=("pact",), hands=[("mountain",), ("watchman",)])
    r = applied(GAME, s, kind="play", card="mountain", line="main", end="right")
    assert r.state.history[-1] == (5 + 3, 0)


def test_courts_with_pawns():
    """"If you play with both Pawns and Courts, then Pawns do not use the rules for Pawns above.
    Instead, a Pawn and a Court together make elevensies; neither makes elevensies with any other
    rank. For straights, the order of cards is 9-Pawn-Court-Crown.\""""
    opts = {**NO_EXTRAS, "pawns": True, "courts": True}
    assert makes_elevensies("watchman", "consul", opts)
    assert not makes_elevensies("watchman", "ace-moons", opts) and not makes_elevensies("watchman", "harvest", opts)
    assert not makes_elevensies("consul", "huntress", opts)
    assert straight_length(("huntress", "consul", "watchman", "pact"), opts) == 4
    assert straight_length(("huntress", "watchman"), opts) == 0
    # Courts alone act as Pawns do (our reading).
    only = {**NO_EXTRAS, "courts": True}
    assert makes_elevensies("consul", "ace-moons", only) and straight_length(("huntress", "consul", "pact"), only) == 3


def test_game_length_and_target():
    """A game is one hand dealt by each player; a target score (option) ends it sooner."""
    s = position(main=("pact",), hands=[("mountain",), ("sea",)])
    r = play(GAME, s, kind="play", card="mountain", line="main", end="right")
    assert r.phase == "hand_over"
    s2 = position(options={"target": 5}, main=("pact",), hands=[("mountain",), ("sea",)])
    assert play(GAME, s2, kind="play", card="mountain", line="main", end="right").phase == "game_over"
    last = position(main=("pact",), hands=[("mountain",), ("sea",)]).replace(hand_no=2)
    done = play(GAME, last, kind="play", card="mountain", line="main", end="right")
    assert done.phase == "game_over" and GAME.winners(done) == [0]
    sheet = GAME.score_sheet(done)
    assert sheet.totals == (6, 0) and sheet.winners == (0,)


def test_refusals_leave_the_state_alone():
    s = position(main=("forest",), hands=[("lunatic",), ("pact",)])
    assert refused(GAME, s, kind="play", card="nonsense", line="main", end="left") == "'nonsense' is not a Decktet card."
    assert refused(GAME, s, kind="play", card="lunatic", line="author", end="up").startswith("There is no such line")
    assert refused(GAME, s, kind="next_hand") == "The hand is not over yet."
    assert refused(GAME, s, kind="pass").startswith("You must play")


def test_random_games_keep_the_invariants():
    """150 seeded random games with random options (300 in the thorough run) are the shared
    contract test's; here a few more with every extended card in."""
    from .contract import check_contract
    from .tableau_invariants import check_biscuit_move

    class Extended(Biscuit):
        def check_options(self, options):
            return super().check_options({**options, "excuse": True, "pawns": True, "courts": True})

    assert check_contract(Extended(), games=30, deep_every=25, first_seed=1000, after_move=check_biscuit_move) > 0


def test_the_prompt_says_to_draw_when_no_card_fits():
    """Finding (s30 t3 #12): "If you do not have a card that can be legally played, then you must
    draw a card." Anna, none of whose six cards has Knots, beside the Ace of Knots, was still told
    "Anna: play a card at the end of a line (matching a suit). Pile: 22."; only the hint said to
    draw. The prompt to the player says what she can do; the public status names no hand."""
    s = GAME.setup(["Anna", "Ben"], dict(LAST_DEALS), 4)  # Ben deals
    assert s.main == ("ace-knots",) and [m.kind for m in GAME.legal_moves(s)] == ["draw"]
    assert GAME.prompt(s, 0) == "Anna: no card of yours fits, so draw a card from the pile. Pile: 22."
    assert GAME.prompt(s, 1) == GAME.status(s) == \
        "Anna: play a card at the end of a line (matching a suit), or draw one if none fits. Pile: 22."
    # the card drawn fits, or does not
    fits = position(main=("forest",), hands=[("desert",), ("pact",)], pile=("chance-meeting",))
    drawn = play(GAME, fits, kind="draw")
    assert GAME.prompt(drawn, 0) == "Anna: the card you drew fits: play it now, or keep it."
    no_fit = play(GAME, position(main=("forest",), hands=[("desert",), ("pact",)], pile=("battle",)), kind="draw")
    assert GAME.prompt(no_fit, 0) == "Anna: the card you drew does not fit either, so keep it."
    assert GAME.prompt(no_fit, 1) == GAME.status(no_fit) == "Anna: play the card you drew if it fits, or keep it."
    # the pile empty: nothing to draw
    empty = position(main=("forest",), hands=[("desert",), ("lunatic",)], pile=())
    assert GAME.prompt(empty, 0) == "Anna: no card of yours fits and the pile is empty, so pass."
    assert GAME.status(empty) == \
        "Anna: play a card at the end of a line (matching a suit), or pass if none fits. The pile is empty."
    # a card fits
    able = position(main=("forest",), hands=[("lunatic",), ("pact",)])
    assert GAME.prompt(able, 0) == "Anna: play a card at the end of a line (matching a suit). Pile: 8."


def test_the_public_status_never_contradicts_the_prompt():
    """Finding (s34 t1 #4): the table said "Anna: no card of yours fits, so draw a card from the
    pile" while the status line said "Anna: play a card at the end of a line (matching a suit)";
    after the draw, "keep it" against "play it now if it fits". The rule: "On your turn, choose
    one card from your hand and place it to extend one of the lines of cards." "If you do not have
    a card that can be legally played, then you must draw a card. You may play it immediately if
    possible. Then it is the next players' turn." The public status (under the curtain, to
    everybody) names both ways, since it may not tell whether a card of hers fits; the prompt, to
    her, says which, and is what the status line says while she holds the laptop."""
    assert GAME.prompt_on_status_line
    cases = {
        "plays": position(main=("forest",), hands=[("lunatic",), ("pact",)]),
        "draws": position(main=("forest",), hands=[("desert",), ("pact",)], pile=("battle",)),
        "passes": position(main=("forest",), hands=[("desert",), ("lunatic",)], pile=()),
        "keeps": play(GAME, position(main=("forest",), hands=[("desert",), ("pact",)], pile=("battle",)), kind="draw"),
        "may play the card drawn": play(GAME, position(main=("forest",), hands=[("desert",), ("pact",)],
                                                       pile=("chance-meeting",)), kind="draw"),
    }
    way = {"plays": "play", "draws": "draw", "passes": "pass", "keeps": "keep", "may play the card drawn": "play"}
    for case, s in cases.items():
        status, prompt = GAME.status(s), GAME.prompt(s, 0)
        assert status.startswith("Anna: ") and prompt.startswith("Anna: "), case
        assert way[case] in prompt, (case, prompt)
        # what the status tells her to do is one of its ways, and the prompt's is among them
        assert way[case] in status, (case, status)
        assert GAME.prompt(s, 1) == status  # to anyone else, the public words


def test_partners_win_together():
    """Partner Biscuit: "Four players in two teams, partners across: scores combine". The team
    that wins wins together, never as a tie between its partners (a tester's game ended "Robo Rex
    and Robo Remy tie for the win." under a score sheet with their one team's 35); the computer
    players are told who partners whom (:meth:`Game.seat_teams`)."""
    s = position(players=FOUR, options={"partners": True}, main=("pact",),
                 hands=[("mountain",), ("desert",), ("journey",), ("painter",)]).replace(hand_no=4)
    assert GAME.seat_teams(s) == [0, 1, 0, 1]
    done = play(GAME, s, kind="play", card="mountain", line="main", end="right")
    assert done.phase == "game_over" and GAME.winners(done) == [0, 2]
    assert GAME.result_title(done) == "Anna and Cleo win!"
    assert GAME.status(done) == "Game over: Anna and Cleo win."
    # Without partners nobody partners anybody, at four as at two.
    alone = position(players=FOUR, main=("pact",), hands=[("mountain",), ("desert",), ("journey",), ("painter",)])
    assert GAME.seat_teams(alone) is None and GAME.seat_teams(position()) is None


def test_elevensies_tie_says_how_it_was_settled():
    """"(In a four-player game without partners, only your opponent with the fewest cards in hand
    must draw.)" The text is silent on a tie; the app picks the first of them in turn after the
    player (the rules page says so). The tester (s44 t1 #6): the log said only "Elevensies! Robo
    Remy must draw." while three opponents held 5 cards each: it says the tie and how it went."""
    s = position(players=FOUR, main=("pact", "diplomat"), hands=[("author", "sea"), ("desert", "origin"),
                                                                  ("journey",), ("painter",)], pile=("cave", "savage"))
    said = [e.text for e in applied(GAME, s, kind="play", card="author", line="main", end="right").events]
    cleo, dan = FOUR[2], FOUR[3]
    assert f"Elevensies! {cleo} and {dan} tie for the fewest cards (1): {cleo}, the first of them in turn, " \
           "must draw." in said, said
    # no tie: as before
    s = s.replace(hands=[("author", "sea"), ("desert", "origin"), ("journey", "mill"), ("painter",)])
    said = [e.text for e in applied(GAME, s, kind="play", card="author", line="main", end="right").events]
    assert f"Elevensies! {dan} must draw." in said, said
