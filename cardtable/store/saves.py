"""Saved games on disk: a small header, the moves one per line, and a journal; never pickle.

The save format (schema 2) is JSON Lines, so that saving after a move costs the same at move 10
and at move 100,000, and listing saves reads only a few hundred bytes of each::

    {"format": "cardtable-save", "schema": 2, "app_version": "0.4.0", "state_version": 1,
     "saved_at": "...", "summary": {...}, "record": {... the record without its moves ...},
     "moves": 120, "table": {...}}                                  <- the header, one line
    {"kind": "play", "card": "7C"}                                   <- move 1 ... move 120
    ...
    {"move": {"kind": "draw"}, "summary": {...}, "saved_at": "..."} <- journal: move 121, ...

* **The record is the truth.** Loading replays it (the header's record, then its moves, then the
  journal's). Nothing in a save is compared field by field with the replayed position, so a
  genuine save of an older version (whose game states had other fields) always opens. A save of
  a newer schema, or whose moves only a newer Card Table knows, is refused with a message that
  names the version to update to.
* **Saving is append-only.** After a move, :meth:`SaveStore.save` appends one journal line (with
  the current summary) and fsyncs it. When the journal is as long as the moves before it (at
  least :data:`MIN_JOURNAL`), the whole save is rewritten as a new checkpoint: header plus moves,
  written to a temporary file, fsynced, then renamed over the old one, whose copy (fsynced too)
  becomes ``NAME.json.bak``. Rewrites double in size, so the cost per move stays flat. Undo
  or a changed table setting also rewrite it.
* **The backup is the game as it was played.** The old file becomes the backup only when it
  holds the game's first moves as they now stand; after an undo it holds the move taken back,
  so the backup is written as the new save instead (a backup that brought back a move taken
  back continued another game than the family played). A save that will not open offers its
  backup only when it is of the same game and line of play as the save's sound moves (before
  the first that does not replay) and holds more than they do (:class:`SaveError` ``backup``).
* **Never over another's game.** A save changed on disk since this process last read or wrote
  it (its size, time or inode differ: one ``stat`` a move) is not written over: ``save`` raises
  :class:`SaveChanged`, and the window saves its game as a new one. Which window has a save
  open is kept in a lock file beside it (:mod:`cardtable.store.locks`).
* **Crash-safe.** A crash during an append leaves at most one torn last line, which loading
  ignores (the game opens one move earlier); a crash during a rewrite leaves the old file.
  Stale temporary files (``.NAME.json.PID.tmp``) of a process that is gone are cleared when the
  saves are listed.
* **Listing is cheap and never fails.** :meth:`SaveStore.entries` reads each save's header line
  and the last few kilobytes (the journal's latest summary); a file that cannot be read is an
  entry with ``damaged`` set to the reason. Only regular files are read, and never more than
  :data:`MAX_SAVE_BYTES` (a FIFO, a device such as ``/dev/zero`` or a huge file is damaged, not
  a hang). What it reads is told truly: a move line of those bytes that does not parse, or a
  game record in the header that is no record, and the entry's ``will_not_open`` says why
  (the game is still named); a move the rules refuse is found only by opening, and a save that
  did not open for its contents is noted beside the saves (:data:`UNOPENED_FILE`, never in the
  save), so that the list marks it, across runs, until its file changes or it opens (not one
  that could not be read for a passing reason, ``SaveError.passing``). A backup whose save is
  gone (deleted outside Card Table) is listed from the backup (``backup_only``).
* **A changed header is damaged.** The header carries a short digest of its record
  (``"record_check"``: players, house rules, seed, stacked deal); a save whose record no longer
  matches it does not open (its moves would replay another deal: s40 t4, a seed edited to
  ``"abc"`` handed the stored bids to other players and called them "sound"). Saves written
  before it have none and open as before.
* **Changed table settings open safe.** The header also carries a digest of the table settings
  that decide who sees what (``"table_check"``: ``open_handed`` and ``computers``); settings that
  no longer match it, or cannot be read, open with the curtain on wherever two or more people
  play (:func:`checked_table`; the store's ``table_note`` says so in words), the game kept
  whole: the curtain turned off by hand in the file was agreed by nobody at the table (s41).
  Saves written before it have none and open with their settings as before.
* The header's ``"started"`` (when the game began, kept by every rewrite, copy and reopening)
  and the summary's ``"leader"`` ("Ben leads with 42") tell apart, in the list, games of the
  same players that otherwise read alike (s40 t4).
* Schema 1 (Card Table 0.1.0: one JSON object with the whole record and a snapshot) is read
  as it is (the snapshot is ignored) and written back as schema 2 on the next save.

The optional ``"table"`` object holds how the table was set, not the game: today only
``{"open_handed": true|false}`` (whether the hand-off curtain was off). It is not part of the
record; a missing or malformed one loads as absent, unknown keys are ignored. ``"computers"``:
a list with one entry per seat, ``""`` for a person or the computer player's level (``"easy"``,
``"medium"``, ``"hard"``), so a game against computers goes on against them (the window checks
the list against the players when it opens the save). ``"name"``: the name the family gave the
game (Rename on the start screen), shown in the list of saved games and found by its search; a
save without one (every save before it) goes by its game and players, as before. ``"copy"``:
``true`` in a file Save As wrote (kept when that copy is played on), so the list of saved games
says "copy" of it and of nothing else; a copy saved before the mark is known by the name Save As
suggested (:data:`COPY_NAME`). ``"copy_no"``: which copy of its game a copy made with "Make a
copy" is (its "copy 2" in the list, kept when another copy is deleted: :mod:`.copies`); a copy
without one is numbered in the order the files were written. ``"opened_from"``: the file (its
path, fit to show) a game opened with Game > Open from outside the saves folder came from: it is
played on as a save of its own, and the list says "from NAME" of it, so that it is told apart
from the game it may copy (s36 t3 #9: a Save As copy opened again read the same as its game).
Save As leaves it out of its copy.

Where saves live: ``$CARDTABLE_DATA_DIR/saves`` if that variable is set (tests use it), otherwise
platformdirs' user data dir for "cardtable" (e.g. ``~/.local/share/cardtable/saves`` on Linux).
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import secrets
import shutil
import stat
import time
import weakref
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, List, Sequence

from .. import __version__
from ..core.game import Game
from ..core.records import Record, RecordError, SetupError, current_options, normalise_moves, read_moves, shape_problem
from ..core.session import Session, no_gc_pauses
from ..games import get_game

SAVE_FORMAT = "cardtable-save"
SCHEMA_VERSION = 2
#: Far above any real game (a 1,000,000-move game is about 40 MB); a guard against a file that
#: claims to be a save and never ends. Nothing Card Table wrote is refused.
MAX_SAVE_BYTES = 512 * 1024 * 1024
#: The header line (names, options, summary) is small; listing never reads more of it.
MAX_HEADER_BYTES = 256 * 1024
#: What listing reads first of each save (its header line is usually well under this).
FIRST_READ = 4 * 1024
#: How much of a save's end listing reads to find the latest journal summary.
TAIL_BYTES = 4 * 1024
#: The journal is folded into a new checkpoint once it holds this many moves, or as many as the
#: checkpoint before it, whichever is more.
MIN_JOURNAL = 16
BACKUP_SUFFIX = ".bak"
UTF8_BOM = b"\xef\xbb\xbf"
#: Ids of saves whose file name is not UTF-8 (e.g. Latin-1 ``caf\xe9.json``): the bytes in hex.
RAW_ID_PREFIX = "raw-name:"
_TMP_NAME = re.compile(r"^\..+\.(\d+)\.tmp$")


def data_dir() -> Path:
    """The folder that holds everything Card Table keeps for this user."""
    override = os.environ.get("CARDTABLE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs  # imported here: start-up only pays for it when saving

    return Path(platformdirs.user_data_dir("cardtable", "CardTable"))


#: The problem of a file that is no save at all (a settings file, a shopping list).
NOT_A_SAVE = "it is not a Card Table saved game"


class SaveError(Exception):
    """A save that cannot be written or read. ``str()`` is the message for the player.
    ``newer``: the file is not damaged, a newer Card Table wrote it (and may open it).
    ``passing``: the file could not be read for a reason outside it (permission denied, a file
    locked or busy, an I/O error, no memory left): its contents may be sound, and it may open
    once that is mended, so its failure is not remembered (:data:`UNOPENED_FILE`)."""

    def __init__(self, path: Path, problem: str, backup: Path | None = None, doing: str = "open",
                 newer: bool = False, good_moves: int | None = None, passing: bool = False):
        self.path = Path(path)
        self.problem = problem
        self.passing = passing
        self.backup = backup  # a readable backup of the same game worth offering, if there is one
        self.doing = doing  # "open", "save", "rename" or "delete"
        self.newer = newer
        # a move the rules refuse: how many before it replay (the game may be opened there)
        self.good_moves = good_moves
        self.backup_moves: int | None = None  # how many moves the readable backup holds
        self.backup_cut = False  # the backup is damaged too: it opens with its first backup_moves only
        name = display_name(self.path)
        if problem == NOT_A_SAVE and doing == "open":  # not "Cannot open the saved game": it is none
            super().__init__(f"Cannot open \u201c{name}\u201d: this is not a Card Table saved game.")
            return
        what = {"save": "save the game as"}.get(doing, f"{doing} the saved game")
        super().__init__(f"Cannot {what} \u201c{name}\u201d: {problem}.")


class SaveChanged(SaveError):
    """An autosave refused: the save changed on disk since this process last read or wrote it
    (another Card Table window played it, or another program wrote it). Nothing was written:
    the caller keeps both, saving its game under a new name."""

    def __init__(self, path: Path):
        super().__init__(path, "it was changed by another window or program since this one last saved it",
                         doing="save")


def where_open(holder: Any) -> str:
    """Where a save is open (``holder``: a :class:`~cardtable.store.locks.Holder`): "open in
    another Card Table window", or on another computer "open in Card Table on the computer “den”"."""
    if holder.host and not holder.this_computer:
        return f"open in Card Table on the computer \u201c{holder.host}\u201d"
    return "open in another Card Table window"


def open_elsewhere(holder: Any) -> str:
    """Why a save may not be changed while another window has it open, as a problem."""
    return f"it is {where_open(holder)} (close it there first)"


def copy_target(path: str | Path) -> Path:
    """The file Save As writes for the name chosen: ``.json`` added to a name without a suffix."""
    path = Path(path)
    return path.with_suffix(".json") if not path.suffix else path


def copy_problem(exc: OSError, doing: str = "write") -> str:
    """Why Save As could not write a file (or, ``doing`` "change files", remove one), once, in
    words: "you may not write there" (it said "could not be written to ...: it could not be
    written (Operation not permitted)")."""
    import errno

    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"you may not {doing} there"
    if exc.errno == errno.ENOENT:
        return "that folder does not exist"
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    return f"it could not be {'written' if doing == 'write' else 'changed'} ({exc.strerror or exc})"


