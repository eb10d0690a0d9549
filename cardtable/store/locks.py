"""Which Card Table window has a saved game open: a lock file beside the save.

Card Table started twice (the icon double-clicked twice) could open one saved game in two
windows, and whichever moved last wrote over the other's game. A window that opens a save now
takes its lock first: ``.NAME.json.lock`` beside ``NAME.json``, made with an atomic exclusive
create (``O_CREAT | O_EXCL``), holding one line of JSON: the process id, the computer's name,
the process's start time where the system tells it (Linux: ``/proc``; a process id used again by
another program is then not taken for Card Table), when it was taken, and a random token. A
second window finds the lock, and says so instead of opening the game (it may open a copy).

A lock whose process is gone (Card Table crashed, or the laptop lost power) is stale: the next
window to open the save sees that the process is gone on this computer, sets the stale lock
aside (renamed to a name of its own, then checked to be the very lock it judged, so two windows
breaking it at once never both take the save) and takes the save. A lock from another computer
(a saves folder shared over the network) cannot be checked: it holds until that window lets go.

A lock is let go when the window leaves the game (Back to Start, another game, closing), and
every lock this process still holds is let go when it ends normally. No Qt here: the window
calls :func:`acquire` and :func:`release` with itself as the owner (one process may have two
windows, in tests).
"""

from __future__ import annotations

import atexit
import json
import os
import secrets
import socket
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

#: a lock file this much younger than now that cannot be read may still be being written
_FRESH = 5.0
#: the biggest lock file read (a few dozen bytes are written)
_MAX_LOCK_BYTES = 4096
#: how a lock file's name ends (a save's is ``.NAME.json.lock``)
LOCK_SUFFIX = ".json.lock"


@dataclass(frozen=True)
class Holder:
    """Who has a save open: the process, the computer, since when (UTC, ISO), and whether it is
    this very process (another window of it)."""

    pid: int
    host: str
    since: str
    token: str = ""
    started: str = ""

    @property
    def this_computer(self) -> bool:
        return self.host == _host()

    @property
    def this_process(self) -> bool:
        return self.this_computer and self.pid == os.getpid()


# what this process holds: the lock's path -> (the owner, the lock's token)
_held: dict[str, tuple[object, str]] = {}


def lock_path(save: Path) -> Path:
    """The lock file of a save: ``.NAME.json.lock`` beside it (hidden, and never listed)."""
    save = Path(save)
    return save.with_name(f".{save.name}.lock")


def acquire(save: Path, owner: object) -> Holder | None:
    """Take the lock of ``save`` for ``owner``. None: it is the owner's now (or was already, or
    no lock can be written there: a folder that cannot be written cannot be saved in either, and
    saving says so); else who holds it (another process, or another owner in this one)."""
    path = lock_path(save)
    key = os.fspath(path)
    mine = _held.get(key)
    if mine is not None:
        return None if mine[0] is owner else _me(mine[1])
    holder: Holder | None = None
    for _ in range(3):
        token = secrets.token_hex(8)
        me = _me(token)
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), 0o644)
        except FileExistsError:
            holder = read_holder(path)
            if holder is None:  # (let go of this instant: try again)
                continue
            if not stale(holder) or not _set_aside(path, holder):
                return holder
            continue  # (the stale lock is gone: try again)
        except FileNotFoundError:  # (a new game's save: its folder is made with the lock)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                return None
            continue
        except OSError:
            return None
        try:
            os.write(fd, (json.dumps(_fields(me)) + "\n").encode("utf-8"))
        except OSError:
            pass  # (an empty lock still holds: it is judged by its age)
        finally:
            os.close(fd)
        _held[key] = (owner, token)
        return None
    return holder


def release(save: Path, owner: object) -> None:
    """Let go of the lock of ``save`` if ``owner`` holds it (removing the file only if it is still
    the lock taken: one set aside as stale by another window is left alone)."""
    path = lock_path(save)
    key = os.fspath(path)
    mine = _held.get(key)
    if mine is None or mine[0] is not owner:
        return
    del _held[key]
    holder = read_holder(path)
    if holder is not None and holder.token == mine[1]:
        try:
            path.unlink()
        except OSError:
            pass


def held_here(save: Path) -> bool:
    """Whether a window of this process has ``save`` open (holds its lock)."""
    return os.fspath(lock_path(save)) in _held


def held_elsewhere(save: Path) -> Holder | None:
    """Who else has ``save`` open (another Card Table process, alive), or None: a stale lock
    (its process gone) counts as none. For Delete and Rename on the start screen."""
    path = lock_path(save)
    if os.fspath(path) in _held:
        return None  # (this process's own windows: the one on the start screen holds nothing)
    holder = read_holder(path)
    if holder is None:
        return _young_unreadable(path)
    return None if stale(holder) or holder.this_process else holder


