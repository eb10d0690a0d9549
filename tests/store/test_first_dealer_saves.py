"""Games that once let the last player named deal first now draw the first dealer ("When dealing
the cards for the first round the dealer is randomly selected unless the rules state
differently"; Rummoli's text cuts for it). Their saves, made by the versions before, replay
unchanged: with the house rule ``first_dealer`` on, every move, to the position they were saved
at (the summary the file holds is the one the game gives again)."""

import random
import shutil
from pathlib import Path

import pytest

from cardtable.core.records import start
from cardtable.core.rng import cut_for_high, first_dealer
from cardtable.store import SaveStore
from tests.games.first_dealers import dealer_of

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
OLD = ["0.1.0/rummoli-8p-long", "0.1.0/rummoli-houserules-mid", "0.1.0/rummoli-over",
       "0.1.0-schema2/rummoli-journal", "0.1.0-schema2/i_doubt_it-journal",
       "0.1.0-schema2/sweep-journal", "0.1.0-schema2/golf-journal",
       "0.1.0-schema2/thirty_one-journal", "0.1.0/crazy_eights-6p-scoring-mid", "0.1.0/crazy_eights-jokers-over",
       "0.1.0/crazy_eights-mid", "0.1.0/crazy_eights-new", "0.1.0/crazy_eights-scoring-long-over",
       "0.1.0-schema2/crazy_eights-journal", "0.1.0-schema2/fan_tan-journal", "0.1.0-schema2/biscuit-journal",
       "0.1.0-schema2/scopa-journal", "0.1.0-schema2/cassino-journal", "0.1.0-schema2/mexican_train-journal",
       "0.1.0-schema2/chicken_foot-journal", "0.1.0-schema2/cassino_party-journal"]

#: saves whose summary was written in words the game has changed since (Golf's knocker's own turn
#: no longer says the knock again; Sweep's "(1 of 4 down)" is "(the set has a jack)"; Crazy Eights'
#: "or draw" now says "or draw until able to play", and its game over says why; Fan Tan's "or pass
#: and pay a chip" now "if none, pass ..."): the same position, told otherwise
WORDS_SINCE = {"0.1.0-schema2/golf-journal", "0.1.0-schema2/sweep-journal", "0.1.0/crazy_eights-6p-scoring-mid",
               "0.1.0/crazy_eights-mid", "0.1.0/crazy_eights-scoring-long-over", "0.1.0-schema2/fan_tan-journal"}
#: saves whose summary differs from today's by a word or two, each (then, now): the same position,
#: told so (Chicken Foot's book calls the boneyard "the chicken yard"; Biscuit's public line names
#: the draw too, since it may not tell whether a card of hers fits)
SAID_SINCE = {"0.1.0-schema2/chicken_foot-journal": (("Boneyard:", "Chicken yard:"),),
              "0.1.0-schema2/biscuit-journal": (("(matching a suit).", "(matching a suit), or draw one if none fits."),),
              # (after a draw: one wording beside the drawer's prompt, s43 t1 #6)
              "0.1.0-schema2/crazy_eights-journal": ((", or draw until able to play.",
                                                      "; if the card drawn cannot be played, draw again."),)}


@pytest.mark.parametrize("name", OLD)
def test_an_old_save_replays_with_the_last_named_dealing(tmp_path, name):
    path = CORPUS / f"{name}.json"
    shutil.copy(path, tmp_path / path.name)
    store = SaveStore(tmp_path)
    [entry] = store.entries()
    session = store.load(path.stem)
    record, game = session.record, session.game
    n = len(record.players)
    assert len(record.moves) == entry.moves
    if name not in WORDS_SINCE:
        said = entry.status
        for then, now in SAID_SINCE.get(name, ()):
            said = said.replace(then, now)
        assert game.status(session.state) == said
    assert record.options["first_dealer"] == "last named" and dealer_of(game, start(record, game)) == n - 1


def test_the_old_saves_are_dealt_otherwise_today():
    """Most of those saves' seeds draw (or cut) another first dealer today: the house rule is
    what keeps them as they were played."""
    drawn = [cut_for_high(4, 8)[0], cut_for_high(2, 5)[0], cut_for_high(3, 2)[0]]
    assert drawn == [0, 0, 0] and first_dealer(11, 4) == 3 and cut_for_high(11, 4)[0] == 3
    # the Crazy Eights saves of 0.1.0 (seed, players): none draws the last seat
    assert [first_dealer(seed, n) for seed, n in ((4, 6), (3, 4), (2, 3), (1, 2), (5, 3))] == [4, 2, 2, 0, 1]


#: the schema-2 saves of the games that drew their dealer later: their seed (11) draws the last
#: seat of two and of four today too, so each is also written again with a seed that draws another
#: dealer
RESEEDED = ["sweep", "golf", "thirty_one", "crazy_eights", "fan_tan", "biscuit", "scopa", "cassino",
            "mexican_train", "chicken_foot", "cassino_party"]


@pytest.mark.parametrize("game_id", RESEEDED)
def test_an_old_save_dealt_otherwise_today_replays_as_played(tmp_path, game_id):
    """The old save's header (its old state version, no ``first_dealer``), with a seed whose draw is not
    the last seat and the moves of a game in which the last seat dealt: it opens where it was
    saved, the last named dealing."""
    import json

    from cardtable.core.first_dealer import LAST_DEALS, OPTION
    from cardtable.games import get_game

    game = get_game(game_id)
    header = json.loads((CORPUS / "0.1.0-schema2" / f"{game_id}-journal.json").read_text().splitlines()[0])
    players, options = header["record"]["players"], header["record"]["options"]
    assert OPTION not in options and header["state_version"] < game.first_dealer_since
    seed = next(s for s in range(100) if first_dealer(s, len(players)) != len(players) - 1)
    # (played under the rules a save of its state version replays with: the last named deals,
    # and any other rule changed since, such as Sweep's adding to a blind card once)
    state = game.setup(players, game.upgrade_options({**options}, header["state_version"]), seed=seed)
    assert state.options[OPTION] == LAST_DEALS[OPTION]
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
    assert (session.record.options["first_dealer"] == "last named"
            and dealer_of(game, start(session.record, game)) == len(players) - 1)
    assert session.state.to_json() == state.to_json()
