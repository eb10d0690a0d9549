"""Screenshots of big tables with the score sheet open, at a laptop's 1366x768 and a small
laptop's 1024x600: Hand and Foot Canasta at 4 and 6 players once both teams have melds on the
table (each team's melds by its seat most across from the viewer: the viewer's own team's above
the hand), and Arizona Rummy, Canadian Salad and Sweep at 7 players after a few rounds (the score
sheet in the window's text size). Seeded random play, open hands (the player to act is the
viewer); the shooting itself is tools/screenshots_layoutnits.py's. Run under Xvfb or offscreen::

    xvfb-run -a -s "-screen 0 1366x768x24" python tools/screenshots_tablepolish.py [OUTDIR]

Saves go to a temporary data folder, so a real user's games are never touched.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots_layoutnits import ROOT, both_teams_melded, shooter  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    shoot = shooter(out, sizes=((1366, 768), (1024, 600)))
    shoot("hand-and-foot-teams", "hand_and_foot", 4, both_teams_melded(6), seed=1)  # (hand-and-foot-4p: screenshots_rummy_ii.py)
    shoot("hand-and-foot", "hand_and_foot", 6, both_teams_melded(10), seed=2)
    shoot("arizona-rummy", "arizona_rummy", 7, lambda s: s.round_no >= 3, seed=3, busy_only=False)
    shoot("canadian-salad", "canadian_salad", 7, lambda s: len(s.history) >= 2, seed=3, busy_only=False)
    shoot("sweep", "sweep", 7, lambda s: False, seed=7, moves=34)  # mid-round, as tools/shoot_tables.py


if __name__ == "__main__":
    main()
