"""How often Hand and Foot's other team's melds on the table go without a caption saying whose
they are: six-seat games (Medium's moves for every seat), the table facing whoever is to play, at
1024x600 (aspect 1.424) and 1366x768 (1.553), the score sheet open. At each position where the
other team has cards on the table (melds, red threes): none of its captions shown ("uncaptioned");
its melds split either side of the seat across the top, one side without a caption ("a part
uncaptioned"); a caption over a seat's name, backs or words by more than 0.03 of a card
("over a seat").

    python bench/meld_captions.py [SEEDS] [STEPS]   # from a checkout: imports cardtable from the cwd

SEEDS: comma separated (1,2,3); STEPS: moves per game at most (300)."""
import os
import sys
import tempfile

os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp()
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())

ASPECTS = {"1024x600": 1.424, "1366x768": 1.553}
NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh", "Robo Rosa",
         "Robo Rudi"]


def measure(spec, table, seat: int) -> tuple[bool, bool, bool, bool]:
    """(the other team has cards out, none captioned, a part uncaptioned, a caption over a seat)."""
    from cardtable.gui.cards import CARD_RATIO
    from cardtable.gui.generic_table import label_box

    teams = table._teams
    theirs = [p for p in spec.pieces if p.kind == "card" and p.zone.startswith(("meld", "red3")) and "/" in p.zone
              and teams[int(p.zone.rsplit("/", 1)[1])] != teams[seat]]
    if not theirs:
        return False, False, False, False
    names = tuple(NAMES[s] for s in range(len(NAMES)) if teams[s] != teams[seat])
    said = [lab for lab in spec.labels if lab.text.startswith(names) and ("'s" in lab.text or "&" in lab.text)
            and not lab.bold]
    tops = [sx for sx, sy in table._seat_at.values() if sy < 1.0]
    part = False
    if said and tops:  # (either side of the box of the seat across the top)
        sides = {p.x + p.scale / 2 > tops[0] for p in theirs if p.y < 2.0}
        part = bool(sides - {lab.x > tops[0] for lab in said if lab.y < 2.0})
    seats = [label_box(lab) for lab in spec.labels if (lab.bold or " cards" in lab.text)
             and not lab.text.startswith("Your hand")]
    seats += [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.zone.startswith("hand")]
    over = any(l < sr - 0.03 and sl < r - 0.03 and t < sb - 0.03 and st < b - 0.03
               for l, t, r, b in map(label_box, said) for sl, st, sr, sb in seats)
    return True, not said, part, over


def main() -> None:
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    seeds = [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "1,2,3").split(",")]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    game = get_game("hand_and_foot")
    total = {name: [0, 0, 0, 0] for name in ASPECTS}
    for seed in seeds:
        session = Session.new(game, NAMES, {}, seed)
        medium = MediumAgent()
        for step in range(steps):
            state = session.state
            if game.is_over(state):
                break
            seat = game.current_player(state)
            for name, aspect in ASPECTS.items():
                table = GenericTable()
                spec = table.describe(game, state, seat, aspect, game.prompt(state, seat))
                for k, hit in enumerate(measure(spec, table, seat)):
                    total[name][k] += hit
            session.play(medium.choose(game, information_set(game, state, seat), step))
    for name, (n, none, part, over) in total.items():
        print(f"{name}: positions with the other team's cards out {n}, uncaptioned {none}, "
              f"a part uncaptioned {part}, a caption over a seat {over}")


if __name__ == "__main__":
    main()
