"""Head to head (s39): the Medium sense of Hearts and Euchre against the one before s39 (its
heuristics re-created below as subclasses), on the same engine. Hearts: one new seat among
three old (fair share 25 %, the seat rotating with the seed); Euchre: a new team against an old
team (fair share 50 %, alternating). Run: ``python bench/trick_sense_h2h.py hearts|euchre GAMES``
(results in docs/benchmarks.md by hand)."""
import random, sys, statistics
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from cardtable.ai import agent_for, information_set
from cardtable.games import get_game
from cardtable.games.hearts import Hearts, PASS_SIZE, QUEEN_OF_SPADES
from cardtable.games.euchre import Euchre, PASS
from cardtable.games.tricks import TrickGame, effective_suit, spread_of_passes, ready_move, PASSING
from cardtable.core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_OF, SUITS
from cardtable.core.game import Move

class OldHearts(Hearts):
    def heuristic(self, state, seat):
        return TrickGame.heuristic(self, state, seat)
    def shed(self, state, losers):
        return losers[-1]
    def heuristic_phase(self, state, seat):
        hand = state.hands[seat]
        worst = sorted(hand, key=lambda c: (c == QUEEN_OF_SPADES, RANK_VALUE_ACE_HIGH[RANK_OF[c]]))
        return Move(kind="pass", seat=seat, cards=tuple(worst[-PASS_SIZE:]))
    def phase_moves(self, state):
        return [ready_move(kind="pass", seat=s, cards=c) for s in self.acting_together(state)
                for c in spread_of_passes(state.hands[s], PASS_SIZE, 12)]
    ai_policy_only = None

class OldEuchre(Euchre):
    def never_helps(self, state, seat, move):
        return False
    def heuristic_phase(self, state, seat):
        hand = state.hands[seat]
        if state.phase == "discard":
            trump = state.trump
            order = sorted(hand, key=lambda c: (effective_suit(c, trump, True) == trump, "9 10 J Q K A".split().index(RANK_OF[c])))
            return Move(kind="discard", card=order[0])
        moves = self.legal_moves(state, seat)
        suits = [SUIT_OF[state.upcard]] if state.phase == "order" else [s for s in SUITS if s != state.declined]
        best = max(suits, key=lambda s: sum(effective_suit(c, s, True) == s for c in hand))
        if sum(effective_suit(c, best, True) == best for c in hand) >= 3:
            for m in moves:
                if m.kind != "pass" and m.get("suit", best) == best and not m["alone"]:
                    return m
        return PASS

def play(game_id, games, level="medium"):
    new = get_game(game_id)
    old = OldHearts() if game_id == "hearts" else OldEuchre()
    wins = []; margins = []
    for g in range(games):
        if game_id == "hearts":
            newseats = {g % 4}
        else:
            newseats = {g % 2, g % 2 + 2}
        state = new.setup([f"P{i}" for i in range(4)], {}, seed=1000 + g)
        rng = random.Random(g)
        n = 0
        while not new.is_over(state):
            seat = new.to_act(state)[0]
            isnew = seat in newseats
            gm = new if isnew else old
            st = state if isnew else state.replace()
            info = information_set(gm, st, seat)
            move = agent_for(level).choose(gm, info, rng.getrandbits(32))
            r = new.apply(state, move); assert r.ok, (move, r)
            state = r.state; n += 1
        w = new.winners(state)
        if game_id == "hearts":
            s = min(newseats)
            wins.append((1.0 / len(w)) if s in w else 0.0)
            sc = new.scores(state); margins.append(statistics.mean(sc[i] for i in range(4) if i != s) - sc[s])
        else:
            wins.append(1.0 if any(s in w for s in newseats) else 0.0)
            sc = new.scores(state); s = min(newseats); margins.append(sc[s] - sc[(s + 1) % 4] if len(sc) == 4 else sc[s % 2] - sc[1 - s % 2])
    m = statistics.mean(wins); se = statistics.pstdev(wins) / len(wins) ** 0.5
    print(f"{game_id}: new Medium win share {m:.1%} +- {1.96*se:.1%} over {games} games; margin {statistics.mean(margins):+.1f} +- {1.96*statistics.pstdev(margins)/len(margins)**0.5:.1f}", flush=True)

play(sys.argv[1], int(sys.argv[2]))
