"""Hand and Foot, the reader's own team's melds over the hand (tester s30): "the row is re-sorted
and centred when a canasta closes, so a player loses track of which pile is which", and the
team's caption ("Anna & Robo Ruby's melds") was left out once the row reached the table's edge.
Now the team's melds lie in the order they were made from one place at the left, after their
caption, which is always there, the closed canastas first ("A canasta closes at seven cards and
takes no more": squared up, stacked by kind, s34 t4 #9), and the row's size is chosen with each open
meld as long as it may grow, so it changes as melds are made, not with each card laid on one.
Still a pure function of the position (opened again, after an undo, it looks the same).

bench/meld_moves.py 1,2,3,4 400 hand_and_foot: the own team's groups nowhere over where they were
626 and 619 times (1366x768, 1024x600) before, 183 and 162 after (docs/benchmarks.md)."""

from __future__ import annotations

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

from .test_melds_stay import boxes

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]
CAPTION = "Anna & Robo Ruby's melds"


def test_a_canasta_that_closes_goes_to_the_start_of_the_row_the_rest_in_the_order_made():
    """(It stayed where it closed, in the order made, squared up; a long round's eleven canastas
    were then counted in two labels over the row, red and black taking turns, s34 t4 #9: now the
    closed canastas go first, stacked by kind as the other team's, and the open melds keep the
    order they were made in.)"""
    game = get_game("hand_and_foot")
    state = game.setup(NAMES, {}, 3)
    sixes = (0, "6", ("6H", "6S", "6D", "6C", "6S", "6C"))  # one card short of a canasta
    melds = ((0, "K", ("KH", "KS", "KD")), (1, "9", ("9H", "9S", "9D")), sixes, (0, "8", ("8H", "8S", "2D")))
    closed = melds[:2] + ((0, "6", sixes[2] + ("6D",)),) + melds[3:]
    for aspect in (1.424, 1.553):  # 1024x600 and 1366x768, the score sheet open
        before = boxes(GenericTable().describe(game, state.replace(melds=melds), 0, aspect, ""))
        spec = GenericTable().describe(game, state.replace(melds=closed), 0, aspect, "")
        after = boxes(spec)
        assert before["meld0/0"][0] < before["meld2/0"][0] < before["meld3/0"][0]  # (in the order made)
        # the canasta squared up at the row's start, where the first meld was; the open ones after it
        assert abs(after["meld2/0"][0] - before["meld0/0"][0]) < 1e-6
        assert after["meld2/0"][2] < after["meld0/0"][0] < after["meld3/0"][0]
        assert [lab.text for lab in spec.labels].count(CAPTION) == 1


@pytest.mark.parametrize("aspect", [1.424, 1.553])
def test_the_teams_melds_seldom_jump_and_are_always_captioned(aspect):
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 3)
    medium, table = MediumAgent(), GenericTable()
    kept = jumped = 0
    before = None
    for step in range(400):
        state = session.state
        if game.is_over(state):
            break
        spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
        now = {k: b for k, b in boxes(spec).items() if k.endswith("/0")}  # (Anna's team's)
        if now:
            assert [lab.text for lab in spec.labels].count(CAPTION) == 1, step
        if step % 25 == 0:  # the same position described afresh: the same places
            assert {k: b for k, b in boxes(GenericTable().describe(game, state, 0, aspect, game.prompt(state, 0)))
                    .items() if k.endswith("/0")} == now
        if before is not None and before[0] == state.round_no:
            for zone, (l, t, r, b) in now.items():
                if zone in before[1]:
                    ol, ot, o_r, ob = before[1][zone]
                    kept += 1
                    jumped += not (l < o_r and ol < r and t < ob and ot < b)
        before = (state.round_no, now)
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    assert kept > 2000
    # (seed 2, of 2,708: 190 and 141 on main (7.0 and 5.2 %), 35 and 56 now)
    # (s34 t4 #9, closed canastas stacked at the row's start: of 3,069, 48 and 75 before, 58 and 65 after)
    # (Seed 3 since s34: the first meld offered with the fewest wild cards changed seed 2's game,
    # 106 of 2,554 (4.2 %) at 1.553, one game's spread: seeds 3, 4, 5 there 2.0, 1.7, 2.0 % before
    # and 2.1, 2.3, 0.6 % after)
    assert jumped / kept < 0.035, (jumped, kept)


def test_a_team_of_threes_two_dozen_melds_stay_on_the_table_captioned():
    """Six players at 1024x600, Anna's team of three with 21 melds or more (seed 2, Medium's moves,
    a long round): the row with its caption kept at the left ran 3.2 cards off the table's right
    edge ("New meld" cut; from the edge without it, 2.0); it is drawn smaller there, on the table. Canastas of two kinds
    side by side are counted by kind once ("Canastas: 3 black, 1 red, 1 black" said black twice)."""
    from .test_team_melds import state_with_melds

    game, state = state_with_melds(6)
    black = [(0, r, (f"{r}S", f"{r}C", f"{r}S", f"{r}C", f"{r}H", "2D", "2H")) for r in "456789"]
    red = [(0, r, (f"{r}H", f"{r}S", f"{r}D", f"{r}C", f"{r}S", f"{r}C", f"{r}S")) for r in "JQKA"]
    open_ = [(0, r, (f"{r}H", f"{r}S", f"{r}D", f"{r}C", "2S")) for r in "4567890JQKA"]
    melds = black[:3] + red[:1] + black[3:4] + open_[:6] + red[1:] + black[4:] + open_[6:]
    melds = [(t, r.replace("0", "10"), tuple(c.replace("0", "10") for c in cards)) for t, r, cards in melds]
    assert len(melds) == 21
    # (and three more open, 24: at the window's least width, 1.3, the row at 0.2 still ran 1.9
    # cards past the edge, s31; the open melds' cards and the gaps are closer there now)
    more = [(0, r, (f"{r}H", f"{r}S", f"{r}D", f"{r}C", f"{r}S", "2S")) for r in ("6", "8", "9")]
    for mine in (melds, melds + more):
        _on_the_table_captioned(game, state.replace(melds=tuple(mine) + tuple(m for m in state.melds if m[0] == 1)))


def _on_the_table_captioned(game, state):
    for aspect in (1.3, 1.424, 1.553):
        spec = GenericTable().describe(game, state, 0, aspect, "")
        own = [p for p in spec.pieces if p.zone.startswith("meld") and p.zone.endswith("/0")]
        new = [t for t in spec.targets if t.id.startswith("melds/")]
        assert max([p.x + p.scale for p in own] + [t.x + t.w for t in new]) <= spec.width, aspect
        said = [lab.text for lab in spec.labels]
        assert said.count("Anna, Cleo & Elif's melds") == 1, said
        assert not any(t.count("black") > 1 for t in said), said
