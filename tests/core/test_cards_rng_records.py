"""Cards, seeded shuffles, stacked deals, records and the replay command."""

import json

import pytest

from cardtable.cli import main
from cardtable.core.cards import DeckSpec, card_name, parse_cards
from cardtable.core.game import Move
from cardtable.core.records import Record, RecordError, random_game, replay
from cardtable.core.rng import StackError, shuffle
from cardtable.games import get_game, infos

GAME = get_game("crazy_eights")


def test_deck_specs():
    assert len(DeckSpec().cards()) == 52
    assert len(set(DeckSpec().cards())) == 52
    assert DeckSpec(decks=2, jokers=2).counts()["JK"] == 4
    assert DeckSpec(decks=2).counts()["7C"] == 2


def test_card_names_and_parsing():
    assert card_name("7C") == "7 of clubs"
    assert card_name("QH") == "queen of hearts"
    assert card_name("JK") == "joker"
    assert parse_cards(["7c", "TH", "10s", "joker"]) == ["7C", "10H", "10S", "JK"]
    with pytest.raises(ValueError, match="'1X' \\(entry 2\\) is not a card"):
        parse_cards(["7C", "1X"])


def test_shuffle_is_repeatable_and_differs_by_number():
    deck = DeckSpec().cards()
    assert shuffle(deck, 42, 0) == shuffle(deck, 42, 0)
    assert shuffle(deck, 42, 0) != shuffle(deck, 42, 1)
    assert shuffle(deck, 42, 0) != shuffle(deck, 43, 0)
    assert sorted(shuffle(deck, 42, 0)) == sorted(deck)


def test_stacked_top_cards_then_seeded_rest():
    deck = DeckSpec().cards()
    order = shuffle(deck, 1, 0, [["AS", "KH"]])
    assert order[:2] == ["AS", "KH"] and sorted(order) == sorted(deck)
    with pytest.raises(StackError):
        shuffle(deck, 1, 0, [["JK"]])


def test_record_round_trip_and_replay():
    record, final = random_game(GAME, ["A", "B", "C"], {"jokers": True}, seed=9)
    data = json.loads(json.dumps(record.to_json()))
    assert replay(Record.from_json(data), GAME).to_json() == final.to_json()


@pytest.mark.parametrize("data, message", [
    ([], "not a game record"),
    ({"format": "x"}, "not a game record"),
    ({"format": "cardtable-record", "version": 9, "game": "crazy_eights"}, "newer Card Table"),
    ({"format": "cardtable-record", "version": 1}, "which game"),
    ({"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": "A"}, "list of names"),
    ({"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": [], "moves": [1]}, "move 1 is not a move"),
    ({"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": [], "stack": [["ZZ"]]}, "'ZZ' (entry 1) is not a card"),
])
def test_bad_records(data, message):
    with pytest.raises(RecordError) as caught:
        Record.from_json(data)
    assert message in str(caught.value)


def test_replay_command_accepts_a_real_hand(tmp_path, capsys):
    record = {
        "format": "cardtable-record", "version": 1, "game": "crazy_eights",
        "players": ["Anna", "Ben"], "options": {}, "seed": 0,
        "stack": [["7C", "9C", "KD", "9D", "8H", "QH", "2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H",
                   "6S", "6H", "7D"]],
        "moves": [{"kind": "play", "card": "7C"}, {"kind": "play", "card": "9C"},
                  {"kind": "play", "card": "8H", "suit": "H"}, {"kind": "play", "card": "QH"}],
    }
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "4. Ben: play card QH - accepted." in out
    assert "Scores:" in out


def test_replay_command_reports_a_refused_move(tmp_path, capsys):
    record = {"format": "cardtable-record", "version": 1, "game": "crazy_eights",
              "players": ["Anna", "Ben"], "seed": 0,
              "stack": [["7C", "9C", "KD", "9D", "8H", "QH", "2S", "2H", "3S", "3H", "4S", "4H",
                         "5S", "5H", "6S", "6H", "7D"]],
              "moves": [{"kind": "play", "card": "2S"}]}
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 1
    assert "REFUSED: You must match the 7 of diamonds by suit or rank, play an 8, or draw from the stock." in capsys.readouterr().out


@pytest.mark.parametrize("content, message", [
    (None, "does not exist"),
    ("{oops", "not valid JSON"),
    ('{"format": "cardtable-record", "version": 1, "game": "snap", "players": []}', "no game called 'snap'"),
    ('{"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": ["A"]}', "for 2\u20138 players"),
])
def test_replay_command_bad_files(tmp_path, capsys, content, message):
    path = tmp_path / "r.json"
    if content is not None:
        path.write_text(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_catalogue_lists_every_game(capsys):
    assert main(["--list-games"]) == 0
    out = capsys.readouterr().out
    for info in infos():
        assert info.name in out
        assert info.min_players >= 1 and info.max_players >= info.min_players
        for spec in info.options:
            assert spec.description and spec.check(spec.default) == spec.default


def test_moves_are_json_and_hashable():
    m = Move(kind="play", card="8H", suit="S")
    assert json.loads(json.dumps(m)) == m
    assert len({m, Move(kind="play", card="8H", suit="S")}) == 1
