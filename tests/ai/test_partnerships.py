"""Partnership games: a team's win is each partner's, and the computer players help their partner.

Push ("4 player game, in partnership") and Hand and Foot Canasta ("two teams") declare
``partnership`` as Euchre, Whist with 10s and 500 do: each seat shows its team's score and every
seat of the winning team is among the winners. The benchmark (``bench/agents.py``) then counts a
team's win whole for each partner, the fair share being one half (``bench/agents_table.py``); and
the Hard player's playouts (:func:`cardtable.ai.agents.judge`: the seat's score change less the
others' mean) count the partner's gain with the seat's own, never against it.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from cardtable.ai.agents import judge
from cardtable.core.game import Move
from cardtable.games import get_game
from cardtable.games.contract_rummy import PLAY

from games.rummy_positions import position as rummy_position
from games.test_hand_and_foot import MIXED7, NATURAL7, WILD7

PUSH, HAND_AND_FOOT = get_game("push"), get_game("hand_and_foot")
ROOT = Path(__file__).resolve().parents[2]


def _bench(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game_id", ["euchre", "whist_tens", "rummy_500", "push", "hand_and_foot", "jokers_wild"])
def test_partnership_games_say_so(game_id):
    assert getattr(get_game(game_id), "partnership", False) is True


def test_push_partner_going_out_counts_for_the_seat():
    """Push: "The team of the player who went out counts nothing for this hand ... The two
    opponents count the total value of cards remaining in their hands." "Low score wins."
    Cy (seat 2, Ann's partner) goes out by discarding his last card: Bob and Di count their hands
    (K, Q 10 each, A 20, 3 5: 45 for their team).
    For Ann the playout is as good as for Cy, and bad for Bob and Di."""
    state = rummy_position(PUSH, [("5C", "6C"), ("KS", "QS"), ("9D",), ("AH", "3H")], turn=2, phase=PLAY,
                           down=(True, False, True, False), hand_no=1)
    before = PUSH.scores(state)
    out = [m for m in PUSH.legal_moves(state, 2) if m.get("kind") == "discard"]
    assert out, PUSH.legal_moves(state, 2)
    after = PUSH.apply(state, out[0]).state
    assert PUSH.scores(after) == [0, 45, 0, 45] and PUSH.scores(after)[0] == PUSH.scores(after)[2]
    sign = -1.0  # low score wins
    mine, partner = judge(PUSH, after, 0, before, sign), judge(PUSH, after, 2, before, sign)
    assert mine == partner > 0
    assert judge(PUSH, after, 1, before, sign) < 0 and judge(PUSH, after, 3, before, sign) < 0


def test_hand_and_foot_partner_going_out_counts_for_the_seat():
    """Hand and Foot: scoring is "per team": "For Going Out 100 points ... High score wins." Cy
    (seat 2, Ann's partner, in his foot) goes out with the team's red, black and wild canastas on
    the table: Ann's playout gains what Cy's does, Bob's and Di's lose."""
    melds = [(0, "K", NATURAL7), (0, "Q", MIXED7), (0, "W", WILD7)]
    game = HAND_AND_FOOT
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, 1)
    hands = [("4D", "6S"), ("4H", "6H"), ("5C", "5D", "5H"), ("4S", "6D")]
    feet = [("4C",) * 13, ("4C",) * 13, (), ("4C",) * 13]
    used = Counter(c for h in hands + feet for c in h) + Counter(("9D",)) + Counter(c for m in melds for c in m[2])
    stock = tuple(sorted((Counter(game.pieces(4, {}).cards()) - used).elements()))
    state = state.replace(hands=tuple(hands), feet=tuple(feet), discard=("9D",), melds=tuple(melds), turn=2,
                          phase="play", melded=(True, False), in_foot=(False, False, True, False),
                          red_threes=((), ()), stock=stock, round_no=1, out_seat=-1)
    before = game.scores(state)
    result = game.apply(state, Move({"kind": "meld", "seat": 2, "melds": [["5C", "5D", "5H"]]}))
    assert result.ok, getattr(result, "reason", "")
    after = result.state
    assert after.out_seat == 2 and game.scores(after)[0] == game.scores(after)[2] > 0
    mine, partner = judge(game, after, 0, before, 1.0), judge(game, after, 2, before, 1.0)
    assert mine == partner > 0
    assert judge(game, after, 1, before, 1.0) < 0 and judge(game, after, 3, before, 1.0) < 0


def _teams(game, players: int, options=None):
    """The seats' teams the game declares for a table of ``players`` with these options."""
    return game.seat_teams(game.setup([f"P{i + 1}" for i in range(players)], options or {}, 1))


def test_the_bench_counts_a_teams_win_whole_for_each_partner():
    """bench/agents.py: "where partners play, a team's win counts whole for each partner, so
    the fair share of two teams is one half"; both teams tied share it (one half each). The
    teams are the ones the game declares (it read a class flag, ``partnership``, that Partner
    Biscuit and Fast Track with partners do not set: their teams' wins counted as ties of two)."""
    agents, table = _bench("agents"), _bench("agents_table")
    biscuit, fast_track = get_game("biscuit"), get_game("fast_track")
    for game, options in [(PUSH, {}), (HAND_AND_FOOT, {}), (get_game("euchre"), {}), (get_game("jokers_wild"), {}),
                          (biscuit, {"partners": True}), (fast_track, {"partners": True})]:
        teams = _teams(game, 4, options)
        assert [agents._seat_result(teams, 4, [0, 2], [], s, 1.0)[0] for s in range(4)] == [1.0, 0.0, 1.0, 0.0]
        assert [agents._seat_result(teams, 4, [0, 1, 2, 3], [], s, 1.0)[0] for s in range(4)] == [0.5] * 4
        assert table.fair_share(game, 4, options) == 0.5
    # Biscuit and Fast Track without partners: each plays alone, two winners tie
    for game in (biscuit, fast_track):
        assert _teams(game, 4) is None and agents._seat_result(None, 4, [0, 2], [], 0, 1.0)[0] == 0.5
        assert table.fair_share(game, 4) == 0.25
    # Hand and Foot with two players (a team each) and with six (three a team)
    assert agents._seat_result(_teams(HAND_AND_FOOT, 2), 2, [1], [], 1, 1.0)[0] == 1.0
    assert agents._seat_result(_teams(HAND_AND_FOOT, 2), 2, [0, 1], [], 1, 1.0)[0] == 0.5
    assert agents._seat_result(_teams(HAND_AND_FOOT, 6), 6, [1, 3, 5], [], 3, 1.0)[0] == 1.0
    # the score margin: the seat's team's mean less the others' (Push: each seat shows the team's
    # total; Jokers Wild: each its own marbles, a partner's counting with the seat's)
    assert agents._seat_result(_teams(PUSH, 4), 4, [0, 2], [30, 90, 30, 90], 0, -1.0)[1] == pytest.approx(40)
    jokers = _teams(get_game("jokers_wild"), 4)
    assert agents._seat_result(jokers, 4, [0, 2], [5, 2, 1, 0], 2, 1.0)[1] == pytest.approx(3 - 5 / 3)
    # a game without partners: tied winners split the win
    hearts = get_game("hearts")
    assert agents._seat_result(_teams(hearts, 4), 4, [0, 2], [], 0, 1.0)[0] == 0.5
    assert table.fair_share(hearts, 4) == 0.25


def test_the_bench_plays_partner_biscuit_as_teams():
    """A small run of the benchmark's match (Random players, Partner Biscuit of one hand): each
    game's winners are a team, and the seat's share of each game is 1 or 0 (no two teams tie in
    these seeds); it counted a team's win as a tie of two, a half (1.5 of these 4 games)."""
    agents = _bench("agents")
    from cardtable.ai import Budget

    game = get_game("biscuit")
    agents.OPTIONS.update({"partners": True, "hands": 1})
    try:
        teams: list = []
        winners = agents.play(game, ["random"] * 4, 3, Budget(iterations=4), {}, [], teams)
        assert teams == [[0, 1, 0, 1]] and len(winners) == 2 and teams[0][winners[0]] == teams[0][winners[1]]
        share = agents.match(game, "random", "random", 4, Budget(iterations=4), {})
        assert agents.PLAYED[0] == 4 and share * 4 == int(share * 4)  # whole wins only
    finally:
        agents.OPTIONS.clear()


def test_jokers_wild_a_partners_marble_home_is_the_seats_gain():
    """Jokers Wild: "with four players opposites are partners"; "The team getting all their
    marbles into their "Castle" first is the winner." Each seat keeps its own count (marbles in
    its Castle), so the playout's judge counts each seat's team's mean: Cleo's marble home (seat
    2, Anna's partner) is as good for Anna as for Cleo, and bad for Ben and Dan. A partner's marble
    further along the track counts for the seat too where nothing was scored yet."""
    from cardtable.ai.heuristics import position_value

    from games.test_jokers_wild import GAME as JOKERS, L, castle, position

    before = position()
    green = before.colours[2]
    after = position(marbles={2: [castle(green, 4)]})
    assert JOKERS.scores(after) == [0, 0, 1, 0] and JOKERS.seat_teams(after) == [0, 1, 0, 1]
    start = JOKERS.scores(before)
    mine, partner = judge(JOKERS, after, 0, start, 1.0), judge(JOKERS, after, 2, start, 1.0)
    assert mine == partner > 0
    assert judge(JOKERS, after, 1, start, 1.0) < 0 and judge(JOKERS, after, 3, start, 1.0) < 0
    out = position(marbles={2: [L(61)]})  # Cleo's marble out on its start
    assert position_value(JOKERS, out, 0) == position_value(JOKERS, out, 2) > 0
    assert position_value(JOKERS, out, 1) < 0
    # Two players: a team each; nothing is grouped.
    assert JOKERS.seat_teams(position(players=["Anna", "Ben"])) is None


def test_a_playout_won_by_the_team_is_a_whole_win_for_each_partner():
    """Hard's playouts score a finished game by :func:`cardtable.ai.heuristics.outcome`, as the
    benchmark does: a team's win is each partner's whole (tied teams share)."""
    from cardtable.ai.heuristics import outcome

    euchre = get_game("euchre")
    state = euchre.setup(["Ann", "Bob", "Cy", "Di"], {}, 3)

    class Won(type(euchre)):  # Euchre over, with the given winners
        def __init__(self, winners):
            self._winners = winners

        def winners(self, state):
            return self._winners

    assert [outcome(Won([0, 2]), state, s) for s in range(4)] == [1.0, 0.0, 1.0, 0.0]
    assert [outcome(Won([0, 1, 2, 3]), state, s) for s in range(4)] == [0.5] * 4
    assert outcome(get_game("hearts"), get_game("hearts").setup(["A", "B", "C", "D"], {}, 1), 0) == 0.0


def test_fast_track_partners_say_their_teams():
    """Fast Track: "If playing partners your partner will be across the board."; the
    public facts name each seat's team so a search counts the partner's marbles with its own."""

    game = get_game("fast_track")
    assert game.seat_teams(game.setup(["A", "B", "C", "D"], {"partners": True}, 1)) == [0, 1, 0, 1]
    assert game.seat_teams(game.setup(["A", "B", "C", "D"], {}, 1)) is None


def test_partner_biscuit_a_teams_win_is_whole_for_each_partner():
    """Partner Biscuit: "Four players in two teams, partners across: scores combine". The Hard
    player's playouts count the team's win whole for each partner (it counted half, a tie shared
    with the partner, while Biscuit declared no teams: s33)."""
    import random

    from cardtable.ai.heuristics import outcome

    game = get_game("biscuit")
    state = game.setup(["A", "B", "C", "D"], {"partners": True, "hands": 1}, 2)
    rng = random.Random(2)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_moves(state))).state
    assert game.winners(state) == [0, 2] and game.seat_teams(state) == [0, 1, 0, 1]
    assert [outcome(game, state, s) for s in range(4)] == [1.0, 0.0, 1.0, 0.0]


