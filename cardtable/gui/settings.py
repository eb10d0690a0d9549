"""What Card Table remembers between runs that is not a game: the window's size and place, the
last player names per seat, the seats of the last game set up (names and who plays them), and
per game the last player count, house rules, "open-handed",
which seats are computer players (and their levels) and whether the score sheet was shown; the
computer players' pace and thinking time.

Kept by Qt's QSettings with organization "CardTable" and application "cardtable" (on Linux
``~/.config/CardTable/cardtable.conf``; see docs/install.md). If the environment variable
``CARDTABLE_CONFIG_DIR`` is set, the file is ``$CARDTABLE_CONFIG_DIR/cardtable.conf`` instead
(tests set it, so they never touch the real user's settings). Values are checked when read: a
missing or damaged value is the default, never an error.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings

from ..core.game import name_key

ORGANIZATION = "CardTable"
APPLICATION = "cardtable"
MAX_SEATS = 10  # (I Doubt It seats ten)


def settings() -> QSettings:
    override = os.environ.get("CARDTABLE_CONFIG_DIR")
    if override:
        return QSettings(str(Path(override) / "cardtable.conf"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APPLICATION)


def _get_json(key: str, default: Any) -> Any:
    raw = settings().value(key)
    if not isinstance(raw, str):
        return default
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        return default


def _set_json(key: str, value: Any) -> None:
    s = settings()
    s.setValue(key, json.dumps(value, ensure_ascii=False))
    s.sync()


# ----- the window --------------------------------------------------------------------------------
def save_window(window) -> None:
    """Remember the window's normal (not maximized) geometry and whether it was maximized."""
    g = window.normalGeometry() if window.isMaximized() else window.geometry()
    _set_json("window", {"x": g.x(), "y": g.y(), "w": g.width(), "h": g.height(),
                         "maximized": window.isMaximized()})


def restore_window(window) -> bool:
    """Put the window where it was, clamped to the screen's available area (a screen that was
    unplugged, or a smaller one, never leaves the window off-screen or larger than the screen).
    Returns False (and changes nothing) when nothing usable was remembered."""
    data = _get_json("window", None)
    if not isinstance(data, dict):
        return False
    try:
        x, y, w, h = (int(data[k]) for k in ("x", "y", "w", "h"))
    except (KeyError, TypeError, ValueError):
        return False
    if w < 200 or h < 150:
        return False
    from PySide6.QtGui import QGuiApplication

    target = QRect(x, y, w, h)
    # the screen the remembered window's centre is on, else the primary one
    screen = QGuiApplication.screenAt(target.center()) or QGuiApplication.primaryScreen()
    if screen is None:
        return False
    area = screen.availableGeometry()
    rect = clamp(target, area)
    window.resize(rect.size())
    window.move(rect.topLeft())
    if data.get("maximized") is True:
        window.setWindowState(window.windowState() | _maximized())
    return True


def fit_to_screen(window, screen=None, area: QRect | None = None) -> QRect:
    """A first window (nothing remembered): as large as suits the screen's available area (the
    screen less its panels and docks), never larger, with room for the title bar, centred.
    About 80 % of a large screen; all of a small one (a 1366x768 laptop)."""
    from PySide6.QtGui import QGuiApplication

    if area is None:
        screen = screen or window.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            window.resize(1280, 800)
            return QRect(0, 0, 1280, 800)
        area = screen.availableGeometry()
    title_bar = 32  # the window manager's frame is not known before the window is shown
    w = min(area.width(), max(1280, int(area.width() * 0.8)))
    h = min(area.height() - title_bar, max(800, int(area.height() * 0.85)))
    x = area.x() + (area.width() - w) // 2
    y = area.y() + title_bar + (area.height() - title_bar - h) // 2
    rect = QRect(x, y, w, h)
    window.resize(rect.size())
    window.move(rect.topLeft())
    return rect


def _maximized():
    from PySide6.QtCore import Qt

    return Qt.WindowState.WindowMaximized


