"""One person against three computer players, a whole game of Crazy Eights played on the real
window: every move of the person is a real mouse gesture on the view (a drag of a card onto the
discard pile, a click on the stock or on the Pass button, a click on the suit chooser after an
8), the computers answer in between.

Issue 15: "pytest-qt tests: a game of one human against three computers played to its end by
mouse drags"; "The curtain falls only between two human seats; with one human the table stays on
that human's view"; and (DESIGN, privacy) no card face is ever painted for a seat that may not
see it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from .helpers import buttons, click, drag, hand_item, open_window
from .test_computer_players import computer_faces_hidden, human_turn, quick  # noqa: F401 (a fixture)


def play_by_mouse(w, move) -> None:
    """Make ``move`` (one of the person's legal moves) with the mouse, as a player would."""
    view = w.table.view
    before = len(w.session.record.moves)
    if move.kind == "play":
        drag(view, hand_item(view, move["card"]), view.zones["discard"].rect.center())
        if "suit" in move:  # an 8: the table asks for the suit on its chooser
            choice = next(text for text in buttons(view) if text.endswith(
                {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}[move["suit"]]))
            click(view, buttons(view)[choice])
    elif move.kind == "draw":
        click(view, view.pieces["stock"])
    else:  # a button: a pass, or dealing the next hand when the person ended the last one
        click(view, buttons(view)[w.game.move_label(w.state, move)])
    assert len(w.session.record.moves) > before, (move, w.status_text())
    assert w.session.record.moves[before] == move


def choose(w, use_hint: bool):
    """The Hint's move (Help > Hint, as a player would ask), else the first legal move that plays a
    card (drawing only when no card can be played)."""
    if use_hint:
        w.hint_action.trigger()
        return w.last_hint
    legal = w.game.legal_moves(w.state)
    return next((m for m in legal if m.kind == "play"), legal[0])


def play_a_whole_game(qtbot, w, watch=None) -> int:
    """The person plays every turn by mouse until the game is over; returns their move count."""
    mine = 0
    while True:
        human_turn(qtbot, w)
        assert not w.table.curtain.isVisible()
        computer_faces_hidden(w)
        if watch is not None:
            watch()
        if w.game.is_over(w.state):
            return mine
        assert w.viewer == 0 and w.game.current_player(w.state) == 0
        play_by_mouse(w, choose(w, use_hint=mine % 2 == 0))
        mine += 1
        assert not w.table.curtain.isVisible()
        computer_faces_hidden(w)
        assert mine < 300


def test_one_person_beats_or_loses_to_three_computers_by_mouse(qtbot, data_dir, quick):  # noqa: F811
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Ben", "Robo 1", "Robo 2", "Robo 3"], {}, seed=21,
                 computers=["", "easy", "medium", "easy"])
    assert not w.table.curtain.isVisible() and w.viewer == 0
    # watched all along, while the computers play too: never a curtain, never a computer's card
    seen = {"ticks": 0, "curtain": 0, "faces": []}

    def look():
        seen["ticks"] += 1
        seen["curtain"] += w.table.curtain.isVisible()
        try:
            computer_faces_hidden(w)
        except AssertionError as exc:
            seen["faces"].append(str(exc))

    timer = QTimer(w)
    timer.timeout.connect(look)
    timer.start(5)
    mine = play_a_whole_game(qtbot, w)
    timer.stop()
    assert seen["ticks"] > 10 and seen["curtain"] == 0 and seen["faces"] == []
    assert w.game.is_over(w.state) and w.table.over.isVisible()
    assert mine >= 3 and len(w.session.record.moves) > mine  # the computers played too
    movers = {w.play_ctl.mover(n) for n in range(len(w.session.record.moves))}
    assert movers == {0, 1, 2, 3}
    assert not w.table.curtain.isVisible()


@pytest.mark.thorough
def test_a_scored_game_of_several_hands_against_three_computers(qtbot, data_dir, quick):  # noqa: F811
    """With scoring, hands are dealt until someone reaches the target: the deal between hands is
    the person's click too when it is theirs."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Ben", "Robo 1", "Robo 2", "Robo 3"], {"scoring": True, "target": 40},
                 seed=8, computers=["", "medium", "easy", "medium"])
    play_a_whole_game(qtbot, w)
    assert w.table.over.isVisible() and w.state.hand_no >= 2
