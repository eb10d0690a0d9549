"""Plays seeded games of the rummy family with computers (Easy) through the engines, seeds 1-3 at
every player count, and writes every log line: run it before and after a change of the family's
words (cardtable/games/rummy_words.py) and diff, so only the lines meant to change differ.

    PYTHONPATH=. nice .venv/bin/python tools/rummy_log_words.py [MOVES] [game_key ...] > before.txt
"""
import random, sys
from cardtable.games import get_game
from cardtable.ai.agents import EasyAgent
from cardtable.ai.infoset import information_set, call_out_set
from cardtable.core.game import Applied

GAMES = ["gin_rummy", "five_hundreds", "desert_rummy", "push", "ten_dime_rummy", "saskatchewan_rummy",
         "rummy_500", "arizona_rummy", "horseshit_rummy", "sticks", "hand_and_foot"]
NAMES = ["Anna", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"]
MAX = int(sys.argv[1]) if len(sys.argv) > 1 else 300
out = sys.stdout
for key in (sys.argv[2:] or GAMES):
    game = get_game(key)
    for n in game.info.allowed_counts() if hasattr(game.info, "allowed_counts") else game.allowed_counts():
        for seed in (1, 2, 3):
            out.write(f"=== {key} players={n} seed={seed}\n")
            state = game.setup(NAMES[:n], {}, seed)
            for e in getattr(state, "log", ()) or ():
                pass
            agent = EasyAgent()
            rng = random.Random(seed)
            for step in range(MAX):
                if game.is_over(state):
                    break
                moved = False
                for s in range(n):
                    if getattr(game, "called_out", ()):
                        cs = call_out_set(game, state, s)
                        if cs.legal:
                            m = agent.call_out(game, cs, rng.getrandbits(32))
                            if m is not None:
                                r = game.apply(state, m)
                                if isinstance(r, Applied):
                                    state = r.state
                                    for e in r.events:
                                        out.write(e.text + "\n")
                acting = game.to_act(state)
                if not acting:
                    break
                seat = acting[0]
                info = information_set(game, state, seat)
                if not info.legal:
                    break
                m = agent.choose(game, info, rng.getrandbits(32))
                r = game.apply(state, m)
                if not isinstance(r, Applied):
                    out.write(f"REFUSED {m}: {r}\n"); break
                state = r.state
                for e in r.events:
                    out.write(e.text + "\n")
