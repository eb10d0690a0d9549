"""The table's fans overlap only when they must. A tester: "cards overlapped with room to spare:
Sweep's own face-up cards, and a 2-card Oh Hell! hand at 1024x600 are drawn overlapped though
there is room to spread them: the generic table's fan should only overlap when it must"."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtTest import QTest  # noqa: E402

from .helpers import labels, open_window  # noqa: E402


def reveal(w) -> None:
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    QTest.qWait(50)


def row(view, zone: str) -> list:
    return sorted((i for i in view.card_items() if i.spec.zone == zone), key=lambda i: i.x())


def test_a_two_card_oh_hell_hand_lies_side_by_side_at_1024x600(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=3)
    game, ctl = w.game, w.play_ctl
    while not (w.state.size == 2 and w.state.phase == "play"):
        ctl.play(game.heuristic(w.state, game.to_act(w.state)[0]), save=False)
    w.new_turn(previous=None, note="")
    reveal(w)
    view = w.table.view
    hand = [i for i in view.card_items() if i.spec.owner == w.viewer and i.face_up]
    assert len(hand) == 2
    a, b = sorted(hand, key=lambda i: i.x())
    assert b.x() - a.x() >= a.w  # apart, not overlapped


def test_a_long_hand_still_overlaps_only_as_far_as_it_must(qtbot, data_dir):
    """Thirteen cards or more at 1024x600 do not fit side by side: they overlap, and the fan reaches
    across the room it has (the hand's frame) rather than leaving it empty."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("sweep", ["Anna", "Ben"], {}, seed=3)
    reveal(w)
    view = w.table.view
    hand = sorted((i for i in view.card_items() if i.spec.owner == w.viewer and i.spec.zone.startswith("hand")),
                  key=lambda i: i.x())
    assert len(hand) >= 13
    steps = {round(b.x() - a.x(), 3) for a, b in zip(hand, hand[1:])}
    assert len(steps) == 1 and 0 < steps.pop() < hand[0].w
    frame = view.zones[hand[0].spec.zone].rect
    assert hand[-1].x() + hand[-1].w >= frame.right() - hand[0].w * 0.3


def test_sweeps_own_face_up_cards_show_their_faces_at_1366x768(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("sweep", ["Anna", "Ben"], {}, seed=3)
    reveal(w)
    view = w.table.view
    seat = w.viewer
    up, blind = row(view, f"up/{seat}"), row(view, f"covered/{seat}")  # (none uncovered yet)
    assert len(up) >= 3 and len(blind) >= 3
    for cards in (up, blind):  # (overlapped, 0.3 of a card's width 0.5 apart: most of each hidden)
        for a, b in zip(cards, cards[1:]):
            assert b.x() - a.x() >= 0.75 * a.w
    # and the prompt beside them still on one line, clear of them
    prompt = [lab for lab in labels(view) if lab.spec is view.spec.prompt]  # (the seat's own words, s38)
    assert prompt and not any(p.sceneBoundingRect().intersects(c.sceneBoundingRect()) for p in prompt for c in up + blind)
    assert all(p.sceneBoundingRect().height() < 1.5 * min(q.sceneBoundingRect().height() for q in prompt)
               for p in prompt)
