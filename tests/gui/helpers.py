"""Helpers for driving the table with real mouse events on the view's viewport."""

from __future__ import annotations

import re
from collections import Counter
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.cards import BACK
from cardtable.gui.table_view import ButtonItem, CardItem, LabelItem


def grab_point(view, item) -> QPoint:
    """A point on the visible part of a card (fanned cards cover each other's right side)."""
    r = item.sceneBoundingRect()
    m = (r.width() - item.w) / 2
    return view.mapFromScene(QPointF(r.left() + m + item.w * 0.12, r.top() + m + item.h * 0.5))


def move_to(view, pos: QPoint) -> None:
    ev = QMouseEvent(QEvent.MouseMove, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)),
                     Qt.NoButton, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), ev)


def settle(view) -> None:
    """Let running animations (a card gliding into place) finish."""
    from PySide6.QtCore import QAbstractAnimation

    for _ in range(200):
        if not any(a.state() == QAbstractAnimation.Running for a in view.animations):
            return
        QTest.qWait(10)


def laid_out(passes: int = 4) -> None:
    """Every posted event handled, and those it posted in turn, however slow the machine: a
    resize posts a layout request, which resizes boxes, which post more. ``QTest.qWait(50)``
    makes one pass only when that pass takes 50 ms (a loaded machine in a full run), and the
    boxes were measured before they were laid out (the Gin evening's "Who scored" box, s38)."""
    for _ in range(passes):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def drag(view, item, to_scene: QPointF, steps: int = 6) -> None:
    """Press on ``item``, move in steps with the button held, release over ``to_scene``."""
    settle(view)
    vp = view.viewport()
    start = grab_point(view, item)
    end = view.mapFromScene(to_scene)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, steps + 1):
        move_to(view, start + (end - start) * i / steps)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def centre(view, item) -> QPoint:
    """The middle of a button (or any item) on the view's viewport."""
    return view.mapFromScene(item.sceneBoundingRect().center())


def click(view, item) -> None:
    settle(view)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     grab_point(view, item) if isinstance(item, CardItem) else centre(view, item))


def hand_item(view, card: str) -> CardItem:
    return view.pieces[f"hand:{card}"]


def face_up_hand_codes(view) -> list[str]:
    """Face-up cards on the table that belong to some hand (pieces with an owner: the discard
    pile, played cards and cards printed on a board have none). Tokens (discs, marbles, chips)
    are not cards and hide nothing."""
    return [i.spec.face for i in view.card_items() if i.face_up and i.spec.owner is not None]


def assert_private(window) -> None:
    """During a turn the scene holds no face-up card of any other player's hand; while the
    curtain is up, or the table is drawn for nobody (a question on the table, read by whoever
    leans in), it holds no face-up hand card at all. The one exception is what the game's zones
    show everyone (Crazy Eights lays every hand face up once a hand is over). While a computer is
    to move, its hand is never shown: the table is the viewer's (one person with computers: her
    own hand; several people: nobody's, s31 t1)."""
    state = window.state
    seat = window.game.current_player(state)
    ctl = window.play_ctl
    if ctl is not None and seat is not None and 0 <= seat < len(ctl.seats) and not ctl.seats[seat].human:
        seat = window.viewer
    public = Counter(c for z in window.game.observation(state, None)["zones"].values()
                     if z["owner"] is not None for c in z["cards"] if c)
    shown = face_up_hand_codes(window.table.view)
    nobody = window.table.curtain.isVisible() or (window.play_ctl is not None and window.play_ctl.asking_aloud())
    for item in window.table.view.card_items():
        owner = item.spec.owner
        if owner is not None and (nobody or owner != seat):
            assert item.spec.face == BACK or public[item.spec.face], f"{item.spec.id} of seat {owner} is face up"
    if nobody or seat is None:
        assert not Counter(shown) - public
    else:
        own = Counter(state.hands[seat])
        assert not own - Counter(shown) and not Counter(shown) - own - public
    assert_names_no_hidden_card(window)


