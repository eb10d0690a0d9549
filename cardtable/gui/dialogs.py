"""What every dialog shares: it fits the screen it opens on, and its text is the app's size.

A family laptop may have a 1024x600 screen; a dialog taller than the screen hides its buttons.
:func:`fit_dialog` sizes a dialog whose long part is in a scroll area: as tall as its content
when there is room, else as tall as the screen allows (the content scrolls, the buttons stay).
"""

from __future__ import annotations

from typing import Callable, TypeVar

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractScrollArea, QAbstractSpinBox, QApplication, QBoxLayout, QComboBox, QDialog,
                               QFileDialog, QLayout, QScrollArea, QWidget)

L = TypeVar("L", bound=QLayout)
T = TypeVar("T")

#: room kept for the window manager's title bar and a panel, in pixels
FRAME = 48


def available_area(widget: QWidget | None) -> QRect:
    """The available area (less panels and docks) of the screen ``widget`` is on."""
    screen = None
    while widget is not None and screen is None:
        screen = widget.screen()
        widget = widget.parentWidget()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def fit_dialog(dialog: QWidget, scroll: QScrollArea | None, width: int, area: QRect | None = None,
               least: int = 300) -> None:
    """Size ``dialog`` to ``width`` (or less, on a narrow screen) and to the height its content
    needs, at most the height of ``area`` (default: its screen's available area); with a page
    that scrolls, at least ``least`` pixels high where the screen has room."""
    area = area or available_area(dialog.parentWidget() or dialog)
    keep_on_screen(dialog)
    # wider with the app's text (13 px is the size the widths are given for)
    from PySide6.QtWidgets import QApplication

    px = QApplication.font().pixelSize()
    width = int(width * max(1.0, px / 13)) if px > 0 else width
    if scroll is not None:  # the scrolled page never scrolls sideways: its widest row must fit
        page, page_lay, outer = _scrolled_parts(dialog, scroll)
        bar = scroll.style().pixelMetric(scroll.style().PixelMetric.PM_ScrollBarExtent)
        m = outer.contentsMargins()
        width = max(width, page.minimumSizeHint().width() + bar + m.left() + m.right() + 2 * scroll.frameWidth())
    w = min(max(width, dialog.minimumSizeHint().width()), area.width() - 16)
    dialog.setMinimumWidth(min(dialog.minimumWidth(), w))
    h_max = area.height() - FRAME
    if scroll is None:
        lay = dialog.layout()
        need = lay.heightForWidth(w) if lay is not None and lay.hasHeightForWidth() else dialog.sizeHint().height()
        dialog.resize(w, min(need, h_max))
        place_on_screen(dialog)
        return
    page, page_lay, outer = _scrolled_parts(dialog, scroll)
    # rows added since the form was loaded are not in the layouts' cached sizes yet
    for lay in page.findChildren(QLayout) + [page_lay, outer]:
        lay.invalidate()
        lay.activate()
    dialog.resize(w, 200)
    outer.activate()
    m = outer.contentsMargins()
    bar = scroll.style().pixelMetric(scroll.style().PixelMetric.PM_ScrollBarExtent)
    inner_w = max(100, w - m.left() - m.right() - bar - 2 * scroll.frameWidth())
    need_page = page_lay.heightForWidth(inner_w) if page_lay.hasHeightForWidth() else page.sizeHint().height()
    # everything but the scrolled part: the dialog's layout's hint less the scroll area's. (Not
    # summed over the layout's items: a layout item Python has asked for (itemAt) keeps its
    # wrapper alive with the layout, and the layout deletes the item when its widget goes,
    # unknown to PySide, which then hands that stale wrapper out for the next object made at
    # the same address: a QHeaderView came back as a QWidgetItem in the test suite, and such
    # mix-ups crashed it now and then.)
    scroll_hint = scroll.sizeHint().expandedTo(scroll.minimumSize()).boundedTo(scroll.maximumSize())
    # at the dialog's width: its wrapped lines (the game's description) take fewer lines than
    # the plain size hint supposes, which left a band of 20-50 px empty under the page
    chrome = (outer.heightForWidth(w) if outer.hasHeightForWidth() else outer.sizeHint().height()) \
        - scroll_hint.height()
    scroll.setMinimumHeight(min(need_page, 160))
    dialog.resize(w, max(min(chrome + need_page + 8, h_max), min(least, h_max)))
    place_on_screen(dialog)  # (one open grown by a row: still whole, and clear of the status line)


