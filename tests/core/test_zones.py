"""Zones, the same way for every game: after every move of seeded random games, the zones hold
exactly the game's deck (every card somewhere exactly once), and what a player's view shows of
each zone is what the zone's visibility allows."""

import json
import random
from collections import Counter

import pytest

from cardtable.core.game import OptionError
from cardtable.core.records import random_game
from cardtable.core.zones import Seen, Zone, card_counts
from cardtable.games import catalogue
from tests.games.contract import SHORT_OPTIONS, crossed, random_house_rules

GAMES_WITH_ZONES = []
for game_id, game in catalogue().items():
    try:
        game.zones(game.setup([f"P{i}" for i in range(min(max(2, game.info.min_players), game.info.max_players))], {}, 0))
    except NotImplementedError:
        continue
    GAMES_WITH_ZONES.append(game_id)


def test_zone_visibility():
    hand = Zone("hand", ("7C", "8H"), Seen.OWNER, owner=1)
    assert hand.seen_by(1) == ["7C", "8H"]
    assert hand.seen_by(0) == [None, None] and hand.seen_by(None) == [None, None]
    assert Zone("discard", ("2S", "3S"), Seen.TOP).seen_by(0) == [None, "3S"]
    assert Zone("stock", ("2S",), Seen.NOBODY).seen_by(0) == [None]
    assert Zone("run", ("2S", "3S"), Seen.ALL).seen_by(None) == ["2S", "3S"]


def test_every_game_declares_its_zones():
    assert GAMES_WITH_ZONES == list(catalogue())


#: Seeded whole games per game (fewer for the long trick-taking matches, Hearts to 100 and Oh Hell!'s
#: 19 hands). Every card in one place after every move is the contract test's too, over 150 random
#: games of each (300 in the thorough run: tests/games/test_contract.py); what this test adds is the next player's own view
#: of its hand, and a few whole games of each game show it.
SEEDS = {"hearts": 2, "oh_hell": 2, "whist_tens": 3}
DEFAULT_SEEDS = 4


@pytest.mark.parametrize("game_id", GAMES_WITH_ZONES)
def test_zones_hold_the_deck_after_every_move(game_id):
    game = catalogue()[game_id]
    counts = {"moves": 0}

    def check(before, move, after):
        assert card_counts(game.zones(after)) == game.deck_counts(after), move
        # A hand is never shown to another player: the view of the next player holds no
        # other hand's cards in its "hand" entry.
        seat = game.current_player(after)
        if seat is not None:
            view = game.view(after, seat)
            mine = [z for z in game.zones(after) if z.seen is Seen.OWNER and z.owner == seat and z.name == "hand"]
            if mine and isinstance(view.get("hand"), list):
                assert Counter(c for c in view["hand"] if c) == Counter(mine[0].cards)
            json.dumps(view)
        counts["moves"] += 1

    for seed in range(SEEDS.get(game_id, DEFAULT_SEEDS)):
        allowed = game.info.allowed_counts()
        index, rules = crossed(seed, len(allowed), 2)  # every count with and without house rules
        n = allowed[index]
        options = random_house_rules(game, random.Random(seed)) if rules else {}
        options.update(SHORT_OPTIONS.get(game_id, {}))
        try:
            game.setup([f"P{i}" for i in range(n)], options, seed)
        except OptionError:  # a combination this player count does not allow
            options = dict(SHORT_OPTIONS.get(game_id, {}))
        random_game(game, [f"P{i}" for i in range(n)], options, seed, on_move=check, max_moves=100_000)
    assert counts["moves"] > 0

