"""Saved games on disk: JSON with a schema version, written atomically, with one backup.

A save is the game record (the truth: loading replays it) plus a snapshot of the position and a
small summary for the list of saved games. Loading checks, in order: the file is there and is a
file, its size is sane, it is UTF-8 JSON, it is a Card Table save of a known schema, its record
names a known game with valid players and options, every move replays, and the replayed position
equals the snapshot. Anything else is a :class:`SaveError` whose message names the file and what
is wrong, and no other file is touched. Never pickle, never eval.

The optional ``"table"`` object holds how the table was set, not the game: today only
``{"open_handed": true|false}`` (whether the hand-off curtain was off). It is written by
``SaveStore.save(save_id, session, table=...)`` and read back by :meth:`SaveStore.load_with_table`.
It is not part of the record, so it never changes how a game replays; a save without it, or
with a malformed one (not an object, or a key of the wrong type), loads as if it were absent,
and unknown keys are ignored. Adding it did not change the schema (still 1).

Where saves live: ``$CARDTABLE_DATA_DIR/saves`` if that variable is set (tests use it), otherwise
platformdirs' user data dir for "cardtable" (e.g. ``~/.local/share/cardtable/saves`` on Linux).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.records import Record, RecordError
from ..core.session import Session
from ..games import get_game

SAVE_FORMAT = "cardtable-save"
SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024  # a 1,000-move game is well under 200 KB
BACKUP_SUFFIX = ".bak"


def data_dir() -> Path:
    """The folder that holds everything Card Table keeps for this user."""
    override = os.environ.get("CARDTABLE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs  # imported here: start-up only pays for it when saving

    return Path(platformdirs.user_data_dir("cardtable", "CardTable"))


class SaveError(Exception):
    """A save that cannot be written or read. ``str()`` is the message for the player."""

    def __init__(self, path: Path, problem: str, backup: Path | None = None, doing: str = "open"):
        self.path = Path(path)
        self.problem = problem
        self.backup = backup  # a readable backup of the same game, if there is one
        self.doing = doing  # "open", "save" or "delete"
        what = {"save": "save the game as"}.get(doing, f"{doing} the saved game")
        super().__init__(f"Cannot {what} \u201c{self.path.name}\u201d: {problem}.")


@dataclass(frozen=True)
class SaveSummary:
    """One row of the saved-games list (read without replaying the game)."""

    save_id: str
    path: Path
    game_id: str
    game_name: str
    players: tuple[str, ...]
    saved_at: datetime
    status: str  # whose turn, or who won
    over: bool


class SaveStore:
    def __init__(self, directory: Path | None = None):
        self.directory = Path(directory) if directory is not None else data_dir() / "saves"

    # ----- naming ---------------------------------------------------------------------------
    def new_id(self, game_id: str) -> str:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        return f"{game_id}-{stamp}-{secrets.token_hex(2)}"

    def path_of(self, save_id: str) -> Path:
        return self.directory / f"{save_id}.json"

    # ----- writing --------------------------------------------------------------------------
    def save(self, save_id: str, session: Session, table: dict[str, Any] | None = None) -> Path:
        """Write the session atomically; the previous version becomes the backup. ``table``:
        the table settings to keep with it (see the module docstring), e.g. ``{"open_handed": True}``."""
        path = self.path_of(save_id)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            atomic_write(path, _encode(session, table), keep_backup=True)
        except OSError as exc:
            raise SaveError(path, f"it could not be written ({exc.strerror or exc})", doing="save") from None
        return path

    def save_copy(self, session: Session, path: str | Path, table: dict[str, Any] | None = None) -> Path:
        """Write the session to a file of the player's choosing ("Save As"): the same JSON as
        :meth:`save`, written atomically, without a backup. A path without a suffix gets
        ``.json``. Returns the path written; raises :class:`SaveError` if it cannot be written."""
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(".json")
        try:
            if path.is_dir():
                raise SaveError(path, "it is a folder, not a file", doing="save")
            atomic_write(path, _encode(session, table))
        except OSError as exc:
            raise SaveError(path, f"it could not be written ({exc.strerror or exc})", doing="save") from None
        return path

    # ----- reading --------------------------------------------------------------------------
    def load(self, where: str | Path) -> Session:
        """Load a save by its id (a ``str``) or from a file (a ``Path``). Raises
        :class:`SaveError`; if the file is bad but its backup is good, ``error.backup`` names it."""
        return self.load_with_table(where)[0]

    def load_with_table(self, where: str | Path) -> tuple[Session, dict[str, Any]]:
        """:meth:`load`, and the save's table settings (``{}`` if it has none or they are
        malformed; only well-formed known keys are returned)."""
        path = where if isinstance(where, Path) else self.path_of(where)
        try:
            return load_session(path, with_table=True)
        except SaveError as exc:
            backup = path.with_name(path.name + BACKUP_SUFFIX)
            if not str(path).endswith(BACKUP_SUFFIX) and backup.is_file():
                try:
                    load_session(backup)
                    exc.backup = backup
                except SaveError:
                    pass
            raise

    def list(self) -> tuple[list[SaveSummary], list[SaveError]]:
        """Every save in the folder, newest first, and the files that could not be read."""
        good: list[SaveSummary] = []
        bad: list[SaveError] = []
        if not self.directory.is_dir():
            return good, bad
        for path in sorted(self.directory.glob("*.json")):
            try:
                good.append(read_summary(path))
            except SaveError as exc:
                bad.append(exc)
        good.sort(key=lambda s: s.saved_at, reverse=True)
        return good, bad

    def latest(self) -> SaveSummary | None:
        """The most recently saved game that is not over (for "Continue")."""
        for summary in self.list()[0]:
            if not summary.over:
                return summary
        return None

    def delete(self, save_id: str) -> None:
        """Delete a save and its backup."""
        path = self.path_of(save_id)
        for p in (path, path.with_name(path.name + BACKUP_SUFFIX)):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise SaveError(p, f"it could not be deleted ({exc.strerror or exc})", doing="delete") from None


def atomic_write(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or the
    new one, never a torn one: write a temporary file beside it, fsync, then rename over.
    With ``keep_backup`` the old version is first copied (also atomically) to ``path.bak``."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    backup_tmp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.is_file():
            shutil.copyfile(path, backup_tmp)
            os.replace(backup_tmp, backup)
        os.replace(tmp, path)
    finally:
        for leftover in (tmp, backup_tmp):
            if leftover.exists():
                leftover.unlink()
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


#: The keys of the optional "table" object and the type each must have.
TABLE_KEYS: dict[str, type] = {"open_handed": bool}


def table_settings(value: Any) -> dict[str, Any]:
    """The well-formed known keys of a "table" object; anything else is ignored."""
    if not isinstance(value, dict):
        return {}
    return {k: value[k] for k, kind in TABLE_KEYS.items() if type(value.get(k)) is kind}


def _encode(session: Session, table: dict[str, Any] | None) -> bytes:
    data = to_save_json(session, table)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def to_save_json(session: Session, table: dict[str, Any] | None = None) -> dict[str, Any]:
    game, state = session.game, session.state
    seat = game.current_player(state)
    return {
        "format": SAVE_FORMAT,
        "schema": SCHEMA_VERSION,
        "app_version": __version__,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "summary": {
            "game": game.info.id,
            "game_name": game.info.name,
            "players": list(state.players),
            "status": game.status(state),
            "turn": state.players[seat] if seat is not None else None,
            "over": game.is_over(state),
            "moves": len(session.record.moves),
        },
        "record": session.record.to_json(),
        "snapshot": state.to_json(),
        **({"table": table_settings(table)} if table is not None else {}),
    }


def _read_json(path: Path) -> dict[str, Any]:
    """Read and parse a save file, checking its envelope; raises :class:`SaveError`."""
    try:
        if path.is_dir():
            raise SaveError(path, "it is a folder, not a file")
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(path, f"it is too large to be a saved game ({size / 1e6:.1f} MB)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist (it may have been moved or deleted)") from None
    except PermissionError:
        raise SaveError(path, "you do not have permission to read it") from None
    except OSError as exc:
        raise SaveError(path, f"it could not be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "it is not a text file, so not a saved game") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"it is damaged or cut short (unreadable at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise SaveError(path, "it is damaged (nested too deeply)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "it is not a Card Table saved game")
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise SaveError(path, "it has no valid schema version")
    if schema > SCHEMA_VERSION:
        raise SaveError(
            path, f"it was saved by a newer version of Card Table (save format {schema}; "
                  f"this version reads up to {SCHEMA_VERSION}); update Card Table to open it"
        )
    return migrate(data, schema)


def migrate(data: dict[str, Any], schema: int) -> dict[str, Any]:
    """Bring an older save up to :data:`SCHEMA_VERSION`, one version step at a time.
    (Schema 1 is the first; steps are added here when the format changes.)"""
    return data


def read_summary(path: Path) -> SaveSummary:
    data = _read_json(path)
    summary = data.get("summary")
    try:
        saved_at = datetime.fromisoformat(data["saved_at"])
        if not isinstance(summary, dict):
            raise TypeError
        game = get_game(summary["game"])
        players = summary["players"]
        status = summary["status"]
        if not (isinstance(players, list) and all(isinstance(p, str) for p in players) and isinstance(status, str)):
            raise TypeError
    except KeyError as exc:
        if "there is no game" in str(exc):
            raise SaveError(path, f"it is a game this version does not know ({summary.get('game')!r})") from None
        raise SaveError(path, "its summary is missing or damaged") from None
    except (TypeError, ValueError):
        raise SaveError(path, "its summary is missing or damaged") from None
    save_id = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
    return SaveSummary(save_id, path, game.info.id, game.info.name, tuple(players), saved_at,
                       status, bool(summary.get("over")))


def load_session(path: Path, with_table: bool = False):
    """Read, check and replay one save file. Raises :class:`SaveError`. Returns the session, or
    with ``with_table`` the pair (session, table settings)."""
    data = _read_json(path)
    try:
        record = Record.from_json(data.get("record"))
    except RecordError as exc:
        raise SaveError(path, f"its game record is damaged: {exc}") from None
    try:
        game = get_game(record.game)
    except KeyError:
        raise SaveError(path, f"it is a game this version does not know ({record.game!r})") from None
    try:
        session = Session.from_record(record, game)
    except RecordError as exc:
        raise SaveError(path, f"its moves do not replay ({exc})") from None
    if data.get("snapshot") != session.state.to_json():
        raise SaveError(path, "the saved position does not match its moves (the file was edited or damaged)")
    return (session, table_settings(data.get("table"))) if with_table else session