def _scrolled_parts(dialog: QWidget, scroll: QScrollArea) -> tuple[QWidget, QLayout, QLayout]:
    """The scrolled page, its layout and the dialog's layout: a dialog that scrolls has all three
    (its page is set and laid out, its scroll area sits in the dialog's layout)."""
    page = scroll.widget()
    page_lay = page.layout() if page is not None else None
    outer = dialog.layout()
    assert page is not None and page_lay is not None and outer is not None
    return page, page_lay, outer


def nested(parent: QBoxLayout, child: L, stretch: int = 0) -> L:
    """``child`` put in ``parent`` while it is still empty, and returned to be filled.

    PySide gives each item already in a layout a Python wrapper when that layout is nested in
    another (it records who owns what) and keeps the wrappers alive with the outer layout. The
    layout deletes a widget's item when the widget goes, unknown to PySide, whose wrapper stays
    registered at that address and is handed out for the next object made there (a score
    panel's QHeaderView came back as a QWidgetItem in the test suite; such mix-ups crash). An
    empty layout has no items to wrap (tests/gui/test_layout_item_wrappers.py)."""
    parent.addLayout(child, stretch)
    return child


def take_all(layout: QLayout) -> list[QWidget]:
    """Every item taken out of ``layout`` and deleted; the widgets they held are returned, alive
    and still the children of their parent, to be placed again or deleted by the caller.

    ``takeAt`` hands the item to the caller, and PySide leaves it to C++ (not owned by Python),
    so an item dropped after ``takeAt`` is never deleted: a stretch or a widget's item, a few
    bytes each time the saves list or the evening's buttons are laid out again."""
    widgets = []
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widgets.append(widget)
        shiboken6.delete(item)  # a widget's item only: the widget stays
    return widgets


def keys_back(parent: QWidget | None) -> None:
    """Give the keys back to ``parent``'s window now that a modal dialog over it has closed. On a
    screen with no window manager to do it, no window was active after the dialog went: H, F1,
    Ctrl+Home did nothing until the window was clicked (after New Game, a message box, Save As
    cancelled with Esc). The window's focus goes back where it was."""
    if parent is None or not shiboken6.isValid(parent):
        return
    window = parent.window()
    if window.isVisible():
        window.activateWindow()


def run_modal(parent: QWidget | None, show: Callable[[], T]) -> T:
    """Run a modal dialog over ``parent`` to its end and give the keys back (:func:`keys_back`):
    ``show`` runs it and returns its answer (``dialog.exec``, or a lambda around
    ``QFileDialog.getSaveFileName(...)`` or ``QMessageBox.question(...)``). Every modal dialog
    goes through here, or, opened with ``open()``, has :func:`keys_back` on its ``finished``. A
    message box run here takes no key or click of the stream of presses going on when it was
    asked for (:class:`~cardtable.gui.curtain.AfterPause`)."""
    from .curtain import AfterPause, input_pause

    try:
        # a message box is answered only by a press after a pause: the rest of the stream that
        # asked for it (a held Enter, the second click of a double-click) is no answer
        with AfterPause():
            return show()
    finally:
        keys_back(parent)

        # (answered with a click: the rest of a double-click on its button acts on nothing of
        # the window under it, InputPause.closed)
        input_pause().closed()


