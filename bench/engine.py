"""Engine benchmark: for Crazy Eights, random full games per second, legal_moves latency, and
save+load of a 300-move game; for any game (engine contract v2), ``check`` and ``legal_moves`` µs
and the cost of one search step on mid-game states (apply plus the new state's legal moves, what
a computer player does many thousands of times a second), with OpenSpiel's Crazy Eights measured
side by side in the same run.

Run: ``python bench/engine.py`` (every game), ``python bench/engine.py --contract crazy_eights
five_in_a_row`` (only the contract figures of those games). Results go in docs/benchmarks.md.

OpenSpiel is a bench-only tool, not a project dependency: ``.venv/bin/pip install open-spiel``;
without it the side-by-side figure is left out.

``python bench/engine.py hearts oh_hell euchre whist_tens`` measures those games instead (four
players): random full games per second, hands per second, and legal_moves latency; ``--contract
hearts euchre`` gives their contract figures.

The random player is the plain loop the targets were set with: pick a random legal move until
the game ends (one core, no tricks beyond the engine's own).
The stops and shedding games are measured the same way: ``python bench/engine.py fan_tan
i_doubt_it sweep twenty_one_piles`` (a "hand" is a row of the game's score sheet).
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.core.session import Session  # noqa: E402
from cardtable.games import get_game  # noqa: E402

GAME = get_game("crazy_eights")
PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def draw_only_when_stuck(legal: list) -> list:
    """A player who never draws while holding a playable card."""
    plays = [m for m in legal if m["kind"] == "play"]
    return plays or legal


def random_games(seconds: float = 5.0, policy=None, game=None, players=None,
                 clock=time.perf_counter) -> tuple[float, float]:
    """Full random 5-player games per second, and the mean number of moves per game.
    ``policy`` narrows the legal moves the random player picks from (default: all of them)."""
    game = game or GAME
    players = players or PLAYERS
    legal_moves, apply, is_over, setup = game.legal_moves, game.apply, game.is_over, game.setup
    games = moves = 0
    seed = 0
    start = clock()
    while clock() - start < seconds:
        rng = random.Random(seed)
        state = setup(players, {}, seed)
        while not is_over(state):
            legal = legal_moves(state)
            if policy is not None:
                legal = policy(legal)
            state = apply(state, legal[rng.randrange(len(legal))]).state
            moves += 1
        games += 1
        seed += 1
    elapsed = clock() - start
    return games / elapsed, moves / games


def legal_moves_latency(samples: int = 20_000, game=None, players=None,
                        clock=time.perf_counter_ns) -> tuple[float, float]:
    """Median and 99th percentile of one ``legal_moves`` call on a fresh state (not cached), in µs."""
    game = game or GAME
    players = players or PLAYERS
    states = []
    seed = 0
    while len(states) < samples:
        rng = random.Random(seed)
        state = game.setup(players, {}, seed)
        while not game.is_over(state) and len(states) < samples:
            states.append(state)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
        seed += 1
    times = []
    for state in states:
        state = state.replace()  # a copy without the cached moves
        t0 = clock()
        game.legal_moves(state)
        times.append(clock() - t0)
    times.sort()
    return statistics.median(times) / 1000, times[int(len(times) * 0.99)] / 1000


def save_load_300(repeats: int = 30) -> float:
    """Median time to save and load back a 300-move game, in ms (autosave writes fsync)."""
    from cardtable.store import SaveStore

    session = None
    seed = 0
    while session is None:
        s = Session.new(GAME, PLAYERS, {}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s.state) and len(s.record.moves) < 300:
            s.play(rng.choice(GAME.legal_moves(s.state)))
        if len(s.record.moves) == 300:
            session = s
        seed += 1
    store = SaveStore(Path(tempfile.mkdtemp(prefix="cardtable-bench-")))
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        store.save("bench", session)
        loaded = store.load("bench")
        times.append(time.perf_counter() - t0)
        assert len(loaded.record.moves) == 300
    return statistics.median(times) * 1000


def hands_per_game(game, players, games: int = 20) -> float:
    """Mean hands (deals that were scored) in a random full game."""
    hands = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(players, {}, seed)
        while not game.is_over(state):
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
        history = getattr(state, "history", None)  # the trick games keep their hands; others, a sheet
        hands += len(history) if history is not None else max(1, len(game.score_sheet(state).rounds))
    return hands / games


def other_games(game_ids: list[str]) -> None:
    """Random full games per second and legal_moves latency for the games named, four players.
    Timed in the process's own CPU time, so that other work on a shared machine does not count."""
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores; four players (or as many as the game "
          f"takes), default options; CPU time of this process (load average {os.getloadavg()[0]:.1f})")
    for game_id in game_ids:
        game = get_game(game_id)
        counts = game.info.allowed_counts()
        players = PLAYERS[:min(counts, key=lambda n: abs(n - 4))]  # Spider: 1, Pirate: 2
        rate, length = random_games(game=game, players=players, clock=time.process_time)
        hands = hands_per_game(game, players)
        median, p99 = legal_moves_latency(game=game, players=players, clock=time.process_time_ns)
        print(f"{game.info.name}: {rate:,.1f} full games/s ({hands:.1f} hands, {length:.0f} moves a game; "
              f"{rate * hands:,.0f} hands/s; {1e6 / (rate * length):.1f} µs a move); "
              f"legal_moves median {median:.1f} µs, p99 {p99:.1f} µs")


