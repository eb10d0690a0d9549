"""Records a family can write and records that last (issue 13, item 9), and `cardtable replay`
facing hostile files (issue 12, "Records and moves"): every bad file is exit 2 and one clear line,
in bounded time and memory; what reaches the terminal is escaped."""

import json
import os
import random
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from cardtable.cli import main, printable
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.records import DEAL_ORDERS, Record, RecordError, check_move, random_game, replay, stack_from_hands
from cardtable.core.session import Session
from cardtable.games import get_game

ROOT = Path(__file__).resolve().parents[2]
C8 = get_game("crazy_eights")
STACK = ["7C", "9C", "KD", "9D", "8H", "QH", "2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H", "7D"]


def record(**fields):
    data = {"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": ["Anna", "Ben"],
            "seed": 0, "stack": [STACK]}
    data.update(fields)
    return data


def run_replay(tmp_path, capsys, content, name="r.json"):
    path = tmp_path / name
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    status = main(["replay", str(path)])
    out = capsys.readouterr()
    return status, out.out, out.err


def one_clear_line(err):
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1 and lines[0].startswith("Cannot replay") and "Traceback" not in err, err
    assert lines[0].endswith(".") and not lines[0].endswith(".."), err
    return lines[0]


# ----- hostile files ----------------------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ('{"format": "cardtable-record", "moves": ' + "[" * 100_000, "nested too deeply"),
    ("[" * 100_000, "nested too deeply"),
    ('{"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": ["A", "B"], "seed": '
     + "9" * 5000 + "}", "absurdly long"),
    ('{"format": "cardtable-record", "version": 1, "game": "crazy_eights", "players": ["A", "B"], '
     '"moves": [{"kind": "play", "card": ' + "7" * 5000 + "}]}", "absurdly long"),
    ("{oops", "not valid JSON"),
    (b"\xff\xfe\x00junk", "not UTF-8"),
])
def test_hostile_json_is_a_bad_file(tmp_path, capsys, content, words):
    status, out, err = run_replay(tmp_path, capsys, content)
    assert status == 2 and words in one_clear_line(err)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero and FIFOs")
@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder"])
def test_devices_pipes_and_folders_are_refused_at_once(tmp_path, kind):
    path = tmp_path / "r.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        os.symlink("/dev/zero", path)
    else:
        path.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "cardtable", "replay", str(path)], env=env,
                         capture_output=True, text=True, timeout=30)
    assert run.returncode == 2
    line = one_clear_line(run.stderr)
    assert "ordinary file" in line or "folder" in line


def test_absurd_player_lists_are_refused_at_once(tmp_path, capsys):
    t0 = time.perf_counter()
    status, _, err = run_replay(tmp_path, capsys, record(players=[f"P{i}" for i in range(200_000)], stack=[]))
    assert status == 2 and "200,000 players" in one_clear_line(err)
    t1 = time.perf_counter()
    status, _, err = run_replay(tmp_path, capsys, record(players=[f"P{i}" for i in range(40)], stack=[]))
    assert status == 2 and "for 2\u20138 players, not 40" in one_clear_line(err)
    assert time.perf_counter() - t1 < 60 and t1 - t0 < 60  # bounded (minutes before), not a benchmark


def test_control_and_bidi_characters_are_printed_escaped(tmp_path, capsys):
    data = record(players=["\u001b]0;owned\u0007Anna", "\u202eneB"], stack=[], moves=[{"kind": "draw"}])
    status, out, err = run_replay(tmp_path, capsys, data)
    assert status == 0
    for raw in ("\u001b", "\u0007", "\u202e", "\r"):
        assert raw not in out + err
    assert "\\x1b]0;owned\\x07Anna" in out and "\\u202eneB" in out
    assert printable("a\rb\u2067c\u200bd") == "a\\x0db\\u2067c\\u200bd"
    assert printable("Zoë ♠ 10♥") == "Zoë ♠ 10♥"


