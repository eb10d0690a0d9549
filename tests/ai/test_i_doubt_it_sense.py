"""I Doubt It: the Medium player's sense (its ``ai_move_scores``)."""

from __future__ import annotations

from cardtable.ai.heuristics import move_scores
from cardtable.games import get_game
from cardtable.core.cards import RANK_OF
from cardtable.games.i_doubt_it import ASKING, BELIEVE, DOUBT, PLAY


def _state():
    game = get_game("i_doubt_it")
    return game, game.new_state(["A", "B", "C", "D"], {"two_decks": False, "only_next_doubts": False}, 1, None)


def test_doubts_a_claim_its_own_hand_proves_false():
    # "If the active player was lying, they take the entire discard pile into their hand."
    game, state = _state()
    hands = list(state.hands)
    hands[2] = ("AS", "AH", "AD") + tuple(c for c in hands[2] if c[0] != "A")[:10]
    state = state.replace(hands=tuple(hands), pile=("2C", "3C"), claim_seat=0, claim_count=2, claim_rank="A",
                          due=1, phase=ASKING, asking=2)
    moves = game.legal_moves(state)
    scores = dict(zip((m.kind for m in moves), move_scores(game, state, 2, moves)))
    assert scores[DOUBT] > scores[BELIEVE]


def test_tells_the_truth_when_it_holds_the_rank_due():
    # "They are required to play one or more aces, declaring as they do so 'Two aces'"
    game, state = _state()
    seat = state.turn
    hands = list(state.hands)
    hands[seat] = ("AS", "AH", "KD", "5C", "9H")
    state = state.replace(hands=tuple(hands))
    moves = [m for m in game.legal_moves(state) if m.kind == PLAY]
    scores = move_scores(game, state, seat, moves)
    best = moves[scores.index(max(scores))]
    assert sorted(best["cards"]) == ["AH", "AS"]


def _asked(state, count, rank, claimant_left):
    """Seat 2 (holding no card of ``rank``) asked about seat 0's claim of ``count`` of it."""
    hands = list(state.hands)
    hands[2] = tuple(c for c in hands[2] + hands[3] if RANK_OF[c] != rank)[:13]
    hands[0] = ("5C",) * claimant_left
    return state.replace(hands=tuple(hands), pile=("2C",) * count, claim_seat=0, claim_count=count,
                         claim_rank=rank, due=1, phase=ASKING, asking=2)


def test_believes_a_likely_claim_and_doubts_an_unlikely_one():
    # "If they were telling the truth, the challenger is saddled with the discard pile": one ace
    # from a full hand is likely true (most hands hold an ace), four aces are not.
    game, state = _state()
    one = _asked(state, 1, "A", 12)
    assert 0.6 < game.claim_true_chance(one, 2) < 0.9
    moves = game.legal_moves(one)
    scores = dict(zip((m.kind for m in moves), move_scores(game, one, 2, moves)))
    assert scores[BELIEVE] > scores[DOUBT]
    four = _asked(state, 4, "A", 9)
    assert game.claim_true_chance(four, 2) < 0.4  # a liar seldom lays four either
    scores = dict(zip((m.kind for m in moves), move_scores(game, four, 2, moves)))
    assert scores[DOUBT] > scores[BELIEVE]


def test_lies_with_one_card_when_it_holds_none_of_the_rank_due():
    # "They are required to play one or more aces": holding no ace and only a pair of kings and a
    # pair of 5s, it lies with a single card rather than a pair.
    game, state = _state()
    seat = state.turn
    hands = list(state.hands)
    hands[seat] = ("KS", "KH", "5C", "5D")
    state = state.replace(hands=tuple(hands))
    moves = [m for m in game.legal_moves(state) if m.kind == PLAY]
    scores = move_scores(game, state, seat, moves)
    assert len(moves[scores.index(max(scores))]["cards"]) == 1


def test_the_search_samples_a_claim_true_as_often_as_it_is_likely():
    # A re-deal at random would almost never put k aces under "two aces": a search would doubt
    # every claim. The sample makes the claim true with the chance the seat can judge, a lie
    # otherwise, and the claimant holds no ace either way (a truthful player lays all it has).
    import random

    game, state = _state()
    asked = _asked(state, 1, "A", 12)
    chance = game.claim_true_chance(asked, 2)
    rng = random.Random(5)
    trues = 0
    for _ in range(400):
        sample = game.determinize(asked, 2, rng)
        assert game.observation(sample, 2) == game.observation(asked, 2)
        assert [len(h) for h in sample.hands] == [len(h) for h in asked.hands]
        assert not any(RANK_OF[c] == "A" for c in sample.hands[0])
        claim = sample.pile[-1:]
        trues += RANK_OF[claim[0]] == "A"
    assert abs(trues / 400 - chance) < 0.08
