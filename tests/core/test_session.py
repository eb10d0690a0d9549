"""Session: undo as the game allows, redo of the moves taken back until a new move is played,
and positions rebuilt from checkpoints (issue 13, item 8; the play controller of issue 14 uses
redo)."""

from cardtable.core.session import Session
from cardtable.games import get_game

C8 = get_game("crazy_eights")


def plays(session, count):
    """Play ``count`` card plays (never a draw, which cannot be undone)."""
    for _ in range(count):
        move = next(m for m in C8.legal_moves(session.state) if m.kind == "play")
        session.play(move)


def stacked():
    # Anna holds eight hearts, Ben three, the upcard is the king of hearts: plays, no draw
    stack = [["2H", "JH", "3H", "QH", "4H", "AH", "5H", "2S", "6H", "3S", "7H", "4S", "9H", "5S",
              "10H", "6S", "KH"]]
    return Session.new(C8, ["Anna", "Ben"], {}, seed=1, stack=stack)


def test_redo_replays_the_moves_taken_back():
    session = stacked()
    plays(session, 4)
    states = [session.state_after(n).to_json() for n in range(5)]
    moves = list(session.record.moves)
    assert session.redo() == "There is nothing to redo." and not session.can_redo
    assert session.undo() is None and session.undo() is None
    assert session.state.to_json() == states[2] and session.can_redo
    assert session.redo() is None
    assert session.state.to_json() == states[3] and session.record.moves == moves[:3]
    assert session.redo() is None
    assert session.state.to_json() == states[4] and session.record.moves == moves
    assert session.redo_refusal() == "There is nothing to redo."


def test_a_new_move_forgets_what_could_be_redone():
    session = stacked()
    plays(session, 3)
    session.undo()
    assert session.can_redo
    other = [m for m in C8.legal_moves(session.state) if m.kind == "play"]
    session.play(other[-1])
    assert not session.can_redo and session.redo() == "There is nothing to redo."


def test_a_refused_move_keeps_the_redo_list():
    session = stacked()
    plays(session, 2)
    session.undo()
    assert not session.play({"kind": "play", "card": "AS"}).ok
    assert session.redo() is None


def test_history_is_rebuilt_on_demand():
    session = stacked()
    plays(session, 5)
    history = session.history
    assert len(history) == 6
    assert history[-1] is session.state
    assert [h.to_json() for h in history[:2]] == [session.state_after(0).to_json(), session.state_after(1).to_json()]


def test_moves_played_together_are_marked_in_the_record_and_replay_as_plain_moves():
    """Moves played inside ``together()`` are one gesture: the record says which (``together``,
    the move numbers played with the move before), the moves stay plain moves, a record read
    back keeps the marks (those past its last move dropped), and a bad value is refused in
    words."""
    import pytest

    from cardtable.core.records import Record, RecordError

    session = stacked()
    plays(session, 1)
    with session.together():
        with session.together():  # (nested: still the one gesture)
            plays(session, 2)
        plays(session, 1)
    assert session.record.together == [3, 4] and session.gesture_size() == 3
    assert [session.gesture_size(n) for n in range(5)] == [0, 1, 1, 2, 3]
    data = session.record.to_json()
    assert data["together"] == [3, 4] and all(set(m) == {"kind", "card"} for m in data["moves"])
    again = Session.from_record(Record.from_json(data), C8)
    assert again.record.together == [3, 4] and again.state.to_json() == session.state.to_json()
    del data["moves"][3:]
    assert Session.from_record(Record.from_json(data), C8).record.together == [3]
    for bad in ([1], ["3"], 3, [True]):
        with pytest.raises(RecordError, match="together"):
            Record.from_json(dict(data, together=bad))
    # a refused move inside a gesture leaves no mark
    with session.together():
        assert not session.play({"kind": "play", "card": "ZZ"}).ok
    assert session.record.together == [3, 4]
