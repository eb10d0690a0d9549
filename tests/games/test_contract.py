"""Engine contract v2 for every game in the catalogue (see ``tests/games/contract.py``)."""

import pytest

from cardtable.core.game import Game
from cardtable.games import catalogue

from .contract import check_contract
from .invariants import INVARIANTS

GAMES = sorted(catalogue(include_coming=True))


#: Games whose whole random game is very long play fewer whole games here (their own test modules
#: play hundreds of random rounds instead). Gin Rummy: a tournament is three games to 200 at once,
#: about 2,400 random moves; Five Hundreds: play to 500, about 2,000; Court Whist: 28 hands, about
#: 1,800 random moves with Confiscation's "Spoke" buttons.
GAMES_TO_PLAY = {"gin_rummy": 8, "five_hundreds": 8, "court_whist": 70,
                 "arizona_rummy": 8,
                 "horseshit_rummy": 50,
                 "sticks": 14,
                 "hand_and_foot": 40}


def _ported(game: Game) -> bool:
    return type(game).with_zones is not Game.with_zones


@pytest.mark.parametrize("game_id", GAMES)
def test_contract_holds_over_random_games(game_id):
    game = catalogue(include_coming=True)[game_id]
    if not _ported(game):
        pytest.skip("not yet ported to engine contract v2 (no with_zones)")
    assert check_contract(game, games=GAMES_TO_PLAY.get(game_id, 300), deep_every=40,
                          after_move=INVARIANTS.get(game_id)) > 0
