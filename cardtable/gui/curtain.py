"""Overlays on the table: the pass-and-play hand-off curtain and the game-over panel.

While the curtain is up the table is built from ``view(state, None)``, so no hand is face up at
all. Only the curtain's own button ("I'm Anna: show my cards", "show my tiles" in a domino game),
clicked or pressed with Enter or Space, reveals the hand of the player whose turn it is. A press
anywhere else on the curtain does nothing, and so does a press on the button in the first
:data:`GUARD_S` seconds after the curtain appeared: the second and third press of a double- or
triple-click that played a card, pressed "Deal" or "Continue", land on the curtain and must never
show the next player's hand. Nor does a press that is part of a stream of presses and keys (one
every :data:`PAUSE_S` seconds or faster, anywhere in the window: :class:`InputPause`): an
impatient player clicking on while a computer moved, or pressing Space "to continue", went on
past the guard and showed the next person's hand. A press counts once the hands have stopped, or
when the one press before it was a lone click on the curtain's background after a pause and it
comes no quicker than a double-click's second press (:meth:`InputPause.after_aside`).
From the keyboard only the next person's own key lifts it, the initial of their name
(:func:`own_key`: "I'm Ben: show my cards" lifts at B): Enter and Space, at any pace, only say
which key does (:data:`KEYS_LIFT`).
"""

from __future__ import annotations

import re
import time
from typing import Callable

import shiboken6
from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, Qt, Signal
from PySide6 import QtGui
from PySide6.QtGui import QAction, QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDockWidget, QGridLayout, QHBoxLayout, QLabel,
                               QMenu, QMenuBar, QMessageBox, QPushButton, QVBoxLayout,
                               QWidget)

from ..core.words import plural
from .dialogs import L, nested, shortcut_free, take_all
from .font_measures import measures

#: presses on the curtain's button this soon after the curtain appeared are ignored (seconds)
GUARD_S = 0.5
#: and Enter or Space this soon, on a button they press (a question's on the curtain, the result
#: panel's): longer, since the keyboard is on the button from the moment it shows and a person
#: who presses Enter again "to confirm" does it within a second (a tester's second Enter 0.65 s
#: after "Pass to Cleo" showed Cleo's hand to Ben). (The hand-off's own button takes no Enter:
#: :data:`KEYS_LIFT`.)
KEY_GUARD_S = 3.0
#: and only after this long with no press or key at all: the one who just played, pressing Enter
#: again "to see if it took", 1.5 s after his move, answered for nobody what the curtain asked
#: (s38 t4 #1, where it lifted the hand-off's curtain too). Someone who presses sooner is told,
#: by name, how long to wait (:meth:`Curtain.hurried_words`).
KEY_PAUSE_S = 3.0
#: whether Enter and Space lift the hand-off curtain (by :data:`KEY_GUARD_S` and
#: :data:`KEY_PAUSE_S`). They do not: no wait tells the one who just played, pressing Enter once
#: more "to see if it took" 3.5 s after his move with nothing between, from the next person
#: taking over the laptop, and every wait was passed at some pace (Enter every 2.3 s, s38 t5). From
#: the keyboard only the next person's own key lifts it, the initial of their name (:func:`own_key`),
#: which nobody presses out of habit; Enter or Space says which key it is ("Ben: press B to see
#: your cards, or click the button"). (Tests about other things set it, as they zero the waits.)
KEYS_LIFT = False
#: the key that lifts the curtain for a person whose name has no letter or digit of a keyboard
#: (:func:`own_key`): Y, for "yes, it's me"
FALLBACK_KEY = "Y"
#: a press on a guarded button counts only when no other press or key came in the last this many
#: seconds, anywhere in the window: a stream of clicks every 0.3-0.4 s that began before the
#: curtain rose, and went on, passed the guard and showed Cleo's hand to Anna; at 0.6 s a stream of
#: Enter or Space every 0.55-0.6 s (two presses a second, easily done by an impatient child) still
#: did. A person who takes over the laptop has stopped for longer than this before their first
#: press (the laptop changes hands), and one who has not is told to wait a moment.
PAUSE_S = 1.2
#: the presses of a stream that was going on when the table came to a person (no curtain between:
#: :meth:`TableView.hand_over`, :meth:`TableView.hold_keys`) are the rest of it for this long from
#: then, however they go on; after it, one no quicker than a double press's second
#: (:data:`ANSWER_GAP_S`) is the person's own and acts, the stream paused or not: she has had the
#: table before her that long. Held for as long as the stream went on, Enter pressed on 0.2 to
#: 0.9 s apart was refused at every press for 80 s, each refused press making the stream go on
#: (s47 t1 #1). A burst, a held key's repeats, a double-click's second press stay held.
STREAM_HELD_S = 3.5
#: a message box takes a press of the stream that asked for it once it has been up this long
#: (:func:`click_counts`): read by then, and the press on its button meant for it
ANSWER_SETTLED_S = 1.5
#: and when the press comes this long after the one before it: longer than a double-click's
#: second press (a quarter to half a second) or a held key's repeats
ANSWER_GAP_S = 0.5
#: Undo or Redo pressed this long after the press before it counts at a hand-over
#: (:meth:`InputPause.spaced`): a person taking back moves one by one presses about once a
#: second; a double press or a held key's repeats (and the wait before the first) are quicker
SPACED_S = 0.8
#: a press this soon after the click on a question's button that closed the question (the
#: window system's double-click interval: None), and after each press so eaten, acts on nothing
#: (:meth:`InputPause.closed`; tests may set 0)
CLOSED_S: float | None = None
#: whether :class:`InputPause` also measures the gap between two presses by the window system's
#: times of them (when each was made), not only by when each is handled: a table busy for a
#: second and a half with the computer's last move (a machine under load) handled the presses
#: made meanwhile, 0.3 s apart, all at once after it, the first "after a pause", and they rolled,
#: set aside a 5 and stopped for Anna before she saw the dice (s46 t2 #1). (Tests turn it off:
#: the test tool stamps its clicks half a second apart, whatever the test's own clock says.)
WINDOW_TIMES = True


def own_key(name: str) -> str:
    """The key that lifts the hand-off curtain for ``name``, as the words write it: the first
    letter or digit of the name, accents left off ("Zoë": Z, "Émile": E, "2nd": 2), else
    :data:`FALLBACK_KEY`. A key of the person's own, never Enter or Space: those the one who just
    played presses again out of habit, at any pace (:data:`KEYS_LIFT`). Two people with one
    initial at a table get keys apart (:func:`own_keys`)."""
    import unicodedata

    for ch in unicodedata.normalize("NFKD", name):
        up = ch.upper()
        if len(up) == 1 and ("A" <= up <= "Z" or "0" <= up <= "9"):
            return up
    return FALLBACK_KEY


def _keys_of(name: str) -> list[str]:
    """The letters and digits of ``name`` as keys, in order, each once, accents left off."""
    import unicodedata

    keys: list[str] = []
    for ch in unicodedata.normalize("NFKD", name):
        up = ch.upper()
        if len(up) == 1 and ("A" <= up <= "Z" or "0" <= up <= "9") and up not in keys:
            keys.append(up)
    return keys


def own_keys(names: list[str], people: list[bool] | None = None) -> list[str]:
    """The curtain's key of each seat (``people``: which seats are people; a computer's is ""),
    one no other person at the table has: Ben and Bella both had B, and Ben, pressing B right after
    his move, lifted Bella's curtain and saw her hand (s39 t4 F2). The initial (:func:`own_key`)
    where nobody else's is the same; where initials clash, the first letter of the name (in
    order) no other person's key is, seat by seat; failing that a digit. Decided by the players
    alone: the same keys after a save is opened again."""
    people = list(people) if people is not None else [True] * len(names)
    seats = [i for i, name in enumerate(names) if i < len(people) and people[i]]
    firsts = {i: own_key(names[i]) for i in seats}
    keys = [""] * len(names)
    for i in seats:
        if sum(firsts[j] == firsts[i] for j in seats) == 1:
            keys[i] = firsts[i]
    used = {k for k in keys if k}
    for i in seats:
        if keys[i]:
            continue
        spare = [k for k in _keys_of(names[i]) + list("123456789") if k not in used]
        keys[i] = spare[0] if spare else FALLBACK_KEY  # (nine digits: more people than any game seats)
        used.add(keys[i])
    return keys


def closed_interval() -> float:
    """Seconds after a click that closed a question during which the next presses are the rest of
    it (:data:`CLOSED_S`, else the double-click interval of the window system)."""
    if CLOSED_S is not None:
        return CLOSED_S
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.styleHints().mouseDoubleClickInterval() / 1000


