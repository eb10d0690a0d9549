"""How far Hand and Foot's melds are drawn past the table's edge: six-seat games (Medium's moves
for every seat), the table facing Anna (seat 0), at the window's least width (aspect 1.3),
1024x600 (1.424) and 1366x768 (1.553), the score sheet open. At each move from the 100th of a
round on ("late in hands"), every meld card (both teams', the red threes among them) and the
"New meld" box is measured against the table's left and right edges; the furthest past, in
cards (a card a tenth of the table's width is 1.0), and at what size the team's row was drawn.

    python bench/meld_edge.py [SEEDS] [STEPS] [PLAYERS]   # from a checkout: imports cardtable from the cwd

SEEDS: comma separated (1,2,3,4); STEPS: moves per game at most (700); PLAYERS: 6."""
import os
import sys
import tempfile

os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp()
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())

ASPECTS = {"least width (1.3)": 1.3, "1024x600 (1.424)": 1.424, "1366x768 (1.553)": 1.553}
NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy", "Robo Rosa", "Robo Rudi", "Robo Rita", "Robo Ron"]
LATE = 100  # moves into a round before it is measured


def past(spec) -> tuple[float, float]:
    """How far the melds and the new meld's box reach past the table's edges, and the least
    meld card's size."""
    out, least = 0.0, 9.0
    for p in spec.pieces:
        if p.kind == "card" and p.zone.startswith("meld"):
            out = max(out, p.x + p.scale - spec.width, -p.x)
            least = min(least, p.scale)
    for t in spec.targets:
        if t.id.startswith("melds"):
            out = max(out, t.x + t.w - spec.width, -t.x)
    return out, least


def walk(seed: int, steps: int, players: int) -> dict:
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES[:players], {}, seed)
    medium = MediumAgent()
    tables = {name: GenericTable() for name in ASPECTS}
    worst = {name: (0.0, 9.0, 0) for name in ASPECTS}
    moves = 0
    rnd = None
    for step in range(steps):
        state = session.state
        if game.is_over(state):
            break
        if state.round_no != rnd:
            rnd, moves = state.round_no, 0
        moves += 1
        if moves >= LATE:
            for name, aspect in ASPECTS.items():
                out, least = past(tables[name].describe(game, state, 0, aspect, game.prompt(state, 0)))
                w = worst[name]
                worst[name] = (max(w[0], out), min(w[1], least), w[2] + (out > 1e-6))
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    return worst


def main() -> None:
    seeds = [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "1,2,3,4").split(",")]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 700
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    total = {name: (0.0, 9.0, 0) for name in ASPECTS}
    for seed in seeds:
        worst = walk(seed, steps, players)
        for name, (out, least, n) in worst.items():
            print(f"seed {seed} {name}: furthest past the edge {out:.2f} cards, positions past it {n}, "
                  f"least meld card {least:.2f}", flush=True)
            t = total[name]
            total[name] = (max(t[0], out), min(t[1], least), t[2] + n)
    for name, (out, least, n) in total.items():
        print(f"ALL {name}: furthest past {out:.2f}, positions past {n}, least card {least:.2f}")


if __name__ == "__main__":
    main()
