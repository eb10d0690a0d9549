"""Glides cut short by the next move leave nothing behind (s45 t3 #6). Spider at 1920x1080 with
QT_SCALE_FACTOR=1.5: a move that turns up the A♣, then Ctrl+Z and Ctrl+Y in bursts: the A♣ kept a
strip of card face and a broken outline along its right edge until the next move. The redo's
card glides off the card it uncovered, which has the keys' ring; the ring goes round the part of
its card in sight, so its shape changed as the card slid off, but only what the gliding card
covered was painted again. Driven by the animations' own clocks (each glide set to a moment of
its course), the window's painted pixels are compared with the same scene painted afresh."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import ANIM_MS, CardItem

from .helpers import laid_out, open_window

FRAME_MS = 16


def painted(w):
    """The view's pixels as the window last painted them (its backing store, not a new paint)."""
    vp = w.table.view.viewport()
    shot = QGuiApplication.primaryScreen().grabWindow(w.winId()).toImage()
    at = vp.mapTo(w, vp.rect().topLeft())
    return shot.copy(at.x(), at.y(), vp.width(), vp.height())


def glides_at(view, ms: int) -> None:
    """Every glide at ``ms`` into its course, and that step painted."""
    for anim in view.animations:
        anim.setCurrentTime(ms)
    laid_out(2)


def glide_frames(view, until: int) -> None:
    """The glides run a frame (16 ms) at a time up to ``until`` ms, each frame painted."""
    for ms in range(0, until, FRAME_MS):
        glides_at(view, ms)
    glides_at(view, until)


def key(w, k) -> None:
    QTest.keyClick(QApplication.focusWidget() or w.table.view, k, Qt.ControlModifier)


def test_undo_redo_bursts_leave_the_table_as_painted_afresh(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("spider", ["Anna"], {}, seed=12)
    view = w.table.view
    view.animations_on = True
    view.setFocus()
    # the 5 of diamonds onto the 6 in column 6: the ace of spades turns up in column 4
    move = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "move" and m["cards"] == ("5D",)
                and (m["src"], m["dst"]) == ("col4", "col6"))
    w.play(move)
    glides_at(view, ANIM_MS)
    for course in (2 * FRAME_MS, ANIM_MS):
        key(w, Qt.Key_Z)  # (presses of keys: the ring lands on the table's first card that moves)
        glide_frames(view, course)  # cut short by the next key but the last
        key(w, Qt.Key_Y)  # the 5 glides off the ace from where it lay on it
        glide_frames(view, course)
    focus = view.controller.focus_item
    assert focus is not None and focus.spec.id == "col4:AS", focus  # (the ring is on the ace)
    # every card where the layout puts it, and no other card in the scene
    assert {i for i in view.scene().items() if isinstance(i, CardItem)} == set(view.pieces.values())
    for ps in view.spec.pieces:
        assert view.pieces[ps.id].pos() == view.to_px(ps.x, ps.y), ps.id
    before = painted(w)
    view.viewport().repaint()
    assert painted(w) == before  # (a ring or a card face left from a step before differs)
