"""What the list of saved games can know cheaply and truly (s35 t3 #1, #3): a move line it reads
that cannot be parsed, or a game record in the header that is no record, marks the save as one
that will not open, from the list itself; a save that failed to open stays marked, across runs,
until its file changes or it opens; a backup whose save is gone stays listed. Nothing is written
into a save, and the list reads no more of each file than it did."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.store import SaveStore
from cardtable.store import saves as saves_mod
from saved_games import session_of


def listed(store: SaveStore, sid: str):
    return next(s for s in store.entries() if s.save_id == sid)


def lines_of(store: SaveStore, sid: str) -> list[bytes]:
    return store.path_of(sid).read_bytes().splitlines(keepends=True)


def played_and_saved(store: SaveStore, sid: str) -> None:
    """A whole game of Crazy Eights, saved after every move as the window does (checkpoints and
    a journal whose lines carry the summary)."""
    end = session_of(None, seed=5)
    session = session_of(0, seed=5)
    for move in end.record.moves:
        session.play(move)
        store.save(sid, session)


def test_a_broken_move_line_the_list_reads_marks_the_save(data_dir):
    """t3 #1: the only move's line broken ("kind":pass") and the list showed "Hearts · 1 computer
    · 0 moves" as a healthy game."""
    store = SaveStore()
    store.save("g", session_of(1))
    lines = lines_of(store, "g")
    lines[1] = lines[1].replace(b'"kind":"', b'"kind":', 1)
    store.path_of("g").write_bytes(b"".join(lines))
    before = store.path_of("g").read_bytes()
    entry = listed(store, "g")
    # (the game is still known: the list names it, and says why it will not open)
    assert entry.game_name == "Crazy Eights" and entry.damaged is None
    assert entry.will_not_open == "move 1 is damaged or cut short" and not entry.tried
    assert store.path_of("g").read_bytes() == before  # (nothing written into the save)


def test_a_record_that_is_no_record_marks_the_save(data_dir):
    """t3 #1: "a file whose record has "players":"Anna"" was listed as a normal game."""
    store = SaveStore()
    store.save("g", session_of(6))
    lines = lines_of(store, "g")
    header = json.loads(lines[0])
    header["record"]["players"] = "Anna"
    store.path_of("g").write_bytes((json.dumps(header) + "\n").encode() + b"".join(lines[1:]))
    assert listed(store, "g").will_not_open.startswith("its game record is damaged")
    header["record"]["players"] = ["Anna"]  # (Crazy Eights is not for one)
    store.path_of("g").write_bytes((json.dumps(header) + "\n").encode() + b"".join(lines[1:]))
    phrase = saves_mod.get_game("crazy_eights").info.players_phrase()
    assert listed(store, "g").will_not_open == (f"its players or house rules are not valid (Crazy Eights is for "
                                                f"{phrase}, not 1)")


def test_sound_saves_and_a_torn_last_line_are_not_marked(data_dir):
    store = SaveStore()
    store.save("g", session_of(30))
    assert listed(store, "g").will_not_open is None
    path = store.path_of("g")
    path.write_bytes(path.read_bytes() + b'{"move":{"kind":"dr')  # (a write cut short: opens a move short)
    assert listed(store, "g").will_not_open is None
    store.load("g")


