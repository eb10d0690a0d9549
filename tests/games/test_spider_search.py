"""Spider's search for a way on (:meth:`Spider.search_way`), made quicker and remembered: it must
answer exactly as the first search did, so that games play, end (stuck at the same move) and
replay as before. The first search is kept here word for word as the reference, but for one
line (s34): a run is finished only with all thirteen cards face up, as the game removes it (the
first search counted face-down cards under the run as part of it: ``old``, as games saved before
Spider's state version 2 still end, ``spider.OLD_FINISH``).

Rule text (003_568aafc6ffe6d89e.txt, section "Spider"): "Game play continues until the game is
won or no useful moves are possible." """

from __future__ import annotations

import random

import pytest

import cardtable.games.spider as spider
from cardtable.ai import Budget, agent_for, information_set
from cardtable.games.spider import COLUMN_KEYS, DEAL, GAME, MOVE, RUN, _WayMemo, is_full_run

from .test_spider import move, position, run


def reference_search(state, old=False):
    """The search as it was first written (a breadth-first search of whole states), word for
    word but for its answer: the move for ``guess`` and whether it was cut short (then the
    answer without ``guess`` is None). ``old``: its finish word for word too (face-down cards
    under a run counted as part of it)."""
    first_moves = GAME.run_moves(state)
    if not first_moves:
        return None, False

    def key(columns, down):
        return tuple(sorted(zip(columns, down)))  # columns' order does not matter here

    seen = {key(state.columns, state.down)}
    frontier = [(state, m) for m in first_moves]
    while frontier:
        nxt = []
        for here, first in frontier:
            for m in (GAME.run_moves(here) if here is not state else [first]):
                cols = here.columns
                a, b = COLUMN_KEYS.index(m["src"]), COLUMN_KEYS.index(m["dst"])
                cards = m["cards"]
                left = len(cols[a]) - len(cards)
                if left == 0 and not cols[b]:
                    continue  # a whole column into a space: the same tableau
                if left and here.down[a] == left:
                    return first, False  # a face-down card is turned up
                to = cols[b] + tuple(cards)
                if len(to) - (0 if old else here.down[b]) >= RUN and is_full_run(to[-RUN:]):
                    return first, False  # a run is finished and removed (built: face up)
                after = GAME._after(here, m)
                k = key(after.columns, after.down)
                if k in seen:
                    continue
                if len(seen) >= spider.SEARCH_LIMIT:
                    return first, True
                seen.add(k)
                nxt.append((after, first))
        frontier = nxt
    return None, False


def reference_search_way(state, guess=True, old=False):
    way, cut = reference_search(state, old)
    return None if cut and not guess else way


def same_answers(state, old=False) -> None:
    """The search (both ways of answering when cut short) and :meth:`Spider.way_on` answer as
    the reference does, for the state and a re-deal of its face-down cards (which shares the
    remembered answers). ``old``: the search of games saved before state version 2."""
    for s in (state, GAME.determinize(state, 0, random.Random(state.moves_made))):
        way, cut = reference_search(s, old)
        assert ((GAME.search_way(s, old=old), GAME.search_way(s, guess=False, old=old))
                == (way, None if cut else way)), s.moves_made
        useful = GAME.useful_moves(s)
        assert GAME.way_on(s, old=old) == (useful[0] if useful else way)