def shortcut_free(text: str) -> str:
    """``text`` for a button's, an action's (a menu item's) or a group box's words, shown as it is.
    Qt takes an "&" there for a keyboard shortcut: "I'm <b>Bo</b> & Al: show my cards" showed
    as "I'm <b>Bo</b> _Al", the "&" gone and the A underlined (s37 t3). Every such text that can
    hold a player's name (or any words typed by the family) goes through here."""
    return text.replace("&", "&&")


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as it is. Qt takes a tooltip that looks like markup as
    markup (a player named ``<font color=red>Cy`` would colour it), so names and other text
    from players are escaped inside a plain span."""
    import html

    return f"<span style='white-space: pre-wrap'>{html.escape(text)}</span>" if text else ""


class _WheelScrollsPage(QObject):
    """Sends the wheel over an unfocused number or choice box to the page around it."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(obj, QWidget):
            return False
        parent = obj.parentWidget()
        if isinstance(parent, QAbstractScrollArea):  # the page itself scrolls (a viewport)
            # the box typed into is done with: it does not take the wheel when the page brings it
            # under the pointer (Mexican Train's Hands, typed 2, read 0 after a scroll)
            box = QApplication.focusWidget()
            if isinstance(box, (QAbstractSpinBox, QComboBox)) and obj.isAncestorOf(box):
                parent.setFocus(Qt.FocusReason.MouseFocusReason)
            return False
        if obj.hasFocus():
            return False
        area = obj.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QApplication.sendEvent(area.verticalScrollBar(), event)
        return True  # the box keeps its value either way


def wheel_scrolls_the_page(page: QWidget) -> None:
    """In a page that scrolls (New Game's house rules), rolling the wheel to read on must not
    change a number or a choice the pointer passes over (Fan Tan's starting chips went from 50
    to 47 unseen): a box turns with the wheel only once clicked into; otherwise the page
    scrolls, and the wheel over the page takes the focus from a box (typed into, then passed
    over as the page scrolls, it turned). For every spin box and combo box under ``page``, now and at the call."""
    scroller = page.findChild(_WheelScrollsPage) or _WheelScrollsPage(page)
    for box in page.findChildren(QAbstractSpinBox) + page.findChildren(QComboBox):
        # (focus by a click or Tab, not by the wheel: Qt gives a box with wheel focus the focus on
        # the first notch, before any filter sees it, and the box then turned with the wheel)
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.installEventFilter(scroller)
    for area in page.findChildren(QAbstractScrollArea):
        if area.viewport() is not None:
            area.viewport().installEventFilter(scroller)


#: the height of a window manager's title bar, where the window does not say yet (not framed)
TITLE = 32


def place_on_screen(dialog: QWidget) -> None:
    """Move ``dialog`` (a window) so that all of it, its title bar too, is inside the available
    area of its screen; one taller than that is made shorter (every long dialog's content
    scrolls, :func:`fit_dialog`). Oh Hell!'s New Game dialog, as tall as the screen allowed,
    opened at the very top of a 1366x768 screen, over the menu bar, its title bar off the
    screen, so that it could not be moved (s27 t1 #6)."""
    if not shiboken6.isValid(dialog) or not dialog.isWindow() or not dialog.isVisible():
        return
    area = available_area(dialog.parentWidget() or dialog)
    geo, frame = dialog.geometry(), dialog.frameGeometry()
    title = geo.top() - frame.top() if frame.top() < geo.top() else TITLE
    side = geo.left() - frame.left()
    room = area.height() - title - side
    if geo.height() > room:
        dialog.resize(geo.width(), max(room, dialog.minimumHeight()))
        geo = dialog.geometry()
    top = max(area.top() + title, min(geo.top(), area.bottom() + 1 - side - geo.height()))
    left = max(area.left() + side, min(geo.left(), area.right() + 1 - side - geo.width()))
    top = _clear_of_status_line(dialog, area, top, left, title, side)
    geo = dialog.geometry()
    if (top, left) != (geo.top(), geo.left()):
        # (a window's position is its frame's: the frame known so far, none before it is framed)
        dialog.move(left - side, top - (geo.top() - frame.top()))