def open_elsewhere(folder: Path) -> dict[str, Holder]:
    """The saves of ``folder`` that another Card Table window has open, by file name
    (``NAME.json``), with who has each: its lock files, each judged as :func:`held_elsewhere`
    judges (a stale lock is none). For the start screen's list, which marks them (a family
    member double-clicked the game, and only then learnt it was open elsewhere)."""
    try:
        with os.scandir(folder) as entries:
            found = [Path(e.path) for e in entries if is_lock(e.name)]
    except OSError:
        return {}
    out: dict[str, Holder] = {}
    for lock in found:
        save = save_of(lock)
        holder = held_elsewhere(save)
        if holder is not None:
            out[save.name] = holder
    return out


def is_lock(name: str) -> bool:
    """Whether a file's name is a save's lock file's (``.NAME.json.lock``)."""
    return name.startswith(".") and name.endswith(LOCK_SUFFIX)


def save_of(lock: Path) -> Path:
    """The save a lock file is the lock of (:func:`lock_path` undone)."""
    return lock.with_name(lock.name[1:-len(".lock")])


def read_holder(path: Path) -> Holder | None:
    """The holder a lock file names, or None if it is missing or cannot be read (or, older than a
    few seconds and unreadable, is a damaged lock: stale)."""
    try:
        with open(path, "rb") as f:
            raw = f.read(_MAX_LOCK_BYTES)
    except FileNotFoundError:
        return None
    except OSError:
        return Holder(0, "", "")  # (cannot be read: it holds)
    try:
        data = json.loads(raw)
        pid, host = data["pid"], data["host"]
        if not (isinstance(pid, int) and not isinstance(pid, bool) and isinstance(host, str)):
            raise ValueError
        return Holder(pid, host, str(data.get("since", "")), str(data.get("token", "")), str(data.get("started", "")))
    except (ValueError, KeyError, TypeError, RecursionError):
        young = _young_unreadable(path)
        # a damaged lock: stale, on this computer, by a process that cannot be alive
        return young if young is not None else Holder(-1, _host(), "", "damaged")


def stale(holder: Holder) -> bool:
    """Whether a lock's process is gone (only known on this computer)."""
    if not holder.this_computer:
        return False
    if holder.pid <= 0:
        return holder.pid < 0  # (-1: a damaged lock; 0: one being written)
    if holder.pid == os.getpid():
        # this process, but none of its windows holds it: left by an earlier process that had
        # the same id, or by this one failing to remove it
        return not any(token == holder.token for _owner, token in _held.values())
    if not process_alive(holder.pid):
        return True
    started = _start_time(holder.pid)
    return bool(holder.started and started and started != holder.started)  # the id is another program's now


def _young_unreadable(path: Path) -> Holder | None:
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        return None
    return Holder(0, "", "") if age < _FRESH else None


def _set_aside(path: Path, holder: Holder) -> bool:
    """Remove a stale lock, only if it is still the one judged: renamed first to a name of this
    process's own, then checked (another window may have broken it and taken the save between our
    read and the rename: its new lock is put back). True if the stale lock is gone."""
    aside = path.with_name(f"{path.name}.{os.getpid()}.{secrets.token_hex(4)}.stale")
    try:
        os.replace(path, aside)
    except FileNotFoundError:
        return True  # (someone else removed it: try again)
    except OSError:
        return False
    if read_holder(aside) == holder or holder.token == "damaged":
        try:
            aside.unlink()
        except OSError:
            pass
        return True
    try:  # not the lock judged stale: a live one, taken meanwhile; put it back
        os.link(aside, path)
        aside.unlink()
    except OSError:
        pass
    return False


def _fields(holder: Holder) -> dict:
    return {"pid": holder.pid, "host": holder.host, "started": holder.started, "since": holder.since,
            "token": holder.token}


def _me(token: str) -> Holder:
    return Holder(os.getpid(), _host(), datetime.now(timezone.utc).isoformat(timespec="seconds"), token,
                  _start_time(os.getpid()))


def _host() -> str:
    try:
        return socket.gethostname()
    except OSError:
        return ""


def process_alive(pid: int) -> bool:
    """Whether a process of this id runs on this computer (when unsure: yes). Never signals it:
    on Windows ``os.kill(pid, 0)`` would end the process, so there the process is asked after."""
    if pid <= 0:
        return False
    if os.name == "nt":
        return _alive_on_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


def _alive_on_windows(pid: int) -> bool:  # pragma: no cover - Windows only
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5  # access denied: it is there
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def _start_time(pid: int) -> str:
    """When a process started, in the system's clock ticks since boot (Linux), else ""."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read()
    except OSError:
        return ""
    fields = raw[raw.rfind(b")") + 2:].split()
    return fields[19].decode("ascii", "replace") if len(fields) > 19 else ""


@atexit.register
def _release_all() -> None:
    """Let go of every lock this process holds as it ends (a crash leaves them: stale)."""
    for key, (owner, _token) in list(_held.items()):
        release(save_of(Path(key)), owner)
