"""Chicken Foot: a tile walled in on every side is searched for once a place (s42).

At a play that comes loose in the box shown, some twenty boxes each lay the walled-in tile and
search every side of its end before it comes loose (s41: 42 ms at the slowest play of seeded
random hands, bench/chicken_foot_loose.py, against the guide's 16 ms frame). Each search
(straight on, round a corner, bent out of a side, then touching the end's last half) ran in up
to two dozen passes (the gap kept from other lines, the room kept for their feet, inside the box
and past its edge), each pass looking at the same few places and finding nothing. Now those
places are first looked at once, as freely as any pass looks: where none is free, no pass runs.
Which box is shown and every tile's place stay as they were (the fingerprint below, taken on
main before the change; tests/gui/test_chicken_foot_laid_ahead.py compares boards laid ahead
with boards laid afresh).
"""

from __future__ import annotations

import hashlib

from .test_chicken_foot_laid_ahead import SLOW_HANDS
from .test_chicken_foot_touching import random_hand

ASPECT = 842 / 535  # (the table's view in a 1024x600 window)

#: the places the searches of a tile at a walled-in end may look at, each once: straight on,
#: round the corner either way, bent out of either side slid three ways (9); then every place
#: touching the end's last half, out of its three sides (27), or for a toe's first tile out of
#: the four sides of its double (44)
WALLED_PLACES = 9 + 44


def test_a_walled_in_tile_is_searched_for_once_a_place(monkeypatch):
    """Over a slow hand (eight players, seed 8006: a play that came loose in twenty boxes), each
    search for a tile that finds no place touching its end looks at no more places before it
    hops than there are (s41: 96 at the least, 142 at the most)."""
    from cardtable.gui.layouts import dominoes

    asked: list[tuple] = []
    watching = [False]
    free, next_slot, hops = dominoes.Chains.free, dominoes.Chains.next_slot, dominoes.Chains.hops

    def counted_free(self, r, slack=0.0):
        if watching[0]:
            asked.append(r)
        return free(self, r, slack)

    def counted_next_slot(self, t, double=False, key=None, first=False):
        walled = self.walled
        asked.clear()
        watching[0] = True
        try:
            found = next_slot(self, t, double, key, first)
        finally:
            watching[0] = False
        if self.walled > walled:
            searches.append(len(asked))
        return found

    def counted_hops(self, t):
        watching[0] = False  # (the hop's own places: not the search's)
        yield from hops(self, t)

    searches: list[int] = []
    monkeypatch.setattr(dominoes.Chains, "free", counted_free)
    monkeypatch.setattr(dominoes.Chains, "next_slot", counted_next_slot)
    monkeypatch.setattr(dominoes.Chains, "hops", counted_hops)
    monkeypatch.setattr(dominoes, "_boards", {})
    dominoes._shown.clear()
    game, states = random_hand(8, 8006)
    for state in states:
        v = game.public(state)
        dominoes.layout_lines("chicken_foot", v["centre"], v["lines"], ASPECT, v["order"])
        dominoes.lay_ahead()
    dominoes._shown.clear()
    assert len(searches) > 100  # (the hand walls tiles in, in many boxes)
    assert max(searches) <= WALLED_PLACES, sorted(searches)[-5:]


#: sha256 (first 16 hex digits) of every position of SLOW_HANDS laid out as in a game (each
#: after the one before, the boxes laid ahead between), and each hand's last position laid
#: afresh: the board shown (its box), every tile's place and face, each open end's place and
#: way. Taken on main at s41's layout (1627495f); a change that means to lay a tile elsewhere
#: takes it again (and says so in docs/benchmarks.md).
FINGERPRINT = "a6ced4f470daf209"


def _fingerprint() -> str:
    from cardtable.gui.layouts import dominoes

    h = hashlib.sha256()

    def laid(v) -> None:
        placed, slots, _, _, ways = dominoes.layout_lines("chicken_foot", v["centre"], v["lines"], ASPECT, v["order"])
        h.update(repr(([(p.key, p.code, p.rect, p.face) for p in placed], sorted(slots.items()),
                       sorted(ways.items()), dominoes.shown_board().key)).encode())

    for n, seed in SLOW_HANDS:
        dominoes._boards.clear()
        dominoes._shown.clear()
        game, states = random_hand(n, seed)
        for state in states:
            laid(game.public(state))
            dominoes.lay_ahead()
        dominoes._boards.clear()  # (a window opened on the last position)
        dominoes._shown.clear()
        laid(game.public(states[-1]))
    dominoes._boards.clear()
    dominoes._shown.clear()
    return h.hexdigest()[:16]


def test_every_tile_lies_where_it_lay_before_the_search_was_cut(monkeypatch):
    from cardtable.gui.layouts import dominoes

    monkeypatch.setattr(dominoes, "_boards", {})
    assert _fingerprint() == FINGERPRINT
