"""Computer players: one interface, four levels (Random for benchmarks, Easy, Medium, Hard).

An agent is asked ``choose(game, info, seed, budget)``: the game (its rules), the seat's
:class:`~cardtable.ai.infoset.InformationSet` (observation, legal moves, samples of the hidden
cards) and a seed; it returns one of ``info.legal``. It never receives the state: whatever
it knows of hidden cards comes from ``info.sample(rng)``, a re-deal consistent with what the
seat has seen. Given the same information and seed an agent chooses the same move, so a
game with computers is reproducible (and the record holds every move anyway).

* **Random**: any legal move (the yardstick in ``bench/agents.py``).
* **Easy**: a legal move with light sense: half of its moves are the Medium player's, the others
  at random, playing a card (or moving) rather than drawing or passing when it can. A child can
  beat it, and yet it finishes every game: a player who never keeps a card it needs could never
  build Desert Rummy's run of nine.
* **Medium**: the family heuristics of :mod:`cardtable.ai.heuristics` on one sample, plus a
  look one move ahead for a move that wins on the spot.
* **Hard**: information-set Monte Carlo search: each round draws a new determinization and
  plays every candidate move out from it with the Medium policy (a little noise for variety,
  the same playout seed for every candidate: common random numbers, so the comparison is
  paired). A playout runs to the end of the hand, i.e. until any seat's score changes (or
  what the game's ``ai_playout_key`` says changes), or to the game's end or a depth limit, and is judged by :func:`judge`: the change of the seat's
  score against the others' (plus the win, at the end), in the game's own units. The
  candidates are the Medium player's best few in its order; after the first round the search
  keeps only as many as the budget leaves eight more paired rounds for, and drops a move once
  it is clearly worse than the Medium pick, stopping once that pick is the only one left. The move with the best paired advantage over the
  Medium choice (at two standard errors' confidence, after at least eight rounds) wins, else
  the Medium choice stands: a search too short to tell moves apart plays like Medium rather
  than worse. No per-game code: it runs on any game whose engine can re-deal hidden pieces.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Protocol

from ..core.game import Applied, Game, GameState, Move, ahead_of_the_others
from .heuristics import (DRAW_KINDS, PASS_KINDS, _higher_is_better, move_scores, outcome,
                         position_value, standing, team_means)
from .infoset import InformationSet

#: The share of the Easy player's moves that are the Medium player's. With none, Easy was
#: Random in every game without a draw or a pass, and Easy players alone never finished a game
#: of Desert Rummy (its last meld, a run of nine, needs cards kept for it).
EASY_SENSE = 0.5
#: The Hard player's default time budget, seconds (a setting in the app).
DEFAULT_SECONDS = 1.0
#: The Hard player's default iteration budget. The search stops at whichever budget is met
#: first; when the iterations bind, the choice depends on the seed alone. A longer time budget
#: comes with a cap as much larger (:func:`playouts_for`).
DEFAULT_ITERATIONS = 400
#: A playout ends with the hand (a score changed) or the game; one longer than this is cut and
#: judged by ``position_value`` or ``standing`` (60: most hands of Crazy Eights, Hearts and
#: Euchre end within it from where a decision is asked).
PLAYOUT_DEPTH = 60
#: Of many legal moves, the Hard player searches the Medium player's best this many.
ROOT_WIDTH = 16
#: The Medium policy's share of random moves inside playouts (so playouts differ).
PLAYOUT_NOISE = 0.1
#: How sure the search must be (standard errors) to overrule the Medium player's choice.
CONFIDENCE = 2.0
#: Fewer rounds than this never overrule it (the spread of a handful of results means nothing).
MIN_ROUNDS = 8
#: In playouts, moves scored when there are more (a random subset; keeps playouts quick).
PLAYOUT_WIDTH = 8


#: How often the Easy player calls out a move the Medium player would (10 Dime Rummy's "Buy!"
#: out of turn): rarely.
EASY_CALLS = 0.25


def _never() -> bool:
    return False


def playouts_for(seconds: float) -> int:
    """The cap of playouts that goes with a time budget: :data:`DEFAULT_ITERATIONS` for each
    :data:`DEFAULT_SECONDS`. With one cap for every budget, the app's "up to 4 s" stopped at
    400 playouts within a second in most games (s30), and the time chosen gave nothing more."""
    return max(1, round(DEFAULT_ITERATIONS * seconds / DEFAULT_SECONDS))


@dataclass(frozen=True)
class Budget:
    """How long an agent may think: seconds (wall clock) and iterations (for search), and a
    way to be told to stop (the window undid the move, closed, or went back to the start)."""

    seconds: float = DEFAULT_SECONDS
    iterations: int = DEFAULT_ITERATIONS
    cancelled: Callable[[], bool] = _never

    @classmethod
    def for_time(cls, seconds: float, cancelled: Callable[[], bool] = _never) -> "Budget":
        """A time budget with its cap of playouts (:func:`playouts_for`): the app's setting."""
        return cls(seconds, playouts_for(seconds), cancelled)


