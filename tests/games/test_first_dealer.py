"""The family's General Rules (004_312affb30e9b3af0.txt): "When dealing the cards for the first
round the dealer is randomly selected unless the rules state differently". The games that let the
last player named deal every game now draw the first dealer from the seed (I Doubt It), or cut for
it where the text says so (Rummoli: "Cut cards to determine who deals first. High card will
deal", see test_rummoli.py); a game saved before replays as it was played, with the house rule
``first_dealer`` that has the last player named deal."""

import random
from collections import Counter

import pytest

from cardtable.core.first_dealer import LAST_DEALS, OPTION
from cardtable.core.records import Record, replay, start
from cardtable.core.rng import cut_for_high, first_dealer
from cardtable.games import get_game

FOUR = ["Anna", "Ben", "Cleo", "Dev"]
DRAWN = ["i_doubt_it", "sweep", "golf", "thirty_one", "crazy_eights", "fan_tan", "biscuit"]
GAMES = DRAWN + ["rummoli"]


def drawn_dealer(game_id, seed):
    """The first dealer the rule gives: the seed's draw, or Rummoli's cut."""
    return cut_for_high(seed, 4)[0] if game_id == "rummoli" else first_dealer(seed, 4)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_dealer_varies_with_the_seed_and_is_the_same_for_the_same_seed(game_id):
    """ "the dealer is randomly selected": over many seeds every seat deals first, each about as
    often; the same seed (the same record) always has the same first dealer."""
    game = get_game(game_id)
    dealers = Counter(game.setup(FOUR, {}, seed=seed).dealer for seed in range(120))
    assert set(dealers) == {0, 1, 2, 3} and min(dealers.values()) > 15
    for seed in (3, "x", 11):
        state = game.setup(FOUR, {}, seed=seed)
        assert state.dealer == drawn_dealer(game_id, seed) == game.setup(FOUR, {}, seed=seed).dealer


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_says_who_deals_first(game_id):
    """The log's first deal names the dealer, as every game's deal does ("Round 1: Cleo deals.")."""
    game = get_game(game_id)
    for seed in (3, "x"):
        state = game.setup(FOUR, {}, seed=seed)
        dealt = [str(e) for e in game.setup_events(state) if e.kind == "dealt"]
        assert dealt and f"{FOUR[state.dealer]} deals" in dealt[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_house_rule_has_the_last_player_named_deal(game_id):
    game = get_game(game_id)
    assert game.info.option(OPTION).default in ("at random", "cut")
    for seed in (3, "x"):
        assert game.setup(FOUR, dict(LAST_DEALS), seed=seed).dealer == 3


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_replays_unchanged(game_id):
    """A record of the state version before the draw had the last player named deal: it is read
    with the house rule on and replays move for move, though its seed draws another dealer."""
    game = get_game(game_id)
    seed = next(s for s in range(100) if drawn_dealer(game_id, s) != 3)
    state = game.setup(FOUR, dict(LAST_DEALS), seed=seed)
    rng = random.Random(seed)
    record = Record(game_id, list(FOUR), dict(state.options), seed)
    for _ in range(40):
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        state = game.apply(state, move).state
        record.moves.append(move)
    saved = Record.from_json(record.to_json())
    del saved.options[OPTION]
    saved.state_version = game.first_dealer_since - 1
    assert start(saved, game).dealer == 3 and saved.options[OPTION] == "last named"
    assert replay(saved, game).to_json() == state.to_json()
    assert OPTION not in game.upgrade_options({}, game.first_dealer_since)  # a newer record: as it is


#: games whose text has the player to the dealer's left start, each in its words: the first turn
#: follows the drawn dealer (the deal starts at that seat too)
LEFT_OF_DEALER_STARTS = {
    "crazy_eights": "The player to the left of the dealer goes first.",
    "fan_tan": "Play begins with the player to the left of the dealer.",
    "biscuit": "The player to the left of the dealer takes the first turn.",
}


@pytest.mark.parametrize("game_id", sorted(LEFT_OF_DEALER_STARTS))
def test_the_player_left_of_the_drawn_dealer_starts(game_id):
    game = get_game(game_id)
    for seed in range(8):
        state = game.setup(FOUR, {}, seed=seed)
        assert game.current_player(state) == (state.dealer + 1) % 4 == (first_dealer(seed, 4) + 1) % 4