class InputPause(QObject):
    """Watches every mouse press and key press in the application (an event filter on it) and
    tells whether the press being handled now came after a pause (:data:`PAUSE_S`) or in a
    stream. Its clock is :class:`GuardedButton`'s (a test's clock replaces both)."""

    #: sightings of one press this close together are the same press (Qt hands a press to each
    #: widget it passes through, and the window's before the widget's)
    SAME_S = 0.01

    #: a new press or key counted (once, before any widget handles it): a note of the last press
    #: refused goes with it (MainWindow: "Too quick after the last press" stays until then)
    counted = Signal()

    def __init__(self):
        super().__init__()
        #: asked about every key (a key press, and a menu's key offered as a shortcut) once it is
        #: counted, whatever widget it goes to, and about every menu item chosen with the mouse
        #: (the release of the press on it, :func:`menu_item_chosen`): one that answers True
        #: swallows it
        #: (:meth:`TableView.guard_keys`). Asked here, not by a filter of their own: a filter
        #: installed later is asked first, and a key it swallowed would never count
        self.key_guards: list[Callable[[QObject, QEvent], bool]] = []
        #: the key that has just lifted a curtain (its person's own, :meth:`GuardedButton.owns`),
        #: while it is held: its repeats are nobody's key (:meth:`mute_held`)
        self.held_key: int | None = None
        #: the keys that only show or hide a panel (the game log's Ctrl+L, the score sheet's
        #: Ctrl+T), as :meth:`QKeySequence.toString` writes them: no press on anything, they
        #: start no stream (:meth:`quiet`)
        self.quiet_keys: set[str] = set()
        #: the keys of menu items that play no move and show nothing hidden (Back to Start's
        #: Ctrl+Home, the rules page's F1), written as :attr:`quiet_keys`: counted as any key, but
        #: the hand-over never swallows them, nor their items clicked (:meth:`free`)
        self.free_keys: set[str] = set()
        #: menu items whose keys do nothing while the item is greyed out (Redo with nothing left
        #: to redo): such a key is then no press (:meth:`quiet`)
        self.idle_actions: list[QAction] = []
        #: the keys of menu items each press of which is a step of its own (Undo's Ctrl+Z, Redo's),
        #: written as :attr:`quiet_keys`: one a moment after the press before it is no rest of a
        #: stream at a hand-over (:meth:`spaced`)
        self.spaced_keys: set[str] = set()
        #: how many presses and keys were counted so far (never reset): whether any came between
        #: two moments (the window's computers moving between a person's turns: any press then
        #: begins a stream that must not act for her when her turn comes back)
        self.count = 0
        #: whether the latest press was a key (not the mouse): the keyboard is in use, and the
        #: table puts its keys' focus on the first thing to use after each move
        #: (``DragController.land_focus``)
        self.keys = False
        self.reset()

    def reset(self) -> None:
        """As if nothing had been pressed yet."""
        self.last = float("-inf")  # when the latest press or key came
        #: when the latest press that can press something came: a mouse press, or a key of the
        #: table's (Enter, Space, Tab, the arrows, Escape), not a command's key (:func:`command_key`)
        self.pressed = float("-inf")
        #: how long before it the one before it came (before a mouse press or a table's key, the
        #: one before it of those: :attr:`pressed`)
        self.gap = float("inf")
        #: the same before a mouse press or a table's key, a command's keys left out (:meth:`press_paused`)
        self.press_gap = float("inf")
        #: the window system's times (ms) of the latest press or key that had one, and of the
        #: latest such mouse press or table's key (0: none): :meth:`_made_gap`
        self.stamp = 0
        self.pressed_stamp = 0
        self.stream = 0  # which stream of presses goes on: one more at each press after a pause
        #: the window system's time (ms) of the latest release of the left button, and whether
        #: it closed a question (:meth:`closed`): the presses soon after it act on nothing
        self.released_ms: int | None = None
        self.closing = False
        self.eating = False  # a press eaten so (:meth:`closed`): its moves and release go too
        #: the stream in which a table button last took a press, and its name: the rest of that
        #: stream on the same button is someone pressing on (a stepper's "+" three times)
        self.took: tuple[int, str] = (-1, "")
        #: the stream that a stepper's counted press began (:meth:`looked`): the person is at the table
        self.looking = -1
        #: :attr:`count` at the latest lone press on an overlay's background (:meth:`aside`), and
        #: the overlay (-1, None: none)
        self.beside: tuple[int, QWidget | None] = (-1, None)
        #: the latest run of presses away from the table and its curtain (in a menu, another
        #: window, a pane beside the table, a free key such as F1) that began after a pause:
        #: :attr:`count` at its last press (-1: none), whether that press was a key, and the
        #: press last looked at (:meth:`_mark`)
        self.apart: tuple[int, bool] = (-1, False)
        self.marked = -1

    def aside(self, overlay: QWidget) -> None:
        """The press being handled landed on ``overlay``'s background (the curtain's dark felt,
        its words), where it does nothing: if it came after a pause, it is a person at the
        laptop, not the rest of a stream (:meth:`after_aside`)."""
        if self.paused():
            self.beside = (self.count, overlay)

    def after_aside(self, overlay: QWidget) -> bool:
        """Is the press or key being handled the first after a lone press on ``overlay``'s
        background that came after a pause (:meth:`aside`), and no quicker after it than the
        second press of a double-click or a held key's repeat (:data:`ANSWER_GAP_S`, the window
        system's double-click interval)? Such a press counts on the overlay's buttons as one
        after a pause (:meth:`GuardedButton.armed`): Ben clicked the curtain once, then "I'm Ben:
        show my cards" a second later, and was told "Too quick after the last press" (s36). A
        double or triple click on the background, a stream of clicks there, the button pressed
        again after a refused press: none is a lone press, and the stream rule stands."""
        count, where = self.beside
        return where is overlay and count == self.count - 1 and not self.double_press()

    def _mark(self, obj: QObject, event: QEvent) -> None:
        """The press or key being handled, seen on its widget ``obj`` (the first sighting of it on
        a widget): a press away from the table (:meth:`_away`) after a pause begins a run of
        them, and one right after such a run goes on with it (:meth:`after_apart`)."""
        if self.marked == self.count or not isinstance(obj, QWidget) or not shiboken6.isValid(obj):
            return
        self.marked = self.count
        last, _key = self.apart
        if self._away(obj, event) and (self.paused() or last == self.count - 1):
            self.apart = (self.count, event.type() in (QEvent.KeyPress, QEvent.ShortcutOverride))

    def _away(self, obj: QWidget, event: QEvent) -> bool:
        """Is this press or key away from the table and its curtain: in a menu or the menu bar,
        in a window of its own (the rules page), in a pane beside the table (the game log, the
        score sheet, their close buttons), or a free key (F1: :attr:`free_keys`)?"""
        if event.type() in (QEvent.KeyPress, QEvent.ShortcutOverride) and self.free(obj, event):
            return True
        if in_popup(obj) or isinstance(obj, QMenuBar) or isinstance(obj.window(), (QMenuBar, QDialog)):
            return True
        widget: QWidget | None = obj
        while widget is not None:
            if isinstance(widget, QDockWidget):
                return True
            widget = widget.parentWidget()
        return False

    def after_apart(self, own_key: bool = False) -> bool:
        """Is the click being handled the first after a run of presses away from the table that
        began after a pause (:meth:`_mark`): F1 and Escape, or a click on the rules page's Close;
        a menu opened and closed with Escape; the game log's pane closed with its ×? Such a
        click counts on a guarded button as one after a pause: "I'm Cleo: show my cards" clicked
        half a second after the rules page was closed with Escape, or a menu was, said "Too quick
        after the last press" (s38 t2, t3, t4 #6). Not a key (Enter and Space on the curtain keep
        their longer rule), and after a click in the run not as quick as a double-click's second
        press (the click that closed a window lands on what it uncovers). A stream of presses
        that began on the table never begins such a run: its first press came in the stream."""
        last, key = self.apart
        if own_key:
            # the curtain's own key (a letter nobody presses by habit) right after such a run:
            # no rest of a double-click, whatever closed the window (A half a second after the
            # rules page's Close was clicked said "Too quick after the last press", s42 t2 #5)
            return last == self.count - 1
        return not self.keys and last == self.count - 1 and (key or not self.double_press())

    def double_press(self) -> bool:
        """Did the press or key being handled come as quick after the one before it as the second
        press of a double-click, or a held key's repeat (quicker than :data:`ANSWER_GAP_S`, or the
        window system's double-click interval where that is longer)? Such a press is the rest of
        the one before it, never one meant on its own; one no quicker is someone pressing again."""
        return self.gap < max(ANSWER_GAP_S, closed_interval())

    def closed(self) -> None:
        """The click being handled (the release of the left button) has just closed a question,
        a curtain or a window of buttons: its button pressed, the question went (10 Dime Rummy's
        "Ben passes the joker by" answered "Nobody buys it: Ben draws"). A press that follows
        within the double-click interval (:func:`closed_interval`), and each one after it as quick,
        is the rest of that click (a double or triple click), never a press on what came up in
        the question's place: it acts on nothing, its moves and release with it. The second
        press of a double-click on the question's button discarded a card of Ben's table, which
        came back under the pointer (s32 t3 #1); the guards of a table handed over and of a
        curtain's button do not see it (the table is the same person's, no curtain came). Measured
        on the window system's times of the presses, not when they are handled: the answer may
        take a while to draw, and the second press waits for it meanwhile."""
        if self.released_ms is not None:
            self.closing = True

    def _eats(self, event: QEvent) -> bool:
        """Is this mouse event the rest of a click that closed a question (:meth:`closed`)?"""
        kind = event.type()
        if kind in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick):
            if not self.closing or self.released_ms is None:
                return False
            gap = (event.timestamp() - self.released_ms) / 1000
            if not 0 <= gap < closed_interval():
                self.closing = False
                return False
            self.eating = True
            event.accept()
            return True
        if kind == QEvent.MouseMove:
            return self.eating and bool(event.buttons())
        if kind == QEvent.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            if self.eating:  # (and the next press as quick after this release goes too)
                self.released_ms, self.eating = event.timestamp(), False
                event.accept()
                return True
            if event.timestamp() != self.released_ms:  # (not the same release seen again on its way)
                # a new click: it closes what it closes (:meth:`closed`)
                self.released_ms, self.closing = event.timestamp(), False
        return False

    def mute_held(self, key: int) -> None:
        """``key`` has just lifted a curtain: its auto-repeats, while it is held, do nothing.
        Hugo's own key is H, which is also Hint: held a moment, it lifted his curtain and its
        repeats asked for a hint (s40 t1 F1). Let go (or pressed afresh), it is a key again."""
        self.held_key = key

    def _held_repeat(self, event: QEvent) -> bool:
        """Is ``event`` a repeat of the key that lifted a curtain, still held (swallowed)?"""
        kind = event.type()
        if kind not in (QEvent.KeyPress, QEvent.ShortcutOverride, QEvent.KeyRelease) \
                or event.key() != self.held_key:  # type: ignore[attr-defined]
            return False
        if not event.isAutoRepeat():  # type: ignore[attr-defined]
            if kind != QEvent.ShortcutOverride:  # (let go, or a fresh press: a key again)
                self.held_key = None
            return False
        event.accept()  # (a shortcut override accepted: no menu item's shortcut fires)
        return True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # (a key is offered as a shortcut before it comes as a key press: a menu's key, which
        # never comes as a key press, is a key of the stream too; the two are the same key)
        kind = event.type()
        if self.held_key is not None and self._held_repeat(event):
            return True
        if kind not in _INPUT_EVENTS:
            # (every event of the application passes here, paints and timers the most: one set
            # look-up for them, where the tuples below cost a turn's worth of time in a game; a
            # held key's release was looked at just above)
            return False
        if kind in (QEvent.KeyPress, QEvent.ShortcutOverride) and self.quiet(event):
            return False
        if kind in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick, QEvent.MouseButtonRelease,
                    QEvent.MouseMove) and self._eats(event):
            if kind != QEvent.MouseMove:
                self._count(stamp=event.timestamp())
            return True
        if kind in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick, QEvent.KeyPress, QEvent.ShortcutOverride):
            # (the curtain's own key, B for "I'm Ben: show my cards", presses its button: a press,
            # not a command's key, whose stream the table's new buttons are still in)
            self._count(kind != QEvent.MouseButtonPress and kind != QEvent.MouseButtonDblClick and command_key(event)
                        and not (isinstance(obj, GuardedButton) and obj.owns(event)), event.timestamp())
            self.keys = kind in (QEvent.KeyPress, QEvent.ShortcutOverride)
            self._mark(obj, event)
            if kind in (QEvent.KeyPress, QEvent.ShortcutOverride):
                return any(guard(obj, event) for guard in list(self.key_guards))
        elif kind == QEvent.MouseButtonRelease and menu_item_chosen(obj, event) is not None:
            # a menu's item chosen with the mouse (it acts on the release of the press on it):
            # guarded as its key would be, Help > Hint clicked in Anna's stream asked Ben's hint
            return any(guard(obj, event) for guard in list(self.key_guards))
        return False

    def quiet(self, event: QEvent) -> bool:
        """Is this key (a key press, or a key offered as a shortcut) no press at all: a Ctrl or
        Shift held for a key to come, a key that only shows or hides a panel (:attr:`quiet_keys`),
        or a greyed-out item's key, which does nothing (:meth:`_idle`),
        nobody's move and nothing of a hand? Ctrl+L twice at "Pass to Anna" made her click on
        "show my cards" half a second later "Too quick after the last press" (s32 t1 #3). Not
        guarded either: the game log and the score sheet show only what the whole table sees."""
        key = event.key()  # type: ignore[attr-defined]
        if key in MODIFIER_KEYS:
            return True
        if not self.quiet_keys and not self.idle_actions:
            return False
        from PySide6.QtGui import QKeySequence

        mods = event.modifiers() & ~Qt.KeypadModifier  # type: ignore[attr-defined]
        combo = QKeySequence(event.keyCombination().key().value | mods.value)  # type: ignore[attr-defined]
        return combo.toString() in self.quiet_keys or self._idle(combo)

    def _idle(self, combo: QtGui.QKeySequence) -> bool:
        """Is ``combo`` (a QKeySequence) the key of a greyed-out item of :attr:`idle_actions`,
        which does nothing? Ctrl+Y pressed on after the last move was redone said "Too quick
        after the last press: wait a moment, then press Ctrl+Y once." with nothing left to redo,
        and one pressed a second before Ben's B at his curtain made B the rest of a stream (s46
        t2 #2): it did nothing, so it is no press, never refused and never counted."""
        self.idle_actions = [a for a in self.idle_actions if shiboken6.isValid(a)]  # (windows closed)
        return any(not a.isEnabled() and combo in a.shortcuts() for a in self.idle_actions)

    def free(self, obj: QObject, event: QEvent) -> bool:
        """Is this key (a key press, or a key offered as a shortcut), or this menu item chosen with
        the mouse, one of :attr:`free_keys`? Ctrl+Home pressed a second after a held Enter lifted
        the curtain did nothing and said nothing (s37 t4): leaving the table for the start screen
        (the game saved, the curtain up again on Continue) and the rules page play no move and
        show no card, whoever presses them."""
        if not self.free_keys:
            return False
        from PySide6.QtGui import QKeySequence

        if event.type() == QEvent.MouseButtonRelease:
            action = menu_item_chosen(obj, event)
            return action is not None and any(k.toString() in self.free_keys for k in action.shortcuts())
        mods = event.modifiers() & ~Qt.KeypadModifier  # type: ignore[attr-defined]
        combo = event.keyCombination().key().value | mods.value  # type: ignore[attr-defined]
        return QKeySequence(combo).toString() in self.free_keys

    def spaced(self, obj: QObject, event: QEvent) -> bool:
        """Is this key (or this menu item chosen with the mouse) one of :attr:`spaced_keys`,
        pressed afresh :data:`SPACED_S` after the press before it? Each Undo hands the table back
        to the one whose move it took back, and that hand-over took Ctrl+Z pressed again a
        second later for the rest of the last person's stream: three presses a second apart
        undid once (s38 t3). Undo only takes back (the curtain comes for whoever's move it took
        back); a double press or a held Ctrl+Z is still one press."""
        if not self.spaced_keys or self.gap < SPACED_S:
            return False
        if event.type() == QEvent.MouseButtonRelease:
            action = menu_item_chosen(obj, event)
            return action is not None and any(k.toString() in self.spaced_keys for k in action.shortcuts())
        if event.isAutoRepeat():  # type: ignore[attr-defined]
            return False
        from PySide6.QtGui import QKeySequence

        mods = event.modifiers() & ~Qt.KeypadModifier  # type: ignore[attr-defined]
        combo = event.keyCombination().key().value | mods.value  # type: ignore[attr-defined]
        return QKeySequence(combo).toString() in self.spaced_keys

    def _count(self, command: bool = False, stamp: int = 0) -> None:
        """The press or key being handled, counted in the stream of presses (once: it is seen
        by each widget it passes through). The stream, the curtain and the result panel go by
        every press and key before it (:attr:`gap`). The table's own buttons judge a mouse press
        or a table's key by the presses of those kinds only, a ``command``'s keys
        (:func:`command_key`: H for a hint) left out (:attr:`press_gap`): H pressed, the hint
        read and its button clicked a second later was refused, "too quick" (s36 t1 #1)."""
        count = self.count
        self._count_one(command, stamp)
        if self.count != count:
            self.counted.emit()

    def _count_one(self, command: bool, stamp: int = 0) -> None:
        now = GuardedButton.clock()
        if now < self.last:  # (a clock put back: a test's own)
            self.gap = self.press_gap = float("inf")
            self.last = now
            if not command:
                self.pressed = now
            self.count += 1
        elif not self._same_press(now, stamp):
            # Both gaps: the curtain's and the result panel's buttons, and the stream, go by
            # every press and key (H or any letter pressed on and on, then a click on "show my
            # cards", was a stream: review s36 #1); only the table's own buttons by the presses
            # of their own kinds (:meth:`press_paused`)
            made = self._made_gap(stamp, self.stamp)
            self.gap = min(now - self.last, made)
            self.press_gap = self.gap if command else min(now - self.pressed, self._made_gap(stamp, self.pressed_stamp))
            self.last = now
            if not command:
                self.pressed = now
            self.count += 1
            if self.paused():
                self.stream += 1
        else:
            return  # (the same press, seen again on its way)
        if stamp:
            self.stamp = stamp
            if not command:
                self.pressed_stamp = stamp

    def _same_press(self, now: float, stamp: int) -> bool:
        """Is the press or key being handled (at ``now``; made at the window system's time
        ``stamp``, 0: not known) the one counted last, seen again on its way? By the window
        system's times where both have one (:data:`WINDOW_TIMES`): presses made apart while the
        table was busy are handled a few milliseconds apart, each a press of the stream; else
        by :data:`SAME_S`."""
        if WINDOW_TIMES and stamp and self.stamp:
            return stamp == self.stamp
        return now - self.last <= self.SAME_S

    @staticmethod
    def _made_gap(stamp: int, before: int) -> float:
        """How long before the press being handled (made at the window system's time ``stamp``,
        ms) the press ``before`` was made, by the window system's clock (:data:`WINDOW_TIMES`);
        infinity where either has no time (0), or the times run backwards (a clock wrapped).
        The gap between two presses is never longer than this, however long the table was busy
        between handling them: the presses of a stream made while it drew the computer's move
        wait, then come all together, the first of them seemingly after a pause. Only ever
        shortens a gap (it is the smaller of the two), so a window system's odd times never let
        a stream through."""
        if not (WINDOW_TIMES and stamp and before) or stamp < before:
            return float("inf")
        return (stamp - before) / 1000

    def looked(self) -> None:
        """The press being handled, on a stepper's "-" or "+" (which makes no move and only
        changes the number on the button beside), counted (:meth:`ButtonItem.refusal`: by the
        table's buttons' rule, never in the stream that lifted the curtain): the person is
        evidently looking at the table. The presses after it, however quick, are a stream of
        their own (:attr:`looking`), never the rest of the one that was going on when the
        table's buttons appeared: on the stepper they count at once ("+" three times 0.3 s
        apart, then "Bid 3", counted nothing: s34 #1), and the bid's button takes them as it
        takes a stream begun after it appeared. Nothing steps or presses the bid for her
        unseen: Enter on and on from the curtain's button, the keys on "+", stepped Cleo's bid
        up at each Enter while a step counted at once, and ended the stream (s34 note)."""
        if self.looking != self.stream:
            if not self.paused():  # (after a pause it began a stream of its own already)
                self.stream += 1
            self.looking = self.stream

    def paused(self) -> bool:
        """Did the press or key being handled come after a pause (rather than in a stream)?"""
        return self.gap >= PAUSE_S

    def press_paused(self) -> bool:
        """Did the mouse press or table's key being handled come after a pause from the presses of
        those kinds before it, a command's keys in between left out (:meth:`_count`)? The table's
        own buttons ask this: H pressed, the hint read and its button clicked a second later."""
        return self.press_gap >= PAUSE_S

    def rushed(self, since: int) -> bool:
        """Is the press or key being handled part of a stream that was already going on when
        something appeared (``since``: :attr:`stream` then)? Such a press is the rest of what
        the last person did, never a press on the new thing: the table's new buttons (a click
        or a key, wherever the press before it was) and the table passed to the next person
        with no curtain ask this
        (a stream that began after they appeared is someone pressing on, a stepper's "+" three
        times); the curtain, where nobody has reason to press twice, refuses every press in a
        stream (:meth:`paused`)."""
        return not self.paused() and self.stream == since