class Agent(Protocol):
    level: str

    def choose(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move:
        ...

    def call_out(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move | None:
        """Whether to call out one of ``info.legal`` (the game's ``called_out`` moves: "Buy!"
        while another is to draw) before the one to move moves: the move, or ``None``."""
        ...


def medium_call(game: Game, info: InformationSet, seed: int) -> Move | None:
    """The Medium player's call: the best of the moves it may call out by the family's sense
    (:func:`move_scores`, on one sample: in the rummy family whether the card is worth taking
    to its hand and contract), made only if it scores above nothing done (0, what the family's
    sense gives a draw from the stock)."""
    if not info.legal:
        return None
    rng = random.Random(seed)
    state = info.sample(rng)
    moves = list(info.legal)
    scores = move_scores(game, state, info.seat, moves)
    best = max(range(len(moves)), key=lambda i: (scores[i], -i))
    return moves[best] if scores[best] > 0 else None


def _only(info: InformationSet) -> Move | None:
    if not info.legal:
        raise ValueError(f"{info.game_id}: seat {info.seat} has no move to choose from")
    return info.legal[0] if len(info.legal) == 1 else None


class RandomAgent:
    level = "random"

    def choose(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move:
        only = _only(info)
        if only is not None:
            return only
        return random.Random(seed).choice(info.legal)

    def call_out(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move | None:
        return random.Random(seed).choice(list(info.legal) + [None]) if info.legal else None


#: Moves that name a contract on the hand: an Easy player bids as Medium does (bidding at
#: random, 125 no trump in 500 Rummy, set its team back twice and ended the game in two hands;
#: making trump at random in Euchre, an Easy player went alone holding one trump, s39 F1).
BID_KINDS = frozenset({"bid", "order_up", "call"})


class EasyAgent:
    """Half the time the Medium player's move; otherwise any move that plays rather than draws
    or passes (any move where there is none such), a bid never at random (:data:`BID_KINDS`)."""

    level = "easy"

    def choose(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move:
        only = _only(info)
        if only is not None:
            return only
        rng = random.Random(seed)
        sense = rng.random() < EASY_SENSE
        if sense or any(m.kind in BID_KINDS for m in info.legal):
            return MediumAgent().choose(game, info, rng.getrandbits(32), budget)
        active = [m for m in info.legal if m.kind not in DRAW_KINDS | PASS_KINDS] or list(info.legal)
        return rng.choice(active)

    def call_out(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move | None:
        """Rarely (:data:`EASY_CALLS`), and only what the Medium player would call."""
        rng = random.Random(seed)
        if not info.legal or rng.random() >= EASY_CALLS:
            return None
        return medium_call(game, info, rng.getrandbits(32))


def best_move(game: Game, state: GameState, seat: int, moves: list[Move], rng: random.Random) -> Move:
    """The Medium policy on a state the agent may hold: the best-scored move, ties at random.
    A game whose positions can come round again (two Sweep players passing the same pile back
    and forth) names an ``ai_tie_margin``: moves scored that close to the best count as ties, so
    the seed varies the play where the sense cannot tell, and no loop of positions lasts."""
    scores = move_scores(game, state, seat, moves)
    top = max(scores)
    margin = getattr(game, "ai_tie_margin", 1e-9)
    best = [m for m, s in zip(moves, scores) if s >= top - margin]
    return best[0] if len(best) == 1 else rng.choice(best)


def winning_move(game: Game, state: GameState, seat: int, moves: list[Move], limit: int = 40) -> Move | None:
    """A move that ends the game with ``seat`` among the winners, if one of the first
    ``limit`` moves does (checked on a sample: a win on the spot never depends on hidden
    cards the seat cannot see... and if it did, the sample is as good a guess as any)."""
    for move in moves[:limit]:
        result = game.apply(state, move)
        if isinstance(result, Applied) and game.is_over(result.state) and seat in game.winners(result.state):
            return move
    return None


class MediumAgent:
    """Rule-aware heuristics per family of games, on one sample of the hidden cards."""

    level = "medium"

    def choose(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move:
        only = _only(info)
        if only is not None:
            return only
        rng = random.Random(seed)
        state = info.sample(rng)
        moves = list(info.legal)
        return winning_move(game, state, info.seat, moves) or best_move(game, state, info.seat, moves, rng)

    def call_out(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move | None:
        return medium_call(game, info, seed)


class HardAgent:
    """Information-set Monte Carlo search over determinizations, Medium playouts."""

    level = "hard"

    def __init__(self, depth: int | None = None, width: int | None = None) -> None:
        # read when made, so bench/agents.py can try other values of the module's constants
        self.depth = PLAYOUT_DEPTH if depth is None else depth
        self.width = ROOT_WIDTH if width is None else width
        self.last_iterations = 0  # for the benchmark

    def choose(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move:
        only = _only(info)
        if only is not None:
            return only
        started = time.perf_counter()
        deadline = started + budget.seconds
        rng = random.Random(seed)
        seat = info.seat
        first = info.sample(rng)
        # A decision the game leaves to its policy (Hearts' pass: a search over a dozen passes,
        # each played out from one deal, chose by noise and passed the lowest cards, s39)
        policy_only = getattr(game, "ai_policy_only", None)
        if policy_only is not None and policy_only(first):
            return MediumAgent().choose(game, info, seed, budget)
        moves = list(info.legal)
        win = winning_move(game, first, seat, moves)
        if win is not None:
            return win
        # Candidates in the Medium player's order (its pick first, ties broken by the seed).
        scores = move_scores(game, first, seat, moves)
        medium_pick = best_move(game, first, seat, moves, random.Random(seed))
        order = sorted(range(len(moves)), key=lambda i: (moves[i] != medium_pick, -scores[i], i))
        width = min(self.width, len(moves), max(2, budget.iterations // MIN_ROUNDS))
        candidates = [moves[i] for i in order[:width]]
        sign = 1.0 if _higher_is_better(game, first) else -1.0
        # Every candidate is played out from the same determinization with the same playout
        # seed (common random numbers): the comparison between moves is then far less noisy
        # than the results themselves. ``alive`` are the candidates still searched: after the
        # first round the search keeps as many as leave time for MIN_ROUNDS more rounds, and
        # drops a move once it is clearly worse than the Medium pick (candidate 0).
        results: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        rounds = done = 0
        # Once one candidate is left (every other dropped) the choice is made: the rounds it
        # would go on playing alone could change nothing (s30: they ran to the playout cap).
        while len(alive) > 1 and done + len(alive) <= max(budget.iterations, len(alive)):
            state = first if rounds == 0 else info.sample(rng)
            before = game.scores(state)
            playout_seed = rng.getrandbits(64)
            round_results: list[float] = []
            for i in alive:
                if time.perf_counter() >= deadline or budget.cancelled():
                    break
                result = game.apply(state, candidates[i])
                # A legal move is legal in every consistent sample; never favour one that is not.
                # The playout is judged from the scores before the move, so what the move itself
                # scores (a straight in Biscuit, a row of five, a marble home) counts.
                reward = (self.playout(game, result.state, seat, random.Random(playout_seed), sign,
                                       deadline, budget.cancelled, before)
                          if isinstance(result, Applied) else -1e9)
                if reward is None:
                    break  # out of time inside the playout
                round_results.append(reward)
            if len(round_results) < len(alive):
                break  # a round cut short is not counted
            for i, reward in zip(alive, round_results):
                results[i].append(reward)
            rounds += 1
            done += len(alive)
            if rounds == 1 and len(alive) > 2:
                per_move = (time.perf_counter() - started) / len(alive)
                left_time = deadline - time.perf_counter()
                affordable = min(left_time / max(per_move, 1e-6), budget.iterations - done)
                keep = max(2, int(affordable // (2 * MIN_ROUNDS)))
                alive = alive[:keep]
            elif rounds >= MIN_ROUNDS and rounds % 4 == 0 and len(alive) > 2:
                alive = [i for i in alive if i == 0 or _upper_advantage(results[i], results[0]) > 0]
        self.last_iterations = done
        best = _confident_best([r if len(r) == rounds else [] for r in results], 0)
        return candidates[best]

    def call_out(self, game: Game, info: InformationSet, seed: int, budget: Budget = Budget()) -> Move | None:
        """The Medium player's answer (a call is one quick yes or no, made before every draw)."""
        return medium_call(game, info, seed)

    def playout(self, game: Game, state: GameState, seat: int, rng: random.Random,
                sign: float = 1.0, deadline: float = math.inf,
                cancelled: Callable[[], bool] = _never, before: list[int] | None = None) -> float | None:
        """Play on with the Medium policy (a little noise) to the game's end, the end of the
        hand (any score changed since ``state``), or the depth limit; judge by :func:`judge`
        against the scores ``before`` the move searched (default: those of ``state``), so that
        what that move scored counts. ``None`` if the deadline passed or the search was
        cancelled on the way (checked every 16 moves, so a long playout cannot carry a
        decision far past its budget)."""
        start = game.scores(state)  # a change from here ends the playout...
        # ...unless the game names what ends a hand (Fan Tan: its chips change with every pass,
        # and a playout that stopped there judged a move by who passes next, not the deal)
        hand_key = getattr(game, "ai_playout_key", None)
        hand = hand_key(state) if hand_key is not None else None
        for step in range(getattr(game, "ai_playout_depth", self.depth)):
            if step % 16 == 15 and (time.perf_counter() >= deadline or cancelled()):
                return None
            acting = game.to_act(state)
            if not acting:
                break
            who = acting[0]
            legal = game.legal_moves(state, who)
            if len(legal) == 1:
                move = legal[0]
            elif rng.random() < PLAYOUT_NOISE:
                move = legal[rng.randrange(len(legal))]
            else:
                pool = legal if len(legal) <= PLAYOUT_WIDTH else rng.sample(legal, PLAYOUT_WIDTH)
                move = best_move(game, state, who, pool, rng)
            # The move comes from legal_moves, so it needs no check (half the cost of apply).
            state = game.perform(state, move).state  # perform always applies
            if hand_key is None:
                if game.scores(state) != start:
                    break
            elif hand_key(state) != hand:
                break
        return judge(game, state, seat, start if before is None else before, sign)


def judge(game: Game, state: GameState, seat: int, start: list[int], sign: float) -> float:
    """A playout's result for ``seat``, game-agnostic: the change of the seat's score against
    the others' mean change since the playout began (``sign`` -1 where lower scores are
    better; with partners, each seat's change is its team's mean change), plus, once the game
    is over, its share of the win counted as much as the largest change; 1/0 for a win/loss in
    a game without scores; where nothing was decided yet, :func:`standing` (cards left in hand,
    scores)."""
    over = game.is_over(state)
    scores = game.scores(state)
    deltas = [sign * (a - b) for a, b in zip(scores, start)] if len(scores) == len(start) else []
    if deltas and any(deltas):
        # With partners each seat counts its team's mean change: the partner's gain is the
        # seat's own, never against it (the same figures where seats show their team's total).
        deltas = team_means(deltas, game.seat_teams(state))
        relative = ahead_of_the_others(deltas, seat)
        if over:
            return relative + outcome(game, state, seat) * max(abs(d) for d in deltas)
        return relative
    if over:
        return outcome(game, state, seat)
    value = position_value(game, state, seat)
    if value is not None:
        return value
    return standing(game, state, seat) - 1.0 / max(1, len(state.players))


def _upper_advantage(res: list[float], base: list[float]) -> float:
    """The upper confidence bound of a move's paired advantage over the Medium pick."""
    diffs = [a - b for a, b in zip(res, base)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean + CONFIDENCE * math.sqrt(var / n) + 1e-12


def _confident_best(results: list[list[float]], fallback: int) -> int:
    """The move whose paired advantage over the Medium choice is largest at its lower
    confidence bound, if that bound is above zero; else the Medium choice. With few rounds the
    search's noise would otherwise choose worse than the heuristic it plays out with."""
    base = results[fallback]
    rounds = len(base)
    if rounds < MIN_ROUNDS:
        return fallback
    best, best_bound = fallback, 0.0
    for i, res in enumerate(results):
        if i == fallback or len(res) != rounds:
            continue
        diffs = [a - b for a, b in zip(res, base)]
        mean = sum(diffs) / rounds
        var = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
        bound = mean - CONFIDENCE * math.sqrt(var / rounds)
        if bound > best_bound:
            best, best_bound = i, bound
    return best


LEVELS: dict[str, type] = {"random": RandomAgent, "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent}


def agent_for(level: str) -> Agent:
    """A fresh agent of this level ("random", "easy", "medium" or "hard")."""
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"no computer level called {level!r} (known: {', '.join(LEVELS)})") from None


def hint(game: Game, info: InformationSet, seed: int = 0) -> Move:
    """The move the Medium player would make: what the Hint action lights on the table."""
    return MediumAgent().choose(game, info, seed)