def _court_whist_trick(partner_winning: bool, hand_no: int = 5):
    """Court Whist, game 2 (Prosperity, "Spades Trump"), its first trick. The seat's partner
    led a heart and an opponent followed; the seat plays third, with no heart, two low spades
    (trump) and low clubs and diamonds. The ace of hearts wins so far: the partner's (he led it)
    or the opponent's (on the partner's 5). (``hand_no`` 9: the same cards in game 3,
    Conspiracy, where the seat opposite is no partner.)"""
    from cardtable.games.tricks import PLAY

    game = get_game("court_whist")
    state = game.setup(["Al", "Bea", "Cy", "Di"], {"ladies": "Bea, Di"}, 1)
    t = state.table  # clockwise; partners opposite: t[0] and t[2] against t[1] and t[3]
    mine = ("2S", "4S", "3C", "5C", "7C", "9C", "JC", "4D", "6D", "8D", "10D", "QD", "KD")
    trick = ("AH", "5H") if partner_winning else ("5H", "AH")
    rest = [c for c in game.pieces(4, state.options).cards() if c not in mine + trick]
    hands: list[tuple[str, ...]] = [()] * 4
    hands[t[0]], hands[t[1]], hands[t[2]], hands[t[3]] = tuple(rest[:12]), tuple(rest[12:24]), mine, tuple(rest[24:])
    state = state.replace(hand_no=hand_no, phase=PLAY, trump="S", hands=tuple(hands), trick=trick, leader=t[0],
                          turn=t[2])
    assert list(game.to_act(state)) == [t[2]]
    return game, state, t[2]


