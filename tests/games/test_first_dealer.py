"""The family's General Rules (004_312affb30e9b3af0.txt): "When dealing the cards for the first
round the dealer is randomly selected unless the rules state differently". The games that let the
last player named deal every game now draw the first dealer from the seed (I Doubt It), or cut for
it where the text says so (Rummoli: "Cut cards to determine who deals first. High card will
deal", see test_rummoli.py); a game saved before replays as it was played, with the house rule
``first_dealer`` that has the last player named deal.

Scopa and Cassino (003_568aafc6ffe6d89e.txt) have a dealer ("The non-dealer plays first") but do
not say who deals first: drawn; so the Cassino party game (001_1e92754ffed2b69b.txt: "The first
turn goes to the player to the left of the dealer", nothing on who deals first). Mexican Train and Chicken Foot name no dealer at all: Mexican
Train's tiles are turned over "to "shuffle"" and "the players have drawn their hands"; "The player
who played the double in the center starts the play". Chicken Foot: "First round starts with
0-0", "Players continue to draw from the chicken yard if nobody was dealt the initial double". The
table has one player shuffle and deal each hand (the deal passing left); the first is drawn as the
General Rules' dealer. It decides where the drawing for a missing double starts (and, in Mexican
Train, who starts when nobody sets the double). A game of these five saved before (Scopa, Cassino,
the party game, Chicken Foot: state version 1; Mexican Train: 2) opens with the last named
dealing."""

import copy
import random
import re
from collections import Counter

import pytest

from cardtable.core.first_dealer import LAST_DEALS, OPTION
from cardtable.core.records import Record, replay, start
from cardtable.core.rng import cut_for_high, first_dealer
from cardtable.games import get_game

from .first_dealers import DOMINOES, FOUR, TWO, dealer_of, players_of

DRAWN = ["i_doubt_it", "sweep", "golf", "thirty_one", "crazy_eights", "fan_tan", "biscuit",
         "scopa", "cassino", "cassino_party"] + DOMINOES
GAMES = DRAWN + ["rummoli"]


def drawn_dealer(game_id, seed, n=4):
    """The first dealer the rule gives: the seed's draw, or Rummoli's cut."""
    return cut_for_high(seed, n)[0] if game_id == "rummoli" else first_dealer(seed, n)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_dealer_varies_with_the_seed_and_is_the_same_for_the_same_seed(game_id):
    """ "the dealer is randomly selected": over many seeds every seat deals first, each about as
    often; the same seed (the same record) always has the same first dealer."""
    game, players = get_game(game_id), players_of(game_id)
    n = len(players)
    dealers = Counter(dealer_of(game, game.setup(players, {}, seed=seed)) for seed in range(120))
    assert set(dealers) == set(range(n)) and min(dealers.values()) > 60 / n
    for seed in (3, "x", 11):
        state = game.setup(players, {}, seed=seed)
        assert (dealer_of(game, state) == drawn_dealer(game_id, seed, n)
                == dealer_of(game, game.setup(players, {}, seed=seed)))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_says_who_deals_first(game_id):
    """The log's first deal names the dealer, as every game's deal does ("Round 1: Cleo deals.",
    the domino games "Hand 1: Ben shuffles and deals 15 tiles each; the double 12 starts it.")."""
    game, players = get_game(game_id), players_of(game_id)
    for seed in (3, "x"):
        state = game.setup(players, {}, seed=seed)
        dealt = [str(e) for e in game.setup_events(state) if e.kind == "dealt"]
        assert dealt and re.search(rf"\b{players[dealer_of(game, state)]} (shuffles and )?deals", dealt[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_house_rule_has_the_last_player_named_deal(game_id):
    game, players = get_game(game_id), players_of(game_id)
    assert game.info.option(OPTION).default in ("at random", "cut")
    for seed in (3, "x"):
        assert dealer_of(game, game.setup(players, dict(LAST_DEALS), seed=seed)) == len(players) - 1


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_replays_unchanged(game_id):
    """A record of the state version before the draw had the last player named deal: it is read
    with the house rule on and replays move for move, though its seed draws another dealer."""
    game, players = get_game(game_id), players_of(game_id)
    n = len(players)
    seed = next(s for s in range(100) if drawn_dealer(game_id, s, n) != n - 1)
    state = game.setup(players, dict(LAST_DEALS), seed=seed)
    rng = random.Random(seed)
    record = Record(game_id, list(players), dict(state.options), seed)
    for _ in range(40):
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        state = game.apply(state, move).state
        record.moves.append(move)
    saved = Record.from_json(record.to_json())
    del saved.options[OPTION]
    saved.state_version = old_version = game.first_dealer_since - 1
    assert dealer_of(game, start(saved, game)) == n - 1 and saved.options[OPTION] == "last named"
    replayed = copy.deepcopy(replay(saved, game).to_json())
    # a record this old also gets the game's other old-save rules of its version (Rummoli's
    # ask_every_bidder, since state version 4): those aside, the same state move for move
    added = set(replayed["options"]) - set(state.options)
    assert added <= set(game.upgrade_options({}, old_version))
    for name in added:
        del replayed["options"][name]
    assert replayed == state.to_json()
    assert OPTION not in game.upgrade_options({}, game.first_dealer_since)  # a newer record: as it is


#: games whose text has the player to the dealer's left start, each in its words: the first turn
#: follows the drawn dealer (the deal starts at that seat too)
LEFT_OF_DEALER_STARTS = {
    "crazy_eights": "The player to the left of the dealer goes first.",
    "fan_tan": "Play begins with the player to the left of the dealer.",
    "biscuit": "The player to the left of the dealer takes the first turn.",
    "cassino_party": "The first turn goes to the player to the left of the dealer",
}


@pytest.mark.parametrize("game_id", sorted(LEFT_OF_DEALER_STARTS))
def test_the_player_left_of_the_drawn_dealer_starts(game_id):
    game = get_game(game_id)
    for seed in range(8):
        state = game.setup(FOUR, {}, seed=seed)
        assert game.current_player(state) == (state.dealer + 1) % 4 == (first_dealer(seed, 4) + 1) % 4


def test_the_fishing_games_non_dealer_plays_first():
    """ "The non-dealer plays first.": whoever was drawn to deal, the other player starts, and
    the next hand is dealt by the other player ("The deal alternates", Decided)."""
    for game_id in ("scopa", "cassino"):
        game = get_game(game_id)
        for seed in range(6):
            state = game.setup(TWO, {}, seed=seed)
            assert state.turn == 1 - state.dealer


@pytest.mark.parametrize("game_id", DOMINOES)
def test_the_drawing_for_a_missing_double_starts_left_of_the_drawn_dealer(game_id):
    """Chicken Foot: "Players continue to draw from the chicken yard if nobody was dealt the
    initial double for this round"; Mexican Train: "If no one has the Double 12, each player draws
    a domino from the "pile"". The drawing starts on the left of the dealer drawn at random; the
    deal passes to the left."""
    game = get_game(game_id)
    seed = next(s for s in range(400) if first_dealer(s, 4) != 3
                and "Nobody holds" in " ".join(str(e) for e in game.setup_events(game.setup(FOUR, {}, seed=s))))
    state = game.setup(FOUR, {}, seed=seed)
    dealer = game.dealer(state, 1)
    said = " ".join(str(e) for e in game.setup_events(state))
    assert f"starting with {FOUR[(dealer + 1) % 4]}:" in said
    assert [game.dealer(state, h) for h in (2, 3, 4, 5)] == [(dealer + k) % 4 for k in (1, 2, 3, 4)]
