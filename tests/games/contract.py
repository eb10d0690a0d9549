"""The engine contract v2, checked the same way for every game (see ``core/game.py``).

``check_contract(game, games=300)`` plays seeded random full games (mixed player counts and
house rules) and after every move checks:

* the zones hold exactly the game's pieces (every piece somewhere exactly once);
* the moves offered are few enough for a table and a computer player (at most 400);
* every move offered passes ``check``, and goes through JSON and back equal to itself, with the
  same hash, applying to an identical state;
* a move not offered is refused with a reason and the state unchanged (a sample of junk);
* ``to_act`` is empty exactly when the game is over, and every offered move's seat acts;
* observations are JSON, hold neither the seed nor a hidden piece, and are equal for two states
  that differ only in pieces hidden from that seat (a determinized copy);
* ``determinize`` gives a state whose zones hold exactly the game's pieces and that the seat
  cannot tell from the real one.

Game test modules call it with their own game; ``test_contract.py`` runs it for every game in
the catalogue.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
from collections import Counter
from typing import Any, Callable

from cardtable.core.game import Game, Move, OptionError
from cardtable.core.zones import card_counts

MAX_LEGAL = 400

#: Options under which a uniformly random player can finish a whole game: random discards never
#: build Desert Rummy's later melds (a run of 9) or 10 Dime Rummy's last hands (two sets of 6), so
#: tests that play whole random games play these short (their rule tests cover the rest).
SHORT_OPTIONS: dict[str, dict[str, Any]] = {
    "desert_rummy": {"last_meld": 2},
    "ten_dime_rummy": {"hands": 2},
    "push": {"deals": 2},  # it would finish, but five deals of random play take long
    "rummoli": {"rounds": 3},  # computers never end it; chips alone can take hundreds of rounds
}


def random_house_rules(game: Game, rng: random.Random) -> dict[str, Any]:
    """On/off options and choices picked at random; numbers keep their defaults."""
    options = {}
    for spec in game.info.options:
        if spec.choices is not None:
            options[spec.id] = rng.choice(spec.choices)
        elif isinstance(spec.default, bool):
            options[spec.id] = rng.random() < 0.5
    return options


def crossed(seed: int, first: int, second: int) -> tuple[int, int]:
    """Two indices from one seed, into a list of ``first`` things (player counts) and one of
    ``second`` (house rules or not, sets of options), that every pair meets within ``first x
    second`` consecutive seeds: the first ``seed % first``, the second ``seed % second`` shifted
    by one each time the first list comes round again. Taken as ``seed % first`` and ``seed %
    second`` they were tied where the two share a factor: Fan Tan's six player counts and the
    house rules of two seeds in three left three and six players without ever a penalty pass
    (s34). The first ``first`` seeds give what they gave before."""
    turn, index = divmod(seed, first)
    return index, (index + turn) % second


def new_random_game(game: Game, seed: int, fixed: dict[str, Any] | None = None):
    """A seeded game with a mixed player count and random house rules (two games in three),
    every player count with and without them (:func:`crossed`); ``fixed`` options are always
    set (a game whose random play would never end is played short, e.g. Desert Rummy's last
    meld)."""
    rng = random.Random(seed)
    counts = game.info.allowed_counts()
    index, rules = crossed(seed, len(counts), 3)
    n = counts[index]
    players = [f"P{i}" for i in range(n)]
    options = random_house_rules(game, rng) if rules else {}
    try:
        return game.setup(players, {**options, **(fixed or {})}, seed), rng
    except OptionError:  # a combination this player count does not allow
        return game.setup(players, dict(fixed or {}), seed), rng


def meldy_choice(legal: list[Move], rng: random.Random) -> Move:
    """A random move that lays down (melds, lays off, goes out) more often than it draws or
    discards, so that random rummy games reach the table's melds and the stock's end."""
    meldy = [m for m in legal if m["kind"] not in ("draw", "discard")]
    return rng.choice(meldy) if meldy and rng.random() < 0.7 else rng.choice(legal)


def seeded_turns(game: Game, players: list[str], seed: int, turns: int, choose=None):
    """Plays a game set up from ``players`` and ``seed`` (no house rules) for up to ``turns``
    moves of its first seat to act, and yields ``(state, seat, legal, move, after)`` for each.
    The move is ``choose(state, seat, legal, rng)`` when that gives one, else a random legal
    move from the game's own seeded generator."""
    state = game.setup(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if game.is_over(state):
            return
        seat = game.to_act(state)[0]
        legal = game.legal_moves(state, seat)
        move = (choose(state, seat, legal, rng) if choose else None) or legal[rng.randrange(len(legal))]
        after = game.apply(state, move).state
        yield state, seat, legal, move, after
        state = after


def random_session(game: Game, players: list[str], moves: int, seed: int = 1):
    """A session of ``game`` played ``moves`` random moves from ``seed`` (fewer if it ends)."""
    from cardtable.core.session import Session

    session = Session.new(game, players, {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(session.state):
            break
        session.play(rng.choice(game.legal_moves(session.state)))
    return session


def same_counts(a: Counter, b: Counter) -> bool:
    """``a == b`` for counts with no zero entries (as ``card_counts`` and piece sets give), by
    the dict comparison written in C: Counter's own ``==`` is a Python loop, and this runs after
    every move."""
    return dict.__eq__(a, b) is True


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def frozen(state) -> bytes | str:
    """A quick snapshot of ``state`` for :func:`same_as`: its fields pickled (some 20 us), where
    the JSON :func:`snapshot` took about 1 ms of a board game's state (two a refused move in 5 in
    a Row's random games: half of their time). A state that cannot be pickled: its snapshot."""
    try:
        return pickle.dumps(tuple(getattr(state, f.name) for f in dataclasses.fields(state)), pickle.HIGHEST_PROTOCOL)
    except Exception:  # (a field pickle cannot write)
        return snapshot(state)


def same_as(state, before: bytes | str) -> bool:
    """Whether ``state``'s :func:`snapshot` is the one of the state :func:`frozen` gave ``before``
    of: the same bytes are the same values (so the same snapshot); other bytes (pickle tells
    apart what JSON writes alike: a tuple and a list, 1 and True) are decided by the snapshots,
    the one before from the values unpickled, so the answer is always the snapshots'."""
    if isinstance(before, str):
        return snapshot(state) == before
    if frozen(state) == before:
        return True
    was = state.of_fields(dict(zip((f.name for f in dataclasses.fields(state)), pickle.loads(before))))
    return snapshot(was) == snapshot(state)


JUNK_MOVES = [
    Move(kind="no such move"),
    Move(),
    Move(kind="play", card=["7C"]),
    Move(kind="play", card=123456789),
    Move(kind="move", **{"from": {"x": 1}, "to": None}),
    Move(kind="bid", amount=-1, seat=99),
]


def check_contract(game: Game, games: int = 300, max_moves: int = 20_000, deep_every: int = 7,
                   first_seed: int = 0, after_move: Callable[..., None] | None = None,
                   options: dict[str, Any] | Callable[[int], dict[str, Any]] | None = None) -> int:
    """Play ``games`` seeded random games, checking the contract after every move; a deeper
    check (observations, determinize, JSON round trip of every legal move) runs every
    ``deep_every`` moves. ``after_move(game, state, move, applied)``, if given, checks the
    game's own invariants after every move; ``options`` (or ``options(seed)``) are set in every
    game. Returns the
    number of moves played."""
    total = 0
    for seed in range(first_seed, first_seed + games):
        state, rng = new_random_game(game, seed, options(seed) if callable(options) else options)
        pieces = game.deck_counts(state)
        step = 0
        while True:
            assert same_counts(card_counts(game.zones(state)), pieces), (game.info.id, seed, step)
            acting = game.to_act(state)
            over = game.is_over(state)
            assert bool(acting) != over, (game.info.id, seed, step, acting, over)
            if over:
                assert game.legal_moves(state) == []
                break
            legal = game.legal_moves(state)
            assert 0 < len(legal) <= MAX_LEGAL, (game.info.id, seed, step, len(legal))
            deep = step % deep_every == 0
            if deep:
                _deep_checks(game, state, legal, acting, rng, seed, step)
            move = legal[rng.randrange(len(legal))]
            assert game.seat_of(state, move) in acting, (game.info.id, seed, step, move)
            result = game.apply(state, move)
            assert result.ok, (game.info.id, seed, step, move, getattr(result, "reason", ""))
            if after_move is not None:
                after_move(game, state, move, result)
            state = result.state
            step += 1
            assert step < max_moves, f"{game.info.id}: no end after {max_moves} moves (seed {seed})"
        total += step
    return total


def _deep_checks(game, state, legal, acting, rng, seed, step):
    where = (game.info.id, seed, step)
    before = frozen(state)  # (compared by same_as: the snapshots' answer, a fraction of the time)
    for move in legal:
        assert game.check(state, move) is None, (*where, move)
        back = Move(json.loads(json.dumps(move)))
        assert back == move and hash(back) == hash(move), (*where, move)
    move = legal[rng.randrange(len(legal))]
    back = Move(json.loads(json.dumps(move)))
    a, b = game.apply(state, move), game.apply(state, back)
    assert a.ok and b.ok and same_as(a.state, frozen(b.state)), (*where, move)
    # Junk and moves that are not offered are refused, the state unchanged.
    offered = set(legal)
    for junk in JUNK_MOVES:
        if junk in offered:
            continue
        result = game.apply(state, junk)
        assert not result.ok and isinstance(result.reason, str) and result.reason, (*where, junk)
    # What each seat may see.
    seats = list(range(len(state.players)))
    for seat in [rng.choice(seats), *acting[:1]]:
        obs = game.observation(state, seat)
        text = json.dumps(obs, sort_keys=True)
        assert '"seed"' not in text and '"stack"' not in text, (*where, "seed in observation")
        other = game.determinize(state, seat, random.Random(rng.random()))
        assert card_counts(game.zones(other)) == card_counts(game.zones(state)), (*where, "determinize pieces")
        assert game.observation(other, seat) == obs, (*where, "determinized state looks different")
        assert game.to_act(other) == game.to_act(state)
    # Nothing above changed the state (junk refused, observations, samples): checked once, here,
    # since a change made on the way would still show (a snapshot is the whole state as JSON).
    assert same_as(state, before), where
