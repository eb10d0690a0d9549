"""Spider positions shared by the rules tests (tests/games/test_spider.py) and the computer's
(tests/ai/test_spider_sense.py)."""

from __future__ import annotations

from cardtable.games.spider import GAME, SpiderState

#: Four suits, seed 18, after 52 of the Medium player's moves (the stock empty since move 45): as
#: (face-down cards, the column bottom first). No useful move; the search for a way on stops at
#: its limit (SEARCH_LIMIT tableaux) without finding one, so the game goes on. From here the
#: Medium player moved the 8 and 7 of hearts and the 9 to 6 of clubs back and forth until the
#: 50-move rule ended the game, while the hint said "no useful move can be found" as if it had
#: looked everywhere (s34's note).
CUT_AT = (
    (4, "AH 3S 7H 6H KH QH 10D 9D 8H 7H"),
    (5, "4C 4S KC 5D JH JS 10H 9S 8C 7D 4S 3S 3H 2C AS AC"),
    (5, "3D 3C 8S 2H 5S 6H 5C QD KH"),
    (4, "7S KD JH 3D 2S AD"),
    (4, "2C 6D 4H 10S 9H 8S QC JD 10D 9D 8D KC QD JD 10C 9C 8C 7C 6C"),
    (3, "3H 2S QS KD QH 10C"),
    (0, "6S 5H 4H JC 9H 8D 7C 6S 5H"),
    (3, "JC 4D 6D KS QS JS 10S 9S"),
    (4, "10H 9C KS 5D 5S 4D 2D AH 7D"),
    (0, "8H 7S 6C 5C 4C 3C 2D AD 2H AS QC AC"),
)


def cut_position() -> SpiderState:
    """:data:`CUT_AT`, the stock empty, as the game had it (seven moves without progress)."""
    return GAME.setup(["You"], {}, seed=1).replace(columns=tuple(tuple(cards.split()) for _, cards in CUT_AT),
                                                   down=tuple(d for d, _ in CUT_AT), stock=(), idle=7)
