"""`cardtable replay` reads the app's own saved games (s28 t3, 5): "`cardtable replay` cannot read a
save file, though docs/records.md says "Saves contain one" ... → "Cannot replay …: it is not valid
JSON (something follows the record)." exit 2 (same for every save, good or bad: a save is a
header line + one line per move)." A save is read as the app reads it (its header's record,
its moves, its journal's); records replay as before."""

import json
import random

from cardtable.cli import main
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveStore

C8 = get_game("crazy_eights")


def saved(data_dir, moves: int = 24, seed: int = 3):
    """A Crazy Eights game saved move by move (a checkpoint, then its journal), and its path."""
    store = SaveStore()
    session = Session.new(C8, ["Anna", "Ben"], {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if C8.is_over(session.state):
            break
        session.play(rng.choice(C8.legal_moves(session.state)))
        store.save("game", session)
    return store.path_of("game"), session


def test_a_saved_game_replays_every_move_accepted(data_dir, capsys):
    path, session = saved(data_dir)
    assert path.read_bytes().count(b"\n") > 2 and b'"move"' in path.read_bytes()  # (a journal too)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Crazy Eights: Anna, Ben (seed 3)")
    assert out.count(" - accepted.") == len(session.record.moves)
    assert C8.status(session.state) in out


def test_a_refused_move_in_a_save_is_refused_and_a_damaged_save_is_one_line(data_dir, capsys):
    path, session = saved(data_dir, moves=12)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    played = next(i for i, m in enumerate(session.record.moves) if m["kind"] == "play")
    entry = json.loads(lines[played + 1])  # (line 0 is the header)
    after = json.loads(lines[played + 2])
    after["move"] = entry.get("move", entry)  # the same card played again: nobody holds it now
    lines[played + 2] = json.dumps(after) + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert f"{played + 2:4d}. " in captured.out and "REFUSED" in captured.out and not captured.err
    path.write_text(lines[0] + lines[1] + '{"move": {"kind": "pl\n' + "".join(lines[2:]), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"Cannot replay {path}: move 2 is damaged or cut short."


def test_a_save_torn_in_its_last_move_says_so(data_dir, capsys):
    path, session = saved(data_dir, moves=6)
    path.write_bytes(path.read_bytes()[:-20])
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "The last move of this saved game could not be read and is left out" in out
    assert out.count(" - accepted.") == len(session.record.moves) - 1


def test_a_save_of_a_newer_format_says_to_update(data_dir, capsys):
    path, _ = saved(data_dir, moves=3)
    path.write_bytes(path.read_bytes().replace(b'"schema":2', b'"schema":99', 1))
    assert main(["replay", str(path)]) == 2
    assert "it was saved by a newer Card Table" in capsys.readouterr().err


def test_a_save_whose_first_line_was_changed_is_refused_not_replayed(data_dir, capsys):
    """s40 note: "`cardtable replay` notes a changed first line but does not refuse it". A seed
    or the players changed by hand replayed the stored moves into another deal (exit 0, "Dan
    does not hold the 9 of hearts" as if the game had gone wrong): it is refused in one line,
    exit 2, no move replayed, never a traceback. A save from before the check replays as before."""
    from cardtable.store.saves import CHANGED_HEADER, CHECK_KEY

    path, session = saved(data_dir, moves=10)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    for change in (lambda h: h["record"].update(seed="abc"), lambda h: h["record"].update(seed=4),
                   lambda h: h["record"]["players"].reverse(), lambda h: h.update({CHECK_KEY: None})):
        header = json.loads(lines[0])
        change(header)
        path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
        assert main(["replay", str(path)]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""  # (not one move of another deal called accepted or refused)
        assert captured.err == f"Cannot replay {path}: {CHANGED_HEADER}.\n"
        assert "Traceback" not in captured.err
    header = json.loads(lines[0])
    del header[CHECK_KEY]  # (a save written before s40: no check, replayed as before)
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.count(" - accepted.") == len(session.record.moves)
