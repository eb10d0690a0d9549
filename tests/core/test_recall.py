"""What a seat saw go face down where (core.zones.recall), which Undo reads so that a card every
seat saw go into a hand (Euchre's upcard, a discard taken from the pile) is not counted as shown
when it comes out again (s30 t1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.game import Refusal
from cardtable.core.zones import Role, Seen, Zone, known_to, recall
from cardtable.games import catalogue


def hand(owner, *cards):
    return Zone("hand", tuple(cards), Seen.OWNER, owner, Role.HAND)


def test_a_card_taken_from_a_face_up_pile_is_recalled_in_the_hand_it_went_to():
    before = [hand(0, "2C"), hand(1, "3C"), Zone("discard", ("9H",), Seen.ALL)]
    after = [hand(0, "2C"), hand(1, "3C", "9H"), Zone("discard", (), Seen.ALL)]
    memory = recall(before, after, 0, {})
    assert memory == {"hand/1": Counter({"9H": 1})}
    assert known_to(after, 0, memory) == Counter({"2C": 1, "9H": 1})


def test_a_card_drawn_from_the_stock_is_not():
    before = [hand(0, "2C"), hand(1, "3C"), Zone("stock", ("5S", "9H"), Seen.NOBODY)]
    after = [hand(0, "2C"), hand(1, "3C", "9H"), Zone("stock", ("5S",), Seen.NOBODY)]
    assert recall(before, after, 0, {}) == {}


def test_a_card_covered_on_a_pile_and_then_the_whole_pile_taken_is_recalled():
    """Seen.TOP: the 9 of hearts was on top, then covered by the 4; the whole pile goes into a
    hand (a pile picked up), both recalled there."""
    one = [hand(0), hand(1, "3C"), Zone("discard", ("9H",), Seen.TOP)]
    two = [hand(0), hand(1, "3C"), Zone("discard", ("9H", "4D"), Seen.TOP)]
    three = [hand(0), hand(1, "3C", "9H", "4D"), Zone("discard", (), Seen.TOP)]
    memory = recall(one, two, 0, {})
    assert memory == {"discard": Counter({"9H": 1})}
    memory = recall(two, three, 0, memory)
    assert memory == {"hand/1": Counter({"9H": 1, "4D": 1})}


def test_a_recalled_card_that_leaves_face_down_is_forgotten():
    before = [hand(0), hand(1, "3C", "9H"), Zone("kitty", (), Seen.NOBODY)]
    after = [hand(0), hand(1, "3C"), Zone("kitty", ("9H",), Seen.NOBODY)]
    assert recall(before, after, 0, {"hand/1": Counter({"9H": 1})}) == {}


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_only_cards_seen_earlier_in_the_hand_are_recalled_and_only_where_they_lie(game_id):
    """Seeded random play of every game: a card recalled in a zone hidden from seat 0 lies there,
    hidden from it, and seat 0 saw it face up earlier in the hand."""
    game = catalogue()[game_id]
    for players in (4, 3, 2, 1):
        try:
            state = game.setup([f"P{i}" for i in range(players)], {}, 0)
            break
        except Exception:  # (not for that many players)
            continue
    zones = game.zones(state)

    def visible(zs):
        return Counter(c for z in zs for c, up in zip(z.cards, z.visible_to(0)) if up)

    rng, memory, ever = random.Random(0), {}, visible(zones)
    for _ in range(200):
        acting = game.to_act(state)
        legal = game.legal_moves(state, acting[0]) if acting else []
        if not legal:
            break
        move = legal[rng.randrange(len(legal))]
        result = game.apply(state, move)
        assert not isinstance(result, Refusal)
        later = game.zones(result.state)
        if move.kind in game.between_hands:
            memory, ever = {}, Counter()
        else:
            memory = recall(zones, later, 0, memory)
        ever |= visible(later)
        for key, cards in memory.items():
            hidden = Counter(c for z in later if z.key == key for c, up in zip(z.cards, z.visible_to(0)) if not up)
            assert not cards - hidden, (key, cards, move)
            assert all(ever[c] for c in cards), (key, cards, move)
        state, zones = result.state, later
