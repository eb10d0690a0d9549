"""s35 t4 #7, #10: Hand and Foot's hint, six seats at 1024x600.

#7: "Hint: move the 2 of spades to the meld." did not say which meld (only the dashed frame
showed it; the status line keeps only the words): now "to your set of 4s" ("your wild meld").
Its bubble lay over Robo Rex's foot pile (seed 12, Dad's turn, the score sheet docked wide): the
cards in a seat's or a team's zones now weigh more than the centre piles where nothing is free.
#10: a hinted meld button was drawn larger and touched the one beside it, its light hard to
notice: now lit in the hint's light at its own size."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set

from .helpers import medium_table, play_not_looked_at, settled_view

NAMES = ["Anna", "Robo Rex", "Robo Ben", "Robo Remy", "Robo Rosa", "Dad"]


def offers_buttons(w) -> bool:
    return any(w.layout.is_button(m) for m in w.game.legal_moves(w.state))


def plays(w) -> bool:
    """Dad's play after the draw: since s39 the hint makes a meld the table offers a button for
    before it adds a card to one, so a hinted card to add is found where no button is offered."""
    return w.state.phase == "play"


def dads_turn(qtbot, seed: int, steps: int, wide_sheet: bool = False, until=offers_buttons):
    """Seed ``seed`` after ``steps`` Medium moves, on to Dad's turn where ``until`` holds (meld
    buttons offered, unless told otherwise)."""
    # (the positions were found in games with picks to open, the house rule since s38)
    w = medium_table(qtbot, "hand_and_foot", NAMES, (1024, 600), seed, {"pick_to_open": True})
    medium = MediumAgent()
    for step in range(steps + 300):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        seat = w.game.current_player(w.state)
        if step >= steps and seat == 5 and until(w):
            break
        move = medium.choose(w.game, information_set(w.game, w.state, seat), step)
        # Only Dad's turns from ``steps`` on may be looked at: the positions before them are laid
        # out, neither built nor painted (helpers.play_not_looked_at; the same moves and layouts)
        if step + 1 >= steps and w.game.current_player(w.game.apply(w.state, move).state) == 5:
            w.play(move)
        else:
            play_not_looked_at(w, move)
    if wide_sheet:
        w.resizeDocks([w.score_panel], [350], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    settled_view(w)
    return w


def test_a_card_to_add_is_said_with_the_meld_it_goes_on(qtbot, data_dir):
    w = dads_turn(qtbot, 2, 127, until=plays)
    w.show_move_hint()
    assert re.fullmatch(r"Hint: move the [\w ]+ to your (set of \w+s|wild meld)\.", w.status_text()), w.status_text()
    assert w.status_text() == "Hint: move the 2 of clubs to your set of 6s."


def test_the_bubble_keeps_off_the_seats_foot_piles(qtbot, data_dir):
    # (with the seats' cards weighed as the centre piles, as before s35, the bubble here covers
    # 0.85 of the foot piles, most of one: seed 12's position measured in s40)
    w = dads_turn(qtbot, 12, 96, wide_sheet=True, until=plays)
    w.show_move_hint()
    assert w.status_text() == "Hint: move the 6 of diamonds to your set of 6s.", w.status_text()
    view = w.table.view
    bubble = w.table.hint.geometry()
    piles: dict[str, QRect] = {}
    for i in view.card_items():
        if i.spec.zone.startswith("foot/") and i.spec.zone != "foot/5":
            r = view.mapFromScene(i.sceneBoundingRect()).boundingRect()
            piles[i.spec.zone] = piles[i.spec.zone].united(r) if i.spec.zone in piles else r
    feet = list(piles.values())
    assert len(feet) == 5

    def area(r: QRect) -> int:
        return max(0, r.width()) * max(0, r.height())
    # (it lay over the whole of Robo Rex's foot; a corner of one at most now, the table has no room
    # free of everything for it)
    covered = [area(bubble.intersected(f)) / area(f) for f in feet]
    assert sum(covered) < 0.6, covered


def test_a_hinted_meld_button_is_lit_at_its_own_size(qtbot, data_dir):
    w = dads_turn(qtbot, 6, 23)
    view = w.table.view
    before = {b.text: b.sceneBoundingRect() for b in view.buttons}
    w.show_move_hint()
    lit = view.controller.hinted_button
    assert lit is not None and w.status_text() == f"Hint: press \u201c{lit.text}\u201d."
    assert lit.lit and lit.scale() == 1.0 and not any(b.lit for b in view.buttons if b is not lit)
    assert lit.sceneBoundingRect() == before[lit.text]
    drawn = {b.text: b.mapRectToScene(QRectF(0, 0, b.w, b.h)) for b in view.buttons}
    for text, r in drawn.items():
        if text != lit.text:
            assert not r.intersects(drawn[lit.text]), text
    view.controller.clear_hint()
    assert not lit.lit


def test_where_nothing_is_free_the_bubble_covers_the_centre_piles_not_a_seats_cards(qapp):
    """The one search for room weighs a seat's cards over the centre piles: with felt nowhere, the
    bubble near the line between a seat's foot pile (left) and the stock (right) goes over the
    stock (weighed alike, it went half over each, the nearest)."""
    from PySide6.QtCore import QPoint

    from cardtable.gui.curtain import quiet_spot_cost

    seat, centre = [QRect(0, 0, 200, 100)], [QRect(200, 0, 200, 100)]
    at, _ = quiet_spot_cost(400, 100, 100, 40, QPoint(190, 50), [], centre, [], seats=seat)
    assert at.x() >= 200, at
    alike, _ = quiet_spot_cost(400, 100, 100, 40, QPoint(190, 50), [], centre + seat, [])
    assert alike.x() < 200, alike