def test_a_long_save_is_read_no_further_than_before(data_dir, monkeypatch):
    """The list stays fast with hundreds of saves: a broken line near the end of a long save is
    found in the last few kilobytes the list reads anyway; one in its middle is not looked for."""
    store = SaveStore()
    played_and_saved(store, "g")
    lines = lines_of(store, "g")
    assert sum(map(len, lines[1:])) > 3 * saves_mod.TAIL_BYTES  # (long enough to matter)
    read: list[int] = []
    real = saves_mod._read_at

    def counted(path, fd, offset, limit):
        out = real(path, fd, offset, limit)
        read.append(len(out))
        return out

    monkeypatch.setattr(saves_mod, "_read_at", counted)
    middle = list(lines)
    middle[len(lines) // 2] = b"{broken\n"
    store.path_of("g").write_bytes(b"".join(middle))
    assert listed(store, "g").will_not_open is None
    assert sum(read) <= saves_mod.FIRST_READ + saves_mod.TAIL_BYTES
    end = list(lines)
    end[-3] = b"{broken\n"
    store.path_of("g").write_bytes(b"".join(end))
    assert listed(store, "g").will_not_open == "one of its last moves is damaged or cut short"


def test_a_move_edited_into_nonsense_is_marked_from_the_list(data_dir):
    """s45 t3 #4: a save whose move 2 was edited to a non-move ("kind":"drwa") was listed as a
    game in progress until it was opened. Each move line the list reads is checked against the
    game's kinds of move and their keys (``move_shapes``), without replaying: the list says it
    before it is opened, and the file is left as it was."""
    store = SaveStore()
    store.save("g", session_of(9))
    lines = lines_of(store, "g")
    path = store.path_of("g")
    for edited, reason in (({"kind": "drwa"}, 'is "drwa", which is no move in Crazy Eights'),
                           ({"kind": "draw", "cards": 2}, 'has the key "cards", which no "draw" move in Crazy Eights has')):
        path.write_bytes(b"".join([lines[0], lines[1], json.dumps(edited).encode() + b"\n", *lines[3:]]))
        before = path.read_bytes()
        entry = listed(store, "g")
        assert entry.game_name == "Crazy Eights" and entry.damaged is None and not entry.tried
        assert entry.will_not_open == f"its move 2 {reason}"
        assert path.read_bytes() == before


def test_a_nonsense_move_near_the_end_of_a_long_save_is_marked(data_dir):
    """In a long save only the last few kilobytes are read (their cost does not grow with the
    game): a nonsense move there, a journal line's too, is found; one in the middle is found when
    the save is opened, and listed so from then on."""
    store = SaveStore()
    played_and_saved(store, "g")
    lines = lines_of(store, "g")
    path = store.path_of("g")
    journal = json.loads(lines[-2])
    assert "move" in journal  # (the save's last lines are its journal's)
    journal["move"] = {"kind": "drwa"}
    path.write_bytes(b"".join([*lines[:-2], json.dumps(journal).encode() + b"\n", lines[-1]]))
    assert listed(store, "g").will_not_open == 'one of its last moves is "drwa", which is no move in Crazy Eights'
    path.write_bytes(b"".join([*lines[:5], b'{"kind": "drwa"}\n', *lines[6:]]))
    assert listed(store, "g").will_not_open is None
    with pytest.raises(saves_mod.SaveError):
        store.load("g")
    assert listed(store, "g").tried and path.read_bytes()


def test_every_move_a_game_makes_has_a_shape_it_names():
    """A game that says its moves' shapes (``move_shapes``) never makes one outside them: a sound
    save is never listed as damaged. Random moves of each such game, its legal moves checked;
    and its rules refuse the move played with a key its shape does not name (the shapes are no
    stricter than the rules: a move listed as damaged would not have opened)."""
    import random

    from cardtable.core.game import Move
    from cardtable.core.records import shape_problem
    from cardtable.games import catalogue

    named = [game for game in catalogue().values() if game.move_shapes is not None]
    assert {"mexican_train", "chicken_foot", "crazy_eights", "fast_track", "rummoli", "five_in_a_row",
            "ten_dime_rummy", "push", "desert_rummy", "arizona_rummy", "horseshit_rummy"} <= {g.info.id for g in named}
    for game in named:
        rng = random.Random(1)
        players = ["Anna", "Ben", "Cleo", "Dan"][:game.info.allowed_counts()[0]]
        state = game.setup(players, {}, 1)
        assert game.apply(state, {"kind": "drwa"}).ok is False
        for _ in range(60):
            if game.is_over(state):
                break
            legal = game.legal_moves(state)
            assert all(shape_problem(game, move) is None for move in legal), game.info.id
            move = rng.choice(legal)
            if game.move_shapes[move["kind"]] is not None:
                assert game.apply(state, Move({**move, "stray": 1})).ok is False, (game.info.id, move)
            state = game.apply(state, move).state


def test_a_games_move_forms_and_shapes_say_the_same():
    """One description of a game's moves (s47): where a game gives its move forms (what a
    written record is checked by), its shapes (what the list of saved games reads a move line by)
    come from them, so a key one refuses the other refuses too, in their own words."""
    from cardtable.core.records import RecordError, check_move, shape_problem
    from cardtable.games import catalogue

    formed = [game for game in catalogue().values() if game.move_forms is not None]
    assert {"crazy_eights", "fast_track", "five_in_a_row", "rummoli"} <= {g.info.id for g in formed}
    for game in formed:
        assert game.move_shapes == {kind: {"kind", *(key.rstrip("?") for key in form)}
                                    for kind, form in game.move_forms.items()}, game.info.id
        kind = next(iter(game.move_forms))
        with pytest.raises(RecordError, match='unknown key "stray"'):
            check_move(game, {"kind": kind, "stray": 1}, 1)
        assert shape_problem(game, {"kind": kind, "stray": 1}) == \
            f'has the key "stray", which no "{kind}" move in {game.info.name} has'


def test_a_move_naming_no_cards_is_marked_from_the_list_and_said_plainly(data_dir):
    """s46 t3 #3: a 10 Dime Rummy save with move 7 edited to {"kind":"meld","cards":["ZZ","ZZ",
    "banana"]} was listed as a game in progress, and opened it said "move 7 is against the rules
    ("A meld is a list of cards.")": the family could do nothing with it. The list says which
    cards are no cards, and so does opening it, which offers the moves before it."""
    import random

    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game("ten_dime_rummy")
    session = Session.new(game, ["Anna", "Ben", "Cleo"], {}, seed=4)
    rng = random.Random(4)
    while len(session.record.moves) < 9:
        session.play(rng.choice(game.legal_moves(session.state)))
    store = SaveStore()
    store.save("g", session)
    lines = lines_of(store, "g")
    path = store.path_of("g")
    path.write_bytes(b"".join([*lines[:7], b'{"kind":"meld","cards":["ZZ","ZZ","banana"]}\n', *lines[8:]]))
    before = path.read_bytes()
    said = "move 7 names cards that are not in the deck: ZZ, banana"
    assert listed(store, "g").will_not_open == f"its {said}"
    with pytest.raises(saves_mod.SaveError) as refused:
        store.load("g")
    assert refused.value.problem == f"its moves do not replay: {said}" and refused.value.good_moves == 6
    assert path.read_bytes() == before


def test_a_save_that_did_not_open_stays_marked_until_it_changes_or_opens(data_dir):
    """t3 #1: "after a failed open they turn red "did not open", but after the app is restarted
    they look healthy again". A move the rules refuse is known only by replaying: the failure is
    remembered beside the saves, keyed by the file and its modification time."""
    store = SaveStore()
    session = session_of(None, seed=5)
    store.save("g", session)
    path = store.path_of("g")
    good = path.read_bytes()
    lines = lines_of(store, "g")
    at = len(lines) // 2
    move = json.loads(lines[at])
    move_key = "move" if "move" in move else None
    refused = {"kind": "play", "card": "ZZ"}
    lines[at] = (json.dumps({"move": refused} if move_key else refused) + "\n").encode()
    path.write_bytes(b"".join(lines))
    bad = path.read_bytes()
    assert listed(store, "g").will_not_open is None  # (the list cannot know it without replaying)
    try:
        store.load("g")
    except saves_mod.SaveError as exc:
        problem = exc.problem
    else:
        raise AssertionError("it opened")
    again = SaveStore()  # (the app started again)
    entry = listed(again, "g")
    assert entry.will_not_open == problem and entry.tried
    assert path.read_bytes() == bad  # (nothing written into the save)
    assert [p.name for p in store.directory.iterdir() if p.name.endswith(".json")] == ["g.json"]
    # the file changed (mended by hand): no longer marked, until it fails again
    path.write_bytes(good)
    assert listed(again, "g").will_not_open is None
    path.write_bytes(bad)
    os.utime(path, ns=(1, 1))
    assert listed(again, "g").will_not_open is None
    try:
        again.load("g")
    except saves_mod.SaveError:
        pass
    assert listed(SaveStore(), "g").tried
    # renamed (its header written again, the same moves): still marked
    again.rename("g", "Sunday's game")
    entry = listed(SaveStore(), "g")
    assert entry.title == "Sunday's game" and entry.will_not_open == problem
    # it opens (mended again): forgotten
    path.write_bytes(good)
    again.load("g")
    os.utime(path, ns=(1, 1))
    assert listed(SaveStore(), "g").will_not_open is None


def test_a_backup_whose_save_is_gone_stays_listed_until_opened_or_deleted(data_dir):
    """t3 #3: a save deleted outside the app; after "Not now" and a refresh its backup was never
    listed again, though still in the folder."""
    store = SaveStore()
    store.save("g", session_of(4))
    store.save("g", session_of(10))  # (rewritten whole: the first kept as the backup)
    store.path_of("g").unlink()
    entry = listed(store, "g")
    assert entry.backup_only and entry.game_name == "Crazy Eights" and entry.moves == 4
    assert entry.damaged is None and entry.path == store.path_of("g")
    assert store.latest() is None  # (Continue does not name it: it opens only from its backup)
    store.delete("g")
    assert not any(s.save_id == "g" for s in store.entries())
    assert list(store.directory.iterdir()) == []
