"""s40 note: "the first line's check covers the game record, not the table settings". The table
settings saved with a game decide who sees what: ``open_handed`` (the hand-off curtain off) and
``computers`` (which seats a computer plays). Turning the curtain off among people asks everyone
first (View > Hand-off Curtain); a hand-edited ``"open_handed": true``, or a computer's seat
turned into a person's beside open hands, showed each person's cards to whoever looked, with
nobody asked. The header now carries a check of those settings too: settings that no longer
match it, or that cannot be read, open with the curtain on wherever two or more people play, and
the store says so in words (:attr:`SaveStore.table_note`); the game itself, its name and its
moves, is kept whole. Saves written before the check open with their settings as before."""

import json

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import TABLE_CHECK_KEY, read_summary

HEARTS = get_game("hearts")
PLAYERS = ["Anna", "Ben", "Cleo"]


def saved(store, table, moves=4):
    session = Session.new(HEARTS, PLAYERS, {}, seed=29)
    for _ in range(moves):
        session.play(HEARTS.legal_moves(session.state)[0])
    store.save("g", session, table)
    return store.path_of("g"), session


def edit_table(path, change) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    change(header)
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")


def test_a_sound_save_keeps_its_table_settings_and_says_nothing(store):
    table = {"open_handed": True, "computers": ["", "", "easy"], "name": "Sunday"}
    path, session = saved(store, table)
    assert TABLE_CHECK_KEY in json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    loaded, got = store.load_with_table("g")
    assert got == table and store.table_note == ""
    assert read_summary(path).open_hands
    store.rename("g", "Monday")  # (a rename changes no setting the check covers)
    assert store.load_with_table("g")[1]["open_handed"] is True and store.table_note == ""


@pytest.mark.parametrize("table, change", [
    ({"open_handed": False}, lambda t: t.update(open_handed=True)),
    ({}, lambda t: t.update(open_handed=True)),
    # one person against computers may play open-handed; a computer's seat made a person's is not
    ({"open_handed": True, "computers": ["", "easy", "hard"]}, lambda t: t.update(computers=["", "", "hard"])),
], ids=["curtain turned off", "open hands added", "a computer's seat made a person's"])
def test_table_settings_changed_by_hand_open_with_the_curtain_on(store, table, change):
    path, session = saved(store, table)
    edit_table(path, lambda h: change(h.setdefault("table", {})))
    assert not read_summary(path).open_hands  # (the list does not call it open-handed)
    loaded, got = store.load_with_table("g")
    assert got.get("open_handed") is False
    assert loaded.record.moves == session.record.moves  # (nothing of the game lost)
    assert "changed outside Card Table" in store.table_note and "curtain is on" in store.table_note
    store.save("g", loaded, got)  # written back with the safe setting and a check that matches
    assert store.load_with_table("g")[1].get("open_handed") is False and store.table_note == ""


def test_unreadable_table_settings_get_safe_ones_with_a_message(store):
    path, session = saved(store, {"open_handed": False, "computers": ["", "easy", "hard"], "name": "Sunday"})
    edit_table(path, lambda h: h.update({"table": {"open_handed": "yes", "computers": ["", "godlike", "hard"],
                                                   "name": "Sunday"}}))
    loaded, got = store.load_with_table("g")
    assert got == {"open_handed": False, "computers": ["", "", "hard"], "name": "Sunday"}
    assert loaded.record.moves == session.record.moves
    assert "a person plays" in store.table_note


def test_a_save_from_before_the_check_opens_as_it_was(store):
    path, _ = saved(store, {"open_handed": True})
    edit_table(path, lambda h: h.pop(TABLE_CHECK_KEY))
    assert store.load_with_table("g")[1] == {"open_handed": True} and store.table_note == ""
    assert read_summary(path).open_hands
