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