def test_a_million_move_record_replays_in_flat_memory(tmp_path, capsys):
    """Replay keeps only the current state: peak memory does not grow with the record (measured
    here on 300 and 3,000 moves; bench/store.py replays 1,000,000)."""
    game = get_game("rummoli")
    session = Session.new(game, ["A", "B", "C", "D"], {"rebuy": True}, seed=3)
    rng = random.Random(3)
    while len(session.record.moves) < 3000:
        legal = [m for m in game.legal_moves(session.state) if m.kind not in ("end_game", "retire")]
        session.play(rng.choice(legal))
    data = session.record.to_json()
    peaks = []
    for n in (300, 3000):
        short = dict(data, moves=data["moves"][:n])
        path = tmp_path / f"r{n}.json"
        path.write_text(json.dumps(short))
        tracemalloc.start()
        assert main(["replay", str(path)]) == 0
        peaks.append(tracemalloc.get_traced_memory()[1] - 2 * path.stat().st_size)
        tracemalloc.stop()
        capsys.readouterr()
    assert peaks[1] < peaks[0] + 1_000_000, peaks  # keeping every state would add ~10 MB


# ----- records that last -------------------------------------------------------------------------
def test_a_byte_order_mark_is_accepted(tmp_path, capsys):
    status, out, _ = run_replay(tmp_path, capsys, b"\xef\xbb\xbf" + json.dumps(record(moves=[{"kind": "play", "card": "7C"}])).encode())
    assert status == 0 and "1. Anna: play card 7C - accepted." in out


@pytest.mark.parametrize("version", [0, -1])
def test_version_below_one_is_refused(tmp_path, capsys, version):
    status, _, err = run_replay(tmp_path, capsys, record(version=version))
    assert status == 2 and "version must be 1 or more" in one_clear_line(err)


@pytest.mark.parametrize("move, words", [
    ({"kind": "play", "crad": "7C"}, 'unknown key "crad"'),
    ({"kind": "play", "card": ["7C"]}, '"card" must be a card code'),
    ({"kind": "play", "card": "7C", "suit": "X"}, '"suit" must be a suit'),
    ({"kind": "play"}, 'the key "card" is missing'),
    ({"kind": "fly"}, 'there is no move "fly"'),
    ({"kind": "draw", "seat": "me"}, '"seat" must be a seat number'),
])
def test_a_malformed_move_is_a_bad_file_not_a_refusal(tmp_path, capsys, move, words):
    status, out, err = run_replay(tmp_path, capsys, record(moves=[{"kind": "play", "card": "7C"}, move]))
    assert status == 2 and words in one_clear_line(err) and "move 2" in err
    assert out == ""  # nothing is played from a bad file


@pytest.mark.parametrize("game_id, move, words", [
    ("fast_track", {"kind": "choose", "card": ["7C"]}, '"card" must be a card code'),
    ("fast_track", {"kind": "move", "from": "loop:3", "to": "nowhere", "steps": 2}, '"to" must be a hole'),
    ("fast_track", {"kind": "move", "from": "loop:3", "to": "loop:5", "steps": True}, '"steps" must be'),
    ("five_in_a_row", {"kind": "play", "card": "7H", "cell": "row 3"}, '"cell" must be a cell name'),
    ("rummoli", {"kind": "bid", "chips": "lots"}, '"chips" must be a whole number'),
    ("rummoli", {"kind": "name_space", "space": "moon"}, '"space" must be a space'),
])
def test_move_forms_of_every_game(tmp_path, capsys, game_id, move, words):
    status, _, err = run_replay(tmp_path, capsys, {"format": "cardtable-record", "version": 1, "game": game_id,
                                                   "players": ["Anna", "Ben"], "moves": [move]})
    assert status == 2 and words in one_clear_line(err)


