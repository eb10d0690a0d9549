"""Looks and words the s38 testers found and the last session left alone (reports in
/work/runs/s38/t1..t5-report.md), each on the real window."""

from __future__ import annotations

import pytest

from .helpers import labels, open_window


# ----- 1. the turn banner's short form (s38 t3) ---------------------------------------------
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_turn_banner_never_shortens_a_name_into_another_surname(qtbot, size):
    """t3: Fast Track's banner read "Maximilian Alexander's turn" for "Maximilian Alexander-O'Connor":
    the name cut at the hyphen reads like a man called Alexander. Shortened, it is the first name
    alone ("Maximilian's turn"), never part of a hyphenated name."""
    name = "Maximilian Alexander-O'Connor"
    w = open_window(qtbot, size, start=False)
    w.start_game("fast_track", [name, "Zoë", "Cleo"], {"first": "first named"}, seed=1)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    (banner,) = [lab for lab in labels(w.table.view) if lab.spec.tail == "'s turn"]
    assert banner.spec.text == name
    assert banner.text in (f"{name}'s turn", "Maximilian's turn"), banner.text


# ----- 2. Rummoli's refusal bubble off the board (s38 t3) -----------------------------------
@pytest.mark.parametrize("size", [(1280, 688), (1366, 768), (1920, 1080)])
def test_rummoli_s_refusal_bubble_keeps_off_the_board(qtbot, monkeypatch, size):
    """t3 (shot-28a): dragging a card that is not the wanted one, "You must play the 5 of
    diamonds, the next card of the run." first showed at the top left, over the board's rim and
    the tops of its Poker and 10 of spades spaces. The bubble keeps clear of the whole board, at
    the press, while the card is carried, and at the drop."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtTest import QTest

    from cardtable.core.first_dealer import LAST_DEALS
    from cardtable.gui.layouts import rummoli as layout

    from .helpers import grab_point, guard_clock, hand_item, move_to, rest_past_guards

    clock = guard_clock(monkeypatch)
    w = open_window(qtbot, size, start=False)
    w.start_game("rummoli", ["Maximilian Alexander-O'Connor", "Zoë", "Cleo"], dict(LAST_DEALS), seed=5,
                 open_handed=True)
    while not (w.state.phase == "play" and w.state.need and len(w.session.record.moves) > 3):
        w.play(w.game.legal_moves(w.state)[0])  # (Cleo deals and takes the widow; a run begins)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    view.finish_animations()
    rest_past_guards(clock)
    seat = w.game.current_player(w.state)
    wrong = next(c for c in w.state.hands[seat] if c != w.state.need)
    x0, y0, side = layout.BOARD_X, layout.BOARD_Y, layout.BOARD
    board = view.mapFromScene(QRectF(view.to_px(x0, y0), view.to_px(x0 + side, y0 + side))).boundingRect()

    def bubble_clear(when: str) -> None:
        hint = w.table.hint
        assert hint.isVisible() and "next card of the run" in hint.text(), when
        assert not hint.geometry().intersects(board), (when, hint.geometry(), board)

    vp = view.viewport()
    start = grab_point(view, hand_item(view, wrong))
    end = view.mapFromScene(view.zones["played"].rect.center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    bubble_clear("pressed")
    for k in range(1, 7):
        move_to(view, start + (end - start) * k / 6)
    bubble_clear("carried")
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    bubble_clear("dropped")


# ----- 3. the keys' ring clear of the "Your hand" badge (s38 t4 #9) --------------------------
@pytest.mark.parametrize("game,names,size", [
    ("crazy_eights", ["Anna", "Robo Rex", "Cleo"], (1280, 720)),
    ("fan_tan", ["Anna", "Robo Rex", "Cleo", "Dev"], (1280, 720)),
    ("hearts", ["Anna", "Ben", "Cleo", "Dev"], (1024, 600)),
])
def test_the_keys_ring_keeps_clear_of_the_your_hand_badge(qtbot, game, names, size):
    """t4 #9 (Crazy Eights shot-124, Fan Tan shot-133): the focus ring round a card under the gold
    "Your hand · 8 cards" badge ran up under the badge. Walking the hand by the arrow keys, no
    card's ring paints within a few pixels of the badge."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    from cardtable.gui.table_view import CardItem

    from .helpers import keys_to
    from .test_focus_ring import PAD, painted

    w = open_window(qtbot, size, start=False)
    w.start_game(game, names, {}, seed=3, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    (badge,) = [lab for lab in labels(view) if lab.spec.highlight and lab.spec.text.startswith("Your hand")]
    pill = badge.mapRectToScene(badge.boundingRect())
    view.setFocus()
    ctl = view.controller
    walked: list = []
    for _ in range(6):  # Tab to the hand
        QTest.keyClick(view, Qt.Key_Tab)
        if isinstance(ctl.focus_item, CardItem) and ctl.focus_item.spec.owner is not None:
            break
    while ctl.focus_item is not None and ctl.focus_item not in walked:
        walked.append(ctl.focus_item)
        QTest.keyClick(view, Qt.Key_Right)
    crossing = 0
    for card in walked:
        if not isinstance(card, CardItem) or card.spec.owner is None:
            continue
        keys_to(view, lambda item, card=card: item is card)
        ring = card.mapRectToScene(card.boundingRect())
        if not ring.intersects(pill.adjusted(-3, -3, 3, 3)):
            continue
        crossing += 1
        image, box = painted(card)
        near = card.mapRectFromScene(pill.adjusted(-2, -2, 2, 2)).translated(
            QPointF(PAD, PAD) - card.boundingRect().topLeft())
        inked = [(x, y) for y in range(max(0, int(near.top())), min(image.height(), int(near.bottom()) + 1))
                 for x in range(max(0, int(near.left())), min(image.width(), int(near.right()) + 1))
                 if image.pixelColor(x, y).alpha() > 40]
        assert not inked, (card.spec.face, len(inked), inked[:5])
    assert crossing, "no card's ring reached the badge: the test looks at nothing"


# ----- 4. the names over an overlapped trick in one row (s38 t1) -----------------------------
def trick_names(w, prefix: str):
    """The names over the trick's cards (``prefix``: "last:" for the last trick, else the trick
    being played), and the cards, in play order."""
    view = w.table.view
    view.finish_animations()
    cards = sorted((p for pid, p in view.pieces.items() if pid.startswith(prefix)), key=lambda p: p.x())
    top = min(c.sceneBoundingRect().top() for c in cards)
    left, right = cards[0].sceneBoundingRect().left() - 40, cards[-1].sceneBoundingRect().right() + 40
    names = [lab for lab in labels(view) if lab.spec.text in w.state.players
             and top - 50 < lab.sceneBoundingRect().bottom() <= top + 2
             and left < lab.sceneBoundingRect().center().x() < right]
    return cards, sorted(names, key=lambda lab: lab.sceneBoundingRect().left())


@pytest.mark.parametrize("size", [(1280, 688), (1366, 768), (1920, 1080)])
def test_the_names_over_an_overlapped_trick_lie_in_one_row(qtbot, size):
    """t1 (Oh Hell!, 1280x720, end of hand 1): the last trick's overlapped cards had their names
    in two staggered rows ("Robo Remy  Robo Rex" above, "Cleo  Anna" below), hard to match to
    the cards. The names lie in one row, whole, apart, in the cards' order."""
    import random

    w = open_window(qtbot, size, start=False)
    w.start_game("oh_hell", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    rnd = random.Random(7)
    seen = {"": False, "last:": False}
    while not w.game.legal_moves(w.state)[0].kind == "next_hand":
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if len(getattr(w.state, "trick", ())) == 3 and not seen[""]:
            prefix = [pid for pid in w.table.view.pieces if pid.split(":")[0] == "trick"]
            if prefix:
                seen[""] = True
                check_one_row(w, "trick:")
        w.play(rnd.choice(w.game.legal_moves(w.state)))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    check_one_row(w, "last:")


def check_one_row(w, prefix: str) -> None:
    cards, names = trick_names(w, prefix)
    step = cards[1].x() - cards[0].x()
    assert step < cards[0].w * 0.9, "the cards do not overlap: the test looks at nothing"
    assert len(names) == len(cards), [n.text for n in names]
    tops = {round(n.sceneBoundingRect().center().y()) for n in names}
    assert max(tops) - min(tops) <= 1, [(n.text, n.sceneBoundingRect()) for n in names]
    assert all(n.text == n.spec.text for n in names), [n.text for n in names]
    boxes = [n.mapRectToScene(n.text_rect) for n in names]
    assert all(a.right() < b.left() for a, b in zip(boxes, boxes[1:])), [(n.text, b) for n, b in zip(names, boxes)]


# ----- 5. Euchre at 760 px: team names whole on the sheet, trick names in a row (s38 t1) -----
def test_euchre_at_760_px_names_its_teams_whole(qtbot):
    """t1 (shot-113): at 760x688, hand 3, the compact sheet showed "Robo Rex & Robo R…". The
    team's name is whole on the sheet (on as many lines as it needs, each in sight), and the
    last trick's overlapped cards have their names whole in one row."""
    import random

    from PySide6.QtWidgets import QTableWidget

    w = open_window(qtbot, (1280, 688), start=False)
    w.start_game("euchre", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    rnd = random.Random(7)
    hands = 0
    while True:
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        legal = w.game.legal_moves(w.state)
        if legal[0].kind == "next_hand":
            hands += 1
            if hands == 3:
                break
        w.play(rnd.choice(legal))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.resize(760, 688)
    qtbot.waitUntil(lambda: w.width() == 760)
    from .helpers import laid_out

    laid_out()
    teams = {"Anna & Cleo", "Robo Rex & Robo Remy"}
    shown = {}
    for table in w.score_panel.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        for r in range(table.rowCount()):
            head = table.verticalHeaderItem(r)
            text = head.text() if head is not None else ""
            if " ".join(text.split()) in teams or "\u2026" in text:
                shown[text] = table.verticalHeader().sectionSize(r) >= \
                    table.verticalHeader().fontMetrics().lineSpacing() * (text.count("\n") + 1)
    assert {" ".join(t.split()) for t in shown} == teams, shown
    assert all(shown.values()), shown  # (each line in sight)
    check_one_row(w, "last:")


# ----- 6. each hand's scores across at 1280 px (s38 notes: Canadian Salad 5, Arizona 4) ------
@pytest.mark.parametrize("game,names", [
    ("canadian_salad", ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Eli"]),
    ("arizona_rummy", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]),
])
def test_each_hand_s_scores_go_across_at_1280(qtbot, game, names):
    """Canadian Salad with five players and Arizona Rummy with four showed totals only on the
    sheet at 1280x720, the window as wide as a laptop's screen (players listed down, "To see every
    round's scores, widen this panel"). As Oh Hell!'s six (test_oh_hell_six_sheet), the panel
    takes the roomier share where that puts the players across: every hand's scores in sight."""
    from PySide6.QtWidgets import QApplication

    from .helpers import play_busy
    from .test_score_panel_many import nothing_cut_cells

    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game(game, names, {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    sheet = w.game.score_sheet
    play_busy(w, 1, 3000, until=lambda state: sum(1 for r in sheet(state).rounds if r.cells) >= 2)
    QApplication.processEvents()
    panel = w.score_panel
    scores, table = panel.scores, panel.scores.table
    assert not scores.players_down, scores.legend.text()
    assert [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())][:len(names)] \
        == names
    played = sheet(w.state).rounds[0]
    assert " ".join(table.verticalHeaderItem(0).text().split()) in (played.label, played.short)
    nothing_cut_cells(table)
    across, down = table.horizontalHeader(), table.verticalHeader()
    # (each line of a header whole; the names, bold for a leader, a tenth wider; the row labels
    # are set plain: "Round 9 – Each king of spades", 183 px, on one line in 201 since s41)
    heads = [(table.horizontalHeaderItem(c), table.columnWidth(c), across, 1.1) for c in range(table.columnCount())] \
        + [(table.verticalHeaderItem(r), down.width(), down, 1.0) for r in range(table.rowCount())]
    for head, room, header, bold in heads:
        fm = header.fontMetrics()
        assert all(fm.horizontalAdvance(line) * bold <= room for line in head.text().split("\n")), head.text()
    assert panel.width() <= 0.37 * w.width() and w.table.width() >= 0.6 * w.width()
