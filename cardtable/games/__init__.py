"""The game catalogue: one module per game, each exposing ``GAME``.

Families of games share one module (e.g. ``tricks``, ``melds``, ``marble_tracks``); a game
module only holds what is its own.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from ..core.game import Game, GameInfo

#: Module names under ``cardtable.games``, in the order the catalogue lists them.
GAME_MODULES = (
    "fast_track",
    "rummoli",
    "five_in_a_row",
    "crazy_eights",
    "hearts",
    "oh_hell",
    "euchre",
    "whist_tens",
    "cassino",
    "cassino_party",
    "scopa",
    "chicken_foot",
    "mexican_train",
    "ten_thousand",
    "fan_tan",
    "i_doubt_it",
    "sweep",
    "twenty_one_piles",
    "gin_rummy",
    "five_hundreds",
    "desert_rummy",
    "push",
    "ten_dime_rummy",
    "thirty_one",
    "golf",
    "spider",
    "pirate",
    "jokers_wild",
    "biscuit",
    "canadian_salad",
    "saskatchewan_rummy",
    "rummy_500",
    "court_whist",
    "arizona_rummy",
    "horseshit_rummy",
    "sticks",
    "hand_and_foot",
)

#: Engines written to the contract but not yet offered in the app: no table draws them yet (the
#: generic table from "Zones drive one table" will). Their tests run; the catalogue, the New Game
#: dialog and ``--list-games`` leave them out until they move up into GAME_MODULES.
COMING_MODULES: tuple[str, ...] = ()


@lru_cache(maxsize=None)
def catalogue(include_coming: bool = False) -> dict[str, Game]:
    """Every game by id (with ``include_coming``, also the engines not yet offered)."""
    games: dict[str, Game] = {}
    for name in GAME_MODULES + (COMING_MODULES if include_coming else ()):
        game = importlib.import_module(f"{__name__}.{name}").GAME
        games[game.info.id] = game
    return games


def get_game(game_id: object) -> Game:
    """The game with this id; ``KeyError`` with a readable message if there is none. Records
    and saves of the engines still to come are read too (their tests save and replay them)."""
    games = catalogue(include_coming=True)
    if not isinstance(game_id, str) or game_id not in games:
        raise KeyError(f"there is no game called {game_id!r} (known games: {', '.join(games)})")
    return games[game_id]


def infos() -> list[GameInfo]:
    return [g.info for g in catalogue().values()]