def test_every_move_the_games_make_fits_its_form():
    """Today's moves and names stay valid: every move of seeded random games of every game
    passes the record checks unchanged."""
    for game_id, players, options in [("crazy_eights", 3, {"jokers": True, "scoring": True}),
                                      ("fast_track", 4, {"jack_swap": True, "hand_of_five": True}),
                                      ("five_in_a_row", 2, {}), ("rummoli", 4, {})]:
        game = get_game(game_id)
        rec, _ = random_game(game, [f"P{i}" for i in range(players)], options, seed=2, max_moves=100_000)
        for i, move in enumerate(rec.moves, 1):
            assert check_move(game, move, i) == move


def test_holes_and_cells_may_be_written_as_the_screen_numbers_them():
    """Board names counted from 1, as the screen says them, are read as the engine's names."""
    def hole(text):
        return check_move(get_game("fast_track"), {"kind": "swap", "a": text, "b": "bullseye"}, 1)["a"]

    assert hole("hole 17") == "loop:16" and hole("Red home 2") == "home:red:1"
    assert hole("the blue pen 1") == "pen:blue:0" and hole("loop:3") == "loop:3"
    cell = check_move(get_game("five_in_a_row"), {"kind": "play", "card": "7h", "cell": "Row 4, column 6"}, 1)
    assert cell == {"kind": "play", "card": "7H", "cell": "r3c5"}
    with pytest.raises(RecordError, match="must be a cell name"):
        check_move(get_game("five_in_a_row"), {"kind": "play", "card": "7H", "cell": "row 11, column 1"}, 1)
    with pytest.raises(RecordError, match="must be a hole"):
        hole("hole 0")


def test_card_codes_are_read_in_any_case_and_written_in_one_form(tmp_path, capsys):
    status, out, _ = run_replay(tmp_path, capsys, record(moves=[{"kind": "play", "card": "7c"},
                                                                 {"kind": "play", "card": "9C"},
                                                                 {"kind": "play", "card": "8h", "suit": "h"}]))
    assert status == 0 and "play card 8H, suit H - accepted" in out
    assert check_move(C8, {"kind": "play", "card": " th "}, 1) == {"kind": "play", "card": "10H"}


def test_after_a_refused_move_the_position_and_scores_are_printed(tmp_path, capsys):
    status, out, _ = run_replay(tmp_path, capsys, record(moves=[{"kind": "play", "card": "2S"}]))
    assert status == 1
    assert "REFUSED: You must match the 7 of diamonds by suit or rank, play an 8, or draw from the stock." in out
    # a record that names no state version was written before the first dealer was drawn: Ben,
    # the last named, deals
    assert out.rstrip().splitlines()[-2] == C8.status(C8.setup(["Anna", "Ben"], dict(LAST_DEALS), 0, [STACK]))
    assert out.rstrip().splitlines()[-1] == "Scores: Anna 0, Ben 0"


@pytest.mark.parametrize("data", [
    record(options={"jokers": "lots"}),
    record(players=["Anna"]),
    record(players=["Anna", "anna"]),
    record(stack=[["ZZ"]]),
    record(moves=[{"kind": "play", "card": "2S"}], game="snap"),
])
def test_messages_never_end_in_two_full_stops(tmp_path, capsys, data):
    status, _, err = run_replay(tmp_path, capsys, data)
    assert status == 2
    one_clear_line(err)


def test_records_written_today_replay_unchanged():
    """A version 1 record (what 0.1.0 wrote into saves and docs) replays as it always did: the
    last player named deals, as then (written back, it says so: the house rule ``first_dealer``
    and the state version it now plays under)."""
    saved = json.loads((ROOT / "tests/fixtures/saves/0.1.0/crazy_eights-6p-scoring-mid.json").read_text("utf-8"))
    data = saved["record"]
    assert data["version"] == 1
    rec = Record.from_json(data)
    assert replay(rec, C8).to_json()["hands"] == saved["snapshot"]["hands"]
    assert rec.to_json() == {**data, "options": {**data["options"], **LAST_DEALS}, "state_version": C8.state_version}