def shown_path(path: Path) -> str:
    """A whole path fit to show and to keep in a save: bytes that are not UTF-8 shown as
    ``\\xe9`` (as :func:`display_name` does for the name)."""
    return os.fsencode(os.fspath(path)).decode("utf-8", "backslashreplace")


def display_name(path: Path) -> str:
    """A file name fit to show: bytes that are not UTF-8 shown as ``\\xe9``."""
    name = path.name
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        name = os.fsencode(name).decode("utf-8", "backslashreplace")
    return name


#: what a file's name may not hold on any of the family's computers (Windows' most of all)
NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')


def file_stem(words: str, most: int = 100) -> str:
    """``words`` as a file's name (without ``.json``): what a file name may not hold made "-",
    " - " where it ends a word before a space ("Sunday Hearts: Grandma" read "Sunday Hearts-
    Grandma", s44), quotes dropped, spaces tidied, at most ``most`` characters, never empty
    ("game")."""
    words = NOT_IN_FILE_NAMES.sub("-", re.sub(r'(?<=\S)[<>:/\\|?*]+(?=\s)', " -", words.replace('"', "")))
    stem = " ".join(words.split())[:most].strip(" .-")
    return stem or "game"


#: the name :meth:`SaveStore.new_id` gives a game's save: "crazy_eights-20261201-143600-3fa2"
SAVE_ID = re.compile(r"[a-z0-9_]+-\d{8}-\d{6}-[0-9a-f]{4}")
#: the name :meth:`SaveStore.copy_path` suggests for a Save As copy: "crazy-eights-anna-ben-2026-12-01",
#: "...-2026-12-01-2" (a copy saved before copies were marked in the file is known by it)
COPY_NAME = re.compile(r"(?:[^\W_]+-)+\d{4}-\d{2}-\d{2}(?:-\d+)?")


