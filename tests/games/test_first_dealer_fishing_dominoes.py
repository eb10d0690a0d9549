"""Who deals first in Scopa, Cassino, the Cassino party game, Mexican Train and Chicken Foot: the family's General Rules
(004_312affb30e9b3af0.txt): "When dealing the cards for the first round the dealer is randomly
selected unless the rules state differently".

* Scopa and Cassino (003_568aafc6ffe6d89e.txt) have a dealer ("The non-dealer plays first") but
  do not say who deals first: drawn. So the Cassino party game (001_1e92754ffed2b69b.txt): "The
  first turn goes to the player to the left of the dealer", and nothing on who deals first.
* Mexican Train and Chicken Foot name no dealer at all: Mexican Train's tiles are turned over "to
  "shuffle"" and "the players have drawn their hands"; "The player who played the double in the
  center starts the play". Chicken Foot: "First round starts with 0-0", "Players continue to draw
  from the chicken yard if nobody was dealt the initial double". The table has one player shuffle
  and deal each hand (the deal passing left); the first is drawn as the General Rules' dealer. It
  decides where the drawing for a missing double starts (and, in Mexican Train, who starts when
  nobody sets the double).

All five once had the last player named deal first; the house rule ``first_dealer`` still offers
that, and a game saved before (Scopa, Cassino, the party game, Chicken Foot: state version 1; Mexican Train: 2)
opens with it and replays unchanged."""

import json
import random
import shutil
from collections import Counter
from pathlib import Path

import pytest

from cardtable.core.first_dealer import LAST_DEALS, OPTION
from cardtable.core.records import Record, replay, start
from cardtable.core.rng import first_dealer
from cardtable.games import get_game
from cardtable.store import SaveStore

TWO, FOUR = ["Anna", "Ben"], ["Anna", "Ben", "Cleo", "Dev"]
PLAYERS = {"scopa": TWO, "cassino": TWO, "cassino_party": FOUR, "mexican_train": FOUR, "chicken_foot": FOUR}
GAMES = list(PLAYERS)
DOMINOES = ["mexican_train", "chicken_foot"]
CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "0.1.0-schema2"
#: words the status line has changed since those saves were written (Chicken Foot's book calls
#: the boneyard "the chicken yard"): the same position, told so
WORDS_SINCE = {"chicken_foot": (("Boneyard:", "Chicken yard:"),)}