#: the keys named in words of their own (the rest as the keyboard's shortcuts name them: "H", "Ctrl+Z")
KEY_NAMES = {Qt.Key_Space: "Space", Qt.Key_Return: "Enter", Qt.Key_Enter: "Enter", Qt.Key_Tab: "Tab",
             Qt.Key_Backtab: "Shift+Tab", Qt.Key_Escape: "Escape", Qt.Key_Left: "the left arrow",
             Qt.Key_Right: "the right arrow", Qt.Key_Up: "the up arrow", Qt.Key_Down: "the down arrow"}

#: keys pressed only to go with another (Ctrl for Ctrl+Z): nothing to name on their own
MODIFIER_KEYS = frozenset({Qt.Key_Shift, Qt.Key_Control, Qt.Key_Alt, Qt.Key_AltGr, Qt.Key_Meta, Qt.Key_Super_L,
                           Qt.Key_Super_R, Qt.Key_CapsLock, Qt.Key_NumLock})

#: keys that only move the keyboard's ring over the table (or a menu's highlight), at any pace: they
#: choose, play and show nothing, so the guards of a hand-over never hold them (only the key that
#: acts after them, Enter or Space, is the rest of a stream or not). A keyboard player crossing a
#: hand with the right arrow twice a second was told "Too quick after the last press" at each
#: press (s45 t1 #1)
FOCUS_KEYS = frozenset({Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down})


#: the events :class:`InputPause` looks at: the mouse's buttons and moves, keys
_INPUT_EVENTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress,
                           QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove})


def command_key(event) -> bool:
    """Is the key of ``event`` (a key press, or a key offered as a shortcut) a command's (H for a
    hint, Ctrl+Z, a menu's letter), none of the keys that press a button or move the keyboard's
    focus on the table (Enter, Space, Tab, the arrows, Escape: :data:`KEY_NAMES`)?"""
    return event.key() not in KEY_NAMES


def key_name(event) -> str:
    """The name of the key of ``event`` (a key press) as :func:`hurried_words` says it: "Space",
    "Enter", "the right arrow", "H", "Ctrl+Z"."""
    key = event.key()
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    from PySide6.QtGui import QKeySequence

    mods = event.modifiers() & ~Qt.KeypadModifier
    return QKeySequence(event.keyCombination().key().value | mods.value).toString(QKeySequence.NativeText) or "the key"


def _types_text(widget: QObject) -> bool:
    """Is ``widget`` a box that letters are typed in (a line or text box, an editable list)?"""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

    if isinstance(widget, (QLineEdit, QAbstractSpinBox)):
        return True
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly()
    return isinstance(widget, QComboBox) and widget.isEditable()


def in_popup(widget: QWidget) -> bool:
    """Is ``widget`` a menu (or in one): a window of its own that pops up over the one it was
    opened from and takes the keys until it closes?"""
    return widget.window().windowType() == Qt.WindowType.Popup


def menu_key(widget: QWidget) -> bool:
    """Is a key sent to ``widget`` a menu's: typed while a menu (or any popup) is open, or in the
    menu bar? Every key typed then is the menu's, and a menu hands the keys it has no use for
    (Space, a letter of no item) on to the menu bar it was opened from: such a key is nobody's
    press on the table or on the curtain. Space in the Edit menu at "Pass to Cleo" lifted the
    curtain behind the open menu and showed Cleo's hand (the curtain took the menu bar's Space
    for its button's)."""
    return (QApplication.activePopupWidget() is not None or in_popup(widget)
            or isinstance(widget, QMenuBar) or isinstance(widget.window(), QMenuBar))


def menu_item_chosen(obj: QObject, event: QEvent) -> QAction | None:
    """The item of a menu that the mouse release ``event`` on ``obj`` chooses (a menu acts on
    the release of the press on its item), None where it chooses none (not a menu, a separator,
    a submenu, an item greyed out)."""
    if not isinstance(obj, QMenu):
        return None
    action = obj.actionAt(event.position().toPoint())
    if action is None or action.isSeparator() or action.menu() is not None or not action.isEnabled():
        return None
    return action


def in_window(widget: QWidget, window: QWidget) -> bool:
    """Is ``widget`` in ``window``, or in a dock of it floating in a window of its own (the score
    sheet, the game log), or in a menu opened from it (the menu bar's, a submenu of one)? Keys
    typed there are the table window's, for the hand-over's rules: in a menu opened with the
    mouse, Anna's Enter on Help > Hint in her stream asked a hint for Ben, and its H (the item's
    letter) did too."""
    top = widget.window()
    while top is not window and (isinstance(top, QDockWidget) or in_popup(top)) and top.parentWidget() is not None:
        top = top.parentWidget().window()
    return top is window


class AfterPause(QObject):
    """A question that only a press after a pause answers: a key or click in the stream of
    presses going on when it was asked for (:meth:`InputPause.rushed`, the rule of the table's
    new buttons) does nothing on it. The damaged save's question took the second Enter of a
    quick double Enter on the saved game's row as its answer, and nobody saw it (s33 t4 #5); a
    held Enter or the second click of a double-click answered any other message box as unseen.
    Used as ``with AfterPause(): ...`` around running a dialog (:func:`~cardtable.gui.dialogs.run_modal`,
    for every message box the app runs): the first dialog that shows meanwhile is the one asked
    (a message box is guarded; a dialog of another kind, typed and clicked in on purpose, is not)."""

    def __init__(self):
        super().__init__()
        self.since = input_pause().stream  # (the stream going on when the question was asked for)
        self.dialog: QMessageBox | None = None  # the message box guarded, once shown
        self.shown_at = float("inf")
        self.told: str | None = None  # the box's own informative text, once a press was refused
        self._shown = _FirstDialogShown(self.guard)

    def rushed(self) -> bool:
        """Is the press or key being handled no answer (:func:`click_counts`)?"""
        return not click_counts(GuardedButton.clock() - self.shown_at, 0.0, self.since)

    def _key(self, obj: QObject, event: QEvent) -> bool:
        if not (event.type() == QEvent.KeyPress and self.dialog is not None and isinstance(obj, QWidget)
                and shiboken6.isValid(self.dialog) and in_window(obj, self.dialog) and self.rushed()):
            return False
        self.say(key_name(event))
        return True

    def guard(self, dialog: QWidget) -> None:
        """Guard ``dialog``'s buttons and keys if it is a message box."""
        if not isinstance(dialog, QMessageBox):
            return
        self.dialog = dialog
        self.shown_at = GuardedButton.clock()
        for button in dialog.findChildren(QAbstractButton):
            button.installEventFilter(self)  # (asked after InputPause has counted the press)

    def say(self, key: str = "") -> None:
        """A press or key refused: the box says why under its own words, as the table's status
        line does (presses a second apart were all swallowed and nothing said so, s34 t4 #7)."""
        box = self.dialog
        if box is None or not shiboken6.isValid(box):
            return
        if self.told is None:
            self.told = box.informativeText()
        words = hurried_words(key)
        if not self.told:
            box.setInformativeText(words)
        elif QtGui.Qt.mightBeRichText(self.told):  # (QtGui's Qt has it, QtCore's not)
            import html

            box.setInformativeText(f"{self.told}<p>{html.escape(words)}</p>")
        else:
            box.setInformativeText(f"{self.told}\n\n{words}")

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick) and self.rushed():
            event.accept()
            self.say()
            return True
        return False

    def __enter__(self) -> "AfterPause":
        input_pause().key_guards.append(self._key)
        QApplication.instance().installEventFilter(self._shown)
        return self

    def __exit__(self, *exc) -> None:
        QApplication.instance().removeEventFilter(self._shown)
        input_pause().key_guards.remove(self._key)
        if self.dialog is not None and shiboken6.isValid(self.dialog):
            for button in self.dialog.findChildren(QAbstractButton):
                button.removeEventFilter(self)
        self.dialog = None


class _FirstDialogShown(QObject):
    """Hands the first dialog window shown to ``then`` (an application's event filter, while a
    dialog is run: the one it runs is the first to show; one that dialog opens in turn is run
    through :func:`~cardtable.gui.dialogs.run_modal` itself)."""

    def __init__(self, then: Callable[[QWidget], None]):
        super().__init__()
        self.then: Callable[[QWidget], None] | None = then

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self.then is not None and event.type() == QEvent.Show and isinstance(obj, QDialog) and obj.isWindow():
            then, self.then = self.then, None
            QApplication.instance().removeEventFilter(self)  # (its work done: no more events through Python)
            then(obj)
        return False


#: how every note of a press refused only for coming in a stream begins (:func:`hurried_words`,
#: a call out of turn's): the status line says it until the next press or move (MainWindow)
HURRIED = "Too quick after the last press"


def hurried_words(key: str = "", why: str = "") -> str:
    """What a press refused only for coming in a stream tells whoever means it (the curtain's
    button and the table's buttons alike). ``key``: the name of the key pressed (:func:`key_name`:
    "Space", "Enter", "H"), "" for a click: the note names what the person used (a Space-bar user was told
    "then press Enter once"). ``why``: a sentence saying why this press is too quick, where the
    press before it was not the person's fault ("your hand has only just been shown")."""
    then = f"{f'press {key}' if key else 'click'} once."
    return f"{HURRIED}: {why}. Wait a moment, then {then}" if why else f"{HURRIED}: wait a moment, then {then}"


_pause: InputPause | None = None


def input_pause() -> InputPause:
    """The application's one :class:`InputPause` (watching from the first call on)."""
    global _pause
    if _pause is None:
        from PySide6.QtWidgets import QApplication

        _pause = InputPause()
        QApplication.instance().installEventFilter(_pause)
    return _pause


def wrap_words(words: list[str], fm: QFontMetrics, width: int) -> list[str]:
    """``words`` set in lines at most ``width`` pixels wide, as many on a line as fit (a word
    wider than ``width`` on a line of its own)."""
    lines: list[str] = []
    for word in words:
        if lines and fm.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def narrowest(words: list[str], fm: QFontMetrics, width: int) -> int:
    """The narrowest width that sets ``words`` in as few lines as ``width`` does."""
    lines = len(wrap_words(words, fm, width))
    lo = max(fm.horizontalAdvance(word) for word in words)
    hi = width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap_words(words, fm, mid)) <= lines:
            hi = mid
        else:
            lo = mid + 1
    return hi


