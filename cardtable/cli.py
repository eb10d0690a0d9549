"""The ``cardtable`` command: opens the app, or lists games, or replays a record.

Qt is imported only when the window is opened, so the other commands stay quick and work on a
machine without a screen.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from . import __version__

if TYPE_CHECKING:  # pragma: no cover
    from .core.game import GameInfo

#: The most a record file may hold (a 1,000,000-move record is about 30 MB).
MAX_RECORD_BYTES = 512 * 1024 * 1024
#: Bidirectional controls (they reorder what a terminal shows) besides the general categories.
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def printable(text: Any) -> str:
    """``text`` safe for a terminal: control characters (ESC, BEL, CR, ...), bidirectional
    overrides and other invisible format characters shown escaped (``\\x1b``, ``\\u202e``)."""
    text = str(text)
    if text.isprintable() and not (_BIDI & set(text)):
        return text
    out = []
    for ch in text:
        if ch in _BIDI or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    return "".join(out)


class OneLineParser(argparse.ArgumentParser):
    """Command-line errors in one clear line (argparse would print the usage block first)."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: {printable(message)} (see {self.prog} --help).\n")


def build_parser() -> argparse.ArgumentParser:
    from .core.blank_sheets import GIN_TEAMS  # (plain Python, no Qt: quick to import)

    parser = OneLineParser(
        prog="cardtable",
        description="Card Table: the family's card and board games on one laptop. "
        "With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"Card Table {__version__}")
    parser.add_argument("--list-games", action="store_true", help="print the game catalogue and exit")
    parser.add_argument("--paths", action="store_true",
                        help="print where saves, art and forms are (for backups) and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    rp = sub.add_parser("replay", help="replay a game record and check every move",
                        description="Replay a game record or a saved game (docs/records.md): prints "
                        "each move as accepted or refused with the reason, then the scores.")
    rp.add_argument("record", type=Path, help="the record file (JSON), or a saved game's file")
    sp = sub.add_parser("sheet", help="write a blank score sheet as a PDF",
                        description="Write a blank score sheet for a game played with real cards. "
                        "GAME is court_whist, gin_rummy, gin_evening (a tournament evening: --players "
                        "lists one team then the other), oh_hell, hearts or generic, or any game id "
                        "from --list-games (which gets the generic sheet).")
    sp.add_argument("game", metavar="GAME", help="which sheet (court_whist, gin_rummy, oh_hell, hearts, generic)")
    sp.add_argument("--players", default="",
                    help='the players\' names, e.g. "Ann,Bob,Cid", or just how many (e.g. 5) to write them in')
    sp.add_argument("--rounds", type=int, default=None, help="how many rounds (rows); Oh Hell!: 10 or 7; a game with rounds of its "
                    "own (Saskatchewan Rummy, 10 Dime Rummy...): up to its number, its rounds named")
    sp.add_argument("--teams", default=None, help='Gin Rummy tournament teams, e.g. "Team A,Team B" (default ' + ",".join(GIN_TEAMS) + ")")
    sp.add_argument("--page", default="A4", help="page size: A4 or Letter (default A4)")
    sp.add_argument("--pdf", required=True, type=Path, metavar="FILE", help="the PDF file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
    
    # A frozen bundle (PyInstaller) starts the computer players' worker process by running its
    # own executable again: this recognises that child, runs the worker and exits. A no-op
    # when not frozen. (The bundle's entry script calls it too, before anything else.)
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader went away (``cardtable --list-games | head``): stop quietly. Python
        # flushes stdout again at exit, so point it somewhere that cannot fail.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 0


def _main(argv: list[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.list_games:
        return list_games()
    if args.paths:
        return paths()
    if args.command == "replay":
        return replay(args.record)
    if args.command == "sheet":
        return sheet(args.game, args.players, args.rounds, args.teams, args.page, args.pdf)
    from .gui.app import run  # Qt is loaded only here

    return run()


def list_games(out=None) -> int:
    out = out or sys.stdout
    from .games import infos

    for info in infos():
        print(f"{info.name}  [{info.id}]", file=out)
        print(f"    {info.description}", file=out)
        print(f"    Players: {info.players_text()}   Family: {info.family}   Rules: {info.source}", file=out)
        for spec in info.options:
            zero = f"; 0 is \"{spec.zero_text}\"" if spec.zero_text else ""  # (the lowest's words, as set-up shows it)
            print(f"    option {spec.id} (default {json.dumps(spec.default)}{zero}): {spec.description}", file=out)
        print(file=out)
    return 0


def paths(out=None) -> int:
    """Where this copy keeps its saves and finds its art and forms (docs/install.md)."""
    out = out or sys.stdout
    from .resources import base_dir
    from .store.saves import data_dir

    print(f"saves:  {data_dir() / 'saves'}", file=out)
    for kind in ("assets", "ui"):
        try:
            print(f"{kind + ':':7} {base_dir(kind)}", file=out)
        except FileNotFoundError as exc:
            print(f"{kind + ':':7} MISSING ({exc})", file=out)
            return 1
    return 0


def replay(path: Path, out=None) -> int:
    """Exit status: 0 if every move was accepted, 1 if one was refused (the position and the
    scores are still printed), 2 if the file is bad (one line on stderr says why). Reads the
    moves one at a time and keeps only the current state, so a record of any length replays in
    flat memory."""
    out = out or sys.stdout
    from .core.game import Applied
    from .core.records import Record, RecordError, check_moves, describe_move, read_moves, replay_steps, start
    from .games import get_game

    def bad(problem: str) -> int:
        print(f"Cannot replay {printable(path)}: {printable(problem).rstrip('.')}.", file=sys.stderr)
        return 2

    try:
        text = read_record_text(path)
        torn = False
        if is_save(text):  # the app's own saved game: read as the app reads it (header, moves, journal)
            from .store.saves import CHANGED_HEADER, SaveError, read_record

            try:
                saved = read_record(path)
            except SaveError as exc:
                return bad(exc.problem)
            if saved.changed:  # (its moves would replay another deal, as the app refuses to open it)
                return bad(CHANGED_HEADER)
            record, game, torn = saved.record, saved.game, saved.torn
            state = start(record, game)
            for _ in check_moves(record, game):
                pass  # every move well formed before any is played, as for a record
            moves = check_moves(record, game)
        else:
            header, moves_at = scan_record(text)
            record = Record.from_json(header, moves=False)
            game = get_game(record.game)
            state = start(record, game)
            for _ in check_moves(record, game, read_moves(iter_moves(text, moves_at))):
                pass  # every move well formed before any is played (keeping none of them)
            moves = check_moves(record, game, read_moves(iter_moves(text, moves_at)))
        print(printable(f"{game.info.name}: {', '.join(record.players)} (seed {record.seed})"), file=out)
        if torn:
            print("(The last move of this saved game could not be read and is left out: a save cut short.)",
                  file=out)
        status = 0
        for step in replay_steps(record, game, moves):
            line = f"{step.number:4d}. {step.player}: {describe_move(step.move)}"
            if isinstance(step.result, Applied):
                state = step.result.state
                said = " ".join(step.result.events)
                print(printable(f"{line} - accepted. {said}".rstrip()), file=out)
            else:
                print(printable(f"{line} - REFUSED: {step.result.reason}"), file=out)
                status = 1
    except RecordFileError as exc:
        return bad(str(exc))
    except KeyError as exc:
        return bad(str(exc.args[0]) if exc.args else "it names no known game")
    except RecordError as exc:
        return bad(str(exc))
    except RecursionError:
        return bad("it is nested too deeply to be a game record")
    except MemoryError:
        return bad("it is too large to replay")
    print(printable(game.status(state)), file=out)
    scores = game.scores(state)
    print(printable("Scores: " + ", ".join(f"{p} {s}" for p, s in zip(state.players, scores))), file=out)
    return status


_SAVE_FORMAT = re.compile(r'^\s*\{\s*"format"\s*:\s*"cardtable-save"')


def is_save(text: str) -> bool:
    """Whether a file's text is a Card Table saved game (its header, or a schema 1 save's one
    object, begins with its format) rather than a record."""
    return _SAVE_FORMAT.match(text[:200]) is not None


class RecordFileError(ValueError):
    """A record file that cannot be read as JSON; the message says why, for a person."""


def read_record_text(path: Path) -> str:
    """The text of a record file: a regular file only (never blocking on a FIFO or reading
    ``/dev/zero``), at most :data:`MAX_RECORD_BYTES`, UTF-8 with or without a byte-order mark."""
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise RecordFileError("the file does not exist") from None
    except IsADirectoryError:
        raise RecordFileError("it is a folder, not a file") from None
    except OSError as exc:
        raise RecordFileError(f"it could not be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise RecordFileError("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise RecordFileError("it is not an ordinary file (a device, pipe or socket)")
        chunks, total = [], 0
        while total <= MAX_RECORD_BYTES:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_RECORD_BYTES:
            raise RecordFileError(f"it is too large to be a game record (over {MAX_RECORD_BYTES // 2**20} MB)")
    except OSError as exc:
        raise RecordFileError(f"it could not be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordFileError("it is not UTF-8 text") from None


_DECODER = json.JSONDecoder()
_SPACE = " \t\n\r"


def _value_at(text: str, i: int) -> tuple[Any, int]:
    try:
        return _DECODER.raw_decode(text, i)
    except json.JSONDecodeError as exc:
        raise RecordFileError(f"it is not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise RecordFileError("it is nested too deeply to be a game record") from None
    except ValueError:  # an integer of more than 4,300 digits
        raise RecordFileError("it holds a number that is absurdly long") from None


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _SPACE:
        i += 1
    return i


def _expect(text: str, i: int, ch: str) -> int:
    i = _skip(text, i)
    if i >= len(text) or text[i] != ch:
        line = text.count("\n", 0, i) + 1
        raise RecordFileError(f"it is not valid JSON (line {line}: expected '{ch}')")
    return i + 1


def scan_record(text: str) -> tuple[dict[str, Any], int | None]:
    """The record's top-level object without its ``"moves"`` (read lazily by
    :func:`iter_moves` from the returned offset), checking the whole file is valid JSON."""
    i = _skip(text, 0)
    if i >= len(text) or text[i] != "{":
        value, _ = _value_at(text, i)  # a clear JSON error, or a JSON value that is no record
        return value, None  # Record.from_json says "not a game record"
    header: dict[str, Any] = {}
    moves_at = None
    i = _skip(text, i + 1)
    if i < len(text) and text[i] == "}":
        return header, None
    while True:
        key, i = _value_at(text, _skip(text, i))
        if not isinstance(key, str):
            raise RecordFileError("it is not valid JSON (a key is not a string)")
        i = _expect(text, i, ":")
        i = _skip(text, i)
        if key == "moves" and i < len(text) and text[i] == "[":
            moves_at = i
            i = _end_of_list(text, i)  # checks every move parses, keeping none
        else:
            value, i = _value_at(text, i)
            header[key] = value
        i = _skip(text, i)
        if i < len(text) and text[i] == ",":
            i += 1
            continue
        i = _expect(text, i, "}")
        break
    if _skip(text, i) != len(text):
        raise RecordFileError("it is not valid JSON (something follows the record)")
    if "moves" in header:
        raise RecordFileError('"moves" must be a list')
    return header, moves_at


def iter_moves(text: str, at: int | None) -> Iterator[Any]:
    """The entries of the JSON list starting at ``text[at]``, parsed one at a time."""
    if at is None:
        return
    i = _skip(text, at + 1)
    if i < len(text) and text[i] == "]":
        return
    while True:
        value, i = _value_at(text, i)
        yield value
        i = _skip(text, i)
        if i < len(text) and text[i] == ",":
            i = _skip(text, i + 1)
            continue
        _expect(text, i, "]")
        return


def _end_of_list(text: str, at: int) -> int:
    i = _skip(text, at + 1)
    if i < len(text) and text[i] == "]":
        return i + 1
    while True:
        _, i = _value_at(text, i)
        i = _skip(text, i)
        if i < len(text) and text[i] == ",":
            i = _skip(text, i + 1)
            continue
        return _expect(text, i, "]")


def _gin_evening(players: str, rounds: int | None, teams: str | None, page: str, pdf: Path, fail, out) -> int:
    """A Gin Rummy tournament evening: the first half of the names is the first team (one per
    table), the second half the other; the worksheet with every round's pairings and the
    tournament score sheet."""
    from .core.blank_sheets import GIN_TEAMS
    from .games.gin_evening import EveningError, evening_sheets, new_evening
    from .gui.printing import ExportError, export_pdf

    names = [p.strip() for p in players.split(",") if p.strip()]
    if len(names) % 2 or not names:
        return fail("A tournament evening needs an even number of named players: the first half is "
                    "the first team, the second half the other.")
    team_names = [t.strip() for t in teams.split(",") if t.strip()] if teams else list(GIN_TEAMS)
    half = len(names) // 2
    try:
        sheets = evening_sheets(new_evening(names[:half], names[half:], team_names), rounds)
    except EveningError as exc:
        return fail(str(exc))
    if page.strip().upper() not in ("A4", "LETTER"):
        return fail(f"The page size must be A4 or Letter, not '{page}'.")
    try:
        path = export_pdf(sheets, pdf, page)
    except ExportError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(f"Wrote {path}", file=out or sys.stdout)
    return 0


def sheet(kind: str, players: str, rounds: int | None, teams: str | None, page: str, pdf: Path,
          out=None) -> int:
    """Write a blank score sheet. Exit status 0, or 2 with a message for bad input or a file
    that cannot be written."""
    from .core.blank_sheets import BLANK_SHEETS, BlankSheetError, blank_sheets, check_gin_players

    def fail(message: str) -> int:
        print(f"Cannot make the score sheet. {message}", file=sys.stderr)
        return 2

    game_name, partners, info = "", False, None
    if kind == "gin_evening":
        return _gin_evening(players, rounds, teams, page, pdf, fail, out)
    if kind not in BLANK_SHEETS:
        from .games import catalogue

        game = catalogue().get(kind)
        if game is None:
            known = ", ".join(list(BLANK_SHEETS) + list(catalogue()))
            return fail(f"There is no sheet or game called '{kind}' (choose one of: {known}).")
        kind, game_name, partners, info = "generic", game.info.name, game.partnership, game.info
    if page.strip().upper() not in ("A4", "LETTER"):
        return fail(f"The page size must be A4 or Letter, not '{page}'.")
    names: list[str]
    if players.strip().isdigit():
        count = int(players)
        if not 1 <= count <= 10:
            return fail(f"The sheet has room for 1 to 10 players, not {count}.")
        names, blank_count = [], count
    else:
        names, blank_count = [p.strip() for p in players.split(",") if p.strip()], 0
    team_names = [t.strip() for t in teams.split(",") if t.strip()] if teams else None
    try:
        if blank_count and kind == "gin_rummy":
            check_gin_players(blank_count)  # (a number of players: no names on the sheet)
        if blank_count and kind in ("oh_hell", "hearts", "generic"):
            sheets = _unnamed(kind, blank_count, rounds, game_name, partners, info)
        else:
            sheets = blank_sheets(kind, names, rounds, team_names, game_name=game_name, partners=partners, info=info)
    except BlankSheetError as exc:
        return fail(str(exc))
    from .gui.printing import ExportError, export_pdf  # Qt (offscreen) only for painting

    try:
        path = export_pdf(sheets, pdf, page)
    except ExportError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(f"Wrote {sheets[0].title} to {path}.", file=out or sys.stdout)
    return 0


def _unnamed(kind: str, count: int, rounds: int | None, game_name: str, partners: bool = False,
             info: GameInfo | None = None):
    """A blank sheet with ``count`` players' empty name boxes (a box per side for partners)."""
    from dataclasses import replace

    from .core.blank_sheets import blank_sheets

    placeholder = [f"Player {i + 1}" for i in range(count)]
    sheets = blank_sheets(kind, placeholder, rounds, game_name=game_name, partners=partners, info=info)
    return [replace(s, columns=("",) * len(s.columns), players=()) for s in sheets]