# ----- engine contract v2: check, legal_moves and one search step, for any game -----------------
#: The table each game is measured at: the largest usual one (6 players for Fast Track, 8 for
#: Rummoli, 4 for 5 in a Row; Crazy Eights at 5, as OpenSpiel's default).
CONTRACT_PLAYERS = {"crazy_eights": 5, "five_in_a_row": 4, "fast_track": 6, "rummoli": 8,
                    "hearts": 4, "oh_hell": 4, "euchre": 4, "whist_tens": 4,
                    "chicken_foot": 4, "mexican_train": 4, "ten_thousand": 4}


def mid_game_states(game, players: int, count: int = 3000, options: dict | None = None) -> list:
    """States from the middle half of seeded random games (the game's own moves chosen at
    random), each with its legal moves already listed (as a search holds them)."""
    names = [f"P{i}" for i in range(players)]
    states: list = []
    seed = 0
    while len(states) < count:
        rng = random.Random(seed)
        state = game.setup(names, options or {}, seed)
        played = []
        while not game.is_over(state) and len(played) < 4000:
            played.append(state)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
        states.extend(played[len(played) // 4: 3 * len(played) // 4])
        seed += 1
    return states[:count]


def _per_call_us(make_calls, count: int, repeats: int = 15, chunk: int = 25) -> float:
    """µs per call. The calls are timed in chunks of ``chunk``, each chunk ``repeats`` times
    with fresh calls from ``make_calls(start, stop)`` (built outside the timing), keeping each
    chunk's best run: on a machine shared with other work, the best run is the one nothing
    else interrupted. The states timed are frozen out of the garbage collector's way
    (``gc.freeze``), as a search would keep its tree; collection still runs for what the steps
    make."""
    gc.collect()
    gc.freeze()
    total = 0.0
    try:
        for start in range(0, count, chunk):
            stop = min(count, start + chunk)
            best = float("inf")
            for _ in range(repeats):
                calls = make_calls(start, stop)
                t0 = time.perf_counter()
                for call in calls:
                    call()
                best = min(best, time.perf_counter() - t0)
            total += best
    finally:
        gc.unfreeze()
    return total / count * 1e6


def contract_figures(game_id: str, count: int = 3000) -> dict[str, float]:
    """µs per ``check`` of a legal move and per ``legal_moves`` (both on states whose moves were
    not yet listed), and per search step: ``apply`` of a random legal move on a mid-game state
    (its moves already listed, as a search holds them), then the new state's ``legal_moves``."""
    game = get_game(game_id)
    states = mid_game_states(game, CONTRACT_PLAYERS.get(game_id, game.info.max_players), count)
    rng = random.Random(1)
    moves = [game.legal_moves(s)[rng.randrange(len(game.legal_moves(s)))] for s in states]
    check, legal_moves, apply = game.check, game.legal_moves, game.apply

    def checks(a, b):
        return [lambda s=s.replace(), m=m: check(s, m) for s, m in zip(states[a:b], moves[a:b])]

    def listings(a, b):
        return [lambda s=s.replace(): legal_moves(s) for s in states[a:b]]

    def steps(a, b):
        return [lambda s=s, m=m: legal_moves(apply(s, m).state) for s, m in zip(states[a:b], moves[a:b])]

    n = len(states)
    return {"check": _per_call_us(checks, n), "legal_moves": _per_call_us(listings, n),
            "search_step": _per_call_us(steps, n)}


def openspiel_search_step(count: int = 3000, players: int = 5) -> float | None:
    """OpenSpiel's C++ Crazy Eights through pyspiel, the same step timed the same way: clone a
    mid-game state, apply a random legal action, list the new state's legal actions. ``None``
    without open-spiel installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("crazy_eights", {"players": players})
    rng = random.Random(0)
    pairs: list = []
    while len(pairs) < count:
        state = game.new_initial_state()
        played = []
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = [o for o, _ in state.chance_outcomes()]
                state.apply_action(rng.choice(outcomes))
                continue
            legal = state.legal_actions()
            played.append((state.clone(), rng.choice(legal)))
            state.apply_action(played[-1][1])
        pairs.extend(played[len(played) // 4: 3 * len(played) // 4])
    pairs = pairs[:count]

    def step(s, a):
        t = s.clone()
        t.apply_action(a)
        t.legal_actions()

    def steps(a, b):
        return [lambda s=s, x=x: step(s, x) for s, x in pairs[a:b]]
    return _per_call_us(steps, len(pairs))


def contract_report(game_ids: list[str]) -> None:
    print("engine contract v2: µs per call on 3,000 mid-game states (each chunk of 25 its best of 15 runs)")
    print(f"{'game':<16}{'players':>8}{'check':>9}{'legal_moves':>13}{'search step':>13}")
    for game_id in game_ids:
        f = contract_figures(game_id)
        players = CONTRACT_PLAYERS.get(game_id, get_game(game_id).info.max_players)
        print(f"{game_id:<16}{players:>8}{f['check']:>9.2f}{f['legal_moves']:>13.2f}{f['search_step']:>13.2f}")
        if game_id == "crazy_eights":
            spiel = openspiel_search_step()
            if spiel is None:
                print("  OpenSpiel not installed (pip install open-spiel): no side-by-side figure")
            else:
                print(f"  OpenSpiel crazy_eights, 5 players, clone + apply + legal_actions: {spiel:.2f} µs; "
                      f"ratio {f['search_step'] / spiel:.1f}x")


#: A random player never builds Desert Rummy's later melds or 10 Dime Rummy's two sets of 6: their
#: random games are played short (as in the tests), and the figure is per move and per hand too.
RUMMY_BENCH_OPTIONS = {"desert_rummy": {"last_meld": 2}, "ten_dime_rummy": {"hands": 2}}


def rummy_report(game_ids: list[str], seconds: float = 20.0) -> None:
    """The rummy family (games/melds.py): random full games per second per game (mixed player
    counts), the time to find any meld / the best arrangement in hands of 13 and 15 cards, and
    for the contract games the time to find a contract in a hand, to split a laid-down card list
    into its melds, and ``check`` of a contract meld."""
    from cardtable.core.cards import DeckSpec
    from cardtable.games.melds import Contract, MeldRules, any_meld, best_arrangement, find_contract, split_contract

    for game_id in game_ids:
        game = get_game(game_id)
        counts = game.info.allowed_counts()
        games = moves = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            rng = random.Random(games)
            state = game.setup([f"P{i}" for i in range(counts[games % len(counts)])],
                               RUMMY_BENCH_OPTIONS.get(game_id, {}), games)
            while not game.is_over(state):
                legal = game.legal_moves(state)
                state = game.apply(state, legal[rng.randrange(len(legal))]).state
                moves += 1
            games += 1
        elapsed = time.perf_counter() - start
        print(f"{game_id}: {games / elapsed:.2f} random full games per second "
              f"(mean {moves / games:.0f} moves a game, {1e6 * elapsed / moves:.0f} µs a move)")
    plain = MeldRules()
    wild = MeldRules(wild_ranks=frozenset({"JK", "2"}), natural="tame")
    deck = DeckSpec(decks=2, jokers=2).cards()
    one_deck = DeckSpec().cards()
    for size in (13, 15):
        rng = random.Random(size)
        wild_hands = [rng.sample(deck, size) for _ in range(2000)]
        hands = [rng.sample(one_deck, size) for _ in range(2000)]
        t0 = time.perf_counter()
        for h in wild_hands:
            any_meld(h, wild)
        t1 = time.perf_counter()
        for h in hands:
            best_arrangement(h, lambda c: 1, plain)
        t2 = time.perf_counter()
        print(f"{size} cards: any_meld (2 decks, jokers and 2s wild) {1e6 * (t1 - t0) / 2000:.0f} µs; "
              f"best arrangement (1 deck, exact) {1e6 * (t2 - t1) / 2000:.0f} µs")
        contract = Contract((("run", 4), ("set", 3)), exact=True)  # Desert Rummy's third meld
        found = []
        t0 = time.perf_counter()
        for h in wild_hands:
            cards = find_contract(h, contract, wild)
            if cards is not None:
                found.append(cards)
        t1 = time.perf_counter()
        for cards in found:
            split_contract(cards, contract, wild)
        t2 = time.perf_counter()
        print(f"{size} cards: find_contract (run of 4 + set of 3, wilds) {1e6 * (t1 - t0) / 2000:.0f} µs "
              f"({len(found)} of 2000 hands hold it); split_contract of the 7 cards "
              f"{1e6 * (t2 - t1) / max(1, len(found)):.0f} µs")
    from cardtable.core.game import Move
    from cardtable.games.contract_rummy import PLAY

    game = get_game("ten_dime_rummy")
    state = game.setup(["A", "B", "C"], {}, 1)
    twelve = ("7C", "7D", "7H", "7S", "7C", "JK", "KS", "KD", "KH", "KC", "2D", "KS")
    state = state.replace(hands=(twelve + state.hands[0][:1],) + state.hands[1:], phase=PLAY, hand_no=6, turns=3, turn=0)
    assert game.check(state, Move(kind="meld", cards=twelve)) is None
    move = Move(kind="meld", cards=twelve)  # two sets of 6 for two sets of 5: the biggest split
    t0 = time.perf_counter()
    for _ in range(200):
        state.__dict__.pop("_legal", None)
        game.check(state, move)
    print(f"10 Dime Rummy: check of a 12-card contract (2 sets of 5 at least, laid as 2 sets of 6) {1e6 * (time.perf_counter() - t0) / 200:.0f} µs")
    bad = twelve[:-1] + ("5C",)  # one card that fits neither set: every split is tried
    state = state.replace(hands=(bad + state.hands[0][:1],) + state.hands[1:])
    t0 = time.perf_counter()
    for _ in range(20):
        reason = game.check(state, Move(kind="meld", cards=bad))
    print(f"10 Dime Rummy: refusing a 12-card list that makes no contract {1e3 * (time.perf_counter() - t0) / 20:.1f} ms ({reason})")


RUMMY2 = ("arizona_rummy", "horseshit_rummy", "sticks", "hand_and_foot")


def rummy2_report(game_ids: list[str], games_each: int = 300) -> None:
    """Rummy II (issue 19): per game, ``games_each`` seeded random full games (mixed player counts,
    house rules on at random for two seeds in three) with, after every move, every card in exactly
    one place and every meld valid; random full games per second, legal_moves µs; and the time to
    find a meld (offered_melds) and a Sticks contract (meet_contract) in hands of 13 and 15 cards."""
    from collections import Counter

    from cardtable.core.cards import DeckSpec
    from cardtable.core.zones import card_counts
    from cardtable.core.cards import RANK_OF
    from cardtable.games.arizona_rummy import rules_for
    from cardtable.games.meld_table import as_kind, meet_contract, offered_melds
    from cardtable.games.melds import Meld, classify
    from cardtable.games.sticks import DESERT, RULES as STICK_RULES, groups_of

    def melds_ok(game, state) -> bool:
        if game.info.id == "hand_and_foot":  # one rank (or all wild), 3 to 7 cards, never threes
            return all(3 <= len(c) <= 7 and r != "3" and all(RANK_OF[x] in (r, "2", "JK") for x in c)
                       for _, r, c in state.melds)
        if game.info.id == "sticks":
            return all(isinstance(as_kind(m[1], m[0], STICK_RULES), Meld) for m in state.melds)
        if game.info.id == "horseshit_rummy":
            return all(isinstance(game.classify(state, m[1]), Meld) for m in state.melds)
        rules = rules_for(state.round_no)
        return all(isinstance(classify(m[1], rules), Meld) for m in state.melds)

    for game_id in game_ids:
        game = get_game(game_id)
        counts = game.info.allowed_counts()
        moves = 0
        legal_time = 0.0
        start = time.perf_counter()
        for seed in range(games_each):
            rng = random.Random(seed)
            options = {}
            if seed % 3:
                for spec in game.info.options:
                    if spec.choices is not None:
                        options[spec.id] = rng.choice(spec.choices)
                    elif isinstance(spec.default, bool):
                        options[spec.id] = rng.random() < 0.5
            state = game.setup([f"P{i}" for i in range(counts[seed % len(counts)])], options, seed)
            pieces = game.deck_counts(state)
            while not game.is_over(state):
                t = time.perf_counter()
                legal = game.compute_legal_moves(state)
                legal_time += time.perf_counter() - t
                state = game.apply(state, legal[rng.randrange(len(legal))]).state
                moves += 1
                assert Counter(card_counts(game.zones(state))) == pieces, (game_id, seed, moves)
                assert melds_ok(game, state), (game_id, seed, moves)
        elapsed = time.perf_counter() - start
        print(f"{game_id}: {games_each} seeded random games checked after every move (cards once, melds valid) "
              f"in {elapsed:.1f} s; mean {moves / games_each:.0f} moves a game; legal_moves "
              f"{1e6 * legal_time / moves:.0f} µs mean")
        # games per second without the checks
        start, played = time.perf_counter(), 0
        while time.perf_counter() - start < 5.0:
            rng = random.Random(played)
            state = game.setup([f"P{i}" for i in range(counts[played % len(counts)])], {}, played)
            while not game.is_over(state):
                legal = game.legal_moves(state)
                state = game.apply(state, legal[rng.randrange(len(legal))]).state
            played += 1
        print(f"  {played / (time.perf_counter() - start):.1f} random full games per second")
    deck = DeckSpec(decks=3, jokers=2).cards()
    for size in (13, 15):
        rng = random.Random(size)
        hands = [rng.sample(deck, size) for _ in range(500)]
        t0 = time.perf_counter()
        for h in hands:
            offered_melds(h, STICK_RULES)
        t1 = time.perf_counter()
        for h in hands:
            for stick in DESERT:
                groups, same = groups_of(stick)
                meet_contract(h, groups, STICK_RULES, same, keep=1)
        t2 = time.perf_counter()
        print(f"{size} cards (3 decks, 2s and jokers wild): offered melds {1e6 * (t1 - t0) / 500:.0f} µs; "
              f"a Desert Rummy stick found or ruled out {1e6 * (t2 - t1) / (500 * len(DESERT)):.0f} µs")


def main() -> None:
    if "--rummy2" in sys.argv:
        rummy2_report(sys.argv[sys.argv.index("--rummy2") + 1:] or list(RUMMY2))
        return
    if "--rummy" in sys.argv:
        rummy_report(sys.argv[sys.argv.index("--rummy") + 1:] or ["gin_rummy", "five_hundreds"])
        return
    if "--contract" in sys.argv:
        ids = sys.argv[sys.argv.index("--contract") + 1:] or sorted(CONTRACT_PLAYERS)
        contract_report(ids)
        return
    if len(sys.argv) > 1:
        other_games(sys.argv[1:])
        return
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores; Crazy Eights, 5 players")
    rate, length = random_games()
    print(f"full random games per second: {rate:,.0f} (mean {length:.0f} moves a game, "
          f"{1e6 / (rate * length):.2f} µs a move incl. legal_moves + choice + apply)")
    rate, length = random_games(policy=draw_only_when_stuck)
    print(f"  same, but the random player draws only when it cannot play: {rate:,.0f} games per second "
          f"(mean {length:.0f} moves a game)")
    median, p99 = legal_moves_latency()
    print(f"legal_moves: median {median:.1f} µs, p99 {p99:.1f} µs")
    print(f"save + load of a 300-move game: {save_load_300():.1f} ms (median)")
    contract_report(sorted(CONTRACT_PLAYERS))


if __name__ == "__main__":
    main()