def balanced(text: str, fm: QFontMetrics, width: int) -> str:
    """``text`` broken into lines at one width for the whole block, each paragraph (a line of
    ``text``) in as few lines as at ``width``: the narrowest width that still takes no more
    lines for any of them (the widest paragraph that fits on a line, else the narrowest width
    of the one wrapped, :func:`narrowest`). Each paragraph was balanced to its own narrowest
    width: the curtain's "Cleo plays the Penitent (6 of Suns and / Wyrms) at the right end of
    the main line." broke after 45 characters over a line of 60 that ran on whole (s44 t1 #5).
    A paragraph whose last line would be short at that width (under a third of it: "trump."
    alone, Oh Hell!'s curtain) is set a little narrower, as little as gives it a last line
    that long, never narrower than its own narrowest width (so never on more lines)."""
    paragraphs = [para.split() for para in text.split("\n")]
    block = 0  # the one width the block wraps at
    for words in paragraphs:
        if words:
            whole = fm.horizontalAdvance(" ".join(words))
            block = max(block, whole if whole <= width else narrowest(words, fm, width))
    out = []
    for para, words in zip(text.split("\n"), paragraphs):
        lines = wrap_words(words, fm, block) if words else []
        if len(lines) > 1 and fm.horizontalAdvance(lines[-1]) * 3 < block:
            least = narrowest(words, fm, block)
            at = block
            # (narrower in small steps: the first width that leaves a long last line)
            step = max(2, (block - least) // 48)
            while at > least and fm.horizontalAdvance(lines[-1]) * 3 < block:
                at = max(least, at - step)
                lines = wrap_words(words, fm, at)
        out.append("\n".join(lines) if len(lines) > 1 else para)
    return "\n".join(out)


def balanced_in(text: str, font: QFont, width: int) -> str:
    """:func:`balanced` in ``font``, each text and width worked out once (:mod:`.font_measures`:
    the curtain's words are fitted again at every hand-off, every resize and every step of its
    squeeze, :meth:`Curtain._squeeze`, :meth:`Overlay.fits`, mostly the same words at the same
    sizes, and the search for the narrowest width sets the same first words on a line at every
    width it tries, each measured once too)."""
    measured = measures(font)
    return measured.kept(("balanced", text, width),
                         lambda: balanced(text, measured, width))  # type: ignore[arg-type]


def text_height(font: QFont, width: int, flags: int, text: str) -> int:
    """How high ``text`` is in ``font`` set in lines ``width`` wide by ``flags``, worked out once."""
    return measures(font).height(width, flags, text)


class BalancedLabel(QLabel):
    """A centred message whose long lines wrap into lines of even length (:func:`balanced`),
    again whenever its width changes. ``text()`` is the message as given; the breaks are only
    in :meth:`shown_text`."""

    def __init__(self, text: str, parent: QWidget):
        super().__init__(parent)
        self._text = text
        self._width = -1
        super().setText(text)

    def text(self) -> str:  # type: ignore[override]
        return self._text

    def shown_text(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:  # type: ignore[override]
        self._text = text
        self._width = -1
        self._balance()

    def setWordWrap(self, on: bool) -> None:  # type: ignore[override]
        super().setWordWrap(on)
        self._width = -1
        self._balance()

    def setFont(self, font) -> None:  # type: ignore[override]
        super().setFont(font)
        self._width = -1
        self._balance()

    def _balance(self, width: int | None = None) -> None:
        room = self.contentsRect().width() if width is None else width
        # (a little short of the room: Qt's own line breaking must not break a line again)
        room = max(40, room - 4)
        if not self.wordWrap():  # (a line never wrapped: a name and a score on the result panel)
            if super().text() != self._text:
                super().setText(self._text)
        elif room != self._width:
            self._width = room
            super().setText(balanced_in(self._text, self.font(), room))

    def balance_for(self, width: int) -> None:
        """Balanced for ``width`` before the label is laid out at it (the curtain measures its
        message before it shows)."""
        self._balance(width)

    def heightForWidth(self, width: int) -> int:
        """As high as the message balanced for ``width`` (not as set for the width it has now:
        before it is first laid out a label is 100 pixels wide, and its message on many lines
        made the curtain's words reach down over its button for a moment)."""
        if not self.wordWrap() or not self._text:
            return super().heightForWidth(width)
        m = self.contentsMargins()
        inner = max(1, width - m.left() - m.right())
        font = self.font()
        text = balanced_in(self._text, font, max(40, inner - 4))
        flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
        return text_height(font, inner, flags, text) + m.top() + m.bottom()

    def line_rects(self) -> list[tuple[str, QRect]]:
        """Each line shown (a blank one too) and where its words lie in the label: centred, the
        block of them in the middle of its height (what a note placed over the label covers of
        its words, not the felt either side of them)."""
        fm = QFontMetrics(self.font())
        lines = self.shown_text().split("\n")
        step = fm.lineSpacing()
        inner = self.contentsRect()
        top = inner.top() + (inner.height() - step * len(lines)) // 2
        out = []
        for k, line in enumerate(lines):
            wide = min(inner.width(), fm.horizontalAdvance(line))
            out.append((line, QRect(inner.left() + (inner.width() - wide) // 2, top + k * step, wide, step)))
        return out

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._balance()


class Overlay(QWidget):
    """A widget that covers its parent completely and follows its size. Its words and buttons
    are laid out in the part of it the window shows (:meth:`shown_rect`)."""

    def __init__(self, parent: QWidget, shade: QColor):
        super().__init__(parent)
        self.shade = shade
        self._margins: QMargins | None = None  # its layout's own (the room around the shown part)
        self._watched: list[QWidget] = []
        self.setAttribute(Qt.WA_StyledBackground, False)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Resize:
            if obj is self.parent():
                self.setGeometry(self.parent().rect())
                self.scale_text()
            elif obj in self._watched and self._fit_to_shown():
                self.scale_text()  # (the words and buttons fitted to the room shown now)
        return False

    def shown_rect(self) -> QRect:
        """The part of the overlay the window shows: its own rectangle less what its ancestors
        cut off. A window made narrower than its least width (a window manager lets it be, or
        there is none) keeps the table at its least width, cut off at the right by the page it
        sits in, the score sheet beside it: the curtain's words and button, centred on the
        whole table, were cut there ("Pass to Ann", "I'm Anna: show my ca", s31 t1 #6)."""
        rect, widget, offset = self.rect(), self, QPoint(0, 0)
        while not widget.isWindow() and widget.parentWidget() is not None:
            offset += widget.pos()
            widget = widget.parentWidget()
            rect = rect.intersected(widget.rect().translated(-offset))
        return rect if rect.width() > 0 and rect.height() > 0 else self.rect()

    def shown_width(self) -> int:
        """The width its words and buttons have: the part shown less the layout's own margins."""
        margins = self._margins if self._margins is not None else QMargins(0, 0, 0, 0)
        return self.shown_rect().width() - margins.left() - margins.right()

    def _fit_to_shown(self) -> bool:
        """The layout's margins widened by the parts of the overlay the window does not show, so
        everything in it is laid out in the part shown; True when they changed. The ancestors'
        sizes are watched from then on (a page narrower than the table does not resize it)."""
        widget = self.parentWidget()
        while widget is not None and not widget.isWindow():
            widget = widget.parentWidget()
            if widget is not None and widget not in self._watched:
                widget.installEventFilter(self)
                self._watched.append(widget)
        lay = self.layout()
        if lay is None:
            return False
        if self._margins is None:
            self._margins = lay.contentsMargins()
        own, shown = self._margins, self.shown_rect()
        want = QMargins(own.left() + shown.x(), own.top() + shown.y(),
                        own.right() + self.width() - shown.x() - shown.width(),
                        own.bottom() + self.height() - shown.y() - shown.height())
        if lay.contentsMargins() == want:
            return False
        lay.setContentsMargins(want)
        return True

    def row_buttons(self) -> list[QPushButton]:
        """The buttons side by side in its row of buttons (sized together to fit across)."""
        return []

    def button_style(self, px: int) -> str:
        """The buttons' style: their words at ``px``, or smaller, then with less padding, where
        the row of buttons would not fit across the part shown (a long name on the curtain's
        button, a window cut narrow, the result panel's three at the window's least width:
        "ook at the tabl"), down to 11 px."""
        row = self.row_buttons()
        room = self.shown_width()

        def fits(size: int, small: bool) -> bool:
            return sum(button_width(b, size, small) for b in row) + 20 * (len(row) - 1) <= room

        if not row or fits(px, False):
            return button_style(px)
        for small, least in ((False, min(px, 14)), (True, 11)):
            for size in range(px, least - 1, -1):
                if fits(size, small):
                    return button_style(size, small)
        return button_style(11, small=True)

    # Presses on the overlay itself are taken here, so none reaches the table underneath.
    def mousePressEvent(self, event) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            input_pause().aside(self)  # (its buttons' next press may count: InputPause.after_aside)

    def mouseReleaseEvent(self, event) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.shade)

    def _captioned_box(self, top: int, spacing: int, inner: L) -> tuple[QWidget, QLabel, L]:
        """A box of its own under the curtain's words: a caption line over ``inner`` (a row or
        grid, centred), ``top`` px below what is above it (the calls' buttons, the cards a doubt
        turned up)."""
        widget = QWidget(self)
        widget.setStyleSheet("background: transparent;")
        column = QVBoxLayout(widget)
        column.setContentsMargins(0, top, 0, 0)
        column.setSpacing(spacing)
        caption = self._big("", 16, bold=False)
        column.addWidget(caption)
        # (layouts nested while empty: PySide keeps wrappers of the items of a layout nested full)
        centred = nested(column, QHBoxLayout())
        centred.addStretch()
        nested(centred, inner)
        centred.addStretch()
        return widget, caption, inner

    def _big(self, text: str, px: int, bold: bool = True) -> QLabel:
        label = BalancedLabel(text, self)
        label.setTextFormat(Qt.PlainText)  # names are text, never markup
        label.base_px = px  # scaled with the window (see scale_text)
        f = label.font()
        f.setPixelSize(px)
        f.setBold(bold)
        label.setFont(f)
        label.setAlignment(Qt.AlignCenter)
        label.setWordWrap(True)
        label.setStyleSheet("color: #f6f1de; background: transparent;")
        return label

    def _button(self, text: str, cls=None) -> QPushButton:
        button = (cls or QPushButton)(text, self)
        button.setStyleSheet(button_style(20))
        button.setCursor(Qt.PointingHandCursor)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        return button

    def scale_text(self) -> None:
        """Text sized to the table: the base sizes are for a 768-pixel-high window; the buttons'
        smaller where they would not fit across (:meth:`button_style`)."""
        self._fit_to_shown()
        factor = max(1.0, self.height() / 700)
        for label in self.findChildren(QLabel):
            if getattr(label, "base_px", None):
                self.set_px(label, getattr(label, "scale", 1.0))
        style = self.button_style(int(20 * factor))
        for button in self.findChildren(QPushButton):
            restyle(button, style)

    def fits(self) -> bool:
        """Does everything in it fit, whole, in the part shown (its layout's margins are widened
        by the rest, :meth:`_fit_to_shown`)? Where it does not, the layout squeezes the labels
        and their words are cut: at the window's least size the curtain's title cut through the
        recap under it, the result panel lost "wins!" and the end of its note (s31 t4 #6, #7)."""
        lay = self.layout()
        if lay is None:
            return True
        lay.invalidate()
        need = lay.totalHeightForWidth(self.width()) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        return need <= self.height()

    def set_px(self, label: QLabel, scale: float) -> None:
        """``label``'s words at ``scale`` of their size for this window (:meth:`scale_text`)."""
        label.scale = scale
        px = max(11, int(label.base_px * max(1.0, self.height() / 700) * scale))
        if label.font().pixelSize() != px:  # (a new font sets the words again)
            f = label.font()
            f.setPixelSize(px)
            label.setFont(f)

    def _stack(self, title: QLabel, body: QLabel, buttons: list[QPushButton], gap: int) -> None:
        """Title, body and a centred row of buttons, a little above the middle."""
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        lay.addWidget(title)
        lay.addSpacing(gap)
        lay.addWidget(body)
        lay.addSpacing(24)
        row = nested(lay, QHBoxLayout())
        row.setSpacing(0)  # (the 20 pixels between the buttons only: :meth:`button_style` counts them)
        row.addStretch()
        for i, button in enumerate(buttons):
            if i:
                row.addSpacing(20)
            row.addWidget(button)
        row.addStretch()
        lay.addStretch(3)


def restyle(widget: QWidget, sheet: str) -> None:
    """``widget`` styled with ``sheet``, unless it already is: a style sheet set, even the same
    one, has Qt work the widget's style and size out again (the curtain, shown at every turn, set
    its button's each time)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def button_style(px: int, small: bool = False) -> str:
    """The overlays' gold buttons (``small``: less padding, for one on the table). The focus
    ring is a border that is always there (transparent without focus), so showing it never moves
    or cuts the text."""
    pad_v, pad_h = (px // 3, px) if small else (max(12, px * 3 // 5), max(28, px * 7 // 5))
    return (
        f"QPushButton {{ background: #ffd54a; color: #2b2200; border: 4px solid transparent;"
        f" border-radius: {max(12, px * 3 // 5)}px; padding: {pad_v}px {pad_h}px; font-size: {px}px;"
        f" font-weight: bold; outline: none; }}"
        "QPushButton:hover { background: #ffe27a; }"
        "QPushButton:focus { border: 4px solid #ffffff; }"
    )


BUTTON_STYLE = button_style(20)


def button_width(button: QPushButton, px: int, small: bool = False) -> int:
    """How wide ``button`` is in :func:`button_style` (``px``, ``small``): its words in bold,
    the padding and the border."""
    font = QFont(button.font())
    font.setPixelSize(px)
    font.setBold(True)
    pad = px if small else max(28, px * 7 // 5)
    return measures(font).horizontalAdvance(button.text()) + 2 * pad + 2 * 4 + 2


def click_counts(age: float, guard: float, since: int | None = None, table: bool = False) -> bool:
    """Does a press on a button that has been up ``age`` seconds count, by the strict rule of the
    curtain's and the result panel's buttons and of the table's buttons that came up by
    themselves: not in its first ``guard`` seconds, and only after a pause (:meth:`InputPause.paused`),
    never in a stream of presses and keys, whether the stream began before the button appeared or
    after it (a family clicking on and on where the button comes up while the computers play).
    The one rule for all of them (:meth:`GuardedButton.armed`, ``ButtonItem.refusal``).

    A message box's answer (``since``: the stream going on when it was asked for,
    :class:`AfterPause`) is a press of another stream, or one that comes once the box has been up
    :data:`ANSWER_SETTLED_S` and :data:`ANSWER_GAP_S` after the press before it: someone who
    sees the box and clicks its button about once a second, seeing nothing happen, was never
    answered, each press keeping the stream going (s34 t4 #7). A held key (a repeat every few
    hundredths of a second) and a double-click's second press stay no answer."""
    pause = input_pause()
    if age < guard:
        return False
    if since is None:
        # (``table``: a table's own button, which a command's key before the click does not
        # hurry: :meth:`InputPause.press_paused`; a click right after a menu or window was closed,
        # the closing begun after a pause: :meth:`InputPause.after_apart`)
        return (pause.press_paused() if table else pause.paused()) or pause.after_apart()
    return not pause.rushed(since) or (age >= ANSWER_SETTLED_S and pause.gap >= ANSWER_GAP_S)


class GuardedButton(QPushButton):
    """The curtain's button: it takes a mouse press only when the curtain has been up for
    :data:`GUARD_S` seconds and the press began on it (a press that began before the curtain
    appeared is grabbed by the widget it began on and never reaches this button). A
    double-click event is never a press. Enter and Space wait longer (:data:`KEY_GUARD_S`; the keyboard
    sits on this button from the moment it shows, and a quick second Enter, meant for the card
    the first one dropped, lifted the curtain and showed the next person's hand to the one who
    had just played); a key held down since before the curtain appeared (auto-repeat) never
    works. And a press or key in a stream (:class:`InputPause`) never counts, however long the
    curtain has been up: only one after a pause does."""

    clock = staticmethod(time.monotonic)  # tests may replace it
    #: a press or key refused only for coming in a stream, the guard run out: whoever means it is
    #: told to wait a moment (pressing on at once, they were a stream too). Its argument is the
    #: key's name ("Space", "Enter"), "" for a click: the note names what the person used (a
    #: Space-bar user was told "then press Enter once")
    hurried = Signal(str)

    def __init__(self, text: str, parent: QWidget):
        super().__init__(text, parent)
        self.shown_at = float("-inf")
        #: the key that presses it instead of Enter and Space (:func:`own_key`: the hand-off
        #: curtain's, "B" for "I'm Ben: show my cards"), "" for none: Enter and Space press it
        self.own = ""
        #: when Enter or Space (or another key) last said which key is :attr:`own`: the count of
        #: presses then (:attr:`InputPause.count`), and whether it came after a pause
        self.told: tuple[int, bool] = (-1, False)
        #: the key (Qt's) that last pressed it by :attr:`own`: its auto-repeats and the rest of its
        #: stream then fall on the open table, where they are swallowed without a word
        #: (:meth:`TableView.guard_keys`; "Too quick ... press B once" stood over Bella's open
        #: hand, with no curtain to press B on, s39 t4 F1)
        self.lifted_by: int | None = None
        input_pause()

    def arm(self) -> None:
        self.shown_at = self.clock()

    def armed(self, key: bool = False, first_moments: bool = True) -> bool:
        """``first_moments``: refused in the button's first moments (:data:`GUARD_S`, or
        :data:`KEY_GUARD_S` for Enter and Space); not for its own key (:meth:`own_key_pressed`)."""
        age, guard = self.clock() - self.shown_at, KEY_GUARD_S if key else GUARD_S
        if not first_moments:
            guard = 0.0
        if key and input_pause().gap < KEY_PAUSE_S and not self.after_aside():
            return False
        return click_counts(age, guard) or (age >= guard and self.after_aside())

    def after_aside(self) -> bool:
        """Is the press being handled the first after a lone click on the background of the
        overlay this button is on (:meth:`InputPause.after_aside`)?"""
        overlay = self.parentWidget()
        while overlay is not None and not isinstance(overlay, Overlay):
            overlay = overlay.parentWidget()
        return overlay is not None and input_pause().after_aside(overlay)

    def _refused(self, key: str = "", say: bool = True, long: bool | None = None, own: bool = False) -> bool:
        """Is this press (or the key named ``key``) ignored? Said (:attr:`hurried`) when only
        the stream stops it. ``long``: by the longer rule of Enter and Space (by default for a
        key; the button's own key, :attr:`own`, goes by a click's rule). ``own``: the button's
        own key, which the first moments never stop, and whose refusal is always said."""
        if self.armed(bool(key) if long is None else long, first_moments=not own):
            return False
        # (a key refused in the key's longer guard is told too, from the click's: a press that
        # did nothing for three seconds said nothing, s38)
        if say and (own or self.clock() - self.shown_at >= GUARD_S):
            self.hurried.emit(key)
        return True

    def mousePressEvent(self, event) -> None:
        if self._refused(say=event.button() == Qt.MouseButton.LeftButton):
            event.accept()  # swallowed: too soon after the curtain appeared, or in a stream
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()  # the second press of a double-click is never a new press

    def mouseReleaseEvent(self, event) -> None:
        clicks = (event.button() == Qt.MouseButton.LeftButton and self.isDown()
                  and self.hitButton(event.position().toPoint()))
        super().mouseReleaseEvent(event)
        if clicks:
            # what it answered (a question, the curtain) is gone: the rest of a double-click acts
            # on nothing that came up in its place (InputPause.closed)
            input_pause().closed()

    def owns(self, event) -> bool:
        """Is the key of ``event`` (a key press, or a key offered as a shortcut) this button's own
        (:attr:`own`), with no Ctrl, Alt or Meta (those make a command of it)?"""
        mods = event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)
        return bool(self.own) and event.key() == ord(self.own) and mods == Qt.NoModifier

    def own_key_pressed(self, event) -> None:
        """The button's own key (:meth:`owns`): it presses the button by a click's rule (not in
        the first moments, nor in a stream: a child's hands running over the keys never press
        it); Enter or Space (or another letter) only say which key does (:attr:`hurried`, with
        that key's name), at any pace (:data:`KEYS_LIFT`)."""
        event.accept()
        if event.isAutoRepeat():
            return
        name = key_name(event)
        pause = input_pause()
        if self.owns(event):
            # Ben, told by his Enter after a pause which key is his, presses it a moment later:
            # his, as a click a moment after a lone click on the background is (a stream of
            # keys, and the second of a double press, are not)
            told, paused = self.told
            after_told = (paused and told == pause.count - 1 and not pause.double_press()
                          and self.clock() - self.shown_at >= GUARD_S)
            # The curtain's first moments wait for the rest of a double-click that made the last
            # move; a key is no such press, and a key of the last person's stream is refused by
            # the stream's rule. A, pressed a moment after "Pass to Anna" came up (nothing pressed
            # for a while before), did nothing and said nothing: H then said "Take over the
            # laptop first" (s41 t1 #4). Refused, it says so, whenever it comes.
            if after_told or pause.after_apart(own_key=True) \
                    or not self._refused(key=self.own, long=False, own=True):  # (Shift+B is B)
                self.lifted_by = event.key()
                input_pause().mute_held(event.key())  # (its repeats are no Hint: s40 t1 F1)
                self.click()
            return
        self.told = (pause.count, pause.paused())
        self.hurried.emit(name)

    def event(self, event) -> bool:
        if event.type() == QEvent.ShortcutOverride and self.owns(event) and not menu_key(self):
            event.accept()  # (its own key is its, not a menu's shortcut: "H" for Hal is not a hint)
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        if menu_key(self):
            event.accept()  # (a menu's key, handed on: never a press of this button)
            return
        if self.own and (self.owns(event) or (
                not KEYS_LIFT and event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space))
                or (not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)
                    and (Qt.Key_A <= event.key() <= Qt.Key_Z or Qt.Key_0 <= event.key() <= Qt.Key_9))):
            self.own_key_pressed(event)
            return
        if event.isAutoRepeat() or (event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)
                                    and self._refused(key=key_name(event))):
            event.accept()
            return
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            event.accept()
            self.click()
            return
        super().keyPressEvent(event)