def assert_names_no_hidden_card(window) -> None:
    """No button names a card hidden from the one the table is drawn for (nobody while
    the curtain is up or a question is on the table): "Meld 10\u2663 10\u2665 10\u2666" behind Cleo's
    curtain, s33 t4 #0."""
    nobody = window.table.curtain.isVisible() or (window.play_ctl is not None and window.play_ctl.asking_aloud())
    # (Rummoli's board spaces are named by cards: "10\u2660 space"; labels may name a card in a
    # hand: "Cleo to name trump (holding the king of hearts)", a card all saw her take)
    words = hidden_card_words(window, None if nobody else window.viewer)
    for text in [b.text for b in window.table.view.buttons]:
        named = [word for word in words if re.search(f"(?<![\\w-]){re.escape(word)}(?![\\w-])(?! space)", text, re.I)]
        assert not named, f"{text!r} names {named}, hidden from the one the table is drawn for"


def hidden_card_words(window, viewer=-1) -> list[str]:
    """The words (the game's name, "10 of clubs", and the short "10\u2663") of every card hidden
    from ``viewer`` (by default the one the table is drawn for: ``window.viewer``, None behind
    the curtain) of which the viewer sees no copy anywhere (two decks: its twin on the discard
    pile may be named)."""
    from cardtable.core.cards import card_short, is_card

    game, state = window.game, window.state
    viewer = window.viewer if viewer == -1 else viewer
    hidden, seen = set(), set()
    for zone in game.zones(state):
        for card, up in zip(zone.cards, zone.visible_to(viewer)):
            if isinstance(card, str):
                (seen if up else hidden).add(card)
    out = []
    for card in sorted(hidden - seen):
        out += [w for w in game.piece_words(card) if not w.startswith("'")]
        if is_card(card):
            out.append(card_short(card))
    return out


def assert_each_card_drawn_once(window) -> None:
    """No zone's card face is drawn more often than the viewer's observation holds it in that
    zone: a zone that a board layout draws itself and the generic table draws again shows up here
    (Biscuit's lines were once fanned over its tableau). Pieces outside zones (a board's printed
    cards, Rummoli's row of played cards) are the layout's own."""
    table = window.table
    if table.curtain.isVisible() or table.view.spec is None:
        return
    zones = window.game.observation(window.state, window.viewer)["zones"]
    seen = Counter((key, c) for key, z in zones.items() for c in z["cards"] if c)
    drawn = Counter((i.spec.zone, i.spec.face) for i in table.view.card_items()
                    if i.face_up and i.spec.kind == "card" and i.spec.zone in zones)
    assert not drawn - seen, f"drawn more often than seen: {dict(drawn - seen)}"


def buttons(view) -> dict[str, ButtonItem]:
    return {b.text: b for b in view.buttons}


def labels(view) -> list[LabelItem]:
    return [i for i in view.scene().items() if isinstance(i, LabelItem)]


def open_window(qtbot, size=(1366, 768), start: bool = True):
    """A main window of ``size``, shown and exposed, closed with the test.

    ``start=False``, for a test whose next step takes the window to a table (``start_game``,
    ``show_session``) before anyone looks at the start screen: the saves are read at once, as
    the app reads them just after its first paint, but the game tiles are left to be built when
    the start screen next shows (as the app leaves them while a table shows: Back to Start
    builds them). Building the tiles was a third of such a test's time (some 0.1 to 0.2 s a
    window, over a thousand windows a run); a test that reads the start screen keeps the
    default."""
    from cardtable.gui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    if not start and size[1] >= 600:
        # (a lower window may have grown to the start screen's least height, its tiles', before
        # the game began: there the test waits for the tiles as before)
        # what the first paint starts, now, with the tiles due (built when the start screen next
        # shows: the stack's currentChanged); the paint that comes later does it no second time
        w._catalogue_if_shown = lambda: None
        try:
            w._after_first_paint.fire()
        finally:
            del w._catalogue_if_shown
        assert w.start_ready and w._catalogue_due
        # and the window's first paint (its late start-up work, _late_init), shown and active as
        # a person finds it: keys pressed at once went nowhere (a shortcut needs the window active)
        # (handled at once, without waitUntil's 10 ms sleeps between looks: it takes a few turns)
        for _ in range(20):
            if w._late_done and w.isActiveWindow():
                break
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        qtbot.waitUntil(lambda: w._late_done and w.isActiveWindow())
        return w
    qtbot.waitUntil(lambda: w.start_ready)  # the catalogue and saves are read after the first paint
    return w