def status_line_rect(widget: QWidget) -> QRect | None:
    """The main window's status line under ``widget`` (a dialog over the window, or over a
    dialog over it, or the window), in screen coordinates; None when it is hidden or there is none."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QMainWindow, QStatusBar

    owner: QWidget | None = widget
    while owner is not None and not isinstance(owner, QMainWindow):
        owner = owner.parentWidget()
    if owner is None or not owner.isVisible():
        return None
    # (not ``statusBar()``, which makes one for a window that has none)
    bar = owner.findChild(QStatusBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if bar is None or not bar.isVisible():
        return None
    return QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())


def _clear_of_status_line(dialog: QWidget, area: QRect, top: int, left: int, title: int, side: int) -> int:
    """The top for ``dialog`` (its client area at ``top``, ``left``) such that it does not end
    part of the way down the window's status line: a dialog as tall as the screen allows ended a
    few pixels into it, and under its buttons stood the lower halves of the line's letters (the
    "g", "," and "y" of "Pick a game to start, or carry on a saved one.", s34 t3 #2). It moves up
    where there is room above it, else it ends above the line (shorter: its page scrolls), else,
    too short to shrink, it covers the line whole. ``dialog`` may be resized here."""
    line = status_line_rect(dialog)
    if line is None:
        return top
    bottom = top + dialog.height() + side  # the first row under the dialog's frame
    if bottom <= line.top() or bottom >= line.bottom() + 1:
        return top
    if left + dialog.width() + side <= line.left() or left - side >= line.right() + 1:
        return top
    up = min(bottom - line.top(), max(0, top - (area.top() + title)))
    top, bottom = top - up, bottom - up
    over = bottom - line.top()
    if over > 0:
        least = max(dialog.minimumHeight(), dialog.minimumSizeHint().height())
        if dialog.height() - over >= least:
            dialog.resize(dialog.width(), dialog.height() - over)
        else:  # down over the whole line, as far as the screen allows
            dialog.resize(dialog.width(), min(dialog.height() + line.bottom() + 1 - bottom,
                                              area.bottom() + 1 - side - top))
    return top


class _PlacedOnShow(QObject):
    """Places its dialog on the screen, whole (:func:`place_on_screen`), when it shows, and once
    more when the window manager has framed it."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(obj, QWidget) and obj.isWindow():
            from PySide6.QtCore import QTimer

            place_on_screen(obj)
            QTimer.singleShot(0, obj, lambda d=obj: place_on_screen(d))
        return False


def keep_on_screen(dialog: QWidget) -> None:
    """Every time ``dialog`` shows, it is placed whole on its screen (installed once)."""
    if dialog.findChild(_PlacedOnShow) is None:
        dialog.installEventFilter(_PlacedOnShow(dialog))


def _window_focused(window) -> None:
    """Any dialog of the app that takes the focus is placed whole on the screen (those not
    fitted by :func:`fit_dialog` too: a message box, the blank score sheets)."""
    if window is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible() and widget.windowHandle() is window:
            if isinstance(widget, QFileDialog) and not widget.property("fitted_to_columns"):
                fit_file_dialog(widget)
            place_on_screen(widget)
            return


#: a saved game's file name as Save As suggests it and the saves folder holds them, the longest
SAMPLE_FILE = "hand_and_foot-20261201-181209-7e6c.json.bak"