class PanelButton(GuardedButton):
    """A game-over panel's button: guarded as the curtain's (not in the first moments, never
    auto-repeated). A click counts only after a pause, as on the curtain's button: no click in a
    stream of presses and keys ever presses it, whether the stream began before the panel
    appeared or on the panel itself. The buttons come up where the hand was, under the pointer
    of someone clicking on and on to hurry the computers: "Robo Rex wins!" came up and went at a
    click of hers, "Play again" dealing a new game, three games running (s33). A click a moment
    after her Enter on the panel ("Tab goes to the buttons...") went through: its stream began
    after the panel appeared, and only the stream going on then was refused.
    Keys refuse only the stream that was going on when the panel appeared
    (:meth:`InputPause.rushed`): Tab to a button and Enter, as quick as a person presses them
    after a pause, is one person choosing, while the rest of the keys that made the last move
    never presses "Play again" for nobody (and Enter on the panel itself presses no button)."""

    def arm(self) -> None:
        super().arm()
        self.armed_in = input_pause().stream

    def armed(self, key: bool = False, first_moments: bool = True) -> bool:
        if not key:
            return super().armed(first_moments=first_moments)
        return (self.clock() - self.shown_at >= KEY_GUARD_S
                and not input_pause().rushed(getattr(self, "armed_in", -1)))


#: the felt kept between a note over the curtain and its words, besides the note's own air (6 px)
WORDS_AIR = 8


