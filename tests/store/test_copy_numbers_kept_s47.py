"""s47: copies of a saved game are numbered ("· copy 2"), and deleting one closed the numbers up
(copy 2 became copy 1, then "copy"): a family expects a copy to keep its number. A copy made
with "Make a copy" keeps the number it was made with in its file; copies without one (made
before, copied in by hand) are numbered in the order their files were written, as before, and
open as before."""

import json
import os
import shutil

from cardtable.store.copies import copy_numbers
from cardtable.store.saves import read_summary

from saved_games import session_of


def numbers(store) -> dict[str, tuple[int, int]]:
    """(which copy, how many) by save id, as the list numbers them."""
    return copy_numbers(store.entries())


def test_a_copy_keeps_its_number_when_another_is_deleted(store):
    store.save("g", session_of(5))
    first, second, third = (store.make_copy("g") for _ in range(3))
    assert [read_summary(store.path_of(c)).copy_no for c in (first, second, third)] == [1, 2, 3]
    assert numbers(store) == {first: (1, 3), second: (2, 3), third: (3, 3)}
    store.delete(first)
    assert numbers(store) == {second: (2, 2), third: (3, 2)}
    store.delete(third)
    assert numbers(store) == {second: (2, 1)}  # ("copy 2" still, alone)
    # a copy of a copy is one more copy of the same game, after the highest
    fourth = store.make_copy(second)
    assert numbers(store) == {second: (2, 2), fourth: (3, 2)}
    # a numbered copy played on keeps its number in its file (the window saves it with its table)
    loaded, table = store.load_with_table(second)
    assert table["copy"] is True and table["copy_no"] == 2
    loaded.play(loaded.game.legal_moves(loaded.state)[0])
    store.save(second, loaded, table)
    assert read_summary(store.path_of(second)).copy_no == 2


def test_copies_without_a_number_are_numbered_as_before_and_open(store):
    """Copies from before (files copied in by hand, the numbers left) take the numbers in the
    order their files were written; a number that is no whole number above 0 is none."""
    store.save("g", session_of(5))
    path = store.path_of("g")
    old = ["g (1)", "g (2)", "g (3)"]
    for k, sid in enumerate(old, 1):
        shutil.copyfile(path, store.path_of(sid))
        os.utime(store.path_of(sid), ns=(path.stat().st_mtime_ns + k * 10**9,) * 2)
    assert numbers(store) == {sid: (k, 3) for k, sid in enumerate(old, 1)}
    made = store.make_copy("g")
    assert numbers(store)[made] == (4, 4)
    store.delete(old[0])  # (theirs derived: they close up; the copy made keeps its 4)
    assert numbers(store) == {old[1]: (1, 3), old[2]: (2, 3), made: (4, 3)}
    for bad in ("two", -1, True, 0):
        header, rest = store.path_of(made).read_text(encoding="utf-8").split("\n", 1)
        data = json.loads(header)
        data["table"]["copy_no"] = bad
        store.path_of(made).write_text(json.dumps(data) + "\n" + rest, encoding="utf-8")
        assert read_summary(store.path_of(made)).copy_no == 0
        assert store.load_with_table(made)[0].record.moves