def clamp(rect: QRect, area: QRect) -> QRect:
    """``rect`` made no larger than ``area`` and moved inside it."""
    w = min(rect.width(), area.width())
    h = min(rect.height(), area.height())
    x = min(max(rect.x(), area.x()), area.x() + area.width() - w)
    y = min(max(rect.y(), area.y()), area.y() + area.height() - h)
    return QRect(x, y, w, h)


# ----- New Game choices --------------------------------------------------------------------------
def seat_names() -> list[str]:
    """The last name typed for each seat (seat 1 first); may be shorter than :data:`MAX_SEATS`."""
    names = _get_json("seat_names", [])
    if not isinstance(names, list):
        return []
    # (an older version kept a name in its old seat when it was typed in another: "Anna, Ben,
    # Ben, Dev", and Deal refused the twins it had offered)
    return distinct([n if isinstance(n, str) else "" for n in names[:MAX_SEATS]])


def distinct(names: list[str]) -> list[str]:
    """``names`` with each name left only in the first seat that has it, as the engine tells
    names apart (regardless of case and spaces round it); a later seat with it and a blank
    seat are ""."""
    seen: set[str] = set()
    out = []
    for name in names:
        key = name_key(name)
        out.append(name if key and key not in seen else "")
        seen.add(key)
    return out


def game_choices(game_id: str) -> dict[str, Any]:
    """The last choices for this game: {"count": int, "options": dict, "score_panel": bool,
    "computers": per seat "" or a level, "names": per seat the name it had}, each present only
    if remembered and well-formed. ("open_handed", kept by older versions, is left out: it is
    never carried into a new game.)"""
    data = _get_json(f"games/{game_id}", {})
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    if type(data.get("count")) is int:
        out["count"] = data["count"]
    if isinstance(data.get("options"), dict):
        out["options"] = data["options"]
    if type(data.get("score_panel")) is bool:
        out["score_panel"] = data["score_panel"]
    names = data.get("names")
    if isinstance(names, list) and all(isinstance(n, str) for n in names):
        out["names"] = names[:MAX_SEATS]
    computers = data.get("computers")
    if isinstance(computers, list) and all(isinstance(c, str) for c in computers):
        out["computers"] = [c if c in COMPUTER_LEVELS else "" for c in computers[:MAX_SEATS]]
    return out


#: What a seat may be besides a person: a computer player of one of these levels.
COMPUTER_LEVELS = ("easy", "medium", "hard")


def remember_game(game_id: str, players: list[str], options: dict[str, Any],
                  computers: list[str] | None = None) -> None:
    """Called when a New Game is dealt: the family's names per seat, and this game's choices
    (``computers``: per seat "" for a person, else the computer's level), with each seat's name,
    so that a computer's seat keeps the name it was given here ("Francesca" came back as "Robo
    Rae": s36 t4 #18). Not whether it was open-handed (see the module's docstring)."""
    names = seat_names()
    names += [""] * (len(players) - len(names))
    # the family's names: a computer's seat keeps the name typed there before
    people = {i: name for i, name in enumerate(players[:MAX_SEATS])
              if not (computers and i < len(computers) and computers[i])}
    # and a name typed in a new seat leaves the one it had (Ben in seat 3 of Hearts, then in
    # seat 2 of Euchre, was offered in both seats next time): that seat has its default again
    held = {name_key(name) for name in people.values()}
    names = ["" if name_key(name) in held else name for name in names]
    for i, name in people.items():
        names[i] = name
    _set_json("seat_names", names)
    data = game_choices(game_id)
    data.update(count=len(players), options=dict(options), names=list(players[:MAX_SEATS]))
    levels = [c if c in COMPUTER_LEVELS else "" for c in (computers or [])[:MAX_SEATS]]
    if computers is not None:
        data["computers"] = levels
    _set_json(f"games/{game_id}", data)
    _set_json("last_seats", {"players": list(players[:MAX_SEATS]), "computers": levels})


