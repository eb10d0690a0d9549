"""Set positions for the contract rummy games (Desert Rummy, Push, 10 Dime Rummy): the hands, the
discards and the melds as a test names them; the stock holds the rest of the game's cards."""

from collections import Counter

from cardtable.core.game import Move
from cardtable.games.contract_rummy import PLAY, meld_data
from tests.games.contract import snapshot


def position(game, hands, discard=("9D",), melds=(), turn=0, phase=PLAY, down=None, options=None, **fields):
    n = len(hands)
    state = game.setup([f"P{i}" for i in range(n)] if n != 4 else ["Ann", "Bob", "Cy", "Di"], options or {}, 1)
    named = [h for h in hands if not isinstance(h, int)]
    used = Counter(c for h in named for c in h) + Counter(discard) + Counter(c for m in melds for c in m.cards)
    left = game.deck_counts(state) - used
    assert not (used - game.deck_counts(state)), "more cards than the game has"
    stock = list(sorted(left.elements(), key=lambda c: (c[:-1] in ("A", "K", "Q", "J", "2", "JK"), c)))
    full = []
    for h in hands:  # a number: that many cards from the stock (low ones first, no wilds)
        if isinstance(h, int):
            full.append(tuple(stock[:h]))
            del stock[:h]
        else:
            full.append(tuple(h))
    return state.replace(hands=tuple(full), stock=tuple(stock), discard=tuple(discard),
                         melds=tuple(meld_data(m) for m in melds), turn=turn, phase=phase,
                         down=tuple(down or (False,) * n), down_now=False, pending="", **fields)


def play(game, state, move):
    result = game.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(game, state, move, words):
    before = snapshot(state)
    result = game.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before
    return result.reason
