"""Rummy II (issue 19): card-list moves (melds, a played stick, Hand and Foot's several melds at
once) survive save and load: a record written to JSON and read back replays to the same state."""

import json
import random

import pytest

from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games import get_game
from tests.games.contract import snapshot

KEEN = ("meld", "play_stick", "lay_off", "add", "pick", "swap")


@pytest.mark.parametrize("game_id", ["arizona_rummy", "horseshit_rummy", "sticks", "hand_and_foot"])
def test_card_list_moves_survive_save_and_load(game_id):
    game = get_game(game_id)
    session = Session.new(game, ["Ann", "Bob", "Cy", "Di"], {}, seed=11)
    rng = random.Random(11)
    card_lists = 0
    for _ in range(400):
        if game.is_over(session.state):
            break
        legal = game.legal_moves(session.state)
        keen = [m for m in legal if m.get("kind") in KEEN]
        move = rng.choice(keen or legal)
        card_lists += isinstance(move.get("cards") or move.get("melds"), tuple) and move.get("kind") != "pick"
        assert session.play(move).ok
    assert card_lists >= 2
    text = json.dumps(session.record.to_json())
    back = Session.from_record(Record.from_json(json.loads(text)), game)
    assert snapshot(back.state) == snapshot(session.state)
