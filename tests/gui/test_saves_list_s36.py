"""The saved-games list, s36: a save that could not be read for a reason outside its file
(permission denied, a file locked or busy, an I/O error) is not marked "did not open" once it can
be read again; a Crazy Eights save whose refused move's reason names the joker a player holds is
listed, and said when it does not open, without that reason (the list is read by whoever is at
the laptop: it shows no hidden card)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.cards import JOKER
from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import UNOPENED_FILE, SaveStore
from saved_games import break_move, unreadable

from .helpers import open_window
from .test_saved_games_fixes import answer
from .test_saves_list_s35 import crazy_eights, row_of


def said_by(row) -> str:
    """Everything a row of the list shows or tells on hovering."""
    return " ".join([row.text(c) for c in range(3)] + [row.toolTip(c) for c in range(3)])


def test_a_save_that_could_not_be_read_is_not_marked_once_it_can_be(qtbot, data_dir, monkeypatch):
    """A save whose file may not be read (chmod 000) says so when opened; its permission given
    back, it is listed as it always was, in this run and after a restart: the failure was not
    its contents'."""
    store = SaveStore()
    store.save("good", crazy_eights(1, 2))
    path = store.path_of("good")
    w = open_window(qtbot, (1024, 600))
    seen: list = []
    with unreadable(path, monkeypatch):
        answer(w, "Keep it", seen)
        w.open_save("good")
    assert w.session is None
    assert seen[0].text() == "Cannot open the saved game \u201cgood.json\u201d: you do not have permission to read it."
    # (not offered first to be deleted: nothing is known to be wrong with the game in it)
    assert seen[0].informativeText() == ("Nothing is known to be wrong with the game in it: once that is put right, "
                                         "it should open. Keep the file, or delete it from the saved games.")
    w.refresh_start()  # (F5, or any return to the list)
    row = row_of(w, "good")
    assert row in w.start.save_rows()["In progress"] and row.text(2) != "did not open"
    assert w.start.continue_id == "good"
    w.close()
    again = open_window(qtbot, (1024, 600))  # (the app started again)
    assert row_of(again, "good") in again.start.save_rows()["In progress"]
    assert not (store.directory / UNOPENED_FILE).exists()
    again.open_save("good")
    assert again.session is not None


def test_a_save_that_did_not_open_for_want_of_memory_is_not_marked(qtbot, data_dir, monkeypatch):
    """The computer out of memory as the save opened: said then; the list, which reads the file
    well, does not mark it "did not open", in this run nor after a restart."""
    from cardtable.store import saves as saves_mod

    store = SaveStore()
    store.save("good", crazy_eights(1, 2))
    w = open_window(qtbot, (1024, 600))

    def no_memory(*args, **kwargs):
        raise MemoryError

    seen: list = []
    with monkeypatch.context() as m:
        m.setattr(saves_mod.Session, "from_record", no_memory)
        answer(w, "Keep it", seen)
        w.open_save("good")
    assert w.session is None and "there was not enough memory to open it" in seen[0].text()
    row = row_of(w, "good")
    assert row in w.start.save_rows()["In progress"] and row.text(2) != "did not open"
    assert w.start.continue_id == "good"
    w.close()
    again = open_window(qtbot, (1024, 600))
    assert row_of(again, "good") in again.start.save_rows()["In progress"]
    again.open_save("good")
    assert again.session is not None


def joker_held() -> tuple[Session, str]:
    """A game of Crazy Eights with the jokers, 10 moves in, Ann to move holding a joker, and a card
    of hers that does not match: its refusal names the joker ("..., or play an 8 or a joker")."""
    game = get_game("crazy_eights")
    session = Session.new(game, ["Ann", "Bob"], {"jokers": True}, seed=0)
    for _ in range(10):
        session.play(game.legal_moves(session.state)[0])
    state = session.state
    hand = state.hands[state.turn]
    assert JOKER in hand
    card = next(c for c in hand if c != JOKER and not game.matches(state, c))
    assert "joker" in game.check(state, Move({"kind": "play", "card": card}))
    return session, card


def test_a_refusal_naming_the_joker_is_not_shown_by_the_list(qtbot, data_dir):
    """The rules refuse move 11 with "You must match the queen of spades by suit or rank, or play
    an 8 or a joker": said to Ann, whose hand it is, it is right; said by the list or by Open, to
    whoever is at the laptop, it tells that Ann holds a joker."""
    session, card = joker_held()
    game = session.game
    store = SaveStore()
    store.save("held", session)
    # (the summary the list shows: public. It names the joker as a rule of this game, s40 t1 F6,
    # the same whoever holds one)
    state = session.state
    hands = list(state.hands)
    hands[state.turn] = tuple(state.stock[0] if c == JOKER else c for c in hands[state.turn])
    assert game.status(state) == game.status(state.replace(hands=tuple(hands)))
    session.play(game.legal_moves(session.state)[0])
    store.save("refused", session)
    before = break_move(store.path_of("refused"), 11, {"kind": "play", "card": card})
    store.save("good", crazy_eights(1, 2))
    w = open_window(qtbot, (1024, 600))
    # a sound save with a joker in the hand to move: listed and opened as any other
    held = row_of(w, "held")
    # (it shows the public summary, which names the joker as a rule of the game, nothing more)
    shown = said_by(held).lower().replace(game.status(state).lower(), "")
    assert held in w.start.save_rows()["In progress"] and "joker" not in shown
    assert row_of(w, "refused") in w.start.save_rows()["In progress"]  # (the list cannot know it)
    seen: list = []
    answer(w, "Keep it", seen)
    w.open_save("refused")
    assert w.session is None
    told = seen[0].text() + " " + seen[0].informativeText()
    assert "move 11 is against the rules (its reason is left out here" in told and "joker" not in told.lower()
    row = row_of(w, "refused")
    assert row in w.start.save_rows()["Damaged files"] and row.text(2) == "did not open"
    assert "joker" not in said_by(row).lower()
    w.close()
    again = open_window(qtbot, (1024, 600))  # (the app started again: the note beside the saves)
    row = row_of(again, "refused")
    assert row.text(2) == "did not open"
    assert "It did not open: its moves do not replay: move 11 is against the rules" in row.toolTip(0)
    assert "joker" not in said_by(row).lower()
    assert b"joker" not in (store.directory / UNOPENED_FILE).read_bytes().lower()
    assert store.path_of("refused").read_bytes() == before
    again.open_save("held")
    assert again.session is not None and len(again.session.record.moves) == 10


def test_a_save_listed_without_permission_is_listed_well_once_the_folder_changes(qtbot, data_dir, monkeypatch):
    """The list read while a save may not be read shows it damaged; its permission given back,
    the next change of the folder (another game saved) lists it as it always was, not only F5:
    the list reads again only the files that changed, and kept the failure as if it were the
    file's own."""
    store = SaveStore()
    store.save("good", crazy_eights(1, 2))
    path = store.path_of("good")
    w = open_window(qtbot, (1024, 600))
    with unreadable(path, monkeypatch):
        w.refresh_start()  # (F5)
        row = row_of(w, "good")
        assert row not in w.start.save_rows()["In progress"]
        assert "permission" in said_by(row)
    store.save("other", crazy_eights(2, 2))
    w.refresh_start(cached=True)  # (as the folder followed reads it: _saves_folder_changed)
    row = row_of(w, "good")
    assert row in w.start.save_rows()["In progress"] and "permission" not in said_by(row)
    w.close()
