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
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    rp = sub.add_parser("replay", help="replay a game record and check every move",
                        description="Replay a game record (docs/records.md): prints each move as "
                        "accepted or refused with the reason, then the scores.")
    rp.add_argument("record", type=Path, help="the record file (JSON)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.list_games:
        return list_games()
    if args.command == "replay":
        return replay(args.record)
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
