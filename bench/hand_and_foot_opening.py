"""Hand and Foot's first-meld offer (``HandAndFoot.opening``, asked at every table rebuild and at
every turn of a search's playouts before a team's first meld): its CPU time per call, the best of
nine runs, on a 32-card hand and on 300 random hands of 16 and of 30 cards (rounds 1 and 4).

``PYTHONPATH=CHECKOUT nice python bench/hand_and_foot_opening.py``, once per checkout to compare.
s34 (the fewest wild cards, by a table over the ranks), against the greedy offer before, on a
loaded machine: 32-card hand 16 -> 22 us, 16-card hands 8 -> 13 us, 30-card hands round 1
14 -> 24 us, round 4 16 -> 37 us."""
import random, time
from cardtable.games import get_game
G = get_game("hand_and_foot")
st = G.setup(["A", "B", "C", "D"], {}, 0)
big = ("AS AH AD KS KC QS QH QD JS JC JD 10S 10H 9S 9D 8C 8H 7S 7D 6C 6H 5S 5D 4C 4H "
       "2C 2D 2H 2S JK JK 2C").split()
rng = random.Random(1)
deck = list(G.setup(["A", "B", "C", "D"], {}, 1).stock)
h16 = [tuple(rng.sample(deck, 16)) for _ in range(300)]
h30 = [tuple(rng.sample(deck, 30)) for _ in range(300)]
for label, hs, rnd in (("32-card hand", [tuple(big)] * 300, 1), ("16-card hands, round 1", h16, 1),
                       ("30-card hands, round 1", h30, 1), ("30-card hands, round 4", h30, 4)):
    s = st.replace(round_no=rnd)
    best = 1e9
    for _ in range(9):
        t = time.process_time()
        for h in hs:
            G.opening(s, 0, h, 0, ())
        best = min(best, (time.process_time() - t) / len(hs))
    print(f"{label}: {best * 1e6:.1f} us")