def fit_file_dialog(dialog: QFileDialog) -> None:
    """Qt's own Open and Save dialog (where the desktop offers none of its own) wide enough for
    its columns at the app's text size: the name of a saved game's file, its size, its type and
    the date. At its own size, with text scaled 2x on a 2560x1440 screen, it cut the names
    ("crazy_eights-202…203841-fbc0.json"), the type ("JSO…ent") and the column "Date Modifi…"
    (s32 t2 #11). At most its screen's width; as tall as two thirds of the screen."""
    from PySide6.QtCore import QDateTime, QLocale
    from PySide6.QtWidgets import QTreeView

    dialog.setProperty("fitted_to_columns", True)
    tree = dialog.findChild(QTreeView)
    if tree is None:
        return
    fm = tree.fontMetrics()
    header = tree.header()
    folder = dialog.directory().absolutePath()
    try:
        import os

        names = sorted(os.listdir(folder), key=len)[-200:]
    except OSError:
        names = []
    longest = max([fm.horizontalAdvance(n) for n in names if len(n) <= 60] + [fm.horizontalAdvance(SAMPLE_FILE)])
    icon = tree.iconSize().width() if tree.iconSize().width() > 0 else fm.height()
    date = QLocale.system().toString(QDateTime.currentDateTime(), QLocale.FormatType.ShortFormat)
    samples = ["", "999.99 KiB", "JSON Document", date + "  "]
    pad = 3 * fm.horizontalAdvance("M")
    widths = [longest + icon + pad] + [fm.horizontalAdvance(t) + pad for t in samples[1:]]
    model = header.model()
    for k in range(min(header.count(), len(widths))):
        title = model.headerData(k, Qt.Orientation.Horizontal) if model is not None else ""
        need = max(widths[k], fm.horizontalAdvance(str(title or "")) + pad + fm.height())  # (and the sort arrow)
        header.resizeSection(k, need)
    area = available_area(dialog.parentWidget() or dialog)
    columns = sum(header.sectionSize(k) for k in range(header.count()))
    bar = tree.style().pixelMetric(tree.style().PixelMetric.PM_ScrollBarExtent)
    around = max(0, dialog.width() - tree.viewport().width())  # the side bar, frames and margins
    width = min(area.width() - 16, max(dialog.width(), columns + around + bar + 4))
    height = min(area.height() - FRAME, max(dialog.height(), area.height() * 2 // 3))
    dialog.resize(width, height)


def keep_dialogs_on_screen() -> None:
    """Watch the app's windows taking the focus (:func:`_window_focused`; connected once)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication) or app.property("dialogs_kept_on_screen"):
        return
    app.setProperty("dialogs_kept_on_screen", True)
    app.focusWindowChanged.connect(_window_focused)


def show_focus(area: QAbstractScrollArea) -> None:
    """A page of text that scrolls (Keyboard Shortcuts, the rules) shows when it has the keys:
    its frame turns the colour of a chosen thing, thicker. It had the focus as it opened, with
    nothing to say so, the Close button under it looking the one with the focus (as the
    default button): Shift+Tab went to Close, and Page Down then scrolled nothing (s34 t3 #4)."""
    px = QApplication.font().pixelSize()
    pen = max(2, round(px / 7)) if px > 0 else 2
    kind = area.metaObject().className()
    area.setStyleSheet(f"{kind} {{ border: {pen}px solid palette(mid); }} "
                       f"{kind}:focus {{ border: {pen}px solid palette(highlight); }}")


class HelpPage(QDialog):
    """A Help page (Keyboard Shortcuts, About): rich text in a page that scrolls, and a Close
    button that stays in sight. It was a message box, as tall as its text: on a 1024x600 screen
    the list of shortcuts ran off the bottom, its last rows and its Close button out of reach,
    with nothing to scroll (s30 t2 #3). Sized by :func:`fit_dialog` to the screen it opens on."""

    def __init__(self, parent: QWidget | None, title: str, html: str, width: int = 640):
        from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout

        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.label = QLabel(html)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        page = QWidget()
        QVBoxLayout(page).addWidget(self.label)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(page)
        show_focus(scroll)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        fit_dialog(self, scroll, width, least=0)

    def text(self) -> str:
        """The page's text, as a message box's ``text()`` gives it."""
        return self.label.text()
