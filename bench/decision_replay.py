"""A computer's decision late in a long game against one early in it (s47): the worker keeps
the state of the game it last replayed and applies only the moves since, so what a decision
costs does not grow with the game's length. Run: ``python bench/decision_replay.py [game] [moves]``.

A seeded random game of ``game`` (default Court Whist, whose whole game is some 1,800 random
moves) is played; at the early and at the late positions each, the Medium player of the seat to
act decides as the worker does, twice side by side: with the last replay kept (each decision a
continuation of the one before, as a game's are) and with every record replayed whole (what the
worker did before). Prints the median CPU milliseconds of each and the late/early ratios."""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.ai import service  # noqa: E402
from cardtable.ai.service import Request, think  # noqa: E402
from cardtable.core.session import Session  # noqa: E402
from cardtable.games import get_game  # noqa: E402


def main(game_id: str = "court_whist", length: int = 1500) -> None:
    game = get_game(game_id)
    players = ["Ann", "Bob", "Cleo", "Dev"][: game.info.allowed_counts()[-1]]
    session = Session.new(game, players, {}, seed=3)
    rng = random.Random(3)
    requests = []
    while not game.is_over(session.state) and len(session.record.moves) < length + 20:
        seat = game.to_act(session.state)[0]
        requests.append(Request.for_seat(session.record, seat, "medium"))
        assert session.play(rng.choice(game.legal_moves(session.state))).ok
    early, late = requests[5:25], requests[-20:]
    print(f"{game_id}: decisions at moves {len(early[0].moves)}-{len(early[-1].moves)} and "
          f"{len(late[0].moves)}-{len(late[-1].moves)}")
    for label, kept in (("kept replay", True), ("whole replay", False), ("kept replay", True)):
        times = {}
        for name, batch in (("early", early), ("late", late)):
            service._last_replay = None
            service._replayed(game, Request(**{**batch[0].__dict__, "moves": batch[0].moves[:-1]}))  # (the move before: kept)
            spent = []
            for request in batch:
                if not kept:
                    service._last_replay = None
                started = time.process_time()
                think(request)
                spent.append((time.process_time() - started) * 1000)
            times[name] = statistics.median(spent)
        print(f"  {label:12s} early {times['early']:7.2f} ms  late {times['late']:7.2f} ms  "
              f"late/early {times['late'] / times['early']:5.2f}")


if __name__ == "__main__":
    main(*(sys.argv[1:2] or ["court_whist"]), *(int(a) for a in sys.argv[2:3]))