class Curtain(Overlay):
    """ "Pass to Anna": hides every hand until the next player takes over."""

    revealed = Signal()
    called = Signal(int)  # the index of a call's button (:meth:`set_calls`) pressed
    hurried = Signal(str)  # :attr:`GuardedButton.hurried` of its button

    def hurried_words(self, key: str = "") -> str:
        """What a press refused on the curtain says: to the person it waits for, by name (the one
        who just played, pressing on, was told "wait a moment, then press Enter once", which
        invites him to lift it himself, s38 t4 #1)."""
        name = getattr(self, "_name", "")
        if not name:
            return hurried_words(key)
        own = self.button.own
        if own and key and key != own:
            # (Enter or Space, at any pace, or another's key: not Ben's own, and it says which
            # is; the one who just played, pressing Enter "to see if it took", reads that it did)
            return f"{name}: press {own} to see {self._seen()}, or click the button."
        if own:
            key = own if key else ""
        elif key and KEY_PAUSE_S >= 1:
            # (each key pressed meanwhile begins the wait again: "wait a moment" did not say how
            # long, and a person tapping Enter every second or two was refused for good, s38 t5)
            return (f"{HURRIED}: {name}, take your hands off the keys for {KEY_PAUSE_S:g} seconds, "
                    f"then press {key} once.")
        return f"{HURRIED}: {name}, wait a moment, then {f'press {key}' if key else 'click'} once."

    def _seen(self) -> str:
        """What lifting the curtain shows, as the words about its key say it: "your cards", "the
        question" (:meth:`show_for`'s ``shows``)."""
        return getattr(self, "_shows", "") or f"your {getattr(self, '_pieces', 'cards')}"

    def __init__(self, parent: QWidget):
        super().__init__(parent, QColor(12, 40, 26, 250))
        self.title = self._big("", 40)
        self.sub = self._big("", 20, bold=False)
        self.button = self._button("", GuardedButton)
        self.button.clicked.connect(self.reveal)
        self.button.hurried.connect(self.hurried)
        self._stack(self.title, self.sub, [self.button], gap=10)
        # Under the button, what other people may call out before the person behind the curtain
        # moves (10 Dime Rummy's "Ben buys it"): made here, where no card shows.
        self.calls_box, self.calls_line, self.calls_grid = self._captioned_box(18, 8, QGridLayout())
        self.calls_grid.setHorizontalSpacing(14)
        self.calls_grid.setVerticalSpacing(8)
        self.calls: list[GuardedButton] = []
        self._question: str | None = None  # the question asked (:meth:`ask`), else a hand-off
        lay = self.layout()
        lay.insertWidget(lay.count() - 1, self.calls_box)
        self.calls_box.hide()
        # Under the button and the calls, room for a note where none is free of the words
        # (:meth:`make_room`): hidden, no height, until a note needs it. (A blank widget, not a
        # spacer item: the curtain would hold a Python wrapper of an item its layout owns, which
        # test_layout_item_wrappers counts as left behind.)
        self.note_strip = QWidget(self)
        self.note_strip.hide()
        lay.insertWidget(lay.count() - 1, self.note_strip)
        self.note_room = 0
        # Under the recap, cards turned up for everyone by the last move (I Doubt It's doubt:
        # "the last set of cards played is revealed"), face up, so that the doubter and the one
        # doubted see them together before the laptop changes hands (they were only a sentence
        # here, and face up on the table once the next person had taken over)
        self.shown_box, self.shown_caption, self.shown_row = self._captioned_box(14, 6, QHBoxLayout())
        self.shown_row.setSpacing(8)
        self._shown: list[str] = []
        self._shown_labels: list[QLabel] = []
        lay.insertWidget(lay.indexOf(self.sub) + 1, self.shown_box)
        self.shown_box.hide()
        self.setAccessibleName("Hand-off curtain")
        from PySide6.QtWidgets import QApplication

        # While the curtain is up the keyboard stays on its button: a press on the table under
        # it (the rest of a double-click) must not take the focus, or Enter would not reveal.
        QApplication.instance().focusChanged.connect(self._focus_changed)
        input_pause().key_guards.append(self._key_beside)

    def _key_beside(self, obj: QObject, event: QEvent) -> bool:
        """Enter or Space typed with the keyboard beside the table (in the game log, in the score
        sheet floating in a window of its own) while the curtain is up are its button's, with
        its rule: in a stream they are refused and say why ("Too quick after the last press:
        ..."), after a pause they lift it. From the floating sheet a stream said nothing and the
        key after the pause did nothing (s30 t4 #8)."""
        import shiboken6

        if not shiboken6.isValid(self):
            input_pause().key_guards.remove(self._key_beside)
            return False
        if event.type() != QEvent.Type.KeyPress or not (
                event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)
                or (self.button.owns(event) and not _types_text(obj))):
            return False  # (the curtain's own key, typed in a box beside the table, is a letter there)
        view = self.parentWidget()
        if not self.isVisible() or view is None or not isinstance(obj, QWidget) or not shiboken6.isValid(obj):
            return False
        if obj is view or view.isAncestorOf(obj) or not self.button.isVisible() or not self.button.isEnabled():
            return False  # (the table's own keys: the curtain keeps them on its button)
        if menu_key(obj):
            return False  # (a menu's: its Enter chooses the item marked, its Space is nobody's)
        if not in_window(obj, view.window()):
            return False  # (a dialog's key)
        event.accept()
        if self.button.own and (self.button.owns(event) or not KEYS_LIFT):
            self.button.own_key_pressed(event)  # (Enter or Space: which key lifts it, said)
        elif not event.isAutoRepeat() and not self.button._refused(key=key_name(event)):
            self.button.click()
        return True

    def _focus_changed(self, old, new) -> None:
        try:
            visible = self.isVisible()
        except RuntimeError:  # the curtain is gone (its window closed)
            return
        if visible and new is not None and new is not self.button and self.parentWidget() is not None \
                and (new is self.parentWidget() or self.parentWidget().isAncestorOf(new)):
            self.button.setFocus()

    def show_for(self, name: str, note: str = "", pieces: str = "cards", notes: list[str] | None = None,
                 shown: list[str] | None = None, shown_caption: str = "", shows: str = "",
                 again: bool = False, partners: str = "", key: str = "", asked: str = "",
                 alone: bool = False) -> None:
        """``key``: the key that lifts it (:func:`own_keys`: distinct from every other person's at
        the table), by default the name's initial. ``pieces``: what the hand holds, as the game calls it ("tiles" in a domino game).
        ``notes``: what the person missed, a move a line, oldest first: the latest that the
        curtain has room for (:meth:`fit_notes`); ``note``: one such line. ``shown``: cards
        turned up for everyone, drawn face up under the notes, over ``shown_caption``.
        ``shows``: what lifting the curtain shows where it is not the person's hand ("the
        question to Cleo": PlayController.question_behind_curtain); the button then promises
        that, never cards (a save reopened on a question said "show my cards", and the cards
        stayed down), and nobody is asked to look away. ``again``: the one it waits for held the
        laptop last, only computers having moved since (PlayController.turn_again): nobody
        passes it, the title says "Anna's turn again" (everyone else is still asked to look away:
        someone else may have sat down meanwhile). ``partners``: whom the person plays with
        (:meth:`~cardtable.core.game.Game.partners`: "Dana"), said in a line of its own over "look
        away" ("Ben — you play with Dana."), so a family passing the laptop knows; "" in a
        game without sides. ``alone``: the person's partners sit out this hand
        (:meth:`~cardtable.core.game.Game.plays_alone`): "Cleo — you play alone this hand." in
        that line, never the partner who sits out (s47 t1 #8). ``asked``: the heading where a
        question waits for them rather than their turn to play (the game's ``asked_heading``:
        "Anna: doubt Robo Nell's “two 3s”?"), said instead of "Anna's turn again", which it is
        not (s46 t1 F3)."""
        self.set_shown(shown or [], shown_caption)
        if not (self.isVisible() and getattr(self, "_name", None) == name and self._question is None
                and getattr(self, "_shows", "") == shows):
            self.button.arm()  # (up already for the same person: the guard is not begun again)
            for call in self.calls:
                call.arm()
        self._question = None
        self.title.setText((asked or f"{name}'s turn again") if again else f"Pass to {name}")
        self._name = name
        self._shows = shows
        self._partners = partners
        self._alone = alone
        self._notes = list(notes) if notes is not None else ([note] if note else [])
        self._pieces = pieces
        words = f"I'm {name}: show {shows or f'my {pieces}'}"
        self.button.setText(shortcut_free(words))  # (a name's "&" shown, not a shortcut)
        self.button.setAccessibleName(words)
        self.button.own = key or own_key(name)
        self.button.lifted_by = None  # (a new curtain: no key has lifted it yet)
        self.button.setAccessibleDescription(f"Or press {self.button.own}.")
        self.scale_text()
        self.show()
        self.raise_()
        self.button.setFocus()
        # and again once the event that raised the curtain is done (a double-click on the table
        # hands the focus to the table after its handler has run)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._keep_focus)

    def ask(self, title: str, text: str, labels: list[str], nobody: str) -> None:
        """A question over the table, no hand showing, for whoever holds the laptop to answer
        for the one who calls aloud (10 Dime Rummy: "Anna passes the ace of clubs by" over "Ben
        buys it", "Cleo buys it"): the call buttons (:meth:`set_calls`, :attr:`called`) answer
        it, and the curtain's own button (:attr:`revealed`) is ``nobody``, as Enter. Every
        button is guarded, as the curtain's (the rest of the drag's clicks never answers)."""
        self._question = text
        self.set_shown([], "")
        self.title.setText(title)
        self.button.setText(shortcut_free(nobody))
        self.button.setAccessibleName(nobody)
        # (no hand shows after it, and nobody in particular answers: Enter presses it, by the
        # keys' waits, KEY_GUARD_S and KEY_PAUSE_S)
        self.button.own = ""
        self.button.setAccessibleDescription("")
        self.set_calls("", labels)
        self.button.arm()
        for call in self.calls:
            call.arm()
        self.scale_text()
        self.show()
        self.raise_()
        self.button.setFocus()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._keep_focus)

    def set_calls(self, line: str, labels: list[str]) -> None:
        """The buttons for what other people may call out now, under ``line`` (none: nothing
        shown). A button new to the curtain is guarded as the curtain's own (a press begun on the
        table before the curtain rose, the rest of a double-click, never calls); one already up
        keeps its guard."""
        labels = list(labels)
        self.calls_line.setText(line)
        self.calls_line.setVisible(bool(line))
        if [b.accessibleName() for b in self.calls] != labels:  # (the words, "&" single)
            for button in self.calls:
                button.hide()
                button.deleteLater()
            self.calls = []
            for i, text in enumerate(labels):
                button = GuardedButton(shortcut_free(text), self.calls_box)
                button.setCursor(Qt.PointingHandCursor)
                button.setAccessibleName(text)
                button.setFocusPolicy(Qt.NoFocus)  # Enter stays with "I'm Anna: show my cards"
                button.clicked.connect(lambda _checked=False, i=i: self.called.emit(i))
                button.arm()
                self.calls.append(button)
        self.calls_box.setVisible(bool(self.calls))
        self.scale_text()

    def set_shown(self, cards: list[str], caption: str) -> None:
        """The public cards shown face up on the curtain (none: the row is hidden). Only cards
        every seat may see come here (the caller takes them from the game's public part)."""
        self._shown = list(cards)
        self.shown_caption.setText(caption)
        self.shown_caption.setVisible(bool(caption))
        self._draw_shown()
        self.shown_box.setVisible(bool(self._shown))

    def _draw_shown(self) -> None:
        from .cards import card_painter

        for label in take_all(self.shown_row):
            label.hide()
            label.deleteLater()
        self._shown_labels = []
        if not self._shown:
            return
        width = 64 * max(1.0, self.height() / 700)
        room = max(200, self.shown_width() - 60)
        width = min(width, (room - 8 * (len(self._shown) - 1)) / len(self._shown))
        dpr = self.devicePixelRatioF()
        for code in self._shown:
            face = QLabel(self.shown_box)
            face.setPixmap(card_painter().pixmap(code, width, dpr))
            face.setAccessibleName(code)
            face.card_code = code  # type: ignore[attr-defined]
            self.shown_row.addWidget(face)
            self._shown_labels.append(face)

    def shown_faces(self) -> list[str]:
        """The card codes drawn face up on the curtain (for tests)."""
        if self.shown_box.isHidden():
            return []
        return [w.card_code for w in getattr(self, "_shown_labels", [])]

    def _arrange_calls(self) -> None:
        """The call buttons in as many columns as fit across the curtain (six players' buys in
        one row ran off a 1024-pixel window)."""
        for button in self.calls:
            self.calls_grid.removeWidget(button)
        if not self.calls:
            return
        room = self.shown_width() - 20
        gap = self.calls_grid.horizontalSpacing()
        widest = max(b.sizeHint().width() for b in self.calls)
        columns = max(1, min(len(self.calls), (room + gap) // max(1, widest + gap)))
        for i, button in enumerate(self.calls):
            self.calls_grid.addWidget(button, i // columns, i % columns)
            button.show()

    def scale_text(self) -> None:
        super().scale_text()
        factor = max(1.0, self.height() / 700)
        for button in getattr(self, "calls", ()):
            restyle(button, button_style(int(17 * factor), small=True))
        if hasattr(self, "calls"):
            self._arrange_calls()
        if getattr(self, "_shown", None):
            self._draw_shown()  # (sized to the curtain)
        if hasattr(self, "_notes") or getattr(self, "_question", None) is not None:
            self._squeeze()  # (its first step sets the words: they were set here too, then again)

    #: what gives way, in turn, where the curtain's words do not fit the part of the window shown
    #: (the window at its least size, a long name): the title's size, then the recap of the
    #: moves missed (its latest moves; then only where they are, the game log; then nothing),
    #: then the words' own size. "Pass to Anna", "look away" and the button stay whole.
    SQUEEZE = ((1.0, "moves", 1.0), (0.8, "moves", 1.0), (0.65, "moves", 1.0), (0.65, "log", 1.0),
               (0.55, "log", 1.0), (0.55, "", 1.0), (0.5, "", 0.85), (0.45, "", 0.75), (0.4, "", 0.65))

    def _squeeze(self) -> None:
        for title, recap, words in self.SQUEEZE:
            self.set_px(self.title, title)
            self.set_px(self.sub, words)
            self.sub.setText(self.body_text(recap))
            if self.fits():
                return

    def body_text(self, recap: str = "moves") -> str:
        """The recap of the moves missed, then "Everyone else, look away. Anna, click when you
        are ready." (the notes are fitted to the room the curtain has now). ``recap``: "moves",
        the latest moves; "log", only where they are (the game log); "": none."""
        if self._question is not None:
            return self._question
        ready = f"{self._name}, click or press {self.button.own} when you are ready."
        if getattr(self, "_shows", ""):  # (no hand shows after it: nobody need look away)
            tail = f"The question comes up with every hand face down. {ready}"
        else:
            tail = f"Everyone else, look away. {ready}"
        if getattr(self, "_alone", False):  # (a lone hand: the partner sits out)
            tail = f"{self._name} — you play alone this hand.\n{tail}"
        elif getattr(self, "_partners", ""):  # (a line of its own, with the words every hand-off says)
            tail = f"{self._name} — you play with {self._partners}.\n{tail}"
        notes = self._notes if recap else []
        if recap == "log" and notes:
            told = ("The last move is" if len(notes) == 1 else f"The last {len(notes)} moves are")
            text = f"({told} in the game log, Ctrl+L)"
        else:
            text = self.fit_notes(notes, tail)
        return (text + "\n\n" if text else "") + tail

    def fit_notes(self, notes: list[str], tail: str) -> str:
        """The latest ``notes`` that fit on the curtain above its button, one a line (a long one
        wraps), after a line that says how many earlier ones are left out and where they are
        (a bare ellipsis was a riddle). Cut by the room on the screen: a fixed budget of 320
        characters and six lines showed Fast Track's last two moves, each a long sentence, and
        left out the board moves before them with half the curtain empty."""
        if not notes:
            return ""
        lay = self.layout()
        m = lay.contentsMargins()
        width = max(100, self.width() - m.left() - m.right())
        font = self.sub.font()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)

        def high(text: str) -> int:
            return text_height(font, width, flags, text)

        self.button.ensurePolished()
        # the title, the gaps and the button; a little air above and below (the stretches)
        air = max(16, self.height() // 20)
        room = (self.height() - m.top() - m.bottom() - 2 * air - self.title.heightForWidth(width)
                - 10 - 24 - self.button.sizeHint().height() - high("\n\n" + tail))
        if self.calls:
            room -= self.calls_box.sizeHint().height() + lay.spacing()
        room -= getattr(self, "note_room", 0)  # (a note's strip: :meth:`make_room`)
        if getattr(self, "_shown", None):
            room -= self.shown_box.sizeHint().height() + lay.spacing()
        # (the same notes in the same room and words: fitted as last time; a hand-off fits its
        # notes three or four times, the words set before the curtain shows and at each step of
        # :meth:`_squeeze`, and once more for the curtain's calls, :meth:`set_calls`)
        known = (tuple(notes), tail, font, width, room)
        fitted = getattr(self, "_fitted", {})
        if known in fitted:
            return fitted[known]
        # the same move told again and again, one after another, on one line with how many times
        # ("Zoë discards a card out of play. (4 times)": 500 Rummy's four discards read as four
        # lines alike, s37 t3); the moves left to the log are still counted one by one
        runs: list[list] = []
        for note in notes:
            if runs and runs[-1][0] == note:
                runs[-1][1] += 1
            else:
                runs.append([note, 1])
        merged = [note if n == 1 else f"{note} ({n} times)" for note, n in runs]
        kept: list[str] = []
        told = 0  # the moves the kept lines tell
        for (_, n), note in zip(reversed(runs), reversed(merged)):
            left = len(notes) - told - n
            lines = [note] + kept
            if left:
                lines.insert(0, f"({plural(left, 'earlier move')} in the game log, Ctrl+L)")
            if kept and high("\n".join(lines)) > room:
                break
            kept.insert(0, note)
            told += n
        left = len(notes) - told
        head = [f"({plural(left, 'earlier move')} in the game log, Ctrl+L)"] if left else []
        if len(kept) == 1 and high("\n".join(head + kept)) > room:
            # one note too long for the room (a whole deal told in many sentences): its latest
            # sentences, whole, under a line that says the rest is in the log (it ran off the
            # curtain's top and under its button)
            sentences = re.split(r"(?<=[.!?])\s+", kept[0])
            if len(sentences) > 1:
                head = [f"(The start of this move and {plural(left, 'earlier move')} are in the game log, Ctrl+L)"
                        if left else "(The start of this move is in the game log, Ctrl+L)"]
                while len(sentences) > 1 and high("\n".join(head + [" ".join(sentences)])) > room:
                    sentences.pop(0)
                kept = [" ".join(sentences)]
        if len(fitted) >= 8:
            fitted = {}  # (a few kept: the last hand-off's, at the sizes of the squeeze)
        fitted[known] = "\n".join(head + kept)
        self._fitted = fitted
        return fitted[known]

    def row_buttons(self) -> list[QPushButton]:
        return [self.button]

    def room_for_a_note(self, view: QWidget, h: int) -> tuple:
        """Where a note ``h`` high goes over the curtain (:meth:`Hint.place_cost`), as
        :func:`quiet_spot_cost`'s arguments after the box's size: where it belongs (under the
        button); what it must leave readable (the title, "Everyone else, look away...", cards
        turned up); nothing busy; the moves missed as words (they are in the game log too, so
        they give way first where nothing else will do); no frames; and what it never covers
        where the curtain has felt free of them: the buttons, and every line of its words.
        Words only weighed against distance, a note went on them for a spot nearer the button:
        "Too quick after the last press" hid the start of the moves missed with felt free just
        below it, "Too late to take back Ben's move" lay against "Pass to Anna" (s44 t1 #2)."""
        def at(w: QWidget) -> QRect:
            return QRect(w.mapTo(view, QPoint(0, 0)), w.size())

        buttons = [at(b) for b in [self.button, *self.calls] if b.isVisible()]
        said: list[QRect] = []
        recap: list[QRect] = []
        for label in (self.title, self.sub):
            if not label.isVisible():
                continue
            # the words' lines, not the felt either side; the words' last lines, after the last
            # blank one, are what every hand-off says, the lines before them the moves missed
            lines = label.line_rects()
            blank = max((k for k, (text, _) in enumerate(lines) if not text.strip()), default=-1)
            offset = label.mapTo(view, QPoint(0, 0))
            for k, (text, rect) in enumerate(lines):
                if text.strip():
                    (said if k > blank or label is self.title else recap).append(rect.translated(offset))
        if self.shown_box.isVisible():
            said.append(at(self.shown_box))
        anchor = buttons[0] if buttons else QRect(0, 0, view.width(), view.height() // 2)
        below = QPoint(view.width() // 2, anchor.bottom() + 12 + h // 2)
        # (the words with some air: a note 4 px from "Robo Ruby plays the king of clubs." and 10
        # from "Pass to Anna" looked as if on them)
        clear = [r.adjusted(-WORDS_AIR, -WORDS_AIR, WORDS_AIR, WORDS_AIR) for r in said + recap]
        return below, said, [], recap, (), buttons + clear

    def make_room(self, h: int) -> None:
        """A strip ``h`` high under the button kept free for a note: where no spot on the
        curtain is clear of its words, the moves missed give way (the oldest first, to the game
        log, :meth:`fit_notes`; then the squeeze's other steps) rather than lie under the note,
        until the curtain goes down. Not where its words would not fit whole even so (the window
        at its least size): the note then covers what it must, never the buttons."""
        if h <= self.note_room:
            return
        had = self.note_room
        for room in (h, had):  # (where the words would not fit whole with it, none after all)
            self.note_room = room
            self._size_note_strip(room)
            self.scale_text()
            if self.fits():
                break
        self.layout().activate()

    def give_back_room(self) -> None:
        """The note's strip given back once the note is gone, and the moves missed told again as
        they were: after a refused Ctrl+Z at "Pass to Ben" the recap had shrunk from four moves
        to the last one, "(5 earlier moves in the game log, Ctrl+L)", and stayed so while the
        note had long gone (s47 t2 #6)."""
        if not getattr(self, "note_room", 0):
            return
        self.note_room = 0
        self._size_note_strip(0)
        if self.isVisible():
            self.scale_text()
            self.layout().activate()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if getattr(self, "note_room", 0):  # (the next curtain has all its room for its words)
            self.note_room = 0
            self._size_note_strip(0)

    def _size_note_strip(self, room: int) -> None:
        """The note's strip ``room`` high in all, the layout's spacing before it included (a
        shown widget gets the spacing, an empty one none), or hidden at 0."""
        strip = self.note_strip
        if room:
            strip.setFixedHeight(max(0, room - self.layout().spacing()))
            strip.show()
        else:
            strip.hide()
        self.layout().invalidate()

    def _keep_focus(self) -> None:
        try:
            if self.isVisible():
                self.button.setFocus()
        except RuntimeError:  # closed meanwhile
            pass

    def reveal(self) -> None:
        if self.isVisible():
            self.hide()
            self.revealed.emit()


def is_tile(code: str) -> bool:
    """Is ``code`` a domino's ("3-5": Chicken Foot, Mexican Train), not a card's?"""
    a, dash, b = code.partition("-")
    return bool(dash) and a.isdigit() and b.isdigit()


class GameOverPanel(Overlay):
    """The result, opaque over the table: one row per seat with the score and every card left in
    that hand, face up for counting (the game is over: nothing is private any more), then
    "Play again" / "Look at the table" / "Back to start". Names are plain text, never markup.

    "Look at the table" puts the panel away to show the final position (5 in a Row's winning
    rows, the last trick, the ships captured), with one small button in the table's corner,
    "Show the result", to bring it back."""

    play_again = Signal()
    back_to_start = Signal()
    #: what a key or press on the panel tells the person (a press refused for coming in a stream,
    #: :func:`hurried_words`; Enter with no button chosen: how to choose one)
    said = Signal(str)

    def __init__(self, parent: QWidget):
        super().__init__(parent, QColor(12, 40, 26))  # opaque: the result is read, not the table
        self.title = self._big("", 38)
        self.rows_box = QWidget(self)
        self.rows_box.setStyleSheet("background: transparent;")
        self.grid = QGridLayout(self.rows_box)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(8)
        self.note = self._big("", 18, bold=False)
        # guarded as the curtain's button is: the rest of a double-click that ended the game
        # must not start the next one or leave the table
        self.again = self._button("Play again", PanelButton)
        self.look = self._button("Look at the table", PanelButton)
        self.back = self._button("Back to start", PanelButton)
        self.again.clicked.connect(self.play_again)
        self.look.clicked.connect(self.look_at_table)
        self.back.clicked.connect(self.back_to_start)
        for button in self.buttons():
            button.setAccessibleName(button.text())
            button.hurried.connect(self._hurried)
            # the keys come to a button by Tab only, never by a click: the clicks of a stream,
            # refused, took the keys onto "Back to start", and the Enter after a pause pressed
            # it, the person having chosen nothing (a live run, s33)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # on the table while it is looked at: the way back to the result (a child of the table,
        # so it shows while the panel is put away)
        self.result_button = QPushButton("Show the result", parent)
        self.result_button.setCursor(Qt.PointingHandCursor)
        self.result_button.setAccessibleName("Show the result of the game again")
        self.result_button.setAutoDefault(True)  # Enter presses it, as Space does
        self.result_button.clicked.connect(self.show_again)
        self.result_button.hide()
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.title)
        lay.addSpacing(16)
        row = nested(lay, QHBoxLayout())
        row.addStretch()
        row.addWidget(self.rows_box)
        row.addStretch()
        lay.addSpacing(12)
        lay.addWidget(self.note)
        lay.addSpacing(20)
        row = nested(lay, QHBoxLayout())
        row.setSpacing(0)  # (the 20 pixels between the buttons only: :meth:`button_style` counts them;
        # the layout's own 6 more put "Look at the table" 4 pixels short of its words at 646)
        row.addStretch()
        row.addWidget(self.again)
        row.addSpacing(20)
        row.addWidget(self.look)
        row.addSpacing(20)
        row.addWidget(self.back)
        row.addStretch()
        lay.addStretch(2)
        self.hands: list[list[str]] = []

    def setVisible(self, visible: bool) -> None:
        """Shown or put away by the window (a new game, Undo, back to the start): the button back
        to the result goes too; only :meth:`look_at_table` leaves it on the table."""
        super().setVisible(visible)
        button = getattr(self, "result_button", None)  # (Overlay hides the panel before it is made)
        if button is not None:
            button.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parent() and event.type() == QEvent.Resize:
            self._place_result_button()
            # and again once the table is laid out at its new size (this filter sees the resize
            # before the view rebuilds: the button was placed by the cards' old places, s43 F12)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._place_result_button)
        return super().eventFilter(obj, event)

    def _hurried(self, key: str) -> None:
        self.said.emit(hurried_words(key))

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons, in their order on it."""
        return [self.again, self.look, self.back]

    def row_buttons(self) -> list[QPushButton]:
        return self.buttons()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the panel's buttons, from the panel itself to the first (or
        the last). They went to the table under it, which keeps Tab for its own pieces: the
        buttons could not be reached by keyboard (s30 t2 #17)."""
        from PySide6.QtWidgets import QApplication

        shown = [b for b in self.buttons() if b.isVisibleTo(self)]
        if not shown:
            return False
        focus = QApplication.focusWidget()
        at = shown.index(focus) if focus in shown else (-1 if next else len(shown))
        shown[(at + (1 if next else -1)) % len(shown)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
        return True

    def keyPressEvent(self, event) -> None:
        """Enter or Space on the panel itself, no button chosen, presses none (a Space meant for
        the last move started a new game at once): it says how to choose one."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.isAutoRepeat():
            event.accept()
            names = [b.text() for b in self.buttons()]
            self.said.emit(f"Tab goes to the buttons: {', '.join(names[:-1])} or {names[-1]}; "
                           f"then {key_name(event)} presses the one framed.")
            return
        super().keyPressEvent(event)

    def look_at_table(self) -> None:
        """The final position, the panel put away; "Show the result" in the table's corner."""
        self.hide()
        self._place_result_button()
        self.result_button.show()
        self.result_button.raise_()
        self.result_button.setFocus()

    def show_again(self) -> None:
        self.show()
        self.raise_()
        for button in self.buttons():
            button.arm()
        # the panel itself has the keys, not "Play again": a Space pressed for the last move
        # started a new game at once (Tab reaches the buttons: :meth:`focusNextPrevChild`)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocus()

    def _place_result_button(self) -> None:
        """Small, near the table's bottom right corner, on the emptiest felt there: clear of the
        words and the pieces (in the corner itself it covered 5 in a Row's "The first side with 2
        rows of five wins" at 1024x600)."""
        from PySide6.QtCore import QPoint

        button, view = self.result_button, self.parent()
        px = max(14, int(15 * max(1.0, view.height() / 700)))
        button.setStyleSheet(button_style(px, small=True))
        button.adjustSize()
        spoken = getattr(view, "spoken_rects", None)
        about, busy, words = spoken(None) if spoken is not None else ([], [], [])
        # and never on a card where some spot is clear of them (on a small window it lay over the
        # stock and the discard, the words round them weighing more than the cards, s43 t3 F12):
        # where they come to rest, should some still glide
        rests = getattr(view, "resting_rects", None)
        cards = [view.mapFromScene(r).boundingRect() for r in rests(i for i in view.card_items() if i.isVisible())] \
            if rests is not None else []
        vw, vh = view.width(), view.height()
        button.move(quiet_spot_cost(vw, vh, button.width(), button.height(), QPoint(vw, vh), about, busy, words,
                                    never=cards)[0])

    def show_result(self, title: str, rows: list[tuple[str, str, bool]], note: str = "",
                    hands: list[list[str]] | None = None, hands_caption: str = "",
                    totals_caption: str = "") -> None:
        """``rows``: (name, score text, is a winner); ``hands``: the cards left in each row's
        hand (shown face up), if the game has hands; ``hands_caption``: what they are, where
        they are not the cards left in hand (Rummoli's last poker deal), set over the cards;
        ``totals_caption``: then the heading over the names and scores ("Final totals (¢)":
        the caption over the whole panel read as the totals' heading, "Anna 5" as five cards
        left, s29 t2)."""
        self.title.setText(title)
        self.hands = [list(h) for h in hands] if hands else []
        self.hands_caption = hands_caption if self.hands else ""
        self.totals_caption = totals_caption if self.hands_caption else ""
        self._rows = list(rows)
        self._filled_for = None
        # the note in whole sentences, the last ones left out where there is no room
        self._sentences = re.split(r"(?<=[.!?])(?=\s)", note) if note else []  # (each after its space)
        # where sentences must give way, those that only say the title again go first ("Game
        # over: Anna wins." under "Anna wins!" was the one line kept at the window's least size)
        self._telling = [s for s in self._sentences if not repeats(title, s)]
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.scale_text(showing=True)
        self.show_again()
        # laid out now: the move that ended the game paints the table at once (paint_now), and
        # the panel over it was drawn with the rows and buttons where the last result had them
        self.layout().activate()

    def scale_text(self, showing: bool = False) -> None:
        # the hands' rows fitted again to the new size (at 1024x600 a hand of 34 cards ran off
        # the table's right edge); not while the panel is put away: it kept the last game's
        # result and filled it again at every resize of the next game's table (Chicken Foot's
        # tiles, never laid out, showed at the top left of Rummoli's result, s31 t3)
        self._fit_to_shown()
        super().scale_text()
        if getattr(self, "_rows", None) is not None and (showing or self.isVisible()):
            self._squeeze()

    def _squeezes(self):
        """What gives way, in turn, where the result does not fit the part of the window shown
        (the window at its least size, long names): the title's size, then the note's last
        sentences (how to print the sheet), then the cards left in hand (never drawn half: at
        480x400 one hand was not drawn and one was a squashed strip), then the note's other
        sentences and the names' size. Who won, every name and score and the buttons stay
        whole. Each: (the title's scale, how many of the note's sentences, cards or not, the
        rows' scale: ``None`` sentences, the whole note). Once the note gives way, a sentence
        that only says the title again ("Game over: Anna wins." under "Anna wins!") goes first:
        the sentences counted are the others, that tell something (at the window's least size
        that sentence was the one line kept)."""
        n, m = len(self._sentences), len(self._telling)
        yield 1.0, None, True, 1.0
        yield 0.8, None, True, 1.0
        for k in range(m if m < n else n - 1, 1, -1):
            yield 0.8, k, True, 1.0
        yield 0.65, min(2, m), True, 1.0
        yield 0.65, min(2, m), False, 1.0
        yield 0.65, min(1, m), False, 1.0
        yield 0.55, min(1, m), False, 1.0
        yield 0.55, min(1, m), False, 0.85
        yield 0.5, 0, False, 0.8
        yield 0.45, 0, False, 0.7

    def _squeeze(self) -> None:
        for title, sentences, cards, rows in self._squeezes():
            self.set_px(self.title, title)
            kept = self._sentences if sentences is None else self._telling[:sentences]
            self.note.setText("".join(kept).strip())
            self.note.setVisible(bool(kept))
            if getattr(self, "_filled_for", None) != (self.shown_width(), self.height(), cards, rows):
                self._fill(self._rows, cards, rows)
            if self.fits():
                return

    def _card_room(self, rows, factor: float) -> float:
        """The width left for a row's cards beside the names and scores (at their scaled size)."""
        from PySide6.QtGui import QFontMetrics

        def widest(texts, bold: bool) -> int:
            font = self.font()
            font.setPixelSize(max(11, int(20 * factor)))
            font.setBold(bold)
            fm = QFontMetrics(font)
            return max((fm.horizontalAdvance(t) for t in texts), default=0)

        name_w = widest([("\u2605 " if win else "") + name for name, _, win in rows], True)
        score_w = widest([score for _, score, _ in rows], False)
        own = self.layout()
        m = own.contentsMargins() if own is not None else None
        g = self.grid.contentsMargins()
        outer = (m.left() + m.right() if m is not None else 22) + g.left() + g.right()
        return self.width() - outer - name_w - score_w - 2 * self.grid.horizontalSpacing() - 24

    def _fill(self, rows, cards: bool = True, scale: float = 1.0) -> None:
        """The rows, their names and scores at ``scale`` of their size, or smaller where the
        widest would not fit across; the cards left in hand beside them (``cards``) where
        they fit whole."""
        from .cards import card_painter

        for w in take_all(self.grid):
            w.hide()  # (gone from the panel now: deleted later, it was drawn until then)
            w.deleteLater()
        factor = max(1.0, self.height() / 700)
        card_w = 34 * factor
        dpr = self.devicePixelRatioF()
        self._filled_for = (self.shown_width(), self.height(), cards, scale)
        while scale > 0.5 and self._card_room(rows, factor * scale) + 24 < 0:
            scale -= 0.05  # (the names and scores across the part shown)
        room = self._card_room(rows, factor * scale)
        if room < card_w:
            cards = False  # (no room beside the names: none, rather than a squashed strip)
        self.row_labels = []
        caption = getattr(self, "hands_caption", "") if cards else ""
        if caption:  # over the cards' column, saying what they are; the totals' own heading beside
            heading = self._big(getattr(self, "totals_caption", ""), 14, bold=False)
            heading.setAlignment(Qt.AlignLeft | Qt.AlignBottom)
            heading.setWordWrap(False)
            self.grid.addWidget(heading, 0, 0, 1, 2)
            words = self._big(caption, 14, bold=False)
            words.setAlignment(Qt.AlignLeft | Qt.AlignBottom)
            words.setWordWrap(False)
            self.grid.addWidget(words, 0, 2)
        top = 1 if caption else 0
        for r, (name, score, win) in enumerate(rows):
            name_label = self._big(("\u2605 " if win else "") + name, 20, bold=win)
            name_label.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
            name_label.setWordWrap(False)
            score_label = self._big(score, 20, bold=False)
            score_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            score_label.setWordWrap(False)
            for label in (name_label, score_label):
                self.set_px(label, scale)
            self.grid.addWidget(name_label, top + r, 0)
            self.grid.addWidget(score_label, top + r, 1)
            self.row_labels.append((name_label, score_label))
            if cards and r < len(self.hands) and self.hands[r]:
                hand = self.hands[r]
                tiles = all(is_tile(code) for code in hand)
                piece_w = card_w * 0.62 if tiles else card_w
                # fanned: each card shows its corner (a tile all of its face); a hand too long
                # for the room beside the names is fanned closer, down to its corner, then set
                # on more lines (I Doubt It's 34 cards ran off the table at 1024x600)
                step, per_line = (piece_w + 3 if tiles else card_w * 0.55), len(hand)
                if piece_w + step * (len(hand) - 1) > room:
                    tight = piece_w + 3 if tiles else card_w * 0.42  # (a "10" in the corner still whole)
                    if piece_w + tight * (len(hand) - 1) <= room:
                        step = (room - piece_w) / max(1, len(hand) - 1)
                    else:  # as many lines as it takes, the pieces shared evenly between them
                        most = max(1, int((0.9 * room - piece_w) // step) + 1)
                        lines_needed = -(-len(hand) // most)
                        per_line = -(-len(hand) // lines_needed)
                # each piece placed by hand, the next over the last one's right side (a layout's
                # negative spacing is its default one: the cards lay side by side, twice as wide
                # as counted, over the names at 646 pixels)
                cards = QWidget(self.rows_box)
                gap = int(4 * factor)
                high = 0
                for k, code in enumerate(hand):
                    face = QLabel(cards)
                    if tiles:
                        from .layouts.dominoes import tile_pixmap

                        face.setPixmap(tile_pixmap(code, piece_w, dpr))
                    else:
                        face.setPixmap(card_painter().pixmap(code, card_w, dpr))
                    size = face.pixmap().deviceIndependentSize().toSize()
                    face.setFixedSize(size)
                    high = max(high, size.height())
                    face.move(int(step * (k % per_line)), (k // per_line) * (high + gap))
                    face.setAccessibleName(code)
                    face.card_code = code
                line_count = -(-len(hand) // per_line)
                cards.setFixedSize(int(piece_w + step * (min(per_line, len(hand)) - 1)) + 1,
                                   line_count * high + (line_count - 1) * gap)
                self.grid.addWidget(cards, top + r, 2)
        for i in range(self.grid.count()):
            # shown now, not when the event loop comes round: a layout counts no hidden widget,
            # and :meth:`fits` measured the rows as empty
            self.grid.itemAt(i).widget().setVisible(True)
        self.rows_box.updateGeometry()

    def text(self) -> str:
        """Everything the panel says, as plain text (title, a line per seat, the note)."""
        lines = [self.title.text()]
        if getattr(self, "hands_caption", ""):
            lines.append(self.hands_caption)
        if getattr(self, "totals_caption", ""):
            lines.append(self.totals_caption)
        lines += [f"{name.text()}  {score.text()}" for name, score in getattr(self, "row_labels", [])]
        if self.note.text():
            lines.append(self.note.text())
        return "\n".join(lines)

    def shown_faces(self) -> list[str]:
        """The card codes drawn on the panel (for tests)."""
        return [w.card_code for w in self.rows_box.findChildren(QLabel) if hasattr(w, "card_code")]


#: words a sentence under the result's title may add to it and still say nothing new
FILLER = frozenset({"game", "over", "the"})


def repeats(title: str, sentence: str) -> bool:
    """Does ``sentence`` only say ``title`` again ("Game over: Anna wins." under "Anna wins!",
    "Game over." under any)? Words compared, case aside; a name with a hyphen is one word."""
    def words(text: str) -> set[str]:
        return set(re.findall(r"[^\W_]+(?:['\u2019-][^\W_]+)*", text.lower()))

    return words(sentence) <= words(title) | FILLER


def quiet_spot(vw: int, vh: int, w: int, h: int, near, about=(), busy=(), words=()):
    """Where a box ``w`` x ``h`` goes on a ``vw`` x ``vh`` table: near ``near``, covering as little
    as it can of what a message is about (``about``), of words and buttons (``words``: a box over
    them leaves them unread) and of the rest drawn on the felt (``busy``), in that order."""
    return quiet_spot_cost(vw, vh, w, h, near, about, busy, words)[0]


def forbidden(vw: int, vh: int) -> float:
    """What a pixel of :func:`quiet_spot_cost`'s ``never`` costs on a ``vw`` x ``vh`` view: more
    than every pixel of the view covered at the other weights and the farthest distance, so a
    spot clear of it always wins, if there is one (and a spot costing this much covers some)."""
    return 1000.0 * max(1, vw) * max(1, vh)


def quiet_spot_cost(vw: int, vh: int, w: int, h: int, near, about=(), busy=(), words=(), frames=(), never=(),
                    seats=(), names=()):
    """:func:`quiet_spot` and what the spot costs (what it covers, how far it is), to compare the
    spots of boxes of other shapes. ``frames``: the panels drawn on the table; the box lies inside
    one or clear of it, never across its edge if it can help it (Mexican Train's hint lay half over
    the boneyard's column, Chicken Foot's across the left edge of the chains' frame). ``never``:
    what the box may not cover wherever else it has to go (an overlay's buttons): a pixel of it
    costs more than all the rest of the view covered.

    The table's one search for room (:func:`~cardtable.gui.spot.least_covering_spot`), with a
    little air round the box, spots a quarter of its height or width apart, and a pixel of
    distance weighed as the box's height: near the press matters, but less than what it hides.
    ``seats``: the cards that are a seat's or a team's (:meth:`~.table_view.TableView.spoken_rects`),
    weighed between the words and the rest. ``names``: the seats' names (the bold words but the
    prompt), weighed as much as what the message is about and more: a name cut at its edge is
    unread, and as words the few pixels of it covered weighed less than a step farther (Push's
    refusal lay over "Zoë" and the start of "Wilhelmina", s43 t3 F10), where the box itself lies on
    them, not its air (a name under the air only moved Hand and Foot's hint onto a foot pile)."""
    from PySide6.QtCore import QPoint

    from .spot import edges, least_covering_spot

    forbid = forbidden(vw, vh)
    # (a name counts where the box itself lies on it, not the air round the box)
    named = [r.adjusted(6, 6, -6, -6) if min(r.width(), r.height()) > 13 else r for r in names]
    x, y, cost = least_covering_spot(
        vw, vh, w, h, (near.x(), near.y()),
        [(forbid, edges(never)), (400.0, edges(named)), (100.0, edges(about)), (40.0, edges(words)),
         (20.0, edges(seats)), (6.0, edges(busy))],
        frames=edges(frames), margin=8, step=max(8, min(w, h) // 4), air=6, reach=h)
    return QPoint(x, y), cost


class Hint(QLabel):
    """A short message where the player's eye is: beside the last press on the table (else in
    the middle), for a few seconds. Why a drop was refused, why undo is not possible. It goes
    away on the next press or key on the table, or after :attr:`SECONDS`."""

    SECONDS = 4.0

    def __init__(self, view: QWidget):
        super().__init__(view)
        from PySide6.QtCore import QPoint, QTimer

        self.view = view
        self.setTextFormat(Qt.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignCenter)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAccessibleName("Hint")
        self.setStyleSheet("QLabel { background: #fffbe8; color: #2b2200; border: 2px solid #ffd54a;"
                           " border-radius: 10px; padding: 8px 14px; }")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.anchor: QPoint | None = None
        self.room_on: Curtain | None = None  # the curtain that made room for this note (:meth:`say`)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        self.hide()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        curtain, self.room_on = self.room_on, None
        if curtain is not None:  # (the note gone: the curtain's moves missed as they were)
            try:
                curtain.give_back_room()
            except RuntimeError:  # (closed meanwhile)
                pass

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick):
            self.hide()
            self.anchor = event.position().toPoint()
        elif kind == QEvent.MouseButtonRelease:
            self.anchor = event.position().toPoint()  # a drop: the reason goes beside it
        elif kind == QEvent.KeyPress:
            self.hide()
            self.anchor = None
        return False

    def place(self, w: int, h: int):
        return self.place_cost(w, h)[0]

    def place_cost(self, w: int, h: int, table: dict | None = None):
        """Where a bubble ``w`` x ``h`` goes: near the last press (else the middle of what it is
        about, else of the table), on empty felt if there is some. It never covers what it is
        about (the cards and places lit, the card gone back, the hand) if it can help it, nor the
        words on the table (a seat's name: Hearts' "Chosen: ..." hid Ben's beside the hand), and
        covers as little else as it can; it was put just above the press, and covered Fan Tan's
        hand, Sticks' discard pile, Golf's grid and Mexican Train's centre double.

        ``table``: where :meth:`say` tries several widths, what is on the table is worked out
        at the first and kept there for the others (the same for every width: the scene does not
        change between them), and the card gone back is forgotten after the last (:meth:`say`);
        without it, at once."""
        from PySide6.QtCore import QPoint, QRect

        vw, vh = self.view.width(), self.view.height()
        curtain = next((c for c in self.view.findChildren(Curtain) if c.isVisible()), None)
        if curtain is not None:
            # The hand-off curtain is up: nothing of the table shows, and the bubble must leave
            # the curtain's words and button readable ("Nothing can be taken back now" lay over
            # "Pass to Ben"): under the button, else wherever covers least of them, never on
            # its buttons (at 1024x600 with the game log open it lay over the left end of "I'm
            # Ben: show my cards", s35 t1 #3: the button counted only as much as the words).
            # Of the words, the moves missed (also in the game log) give way first.
            return quiet_spot_cost(vw, vh, w, h, *curtain.room_for_a_note(self.view, h))
        over = next((p for p in self.view.findChildren(GameOverPanel) if p.isVisible()), None)
        if over is not None:
            # The game-over panel is up (Ctrl+Z or H at the end): the bubble keeps off its title,
            # its rows, its note and its buttons (Canadian Salad's "cannot be taken back now"
            # lay over "Robo Ruby wins!"): above the title if there is room, else where it
            # covers least of them, never on a button.
            def at(w: QWidget) -> QRect:
                return QRect(w.mapTo(self.view, QPoint(0, 0)), w.size())

            said = [at(w) for w in (over.title, over.rows_box, over.note) if w.isVisible()]
            buttons = [at(w) for w in (over.again, over.look, over.back) if w.isVisible()]
            title = said[0] if said else QRect(0, 0, vw, vh // 2)
            above = QPoint(vw // 2, title.top() - 12 - h // 2)
            return quiet_spot_cost(vw, vh, w, h, above, said + buttons, [], [], never=buttons)
        if table is None or "near" not in table:
            spoken = getattr(self.view, "spoken_rects", None)
            seats: list = []
            about, busy, words = spoken(self.anchor, seats) if spoken is not None else ([], [], [])
            if table is None:
                # (one placement: the card gone back is forgotten now; say's forgets it after
                # its last width, or only its first width kept off the card, ceb36b94 to s43)
                self.view.about = []
            if self.anchor is not None:
                near = self.anchor
            elif about:
                union = about[0]
                for r in about[1:]:
                    union = union.united(r)
                near = union.center()
            else:
                near = QPoint(vw // 2, vh // 2)
            frames = getattr(self.view, "frame_rects", None)
            found = dict(near=near, about=about, busy=busy, words=words,
                         frames=frames() if frames is not None else (), seats=seats, names=self._bold_words())
            if table is None:
                table = found
            else:
                table.update(found)
        return quiet_spot_cost(vw, vh, w, h, table["near"], table["about"], table["busy"], table["words"],
                               table["frames"], seats=table["seats"], names=table["names"])

    def _bold_words(self) -> list:
        """The seats' names on the table (its bold words but the prompt, a line of words as any
        other), on the viewport."""
        scene = self.view.scene() if hasattr(self.view, "scene") else None
        if scene is None:
            return []
        prompt = getattr(getattr(self.view, "spec", None), "prompt", None)
        return [self.view.mapFromScene(i.mapRectToScene(i.text_rect)).boundingRect() for i in scene.items()
                if i.isVisible() and getattr(getattr(i, "spec", None), "bold", False) and hasattr(i, "text_rect")
                and (prompt is None or i.spec is not prompt)]

    def say(self, text: str) -> None:
        if not text:
            self.hide()
            return
        from PySide6.QtCore import QRect

        self.setText(text)
        f = self.font()
        f.setPixelSize(max(15, self.view.height() // 36))
        self.setFont(f)
        vw, vh = self.view.width(), self.view.height()
        # A third of the table wide, or narrower where that finds a spot that covers less (a
        # message of one short line only as wide as its words): at 1024x600 with the score
        # sheet and the game log open, 10,000's hints found no room that wide beside the buttons
        # and lay over the "Rolled: click the dice..." line above the dice.
        wide = min(max(260, vw // 3), vw - 20)
        fm = QFontMetrics(f)
        line = fm.horizontalAdvance(text) + 2 * (14 + 2) + 6  # (padding, border, air)
        widths = [min(wide, max(120, line))] + [n for n in (wide, wide * 4 // 5, wide * 2 // 3)
                                                  if n < line and n >= 200]
        # and wider, on fewer lines, where a long message finds no room a third wide: Rummoli's
        # "You must play the lowest card in the hand (...)" on three lines lay over the seats'
        # names above the played cards (s31 t3 #8), on two it fits the felt under them
        widths += [n for n in (min(line, vw // 2), min(line, vw * 2 // 5)) if wide < n <= vw - 20]
        best = None
        table: dict = {}  # (what is on the table, worked out at the first width)
        for width in dict.fromkeys(widths):
            # (the text's lines at that width, the padding and the border round them)
            lines = fm.boundingRect(QRect(0, 0, width - 2 * (14 + 2) - 2, 100000), Qt.TextWordWrap, text)
            height = lines.height() + 2 * (8 + 2)
            at, cost = self.place_cost(width, height, table)
            if best is None or cost < best[3] * 0.8:  # (the wider, unless the narrower is clearly better)
                best = (width, height, at, cost)
        assert best is not None
        if table:  # every width kept off the card a refused drop sent back: now forget it
            self.view.about = []
        curtain = next((c for c in self.view.findChildren(Curtain) if c.isVisible()), None)
        if curtain is not None and best[3] >= forbidden(vw, vh):
            # no spot on the curtain clear of its words and its button: it makes room under the
            # button (its oldest moves missed give way to the game log) and the note goes there
            # (at 1024x600, Rummoli's nine moves missed left none: s44 t1 #2)
            # (at the widest width tried: the lowest box, the fewest moves missed given way)
            width = max(widths)
            height = fm.boundingRect(QRect(0, 0, width - 2 * (14 + 2) - 2, 100000), Qt.TextWordWrap,
                                     text).height() + 2 * (8 + 2)
            curtain.make_room(height + 12 + 6 + 2)  # (12 px under the button, its air under it)
            self.room_on = curtain  # (given back when the note goes: :meth:`hideEvent`)
            at, cost = self.place_cost(width, height)
            best = (width, height, at, cost)
        self.setFixedSize(best[0], best[1])
        self.move(best[2])
        self.show()
        self.raise_()
        self.timer.start(int(self.SECONDS * 1000))
