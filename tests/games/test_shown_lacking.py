"""What a draw or a pass shows the table, in the games where a player draws because nothing
plays (Crazy Eights, Chicken Foot, Mexican Train): the computer's samples keep to it
(``Game.shown_lacking``). Played by players who play whenever they can, as the computer's Medium
players do (and as Chicken Foot's and Mexican Train's rules make everybody do before drawing),
and who keep Crazy Eights' wild cards for when nothing else plays (the table reads an 8 played
as "nothing else matched"), no seat ever holds a card or tile the table took it to lack; the one
just drawn is left aside."""

import random

import pytest

from cardtable.games import catalogue
from cardtable.games.crazy_eights import WILD_CARDS


@pytest.mark.parametrize("game_id, options", [("crazy_eights", {}), ("crazy_eights", {"jokers": True}),
                                              ("chicken_foot", {"hands": 2}), ("mexican_train", {"hands": 2})])
def test_players_who_play_when_they_can_hold_nothing_they_showed_they_lack(game_id, options):
    game = catalogue()[game_id]
    shown = 0
    for seed in range(8):
        rng = random.Random(seed)
        s = game.setup(["A", "B", "C", "D"], options, seed=seed)
        for _ in range(2000):
            if game.is_over(s):
                break
            moves = game.legal_moves(s)
            plays = [m for m in moves if m.kind == "play"]
            natural = [m for m in plays if not isinstance(m.get("card"), str) or m["card"] not in WILD_CARDS]
            s = game.apply(s, rng.choice(natural or plays or moves)).state
            lacks = game.shown_lacking(s)
            if lacks is None:
                continue
            drawing = s.turn if s.drew else None
            held = [(i, c) for i, h in enumerate(s.hands) for c in (h[:-1] if i == drawing else h)]
            assert not [(i, c) for i, c in held if c in s.lacks[i]], (seed, s.lacks)
            assert not [(i, c) for i, c in held if lacks(i, c)]
            shown += 1
    assert shown > 100  # the games did show something
