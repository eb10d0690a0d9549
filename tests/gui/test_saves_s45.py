"""s45, leftovers of the start screen at 1024x600: the Carry on line of a Hearts game saved during
its pass was cut at "Still to pass: …"; a damaged save's reason could be cut in its row (whole
only on its tooltip); and "Saved a copy as X" (or "Made a copy of ...") stayed on the status line
after that file was deleted by hand, where "Renamed ..." is checked at every reading of the list."""

from __future__ import annotations

import re

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import CHANGED_HEADER, SaveStore

from .helpers import open_window, row_of

PEOPLE = ["Anna", "Ben", "Cleo", "Dev"]


def hearts_saved(save_id: str, moves: int = 0, people=PEOPLE) -> None:
    game = get_game("hearts")
    session = Session.new(game, list(people), {}, seed=3)
    for _ in range(moves):
        session.play(game.legal_moves(session.state)[0])
    SaveStore().save(save_id, session, {"computers": [""] * 4})


def test_carry_on_line_of_a_hearts_pass_reads_whole_at_1024x600(qtbot, data_dir):
    hearts_saved("hearts-20261203-101600-aaaa")
    w = open_window(qtbot, (1024, 600))
    label = w.start.continue_label
    # every seat still to pass: "everyone" (the list's row names the people, "To pass: ...", and
    # its tooltip every seat)
    assert label.whole.endswith("Pass three cards left. Still to pass: everyone."), label.whole
    assert "\u2026" not in label.text() and label.text().endswith("everyone."), label.text()
    # the list keeps room for several games under it
    assert w.start.saves.viewport().height() > 4 * w.start.saves.fontMetrics().lineSpacing() * 3


def test_carry_on_line_names_fewer_people_rather_than_cut_its_status(qtbot, data_dir):
    long_names = ["Wilhelmina", "Bartholomew", "Anna-Sophie", "Maximiliana"]
    hearts_saved("hearts-20261203-101600-aaaa", people=long_names)
    w = open_window(qtbot, (1024, 600))
    label = w.start.continue_label
    text = " ".join(label.text().split())
    # (the four names took two of its lines, and the status was cut at "Pass three cards left. …")
    assert "\u2026" not in text and text.endswith("Pass three cards left. Still to pass: everyone."), text
    assert text.startswith("Hearts with Wilhelmina") and "more" in text, text
    assert "Maximiliana" in label.toolTip()  # (every name on its tooltip)


def damaged_row_folder(store) -> tuple[str, str]:
    """A Hearts game whose first line was changed by hand (its reason, CHANGED_HEADER, takes four
    lines of the list at 1024x600), and a file that is no ordinary file (a pipe): their ids."""
    import os

    broken = "hearts-20261203-101600-bbbb"
    hearts_saved(broken, moves=6)
    path = store.path_of(broken)
    first, rest = path.read_bytes().split(b"\n", 1)
    changed = re.sub(rb'("seed": ?)(\d)', lambda m: m.group(1) + str((int(m.group(2)) + 1) % 10).encode(), first,
                     count=1)
    path.write_bytes(changed + b"\n" + rest)
    os.mkfifo(store.directory / "a-pipe-someone-made.json")
    return broken, "a-pipe-someone-made"


def test_a_damaged_rows_reason_is_short_and_whole_its_details_on_the_tooltip(qtbot, data_dir):
    store = SaveStore()
    broken, pipe = damaged_row_folder(store)
    w = open_window(qtbot, (1024, 600))
    pipe_reason = "it is not an ordinary file (a device, pipe or socket), so not a saved game"
    for sid, said, detail in (
            (broken, ["this game's file is damaged: it will not open as it is"], CHANGED_HEADER),
            # (the whole reason where it fits the row's lines: the short words stand in for one
            # that would be cut; "move 1 is damaged or cut short" is said whole, test_saves_list_s35)
            (pipe, ["this file is damaged: Card Table cannot read it", pipe_reason], pipe_reason)):
        row = row_of(w, sid)
        assert row in w.start.save_rows()["Damaged files"]
        text = row.text(0)
        assert "\u2026" not in text, text
        assert " ".join(text.split()).endswith(tuple(said)), text
        assert detail[1:] in row.toolTip(0).replace("\n", " ")


def test_saved_a_copy_is_checked_again_when_its_file_is_deleted_by_hand(qtbot, data_dir, tmp_path):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    copy = tmp_path / "copy.json"
    assert w.save_copy(copy)
    assert w.status_text().startswith("Saved a copy as ")
    copy.unlink()
    gone = "The copy saved as copy.json is no longer there: its file was deleted or moved outside Card Table."
    qtbot.waitUntil(lambda: w.status_text() == gone, timeout=3000)
    # and on the start screen, at the list's reading, as "Renamed ..." is
    w.back_to_start()
    sid = w.start.continue_id
    assert sid
    w.copy_save(sid)
    made = w.status_text()
    assert made.startswith("Made a copy of the Crazy Eights game"), made
    copies = [p for p in SaveStore().directory.glob("*.json") if p.stem != sid]
    assert len(copies) == 1
    w.refresh_start()
    assert w.status_text() == made  # (still so)
    copies[0].unlink()
    w.refresh_start()
    assert w.status_text().startswith("The copy of the Crazy Eights game") and \
        w.status_text().endswith("is no longer in the saves folder: its file was deleted or moved outside "
                                 "Card Table."), w.status_text()