def take_over(w) -> None:
    """The next player clicks the curtain's button; no hand is face up under the curtain, nor
    any other player's after it."""
    assert w.table.curtain.isVisible()
    assert_private(w)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    assert_private(w)


def play_busy(w, seed: int, moves: int, until=lambda state: False) -> None:
    """Seeded random play on an open-handed table (the curtain lifted at each hand-off), busy
    moves first (not a pass or a next round), until ``until(state)`` or ``moves`` moves."""
    import random

    rnd = random.Random(seed)
    for n in range(moves):
        if until(w.state):
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        legal = w.game.legal_moves(w.state)
        busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")]
        move = rnd.choice(busy or legal)
        # (the positions on the way only laid out, described_only: the test looks at the last)
        applied = w.game.apply(w.state, move)
        if n < moves - 1 and applied.ok and not until(applied.state):
            with described_only(w.table.view):
                w.play(move)
            if until(w.state) and not w.table.curtain.isVisible():
                w.table.view.rebuild()  # (a move the table played after it ended the walk)
        else:
            w.play(move)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()


class Clock:
    """A clock moved on by the test, for the guards that ignore presses too soon after something
    appeared (the curtain's button, a new table button): presses land 'at once' unless the test
    advances ``now``."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def read_the_buttons() -> None:
    """A person reads the table's buttons that came up by themselves before pressing one: the
    table buttons' test clock (if a test put one in) moves on past their first half second and a
    pause (a click on a button that came by itself counts only then, ButtonItem.refusal)."""
    from cardtable.gui import curtain, table_view

    clock = table_view.ButtonItem.clock
    if isinstance(clock, Clock):
        clock.now += max(table_view.BUTTON_GUARD_S, curtain.PAUSE_S) + 0.1


def fake_clock(monkeypatch, *owners) -> Clock:
    """A :class:`Clock` put in place of each owner's ``clock`` (GuardedButton, ButtonItem)."""
    c = Clock()
    for owner in owners:
        monkeypatch.setattr(owner, "clock", staticmethod(c))
    return c


def guard_clock(monkeypatch) -> Clock:
    """The fake clock of the press guards: the table's buttons, its pieces and the curtain's."""
    from cardtable.gui import curtain
    from cardtable.gui.table_view import TableView

    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def rest_past_guards(clock) -> None:
    """A person's pause: every guard's time passes (the stream of presses is over)."""
    from cardtable.gui import curtain

    QTest.qWait(20)
    clock.now += max(curtain.GUARD_S, curtain.KEY_GUARD_S, curtain.PAUSE_S) + 0.1


def key_to_focus(w, k) -> None:
    """A key pressed where the window's keyboard focus is."""
    QTest.keyClick(w.focusWidget(), k)
    QApplication.processEvents()


def deal_on(w) -> bool:
    """Where the table waits for a person to start the next hand (a computer would deal it), press
    that button as the person would. Returns whether there was one."""
    ctl = w.play_ctl
    if ctl is None or not ctl.waits_for_people():
        return False
    move = ctl.legal(ctl.to_act()[0])[0]
    click(w.table.view, buttons(w.table.view)[w.table.view.controller.layout.action_label(move)])
    return True


def settled_view(w):
    """The table's view once the last move's events are handled (:func:`laid_out`) and its
    animations finished, as a player looks at it."""
    laid_out()
    view = w.table.view
    view.finish_animations()
    return view