def test_court_whist_computers_do_not_trump_their_partners_winning_trick():
    """Court Whist: "Partners are selected at random and each set of partners will include one
    lady and one man"; "Points are counted up after each hand by partners (except Conspiracy)".
    Partners change from game to game, so the game declares no lasting teams (its winner is
    the best grand total, each player's own); the computer players are told this game's
    partners in the public facts ("sides", "table"), and the trick engine's sense reads them
    (:meth:`CourtWhist.partner_of`): with the partner's ace of hearts winning the trick, a seat
    with no heart throws its lowest club rather than trump it; with an opponent's ace winning,
    it trumps with its lowest spade. Medium and Hard alike. In Conspiracy ("no partners") the
    seat opposite is an opponent like the others: its ace is trumped. (s34: with ``partner_of``
    made to answer None, Medium trumped the partner's ace in every seed.)"""
    from cardtable.ai import Budget, agent_for, information_set

    for partner_winning, hand_no, card in [(True, 5, "3C"), (False, 5, "2S"), (True, 9, "2S")]:
        game, state, seat = _court_whist_trick(partner_winning, hand_no)
        info = information_set(game, state, seat)
        public = info.observation["public"]
        opposite = public["table"][(public["table"].index(seat) + 2) % 4]
        assert (game.partner_of(state, seat) == opposite) == (hand_no == 5)
        assert ([opposite, seat] in public["sides"]) == (hand_no == 5)  # told: this game's partners
        for level, budget in [("medium", Budget()), ("hard", Budget(seconds=60.0, iterations=48))]:
            for seed in range(3):
                move = agent_for(level).choose(game, info, seed, budget)
                assert move.get("card") == card, (partner_winning, hand_no, level, seed, move)