@pytest.fixture
def fresh_memo(monkeypatch):
    """An empty memory of answers, so a test sees the search itself as well as what it kept."""
    monkeypatch.setattr(spider, "WAY_MEMO", _WayMemo())


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_search_answers_as_before_in_seeded_games(suits, fresh_memo, monkeypatch):
    """Random and Medium players' games, every state once the stock is empty; the search cut
    short sooner, for a quick test (at the game's limit and in many more games:
    ``bench/spider_search.py``)."""
    monkeypatch.setattr(spider, "SEARCH_LIMIT", 500)
    medium = agent_for("medium")
    for seed, player in [(0, "random"), (1, "medium")]:
        state = GAME.setup(["You"], {"suits": suits}, seed=seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            if player == "medium":
                m = medium.choose(GAME, information_set(GAME, state, 0), rng.getrandbits(32), Budget(iterations=6))
            else:
                m = rng.choice([m for m in GAME.legal_moves(state) if m.kind in (MOVE, DEAL)])
            state = GAME.apply(state, m).state
            if not state.stock:
                same_answers(state)
                same_answers(state, old=True)  # (as games saved before state version 2 end)


def test_face_down_cards_under_a_run_are_no_part_of_it(fresh_memo):
    """ "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    entire sequence is removed from play": the game removes only a run of thirteen face-up
    cards. The search counted the king and queen of spades face down under the jack to 3 as a
    run finished by the 2 and ace, a finish the game never makes, and steered the computer to
    it; a re-deal where they were other cards had another answer. Now neither counts: the same
    answer (a space for the jack to 3 of spades, which turns up a card), shared by the memory."""
    spades = run("S")  # K..A
    kings = [["2D", "KD"], ["2C", "KC"], ["2H", "KH"], ["3D", "KS"], ["3C", "KD"], ["3H", "KC"]]
    # the J..3 of spades over the K and Q of spades (face down), the 2 and A of spades beside
    # them, and the 5 of diamonds that can go on the 6 of clubs, leaving a space
    columns = [["5D"], ["6C"], spades[:11], spades[11:]] + kings
    state = position(columns, down=[0, 0, 2, 0] + [1] * 6, stock=())
    redeal = state.replace(columns=state.columns[:2] + ((spades[1], spades[0]) + tuple(spades[2:11]),)
                           + state.columns[3:])
    for s in (state, redeal):
        for guess in (True, False):
            assert GAME.search_way(s, guess) == reference_search_way(s, guess) == move(0, 1, ["5D"])
    assert len(spider.WAY_MEMO.answers) == 1  # one search answered both
    finished = GAME.apply(state, move(3, 2, ["2S", "AS"])).state
    assert finished.removed == () and not spider.finished_run(finished.columns[2], finished.down[2])
    # the search of games saved before state version 2 (the end they keep): as it was first written
    for s, way in ((state, move(3, 2, ["2S", "AS"])), (redeal, move(0, 1, ["5D"]))):
        for guess in (True, False):
            assert GAME.search_way(s, guess, old=True) == reference_search_way(s, guess, old=True) == way


def test_columns_hiding_the_same_cards_may_swap_and_are_the_same_tableau(fresh_memo):
    """One suit: two columns with the same face-down cards under the same face-up card (two
    decks), which are the same tableau when their face-up cards are swapped, and a re-deal
    where they differ."""
    state = position([["5S", "9S", "8S"], ["5S", "9S"], ["10S", "7S"], ["6S"], ["KS"], ["KS"], ["QS"], ["QS"],
                      ["JS"], ["JS"]], down=[1, 1, 1] + [0] * 7, stock=())
    state = state.replace(options={"suits": 1})
    redeal = state.replace(columns=(("4S", "9S", "8S"),) + state.columns[1:])
    for s in (state, redeal):
        for guess in (True, False):
            for old in (False, True):  # (the old search took such columns as alike: spider.OLD_FINISH)
                assert GAME.search_way(s, guess, old=old) == reference_search_way(s, guess, old)


def test_a_search_looked_at_to_the_end_answers_for_every_tableau_it_saw(fresh_memo):
    """Nothing leads on from the start, so nothing leads on from anything it leads to: those are
    remembered too, and a later question about one of them is answered without a search."""
    state = position([["10H", "9C"], ["10S"], ["KD"], [], []], stock=())
    assert GAME.search_way(state) is None
    assert spider.WAY_MEMO.dead  # the tableaux seen, kept
    after = GAME._after(state, move(0, 1, ["9C"]))
    with pytest.MonkeyPatch.context() as m:
        m.setattr(type(GAME), "run_moves", None)  # (no search: it would need the moves)
        assert GAME.search_way(after) is None
    assert reference_search_way(after) is None


def test_the_memory_is_bounded(monkeypatch):
    memo = _WayMemo()
    monkeypatch.setattr(spider, "WAY_MEMO", memo)
    monkeypatch.setattr(memo, "ANSWERS", 3)
    monkeypatch.setattr(memo, "DEAD_ENDS", 5)
    rng = random.Random(4)
    for seed in range(4):
        state = GAME.setup(["You"], {"suits": 1}, seed=seed).replace(stock=())
        for _ in range(30):
            legal = [m for m in GAME.legal_moves(state) if m.kind == MOVE]
            if GAME.is_over(state) or not legal:
                break
            same_answers(state)
            state = GAME.apply(state, rng.choice(legal)).state
            assert len(memo.answers) <= 3
            # (one search's tableaux are kept whole, after a clear if they would pass the bound)
            assert memo.dead_count <= 5 or len(memo.dead) == 1