def medium_table(qtbot, game_id: str, names, size, seed: int, options=None):
    """An open-handed table of ``game_id`` at ``size`` (with house rules ``options``) with the
    score sheet open (as the app opens it for a game of several rounds), for :func:`anna_turns`."""
    w = open_window(qtbot, size, start=False)
    w.start_game(game_id, list(names), dict(options or {}), seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    return w


def play_medium_moves(w, most: int, until_seat: int | None = None, until=None) -> None:
    """Medium's move played for every seat, ``most`` moves, or fewer: until seat ``until_seat``'s
    turn, or until ``until(w)`` holds (each checked with the curtain lifted), where given; each
    hand-off curtain lifted, and the last one too (the table as the seat to play sees it)."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    medium = MediumAgent()
    for step in range(most):
        seat = w.game.current_player(w.state)
        if seat == until_seat:
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if until is not None and until(w):
            break
        w.play(medium.choose(w.game, information_set(w.game, w.state, seat), step))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()


def anna_turns(w, steps: int, others_laid_out: bool = True):
    """Medium's move played for every seat, ``steps`` moves at most; yields the step number at
    each of Anna's (seat 0's) turns, before her move, for the test to look at the table.
    ``others_laid_out=False``: the positions where another seat is to play (the open-handed table
    facing that seat) are not laid out at all, for a table whose layout remembers nothing across
    positions but per seat (the generic table: the teams it named short, by seat and size; the
    trick games' banner in the corners is remembered by hand, for every seat: not for them)."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    medium = MediumAgent()
    # The window is not painted between Anna's turns: each move laid out as in the app (the log and
    # the sheet kept), but its paint (a third of a move's time, some 20 ms on a long game's table)
    # only where the test looks, at her turn (painting changes no item's place or words: the paint
    # at her turn is the whole window's, as the window's first).
    try:
        for step in range(steps):
            if w.game.is_over(w.state):
                return
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
            seat = w.game.current_player(w.state)
            if seat == 0:
                w.setUpdatesEnabled(True)
                yield step
            w.setUpdatesEnabled(False)
            move = medium.choose(w.game, information_set(w.game, w.state, seat), step)
            # (a move that leaves the turn to another seat: only laid out, as described_only says)
            applied = w.game.apply(w.state, move)
            if applied.ok and w.game.current_player(applied.state) != 0:
                with described_only(w.table.view, others_laid_out):
                    w.play(move)
                if w.game.current_player(w.state) == 0 and not w.table.curtain.isVisible():
                    w.table.view.rebuild()  # (a move the table played after it gave Anna the turn)
            else:
                w.play(move)
    finally:
        w.setUpdatesEnabled(True)


@contextmanager
def described_only(view, laid_out: bool = True):
    """Moves played meanwhile (that no test looks at) are laid out by the table's layout, as in
    the app, but not built into the scene, nor painted: the rebuild at the next position looked
    at builds it from the position before. The layout is asked at every move, as the app asks
    it, since it remembers what it said at each size (a team said short stays so: describe); the
    scene keeps no more than which items it can use again, and every item's place and words come
    from the layout's. (The items were some 40% of a move's time on Hand and Foot's tables.)"""

    def describe_only(animate_from=None, same_position=False):
        if laid_out and view.describe is not None:
            view.describe(max(1, view.viewport().width()) / max(1, view.viewport().height()))

    view.rebuild, view.paint_now = describe_only, lambda: None
    try:
        yield
    finally:
        del view.rebuild, view.paint_now  # (the class's own again)


def play_not_looked_at(w, move):
    """``move`` played on the window where the test does not look at the position it leads to:
    laid out (:func:`described_only`), neither built nor painted; the next move played as usual
    builds its position whole (as :func:`anna_turns`; s43: most of a test's time where it looks
    at one position in three or four)."""
    painted = w.updatesEnabled()  # (a test that paints nothing keeps it so)
    w.setUpdatesEnabled(False)
    try:
        with described_only(w.table.view):
            return w.play(move)
    finally:
        w.setUpdatesEnabled(painted)


def play_until(w, choose, done) -> None:
    """The moves ``choose(w)`` names played until ``done(w.state)``: each but the one that gets
    there laid out only (:func:`play_not_looked_at`), that one played as usual, so the position
    the test looks at is built whole."""
    while not done(w.state):
        move = choose(w)
        if done(w.game.apply(w.state, move).state):
            w.play(move)
        else:
            play_not_looked_at(w, move)


class MessageBoxes:
    """Every message box the window runs (``exec``) is kept in :attr:`shown` as (text, informative
    text, button texts) and answered at once with the button whose text starts with
    :attr:`press` (a test may change it between boxes)."""

    def __init__(self, monkeypatch, press: str):
        from PySide6.QtWidgets import QMessageBox

        self.press = press
        self.shown: list[tuple[str, str, list[str]]] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.answer(box))

    def answer(self, box) -> int:
        from PySide6.QtWidgets import QPushButton

        pushed = box.findChildren(QPushButton)
        self.shown.append((box.text(), box.informativeText(), [b.text() for b in pushed]))
        next(b for b in pushed if b.text().startswith(self.press)).click()
        return 0