# ----- stacked deals by hand ----------------------------------------------------------------------
def test_hands_give_each_players_hand_instead_of_a_shuffle_order():
    """Crazy Eights deals one card at a time from the first player named, eight each; the next
    card is the upcard. The docs' example, written as hands."""
    data = {"format": "cardtable-record", "version": 2, "game": "crazy_eights", "players": ["Anna", "Ben"],
            "hands": [["7C", "KD", "8H", "2S", "3S", "4S", "5S", "6S"],
                      ["9c", "9D", "QH", "2H", "3H", "4H", "5H", "6H"]],
            "pile": ["7D"], "moves": [{"kind": "play", "card": "7C"}]}
    rec = Record.from_json(data)
    assert stack_from_hands(rec) == [STACK]
    state = Session.from_record(rec, C8).state
    assert state.hands[1] == ("9C", "9D", "QH", "2H", "3H", "4H", "5H", "6H")
    assert state.discard[-1] == "7C"
    again = Record.from_json(json.loads(json.dumps(rec.to_json())))
    assert again.to_json() == rec.to_json() and rec.to_json()["version"] == 2


def test_hands_for_five_in_a_row_and_rummoli():
    five = get_game("five_in_a_row")
    deck = five.setup(["A", "B"], {}, 1)
    hands = [list(h) for h in deck.hands]
    rec = Record.from_json({"format": "cardtable-record", "version": 2, "game": "five_in_a_row",
                            "players": ["A", "B"], "seed": 9, "hands": hands})
    assert [list(h) for h in Session.from_record(rec, five).state.hands] == hands
    rum = get_game("rummoli")
    dealt = rum.setup(["A", "B", "C"], {}, 4)
    hands = [list(h) for h in dealt.hands] + [list(dealt.widow)]
    rec = Record.from_json({"format": "cardtable-record", "version": 2, "game": "rummoli",
                            "players": ["A", "B", "C"], "seed": 8, "hands": hands})
    state = Session.from_record(rec, rum).state
    assert [list(h) for h in state.hands] == hands[:3] and list(state.widow) == hands[3]
    assert set(DEAL_ORDERS) == {"crazy_eights", "five_in_a_row", "rummoli", "cassino", "cassino_party", "scopa"}


@pytest.mark.parametrize("fields, words", [
    ({"hands": [["7C"], ["9C"]]}, "must hold 8 cards, not 1"),
    ({"hands": [["7C"] * 8]}, "must give 2 hands"),
    ({"hands": [["7C", "KD", "8H", "2S", "3S", "4S", "5S", "6S"]] * 2}, "asks for"),
    ({"pile": ["7D"]}, "goes with \"hands\""),
    ({"game": "fast_track", "hands": [["7C"], ["9C"]]}, "cannot be used for fast_track"),
])
def test_bad_hands_are_a_bad_file(tmp_path, capsys, fields, words):
    data = record(version=2, stack=[], **fields)
    status, _, err = run_replay(tmp_path, capsys, data)
    assert status == 2 and words in one_clear_line(err)


def test_hands_and_stack_together_are_refused():
    with pytest.raises(RecordError, match="either as"):
        Record.from_json(record(version=2, hands=[["7C"], ["9C"]]))


# ----- the command line ---------------------------------------------------------------------------
def test_list_games_into_a_closed_pipe_ends_quietly():
    """`cardtable --list-games | head`: the reader is gone before the catalogue is written."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    read_end, write_end = os.pipe()
    os.close(read_end)  # like head after its first lines
    try:
        run = subprocess.run([sys.executable, "-m", "cardtable", "--list-games"], env=env, stdout=write_end,
                             stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert run.returncode == 0 and run.stderr == ""


@pytest.mark.parametrize("argv", [["--bogus"], ["replay"], ["sheet", "hearts"], ["nothing"]])
def test_every_command_line_error_is_one_clear_line(argv, capsys):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("cardtable") and "--help" in err