def last_seats() -> tuple[list[str], list[str]]:
    """The seats of the last game set up: its names and, per seat, "" for a person or the
    computer's level (as long as the names); ([], []) when none was."""
    data = _get_json("last_seats", {})
    names = data.get("players") if isinstance(data, dict) else None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return [], []
    names = names[:MAX_SEATS]
    levels = data.get("computers")
    levels = levels if isinstance(levels, list) else []
    levels = [c if c in COMPUTER_LEVELS else "" for c in levels[:len(names)]]
    return names, levels + [""] * (len(names) - len(levels))


# ----- computer players --------------------------------------------------------------------------
#: View > Computer Players: the pause before a computer's move is shown (seconds), by name.
PACES = {"Brisk": 0.3, "Steady": 0.8, "Slow": 1.6}
DEFAULT_PACE = "Steady"
#: The least pause before a computer's move while a person at the laptop may call out a move
#: first (10 Dime Rummy's "Buy!" before a computer draws), whatever the pace: at the quickest
#: pace the computer drew at once and nobody could ever buy before it. Long enough to see the
#: discard and press on it; while a card is held the computer waits for the drop. Games where
#: nobody may call out keep their pace. Two seconds was too short at a family table: a child has
#: to read the line, call "Buy!", and the one at the laptop find the button (s28 t4 #2). The
#: table's "Nobody buys it: Robo Ruby draws" ends it at once (MainWindow.table_buttons).
CALL_OUT_SECONDS = 5.0
#: The same window is this many times as long where every hand is face down while it is open
#: (two people or more at the table: the laptop may be changing hands,
#: PlayController.question_open): the person who may buy decides from memory, and 5 seconds,
#: counted down to 3 by the time she had read the line, was too short for that (s33 #3). With one
#: person at the table her hand stays in sight. "Nobody buys it" still ends it at once.
CALL_OUT_HIDDEN_FACTOR = 2.0


def call_out_seconds(hands_down: bool) -> float:
    """The people's window to call out before a computer moves (:data:`CALL_OUT_SECONDS`),
    longer where every hand is face down meanwhile (``hands_down``, :data:`CALL_OUT_HIDDEN_FACTOR`)."""
    return CALL_OUT_SECONDS * (CALL_OUT_HIDDEN_FACTOR if hands_down else 1.0)
#: A roll of the dice that ended the turn (10,000's "Nothing counts. Anna blew it"), or a trick
#: just won ("Last trick: Robo Remy won it"), stays on the table this much longer than the pace,
#: at least, before the next move is shown (the pace's own length where that is longer; none at
#: a pace of 0): the computer's roll came within the pace and the person never saw the dice that
#: blew it (s28); a trick a computer won was replaced by its lead within the pace, too soon to see
#: who took which card (s30). A click shows the move at once.
LOOK_BEAT_SECONDS = 1.0
#: How long a computer's move waits after a person's turned card was lost for want of a move
#: (Fast Track: "Sam has no move for the 9 of spades: it is lost."), so the card and the bubble
#: saying why can be read: at the pace alone they were gone before anyone could (s41 t2).
LOST_CARD_SECONDS = 3.0
#: How long a Hard computer player may think over a move (seconds), the choices offered; its cap
#: of playouts grows with it (``cardtable.ai.agents.playouts_for``), so more time is more search.
THINK_TIMES = (1.0, 2.0, 4.0)


def computer_pace() -> float:
    """Seconds between a computer's turn starting and its move being shown (the thinking counts
    towards it), so a family can follow. ``CARDTABLE_COMPUTER_PACE`` overrides it (tests)."""
    override = os.environ.get("CARDTABLE_COMPUTER_PACE")
    if override is not None:
        try:
            return max(0.0, float(override))
        except ValueError:
            pass
    name = _get_json("computers/pace", DEFAULT_PACE)
    return PACES.get(name, PACES[DEFAULT_PACE]) if isinstance(name, str) else PACES[DEFAULT_PACE]