@dataclass(frozen=True)
class SaveSummary:
    """One row of the saved-games list, read without replaying the game. A file that could not
    be read is listed too, with ``damaged`` saying why (its other fields are then empty, and
    ``saved_at`` is the file's modification time)."""

    save_id: str  # always valid Unicode (safe to hand to Qt and back)
    path: Path
    game_id: str
    game_name: str
    players: tuple[str, ...]
    saved_at: datetime  # always time-zone aware (UTC), and within a range any clock can show
    status: str  # whose turn, or who won: public text
    over: bool
    moves: int = 0
    app_version: str = ""
    damaged: str | None = None  # why the file cannot be opened, or None
    computers: tuple[str, ...] = ()  # per seat "" (a person) or a computer's level; () none
    #: a file a newer Card Table wrote, in a format this one cannot read (``damaged`` says so)
    newer_format: bool = False
    #: saved under newer rules of its game (a ``state_version`` above this version's): it opens
    #: and replays, but would go on under this version's rules (the window asks first)
    newer_rules: bool = False
    #: the name the family gave it (Rename), "" for none: the list then names it by its game
    title: str = ""
    #: played with open hands (the hand-off curtain off) by two or more people: the list and the
    #: Continue line say so, and it opens on a curtain first (whoever opens it may not be the
    #: person whose turn it is)
    open_hands: bool = False
    #: written by Save As (:meth:`SaveStore.save_copy` marks it in the file's table settings)
    saved_as_copy: bool = False
    #: which copy of its game it was made as ("Make a copy": :meth:`SaveStore.make_copy`), 0 for
    #: none: the list keeps its "copy 2" when another copy is deleted (:mod:`.copies`)
    copy_no: int = 0
    #: the file from outside the saves folder this game was opened from (Game > Open), "" for
    #: none: the list says so (it read the same as the game the file copies, s36 t3 #9)
    opened_from: str = ""
    #: why the game will not open whole, though the list can name it: what the list read of the
    #: file does not parse (a move line, the game record in its header), or (``tried``) it did
    #: not open when last tried and the file has not changed since (:class:`_Unopened`); None
    #: where the list knows of nothing wrong (a move the rules refuse is found only by opening)
    will_not_open: str | None = None
    #: it was opened and did not open (``will_not_open`` says why): remembered across runs
    tried: bool = False
    #: the save's file is gone (deleted or moved outside Card Table) and only its backup is left
    #: (``NAME.json.bak``): listed from the backup, so that it can still be found and opened
    backup_only: bool = False
    #: ``damaged`` for a reason outside the file (:attr:`SaveError.passing`: permission denied,
    #: an I/O error, no memory left): it may read once that is mended, with the file unchanged,
    #: so the list reads it again next time rather than keep the failure (:meth:`SaveStore.entries`)
    passing: bool = False
    #: when its game began (its header's ``"started"``, else the time in a store-given name), None
    #: if unknown: two games of the same players read alike in the list (s40 t4)
    started: datetime | None = None
    #: who leads on the score sheet's totals, in words ("Ben leads with 42"), "" for nobody
    leader: str = ""
    #: what a game just recovered from a damaged save is ("opened from its backup", "recovered
    #: before move 5"), while it holds the moves it was recovered with, "" else: ``title`` ends
    #: with it (:func:`recovered_title`), and the list's row says it short ("recovered", s44)
    recovered: str = ""
    #: the seats the game waits on as saved (its engine's ``to_act``), () where unknown (a save
    #: from before the summary said it): the list's "Whose turn" column says when all act at once
    acting: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        """The file name, fit to show."""
        return display_name(self.path)

    @property
    def copy(self) -> bool:
        """Whether the file is a copy saved with Save As: marked so in the file, or (a copy saved
        before copies were marked) named as Save As suggests (:data:`COPY_NAME`). The list says
        so: a copy and the game it copies read the same (same game, players, moves, minute). Any
        other file not named by the store (put in the folder by hand) was called a copy too."""
        return not self.damaged and (self.saved_as_copy or COPY_NAME.fullmatch(self.save_id) is not None)

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The players, each computer marked: "Robo Rex (computer)" (the start screen says who plays
        with :func:`~cardtable.core.words.who_plays`)."""
        return tuple(f"{name} (computer)" if level else name
                     for name, level in zip(self.players, self.computers or ("",) * len(self.players)))


# ----- what was last written, so that the next save can append ---------------------------------
@dataclass
class _Written:
    session: "weakref.ref[Session]"
    truncations: int
    header_key: str  # the record header and table as written
    moves: int  # moves in the file (checkpoint and journal)
    checkpoint: int  # moves in the checkpoint part
    size: int
    mtime_ns: int
    inode: int


_written: dict[str, _Written] = {}
#: every save as this process last read or wrote it (size, modification time, inode): an
#: autosave never writes over a save changed since (by another window or program), see
#: :class:`SaveChanged`. One ``stat`` a move, whatever the game's length.
_on_disk: dict[str, tuple[int, int, int]] = {}


def _forget(path: Path) -> None:
    _written.pop(os.fspath(path), None)


class SaveStore:
    def __init__(self, directory: Path | None = None):
        self.directory = Path(directory) if directory is not None else data_dir() / "saves"
        #: whether the save last loaded had a torn last line (a write cut short), left out
        self.cut_short = False
        #: what was set back to safe in the table settings of the save last loaded, in words for
        #: the family ("" for nothing): see :func:`checked_table`
        self.table_note = ""

    # ----- naming ---------------------------------------------------------------------------
    def new_id(self, game_id: str) -> str:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        return f"{game_id}-{stamp}-{secrets.token_hex(2)}"

    def copy_path(self, session: Session, when: datetime | None = None, folder: Path | None = None,
                  title: str = "", computers: Sequence[str] = ()) -> Path:
        """The name Save As suggests for a copy in ``folder`` (default: this saves folder): the
        game's own name as the list shows it, ``title`` (the family's name for it), else its game
        and who plays, "Hearts with Anna, Robo Rex, Cleo and Robo Remy.json" (" (2)", " (3)"... if that is
        taken). It suggested "hearts-anna-robo-rex-cleo-robo-remy-2026-12-03.json" (s44 t2 #9)."""
        from ..core.words import who_plays

        words = title or f"{session.game.info.name} with {who_plays(session.record.players, computers)}"
        stem = file_stem(words)
        folder = self.directory if folder is None else Path(folder)
        path, n = folder / f"{stem}.json", 1
        while path.exists():
            n += 1
            path = folder / f"{stem} ({n}).json"
        return path

    def make_copy(self, save_id: str) -> str:
        """A copy of a saved game in this saves folder, listed as the game's copy ("copy 2"):
        the start screen's "Make a copy" (Save As to the saves folder was the only way, and the
        copy was listed only after it was opened, s44 t2 #9). Returns the copy's save id; raises
        :class:`SaveError` if the game does not open or the copy cannot be written."""
        from .copies import next_copy_number

        session, table = self.load_with_table(save_id)
        self.directory.mkdir(parents=True, exist_ok=True)
        # (its number kept in it: deleting copy 1 made copy 2 "copy 1", s47)
        entries = self.entries()
        source = next((e for e in entries if e.save_id == save_id), None)
        number = next_copy_number(entries, source) if source is not None else 0
        return self.id_of(self.save_copy(session, self.path_of(self.new_id(session.game.info.id)), table,
                                         number=number))

    def path_of(self, save_id: str) -> Path:
        if save_id.startswith(RAW_ID_PREFIX):
            try:
                name = os.fsdecode(bytes.fromhex(save_id[len(RAW_ID_PREFIX):]))
            except ValueError:
                name = save_id
            return self.directory / f"{name}.json"
        return self.directory / f"{save_id}.json"

    @staticmethod
    def id_of(path: Path) -> str:
        """The save id of a file in the saves folder (the inverse of :meth:`path_of`)."""
        name = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:  # a name that is not UTF-8: keep its bytes, in hex
            return RAW_ID_PREFIX + os.fsencode(name).hex()
        return name

    # ----- writing --------------------------------------------------------------------------
    def save(self, save_id: str, session: Session, table: dict[str, Any] | None = None) -> Path:
        """Save the session: append its new moves to the save's journal, or rewrite the save as
        a new checkpoint (the previous version then becomes the backup). ``table``: the table
        settings to keep with it (see the module docstring), e.g. ``{"open_handed": True}``."""
        path = self.path_of(save_id)
        seen = _on_disk.get(os.fspath(path))
        if seen is not None:
            now = _stat_key(path)
            if now is not None and now != seen:  # (a save deleted meanwhile is written again whole)
                _forget(path)
                raise SaveChanged(path)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            if not _append(path, session, table):
                _write_checkpoint(path, session, table, keep_backup=True)
        except OSError as exc:
            _forget(path)
            _note_on_disk(path)  # (a write of ours cut short may have changed it: not another's change)
            raise SaveError(path, f"it could not be written ({exc.strerror or exc})", doing="save") from None
        return path

    def save_copy(self, session: Session, path: str | Path, table: dict[str, Any] | None = None,
                  keep_backup: bool = False, number: int = 0) -> Path:
        """Write the session to a file of the player's choosing ("Save As"): a whole save (no
        journal), written atomically; with ``keep_backup`` (a saved game it replaces) the file
        it replaces is kept as ``NAME.json.bak``. A path without a suffix gets ``.json``
        (:func:`copy_target`). ``number``: which copy of its game it is (:meth:`make_copy`); a
        copy's number is its own, never the number of the game it copies. Returns the path
        written; raises :class:`SaveError` if it cannot be written."""
        path = copy_target(path)
        try:
            if path.is_dir():
                raise SaveError(path, "it is a folder, not a file", doing="save")
            # (the list says "copy"; where the game was once opened from is not the copy's)
            # (nor what a recovered game was: the copy is a game saved whole, s43 t2 #6)
            kept = {key: value for key, value in (table or {}).items()
                    if key not in ("opened_from", "recovered", "copy_no")}
            atomic_write(path, encode(session, {**kept, "copy": True, **({"copy_no": number} if number else {})}),
                         keep_backup=keep_backup)
        except OSError as exc:
            raise SaveError(path, copy_problem(exc), doing="save") from None
        _forget(path)
        return path

    # ----- reading --------------------------------------------------------------------------
    def load(self, where: str | Path) -> Session:
        """Load a save by its id (a ``str``) or from a file (a ``Path``). Raises
        :class:`SaveError`; if the file is bad but its backup is good and worth offering (see
        :func:`_worth_offering`), ``error.backup`` names it."""
        return self.load_with_table(where)[0]

    def load_with_table(self, where: str | Path, moves: int | None = None) -> tuple[Session, dict[str, Any]]:
        """:meth:`load`, and the save's table settings (``{}`` if it has none or they are
        malformed; only well-formed known keys are returned). ``moves``: only the first so many
        of its moves (a save whose later move the rules refuse opens before it: ``good_moves``)."""
        path = where if isinstance(where, Path) else self.path_of(where)
        self.cut_short, self.table_note = False, ""
        try:
            with no_gc_pauses():  # parsing and replaying make many objects and no cycles
                session, table, self.cut_short, self.table_note = _load_session(path, moves)
        except SaveError as exc:
            backup = backup_path(path)
            if not str(path).endswith(BACKUP_SUFFIX) and _is_regular(backup):
                kept, cut = _backup_record(backup)
                if kept is not None and _worth_offering(path, kept, exc.good_moves):
                    exc.backup_moves = len(kept.moves)
                    exc.backup, exc.backup_cut = backup, cut
            if moves is None and self._listed(path) and _is_regular(path) and not exc.passing:
                # (the list marks it, across runs: s35 t3 #1; not for a failure from outside the
                # file, which a family may mend: it was still marked once it could be read, s36)
                self._note_unopened(path, exc)
            raise
        if moves is None and self._listed(path):
            self._note_unopened(path, None)
            _correct_summary(path, session)
        return session, table

    def _listed(self, path: Path) -> bool:
        """Is ``path`` a save of this store's list (a ``.json`` file right in its folder)?"""
        return path.name.endswith(".json") and _one_folder(path.parent, self.directory)

    def finished(self, save_id: str) -> bool:
        """Whether the game in a save is over, by replaying it: the list's summary is only what
        the file says of itself (a hand-edited or stale one listed a game in progress as
        finished, and Clear finished deleted it). False if the save cannot be read."""
        try:
            session = self.load(save_id)
        except SaveError:
            return False
        return session.game.is_over(session.state)

    def entries(self, cache: dict | None = None) -> list[SaveSummary]:
        """Every save in the folder, newest first, then the damaged ones (``damaged`` says
        why). Never raises; reads only each file's header and last few kilobytes. ``cache``: the
        entries read before, by file name (kept up to date here): a file whose size, time and
        inode are the same is not read again (the start screen follows the folder as files come
        and go, and reads only those that changed)."""
        self.clear_leftovers()
        good: list[SaveSummary] = []
        bad: list[SaveSummary] = []
        try:
            everything = list(self.directory.iterdir())
        except OSError:
            return []
        paths = sorted(p for p in everything if p.name.endswith(".json"))
        names = {p.name for p in paths}
        # a backup whose save is gone (deleted or moved outside Card Table): listed from the
        # backup, which the save's Open offers (it was offered once, then never listed again)
        orphans = sorted(p for p in everything if p.name.endswith(".json" + BACKUP_SUFFIX)
                         and p.name[:-len(BACKUP_SUFFIX)] not in names)
        seen = set()
        for path, read in [(p, self._entry) for p in paths] + [(p, self._orphan_entry) for p in orphans]:
            mark = _stat_key(path) if cache is not None else None
            if cache is not None and mark is not None:
                seen.add(path.name)
                held = cache.get(path.name)
                if held is not None and held[0] == mark:
                    if held[1] is not None:
                        (good if held[1].damaged is None else bad).append(held[1])
                    continue
            entry = read(path)
            if cache is not None and mark is not None:
                if entry is not None and entry.passing:
                    # (a save without permission stayed "damaged" once it was given back: chmod
                    # changes no size, time or inode, and only F5 read it again, s36)
                    cache.pop(path.name, None)
                else:
                    cache[path.name] = (mark, entry)
            if entry is not None:
                (good if entry.damaged is None else bad).append(entry)
        if cache is not None:
            for name in [name for name in cache if name not in seen]:
                del cache[name]
        good = self._with_unopened(good)
        good.sort(key=lambda s: s.saved_at, reverse=True)
        return good + bad

    def _orphan_entry(self, backup: Path) -> SaveSummary | None:
        """The list entry of a backup whose save is gone: its game, under the save's id and path
        (``backup_only``); damaged, with the reason, if the backup cannot be read either."""
        path = backup.with_name(backup.name[:-len(BACKUP_SUFFIX)])
        entry = self._entry(backup)
        if entry is None:
            return None
        if entry.damaged is not None:
            entry = replace(entry, damaged=f"its file is gone and its backup, {entry.name}, cannot be read either "
                                           f"({entry.damaged})")
        return replace(entry, save_id=self.id_of(path), path=path, backup_only=True)

    # ----- the saves that did not open ----------------------------------------------------
    def _unopened_path(self) -> Path:
        return self.directory / UNOPENED_FILE

    def _unopened(self) -> dict[str, dict[str, Any]]:
        """The saves that did not open when last tried (:data:`UNOPENED_FILE`), by save id: why,
        and the file's size and modification time then; {} if there is none or it is unreadable."""
        path = self._unopened_path()
        try:
            fd, _size = _open_regular(path)
        except SaveError:
            return {}
        try:
            data = json.loads(_read_at(path, fd, 0, UNOPENED_BYTES))
        except (SaveError, ValueError, RecursionError):
            return {}
        finally:
            os.close(fd)
        if not isinstance(data, dict):
            return {}
        return {sid: note for sid, note in data.items()
                if isinstance(note, dict) and isinstance(note.get("problem"), str)
                and all(type(note.get(k)) is int for k in ("size", "mtime_ns"))}

    def _note_unopened(self, path: Path, exc: SaveError | None) -> None:
        """Remember that the save ``path`` did not open (``exc`` says why), or (None) that it
        opened. Kept beside the saves, never in them; what cannot be written is let be (the
        list then knows it only until the app closes)."""
        notes = self._unopened()
        sid = self.id_of(path)
        key = _stat_key(path)
        if exc is not None and key is not None:
            note = {"size": key[0], "mtime_ns": key[1], "problem": exc.problem[:1000], "newer": exc.newer}
        elif sid in notes:
            note = None
        else:
            return
        # (the notes of files changed or gone since are dropped)
        notes = {other: n for other, n in notes.items() if other != sid and _noted(self.path_of(other), n)}
        if note is not None:
            notes[sid] = note
        try:
            if notes:
                atomic_write(self._unopened_path(), _line(notes))
            else:
                self._unopened_path().unlink(missing_ok=True)
        except OSError:
            pass

    def _with_unopened(self, entries: list[SaveSummary]) -> list[SaveSummary]:
        """``entries`` with the saves that did not open when last tried marked so, while their
        file is as it was then (a file changed since may have been mended: the list says what it
        reads of it)."""
        notes = self._unopened() if entries else {}
        if not notes:
            return entries
        out = []
        for entry in entries:
            note = notes.get(entry.save_id)
            if note is not None and not entry.backup_only and _noted(entry.path, note):
                entry = replace(entry, will_not_open=note["problem"], tried=True,
                                newer_format=note.get("newer") is True)
            out.append(entry)
        return out

    def _entry(self, path: Path) -> SaveSummary | None:
        """One file's entry in the list (damaged, with the reason, if it cannot be read); None
        for a folder."""
        try:
            return read_summary(path)
        except SaveError as exc:
            if exc.problem == "it is a folder, not a file":
                return None
            return _damaged_entry(path, self.id_of(path), exc.problem, exc.newer, exc.passing)
        except Exception as exc:  # noqa: BLE001 - one odd file must never stop the list
            return _damaged_entry(path, self.id_of(path), f"it could not be read ({type(exc).__name__})",
                                  passing=isinstance(exc, MemoryError))

    def list(self, cache: dict | None = None) -> tuple[List[SaveSummary], List[SaveError]]:
        """Every readable save, newest first, and a :class:`SaveError` for each file that could
        not be read (for the start screen's line about damaged files). Never raises. ``cache``:
        as :meth:`entries` takes it."""
        good, bad = [], []
        for entry in self.entries(cache):
            if entry.damaged is None:
                good.append(entry)
            else:
                bad.append(SaveError(entry.path, entry.damaged, newer=entry.newer_format, passing=entry.passing))
        return good, bad

    def latest(self) -> SaveSummary | None:
        """The most recently saved game that is not over (for "Continue")."""
        for summary in self.entries():
            if summary.damaged is None and not summary.over and opens_as_listed(summary):
                return summary
        return None

    def rename(self, save_id: str, name: str) -> str:
        """Give a save the name the family chose (``""``: none, the list names it by its game
        again), kept in its table settings; the moves, and when it was saved, stay as they are.
        Returns the name kept (spaces tidied, at most :data:`NAME_LENGTH` characters). Raises
        :class:`SaveError` (``doing="rename"``) if the save cannot be read or written."""
        path = self.path_of(save_id)
        name = tidy_name(name)
        self._not_open_elsewhere(path, "rename")
        try:
            data = _renamed(path, read_bytes(path), name)
            _forget(path)  # (the next save of an open game writes a whole checkpoint)
            # a backup there is kept: the file renamed holds the same moves, and may be one
            # whose moves do not replay (its good backup was lost to it)
            note = self._unopened().get(save_id)
            note = note if note is not None and _noted(path, note) else None
            was = path.stat()
            atomic_write(path, data, keep_backup=not _is_regular(backup_path(path)))
            # the same game, saved when it was: its file keeps its time, by which the list numbers
            # copies of one game ("copy 2" renamed went last, and the others moved up, s46 t3 #5)
            os.utime(path, ns=(was.st_atime_ns, was.st_mtime_ns))
            _note_on_disk(path)  # (this process's own change: its next save writes over it)
            if note is not None:  # (the same moves: it still will not open, and the list says so)
                self._note_unopened(path, SaveError(path, note["problem"], newer=note.get("newer") is True))
            _rename_backup(backup_path(path), name)
        except SaveError as exc:
            raise SaveError(path, exc.problem, doing="rename", newer=exc.newer, passing=exc.passing) from None
        except OSError as exc:
            raise SaveError(path, f"it could not be written ({exc.strerror or exc})", doing="rename") from None
        return name

    def delete(self, save_id: str) -> None:
        """Delete a save and its backup (not one open in another window)."""
        path = self.path_of(save_id)
        self._not_open_elsewhere(path, "delete")
        _forget(path)
        _on_disk.pop(os.fspath(path), None)
        self._note_unopened(path, None)
        for p in (path, backup_path(path)):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveError(p, f"it could not be deleted ({exc.strerror or exc})", doing="delete") from None

    def drop_unstarted(self, game_id: str, keep: str, players: Sequence[str] | None = None) -> List[str]:
        """Delete the saves of ``game_id`` that were dealt and left with no move made, now that
        another game of it (``keep``, just dealt) is started: each Deal backed out of at once
        stayed listed "in progress", four Court Whist games in a minute (s36 t4 #18). Only a
        save that holds nothing a family could want beyond its shuffle is deleted: named by the
        store (not a file put in the folder), no move in it and none ever taken back (no undo
        counted, no backup beside it), not finished, not renamed, not a copy (Save As, or a file
        opened from elsewhere), nothing wrong with it, open in no window, and (``players``) dealt
        to the same players: another family's unplayed deal on the same laptop is theirs to keep
        (review s36 #4). Returns the ids
        deleted; one that cannot be deleted stays (nothing is said: it is only listed)."""
        from .locks import held_elsewhere, held_here

        dropped: List[str] = []
        for entry in self.entries():
            path = entry.path
            if (entry.save_id == keep or entry.game_id != game_id or entry.moves or entry.over
                    or entry.damaged is not None or entry.will_not_open is not None or entry.backup_only
                    or entry.title or entry.copy or entry.opened_from or SAVE_ID.fullmatch(entry.save_id) is None
                    or backup_path(path).exists() or held_here(path) or held_elsewhere(path) is not None):
                continue
            try:  # (the list's summary is only what the file says of itself: its record says it)
                record = read_record(path).record
            except SaveError:
                continue
            if record.moves or record.undos or (players is not None and list(record.players) != list(players)):
                continue
            try:
                self.delete(entry.save_id)
            except SaveError:
                continue
            dropped.append(entry.save_id)
        return dropped

    @staticmethod
    def _not_open_elsewhere(path: Path, doing: str) -> None:
        from .locks import held_elsewhere

        holder = held_elsewhere(path)
        if holder is not None:
            raise SaveError(path, open_elsewhere(holder), doing=doing)

    def clear_leftovers(self, older_than: float = 60.0) -> List[Path]:
        """Remove temporary files a crash left behind (``.NAME.json.PID.tmp``) whose process is
        gone, or that are older than ``older_than`` seconds. Returns what was removed."""
        removed: List[Path] = []
        try:
            candidates = [p for p in self.directory.iterdir() if _TMP_NAME.match(p.name)]
        except OSError:
            return removed
        now = time.time()
        for p in candidates:
            match = _TMP_NAME.match(p.name)
            assert match is not None
            try:
                info = p.lstat()
                if not stat.S_ISREG(info.st_mode):
                    continue
                if _process_alive(int(match.group(1))) and now - info.st_mtime < older_than:
                    continue
                p.unlink()
                removed.append(p)
            except (OSError, ValueError):
                continue
        return removed


def opens_as_listed(summary: SaveSummary) -> bool:
    """Whether a listed game opens from its own file, as far as the list knows: not one whose
    file will not open, nor one of which only the backup is left (Continue passes them by)."""
    return summary.damaged is None and summary.will_not_open is None and not summary.backup_only


def folder_marks(directory: Path) -> dict[str, tuple[int, int, int] | None]:
    """Every save file of a folder (``*.json``) and backup (``*.json.bak``: one whose save is
    gone is listed), and every save's lock file (a game opened or let go of in another window),
    with its :func:`_stat_key`: what the start screen compares to
    see whether the folder changed at all (nothing is read)."""
    from .locks import is_lock

    try:
        names = [p for p in directory.iterdir()
                 if p.name.endswith((".json", ".json" + BACKUP_SUFFIX)) or is_lock(p.name)]
    except OSError:
        return {}
    return {p.name: _stat_key(p) for p in names}


def _one_folder(a: Path, b: Path) -> bool:
    """Are the folders ``a`` and ``b`` one (however either is written); False if either is
    missing."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _correct_summary(path: Path, session: Session) -> None:
    """Rewrite a save whose cached summary (what the list of saved games shows without
    replaying) disagrees with its game just replayed, on whether it is over or on its number of
    moves: a game in progress stayed listed as finished after it opened. When it was saved is
    kept. Nothing is said if the file cannot be written (it opened; the list stays as it was)."""
    try:
        cached = read_summary(path)
    except SaveError:
        return
    actual = summary_of(session)
    if cached.over == actual["over"] and cached.moves == actual["moves"]:
        return
    try:
        raw = read_bytes(path)
        first, _ = _first_line(path, raw)
        old = _parse(path, first) if first.lstrip().startswith(b"{") else None
        old = old if isinstance(old, dict) and old.get("schema") == SCHEMA_VERSION else {}
        table = old.get("table") if isinstance(old.get("table"), dict) else None
        encoded = encode(session, table)
        head, at = _first_line(path, encoded)
        header = json.loads(head)
        header["saved_at"] = cached.saved_at.isoformat(timespec="seconds")
        _forget(path)
        # (no new backup: the moves are the same, and the backup kept may be an older, good one)
        atomic_write(path, _line(header) + encoded[at:])
        _remember(path, session, table, len(session.record.moves))
    except (SaveError, OSError, ValueError):
        return


def _backup_record(backup: Path) -> tuple[Record | None, bool]:
    """The replayed record of a damaged save's backup, or None if it will not open; and whether
    it opened only before a damaged move of its own (its sound moves count as what it holds, as
    a save whose last line is cut opens before it: s33 t4 #6, a backup of 18 sound moves cut at
    move 19 was not offered beside the save's 3)."""
    try:
        return load_session(backup).record, False
    except SaveError as exc:
        if exc.newer or not isinstance(exc.good_moves, int) or exc.good_moves <= 0:
            return None, False
        good = exc.good_moves
    try:
        return load_session(backup, moves=good).record, True
    except SaveError:
        return None, False


def _worth_offering(path: Path, backup: Record, good: int | None) -> bool:
    """Whether the backup (its record, replayed) of a save that will not open is worth offering:
    not when it holds a move the save's sound moves (its first ``good``, before the first that
    does not replay) do not hold there -- a move since taken back (a backup written after an
    undo before s33), or another game (Save As kept the game it replaced) -- nor when it holds
    no more than those moves, which open from the save itself."""
    if good is None:  # (the save's moves cannot be read: nothing to compare the backup with)
        return True
    try:
        read = read_record(path, good)
        normalise_moves(read.record, read.game)
    except (SaveError, RecordError):
        return True
    return same_line(backup, read.record) and (good == 0 or len(backup.moves) > good)


def _process_alive(pid: int) -> bool:
    from .locks import process_alive  # (one check for both: os.kill(pid, 0) ends a process on Windows)

    return process_alive(pid)


def _damaged_entry(path: Path, save_id: str, problem: str, newer: bool = False, passing: bool = False) -> SaveSummary:
    try:
        when = _clamp(datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc))
    except (OSError, ValueError, OverflowError):
        when = _EARLIEST
    return SaveSummary(save_id, path, "", "", (), when, "", False, damaged=problem, newer_format=newer,
                       passing=passing)


# ----- encoding -----------------------------------------------------------------------------
#: The keys of the optional "table" object and the type each must have.
TABLE_KEYS: dict[str, type] = {"open_handed": bool,
                               # per seat "" (a person) or a computer level ("easy", "medium", "hard")
                               "computers": list,
                               # the name the family gave the game (Rename); none: its game's
                               "name": str,
                               # a copy saved with Save As (and played on since); none: not a copy
                               "copy": bool,
                               # which copy of its game ("Make a copy": the list's "copy 2"); none:
                               # numbered in the order the files were written (:mod:`.copies`)
                               "copy_no": int,
                               # the file from elsewhere it was opened from (Game > Open); none: ""
                               "opened_from": str,
                               # a game just recovered from a damaged save, said in the list until
                               # it is played on (:func:`recovered_title`): {"how": str, "moves": int}
                               "recovered": dict}
#: Beside the saves (not a save: no ".json"), the saves that did not open when last tried, with
#: why and their file's size and modification time then: the list marks them across runs until
#: the file changes or opens (they looked healthy again after a restart, s35 t3 #1).
UNOPENED_FILE = ".did-not-open"
UNOPENED_BYTES = 1024 * 1024


def _noted(path: Path, note: dict[str, Any]) -> bool:
    """Is the file ``path`` as it was when ``note`` was written (its size and time the same)?"""
    key = _stat_key(path)
    return key is not None and (key[0], key[1]) == (note["size"], note["mtime_ns"])


#: The longest name a saved game keeps (a longer one is cut).
NAME_LENGTH = 60


def tidy_name(name: Any) -> str:
    """A saved game's name as kept and shown: on one line, spaces tidied, at most
    :data:`NAME_LENGTH` characters; ``""`` for none (not a string, or only spaces)."""
    if not isinstance(name, str):
        return ""
    return one_line(name)[:NAME_LENGTH].strip()


def one_line(name: str) -> str:
    """``name`` on one line, its spaces tidied, not yet cut to :data:`NAME_LENGTH` (the Rename
    dialog says how long it is, rather than cutting it unseen)."""
    return " ".join("".join(c if c.isprintable() else " " for c in name).split())


def _renamed(path: Path, raw: bytes, name: str) -> bytes:
    """A save's bytes ``raw`` with the name ``name`` (:meth:`SaveStore.rename`): schema 2 changes
    its header line only (the moves and the journal are kept as written); schema 1 (a save with
    no name field) is read whole and written back as schema 2, saved when it was."""
    bom = len(UTF8_BOM) if raw.startswith(UTF8_BOM) else 0
    first, rest_at = _first_line(path, raw[bom:])
    header = _parse(path, first) if first.lstrip().startswith(b"{") else None
    if isinstance(header, dict) and header.get("schema") == 2 and _check_envelope(path, header) == 2:
        return _rename_header(header, name) + raw[bom + rest_at:]
    session, table = load_session(path, with_table=True)
    old = _parse(path, _object_text(path, raw)) if header is None else header
    encoded = encode(session, table)
    head, at = _first_line(path, encoded)
    new = json.loads(head)
    if isinstance(old, dict) and "saved_at" in old:
        new["saved_at"] = old["saved_at"]
    return _rename_header(new, name) + encoded[at:]


def _rename_backup(backup: Path, name: str) -> None:
    """The save's backup renamed as the save was (atomically): left with its old name, it brought
    that name back where only the backup was left ("Recovered before move 3 · 5 in a Row", s43 t2
    #6). A backup that cannot be read or written is left as it is (the save itself is renamed;
    the backup is only offered where the save will not open)."""
    if not _is_regular(backup):
        return
    try:
        atomic_write(backup, _renamed(backup, read_bytes(backup), name))
    except (SaveError, OSError, ValueError):
        pass


def _rename_header(header: dict[str, Any], name: str) -> bytes:
    """A save's header line with the table settings' ``name`` set (removed for ``""``); the
    table's other keys, known or not, are kept as they were."""
    table = dict(header["table"]) if isinstance(header.get("table"), dict) else {}
    # (the family's name replaces the words a recovered game went by: "Recovered before move 3")
    table.pop("recovered", None)
    if name:
        table["name"] = name
    else:
        table.pop("name", None)
    header = dict(header)
    if table or "table" in header:
        header["table"] = table
    return _line(header)


def table_settings(value: Any) -> dict[str, Any]:
    """The well-formed known keys of a "table" object; anything else is ignored."""
    if not isinstance(value, dict):
        return {}
    return {k: value[k] for k, kind in TABLE_KEYS.items() if type(value.get(k)) is kind}


def recovered_table(table: dict[str, Any], players: Sequence[str]) -> tuple[dict[str, Any], bool]:
    """The table settings a game recovered from a damaged save (its backup, or its sound moves)
    opens with: the hand-off curtain on wherever two or more people play, whatever the copy says;
    and whether that turned it back on. A backup is an older copy: s40 t4, the family turned the
    curtain off and at once on again, the save was cut short, and "Open the backup" brought back
    the "off" of the moment between, showing the next person's hand to the one at the laptop. The
    curtain is never less than the family last chose; one click turns it off again."""
    computers = table.get("computers")
    seats = computers if isinstance(computers, list) and len(computers) == len(players) else [""] * len(players)
    people = sum(1 for level in seats if not level)
    if people < 2 or not table.get("open_handed"):
        return table, False
    return {**table, "open_handed": False}, True


#: What the status line adds when a recovered game's curtain was turned back on.
CURTAIN_BACK_ON = ("The hand-off curtain is on, as it always is for a recovered game; "
                   "View > Hand-off Curtain between Turns turns it off.")

#: The header's key for :func:`table_check` of its table settings (s41). A save without it (every
#: save before s41) opens with its table settings as before.
TABLE_CHECK_KEY = "table_check"
#: The table settings that decide who sees what, which the check covers: the curtain, and who
#: plays each seat (a computer's seat made a person's beside open hands showed cards to people).
#: The game's name and where it came from are words only: edited by hand, they harm nobody.
PRIVATE_TABLE_KEYS = ("open_handed", "computers")


def table_check(table: Any) -> str:
    """A short digest of a save's table settings that decide who sees what
    (:data:`PRIVATE_TABLE_KEYS`, as written), kept in its header beside them: the curtain turned
    off by hand in the file was never agreed by everyone at the table, as View > Hand-off Curtain
    asks (s40 note)."""
    table = table if isinstance(table, dict) else {}
    text = json.dumps({key: table.get(key) for key in PRIVATE_TABLE_KEYS}, sort_keys=True,
                      ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"table:{text}".encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _table_changed(header: dict[str, Any]) -> bool:
    """Whether a header carries a table check its table settings do not match (not one without
    a check: saves before s41)."""
    if TABLE_CHECK_KEY not in header:
        return False
    try:
        return header[TABLE_CHECK_KEY] != table_check(header.get("table"))
    except (TypeError, ValueError, RecursionError):
        return True


def checked_table(header: dict[str, Any], players: Sequence[str]) -> tuple[dict[str, Any], str]:
    """A save's table settings as it opens, and what was set back to safe, in words ("" for
    nothing). Settings that do not match their check (changed outside Card Table) open with the
    curtain on wherever two or more people play, as a recovered game does (:func:`recovered_table`);
    a curtain setting that is no true or false is the curtain on; a seat whose player is no known
    computer level is a person's (a list that does not fit the players: every seat). The game,
    its name and its moves are kept whole, and one click turns the curtain off again."""
    from ..play.seats import LEVELS  # (here: the play package imports the store)

    raw = header.get("table")
    raw = raw if isinstance(raw, dict) else {}
    table = table_settings(raw)
    bad_curtain = "open_handed" in raw and type(raw["open_handed"]) is not bool
    bad_seats = False
    if "computers" in raw:
        levels = raw["computers"]
        if not (isinstance(levels, list) and len(levels) == len(players)):
            table.pop("computers", None)
            bad_seats = True
        elif not all(level == "" or level in LEVELS for level in levels):
            table["computers"] = [level if isinstance(level, str) and level in LEVELS else "" for level in levels]
            bad_seats = True
    back_on = False
    if _table_changed(header):
        table, back_on = recovered_table(table, players)
    if bad_curtain:  # (kept as stated: the curtain on)
        table["open_handed"] = False
        seats = table.get("computers") or [""] * len(players)
        back_on = back_on or sum(1 for level in seats if not level) > 1
    said = (["the hand-off curtain is on"] if back_on else []) + \
        (["a person plays every seat whose player could not be read"] if bad_seats else [])
    if not said:
        return table, ""
    note = (f"The table settings saved with this game were changed outside Card Table or are damaged, "
            f"so {' and '.join(said)}.")
    if back_on:
        note += " View > Hand-off Curtain between Turns turns it off if everyone agrees."
    return table, note


def _line(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def summary_of(session: Session) -> dict[str, Any]:
    """The small public summary a save carries for the list of saved games."""
    game, state = session.game, session.state
    acting = game.to_act(state)
    return {
        "game": game.info.id,
        "game_name": game.info.name,
        "players": list(state.players),
        "status": game.status(state),  # public under contract v2: names no hidden card
        "turn": state.players[acting[0]] if len(acting) == 1 else None,
        # the seats it waits on: the list says "Everyone at once" where all act together (a
        # Hearts pass; its status names all four, and the list read them as whose turn, s44)
        "acting": list(acting),
        "over": game.is_over(state),
        "moves": len(session.record.moves),
        "leader": _leader_of(session),
    }


#: Each session's last :func:`leader_words`, with the scores they were read at: the score sheet
#: is built again only when the scores change (once a hand), so that saving after a move costs the
#: same at move 10 and at move 30,000 (a Rummoli evening of 800 hands took 2 ms a sheet).
_leaders: "weakref.WeakKeyDictionary[Session, tuple[Any, str]]" = weakref.WeakKeyDictionary()


def _leader_of(session: Session) -> str:
    game, state = session.game, session.state
    try:
        key: Any = (tuple(game.scores(state)), game.is_over(state))
    except Exception:  # noqa: BLE001 - (then built every time, as leader_words says nothing wrong)
        return leader_words(game, state)
    held = _leaders.get(session)
    if held is not None and held[0] == key:
        return held[1]
    words = leader_words(game, state)
    _leaders[session] = (key, words)
    return words


def leader_words(game: Game, state: Any) -> str:
    """Who leads on the score sheet's totals while the game goes on, in words for the list of
    saved games ("Ben leads with 42", "Anna and Cleo lead with 7"); "" when over (the status says
    who won), level, or not in numbers. The totals are public: the score sheet shows them to
    everyone."""
    try:
        if game.is_over(state):
            return ""
        sheet = game.score_sheet(state)
        leaders = sheet.leaders()
        if not leaders or len(sheet.columns) != len(sheet.totals):
            return ""
        names = [str(sheet.columns[i]) for i in leaders]
        named = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        return f"{named} {'leads' if len(names) == 1 else 'lead'} with {sheet.totals[leaders[0]]}"
    except Exception:  # noqa: BLE001 - a score sheet that cannot be made must never stop a save
        return ""


def _header(session: Session, table: dict[str, Any] | None) -> dict[str, Any]:
    header = {
        "format": SAVE_FORMAT,
        "schema": SCHEMA_VERSION,
        "app_version": __version__,
        "state_version": session.game.state_version,
        "saved_at": _now(),
        "summary": summary_of(session),
        "record": session.record.header_json(),
        "moves": len(session.record.moves),
    }
    header[CHECK_KEY] = record_check(header["record"])
    started = _started.setdefault(session, _now())  # (its first save: when it was dealt)
    if started:
        header[STARTED_KEY] = started
    if table is not None:
        header["table"] = table_settings(table)
    header[TABLE_CHECK_KEY] = table_check(header.get("table"))
    return header


#: The header's key for when the game began (UTC, ISO), kept by every rewrite, copy and reopening:
#: not part of the record (nor its check), only words for the list of saved games.
STARTED_KEY = "started"
#: When each session's game began, as its save says it ("": not known, a save from before it):
#: kept beside the session (its record has no clock), read back when a save is opened.
_started: "weakref.WeakKeyDictionary[Session, str]" = weakref.WeakKeyDictionary()


#: The header's key for :func:`record_check` of its record (s40). A save without it (every save
#: before s40) opens as before.
CHECK_KEY = "record_check"
#: Why a save whose header's record no longer matches its check does not open.
CHANGED_HEADER = ("its first line has been changed or damaged: the players, house rules or shuffle in it are not "
                  "the ones the game was played with, so its moves would replay another game")


def record_check(record: Any) -> str:
    """A short digest of a save's record without its moves (game, players, house rules, seed,
    stacked deal), kept in the save's header beside it: a hand-edited or damaged seed replayed
    into another deal, with the stored bids handed to other players, and was called "sound"
    (s40 t4)."""
    if isinstance(record, dict):
        record = {k: v for k, v in record.items() if k != "moves"}
    text = json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _header_changed(header: dict[str, Any]) -> bool:
    """Whether a header carries a record check its record does not match (not one without a
    check: saves before s40)."""
    if CHECK_KEY not in header:
        return False
    check = header[CHECK_KEY]
    try:
        return not isinstance(check, str) or check != record_check(header.get("record"))
    except (TypeError, ValueError, RecursionError):
        return True


def _header_key(session: Session, table: dict[str, Any] | None) -> str:
    return json.dumps([session.record.header_json(), None if table is None else table_settings(table),
                       __version__, session.game.state_version], sort_keys=True)


def encode(session: Session, table: dict[str, Any] | None = None) -> bytes:
    """A whole save (header and moves, no journal) as bytes."""
    parts = [_line(_header(session, table))]
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    parts.extend((dumps(m) + "\n").encode("utf-8") for m in session.record.moves)
    return b"".join(parts)


def to_save_json(session: Session, table: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save as one JSON object (the header with the whole record in it): what schema 1
    files hold, and a convenient form for tests and tools."""
    data = _header(session, table)
    data["record"] = session.record.to_json()
    return data


# ----- writing ----------------------------------------------------------------------------------
def _stat_key(path: Path) -> tuple[int, int, int] | None:
    """A file's size, modification time and inode: a file written again (appended to, or
    replaced by a rename) has another; None if it cannot be seen."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns, info.st_ino


def _append(path: Path, session: Session, table: dict[str, Any] | None) -> bool:
    """Append the session's new moves to the save's journal if the file is exactly as this
    process last wrote it for this session; ``False`` if a checkpoint must be written instead."""
    w = _written.get(os.fspath(path))
    if (w is None or w.session() is not session or w.truncations != session.truncations
            or w.header_key != _header_key(session, table)):
        return False
    moves = session.record.moves
    new = moves[w.moves:]
    if _stat_key(path) != (w.size, w.mtime_ns, w.inode):
        return False
    if not new:
        return True
    journal = w.moves - w.checkpoint + len(new)
    if journal >= max(MIN_JOURNAL, w.checkpoint):
        return False
    summary = summary_of(session)
    at = _now()
    lines = []
    for move in new[:-1]:  # several at once (rare): only the last carries the summary
        lines.append(_line({"move": move}))
    lines.append(_line({"move": new[-1], "summary": summary, "saved_at": at}))
    data = b"".join(lines)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_ino != w.inode or info.st_size != w.size:
            return False
        _write_all(fd, data)
        os.fsync(fd)
        info = os.fstat(fd)
    finally:
        os.close(fd)
    w.moves, w.size, w.mtime_ns = len(moves), info.st_size, info.st_mtime_ns
    _on_disk[os.fspath(path)] = (w.size, w.mtime_ns, w.inode)
    return True


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _write_checkpoint(path: Path, session: Session, table: dict[str, Any] | None, keep_backup: bool) -> None:
    """Rewrite the save whole. With ``keep_backup`` the file it replaces becomes the backup when
    it holds this game's first moves as they stand; one that holds a move since taken back is no
    backup of this game ("Open the backup" brought back a card Ben had taken back, and a computer
    answered it): the backup is then this save as it now stands."""
    old_is_backup = keep_backup and _holds_start_of(path, session)
    _forget(path)
    data = encode(session, table)
    if keep_backup and not old_is_backup and _is_regular(path):
        # (written first: a crash between the two leaves a backup of the game as played)
        atomic_write(backup_path(path), data)
    atomic_write(path, data, keep_backup=old_is_backup)
    _remember(path, session, table, len(session.record.moves))


def backup_path(path: Path) -> Path:
    """Where a save's backup is kept: ``NAME.json.bak`` beside it."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _holds_start_of(path: Path, session: Session) -> bool:
    """Whether the save at ``path`` holds the first moves of ``session``'s game as they stand
    now (the same deal, and no move since taken back): known without reading it when this
    session wrote it and has taken nothing back since, else read (not replayed) and compared."""
    w = _written.get(os.fspath(path))
    if w is not None and w.session() is session:
        if w.truncations == session.truncations:
            return True
        if w.moves > len(session.record.moves):  # (the undo's own rewrite: it holds the move taken back)
            return False
    try:
        on_disk = read_record(path).record
    except SaveError:
        return False
    return len(on_disk.moves) <= len(session.record.moves) and same_line(on_disk, session.record)


def same_line(a: Record, b: Record) -> bool:
    """Whether two records are copies of one game as it was played: the same deal, and the same
    moves as far as both go (a copy that holds a move since taken back, or another game's, is
    not)."""
    n = min(len(a.moves), len(b.moves))
    return _deal(a) == _deal(b) and list(a.moves[:n]) == list(b.moves[:n])


def _deal(record: Record) -> dict[str, Any]:
    """What makes a game record the same game: its game, players, house rules and deal (not how
    many moves were taken back, nor which were played in one gesture, nor the rules' version:
    its house rules as this version reads them, so that a copy written by an older version and
    one replayed, which brought them up to date, compare alike)."""
    data = record.header_json()
    for key in ("undos", "together", "state_version", "version"):
        data.pop(key, None)
    try:
        data["options"] = dict(current_options(record, get_game(record.game)))
    except (KeyError, TypeError, ValueError, AttributeError):  # (a game not known, or odd options: as written)
        pass
    return data


def _remember(path: Path, session: Session, table: dict[str, Any] | None, checkpoint: int) -> None:
    key = _stat_key(path)
    if key is None:
        return
    _on_disk[os.fspath(path)] = key
    _written[os.fspath(path)] = _Written(weakref.ref(session), session.truncations, _header_key(session, table),
                                         len(session.record.moves), checkpoint, *key)


def _note_on_disk(path: Path) -> None:
    key = _stat_key(path)
    if key is not None:
        _on_disk[os.fspath(path)] = key


def atomic_write(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or the
    new one, never a torn one: write a temporary file beside it, fsync, then rename over.
    With ``keep_backup`` the old version is first copied (fsynced, and also atomically) to
    ``path.bak``."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    backup = backup_path(path)
    backup_tmp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and _is_regular(path):
            shutil.copyfile(path, backup_tmp)
            _fsync_file(backup_tmp)
            os.replace(backup_tmp, backup)
        os.replace(tmp, path)
    finally:
        for leftover in (tmp, backup_tmp):
            try:
                leftover.unlink()
            except FileNotFoundError:
                pass
    _fsync_dir(path.parent)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY if os.name == "posix" else os.O_RDWR)  # Windows syncs writable handles only
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# ----- reading ----------------------------------------------------------------------------------
def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


#: the errors of opening a file that come from outside it, and may pass (:attr:`SaveError.passing`)
PASSING_ERRNOS = frozenset(getattr(errno, name) for name in (
    "EACCES", "EPERM", "EBUSY", "ETXTBSY", "EAGAIN", "EINTR", "EIO", "ENOMEM", "EMFILE", "ENFILE",
    "ENOBUFS", "ETIMEDOUT", "ESTALE") if hasattr(errno, name))


def _open_regular(path: Path) -> tuple[int, int]:
    """Open ``path`` for reading if it is a regular file (never blocking on a FIFO); returns
    the descriptor and the size. Raises :class:`SaveError`."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist (it may have been moved or deleted)") from None
    except IsADirectoryError:
        raise SaveError(path, "it is a folder, not a file") from None
    except PermissionError:  # (also a file another program holds locked, on Windows)
        raise SaveError(path, "you do not have permission to read it", passing=True) from None
    except OSError as exc:
        # passing only where the file may be sound and open later (busy, an I/O error, out of
        # memory or of open files); a name too long or a loop of links stays so (review s36 #6)
        raise SaveError(path, f"it could not be read ({exc.strerror or exc})",
                        passing=exc.errno in PASSING_ERRNOS) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(path, "it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(path, "it is not an ordinary file (a device, pipe or socket), so not a saved game")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(path, f"it is too large to be a saved game ({info.st_size / 1e6:,.0f} MB)")
    except BaseException:
        os.close(fd)
        raise
    return fd, info.st_size


def _read_at(path: Path, fd: int, offset: int, limit: int) -> bytes:
    chunks = []
    try:
        while limit > 0:
            if hasattr(os, "pread"):
                chunk = os.pread(fd, min(limit, 1 << 20), offset)
            else:  # Windows
                os.lseek(fd, offset, os.SEEK_SET)
                chunk = os.read(fd, min(limit, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            offset += len(chunk)
            limit -= len(chunk)
    except OSError as exc:
        raise SaveError(path, f"it could not be read ({exc.strerror or exc})", passing=True) from None
    return b"".join(chunks)


def read_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file, at most ``limit`` of them (never more, whatever the file
    claims), a UTF-8 byte-order mark dropped. Raises :class:`SaveError`."""
    fd, size = _open_regular(path)
    try:
        raw = _read_at(path, fd, 0, limit + 1)
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise SaveError(path, f"it is too large to be a saved game (over {limit / 1e6:,.0f} MB)")
    return raw[len(UTF8_BOM):] if raw.startswith(UTF8_BOM) else raw


def _parse(path: Path, text: bytes | str, what: str = "it") -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"{what} is damaged or cut short") from None  # (where, for a family: no)
    except RecursionError:
        raise SaveError(path, f"{what} is damaged (nested too deeply)") from None
    except UnicodeDecodeError:
        raise SaveError(path, "it is not a text file, so not a saved game") from None
    except ValueError:  # e.g. an integer of more than 4,300 digits
        raise SaveError(path, f"{what} is damaged (a number in it is absurdly long)") from None


def _check_envelope(path: Path, data: Any) -> int:
    """The schema of a parsed save header; raises :class:`SaveError` if it is no save."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, NOT_A_SAVE)
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise SaveError(path, "it has no valid schema version")
    if schema > SCHEMA_VERSION:  # not damaged: newer
        raise SaveError(path, f"it was saved by {_newer_by(data)}, in a save format this version cannot "
                              "read: update Card Table to open it", newer=True)
    return schema


def _newer_by(header: dict[str, Any]) -> str:
    """"a newer Card Table", with the versions when the save names a newer one."""
    app = newer_app(header.get("app_version"))
    return f"a newer Card Table ({app}; this one is {__version__})" if app else "a newer Card Table"


def newer_app(app: Any) -> str | None:
    """``app`` (a save's ``app_version``) if it names a Card Table newer than this one, else None:
    a message names versions only when they differ ("0.4.0 is newer than 0.4.0" was said)."""
    if isinstance(app, str) and _version_text(app) and _version_tuple(app) > _version_tuple(__version__):
        return app
    return None


def _version_text(text: str) -> bool:
    return bool(re.fullmatch(r"\d{1,4}(\.\d{1,4}){0,3}([a-z0-9.+-]{0,20})", text))


def _version_tuple(text: Any) -> tuple[int, ...]:
    if not isinstance(text, str):
        return ()
    match = re.match(r"(\d{1,4}(?:\.\d{1,4}){0,3})", text)
    return tuple(int(p) for p in match.group(1).split(".")) if match else ()


def _first_line(path: Path, raw: bytes) -> tuple[bytes, int]:
    end = raw.find(b"\n")
    if end < 0:
        return raw, len(raw)
    return raw[:end], end + 1


_EARLIEST = datetime(1971, 1, 1, tzinfo=timezone.utc)
_LATEST = datetime(9998, 1, 1, tzinfo=timezone.utc)


def _clamp(when: datetime) -> datetime:
    return min(max(when, _EARLIEST), _LATEST)


def parse_saved_at(value: Any, path: Path | None = None) -> datetime:
    """A save's ``saved_at`` as an aware UTC time any clock can show: a time without a zone is
    taken as UTC, one out of range (year 1 or 9999) is clamped, and anything unreadable is the
    file's modification time."""
    if isinstance(value, str) and len(value) <= 64:
        try:
            when = datetime.fromisoformat(value)
            if when.tzinfo is None or when.utcoffset() is None:
                when = when.replace(tzinfo=timezone.utc)
            try:
                return _clamp(when.astimezone(timezone.utc))
            except (OverflowError, ValueError):
                return _LATEST if when.year > 5000 else _EARLIEST
        except (ValueError, TypeError, OverflowError):
            pass
    if path is not None:
        try:
            return _clamp(datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc))
        except (OSError, ValueError, OverflowError):
            pass
    return _EARLIEST


def read_summary(path: Path) -> SaveSummary:
    """The list entry of one save, read from its header line and the last few kilobytes.
    Raises :class:`SaveError` (the entry is then listed as damaged)."""
    fd, size = _open_regular(path)
    try:
        head = _read_at(path, fd, 0, FIRST_READ)
        if b"\n" not in head and len(head) == FIRST_READ:  # a long header line: read up to the cap
            head += _read_at(path, fd, FIRST_READ, MAX_HEADER_BYTES - FIRST_READ)
        bom = len(UTF8_BOM) if head.startswith(UTF8_BOM) else 0
        head = head[bom:]
        if not head.strip():
            raise SaveError(path, "the file is empty")
        first, _ = _first_line(path, head)
        if first.lstrip().startswith(b"{") and first.rstrip().endswith(b"}") and b'"schema":2' in first.replace(b" ", b""):
            header = _parse(path, first)
            schema = _check_envelope(path, header)
            summary, saved_at = header.get("summary"), header.get("saved_at")
            header_end = bom + len(first)  # the newline ending the header
            tail = b""
            if size > header_end + 1:
                tail_start = max(header_end, size - TAIL_BYTES)  # from a newline if it can
                tail = _read_at(path, fd, tail_start, size - tail_start)
                latest = _latest_journal_summary(tail)
                if latest is not None:
                    summary, saved_at = latest
            # what was read told truly: a line of it that does not parse (s35 t3 #1)
            whole = size <= header_end + 1 or tail_start == header_end
            wrong = _wrong_in_what_was_read(path, header, first, tail, whole)
        else:  # schema 1: one JSON object (Card Table 0.1.0 wrote at most 4 MB)
            data = _schema1_head(head)
            if data is None:  # a newer format's header line (listed as damaged: "cut short")
                data = _newer_head(first)
            if data is None:  # not as 0.1.0 wrote it: read it whole
                data = _parse(path, _object_text(path, read_bytes(path)))
            schema = _check_envelope(path, data)
            summary, saved_at = data.get("summary"), data.get("saved_at")
            header = data
            wrong = None
    finally:
        os.close(fd)
    entry = _summary_entry(path, header, summary, saved_at)
    return entry if wrong is None else replace(entry, will_not_open=wrong)


def _wrong_in_what_was_read(path: Path, header: dict[str, Any], first: bytes, tail: bytes, whole: bool) -> str | None:
    """Why a schema 2 save will not open, as far as the bytes the list read anyway tell it
    without replaying (its cost per save does not grow with the game): its header's game record
    and players; every move line when ``tail`` (from the header's end) is the whole rest of the
    file, as opening reads them (a line cut short, moves missing); else the complete lines of
    the last few kilobytes. None if nothing is wrong there (a move the rules refuse is found
    only by replaying)."""
    newer = newer_app(header.get("app_version")) is not None
    if whole:
        try:
            read = _record_of(path, first + tail)
        except SaveError as exc:
            return None if exc.newer else exc.problem
        record, game = read.record, read.game
        moves: list[Any] = record.moves
    else:
        try:
            record = Record.from_json(header.get("record"), moves=False)
        except RecordError as exc:
            return None if newer else f"its game record is damaged: {str(exc).rstrip('.')}"
        try:
            game = get_game(record.game)
        except KeyError:
            return f"it is a game this version does not know ({record.game[:40]!r})"
        lines = tail.split(b"\n")[1:-1]  # (the first may be cut by where the reading began; the last
        # ends the file: "" or a torn line, which opening leaves out)
        parsed = _lines_parse(lines) if lines else []
        if parsed is None:
            return "one of its last moves is damaged or cut short"
        # (a journal line holds its move beside the summary; a line of the checkpoint is the move)
        moves = [line["move"] if isinstance(line, dict) and "move" in line and "kind" not in line else line
                 for line in parsed]
    rules = rules_version(header)
    if not newer and (rules is None or rules <= game.state_version) \
            and len(record.players) not in game.info.allowed_counts():
        return (f"its players or house rules are not valid ({game.info.name} is for "
                f"{game.info.players_phrase()}, not {len(record.players):,})")
    if not newer and (rules is None or rules <= game.state_version):
        # each move read is one of the game's by its shape (a newer Card Table's may not be): a
        # move hand-edited into nonsense was listed as a sound game until it was opened (s45 t3 #4)
        for number, move in enumerate(moves, 1):
            odd = shape_problem(game, move)
            if odd is not None:
                return f"its move {number:,} {odd}" if whole else f"one of its last moves {odd}"
    if _header_changed(header):  # (after what the record itself says is wrong: said in its own words)
        return CHANGED_HEADER
    return None


def _lines_parse(lines: list[bytes]) -> list[Any] | None:
    """What each of ``lines`` holds, if every one is JSON (one parse for them all); else None."""
    try:
        parsed = json.loads(b"[" + b",".join(lines) + b"]")
    except (ValueError, RecursionError, TypeError):
        return None
    return parsed if isinstance(parsed, list) and len(parsed) == len(lines) else None


def _schema1_head(head: bytes) -> dict[str, Any] | None:
    """The envelope and summary of a schema 1 save as Card Table 0.1.0 wrote it (format,
    schema, app_version, saved_at and summary come before the record), read from its first
    bytes alone; ``None`` if the file is not laid out that way."""
    end = head.find(b',"record":')
    if end < 0 or not head.startswith(b'{"format":"cardtable-save","schema":1,'):
        return None
    try:
        data = json.loads(head[:end] + b"}")
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("summary"), dict) else None


def _newer_head(first: bytes) -> dict[str, Any] | None:
    """The header of a save in a newer format than this version's, when its first line is one
    JSON object saying so (its moves follow on lines of their own); else None."""
    if not (first.lstrip().startswith(b"{") and first.rstrip().endswith(b"}")):
        return None
    try:
        data = json.loads(first)
    except (ValueError, RecursionError):
        return None
    if not (isinstance(data, dict) and data.get("format") == SAVE_FORMAT):
        return None
    schema = data.get("schema")
    newer = isinstance(schema, int) and not isinstance(schema, bool) and schema > SCHEMA_VERSION
    return data if newer else None


def _decode(path: Path, raw: bytes) -> str:
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "it is not a text file, so not a saved game") from None


def _object_text(path: Path, raw: bytes) -> str:
    """The text of a file that should hold one JSON object, as every save begins; a file that
    begins otherwise (a settings file, a list) is no saved game, not a damaged one."""
    text = _decode(path, raw)
    if not text.lstrip().startswith("{"):
        # a save whose first byte was changed still names its format near the start: damaged,
        # not "not a Card Table saved game" (its backup is offered: s36 t5 #5)
        if f'"{SAVE_FORMAT}"' in text[:4096]:
            raise SaveError(path, "it is damaged at its start")
        raise SaveError(path, NOT_A_SAVE)
    return text


def _latest_journal_summary(tail: bytes) -> tuple[Any, Any] | None:
    """The summary of the last complete journal line in ``tail``, if any (found by searching
    backwards for the word, not by reading every line)."""
    end = len(tail)
    while True:
        at = tail.rfind(b'"summary"', 0, end)
        if at < 0:
            return None
        line_start = tail.rfind(b"\n", 0, at) + 1
        line_end = tail.find(b"\n", at)
        end = line_start
        if line_end < 0 or line_start == 0:  # a torn last line, or one cut by the tail's start
            continue
        try:
            entry = json.loads(tail[line_start:line_end])
        except (ValueError, RecursionError):
            continue
        if isinstance(entry, dict) and "move" in entry and isinstance(entry.get("summary"), dict):
            return entry["summary"], entry.get("saved_at")


def _summary_entry(path: Path, header: dict[str, Any], summary: Any, saved_at: Any) -> SaveSummary:
    if not isinstance(summary, dict):
        raise SaveError(path, "its summary is missing or damaged")
    game_id = summary.get("game")
    if not isinstance(game_id, str):
        raise SaveError(path, "its summary is missing or damaged")
    try:
        game = get_game(game_id)
    except KeyError:
        raise SaveError(path, f"it is a game this version does not know ({game_id[:40]!r})") from None
    players, status = summary.get("players"), summary.get("status")
    if not (isinstance(players, list) and 0 < len(players) <= 64 and all(isinstance(p, str) for p in players)
            and isinstance(status, str)):
        raise SaveError(path, "its summary is missing or damaged")
    moves = summary.get("moves")
    leader = summary.get("leader", "")
    acting = summary.get("acting", [])
    # (a hand-edited list that does not fit the seats is left out, not an error)
    if not (isinstance(acting, list) and len(acting) <= len(players) and all(
            isinstance(a, int) and not isinstance(a, bool) and 0 <= a < len(players) for a in acting)):
        acting = []
    app = header.get("app_version")
    # which seats computers play (a hand-edited list that does not fit is left out, not an error),
    # and the curtain, as the game will open (settings changed outside Card Table: curtain on)
    table, _note = checked_table(header, players)
    computers = table.get("computers", [])
    if not (len(computers) == len(players) and all(isinstance(c, str) for c in computers)):
        computers = []
    rules = rules_version(header)
    moves = moves if isinstance(moves, int) and not isinstance(moves, bool) else 0
    recovered = recovery_words(table.get("recovered", {}), moves)
    title = recovered_title(tidy_name(table.get("name")), table.get("recovered", {}), moves)
    if title and (table.get("copy") is True or table.get("opened_from")) and "recovered" not in table:
        # (a copy of a game recovered before s43, its words made its name: the copy is a game
        # saved whole, s43 t2 #6 "Opened from its backup · Gin Rummy … from gin-copy.json")
        found = _OLD_RECOVERED.fullmatch(title)
        title = (found.group("name") or "") if found is not None else title
    people = sum(1 for c in computers if not c) if computers else len(players)
    open_hands = table.get("open_handed") is True and people > 1
    copy_no = table.get("copy_no", 0)  # (an int: table_settings keeps only that)
    return SaveSummary(
        SaveStore.id_of(path), path, game.info.id, game.info.name, tuple(p[:40] for p in players),
        parse_saved_at(saved_at, path), status[:300], summary.get("over") is True,
        moves, app if isinstance(app, str) else "", computers=tuple(c[:20] for c in computers),
        newer_rules=rules is not None and rules > game.state_version, title=title, open_hands=open_hands,
        saved_as_copy=table.get("copy") is True, copy_no=copy_no if 0 < copy_no < 10_000 else 0,
        opened_from=one_line(table.get("opened_from", ""))[:1000],
        started=started_at(header, path), leader=one_line(leader)[:120] if isinstance(leader, str) else "",
        recovered=recovered if title else "", acting=tuple(acting),
    )


def recovered_title(name: str, recovered: Any, moves: int) -> str:
    """The name a saved game goes by in the list: the family's (``name``), after it what a game
    just recovered from a damaged save is ("Sunday, recovered before move 5", else "Opened from
    its backup"; ``recovered``: its table's ``{"how": ..., "moves": ...}``), but only while it
    holds the moves it was recovered with. Kept as its name, "Opened from its backup" stayed on
    the game for good, on its Save As copies too, long after it was played on and saved (s43 t2
    #6): it is said once, as the game is opened, not ever after."""
    if not isinstance(recovered, dict):
        return name
    if not recovered:  # (the table of a save before s43, where the words were made its name)
        return _old_recovered_name(name, moves)
    how = recovery_words(recovered, moves)
    if not how:
        return name
    return tidy_name(f"{name}, {how}" if name else how[:1].upper() + how[1:])


def recovery_words(recovered: Any, moves: int) -> str:
    """What a game recovered from a damaged save is ("opened from its backup", "recovered
    before move 5": its table's ``{"how": ..., "moves": ...}``) while it holds the ``moves`` it
    was recovered with; "" for any other game (:func:`recovered_title`)."""
    if not isinstance(recovered, dict) or not recovered:
        return ""
    how, at = recovered.get("how"), recovered.get("moves")
    if not isinstance(how, str) or not how.strip() or type(at) is not int or at != moves:
        return ""
    return one_line(how)[:80]


#: The words a recovered game was named by before s43 (:func:`recovered_title`), after the
#: family's own name if any: "Sunday, recovered before move 5", "Opened from its backup".
_OLD_RECOVERED = re.compile(r"(?:(?P<name>.*), )?(?:(?:[Rr]ecovered before move (?P<move>\d[\d,]*))"
                            r"|(?:[Oo]pened from its backup))")


def _old_recovered_name(name: str, moves: int) -> str:
    """A save's name from before s43, without the recovery words once they are out of date: a
    game "Recovered before move 3" that holds more than 2 moves has been played on and saved."""
    found = _OLD_RECOVERED.fullmatch(name)
    if found is None or found.group("move") is None:
        return name
    if moves <= int(found.group("move").replace(",", "")) - 1:
        return name
    return found.group("name") or ""


def started_at(header: dict[str, Any], path: Path) -> datetime | None:
    """When a save's game began: its header's ``"started"``, else (a save from before it) the time
    in the name the store gave it (:data:`SAVE_ID`, local time), else None."""
    value = header.get(STARTED_KEY)
    if isinstance(value, str) and value:
        when = parse_saved_at(value)
        if when != _EARLIEST:
            return when
    return _stamp_time(SaveStore.id_of(path))


def _stamp_time(save_id: str) -> datetime | None:
    """The local time :meth:`SaveStore.new_id` wrote in a save's id, as UTC; None if none."""
    if SAVE_ID.fullmatch(save_id) is None:
        return None
    try:
        stamp = datetime.strptime("-".join(save_id.split("-")[-3:-1]), "%Y%m%d-%H%M%S")
        return _clamp(stamp.astimezone(timezone.utc))
    except (ValueError, OverflowError, OSError):
        return None


def rules_version(header: dict[str, Any]) -> int | None:
    """The ``state_version`` (the version of its game's rules) a save was played under, as
    loading reads it: the record's own, else the header's; None if it says none."""
    record = header.get("record")
    for version in (record.get("state_version") if isinstance(record, dict) else None,
                    header.get("state_version")):
        if isinstance(version, int) and not isinstance(version, bool) and version >= 1:
            return version
    return None


def load_session(path: Path, with_table: bool = False, moves: int | None = None):
    """Read and replay one save file (schema 1 or 2), or only its first ``moves`` moves. Raises
    :class:`SaveError`. Returns the session, or with ``with_table`` the pair (session, table
    settings)."""
    with no_gc_pauses():  # parsing and replaying make many objects and no cycles
        session, table, _cut, _note = _load_session(path, moves)
    return (session, table) if with_table else session


@dataclass
class SavedRecord:
    """A save's game record as read from its file, not yet replayed (see :func:`read_record`)."""

    record: Record
    game: Game
    header: dict[str, Any]
    schema: int
    torn: bool  # its last line was torn (a write cut short): that move is left out
    size: int  # the bytes read
    #: its header's record does not match the check saved beside it (:func:`record_check`): its
    #: players, house rules or shuffle were changed, and its moves would replay another game
    changed: bool = False


def read_record(path: Path, upto: int | None = None) -> SavedRecord:
    """The game record of a save file (schema 1 or 2: its header's record, then its moves and
    its journal's), without replaying it; only the first ``upto`` moves if given. What
    ``cardtable replay`` reads a save with. Raises :class:`SaveError`."""
    return _record_of(path, read_bytes(path), upto)


def _record_of(path: Path, raw: bytes, upto: int | None = None) -> SavedRecord:
    """:func:`read_record` of the bytes ``raw`` of the file ``path`` (its byte-order mark left
    out)."""
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    first, rest_at = _first_line(path, raw)
    torn = False
    if first.lstrip().startswith(b"{") and first.rstrip().endswith(b"}"):
        header = _parse(path, first)
        schema = _check_envelope(path, header)
    else:
        header, schema = None, 1
    if schema >= 2 and header is not None:
        record_data = header.get("record")
        count = header.get("moves")
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise SaveError(path, "its header is damaged (no move count)")
        body = raw[rest_at:]
        lines = body.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        elif lines:  # the last line has no end: a write was cut short; the save opens before it
            lines.pop()
            torn = True
        if len(lines) < count:
            raise SaveError(path, f"it is cut short (it should hold {count:,} moves, it holds {len(lines):,})")
        if upto is not None:  # (a later line may be the damaged one: it is not read)
            lines = lines[:upto]
        checkpoint = _move_lines(path, lines[:count], 1) if count else []
        journal_lines = lines[count:]
        entries = _move_lines(path, journal_lines, count + 1)
        journal = []
        for i, entry in enumerate(entries, count + 1):
            if not isinstance(entry, dict) or "move" not in entry:
                raise SaveError(path, f"move {i} is damaged (a journal line without a move)", good_moves=i - 1)
            journal.append(entry["move"])
        moves_data = checkpoint + journal
    else:
        data = _parse(path, _object_text(path, raw))
        _check_envelope(path, data)
        header = data
        record_data = data.get("record")
        moves_data = record_data.get("moves", []) if isinstance(record_data, dict) else []
    try:
        record = Record.from_json(record_data, moves=False)
        record.moves = list(read_moves(moves_data))
        if upto is not None:
            del record.moves[upto:]
        header_version = header.get("state_version")
        if record.state_version is None and isinstance(header_version, int) and not isinstance(header_version, bool):
            record.state_version = header_version  # a save says it in its header
    except RecordError as exc:
        raise SaveError(path, f"its game record is damaged: {str(exc).rstrip('.')}") from None
    try:
        game = get_game(record.game)
    except KeyError:
        raise SaveError(path, f"it is a game this version does not know ({record.game[:40]!r})") from None
    changed = schema >= 2 and _header_changed(header)
    return SavedRecord(record, game, header, schema, torn, len(raw), changed)


#: Why a save did not open when the computer ran out of memory (a passing failure).
NO_MEMORY = "there was not enough memory to open it (close some other programs, then try again)"


def _load_session(path: Path, upto: int | None = None) -> tuple[Session, dict[str, Any], bool, str]:
    """The session and table settings of a save (safe ones, :func:`checked_table`), whether its
    last line was torn (a write cut short: that move is left out), and what of its table settings
    was set back to safe, in words ("" for nothing)."""
    try:
        return _read_and_replay(path, upto)
    except MemoryError:
        raise SaveError(path, NO_MEMORY, passing=True) from None


def _read_and_replay(path: Path, upto: int | None) -> tuple[Session, dict[str, Any], bool, str]:
    """:func:`_load_session`, but for running out of memory."""
    read = read_record(path, upto)
    record, game, header = read.record, read.game, read.header
    try:
        normalise_moves(record, game)
        session = Session.from_record(record, game)
    except RecordError as exc:
        if read.changed and not isinstance(exc, SetupError):  # (the moves of another deal: none is "sound")
            raise SaveError(path, CHANGED_HEADER) from None
        problem, newer = _replay_problem(header, game, exc)
        raise SaveError(path, problem, newer=newer, good_moves=None if newer else exc.good) from None
    except RecursionError:
        raise SaveError(path, "its game record is damaged (nested too deeply)") from None
    except (TypeError, KeyError, ValueError, AttributeError, IndexError) as exc:
        if read.changed:
            raise SaveError(path, CHANGED_HEADER) from None
        # a rule engine tripped over a hand-edited move: still this file's problem, said
        # in a dialog, never a crash of the app
        raise SaveError(path, f"its moves do not replay (the game could not read one: {type(exc).__name__})") from None
    if read.changed:  # (every move may be legal in another deal too: bids only, s40 t4)
        raise SaveError(path, CHANGED_HEADER)
    table, table_note = checked_table(header, record.players)
    started = header.get(STARTED_KEY)
    if not (isinstance(started, str) and parse_saved_at(started) != _EARLIEST):
        stamp = _stamp_time(SaveStore.id_of(path))  # (a save from before it: by its name, else unknown)
        started = stamp.isoformat(timespec="seconds") if stamp is not None else ""
    _started[session] = started
    _forget(path)
    on_disk = _stat_key(path)
    if on_disk is not None:
        _on_disk[os.fspath(path)] = on_disk
    if read.schema >= 2 and not read.torn and upto is None and on_disk is not None and on_disk[0] == read.size \
            and not _table_changed(header):
        # the file is exactly as read: the next save may append to it (not to table settings
        # changed outside Card Table: the next save writes them again, with their check)
        _remember(path, session, header.get("table") if "table" in header else None, int(header["moves"]))
    return session, table, read.torn, table_note


def _move_lines(path: Path, lines: list[bytes], first: int) -> list[Any]:
    """The moves (or journal entries) of ``lines``, the first being move ``first``: one parse
    for them all; line by line only to say which is damaged, with the moves before it as
    ``good_moves`` (the game may be opened before it, as before a move the rules refuse)."""
    if not lines:
        return []
    try:
        parsed = json.loads(b"[" + b",".join(lines) + b"]")
        if isinstance(parsed, list) and len(parsed) == len(lines):
            return parsed
    except (ValueError, RecursionError):
        pass
    out = []
    for i, line in enumerate(lines, first):
        try:
            out.append(_parse(path, line, f"move {i}"))
        except SaveError as exc:
            exc.good_moves = i - 1
            raise
    return out


def _replay_problem(header: dict[str, Any], game: Game, exc: RecordError) -> tuple[str, bool]:
    """Why a save's moves do not replay, naming the newer Card Table it came from if so; and
    whether it came from one."""
    state_version = rules_version(header)
    newer_state = state_version is not None and state_version > game.state_version
    if isinstance(exc, SetupError):  # the players or house rules, not the moves
        problem = f"its players or house rules are not valid ({str(exc).rstrip('.')})"
    else:
        problem = f"its moves do not replay: {str(exc).rstrip('.')}"
    newer = newer_state or newer_app(header.get("app_version")) is not None
    if newer:
        problem += f"; it was saved by {_newer_by(header)}: update Card Table to open it"
    return problem, newer