def buy_button(w, name: str) -> str:
    """10 Dime Rummy's button for ``name``'s buy of the top discard out of turn: "Anna buys the 9♣"."""
    from cardtable.games.ten_dime_rummy import buy_label

    return f"{name} buys the {buy_label(w.state.discard[-1])}"


def drag_sheet_edge(w, to_x: int, steps: int = 1) -> None:
    """A person's drag of the score sheet's edge: a press on the divider just left of the dock,
    ``steps`` moves to ``to_x`` (one: a sweep), a release there."""
    panel = w.score_panel
    y = panel.y() + panel.height() // 2
    x = panel.x() - 2  # (the divider is the few pixels between the table and the panel)
    QTest.mousePress(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y))
    for k in range(1, steps + 1):
        QTest.mouseMove(w, QPoint(x + (to_x - x) * k // steps, y))
        QApplication.processEvents()
    QTest.mouseRelease(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(to_x, y))
    QApplication.processEvents()


def double_click_at(widget, pos: QPoint) -> None:
    """A double-click at ``pos`` on ``widget`` (the table's viewport) as a mouse makes it: a press
    and a release, then the second press (the double-click event) and its release. (QTest's
    ``mouseDClick`` on a widget sends the double-click event alone, with no release: the table
    acts on a double-click at its release, and a press that moves on is a drag.)"""
    QTest.mousePress(widget, Qt.LeftButton, Qt.NoModifier, pos)
    QTest.mouseRelease(widget, Qt.LeftButton, Qt.NoModifier, pos)
    QApplication.sendEvent(widget, QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos), QPointF(widget.mapToGlobal(pos)),
                                               Qt.LeftButton, Qt.LeftButton, Qt.NoModifier))
    QTest.mouseRelease(widget, Qt.LeftButton, Qt.NoModifier, pos)


def keys_to(view, reached, limit: int = 120) -> bool:
    """Move the table's keys' ring as a keyboard player does, until ``reached(item)`` says yes:
    the arrow towards the first stop it says yes to, the other arrow of the way where that one
    goes no further, Tab to the next group where neither moves the ring (the arrows go to the
    nearest stop that way and never round to the far side, s42 t3). Whether it was reached."""
    ctl = view.controller
    if ctl.focus_item is None:
        QTest.keyClick(view, Qt.Key_Tab)
    for _ in range(limit):
        here = ctl.focus_item
        if here is not None and _says_yes(reached, here):
            return True
        targets = [i for i in ctl.focusables() if _says_yes(reached, i)]
        if here is None or not targets:
            QTest.keyClick(view, Qt.Key_Tab)
            continue
        a, b = here.sceneBoundingRect().center(), targets[0].sceneBoundingRect().center()
        dx, dy = b.x() - a.x(), b.y() - a.y()
        across = Qt.Key_Right if dx > 0 else Qt.Key_Left
        down = Qt.Key_Down if dy > 0 else Qt.Key_Up
        tall = abs(dy) > here.sceneBoundingRect().height() / 4
        for arrow in ((down, across) if tall and abs(dy) >= abs(dx) else (across, down) if tall else (across,)):
            QTest.keyClick(view, arrow)
            if ctl.focus_item is not here:
                break
        else:
            QTest.keyClick(view, Qt.Key_Tab)
    return False


def _says_yes(reached, item) -> bool:
    """``reached(item)``, False where it cannot ask ``item`` (a button has no card's spec)."""
    try:
        return bool(reached(item))
    except AttributeError:
        return False


def row_of(w, save_id: str):
    """The saved-games list's row of ``save_id`` on the start screen (an AssertionError if it is
    not listed)."""
    for rows in w.start.save_rows().values():
        for row in rows:
            if row.data(0, Qt.UserRole) == save_id:
                return row
    raise AssertionError(f"{save_id} is not listed")


def curtain_key(w):
    """The key that lifts the hand-off curtain up now: its person's own (curtain.own_keys, "B" for
    Ben, "L" for Bella at his table); Enter and Space never do (curtain.KEYS_LIFT)."""
    return getattr(Qt, f"Key_{w.table.curtain.button.own}")
