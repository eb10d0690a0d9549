"""A hand-edited save failing at move 2 (t3, s27, F-a): "its moves do not replay: move 2 is
against the rules ("Ben does not hold the 9 of spades."). The first 1 moves are sound: you may
play on from there ...". It says "The first move is sound", and the reason, read by whoever
opens the file, does not name a hidden card (it told them about Ben's hand)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox, QPushButton

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window

C8 = get_game("crazy_eights")


def edited_save(w, card_of) -> tuple[str, str]:
    """Crazy Eights, Anna, Ben and Cleo, seed 7: Anna's first move played, then Ben's made to
    play ``card_of(state)``. Returns the save's id and the card."""
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=7, open_handed=True)
    ctl = w.play_ctl
    ctl.play(ctl.legal(0)[0])
    card = card_of(ctl.state)
    ctl.play(ctl.legal(1)[0])  # Ben's move, to be edited
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines()
    line = json.loads(lines[2])
    move = line["move"] if "move" in line else line
    move.clear()
    move.update(kind="play", card=card)
    lines[2] = json.dumps(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return sid, card


def opened(w, sid, monkeypatch) -> str:
    shown = []

    def keep(box):
        shown.append(box.text() + "\n" + box.informativeText())
        next(b for b in box.findChildren(QPushButton) if b.text() == "Keep it").click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", keep)
    w.open_save(sid)
    assert shown, "the save opened"
    return shown[-1]


def test_one_sound_move_is_said_in_the_singular_and_a_hidden_card_is_not_named(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot)
    sid, card = edited_save(w, lambda state: state.stock[0])  # a card in the stock, face down
    said = opened(w, sid, monkeypatch)
    assert "move 2 is against the rules" in said
    assert "The first move is sound: you may play on from there" in said and "first 1 moves" not in said
    assert card_name(card) not in said and "does not hold" not in said, said
    assert "as it would tell about hidden cards" in said


def test_a_reason_naming_only_a_face_up_card_is_still_quoted():
    """Ben "plays" the upcard itself, face up on the discard pile for all to see: the game's own
    words say what is wrong, and tell nothing hidden."""
    session = Session.new(C8, ["Anna", "Ben", "Cleo"], {}, 7)
    state = session.state
    anna = C8.legal_moves(state)[0]
    after = C8.apply(state, anna).state
    top = after.discard[-1]
    record = session.record
    record.moves = [anna, Move(kind="play", card=top)]
    try:
        Session.from_record(record, C8)
    except Exception as exc:  # RecordError
        said = str(exc)
    else:
        raise AssertionError("the move replayed")
    assert said == f"move 2 is against the rules (\u201cBen does not hold the {card_name(top)}.\u201d)"


def test_a_reason_naming_a_hidden_domino_tile_is_left_out():
    """The check knew cards by name only: a Chicken Foot save whose move names a tile in another
    player's hand ("Anna does not hold the 3-9.") was quoted whole, telling whoever opened it about
    Ben's hand. Tiles are named as the dominoes' sentences name them ("the 3-9", "the double 4")
    and as codes; a face-up tile (the centre double) is still quoted, and a name counts only as a
    whole word (the 3-1 is not "the 3-12", the double 1 not "the double 12")."""
    from cardtable.core.session import names_a_hidden_card

    cf = get_game("chicken_foot")
    session = Session.new(cf, ["Anna", "Ben"], {}, 5)
    state = session.state
    first = cf.legal_moves(state)[0]
    after = cf.apply(state, first).state
    mover = cf.current_player(after)
    other = 1 - mover
    hidden = next(t for t in after.hands[other] if t.split("-")[0] != t.split("-")[1])
    record = session.record
    record.moves = [first, Move(kind="play", tile=hidden)]
    try:
        Session.from_record(record, cf)
    except Exception as exc:  # RecordError
        said = str(exc)
    else:
        raise AssertionError("the move replayed")
    assert said == ("move 2 is against the rules (its reason is left out here, as it would tell about "
                    "hidden tiles)"), said  # (s28: it said "hidden cards" of a domino game)
    assert hidden not in said

    # a hidden double, in the sentences' words and as a code
    double = next(f"{n}-{n}" for n in range(13) if f"{n}-{n}" in after.boneyard + after.hands[other])
    n = double.split("-")[0]
    assert names_a_hidden_card(cf, after, f"Anna does not hold the double {n}.")
    assert names_a_hidden_card(cf, after, f"Write the tile low end first, as {double}.")
    # the centre double is face up for all: its name tells nothing
    centre = after.centre.split("-")[0]
    assert not names_a_hidden_card(cf, after, f"Anna does not hold the double {centre}.")
    # whole words only: a tile of the double-9 set with one more digit is another tile
    a, b = hidden.split("-")
    assert not names_a_hidden_card(cf, after, f"The {a}-{b}1 is not in this set.")
    assert not names_a_hidden_card(cf, after, f"Anna does not hold the 1{a}-{b}.")
