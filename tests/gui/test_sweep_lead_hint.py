"""Sweep: how to lead several cards of one rank, said where the leader looks (tester s38 t3: "a
single dragged card is played at once, so a player who drags one king (meaning to add the
face-up king too) has lost the chance; the table hint says only 'Cleo: lead a set.' The way to
play several (click each first, then drag one) is only in F1 > On the screen"). The rules: "a
matching set of 4 on the table"; "The player to the left of the dealer leads"."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import click, drag, hand_item, labels, open_window

LONG = "Maximilian Alexander-O'Connor"
HINT = "Lead a set: click each card of one rank, then drag one."


def test_the_leader_is_told_how_and_it_plays_the_king_in_hand_with_the_face_up_king(qtbot, data_dir):
    w = open_window(qtbot, (1920, 1080), start=False)
    blinds = [["2C", "2D", "2H", "2S"], ["3C", "3D", "3H", "3S"]]
    ups = [["KH", "4D", "4H", "9S"], ["6C", "6D", "6H", "6S"]]
    hands = [["KS", "5D", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "5C", "4S"],
             ["7C", "AC", "AD", "AH", "AS", "8C", "8D", "8H", "8S", "9C", "9D", "9H", "4C", "10C"]]
    order = [c for group in (blinds, ups, hands) for seat in group for c in seat]  # dealt a packet a seat
    w.start_game("sweep", [LONG, "Cleo"], dict(LAST_DEALS), seed=2, open_handed=True, stack=[order])
    view = w.table.view
    assert w.state.turn == 0
    painted = [lab.text() if callable(getattr(lab, "text", None)) else lab.spec.text for lab in labels(view)]
    assert any(HINT in text for text in painted), painted
    # the face-up row keeps its room beside the prompt (a long prompt squeezed it, shot-138)
    xs = sorted(view.pieces[f"up:{c}"].pos().x() for c in ("KH", "4D", "4H", "9S"))
    card_w = view.pieces["up:KH"].boundingRect().width() * view.pieces["up:KH"].scale()
    assert min(b - a for a, b in zip(xs, xs[1:])) >= 0.7 * card_w  # (0.8 as laid out; squeezed 0.44)
    # as the prompt says: click the king in hand and the face-up king, then drag one of them
    click(view, hand_item(view, "KS"))
    click(view, view.pieces["up:KH"])
    drag(view, hand_item(view, "KS"), view.zones["set"].rect.center())
    assert w.session.record.moves == [{"kind": "play", "cards": ("KS",), "up": (0,)}]
    assert w.state.set_rank == "K" and w.state.set_count == 2
