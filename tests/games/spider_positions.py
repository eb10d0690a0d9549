"""Spider positions shared by the rules tests (tests/games/test_spider.py) and the computer's
(tests/ai/test_spider_sense.py)."""

from __future__ import annotations

import json
from collections import Counter

from cardtable.core.game import Move
from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games.spider import (COLUMN_KEYS, DEAL_DOWN, DEAL_MOVE, GAME, GIVE_UP_MOVE, MOVE, OLD_FINISH,
                                    SpiderDeck, SpiderState)
from cardtable.store.saves import SaveStore

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


def _move(src: int, dst: int, cards: str) -> Move:
    return Move(kind=MOVE, src=COLUMN_KEYS[src], dst=COLUMN_KEYS[dst], cards=tuple(cards.split()))


def old_phantom_game(state_version: int) -> Record:
    """A game as Card Table played it before s34 (saves of Spider's state version 1), whose search
    for a way on took face-down cards under a run as part of it: a stacked deal (the record's
    ``stack``), the five deals, then the 5 to ace of spades onto the jack to 6 of spades, which
    lie over the king and queen of spades face down in column 1. The stock is empty and nothing
    leads on but moving the ace of spades to a 2 and back: the old search took that as finishing
    a run (a finish that never comes), so the game went on, and the player moved the ace away,
    back, away again, and gave up. (The old code, a590e7eb^, replays it so, to "gave up".)"""
    hidden = {0: [None, None, None, "KS", "QS"]}  # each column's face-down cards, bottom first (None: any)
    up = {0: "JS 10S 9S 8S 7S 6S", 1: "KH 5S 4S 3S 2S AS", 2: "- - - - - 2D", 9: "- - - - - 2C",
          **{c: f"- - - - - {king}" for c, king in zip(range(3, 9), "KS KH KD KD KC KC".split())}}
    face_up = {c: [None if card == "-" else card for card in cards.split()] for c, cards in up.items()}
    down = [hidden.get(c, [None] * DEAL_DOWN[c]) for c in range(10)]
    spare = Counter(SpiderDeck(decks=2).cards())
    spare.subtract(card for cards in down + list(face_up.values()) for card in cards if card)
    spare_cards = sorted(spare.elements())
    # dealt as Spider.new_state deals, top card first: the face-down rows, then the face-up card
    # of each column and the five deals (a card to each column in turn)
    places = [(c, k) for k in range(4) for c in range(10)] + [(c, 4) for c in range(4)]
    order = [down[c][k] or spare_cards.pop(0) for c, k in places]
    order += [face_up[c][k] or spare_cards.pop(0) for k in range(6) for c in range(10)]
    assert not spare_cards
    record = Record("spider", ["You"], {}, 1, stack=[order], state_version=state_version)
    record.moves = [DEAL_MOVE] * 5 + [_move(1, 0, "5S 4S 3S 2S AS"), _move(0, 2, "AS"), _move(2, 0, "AS"),
                                      _move(0, 9, "AS"), GIVE_UP_MOVE]
    return record


def write_old_phantom_save(store: SaveStore, save_id: str) -> None:
    """:func:`old_phantom_game` saved as the version before Spider's state version 2 wrote it:
    state version 1 in the header, the record's options without the rule it now keeps."""
    store.save(save_id, Session.from_record(old_phantom_game(1), GAME))
    path = store.path_of(save_id)
    header, *moves = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    assert data["record"]["options"].pop(OLD_FINISH) is True
    data["record"].pop("state_version", None)
    data["state_version"] = 1
    data.pop("record_check", None)  # (no save before s40 carried one)
    path.write_text("\n".join([json.dumps(data)] + moves) + "\n", encoding="utf-8")
