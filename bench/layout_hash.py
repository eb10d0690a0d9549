"""A fingerprint of the generic table's layouts: seeded random games of the named games (four and
six seats, short and long names), each position laid out for the seat to play at three sizes
(1024x600, 1366x768, 2560x1440), every TableSpec's repr hashed. Run it on two checkouts: the same
hash per game means a change drew every one of those tables the same, to the bit (s41 sped the
layout up for the tests' time and checked it so). Also the layout's CPU time, for before and after.

    python bench/layout_hash.py [GAMES] [STEPS]   # from a checkout: imports cardtable from the cwd

GAMES: comma separated ids (a few card games with melds, tricks and seats' piles by default);
STEPS: moves per game at most (120). The hash goes on from game to game (compare runs of the same
list)."""

from __future__ import annotations

import hashlib
import random
import sys
import time

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

GAMES = ("hand_and_foot,ten_dime_rummy,rummy_500,hearts,oh_hell,five_hundreds,saskatchewan_rummy,crazy_eights,"
         "i_doubt_it,sweep,biscuit,arizona_rummy,court_whist,euchre,golf,thirty_one,jokers_wild")
SHORT = ["Anna", "Robo Rex", "Ben", "Robo Remy"]
LONG = ["Anna-Sophie Müller", "Robo Rex", "Maximilian Alexander", "Robo Remy", "Wilhelmina", "Robo Rudi"]
SIZES = ((1.424, 600), (1.7, 768), (2.2, 1440))  # (the table's aspect, the window's height)


def main(games: list[str], steps: int) -> None:
    h = hashlib.sha256()
    laid = 0
    took = 0.0
    for game_id in games:
        game = get_game(game_id)
        for names in (SHORT, LONG):
            try:
                session = Session.new(game, names, {}, 3)
            except Exception:  # (a game not for that many players)
                continue
            rnd = random.Random(game_id)
            for _ in range(steps):
                state = session.state
                legal = game.legal_moves(state)
                if game.is_over(state) or not legal:
                    break
                seat = game.current_player(state)
                for aspect, high in SIZES:
                    table = GenericTable()
                    table.pixels_high = high
                    start = time.process_time()
                    spec = table.describe(game, state, seat, aspect, game.prompt(state, seat))
                    took += time.process_time() - start
                    h.update(repr(spec).encode())
                    laid += 1
                session.play(rnd.choice(legal))
        print(f"{game_id:20} {laid:6} layouts  {h.hexdigest()[:16]}", flush=True)
    print(f"layout CPU {took:.2f} s ({1000 * took / max(1, laid):.2f} ms a layout)")


if __name__ == "__main__":
    main((sys.argv[1] if len(sys.argv) > 1 else GAMES).split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 120)