def dealer_of(game, state) -> int:
    """The seat that dealt the hand in play (a domino game keeps no dealer: its seed and options
    give it, :meth:`~cardtable.games.dominoes.DominoGame.dealer`)."""
    return state.dealer if hasattr(state, "dealer") else game.dealer(state, state.hand_no)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_dealer_is_drawn_and_the_same_for_the_same_seed(game_id):
    """ "the dealer is randomly selected": over many seeds every seat deals first, each about as
    often; the same seed (the same record) always has the same first dealer."""
    game, players = get_game(game_id), PLAYERS[game_id]
    n = len(players)
    dealers = Counter(dealer_of(game, game.setup(players, {}, seed=seed)) for seed in range(120))
    assert set(dealers) == set(range(n)) and min(dealers.values()) > 60 / n
    for seed in (3, "x", 11):
        state = game.setup(players, {}, seed=seed)
        assert dealer_of(game, state) == first_dealer(seed, n) == dealer_of(game, game.setup(players, {}, seed=seed))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_says_who_deals_first(game_id):
    """The log's first line names the dealer: "Hand 1: Ben deals." (Scopa, Cassino), "Hand 1: Ben
    shuffles and deals 15 tiles each; the double 12 starts it." (the domino games)."""
    game, players = get_game(game_id), PLAYERS[game_id]
    for seed in (3, "x"):
        state = game.setup(players, {}, seed=seed)
        dealt = [str(e) for e in game.setup_events(state) if e.kind == "dealt"]
        assert dealt and dealt[0].startswith(f"Hand 1: {players[dealer_of(game, state)]} ")
        assert " deals" in dealt[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_house_rule_has_the_last_player_named_deal(game_id):
    game, players = get_game(game_id), PLAYERS[game_id]
    assert game.info.option(OPTION).default == "at random"
    for seed in (3, "x"):
        assert dealer_of(game, game.setup(players, dict(LAST_DEALS), seed=seed)) == len(players) - 1


def test_the_fishing_games_non_dealer_plays_first():
    """ "The non-dealer plays first.": whoever was drawn to deal, the other player starts, and
    the next hand is dealt by the other player ("The deal alternates", Decided)."""
    for game_id in ("scopa", "cassino"):
        game = get_game(game_id)
        for seed in range(6):
            state = game.setup(TWO, {}, seed=seed)
            assert state.turn == 1 - state.dealer


def test_the_party_game_starts_left_of_the_drawn_dealer():
    """ "The first turn goes to the player to the left of the dealer and continues clockwise":
    whoever was drawn to deal, the next seat starts ("The dealer passes to the left", Decided)."""
    game = get_game("cassino_party")
    for players in (TWO, ["Anna", "Ben", "Cleo"], FOUR):
        for seed in range(8):
            state = game.setup(players, {}, seed=seed)
            assert state.dealer == first_dealer(seed, len(players))
            assert state.turn == (state.dealer + 1) % len(players)


@pytest.mark.parametrize("game_id", DOMINOES)
def test_the_drawing_for_a_missing_double_starts_left_of_the_drawn_dealer(game_id):
    """Chicken Foot: "Players continue to draw from the chicken yard if nobody was dealt the
    initial double for this round"; Mexican Train: "If no one has the Double 12, each player draws
    a domino from the "pile"". The drawing starts on the left of the dealer drawn at random; the
    deal passes to the left."""
    game = get_game(game_id)
    seed = next(s for s in range(400) if first_dealer(s, 4) != 3
                and "Nobody was dealt" in " ".join(str(e) for e in game.setup_events(game.setup(FOUR, {}, seed=s))))
    state = game.setup(FOUR, {}, seed=seed)
    dealer = game.dealer(state, 1)
    said = " ".join(str(e) for e in game.setup_events(state))
    assert f"starting with {FOUR[(dealer + 1) % 4]}:" in said
    assert [game.dealer(state, h) for h in (2, 3, 4, 5)] == [(dealer + k) % 4 for k in (1, 2, 3, 4)]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_record_replays_unchanged(game_id):
    """A record of the state version before the draw had the last player named deal: it is read
    with the house rule on and replays move for move, though its seed draws another dealer."""
    game, players = get_game(game_id), PLAYERS[game_id]
    n = len(players)
    seed = next(s for s in range(100) if first_dealer(s, n) != n - 1)
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
    saved.state_version = game.first_dealer_since - 1
    assert dealer_of(game, start(saved, game)) == n - 1 and saved.options[OPTION] == "last named"
    assert replay(saved, game).to_json() == state.to_json()
    assert game.upgrade_options({}, game.first_dealer_since) == {}  # a newer record: as it is


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_opens_where_it_was_saved(tmp_path, game_id):
    """The saves of the version before (tests/fixtures/saves/0.1.0-schema2) open with the last
    named dealing and replay to the position they were saved at."""
    path = CORPUS / f"{game_id}-journal.json"
    shutil.copy(path, tmp_path / path.name)
    store = SaveStore(tmp_path)
    [entry] = store.entries()
    session = store.load(path.stem)
    record, game = session.record, session.game
    said = entry.status
    for before, now in WORDS_SINCE.get(game_id, ()):
        said = said.replace(before, now)
    assert len(record.moves) == entry.moves and game.status(session.state) == said
    assert record.options[OPTION] == "last named" and dealer_of(game, start(record, game)) == len(record.players) - 1


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_dealt_otherwise_today_replays_as_played(tmp_path, game_id):
    """Those saves' seed (11) draws the last seat of two and of four today too: the same header
    (the old state version, no ``first_dealer``) with a seed that draws another dealer and the
    moves of a game in which the last seat dealt opens where it was saved, the last named
    dealing."""
    game = get_game(game_id)
    header = json.loads((CORPUS / f"{game_id}-journal.json").read_text().splitlines()[0])
    players, options = header["record"]["players"], header["record"]["options"]
    assert OPTION not in options and header["state_version"] < game.first_dealer_since
    n = len(players)
    seed = next(s for s in range(100) if first_dealer(s, n) != n - 1)
    state = game.setup(players, {**game.upgrade_options(dict(options), header["state_version"])}, seed=seed)
    rng, moves = random.Random(seed), []
    while len(moves) < 30 and not game.is_over(state):
        move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move).state
        moves.append(move)
    header["record"]["seed"] = seed
    header["summary"].update(moves=len(moves), status=game.status(state))
    header["moves"] = len(moves)
    path = tmp_path / f"{game_id}-reseeded.json"
    path.write_text("\n".join([json.dumps(header)] + [json.dumps(dict(m)) for m in moves]) + "\n")
    session = SaveStore(tmp_path).load(path.stem)
    assert session.record.options[OPTION] == "last named" and dealer_of(game, start(session.record, game)) == n - 1
    assert session.state.to_json() == state.to_json()
