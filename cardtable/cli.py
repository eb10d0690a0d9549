"""The ``cardtable`` command: opens the app, or lists games, or replays a record.

Qt is imported only when the window is opened, so the other commands stay quick and work on a
machine without a screen.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Card Table: the family's card and board games on one laptop. "
        "With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"Card Table {__version__}")
    parser.add_argument("--list-games", action="store_true", help="print the game catalogue and exit")
    parser.add_argument("--paths", action="store_true",
                        help="print where saves, art and forms are (for backups) and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    rp = sub.add_parser("replay", help="replay a game record and check every move",
                        description="Replay a game record (docs/records.md): prints each move as "
                        "accepted or refused with the reason, then the scores.")
    rp.add_argument("record", type=Path, help="the record file (JSON)")
    sp = sub.add_parser("sheet", help="write a blank score sheet as a PDF",
                        description="Write a blank score sheet for a game played with real cards. "
                        "GAME is court_whist, gin_rummy, oh_hell, hearts or generic, or any game id "
                        "from --list-games (which gets the generic sheet).")
    sp.add_argument("game", metavar="GAME", help="which sheet (court_whist, gin_rummy, oh_hell, hearts, generic)")
    sp.add_argument("--players", default="",
                    help='the players\' names, e.g. "Ann,Bob,Cid", or just how many (e.g. 5) to write them in')
    sp.add_argument("--rounds", type=int, default=None, help="how many rounds (rows); Oh Hell!: 10 or 7")
    sp.add_argument("--teams", default=None, help='Gin Rummy tournament teams, e.g. "Team A,Team B" (default Guys,Girls)')
    sp.add_argument("--page", default="A4", help="page size: A4 or Letter (default A4)")
    sp.add_argument("--pdf", required=True, type=Path, metavar="FILE", help="the PDF file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
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
            print(f"    option {spec.id} (default {json.dumps(spec.default)}): {spec.description}", file=out)
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
    """Exit status: 0 if every move was accepted, 1 if one was refused, 2 if the file is bad."""
    out = out or sys.stdout
    from .core.records import Record, RecordError, describe_move, replay_steps
    from .games import get_game

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        print(f"Cannot replay {path}: the file does not exist.", file=sys.stderr)
        return 2
    except (OSError, UnicodeDecodeError) as exc:
        print(f"Cannot replay {path}: it could not be read ({exc}).", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"Cannot replay {path}: it is not valid JSON (line {exc.lineno}, column {exc.colno}).", file=sys.stderr)
        return 2
    try:
        record = Record.from_json(data)
        game = get_game(record.game)
        steps = list(replay_steps(record, game))
    except KeyError as exc:
        print(f"Cannot replay {path}: {exc.args[0]}.", file=sys.stderr)
        return 2
    except RecordError as exc:
        print(f"Cannot replay {path}: {exc}.", file=sys.stderr)
        return 2
    print(f"{game.info.name}: {', '.join(record.players)} (seed {record.seed})", file=out)
    state = None
    for step in steps:
        if step.result.ok:
            state = step.result.state
            said = " ".join(step.result.events)
            print(f"{step.number:4d}. {step.player}: {describe_move(step.move)} - accepted. {said}", file=out)
        else:
            print(f"{step.number:4d}. {step.player}: {describe_move(step.move)} - REFUSED: {step.result.reason}", file=out)
            return 1
    if state is None:
        from .core.records import start

        state = start(record, game)
    print(game.status(state), file=out)
    scores = game.scores(state)
    print("Scores: " + ", ".join(f"{p} {s}" for p, s in zip(state.players, scores)), file=out)
    return 0


def sheet(kind: str, players: str, rounds: int | None, teams: str | None, page: str, pdf: Path,
          out=None) -> int:
    """Write a blank score sheet. Exit status 0, or 2 with a message for bad input or a file
    that cannot be written."""
    from .core.blank_sheets import BLANK_SHEETS, BlankSheetError, blank_sheets

    def fail(message: str) -> int:
        print(f"Cannot make the score sheet. {message}", file=sys.stderr)
        return 2

    game_name = ""
    if kind not in BLANK_SHEETS:
        from .games import catalogue

        game = catalogue().get(kind)
        if game is None:
            known = ", ".join(list(BLANK_SHEETS) + list(catalogue()))
            return fail(f"There is no sheet or game called '{kind}' (choose one of: {known}).")
        kind, game_name = "generic", game.info.name
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
        if blank_count and kind in ("oh_hell", "hearts", "generic"):
            sheets = _unnamed(kind, blank_count, rounds, game_name)
        else:
            sheets = blank_sheets(kind, names, rounds, team_names, game_name=game_name)
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


def _unnamed(kind: str, count: int, rounds: int | None, game_name: str):
    """A blank sheet with ``count`` empty name boxes."""
    from dataclasses import replace

    from .core.blank_sheets import blank_sheets

    placeholder = [f"Player {i + 1}" for i in range(count)]
    sheets = blank_sheets(kind, placeholder, rounds, game_name=game_name)
    return [replace(s, columns=("",) * count, players=()) for s in sheets]