def computer_pace_name() -> str:
    name = _get_json("computers/pace", DEFAULT_PACE)
    return name if isinstance(name, str) and name in PACES else DEFAULT_PACE


def remember_computer_pace(name: str) -> None:
    if name in PACES:
        _set_json("computers/pace", name)


def think_seconds() -> float:
    """The Hard computer player's time budget per move (default 1 s)."""
    value = _get_json("computers/think_seconds", THINK_TIMES[0])
    return float(value) if type(value) in (int, float) and value in THINK_TIMES else THINK_TIMES[0]


def remember_think_seconds(seconds: float) -> None:
    if seconds in THINK_TIMES:
        _set_json("computers/think_seconds", seconds)


def animations_on() -> bool:
    """Do cards glide from zone to zone after a move (View > Animations)? On unless turned off;
    ``CARDTABLE_ANIMATIONS=0`` in the environment turns them off too (benchmarks)."""
    if os.environ.get("CARDTABLE_ANIMATIONS") == "0":
        return False
    return _get_json("table/animations", True) is not False


def remember_animations(on: bool) -> None:
    _set_json("table/animations", bool(on))


def game_log_shown(small: bool = False) -> bool:
    """Is View > Game Log ticked (the list of moves beside the table)? Off until chosen. In a
    small window (``small``) it is a choice of its own, also off until chosen there: the log
    took a third of a 1024x600 table, its marbles 9 px across (s31 t3 #9), so there it is folded
    away, Ctrl+L away, unless the family opened it at that size."""
    return _get_json("table/game_log_small" if small else "table/game_log", False) is True


def remember_game_log(shown: bool, small: bool | None = None) -> None:
    """Remember the log shown or not: in small windows (``small`` True), in the others (False),
    or at every size (None)."""
    if small is not True:
        _set_json("table/game_log", bool(shown))
    if small is not False:
        _set_json("table/game_log_small", bool(shown))


def remember_score_panel(game_id: str, shown: bool) -> None:
    data = game_choices(game_id)
    data["score_panel"] = bool(shown)
    _set_json(f"games/{game_id}", data)


# ----- saves opened from elsewhere ---------------------------------------------------------------
def imported_copy(digest: str) -> tuple[str, str] | None:
    """The saved game a file opened from outside the saves folder was copied to, and the copy's
    digest as written then, by the opened file's digest; None if never opened."""
    data = _get_json("imported", {})
    v = data.get(digest) if isinstance(data, dict) else None
    if isinstance(v, list) and len(v) == 2 and all(isinstance(x, str) for x in v):
        return v[0], v[1]
    return None


def remember_imported(digest: str, save_id: str, copy_digest: str) -> None:
    data = _get_json("imported", {})
    data = data if isinstance(data, dict) else {}
    data[digest] = [save_id, copy_digest]
    _set_json("imported", dict(list(data.items())[-50:]))  # the last few files are enough


# ----- where "Continue" goes ---------------------------------------------------------------------
def remember_last(save_id: str, game_id: str) -> None:
    """The save and game last put on the table."""
    _set_json("last", {"save": save_id, "game": game_id})


def _last() -> dict:
    data = _get_json("last", {})
    return data if isinstance(data, dict) else {}


def last_save() -> str | None:
    v = _last().get("save")
    return v if isinstance(v, str) else None


def last_game() -> str | None:
    v = _last().get("game")
    return v if isinstance(v, str) else None


# ----- where Save As starts ----------------------------------------------------------------------
def save_as_folder() -> Path | None:
    """The folder a copy was last saved in with Save As, if it is still there."""
    v = _get_json("save_as_folder", None)
    if isinstance(v, str) and v:
        folder = Path(v)
        try:
            if folder.is_dir():
                return folder
        except (OSError, ValueError):
            pass
    return None


def remember_save_as_folder(folder: Path) -> None:
    _set_json("save_as_folder", str(folder))
