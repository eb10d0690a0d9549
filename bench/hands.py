"""One hand at a time: how a level does in the first hand of seeded deals, against another level
in every other seat, paired with that other level in the same seat on the same deal. A whole
game of a long game (Thirty-One: a quarter lost a hand until one player is left) costs Hard
hundreds of decisions; a hand costs a handful, and the paired difference needs far fewer
deals to tell two players apart.

Run: ``python bench/hands.py GAME --hero hard --villain medium --deals 300 [--root DIR]
[--until score|key|fact:NAME|end] [--options NAME=VALUE,...]``. A value ``a-b`` cycles with the
deal: ``desert_rummy --until fact:hand_no --options first_meld=1-11`` plays each deal's first
hand on another of the eleven melds (the first meld alone tells nobody apart: nearly every
player makes two sets of three).

``--hero oracle`` is the luck line of a game: Hard's search given the true position instead of
samples (every hidden card where it really is, the stock's order too; only later shuffles and
dice still unknown). ``--hero oracle-hands`` knows the other hands only: every other hidden pile
(the stock) is shuffled within itself in each sample. They exist here only, never in the app.
When even the oracle cannot beat Medium, Medium already plays about as well as the deal allows;
when it can, the gap is what the hidden cards are worth to the search.
Prints the hero's mean score change in the hand (its own change less the others' mean, the
game's units), the villain's in the same seat on the same deals, and their difference with a
95 % interval. ``--root`` measures another checkout (an older commit's worktree).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path


def oracle_information_set(game, state, seat, hands_only: bool = False):
    """What the ``oracle`` levels are given: the seat's information set, but every sample the
    true position with a fresh seed (the cards are known, the future shuffles are not); with
    ``hands_only``, each hidden pile that is not a hand shuffled within itself (the stock's
    order unknown)."""
    from dataclasses import replace

    from cardtable.ai import information_set
    from cardtable.core.zones import Role

    def true_position(rng: random.Random):
        piles = {}
        if hands_only:
            for zone in game.zones(state):
                if zone.kind is not Role.HAND and not all(zone.visible_to(seat)):
                    cards = sorted(zone.cards)
                    rng.shuffle(cards)
                    piles[zone.key] = tuple(cards)
        known = game.with_zones(state, piles) if piles else state
        return known.replace(seed=f"determinized/{rng.getrandbits(64)}", stack=())

    return replace(information_set(game, state, seat), _sampler=true_position)


def result_deltas(game, state, n: int) -> list[float]:
    """A hand's points from the public ``result`` record (Gin Rummy: ``winner`` and ``points``),
    for a game whose scores change only at the end of a whole game: the winner's points to the
    winner, none to the others (a tie: none)."""
    result = game.public(state).get("result") or {}
    winner, points = result.get("winner", -1), result.get("points", 0)
    return [float(points) if seat == winner else 0.0 for seat in range(n)]


def options_for(spec: str, seed: int) -> dict[str, int]:
    """``--options name=value,...`` for deal ``seed``: a value ``a-b`` cycles through a to b with
    the deal (Desert Rummy's ``first_meld=1-11``: each deal's first hand on another of the eleven
    melds, where the first meld alone, two sets of three, is made by nearly everyone)."""
    options: dict[str, int] = {}
    for item in filter(None, spec.split(",")):
        name, value = item.split("=", 1)
        if "-" in value:
            lo, hi = (int(v) for v in value.split("-", 1))
            options[name] = lo + seed % (hi - lo + 1)
        else:
            options[name] = int(value)
    return options


def one_hand(game, levels: list[str], seed: int, iterations: int, until: str = "score",
             score: str = "scores", options: dict[str, int] | None = None) -> tuple[float, float]:
    """Play the first hand of deal ``seed`` with ``levels[seat]`` in each seat; the change of
    seat ``seed % n``'s score less the others' mean, and the seat's share of the win when the
    hand ended the game (ties share it; 0 otherwise). The hand ends with the game, and
    (``until``) with the first score change ("score"), with a change of what the game names as
    its hand for the search's playouts, ``ai_playout_key`` ("key"; Fan Tan: the deal, where
    every pass pays a chip), with a change of one of its public facts ("fact:round_no": a
    checkout without the key is measured on the same hands), or only with the game ("end")."""
    from cardtable.ai import Budget, agent_for, information_set
    from cardtable.ai.heuristics import _higher_is_better

    n = len(levels)
    hero = seed % n
    state = game.setup([f"P{i}" for i in range(n)], dict(options or {}), seed)
    agents = [agent_for("hard" if level.startswith("oracle") else level) for level in levels]
    budget = Budget(seconds=1e9, iterations=iterations)
    rng = random.Random(seed)
    start = game.scores(state)
    if until.startswith("fact:"):
        fact = until.split(":", 1)[1]
        hand_key = lambda s: game.public(s)[fact]  # noqa: E731
    else:
        hand_key = getattr(game, "ai_playout_key", None) if until == "key" else None
    hand = hand_key(state) if hand_key is not None else None
    sign = 1.0 if _higher_is_better(game, state) else -1.0
    for _ in range(20000):
        if game.is_over(state):
            break
        if until == "score" and game.scores(state) != start:
            break
        if hand_key is not None and hand_key(state) != hand:
            break
        seat = game.to_act(state)[0]
        if levels[seat].startswith("oracle"):
            info = oracle_information_set(game, state, seat, hands_only=levels[seat] == "oracle-hands")
        else:
            info = information_set(game, state, seat)
        state = game.apply(state, agents[seat].choose(game, info, rng.getrandbits(32), budget)).state
    if score == "result":
        deltas = result_deltas(game, state, n)
    else:
        deltas = [sign * (a - b) for a, b in zip(game.scores(state), start)]
    others = [d for i, d in enumerate(deltas) if i != hero]
    winners = game.winners(state) if game.is_over(state) else []
    won = 1 / len(winners) if hero in winners else 0.0
    return deltas[hero] - sum(others) / len(others), won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--hero", default="hard")
    parser.add_argument("--villain", default="medium")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--until", default="score",
                        help="the hand ends with the first score change (score, the default), with "
                             "the game's ai_playout_key (key), with a change of the public fact NAME "
                             "(fact:NAME), or only with the game (end)")
    parser.add_argument("--score", default="scores",
                        help="the hand's result: the change of the scores (scores, the default), or the "
                             "public result record's points to its winner (result: Gin Rummy's round)")
    parser.add_argument("--options", default="",
                        help="house-rule options name=value,... for every deal; a value a-b cycles "
                             "through a to b with the deal (desert_rummy first_meld=1-11)")
    parser.add_argument("--json", default="", help="also write each deal's two results to this file")
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    from cardtable.games import catalogue

    game = catalogue()[args.game]
    n = args.players
    diffs, heroes, villains, hero_wins, villain_wins = [], [], [], [], []
    for seed in range(args.first, args.first + args.deals):
        levels = [args.villain] * n
        options = options_for(args.options, seed)
        base, base_won = one_hand(game, levels, seed, args.iterations, args.until, args.score, options)
        levels[seed % n] = args.hero
        mine, won = one_hand(game, levels, seed, args.iterations, args.until, args.score, options)
        heroes.append(mine)
        villains.append(base)
        diffs.append(mine - base)
        hero_wins.append(won)
        villain_wins.append(base_won)
        if args.json:  # after every deal: a long run stopped early keeps the deals it played
            record = {"game": args.game, "first": args.first, "hero": args.hero, "villain": args.villain,
                      "root": args.root, "until": args.until, "options": args.options, "heroes": heroes, "villains": villains,
                      "hero_wins": hero_wins, "villain_wins": villain_wins}
            part = Path(args.json + ".part")
            part.write_text(json.dumps(record))
            part.replace(args.json)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    print(f"{args.game}: {args.hero} {statistics.mean(heroes):+.3f}, {args.villain} in the same seat "
          f"{statistics.mean(villains):+.3f}, difference {statistics.mean(diffs):+.3f} +- {half:.3f} "
          f"over {len(diffs)} deals ({args.root})")
    if any(hero_wins) or any(villain_wins):  # the hand ended the game: its winners are known
        won = [a - b for a, b in zip(hero_wins, villain_wins)]
        half = 1.96 * statistics.stdev(won) / len(won) ** 0.5
        print(f"  share of the win: {args.hero} {statistics.mean(hero_wins):.1%}, {args.villain} in the same "
              f"seat {statistics.mean(villain_wins):.1%}, difference {statistics.mean(won):+.1%} +- {half:.1%}")


if __name__ == "__main__":
    main()
