"""Invariants of the dominoes and dice games (issue 24), checked after every move of the
contract's seeded random games. (Every tile in exactly one place is the contract's own check.)

Dominoes: every joint matches (each tile's near end is the open end before it), the arms and a
chicken foot's toes are filled before anything else is played, hand scores are the pips left in
the hands (the [0-0] as each game's rules say) and the totals their sums. 10,000: every die set
aside counts in its roll, held dice are never rolled again, and the totals are the sums of the
counts banked."""

from __future__ import annotations

from cardtable.games.dominoes import PLAY, fits, is_double, line_of, oriented
from cardtable.games.ten_thousand import DICE, ROLL, STOP, kept_count, score


def _joints_match(state, move) -> None:
    """Every joint matches: checked on the line just played on (and on every line when a hand
    ends)."""
    for key, start, tiles, parent in state.lines:
        if move.kind == PLAY and key != move["to"]:
            continue
        if move.kind not in (PLAY, "next_hand"):
            break
        value = start
        for code in tiles:
            assert fits(code, value), (key, start, tiles)
            value = oriented(value, (code,))[0][1]
        if parent:  # a toe grows from a line ending in its double
            base = line_of(state.lines, parent)
            assert base is not None and base[2] and is_double(base[2][-1]) and base[2][-1] == f"{start}-{start}"


def _hand_scores(game, before, state) -> None:
    if len(state.hand_scores) > len(before.hand_scores):
        scores = state.hand_scores[-1]
        assert scores == tuple(game.hand_pips(state, hand) for hand in state.hands)
        for hand, s in zip(state.hands, scores):
            blank = game.blank_value(state)
            assert s == sum((blank if c == "0-0" and blank else int(c[0]) + int(c[-1]) if len(c) == 3 else
                             sum(map(int, c.split("-")))) for c in hand)
    assert state.totals == tuple(sum(col) for col in zip(*state.hand_scores)) or not state.hand_scores


def check_chicken_foot_move(game, before, move, applied) -> None:
    state = applied.state
    _joints_match(state, move)
    if move.kind == PLAY:  # "must have tiles played on all four arms before any arm is extended"
        waiting = game.waiting(before.lines)
        if waiting is not None:
            assert move["to"] == waiting[0], (move, waiting)
        else:
            line = line_of(before.lines, move["to"])
            assert line is not None and line[2] and not is_double(line[2][-1])
    _hand_scores(game, before, state)
    if 0 < state.hand_no and state.phase == "play":
        arms = [line for line in state.lines if not line[3]]
        assert len(arms) == 4
        toes = [line for line in state.lines if line[3]]
        assert len(toes) % 3 == 0


def check_mexican_train_move(game, before, move, applied) -> None:
    state = applied.state
    _joints_match(state, move)
    if move.kind == PLAY:  # only one's own train, the Mexican train or a marked train
        key = move["to"]
        assert key in ("mexican", f"train/{before.turn}") or before.markers[int(key[6:])]
    _hand_scores(game, before, state)


def check_ten_thousand_move(game, before, move, applied) -> None:
    state = applied.state
    if move.kind in (ROLL, STOP) and before.phase == "choose":  # every held die counts in its roll
        faces = tuple(before.dice[i] for i in before.chosen)
        assert faces and score(faces) is not None
    for kept in state.kept:
        assert score(kept) is not None
    if state.phase == "choose" and state.dice and move.kind in (ROLL, "take_over"):
        # "You may not at any time re-roll dice that have been held": the balance only
        assert len(state.dice) == DICE - kept_count(state.kept)
    if move.kind == STOP:  # the totals are the sums of the counts banked
        seat = before.turn
        assert state.totals[seat] == sum(scored for s, scored, _, _ in state.turns if s == seat)
        assert state.melded[seat] or state.totals[seat] == 0
        assert state.totals[seat] - before.totals[seat] in (0, before.count + score(faces))


def check_samples_lack(game, state, viewer: int, seat: int, numbers: set[str], samples: int = 20) -> None:
    """A computer at ``viewer`` samples the hidden tiles (``determinize``) without giving
    ``seat`` a tile that shows any of ``numbers`` (what ``seat`` showed it lacks), and the
    sample looks to ``viewer`` as the table does."""
    import random

    rng = random.Random(viewer * 100 + seat)
    for _ in range(samples):
        sample = game.determinize(state, viewer, rng)
        assert not [t for t in sample.hands[seat] if numbers & set(t.split("-"))], sample.hands[seat]
        assert game.observation(sample, viewer) == game.observation(state, viewer)
