"""Computer players asked whether they call out a move while another is to move (10 Dime Rummy's
house rule "Buy out of turn"): "Medium uses the rummy family's sense of whether a card is worth
taking ... Easy rarely; Hard may use Medium's answer", seeing only the seat's observation."""

from __future__ import annotations

import random

from cardtable.ai import agent_for
from cardtable.ai.agents import EASY_CALLS
from cardtable.ai.infoset import call_out_set
from cardtable.ai.service import Request, think
from cardtable.core.game import Move
from cardtable.core.records import Record
from cardtable.games.contract_rummy import DRAW
from cardtable.games.ten_dime_rummy import GAME
from tests.games.rummy_positions import position

BUY1 = Move(kind="buy", seat=1)


def drawing(hand, top):
    """P0 is to draw; P1 holds ``hand`` and may buy ``top`` out of turn."""
    return position(GAME, [12, hand, 12], discard=("4C", top), phase=DRAW, dimes=(10, 10, 10),
                    options={"buy_out_of_turn": True})


PAIR = ("QS", "QD", "5C", "7H", "9S", "JD", "3C", "4D", "6S", "8H", "10C", "KD")


def test_medium_buys_a_card_for_its_set_and_not_a_loose_one():
    """Hand 1, "1 set of 3": a third queen is worth a dime; a loose 5 of hearts is not."""
    wanted, loose = drawing(PAIR, "QC"), drawing(PAIR, "5H")
    info = call_out_set(GAME, wanted, 1)
    assert info.legal == (BUY1,) and info.observation == GAME.observation(wanted, 1)
    assert agent_for("medium").call_out(GAME, info, 5) == BUY1
    assert agent_for("medium").call_out(GAME, call_out_set(GAME, loose, 1), 5) is None
    # Hard takes Medium's answer
    assert agent_for("hard").call_out(GAME, info, 5) == BUY1


def test_easy_calls_rarely_and_only_what_medium_would():
    wanted, loose = drawing(PAIR, "QC"), drawing(PAIR, "5H")
    easy = agent_for("easy")
    calls = [easy.call_out(GAME, call_out_set(GAME, wanted, 1), seed) for seed in range(200)]
    share = sum(c is not None for c in calls) / len(calls)
    assert 0 < share <= EASY_CALLS + 0.1
    assert all(easy.call_out(GAME, call_out_set(GAME, loose, 1), seed) is None for seed in range(50))


def test_calling_out_never_peeks():
    """Two states that differ only in cards hidden from the seat give the same answer."""
    for top in ("QC", "5H", "JK"):
        state = drawing(PAIR, top)
        for i in range(5):
            other = GAME.determinize(state, 1, random.Random(i))
            assert GAME.observation(other, 1) == GAME.observation(state, 1)
            for level in ("random", "easy", "medium", "hard"):
                a = agent_for(level).call_out(GAME, call_out_set(GAME, state, 1), 77)
                b = agent_for(level).call_out(GAME, call_out_set(GAME, other, 1), 77)
                assert a == b, (level, top, a, b)


def test_the_service_asks_from_the_record_and_may_answer_no_call():
    """A call-out request names the move called, or none; the same record gives the same answer."""
    record = Record("ten_dime_rummy", ["Anna", "Robo Rex", "Robo Cleo"], {"buy_out_of_turn": True}, 3, [], [])
    answers = {level: think(Request.for_seat(record, 1, level, call_out=True)) for level in ("easy", "medium")}
    assert all(a in (None, BUY1) for a in answers.values())
    assert think(Request.for_seat(record, 1, "medium", call_out=True)) == answers["medium"]
    old = Request.for_seat(record, 1, "medium").to_json()
    old.pop("call_out")  # a request from before (no such field): the seat's own move
    assert Request.from_json(old).call_out is False
